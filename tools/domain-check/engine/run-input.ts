import type { TrustAnchorSet } from '../dns/dnssec/trust-anchors.ts';
import type { DnsServer } from '../dns/transport.ts';
import type { PlatformFacts } from '../platform/profile.ts';
import type { DomainRole } from './report.ts';

/** What a run is given: the domains, the platform and CA to check them against, and whom to ask. */
export interface RunInput {
  readonly domains: readonly { readonly domain: string; readonly role: DomainRole }[];
  /** The seed's `{platform_host}`: the CNAME / ALIAS target. */
  readonly platformHost: string;
  /** The rest of the platform's profile that the checks and their words read: the records' TTL, the dashboard's words. */
  readonly platform: PlatformFacts;
  /** CAA issuer domains of the certificate authority (`letsencrypt.org`). */
  readonly caIssuers: readonly string[];
  /** The platform's ACME account URI, compared with CAA `accounturi` (RFC 8657 §3); unknown when absent. */
  readonly caaAccountUri?: string;
  /**
   * The platform's ACME validation methods, compared with CAA `validationmethods` (RFC 8657 §4): a
   * record that allows one of them lets the platform validate with it. Unknown when absent.
   */
  readonly caaValidationMethods?: readonly string[];
  /** Recursive resolvers (RD=1). */
  readonly resolvers: readonly DnsServer[];
  /** Authoritative servers to ask instead of discovering the zone's nameservers. */
  readonly authoritative?: readonly DnsServer[];
  /** Epoch milliseconds: the whole run ends by then. */
  readonly deadline: number;
  /** Port for discovered nameservers; 53 except in tests. */
  readonly nameserverPort?: number;
  /**
   * `false` where nameservers cannot be asked directly (a browser, over DNS-over-HTTPS): checks then
   * read zone data from the first resolver, and the nameservers and propagation checks, which
   * compare with the nameservers, mean nothing and should be left out. Default `true`.
   */
  readonly authoritativeReachable?: boolean;
  /**
   * Where domain-check's own DNSSEC validation starts (RFC 4035 §4.4): IANA's root anchors unless
   * given (a test world, a private root).
   */
  readonly trustAnchors?: TrustAnchorSet;
}
