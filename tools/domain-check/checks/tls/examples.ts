import type { CheckExamples } from '../../findings/example-facts.ts';

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
