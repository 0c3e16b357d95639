/**
 * The root's trust anchors: where a chain of trust starts (RFC 4033 §5, RFC 4035 §4.4). By default
 * IANA's; a test world (or an operator of a private root) passes its own, as zone-file lines holding
 * DS or DNSKEY records of the root, the format Unbound's `trust-anchor-file` reads.
 */

export type TrustAnchor =
  | {
      readonly kind: 'ds';
      readonly keyTag: number;
      readonly algorithm: number;
      readonly digestType: number;
      readonly digest: Uint8Array;
    }
  /** A DNSKEY trusted as it is: the root's DNSKEY RRset must hold it and be signed by it. */
  | { readonly kind: 'dnskey'; readonly flags: number; readonly algorithm: number; readonly publicKey: Uint8Array };

export interface TrustAnchorSet {
  readonly anchors: readonly TrustAnchor[];
  /** Where the anchors come from, for the finding's words. */
  readonly source: string;
}

const hex = (text: string): Uint8Array => Uint8Array.from(text.match(/../g) ?? [], (pair) => parseInt(pair, 16));

function base64(text: string): Uint8Array {
  const binary = atob(text);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * IANA's root anchors, read from https://data.iana.org/root-anchors/root-anchors.xml on 2026-11-28:
 * KSK-2017 (key tag 20326, valid from 2017-02-02) and KSK-2024 (key tag 38696, valid from 2024-07-18),
 * both RSASHA256 (8) with SHA-256 (2) digests.
 */
export const IANA_ROOT_ANCHORS: TrustAnchorSet = {
  source: 'IANA root anchors (https://data.iana.org/root-anchors/root-anchors.xml, read 2026-11-28)',
  anchors: [
    {
      kind: 'ds',
      keyTag: 20326,
      algorithm: 8,
      digestType: 2,
      digest: hex('E06D44B80B8F1D39A95C0B0D7C65D08458E880409BBC683457104237C7F8EC8D'),
    },
    {
      kind: 'ds',
      keyTag: 38696,
      algorithm: 8,
      digestType: 2,
      digest: hex('683D2D0ACB8C9B712A1948B27F741219298D0A450D612C483AF444A4C0FB2B16'),
    },
  ],
};

export class TrustAnchorError extends Error {
  override readonly name = 'TrustAnchorError';
  readonly code = 'TRUST_ANCHOR_INVALID';
}

/**
 * Root DS and DNSKEY records in zone-file presentation form, one a line (`. IN DS 20326 8 2 E06D…`,
 * `. 3600 IN DNSKEY 257 3 13 base64…`); comments after `;` and blank lines skipped.
 * @throws {TrustAnchorError} naming the first line that is neither, or a file with no anchor.
 */
export function parseTrustAnchors(text: string, source: string): TrustAnchorSet {
  const anchors: TrustAnchor[] = [];
  for (const [index, rawLine] of text.split('\n').entries()) {
    const line = rawLine.replace(/;.*/, '').trim();
    if (!line) continue;
    const fields = line.split(/\s+/);
    const typeAt = fields.findIndex((field) => /^(DS|DNSKEY)$/i.test(field));
    const owner = fields[0];
    const rest = fields.slice(typeAt + 1);
    const numbers = rest.slice(0, 3).map(Number);
    if (typeAt < 1 || owner !== '.' || numbers.some((value) => !Number.isInteger(value)) || rest.length < 4) {
      throw new TrustAnchorError(`${source}, line ${index + 1}: not a DS or DNSKEY record of the root (.)`);
    }
    const [first = 0, second = 0, third = 0] = numbers;
    const data = rest.slice(3).join('');
    if (fields[typeAt]?.toUpperCase() === 'DS') {
      if (!/^[0-9a-f]+$/i.test(data)) throw new TrustAnchorError(`${source}, line ${index + 1}: the digest is not hex`);
      anchors.push({ kind: 'ds', keyTag: first, algorithm: second, digestType: third, digest: hex(data) });
    } else {
      try {
        anchors.push({ kind: 'dnskey', flags: first, algorithm: third, publicKey: base64(data) });
      } catch {
        throw new TrustAnchorError(`${source}, line ${index + 1}: the key is not base64`);
      }
    }
  }
  if (anchors.length === 0) throw new TrustAnchorError(`${source} holds no DS or DNSKEY record of the root`);
  return { anchors, source };
}
