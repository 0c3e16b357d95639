import { z } from 'zod';
import { describeJsonValue } from './errors.ts';
import { checkHostname } from './hostname.ts';

/**
 * Builds the zod error for a value of the wrong type: says what is missing, or what was found instead.
 * @param expected What belongs here, e.g. `a hostname such as "docs.example.com"`.
 */
export function wrongTypeError(expected: string): (issue: { readonly input?: unknown }) => string {
  return ({ input }) =>
    input === undefined ? `is missing; add ${expected}` : `must be ${expected}; found ${describeJsonValue(input)}`;
}

/**
 * A hostname, normalised before it is validated: lower-case, IDN → Punycode, one trailing dot stripped.
 * The output is the ASCII form; `describeHostname` shows both forms.
 */
export function hostnameSchema(meta: { description: string; examples: string[] }) {
  return z
    .string({ error: wrongTypeError(`a hostname such as "${meta.examples[0] ?? 'docs.example.com'}"`) })
    .meta(meta)
    .transform((input, context) => {
      const result = checkHostname(input);
      if (result.ok) return result.ascii;
      context.issues.push({ code: 'custom', message: result.message, input });
      return z.NEVER;
    });
}
