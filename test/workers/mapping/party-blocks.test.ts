/**
 * Whose field and whose value: denied roles, rows of captions that speak to the reader, the writer named by
 * role in a text, role words in "Key: value" lines, family names shared between blocks, the blocks of other
 * parties (a paid preparer) and boxes that follow one option of the form.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FieldDescription, FieldInfo } from '../../../src/shared/protocol.js';
import { assignCandidates } from '../../../workers/mapping/assign-values.js';
import { buildProfile, digitsDateOrder, optionCondition, statedLengthOf } from '../../../workers/mapping/field-profile.js';
import { factTokens } from '../../../workers/mapping/key-match.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { SELF, UNNAMED_PARTY, contextParty, labelParty, namesWriterRole, partyRelation, textParty } from '../../../workers/mapping/parties.js';
import { onlyKeyOfLine } from '../../../workers/mapping/score-choices.js';
import { tokenize } from '../../../workers/mapping/normalize-text.js';
import { optionNotChosen } from '../../../workers/stages/map-values.js';

function field(name: string, y = 100, extra: Partial<FieldInfo> = {}): FieldInfo {
  const position = { x: 100, y, width: 120, height: 12 };
  return {
    name, type: 'text', required: false, readonly: false, tooltip: null, defaultValue: null, currentValue: null,
    textMaxLength: null, comb: false, multiline: false, listbox: false, options: null, optionLabels: null,
    formatAction: null, page: 1, position, widgets: [{ page: 1, position, exportValue: null }], ...extra,
  };
}

function described(name: string, mainText: string, contextText = mainText): FieldDescription {
  return { name, mainText, contextText, confidence: 0.9, reasoning: '' };
}

describe('parties of fields', () => {
  test('a role the label denies is no party of the field', () => {
    assert.equal(labelParty('enter the child’s name if the qualifying person is a child but not your dependent'), UNNAMED_PARTY);
    // Neither the writer's values nor a dependent's fit such a field.
    const childField = { party: UNNAMED_PARTY, partyFromLabel: true };
    assert.equal(partyRelation({ party: SELF }, childField), 'clash');
    assert.equal(partyRelation({ party: 'dependent' }, childField), 'clash');
    assert.equal(labelParty('Dependent’s relationship to you'), 'dependent');
    assert.equal(labelParty('Name of child'), 'dependent');
  });

  test('a row of captions that speaks to the reader is the writer\'s block, whatever the running text above says', () => {
    assert.deepEqual(contextParty(['Your first name and middle initial  Last name  Your social security number', 'a child but not your dependent.']), { party: SELF, depth: 0 });
    assert.equal(contextParty(['Last name', 'Your employer may be required to send a copy of this form to the IRS.']), undefined);
  });

  test('"Taxpayer:" in a text is the writer, and the word only says whose the values are', () => {
    assert.equal(textParty('Taxpayer: '), SELF);
    assert.equal(textParty('the employee’s employer is '), 'employer');
    const ssn = parseData('Taxpayer: Andrew P. Kowalski, SSN 318-52-7716').facts.find((f) => f.value === '318-52-7716')!;
    assert.equal(ssn.party, SELF);
    const taxpayerToken = tokenize('taxpayer')[0]!;
    assert.ok(namesWriterRole(taxpayerToken));
    assert.equal(factTokens(ssn, []).find((t) => t.token === taxpayerToken)?.optional, true);
  });

  test('a family name may fill the last name of each person\'s own block', () => {
    const fields = [field('yourLast', 100), field('spouseLast', 124)];
    const profiles = [
      buildProfile(fields[0]!, described('yourLast', 'Last name', 'Your first name and middle initial  Last name'), 0),
      buildProfile(fields[1]!, described('spouseLast', 'Last name', 'If joint return, spouse’s first name  Last name  Spouse’s social security number'), 1),
    ];
    const c = (fieldIndex: number, fact: number, score: number) => ({ field: fieldIndex, value: 'Kowalski', score, fact, concept: 'lastname' as const, reasoning: '' });
    const chosen = assignCandidates(profiles, [c(0, 0, 0.59), c(1, 1, 0.95)]);
    assert.deepEqual(chosen.map((x) => profiles[x.field]!.field.name), ['yourLast', 'spouseLast']);
  });
});

describe('what a field asks for', () => {
  test('"First 9 digits" is no first name, "Foreign country name" no person\'s name', () => {
    const number = buildProfile(field('bn', 100, { tooltip: 'Business information. Business number. First 9 digits.' }), described('bn', 'Business number'), 0);
    assert.ok(!number.wants.has('firstname') && !number.wants.has('orgname') && !number.wants.has('fullname'));
    const country = buildProfile(field('fc'), described('fc', 'Foreign country name'), 0);
    assert.ok(country.wants.has('country') && !country.wants.has('fullname'));
    assert.ok(country.foreign);
    assert.ok(!buildProfile(field('city'), described('city', 'City, town or post office, state, and ZIP code. If you have a foreign address, see instructions.'), 0).foreign);
  });

  test('a date over eight boxes is written as digits in the order the parts are named', () => {
    assert.equal(digitsDateOrder('Reporting period. From. Year 4 digits. Month 2 digits. Day 2 digits.'), 'yyyymmdd');
    assert.equal(digitsDateOrder('Date (day, month, year)'), 'ddmmyyyy');
    assert.equal(digitsDateOrder('Date of birth'), undefined);
    const from = buildProfile(field('from', 100, { textMaxLength: 8, comb: true, tooltip: 'From. Year 4 digits. Month 2 digits. Day 2 digits.' }), described('from', 'From'), 0);
    assert.equal(from.dateFormat, 'yyyymmdd');
  });
});

describe('statements in the text', () => {
  test('the key of a "Role: value" line states nothing about a check box captioned with the role', () => {
    assert.ok(onlyKeyOfLine('Spouse: Lucia M. Kowalski, SSN 318-60-2245', tokenize('spouse')));
    assert.ok(!onlyKeyOfLine('Filing status: married filing jointly', tokenize('married filing jointly')));
    assert.ok(!onlyKeyOfLine('Spouse: yes', tokenize('spouse')));
    assert.ok(!onlyKeyOfLine('My spouse is blind', tokenize('spouse')));
    assert.ok(!onlyKeyOfLine('Single: I am single', tokenize('single')));
  });

  test('"our X is A and the Y is B": each value stops where the next statement starts', () => {
    const facts = parseData('Our business number is 812345678 and the RD account is 0001.').facts;
    assert.ok(facts.some((f) => f.key === 'business number' && f.value === '812345678'));
    assert.ok(!facts.some((f) => f.value.includes('and the RD account')));
  });
});

describe('other parties\' blocks and follow-up boxes (issue 4)', () => {
  test('the groups a field is nested in name its party: `PaidPreparer.Preparer.f2_36` is the preparer\'s', () => {
    const profile = buildProfile(field('topmostSubform[0].Page2[0].PaidPreparer[0].Preparer[0].f2_36[0]'), described('x', 'Firm’s address', 'Firm’s name  Phone no. / Use Only / Firm’s address'), 0);
    assert.equal(profile.party, 'preparer');
  });

  test('the writer\'s address, or one given without a role, never fills a preparer\'s or notary\'s box; a date may', () => {
    const preparer = { party: 'preparer', partyFromLabel: false };
    const address = { street: '4127 Birchwood Lane' };
    assert.equal(partyRelation({ address }, preparer), 'clash');
    assert.equal(partyRelation({ address }, { party: 'notary', partyFromLabel: false }), 'clash');
    // "Employer ID number (EIN)" and "Name of employer" take the writer's "EIN: …" and "I work for …".
    assert.equal(partyRelation({ typed: { kind: 'ein' } }, { party: 'employer', partyFromLabel: true }), 'none');
    assert.equal(partyRelation({ party: 'preparer', address }, preparer), 'agree');
    assert.equal(partyRelation({ typed: { kind: 'date' } }, { party: 'agent', partyFromLabel: false }), 'none');
  });

  test('"Legal name" whose tooltip is "Business information. Legal name." asks for the business\'s name', () => {
    const business = buildProfile(field('LegalName', 100, { tooltip: '1. Business information. Legal name.' }), described('LegalName', 'Legal name'), 0);
    assert.ok(business.wants.has('orgname') && !business.wants.has('fullname'));
    const person = buildProfile(field('Name', 100, { tooltip: 'Your legal name' }), described('Name', 'Legal name'), 0);
    assert.ok(person.wants.has('fullname'));
  });

  test('a box that follows an option ("Married filing separately. Enter …") waits for the text to choose it', () => {
    const name = field('p1-t17', 216);
    assert.deepEqual(optionCondition('Married filing separately. Enter spouse’s SSN above and full name here.', name), tokenize('married filing separately'));
    assert.equal(optionCondition('Wages, salaries, tips, etc. Attach Form(s) W-2', name), undefined);
    assert.equal(optionCondition('Yes. Enter the amount', name), undefined);
    // What the box itself asks for is its label, not an option.
    assert.equal(optionCondition('Home address. Enter number and street.', name), undefined);
    const box = buildProfile(name, described('p1-t17', 'Married filing separately. Enter spouse’s SSN above and full name here.'), 0);
    const option = buildProfile(field('c1_04', 206, { type: 'checkbox', options: ['MS'] }), described('c1_04', 'Married filing separately.'), 1);
    const profiles = [box, option];
    assert.deepEqual([...optionNotChosen(profiles, parseData('My wife is Karen T. Donnelly. We file jointly.'))], [0]);
    assert.deepEqual([...optionNotChosen(profiles, parseData('We are married filing separately; my wife is Karen T. Donnelly.'))], []);
    // Without a button beside it the words are a plain label.
    assert.deepEqual([...optionNotChosen([box], parseData('My wife is Karen T. Donnelly.'))], []);
  });

  test('"Postal code. 6 characters." states the length of a box that has no max length', () => {
    assert.equal(statedLengthOf(['', '1. Business information. Physical address. Postal code. 6 characters.']), 6);
    assert.equal(statedLengthOf(['Postal code']), undefined);
  });
});
