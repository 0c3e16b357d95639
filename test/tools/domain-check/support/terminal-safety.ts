/**
 * What a terminal must never receive from hostile text: control characters (C0 but the line feed,
 * DEL, C1), invisible format characters such as bidi overrides, line and paragraph separators.
 */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;

/** The unsafe characters in `text` (line feeds allowed), as code points, for a readable failure. */
export function unsafeCharacters(text: string): string[] {
  return [...text.replace(/\n/g, '').matchAll(UNSAFE)].map(([char]) => `U+${char.codePointAt(0)?.toString(16)}`);
}

const ESC = String.fromCharCode(0x1b);
/** Colours (SGR), cursor up to a line start (CPL) and erase below (ED): what domain-check itself writes. */
const OWN_CONTROLS = new RegExp(`${ESC}\\[\\d*[mFJ]`, 'g');

/** `text` without the control sequences domain-check writes itself, nor a terminal's carriage returns. */
export function withoutOwnControls(text: string): string {
  return text.replace(OWN_CONTROLS, '').replace(/\r/g, '');
}
