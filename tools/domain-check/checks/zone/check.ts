import { defineCheck } from '../../engine/check.ts';
import { evidenceOf, wordedBy } from '../../findings/finding.ts';
import { ZONE_WORDS, ZONE_EXAMPLES, ZONE_DOCS } from './words.ts';
import { defineCheckFolder } from '../check-folder.ts';

const findingFrom = wordedBy(ZONE_WORDS);

/**
 * Why the zone cannot be found is worked out only when it cannot: the browser checker downloads it
 * then. A module-level loader, as in the dnssec check.
 */
const loadLookupCause = () => import('../../diagnosis/zone-cause.ts');

export const check = defineCheck({
  id: 'zone',
  appliesTo: 'any',
  async run(context) {
    const { domain } = context;
    const zone = await context.zone();
    const evidence = zone.lookups.flatMap(evidenceOf);
    if (zone.outcome === 'not-registered') {
      return [
        findingFrom({
          id: 'zone',
          status: 'fail',
          code: 'ZONE_NOT_REGISTERED',
          params: { name: zone.registrableDomain ?? domain },
          evidence,
        }),
      ];
    }
    if (zone.outcome === 'failed') {
      // A fault that every resolver meets, the certificate authority's too, is named, not "run again".
      const cause = await (await loadLookupCause()).findZoneCause(context);
      if (cause) return [cause];
      const failed = zone.lookups.find((lookup) => lookup.detail);
      return [
        findingFrom({
          id: 'zone',
          status: 'error',
          code: 'ZONE_LOOKUP_FAILED',
          params: { domain, detail: failed?.detail ?? null },
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
        findingFrom({
          id: 'zone',
          status: 'pass',
          code: 'ZONE_DELEGATED_SUBDOMAIN',
          params: { domain, registrable: zone.registrableDomain },
          evidence: soaEvidence,
        }),
      ];
    }
    if (zone.kind === 'apex') {
      return [
        findingFrom({ id: 'zone', status: 'pass', code: 'ZONE_APEX', params: { domain }, evidence: soaEvidence }),
      ];
    }
    return [
      findingFrom({
        id: 'zone',
        status: 'pass',
        code: 'ZONE_SUBDOMAIN',
        params: { domain, zone: zone.apex },
        evidence: soaEvidence,
      }),
    ];
  },
});

/** The zone check. Where the zone cut falls: an apex, a subdomain, or a zone of its own. */
export default /* @__PURE__ */ defineCheckFolder({
  check,
  runsOver: 'resolver',
  // After hostname: the zone cut is found from the name.
  fixedAfter: ['hostname'],
  docs: ZONE_DOCS,
  words: ZONE_WORDS,
  examples: ZONE_EXAMPLES,
});

declare module '../../findings/check-words.ts' {
  /** The zone check's words, for the types of the layers below the checks (the engine, the formatter). */
  interface CheckWords {
    zone: typeof ZONE_WORDS;
  }
}
