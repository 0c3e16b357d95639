/**
 * What the command says when a person runs it by hand: `--help`, `--version`, or a refusal of an
 * argument it does not take. With no argument it is a server, and nothing here applies.
 */
export interface CommandLineAnswer {
  readonly text: string;
  readonly stream: 'stdout' | 'stderr';
  readonly exitCode: 0 | 2;
}

export function helpText(version: string): string {
  return `petstore-docs-mcp ${version}
The Petstore API docs and domain-check inside an AI assistant: a Model Context Protocol server over
standard input and output. Your assistant starts it; you do not talk to it yourself.

Usage:
  petstore-docs-mcp             serve over stdio (what an assistant runs)
  petstore-docs-mcp --help      this text
  petstore-docs-mcp --version   the version

Set up an assistant with the command "npx" and the arguments "-y @petstore-docs/mcp"; the docs page
"Use with your AI assistant" (/guides/ai-assistant/) gives each client's configuration. It offers
every docs page as a resource and the tools search_docs, get_operation, list_deprecations,
list_changes, list_not_specified, check_domains, validate_domain_config, plan_dns_records and explain_finding.

Environment: DOMAIN_CHECK_PLATFORM_HOST, DOMAIN_CHECK_ACME_ACCOUNT_URI and
DOMAIN_CHECK_VALIDATION_METHOD apply to the domain tools as they do to domain-check.
A config file is read only from under the folders the client declares (its roots), else the folder
the server was started in, only a .json file, at most 1 MiB.

Exit codes: 0 after --help or --version, or when the client closes the connection; 2 for an
argument it does not take.
`;
}

export function commandLineAnswer(args: readonly string[], version: string): CommandLineAnswer | undefined {
  if (args.length === 0) return undefined;
  const [first] = args;
  if (args.length === 1 && (first === '--help' || first === '-h')) {
    return { text: helpText(version), stream: 'stdout', exitCode: 0 };
  }
  if (args.length === 1 && (first === '--version' || first === '-v')) {
    return { text: `${version}\n`, stream: 'stdout', exitCode: 0 };
  }
  const shown = JSON.stringify(args.join(' ')).replace(/[\p{Cc}\p{Cf}]/gu, '?');
  return {
    text: `petstore-docs-mcp takes no argument but --help or --version; it was given ${shown}.\nRun petstore-docs-mcp --help.\n`,
    stream: 'stderr',
    exitCode: 2,
  };
}
