/**
 * The value of a CAA `issue`/`issuewild` property as Let's Encrypt's CA software reads it: Boulder,
 * `va/caa.go`, function `parseCAARecord`. It follows RFC 8659 §4.2 with three differences that change
 * verdicts, so the `letsencrypt.org` profile uses this reading rather than the grammar:
 * - the issuer domain name is not checked against the grammar, only compared byte for byte later;
 * - a parameter tag may hold letters and digits only: no hyphen, though the RFC's `tag` allows one;
 * - an empty tag (`; =value`) is accepted, though the RFC's `tag` needs a character.
 */
import { malformed, parseParameter, parsed, trimWsp, type CaaParameter, type CaaValueParse } from './issue-value.ts';

/** `parseCAARecord` checks each tag character is an ASCII letter or digit; an empty tag passes. */
const BOULDER_TAG = /^[A-Za-z0-9]*$/;

export function parseIssueValueAsBoulder(text: string): CaaValueParse {
  const [head = '', ...pieces] = text.split(';');
  const issuer = trimWsp(head);
  // One `;` with nothing after it is the only empty parameter list Boulder accepts.
  if (pieces.length === 1 && trimWsp(pieces[0] ?? '') === '') return parsed(issuer, []);
  const parameters: CaaParameter[] = [];
  for (const piece of pieces) {
    if (trimWsp(piece) === '') return malformed('empty-parameter', piece);
    const parameter = parseParameter(piece, BOULDER_TAG);
    if ('kind' in parameter) return { ok: false, problem: parameter };
    parameters.push(parameter);
  }
  return parsed(issuer, parameters);
}
