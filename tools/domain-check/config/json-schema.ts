import { z } from 'zod';
import { domainConfigSchema } from './schema.ts';

/**
 * The JSON Schema of `domains.json`, generated from the same zod schema that validates it, describing what
 * users write (before normalisation). Draft-07 because that is the draft editors complete best.
 */
export function domainConfigJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(domainConfigSchema, { io: 'input', target: 'draft-7', unrepresentable: 'any' });
}
