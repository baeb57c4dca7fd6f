/** Backpressure and the page limit: a service configured with one request slot and one page per file. */
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, test } from 'node:test';
import { getBalance } from '../../src/store/ledger.js';
import { buildContactForm } from '../fixtures/documents.js';
import { formData, post, startTestService, type TestService } from '../helpers/service.js';

let svc: TestService;
before(async () => {
  svc = await startTestService({ MAX_INFLIGHT_REQUESTS: '1', MAX_PAGES: '1' });
});
after(() => svc.close());

test('when every request slot is taken, 503 with Retry-After and nothing charged', async () => {
  const { key, id } = svc.newKey();
  // Holds the only slot: authenticated, body announced but not sent.
  const holder = net.connect(svc.service.port, '127.0.0.1');
  await new Promise((resolve) => holder.once('connect', resolve));
  holder.write(`POST /api/v1/field-mapping HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 1000\r\n\r\n`);
  await waitFor(() => svc.service.app.inflight() === 1);

  const res = await post(`${svc.url}/api/v1/field-mapping`, key, formData(await buildContactForm()));
  assert.equal(res.status, 503);
  assert.equal(res.json.details.code, 'SERVICE_BUSY');
  assert.equal(res.headers.get('retry-after'), '2');
  const fill = await post(`${svc.url}/api/v1/fill-pdf`, key, formData(await buildContactForm(), { data: 'x: y' }));
  assert.equal(fill.status, 503);
  assert.deepEqual(Object.keys(fill.json).sort(), ['error', 'requestId']);

  holder.destroy();
  await waitFor(() => svc.service.app.inflight() === 0);
  assert.equal(getBalance(svc.service.store, id), 10_000_000);
});

test('a file with more pages than MAX_PAGES is a 400 that names the limit, nothing charged', async () => {
  const { key, id } = svc.newKey();
  const res = await post(`${svc.url}/api/v1/field-mapping`, key, formData(await buildContactForm(2)));
  assert.equal(res.status, 400);
  assert.equal(res.json.details.code, 'PAGE_LIMIT_EXCEEDED');
  assert.deepEqual([res.json.details.pageCount, res.json.details.maxPages], [2, 1]);
  assert.equal(getBalance(svc.service.store, id), 10_000_000);
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
