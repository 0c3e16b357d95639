import type { ExtendedDnsError } from '../../dns/codec.ts';
import { describeExtendedErrors } from '../../dns/lookup-result.ts';
import type { FindingDocs } from '../finding-docs.ts';
import type { WordsOf } from '../finding-words.ts';

/**
 * The words of the causes a failed lookup is traced to, for the findings page. Any check whose
 * lookup failed can give one (the zone check when the zone cannot be found, the caa check when the
 * CAA lookup fails); each names the RFC section broken and what DNS's reference tools call it.
 */
export const LOOKUP_CAUSE_DOCS = {
  DELEGATION_MISSING_GLUE: {
    check: 'any',
    title: 'Nameservers without glue',
    explanation:
      'The registry delegates the zone to nameservers named inside the zone itself (ns1.example.com for example.com) but holds no glue, the A or AAAA records that give their addresses with the delegation (RFC 1034 §4.2.1; RFC 9471 §2 requires them). To find the nameservers’ addresses a resolver must ask the nameservers, so every lookup in the zone fails, the certificate authority’s included, and waiting does not end it. Zonemaster calls it NO_GLUE_PREVENTS_NAMESERVER_TESTS; DNSViz, MISSING_GLUE_FOR_NS_NAME.',
  },
  DELEGATION_LAME: {
    check: 'any',
    title: 'Lame delegation',
    explanation:
      'Every nameserver a zone is delegated to refuses it (REFUSED), fails (SERVFAIL) or answers without authority: a lame delegation (RFC 1912 §2.8). The zone may be the domain’s own or a sub-zone one level down (docs.example.com delegated by example.com to another DNS host that never set the zone up). No resolver can get an answer below it, so the certificate authority cannot either. Zonemaster reports it as NS_FAILED (with the server’s RCODE); DNSViz as INVALID_RCODE on each query and SERVER_INVALID_RESPONSE_UDP and _TCP on the zone.',
  },
  NAMESERVER_DROPS_EDNS: {
    check: 'any',
    title: 'Nameservers drop EDNS queries',
    explanation:
      'The nameservers answer a query without EDNS but never one that carries an OPT record. RFC 6891 §7 says a server that does not implement EDNS answers FORMERR, it does not drop the query; every validating resolver sends EDNS (DNSSEC needs it), and since DNS Flag Day 2019 resolvers no longer retry without it, so lookups time out everywhere, the certificate authority’s included. Usually a firewall or load balancer in front of the servers. Zonemaster reports it as BREAKS_ON_EDNS; DNSViz as ERROR_WITH_EDNS.',
  },
  NAMESERVER_NO_TCP: {
    check: 'any',
    title: 'Nameservers do not answer over TCP',
    explanation:
      'An answer too large for UDP comes back truncated (TC), and the client must ask again over TCP (RFC 1035 §4.2.1; RFC 7766 §5 makes TCP support mandatory for every nameserver). These nameservers do not answer over TCP, so a large CAA set or DNSKEY set can never be read: the certificate authority treats a CAA lookup that fails as a refusal (RFC 8659 §3), and without the zone’s DNSKEY set no answer in the zone validates (RFC 4035 §5.3.1), which a validating resolver reports as it reports a DS that matches no key (Extended DNS Error 9, DNSKEY Missing). domain-check asks the nameservers for the DNSKEY set itself, so the DS is not blamed for it. Zonemaster reports it as CN02_NO_RESPONSE_TCP (and DS11_UNDETERMINED_SIGNED_ZONE for the keys). DNSViz asks with a large EDNS buffer and does not see it for a large CAA set; for the DNSKEY set it reports SERVER_UNRESPONSIVE_TCP and NO_SEP.',
  },
  DNSSEC_DENIAL_MISSING: {
    check: 'any',
    title: 'A NODATA answer without its NSEC proof',
    explanation:
      'In a signed zone, an answer that a name has no record of the type asked (NODATA, for CAA say) must carry the NSEC record of that name, or the NSEC3 record that matches it, with its signature (RFC 4035 §3.1.3.1; RFC 5155 §7.2.3): that is the proof a validating resolver checks before it believes the records are absent (RFC 4035 §5.4; RFC 5155 §8.5). Here the zone’s answer carries none. Every validating resolver, the certificate authority’s among them, answers SERVFAIL for it, and a failed CAA lookup is a refusal to issue (RFC 8659 §3), while the zone’s records that exist validate. The signer has lost or never built its NSEC chain at that name. DNSViz reports it as MISSING_NSEC_FOR_NODATA; Zonemaster’s DNSSEC tests do not ask for a type the apex lacks, and do not see it.',
  },
  APEX_CNAME_HIDES_ZONE: {
    check: 'any',
    title: 'A CNAME at the apex hides the zone',
    explanation:
      'The zone’s nameservers answer a CNAME for the zone’s own apex, even when asked for its SOA or NS records: the DNS host keeps a CNAME beside the SOA and NS records, which RFC 1034 §3.6.2 and RFC 2181 §10.1 forbid (no other data may sit beside a CNAME). A server that follows RFC 1034 §4.3.2 answers the CNAME for every type, so the zone itself cannot be found: its nameservers, its mail (MX) and the records of every name in it are at the mercy of which answer a resolver cached first. Zonemaster reports NS_FAILED (the SOA query answers no SOA) and cannot continue; DNSViz reports NS_NAME_NOT_IN_CHILD (the zone’s own NS query answers the CNAME).',
  },
  DNSSEC_RRSET_BOGUS: {
    check: 'any',
    title: 'One record set fails DNSSEC validation',
    explanation:
      'A validating resolver answers SERVFAIL for one record set (the CAA records, say) and answers it with checking disabled (CD=1, RFC 4035 §3.2.2), while the zone’s other records validate: that record set’s signatures are missing or do not verify (RFC 4035 §5.3 validates each RRset on its own). A check of the domain’s addresses passes, but the certificate authority’s validating resolver fails the CAA lookup, which it treats as a refusal (RFC 8659 §3). DNSViz reports it on that RRset as MISSING_RRSIG or SIGNATURE_INVALID; Zonemaster’s DNSSEC tests look at the apex SOA, DNSKEY and NSEC records and do not see it.',
  },
} as const satisfies Record<string, FindingDocs>;

