/** POST /api/v1/document-ocr: the text of every page with its block/paragraph/line/token structure. */
import { ServiceError } from '../shared/errors.js';
import { DEFAULT_OCR_LANGUAGE, OCR_LANGUAGES } from '../shared/limits.js';
import { nextCounterValue } from '../store/open-store.js';
import type { Upload } from '../http/upload.js';
import { extractDocumentText, extractedTextOf, TEXT_MODES, type TextMode } from './extract-document-text.js';
import type { Operation } from './operation.js';

export function readTextMode(upload: Upload): TextMode {
  const mode = (upload.params.get('mode') ?? 'auto').trim().toLowerCase() || 'auto';
  if (!(TEXT_MODES as readonly string[]).includes(mode)) {
    throw new ServiceError('INVALID_PARAMETER', `mode must be one of ${TEXT_MODES.join(', ')}`, {
      parameter: 'mode',
      allowedValues: TEXT_MODES,
    });
  }
  return mode as TextMode;
}

export function readLanguage(upload: Upload): string {
  const language = (upload.params.get('language') ?? DEFAULT_OCR_LANGUAGE).trim().toLowerCase() || DEFAULT_OCR_LANGUAGE;
  if (!Object.hasOwn(OCR_LANGUAGES, language)) {
    const supported = Object.keys(OCR_LANGUAGES);
    throw new ServiceError('INVALID_PARAMETER', `Unsupported language; supported languages: ${supported.join(', ')}`, {
      parameter: 'language',
      supportedLanguages: supported,
    });
  }
  return language;
}

export const documentOcr: Operation = {
  name: 'document-ocr',
  errorStyle: 'structured',
  pricePerPageMicros: (config) => config.prices.documentOcrPerPageMicros,
  validate(upload) {
    readTextMode(upload);
    readLanguage(upload);
  },
  async run(context) {
    const { upload, pageCount } = context;
    const language = readLanguage(upload);
    const pages = await extractDocumentText(context.pool, { pdf: upload.pdf, password: upload.params.get('password') }, {
      pageCount,
      mode: readTextMode(upload),
      ocrLanguage: OCR_LANGUAGES[language]!,
      signal: context.signal,
      pageTimeoutMs: context.config.ocrPageTimeoutMs,
    });
    const elementCounts = { blocks: 0, paragraphs: 0, lines: 0, tokens: 0 };
    for (const page of pages) {
      elementCounts.blocks += page.blocks.length;
      elementCounts.paragraphs += page.paragraphs.length;
      elementCounts.lines += page.lines.length;
      elementCounts.tokens += page.tokens.length;
    }
    if (elementCounts.tokens === 0) {
      throw new ServiceError('NO_TEXT_CONTENT', undefined, {
        pageCount,
        reason: 'No page has a text layer or legible text for OCR: the pages are blank or their images hold no readable text',
      });
    }
    const processingTimeMs = Math.round(performance.now() - context.startedAt);
    const body = {
      fileName: upload.fileName ?? 'document.pdf',
      processedAt: new Date().toISOString(),
      documentId: nextCounterValue(context.store, 'documentId'),
      extractedText: extractedTextOf(pages, 'ocr'),
      metadata: { pageCount, processingTimeMs, language, elementCounts },
    };
    return {
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify(body),
      headers: [['X-Processing-Time', String(processingTimeMs)]],
    };
  },
};
