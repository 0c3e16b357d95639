/**
 * The form of the "Check your domain" page: what every visit loads (kept small). It keeps the form
 * in the URL and loads the checker (checker-run.ts, the engine) only when there is something to
 * check: on submit, or, for a shared link, once the page has loaded.
 */
import type { PlatformProfile } from '@petstore-docs/domain-check/browser';
import { readCheckRequest, toSearchParams, type CheckRequest } from './form-request.ts';

function byId(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} is missing`);
  return element;
}

const form = byId('dc-form') as HTMLFormElement;
const data = form.dataset;
// The deployment's profile, written into the page by its build (DomainChecker.astro): the form's
// defaults, and the platform the checks and their words are run for.
const platform = JSON.parse(data.platform ?? '{}') as PlatformProfile;
const defaults = { platformHost: platform.cnameHost, ca: platform.certificateAuthorities[0].issuerDomain };
const fields = {
  domain: byId('dc-domains') as HTMLTextAreaElement,
  config: byId('dc-config') as HTMLTextAreaElement,
  platformHost: byId('dc-platform-host') as HTMLInputElement,
  ca: byId('dc-ca') as HTMLInputElement,
};
const elements = {
  results: byId('dc-results'),
  status: byId('dc-status'),
  error: byId('dc-error'),
  progress: byId('dc-progress') as HTMLProgressElement,
  progressText: byId('dc-progress-text'),
};

function fill(request: CheckRequest): void {
  fields.domain.value = request.domains.join('\n');
  fields.config.value = request.config;
  fields.platformHost.value = request.platformHost;
  fields.ca.value = request.ca;
  if (request.config) (byId('dc-config-details') as HTMLDetailsElement).open = true;
}

function readForm(): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
  return params;
}

let running: Promise<void> = Promise.resolve();

async function check(request: CheckRequest): Promise<void> {
  const { runDomainCheck } = await import('./checker-run.ts');
  await runDomainCheck(
    request,
    {
      dohEndpoint: data.dohEndpoint ?? '',
      platform,
      publicSuffixBase: data.publicSuffixBase ?? '',
      publicSuffixTlds: new Set((data.publicSuffixTlds ?? '').split(' ')),
    },
    elements,
  );
}

function start(request: CheckRequest): void {
  // One run at a time: a new submit waits for the current run, which ends by its deadline.
  running = running.then(() => check(request));
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const request = readCheckRequest(readForm(), defaults);
  if (!request) {
    elements.error.textContent = 'Enter a domain to check, such as docs.example.com, or paste a domains.json.';
    fields.domain.focus();
    return;
  }
  history.pushState(null, '', `${location.pathname}?${toSearchParams(request, defaults).toString()}`);
  start(request);
});

function fromUrl(): void {
  const request = readCheckRequest(new URLSearchParams(location.search), defaults);
  if (!request) return;
  fill(request);
  start(request);
}

// A shared link runs at once, but after the load event: the checker never delays the page itself.
if (document.readyState === 'complete') fromUrl();
else addEventListener('load', fromUrl, { once: true });
addEventListener('popstate', fromUrl);
