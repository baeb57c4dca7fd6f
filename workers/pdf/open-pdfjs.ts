/**
 * Opening PDFs with pdf.js inside a worker thread: offline, without evaluating the document's JavaScript,
 * and with pdf.js's exceptions turned into the service's error catalogue.
 */
// First, so that it sees the built-ins before pdf.js's polyfills replace them (see native-builtins.ts).
import { restoreNativeBuiltins } from './native-builtins.js';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
// pdf.js's parser half, loaded now rather than on the first document (pdf.js finds it on globalThis.pdfjsWorker),
// so that its polyfills are in place before the built-ins are restored below.
import 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ServiceError } from '../../src/shared/errors.js';
import type { DocumentInput } from '../../src/shared/protocol.js';

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));

// In Node the legacy build always runs its "worker" in this thread, importing the worker module from
// GlobalWorkerOptions.workerSrc. Pin it to the file on disk so the import never depends on the cwd or on
// how the package was bundled.
GlobalWorkerOptions.workerSrc = pathToFileURL(path.join(pdfjsRoot, 'legacy/build/pdf.worker.mjs')).href;
restoreNativeBuiltins();

// pdf.js reads these with fs.readFile(baseUrl + filename): plain directory paths ending in '/', never URLs, so
// CMaps, the 14 standard fonts, ICC profiles and the JPX/JBIG2 decoders all come from node_modules.
const cMapUrl = path.join(pdfjsRoot, 'cmaps') + '/';
const standardFontDataUrl = path.join(pdfjsRoot, 'standard_fonts') + '/';
const wasmUrl = path.join(pdfjsRoot, 'wasm') + '/';
const iccUrl = path.join(pdfjsRoot, 'iccs') + '/';

/**
 * Images above this many pixels are skipped instead of decoded. A3 at 600 DPI is about 70 Mpx; a hostile file
 * can declare a 3 GB image in a few bytes of Flate, and decoding it would take the whole worker down.
 */
const MAX_IMAGE_PIXELS = 100_000_000;

/** pdf.js's PasswordResponses.INCORRECT_PASSWORD; the other code, NEED_PASSWORD (1), means none was given. */
const INCORRECT_PASSWORD = 2;

/**
 * Opens a PDF with pdf.js in the current thread. Throws ServiceError PASSWORD_REQUIRED, WRONG_PASSWORD or
 * CORRUPTED_PDF; the caller owns the returned document and must release it with `destroyPdfjsDocument`.
 */
export async function openWithPdfjs(input: DocumentInput): Promise<PDFDocumentProxy> {
  // The upload sits on a SharedArrayBuffer that other tasks read concurrently; pdf.js keeps, and may
  // transfer, the buffer it is given, so it gets a private copy.
  const data = new Uint8Array(input.pdf.byteLength);
  data.set(input.pdf);

  const task = getDocument({
    data,
    // An empty password part means "none": files with an empty user password open without one anyway.
    password: input.password || undefined,
    isEvalSupported: false,
    enableXfa: false,
    useSystemFonts: false,
    disableFontFace: true,
    cMapUrl,
    cMapPacked: true,
    standardFontDataUrl,
    wasmUrl,
    iccUrl,
    maxImageSize: MAX_IMAGE_PIXELS,
    verbosity: 0,
  });
  try {
    return await task.promise;
  } catch (error) {
    // Dropping the task releases the in-thread worker that loaded (part of) the document.
    await task.destroy().catch(() => undefined);
    throw toOpenError(error);
  }
}

/** Releases a document and everything pdf.js cached for it; never throws. */
export async function destroyPdfjsDocument(doc: PDFDocumentProxy | undefined | null): Promise<void> {
  if (!doc) return;
  try {
    await doc.destroy();
  } catch {
    // A half-broken document can fail to tear down; there is nothing left to release that we can reach.
  }
}

/** Opens the document, runs `use`, and destroys the document whatever happens. */
export async function withPdfjsDocument<T>(
  input: DocumentInput,
  use: (doc: PDFDocumentProxy) => Promise<T>,
): Promise<T> {
  const doc = await openWithPdfjs(input);
  try {
    return await use(doc);
  } catch (error) {
    throw mapPdfjsError(error);
  } finally {
    await destroyPdfjsDocument(doc);
  }
}

/** Fetches one page, turning pdf.js's failures on a broken page tree into CORRUPTED_PDF. */
export async function getPdfjsPage(doc: PDFDocumentProxy, pageNumber: number): Promise<PDFPageProxy> {
  if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > doc.numPages) {
    throw new ServiceError('INVALID_PARAMETER', `Page ${pageNumber} does not exist; the PDF has ${doc.numPages} pages`, {
      pageNumber,
      pageCount: doc.numPages,
    });
  }
  try {
    return await doc.getPage(pageNumber);
  } catch (error) {
    throw mapPdfjsError(error);
  }
}

/**
 * Maps what pdf.js's parser reports about the file to the catalogue and returns anything else unchanged, so that a
 * bug of ours still surfaces as an internal error instead of blaming the upload. pdf.js's exceptions are recognised
 * by name: they cross its message port as data and lose their classes. Every failure inside the parser arrives as
 * one of them (an unexpected one as UnknownErrorException).
 */
export function mapPdfjsError(error: unknown): unknown {
  if (error instanceof ServiceError) return error;
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (name === 'PasswordException') {
    if (code === INCORRECT_PASSWORD) return new ServiceError('WRONG_PASSWORD', undefined, {}, { cause: error });
    return new ServiceError('PASSWORD_REQUIRED', undefined, {}, { cause: error });
  }
  if (name === 'InvalidPDFException' || name === 'UnknownErrorException' || name === 'FormatError' || name === 'ResponseException') {
    const reason = describeStructuralError(error);
    return new ServiceError('CORRUPTED_PDF', undefined, reason ? { reason } : {}, { cause: error });
  }
  return error;
}

/**
 * Maps a failure to open a document: whatever stops pdf.js from loading the file (a bad xref, a missing /Pages,
 * a truncated stream) is a property of the file, and the original stays on `cause` for the log.
 */
export function toOpenError(error: unknown): ServiceError {
  const mapped = mapPdfjsError(error);
  return mapped instanceof ServiceError ? mapped : new ServiceError('CORRUPTED_PDF', undefined, {}, { cause: error });
}

/**
 * pdf.js's structural messages ("Invalid PDF structure.", "The PDF file is empty, i.e. its size is zero bytes.")
 * are fixed strings about the file and safe to show; anything else might carry internals, so it is dropped.
 */
function describeStructuralError(error: unknown): string | undefined {
  const message = (error as { message?: unknown }).message;
  if (typeof message !== 'string') return undefined;
  if (/^The PDF file is empty/.test(message)) return 'The file is empty';
  if (/^Invalid PDF structure/.test(message)) return 'Invalid PDF structure';
  return undefined;
}
