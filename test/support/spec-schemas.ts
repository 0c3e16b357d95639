/**
 * The spec's schemas as zod validators, for checking what a server answers against what the spec
 * says it answers. References are followed; the schemas themselves are the spec's, unchanged.
 */
import { z } from 'zod';

import { readSourceSpec, resolveRef, type OpenApiDocument } from '../../site/lib/openapi-document.ts';

/** `value` with every local `$ref` replaced by what it points at. */
function dereference(spec: OpenApiDocument, value: unknown): unknown {
  const resolved = resolveRef(spec, value);
  if (Array.isArray(resolved)) return resolved.map((item) => dereference(spec, item));
  if (typeof resolved !== 'object' || resolved === null) return resolved;
  return Object.fromEntries(Object.entries(resolved).map(([key, item]) => [key, dereference(spec, item)]));
}

/** The validator of the JSON body of response `status` of the operation at `method` `path`. */
export function responseBodySchema(method: string, path: string, status: number, spec = readSourceSpec()): z.ZodType {
  const operation = dereference(spec, spec.paths[path]?.[method]) as {
    responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  };
  const schema = operation.responses?.[String(status)]?.content?.['application/json']?.schema;
  if (schema === undefined) throw new Error(`the spec gives no JSON body for ${method} ${path} ${status}`);
  return z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0]);
}

/** The statuses the spec documents for the operation at `method` `path`. */
export function documentedStatuses(method: string, path: string, spec = readSourceSpec()): number[] {
  const operation = (spec.paths as Record<string, Record<string, { responses?: Record<string, unknown> }>>)[path]?.[
    method
  ];
  return Object.keys(operation?.responses ?? {}).map(Number);
}