/** A nameserver as it was asked directly, and what it answered. */
export interface ProbedNameserver {
  /** The NS name; null when the server was given with --authoritative. */
  readonly name: string | null;
  /** `host` or `host:port`. */
  readonly address: string;
  /** What it answered: `REFUSED`, `SERVFAIL`, `no answer`, `an answer without the AA flag`, … */
  readonly answer: string;
}

const named = (server: ProbedNameserver): string =>
  server.name ? `${server.name} (${server.address})` : server.address;
const list = (items: readonly string[]): string => items.join(', ');
const answered = (servers: readonly ProbedNameserver[]): string =>
  list(servers.map((server) => `${named(server)}: ${server.answer}`));

/** A validating resolver's SERVFAIL for one RRset, and the Extended DNS Errors it gave (RFC 8914). */
export interface RrsetVerdict {
  readonly name: string;
  readonly type: string;
  /** The resolver that answered, as `host` or `host:port`. */
  readonly resolver: string;
  readonly extendedErrors: readonly ExtendedDnsError[];
  /** The zone of `name` and the zone that delegates it and holds its DS, for a child zone (RFC 4035 §2.4). */
  readonly zone?: string | undefined;
  readonly parentZone?: string | undefined;
}

/**
 * Who re-signs, and where the DS is removed: the owner's DNS host and registrar, or for a child zone
 * its own DNS host and the DS in the parent zone at that zone's DNS host (RFC 4035 §2.4).
 */
const resignOrRemoveDs = ({ zone, parentZone }: Pick<RrsetVerdict, 'zone' | 'parentZone'>, what: string): string =>
  zone && parentZone
    ? `Ask the DNS host of ${zone} to re-sign ${zone} so that ${what}; if it persists, remove the DS record for ${zone} in the zone ${parentZone}, at the DNS host of ${parentZone} (RFC 4035 §2.4), until it is fixed.`
    : `Ask your DNS host to re-sign the zone so that ${what}; if it persists, remove the DS record at your registrar until it is fixed.`;

