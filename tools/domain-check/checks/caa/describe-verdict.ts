/**
 * Words for a CAA verdict: the message and fix of the finding, with the record concerned shown in
 * zone-file notation (escaped: the data is hostile) and, where Boulder and the strict RFC reading
 * differ, what the other reading would say.
 */
import { formatCaaProperty } from '../../dns/caa-presentation.ts';
import type { FindingCode } from '../../findings-catalog.ts';
import type { Refusal, Restriction } from './acme-parameters.ts';
import type { CaProfile } from './ca-profile.ts';
import type { CaaMalformation } from './issue-value.ts';
import type { CaaProperty, SetRefusal, SetVerdict } from './judge-caa-set.ts';
import { escapeCaaText } from '../../dns/caa-presentation.ts';

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

const SETTINGS_HINT = {
  account: '--acme-account-uri (or "acmeAccountUri" in the config, or DOMAIN_CHECK_ACME_ACCOUNT_URI)',
  method: '--validation-method (or "validationMethod" in the config, or DOMAIN_CHECK_VALIDATION_METHOD)',
};

const record = (property: CaaProperty): string => formatCaaProperty(property);
const quoted = (text: string): string => `"${escapeCaaText(text)}"`;
const either = (methods: readonly string[]): string => methods.join(' or ');

export function describeMalformation(problem: CaaMalformation, profile: CaProfile): string {
  switch (problem.kind) {
    case 'issuer':
      return `the issuer ${quoted(problem.text)} is not a domain name of letters, digits and hyphens`;
    case 'empty-parameter':
      return 'it has an empty parameter: a ";" after the last parameter, or ";;"';
    case 'parameter-without-equals':
      return `the parameter ${quoted(problem.text)} has no "="`;
    case 'tag':
      return profile.reading === 'boulder'
        ? `the parameter tag ${quoted(problem.text)} holds a character other than a letter or a digit`
        : `the parameter tag ${quoted(problem.text)} is not letters and digits with inner hyphens`;
    case 'value':
      return `the parameter value ${quoted(problem.text)} holds a space, a control or non-ASCII character`;
  }
}

function describeRestriction(restriction: Restriction): string {
  switch (restriction.kind) {
    case 'account':
      return `only for the ACME account ${restriction.accountUri} (accounturi, RFC 8657 §3)`;
    case 'methods':
      return `only when it validates the domain with ${either(restriction.methods)} (validationmethods, RFC 8657 §4)`;
    case 'methods-undefined':
      return 'with two validationmethods parameters, which RFC 8657 does not define: that is up to the CA, and Boulder (Let’s Encrypt) refuses such a record';
  }
}

const RESTRICTION_CODES: Record<Restriction['kind'], FindingCode> = {
  account: 'CAA_ACCOUNTURI_UNCONFIRMED',
  methods: 'CAA_VALIDATIONMETHODS_UNCONFIRMED',
  'methods-undefined': 'CAA_VALIDATIONMETHODS_UNDEFINED',
};

function confirmRestriction(restriction: Restriction, issuer: string): string {
  switch (restriction.kind) {
    case 'account':
      return `Confirm with the platform that its ACME account at ${issuer} is exactly ${restriction.accountUri}, then give it as ${SETTINGS_HINT.account} so this check compares it; if it is not, change or remove accounturi.`;
    case 'methods':
      return `Confirm with the platform that it validates the domain with ${either(restriction.methods)}, then give its method as ${SETTINGS_HINT.method}; if not, add its method to validationmethods or remove the parameter.`;
    case 'methods-undefined':
      return `Merge the two into one validationmethods parameter (validationmethods=a,b), or ask ${issuer} how it reads two.`;
  }
}

