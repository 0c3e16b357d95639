import { isFailed, type LookupResult } from '../dns/client.ts';
import { defineCheck } from '../engine/check.ts';
import type { CheckContext } from '../engine/context.ts';
import { evidenceOf, fail, lookupError, pass, warn } from '../engine/finding.ts';

/** The apex's A and AAAA as its DNS host serves them, or as the first resolver sees them. */
export async function getApexAddressLookups(context: CheckContext): Promise<LookupResult[]> {
  const { domain, input } = context;
  const [a, aaaa] = await Promise.all([
    context.askAuthoritative(domain, 'A'),
    context.askAuthoritative(domain, 'AAAA'),
  ]);
  const resolver = input.resolvers[0];
  const lookupAtResolver = (type: 'A' | 'AAAA'): Promise<LookupResult> => {
    if (!resolver) throw new Error('no resolver');
    return context.dns.lookup({ server: resolver, name: domain, type, followCnames: false });
  };
  return Promise.all([a.best ?? lookupAtResolver('A'), aaaa.best ?? lookupAtResolver('AAAA')]);
}

/**
 * ALIAS/ANAME is a DNS host feature: resolvers see plain A/AAAA records copied from the platform host.
 * So compare the apex's addresses with the platform host's, as the resolvers see them.
 */
export default defineCheck({
  id: 'apex',
  dependencies: ['zone'],
  needs: ['zone', 'authoritative', 'resolvers', 'platformHost'],
  appliesTo: 'apex',
  async run(context) {
    const { domain, input } = context;
    const platformHost = input.platformHost;
    const { best: cnameLookup } = await context.askAuthoritative(domain, 'CNAME');
    const cname = cnameLookup?.records.find((record) => record.type === 'CNAME' && record.name === domain);
    if (cnameLookup && cname) {
      // RFC 1034 §3.6.2 and RFC 2181 §10.1: the apex holds SOA and NS, so it cannot also be a CNAME.
      return [
        fail({
          id: 'apex',
          code: 'APEX_CNAME',
          message: `A CNAME (to ${cname.target ?? cname.data}) sits at the apex ${domain}, which must hold the zone's SOA and NS records.`,
          fix: `Delete the CNAME at ${domain} and create an ALIAS or ANAME record with the value ${platformHost}. Not every DNS provider supports these; if yours does not, move the zone to one that does or use a subdomain.`,
          evidence: evidenceOf(cnameLookup),
        }),
      ];
    }
    const apexLookups = await getApexAddressLookups(context);
    const platform = await Promise.all(input.resolvers.map((server) => context.platformAddresses(server)));
    const platformAddresses = new Set(platform.flatMap(({ addresses }) => [...addresses]));
    const platformLookups = platform.flatMap(({ lookups }) => lookups);
    const evidence = [...apexLookups.flatMap(evidenceOf), ...platformLookups.flatMap(evidenceOf)];
    const failedApex = apexLookups.filter(isFailed);
    if (failedApex.length === apexLookups.length || platformAddresses.size === 0) {
      const detail =
        platformAddresses.size === 0
          ? `the platform host ${platformHost} has no addresses (${platformLookups.find(isFailed)?.detail ?? 'NXDOMAIN or NODATA'})`
          : (failedApex[0]?.detail ?? 'lookup failed');
      return [
        lookupError({
          id: 'apex',
          code: 'APEX_LOOKUP_FAILED',
          message: `Could not compare the addresses of ${domain} with ${platformHost}: ${detail}.`,
          fix: 'Run this again; if it persists, check the platform host and try another resolver with --resolver.',
          evidence,
        }),
      ];
    }
    const apexAddresses = apexLookups.flatMap((lookup) =>
      lookup.records.filter((r) => r.name === domain).map((r) => r.data),
    );
    const alias = `Create an ALIAS or ANAME record at ${domain} with the value ${platformHost} (not every DNS provider supports it).`;
    if (apexAddresses.length === 0) {
      return [
        fail({
          id: 'apex',
          code: 'APEX_NO_ADDRESS',
          message: `${domain} has no A or AAAA record, so it does not point to ${platformHost}.`,
          fix: alias,
          evidence,
        }),
      ];
    }
    const foreign = apexAddresses.filter((address) => !platformAddresses.has(address));
    if (foreign.length === 0) {
      return [
        pass({
          id: 'apex',
          code: 'APEX_OK',
          message: `The addresses of ${domain} (${apexAddresses.join(', ')}) are addresses of ${platformHost}.`,
          evidence,
        }),
      ];
    }
    const deleteForeign = `Delete the A/AAAA record(s) ${foreign.join(', ')} at ${domain}, then ${alias.charAt(0).toLowerCase()}${alias.slice(1)}`;
    if (foreign.length < apexAddresses.length) {
      return [
        warn({
          id: 'apex',
          code: 'APEX_ADDRESSES_PARTIAL',
          message: `Only some addresses of ${domain} belong to ${platformHost}; ${foreign.join(', ')} ${foreign.length === 1 ? 'does' : 'do'} not, so some visitors and the certificate authority reach another server.`,
          fix: deleteForeign,
          evidence,
        }),
      ];
    }
    return [
      fail({
        id: 'apex',
        code: 'APEX_FOREIGN_ADDRESS',
        message: `${domain} points to ${foreign.join(', ')}, which ${foreign.length === 1 ? 'is not an address' : 'are not addresses'} of ${platformHost} (${[...platformAddresses].join(', ')}).`,
        fix: deleteForeign,
        evidence,
      }),
    ];
  },
});
