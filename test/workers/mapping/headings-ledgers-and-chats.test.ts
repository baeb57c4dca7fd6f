/**
 * Texts read once fresh v52 was no longer held out (issue 4, fresh v52 and probe batch 68): addresses under headings
 * of their own, a ledger whose cells pack a party's name, address and licence, a questionnaire laid out in two columns,
 * a wiki page whose remarks in brackets the writer keeps off, a chat that gives a lot per message, a letter that says
 * hours as sessions, and the ways a writer overrules a "leave it blank" or says how their dates are written.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { factsOf, valuesOf } from '../../helpers/parsed-facts.js';
import { withAddressHeadingsKeyed } from '../../../workers/mapping/address-headings.js';
import { withBracketRemarksKeptOff } from '../../../workers/mapping/bracket-remarks.js';
import { withKeysEquated } from '../../../workers/mapping/keys-equated.js';
import { hoursOfSessions } from '../../../workers/mapping/session-hours.js';
import { findFixedWidthTables, linesWithTablesRead, withSpacedAnswersKeyed } from '../../../workers/mapping/parse-table.js';
import { findChatMessageItems, findTables, itemsForTheForm, withCostPerUnitWorkedOut, withCountNowKept } from '../../../workers/mapping/table-items.js';
import { withDayFirstDatesDotted } from '../../../workers/mapping/bare-dates.js';
import { withoutStruckTextAndNotes } from '../../../workers/mapping/corrections.js';
import { fieldsEmptied, fieldsLeftAlone } from '../../../workers/mapping/left-blank.js';
import { buildProfile } from '../../../workers/mapping/field-profile.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

describe('addresses under headings of their own', () => {
  const memo = [
    'PREVIOUS RESIDENCE',
    '2250 N Campbell Ave',
    'Unit 7',
    'Tucson, AZ 85719',
    '',
    'NEW ADDRESS (where he actually lives now -- no apt number)',
    '  4481 Ashland Terrace',
    '  Chattanooga, TN 37415',
    '',
    'MAILING',
    '  He wants USCIS mail to come to the club:',
    '  Riverside City FC, 201 W Riverfront Pkwy, Suite 300, Chattanooga, TN 37402',
  ].join('\n');
  const keyed = withAddressHeadingsKeyed(memo);

  test("the address's first line is keyed by the heading, and its own lines down to the town are joined", () => {
    assert.match(keyed, /^PREVIOUS RESIDENCE: 2250 N Campbell Ave, Unit 7, Tucson, AZ 85719$/m);
    assert.match(keyed, /^ {2}NEW ADDRESS: 4481 Ashland Terrace, Chattanooga, TN 37415$/m);
  });

  test('a lead-in ending in a colon may come between the heading and the address', () => {
    assert.match(keyed, /^ {2}MAILING: Riverside City FC, 201 W Riverfront Pkwy/m);
  });

  test('a heading that names no address, or a line under it that is keyed already, is left alone', () => {
    const text = 'PLAYER\n  Full name: Kwabena Asante\n\nHOME\n  Address: 12 Elm St, Dover, DE 19901';
    assert.equal(withAddressHeadingsKeyed(text), text);
  });

  test('the three addresses are read as previous, present and mailing', () => {
    const facts = factsOf(memo);
    assert.deepEqual(valuesOf(facts, 'PREVIOUS RESIDENCE'), ['2250 N Campbell Ave, Unit 7, Tucson, AZ 85719']);
    assert.deepEqual(valuesOf(facts, 'NEW ADDRESS'), ['4481 Ashland Terrace, Chattanooga, TN 37415']);
    assert.ok(facts.some((f) => f.key === 'MAILING' && f.value.includes('201 W Riverfront Pkwy')));
  });

  test('"the lease says 4418 Ashland Terrace, not 4481" mends the house number inside the whole address', () => {
    const facts = factsOf(`${memo}\n\nP.S. Correction, sorry: I fat-fingered the house number above. The lease says 4418 Ashland Terrace, not 4481.`);
    const present = facts.find((f) => f.key === 'NEW ADDRESS')!;
    assert.equal(present.value, '4418 Ashland Terrace, Chattanooga, TN 37415');
  });
});

describe("a ledger's packed cells", () => {
  const ledger = [
    'Please do the bill of sale for LINE 3 only. Line 1 already has theirs.',
    '',
    '| # | SELLER (name / address / IL DL) | BUYER (name / address / IL DL) | MAKE | TERMS |',
    '|---|---|---|---|---|',
    '| 1 | Gary Lindqvist / 309 W 2nd St, Kewanee IL 61443 / L512-7730-2281 | Tom Baerwald / 17 Elm Ct, Wyoming IL 61491 / B643-1120-9904 | Ruger | TRADE |',
    '| 3 | Walt Pieczynski / 1406 N Chestnut St, Kewanee IL 61443 / P252-6618-4407 | Darnell Hutchins / 22 Lakeview Ct, Galva IL 61434 / H325-0193-7752 | Browning | CASH $450, pd in full |',
  ];

  test("a column named with its parts in brackets gives each part of its cell under the column's name", () => {
    const read = linesWithTablesRead(ledger).filter((line) => typeof line !== 'string');
    assert.deepEqual(read.slice(1, 4), [
      { key: 'SELLER name', value: 'Walt Pieczynski' },
      { key: 'SELLER address', value: '1406 N Chestnut St, Kewanee IL 61443' },
      { key: 'SELLER IL DL', value: 'P252-6618-4407' },
    ]);
  });

  test("the row the prose asks for is read, and a cell's words read as prose are", () => {
    const facts = factsOf(ledger.join('\n'));
    assert.deepEqual(valuesOf(facts, 'BUYER name'), ['Darnell Hutchins']);
    assert.ok(!facts.some((f) => f.value.includes('Lindqvist')));
    assert.deepEqual(valuesOf(facts, 'cash payment in the amount of'), ['$450']);
  });

  test('a register printed in columns with a ruler under its header, "Your deal is line 2"', () => {
    const row = (...cells: string[]) => cells.map((cell, i) => cell.padEnd([4, 74, 74, 6][i]!)).join('').trimEnd();
    const lines = [
      row('LN', 'SELLER (name / mailing address / IL DL)', 'BUYER (name / mailing address / IL DL)', 'TERMS'),
      row('--', '-'.repeat(68), '-'.repeat(68), '-----'),
      row('1', 'Dale Pruitt / 14 Quarry Rd, Golconda, IL 62938 / P631-5520-8841', 'Ron Albers / 2207 W Main St, Marion, IL 62959 / A416-2290-3375', 'cash'),
      row('2', 'Walter Lindqvist / 9 Ridgeline Ln, Cobden, IL 62920 / L532-7714-0296', 'Garrett Osei / 1460 Sycamore Dr, Carbondale, IL 62901 / O200-3381-5172', 'cash'),
    ];
    const [table] = findFixedWidthTables(lines);
    assert.ok(table);
    assert.equal(table.rows.length, 2);
    assert.equal(table.rows[1]![0], '2');
    const facts = factsOf(['Your deal is line 2. Line 1 is another guest\'s.', '', ...lines].join('\n'));
    assert.deepEqual(valuesOf(facts, 'BUYER name'), ['Garrett Osei']);
    assert.deepEqual(valuesOf(facts, 'SELLER mailing address'), ['9 Ridgeline Ln, Cobden, IL 62920']);
  });
});

describe('questions and answers in two columns of spaces', () => {
  const text = [
    'ITEM                                   RIDGEBACK ANSWER',
    '-------------------------------------  ----------------------------',
    '1. Legal name (as on tax return)       Ridgeback Access Systems LLC',
    '2. DBA / trade name                    Ridgeback Scaffold & Lift',
    '4. Exempt payee code?                  5 - see note below',
  ].join('\n');

  test('each row is keyed by its question, the item number and the headings gone', () => {
    const out = withSpacedAnswersKeyed(text).split('\n');
    assert.deepEqual(out.slice(2), ['Legal name (as on tax return): Ridgeback Access Systems LLC', 'DBA / trade name: Ridgeback Scaffold & Lift', 'Exempt payee code?: 5 - see note below']);
    assert.equal(out[0], '');
  });

  test('a code with a pointer to a note is the code', () => {
    const facts = factsOf(text).filter((f) => /^Exempt payee code/.test(f.key));
    assert.deepEqual(facts.map((f) => f.value), ['5']);
  });

  test('headings that do not name questions and answers leave the lines as they are', () => {
    const other = text.replace('RIDGEBACK ANSWER', 'RIDGEBACK NOTES');
    assert.equal(withSpacedAnswersKeyed(other), other);
  });
});

describe('remarks the writer keeps off, and headings said to be the form\'s', () => {
  const page = [
    'Everything in parentheses is production info, NOT character info, so keep it off the sheet. Same for anything struck through.',
    '| skin     = olive (makeup base #2)',
    '* <s>Captain Orsolya Venn of the river watch</s> (killed off - DEAD, don\'t list)',
  ].join('\n');

  test('every remark in round brackets goes, but on the line that says so', () => {
    const out = withBracketRemarksKeptOff(page);
    assert.match(out, /^\| skin {5}= olive$/m);
    assert.match(out, /^Everything in parentheses/m);
    assert.equal(withBracketRemarksKeptOff('Skin: olive (makeup base #2)'), 'Skin: olive (makeup base #2)');
  });

  test("an item struck through whole goes with its list's marker", () => {
    assert.equal(withoutStruckTextAndNotes('* Brother Tobin\n* <s>Captain Venn</s>\n* Granny Wick'), '* Brother Tobin\n* Granny Wick');
  });

  test('an item of a list that says "don\'t list" is taken out of it', () => {
    const facts = factsOf('Allies: Brother Callum; Nessa Drue, the ferrywoman; (formerly) Quartermaster Bram Tull -- DEAD as of ep 204, don\'t list');
    assert.deepEqual(valuesOf(facts, 'Allies'), ['Brother Callum; Nessa Drue, the ferrywoman']);
  });

  test('\'"Props carried" = her treasure\' names the heading with the form\'s word', () => {
    const out = withKeysEquated('"Props carried" = her treasure.\nPROPS CARRIED .... a brass lantern\nSCENES ..... 201');
    assert.match(out, /^PROPS CARRIED \(treasure\) \.\.\.\. a brass lantern$/m);
    assert.match(out, /^SCENES \.\.\.\.\. 201$/m);
  });
});

describe('hours said in prose', () => {
  test('sessions times the hours of each, in duty or own time', () => {
    assert.deepEqual(hoursOfSessions('the four Saturday sessions are five hours each on my own time'), [{ key: 'non-duty hours', value: '20', writers: true }]);
    assert.deepEqual(hoursOfSessions('six evening classes of 2.5 hours each during my shift'), [{ key: 'duty hours', value: '15', writers: true }]);
    assert.deepEqual(hoursOfSessions('One session of three hours each'), []);
  });

  test("a total's shares said to fall in duty time and in the writer's own", () => {
    assert.deepEqual(hoursOfSessions('Of the 45 contact hours, 30 fall during my scheduled duty hours; the remaining 15 will be on my own time.'), [
      { key: 'duty hours', value: '30', writers: true },
      { key: 'non-duty hours', value: '15', writers: true },
    ]);
  });

  test('"twenty-five minutes from the campus" fills no box of hours', async () => {
    const fields = [fieldAt('hours', 'text', { x: 100, y: 600, width: 60, height: 12 })];
    const descriptions = [described('hours', '5. Training Duty Hours')];
    const values = await mappedValues(fields, descriptions, 'I live at 3306 Prairie Falcon Way, which is only about twenty-five minutes from the campus.');
    assert.equal(values['hours'], undefined);
  });
});

describe("a chat's lots and a list's second lots", () => {
  const chat = [
    'Uncle Hal: this is for the schwab brokerage one right, 4417-2093?',
    'Uncle Hal: Pfizer PFE, 200 shares on March 15 2005, 27.40 a share.',
    'Uncle Hal: but coke split 2 for 1 so the statement shows 200 shares now',
    'Uncle Hal: Johnson & Johnson JNJ, 75 shares Sept 22 2006 at 64.10, total 4,807.50',
    'Uncle Hal: and Pfizer again in nov 2008 when everything tanked. 150 shares at 16.85, slip date 11/20/2008',
  ].join('\n');

  test('each message that counts shares of a lot and dates it is an item', () => {
    const items = findChatMessageItems(chat);
    assert.deepEqual(
      items.map((item) => item.text.slice(0, 18)),
      ['Pfizer PFE, 200 sh', 'Johnson & Johnson ', 'and Pfizer again i'],
    );
  });

  test('"Pfizer again" takes the head of the first Pfizer lot; an item that says to skip it goes', () => {
    const items = itemsForTheForm([
      ...findChatMessageItems(chat),
      { number: 4, text: 'Apple (AAPL) -- 01/2010 lot -- sold that whole thing in 2019, skip it', start: 0, end: 0 },
    ]);
    assert.equal(items.length, 3);
    assert.match(items[2]!.text, /^Pfizer PFE, in nov 2008 when everything tanked\. 150 shares at 16\.85/);
  });

  test('the count a lot has now, after a split, is its count; a price after an at sign is a unit\'s', () => {
    assert.equal(withCountNowKept('bought 12/03/2008. was 40 sh, split 2-for-1 in 2015 so it\'s 80 sh now @ $4.61'), 'bought 12/03/2008. split 2-for-1 in 2015 so it\'s 80 sh now @ $4.61');
    assert.match(withCostPerUnitWorkedOut('500 sh @ $2.05'), /^cost per unit: 2\.05$/m);
    assert.doesNotMatch(withCostPerUnitWorkedOut('150 sh bought 3/3/2008 @ 62.40 + $12.95 commission = $9,372.95 total'), /cost per unit: 62\.40/);
  });

  test("an account called by its kind takes its number", () => {
    assert.deepEqual(valuesOf(factsOf(chat), 'account number'), ['4417-2093']);
  });

  test("an XFA table's unnamed rows are a table, marked so", () => {
    const fields = [1, 2].flatMap((row) => [
      fieldAt(`f1040.Line6cTable[0].#subform[${row}].name[0]`, 'text', { x: 50, y: 500 - row * 20, width: 100, height: 12 }),
      fieldAt(`f1040.Line6cTable[0].#subform[${row}].ssn[0]`, 'text', { x: 200, y: 500 - row * 20, width: 80, height: 12 }),
    ]);
    const [table] = findTables(fields);
    assert.ok(table?.unnamed);
    assert.equal(table.rows.length, 2);
  });
});

describe('a writer who overrules a blank, and dates said to be day first', () => {
  const profiles = [buildProfile(fieldAt('f1_5', 'text', { x: 400, y: 600, width: 40, height: 12 }), described('f1_5', 'Exempt payee code (if any)'), 0)];

  test('"your note said … leave the exempt payee code blank, but … please enter 5" leaves nothing blank', () => {
    const sentences = ['I know your note said most LLCs leave the exempt payee code blank, but our CPA said we use code 5, so please enter 5.'];
    assert.equal(fieldsLeftAlone(profiles, sentences).size, 0);
    assert.equal(fieldsLeftAlone(profiles, ['Please leave the exempt payee code blank.']).size, 1);
  });

  test('"leave it blank if you\'re not sure" empties nothing', () => {
    assert.equal(fieldsEmptied(profiles, ["On the exempt payee code: most LLCs don't have one, so leave it blank if you're not sure."]).size, 0);
  });

  test('the dates before "day first" are read day first; a date the writer gives after it is theirs', () => {
    const text = withDayFirstDatesDotted('Date: 04/11/2025\nThe date is the Maltese way round, day first. Please sign 06/09/2025.');
    assert.match(text, /^Date: 04\.11\.2025$/m);
    assert.match(text, /sign 06\/09\/2025/);
    assert.match(withDayFirstDatesDotted('Date: 11/03/2025   [so that\'s 11 March, not November!]'), /11\.03\.2025/);
  });
});

describe('people said in prose', () => {
  test('"My name for the form is Kasprzak, Teodora M." is the name, its initial kept', () => {
    const facts = factsOf("My name for the form is Kasprzak, Teodora M. I'm a Food Inspector.");
    assert.ok(facts.some((f) => f.value === 'Teodora M. Kasprzak'));
  });

  test('a supervisor named with a title after a comma, or between commas, gives the name and title together', () => {
    const said = factsOf('My first-line supervisor is Dr. Rashid Kanaan, Supervisory Public Health Veterinarian, and he has already said he will sign.');
    assert.deepEqual(valuesOf(said, 'First-line supervisor'), ['Dr. Rashid Kanaan, Supervisory Public Health Veterinarian']);
    const between = factsOf('My supervisor, Dr. Lorraine Pickett, the Meteorologist-in-Charge, has approved the request.');
    assert.deepEqual(valuesOf(between, 'Supervisor'), ['Dr. Lorraine Pickett, Meteorologist-in-Charge']);
  });

  test('a family name said as "both surnames together (Valdivia Rojas)", and a middle name after an "and"', () => {
    const facts = factsOf('My family name is both surnames together (Valdivia Rojas); Ignacio is my given name and Andrés is my middle name.');
    assert.deepEqual(valuesOf(facts, 'family name'), ['Valdivia Rojas']);
    assert.deepEqual(valuesOf(facts, 'middle name'), ['Andrés']);
  });

  test('a home address ends before ", but …"; a college\'s phone is its vendor\'s', () => {
    const facts = factsOf('My home address is 714 Sunset Drive, Guymon, OK 73942, but I\'d rather not put my home phone on it. The course is run by Cimarron Valley Community College. The college\'s phone is 580-555-0173.');
    assert.deepEqual(valuesOf(facts, 'home address'), ['714 Sunset Drive, Guymon, OK 73942']);
    assert.deepEqual(valuesOf(facts, 'vendor telephone'), ['580-555-0173']);
  });
});
