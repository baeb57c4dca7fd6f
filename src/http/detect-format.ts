/**
 * Judges an upload's format by its bytes, never by its name or declared type. `receivedFormat` in a 400 reports
 * what was detected, so a client that sent a PNG learns that it sent a PNG.
 */

const SIGNATURES: Array<[string, number[]]> = [
  ['png', [0x89, 0x50, 0x4e, 0x47]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['gif', [0x47, 0x49, 0x46, 0x38]],
  ['tiff', [0x49, 0x49, 0x2a, 0x00]],
  ['tiff', [0x4d, 0x4d, 0x00, 0x2a]],
  ['zip', [0x50, 0x4b, 0x03, 0x04]],
  ['gzip', [0x1f, 0x8b]],
  ['webp', [0x52, 0x49, 0x46, 0x46]],
  ['ole', [0xd0, 0xcf, 0x11, 0xe0]],
];

/** Readers accept junk before the header; Acrobat looks in the first 1024 bytes, and so do we. */
const PDF_HEADER_WINDOW = 1024;

export function detectFormat(bytes: Uint8Array): string {
  if (bytes.byteLength === 0) return 'empty';
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, PDF_HEADER_WINDOW));
  if (head.indexOf('%PDF-', 0, 'latin1') >= 0) return 'pdf';
  for (const [format, signature] of SIGNATURES) {
    if (signature.every((byte, i) => bytes[i] === byte)) return format;
  }
  const sample = head.subarray(0, 512);
  const printable = sample.filter((b) => b === 9 || b === 10 || b === 13 || (b >= 32 && b < 127) || b >= 128).length;
  return printable / sample.length > 0.95 ? 'text' : 'unknown';
}
