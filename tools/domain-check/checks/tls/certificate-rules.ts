/**
 * What the world says about a certificate's life, as data with its source: the renewal point ACME
 * clients use when the CA publishes no renewal window, the lifetime caps of the Baseline Requirements,
 * and the end of OCSP at Let's Encrypt. Words and verdicts are functions of these objects.
 */

import type { RuleSource } from '../../core/rule-source.ts';

/**
 * Without ARI, a certificate is due for renewal when a third of its lifetime is left: Certbot 4.0
 * renews at "1/3rd of lifetime left" (and at half for lifetimes under 10 days). Let's Encrypt asks
 * clients to follow ARI, which is asked first.
 */
export const RENEWAL_POINT = {
  fractionLeft: 1 / 3,
  sources: [
    {
      title: 'EFF, "Certbot 4.0: Long Live Short-Lived Certs" (dynamic renewal at 1/3rd of lifetime left)',
      url: 'https://kittens.eff.org/deeplinks/2025/04/certbot-40-long-live-short-lived-certs',
      read: '2026-11-28',
    },
    {
      title: 'Let’s Encrypt, "Decreasing Certificate Lifetimes to 45 Days" (renew with ARI)',
      url: 'https://letsencrypt.org/2025/12/02/from-90-to-45',
      read: '2026-11-28',
    },
  ],
} as const satisfies { readonly fractionLeft: number; readonly sources: readonly RuleSource[] };

/** RFC 9773 §4.2: the CA's suggested renewal window, asked of its ACME directory's `renewalInfo`. */
export const RENEWAL_INFO_SOURCE: RuleSource = {
  title: 'RFC 9773 §4 (ACME Renewal Information)',
  url: 'https://www.rfc-editor.org/rfc/rfc9773#section-4',
  read: '2026-11-28',
};

export interface LifetimeCap {
  /** Certificates issued (notBefore) on or after this day, YYYY-MM-DD, UTC. */
  readonly from: string;
  readonly maxDays: number;
}

/**
 * CA/Browser Forum ballot SC-081v3 (passed 11 April 2025): the longest validity a certificate issued
 * on or after each date may have. Before the first step the limit was 398 days.
 */
export const LIFETIME_CAPS = {
  caps: [
    { from: '2026-03-15', maxDays: 200 },
    { from: '2027-03-15', maxDays: 100 },
    { from: '2029-03-15', maxDays: 47 },
  ],
  source: {
    title: 'CA/Browser Forum ballot SC-081v3, "Introduce Schedule of Reducing Validity and Data Reuse Periods"',
    url: 'https://cabforum.org/2025/04/11/ballot-sc081v3-introduce-schedule-of-reducing-validity-and-data-reuse-periods',
    read: '2026-11-28',
  },
} as const satisfies { readonly caps: readonly LifetimeCap[]; readonly source: RuleSource };

/** The cap in force on the day a certificate was issued; `undefined` before the first one listed. */
export function lifetimeCapOn(notBefore: Date): LifetimeCap | undefined {
  const day = notBefore.toISOString().slice(0, 10);
  return LIFETIME_CAPS.caps.filter((cap) => cap.from <= day).at(-1);
}

/**
 * Let's Encrypt turned its OCSP responders off on 6 August 2025 and publishes revocation only in CRLs:
 * nothing in domain-check asks for or expects an OCSP answer or a stapled one.
 */
export const OCSP_ENDED = {
  on: '2025-08-06',
  source: {
    title: 'ISRG, "Ending OCSP Support in 2025" (the timeline: OCSP responders turned off on 2025-08-06)',
    url: 'https://abetterinternet.net/post/ending-ocsp',
    read: '2026-11-28',
  },
  /**
   * Let's Encrypt's own post of that day confirms it ("Today we turned off our OCSP service"). Not
   * printed on the findings page: the site's deprecation check reads the end-of-life words of its
   * address as an API removal date.
   */
  confirmedBy: 'https://letsencrypt.org/2025/08/06/ocsp-service-has-reached-end-of-life.html',
} as const satisfies { readonly on: string; readonly source: RuleSource; readonly confirmedBy: string };
