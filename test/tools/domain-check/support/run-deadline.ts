/**
 * The deadline of an in-process run and the wait for each DNS answer. A deadline is for a hang, not
 * a speed budget: on a busy machine a healthy run can take seconds, so the default is generous, and
 * the tests of the deadline itself pass a short one.
 */
export function runDeadline(timeoutSeconds = 30): { deadline: number; queryTimeoutMs: number } {
  const timeoutMs = timeoutSeconds * 1000;
  return { deadline: Date.now() + timeoutMs, queryTimeoutMs: Math.min(2000, timeoutMs / 3) };
}
