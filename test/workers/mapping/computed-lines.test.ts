import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FieldInfo } from '../../../src/shared/protocol.js';
import { countIn } from '../../../workers/mapping/score-computed.js';
import { mapValuesWith } from '../../../workers/stages/map-values.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

/** The W-4's Step 3 as its page prints it: two products and the total under them. */
const STEP_3: [FieldInfo, string, string][] = [
  [fieldAt('f1_06', 'text', { x: 411, y: 450 }), 'Multiply the number of qualifying children under age 17 by $2,000', 'Step 3: Claim Dependent and Other Credits'],
  [fieldAt('f1_07', 'text', { x: 411, y: 468 }), 'Multiply the number of other dependents by $500', 'Step 3: Claim Dependent and Other Credits'],
  [
    fieldAt('f1_09', 'text', { x: 512, y: 498 }),
    'this the amount of any other credits. Enter the total here',
    'Add the amounts above for qualifying children and other dependents. You may add to / this the amount of any other credits. Enter the total here',
  ],
];

function step3(data: string): Promise<Record<string, string | boolean>> {
  return mappedValues(STEP_3.map(([f]) => f), STEP_3.map(([f, label, context]) => described(f.name, label, context)), data);
}

describe('lines a form asks to work out from a count', () => {
  test('amounts said of a son and of a mother go on the lines of children and of other dependents', async () => {
    const values = await step3('• Dependents: my son Theo is 9, so $2,000. My mom Bernadette (71) lives with us and I support her, so $500.');
    assert.deepEqual([values['f1_06'], values['f1_07'], values['f1_09']], ['2,000', '500', '2,500']);
    // ("3 x $2,000": the amount after a times sign is the rate; the count gives the product.)
    const rated = await step3('We have three kids under 17, so that\'s 3 x $2,000, and my mother-in-law Carol lives with us and we claim her, so one of the $500 ones for her.');
    assert.deepEqual([rated['f1_06'], rated['f1_07'], rated['f1_09']], ['6,000', '500', '6,500']);
  });

  test('counts are read from the words people use, ages and other counts left out', () => {
    assert.equal(countIn('two kids under 17, plus her mother-in-law, who counts as an other dependent', 'qualifying children under age 17'), 2);
    assert.equal(countIn('two kids under 17, plus her mother-in-law, who counts as an other dependent', 'other dependents'), 1);
    assert.equal(countIn('We have 3 children under 17 and one other dependent', 'other dependents'), 1);
    assert.equal(countIn('We have 3 children under 17 and one other dependent', 'qualifying children under age 17'), 3);
    assert.equal(countIn('No kids yet.', 'qualifying children under age 17'), undefined);
  });

  test('"Multiply the number of … by $2,000" takes the count times the rate, and the total line their sum', async () => {
    const values = await step3('Dependents: two kids under 17, plus her mother-in-law, who counts as an other dependent. No other credits.');
    assert.equal(values.f1_06, '4,000');
    assert.equal(values.f1_07, '500');
    assert.equal(values.f1_09, '4,500');
  });

  test('a total with credits the text adds beyond the counted ones is left to the filer', async () => {
    const values = await step3('We have 2 qualifying children. We also get $1,000 of education credits.');
    assert.equal(values.f1_06, '4,000');
    assert.equal(values.f1_09, undefined);
  });

  test('a keyed count ("Qualifying children under 17: 2") is the count, never the value of the product\'s box; a count of 0 leaves it blank', async () => {
    const values = await step3('Qualifying children under 17: 2\nOther dependents: 0');
    assert.equal(values.f1_06, '4,000');
    assert.equal(values.f1_07, undefined);
    assert.equal(values.f1_09, '4,000');
    const countOnly = await mappedValues([STEP_3[1]![0]], [described('f1_07', STEP_3[1]![1])], 'Other dependents (number): 1 ... no, I mean the count only');
    assert.notEqual(countOnly.f1_07, '1');
  });

  test('an amount the text keys by what the label counts is the product as stated, and adds to the total', async () => {
    const values = await step3('Qualifying children under 17: 2\nAmount for children: $4,400\nOther dependents: 1');
    assert.equal(values.f1_06, '4,400');
    assert.equal(values.f1_07, '500');
    assert.equal(values.f1_09, '4,900');
  });

  test('a text that counts nothing fills none of them', async () => {
    const values = await step3('Single, no dependents to claim.');
    assert.deepEqual(values, {});
  });
});

describe('a date field beside a signature block', () => {
  test('"First date of employment" takes the start date though its block speaks of signing', async () => {
    const field = fieldAt('f1_14', 'text', { x: 395, y: 711 });
    const descriptions = [described('f1_14', 'First date of employment', "Employee's signature (This form is not valid unless you sign it.)  Date / Employer's name and address  First date of employment")];
    const { assignments } = await mapValuesWith({ fields: [field], descriptions, data: 'Her first day is June 2, 2025.' }, {});
    assert.equal(assignments.find((a) => a.name === 'f1_14')?.value, 'June 2, 2025');
  });
});
