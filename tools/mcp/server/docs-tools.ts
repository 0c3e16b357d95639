import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

import {
  CHANGELOG_PAGE_PATH,
  changesSince,
  describeEntry,
  releaseAnchor,
  type ChangelogRelease,
} from '../../../spec-model/changelog.ts';
import { allPages, type BundledOperation, type DocsBundle } from '../docs/bundle.ts';
import { createDocsIndex, type DocsIndex } from '../docs/search.ts';
import { quoteInput } from './as-data.ts';
import { docsLink } from './docs-link.ts';
import { answer, refuse } from './tool-result.ts';

/** A page's resource address: `/guides/limits.md` → `petstore-docs://docs/guides/limits.md`. */
export const pageUri = (markdownPath: string): string => `petstore-docs://docs${markdownPath}`;

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;
const OFFLINE = 'Reads the docs bundled with this server: no network, nothing changed.';

const looseRecord = z.record(z.string(), z.unknown());
const operationOutput = {
  operationId: z.string(),
  method: z.string(),
  path: z.string(),
  summary: z.string(),
  description: z.string(),
  pagePath: z.string(),
  markdownPath: z.string(),
  page: z.string().describe('The operation’s page on the docs site.'),
  deprecated: z.boolean(),
  parameters: z.array(looseRecord),
  requestBody: looseRecord.optional(),
  responses: z.record(z.string(), looseRecord),
  security: z.array(z.object({ name: z.string(), scheme: looseRecord })),
  samples: z.array(z.object({ lang: z.string(), label: z.string(), source: z.string() })),
  servers: z.array(z.object({ url: z.string(), description: z.string().optional() })),
  deprecation: looseRecord.optional(),
};
const deprecationOutput = z.looseObject({
  operationId: z.string(),
  method: z.string(),
  path: z.string(),
  removalDate: z.string(),
  removalDateText: z.string(),
  replacement: z.looseObject({ operationId: z.string(), method: z.string(), path: z.string() }),
});

const releaseOutput = z.object({
  version: z.string(),
  released: z.string().describe('The release day (YYYY-MM-DD), or "not specified".'),
  recorded: z.string().describe('The day the release was added to the changelog (YYYY-MM-DD).'),
  previousVersion: z.string().optional().describe('The release it is compared with; absent for the first one kept.'),
  page: z.string().describe('The release on the changelog page.'),
  changes: z.array(
    z.object({
      group: z.enum(['breaking', 'deprecated', 'added', 'changed']),
      text: z.string().describe('The change in one line: the operation, the differ’s words, a deprecation’s date.'),
      words: z.string().describe('The differ’s own words for the change.'),
      operation: looseRecord.optional(),
      page: z.string().optional().describe('The operation’s page, while it is published.'),
      deprecation: looseRecord.optional(),
    }),
  ),
});

/** `getPet`, `GET /pets/{petId}` or `get /pets/{petId}`: the operation it names. */
function findOperation(bundle: DocsBundle, name: string): BundledOperation | undefined {
  const wanted = name.trim().replace(/\s+/g, ' ').toLowerCase();
  return bundle.operations.find(
    (operation) =>
      operation.operationId.toLowerCase() === wanted ||
      `${operation.method} ${operation.path}`.toLowerCase() === wanted,
  );
}

/** `/guides/limits/`, `/guides/limits`, `guides/limits.md` or a full address: the page it names. */
function pageNamed(name: string, pages: readonly string[]): string | undefined {
  const path = name
    .trim()
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/\.md$/, '')
    .replace(/\/?$/, '/');
  const wanted = path.startsWith('/') ? path : `/${path}`;
  return pages.find((candidate) => candidate === wanted || (wanted === '/index/' && candidate === '/'));
}

