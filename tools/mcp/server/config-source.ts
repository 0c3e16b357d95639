import { realpath, stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

import { quoteInput } from './as-data.ts';
import type { Refusal } from './tool-result.ts';

/**
 * Where a tool may read a config file from. An assistant can be talked into asking for any path
 * (a key file, a page's instructions), so a file is read only when all of these hold, and the
 * refusal names the rule that did not:
 * - it sits under one of the roots: the roots the client declares (MCP `roots/list`), else the
 *   folder the server was started in; symbolic links are followed before the test;
 * - its name ends in `.json`;
 * - it is a regular file of at most 1 MiB (a domains.json holds a few hundred bytes).
 * A file that is not a valid config is never echoed: its problems are given by JSON path only,
 * for keys a config has, and never with a value (see redactedIssues).
 */
export const MAX_CONFIG_BYTES = 1024 * 1024;

export class ConfigSourceRefusal extends Error {
  override readonly name = 'ConfigSourceRefusal';
  readonly refusal: Refusal;
  constructor(refusal: Refusal) {
    super(refusal.message);
    this.refusal = refusal;
  }
}

/** The roots a file may be read under: the client's declared roots, else the server's folder. */
/** What of the connection the roots are asked through. */
type RootsSource = Pick<McpServer['server'], 'getClientCapabilities' | 'listRoots'>;

export async function allowedRoots(server: RootsSource, startFolder: string): Promise<string[]> {
  if (!server.getClientCapabilities()?.roots) return [startFolder];
  try {
    const { roots } = await server.listRoots();
    const folders = roots.flatMap((root) => (root.uri.startsWith('file:') ? [fileURLToPath(root.uri)] : []));
    return folders.length > 0 ? folders : [startFolder];
  } catch {
    return [startFolder];
  }
}

const isInside = (folder: string, path: string) => {
  const within = relative(folder, path);
  return within === '' || (!within.startsWith(`..${sep}`) && within !== '..' && !isAbsolute(within));
};

/** The file's real path, once every rule holds. */
export async function checkedConfigPath(path: string, roots: readonly string[]): Promise<string> {
  const shown = quoteInput(path, 300);
  const refuse = (code: string, message: string) => new ConfigSourceRefusal({ code, message, parameter: 'configPath' });
  if (path.includes('\0')) throw refuse('CONFIG_PATH_INVALID', `configPath ${shown} holds a NUL character.`);
  if (!path.toLowerCase().endsWith('.json')) {
    throw refuse('CONFIG_PATH_NOT_JSON', `configPath ${shown} does not name a .json file; a domain config is JSON.`);
  }
  const realRoots = await Promise.all(roots.map((root) => realpath(root).catch(() => resolve(root))));
  const candidate = isAbsolute(path) ? path : resolve(realRoots[0] ?? process.cwd(), path);
  let real: string;
  try {
    real = await realpath(candidate);
  } catch {
    throw refuse(
      'CONFIG_PATH_NOT_FOUND',
      `configPath ${shown} does not exist (a relative path is read from ${quoteInput(realRoots[0] ?? '', 300)}).`,
    );
  }
  if (!realRoots.some((root) => isInside(root, real))) {
    throw refuse(
      'CONFIG_PATH_OUTSIDE_ROOTS',
      `configPath ${shown} is outside the folders this server may read (${realRoots.map((root) => quoteInput(root, 300)).join(', ')}). Pass the config as text (config) instead, or start the server in the project's folder.`,
    );
  }
  const info = await stat(real);
  if (!info.isFile()) throw refuse('CONFIG_PATH_NOT_A_FILE', `configPath ${shown} is not a regular file.`);
  if (info.size > MAX_CONFIG_BYTES) {
    throw refuse(
      'CONFIG_TOO_LARGE',
      `configPath ${shown} is larger than 1 MiB, the most domain-check reads; a domains.json holds a few hundred bytes.`,
    );
  }
  return real;
}

/** The keys a domain config has (domains.schema.json): only these may be named in a file's problems. */
const CONFIG_PATH =
  /^(?:|\$schema|primary|platformHost|caIssuers(?:\[\d+\])?|acmeAccountUri|validationMethod|redirects(?:\[\d+\](?:\.(?:from|to|status))?)?)$/;

/**
 * The problems of a file that is not a valid config, as the answer may give them: each at its JSON
 * path when that is a config's own key, with no message (a message may quote a value). The file may
 * be anything, so what it holds is not repeated.
 */
export function redactedIssues(issues: readonly { path: string }[]): { path: string; message: string }[] {
  return issues.map(({ path }) =>
    CONFIG_PATH.test(path)
      ? { path, message: 'not as a domain config has it (the value is not shown)' }
      : { path: '(a key a domain config does not have)', message: 'not shown' },
  );
}
