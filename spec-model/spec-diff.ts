/**
 * The differences between two versions of the API description, as api-smart-diff finds and
 * classifies them (breaking, non-breaking, deprecated, annotation, unclassified), each tied to the
 * operation it touches. The changelog groups them; the release guard fails on the breaking ones.
 */
import { apiDiff, type Diff } from 'api-smart-diff';

import { operationPagePath, type OperationRef } from './deprecations.ts';
import type { SpecDocument } from './read-spec.ts';

export interface SpecChange {
  /** The differ's classification. */
  readonly type: Diff['type'];
  readonly action: Diff['action'];
  /** Where in the document, e.g. `paths./pets.get.parameters.0.required`. */
  readonly where: string;
  /** The differ's own words, e.g. "[Removed] operation GET /pets/{petId}". */
  readonly words: string;
  /** The operation the change is in, as the later spec names it (the earlier one for a removed operation). */
  readonly operation?: OperationRef & {
    /** False when the later spec no longer has it: there is no page to link then. */
    readonly stillPublished: boolean;
  };
}

type Operations = Record<string, Record<string, { operationId?: string; summary?: string } | undefined> | undefined>;

function operationAt(
  document: SpecDocument,
  path: string,
  method: string,
): { operationId: string; summary: string } | undefined {
  const operation = (document.paths as Operations)[path]?.[method];
  if (!operation?.operationId) return undefined;
  return { operationId: operation.operationId, summary: operation.summary ?? operation.operationId };
}

function operationOf(before: SpecDocument, after: SpecDocument, where: Diff['path']): SpecChange['operation'] {
  const [root, path, method] = where;
  if (root !== 'paths' || typeof path !== 'string' || typeof method !== 'string') return undefined;
  const found = operationAt(after, path, method) ?? operationAt(before, path, method);
  if (!found) return undefined;
  return {
    ...found,
    method: method.toUpperCase(),
    path,
    pagePath: operationPagePath(found.operationId),
    stillPublished: operationAt(after, path, method) !== undefined,
  };
}

/**
 * Every difference from `before` to `after`. Those under `components` are left out: the differ
 * resolves `$ref`s, so each one is also reported, with the operation it reaches, under `paths`.
 * The version number is left out too: it is what tells the two apart.
 */
export function diffSpecs(before: SpecDocument, after: SpecDocument): SpecChange[] {
  return apiDiff(before, after)
    .filter(({ path: [root, key] }) => root !== 'components' && !(root === 'info' && key === 'version'))
    .map((diff) => {
      const operation = operationOf(before, after, diff.path);
      return {
        type: diff.type,
        action: diff.action,
        where: diff.path.join('.'),
        words: diff.description?.trim() || `[${diff.action}] ${diff.path.join('.')}`,
        ...(operation ? { operation } : {}),
      };
    });
}
