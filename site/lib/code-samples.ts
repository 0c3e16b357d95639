import { resolveRef, type OpenApiDocument } from './openapi-document.ts';

/** An entry of the `x-codeSamples` extension, which starlight-openapi shows in place of its own snippets. */
export interface CodeSample {
  lang: 'sh' | 'js' | 'python';
  label: string;
  source: string;
}

interface RequestShape {
  method: string;
  url: string;
  query: [string, string | number][];
  body: unknown;
}

type Json = Record<string, unknown>;

/** The environment variable every sample reads the API key from. */
export const apiKeyVariable = 'PETSTORE_API_KEY';

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

function urlWithQuery({ url, query }: RequestShape): string {
  if (query.length === 0) return url;
  return `${url}?${new URLSearchParams(query.map(([name, value]) => [name, String(value)])).toString()}`;
}

function curlSample(request: RequestShape): string {
  const lines = [`curl --request ${request.method}`, `  --url '${urlWithQuery(request)}'`];
  lines.push(`  --header "Authorization: Bearer $${apiKeyVariable}"`);
  if (request.body !== undefined) {
    lines.push(`  --header 'Content-Type: application/json'`, `  --data '${JSON.stringify(request.body)}'`);
  }
  return lines.join(' \\\n');
}

function fetchSample(request: RequestShape): string {
  const headers = [`    Authorization: \`Bearer \${process.env.${apiKeyVariable}}\`,`];
  if (request.body !== undefined) headers.push(`    'Content-Type': 'application/json',`);
  const options = [`  method: '${request.method}',`, `  headers: {`, ...headers, `  },`];
  if (request.body !== undefined) options.push(`  body: JSON.stringify(${JSON.stringify(request.body)}),`);
  return [
    `const response = await fetch('${urlWithQuery(request)}', {`,
    ...options,
    `});`,
    `const data = await response.json();`,
  ].join('\n');
}

function pythonLiteral(value: unknown): string {
  // JSON and Python literals agree for strings, numbers, lists and dicts; only three words differ.
  return JSON.stringify(value)
    .replace(/\btrue\b/g, 'True')
    .replace(/\bfalse\b/g, 'False')
    .replace(/\bnull\b/g, 'None');
}

function pythonSample(request: RequestShape): string {
  const args = [`    "${request.url}",`];
  if (request.query.length > 0) {
    args.push(`    params={${request.query.map(([name, value]) => `"${name}": ${pythonLiteral(value)}`).join(', ')}},`);
  }
  args.push(`    headers={"Authorization": f"Bearer {os.environ['${apiKeyVariable}']}"},`);
  if (request.body !== undefined) args.push(`    json=${pythonLiteral(request.body)},`);
  return [
    'import os',
    '',
    'import requests',
    '',
    `response = requests.${request.method.toLowerCase()}(`,
    ...args,
    ')',
    'data = response.json()',
  ].join('\n');
}

/** The curl, JavaScript (fetch) and Python (requests) samples of one operation. */
export function codeSamplesFor(
  spec: OpenApiDocument,
  baseUrl: string,
  path: string,
  method: string,
  operation: Json,
): CodeSample[] {
  const request = describeRequest(spec, baseUrl, path, method, operation);
  return [
    { lang: 'sh', label: 'curl', source: curlSample(request) },
    { lang: 'js', label: 'JavaScript (fetch)', source: fetchSample(request) },
    { lang: 'python', label: 'Python (requests)', source: pythonSample(request) },
  ];
}
