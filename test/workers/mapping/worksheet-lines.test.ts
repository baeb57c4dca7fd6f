import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { applyRevisions } from '../../../workers/mapping/corrections.js';
import { findTypedValues } from '../../../workers/mapping/detect-values.js';
import { buildProfile, lineReferenceOf, printedLineNumber } from '../../../workers/mapping/field-profile.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { linesWithLeadersKeyed } from '../../../workers/mapping/parse-leaders.js';
import { labelParty } from '../../../workers/mapping/parties.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

describe("a worksheet's lettered lines", () => {
  test('the letter is read from the box\'s own caption, the start of the line, or a line that wraps onto the label\'s row', () => {
    assert.equal(printedLineNumber('A', 'A  Enter "1" for yourself if no one else can claim you as a dependent  A'), 'a');
    assert.equal(printedLineNumber('D Enter number of dependents you will claim on your tax return', ''), 'd');
    assert.equal(printedLineNumber('Enter "1" if you will file as head of household', 'E  Enter "1" if you will file as head of household  E'), 'e');
    const wrapped = 'G Child Tax Credit (including additional child tax credit). / If your total income will be less than $61,000, enter "2" for each eligible child / If your total income will be between $61,000 and $84,000, enter "1" for each eligible';
    assert.equal(printedLineNumber('total income will be between $61,000 and $84,000, enter "1" for each eligible', wrapped), 'g');
    // "I" is the pronoun, and an ordinary label names no line.
    assert.equal(printedLineNumber('I certify that the above is true', ''), undefined);
    assert.equal(printedLineNumber('Name of employer', 'Name of employer  Office code'), undefined);
  });

  test('a key that is a lone letter, or names one as a line, refers to it; "Schedule C" does not', () => {
    assert.equal(lineReferenceOf('From the personal allowances worksheet A', 'A'), 'a');
    assert.equal(lineReferenceOf('total on H', 'total on H'), 'h');
    assert.equal(lineReferenceOf('line H', 'line H'), 'h');
    assert.equal(lineReferenceOf('Schedule C', 'Schedule C'), undefined);
    assert.equal(lineReferenceOf('I', 'I'), undefined);
  });

  test('"A = 1, B = 1, … the total on H is 10. So 10 allowances on line 5." fills each lettered box and line 5', async () => {
    const letters = ['A', 'B', 'C', 'D', 'H'];
    const fields = [...letters.map((l, i) => fieldAt(`ws_${l}`, 'text', { x: 520, y: 100 + 14 * i, width: 40 })), fieldAt('line5', 'text', { x: 520, y: 400, width: 40 })];
    const descriptions = [
      described('ws_A', 'A', 'A  Enter "1" for yourself if no one else can claim you as a dependent  A'),
      described('ws_B', 'B', 'B  Enter "1" if you are single and have only one job  B'),
      described('ws_C', 'C', 'C  Enter "1" for your spouse  C'),
      described('ws_D', 'D Enter number of dependents you will claim on your tax return', 'D Enter number of dependents you will claim on your tax return  D'),
      described('ws_H', 'H Add lines A through G and enter total here.', 'H Add lines A through G and enter total here.  H'),
      described('line5', 'Total number of allowances you are claiming', '5  Total number of allowances you are claiming (from line H above)  5'),
    ];
    const values = await mappedValues(fields, descriptions, 'From the worksheet: A = 1, B = 1, C = 1, D = 2, and the total on H is 5. So 5 allowances on line 5.');
    assert.deepEqual(
      { A: values.ws_A, B: values.ws_B, C: values.ws_C, D: values.ws_D, H: values.ws_H, line5: values.line5 },
      { A: '1', B: '1', C: '1', D: '2', H: '5', line5: '5' },
    );
  });
});

