/**
 * A pasted domains.json is read on the "Check your domain" page as `domain-check validate` reads it:
 * every problem the CLI finds, in the CLI's words (JSON syntax with line and column, the schema, the
 * cross-field rules), said before any lookup. The CLI itself runs on the same text to give the words.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { describe, expect, inject, test } from 'vitest';

import { CLI, cliEnvironment } from '../../tools/domain-check/support/run-cli.ts';
import { CHECKER_PAGE } from '../../support/checker-page.ts';
import { useChromium } from '../../support/chromium.ts';

const { siteUrl, dohEndpoint } = inject('testDeployment');
const browser = useChromium();

/** What `domain-check validate --config domains.json` says of the text: its lines, list markers removed. */
async function cliProblems(config: string): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'checker-config-'));
  try {
    writeFileSync(join(dir, 'domains.json'), config);
    const result = await promisify(execFile)(process.execPath, [CLI, 'validate', '--config', 'domains.json'], {
      cwd: dir,
      env: cliEnvironment(),
    }).then(
      () => ({ code: 0, output: '' }),
      (error: unknown) => {
        const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
        return { code, output: stdout + stderr };
      },
    );
    expect(result.code).toBe(2);
    return result.output
      .trim()
      .split('\n')
      .map((line) => line.replace(/^\s*- /, ''));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Pastes the config, presses Check, and reads the error's lines; fails on any DNS-over-HTTPS request. */
async function pageProblems(config: string): Promise<string[]> {
  const page = await browser().newPage();
  try {
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(dohEndpoint)) lookups.push(request.url());
    });
    await page.goto(siteUrl + CHECKER_PAGE);
    await page.click('#dc-config-details summary');
    await page.fill('#dc-config', config);
    await page.click('#dc-form button[type="submit"]');
    await page.waitForSelector('#dc-error:not(:empty), [data-report-status]');
    expect(lookups).toEqual([]);
    return await page.$$eval('#dc-error p, #dc-error li', (lines) => lines.map((line) => line.textContent));
  } finally {
    await page.close();
  }
}

const TRAILING_COMMA = `{
  "primary": "docs.example.com",
  "redirects": [
    { "from": "www.example.com", "to": "docs.example.com", "status": 301 },
  ]
}`;

const FOUND_REDIRECT = `{
  "primary": "docs.example.com",
  "redirects": [
    { "from": "www.example.com", "to": "other.example.org", "status": 302 }
  ]
}`;

const MANY_PROBLEMS = `{
  "primary": "docs.example.com",
  "redirects": [
    { "from": "docs.example.com", "to": "docs.example.com" },
    { "from": "exa mple.com", "to": "docs.example.com", "status": "301" }
  ],
  "platfromHost": "cname.docs-platform.example",
  "caIssuers": []
}`;

describe('Check your domain, with a pasted domains.json', () => {
  test.each([
    ['a trailing comma, by line and column', TRAILING_COMMA, /line 5, column 3: .*Remove the trailing comma/],
    ['status 302 and a redirect to a host other than the primary', FOUND_REDIRECT, /redirects use status 301/],
    ['every problem of a config at once', MANY_PROBLEMS, /did you mean "platformHost"\?/],
  ])('refuses %s in the CLI’s words, before any lookup', async (_name, config, shown) => {
    const [expected, onPage] = await Promise.all([cliProblems(config), pageProblems(config)]);
    expect(expected.join('\n')).toMatch(shown);
    expect(onPage).toEqual(expected);
  });
});
