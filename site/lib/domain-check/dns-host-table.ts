/**
 * The custom-domain guide's table of DNS hosts, derived from domain-check's host table (the same data
 * the tool words its fixes from): what each host calls the record that points an apex at a host name,
 * or that it cannot, with the source of that fact.
 */
import { DNS_HOSTS, type DnsHostProfile } from '@petstore-docs/domain-check/catalogue';

export interface DnsHostRow {
  readonly host: string;
  /** The host's id, as `domain-check records --dns-host` takes it. */
  readonly id: string;
  /** What the host calls it, or why there is none; "not known" when no source says. */
  readonly apex: string;
  /** Whether an apex domain works there; null when not known. */
  readonly apexWorks: boolean | null;
  /** The host's proxy mode and its off switch, if any. */
  readonly proxy: string | null;
  readonly sources: readonly { readonly url: string; readonly read: string }[];
}

function apexWords(host: DnsHostProfile): Pick<DnsHostRow, 'apex' | 'apexWorks'> {
  const apex = host.apex?.value;
  if (!apex) return { apex: 'not known: check with the host, or use a subdomain', apexWorks: null };
  if (apex.kind === 'record') {
    return {
      apex: apex.feature ? `${apex.recordType} record (${apex.feature})` : `${apex.recordType} record`,
      apexWorks: true,
    };
  }
  if (apex.kind === 'own-cloud-only') {
    return {
      apex: `not supported: its ${apex.feature}s point only at ${apex.targets}. Use a subdomain.`,
      apexWorks: false,
    };
  }
  return { apex: 'not supported: use a subdomain', apexWorks: false };
}

export function dnsHostRows(hosts: readonly DnsHostProfile[] = DNS_HOSTS): DnsHostRow[] {
  return [...hosts]
    .sort((a, b) => a.displayName.localeCompare(b.displayName, 'en'))
    .map((host) => {
      const sources = [host.apex, host.proxy?.mode].flatMap((fact) =>
        fact ? [fact.source, ...(fact.corroboratedBy ?? [])] : [],
      );
      const proxy = host.proxy
        ? `${host.proxy.mode.value.onName} records answer with ${host.displayName}’s addresses: set them to ${host.proxy.mode.value.offName}`
        : null;
      return {
        host: host.displayName,
        id: host.id,
        ...apexWords(host),
        proxy,
        sources: sources.map(({ url, read }) => ({ url, read })),
      };
    });
}
