// Renders tools/domain-check/domains.schema.json from the zod schema of domains.json
// (`npm run generate` writes it, generate.ts).
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { domainConfigJsonSchema } from '../config/json-schema.ts';

export const JSON_SCHEMA_FILE = fileURLToPath(new URL('../domains.schema.json', import.meta.url));

/** The file's exact contents: the generated schema, formatted by the repository's Prettier settings. */
export async function renderJsonSchemaFile(): Promise<string> {
  const options = await resolveConfig(JSON_SCHEMA_FILE);
  return format(JSON.stringify(domainConfigJsonSchema()), { ...options, filepath: JSON_SCHEMA_FILE });
}
