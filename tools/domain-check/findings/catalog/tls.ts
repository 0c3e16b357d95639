import type { CatalogEntry } from './entry.ts';
import { DOMAINS_SETTINGS } from './dashboard.ts';

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
