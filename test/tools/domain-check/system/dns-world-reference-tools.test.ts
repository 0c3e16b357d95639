/**
 * DNS's reference diagnosis tools, Zonemaster (`zonemaster-cli`) and DNSViz (`dnsviz probe` + `grok`),
 * re-run on the scenarios of the DNS world that record what they report (`reference` beside each
 * scenario). The test fails when the tools' findings change, and when they and a scenario's expected
 * verdict part ways: where a tool reports a fault that breaks the CA's lookups, domain-check must not
 * be "ready" (nor "inconclusive") and must name the same cause (dns-world/reference-causes.ts maps
 * each tool's tag to the codes that name it). dns-world.test.ts holds domain-check to each expected
 * verdict.
 *
 * How each tool is aimed at the world's root rather than the Internet's is told in
 * dns-world/reference-tools.ts. The world runs in a network namespace of its own (`unshare -n`), so
 * its port-53 servers never meet those of dns-world.test.ts. The world and every tool run have a
 * deadline that kills their process group and fails with what they printed, so the suite ends.
 * Needs root, the DNS tools and the reference tools (`npm run test:reference-tools` installs them);
 * a missing tool fails the test with the reason.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindingCode } from '../../../../tools/domain-check/findings/codes.ts';
import { LOOKUP_CAUSE_DOCS } from '../../../../tools/domain-check/findings/words/lookup-cause.ts';
import {
  DNSVIZ_CAUSES,
  isDnsvizCause,
  isZonemasterCause,
  ZONEMASTER_CAUSES,
  type ReferenceFindings,
} from '../dns-world/reference-causes.ts';
import {
  createLimiter,
  dnsvizCodes,
  requireReferenceTools,
  runDnsviz,
  runZonemaster,
  shallowestFirst,
  ZONEMASTER_PROFILE,
  type GrokOutput,
  type WorldFiles,
} from '../dns-world/reference-tools.ts';
import { scenariosFor } from '../scenarios/index.ts';
import type { DnsWorldScenario as Scenario } from '../scenarios/scenario.ts';
import { startWorldInNamespace, type WorldInNamespace } from '../dns-world/world-in-namespace.ts';
import { PLATFORM_HOST, ROOT } from '../dns-world/world.ts';

// Deadlines bound a hang; none is a speed budget. On this machine kind the suite takes about five
// minutes, its world under a minute to start, one tool run under two.
/** The world signs its zones and starts its servers. */
const WORLD_START_MS = 240_000;
/** The world stops its servers once its standard input closes. */
const WORLD_STOP_MS = 60_000;
/** One tool run, Zonemaster on one zone or DNSViz on one scenario. */
const TOOL_RUN_MS = 300_000;
/** Every tool run of the suite, queued ones included: none starts or goes on past it. */
const TOOL_RUNS_MS = 900_000;
/** Vitest's own bounds come after the deadlines above, so a hang fails with what each tool printed. */
const MARGIN_MS = 30_000;
/** Tool runs at a time: each is one process, mostly waiting on the network (grok on the CPU). */
const TOOL_RUNS_AT_ONCE = 4;

type Checked = Scenario & { readonly reference: ReferenceFindings };
const CHECKED: readonly Checked[] = scenariosFor('reference-tools').filter((scenario): scenario is Checked =>
  Boolean(scenario.reference),
);

/** The names DNSViz probes for a scenario: the domain, its zone, and a platform host of its own. */
function dnsvizNames(scenario: Scenario): string[] {
  const names = [scenario.domain, scenario.zone];
  if (scenario.platformHost && scenario.platformHost !== PLATFORM_HOST) {
    names.push(scenario.platformHost, scenario.platformHost.replace(/^[^.]+\./, ''));
  }
  return shallowestFirst(names);
}

const zonemasterZone = (scenario: Checked): string => scenario.reference.zonemasterZone ?? scenario.zone;
const dnsvizKey = (scenario: Checked): string => dnsvizNames(scenario).join(' ');
const lookupCauseCodes = Object.keys(LOOKUP_CAUSE_DOCS) as (keyof typeof LOOKUP_CAUSE_DOCS)[];
const sortedSet = <T extends string>(items: readonly T[]): T[] => [...new Set(items)].sort();

let world: WorldInNamespace | undefined;
let dir: string | undefined;
const zonemasterRuns = new Map<string, Promise<string[]>>();
const dnsvizRuns = new Map<string, Promise<GrokOutput>>();

