/**
 * document-ocr over HTTP on scans: the contract's full structure, a blank scan (422 NO_TEXT_CONTENT), and a
 * multi-page OCR that dies mid-document, by a killed thread or by the request's time budget: the request fails
 * cleanly, nothing is charged, and the next OCR request succeeds on fresh threads and engines.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { getBalance } from '../../src/store/ledger.js';
import { buildTextDocument } from '../fixtures/documents.js';
import { formData, killThreadsOnceBusy, post, startTestService, type TestService } from '../helpers/service.js';
import { buildGeneratedScan, concatenatePdfs } from './scan-fixtures.js';

let svc: TestService;
before(async () => {
  svc = await startTestService();
});
after(() => svc.close());

describe('document-ocr on scanned PDFs', () => {
  test('returns every level of the structure, counted, normalised and honestly confident', async () => {
    const { key } = svc.newKey();
    const { pdf } = await buildGeneratedScan({ dpi: 150, quarterTurns: 1 });
    const res = await post(`${svc.url}/api/v1/document-ocr`, key, formData(pdf));
    assert.equal(res.status, 200, JSON.stringify(res.json));
    assert.ok(Number(res.headers.get('x-processing-time')) > 0);
    const body = res.json;
    assert.equal(body.metadata.language, 'en');
    assert.equal(body.metadata.pageCount, 1);
    const page = body.extractedText.pages[0];
    assert.match(page.text, /Invoice 48213 was issued on 12 March 2024/);
    const counts = { blocks: page.blocks.length, paragraphs: page.paragraphs.length, lines: page.lines.length, tokens: page.tokens.length };
    assert.deepEqual(body.metadata.elementCounts, counts);
    assert.equal(counts.lines, 8);
    for (const element of [...page.blocks, ...page.paragraphs, ...page.lines, ...page.tokens]) {
      assert.equal(element.boundingBox.vertices.length, 4);
      assert.equal(element.boundingBox.normalized, true);
      for (const { x, y } of element.boundingBox.vertices) assert.ok(x >= 0 && x <= 1 && y >= 0 && y <= 1);
      assert.ok(element.confidence > 0 && element.confidence <= 1);
    }
    const mean = page.tokens.reduce((sum: number, t: { confidence: number }) => sum + t.confidence, 0) / page.tokens.length;
    assert.ok(Math.abs(page.confidence - mean) < 1e-9, 'page confidence is the mean of its tokens');
  });

  test('a blank scan is 422 NO_TEXT_CONTENT with a reason, and costs nothing', async () => {
    const { key, id } = svc.newKey(1_000_000);
    const { pdf } = await buildGeneratedScan({ dpi: 150, lines: [] });
    const res = await post(`${svc.url}/api/v1/document-ocr`, key, formData(pdf));
    assert.equal(res.status, 422);
    assert.equal(res.json.details.code, 'NO_TEXT_CONTENT');
    assert.equal(res.json.details.pageCount, 1);
    assert.ok(res.json.details.reason.length > 0);
    assert.equal(getBalance(svc.service.store, id), 1_000_000);
  });

  test('threads killed in the middle of a scanned document: 500, nothing charged, the next OCR succeeds', async () => {
    const { key, id } = svc.newKey(1_000_000);
    const scan = await buildGeneratedScan({ dpi: 300 });
    const pdf = await concatenatePdfs([scan.pdf, scan.pdf, scan.pdf, scan.pdf]);
    const pending = post(`${svc.url}/api/v1/document-ocr`, key, formData(pdf, { mode: 'ocr' }));
    await killThreadsOnceBusy(svc, 300);

    const res = await pending;
    assert.equal(res.status, 500, JSON.stringify(res.json));
    assert.deepEqual(res.json.details, { code: 'INTERNAL_ERROR' });
    assert.equal(getBalance(svc.service.store, id), 1_000_000, 'nothing charged');

    const next = await post(`${svc.url}/api/v1/document-ocr`, key, formData(scan.pdf, { mode: 'ocr' }));
    assert.equal(next.status, 200, JSON.stringify(next.json));
    assert.match(next.json.extractedText.fullText, /Invoice 48213/);
    assert.equal(getBalance(svc.service.store, id), 1_000_000 - 10_000);
  });
});

describe('document-ocr past the request time budget', () => {
  let slow: TestService;
  before(async () => {
    slow = await startTestService({ REQUEST_TIMEOUT_MS: '2000' });
  });
  after(() => slow.close());

  test('503 PROCESSING_TIMEOUT mid-document, nothing charged, the next request succeeds', async () => {
    const { key, id } = slow.newKey(1_000_000);
    const scan = await buildGeneratedScan({ dpi: 300 });
    // Far more OCR than 2 s holds on any host: six pages once sufficed, until a quiet hour read them in 1.6 s. The
    // request stops at its budget, so the extra pages cost no test time.
    const pdf = await concatenatePdfs(Array.from({ length: 30 }, () => scan.pdf));
    const res = await post(`${slow.url}/api/v1/document-ocr`, key, formData(pdf, { mode: 'ocr' }));
    assert.equal(res.status, 503, JSON.stringify(res.json));
    assert.equal(res.json.details.code, 'PROCESSING_TIMEOUT');
    assert.equal(getBalance(slow.service.store, id), 1_000_000, 'nothing charged');
    assert.equal([...slow.service.store.reservations.getRange({})].length, 0);

    // The next request works; one with no OCR, so that its own 2 s budget holds on a busy machine too (OCR on
    // fresh threads after a timeout is covered by the crash test above). The timed-out pages' threads were
    // replaced; their start-up is not this request's to pay within its budget.
    await slow.service.pool.warmUp();
    const next = await post(`${slow.url}/api/v1/document-ocr`, key, formData(await buildTextDocument(['After the timeout.'])));
    assert.equal(next.status, 200, JSON.stringify(next.json));
    assert.match(next.json.extractedText.fullText, /After the timeout\./);
    assert.equal(getBalance(slow.service.store, id), 1_000_000 - 10_000);
  });
});
