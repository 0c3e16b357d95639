/**
 * What the "Check your domain" form asks for, and its two spellings: the page's URL (so that a
 * result can be shared and runs again on load) and the equivalent `npx @petstore-docs/domain-check` command.
 * Small and dependency-free: it is part of the JavaScript every visit to the page loads.
 */
import { PACKAGE_NAME } from '@petstore-docs/domain-check/browser';

/** URL parameters, named after the form fields and the CLI's options. */
export const PARAMS = { domain: 'domain', config: 'config', platformHost: 'platform-host', ca: 'ca' } as const;

export interface CheckRequest {
  /** Domains as typed (not yet validated). */
  readonly domains: readonly string[];
  /** A pasted `domains.json`; when set, it names the domains instead. */
  readonly config: string;
  readonly platformHost: string;
  /** The certificate authority's CAA issuer domain. */
  readonly ca: string;
}

/**
 * What the form is prefilled with: the platform host and the CA of the deployment's platform profile,
 * as the CLI built for the same deployment defaults to them.
 */
export interface RequestDefaults {
  readonly platformHost: string;
  readonly ca: string;
}

/** `docs.example.com, www.example.com` or one per line → the two names. */
export function splitDomains(text: string): string[] {
  return text.split(/[\s,]+/).filter((part) => part !== '');
}

/** The request a URL (or a submitted form) describes; `undefined` when it names nothing to check. */
export function readCheckRequest(params: URLSearchParams, defaults: RequestDefaults): CheckRequest | undefined {
  const domains = params.getAll(PARAMS.domain).flatMap(splitDomains);
  const config = (params.get(PARAMS.config) ?? '').trim();
  if (domains.length === 0 && config === '') return undefined;
  return {
    domains,
    config,
    platformHost: (params.get(PARAMS.platformHost) ?? '').trim() || defaults.platformHost,
    ca: (params.get(PARAMS.ca) ?? '').trim() || defaults.ca,
  };
}

/** The URL query for a request; settings left at their defaults stay out, so links stay short. */
export function toSearchParams(request: CheckRequest, defaults: RequestDefaults): URLSearchParams {
  const params = new URLSearchParams();
  if (request.config) params.set(PARAMS.config, request.config);
  else for (const domain of request.domains) params.append(PARAMS.domain, domain);
  if (request.platformHost !== defaults.platformHost) params.set(PARAMS.platformHost, request.platformHost);
  if (request.ca !== defaults.ca) params.set(PARAMS.ca, request.ca);
  return params;
}

function shellWord(word: string): string {
  return /^[\w.:/@%+=-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

/** The CLI command that runs every check, nameserver-level ones included, on the same request. */
export function cliCommand(request: CheckRequest, defaults: RequestDefaults): string {
  const words = ['npx', PACKAGE_NAME, 'check'];
  if (request.config) words.push('--config', 'domains.json');
  else words.push(...request.domains);
  words.push('--platform-host', request.platformHost);
  if (request.ca !== defaults.ca) words.push('--ca', request.ca);
  return words.map(shellWord).join(' ');
}
