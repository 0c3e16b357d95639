/**
 * No breaking change that was not announced: the working spec compared with the last release. A
 * breaking change (by the differ's classification) is allowed only in an operation the last release
 * deprecated with a removal date (`x-sunset`) that has passed, or when the working spec's
 * `info.version` starts a new major version. A deprecation must name its removal date and its
 * replacement (`x-sunset`, `x-replacement`), so that readers are told both.
 */
import type { SpecDocument } from './read-spec.ts';
import { majorOf, type Release } from './releases.ts';
import { diffSpecs } from './spec-diff.ts';

export type ReleaseGuardCode =
  'UNANNOUNCED_BREAKING_CHANGE' | 'DEPRECATION_WITHOUT_SUNSET' | 'DEPRECATION_WITHOUT_REPLACEMENT';

export interface ReleaseGuardProblem {
  readonly code: ReleaseGuardCode;
  /** The operation (`GET /pets (listPets)`) or the place in the document it concerns. */
  readonly where: string;
  readonly message: string;
}

interface OperationObject {
  operationId?: string;
  deprecated?: boolean;
  'x-sunset'?: unknown;
  'x-replacement'?: unknown;
}

function operationsOf(spec: SpecDocument): { label: string; operation: OperationObject }[] {
  return Object.entries(spec.paths).flatMap(([path, item]) =>
    Object.entries((item ?? {}) as Record<string, unknown>)
      .filter(([method]) => ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'].includes(method))
      .map(([method, operation]) => {
        const object = operation as OperationObject;
        return {
          label: `${method.toUpperCase()} ${path} (${object.operationId ?? 'no operationId'})`,
          operation: object,
        };
      }),
  );
}

function deprecationProblems(spec: SpecDocument): ReleaseGuardProblem[] {
  return operationsOf(spec)
    .filter(({ operation }) => operation.deprecated === true)
    .flatMap(({ label, operation }) => {
      const problems: ReleaseGuardProblem[] = [];
      const sunset = operation['x-sunset'];
      if (typeof sunset !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(sunset)) {
        problems.push({
          code: 'DEPRECATION_WITHOUT_SUNSET',
          where: label,
          message: 'is deprecated without a removal date: add `x-sunset: YYYY-MM-DD`.',
        });
      }
      const replacement = operation['x-replacement'] as { operationId?: unknown } | undefined;
      if (typeof replacement?.operationId !== 'string') {
        problems.push({
          code: 'DEPRECATION_WITHOUT_REPLACEMENT',
          where: label,
          message: 'is deprecated without a replacement: add `x-replacement: { operationId: … }`.',
        });
      }
      return problems;
    });
}

/** The operationIds the release deprecated with a removal date on or before `now`'s day. */
function pastSunsets(release: SpecDocument, now: Date): Set<string> {
  const today = now.toISOString().slice(0, 10);
  return new Set(
    operationsOf(release)
      .filter(({ operation }) => {
        const sunset = operation['x-sunset'];
        return operation.deprecated === true && typeof sunset === 'string' && sunset <= today;
      })
      .flatMap(({ operation }) => (operation.operationId ? [operation.operationId] : [])),
  );
}

/** Every rule the working spec breaks against the last release, as of `now`; none when it may be published. */
export function checkAgainstLastRelease(working: SpecDocument, lastRelease: Release, now: Date): ReleaseGuardProblem[] {
  const problems = deprecationProblems(working);
  if (majorOf(working.info.version) > majorOf(lastRelease.version)) return problems;
  const removable = pastSunsets(lastRelease.spec, now);
  for (const change of diffSpecs(lastRelease.spec, working)) {
    if (change.type !== 'breaking') continue;
    if (change.operation && removable.has(change.operation.operationId)) continue;
    problems.push({
      code: 'UNANNOUNCED_BREAKING_CHANGE',
      where: change.operation
        ? `${change.operation.method} ${change.operation.path} (${change.operation.operationId})`
        : change.where,
      message: `${change.words}: a breaking change since release ${lastRelease.version}. Deprecate the operation with an x-sunset date and remove it after that date, or publish it as version ${String(majorOf(lastRelease.version) + 1)}.0.0.`,
    });
  }
  return problems;
}

/** The problems as one message, one line each. */
export function formatReleaseGuardProblems(problems: readonly ReleaseGuardProblem[]): string {
  return problems.map((problem) => `${problem.code} ${problem.where}: ${problem.message}`).join('\n');
}
