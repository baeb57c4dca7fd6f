/**
 * POST /api/v1/fill-pdf: the full pipeline. Fields are extracted, the text of the pages that carry fields is read
 * (for their labels), the free text is mapped onto the fields, and the filled PDF comes back with per-stage timing.
 */
import { ServiceError } from '../shared/errors.js';
import { DEFAULT_OCR_LANGUAGE, OCR_LANGUAGES } from '../shared/limits.js';
import { filledPdfDisposition } from '../http/content-disposition.js';
import { extractDocumentText } from './extract-document-text.js';
import type { Operation } from './operation.js';

export const fillPdf: Operation = {
  name: 'fill-pdf',
  errorStyle: 'fill-pdf',
  pricePerPageMicros: (config) => config.prices.fillPdfPerPageMicros,
  validate(upload) {
    if ((upload.params.get('data') ?? '').trim() === '') throw new ServiceError('MISSING_DATA');
  },
  async run(context) {
    const { upload, pageCount, pool, signal, config } = context;
    const document = { pdf: upload.pdf, password: upload.params.get('password') };
    const data = upload.params.get('data') ?? '';

    let mark = performance.now();
    const lap = () => {
      const now = performance.now();
      const elapsed = now - mark;
      mark = now;
      return round(elapsed);
    };

    const extracted = await pool.run('extractFields', document, signal);
    const fieldExtraction = lap();
    if (extracted.fields.length === 0) throw new ServiceError('NO_FORM_FIELDS', undefined, { pageCount });

    const pagesWithFields = new Set(extracted.fields.flatMap((field) => field.widgets.map((widget) => widget.page)));
    const pages = await extractDocumentText(pool, document, {
      pageCount,
      mode: 'auto',
      ocrLanguage: OCR_LANGUAGES[DEFAULT_OCR_LANGUAGE]!,
      signal,
      shouldOcr: (pageNumber) => pagesWithFields.has(pageNumber),
      pageTimeoutMs: config.ocrPageTimeoutMs,
    });
    const textExtraction = lap();

    const descriptions = await pool.run('describeFields', { fields: extracted.fields, pages }, signal);
    const { assignments } = await pool.run('mapValues', { fields: extracted.fields, descriptions, data }, signal);
    const fieldMapping = lap();

    const filled = await pool.run('fillForm', { ...document, assignments }, signal);
    lap();

    const confidence = assignments.length === 0 ? 0 : assignments.reduce((sum, a) => sum + a.confidence, 0) / assignments.length;
    const total = round(performance.now() - context.startedAt);
    const stats = {
      timing: {
        fieldExtraction,
        textExtraction,
        fieldMapping,
        fieldFilling: round(filled.timing.fieldFilling),
        pdfGeneration: round(filled.timing.pdfGeneration),
        total,
      },
      processingTime: total,
      confidence: Math.round(confidence * 1000) / 1000,
      fieldsTotal: extracted.fields.length,
      fieldsFilled: filled.filledFields,
      pageCount,
    };
    return {
      contentType: 'application/pdf',
      body: filled.pdf,
      headers: [
        ['Content-Disposition', filledPdfDisposition(upload.fileName)],
        ['X-Processing-Stats', JSON.stringify(stats)],
      ],
    };
  },
};

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}