function describeRefusal(refusal: Refusal, profile: CaProfile): { code: FindingCode; why: string; fix: string } {
  const unsatisfiable = 'CAA_ACCOUNTURI_UNSATISFIABLE' as const;
  switch (refusal.kind) {
    case 'account-empty':
      return {
        code: unsatisfiable,
        why: 'an empty accounturi, which no account matches (RFC 8657 §3: the value must be a URI)',
        fix: 'Put the platform’s ACME account URI after accounturi=, or remove the parameter.',
      };
    case 'account-duplicated':
      return {
        code: unsatisfiable,
        why: `${refusal.accountUris.length} accounturi parameters, which RFC 8657 §3 makes unsatisfiable`,
        fix: 'Keep one accounturi per record; for several accounts, write one record per account.',
      };
    case 'account-not-uri':
      return {
        code: unsatisfiable,
        why: `accounturi=${escapeCaaText(refusal.accountUri)}, which is not a URI (RFC 8657 §3)`,
        fix: 'Put the platform’s ACME account URI (https://…) after accounturi=, or remove the parameter.',
      };
    case 'account-mismatch':
      return {
        code: 'CAA_ACCOUNTURI_MISMATCH',
        why: `accounturi=${escapeCaaText(refusal.accountUri)}, but the platform’s ACME account is ${refusal.setting}`,
        fix: `Change accounturi to ${refusal.setting}, or remove the parameter.`,
      };
    case 'methods-duplicated':
      return {
        code: 'CAA_VALIDATIONMETHODS_UNSATISFIABLE',
        why: 'two validationmethods parameters: Boulder refuses such a record (va/caa.go, caaValidationMethodMatches), though RFC 8657 does not define it',
        fix: 'Merge them into one validationmethods parameter, such as validationmethods=http-01,dns-01.',
      };
    case 'methods-empty':
      return {
        code: 'CAA_VALIDATIONMETHODS_UNSATISFIABLE',
        why: 'an empty validationmethods, which no validation method satisfies (RFC 8657 §4)',
        fix: 'List the platform’s validation method after validationmethods=, or remove the parameter.',
      };
    case 'methods-invalid':
      return {
        code: 'CAA_VALIDATIONMETHODS_UNSATISFIABLE',
        why: `validationmethods holds ${quoted(refusal.label)}, which is not a method label of letters, digits and hyphens (RFC 8657 §4)`,
        fix: 'Write validationmethods as labels separated by commas, with no empty label or space, such as validationmethods=http-01,dns-01.',
      };
    case 'methods-unknown':
      return {
        code: 'CAA_VALIDATIONMETHODS_UNSATISFIABLE',
        why: `validationmethods=${refusal.methods.map(escapeCaaText).join(',')}, which lists no method ${profile.issuer} uses (it knows ${(profile.validationMethods ?? []).join(', ')}: Boulder core/objects.go, AcmeChallenge.IsValid)`,
        fix: 'List the platform’s validation method (in lower case), or remove the parameter.',
      };
    case 'methods-mismatch':
      return {
        code: 'CAA_VALIDATIONMETHODS_MISMATCH',
        why: `validationmethods allows ${either(refusal.methods.map(escapeCaaText))}, but the platform validates with ${refusal.setting}`,
        fix: `Add ${refusal.setting} to validationmethods, or remove the parameter.`,
      };
  }
}

