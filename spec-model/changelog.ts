/**
 * The API changelog as data: for each release, what changed since the release before it, grouped
 * as breaking / deprecated / added / changed, and the words for an entry. build-changelog.ts makes
 * it from the releases at build time; the changelog page, its Atom feed, the Markdown twins and the
 * MCP server read it, without the differ.
 */
import type { OperationRef } from './deprecations.ts';

/** Where the site shows the changelog (a guide), and a release's anchor there: `1.0.0` → `release-1-0-0`. */
export const CHANGELOG_PAGE_PATH = '/guides/changelog/';
export const releaseAnchor = (version: string): string => `release-${version.replaceAll('.', '-')}`;

/** The groups, in the order a reader needs them: what breaks a client first. */
export const CHANGE_GROUPS = ['breaking', 'deprecated', 'added', 'changed'] as const;
export type ChangeGroup = (typeof CHANGE_GROUPS)[number];

export const CHANGE_GROUP_TITLES: Record<ChangeGroup, string> = {
  breaking: 'Breaking',
  deprecated: 'Deprecated',
  added: 'Added',
  changed: 'Changed',
};

export interface ChangelogEntry {
  readonly group: ChangeGroup;
  /** The differ's words for the change (or, in the first release kept, the deprecation's). */
  readonly words: string;
  /** The operation it is in; `pagePath` is absent once the operation is removed (no page to link). */
  readonly operation?: Omit<OperationRef, 'pagePath'> & { readonly pagePath?: string };
  /** For a deprecation: the removal date and the operation to use instead, from `x-sunset` and `x-replacement`. */
  readonly deprecation?: {
    readonly removalDate: string;
    readonly removalDateText: string;
    readonly replacement: OperationRef & { readonly parameters: string[] };
  };
}

export interface ChangelogRelease {
  readonly version: string;
  /** The release day (YYYY-MM-DD), or `not specified`. */
  readonly released: string;
  /** The day the release's record was added to the repository (YYYY-MM-DD). */
  readonly recorded: string;
  /** The release it is compared with; absent for the first release kept. */
  readonly previousVersion?: string;
  readonly entries: readonly ChangelogEntry[];
}

/** The releases after `version`, newest first; undefined when the changelog has no such release. */
export function changesSince(changelog: readonly ChangelogRelease[], version: string): ChangelogRelease[] | undefined {
  const index = changelog.findIndex((release) => release.version === version);
  return index === -1 ? undefined : changelog.slice(0, index);
}

/** One line of plain text for an entry: the operation, the differ's words, and a deprecation's date and replacement. */
export function describeEntry(entry: ChangelogEntry): string {
  const operation = entry.operation
    ? `${entry.operation.method} ${entry.operation.path} (${entry.operation.operationId}): `
    : '';
  const deprecation = entry.deprecation
    ? `. To be removed on ${entry.deprecation.removalDateText}; use ${entry.deprecation.replacement.method} ${entry.deprecation.replacement.path}${entry.deprecation.replacement.parameters.length > 0 ? ` with ${entry.deprecation.replacement.parameters.join(', ')}` : ''} (${entry.deprecation.replacement.operationId}) instead`
    : '';
  return `${operation}${entry.words}${deprecation}.`;
}
