/**
 * POST /api/v1/fill-pdf: the full pipeline. Fields are extracted, the text of the pages that carry fields is read
 * (for their labels), the free text is mapped onto the fields, and the filled PDF comes back with per-stage timing.
 */
import { ServiceError } from '../shared/errors.js';
import { DEFAULT_OCR_LANGUAGE, OCR_LANGUAGES } from '../shared/limits.js';
import { filledPdfDisposition } from '../http/content-disposition.js';
import { extractDocumentText } from './extract-document-text.js';
import { withoutQuotedText } from '../log.js';
import type { MapValuesOutput } from '../shared/protocol.js';
import type { Operation, OperationContext } from './operation.js';

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
    const mapped = await pool.run('mapValues', { fields: extracted.fields, descriptions, data }, signal);
    const { assignments } = mapped;
    const fieldMapping = lap();
    logFieldDecisions(context.logger, context.requestId, extracted.fields, mapped);

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

/**
 * One debug line per field (LOG_LEVEL=debug): whether it was filled, the score of the value written or of the
 * best one left out, and why. Logs never hold what the client sent or the document says (see log.ts), so the
 * candidate appears as its kind and length and the quotes in the reasoning are replaced by their lengths; with
 * the request's own text beside it, the line still shows which phrase won or lost and on what grounds.
 */
function logFieldDecisions(
  logger: OperationContext['logger'],
  requestId: string,
  fields: { name: string; type: string }[],
  mapped: MapValuesOutput,
): void {
  const written = new Map(mapped.assignments.map((a) => [a.name, a]));
  const considered = new Map(mapped.considered.map((c) => [c.name, c]));
  for (const field of fields) {
    const chosen = written.get(field.name);
    const best = chosen ?? considered.get(field.name);
    logger.debug('fill-pdf field', {
      requestId,
      field: field.name,
      type: field.type,
      filled: chosen !== undefined,
      candidate: best ? describeValue(best.value) : null,
      score: chosen ? chosen.confidence : best && 'score' in best ? best.score : null,
      why: best ? withoutQuotedText(best.reasoning) : 'No value in the text matched this field.',
    });
  }
}

/** A check box state as it is; text as its length only. */
function describeValue(value: string | boolean): string | boolean {
  return typeof value === 'boolean' ? value : `text of ${value.length} characters`;
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}
