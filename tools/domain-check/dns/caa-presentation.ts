/**
 * CAA data comes from whoever runs the DNS: shown to a terminal, it is written in the master-file
 * notation of RFC 1035 §5.1, where any byte outside printable ASCII, `"` and `\` are escaped, so no
 * control byte reaches the screen and the text can be pasted back into a zone.
 */
const encoder = new TextEncoder();

export function escapeCaaText(text: string): string {
  let escaped = '';
  for (const byte of encoder.encode(text)) {
    if (byte === 0x22 || byte === 0x5c) escaped += `\\${String.fromCharCode(byte)}`;
    else if (byte < 0x20 || byte > 0x7e) escaped += `\\${String(byte).padStart(3, '0')}`;
    else escaped += String.fromCharCode(byte);
  }
  return escaped;
}

/** `0 issue "letsencrypt.org"`, as a zone file writes a CAA record. */
export function formatCaaProperty(property: { flags: number; tag: string; value: string }): string {
  return `${property.flags} ${escapeCaaText(property.tag)} "${escapeCaaText(property.value)}"`;
}
