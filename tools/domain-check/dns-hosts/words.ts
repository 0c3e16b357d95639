import type {
  ApexPointing,
  DnsHostProfile,
  DnssecSigning,
  Forwarding,
  HiddenBehaviour,
  ParkingRecord,
  TtlRange,
} from './profile.ts';

/**
 * The zone's DNS host as a finding's params carry it: only what the words need, from the host table
 * (`dns-hosts/`). Null in params when the host is not known, or the zone is served by more than one.
 */
export interface DnsHostTerms {
  readonly id: string;
  readonly name: string;
  /** How the apex can point at a host name there; null when no source says. */
  readonly apex: ApexPointing | null;
  /** How its panel names the apex; null when no source says. */
  readonly apexName: '@' | 'empty' | null;
  /** Whether its panel takes a record name relative to the zone (`docs`) or in full; null when no source says. */
  readonly recordNames?: 'relative' | 'full' | null;
  /**
   * Whether its panel appends the zone to a host-name value without a trailing dot (`relative`), or
   * refuses such a value (`final-dot-required`); null when no source says.
   */
  readonly targetNames?: 'relative' | 'absolute' | 'final-dot-required' | null;
  /** Its proxy mode's names; null when it has none. */
  readonly proxy: { readonly onName: string; readonly offName: string } | null;
  /** The hosts the zone could move to, when this one cannot point the apex at an outside host name. */
  readonly movesTo?: readonly string[];
  /** What the host does that its panel does not show; none when no source says. */
  readonly hides?: readonly HiddenBehaviour[];
  /** The TTLs its panel takes, and its automatic TTL; absent when no source says. */
  readonly ttl?: TtlRange;
  /** How its panel signs the zone and gives the DS record; absent when no source says. */
  readonly dnssecSigning?: DnssecSigning;
  /** Its own redirect for a name (domain forwarding); absent when no source says. */
  readonly forwarding?: Forwarding;
  /** The records it puts in a new zone (its parking page); absent when no source says. */
  readonly parking?: readonly ParkingRecord[];
}

/** What a finding's words need of a host in the table. */
export function dnsHostTermsOf(profile: DnsHostProfile, apexCapableHosts: readonly string[]): DnsHostTerms {
  const terms: DnsHostTerms = {
    id: profile.id,
    name: profile.displayName,
    apex: profile.apex?.value ?? null,
    apexName: profile.apexName?.value ?? null,
    recordNames: profile.recordNames?.value ?? null,
    targetNames: profile.targetNames?.value ?? null,
    proxy: profile.proxy?.mode.value ?? null,
    ...(profile.hides ? { hides: profile.hides.map((fact) => fact.value) } : {}),
    ...(profile.ttl ? { ttl: profile.ttl.value } : {}),
    ...(profile.dnssecSigning ? { dnssecSigning: profile.dnssecSigning.value } : {}),
    ...(profile.forwarding ? { forwarding: profile.forwarding.value } : {}),
    ...(profile.parking ? { parking: profile.parking.value } : {}),
  };
  return cannotPointApex(terms) ? { ...terms, movesTo: apexCapableHosts } : terms;
}

/** Where the zone's DNS host is named in a report: the host, if known, and the NS names it is told by. */
export interface DnsHostReport {
  /** The host's id in the table; null when the NS names match no single known host. */
  readonly id: string | null;
  /** The host's name; null when not known (the NS names then name it). */
  readonly name: string | null;
  /** The zone's NS names, as the registry and the zone give them; none when the host was given by its id, not looked up. */
  readonly nameservers: readonly string[];
  /** The services whose zones all go by these NS names, when the names cannot tell them apart (no host is named then). */
  readonly sharedBy?: readonly string[];
}

/**
 * `DNS host: Cloudflare, from ada.ns.cloudflare.com, bob.ns.cloudflare.com`; an unknown host by its NS
 * names. The human report and the browser checker both say it so.
 */
export function dnsHostLine({ name, nameservers, sharedBy }: DnsHostReport): string {
  if (name && nameservers.length === 0) return `DNS host: ${name}, as given (its nameservers were not looked up)`;
  if (!name && sharedBy && sharedBy.length > 0)
    return `DNS host: ${sharedBy.join(' or ')}, which cannot be told apart: their nameservers share the names ${nameservers.join(', ')}`;
  return name
    ? `DNS host: ${name}, from ${nameservers.join(', ')}`
    : `DNS host: not one domain-check knows; its nameservers are ${nameservers.join(', ')}`;
}

