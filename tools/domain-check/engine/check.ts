import type { CheckContext } from './context.ts';
import type { CheckId, Finding } from './finding.ts';
import type { DomainKind } from './report.ts';

export interface Check {
  readonly id: CheckId;
  /** Which domains it applies to; others get a `skip`. */
  readonly appliesTo: 'any' | DomainKind;
  run(context: CheckContext): Promise<Finding[]>;
}

export function defineCheck(check: Check): Check {
  return check;
}
