/**
 * The closed catalogue of errors the service can answer with.
 *
 * Imported by both the main thread and the workers. A worker never throws across the thread boundary: it
 * returns `WireError` data (see `toWireError`), and the main thread rebuilds a `ServiceError` from the code
 * with `fromWireError`. Codes that are not in this catalogue become INTERNAL_ERROR, so a bug in a stage can
 * never leak its message to a client.
 */

export const ERROR_CATALOGUE = {
  MALFORMED_REQUEST: { status: 400, message: 'The request must be multipart/form-data with a PDF in the "file" part' },
  MISSING_FILE: { status: 400, message: 'A PDF file is required in the "file" part; only PDF files are supported' },
  DUPLICATE_FILE: { status: 400, message: 'Send exactly one "file" part' },
  INVALID_FILE_FORMAT: { status: 400, message: 'Only PDF files are supported' },
  CORRUPTED_PDF: { status: 400, message: 'The PDF file is corrupted and cannot be read' },
  PASSWORD_REQUIRED: { status: 400, message: 'The PDF is encrypted; send its password in the "password" part' },
  WRONG_PASSWORD: { status: 400, message: 'The password in the "password" part does not open this PDF' },
  PAGE_LIMIT_EXCEEDED: { status: 400, message: 'The PDF has more pages than this service accepts' },
  MISSING_DATA: { status: 400, message: 'The data parameter is required and cannot be empty' },
  DATA_TOO_LARGE: { status: 400, message: 'The data parameter is too long' },
  INVALID_PARAMETER: { status: 400, message: 'A request parameter has an invalid value' },
  UNAUTHORIZED: { status: 401, message: 'Invalid or missing API key' },
  INSUFFICIENT_CREDITS: { status: 402, message: 'Insufficient credit balance' },
  NOT_FOUND: { status: 404, message: 'No such endpoint' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'This endpoint does not accept that method' },
  FILE_TOO_LARGE: { status: 413, message: 'File exceeds the 10 MB limit' },
  NO_FORM_FIELDS: { status: 422, message: 'The PDF contains no fillable form fields' },
  NO_TEXT_CONTENT: { status: 422, message: 'The PDF contains no extractable text' },
  DOCUMENT_TOO_COMPLEX: { status: 422, message: 'Processing this PDF needs more memory than this service allows for one request' },
  RATE_LIMITED: { status: 429, message: 'Rate limit exceeded' },
  INTERNAL_ERROR: { status: 500, message: 'Internal server error' },
  SERVICE_BUSY: { status: 503, message: 'The service is at capacity; retry after the time in Retry-After' },
  PROCESSING_TIMEOUT: { status: 503, message: 'Processing took longer than this service allows for one request' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** Case-specific members that go into `details` (structured bodies) or beside `error` (fill-pdf bodies). */
export type ErrorDetails = Record<string, unknown>;

/** Error data as it crosses a thread boundary: plain, structured-clone safe. */
export interface WireError {
  code: string;
  message: string;
  details?: ErrorDetails;
}

export const STATUS_NAMES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_CATALOGUE, code);
}

/** An error the service answers with on purpose: a stable code, its HTTP status, and case-specific details. */
export class ServiceError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: ErrorDetails;

  constructor(code: ErrorCode, message?: string, details: ErrorDetails = {}, options?: { cause?: unknown }) {
    super(message ?? ERROR_CATALOGUE[code].message, options);
    this.name = 'ServiceError';
    this.code = code;
    this.status = ERROR_CATALOGUE[code].status;
    this.details = details;
  }
}

/** Turns anything thrown inside a stage into data that can cross `postMessage` unchanged. */
export function toWireError(error: unknown): WireError {
  if (error instanceof ServiceError) {
    return { code: error.code, message: error.message, details: error.details };
  }
  const message = error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error);
  return { code: 'INTERNAL_ERROR', message };
}

/**
 * Rebuilds a ServiceError from wire data. Unknown codes (and INTERNAL_ERROR itself) keep their original text
 * only as the `cause`, for the log: the client sees the catalogue's generic message.
 */
export function fromWireError(wire: WireError): ServiceError {
  if (isErrorCode(wire.code) && wire.code !== 'INTERNAL_ERROR') {
    return new ServiceError(wire.code, wire.message, wire.details ?? {});
  }
  return new ServiceError('INTERNAL_ERROR', undefined, {}, { cause: new Error(wire.message) });
}
