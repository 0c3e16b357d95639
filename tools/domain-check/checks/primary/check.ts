import { wordedBy } from '../../findings/finding.ts';
import { defineLiveCheck, resolveHostAddresses } from '../../engine/live-check.ts';
import { certificateBlocker, firstAddress, httpEvidence } from '../../engine/live-findings.ts';
import { LIVE_WORDS } from '../../findings/words/live.ts';
import { NETWORK_WORDS } from '../../findings/words/network.ts';
import { PRIMARY_WORDS, PRIMARY_EXAMPLES, PRIMARY_DOCS } from './words.ts';
import { defineCheckFolder } from '../check-folder.ts';

const findingFrom = wordedBy(PRIMARY_WORDS);
const liveFindingFrom = wordedBy(LIVE_WORDS);
const networkFindingFrom = wordedBy(NETWORK_WORDS);

/** `https://primary/` answers without an error and is not itself redirected to another host. */
export const check = defineLiveCheck({
  id: 'primary',
  appliesTo: 'primary',
  async run(context) {
    const { domain, live, input } = context;
    const resolved = await resolveHostAddresses(context, domain);
    const found = firstAddress('primary', domain, resolved, live.dnsFindings);
    if (found.address === undefined) return [found.reason];
    const { address } = found;
    const url = `https://${domain}/`;
    const port = live.ports.https;
    const result = await live.probe.http({ url, address, port, deadline: input.deadline });
    const evidence = [httpEvidence(url, address, port, result)];
    if (result.outcome === 'timeout') {
      return [
        liveFindingFrom({
          id: 'primary',
          status: 'error',
          code: 'LIVE_TIMEOUT',
          params: { request: 'http', url },
          evidence,
        }),
      ];
    }
    if (result.outcome === 'unreachable') {
      return [
        networkFindingFrom({
          id: 'primary',
          status: 'error',
          code: 'LIVE_UNREACHABLE',
          params: { request: 'http', url, detail: result.detail },
          evidence,
        }),
      ];
    }
    if (result.outcome !== 'response' || result.status === null) {
      const params = {
        url,
        domain,
        outcome: result.outcome,
        detail: result.detail,
        blocker: certificateBlocker(live.dnsFindings),
        domainsSettings: context.input.platform.dashboard.domainsSettings,
      };
      return [findingFrom({ id: 'primary', status: 'fail', code: 'PRIMARY_UNREACHABLE', params, evidence })];
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
        const params = {
          url,
          domain,
          status,
          location: target?.href ?? result.location,
          locationHost: target?.hostname ?? null,
        };
        return [findingFrom({ id: 'primary', status: 'fail', code: 'PRIMARY_REDIRECTED', params, evidence })];
      }
      const params = { url, status, statusLine: result.detail, sameHostPath: target.pathname };
      return [findingFrom({ id: 'primary', status: 'pass', code: 'PRIMARY_OK', params, evidence })];
    }
    if (status >= 400) {
      const { domainsSettings } = context.input.platform.dashboard;
      const params = { url, domain, statusLine: result.detail, domainsSettings };
      return [findingFrom({ id: 'primary', status: 'fail', code: 'PRIMARY_ERROR_STATUS', params, evidence })];
    }
    const params = { url, status, statusLine: result.detail, sameHostPath: null };
    return [findingFrom({ id: 'primary', status: 'pass', code: 'PRIMARY_OK', params, evidence })];
  },
});

/** The primary check. Whether the primary domain serves the site. */
export default /* @__PURE__ */ defineCheckFolder({
  check,
  runsOver: 'http',
  // After tls: the primary is served over HTTPS.
  fixedAfter: ['tls'],
  docs: PRIMARY_DOCS,
  words: PRIMARY_WORDS,
  examples: PRIMARY_EXAMPLES,
});

declare module '../../findings/check-words.ts' {
  /** The primary check's words, for the types of the layers below the checks (the engine, the formatter). */
  interface CheckWords {
    primary: typeof PRIMARY_WORDS;
  }
}
