/**
 * The verdict on a relevant CAA set that holds records: each CA's reading of it (Boulder's or the
 * strict RFC 8659/8657, as the platform profile says the CA reads CAA), the best for the platform, and what the
 * other reading would say where they differ. Loaded by the caa check only when such a set exists.
 */
import type { RunInput } from '../../engine/run-input.ts';
import type { DnsHostTerms } from '../../dns-hosts/words.ts';
import { wordedBy, type Evidence, type Finding } from '../../findings/finding.ts';
import { CAA_VERDICT_WORDS } from './verdict-words.ts';
import type { RelevantCaaSet } from './relevant-set.ts';
import { boulderProfile, getCaProfile, rfcProfile, type CaProfile } from './ca-profile.ts';
import { judgeCaaSet } from './judge-caa-set.ts';
import { verdictFinding } from './verdict-finding.ts';

const findingFrom = wordedBy(CAA_VERDICT_WORDS);

const STATUS_RANK = { fail: 0, warn: 1, pass: 2 } as const;

/** The reading a finding compares with: the strict RFC for Let's Encrypt, Boulder's for anyone else. */
const otherReading = (profile: CaProfile): CaProfile =>
  profile.reading === 'boulder' ? rfcProfile(profile.issuer) : boulderProfile(profile.issuer);

const inZone = (name: string, apex: string): boolean => name === apex || name.endsWith(`.${apex}`);

export function judgeRelevantSet(
  relevant: RelevantCaaSet,
  input: RunInput,
  domain: string,
  evidence: Evidence[],
  /** The DNS host of the domain's zone, and the zone's apex: its words apply to a set inside the zone. */
  zoneHost: { readonly terms: DnsHostTerms | null; readonly apex: string } = { terms: null, apex: domain },
): Finding[] {
  const cas = input.caIssuers.map((ca) => ca.toLowerCase());
  const owner = relevant.recordOwner ?? relevant.owner ?? domain;
  // Reached through a CNAME, the set is not at the name asked about (RFC 8659 §3).
  const alias = relevant.owner !== undefined && relevant.owner !== owner ? relevant.owner : null;
  const properties = relevant.records.flatMap((record) => (record.caa ? [record.caa] : []));
  const settings = { accountUri: input.caaAccountUri, validationMethods: input.caaValidationMethods };
  // Several CAs may serve the platform: the one the set treats best decides.
  const judged = cas.map((ca) => {
    const profile = getCaProfile(ca, input.platform.certificateAuthorities);
    return { profile, verdict: verdictFinding(judgeCaaSet(properties, profile, settings)) };
  });
  const best = judged.reduce((a, b) => (STATUS_RANK[b.verdict.status] > STATUS_RANK[a.verdict.status] ? b : a));
  const other = otherReading(best.profile);
  const otherVerdict = verdictFinding(judgeCaaSet(properties, other, settings));
  return [
    findingFrom({
      id: 'caa',
      status: best.verdict.status,
      code: best.verdict.code,
      params: {
        domain,
        owner,
        alias,
        platformHost: input.platformHost,
        issuer: best.profile.issuer,
        reading: best.profile.reading,
        otherReading:
          otherVerdict.status === best.verdict.status ? null : { status: otherVerdict.status, code: otherVerdict.code },
        dnsHost: alias === null && inZone(owner, zoneHost.apex) ? zoneHost.terms : null,
        ...best.verdict.facts,
      },
      evidence,
    }),
  ];
}
