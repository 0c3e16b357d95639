/**
 * Commands that would fetch and run a package we do not own. On the npm registry the bare name
 * `domain-check` belongs to another publisher, so a reader who copies `npx domain-check …` runs a
 * stranger's code; every command we show names our scoped package instead.
 */
export const FOREIGN_PACKAGE_NAMES = ['domain-check'] as const;

export interface ForeignPackageCommand {
  /** The command as written, such as `npx domain-check`. */
  readonly command: string;
  /** 1-based line of the text it was found on. */
  readonly line: number;
}

const RUNNERS = String.raw`(?:npx|bunx|pnpx|(?:pnpm|yarn)\s+dlx|npm\s+(?:exec|x|i|install|add)|(?:pnpm|yarn|bun)\s+(?:global\s+)?add)`;
const FLAGS = String.raw`(?:\s+-{1,2}[\w-]+(?:=\S+)?)*`;
/**
 * A runner, its flags, then the bare name, with or without a version (`domain-check@latest`):
 * `@scope/domain-check` has no space before the name.
 */
const FOREIGN_COMMAND = new RegExp(
  String.raw`\b${RUNNERS}${FLAGS}\s+(?:${FOREIGN_PACKAGE_NAMES.join('|')})(?:@\S*)?(?![\w/-])`,
  'g',
);

/** Markup and the entities a code block uses, turned into the text a reader copies. */
export function toReadableText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replaceAll('&nbsp;', ' ')
    .replaceAll('&#x20;', ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

export function findForeignPackageCommands(text: string): ForeignPackageCommand[] {
  return [...text.matchAll(FOREIGN_COMMAND)].map((match) => ({
    command: match[0].replace(/\s+/g, ' '),
    line: text.slice(0, match.index).split('\n').length,
  }));
}
