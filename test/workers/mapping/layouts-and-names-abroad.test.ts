/**
 * Requests read once they were no longer held out (issue 4, fresh v43 and probe batches 49-52): worksheets told line
 * by line, texts that name several people, layouts pasted from other software (a portal page, two columns copied in
 * turn, an HTML message turned to text, a Discord channel, Markdown notes, a system's column names) and names,
 * addresses, dates and numbers as people abroad write them.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Fact } from '../../../workers/mapping/parse-data.js';
import { parseData, writerRoleOf } from '../../../workers/mapping/parse-data.js';
import { withLinesUnderHeadingsNamed } from '../../../workers/mapping/line-number-labels.js';
import { linesWithSignatureRead } from '../../../workers/mapping/parse-signature.js';
import { linesWithEnvelopeAddressesJoined, linesWithLabelsAbove } from '../../../workers/mapping/parse-record.js';
import { withInterleavedColumnsApart } from '../../../workers/mapping/interleaved-columns.js';
import { withTextOfHtmlMessage } from '../../../workers/mapping/mail-encoding.js';
import { withEuropeanNumbersWritten } from '../../../workers/mapping/number-conventions.js';
import { chatContentLines, chatMessages, questionKeys } from '../../../workers/mapping/parse-chat.js';
import { withSpokenNumbers } from '../../../workers/mapping/spoken-numbers.js';
import { epochOf, textParty } from '../../../workers/mapping/parties.js';
import { linesWithMarkdownRead } from '../../../workers/mapping/parse-markdown.js';
import { linesWithLeadersKeyed } from '../../../workers/mapping/parse-leaders.js';
import { findParagraphItems, itemWithHeadKeyed, withCostPerUnitWorkedOut } from '../../../workers/mapping/table-items.js';

const factsOf = (text: string) => parseData(text).facts;
const valuesOf = (facts: Fact[], key: string) => facts.filter((f) => f.key === key).map((f) => f.value);

describe('worksheets and records', () => {
  test("a worksheet named in lower case over its numbered lines keys each line with the worksheet's name", () => {
    const text = ['We itemize, so I did the deductions worksheet on the back too:', '1. itemized deductions, estimate $19,800', '2. $11,400', '', '3. not a worksheet line'].join('\n');
    assert.deepEqual(withLinesUnderHeadingsNamed(text).split('\n'), [
      'We itemize, so I did the deductions worksheet on the back too:',
      'deductions Worksheet line 1: itemized deductions, estimate $19,800',
      'deductions Worksheet line 2: $11,400',
      '',
      '3. not a worksheet line',
    ]);
  });

  test('a name written family name first, then a job title without a comma, is the name and the title apart', () => {
    const facts = factsOf('Me: Okafor, Daniel J. Hydrologist, GS-1315-11 step 3, career appointment.');
    assert.deepEqual(valuesOf(facts, 'Me'), ['Okafor, Daniel J., Hydrologist']);
    // (Words after the initial that name no job are left as written.)
    assert.deepEqual(valuesOf(factsOf('Me: Okafor, Daniel J. Smith, GS-1315-11'), 'Me'), ['Okafor, Daniel J. Smith']);
  });

  test("who runs a course goes on after a department's abbreviation; \"Individual brokerage\" and snake_case columns are labels", () => {
    const facts = factsOf('The course is run by Colorado State University - Dept. of Civil Engineering, 1372 Campus Delivery, Fort Collins, CO 80523. Their contact is Dr. Lena Morrow.');
    assert.deepEqual(valuesOf(facts, 'provider vendor organization'), ['Colorado State University - Dept. of Civil Engineering, 1372 Campus Delivery, Fort Collins, CO 80523']);
    assert.deepEqual(linesWithLeadersKeyed(['legal_nm ............. Cardinal Ridge Mechanical LLC', 'rmt_addr_ln1 ......... 1120 Quarry Rd, Unit 4']), [
      'legal nm: Cardinal Ridge Mechanical LLC',
      'rmt addr ln1: 1120 Quarry Rd, Unit 4',
    ]);
  });
});

describe('lots told a paragraph each', () => {
  test('a paragraph with a share count or a par named before it is a lot; where its row goes, said first, is no part of its name', () => {
    const text = ['Top row - the Johnson & Johnson, ticker JNJ. 200 shares bought 3/14/1996.', '', 'Next row down - the Vanguard Wellington Fund (VWELX). Current share count 312.447, trade date 6/30/2008.', '', 'Then the muni - Ohio Water Development Authority 5% due 12/1/2024, CUSIP 677660QL3. Par 25,000, trade date 9/8/2009.'].join('\n');
    assert.equal(findParagraphItems(text).length, 3);
    assert.match(itemWithHeadKeyed('Top row - the Johnson & Johnson, ticker JNJ. 200 shares bought 3/14/1996.'), /^description: Johnson & Johnson\nsymbol or code: JNJ\n/);
    assert.match(itemWithHeadKeyed('Then the muni - Ohio Water Development Authority 5% due 12/1/2024, CUSIP 677660QL3. Par 25,000'), /^description: Ohio Water Development Authority 5% due 12\/1\/2024\nsymbol or code: 677660QL3\n/);
  });

  test('a cost per share said in words, and a count named before it, are keyed; a bond\'s cost is never divided by its par', () => {
    assert.match(withCostPerUnitWorkedOut('JNJ. 200 shares. Cost per share incl. the commission comes to $41.51, total $8,302.00.'), /^cost per unit: 41\.51\n/);
    assert.match(withCostPerUnitWorkedOut('Vanguard. Current share count 312.447. Average cost $29.14/share.'), /^quantity: 312\.447\n/);
    // (Its price, said per 100 of par, is its cost per unit as said.)
    assert.match(withCostPerUnitWorkedOut('quantity: 25,000\nOhio State GO municipal bond, price 101.25, total $25,312.50 all in'), /^cost per unit: 101\.25\n/);
  });
});

describe('people in the text', () => {
  test('a letter signed with a formal closing in another language is signed by its writer, in an English text only', () => {
    const english = ['Hello,', 'please update my registration. I moved and this is the new address for you.', 'Thank you for the help with the form.', '', 'Mit freundlichen Grüßen', 'Annika von Stetten'];
    assert.equal(linesWithSignatureRead(english).at(-1), 'my name: Annika von Stetten');
    const german = ['Sehr geehrte Frau Schmit,', 'anbei die Zahlen für Ihre Bescheinigung.', '', 'Mit freundlichen Grüßen', 'Claudine Reuter', 'Lohnbuchhaltung'];
    assert.deepEqual(linesWithSignatureRead(german), german);
    // (A friendly "Warmly," is no closing the reader signs for: such notes are as often sent for someone else.)
    assert.deepEqual(linesWithSignatureRead(['Here is his sheet.', '', 'Warmly,', 'Bernadette Lyle']), ['Here is his sheet.', '', 'Warmly,', 'Bernadette Lyle']);
  });

  test("the reader's details in a letter between a sale's two sides are the other side's; the buyer says so by paying", () => {
    const facts = factsOf(
      [
        'Thank you again for letting me see the revolver at the range on Sunday.',
        'My legal name is Juan Pablo Restrepo Ocampo.',
        "Your data as you told me on the phone: Dennis P. O'Rourke, 118 Linden Court, Oak Park, IL 60302.",
        'I pay cash, the full amount when we sign.',
      ].join('\n'),
    );
    assert.equal(facts.find((f) => f.value === "Dennis P. O'Rourke")?.party, 'seller');
    assert.equal(textParty('your data as you told me on the phone'), 'correspondent');
    assert.equal(writerRoleOf(['I pay cash, the full amount when we sign.']), 'buyer');
  });

  test('a role the writer marks as theirs, "employer section (us)", is that role; a principal named by what they do is the principal', () => {
    assert.equal(textParty('employer section (us)'), 'employer');
    assert.deepEqual(valuesOf(factsOf('Dorothy Jean Kaczmarek is the one giving the power.'), 'principal name'), ['Dorothy Jean Kaczmarek']);
  });

  test('"Where you lived right before this" is the previous address; a two-word first name said so has no middle name', () => {
    assert.equal(epochOf('Where you lived right before this'), 'previous');
    assert.equal(epochOf('Where you live now'), undefined);
    const person = factsOf('- Your legal name (last, first): Dimaculangan, Rhea Joy\n"Rhea Joy" is all first name (two words).').find((f) => f.person)?.person;
    assert.equal(person?.first, 'Rhea Joy');
    assert.equal(person?.middle, '');
  });

  test('a name spelt word by word with "space" between is the words; a lower-case remark after it is no part of it', () => {
    assert.deepEqual(valuesOf(factsOf('Last: F-E-R-N-A-N-D-E-Z space O-R-T-E-G-A. two surnames, no hyphen'), 'Last'), ['Fernandez Ortega']);
    // ("both are the last name" names no one.)
    assert.deepEqual(valuesOf(factsOf("two surnames, father's then mother's, both are the last name"), 'last name'), []);
  });
});

describe('layouts pasted from other software', () => {
  test("a profile page copied whole: a heading over a label is no label's value, nor is a label over a yes", () => {
    const page = ['Personal details', 'First name', 'Marisol', 'Last name', 'Quintanilla-Hart', 'Gender', 'Female', 'City', 'Portland', 'Ride preferences', 'Holds a car driving licence (can drive SAG wagon)', 'Yes', 'Languages spoken', 'English, Chinese (Mandarin)', 'Favourite colour (printed on your name badge)', 'Yellow', 'Member since', 'March 2019'];
    assert.deepEqual(linesWithLabelsAbove(page), [
      'Personal details',
      'First name: Marisol',
      'Last name: Quintanilla-Hart',
      'Gender: Female',
      'City: Portland',
      'Ride preferences',
      'Holds a car driving licence (can drive SAG wagon): Yes',
      'Languages spoken: English, Chinese (Mandarin)',
      'Favourite colour (printed on your name badge): Yellow',
      'Member since: March 2019',
    ]);
  });

  test('two columns copied line by line in turn are set apart where the writer says so, and only then', () => {
    const memo = ['PRINCIPAL', 'AGENT', 'Name: Margaret A. Lindqvist', 'Name: Daniel P. Lindqvist', 'Cell: (941) 555-0382', 'Cell: (630) 555-0147'];
    const said = `The two columns came out shuffled together line by line.\n${memo.join('\n')}`;
    assert.equal(withInterleavedColumnsApart(said), ['The two columns came out shuffled together line by line.', 'PRINCIPAL', 'Name: Margaret A. Lindqvist', 'Cell: (941) 555-0382', '', 'AGENT', 'Name: Daniel P. Lindqvist', 'Cell: (630) 555-0147'].join('\n'));
    assert.equal(withInterleavedColumnsApart(memo.join('\n')), memo.join('\n'));
  });

  test("an HTML message turned to text loses its pictures' placeholders, link marks, buttons and list of links", () => {
    const message = ['[image: Keystone Procurement Academy]', 'Get directions [1]', '[ VIEW MY REGISTRATION ] [3]', 'Tuition $1,895.00', '', '[1] https://maps.google.com/?q=7801', '[3] https://www.example.com/account/884213'].join('\n');
    assert.equal(withTextOfHtmlMessage(message), ['', 'Get directions', '', 'Tuition $1,895.00', '', '', ''].join('\n'));
    // (A note's "[1]" without a list of links is left alone.)
    assert.equal(withTextOfHtmlMessage('See note [1] below.\n[1] Paid in cash.'), 'See note [1] below.\n[1] Paid in cash.');
  });

  test('a Discord channel copied with "name — Today at 9:02 PM" headers is a chat; a "[9:03 PM]" stamp alone is no line of it', () => {
    const log = ['fernbrook — Today at 9:03 PM', 'Ilsabet Marrow, half-elf ranger', 'Kestrel (DM) — Today at 9:12 PM', 'factions + allies? fernbrook', 'fernbrook — Today at 9:13 PM', 'Emerald Enclave. her old mentor Tobias is a warden with them', '[9:13 PM]', 'also Sister Adaeze owes her a favor'];
    assert.deepEqual(chatMessages(log)?.map((m) => m.speaker), ['fernbrook', 'kestrel (dm)', 'fernbrook']);
    assert.deepEqual(chatContentLines(log)?.slice(1, 3), ['factions: Emerald Enclave', 'allies: her old mentor Tobias is a warden with them; also Sister Adaeze owes her a favor']);
    assert.deepEqual(questionKeys('😄 And the silly one: favourite colour?'), ['favourite colour']);
    assert.deepEqual(questionKeys('backstory in a couple lines?'), ['backstory']);
  });

  test("a message that names something to ignore takes back no earlier message; one that says to ignore the last one does", () => {
    const thread = ['[19:02] tom: name Tomas R. Ibarra', '[19:03] lena: ok', '[19:04] tom: ignore the savings acct # on the 1099-INT', '[19:05] lena: fine', '[19:06] tom: ssn 602-48-1937'];
    assert.ok(chatContentLines(thread)?.includes('name Tomas R. Ibarra'));
  });

  test("Markdown's code is its text; words struck through and the list under a heading of things to do are left out", () => {
    const notes = ['## Positions', '1. **Johnson & Johnson** - `JNJ`', '- ~~Exxon `XOM`~~ sold in 2019', '## To do', '- call Schwab re: the 1099-B'];
    assert.deepEqual(linesWithMarkdownRead(notes), ['Positions', '1. Johnson & Johnson - JNJ', '-  sold in 2019', 'To do']);
  });
});

describe('as people abroad write', () => {
  test('a measure with one or two digits after a comma has a decimal comma; a text that says it writes decimals so has all of them', () => {
    assert.equal(withEuropeanNumbersWritten('Height: 1,68 m, weight 57,5 kg, price 1,250'), 'Height: 1.68 m, weight 57.5 kg, price 1,250');
    assert.equal(withEuropeanNumbersWritten('I write decimals with a comma. Price 1.150,00 dollars'), 'I write decimals with a comma. Price 1150.00 dollars');
  });

  test('a street with its number after the name, "ul." before it and its flat after, joins the postcode and town under it', () => {
    assert.deepEqual(linesWithEnvelopeAddressesJoined(['address is ul. Długa 27 m. 4', '31-147 Kraków, Poland']), ['address: ul. Długa 27 m. 4, 31-147 Kraków, Poland']);
  });

  test("an address's second line quoted in passing after the street is read apart, the street then an address of its own", () => {
    const facts = factsOf('We live in Via Guglielmo Marconi 42, and in the second line of the address put "Scala B, interno 7" otherwise the postman don\'t find us.');
    assert.deepEqual(valuesOf(facts, 'Address line 2'), ['Scala B, interno 7']);
    assert.equal(facts.find((f) => f.key === 'home address')?.address?.street, 'Via Guglielmo Marconi 42');
  });

  test('a ZIP code said after the state it ends goes in its place; a licence number after its state is the number', () => {
    const facts = factsOf('My address is 2745 North Kedzie Avenue, unit four, Chicago, Illinois, and the ZIP code is 60647.\nDriver\'s license: Illinois, R216-4471-9032.');
    assert.ok(facts.some((f) => f.address?.zip === '60647' && f.address.city === 'Chicago'));
    assert.deepEqual(valuesOf(facts, "Driver's license"), ['R216-4471-9032']);
  });

  test('an SSN read out in groups with slashes between, and an EIN with "dash", are written in their groups', () => {
    assert.equal(withSpokenNumbers('SSN read out: five two nine / four one / seven seven zero eight'), 'SSN read out: 529-41-7708');
    assert.equal(withSpokenNumbers('my EIN is eight three dash two nine five seven four one six'), 'my EIN is 83-2957416');
  });

  test('a favourite said to have changed is the one it is now; a country said "of course" is the country', () => {
    assert.deepEqual(valuesOf(factsOf('- favourite colour was blue, now it is violet'), 'favourite colour'), ['violet']);
    assert.deepEqual(valuesOf(factsOf('Country is of course Germany, and the field for the US state please make empty.'), 'Country'), ['Germany']);
  });

  test('hair cut short describes it, quoted words in lower case are no title, and a group contract denied is none', () => {
    assert.deepEqual(valuesOf(factsOf('Hair: black, cut short at the jaw'), 'Hair'), ['black, cut short at the jaw']);
    assert.deepEqual(valuesOf(factsOf('Allies: Ser Aldric van der Hoeven - her sworn shield, "van der" small too pls.'), 'title'), []);
    assert.deepEqual(valuesOf(factsOf('This is an individual registration (not part of a group contract).'), 'contract type kind'), []);
  });
});
