/**
 * A failed lookup's cause as a finding of the check whose lookup failed: a fault only the owner (or
 * their DNS host) can fix, so it fails rather than asking for another run.
 */
import type { DiagnosedCause, LookupCause } from './lookup-cause.ts';
import { wordedBy, type CheckId, type Finding } from '../findings/finding.ts';
import { LOOKUP_CAUSE_WORDS } from '../findings/words/lookup-cause.ts';

const findingFrom = wordedBy(LOOKUP_CAUSE_WORDS);

/** The params of one failing RRset, with its child zone and the parent that holds its DS when it has them. */
function rrsetParams(cause: Extract<LookupCause, { kind: 'rrset-bogus' | 'denial-missing' }>) {
  const { name, type, resolver, extendedErrors, zone, parentZone } = cause;
  return { name, type, resolver, extendedErrors, ...(parentZone && { zone, parentZone }) };
}

export function causeFinding(id: CheckId, { cause, evidence }: DiagnosedCause): Finding {
  const found = { id, status: 'fail', evidence } as const;
  switch (cause.kind) {
    case 'missing-glue':
      return findingFrom({
        ...found,
        code: 'DELEGATION_MISSING_GLUE',
        params: { zone: cause.zone, parentZone: cause.parentZone, nameservers: cause.nameservers },
      });
    case 'lame-delegation':
      return findingFrom({
        ...found,
        code: 'DELEGATION_LAME',
        params: { zone: cause.zone, parentZone: cause.parentZone, servers: cause.servers },
      });
    case 'drops-edns':
      return findingFrom({
        ...found,
        code: 'NAMESERVER_DROPS_EDNS',
        params: { name: cause.name, servers: cause.servers },
      });
    case 'no-tcp':
      return findingFrom({
        ...found,
        code: 'NAMESERVER_NO_TCP',
        params: { name: cause.name, type: cause.type, servers: cause.servers },
      });
    case 'rrset-bogus':
      return findingFrom({
        ...found,
        code: 'DNSSEC_RRSET_BOGUS',
        params: rrsetParams(cause),
      });
    case 'denial-missing':
      return findingFrom({
        ...found,
        code: 'DNSSEC_DENIAL_MISSING',
        params: rrsetParams(cause),
      });
    case 'apex-cname':
      return findingFrom({
        ...found,
        code: 'APEX_CNAME_HIDES_ZONE',
        params: { zone: cause.zone, target: cause.target },
      });
  }
}
