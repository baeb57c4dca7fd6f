/**
 * The first look at every upload, before billing: can it be opened, how many pages, is it encrypted, does it
 * have a form. Reads only the trailer, the catalogue and the page tree, so it stays in the low milliseconds.
 */
import { ServiceError } from '../../src/shared/errors.js';
import type { DocumentInput, InspectOutput } from '../../src/shared/protocol.js';
import { withPdfjsDocument } from '../pdf/open-pdfjs.js';

interface DocumentInfo {
  EncryptFilterName?: string | null;
  IsAcroFormPresent?: boolean;
}

/**
 * Opens the PDF and reports page count, encryption and whether it has an AcroForm with fields. Throws
 * ServiceError CORRUPTED_PDF, PASSWORD_REQUIRED or WRONG_PASSWORD.
 */
export async function inspectDocument(input: DocumentInput): Promise<InspectOutput> {
  return withPdfjsDocument(input, async (doc) => {
    // pdf.js repairs what it can; a document it reads as having no pages at all is not one we can process.
    if (!(doc.numPages >= 1)) throw new ServiceError('CORRUPTED_PDF', undefined, { reason: 'The PDF has no pages' });
    // The info dictionary comes from the worker side of pdf.js, where the parsed catalogue already knows
    // both answers; getFieldObjects() would walk every field and widget instead.
    const { info } = await doc.getMetadata();
    const documentInfo = info as DocumentInfo;
    return {
      pageCount: doc.numPages,
      encrypted: typeof documentInfo.EncryptFilterName === 'string',
      // pdf.js counts a form only when /AcroForm has a non-empty /Fields that is not just document signatures.
      hasAcroForm: documentInfo.IsAcroFormPresent === true,
    };
  });
}
