import type { CheckExamples } from '../../findings/example-facts.ts';

/** An example of each cname finding for its section on the findings page: the params the check would give. */
export const CNAME_EXAMPLES: CheckExamples<'cname'> = ({ domain, apex, platformHost }) => {
  const cname = { domain, platformHost };
  return {
    CNAME_OK: cname,
    // The host params are null: the generic words, which each host of the table may change.
    CNAME_MISSING: { ...cname, proxiedBy: null, dnsHost: null, zoneApex: apex },
    CNAME_MISMATCH: { ...cname, target: 'cname.docs-platform.example.org' },
    CNAME_INDIRECT: { ...cname, target: 'docs-target.example.com' },
    CNAME_HAS_SCHEME: { ...cname, target: `https://${platformHost}` },
    CNAME_HAS_PATH: { ...cname, target: `${platformHost}/docs` },
    CNAME_ZONE_APPENDED: { ...cname, target: `${platformHost}.${apex}`, zoneApex: apex },
    CNAME_OWNER_DOUBLED: { ...cname, doubledName: `${domain}.${apex}`, label: 'docs' },
    CNAME_TARGET_UNRESOLVABLE: { ...cname, target: 'cname.docs-platfrom.example', outcome: 'nxdomain' },
    CNAME_LOOP: { ...cname, loop: [domain, 'docs-target.example.com', domain] },
    CNAME_FROM_WILDCARD: {
      ...cname,
      target: 'hosting.example.net',
      wildcard: `*.${apex}`,
      dnsHost: null,
      zoneApex: apex,
    },
    CNAME_LOOKUP_FAILED: { domain, target: null, detail: 'SERVFAIL' },
  };
};
