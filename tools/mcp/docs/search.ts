import MiniSearch from 'minisearch';
import { stemmer } from 'stemmer';

import { allPages, type BundledPage, type DocsBundle } from './bundle.ts';

/**
 * Ranked search over the docs by section, as a reader opens them: each twin is cut at its
 * `##`/`###` headings and every section is a document of a MiniSearch index (BM25+, prefix and
 * fuzzy matching). Words count more in the page's title and the section's heading; stop words
 * ("how", "do", "I") count for nothing and words meet at their Porter stem ("deprecated", "deprecation"; `stemmer`).
 * The guides and the API reference come before domain-check's findings catalogue, whose hundred
 * sections name every DNS word, unless the question names a finding code or domain-check itself.
 */

export interface SearchHit {
  readonly title: string;
  readonly pagePath: string;
  readonly markdownPath: string;
  /** The heading of the section (empty for a page's opening part). */
  readonly heading: string;
  /** The section's anchor on the HTML page, when the page has one for that heading. */
  readonly anchor: string;
  /** The lines of the section that hold a query word, as the page writes them. */
  readonly excerpt: string;
  readonly score: number;
}

interface Section {
  readonly id: number;
  readonly page: BundledPage;
  readonly title: string;
  readonly heading: string;
  /** The section as written, for its excerpt. */
  readonly text: string;
  /** Its prose and tables, indexed apart from its code blocks (examples, samples), which count less. */
  readonly prose: string;
  readonly code: string;
}

/** Splits Markdown into its prose and the contents of its fenced code blocks. */
function proseAndCode(text: string): { prose: string; code: string } {
  const prose: string[] = [];
  const code: string[] = [];
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s*(`{3,}|~{3,})/.test(line)) fenced = !fenced;
    else (fenced ? code : prose).push(line);
  }
  return { prose: prose.join('\n'), code: code.join('\n') };
}

/** Words too common in questions to tell one section from another. */
const STOP_WORDS = new Set(
  (
    'a about an and any are as at be by can could do does for from get got has have how i if in into is it its ' +
    'me my of on or our so that the their then there these this to use used using was what when where which ' +
    'who why will with would you your'
  ).split(' '),
);

function processTerm(term: string): string | null {
  const word = term.toLowerCase();
  return STOP_WORDS.has(word) ? null : /^[a-z]+$/.test(word) ? stemmer(word) : word;
}

/** Words and numbers: `petId`, `401`, `CAA_BLOCKS_ISSUER` stays one word. */
const tokenize = (text: string): string[] => text.match(/[\p{L}\p{N}_]+/gu) ?? [];

/** The pages whose sections are the findings catalogue (one per code), ranked after the rest. */
const isCatalogue = (page: BundledPage) => page.pagePath.startsWith('/tools/domain-check/findings');

/** A finding code (`CNAME_MISMATCH`), or words that ask about domain-check's findings by name. */
const ASKS_FOR_CATALOGUE = /\b[A-Z][A-Z0-9]+(?:_[A-Z0-9]+)+\b|\b(?:finding|domain-check|--json)\b/i;

const CATALOGUE_WEIGHT = 0.3;

/**
 * The API reference's three operation pages repeat the same sections (base addresses, the 401
 * response, code samples); a guide says each thing once, for a person, so a tie goes to the guide.
 */
const isGuide = (page: BundledPage) => page.pagePath.startsWith('/guides/');
const GUIDE_WEIGHT = 1.5;

/** An identifier as the spec writes it (`petId`, `getPet`): a question about the reference itself. */
const NAMES_AN_IDENTIFIER = /\b[a-z]+[A-Z]\w*\b/;

/**
 * A section that is mostly a list of links to other pages (the home page's guides, "Where to go
 * next") points at answers rather than giving one: it names every topic, so it would match every
 * question.
 */
function isSignpost(text: string): boolean {
  const lines = text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('>'));
  const links = lines.filter((line) => /^\s*[-*] .*\]\(/.test(line));
  return lines.length > 0 && links.length / lines.length >= 0.5;
}

const SIGNPOST_WEIGHT = 0.3;

function splitIntoSections(page: BundledPage, firstId: number): Section[] {
  const parts: { heading: string; lines: string[] }[] = [{ heading: '', lines: [] }];
  let fenced = false;
  for (const line of page.markdown.split('\n')) {
    if (/^(`{3,}|~{3,})/.test(line)) fenced = !fenced;
    const heading = fenced ? undefined : /^#{2,3} (.*)$/.exec(line)?.[1];
    if (heading !== undefined) parts.push({ heading: heading.replaceAll('`', ''), lines: [] });
    else parts.at(-1)?.lines.push(line);
  }
  return parts
    .map(({ heading, lines }) => ({ heading, text: lines.join('\n').trim() }))
    .filter(({ heading, text }) => heading !== '' || text !== '')
    .map(({ heading, text }, index) => ({
      id: firstId + index,
      page,
      title: page.title,
      heading,
      text,
      ...proseAndCode(text),
    }));
}

