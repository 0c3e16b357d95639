/**
 * When to ask a server again: its round-trip time, smoothed as RFC 6298 §2 does for TCP, sets how
 * long a query waits for an answer before it is sent again.
 */
/** No retry sooner than this, however fast the server has been: a slow answer is not a lost one. */
const MIN_RETRY_MS = 250;

/**
 * One server's queries in flight, the window they may fill (see dns/query-budget.ts), and its round-trip
 * time, smoothed as RFC 6298 §2 does for TCP.
 */
export interface ServerState {
  inFlight: number;
  window: number;
  smoothedRttMs?: number;
  rttVariationMs?: number;
}

/**
 * How long to wait for an answer before trying again: the smoothed round-trip time plus four times
 * its variation (RFC 6298 §2.3), doubled on each retry (§5.5), between MIN_RETRY_MS and `ceilingMs`.
 * Unmeasured, half the ceiling.
 */
export function retryTimeoutMs(state: Readonly<ServerState>, attempt: number, ceilingMs: number): number {
  const base =
    state.smoothedRttMs === undefined
      ? ceilingMs / 2
      : Math.max(MIN_RETRY_MS, state.smoothedRttMs + 4 * (state.rttVariationMs ?? 0));
  return Math.min(ceilingMs, base * 2 ** attempt);
}

/** RFC 6298 §2.2–2.3 with alpha 1/8 and beta 1/4. */
export function recordRoundTrip(state: ServerState, sampleMs: number): void {
  if (state.smoothedRttMs === undefined || state.rttVariationMs === undefined) {
    state.smoothedRttMs = sampleMs;
    state.rttVariationMs = sampleMs / 2;
    return;
  }
  state.rttVariationMs = 0.75 * state.rttVariationMs + 0.25 * Math.abs(state.smoothedRttMs - sampleMs);
  state.smoothedRttMs = 0.875 * state.smoothedRttMs + 0.125 * sampleMs;
}
