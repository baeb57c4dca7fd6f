/**
 * Opening PDFs with @cantoo/pdf-lib inside a worker thread, with its exceptions turned into the service's
 * error catalogue.
 */
import {
  CorruptPageTreeError,
  IndexOutOfBoundsError,
  InvalidPDFDateStringError,
  MissingCatalogError,
  NumberParsingError,
  PDFArrayIsNotRectangleError,
  PDFDict,
  PDFDocument,
  PDFParsingError,
  ReparseError,
  UnexpectedObjectTypeError,
  UnrecognizedStreamTypeError,
} from '@cantoo/pdf-lib';
import { ServiceError } from '../../src/shared/errors.js';
import type { DocumentInput } from '../../src/shared/protocol.js';

/**
 * Loads the upload with pdf-lib. Throws ServiceError PASSWORD_REQUIRED, WRONG_PASSWORD or CORRUPTED_PDF.
 *
 * The empty password is always tried when the client sent none, so files that are encrypted only to carry
 * owner restrictions (the USCIS forms) open like plain ones. A decrypted document is saved unencrypted.
 * XFA is kept: whether to drop it is the caller's choice (filling drops it, reading must not print pdf-lib's
 * console warning about it).
 */
export async function openWithPdfLib(input: DocumentInput): Promise<PDFDocument> {
  // The upload sits on a SharedArrayBuffer that other tasks read concurrently; pdf-lib keeps references into
  // the buffer it parses (stream contents are subarrays), so it gets a private copy.
  const bytes = new Uint8Array(input.pdf.byteLength);
  bytes.set(input.pdf);

  const password = input.password ?? '';
  let doc: PDFDocument;
  try {
    // ignoreEncryption is never set: a document loaded without decryption yields ciphertext for every string
    // and stream, so its field names would be garbage and a saved copy would be corrupt. With a password
    // given, the fork either decrypts or throws, which is the behaviour wanted here.
    doc = await PDFDocument.load(bytes, { password, updateMetadata: false, preserveXFA: true });
  } catch (error) {
    throw toLoadError(error, input.password);
  }
  assertUsable(doc);
  return doc;
}

/**
 * pdf-lib "opens" some broken files without complaint (no catalogue, no page tree) and fails only on first
 * use with a TypeError; checking here turns those into CORRUPTED_PDF instead of an internal error later.
 */
function assertUsable(doc: PDFDocument): void {
  if (!(doc.catalog instanceof PDFDict)) {
    throw new ServiceError('CORRUPTED_PDF', undefined, { reason: 'The document catalogue (/Root) is missing' });
  }
  let pageCount: number;
  try {
    pageCount = doc.getPageCount();
  } catch (error) {
    throw new ServiceError('CORRUPTED_PDF', undefined, { reason: 'The page tree cannot be read' }, { cause: error });
  }
  if (pageCount === 0) {
    throw new ServiceError('CORRUPTED_PDF', undefined, { reason: 'The document has no pages' });
  }
}

/**
 * Maps what pdf-lib throws while loading. Its decryption errors are plain Errors told apart only by their
 * messages ("NEEDS PASSWORD" when the password opens nothing and none was tried but the empty one,
 * "Password incorrect" when a given one is wrong), so the client's own input decides which code applies.
 */
export function toLoadError(error: unknown, clientPassword: string | undefined): ServiceError {
  if (error instanceof ServiceError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const gavePassword = clientPassword !== undefined && clientPassword !== '';
  if (message === 'NEEDS PASSWORD' || message === 'Password incorrect') {
    return gavePassword
      ? new ServiceError('WRONG_PASSWORD', undefined, {}, { cause: error })
      : new ServiceError('PASSWORD_REQUIRED', undefined, {}, { cause: error });
  }
  if (message === 'unknown encryption method' || message === 'unsupported encryption algorithm') {
    return new ServiceError(
      'CORRUPTED_PDF',
      'The PDF is encrypted with a security handler this service cannot open (only the standard password handler is supported)',
      { reason: 'Unsupported encryption' },
      { cause: error },
    );
  }
  if (/No PDF header found/.test(message)) {
    return new ServiceError('CORRUPTED_PDF', undefined, { reason: 'No PDF header found' }, { cause: error });
  }
  // Anything else thrown while parsing is a property of the file; the original stays on `cause` for the log.
  return new ServiceError('CORRUPTED_PDF', undefined, {}, { cause: error });
}

/**
 * pdf-lib's errors about what it found in the file: an entry of the wrong type, a page tree it cannot walk, a
 * number or stream it cannot parse. A damaged file can load and still raise them later, while its form or page
 * tree is read; they describe the file, so they are CORRUPTED_PDF. Anything else (a bug of ours) is rethrown.
 */
const STRUCTURE_ERRORS = [
  UnexpectedObjectTypeError,
  CorruptPageTreeError,
  MissingCatalogError,
  PDFArrayIsNotRectangleError,
  InvalidPDFDateStringError,
  IndexOutOfBoundsError,
  PDFParsingError,
  UnrecognizedStreamTypeError,
  ReparseError,
  NumberParsingError,
];

/** Runs `work` on an opened document, turning pdf-lib's complaints about the file into CORRUPTED_PDF. */
export async function readingStructure<T>(work: () => Promise<T> | T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (STRUCTURE_ERRORS.some((kind) => error instanceof kind)) {
      throw new ServiceError('CORRUPTED_PDF', undefined, { reason: 'The structure of the form or its pages is damaged' }, { cause: error });
    }
    throw error;
  }
}
