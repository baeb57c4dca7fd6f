/**
 * Records pasted as code and official printouts with the writer's notes (issue 4): a test fixture's dict literal,
 * country and language codes, a transfer check's capitals beside the names as the writer spells them, a value
 * the writer calls a typo, a sentence that starts with another party, an instruction for the document's date.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { linesWithCodeLiteralsRead, literalValue } from '../../../workers/mapping/parse-code-literals.js';
import { spelledOutCode } from '../../../workers/mapping/coded-values.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { linesWithSideBySideBlocksRead } from '../../../workers/mapping/parse-side-by-side.js';
import { leftStreets, moveEndOf, onLeftStreet } from '../../../workers/mapping/parties.js';
import { withSpokenNumbers } from '../../../workers/mapping/spoken-numbers.js';
import { captionNames } from '../../../workers/mapping/score-choices.js';
import { firearmMakeAndModel } from '../../../workers/mapping/firearm-makers.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

const fixture = [
  '# tests/fixtures/people.py',
  'from datetime import date',
  '',
  '# PERSON_1 = dict(first_name="Otto", city="Linz",',
  '#                 country="AT", ...)   # retired',
  '',
  'PERSON_2 = dict(',
  '    first_name="Maja",              # keep the accent-free spelling',
  "    last_name='Lindqvist-Ek',",
  '    born=date(1990, 3, 7),',
  '    # city="Malmo",                 # old value',
  '    city="Lund",',
  '    state=None,',
  '    height_m=1.69,',
  '    has_licence=False,',
  '    languages={"sv", "de"},',
  ')',
];

describe('a record written as code', () => {
  test('each assignment is a keyed line: quotes, commas, comments and commented-out code gone', () => {
    assert.deepEqual(linesWithCodeLiteralsRead(fixture), [
      '# tests/fixtures/people.py',
      '',
      '',
      'first name: Maja',
      'last name: Lindqvist-Ek',
      'born: 1990-03-07',
      'city: Lund',
      'height: 1.69 m',
      'has licence: no',
      'languages: sv, de',
    ]);
  });

  test('literals read as a person would write them', () => {
    assert.equal(literalValue('"S\\"n"'), 'S"n');
    assert.equal(literalValue('None'), undefined);
    assert.equal(literalValue('true'), 'yes');
    assert.equal(literalValue('datetime.date(2024, 11, 5)'), '2024-11-05');
    assert.equal(literalValue('Decimal("12.50")'), '12.50');
    assert.equal(literalValue('["a", "b"]'), 'a, b');
  });

  test('a JavaScript object literal reads the same, its camelCase keys as words', () => {
    const js = ['const applicant = {', '  firstName: "Maja",', '  lastName: "Ek",', "  city: 'Lund',", '};'];
    assert.deepEqual(linesWithCodeLiteralsRead(js), ['first name: Maja', 'last name: Ek', 'city: Lund']);
  });

  test('a TOML file, or "key: value" lines with a few quotes, are no code and stay as written', () => {
    const toml = ['[meta]', 'player = "Dana"', '[character]', 'name = "Brannoc"', 'race = "Dwarf"', 'eyes = "amber"'];
    assert.deepEqual(linesWithCodeLiteralsRead(toml), toml);
    const notes = ['Name: "Maja" Ek', 'City: Lund', 'Nickname: "Mo"'];
    assert.deepEqual(linesWithCodeLiteralsRead(notes), notes);
  });
});

describe('codes spelt out', () => {
  test('any two-letter country code under a country key, from the runtime locale data', () => {
    assert.equal(spelledOutCode('country', 'SE'), 'Sweden');
    assert.equal(spelledOutCode('country', 'US'), 'United States');
    assert.equal(spelledOutCode('country', 'Sweden'), 'Sweden');
    assert.equal(spelledOutCode('state', 'SE'), 'SE');
  });

  test("a list's language that a form prints in its own language ticks its box", async () => {
    // (Boxes on one row, as the form prints them: one answer of a question, unless the list names several.)
    const names = ['Language Deutsch', 'Language English', 'Language Français'];
    const fields = names.map((name, i) => fieldAt(name, 'checkbox', { x: 40 + 100 * i, y: 100 }));
    const values = await mappedValues(fields, names.map((name) => described(name, name.split(' ')[1]!)), 'languages: Swedish, English, German');
    assert.equal(values['Language Deutsch'], true);
    assert.equal(values['Language English'], true);
    assert.notEqual(values['Language Français'], true);
    // A caption compared whole meets the value's words in English too.
    assert.ok(captionNames('deutsch').includes('german'));
  });
});

describe('a printout with the writer notes under it', () => {
  test("a name in the printout's capitals is the name as the writer spells it", () => {
    const { facts } = parseData('Transferor:  KRUEGER, DIANE M        Status: VALID\n\nI am the seller, Diane M. Krueger, of Pekin.');
    const transferor = facts.find((f) => f.key === 'Transferor');
    assert.equal(transferor?.value, 'Diane M. Krueger');
  });

  test('a transferor is the seller and a transferee the buyer', () => {
    const { facts } = parseData('Transferee:  OKAFOR, CHINEDU E');
    assert.equal(facts.find((f) => f.key === 'Transferee')?.party, 'buyer');
  });

  test('"Buyer is …" after "I\'m the seller: …" on the same line is the buyer\'s, with the name read', () => {
    const { facts } = parseData("I'm the seller: Diane M. Krueger, 415 Elm Ct, Pekin, IL 61554. Buyer is Chinedu E. Okafor, 2209 W Moss Ave, Peoria, IL 61604.");
    assert.equal(facts.find((f) => f.key === 'buyer name')?.value, 'Chinedu E. Okafor');
    const address = facts.find((f) => f.address?.street === '2209 W Moss Ave');
    assert.equal(address?.party, 'buyer');
  });

  test('a value the sentence calls a typo corrects nothing', () => {
    const { facts } = parseData('The gun: Henry Big Boy, lever-action rifle. Serial BB061473. My old insurance rider says BB061437 but that\'s a typo.');
    assert.ok(facts.some((f) => /serial/i.test(f.key) && f.value === 'BB061473'));
    assert.ok(!facts.some((f) => /serial/i.test(f.key) && f.value === 'BB061437'));
  });

  test("a maker's company name is the make", () => {
    assert.deepEqual(firearmMakeAndModel('Henry Repeating Arms Big Boy Classic, lever-action rifle'), { make: 'Henry Repeating Arms', model: 'Big Boy Classic', modelWithKind: 'Big Boy Classic lever-action rifle' });
  });

  test('"so date everything …" dates the document, over a date the printout keys', async () => {
    const fields = [fieldAt('Date', 'text', { x: 40, y: 100 })];
    const values = await mappedValues(fields, [described('Date', 'Date:')], 'Inquiry submitted:  09/20/2025 07:14 PM\n\nWe will both sign it tomorrow, so date everything September 21, 2025.');
    assert.equal(values.Date, 'September 21, 2025');
  });
});

describe('a form printed as text, and statements that start with their key', () => {
  test("a row of numbered boxes over one row of values is that record's keyed values, without the box numbers", () => {
    const { facts } = parseData(
      [
        'NOTIFICATION OF PERSONNEL ACTION',
        '1. Name (Last, First, Middle)        2. Social Security Number   3. Date of Birth   4. Effective Date',
        'KOWALCZYK, DANIEL J                  XXX-XX-XXXX                 XX-XX-XXXX         03-10-2024',
        'FIRST ACTION',
      ].join('\n'),
    );
    assert.equal(facts.find((f) => f.key === 'Name (Last, First, Middle)')?.value, 'KOWALCZYK, DANIEL J');
    assert.equal(facts.find((f) => f.key === 'Effective Date')?.value, '03-10-2024');
    assert.ok(!facts.some((f) => /FIRST ACTION/.test(f.value)));
  });

  test('"Highest degree is a master\'s": a sentence that starts with its key; "My …" and "It is …" are read elsewhere', () => {
    const { facts } = parseData("Highest degree is a master's (MPA, 2016).");
    assert.ok(facts.some((f) => f.key === 'Highest degree' && /^a master's/.test(f.value)));
    const other = parseData('It is a long way to Lund.').facts;
    assert.ok(!other.some((f) => f.key === 'It'));
  });

  test('a training site is no person', () => {
    const { facts } = parseData('Training site: PLI Arlington Campus, 1100 Wilson Blvd, Suite 800, Arlington, VA 22209');
    assert.ok(!facts.some((f) => f.person?.last === 'Campus'));
  });
});

describe('blocks side by side, and what a mover or a green card calls things', () => {
  const lading = [
    'ORIGIN                                    DESTINATION',
    '3305 Greenway Blvd, Apt 214               1742 Magnolia Terrace, Floor 2',
    'Orlando, FL 32817                         Decatur, GA 30030',
    'Access: 2nd floor, no elevator,           Access: exterior stairs',
    'long carry approx. 90 ft',
  ];

  test("each block is its heading's keyed lines", () => {
    assert.deepEqual(linesWithSideBySideBlocksRead(lading), [
      'ORIGIN: 3305 Greenway Blvd, Apt 214, Orlando, FL 32817',
      'ORIGIN Access: 2nd floor, no elevator, long carry approx. 90 ft',
      'DESTINATION: 1742 Magnolia Terrace, Floor 2, Decatur, GA 30030',
      'DESTINATION Access: exterior stairs',
    ]);
  });

  test("a table's header over numbers, or headings with nothing under them, stay as written", () => {
    const worksheet = [' PERSONAL ALLOWANCES WORKSHEET             ENTRY', ' A  Self ..............................    1', ' C  Spouse ............................    0'];
    assert.deepEqual(linesWithSideBySideBlocksRead(worksheet), worksheet);
    const alone = ['ORIGIN        DESTINATION', '', 'We moved.'];
    assert.deepEqual(linesWithSideBySideBlocksRead(alone), alone);
  });

  test("a move's origin is the previous address and its destination the present one", () => {
    const { facts } = parseData(lading.join('\n'));
    assert.equal(facts.find((f) => f.address?.street.startsWith('3305'))?.epoch, 'previous');
    assert.equal(facts.find((f) => f.address?.street.startsWith('1742'))?.epoch, 'current');
    assert.equal(moveEndOf('Country of origin'), undefined);
  });

  test("a green card's USCIS# is the A-number, its digits where the groups do not fit the box", async () => {
    const fields = [fieldAt('AlienNumber', 'text', { x: 40, y: 100 }, { textMaxLength: 9 })];
    const values = await mappedValues(fields, [described('AlienNumber', 'Alien Registration Number (A-Number)')], 'Surname: HNATIUK\nCase number: 415-227-118\nUSCIS#: 218-553-907');
    assert.equal(values.AlienNumber, '218553907');
  });

  test("\"just put today's date, …\" dates the signature", async () => {
    const fields = [fieldAt('S3_DateofSignature', 'text', { x: 40, y: 100 })];
    const values = await mappedValues(fields, [described('S3_DateofSignature', 'Date of Signature (mm/dd/yyyy)')], "Delivered 11/08/2025.\nI'll sign it by hand, just put today's date, 11/12/2025.");
    assert.equal(values.S3_DateofSignature, '11/12/2025');
  });
});

describe('an address the writer says they left', () => {
  test('"we left Cass St last spring" makes the letterhead\'s address on Cass St the previous one', () => {
    const { facts } = parseData('Address of record: 1121 CASS ST, TRAVERSE CITY, MI 49684\n\nThe address on the letter is old, we left Cass St last spring. It is 618 Garland St, Unit 3, Traverse City MI 49684 now.');
    assert.equal(facts.find((f) => f.address?.street.startsWith('1121'))?.epoch, 'previous');
    assert.notEqual(facts.find((f) => f.address?.street.startsWith('618'))?.epoch, 'previous');
    assert.equal(onLeftStreet('12 Cassidy St', leftStreets(['We left Cass St.'])), false);
  });
});

describe('looks written into a story', () => {
  test('words each followed by a quoted value are keyed by them', () => {
    const { facts } = parseData('The quartermaster wrote me down like a horse at market: eyes "amber", hair "iron-grey", skin "weathered bronze". I have been called worse.');
    assert.equal(facts.find((f) => f.key === 'eyes')?.value, 'amber');
    assert.equal(facts.find((f) => f.key === 'skin')?.value, 'weathered bronze');
  });

  test('a height said in words is a height, after a colon too; an idiom is none', () => {
    assert.equal(withSpokenNumbers('six foot two, five feet eleven inches, six feet tall, six feet under'), `6'2", 5'11", 6' tall, six feet under`);
    const { facts } = parseData('He measured me: six foot two, 220 pounds.');
    assert.equal(facts.find((f) => f.key === 'height')?.value, `6'2"`);
  });
});

describe('an option denied', () => {
  test('"no supervisory duties" picks the option that negates it, among more than two', async () => {
    const options = ['Select one', 'Supervisory', 'Managerial', 'Executive', 'Non-supervisory'];
    const fields = [fieldAt('Position Level', 'dropdown', { x: 40, y: 100 }, { options })];
    const values = await mappedValues(fields, [described('Position Level', 'Position Level')], 'Career appointment, no supervisory or team-lead duties.');
    assert.equal(values['Position Level'], 'Non-supervisory');
  });
});
