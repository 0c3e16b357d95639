import { counted } from '../../core/plural.ts';
import type { FindingDocs } from '../../findings/finding-docs.ts';
import type { WordsOf } from '../../findings/finding-words.ts';
import type { CheckExamples } from '../../findings/example-facts.ts';
import type { CorroborationRule } from './corroboration-rule.ts';
import type { Rir } from './rir-regions.ts';

/** The words of the perspectives check's findings, for the findings page. */
export const PERSPECTIVES_DOCS = {
  PERSPECTIVES_AGREE: {
    check: 'perspectives',
    title: 'Every region gets the same answers',
    explanation:
      'Each address of each nameserver was asked the questions the CA asks (the CNAME or A and AAAA records, CAA up to the zone apex, the _validation-persist and _acme-challenge names) with an EDNS Client Subnet (RFC 7871) in each regional internet registry’s region, and no answer depends on the region. The CA repeats its lookups from several remote perspectives before it issues (Baseline Requirements §3.2.2.9, ballot SC-067); here they all see what domain-check sees. A server that says its answer holds for every subnet (no ECS option, or scope 0, RFC 7871 §7.2.1) is asked once per question.',
  },
  PERSPECTIVES_DIFFER: {
    check: 'perspectives',
    title: 'Answers depend on where the question comes from',
    explanation:
      'A nameserver answers a question the CA asks differently by the asker’s region (geo-steering, a stale anycast node): asked with an EDNS Client Subnet (RFC 7871) in each regional internet registry’s region, some regions see another answer than most. The CA corroborates its lookups from several remote perspectives (Baseline Requirements §3.2.2.9, ballot SC-067: at least 3 in 2 registries from 15 March 2026, 4 from 15 June 2026, 5 from 15 December 2026) and lets one of up to five disagree. When more disagree, the quorum fails and the certificate is not issued; when one does, issuance still works, at the mercy of one more failing.',
  },
} as const satisfies Record<string, FindingDocs>;

/** What one group of regions saw. */
export interface RegionView {
  readonly regions: readonly Rir[];
  /** The answer as dig shows it, or NXDOMAIN / no record. */
  readonly answer: string;
}

export interface PerspectivesAgreeParams {
  readonly domain: string;
  readonly regions: readonly Rir[];
  /** Server addresses asked (IPv4 and IPv6). */
  readonly addresses: number;
  readonly questions: number;
  /** The most queries sent to one server address by this check: its whole cost there. */
  readonly extraQueriesPerServer: number;
}

export interface PerspectivesDifferParams {
  readonly domain: string;
  readonly name: string;
  readonly type: string;
  /** The server addresses that answer by region. */
  readonly servers: readonly string[];
  readonly views: readonly RegionView[];
  readonly disagreeing: readonly Rir[];
  readonly asked: number;
  readonly quorumHolds: boolean;
  /** The rule in force on the day of the run; `null` before the first phase. */
  readonly rule: CorroborationRule | null;
}

const list = (regions: readonly string[]) => regions.join(', ');

function ruleWords(rule: CorroborationRule | null): string {
  if (!rule) return 'No multi-perspective rule was in force on the day of the run.';
  return `The CA checks from at least ${String(rule.remotePerspectives)} remote perspectives in ${String(rule.distinctRirs)} registries (Baseline Requirements §3.2.2.9, since ${rule.since}) and lets ${String(rule.allowedDisagreements)} disagree`;
}

/** What each perspectives finding says. */
export const PERSPECTIVES_WORDS = {
  PERSPECTIVES_AGREE: {
    message: ({ domain, regions, addresses, questions, extraQueriesPerServer }: PerspectivesAgreeParams) =>
      `Asked as from ${list(regions)}, the ${counted(addresses, 'nameserver address', 'nameserver addresses')} of ${domain} give the same ${String(questions)} answers to every region (at most ${String(extraQueriesPerServer)} extra queries per server).`,
  },
  PERSPECTIVES_DIFFER: {
    message: ({ name, type, servers, views, disagreeing, asked, quorumHolds, rule }: PerspectivesDifferParams) => {
      const seen = views
        .map((view) => `${list(view.regions)} see${view.regions.length === 1 ? 's' : ''} ${view.answer}`)
        .join('; ');
      const quorum = rule
        ? `: ${String(disagreeing.length)} of ${String(asked)} regions disagree (${list(disagreeing)}), so the quorum ${
            quorumHolds ? 'holds, with no margin left' : 'fails and the certificate is not issued'
          }.`
        : '.';
      // An answer ends in a name's dot: the sentence does not add another.
      return `${list(servers)} answer${servers.length === 1 ? 's' : ''} ${name} ${type} by the asker's region: ${seen}${
        seen.endsWith('.') ? '' : '.'
      } ${ruleWords(rule)}${quorum}`;
    },
    fix: ({ name, type }: PerspectivesDifferParams) =>
      `At your DNS host, make the ${type} record at ${name} the same for every location: turn off geo-steering or location-based routing for it, or give every location the same value.`,
  },
} satisfies WordsOf<keyof typeof PERSPECTIVES_DOCS>;

/** An example of each perspectives finding for its section on the findings page. */
export const PERSPECTIVES_EXAMPLES: CheckExamples<'perspectives'> = ({ domain, platformHost, ns1 }) => ({
  PERSPECTIVES_AGREE: {
    domain,
    regions: ['ARIN', 'RIPE NCC', 'APNIC', 'LACNIC', 'AFRINIC'],
    addresses: 2,
    questions: 5,
    extraQueriesPerServer: 5,
  },
  PERSPECTIVES_DIFFER: {
    domain,
    name: domain,
    type: 'CNAME',
    servers: [ns1.address],
    views: [
      { regions: ['ARIN', 'RIPE NCC', 'LACNIC'], answer: `${platformHost}.` },
      { regions: ['APNIC', 'AFRINIC'], answer: 'old-host.example.net.' },
    ],
    disagreeing: ['APNIC', 'AFRINIC'],
    asked: 5,
    quorumHolds: false,
    rule: { since: '2026-06-15', remotePerspectives: 4, distinctRirs: 2, allowedDisagreements: 1 },
  },
});
