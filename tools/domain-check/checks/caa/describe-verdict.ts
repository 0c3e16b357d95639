/**
 * Words for a CAA verdict: the message and fix of the finding, with the record concerned in zone-file
 * notation (escaped: the data is hostile). Kept short, since the browser checker ships them; the
 * findings page (findings/catalog.ts) holds the explanations and their sources.
 */
import { escapeCaaText, formatCaaProperty } from '../../dns/caa-presentation.ts';
import type { FindingCode } from '../../findings/catalog.ts';
import type { Refusal, Restriction } from './acme-parameters.ts';
import type { CaProfile } from './ca-profile.ts';
import type { CaaMalformation } from './issue-value.ts';
import type { SetRefusal, SetVerdict } from './judge-caa-set.ts';

export interface VerdictWords {
  readonly status: 'pass' | 'warn' | 'fail';
  readonly code: FindingCode;
  readonly message: string;
  readonly fix: string | null;
}

/** Where the set is, and how to name a record in a fix. */
export interface SetPlace {
  readonly domain: string;
  /** `owner` or `owner (the CNAME target of alias)`. */
  readonly where: string;
  readonly owner: string;
  /** A sentence about the CNAME the set was reached through, or empty. */
  readonly aliasNote: string;
}

const MALFORMATIONS: Record<CaaMalformation['kind'], string> = {
  issuer: 'the issuer is not a domain name',
  'empty-parameter': 'a parameter is empty (";" at the end, or ";;")',
  'parameter-without-equals': 'a parameter has no "="',
  // Boulder allows letters and digits; the RFC also inner hyphens (the malformed branch adds that).
  tag: 'a tag has a character other than letters, digits',
  value: 'a value has a space, control or non-ASCII character',
};

const UNSATISFIABLE_ACCOUNT = 'CAA_ACCOUNTURI_UNSATISFIABLE';
const UNSATISFIABLE_METHODS = 'CAA_VALIDATIONMETHODS_UNSATISFIABLE';
const REFUSALS: Record<Refusal['kind'], readonly [FindingCode, string]> = {
  'account-empty': [UNSATISFIABLE_ACCOUNT, 'its accounturi is empty'],
  'account-not-uri': [UNSATISFIABLE_ACCOUNT, 'its accounturi is not a URI'],
  'account-duplicated': [UNSATISFIABLE_ACCOUNT, 'it has two accounturi'],
  'account-mismatch': ['CAA_ACCOUNTURI_MISMATCH', 'its accounturi is not the platform’s account'],
  'methods-duplicated': [UNSATISFIABLE_METHODS, 'it has two validationmethods'],
  'methods-empty': [UNSATISFIABLE_METHODS, 'its validationmethods is empty'],
  'methods-invalid': [UNSATISFIABLE_METHODS, 'a validationmethods label is not letters, digits and hyphens'],
  'methods-unknown': [UNSATISFIABLE_METHODS, 'its validationmethods lists no method the CA uses'],
  'methods-mismatch': ['CAA_VALIDATIONMETHODS_MISMATCH', 'its validationmethods lacks the platform’s method'],
};

const RESTRICTION_CODES: Record<Restriction['kind'], FindingCode> = {
  account: 'CAA_ACCOUNTURI_UNCONFIRMED',
  methods: 'CAA_VALIDATIONMETHODS_UNCONFIRMED',
  'methods-undefined': 'CAA_VALIDATIONMETHODS_UNDEFINED',
};

/** What the record asks, and what to confirm with the platform. */
function describeRestriction(restriction: Restriction): readonly [asks: string, confirm: string] {
  if (restriction.kind === 'account') {
    return [
      `only for the ACME account ${restriction.accountUri}`,
      `Confirm with the platform that its ACME account is exactly ${restriction.accountUri} (then pass --acme-account-uri), or change accounturi.`,
    ];
  }
  if (restriction.kind === 'methods') {
    const methods = restriction.methods.map(escapeCaaText).join(' or ');
    return [
      `only with the validation method ${methods}`,
      `Confirm with the platform that it validates with ${methods} (then pass --validation-method), or change validationmethods.`,
    ];
  }
  return ['with two validationmethods, which RFC 8657 leaves undefined', 'Merge them into one validationmethods.'];
}

