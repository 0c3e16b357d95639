/**
 * The documented `--json` output of domain-check, for the findings page: every field of what
 * `check`, `watch`, `remove-plan` and `validate` print, with its JSON type and meaning. The field names are
 * checked against the tool's own types by the compiler (a field the types add or drop is a type
 * error here), and against real output of the CLI by test/site/build/domain-check-json.test.ts.
 */
import {
  CHECK_IDS,
  type CheckStatus,
  type ConfigErrorCode,
  type ConfigIssue,
  type DnsHostReport,
  type DomainKind,
  type DomainReport,
  type DomainRole,
  type DomainState,
  type DomainSummary,
  type RenewalSummary,
  type Evidence,
  type JsonFinding,
  type RemovalPlan,
  type RemovalStep,
  type Report,
  type ReportStatus,
  type ResolverTraits,
  type ValidateJson,
} from '@petstore-docs/domain-check/catalogue';

export interface JsonField {
  /** Where the field sits: `domains[].checks[].code` (`[]`: each element of an array). */
  readonly path: string;
  /** The JSON type: `string`, `number`, `boolean`, `array`, `object`, or `string or null`. */
  readonly type: string;
  /** The only values the field takes, when they are a fixed set. */
  readonly values?: readonly (string | number | null)[];
  readonly description: string;
}

type FieldDoc = Omit<JsonField, 'path'>;

/**
 * Every member of a string union, checked by the compiler: a value the union lacks, or a member
 * left out, is a type error. So the lists below cannot drift from the tool's types.
 */
function everyValueOf<T extends string>() {
  return <const V extends readonly T[]>(
    values: V & ([T] extends [V[number]] ? unknown : { missing: Exclude<T, V[number]> }),
  ): V => values;
}

export const REPORT_STATUSES = everyValueOf<ReportStatus>()([
  'ready',
  'action-required',
  'propagating',
  'inconclusive',
]);
export const CHECK_STATUSES = everyValueOf<CheckStatus>()(['pass', 'warn', 'fail', 'skip', 'error']);
const DOMAIN_ROLES = everyValueOf<DomainRole>()(['primary', 'redirect']);
const DOMAIN_KINDS = everyValueOf<DomainKind>()(['apex', 'subdomain']);
const DOMAIN_STATES = everyValueOf<DomainState>()([
  'ready',
  'action-required',
  'propagating',
  'waiting-for-certificate',
  'inconclusive',
]);
const CONFIG_ERROR_CODES = everyValueOf<ConfigErrorCode>()(['CONFIG_JSON_SYNTAX', 'CONFIG_INVALID']);
const STEP_STATUSES = everyValueOf<RemovalStep['status']>()(['pass', 'fail', 'error', 'warn']);

/** What each key of `T` means: every key of `T` and no other, so the compiler holds it to the tool's type. */
type FieldDocs<T> = { readonly [K in keyof T]-?: FieldDoc };

/** The fields of one object of the output, in the order the tool writes them, under `prefix`. */
function fieldsOf(prefix: string, docs: Readonly<Record<string, FieldDoc>>): JsonField[] {
  return Object.entries(docs).map(([key, doc]) => ({ path: `${prefix}${key}`, ...doc }));
}

