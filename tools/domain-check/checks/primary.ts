import { fail, lookupError, pass } from '../engine/finding.ts';
import { defineLiveCheck, resolveHostAddresses } from '../engine/live-check.ts';
import { addressProblem, certificateFix, httpEvidence } from '../engine/live-findings.ts';
import { DOMAINS_SETTINGS } from '../findings/catalog/dashboard.ts';

/** `https://primary/` answers without an error and is not itself redirected to another host. */
export default defineLiveCheck({
  id: 'primary',
  appliesTo: 'primary',
  async run(context) {
    const { domain, live, input } = context;
    const resolved = await resolveHostAddresses(context, domain);
    const problem = addressProblem('primary', domain, resolved, live.dnsFindings);
    const address = resolved.addresses[0];
    if (problem || address === undefined) return problem ? [problem] : [];
    const url = `https://${domain}/`;
    const port = live.ports.https;
    const result = await live.probe.http({ url, address, port, deadline: input.deadline });
    const evidence = [httpEvidence(url, address, port, result)];
    if (result.outcome === 'timeout') {
      return [
        lookupError({
          id: 'primary',
          code: 'LIVE_TIMEOUT',
          message: `${url} gave no answer before the run's deadline.`,
          fix: 'Run this again, with a longer --timeout if needed.',
          evidence,
        }),
      ];
    }
    if (result.outcome !== 'response' || result.status === null) {
      return [
        fail({
          id: 'primary',
          code: 'PRIMARY_UNREACHABLE',
          message: `${url} cannot be reached: ${result.detail}.`,
          fix:
            result.outcome === 'tls-error'
              ? `See the tls check. ${certificateFix(domain, live.dnsFindings)}`
              : certificateFix(domain, live.dnsFindings),
          evidence,
        }),
      ];
    }
    const { status } = result;
    if (status >= 300 && status < 400 && result.location !== null) {
      let target: URL | undefined;
      try {
        target = new URL(result.location, url);
      } catch {
        target = undefined;
      }
      if (target?.hostname !== domain) {
        return [
          fail({
            id: 'primary',
            code: 'PRIMARY_REDIRECTED',
            message: `${url} redirects (${status}) to ${target?.href ?? result.location}: the primary must answer for itself, since every redirect points at it.`,
            fix: `Remove the redirect on ${domain} in the dashboard, or make ${target?.hostname ?? 'that host'} the primary in domains.json.`,
            evidence,
          }),
        ];
      }
      return [
        pass({
          id: 'primary',
          code: 'PRIMARY_OK',
          message: `${url} answers ${status} to ${target.pathname} on the same host.`,
          evidence,
        }),
      ];
    }
    if (status >= 400) {
      return [
        fail({
          id: 'primary',
          code: 'PRIMARY_ERROR_STATUS',
          message: `${url} answers ${result.detail}: the domain reaches a server, but the site is not served there.`,
          fix: `Check that the project has a successful deploy and that ${domain} is attached to it (${DOMAINS_SETTINGS}).`,
          evidence,
        }),
      ];
    }
    return [pass({ id: 'primary', code: 'PRIMARY_OK', message: `${url} answers ${result.detail}.`, evidence })];
  },
});
