/**
 * The "Try it" panel's code, loaded on the reader's first interaction with it (TryIt.astro): the
 * samples follow the fields, Send refuses what cannot be sent with the reason, and shows the answer.
 * The API key lives in one closure variable: it is read from its field when sending and written to
 * no storage, address or sample.
 */
import { samplesForRequest } from '../../lib/request-samples.ts';
import { sampleLanguages } from '../../lib/sample-languages.ts';
import { describeTryItRequest, isSendable, type TryItValues } from '../../lib/try-it-request.ts';
import type { TryItConfig } from '../../lib/try-it.ts';

/** Loopback addresses, which browsers shield from pages served from elsewhere (Private Network Access). */
function isLocalAddress(url: string): boolean {
  const { hostname } = new URL(url);
  return hostname === 'localhost' || hostname === '[::1]' || hostname.startsWith('127.');
}

/** A paragraph of text and inline code: `paragraph('Run ', code('npm run mock'), '.')`. */
function paragraph(...parts: (string | Node)[]): HTMLParagraphElement {
  const p = document.createElement('p');
  p.append(...parts);
  return p;
}

function code(text: string): HTMLElement {
  const element = document.createElement('code');
  element.textContent = text;
  return element;
}

/**
 * Whether anything answers HTTP at `url`. A failed fetch does not say why: nothing listening and an
 * answer the browser hid (no CORS headers) look alike to a page. An opaque `no-cors` HEAD request
 * resolves whenever a server answers, whatever its headers, and carries no key and no body.
 */
async function answersAtAll(url: string): Promise<boolean> {
  try {
    await fetch(url, {
      method: 'HEAD',
      mode: 'no-cors',
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
    });
    return true;
  } catch {
    return false;
  }
}

function heading(text: string): HTMLHeadingElement {
  const h = document.createElement('h3');
  h.textContent = text;
  return h;
}

function preformatted(text: string, label: string): HTMLPreElement {
  const pre = document.createElement('pre');
  pre.tabIndex = 0;
  pre.setAttribute('aria-label', label);
  const code = document.createElement('code');
  code.textContent = text;
  pre.append(code);
  return pre;
}

