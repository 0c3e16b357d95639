/**
 * Live checks (tls, redirect, primary) look at what is served, not at DNS. They run only when asked
 * (`check --live`, `watch`, `remove-plan`), after the domain's DNS checks, so they can point at the DNS
 * verdicts of the same run. The network sits behind `LiveProbe`, so this stays free of `node:` imports.
 */
import { isFailed, type LookupResult } from '../dns/client.ts';
import { DEFAULT_LIVE_PORTS, type LivePorts, type LiveProbe, type RenewalInfoSource } from '../live/probe.ts';
import type { CheckContext } from './context.ts';
import type { CheckId, Finding } from '../findings/finding.ts';
import type { DomainRole } from './report.ts';

/** What `runChecks` needs to run the live checks; without it a run is DNS-only. */
export interface LiveOptions {
  readonly probe: LiveProbe;
  /** 443 and 80 unless a test moves them. */
  readonly ports?: LivePorts;
  /** The configured redirects; a redirect source without one is skipped by the redirect check. */
  readonly redirects?: readonly { readonly from: string; readonly to: string }[];
  /** The CAs' ACME directories, asked when each wants its certificate renewed (RFC 9773); none: not asked. */
  readonly renewalInfo?: readonly RenewalInfoSource[];
}

export interface LiveFacts {
  readonly probe: LiveProbe;
  readonly ports: LivePorts;
  /** This domain's DNS findings from the same run: the first step whenever a certificate is missing. */
  readonly dnsFindings: readonly Finding[];
  /** Every domain of the run and every redirect target: redirects are never followed outside them. */
  readonly knownHosts: ReadonlySet<string>;
  /** Where this domain should redirect to, when it is a configured redirect source. */
  readonly redirectTo: string | undefined;
  readonly renewalInfo: readonly RenewalInfoSource[];
}

export interface LiveCheckContext extends CheckContext {
  readonly live: LiveFacts;
}

export interface LiveCheck {
  readonly id: CheckId;
  /** Which roles it applies to; others get a `skip`. */
  readonly appliesTo: 'any' | DomainRole;
  run(context: LiveCheckContext): Promise<Finding[]>;
}

/** A live check as its folder defines it (checks/<id>/check.ts), its id kept exact for the folder's types. */
export function defineLiveCheck<const Defined extends LiveCheck>(check: Defined): Defined {
  return check;
}

export function createLiveFacts(
  domain: string,
  options: LiveOptions,
  domains: readonly string[],
  dnsFindings: readonly Finding[],
): LiveFacts {
  const redirects = options.redirects ?? [];
  return {
    probe: options.probe,
    ports: options.ports ?? DEFAULT_LIVE_PORTS,
    dnsFindings,
    knownHosts: new Set([...domains, ...redirects.flatMap(({ from, to }) => [from, to])]),
    redirectTo: redirects.find((redirect) => redirect.from === domain)?.to,
    renewalInfo: options.renewalInfo ?? [],
  };
}

export interface HostAddresses {
  /** IPv4 first, then IPv6, as the resolver returned them. */
  readonly addresses: readonly string[];
  readonly lookups: readonly LookupResult[];
  /** Both lookups failed: the addresses are unknown, not absent. */
  readonly failed: boolean;
}

/** A and AAAA of `host` at the first resolver, following CNAMEs: the same answers the DNS checks saw. */
export async function resolveHostAddresses(context: CheckContext, host: string): Promise<HostAddresses> {
  const resolver = context.input.resolvers[0];
  if (!resolver) throw new Error('no resolver');
  const lookups = await Promise.all(
    (['A', 'AAAA'] as const).map((type) => context.dns.lookup({ server: resolver, name: host, type })),
  );
  const addresses = lookups.flatMap((lookup) =>
    lookup.records.filter((record) => record.type === lookup.type).map((record) => record.data),
  );
  return { addresses, lookups, failed: addresses.length === 0 && lookups.every(isFailed) };
}
