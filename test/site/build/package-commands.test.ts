/**
 * A reader who copies a domain-check command from any page runs our own package: every page that
 * shows one names `@petstore-docs/domain-check`, and no built page shows a command that fetches a
 * package we do not own (the build fails on one too: site/integrations/own-package-commands.ts).
 */
import { describe, expect, inject, test } from 'vitest';

import { findForeignPackageCommands } from '../../../site/lib/foreign-package-commands.ts';
import { listBuiltPages, readBuiltPage, textOf } from '../../support/built-pages.ts';

const distDir = inject('distDir');
const OUR_COMMAND = 'npx @petstore-docs/domain-check';

describe('domain-check commands on the built site', () => {
  test.each([
    ['/guides/custom-domains/', 'check --live --config domains.json'],
    ['/guides/custom-domains/', 'remove-plan www.example.com --config domains.json'],
    ['/guides/custom-domains/check-your-domain/', 'validate'],
    ['/tools/domain-check/findings/', 'check docs.example.com'],
  ])('%s shows "%s" through our package', (path, args) => {
    expect(textOf(readBuiltPage(distDir, path))).toContain(`${OUR_COMMAND} ${args}`);
  });

  test('no page shows a command that fetches a package we do not own', () => {
    const found = listBuiltPages(distDir).flatMap((path) =>
      findForeignPackageCommands(textOf(readBuiltPage(distDir, path))).map(({ command }) => `${path}: ${command}`),
    );
    expect(found).toEqual([]);
  });
});
