import type { CertificateFacts, TlsOutcome } from '../../live/probe.ts';
import type { DashboardPlace } from '../../findings/words/dashboard.ts';
import type { FindingDocs } from '../../findings/finding-docs.ts';
import { certificateFix, serversAt, type CertificateBlocker, type ServersAt } from '../../findings/words/live.ts';
import type { WordsOf } from '../../findings/finding-words.ts';
import type { CheckExamples } from '../../findings/example-facts.ts';
import type { CertificateLife } from './certificate-life.ts';
import { citeRule as cite } from '../../core/rule-source.ts';
import { LIFETIME_CAPS, OCSP_ENDED, RENEWAL_INFO_SOURCE, RENEWAL_POINT } from './certificate-rules.ts';

const capSteps = LIFETIME_CAPS.caps.map(({ from, maxDays }) => `${maxDays} days from ${from}`).join(', ');

/** The words of the tls check's findings, for the findings page. */
export const TLS_DOCS = {
  TLS_VALID: {
    check: 'tls',
    title: 'Valid certificate',
    explanation: `Every address of the domain completes a TLS handshake, with the domain as SNI, and presents a certificate that a trusted certificate authority issued for this name and that has not expired. The finding shows the issuer, the names (SANs), the expiry date, the days left, and when the certificate is due for renewal: the window the CA publishes through ACME Renewal Information (${cite(RENEWAL_INFO_SOURCE)}) when its ACME directory is known and answers, otherwise the point at which ACME clients renew, when a third of the lifetime is left (${RENEWAL_POINT.sources.map(cite).join('; ')}). Nothing here asks for OCSP: Let’s Encrypt turned its OCSP responders off on ${OCSP_ENDED.on} (${cite(OCSP_ENDED.source)}).`,
  },
  TLS_RENEWAL_LATE: {
    check: 'tls',
    title: 'Certificate renewal is late',
    explanation: `The certificate is valid but should already have been replaced. A certificate is judged against its own life, not a fixed number of days: a 6-day certificate with 3 days left is fine, a 90-day certificate with 10 days left is late. When the CA publishes ACME Renewal Information for the certificate, "late" means past the end of the window it suggests (${cite(RENEWAL_INFO_SOURCE)}); a CA can move that window earlier, for instance before it revokes certificates. Without it, or when it cannot be reached (the finding says so), "late" means less than a third of the lifetime left, where ACME clients renew (${RENEWAL_POINT.sources.map(cite).join('; ')}). The platform renews automatically and the owner installs and renews nothing, so a late renewal means the platform cannot get a new certificate, usually because the domain no longer verifies or a CAA record now shuts out the certificate authority. Browsers refuse the site once the certificate expires.`,
  },
  TLS_LIFETIME_OVER_CAP: {
    check: 'tls',
    title: 'Certificate lifetime longer than the rules allow',
    explanation: `The certificate's lifetime (notAfter − notBefore) is longer than the Baseline Requirements allowed on the day it was issued (${capSteps}: ${cite(LIFETIME_CAPS.source)}). A publicly trusted CA may not issue it, so the platform's CA did not: the address probably serves a certificate that is not the platform's.`,
  },
  TLS_NO_CERTIFICATE: {
    check: 'tls',
    title: 'No certificate (no TLS)',
    explanation:
      'Nothing completes a TLS handshake for the domain on port 443: the connection is refused, or the server ends the handshake because it has no certificate for this name. Before Verify this is expected; after Verify the certificate is issued automatically, usually within a couple of minutes. It is never counted as a pass.',
  },
  TLS_SELF_SIGNED: {
    check: 'tls',
    title: 'Self-signed certificate',
    explanation:
      'The server presents a certificate that signs itself, so browsers refuse it. The platform never serves one, so the domain still points at another server, or an old server is still in DNS.',
  },
  TLS_UNTRUSTED: {
    check: 'tls',
    title: 'Certificate not trusted',
    explanation:
      'The certificate does not chain to a certificate authority the system trusts, or is not valid yet. Browsers refuse it. Tests trust their own CA with --ca-file; verification is never turned off.',
  },
  TLS_NAME_MISMATCH: {
    check: 'tls',
    title: 'Certificate is for other names',
    explanation:
      'The certificate is trusted but none of its names (SANs, shown in the finding) covers the domain. An edge that has no certificate for a domain yet often serves a default certificate for other names; a stray record can also send the domain to someone else’s server.',
  },
  TLS_EXPIRED: {
    check: 'tls',
    title: 'Certificate expired',
    explanation:
      'The certificate’s validity ended. The platform renews automatically, so an expired certificate means renewal failed, or the address belongs to an old server that nobody renews.',
  },
  TLS_ADDRESSES_DIFFER: {
    check: 'tls',
    title: 'Addresses give different certificates',
    explanation:
      'The domain has several addresses, and they do not give the same verdict: visitors get one or the other at random. Usually an old server is still listed next to the platform.',
  },
} as const satisfies Record<string, FindingDocs>;

