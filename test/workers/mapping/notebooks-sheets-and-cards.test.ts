/**
 * Texts read once fresh v71 was no longer held out (issue 4, fresh v71 and probe batch 87): a code notebook pasted
 * raw (Jupyter, Zeppelin), a workbook saved as XML (Excel 2003's XML Spreadsheet, an .xlsx's parts), a chatbot's
 * character card, a patient portal's FHIR export, a group chat's JSON export, and the notes that mend what they hold.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { factsOf, valuesOf } from '../../helpers/parsed-facts.js';
import { withCodeNotebookRead } from '../../../workers/mapping/code-notebooks.js';
import { linesWithCodeLiteralsRead } from '../../../workers/mapping/parse-code-literals.js';
import { withSpreadsheetXmlRead } from '../../../workers/mapping/spreadsheet-xml.js';
import { withChatbotCardRead } from '../../../workers/mapping/chatbot-cards.js';
import { withFhirResourcesRead } from '../../../workers/mapping/fhir-resources.js';
import { withMessageExportRead } from '../../../workers/mapping/message-exports.js';
import { withRestatedFiguresApplied } from '../../../workers/mapping/restated-numbers.js';
import { withAgreedPriceKeyed } from '../../../workers/mapping/agreed-prices.js';
import { withCoupleApart } from '../../../workers/mapping/couples.js';
import { isNegated } from '../../../workers/mapping/normalize-text.js';
import { parseAddress } from '../../../workers/mapping/parse-compound.js';
import { countryOfCode } from '../../../workers/mapping/country-codes.js';
import { wholeJson } from '../../../workers/mapping/json-in-text.js';
import {
  withClauseAfterKeyedNameApart,
  withLicenceCopiedKeyed,
  withLineSaidToBeKeyed,
  withQuotedValueUnderKeyedNote,
  withSettledValueKept,
} from '../../../workers/mapping/lines-said-in-notes.js';

const IPYNB = JSON.stringify(
  {
    cells: [
      { cell_type: 'markdown', metadata: {}, source: ['# SF-182 prep\n', 'Read top to bottom.'] },
      { cell_type: 'code', execution_count: 1, metadata: {}, outputs: [], source: ['applicant = {\n', '    "name": "Lindqvist, Maren J.",\n', '    "appointment": "Career",\n', '    "series": "1529",\n', '}'] },
      { cell_type: 'code', execution_count: 2, metadata: {}, outputs: [], source: ['applicant.update({"appointment": "Career-Conditional"})'] },
      { cell_type: 'code', execution_count: 3, metadata: {}, outputs: [{ name: 'stdout', output_type: 'stream', text: ['tuition : 2,150.00\n'] }], source: ['print(summary)'] },
    ],
    metadata: { kernelspec: { display_name: 'Python 3', language: 'python', name: 'python3' } },
    nbformat: 4,
    nbformat_minor: 5,
  },
  null,
  1,
);

describe('a code notebook pasted raw', () => {
  test("a Jupyter notebook is its cells' text, in order, with what a cell printed under it", () => {
    const read = withCodeNotebookRead(`Here is the notebook:\n\n${IPYNB}\n\nThanks!`);
    assert.ok(read.includes('# SF-182 prep\nRead top to bottom.'));
    assert.ok(read.includes('applicant.update({"appointment": "Career-Conditional"})'));
    assert.ok(read.includes('tuition : 2,150.00'));
    assert.ok(!read.includes('kernelspec') && !read.includes('"cell_type"'));
    assert.ok(read.endsWith('Thanks!'));
  });

  test('a later cell that updates a key changes it: the earlier value goes', () => {
    const facts = factsOf(`Here is the notebook:\n\n${IPYNB}\n`);
    assert.deepEqual(valuesOf(facts, 'appointment'), ['Career-Conditional']);
    assert.deepEqual(valuesOf(facts, 'applicant name'), ['Lindqvist, Maren J.']);
  });

  test('a text that is JSON as a whole says where the JSON stands, spaces around it aside; prose after it is no such text', () => {
    assert.deepEqual(wholeJson('  {"cells": []}\n'), { value: { cells: [] }, start: 2, end: 15 });
    assert.equal(wholeJson('{"cells": []} thanks'), undefined);
  });

  test("a Zeppelin note's paragraphs switched off are not run, and their values go", () => {
    const note = JSON.stringify({
      paragraphs: [
        { title: 'course', text: '%python\ncourse = dict(\n    title="Bayesian Small Area Estimation", number="SAE-520",\n    vendor_phone="301-555-0192", start="2026-03-02")', config: { enabled: true }, results: {}, status: 'FINISHED' },
        { title: 'in person (dropped)', text: '%python\ncourse["delivery"] = "1 - Traditional Classroom"', config: { enabled: false }, results: {}, status: 'READY' },
        { title: 'reschedule', text: '%python\ncourse["start"], course["end"] = "2026-03-16", "2026-03-19"', config: { enabled: true }, results: { code: 'SUCCESS', msg: [{ type: 'TEXT', data: '2026-03-16 2026-03-19\n' }] } },
      ],
      name: 'training/SF-182',
      id: '2KQ7RZ9XA',
    });
    const read = withCodeNotebookRead(`Zeppelin export:\n\n${note}\n`);
    assert.ok(!read.includes('Traditional Classroom'));
    assert.ok(!read.includes('%python'));
    const facts = factsOf(`Zeppelin export:\n\n${note}\n`);
    assert.deepEqual(valuesOf(facts, 'course start'), ['2026-03-16']);
    assert.deepEqual(valuesOf(facts, 'course end'), ['2026-03-19']);
  });

  test("a tuple of a person's strings says which is the phone and which the e-mail", () => {
    const lines = linesWithCodeLiteralsRead([
      'approvals = {',
      '    "first_line": ("Dr. Tomasz Wierzbicki, Supervisory Research Fish Biologist", "206-555-0152", "tomasz.w@noaa.example.gov"),',
      '    "note": "x",',
      '    "other": "y",',
      '    "third": "z",',
      '}',
    ]);
    assert.deepEqual(lines.slice(0, 3), ['first line: Dr. Tomasz Wierzbicki, Supervisory Research Fish Biologist', 'first line phone: 206-555-0152', 'first line email: tomasz.w@noaa.example.gov']);
  });

  test('a top-level variable assigned again keeps only its last value; a record of another name keeps its own', () => {
    const lines = linesWithCodeLiteralsRead(['record = dict(', '    name="A",', '    title="B",', '    city="C",', ')', 'tuition = 1895.00      # early-bird', 'tuition = 2150.00']);
    assert.deepEqual(lines.filter((l) => l.startsWith('tuition')), ['tuition: 2150.00']);
  });
});

const SPREADSHEET_ML = `<?xml version="1.0"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="W4 2009 Ray">
  <Table>
   <Row><Cell><Data ss:Type="String">Last name</Data></Cell><Cell><Data ss:Type="String">Kowalczyk</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">PERSONAL ALLOWANCES WORKSHEET</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">D</Data></Cell><Cell><Data ss:Type="String">dependents (Tyler, Kayla)</Data></Cell><Cell><Data ss:Type="Number">2</Data><Comment><ss:Data>We're keeping 2.</ss:Data></Comment></Cell></Row>
   <Row><Cell><Data ss:Type="String">Employer</Data></Cell><Cell><Data ss:Type="String">Tri-County &amp; Sons</Data></Cell></Row>
  </Table>
 </Worksheet>
 <Worksheet ss:Name="2008 Fox Valley (old)">
  <Table><Row><Cell><Data ss:Type="String">Home address</Data></Cell><Cell><Data ss:Type="String">611 Elm St Apt 3</Data></Cell></Row></Table>
 </Worksheet>
</Workbook>`;

describe('a workbook saved as XML', () => {
  test("Excel's XML Spreadsheet is its sheets' rows; a sheet marked old goes; a line's row is keyed by its letter", () => {
    const read = withSpreadsheetXmlRead(`My sheet:\n\n${SPREADSHEET_ML}\n\nThanks`);
    assert.ok(read.includes('=== Sheet: W4 2009 Ray ===\nLast name: Kowalczyk\nPersonal Allowances WORKSHEET'.replace('WORKSHEET', 'Worksheet')));
    assert.ok(read.includes('line D: 2'));
    assert.ok(read.includes('Employer: Tri-County & Sons'));
    assert.ok(!read.includes('611 Elm St') && !read.includes("We're keeping"));
  });

  test('the sheet the text asks for is the only one read', () => {
    const read = withSpreadsheetXmlRead(`${SPREADSHEET_ML}\n\nUse the "2008 Fox Valley (old)" sheet only.`);
    assert.ok(read.includes('611 Elm St Apt 3') && !read.includes('Kowalczyk'));
  });

  test("an .xlsx's parts: shared strings by index, a formula's cell as the value last worked out", () => {
    const parts = [
      '==== xl/workbook.xml ====',
      '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets><sheet name="W4" sheetId="1"/></sheets></workbook>',
      '==== xl/sharedStrings.xml ====',
      '<sst count="3"><si><t>Last name</t></si><si><t>Pruitt</t></si><si><t>A self</t></si></sst>',
      '==== xl/worksheets/sheet1.xml ====',
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>',
      '<row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2"><f>B1+0</f><v>1</v></c></row>',
      '</sheetData></worksheet>',
    ].join('\n');
    const read = withSpreadsheetXmlRead(`Here you go:\n${parts}\n`);
    assert.ok(read.includes('=== Sheet: W4 ===\nLast name: Pruitt\nline A: 1'));
    assert.ok(!read.includes('<sst') && !read.includes('<workbook'));
  });
});

describe("a chatbot's character card", () => {
  test('the card is what it says of the character; greetings and lore switched off go', () => {
    const card = JSON.stringify({
      spec: 'chara_card_v2',
      data: {
        name: 'Vesper',
        description: '{{char}} (full name Vesper Thornquill) is a tiefling forger.',
        first_mes: '"Twenty-one years I have lived here."',
        alternate_greetings: ["Wren lends me her coat."],
        creator_notes: 'bumped her age to 23',
        character_book: {
          entries: [
            { comment: 'ally: Odo', content: 'Captain Odo Marsh, smuggler.', enabled: true },
            { comment: 'item: locket (pawned)', content: "{{char}}'s brass locket.", enabled: false },
          ],
        },
      },
    });
    const read = withChatbotCardRead(`This is Vesper:\n${card}\n\nthe card is a mess`);
    assert.ok(read.includes('bot name: Vesper'));
    assert.ok(read.includes('description: Vesper (full name Vesper Thornquill) is a tiefling forger.'));
    assert.ok(read.includes('ally - Odo: Captain Odo Marsh, smuggler.'));
    assert.ok(read.includes("creator's notes: bumped her age to 23"));
    assert.ok(!read.includes('Twenty-one') && !read.includes('locket') && !read.includes('coat'));
  });
});

describe("a patient portal's FHIR export", () => {
  test("the official name, the address in use, and each measurement's latest value in use", () => {
    const bundle = `<Bundle xmlns="http://hl7.org/fhir"><entry><resource><Patient>
<name><use value="official"/><family value="Kreutzer-Lambotte"/><given value="Liesbeth"/><given value="Marianne"/></name>
<name><use value="usual"/><given value="Lies"/></name>
<address><line value="Avenue Louise 221"/><city value="Ixelles"/><postalCode value="1050"/><country value="BE"/><period><end value="2023-06-30"/></period></address>
<address><line value="Herbesthaler Stra&#223;e 27"/><city value="Eupen"/><postalCode value="4700"/><country value="BE"/></address>
<contact><name><text value="Ursula Kreutzer (mother)"/></name><address><line value="L&#252;tticher Stra&#223;e 190"/></address></contact>
</Patient></resource></entry>
<entry><resource><Observation><status value="final"/><code><coding><display value="Body height"/></coding></code><effectiveDateTime value="2025-02-27"/><valueQuantity><value value="67.7"/><unit value="in"/></valueQuantity></Observation></resource></entry>
<entry><resource><Observation><status value="entered-in-error"/><code><coding><display value="Body height"/></coding></code><effectiveDateTime value="2025-03-10"/><valueQuantity><value value="176"/><unit value="cm"/></valueQuantity></Observation></resource></entry>
</Bundle>`;
    const read = withFhirResourcesRead(`My export:\n${bundle}\n`);
    for (const line of ['First name: Liesbeth', 'Middle name: Marianne', 'Last name: Kreutzer-Lambotte', 'Previous address: Avenue Louise 221, 1050 Ixelles, Belgium', 'Address: Herbesthaler Straße 27, 4700 Eupen, Belgium', 'Height: 67.7 in']) assert.ok(read.includes(line), line);
    assert.ok(!read.includes('176') && !read.includes('Lütticher'));
  });

  test("a country's two-letter code (FHIR's) and three-letter one (HL7 v2's) name it alike; one not listed stays", () => {
    assert.equal(countryOfCode('BE'), 'Belgium');
    assert.equal(countryOfCode('bel'), 'Belgium');
    assert.equal(countryOfCode('XK'), 'XK');
  });
});

describe("a group chat's JSON export", () => {
  test("GroupMe's messages are read as a chat; the app's own notices are no one's message", () => {
    const messages = [
      { name: 'Ron Hemmerich', created_at: 1772898000, text: 'Selling my Citori.', system: false, sender_type: 'user' },
      { name: 'GroupMe', created_at: 1772899000, text: 'Phil changed the topic to: Fish Fry', system: true, sender_type: 'system' },
      { name: 'Greg Voss', created_at: 1772900100, text: '1709 W Kimber Ln, Teutopolis IL 62467', system: false, sender_type: 'user' },
      { name: 'Ron Hemmerich', created_at: 1772972520, text: '1,850 it is Greg.', system: false, sender_type: 'user' },
    ];
    const read = withMessageExportRead(`The chat:\n\n${JSON.stringify(messages)}\n`);
    assert.ok(/\] Ron Hemmerich: Selling my Citori\./.test(read));
    assert.ok(!read.includes('changed the topic'));
  });

  test("a time given with its offset is the sender's wall clock", () => {
    const messages = [1, 2, 3].map((k) => ({ author: { name: 'Dale K' }, timestamp: `2025-05-24T19:0${k}:00-05:00`, content: `message ${k}` }));
    assert.ok(withMessageExportRead(JSON.stringify({ messages })).includes('[2025-05-24 19:01] Dale K: message 1'));
  });

  test("a message that is an address alone is its speaker's, keyed by their name", () => {
    const facts = factsOf(['[2026-03-08 13:01] Ron Hemmerich: Send me your mailing address for the bill of sale.', '[2026-03-08 13:09] Greg Voss: 1709 W Kimber Ln, Teutopolis IL 62467', '[2026-03-08 13:10] Ron Hemmerich: Thanks.', '[2026-03-08 13:12] Phil Z: fish fry friday'].join('\n'));
    assert.deepEqual(valuesOf(facts, "Greg Voss's address"), ['1709 W Kimber Ln, Teutopolis IL 62467']);
  });
});

describe('notes that mend what was pasted', () => {
  test('a phone said to be the one now replaces the old one its last four digits name', () => {
    const text = 'first line phone: 206-555-0152\nHis desk number is now 206-555-0161; the 0152 number in cell 8 rings an empty office.';
    assert.ok(withRestatedFiguresApplied(text).startsWith('first line phone: 206-555-0161'));
  });

  test("a number said again with the character it was misread by; one that differs otherwise stays", () => {
    const text = 'Serial on the receiver: 31247ZX352. Box: 27790ZM118.\nIt\'s 31247ZM352, M not X. Sorry.';
    const mended = withRestatedFiguresApplied(text);
    assert.ok(mended.startsWith('Serial on the receiver: 31247ZM352. Box: 27790ZM118.'));
  });

  test('"1,850 it is" agrees the whole price, not its last three digits', () => {
    assert.equal(withAgreedPriceKeyed('Ok straight cash then. 1,850?\n1,850 it is Greg.'), 'Ok straight cash then. 1,850?\nAgreed price: $1,850.');
  });

  test('a date the writer sets aside for another is no value where another sentence gives it', () => {
    const facts = factsOf('Can I pay you the full amount by April 15?\nGreg pays it all in cash, later, by May 1 (not April 15 like he first said).');
    assert.ok(!facts.some((f) => /April 15/.test(f.value) && !/May 1/.test(f.sentence)));
    assert.ok(facts.some((f) => /May 1/.test(f.value)));
  });

  test("a couple a record keys by another role is no \"us\"; one given as names still is", () => {
    const record = 'Proposed Insured: Caleb R. Lindgren and Sarah J. Lindgren, husband and wife';
    assert.equal(withCoupleApart(record), record);
    assert.notEqual(withCoupleApart('Names: Desmond R. & Priya K. Achterberg, married filing jointly'), 'Names: Desmond R. & Priya K. Achterberg, married filing jointly');
  });

  test('a licence keyed by how the writer came by it, and "mine" after it', () => {
    assert.equal(
      withLicenceCopiedKeyed("I copied Greg's license at breakfast last week: Illinois, V200-5512-7719. Mine is Illinois too, H556-1043-2290."),
      "Greg's driver's license: Illinois, V200-5512-7719\nMy driver's license: Illinois, H556-1043-2290.",
    );
  });

  test('"Line 2 is …" is keyed as the line; "Line 7 is blank" and "Line 3 is me" are not', () => {
    assert.equal(withLineSaidToBeKeyed('2. Line 2 is Mesa Verbatim Captioning. That is my DBA.'), '2. Line 2: Mesa Verbatim Captioning. That is my DBA.');
    assert.equal(withLineSaidToBeKeyed('Line 7 is blank.'), 'Line 7 is blank.');
  });

  test('a keyed note that points to the quoted text under it takes the quote', () => {
    const text = '- backstory: here is a short version, please use exactly this:\n  "Raised in the canal slums of Mirehold, Vesper forges papers."\n- symbol: empty';
    assert.equal(withQuotedValueUnderKeyedNote(text), '- backstory: Raised in the canal slums of Mirehold, Vesper forges papers.\n- symbol: empty');
  });

  test('a keyed note settles on whom it is going to be instead, or names someone after what they are to the writer', () => {
    assert.equal(
      withSettledValueKept("- Attorney-in-fact: I told the title gal it would be my nephew Erik, but that's off. It's going to be Dolores Whitfield instead. She lives in Knoxville."),
      '- Attorney-in-fact: Dolores Whitfield\nShe lives in Knoxville.',
    );
    assert.equal(withSettledValueKept('- Witness: my crewmate off the Northern Star, Teodor Kasak. My daughter offered.'), '- Witness: Teodor Kasak\nMy daughter offered.');
    assert.ok(withSettledValueKept("- Signing: I'm booked with the notary on Lake Street, Thursday April 9, 2026.").startsWith('- Signing: April 9, 2026\n'));
  });

  test('a keyed name after other sentences, then what "she" does, goes apart', () => {
    assert.equal(
      withClauseAfterKeyedNameApart('- Tom will be in Lisbon. Please make my niece the agent instead: Claire M. Rhee, she lives in Skokie.'),
      '- Tom will be in Lisbon. Please make my niece the agent instead: Claire M. Rhee\nPlease make my niece the agent instead: lives in Skokie.',
    );
  });

  test('"nothing to do with" denies; a Maltese postcode closes an address', () => {
    assert.equal(isNegated('nothing to do with a licence'), true);
    const address = parseAddress('Flat 4, Dar il-Bahar, 112 Triq il-Merkanti, Valletta VLT 1176, Malta');
    assert.equal(address?.city, 'Valletta');
    assert.equal(address?.zip, 'VLT 1176');
  });
});
