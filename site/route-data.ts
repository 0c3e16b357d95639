import { defineRouteMiddleware, type StarlightRouteData } from '@astrojs/starlight/route-data';

import { getUnspecifiedFacts } from './components/unspecified/unspecified-facts.ts';
import {
  API_OVERVIEW_TITLE,
  NOT_SPECIFIED_HEADING,
  OVERVIEW_SECTIONS,
  TRY_IT_HEADING,
  tagPagePath,
  tagPageTitle,
  type AddedHeading,
} from './lib/api-page-outline.ts';
import { CHANGELOG_PAGE_PATH, releaseAnchor } from '../spec-model/changelog.ts';
import { listOperationRefs } from '../spec-model/deprecations.ts';
import { FINDINGS_PAGE_PATH, findingGroups } from './lib/domain-check/finding-groups.ts';
import { getPublication } from './lib/published-spec.ts';
import { assistantClients, clientAnchor } from './lib/assistant-clients.ts';
import { siteOutline } from './lib/site-outline.ts';
import { apiOverviewPath, unspecifiedFactsFor } from '../spec-model/unspecified.ts';

type SidebarEntry = StarlightRouteData['sidebar'][number];
type TocItem = NonNullable<StarlightRouteData['toc']>['items'][number];

/** Gives every sidebar link to a deprecated operation a "Deprecated" badge: text, not only colour. */
function markDeprecatedLinks(entries: SidebarEntry[], deprecatedPages: Set<string>): void {
  for (const entry of entries) {
    if (entry.type === 'group') markDeprecatedLinks(entry.entries, deprecatedPages);
    else if (deprecatedPages.has(entry.href)) entry.badge = { text: 'Deprecated', variant: 'caution' };
  }
}

/** The pages starlight-openapi calls "Overview", by path, with the title each gets instead. */
function overviewTitles(): Map<string, string> {
  const { spec } = getPublication();
  return new Map([
    [apiOverviewPath, API_OVERVIEW_TITLE],
    ...(spec.tags ?? []).map((tag): [string, string] => [tagPagePath(tag.name), tagPageTitle(tag.name)]),
  ]);
}

function relabelLinks(entries: SidebarEntry[], titles: Map<string, string>): void {
  for (const entry of entries) {
    if (entry.type === 'group') relabelLinks(entry.entries, titles);
    else entry.label = titles.get(entry.href) ?? entry.label;
  }
}

/** Gives the page its own title wherever Starlight shows one: the `<h1>`, `<title>` and `og:title`. */
function retitle(route: StarlightRouteData, title: string): void {
  const old = route.entry.data.title;
  route.entry.data.title = title;
  for (const tag of route.head) {
    // "Overview | Petstore API": only the page's part changes, in Starlight's own format.
    if (tag.tag === 'title' && tag.content?.startsWith(old)) tag.content = title + tag.content.slice(old.length);
    if (tag.tag === 'meta' && tag.attrs?.property === 'og:title') tag.attrs.content = title;
  }
}

/**
 * The h2 headings that components add to a page, which Starlight's outline lacks: it reads the
 * headings of Markdown, and starlight-openapi only those of its own sections.
 */
function addedHeadings(pagePath: string): AddedHeading[] {
  if (pagePath === FINDINGS_PAGE_PATH) return findingGroups();
  if (pagePath === CHANGELOG_PAGE_PATH) {
    return getPublication().changelog.map(({ version }) => ({ id: releaseAnchor(version), text: version }));
  }
  const notSpecified = unspecifiedFactsFor(getUnspecifiedFacts(), pagePath).length > 0 ? [NOT_SPECIFIED_HEADING] : [];
  if (pagePath === apiOverviewPath) return [...Object.values(OVERVIEW_SECTIONS), ...notSpecified];
  const operationPages = listOperationRefs(getPublication().model).map((ref) => ref.pagePath);
  if (operationPages.includes(pagePath)) return [...notSpecified, TRY_IT_HEADING];
  return [];
}

/**
 * The assistant page's tabs (AssistantClientConfigs.astro) each open with a heading that Starlight's
 * outline cannot see inside a component: one entry per assistant under "Configure your assistant".
 */
function addAssistantClients(items: TocItem[], pagePath: string): void {
  if (pagePath !== `/${siteOutline.assistantGuide}/`) return;
  const parent = items.find((item) => item.slug === 'configure-your-assistant');
  parent?.children.push(
    ...assistantClients().map((client): TocItem => ({
      depth: 3,
      slug: clientAnchor(client),
      text: client,
      children: [],
    })),
  );
}

export const onRequest = defineRouteMiddleware(async (context, next) => {
  // starlight-openapi fills in its sidebar group in a middleware of its own; let it run first.
  await next();
  const route = context.locals.starlightRoute;
  // A splash page (the home page, the 404 page) has no sidebar, and on a phone the sidebar is what
  // holds the menu button and the theme switch: without it a reader there can neither navigate
  // nor change the theme. Every page keeps it.
  route.hasSidebar = true;
  const deprecatedPages = new Set(getPublication().deprecations.map((deprecation) => deprecation.pagePath));
  markDeprecatedLinks(route.sidebar, deprecatedPages);

  const titles = overviewTitles();
  relabelLinks(route.sidebar, titles);
  for (const link of [route.pagination.prev, route.pagination.next]) {
    if (link) link.label = titles.get(link.href) ?? link.label;
  }
  const pagePath = context.url.pathname.endsWith('/') ? context.url.pathname : `${context.url.pathname}/`;
  const title = titles.get(pagePath);
  if (title) retitle(route, title);

  if (route.toc) {
    const added = addedHeadings(pagePath).map(({ id, text }): TocItem => ({ depth: 2, slug: id, text, children: [] }));
    route.toc.items.push(...added);
    addAssistantClients(route.toc.items, pagePath);
  }
});
