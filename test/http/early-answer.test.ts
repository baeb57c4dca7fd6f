/**
 * A request refused before its body is read (401, 429, 503, 405, 404) gets its answer once the client has sent
 * the body: the adapter reads and discards the rest instead of closing on a client that is still sending, which
 * fetch (in Node and in browsers) reports as a network error (EPIPE, ECONNRESET) that hides the answer. The
 * connection then stays usable. Over a raw socket, so the timing is under the test's control.
 */
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, test } from 'node:test';
import { startTestService, type TestService } from '../helpers/service.js';

let svc: TestService;
before(async () => {
  svc = await startTestService({ WORKER_THREADS: '1' });
});
after(() => svc.close());

test('a refused upload is drained, then answered, and the connection stays open', async () => {
  const socket = net.connect(svc.service.port, '127.0.0.1');
  after(() => socket.destroy());
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString('latin1');
  });

  const length = 200_000;
  socket.write(`POST /api/v1/document-ocr HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer pdfk_wrong\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: ${length}\r\n\r\n`);
  socket.write(Buffer.alloc(1000, 0x61));
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.equal(received, '', 'no answer while the client is still sending');

  socket.write(Buffer.alloc(length - 1000, 0x61));
  await waitFor(() => /\r\n\r\n\{.*\}$/s.test(received));
  assert.match(received, /^HTTP\/1\.1 401 /);
  assert.match(received, /"code":"UNAUTHORIZED"/);
  assert.ok(!socket.destroyed && !socket.readableEnded, 'the connection is kept');

  received = '';
  socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
  await waitFor(() => received.includes('"status":"ok"'));
  assert.match(received, /^HTTP\/1\.1 200 /);
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