/** The addresses of the domain that gave the same outcome, and the first one's certificate. */
export interface TlsAnswer extends ServersAt {
  readonly domain: string;
  /** Absent when no certificate was received. */
  readonly certificate: CertificateFacts | null;
}

/** A certificate that does not do, and what stands before a good one in this run. */
export interface TlsProblem extends TlsAnswer, DashboardPlace {
  readonly blocker: CertificateBlocker;
}

export interface ValidCertificate extends TlsAnswer {
  readonly daysLeft: number;
  /** When the certificate is due for renewal; `null` without a certificate to judge. */
  readonly life: CertificateLife | null;
}

const day = (iso: string): string => iso.slice(0, 10);
const minute = (iso: string): string => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** "issued by ISSUER for NAMES, valid until DATE", or nothing without a certificate. */
function describeCertificate(certificate: CertificateFacts | null): string {
  if (!certificate) return '';
  return `issued by ${certificate.issuer} for ${certificate.sans.join(', ') || certificate.subject}, valid until ${day(certificate.validTo)}`;
}

/** Why the CA's own window was not used, as one clause, or nothing when no CA directory is known. */
function missingWindowClause(life: CertificateLife): string {
  if (life.window.basis === 'ari') return '';
  const { missing } = life.window;
  switch (missing.reason) {
    case 'no-directory':
      return '';
    case 'no-identifier':
      return ' The certificate has no Authority Key Identifier, so the CA cannot be asked for its renewal window.';
    case 'not-published':
      return ` The CA's ACME directory (${missing.directoryUrl}) publishes no renewal information.`;
    case 'unknown-certificate':
      return ` The CA's renewal information (${missing.directoryUrl}) does not know this certificate.`;
    case 'unreachable':
      return ` The CA's renewal information could not be reached (${missing.directoryUrl}: ${missing.detail}), so this follows the lifetime.`;
  }
}

/** When the certificate is due for renewal, in the CA's words when it gave them. */
function renewalSentence(life: CertificateLife): string {
  const { window } = life;
  if (window.basis === 'ari') {
    const when =
      life.timing === 'late'
        ? `that window closed ${life.daysLate} day${life.daysLate === 1 ? '' : 's'} ago`
        : life.timing === 'in-window'
          ? 'that window is open now'
          : 'that window has not opened yet';
    const explained = window.explanationUrl ? ` The CA explains why at ${window.explanationUrl}.` : '';
    return ` The CA wants it renewed between ${minute(window.start)} and ${minute(window.end)} (its ACME Renewal Information); ${when}.${explained}`;
  }
  const when = life.timing === 'late' ? `was due on ${day(window.end)}` : `is due on ${day(window.end)}`;
  return ` It is a ${life.lifetimeDays}-day certificate; renewal, when a third of its life is left, ${when}.${missingWindowClause(life)}`;
}

const validMessage = (params: ValidCertificate): string =>
  `${params.domain} serves a valid certificate at ${serversAt(params)}: ${describeCertificate(params.certificate)} (${params.daysLeft} days left).${params.life ? renewalSentence(params.life) : ''}`;

