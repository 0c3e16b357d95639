/**
 * The DNSSEC signature algorithms and DS digest types domain-check validates, through WebCrypto
 * (`globalThis.crypto.subtle`), so the same code runs in Node and in a browser. An algorithm or digest
 * not listed here is unknown: a zone signed only with it is insecure, not bogus (RFC 4035 §5.2).
 */

type Subtle = SubtleCrypto;

/** A copy WebCrypto accepts: its own ArrayBuffer, never a view of a shared one. */
const owned = (bytes: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(bytes);

interface SignatureAlgorithm {
  readonly mnemonic: string;
  /** Where the algorithm's DNSKEY and RRSIG formats are defined. */
  readonly source: string;
  /** Imports a DNSKEY's public key field; rejects when the runtime lacks the algorithm. */
  readonly importKey: (subtle: Subtle, publicKey: Uint8Array) => Promise<CryptoKey>;
  readonly verifyParams: AlgorithmIdentifier | EcdsaParams;
}

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** RFC 3110 §2: an exponent length (one octet, or zero then two), the exponent, the modulus. */
function rsaKey(hash: string) {
  return (subtle: Subtle, key: Uint8Array): Promise<CryptoKey> => {
    const long = key[0] === 0;
    const exponentLength = long ? ((key[1] ?? 0) << 8) | (key[2] ?? 0) : (key[0] ?? 0);
    const exponentAt = long ? 3 : 1;
    const exponent = key.subarray(exponentAt, exponentAt + exponentLength);
    const modulus = key.subarray(exponentAt + exponentLength);
    return subtle.importKey(
      'jwk',
      { kty: 'RSA', n: base64Url(modulus), e: base64Url(exponent), ext: true },
      { name: 'RSASSA-PKCS1-v1_5', hash },
      false,
      ['verify'],
    );
  };
}

/** RFC 6605 §4: the key is Q's x and y; WebCrypto reads it as an uncompressed point (0x04 first). */
function ecdsaKey(namedCurve: string) {
  return (subtle: Subtle, key: Uint8Array): Promise<CryptoKey> => {
    const point = new Uint8Array(key.length + 1);
    point[0] = 4;
    point.set(key, 1);
    return subtle.importKey('raw', point, { name: 'ECDSA', namedCurve }, false, ['verify']);
  };
}

/** RFC 8080 §3: the public key as RFC 8032 encodes it, which is WebCrypto's raw form. */
function edwardsKey(name: string) {
  return (subtle: Subtle, key: Uint8Array): Promise<CryptoKey> =>
    subtle.importKey('raw', owned(key), { name }, false, ['verify']);
}

/**
 * What RFC 8624 §3.1 says a validator implements: RSASHA1 (5), RSASHA1-NSEC3-SHA1 (7), RSASHA256 (8),
 * RSASHA512 (10) and ECDSAP256SHA256 (13) MUST; ECDSAP384SHA384 (14) and ED25519 (15) RECOMMENDED;
 * ED448 (16) MAY (here where the runtime's WebCrypto has Ed448, as Node's does).
 */
export const SIGNATURE_ALGORITHMS: Readonly<Record<number, SignatureAlgorithm>> = {
  5: {
    mnemonic: 'RSASHA1',
    source: 'RFC 3110 §2',
    importKey: rsaKey('SHA-1'),
    verifyParams: 'RSASSA-PKCS1-v1_5',
  },
  7: {
    mnemonic: 'RSASHA1-NSEC3-SHA1',
    source: 'RFC 5155 §2',
    importKey: rsaKey('SHA-1'),
    verifyParams: 'RSASSA-PKCS1-v1_5',
  },
  8: {
    mnemonic: 'RSASHA256',
    source: 'RFC 5702 §3',
    importKey: rsaKey('SHA-256'),
    verifyParams: 'RSASSA-PKCS1-v1_5',
  },
  10: {
    mnemonic: 'RSASHA512',
    source: 'RFC 5702 §3',
    importKey: rsaKey('SHA-512'),
    verifyParams: 'RSASSA-PKCS1-v1_5',
  },
  13: {
    mnemonic: 'ECDSAP256SHA256',
    source: 'RFC 6605 §4',
    importKey: ecdsaKey('P-256'),
    verifyParams: { name: 'ECDSA', hash: 'SHA-256' },
  },
  14: {
    mnemonic: 'ECDSAP384SHA384',
    source: 'RFC 6605 §4',
    importKey: ecdsaKey('P-384'),
    verifyParams: { name: 'ECDSA', hash: 'SHA-384' },
  },
  15: { mnemonic: 'ED25519', source: 'RFC 8080 §3', importKey: edwardsKey('Ed25519'), verifyParams: 'Ed25519' },
  16: { mnemonic: 'ED448', source: 'RFC 8080 §3', importKey: edwardsKey('Ed448'), verifyParams: 'Ed448' },
};

/** DS digest types (RFC 8624 §3.3: SHA-1 and SHA-256 MUST, SHA-384 RECOMMENDED) and their WebCrypto names. */
export const DS_DIGESTS: Readonly<Record<number, { readonly mnemonic: string; readonly hash: string }>> = {
  1: { mnemonic: 'SHA-1', hash: 'SHA-1' },
  2: { mnemonic: 'SHA-256', hash: 'SHA-256' },
  4: { mnemonic: 'SHA-384', hash: 'SHA-384' },
};

/** Node (since 19) and every browser in a secure context have it. */
const subtleCrypto = (): Subtle => globalThis.crypto.subtle;

/** An imported key, or why there is none: the runtime lacks the algorithm, or the key field is malformed. */
type ImportedKey = CryptoKey | 'unsupported' | 'unreadable';

const importedKeys = new Map<string, Promise<ImportedKey>>();

function importOnce(algorithm: number, known: SignatureAlgorithm, publicKey: Uint8Array): Promise<ImportedKey> {
  const cacheKey = `${algorithm} ${base64Url(publicKey)}`;
  let imported = importedKeys.get(cacheKey);
  if (!imported) {
    imported = known
      .importKey(subtleCrypto(), publicKey)
      .catch((error: unknown) =>
        error instanceof Error && error.name === 'NotSupportedError' ? 'unsupported' : 'unreadable',
      );
    importedKeys.set(cacheKey, imported);
  }
  return imported;
}

/**
 * Whether `signature` over `data` verifies with a DNSKEY's public key: `undefined` when the algorithm
 * is not one domain-check knows, or the runtime cannot import it (Ed448 in most browsers).
 */
export async function verifySignature(
  algorithm: number,
  publicKey: Uint8Array,
  signature: Uint8Array,
  data: Uint8Array,
): Promise<boolean | undefined> {
  const known = SIGNATURE_ALGORITHMS[algorithm];
  if (!known) return undefined;
  const key = await importOnce(algorithm, known, publicKey);
  if (key === 'unsupported') return undefined;
  if (key === 'unreadable') return false;
  try {
    return await subtleCrypto().verify(known.verifyParams, key, owned(signature), owned(data));
  } catch {
    return false;
  }
}

/** Whether the runtime can verify `algorithm` at all. */
export function isKnownAlgorithm(algorithm: number): boolean {
  return algorithm in SIGNATURE_ALGORITHMS;
}

/** The digest of `data` with a DS digest type; `undefined` for a type domain-check does not know. */
export async function dsDigest(digestType: number, data: Uint8Array): Promise<Uint8Array | undefined> {
  const known = DS_DIGESTS[digestType];
  if (!known) return undefined;
  return new Uint8Array(await subtleCrypto().digest(known.hash, owned(data)));
}

/** SHA-1, for NSEC3 hashes (RFC 5155 §5). */
export async function sha1(data: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await subtleCrypto().digest('SHA-1', owned(data)));
}
