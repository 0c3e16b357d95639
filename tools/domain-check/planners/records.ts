/**
 * `domain-check records`: the records to create for each domain, planned from the config and each
 * zone's DNS host. Pure: the hosts are looked up by the command. The Public Suffix List (ICANN
 * section) tells an apex from a subdomain; DNS may differ (a delegated subdomain is its own apex),
 * which `check` finds out. Rendering is `reporters/records.ts`.
 */
import type { DnsHostProfile } from '../dns-hosts/profile.ts';
import { toUnicodeHostname } from '../config/hostname.ts';
import { APEX_CAPABLE_HOSTS, DNS_HOSTS } from '../dns-hosts/index.ts';
import { getRegistrableDomain } from '../engine/domain-names.ts';
import type { DomainKind, DomainRole } from '../engine/report.ts';
import {
  apexWaysOut,
  cannotPointApex,
  dnsHostTermsOf,
  finalDotReason,
  hiddenNotes,
  parkingWords,
  type DnsHostReport,
} from '../dns-hosts/words.ts';

/** One field of a record as the DNS host's panel names it, and what to enter there. */
export interface PanelField {
  readonly field: 'type' | 'name' | 'value' | 'ttl' | 'proxy';
  /** The panel's name for the field (`Target`), or the generic one when no source gives the host's. */
  readonly label: string;
  /** What to enter; an empty string where the panel wants the field left empty (Route 53's apex). */
  readonly value: string;
}

/** Where a fact of the host's form comes from: its documentation, and the day it was read. */
export interface PanelSource {
  readonly fact:
    'recordFields' | 'recordNames' | 'targetNames' | 'apexName' | 'apex' | 'proxy' | 'forwarding' | 'parking' | 'hides';
  readonly url: string;
  readonly read: string;
}

/** A record as the zone's known DNS host takes it. */
export interface PanelRecord {
  readonly host: { readonly id: string; readonly name: string };
  /** False when the host cannot hold the record (an apex it cannot point at a host name): `note` gives the ways out. */
  readonly possible: boolean;
  /** The fields in the order the panel's form has them; none when the record is not possible. */
  readonly fields: readonly PanelField[];
  /** Whether `fields` carry the host's own field names (a source gives them) or the generic ones. */
  readonly hostFieldNames: boolean;
  readonly note: string;
  readonly sources: readonly PanelSource[];
}

export interface PlannedRecord {
  /** The name in DNS: ASCII, IDN labels in Punycode. */
  readonly domain: string;
  /** The same name as people write it (`bücher.example.com`); equal to `domain` when it has no IDN label. */
  readonly unicode: string;
  readonly role: DomainRole;
  readonly kind: DomainKind;
  /** The zone the record goes in, by the Public Suffix List. */
  readonly zone: string;
  /** The record name in the generic form: the label relative to the zone, `@` for the apex. */
  readonly name: string;
  readonly type: 'CNAME' | 'ALIAS/ANAME';
  readonly value: string;
  readonly ttl: number;
  readonly note: string;
  /** The zone's DNS host from its NS names; null when they were not looked up (the MCP server plans offline) or could not be. */
  readonly dnsHost: DnsHostReport | null;
  /** The record in the known host's form; null when the host is not known (the generic form above). */
  readonly panel: PanelRecord | null;
}

export const APEX_NOTE = 'ALIAS/ANAME: not every DNS provider supports it; resolvers see plain A/AAAA records.';
export const REDIRECT_NOTE = 'Redirect source: it needs its own record to serve the 301.';

/** Each domain's DNS host, as `check` names it; a domain missing here was not looked up. */
export type DnsHostsByDomain = ReadonlyMap<string, DnsHostReport | null>;

/** What the records point at and the TTL the procedure gives them: the run's platform host, the profile's TTL. */
export interface RecordTarget {
  readonly platformHost: string;
  readonly recordTtl: number;
}

export function planRecords(
  domains: readonly { readonly domain: string; readonly role: DomainRole }[],
  { platformHost, recordTtl }: RecordTarget,
  dnsHosts: DnsHostsByDomain = new Map(),
  /** The table of hosts the records are planned with; a test passes its own. */
  table: readonly DnsHostProfile[] = DNS_HOSTS,
): PlannedRecord[] {
  return domains.map(({ domain, role }) => {
    const zone = getRegistrableDomain(domain) ?? domain;
    const kind: DomainKind = zone === domain ? 'apex' : 'subdomain';
    const dnsHost = dnsHosts.get(domain) ?? null;
    const profile = table.find((host) => host.id === dnsHost?.id);
    // At a known host the apex's words are the panel's (its record, or the ways out).
    const apexWaysOut = kind === 'apex' && profile?.apex !== undefined && profile.apex.value.kind !== 'record';
    // The ways out say how such a redirect is served: the generic note would contradict them.
    const notes = [
      kind === 'apex' && !profile ? APEX_NOTE : '',
      role === 'redirect' && !apexWaysOut ? REDIRECT_NOTE : '',
    ];
    const generic = {
      domain,
      unicode: toUnicodeHostname(domain),
      role,
      kind,
      zone,
      name: kind === 'apex' ? '@' : domain.slice(0, -(zone.length + 1)),
      type: kind === 'apex' ? 'ALIAS/ANAME' : 'CNAME',
      value: platformHost,
      ttl: recordTtl,
    } as const;
    return {
      ...generic,
      note: notes.filter(Boolean).join(' '),
      dnsHost,
      panel: profile ? panelRecord(profile, generic) : null,
    };
  });
}

