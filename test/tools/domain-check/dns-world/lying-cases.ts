/**
 * Which domain of the DNS world each lying resolver is tried on: a correct one and a broken one per
 * kind of lie, the control being the verdict the world's honest validating resolver gives.
 */
import { PLATFORM_HOST, PLATFORM_HOST_V4_ONLY } from './world.ts';
import type { Lie } from './lying-resolvers.ts';

export interface LyingCase {
  readonly lie: Lie;
  readonly domain: string;
  readonly platformHost: string;
  /** What the domain is, for the test's name. */
  readonly setup: string;
}

const HEALTHY = { domain: 'docs.plain.test', platformHost: PLATFORM_HOST, setup: 'a correct subdomain' };
const BROKEN = { domain: 'docs.hasa.test', platformHost: PLATFORM_HOST, setup: 'an A record where the CNAME belongs' };
const MISSING = {
  domain: 'docs.nocname.test',
  platformHost: PLATFORM_HOST,
  setup: 'a subdomain with no record at all',
};
const APEX = { domain: 'apexok.test', platformHost: PLATFORM_HOST, setup: 'a correct apex' };
const APEX_V4 = {
  domain: 'apexv4.test',
  platformHost: PLATFORM_HOST_V4_ONLY,
  setup: 'a correct IPv4-only apex of an IPv4-only platform',
};
const APEX_FOREIGN = {
  domain: 'apexforeign.test',
  platformHost: PLATFORM_HOST,
  setup: 'an apex with a foreign A only',
};

export const LYING_CASES: readonly LyingCase[] = [
  { lie: 'nxdomain-everything', ...HEALTHY },
  { lie: 'nxdomain-everything', ...BROKEN },
  { lie: 'rewrites-nxdomain', ...HEALTHY },
  { lie: 'rewrites-nxdomain', ...BROKEN },
  { lie: 'rewrites-nxdomain', ...MISSING },
  { lie: 'filters', ...HEALTHY },
  { lie: 'filters', ...BROKEN },
  { lie: 'filters', ...APEX, setup: 'a correct apex that the filter blocks outright, its zone cut included' },
  { lie: 'internal-view', ...HEALTHY },
  { lie: 'internal-view', ...BROKEN },
  { lie: 'internal-view', ...APEX },
  { lie: 'dns64', ...APEX_V4 },
  { lie: 'dns64', ...HEALTHY },
  { lie: 'dns64', ...APEX_FOREIGN },
  { lie: 'not-validating', ...HEALTHY },
  { lie: 'not-validating', ...BROKEN },
];

/** The names the filter blocks and the internal view answers itself. */
export const FILTERED_NAMES = [HEALTHY.domain, BROKEN.domain, APEX.domain];
export const INTERNAL_NAMES = [HEALTHY.domain, BROKEN.domain, APEX.domain];

/** The zones the world serves for these cases. */
export const LYING_ZONES = [
  ...new Set(LYING_CASES.map((entry) => (entry.domain.startsWith('docs.') ? entry.domain.slice(5) : entry.domain))),
];
