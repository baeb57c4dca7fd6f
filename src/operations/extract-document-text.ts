/**
 * The text of a document, page by page: the text layer where a page has a usable one (cheap and exact), OCR for
 * the others. OCR runs one task per page so a document's pages spread over every worker; results keep page order.
 */
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
}

export async function extractDocumentText(pool: WorkerPool, document: DocumentInput, options: TextOptions): Promise<PageText[]> {
  const ocr = (pageNumber: number) =>
    pool.run('ocrPage', { ...document, pageNumber, language: options.ocrLanguage }, options.signal);

  if (options.mode === 'ocr') {
    return Promise.all(Array.from({ length: options.pageCount }, (_, i) => ocr(i + 1)));
  }
  const { pages } = await pool.run('extractTextLayer', document, options.signal);
  if (options.mode === 'text') return pages;
  const shouldOcr = options.shouldOcr ?? (() => true);
  return Promise.all(pages.map((page) => (page.source === 'none' && shouldOcr(page.pageNumber) ? ocr(page.pageNumber) : page)));
}

/** The document's full text: pages joined by a form feed, the conventional page separator of text extractors. */
export function joinPageTexts(pages: PageText[]): string {
  return pages.map((page) => page.text).join('\n\f');
}
