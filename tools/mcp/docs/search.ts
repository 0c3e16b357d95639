import { allPages, type BundledPage, type DocsBundle } from './bundle.ts';

/**
 * Ranked search over the pages (guides and API reference alike), by section: each twin is cut at
 * its `##`/`###` headings and every part scored with BM25 (the ranking most search engines start
 * from), a word in the page's title, its one-line description or the part's heading counting extra.
 * A page appears once, at its best part, and earns a little from its other matching parts: a page
 * about a topic beats one that mentions it once under a fitting heading.
 */

export interface SearchHit {
  readonly title: string;
  readonly pagePath: string;
  readonly markdownPath: string;
  /** The heading of the part that matched best (empty for a page's opening part). */
  readonly heading: string;
  /** The lines of that part that hold a query word, as the page writes them. */
  readonly excerpt: string;
  readonly score: number;
}

interface Part {
  readonly page: BundledPage;
  readonly heading: string;
  readonly text: string;
  readonly terms: Map<string, number>;
  readonly boosted: Set<string>;
  readonly length: number;
}

/** Words and numbers, lower-cased: `petId` → `petid`, `GET /pets/{petId}` → get, pets, petid. */
export function tokenize(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []).map(stem);
}

/** A light English stemmer: "deprecations", "deprecated" and "deprecation" meet at "deprecat". */
function stem(word: string): string {
  if (/^\d/.test(word) || word.length <= 4) return word;
  return word.replace(/(?:ations?|ing|ed|es|s)$/, '') || word;
}

function splitIntoParts(page: BundledPage): Part[] {
  const parts: { heading: string; lines: string[] }[] = [{ heading: '', lines: [] }];
  let fenced = false;
  for (const line of page.markdown.split('\n')) {
    if (/^(`{3,}|~{3,})/.test(line)) fenced = !fenced;
    const heading = fenced ? undefined : /^#{2,3} (.*)$/.exec(line)?.[1];
    if (heading !== undefined) parts.push({ heading, lines: [] });
    else parts.at(-1)?.lines.push(line);
  }
  return parts
    .map(({ heading, lines }) => {
      const text = lines.join('\n').trim();
      const words = tokenize(`${heading}\n${text}`);
      const terms = new Map<string, number>();
      for (const word of words) terms.set(word, (terms.get(word) ?? 0) + 1);
      return {
        page,
        heading,
        text,
        terms,
        boosted: new Set(tokenize(`${page.title} ${page.description} ${heading}`)),
        length: words.length,
      };
    })
    .filter((part) => part.length > 0);
}

const K1 = 1.2;
const B = 0.75;
const TITLE_BOOST = 2;
const OTHER_PARTS_WEIGHT = 0.25;

export interface DocsIndex {
  search(query: string, limit?: number): SearchHit[];
}

export function createDocsIndex(bundle: DocsBundle): DocsIndex {
  const parts = allPages(bundle).flatMap(splitIntoParts);
  const averageLength = parts.reduce((sum, part) => sum + part.length, 0) / Math.max(parts.length, 1);
  const documentFrequency = new Map<string, number>();
  for (const part of parts)
    for (const term of part.terms.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const idf = (term: string) => {
    const frequency = documentFrequency.get(term) ?? 0;
    return Math.log(1 + (parts.length - frequency + 0.5) / (frequency + 0.5));
  };

  const score = (part: Part, terms: string[]) =>
    terms.reduce((sum, term) => {
      const frequency = part.terms.get(term) ?? 0;
      if (frequency === 0) return sum;
      const saturated = (frequency * (K1 + 1)) / (frequency + K1 * (1 - B + (B * part.length) / averageLength));
      return sum + idf(term) * saturated * (part.boosted.has(term) ? TITLE_BOOST : 1);
    }, 0);

  return {
    search(query, limit = 5) {
      const terms = [...new Set(tokenize(query))];
      if (terms.length === 0) return [];
      const best = new Map<string, { part: Part; best: number; total: number }>();
      for (const part of parts) {
        const partScore = score(part, terms);
        if (partScore === 0) continue;
        const current = best.get(part.page.pagePath) ?? { part, best: 0, total: 0 };
        current.total += partScore;
        if (partScore > current.best) Object.assign(current, { part, best: partScore });
        best.set(part.page.pagePath, current);
      }
      return [...best.values()]
        .map(({ part, best: top, total }) => ({ part, score: top + OTHER_PARTS_WEIGHT * (total - top) }))
        .sort((a, b) => b.score - a.score)
        .slice(0, limit)
        .map(({ part, score: partScore }) => ({
          title: part.page.title,
          pagePath: part.page.pagePath,
          markdownPath: part.page.markdownPath,
          heading: part.heading,
          excerpt: excerptOf(part.text, terms),
          score: Math.round(partScore * 1000) / 1000,
        }));
    },
  };
}

const EXCERPT_CHARS = 600;

/** The part's lines that hold a query word (table rows and list items whole), at most ~600 characters. */
function excerptOf(text: string, terms: string[]): string {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const matching = lines.filter((line) => tokenize(line).some((word) => terms.includes(word)));
  const chosen = (matching.length > 0 ? matching : lines).map((line) => line.trim());
  let excerpt = '';
  for (const line of chosen) {
    if (excerpt.length + line.length > EXCERPT_CHARS && excerpt !== '') break;
    excerpt += `${excerpt ? '\n' : ''}${line}`;
  }
  return excerpt.length > EXCERPT_CHARS * 2 ? `${excerpt.slice(0, EXCERPT_CHARS * 2)}…` : excerpt;
}
