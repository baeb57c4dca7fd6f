/**
 * Rules of issue 4 that read the form's layout: labels behind IRS line numbers, long labels with remarks in
 * brackets, numbers over a row of boxes next to unrelated boxes, check-box options on one line, and a value
 * that repeats into the next row of a table; a business described in prose (its name, a Canadian address, the
 * captions of a radio group that exports numbers).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FieldDescription, FieldInfo } from '../../../src/shared/protocol.js';
import { findLabel } from '../../../workers/describe/find-label.js';
import { layoutOf } from '../../helpers/page-layout.js';
import { assignCandidates } from '../../../workers/mapping/assign-values.js';
import { buildProfile } from '../../../workers/mapping/field-profile.js';
import { cleanLabel } from '../../../workers/stages/describe-fields.js';
import { boxWindow, mapValuesWith, uncheckAlternatives } from '../../../workers/stages/map-values.js';

function field(name: string, type: FieldInfo['type'], x: number, y: number, width: number, extra: Partial<FieldInfo> = {}): FieldInfo {
  const position = { x, y, width, height: 12 };
  return {
    name, type, required: false, readonly: false, tooltip: null, defaultValue: null, currentValue: null,
    textMaxLength: null, comb: false, multiline: false, listbox: false, options: type === 'checkbox' ? ['Yes'] : null, optionLabels: null,
    formatAction: null, page: 1, position, widgets: [{ page: 1, position, exportValue: null }], ...extra,
  };
}

function described(name: string, mainText: string, contextText = mainText): FieldDescription {
  return { name, mainText, contextText, confidence: 0.9, reasoning: '' };
}

/** The rules' mapping of a text onto the fields: field name → the value written, if any. */
async function mappedValues(fields: FieldInfo[], descriptions: FieldDescription[], data: string): Promise<(name: string) => string | boolean | undefined> {
  const { assignments } = await mapValuesWith({ fields, descriptions, data }, {});
  return (name) => assignments.find((a) => a.name === name)?.value;
}

describe('labels', () => {
  test('a line number just before the box stands for the words on its row', () => {
    const layout = layoutOf([{ y0: 643, y1: 653, phrases: [[51, 56, '6'], [68, 321, 'Additional amount, if any, you want withheld from each paycheck'], [507, 512, '6']] }]);
    const label = findLabel(layout, { x: 528, y: 640, width: 45, height: 12 }, { toggle: false, obstacles: [] });
    assert.equal(label?.phrase.text, 'Additional amount, if any, you want withheld from each paycheck');
    assert.ok(label!.confidence >= 0.6);
  });

  test('a caption in the top-left of a boxed cell beats words in the left margin of its line', () => {
    // 1040 style: "Name, Address, and SSN" printed in the margin, "Your first name and initial" on top of the box.
    const layout = layoutOf([
      { y0: 72, y1: 80, phrases: [[112, 191, 'Your first name and initial'], [278, 310, 'Last name']] },
      { y0: 82, y1: 95, phrases: [[36, 100, 'Address, N']] },
    ]);
    const label = findLabel(layout, { x: 108, y: 81.7, width: 165.6, height: 14.3 }, { toggle: false, obstacles: [] });
    assert.equal(label?.phrase.text, 'Your first name and initial');
    assert.equal(label?.place, 'above');
    // A left label right against the box still wins over a caption above it.
    const tight = layoutOf([
      { y0: 72, y1: 80, phrases: [[112, 191, 'Section heading words']] },
      { y0: 82, y1: 95, phrases: [[36, 105, 'Last name:']] },
    ]);
    assert.equal(findLabel(tight, { x: 108, y: 81.7, width: 165.6, height: 14.3 }, { toggle: false, obstacles: [] })?.phrase.text, 'Last name:');
  });

  test('a plain left label is unchanged', () => {
    const plain = layoutOf([{ y0: 100, y1: 110, phrases: [[20, 95, 'Last name']] }]);
    assert.equal(findLabel(plain, { x: 100, y: 99, width: 100, height: 12 }, { toggle: false, obstacles: [] })?.phrase.text, 'Last name');
  });

  test('a long label loses its remark in brackets before its words are cut', () => {
    assert.equal(
      cleanLabel('Total number of allowances you are claiming (from line H above or from the applicable worksheet on page 2)', 'left'),
      'Total number of allowances you are claiming',
    );
    assert.equal(cleanLabel('Home address (number and street)', 'left'), 'Home address (number and street)');
  });
});

