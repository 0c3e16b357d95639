/**
 * Every code's words in one map, for the pages that document the tool: the findings page shows an
 * example of each code, made by the same formatter the CLI and the browser use. Checks never import
 * this map (each binds its own words), so a check's bundle holds only the words it needs.
 */
import { ANY_CHECK_WORDS } from './catalog/any-check.ts';
import { APEX_WORDS } from './catalog/apex.ts';
import { CAA_WORDS } from './catalog/caa.ts';
import { CAA_HOST_FAILURE_WORDS } from './catalog/caa/host-failure-words.ts';
import { CAA_VERDICT_WORDS } from './catalog/caa/verdict-words.ts';
import { CNAME_WORDS } from './catalog/cname.ts';
import { CONFLICTS_WORDS } from './catalog/conflicts.ts';
import { DNSSEC_WORDS } from './catalog/dnssec.ts';
import { DNSSEC_SERVFAIL_WORDS } from './catalog/dnssec/servfail-words.ts';
import { HOSTNAME_WORDS } from './catalog/hostname.ts';
import { LIVE_WORDS } from './catalog/live.ts';
import { NETWORK_WORDS } from './catalog/network.ts';
import { LOOKUP_CAUSE_WORDS } from './catalog/lookup-cause.ts';
import { NAMESERVERS_WORDS } from './catalog/nameservers.ts';
import { PRIMARY_WORDS } from './catalog/primary.ts';
import { PROPAGATION_WORDS } from './catalog/propagation.ts';
import { REDIRECT_WORDS } from './catalog/redirect.ts';
import { REMOVAL_WORDS } from './catalog/removal.ts';
import { TLS_WORDS } from './catalog/tls.ts';
import { TTL_WORDS } from './catalog/ttl.ts';
import type { FindingWords } from './catalog/words.ts';
import { ZONE_WORDS } from './catalog/zone.ts';
import { formatFinding, type AllWords, type FindingText } from './format.ts';
import { joinParts } from './join-parts.ts';

/** The words of every check's codes, typed by the formatter's list so the two cannot differ. */
const CHECK_WORDS: AllWords = /* @__PURE__ */ joinParts(
  HOSTNAME_WORDS,
  ZONE_WORDS,
  NAMESERVERS_WORDS,
  CNAME_WORDS,
  CONFLICTS_WORDS,
  TTL_WORDS,
  DNSSEC_WORDS,
  DNSSEC_SERVFAIL_WORDS,
  PROPAGATION_WORDS,
  APEX_WORDS,
  CAA_WORDS,
  CAA_VERDICT_WORDS,
  CAA_HOST_FAILURE_WORDS,
  TLS_WORDS,
  REDIRECT_WORDS,
  PRIMARY_WORDS,
  LIVE_WORDS,
  NETWORK_WORDS,
  LOOKUP_CAUSE_WORDS,
  ANY_CHECK_WORDS,
);

/** Every code's words: the checks' and the steps of `remove-plan`. */
const FINDING_WORDS: AllWords & typeof REMOVAL_WORDS = /* @__PURE__ */ joinParts(CHECK_WORDS, REMOVAL_WORDS);

/** A code that has words: every finding code, remove-plan's steps included. */
export type DocumentedCode = keyof typeof FINDING_WORDS;

/** The params a code's words are made from. */
export type ExampleParams<Code extends DocumentedCode> = Parameters<(typeof FINDING_WORDS)[Code]['message']>[0];

/** A code's message and fix for these params, through the one formatter. */
export function formatExample<Code extends DocumentedCode>(code: Code, params: ExampleParams<Code>): FindingText {
  return formatFinding(FINDING_WORDS[code] as FindingWords<ExampleParams<Code>>, params);
}
