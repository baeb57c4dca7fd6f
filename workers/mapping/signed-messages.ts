/**
 * A message pasted as its sender signed it with PGP (OpenPGP's clear signature, RFC 4880 section 7):
 *
 *     -----BEGIN PGP SIGNED MESSAGE-----
 *     Hash: SHA512
 *
 *     - - Line 1: Tobias R. Halloran
 *     -----BEGIN PGP SIGNATURE-----
 *     iQIzBAEBCgAdFiEES+6SwJ1pQ0wYxLr3…
 *     -----END PGP SIGNATURE-----
 *
 * Read as written, the armour's lines and the signature's base64 are text of the message, and every line of the
 * message that starts with a dash wears the "- " the signer's tool put before it (dash escaping), so a list's
 * "- Line 1: …" reads as "- - Line 1: …", a key no form has. Here the armour, the hash line and the signature go, the
 * escaping is taken off, and so is a key's fingerprint under the sender's name ("OpenPGP 4B1E 92C0 …"). What
 * follows the signature (a PS the signature does not cover) stays as written.
 */

const SIGNED_START = /^-----BEGIN PGP SIGNED MESSAGE-----\s*$/;
const ARMOUR_HEADER = /^(?:Hash|Charset|Version|Comment):\s.*$/;
const SIGNATURE_START = /^-----BEGIN PGP SIGNATURE-----\s*$/;
const SIGNATURE_END = /^-----END PGP SIGNATURE-----\s*$/;
/** "OpenPGP 4B1E 92C0 9D69 4343 0C62  C4BA F7BC 1D9A F64D 47EE", "Key fingerprint = …": a key's fingerprint. */
const FINGERPRINT = /^\s*(?:(?:Open)?PGP|GPG|(?:Key\s+)?fingerprint)\b[^\n]*?(?:\b[0-9A-F]{4}\s+){5,}[0-9A-F]{4}\s*$/i;

export function withSignedMessageRead(text: string): string {
  if (!/^-----BEGIN PGP SIGNED MESSAGE-----\s*$/m.test(text)) return text;
  const out: string[] = [];
  let state: 'outside' | 'headers' | 'signed' | 'signature' = 'outside';
  for (const line of text.split('\n')) {
    if (state === 'outside' && SIGNED_START.test(line.trim())) {
      state = 'headers';
      continue;
    }
    if (state === 'headers') {
      if (ARMOUR_HEADER.test(line.trim())) continue;
      state = 'signed';
      if (line.trim() === '') continue;
    }
    if (state === 'signed' && SIGNATURE_START.test(line.trim())) {
      state = 'signature';
      continue;
    }
    if (state === 'signature') {
      if (SIGNATURE_END.test(line.trim())) state = 'outside';
      continue;
    }
    if (state === 'signed') out.push(line.startsWith('- ') ? line.slice(2) : line);
    else if (!FINGERPRINT.test(line)) out.push(line);
  }
  return out.join('\n');
}
