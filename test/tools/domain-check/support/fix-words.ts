/**
 * What a scenario row says of the report's words for its domain: the DNS host the report names, and
 * for each check the row lists, the words of its fix and its message. Every runner that reads rows'
 * `dnsHost` and `fixes` asserts them here, so that each field means the same in every world.
 */
import { expect } from 'vitest';
import type { DomainReport } from '../../../../tools/domain-check/engine/report.ts';
import type { Expectation } from '../scenarios/scenario.ts';

export function expectHostAndFixWords(
  domain: DomainReport | undefined,
  expected: Pick<Expectation, 'dnsHost' | 'dnsHostSharedBy' | 'fixes'>,
): void {
  if (expected.dnsHost !== undefined) expect(domain?.dnsHost?.name).toBe(expected.dnsHost);
  if (expected.dnsHostSharedBy !== undefined) expect(domain?.dnsHost?.sharedBy).toEqual(expected.dnsHostSharedBy);
  for (const { check, says, is, neverSays, messageSays, messageIs } of expected.fixes ?? []) {
    // A check's findings that give the owner something to do: a failure, or a note that passes.
    const findings = (domain?.checks ?? []).filter((finding) => finding.id === check && finding.status !== 'skip');
    const fixes = findings.flatMap((finding) => (finding.fix ? [finding.fix] : []));
    expect(fixes, `the ${check} check's fix`).not.toEqual([]);
    const fix = fixes.join('\n');
    for (const words of says ?? []) {
      if (typeof words === 'string') expect(fix).toContain(words);
      else expect(fix).toMatch(words);
    }
    if (is !== undefined) expect(fix).toBe(is);
    if (neverSays) expect(fix).not.toMatch(neverSays);
    const message = findings.map((finding) => finding.message).join('\n');
    for (const words of messageSays ?? []) expect(message).toContain(words);
    if (messageIs !== undefined) expect(message).toBe(messageIs);
  }
}
