/**
 * What the owner's DNS panel shows for a scenario's zone, and the records a fix tells the owner to
 * delete: a fix may only name records the panel shows. The panel shows the zone's records as the
 * owner entered them; an address its DNS host's proxy answers with (Cloudflare's "Proxied") is the
 * proxy's, not a record of the panel (developers.cloudflare.com/dns/proxy-status/, read 2026-11-25).
 */
import { dnsHostOfNameserver, isProxyAnswer } from '../../../../tools/domain-check/dns-hosts/index.ts';
import type { DnsWorldRow } from '../scenarios/scenario.ts';

export interface ZoneRecord {
  /** Absolute, lower case, no trailing dot. */
  readonly owner: string;
  readonly type: string;
  readonly data: string;
}

const absolute = (name: string, zone: string): string =>
  name === '@' ? zone : name.endsWith('.') ? name.slice(0, -1).toLowerCase() : `${name}.${zone}`.toLowerCase();

/** The zone lines of a scenario at every host (`name [TTL] [IN] TYPE data`), as records. */
function zoneRecords(scenario: DnsWorldRow): ZoneRecord[] {
  const texts = [scenario.records, ...Object.values(scenario.recordsAt ?? {})];
  return texts.flatMap((text) =>
    text
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter((tokens) => tokens.length >= 3 && !tokens[0]?.startsWith(';'))
      .map((tokens) => {
        const [owner = '', ...rest] = tokens;
        while (/^\d+$/.test(rest[0] ?? '') || rest[0]?.toUpperCase() === 'IN') rest.shift();
        const [type = '', ...data] = rest;
        return { owner: absolute(owner, scenario.zone), type: type.toUpperCase(), data: data.join(' ') };
      }),
  );
}

const isAddress = (record: ZoneRecord): boolean => record.type === 'A' || record.type === 'AAAA';

/**
 * The records the owner's panel shows: the zone's, less the addresses its host's proxy answers with.
 * At a host that points the apex with one record of its own (a flattened CNAME, an ALIAS or ANAME),
 * the apex's addresses are that record's answers: the panel shows the one record, of the host's type,
 * not A/AAAA (the host table's `apex` fact, with its source).
 */
export function panelRecords(scenario: DnsWorldRow): ZoneRecord[] {
  const hosts = Object.values(scenario.nsNamesAt ?? {})
    .flat()
    .map((name) => dnsHostOfNameserver(name));
  const shown = zoneRecords(scenario).filter(
    (record) => !(isAddress(record) && hosts.some((host) => host && isProxyAnswer(host, [record.data]))),
  );
  const apexRecord = hosts.find((host) => host?.apex?.value.kind === 'record')?.apex?.value;
  if (apexRecord?.kind !== 'record' || !shown.some((record) => record.owner === scenario.zone && isAddress(record)))
    return shown;
  return [
    ...shown.filter((record) => !(record.owner === scenario.zone && isAddress(record))),
    { owner: scenario.zone, type: apexRecord.recordType, data: '(its target, answered as the apex’s addresses)' },
  ];
}

export interface Deletion {
  readonly owner: string;
  /** The types it may be: `A/AAAA` is either. */
  readonly types: readonly string[];
  /** The values named, if any. */
  readonly values: readonly string[];
}

/**
 * Every record a fix tells the owner to delete, read from its words: "delete the A record at NAME",
 * "delete the A/AAAA records V1, V2 at NAME", "delete the CNAME at @ (Cloudflare’s name for ZONE)",
 * "set the flags of that record at NAME to 0, or delete it". A "delete" it cannot read is returned as
 * `unread`, so that a new wording is looked at rather than let through; "do not delete" is no deletion.
 */
export function deletionsIn(fix: string, zone: string): { deletions: Deletion[]; unread: string[] } {
  const deletions: Deletion[] = [];
  const unread: string[] = [];
  const sentences = fix.split(/(?<=[.;:])\s+/);
  for (const sentence of sentences) {
    if (!/\bdelete\b/i.test(sentence) || /\bdo not delete\b|nothing .* to delete/i.test(sentence)) continue;
    const record =
      /\bdelete the (A\/AAAA|AAAA|ALIAS|ANAME|A|CNAME|MX|TXT|CAA)(?: record(?:\(s\)|s)?)?((?: [^\s,]+,?)*?) at (\S+)/i.exec(
        sentence,
      );
    const caaFlags = /record at (\S+) to 0, or delete it/.exec(sentence);
    if (record) {
      const [, type = '', values = '', written = ''] = record;
      const name = written.replace(/[.,;:]+$/, '');
      deletions.push({
        owner: name === '@' ? zone : name.toLowerCase(),
        types: type === 'A/AAAA' ? ['A', 'AAAA'] : [type.toUpperCase()],
        values: values
          .split(/[\s,]+/)
          .map((value) => value.trim())
          .filter(Boolean),
      });
    } else if (caaFlags) {
      deletions.push({ owner: (caaFlags[1] ?? '').toLowerCase(), types: ['CAA'], values: [] });
    } else {
      unread.push(sentence);
    }
  }
  return { deletions, unread };
}

/** The deletions of `fix` that name a record the panel does not show. */
export function deletionsNotInPanel(fix: string, scenario: DnsWorldRow): { missing: Deletion[]; unread: string[] } {
  const panel = panelRecords(scenario);
  const { deletions, unread } = deletionsIn(fix, scenario.zone);
  const missing = deletions.filter(({ owner, types, values }) => {
    const there = panel.filter((record) => record.owner === owner && types.includes(record.type));
    if (there.length === 0) return true;
    return values.some((value) => !there.some((record) => record.data.toLowerCase() === value.toLowerCase()));
  });
  return { missing, unread };
}
