/**
 * What the "Check your domain" form asks for, and its two spellings: the page's URL (so that a
 * result can be shared and runs again on load) and the equivalent `npx @petstore-docs/domain-check` command.
 * Small and dependency-free: it is part of the JavaScript every visit to the page loads.
 */
import { DEFAULT_CA, PACKAGE_NAME } from '@petstore-docs/domain-check/browser';

/** The CLI's `--ca` default, a setting: one constant, so that the page and the CLI cannot disagree. */
export { DEFAULT_CA };

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

/** `docs.example.com, www.example.com` or one per line → the two names. */
export function splitDomains(text: string): string[] {
  return text.split(/[\s,]+/).filter((part) => part !== '');
}

/** The request a URL (or a submitted form) describes; `undefined` when it names nothing to check. */
export function readCheckRequest(params: URLSearchParams, defaultPlatformHost: string): CheckRequest | undefined {
  const domains = params.getAll(PARAMS.domain).flatMap(splitDomains);
  const config = (params.get(PARAMS.config) ?? '').trim();
  if (domains.length === 0 && config === '') return undefined;
  return {
    domains,
    config,
    platformHost: (params.get(PARAMS.platformHost) ?? '').trim() || defaultPlatformHost,
    ca: (params.get(PARAMS.ca) ?? '').trim() || DEFAULT_CA,
  };
}

/** The URL query for a request; settings left at their defaults stay out, so links stay short. */
export function toSearchParams(request: CheckRequest, defaultPlatformHost: string): URLSearchParams {
  const params = new URLSearchParams();
  if (request.config) params.set(PARAMS.config, request.config);
  else for (const domain of request.domains) params.append(PARAMS.domain, domain);
  if (request.platformHost !== defaultPlatformHost) params.set(PARAMS.platformHost, request.platformHost);
  if (request.ca !== DEFAULT_CA) params.set(PARAMS.ca, request.ca);
  return params;
}

function shellWord(word: string): string {
  return /^[\w.:/@%+=-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

/** The CLI command that runs every check, nameserver-level ones included, on the same request. */
export function cliCommand(request: CheckRequest): string {
  const words = ['npx', PACKAGE_NAME, 'check'];
  if (request.config) words.push('--config', 'domains.json');
  else words.push(...request.domains);
  words.push('--platform-host', request.platformHost);
  if (request.ca !== DEFAULT_CA) words.push('--ca', request.ca);
  return words.map(shellWord).join(' ');
}
