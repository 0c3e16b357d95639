import { UsageError } from './usage-error.ts';

const DURATION = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/;
const CLOCK = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/**
 * `--until`: a duration from now (`90s`, `10m`, `1h30m`, or plain seconds), a local clock time
 * (`14:30`, tomorrow when it has passed today), or an ISO 8601 date-time. Returns epoch milliseconds.
 * @throws {UsageError} for anything else, or a time in the past.
 */
export function parseUntil(text: string, now: Date): number {
  const trimmed = text.trim().toLowerCase();
  if (/^\d+$/.test(trimmed)) return now.getTime() + Number(trimmed) * 1000;
  const duration = DURATION.exec(trimmed);
  if (duration && trimmed !== '') {
    const [, hours = '0', minutes = '0', seconds = '0'] = duration;
    return now.getTime() + ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000;
  }
  const clock = CLOCK.exec(trimmed);
  if (clock) {
    const [, hours = '0', minutes = '0', seconds = '0'] = clock;
    if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) throw invalid(text);
    const at = new Date(now);
    at.setHours(Number(hours), Number(minutes), Number(seconds), 0);
    if (at.getTime() <= now.getTime()) at.setDate(at.getDate() + 1);
    return at.getTime();
  }
  const parsed = /^\d{4}-\d{2}-\d{2}t/i.test(trimmed) ? Date.parse(text.trim()) : Number.NaN;
  if (Number.isNaN(parsed)) throw invalid(text);
  if (parsed <= now.getTime()) throw new UsageError(`--until ${text} is in the past.`);
  return parsed;
}

function invalid(text: string): UsageError {
  return new UsageError(
    `--until takes a duration (90s, 10m, 1h30m), a time today (14:30) or an ISO date-time, not "${text}".`,
  );
}
