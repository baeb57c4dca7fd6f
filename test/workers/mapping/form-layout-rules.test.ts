/**
 * Rules of issue 4 that read the form's layout: labels behind IRS line numbers, long labels with remarks in
 * brackets, numbers over a row of boxes next to unrelated boxes, check-box options on one line, and a value
 * that repeats into the next row of a table.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FieldDescription, FieldInfo } from '../../../src/shared/protocol.js';
import { findLabel } from '../../../workers/describe/find-label.js';
import { layoutOf } from '../../helpers/page-layout.js';
import { assignCandidates } from '../../../workers/mapping/assign-values.js';
import { buildProfile } from '../../../workers/mapping/field-profile.js';
import { cleanLabel } from '../../../workers/stages/describe-fields.js';
import { boxWindow, uncheckAlternatives } from '../../../workers/stages/map-values.js';

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
