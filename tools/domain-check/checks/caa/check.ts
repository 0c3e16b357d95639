import { defineCheck } from '../../engine/check.ts';
import { evidenceOf, wordedBy } from '../../findings/finding.ts';
import { CAA_WORDS, CAA_EXAMPLES, CAA_DOCS } from './words.ts';
import { resolveCaaChain } from './relevant-set.ts';
import { joinParts } from '../../findings/join-parts.ts';
import { defineCheckFolder } from '../check-folder.ts';
import { CAA_HOST_FAILURE_WORDS } from './host-failure-words.ts';
import { CAA_VERDICT_WORDS } from './verdict-words.ts';

const findingFrom = wordedBy(CAA_WORDS);

/**
 * The CAA grammar and both readings load only when there is a set to judge: most domains have none,
 * and the browser checker then never downloads them. A module-level loader, because tsc 6 does not
 * rewrite the `.ts` of an import() written inside the check's object literal.
 */
const loadCaaJudge = () => import('./judge-relevant-set.ts');
/** Loaded only after a CAA lookup failed, to ask the zone's nameservers whose fault it is. */
const loadDnsHostFailure = () => import('./dns-host-failure.ts');

export const check = defineCheck({
  id: 'caa',
  appliesTo: 'any',
  async run(context) {
    const { domain, input } = context;
    const resolver = input.resolvers[0];
    if (!resolver) throw new Error('no resolver');
    const relevant = await resolveCaaChain(
      (name) => context.dns.lookup({ server: resolver, name, type: 'CAA' }),
      domain,
    );
    const evidence = relevant.lookups.flatMap(evidenceOf);
    if (relevant.outcome === 'failed') {
      const failedAt = relevant.owner ?? domain;
      const failedLookup = relevant.lookups.at(-1);
      const blame = await loadDnsHostFailure();
      const bogus = failedLookup && (await blame.blameValidationForCaa(context, failedLookup, evidence));
      if (bogus) return [bogus];
      const hostFailure = await blame.blameDnsHostForCaa(context, failedAt, evidence);
      if (hostFailure) return [hostFailure];
      return [
        findingFrom({
          id: 'caa',
          status: 'error',
          code: 'CAA_LOOKUP_FAILED',
          params: { name: relevant.owner ?? domain, detail: relevant.lookups.at(-1)?.detail ?? null },
          evidence,
        }),
      ];
    }
    if (relevant.outcome === 'none') {
      return [
        findingFrom({
          id: 'caa',
          status: 'pass',
          code: 'CAA_NONE',
          params: { domain },
          evidence: relevant.lookups.slice(0, 1).flatMap(evidenceOf),
        }),
      ];
    }
    const judge = await loadCaaJudge();
    const [host, zone] = await Promise.all([context.dnsHost(), context.zone()]);
    return judge.judgeRelevantSet(relevant, input, domain, evidence, { terms: host.terms, apex: zone.apex });
  },
});

/** The caa check. Whether CAA lets the certificate authority issue for the domain, as it reads CAA. */
export default /* @__PURE__ */ defineCheckFolder({
  check,
  runsOver: 'resolver',
  // After cname: CAA is read along the CNAME chain (RFC 8659 §3).
  // After apex: and at the apex's own name.
  fixedAfter: ['cname', 'apex'],
  docs: CAA_DOCS,
  words: /* @__PURE__ */ joinParts(CAA_WORDS, CAA_VERDICT_WORDS, CAA_HOST_FAILURE_WORDS),
  examples: CAA_EXAMPLES,
});

declare module '../../findings/check-words.ts' {
  /** The caa check's words, for the types of the layers below the checks (the engine, the formatter). */
  interface CheckWords {
    caa: typeof CAA_WORDS & typeof CAA_VERDICT_WORDS & typeof CAA_HOST_FAILURE_WORDS;
  }
}
