import type { ResolvedOperation, SpecModel } from './spec-model.ts';

/** Where starlight-openapi puts an operation's page (its `operationId`, lower-cased). */
export function operationPagePath(operationId: string): string {
  return `/api/operations/${operationId.toLowerCase()}/`;
}

export interface OperationRef {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  pagePath: string;
}

export interface DeprecatedOperation extends OperationRef {
  /** The removal date, from `x-sunset` (ISO 8601, a day in UTC). */
  sunset: Date;
  /** The operation to use instead, from `x-replacement`, and the parameters it is used with. */
  replacement: OperationRef & { parameters: string[] };
}

export class DeprecationSpecError extends Error {
  override readonly name = 'DeprecationSpecError';
  readonly code = 'DEPRECATION_SPEC_INVALID';
}

/** Every operation of the spec, named as the pages name it: operationId, method and path, summary. */
export function listOperationRefs(spec: SpecModel): OperationRef[] {
  return describeOperations(spec).map(({ operation: _, ...ref }) => ref);
}

function describeOperations(spec: SpecModel): (OperationRef & { operation: ResolvedOperation })[] {
  return spec.operations.map(({ operationId, path, method, operation }) => ({
    operationId,
    method: method.toUpperCase(),
    path,
    summary: operation.summary ?? operationId,
    pagePath: operationPagePath(operationId),
    operation,
  }));
}

/**
 * Every deprecated operation with its removal date and replacement, read from the spec's
 * `deprecated`, `x-sunset` and `x-replacement`: the one place these facts are written.
 */
export function listDeprecatedOperations(spec: SpecModel): DeprecatedOperation[] {
  const operations = describeOperations(spec);
  return operations
    .filter(({ operation }) => operation.deprecated === true)
    .map(({ operation, ...ref }) => {
      const sunset = operation['x-sunset'];
      if (typeof sunset !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(sunset)) {
        throw new DeprecationSpecError(`${ref.operationId} is deprecated but has no x-sunset date (YYYY-MM-DD)`);
      }
      const replacement = operation['x-replacement'];
      const target = operations.find((candidate) => candidate.operationId === replacement?.operationId);
      if (!target) {
        throw new DeprecationSpecError(`${ref.operationId} names no existing operation in x-replacement.operationId`);
      }
      const { operation: _, ...targetRef } = target;
      return {
        ...ref,
        sunset: new Date(`${sunset}T00:00:00Z`),
        replacement: { ...targetRef, parameters: replacement?.parameters ?? [] },
      };
    });
}

/** "5 December 2030": the form the docs write a removal date in. */
export function formatRemovalDate(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}

/** Whole days from `now` until `date` (negative once it has passed). */
export function daysUntil(date: Date, now: Date): number {
  const startOfToday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((date.getTime() - startOfToday) / 86_400_000);
}

/** "4 years and 14 days", "1 day", "today", "passed 3 days ago". */
export function describeTimeLeft(date: Date, now: Date): string {
  const days = daysUntil(date, now);
  if (days === 0) return 'today';
  if (days < 0) return `passed ${plural(-days, 'day')} ago`;
  let years = date.getUTCFullYear() - now.getUTCFullYear();
  const anniversary = (yearsAfter: number) =>
    Date.UTC(now.getUTCFullYear() + yearsAfter, now.getUTCMonth(), now.getUTCDate());
  while (years > 0 && anniversary(years) > date.getTime()) years -= 1;
  const rest = Math.round((date.getTime() - anniversary(years)) / 86_400_000);
  if (years === 0) return plural(rest, 'day');
  return rest === 0 ? plural(years, 'year') : `${plural(years, 'year')} and ${plural(rest, 'day')}`;
}

function plural(count: number, unit: string): string {
  return `${count.toLocaleString('en-GB')} ${unit}${count === 1 ? '' : 's'}`;
}

/**
 * A deprecated operation's description as a page that shows its own deprecation notice prints it:
 * without the paragraph that opens with "**Deprecated.**", which says again what the notice says
 * (the removal date and the replacement, from `x-sunset` and `x-replacement`). The spec keeps the
 * paragraph for readers and tools that show no such notice.
 */
export function descriptionBesideDeprecationNotice(description: string): string {
  return description
    .split(/\n{2,}/)
    .filter((paragraph) => !paragraph.trimStart().startsWith('**Deprecated.**'))
    .join('\n\n');
}
