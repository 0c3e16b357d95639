/**
 * `domain-check records` as text: a table per zone (in its DNS host's form when the host is known), a
 * zone file, or JSON. The records themselves are planned in `planners/records.ts`.
 */
import { describeHostname } from '../config/hostname.ts';
import { dnsHostLine } from '../dns-hosts/words.ts';
import { APEX_NOTE, REDIRECT_NOTE, type PanelRecord, type PlannedRecord } from '../planners/records.ts';
import { escapeForTerminal } from './terminal-text.ts';

export type { PlannedRecord } from '../planners/records.ts';

export type RecordsFormat = 'table' | 'zone' | 'json';
export const RECORDS_FORMATS: readonly RecordsFormat[] = ['table', 'zone', 'json'];

const DELEGATION_NOTE =
  'Apex or subdomain is judged offline from the Public Suffix List. DNS may differ: a subdomain delegated as its own zone is that zone’s apex and needs ALIAS/ANAME. Run `domain-check check` to see what DNS says.';

export function renderRecords(records: readonly PlannedRecord[], format: RecordsFormat, platformHost: string): string {
  switch (format) {
    case 'json':
      return `${JSON.stringify({ schemaVersion: 1, platformHost, records }, null, 2)}\n`;
    case 'zone':
      return renderZone(records);
    case 'table':
      return renderTable(records);
  }
}

/** `DNS host: Cloudflare, from …`, and whose field names the zone's table uses. */
function hostLine(inZone: readonly PlannedRecord[]): string {
  const [first] = inZone;
  if (!first?.dnsHost)
    return 'DNS host: unknown (its NS records were not looked up, or could not be); the records in the generic form';
  const line = dnsHostLine(first.dnsHost);
  const panel = inZone.find((record) => record.panel?.possible)?.panel;
  if (!first.panel) return `${line}; the records in the generic form`;
  if (!panel) return line;
  return panel.hostFieldNames
    ? `${line}; the records as ${panel.host.name}’s panel takes them`
    : `${line}; the field names are the generic ones (no ${panel.host.name} page in domain-check’s table gives them)`;
}

const GENERIC_HEADER = ['Type', 'Name', 'Value', 'TTL'];

/** A record's cells after Domain, Role and Zone: the panel's fields, or the generic ones. */
function fieldCells(record: PlannedRecord, labels: readonly string[]): string[] {
  const { panel } = record;
  if (!panel) return [record.type, record.name, record.value, String(record.ttl)];
  if (!panel.possible) return labels.map((_, index) => (index === 0 ? `none at ${panel.host.name}` : ''));
  return labels.map((label) => {
    const field = panel.fields.find((candidate) => candidate.label === label);
    return field === undefined ? '' : field.value === '' ? '(empty)' : field.value;
  });
}

function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const format = (row: readonly string[]): string =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [format(header), format(widths.map((width) => '-'.repeat(width))), ...rows.map(format)];
}

/** One table per zone: a zone's records go in at one DNS host, in its form when it is known. */
function renderTable(records: readonly PlannedRecord[]): string {
  const lines: string[] = [];
  const zones = [...new Set(records.map((record) => record.zone))];
  for (const zone of zones) {
    const inZone = records.filter((record) => record.zone === zone);
    const [first] = inZone;
    if (!first) continue;
    const possible = inZone.find((record) => record.panel?.possible)?.panel;
    const header = ['Domain', 'Role', 'Zone', ...(possible?.fields.map((field) => field.label) ?? GENERIC_HEADER)];
    // Escaped before measuring, so the columns line up with what the terminal shows.
    const rows = inZone.map((record) =>
      [
        describeHostname(record.domain),
        record.role,
        describeHostname(record.zone),
        ...fieldCells(record, header.slice(3)),
      ].map(escapeForTerminal),
    );
    if (lines.length > 0) lines.push('');
    lines.push(`${describeHostname(zone)}: ${hostLine(inZone)}`, ...formatTable(header, rows), '');
    for (const record of inZone) {
      const notes = [record.panel?.note ?? '', record.note].filter(Boolean).join(' ');
      if (notes) lines.push(`${describeHostname(record.domain)}: ${notes}`);
    }
    const sources = [
      ...new Set(
        inZone.flatMap((record) => record.panel?.sources ?? []).map(({ url, read }) => `${url} (read ${read})`),
      ),
    ];
    if (sources.length > 0) lines.push(`Sources: ${sources.join(', ')}`);
  }
  lines.push('', DELEGATION_NOTE);
  return `${lines.map(escapeForTerminal).join('\n')}\n`;
}

/** `In Cloudflare’s panel: Type CNAME, Name @, Target cname.platform.test, TTL 3600, Proxy status DNS only`. */
function panelLine(panel: PanelRecord): string {
  if (!panel.possible) return panel.note;
  const fields = panel.fields.map(({ label, value }) => `${label} ${value === '' ? '(empty)' : value}`).join(', ');
  return `In ${panel.host.name}’s panel: ${fields}${panel.note ? `. ${panel.note}` : ''}`;
}

function renderZone(records: readonly PlannedRecord[]): string {
  const lines: string[] = [`; ${DELEGATION_NOTE}`];
  const zones = [...new Set(records.map((record) => record.zone))];
  for (const zone of zones) {
    const inZone = records.filter((r) => r.zone === zone);
    lines.push('', `$ORIGIN ${zone}.`);
    if (inZone[0]?.dnsHost) lines.push(`; ${dnsHostLine(inZone[0].dnsHost)}`);
    for (const record of inZone) {
      // Zone files hold the Punycode form; the comment shows an IDN as people write it too.
      if (record.role === 'redirect') lines.push(`; ${describeHostname(record.domain)}: ${REDIRECT_NOTE}`);
      else if (record.unicode !== record.domain) lines.push(`; ${describeHostname(record.domain)}`);
      if (record.panel) lines.push(`; ${panelLine(record.panel)}`);
      if (record.type === 'CNAME') {
        lines.push(`${record.name}\t${record.ttl}\tIN\tCNAME\t${record.value}.`);
      } else if (!record.panel) {
        // ALIAS/ANAME is not a standard RR type: each DNS host has its own way of entering it.
        lines.push(`; ${APEX_NOTE}`, `; @\t${record.ttl}\tIN\tALIAS\t${record.value}.`);
      }
    }
  }
  // The tabs between fields are ours; anything else unsafe came from the config.
  return `${lines.map((line) => line.split('\t').map(escapeForTerminal).join('\t')).join('\n')}\n`;
}