type GenericRecord = Pick<PlannedRecord, 'domain' | 'kind' | 'zone' | 'name' | 'value' | 'ttl'>;

/**
 * The record as the host's panel takes it: its field names, its name for the apex, relative or full
 * record names, its apex record, its proxy switch. Each from the table with its source; a fact the
 * table lacks stays in the generic form.
 */
function panelRecord(profile: DnsHostProfile, record: GenericRecord): PanelRecord {
  const host = { id: profile.id, name: profile.displayName };
  const sources: PanelSource[] = [];
  // Every source a fact stands on: a fact no vendor page states stands on two, and both are named.
  const use = <T>(
    fact: PanelSource['fact'],
    sourced:
      | {
          value: T;
          source: { url: string; read: string };
          corroboratedBy?: readonly { url: string; read: string }[] | undefined;
        }
      | undefined,
  ) => {
    if (!sourced) return undefined;
    for (const { url, read } of [sourced.source, ...(sourced.corroboratedBy ?? [])]) sources.push({ fact, url, read });
    return sourced.value;
  };
  const apex = record.kind === 'apex';
  const terms = dnsHostTermsOf(profile, APEX_CAPABLE_HOSTS);
  // The records a host puts in a new zone answer in the platform's place until deleted.
  const parking = use('parking', profile.parking) ? parkingWords(terms).trim() : '';
  if (apex && cannotPointApex(terms)) {
    use('apex', profile.apex);
    use('forwarding', profile.forwarding);
    const note = [apexWaysOut(terms, record.domain, record.value), parking].filter(Boolean).join(' ');
    return { host, possible: false, fields: [], hostFieldNames: false, note, sources };
  }
  const labels = use('recordFields', profile.recordFields);
  const recordNames = use('recordNames', profile.recordNames);
  const fullNames = recordNames === 'full';
  // A panel that appends the zone to a value without a final dot (RFC 1035 §5.1), or refuses it, needs the dot.
  use('targetNames', profile.targetNames);
  const finalDot = finalDotReason(terms, record.zone);
  let name = fullNames ? record.domain : record.name;
  let type = apex ? 'ALIAS/ANAME' : 'CNAME';
  let note = parking;
  if (apex) {
    const apexName = use('apexName', profile.apexName);
    if (apexName !== undefined) name = apexName === 'empty' ? '' : '@';
    const pointing = use('apex', profile.apex);
    if (pointing?.kind === 'record') {
      type = pointing.recordType;
      if (pointing.feature)
        note = [note, `${profile.displayName} calls this ${pointing.feature}.`].filter(Boolean).join(' ');
      // What the host does with the apex record unseen, and where it can be made (Cloud DNS: not its console).
      const hidden = hiddenNotes(terms, 'apex').trim();
      if (hidden) {
        note = [note, hidden].filter(Boolean).join(' ');
        for (const fact of profile.hides ?? [])
          if (fact.value.kind === 'note' && fact.value.about === 'apex')
            sources.push({ fact: 'hides', url: fact.source.url, read: fact.source.read });
      }
    } else {
      note = [note, APEX_NOTE].filter(Boolean).join(' ');
    }
  }
  const fields: PanelField[] = [
    { field: 'type', label: labels?.type ?? 'Type', value: type },
    { field: 'name', label: labels?.name ?? 'Name', value: name },
    { field: 'value', label: labels?.value ?? 'Value', value: finalDot ? `${record.value}.` : record.value },
    // The procedure's TTL, also where no source names the panel's TTL field (the generic name then).
    { field: 'ttl', label: labels?.ttl ?? 'TTL', value: String(record.ttl) },
  ];
  if (finalDot) {
    note = [note, `Keep the final dot of the value: ${finalDot}.`].filter(Boolean).join(' ');
  }
  const proxy = use('proxy', profile.proxy?.mode);
  if (proxy) {
    fields.push({ field: 'proxy', label: labels?.proxy ?? 'Proxy', value: proxy.offName });
    note = [
      note,
      `${proxy.offName}, not ${proxy.onName}: a ${proxy.onName} record is answered with ${profile.displayName}’s addresses, never with its target.`,
    ]
      .filter(Boolean)
      .join(' ');
  }
  return { host, possible: true, fields, hostFieldNames: labels !== undefined, note, sources };
}
