/**
 * Labels of table cells: a column heading printed in pieces over one box or wrapped over several lines, and
 * headings carried down the rows of a table whose cells have no caption of their own; the captions of radio
 * buttons that export numbers.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FieldInfo, PageText, TextElement } from '../../../src/shared/protocol.js';
import { findLabel, withSentenceStart } from '../../../workers/describe/find-label.js';
import { formatBlank, parseBlank, wordsAfterBlank } from '../../../workers/describe/blank-words.js';
import { buttonCaption, formatOptionCaptions, isCodedOption, parseOptionCaptions } from '../../../workers/describe/option-captions.js';
import { buildProfile } from '../../../workers/mapping/field-profile.js';
import { layoutOf } from '../../helpers/page-layout.js';
import { buildPageLayout } from '../../../workers/describe/page-layout.js';
import { contextFor, describeFields, inheritColumnLabels } from '../../../workers/stages/describe-fields.js';
import type { FieldLabel } from '../../../workers/stages/describe-fields.js';

function field(name: string, x: number, y: number, width: number): FieldInfo {
  const position = { x, y, width, height: 12 };
  return {
    name, type: 'text', required: false, readonly: false, tooltip: null, defaultValue: null, currentValue: null,
    textMaxLength: null, comb: false, multiline: false, listbox: false, options: null, optionLabels: null,
    formatAction: null, page: 1, position, widgets: [{ page: 1, position, exportValue: null }],
  };
}

/** A word of a 612 × 792 pt page's text layer, at its box in points. */
function textToken(text: string, x0: number, x1: number, y0: number, y1: number): TextElement {
  return {
    text,
    boundingBox: { vertices: [{ x: x0 / 612, y: y0 / 792 }, { x: x1 / 612, y: y0 / 792 }, { x: x1 / 612, y: y1 / 792 }, { x: x0 / 612, y: y1 / 792 }], normalized: true },
    confidence: 1,
  };
}

