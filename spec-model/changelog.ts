/**
 * The API changelog: for each release, what changed since the release before it, grouped as
 * breaking / deprecated / added / changed from the differ's classification (spec-diff.ts). The
 * changelog page, its Atom feed, the Markdown twins and the MCP server all read this one list.
 */
import { formatRemovalDate, listDeprecatedOperations, type OperationRef } from './deprecations.ts';
import type { Release } from './releases.ts';
import { diffSpecs, type SpecChange } from './spec-diff.ts';
import { createSpecModel } from './spec-model.ts';

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
    readonly replacement: OperationRef & { readonly parameters: readonly string[] };
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

function groupOf(change: SpecChange): ChangeGroup {
  if (change.type === 'breaking') return 'breaking';
  if (change.type === 'deprecated') return 'deprecated';
  if (change.type === 'non-breaking' && change.action === 'add') return 'added';
  return 'changed';
}

function deprecationsOf(release: Release): Map<string, NonNullable<ChangelogEntry['deprecation']>> {
  return new Map(
    listDeprecatedOperations(createSpecModel(release.spec)).map(({ operationId, sunset, replacement }) => [
      operationId,
      {
        removalDate: sunset.toISOString().slice(0, 10),
        removalDateText: formatRemovalDate(sunset),
        replacement,
      },
    ]),
  );
}

function entryOperation(operation: NonNullable<SpecChange['operation']>): ChangelogEntry['operation'] {
  const { stillPublished, pagePath, ...ref } = operation;
  return stillPublished ? { ...ref, pagePath } : ref;
}

/** What changed from `previous` to `release`, one entry per distinct change, breaking first. */
function entriesBetween(previous: Release, release: Release): ChangelogEntry[] {
  const deprecations = deprecationsOf(release);
  const changes = diffSpecs(previous.spec, release.spec);
  const newlyDeprecated = new Set(
    changes.filter((change) => change.type === 'deprecated').map((change) => change.operation?.operationId),
  );
  const seen = new Set<string>();
  const entries: ChangelogEntry[] = [];
  for (const change of changes) {
    const operationId = change.operation?.operationId;
    // A new deprecation's removal date and replacement are part of its entry, not changes of their own.
    if (newlyDeprecated.has(operationId) && /\.x-(sunset|replacement)(\.|$)/.test(change.where)) continue;
    const group = groupOf(change);
    const key = `${group}\u0000${operationId ?? ''}\u0000${change.words}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const deprecation = group === 'deprecated' && operationId ? deprecations.get(operationId) : undefined;
    entries.push({
      group,
      words: change.words,
      ...(change.operation ? { operation: entryOperation(change.operation) } : {}),
      ...(deprecation ? { deprecation } : {}),
    });
  }
  return entries.sort((a, b) => CHANGE_GROUPS.indexOf(a.group) - CHANGE_GROUPS.indexOf(b.group));
}

/**
 * The first release kept has nothing before it to compare with: its entries are the deprecations
 * it announces, which are what a reader must act on. What else it changed is not recorded.
 */
function entriesOfFirstRelease(release: Release): ChangelogEntry[] {
  return listDeprecatedOperations(createSpecModel(release.spec)).map(
    ({ sunset, replacement, pagePath, ...operation }) => ({
      group: 'deprecated' as const,
      words: 'Deprecated',
      operation: { ...operation, pagePath },
      deprecation: {
        removalDate: sunset.toISOString().slice(0, 10),
        removalDateText: formatRemovalDate(sunset),
        replacement,
      },
    }),
  );
}

/** The changelog, newest release first. */
export function buildChangelog(releases: readonly Release[]): ChangelogRelease[] {
  return releases
    .map((release, index) => {
      const previous = index > 0 ? releases[index - 1] : undefined;
      return {
        version: release.version,
        released: release.released,
        recorded: release.recorded,
        ...(previous ? { previousVersion: previous.version } : {}),
        entries: previous ? entriesBetween(previous, release) : entriesOfFirstRelease(release),
      };
    })
    .reverse();
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
