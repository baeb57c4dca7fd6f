/**
 * Assembles the running service from its parts: store, worker pool, core and socket adapter. main.ts calls it
 * with the configuration; tests call it with their own (port 0, a temporary data directory).
 */
import type { Config } from './config.js';
import type { Logger } from './log.js';
import { createApp, maxRequestBodyBytes, type App } from './http/app.js';
import { serve } from './http/uws-adapter.js';
import { createWorkerPool, type WorkerPool } from './pool/worker-pool.js';
import { releaseOrphanedReservations } from './store/ledger.js';
import { openStore, type Store } from './store/open-store.js';
import { sweepRateWindows } from './store/rate-limiter.js';
import { sweepExpiredSessions } from './store/sessions.js';

export interface RunningService {
  port: number;
  store: Store;
  pool: WorkerPool;
  app: App;
  /** Resolves when the worker pool has loaded its stages and /healthz answers 200. */
  ready: Promise<void>;
  close(): Promise<void>;
}

const SWEEP_INTERVAL_MS = 5 * 60_000;

export async function startService(config: Readonly<Config>, logger: Logger, existingStore?: Store): Promise<RunningService> {
  const store = existingStore ?? openStore(config.dataDir);
  const released = releaseOrphanedReservations(store, { maxAgeMs: 2 * config.requestTimeoutMs });
  if (released > 0) logger.warn('released reservations left by a stopped server', { released });

  const pool = createWorkerPool({
    threads: config.workerThreads,
    heapLimitMb: config.workerHeapLimitMb,
    nice: config.workerNice,
    ocrEngine: { recycleAfterPages: config.ocrEngineRecyclePages, recycleAfterGrowthBytes: config.ocrEngineRecycleGrowthBytes },
  });
  let isReady = false;
  const app = createApp({ config, store, pool, logger, isReady: () => isReady });
  const server = await serve({
    host: config.host,
    port: config.port,
    maxBodyBytes: maxRequestBodyBytes(config),
    uploadTimeoutMs: config.uploadTimeoutMs,
    handle: (request) => app.handle(request),
    onUnexpectedError: (error) => logger.error('unhandled error in request handler', { error }),
  });
  const ready = pool.warmUp().then(() => {
    isReady = true;
  });

  const sweeper = setInterval(() => {
    sweepExpiredSessions(store);
    sweepRateWindows(store);
  }, SWEEP_INTERVAL_MS);
  sweeper.unref();

  return {
    port: server.port,
    store,
    pool,
    app,
    ready,
    async close() {
      clearInterval(sweeper);
      server.close();
      await pool.close();
      if (!existingStore) await store.close();
    },
  };
}
