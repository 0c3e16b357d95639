/**
 * Counts the waves of dependent DNS questions a run needs, without a clock: the test servers hold
 * every answer (`DnsTestServerOptions.holdAnswer`) until the run has sent every question it can
 * send without one, then release them all at once. A question first asked after the k-th release
 * belongs to wave k + 1, so the number of waves is the length of the run's longest chain of
 * dependent lookups, whatever the machine's load. A retry of a question still held is the same
 * question. "Nothing left to send" is read from the event loop: a run of turns in which no query
 * arrives (a query leaves and arrives within a turn or two on loopback). Code that a run loads on
 * first use must be loaded before (a run before the counted one), or its questions may come late.
 */

/** Event-loop turns without a new query after which the run is taken to wait on the held answers alone. */
const QUIET_TURNS = 50;

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export interface DnsWaves {
  /** For `startDnsTestServer`'s `holdAnswer` (every server of the world takes the same). */
  readonly holdAnswer: (question: string) => Promise<void>;
  /** Runs `run` to its end, releasing the held answers wave by wave; the distinct questions of each wave. */
  count<T>(run: () => Promise<T>): Promise<{ readonly result: T; readonly waves: readonly (readonly string[])[] }>;
}

export function dnsWaves(): DnsWaves {
  let held: (() => void)[] = [];
  let arrivals = 0;
  let releases = 0;
  let counting = false;
  const waveOf = new Map<string, number>();
  return {
    holdAnswer(question) {
      arrivals += 1;
      // Outside a count (a warm-up run), every answer goes at once.
      if (!counting) return Promise.resolve();
      if (!waveOf.has(question)) waveOf.set(question, releases);
      return new Promise<void>((resolve) => held.push(resolve));
    },
    async count(run) {
      waveOf.clear();
      releases = 0;
      counting = true;
      let done = false;
      const running = run().finally(() => {
        done = true;
      });
      // Read through a call: the compiler cannot see that the run's end sets it while this waits.
      const ended = (): boolean => done;
      try {
        while (!ended()) {
          let quiet = 0;
          while (!ended() && quiet < QUIET_TURNS) {
            const before = arrivals;
            await nextTurn();
            quiet = arrivals === before ? quiet + 1 : 0;
          }
          if (ended()) break;
          // Nothing held: the run waits on something else (a timer), not on an answer.
          if (held.length === 0) continue;
          const release = held;
          held = [];
          releases += 1;
          for (const answer of release) answer();
        }
        const result = await running;
        const waves = Array.from({ length: Math.max(0, ...waveOf.values()) + 1 }, (_, wave) =>
          [...waveOf].filter(([, asked]) => asked === wave).map(([question]) => question),
        );
        return { result, waves: waveOf.size === 0 ? [] : waves };
      } finally {
        counting = false;
        for (const answer of held) answer();
        held = [];
      }
    },
  };
}
