/**
 * The words of the codes no one check owns, joined: what any check can give (a skip, a crash, a
 * lookup's cause, the network, a live connection) and the steps of `remove-plan`. Each check's own
 * codes are worded in its folder (checks/<id>/words.ts); these are the rest. Marked pure: a bundle
 * that binds only some of these words (as the engine does) drops the joined objects.
 */
import { LOOKUP_CAUSE_DOCS, LOOKUP_CAUSE_WORDS } from './lookup-cause.ts';
import type { FindingDocs } from '../finding-docs.ts';
import { joinParts } from '../join-parts.ts';
import { ANY_CHECK_DOCS, ANY_CHECK_WORDS } from './any-check.ts';
import { LIVE_WORDS } from './live.ts';
import { NETWORK_WORDS } from './network.ts';
import { REMOVAL_DOCS, REMOVAL_WORDS } from './removal.ts';

/** What each shared code says, as functions of its params. */
export const SHARED_WORDS = /* @__PURE__ */ joinParts(
  LIVE_WORDS,
  NETWORK_WORDS,
  LOOKUP_CAUSE_WORDS,
  ANY_CHECK_WORDS,
  REMOVAL_WORDS,
);

export type SharedCode = keyof typeof SHARED_WORDS;

/** Each shared code's title and explanation on the findings page: the compiler refuses a code without. */
export const SHARED_DOCS: Readonly<Record<SharedCode, FindingDocs>> = /* @__PURE__ */ joinParts(
  REMOVAL_DOCS,
  LOOKUP_CAUSE_DOCS,
  ANY_CHECK_DOCS,
);