function textLayerPage(tokens: TextElement[]): PageText {
  return { pageNumber: 1, dimensions: { width: 612, height: 792, unit: 'pt' }, text: '', confidence: 1, source: 'text-layer', blocks: [], paragraphs: [], lines: tokens, tokens };
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

  test('the first row of a table under a one-word column heading is labelled by its row and the heading', () => {
    const layout = layoutOf([
      { y0: 100, y1: 108, phrases: [[40, 70, 'Item'], [200, 240, 'Amount']] },
      { y0: 112, y1: 120, phrases: [[40, 130, 'a. Tuition and Fees']] },
      { y0: 126, y1: 134, phrases: [[40, 150, 'b. Books & Material Costs']] },
    ]);
    const boxes = [
      { x: 190, y: 110, width: 80, height: 12 },
      { x: 190, y: 124, width: 80, height: 12 },
    ];
    const obstacles = boxes.map((r) => ({ x0: r.x, y0: r.y, x1: r.x + r.width, y1: r.y + r.height }));
    assert.equal(findLabel(layout, boxes[0]!, { toggle: false, obstacles })?.phrase.text, 'a. Tuition and Fees Amount');
    assert.equal(findLabel(layout, boxes[1]!, { toggle: false, obstacles })?.phrase.text, 'b. Books & Material Costs');
    // A box alone under a word ("paths") is no table's: another field's caption on its left stays out.
    assert.equal(findLabel(layout, boxes[0]!, { toggle: false, obstacles: obstacles.slice(0, 1) })?.phrase.text, 'Amount');
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

describe('stacked headings and captions of coded options (issue 4)', () => {
  test('a column heading wrapped over several centred lines is read from its first line', () => {
    // Schwab cost basis table: "Cost per Unit / Including comm./ / fees. Excluding / income investments." over the column.
    const layout = layoutOf([
      { y0: 300, y1: 310, phrases: [[36, 500, '• Please provide the original cost and settlement date for fixed income securities.']] },
      { y0: 318, y1: 328, phrases: [[425, 470, 'Cost per Unit']] },
      { y0: 329, y1: 339, phrases: [[418, 478, 'Including comm./']] },
      { y0: 340, y1: 350, phrases: [[421, 474, 'fees. Excluding']] },
      { y0: 351, y1: 361, phrases: [[419, 476, 'income investments.']] },
    ]);
    const label = findLabel(layout, { x: 418, y: 366, width: 67, height: 16 }, { toggle: false, obstacles: [] });
    assert.equal(label?.phrase.text, 'Cost per Unit Including comm./ fees. Excluding income investments.');
    // A heading of several stacked lines is trusted like a caption right above the box.
    assert.ok(label!.confidence >= 0.6);
  });

  test('a heading that starts with a capital stays as it is', () => {
    const layout = layoutOf([
      { y0: 318, y1: 328, phrases: [[425, 470, 'Other words']] },
      { y0: 329, y1: 339, phrases: [[418, 478, 'Quantity']] },
    ]);
    assert.equal(withSentenceStart(layout, findLabel(layout, { x: 418, y: 342, width: 67, height: 16 }, { toggle: false, obstacles: [] }))?.phrase.text, 'Quantity');
  });

  test('the words printed right of each radio button, and back from the context string', () => {
    const layout = layoutOf([
      { y0: 492, y1: 502, phrases: [[100, 250, 'Select one of the following:'], [278, 312, 'Original']] },
      { y0: 516, y1: 526, phrases: [[278, 315, 'Amended']] },
    ]);
    assert.equal(buttonCaption(layout, { x: 261, y: 491, width: 12, height: 12 }), 'Original');
    assert.equal(buttonCaption(layout, { x: 261, y: 515, width: 12, height: 12 }), 'Amended');
    assert.equal(buttonCaption(layout, { x: 261, y: 600, width: 12, height: 12 }), undefined);
    const context = `Type of return / ${formatOptionCaptions([{ value: '1', caption: 'Original' }, { value: '2', caption: 'Amended' }])}`;
    assert.deepEqual([...parseOptionCaptions(context)], [['1', 'Original'], ['2', 'Amended']]);
    assert.ok(isCodedOption('1') && isCodedOption('') && !isCodedOption('Original'));
  });

  test('a radio group exporting numbers is described with its captions, and the mapper reads them as option labels', async () => {
    const position = (y: number) => ({ x: 261, y, width: 12, height: 12 });
    const radio: FieldInfo = {
      ...field('Type', 261, 491, 12), type: 'radio', options: ['1', '2'], optionLabels: ['1', '2'],
      widgets: [{ page: 1, position: position(491), exportValue: '1' }, { page: 1, position: position(515), exportValue: '2' }],
    };
    const token = (text: string, x0: number, y0: number, x1: number, y1: number): TextElement => ({
      text,
      boundingBox: { vertices: [{ x: x0 / 612, y: y0 / 792 }, { x: x1 / 612, y: y0 / 792 }, { x: x1 / 612, y: y1 / 792 }, { x: x0 / 612, y: y1 / 792 }], normalized: true },
      confidence: 1,
    });
    const tokens = [token('Original', 278, 492, 312, 502), token('Amended', 278, 516, 315, 526)];
    const page: PageText = {
      pageNumber: 1, dimensions: { width: 612, height: 792, unit: 'pt' }, text: 'Original Amended', confidence: 1, source: 'text-layer',
      blocks: [], paragraphs: [], lines: tokens, tokens,
    };
    const [description] = await describeFields({ fields: [radio], pages: [page] });
    assert.match(description!.contextText, /Options: 1 = Original; 2 = Amended$/);
    assert.deepEqual(buildProfile(radio, description, 0).options.map((o) => o.label), ['Original', 'Amended']);
  });
});

describe('the words after a blank (issue 4)', () => {
  test('"of [____] Illinois, as my Attorney-in-": the words printed after the blank on its line, and back', () => {
    const layout = layoutOf([{ y0: 234, y1: 246, phrases: [[237, 247, 'of'], [367, 513, 'Illinois, as my Attorney-in-']] }]);
    const label = layout.rows[0]!.phrases[0]!;
    const after = wordsAfterBlank(layout, { x: 266, y: 221, width: 119, height: 23 }, label);
    assert.equal(after, 'Illinois, as my Attorney-in-');
    assert.deepEqual(parseBlank(`Power of attorney / ${formatBlank('of', after!)}`), { before: 'of', after: 'Illinois, as my Attorney-in-' });
    assert.equal(parseBlank('Power of attorney / of'), undefined);
    // Words far to the right belong to something else.
    assert.equal(wordsAfterBlank(layout, { x: 250, y: 221, width: 40, height: 23 }, label), undefined);
  });
});

describe('blanks inside a sentence (issue 4)', () => {
  test('a box drawn loosely over its blank, starting on the last word before it, still takes that phrase as label', () => {
    // Illinois power of attorney: "… municipality of [____] State of [____]"; each box starts on the word "of".
    const layout = layoutOf([{ y0: 185, y1: 197, phrases: [[70, 311, '(Principal) currently living in the municipality of'], [387, 424, 'State of']] }]);
    const municipality = { x: 291, y: 173, width: 77, height: 23 };
    const state = { x: 414, y: 173, width: 83, height: 23 };
    const obstacles = [municipality, state].map((r) => ({ x0: r.x, y0: r.y, x1: r.x + r.width, y1: r.y + r.height }));
    assert.equal(findLabel(layout, municipality, { toggle: false, obstacles })?.phrase.text, '(Principal) currently living in the municipality of');
    assert.equal(findLabel(layout, state, { toggle: false, obstacles })?.phrase.text, 'State of');
    // A phrase running past the box's first third is printed across it, not a label leading into it.
    const across = layoutOf([{ y0: 185, y1: 197, phrases: [[70, 340, '(Principal) currently living in the municipality of']] }]);
    assert.equal(findLabel(across, municipality, { toggle: false, obstacles })?.place === 'left', false);
  });
});

describe('headings over two columns printed as one run (issue 4)', () => {
  test('words over two columns of boxes split where the columns meet; a caption over a row of boxes does not', () => {
    const tokens = [
      textToken('income', 411, 434, 359.6, 369), textToken('investments.', 437.9, 484, 359.6, 369), textToken('income', 490.5, 513.5, 359.6, 369), textToken('investments.', 517.4, 563.5, 359.6, 369),
      textToken('Your', 464, 480, 558.7, 565.1), textToken('social', 482.5, 502, 558.7, 565.1), textToken('security', 504.5, 530, 558.7, 565.1), textToken('number', 532.5, 559, 558.7, 565.1),
    ];
    const page = textLayerPage(tokens);
    const widgets = [
      { x0: 418, y0: 382.6, x1: 485, y1: 398.6 }, { x0: 497, y0: 382.6, x1: 565, y1: 398.6 },
      { x0: 444, y0: 567.2, x1: 473, y1: 579.3 }, { x0: 481.5, y0: 567.2, x1: 501, y1: 579.3 }, { x0: 509, y0: 567.2, x1: 574, y1: 579.3 },
    ];
    const layout = buildPageLayout(page, widgets);
    assert.deepEqual(layout.rows.map((r) => r.phrases.map((p) => p.text)), [['income investments.', 'income investments.'], ['Your social security number']]);
    assert.deepEqual(buildPageLayout(page).rows[0]!.phrases.map((p) => p.text), ['income investments. income investments.']);
  });
});

describe('texts printed over each other (issue 4)', () => {
  test("a group box's title over the first button's caption is two phrases, so the button keeps its caption", () => {
    // LibreOffice's form test: "RdoGrp1" (the frame's title) overlaps "Rdo1", printed right of the first button.
    const layout = buildPageLayout(textLayerPage([textToken('RdoGrp1', 82.8, 131.5, 312.2, 325.6), textToken('Rdo1', 99.9, 120.4, 317.2, 329.1)]));
    assert.deepEqual(layout.rows.map((r) => r.phrases.map((p) => p.text)), [['RdoGrp1', 'Rdo1']]);
    assert.equal(buttonCaption(layout, { x: 87.2, y: 318.7, width: 9.3, height: 8.9 }), 'Rdo1');
    // Touching runs of one word stay one phrase.
    const kerned = textLayerPage([textToken('Sig', 100, 112, 300, 310), textToken('nature', 111.6, 135, 300, 310)]);
    assert.deepEqual(buildPageLayout(kerned).rows[0]!.phrases.map((p) => p.text), ['Signature']);
  });
});
