/**
 * `npm start` and `npm run preview` serve the build with `astro preview`. A text file served without
 * a charset is decoded by the browser's default (windows-1252), so "deployment’s" in a Markdown twin
 * reads "deploymentâ€™s": the text files the site writes must say they are UTF-8.
 */
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';

import { startAstroPreview, type AstroPreviewServer } from '../../support/astro-preview.ts';

const distDir = inject('distDir');
let preview: AstroPreviewServer;

beforeAll(async () => {
  preview = await startAstroPreview(distDir);
});

afterAll(async () => {
  await preview.stop();
});

describe('astro preview (npm start, npm run preview)', () => {
  test.each([
    ['/guides/limits.md', 'text/markdown'],
    ['/api/operations/getpet.md', 'text/markdown'],
    ['/llms.txt', 'text/plain'],
    ['/llms-full.txt', 'text/plain'],
    ['/openapi.yaml', 'application/yaml'],
  ])('serves %s as %s in UTF-8', async (urlPath, type) => {
    const response = await fetch(preview.url + urlPath);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(`${type}; charset=utf-8`);
  });

  test('serves the API catalog, which has no extension, as a linkset (RFC 9727 §4.1)', async () => {
    const response = await fetch(`${preview.url}/.well-known/api-catalog`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"',
    );
  });

  test('a twin with non-ASCII text reads back as written', async () => {
    const response = await fetch(`${preview.url}/guides/custom-domains.md`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const charset = /charset=([^;]+)/.exec(response.headers.get('content-type') ?? '')?.[1] ?? 'windows-1252';
    const text = new TextDecoder(charset).decode(bytes);
    expect(text).toContain('’');
    expect(text).not.toContain('â€™');
  });
});
