import punycode from 'punycode/punycode.js';
import { ConfigError, quote } from './errors.ts';

/** A hostname in both spellings: `ascii` for DNS and comparisons, `unicode` for people. */
export interface NormalisedHostname {
  /** Lower-case ASCII, IDN labels in Punycode, no trailing dot. @example "xn--bcher-kva.example" */
  readonly ascii: string;
  /** The same name with Punycode labels decoded. @example "bücher.example" */
  readonly unicode: string;
}

export type HostnameCheck =
  ({ readonly ok: true } & NormalisedHostname) | { readonly ok: false; readonly message: string };

const EXAMPLE = '"docs.example.com"';
// RFC 1035 §2.3.4: 63 octets per label; 255 octets on the wire is 253 characters in dotted form.
const MAX_LABEL_LENGTH = 63;
const MAX_NAME_LENGTH = 253;
const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const PORT = /:(\d*)$/;
const IPV4 = /^\d+(?:\.\d+){3}$/;
// WHATWG URL parses a host whose last label is a number (decimal or 0x…) as IPv4, and so do many resolvers.
const NUMERIC_LABEL = /^(?:\d+|0x[0-9a-f]*)$/;
const LDH_LABEL = /^[a-z0-9-]+$/;

/**
 * Normalises then validates a hostname: trims spaces, lower-cases, turns Unicode (IDN) into Punycode
 * (UTS #46 via the WHATWG URL parser, as browsers do) and strips one trailing dot.
 * Never throws; the message says what is wrong and what to write instead.
 */
export function checkHostname(input: string): HostnameCheck {
  const problem = findSpellingProblem(input.trim());
  if (typeof problem === 'string') return { ok: false, message: problem };
  return problem;
}

/**
 * Normalises a hostname given on its own (e.g. on the command line).
 * @throws {ConfigError} `CONFIG_INVALID` with one issue at path `""` when the name is not a valid hostname.
 * @example normaliseHostname('Bücher.Example.') // { ascii: 'xn--bcher-kva.example', unicode: 'bücher.example' }
 */
export function normaliseHostname(input: string): NormalisedHostname {
  const result = checkHostname(input);
  if (!result.ok) throw new ConfigError('CONFIG_INVALID', [{ path: '', message: result.message }], 'Invalid hostname');
  return { ascii: result.ascii, unicode: result.unicode };
}

/**
 * Shows a normalised hostname to people: `bücher.example (xn--bcher-kva.example)`, or just the name when
 * it has no IDN labels.
 */
export function describeHostname(ascii: string): string {
  const unicode = toUnicodeHostname(ascii);
  return unicode === ascii ? ascii : `${unicode} (${ascii})`;
}

/** The Unicode spelling of a normalised hostname: `xn--bcher-kva.example` → `bücher.example`; ASCII names as they are. */
export function toUnicodeHostname(ascii: string): string {
  try {
    return punycode.toUnicode(ascii);
  } catch {
    return ascii;
  }
}

