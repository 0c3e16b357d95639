/**
 * The request the "Try it" panel's fields describe, and what is wrong with them. Pure and free of
 * Node modules: the build renders the panel's first samples with it, the browser each later one.
 */
import type { RequestShape } from './request-samples.ts';
import type { TryItConfig, TryItParameter } from './try-it.ts';

/** What the reader has typed: the server's base address, each parameter's text, the body's text. */
export interface TryItValues {
  readonly server: string;
  readonly parameters: Readonly<Record<string, string>>;
  readonly body?: string;
}

/** A reason the request cannot be sent, attached to the field it is about. */
export interface TryItProblem {
  /** A parameter's name, `server` or `body`. */
  readonly field: string;
  readonly message: string;
}

export interface DescribedRequest {
  readonly request: RequestShape;
  /** The request's full URL, query included. */
  readonly url: string;
  readonly problems: readonly TryItProblem[];
}

/** The values a fresh panel starts from: the first server, each parameter's default, the prefilled body. */
export function initialValues(config: TryItConfig): TryItValues {
  return {
    server: config.servers[0]?.url ?? '',
    parameters: Object.fromEntries(
      config.parameters.map((parameter) => [
        parameter.name,
        parameter.default === undefined ? '' : String(parameter.default),
      ]),
    ),
    ...(config.body !== undefined ? { body: config.body } : {}),
  };
}

/** The value of one parameter, or why it has none that can be sent. */
function parameterValue(parameter: TryItParameter, text: string): { value?: string | number; problem?: string } {
  const { name } = parameter;
  const trimmed = text.trim();
  if (trimmed === '') return parameter.required ? { problem: `${name} is required.` } : {};
  if (parameter.type === 'integer') {
    if (!/^-?\d+$/.test(trimmed)) return { problem: `${name} must be a whole number.` };
    const value = Number(trimmed);
    if (parameter.minimum !== undefined && value < parameter.minimum) {
      return { problem: `${name} must be at least ${parameter.minimum}.` };
    }
    if (parameter.maximum !== undefined && value > parameter.maximum) {
      return { problem: `${name} must be at most ${parameter.maximum}.` };
    }
    return { value };
  }
  if (parameter.enum && !parameter.enum.includes(trimmed)) {
    return { problem: `${name} must be one of ${parameter.enum.join(', ')}.` };
  }
  return { value: trimmed };
}

function isWebUrl(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const { protocol } = new URL(text);
  return protocol === 'https:' || protocol === 'http:';
}

/** The request that `values` describe for the operation of `config`, with every problem found. */
export function describeTryItRequest(config: TryItConfig, values: TryItValues): DescribedRequest {
  const problems: TryItProblem[] = [];
  const server = values.server.trim().replace(/\/+$/, '');
  if (!isWebUrl(server)) problems.push({ field: 'server', message: 'The server must be an http:// or https:// URL.' });

  let path = config.path;
  const query: [string, string | number][] = [];
  for (const parameter of config.parameters) {
    const { value, problem } = parameterValue(parameter, values.parameters[parameter.name] ?? '');
    if (problem) problems.push({ field: parameter.name, message: problem });
    if (value === undefined) continue;
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(value));
    else query.push([parameter.name, value]);
  }

  let body: unknown;
  if (values.body !== undefined) {
    try {
      body = JSON.parse(values.body);
    } catch (error) {
      problems.push({ field: 'body', message: `The body is not valid JSON: ${(error as Error).message}` });
    }
  }

  const request: RequestShape = { method: config.method, url: server + path, query, body };
  const search = new URLSearchParams(query.map(([name, value]) => [name, String(value)])).toString();
  return { request, url: search === '' ? request.url : `${request.url}?${search}`, problems };
}

/** Whether the site's Content-Security-Policy lets the page send to `url`. */
export function isSendable(config: TryItConfig, url: string): boolean {
  return config.allowedPrefixes.some((prefix) => url.startsWith(prefix));
}
