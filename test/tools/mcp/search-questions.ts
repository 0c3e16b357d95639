/**
 * Questions readers ask an assistant about the docs, each with the sections a person would open to
 * answer it (page path, and the heading of the section; '' is the page's opening part). The search
 * test holds `search_docs` to putting one of them first.
 */
export interface SearchQuestion {
  readonly question: string;
  readonly opens: readonly { readonly page: string; readonly heading?: string }[];
}

export const SEARCH_QUESTIONS: readonly SearchQuestion[] = [
  {
    question: 'how do I get an API key',
    opens: [
      { page: '/guides/authentication/', heading: 'The bearerAuth scheme' },
      { page: '/guides/authentication/', heading: 'What is not specified' },
      { page: '/guides/getting-started/', heading: 'The bearer header' },
    ],
  },
  {
    question: 'is getPet deprecated',
    opens: [
      { page: '/api/operations/getpet/', heading: '' },
      { page: '/guides/versioning/', heading: 'Deprecated operations' },
    ],
  },
  {
    question: 'when will getPet be removed',
    opens: [
      { page: '/api/operations/getpet/', heading: '' },
      { page: '/guides/versioning/', heading: 'Deprecated operations' },
    ],
  },
  {
    question: 'how do I list sold pets',
    opens: [
      { page: '/api/operations/listpets/', heading: 'Parameters' },
      { page: '/api/operations/listpets/', heading: '' },
    ],
  },
  {
    question: 'what does a 401 error mean',
    opens: [{ page: '/guides/authentication/', heading: 'Missing or invalid key' }, { page: '/guides/errors/' }],
  },
  {
    question: 'can I put a CNAME at the apex of my domain',
    opens: [{ page: '/guides/custom-domains/', heading: 'Apex domain: ALIAS or ANAME' }],
  },
  {
    question: 'my CAA record blocks Let’s Encrypt',
    opens: [
      { page: '/guides/custom-domains/', heading: 'No certificate after 30 minutes' },
      { page: '/tools/domain-check/findings/' },
    ],
  },
  {
    question: 'how long does DNS propagation take',
    opens: [{ page: '/guides/custom-domains/', heading: 'Propagation' }],
  },
  {
    question: 'how do I remove a custom domain',
    opens: [{ page: '/guides/custom-domains/', heading: 'Remove a domain' }],
  },
  {
    question: 'how many pets per page, and how do I get the next page',
    opens: [
      { page: '/guides/limits/', heading: 'Pagination' },
      { page: '/guides/limits/', heading: 'The limit parameter' },
    ],
  },
];

/** Whether a hit is one of the sections the question opens (a findings page counts by its path's start). */
export function opensSection(question: SearchQuestion, hit: { pagePath: string; heading: string }): boolean {
  return question.opens.some(
    (open) =>
      (hit.pagePath === open.page ||
        (open.page.startsWith('/tools/domain-check/findings') && hit.pagePath.startsWith(open.page))) &&
      (open.heading === undefined || open.heading === hit.heading),
  );
}
