/**
 * Whether a resolver resolves at all, from one question about the root zone: a name outside any zone
 * a DNS host serves for a customer, which every recursive resolver answers, from its cache. Kept apart
 * from the findings' words (`resolver-health.ts`), which a run whose resolver resolves never loads.
 */
import type { LookupResult } from '../dns/client.ts';
import { formatServer } from '../dns/transport.ts';
import type { ResolverFailure } from '../findings/catalog/network.ts';

export type ResolverHealth =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly resolver: string;
      readonly probe: LookupResult;
      readonly fault:
        | { readonly kind: 'unreachable'; readonly failure: ResolverFailure; readonly errorCode: string | null }
        | { readonly kind: 'not-resolving'; readonly answer: 'refused' | 'servfail' | 'no-recursion' };
    };

/** The system's error codes that mean this machine cannot send to the address at all. */
const NO_ROUTE = new Set(['ENETUNREACH', 'EHOSTUNREACH', 'EINVAL', 'EACCES', 'EPERM']);
const NO_ADDRESS_FAMILY = new Set(['EADDRNOTAVAIL', 'EAFNOSUPPORT']);

function failureOf(code: string | null): ResolverFailure {
  if (code === null) return 'network';
  if (NO_ROUTE.has(code)) return 'no-route';
  if (NO_ADDRESS_FAMILY.has(code)) return 'no-address-family';
  if (code === 'ECONNREFUSED') return 'connection-refused';
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'connection-reset';
  if (code.startsWith('HTTP ')) return 'http-error';
  return 'network';
}

/** What one lookup of the root zone's SOA says about the resolver that answered it. */
export function judgeResolver(probe: LookupResult): ResolverHealth {
  const resolver = formatServer(probe.server);
  const unhealthy = (fault: Extract<ResolverHealth, { ok: false }>['fault']): ResolverHealth => ({
    ok: false,
    resolver,
    probe,
    fault,
  });
  switch (probe.status) {
    case 'answer':
    case 'nodata':
    case 'nxdomain':
    case 'cname-loop':
      // RFC 1035 §4.1.1: RA says whether the server offers recursion; without it, it is authoritative only.
      return probe.recursionAvailable ? { ok: true } : unhealthy({ kind: 'not-resolving', answer: 'no-recursion' });
    case 'refused':
      return unhealthy({ kind: 'not-resolving', answer: 'refused' });
    case 'servfail':
      return unhealthy({ kind: 'not-resolving', answer: 'servfail' });
    case 'network':
      return unhealthy({ kind: 'unreachable', failure: failureOf(probe.networkError), errorCode: probe.networkError });
    case 'timeout':
      return unhealthy({ kind: 'unreachable', failure: 'no-answer', errorCode: null });
    case 'garbage':
    case 'mismatch':
    case 'failed':
      return unhealthy({ kind: 'unreachable', failure: 'garbage', errorCode: null });
  }
}

export type UnhealthyResolver = Extract<ResolverHealth, { ok: false }>;
