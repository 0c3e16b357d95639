/**
 * A certificate judged against its own life: when it is due for renewal and whether that is past.
 * The CA's own renewal window (ACME Renewal Information, RFC 9773) decides when the CA publishes one
 * for the certificate; otherwise the renewal point ACME clients use, a third of the lifetime left.
 */
import type { CertificateFacts, LiveProbe, RenewalInfoResult, RenewalInfoSource } from '../../live/probe.ts';
import { RENEWAL_POINT, lifetimeCapOn, type LifetimeCap } from './certificate-rules.ts';

const DAY_MS = 86_400_000;

/** Why the CA's window was not used: the lifetime rule decides instead. */
export type MissingRenewalInfo =
  /** No ACME directory is known for the CA that issued this certificate. */
  | { readonly reason: 'no-directory' }
  /** The certificate has no Authority Key Identifier, so it has no ARI identifier (RFC 9773 §4.1). */
  | { readonly reason: 'no-identifier' }
  | { readonly reason: 'not-published'; readonly directoryUrl: string }
  | { readonly reason: 'unknown-certificate'; readonly directoryUrl: string }
  | { readonly reason: 'unreachable'; readonly directoryUrl: string; readonly detail: string };

export type RenewalWindow =
  | {
      readonly basis: 'ari';
      readonly start: string;
      readonly end: string;
      readonly directoryUrl: string;
      readonly explanationUrl: string | null;
    }
  /** Due when a third of the lifetime is left: `start` and `end` are that one moment. */
  | { readonly basis: 'lifetime'; readonly start: string; readonly end: string; readonly missing: MissingRenewalInfo };

export interface CertificateLife {
  /** notAfter − notBefore, in days (one decimal). */
  readonly lifetimeDays: number;
  /** Whole days to notAfter. */
  readonly daysLeft: number;
  readonly window: RenewalWindow;
  /** Before the window, inside it, or past its end. */
  readonly timing: 'before-window' | 'in-window' | 'late';
  /** Whole days past the window's end, when late. */
  readonly daysLate: number;
  /** The lifetime cap in force on notBefore, when the certificate is longer than it. */
  readonly overCap: LifetimeCap | null;
}

function base64url(hex: string): string {
  const bytes = hex.match(/../g)?.map((pair) => Number.parseInt(pair, 16)) ?? [];
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** RFC 9773 §4.1: base64url(AKI keyIdentifier) "." base64url(serial number DER content bytes). */
export function renewalInfoCertificateId(authorityKeyId: string, serialNumber: string): string {
  return `${base64url(authorityKeyId)}.${base64url(serialNumber)}`;
}

function sourceFor(
  certificate: CertificateFacts,
  sources: readonly RenewalInfoSource[],
): RenewalInfoSource | undefined {
  return sources.find(
    ({ issuerOrganizations }) =>
      issuerOrganizations === undefined ||
      (certificate.issuerOrganization !== undefined && issuerOrganizations.includes(certificate.issuerOrganization)),
  );
}

/** Asks the CA that issued the certificate for its window, when one can be asked. */
async function askRenewalInfo(
  certificate: CertificateFacts,
  sources: readonly RenewalInfoSource[],
  probe: LiveProbe,
  deadline: number,
): Promise<{ readonly answer: RenewalInfoResult; readonly directoryUrl: string } | MissingRenewalInfo> {
  const source = sourceFor(certificate, sources);
  if (!source) return { reason: 'no-directory' };
  if (!certificate.authorityKeyId || !certificate.serialNumber) return { reason: 'no-identifier' };
  const certificateId = renewalInfoCertificateId(certificate.authorityKeyId, certificate.serialNumber);
  const answer = await probe.renewalInfo({ directoryUrl: source.directoryUrl, certificateId, deadline });
  return { answer, directoryUrl: source.directoryUrl };
}

function windowFrom(
  asked: Awaited<ReturnType<typeof askRenewalInfo>>,
  notBefore: number,
  notAfter: number,
): RenewalWindow {
  if ('answer' in asked) {
    const { answer, directoryUrl } = asked;
    if (answer.outcome === 'window') {
      const { start, end, explanationUrl } = answer;
      return { basis: 'ari', start, end, directoryUrl, explanationUrl };
    }
    const missing: MissingRenewalInfo =
      answer.outcome === 'unreachable'
        ? { reason: 'unreachable', directoryUrl, detail: answer.detail }
        : { reason: answer.outcome, directoryUrl };
    return lifetimeWindow(notBefore, notAfter, missing);
  }
  return lifetimeWindow(notBefore, notAfter, asked);
}

function lifetimeWindow(notBefore: number, notAfter: number, missing: MissingRenewalInfo): RenewalWindow {
  const due = new Date(notAfter - (notAfter - notBefore) * RENEWAL_POINT.fractionLeft).toISOString();
  return { basis: 'lifetime', start: due, end: due, missing };
}

/** The life of a valid certificate at `now`, with the CA's window when it publishes one. */
export async function judgeCertificateLife(
  certificate: CertificateFacts,
  sources: readonly RenewalInfoSource[],
  probe: LiveProbe,
  deadline: number,
  now: number,
): Promise<CertificateLife> {
  const notBefore = Date.parse(certificate.validFrom);
  const notAfter = Date.parse(certificate.validTo);
  const window = windowFrom(await askRenewalInfo(certificate, sources, probe, deadline), notBefore, notAfter);
  const start = Date.parse(window.start);
  const end = Date.parse(window.end);
  const timing = now > end ? 'late' : now >= start ? 'in-window' : 'before-window';
  const lifetimeDays = Math.round(((notAfter - notBefore) / DAY_MS) * 10) / 10;
  const cap = lifetimeCapOn(new Date(notBefore));
  return {
    lifetimeDays,
    daysLeft: Math.floor((notAfter - now) / DAY_MS),
    window,
    timing,
    daysLate: timing === 'late' ? Math.floor((now - end) / DAY_MS) : 0,
    overCap: cap && lifetimeDays > cap.maxDays ? cap : null,
  };
}
