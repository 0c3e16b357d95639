import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { AstroIntegration } from 'astro';

import { findDeprecationDisagreements } from '../lib/deprecation-consistency.ts';
import type { DeprecatedOperation } from '../lib/deprecations.ts';

export class DeprecationDisagreementError extends Error {
  override readonly name = 'DeprecationDisagreementError';
  readonly code = 'DEPRECATION_TEXT_DISAGREES_WITH_SPEC';
}

function listHtmlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Fails the build when a built page states a deprecation date that the spec's `x-sunset` does not
 * give: the pages generated from the spec cannot drift, but hand-written text can.
 */
export function deprecationConsistency(deprecations: DeprecatedOperation[]): AstroIntegration {
  return {
    name: 'petstore:deprecation-consistency',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const built = listHtmlFiles(root).map((file) => ({
          path: `/${relative(root, file).split(sep).join('/')}`,
          html: readFileSync(file, 'utf8'),
        }));
        const disagreements = findDeprecationDisagreements(built, deprecations);
        if (disagreements.length > 0) {
          const lines = disagreements.map(
            ({ path, sentence, date, expected }) =>
              `  ${path}: "${date}" is not the spec's removal date (${expected.join(', ')}):\n    ${sentence}`,
          );
          throw new DeprecationDisagreementError(
            `Deprecation text disagrees with spec/openapi.yaml (x-sunset):\n${lines.join('\n')}`,
          );
        }
        logger.info(`Deprecation dates agree with the spec on ${built.length} pages.`);
      },
    },
  };
}
