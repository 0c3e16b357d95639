/**
 * One example of each domain-check finding, for its section on the findings page: the params a
 * check would give, which the tool's own formatter turns into the message and fix the CLI prints.
 * The compiler holds the examples to the codes: a code without an example, or an example whose
 * params do not fit the code's words, is a type error. Every name and address is a reserved example
 * (RFC 2606, RFC 5737, RFC 3849), except the platform host, which is the deployment's setting, and
 * the certificate authority, which is domain-check's default.
 */
import {
  DEFAULT_CA,
  APEX_CAPABLE_HOSTS,
  DNS_HOSTS,
  dnsHostTermsOf,
  type DnsHostTerms,
  type ExampleParams,
  type FindingCode,
} from '@petstore-docs/domain-check/catalogue';

/** Every finding code's example params; a code whose words are missing has no `ExampleParams`. */
export type FindingExamples = { readonly [Code in FindingCode]: ExampleParams<Code> };

const domain = 'docs.example.com';
const apex = 'example.com';
const redirectSource = 'www.example.com';
const resolver = '192.0.2.53';
const nameservers = ['ns1.example.net', 'ns2.example.net'];
const servedBy = { hosts: ['example.net'], nameservers };
const ns1 = { name: 'ns1.example.net', address: '192.0.2.1' };
const ns2 = { name: 'ns2.example.net', address: '192.0.2.2' };
/** The certificate authority domain-check asks about unless told otherwise (`--ca`). */
const caaIssuer = DEFAULT_CA;
/** The host whose words the examples of host-worded fixes show: one with a proxy and CNAME flattening. */
const exampleHost = DNS_HOSTS.find((host) => host.proxy !== undefined);
if (!exampleHost) throw new Error('the DNS host table has no host with a proxy mode');
const dnsHost: DnsHostTerms = dnsHostTermsOf(exampleHost, APEX_CAPABLE_HOSTS);
const accountUri = 'https://acme.example.net/acct/1';
const certificate = {
  subject: domain,
  issuer: 'Example CA',
  sans: [domain],
  validFrom: '2026-10-01T00:00:00.000Z',
  validTo: '2026-12-30T00:00:00.000Z',
  fingerprint256: 'AB:CD:EF',
};
const servers = { addresses: ['192.0.2.10', '2001:db8::10'], port: 443 };
const redirect = { from: redirectSource, to: domain, schemes: ['http', 'https'] } as const;
const requestFound = {
  url: `https://${redirectSource}/`,
  primary: domain,
  answer: '200 OK',
  foundCode: 'REDIRECT_NOT_REDIRECTING',
  foundFix: null,
};

