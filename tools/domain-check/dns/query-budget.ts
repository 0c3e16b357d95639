/**
 * How many queries may be in flight, to each server and in all. A hundred domains would otherwise
 * send a thousand questions at once, and a resolver (or the router in front of it) drops what it
 * cannot hold: each drop costs a retry's wait.
 */
import type { ServerState } from './retry-timing.ts';

/**
 * Queries in flight to one server: a window that starts at INITIAL_WINDOW, grows by one with each
 * answer (so it doubles each round trip while every query is answered) up to the ceiling, and halves
 * when a query goes unanswered, as TCP's congestion window does (RFC 5681 §3.1). 128 stays under a
 * home router's forwarding limit (dnsmasq forwards 150 at once by default) and under what a server
 * listening on one UDP socket buffers by default (a burst of 512 lost queries even on loopback); a
 * fast server then gets more each round trip.
 */
const INITIAL_WINDOW = 128;
const MIN_WINDOW = 8;
const DEFAULT_MAX_IN_FLIGHT_PER_SERVER = 512;

/**
 * Questions whose answers say where to ask next: the zone cut (SOA), its servers (NS), an alias's
 * target (CNAME). Every later question of a check waits on one of them, so when a server's window is
 * full they go first: a run's length is its longest chain of dependent lookups, and these are links.
 */
const LEADS_TO_MORE_QUESTIONS: ReadonlySet<string> = new Set(['SOA', 'NS', 'CNAME']);

interface Waiter {
  readonly server: ServerState;
  readonly grant: () => void;
}

export class QueryBudget {
  readonly #maxInFlight: number;
  readonly #maxPerServer: number;
  #inFlight = 0;
  /** Waiting questions, first those that lead to more questions, each queue in arrival order. */
  readonly #first: Waiter[] = [];
  readonly #later: Waiter[] = [];

  constructor(options: { readonly maxInFlight?: number; readonly maxInFlightPerServer?: number }) {
    this.#maxInFlight = options.maxInFlight ?? Infinity;
    this.#maxPerServer = options.maxInFlightPerServer ?? DEFAULT_MAX_IN_FLIGHT_PER_SERVER;
  }

  newServer(): ServerState {
    return { inFlight: 0, window: Math.min(INITIAL_WINDOW, this.#maxPerServer) };
  }

  /** Resolves when a query of `type` to `server` may be sent; call `release` once it is done. */
  acquire(server: ServerState, type: string): Promise<void> {
    if (this.#hasRoom(server)) {
      this.#take(server);
      return Promise.resolve();
    }
    const queue = LEADS_TO_MORE_QUESTIONS.has(type) ? this.#first : this.#later;
    return new Promise<void>((grant) => queue.push({ server, grant }));
  }

  release(server: ServerState): void {
    this.#inFlight -= 1;
    server.inFlight -= 1;
    this.#dispatch();
  }

  answered(server: ServerState): void {
    server.window = Math.min(server.window + 1, this.#maxPerServer);
  }

  unanswered(server: ServerState): void {
    server.window = Math.min(this.#maxPerServer, Math.max(MIN_WINDOW, Math.floor(server.window / 2)));
  }

  #hasRoom(server: ServerState): boolean {
    return this.#inFlight < this.#maxInFlight && server.inFlight < server.window;
  }

  #take(server: ServerState): void {
    this.#inFlight += 1;
    server.inFlight += 1;
  }

  /** Hands freed room to waiting questions: each server's in its order, those that lead on first. */
  #dispatch(): void {
    for (const queue of [this.#first, this.#later]) {
      for (let index = 0; index < queue.length && this.#inFlight < this.#maxInFlight;) {
        const waiter = queue[index];
        if (waiter && this.#hasRoom(waiter.server)) {
          queue.splice(index, 1);
          this.#take(waiter.server);
          waiter.grant();
        } else {
          index += 1;
        }
      }
    }
  }
}
