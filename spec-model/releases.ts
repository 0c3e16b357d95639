/**
 * The published releases of the API description: `spec/releases/releases.yaml` lists them, oldest
 * first, and each one's spec is kept beside it as `<version>.yaml`. The changelog and the guard
 * against unannounced breaking changes read them here.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { parse } from 'yaml';
import { z } from 'zod';

import { parseSpec, sourceSpecPath, type SpecDocument } from './read-spec.ts';

/** Where the releases are kept: `spec/releases/`, beside the working spec. */
export const releasesDir = join(dirname(sourceSpecPath), 'releases');

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const releaseIndexSchema = z.object({
  releases: z
    .array(
      z.object({
        /** The spec's `info.version` in this release, e.g. `1.0.0`. */
        version: z.string().regex(/^\d+\.\d+\.\d+$/, 'a version is MAJOR.MINOR.PATCH'),
        /** The day the API was released (YYYY-MM-DD), or `not specified` when no source gives it. */
        released: z.union([z.string().regex(DAY, 'a day is YYYY-MM-DD'), z.literal('not specified')]),
        /** The day this record was added to the repository (YYYY-MM-DD): the feed's `updated` time. */
        recorded: z.string().regex(DAY, 'a day is YYYY-MM-DD'),
      }),
    )
    .min(1),
});

export type ReleaseRecord = z.infer<typeof releaseIndexSchema>['releases'][number];

export interface Release extends ReleaseRecord {
  /** The spec as released, `$ref`s and all. */
  readonly spec: SpecDocument;
}

export class ReleaseIndexError extends Error {
  override readonly name = 'ReleaseIndexError';
  readonly code = 'RELEASE_INDEX_INVALID';
}

/** Every release, oldest first, each with its spec; throws one message naming every problem. */
export function readReleases(dir: string = releasesDir): Release[] {
  const parsed = releaseIndexSchema.safeParse(parse(readFileSync(join(dir, 'releases.yaml'), 'utf8')));
  if (!parsed.success) throw new ReleaseIndexError(`${join(dir, 'releases.yaml')}: ${z.prettifyError(parsed.error)}`);
  return parsed.data.releases.map((record) => {
    const spec = parseSpec(readFileSync(join(dir, `${record.version}.yaml`), 'utf8'));
    if (spec.info.version !== record.version) {
      throw new ReleaseIndexError(
        `${record.version}.yaml says info.version ${spec.info.version}, not the ${record.version} it is listed as`,
      );
    }
    return { ...record, spec };
  });
}

/** The major number of a `MAJOR.MINOR.PATCH` version (NaN when it is not one). */
export function majorOf(version: string): number {
  const major = /^(\d+)\./.exec(version)?.[1];
  return major === undefined ? Number.NaN : Number(major);
}
