/**
 * Texts read once fresh v51 was no longer held out (issue 4, fresh v51 and probe batch 67): an e-mail with footnote
 * marks, worksheets copied out under their titles, a register of two entries of which one is someone else's, an
 * e-signing platform's routing order, a transcriber's note that points at the letter's date, values the text rules
 * out, and answers said as "X, no".
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { factsOf, valuesOf } from '../../helpers/parsed-facts.js';
import { withFootnoteMarksDropped } from '../../../workers/mapping/footnote-marks.js';
import { withWorksheetLinesTitled, worksheetTitleOver } from '../../../workers/mapping/worksheet-lines.js';
import { withEntriesSetAside } from '../../../workers/mapping/entries-set-aside.js';
import { withRoutingOrderRead } from '../../../workers/mapping/routing-orders.js';
import { withDateAtTopKeyed } from '../../../workers/mapping/date-at-top.js';
import { withYearsOfBareDates } from '../../../workers/mapping/bare-dates.js';
import { splitSentences } from '../../../workers/mapping/sentences.js';
import { parseBoolean } from '../../../workers/mapping/detect-values.js';
import { splitClauses } from '../../../workers/mapping/parse-data.js';
import { isNegated } from '../../../workers/mapping/normalize-text.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

describe('footnote marks', () => {
  const email = [
    'Last name: Achterberg[2]',
    'G  4[4]',
    'I have worked through both worksheets with care.[1] Thanks.',
    '',
    '[1] My wife would say "excessive".',
    '[2] So the box on line 4 should stay unchecked.',
    '[4] An earlier draft had 2 here.',
  ].join('\n');
  const dropped = withFootnoteMarksDropped(email);

  test('a mark against a word or a figure goes, and the notes lose theirs', () => {
    assert.match(dropped, /^Last name: Achterberg$/m);
    assert.match(dropped, /^G {2}4$/m);
    assert.match(dropped, /with care\. Thanks\./);
    assert.match(dropped, /^So the box on line 4 should stay unchecked\.$/m);
  });

  test('a bracketed number with no note is left alone, and so is a text with no marks', () => {
    assert.equal(withFootnoteMarksDropped('Room [3] is ours.\n[1] a list item'), 'Room [3] is ours.\n[1] a list item');
  });

  test("a note on a worksheet's lines sets that worksheet's figures, not the form's lines", () => {
    const text = [
      'Deductions and Adjustments Worksheet',
      '  6      800[7]',
      '  7    5,200[7]',
      '',
      'Line 5: 4',
      '[7] I forgot the CD interest. Line 6 should be 1,150, which makes line 7 4,850.',
    ].join('\n');
    const out = withFootnoteMarksDropped(text);
    assert.match(out, /^ {2}6 {6}1,150$/m);
    assert.match(out, /^ {2}7 {4}4,850$/m);
    assert.match(out, /^Line 5: 4$/m);
  });
});

describe("worksheets copied out under their titles", () => {
  test('numbered lines under a title alone are keyed with it, to the blank line', () => {
    const out = withWorksheetLinesTitled(['Deductions and Adjustments Worksheet', '  1   16,200', '  2   11,400 (married filing jointly)', '', '  5   9'].join('\n'));
    assert.match(out, /^ {2}Deductions and Adjustments Worksheet line 1: 16,200$/m);
    assert.match(out, /^ {2}Deductions and Adjustments Worksheet line 2: 11,400 \(married filing jointly\)$/m);
    assert.match(out, /^ {2}5 {3}9$/m);
  });

  test("a sentence naming the worksheet leads in; a caption's remark in brackets goes after the entry", () => {
    const out = withWorksheetLinesTitled(["so here's the Deductions Worksheet I did by hand (came out the same):", '1 - itemized deductions estimate (mortgage 18,900 + charity 3,800): 32,700', '3 - 4,500'].join('\n'));
    assert.match(out, /^Deductions Worksheet line 1 itemized deductions estimate: 32,700 \(mortgage 18,900 \+ charity 3,800\)$/m);
    assert.match(out, /^Deductions Worksheet line 3: 4,500$/m);
  });

  test("a line's worksheet is the title above it", () => {
    const lines = ['Two-Earners/Multiple Jobs Worksheet', '  1   9', '  2   4', 'Thanks'];
    assert.equal(worksheetTitleOver(lines, 2), 'Two-Earners/Multiple Jobs Worksheet');
    assert.equal(worksheetTitleOver(lines, 0), undefined);
  });

  test("the 2009 W-4's worksheets and its own lines each take their figures", async () => {
    const fields = [
      fieldAt('f1_09', 'text', { x: 100, y: 600, width: 200, height: 12 }),
      fieldAt('f1_16', 'text', { x: 400, y: 500, width: 60, height: 12 }),
      fieldAt('f2_01', 'text', { x: 400, y: 200, width: 60, height: 12 }),
    ];
    const descriptions = [
      described('f1_09', '1 Type or print your first name and middle initial.', 'Form W-4 / 1 Type or print your first name and middle initial.'),
      described('f1_16', '5 Total number of allowances you are claiming', 'Personal Allowances / 5 Total number of allowances you are claiming  5'),
      described('f2_01', '1 Enter an estimate of your itemized deductions', 'Deductions and Adjustments Worksheet / 1 Enter an estimate of your itemized deductions  1'),
    ];
    const text = ['Deductions and Adjustments Worksheet', '  1   16,200', '', 'W-4 line 5: 4'].join('\n');
    const values = await mappedValues(fields, descriptions, text);
    assert.equal(values['f1_16'], '4');
    assert.notEqual(values['f1_16'], '16200');
    assert.equal(values['f2_01'], '16,200');
    assert.notEqual(values['f1_09'], '16,200');
  });
});

describe("a register's entries, one of them someone else's", () => {
  const register = [
    'No. 211',
    '   Guest ............ Ysolde Thornquill',
    '   Age .............. 24',
    '',
    'No. 212',
    '   Guest ............ Brannoc Ashgrove',
    '   Age .............. 46',
    '',
    'OOC notes:',
    '- 211 is my PC. 212 is Brannoc, the NPC sellsword; nothing of his goes on my sheet.',
  ].join('\n');

  test('the entry the notes set aside goes, heading and lines; the other stays', () => {
    const out = withEntriesSetAside(register);
    assert.match(out, /Ysolde Thornquill/);
    assert.doesNotMatch(out, /Brannoc Ashgrove|46/);
  });

  test('a text that sets every entry aside, or none, is left as it is', () => {
    const none = register.replace('- 211 is my PC. 212 is Brannoc, the NPC sellsword; nothing of his goes on my sheet.', '- Both are in the party.');
    assert.equal(withEntriesSetAside(none), none);
  });

  test('"BERTH 5 is Dimble … not my PC" sets his berth aside', () => {
    const out = withEntriesSetAside(['BERTH 4', '  Name .... Wrenna', '', 'BERTH 5', '  Name .... Dimble', '', '- Berth 5 is Dimble, my hireling. NPC, not my PC.'].join('\n'));
    assert.doesNotMatch(out, /Dimble$/m);
    assert.match(out, /Wrenna/);
  });
});

describe("an e-signing platform's routing order", () => {
  test("the platform's action goes before the role, and a removed recipient's line goes", () => {
    const out = withRoutingOrderRead([' 1. Needs to sign - Principal', '      Jalen Michael Ostrowski', ' 2. Needs to sign - Witness', '      Dorothy Kuchar      [REMOVED 6/12]', '      Gwen Takahara', ' 4. Receives a copy - Attorney-in-fact', '      Raymond J. Kuchar'].join('\n'));
    assert.match(out, /^ 1\. Principal$/m);
    assert.match(out, /^ 4\. Attorney-in-fact$/m);
    assert.doesNotMatch(out, /Dorothy/);
    assert.match(out, /Gwen Takahara/);
  });

  test('a table of rows with dotted leaders becomes a line per role', () => {
    const out = withRoutingOrderRead([' 1  Principal ..... Walter J. Brzezinski ..... w@example.net ..... Needs to sign', ' 2  Witness ....... Pamela Ostrowski ......... p@example.net ..... Needs to sign', ' 3  Witness ....... Gregory Kowal ............ g@example.com ..... REMOVED by sender 10/20/2025'].join('\n'));
    assert.match(out, /^Principal: Walter J\. Brzezinski, w@example\.net$/m);
    assert.match(out, /^Witness: Pamela Ostrowski, p@example\.net$/m);
    assert.doesNotMatch(out, /Gregory/);
  });

  test('a numbered list with no platform actions is left alone', () => {
    const list = ' 1. Principal\n 2. Witness';
    assert.equal(withRoutingOrderRead(list), list);
  });
});

describe('a transcriber pointing at the letter date', () => {
  test('"use the date he wrote at the top as the request date" keys the letter\'s date line', () => {
    const out = withDateAtTopKeyed(['[Received 24 October 2025. Please use the date he wrote at the top as the request date.]', '', 'Aarhus, 19 October 2025', '', 'Dear Sirs,'].join('\n'));
    assert.match(out, /^Aarhus, 19 October 2025\nrequest date: 19 October 2025$/m);
  });

  test('without the note nothing is keyed', () => {
    const text = 'Aarhus, 19 October 2025\nDear Sirs,';
    assert.equal(withDateAtTopKeyed(text), text);
  });
});

describe('values the text rules out', () => {
  test('"ignore that" after a value drops it', () => {
    const facts = factsOf('SSN 508-73-2946\nShe is doing her own W-4 (the printout has her SSN, 487-22-6105, ignore that).');
    assert.ok(!facts.some((f) => f.value === '487-22-6105'));
    assert.ok(facts.some((f) => f.value === '508-73-2946'));
  });

  test("an amount not to be used anywhere, and an asking price once another is agreed, are dropped", () => {
    const facts = factsOf('TOTAL ESTIMATED: $1,927.40\nTuition: $745.00\nPlease don\'t use the TA grand total of $1,927.40 anywhere.\nPrice: he wanted $1,450 with the chokes; we agreed on $1,350.');
    const values = facts.map((f) => f.value);
    assert.ok(!values.includes('$1,927.40'));
    assert.ok(!values.includes('$1,450'));
    assert.ok(values.includes('$745.00'));
  });

  test("a number's last figures set right by a later message mend it wherever it was given", () => {
    const facts = factsOf('Seller: Doug Havlicek, IL driver\'s license H142-5583-0719\n> from Doug\'s text: "typo on my DL, it ends 0791 not 0719"');
    assert.ok(facts.some((f) => f.value === 'H142-5583-0791'));
    assert.ok(!facts.some((f) => f.value === 'H142-5583-0719'));
  });

  test("a pasted key called a lie takes the value the note puts", () => {
    const facts = factsOf('Declared age: 34\n- "Declared age" is a lie she told the purser. She\'s actually 29. Put 29.');
    assert.deepEqual(valuesOf(facts, 'age'), ['29']);
    assert.ok(!facts.some((f) => f.value === '34'));
  });

  test('"Where the book and the notes disagree, go with the notes": the later line keyed alike stands', () => {
    const facts = factsOf('Where the book and the notes disagree, go with the notes.\n\nAge: 24\n\nNotes:\nAge: 31');
    assert.deepEqual(valuesOf(facts, 'Age'), ['31']);
  });
});

describe('answers said as "X, no"', () => {
  test('"Chinese, no. Inger speaks French" is two sentences; "No. 1147" is a number', () => {
    assert.deepEqual(splitSentences('Chinese, no. Inger speaks French.'), ['Chinese, no.', 'Inger speaks French.']);
    assert.deepEqual(splitSentences('I am member No. 1147 since 1979.'), ['I am member No. 1147 since 1979.']);
  });

  test('"Chinese, no" and "Driving licence: no longer" are one clause each, and negated', () => {
    assert.deepEqual(splitClauses('Chinese, no.'), ['Chinese, no.']);
    assert.ok(isNegated(splitClauses('Driving licence: no longer.')[0]!));
    assert.equal(parseBoolean('no longer.'), false);
  });

  test('"I gave it back" denies having it', () => {
    assert.ok(isNegated('I gave it back after my eye operation'));
  });
});

describe('days said without their year', () => {
  test('"Mon 11/17 through Wed 11/19" takes the year of the nearest full date', () => {
    assert.match(withYearsOfBareDates('Depart 11/16/2025. Class days are Mon 11/17 through Wed 11/19.'), /11\/17\/2025 through 11\/19\/2025/);
  });

  test('a fraction is no range of days', () => {
    const text = 'Depart 11/16/2025. Use 1/2 of the cost.';
    assert.equal(withYearsOfBareDates(text), text);
  });
});
