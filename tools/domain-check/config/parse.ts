import { z } from 'zod';
import { findCrossFieldProblems, wellFormedParts } from './cross-field-rules.ts';
import { suggestKey } from './did-you-mean.ts';
import { ConfigError, describeJsonValue, formatJsonPath, quote, type ConfigIssue } from './errors.ts';
import { checkHostname } from './hostname.ts';
import { parseJsonText } from './json-text.ts';
import { domainConfigSchema, type DomainConfig } from './schema.ts';

/**
 * Parses the text of a `domains.json`.
 * @param source Names the file in messages, e.g. `domains.json`.
 * @throws {ConfigError} `CONFIG_JSON_SYNTAX` (with line and column) or `CONFIG_INVALID`; never anything else.
 */
export function parseDomainConfigText(text: string, source?: string): DomainConfig {
  return guard(() => validate(parseJsonText(text, source), source));
}

/**
 * Validates and normalises an already-parsed config.
 * @throws {ConfigError} `CONFIG_INVALID`; never anything else.
 */
export function parseDomainConfig(value: unknown): DomainConfig {
  return guard(() => validate(value, undefined));
}

/**
 * Normalises the domains given on the command line; a domain given twice is kept once.
 * @param given What the user gave them as, for the message: `domain` (the command's operands, each
 *   then named by its place: `domain 2`) or a flag such as `--platform-host`.
 * @throws {ConfigError} `CONFIG_INVALID`, each issue's path naming the domain as the user gave it.
 */
export function parseDomainArguments(domains: readonly string[], given = 'domain'): string[] {
  const issues: ConfigIssue[] = [];
  const normalised = new Set<string>();
  domains.forEach((domain, index) => {
    const result = checkHostname(domain);
    if (result.ok) normalised.add(result.ascii);
    else issues.push({ path: domains.length === 1 ? given : `${given} ${index + 1}`, message: result.message });
  });
  if (issues.length > 0) throw new ConfigError('CONFIG_INVALID', issues, 'Invalid domain on the command line');
  return [...normalised];
}

function validate(value: unknown, source: string | undefined): DomainConfig {
  const result = domainConfigSchema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const issues = result.error.issues.flatMap(toConfigIssues);
  // zod skips the cross-field rules once a field is malformed; run them over the rest, so that one
  // round of fixes is enough. (They may have run already, when every issue was one zod continues past.)
  for (const problem of findCrossFieldProblems(wellFormedParts(value))) {
    const path = formatJsonPath(problem.path);
    if (!issues.some((issue) => issue.path === path && issue.message === problem.message)) {
      issues.push({ path, message: problem.message });
    }
  }
  throw new ConfigError('CONFIG_INVALID', issues, `${source ?? 'The config'} is not a valid domain-check config`);
}

/** Keeps the promise that only ConfigError leaves this module, even if a bug throws something else. */
function guard<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(
      'CONFIG_INVALID',
      [{ path: '', message: `could not be read (${reason}); please report this as a domain-check bug` }],
      'The config could not be read',
    );
  }
}

function toConfigIssues(issue: z.core.$ZodIssue): ConfigIssue[] {
  const path = formatJsonPath(issue.path);
  switch (issue.code) {
    case 'unrecognized_keys': {
      const known = knownKeysAt(issue.path);
      return issue.keys.map((key) => ({
        path: formatJsonPath([...issue.path, key]),
        message: unknownKeyMessage(key, known),
      }));
    }
    case 'invalid_type':
      // Our schemas give their own wording; this covers any zod adds on its own.
      return [
        {
          path,
          message: issue.message.startsWith('Invalid input')
            ? `must be ${issue.expected}; found ${describeJsonValue(issue.input)}`
            : issue.message,
        },
      ];
    default:
      return [{ path, message: issue.message }];
  }
}

function unknownKeyMessage(key: string, known: readonly string[]): string {
  const suggestion = suggestKey(key, known);
  if (suggestion !== undefined) return `unknown key ${quote(key)}; did you mean ${quote(suggestion)}?`;
  const allowed = known.map((name) => quote(name)).join(', ');
  return `unknown key ${quote(key)}; remove it (the keys allowed here are ${allowed})`;
}

/** The keys the schema knows for the object at `path`, found by walking the schema itself. */
function knownKeysAt(path: readonly PropertyKey[]): string[] {
  let schema: z.core.$ZodType | undefined = domainConfigSchema;
  for (const segment of path) {
    schema = unwrap(schema);
    if (schema instanceof z.ZodObject && typeof segment === 'string')
      schema = (schema.shape as Record<string, z.core.$ZodType | undefined>)[segment];
    else if (schema instanceof z.ZodArray && typeof segment === 'number') {
      schema = schema.element;
    } else return [];
  }
  schema = unwrap(schema);
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

function unwrap(schema: z.core.$ZodType | undefined): z.core.$ZodType | undefined {
  let current = schema;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodDefault) current = current.unwrap();
    else if (current instanceof z.ZodPipe) current = current.in;
    else return current;
  }
}
