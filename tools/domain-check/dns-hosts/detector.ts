/**
 * The zone's DNS host, as the engine sees it: an injected detector (like the transports), so that the
 * host table, its matching and its proxy ranges load only where they are wanted. The CLI passes
 * `DNS_HOST_DETECTOR` (`known-hosts.ts`); the browser checker runs first without one and loads
 * it after its first report, to name the host and say the fixes in its words. Without a detector every
 * fix is generic and the report names no host: nothing is guessed.
 */
import type { DnsHostReport, DnsHostTerms } from './words.ts';

/** What a detector says of one zone's nameservers. */
export interface DnsHostIdentity {
  /** What the report says of the host; null when no detector was given or no NS names were found. */
  readonly report: DnsHostReport | null;
  /** What a finding's words need of the host; null when it is not known. */
  readonly terms: DnsHostTerms | null;
  /** Whether these addresses are the host's proxy answering instead of the record (Cloudflare's "Proxied"). */
  answeredByProxy(addresses: readonly string[]): boolean;
}

export interface DnsHostDetector {
  /** The zone's host from its NS names: known when every name belongs to one host in the table, never guessed. */
  identify(nameservers: readonly string[]): DnsHostIdentity;
}

/** No detector: no host named, generic words, no proxy. */
export const UNDETECTED: DnsHostIdentity = { report: null, terms: null, answeredByProxy: () => false };