function findSpellingProblem(raw: string): HostnameCheck | string {
  const shown = quote(raw);
  if (raw === '') return `is empty; write a hostname such as ${EXAMPLE}`;

  const scheme = SCHEME.exec(raw)?.[0];
  if (scheme !== undefined) return `${shown} includes a scheme; remove ${quote(scheme)}${suggest(raw)}`;
  if (raw.includes('@')) return `${shown} contains "@"; remove the part up to and including it${suggest(raw)}`;
  if (/\s/.test(raw)) return `${shown} contains a space; remove it`;
  if (raw.startsWith('[') || raw.split(':').length > 2) {
    return `${shown} is an IPv6 address; write the hostname instead, such as ${EXAMPLE}`;
  }
  const pathStart = raw.search(/[/?#\\]/);
  if (pathStart !== -1) {
    return `${shown} includes a path; remove ${quote(raw.slice(pathStart))}${suggest(raw)}`;
  }
  const port = PORT.exec(raw)?.[0];
  if (port !== undefined) return `${shown} includes a port; remove ${quote(port)}${suggest(raw)}`;
  if (raw.includes('*')) {
    return `${shown} is a wildcard; domain-check needs real hostnames, so list each one (such as ${EXAMPLE})`;
  }
  const badAscii = /(?![A-Za-z0-9.-])\p{ASCII}/u.exec(raw)?.[0];
  if (badAscii !== undefined) return badCharacter(shown, badAscii);

  let ascii: string;
  if (/^\p{ASCII}*$/u.test(raw)) {
    ascii = raw.toLowerCase();
  } else {
    try {
      // UTS #46 ToASCII, the mapping browsers apply (case folding, full-width dots, Punycode).
      ascii = new URL(`http://${raw}`).hostname;
    } catch {
      return `${shown} is not a valid internationalised domain name; check for stray symbols or invisible characters`;
    }
  }
  if (ascii.endsWith('.')) ascii = ascii.slice(0, -1);
  return validateAscii(ascii, shown);
}

function validateAscii(ascii: string, shown: string): HostnameCheck | string {
  const labels = ascii.split('.');
  if (labels.includes('')) {
    if (ascii === '') return `${shown} has no labels; write a hostname such as ${EXAMPLE}`;
    if (ascii.startsWith('.')) return `${shown} starts with a dot; remove it`;
    if (ascii.endsWith('.')) return `${shown} ends with more than one dot; keep at most one`;
    return `${shown} has an empty label (two dots in a row); remove the extra dot`;
  }
  const last = labels[labels.length - 1] ?? '';
  if (IPV4.test(ascii) || NUMERIC_LABEL.test(last)) {
    return IPV4.test(ascii)
      ? `${shown} is an IP address; write the hostname instead, such as ${EXAMPLE}`
      : `${shown} ends in a number, so it reads as an IP address; a top-level domain is never all digits`;
  }
  for (const label of labels) {
    if (!LDH_LABEL.test(label)) {
      const bad = /[^a-z0-9-]/.exec(label)?.[0] ?? label;
      return badCharacter(shown, bad);
    }
    if (label.length > MAX_LABEL_LENGTH) {
      return `${shown} has a label of ${label.length} characters (${quote(label)}); a label can have at most ${MAX_LABEL_LENGTH}`;
    }
    const unicodeLabel = decodeLabel(label);
    if (unicodeLabel === undefined) {
      return `${shown} has a label ${quote(label)} that is not valid Punycode; write the name in Unicode or fix the label`;
    }
    if (unicodeLabel.startsWith('-') || unicodeLabel.endsWith('-')) {
      return `${shown} has a label ${quote(unicodeLabel)} that starts or ends with a hyphen; a label must start and end with a letter or digit`;
    }
  }
  if (labels.length < 2) {
    return `${shown} is a single label; write the full domain name, such as ${EXAMPLE}`;
  }
  if (ascii.length > MAX_NAME_LENGTH) {
    return `${shown} is ${ascii.length} characters long; a hostname can have at most ${MAX_NAME_LENGTH}`;
  }
  return { ok: true, ascii, unicode: toUnicodeHostname(ascii) };
}

/** Decodes an `xn--` label (RFC 5891 A-label); other labels are returned as they are. */
function decodeLabel(label: string): string | undefined {
  if (!label.startsWith('xn--')) return label;
  try {
    const decoded = punycode.decode(label.slice(4));
    // A real A-label decodes to at least one non-ASCII character.
    return decoded !== '' && /\P{ASCII}/u.test(decoded) ? decoded : undefined;
  } catch {
    return undefined;
  }
}

function badCharacter(shown: string, char: string): string {
  return `${shown} contains ${quote(char)}, which a hostname cannot contain; use letters, digits and hyphens, with dots between labels`;
}

/** Offers the bare hostname hidden in a URL-like value, when there is a valid one to offer. */
function suggest(raw: string): string {
  const host = raw
    .replace(SCHEME, '')
    .replace(/^[^@/]*@/, '')
    .split(/[/?#\\]/)[0]
    ?.replace(PORT, '');
  if (host === undefined || host === raw) return '';
  const check = checkHostname(host);
  return check.ok ? ` and write just the hostname: ${quote(check.unicode)}` : '';
}
