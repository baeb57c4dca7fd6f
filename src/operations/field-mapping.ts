/** POST /api/v1/field-mapping: every form field with its properties and the label that says what it asks for. */
import { ServiceError } from '../shared/errors.js';
import { OCR_LANGUAGES, DEFAULT_OCR_LANGUAGE } from '../shared/limits.js';
import type { FieldDescription, FieldInfo } from '../shared/protocol.js';
import { extractDocumentText, extractedTextOf } from './extract-document-text.js';
import type { Operation } from './operation.js';

/** A field counts as mapped when its label was found with at least this confidence. */
export const MAPPED_CONFIDENCE = 0.5;

export const NO_FORM_FIELDS_SUGGESTION =
  'Upload a fillable PDF (one with AcroForm fields), or use /api/v1/document-ocr to read the text of this document';

export const fieldMapping: Operation = {
  name: 'field-mapping',
  errorStyle: 'structured',
  pricePerPageMicros: (config) => config.prices.fieldMappingPerPageMicros,
  validate() {},
  async run(context) {
    const { upload, pageCount, pool, signal, config } = context;
    const document = { pdf: upload.pdf, password: upload.params.get('password') };
    const extracted = await pool.run('extractFields', document, signal);
    if (extracted.fields.length === 0) {
      throw new ServiceError('NO_FORM_FIELDS', undefined, { pageCount, suggestion: NO_FORM_FIELDS_SUGGESTION });
    }
    const pages = await extractDocumentText(pool, document, {
      pageCount,
      mode: 'auto',
      ocrLanguage: OCR_LANGUAGES[DEFAULT_OCR_LANGUAGE]!,
      signal,
      pageTimeoutMs: config.ocrPageTimeoutMs,
    });
    const descriptions = await pool.run('describeFields', { fields: extracted.fields, pages }, signal);
    const fields = extracted.fields.map((field, i) => fieldRecord(field, descriptions[i]));
    const mapped = fields.filter((f) => f.mapping.confidence >= MAPPED_CONFIDENCE).length;
    const averageConfidence = fields.reduce((sum, f) => sum + f.mapping.confidence, 0) / fields.length;
    const body = {
      fileName: upload.fileName ?? 'document.pdf',
      processedAt: new Date().toISOString(),
      pageCount,
      fields,
      extractedText: extractedTextOf(pages, 'mapping'),
      metadata: {
        pageCount,
        hasAcroForm: extracted.hasAcroForm,
        extractionMethod: extracted.method,
        processingTimeMs: Math.round(performance.now() - context.startedAt),
        statistics: {
          totalFields: fields.length,
          mappedFields: mapped,
          unmappedFields: fields.length - mapped,
          averageConfidence: round(averageConfidence),
        },
      },
    };
    return { contentType: 'application/json; charset=utf-8', body: JSON.stringify(body), headers: [] };
  },
};

function fieldRecord(field: FieldInfo, description: FieldDescription | undefined) {
  const hasOptions = (field.type === 'dropdown' || field.type === 'radio') && field.options && field.options.length > 0;
  return {
    name: field.name,
    type: field.type,
    required: field.required,
    readonly: field.readonly,
    tooltip: field.tooltip,
    defaultValue: field.defaultValue,
    textMaxLength: field.textMaxLength,
    page: field.page,
    position: field.position,
    options: hasOptions ? field.options : null,
    mapping: {
      mainText: description?.mainText ?? field.name,
      contextText: description?.contextText ?? '',
      confidence: round(description?.confidence ?? 0),
      reasoning: description?.reasoning ?? 'No label was found for this field',
    },
  };
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
