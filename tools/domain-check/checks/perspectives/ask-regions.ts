/**
 * The questions the CA asks, put to every address of every nameserver as from each registry's region
 * (EDNS Client Subnet, RFC 7871 §6), at a bounded cost: each question is asked once as from the first
 * region, and again as from the others only where the server says its answer holds for that subnet
 * alone (a SCOPE PREFIX-LENGTH above 0, RFC 7871 §7.2.1). A server that ignores the option, or answers
 * with scope 0, costs one query per question.
 */
import { isFailed, type DnsClient, type LookupResult, type QueryType } from '../../dns/client.ts';
import { formatServer, type DnsServer } from '../../dns/transport.ts';
import { RIR_REGIONS, type RirRegion } from './rir-regions.ts';

export interface Question {
  readonly name: string;
  readonly type: QueryType;
}

/** One region's answer from one server. */
export interface RegionAnswer {
  readonly region: RirRegion;
  /** The answer as dig shows it (the records at the name, sorted), or NXDOMAIN / no record. */
  readonly answer: string;
  readonly lookup: LookupResult;
}

export interface ServerAnswers {
  readonly server: string;
  readonly question: Question;
  /** The regions that got an answer (a failed query is no region's view). */
  readonly answers: readonly RegionAnswer[];
  /** Whether the server tailors this answer by subnet (ECS scope above 0). */
  readonly bySubnet: boolean;
}

/** What the records at the name say, in one line; the status when there are none. */
export function answerLine(lookup: LookupResult, question: Question): string {
  const records = lookup.answerSection
    .filter((record) => record.name === question.name && (record.type === question.type || record.type === 'CNAME'))
    .map((record) => `${record.type} ${record.data}`)
    .sort();
  if (records.length > 0) return records.join(', ');
  return lookup.status === 'nxdomain' ? 'NXDOMAIN' : 'no record';
}

export interface RegionalAsking {
  readonly results: readonly ServerAnswers[];
  /** Queries sent per server address, by this check alone. */
  readonly queriesPerServer: ReadonlyMap<string, number>;
}

export async function askEveryRegion(
  dns: DnsClient,
  servers: readonly DnsServer[],
  questions: readonly Question[],
): Promise<RegionalAsking> {
  const queriesPerServer = new Map<string, number>();
  const ask = async (server: DnsServer, question: Question, region: RirRegion): Promise<RegionAnswer | null> => {
    const key = formatServer(server);
    queriesPerServer.set(key, (queriesPerServer.get(key) ?? 0) + 1);
    const lookup = await dns.lookup({
      server,
      ...question,
      recursion: false,
      followCnames: false,
      clientSubnet: region.subnet,
    });
    return isFailed(lookup) ? null : { region, answer: answerLine(lookup, question), lookup };
  };
  const [first, ...others] = RIR_REGIONS;
  if (!first) return { results: [], queriesPerServer };
  const results = await Promise.all(
    servers.flatMap((server) =>
      questions.map(async (question): Promise<ServerAnswers> => {
        const opening = await ask(server, question, first);
        const bySubnet = (opening?.lookup.clientSubnetScope ?? 0) > 0;
        const rest = bySubnet ? await Promise.all(others.map((region) => ask(server, question, region))) : [];
        const answers = [opening, ...rest].filter((answer): answer is RegionAnswer => answer !== null);
        return { server: formatServer(server), question, answers, bySubnet };
      }),
    ),
  );
  return { results, queriesPerServer };
}
