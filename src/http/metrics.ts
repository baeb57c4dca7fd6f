/**
 * Prometheus metrics, served at GET /metrics. The core calls `record` once per request, from one place
 * (app.ts `handle`), so every answer is counted exactly once whatever path produced it.
 *
 * Each app gets its own registry rather than prom-client's global one: tests start several services in one
 * process, and a global registry would refuse the second set of metric names. Labels are bounded sets
 * (route names and status codes): key ids and paths never become labels, so a scan of random URLs or many
 * customers cannot grow the series count.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { microsToUsd } from '../billing/money.js';
import type { TaskTiming, WorkerPool } from '../pool/worker-pool.js';

/** The route a request was answered by: the three operations and the service's other endpoints. */
export type RouteName =
  | 'fill-pdf'
  | 'field-mapping'
  | 'document-ocr'
  | 'sessions'
  | 'healthz'
  | 'metrics'
  | 'openapi'
  | 'web'
  | 'not-found';

/** What the core learned about one request while answering it; filled in as the request goes. */
export interface RequestRecord {
  route: RouteName;
  /** Pages of the document, once counted (0 before or when there is no document). */
  pages: number;
  /** Settled charge; 0 unless the operation succeeded. */
  chargedMicros: number;
  /** From arrival to reading the body: authentication, rate limit, admission. */
  admissionMs: number;
  /** Time spent receiving the request body. */
  uploadMs: number;
  /** Reserving and settling the price in the ledger. */
  billingMs: number;
  /** The request's worker tasks: time in stages and time waiting around them (queue, transfer). */
  tasks: TaskTiming;
}

/** A record for a request that has not been routed yet. */
export function newRequestRecord(): RequestRecord {
  return { route: 'not-found', pages: 0, chargedMicros: 0, admissionMs: 0, uploadMs: 0, billingMs: 0, tasks: { tasks: 0, waitMs: 0, stageMs: 0 } };
}

export interface Metrics {
  record(request: RequestRecord, status: number, durationSeconds: number): void;
  /** The exposition text and its content type. */
  render(): Promise<{ contentType: string; body: string }>;
}

const OPERATION_ROUTES: ReadonlySet<RouteName> = new Set(['fill-pdf', 'field-mapping', 'document-ocr']);

/** Operations run from milliseconds (text-layer pages) to minutes (hundreds of OCR pages). */
const DURATION_BUCKETS_SECONDS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];

export function createMetrics(sources: { pool: WorkerPool; inflight: () => number }): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'pdfsvc_' });

  const requests = new Counter({
    name: 'pdfsvc_http_requests_total',
    help: 'HTTP requests answered, by route and status code',
    labelNames: ['operation', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'pdfsvc_http_request_duration_seconds',
    help: 'Time from request arrival to answer, by route and status class',
    labelNames: ['operation', 'status_class'] as const,
    buckets: DURATION_BUCKETS_SECONDS,
    registers: [registry],
  });
  // Where an operation's time goes, so an operator (and the load benchmark) can tell a slow front end from a
  // busy pool: authentication and admission, receiving the body, billing, waiting for threads (and copying to
  // and from them), and the stages. Tasks of one request that run in parallel add up, so for multi-page OCR
  // the sum exceeds the request's duration.
  const phases = new Histogram({
    name: 'pdfsvc_operation_phase_seconds',
    help: 'Time of each phase of an operation: admission (auth, rate limit), upload, billing, pool_wait (queue and transfer), stages (in worker threads)',
    labelNames: ['operation', 'phase'] as const,
    buckets: DURATION_BUCKETS_SECONDS,
    registers: [registry],
  });
  const pages = new Counter({
    name: 'pdfsvc_pages_processed_total',
    help: 'Pages of documents processed by successful operations',
    labelNames: ['operation'] as const,
    registers: [registry],
  });
  const credits = new Counter({
    name: 'pdfsvc_credits_charged_usd_total',
    help: 'Credits charged for successful operations, in USD',
    labelNames: ['operation'] as const,
    registers: [registry],
  });
  // Gauges read the pool when scraped, so they are exact at scrape time and cost nothing between scrapes.
  new Gauge({
    name: 'pdfsvc_pool_queue_depth',
    help: 'Worker tasks waiting for a free thread',
    registers: [registry],
    collect() {
      this.set(sources.pool.stats().queued);
    },
  });
  new Gauge({
    name: 'pdfsvc_pool_utilization_ratio',
    help: 'Share of the worker threads\' time spent running tasks since the pool started (0..1)',
    registers: [registry],
    collect() {
      this.set(sources.pool.stats().utilization);
    },
  });
  new Gauge({
    name: 'pdfsvc_pool_threads',
    help: 'Worker threads in the pool',
    registers: [registry],
    collect() {
      this.set(sources.pool.stats().threads);
    },
  });
  new Gauge({
    name: 'pdfsvc_inflight_requests',
    help: 'Operations in progress (admitted and not yet answered)',
    registers: [registry],
    collect() {
      this.set(sources.inflight());
    },
  });

  // Operations appear at zero before their first call, so rate() and alerts work from the first scrape.
  for (const operation of ['fill-pdf', 'field-mapping', 'document-ocr'] as const) {
    pages.inc({ operation }, 0);
    credits.inc({ operation }, 0);
  }

  return {
    record(request, status, durationSeconds) {
      requests.inc({ operation: request.route, status: String(status) });
      duration.observe({ operation: request.route, status_class: `${Math.floor(status / 100)}xx` }, durationSeconds);
      if (OPERATION_ROUTES.has(request.route)) {
        phases.observe({ operation: request.route, phase: 'admission' }, request.admissionMs / 1000);
        phases.observe({ operation: request.route, phase: 'upload' }, request.uploadMs / 1000);
        phases.observe({ operation: request.route, phase: 'billing' }, request.billingMs / 1000);
        phases.observe({ operation: request.route, phase: 'pool_wait' }, request.tasks.waitMs / 1000);
        phases.observe({ operation: request.route, phase: 'stages' }, request.tasks.stageMs / 1000);
      }
      if (status === 200 && request.pages > 0) pages.inc({ operation: request.route }, request.pages);
      if (request.chargedMicros > 0) credits.inc({ operation: request.route }, microsToUsd(request.chargedMicros));
    },
    async render() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