/** What each cause says, as functions of its params. */
export const LOOKUP_CAUSE_WORDS = {
  DELEGATION_MISSING_GLUE: {
    message: ({
      zone,
      parentZone,
      nameservers,
    }: {
      zone: string;
      parentZone: string;
      nameservers: readonly string[];
    }) =>
      `${parentZone} delegates ${zone} to ${list(nameservers)}, named inside ${zone} itself, but gives no glue (their addresses, RFC 1034 §4.2.1). No resolver can find them, the certificate authority’s neither: every lookup in ${zone} fails until this is fixed.`,
    fix: ({ zone, nameservers }: { zone: string; nameservers: readonly string[] }) =>
      `At your registrar, register the addresses of ${list(nameservers)} as glue (host records) for ${zone}, or delegate ${zone} to nameservers named outside it.`,
  },
  DELEGATION_LAME: {
    message: ({
      zone,
      parentZone,
      servers,
    }: {
      zone: string;
      parentZone: string;
      servers: readonly ProbedNameserver[];
    }) =>
      `${parentZone} delegates ${zone} to nameservers that do not serve it (${answered(servers)}): a lame delegation (RFC 1912 §2.8). No resolver gets an answer in ${zone}, the certificate authority’s neither.`,
    fix: ({ zone, parentZone }: { zone: string; parentZone: string }) =>
      `Create the zone ${zone} at the DNS host it is delegated to, or change the NS records for ${zone} in ${parentZone} to servers that serve it.`,
  },
  NAMESERVER_DROPS_EDNS: {
    message: ({ name, servers }: { name: string; servers: readonly ProbedNameserver[] }) =>
      `The nameservers of ${name} drop queries that carry EDNS and answer the same query without it (${answered(servers)}). Every validating resolver sends EDNS, the certificate authority’s too, so their lookups time out (RFC 6891 §7: a server without EDNS answers FORMERR).`,
    fix: () =>
      'Ask your DNS host to let EDNS queries through its firewall or load balancer, or move the zone to a DNS host that supports EDNS.',
  },
  NAMESERVER_NO_TCP: {
    message: ({ name, type, servers }: { name: string; type: string; servers: readonly ProbedNameserver[] }) =>
      `The ${type} answer for ${name} is too large for UDP and the nameservers do not answer over TCP (${answered(servers)}), so no resolver can read it (RFC 7766 §5). ${
        type === 'DNSKEY'
          ? `Without the zone’s keys no validating resolver can validate any answer in ${name} (RFC 4035 §5.3.1), the certificate authority’s neither: the DS at the registry is not to blame.`
          : 'The certificate authority treats a failed CAA lookup as a refusal (RFC 8659 §3).'
      }`,
    fix: ({ name, type }: { name: string; type: string }) =>
      `Ask your DNS host to answer DNS over TCP on port 53, or ${
        type === 'DNSKEY'
          ? `remove the keys that no longer sign from the DNSKEY set of ${name}`
          : `shorten the ${type} records at ${name}`
      } until the answer fits in UDP.`,
  },
  DNSSEC_RRSET_BOGUS: {
    message: ({ name, type, resolver, extendedErrors }: RrsetVerdict) =>
      `Resolver ${resolver} answers SERVFAIL for the ${type} records at ${name} and answers them with checking disabled (CD=1): their DNSSEC signatures are missing or broken (RFC 4035 §5.3)${describeExtendedErrors(extendedErrors)}. Every validating resolver fails them the same way, the certificate authority’s too, and a failed CAA lookup is a refusal (RFC 8659 §3).`,
    fix: (params: RrsetVerdict) =>
      resignOrRemoveDs(params, `the ${params.type} records at ${params.name} carry valid signatures`),
  },
  DNSSEC_DENIAL_MISSING: {
    message: ({ name, type, resolver, extendedErrors }: RrsetVerdict) =>
      `Resolver ${resolver} answers SERVFAIL for the ${type} records at ${name}; with checking disabled (CD=1) it answers that there are none, but without the NSEC or NSEC3 record that proves it (RFC 4035 §3.1.3.1, RFC 5155 §7.2.3)${describeExtendedErrors(extendedErrors)}. Every validating resolver fails it the same way, the certificate authority’s too, and a failed CAA lookup is a refusal (RFC 8659 §3).`,
    fix: (params: RrsetVerdict) => resignOrRemoveDs(params, `${params.name} has its NSEC (or NSEC3) record`),
  },
  APEX_CNAME_HIDES_ZONE: {
    message: ({ zone, target }: { zone: string; target: string }) =>
      `The nameservers of ${zone} answer a CNAME to ${target} for the apex itself, even for its SOA: a CNAME sits beside the zone’s SOA and NS records (RFC 2181 §10.1), and it hides the zone from resolvers.`,
    fix: ({ zone }: { zone: string }) =>
      `Delete the CNAME at ${zone}; to point the apex at a host, use your DNS host’s ALIAS, ANAME or flattened CNAME record, or A and AAAA records.`,
  },
} satisfies WordsOf<keyof typeof LOOKUP_CAUSE_DOCS>;