beforeAll(async () => {
  const tools = requireReferenceTools();
  const started = await startWorldInNamespace([...new Set(CHECKED.map((scenario) => scenario.zone))], WORLD_START_MS);
  world = started;
  dir = mkdtempSync(join(tmpdir(), 'domain-check-reference-tools-'));
  const files: WorldFiles = {
    dir,
    hints: join(dir, 'root.hints'),
    trustAnchor: join(dir, 'root.key'),
    zonemasterProfile: join(dir, 'zonemaster-profile.json'),
  };
  writeFileSync(files.hints, started.rootHints);
  writeFileSync(files.trustAnchor, started.rootTrustAnchor);
  writeFileSync(files.zonemasterProfile, ZONEMASTER_PROFILE);
  // Every run starts now, in turn; each test waits for the runs of its own scenario.
  const runsEnd = Date.now() + TOOL_RUNS_MS;
  const limit = createLimiter(TOOL_RUNS_AT_ONCE);
  const queued = <T>(label: string, run: (deadlineMs: number) => Promise<T>): Promise<T> => {
    const promise = limit(() => {
      const left = Math.min(TOOL_RUN_MS, runsEnd - Date.now());
      if (left <= 0)
        throw new Error(
          `${label} never started: the suite's ${String(TOOL_RUNS_MS / 1000)} s for tool runs had passed`,
        );
      return run(left);
    });
    promise.catch(() => undefined); // reported by the tests that wait for it
    return promise;
  };
  for (const scenario of CHECKED) {
    const zone = zonemasterZone(scenario);
    if (!zonemasterRuns.has(zone)) {
      zonemasterRuns.set(
        zone,
        queued(`zonemaster-cli ${zone}`, (deadlineMs) =>
          runZonemaster(started.pid, tools.zonemaster, files, zone, deadlineMs),
        ),
      );
    }
    const key = dnsvizKey(scenario);
    if (!dnsvizRuns.has(key)) {
      const names = dnsvizNames(scenario);
      const id = String(dnsvizRuns.size);
      dnsvizRuns.set(
        key,
        queued(`dnsviz ${key}`, (deadlineMs) => runDnsviz(started.pid, tools, files, ROOT, { id, names, deadlineMs })),
      );
    }
  }
}, WORLD_START_MS + MARGIN_MS);

afterAll(
  async () => {
    // Let the tools finish before the world they ask goes away (each run ends by its deadline).
    await Promise.allSettled([...zonemasterRuns.values(), ...dnsvizRuns.values()]);
    try {
      await world?.stop(WORLD_STOP_MS);
    } finally {
      if (dir) rmSync(dir, { recursive: true, force: true });
    }
  },
  TOOL_RUNS_MS + WORLD_STOP_MS + MARGIN_MS,
);

/** The codes of `reference` and the domain-check codes that name the same causes, tool by tool. */
function causesOf(reference: ReferenceFindings): { tool: string; tag: string; codes: readonly FindingCode[] }[] {
  return [
    ...reference.zonemaster.map((tag) => ({ tool: 'Zonemaster', tag, codes: ZONEMASTER_CAUSES[tag] })),
    ...reference.dnsviz.map((tag) => ({ tool: 'DNSViz', tag, codes: DNSVIZ_CAUSES[tag] })),
  ];
}

describe.concurrent('Zonemaster and DNSViz on the DNS world', () => {
  for (const scenario of CHECKED) {
    it(
      `${scenario.title}: Zonemaster ${scenario.reference.zonemaster.join(', ') || 'nothing'}, DNSViz ${
        scenario.reference.dnsviz.join(', ') || 'nothing'
      }`,
      async () => {
        const zonemaster = await zonemasterRuns.get(zonemasterZone(scenario));
        const grok = await dnsvizRuns.get(dnsvizKey(scenario));
        if (!zonemaster || !grok)
          throw new Error('the reference tools were not started (see the failure of beforeAll)');
        const varies = new Set<string>(scenario.reference.dnsvizVaries ?? []);
        const dnsviz = dnsvizNames(scenario)
          .flatMap((name) => dnsvizCodes(grok, name))
          .filter((code) => !varies.has(code));
        expect({
          zonemaster: sortedSet(zonemaster.filter(isZonemasterCause)),
          dnsviz: sortedSet(dnsviz.filter(isDnsvizCause)),
        }).toEqual({
          zonemaster: sortedSet(scenario.reference.zonemaster),
          dnsviz: sortedSet(scenario.reference.dnsviz),
        });
      },
      TOOL_RUNS_MS + MARGIN_MS,
    );
  }
});

describe('the DNS world’s expected verdicts agree with the reference tools', () => {
  for (const scenario of CHECKED) {
    const causes = causesOf(scenario.reference);
    if (causes.length === 0) continue;
    it(`${scenario.title}: action required, naming what ${[...new Set(causes.map((cause) => cause.tag))].join(', ')} name`, () => {
      expect(scenario.expect.status).toBe('action-required');
      const named = causes.filter((cause) => !cause.codes.some((code) => scenario.expect.problems.includes(code)));
      expect(named.map((cause) => `${cause.tool} ${cause.tag}`)).toEqual([]);
    });
  }

  it('every cause a failed lookup is traced to is confirmed by a reference tool in some scenario', () => {
    // The causes of a failed lookup (issue 22), and the platform's zone failing validation.
    const causes: readonly FindingCode[] = [...lookupCauseCodes, 'DNSSEC_TARGET_ZONE_BOGUS'];
    const confirmed = new Set(
      CHECKED.flatMap((scenario) =>
        causesOf(scenario.reference).flatMap((cause) =>
          cause.codes.filter((code) => scenario.expect.problems.includes(code)),
        ),
      ),
    );
    expect(causes.filter((code) => !confirmed.has(code))).toEqual([]);
  });
});
