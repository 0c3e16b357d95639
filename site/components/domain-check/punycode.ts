/**
 * The part of the `punycode` package that domain-check's hostname code uses (`decode`, `toUnicode`),
 * for the browser build of the "Check your domain" page (site/integrations/domain-check-browser.ts
 * points `punycode/punycode.js` here). The package costs ~1.5 KB gzip, with encoders the checker
 * never calls; this is RFC 3492's decoding procedure (§6.2) and nothing else. Like the package, it
 * throws a RangeError on malformed input. test/site/components/domain-check/punycode.test.ts holds it to the package.
 */
// RFC 3492 §5: Bootstring parameter values for Punycode.
const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;
const MAX_INT = 0x7fffffff;

/** RFC 3492 §6.1. */
function adapt(delta: number, numPoints: number, firstTime: boolean): number {
  let scaled = firstTime ? Math.floor(delta / DAMP) : delta >> 1;
  scaled += Math.floor(scaled / numPoints);
  let k = 0;
  while (scaled > ((BASE - T_MIN) * T_MAX) >> 1) {
    scaled = Math.floor(scaled / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * scaled) / (scaled + SKEW));
}

/** A basic code point's digit value (RFC 3492 §5: a–z and A–Z are 0–25, 0–9 are 26–35). */
function digitOf(codePoint: number): number {
  if (codePoint >= 0x30 && codePoint < 0x3a) return codePoint - 22;
  if (codePoint >= 0x41 && codePoint < 0x5b) return codePoint - 0x41;
  if (codePoint >= 0x61 && codePoint < 0x7b) return codePoint - 0x61;
  return BASE;
}

/** Decodes one Punycode string (without the `xn--` prefix) to Unicode (RFC 3492 §6.2). */
export function decode(input: string): string {
  const output: number[] = [];
  const delimiter = input.lastIndexOf('-');
  for (let j = 0; j < Math.max(delimiter, 0); j += 1) {
    const codePoint = input.charCodeAt(j);
    if (codePoint >= 0x80) throw new RangeError('Illegal input >= 0x80 (not a basic code point)');
    output.push(codePoint);
  }
  let n = INITIAL_N;
  let i = 0;
  let bias = INITIAL_BIAS;
  for (let index = delimiter > 0 ? delimiter + 1 : 0; index < input.length;) {
    const oldI = i;
    for (let w = 1, k = BASE; ; k += BASE) {
      if (index >= input.length) throw new RangeError('Invalid input');
      const digit = digitOf(input.charCodeAt(index++));
      if (digit >= BASE) throw new RangeError('Invalid input');
      if (digit > Math.floor((MAX_INT - i) / w))
        throw new RangeError('Overflow: input needs wider integers to process');
      i += digit * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      if (w > Math.floor(MAX_INT / (BASE - t))) throw new RangeError('Overflow: input needs wider integers to process');
      w *= BASE - t;
    }
    const length = output.length + 1;
    bias = adapt(i - oldI, length, oldI === 0);
    if (Math.floor(i / length) > MAX_INT - n) throw new RangeError('Overflow: input needs wider integers to process');
    n += Math.floor(i / length);
    i %= length;
    output.splice(i, 0, n);
    i += 1;
  }
  return String.fromCodePoint(...output);
}

/** Converts a domain name's `xn--` labels to Unicode (`xn--bcher-kva.example` → `bücher.example`). */
export function toUnicode(domain: string): string {
  return domain
    .split('.')
    .map((label) => (label.startsWith('xn--') ? decode(label.slice(4).toLowerCase()) : label))
    .join('.');
}

export default { decode, toUnicode };
