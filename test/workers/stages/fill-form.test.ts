import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { PDFDocument, PDFName } from '@cantoo/pdf-lib';
import type { ValueAssignment } from '../../../src/shared/protocol.js';
import { extractFields } from '../../../workers/stages/extract-fields.js';
import { fillForm } from '../../../workers/stages/fill-form.js';
import { withPdfjsDocument } from '../../../workers/pdf/open-pdfjs.js';
import { buildOrphanWidgetForm, buildSampleForm, encryptForm } from '../../fixtures/forms.js';
import { corpusPdf, shared, skipWithoutCorpus } from '../../helpers/corpus.js';

function assign(name: string, value: string | boolean): ValueAssignment {
  return { name, value, confidence: 1, reasoning: 'test' };
}

/** The values a filled PDF holds, read back through extraction. */
async function valuesOf(pdf: Uint8Array): Promise<Map<string, string | boolean | null>> {
  const { fields } = await extractFields({ pdf });
  return new Map(fields.map((f) => [f.name, f.currentValue]));
}

async function openableByPdfjs(pdf: Uint8Array): Promise<number> {
  return withPdfjsDocument({ pdf: shared(pdf) }, async (doc) => doc.numPages);
}

describe('fillForm on the sample form', () => {
  let sample: Uint8Array;
  before(async () => {
    sample = (await buildSampleForm()).bytes;
  });

  test('writes every kind of field and reads back the same values', async () => {
    const out = await fillForm({
      pdf: shared(sample),
      assignments: [
        assign('firstName', 'Sophie'),
        assign('email', 'sophie@example.com'),
        assign('subscribe', true),
        assign('colour', 'Green'),
        assign('country', 'Italy'),
        assign('languages', 'French'),
        assign('notes', 'line one\nline two'),
      ],
    });
    assert.equal(out.filledFields, 7);
    const values = await valuesOf(out.pdf);
    assert.equal(values.get('firstName'), 'Sophie');
    assert.equal(values.get('email'), 'sophie@example.com');
    assert.equal(values.get('subscribe'), true);
    assert.equal(values.get('colour'), 'Green');
    assert.equal(values.get('country'), 'Italy');
    // A list box option given by its label is stored as its export value.
    assert.equal(values.get('languages'), 'FR');
    assert.equal(values.get('notes'), 'line one\nline two');
  });

  test('cuts text to the max length, fills comb fields, and skips what it must not touch', async () => {
    const out = await fillForm({
      pdf: shared(sample),
      assignments: [
        assign('zip', '2012199'),
        assign('pin', '4821'),
        assign('reference', 'CHANGED'),
        assign('signature', 'Sophie'),
        assign('reset', 'x'),
        assign('country', 'Atlantis'),
        assign('colour', 'Purple'),
        assign('nonexistent', 'x'),
      ],
    });
    assert.equal(out.filledFields, 2);
    const values = await valuesOf(out.pdf);
    assert.equal(values.get('zip'), '20121');
    assert.equal(values.get('pin'), '4821');
    assert.equal(values.get('reference'), 'REF-1');
    assert.equal(values.get('country'), null);
    assert.equal(values.get('colour'), null);
  });

  test('a read-only field is written only when its assignment unlocks it, and then it is editable', async () => {
    const out = await fillForm({ pdf: shared(sample), assignments: [{ ...assign('reference', 'REF-2'), unlocksReadOnly: true }] });
    assert.equal(out.filledFields, 1);
    const { fields } = await extractFields({ pdf: out.pdf });
    const reference = fields.find((f) => f.name === 'reference');
    assert.equal(reference?.currentValue, 'REF-2');
    assert.equal(reference?.readonly, false);
  });

  test('returns an exact-size buffer of its own, with timings', async () => {
    const out = await fillForm({ pdf: shared(sample), assignments: [assign('firstName', 'A')] });
    assert.equal(out.pdf.byteOffset, 0);
    assert.equal(out.pdf.byteLength, out.pdf.buffer.byteLength);
    assert.ok(!(out.pdf.buffer instanceof SharedArrayBuffer));
    assert.ok(out.timing.fieldFilling >= 0 && out.timing.pdfGeneration >= 0);
  });

  test('Latin text keeps the standard font; other scripts embed a DejaVu subset and still open', async () => {
    const latin = await fillForm({ pdf: shared(sample), assignments: [assign('firstName', 'Zoë Müller')] });
    const wide = await fillForm({ pdf: shared(sample), assignments: [assign('firstName', 'Zoë Łukasz 山田')] });
    const latinText = Buffer.from(latin.pdf).toString('latin1');
    assert.ok(!latinText.includes('DejaVu'), 'no DejaVu in a WinAnsi-only fill');
    // A subset adds kilobytes, not the 700 kB of the whole font.
    assert.ok(wide.pdf.byteLength - latin.pdf.byteLength < 120_000, `${wide.pdf.byteLength - latin.pdf.byteLength} bytes more`);
    const values = await valuesOf(wide.pdf);
    assert.equal(values.get('firstName'), 'Zoë Łukasz 山田');
    assert.equal(await openableByPdfjs(wide.pdf), 2);
    const doc = await PDFDocument.load(wide.pdf);
    // Our appearances are complete, so viewers are not asked to redraw them with the form's WinAnsi font.
    assert.equal(String(doc.getForm().acroForm.dict.get(PDFName.of('NeedAppearances'))), 'false');
  });

  test('an encrypted form (empty user password) comes back decrypted and opens anywhere', async () => {
    const encrypted = await encryptForm(sample);
    const out = await fillForm({ pdf: shared(encrypted), assignments: [assign('firstName', 'Sophie'), assign('subscribe', true)] });
    assert.equal(out.filledFields, 2);
    const doc = await PDFDocument.load(out.pdf);
    assert.equal(doc.isEncrypted, false);
    assert.equal(doc.getForm().getTextField('firstName').getText(), 'Sophie');
    assert.equal(await openableByPdfjs(out.pdf), 2);
  });

  test('widgets outside the field tree are filled too', async () => {
    const out = await fillForm({
      pdf: shared(await buildOrphanWidgetForm()),
      assignments: [assign('orphan.name', 'Ada'), assign('orphan.agree', true)],
    });
    assert.equal(out.filledFields, 2);
    const values = await valuesOf(out.pdf);
    assert.equal(values.get('orphan.name'), 'Ada');
    assert.equal(values.get('orphan.agree'), true);
  });
});

