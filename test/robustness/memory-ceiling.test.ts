/**
 * The per-request memory ceiling: a small PDF whose processing needs more heap than WORKER_HEAP_LIMIT_MB stops
 * only its own worker thread. The client gets 422 DOCUMENT_TOO_COMPLEX in the contract's shape, nothing is
 * charged, the pool replaces the thread, and the next request succeeds. The ceiling is set low here (64 MB) so
 * a 30 KB file reaches it in seconds; the default (1024 MB) stopped the same flood at 2,000,000 lines (measured).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { getBalance } from '../../src/store/ledger.js';
import { textLineFlood } from '../fixtures/hostile-pdfs.js';
import { formData, post, startTestService, type TestService } from '../helpers/service.js';

let svc: TestService;
before(async () => {
  svc = await startTestService({ WORKER_HEAP_LIMIT_MB: '64', WORKER_THREADS: '1' });
});
after(() => svc.close());

test('a document over the heap ceiling answers 422 DOCUMENT_TOO_COMPLEX, uncharged, and the pool recovers', async () => {
  const { key, id } = svc.newKey(1_000_000);
  const flood = textLineFlood(600_000);
  assert.ok(flood.byteLength < 64 * 1024, 'the hostile file itself is small');

  const res = await post(`${svc.url}/api/v1/document-ocr`, key, formData(flood, { mode: 'text' }));
  assert.equal(res.status, 422, JSON.stringify(res.json));
  assert.equal(res.json.details.code, 'DOCUMENT_TOO_COMPLEX');
  assert.equal(res.json.details.heapLimitMb, 64);
  assert.match(res.json.requestId, /^req_/);
  assert.equal(getBalance(svc.service.store, id), 1_000_000, 'a failed call costs nothing');
  assert.ok(
    svc.logs.some((line) => line.requestId === res.json.requestId),
    'the failure is logged under its requestId',
  );

  const next = await post(`${svc.url}/api/v1/document-ocr`, key, formData(textLineFlood(20), { mode: 'text' }));
  assert.equal(next.status, 200, JSON.stringify(next.json));
  assert.equal(svc.service.pool.stats().threads, 1, 'the stopped thread was replaced');
  assert.equal(getBalance(svc.service.store, id), 1_000_000 - 10_000);
});
