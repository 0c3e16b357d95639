import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { AstroIntegration } from 'astro';

import { findDeprecationDisagreements, type DeprecationDisagreement } from '../lib/deprecation-consistency.ts';
import { listOperationRefs, type DeprecatedOperation, type OperationRef } from '../../spec-model/deprecations.ts';
import { readSourceSpecModel } from '../../spec-model/spec-model.ts';

export class DeprecationDisagreementError extends Error {
  override readonly name = 'DeprecationDisagreementError';
  readonly code = 'DEPRECATION_TEXT_DISAGREES_WITH_SPEC';
}

function listHtmlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** One line of the build error: where, what, and the text that says it. */
function describe(disagreement: DeprecationDisagreement): string {
  const { path, sentence } = disagreement;
  const what =
    disagreement.kind === 'date'
      ? `"${disagreement.date}" is not the spec's removal date (${disagreement.expected.join(', ')})`
      : `"${disagreement.named}" is not the spec's replacement for ${disagreement.operationId} (${disagreement.expected})`;
  return `  ${path}: ${what}:\n    ${sentence}`;
}

/**
 * Fails the build when a built page states a deprecation date that the spec's `x-sunset` does not
 * give, or names another replacement than its `x-replacement`: the pages generated from the spec
 * cannot drift, but hand-written text can. `operations` are every operation of the spec, by which
 * a page may name one; the rendered spec has the same operations as the source.
 */
export function deprecationConsistency(
  deprecations: DeprecatedOperation[],
  operations: OperationRef[] = listOperationRefs(readSourceSpecModel()),
): AstroIntegration {
  return {
    name: 'petstore:deprecation-consistency',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const built = listHtmlFiles(root).map((file) => ({
          path: `/${relative(root, file).split(sep).join('/')}`,
          html: readFileSync(file, 'utf8'),
        }));
        const disagreements = findDeprecationDisagreements(built, deprecations, operations);
        if (disagreements.length > 0) {
          throw new DeprecationDisagreementError(
            `Deprecation text disagrees with spec/openapi.yaml (x-sunset, x-replacement):\n${disagreements.map(describe).join('\n')}`,
          );
        }
        logger.info(`Deprecation dates and replacements agree with the spec on ${built.length} pages.`);
      },
    },
  };
}
