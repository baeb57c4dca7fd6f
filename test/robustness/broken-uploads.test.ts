/**
 * Uploads that are broken on the wire: each gets the right answer (or is dropped), frees its slot and is never
 * charged.
 */
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, test } from 'node:test';
import { getBalance } from '../../src/store/ledger.js';
import { buildContactForm } from '../fixtures/documents.js';
import { formData, post, startTestService, type TestService } from '../helpers/service.js';

let svc: TestService;
before(async () => {
  svc = await startTestService();
});
after(() => svc.close());

/**
 * Sends bytes as they are and returns everything the server answers until it closes. The write side stays open
 * (as an HTTP client's does while it waits): uWebSockets.js closes a connection whose client half-closes it.
 */
function raw(port: number, request: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('close', () => resolve(data));
    socket.on('error', reject);
    setTimeout(() => socket.destroy(), 5000);
  });
}

test('malformed multipart bodies are 400 MALFORMED_REQUEST', async () => {
  const { key, id } = svc.newKey();
  const pdf = Buffer.from(await buildContactForm());
  const bodies: Array<[string, Buffer]> = [
    ['multipart/form-data; boundary=abc', Buffer.concat([Buffer.from('--abc\r\nContent-Disposition: form-data; name="file"\r\n\r\n'), pdf])],
    ['multipart/form-data', Buffer.from('--abc\r\n')],
    ['multipart/form-data; boundary=abc', Buffer.from('garbage without any boundary')],
    ['multipart/form-data; boundary=abc', Buffer.from('--abc\r\nNo-Disposition: x\r\n\r\ndata\r\n--abc--')],
  ];
  for (const [type, body] of bodies) {
    const head = `POST /api/v1/field-mapping HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nContent-Type: ${type}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
    const answer = await raw(svc.service.port, Buffer.concat([Buffer.from(head), body]));
    assert.match(answer, /^HTTP\/1\.1 400 /, answer.slice(0, 200));
    assert.match(answer, /MALFORMED_REQUEST/);
  }
  assert.equal(getBalance(svc.service.store, id), 10_000_000);
});

test('a second file part is 400 DUPLICATE_FILE; a 10 MB data part is 400 DATA_TOO_LARGE', async () => {
  const { key } = svc.newKey();
  const pdf = await buildContactForm();
  const two = formData(pdf, { data: 'x: y' });
  two.append('file', new Blob([pdf]), 'second.pdf');
  const duplicate = await post(`${svc.url}/api/v1/fill-pdf`, key, two);
  assert.equal(duplicate.status, 400);
  const big = await post(`${svc.url}/api/v1/fill-pdf`, key, formData(pdf, { data: 'x'.repeat(10 * 1024 * 1024) }));
  assert.equal(big.status, 400, JSON.stringify(big.json));
  assert.deepEqual(Object.keys(big.json), ['error']);
  const mapped = await post(`${svc.url}/api/v1/field-mapping`, key, formData(pdf, { note: 'x'.repeat(1024 * 1024) }));
  assert.equal(mapped.json.details.code, 'DATA_TOO_LARGE');
});

test('many clients that vanish mid-upload leave no slot, reservation or charge behind', async () => {
  const { key, id } = svc.newKey();
  const sockets = await Promise.all(
    Array.from({ length: 20 }, () => new Promise<net.Socket>((resolve) => {
      const socket = net.connect(svc.service.port, '127.0.0.1', () => {
        socket.write(`POST /api/v1/document-ocr HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 500000\r\n\r\n--b\r\n`);
        resolve(socket);
      });
    })),
  );
  await new Promise((resolve) => setTimeout(resolve, 200));
  sockets.forEach((socket) => socket.destroy());
  const deadline = Date.now() + 5000;
  while (svc.service.app.inflight() > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  assert.equal(svc.service.app.inflight(), 0);
  assert.equal(getBalance(svc.service.store, id), 10_000_000);
  const after = await post(`${svc.url}/api/v1/field-mapping`, key, formData(await buildContactForm()));
  assert.equal(after.status, 200);
});