const reportFields = (prefix: string): JsonField[] => [
  ...fieldsOf(prefix, {
    schemaVersion: {
      type: 'number',
      values: [1],
      description: 'The version of this shape.',
    },
    status: {
      type: 'string',
      values: REPORT_STATUSES,
      description: 'The verdict of the run, as in the exit codes above.',
    },
    domains: { type: 'array', description: 'One entry per domain checked: the primary and every redirect source.' },
    resolvers: {
      type: 'array',
      description:
        'One entry per resolver asked, with what it does besides resolving, from the questions asked beside the first lookups.',
    },
  } satisfies FieldDocs<Report>),
  ...fieldsOf(`${prefix}resolvers[].`, {
    resolver: { type: 'string', description: 'The resolver, as evidence names it.' },
    validates: {
      type: 'boolean or null',
      description:
        "Whether it validates DNSSEC: the AD bit on the root zone's signed SOA (RFC 4035 §3.2.3); null when its answer held no signature.",
    },
    nxdomainRewrite: {
      type: 'array',
      description:
        'The addresses it answers for a name that cannot exist (NXDOMAIN rewriting); empty when it says NXDOMAIN.',
    },
    dns64Prefixes: {
      type: 'array',
      description:
        'The prefixes it synthesizes AAAA records in (DNS64), learnt from ipv4only.arpa (RFC 7050 §3); empty when none.',
    },
  } satisfies FieldDocs<ResolverTraits>),
  ...fieldsOf(`${prefix}domains[].`, {
    domain: { type: 'string', description: 'The domain, in lower case and ASCII (Punycode) form.' },
    role: {
      type: 'string',
      values: DOMAIN_ROLES,
      description:
        'primary: the domain the site is served at. redirect: a redirect source of domains.json. Domains named on the command line are primaries.',
    },
    kind: {
      type: 'string',
      values: DOMAIN_KINDS,
      description: 'apex: the apex of its zone, which takes an ALIAS or ANAME record. subdomain: it takes a CNAME.',
    },
    checks: { type: 'array', description: 'The findings about this domain: one or more per check that ran.' },
    dnsHost: {
      type: 'object',
      description:
        "The DNS host of the domain's zone, told by its NS names; absent when they could not be found. Fixes done in the DNS panel are worded for it when it is known.",
    },
  } satisfies FieldDocs<DomainReport>),
  ...fieldsOf(`${prefix}domains[].dnsHost.`, {
    id: {
      type: 'string or null',
      description:
        "The host's id in domain-check's table of DNS hosts (cloudflare, route-53, …); null when the NS names match no single known host.",
    },
    name: {
      type: 'string or null',
      description:
        "The host's name (Cloudflare); null when it is not known: nothing is guessed, and the NS names name it.",
    },
    nameservers: { type: 'array', description: "The zone's NS names the host was told by, sorted." },
    sharedBy: {
      type: 'array',
      description:
        'Present when these NS names are shared by several services (Google Cloud DNS and Squarespace Domains): their names. No host is named then.',
    },
  } satisfies FieldDocs<DnsHostReport>),
  ...fieldsOf(`${prefix}domains[].checks[].`, {
    id: { type: 'string', values: CHECK_IDS, description: 'The check that made the finding.' },
    status: {
      type: 'string',
      values: CHECK_STATUSES,
      description:
        'pass, warn or fail; skip when the check does not apply or lacks an input; error when a lookup or connection failed.',
    },
    code: {
      type: 'string',
      description: 'The finding code: match on it rather than on the message. Each code has a section on this page.',
    },
    message: { type: 'string', description: 'What was found, in words, with the names and values involved.' },
    fix: { type: 'string or null', description: 'What to do about it; null when there is nothing to do.' },
    evidence: { type: 'array', description: 'The facts the finding rests on, one per answer; may be empty.' },
    params: {
      type: 'object',
      description:
        'The facts the message and fix were made from: names, values and, for CHECK_SKIPPED, the reason the check did not run. Its keys are set per code and stable with the code, so a program can read them rather than the message.',
    },
    docs: {
      type: 'string',
      description:
        "The full URL of the code's section in these docs; only its path on the docs site when domain-check was built without the docs' address (PETSTORE_SITE_URL).",
    },
  } satisfies FieldDocs<JsonFinding>),
  ...fieldsOf(`${prefix}domains[].checks[].evidence[].`, {
    server: {
      type: 'string',
      description:
        'The server asked: an address, with its port unless 53 (for the live checks, the HTTPS or HTTP port).',
    },
    name: {
      type: 'string',
      description:
        'The name asked about: a DNS name, the TLS server name, or the URL requested. DNS names are written as in a zone file (RFC 1035 §5.1): a dot or backslash inside a label as \\. or \\\\, other bytes outside printable ASCII as \\DDD.',
    },
    type: { type: 'string', description: 'The DNS record type (A, CNAME, CAA …), or TLS or HTTP for the live checks.' },
    ttl: { type: 'number or null', description: 'The record’s TTL in seconds; null when no record came back.' },
    data: {
      type: 'string',
      description:
        'The record’s data as in a zone file, or what came back instead (NXDOMAIN, a status, a certificate).',
    },
  } satisfies FieldDocs<Evidence>),
];

/** `check --json` (also `check --live --json`): the report. */
export const CHECK_FIELDS: readonly JsonField[] = reportFields('');

/**
 * `watch --json` (and `watch` into a pipe): one report per line, per run, with these fields added.
 * The `watch` object is built in the watch command itself; its fields are checked against real output.
 */
