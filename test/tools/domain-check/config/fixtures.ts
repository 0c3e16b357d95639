import { readdirSync, readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { ConfigError, parseDomainConfigText, type ConfigIssue } from '../../../../tools/domain-check/config/index.ts';

const FIXTURES = new URL('fixtures/', import.meta.url);

/** The text of a fixture such as `invalid/loop.json`. */
export function readFixture(name: string): string {
  return readFileSync(new URL(name, FIXTURES), 'utf8');
}

/**
 * The names of the fixtures in a folder, e.g. `valid/seed.json`. Text that is not JSON lives in `broken-json/`
 * as `.txt`, so that Prettier neither chokes on it nor "fixes" it.
 */
export function listFixtures(folder: 'valid' | 'invalid' | 'broken-json'): string[] {
  return readdirSync(new URL(`${folder}/`, FIXTURES))
    .filter((name) => name.endsWith(folder === 'broken-json' ? '.txt' : '.json'))
    .sort()
    .map((name) => `${folder}/${name}`);
}

/** Parses a fixture that must be rejected and returns the ConfigError. */
export function rejectFixture(name: string): ConfigError {
  try {
    parseDomainConfigText(readFixture(name), name);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`${name} was accepted`);
}

/** Asserts that the issue at `path` exists and its message contains every word given. */
export function expectIssue(error: ConfigError, path: string, ...words: string[]): ConfigIssue {
  const issue = error.issues.find((candidate) => candidate.path === path);
  if (issue === undefined) throw new Error(`no issue at ${JSON.stringify(path)} in:\n${error.message}`);
  for (const word of words) expect(issue.message).toContain(word);
  // The one friendly message names the path too.
  expect(error.message).toContain(path === '' ? issue.message : `${path}: `);
  return issue;
}
