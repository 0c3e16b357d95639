/**
 * Makes the changelog (changelog.ts) from the releases kept in spec/releases/: the differences
 * between consecutive releases, as the differ classifies them (spec-diff.ts).
 */
import { CHANGE_GROUPS, type ChangeGroup, type ChangelogEntry, type ChangelogRelease } from './changelog.ts';
import { formatRemovalDate, listDeprecatedOperations } from './deprecations.ts';
import type { Release } from './releases.ts';
import { diffSpecs, type SpecChange } from './spec-diff.ts';
import { createSpecModel } from './spec-model.ts';

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

function entryOperation(operation: NonNullable<SpecChange['operation']>): NonNullable<ChangelogEntry['operation']> {
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
