/** One question put to every authoritative server of the zone, keeping every answer. */
import { isFailed, type DnsClient, type LookupResult, type QueryType } from '../dns/client.ts';
import type { AuthoritativeFacts } from './authoritative-facts.ts';
import type { RunInput } from './run-input.ts';

export interface AuthoritativeAnswers {
  /** The first answer that is not a failure, preferring authoritative (AA) ones. */
  readonly best: LookupResult | undefined;
  readonly all: readonly LookupResult[];
}

/**
 * Asks every authoritative server (RD=0). Where they cannot be asked directly (a browser), the first
 * resolver answers instead.
 */
export async function askAuthoritative(
  input: RunInput,
  dns: DnsClient,
  authoritative: () => Promise<AuthoritativeFacts>,
  name: string,
  type: QueryType,
  followCnames: boolean,
): Promise<AuthoritativeAnswers> {
  const resolver = input.resolvers[0];
  if (input.authoritativeReachable === false && resolver) {
    const all = [await dns.lookup({ server: resolver, name, type, followCnames })];
    return { best: all.find((result) => !isFailed(result)), all };
  }
  const { servers } = await authoritative();
  const all = await Promise.all(
    servers.map(({ server }) => dns.lookup({ server, name, type, recursion: false, followCnames })),
  );
  const usable = all.filter((result) => !isFailed(result));
  return { best: usable.find((result) => result.authoritative) ?? usable[0], all };
}
