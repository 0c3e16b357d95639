import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

import { allPages, type BundledOperation, type DocsBundle } from '../docs/bundle.ts';
import { createDocsIndex } from '../docs/search.ts';

/** A page's resource address: `/guides/limits.md` → `petstore-docs://docs/guides/limits.md`. */
export const pageUri = (markdownPath: string): string => `petstore-docs://docs${markdownPath}`;

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;
const OFFLINE = 'Reads the docs bundled with this server: no network, nothing changed.';

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** `getPet`, `GET /pets/{petId}` or `get /pets/{petId}`: the operation it names. */
function findOperation(bundle: DocsBundle, name: string): BundledOperation | undefined {
  const wanted = name.trim().replace(/\s+/g, ' ').toLowerCase();
  return bundle.operations.find(
    (operation) =>
      operation.operationId.toLowerCase() === wanted ||
      `${operation.method} ${operation.path}`.toLowerCase() === wanted,
  );
}

/** Every page as a resource, and the docs tools: search, one operation, deprecations, "not specified". */
export function registerDocs(server: McpServer, bundle: DocsBundle): void {
  for (const page of allPages(bundle)) {
    server.registerResource(
      page.markdownPath.slice(1),
      pageUri(page.markdownPath),
      { title: page.title, description: page.description, mimeType: 'text/markdown' },
      (uri) => ({ contents: [{ uri: uri.href, mimeType: 'text/markdown', text: page.markdown }] }),
    );
  }

  const index = createDocsIndex(bundle);
  server.registerTool(
    'search_docs',
    {
      title: 'Search the Petstore API docs',
      description: `Ranked search over every page of the Petstore API docs: the guides and the API reference (operations, parameters such as petId, status codes such as 401, deprecations). Returns the best pages with the matching lines and each page's resource URI. ${OFFLINE}`,
      inputSchema: {
        query: z.string().min(1).max(500).describe('Words to look for, e.g. "petId", "deprecated", "401 error".'),
        limit: z.number().int().min(1).max(20).default(5).describe('How many pages at most.'),
      },
      annotations: READ_ONLY,
    },
    ({ query, limit }) => {
      const hits = index.search(query, limit).map((hit) => ({ ...hit, uri: pageUri(hit.markdownPath) }));
      const text =
        hits.length === 0
          ? `No page of the docs mentions "${query}". If the question is about the API, the answer may be one the docs call not specified: see list_not_specified.`
          : hits
              .map(
                (hit, rank) =>
                  `${rank + 1}. ${hit.title} (${hit.pagePath}${hit.heading ? `, section "${hit.heading}"` : ''}) ${hit.uri}\n${hit.excerpt}`,
              )
              .join('\n\n');
      return { content: [{ type: 'text', text }], structuredContent: { query, hits } };
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
      annotations: READ_ONLY,
    },
    ({ operation: name }) => {
      const operation = findOperation(bundle, name);
      if (!operation) {
        const known = bundle.operations.map(
          (candidate) => `${candidate.operationId} (${candidate.method} ${candidate.path})`,
        );
        return {
          isError: true,
          content: [{ type: 'text', text: `The API has no operation "${name}". Its operations: ${known.join(', ')}.` }],
        };
      }
      const deprecation = bundle.deprecations.find((candidate) => candidate.operationId === operation.operationId);
      const page = allPages(bundle).find((candidate) => candidate.pagePath === operation.pagePath);
      return {
        content: [{ type: 'text', text: page?.markdown ?? json(operation) }],
        structuredContent: { ...operation, ...(deprecation ? { deprecation } : {}) },
      };
    },
  );

  server.registerTool(
    'list_deprecations',
    {
      title: 'Deprecated operations',
      description: `Every deprecated operation of the Petstore API with its removal date and the operation to use instead. ${OFFLINE}`,
      inputSchema: {},
      annotations: READ_ONLY,
    },
    () => ({
      content: [
        {
          type: 'text',
          text: bundle.deprecations
            .map(
              (deprecation) =>
                `${deprecation.method} ${deprecation.path} (${deprecation.operationId}) is deprecated: to be removed on ${deprecation.removalDateText} (${deprecation.removalDate}). Use ${deprecation.replacement.method} ${deprecation.replacement.path}${deprecation.replacement.parameters.length > 0 ? ` with ${deprecation.replacement.parameters.join(', ')}` : ''} (${deprecation.replacement.operationId}) instead.`,
            )
            .join('\n'),
        },
      ],
      structuredContent: { deprecations: bundle.deprecations },
    }),
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
      annotations: READ_ONLY,
    },
    ({ page }) => {
      const facts =
        page === undefined ? bundle.unspecified : bundle.unspecified.filter((fact) => fact.places.includes(page));
      return {
        content: [{ type: 'text', text: facts.map((fact) => `- ${fact.sentence}`).join('\n') || 'None on that page.' }],
        structuredContent: { facts },
      };
    },
  );
}
