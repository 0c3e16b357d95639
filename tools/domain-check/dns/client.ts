/**
 * The DNS client every check shares. One lookup per (server, name, type, flags) per run, so checks can
 * ask freely; every failure comes back as a typed `LookupResult`, never as an exception (a DNS failure
 * is a finding, not a crash).
 */
import { decodeMessage, encodeQuery, normaliseName, type DnsMessage, type DnsRecord } from './codec.ts';
import { getOrCreate } from '../core/memoise.ts';
import { formatServer, TransportError, type DnsTransport, type TransportProtocol } from './transport.ts';
import { isSameOrSubdomain } from './wire-names.ts';
import {
  describeExtendedErrors,
  failure,
  rcodeFailure,
  type LookupRequest,
  type LookupResult,
} from './lookup-result.ts';
import { recordRoundTrip, retryTimeoutMs, type ServerState } from './retry-timing.ts';
import { QueryBudget } from './query-budget.ts';
import { counted } from '../core/plural.ts';

export type { DnsRecord, ExtendedDnsError, QueryType } from './codec.ts';
export {
  describeExtendedErrors,
  isFailed,
  type LookupRequest,
  type LookupResult,
  type LookupStatus,
} from './lookup-result.ts';

export interface DnsClientOptions {
  readonly transport: DnsTransport;
  /** Epoch milliseconds after which no query is sent and waits are cut short. */
  readonly deadline: number;
  /**
   * The longest wait for one answer. A server whose round-trip time has been measured is retried
   * sooner (see `retryTimeoutMs`); an unmeasured one after half of this.
   */
  readonly queryTimeoutMs?: number;
  /** UDP attempts per lookup (each with a fresh ID). */
  readonly attempts?: number;
  /** At most this many queries in flight in all; the benchmark sets 1 to measure a sequential run. */
  readonly maxInFlight?: number;
  /** At most this many queries in flight to one server, so that a large config does not flood it. */
  readonly maxInFlightPerServer?: number;
  readonly now?: () => number;
  readonly onQuery?: (stats: DnsClientStats) => void;
}

export interface DnsClientStats {
  queriesSent: number;
  lookups: number;
}

const MAX_CHAIN = 12;

/** A request with every default filled in; `auto` is UDP, then TCP when the answer is truncated. */
type NormalisedRequest = Required<Omit<LookupRequest, 'protocol' | 'clientSubnet'>> &
  Pick<LookupRequest, 'clientSubnet'> & { readonly protocol: 'udp' | 'tcp' | 'auto' };
/**
 * Answers a lookup in place of the client, from what `lookup` (the client's own, memoised) returns:
 * a view that reads another source where one server's answers are known not to be the DNS.
 */
export type LookupCorrector = (
  request: LookupRequest,
  lookup: (request: LookupRequest) => Promise<LookupResult>,
) => Promise<LookupResult>;

export class DnsClient {
  readonly #stats: DnsClientStats = { queriesSent: 0, lookups: 0 };
  readonly #options: DnsClientOptions;
  /** Set on a view made by `correctedBy`: the client it asks, and how its answers are corrected. */
  #through: { readonly base: DnsClient; readonly correct: LookupCorrector } | undefined;
  readonly #memo = new Map<string, Promise<LookupResult>>();
  readonly #now: () => number;
  readonly #servers = new Map<string, ServerState>();
  readonly #budget: QueryBudget;

  constructor(options: DnsClientOptions) {
    this.#options = options;
    this.#now = options.now ?? (() => Date.now());
    this.#budget = new QueryBudget(options);
  }

  get deadline(): number {
    return this.#options.deadline;
  }

  get stats(): DnsClientStats {
    return this.#through?.base.stats ?? this.#stats;
  }

