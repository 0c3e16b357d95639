/**
 * The site's title, one-line summary and the order of its guides: Starlight's config (title,
 * sidebar) and `/llms.txt` both read them here, so the two list the pages alike.
 */
/** The guide to the MCP server, which `/llms.txt` points assistants to. */
const assistantGuide = 'guides/ai-assistant';

export const siteOutline = {
  title: 'Petstore API',
  description: 'Reference and guides for the Petstore API: list, create and read animals over HTTP with JSON bodies.',
  /** Guides about the API, as docs entry ids. */
  apiGuides: [
    'guides/getting-started',
    'guides/authentication',
    'guides/errors',
    'guides/limits',
    'guides/versioning',
    'guides/changelog',
    assistantGuide,
  ],
  assistantGuide,
  /** The custom-domain procedure, and the page that checks a domain against it. */
  customDomainGuides: ['guides/custom-domains', 'guides/custom-domains/check-your-domain'],
};
