import { wordedBy, type Finding } from '../../findings/finding.ts';
import { defineLiveCheck, resolveHostAddresses, type LiveCheckContext } from '../../engine/live-check.ts';
import { addressProblem, certificateBlocker, tlsEvidence } from '../../engine/live-findings.ts';
import { LIVE_WORDS } from '../../findings/words/live.ts';
import { NETWORK_WORDS } from '../../findings/words/network.ts';
import { TLS_WORDS, TLS_EXAMPLES, TLS_DOCS } from './words.ts';
import type { TlsOutcome, TlsProbeResult } from '../../live/probe.ts';
import { defineCheckFolder } from '../check-folder.ts';
import { judgeCertificateLife, type CertificateLife } from './certificate-life.ts';

const findingFrom = wordedBy(TLS_WORDS);
const liveFindingFrom = wordedBy(LIVE_WORDS);
const networkFindingFrom = wordedBy(NETWORK_WORDS);

const DAY_MS = 86_400_000;

interface AddressResult {
  readonly address: string;
  readonly result: TlsProbeResult;
}

/** One finding for the addresses that gave the same outcome. */
function findingFor(
  context: LiveCheckContext,
  outcome: TlsOutcome,
  group: readonly AddressResult[],
  life: CertificateLife | null,
): Finding {
  const { domain, live } = context;
  const port = live.ports.https;
  const evidence = group.map(({ address, result }) => tlsEvidence(domain, address, port, result));
  const first = group[0]?.result;
  const certificate = first?.certificate ?? null;
  const answer = { domain, addresses: group.map(({ address }) => address), port, certificate };
  const { domainsSettings } = context.input.platform.dashboard;
  const problem = { ...answer, blocker: certificateBlocker(live.dnsFindings), domainsSettings };
  switch (outcome) {
    case 'valid': {
      const daysLeft = life?.daysLeft ?? Infinity;
      const params = { ...answer, daysLeft, life };
      return life?.timing === 'late'
        ? findingFrom({ id: 'tls', status: 'warn', code: 'TLS_RENEWAL_LATE', params, evidence })
        : findingFrom({ id: 'tls', status: 'pass', code: 'TLS_VALID', params, evidence });
    }
    case 'expired': {
      const daysAgo = certificate ? Math.floor((Date.now() - Date.parse(certificate.validTo)) / DAY_MS) : null;
      const params = { ...problem, daysAgo };
      return findingFrom({ id: 'tls', status: 'fail', code: 'TLS_EXPIRED', params, evidence });
    }
    case 'self-signed':
      return findingFrom({ id: 'tls', status: 'fail', code: 'TLS_SELF_SIGNED', params: problem, evidence });
    case 'untrusted':
    case 'not-yet-valid': {
      const params = { ...problem, detail: first?.detail ?? 'not trusted' };
      return findingFrom({ id: 'tls', status: 'fail', code: 'TLS_UNTRUSTED', params, evidence });
    }
    case 'name-mismatch':
      return findingFrom({ id: 'tls', status: 'fail', code: 'TLS_NAME_MISMATCH', params: problem, evidence });
    case 'no-tls': {
      const params = { ...problem, errorCode: first?.errorCode ?? null, detail: first?.detail ?? 'no TLS' };
      return findingFrom({ id: 'tls', status: 'fail', code: 'TLS_NO_CERTIFICATE', params, evidence });
    }
    case 'unreachable':
      return networkFindingFrom({
        id: 'tls',
        status: 'error',
        code: 'LIVE_UNREACHABLE',
        params: { request: 'tls', domain, addresses: answer.addresses, port, detail: first?.detail ?? 'no route' },
        evidence,
      });
    case 'timeout':
      return liveFindingFrom({
        id: 'tls',
        status: 'error',
        code: 'LIVE_TIMEOUT',
        params: { request: 'tls', domain, addresses: answer.addresses, port },
        evidence,
      });
  }
}

/**
 * Connects on 443 to each A/AAAA address of the domain with SNI set to the domain, and says what the
 * certificate says. A missing certificate is never a pass; addresses that disagree are a finding too.
 */
export const check = defineLiveCheck({
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
    const valid = groups.get('valid')?.[0]?.result.certificate;
    const life = valid
      ? await judgeCertificateLife(valid, live.renewalInfo, live.probe, input.deadline, Date.now())
      : null;
    const findings = [...groups].map(([outcome, group]) => findingFor(context, outcome, group, life));
    const overCap = groups.get('valid');
    if (life?.overCap && overCap) {
      const { maxDays, from } = life.overCap;
      findings.push(
        findingFrom({
          id: 'tls',
          status: 'warn',
          code: 'TLS_LIFETIME_OVER_CAP',
          params: {
            domain,
            addresses: overCap.map(({ address }) => address),
            port: live.ports.https,
            certificate: valid ?? null,
            lifetimeDays: life.lifetimeDays,
            maxDays,
            capFrom: from,
          },
          evidence: overCap.map(({ address, result }) => tlsEvidence(domain, address, live.ports.https, result)),
        }),
      );
    }
    if (groups.size > 1) {
      findings.push(
        findingFrom({
          id: 'tls',
          status: 'fail',
          code: 'TLS_ADDRESSES_DIFFER',
          params: {
            domain,
            answers: results.map(({ address, result }) => ({
              address,
              outcome: result.outcome,
              detail: result.detail,
            })),
          },
          evidence: results.map(({ address, result }) => tlsEvidence(domain, address, live.ports.https, result)),
        }),
      );
    }
    return findings;
  },
});

/** The tls check. The certificate the domain serves. */
export default /* @__PURE__ */ defineCheckFolder({
  check,
  runsOver: 'http',
  // After ttl: DNS comes before anything live: a certificate needs the domain to verify.
  fixedAfter: ['ttl'],
  docs: TLS_DOCS,
  words: TLS_WORDS,
  examples: TLS_EXAMPLES,
});

declare module '../../findings/check-words.ts' {
  /** The tls check's words, for the types of the layers below the checks (the engine, the formatter). */
  interface CheckWords {
    tls: typeof TLS_WORDS;
  }
}
