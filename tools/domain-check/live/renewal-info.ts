/**
 * ACME Renewal Information (RFC 9773) over HTTPS with undici: the CA's directory gives the
 * `renewalInfo` URL (§3), and a GET of `<renewalInfo>/<certificate identifier>` gives the window in
 * which the CA suggests renewal (§4.2). TLS is verified against the same trust as the live probes;
 * redirects are not followed. What the CA sends is hostile until parsed here.
 */
import { Agent, fetch } from 'undici';
import { z } from 'zod';
import type { RenewalInfoRequest, RenewalInfoResult } from './probe.ts';

/** A directory or a renewal info object is a few hundred bytes; more is not an answer. */
const MAX_BODY_BYTES = 64 * 1024;
const DEADLINE_MARGIN_MS = 150;

const httpsUrl = z.url({ protocol: /^https$/ });

/** RFC 8555 §7.1.1: the directory object; RFC 9773 §3 adds `renewalInfo`. */
const directorySchema = z.looseObject({ renewalInfo: z.unknown().optional() });

/** RFC 9773 §4.2: `suggestedWindow` with RFC 3339 `start` and `end`, and an optional `explanationURL`. */
const renewalInfoSchema = z.looseObject({
  suggestedWindow: z.looseObject({
    start: z.iso.datetime({ offset: true }),
    end: z.iso.datetime({ offset: true }),
  }),
  explanationURL: z.unknown().optional(),
});

class RenewalInfoFailure extends Error {
  override readonly name = 'RenewalInfoFailure';
}

async function getJson(url: string, agent: Agent, userAgent: string, deadline: number): Promise<unknown> {
  const timeout = Math.max(1, deadline - Date.now() - DEADLINE_MARGIN_MS);
  const response = await fetch(url, {
    method: 'GET',
    redirect: 'manual',
    headers: { 'user-agent': userAgent, accept: 'application/json' },
    dispatcher: agent,
    signal: AbortSignal.timeout(timeout),
  });
  if (response.status === 404) {
    await response.body?.cancel();
    return undefined;
  }
  if (response.status !== 200) {
    await response.body?.cancel();
    throw new RenewalInfoFailure(`${new URL(url).host} answered ${response.status} for ${new URL(url).pathname}`);
  }
  const body = await response.arrayBuffer();
  if (body.byteLength > MAX_BODY_BYTES)
    throw new RenewalInfoFailure(`the answer is larger than ${MAX_BODY_BYTES} bytes`);
  try {
    return JSON.parse(new TextDecoder().decode(body)) as unknown;
  } catch {
    throw new RenewalInfoFailure(`${new URL(url).host} did not answer JSON`);
  }
}

function describeError(error: unknown): string {
  if (error instanceof RenewalInfoFailure) return error.message;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return 'no answer before the deadline';
  }
  const cause =
    error instanceof Error && error.cause instanceof Error ? (error.cause as Error & { code?: string }) : undefined;
  if (cause) return cause.code ? `${cause.message} (${cause.code})` : cause.message;
  return error instanceof Error ? error.message : String(error);
}

async function askCa(request: RenewalInfoRequest, agent: Agent, userAgent: string): Promise<RenewalInfoResult> {
  const directoryAnswer = await getJson(request.directoryUrl, agent, userAgent, request.deadline);
  if (directoryAnswer === undefined) return { outcome: 'unreachable', detail: 'the ACME directory answered 404' };
  const directory = directorySchema.safeParse(directoryAnswer);
  if (!directory.success) return { outcome: 'unreachable', detail: 'the ACME directory is not a JSON object' };
  if (directory.data.renewalInfo === undefined) return { outcome: 'not-published' };
  const renewalInfoUrl = httpsUrl.safeParse(directory.data.renewalInfo);
  if (!renewalInfoUrl.success)
    return { outcome: 'unreachable', detail: 'the directory’s renewalInfo is not an https URL' };
  // RFC 9773 §4.2: the identifier is appended to the renewalInfo URL as a path segment.
  const url = `${renewalInfoUrl.data.replace(/\/$/, '')}/${request.certificateId}`;
  const answer = await getJson(url, agent, userAgent, request.deadline);
  if (answer === undefined) return { outcome: 'unknown-certificate' };
  const info = renewalInfoSchema.safeParse(answer);
  if (!info.success) return { outcome: 'unreachable', detail: 'the renewal information has no valid suggestedWindow' };
  const start = new Date(info.data.suggestedWindow.start);
  const end = new Date(info.data.suggestedWindow.end);
  // RFC 9773 §4.2: a window whose end is not after its start is invalid.
  if (end.getTime() <= start.getTime()) {
    return { outcome: 'unreachable', detail: 'the suggested window ends before it starts' };
  }
  const explanation = httpsUrl.safeParse(info.data.explanationURL);
  return {
    outcome: 'window',
    start: start.toISOString(),
    end: end.toISOString(),
    explanationUrl: explanation.success ? explanation.data : null,
  };
}

/** Asks the CA of `request.directoryUrl` when it wants the certificate renewed; never throws. */
export async function fetchRenewalInfo(
  request: RenewalInfoRequest,
  ca: readonly string[] | undefined,
  userAgent: string,
): Promise<RenewalInfoResult> {
  if (!httpsUrl.safeParse(request.directoryUrl).success) {
    return { outcome: 'unreachable', detail: 'the ACME directory is not an https URL' };
  }
  const agent = new Agent({ connect: ca ? { ca: [...ca] } : {} });
  try {
    return await askCa(request, agent, userAgent);
  } catch (error) {
    return { outcome: 'unreachable', detail: describeError(error) };
  } finally {
    void agent.destroy();
  }
}
