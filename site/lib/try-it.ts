/**
 * What the "Try it" panel of an operation page needs, derived at build time from the published spec
 * and settings: typed parameters, the body to prefill, and the servers it can send to. Plain JSON,
 * handed to the browser in a data attribute.
 */
import { connectSources, tryItServers, type TryItServer } from './content-security-policy.ts';
import { resolveRef } from './openapi-document.ts';
import type { Publication } from './publication.ts';

type Json = Record<string, unknown>;

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

const resolve = (spec: Publication['spec'], node: unknown): Json => (resolveRef(spec, node) ?? {}) as Json;

function describeParameter(spec: Publication['spec'], raw: unknown): TryItParameter | undefined {
  const parameter = resolve(spec, raw);
  if (parameter.in !== 'path' && parameter.in !== 'query') return undefined;
  const schema = resolve(spec, parameter.schema);
  return {
    name: String(parameter.name),
    in: parameter.in,
    required: parameter.required === true,
    description: typeof parameter.description === 'string' ? parameter.description : '',
    type: schema.type === 'integer' ? 'integer' : 'string',
    ...(Array.isArray(schema.enum) ? { enum: schema.enum.map(String) } : {}),
    ...(typeof schema.minimum === 'number' ? { minimum: schema.minimum } : {}),
    ...(typeof schema.maximum === 'number' ? { maximum: schema.maximum } : {}),
    ...(typeof schema.default === 'number' || typeof schema.default === 'string' ? { default: schema.default } : {}),
  };
}

/** A body built from an object schema: its example, else each required property with a value of its type. */
function exampleBody(spec: Publication['spec'], media: Json | undefined): unknown {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const schema = resolve(spec, media.schema);
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  const required = (schema.required ?? []) as string[];
  return Object.fromEntries(
    required.map((name) => {
      const property = resolve(spec, properties[name]);
      return [name, property.type === 'integer' || property.type === 'number' ? 1 : ''];
    }),
  );
}

/** The panel's configuration for the operation at `method` `path` of the publication. */
export function tryItConfig(publication: Publication, path: string, method: string): TryItConfig {
  const { spec, settings } = publication;
  const pathItem = (spec.paths as Record<string, Json>)[path] ?? {};
  const operation = (pathItem[method.toLowerCase()] ?? {}) as Json;
  const parameters = [...((pathItem.parameters ?? []) as unknown[]), ...((operation.parameters ?? []) as unknown[])]
    .map((parameter) => describeParameter(spec, parameter))
    .filter((parameter) => parameter !== undefined);
  const media = (resolve(spec, operation.requestBody).content as Json | undefined)?.['application/json'] as
    Json | undefined;
  const body = exampleBody(spec, media);
  return {
    operationId: String(operation.operationId),
    method: method.toUpperCase(),
    path,
    parameters,
    ...(body !== undefined ? { body: JSON.stringify(body, null, 2) } : {}),
    servers: tryItServers(settings),
    allowedPrefixes: connectSources(settings).filter((source) => source.endsWith('/')),
  };
}