/** Every code's example, for the platform host that the site's settings give. */
export function findingExamples(platformHost: string): FindingExamples {
  const cname = { domain, platformHost };
  const caaVerdict = {
    domain,
    owner: domain,
    alias: null,
    platformHost,
    issuer: caaIssuer,
    reading: 'boulder',
    otherReading: null,
  } as const;
  const caaRecord = (tag: string, value: string) => ({ ...caaVerdict, property: { flags: 0, tag, value } });
  return {
    HOSTNAME_OK: { domain },
    HOSTNAME_INVALID: { domain: 'docs example.com', reason: '"docs example.com" contains a space; remove it' },
    ZONE_APEX: { domain: apex },
    ZONE_SUBDOMAIN: { domain, zone: apex },
    ZONE_DELEGATED_SUBDOMAIN: { domain: 'docs.team.example.com', registrable: apex },
    ZONE_NOT_REGISTERED: { name: apex },
    ZONE_LOOKUP_FAILED: { domain, detail: 'SERVFAIL' },
    NAMESERVERS_OK: { servedBy, apex, answering: 2, serials: [2026112401] },
    NAMESERVER_NOT_ANSWERING: { servedBy, apex, server: ns2, detail: 'timeout', noneAnswered: false },
    NAMESERVER_NOT_AUTHORITATIVE: {
      servedBy,
      apex,
      server: ns2,
      delegatedByParent: true,
      failure: 'REFUSED',
      authoritative: false,
    },
    NAMESERVER_SERIALS_DIFFER: {
      servedBy,
      apex,
      serials: [
        { serial: 2026112401, servers: [ns1] },
        { serial: 2026112301, servers: [ns2] },
      ],
    },
    NAMESERVERS_LOOKUP_FAILED: { apex, detail: 'SERVFAIL' },
    NAMESERVER_ANSWERS_DIFFER: {
      servedBy,
      apex,
      name: domain,
      type: 'CNAME',
      answers: [
        { records: [`${platformHost}.`], nxdomain: false, servers: [ns1] },
        { records: [], nxdomain: true, servers: [ns2] },
      ],
      serials: [
        { serial: 2026112401, servers: [ns1] },
        { serial: 2026112301, servers: [ns2] },
      ],
    },
    DELEGATION_PROPAGATING: {
      apex,
      registry: servedBy,
      resolver,
      cachedNs: ['ns1.example.org', 'ns2.example.org'],
      cachedSeconds: 3600,
      registryTtl: 172800,
    },
    DELEGATION_NS_DIFFER: { servedBy, apex, registry: servedBy, zoneNs: ['ns1.example.net', 'ns3.example.net'] },
    CNAME_OK: cname,
    CNAME_MISSING: cname,
    CNAME_MISMATCH: { ...cname, target: 'cname.docs-platform.example.org' },
    CNAME_INDIRECT: { ...cname, target: 'docs-target.example.com' },
    CNAME_HAS_SCHEME: { ...cname, target: `https://${platformHost}` },
    CNAME_HAS_PATH: { ...cname, target: `${platformHost}/docs` },
    CNAME_ZONE_APPENDED: { ...cname, target: `${platformHost}.${apex}`, zoneApex: apex },
    CNAME_OWNER_DOUBLED: { ...cname, doubledName: `${domain}.${apex}`, label: 'docs' },
    CNAME_TARGET_UNRESOLVABLE: { ...cname, target: 'cname.docs-platfrom.example', outcome: 'nxdomain' },
    CNAME_LOOP: { ...cname, loop: [domain, 'docs-target.example.com', domain] },
    CNAME_FROM_WILDCARD: { ...cname, target: 'hosting.example.net', wildcard: `*.${apex}` },
    CNAME_LOOKUP_FAILED: { domain, target: null, detail: 'SERVFAIL' },
    CONFLICTS_NONE: { domain },
    CONFLICTING_A_RECORD: { domain, values: '192.0.2.80', dnsHost: null },
    CONFLICTING_AAAA_RECORD: { domain, values: '2001:db8::80', dnsHost: null },
    CONFLICTING_MX_RECORD: { domain, values: '10 mail.example.com.', dnsHost: null },
    CONFLICTING_TXT_RECORD: { domain, values: '"v=spf1 -all"', dnsHost: null },
    CONFLICT_PROXIED: {
      domain,
      recordName: `docs (${domain})`,
      platformHost,
      addresses: ['104.16.0.10', '104.16.0.11'],
      dnsHost,
    },
    CONFLICT_FROM_WILDCARD: { domain, answers: [{ type: 'A', values: '192.0.2.80' }], wildcard: `*.${apex}` },
    CONFLICTS_LOOKUP_FAILED: { domain, type: 'A', detail: 'SERVFAIL' },
    TTL_OK: { domain, type: 'CNAME' },
    TTL_DIFFERS: { domain, type: 'CNAME', ttl: 300 },
    DNSSEC_OK: { domain, validated: true, resolvers: [resolver] },
    DNSSEC_BROKEN: { domain, resolver },
    DNSSEC_SIGNATURE_EXPIRED: { domain, resolver },
    DNSSEC_DS_MATCHES_NO_KEY: { domain, resolver },
    DNSSEC_BOGUS: { domain, resolver },
    DNSSEC_TARGET_ZONE_BOGUS: {
      domain,
      resolver,
      target: 'cname.example.net',
      extendedErrors: [{ infoCode: 7, extraText: 'signature expired' }],
    },
    DNSSEC_SERVFAIL: { domain, resolver, extendedErrors: [{ infoCode: 22, extraText: 'all nameservers timed out' }] },
    DNSSEC_LOOKUP_FAILED: { domain, resolver, detail: 'timeout' },
    PROPAGATION_OK: { resolvers: [resolver, '198.51.100.53'] },
    PROPAGATING: {
      expected: `${platformHost}.`,
      seen: 'NXDOMAIN',
      resolver,
      remainingSeconds: 1200,
      cachedNegative: true,
    },
    PROPAGATION_AUTHORITATIVE_WRONG: { domain, type: 'CNAME', served: 'hosting.example.net.', server: ns1.address },
    PROPAGATION_LOOKUP_FAILED: { domain, type: 'CNAME', resolver, detail: 'timeout' },
    APEX_OK: { domain: apex, platformHost, addresses: ['192.0.2.10'], resolversAsked: 2, cachingResolvers: [] },
    APEX_ADDRESSES_PARTIAL: {
      domain: apex,
      platformHost,
      foreign: ['192.0.2.80'],
      elsewhere: [],
      seenAt: null,
      dnsHost: null,
    },
    APEX_FOREIGN_ADDRESS: {
      domain: apex,
      platformHost,
      foreign: ['192.0.2.80'],
      elsewhere: [],
      seenAt: null,
      dnsHost: null,
      platformAddresses: ['192.0.2.10'],
    },
    APEX_NO_ADDRESS: { domain: apex, platformHost, seenAt: null, dnsHost: null },
    APEX_CNAME: { domain: apex, platformHost, target: platformHost, mx: ['10 mail.example.com.'], dnsHost: null },
    APEX_STRAY_AAAA: {
      domain: apex,
      platformHost,
      foreign: ['2001:db8::80'],
      elsewhere: [],
      seenAt: null,
      dnsHost: null,
    },
    APEX_PROXIED: { domain: apex, platformHost, addresses: ['104.16.0.10', '104.16.0.11'], dnsHost },
    APEX_LOOKUP_FAILED: {
      domain: apex,
      platformHost,
      resolversAsked: 2,
      failedResolvers: [resolver],
      failure: { kind: 'apex-lookup', detail: 'timeout' },
    },
    CAA_NONE: { domain },
    CAA_ALLOWS_ISSUER: { ...caaVerdict, property: { flags: 0, tag: 'issue', value: caaIssuer } },
    CAA_BLOCKS_ISSUER: { ...caaVerdict, issuers: ['ca.example.net'] },
    CAA_MALFORMED: {
      ...caaRecord('issue', `${caaIssuer};`),
      problem: { kind: 'empty-parameter', text: ';' },
      suggestion: caaIssuer,
    },
    CAA_ISSUER_NOT_EXACT: caaRecord('issue', caaIssuer.toUpperCase()),
    CAA_ACCOUNTURI_UNCONFIRMED: {
      ...caaRecord('issue', `${caaIssuer}; accounturi=${accountUri}`),
      restrictions: [{ kind: 'account', accountUri: accountUri }],
    },
    CAA_ACCOUNTURI_MISMATCH: {
      ...caaRecord('issue', `${caaIssuer}; accounturi=${accountUri}`),
      refusal: {
        kind: 'account-mismatch',
        accountUri: accountUri,
        setting: 'https://acme.example.net/acct/2',
      },
    },
    CAA_ACCOUNTURI_UNSATISFIABLE: {
      ...caaRecord('issue', `${caaIssuer}; accounturi=`),
      refusal: { kind: 'account-empty' },
    },
    CAA_VALIDATIONMETHODS_UNCONFIRMED: {
      ...caaRecord('issue', `${caaIssuer}; validationmethods=dns-01`),
      restrictions: [{ kind: 'methods', methods: ['dns-01'] }],
    },
    CAA_VALIDATIONMETHODS_MISMATCH: {
      ...caaRecord('issue', `${caaIssuer}; validationmethods=dns-01`),
      refusal: { kind: 'methods-mismatch', methods: ['dns-01'], setting: 'http-01' },
    },
    CAA_VALIDATIONMETHODS_UNSATISFIABLE: {
      ...caaRecord('issue', `${caaIssuer}; validationmethods=`),
      refusal: { kind: 'methods-empty' },
    },
    CAA_VALIDATIONMETHODS_UNDEFINED: {
      ...caaRecord('issue', `${caaIssuer}; validationmethods=http-01; validationmethods=dns-01`),
      restrictions: [{ kind: 'methods-undefined' }],
    },
    CAA_CRITICAL_UNKNOWN_TAG: { ...caaVerdict, properties: [{ flags: 128, tag: 'tbs', value: 'unknown' }] },
    CAA_LOOKUP_FAILED: { name: domain, detail: 'SERVFAIL' },
    CAA_DNS_HOST_FAILS: {
      name: domain,
      answers: [
        { server: ns1.address, rcode: 'SERVFAIL' },
        { server: ns2.address, rcode: 'SERVFAIL' },
      ],
    },
    TLS_VALID: { ...servers, domain, certificate, daysLeft: 36 },
    TLS_EXPIRING_SOON: { ...servers, domain, certificate, daysLeft: 5 },
    TLS_NO_CERTIFICATE: {
      ...servers,
      domain,
      certificate: null,
      blocker: { kind: 'propagating' },
      errorCode: 'ECONNRESET',
      detail: 'the connection was reset during the handshake',
    },
    TLS_SELF_SIGNED: {
      ...servers,
      domain,
      certificate: { ...certificate, issuer: domain },
      blocker: { kind: 'none' },
    },
    TLS_UNTRUSTED: {
      ...servers,
      domain,
      certificate,
      blocker: { kind: 'none' },
      detail: 'unable to get local issuer certificate',
    },
    TLS_NAME_MISMATCH: {
      ...servers,
      domain,
      certificate: { ...certificate, subject: platformHost, sans: [platformHost] },
      blocker: { kind: 'propagating' },
    },
    TLS_EXPIRED: {
      ...servers,
      domain,
      certificate: { ...certificate, validTo: '2026-11-20T00:00:00.000Z' },
      blocker: { kind: 'none' },
      daysAgo: 4,
    },
    TLS_ADDRESSES_DIFFER: {
      domain,
      answers: [
        { address: '192.0.2.10', outcome: 'valid', detail: 'valid until 2026-12-30' },
        { address: '192.0.2.11', outcome: 'expired', detail: 'a certificate that expired on 2026-11-20' },
      ],
    },
    REDIRECT_OK: { from: redirectSource, to: domain, deepPath: '/guides/?ref=example' },
    REDIRECT_WRONG_STATUS: {
      ...redirect,
      problems: [
        { kind: 'wrong-status', url: `http://${redirectSource}/`, status: 302, location: `https://${domain}/` },
        { kind: 'wrong-status', url: `https://${redirectSource}/`, status: 302, location: `https://${domain}/` },
      ],
    },
    REDIRECT_CHAIN: {
      ...redirect,
      problems: [
        {
          kind: 'chain',
          start: `http://${redirectSource}/`,
          urls: [`http://${redirectSource}/`, `https://${redirectSource}/`, `https://${domain}/`],
          redirects: 2,
        },
      ],
      schemes: ['http'],
    },
    REDIRECT_WRONG_TARGET: {
      ...redirect,
      problems: [
        {
          kind: 'wrong-target',
          start: `https://${redirectSource}/`,
          urls: [`https://${redirectSource}/`, `https://${apex}/`],
          endsAt: apex,
          target: domain,
        },
      ],
      schemes: ['https'],
    },
    REDIRECT_OFFSITE: {
      ...redirect,
      problems: [{ kind: 'offsite', url: `https://${redirectSource}/`, location: 'https://example.org/' }],
      schemes: ['https'],
    },
    REDIRECT_TO_HTTP: {
      ...redirect,
      problems: [{ kind: 'to-http', url: `https://${redirectSource}/`, location: `http://${domain}/` }],
      schemes: ['https'],
    },
    REDIRECT_LOOP: {
      ...redirect,
      problems: [
        {
          kind: 'loop',
          start: `https://${redirectSource}/`,
          urls: [`https://${redirectSource}/`, `https://${domain}/`],
          backTo: `https://${redirectSource}/`,
        },
      ],
      schemes: ['https'],
    },
    REDIRECT_PATH_DROPPED: {
      ...redirect,
      problems: [
        {
          kind: 'path-dropped',
          start: `https://${redirectSource}/guides/?ref=example`,
          location: `https://${domain}/`,
          wanted: '/guides/?ref=example',
          target: domain,
        },
      ],
      schemes: ['https'],
    },
    REDIRECT_NOT_REDIRECTING: {
      ...redirect,
      problems: [
        { kind: 'not-redirecting', url: `http://${redirectSource}/`, status: 200, location: null },
        { kind: 'not-redirecting', url: `https://${redirectSource}/`, status: 200, location: null },
      ],
    },
    REDIRECT_UNREACHABLE: {
      ...redirect,
      ranDnsChecks: true,
      problems: [
        { kind: 'timeout', url: `http://${redirectSource}/` },
        { kind: 'timeout', url: `https://${redirectSource}/` },
      ],
    },
    PRIMARY_OK: { url: `https://${domain}/`, status: 200, statusLine: '200 OK', sameHostPath: null },
    PRIMARY_REDIRECTED: {
      url: `https://${domain}/`,
      domain,
      status: 301,
      location: `https://${apex}/`,
      locationHost: apex,
    },
    PRIMARY_ERROR_STATUS: { domain, url: `https://${domain}/`, statusLine: '404 Not Found' },
    PRIMARY_UNREACHABLE: {
      url: `https://${domain}/`,
      domain,
      outcome: 'refused',
      detail: 'connection refused (ECONNREFUSED)',
      blocker: { kind: 'none' },
    },
    LIVE_NO_ADDRESS: { host: domain, firstDnsProblem: null },
    LIVE_LOOKUP_FAILED: { host: domain, detail: 'SERVFAIL' },
    LIVE_TIMEOUT: { request: 'http', url: `https://${domain}/` },
    LIVE_UNREACHABLE: {
      request: 'tls',
      domain,
      ...servers,
      detail: 'this machine has no route to 192.0.2.10:443 (ENETUNREACH)',
    },
    RESOLVER_UNREACHABLE: {
      domain,
      resolver,
      failure: 'no-route',
      errorCode: 'ENETUNREACH',
      detail: `could not reach ${resolver} for ${domain} SOA: connect ENETUNREACH ${resolver}:53`,
      ipv6: false,
    },
    RESOLVER_NOT_RESOLVING: {
      domain,
      resolver,
      answer: 'refused',
      detail: `REFUSED from ${resolver} for . SOA (Extended DNS Error 20, Not Authoritative)`,
      ipv6: false,
    },
    DELEGATION_MISSING_GLUE: { zone: apex, parentZone: 'com', nameservers: ['ns1.example.com', 'ns2.example.com'] },
    DELEGATION_LAME: {
      zone: domain,
      parentZone: apex,
      servers: [{ name: 'ns1.example.org', address: '198.51.100.1', answer: 'REFUSED' }],
    },
    NAMESERVER_DROPS_EDNS: {
      name: apex,
      servers: [
        { ...ns1, answer: 'no answer with EDNS, an answer without it' },
        { ...ns2, answer: 'no answer with EDNS, an answer without it' },
      ],
    },
    NAMESERVER_NO_TCP: {
      name: apex,
      type: 'CAA',
      servers: [
        { ...ns1, answer: 'a truncated answer over UDP, no answer over TCP' },
        { ...ns2, answer: 'a truncated answer over UDP, no answer over TCP' },
      ],
    },
    APEX_CNAME_HIDES_ZONE: { zone: apex, target: 'example.net' },
    DNSSEC_RRSET_BOGUS: {
      name: apex,
      type: 'CAA',
      resolver,
      extendedErrors: [{ infoCode: 10, extraText: 'no signatures' }],
    },
    CHECK_SKIPPED: { reason: 'kind-does-not-apply', appliesTo: 'apex', domain },
    CHECK_CRASHED: { check: 'caa', cause: 'deadline' },
    REMOVE_SAFE: { domain: redirectSource, primary: domain },
    REMOVE_PRIMARY_REFUSED: { domain },
    REMOVE_REDIRECT_CONFIGURED: { domain: redirectSource, primary: domain },
    REMOVE_REDIRECT_NOT_CONFIGURED: { domain: redirectSource, primary: domain },
    REMOVE_REDIRECT_LIVE: { url: `https://${redirectSource}/`, primary: domain },
    REMOVE_REDIRECT_NOT_LIVE: requestFound,
    REMOVE_REDIRECT_UNKNOWN: {
      ...requestFound,
      answer: 'no answer before the deadline',
      foundCode: 'REDIRECT_UNREACHABLE',
    },
  };
}
