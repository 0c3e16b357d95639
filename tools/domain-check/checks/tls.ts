import { formatServer } from '../dns/transport.ts';
import { fail, lookupError, pass, warn, type Finding } from '../engine/finding.ts';
import { defineLiveCheck, resolveHostAddresses, type LiveCheckContext } from '../engine/live-check.ts';
import { addressProblem, certificateFix, tlsEvidence } from '../engine/live-findings.ts';
import type { TlsOutcome, TlsProbeResult } from '../live/probe.ts';

/** A valid certificate closer to its end than this means automatic renewal is failing. */
const EXPIRING_SOON_DAYS = 14;
const DAY_MS = 86_400_000;

interface AddressResult {
  readonly address: string;
  readonly result: TlsProbeResult;
}

const day = (iso: string): string => iso.slice(0, 10);

function describeCertificate(result: TlsProbeResult): string {
  const certificate = result.certificate;
  if (!certificate) return '';
  return `issued by ${certificate.issuer} for ${certificate.sans.join(', ') || certificate.subject}, valid until ${day(certificate.validTo)}`;
}

/** One finding for the addresses that gave the same outcome. */
function findingFor(context: LiveCheckContext, outcome: TlsOutcome, group: readonly AddressResult[]): Finding {
  const { domain, live } = context;
  const port = live.ports.https;
  const at = group.map(({ address }) => formatServer({ host: address, port })).join(', ');
  const evidence = group.map(({ address, result }) => tlsEvidence(domain, address, port, result));
  const first = group[0]?.result;
  const certificate = first?.certificate;
  const about = first ? describeCertificate(first) : '';
  const fix = certificateFix(domain, live.dnsFindings);
  switch (outcome) {
    case 'valid': {
      const daysLeft = certificate ? Math.floor((Date.parse(certificate.validTo) - Date.now()) / DAY_MS) : Infinity;
      const message = `${domain} serves a valid certificate at ${at}: ${about} (${daysLeft} days left).`;
      if (daysLeft <= EXPIRING_SOON_DAYS) {
        return warn({
          id: 'tls',
          code: 'TLS_EXPIRING_SOON',
          message: `${message} Renewal is automatic and happens well before this, so it is failing.`,
          fix: `Confirm ${domain} still verifies in the dashboard and that CAA allows the certificate authority, then choose Re-verify.`,
          evidence,
        });
      }
      return pass({ id: 'tls', code: 'TLS_VALID', message, evidence });
    }
    case 'expired': {
      const ago = certificate ? Math.floor((Date.now() - Date.parse(certificate.validTo)) / DAY_MS) : undefined;
      return fail({
        id: 'tls',
        code: 'TLS_EXPIRED',
        message: `The certificate ${domain} serves at ${at} has expired${certificate ? ` on ${day(certificate.validTo)} (${ago} days ago)` : ''}${about ? `; it was ${about}` : ''}.`,
        fix,
        evidence,
      });
    }
    case 'self-signed':
      return fail({
        id: 'tls',
        code: 'TLS_SELF_SIGNED',
        message: `The certificate ${domain} serves at ${at} is self-signed${certificate ? ` (${certificate.subject})` : ''}, so browsers refuse it; the platform never serves one.`,
        fix,
        evidence,
      });
    case 'untrusted':
    case 'not-yet-valid':
      return fail({
        id: 'tls',
        code: 'TLS_UNTRUSTED',
        message: `The certificate ${domain} serves at ${at} is not accepted: ${first?.detail ?? 'not trusted'}${about ? ` (${about})` : ''}.`,
        fix,
        evidence,
      });
    case 'name-mismatch':
      return fail({
        id: 'tls',
        code: 'TLS_NAME_MISMATCH',
        message: `The certificate at ${at} is for ${certificate?.sans.join(', ') || 'other names'}, not ${domain}${certificate ? ` (issued by ${certificate.issuer})` : ''}.`,
        fix,
        evidence,
      });
    case 'no-tls':
      return fail({
        id: 'tls',
        code: 'TLS_NO_CERTIFICATE',
        message: `No certificate for ${domain} at ${at}: ${describeNoTls(first)}.`,
        fix,
        evidence,
      });
    case 'timeout':
      return lookupError({
        id: 'tls',
        code: 'LIVE_TIMEOUT',
        message: `No TLS handshake for ${domain} at ${at} before the run's deadline.`,
        fix: 'Run this again, with a longer --timeout if needed; a server this slow is one visitors give up on too.',
        evidence,
      });
  }
}

function describeNoTls(result: TlsProbeResult | undefined): string {
  if (result?.errorCode === 'ECONNRESET')
    return 'the server ended the TLS handshake, as it does for a name it has no certificate for yet';
  return result?.detail ?? 'no TLS';
}

/**
 * Connects on 443 to each A/AAAA address of the domain with SNI set to the domain, and says what the
 * certificate says. A missing certificate is never a pass; addresses that disagree are a finding too.
 */
export default defineLiveCheck({
  id: 'tls',
  appliesTo: 'any',
  async run(context) {
    const { domain, live, input } = context;
    const resolved = await resolveHostAddresses(context, domain);
    const problem = addressProblem('tls', domain, resolved, live.dnsFindings);
    if (problem) return [problem];
    const results = await Promise.all(
      resolved.addresses.map(async (address): Promise<AddressResult> => ({
        address,
        result: await live.probe.tls({ servername: domain, address, port: live.ports.https, deadline: input.deadline }),
      })),
    );
    const groups = new Map<TlsOutcome, AddressResult[]>();
    for (const entry of results) groups.set(entry.result.outcome, [...(groups.get(entry.result.outcome) ?? []), entry]);
    const findings = [...groups].map(([outcome, group]) => findingFor(context, outcome, group));
    if (groups.size > 1) {
      const bad = results.filter(({ result }) => result.outcome !== 'valid').map(({ address }) => address);
      findings.push(
        fail({
          id: 'tls',
          code: 'TLS_ADDRESSES_DIFFER',
          message: `The addresses of ${domain} disagree: ${results.map(({ address, result }) => `${address} gives ${result.outcome === 'valid' ? 'a valid certificate' : result.detail}`).join('; ')}. Visitors get one or the other at random.`,
          fix: `Remove the A/AAAA record${bad.length === 1 ? '' : 's'} for ${bad.join(', ')} at your DNS host, so that every address is the platform's.`,
          evidence: results.map(({ address, result }) => tlsEvidence(domain, address, live.ports.https, result)),
        }),
      );
    }
    return findings;
  },
});
