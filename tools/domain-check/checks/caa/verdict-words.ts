/**
 * What the caa check says of a relevant set that holds records: each record named in zone-file
 * notation (escaped: the data is hostile). Kept short, since the browser checker downloads them with
 * the CAA judge; the findings page (CAA_DOCS) holds the explanations and their sources.
 */
import { escapeCaaText, formatCaaProperty } from '../../dns/caa-presentation.ts';
import type { CaaData } from '../../dns/codec.ts';
import type { FindingCode } from '../../findings/codes.ts';
import type { HiddenBehaviour } from '../../dns-hosts/profile.ts';
import type { DnsHostTerms } from '../../dns-hosts/words.ts';
import type { WordsOf } from '../../findings/finding-words.ts';
import type { CAA_DOCS } from './words.ts';
import type { CaaMalformation, Refusal, Restriction } from './verdict-facts.ts';
import { whoProcessesParameters } from './acme-parameter-rules.ts';

/** One CA's verdict on the relevant set: whose, where the set is, and how the other reading differs. */
export interface CaaVerdictParams {
  readonly domain: string;
  /** The name whose records make the set. */
  readonly owner: string;
  /** The name whose CNAME leads to `owner`, when the set was reached through one (RFC 8659 §3). */
  readonly alias: string | null;
  readonly platformHost: string;
  /** The CA's issuer domain name. */
  readonly issuer: string;
  /** How the CA reads CAA: Let's Encrypt's Boulder, or RFC 8659 and RFC 8657 to the letter. */
  readonly reading: 'boulder' | 'rfc';
  /** The other reading's verdict when it differs from this one, else null. */
  readonly otherReading: { readonly status: 'pass' | 'warn' | 'fail'; readonly code: FindingCode } | null;
  /** The DNS host of the zone the set is in, when known; null through a CNAME or when unknown. */
  readonly dnsHost?: DnsHostTerms | null;
}

export interface CaaPropertyVerdictParams extends CaaVerdictParams {
  /** The record the verdict is about. */
  readonly property: CaaData;
}

/** The set is where the records sit; through a CNAME, say so, since that name may not be the user's. */
const where = ({ owner, alias }: CaaVerdictParams): string =>
  alias === null ? owner : `${owner} (the CNAME target of ${alias})`;

const aliasNote = ({ owner, alias, platformHost }: CaaVerdictParams): string =>
  alias === null
    ? ''
    : ` CAA follows the CNAME at ${alias} to ${owner}: if ${owner} is not yours, ask whoever runs it, or point ${alias} straight at ${platformHost}.`;

const difference = ({ reading, otherReading }: CaaVerdictParams): string =>
  otherReading === null
    ? ''
    : ` ${reading === 'boulder' ? 'The strict RFC 8659/8657 reading' : 'Let’s Encrypt’s reading'} would be a ${otherReading.status} (${otherReading.code}).`;

type AddedCaa = Extract<HiddenBehaviour, { kind: 'adds-caa' }>;

/** The CAA records the host adds of its own, when its documentation says it does. */
function addedCaaOf(host: DnsHostTerms | null): AddedCaa | null {
  return host?.hides?.find((fact): fact is AddedCaa => fact.kind === 'adds-caa') ?? null;
}

/**
 * "Cloudflare adds CAA records of its own for … (…) when …; its panel does not list them": empty when
 * the host is not known to add any.
 */
function addedCaaWords(host: DnsHostTerms | null): string {
  const added = addedCaaOf(host);
  if (!host || !added) return '';
  return `${host.name} adds CAA records of its own for the certificate authorities it uses (${added.issuers.join(', ')}) ${added.when}; its panel does not list them.`;
}

/**
 * The issuers of the set that the zone's DNS host adds of its own: the resolver sees them, the
 * owner's panel does not list them.
 */
function hostAddedIssuers({ dnsHost, issuers }: CaaVerdictParams & { readonly issuers: readonly string[] }): string {
  const added = addedCaaOf(dnsHost ?? null);
  const seen = issuers.filter((issuer) => added?.issuers.includes(issuer.toLowerCase()));
  if (!dnsHost || !added || seen.length === 0) return '';
  return ` The records for ${seen.map(escapeCaaText).join(', ')} are ones ${dnsHost.name} adds of its own, so its panel does not list them.`;
}

