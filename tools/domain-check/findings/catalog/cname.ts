import type { CatalogEntry } from './entry.ts';

/** The words of the cname check's findings, for the findings page. */
export const CNAME_FINDINGS = {
  CNAME_OK: {
    check: 'cname',
    title: 'CNAME points to the platform host',
    explanation: 'The CNAME at the domain equals the platform host.',
    fix: '',
  },
  CNAME_MISSING: {
    check: 'cname',
    title: 'No CNAME record',
    explanation: 'There is no CNAME record at the subdomain, so it does not point to the platform.',
    fix: 'Create a CNAME record: name the subdomain label, value the platform host, TTL 3600.',
  },
  CNAME_MISMATCH: {
    check: 'cname',
    title: 'CNAME points elsewhere',
    explanation: 'The CNAME at the domain points to a host other than the platform host, often because of a typo.',
    fix: 'Edit the CNAME so its value is exactly the platform host the dashboard shows.',
  },
  CNAME_INDIRECT: {
    check: 'cname',
    title: 'CNAME reaches the platform through another name',
    explanation:
      'The CNAME points to an intermediate name that itself points to the platform host. Verification expects the platform host as the direct value.',
    fix: 'Point the CNAME straight at the platform host.',
  },
  CNAME_HAS_SCHEME: {
    check: 'cname',
    title: 'CNAME value contains a URL scheme',
    explanation:
      'The CNAME value includes "https://" or "http://". A CNAME holds a hostname only; the DNS host stored the scheme as part of the name.',
    fix: 'Edit the CNAME value to the bare platform host, without https://.',
  },
  CNAME_HAS_PATH: {
    check: 'cname',
    title: 'CNAME value contains a path',
    explanation: 'The CNAME value includes a "/" and a path. A CNAME holds a hostname only.',
    fix: 'Edit the CNAME value to the bare platform host, without a path.',
  },
  CNAME_ZONE_APPENDED: {
    check: 'cname',
    title: 'Zone appended to the CNAME value',
    explanation:
      'The CNAME value ends with your own zone (platform.example.net.example.com): the DNS host treated the value as relative and appended the zone, because it lacked a trailing dot.',
    fix: 'Enter the value with a trailing dot (the platform host followed by "."), or as the DNS host documents fully-qualified values.',
  },
  CNAME_OWNER_DOUBLED: {
    check: 'cname',
    title: 'CNAME created at a doubled name',
    explanation:
      'The CNAME exists at docs.example.com.example.com instead of docs.example.com: the full domain was typed into the name field, and the DNS host appended the zone.',
    fix: 'Delete that record and create it again with only the label (for example "docs") as its name.',
  },
  CNAME_TARGET_UNRESOLVABLE: {
    check: 'cname',
    title: 'CNAME target does not resolve',
    explanation: 'The name the CNAME points to does not exist or has no addresses, so the domain resolves to nothing.',
    fix: 'Edit the CNAME value to the platform host the dashboard shows.',
  },
  CNAME_LOOP: {
    check: 'cname',
    title: 'CNAME loop',
    explanation: 'Following the CNAME records leads back to a name already visited, so the domain never resolves.',
    fix: 'Point the CNAME at the platform host and remove the records that loop back.',
  },
  CNAME_FROM_WILDCARD: {
    check: 'cname',
    title: 'CNAME comes from a wildcard',
    explanation:
      'The CNAME returned for the subdomain is synthesized from a wildcard CNAME such as *.example.com (RFC 4592 §2.2.1, §4.3) and points elsewhere. There is no record at the name to edit; a CNAME created at the name overrides the wildcard for that name.',
    fix: 'Create a CNAME at the subdomain itself with the platform host as its value.',
  },
  CNAME_LOOKUP_FAILED: {
    check: 'cname',
    title: 'CNAME lookup failed',
    explanation: 'The CNAME at the domain could not be looked up (SERVFAIL, REFUSED, timeout or a broken answer).',
    fix: 'Run the check again; if it persists, check the zone at your DNS host.',
  },
} as const satisfies Record<string, CatalogEntry>;
