/**
 * One check's findings for one domain, against the small DNS world on loopback (world.ts) or, for the
 * live checks, the world and the test platform (live-world.ts): what a check's own tests
 * (checks/<id>/) assert on. Each helper starts its world before the file's tests and closes it after.
 */
import { afterAll, beforeAll } from 'vitest';
import type { CheckId, Finding } from '../../../../tools/domain-check/findings/finding.ts';
import type { DomainRole } from '../../../../tools/domain-check/engine/report.ts';
import { checkLive, startLiveWorld, type LiveWorld } from './live-world.ts';
import { checkDomains, startWorld, type World } from './world.ts';

/** Starts a world for this test file, closed after its tests; the getter throws before it has started. */
function startedForFile<T extends { close(): Promise<void> }>(start: () => Promise<T>): () => T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  }, 120_000);
  afterAll(async () => {
    await started?.close();
  });
  return () => {
    if (!started) throw new Error('the world has not started');
    return started;
  };
}

const ofCheck = (findings: readonly Finding[] | undefined, id: CheckId): Finding[] =>
  (findings ?? []).filter((finding) => finding.id === id);

/** The DNS world for a file of tests of check `id`, and that check's findings for a domain in it. */
export function dnsCheckInWorld(id: CheckId) {
  const world = startedForFile<World>(() => startWorld());
  return {
    world,
    findingsOf: async (domain: string): Promise<Finding[]> => {
      const { resolver, authoritative } = world();
      const { report } = await checkDomains([domain], {
        resolvers: [resolver.address],
        authoritative: [authoritative.address],
      });
      return ofCheck(report.domains[0]?.checks, id);
    },
  };
}

/** The live world for a file of tests of live check `id`, and that check's findings for a domain in it (`check --live`). */
export function liveCheckInWorld(id: CheckId) {
  const live = startedForFile<LiveWorld>(() => startLiveWorld());
  return {
    findingsOf: async (domain: string, role: DomainRole): Promise<Finding[]> => {
      const { report } = await checkLive(live(), [{ domain, role }]);
      return ofCheck(report.domains[0]?.checks, id);
    },
  };
}

/** Status, code and params of each finding: what a check decides, apart from its words. */
export const decided = (findings: readonly Finding[]) =>
  findings.map(({ status, code, params }) => ({ status, code, params }));
