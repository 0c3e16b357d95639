/**
 * Starlight loads Pagefind's search UI when the browser is first idle. A reader who opens the
 * search dialog before that (Ctrl K straight after the page appears, or on a slow or busy machine)
 * finds no input to type into: Starlight focuses the input only when the dialog opens, so the
 * keys are lost and the input, once it appears, is not focused.
 *
 * This keeps what is typed into the open dialog until the input exists, then focuses the input
 * and gives it the text, as if it had been there all along.
 */
export function keepKeysTypedBeforeReady(): void {
  const dialog = document.querySelector<HTMLDialogElement>('site-search dialog');
  const container = document.getElementById('starlight__search');
  if (!dialog || !container) return;

  const searchInput = () => container.querySelector<HTMLInputElement>('input');
  if (searchInput()) return;

  let typed = '';
  const keepKey = (event: KeyboardEvent) => {
    if (!dialog.open || searchInput()) return;
    if (event.key === 'Backspace') {
      typed = typed.slice(0, -1);
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      typed += event.key;
    } else {
      return;
    }
    event.preventDefault();
  };
  window.addEventListener('keydown', keepKey, { capture: true });

  const observer = new MutationObserver(() => {
    const input = searchInput();
    if (!input) return;
    observer.disconnect();
    window.removeEventListener('keydown', keepKey, { capture: true });
    if (!dialog.open) return;
    input.focus();
    if (typed) {
      input.value = typed;
      // Pagefind's UI binds the input's value on this event and searches.
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
  });
  observer.observe(container, { childList: true, subtree: true });
}