/** At a host that adds CAA records of its own: those are its certificates', not the platform's. */
function hostAddsCaa({ dnsHost, issuer }: CaaVerdictParams): string {
  const words = addedCaaWords(dnsHost ?? null);
  return words === '' ? '' : ` ${words} Do not count on them for ${issuer}: add the record above yourself.`;
}

const theRecord = (params: CaaPropertyVerdictParams): string =>
  `The CAA record ${formatCaaProperty(params.property)} at ${where(params)}`;

const noOther = ({ issuer }: CaaVerdictParams): string => `It authorizes nobody, and no other record allows ${issuer}.`;

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

interface AllowedIfParams extends CaaPropertyVerdictParams {
  readonly restrictions: readonly Restriction[];
}

/** RFC 8657: the record allows the CA only on conditions the platform must confirm. */
const allowedIf = {
  message: (params: AllowedIfParams) => {
    const conditions = params.restrictions.map((restriction) => describeRestriction(restriction)[0]).join(' and ');
    // A condition that already names RFC 8657 needs no second citation.
    const source = conditions.includes('RFC 8657') ? '' : ' (RFC 8657)';
    return `${theRecord(params)} allows ${params.issuer} ${conditions}${source}.${whoProcessesParameters(params.reading, params.issuer)}${difference(params)}`;
  },
  fix: (params: AllowedIfParams) =>
    `${params.restrictions.map((restriction) => describeRestriction(restriction)[1]).join(' ')} The record is at ${params.owner}.${aliasNote(params)}`,
};

const REFUSAL_REASONS: Record<Refusal['kind'], string> = {
  'account-empty': 'its accounturi is empty',
  'account-not-uri': 'its accounturi is not a URI',
  'account-duplicated': 'it has two accounturi',
  'account-mismatch': 'its accounturi is not the platform’s account',
  'methods-duplicated': 'it has two validationmethods',
  'methods-empty': 'its validationmethods is empty',
  'methods-invalid': 'a validationmethods label is not letters, digits and hyphens',
  'methods-unknown': 'its validationmethods lists no method the CA uses',
  'methods-mismatch': 'its validationmethods lacks the platform’s method',
};

interface RefusedParams extends CaaPropertyVerdictParams {
  readonly refusal: Refusal;
}

/** The change that lets the platform's account and method through: exact when the platform's are known. */
function refusalFix({ owner, refusal }: RefusedParams): string {
  if (refusal.kind === 'account-mismatch') {
    return `At ${owner}, change accounturi to the platform’s ACME account, ${escapeCaaText(refusal.setting)}, or remove the parameter.`;
  }
  if (refusal.kind === 'methods-mismatch') {
    return `At ${owner}, add the platform’s method (${escapeCaaText(refusal.setting)}) to validationmethods, or remove the parameter.`;
  }
  return `At ${owner}, keep one accounturi with the platform’s ACME account and one validationmethods with its method, or remove them.`;
}

/** RFC 8657 §3 and §4: the parameters of the record that names the CA make it authorize nobody. */
const refusedByParameters = {
  message: (params: RefusedParams) =>
    `${theRecord(params)} names ${params.issuer}, but ${REFUSAL_REASONS[params.refusal.kind]}${
      'setting' in params.refusal ? ` (the platform’s: ${params.refusal.setting})` : ''
    }. ${noOther(params)}${params.refusal.kind.endsWith('mismatch') ? whoProcessesParameters(params.reading, params.issuer) : ''}${difference(params)}`,
  fix: (params: RefusedParams) => `${refusalFix(params)}${aliasNote(params)}`,
};

const MALFORMATIONS: Record<CaaMalformation['kind'], string> = {
  issuer: 'the issuer is not a domain name',
  'empty-parameter': 'a parameter is empty (";" at the end, or ";;")',
  'parameter-without-equals': 'a parameter has no "="',
  // Boulder allows letters and digits; the RFC also inner hyphens (the message adds that).
  tag: 'a tag has a character other than letters, digits',
  value: 'a value has a space, control or non-ASCII character',
};

