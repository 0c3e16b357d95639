/**
 * The engine's entry for the CLI and tests: every DNS check and every live check unless told
 * otherwise, the DNS host table, and the reader of resolvers that lie. The browser calls `runCheckList` with its own checks, so its
 * bundle holds no others, and loads the DNS host detector only after its first report.
 */
import { CHECKS, LIVE_CHECKS } from './index.ts';
import type { DnsClient } from '../dns/client.ts';
import type { Check } from '../engine/check.ts';
import type { RunInput } from '../engine/run-input.ts';
import type { LiveCheck } from '../engine/live-check.ts';
import type { Report } from '../engine/report.ts';
import { runCheckList, type RunCheckListOptions } from '../engine/run-check-list.ts';
import { DNS_HOST_DETECTOR } from '../dns-hosts/known-hosts.ts';
import { RESOLVER_LIE_READER } from '../engine/resolver-lies/index.ts';

export type { RunInput } from '../engine/run-input.ts';
export type { LiveOptions } from '../engine/live-check.ts';

export type RunOptions = Omit<RunCheckListOptions, 'checks' | 'liveChecks'> & {
  /** Defaults to every check; tests may run a subset. */
  readonly checks?: readonly Check[];
  /** The live checks to run; defaults to all of them. */
  readonly liveChecks?: readonly LiveCheck[];
};

export function runChecks(input: RunInput, dns: DnsClient, options: RunOptions = {}): Promise<Report> {
  return runCheckList(input, dns, {
    ...options,
    checks: options.checks ?? CHECKS,
    liveChecks: options.liveChecks ?? LIVE_CHECKS,
    dnsHosts: options.dnsHosts ?? DNS_HOST_DETECTOR,
    resolverLies: options.resolverLies ?? RESOLVER_LIE_READER,
  });
}
