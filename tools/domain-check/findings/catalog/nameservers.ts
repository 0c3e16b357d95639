import type { CatalogEntry } from './entry.ts';

/** The words of the nameservers check's findings, for the findings page. */
export const NAMESERVERS_FINDINGS = {
  NAMESERVERS_OK: {
    check: 'nameservers',
    title: 'Nameservers answer',
    explanation: 'Every nameserver of the zone answers authoritatively and serves the same SOA serial.',
    fix: '',
  },
  NAMESERVER_NOT_ANSWERING: {
    check: 'nameservers',
    title: 'Nameserver does not answer',
    explanation:
      'A nameserver listed for the zone did not answer. Resolvers that pick it, the certificate authority’s among them, wait and retry another, and some give up. A server found in the registry’s or the zone’s NS set fails the check; one given with --authoritative only warns; when none answers, there is no verdict.',
    fix: 'Remove the nameserver from the NS records at your registrar and DNS host, or bring it back.',
  },
  NAMESERVER_NOT_AUTHORITATIVE: {
    check: 'nameservers',
    title: 'Nameserver is not authoritative',
    explanation:
      'A nameserver listed for the zone (by the registry or by the zone’s own NS records) answered without the authoritative (AA) flag or refused: a lame delegation (RFC 1912 §2.8). Resolvers and the certificate authority that pick it get no answer for your records, so lookups fail at random; waiting does not end it.',
    fix: 'Make the NS records at your registrar list only the servers of the DNS host that serves the zone.',
  },
  NAMESERVER_SERIALS_DIFFER: {
    check: 'nameservers',
    title: 'Nameservers serve different versions',
    explanation:
      "The zone's nameservers return different SOA serials: a change has reached some of them but not all, so answers depend on which one a resolver asks.",
    fix: 'Wait for the secondaries to transfer the zone, or ask your DNS host why a server is behind.',
  },
  NAMESERVERS_LOOKUP_FAILED: {
    check: 'nameservers',
    title: 'Nameserver discovery failed',
    explanation:
      "The zone's NS records or the nameservers' addresses could not be looked up (A, and AAAA for a nameserver without an A record).",
    fix: 'Run the check again, or pass the servers with --authoritative.',
  },
  NAMESERVER_ANSWERS_DIFFER: {
    check: 'nameservers',
    title: 'Nameservers give different answers',
    explanation:
      "The zone's authoritative servers answer differently for a record that verification or the certificate needs (CNAME, A, AAAA or CAA): a secondary whose zone transfers stopped, or a zone served by two DNS hosts with different data. The certificate authority validates from several network perspectives (CA/Browser Forum Baseline Requirements §3.2.2.9), and each resolver picks one server (RFC 1034 §4.3.5), so validation fails at random. Never ready while this lasts.",
    fix: 'Make every nameserver serve the same records: edit the record at the DNS host that is wrong, or ask the host of the lagging secondary to fix its zone transfers.',
  },
  DELEGATION_PROPAGATING: {
    check: 'nameservers',
    title: 'Nameserver move in progress',
    explanation:
      "The registry (the parent zone) already delegates the zone to new nameservers, but a resolver still uses the NS set it cached from the old ones until its TTL ends (RFC 2181 §5.4.1). Resolvers that ask the registry afresh, the certificate authority's among them, already reach the new host. The expected wait comes from the cached NS TTL and the registry's NS TTL.",
    fix: 'Make every DNS change at the host the registry delegates to (named in the finding), not at the old one; then wait and run the check again.',
  },
  DELEGATION_NS_DIFFER: {
    check: 'nameservers',
    title: 'Registry and zone name different nameservers',
    explanation:
      "The NS records at the registry (the delegation in the parent zone) and the zone's own NS records name different servers. They should be the same (RFC 1034 §4.2.2): resolvers use either list, so every server on both must serve the zone alike.",
    fix: 'Set the same nameservers at your registrar and in the NS records at your DNS host.',
  },
} as const satisfies Record<string, CatalogEntry>;
