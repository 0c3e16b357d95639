import { crashed, type CheckId, type Finding } from '../findings/finding.ts';

/** A check still running this long after the deadline is cut off (it should have ended by itself). */
const DEADLINE_GRACE_MS = 500;

export interface GuardedCheck<C> {
  readonly id: CheckId;
  run(context: C): Promise<Finding[]>;
}

/** One check's failure never hides another's verdict: a throw or an overrun becomes that check's finding. */
export async function runGuarded<C>(check: GuardedCheck<C>, context: C, deadline: number): Promise<Finding[]> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const overrun = new Promise<Finding[]>((resolve) => {
    timer = setTimeout(
      () => {
        resolve([crashed(check.id, { check: check.id, cause: 'deadline' })]);
      },
      Math.max(0, deadline - Date.now()) + DEADLINE_GRACE_MS,
    );
  });
  try {
    return await Promise.race([check.run(context), overrun]);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return [crashed(check.id, { check: check.id, cause: 'internal-error', error: message })];
  } finally {
    clearTimeout(timer);
  }
}
