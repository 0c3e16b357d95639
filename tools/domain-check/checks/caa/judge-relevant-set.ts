/**
 * The verdict on a relevant CAA set that holds records: each CA's reading of it (Boulder's for
 * letsencrypt.org, the strict RFC 8659/8657 for others), the best for the platform, and what the
 * other reading would say where they differ. Loaded by the caa check only when such a set exists.
 */
import type { RunInput } from '../../engine/context.ts';
import { fail, pass, warn, type Evidence, type Finding } from '../../engine/finding.ts';
import type { RelevantCaaSet } from '../caa.ts';
import { boulderProfile, getCaProfile, rfcProfile, type CaProfile } from './ca-profile.ts';
import { describeVerdict } from './describe-verdict.ts';
import { judgeCaaSet } from './judge-caa-set.ts';

const STATUS_RANK = { fail: 0, warn: 1, pass: 2 } as const;

/** The reading a finding compares with: the strict RFC for Let's Encrypt, Boulder's for anyone else. */
const otherReading = (profile: CaProfile): CaProfile =>
  profile.reading === 'boulder' ? rfcProfile(profile.issuer) : boulderProfile(profile.issuer);

export function judgeRelevantSet(
  relevant: RelevantCaaSet,
  input: RunInput,
  domain: string,
  evidence: Evidence[],
): Finding[] {
  const cas = input.caIssuers.map((ca) => ca.toLowerCase());
  const owner = relevant.recordOwner ?? relevant.owner ?? domain;
  const alias = relevant.owner !== undefined && relevant.owner !== owner ? relevant.owner : undefined;
  // The set is where the records sit; through a CNAME, say so, since that name may not be the user's.
  const where = alias ? `${owner} (the CNAME target of ${alias})` : owner;
  const aliasNote = alias
    ? ` CAA follows the CNAME at ${alias} to ${owner}: if ${owner} is not yours, ask whoever runs it, or point ${alias} straight at ${input.platformHost}.`
    : '';
  const properties = relevant.records.flatMap((record) => (record.caa ? [record.caa] : []));
  const settings = { accountUri: input.caaAccountUri, validationMethod: input.caaValidationMethod };
  const place = { domain, where, owner, aliasNote };
  // Several CAs may serve the platform: the one the set treats best decides.
  const judged = cas.map((ca) => {
    const profile = getCaProfile(ca);
    const words = describeVerdict(judgeCaaSet(properties, profile, settings), profile, place);
    return { profile, words };
  });
  const best = judged.reduce((a, b) => (STATUS_RANK[b.words.status] > STATUS_RANK[a.words.status] ? b : a));
  const other = otherReading(best.profile);
  const otherWords = describeVerdict(judgeCaaSet(properties, other, settings), other, place);
  const difference =
    otherWords.status === best.words.status
      ? ''
      : ` ${best.profile.reading === 'boulder' ? 'The strict RFC 8659/8657 reading' : 'Let’s Encrypt’s reading'} would be a ${otherWords.status} (${otherWords.code}).`;
  const init = { id: 'caa' as const, code: best.words.code, message: best.words.message + difference, evidence };
  const fix = best.words.fix;
  if (best.words.status === 'pass') return [pass(init)];
  return [best.words.status === 'warn' ? warn({ ...init, fix }) : fail({ ...init, fix })];
}
