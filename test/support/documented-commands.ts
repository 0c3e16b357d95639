/**
 * Finds, in what a reader sees (built pages, READMEs, `--help`), every domain-check command written
 * as `npx @petstore-docs/domain-check …` and every `domains.json` sample, so a test can run them as
 * written.
 */

export const PACKAGE_COMMAND = 'npx @petstore-docs/domain-check';

export interface Documented<T> {
  /** Where the reader sees it: a page path, a README, `--help`. */
  readonly source: string;
  readonly value: T;
}

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity).replace(/&amp;/g, '&');
}

/** Shell lines with `\` continuations joined into one command each, comments and blanks dropped. */
function shellCommands(block: string): string[] {
  const joined = block.replace(/\\\n\s*/g, ' ');
  return joined
    .split('\n')
    .map((line) => line.trim().replace(/^\$\s+/, ''))
    .filter((line) => line.startsWith(`${PACKAGE_COMMAND} `));
}

/** A sample of the dashboard's domain config: a JSON object with a `primary`. */
function asDomainsSample(text: string): string | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && 'primary' in value ? text : undefined;
  } catch {
    return undefined;
  }
}

export interface DocumentedText {
  readonly commands: string[];
  readonly samples: string[];
}

/**
 * A built HTML page: code blocks (Expressive Code writes each line as a `div.ec-line`) and inline
 * `<code>` that holds only text.
 */
export function findInHtml(html: string): DocumentedText {
  const commands: string[] = [];
  const samples: string[] = [];
  for (const [, inner = ''] of html.matchAll(/<pre\b[^>]*>([\s\S]*?)<\/pre>/g)) {
    const text = decodeEntities(inner.replace(/<div class="ec-line/g, '\n$&').replace(/<[^>]+>/g, '')).trim();
    commands.push(...shellCommands(text));
    const sample = asDomainsSample(text);
    if (sample !== undefined) samples.push(sample);
  }
  const outsideBlocks = html.replace(/<pre\b[\s\S]*?<\/pre>/g, '');
  for (const [, inner = ''] of outsideBlocks.matchAll(/<code>([^<]*)<\/code>/g)) {
    commands.push(...shellCommands(decodeEntities(inner)));
  }
  return { commands, samples };
}

/** A Markdown file: fenced blocks, and inline code spans outside them. */
export function findInMarkdown(markdown: string): DocumentedText {
  const commands: string[] = [];
  const samples: string[] = [];
  for (const [, , body = ''] of markdown.matchAll(/^```(\w*)[^\n]*\n([\s\S]*?)^```/gm)) {
    commands.push(...shellCommands(body));
    const sample = asDomainsSample(body);
    if (sample !== undefined) samples.push(sample);
  }
  const outsideBlocks = markdown.replace(/^```[\s\S]*?^```/gm, '');
  for (const [, inner = ''] of outsideBlocks.replace(/\n\s*/g, ' ').matchAll(/`([^`]+)`/g)) {
    commands.push(...shellCommands(inner));
  }
  return { commands, samples };
}

/** `--help`: the lines of its Examples section. */
export function findInHelp(help: string): DocumentedText {
  const examples = help.split(/^Examples$/m)[1] ?? '';
  return { commands: shellCommands(examples), samples: [] };
}
