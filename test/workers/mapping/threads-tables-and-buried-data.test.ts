/**
 * Requests read once they were no longer held out (issue 4, fresh v41 and probe batches 41-44): threads whose values
 * come from several messages, tables pasted in odd layouts, and form data buried in long documents.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Fact } from '../../../workers/mapping/parse-data.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { chatContentLines } from '../../../workers/mapping/parse-chat.js';
import { linesWithTablesRead } from '../../../workers/mapping/parse-table.js';
import { linesWithStackedRecordKeyed } from '../../../workers/mapping/parse-stacked-table.js';
import { linesWithTwoColumnsKeyed } from '../../../workers/mapping/parse-two-columns.js';
import { linesWithYamlRead } from '../../../workers/mapping/parse-yaml.js';
import { linesWithDefinedParties } from '../../../workers/mapping/parse-defined-terms.js';
import { keysPairedWithParts, linesWithPerPersonListsSplit } from '../../../workers/mapping/parse-slash-lists.js';
import { linesWithValuesNamedInBrackets } from '../../../workers/mapping/parse-value-first.js';
import { withOtherNumberedParagraphsDropped } from '../../../workers/mapping/list-items-chosen.js';
import { withLetteredLinesKeyed } from '../../../workers/mapping/line-number-labels.js';
import { withLowercaseLinesAddressesCased } from '../../../workers/mapping/lowercase-text.js';
import { findEuropeanAddress, findUsAddresses } from '../../../workers/mapping/parse-compound.js';
import { isNegated } from '../../../workers/mapping/normalize-text.js';
import { linesWithAddressesUnderLabels } from '../../../workers/mapping/parse-record.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

const factsOf = (text: string) => parseData(text).facts;
const valuesOf = (facts: Fact[], key: string) => facts.filter((f) => f.key === key).map((f) => f.value);

describe('threads of messages', () => {
  test("a help desk's chat with the time after each name is read as a chat: a clerk's read-back the main speaker agrees to is said by both, and a payroll clerk's own part is the employer's", () => {
    const lines = [
      '[Staff Help Chat - Payroll]',
      'Rosalind F. 6:12 AM: hi, is this where I send the W-4 stuff?',
      "Deb (Payroll) 7:41 AM: Morning! Yep, send it here and I'll key it in for you.",
      'Rosalind F. 7:44 AM: ok. Rosalind M. Featherstone, 88 Quarry Ridge Ln, Barre VT 05641. social is 041-62-8873',
      'Deb (Payroll) 7:53 AM: Got it, so $4,000 for the kids, $500 for your mom, $4,500 total in step 3.',
      'Rosalind F. 7:53 AM: yes thats what I had',
      'Rosalind F. 7:55 AM: also we get interest off a CD, around $1,200 a year, the form says put other income in 4a?',
      'Deb (Payroll) 7:56 AM: Yes 4(a), $1,200.',
      "Deb (Payroll) 8:01 AM: I'll fill in our part at the bottom: Barre Unified Union School District, 120 Ayers St, Barre, VT 05641, EIN 03-0412276. Printout will be in your box by noon.",
      "Rosalind F. 8:02 AM: you're a lifesaver thank you!!",
    ];
    const read = chatContentLines(lines)!;
    assert.ok(read.includes('$4,000 for the kids, $500 for your mom, $4,500 total in step 3.'));
    assert.ok(read.includes('4(a): $1,200.'));
    assert.ok(read.includes('employer: Barre Unified Union School District, 120 Ayers St, Barre, VT 05641, EIN 03-0412276'));
    // (The stamps are no values.)
    assert.ok(!read.some((line) => /7:41/.test(line)));
  });

  test('amounts for different things and their total: each amount keeps its own words, the total is keyed as one', () => {
    const facts = factsOf('So Step 3 should be $4,000 for the kids and $500 for her, $4,500 in total.');
    assert.deepEqual(valuesOf(facts, 'total amount of Step 3 should be kids'), ['$4,500']);
    assert.ok(!facts.some((f) => f.key === 'Step 3 should be kids'));
  });

  test('a total the text states beside the amounts goes on the total line, also where one amount was not read', async () => {
    const step3 = [
      [fieldAt('f1_06', 'text', { x: 411, y: 450 }), 'Multiply the number of qualifying children under age 17 by $2,000', 'Step 3'],
      [fieldAt('f1_07', 'text', { x: 411, y: 468 }), 'Multiply the number of other dependents by $500', 'Step 3'],
      [fieldAt('f1_09', 'text', { x: 512, y: 498 }), 'this the amount of any other credits. Enter the total here', 'Add the amounts above for qualifying children and other dependents. Enter the total here'],
    ] as const;
    const values = await mappedValues(
      step3.map(([f]) => f),
      step3.map(([f, label, context]) => described(f.name, label, context)),
      'We have two kids, both under 17. So Step 3 should be $4,000 for the kids and $500 for her, $4,500 in total.',
    );
    assert.equal(values.f1_06, '4,000');
    assert.equal(values.f1_09, '4,500');
  });

  test('a sender who takes back an earlier message ("please disregard yesterday\'s") keeps only the address where they say it stays', () => {
    const lines = [
      'Pasting the back-and-forth. -Nadia, AP',
      '',
      'Mon 4/21 - Nadia (Lakeshore AP):',
      'Hi Gabriela, can you send the business name, tax classification, address and TIN?',
      '',
      'Mon 4/21 - Gabriela Castillo:',
      "It's just Hector, sole proprietor. Use his SSN 618-40-2279. Mailing address 2290 S Kedzie Ave, Chicago IL 60623.",
      '',
      'Tue 4/22 - Gabriela Castillo:',
      "Nadia please disregard yesterday's. We elected S corp. The EIN is 36-4418205. Address is the same.",
      '',
      'Wed 4/23 - Nadia:',
      'Our side: requester block is Lakeshore Property Group, 850 N LaSalle Dr, Chicago, IL 60610, and I\'ll list their vendor number V-20417 as the account number.',
    ];
    const read = chatContentLines(lines)!.join('\n');
    assert.ok(!/618-40-2279|sole proprietor/.test(read));
    assert.ok(read.includes('Mailing address 2290 S Kedzie Ave, Chicago IL 60623.'));
    assert.ok(read.includes('requester: Lakeshore Property Group, 850 N LaSalle Dr, Chicago, IL 60610'));
  });

  test("a help desk ticket's history is read as messages, its stamps and status lines no values", () => {
    const facts = factsOf(
      [
        'Ticket #48213 - AR-11 change of address',
        '',
        '-- Jun 2, 2025 09:14 · Samira Haddad (customer)',
        'Hello, can you make the AR-11 form for me? My name Samira Leila Haddad, A-number A214-583-907.',
        '-- Jun 2, 2025 10:05 · Luis Ortega (agent)',
        'Hi Samira, please reply with your new and old address.',
        '-- Jun 3, 2025 19:40 · Samira Haddad (customer)',
        'New house: 3905 Brookfield Ave, Dearborn MI 48128. Old one was 7718 Greenfield Rd apartment 4C, Dearborn MI 48126 also.',
      ].join('\n'),
    );
    assert.ok(!facts.some((f) => f.value === '09' || f.value === '14'));
    assert.ok(facts.some((f) => f.value === '7718 Greenfield Rd apartment 4C, Dearborn MI 48126'));
  });

  test('the newest message, on top of the ones it quotes, mends a value they gave ("It\'s 45432, not 45423")', () => {
    const facts = factsOf(
      [
        'From: Deshawn Whitfield',
        'Subject: RE: W-4',
        '',
        "Tammy sorry, I fat-fingered the zip. It's 45432, not 45423.",
        '',
        'On Tue, Mar 4, 2025 at 8:47 PM Deshawn Whitfield wrote:',
        '> We just moved, new place is 4471 Shroyer Rd Apt 2, Kettering OH 45423.',
      ].join('\n'),
    );
    assert.ok(facts.some((f) => f.value === '4471 Shroyer Rd Apt 2, Kettering OH 45432'));
    assert.ok(!facts.some((f) => f.value.includes('45423') && f.value.includes('Shroyer')));
  });

  test('a question after a colon is no value; what a block of the form "will say" is', () => {
    const facts = factsOf('Couple more: does your wife work?\n\nFor the record the employer block will say Brightline HVAC Services LLC, 901 Industrial Pkwy, Dayton, OH 45414, EIN 31-1849372.');
    assert.deepEqual(valuesOf(facts, 'Couple more'), []);
    assert.deepEqual(valuesOf(facts, 'employer block'), ['Brightline HVAC Services LLC, 901 Industrial Pkwy, Dayton, OH 45414']);
  });

  test('"i need your full name + social" asks for both; an answer of a name and a number set apart by spaces gives both', () => {
    const read = chatContentLines([
      '[2/19/11 7:02 PM] Kati: ok uncle ray i need your full name + social again',
      '[2/19/11 7:05 PM] Ray Szabo: Raymond J Szabo  512 66 0394',
      '[2/19/11 7:06 PM] Ray Szabo: cell 970 555 0191',
      '[2/19/11 7:07 PM] Kati: thanks',
    ])!;
    assert.ok(read.includes('full name: Raymond J Szabo'));
    assert.ok(read.includes('social: 512 66 0394'));
  });
});

describe('tables in odd layouts', () => {
  test("a terminal's box table of fields and values is read row by row, a wrapped cell joined to its row", () => {
    const read = linesWithTablesRead([
      '$ ./pcs show vessa',
      '+-----------+---------------------------+',
      '| field     | value                     |',
      '+-----------+---------------------------+',
      '| name      | Vessa Thornwhistle        |',
      '| allies    | Brother Aldous (Oghma);   |',
      '|           | Mirela Dusk (fence)       |',
      '| ht / wt   | 5\'2" / 118 lb             |',
      '+-----------+---------------------------+',
    ]);
    // (The borders above and under the rows are no values; they stay as lines of their own.)
    assert.deepEqual(read.slice(2, -1), [
      { key: 'name', value: 'Vessa Thornwhistle' },
      { key: 'allies', value: 'Brother Aldous (Oghma); Mirela Dusk (fence)' },
      { key: 'ht', value: '5\'2"' },
      { key: 'wt', value: '118 lb' },
    ]);
  });

  test('a key of two parts between slashes names each of a value of as many', () => {
    assert.deepEqual(keysPairedWithParts('ht / wt', '5\'2" / 118 lb'), [
      { key: 'ht', value: '5\'2"' },
      { key: 'wt', value: '118 lb' },
    ]);
    assert.equal(keysPairedWithParts('ht / wt', '5\'2"'), undefined);
    // (The keyed line stays too: "Type/Model" may be one box of the form.)
    assert.deepEqual(valuesOf(factsOf('Type/Model: Revolver / Model 686 Plus'), 'Type/Model'), ['Revolver / Model 686 Plus']);
  });

  test("a spreadsheet copied with its row numbers and column letters is read as labels and values", () => {
    assert.deepEqual(linesWithTwoColumnsKeyed(['\tA\tB', '1\tSale dt\t4/26/2025', '2\tByr\tLandon P. Sweeney', '3\tSlr\tCurtis Oyelaran', '4\tMfr\tSmith & Wesson']), [
      '',
      'Sale dt: 4/26/2025',
      'Byr: Landon P. Sweeney',
      'Slr: Curtis Oyelaran',
      'Mfr: Smith & Wesson',
    ]);
  });

  test("a web table's row copied one cell per line, headings first, is read heading by value; the row's links go", () => {
    const cells = ['Member #', 'First name', 'Last name', 'Street + no.', 'Postcode', 'City', 'M/F', 'Actions', 'M-0388', 'Annelies', 'Verhaegen', 'Kortrijksesteenweg 214', '9000', 'Gent', 'F', 'Edit', 'Delete'];
    const read = linesWithStackedRecordKeyed(['Header first, then her values:', '', ...cells, '', 'Thanks!']);
    assert.ok(read.includes('First name: Annelies'));
    assert.ok(read.includes('Postcode: 9000'));
    assert.ok(!read.some((line) => /Edit|Delete|Actions/.test(line)));
    // ("M/F: F" is the person's sex.)
    assert.ok(factsOf('Please update Annelies.\nM/F: F').some((f) => f.key === 'sex' && f.value === 'Female'));
  });

  test("an export nested under one key at the top reads its keys from the next level, and a name's parts as names", () => {
    const read = linesWithYamlRead(['request:', '  id: TR-1', '  applicant:', '    name:', '      last: Nakamura-Bell', '      first: Corinne', '  supervisor:', '    name: Marcus Ellery', '  course:', '    title: Applied Hydrology']);
    assert.deepEqual(read, ['id: TR-1', 'applicant last name: Nakamura-Bell', 'applicant first name: Corinne', 'supervisor name: Marcus Ellery', 'course title: Applied Hydrology']);
    // (A role heading nested in an export heads only the lines indented under it.)
    assert.deepEqual(linesWithDefinedParties(['  supervisor:', '    name: Marcus Ellery', '  course:', '    title: Applied Hydrology']), ['    Supervisor name: Marcus Ellery', '  course:', '    title: Applied Hydrology']);
  });

  test("a roster's rows are keyed by each one's role; blank and ditto cells carry down what is above", () => {
    const read = linesWithTablesRead([
      '| Role | Name | City |',
      '|------|------|------|',
      '| Principal (seller) | Rosalind M. Achterberg | Scottsdale |',
      '| Attorney-in-fact | Desmond J. Achterberg (son) | Oak Park |',
      '| Witness | Priya Ramanathan | Naperville |',
      '| 〃 | Tomás Ugalde | 〃 |',
    ]);
    assert.deepEqual(read, [
      { key: 'Principal (seller) Name', value: 'Rosalind M. Achterberg' },
      { key: 'Principal (seller) City', value: 'Scottsdale' },
      { key: 'Attorney-in-fact Name', value: 'Desmond J. Achterberg' },
      { key: 'Attorney-in-fact City', value: 'Oak Park' },
      { key: 'Witness Name', value: 'Priya Ramanathan' },
      { key: 'Witness City', value: 'Naperville' },
      { key: 'Witness Name', value: 'Tomás Ugalde' },
      { key: 'Witness City', value: 'Naperville' },
    ]);
  });

  test('a table of two columns headed by what its rows are about is read with that heading; one the line over it keeps off the form is not read', () => {
    assert.deepEqual(linesWithTablesRead(['| Property | |', '|---|---|', '| Commonly known as | 1046 S Cuyler Ave, Oak Park, IL 60304 |', '| PIN | 16-17-322-014-0000 |']), [
      { key: 'Property Commonly known as', value: '1046 S Cuyler Ave, Oak Park, IL 60304' },
      { key: 'Property PIN', value: '16-17-322-014-0000' },
    ]);
    const read = linesWithTablesRead(["And the mule (NOT on Brannoc's sheet obviously):", '', '| Mule | |', '|---|---|', '| Name | Tinder |', '| Eyes | Brown |']);
    assert.ok(!read.some((line) => typeof line !== 'string' || /Tinder/.test(line)));
  });

  test("old and new values side by side in columns of spaces: the new under its label, the old under \"old\", \"(same)\" the old one's", () => {
    const read = linesWithTablesRead([
      '                 OLD (until Oct 31, 1994)              NEW (from Nov 1)',
      'Street           4410 Maple Grove Dr             1287 Linden St',
      'State            IA                              (same)',
      'ZIP              50014                           50316',
    ]);
    assert.deepEqual(read, [
      { key: 'old Street', value: '4410 Maple Grove Dr' },
      { key: 'Street', value: '1287 Linden St' },
      { key: 'old State', value: 'IA' },
      { key: 'State', value: 'IA' },
      { key: 'old ZIP', value: '50014' },
      { key: 'ZIP', value: '50316' },
    ]);
  });
});

describe('data buried in long documents', () => {
  test('the writer naming one item of numbered minutes keeps that item alone', () => {
    const text = ['Carol, item 6 in last night\'s minutes is the rifle sale.', '', '5. Raffle. A Ruger, SN 690-41287.', '', '6. Member-to-member sale. A Remington, serial number E6643185.', '', '7. Old business. Gate code.'].join('\n');
    const kept = withOtherNumberedParagraphsDropped(text);
    assert.ok(kept.includes('E6643185'));
    assert.ok(!kept.includes('690-41287') && !kept.includes('Gate code'));
    // (Without a named item, or with fewer numbered paragraphs, the text stays as it is.)
    assert.equal(withOtherNumberedParagraphsDropped(text.replace('item 6', 'the sale')), text.replace('item 6', 'the sale'));
  });

  test("a seller named with an address before the deed, and a buyer after \"to member\", are the sale's parties", () => {
    const facts = factsOf('Member Dale Hadley, 1807 Garfield Ave, Belvidere, IL 61008, is selling his Remington Model 700 BDL rifle, caliber .30-06 Springfield, serial number E6643185, to member Tomasz Brzezinski, 410 Whitney Blvd, Apt 2, Rockford, IL 61107.');
    assert.deepEqual(valuesOf(facts, 'seller name'), ['Dale Hadley']);
    assert.deepEqual(valuesOf(facts, 'buyer name'), ['Tomasz Brzezinski']);
    assert.ok(facts.some((f) => f.party === 'seller' && f.value.includes('1807 Garfield Ave')));
  });

  test("one item per person after a key naming a plural thing is each person's", () => {
    assert.deepEqual(linesWithPerPersonListsSplit(["Both showed FOID cards. Secretary recorded driver's licenses: Hadley, Illinois H340-5521-8817; Brzezinski, Illinois B625-1190-4432. The bill of sale will be dated Friday."]), [
      'Both showed FOID cards.',
      "Hadley's driver's license: Illinois H340-5521-8817",
      "Brzezinski's driver's license: Illinois B625-1190-4432",
      'The bill of sale will be dated Friday.',
    ]);
  });

  test('an address after a sentence\'s colon is read in the sentence, and where someone lives is surer than where an event is', () => {
    const facts = factsOf('Start and finish at the clubhouse, Maastrichterlaan 96, 6291 EN Vaals.\n\n- Jana Horakova has left Leuven after four years and now lives in Maastricht: Tongersestraat 57, 3rd floor, 6211 LM Maastricht, Netherlands.');
    const lived = facts.find((f) => f.value.startsWith('Tongersestraat 57'));
    const event = facts.find((f) => f.value.startsWith('Maastrichterlaan 96'));
    assert.ok(lived && event && lived.strength > event.strength);
    assert.equal(findEuropeanAddress('… and now lives in Maastricht: Tongersestraat 57, 6211 LM Maastricht, Netherlands.')?.text, 'Tongersestraat 57, 6211 LM Maastricht, Netherlands');
    // (Words of a sentence after a number typed in lower case are no town: "4212 for the year".)
    assert.equal(findEuropeanAddress('yea blue cross 351 a month, 4212 for the year'), undefined);
  });

  test('a request put as a polite question asks for what it says', () => {
    assert.ok(parseData('Could you do an update request for Jana in the membership form?').clauses.some((c) => /update request/.test(c.text) && !c.negated));
    assert.ok(!parseData('Do you know if I need an update request?').clauses.some((c) => /update request/.test(c.text)));
  });
});

describe('values said in passing', () => {
  test('a name block with a middle initial under a paragraph ending in a colon is the name and address', () => {
    const facts = factsOf("Hi Carol,\n\nI went through it at the kitchen table last night with Hannah. Here's what we came up with:\n\nNathaniel R. Pruitt\n604 Linden St\nHutchinson, KS 67501\nSSN 512-48-9037\n");
    assert.ok(facts.some((f) => f.value === 'Nathaniel R. Pruitt'));
    // (Keyed lines under such a label are read as keyed, not joined as an address.)
    assert.deepEqual(linesWithAddressesUnderLabels(["He filled it out on paper, so I'm typing his answers for you:", 'Name: Luis A. Ferreira', 'SSN: 618-27-4093', 'Address: 5127 N Kedzie Ave, Chicago, IL 60625']).length, 4);
  });

  test('a worksheet line whose entry is said as a sum ("H - adds up to 10") is that line', () => {
    assert.equal(withLetteredLinesKeyed('A - 1 for me\nB - 1\nH - adds up to 10'), 'line A: 1 (for me)\nline B: 1\nline H: 10');
  });

  test('a value opening its line with which name it is in brackets is keyed by the bracket', () => {
    assert.deepEqual(linesWithValuesNamedInBrackets(['Okafor Brothers Landscaping LLC (name on our tax return), dba Greenline Lawn & Landscape']), ['name on our tax return: Okafor Brothers Landscaping LLC', 'dba Greenline Lawn & Landscape']);
    // (Not another name given in the bracket.)
    assert.deepEqual(linesWithValuesNamedInBrackets(['WIFE      Ruth Ellen HADLEY  (married name NOVAK)']), ['WIFE      Ruth Ellen HADLEY  (married name NOVAK)']);
  });

  test('numbers named by their kind and whose they are, and a name as it has to be written', () => {
    assert.deepEqual(valuesOf(factsOf('our vendor # with you is V-20318 if you want it in the account number spot'), 'vendor number'), ['V-20318']);
    assert.deepEqual(valuesOf(factsOf('the RD account is 0001.'), 'account number'), []);
    assert.deepEqual(valuesOf(factsOf('So the name has to be Castillo Plumbing & Drain, Inc. and the EIN is 36-4418205.'), 'name'), ['Castillo Plumbing & Drain, Inc.']);
    assert.deepEqual(valuesOf(factsOf('please take out an extra $40 every paycheck please.'), 'extra withholding additional tax withheld each pay period'), ['$40']);
    assert.deepEqual(valuesOf(factsOf('Put $1,200 in 4(a) and $20 in 4(c).'), '4(a)'), ['$1,200']);
  });

  test("an old record's wrong value is no choice; a height after \"she's\" is hers; a remark after a dash is no part of the value", () => {
    assert.ok(isNegated('somehow I was down as "Man" under gender'));
    assert.deepEqual(valuesOf(factsOf('She\'s 5\'4" and about 140 lbs.'), 'height'), ['5\'4"']);
    assert.deepEqual(valuesOf(factsOf("She belongs to the Hearthkeepers - that's the little order of village healers we talked about."), 'faction organization name membership'), ['The Hearthkeepers']);
  });

  test('addresses written as chats type them: a unit without its comma, a town and state in lower case; an address after a word and a colon', () => {
    assert.equal(findUsAddresses('Old one was 7718 Greenfield Rd apartment 4C, Dearborn MI 48126 also.')[0]?.text, '7718 Greenfield Rd apartment 4C, Dearborn MI 48126');
    assert.equal(withLowercaseLinesAddressesCased('yep 2208 Orchard Hill Rd grand junction co 81504'), 'yep 2208 Orchard Hill Rd, Grand Junction, CO 81504');
    assert.deepEqual(valuesOf(factsOf('For mail please use my PO box, the mailbox at the new house is broken: PO Box 1183, Dearborn MI 48121'), 'mailing address home address'), ['PO Box 1183, Dearborn MI 48121']);
  });
});
