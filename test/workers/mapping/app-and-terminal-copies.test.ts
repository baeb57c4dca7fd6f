/**
 * Records copied from an app's detail screen or a terminal (issue 4): values in one column of spaces, psql's
 * expanded display with the session around it, and the values such records give (another country's postcode,
 * an address in pieces, a date the request asks for over the record's own timestamps).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isNegated, tokenize } from '../../../workers/mapping/normalize-text.js';
import { lineReferenceOf } from '../../../workers/mapping/field-profile.js';
import { isPostcode } from '../../../workers/mapping/parse-compound.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { linesWithAlignedValuesKeyed } from '../../../workers/mapping/parse-leaders.js';
import { linesWithSqlOutputRead } from '../../../workers/mapping/parse-sql-output.js';
import { linesWithFormExcerptRead } from '../../../workers/mapping/parse-form-excerpt.js';
import { linesWithLogFieldsRead } from '../../../workers/mapping/parse-log-lines.js';
import { parsePersonName } from '../../../workers/mapping/parse-compound.js';
import { linesWithRoleBlocksKeyed } from '../../../workers/mapping/parse-indented.js';
import { linesWithBracketLabelsRead } from '../../../workers/mapping/parse-bracket-labels.js';
import { findTypedValues } from '../../../workers/mapping/detect-values.js';
import { valueAfter } from '../../../workers/mapping/score-text.js';
import { withoutStruckTextAndNotes } from '../../../workers/mapping/corrections.js';
import { linesWithIndentedDetailsJoined } from '../../../workers/mapping/parse-indented.js';
import { expandAbbreviations } from '../../../workers/mapping/abbreviations.js';
import { factTokens } from '../../../workers/mapping/key-match.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

const vault = ['IDENTITY', 'Title                 Mevr.', 'First name            Maartje', 'Middle name', 'Last name             de Vries', 'Company               Hoogendijk & Partners B.V.'];

describe('values in one column of spaces', () => {
  test('each row is keyed; a label with no value beside it is a field left empty; a heading stays', () => {
    assert.deepEqual(linesWithAlignedValuesKeyed(vault), ['IDENTITY', 'Title: Mevr.', 'First name: Maartje', 'Last name: de Vries', 'Company: Hoogendijk & Partners B.V.']);
  });

  test('fewer than three rows at one column, a row of columns, or a list line after a dash stay as written', () => {
    const two = ['Name   Ada', 'City   Turin'];
    assert.deepEqual(linesWithAlignedValuesKeyed(two), two);
    const table = ['QTY  ITEM      PRICE', 'Name    Ada', 'City    Turin', 'Town    Bra'];
    assert.equal(linesWithAlignedValuesKeyed(table)[0], 'QTY  ITEM      PRICE');
    assert.deepEqual(linesWithAlignedValuesKeyed(['Dutch      - native', 'French     - B2', 'German     - none']), ['Dutch      - native', 'French     - B2', 'German     - none']);
  });

  test("a business system's screen: pairs after a wide gap, a label that reaches the column, a value named by an arrow", () => {
    const screen = [
      ' Title           Company',
      ' Name            Harbor & Pine Design LLC',
      '                 Harbor Pine Studio                          <- d/b/a',
      ' Street/House no 2207 Fremont Ave N                         Suite 4',
      ' Postal code/City 98103     SEATTLE',
      ' Region          WA   Washington',
      ' Telephone       206-555-0143                 Extension',
      ' Tax Number 1    91-4763308                   Tax no. type   EIN',
      ' E-Mail          ap@harborpine.example',
    ];
    assert.deepEqual(linesWithAlignedValuesKeyed(screen), [
      'Title: Company',
      'Name: Harbor & Pine Design LLC',
      'd/b/a: Harbor Pine Studio',
      'Street/House no: 2207 Fremont Ave N, Suite 4',
      'Postal code/City: 98103, SEATTLE',
      'Region: WA, Washington',
      'Telephone: 206-555-0143',
      'Tax Number 1: 91-4763308',
      'Tax no. type: EIN',
      'E-Mail: ap@harborpine.example',
    ]);
    const address = parseData(linesWithAlignedValuesKeyed(screen).join('\n')).facts.find((f) => f.address);
    assert.equal(address?.value, '2207 Fremont Ave N, Suite 4, Seattle, WA 98103');
    assert.ok(!parseData('Region: WA Washington').facts.some((f) => f.person));
  });

  test('parseData keys the rows', () => {
    const facts = parseData(vault.join('\n')).facts;
    assert.equal(facts.find((f) => f.key === 'Last name')?.value, 'de Vries');
    assert.ok(!facts.some((f) => /Middle/.test(f.key)));
  });
});

const session = [
  'regdb=> \\x on',
  'Expanded display is on.',
  'regdb=> SELECT * FROM registrations WHERE id = 48213;',
  '-[ RECORD 1 ]----+-------------',
  'first_name       | Jonas',
  'us_state         | ',
  'driving_licence  | t',
  'height_cm        | 184',
  '-[ RECORD 2 ]----+-------------',
  'first_name       | Jonas',
  'height_cm        | 181',
  'regdb=> UPDATE registrations SET height_cm = 186, note = \'typo\' WHERE id = 48213;  -- 184 was a typo',
  'UPDATE 1',
  'regdb=> \\q',
];

describe("psql's expanded display", () => {
  test('the record named in the text is read, its columns as keyed lines; an UPDATE replaces values; the session goes', () => {
    const read = linesWithSqlOutputRead([...session, 'Please use record 1.']);
    assert.deepEqual(read, ['184 was a typo', 'Please use record 1.', '', 'first name: Jonas', 'driving licence: yes', 'height cm: 186', 'note: typo']);
  });

  test('without a record named, the last is read; a text with no record stays as written', () => {
    assert.ok(linesWithSqlOutputRead(session).includes('height cm: 186'));
    assert.ok(!linesWithSqlOutputRead(session).includes('driving licence: yes'));
    const prose = ['regdb=> is how the prompt looks', 'Name: Ada'];
    assert.deepEqual(linesWithSqlOutputRead(prose), prose);
  });

  test("the query's own numbers are no values", () => {
    assert.ok(!parseData(session.join('\n')).facts.some((f) => f.value === '48213'));
  });
});

describe('values such records give', () => {
  test("another country's postcode keyed as one fills a postcode box", async () => {
    assert.ok(isPostcode('3511 AZ') && isPostcode('00-876') && isPostcode('SW1A 1AA') && !isPostcode('Utrecht'));
    const values = await mappedValues([fieldAt('Postcode', 'text', { x: 40, y: 100 })], [described('Postcode', 'Postcode')], 'Zip / Postal code     3511 AZ\nCity                  Utrecht\nCountry               Netherlands');
    assert.equal(values.Postcode, '3511 AZ');
  });

  test('"addr_line1" is an address line, not the form\'s line 1, and the pieces make one address', () => {
    assert.equal(lineReferenceOf('addr line1'), undefined);
    assert.equal(lineReferenceOf('line 1'), lineReferenceOf('L1'));
    const address = parseData('addr_line1: 1375 E 9th St\naddr_line2: Suite 2100\ncity: Cleveland\nstate: OH\nzip: 44114').facts.find((f) => f.address);
    assert.equal(address?.value, '1375 E 9th St, Suite 2100, Cleveland, OH 44114');
  });

  test('"Date it 9 April 2025" fills the request date over a record\'s "Created" date', async () => {
    const fields = [fieldAt('Reqest Date', 'text', { x: 40, y: 100 })];
    const values = await mappedValues(fields, [described('Reqest Date', 'Request Date:')], 'Please date it 9 April 2025.\n\nCreated: Nov 18, 2022, 10:40:51 AM');
    assert.equal(values['Reqest Date'], '9 April 2025');
  });

  test('"untick" and "uncheck" deny', () => {
    assert.ok(isNegated("So I'll uncheck French") && isNegated('untick that') && !isNegated('tick French'));
  });

  test("a Dutch record's words name what the English ones do; a Dutch courtesy title is a woman's", () => {
    assert.deepEqual(tokenize('lengte'), tokenize('height'));
    assert.deepEqual(tokenize('rijbewijs'), tokenize('Driving License'));
    assert.deepEqual(tokenize('Mevr.'), tokenize('woman'));
  });
});

describe("another form's printout, block by block", () => {
  const sf50 = [
    '1. Name (Last, First, Middle)           NAKAMURA-REYES, DEVIN K',
    '15. TO: Position Title and Number       MANAGEMENT AND PROGRAM ANALYST   PD 4410-22',
    '16. Pay Plan GS   17. Occ. Code 0343   18. Grade or Level 13',
    '45. Remarks: Career-conditional appointment.',
  ];

  test('each block is a keyed line without its number; a label of two things over two columns gives each', () => {
    assert.deepEqual(linesWithFormExcerptRead(sf50), [
      'Name (Last, First, Middle): NAKAMURA-REYES, DEVIN K',
      'Position Title: MANAGEMENT AND PROGRAM ANALYST',
      'Position Number: PD 4410-22',
      'Pay Plan: GS',
      'Occ Code: 0343',
      'Grade or Level: 13',
      'Remarks: Career-conditional appointment.',
    ]);
  });

  test('a numbered list of steps, and a row of labels over a row of values, stay as written', () => {
    const steps = ['1. Call the office first', '2. Then send the form', '3. Wait'];
    assert.deepEqual(linesWithFormExcerptRead(steps), steps);
    const rows = [...sf50.slice(0, 3), '2. Social Security Number   3. Date of Birth', '   123-45-6789               01/02/1980'];
    assert.equal(linesWithFormExcerptRead(rows).at(-2), '2. Social Security Number   3. Date of Birth');
  });

  test("an occupation's code is a position's series", () => {
    assert.deepEqual(tokenize('Occ Code'), tokenize('Series'));
  });
});

describe('sections under headings set off by rules', () => {
  test("a section's heading is read with the addresses, names and phones under it, and is no value itself", () => {
    const facts = parseData('=== vendor catalog page (printed 3/3/2025) ===\nClassroom: 1200 Main St, Suite 1600, Kansas City, MO 64105\nFormat: In-person').facts;
    const address = facts.find((f) => f.address);
    assert.equal(address?.section, 'vendor catalog page');
    assert.ok(factTokens(address!, []).some((t) => t.token === tokenize('vendor')[0] && t.optional));
    const format = facts.find((f) => f.key === 'Format')!;
    assert.ok(!factTokens(format, []).some((t) => t.token === tokenize('vendor')[0]));
    assert.ok(!facts.some((f) => f.value.includes('3/3/2025')));
  });
});

describe("an application's log in logfmt", () => {
  const log = [
    'from last night:',
    '2025-03-07T19:02:11.219Z DEBUG sheetbot  parse field=name value="Brannoc Ashgrove"',
    '2025-03-07T19:02:11.220Z DEBUG sheetbot  parse field=race value="mountain dwarf" class="fighter" level=4',
    '2025-03-07T19:02:11.222Z DEBUG sheetbot  parse field=weight value="150 lb" field=eyes value="amber"',
    '2025-03-07T19:14:52.871Z INFO  dicebot   user=@mirela roll=1d20+5 result=[17]+5=22 label="initiative"',
    '2025-03-07T19:21:40.005Z INFO  sheetbot  cmd=/sheet set field=weight value="160 lb" old="150 lb" user=@mirela',
    '2025-03-07T19:40:27.644Z ERROR sheetbot  cmd=/sheet set field=symbol value="x.png" error="upload not supported"',
  ];

  test("each field's last value is a keyed line, with the record's other attributes; other lines and errors go", () => {
    assert.deepEqual(linesWithLogFieldsRead(log), ['from last night:', '', 'name: Brannoc Ashgrove', 'race: mountain dwarf', 'class: fighter', 'level: 4', 'eyes: amber', 'weight: 160 lb']);
  });

  test('a text with fewer field lines stays as written', () => {
    assert.deepEqual(linesWithLogFieldsRead(log.slice(0, 3)), log.slice(0, 3));
  });
});

describe('looks and names in a story', () => {
  test('"her black hair", "caught her amber eyes and the ash-grey skin": a look after whose it is', () => {
    const facts = parseData('Rain had plastered her black hair flat. The lantern caught her amber eyes and the ash-grey skin of her forearms.').facts;
    assert.deepEqual(['hair', 'eyes', 'skin'].map((k) => facts.find((f) => f.key === k)?.value), ['black', 'amber', 'ash-grey']);
  });

  test('"Teen And Up Audiences", "No Archive Warnings Apply" are no person\'s names', () => {
    assert.equal(parsePersonName('Teen And Up Audiences'), undefined);
    assert.equal(parsePersonName('No Archive Warnings Apply'), undefined);
    assert.equal(parsePersonName('Brakka Ashgrin')?.last, 'Ashgrin');
  });
});

describe("a name's field", () => {
  test('"Buyer ID: IL DL B653-8807-2194" is no name for the buyer\'s name', async () => {
    const fields = [fieldAt('Buyers Name', 'text', { x: 40, y: 100, width: 200 })];
    const values = await mappedValues(fields, [described('Buyers Name', "Buyer's Name")], 'Buyer ID: IL DL B653-8807-2194, FOID verified.');
    assert.equal(values['Buyers Name'], undefined);
  });
});

describe("a journal's entries", () => {
  test("keys indented under a heading that names a role take the role's word", () => {
    const lines = ['SIGNER 1 - Buyer', '  Name       : Samuel Okonkwo', '  Address    : 1719 W Farwell Ave, Chicago, IL 60626', 'SIGNER 2 - Seller', '  Name       : Gretchen Albrecht', '  ID         : A416'];
    assert.deepEqual(linesWithRoleBlocksKeyed(lines), ['SIGNER 1 - Buyer', '  Buyer Name: Samuel Okonkwo', '  Buyer Address: 1719 W Farwell Ave, Chicago, IL 60626', 'SIGNER 2 - Seller', '  Seller Name: Gretchen Albrecht', '  Seller ID: A416']);
    const notes = ['My notes', '  Name : Ann', '  City : Oslo'];
    assert.deepEqual(linesWithRoleBlocksKeyed(notes), notes);
  });

  test('labels in square brackets key the values beside them, under them, and under two of them side by side', () => {
    const page = [
      '[ENTRY NO.] 2025-0417        [DATE / TIME] Oct 3, 2025  2:40 p.m.',
      "[SIGNER'S PRINTED NAME]                 [SIGNER'S ADDRESS]",
      ' Raymond J. Kowalczyk                    2260 Gulf Shore Blvd N, Naples, FL 34102',
      '[WITNESSES - NAME / ADDRESS]',
      ' 1) Luis A. Ferreira, 4101 Gulf Shore Blvd N, Naples',
      ' 2) Janet K. Oduya, 880 Park Shore Dr, Naples',
      '[SIGNATURE] [captured]',
    ];
    assert.deepEqual(linesWithBracketLabelsRead(page), [
      'ENTRY NO.: 2025-0417',
      'DATE / TIME: Oct 3, 2025 2:40 p.m.',
      "SIGNER'S PRINTED NAME: Raymond J. Kowalczyk",
      "SIGNER'S ADDRESS: 2260 Gulf Shore Blvd N, Naples, FL 34102",
      'WITNESSES - NAME / ADDRESS 1: Luis A. Ferreira, 4101 Gulf Shore Blvd N, Naples',
      'WITNESSES - NAME / ADDRESS 2: Janet K. Oduya, 880 Park Shore Dr, Naples',
      'SIGNATURE: [captured]',
    ]);
    assert.deepEqual(linesWithBracketLabelsRead(['[laughs] ok', '[Note] x']), ['[laughs] ok', '[Note] x']);
  });

  test('the end of a code in groups is no phone number', () => {
    assert.deepEqual(findTypedValues('PIN 14-20-412-031-1002, call 312-555-0148').filter((t) => t.kind === 'phone').map((t) => t.text), ['312-555-0148']);
  });
});

describe('an export of a plan, keyed line by line', () => {
  test('"Linda Ferraro-Hughes, Supervisory Program Analyst" is a name and a job title, not "Last, First"', () => {
    assert.equal(parsePersonName('Linda Ferraro-Hughes, Supervisory Program Analyst'), undefined);
    assert.equal(parsePersonName('Thompson, Rachel A.')?.first, 'Rachel');
  });

  test("a supervisor's name and title fills the box that asks for them", async () => {
    const fields = [fieldAt('1a', 'text', { x: 40, y: 100, width: 300 })];
    const values = await mappedValues(fields, [described('1a', '1a. Immediate Supervisor/First-line Supervisor Name and Title')], 'Supervisor of record: Linda Ferraro-Hughes, Supervisory Program Analyst');
    assert.equal(values['1a'], 'Linda Ferraro-Hughes, Supervisory Program Analyst');
  });

  test('"Hours: 35 duty / 0 non-duty" gives the duty and the non-duty hours', () => {
    const facts = parseData('Hours:          35 duty / 0 non-duty').facts;
    assert.equal(facts.find((f) => f.key === 'duty Hours')?.value, '35');
    assert.equal(facts.find((f) => f.key === 'non-duty Hours')?.value, '0');
  });
});

describe('show notes', () => {
  test('labels after a middle dot on one line are pairs of their own; a remark in brackets with a small number is no part of a value', () => {
    const facts = parseData(' · Age: 34 (he "looks 40, feels 60")\n · Eyes: amber · Hair: red, going grey · Skin: weathered tan\n · Faction: Order of the Gauntlet (joined at the end of ep. 44)').facts;
    assert.deepEqual(['Age', 'Eyes', 'Hair', 'Skin', 'Faction'].map((k) => facts.find((f) => f.key === k)?.value), ['34', 'amber', 'red, going grey', 'weathered tan', 'Order of the Gauntlet']);
  });

  test('"Meet Corwin Ashgrove, …" introduces a name', () => {
    assert.equal(parseData('Meet Corwin Ashgrove, "Cinders" to his friends, human fighter.').facts.find((f) => f.key === 'name')?.value, 'Corwin Ashgrove');
  });
});

describe("a state registry's business page", () => {
  test('a column\'s gap ends a value after its label, and after a label without a colon starts none', () => {
    assert.equal(valueAfter('Business Name:          HARBORLINE LLC    UBI 604', 13), 'HARBORLINE LLC');
    const header = 'Title       Governors Type   Entity Name   First Name   Last Name';
    assert.equal(valueAfter(header, header.indexOf('Entity Name') + 'Entity Name'.length), undefined);
  });

  test("a jurisdiction is no person's name; 'Nature of Business' names a kind, not the business", async () => {
    assert.equal(parsePersonName('UNITED STATES, WASHINGTON'), undefined);
    const fields = [fieldAt('f1_1', 'text', { x: 40, y: 100, width: 300 }), fieldAt('f1_2', 'text', { x: 40, y: 130, width: 300 })];
    const descriptions = [described('f1_1', '1 Name (as shown on your income tax return). Name is required on this line; do not leave this line blank.'), described('f1_2', '2 Business name/disregarded entity name, if different from above')];
    const text = 'We do business as Harborline Boatworks, that is on the trucks.\n\nBusiness Name:                    HARBORLINE MARINE SERVICES LLC\nJurisdiction:                     UNITED STATES, WASHINGTON\nNature of Business:               SERVICES, OTHER';
    const values = await mappedValues(fields, descriptions, text);
    assert.equal(values.f1_1, 'HARBORLINE MARINE SERVICES LLC');
    assert.equal(values.f1_2, 'Harborline Boatworks');
    const kindOnly = await mappedValues(fields, descriptions, 'Nature of Business: SERVICES, OTHER');
    assert.equal(kindOnly.f1_2, undefined);
  });
});

describe('a handwritten note typed up', () => {
  test('what was crossed out and the copyist\'s notes in brackets go', () => {
    assert.equal(withoutStruckTextAndNotes('PRICE:  [crossed out: $600]  $575 - CASH'), 'PRICE:    $575 - CASH');
    assert.equal(withoutStruckTextAndNotes('SN  D214073V  [double-checked on the receiver]'), 'SN  D214073V');
    assert.equal(withoutStruckTextAndNotes('Gerald Nowicki [that\'s Gerry], price ~~$600~~ $575'), "Gerald Nowicki [that's Gerry], price  $575");
  });

  test('in a note indented as a whole, the details indented further join their key', () => {
    const lines = ['  SOLD TO:  Marcus D. Whitfield', '            1907 N. Knoxville Ave, Peoria IL 61603', '  GUN:  Remington 870'];
    assert.deepEqual(linesWithIndentedDetailsJoined(lines), ['  SOLD TO:  Marcus D. Whitfield, 1907 N. Knoxville Ave, Peoria IL 61603', '  GUN:  Remington 870']);
  });

  test('"SN" before a code is a serial number', () => {
    assert.equal(expandAbbreviations('SN  D214073V'), 'serial number  D214073V');
    assert.equal(expandAbbreviations('SNAP benefits'), 'SNAP benefits');
  });
});
