/** Stable codes to match on; the message text may change between versions. */
export type ConfigErrorCode = 'CONFIG_INVALID' | 'CONFIG_JSON_SYNTAX';

/** One problem in a config, at a JSON path such as `redirects[1].from` (`""` for the root or a lone value). */
export interface ConfigIssue {
  readonly path: string;
  readonly message: string;
}

/**
 * The only error the config parsers throw. `message` is one friendly text naming every path and what to do;
 * `issues` carries the same facts as data for `--json` output and tests.
 */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  readonly code: ConfigErrorCode;
  readonly issues: readonly ConfigIssue[];

  /**
   * @param summary First line of the message, e.g. `domains.json is not a valid domain-check config`.
   */
  constructor(code: ConfigErrorCode, issues: readonly ConfigIssue[], summary: string) {
    super(formatConfigMessage(summary, issues));
    this.code = code;
    this.issues = issues;
  }
}

function formatConfigMessage(summary: string, issues: readonly ConfigIssue[]): string {
  const count = issues.length === 1 ? '1 problem' : `${issues.length} problems`;
  const lines = issues.map(({ path, message }) => `  - ${path === '' ? '' : `${path}: `}${message}`);
  return [`${summary} (${count}):`, ...lines].join('\n');
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** Turns a zod path into the JSON path users see: `["redirects", 1, "from"]` → `redirects[1].from`. */
export function formatJsonPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const segment of path) {
    if (typeof segment === 'number') text += `[${segment}]`;
    else if (typeof segment === 'string' && IDENTIFIER.test(segment)) text += text === '' ? segment : `.${segment}`;
    else text += `[${JSON.stringify(String(segment))}]`;
  }
  return text;
}

/** Names what a JSON value is, for "found …" in messages: `an array`, `the number 302`, `null`. */
export function describeJsonValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string':
      return `the string ${quote(value)}`;
    case 'number':
    case 'boolean':
      return `${typeof value === 'number' ? 'the number' : 'the boolean'} ${String(value)}`;
    case 'object':
      return 'an object';
    default:
      return `a ${typeof value}`;
  }
}

/** JSON-quotes a value for a message, shortened so a pasted essay does not drown the real problem. */
export function quote(value: string): string {
  const shown = value.length > 80 ? `${value.slice(0, 77)}…` : value;
  return JSON.stringify(shown);
}
