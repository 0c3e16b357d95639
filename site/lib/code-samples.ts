import type { ResolvedParameter, SpecOperation } from '../../spec-model/spec-model.ts';
import { samplesForRequest, type CodeSample, type RequestShape } from './request-samples.ts';

export { apiKeyVariable, type CodeSample } from './request-samples.ts';

/** A value for a parameter in a sample: its example, else its default, else the first enum value, else 1. */
function sampleValue(parameter: ResolvedParameter): string | number {
  const { schema } = parameter;
  const value: unknown = parameter.example ?? schema?.example ?? schema?.default ?? schema?.enum?.[0];
  if (typeof value === 'string' || typeof value === 'number') return value;
  return 1;
}

function describeRequest(baseUrl: string, { path, method, parameters, operation }: SpecOperation): RequestShape {
  let url = baseUrl + path;
  for (const parameter of parameters.filter((candidate) => candidate.in === 'path')) {
    url = url.replace(`{${parameter.name}}`, encodeURIComponent(sampleValue(parameter)));
  }
  const query = parameters
    .filter((parameter) => parameter.in === 'query')
    .map((parameter): [string, string | number] => [parameter.name, sampleValue(parameter)]);
  const body: unknown = operation.requestBody?.content['application/json']?.example;
  return { method: method.toUpperCase(), url, query, body };
}

/** The code samples of one operation, one per language of `sampleLanguages`, curl first. */
export function codeSamplesFor(baseUrl: string, operation: SpecOperation): CodeSample[] {
  return samplesForRequest(describeRequest(baseUrl, operation));
}
