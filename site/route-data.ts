import { defineRouteMiddleware, type StarlightRouteData } from '@astrojs/starlight/route-data';

import { getPublication } from './lib/published-spec.ts';

type SidebarEntry = StarlightRouteData['sidebar'][number];

/** Gives every sidebar link to a deprecated operation a "Deprecated" badge: text, not only colour. */
function markDeprecatedLinks(entries: SidebarEntry[], deprecatedPages: Set<string>): void {
  for (const entry of entries) {
    if (entry.type === 'group') markDeprecatedLinks(entry.entries, deprecatedPages);
    else if (deprecatedPages.has(entry.href)) entry.badge = { text: 'Deprecated', variant: 'caution' };
  }
}

export const onRequest = defineRouteMiddleware(async (context, next) => {
  // starlight-openapi fills in its sidebar group in a middleware of its own; let it run first.
  await next();
  const deprecatedPages = new Set(getPublication().deprecations.map((deprecation) => deprecation.pagePath));
  markDeprecatedLinks(context.locals.starlightRoute.sidebar, deprecatedPages);
});
