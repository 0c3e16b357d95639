/**
 * What the "Try it" panel of an operation page needs, derived at build time from the published spec
 * and settings: typed parameters, the body to prefill, and the servers it can send to. Plain JSON,
 * handed to the browser in a data attribute.
 */
import type { ResolvedMediaType, ResolvedParameter } from '../../spec-model/spec-model.ts';
import { connectSources, tryItServers, type TryItServer } from './content-security-policy.ts';
import type { Publication } from './publication.ts';

export interface TryItParameter {
  readonly name: string;
  readonly in: 'path' | 'query';
  readonly required: boolean;
  readonly description: string;
  readonly type: 'integer' | 'string';
  readonly enum?: readonly string[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly default?: number | string;
}

export interface TryItConfig {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly parameters: readonly TryItParameter[];
  /** The JSON body to start from, pretty-printed; absent when the operation takes none. */
  readonly body?: string;
  readonly servers: readonly TryItServer[];
  /** URL prefixes the site's CSP lets the page send to (`connect-src`, less `'self'`). */
  readonly allowedPrefixes: readonly string[];
}

function describeParameter(parameter: ResolvedParameter): TryItParameter | undefined {
  if (parameter.in !== 'path' && parameter.in !== 'query') return undefined;
  const schema = parameter.schema ?? {};
  const fallback: unknown = schema.default;
  return {
    name: parameter.name,
    in: parameter.in,
    required: parameter.required === true,
    description: parameter.description ?? '',
    type: schema.type === 'integer' ? 'integer' : 'string',
    ...(Array.isArray(schema.enum) ? { enum: schema.enum.map(String) } : {}),
    ...(typeof schema.minimum === 'number' ? { minimum: schema.minimum } : {}),
    ...(typeof schema.maximum === 'number' ? { maximum: schema.maximum } : {}),
    ...(typeof fallback === 'number' || typeof fallback === 'string' ? { default: fallback } : {}),
  };
}

/** A body built from an object schema: its example, else each required property with a value of its type. */
function exampleBody(media: ResolvedMediaType | undefined): unknown {
  if (!media) return undefined;
  const example: unknown = media.example;
  if (example !== undefined) return example;
  const properties = media.schema?.properties ?? {};
  return Object.fromEntries(
    (media.schema?.required ?? []).map((name) => {
      const type = properties[name]?.type;
      return [name, type === 'integer' || type === 'number' ? 1 : ''];
    }),
  );
}

/** The panel's configuration for the operation at `method` `path` of the publication. */
export function tryItConfig(publication: Publication, path: string, method: string): TryItConfig {
  const { model, settings } = publication;
  const operation = model.operations.find(
    (candidate) => candidate.path === path && candidate.method === method.toLowerCase(),
  );
  if (!operation) throw new Error(`The published spec has no operation ${method.toUpperCase()} ${path}`);
  const parameters = operation.parameters
    .map((parameter) => describeParameter(parameter))
    .filter((parameter) => parameter !== undefined);
  const body = exampleBody(operation.operation.requestBody?.content['application/json']);
  return {
    operationId: operation.operationId,
    method: method.toUpperCase(),
    path,
    parameters,
    ...(body !== undefined ? { body: JSON.stringify(body, null, 2) } : {}),
    servers: tryItServers(settings),
    allowedPrefixes: connectSources(settings).filter((source) => source.endsWith('/')),
  };
}
