import type { CheckExamples } from '../../findings/example-facts.ts';

/** An example of each ttl finding for its section on the findings page: the params the check would give. */
export const TTL_EXAMPLES: CheckExamples<'ttl'> = ({ domain }) => ({
  TTL_OK: { domain, type: 'CNAME' },
  TTL_DIFFERS: { domain, type: 'CNAME', ttl: 300, dnsHost: null },
});
