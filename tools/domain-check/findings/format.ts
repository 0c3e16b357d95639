/**
 * The one formatter: a finding's code and params in, its words out. Codes whose check still writes
 * its own sentences are not here yet; each check moves over by giving its codes words in its
 * catalogue file (catalog/<check>.ts) and adding them below.
 */
import { CONFLICTS_WORDS } from './catalog/conflicts.ts';
import { DNSSEC_WORDS } from './catalog/dnssec.ts';
import { HOSTNAME_WORDS } from './catalog/hostname.ts';
import { PROPAGATION_WORDS } from './catalog/propagation.ts';
import { TTL_WORDS } from './catalog/ttl.ts';
import type { FindingWords } from './catalog/words.ts';
import { ZONE_WORDS } from './catalog/zone.ts';
import { joinParts } from './join-parts.ts';

const FINDING_WORDS = /* @__PURE__ */ joinParts(
  HOSTNAME_WORDS,
  ZONE_WORDS,
  CONFLICTS_WORDS,
  TTL_WORDS,
  DNSSEC_WORDS,
  PROPAGATION_WORDS,
);

/** The codes whose words are made here from params. */
export type WordedCode = keyof typeof FINDING_WORDS;

/** The params a code's words need: the facts the check found, and nothing already said elsewhere. */
export type FindingParams<Code extends WordedCode> = Parameters<(typeof FINDING_WORDS)[Code]['message']>[0];

export interface FindingText {
  readonly message: string;
  readonly fix: string | null;
}

export function describeFinding<Code extends WordedCode>(code: Code, params: FindingParams<Code>): FindingText {
  const words = FINDING_WORDS[code] as FindingWords<FindingParams<Code>>;
  return { message: words.message(params), fix: words.fix?.(params) ?? null };
}
