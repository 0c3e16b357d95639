/**
 * The browser checker's run, as a program: domain-check's resolver checks over DNS-over-HTTPS
 * (RFC 8484) through Node's fetch, the way site/components/domain-check/checker-run.ts runs them in a
 * page. `node doh-check.ts ENDPOINT DOMAIN PLATFORM_HOST [TIMEOUT_SECONDS]` prints the report as JSON,
 * with `streamed`: the codes each check showed as it settled (what a page shows before the report);
 * the network-fault tests run it inside their namespace.
 */
import {
  createDohTransport,
  DnsClient,
  dohServerFor,
  RESOLVER_CHECKS,
  runCheckList,
} from '../../../../tools/domain-check/browser.ts';
import { TEST_PLATFORM } from './platform.ts';

const [endpoint = '', domain = '', platformHost = '', timeoutSeconds = '30'] = process.argv.slice(2);
// A deadline for a hang, not a speed budget; the test of an endpoint that never answers passes a short one.
const timeoutMs = Number(timeoutSeconds) * 1000;
const deadline = Date.now() + timeoutMs;
const dns = new DnsClient({
  transport: createDohTransport({ endpoint }),
  deadline,
  queryTimeoutMs: Math.min(5000, timeoutMs / 3),
  maxInFlight: 6,
});
const streamed: Record<string, string[]> = {};
const report = await runCheckList(
  {
    domains: [{ domain, role: 'primary' }],
    platformHost,
    caIssuers: ['letsencrypt.org'],
    platform: TEST_PLATFORM,
    resolvers: [dohServerFor(endpoint)],
    deadline,
    authoritativeReachable: false,
  },
  dns,
  { checks: RESOLVER_CHECKS, onCheckDone: (_, id, findings) => (streamed[id] = findings.map((f) => f.code)) },
);
process.stdout.write(`${JSON.stringify({ ...report, streamed })}\n`);
