/**
 * `domain-check watch`: what each domain waits for, and when the next try is worth making. Pure, so the
 * schedule can be tested without waiting. The next try comes from the remaining TTLs of the stale
 * answers resolvers still hold, and is never sooner than every few seconds.
 */
import type { Finding } from '../findings/finding.ts';
import { FIX_ORDER } from '../findings/check-registry.ts';
import { NETWORK_CODES, PROPAGATING_CODES, STATUS_ORDER, type DomainReport, type Report } from '../engine/report.ts';
import { NETWORK_HEADLINES } from '../findings/words/network.ts';
import type { AnyFindingParams, FindingParams } from '../findings/format.ts';

/** Never try more often than this: the DNS host, the resolvers and the platform deserve some rest. */
export const MIN_RETRY_MS = 5000;
/** Never wait longer than this, so a change the user makes is seen soon. */
export const MAX_RETRY_MS = 5 * 60_000;
/** How often to look again for a certificate that is being issued ("usually within a couple of minutes"). */
const CERTIFICATE_RETRY_MS = 15_000;
const FAILED_LOOKUP_RETRY_MS = 10_000;

export type DomainState = 'ready' | 'action-required' | 'propagating' | 'waiting-for-certificate' | 'inconclusive';

/** When the served certificate is due for renewal: the CA's window (RFC 9773) or the lifetime's point. */
export interface RenewalSummary {
  readonly basis: 'ari' | 'lifetime';
  readonly start: string;
  readonly end: string;
  readonly late: boolean;
}

export interface DomainSummary {
  readonly domain: string;
  readonly state: DomainState;
  /** One line: what has to happen before this domain is ready. Empty when ready. */
  readonly waitingFor: string;
  /** The certificate's renewal window, when the tls check judged one. */
  readonly renewal?: RenewalSummary;
}

/** The renewal window of the domain's valid certificate, from the tls finding's params. */
function renewalOf(domain: DomainReport): RenewalSummary | undefined {
  for (const finding of domain.checks) {
    if (finding.code !== 'TLS_VALID' && finding.code !== 'TLS_RENEWAL_LATE') continue;
    const { life } = finding.params as FindingParams<'TLS_VALID'>;
    if (!life) continue;
    const { basis, start, end } = life.window;
    return { basis, start, end, late: life.timing === 'late' };
  }
  return undefined;
}

function worstFirst(a: Finding, b: Finding): number {
  return STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || FIX_ORDER.indexOf(a.id) - FIX_ORDER.indexOf(b.id);
}

/**
 * The text up to its first sentence's end: a stop after a word, outside brackets, before the end or
 * a capital. A dot inside a name (`docs.example.com.`, the root zone `.`) ends nothing.
 */
export function firstSentence(text: string): string {
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? '';
    if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && '.!?'.includes(char) && /\S/.test(text[index - 1] ?? '')) {
      const rest = text.slice(index + 1);
      if (rest === '' || /^\s+[^\sa-z0-9]/.test(rest)) return text.slice(0, index + 1);
    }
  }
  return text;
}

/** A network finding's line: made from its params (`NETWORK_HEADLINES`), not cut from its prose. */
function networkLine(finding: Finding): string {
  const headline: ((params: AnyFindingParams) => string) | undefined = Object.hasOwn(NETWORK_HEADLINES, finding.code)
    ? (NETWORK_HEADLINES[finding.code as keyof typeof NETWORK_HEADLINES] as (params: AnyFindingParams) => string)
    : undefined;
  return headline ? headline(finding.params) : firstSentence(finding.message);
}

/** A missing certificate while DNS is right is the platform's turn, not the user's. */
function isWaitingForCertificate(problems: readonly Finding[]): boolean {
  return (
    problems.every((finding) => finding.id === 'tls' || finding.id === 'redirect' || finding.id === 'primary') &&
    problems.some((finding) => finding.code === 'TLS_NO_CERTIFICATE' || finding.code === 'TLS_NAME_MISMATCH')
  );
}

