/**
 * The browser checker's run, as a program: domain-check's resolver checks over DNS-over-HTTPS
 * (RFC 8484) through Node's fetch, the way site/components/domain-check/checker-run.ts runs them in a
 * page. `node doh-check.ts ENDPOINT DOMAIN PLATFORM_HOST` prints the report as JSON; the network-fault
 * tests run it inside their namespace.
 */
import {
  createDohTransport,
  DnsClient,
  dohServerFor,
  RESOLVER_CHECKS,
  runCheckList,
} from '../../../../tools/domain-check/browser.ts';

const [endpoint = '', domain = '', platformHost = ''] = process.argv.slice(2);
const deadline = Date.now() + 3000;
const dns = new DnsClient({
  transport: createDohTransport({ endpoint }),
  deadline,
  queryTimeoutMs: 1000,
  maxInFlight: 6,
});
const report = await runCheckList(
  {
    domains: [{ domain, role: 'primary' }],
    platformHost,
    caIssuers: ['letsencrypt.org'],
    resolvers: [dohServerFor(endpoint)],
    deadline,
    authoritativeReachable: false,
  },
  dns,
  { checks: RESOLVER_CHECKS },
);
process.stdout.write(`${JSON.stringify(report)}\n`);
