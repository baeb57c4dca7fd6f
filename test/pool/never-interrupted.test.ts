/**
 * Abandoning a request stops its tasks, but never by terminating a thread that may be inside ONNX Runtime:
 * that aborts the whole process. A mapValues task runs on and its result is dropped; other tasks are still
 * stopped by terminating their thread.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createWorkerPool, type WorkerPool } from '../../src/pool/worker-pool.js';
import { ServiceError } from '../../src/shared/errors.js';
import { buildGeneratedScan } from '../ocr/scan-fixtures.js';

let pool: WorkerPool;
before(async () => {
  pool = createWorkerPool({ threads: 1 });
  await pool.warmUp();
});
after(() => pool.close());

const mapping = { fields: [], descriptions: [], data: 'My name is Ada Lovelace and I live at 12 Mill Lane, Springfield, IL 62704.' };

test('an abandoned mapValues task is not stopped by terminating its thread', async () => {
  const before = pool.stats().threadIds;
  const controller = new AbortController();
  // The thread's first mapValues loads the embedding model: still running when the request is abandoned.
  const abandoned = pool.run('mapValues', mapping, controller.signal);
  setTimeout(() => controller.abort(new ServiceError('PROCESSING_TIMEOUT', 'The client closed the connection')), 20);
  await assert.rejects(abandoned, (error: unknown) => error instanceof ServiceError && error.code === 'PROCESSING_TIMEOUT');
  // A task queued for a request already gone is answered at once, and the thread takes it up and skips it.
  const gone = new AbortController();
  gone.abort();
  await assert.rejects(pool.run('mapValues', mapping, gone.signal), (error: unknown) => error instanceof ServiceError);
  const next = await pool.run('mapValues', mapping);
  assert.ok(Array.isArray(next.assignments));
  assert.deepEqual(pool.stats().threadIds, before, 'the same thread served all three');
});

test('other tasks are still stopped by terminating their thread', async () => {
  const before = pool.stats().threadIds;
  const { pdf } = await buildGeneratedScan({ dpi: 300 });
  const controller = new AbortController();
  const page = pool.run('ocrPage', { pdf, pageNumber: 1, language: 'eng' }, controller.signal);
  setTimeout(() => controller.abort(new ServiceError('PROCESSING_TIMEOUT')), 200);
  await assert.rejects(page, (error: unknown) => error instanceof ServiceError && error.code === 'PROCESSING_TIMEOUT');
  // Piscina replaces the terminated thread.
  for (let i = 0; i < 100 && pool.stats().threadIds.join() === before.join(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  assert.notDeepEqual(pool.stats().threadIds, before);
});