describe('fillForm on the corpus', { skip: skipWithoutCorpus }, () => {
  test('oofex__pdfFormExample.pdf: pre-filled values are replaced, a non-Latin name survives the round trip', async () => {
    const out = await fillForm({
      pdf: shared(corpusPdf('oofex__pdfFormExample.pdf')),
      assignments: [
        assign('First name', 'Zoë Łukasz 山田'),
        assign('City', 'Milano'),
        assign('Country', 'Italy'),
        assign('Gender', 'Woman'),
        assign('Language Chinese', true),
        assign('Language English', false),
        assign('Request type', 'Update'),
      ],
    });
    assert.equal(out.filledFields, 7);
    const values = await valuesOf(out.pdf);
    assert.equal(values.get('First name'), 'Zoë Łukasz 山田');
    assert.equal(values.get('City'), 'Milano');
    assert.equal(values.get('Country'), 'Italy');
    assert.equal(values.get('Gender'), 'Woman');
    assert.equal(values.get('Language Chinese'), true);
    assert.equal(values.get('Language English'), false);
    assert.equal(values.get('Request type'), 'Update');
    assert.equal(values.get('Last name'), 'Doe', 'fields not assigned keep their value');
    assert.equal(await openableByPdfjs(out.pdf), 1);
  });

  test('pypdfform__437.pdf: an encrypted USCIS form fills and reopens without a password', async () => {
    const pdf = shared(corpusPdf('pypdfform__437.pdf'));
    const { fields } = await extractFields({ pdf });
    const text = fields.filter((f) => f.type === 'text' && !f.readonly).slice(0, 3);
    const out = await fillForm({ pdf, assignments: text.map((f, i) => assign(f.name, `V${i}`)) });
    assert.equal(out.filledFields, 3);
    const values = await valuesOf(out.pdf);
    text.forEach((f, i) => assert.equal(values.get(f.name), `V${i}`));
  });

  test('irs__fw4_2025.pdf: the orphan widgets of the fallback form are filled', async () => {
    const pdf = shared(corpusPdf('irs__fw4_2025.pdf'));
    const { fields } = await extractFields({ pdf });
    const first = fields.find((f) => f.type === 'text')!;
    const out = await fillForm({ pdf, assignments: [assign(first.name, 'Maria')] });
    assert.equal(out.filledFields, 1);
    assert.equal((await valuesOf(out.pdf)).get(first.name), 'Maria');
  });
});