export interface DocsIndex {
  search(query: string, limit?: number): SearchHit[];
}

export function createDocsIndex(bundle: DocsBundle): DocsIndex {
  const sections: Section[] = [];
  for (const page of allPages(bundle)) sections.push(...splitIntoSections(page, sections.length));
  const index = new MiniSearch<Section>({
    fields: ['title', 'heading', 'prose', 'code'],
    tokenize,
    processTerm,
    searchOptions: {
      boost: { title: 1, heading: 2, prose: 1, code: 0.2 },
      prefix: (term) => term.length > 3,
      fuzzy: (term) => (term.length > 5 ? 0.2 : false),
    },
  });
  index.addAll(sections);
  // The same section on several pages (each operation's 401 response, its base addresses) says one
  // thing: its weight is shared among its copies, so it does not outrank a guide three times over.
  const copies = new Map<string, number>();
  const sameness = (section: Section) => `${section.heading}\n${section.text}`;
  for (const section of sections) copies.set(sameness(section), (copies.get(sameness(section)) ?? 0) + 1);
  const shareOf = (section: Section) => 1 / (copies.get(sameness(section)) ?? 1);
  const weightOf = (section: Section, guideWeight: number) =>
    (isGuide(section.page) ? guideWeight : 1) * shareOf(section) * (isSignpost(section.text) ? SIGNPOST_WEIGHT : 1);

  return {
    search(query, limit = 5) {
      const catalogueWeight = ASKS_FOR_CATALOGUE.test(query) ? 1 : CATALOGUE_WEIGHT;
      const guideWeight = NAMES_AN_IDENTIFIER.test(query) ? 1 : GUIDE_WEIGHT;
      const results = index.search(query, {
        boostDocument: (id: number) => {
          const section = sections[id];
          if (!section) return 1;
          return weightOf(section, guideWeight) * (isCatalogue(section.page) ? catalogueWeight : 1);
        },
      });
      const terms = new Set(tokenize(query).flatMap((word) => processTerm(word) ?? []));
      return results.slice(0, limit).flatMap((result) => {
        const section = sections[result.id as number];
        if (!section) return [];
        return [
          {
            title: section.title,
            pagePath: section.page.pagePath,
            markdownPath: section.page.markdownPath,
            heading: section.heading,
            anchor: section.page.anchors?.[section.heading] ?? '',
            excerpt: excerptOf(section.text, terms),
            score: Math.round(result.score * 1000) / 1000,
          },
        ];
      });
    },
  };
}

const EXCERPT_CHARS = 600;

/**
 * The section's lines that hold a query word (table rows and list items whole), then its other
 * lines in order (a table under the sentence that matched), at most ~600 characters.
 */
function excerptOf(text: string, terms: ReadonlySet<string>): string {
  const lines = text.split('\n').filter((line) => line.trim() !== '' && !/^\|?\s*-{3,}/.test(line.trim()));
  const holdsTerm = (line: string) => tokenize(line).some((word) => terms.has(processTerm(word) ?? ''));
  const chosen = [...lines.filter(holdsTerm), ...lines.filter((line) => !holdsTerm(line))].map((line) => line.trim());
  let excerpt = '';
  for (const line of chosen) {
    if (excerpt.length + line.length > EXCERPT_CHARS && excerpt !== '') break;
    excerpt += `${excerpt ? '\n' : ''}${line}`;
  }
  return excerpt.length > EXCERPT_CHARS * 2 ? `${excerpt.slice(0, EXCERPT_CHARS * 2)}…` : excerpt;
}
