/**
 * The service core: `handle(request) → response`, independent of the socket library. It routes, admits,
 * authenticates, rate-limits, reads the upload, reserves credits, runs the operation and settles or releases
 * the reservation. Tests call it directly; the uWebSockets.js adapter calls it for real sockets.
 */
import { randomBytes } from 'node:crypto';
import type { Config } from '../config.js';
import type { Logger } from '../log.js';
import { ServiceError } from '../shared/errors.js';
import { microsToUsd } from '../billing/money.js';
import { authenticate, type Principal } from '../auth/authenticate.js';
import type { WorkerPool } from '../pool/worker-pool.js';
import { createRateLimiter, type RateDecision } from '../store/rate-limiter.js';
import { releaseReservation, reserveCredits, settleReservation } from '../store/ledger.js';
import type { Store } from '../store/open-store.js';
import { createSession } from '../store/sessions.js';
import { documentOcr } from '../operations/document-ocr.js';
import { fieldMapping } from '../operations/field-mapping.js';
import { fillPdf } from '../operations/fill-pdf.js';
import type { Operation } from '../operations/operation.js';
import { asServiceError, errorResponse, type ErrorStyle } from './error-response.js';
import { createMetrics, newRequestRecord, type RequestRecord, type RouteName } from './metrics.js';
import { parseMultipart } from './multipart.js';
import { buildOpenApiDocument } from './openapi.js';
import { loadStaticFiles } from './static-files.js';
import { jsonResponse, type CoreRequest, type CoreResponse } from './types.js';
import { fileTooLarge, readUpload } from './upload.js';

export interface AppDependencies {
  config: Readonly<Config>;
  store: Store;
  pool: WorkerPool;
  logger: Logger;
  /** Reports whether the worker pool has started; /healthz answers 503 until it has. */
  isReady: () => boolean;
}

/** The largest request body any endpoint reads: the adapter never buffers more. */
export function maxRequestBodyBytes(config: Readonly<Config>): number {
  return config.maxFileBytes + config.maxDataBytes + MULTIPART_OVERHEAD_BYTES;
}

export interface App {
  handle(request: CoreRequest): Promise<CoreResponse>;
  inflight(): number;
}

const OPERATIONS: ReadonlyMap<string, Operation> = new Map([
  ['/api/v1/fill-pdf', fillPdf],
  ['/api/v1/field-mapping', fieldMapping],
  ['/api/v1/document-ocr', documentOcr],
]);

