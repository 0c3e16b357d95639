import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { AstroIntegration } from 'astro';

import { findForeignPackageCommands, toReadableText } from '../lib/foreign-package-commands.ts';

export class ForeignPackageCommandError extends Error {
  override readonly name = 'ForeignPackageCommandError';
  readonly code = 'COMMAND_NAMES_FOREIGN_PACKAGE';
}

/** Every file a reader can copy a command from: pages, and any text or Markdown the build writes. */
const READABLE = /\.(?:html|md|txt)$/;

/**
 * Fails the build when any built file shows a command that runs or installs a package we do not own,
 * such as the bare `npx domain-check` (see site/lib/foreign-package-commands.ts).
 */
export function ownPackageCommands(): AstroIntegration {
  return {
    name: 'petstore:own-package-commands',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const files = readdirSync(root, { withFileTypes: true, recursive: true })
          .filter((entry) => entry.isFile() && READABLE.test(entry.name))
          .map((entry) => join(entry.parentPath, entry.name));
        const found = files.flatMap((file) => {
          const text = readFileSync(file, 'utf8');
          const path = `/${relative(root, file).split(sep).join('/')}`;
          return findForeignPackageCommands(file.endsWith('.html') ? toReadableText(text) : text).map(
            ({ command }) => `  ${path}: "${command}"`,
          );
        });
        if (found.length > 0) {
          throw new ForeignPackageCommandError(
            `A built page shows a command that runs a package we do not own; use npx @petstore-docs/domain-check:\n${found.join('\n')}`,
          );
        }
        logger.info(`No command on ${files.length} built files runs a package we do not own.`);
      },
    },
  };
}
