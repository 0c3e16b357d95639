/**
 * The Node implementation of `LiveProbe`: node:tls for the certificate, undici's fetch with
 * `redirect: 'manual'` for HTTP. Connections go to the address the checks resolved through this run's
 * DNS resolvers, with the domain as SNI and Host, so what is probed is what the DNS checks saw.
 *
 * Trust: Node's default CA store (including NODE_EXTRA_CA_CERTS), plus `extraCa` (`--ca-file`).
 * Verification is never turned off: every verdict comes from a verifying handshake.
 */
import { isIP } from 'node:net';
import { connect, getCACertificates, type PeerCertificate, type TLSSocket } from 'node:tls';
import { Agent, buildConnector, fetch } from 'undici';
import type {
  CertificateFacts,
  HttpProbeRequest,
  HttpProbeResult,
  LiveProbe,
  RenewalInfoRequest,
  RenewalInfoResult,
  TlsOutcome,
  TlsProbeRequest,
  TlsProbeResult,
} from './probe.ts';
import { readCertificateIdentity } from './certificate-der.ts';
import { fetchRenewalInfo } from './renewal-info.ts';

export interface NodeProbeOptions {
  /** PEM certificates trusted on top of Node's default store (`--ca-file`). */
  readonly extraCa?: readonly string[];
  /** Sent with every HTTP request. */
  readonly userAgent?: string;
}

/** Leave a little of the run for the checks to write their findings after a probe gives up. */
const DEADLINE_MARGIN_MS = 150;

export function createNodeProbe(options: NodeProbeOptions = {}): LiveProbe {
  // `ca` replaces the default store, so keep the defaults (bundled and NODE_EXTRA_CA_CERTS) in it.
  const ca = options.extraCa?.length ? [...getCACertificates('default'), ...options.extraCa] : undefined;
  return {
    tls: (request) => probeTls(request, ca),
    http: (request) => probeHttp(request, ca, options.userAgent ?? 'domain-check'),
    renewalInfo: (request: RenewalInfoRequest): Promise<RenewalInfoResult> =>
      fetchRenewalInfo(request, ca, options.userAgent ?? 'domain-check'),
  };
}

function remainingMs(deadline: number): number {
  return Math.max(0, deadline - Date.now() - DEADLINE_MARGIN_MS);
}

/**
 * A lookup that answers every name with the one address the check chose. It answers on a later
 * tick, as `dns.lookup` does: answered at once, a connect that fails at once (no route) destroys the
 * socket inside `tls.connect`, before anyone listens for its 'error', and the process dies of it.
 */
function fixedLookup(address: string) {
  const family = isIP(address) === 6 ? 6 : 4;
  return (
    _hostname: string,
    lookupOptions: { all?: boolean },
    callback: (error: Error | null, address: string | { address: string; family: number }[], family?: number) => void,
  ): void => {
    process.nextTick(() => {
      if (lookupOptions.all) callback(null, [{ address, family }]);
      else callback(null, address, family);
    });
  };
}

/**
 * Errors that say the connection never left this machine: no route to the address (ENETUNREACH,
 * EHOSTUNREACH, or a blackhole, prohibit route: EINVAL, EACCES, EPERM), or no address of its family
 * here (an IPv6 address on an IPv4-only host: EADDRNOTAVAIL, EAFNOSUPPORT). They say nothing of the site.
 */
const UNREACHABLE_CODES: ReadonlySet<string> = new Set([
  'ENETUNREACH',
  'EHOSTUNREACH',
  'EADDRNOTAVAIL',
  'EAFNOSUPPORT',
  'EINVAL',
  'EACCES',
  'EPERM',
]);

function describeUnreachable(code: string, address: string, port: number): string {
  const where = isIP(address) === 6 ? `[${address}]:${port}` : `${address}:${port}`;
  return code === 'EADDRNOTAVAIL' || code === 'EAFNOSUPPORT'
    ? `this machine has no IPv${isIP(address) === 6 ? 6 : 4} address to reach ${where} from (${code})`
    : `this machine has no route to ${where} (${code})`;
}

/** Chain errors OpenSSL reports for a certificate no trusted CA signed. */
const SELF_SIGNED = new Set(['DEPTH_ZERO_SELF_SIGNED_CERT', 'SELF_SIGNED_CERT_IN_CHAIN']);

