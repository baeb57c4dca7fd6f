/**
 * The transport-neutral request and response the core handles. The uWebSockets.js adapter (uws-adapter.ts)
 * builds these from a socket; tests build them directly.
 */

export interface CoreRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  /** Header names in lower case. */
  headers: Readonly<Record<string, string>>;
  /**
   * Reads the whole body, or rejects with a FILE_TOO_LARGE ServiceError as soon as more than `maxBytes` have
   * arrived (without reading further). Handlers call it only after the request has passed authentication.
   */
  readBody(maxBytes: number): Promise<Uint8Array>;
  /** Aborted when the client goes away; work for it stops and nothing is charged. */
  signal: AbortSignal;
}

export interface CoreResponse {
  status: number;
  headers: Array<[string, string]>;
  body: Uint8Array | string;
}

export function jsonResponse(status: number, body: unknown, headers: Array<[string, string]> = []): CoreResponse {
  return {
    status,
    headers: [['Content-Type', 'application/json; charset=utf-8'], ...headers],
    body: JSON.stringify(body),
  };
}
