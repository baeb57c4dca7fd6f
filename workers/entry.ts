/**
 * The worker thread's entry: a thin table from task name to stage function. Piscina calls the default export
 * with a TaskMessage; every outcome goes back as a TaskResult, so errors cross the thread as data.
 */
import { workerData } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { toWireError } from '../src/shared/errors.js';
import type { TaskMessage, TaskName, TaskResult, TaskTable, WorkerSettings } from '../src/shared/protocol.js';
import { inspectDocument } from './stages/inspect.js';
import { extractTextLayer } from './stages/extract-text-layer.js';
import { ocrPage } from './stages/ocr-page.js';
import { configureOcrEngines } from './stages/ocr-engine.js';
import { extractFields } from './stages/extract-fields.js';
import { describeFields } from './stages/describe-fields.js';
import { mapValues } from './stages/map-values.js';
import { fillForm } from './stages/fill-form.js';
import { lowerThreadPriority } from './thread-priority.js';

const settings = workerData as Partial<WorkerSettings> | null | undefined;
if (settings?.ocrEngine) configureOcrEngines(settings.ocrEngine);
lowerThreadPriority(settings?.nice ?? 0);

type StageTable = { [N in TaskName]: (input: TaskTable[N][0]) => Promise<TaskTable[N][1]> };

const stages: StageTable = {
  inspect: inspectDocument,
  extractTextLayer,
  ocrPage,
  extractFields,
  describeFields,
  mapValues,
  fillForm,
};

export default async function runTask(message: TaskMessage | { task: 'warmUp' }): Promise<unknown> {
  // Sent once per thread at start so the stage modules are loaded before the first request.
  if (message.task === 'warmUp') return { ok: true, value: null, stageMs: 0 };
  const stage = stages[message.task] as ((input: unknown) => Promise<unknown>) | undefined;
  if (!stage) {
    return { ok: false, error: { code: 'INTERNAL_ERROR', message: `unknown task ${String(message.task)}` }, stageMs: 0 };
  }
  // The request was abandoned while this task waited for a thread: nothing to do (see worker-pool.ts).
  if (message.cancelled && Atomics.load(message.cancelled, 0) !== 0) {
    return { ok: false, error: { code: 'PROCESSING_TIMEOUT', message: 'cancelled before it started' }, stageMs: 0 } satisfies TaskResult<never>;
  }
  const startedAt = performance.now();
  try {
    const value = await stage(message.input);
    const result: TaskResult<unknown> = { ok: true, value, stageMs: performance.now() - startedAt };
    // A filled PDF is the one large result: move its buffer instead of copying it back.
    if (message.task === 'fillForm') return movingBuffers(result, [ownedBuffer((value as { pdf: Uint8Array }).pdf)]);
    return result;
  } catch (error) {
    return { ok: false, error: toWireError(error), stageMs: performance.now() - startedAt } satisfies TaskResult<never>;
  }
}

/**
 * Piscina's protocol for returning a value whose buffers are transferred rather than copied: an object that
 * names the value and its transfer list under Piscina's symbols.
 */
function movingBuffers(value: unknown, transferList: ArrayBuffer[]) {
  const transferable = {
    get [Piscina.transferableSymbol]() {
      return transferList;
    },
    get [Piscina.valueSymbol]() {
      return value;
    },
  };
  return Piscina.move(transferable as unknown as Parameters<typeof Piscina.move>[0]);
}

/** A buffer can be moved only when the view owns all of it (a pooled or shared buffer would be copied). */
function ownedBuffer(bytes: Uint8Array): ArrayBuffer {
  if (bytes.buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) {
    return bytes.buffer;
  }
  throw new Error('fillForm must return a Uint8Array that owns its whole ArrayBuffer');
}
