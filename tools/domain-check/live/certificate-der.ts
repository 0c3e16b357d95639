/**
 * The two fields of an X.509 certificate (RFC 5280) that ACME Renewal Information names a certificate
 * by (RFC 9773 §4.1): the serial number and the Authority Key Identifier's keyIdentifier. Node's
 * certificate objects give neither as bytes, so this reads them from the DER. A certificate this
 * reader cannot walk gives `undefined`: the check then judges without asking the CA.
 */

interface DerElement {
  readonly tag: number;
  /** Offset of the first content byte. */
  readonly start: number;
  /** Offset after the last content byte. */
  readonly end: number;
}

/** One TLV at `offset` (X.690 §8.1: definite lengths only, as DER requires). */
function readElement(der: Uint8Array, offset: number, limit: number): DerElement | undefined {
  if (offset + 2 > limit) return undefined;
  const tag = der[offset] ?? 0;
  let length = der[offset + 1] ?? 0;
  let start = offset + 2;
  if (length & 0x80) {
    const octets = length & 0x7f;
    if (octets === 0 || octets > 4 || start + octets > limit) return undefined;
    length = 0;
    for (let index = 0; index < octets; index += 1) length = length * 256 + (der[start + index] ?? 0);
    start += octets;
  }
  const end = start + length;
  return end > limit ? undefined : { tag, start, end };
}

/** The elements inside a constructed element. */
function childrenOf(der: Uint8Array, parent: DerElement): DerElement[] | undefined {
  const children: DerElement[] = [];
  for (let offset = parent.start; offset < parent.end;) {
    const child = readElement(der, offset, parent.end);
    if (!child) return undefined;
    children.push(child);
    offset = child.end;
  }
  return children;
}

const SEQUENCE = 0x30;
const INTEGER = 0x02;
const OCTET_STRING = 0x04;
const OBJECT_IDENTIFIER = 0x06;
/** RFC 5280 §4.1: `version [0] EXPLICIT` and `extensions [3] EXPLICIT` in TBSCertificate. */
const VERSION_TAG = 0xa0;
const EXTENSIONS_TAG = 0xa3;
/** RFC 5280 §4.2.1.1: `keyIdentifier [0] IMPLICIT KeyIdentifier` in AuthorityKeyIdentifier. */
const KEY_IDENTIFIER_TAG = 0x80;
/** id-ce-authorityKeyIdentifier, 2.5.29.35, as DER content bytes. */
const AUTHORITY_KEY_IDENTIFIER_OID = [0x55, 0x1d, 0x23];

export interface CertificateIdentity {
  /** The serial number's DER content bytes, leading zero included (RFC 9773 §4.1), as hex. */
  readonly serialNumber: string;
  /** The AKI keyIdentifier bytes, as hex; `null` when the certificate has none. */
  readonly authorityKeyId: string | null;
}

const hexOf = (der: Uint8Array, element: DerElement): string =>
  Array.from(der.subarray(element.start, element.end), (byte) => byte.toString(16).padStart(2, '0')).join('');

function isOid(der: Uint8Array, element: DerElement, oid: readonly number[]): boolean {
  return (
    element.tag === OBJECT_IDENTIFIER &&
    element.end - element.start === oid.length &&
    oid.every((byte, index) => der[element.start + index] === byte)
  );
}

function authorityKeyIdIn(der: Uint8Array, extensions: DerElement): string | null | undefined {
  const list = readElement(der, extensions.start, extensions.end);
  if (list?.tag !== SEQUENCE) return undefined;
  for (const extension of childrenOf(der, list) ?? []) {
    const parts = childrenOf(der, extension);
    if (!parts?.[0] || !isOid(der, parts[0], AUTHORITY_KEY_IDENTIFIER_OID)) continue;
    // Extension ::= SEQUENCE { extnID, critical BOOLEAN DEFAULT FALSE, extnValue OCTET STRING }
    const value = parts.find((part, index) => index > 0 && part.tag === OCTET_STRING);
    const aki = value && readElement(der, value.start, value.end);
    if (aki?.tag !== SEQUENCE) return undefined;
    const keyIdentifier = childrenOf(der, aki)?.find((part) => part.tag === KEY_IDENTIFIER_TAG);
    return keyIdentifier ? hexOf(der, keyIdentifier) : null;
  }
  return null;
}

/** The serial number and AKI keyIdentifier of a DER certificate; `undefined` when it cannot be read. */
export function readCertificateIdentity(der: Uint8Array): CertificateIdentity | undefined {
  const certificate = readElement(der, 0, der.length);
  if (certificate?.tag !== SEQUENCE) return undefined;
  const tbs = readElement(der, certificate.start, certificate.end);
  if (tbs?.tag !== SEQUENCE) return undefined;
  const fields = childrenOf(der, tbs);
  if (!fields) return undefined;
  const serialIndex = fields[0]?.tag === VERSION_TAG ? 1 : 0;
  const serial = fields[serialIndex];
  if (serial?.tag !== INTEGER) return undefined;
  const extensions = fields.find((field) => field.tag === EXTENSIONS_TAG);
  const authorityKeyId = extensions ? authorityKeyIdIn(der, extensions) : null;
  if (authorityKeyId === undefined) return undefined;
  return { serialNumber: hexOf(der, serial), authorityKeyId };
}
