/**
 * Findings and evidence the live checks share: the fix for a missing certificate in the order of the
 * seed's troubleshooting rules, the "nothing to connect to" findings, and evidence lines for a TLS
 * handshake or an HTTP request in the dig-style shape every finding uses.
 */
import { formatServer } from '../dns/transport.ts';
import type { HttpProbeResult, TlsProbeResult } from '../live/probe.ts';
import { evidenceOf, fail, lookupError, type CheckId, type Evidence, type Finding } from './finding.ts';
import type { HostAddresses } from './live-check.ts';
import { CHECK_ORDER } from './report.ts';
import { DOMAINS_SETTINGS } from '../findings/catalog/dashboard.ts';

const isProblem = (finding: Finding): boolean => finding.status === 'fail' || finding.status === 'error';

function byCheckOrder(a: Finding, b: Finding): number {
  return CHECK_ORDER.indexOf(a.id) - CHECK_ORDER.indexOf(b.id);
}

/**
 * What to do when there is no valid certificate, in the seed's order: the DNS verdicts of this same
 * run, then CAA, then Re-verify (after the couple of minutes issuance usually takes, and 30 minutes
 * at most).
 */
export function certificateFix(domain: string, dnsFindings: readonly Finding[]): string {
  const problems = dnsFindings.filter(isProblem).sort(byCheckOrder);
  const dns = problems.find((finding) => finding.id !== 'caa');
  if (dns) {
    return `First make DNS right, as this run found it is not (${dns.id}): ${dns.fix ?? dns.message} The certificate is only issued once ${domain} verifies.`;
  }
  const caa = problems.find((finding) => finding.id === 'caa');
  if (caa) {
    return `DNS points at the platform, but CAA stops the certificate: ${caa.fix ?? caa.message} Then choose Re-verify in the dashboard (${DOMAINS_SETTINGS}); the certificate usually appears within a couple of minutes.`;
  }
  if (dnsFindings.some((finding) => finding.code === 'PROPAGATING')) {
    return `DNS is right at your DNS host and still propagating (see the propagation check): the certificate follows once ${domain} verifies. If it has not appeared 30 minutes after that, check CAA and choose Re-verify.`;
  }
  return `DNS and CAA are right in this run. Confirm ${domain} still verifies in the dashboard (${DOMAINS_SETTINGS}); the certificate usually appears within a couple of minutes of Verify. If it has not appeared within 30 minutes, choose Re-verify.`;
}

/** The first DNS problem of this run, as the step that comes before anything live can work. */
function dnsFirstFix(dnsFindings: readonly Finding[]): string {
  const dns = dnsFindings.filter(isProblem).sort(byCheckOrder)[0];
  return dns
    ? `Make the DNS checks pass first (${dns.id}): ${dns.fix ?? dns.message}`
    : 'Make the DNS checks pass first.';
}

/** `undefined` when there is an address to connect to; otherwise the finding that says why not. */
export function addressProblem(
  id: CheckId,
  host: string,
  resolved: HostAddresses,
  dnsFindings: readonly Finding[],
): Finding | undefined {
  if (resolved.addresses.length > 0) return undefined;
  const evidence = resolved.lookups.flatMap(evidenceOf);
  if (resolved.failed) {
    return lookupError({
      id,
      code: 'LIVE_LOOKUP_FAILED',
      message: `The A/AAAA lookup for ${host} failed (${resolved.lookups[0]?.detail ?? 'unknown'}), so there is nothing to connect to.`,
      fix: 'Run this again; if it persists, try another resolver with --resolver.',
      evidence,
    });
  }
  return fail({
    id,
    code: 'LIVE_NO_ADDRESS',
    message: `${host} has no A or AAAA answer, so there is nothing to connect to.`,
    fix: dnsFirstFix(dnsFindings),
    evidence,
  });
}

export function tlsEvidence(servername: string, address: string, port: number, result: TlsProbeResult): Evidence {
  const certificate = result.certificate;
  const facts = certificate
    ? `; issuer ${certificate.issuer}; SAN ${certificate.sans.join(', ') || '(none)'}; expires ${certificate.validTo}`
    : '';
  return {
    server: formatServer({ host: address, port }),
    name: servername,
    type: 'TLS',
    ttl: null,
    data: `${result.outcome === 'valid' ? 'valid certificate' : result.detail}${facts}`,
  };
}

export function httpEvidence(url: string, address: string, port: number, result: HttpProbeResult): Evidence {
  const data =
    result.outcome === 'response'
      ? `${result.status ?? '?'}${result.location === null ? '' : ` Location: ${result.location}`}`
      : result.detail;
  return { server: formatServer({ host: address, port }), name: url, type: 'HTTP', ttl: null, data };
}
