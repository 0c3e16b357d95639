/**
 * `domain-check records`: the records to create for each domain, planned offline from the config.
 * Pure: no DNS. The Public Suffix List (ICANN section) tells an apex from a subdomain; DNS may differ
 * (a delegated subdomain is its own apex), which `check` finds out.
 */
import { describeHostname, toUnicodeHostname } from '../config/hostname.ts';
import { getRegistrableDomain } from '../engine/domain-names.ts';
import type { DomainKind, DomainRole } from '../engine/report.ts';
import { escapeForTerminal } from '../reporters/terminal-text.ts';
import { DEFAULT_PLATFORM_PROFILE } from '../config/default-platform-profile.ts';

/** The TTL the procedure gives for the records, from the platform profile. */
export const PROCEDURE_TTL = DEFAULT_PLATFORM_PROFILE.recordTtl;

export interface PlannedRecord {
  /** The name in DNS: ASCII, IDN labels in Punycode. */
  readonly domain: string;
  /** The same name as people write it (`bücher.example.com`); equal to `domain` when it has no IDN label. */
  readonly unicode: string;
  readonly role: DomainRole;
  readonly kind: DomainKind;
  /** The zone the record goes in, by the Public Suffix List. */
  readonly zone: string;
  /** The record name as DNS hosts ask for it: the label relative to the zone, `@` for the apex. */
  readonly name: string;
  readonly type: 'CNAME' | 'ALIAS/ANAME';
  readonly value: string;
  readonly ttl: number;
  readonly note: string;
}

export type RecordsFormat = 'table' | 'zone' | 'json';
export const RECORDS_FORMATS: readonly RecordsFormat[] = ['table', 'zone', 'json'];

const APEX_NOTE = 'ALIAS/ANAME: not every DNS provider supports it; resolvers see plain A/AAAA records.';
const REDIRECT_NOTE = 'Redirect source: it needs its own record to serve the 301.';

export function planRecords(
  domains: readonly { readonly domain: string; readonly role: DomainRole }[],
  platformHost: string,
): PlannedRecord[] {
  return domains.map(({ domain, role }) => {
    const zone = getRegistrableDomain(domain) ?? domain;
    const kind: DomainKind = zone === domain ? 'apex' : 'subdomain';
    const notes = [kind === 'apex' ? APEX_NOTE : '', role === 'redirect' ? REDIRECT_NOTE : ''].filter(Boolean);
    return {
      domain,
      unicode: toUnicodeHostname(domain),
      role,
      kind,
      zone,
      name: kind === 'apex' ? '@' : domain.slice(0, -(zone.length + 1)),
      type: kind === 'apex' ? 'ALIAS/ANAME' : 'CNAME',
      value: platformHost,
      ttl: PROCEDURE_TTL,
      note: notes.join(' '),
    };
  });
}

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

function renderTable(records: readonly PlannedRecord[]): string {
  const header = ['Domain', 'Role', 'Zone', 'Type', 'Name', 'Value', 'TTL'];
  // Escaped before measuring, so the columns line up with what the terminal shows.
  const rows = records.map((r) =>
    [describeHostname(r.domain), r.role, describeHostname(r.zone), r.type, r.name, r.value, String(r.ttl)].map(
      escapeForTerminal,
    ),
  );
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const format = (row: readonly string[]): string =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  const lines = [format(header), format(widths.map((width) => '-'.repeat(width))), ...rows.map(format), ''];
  for (const record of records) if (record.note) lines.push(`${describeHostname(record.domain)}: ${record.note}`);
  lines.push('', DELEGATION_NOTE);
  return `${lines.map(escapeForTerminal).join('\n')}\n`;
}

function renderZone(records: readonly PlannedRecord[]): string {
  const lines: string[] = [`; ${DELEGATION_NOTE}`];
  const zones = [...new Set(records.map((record) => record.zone))];
  for (const zone of zones) {
    lines.push('', `$ORIGIN ${zone}.`);
    for (const record of records.filter((r) => r.zone === zone)) {
      // Zone files hold the Punycode form; the comment shows an IDN as people write it too.
      if (record.role === 'redirect') lines.push(`; ${describeHostname(record.domain)}: ${REDIRECT_NOTE}`);
      else if (record.unicode !== record.domain) lines.push(`; ${describeHostname(record.domain)}`);
      if (record.type === 'CNAME') {
        lines.push(`${record.name}\t${record.ttl}\tIN\tCNAME\t${record.value}.`);
      } else {
        // ALIAS/ANAME is not a standard RR type: each DNS host has its own way of entering it.
        lines.push(`; ${APEX_NOTE}`, `; @\t${record.ttl}\tIN\tALIAS\t${record.value}.`);
      }
    }
  }
  // The tabs between fields are ours; anything else unsafe came from the config.
  return `${lines.map((line) => line.split('\t').map(escapeForTerminal).join('\t')).join('\n')}\n`;
}