  /** A view of this client whose lookups go through `correct`; it shares this one's cache and budget. */
  correctedBy(correct: LookupCorrector): DnsClient {
    const view = new DnsClient(this.#options);
    view.#through = { base: this, correct };
    return view;
  }

  /** Memoised: concurrent callers asking the same question share one lookup. */
  lookup(request: LookupRequest): Promise<LookupResult> {
    const through = this.#through;
    if (through) return through.correct(request, (asked) => through.base.lookup(asked));
    const normalised: NormalisedRequest = {
      server: request.server,
      name: normaliseName(request.name),
      type: request.type,
      recursion: request.recursion ?? true,
      checkingDisabled: request.checkingDisabled ?? false,
      dnssecOk: request.dnssecOk ?? false,
      followCnames: request.followCnames ?? request.type !== 'CNAME',
      edns: request.edns ?? true,
      protocol: request.protocol ?? 'auto',
      ...(request.clientSubnet ? { clientSubnet: request.clientSubnet } : {}),
    };
    const key = [
      formatServer(normalised.server),
      normalised.name,
      normalised.type,
      normalised.recursion ? 'rd' : '',
      normalised.checkingDisabled ? 'cd' : '',
      normalised.dnssecOk ? 'do' : '',
      normalised.followCnames ? 'follow' : '',
      normalised.edns ? '' : 'no-edns',
      normalised.protocol === 'auto' ? '' : normalised.protocol,
      normalised.clientSubnet ? `ecs=${normalised.clientSubnet.address}/${normalised.clientSubnet.prefixLength}` : '',
    ].join('|');
    return getOrCreate(this.#memo, key, () => {
      this.stats.lookups += 1;
      // Only the network can make a lookup fail. Anything else thrown here is a bug in domain-check:
      // it must surface as one (the check's CHECK_CRASHED, "an internal error"), not as a DNS problem.
      return this.#resolve(normalised).catch((error: unknown) => {
        if (!(error instanceof TransportError)) throw error;
        return failure(normalised, 'failed', `lookup failed: ${error.message}`);
      });
    });
  }

  async #resolve(request: NormalisedRequest): Promise<LookupResult> {
    const chain: DnsRecord[] = [];
    const seen = new Set<string>([request.name]);
    let current = request.name;
    for (;;) {
      const outcome = await this.#query({ ...request, name: current });
      if ('status' in outcome) return { ...outcome, name: request.name, chain, finalName: current };
      const message = outcome;
      const base = {
        server: request.server,
        name: request.name,
        type: request.type,
        authority: message.authorities,
        answerSection: message.answers,
        additional: message.additionals,
        truncated: message.truncated,
        authoritative: message.authoritative,
        recursionAvailable: message.recursionAvailable,
        authenticData: message.authenticData,
        networkError: null,
        extendedErrors: message.extendedErrors,
        ...(message.clientSubnetScope === undefined ? {} : { clientSubnetScope: message.clientSubnetScope }),
      };
      const failed = rcodeFailure(message.rcode);
      if (failed) {
        return {
          ...base,
          status: failed,
          records: [],
          chain,
          finalName: current,
          detail: `${message.rcode} from ${formatServer(request.server)} for ${current} ${request.type}${describeExtendedErrors(message.extendedErrors)}`,
        };
      }
      // Walk the answer section along the CNAME chain (RFC 1034 §3.6.2, §4.3.2 step 3a).
      for (;;) {
        const records = message.answers.filter((r) => r.name === current && r.type === request.type);
        if (records.length > 0) {
          return { ...base, status: 'answer', records, chain, finalName: current, detail: '' };
        }
        const cname = message.answers.find((r) => r.name === current && r.type === 'CNAME');
        if (!cname?.target || !request.followCnames) break;
        chain.push(cname);
        if (seen.has(cname.target) || chain.length > MAX_CHAIN) {
          return {
            ...base,
            status: 'cname-loop',
            records: [],
            chain,
            finalName: cname.target,
            detail: `the CNAME chain from ${request.name} loops back to ${cname.target}`,
          };
        }
        seen.add(cname.target);
        current = cname.target;
      }
      // RFC 6604 §3: the RCODE describes the last name of the chain.
      if (message.rcode === 'NXDOMAIN') {
        return { ...base, status: 'nxdomain', records: [], chain, finalName: current, detail: '' };
      }
      const soaCoversCurrent = message.authorities.some((r) => r.type === 'SOA' && isSameOrSubdomain(current, r.name));
      const stoppedAtCname = chain.length > 0 && chain.at(-1)?.target === current;
      if (!stoppedAtCname || soaCoversCurrent) {
        return { ...base, status: 'nodata', records: [], chain, finalName: current, detail: '' };
      }
      // An authoritative server answers a CNAME alone when the target lies outside its zones:
      // ask again for the target, as a stub resolver would.
    }
  }

  /** One question to one server: UDP with retries, then TCP when the answer is truncated. */
  async #query(request: NormalisedRequest): Promise<DnsMessage | LookupResult> {
    const attempts = this.#options.attempts ?? 3;
    if (request.protocol === 'tcp') return this.#exchange(request, 'tcp', 0);
    let lastFailure: LookupResult | undefined;
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      // A retry that the deadline cuts short would only hide what the first attempt saw.
      if (lastFailure && this.#options.deadline - this.#now() <= 0) break;
      const udp = await this.#exchange(request, 'udp', attempt);
      if ('status' in udp) {
        lastFailure = udp;
        if (udp.status === 'network') break;
        continue;
      }
      if (!udp.truncated || request.protocol === 'udp') return udp;
      // TC=1: the full answer is only available over TCP (RFC 7766 §5).
      return this.#exchange(request, 'tcp', 0);
    }
    return lastFailure ?? failure(request, 'timeout', `no answer from ${formatServer(request.server)}`);
  }

  async #exchange(
    request: NormalisedRequest,
    protocol: TransportProtocol,
    attempt: number,
  ): Promise<DnsMessage | LookupResult> {
    const server = getOrCreate(this.#servers, formatServer(request.server), () => this.#budget.newServer());
    await this.#budget.acquire(server, request.type);
    const remaining = this.#options.deadline - this.#now();
    const where = `${formatServer(request.server)} for ${request.name} ${request.type}${protocol === 'tcp' ? ' over TCP' : ''}`;
    if (remaining <= 0) {
      this.#budget.release(server);
      return failure(request, 'timeout', `the run's deadline passed before asking ${where}`);
    }
    const id = randomId();
    const query = encodeQuery({
      id,
      name: request.name,
      type: request.type,
      recursionDesired: request.recursion,
      checkingDisabled: request.checkingDisabled,
      dnssecOk: request.dnssecOk,
      edns: request.edns,
      ...(request.clientSubnet ? { clientSubnet: request.clientSubnet } : {}),
    });
    let garbage = 0;
    let mismatched = 0;
    let accepted: DnsMessage | undefined;
    // TCP carries its own retransmission, so it gets the whole wait.
    const ceilingMs = this.#options.queryTimeoutMs ?? 2000;
    const timeoutMs = Math.min(protocol === 'tcp' ? ceilingMs : retryTimeoutMs(server, attempt, ceilingMs), remaining);
    const sentAt = this.#now();
    try {
      this.stats.queriesSent += 1;
      this.#options.onQuery?.(this.stats);
      await this.#options.transport.exchange({
        server: request.server,
        protocol,
        query,
        timeoutMs,
        accept: (bytes) => {
          const message = decodeMessage(bytes);
          if (!message?.isResponse) {
            garbage += 1;
            return false;
          }
          // RFC 5452 §9.1: accept only an answer whose ID and question match what we asked.
          const q = message.question;
          if (message.id !== id || q?.name !== request.name || q.type !== request.type) {
            mismatched += 1;
            return false;
          }
          accepted = message;
          recordRoundTrip(server, this.#now() - sentAt);
          this.#budget.answered(server);
          return true;
        },
      });
    } catch (error) {
      // Transports reject with a TransportError only (transport.ts); anything else is a bug.
      if (!(error instanceof TransportError)) throw error;
      const seconds = (timeoutMs / 1000).toFixed(1);
      if (error.code === 'TIMEOUT') this.#budget.unanswered(server);
      if (error.code === 'NETWORK') {
        return failure(request, 'network', `could not reach ${where}: ${error.message}`, error.systemCode ?? 'NETWORK');
      }
      if (garbage > 0) {
        return failure(
          request,
          'garbage',
          `${where} sent ${counted(garbage, 'undecodable packet')} and no valid answer`,
        );
      }
      if (mismatched > 0) {
        return failure(
          request,
          'mismatch',
          `${where} answered with the wrong message ID or question ${mismatched === 1 ? 'once' : `${mismatched} times`}; ignored`,
        );
      }
      return failure(request, 'timeout', `no answer from ${where} within ${seconds} s`);
    } finally {
      this.#budget.release(server);
    }
    return accepted ?? failure(request, 'failed', `no answer from ${where}`);
  }
}

function randomId(): number {
  return crypto.getRandomValues(new Uint16Array(1))[0] ?? 0;
}