/** `Cloudflare`, or `your DNS host` when it is not known. */
export const hostName = (host: DnsHostTerms | null): string => host?.name ?? 'your DNS host';

/** `At Cloudflare: `, or nothing when the host is not known. */
export const atHost = (host: DnsHostTerms | null): string => (host ? `At ${host.name}: ` : '');

/** How to write the apex in the host's panel: `@`, an empty Name field, or the name itself. */
export function apexInPanel(host: DnsHostTerms | null, apex: string): string {
  if (host?.apexName === '@') return `@ (${host.name}’s name for ${apex})`;
  if (host?.apexName === 'empty') return `${apex} (an empty Name field in ${host.name})`;
  return apex;
}

/**
 * The name to type into the panel's name field for a record at `domain` in the zone `zoneApex`: the
 * label, where the host takes names relative to the zone and adds the zone itself (`"docs"
 * (Gandi adds example.com)`); null where that is not known, and the words name the domain in full.
 */
export function recordNameInPanel(host: DnsHostTerms | null, domain: string, zoneApex: string): string | null {
  if (host?.recordNames !== 'relative' || !domain.endsWith(`.${zoneApex}`)) return null;
  return `"${domain.slice(0, -(zoneApex.length + 1))}" (${host.name} adds ${zoneApex})`;
}

/**
 * Why the value typed into the host's panel ends with a dot: the panel appends the zone to a value
 * without one (RFC 1035 §5.1), or refuses it; undefined where the value is typed as it is.
 */
export function finalDotReason(host: DnsHostTerms | null, zoneApex: string): string | undefined {
  if (host?.targetNames === 'relative') return `${host.name} appends ${zoneApex} to a value that does not end with one`;
  if (host?.targetNames === 'final-dot-required') return `${host.name} refuses a value that does not end with one`;
  return undefined;
}

/** The platform host as it is typed into the panel's value field: with its final dot, and why, where the panel needs it. */
export function targetInPanel(host: DnsHostTerms | null, target: string, zoneApex: string): string {
  const reason = finalDotReason(host, zoneApex);
  return reason ? `${target}. (with its final dot: ${reason})` : target;
}

/** The record that points the apex at the platform host, in the host's words when they are known. */
export function apexRecordWords(host: DnsHostTerms | null, apex: string, platformHost: string): string {
  const pointing = host?.apex;
  if (host && pointing?.kind === 'record') {
    const feature = pointing.feature ? ` (${host.name} calls this ${pointing.feature})` : '';
    // "the", not "a": the record type may be ALIAS or ANAME, which "a" would not fit.
    return `the ${pointing.recordType} record at ${apexInPanel(host, apex)} with the value ${targetInPanel(host, platformHost, apex)}${feature}`;
  }
  return `an ALIAS or ANAME record at ${apex} with the value ${targetInPanel(host, platformHost, apex)}`;
}

/** The sentence for "point the apex at the platform host", in the host's words when they are known. */
export function apexPointingWords(host: DnsHostTerms | null, apex: string, platformHost: string): string {
  const known = host?.apex?.kind === 'record';
  return `create ${apexRecordWords(host, apex, platformHost)}${known ? '' : ' (not every DNS provider supports it)'}`;
}

/**
 * The host points the apex with one record of its own (ALIAS, ANAME, a flattened CNAME): the apex's
 * addresses are then answered from that record, which is what the owner's panel shows, not A/AAAA.
 */
export const pointsApexWithRecord = (host: DnsHostTerms | null): host is ApexRecordHost =>
  host?.apex?.kind === 'record';

/** A host that points the apex with one record of its own. */
export type ApexRecordHost = DnsHostTerms & { readonly apex: Extract<ApexPointing, { kind: 'record' }> };

/**
 * "change the CNAME record at @ (…) to point to HOST (Cloudflare calls this CNAME flattening)": the edit
 * of the apex's own record at a host that points the apex with one.
 */
export function apexRecordChangeWords(host: ApexRecordHost, apex: string, platformHost: string): string {
  const feature = host.apex.feature ? ` (${host.name} calls this ${host.apex.feature})` : '';
  return `change the ${host.apex.recordType} record at ${apexInPanel(host, apex)} to point to ${targetInPanel(host, platformHost, apex)}${feature}`;
}

/** Whether the host is known not to point the apex at an outside host name. */
export const cannotPointApex = (host: DnsHostTerms | null): boolean =>
  host?.apex?.kind === 'none' || host?.apex?.kind === 'own-cloud-only';