function classifyCertificateError(code: string): TlsOutcome | undefined {
  if (code === 'CERT_HAS_EXPIRED') return 'expired';
  if (code === 'CERT_NOT_YET_VALID') return 'not-yet-valid';
  if (SELF_SIGNED.has(code)) return 'self-signed';
  if (code === 'ERR_TLS_CERT_ALTNAME_INVALID') return 'name-mismatch';
  if (
    code.startsWith('CERT_') ||
    code.startsWith('UNABLE_TO_') ||
    code.includes('_CERT_') ||
    code === 'HOSTNAME_MISMATCH'
  )
    return 'untrusted';
  return undefined;
}

function describeCertificate(certificate: PeerCertificate): CertificateFacts | undefined {
  if (Object.keys(certificate).length === 0) return undefined;
  const sans = (certificate.subjectaltname ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.startsWith('DNS:'))
    .map((entry) => entry.slice(4).toLowerCase());
  const name = (fields: PeerCertificate['subject'] | undefined): string => {
    const value = fields?.CN ?? fields?.O ?? '';
    return Array.isArray(value) ? value.join(', ') : value;
  };
  const organization = certificate.issuer.O;
  const issuerOrganization = Array.isArray(organization) ? organization.join(', ') : organization;
  const identity = readCertificateIdentity(certificate.raw);
  return {
    subject: name(certificate.subject),
    issuer: name(certificate.issuer),
    sans,
    validFrom: new Date(certificate.valid_from).toISOString(),
    validTo: new Date(certificate.valid_to).toISOString(),
    fingerprint256: certificate.fingerprint256,
    ...(issuerOrganization ? { issuerOrganization } : {}),
    ...(identity ? { serialNumber: identity.serialNumber } : {}),
    ...(identity?.authorityKeyId ? { authorityKeyId: identity.authorityKeyId } : {}),
  };
}

interface Handshake {
  readonly certificate: PeerCertificate | undefined;
  readonly error: (Error & { code?: string }) | undefined;
  readonly timedOut: boolean;
}

function handshake(request: TlsProbeRequest, ca: readonly string[] | undefined, verify: boolean): Promise<Handshake> {
  return new Promise((resolve) => {
    let socket: TLSSocket;
    try {
      socket = connect({
        host: request.address,
        port: request.port,
        servername: request.servername,
        ...(ca ? { ca: [...ca] } : {}),
        // Only the inspection handshake in probeTls lets a rejected certificate through, and only to read it.
        rejectUnauthorized: verify,
        ALPNProtocols: ['http/1.1'],
      });
    } catch (error) {
      resolve({ certificate: undefined, error: error as Error, timedOut: false });
      return;
    }
    let settled = false;
    const finish = (result: Handshake): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => {
      finish({ certificate: undefined, error: undefined, timedOut: true });
    }, remainingMs(request.deadline));
    socket.once('secureConnect', () => {
      finish({ certificate: socket.getPeerCertificate(), error: undefined, timedOut: false });
    });
    socket.once('error', (error: Error & { code?: string }) => {
      finish({ certificate: undefined, error, timedOut: false });
    });
    socket.once('close', () => {
      const error = Object.assign(new Error('the connection closed during the TLS handshake'), { code: 'ECONNRESET' });
      finish({ certificate: undefined, error, timedOut: false });
    });
  });
}

async function probeTls(request: TlsProbeRequest, ca: readonly string[] | undefined): Promise<TlsProbeResult> {
  const verified = await handshake(request, ca, true);
  if (verified.timedOut) {
    return { outcome: 'timeout', errorCode: 'TIMEOUT', detail: 'no TLS handshake before the deadline' };
  }
  if (!verified.error) {
    const certificate = verified.certificate && describeCertificate(verified.certificate);
    return { outcome: 'valid', errorCode: null, detail: 'valid certificate', ...(certificate ? { certificate } : {}) };
  }
  const code = verified.error.code ?? 'ERR_TLS';
  if (UNREACHABLE_CODES.has(code)) {
    return {
      outcome: 'unreachable',
      errorCode: code,
      detail: describeUnreachable(code, request.address, request.port),
    };
  }
  const outcome = classifyCertificateError(code);
  if (!outcome) return { outcome: 'no-tls', errorCode: code, detail: describeConnectionError(verified.error) };
  // The verdict is `outcome`, from the verifying handshake above. This second handshake only reads the
  // rejected certificate so the finding can show its issuer, names and dates; nothing is sent over it.
  const inspected = await handshake(request, ca, false);
  const certificate = inspected.certificate && describeCertificate(inspected.certificate);
  return {
    outcome,
    errorCode: code,
    detail: describeCertificateError(code, verified.error.message),
    ...(certificate ? { certificate } : {}),
  };
}

