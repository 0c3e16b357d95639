import { defineCheck } from '../engine/check.ts';
import { evidenceOf, fail, lookupError, pass } from '../engine/finding.ts';

export default defineCheck({
  id: 'zone',
  appliesTo: 'any',
  async run(context) {
    const { domain } = context;
    const zone = await context.zone();
    const evidence = zone.lookups.flatMap(evidenceOf);
    if (zone.outcome === 'not-registered') {
      return [
        fail({
          id: 'zone',
          code: 'ZONE_NOT_REGISTERED',
          message: `${zone.registrableDomain ?? domain} does not exist in DNS (NXDOMAIN). Is the domain registered?`,
          fix: `Check that ${zone.registrableDomain ?? domain} is registered and that its nameservers are set at the registrar.`,
          evidence,
        }),
      ];
    }
    if (zone.outcome === 'failed') {
      const failed = zone.lookups.find((lookup) => lookup.detail);
      return [
        lookupError({
          id: 'zone',
          code: 'ZONE_LOOKUP_FAILED',
          message: `Could not find the zone of ${domain}: ${failed?.detail ?? 'no SOA record was found'}.`,
          fix: 'Run this again; if it persists, try another resolver with --resolver.',
          evidence,
        }),
      ];
    }
    const soaEvidence = evidence
      .filter((line) => line.type === 'SOA' && line.ttl !== null && line.name === zone.apex)
      .slice(0, 1);
    if (zone.kind === 'apex' && zone.registrableDomain !== null && zone.registrableDomain !== domain) {
      // DNS is what resolvers and the CA see; the PSL only guesses where zones are cut.
      return [
        pass({
          id: 'zone',
          code: 'ZONE_DELEGATED_SUBDOMAIN',
          message: `${domain} is a subdomain of ${zone.registrableDomain} by the Public Suffix List, but DNS delegates it as its own zone, so it is a zone apex. Trusting DNS: it needs an ALIAS/ANAME record, not a CNAME.`,
          evidence: soaEvidence,
        }),
      ];
    }
    if (zone.kind === 'apex') {
      return [
        pass({
          id: 'zone',
          code: 'ZONE_APEX',
          message: `${domain} is an apex domain (the SOA of its zone is here): it needs an ALIAS/ANAME record.`,
          evidence: soaEvidence,
        }),
      ];
    }
    return [
      pass({
        id: 'zone',
        code: 'ZONE_SUBDOMAIN',
        message: `${domain} is a subdomain in the zone ${zone.apex}: it needs a CNAME record.`,
        evidence: soaEvidence,
      }),
    ];
  },
});