interface MalformedParams extends CaaPropertyVerdictParams {
  readonly problem: CaaMalformation;
  /** The value rewritten so that it parses, when the intent is clear. */
  readonly suggestion: string | null;
}

/** What each finding on a relevant CAA set that holds records says. */
export const CAA_VERDICT_WORDS = {
  CAA_ALLOWS_ISSUER: {
    message: (params: CaaVerdictParams & { readonly property: CaaData | null }) =>
      `${
        params.property === null
          ? `The CAA set at ${where(params)} has no "issue" property, so it does not restrict issuance for ${params.domain}.`
          : `The CAA set at ${where(params)} allows ${params.issuer} (${formatCaaProperty(params.property)}).`
      }${difference(params)}`,
  },
  CAA_ACCOUNTURI_UNCONFIRMED: allowedIf,
  CAA_VALIDATIONMETHODS_UNCONFIRMED: allowedIf,
  CAA_VALIDATIONMETHODS_UNDEFINED: allowedIf,
  CAA_CRITICAL_UNKNOWN_TAG: {
    message: (params: CaaVerdictParams & { readonly properties: readonly CaaData[] }) =>
      `The CAA set at ${where(params)} has a critical property ${params.issuer} does not know (${params.properties
        .map(formatCaaProperty)
        .join(', ')}), so no certificate is issued.${
        params.properties.every((property) => property.flags < 128) ? ' Let’s Encrypt reads flags 1 as critical.' : ''
      }${difference(params)}`,
    fix: (params: CaaVerdictParams) =>
      `Set the flags of that record at ${params.owner} to 0, or delete it.${aliasNote(params)}`,
  },
  CAA_BLOCKS_ISSUER: {
    message: (params: CaaVerdictParams & { readonly issuers: readonly string[] }) => {
      const names = params.issuers.map(escapeCaaText).join(', ');
      return `${
        names === ''
          ? `The CAA set at ${where(params)} has "issue" properties that name no certificate authority, so ${params.issuer} cannot issue.`
          : `The CAA set at ${where(params)} allows only ${names}, not ${params.issuer}, so the certificate cannot be issued.`
      }${hostAddedIssuers(params)}${difference(params)}`;
    },
    fix: (params: CaaVerdictParams) =>
      `Add the CAA record ${params.owner}. CAA 0 issue "${params.issuer}" at ${
        params.alias === null ? 'your DNS host' : `the DNS host of ${params.owner}`
      } (keep the others you need).${hostAddsCaa(params)}${aliasNote(params)}`,
  },
  CAA_ACCOUNTURI_UNSATISFIABLE: refusedByParameters,
  CAA_ACCOUNTURI_MISMATCH: refusedByParameters,
  CAA_VALIDATIONMETHODS_UNSATISFIABLE: refusedByParameters,
  CAA_VALIDATIONMETHODS_MISMATCH: refusedByParameters,
  CAA_ISSUER_NOT_EXACT: {
    message: (params: CaaPropertyVerdictParams) =>
      `${theRecord(params)} does not count: Let’s Encrypt compares the issuer byte for byte with "${params.issuer}".${difference(params)}`,
    fix: (params: CaaPropertyVerdictParams) =>
      `Write it as ${params.owner}. CAA 0 issue "${params.issuer}", in lower case (keep any parameters).${aliasNote(params)}`,
  },
  CAA_MALFORMED: {
    message: (params: MalformedParams) => {
      const { problem, reading } = params;
      return `${theRecord(params)} is malformed${reading === 'boulder' ? ' as Let’s Encrypt reads it' : ''}: ${MALFORMATIONS[problem.kind]}${
        problem.kind === 'tag' && reading === 'rfc' ? ' and inner hyphens' : ''
      }${problem.kind === 'empty-parameter' ? '' : `, "${escapeCaaText(problem.text)}"`}. ${noOther(params)}${difference(params)}`;
    },
    fix: (params: MalformedParams) =>
      `Write it as ${params.owner}. CAA 0 issue "${escapeCaaText(params.suggestion ?? params.issuer)}"${
        params.suggestion ? '' : ', adding parameters as ; tag=value'
      }.${aliasNote(params)}`,
  },
} satisfies WordsOf<keyof typeof CAA_DOCS>;
