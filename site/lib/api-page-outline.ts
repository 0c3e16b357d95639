/**
 * What the API reference's pages are called and which sections our replacements of
 * starlight-openapi's components add to them. The components render these headings, the route
 * middleware (site/route-data.ts) puts them in "On this page" and the titles in the sidebar, and the
 * Markdown twins use the same titles: one list, so the three cannot drift apart.
 *
 * starlight-openapi titles both its overview and each tag's page "Overview", and builds "On this
 * page" from its own sections only.
 */
import { apiOverviewPath } from '../../spec-model/unspecified.ts';

export interface AddedHeading {
  readonly id: string;
  readonly text: string;
}

/** The sections OverviewSchema.astro adds after the stock overview, in page order. */
export const OVERVIEW_SECTIONS = {
  servers: { id: 'servers', text: 'Servers' },
  deprecatedOperations: { id: 'deprecated-operations', text: 'Deprecated operations' },
  download: { id: 'download', text: 'Download the spec' },
} as const satisfies Record<string, AddedHeading>;

/**
 * starlight-openapi's own "Authentication" section of the overview, which SecurityDefinitions.astro
 * completes with the HTTP scheme (one section, not a second one beside it).
 */
export const AUTHENTICATION_HEADING: AddedHeading = { id: 'authentication', text: 'Authentication' };

/** NotSpecifiedSection.astro's heading, on the overview and on each operation with something left open. */
export const NOT_SPECIFIED_HEADING: AddedHeading = { id: 'not-specified', text: 'What is not specified' };

/** TryIt.astro's heading, last on every operation page. */
export const TRY_IT_HEADING: AddedHeading = { id: 'try-it-heading', text: 'Try it' };

export const API_OVERVIEW_TITLE = 'API overview';

/** Where starlight-openapi writes a tag's page (it slugs the name; ours are single lower-case words). */
export function tagPagePath(tagName: string): string {
  return `${apiOverviewPath}operations/tags/${tagName.toLowerCase()}/`;
}

/** "Pets operations" for the tag `pets`: what the page lists, told apart from the API's overview. */
export function tagPageTitle(tagName: string): string {
  return `${tagName.charAt(0).toUpperCase()}${tagName.slice(1)} operations`;
}