describe('words of tax lines that are not what they look like', () => {
  test('"on line 5" and "lines 8 and 10" point at lines: their numbers are no values', () => {
    assert.deepEqual(findTypedValues('So 10 allowances on line 5.').map((t) => t.text), ['10']);
    assert.deepEqual(findTypedValues('Payroll said lines 8 and 10 should be filled in').map((t) => t.text), []);
  });

  test('"line 2 of this worksheet" is no second address line; "Address line 2" and "Line 2" are', () => {
    const wants = (label: string) => [...buildProfile(fieldAt('f', 'text', { x: 0, y: 0 }), described('f', label), 0).wants];
    assert.deepEqual(wants('4 Enter the number from line 2 of this worksheet'), []);
    assert.deepEqual(wants('Address line 2'), ['line2']);
    assert.deepEqual(wants('Line 2'), ['line2']);
  });

  test('a count of dependents is a number, not a dependent\'s detail; a total number is not money', () => {
    assert.equal(labelParty('Enter number of dependents you will claim'), undefined);
    assert.equal(labelParty("Dependent's first name"), 'dependent');
    const wants = [...buildProfile(fieldAt('f', 'text', { x: 0, y: 0 }), described('f', 'Total number of allowances you are claiming'), 0).wants];
    assert.deepEqual(wants, ['number']);
  });

  test('an amount the text gives goes to the form\'s line, not a worksheet step that divides for it', async () => {
    const fields = [fieldAt('line6', 'text', { x: 520, y: 300, width: 60 }), { ...fieldAt('ws9', 'text', { x: 520, y: 300, width: 60 }), page: 2 }];
    const descriptions = [
      described('line6', 'Additional amount, if any, you want withheld from each paycheck', '6  Additional amount, if any, you want withheld from each paycheck  6'),
      described('ws9', '6, page 1. This is the additional amount to be withheld from each paycheck', '9 Divide line 8 by the number of pay periods remaining / line 6, page 1. This is the additional amount to be withheld from each paycheck  9'),
    ];
    const values = await mappedValues(fields, descriptions, 'Please withhold $25 extra from each paycheck.');
    assert.match(String(values.line6), /^\$?25/);
    assert.equal(values.ws9, undefined);
  });
});

describe('a value revised in its own sentence', () => {
  test('"I said $40 extra per paycheck, but please make it $25 instead" keeps only $25, under the first one\'s words', () => {
    const money = parseData('On the phone I said $40 extra per paycheck, but please make it $25 instead.').facts.filter((f) => f.typed?.kind === 'money');
    assert.deepEqual(money.map((f) => f.value), ['$25']);
    assert.match(money[0]!.key, /extra/);
    assert.doesNotMatch(money[0]!.key, /phone/);
  });

  test('two amounts side by side are both kept', () => {
    const facts = [
      { key: 'rent', topic: '', value: '$900', sentence: 'Rent is $900 and the deposit is $450.', typed: { kind: 'money' } },
      { key: 'deposit', topic: '', value: '$450', sentence: 'Rent is $900 and the deposit is $450.', typed: { kind: 'money' } },
    ];
    assert.equal(applyRevisions(facts).length, 2);
  });

  test('a clause whose value was taken out is no value of its own', () => {
    const facts = parseData('Worksheet: A = 1, B = 1, and the total on H is 2.').facts;
    assert.ok(!facts.some((f) => /^and the total/.test(f.value)));
  });
});

describe('a check box the sentence denies in a bracket', () => {
  test('"married, at the regular married rate (not the higher single rate)" is Married, not the higher-rate box, not Single', async () => {
    const fields = ['single', 'married', 'higher'].map((n, i) => fieldAt(n, 'checkbox', { x: 100 + 150 * i, y: 200, width: 10, height: 10 }));
    const descriptions = [described('single', 'Single'), described('married', 'Married'), described('higher', 'Married, but withhold at higher Single rate.')];
    const values = await mappedValues(fields, descriptions, 'Filing status: married, at the regular married rate (not the higher single rate).');
    assert.equal(values.married, true);
    assert.notEqual(values.higher, true);
    assert.notEqual(values.single, true);
  });
});

