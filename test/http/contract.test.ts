/**
 * The contract (../shared/spec/service.md) over a real socket: every status code, header and body shape of the
 * three operations, sessions, credits and rate limits, against the running service with its real worker pool.
 */
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, test } from 'node:test';
import { PDFDocument } from '@cantoo/pdf-lib';
import { journalTotals, getBalance } from '../../src/store/ledger.js';
import { buildBlankDocument, buildContactForm, buildTextDocument, corrupt } from '../fixtures/documents.js';
import { formData, post, startTestService, type TestService } from '../helpers/service.js';

let svc: TestService;
let form: Uint8Array;
let twoPageForm: Uint8Array;
let textPdf: Uint8Array;
let blankPdf: Uint8Array;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const FILL = '/api/v1/fill-pdf';
const MAP = '/api/v1/field-mapping';
const OCR = '/api/v1/document-ocr';
const DATA = 'Full name: Ada Lovelace\nEmail: ada@example.org\nCity: London';

before(async () => {
  svc = await startTestService();
  [form, twoPageForm, textPdf, blankPdf] = await Promise.all([
    buildContactForm(),
    buildContactForm(2),
    buildTextDocument(['Invoice 2026-114', 'Total due: 1,250.00 EUR', 'Payable within 30 days']),
    buildBlankDocument(),
  ]);
});
after(() => svc.close());

const call = (path: string, key: string | null, body?: FormData | string) => post(svc.url + path, key, body);

function assertStructuredError(res: Awaited<ReturnType<typeof call>>, status: number, code: string) {
  assert.equal(res.status, status, JSON.stringify(res.json));
  assert.deepEqual(Object.keys(res.json).sort(), ['details', 'error', 'message', 'requestId', 'timestamp']);
  assert.equal(res.json.details.code, code);
  assert.equal(typeof res.json.message, 'string');
  assert.ok(!Number.isNaN(Date.parse(res.json.timestamp)));
  assert.equal(res.json.requestId, res.headers.get('x-request-id'));
}

function assertNormalisedElement(element: any) {
  assert.equal(typeof element.text, 'string');
  assert.ok(element.confidence >= 0 && element.confidence <= 1);
  assert.equal(element.boundingBox.normalized, true);
  assert.equal(element.boundingBox.vertices.length, 4);
  for (const v of element.boundingBox.vertices) {
    assert.ok(v.x >= 0 && v.x <= 1 && v.y >= 0 && v.y <= 1, JSON.stringify(v));
  }
}

describe('health and routing', () => {
  test('GET /healthz answers 200 once the pool is ready', async () => {
    const res = await fetch(`${svc.url}/healthz`);
    assert.equal(res.status, 200);
    assert.equal(((await res.json()) as { status: string }).status, "ok");
  });
  test('unknown paths are 404 and wrong methods 405, in the structured shape', async () => {
    assertStructuredError(await call('/api/v1/nope', null, ''), 404, 'NOT_FOUND');
    const res = await fetch(svc.url + MAP);
    assert.equal(res.status, 405);
    assert.equal(res.headers.get('allow'), 'POST');
  });
});

describe('authentication', () => {
  test('missing or unknown keys are 401 on every operation, in each operation\'s shape', async () => {
    for (const key of [null, 'pdfk_not_a_real_key']) {
      const fill = await call(FILL, key, formData(form, { data: DATA }));
      assert.equal(fill.status, 401);
      assert.deepEqual(Object.keys(fill.json), ['error']);
      assertStructuredError(await call(MAP, key, formData(form)), 401, 'UNAUTHORIZED');
      assertStructuredError(await call(OCR, key, formData(textPdf)), 401, 'UNAUTHORIZED');
    }
  });

  test('a session made from a key is a Bearer credential billed to the key, with rate-limit headers', async () => {
    const { key, id } = svc.newKey(1_000_000, 50);
    const created = await call('/api/v1/sessions', key, '');
    assert.equal(created.status, 201);
    assert.match(created.json.token, /^pdfs_/);
    const ttl = Date.parse(created.json.expiresAt) - Date.now();
    assert.ok(ttl > 3_500_000 && ttl <= 3_600_000, `expires in about an hour (${ttl} ms)`);

    // (The window is the clock's, so it may end while the call runs: its reset is after the moment the call was made.)
    const sentAt = Date.now();
    const bySession = await call(OCR, created.json.token, formData(textPdf));
    assert.equal(bySession.status, 200);
    assert.equal(bySession.headers.get('x-rate-limit-remaining'), '49');
    assert.ok(Number(bySession.headers.get('x-rate-limit-reset')) > sentAt);
    assert.equal(getBalance(svc.service.store, id), 990_000, 'billed to the key');

    const byKey = await call(OCR, key, formData(textPdf));
    assert.equal(byKey.status, 200);
    assert.equal(byKey.headers.get('x-rate-limit-remaining'), null, 'only session calls carry rate-limit headers');
    assert.equal(byKey.headers.get('x-rate-limit-reset'), null);

    assertStructuredError(await call('/api/v1/sessions', created.json.token, ''), 401, 'UNAUTHORIZED');
    assertStructuredError(await call('/api/v1/sessions', 'pdfk_bogus', ''), 401, 'UNAUTHORIZED');
  });
});

