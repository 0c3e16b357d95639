import type { DnsHostProfile } from './profile.ts';
import { isAddressInRanges } from './address-ranges.ts';

/**
 * Whether every address answered lies in the host's proxy ranges: the proxy answered, not the record.
 * Apart from the table (`index.ts`), so that a check reads a detected profile without loading the table.
 */
export function isProxyAnswer(host: DnsHostProfile, addresses: readonly string[]): boolean {
  const ranges = host.proxy?.ranges.value;
  return (
    ranges !== undefined && addresses.length > 0 && addresses.every((address) => isAddressInRanges(address, ranges))
  );
}
