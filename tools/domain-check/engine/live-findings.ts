/**
 * Facts and findings the live checks share: what stands before a certificate, read from the DNS
 * findings of the same run in the order of the seed's troubleshooting rules (its words are in
 * findings/words/live.ts), the "nothing to connect to" findings, and evidence lines for a TLS
 * handshake or an HTTP request in the dig-style shape every finding uses.
 */
import { formatServer } from '../dns/transport.ts';
import type { HttpProbeResult, TlsProbeResult } from '../live/probe.ts';
import type { HostAddress } from '../live/redirect-walk.ts';
import { LIVE_WORDS, type CertificateBlocker, type RunFinding } from '../findings/words/live.ts';
import { evidenceOf, wordedBy, type CheckId, type Evidence, type Finding } from '../findings/finding.ts';
import type { HostAddresses } from './live-check.ts';
import { FIX_ORDER } from '../findings/check-registry.ts';

const liveFindingFrom = wordedBy(LIVE_WORDS);

const isProblem = (finding: Finding): boolean => finding.status === 'fail' || finding.status === 'error';

/**
 * Another finding as a live finding's params name it: which check, which code, and its words. Not
 * the whole finding, whose own params and evidence would make these params' shape depend on it.
 */
const asRunFinding = ({ id, code, message, fix }: Finding): RunFinding => ({ id, code, message, fix });

function byCheckOrder(a: Finding, b: Finding): number {
  return FIX_ORDER.indexOf(a.id) - FIX_ORDER.indexOf(b.id);
}

/**
 * What stands before the certificate, from the DNS verdicts of this same run in the seed's order:
 * a DNS problem, then CAA, then propagation; otherwise nothing this run can see.
 */
export function certificateBlocker(dnsFindings: readonly Finding[]): CertificateBlocker {
  const problems = dnsFindings.filter(isProblem).sort(byCheckOrder);
  const dns = problems.find((finding) => finding.id !== 'caa');
  if (dns) return { kind: 'dns', finding: asRunFinding(dns) };
  const caa = problems.find((finding) => finding.id === 'caa');
  if (caa) return { kind: 'caa', finding: asRunFinding(caa) };
  if (dnsFindings.some((finding) => finding.code === 'PROPAGATING')) return { kind: 'propagating' };
  return { kind: 'none' };
}

/** The finding that says why `host` has no address to connect to. */
function noAddressFinding(
  id: CheckId,
  host: string,
  resolved: HostAddresses,
  dnsFindings: readonly Finding[],
): Finding {
  const evidence = resolved.lookups.flatMap(evidenceOf);
  if (resolved.failed) {
    return liveFindingFrom({
      id,
      status: 'error',
      code: 'LIVE_LOOKUP_FAILED',
      params: { host, detail: resolved.lookups[0]?.detail ?? null },
      evidence,
    });
  }
  const firstDnsProblem = dnsFindings.filter(isProblem).sort(byCheckOrder)[0];
  return liveFindingFrom({
    id,
    status: 'fail',
    code: 'LIVE_NO_ADDRESS',
    params: { host, firstDnsProblem: firstDnsProblem ? asRunFinding(firstDnsProblem) : null },
    evidence,
  });
}

/** `undefined` when there is an address to connect to; otherwise the finding that says why not. */
export function addressProblem(
  id: CheckId,
  host: string,
  resolved: HostAddresses,
  dnsFindings: readonly Finding[],
): Finding | undefined {
  return resolved.addresses.length > 0 ? undefined : noAddressFinding(id, host, resolved, dnsFindings);
}

/** The first address to connect to, or the finding that says why there is none. */
export function firstAddress(
  id: CheckId,
  host: string,
  resolved: HostAddresses,
  dnsFindings: readonly Finding[],
): HostAddress<Finding> {
  const [address] = resolved.addresses;
  return address === undefined ? { reason: noAddressFinding(id, host, resolved, dnsFindings) } : { address };
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
