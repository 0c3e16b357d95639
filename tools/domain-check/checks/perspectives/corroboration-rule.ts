/**
 * Multi-perspective issuance corroboration, as data with its source: before it issues, the CA repeats
 * its DNS lookups (domain validation and CAA) from remote network perspectives, and a quorum of them
 * must agree with its primary perspective (CA/B Forum Baseline Requirements §3.2.2.9, ballot SC-067).
 * The number of remote perspectives rises in phases; the rule in force is the one whose date the run's
 * day has reached.
 */

export interface RuleSource {
  readonly title: string;
  readonly url: string;
  /** The day the source was read (ISO date). */
  readonly read: string;
}

export const CORROBORATION_SOURCES: readonly RuleSource[] = [
  {
    title: 'CA/B Forum Baseline Requirements §3.2.2.9, Multi-Perspective Issuance Corroboration (ballot SC-067)',
    url: 'https://vanbroup.github.io/brofbrs/3.2.2.9',
    read: '2026-11-28',
  },
  {
    title: "Let's Encrypt's reading in Boulder, va/vampic.go (requiredRIRs, the phase dates)",
    url: 'https://github.com/letsencrypt/boulder/blob/main/va/vampic.go',
    read: '2026-11-28',
  },
];

export interface CorroborationRule {
  /** The day (UTC, ISO date) from which the rule applies. */
  readonly since: string;
  /** Remote network perspectives the CA must use, at least. */
  readonly remotePerspectives: number;
  /** Distinct regional internet registries the corroborating perspectives must span, at least. */
  readonly distinctRirs: number;
  /** Remote perspectives that may fail to corroborate: one, with 2 to 5 perspectives. */
  readonly allowedDisagreements: number;
}

/** The phases in date order (BR §3.2.2.9; Boulder's vampic.go states the same dates). */
export const CORROBORATION_PHASES: readonly CorroborationRule[] = [
  { since: '2026-03-15', remotePerspectives: 3, distinctRirs: 2, allowedDisagreements: 1 },
  { since: '2026-06-15', remotePerspectives: 4, distinctRirs: 2, allowedDisagreements: 1 },
  { since: '2026-12-15', remotePerspectives: 5, distinctRirs: 2, allowedDisagreements: 1 },
];

/** The rule in force on `day` (epoch milliseconds); `null` before the first phase. */
export function corroborationRuleOn(day: number): CorroborationRule | null {
  const today = new Date(day).toISOString().slice(0, 10);
  return CORROBORATION_PHASES.filter((phase) => phase.since <= today).at(-1) ?? null;
}

export interface QuorumVerdict {
  readonly holds: boolean;
  /** Regions whose answers differ from most regions' answers. */
  readonly disagreeing: number;
  readonly asked: number;
}

/**
 * Whether the CA can corroborate when `disagreeing` of the `asked` regions see another answer: at most
 * the rule's allowed disagreements, and the agreeing regions span enough registries (each region here
 * is one registry's).
 */
export function judgeQuorum(rule: CorroborationRule, asked: number, disagreeing: number): QuorumVerdict {
  const agreeing = asked - disagreeing;
  return {
    holds: disagreeing <= rule.allowedDisagreements && agreeing >= rule.distinctRirs,
    disagreeing,
    asked,
  };
}
