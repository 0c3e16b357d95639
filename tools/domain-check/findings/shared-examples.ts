/**
 * An example of each finding that no one check owns (a skip, a crash, the network, a lookup's cause)
 * and of each step of `remove-plan`, for the findings page: the params the engine or the planner
 * would give.
 */
import type { ExamplesOf } from './example-facts.ts';
import type { SHARED_WORDS } from './words/index.ts';

export const SHARED_EXAMPLES: ExamplesOf<typeof SHARED_WORDS> = ({
  domain,
  apex,
  redirectSource,
  resolver,
  ns1,
  ns2,
  servers,
}) => {
  const requestFound = {
    url: `https://${redirectSource}/`,
    primary: domain,
    answer: '200 OK',
    foundCode: 'REDIRECT_NOT_REDIRECTING',
    foundFix: null,
  };
  return {
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
    RESOLVER_LIES: {
      domain,
      resolver,
      lie: 'filters',
      names: [domain],
      detail: `A 0.0.0.0 for ${domain} (Extended DNS Error 15, Blocked)`,
      readFromNameservers: true,
    },
    CHECK_SKIPPED: { reason: 'kind-does-not-apply', appliesTo: 'apex', domain },
    CHECK_CRASHED: { check: 'caa', cause: 'deadline' },
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
    DNSSEC_DENIAL_MISSING: {
      name: apex,
      type: 'CAA',
      resolver,
      extendedErrors: [{ infoCode: 10, extraText: 'no signatures' }],
    },
    REMOVE_SAFE: { domain: redirectSource, primary: domain },
    REMOVE_DELETE_VALIDATION_RECORD: {
      domain: redirectSource,
      name: `_validation-persist.${redirectSource}`,
      type: 'TXT',
      data: 'ca.example; accounturi=https://ca.example/acct/42',
      authorizes: 'the ACME account https://ca.example/acct/42 at ca.example',
    },
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
};