export const WATCH_FIELDS: readonly JsonField[] = [
  { path: 'watch', type: 'object', description: 'About this run of watch.' },
  { path: 'watch.run', type: 'number', description: 'The run’s number, from 1.' },
  { path: 'watch.at', type: 'string', description: 'When the run finished, as an ISO 8601 date-time in UTC.' },
  {
    path: 'watch.nextTryAt',
    type: 'string or null',
    description: 'When the next run starts (ISO 8601, UTC); null when watch stops after this run.',
  },
  { path: 'watch.reason', type: 'string or null', description: 'Why the next run is then; null when there is none.' },
  { path: 'watch.domains', type: 'array', description: 'Where each domain stands, in the order of domains.' },
  ...fieldsOf('watch.domains[].', {
    domain: { type: 'string', description: 'The domain.' },
    state: { type: 'string', values: DOMAIN_STATES, description: 'Where the domain stands.' },
    waitingFor: {
      type: 'string',
      description: 'What has to happen before the domain is ready, in one line; empty when it is ready.',
    },
    renewal: {
      type: 'object',
      description:
        'When the certificate the domain serves is due for renewal; absent when the domain is not ready or serves no valid certificate. The same window is in the params (life.window) of the TLS_VALID or TLS_RENEWAL_LATE finding.',
    },
  } satisfies FieldDocs<DomainSummary>),
  ...fieldsOf('watch.domains[].renewal.', {
    basis: {
      type: 'string',
      values: ['ari', 'lifetime'],
      description:
        'ari: the window the certificate authority suggests through ACME Renewal Information (RFC 9773); lifetime: when a third of the certificate’s lifetime is left, where ACME clients renew.',
    },
    start: { type: 'string', description: 'When renewal becomes due (ISO 8601, UTC).' },
    end: { type: 'string', description: 'When renewal is late: the end of the window (ISO 8601, UTC).' },
    late: { type: 'boolean', description: 'true when the run came after end.' },
  } satisfies FieldDocs<RenewalSummary>),
];

/**
 * `remove-plan DOMAIN --json`: whether removing DOMAIN is safe. Its `domains` are those of the
 * check report, for the one domain.
 */
export const REMOVE_PLAN_FIELDS: readonly JsonField[] = [
  { path: 'schemaVersion', type: 'number', values: [1], description: 'The version of this shape, as for check.' },
  {
    path: 'status',
    type: 'string',
    values: REPORT_STATUSES.filter((status) => status !== 'propagating'),
    description: 'ready when removal is safe; the exit code follows it, as for check.',
  },
  { path: 'removal', type: 'object', description: 'The removal plan.' },
  ...fieldsOf('removal.', {
    domain: { type: 'string', description: 'The domain to remove.' },
    primary: { type: 'string', description: 'The primary of domains.json, where its visitors should be sent.' },
    safe: { type: 'boolean', description: 'true when the domain can be removed without losing its visitors.' },
    status: { type: 'string', description: 'The same as status above.' },
    steps: {
      type: 'array',
      description:
        'The steps, in order: the redirect in domains.json, then the live redirect on http and on https, REMOVE_SAFE when all pass, and then each validation record to delete after the removal (REMOVE_DELETE_VALIDATION_RECORD, status warn). A refused removal has one step.',
    },
  } satisfies FieldDocs<RemovalPlan>),
  ...fieldsOf('removal.steps[].', {
    status: {
      type: 'string',
      values: STEP_STATUSES,
      description: 'Whether the step is done, missing or unknown; warn for a step to take after the removal.',
    },
    code: {
      type: 'string',
      description: 'The step’s code: one of the REMOVE_ codes, with the redirect check on this page.',
    },
    params: {
      type: 'object',
      description:
        'The facts the message and fix were made from (the domain, the primary, the URL asked, the redirect finding it rests on), keyed per code and stable with the code.',
    },
    message: { type: 'string', description: 'What was found, in words.' },
    fix: { type: 'string or null', description: 'What to do; null when the step is done.' },
  } satisfies FieldDocs<RemovalStep>),
  {
    path: 'domains',
    type: 'array',
    description:
      'The findings of the checks run on the domain, as domains in check --json; empty when removal is refused.',
  },
];

/** `validate --json`: whether the config is valid, and every problem found in it. */
export const VALIDATE_FIELDS: readonly JsonField[] = [
  ...fieldsOf('', {
    schemaVersion: { type: 'number', values: [1], description: 'The version of this shape, as for check.' },
    valid: {
      type: 'boolean',
      description: 'true when the config is valid (exit code 0); false when it has problems (exit code 2).',
    },
    file: { type: 'string', description: 'The config file read: the --config given, or ./domains.json.' },
    code: {
      type: 'string or null',
      values: [...CONFIG_ERROR_CODES, null],
      description:
        'CONFIG_JSON_SYNTAX when the file is not JSON; CONFIG_INVALID when it is JSON but not a valid config; null when valid.',
    },
    problems: {
      type: 'array',
      description:
        'Every problem found, in one pass: the shape (types, unknown keys, hostnames) and the rules between fields (every redirect points at the primary, no domain redirects twice). Empty when valid.',
    },
  } satisfies FieldDocs<ValidateJson>),
  ...fieldsOf('problems[].', {
    path: {
      type: 'string',
      description:
        'Where the problem is, as a JSON path such as redirects[1].to; empty for the whole file (a JSON syntax error gives its line and column in the message).',
    },
    message: { type: 'string', description: 'What is wrong and what to write instead.' },
  } satisfies FieldDocs<ConfigIssue>),
];
