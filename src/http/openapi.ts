/**
 * The OpenAPI 3.1 description of the whole HTTP API, served at GET /api/v1/openapi.json. It is built from the
 * running configuration (prices, limits) and from the error catalogue, so the numbers and codes it states are the
 * ones the service applies. test/http/openapi.test.ts validates the document and checks real responses of every
 * status of every operation against it, so it cannot drift from the code unnoticed.
 *
 * Where the contract (shared/spec/service.md) says "not shown", the descriptions state the choice made here;
 * README.md lists the same choices.
 */
import type { Config } from '../config.js';
import { microsToUsd } from '../billing/money.js';
import { TEXT_MODES } from '../operations/extract-document-text.js';
import { ERROR_CATALOGUE, STATUS_NAMES, type ErrorCode } from '../shared/errors.js';
import { OCR_LANGUAGES } from '../shared/limits.js';

type Json = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const header = (name: string) => ({ $ref: `#/components/headers/${name}` });

/** Error codes by status, from the catalogue. */
function codesWithStatus(status: number): ErrorCode[] {
  return (Object.keys(ERROR_CATALOGUE) as ErrorCode[]).filter((code) => ERROR_CATALOGUE[code].status === status);
}

/** Members each code's `details` always carries, beside `code` (see README's error table). */
const REQUIRED_DETAILS: Partial<Record<ErrorCode, string[]>> = {
  INVALID_FILE_FORMAT: ['allowedFormats', 'receivedFormat'],
  PAGE_LIMIT_EXCEEDED: ['pageCount', 'maxPages'],
  DATA_TOO_LARGE: ['parameter', 'maxBytes'],
  INVALID_PARAMETER: ['parameter'],
  INSUFFICIENT_CREDITS: ['amountRequired', 'currentBalance', 'pageCount'],
  FILE_TOO_LARGE: ['maxBytes'],
  NO_FORM_FIELDS: ['pageCount', 'suggestion'],
  NO_TEXT_CONTENT: ['pageCount', 'reason'],
  RATE_LIMITED: ['resetTime', 'limit'],
};

