/**
 * A worker thread that dies mid-request: the request fails with a generic 500 carrying its requestId, the cause
 * is logged under that id, the reservation is released, the pool replaces the thread and the next call works.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { getBalance } from '../../src/store/ledger.js';
import { buildTextDocument } from '../fixtures/documents.js';
import { formData, killThreadsOnceBusy, post, startTestService, type TestService } from '../helpers/service.js';

let svc: TestService;
before(async () => {
  svc = await startTestService();
});
after(() => svc.close());

test('a worker killed mid-page: 500 with requestId, nothing charged, next request succeeds', async () => {
  const { key, id } = svc.newKey(1_000_000);
  const pdf = await buildTextDocument(['A page that takes a while to OCR', 'so the worker can be killed meanwhile'], 2);
  const pending = post(`${svc.url}/api/v1/document-ocr`, key, formData(pdf, { mode: 'ocr' }));
  // Wait until the OCR tasks are running on the threads, then kill them.
  await killThreadsOnceBusy(svc, 200);

  const res = await pending;
  assert.equal(res.status, 500, JSON.stringify(res.json));
  assert.equal(res.json.details.code, 'INTERNAL_ERROR');
  assert.deepEqual(res.json.details, { code: 'INTERNAL_ERROR' }, 'no internals in the body');
  const requestId = res.headers.get('x-request-id');
  assert.equal(res.json.requestId, requestId);
  const logged = svc.logs.find((line) => line.level === 'error' && line.requestId === requestId);
  assert.ok(logged, 'the cause is logged under the same requestId');
  assert.ok(logged.cause, 'with its cause');
  assert.equal(getBalance(svc.service.store, id), 1_000_000, 'nothing charged');
  assert.equal([...svc.service.store.reservations.getRange({})].length, 0);

  const next = await post(`${svc.url}/api/v1/document-ocr`, key, formData(pdf, { mode: 'text' }));
  assert.equal(next.status, 200, JSON.stringify(next.json));
  assert.equal(getBalance(svc.service.store, id), 1_000_000 - 20_000);
});