function describeSetRefusal(refusal: SetRefusal, profile: CaProfile, place: SetPlace): VerdictWords {
  const { where, owner, aliasNote } = place;
  const issuer = profile.issuer;
  const noOther = `It authorizes nobody, and no other record allows ${issuer}.`;
  const fail = (code: FindingCode, message: string, fix: string): VerdictWords => ({
    status: 'fail',
    code,
    message,
    fix: `${fix}${aliasNote}`,
  });
  if (refusal.kind === 'other-issuers') {
    const names = refusal.issuers.map(escapeCaaText).join(', ');
    return fail(
      'CAA_BLOCKS_ISSUER',
      names === ''
        ? `The CAA set at ${where} has "issue" properties that name no certificate authority, so ${issuer} cannot issue.`
        : `The CAA set at ${where} allows only ${names}, not ${issuer}, so the certificate cannot be issued.`,
      `Add the CAA record ${owner}. CAA 0 issue "${issuer}" at ${aliasNote ? `the DNS host of ${owner}` : 'your DNS host'} (keep the others you need).`,
    );
  }
  const record = `The CAA record ${formatCaaProperty(refusal.property)} at ${where}`;
  if (refusal.kind === 'parameters') {
    const [code, why] = REFUSALS[refusal.refusal.kind];
    const setting = 'setting' in refusal.refusal ? ` (the platform’s: ${refusal.refusal.setting})` : '';
    return fail(
      code,
      `${record} names ${issuer}, but ${why}${setting}. ${noOther}`,
      `At ${owner}, keep one accounturi with the platform’s ACME account and one validationmethods with its method, or remove them.`,
    );
  }
  if (refusal.kind === 'issuer-not-exact') {
    return fail(
      'CAA_ISSUER_NOT_EXACT',
      `${record} does not count: Let’s Encrypt compares the issuer byte for byte with "${issuer}".`,
      `Write it as ${owner}. CAA 0 issue "${issuer}", in lower case (keep any parameters).`,
    );
  }
  return fail(
    'CAA_MALFORMED',
    `${record} is malformed${profile.reading === 'boulder' ? ' as Let’s Encrypt reads it' : ''}: ${MALFORMATIONS[refusal.problem.kind]}${refusal.problem.kind === 'tag' && profile.reading === 'rfc' ? ' and inner hyphens' : ''}${refusal.problem.kind === 'empty-parameter' ? '' : `, "${escapeCaaText(refusal.problem.text)}"`}. ${noOther}`,
    `Write it as ${owner}. CAA 0 issue "${escapeCaaText(refusal.suggestion ?? issuer)}"${refusal.suggestion ? '' : ', adding parameters as ; tag=value'}.`,
  );
}

export function describeVerdict(verdict: SetVerdict, profile: CaProfile, place: SetPlace): VerdictWords {
  const { where, owner, aliasNote } = place;
  const issuer = profile.issuer;
  switch (verdict.outcome) {
    case 'no-issue-property':
    case 'allows':
      return {
        status: 'pass',
        code: 'CAA_ALLOWS_ISSUER',
        message:
          verdict.outcome === 'allows'
            ? `The CAA set at ${where} allows ${issuer} (${formatCaaProperty(verdict.property)}).`
            : `The CAA set at ${where} has no "issue" property, so it does not restrict issuance for ${place.domain}.`,
        fix: null,
      };
    case 'allows-if': {
      const words = verdict.restrictions.map(describeRestriction);
      return {
        status: 'warn',
        code: RESTRICTION_CODES[verdict.restrictions[0]?.kind ?? 'account'],
        message: `The CAA record ${formatCaaProperty(verdict.property)} at ${where} allows ${issuer} ${words.map(([asks]) => asks).join(' and ')} (RFC 8657).`,
        fix: `${words.map(([, confirm]) => confirm).join(' ')} The record is at ${owner}.${aliasNote}`,
      };
    }
    case 'critical':
      return {
        status: 'fail',
        code: 'CAA_CRITICAL_UNKNOWN_TAG',
        message: `The CAA set at ${where} has a critical property ${issuer} does not know (${verdict.properties.map(formatCaaProperty).join(', ')}), so no certificate is issued.${verdict.properties.every((property) => property.flags < 128) ? ' Let’s Encrypt reads flags 1 as critical.' : ''}`,
        fix: `Set the flags of that record at ${owner} to 0, or delete it.${aliasNote}`,
      };
    case 'refuses':
      return describeSetRefusal(verdict.refusal, profile, place);
  }
}
