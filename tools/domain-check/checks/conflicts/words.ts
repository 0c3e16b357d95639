import { atHost, hiddenNotes, type DnsHostTerms } from '../../dns-hosts/words.ts';
import type { FindingDocs } from '../../findings/finding-docs.ts';
import type { FindingWords, WordsOf } from '../../findings/finding-words.ts';
import type { CheckExamples } from '../../findings/example-facts.ts';

/** The words of the conflicts check's findings, for the findings page. */
export const CONFLICTS_DOCS = {
  CONFLICTS_NONE: {
    check: 'conflicts',
    title: 'No conflicting records',
    explanation: 'No other records sit at the name that must be a CNAME.',
  },
  CONFLICTING_A_RECORD: {
    check: 'conflicts',
    title: 'A record where the CNAME belongs',
    explanation:
      'An A record exists at the subdomain. A CNAME cannot coexist with other data (RFC 2181 §10.1), so the DNS host refuses the CNAME or serves the old address.',
  },
  CONFLICTING_AAAA_RECORD: {
    check: 'conflicts',
    title: 'AAAA record where the CNAME belongs',
    explanation:
      'An AAAA record exists at the subdomain. Besides blocking the CNAME, it sends IPv6 visitors and the certificate authority to another server.',
  },
  CONFLICTING_MX_RECORD: {
    check: 'conflicts',
    title: 'MX record where the CNAME belongs',
    explanation: 'An MX record exists at the subdomain; a CNAME cannot coexist with it (RFC 2181 §10.1).',
  },
  CONFLICTING_TXT_RECORD: {
    check: 'conflicts',
    title: 'TXT record where the CNAME belongs',
    explanation: 'A TXT record exists at the subdomain; a CNAME cannot coexist with it (RFC 2181 §10.1).',
  },
  CONFLICT_PROXIED: {
    check: 'conflicts',
    title: 'Record answered by the DNS host’s proxy',
    explanation:
      'The name answers only A/AAAA addresses in the published ranges of its DNS host’s proxy (such as Cloudflare’s “Proxied” records), and no CNAME. A proxied CNAME looks exactly like this from outside: the host answers with its own addresses and hides the CNAME, so the certificate authority and visitors reach the proxy instead of the platform. There is no A record to delete in the panel; the fix is the record’s proxy switch.',
  },
  CONFLICT_FROM_WILDCARD: {
    check: 'conflicts',
    title: 'Answer comes from a wildcard',
    explanation:
      'The address (or other data) returned for the subdomain is synthesized from a wildcard record such as *.example.com (RFC 4592 §2.2.1): no record exists at the name itself, so there is nothing there to delete. Creating the CNAME at the name overrides the wildcard for that name only.',
  },
  CONFLICTS_LOOKUP_FAILED: {
    check: 'conflicts',
    title: 'Conflict lookup failed',
    explanation: 'The records at the domain could not all be looked up, so conflicts are unknown.',
  },
} as const satisfies Record<string, FindingDocs>;

/** RFC 2181 §10.1: a record of `type` at the name blocks the CNAME. */
function conflictingRecord(
  type: 'A' | 'AAAA' | 'MX' | 'TXT',
): FindingWords<{ domain: string; values: string; dnsHost: DnsHostTerms | null }> {
  const article = type === 'A' || type === 'MX' ? 'An' : 'A';
  const extra =
    type === 'AAAA' ? ' It would also send IPv6 visitors and the certificate authority somewhere else.' : '';
  return {
    message: ({ domain, values }) =>
      `${article} ${type} record ${values} exists at ${domain}; a CNAME cannot coexist with it.${extra}`,
    fix: ({ domain, dnsHost }) =>
      `${atHost(dnsHost)}${atHost(dnsHost) ? 'delete' : 'Delete'} the ${type} record at ${domain}, then create the CNAME.`,
  };
}

/** A name answered by its DNS host's proxy: every address in the proxy's published ranges, no CNAME. */
export interface ProxiedAnswers {
  readonly domain: string;
  /** The record's name as the host's panel takes it (relative to the zone, or in full). */
  readonly recordName: string;
  readonly platformHost: string;
  readonly addresses: readonly string[];
  /** The host whose proxy answered; always known, since its ranges told the proxy apart. */
  readonly dnsHost: DnsHostTerms;
}

export interface WildcardAnswers {
  readonly domain: string;
  /** What the name answers, per type: `A 192.0.2.1, TXT "v=…"`. */
  readonly answers: readonly { readonly type: string; readonly values: string }[];
  /** The wildcard the answers are synthesized from, such as `*.example.com`. */
  readonly wildcard: string;
}

/** What each conflicts finding says about the records beside the CNAME. */
export const CONFLICTS_WORDS = {
  CONFLICTS_LOOKUP_FAILED: {
    message: ({ domain, type, detail }: { domain: string; type: string; detail: string | null }) =>
      `Could not look up ${type} records at ${domain}: ${detail ?? 'no server to ask'}.`,
    fix: () => 'Run this again.',
  },
  CONFLICTING_A_RECORD: /* @__PURE__ */ conflictingRecord('A'),
  CONFLICTING_AAAA_RECORD: /* @__PURE__ */ conflictingRecord('AAAA'),
  CONFLICTING_MX_RECORD: /* @__PURE__ */ conflictingRecord('MX'),
  CONFLICTING_TXT_RECORD: /* @__PURE__ */ conflictingRecord('TXT'),
  // RFC 4592 §2.2.1: the answer is synthesized; the name holds nothing to delete, and a CNAME created
  // there makes the name exist, so the wildcard no longer applies to it.
  CONFLICT_FROM_WILDCARD: {
    message: ({ domain, answers, wildcard }: WildcardAnswers) =>
      `${domain} answers ${answers.map(({ type, values }) => `${type} ${values}`).join(', ')}, but no record exists at ${domain}: the answer is synthesized from the wildcard ${wildcard} (RFC 4592). There is nothing at ${domain} to delete.`,
    fix: ({ domain, wildcard }: WildcardAnswers) =>
      `Create the CNAME at ${domain}; it overrides the wildcard ${wildcard} for ${domain} only. Leave the wildcard as it is.`,
  },
  CONFLICT_PROXIED: {
    message: ({ domain, recordName, addresses, dnsHost }: ProxiedAnswers) =>
      `${domain} answers ${addresses.join(', ')}, ${addresses.length === 1 ? 'an address' : 'addresses'} of ${dnsHost.name}’s proxy, and no CNAME: the record ${recordName} is ${dnsHost.proxy?.onName ?? 'proxied'}, so ${dnsHost.name} answers with its own addresses and hides the record’s target.${hiddenNotes(dnsHost, 'proxy')}`,
    fix: ({ recordName, platformHost, dnsHost }: ProxiedAnswers) =>
      `At ${dnsHost.name}, turn the proxy off for the record ${recordName}: set it to ${dnsHost.proxy?.offName ?? 'not proxied'}. Do not delete it; it must be a CNAME ${recordName} → ${platformHost}.`,
  },
  CONFLICTS_NONE: {
    message: ({ domain }: { domain: string }) => `No A, AAAA, MX or TXT records sit at ${domain} beside the CNAME.`,
  },
} satisfies WordsOf<keyof typeof CONFLICTS_DOCS>;

/** An example of each conflicts finding for its section on the findings page: the params the check would give. */
export const CONFLICTS_EXAMPLES: CheckExamples<'conflicts'> = ({ domain, apex, dnsHost, platformHost }) => ({
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
});