function describeCertificateError(code: string, message: string): string {
  switch (code) {
    case 'CERT_HAS_EXPIRED':
      return 'the certificate has expired';
    case 'CERT_NOT_YET_VALID':
      return 'the certificate is not valid yet';
    case 'DEPTH_ZERO_SELF_SIGNED_CERT':
      return 'the certificate is self-signed';
    case 'SELF_SIGNED_CERT_IN_CHAIN':
      return 'the chain ends in a self-signed certificate that is not trusted';
    case 'ERR_TLS_CERT_ALTNAME_INVALID':
      return 'the certificate is for other names';
    default:
      return `the certificate is not trusted (${message})`;
  }
}

function describeConnectionError(error: Error & { code?: string }): string {
  switch (error.code) {
    case 'ECONNREFUSED':
      return 'connection refused: nothing listens on this port';
    case 'ECONNRESET':
      return 'the connection was closed during the TLS handshake';
    case 'ETIMEDOUT':
      return 'the connection timed out';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'the address is unreachable';
    default:
      // An alert from the server (no certificate for this name) or a plain-HTTP answer on the TLS port.
      return error.message.replace(/^.*?:error:[0-9A-F]+:/i, '').trim() || (error.code ?? 'TLS failed');
  }
}

async function probeHttp(
  request: HttpProbeRequest,
  ca: readonly string[] | undefined,
  userAgent: string,
): Promise<HttpProbeResult> {
  const timeout = remainingMs(request.deadline);
  const connector = buildConnector({
    lookup: fixedLookup(request.address),
    timeout,
    ...(ca ? { ca: [...ca] } : {}),
  } as buildConnector.BuildOptions);
  // The URL keeps its own host and default port, so Host and SNI are the domain's; only the socket moves.
  const agent = new Agent({
    connect: (options, callback) => connector({ ...options, port: String(request.port) }, callback),
    headersTimeout: timeout,
    bodyTimeout: timeout,
  });
  try {
    const response = await fetch(request.url, {
      method: 'GET',
      redirect: 'manual',
      headers: { 'user-agent': userAgent, accept: 'text/html,*/*' },
      dispatcher: agent,
      signal: AbortSignal.timeout(Math.max(1, timeout)),
    });
    await response.body?.cancel();
    return {
      outcome: 'response',
      status: response.status,
      location: response.headers.get('location'),
      detail: `${response.status} ${response.statusText}`.trim(),
    };
  } catch (error) {
    return describeFetchError(error, request);
  } finally {
    void agent.destroy();
  }
}

function describeFetchError(error: unknown, request: HttpProbeRequest): HttpProbeResult {
  const https = request.url.startsWith('https:');
  const failed = { status: null, location: null } as const;
  const cause =
    error instanceof Error && error.cause instanceof Error ? (error.cause as Error & { code?: string }) : undefined;
  const code = cause?.code ?? (error instanceof Error ? (error as Error & { code?: string }).code : undefined);
  if (code !== undefined && UNREACHABLE_CODES.has(code)) {
    return { outcome: 'unreachable', ...failed, detail: describeUnreachable(code, request.address, request.port) };
  }
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return { outcome: 'timeout', ...failed, detail: 'no answer before the deadline' };
  }
  if (code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
    return { outcome: 'timeout', ...failed, detail: 'no answer before the deadline' };
  }
  if (code === 'ECONNRESET' && https) {
    return {
      outcome: 'tls-error',
      ...failed,
      detail: 'the server ended the TLS handshake (no certificate for this name?)',
    };
  }
  if (code === 'ECONNREFUSED')
    return { outcome: 'refused', ...failed, detail: 'connection refused: nothing listens on this port' };
  if (
    code !== undefined &&
    (classifyCertificateError(code) !== undefined || code.startsWith('ERR_SSL') || code.startsWith('ERR_TLS'))
  ) {
    return { outcome: 'tls-error', ...failed, detail: describeCertificateError(code, cause?.message ?? code) };
  }
  const message = cause?.message ?? (error instanceof Error ? error.message : String(error));
  return { outcome: 'error', ...failed, detail: code ? `${message} (${code})` : message };
}
