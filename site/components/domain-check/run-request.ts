/**
 * What the checker is asked to check: the domains typed or the pasted `domains.json`, read into the
 * domains, roles and settings of one run, and the Public Suffix rules their top-level domains need.
 */
import { checkHostname, type PlatformProfile } from '@petstore-docs/domain-check/browser';
import { cliCommand, type CheckRequest, type RequestDefaults } from './form-request.ts';
import { addPublicSuffixRules, type TldRules } from './public-suffix.ts';
import type { AcmeSettings, ProblemList } from './checker-config.ts';

export interface CheckerSettings {
  readonly dohEndpoint: string;
  /** The deployment's platform profile: the form's defaults, and what the checks and their words read. */
  readonly platform: PlatformProfile;
  /** Where `<tld>.json` Public Suffix rules are served, and which top-level domains have a file. */
  readonly publicSuffixBase: string;
  readonly publicSuffixTlds: ReadonlySet<string>;
}

export interface Target {
  readonly domain: string;
  readonly role: 'primary' | 'redirect';
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
  readonly platform: PlatformProfile;
  readonly caIssuers: readonly string[];
  readonly command: string;
}

/** What stops a run before any lookup: every problem found in the form and the pasted config. */
export class InputError extends Error {
  override readonly name = 'InputError';
  readonly code = 'CHECK_INPUT_INVALID';
  readonly lists: readonly ProblemList[];

  constructor(lists: readonly ProblemList[]) {
    super(lists.flatMap((list) => [list.summary ?? '', ...list.problems]).join('\n'));
    this.lists = lists;
  }
}

/** The form's defaults: the profile's platform host and its first CA, as the CLI's. */
export function requestDefaults(platform: PlatformProfile): RequestDefaults {
  return { platformHost: platform.cnameHost, ca: platform.certificateAuthorities[0].issuerDomain };
}

/** Validates and normalises names as the CLI does (lower case, Punycode); nothing invalid is looked up. */
export async function resolveRequest(request: CheckRequest, settings: CheckerSettings): Promise<ResolvedRequest> {
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
  // The CLI's parser is loaded only when a config is pasted.
  const reading = request.config ? (await import('./checker-config.ts')).readConfig(request.config) : undefined;
  const fromConfig = reading && 'settings' in reading ? reading.settings : undefined;
  const configProblems = reading && 'problems' in reading ? [reading.problems] : [];
  const entries: [string, unknown][] =
    fromConfig?.names ?? (request.config ? [] : request.domains.map((domain) => [`"${domain}"`, domain]));
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
  const defaults = requestDefaults(settings.platform);
  const platformHostText =
    request.platformHost !== defaults.platformHost
      ? request.platformHost
      : (fromConfig?.platformHost ?? request.platformHost);
  const platformHost = valid('Platform host', platformHostText);
  const ca = request.ca !== defaults.ca ? request.ca : (fromConfig?.ca ?? request.ca);
  const caIssuer = valid('Certificate authority', ca);
  if (configProblems.length > 0 || problems.length > 0 || !platformHost || !caIssuer) {
    throw new InputError([...configProblems, ...(problems.length > 0 ? [{ problems }] : [])]);
  }
  if (targets.length === 0)
    throw new InputError([{ problems: ['Enter a domain to check, such as docs.example.com.'] }]);
  return {
    targets,
    source: fromConfig ? 'config' : 'typed',
    platformHost,
    platform: settings.platform,
    caIssuers: [caIssuer],
    ...(fromConfig?.caaAccountUri === undefined ? {} : { caaAccountUri: fromConfig.caaAccountUri }),
    ...(fromConfig?.caaValidationMethod === undefined ? {} : { caaValidationMethod: fromConfig.caaValidationMethod }),
    command: cliCommand({ ...request, platformHost, ca: caIssuer }, defaults),
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
