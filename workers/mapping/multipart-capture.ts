/**
 * An HTTP request captured from a browser's developer tools and pasted as the text: a multipart form post, its
 * parts split by a boundary line, each naming its field and giving its value after a blank line.
 *
 *     POST /api/v2/suppliers/onboarding/w9 HTTP/1.1
 *     Content-Type: multipart/form-data; boundary=----WebKitFormBoundary7MA4YWxkTrZu0gW
 *
 *     ------WebKitFormBoundary7MA4YWxkTrZu0gW
 *     Content-Disposition: form-data; name="line1_name"
 *
 *     Kestrel Line Aerial Survey LLC
 *
 * Read as written, every value sits on a line of its own under a header that names it only in quotes. Each part
 * becomes a "field name: value" line, the name in words; a part left empty or carrying a file gives nothing. The
 * request's and the response's header blocks (cookies, tokens, lengths) and the response's body go: they say how
 * the post went, not what it held. A text with fewer than MIN_PARTS named parts stays as written.
 */
import { humaniseColumn } from './parse-table.js';

/** 'Content-Disposition: form-data; name="line1_name"', perhaps with '; filename="voided_check.pdf"' (2). */
const PART_HEADER = /^\s*Content-Disposition:\s*form-data;\s*name="([^"]*)"(;\s*filename="[^"]*")?/i;
/** "------WebKitFormBoundary7MA4YWxkTrZu0gW", "--X-BOUNDARY--": a line that starts or ends a part. */
const BOUNDARY_LINE = /^\s*-{2,}[\w'()+,./:=?-]{6,}\s*$/;
/** "POST /api/v2/… HTTP/1.1", "HTTP/1.1 500 Internal Server Error": where a header block begins. */
const START_LINE = /^\s*(?:(?:GET|POST|PUT|PATCH|DELETE)\s+\S+\s+HTTP\/[\d.]+|HTTP\/[\d.]+\s+\d{3}\b.*)\s*$/;
/** "Content-Type: application/pdf": a header line. */
const HEADER_LINE = /^\s*[A-Za-z][\w-]*:\s/;
const MIN_PARTS = 2;

export function withMultipartPartsRead(text: string): string {
  const lines = text.split('\n');
  if (lines.filter((line) => PART_HEADER.test(line)).length < MIN_PARTS) return text;
  const out: string[] = [];
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at]!;
    if (START_LINE.test(line)) {
      const response = /^\s*HTTP\//.test(line);
      while (at + 1 < lines.length && HEADER_LINE.test(lines[at + 1]!)) at++;
      // The response's body, a line of JSON right under its headers ("{"error":"InternalServerError",…}").
      if (response && /^\s*[{[]/.test(lines[at + 1] ?? '')) at++;
      continue;
    }
    const part = line.match(PART_HEADER);
    if (part) {
      while (at + 1 < lines.length && HEADER_LINE.test(lines[at + 1]!)) at++;
      const value: string[] = [];
      while (at + 1 < lines.length && !BOUNDARY_LINE.test(lines[at + 1]!)) value.push(lines[++at]!);
      const said = value.join(' ').replace(/\s+/g, ' ').trim();
      if (part[2] === undefined && said !== '') out.push(`${humaniseColumn(part[1]!)}: ${said}`);
      continue;
    }
    if (BOUNDARY_LINE.test(line)) continue;
    out.push(line);
  }
  return out.join('\n');
}
