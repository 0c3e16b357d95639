/**
 * The one registry of domain-check's checks, in report order. Everything that lists checks derives
 * from it: the check ids, the DNS and live runs (checks/index.ts), the checks a browser runs
 * (checks/resolver-checks.ts), the findings page's groups and the `--json` output's enum of ids.
 * Pure data, no import: a page may list every check without loading one.
 */

/**
 * What a check must be able to ask:
 * - `resolver`: a recursive resolver is enough (it also asks the zone's nameservers when it can,
 *   and says so when it cannot); these run in a browser over DNS-over-HTTPS;
 * - `authoritative`: the zone's nameservers, one by one (a browser cannot);
 * - `http`: connections to the domain itself (TLS and HTTP), run only when asked for (`--live`).
 */
export type RunsOver = 'resolver' | 'authoritative' | 'http';

export const CHECK_REGISTRY = [
  { id: 'hostname', runsOver: 'resolver' },
  { id: 'zone', runsOver: 'resolver' },
  { id: 'nameservers', runsOver: 'authoritative' },
  { id: 'cname', runsOver: 'resolver' },
  { id: 'apex', runsOver: 'resolver' },
  { id: 'conflicts', runsOver: 'resolver' },
  { id: 'caa', runsOver: 'resolver' },
  { id: 'propagation', runsOver: 'authoritative' },
  { id: 'ttl', runsOver: 'resolver' },
  { id: 'dnssec', runsOver: 'resolver' },
  { id: 'tls', runsOver: 'http' },
  { id: 'primary', runsOver: 'http' },
  { id: 'redirect', runsOver: 'http' },
] as const satisfies readonly { readonly id: string; readonly runsOver: RunsOver }[];

type Registered = (typeof CHECK_REGISTRY)[number];

/** The DNS checks, then the live checks (`check --live`, `watch`, `remove-plan`). */
export type CheckId = Registered['id'];
/** The checks that ask DNS only, in report order. */
export type DnsCheckId = Extract<Registered, { runsOver: 'resolver' | 'authoritative' }>['id'];
/** The checks a recursive resolver alone can answer: what a browser runs. */
export type ResolverCheckId = Extract<Registered, { runsOver: 'resolver' }>['id'];
/** The checks that connect to the domain. */
export type LiveCheckId = Extract<Registered, { runsOver: 'http' }>['id'];

/** The ids of the checks that run over one of `over`, in report order. */
function idsRunningOver(...over: readonly RunsOver[]): CheckId[] {
  return CHECK_REGISTRY.filter((check) => over.includes(check.runsOver)).map((check) => check.id);
}

// Calls marked pure: a page that imports none of these drops them.
export const CHECK_IDS: readonly CheckId[] = /* @__PURE__ */ idsRunningOver('resolver', 'authoritative', 'http');
export const DNS_CHECK_IDS = /* @__PURE__ */ idsRunningOver('resolver', 'authoritative') as readonly DnsCheckId[];
export const RESOLVER_CHECK_IDS = /* @__PURE__ */ idsRunningOver('resolver') as readonly ResolverCheckId[];
export const LIVE_CHECK_IDS = /* @__PURE__ */ idsRunningOver('http') as readonly LiveCheckId[];
