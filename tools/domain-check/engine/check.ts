import type { CheckContext } from './context.ts';
import type { CheckId, Finding } from './finding.ts';
import type { DomainKind } from './report.ts';

/** Facts a check reads: the runner documents them; the context computes them on first use. */
export type CheckInput = 'zone' | 'authoritative' | 'resolvers' | 'platformHost' | 'caIssuers';

export interface Check {
  readonly id: CheckId;
  /** Checks whose verdict this one builds on (informational: every check still runs). */
  readonly dependencies: readonly CheckId[];
  readonly needs: readonly CheckInput[];
  /** Which domains it applies to; others get a `skip`. */
  readonly appliesTo: 'any' | DomainKind;
  run(context: CheckContext): Promise<Finding[]>;
}

export function defineCheck(check: Check): Check {
  return check;
}
