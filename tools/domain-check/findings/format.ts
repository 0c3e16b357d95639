/**
 * The one formatter: a finding's words and params in, its message and fix out. Each check's words
 * sit in its catalogue file (catalog/<check>.ts); a check binds its own (engine's `wordedBy`), so a
 * bundle holds the words of the checks it runs and no others. Every code has words here: the
 * compiler refuses a finding whose params do not fit its code's words.
 */
import type { ANY_CHECK_WORDS } from './catalog/any-check.ts';
import type { APEX_WORDS } from './catalog/apex.ts';
import type { CAA_WORDS } from './catalog/caa.ts';
import type { CAA_HOST_FAILURE_WORDS } from './catalog/caa/host-failure-words.ts';
import type { CAA_VERDICT_WORDS } from './catalog/caa/verdict-words.ts';
import type { CNAME_WORDS } from './catalog/cname.ts';
import type { CONFLICTS_WORDS } from './catalog/conflicts.ts';
import type { DNSSEC_WORDS } from './catalog/dnssec.ts';
import type { DNSSEC_SERVFAIL_WORDS } from './catalog/dnssec/servfail-words.ts';
import type { HOSTNAME_WORDS } from './catalog/hostname.ts';
import type { LIVE_WORDS } from './catalog/live.ts';
import type { NETWORK_WORDS } from './catalog/network.ts';
import type { LOOKUP_CAUSE_WORDS } from './catalog/lookup-cause.ts';
import type { NAMESERVERS_WORDS } from './catalog/nameservers.ts';
import type { PRIMARY_WORDS } from './catalog/primary.ts';
import type { PROPAGATION_WORDS } from './catalog/propagation.ts';
import type { REDIRECT_WORDS } from './catalog/redirect.ts';
import type { TLS_WORDS } from './catalog/tls.ts';
import type { TTL_WORDS } from './catalog/ttl.ts';
import type { FindingWords } from './catalog/words.ts';
import type { ZONE_WORDS } from './catalog/zone.ts';

/**
 * The words of every check's codes, as types only: a bundle loads the words its checks bind, and
 * words-by-code.ts joins the values for the pages that document every code.
 */
export type AllWords = typeof HOSTNAME_WORDS &
  typeof ZONE_WORDS &
  typeof NAMESERVERS_WORDS &
  typeof CNAME_WORDS &
  typeof CONFLICTS_WORDS &
  typeof TTL_WORDS &
  typeof DNSSEC_WORDS &
  typeof DNSSEC_SERVFAIL_WORDS &
  typeof PROPAGATION_WORDS &
  typeof APEX_WORDS &
  typeof CAA_WORDS &
  typeof CAA_VERDICT_WORDS &
  typeof CAA_HOST_FAILURE_WORDS &
  typeof TLS_WORDS &
  typeof REDIRECT_WORDS &
  typeof PRIMARY_WORDS &
  typeof LIVE_WORDS &
  typeof NETWORK_WORDS &
  typeof LOOKUP_CAUSE_WORDS &
  typeof ANY_CHECK_WORDS;

/** The codes whose words are made from params. */
export type WordedCode = keyof AllWords;

/** The params a code's words need: the facts the check found, and nothing already said elsewhere. */
export type FindingParams<Code extends WordedCode> = Parameters<AllWords[Code]['message']>[0];

/** The params of any worded code. */
export type AnyFindingParams = FindingParams<WordedCode>;

export interface FindingText {
  readonly message: string;
  readonly fix: string | null;
}

export function formatFinding<Params>(words: FindingWords<Params>, params: Params): FindingText {
  return { message: words.message(params), fix: words.fix?.(params) ?? null };
}
