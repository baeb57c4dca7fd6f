/**
 * The text layer of a long document is read in runs of consecutive pages spread over the worker threads; the
 * pages come back complete and in order whatever the split.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { extractDocumentText, splitIntoRuns } from '../../src/operations/extract-document-text.js';
import { createWorkerPool, type WorkerPool } from '../../src/pool/worker-pool.js';
import { buildContactForm } from '../fixtures/documents.js';

describe('splitIntoRuns', () => {
  test('covers every page once, in order, with run sizes differing by at most one', () => {
    for (let pageCount = 1; pageCount <= 23; pageCount++) {
      for (let parts = 0; parts <= 5; parts++) {
        const runs = splitIntoRuns(pageCount, parts);
        assert.deepEqual(runs.flat(), Array.from({ length: pageCount }, (_, i) => i + 1), `${pageCount} pages in ${parts}`);
        assert.equal(runs.length, Math.max(1, Math.min(parts, pageCount)));
        const sizes = runs.map((run) => run.length);
        assert.ok(Math.max(...sizes) - Math.min(...sizes) <= 1, `${pageCount} pages in ${parts}: ${sizes}`);
      }
    }
  });
});

describe('text layer of a long document through the pool', () => {
  let pool: WorkerPool;
  before(() => {
    pool = createWorkerPool({ threads: 2 });
  });
  after(() => pool.close());

  test('a 13-page document split over two threads comes back page by page, in order', async () => {
    const pdf = await buildContactForm(13);
    const signal = new AbortController().signal;
    const split = await extractDocumentText(pool, { pdf }, { pageCount: 13, mode: 'text', ocrLanguage: 'eng', signal });
    const whole = (await pool.run('extractTextLayer', { pdf })).pages;
    assert.deepEqual(split.map((page) => page.pageNumber), Array.from({ length: 13 }, (_, i) => i + 1));
    assert.deepEqual(split, whole);
  });
});