describe('fill-pdf', () => {
  test('200: the filled PDF with the contract headers and the values in the fields', async () => {
    const { key } = svc.newKey(1_000_000);
    const res = await call(FILL, key, formData(form, { data: DATA }, 'contact.pdf'));
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.equal(res.headers.get('content-type'), 'application/pdf');
    assert.equal(res.headers.get('content-disposition'), 'attachment; filename="filled-contact.pdf"');
    assert.equal(Number(res.headers.get('content-length')), res.bytes.byteLength);
    assert.equal(res.headers.get('x-credits-used'), '0.02');
    assert.equal(res.headers.get('x-credits-remaining'), '0.98');
    assert.equal(res.headers.get('x-credits-currency'), 'USD');
    assert.equal(res.headers.get('x-rate-limit-remaining'), null);
    const stats = JSON.parse(res.headers.get('x-processing-stats')!);
    for (const stage of ['fieldExtraction', 'textExtraction', 'fieldMapping', 'fieldFilling', 'pdfGeneration', 'total']) {
      assert.equal(typeof stats.timing[stage], 'number', stage);
    }
    assert.ok(stats.confidence >= 0 && stats.confidence <= 1);

    const filled = (await PDFDocument.load(res.bytes)).getForm();
    assert.equal(filled.getTextField('full_name').getText(), 'Ada Lovelace');
    assert.equal(filled.getTextField('email').getText(), 'ada@example.org');
    assert.equal(filled.getTextField('city').getText(), 'London');
  });

  test('400 bodies are { error } with the contract\'s messages', async () => {
    const { key } = svc.newKey();
    const notPdf = await call(FILL, key, formData(PNG, { data: DATA }, 'x.png'));
    assert.equal(notPdf.status, 400);
    assert.deepEqual(notPdf.json, { error: 'Only PDF files are supported' });
    for (const data of [undefined, '', '   \n ']) {
      const res = await call(FILL, key, formData(form, data === undefined ? {} : { data }));
      assert.equal(res.status, 400);
      assert.deepEqual(res.json, { error: 'The data parameter is required and cannot be empty' });
    }
    const missing = await call(FILL, key, formData(null, { data: DATA }));
    assert.equal(missing.status, 400);
    assert.match(missing.json.error, /only PDF files are supported/);
    const broken = await call(FILL, key, formData(corrupt(form), { data: DATA }));
    assert.equal(broken.status, 400);
    assert.deepEqual(Object.keys(broken.json), ['error']);
  });

  test('402 reports amountRequired, currentBalance and pageCount, and charges nothing', async () => {
    const { key, id } = svc.newKey(30_000);
    const res = await call(FILL, key, formData(twoPageForm, { data: DATA }));
    assert.equal(res.status, 402);
    assert.deepEqual(res.json, { error: 'Insufficient credit balance', amountRequired: 0.04, currentBalance: 0.03, pageCount: 2 });
    assert.equal(getBalance(svc.service.store, id), 30_000);
  });

  test('429 carries resetTime as a string of epoch milliseconds', async () => {
    const { key } = svc.newKey(10_000_000, 2);
    // (Windows are fixed minutes: on a loaded machine three calls may straddle a minute's turn and fall in two windows,
    // so the three are made once more, all in the new window, whose count the calls before have already started.)
    let res: Awaited<ReturnType<typeof call>> | undefined;
    for (let attempt = 0; attempt < 2; attempt++) {
      const first = await call(FILL, key, formData(form, { data: DATA }));
      await call(FILL, key, formData(form, { data: DATA }));
      res = await call(FILL, key, formData(form, { data: DATA }));
      if (res.status === 429 || first.headers.get('x-rate-limit-reset') === res.headers.get('x-rate-limit-reset')) break;
    }
    assert.ok(res);
    assert.equal(res.status, 429);
    assert.deepEqual(Object.keys(res.json).sort(), ['error', 'resetTime']);
    assert.match(res.json.resetTime, /^\d{13}$/);
    assert.ok(Number(res.json.resetTime) > Date.now());
    assert.ok(Number(res.headers.get('retry-after')) >= 1);
  });
});

