import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { ServiceError, type ErrorCode } from '../../../src/shared/errors.js';
import { inspectDocument } from '../../../workers/stages/inspect.js';
import { corpusPdf, shared, skipWithoutCorpus } from '../../helpers/corpus.js';

function rejectsWith(code: ErrorCode): (error: unknown) => true {
  return (error: unknown) => {
    assert.ok(error instanceof ServiceError, `expected a ServiceError, got ${String(error)}`);
    assert.equal(error.code, code);
    return true;
  };
}

async function buildSmallPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([300, 200]).drawText('Fuzz target', { x: 20, y: 100, size: 14, font });
  doc.getForm().createTextField('name').addToPage(doc.getPage(0), { x: 20, y: 40, width: 120, height: 20 });
  // Without object streams the xref table and dictionaries are plain text that mutations can hit.
  return doc.save({ useObjectStreams: false });
}

describe('inspectDocument', () => {
  test('counts pages and finds no form in a plain text document', { skip: skipWithoutCorpus }, async () => {
    const started = performance.now();
    const result = await inspectDocument({ pdf: shared(corpusPdf('pdflib__us_constitution.pdf')) });
    console.log(`  inspect us_constitution: ${(performance.now() - started).toFixed(1)} ms`);
    assert.deepEqual(result, { pageCount: 19, encrypted: false, hasAcroForm: false });
  });

  test('finds the AcroForm of a form', { skip: skipWithoutCorpus }, async () => {
    assert.deepEqual(await inspectDocument({ pdf: shared(corpusPdf('pdflib__fancy_fields.pdf')) }), {
      pageCount: 1, encrypted: false, hasAcroForm: true,
    });
    assert.deepEqual(await inspectDocument({ pdf: shared(corpusPdf('opm__SF-182.pdf')) }), {
      pageCount: 9, encrypted: false, hasAcroForm: true,
    });
  });

  test('does not count an AcroForm whose /Fields is empty as a form', { skip: skipWithoutCorpus }, async () => {
    const result = await inspectDocument({ pdf: shared(corpusPdf('irs__fw4_2025.pdf')) });
    assert.deepEqual(result, { pageCount: 4, encrypted: false, hasAcroForm: false });
  });

  test('opens files encrypted with an empty user password and says they are encrypted', { skip: skipWithoutCorpus }, async () => {
    assert.deepEqual(await inspectDocument({ pdf: shared(corpusPdf('pdfjs__secHandler.pdf')) }), {
      pageCount: 1, encrypted: true, hasAcroForm: true,
    });
  });

  test('asks for the password of an AES-256 R6 file, rejects a wrong one and opens with the right one', { skip: skipWithoutCorpus }, async () => {
    const pdf = shared(corpusPdf('pypdf__r6-user-password.pdf'));
    await assert.rejects(inspectDocument({ pdf }), rejectsWith('PASSWORD_REQUIRED'));
    await assert.rejects(inspectDocument({ pdf, password: 'not-it' }), rejectsWith('WRONG_PASSWORD'));
    assert.deepEqual(await inspectDocument({ pdf, password: 'asdfzxcv' }), { pageCount: 1, encrypted: true, hasAcroForm: false });
  });

  test('reports empty and junk files as corrupted, with a client-safe reason', { skip: skipWithoutCorpus }, async () => {
    await assert.rejects(inspectDocument({ pdf: shared(corpusPdf('pdfplumber__empty.pdf')) }), (error: unknown) => {
      rejectsWith('CORRUPTED_PDF')(error);
      assert.deepEqual((error as ServiceError).details, { reason: 'The file is empty' });
      return true;
    });
    await assert.rejects(inspectDocument({ pdf: shared(corpusPdf('ocrmypdf__invalid.pdf')) }), rejectsWith('CORRUPTED_PDF'));
  });

  test('reports bytes that are not a PDF at all as corrupted', async () => {
    await assert.rejects(inspectDocument({ pdf: shared(new Uint8Array(0)) }), rejectsWith('CORRUPTED_PDF'));
    await assert.rejects(inspectDocument({ pdf: shared(new TextEncoder().encode('%PDF-1.7\nnothing else here at all\n')) }), rejectsWith('CORRUPTED_PDF'));
    await assert.rejects(inspectDocument({ pdf: shared(new TextEncoder().encode('<html><body>not a pdf</body></html>')) }), rejectsWith('CORRUPTED_PDF'));
  });

  test('repairs what pdf.js can repair: a fuzzed xref still yields its one page', { skip: skipWithoutCorpus }, async () => {
    // The GhostScript fuzz case has a garbled xref table; pdf.js rebuilds it by scanning the objects.
    assert.deepEqual(await inspectDocument({ pdf: shared(corpusPdf('pdfjs__GHOSTSCRIPT-698804-1-fuzzed.pdf')) }), {
      pageCount: 1, encrypted: false, hasAcroForm: false,
    });
  });

  test('leaves the shared upload intact for the other tasks', async () => {
    const pdf = shared(await buildSmallPdf());
    const before = Buffer.from(pdf).toString('base64');
    await inspectDocument({ pdf });
    assert.equal(pdf.byteLength > 0, true);
    assert.equal(Buffer.from(pdf).toString('base64'), before);
  });

  test('fuzz: damaged PDFs either open or fail with CORRUPTED_PDF, never anything else', async () => {
    const original = await buildSmallPdf();
    assert.deepEqual(await inspectDocument({ pdf: shared(original) }), { pageCount: 1, encrypted: false, hasAcroForm: true });
    const damage = fc.oneof(
      fc.record({ kind: fc.constant('truncate' as const), at: fc.nat({ max: original.length }) }),
      fc.record({
        kind: fc.constant('overwrite' as const),
        edits: fc.array(fc.tuple(fc.nat({ max: original.length - 1 }), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 40 }),
      }),
      fc.record({
        kind: fc.constant('splice' as const),
        at: fc.nat({ max: original.length }),
        length: fc.nat({ max: 400 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(damage, async (d) => {
        let bytes: Uint8Array;
        if (d.kind === 'truncate') bytes = original.slice(0, d.at);
        else if (d.kind === 'splice') bytes = new Uint8Array([...original.subarray(0, d.at), ...original.subarray(d.at + d.length)]);
        else {
          bytes = original.slice();
          for (const [at, value] of d.edits) bytes[at] = value;
        }
        try {
          const result = await inspectDocument({ pdf: shared(bytes) });
          assert.ok(Number.isInteger(result.pageCount) && result.pageCount >= 1);
        } catch (error) {
          rejectsWith('CORRUPTED_PDF')(error);
        }
      }),
      { numRuns: 300, seed: 20261121 },
    );
  });
});
