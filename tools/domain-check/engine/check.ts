import type { CheckContext } from './context.ts';
import type { CheckId, Finding } from '../findings/finding.ts';
import type { DomainKind } from './report.ts';

export interface Check {
  readonly id: CheckId;
  /** Which domains it applies to; others get a `skip`. */
  readonly appliesTo: 'any' | DomainKind;
  run(context: CheckContext): Promise<Finding[]>;
}

/** A check as its folder defines it (checks/<id>/check.ts), its id kept exact for the folder's types. */
export function defineCheck<const Defined extends Check>(check: Defined): Defined {
  return check;
}
