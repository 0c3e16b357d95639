/**
 * A check's folder, whole: what it is (its check, what it runs over, which fixes come before its
 * own), the words of every code it can emit, and an example of each for the findings page. The list
 * of checks (checks/index.ts) holds one of these per check, and everything that lists checks, their
 * order, their words or their examples is derived from that list. The types refuse a folder that
 * lacks a part: a code without words or an entry on the findings page, or without an example.
 */
import type { Check } from '../engine/check.ts';
import type { LiveCheck } from '../engine/live-check.ts';
import type { FindingDocs } from '../findings/finding-docs.ts';
import type { CheckId, RunsOver } from '../findings/check-registry.ts';
import type { CheckWords } from '../findings/check-words.ts';
import type { CheckExamples } from '../findings/example-facts.ts';

/** A check whose folder words its codes (its check.ts adds them to CheckWords). */
type WordedCheckId = CheckId & keyof CheckWords;

interface FolderParts<Id extends WordedCheckId, Docs> {
  /**
   * The checks whose fixes come before this one's in the report's "Next:": the order of the fixes is
   * derived from these (each check after every check it names, and in report order otherwise).
   */
  readonly fixedAfter: readonly CheckId[];
  /** Each code's title and explanation on the findings page: one entry for each code it words. */
  readonly docs: Docs &
    Readonly<Record<keyof CheckWords[Id], FindingDocs>> &
    Readonly<Record<Exclude<keyof Docs, keyof CheckWords[Id]>, 'a code on the findings page without words'>>;
  /** What each finding says, from its params: of the type its check.ts adds to CheckWords. */
  readonly words: CheckWords[Id];
  /** An example of each code's params, for its section on the findings page. */
  readonly examples: CheckExamples<Id>;
}

/** A check that asks DNS: a recursive resolver alone, or the zone's nameservers one by one. */
export interface DnsCheckFolder<Id extends WordedCheckId = WordedCheckId, Docs = unknown> extends FolderParts<
  Id,
  Docs
> {
  readonly runsOver: Exclude<RunsOver, 'http'>;
  readonly check: Check & { readonly id: Id };
}

/** A check that connects to the domain (TLS and HTTP), run only when asked for. */
export interface LiveCheckFolder<Id extends WordedCheckId = WordedCheckId, Docs = unknown> extends FolderParts<
  Id,
  Docs
> {
  readonly runsOver: 'http';
  readonly check: LiveCheck & { readonly id: Id };
}

export type CheckFolder<Id extends WordedCheckId = WordedCheckId, Docs = unknown> =
  DnsCheckFolder<Id, Docs> | LiveCheckFolder<Id, Docs>;

/**
 * A check's folder (the default export of checks/<id>/check.ts), held to every part by the types above.
 * Each call is marked pure, so that a bundle that imports the check alone drops the folder.
 */
export function defineCheckFolder<const Id extends WordedCheckId, Docs extends object>(
  folder: CheckFolder<Id, Docs>,
): CheckFolder<Id, Docs> {
  return folder;
}
