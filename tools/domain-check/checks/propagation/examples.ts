import type { CheckExamples } from '../../findings/example-facts.ts';

/** An example of each propagation finding for its section on the findings page: the params the check would give. */
export const PROPAGATION_EXAMPLES: CheckExamples<'propagation'> = ({ domain, resolver, ns1, platformHost }) => ({
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
});