describe('rows of boxes and options', () => {
  test('an EIN over 2 + 7 boxes next to an unrelated box: the run that adds up to 9 digits', () => {
    const fields = [
      field('f1_20', 'text', 386, 748, 50, { textMaxLength: 50 }),
      field('f1_21', 'text', 451, 748, 29, { textMaxLength: 2 }),
      field('f1_22', 'text', 495, 748, 79, { textMaxLength: 7 }),
    ];
    const profiles = fields.map((f, i) => buildProfile(f, described(f.name, i === 0 ? 'Office code (optional)' : 'Employer identification number (EIN)'), i));
    assert.deepEqual(boxWindow(profiles, profiles[1]!, 'ein', '931234567')?.map((p) => p.field.name), ['f1_21', 'f1_22']);
    assert.equal(boxWindow(profiles, profiles[1]!, 'ein', '93123456'), undefined);
  });

  test('an SSN over 3 + 2 + 4 boxes matched at its last box: the row grows box by box, nearest first', () => {
    // W-4 2009: the caption sits over the last box; the first box is also within reach of it.
    const fields = [field('f1_11', 'text', 444, 567, 29, { textMaxLength: 3 }), field('f1_12', 'text', 481, 567, 20, { textMaxLength: 2 }), field('f1_13', 'text', 509, 567, 65, { textMaxLength: 4 })];
    const profiles = fields.map((f, i) => buildProfile(f, described(f.name, i === 2 ? 'Your social security number' : '2'), i));
    assert.deepEqual(boxWindow(profiles, profiles[2]!, 'ssn', '402771935')?.map((p) => p.field.name), ['f1_11', 'f1_12', 'f1_13']);
  });

  test('one option checked on a line of short options unchecks the others the text says nothing about', () => {
    const fields = [field('single', 'checkbox', 100, 500, 8), field('married', 'checkbox', 200, 500, 8), field('withhold', 'checkbox', 300, 500, 8), field('lost', 'checkbox', 100, 600, 8)];
    const labels = ['Single', 'Married', 'Married, but withhold at higher Single rate.', 'check here if your card was lost'];
    const descriptions = new Map(fields.map((f, i) => [f.name, described(f.name, labels[i]!)]));
    const profiles = fields.map((f, i) => buildProfile(f, descriptions.get(f.name), i));
    const chosen = [{ field: 0, value: true, score: 0.85, fact: -1, concept: undefined, reasoning: '' }];
    uncheckAlternatives(profiles, descriptions, chosen);
    assert.deepEqual(chosen.map((c) => [profiles[c.field]!.field.name, c.value]), [['single', true], ['married', false], ['withhold', false]]);
  });
});

describe('assignment', () => {
  test('a value does not repeat into the next row of a table, but may fill the same label of another party', () => {
    const fields = [
      field('row1', 'text', 100, 300, 80), field('row2', 'text', 100, 312, 80),
      field('yourLast', 'text', 100, 100, 80), field('spouseLast', 'text', 100, 124, 80),
    ];
    const descriptions = [
      described('row1', 'social security number'), described('row2', 'social security number'),
      described('yourLast', 'Last name'), described('spouseLast', 'Last name', 'If a joint return, spouse’s first name and initial  Last name'),
    ];
    const profiles = fields.map((f, i) => buildProfile(f, descriptions[i], i));
    const c = (fieldIndex: number, value: string, fact: number) => ({ field: fieldIndex, value, score: 0.9, fact, concept: undefined, reasoning: '' });
    const chosen = assignCandidates(profiles, [c(0, '402193378', 0), c(1, '402193378', 0), c(2, 'Donnelly', 1), c(3, 'Donnelly', 2)]);
    assert.deepEqual(chosen.map((x) => profiles[x.field]!.field.name), ['row1', 'yourLast', 'spouseLast']);
  });
});

describe('amounts per unit (issue 4)', () => {
  test('"Cost per Unit" takes the amount given per share, never the total; a line item\'s quantity and description', async () => {
    const fields = [
      field('Row1.description', 'text', 60, 380, 120),
      field('Row1.quantity', 'text', 350, 380, 56),
      field('Row1.costperunit', 'text', 418, 380, 67),
      field('Row2.costperunit', 'text', 418, 403, 67),
    ];
    const descriptions = [
      described('Row1.description', 'Description'),
      described('Row1.quantity', 'Quantity/Par'),
      described('Row1.costperunit', 'Cost per Unit Including comm./ fees.'),
      described('Row2.costperunit', 'Please specify dollar amount.'),
    ];
    const data = 'Please update one position: 150 shares of Procter & Gamble bought at $58.20 per share, for a total cost basis of $8,730.00.';
    const value = await mappedValues(fields, descriptions, data);
    assert.equal(value('Row1.description'), 'Procter & Gamble');
    assert.equal(value('Row1.quantity'), '150');
    assert.equal(value('Row1.costperunit'), '58.20');
    // The total has no box of its own here; a per-unit box (known by its glued name) does not take it.
    assert.equal(value('Row2.costperunit'), undefined);
  });
});

describe('a business filing in prose (issue 4)', () => {
  test('organisation name, Canadian address with its province option and compact postal code, coded radio options', async () => {
    const fields = [
      field('Biz.LegalName', 'text', 100, 100, 300, { tooltip: '1. Business information. Legal name.' }),
      field('Biz.Street', 'text', 100, 130, 300),
      field('Biz.City', 'text', 100, 150, 200),
      field('Biz.Province', 'dropdown', 100, 170, 120, { options: ['AB', 'BC', 'ON'], optionLabels: ['Alberta', 'British Columbia', 'Ontario'] }),
      field('Biz.PostalCode', 'text', 100, 190, 80, { tooltip: 'Physical address. Postal code. 6 characters.' }),
      field('Biz.Type', 'radio', 100, 220, 12, { options: ['1', '2'], optionLabels: ['1', '2'] }),
    ];
    const descriptions = [
      described('Biz.LegalName', 'Legal name', 'Business information / Legal name:'),
      described('Biz.Street', 'Street No. Street name, RR'),
      described('Biz.City', 'City'),
      described('Biz.Province', 'Province/Territory'),
      described('Biz.PostalCode', 'Postal code'),
      described('Biz.Type', 'Select one of the following', 'Type of return / Select one of the following: / Options: 1 = Original; 2 = Amended'),
    ];
    const data = "We're filing for our company, Maple Ridge Growers Ltd. We're located at 7-310 Lakeshore Road in Penticton, British Columbia, postal code V2A 6K3. This is an amended return.";
    const value = await mappedValues(fields, descriptions, data);
    assert.equal(value('Biz.LegalName'), 'Maple Ridge Growers Ltd.');
    assert.equal(value('Biz.Street'), '7-310 Lakeshore Road');
    assert.equal(value('Biz.City'), 'Penticton');
    assert.equal(value('Biz.Province'), 'BC');
    assert.equal(value('Biz.PostalCode'), 'V2A6K3');
    assert.equal(value('Biz.Type'), '2');
  });
});
