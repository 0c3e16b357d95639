/**
 * The report's words on resolvers that do not tell the truth: one finding per resolver and kind of
 * lie seen on a domain's names, and the resolvers' own traits (NXDOMAIN rewriting, DNS64, no DNSSEC
 * validation), said once per run, on its first domain.
 */
import { NETWORK_WORDS, type ResolverLie } from '../../findings/words/network.ts';
import { evidenceOf, wordedBy, type CheckId, type Finding } from '../../findings/finding.ts';
import type { SeenLie } from './correction.ts';
import type { ResolverProbes } from './traits.ts';

const networkFindingFrom = wordedBy(NETWORK_WORDS);

export function lieFindings(
  domain: string,
  seen: readonly SeenLie[],
  probes: readonly ResolverProbes[],
  sayTraits: boolean,
): Finding[] {
  const findings: Finding[] = [];
  const said = new Set<string>();
  for (const lie of seen) {
    const key = `${lie.resolver} ${lie.lie}`;
    if (said.has(key)) continue;
    said.add(key);
    const same = seen.filter((entry) => entry.resolver === lie.resolver && entry.lie === lie.lie);
    const readFromNameservers = same.every((entry) => entry.corrected);
    findings.push(
      networkFindingFrom({
        id: 'zone',
        // Where the nameservers answered, the verdict is theirs; where not, nothing is known.
        status: readFromNameservers ? 'warn' : 'error',
        code: 'RESOLVER_LIES',
        params: {
          domain,
          resolver: lie.resolver,
          lie: lie.lie,
          names: [...new Set(same.map((entry) => entry.name))],
          detail: lie.detail,
          readFromNameservers,
        },
        evidence: same.flatMap((entry) => entry.evidence),
      }),
    );
  }
  if (!sayTraits) return findings;
  for (const { traits, root, impossible, ipv4only } of probes) {
    const trait = (lie: ResolverLie, id: CheckId, detail: string, evidence: Finding['evidence']): void => {
      if (said.has(`${traits.resolver} ${lie}`)) return;
      findings.push(
        networkFindingFrom({
          id,
          status: 'warn',
          code: 'RESOLVER_LIES',
          params: { domain, resolver: traits.resolver, lie, names: [], detail, readFromNameservers: true },
          evidence,
        }),
      );
    };
    if (traits.nxdomainRewrite.length > 0 && impossible) {
      trait(
        'rewrites-nxdomain',
        'zone',
        `A ${traits.nxdomainRewrite.join(' ')} for ${impossible.name}`,
        evidenceOf(impossible),
      );
    }
    if (traits.dns64Prefixes.length > 0 && ipv4only) {
      trait(
        'dns64',
        'zone',
        `prefix ${traits.dns64Prefixes.join(', ')}, from ${ipv4only.name} AAAA`,
        evidenceOf(ipv4only),
      );
    }
    if (traits.validates === false && root) {
      trait('not-validating', 'dnssec', 'the root zone’s SOA and its RRSIG without AD', evidenceOf(root).slice(0, 1));
    }
  }
  return findings;
}
