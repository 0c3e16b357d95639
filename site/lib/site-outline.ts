/**
 * The site's title, one-line summary and the order of its guides: Starlight's config (title,
 * sidebar) and `/llms.txt` (hence the MCP server's docs bundle) all read them here, so they list the
 * pages alike. Every page of the docs collection is a guide below, the home page, or a page of the
 * tools folder; test/site/lib/site-outline.test.ts fails on a page that is none of these.
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
  /** The folder of the tools' pages, listed whole (the sidebar autogenerates its group from it). */
  toolsDirectory: 'tools',
};
