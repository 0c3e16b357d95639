/**
 * The checker of the "Check your domain" page, loaded on demand (first submit, or a shared link once
 * the page has loaded): domain-check's own engine and checks, over DNS-over-HTTPS, rendered as each
 * check finishes. Nothing here decides what is wrong; it only shows what the engine reports.
 */
import {
  createDohTransport,
  DnsClient,
  dohServerFor,
  escapeLinesForTerminal,
  runCheckList,
  type Check,
} from '@petstore-docs/domain-check/browser';
import { BROWSER_CHECKS } from './browser-checks.ts';
import type { CheckRequest } from './form-request.ts';
import {
  InputError,
  loadPublicSuffixRules,
  resolveRequest,
  type CheckerSettings,
  type ResolvedRequest,
} from './run-request.ts';
import { h, ResultsView, type CheckerElements } from './checker-view.ts';

export type { CheckerSettings } from './run-request.ts';
export type { CheckerElements } from './checker-view.ts';

/** The CLI's default: one deadline for the whole run. */
const RUN_TIMEOUT_MS = 15_000;
const QUERY_TIMEOUT_MS = 2_000;
/** A browser opens six HTTP/1.1 connections per host; more queries would only queue, timers running. */
const MAX_IN_FLIGHT = 6;

/** The DoH endpoint could not be asked at all: no check can run, and the reader's network may be why. */
class ResolverUnreachableError extends Error {
  override readonly name = 'ResolverUnreachableError';
}

/** Says what stops the run: each list of problems as a paragraph (the CLI's summary) and its items. */
function showInputError(error: unknown, region: HTMLElement): void {
  if (!(error instanceof InputError)) {
    region.textContent = error instanceof Error ? error.message : String(error);
    return;
  }
  // A problem quotes the config: a bidirectional override or a control character shows as an escape.
  const line = (tag: string, text: string) => h(tag, {}, escapeLinesForTerminal(text));
  region.replaceChildren(
    ...error.lists.flatMap((list) => {
      if (!list.summary) return list.problems.map((problem) => line('p', problem));
      return [line('p', list.summary), h('ul', {}, ...list.problems.map((problem) => line('li', problem)))];
    }),
  );
}

/**
 * Runs the browser checks for one request and renders them into `elements.results`. Never throws:
 * bad input and an unreachable DoH endpoint end as a message in `elements.error`.
 */
export async function runDomainCheck(
  request: CheckRequest,
  settings: CheckerSettings,
  elements: CheckerElements,
): Promise<void> {
  elements.error.replaceChildren();
  elements.results.replaceChildren();
  let resolved: ResolvedRequest;
  try {
    resolved = await resolveRequest(request, settings);
  } catch (error) {
    showInputError(error, elements.error);
    elements.status.textContent = '';
    return;
  }
  const view = new ResultsView(resolved, elements);
  const heading = h('h2', { id: 'dc-results-heading' }, 'Results');
  elements.results.replaceChildren(heading, view.root);
  elements.progress.hidden = false;
  elements.progressText.hidden = false;
  elements.status.textContent = `Checking ${resolved.targets.length} domain${resolved.targets.length === 1 ? '' : 's'}…`;

  const endpoint = settings.dohEndpoint;
  const deadline = Date.now() + RUN_TIMEOUT_MS;
  const endpointState: { answered: boolean; failure?: string } = { answered: false };
  const transport = createDohTransport({
    endpoint,
    onOutcome: (outcome) => {
      if (outcome.ok) endpointState.answered = true;
      else endpointState.failure ??= outcome.error.message;
    },
  });
  const dns = new DnsClient({ transport, deadline, queryTimeoutMs: QUERY_TIMEOUT_MS, maxInFlight: MAX_IN_FLIGHT });
  const resolver = dohServerFor(endpoint);
  try {
    await loadPublicSuffixRules(resolved.targets, settings);
    // One lookup the checks need anyway (memoised): if the endpoint cannot answer it, stop here.
    const probe = await dns.lookup({ server: resolver, name: resolved.platformHost, type: 'A' });
    if (!endpointState.answered || probe.status === 'garbage') {
      const reason = endpointState.failure ?? probe.detail;
      throw new ResolverUnreachableError(
        `The DNS-over-HTTPS resolver ${endpoint} did not answer (${reason}), so no check ran. Check your connection and try again; if your network blocks that resolver, run the command below instead.`,
      );
    }
    const checks: readonly Check[] = BROWSER_CHECKS;
    const input = {
      domains: resolved.targets,
      platformHost: resolved.platformHost,
      platform: resolved.platform,
      caIssuers: resolved.caIssuers,
      ...(resolved.caaAccountUri === undefined ? {} : { caaAccountUri: resolved.caaAccountUri }),
      ...(resolved.caaValidationMethod === undefined ? {} : { caaValidationMethods: [resolved.caaValidationMethod] }),
      resolvers: [resolver],
      deadline,
      authoritativeReachable: false,
    };
    const report = await runCheckList(input, dns, {
      checks,
      onCheckDone: (domain, id, findings) => view.checkDone(domain, id, findings),
      onDomainDone: (domain) => view.domainDone(domain),
    });
    view.final(report, location.href);
    elements.progress.hidden = true;
    elements.progressText.hidden = true;
    // The first report is out; now the DNS host table, to name each zone's host and say the fixes in
    // its words. The same checks run again with it, answered from the client's memo of the lookups
    // (only the NS lookups are new), so the report shown is still the engine's, never edited here.
    try {
      // The table is parsed with zod as it loads, and zod 4 then probes `new Function('')` to pick a
      // faster parser: the site's Content-Security-Policy forbids eval, and Chromium reports the probe
      // as a violation although zod catches it. zod reads this shared setting (core.js) and skips it.
      const zodSettings = ((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {});
      zodSettings.jitless = true;
      const { DNS_HOST_DETECTOR } = await import('./checker-dns-hosts.ts');
      view.withDnsHosts(await runCheckList(input, dns, { checks, dnsHosts: DNS_HOST_DETECTOR }), location.href);
    } catch {
      // The report stands without the host's name (its fixes are then the generic ones).
      view.withDnsHosts(report, location.href);
    }
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    // Only the resolver's silence is the reader's network; anything else is a bug in this page.
    const message =
      error instanceof ResolverUnreachableError
        ? detail
        : `The checker stopped with an internal error (${detail}). This is a bug in this page, not a problem with your DNS: please report it. The command below runs the same checks.`;
    elements.error.replaceChildren(h('p', {}, message), h('p', {}, h('code', {}, resolved.command)));
    elements.status.textContent = 'The check stopped.';
    elements.results.replaceChildren();
  } finally {
    elements.progress.hidden = true;
    elements.progressText.hidden = true;
  }
}