/** A certificate longer than the lifetime cap in force on its notBefore. */
export interface CertificateOverCap extends TlsAnswer {
  readonly lifetimeDays: number;
  readonly maxDays: number;
  readonly capFrom: string;
}

const problemFix = ({ domain, blocker, domainsSettings }: TlsProblem): string =>
  certificateFix(domain, blocker, { domainsSettings });

/** What each tls finding says about the certificates the addresses presented. */
export const TLS_WORDS = {
  TLS_VALID: { message: validMessage },
  TLS_RENEWAL_LATE: {
    message: (params: ValidCertificate) =>
      `${validMessage(params)} The platform renews certificates automatically, so renewal is failing: if nothing changes, browsers refuse ${params.domain} from ${params.certificate ? minute(params.certificate.validTo) : 'the day it expires'}.`,
    fix: ({ domain }: ValidCertificate) =>
      `Confirm ${domain} still verifies in the dashboard and that CAA allows the certificate authority, then choose Re-verify.`,
  },
  TLS_LIFETIME_OVER_CAP: {
    message: ({ domain, addresses, port, certificate, lifetimeDays, maxDays, capFrom }: CertificateOverCap) =>
      `The certificate ${domain} serves at ${serversAt({ addresses, port })} is valid for ${lifetimeDays} days${certificate ? ` (${day(certificate.validFrom)} to ${day(certificate.validTo)}, issued by ${certificate.issuer})` : ''}, longer than the ${maxDays} days the Baseline Requirements allow for a certificate issued from ${capFrom} (CA/Browser Forum ballot SC-081v3). A publicly trusted CA does not issue such a certificate, so it is probably not the platform's.`,
    fix: ({ domain }: CertificateOverCap) =>
      `Make every A/AAAA record of ${domain} the platform's (see the DNS checks of the same run), then confirm the domain verifies and choose Re-verify.`,
  },
  TLS_EXPIRED: {
    message: (params: TlsProblem & { daysAgo: number | null }) => {
      const { domain, certificate, daysAgo } = params;
      const about = describeCertificate(certificate);
      const when = certificate ? ` on ${day(certificate.validTo)} (${daysAgo ?? '?'} days ago)` : '';
      return `The certificate ${domain} serves at ${serversAt(params)} has expired${when}${about ? `; it was ${about}` : ''}.`;
    },
    fix: problemFix,
  },
  TLS_SELF_SIGNED: {
    message: (params: TlsProblem) =>
      `The certificate ${params.domain} serves at ${serversAt(params)} is self-signed${params.certificate ? ` (${params.certificate.subject})` : ''}, so browsers refuse it; the platform never serves one.`,
    fix: problemFix,
  },
  TLS_UNTRUSTED: {
    message: (params: TlsProblem & { detail: string }) => {
      const about = describeCertificate(params.certificate);
      return `The certificate ${params.domain} serves at ${serversAt(params)} is not accepted: ${params.detail}${about ? ` (${about})` : ''}.`;
    },
    fix: problemFix,
  },
  TLS_NAME_MISMATCH: {
    message: ({ certificate, domain, addresses, port }: TlsProblem) =>
      `The certificate at ${serversAt({ addresses, port })} is for ${certificate?.sans.join(', ') || 'other names'}, not ${domain}${certificate ? ` (issued by ${certificate.issuer})` : ''}.`,
    fix: problemFix,
  },
  TLS_NO_CERTIFICATE: {
    message: (params: TlsProblem & { errorCode: string | null; detail: string }) =>
      `No certificate for ${params.domain} at ${serversAt(params)}: ${
        // An edge resets the handshake for a name it holds no certificate for.
        params.errorCode === 'ECONNRESET'
          ? 'the server ended the TLS handshake, as it does for a name it has no certificate for yet'
          : params.detail
      }.`,
    fix: problemFix,
  },
  TLS_ADDRESSES_DIFFER: {
    message: ({ domain, answers }: DifferingAddresses) =>
      `The addresses of ${domain} disagree: ${answers.map(({ address, outcome, detail }) => `${address} gives ${outcome === 'valid' ? 'a valid certificate' : detail}`).join('; ')}. Visitors get one or the other at random.`,
    fix: ({ answers }: DifferingAddresses) => {
      const failing = answers.filter(({ outcome }) => outcome !== 'valid').map(({ address }) => address);
      return `Remove the A/AAAA record${failing.length === 1 ? '' : 's'} for ${failing.join(', ')} at your DNS host, so that every address is the platform's.`;
    },
  },
} satisfies WordsOf<keyof typeof TLS_DOCS>;