describe('field-mapping', () => {
  test('200: every field with the contract\'s properties and a label-based mapping', async () => {
    const { key } = svc.newKey(1_000_000);
    const res = await call(MAP, key, formData(form, {}, 'contact.pdf'));
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.equal(res.headers.get('x-credits-used'), '0.01');
    assert.equal(res.headers.get('x-credits-remaining'), '0.99');
    assert.equal(res.headers.get('x-credits-currency'), 'USD');
    const body = res.json;
    assert.equal(body.fileName, 'contact.pdf');
    assert.ok(!Number.isNaN(Date.parse(body.processedAt)));
    assert.equal(body.pageCount, 1);
    assert.equal(body.fields.length, 5);
    for (const field of body.fields) {
      assert.deepEqual(Object.keys(field).sort(), [
        'defaultValue', 'mapping', 'name', 'options', 'page', 'position', 'readonly', 'required', 'textMaxLength', 'tooltip', 'type',
      ]);
      assert.ok(['text', 'checkbox', 'radio', 'dropdown', 'signature'].includes(field.type));
      assert.deepEqual(Object.keys(field.mapping).sort(), ['confidence', 'contextText', 'mainText', 'reasoning']);
      assert.ok(field.mapping.confidence >= 0 && field.mapping.confidence <= 1);
    }
    const email = body.fields.find((f: any) => f.name === 'email');
    assert.equal(email.mapping.mainText, 'Email address', 'the visible label left of the field');
    // Top-left origin, y downward, in points: the widget's bottom edge is at y=650 from the page bottom (792).
    // pdf-lib widens a widget's rectangle by half its 1 pt border on each side.
    const expected = { x: 170, y: 792 - 650 - 20, width: 250, height: 20 };
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      assert.ok(Math.abs(email.position[side] - expected[side]) <= 1, `${side}: ${JSON.stringify(email.position)}`);
    }
    assert.equal(body.fields.find((f: any) => f.name === 'subscribe').type, 'checkbox');
    assert.match(body.extractedText.fullText, /Contact details/);
    assert.equal(body.extractedText.pages[0].pageNumber, 1);
    assert.deepEqual(body.metadata.statistics.totalFields, 5);
    assert.equal(body.metadata.statistics.mappedFields + body.metadata.statistics.unmappedFields, 5);
    assert.equal(body.metadata.extractionMethod, 'pdf-lib');
    assert.equal(body.metadata.hasAcroForm, true);
    assert.equal(typeof body.metadata.processingTimeMs, 'number');
  });

  test('400 INVALID_FILE_FORMAT reports the detected format; 400 for missing and corrupted files', async () => {
    const { key, id } = svc.newKey(1_000_000);
    const res = await call(MAP, key, formData(PNG, {}, 'scan.pdf'));
    assertStructuredError(res, 400, 'INVALID_FILE_FORMAT');
    assert.deepEqual(res.json.details.allowedFormats, ['pdf']);
    assert.equal(res.json.details.receivedFormat, 'png');
    assertStructuredError(await call(MAP, key, formData(null)), 400, 'MISSING_FILE');
    assertStructuredError(await call(MAP, key, formData(corrupt(form))), 400, 'CORRUPTED_PDF');
    assertStructuredError(await call(MAP, key, 'not multipart'), 400, 'MALFORMED_REQUEST');
    assert.equal(getBalance(svc.service.store, id), 1_000_000);
  });

  test('422 NO_FORM_FIELDS with pageCount and suggestion, nothing charged', async () => {
    const { key, id } = svc.newKey(1_000_000);
    const res = await call(MAP, key, formData(textPdf));
    assertStructuredError(res, 422, 'NO_FORM_FIELDS');
    assert.equal(res.json.details.pageCount, 1);
    assert.equal(typeof res.json.details.suggestion, 'string');
    assert.equal(getBalance(svc.service.store, id), 1_000_000);
  });

  test('402 INSUFFICIENT_CREDITS carries the amounts', async () => {
    const { key } = svc.newKey(5_000);
    const res = await call(MAP, key, formData(form));
    assertStructuredError(res, 402, 'INSUFFICIENT_CREDITS');
    assert.deepEqual({ ...res.json.details, code: undefined }, { code: undefined, amountRequired: 0.01, currentBalance: 0.005, pageCount: 1 });
  });

  test('413 while the upload streams in, before the limit is exceeded in memory', async () => {
    const { key } = svc.newKey(1_000_000);
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    const res = await call(MAP, key, formData(big));
    assertStructuredError(res, 413, 'FILE_TOO_LARGE');
    assert.match(res.json.message, /10 MB/);
    const fill = await call(FILL, key, formData(big, { data: DATA }));
    assert.equal(fill.status, 413);
    assert.deepEqual(Object.keys(fill.json), ['error']);
  });

  test('429 RATE_LIMITED in the structured shape', async () => {
    const { key } = svc.newKey(1_000_000, 1);
    await call(MAP, key, formData(form));
    const res = await call(MAP, key, formData(form));
    assertStructuredError(res, 429, 'RATE_LIMITED');
    assert.match(res.json.details.resetTime, /^\d{13}$/);
  });
});