/** Every page as a resource, and the docs tools: search, one operation, deprecations, changes, "not specified". */
export function registerDocs(server: McpServer, bundle: DocsBundle): void {
  for (const page of allPages(bundle)) {
    server.registerResource(
      page.markdownPath.slice(1),
      pageUri(page.markdownPath),
      { title: page.title, description: page.description, mimeType: 'text/markdown' },
      (uri) => ({ contents: [{ uri: uri.href, mimeType: 'text/markdown', text: page.markdown }] }),
    );
  }

  // Built on the first search, not at start-up: an assistant that only reads pages never pays for it.
  let index: DocsIndex | undefined;
  server.registerTool(
    'search_docs',
    {
      title: 'Search the Petstore API docs',
      description: `Ranked search over every page of the Petstore API docs: the guides and the API reference (operations, parameters such as petId, status codes such as 401, deprecations). Returns the best pages with the matching lines and each page's resource URI. ${OFFLINE}`,
      inputSchema: {
        query: z.string().min(1).max(500).describe('Words to look for, e.g. "petId", "deprecated", "401 error".'),
        limit: z.number().int().min(1).max(20).default(5).describe('How many pages at most.'),
      },
      outputSchema: {
        query: z.string(),
        hits: z.array(
          z.object({
            title: z.string(),
            pagePath: z.string(),
            markdownPath: z.string(),
            heading: z.string(),
            anchor: z.string().describe('The section’s anchor on the page, empty for its opening part.'),
            excerpt: z.string(),
            score: z.number(),
            uri: z.string().describe('The page as a resource of this server.'),
            page: z.string().describe('The page (and section) on the docs site.'),
          }),
        ),
      },
      annotations: READ_ONLY,
    },
    ({ query, limit }) => {
      index ??= createDocsIndex(bundle);
      const hits = index.search(query, limit).map((hit) => ({
        ...hit,
        uri: pageUri(hit.markdownPath),
        page: docsLink(bundle.site, `${hit.pagePath}${hit.anchor ? `#${hit.anchor}` : ''}`),
      }));
      const summary =
        hits.length === 0
          ? `No page of the docs matches ${quoteInput(query)}. If the question is about the API, the answer may be one the docs call not specified: see list_not_specified.`
          : hits
              .map(
                (hit, rank) =>
                  `${String(rank + 1)}. ${hit.title}${hit.heading ? `, section "${hit.heading}"` : ''}: ${hit.page} (${hit.uri})`,
              )
              .join('\n');
      return answer(
        summary,
        { query, hits },
        hits.length > 0
          ? {
              label: 'The best sections, as the pages write them.',
              text: hits
                .map((hit) => `${hit.title}${hit.heading ? ` > ${hit.heading}` : ''}\n${hit.excerpt}`)
                .join('\n\n'),
            }
          : undefined,
      );
    },
  );

  server.registerTool(
    'get_operation',
    {
      title: 'One operation of the Petstore API',
      description: `One operation of the Petstore API, by operationId (listPets, createPet, getPet) or by method and path ("GET /pets/{petId}"): its parameters and their limits, request body, responses, authentication, servers, code samples and deprecation, with its reference page as Markdown. ${OFFLINE}`,
      inputSchema: {
        operation: z.string().min(1).max(200).describe('An operationId such as getPet, or "GET /pets/{petId}".'),
      },
      outputSchema: operationOutput,
      annotations: READ_ONLY,
    },
    ({ operation: name }) => {
      const operation = findOperation(bundle, name);
      if (!operation) {
        return refuse({
          code: 'UNKNOWN_OPERATION',
          message: `The API has no operation ${quoteInput(name)}.`,
          parameter: 'operation',
          allowed: bundle.operations.map(
            (candidate) => `${candidate.operationId} (${candidate.method} ${candidate.path})`,
          ),
        });
      }
      const deprecation = bundle.deprecations.find((candidate) => candidate.operationId === operation.operationId);
      const page = allPages(bundle).find((candidate) => candidate.pagePath === operation.pagePath);
      const link = docsLink(bundle.site, operation.pagePath);
      return answer(
        `${operation.method} ${operation.path} (${operation.operationId}): ${operation.summary}${deprecation ? `, deprecated: to be removed on ${deprecation.removalDateText}` : ''}. Page: ${link}`,
        { ...operation, page: link, ...(deprecation ? { deprecation } : {}) },
        page ? { label: 'The operation’s reference page, as Markdown.', text: page.markdown } : undefined,
      );
    },
  );

  server.registerTool(
    'list_deprecations',
    {
      title: 'Deprecated operations',
      description: `Every deprecated operation of the Petstore API with its removal date and the operation to use instead. ${OFFLINE}`,
      inputSchema: {},
      outputSchema: { deprecations: z.array(deprecationOutput) },
      annotations: READ_ONLY,
    },
    () =>
      answer(
        bundle.deprecations
          .map(
            (deprecation) =>
              `${deprecation.method} ${deprecation.path} (${deprecation.operationId}) is deprecated: to be removed on ${deprecation.removalDateText} (${deprecation.removalDate}). Use ${deprecation.replacement.method} ${deprecation.replacement.path}${deprecation.replacement.parameters.length > 0 ? ` with ${deprecation.replacement.parameters.join(', ')}` : ''} (${deprecation.replacement.operationId}) instead: ${docsLink(bundle.site, deprecation.replacement.pagePath)}`,
          )
          .join('\n') || 'No operation is deprecated.',
        { deprecations: bundle.deprecations },
      ),
  );

  server.registerTool(
    'list_changes',
    {
      title: 'Changes to the Petstore API since a version',
      description: `What changed in each release of the Petstore API description after a given version (or in every release kept), newest first: breaking changes, deprecations (with removal date and replacement), additions and other changes, each with its operation's page. ${OFFLINE}`,
      inputSchema: {
        since: z
          .string()
          .max(50)
          .optional()
          .describe('A released version such as 1.0.0: only the releases after it. Without it, every release kept.'),
      },
      outputSchema: { latestVersion: z.string(), releases: z.array(releaseOutput) },
      annotations: READ_ONLY,
    },
    ({ since }) => {
      const versions = bundle.changelog.map((release) => release.version);
      const wanted = since?.trim();
      const releases = wanted === undefined ? bundle.changelog : changesSince(bundle.changelog, wanted);
      if (releases === undefined) {
        return refuse({
          code: 'UNKNOWN_VERSION',
          message: `No release ${quoteInput(since ?? '')} is kept in the changelog.`,
          parameter: 'since',
          allowed: versions,
        });
      }
      const latestVersion = versions[0] ?? bundle.apiVersion;
      const described = releases.map((release) => describeRelease(bundle, release));
      const summary =
        described.length === 0
          ? `No release after ${wanted ?? ''}: ${latestVersion} is the latest. Changelog: ${docsLink(bundle.site, CHANGELOG_PAGE_PATH)}`
          : described
              .map(
                (release) =>
                  `${release.version} (${release.released === 'not specified' ? 'release date not specified' : `released ${release.released}`}): ${release.page}\n${
                    release.changes.map((change) => `- ${change.group}: ${change.text}`).join('\n') ||
                    '- No change to the operations.'
                  }`,
              )
              .join('\n\n');
      return answer(summary, { latestVersion, releases: described });
    },
  );

  server.registerTool(
    'list_not_specified',
    {
      title: 'What the Petstore API docs do not specify',
      description: `What the API description leaves open (rate limits, key issuance, paging beyond limit, error code values, response headers …), each as the sentence the docs print. When a question touches one of these, answer that it is not specified instead of guessing. ${OFFLINE}`,
      inputSchema: {
        page: z
          .string()
          .max(200)
          .optional()
          .describe('Only what this page says is not specified, e.g. /guides/limits/.'),
      },
      outputSchema: {
        facts: z.array(z.object({ id: z.string(), sentence: z.string(), places: z.array(z.string()) })),
      },
      annotations: READ_ONLY,
    },
    ({ page }) => {
      const pages = allPages(bundle).map((candidate) => candidate.pagePath);
      const wanted = page === undefined ? undefined : pageNamed(page, pages);
      if (page !== undefined && wanted === undefined) {
        return refuse({
          code: 'UNKNOWN_PAGE',
          message: `The docs have no page ${quoteInput(page)}.`,
          parameter: 'page',
          allowed: pages,
        });
      }
      const facts =
        wanted === undefined ? bundle.unspecified : bundle.unspecified.filter((fact) => fact.places.includes(wanted));
      const where = wanted === undefined ? 'in the docs' : `on ${docsLink(bundle.site, wanted)}`;
      return answer(
        facts.length === 0
          ? `Nothing is said to be not specified ${where}.`
          : `${String(facts.length)} ${facts.length === 1 ? 'thing is' : 'things are'} not specified ${where}:\n${facts.map((fact) => `- ${fact.sentence}`).join('\n')}`,
        { facts },
      );
    },
  );
}

/** A release as the tool hands it back: each change with its one-line text and its page's full address. */
function describeRelease(bundle: DocsBundle, release: ChangelogRelease) {
  return {
    version: release.version,
    released: release.released,
    recorded: release.recorded,
    ...(release.previousVersion ? { previousVersion: release.previousVersion } : {}),
    page: docsLink(bundle.site, `${CHANGELOG_PAGE_PATH}#${releaseAnchor(release.version)}`),
    changes: release.entries.map((entry) => ({
      group: entry.group,
      text: describeEntry(entry),
      words: entry.words,
      ...(entry.operation ? { operation: entry.operation } : {}),
      ...(entry.operation?.pagePath ? { page: docsLink(bundle.site, entry.operation.pagePath) } : {}),
      ...(entry.deprecation ? { deprecation: entry.deprecation } : {}),
    })),
  };
}
