/**
 * Clients that send one byte at a time, or stop sending, are dropped at the upload deadline: the connection is
 * closed, the request slot and its buffer are freed, and nothing is charged.
 */
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, test } from 'node:test';
import { getBalance } from '../../src/store/ledger.js';
import { startTestService, type TestService } from '../helpers/service.js';

let svc: TestService;
before(async () => {
  svc = await startTestService({ UPLOAD_TIMEOUT_MS: '1000' });
});
after(() => svc.close());

/** Sends the head, then one body byte every `intervalMs`; resolves with the ms until the server closed it. */
function trickle(head: string, intervalMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(svc.service.port, '127.0.0.1', () => socket.write(head));
    const timer = setInterval(() => socket.writable && socket.write('-'), intervalMs);
    socket.on('data', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve(Date.now() - started);
    });
    socket.on('error', () => {});
    setTimeout(() => {
      socket.destroy();
      reject(new Error('the server kept a trickling client for 10 s'));
    }, 10_000).unref();
  });
}

test('an authenticated client trickling its body is dropped at the deadline and not charged', async () => {
  const { key, id } = svc.newKey();
  const head = `POST /api/v1/field-mapping HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 100000\r\n\r\n`;
  const [one, stalled] = await Promise.all([trickle(head, 200), trickle(head, 60_000)]);
  assert.ok(one < 5000 && stalled < 5000, `closed after ${one} ms and ${stalled} ms`);
  assert.equal(svc.service.app.inflight(), 0, 'slots freed');
  assert.equal(getBalance(svc.service.store, id), 10_000_000);
});

test('a refused client whose body is being drained is dropped at the deadline too', async () => {
  const head = 'POST /api/v1/field-mapping HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 100000\r\n\r\n';
  assert.ok((await trickle(head, 200)) < 5000);
});
