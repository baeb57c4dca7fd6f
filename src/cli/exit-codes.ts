/**
 * Exit codes of `pdfsvc`, one per thing a script would do differently: fix its arguments, fix the document,
 * top up credits, wait and retry, or page someone. README.md documents the same table.
 */
export const EXIT = {
  /** Done. */
  OK: 0,
  /** Anything unexpected on the client side (a bug, an unreadable answer). */
  UNEXPECTED: 1,
  /** Bad command line, missing key, local file not readable. Fix the invocation. */
  USAGE: 2,
  /** The service could not be reached (refused, DNS, network). Check --url / PDFSVC_URL. */
  UNREACHABLE: 3,
  /** 401: the key or session is missing, unknown, revoked or expired. */
  UNAUTHORIZED: 4,
  /** 402: the balance does not cover the pages. Add credits. */
  INSUFFICIENT_CREDITS: 5,
  /** 429: over the rate limit. Retry after the reset time. */
  RATE_LIMITED: 6,
  /** 400, 413, 422: the service refused this document or these parameters. Retrying will not help. */
  REJECTED: 7,
  /** 503: at capacity or over the time budget. Retry later. */
  BUSY: 8,
  /** 500 or any other server failure. Retrying may help; report the requestId. */
  SERVER_ERROR: 9,
} as const;

export function exitCodeForStatus(status: number): number {
  if (status === 401) return EXIT.UNAUTHORIZED;
  if (status === 402) return EXIT.INSUFFICIENT_CREDITS;
  if (status === 429) return EXIT.RATE_LIMITED;
  if (status === 503) return EXIT.BUSY;
  if (status >= 400 && status < 500) return EXIT.REJECTED;
  return EXIT.SERVER_ERROR;
}
