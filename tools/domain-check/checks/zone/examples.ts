import type { CheckExamples } from '../../findings/example-facts.ts';

/** An example of each zone finding for its section on the findings page: the params the check would give. */
export const ZONE_EXAMPLES: CheckExamples<'zone'> = ({ domain, apex }) => ({
  ZONE_APEX: { domain: apex },
  ZONE_SUBDOMAIN: { domain, zone: apex },
  ZONE_DELEGATED_SUBDOMAIN: { domain: 'docs.team.example.com', registrable: apex },
  ZONE_NOT_REGISTERED: { name: apex },
  ZONE_LOOKUP_FAILED: { domain, detail: 'SERVFAIL' },
});
