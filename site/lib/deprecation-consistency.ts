import type { DeprecatedOperation, OperationRef } from '../../spec-model/deprecations.ts';

export interface BuiltPage {
  /** The page's URL path, for the report. */
  path: string;
  html: string;
}

/** A page states a removal date that is not the spec's `x-sunset`. */
export interface DateDisagreement {
  kind: 'date';
  path: string;
  sentence: string;
  date: string;
  /** Every removal date of the spec, as YYYY-MM-DD. */
  expected: string[];
}

/** A page, speaking of a deprecated operation's replacement, names another operation than `x-replacement`. */
export interface ReplacementDisagreement {
  kind: 'replacement';
  path: string;
  /** The block of text (paragraph, list item, table row) that says it. */
  sentence: string;
  /** The deprecated operation the block is about. */
  operationId: string;
  /** The operation the block names, as written: an operationId or a method and path. */
  named: string;
  /** The replacement of the spec, as operationId and method and path. */
  expected: string;
}

export type DeprecationDisagreement = DateDisagreement | ReplacementDisagreement;

const months = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const monthPattern = months.join('|');
const datePatterns: { pattern: RegExp; toIso: (match: RegExpMatchArray) => string }[] = [
  { pattern: /\b(\d{4})-(\d{2})-(\d{2})\b/g, toIso: (m) => `${m[1]}-${m[2]}-${m[3]}` },
  {
    pattern: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)? (${monthPattern}),? (\\d{4})\\b`, 'gi'),
    toIso: (m) => isoOf(m[3], m[2], m[1]),
  },
  {
    pattern: new RegExp(`\\b(${monthPattern}) (\\d{1,2})(?:st|nd|rd|th)?,? (\\d{4})\\b`, 'gi'),
    toIso: (m) => isoOf(m[3], m[1], m[2]),
  },
];

function isoOf(year = '', month = '', day = ''): string {
  const monthNumber = months.indexOf(month.toLowerCase()) + 1;
  return `${year}-${String(monthNumber).padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** Words that make a sentence a statement about a deprecation. */
const aboutDeprecation = /deprecat|remov|sunset|stops? working|end[- ]of[- ]life/i;

/** Words that make a block a statement about what replaces an operation. */
const aboutReplacement = /replac|instead|migrat|supersed|successor/i;

/** Block-level elements: a table row stays one block, so that its cells are read together. */
const blockEnd = /<\/(p|li|tr|h\d|div|section|summary|dt|dd|pre|caption|figcaption|blockquote)>/gi;

/**
 * The visible text of a page, in blocks (paragraphs, list items, table rows …). Elements marked
 * `data-deprecation-check="ignore"` (the build date, say) are left out, and so are scripts and styles.
 */
function blocksOf(html: string): string[] {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<(\w+)[^>]*data-deprecation-check="ignore"[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(blockEnd, '\n')
    .replace(/<\/(td|th)>/gi, '. ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/[^\S\n]+/g, ' ')
    // Tags leave a space before punctuation: "is `createPet`." reads "is createPet ." without this.
    .replace(/ ([.,;:)])/g, '$1');
  return text
    .split('\n')
    .map((block) => block.trim())
    .filter((block) => block !== '');
}

/** The visible text of a page, in sentences; a table cell ends a sentence. */
function sentencesOf(html: string): string[] {
  return blocksOf(html).flatMap((block) => block.split(/(?<=[.!?])\s+/));
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface OperationMention {
  /** The operation as written: `getPet` or `GET /pets/{petId}`. */
  text: string;
  /** The operation of the spec it names, or undefined for a method and path the spec does not have. */
  operationId: string | undefined;
}

/**
 * The operations a block of text names, by operationId or by method and path ("GET /pets"), in
 * order. A method and path the spec does not have is a mention too: it names no operation.
 */
function operationMentions(block: string, operations: OperationRef[]): OperationMention[] {
  const mentions: { index: number; mention: OperationMention }[] = [];
  for (const operation of operations) {
    for (const match of block.matchAll(new RegExp(`(?<![\\w/])${escapeRegExp(operation.operationId)}(?!\\w)`, 'g'))) {
      mentions.push({ index: match.index, mention: { text: match[0], operationId: operation.operationId } });
    }
  }
  for (const match of block.matchAll(/\b(GET|PUT|POST|DELETE|OPTIONS|HEAD|PATCH|TRACE) (\/[\w\-.~%{}/]*)/g)) {
    const [, method, rawPath = ''] = match;
    // A path ends before a query or a sentence's full stop.
    const path = rawPath.replace(/\.+$/, '');
    const operation = operations.find((candidate) => candidate.method === method && candidate.path === path);
    mentions.push({ index: match.index, mention: { text: `${method} ${path}`, operationId: operation?.operationId } });
  }
  return mentions.sort((a, b) => a.index - b.index).map(({ mention }) => mention);
}

/**
 * What the built pages say about deprecations that the spec does not:
 * - a sentence that talks about a deprecation and names a date that is not a removal date of the spec;
 * - a block (paragraph, list item, table row) about a deprecated operation's replacement that names
 *   an operation other than the deprecated one and its replacement. A block is about a deprecated
 *   operation when it names it, or when it is on that operation's own page.
 * The spec is the one place these facts are written; a page that says otherwise is wrong, and the
 * build fails on it.
 */
export function findDeprecationDisagreements(
  pages: BuiltPage[],
  deprecations: DeprecatedOperation[],
  /** Every operation of the spec, to recognise the ones a page names. */
  operations: OperationRef[],
): DeprecationDisagreement[] {
  const expected = deprecations.map((deprecation) => deprecation.sunset.toISOString().slice(0, 10));
  const disagreements: DeprecationDisagreement[] = [];
  for (const page of pages) {
    for (const sentence of sentencesOf(page.html)) {
      if (!aboutDeprecation.test(sentence)) continue;
      for (const { pattern, toIso } of datePatterns) {
        for (const match of sentence.matchAll(pattern)) {
          const date = toIso(match);
          if (!expected.includes(date)) {
            disagreements.push({ kind: 'date', path: page.path, sentence: sentence.trim(), date: match[0], expected });
          }
        }
      }
    }
    disagreements.push(...findReplacementDisagreements(page, deprecations, operations));
  }
  return disagreements;
}

function findReplacementDisagreements(
  page: BuiltPage,
  deprecations: DeprecatedOperation[],
  operations: OperationRef[],
): ReplacementDisagreement[] {
  const found: ReplacementDisagreement[] = [];
  for (const block of blocksOf(page.html)) {
    if (!aboutReplacement.test(block)) continue;
    const mentions = operationMentions(block, operations);
    for (const deprecation of deprecations) {
      const onItsPage = normalisePagePath(page.path) === deprecation.pagePath;
      if (!onItsPage && !mentions.some((mention) => mention.operationId === deprecation.operationId)) continue;
      const allowed = new Set([deprecation.operationId, deprecation.replacement.operationId]);
      for (const mention of mentions) {
        if (mention.operationId !== undefined && allowed.has(mention.operationId)) continue;
        found.push({
          kind: 'replacement',
          path: page.path,
          sentence: block,
          operationId: deprecation.operationId,
          named: mention.text,
          expected: `${deprecation.replacement.operationId} (${deprecation.replacement.method} ${deprecation.replacement.path})`,
        });
      }
    }
  }
  return found;
}

/** `/api/operations/getpet/index.html` (a built file) and `/api/operations/getpet/` (a URL) alike. */
function normalisePagePath(path: string): string {
  return path.replace(/index\.html$/, '').replace(/\.html$/, '/');
}
