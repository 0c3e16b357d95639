// The npm `punycode` package ships no types, and the bare specifier `punycode` resolves to Node's deprecated
// built-in; importing the file path keeps this module browser-safe and unambiguous.
declare module 'punycode/punycode.js' {
  /** Converts a Punycode-encoded domain name (`xn--bcher-kva.example`) to Unicode (`bücher.example`). */
  export function toUnicode(domain: string): string;
  /** Decodes one Punycode string (without the `xn--` prefix) to Unicode; throws a RangeError when it is malformed. */
  export function decode(input: string): string;
  /** Converts a Unicode domain name to its ASCII (Punycode) form; the tests use it to make A-labels. */
  export function toASCII(domain: string): string;
  const punycode: { toUnicode: typeof toUnicode; decode: typeof decode; toASCII: typeof toASCII };
  export default punycode;
}
