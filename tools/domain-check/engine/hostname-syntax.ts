/** Why `name` is not a valid hostname (RFC 1123 §2.1, RFC 1035 §2.3.4), or `undefined` when it is. */
export function describeHostnameProblem(name: string): string | undefined {
  if (name.length === 0) return 'it is empty';
  if (name.length > 253) return `it is ${name.length} characters long; the limit is 253`;
  if (name.includes('://')) return 'it includes a URL scheme';
  if (/[/?#]/.test(name)) return 'it includes a path';
  if (name.includes(':')) return 'it includes a port';
  if (/^\d+(\.\d+){3}$/.test(name)) return 'it is an IP address, not a hostname';
  for (const label of name.split('.')) {
    if (label.length === 0) return 'it has an empty label';
    if (label === '*') return 'it is a wildcard';
    if (label.length > 63) return `the label "${label.slice(0, 20)}…" is ${label.length} characters; the limit is 63`;
    if (!/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(label))
      return `the label "${label}" is not letters, digits and inner hyphens`;
  }
  if (!name.includes('.')) return 'it has a single label; a custom domain has at least two';
  return undefined;
}