/** The body as the reader should see it: JSON pretty-printed, anything else as it came. */
function prettyBody(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

export function startTryIt(panel: HTMLElement): { send(): Promise<void> } {
  const config = JSON.parse(panel.dataset.tryIt ?? '{}') as TryItConfig;
  const serverSelect = panel.querySelector<HTMLSelectElement>('#try-it-server');
  const serverUrlField = panel.querySelector<HTMLElement>('#try-it-server-url-field');
  const serverUrl = panel.querySelector<HTMLInputElement>('#try-it-server-url');
  const key = panel.querySelector<HTMLInputElement>('#try-it-key');
  const body = panel.querySelector<HTMLTextAreaElement>('#try-it-body');
  const result = panel.querySelector<HTMLElement>('#try-it-result');
  const sendButton = panel.querySelector<HTMLButtonElement>('button[type="submit"]');
  const parameterFields = [...panel.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[data-parameter]')];

  const fieldOf = (name: string): HTMLElement | null =>
    name === 'server'
      ? serverUrl
      : name === 'body'
        ? body
        : panel.querySelector<HTMLElement>(`#try-it-param-${CSS.escape(name)}`);
  const problemOf = (name: string): HTMLElement | null =>
    panel.querySelector<HTMLElement>(
      name === 'server'
        ? '#try-it-server-problem'
        : `#try-it-${name === 'body' ? 'body' : `param-${CSS.escape(name)}`}-problem`,
    );

  function currentValues(): TryItValues {
    const choice = serverSelect?.value ?? '';
    return {
      server: choice === '' ? (serverUrl?.value ?? '') : choice,
      parameters: Object.fromEntries(parameterFields.map((field) => [field.dataset.parameter ?? '', field.value])),
      ...(body ? { body: body.value } : {}),
    };
  }

  /** Rewrites the samples and marks each field's problem; returns the request described. */
  function update() {
    if (serverUrlField) serverUrlField.hidden = serverSelect?.value !== '';
    const described = describeTryItRequest(config, currentValues());
    const samples = samplesForRequest(described.request);
    for (const [index, sample] of samples.entries()) {
      const code = panel.querySelector<HTMLElement>(`[data-sample="${sampleLanguages[index]?.id ?? ''}"] code`);
      if (code && code.textContent !== sample.source) code.textContent = sample.source;
    }
    for (const name of ['server', 'body', ...config.parameters.map((parameter) => parameter.name)]) {
      const problem = described.problems.find((candidate) => candidate.field === name);
      const field = fieldOf(name);
      if (field) {
        if (problem) field.setAttribute('aria-invalid', 'true');
        else field.removeAttribute('aria-invalid');
      }
      const message = problemOf(name);
      if (message) message.textContent = problem?.message ?? '';
    }
    return described;
  }

  function curlOf(): string {
    return panel.querySelector<HTMLElement>('[data-sample="curl"] code')?.textContent ?? '';
  }

  function show(...nodes: Node[]) {
    result?.replaceChildren(...nodes);
  }

  /** What a failed request means, found out rather than guessed: nothing there, or an answer hidden by CORS. */
  async function explainNoAnswer(url: string): Promise<Node[]> {
    const server = config.servers.find((candidate) => url.startsWith(`${candidate.url}/`));
    const base = server?.url ?? new URL(url).origin;
    const curl = preformatted(curlOf(), 'The request as a curl command');
    // The policy names each server by its `/v1/` prefix: the probe stays inside it.
    if (await answersAtAll(server ? `${server.url}/` : url)) {
      return [
        heading('Answer hidden by the browser'),
        paragraph(
          `The server at ${base} answered, but without the CORS headers that let a web page read its answers, ` +
            'so the browser hid the answer from this page. The same request from a terminal, where CORS does not apply:',
        ),
        curl,
      ];
    }
    const localNetwork =
      isLocalAddress(url) && location.protocol === 'https:'
        ? [
            ' A page on the internet that calls your own machine may also be blocked, or need your permission, by ' +
              'the browser’s protection of local networks: allow it when asked, or open this page from a local copy ' +
              'of the docs.',
          ]
        : [];
    const why = server?.mock
      ? [
          ' This is the local mock of the API: is ',
          code('npm run mock'),
          ' running? Start it in a clone of this documentation’s repository, then choose Send again.',
        ]
      : [' The server may be down, or unreachable from your network.'];
    return [
      heading('No server answered'),
      paragraph(`No server answered at ${base}.`, ...why, ...localNetwork),
      paragraph('The same request from a terminal:'),
      curl,
    ];
  }

  async function send(): Promise<void> {
    const described = update();
    if (described.problems.length > 0) {
      show(heading('Not sent'), paragraph(described.problems.map((problem) => problem.message).join(' ')));
      fieldOf(described.problems[0]?.field ?? '')?.focus();
      return;
    }
    if (!isSendable(config, described.url)) {
      show(
        heading('Not sent'),
        paragraph(
          `This page can send only to ${config.servers.map((server) => `${server.label} (${server.url})`).join(', ')}: ` +
            "the site's security policy is fixed when the site is built and cannot allow an address typed here. " +
            'The same request from a terminal:',
        ),
        preformatted(curlOf(), 'The request as a curl command'),
      );
      return;
    }
    const headers: Record<string, string> = {};
    const token = key?.value.trim() ?? '';
    if (token !== '') headers.Authorization = `Bearer ${token}`;
    if (described.request.body !== undefined) headers['Content-Type'] = 'application/json';
    if (sendButton) sendButton.disabled = true;
    show(paragraph(`Sending ${config.method} ${described.url}…`));
    try {
      const response = await fetch(described.url, {
        method: config.method,
        headers,
        body: described.request.body === undefined ? null : JSON.stringify(described.request.body),
        credentials: 'omit',
        cache: 'no-store',
        referrerPolicy: 'no-referrer',
      });
      const text = await response.text();
      const status = document.createElement('p');
      status.className = 'try-it-status';
      status.textContent = `${response.status} ${response.statusText}`.trim();
      show(
        heading('Status'),
        status,
        heading('Response headers'),
        preformatted(
          [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n') || '(none the browser may show)',
          'Response headers',
        ),
        heading('Body'),
        preformatted(text === '' ? '(empty)' : prettyBody(text), 'Response body'),
      );
    } catch {
      show(...(await explainNoAnswer(described.url)));
    } finally {
      if (sendButton) sendButton.disabled = false;
    }
  }

  panel.addEventListener('input', () => void update());
  // The sample picker is the page's (SamplePicker.astro): a change of language is not the panel's.
  panel.addEventListener('change', () => void update());
  update();
  return { send };
}