describe('document-ocr', () => {
  test('200: full text and per-page blocks, paragraphs, lines and tokens with normalised boxes', async () => {
    const { key } = svc.newKey(1_000_000);
    const res = await call(OCR, key, formData(textPdf, {}, 'invoice.pdf'));
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.equal(res.headers.get('x-credits-used'), '0.01');
    assert.equal(res.headers.get('x-credits-currency'), 'USD');
    assert.ok(Number(res.headers.get('x-processing-time')) >= 0);
    const body = res.json;
    assert.equal(body.fileName, 'invoice.pdf');
    assert.equal(typeof body.documentId, 'number');
    assert.match(body.extractedText.fullText, /Total due: 1,250\.00 EUR/);
    const page = body.extractedText.pages[0];
    assert.equal(page.pageNumber, 1);
    assert.deepEqual(page.dimensions, { width: 612, height: 792, unit: 'pt' });
    assert.equal(page.confidence, 1);
    for (const level of ['blocks', 'paragraphs', 'lines', 'tokens']) {
      assert.ok(page[level].length > 0, level);
      page[level].forEach(assertNormalisedElement);
      assert.equal(body.metadata.elementCounts[level], page[level].length);
    }
    assert.equal(page.lines.length, 3);
    assert.deepEqual(page.tokens.slice(0, 2).map((t: any) => t.text), ['Invoice', '2026-114']);
    assert.equal(body.metadata.pageCount, 1);
    assert.equal(body.metadata.language, 'en');
    const again = await call(OCR, key, formData(textPdf));
    assert.ok(again.json.documentId > body.documentId, 'documentId is unique per operation');
  });

  test('422 NO_TEXT_CONTENT for a blank document, with a reason, nothing charged', async () => {
    const { key, id } = svc.newKey(1_000_000);
    const res = await call(OCR, key, formData(blankPdf));
    assertStructuredError(res, 422, 'NO_TEXT_CONTENT');
    assert.equal(res.json.details.pageCount, 1);
    assert.equal(typeof res.json.details.reason, 'string');
    assert.equal(getBalance(svc.service.store, id), 1_000_000);
  });

  test('400 for an unsupported language or mode, listing what is supported', async () => {
    const { key } = svc.newKey(1_000_000);
    const res = await call(OCR, key, formData(textPdf, { language: 'xx' }));
    assertStructuredError(res, 400, 'INVALID_PARAMETER');
    assert.deepEqual(res.json.details.supportedLanguages, ['en']);
    assertStructuredError(await call(OCR, key, formData(textPdf, { mode: 'magic' })), 400, 'INVALID_PARAMETER');
  });
});

describe('credits under concurrency', () => {
  test('parallel calls never overdraw: exactly the affordable number succeed', async () => {
    const { key, id } = svc.newKey(50_000); // five document-ocr pages at 0.01
    const results = await Promise.all(Array.from({ length: 12 }, () => call(OCR, key, formData(textPdf))));
    const statuses = results.map((r) => r.status).sort();
    assert.equal(statuses.filter((s) => s === 200).length, 5, statuses.join(','));
    assert.equal(statuses.filter((s) => s === 402).length, 7);
    assert.equal(getBalance(svc.service.store, id), 0);
    assert.deepEqual(journalTotals(svc.service.store, id), { creditedMicros: 50_000, chargedMicros: 50_000, charges: 5 });
    assert.equal([...svc.service.store.reservations.getRange({})].length, 0, 'no reservation left behind');
  });
});

describe('uploads over raw sockets', () => {
  test('a Content-Length above the limit is answered 413 without reading the body', async () => {
    const { key } = svc.newKey();
    const answer = await rawRequest(
      `POST ${MAP} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 50000000\r\n\r\n--b\r\n`,
    );
    assert.match(answer, /^HTTP\/1\.1 413 /);
    assert.match(answer, /FILE_TOO_LARGE/);
  });

  test('a client that disconnects mid-upload is not charged and leaves no reservation', async () => {
    const { key, id } = svc.newKey();
    const socket = net.connect(svc.service.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(`POST ${OCR} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 100000\r\n\r\n--b\r\n`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(getBalance(svc.service.store, id), 10_000_000);
    assert.equal(svc.service.app.inflight(), 0, 'the request slot was freed');
  });
});

function rawRequest(head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(svc.service.port, '127.0.0.1', () => socket.write(head));
    let data = '';
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
      if (data.includes('\r\n\r\n') && /\}\s*$/.test(data)) socket.destroy();
    });
    socket.on('close', () => resolve(data));
    socket.on('error', reject);
    setTimeout(() => socket.destroy(), 5000);
  });
}
