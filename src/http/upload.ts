/**
 * Turns the multipart parts of an operation request into a validated upload: exactly one PDF in "file" (judged
 * by its bytes), copied once into a SharedArrayBuffer so every worker task of the request reads it without a
 * copy, and the text parameters decoded as UTF-8.
 */
import { ServiceError } from '../shared/errors.js';
import { detectFormat } from './detect-format.js';
import type { MultipartPart } from './multipart.js';

export interface Upload {
  pdf: Uint8Array;
  fileName: string | null;
  /** Text parts by name ("data", "password", "mode", "language"). */
  params: ReadonlyMap<string, string>;
}

export function readUpload(parts: MultipartPart[], limits: { maxFileBytes: number; maxDataBytes: number }): Upload {
  const files = parts.filter((part) => part.name === 'file');
  if (files.length === 0) throw new ServiceError('MISSING_FILE');
  if (files.length > 1) throw new ServiceError('DUPLICATE_FILE');
  const file = files[0]!;
  if (file.data.byteLength > limits.maxFileBytes) throw fileTooLarge(limits.maxFileBytes);
  const format = detectFormat(file.data);
  if (format !== 'pdf') {
    throw new ServiceError('INVALID_FILE_FORMAT', undefined, { allowedFormats: ['pdf'], receivedFormat: format });
  }

  const params = new Map<string, string>();
  for (const part of parts) {
    if (part.name === 'file') continue;
    if (part.data.byteLength > limits.maxDataBytes) {
      throw new ServiceError('DATA_TOO_LARGE', `The "${safeName(part.name)}" parameter is longer than ${limits.maxDataBytes} bytes`, {
        parameter: safeName(part.name),
        maxBytes: limits.maxDataBytes,
      });
    }
    if (params.has(part.name)) {
      throw new ServiceError('INVALID_PARAMETER', `The "${safeName(part.name)}" parameter was sent more than once`, {
        parameter: safeName(part.name),
      });
    }
    params.set(part.name, Buffer.from(part.data.buffer, part.data.byteOffset, part.data.byteLength).toString('utf8'));
  }

  const pdf = new Uint8Array(new SharedArrayBuffer(file.data.byteLength));
  pdf.set(file.data);
  return { pdf, fileName: file.filename, params };
}

/** The 413 error, worded with the configured limit ("File exceeds the 10 MB limit" by default). */
export function fileTooLarge(maxFileBytes: number): ServiceError {
  const megabytes = Math.round((maxFileBytes / (1024 * 1024)) * 100) / 100;
  return new ServiceError('FILE_TOO_LARGE', `File exceeds the ${megabytes} MB limit`, { maxBytes: maxFileBytes });
}

/** Parameter names echo back in messages: keep them short and printable. */
function safeName(name: string): string {
  return name.replace(/[^\w.-]/g, '_').slice(0, 40);
}
