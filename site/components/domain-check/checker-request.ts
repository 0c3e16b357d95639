/**
 * What the checker is asked to check: the domains typed or the pasted `domains.json`, read into the
 * domains, roles and settings of one run, and the Public Suffix rules their top-level domains need.
 */
import { checkHostname } from '@petstore-docs/domain-check/browser';
import { cliCommand, DEFAULT_CA, type CheckRequest } from '../../lib/domain-check/check-request.ts';
import { addPublicSuffixRules, type TldRules } from '../../lib/domain-check/public-suffix.ts';

export interface CheckerSettings {
  readonly dohEndpoint: string;
  readonly defaultPlatformHost: string;
  /** Where `<tld>.json` Public Suffix rules are served, and which top-level domains have a file. */
  readonly publicSuffixBase: string;
  readonly publicSuffixTlds: ReadonlySet<string>;
}

export interface Target {
  readonly domain: string;
  readonly role: 'primary' | 'redirect';
}

/** The platform's ACME account and validation method, from a pasted config, for CAA's RFC 8657 parameters. */
interface AcmeSettings {
  readonly caaAccountUri?: string;
  readonly caaValidationMethod?: string;
}

export interface ResolvedRequest extends AcmeSettings {
  readonly targets: readonly Target[];
  /**
   * Where the domains came from. Only a pasted domains.json says which is the primary and which
   * redirect to it; typed domains are checked alike (as primaries, as on the command line) but
   * none of them is "the primary".
   */
  readonly source: 'typed' | 'config';
  readonly platformHost: string;
  readonly caIssuers: readonly string[];
  readonly command: string;
}

class InputError extends Error {
  override readonly name = 'InputError';
  readonly code = 'CHECK_INPUT_INVALID';
}

/** Reads the primary, the redirect sources, and the optional settings of a pasted `domains.json`. */
function readConfig(
  text: string,
): AcmeSettings & { names: [path: string, value: unknown][]; platformHost?: string; ca?: string } {
  let config: unknown;
  try {
    config = JSON.parse(text);
  } catch (error) {
    throw new InputError(`domains.json is not valid JSON: ${error instanceof Error ? error.message : String(error)}.`);
  }
  if (typeof config !== 'object' || config === null || Array.isArray(config)) {
    throw new InputError('domains.json must be an object such as { "primary": "docs.example.com" }.');
  }
  const { primary, redirects, platformHost, caIssuers, acmeAccountUri, validationMethod } = config as Record<
    string,
    unknown
  >;
  const names: [string, unknown][] = [['primary', primary]];
  if (Array.isArray(redirects)) {
    redirects.forEach((redirect: unknown, index) => {
      names.push([`redirects[${index}].from`, (redirect as Record<string, unknown> | null)?.from]);
    });
  }
  return {
    names,
    ...(typeof platformHost === 'string' ? { platformHost } : {}),
    ...(Array.isArray(caIssuers) && typeof caIssuers[0] === 'string' ? { ca: caIssuers[0] } : {}),
    // Compared byte for byte with CAA parameters (RFC 8657 §3, §4); the CLI validates their form.
    ...(typeof acmeAccountUri === 'string' ? { caaAccountUri: acmeAccountUri } : {}),
    ...(typeof validationMethod === 'string' ? { caaValidationMethod: validationMethod } : {}),
  };
}

/** Validates and normalises names as the CLI does (lower case, Punycode); nothing invalid is looked up. */
export function resolveRequest(request: CheckRequest, settings: CheckerSettings): ResolvedRequest {
  const problems: string[] = [];
  const valid = (path: string, value: unknown): string | undefined => {
    if (typeof value !== 'string') {
      problems.push(`${path}: must be a hostname such as "docs.example.com".`);
      return undefined;
    }
    const result = checkHostname(value);
    if (result.ok) return result.ascii;
    problems.push(`${path}: ${result.message}`);
    return undefined;
  };
  const fromConfig = request.config ? readConfig(request.config) : undefined;
  const entries = fromConfig?.names ?? request.domains.map((domain) => [`"${domain}"`, domain] as [string, unknown]);
  const seen = new Set<string>();
  const targets: Target[] = [];
  for (const [index, [path, value]] of entries.entries()) {
    const domain = valid(path, value);
    if (domain === undefined || seen.has(domain)) continue;
    seen.add(domain);
    // A bare list is all primaries, as on the command line; in a config, the redirect sources follow.
    targets.push({ domain, role: fromConfig && index > 0 ? 'redirect' : 'primary' });
  }
  // The form's value wins over the config's, as --platform-host does, unless left at the site's setting.
  const platformHostText =
    request.platformHost !== settings.defaultPlatformHost
      ? request.platformHost
      : (fromConfig?.platformHost ?? request.platformHost);
  const platformHost = valid('Platform host', platformHostText);
  const ca = request.ca !== DEFAULT_CA ? request.ca : (fromConfig?.ca ?? request.ca);
  const caIssuer = valid('Certificate authority', ca);
  if (problems.length > 0 || !platformHost || !caIssuer) throw new InputError(problems.join(' '));
  if (targets.length === 0) throw new InputError('Enter a domain to check, such as docs.example.com.');
  return {
    targets,
    source: fromConfig ? 'config' : 'typed',
    platformHost,
    caIssuers: [caIssuer],
    ...(fromConfig?.caaAccountUri === undefined ? {} : { caaAccountUri: fromConfig.caaAccountUri }),
    ...(fromConfig?.caaValidationMethod === undefined ? {} : { caaValidationMethod: fromConfig.caaValidationMethod }),
    command: cliCommand({ ...request, platformHost, ca: caIssuer }),
  };
}

/** Loads the Public Suffix rules of each top-level domain checked that has rules of its own. */
export async function loadPublicSuffixRules(targets: readonly Target[], settings: CheckerSettings): Promise<void> {
  const tlds = new Set(targets.map(({ domain }) => domain.slice(domain.lastIndexOf('.') + 1)));
  await Promise.all(
    [...tlds]
      .filter((tld) => settings.publicSuffixTlds.has(tld))
      .map(async (tld) => {
        const response = await fetch(`${settings.publicSuffixBase}${tld}.json`);
        if (!response.ok) throw new Error(`the Public Suffix rules of .${tld} did not load (HTTP ${response.status})`);
        addPublicSuffixRules((await response.json()) as TldRules);
      }),
  );
}
