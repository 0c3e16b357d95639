import type { OpenAPIV3 } from 'openapi-types';

import { readSourceSpec, type OperationExtensions, type SpecDocument } from './read-spec.ts';

/**
 * The one reader of the API description. It dereferences the document once (every `$ref`
 * replaced by the object it points to, the same object wherever it is referenced) and hands every
 * consumer the same typed model: the guides' tables, the Markdown twins and llms-full, Try it, the
 * code samples, the mock of the API and the MCP server's bundle. No consumer follows a `$ref`, so
 * two renderings of one type cannot read it differently.
 */

/** An OpenAPI type with every `ReferenceObject` alternative taken out, at every depth. */
export type Resolved<T> = T extends OpenAPIV3.ReferenceObject
  ? never
  : T extends readonly (infer Item)[]
    ? Resolved<Item>[]
    : T extends object
      ? { [Key in keyof T]: Resolved<T[Key]> }
      : T;

export type ResolvedDocument = Resolved<SpecDocument>;
export type ResolvedSchema = Resolved<OpenAPIV3.SchemaObject>;
export type ResolvedParameter = Resolved<OpenAPIV3.ParameterObject>;
export type ResolvedOperation = Resolved<OpenAPIV3.OperationObject<OperationExtensions>>;
export type ResolvedResponse = Resolved<OpenAPIV3.ResponseObject>;
export type ResolvedMediaType = Resolved<OpenAPIV3.MediaTypeObject>;

/** An HTTP method as the spec writes it, in lower case (`get`, `post`). */
export type HttpMethod = `${OpenAPIV3.HttpMethods}`;

export interface SpecOperation {
  readonly operationId: string;
  readonly path: string;
  readonly method: HttpMethod;
  readonly operation: ResolvedOperation;
  /** The path item's parameters, then the operation's (an operation's own wins on name and place). */
  readonly parameters: readonly ResolvedParameter[];
}

export interface SpecModel {
  /** The document as written, `$ref`s and all: what is published and offered for download. */
  readonly document: SpecDocument;
  /** A dereferenced copy of the document, taken when the model was made. */
  readonly resolved: ResolvedDocument;
  /** Every operation, in document order. */
  readonly operations: readonly SpecOperation[];
  /** The operation with this `operationId`; throws when the spec has none. */
  operation(operationId: string): SpecOperation;
  /** The schema `components.schemas[name]`; throws when the spec has none. */
  schema(name: string): ResolvedSchema;
  /** The name under `components.schemas` of a schema object of this model (`Pet`), if it has one. */
  schemaName(schema: ResolvedSchema): string | undefined;
}

export class SpecModelError extends Error {
  override readonly name = 'SpecModelError';
  readonly code = 'SPEC_MODEL_INVALID';
}

const HTTP_METHODS: readonly HttpMethod[] = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The model of `document`. The document is not changed; a later change to it is not seen. */
export function createSpecModel(document: SpecDocument): SpecModel {
  const resolved = dereference(document);
  const operations = listOperations(resolved);
  const schemas = resolved.components?.schemas ?? {};
  const names = new Map<object, string>(Object.entries(schemas).map(([name, schema]) => [schema, name]));
  return {
    document,
    resolved,
    operations,
    operation(operationId) {
      const found = operations.find((candidate) => candidate.operationId === operationId);
      if (!found) throw new SpecModelError(`The spec has no operation ${operationId}`);
      return found;
    },
    schema(name) {
      const found = schemas[name];
      if (!found) throw new SpecModelError(`The spec has no schema ${name}`);
      return found;
    },
    schemaName: (schema) => names.get(schema),
  };
}

/** The model of spec/openapi.yaml as written (the site publishes it with its own servers). */
export function readSourceSpecModel(): SpecModel {
  return createSpecModel(readSourceSpec());
}

function listOperations(resolved: ResolvedDocument): SpecOperation[] {
  return Object.entries(resolved.paths).flatMap(([path, item]) => {
    if (!item) return [];
    const shared = item.parameters ?? [];
    return HTTP_METHODS.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      if (!operation.operationId) throw new SpecModelError(`${method.toUpperCase()} ${path} has no operationId`);
      const own = operation.parameters ?? [];
      const parameters = [
        ...shared.filter((parameter) => !own.some((mine) => mine.name === parameter.name && mine.in === parameter.in)),
        ...own,
      ];
      return [{ operationId: operation.operationId, path, method, operation, parameters }];
    });
  });
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/**
 * A copy of `document` with every local `$ref` replaced by the object it points to. One target
 * is one object wherever it is referenced, which is how `schemaName` finds a schema's name. A chain
 * of references that comes back to itself is refused. A schema that contains itself would make a
 * cyclic model, which the printers do not expect: the spec has none.
 */
function dereference(document: SpecDocument): ResolvedDocument {
  const root = structuredClone(document) as unknown as Json;
  const targets = new Map<string, unknown>();
  const done = new WeakSet<object>();
  const following: string[] = [];

  const lookUp = (pointer: string): unknown => {
    if (!pointer.startsWith('#/')) throw new SpecModelError(`Only local references are supported, got ${pointer}`);
    const found = pointer
      .slice(2)
      .split('/')
      .map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), root);
    if (found === undefined) throw new SpecModelError(`Unresolved reference ${pointer} in the spec`);
    return found;
  };

  const visit = (node: unknown): unknown => {
    if (!isObject(node)) return node;
    if (typeof node.$ref === 'string') {
      const pointer = node.$ref;
      if (targets.has(pointer)) return targets.get(pointer);
      if (following.includes(pointer)) throw new SpecModelError(`The reference ${pointer} refers to itself`);
      following.push(pointer);
      const target = visit(lookUp(pointer));
      following.pop();
      targets.set(pointer, target);
      return target;
    }
    if (done.has(node)) return node;
    done.add(node);
    for (const key of Object.keys(node)) node[key] = visit(node[key]);
    return node;
  };

  return visit(root) as ResolvedDocument;
}
