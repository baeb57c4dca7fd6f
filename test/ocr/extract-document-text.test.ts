/**
 * Per-page OCR over a real worker pool: page order across threads, a mixed document (text layer + scan), a page
 * that overruns its time budget (its thread is replaced and the pool keeps working), and the ordered fan-out.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { extractDocumentText, mapInOrder } from '../../src/operations/extract-document-text.js';
import { createWorkerPool, type WorkerPool } from '../../src/pool/worker-pool.js';
import { buildTextDocument } from '../fixtures/documents.js';
import { shared } from '../helpers/corpus.js';
import { buildGeneratedScan, concatenatePdfs } from './scan-fixtures.js';

let pool: WorkerPool;
before(async () => {
  pool = createWorkerPool({ threads: 2, ocrEngine: { recycleAfterPages: 2 } });
  await pool.warmUp();
});
after(() => pool.close());

const options = (pageCount: number, extra: Partial<Parameters<typeof extractDocumentText>[2]> = {}) => ({
  pageCount,
  mode: 'auto' as const,
  ocrLanguage: 'eng',
  signal: new AbortController().signal,
  ...extra,
});

describe('extractDocumentText over the pool', () => {
  test('a mixed document: the text page from its layer, the scanned pages by OCR, in page order', async () => {
    const text = await buildTextDocument(['Text layer page, exact and cheap.']);
    const first = await buildGeneratedScan({ dpi: 150, lines: ['First scanned page of the packet.', 'Account number 77120.'] });
    const second = await buildGeneratedScan({ dpi: 150, lines: ['Second scanned page, turned around.'], quarterTurns: 2 });
    const blank = await buildGeneratedScan({ dpi: 150, lines: [] });
    const pdf = shared(await concatenatePdfs([first.pdf, text, second.pdf, blank.pdf]));
    const pages = await extractDocumentText(pool, { pdf }, options(4));

    assert.deepEqual(pages.map((p) => p.pageNumber), [1, 2, 3, 4]);
    assert.deepEqual(pages.map((p) => p.source), ['ocr', 'text-layer', 'ocr', 'none']);
    assert.match(pages[0]!.text, /Account number 77120/);
    assert.equal(pages[1]!.confidence, 1);
    assert.match(pages[2]!.text, /Second scanned page, turned around\./);
    assert.equal(pages[3]!.confidence, 0);
  });

  test('a page over its time budget fails the document with PROCESSING_TIMEOUT; the pool carries on', async () => {
    const scan = await buildGeneratedScan({ dpi: 300 });
    const pdf = shared(await concatenatePdfs([scan.pdf, scan.pdf, scan.pdf]));
    await assert.rejects(extractDocumentText(pool, { pdf }, options(3, { mode: 'ocr', pageTimeoutMs: 150 })), (error: unknown) => {
      const { code, message } = error as { code?: string; message?: string };
      assert.equal(code, 'PROCESSING_TIMEOUT');
      assert.match(String(message), /OCR of page \d did not finish within/);
      return true;
    });
    const pages = await extractDocumentText(pool, { pdf: shared(scan.pdf) }, options(1, { mode: 'ocr' }));
    assert.match(pages[0]!.text, /Invoice 48213/);
  });
});

describe('mapInOrder', () => {
  test('keeps the order of the items whatever order the work finishes in', async () => {
    const delays = [30, 5, 20, 1, 10];
    const running: number[] = [];
    let peak = 0;
    const results = await mapInOrder(delays, 2, async (ms) => {
      running.push(ms);
      peak = Math.max(peak, running.length);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running.splice(running.indexOf(ms), 1);
      return ms * 2;
    });
    assert.deepEqual(results, [60, 10, 40, 2, 20]);
    assert.equal(peak, 2);
  });

  test('starts nothing new after a failure', async () => {
    const started: number[] = [];
    await assert.rejects(
      mapInOrder([1, 2, 3, 4, 5], 1, async (n) => {
        started.push(n);
        if (n === 2) throw new Error('page 2 failed');
        return n;
      }),
      /page 2 failed/,
    );
    assert.deepEqual(started, [1, 2]);
  });
});