/** Room for the multipart framing and the text parts around a file of the maximum size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export function createApp(deps: AppDependencies): App {
  const { config, store, pool, logger } = deps;
  let inflight = 0;
  const metrics = createMetrics({ pool, inflight: () => inflight });
  const rateLimiter = createRateLimiter(store);
  // Built once: both depend only on the configuration and the installed files.
  const openApiBody = JSON.stringify(buildOpenApiDocument(config));
  const staticFiles = loadStaticFiles();

  const fail = (error: unknown, style: ErrorStyle, requestId: string, extraHeaders: Array<[string, string]> = [], clientGone = false) => {
    const serviceError = asServiceError(error);
    // An error line is for what an operator must look at: a fault or a timeout of ours. A full service (counted
    // in /metrics) and a client that hung up are not faults.
    if (serviceError.status >= 500 && serviceError.code !== 'SERVICE_BUSY' && !clientGone) {
      logger.error('request failed', { requestId, code: serviceError.code, cause: serviceError.cause ?? serviceError });
    }
    const response = errorResponse(serviceError, style, requestId, { retryAfterSeconds: config.retryAfterSeconds });
    response.headers.push(...extraHeaders);
    return response;
  };

  async function handleOperation(request: CoreRequest, operation: Operation, requestId: string, record: RequestRecord, startedAt: number): Promise<CoreResponse> {
    const style = operation.errorStyle;
    let principal: Principal | undefined;
    let rateHeaders: Array<[string, string]> = [];
    let reserved = false;
    let pageCount = 0;

    if (inflight >= config.maxInflightRequests) {
      return fail(new ServiceError('SERVICE_BUSY'), style, requestId);
    }
    inflight += 1;
    const timeout = AbortSignal.timeout(config.requestTimeoutMs);
    const signal = AbortSignal.any([request.signal, timeout]);
    const requestPool = pool.timed(record.tasks);
    try {
      principal = authenticate(store, request.headers.authorization);
      const decision = rateLimiter.consume(rateSubject(principal), principal.rateLimitPerMinute);
      if (principal.sessionId !== null) rateHeaders = rateLimitHeaders(decision);
      if (!decision.allowed) {
        throw new ServiceError('RATE_LIMITED', 'Rate limit exceeded; retry after resetTime', {
          resetTime: String(decision.resetAt),
          limit: decision.limit,
        });
      }

      const uploadStartedAt = performance.now();
      record.admissionMs = uploadStartedAt - startedAt;
      const body = await request
        .readBody(maxRequestBodyBytes(config))
        .catch((error: unknown) => {
          throw error instanceof ServiceError && error.code === 'FILE_TOO_LARGE' ? fileTooLarge(config.maxFileBytes) : error;
        })
        .finally(() => {
          record.uploadMs = performance.now() - uploadStartedAt;
        });
      const upload = readUpload(parseMultipart(body, request.headers['content-type']), config);
      operation.validate(upload);

      const inspected = await requestPool.run('inspect', { pdf: upload.pdf, password: upload.params.get('password') }, signal);
      pageCount = inspected.pageCount;
      record.pages = pageCount;
      if (pageCount > config.maxPages) {
        throw new ServiceError('PAGE_LIMIT_EXCEEDED', `The PDF has ${pageCount} pages; this service accepts at most ${config.maxPages}`, {
          pageCount,
          maxPages: config.maxPages,
        });
      }

      const amountMicros = pageCount * operation.pricePerPageMicros(config);
      const reserveStartedAt = performance.now();
      const reservation = reserveCredits(store, { requestId, keyId: principal.keyId, amountMicros, operation: operation.name, pages: pageCount });
      record.billingMs += performance.now() - reserveStartedAt;
      if (!reservation.ok) {
        throw new ServiceError('INSUFFICIENT_CREDITS', undefined, {
          amountRequired: microsToUsd(amountMicros),
          currentBalance: microsToUsd(reservation.balanceMicros),
          pageCount,
        });
      }
      reserved = true;

      const result = await operation.run({ requestId, upload, pageCount, pool: requestPool, store, config, logger, signal, startedAt });
      // A client that left while its work finished gets nothing, so it pays nothing.
      if (request.signal.aborted) throw new ServiceError('PROCESSING_TIMEOUT', 'The client closed the connection');
      const settleStartedAt = performance.now();
      const settled = settleReservation(store, requestId);
      record.billingMs += performance.now() - settleStartedAt;
      reserved = false;
      record.chargedMicros = settled.chargedMicros;
      logger.info('request done', {
        requestId, operation: operation.name, keyId: principal.keyId, sessionId: principal.sessionId, pages: pageCount,
        status: 200, chargedMicros: settled.chargedMicros, durationMs: Math.round(performance.now() - startedAt),
      });
      return {
        status: 200,
        headers: [
          ['Content-Type', result.contentType],
          ...result.headers,
          ['X-Credits-Used', String(microsToUsd(settled.chargedMicros))],
          ['X-Credits-Remaining', String(microsToUsd(settled.balanceMicros))],
          ['X-Credits-Currency', 'USD'],
          ...rateHeaders,
        ],
        body: result.body,
      };
    } catch (error) {
      if (reserved) releaseReservation(store, requestId);
      const serviceError = signal.aborted && !(error instanceof ServiceError && error.status < 500)
        ? new ServiceError('PROCESSING_TIMEOUT', request.signal.aborted ? 'The client closed the connection' : undefined)
        : asServiceError(error);
      logger.info('request failed', {
        requestId, operation: operation.name, keyId: principal?.keyId, sessionId: principal?.sessionId, pages: pageCount,
        status: serviceError.status, code: serviceError.code, durationMs: Math.round(performance.now() - startedAt),
      });
      return fail(serviceError, style, requestId, rateHeaders, request.signal.aborted);
    } finally {
      inflight -= 1;
    }
  }

  function handleCreateSession(request: CoreRequest, requestId: string, startedAt: number): CoreResponse {
    let keyId: string | undefined;
    try {
      const principal = authenticate(store, request.headers.authorization);
      keyId = principal.keyId;
      if (principal.sessionId !== null) {
        throw new ServiceError('UNAUTHORIZED', 'Sessions are created with an API key, not with another session');
      }
      const { token, record } = createSession(store, principal.keyId, config.sessionTtlSeconds);
      logger.info('session created', {
        requestId, keyId: principal.keyId, sessionId: record.id, status: 201, durationMs: Math.round(performance.now() - startedAt),
      });
      return jsonResponse(201, { token, expiresAt: new Date(record.expiresAt).toISOString() }, [['Cache-Control', 'no-store']]);
    } catch (error) {
      const response = fail(error, 'structured', requestId);
      logger.info('session refused', {
        requestId, keyId, status: response.status, code: asServiceError(error).code, durationMs: Math.round(performance.now() - startedAt),
      });
      return response;
    }
  }

  async function handle(request: CoreRequest): Promise<CoreResponse> {
    const startedAt = performance.now();
    const requestId = `req_${randomBytes(10).toString('hex')}`;
    const record = newRequestRecord();
    const response = await route(request, requestId, record, startedAt);
    response.headers.push(['X-Request-Id', requestId]);
    const durationMs = performance.now() - startedAt;
    metrics.record(record, response.status, durationMs / 1000);
    // Operations and sessions log their own line with the caller's key id; the rest is debug-level access log.
    if (!OPERATIONS.has(request.path) && record.route !== 'sessions') {
      logger.debug('request', { requestId, method: request.method, route: record.route, status: response.status, durationMs: Math.round(durationMs) });
    }
    return response;
  }

  async function route(request: CoreRequest, requestId: string, record: RequestRecord, startedAt: number): Promise<CoreResponse> {
    const operation = OPERATIONS.get(request.path);
    if (operation) {
      record.route = operation.name;
      if (request.method !== 'POST') return methodNotAllowed(operation.errorStyle, requestId, 'POST');
      return handleOperation(request, operation, requestId, record, startedAt);
    }
    const routeName = FIXED_ROUTES[request.path];
    if (routeName) record.route = routeName;
    switch (routeName) {
      case 'healthz':
        if (!isRead(request)) return methodNotAllowed('structured', requestId, 'GET');
        return deps.isReady()
          ? jsonResponse(200, { status: 'ok', workers: pool.stats().threads })
          : jsonResponse(503, { status: 'starting' }, [['Retry-After', '1']]);
      case 'sessions':
        if (request.method !== 'POST') return methodNotAllowed('structured', requestId, 'POST');
        return handleCreateSession(request, requestId, startedAt);
      case 'metrics': {
        if (!isRead(request)) return methodNotAllowed('structured', requestId, 'GET');
        const { contentType, body } = await metrics.render();
        return { status: 200, headers: [['Content-Type', contentType], ['Cache-Control', 'no-store']], body };
      }
      case 'openapi':
        if (!isRead(request)) return methodNotAllowed('structured', requestId, 'GET');
        return { status: 200, headers: [['Content-Type', 'application/json; charset=utf-8'], ['Access-Control-Allow-Origin', '*']], body: openApiBody };
      default: {
        const file = staticFiles.get(request.path);
        if (file) {
          record.route = 'web';
          if (!isRead(request)) return methodNotAllowed('structured', requestId, 'GET');
          return file;
        }
        return fail(new ServiceError('NOT_FOUND', `No endpoint at ${request.path.slice(0, 200)}`), 'structured', requestId);
      }
    }
  }

  function methodNotAllowed(style: ErrorStyle, requestId: string, allow: string) {
    return fail(new ServiceError('METHOD_NOT_ALLOWED', `Use ${allow} for this endpoint`), style, requestId, [['Allow', allow]]);
  }

  return { handle, inflight: () => inflight };
}

/** Endpoints other than the operations, by exact path. Everything else is a static file or 404. */
const FIXED_ROUTES: Readonly<Record<string, RouteName | undefined>> = Object.assign(Object.create(null) as Record<string, RouteName>, {
  '/healthz': 'healthz',
  '/api/v1/sessions': 'sessions',
  '/metrics': 'metrics',
  '/api/v1/openapi.json': 'openapi',
});

function isRead(request: CoreRequest): boolean {
  return request.method === 'GET' || request.method === 'HEAD';
}

function rateSubject(principal: Principal): string {
  return principal.sessionId !== null ? `session:${principal.sessionId}` : `key:${principal.keyId}`;
}

function rateLimitHeaders(decision: RateDecision): Array<[string, string]> {
  return [
    ['X-Rate-Limit-Limit', String(decision.limit)],
    ['X-Rate-Limit-Remaining', String(decision.remaining)],
    ['X-Rate-Limit-Reset', String(decision.resetAt)],
  ];
}