export function buildOpenApiDocument(config: Readonly<Config>): Json {
  const usd = (micros: number) => microsToUsd(micros).toFixed(2);
  const maxMb = Math.round((config.maxFileBytes / (1024 * 1024)) * 100) / 100;
  const operationStatuses = [400, 401, 402, 405, 413, 422, 429, 500, 503];

  /** The error responses of one operation, in its body style. */
  const errorResponses = (style: 'fill-pdf' | 'structured', operation: string): Json => {
    const responses: Json = {};
    for (const status of operationStatuses) {
      responses[String(status)] = { $ref: `#/components/responses/${style === 'fill-pdf' ? 'FillPdf' : 'Structured'}${status}` };
    }
    // 422 of fill-pdf and field-mapping is NO_FORM_FIELDS; of document-ocr, NO_TEXT_CONTENT.
    if (style === 'structured') {
      const code = operation === 'document-ocr' ? 'NO_TEXT_CONTENT' : 'NO_FORM_FIELDS';
      responses['422'] = structuredResponse(422, `${ERROR_CATALOGUE[code].message} (\`${code}\`); nothing is charged.`, [code]);
    }
    return responses;
  };

  const commonHeaders = { 'X-Request-Id': header('XRequestId') };
  const creditHeaders = {
    'X-Credits-Used': header('XCreditsUsed'),
    'X-Credits-Remaining': header('XCreditsRemaining'),
    'X-Credits-Currency': header('XCreditsCurrency'),
    'X-Rate-Limit-Limit': header('XRateLimitLimit'),
    'X-Rate-Limit-Remaining': header('XRateLimitRemaining'),
    'X-Rate-Limit-Reset': header('XRateLimitReset'),
  };

  const statusHeaders = (status: number): Json => {
    const headers: Json = { ...commonHeaders };
    if (status === 401) headers['WWW-Authenticate'] = header('WWWAuthenticate');
    if (status === 405) headers.Allow = header('Allow');
    if (status === 429 || status === 503) headers['Retry-After'] = header('RetryAfter');
    if (status === 429) {
      // Session callers are told their window on refusals too.
      Object.assign(headers, { 'X-Rate-Limit-Limit': header('XRateLimitLimit'), 'X-Rate-Limit-Remaining': header('XRateLimitRemaining'), 'X-Rate-Limit-Reset': header('XRateLimitReset') });
    }
    return headers;
  };

  function structuredResponse(status: number, description: string, codes = codesWithStatus(status)): Json {
    return {
      description,
      headers: statusHeaders(status),
      content: {
        'application/json': {
          schema: {
            allOf: [
              ref(status >= 500 ? 'ServerErrorBody' : 'StructuredErrorBody'),
              {
                properties: {
                  error: { const: STATUS_NAMES[status] },
                  details: { properties: { code: { enum: codes } } },
                },
              },
            ],
          },
        },
      },
    };
  }

  function fillPdfResponse(status: number, description: string): Json {
    const schema = status === 402 ? ref('FillPdfInsufficientCredits')
      : status === 429 ? ref('FillPdfRateLimited')
      : status >= 500 ? ref('FillPdfServerError')
      : ref('FillPdfError');
    return { description, headers: statusHeaders(status), content: { 'application/json': { schema } } };
  }

  const statusDescriptions: Record<number, string> = {
    400: 'The request or the document is invalid; `details.code` says how (see the error codes). Nothing is charged.',
    401: 'Missing, unknown or revoked API key, or an expired session token.',
    402: 'The balance is below the price of the document\'s pages. Nothing is charged.',
    404: 'No endpoint at this path.',
    405: 'The path exists but not for this method; `Allow` names the method it takes.',
    413: `The upload is larger than ${maxMb} MB (${config.maxFileBytes} bytes). A declared Content-Length above it is refused before the body is read.`,
    422: 'The document cannot be processed by this operation. Nothing is charged.',
    429: 'Over the rate limit of the key (or of the session). `resetTime` is when the window resets, in epoch milliseconds.',
    500: 'A bug or a crashed worker. The body carries the requestId; the cause is in the server log under it. Nothing is charged.',
    503: `At capacity (\`SERVICE_BUSY\`, more than ${config.maxInflightRequests} operations in progress) or over the time budget of ${config.requestTimeoutMs} ms (\`PROCESSING_TIMEOUT\`). Retry after \`Retry-After\` seconds. Nothing is charged.`,
  };

  const components: Json = {};
  const responses: Json = {};
  for (const status of [...operationStatuses, 404]) {
    responses[`Structured${status}`] = structuredResponse(status, statusDescriptions[status]!);
  }
  for (const status of operationStatuses) {
    responses[`FillPdf${status}`] = fillPdfResponse(status, statusDescriptions[status]!);
  }

  const multipartFile = {
    type: 'string',
    contentMediaType: 'application/pdf',
    description: `The PDF, at most ${maxMb} MB and ${config.maxPages} pages. Its bytes decide the format, not its name or declared type.`,
  };
  const passwordPart = { type: 'string', description: 'The user password of an encrypted PDF.' };

  const ocrLanguages = Object.keys(OCR_LANGUAGES);

  const operation = (name: string, summary: string, description: string, requestSchema: Json, success: Json, style: 'fill-pdf' | 'structured') => ({
    operationId: name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()),
    summary,
    description,
    tags: ['Operations'],
    security: [{ bearer: [] }],
    requestBody: {
      required: true,
      content: { 'multipart/form-data': { schema: requestSchema, encoding: { file: { contentType: 'application/pdf' } } } },
    },
    responses: { '200': success, ...errorResponses(style, name) },
  });

  Object.assign(components, {
    securitySchemes: {
      bearer: {
        type: 'http',
        scheme: 'bearer',
        description:
          'An API key (`pdfk_…`, issued by the admin CLI; the first start issues one) or a session token (`pdfs_…`, from POST /api/v1/sessions). ' +
          'A key can call every operation; there are no scopes.',
      },
    },
    headers: {
      XRequestId: { required: true, description: 'Identifier of this request; the same as `requestId` in error bodies and in the server log.', schema: { type: 'string', pattern: '^req_[0-9a-f]{20}$' } },
      XCreditsUsed: { required: true, description: 'USD charged for this call.', schema: { type: 'number', minimum: 0 } },
      XCreditsRemaining: { required: true, description: 'USD balance of the key after this call.', schema: { type: 'number', minimum: 0 } },
      XCreditsCurrency: { required: true, description: 'Always USD.', schema: { type: 'string', const: 'USD' } },
      XRateLimitLimit: { required: false, description: 'Requests per minute allowed to the session. Sent only with session authentication.', schema: { type: 'integer', minimum: 1 } },
      XRateLimitRemaining: { required: false, description: 'Requests left in the current one-minute window. Sent only with session authentication.', schema: { type: 'integer', minimum: 0 } },
      XRateLimitReset: { required: false, description: 'End of the current window, epoch milliseconds. Sent only with session authentication.', schema: { type: 'integer', minimum: 0 } },
      XProcessingStats: { required: true, description: 'Processing statistics of fill-pdf, as JSON.', content: { 'application/json': { schema: ref('ProcessingStats') } } },
      XProcessingTime: { required: true, description: 'Processing time in milliseconds.', schema: { type: 'number', minimum: 0 } },
      ContentDisposition: { required: true, description: '`attachment; filename="filled-<name>.pdf"`, plus an RFC 6266 `filename*` for non-ASCII names.', schema: { type: 'string', pattern: '^attachment; filename="filled-[^"]*\\.pdf"' } },
      ContentLength: { required: true, description: 'Size of the filled PDF in bytes.', schema: { type: 'integer', minimum: 1 } },
      RetryAfter: { required: true, description: 'Seconds to wait before retrying.', schema: { type: 'integer', minimum: 1 } },
      WWWAuthenticate: { required: true, schema: { type: 'string', const: 'Bearer' } },
      Allow: { required: true, description: 'The method the path accepts.', schema: { type: 'string' } },
    },
    responses,
    schemas: {
      Vertex: {
        type: 'object',
        required: ['x', 'y'],
        properties: { x: { type: 'number', minimum: 0, maximum: 1 }, y: { type: 'number', minimum: 0, maximum: 1 } },
      },
      BoundingBox: {
        type: 'object',
        description: 'Four corners, clockwise from the top-left of the text as read, as fractions of the displayed page (origin top-left).',
        required: ['vertices', 'normalized'],
        properties: { vertices: { type: 'array', items: ref('Vertex'), minItems: 4, maxItems: 4 }, normalized: { const: true } },
      },
      TextElement: {
        type: 'object',
        description: 'A block, paragraph, line or token.',
        required: ['text', 'boundingBox', 'confidence'],
        properties: { text: { type: 'string' }, boundingBox: ref('BoundingBox'), confidence: ref('Confidence') },
      },
      Confidence: { type: 'number', minimum: 0, maximum: 1 },
      PageDimensions: {
        type: 'object',
        description: 'Size of the page as displayed (after its rotation), in PDF points (1/72 inch).',
        required: ['width', 'height', 'unit'],
        properties: { width: { type: 'number', exclusiveMinimum: 0 }, height: { type: 'number', exclusiveMinimum: 0 }, unit: { const: 'pt' } },
      },
      OcrPage: {
        type: 'object',
        required: ['pageNumber', 'dimensions', 'text', 'confidence', 'blocks', 'paragraphs', 'lines', 'tokens'],
        properties: {
          pageNumber: { type: 'integer', minimum: 1 },
          dimensions: ref('PageDimensions'),
          text: { type: 'string' },
          confidence: { ...ref('Confidence'), description: 'Mean confidence of the page\'s tokens; 1 for a text layer, 0 for a page without text.' },
          blocks: { type: 'array', items: ref('TextElement') },
          paragraphs: { type: 'array', items: ref('TextElement') },
          lines: { type: 'array', items: ref('TextElement') },
          tokens: { type: 'array', items: ref('TextElement') },
        },
      },
      OcrResult: {
        type: 'object',
        required: ['fileName', 'processedAt', 'documentId', 'extractedText', 'metadata'],
        properties: {
          fileName: { type: 'string' },
          processedAt: { type: 'string', format: 'date-time' },
          documentId: { type: 'integer', minimum: 1, description: 'A counter in the store, unique across restarts.' },
          extractedText: {
            type: 'object',
            required: ['fullText', 'pages'],
            properties: {
              fullText: { type: 'string', description: 'Page texts joined by "\\n\\f" (a form feed between pages).' },
              pages: { type: 'array', items: ref('OcrPage') },
            },
          },
          metadata: {
            type: 'object',
            required: ['pageCount', 'processingTimeMs', 'language', 'elementCounts'],
            properties: {
              pageCount: { type: 'integer', minimum: 1 },
              processingTimeMs: { type: 'number', minimum: 0 },
              language: { type: 'string', enum: ocrLanguages },
              elementCounts: {
                type: 'object',
                required: ['blocks', 'paragraphs', 'lines', 'tokens'],
                properties: Object.fromEntries(['blocks', 'paragraphs', 'lines', 'tokens'].map((k) => [k, { type: 'integer', minimum: 0 }])),
              },
            },
          },
        },
      },
      Position: {
        type: 'object',
        description: 'PDF points (1/72 inch), origin at the top-left corner of the page as displayed (after its rotation), y growing downward.',
        required: ['x', 'y', 'width', 'height'],
        properties: { x: { type: 'number' }, y: { type: 'number' }, width: { type: 'number', minimum: 0 }, height: { type: 'number', minimum: 0 } },
      },
      Mapping: {
        type: 'object',
        required: ['mainText', 'contextText', 'confidence', 'reasoning'],
        properties: {
          mainText: { type: 'string', description: 'The label that says what the field asks for (the field name when none was found).' },
          contextText: { type: 'string' },
          confidence: ref('Confidence'),
          reasoning: { type: 'string' },
        },
      },
      FormField: {
        type: 'object',
        required: ['name', 'type', 'required', 'readonly', 'tooltip', 'defaultValue', 'textMaxLength', 'page', 'position', 'options', 'mapping'],
        properties: {
          name: { type: 'string' },
          type: { type: 'string', enum: ['text', 'checkbox', 'radio', 'dropdown', 'signature'], description: 'List boxes are `dropdown`; push buttons are not listed.' },
          required: { type: 'boolean' },
          readonly: { type: 'boolean' },
          tooltip: { type: ['string', 'null'] },
          defaultValue: { type: ['string', 'null'], description: 'The field\'s reset default (/DV), or null.' },
          textMaxLength: { type: ['integer', 'null'] },
          page: { type: 'integer', minimum: 1 },
          position: ref('Position'),
          options: {
            type: ['array', 'null'],
            items: { type: 'string' },
            description: 'Export values of dropdown, list and radio fields; null for other types and when there are none.',
          },
          mapping: ref('Mapping'),
        },
      },
      MappingPage: {
        type: 'object',
        required: ['pageNumber', 'dimensions', 'text', 'blocks', 'paragraphs'],
        properties: {
          pageNumber: { type: 'integer', minimum: 1 },
          dimensions: ref('PageDimensions'),
          text: { type: 'string' },
          blocks: { type: 'array', items: ref('TextElement') },
          paragraphs: { type: 'array', items: ref('TextElement') },
        },
      },
      FieldMappingResult: {
        type: 'object',
        required: ['fileName', 'processedAt', 'pageCount', 'fields', 'extractedText', 'metadata'],
        properties: {
          fileName: { type: 'string' },
          processedAt: { type: 'string', format: 'date-time' },
          pageCount: { type: 'integer', minimum: 1 },
          fields: { type: 'array', items: ref('FormField'), minItems: 1 },
          extractedText: {
            type: 'object',
            required: ['fullText', 'pages'],
            properties: { fullText: { type: 'string' }, pages: { type: 'array', items: ref('MappingPage') } },
          },
          metadata: {
            type: 'object',
            required: ['pageCount', 'hasAcroForm', 'extractionMethod', 'processingTimeMs', 'statistics'],
            properties: {
              pageCount: { type: 'integer', minimum: 1 },
              hasAcroForm: { type: 'boolean' },
              extractionMethod: { type: 'string', enum: ['pdf-lib', 'fallback'] },
              processingTimeMs: { type: 'number', minimum: 0 },
              statistics: {
                type: 'object',
                required: ['totalFields', 'mappedFields', 'unmappedFields', 'averageConfidence'],
                properties: {
                  totalFields: { type: 'integer', minimum: 0 },
                  mappedFields: { type: 'integer', minimum: 0, description: 'Fields whose label was found with confidence 0.5 or more.' },
                  unmappedFields: { type: 'integer', minimum: 0 },
                  averageConfidence: ref('Confidence'),
                },
              },
            },
          },
        },
      },
      ProcessingStats: {
        type: 'object',
        required: ['timing', 'processingTime', 'confidence', 'fieldsTotal', 'fieldsFilled', 'pageCount'],
        properties: {
          timing: {
            type: 'object',
            description: 'Milliseconds per stage.',
            required: ['fieldExtraction', 'textExtraction', 'fieldMapping', 'fieldFilling', 'pdfGeneration', 'total'],
            properties: Object.fromEntries(
              ['fieldExtraction', 'textExtraction', 'fieldMapping', 'fieldFilling', 'pdfGeneration', 'total'].map((k) => [k, { type: 'number', minimum: 0 }]),
            ),
          },
          processingTime: { type: 'number', minimum: 0, description: 'Equal to timing.total.' },
          confidence: { ...ref('Confidence'), description: 'Mean confidence of the filled values.' },
          fieldsTotal: { type: 'integer', minimum: 0 },
          fieldsFilled: { type: 'integer', minimum: 0 },
          pageCount: { type: 'integer', minimum: 1 },
        },
      },
      Session: {
        type: 'object',
        required: ['token', 'expiresAt'],
        additionalProperties: false,
        properties: {
          token: { type: 'string', pattern: '^pdfs_', description: 'A Bearer credential billed to the key that created it.' },
          expiresAt: { type: 'string', format: 'date-time' },
        },
      },
      ErrorCode: {
        type: 'string',
        enum: Object.keys(ERROR_CATALOGUE),
        description: 'Stable error codes; README.md lists when each is returned.',
      },
      ErrorDetails: {
        type: 'object',
        required: ['code'],
        properties: {
          code: ref('ErrorCode'),
          allowedFormats: { type: 'array', items: { type: 'string' }, contains: { const: 'pdf' } },
          receivedFormat: { type: 'string', description: 'The format detected from the bytes: png, jpeg, text, empty, unknown, …' },
          pageCount: { type: 'integer', minimum: 0 },
          maxPages: { type: 'integer', minimum: 1 },
          suggestion: { type: 'string' },
          reason: { type: 'string' },
          parameter: { type: 'string' },
          allowedValues: { type: 'array', items: { type: 'string' } },
          supportedLanguages: { type: 'array', items: { type: 'string' } },
          maxBytes: { type: 'integer', minimum: 1 },
          amountRequired: { type: 'number', minimum: 0, description: 'USD' },
          currentBalance: { type: 'number', minimum: 0, description: 'USD' },
          resetTime: { type: 'string', pattern: '^[0-9]+$', description: 'Epoch milliseconds, as a string.' },
          limit: { type: 'integer', minimum: 1, description: 'Requests per minute.' },
        },
        allOf: Object.entries(REQUIRED_DETAILS).map(([code, required]) => ({
          if: { properties: { code: { const: code } } },
          then: { required },
        })),
      },
      StructuredErrorBody: {
        type: 'object',
        description: 'Error body of every endpoint except fill-pdf.',
        required: ['error', 'message', 'details', 'timestamp', 'requestId'],
        additionalProperties: false,
        properties: {
          error: { type: 'string', description: 'The status name, e.g. "Bad Request".' },
          message: { type: 'string' },
          details: ref('ErrorDetails'),
          timestamp: { type: 'string', format: 'date-time' },
          requestId: { type: 'string' },
        },
      },
      ServerErrorBody: {
        type: 'object',
        description: '5xx bodies carry only the code in `details`.',
        required: ['error', 'message', 'details', 'timestamp', 'requestId'],
        additionalProperties: false,
        properties: {
          error: { type: 'string' },
          message: { type: 'string' },
          details: { type: 'object', required: ['code'], additionalProperties: false, properties: { code: ref('ErrorCode') } },
          timestamp: { type: 'string', format: 'date-time' },
          requestId: { type: 'string' },
        },
      },
      FillPdfError: {
        type: 'object',
        description: 'Error body of fill-pdf: a message only.',
        required: ['error'],
        additionalProperties: false,
        properties: { error: { type: 'string' } },
      },
      FillPdfInsufficientCredits: {
        type: 'object',
        required: ['error', 'amountRequired', 'currentBalance', 'pageCount'],
        additionalProperties: false,
        properties: {
          error: { type: 'string' },
          amountRequired: { type: 'number', minimum: 0, description: 'USD' },
          currentBalance: { type: 'number', minimum: 0, description: 'USD' },
          pageCount: { type: 'integer', minimum: 1 },
        },
      },
      FillPdfRateLimited: {
        type: 'object',
        required: ['error', 'resetTime'],
        additionalProperties: false,
        properties: { error: { type: 'string' }, resetTime: { type: 'string', pattern: '^[0-9]+$', description: 'Epoch milliseconds, as a string.' } },
      },
      FillPdfServerError: {
        type: 'object',
        required: ['error', 'requestId'],
        additionalProperties: false,
        properties: { error: { type: 'string' }, requestId: { type: 'string' } },
      },
      Health: {
        type: 'object',
        required: ['status'],
        properties: { status: { type: 'string', enum: ['ok', 'starting'] }, workers: { type: 'integer', minimum: 1 } },
      },
    },
  });

  const prices = config.prices;
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'pdf-service',
      version: '1.0.0',
      summary: 'Fill PDF forms from free text, map form fields, and extract text (text layer or OCR), offline.',
      description: [
        'Self-hosted PDF processing. Every operation takes a multipart/form-data upload and is charged per page, in USD,',
        'from the balance of the calling key. Before any work the page count is read and the price reserved; a failed call',
        'costs nothing.',
        '',
        `Prices per page: fill-pdf ${usd(prices.fillPdfPerPageMicros)} USD, field-mapping ${usd(prices.fieldMappingPerPageMicros)} USD,`,
        `document-ocr ${usd(prices.documentOcrPerPageMicros)} USD. Limits: ${maxMb} MB per file, ${config.maxPages} pages per file,`,
        `${config.maxDataBytes} bytes per text part. Rate limits are per key (default ${config.defaultRateLimitPerMinute} requests`,
        'a minute, set per key) or per session, in fixed one-minute windows, on all three operations.',
        '',
        'Error bodies: fill-pdf answers `{"error": "<message>"}` (plus `amountRequired, currentBalance, pageCount` on 402,',
        '`resetTime` on 429, `requestId` on 5xx). Every other endpoint answers',
        '`{"error": "<status name>", "message", "details": {"code", …}, "timestamp", "requestId"}`. Unknown paths answer',
        '404 `NOT_FOUND` in that shape (see components.responses.Structured404).',
        '',
        'Versioning: breaking changes get a new prefix (/api/v2); /api/v1 keeps its shapes; fields may be added to',
        'responses. There are no events or webhooks.',
      ].join('\n'),
      license: { name: 'UNLICENSED' },
    },
    servers: [{ url: '/', description: 'This service' }],
    tags: [
      { name: 'Operations', description: 'Charged per page.' },
      { name: 'Authentication' },
      { name: 'Operations of the service', description: 'Health, metrics, this document and the web page; no authentication.' },
    ],
    paths: {
      '/api/v1/fill-pdf': {
        post: {
          ...operation(
            'fill-pdf',
            'Fill a PDF form from free text',
            'Extracts the form fields, reads the text of the pages that carry them (OCR where a page has no text layer), maps the free text onto the fields and returns the filled PDF.',
            {
              type: 'object',
              required: ['file', 'data'],
              properties: {
                file: multipartFile,
                data: { type: 'string', minLength: 1, maxLength: config.maxDataBytes, description: 'Free text with the values to enter, in any format. Must not be blank.' },
                password: passwordPart,
              },
            },
            {
              description: 'The filled PDF.',
              headers: {
                ...commonHeaders,
                'Content-Disposition': header('ContentDisposition'),
                'Content-Length': header('ContentLength'),
                'X-Processing-Stats': header('XProcessingStats'),
                ...creditHeaders,
              },
              content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } },
            },
            'fill-pdf',
          ),
        },
      },
      '/api/v1/field-mapping': {
        post: operation(
          'field-mapping',
          'Describe the form fields of a PDF',
          'Every fillable field with its properties, position and the label that says what it asks for, plus the text of the document.',
          { type: 'object', required: ['file'], properties: { file: multipartFile, password: passwordPart } },
          {
            description: 'The fields and the text of the document.',
            headers: { ...commonHeaders, ...creditHeaders },
            content: { 'application/json': { schema: ref('FieldMappingResult') } },
          },
          'structured',
        ),
      },
      '/api/v1/document-ocr': {
        post: operation(
          'document-ocr',
          'Extract the text of a PDF',
          'The text of every page with blocks, paragraphs, lines and tokens and their normalised boxes: the text layer where a page has a usable one, OCR elsewhere (`mode`).',
          {
            type: 'object',
            required: ['file'],
            properties: {
              file: multipartFile,
              password: passwordPart,
              mode: { type: 'string', enum: TEXT_MODES, default: 'auto', description: '`auto`: text layer where usable, OCR elsewhere; `ocr`: always OCR; `text`: never OCR.' },
              language: { type: 'string', enum: ocrLanguages, default: 'en' },
            },
          },
          {
            description: 'The text of the document.',
            headers: { ...commonHeaders, ...creditHeaders, 'X-Processing-Time': header('XProcessingTime') },
            content: { 'application/json': { schema: ref('OcrResult') } },
          },
          'structured',
        ),
      },
      '/api/v1/sessions': {
        post: {
          operationId: 'createSession',
          summary: 'Create a session token',
          description: `A token valid for ${config.sessionTtlSeconds} s, usable wherever the key is, billed to the key, rate-limited on its own (the key's limit) and revoked with the key. A session cannot create sessions. No request body.`,
          tags: ['Authentication'],
          security: [{ bearer: [] }],
          responses: {
            '201': {
              description: 'The session.',
              headers: { ...commonHeaders, 'Cache-Control': { schema: { type: 'string', const: 'no-store' } } },
              content: { 'application/json': { schema: ref('Session') } },
            },
            '401': { $ref: '#/components/responses/Structured401' },
            '405': { $ref: '#/components/responses/Structured405' },
            '500': { $ref: '#/components/responses/Structured500' },
          },
        },
      },
      '/healthz': {
        get: {
          operationId: 'health',
          summary: 'Health',
          tags: ['Operations of the service'],
          security: [],
          responses: {
            '200': { description: 'Ready: the worker pool has started.', headers: commonHeaders, content: { 'application/json': { schema: ref('Health') } } },
            '503': {
              description: 'Starting: the worker pool is not ready yet.',
              headers: { ...commonHeaders, 'Retry-After': header('RetryAfter') },
              content: { 'application/json': { schema: ref('Health') } },
            },
          },
        },
      },
      '/metrics': {
        get: {
          operationId: 'metrics',
          summary: 'Prometheus metrics',
          description: 'Requests by operation and status, latency histograms, pages processed, credits charged (USD), worker pool queue depth and utilisation, process metrics. Not authenticated: expose the port only to the monitoring network.',
          tags: ['Operations of the service'],
          security: [],
          responses: {
            '200': { description: 'Prometheus text exposition format 0.0.4.', headers: commonHeaders, content: { 'text/plain': { schema: { type: 'string' } } } },
          },
        },
      },
      '/api/v1/openapi.json': {
        get: {
          operationId: 'openApiDocument',
          summary: 'This document',
          tags: ['Operations of the service'],
          security: [],
          responses: { '200': { description: 'OpenAPI 3.1 document.', headers: commonHeaders, content: { 'application/json': { schema: { type: 'object' } } } } },
        },
      },
      '/': {
        get: {
          operationId: 'webPage',
          summary: 'The web console',
          description: 'Paste a key, drop a PDF, see its fields and OCR boxes, fill it. Uses only the public API.',
          tags: ['Operations of the service'],
          security: [],
          responses: { '200': { description: 'HTML page.', headers: commonHeaders, content: { 'text/html': { schema: { type: 'string' } } } } },
        },
      },
    },
    components,
  };
}
