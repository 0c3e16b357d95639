/**
 * A `_validation-persist` TXT record read as a certificate authority reads it (dns-persist-01,
 * draft-ietf-acme-dns-persist-02 §4.1, CA/B Forum ballot SC-088v3, method 3.2.2.4.22), following
 * Let's Encrypt's reading in Boulder (`va/dns_persist.go`, letsencrypt/boulder, read 2026-11-28):
 * an RFC 8659 issue-value, `issuer-domain-name; tag=value; …`, whose `accounturi` names the ACME
 * account that may get certificates for the name while the record stays.
 */
import punycode from 'punycode/punycode.js';

/** The sources this reading follows, for the findings page and the record's evidence. */
export const PERSIST_RECORD_SOURCES = {
  draft: {
    title: 'draft-ietf-acme-dns-persist-02 §4.1 (record format), §4.2 (verification), §4.3.3 (removal)',
    url: 'https://www.ietf.org/archive/id/draft-ietf-acme-dns-persist-02.xml',
    read: '2026-11-28',
  },
  boulder: {
    title: "Boulder's dns-persist-01 reading, va/dns_persist.go",
    url: 'https://github.com/letsencrypt/boulder/blob/main/va/dns_persist.go',
    read: '2026-11-28',
  },
  ballot: {
    title: 'CA/B Forum ballot SC-088v3: method 3.2.2.4.22 (DNS TXT record with persistent value)',
    url: 'https://cabforum.org/',
    read: '2026-11-28',
  },
} as const;

/** The owner-name label of a persistent validation record (draft §2). */
export const PERSIST_LABEL = '_validation-persist';
/** The owner-name label of an ACME dns-01 challenge record (RFC 8555 §8.4). */
export const ACME_CHALLENGE_LABEL = '_acme-challenge';

export interface PersistAuthorization {
  /** The issuer-domain-name, normalised (lower case, A-labels, no trailing dot; draft §9.2). */
  readonly issuer: string;
  /** The ACME account the record authorizes, compared byte for byte (draft §4.1). */
  readonly accountUri: string;
  /** `policy=wildcard` (any case): subdomains and wildcard certificates too (draft §4.1 item 4, §5). */
  readonly wildcard: boolean;
  /** `persistUntil`, as an ISO time; `null` when the record sets no end (draft §4.1 item 5). */
  readonly persistUntil: string | null;
}

/** Why a CA would reject a record: each says what is wrong with it. */
export type PersistProblem =
  | { readonly kind: 'no-issuer' }
  | { readonly kind: 'issuer-not-a-domain'; readonly issuer: string }
  | { readonly kind: 'empty-parameter' }
  | { readonly kind: 'not-tag-value'; readonly parameter: string }
  | { readonly kind: 'empty-tag'; readonly parameter: string }
  | { readonly kind: 'duplicate-parameter'; readonly tag: string }
  | { readonly kind: 'bad-value'; readonly tag: string; readonly value: string }
  | { readonly kind: 'missing-accounturi' }
  | { readonly kind: 'bad-persist-until'; readonly value: string };

export type PersistReading =
  | { readonly valid: true; readonly authorization: PersistAuthorization }
  | { readonly valid: false; readonly issuer: string | null; readonly problem: PersistProblem };

/** RFC 5234 WSP: space and horizontal tab, trimmed around each part (RFC 8659 §4.2). */
const trimWsp = (text: string) => text.replace(/^[ \t]+|[ \t]+$/g, '');

/** The tags a CA reads; any other is ignored (draft §4.1 item 1). */
const KNOWN_TAGS = new Set(['accounturi', 'policy', 'persistuntil']);

/** RFC 8659 §4.2 value: printable ASCII but `;` and space (%x21-3A / %x3C-7E). */
const VALUE_CHARACTERS = /^[\x21-\x3a\x3c-\x7e]*$/;

/** Lower case, NFC, A-labels, no trailing dot, at most 253 octets (draft §9.2); `null` when not a name. */
export function normaliseIssuerDomain(name: string): string | null {
  const ascii = punycode.toASCII(name.normalize('NFC').toLowerCase()).replace(/\.$/, '');
  if (ascii.length === 0 || ascii.length > 253) return null;
  const labels = ascii.split('.');
  return labels.every((label) => /^[a-z0-9_](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label)) ? ascii : null;
}

/** Reads one record's text (its strings joined, as Boulder joins them). */
export function readPersistRecord(text: string): PersistReading {
  const [head = '', ...parameters] = text.split(';');
  const issuerText = trimWsp(head);
  if (issuerText === '') return { valid: false, issuer: null, problem: { kind: 'no-issuer' } };
  const issuer = normaliseIssuerDomain(issuerText);
  if (issuer === null) {
    return { valid: false, issuer: null, problem: { kind: 'issuer-not-a-domain', issuer: issuerText } };
  }
  const invalid = (problem: PersistProblem): PersistReading => ({ valid: false, issuer, problem });
  const seen = new Set<string>();
  let accountUri = '';
  let policy = '';
  let persistUntil: string | null = null;
  for (const raw of parameters) {
    const parameter = trimWsp(raw);
    if (parameter === '') return invalid({ kind: 'empty-parameter' });
    const equals = parameter.indexOf('=');
    if (equals < 0) return invalid({ kind: 'not-tag-value', parameter });
    const tag = trimWsp(parameter.slice(0, equals));
    const value = trimWsp(parameter.slice(equals + 1));
    if (tag === '') return invalid({ kind: 'empty-tag', parameter });
    const known = tag.toLowerCase();
    if (!KNOWN_TAGS.has(known)) continue;
    if (seen.has(known)) return invalid({ kind: 'duplicate-parameter', tag });
    seen.add(known);
    if (!VALUE_CHARACTERS.test(value)) return invalid({ kind: 'bad-value', tag, value });
    if (known === 'accounturi') {
      if (value === '') return invalid({ kind: 'missing-accounturi' });
      accountUri = value;
    } else if (known === 'policy') {
      policy = value;
    } else {
      // A base-10 integer (draft §4.1 item 5); Boulder also takes a sign, as Go's ParseInt does.
      if (!/^[+-]?\d{1,18}$/.test(value)) return invalid({ kind: 'bad-persist-until', value });
      persistUntil = new Date(Number(value) * 1000).toISOString();
    }
  }
  if (accountUri === '') return invalid({ kind: 'missing-accounturi' });
  return {
    valid: true,
    authorization: { issuer, accountUri, wildcard: policy.toLowerCase() === 'wildcard', persistUntil },
  };
}