export function summariseDomain(domain: DomainReport, strict = false): DomainSummary {
  const problems = domain.checks
    .filter(
      (finding) =>
        finding.status === 'fail' ||
        finding.status === 'error' ||
        (finding.status === 'warn' && (strict || PROPAGATING_CODES.has(finding.code))),
    )
    .sort(worstFirst);
  const first = problems[0];
  const renewal = renewalOf(domain);
  if (!first) return { domain: domain.domain, state: 'ready', waitingFor: '', ...(renewal ? { renewal } : {}) };
  if (first.status === 'fail') {
    if (isWaitingForCertificate(problems)) {
      return {
        domain: domain.domain,
        state: 'waiting-for-certificate',
        waitingFor: 'the certificate: DNS is right, it is usually issued within a couple of minutes of Verify',
      };
    }
    return {
      domain: domain.domain,
      state: 'action-required',
      waitingFor: `a change (${first.id}): ${firstSentence(first.fix ?? first.message)}`,
    };
  }
  if (first.status === 'error' && NETWORK_CODES.has(first.code)) {
    return {
      domain: domain.domain,
      state: 'inconclusive',
      waitingFor: `the network (${first.id}): ${networkLine(first)}`,
    };
  }
  if (first.status === 'error') {
    return {
      domain: domain.domain,
      state: 'inconclusive',
      waitingFor: `an answer (${first.id}): ${firstSentence(first.message)}`,
    };
  }
  return {
    domain: domain.domain,
    state: 'propagating',
    waitingFor: `resolvers to catch up: ${firstSentence(first.fix ?? first.message)}`,
  };
}

export interface NextTry {
  readonly delayMs: number;
  /** Why then, for the progress line. */
  readonly reason: string;
}

/**
 * The soonest moment something can have changed: a stale answer's remaining TTL (RFC 1035 §3.2.1: it
 * counts down in the resolver's cache), a short poll while the user edits records or the platform
 * issues the certificate, clamped to [MIN_RETRY_MS, MAX_RETRY_MS].
 */
export function scheduleNextTry(report: Report, resolverLabels: readonly string[], strict = false): NextTry {
  const candidates: NextTry[] = [];
  for (const domain of report.domains) {
    const summary = summariseDomain(domain, strict);
    if (summary.state === 'action-required') {
      candidates.push({ delayMs: MIN_RETRY_MS, reason: `waiting for a change for ${domain.domain}` });
    } else if (summary.state === 'waiting-for-certificate') {
      candidates.push({ delayMs: CERTIFICATE_RETRY_MS, reason: `waiting for the certificate of ${domain.domain}` });
    } else if (summary.state === 'inconclusive' && summary.waitingFor.startsWith('the network')) {
      // A network that dropped usually comes back within seconds: look again soon.
      candidates.push({ delayMs: MIN_RETRY_MS, reason: `the network failed for ${domain.domain}; trying again` });
    } else if (summary.state === 'inconclusive') {
      candidates.push({ delayMs: FAILED_LOOKUP_RETRY_MS, reason: `lookups failed for ${domain.domain}` });
    }
    for (const finding of domain.checks.filter((f) => PROPAGATING_CODES.has(f.code))) {
      const ttls = finding.evidence
        .filter((line) => resolverLabels.includes(line.server) && line.ttl !== null)
        .map((line) => line.ttl ?? 0);
      if (ttls.length === 0) continue;
      const ttl = Math.min(...ttls);
      // One second past expiry, so the resolver has dropped the stale answer when we ask.
      candidates.push({
        delayMs: (ttl + 1) * 1000,
        reason: `the stale ${finding.code === 'PROPAGATING' ? 'answer' : 'NS set'} for ${domain.domain} expires in ${ttl} s`,
      });
    }
  }
  const soonest = candidates.sort((a, b) => a.delayMs - b.delayMs)[0] ?? { delayMs: MIN_RETRY_MS, reason: 'polling' };
  const delayMs = Math.min(MAX_RETRY_MS, Math.max(MIN_RETRY_MS, soonest.delayMs));
  return { delayMs, reason: soonest.reason };
}
