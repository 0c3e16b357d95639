/**
 * The finding one CA's verdict on a relevant CAA set makes: its status, its code and the facts its
 * words need (checks/caa/verdict-words.ts), beside where the set is and whose verdict it is.
 */
import type { CAA_VERDICT_WORDS, CaaVerdictParams } from './verdict-words.ts';
import type { Refusal, Restriction } from './verdict-facts.ts';
import type { FindingParams } from '../../findings/format.ts';
import type { SetRefusal, SetVerdict } from './judge-caa-set.ts';

type CaaVerdictCode = keyof typeof CAA_VERDICT_WORDS;

export type VerdictFinding = {
  [Code in CaaVerdictCode]: {
    readonly status: 'pass' | 'warn' | 'fail';
    readonly code: Code;
    readonly facts: Omit<FindingParams<Code>, keyof CaaVerdictParams>;
  };
}[CaaVerdictCode];

const UNSATISFIABLE_ACCOUNT = 'CAA_ACCOUNTURI_UNSATISFIABLE';
const UNSATISFIABLE_METHODS = 'CAA_VALIDATIONMETHODS_UNSATISFIABLE';
const REFUSAL_CODES = {
  'account-empty': UNSATISFIABLE_ACCOUNT,
  'account-not-uri': UNSATISFIABLE_ACCOUNT,
  'account-duplicated': UNSATISFIABLE_ACCOUNT,
  'account-mismatch': 'CAA_ACCOUNTURI_MISMATCH',
  'methods-duplicated': UNSATISFIABLE_METHODS,
  'methods-empty': UNSATISFIABLE_METHODS,
  'methods-invalid': UNSATISFIABLE_METHODS,
  'methods-unknown': UNSATISFIABLE_METHODS,
  'methods-mismatch': 'CAA_VALIDATIONMETHODS_MISMATCH',
} as const satisfies Record<Refusal['kind'], CaaVerdictCode>;

const RESTRICTION_CODES = {
  account: 'CAA_ACCOUNTURI_UNCONFIRMED',
  methods: 'CAA_VALIDATIONMETHODS_UNCONFIRMED',
  'methods-undefined': 'CAA_VALIDATIONMETHODS_UNDEFINED',
} as const satisfies Record<Restriction['kind'], CaaVerdictCode>;

function refusalFinding(refusal: SetRefusal): VerdictFinding {
  switch (refusal.kind) {
    case 'other-issuers':
      return { status: 'fail', code: 'CAA_BLOCKS_ISSUER', facts: { issuers: refusal.issuers } };
    case 'parameters':
      return {
        status: 'fail',
        code: REFUSAL_CODES[refusal.refusal.kind],
        facts: { property: refusal.property, refusal: refusal.refusal },
      };
    case 'issuer-not-exact':
      return { status: 'fail', code: 'CAA_ISSUER_NOT_EXACT', facts: { property: refusal.property } };
    case 'malformed':
      return {
        status: 'fail',
        code: 'CAA_MALFORMED',
        facts: { property: refusal.property, problem: refusal.problem, suggestion: refusal.suggestion ?? null },
      };
  }
}

export function verdictFinding(verdict: SetVerdict): VerdictFinding {
  switch (verdict.outcome) {
    case 'no-issue-property':
      return { status: 'pass', code: 'CAA_ALLOWS_ISSUER', facts: { property: null } };
    case 'allows':
      return { status: 'pass', code: 'CAA_ALLOWS_ISSUER', facts: { property: verdict.property } };
    case 'allows-if':
      return {
        status: 'warn',
        code: RESTRICTION_CODES[verdict.restrictions[0]?.kind ?? 'account'],
        facts: { property: verdict.property, restrictions: verdict.restrictions },
      };
    case 'critical':
      return { status: 'fail', code: 'CAA_CRITICAL_UNKNOWN_TAG', facts: { properties: verdict.properties } };
    case 'refuses':
      return refusalFinding(verdict.refusal);
  }
}
