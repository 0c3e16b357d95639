/**
 * Whether an address lies in a CIDR range, in plain code so that the browser runs it too (node:net's
 * BlockList is Node-only). Addresses come from DNS answers, so they are already in canonical form.
 */

function ipv4ToBigInt(address: string): bigint | null {
  const parts = address.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    value = (value << 8n) | BigInt(part);
  }
  return value;
}

export function ipv6ToBigInt(address: string): bigint | null {
  const halves = address.toLowerCase().split('::');
  if (halves.length > 2) return null;
  const groupsOf = (text: string | undefined): string[] => (text ? text.split(':') : []);
  const head = groupsOf(halves[0]);
  const tail = groupsOf(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill('0'), ...tail];
  let value = 0n;
  for (const group of groups) {
    if (!/^[0-9a-f]{1,4}$/.test(group)) return null;
    value = (value << 16n) | BigInt(`0x${group}`);
  }
  return value;
}

/** `104.16.0.1` in `104.16.0.0/13`, `2606:4700::1` in `2606:4700::/32`; false across families. */
export function isAddressInRange(address: string, cidr: string): boolean {
  const [base = '', prefixText = ''] = cidr.split('/');
  const v6 = base.includes(':');
  if (v6 !== address.includes(':')) return false;
  const bits = v6 ? 128n : 32n;
  const toBigInt = v6 ? ipv6ToBigInt : ipv4ToBigInt;
  const value = toBigInt(address);
  const network = toBigInt(base);
  const prefix = BigInt(prefixText);
  if (value === null || network === null) return false;
  const shift = bits - prefix;
  return value >> shift === network >> shift;
}

export function isAddressInRanges(address: string, cidrs: readonly string[]): boolean {
  return cidrs.some((cidr) => isAddressInRange(address, cidr));
}
