/**
 * Removing the input file's own file structure before pdf-lib writes a new one.
 *
 * pdf-lib's parser registers every object it reads, including the file's cross-reference streams and object
 * streams, and its writer writes them all back. In the rewritten file those are stale: an old /XRef stream
 * still names the old /Encrypt dictionary (so a decrypted form saved this way asks for a password it no
 * longer needs), and an old /ObjStm holds old copies of objects that a reader may take over the new ones.
 */
import { PDFDict, PDFName, PDFRawStream, PDFStream } from '@cantoo/pdf-lib';
import type { PDFDocument } from '@cantoo/pdf-lib';

const TYPE = PDFName.of('Type');
const XREF = PDFName.of('XRef');
const OBJSTM = PDFName.of('ObjStm');
const FILTER = PDFName.of('Filter');
const STANDARD = PDFName.of('Standard');

/** Deletes stale cross-reference streams, object streams and (once decrypted) the security handler. */
export function pruneForRewrite(doc: PDFDocument): number {
  const doomed = [];
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFStream || object instanceof PDFRawStream ? object.dict : object instanceof PDFDict ? object : undefined;
    if (!dict) continue;
    const type = dict.get(TYPE);
    if (type === XREF || type === OBJSTM) {
      doomed.push(ref);
    } else if (!doc.isEncrypted && dict.get(FILTER) === STANDARD && dict.has(PDFName.of('O')) && dict.has(PDFName.of('U'))) {
      // The standard security handler's dictionary; the document is written decrypted.
      doomed.push(ref);
    }
  }
  for (const ref of doomed) doc.context.delete(ref);
  return doomed.length;
}
