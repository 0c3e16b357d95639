/**
 * A docs bundle made in the test, small enough to read whole: one guide, one operation, one
 * "not specified" sentence, two releases in the changelog, and the site's address. The suites that need the site's own bundle
 * build it from the built site instead (package.test.ts, search.test.ts).
 */
import type { DocsBundle } from '../../../../tools/mcp/docs/bundle.ts';

const page = (pagePath: string, title: string, markdown: string) => ({
  title,
  description: `${title}.`,
  pagePath,
  markdownPath: pagePath === '/' ? '/index.md' : `${pagePath.slice(0, -1)}.md`,
  markdown,
  anchors: { Pagination: 'pagination' },
});

export const SMALL_BUNDLE: DocsBundle = {
  schemaVersion: 2,
  site: { title: 'Petstore API docs', description: 'Docs.', url: 'https://docs.petstore.example' },
  apiVersion: '1.0.0',
  sections: [
    {
      heading: 'Guides',
      pages: [
        page(
          '/guides/limits/',
          'Limits and pagination',
          '# Limits\n\n## Pagination\n\nNo paging beyond `limit` is specified.',
        ),
      ],
    },
    {
      heading: 'API reference',
      pages: [
        page('/api/operations/listpets/', 'List pets', '# List pets\n\n`GET /pets`\n\n## Parameters\n\n`status`'),
      ],
    },
  ],
  operations: [
    {
      operationId: 'listPets',
      method: 'GET',
      path: '/pets',
      summary: 'List pets',
      description: 'Lists animals.',
      pagePath: '/api/operations/listpets/',
      markdownPath: '/api/operations/listpets.md',
      deprecated: false,
      parameters: [{ name: 'status', in: 'query' }],
      responses: { '200': { description: 'The animals' } },
      security: [{ name: 'bearerAuth', scheme: { type: 'http', scheme: 'bearer' } }],
      samples: [{ lang: 'shell', label: 'curl', source: 'curl …' }],
      servers: [{ url: 'https://api.petstore.example/v1', description: 'Production' }],
    },
  ],
  deprecations: [],
  unspecified: [{ id: 'paging', sentence: 'Paging beyond `limit` is not specified.', places: ['/guides/limits/'] }],
  changelog: [
    {
      version: '1.1.0',
      released: '2027-01-15',
      recorded: '2027-01-15',
      previousVersion: '1.0.0',
      entries: [
        {
          group: 'added',
          words: '[Added] operation GET /categories',
          operation: { operationId: 'listCategories', method: 'GET', path: '/categories', summary: 'List categories' },
        },
      ],
    },
    {
      version: '1.0.0',
      released: 'not specified',
      recorded: '2026-11-28',
      entries: [
        {
          group: 'deprecated',
          words: 'Deprecated',
          operation: {
            operationId: 'getPet',
            method: 'GET',
            path: '/pets/{petId}',
            summary: 'Get a pet',
            pagePath: '/api/operations/getpet/',
          },
          deprecation: {
            removalDate: '2030-12-05',
            removalDateText: '5 December 2030',
            replacement: {
              operationId: 'listPets',
              method: 'GET',
              path: '/pets',
              summary: 'List pets',
              pagePath: '/api/operations/listpets/',
              parameters: ['status'],
            },
          },
        },
      ],
    },
  ],
};