describe("a preparer's printout of worksheets (issue 4)", () => {
  const printout = [
    ' CLIENT            : OKONKWO-BAYLISS, ADAEZE R.',
    ' FORM W-4 (2009) -- PERSONAL ALLOWANCES WORKSHEET',
    ' Line A  Self, not a dependent ............................   1',
    ' Line C  Spouse (working spouse -> enter -0-) .............  -0-',
    ' DEDUCTIONS AND ADJUSTMENTS WORKSHEET (page 2)',
    ' Line 3  Line 1 less line 2 ..............................  $  4,800',
    ' TWO-EARNERS / MULTIPLE JOBS WORKSHEET',
    ' Line 3  Line 1 less line 2 -> W-4 line 5 ................         4',
    ' FORM W-4 -- CERTIFICATE ENTRIES',
    ' Line 6  Additional withholding per paycheck .......................  $ 25',
    ' Balance due, CASH .......... $650.00 by 08/01/2025',
  ];

  test("each worksheet's lines are keyed with its title; labels with symbols, amounts set apart from their sign, colons set apart", () => {
    assert.deepEqual(linesWithLeadersKeyed(printout), [
      'CLIENT: OKONKWO-BAYLISS, ADAEZE R.',
      printout[1],
      'Personal Allowances Worksheet Line A Self not a dependent: 1',
      'Personal Allowances Worksheet Line C Spouse (working spouse -> enter -0-): -0-',
      printout[4],
      'Deductions And Adjustments Worksheet Line 3 Line 1 less line 2: $4,800',
      printout[6],
      'Two-Earners / Multiple Jobs Worksheet Line 3 Line 1 less line 2 -> W-4 line 5: 4',
      printout[8],
      'Line 6 Additional withholding per paycheck: $25',
      'Balance due, CASH: $650.00 by 08/01/2025',
    ]);
    assert.equal(lineReferenceOf('Personal Allowances Worksheet Line A Self not a dependent'), 'a');
  });

  test('under a worksheet\'s title, "A  Yourself …" and "3  Line 1 less line 2 …" are its lines; two dots between spaces lead too', () => {
    const lines = [' PERSONAL ALLOWANCES WORKSHEET (2009)', 'A Yourself (no one else can claim you) ......  1', '  3  Line 1 less line 2 ........ $  5,500', ' FORM W-4 CERTIFICATE ENTRIES', '  Line 6  Additional withholding/paycheck .. $ 25', 'B Married .......... 1'];
    assert.deepEqual(linesWithLeadersKeyed(lines), [
      lines[0],
      'Personal Allowances Worksheet Line A Yourself (no one else can claim you): 1',
      'Personal Allowances Worksheet Line 3 Line 1 less line 2: $5,500',
      lines[3],
      'Line 6 Additional withholding/paycheck: $25',
      'B Married: 1',
    ]);
  });

  test("a worksheet's line goes to that worksheet's box of the number, not the main form's nor another worksheet's", async () => {
    const fields = [
      fieldAt('main3', 'text', { x: 300, y: 700 }),
      { ...fieldAt('ded3', 'text', { x: 500, y: 700 }), page: 2 },
      { ...fieldAt('two1', 'text', { x: 500, y: 300 }), page: 2 },
      { ...fieldAt('two3', 'text', { x: 500, y: 260 }), page: 2 },
    ];
    const descriptions = [
      described('main3', 'Marital status', '3  Single  Married  3'),
      described('ded3', '3 Subtract line 2 from line 1. If zero or less, enter "-0-"', '3 Subtract line 2 from line 1. If zero or less, enter "-0-"  3'),
      described('two1', '1 Enter the number from line H, page 1', 'Two-Earners/Multiple Jobs Worksheet (See Two earners on page 1.) / 1 Enter the number from line H, page 1  1'),
      described('two3', '3 If line 1 is more than or equal to line 2, subtract line 2 from line 1', '3 If line 1 is more than or equal to line 2, subtract line 2 from line 1  3'),
    ];
    const data = 'Deductions And Adjustments Worksheet Line 3 Line 1 less line 2: $4,800\nTwo-Earners / Multiple Jobs Worksheet Line 3 Line 1 less line 2: 4';
    assert.deepEqual(await mappedValues(fields, descriptions, data), { ded3: '$4,800', two3: '4' });
  });

  test('"Line E Head of household: 0" is line E\'s value, not that of another line that speaks of a head of household', async () => {
    const fields = [{ ...fieldAt('ded2', 'text', { x: 500, y: 700 }), page: 2 }];
    const descriptions = [described('ded2', '8,350 if head of household', '2 Enter:  8,350 if head of household  2')];
    assert.deepEqual(await mappedValues(fields, descriptions, 'Line E Head of household: 0'), {});
  });
});
