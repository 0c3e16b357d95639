import { resolveRef, type OpenApiDocument } from './openapi-document.ts';
import { samplesForRequest, type CodeSample, type RequestShape } from './request-samples.ts';

export { apiKeyVariable, type CodeSample } from './request-samples.ts';

type Json = Record<string, unknown>;

const resolve = (spec: OpenApiDocument, node: unknown): Json => (resolveRef(spec, node) ?? {}) as Json;

/** A value for a parameter in a sample: its example, else its default, else the first enum value, else 1. */
function sampleValue(spec: OpenApiDocument, parameter: Json): string | number {
  const schema = resolve(spec, parameter.schema);
  const value = parameter.example ?? schema.example ?? schema.default ?? (schema.enum as unknown[] | undefined)?.[0];
  if (typeof value === 'string' || typeof value === 'number') return value;
  return 1;
}

function describeRequest(spec: OpenApiDocument, baseUrl: string, path: string, method: string, op: Json): RequestShape {
  const parameters = ((op.parameters ?? []) as unknown[]).map((parameter) => resolve(spec, parameter));
  let url = baseUrl + path;
  for (const parameter of parameters.filter((candidate) => candidate.in === 'path')) {
    url = url.replace(`{${String(parameter.name)}}`, encodeURIComponent(sampleValue(spec, parameter)));
  }
  const query = parameters
    .filter((parameter) => parameter.in === 'query')
    .map((parameter): [string, string | number] => [String(parameter.name), sampleValue(spec, parameter)]);
  const media = (resolve(spec, op.requestBody).content as Json | undefined)?.['application/json'] as Json | undefined;
  return { method: method.toUpperCase(), url, query, body: media?.example };
}

/** The code samples of one operation, one per language of `sampleLanguages`, curl first. */
export function codeSamplesFor(
  spec: OpenApiDocument,
  baseUrl: string,
  path: string,
  method: string,
  operation: Json,
): CodeSample[] {
  return samplesForRequest(describeRequest(spec, baseUrl, path, method, operation));
}
