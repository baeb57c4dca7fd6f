/**
 * Content-Disposition for the filled PDF: `attachment; filename="filled-<name>.pdf"` with an ASCII fallback and
 * an RFC 6266 `filename*` when the name is not plain ASCII. Client-supplied names never reach a header raw:
 * control characters, quotes, backslashes and path parts are removed.
 */

const MAX_STEM_LENGTH = 120;

/** The client's filename reduced to a safe stem: no directories, no extension, no control characters. */
export function safeStem(filename: string | null | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(/\.pdf$/i, '')
    .replace(/[\u0000-\u001f\u007f-\u009f"\\;]/g, '')
    .trim()
    .slice(0, MAX_STEM_LENGTH);
  return stem.length > 0 ? stem : 'document';
}

export function filledPdfDisposition(filename: string | null | undefined): string {
  const name = `filled-${safeStem(filename)}.pdf`;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_');
  if (ascii === name) return `attachment; filename="${name}"`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}
