// Renders the command line's definition (commands/definition.ts) into files that readers open
// without running domain-check (`npm run generate` writes them, generate.ts): the command list in
// the package README (between its markers) and the docs site's CLI reference page.
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { COMMAND_LINE, type CommandLineDefinition } from '../commands/definition.ts';
import { renderReferencePage, replaceReadmeCommands } from '../cli/reference.ts';
import { deploymentProfile } from './write-platform-profile.ts';

export const README_FILE = fileURLToPath(new URL('../README.md', import.meta.url));
export const REFERENCE_PAGE_FILE = fileURLToPath(
  new URL('../../../site/content/docs/tools/domain-check/cli.md', import.meta.url),
);

/** Formatted as `npm run format` would, so the files stay as Prettier leaves them. */
async function formatted(text: string, file: string): Promise<string> {
  const options = await resolveConfig(file);
  return format(text, { ...options, filepath: file });
}

/** The README as it should be: its command list rendered from the definition. */
export async function renderReadme(readme: string, definition: CommandLineDefinition = COMMAND_LINE): Promise<string> {
  return formatted(replaceReadmeCommands(readme, definition), README_FILE);
}

/** The reference page as it should be, for the deployment settings' defaults (as the checked-in profile). */
export function renderReferencePageFile(definition: CommandLineDefinition = COMMAND_LINE): Promise<string> {
  return formatted(renderReferencePage(deploymentProfile({}), definition), REFERENCE_PAGE_FILE);
}
