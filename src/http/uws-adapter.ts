/**
 * The only file that knows uWebSockets.js. It turns a uWS request into a CoreRequest, streams the body in with a
 * hard cap (never holding more than the limit), and writes the CoreResponse back.
 *
 * uWS rules this file follows: `onAborted` and `onData` are attached synchronously before any await; the
 * request object is only valid during the handler, so everything needed is copied first; every write after an
 * await happens inside `res.cork`; a response is never touched after the client went away.
 */
import uWS from 'uWebSockets.js';
import { ServiceError, STATUS_NAMES } from '../shared/errors.js';
import type { CoreRequest, CoreResponse } from './types.js';

export interface HttpServer {
  port: number;
  close(): void;
}

export interface ServeOptions {
  host: string;
  port: number;
  /** No request body is ever buffered beyond this many bytes. */
  maxBodyBytes: number;
  /** A body still arriving after this long is abandoned and its connection closed (slow or stalled clients). */
  uploadTimeoutMs: number;
  handle: (request: CoreRequest) => Promise<CoreResponse>;
  /** Called for errors that escape the handler (there should be none). */
  onUnexpectedError: (error: unknown) => void;
}

export function serve(options: ServeOptions): Promise<HttpServer> {
  const app = uWS.App();
  app.any('/*', (res, req) => handleRequest(res, req, options));
  return new Promise((resolve, reject) => {
    app.listen(options.host, options.port, (listenSocket) => {
      if (!listenSocket) {
        reject(new Error(`cannot listen on ${options.host}:${options.port}`));
        return;
      }
      resolve({
        port: uWS.us_socket_local_port(listenSocket),
        close: () => {
          uWS.us_listen_socket_close(listenSocket);
          // Ends open keep-alive connections too, so the process can exit.
          (app as unknown as { close?: () => void }).close?.();
        },
      });
    });
  });
}

function handleRequest(res: uWS.HttpResponse, req: uWS.HttpRequest, options: ServeOptions): void {
  const headers: Record<string, string> = {};
  req.forEach((name, value) => {
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  });
  const method = req.getMethod().toUpperCase();
  const path = req.getUrl();
  const controller = new AbortController();
  const body = new BodyReader(options.maxBodyBytes, headers['content-length'], headers['transfer-encoding']);

  let finished = false;
  res.onAborted(() => {
    finished = true;
    clearTimeout(uploadDeadline);
    body.abort();
    controller.abort(new ServiceError('PROCESSING_TIMEOUT', 'The client closed the connection'));
  });
  // A client that trickles its body (or stalls) would hold a request slot and its buffer for as long as it
  // likes; past the deadline the request is dropped, which frees both, and nothing is charged.
  let uploadDeadline: NodeJS.Timeout | undefined;
  if (!body.complete) {
    uploadDeadline = setTimeout(() => {
      if (finished || body.complete) return;
      finished = true;
      body.abort();
      controller.abort(new ServiceError('PROCESSING_TIMEOUT', 'The upload took longer than the service allows'));
      res.close();
    }, options.uploadTimeoutMs);
    uploadDeadline.unref();
  }
  res.onData((chunk, isLast) => {
    body.push(chunk, isLast);
    if (body.complete) clearTimeout(uploadDeadline);
  });

  const request: CoreRequest = {
    method,
    path,
    headers,
    signal: controller.signal,
    readBody: (maxBytes) => body.read(maxBytes),
  };

  options
    .handle(request)
    .catch((error: unknown) => {
      options.onUnexpectedError(error);
      return { status: 500, headers: [['Content-Type', 'application/json']], body: '{"error":"Internal server error"}' } as CoreResponse;
    })
    .then((response) => {
      if (finished) return;
      const write = () => {
        if (finished) return;
        finished = true;
        clearTimeout(uploadDeadline);
        res.cork(() => {
          res.writeStatus(`${response.status} ${STATUS_NAMES[response.status] ?? statusText(response.status)}`);
          for (const [name, value] of response.headers) res.writeHeader(name, value);
          // A body we did not read to the end cannot be skipped on a keep-alive connection: close it instead.
          if (method === 'HEAD') {
            // Same headers and length as GET, no body: bytes after a HEAD answer would corrupt the connection.
            const length = typeof response.body === 'string' ? Buffer.byteLength(response.body) : response.body.byteLength;
            res.endWithoutBody(length, !body.complete);
          } else {
            res.end(response.body, !body.complete);
          }
        });
      };
      // Answered before the body was read (401, 429, 503, …): read the rest and throw it away before answering.
      // Closing on a client that is still sending makes it fail with EPIPE/ECONNRESET before it reads the answer
      // (fetch in Node and in browsers does), so it would never see why it was refused. Bodies over the cap are
      // not drained: those connections are closed at once, as the 413 promises.
      if (body.drainable()) body.drain(write);
      else write();
    });
}

