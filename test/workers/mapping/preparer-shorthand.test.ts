/**
 * Notes in shorthand, as a tax preparer or a clerk writes them: abbreviated keys ("TP", "SP", "dep", "occ",
 * "fed w/h"), choices by their initials ("FS: MFJ"), worked sums ("TP 4,870 + SP 3,120 = 7,990"), kinship
 * words, short keys answered yes or no, and a dependants' table that never takes the filer.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FieldInfo } from '../../../src/shared/protocol.js';
import { described, fieldAt } from '../../helpers/form-fields.js';
import { expandAbbreviations } from '../../../workers/mapping/abbreviations.js';
import { parseData, workedResult } from '../../../workers/mapping/parse-data.js';
import { SELF, partyRelation, textParty } from '../../../workers/mapping/parties.js';
import { captionNames } from '../../../workers/mapping/score-choices.js';
import { mapValuesWith } from '../../../workers/stages/map-values.js';

function field(name: string, type: FieldInfo['type'], y: number, extra: Partial<FieldInfo> = {}): FieldInfo {
  return fieldAt(name, type, { x: 100, y }, extra);
}

describe('shorthand keys', () => {
  test('listed shorthand is spelt out, other words and "mm/dd/yyyy" are left alone', () => {
    assert.equal(expandAbbreviations('SP occ'), 'spouse occupation');
    assert.equal(expandAbbreviations('fed w/h'), 'federal withholding');
    assert.equal(expandAbbreviations('Date (mm/dd/yyyy)'), 'Date (mm/dd/yyyy)');
    assert.equal(expandAbbreviations('Ann Arbor, MI'), 'Ann Arbor, MI');
    assert.equal(expandAbbreviations('course #'), 'course number');
    assert.equal(expandAbbreviations('A# 201-884-517'), 'A# 201-884-517');
    assert.equal(parseData('course: PMP Exam Prep Boot Camp, course # PM-2210').facts.find((f) => f.value === 'PM-2210')?.key, 'course #');
  });

  test('"TP", "SP" and "dep" say whose a line is', () => {
    assert.equal(textParty('TP'), SELF);
    assert.equal(textParty('SP'), 'spouse');
    assert.equal(textParty('dep'), 'dependent');
  });

  test('a choice is named by its initials, with or without its small words', () => {
    assert.ok(captionNames('married filing jointly').includes('initials mfj'));
    assert.ok(captionNames('head of household').includes('initials hoh'));
    assert.ok(captionNames('head of household').includes('initials hh'));
    assert.deepEqual(captionNames('single'), ['single']);
  });

  test('a worked sum gives its result; a list of numbers without one gives none', () => {
    assert.equal(workedResult('TP 4,870 + SP 3,120 = 7,990'), '7,990');
    assert.equal(workedResult('TP 52,480 / SP 38,915 -> L1 total 91,395'), '91,395');
    assert.equal(workedResult('4 kids = 4'), undefined);
    assert.equal(workedResult('52,480 and 38,915'), undefined);
  });

  test('a kinship word, "RTN …" and "TP yes, SP no" are keyed values of their line', () => {
    const facts = parseData('dep: Nora Abernathy, daughter, SSN 603-41-2287\nrefund DD: checking, RTN 124303120\npres fund: TP yes, SP no').facts;
    const relationship = facts.find((f) => f.key === 'relationship');
    assert.equal(relationship?.value, 'daughter');
    assert.equal(relationship?.party, 'dependent');
    assert.equal(facts.find((f) => f.key === 'routing number')?.value, '124303120');
    assert.deepEqual(facts.filter((f) => f.topic === 'pres fund').map((f) => [f.key, f.value]), [['TP', 'yes'], ['SP', 'no']]);
    // The result of "fed w/h" is nobody's in particular, though the parts are the taxpayer's and the spouse's.
    const withheld = parseData('fed w/h: TP 4,870 + SP 3,120 = 7,990').facts.find((f) => f.value === '7,990' && f.source === 'line');
    assert.equal(withheld?.party, undefined);
  });
});

describe('a dependants\' table', () => {
  test('the writer\'s name and numbers never fill it, even where only its heading names it', () => {
    const table = { party: 'dependent', partyFromLabel: false };
    assert.equal(partyRelation({ party: SELF, person: {} }, table), 'clash');
    assert.equal(partyRelation({ party: SELF, typed: { kind: 'ssn' } }, table), 'clash');
    assert.equal(partyRelation({ party: SELF, typed: { kind: 'date' } }, table), 'none');
  });

  test('a preparer\'s notes fill the filer, the spouse, the dependant and the filing status', async () => {
    const fields = [
      field('single', 'checkbox', 60),
      field('joint', 'checkbox', 60, { position: { x: 200, y: 60, width: 10, height: 10 } }),
      field('f1_02', 'text', 100),
      field('f1_05', 'text', 120),
      field('Dependents.Row1.name', 'text', 200),
      field('Dependents.Row1.relationship', 'text', 200, { position: { x: 300, y: 200, width: 80, height: 12 } }),
      field('Dependents.Row2.name', 'text', 215),
      field('occupation', 'text', 400),
      field('spouse occupation', 'text', 420),
    ];
    const descriptions = [
      described('single', 'Single', 'Filing Status  Single  Married filing jointly'),
      described('joint', 'Married filing jointly', 'Filing Status  Single  Married filing jointly'),
      described('f1_02', 'Your first name and middle initial'),
      described('f1_05', 'If joint return, spouse’s first name and middle initial'),
      described('Dependents.Row1.name', '(1) First name Last name', 'Dependents (see instructions):  (2) Social security number / (1) First name  Last name'),
      described('Dependents.Row1.relationship', '(3) Relationship to you', 'Dependents (see instructions):  (2) Social security number / (3) Relationship to you'),
      described('Dependents.Row2.name', '(1) First name Last name', 'Dependents (see instructions):  (2) Social security number / (1) First name  Last name'),
      described('occupation', 'Your occupation'),
      described('spouse occupation', 'Spouse’s occupation'),
    ];
    const data = [
      'FS: MFJ',
      'TP: Marcus J. Abernathy, occ: HVAC technician',
      'SP: Leila R. Abernathy, occ: dental hygienist',
      'dep: Nora Abernathy, daughter',
    ].join('\n');
    const { assignments } = await mapValuesWith({ fields, descriptions, data }, {});
    const value = (name: string) => assignments.find((a) => a.name === name)?.value;
    assert.equal(value('joint'), true);
    assert.notEqual(value('single'), true);
    assert.equal(value('f1_02'), 'Marcus J');
    assert.equal(value('f1_05'), 'Leila R');
    assert.equal(value('Dependents.Row1.name'), 'Nora Abernathy');
    assert.equal(value('Dependents.Row1.relationship'), 'daughter');
    assert.equal(value('Dependents.Row2.name'), undefined);
    assert.equal(value('occupation'), 'HVAC technician');
    assert.equal(value('spouse occupation'), 'dental hygienist');
  });
});

describe('a person named after their role', () => {
  test('"our employee, Ms. Jane Doe" and "notre salariée, Mme Sophie Reuter" name the employee; "my husband, …" the spouse', () => {
    const employee = parseData('Here are the figures for our employee, Ms. Jane Q. Doe, for 2019.').facts.find((f) => f.person);
    assert.equal(employee?.value, 'Jane Q. Doe');
    assert.equal(employee?.party, SELF);
    const salariee = parseData('Voici les données de notre salariée, Mme Sophie Reuter (numéro 1987041512345).').facts.find((f) => f.person);
    assert.equal(salariee?.value, 'Sophie Reuter');
    const husband = parseData('Esta vez viaja mi esposo, Aníbal José Tovar Pérez, cédula 92513746.').facts.find((f) => f.person);
    assert.equal(husband?.party, 'spouse');
  });
});

describe('line numbers', () => {
  test('the line a tax form prints for a field, and the line a key names', async () => {
    const { printedLineNumber, lineReferenceOf } = await import('../../../workers/mapping/field-profile.js');
    assert.equal(printedLineNumber('Wages, salaries, tips, etc. Attach Form(s) W-2', '1  Wages, salaries, tips, etc. Attach Form(s) W-2  1'), '1');
    assert.equal(printedLineNumber('b Taxable interest. Attach Sch. B if required', '2a  Tax-exempt interest  2a  b Taxable interest. Attach Sch. B if required  2b'), '2b');
    assert.equal(printedLineNumber('Standard deduction or itemized deductions', 'Standard  9  Standard deduction or itemized deductions (from Schedule A)'), '9');
    assert.equal(printedLineNumber('Your first name and middle initial', 'Filing status / Your first name and middle initial  Last name'), undefined);
    assert.equal(printedLineNumber('Amount', '', 'Line 12b. Amount of tax.'), '12b');
    assert.equal(lineReferenceOf('- L1 total'), '1');
    assert.equal(lineReferenceOf('line 2b'), '2b');
    assert.equal(lineReferenceOf('ln 9'), '9');
    assert.equal(lineReferenceOf('salary'), undefined);
  });

  test('"line 9: 24,400" fills line 9 and no other line', async () => {
    const fields = [field('f1_42', 'text', 100), field('f1_43', 'text', 120)];
    const descriptions = [
      described('f1_42', 'Standard deduction or itemized deductions (from Schedule A)', 'Standard  9  Standard deduction or itemized deductions (from Schedule A)  9'),
      described('f1_43', 'Qualified business income deduction', '10  Qualified business income deduction  10'),
    ];
    const { assignments } = await mapValuesWith({ fields, descriptions, data: 'line 9: 24,400\nline 12: 3,000' }, {});
    assert.deepEqual(assignments.map((a) => [a.name, a.value]), [['f1_42', '24,400']]);
  });
});

test('one item of a listed value picks the check box it names ("refund DD: checking, RTN …")', async () => {
  const fields = [
    field('c2_05[0]', 'checkbox', 100, { position: { x: 100, y: 100, width: 10, height: 10 } }),
    field('c2_05[1]', 'checkbox', 100, { position: { x: 200, y: 100, width: 10, height: 10 } }),
  ];
  const descriptions = [described('c2_05[0]', 'Checking', 'c Type:  Checking  Savings'), described('c2_05[1]', 'Savings', 'c Type:  Checking  Savings')];
  const { assignments } = await mapValuesWith({ fields, descriptions, data: 'refund DD: checking, RTN 124303120' }, {});
  assert.equal(assignments.find((a) => a.name === 'c2_05[0]')?.value, true);
  assert.notEqual(assignments.find((a) => a.name === 'c2_05[1]')?.value, true);
});

describe('a thread between the two sides of a sale', () => {
  test('asked "u still selling …?", the writer is the seller and the one other person named is the buyer', () => {
    const facts = parseData(
      'hey its Curtis. u still selling the browning?\nyes. 1150 cash\nCurtis J. Mahoney, 3310 W Irving Park Rd Apt 2, Chicago IL 60618\nnp. mine for the form: Deborah Nwosu-Hale, 77 Lakeview Terrace, Evanston, IL 60201',
    ).facts;
    assert.equal(facts.find((f) => f.person?.full === 'Curtis J. Mahoney')?.party, 'buyer');
    assert.equal(facts.find((f) => f.address?.city === 'Chicago')?.party, 'buyer');
    const deborah = facts.find((f) => f.person?.full === 'Deborah Nwosu-Hale');
    assert.equal(deborah?.party, SELF);
    assert.equal(deborah?.writerRole, 'seller');
  });

  test('two other people without roles leave both open', () => {
    const facts = parseData('u still selling the rifle?\nCurtis J. Mahoney, 3310 W Irving Park Rd, Chicago IL 60618\nAnn B. Lee, 12 Oak St, Evanston, IL 60201').facts;
    assert.ok(facts.filter((f) => f.person).every((f) => f.party === undefined));
  });
});

test('"Clients are Desmond R. Achterberg and his wife Lucia …" names whom the form is about, and the spouse', () => {
  const facts = parseData('Clients are Desmond R. Achterberg and his wife Lucia M. Achterberg, married filing jointly.').facts;
  assert.equal(facts.find((f) => f.person?.full === 'Desmond R. Achterberg')?.party, SELF);
  assert.equal(facts.find((f) => f.person?.full === 'Lucia M. Achterberg')?.party, 'spouse');
  // A name in capitals family name first is read from its keyed parts instead.
  assert.ok(!parseData('Client is NGUYEN Thi Lan (family name Nguyen, given name Lan).').facts.some((f) => f.key === 'client name'));
});

test('"Desmond is an HVAC technician, Lucia is a dental hygienist": each named person\'s occupation', () => {
  const facts = parseData(
    'Clients are Desmond R. Achterberg and his wife Lucia M. Achterberg.\nDesmond is an HVAC technician, Lucia is a dental hygienist. Lucia is a US citizen.',
  ).facts.filter((f) => f.key === 'occupation job title');
  assert.deepEqual(facts.map((f) => [f.value, f.party]), [['HVAC technician', SELF], ['dental hygienist', 'spouse']]);
});

test("a worksheet's letter lines with a label longer than its column do not break the aligned-column reader", async () => {
  const { linesWithLeadersKeyed } = await import('../../../workers/mapping/parse-leaders.js');
  const lines = ['PERSONAL ALLOWANCES WORKSHEET', 'A  self ✓ -> 1', 'B  single, only one job ✓ -> 1', 'C  spouse - n/a, leave blank', 'D  dependents: 2 (Jayden, 9; Mia, 6) -> 2', 'E  head of household ✓ -> 1', 'F  child care at least $1,800 ✓ (after-school program, about $2,400/yr) -> 1', 'G  child tax credit: income under $61,000, 2 kids x 2 -> 4', 'H  total: first added up as 9 - recounted with client: 1+1+2+1+1+4 = 10', 'Line 5 allowances: same as H (not itemizing, one job, page 2 worksheets not needed)'];
  assert.doesNotThrow(() => linesWithLeadersKeyed(lines));
});
