/**
 * What a check is handed: the domain, and the facts several checks need (the zone cut, the
 * authoritative servers, the platform's addresses), computed once per domain and shared. Every fact
 * is a memoised promise, so checks run concurrently and the lookups behind a fact are sent once.
 */
import type { DnsClient, LookupCorrector, LookupResult, QueryType } from '../dns/client.ts';
import type { DnsServer } from '../dns/transport.ts';
import { awaitedLater, getOrCreate } from '../core/memoise.ts';
import { askAuthoritative, type AuthoritativeAnswers } from './authoritative-answers.ts';
import { getAuthoritativeFacts, type AuthoritativeFacts } from './authoritative-facts.ts';
import { UNDETECTED, type DnsHostDetector, type DnsHostIdentity } from '../dns-hosts/detector.ts';
import { zoneNameservers } from './zone-nameservers.ts';
import type { DomainRole } from './report.ts';
import type { RunInput } from './run-input.ts';
import { getZoneFacts, type ZoneFacts } from './zone-facts.ts';

// A check reads these beside its context, so they can be imported from here too.

export interface CheckContext {
  readonly domain: string;
  readonly role: DomainRole;
  readonly input: RunInput;
  readonly dns: DnsClient;
  zone(): Promise<ZoneFacts>;
  authoritative(): Promise<AuthoritativeFacts>;
  /**
   * The zone's DNS host, from its NS names, when the run was given a detector: findings say their fix
   * in its words. Without one it is not detected (no lookups) and every fix stays generic.
   */
  dnsHost(): Promise<DnsHostIdentity>;
  /** Ask every authoritative server (RD=0) and keep all answers. */
  askAuthoritative(name: string, type: QueryType, options?: { followCnames?: boolean }): Promise<AuthoritativeAnswers>;
  /** Ask every resolver. */
  askResolvers(name: string, type: QueryType, options?: { followCnames?: boolean }): Promise<LookupResult[]>;
  /** A and AAAA of the platform host at one resolver. */
  platformAddresses(server: DnsServer): Promise<{ readonly addresses: Set<string>; readonly lookups: LookupResult[] }>;
}

export function createCheckContext(
  domain: string,
  role: DomainRole,
  input: RunInput,
  dns: DnsClient,
  platformCache: Map<string, ReturnType<CheckContext['platformAddresses']>>,
  dnsHostDetector?: DnsHostDetector,
  /**
   * Corrects what the checks read from resolvers that do not tell the truth (`resolver-lies/`). The
   * zone cut and the nameservers are still found through the resolvers as they answer.
   */
  correct?: (context: CheckContext) => LookupCorrector,
): CheckContext {
  const resolver = input.resolvers[0];
  let zonePromise: Promise<ZoneFacts> | undefined;
  let authoritativePromise: Promise<AuthoritativeFacts> | undefined;
  let dnsHostPromise: Promise<DnsHostIdentity> | undefined;

  let checksDns = dns;
  const context: CheckContext = {
    domain,
    role,
    input,
    get dns() {
      return checksDns;
    },
    zone() {
      zonePromise ??= awaitedLater(getZoneFacts(domain, input, dns));
      return zonePromise;
    },
    authoritative() {
      authoritativePromise ??= awaitedLater(getAuthoritativeFacts(input, dns, () => context.zone()));
      return authoritativePromise;
    },
    dnsHost() {
      if (!dnsHostDetector) return Promise.resolve(UNDETECTED);
      const identify = (nameservers: readonly string[]) => dnsHostDetector.identify(nameservers);
      dnsHostPromise ??= awaitedLater(
        context
          .authoritative()
          .then(zoneNameservers)
          .then(identify, () => identify([])),
      );
      return dnsHostPromise;
    },
    askAuthoritative(name, type, options = {}) {
      return askAuthoritative(input, dns, () => context.authoritative(), name, type, options.followCnames ?? false);
    },
    askResolvers(name, type, options = {}) {
      return Promise.all(
        input.resolvers.map((server) =>
          checksDns.lookup({ server, name, type, followCnames: options.followCnames ?? true }),
        ),
      );
    },
    platformAddresses(server) {
      return getOrCreate(platformCache, `${server.host}:${server.port}`, () =>
        Promise.all([
          checksDns.lookup({ server, name: input.platformHost, type: 'A' }),
          checksDns.lookup({ server, name: input.platformHost, type: 'AAAA' }),
        ]).then((lookups) => ({
          addresses: new Set(lookups.flatMap((lookup) => lookup.records.map((record) => record.data))),
          lookups,
        })),
      );
    },
  };
  if (resolver === undefined) throw new Error('runChecks needs at least one resolver');
  if (correct) checksDns = dns.correctedBy(correct(context));
  return context;
}