function statusText(status: number): string {
  return ({ 200: 'OK', 201: 'Created' } as Record<number, string>)[status] ?? 'Status';
}

/**
 * Buffers one request body. With a Content-Length it allocates exactly once; without one it collects copies of
 * the chunks. Past the cap it stops storing and reports FILE_TOO_LARGE to the reader.
 */
class BodyReader {
  private buffer: Uint8Array | null = null;
  private chunks: Uint8Array[] = [];
  private received = 0;
  private tooLarge = false;
  private aborted = false;
  private draining = false;
  private onDrained: (() => void) | null = null;
  complete: boolean;
  private waiter: { maxBytes: number; resolve: (bytes: Uint8Array) => void; reject: (error: unknown) => void } | null = null;

  constructor(private readonly cap: number, contentLength: string | undefined, transferEncoding: string | undefined) {
    const declared = contentLength === undefined ? undefined : Number(contentLength);
    const hasBody = transferEncoding !== undefined || (declared !== undefined && declared > 0);
    this.complete = !hasBody;
    if (declared !== undefined && Number.isSafeInteger(declared) && declared > 0) {
      if (declared > cap) this.tooLarge = true;
      else this.buffer = new Uint8Array(declared);
    }
  }

  push(chunk: ArrayBuffer, isLast: boolean): void {
    if (this.draining) {
      this.received += chunk.byteLength;
      const done = this.onDrained;
      if (isLast) {
        this.complete = true;
      } else if (this.received > this.cap) {
        // Past the cap: stop waiting, answer and close.
        this.tooLarge = true;
      } else {
        return;
      }
      this.onDrained = null;
      done?.();
      return;
    }
    if (!this.tooLarge) {
      // uWS reuses the chunk's memory after this callback returns: copy it now.
      const bytes = new Uint8Array(chunk);
      if (this.received + bytes.byteLength > this.cap) {
        this.tooLarge = true;
        this.buffer = null;
        this.chunks = [];
      } else if (this.buffer && this.received + bytes.byteLength <= this.buffer.byteLength) {
        this.buffer.set(bytes, this.received);
      } else {
        this.chunks.push(bytes.slice());
      }
    }
    this.received += chunk.byteLength;
    if (isLast) this.complete = true;
    this.settle();
  }

  /** True while the rest of a body within the cap is still to arrive. */
  drainable(): boolean {
    return !this.complete && !this.tooLarge && !this.aborted;
  }

  /** Discards whatever is stored and still to come, and calls `done` once the last chunk has arrived. */
  drain(done: () => void): void {
    this.buffer = null;
    this.chunks = [];
    this.draining = true;
    this.onDrained = done;
    if (this.complete) done();
  }

  abort(): void {
    this.aborted = true;
    this.buffer = null;
    this.chunks = [];
    this.settle();
  }

  read(maxBytes: number): Promise<Uint8Array> {
    return new Promise((resolve, reject) => {
      this.waiter = { maxBytes: Math.min(maxBytes, this.cap), resolve, reject };
      this.settle();
    });
  }

  private settle(): void {
    const waiter = this.waiter;
    if (!waiter) return;
    if (this.aborted) {
      this.waiter = null;
      waiter.reject(new ServiceError('PROCESSING_TIMEOUT', 'The client closed the connection'));
    } else if (this.tooLarge || this.received > waiter.maxBytes) {
      this.waiter = null;
      this.buffer = null;
      this.chunks = [];
      waiter.reject(new ServiceError('FILE_TOO_LARGE', undefined, { maxBytes: waiter.maxBytes }));
    } else if (this.complete) {
      this.waiter = null;
      waiter.resolve(this.assemble());
    }
  }

  private assemble(): Uint8Array {
    if (this.buffer && this.chunks.length === 0) return this.buffer.subarray(0, this.received);
    const whole = new Uint8Array(this.received);
    let offset = 0;
    if (this.buffer) {
      whole.set(this.buffer.subarray(0, Math.min(this.buffer.byteLength, this.received)));
      offset = this.buffer.byteLength;
    }
    for (const chunk of this.chunks) {
      whole.set(chunk, offset);
      offset += chunk.byteLength;
    }
    this.buffer = null;
    this.chunks = [];
    return whole;
  }
}
