/**
 * A finding: what a check found, as data (its code, status, params and evidence), with the message and
 * fix the one formatter made from its code's words. Checks build theirs through `wordedBy`.
 */
import { formatServer } from '../dns/transport.ts';
import type { DnsRecord, LookupResult } from '../dns/client.ts';
import type { CheckId, FindingCode } from './codes.ts';
import { ANY_CHECK_WORDS, type CrashCause, type SkipReason } from './words/any-check.ts';
import type { FindingWords } from './finding-words.ts';
import { formatFinding, type AnyFindingParams, type FindingParams } from './format.ts';

export type { CheckId, FindingCode } from './codes.ts';

export type CheckStatus = 'pass' | 'warn' | 'fail' | 'skip' | 'error';

/** One dig-style fact: which server was asked, and what it said about a name and type. */
export interface Evidence {
  readonly server: string;
  readonly name: string;
  readonly type: string;
  /** `null` when the lookup returned no record (NXDOMAIN, NODATA, a failure). */
  readonly ttl: number | null;
  readonly data: string;
}

export interface Finding {
  readonly id: CheckId;
  readonly status: CheckStatus;
  readonly code: FindingCode;
  readonly message: string;
  readonly fix: string | null;
  readonly evidence: readonly Evidence[];
  /** The facts the message and fix were made from, keyed per code and stable with it. */
  readonly params: AnyFindingParams;
}

/** A finding as a check states it: what it found, and no sentence. */
export interface FindingData<Code extends FindingCode> {
  readonly id: CheckId;
  readonly status: CheckStatus;
  readonly code: Code;
  readonly params: FindingParams<Code>;
  readonly evidence?: readonly Evidence[];
}

/**
 * A check's maker of findings: bound to its codes' words (checks/<id>/words.ts), it turns
 * what the check found into a finding with words, through the one formatter.
 */
export function wordedBy<Words extends Partial<Record<FindingCode, FindingWords<never>>>>(words: Words) {
  return <Code extends FindingCode & keyof Words>(data: FindingData<Code>): Finding => {
    const { message, fix } = formatFinding(words[data.code] as FindingWords<FindingParams<Code>>, data.params);
    return {
      id: data.id,
      status: data.status,
      code: data.code,
      message,
      fix,
      evidence: data.evidence ?? [],
      params: data.params,
    };
  };
}

const anyCheckFinding = /* @__PURE__ */ wordedBy(ANY_CHECK_WORDS);

/** The check did not run, and why: the reason is the finding's params. */
export const skip = (id: CheckId, reason: SkipReason): Finding =>
  anyCheckFinding({ id, status: 'skip', code: 'CHECK_SKIPPED', params: reason });

/** The check stopped without a verdict: the deadline passed, or it threw. */
export const crashed = (id: CheckId, cause: CrashCause): Finding =>
  anyCheckFinding({ id, status: 'error', code: 'CHECK_CRASHED', params: cause });

/** Evidence lines for a lookup: each record it returned, or one line saying what came back instead. */
export function evidenceOf(result: LookupResult): Evidence[] {
  const server = formatServer(result.server);
  const records: DnsRecord[] = [...result.chain, ...result.records];
  if (records.length > 0) {
    return records.map((record) => ({
      server,
      name: record.name,
      type: record.type,
      ttl: record.ttl,
      data: record.data,
    }));
  }
  const soa = result.authority.find((record) => record.type === 'SOA');
  const outcome =
    result.status === 'nxdomain'
      ? 'NXDOMAIN'
      : result.status === 'nodata'
        ? 'NODATA (no record of this type)'
        : result.detail || result.status.toUpperCase();
  const lines: Evidence[] = [{ server, name: result.finalName, type: result.type, ttl: null, data: outcome }];
  if (soa && (result.status === 'nxdomain' || result.status === 'nodata')) {
    lines.push({ server, name: soa.name, type: 'SOA', ttl: soa.ttl, data: soa.data });
  }
  return lines;
}