function describeSetRefusal(refusal: SetRefusal, profile: CaProfile, place: SetPlace): VerdictWords {
  const { where, owner, aliasNote } = place;
  const issuer = profile.issuer;
  switch (refusal.kind) {
    case 'parameters': {
      const words = describeRefusal(refusal.refusal, profile);
      return {
        status: 'fail',
        code: words.code,
        message: `The CAA record ${record(refusal.property)} at ${where} names ${issuer} with ${words.why}, so it authorizes nobody, and no other record allows ${issuer}.`,
        fix: `${words.fix} The record is at ${owner}.${aliasNote}`,
      };
    }
    case 'issuer-not-exact':
      return {
        status: 'fail',
        code: 'CAA_ISSUER_NOT_EXACT',
        message: `The CAA record ${record(refusal.property)} at ${where} writes the issuer as ${quoted(refusal.written)}. Let’s Encrypt (Boulder, va/caa.go) compares it byte for byte with "${issuer}", so it does not count, though DNS names otherwise compare without regard to case (RFC 4343).`,
        fix: `Write the issuer in lower case without a trailing dot: ${owner}. CAA 0 issue "${issuer}" (keep any parameters).${aliasNote}`,
      };
    case 'malformed': {
      const reading = profile.reading === 'boulder' ? 'as Let’s Encrypt (Boulder) reads it' : 'RFC 8659 §4.2';
      const example = refusal.suggestion ?? issuer;
      return {
        status: 'fail',
        code: 'CAA_MALFORMED',
        message: `The CAA record ${record(refusal.property)} at ${where} is malformed (${reading}): ${describeMalformation(refusal.problem, profile)}. A malformed value authorizes nobody, and no other record allows ${issuer}.`,
        fix: `${refusal.suggestion ? 'Write it as' : 'Rewrite it as issuer; tag=value, with no space or non-ASCII character inside a tag or value, for example'} ${owner}. CAA 0 issue "${escapeCaaText(example)}".${aliasNote}`,
      };
    }
    case 'other-issuers': {
      const names = refusal.issuers.map(escapeCaaText);
      return {
        status: 'fail',
        code: 'CAA_BLOCKS_ISSUER',
        message:
          names.length === 0
            ? `The CAA set at ${where} has "issue" properties that name no certificate authority, so ${issuer} cannot issue.`
            : `The CAA set at ${where} allows only ${names.join(', ')}, not ${issuer}, so the certificate cannot be issued.`,
        fix: `Add the CAA record ${owner}. CAA 0 issue "${issuer}" at ${aliasNote ? `the DNS host of ${owner}` : 'your DNS host'} (keep the others you need).${aliasNote}`,
      };
    }
  }
}

export function describeVerdict(verdict: SetVerdict, profile: CaProfile, place: SetPlace): VerdictWords {
  const { where, owner, domain, aliasNote } = place;
  const issuer = profile.issuer;
  switch (verdict.outcome) {
    case 'no-issue-property':
      return {
        status: 'pass',
        code: 'CAA_ALLOWS_ISSUER',
        message: `The CAA set at ${where} has no "issue" property, so it does not restrict issuance for ${domain}.`,
        fix: null,
      };
    case 'allows':
      return {
        status: 'pass',
        code: 'CAA_ALLOWS_ISSUER',
        message: `The CAA set at ${where} allows ${issuer} (${record(verdict.property)}).`,
        fix: null,
      };
    case 'allows-if': {
      const [first] = verdict.restrictions;
      return {
        status: 'warn',
        code: first ? RESTRICTION_CODES[first.kind] : 'CAA_ALLOWS_ISSUER',
        message: `The CAA record ${record(verdict.property)} at ${where} allows ${issuer} ${verdict.restrictions.map(describeRestriction).join(', and ')}. Unless the platform meets that, the certificate is not issued.`,
        fix: `${verdict.restrictions.map((restriction) => confirmRestriction(restriction, issuer)).join(' ')} The record is at ${owner}.${aliasNote}`,
      };
    }
    case 'critical': {
      const flagOne = verdict.properties.every((property) => (property.flags & 128) === 0);
      return {
        status: 'fail',
        code: 'CAA_CRITICAL_UNKNOWN_TAG',
        message: `The CAA set at ${where} has a critical property ${issuer} does not know (${verdict.properties.map(record).join(', ')}), so no certificate is issued.${flagOne ? ' Its flags are 1: Boulder (va/caa.go, filterCAA) reads that bit as critical, as RFC 6844’s bit numbering was misread; RFC 8659 §4.1 makes only 128 critical.' : ''}`,
        fix: `Set the flags of that record at ${owner} to 0, or delete it.${aliasNote}`,
      };
    }
    case 'refuses':
      return describeSetRefusal(verdict.refusal, profile, place);
  }
}
