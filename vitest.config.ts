import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';

import { defineConfig } from 'vitest/config';
import { domainCheckSource } from './site/integrations/domain-check-source.ts';

/** Suites elsewhere that read the site's build (the MCP server is packed with its pages). */
const SUITES_OF_THE_BUILT_SITE = ['test/tools/mcp/package.test.ts', 'test/tools/mcp/search.test.ts'];

/**
 * Zonemaster and DNSViz re-run on the DNS world, only by `npm run test:reference-tools`
 * (DNS_REFERENCE_TOOLS=1), which CI runs after `npm test`: the suite takes about four minutes, too
 * much to add to `npm test`. The world and every tool run have deadlines of their own that kill them,
 * and the suite's own vitest timeouts come after those (see its file), so a hang fails, with output.
 */
const REFERENCE_TOOL_SUITES = ['test/tools/domain-check/system/dns-world-reference-tools.test.ts'];

// Every Node.js process of the run (workers, and the CLIs, servers and builds the suites spawn)
// inherits this and keeps V8's compiled code in one folder outside the checkout: the suites start
// the CLI hundreds of times, and a cached start costs about half the CPU of a cold one.
process.env.NODE_COMPILE_CACHE ??= join(tmpdir(), 'petstore-docs-node-compile-cache');

/**
 * Reads the finding codes that the reports of the unit project's tests carried, so it runs after
 * them, in a group of its own (`sequence.groupOrder`).
 */
const PRODUCED_CODES_SUITE = 'test/tools/domain-check/finding-codes.test.ts';

export default defineConfig({
  // Tests import domain-check's package entries as the site does: from its TypeScript source.
  plugins: [domainCheckSource()],
  test: {
    reporters: ['default', './test/support/closing-line-reporter.ts'],
    // Vitest's default is one file at a time on two cores (cores - 1). Most suites here wait on
    // what they spawn (Chromium, DNS servers, the CLI, npm), so one file more than there are cores
    // keeps the cores busy. Every suite uses its own ports and folders, so files may share a run.
    maxWorkers: availableParallelism() + 1,
    // Once per run, around every project: fails the run when a test leaves a file in the checkout;
    // makes the folder where test workers note the finding codes their reports carry.
    globalSetup: ['test/support/clean-checkout.global.ts', 'test/tools/domain-check/support/produced-codes.global.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: [
            'test/site/{build,browser}/**',
            ...SUITES_OF_THE_BUILT_SITE,
            ...REFERENCE_TOOL_SUITES,
            PRODUCED_CODES_SUITE,
          ],
          // Notes the codes of every report and removal plan a test makes, for PRODUCED_CODES_SUITE.
          setupFiles: ['test/tools/domain-check/support/record-produced-codes.setup.ts'],
          // Several suites spawn linters, the CLI or DNS servers: on a shared, busy machine they can
          // take seconds. A timeout is for a hang, not a speed budget (bench/ measures speed).
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: { name: 'produced-codes', include: [PRODUCED_CODES_SUITE], sequence: { groupOrder: 1 } },
      },
      {
        extends: true,
        test: {
          name: 'site',
          include: ['test/site/{build,browser}/**/*.test.ts', ...SUITES_OF_THE_BUILT_SITE],
          // Builds the site once per set of settings and serves it on loopback for every site test.
          globalSetup: ['test/support/built-site.global.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      ...(process.env.DNS_REFERENCE_TOOLS === '1'
        ? [{ extends: true, test: { name: 'reference-tools', include: REFERENCE_TOOL_SUITES, testTimeout: 600_000 } }]
        : []),
    ],
  },
});
