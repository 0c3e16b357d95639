/**
 * The spec's schemas as zod validators, for checking what a server answers against what the spec
 * says it answers. References are followed; the schemas themselves are the spec's, unchanged.
 */
import { z } from 'zod';

import { readSourceSpecModel, type SpecModel, type SpecOperation } from '../../spec-model/spec-model.ts';

function findOperation(spec: SpecModel, method: string, path: string): SpecOperation | undefined {
  return spec.operations.find((candidate) => candidate.path === path && candidate.method === method.toLowerCase());
}

/** The validator of the JSON body of response `status` of the operation at `method` `path`. */
export function responseBodySchema(
  method: string,
  path: string,
  status: number,
  spec = readSourceSpecModel(),
): z.ZodType {
  const schema = findOperation(spec, method, path)?.operation.responses[String(status)]?.content?.['application/json']
    ?.schema;
  if (schema === undefined) throw new Error(`the spec gives no JSON body for ${method} ${path} ${status}`);
  // A copy: the model shares one object per referenced schema, and zod is handed plain JSON.
  return z.fromJSONSchema(structuredClone(schema));
}

/** The statuses the spec documents for the operation at `method` `path`. */
export function documentedStatuses(method: string, path: string, spec = readSourceSpecModel()): number[] {
  return Object.keys(findOperation(spec, method, path)?.operation.responses ?? {}).map(Number);
}
