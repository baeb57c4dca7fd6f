import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ServiceError } from '../../../src/shared/errors.js';
import type { FieldInfo } from '../../../src/shared/protocol.js';
import { PDFDocument, PDFName, PDFNumber } from '@cantoo/pdf-lib';
import { extractFields } from '../../../workers/stages/extract-fields.js';
import { fillForm } from '../../../workers/stages/fill-form.js';
import { withPdfjsDocument } from '../../../workers/pdf/open-pdfjs.js';
import { buildCroppedPageForm, buildOrphanWidgetForm, buildSampleForm, encryptForm } from '../../fixtures/forms.js';
import { corpusJson, corpusPdf, shared, skipWithoutCorpus } from '../../helpers/corpus.js';

describe('extractFields on a built form', () => {
  let fields: FieldInfo[];
  let byName: Map<string, FieldInfo>;
  let sample: Uint8Array;

  before(async () => {
    sample = (await buildSampleForm()).bytes;
    const out = await extractFields({ pdf: shared(sample) });
    assert.equal(out.method, 'pdf-lib');
    assert.equal(out.hasAcroForm, true);
    fields = out.fields;
    byName = new Map(fields.map((f) => [f.name, f]));
  });

  test('maps every value-holding field kind and leaves push buttons out', () => {
    const types = Object.fromEntries(fields.map((f) => [f.name, f.type]));
    assert.deepEqual(types, {
      firstName: 'text',
      email: 'text',
      birthDate: 'text',
      zip: 'text',
      pin: 'text',
      notes: 'text',
      reference: 'text',
      subscribe: 'checkbox',
      colour: 'radio',
      country: 'dropdown',
      languages: 'dropdown',
      signature: 'signature',
      'rotated.field': 'text',
    });
    assert.equal(byName.get('languages')!.listbox, true);
    assert.equal(byName.get('country')!.listbox, false);
  });

  test('reports flags, tooltip, lengths and the format action', () => {
    assert.equal(byName.get('firstName')!.required, true);
    assert.equal(byName.get('email')!.required, false);
    assert.equal(byName.get('reference')!.readonly, true);
    assert.equal(byName.get('reference')!.currentValue, 'REF-1');
    assert.equal(byName.get('email')!.tooltip, 'Email address');
    assert.equal(byName.get('zip')!.textMaxLength, 5);
    assert.equal(byName.get('zip')!.comb, false);
    assert.equal(byName.get('pin')!.comb, true);
    assert.equal(byName.get('pin')!.textMaxLength, 4);
    assert.equal(byName.get('notes')!.multiline, true);
    assert.equal(byName.get('birthDate')!.formatAction, 'AFDate_FormatEx("mm/dd/yyyy");');
    assert.equal(byName.get('firstName')!.formatAction, null);
  });

  test('lists options as export values with their display labels', () => {
    assert.deepEqual(byName.get('country')!.options, ['France', 'Italy', 'Spain']);
    assert.deepEqual(byName.get('languages')!.options, ['EN', 'FR']);
    assert.deepEqual(byName.get('languages')!.optionLabels, ['English', 'French']);
    assert.deepEqual(byName.get('colour')!.options, ['Red', 'Green']);
    assert.deepEqual(byName.get('colour')!.widgets.map((w) => w.exportValue), ['Red', 'Green']);
    assert.equal(byName.get('subscribe')!.options?.length, 1);
    assert.equal(byName.get('subscribe')!.currentValue, false);
  });

  test('positions are in points from the top-left of the displayed page', () => {
    assert.deepEqual(byName.get('firstName')!.position, { x: 120, y: 792 - 718, width: 200, height: 18 });
    assert.equal(byName.get('firstName')!.page, 1);
    const colour = byName.get('colour')!;
    assert.equal(colour.widgets.length, 2);
    assert.deepEqual(colour.position, colour.widgets[0]!.position);
  });

  test('a page with /Rotate 90 maps widgets like a viewer shows them (checked against pdf.js)', async () => {
    const rotated = byName.get('rotated.field')!;
    assert.equal(rotated.page, 2);
    // Turned clockwise: the page is 792 wide, the field's bottom edge (y = 200) is now its left edge.
    assert.deepEqual(rotated.position, { x: 200, y: 100, width: 20, height: 150 });
    const expected = await withPdfjsDocument({ pdf: shared(sample) }, async (doc) => {
      const page = await doc.getPage(2);
      const annotations = await page.getAnnotations();
      const rect = annotations.find((a) => a.fieldName === 'rotated.field')!.rect as number[];
      const [x1, y1, x2, y2] = page.getViewport({ scale: 1 }).convertToViewportRectangle(rect);
      return { x: Math.min(x1!, x2!), y: Math.min(y1!, y2!), width: Math.abs(x2! - x1!), height: Math.abs(y2! - y1!) };
    });
    for (const key of ['x', 'y', 'width', 'height'] as const) assert.ok(Math.abs(rotated.position[key] - expected[key]) < 0.01, key);
  });
});

