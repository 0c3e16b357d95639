/**
 * Text that leaves the site carries links a reader can follow where it lands: the CLI's output (human
 * and --json), the MCP server's answers, the Markdown twins, llms.txt and llms-full.txt. With the
 * docs' address set (the test deployment's PETSTORE_SITE_URL), each link is a full URL, and each one
 * names a page the build wrote and, with a #fragment, an id on that page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { describe, expect, inject, test } from 'vitest';

import { FINDING_CODES, FINDING_DOCS } from '../../../tools/domain-check/checks/every-code.ts';
import type { Finding } from '../../../tools/domain-check/findings/finding.ts';
import type { Report } from '../../../tools/domain-check/engine/report.ts';
import { REPORTERS } from '../../../tools/domain-check/reporters/index.ts';
import { buildDocsBundle } from '../../../tools/mcp/docs/build-bundle.ts';
import { createPetstoreServer } from '../../../tools/mcp/server/create-server.ts';
import { brokenBecause } from '../../support/html-links.ts';
import { TEST_DASHBOARD } from '../../tools/domain-check/support/platform.ts';

const { distDir, settings } = inject('testDeployment');
const siteUrl = settings.PETSTORE_SITE_URL;

/** Every URL on the docs' origin in a text: Markdown link destinations and bare URLs alike. */
function docsUrlsIn(text: string): string[] {
  const escaped = siteUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...text.matchAll(new RegExp(`${escaped}/[^\\s)<>"'\`\\]]*`, 'g'))].map(([url]) => url);
}

/** Why a full URL on the docs' origin does not resolve in the build, or undefined when it does. */
function unresolved(url: string): string | undefined {
  const { pathname, hash } = new URL(url);
  const reason = brokenBecause(distDir, { page: '/', tag: 'a', href: `${pathname}${hash}` });
  return reason && `${url}: ${reason}`;
}

/** The destination of every Markdown link, image and definition in a twin (code holds none). */
function markdownLinkUrls(markdown: string): string[] {
  const urls: string[] = [];
  const visit = (node: Nodes): void => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') urls.push(node.url);
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(fromMarkdown(markdown));
  return urls;
}

function filesUnder(dir: string, extension: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(extension))
    .map((file) => join(dir, file));
}

/** A report holding every finding code once, each failed, as the reporters would get it from a run. */
function reportOfEveryCode(): Report {
  const checks = FINDING_CODES.map((code): Finding => ({
    id: FINDING_DOCS[code].check === 'any' ? 'zone' : FINDING_DOCS[code].check,
    status: 'fail',
    code,
    message: `${code} was found.`,
    fix: null,
    evidence: [],
    params: {} as Finding['params'],
  }));
  return {
    schemaVersion: 1,
    status: 'action-required',
    domains: [{ domain: 'docs.example.com', role: 'primary', kind: 'subdomain', checks }],
  };
}

describe('links in text that leaves the site', () => {
  test('every link of every Markdown twin, llms.txt and llms-full.txt is a full URL to a built page and anchor', () => {
    const files = [...filesUnder(distDir, '.md'), join(distDir, 'llms.txt'), join(distDir, 'llms-full.txt')];
    expect(files.length).toBeGreaterThan(20);
    const problems: string[] = [];
    let checked = 0;
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const url of markdownLinkUrls(text)) {
        if (!/^[a-z][a-z\d+.-]*:/i.test(url))
          problems.push(`${relative(distDir, file)}: a path, not a full URL: ${url}`);
      }
      for (const url of docsUrlsIn(text)) {
        checked += 1;
        const reason = unresolved(url);
        if (reason) problems.push(`${relative(distDir, file)}: ${reason}`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  test("the CLI's Docs: lines and --json's docs fields link every code's section in full", () => {
    const report = reportOfEveryCode();
    const human = REPORTERS.human(report, { color: false, docsSiteUrl: siteUrl, ...TEST_DASHBOARD });
    const json = JSON.parse(REPORTERS.json(report, { color: false, docsSiteUrl: siteUrl, ...TEST_DASHBOARD })) as {
      domains: { checks: { code: string; docs: string }[] }[];
    };
    const humanLinks = docsUrlsIn(human);
    const jsonLinks = json.domains.flatMap((domain) => domain.checks.map((check) => check.docs));
    expect(humanLinks).toHaveLength(FINDING_CODES.length);
    expect(jsonLinks).toHaveLength(FINDING_CODES.length);
    const problems = [...humanLinks, ...jsonLinks].flatMap((url) => unresolved(url) ?? []);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test("without the docs' address, the CLI prints each section's path, names the setting, and the path resolves", () => {
    const human = REPORTERS.human(reportOfEveryCode(), { color: false, ...TEST_DASHBOARD });
    const paths = [...human.matchAll(/Docs: (\/\S+) on the docs site \(address not set: PETSTORE_SITE_URL\)/g)].map(
      ([, path]) => path ?? '',
    );
    expect(paths).toHaveLength(FINDING_CODES.length);
    const problems = paths.flatMap((path) => unresolved(`${siteUrl}${path}`) ?? []);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test("the MCP server's explain_finding links every code's section in full", async () => {
    const server = createPetstoreServer(buildDocsBundle(distDir), '0.0.0');
    const client = new Client({ name: 'outbound-links-test', version: '0' });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
    try {
      const problems: string[] = [];
      for (const code of FINDING_CODES) {
        const result = (await client.callTool({ name: 'explain_finding', arguments: { code } })) as CallToolResult;
        const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
        // The answer's JSON and its line for a person both carry the link: one address, said twice.
        const links = [...new Set(docsUrlsIn(text))];
        if (links.length !== 1) problems.push(`${code}: ${links.length} links to the docs in ${JSON.stringify(text)}`);
        problems.push(...links.flatMap((url) => unresolved(url) ?? []));
      }
      expect(problems, problems.join('\n')).toEqual([]);
    } finally {
      await client.close();
      await server.close();
    }
  });
});
