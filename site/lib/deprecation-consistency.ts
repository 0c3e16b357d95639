import type { DeprecatedOperation } from './deprecations.ts';

export interface BuiltPage {
  /** The page's URL path, for the report. */
  path: string;
  html: string;
}

export interface DeprecationDisagreement {
  path: string;
  sentence: string;
  date: string;
  expected: string[];
}

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

/**
 * The visible text of a page, in sentences. Elements marked `data-deprecation-check="ignore"` (the
 * build date, say) are left out, and so are scripts and styles.
 */
function sentencesOf(html: string): string[] {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<(\w+)[^>]*data-deprecation-check="ignore"[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/(p|li|td|th|h\d|div|section|summary|dt|dd|pre|tr)>/gi, '. ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\s+/g, ' ');
  return text.split(/(?<=[.!?])\s+/);
}

/**
 * Every sentence of the built pages that talks about a deprecation and names a date that is not a
 * removal date of the spec. The spec is the one place such a date is written; a page that says
 * otherwise is wrong, and the build fails on it.
 */
export function findDeprecationDisagreements(
  pages: BuiltPage[],
  deprecations: DeprecatedOperation[],
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
            disagreements.push({ path: page.path, sentence: sentence.trim(), date: match[0], expected });
          }
        }
      }
    }
  }
  return disagreements;
}
