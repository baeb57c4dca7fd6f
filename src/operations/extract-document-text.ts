/**
 * The text of a document, page by page: the text layer where a page has a usable one (cheap and exact), OCR for
 * the others. OCR runs one task per page so a document's pages spread over every worker; results keep page order.
 */
import { ServiceError } from '../shared/errors.js';
import { DEFAULT_OCR_PAGE_TIMEOUT_MS } from '../shared/limits.js';
import type { DocumentInput, PageText } from '../shared/protocol.js';
import type { WorkerPool } from '../pool/worker-pool.js';

export type TextMode = 'auto' | 'ocr' | 'text';

export const TEXT_MODES: readonly TextMode[] = ['auto', 'ocr', 'text'];

export interface TextOptions {
  pageCount: number;
  mode: TextMode;
  /** Tesseract language code. */
  ocrLanguage: string;
  signal: AbortSignal;
  /** Limits OCR to the pages this returns true for (fill-pdf only needs the pages that carry fields). */
  shouldOcr?: (pageNumber: number) => boolean;
  /**
   * Time one page's OCR may take once dispatched; past it the page's thread is terminated (the pool replaces it)
   * and the request fails with PROCESSING_TIMEOUT. Default DEFAULT_OCR_PAGE_TIMEOUT_MS.
   */
  pageTimeoutMs?: number;
}

export async function extractDocumentText(pool: WorkerPool, document: DocumentInput, options: TextOptions): Promise<PageText[]> {
  const pageTimeoutMs = options.pageTimeoutMs ?? DEFAULT_OCR_PAGE_TIMEOUT_MS;
  const ocr = (pageNumber: number) => {
    const timeout = new AbortController();
    const timer = setTimeout(() => {
      timeout.abort(
        new ServiceError('PROCESSING_TIMEOUT', `OCR of page ${pageNumber} did not finish within ${Math.round(pageTimeoutMs / 1000)} s, the limit for one page`),
      );
    }, pageTimeoutMs);
    const signal = AbortSignal.any([options.signal, timeout.signal]);
    return pool.run('ocrPage', { ...document, pageNumber, language: options.ocrLanguage }, signal).finally(() => clearTimeout(timer));
  };
  // A document's pages go out at most one per thread at a time: every thread stays busy, the page timer starts
  // when the page can start rather than while it waits behind its own document, and other requests' pages
  // interleave with ours instead of queueing behind all of them.
  const lanes = Math.max(1, pool.stats().threads);

  if (options.mode === 'ocr') {
    return mapInOrder(Array.from({ length: options.pageCount }, (_, i) => i + 1), lanes, ocr);
  }
  const pages = await readTextLayer(pool, document, options.pageCount, lanes, options.signal);
  if (options.mode === 'text') return pages;
  const shouldOcr = options.shouldOcr ?? (() => true);
  return mapInOrder(pages, lanes, (page) => (page.source === 'none' && shouldOcr(page.pageNumber) ? ocr(page.pageNumber) : Promise.resolve(page)));
}

/**
 * Text-layer pages per task at least: a task opens the document again in its thread and parses its fonts again,
 * which a few pages' worth of work pays back (a page of the 19-page constitution takes about 6 ms: stages bench).
 */
const MIN_TEXT_LAYER_PAGES_PER_TASK = 4;

/** The text layer of every page, read in runs of consecutive pages spread over the threads. */
async function readTextLayer(pool: WorkerPool, document: DocumentInput, pageCount: number, lanes: number, signal: AbortSignal) {
  const runs = splitIntoRuns(pageCount, Math.min(lanes, Math.floor(pageCount / MIN_TEXT_LAYER_PAGES_PER_TASK)));
  const results = await mapInOrder(runs, lanes, (pages) => pool.run('extractTextLayer', { ...document, pages }, signal));
  return results.flatMap((result) => result.pages);
}

/** Pages 1..pageCount as `parts` runs of consecutive pages (at least one run), sizes differing by at most one. */
export function splitIntoRuns(pageCount: number, parts: number): number[][] {
  const count = Math.max(1, Math.min(parts, pageCount));
  const runs: number[][] = [];
  let first = 1;
  for (let i = 0; i < count; i++) {
    const size = Math.floor(pageCount / count) + (i < pageCount % count ? 1 : 0);
    runs.push(Array.from({ length: size }, (_, k) => first + k));
    first += size;
  }
  return runs;
}

/**
 * Runs `work` over `items` with at most `lanes` in flight and returns the results in the items' order. After the
 * first failure nothing new starts; pages already running finish (stopping them would cost their threads).
 */
export async function mapInOrder<T, R>(items: readonly T[], lanes: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await work(items[index]!);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
  return results;
}

/**
 * The `extractedText` object of a response: the full text and one entry per page. document-ocr also gives each
 * page's confidence, lines and tokens; field-mapping gives blocks and paragraphs only, as the contract lists.
 */
export function extractedTextOf(pages: PageText[], detail: 'ocr' | 'mapping') {
  return {
    fullText: joinPageTexts(pages),
    pages: pages.map((page) => ({
      pageNumber: page.pageNumber,
      dimensions: page.dimensions,
      text: page.text,
      ...(detail === 'ocr' ? { confidence: page.confidence } : {}),
      blocks: page.blocks,
      paragraphs: page.paragraphs,
      ...(detail === 'ocr' ? { lines: page.lines, tokens: page.tokens } : {}),
    })),
  };
}

/** The document's full text: pages joined by a form feed, the conventional page separator of text extractors. */
export function joinPageTexts(pages: PageText[]): string {
  return pages.map((page) => page.text).join('\n\f');
}