/** Each address of the domain with the outcome of its handshake. */
export interface DifferingAddresses {
  readonly domain: string;
  readonly answers: readonly { readonly address: string; readonly outcome: TlsOutcome; readonly detail: string }[];
}

/** An example of each tls finding for its section on the findings page: the params the check would give. */
export const TLS_EXAMPLES: CheckExamples<'tls'> = ({
  domain,
  certificate,
  servers,
  platformHost,
  domainsSettings,
}) => ({
  TLS_VALID: {
    ...servers,
    domain,
    certificate,
    daysLeft: 36,
    life: {
      lifetimeDays: 90,
      daysLeft: 36,
      window: {
        basis: 'ari',
        start: '2026-11-29T08:00:00.000Z',
        end: '2026-12-01T08:00:00.000Z',
        directoryUrl: 'https://acme.example.net/directory',
        explanationUrl: null,
      },
      timing: 'before-window',
      daysLate: 0,
      overCap: null,
    },
  },
  TLS_RENEWAL_LATE: {
    ...servers,
    domain,
    certificate,
    daysLeft: 10,
    life: {
      lifetimeDays: 90,
      daysLeft: 10,
      window: {
        basis: 'lifetime',
        start: '2026-11-30T00:00:00.000Z',
        end: '2026-11-30T00:00:00.000Z',
        missing: {
          reason: 'unreachable',
          directoryUrl: 'https://acme.example.net/directory',
          detail: 'connect ECONNREFUSED 192.0.2.80:443 (ECONNREFUSED)',
        },
      },
      timing: 'late',
      daysLate: 20,
      overCap: null,
    },
  },
  TLS_LIFETIME_OVER_CAP: {
    ...servers,
    domain,
    certificate: { ...certificate, validFrom: '2026-04-01T00:00:00.000Z', validTo: '2027-04-01T00:00:00.000Z' },
    lifetimeDays: 365,
    maxDays: 200,
    capFrom: '2026-03-15',
  },
  TLS_NO_CERTIFICATE: {
    ...servers,
    domain,
    certificate: null,
    blocker: { kind: 'propagating' },
    domainsSettings,
    errorCode: 'ECONNRESET',
    detail: 'the connection was reset during the handshake',
  },
  TLS_SELF_SIGNED: {
    ...servers,
    domain,
    certificate: { ...certificate, issuer: domain },
    blocker: { kind: 'none' },
    domainsSettings,
  },
  TLS_UNTRUSTED: {
    ...servers,
    domain,
    certificate,
    blocker: { kind: 'none' },
    domainsSettings,
    detail: 'unable to get local issuer certificate',
  },
  TLS_NAME_MISMATCH: {
    ...servers,
    domain,
    certificate: { ...certificate, subject: platformHost, sans: [platformHost] },
    blocker: { kind: 'propagating' },
    domainsSettings,
  },
  TLS_EXPIRED: {
    ...servers,
    domain,
    certificate: { ...certificate, validTo: '2026-11-20T00:00:00.000Z' },
    blocker: { kind: 'none' },
    domainsSettings,
    daysAgo: 4,
  },
  TLS_ADDRESSES_DIFFER: {
    domain,
    answers: [
      { address: '192.0.2.10', outcome: 'valid', detail: 'valid until 2026-12-30' },
      { address: '192.0.2.11', outcome: 'expired', detail: 'a certificate that expired on 2026-11-20' },
    ],
  },
});