/** Why the host cannot point the apex at the platform, in its words. */
export function apexLimitWords(host: DnsHostTerms, platformHost: string): string {
  const pointing = host.apex;
  return pointing?.kind === 'own-cloud-only'
    ? `${host.name}’s ${pointing.feature}s point only at ${pointing.targets}, not at ${platformHost}`
    : `${host.name} cannot point a zone’s apex at a host name such as ${platformHost} (no ALIAS, ANAME or CNAME flattening)`;
}

/**
 * The two ways out when the host cannot point the apex at the platform, each ready to copy: serve the
 * docs at www with a CNAME and redirect the apex there, or move the zone to a host that can.
 */
export function apexWaysOut(host: DnsHostTerms, apex: string, platformHost: string): string {
  const www = `www.${apex}`;
  const hostsThatCan = host.movesTo?.length ? ` (${host.movesTo.join(', ')})` : '';
  return (
    `${apexLimitWords(host, platformHost)}. Either (1) serve the docs at ${www}: at ${host.name} create "www CNAME ${platformHost}.", ` +
    `and in domains.json make it the primary with the apex redirected to it: ` +
    `{ "primary": "${www}", "redirects": [{ "from": "${apex}", "to": "${www}", "status": 301 }] }${forwardingWords(host, apex, www)}; ` +
    `or (2) move the zone's DNS to a host that can point the apex at ${platformHost}${hostsThatCan} and create the record there.`
  );
}

/**
 * The host's own redirect as the one that sends the apex's 301, since the apex cannot reach the
 * platform: its feature, and the choice that makes it a 301 where its default is another status (a
 * 302 is temporary, RFC 9110 §15.4.3, and keeps the apex in search engines' results).
 */
function forwardingWords(host: DnsHostTerms, apex: string, www: string): string {
  const forwarding = host.forwarding;
  if (!forwarding) return '';
  const status =
    forwarding.defaultStatus === 301
      ? 'a 301, its default'
      : `a 301: choose ${forwarding.permanentChoice ?? 'a permanent (301) redirect'}, not its default ${forwarding.defaultStatus}`;
  return `, where ${host.name} sends that redirect itself, since the apex cannot reach the platform: its ${forwarding.feature} from ${apex} to https://${www}/, as ${status}`;
}

/**
 * The host's parking records, as one sentence after an apex fix: they answer in the platform's place
 * until deleted. Empty when no source lists them.
 */
export function parkingWords(host: DnsHostTerms | null): string {
  const records = host?.parking ?? [];
  if (!host || records.length === 0) return '';
  const list = records.map(({ type, name, value }) => `${type} ${name} → ${value}`).join(', ');
  return ` If the zone still holds the records ${host.name} puts in a new zone (${list}), delete them: they answer in the platform’s place.`;
}

/** What the host does unseen that changes the fixes about `about`, as one sentence after the fix; empty when nothing. */
export function hiddenNotes(
  host: DnsHostTerms | null,
  about: Extract<HiddenBehaviour, { kind: 'note' }>['about'],
): string {
  const notes = (host?.hides ?? []).flatMap((fact) =>
    fact.kind === 'note' && fact.about === about ? [fact.text] : [],
  );
  return host && notes.length > 0 ? ` What ${host.name}’s panel does not show: ${notes.join(' ')}` : '';
}

/**
 * What the host's panel takes for a TTL, from its documentation: " At Cloudflare a DNS only record’s TTL
 * can be 60 to 86400 seconds; 300 seconds is its “Auto” TTL, which proxied records have." Empty when no
 * source states it.
 */
export function ttlRangeWords(host: DnsHostTerms | null, seen: number): string {
  const range = host?.ttl;
  if (!host || !range) return '';
  const span = range.max === undefined ? `${range.min} seconds or more` : `${range.min} to ${range.max} seconds`;
  const auto = range.auto;
  const autoWords = auto
    ? `; ${auto.seconds} seconds is its “${auto.label}” TTL, which ${auto.appliesTo} have${
        seen === auto.seconds ? ` (the TTL seen here)` : ''
      }`
    : '';
  // The range a host states may hold only for records its proxy does not answer (Cloudflare's "DNS only").
  const which = host.proxy ? `${host.proxy.offName} ` : '';
  return ` At ${host.name} a ${which}record’s TTL can be ${span}${autoWords}.`;
}