describe('extractFields edge cases', () => {
  test('a CropBox offset moves the origin to the visible corner', async () => {
    const out = await extractFields({ pdf: shared(await buildCroppedPageForm()) });
    assert.deepEqual(out.fields[0]!.position, { x: 50, y: 130, width: 100, height: 20 });
  });

  test('widgets missing from /Fields are recovered from the pages with method "fallback"', async () => {
    const out = await extractFields({ pdf: shared(await buildOrphanWidgetForm()) });
    assert.equal(out.method, 'fallback');
    assert.equal(out.hasAcroForm, true);
    assert.deepEqual(out.fields.map((f) => [f.name, f.type]).sort(), [
      ['orphan.agree', 'checkbox'],
      ['orphan.name', 'text'],
    ]);
  });

  test('an empty user password opens an encrypted form without asking', async () => {
    const encrypted = await encryptForm((await buildSampleForm()).bytes);
    const out = await extractFields({ pdf: shared(encrypted) });
    assert.equal(out.fields.length, 13);
    assert.equal(out.fields.find((f) => f.name === 'reference')!.currentValue, 'REF-1');
  });

  test('a real user password is asked for, checked, and accepted', async () => {
    const encrypted = await encryptForm((await buildSampleForm()).bytes, 'secret');
    await assert.rejects(extractFields({ pdf: shared(encrypted) }), (e: unknown) => e instanceof ServiceError && e.code === 'PASSWORD_REQUIRED');
    await assert.rejects(
      extractFields({ pdf: shared(encrypted), password: 'nope' }),
      (e: unknown) => e instanceof ServiceError && e.code === 'WRONG_PASSWORD',
    );
    const out = await extractFields({ pdf: shared(encrypted), password: 'secret' });
    assert.equal(out.fields.length, 13);
  });

  test('bytes that are not a PDF are CORRUPTED_PDF', async () => {
    const junk = new TextEncoder().encode('%PDF-1.7\nthis is not a pdf at all\n');
    await assert.rejects(extractFields({ pdf: shared(junk) }), (e: unknown) => e instanceof ServiceError && e.code === 'CORRUPTED_PDF');
    await assert.rejects(extractFields({ pdf: new Uint8Array(0) }), (e: unknown) => e instanceof ServiceError && e.code === 'CORRUPTED_PDF');
  });

  test('a field whose type entry is missing or not a name makes reading and filling CORRUPTED_PDF, not a crash', async () => {
    for (const damage of ['missing', 'a number'] as const) {
      const doc = await PDFDocument.load((await buildSampleForm()).bytes);
      const dict = doc.getForm().getFields()[0]!.acroField.dict;
      if (damage === 'missing') dict.delete(PDFName.of('FT'));
      else dict.set(PDFName.of('FT'), PDFNumber.of(3));
      // The file loads; pdf-lib only complains once it walks the field tree.
      const pdf = await doc.save({ updateFieldAppearances: false });
      const damaged = (e: unknown) => e instanceof ServiceError && e.code === 'CORRUPTED_PDF' && typeof e.details.reason === 'string';
      await assert.rejects(extractFields({ pdf: shared(pdf) }), damaged, `type entry ${damage}: reading`);
      await assert.rejects(fillForm({ pdf: shared(pdf), assignments: [{ name: 'x', value: 'y', confidence: 1, reasoning: 'test' }] }), damaged, `type entry ${damage}: filling`);
    }
  });
});

