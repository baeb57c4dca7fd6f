/**
 * A multipart/form-data parser over a complete body (RFC 7578). It is a plain function so it can be fuzzed;
 * parts are views into the body, not copies. Anything malformed throws MALFORMED_REQUEST.
 */
import { ServiceError } from '../shared/errors.js';

export interface MultipartPart {
  name: string;
  filename: string | null;
  contentType: string | null;
  data: Uint8Array;
}

const MAX_PARTS = 32;
const MAX_HEADER_BYTES = 8 * 1024;

export function boundaryOf(contentType: string | undefined): string {
  const [mediaType, ...params] = (contentType ?? '').split(';');
  if (mediaType?.trim().toLowerCase() !== 'multipart/form-data') {
    throw new ServiceError('MALFORMED_REQUEST', 'The request must be multipart/form-data with a PDF in the "file" part');
  }
  for (const param of params) {
    const eq = param.indexOf('=');
    if (eq < 0 || param.slice(0, eq).trim().toLowerCase() !== 'boundary') continue;
    const value = unquote(param.slice(eq + 1).trim());
    if (value.length >= 1 && value.length <= 70) return value;
  }
  throw new ServiceError('MALFORMED_REQUEST', 'The multipart/form-data Content-Type has no valid boundary');
}

export function parseMultipart(body: Uint8Array, contentType: string | undefined): MultipartPart[] {
  const boundary = boundaryOf(contentType);
  const buffer = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const delimiter = Buffer.from(`--${boundary}`, 'latin1');
  const malformed = (why: string) => new ServiceError('MALFORMED_REQUEST', `Malformed multipart body: ${why}`);

  let position = buffer.indexOf(delimiter);
  if (position < 0) throw malformed('boundary not found');
  const parts: MultipartPart[] = [];
  for (;;) {
    position += delimiter.length;
    // "--" after a delimiter closes the body.
    if (buffer[position] === 0x2d && buffer[position + 1] === 0x2d) return parts;
    if (buffer[position] !== 0x0d || buffer[position + 1] !== 0x0a) throw malformed('delimiter not followed by CRLF');
    position += 2;
    const headerEnd = buffer.indexOf('\r\n\r\n', position, 'latin1');
    if (headerEnd < 0 || headerEnd - position > MAX_HEADER_BYTES) throw malformed('part headers not terminated');
    const headers = parsePartHeaders(buffer.toString('utf8', position, headerEnd));
    const dataStart = headerEnd + 4;
    const next = buffer.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), dataStart);
    if (next < 0) throw malformed('body ends inside a part');
    const disposition = headers.get('content-disposition');
    const name = disposition ? dispositionParam(disposition, 'name') : null;
    if (name === null) throw malformed('part without a Content-Disposition name');
    parts.push({
      name,
      filename: disposition ? dispositionParam(disposition, 'filename') : null,
      contentType: headers.get('content-type') ?? null,
      data: body.subarray(dataStart, next),
    });
    if (parts.length > MAX_PARTS) throw malformed(`more than ${MAX_PARTS} parts`);
    position = next + 2;
  }
}

function parsePartHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** Reads `name="value"` (or unquoted) from a Content-Disposition value; filename* (RFC 5987) wins over filename. */
function dispositionParam(disposition: string, param: string): string | null {
  let plain: string | null = null;
  for (const piece of splitParams(disposition)) {
    const eq = piece.indexOf('=');
    if (eq < 0) continue;
    const key = piece.slice(0, eq).trim().toLowerCase();
    const raw = piece.slice(eq + 1).trim();
    if (key === `${param}*`) {
      const match = /^utf-8'[^']*'(.*)$/i.exec(raw);
      if (match) {
        try {
          return decodeURIComponent(match[1] ?? '');
        } catch {
          // fall back to the plain parameter
        }
      }
    } else if (key === param) {
      plain = unquote(raw);
    }
  }
  return plain;
}

/** Splits on semicolons outside quoted strings. */
function splitParams(value: string): string[] {
  const pieces: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < value.length; i += 1) {
    const ch = value[i];
    if (ch === '\\' && quoted) {
      current += ch + (value[i + 1] ?? '');
      i += 1;
    } else if (ch === '"') {
      quoted = !quoted;
      current += ch;
    } else if (ch === ';' && !quoted) {
      pieces.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  pieces.push(current);
  return pieces;
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}
