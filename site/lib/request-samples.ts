/**
 * The curl, JavaScript (fetch) and Python (requests) samples of one request. Pure and free of Node
 * modules: the build writes the operation pages' samples with it, and the "Try it" panel rewrites
 * them in the browser as the reader types.
 */

/** An entry of the `x-codeSamples` extension, which starlight-openapi shows in place of its own snippets. */
export interface CodeSample {
  lang: 'sh' | 'js' | 'python';
  label: string;
  source: string;
}

export interface RequestShape {
  method: string;
  url: string;
  query: [string, string | number][];
  body: unknown;
}

/** The environment variable every sample reads the API key from. */
export const apiKeyVariable = 'PETSTORE_API_KEY';

function urlWithQuery({ url, query }: RequestShape): string {
  if (query.length === 0) return url;
  return `${url}?${new URLSearchParams(query.map(([name, value]) => [name, String(value)])).toString()}`;
}

/** A POSIX shell word that stands for `text` exactly: single quotes, each `'` written as `'\\''`. */
function shellWord(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** A single-quoted JavaScript string literal of `text`. */
function jsString(text: string): string {
  return `'${text.replace(/[\\'\n\r\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`)}'`;
}

function curlSample(request: RequestShape): string {
  const lines = [`curl --request ${request.method}`, `  --url ${shellWord(urlWithQuery(request))}`];
  lines.push(`  --header "Authorization: Bearer $${apiKeyVariable}"`);
  if (request.body !== undefined) {
    lines.push(`  --header 'Content-Type: application/json'`, `  --data ${shellWord(JSON.stringify(request.body))}`);
  }
  return lines.join(' \\\n');
}

function fetchSample(request: RequestShape): string {
  const headers = [`    Authorization: \`Bearer \${process.env.${apiKeyVariable}}\`,`];
  if (request.body !== undefined) headers.push(`    'Content-Type': 'application/json',`);
  const options = [`  method: '${request.method}',`, `  headers: {`, ...headers, `  },`];
  if (request.body !== undefined) options.push(`  body: JSON.stringify(${JSON.stringify(request.body)}),`);
  return [
    `const response = await fetch(${jsString(urlWithQuery(request))}, {`,
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
  const args = [`    ${JSON.stringify(request.url)},`];
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

/** The three samples of `request`, in the order the pages show them. */
export function samplesForRequest(request: RequestShape): CodeSample[] {
  return [
    { lang: 'sh', label: 'curl', source: curlSample(request) },
    { lang: 'js', label: 'JavaScript (fetch)', source: fetchSample(request) },
    { lang: 'python', label: 'Python (requests)', source: pythonSample(request) },
  ];
}
