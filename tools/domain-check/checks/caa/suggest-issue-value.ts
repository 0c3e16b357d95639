/**
 * A malformed `issue` value rewritten so that it parses, when the intent is clear: white space trimmed,
 * empty parameters (a trailing `;`, `;;`) dropped, the issuer in lower case without a trailing dot.
 * A value whose tag or value holds characters no reading accepts has no rewrite.
 */
import type { CaProfile } from './ca-profile.ts';
import { serialiseIssueValue, trimWsp, type CaaParameter } from './issue-value.ts';

export function suggestIssueValue(text: string, profile: CaProfile): string | undefined {
  const [head = '', ...pieces] = text.split(';');
  const parameters: CaaParameter[] = [];
  for (const piece of pieces) {
    if (trimWsp(piece) === '') continue;
    const equals = piece.indexOf('=');
    if (equals === -1) return undefined;
    parameters.push({ tag: trimWsp(piece.slice(0, equals)), value: trimWsp(piece.slice(equals + 1)) });
  }
  const issuer = trimWsp(head).toLowerCase().replace(/\.$/, '');
  const suggestion = serialiseIssueValue({ issuer, parameters });
  return profile.parseValue(suggestion).ok ? suggestion : undefined;
}
