/**
 * The verdict of one CA on the relevant CAA set of a (non-wildcard) name, RFC 8659 §4 as read by the
 * CA's profile: critical properties first, then every `issue` property, which add up (§4.2).
 */
import type { CaaMalformation, Refusal, Restriction } from './verdict-facts.ts';
import { judgeAcmeParameters, type AcmeSettings } from './acme-parameters.ts';
import type { CaProfile } from './ca-profile.ts';
import { trimWsp } from './issue-value.ts';
import { suggestIssueValue } from './suggest-issue-value.ts';

export interface CaaProperty {
  readonly flags: number;
  readonly tag: string;
  readonly value: string;
}

/** Why a set that has `issue` properties does not authorize the CA, most specific first. */
export type SetRefusal =
  | { readonly kind: 'parameters'; readonly property: CaaProperty; readonly refusal: Refusal }
  | { readonly kind: 'issuer-not-exact'; readonly property: CaaProperty; readonly written: string }
  | {
      readonly kind: 'malformed';
      readonly property: CaaProperty;
      readonly problem: CaaMalformation;
      /** The value rewritten so that it parses, when the intent is clear. */
      readonly suggestion: string | undefined;
    }
  | { readonly kind: 'other-issuers'; readonly issuers: readonly string[] };

export type SetVerdict =
  | { readonly outcome: 'no-issue-property' }
  | { readonly outcome: 'allows'; readonly property: CaaProperty }
  | { readonly outcome: 'allows-if'; readonly property: CaaProperty; readonly restrictions: readonly Restriction[] }
  | { readonly outcome: 'critical'; readonly properties: readonly CaaProperty[] }
  | { readonly outcome: 'refuses'; readonly refusal: SetRefusal };

const RANK: Record<SetRefusal['kind'], number> = {
  parameters: 3,
  'issuer-not-exact': 2,
  malformed: 1,
  'other-issuers': 0,
};

/** The issuer a malformed value seems to mean, for telling whose record it is. */
const looseIssuer = (value: string): string =>
  trimWsp(value.split(';')[0] ?? '')
    .toLowerCase()
    .replace(/\.$/, '');

export function judgeCaaSet(
  properties: readonly CaaProperty[],
  profile: CaProfile,
  settings: AcmeSettings,
): SetVerdict {
  // RFC 8659 §4.1: a critical property with a tag the CA does not know forbids issuance.
  const critical = properties.filter(
    (property) => (property.flags & profile.criticalFlags) !== 0 && !profile.knownTags.has(property.tag.toLowerCase()),
  );
  if (critical.length > 0) return { outcome: 'critical', properties: critical };
  // RFC 8659 §4.3: `issuewild` is ignored for a name that is not a wildcard, which is every name here.
  const issue = properties.filter((property) => property.tag.toLowerCase() === 'issue');
  if (issue.length === 0) return { outcome: 'no-issue-property' };
  let conditional: SetVerdict | undefined;
  let refusal: SetRefusal | undefined;
  const otherIssuers: string[] = [];
  const consider = (candidate: SetRefusal): void => {
    if (refusal === undefined || RANK[candidate.kind] > RANK[refusal.kind]) refusal = candidate;
  };
  for (const property of issue) {
    const parse = profile.parseValue(property.value);
    if (!parse.ok) {
      // A malformed value counts as one naming nobody (RFC 8659 §4.2); it is this CA's business only
      // when it seems to name this CA.
      const seemsToName = looseIssuer(property.value);
      if (seemsToName === profile.issuer || !/^[a-z0-9.-]*$/.test(seemsToName)) {
        consider({
          kind: 'malformed',
          property,
          problem: parse.problem,
          suggestion: suggestIssueValue(property.value, profile),
        });
      } else otherIssuers.push(seemsToName);
      continue;
    }
    const { issuer, parameters } = parse.value;
    if (!profile.namesIssuer(issuer)) {
      if (issuer.toLowerCase().replace(/\.$/, '') === profile.issuer) {
        consider({ kind: 'issuer-not-exact', property, written: issuer });
      } else if (issuer !== '') otherIssuers.push(issuer);
      continue;
    }
    const verdict = judgeAcmeParameters(parameters, profile, settings);
    if (verdict.outcome === 'allows') return { outcome: 'allows', property };
    if (verdict.outcome === 'allows-if')
      conditional ??= { outcome: 'allows-if', property, restrictions: verdict.restrictions };
    else consider({ kind: 'parameters', property, refusal: verdict.refusal });
  }
  if (conditional) return conditional;
  return { outcome: 'refuses', refusal: refusal ?? { kind: 'other-issuers', issuers: [...new Set(otherIssuers)] } };
}
