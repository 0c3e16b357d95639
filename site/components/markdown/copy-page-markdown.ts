/**
 * Copies the Markdown twin named by the button's `data-copy-markdown` to the clipboard, and says
 * so in the actions' status line. Loaded by PageMarkdownActions.astro on the first click.
 */
export async function copyPageMarkdown(button: HTMLButtonElement): Promise<void> {
  const status = button.parentElement?.querySelector('.page-markdown-status');
  const say = (message: string) => {
    if (status) status.textContent = message;
  };
  const markdownPath = button.dataset.copyMarkdown;
  if (!markdownPath) return;
  try {
    const text = fetch(markdownPath).then(async (response) => {
      if (!response.ok) throw new Error(`${markdownPath} answered ${response.status}`);
      return new Blob([await response.text()], { type: 'text/plain' });
    });
    // A ClipboardItem takes the pending text, so the write stays tied to the click (Safari needs
    // that); browsers without it get the text once fetched.
    if (typeof ClipboardItem === 'function') {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text })]);
    } else {
      await navigator.clipboard.writeText(await (await text).text());
    }
    say('Copied the page as Markdown.');
  } catch (error) {
    say(
      `Could not copy the page (${error instanceof Error ? error.message : String(error)}). Use "View as Markdown" instead.`,
    );
  }
}
