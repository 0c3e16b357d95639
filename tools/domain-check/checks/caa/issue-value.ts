/**
 * The value of a CAA `issue` or `issuewild` property, read by the grammar of RFC 8659 §4.2:
 *
 *     issue-value = *WSP [issuer-domain-name *WSP] [";" *WSP [parameters *WSP]]
 *     issuer-domain-name = label *("." label)
 *     label = (ALPHA / DIGIT) *( *("-") (ALPHA / DIGIT))
 *     parameters = (parameter *WSP ";" *WSP parameters) / parameter
 *     parameter = tag *WSP "=" *WSP value
 *     tag = (ALPHA / DIGIT) *( *("-") (ALPHA / DIGIT))
 *     value = *(%x21-3A / %x3C-7E)
 *
 * Pure: text in, a parse or the reason it is malformed out; it never throws.
 */
import type { CaaMalformation } from './verdict-facts.ts';

export interface CaaParameter {
  readonly tag: string;
  readonly value: string;
}

export interface CaaIssueValue {
  /** The issuer domain name as written; empty when the value names nobody (`";"`). */
  readonly issuer: string;
  readonly parameters: readonly CaaParameter[];
}

export type CaaValueParse =
  { readonly ok: true; readonly value: CaaIssueValue } | { readonly ok: false; readonly problem: CaaMalformation };

/** WSP is space or horizontal tab (RFC 5234 appendix B.1); nothing else counts as white space. */
export function trimWsp(text: string): string {
  return text.replace(/^[ \t]+|[ \t]+$/g, '');
}

const LABEL = '[A-Za-z0-9](?:-*[A-Za-z0-9])*';
const ISSUER_DOMAIN_NAME = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`);
const TAG = new RegExp(`^${LABEL}$`);
const VALUE = /^[\x21-\x3a\x3c-\x7e]*$/;

export const parsed = (issuer: string, parameters: readonly CaaParameter[]): CaaValueParse => ({
  ok: true,
  value: { issuer, parameters },
});
export const malformed = (kind: CaaMalformation['kind'], text: string): CaaValueParse => ({
  ok: false,
  problem: { kind, text },
});

/** RFC 8659 §4.2, to the letter. */
export function parseIssueValue(text: string): CaaValueParse {
  const semicolon = text.indexOf(';');
  const issuer = trimWsp(semicolon === -1 ? text : text.slice(0, semicolon));
  if (issuer !== '' && !ISSUER_DOMAIN_NAME.test(issuer)) return malformed('issuer', issuer);
  if (semicolon === -1) return parsed(issuer, []);
  const rest = text.slice(semicolon + 1);
  if (trimWsp(rest) === '') return parsed(issuer, []);
  const parameters: CaaParameter[] = [];
  for (const piece of rest.split(';')) {
    // `parameters` has no empty member: a `;` after the last parameter, or `;;`, is outside the grammar.
    if (trimWsp(piece) === '') return malformed('empty-parameter', piece);
    const parameter = parseParameter(piece, TAG);
    if ('kind' in parameter) return { ok: false, problem: parameter };
    parameters.push(parameter);
  }
  return parsed(issuer, parameters);
}

/** `tag *WSP "=" *WSP value`, with the tag syntax of the reading; `piece` is not empty. */
export function parseParameter(piece: string, tagSyntax: RegExp): CaaParameter | CaaMalformation {
  const equals = piece.indexOf('=');
  if (equals === -1) return { kind: 'parameter-without-equals', text: trimWsp(piece) };
  const tag = trimWsp(piece.slice(0, equals));
  if (!tagSyntax.test(tag)) return { kind: 'tag', text: tag };
  const value = trimWsp(piece.slice(equals + 1));
  if (!VALUE.test(value)) return { kind: 'value', text: value };
  return { tag, value };
}

/** The canonical text of a parsed value: `issuer; tag=value; tag=value`. */
export function serialiseIssueValue(value: CaaIssueValue): string {
  if (value.parameters.length === 0) return value.issuer;
  const parameters = value.parameters.map((parameter) => `${parameter.tag}=${parameter.value}`).join('; ');
  return value.issuer === '' ? `; ${parameters}` : `${value.issuer}; ${parameters}`;
}
