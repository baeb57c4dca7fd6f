/**
 * The worker pool: a Piscina pool running workers/entry.js, with results unwrapped and errors rebuilt from the
 * catalogue. Callers see typed task functions and ServiceErrors, never Piscina.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { disableOnnxTelemetry } from '../shared/onnx-offline.js';
import { fromWireError, ServiceError } from '../shared/errors.js';
import { DEFAULT_WORKER_HEAP_LIMIT_MB, DEFAULT_WORKER_NICE, type OcrEngineLimits } from '../shared/limits.js';
import type { TaskMessage, TaskName, TaskResult, TaskTable, WorkerSettings } from '../shared/protocol.js';

const WORKER_ENTRY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../workers/entry.js');

/**
 * Where a request's pool time went, summed over its tasks (tasks of one request that run in parallel add up).
 * `stageMs` is measured inside the worker; `waitMs` is the rest of each round trip: waiting for a free thread,
 * copying input and result across, waking the thread.
 */
export interface TaskTiming {
  tasks: number;
  waitMs: number;
  stageMs: number;
}

export interface WorkerPool {
  run<N extends TaskName>(task: N, input: TaskTable[N][0], signal?: AbortSignal): Promise<TaskTable[N][1]>;
  /** The same pool, adding the timing of every task it runs to `timing`: one view per request. */
  timed(timing: TaskTiming): WorkerPool;
  /** Starts every thread and waits until each has loaded the entry, so the first request pays no start-up. */
  warmUp(): Promise<void>;
  stats(): { threads: number; queued: number; utilization: number; completed: number; threadIds: number[] };
  /**
   * Terminates every worker thread at once, as a crash would; the pool starts fresh ones. Tasks running on them
   * fail, so their requests answer 500 and are not charged. Used to recover from a wedged engine, and by tests.
   */
  terminateThreads(): Promise<void>;
  close(): Promise<void>;
}

export interface WorkerPoolOptions {
  threads: number;
  idleTimeoutMs?: number;
  /** The V8 heap one thread may use: the per-request memory ceiling (DEFAULT_WORKER_HEAP_LIMIT_MB). */
  heapLimitMb?: number;
  /** When each thread replaces its OCR engine; defaults in DEFAULT_OCR_ENGINE_LIMITS. */
  ocrEngine?: Partial<OcrEngineLimits>;
  /** How much nicer than the main thread the threads run (DEFAULT_WORKER_NICE); 0 leaves them equal. */
  nice?: number;
}

export function createWorkerPool(options: WorkerPoolOptions): WorkerPool {
  // Before any thread loads ONNX Runtime, in the environment native code reads (see onnx-offline.ts).
  disableOnnxTelemetry();
  const workerData: WorkerSettings = { ocrEngine: options.ocrEngine ?? {}, nice: options.nice ?? DEFAULT_WORKER_NICE };
  const piscina = new Piscina({
    workerData,
    filename: WORKER_ENTRY,
    minThreads: options.threads,
    maxThreads: options.threads,
    idleTimeout: options.idleTimeoutMs ?? 60_000,
    // Admission control in the HTTP layer bounds requests; one request may queue one task per page.
    maxQueue: Infinity,
    resourceLimits: { maxOldGenerationSizeMb: options.heapLimitMb ?? DEFAULT_WORKER_HEAP_LIMIT_MB },
  });

  async function run<N extends TaskName>(task: N, input: TaskTable[N][0], signal?: AbortSignal, timing?: TaskTiming) {
    let result: TaskResult<TaskTable[N][1]>;
    const startedAt = performance.now();
    try {
      const running = NEVER_INTERRUPTED.has(task) ? runToCompletion(task, input, signal) : piscina.run({ task, input }, signal ? { signal } : {});
      result = (await running) as TaskResult<TaskTable[N][1]>;
      if (timing) {
        timing.tasks += 1;
        timing.stageMs += result.stageMs;
        timing.waitMs += Math.max(0, performance.now() - startedAt - result.stageMs);
      }
    } catch (error) {
      if (signal?.aborted) throw abortReason(signal);
      // V8 stopped the thread at its heap limit: the document, not the service, is at fault. Only that thread
      // died; the pool replaces it.
      if (isOutOfMemory(error)) {
        throw new ServiceError('DOCUMENT_TOO_COMPLEX', undefined, { heapLimitMb: options.heapLimitMb ?? DEFAULT_WORKER_HEAP_LIMIT_MB }, { cause: error });
      }
      // A worker that crashed or was terminated: the pool replaces it; the request fails with a 500.
      throw new ServiceError('INTERNAL_ERROR', undefined, {}, { cause: error });
    }
    if (!result.ok) throw fromWireError(result.error);
    return result.value;
  }

  /**
   * A task whose thread must not be terminated: an abort makes the caller stop waiting at once, and the task,
   * if it has not started yet, returns as soon as a thread takes it up; if it has, it finishes and its result
   * is dropped.
   */
  function runToCompletion<N extends TaskName>(task: N, input: TaskTable[N][0], signal?: AbortSignal): Promise<unknown> {
    const cancelled = new Int32Array(new SharedArrayBuffer(4));
    const finished = piscina.run({ task, input, cancelled } satisfies TaskMessage<N>);
    if (!signal) return finished;
    // Nobody waits for the outcome of an abandoned task; its failure must not surface as unhandled.
    finished.catch(() => undefined);
    return new Promise((resolve, reject) => {
      const abandon = () => {
        Atomics.store(cancelled, 0, 1);
        reject(new Error('abandoned'));
      };
      if (signal.aborted) return abandon();
      signal.addEventListener('abort', abandon, { once: true });
      finished.then(resolve, reject).finally(() => signal.removeEventListener('abort', abandon));
    });
  }

  const view = (timing?: TaskTiming): WorkerPool => ({
    run: (task, input, signal) => run(task, input, signal, timing),
    timed: (next) => view(next),
    warmUp,
    stats,
    terminateThreads,
    close: () => piscina.destroy(),
  });

  async function warmUp() {
    await Promise.all(
      Array.from({ length: options.threads }, () => piscina.run({ task: 'warmUp', input: {} }).catch(() => undefined)),
    );
  }

  const stats = () => ({
    threads: piscina.threads.length,
    queued: piscina.queueSize,
    // Piscina summarises its whole run-time histogram (twenty percentiles) to compute this, and every request
    // reads stats() for the thread count: computed only when read (5 % of the main thread under load).
    get utilization() {
      return piscina.utilization;
    },
    completed: piscina.completed,
    /** Which threads the pool has now (a replaced thread gets a new id): for tests. */
    get threadIds() {
      return piscina.threads.map((thread) => thread.threadId);
    },
  });

  async function terminateThreads() {
    await Promise.all(piscina.threads.map((thread) => thread.terminate()));
  }

  return view();
}

/**
 * Tasks that run ONNX Runtime inference (the embedding model). Terminating a thread while an inference is in
 * flight aborts the whole process: the addon's completion callback throws into a dying environment
 * ("terminate called after throwing an instance of 'Napi::Error'"), seen under load when clients hung up
 * during fill-pdf. These tasks are short and bounded, so they run to completion; every other task is stopped
 * by terminating its thread, which is what ends a runaway page or a hostile document.
 */
const NEVER_INTERRUPTED: ReadonlySet<TaskName> = new Set<TaskName>(['mapValues']);

function isOutOfMemory(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY';
}

function abortReason(signal: AbortSignal): ServiceError {
  return signal.reason instanceof ServiceError ? signal.reason : new ServiceError('PROCESSING_TIMEOUT');
}
