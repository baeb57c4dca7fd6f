/**
 * Texts read once fresh v56 was no longer held out (issue 4, fresh v56 and probe batch 72): a LaTeX file of macros, an
 * e-reader's clippings, a terminal session with a tool's runs, items amended "strike … and insert …", a plain-text
 * accounting file, an ID card app's screen, and an expense report with the writer's notes on it.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { factsOf, valuesOf } from '../../helpers/parsed-facts.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';
import { withLatexMacrosRead } from '../../../workers/mapping/latex-macros.js';
import { nameInWords } from '../../../workers/mapping/glued-names.js';
import { withReaderClippingsRead } from '../../../workers/mapping/reader-clippings.js';
import { withShellSessionRead } from '../../../workers/mapping/shell-session.js';
import { withStrikeAndInsertApplied } from '../../../workers/mapping/strike-and-insert.js';
import { withLedgerFileRead } from '../../../workers/mapping/ledger-file.js';
import { withItemNumbersJoinedToKeys } from '../../../workers/mapping/line-number-labels.js';
import { withRestatedFiguresApplied } from '../../../workers/mapping/restated-numbers.js';
import { withSemicolonsInBracketsAsCommas } from '../../../workers/mapping/bracket-remarks.js';
import { addressPieceOfKey } from '../../../workers/mapping/address-pieces.js';
import { expandAbbreviations } from '../../../workers/mapping/abbreviations.js';
import { withBrokerLotsListed } from '../../../workers/mapping/broker-lots.js';
import { withNewOneNamed } from '../../../workers/mapping/corrections.js';
import { linesWithDefinedParties } from '../../../workers/mapping/parse-defined-terms.js';

describe('a LaTeX file of macros', () => {
  const preamble = [
    'Only the live \\newcommand lines count; a \\renewcommand further down beats the earlier one.',
    '\\ProvidesFile{vendor-info.tex}[2025/06/19 v3.2 vendor macros]',
    '% --- who I am -----------------------------------------------',
    '\\newcommand{\\legalname}{Annika J.\\ Solvang}            % exactly as on my 1040',
    '\\newcommand{\\bizname}{Solvang Typesetting \\& Indexing LLC}',
    '% \\newcommand{\\bizname}{Solvang Typesetting}           % pre-LLC name, dead since 2023',
    '%   Marguerite says: tick the INDIVIDUAL box and leave',
    '%   the C/S/P letter empty.',
    '\\newcommand{\\ssnA}{487}',
    '\\newcommand{\\ssnB}{21}',
    '\\newcommand{\\ssnC}{6603}',
    '\\newcommand{\\ein}{}',
    '\\newcommand{\\mydept}{Mathematics}',
    '\\newcommand{\\mailaddr}{Dept.\\ of \\mydept, 530~Church~St}',
    '\\newcommand{\\myunittype}{Apt}',
    '\\newcommand{\\myunit}{3}',
    '\\newcommand{\\street}{318 Orchard St.,~Apt.~3}',
    '\\renewcommand{\\street}{318 Orchard St.,~Unit~3R}',
    '\\renewcommand{\\myunittype}{Flr}',
    '\\endinput',
  ].join('\n');
  const read = withLatexMacrosRead(preamble).split('\n');

  test('each macro is a line of its name in words and its value in plain text, its comment a sentence after it', () => {
    assert.ok(read.includes('legal name: Annika J. Solvang'));
    assert.equal(read[read.indexOf('legal name: Annika J. Solvang') + 1], 'exactly as on my 1040.');
    assert.ok(read.includes('biz name: Solvang Typesetting & Indexing LLC'));
    assert.ok(read.includes('ein: none'), 'a macro defined empty says there is none');
  });

  test('a later \\renewcommand gives the value, where the macro was first defined; one commented out goes', () => {
    assert.ok(read.includes('street: 318 Orchard St., Unit 3R'));
    assert.ok(!read.some((line) => line.includes('Apt. 3') || line.includes('Solvang Typesetting}')));
    assert.ok(!read.some((line) => line.includes('pre-LLC')));
  });

  test("a number's lettered parts are one value, a macro used in another is written out, a unit's kind joins its number", () => {
    assert.ok(read.includes('ssn: 487-21-6603'));
    assert.ok(read.includes('mail addr: Dept. of Mathematics, 530 Church St'));
    assert.ok(read.includes('my unit: Flr 3'));
  });

  test("a comment's indented continuation is one sentence with it; rules and commands go", () => {
    assert.ok(read.includes('Marguerite says: tick the INDIVIDUAL box and leave the C/S/P letter empty.'));
    assert.ok(!read.some((line) => /ProvidesFile|endinput|-{5}/.test(line)));
  });

  test('glued macro names are split into known words only', () => {
    assert.equal(nameInWords('clientaddr'), 'client addr');
    assert.equal(nameInWords('vendorid'), 'vendor id');
    assert.equal(nameInWords('spanum'), 'spouse a number');
    assert.equal(nameInWords('xyzzy'), 'xyzzy');
  });

  test('a text with a few macros only stays as written', () => {
    const few = 'I use \\newcommand{\\me}{Ann} in my CV.';
    assert.equal(withLatexMacrosRead(few), few);
  });

  test('the W-9 is read from the macros: the address from its street and city line, the requester from the client record, no EIN', () => {
    const text = [
      'Could you fill the W-9 for Cayuga University Press from it?',
      '% Use the SSN. The EIN (88-3190472) is only for my state account, so no EIN on this W-9.',
      '\\newcommand{\\legalname}{Annika J.\\ Solvang}',
      '\\newcommand{\\ssn}{487-21-6603}',
      '\\newcommand{\\street}{318 Orchard St.,~Unit~3R}',
      '\\newcommand{\\cityline}{Ithaca, NY~14850}',
      '\\newcommand{\\clientname}{Cayuga University Press}',
      '\\newcommand{\\clientaddr}{Accounts Payable, 512 E.\\ State St., Ithaca, NY 14850}',
    ].join('\n');
    const facts = factsOf(text);
    assert.deepEqual(facts.filter((f) => f.key === 'address' && f.topic === '').map((f) => f.value), ['318 Orchard St., Unit 3R, Ithaca, NY 14850']);
    assert.deepEqual(valuesOf(facts, 'requester'), ['Cayuga University Press, Accounts Payable, 512 E. State St., Ithaca, NY 14850']);
    assert.ok(!facts.some((f) => f.typed?.kind === 'ein'), 'no EIN on this W-9');
  });
});

describe("an e-reader's clippings", () => {
  const entry = (kind: string, location: string, words: string) => [
    'The Salt Road (draft 4) (Okafor-Waite, Imogen)',
    `- Your ${kind} on page 9 | Location ${location} | Added on Sunday, 7 September 2025 21:19:44`,
    '',
    words,
    '==========',
  ];
  const clippings = [
    'My notes overrule the highlight above them.',
    '==========',
    ...entry('Highlight', '121-125', 'Her eyes were the flat grey of a winter sea.'),
    ...entry('Note', '125', 'SHEET: Eyes grey. Hair: black, braided.'),
    ...entry('Highlight', '150-152', 'Old Venice address: 212 Tamiami Trl S.'),
    ...entry('Note', '152', 'New one: 4410 Bay Shore Rd.'),
    ...entry('Bookmark', '160', ''),
    ...entry('Note', '711', 'heads-up, I renamed her family.'),
  ].join('\n');
  const read = withReaderClippingsRead(clippings);

  test("each entry is its words alone, the titles and entry lines gone", () => {
    assert.ok(!/Your Highlight|Okafor-Waite|={5}/.test(read));
    assert.ok(read.startsWith('My notes overrule the highlight above them.'));
  });

  test('a tagged note takes the place of the highlight it was written on, its sentences each a line', () => {
    assert.ok(!read.includes('winter sea'));
    assert.ok(read.includes('Eyes grey.\nHair: black, braided.'));
  });

  test("an untagged note follows its highlight, which stays, as a correction would", () => {
    assert.ok(read.indexOf('212 Tamiami Trl S') < read.indexOf('New one: 4410 Bay Shore Rd.'));
    assert.ok(read.includes('heads-up, I renamed her family.'));
  });
});

describe('a terminal session with runs of a tool', () => {
  const session = [
    'The SECOND run is the good one.',
    'kwame@laptop:~/bos (main)$ cat deals/oyelaran.txt',
    'seller: Gerald T. Oyelaran, DL O465-2207-3318',
    'serial: DFK4127 (?? read off the frame)',
    'kwame@laptop:~/bos (main)$ ./bos fill --form illinois \\',
    '>   --seller "Gerald T. Oyelaran" --serial DFK4127 \\',
    '>   --when today -o out/oyelaran.pdf',
    'bos fill: error: argument --trade: not allowed',
    'kwame@laptop:~/bos (main)$ ./bos fill --form illinois \\',
    '>   --seller "Gerald T. Oyelaran" --seller-addr "44 Ridgewood Ct, Bolingbrook, IL 60440" \\',
    '>   --serial DFK4172 --when by:2025-10-15 --cash -o out/oyelaran.pdf',
    'Traceback (most recent call last):',
    'kwame@laptop:~/bos (main)$ # oops, the first run had last year\'s serial',
    'kwame@laptop:~/bos (main)$ git status --short',
    ' M bos/fieldmap.py',
  ].join('\n');
  const read = withShellSessionRead(session).split('\n');

  test("the last run's options are key and value lines, a flag alone a yes, output paths left out", () => {
    assert.ok(read.includes('seller addr: 44 Ridgewood Ct, Bolingbrook, IL 60440'));
    assert.ok(read.includes('when: by 2025-10-15'));
    assert.ok(read.includes('cash: yes'));
    assert.ok(!read.some((line) => /oyelaran\.pdf|^form:/.test(line)));
  });

  test('an earlier run of the same command gives way; what other commands print goes', () => {
    assert.ok(!read.includes('serial: DFK4127'), 'the first run and the file line the run gives again');
    assert.ok(read.includes('serial: DFK4172'));
    assert.ok(!read.some((line) => /Traceback|error:|fieldmap/.test(line)));
  });

  test("a file's text stays after the runs, but for lines a later run gives again; a comment at the prompt is a sentence", () => {
    assert.ok(!read.includes('seller: Gerald T. Oyelaran, DL O465-2207-3318'));
    assert.ok(read.indexOf('serial: DFK4172') < read.length - 1);
    assert.ok(read.includes("oops, the first run had last year's serial"));
  });

  test('a text with one prompt, or no run of a tool with options, stays as written', () => {
    const one = '$ ls -la\ntotal 8';
    assert.equal(withShellSessionRead(one), one);
    const noTool = '$ cat a.txt\nName: Ann\n$ ls\na.txt';
    assert.equal(withShellSessionRead(noTool), noTool);
  });

  test('"serial" alone, as a key, is the serial number', () => {
    assert.equal(expandAbbreviations('serial'), 'serial number');
    assert.equal(expandAbbreviations('serial number'), 'serial number');
  });
});

describe('items amended "strike … and insert …"', () => {
  const attachment = [
    'A.10  Position title: Attorney-Advisor',
    'A.12  Type of appointment: Career',
    'B.1b  Training site: Hotel Jerome, Aspen',
    'B.2a  Course title: Annual Institute on Public Lands',
    'C.1a  Tuition and fees: $1,450.00',
    'C.1c  Total direct costs: $1,450.00',
    'C.2a  Travel: $312.40',
    'C.2b  Per diem: $1,061.00',
    '',
    'AMENDMENT NO. 1',
    '1.  Item A.10 is amended by inserting "(General Law)" after "Attorney-Advisor".',
    '2.  Item A.12 is amended by striking "Career" and inserting in lieu thereof "Excepted Service, Schedule A".',
    '3.  Item B.1b is struck in its entirety.',
    '4.  Item B.2a is amended by striking "Annual" and inserting "71st Annual". Item B.3 is not amended.',
    '5.  Item C.1a is amended by striking "$1,450.00" and inserting "$1,195.00". A new Item C.1b is inserted after Item C.1a, to read: "Books and materials: $85.00". Item C.1c is amended to conform.',
    '6.  Items C.2a and C.2b are struck in their entirety.',
    '7.  Except as expressly amended herein, Attachment A remains in full force and effect.',
  ].join('\n');
  const read = withStrikeAndInsertApplied(attachment).split('\n');

  test('words struck give way to those inserted, or words go in after those named', () => {
    assert.ok(read.includes('A.10  Position title: Attorney-Advisor (General Law)'));
    assert.ok(read.includes('A.12  Type of appointment: Excepted Service, Schedule A'));
    assert.ok(read.includes('B.2a  Course title: 71st Annual Institute on Public Lands'));
  });

  test('items struck go; a new item goes in after the one named; a total amended to conform adds up its group', () => {
    assert.ok(!read.some((line) => /Hotel Jerome|Travel|Per diem/.test(line)));
    assert.deepEqual(read.filter((line) => /^C\.1/.test(line)), ['C.1a  Tuition and fees: $1,195.00', 'C.1b  Books and materials: $85.00', 'C.1c  Total direct costs: $1,280.00']);
  });

  test('the amendments made are left out; one that changes nothing stays', () => {
    assert.ok(!read.some((line) => /is amended by|struck in/.test(line)));
    assert.ok(read.some((line) => line.startsWith('7.  Except as expressly amended')));
  });

  test('an amendment naming words its item does not have changes nothing', () => {
    const text = 'A.2  Age: 141\nA.3  Eyes: Amber\n(a) In item A.2, strike "150" and insert "147".';
    assert.equal(withStrikeAndInsertApplied(text), text);
  });

  test("an item's number before its keyed line is the key's first word, not a key of its own", () => {
    assert.equal(withItemNumbersJoinedToKeys('A.7   Hair: Red, braided\n12.  Name: Ann'), 'A.7 Hair: Red, braided\n12. Name: Ann');
    assert.deepEqual(valuesOf(factsOf('A.7   Hair: Red, braided'), 'A.7 Hair'), ['Red, braided']);
  });
});

describe('a plain-text accounting file', () => {
  const ledger = [
    ';; household.beancount -- 2009 excerpt',
    'option "title" "Salcedo household"',
    '2009-01-02 open Assets:Checking:BECU          USD',
    '',
    '2009-02-23 custom "w4" "worksheet-rev2"',
    '  line-d: 3              ; Marisol born Feb 11 -> third dependent',
    '  line-7-exempt: FALSE',
    '2009-01-05 custom "w4" "worksheet-rev1"',
    '  line-d: 2',
    '  line-6-extra: 25.00',
    '2009-01-05 custom "person" "spouse"',
    '  first: "Ana L."',
    '2009-01-05 custom "dependent" "Mateo Salcedo"',
    '  ssn: "611-20-4478"',
    '2009-03-02 event "address" "2216 N Proctor St, Tacoma, WA 98406"',
    '2009-01-05 event "address" "1418 S Yakima Ave Apt 5, Tacoma, WA 98405"',
    '2011-01-27 custom "taxdoc" "W-2" "Gallatin Field Surveys LLC"',
    '  f1040-7: 48210.55',
    '2011-01-31 custom "taxdoc" "W-2" "Bozeman School District 7"',
    '  f1040-7: 31904.12',
    ';; ---- looks like tax, isn\'t ours ----',
    '2010-09-14 * "IRS" "1040-ES voucher 3 for Rosa"',
    "  ; Rosa's estimated payment, paid as a favour; she paid us",
    '  ; back the same week.',
    '  Assets:Receivable:Rosa          400.00 USD',
  ].join('\n');
  const read = withLedgerFileRead(ledger).split('\n');

  test("a later-dated revision replaces the earlier, whatever the order they were typed in; so does a later event", () => {
    assert.ok(read.includes('line D: 3'));
    assert.ok(!read.includes('line D: 2') && !read.some((line) => line.startsWith('line 6 extra')));
    assert.deepEqual(read.filter((line) => line.startsWith('address:')), ['address: 2216 N Proctor St, Tacoma, WA 98406']);
  });

  test("metadata is keyed by the entry's role, under the person an entry is for; FALSE is no", () => {
    assert.ok(read.includes('spouse first: Ana L.'));
    assert.deepEqual(read.slice(read.indexOf('dependent: Mateo Salcedo'), read.indexOf('dependent: Mateo Salcedo') + 2), ['dependent: Mateo Salcedo', 'dependent ssn: 611-20-4478']);
    assert.ok(read.includes('line 7 exempt: no'));
  });

  test("amounts for one line of a form on several documents are added up; comments are sentences, postings and rules go", () => {
    assert.deepEqual(read.filter((line) => line.startsWith('line 7:')), ['line 7: 80114.67']);
    assert.ok(read.includes("Rosa's estimated payment, paid as a favour; she paid us back the same week."));
    assert.ok(read.includes('Marisol born Feb 11 -> third dependent.'));
    assert.ok(!read.some((line) => /Assets:|option|looks like tax/.test(line)));
  });

  test('"first: Desmond K." is a first name with its initial; "first and mi" keys the same', () => {
    assert.deepEqual(valuesOf(factsOf('spouse first: Lucia P.'), 'spouse first name and middle initial'), ['Lucia P.']);
    assert.deepEqual(valuesOf(factsOf('first and mi: Teodoro R.'), 'first name and middle initial'), ['Teodoro R.']);
  });
});

describe("an ID card app's screen and the writer's notes on a record", () => {
  test("an ID card's given names are the first name and middle names, not a family name and a given one", () => {
    const facts = factsOf('Prénom(s)                 CLAIRE, HÉLÈNE\nCatégories                AM, B');
    assert.deepEqual(valuesOf(facts, 'first name'), ['CLAIRE']);
    assert.deepEqual(valuesOf(facts, 'middle name'), ['HÉLÈNE']);
    assert.ok(!facts.some((f) => f.person?.last === 'AM'), 'licence categories are no name');
  });

  test('"Sexe: F" chooses the woman; "please untick" and "so leave it off" untick what the sentence named', async () => {
    const fields = [fieldAt('gender', 'dropdown', { x: 40, y: 700 }, { options: ['Man', 'Woman'] }), fieldAt('fr', 'checkbox', { x: 40, y: 680 }), fieldAt('zh', 'checkbox', { x: 40, y: 660 })];
    const descriptions = [described('gender', 'Gender'), described('fr', 'Français'), described('zh', 'Chinese')];
    const text = "Sexe: F\nThe record has French ticked, that's school French from 2004, please untick.\nI'm doing a Mandarin course but I wouldn't call that speaking Chinese yet, so leave it off.";
    const values = await mappedValues(fields, descriptions, text);
    assert.equal(values.gender, 'Woman');
    assert.equal(values.fr ?? false, false);
    assert.equal(values.zh ?? false, false);
  });

  test('a typo the writer calls one gives way to the number they give; "Unit is 3D - 3B is the neighbour\'s"', () => {
    const typo = 'Destination: 1450 Lexington Blvd, Apt 3141\n- The apartment number in Concur (3141) is my own typo. It\'s 3114, and payroll will fix it.';
    assert.match(withRestatedFiguresApplied(typo), /Apt 3114\n/);
    const neighbour = 'The property is 1407 N. Main St., Unit 3B.\nUnit is 3D - 3B is the neighbour\'s.';
    assert.match(withRestatedFiguresApplied(neighbour), /^The property is 1407 N\. Main St\., Unit 3D\./);
  });

  test("a middle name spelled out elsewhere replaces the record's initial; a remark in brackets is no part of the name", () => {
    const text = 'Employee:         Tolentino, Maricel D.\n- Full name is Maricel Dizon Tolentino (Dizon is my middle name, my mom\'s maiden name; that\'s the D in Concur).';
    assert.equal(withSemicolonsInBracketsAsCommas('(a; b)'), '(a, b)');
    const facts = factsOf(text);
    assert.deepEqual(valuesOf(facts, 'Full name'), ['Maricel Dizon Tolentino']);
    assert.ok(facts.filter((f) => f.person).every((f) => f.person!.middle === 'Dizon'));
  });

  test('"Country: Germany, of course." is Germany; a note pointing back at a line is no part of it', () => {
    assert.deepEqual(valuesOf(factsOf('Country: Germany, of course. Somebody typed VA into the box.'), 'Country'), ['Germany']);
    assert.deepEqual(valuesOf(factsOf('Address 2: OG links (Hinterhaus)      <- that is the second address line'), 'Address 2'), ['OG links (Hinterhaus)']);
  });

  test('"prev street", "my zip": pieces of the address the word before them says whose; "city line" is the rest of it', () => {
    assert.equal(addressPieceOfKey('city line'), 'cityLine');
    const facts = factsOf('my street: 77 Catherine St\nmy city: Ann Arbor\nmy state: MI\nmy zip: 48104\nprev street: 22915 Nine Mile Rd\nprev city: St. Clair Shores\nprev state: MI\nprev zip: 48080');
    assert.deepEqual(valuesOf(facts, 'address'), ['77 Catherine St, Ann Arbor, MI 48104']);
    assert.deepEqual(valuesOf(facts, 'previous address'), ['22915 Nine Mile Rd, St. Clair Shores, MI 48080']);
  });

  test('a ZIP+4 goes into a ZIP code box of five as its ZIP code; a driving licence box takes no words a sentence gives it', async () => {
    const fields = [fieldAt('zip', 'text', { x: 40, y: 700 }, { textMaxLength: 5 }), fieldAt('dl', 'text', { x: 40, y: 680 })];
    const descriptions = [described('zip', 'ZIP Code'), described('dl', "Driver's License Number")];
    const values = await mappedValues(fields, descriptions, 'ZIP code: 77479-6642\nHis licence is Illinois not Indiana.');
    assert.equal(values.zip, '77479');
    assert.equal(values.dl, undefined);
  });
});

describe('a typed lot log and a CRM deal record', () => {
  const log = [
    'IND rows are my individual brokerage account. IRA-R rows are my wife Rosa\'s IRA; she\'ll do her own form, skip those.',
    '',
    'ACCT   TRADE DATE  ACTION  DESCRIPTION                    SYMBOL   QTY  $/UNIT   AMOUNT    NOTE',
    '-----  ----------  ------  -----------------------------  ------  ----  ------  --------  ---------------------',
    'IND    02/17/2004  BUY     Vanguard Wellington Fund Inv   VWELX    200   25.00  5,000.00  fund, bought pre-2012',
    'IND    06/09/2005  BUY     Procter & Gamble Co            PG       100   55.00  5,500.00',
    'IND    11/20/2006  BUY     Intel Corp                     INTC     300   20.00  6,000.00',
    'IND    08/14/2008  SELL    Intel Corp                     INTC     300   22.00  6,600.00  closed out',
    'IRA-R  09/15/2008  BUY     Coca-Cola Co                   KO        80   50.00  4,000.00  Rosa\'s IRA',
    'IND    12/15/2008  DIV     Procter & Gamble Co            PG         -       -     40.00  cash dividend',
    'IND    07/22/2013  BUY     Microsoft Corp                 MSFT     100   32.00  3,200.00  covered -- Schwab has it',
    '',
    '- Only lots I still hold that are noncovered go on the form.',
    '- Correction: the 06/09/2005 PG line is wrong. I paid $50.00 a share, not $55.00.',
  ].join('\n');

  test("a typed table of buys and sells gives the lots still held, named from their rows, without another account's or covered ones", () => {
    const rows = withBrokerLotsListed(log).split('\n').filter((line) => /^\| (?!Description|-)/.test(line));
    assert.deepEqual(rows, [
      '| Vanguard Wellington Fund Inv | VWELX | 02/17/2004 |  | 200 | 25.00 | 5,000.00 |',
      '| Procter & Gamble Co | PG | 06/09/2005 |  | 100 | 50.00 | 5,000.00 |',
    ]);
  });

  test('a record\'s blocks under "-- Consignor / Seller --" and "-- Buyer --" are each side\'s', () => {
    const lines = linesWithDefinedParties(['-- Consignor / Seller --', 'Name:                  Ostrowski, Janine M.', '', '-- Buyer --', 'Name:                  Whitcomb, Dale R.', '', '-- Item --', 'Manufacturer:          Browning']);
    assert.ok(lines.some((line) => /^Seller Name:\s+Ostrowski, Janine M\.$/.test(line)));
    assert.ok(lines.some((line) => /^Buyer Name:\s+Whitcomb, Dale R\.$/.test(line)));
    assert.ok(lines.includes('Manufacturer:          Browning'));
    assert.equal(expandAbbreviations('Manufacturer'), 'make manufacturer');
  });

  test("a record's own dates and users fill no box; its names read in reading order; an initial the text spells out is the middle name", async () => {
    const fields = [fieldAt('date', 'text', { x: 40, y: 700 }), fieldAt('seller', 'text', { x: 40, y: 680 })];
    const descriptions = [described('date', 'Date'), described('seller', 'Seller’s Name')];
    const text = [
      'Created:               09/02/2025 10:14 AM',
      'Deal Owner (staff):    Brett Lindahl',
      'Sale Date:             09/06/2025',
      'Seller:                Ostrowski, Janine M.',
      'The M. is Marguerite. Spell my middle name out.',
    ].join('\n');
    const values = await mappedValues(fields, descriptions, text);
    assert.notEqual(values.date, '09/02/2025');
    assert.equal(values.seller, 'Janine Marguerite Ostrowski');
  });

  test('"Old Venice address." then "New one: …" is the new address; "no home phone this time" leaves its box alone', async () => {
    assert.equal(withNewOneNamed('Old Venice address.\nNew one: 4410 Bay Shore Rd'), 'Old Venice address.\nNew address: 4410 Bay Shore Rd');
    const fields = [fieldAt('home', 'text', { x: 40, y: 700 }, { currentValue: '(301) 555-0122' })];
    const values = await mappedValues(fields, [described('home', 'Home Telephone')], 'home phone: (301) 555-0122\nLandline is disconnected -> no home phone this time.');
    assert.equal(values.home, undefined);
  });
});
