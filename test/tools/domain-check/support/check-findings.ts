/**
 * One check's findings for one domain, from a run of every check against the small DNS world on
 * loopback (world.ts): what a check's own tests (checks/<id>/) assert on.
 */
import type { CheckId, Finding } from '../../../../tools/domain-check/engine/finding.ts';
import { checkDomains, type World } from './world.ts';

export async function findingsOfCheck(world: World, domain: string, id: CheckId): Promise<Finding[]> {
  const { report } = await checkDomains([domain], {
    resolvers: [world.resolver.address],
    authoritative: [world.authoritative.address],
  });
  return (report.domains[0]?.checks ?? []).filter((finding) => finding.id === id);
}

/** Status, code and params of each finding: what a check decides, apart from its words. */
export const decided = (findings: readonly Finding[]) =>
  findings.map(({ status, code, params }) => ({ status, code, params }));
