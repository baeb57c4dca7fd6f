/**
 * Labels of table cells: a column heading printed in pieces over one box, and headings carried down the rows
 * of a table whose cells have no caption of their own.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FieldInfo } from '../../../src/shared/protocol.js';
import { findLabel, withSentenceStart } from '../../../workers/describe/find-label.js';
import { layoutOf } from '../../helpers/page-layout.js';
import { contextFor, inheritColumnLabels } from '../../../workers/stages/describe-fields.js';
import type { FieldLabel } from '../../../workers/stages/describe-fields.js';

function field(name: string, x: number, y: number, width: number): FieldInfo {
  const position = { x, y, width, height: 12 };
  return {
    name, type: 'text', required: false, readonly: false, tooltip: null, defaultValue: null, currentValue: null,
    textMaxLength: null, comb: false, multiline: false, listbox: false, options: null, optionLabels: null,
    formatAction: null, page: 1, position, widgets: [{ page: 1, position, exportValue: null }],
  };
}

function heading(text: string, x0: number, x1: number, confidence = 0.8): FieldLabel {
  return { phrase: { text, x0, x1, y0: 276, y1: 284, row: 0 }, place: 'above', distance: 2, confidence };
}

describe('column headings', () => {
  test('a heading printed in pieces over one wide box is its label as a whole', () => {
    // 1040 dependents: "(1) First name        Last name" over one box, "(2) Social security number" over the next.
    const layout = layoutOf([{ y0: 276, y1: 284, phrases: [[40, 95, '(1) First name'], [150, 185, 'Last name'], [250, 330, '(2) Social security number']] }]);
    const nameBox = { x: 36, y: 288, width: 208, height: 12 };
    const ssnBox = { x: 245, y: 288, width: 86, height: 12 };
    const obstacles = [nameBox, ssnBox].map((r) => ({ x0: r.x, y0: r.y, x1: r.x + r.width, y1: r.y + r.height }));
    assert.equal(findLabel(layout, nameBox, { toggle: false, obstacles })?.phrase.text, '(1) First name Last name');
    assert.equal(findLabel(layout, ssnBox, { toggle: false, obstacles })?.phrase.text, '(2) Social security number');
  });

  test('rows of a table take the heading of the cell above, column by column', () => {
    const fields = [field('r1name', 36, 288, 208), field('r1ssn', 245, 288, 86), field('r2name', 36, 300, 208), field('r2ssn', 245, 300, 86), field('r3ssn', 245, 312, 86)];
    const labels: (FieldLabel | undefined)[] = [heading('(1) First name Last name', 40, 185), heading('(2) Social security number', 250, 330), undefined, undefined, undefined];
    inheritColumnLabels(fields, labels);
    assert.equal(labels[2]?.phrase.text, '(1) First name Last name');
    assert.equal(labels[3]?.phrase.text, '(2) Social security number');
    assert.equal(labels[4]?.phrase.text, '(2) Social security number');
    assert.equal(labels[4]?.borrowedFrom, 'r2ssn');
  });

  test('a cell with a caption of its own, or a box further down, is not a table row', () => {
    const fields = [field('top', 245, 288, 86), field('captioned', 245, 300, 86), field('apart', 36, 288, 86), field('below', 36, 330, 86)];
    const own: FieldLabel = { ...heading('4. Training End Date', 200, 400, 0.4), distance: 1 };
    const labels: (FieldLabel | undefined)[] = [heading('1f. Vendor contact', 250, 330), own, heading('Name', 40, 80), undefined];
    inheritColumnLabels(fields, labels);
    assert.equal(labels[1]?.phrase.text, '4. Training End Date');
    assert.equal(labels[3], undefined);
  });
});

describe('the block around a field', () => {
  test('notes in the right margin of the label\'s line, and headings of a column further right, are left out', () => {
    const layout = layoutOf([
      { y0: 180, y1: 188, phrases: [[36, 120, 'Buyer Information'], [330, 420, 'Seller Information']] },
      { y0: 196, y1: 204, phrases: [[40, 120, 'Foreign postal code'], [470, 560, 'If more than four dependents,']] },
    ]);
    const box = field('postal', 36, 206, 200);
    const label = findLabel(layout, box.position, { toggle: false, obstacles: [] })!;
    assert.equal(contextFor(box, layout, label), 'Buyer Information / Foreign postal code');
  });
});

describe('labels that wrap', () => {
  test('a label starting in lower case takes in the start of its sentence from the line above', () => {
    const layout = layoutOf([
      { y0: 194, y1: 203, phrases: [[374, 572, 'the qualifying person is a child but not your dependent, enter this']] },
      { y0: 205, y1: 214, phrases: [[374, 430, 'child’s name here.']] },
    ]);
    const label = findLabel(layout, { x: 446, y: 204, width: 130, height: 12 }, { toggle: false, obstacles: [] });
    assert.equal(label?.phrase.text, 'the qualifying person is a child but not your dependent, enter this child’s name here.');
  });

  test('a finished sentence above, or a line not flush with the label, stays apart', () => {
    const finished = layoutOf([
      { y0: 194, y1: 203, phrases: [[100, 300, 'Complete this part.']] },
      { y0: 205, y1: 214, phrases: [[100, 160, 'street address']] },
    ]);
    assert.equal(withSentenceStart(finished, findLabel(finished, { x: 165, y: 204, width: 130, height: 12 }, { toggle: false, obstacles: [] }))?.phrase.text, 'street address');
    const apart = layoutOf([
      { y0: 194, y1: 203, phrases: [[40, 300, 'Some heading words']] },
      { y0: 205, y1: 214, phrases: [[100, 160, 'street address']] },
    ]);
    assert.equal(findLabel(apart, { x: 165, y: 204, width: 130, height: 12 }, { toggle: false, obstacles: [] })?.phrase.text, 'street address');
  });
});
