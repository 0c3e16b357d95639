import type { CheckExamples } from '../../findings/example-facts.ts';

/** An example of each nameservers finding for its section on the findings page: the params the check would give. */
export const NAMESERVERS_EXAMPLES: CheckExamples<'nameservers'> = ({
  domain,
  apex,
  resolver,
  servedBy,
  ns1,
  ns2,
  platformHost,
}) => ({
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
});