interface CorpusFields {
  hasAcroForm: boolean;
  fields: { name: string; type: string; options?: string[]; maxLength?: number; combed?: boolean }[];
}

const TYPE_OF: Record<string, string> = {
  TextField: 'text',
  CheckBox: 'checkbox',
  RadioGroup: 'radio',
  Dropdown: 'dropdown',
  OptionList: 'dropdown',
  Signature: 'signature',
};

/** pdf-lib's view of the form as recorded in the corpus, push buttons left out as extraction does. */
function expectedFields(file: string): Map<string, string> {
  const recorded = corpusJson<CorpusFields>(`fields/${file}.json`);
  return new Map(recorded.fields.filter((f) => f.type !== 'Button').map((f) => [f.name, TYPE_OF[f.type] ?? f.type]));
}

describe('extractFields on the corpus', { skip: skipWithoutCorpus }, () => {
  for (const file of ['oofex__pdfFormExample.pdf', 'irs__fw9_2018.pdf', 'pypdfform__437.pdf']) {
    test(`${file}: same fields and types as the corpus records`, async () => {
      const out = await extractFields({ pdf: shared(corpusPdf(file)) });
      assert.equal(out.method, 'pdf-lib');
      assert.deepEqual(new Map(out.fields.map((f) => [f.name, f.type])), expectedFields(file));
    });
  }

  test('pdflib__with_combed_fields.pdf: 726 fields less 13 buttons, combs intact, in one pass', async () => {
    const pdf = shared(corpusPdf('pdflib__with_combed_fields.pdf'));
    const started = performance.now();
    const out = await extractFields({ pdf });
    const elapsed = performance.now() - started;
    assert.equal(out.fields.length, 713);
    assert.deepEqual(new Map(out.fields.map((f) => [f.name, f.type])), expectedFields('pdflib__with_combed_fields.pdf'));
    const recorded = corpusJson<CorpusFields>('fields/pdflib__with_combed_fields.pdf.json').fields.filter((f) => f.combed);
    assert.equal(recorded.length, 6);
    for (const r of recorded) {
      const f = out.fields.find((x) => x.name === r.name)!;
      assert.equal(f.comb, true, r.name);
      assert.equal(f.textMaxLength, r.maxLength ?? null, r.name);
    }
    // A by-name lookup per field would be quadratic; one pass stays well under a second here.
    assert.ok(elapsed < 3000, `took ${elapsed} ms`);
  });

  test('irs__fw4_2025.pdf: the empty /Fields is bypassed and the 29 widgets come back as fields', async () => {
    const out = await extractFields({ pdf: shared(corpusPdf('irs__fw4_2025.pdf')) });
    assert.equal(out.method, 'fallback');
    assert.equal(out.hasAcroForm, true);
    assert.equal(out.fields.length, 29);
    assert.ok(out.fields.every((f) => f.page >= 1 && f.position.width > 0 && f.position.height > 0));
  });

  test('pypdf__SF424_page2.pdf: no /AcroForm at all, fields recovered from the widgets', async () => {
    const out = await extractFields({ pdf: shared(corpusPdf('pypdf__SF424_page2.pdf')) });
    assert.equal(out.method, 'fallback');
    assert.equal(out.hasAcroForm, false);
    assert.ok(out.fields.length >= 15, `${out.fields.length} fields`);
    assert.ok(out.fields.some((f) => f.type === 'dropdown' && (f.options?.length ?? 0) > 10));
  });
});
