import { defineConfig } from 'vitest/config';
import { domainCheckSource } from './site/integrations/domain-check-source.ts';

export default defineConfig({
  // Tests import domain-check's package entries as the site does: from its TypeScript source.
  plugins: [domainCheckSource()],
  test: {
    reporters: ['default', './test/support/closing-line-reporter.ts'],
    // Once per run, around every project: fails the run when a test leaves a file in the checkout.
    globalSetup: ['test/support/clean-checkout.global.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['test/site/{build,browser}/**'],
          // Several suites spawn linters, the CLI or DNS servers: on a shared, busy machine they can
          // take seconds. A timeout is for a hang, not a speed budget (bench/ measures speed).
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'site',
          include: ['test/site/{build,browser}/**/*.test.ts'],
          // Builds the site once into dist/ and serves it on loopback for every site test.
          globalSetup: ['test/support/built-site.global.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
