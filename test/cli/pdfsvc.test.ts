/**
 * `pdfsvc` as a user runs it: the compiled CLI in a child process against the real service over a socket. The
 * child is spawned asynchronously because the service runs in this process and must keep answering.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import { PDFDocument } from '@cantoo/pdf-lib';
import { EXIT } from '../../src/cli/exit-codes.js';
import { buildContactForm, buildTextDocument } from '../fixtures/documents.js';
import { startTestService, type TestService } from '../helpers/service.js';
import { makeTempDir } from '../helpers/temp-store.js';

const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/cli/pdfsvc.js');

let svc: TestService;
let temp: ReturnType<typeof makeTempDir>;
let formPath: string;
let textPath: string;
let key: string;

before(async () => {
  svc = await startTestService();
  temp = makeTempDir('pdfsvc-cli-');
  formPath = path.join(temp.dir, 'form.pdf');
  textPath = path.join(temp.dir, 'scan.pdf');
  writeFileSync(formPath, await buildContactForm());
  writeFileSync(textPath, await buildTextDocument(['Invoice 2026-114', 'Total due: 1,250.00 EUR'], 2));
  writeFileSync(path.join(temp.dir, 'info.txt'), 'Full name: Ada Lovelace\nEmail: ada@example.org\nCity: London\n');
  writeFileSync(path.join(temp.dir, 'photo.png'), new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]));
  key = svc.newKey(1_000_000).key;
});
after(async () => {
  await svc.close();
  temp.remove();
});

function run(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      { cwd: temp.dir, env: { PATH: process.env.PATH ?? '', PDFSVC_URL: svc.url, PDFSVC_KEY: key, ...env }, encoding: 'utf8' },
      (error, stdout, stderr) => resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

test('fill --data @file -o writes the filled PDF and reports fields and credits on stderr', async () => {
  const res = await run(['fill', 'form.pdf', '--data', '@info.txt', '-o', 'filled.pdf']);
  assert.equal(res.code, EXIT.OK, res.stderr);
  assert.match(res.stderr, /filled \d of 5 fields .*→ filled\.pdf; 0\.02 USD charged, 0\.98 left/);
  const filled = (await PDFDocument.load(readFileSync(path.join(temp.dir, 'filled.pdf')))).getForm();
  assert.equal(filled.getTextField('full_name').getText(), 'Ada Lovelace');
  assert.equal(filled.getTextField('city').getText(), 'London');
});

test('fill without -o uses the service\'s file name; literal --data works too', async () => {
  const res = await run(['fill', formPath, '--data', 'Email: grace@example.org', '--quiet']);
  assert.equal(res.code, EXIT.OK, res.stderr);
  assert.equal(res.stderr, '', '--quiet prints nothing');
  const filled = (await PDFDocument.load(readFileSync(path.join(temp.dir, 'filled-form.pdf')))).getForm();
  assert.equal(filled.getTextField('email').getText(), 'grace@example.org');
});

test('fields prints one row per field with its label and confidence; --json the raw answer', async () => {
  const res = await run(['fields', 'form.pdf']);
  assert.equal(res.code, EXIT.OK, res.stderr);
  const lines = res.stdout.trim().split('\n');
  assert.match(lines[0]!, /^PAGE\s+TYPE\s+NAME\s+LABEL \(CONFIDENCE\)/);
  assert.equal(lines.length, 6);
  assert.match(res.stdout, /1\s+text\s+email\s+Email address \(\d\.\d\d\)/);
  const json = await run(['fields', 'form.pdf', '--json', '-q']);
  assert.equal(JSON.parse(json.stdout).fields.length, 5);
});

test('ocr --text prints the document text; progress goes to stderr with the page count', async () => {
  const res = await run(['ocr', 'scan.pdf', '--text']);
  assert.equal(res.code, EXIT.OK, res.stderr);
  assert.match(res.stdout, /Invoice 2026-114\nTotal due: 1,250\.00 EUR\n\f/);
  assert.match(res.stderr, /document-ocr scan\.pdf \(2 pages\): sent, waiting for the service/);
  const json = await run(['ocr', 'scan.pdf', '-q']);
  assert.equal(JSON.parse(json.stdout).metadata.pageCount, 2);
});

test('session prints a token that works as a key', async () => {
  const res = await run(['session']);
  assert.equal(res.code, EXIT.OK, res.stderr);
  const token = res.stdout.trim();
  assert.match(token, /^pdfs_/);
  const viaSession = await run(['ocr', 'scan.pdf', '--text', '-q'], { PDFSVC_KEY: token });
  assert.equal(viaSession.code, EXIT.OK, viaSession.stderr);
});

test('error answers: a clear message and a distinct exit code each', async () => {
  const unauthorized = await run(['fields', 'form.pdf', '--key', 'pdfk_wrong']);
  assert.equal(unauthorized.code, EXIT.UNAUTHORIZED);
  assert.match(unauthorized.stderr, /Invalid or missing API key \(UNAUTHORIZED\) \[HTTP 401\]\nCheck the key/);

  const poor = svc.newKey(5_000).key;
  const credits = await run(['fill', 'form.pdf', '--data', 'x: y'], { PDFSVC_KEY: poor });
  assert.equal(credits.code, EXIT.INSUFFICIENT_CREDITS);
  assert.match(credits.stderr, /1 page\(s\) and costs 0\.02 USD; the balance is 0\.005 USD/);

  const notPdf = await run(['fields', 'photo.png']);
  assert.equal(notPdf.code, EXIT.REJECTED);
  assert.match(notPdf.stderr, /Only PDF files are supported \(INVALID_FILE_FORMAT\) \[HTTP 400\]\nThe file is png, not a PDF/);

  const noFields = await run(['fields', 'scan.pdf']);
  assert.equal(noFields.code, EXIT.REJECTED);
  assert.match(noFields.stderr, /NO_FORM_FIELDS.*\nUpload a fillable PDF/);

  const limited = svc.newKey(1_000_000, 1).key;
  // Windows are fixed minutes: a third call covers the case where the first two straddle a minute boundary.
  let rate = await run(['ocr', 'scan.pdf', '-q'], { PDFSVC_KEY: limited });
  for (let attempt = 0; attempt < 2 && rate.code === EXIT.OK; attempt += 1) rate = await run(['ocr', 'scan.pdf'], { PDFSVC_KEY: limited });
  assert.equal(rate.code, EXIT.RATE_LIMITED);
  assert.match(rate.stderr, /Rate limit exceeded.*\(RATE_LIMITED\) \[HTTP 429\]\nRetry in \d+ s\./);

  const badMode = await run(['ocr', 'scan.pdf', '--mode', 'magic']);
  assert.equal(badMode.code, EXIT.REJECTED);
  assert.match(badMode.stderr, /Allowed: auto, ocr, text/);
});

test('usage errors and an unreachable service have their own exit codes', async () => {
  assert.equal((await run([])).code, EXIT.USAGE);
  assert.equal((await run(['--help'])).code, EXIT.OK);
  const noKey = await run(['fields', 'form.pdf'], { PDFSVC_KEY: '' });
  assert.equal(noKey.code, EXIT.USAGE);
  assert.match(noKey.stderr, /no API key: pass --key or set PDFSVC_KEY/);
  const missing = await run(['fields', 'nope.pdf']);
  assert.equal(missing.code, EXIT.USAGE);
  assert.match(missing.stderr, /cannot read nope\.pdf: ENOENT/);
  assert.equal((await run(['fill', 'form.pdf'])).code, EXIT.USAGE, 'fill needs --data');
  assert.equal((await run(['frobnicate', 'form.pdf'])).code, EXIT.USAGE);
  // A port that was free a moment ago: nothing listens there.
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  const down = await run(['fields', 'form.pdf', '--url', `http://127.0.0.1:${port}`]);
  assert.equal(down.code, EXIT.UNREACHABLE);
  assert.match(down.stderr, new RegExp(`cannot reach the service at http://127\\.0\\.0\\.1:${port}: ECONNREFUSED`));
});
