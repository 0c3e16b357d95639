import type { CertificateFacts, TlsOutcome } from '../../live/probe.ts';
import { DOMAINS_SETTINGS } from '../../findings/catalog/dashboard.ts';
import type { CatalogEntry } from '../../findings/catalog/entry.ts';
import { certificateFix, serversAt, type CertificateBlocker, type ServersAt } from '../../findings/catalog/live.ts';
import type { WordsOf } from '../../findings/catalog/words.ts';
import type { CheckExamples } from '../../findings/example-facts.ts';

/** The words of the tls check's findings, for the findings page. */
export const TLS_FINDINGS = {
  TLS_VALID: {
    check: 'tls',
    title: 'Valid certificate',
    explanation:
      'Every address of the domain completes a TLS handshake, with the domain as SNI, and presents a certificate that a trusted certificate authority issued for this name and that has not expired. The finding shows the issuer, the names (SANs), the expiry date and the days left.',
    fix: '',
  },
  TLS_EXPIRING_SOON: {
    check: 'tls',
    title: 'Certificate expires soon',
    explanation:
      'The certificate is valid but expires within 14 days. The platform renews certificates automatically, well before this, so a certificate this close to its end means renewal is failing, usually because the domain no longer verifies or a CAA record now shuts out the certificate authority.',
    fix: `Confirm the domain still verifies in the dashboard (${DOMAINS_SETTINGS}) and that CAA records allow the certificate authority, then choose Re-verify.`,
  },
  TLS_NO_CERTIFICATE: {
    check: 'tls',
    title: 'No certificate (no TLS)',
    explanation:
      'Nothing completes a TLS handshake for the domain on port 443: the connection is refused, or the server ends the handshake because it has no certificate for this name. Before Verify this is expected; after Verify the certificate is issued automatically, usually within a couple of minutes. It is never counted as a pass.',
    fix: 'Follow the order of the troubleshooting rules: first make the DNS checks of the same run pass; then make sure CAA records do not block the certificate authority; then confirm the domain still verifies in the dashboard and choose Re-verify. Wait up to 30 minutes before Re-verify.',
  },
  TLS_SELF_SIGNED: {
    check: 'tls',
    title: 'Self-signed certificate',
    explanation:
      'The server presents a certificate that signs itself, so browsers refuse it. The platform never serves one, so the domain still points at another server, or an old server is still in DNS.',
    fix: 'Point the domain at the platform (see the DNS checks of the same run), then confirm the domain verifies and choose Re-verify.',
  },
  TLS_UNTRUSTED: {
    check: 'tls',
    title: 'Certificate not trusted',
    explanation:
      'The certificate does not chain to a certificate authority the system trusts, or is not valid yet. Browsers refuse it. Tests trust their own CA with --ca-file; verification is never turned off.',
    fix: 'Point the domain at the platform (see the DNS checks of the same run), then confirm the domain verifies and choose Re-verify.',
  },
  TLS_NAME_MISMATCH: {
    check: 'tls',
    title: 'Certificate is for other names',
    explanation:
      'The certificate is trusted but none of its names (SANs, shown in the finding) covers the domain. An edge that has no certificate for a domain yet often serves a default certificate for other names; a stray record can also send the domain to someone else’s server.',
    fix: 'Make the DNS checks of the same run pass, check that CAA records allow the certificate authority, then confirm the domain still verifies and choose Re-verify.',
  },
  TLS_EXPIRED: {
    check: 'tls',
    title: 'Certificate expired',
    explanation:
      'The certificate’s validity ended. The platform renews automatically, so an expired certificate means renewal failed, or the address belongs to an old server that nobody renews.',
    fix: 'Make the DNS checks of the same run pass (and remove any address that is not the platform’s), check CAA, then confirm the domain still verifies and choose Re-verify.',
  },
  TLS_ADDRESSES_DIFFER: {
    check: 'tls',
    title: 'Addresses give different certificates',
    explanation:
      'The domain has several addresses, and they do not give the same verdict: visitors get one or the other at random. Usually an old server is still listed next to the platform.',
    fix: 'Remove the A or AAAA record of the address that fails, so that every address is the platform’s.',
  },
} as const satisfies Record<string, CatalogEntry>;

/** The addresses of the domain that gave the same outcome, and the first one's certificate. */
export interface TlsAnswer extends ServersAt {
  readonly domain: string;
  /** Absent when no certificate was received. */
  readonly certificate: CertificateFacts | null;
}

/** A certificate that does not do, and what stands before a good one in this run. */
export interface TlsProblem extends TlsAnswer {
  readonly blocker: CertificateBlocker;
}

export interface ValidCertificate extends TlsAnswer {
  readonly daysLeft: number;
}

const day = (iso: string): string => iso.slice(0, 10);

/** "issued by ISSUER for NAMES, valid until DATE", or nothing without a certificate. */
function describeCertificate(certificate: CertificateFacts | null): string {
  if (!certificate) return '';
  return `issued by ${certificate.issuer} for ${certificate.sans.join(', ') || certificate.subject}, valid until ${day(certificate.validTo)}`;
}

const validMessage = (params: ValidCertificate): string =>
  `${params.domain} serves a valid certificate at ${serversAt(params)}: ${describeCertificate(params.certificate)} (${params.daysLeft} days left).`;

const problemFix = ({ domain, blocker }: TlsProblem): string => certificateFix(domain, blocker);

/** What each tls finding says about the certificates the addresses presented. */
export const TLS_WORDS = {
  TLS_VALID: { message: validMessage },
  TLS_EXPIRING_SOON: {
    message: (params: ValidCertificate) =>
      `${validMessage(params)} Renewal is automatic and happens well before this, so it is failing.`,
    fix: ({ domain }: ValidCertificate) =>
      `Confirm ${domain} still verifies in the dashboard and that CAA allows the certificate authority, then choose Re-verify.`,
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
} satisfies WordsOf<keyof typeof TLS_FINDINGS>;

/** Each address of the domain with the outcome of its handshake. */
export interface DifferingAddresses {
  readonly domain: string;
  readonly answers: readonly { readonly address: string; readonly outcome: TlsOutcome; readonly detail: string }[];
}

/** An example of each tls finding for its section on the findings page: the params the check would give. */
export const TLS_EXAMPLES: CheckExamples<'tls'> = ({ domain, certificate, servers, platformHost }) => ({
  TLS_VALID: { ...servers, domain, certificate, daysLeft: 36 },
  TLS_EXPIRING_SOON: { ...servers, domain, certificate, daysLeft: 5 },
  TLS_NO_CERTIFICATE: {
    ...servers,
    domain,
    certificate: null,
    blocker: { kind: 'propagating' },
    errorCode: 'ECONNRESET',
    detail: 'the connection was reset during the handshake',
  },
  TLS_SELF_SIGNED: {
    ...servers,
    domain,
    certificate: { ...certificate, issuer: domain },
    blocker: { kind: 'none' },
  },
  TLS_UNTRUSTED: {
    ...servers,
    domain,
    certificate,
    blocker: { kind: 'none' },
    detail: 'unable to get local issuer certificate',
  },
  TLS_NAME_MISMATCH: {
    ...servers,
    domain,
    certificate: { ...certificate, subject: platformHost, sans: [platformHost] },
    blocker: { kind: 'propagating' },
  },
  TLS_EXPIRED: {
    ...servers,
    domain,
    certificate: { ...certificate, validTo: '2026-11-20T00:00:00.000Z' },
    blocker: { kind: 'none' },
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
