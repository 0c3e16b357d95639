import { operationPagePath } from '../../../spec-model/deprecations.ts';
import { schemaFields as fieldsOf, type SchemaField } from '../../../spec-model/schema-fields.ts';
import type { ResolvedParameter, ResolvedResponse, ResolvedSchema, SpecModel } from '../../../spec-model/spec-model.ts';
import { getPublication } from '../../lib/published-spec.ts';

/**
 * Facts the guides read from the published spec's model instead of typing them, so a guide cannot
 * disagree with the spec: operations and their responses, parameter constraints, schema fields.
 */

export type { SchemaField } from '../../../spec-model/schema-fields.ts';

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  /** The operation's page in the API reference (starlight-openapi lower-cases the id). */
  href: string;
  responses: Record<string, ResolvedResponse>;
  parameters: readonly ResolvedParameter[];
}

const published = (): SpecModel => getPublication().model;

export function listOperations(spec: SpecModel = published()): Operation[] {
  return spec.operations.map(({ operationId, path, method, operation, parameters }) => ({
    operationId,
    method: method.toUpperCase(),
    path,
    href: operationPagePath(operationId),
    responses: operation.responses,
    parameters,
  }));
}

export function findOperation(operationId: string, spec: SpecModel = published()): Operation {
  const operation = listOperations(spec).find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`spec/openapi.yaml has no operation ${operationId}`);
  return operation;
}

export interface ErrorResponse {
  status: string;
  /** The response description: the condition under which the status is returned. */
  condition: string;
  operations: Operation[];
  /** True when every operation in the spec can return this status. */
  allOperations: boolean;
}

/** For each status: its condition and the operations that return it. Fails the build if none does. */
export function errorResponses(statuses: readonly string[], spec: SpecModel = published()): ErrorResponse[] {
  const operations = listOperations(spec);
  return statuses.map((status) => {
    const returning = operations.filter((operation) => status in operation.responses);
    const first = returning[0];
    if (!first) throw new Error(`No operation in spec/openapi.yaml returns ${status}`);
    const condition = first.responses[status]?.description ?? '';
    return { status, condition, operations: returning, allOperations: returning.length === operations.length };
  });
}

/** A parameter of an operation and its schema. */
export function parameterSchema(operationId: string, name: string, spec: SpecModel = published()) {
  const parameter = findOperation(operationId, spec).parameters.find((candidate) => candidate.name === name);
  if (!parameter?.schema) throw new Error(`${operationId} has no parameter ${name} with a schema`);
  return { parameter, schema: parameter.schema };
}

export function schema(name: string, spec: SpecModel = published()): ResolvedSchema {
  return spec.schema(name);
}

export function enumValues(name: string, spec: SpecModel = published()): string[] {
  const values = schema(name, spec).enum;
  if (!values) throw new Error(`Schema ${name} is not an enum`);
  return values.map(String);
}

/** The fields of an object schema, as the Markdown twins list them too (spec-model/schema-fields.ts). */
export function schemaFields(name: string, spec: SpecModel = published()): SchemaField[] {
  return fieldsOf(spec, schema(name, spec));
}
