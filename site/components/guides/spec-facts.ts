import { operationPagePath } from '../../lib/deprecations.ts';
import { listOperations as listSpecOperations, resolveRef, type OpenApiDocument } from '../../lib/openapi-document.ts';
import { getPublication } from '../../lib/published-spec.ts';

/**
 * Facts the guides read from spec/openapi.yaml instead of typing them, so a guide cannot
 * disagree with the spec: operations and their responses, parameter constraints, schema fields.
 */

interface Reference {
  $ref: string;
}

export interface SchemaObject {
  type?: string;
  format?: string;
  description?: string;
  enum?: string[];
  minimum?: number;
  maximum?: number;
  default?: unknown;
  required?: string[];
  properties?: Record<string, SchemaObject | Reference>;
  allOf?: (SchemaObject | Reference)[];
  items?: SchemaObject | Reference;
}

interface ParameterObject {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: SchemaObject | Reference;
}

interface ResponseObject {
  description: string;
}

interface OperationObject {
  operationId: string;
  summary?: string;
  deprecated?: boolean;
  parameters?: (ParameterObject | Reference)[];
  responses: Record<string, ResponseObject | Reference>;
}

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  /** The operation's page in the API reference (starlight-openapi lower-cases the id). */
  href: string;
  responses: Record<string, ResponseObject>;
  parameters: ParameterObject[];
}

function isReference(value: unknown): value is Reference {
  return typeof value === 'object' && value !== null && '$ref' in value;
}

const resolve = <T>(spec: OpenApiDocument, value: T | Reference): T => resolveRef(spec, value) as T;

function referenceName(value: unknown): string | undefined {
  return isReference(value) ? value.$ref.split('/').at(-1) : undefined;
}

export function listOperations(spec: OpenApiDocument = getPublication().spec): Operation[] {
  return listSpecOperations(spec).map(({ path, method, operation: entry }) => {
    const operation = entry as unknown as OperationObject;
    return {
      operationId: operation.operationId,
      method: method.toUpperCase(),
      path,
      href: operationPagePath(operation.operationId),
      responses: Object.fromEntries(
        Object.entries(operation.responses).map(([status, response]) => [status, resolve(spec, response)]),
      ),
      parameters: (operation.parameters ?? []).map((parameter) => resolve(spec, parameter)),
    };
  });
}

export function findOperation(operationId: string, spec: OpenApiDocument = getPublication().spec): Operation {
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
export function errorResponses(
  statuses: readonly string[],
  spec: OpenApiDocument = getPublication().spec,
): ErrorResponse[] {
  const operations = listOperations(spec);
  return statuses.map((status) => {
    const returning = operations.filter((operation) => status in operation.responses);
    const first = returning[0];
    if (!first) throw new Error(`No operation in spec/openapi.yaml returns ${status}`);
    const condition = first.responses[status]?.description ?? '';
    return { status, condition, operations: returning, allOperations: returning.length === operations.length };
  });
}

/** The schema of a parameter, with its `$ref` followed. */
export function parameterSchema(operationId: string, name: string, spec: OpenApiDocument = getPublication().spec) {
  const parameter = findOperation(operationId, spec).parameters.find((candidate) => candidate.name === name);
  if (!parameter?.schema) throw new Error(`${operationId} has no parameter ${name} with a schema`);
  return { parameter, schema: resolve(spec, parameter.schema) };
}

export function schema(name: string, spec: OpenApiDocument = getPublication().spec): SchemaObject {
  const { schemas } = spec.components ?? {};
  const found = schemas?.[name] as SchemaObject | undefined;
  if (!found) throw new Error(`spec/openapi.yaml has no schema ${name}`);
  return found;
}

export function enumValues(name: string, spec: OpenApiDocument = getPublication().spec): string[] {
  const values = schema(name, spec).enum;
  if (!values) throw new Error(`Schema ${name} is not an enum`);
  return values;
}

export interface SchemaField {
  name: string;
  /** The type as a reader sees it, e.g. `integer (int64)` or `string`; `enumName` names an enum. */
  type: string;
  enumName?: string;
  required: boolean;
  description: string;
}

/** The fields of an object schema, with `allOf` parts merged in order. */
export function schemaFields(name: string, spec: OpenApiDocument = getPublication().spec): SchemaField[] {
  const fields: SchemaField[] = [];
  const collect = (node: SchemaObject) => {
    for (const part of node.allOf ?? []) collect(resolve(spec, part));
    for (const [field, value] of Object.entries(node.properties ?? {})) {
      const resolved = resolve(spec, value);
      const enumName = referenceName(value);
      fields.push({
        name: field,
        type: resolved.format ? `${resolved.type} (${resolved.format})` : (resolved.type ?? ''),
        ...(enumName ? { enumName } : {}),
        required: false,
        description: resolved.description ?? '',
      });
    }
    for (const required of node.required ?? []) {
      const field = fields.find((candidate) => candidate.name === required);
      if (field) field.required = true;
    }
  };
  collect(schema(name, spec));
  return fields;
}
