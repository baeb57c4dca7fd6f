/**
 * The web page's files: served from the table loaded at start with their content types and headers; every other
 * path, including traversal attempts sent raw over a socket (fetch would normalise them), is a 404.
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

test('the page, its scripts and pdf.js are served with their content types', async () => {
  const page = await fetch(`${svc.url}/`);
  assert.equal(page.status, 200);
  assert.equal(page.headers.get('content-type'), 'text/html; charset=utf-8');
  assert.match(page.headers.get('content-security-policy') ?? '', /default-src 'self'/);
  assert.equal(page.headers.get('x-content-type-options'), 'nosniff');
  const html = await page.text();
  assert.match(html, /<script type="module" src="\/web\/app\.js">/);

  for (const [path, type] of [['/web/app.js', 'text/javascript'], ['/web/api.js', 'text/javascript'], ['/web/overlay.js', 'text/javascript'], ['/web/style.css', 'text/css'], ['/web/config.js', 'text/javascript']]) {
    const res = await fetch(`${svc.url}${path}`);
    assert.equal(res.status, 200, path);
    assert.equal(res.headers.get('content-type'), `${type}; charset=utf-8`, path);
  }
  const config = await (await fetch(`${svc.url}/web/config.js`)).text();
  const base = /PDFJS_BASE = "([^"]+)"/.exec(config)?.[1];
  assert.match(base ?? '', /^\/vendor\/pdfjs-\d+\.\d+\.\d+$/);
  const pdfjs = await fetch(`${svc.url}${base}/pdf.min.mjs`);
  assert.equal(pdfjs.status, 200);
  assert.match(pdfjs.headers.get('cache-control') ?? '', /immutable/);
  assert.ok((await pdfjs.arrayBuffer()).byteLength > 100_000);
  const wasm = await fetch(`${svc.url}${base}/wasm/openjpeg.wasm`);
  assert.equal(wasm.headers.get('content-type'), 'application/wasm');
});

test('only listed paths are served: traversal and near misses are 404, other methods 405', async () => {
  for (const path of ['/web/../package.json', '/web/%2e%2e/package.json', '/../README.md', '/src/web/index.html', '/web/', '/web/app.js/', '/web//app.js', '/index.html', '/web/app.js%00.png', '/vendor/pdfjs/../../package.json']) {
    const answer = await raw(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    assert.match(answer, /^HTTP\/1\.1 404 /, path);
  }
  // HEAD: the GET's headers and length, and no body (which would corrupt a keep-alive connection).
  const head = await fetch(`${svc.url}/`, { method: 'HEAD' });
  assert.equal(head.status, 200);
  assert.equal(Number(head.headers.get('content-length')), (await (await fetch(`${svc.url}/`)).arrayBuffer()).byteLength);
  assert.equal((await head.arrayBuffer()).byteLength, 0);
  const post = await fetch(`${svc.url}/`, { method: 'POST', body: 'x' });
  assert.equal(post.status, 405);
  assert.equal(post.headers.get('allow'), 'GET');
});

function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(svc.service.port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
    });
    socket.on('close', () => resolve(data));
    socket.on('error', reject);
    setTimeout(() => socket.destroy(), 3000);
  });
}
