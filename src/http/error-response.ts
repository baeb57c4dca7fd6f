/**
 * The one place where errors become HTTP answers, in exactly the two body shapes of the contract:
 * - fill-pdf: `{ error }`, plus `amountRequired, currentBalance, pageCount` on 402 and `resetTime` on 429;
 * - every other endpoint: `{ error: <status name>, message, details: { code, ... }, timestamp, requestId }`.
 * 500 answers are generic and carry the requestId; the cause is logged by the caller with the same id.
 */
import { ServiceError, STATUS_NAMES } from '../shared/errors.js';
import { jsonResponse, type CoreResponse } from './types.js';

export type ErrorStyle = 'fill-pdf' | 'structured';

/** Members of `details` that the fill-pdf body carries beside `error`, per status, as the contract lists them. */
const FILL_PDF_EXTRA_MEMBERS: Readonly<Record<number, readonly string[]>> = {
  402: ['amountRequired', 'currentBalance', 'pageCount'],
  429: ['resetTime'],
};

export function errorResponse(
  error: ServiceError,
  style: ErrorStyle,
  requestId: string,
  options: { retryAfterSeconds: number; now?: Date },
): CoreResponse {
  const headers: Array<[string, string]> = [];
  if (error.status === 401) headers.push(['WWW-Authenticate', 'Bearer']);
  if (error.status === 429) {
    const resetAt = Number(error.details.resetTime);
    const seconds = Number.isFinite(resetAt) ? Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)) : 60;
    headers.push(['Retry-After', String(seconds)]);
  }
  if (error.status === 503) headers.push(['Retry-After', String(options.retryAfterSeconds)]);
  const generic = error.status >= 500;

  if (style === 'fill-pdf') {
    const body: Record<string, unknown> = { error: error.message };
    for (const member of FILL_PDF_EXTRA_MEMBERS[error.status] ?? []) body[member] = error.details[member];
    if (generic) body.requestId = requestId;
    return jsonResponse(error.status, body, headers);
  }

  return jsonResponse(
    error.status,
    {
      error: STATUS_NAMES[error.status] ?? 'Error',
      message: error.message,
      details: { code: error.code, ...(generic ? {} : error.details) },
      timestamp: (options.now ?? new Date()).toISOString(),
      requestId,
    },
    headers,
  );
}

/** Anything that is not a ServiceError is a bug: it is answered as a generic INTERNAL_ERROR. */
export function asServiceError(error: unknown): ServiceError {
  if (error instanceof ServiceError) return error;
  return new ServiceError('INTERNAL_ERROR', undefined, {}, { cause: error });
}
