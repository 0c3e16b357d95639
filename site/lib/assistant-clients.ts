import mcpManifest from '@petstore-docs/mcp/package.json' with { type: 'json' };

/**
 * How each common AI assistant starts our MCP server: the one source of the configurations the
 * "Use with your AI assistant" page shows, so every client runs the same command and a change of
 * package name or server name reaches them all. The package name is read from the server's own
 * package.json: a reader only ever runs a package under our scope.
 */
export const MCP_PACKAGE_NAME = mcpManifest.name;
export const MCP_SERVER_NAME = 'petstore-docs';

export interface AssistantServer {
  readonly command: string;
  readonly args: readonly string[];
  /** Set in the server's environment: domain-check's default platform host. */
  readonly env: Readonly<Record<string, string>>;
}

/** `npx -y @petstore-docs/mcp`, with this deployment's platform host for domain-check. */
export function assistantServer(platformHost: string): AssistantServer {
  return { command: 'npx', args: ['-y', MCP_PACKAGE_NAME], env: { DOMAIN_CHECK_PLATFORM_HOST: platformHost } };
}

export interface AssistantClientConfig {
  /** The assistant, as its maker names it. */
  readonly client: string;
  /** Where the text goes: a file, or a terminal. */
  readonly where: string;
  readonly lang: 'json' | 'sh';
  /** Ready to copy. */
  readonly code: string;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);
const shellWord = (word: string) => (/^[\w@/.:=-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`);

/** The anchor of a client's section on the page (and its entry in "On this page"): `claude-desktop`. */
export const clientAnchor = (client: string): string => client.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export function assistantClientConfigs(server: AssistantServer): AssistantClientConfig[] {
  const { command, args, env } = server;
  const mcpServers = { mcpServers: { [MCP_SERVER_NAME]: { command, args, env } } };
  return [
    {
      client: 'Claude Desktop',
      where:
        '`claude_desktop_config.json` (Settings → Developer → Edit Config; on macOS in `~/Library/Application Support/Claude/`, on Windows in `%APPDATA%\\Claude\\`), then restart Claude Desktop',
      lang: 'json',
      code: json(mcpServers),
    },
    {
      client: 'Claude Code',
      where: 'a terminal, in your project',
      lang: 'sh',
      code: [
        'claude mcp add',
        ...Object.entries(env).map(([name, value]) => `--env ${shellWord(`${name}=${value}`)}`),
        MCP_SERVER_NAME,
        '--',
        command,
        ...args.map(shellWord),
      ].join(' '),
    },
    {
      client: 'Cursor',
      where: '`.cursor/mcp.json` in your project, or `~/.cursor/mcp.json` for every project',
      lang: 'json',
      code: json(mcpServers),
    },
    {
      client: 'VS Code',
      where: '`.vscode/mcp.json` in your workspace (GitHub Copilot agent mode)',
      lang: 'json',
      code: json({ servers: { [MCP_SERVER_NAME]: { type: 'stdio', command, args, env } } }),
    },
  ];
}

/** The assistants the page configures, in its order: its tabs and its outline. */
export const assistantClients = (): string[] =>
  assistantClientConfigs(assistantServer('')).map((config) => config.client);
