import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FieldDescription, FieldInfo, PageText } from '../../../src/shared/protocol.js';
import { describeFields, readableName } from '../../../workers/stages/describe-fields.js';
import { extractFields } from '../../../workers/stages/extract-fields.js';
import { extractTextLayer } from '../../../workers/stages/extract-text-layer.js';
import { buildSampleForm, pageTextFromLabels } from '../../fixtures/forms.js';
import type { DrawnLabel } from '../../fixtures/forms.js';
import { corpusPdf, shared, skipWithoutCorpus } from '../../helpers/corpus.js';

/** A text field at a displayed-page rectangle, everything else defaulted. */
function field(name: string, x: number, y: number, width: number, height: number, extra: Partial<FieldInfo> = {}): FieldInfo {
  const position = { x, y, width, height };
  return {
    name,
    type: 'text',
    required: false,
    readonly: false,
    tooltip: null,
    defaultValue: null,
    currentValue: null,
    textMaxLength: null,
    comb: false,
    multiline: false,
    listbox: false,
    options: null,
    optionLabels: null,
    formatAction: null,
    page: 1,
    position,
    widgets: [{ page: 1, position, exportValue: null }],
    ...extra,
  };
}

function label(text: string, x: number, y: number, height = 10): DrawnLabel {
  return { page: 1, text, x, y, width: text.length * 5, height };
}

describe('describeFields on the sample form', () => {
  let byName: Map<string, FieldDescription>;

  before(async () => {
    const { bytes, labels } = await buildSampleForm();
    const { fields } = await extractFields({ pdf: shared(bytes) });
    const pages = [pageTextFromLabels(1, labels)];
    byName = new Map((await describeFields({ fields, pages })).map((d) => [d.name, d]));
  });

  test('reads the label printed left of a text field', () => {
    const d = byName.get('firstName')!;
    assert.equal(d.mainText, 'First name');
    assert.ok(d.confidence > 0.8, String(d.confidence));
    assert.match(d.reasoning, /^Label left of the field on page 1, \d+ pt away\.$/);
    assert.equal(byName.get('birthDate')!.mainText, 'Date of birth');
  });

  test('reads a check box label on its right', () => {
    const d = byName.get('subscribe')!;
    assert.equal(d.mainText, 'Subscribe to the newsletter');
    assert.match(d.reasoning, /right of the field/);
  });

  test('a radio group is labelled by the question left of its buttons', () => {
    assert.equal(byName.get('colour')!.mainText, 'Favourite colour');
  });

  test('without text for the page, falls back to the tooltip, then to the name', () => {
    const d = byName.get('rotated.field')!;
    assert.equal(d.mainText, 'rotated field');
    assert.ok(d.confidence < 0.5);
  });
});

describe('describeFields layouts', () => {
  test('a label above the box, IRS style, when nothing sits to its left', async () => {
    const pages = [pageTextFromLabels(1, [label('1 Name (as shown on your income tax return)', 60, 80)])];
    const [d] = await describeFields({ fields: [field('f1_1[0]', 58, 92, 500, 14)], pages });
    assert.equal(d!.mainText, '1 Name (as shown on your income tax return)');
    assert.match(d!.reasoning, /above/);
  });

  test('a page that captions its fields underneath reads the caption below', async () => {
    // Two rows of boxes, each caption hugging the bottom of its own box.
    const fields = [field('a', 50, 100, 120, 16), field('b', 200, 100, 120, 16), field('c', 50, 150, 120, 16), field('d', 200, 150, 120, 16)];
    const pages = [
      pageTextFromLabels(1, [label('AGE', 52, 117, 8), label('HEIGHT', 202, 117, 8), label('EYES', 52, 167, 8), label('SKIN', 202, 167, 8)]),
    ];
    const out = await describeFields({ fields, pages });
    assert.deepEqual(out.map((d) => d.mainText), ['AGE', 'HEIGHT', 'EYES', 'SKIN']);
  });

  test('the tooltip wins over a far, weak label; a code-like name says it is unknown', async () => {
    const pages: PageText[] = [pageTextFromLabels(1, [])];
    const out = await describeFields({
      fields: [field('x', 50, 100, 100, 16, { tooltip: 'Applicant email address' }), field('topmostSubform[0].Page1[0].f1_7[0]', 50, 200, 100, 16)],
      pages,
    });
    assert.equal(out[0]!.mainText, 'Applicant email address');
    assert.match(out[0]!.reasoning, /tooltip/);
    assert.equal(out[1]!.confidence, 0.1);
  });

  test('readable names drop generator paths and indices and split words', () => {
    assert.deepEqual(readableName('topmostSubform[0].Page1[0].Step1a[0].f1_01[0]'), { text: 'Step1a f1 01', meaningful: false });
    assert.equal(readableName('form1[0].#subform[0].S1_GivenName[0]').text, 'S1 Given Name');
    assert.equal(readableName('homeAddressLine2').text, 'home Address Line2');
    assert.equal(readableName('f1_01[0]').meaningful, false);
  });

  test('700 fields on one page take milliseconds, not seconds', async () => {
    const fields: FieldInfo[] = [];
    const labels: DrawnLabel[] = [];
    for (let i = 0; i < 700; i++) {
      const row = Math.floor(i / 7);
      const col = i % 7;
      const y = 20 + row * 7.5;
      labels.push(label(`L${i}`, 10 + col * 85, y, 6));
      fields.push(field(`f${i}`, 30 + col * 85, y, 60, 6));
    }
    const started = performance.now();
    const out = await describeFields({ fields, pages: [pageTextFromLabels(1, labels)] });
    const elapsed = performance.now() - started;
    assert.equal(out.length, 700);
    assert.equal(out[123]!.mainText, 'L123');
    assert.ok(elapsed < 2000, `took ${elapsed} ms`);
  });
});

describe('describeFields with the real text layer', { skip: skipWithoutCorpus }, () => {
  test('oofex__pdfFormExample.pdf: labels left of the fields, language boxes on their right', async () => {
    const pdf = shared(corpusPdf('oofex__pdfFormExample.pdf'));
    const { fields } = await extractFields({ pdf });
    const { pages } = await extractTextLayer({ pdf });
    const byName = new Map((await describeFields({ fields, pages })).map((d) => [d.name, d.mainText]));
    assert.equal(byName.get('First name'), 'First Name');
    assert.equal(byName.get('Reqest Date'), 'Request Date');
    assert.equal(byName.get('Language Deutsch'), 'Deutsch');
    assert.equal(byName.get('Request type'), 'Request type');
  });

  test('pdflib__dod_character.pdf: a sheet with captions under its boxes', async () => {
    const pdf = shared(corpusPdf('pdflib__dod_character.pdf'));
    const { fields } = await extractFields({ pdf });
    const { pages } = await extractTextLayer({ pdf });
    const byName = new Map((await describeFields({ fields, pages })).map((d) => [d.name, d.mainText]));
    assert.equal(byName.get('Age'), 'AGE');
    assert.equal(byName.get('Eyes'), 'EYES');
    assert.equal(byName.get('Backstory'), 'CHARACTER BACKSTORY');
  });
});
