/**
 * Texts read once fresh v68 was no longer held out (issue 4, fresh v68 and probe batch 84): flash cards exported as
 * text, formatted military messages and the amendment that changes them, a mailing block printed in capitals, a
 * pasted form's lettered options, notes that say which boxes get nothing or which number goes where, a couple each
 * named with their number, a landlord's letter pasted under the writer's own signature, and a block of flats' address.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { factsOf } from '../../helpers/parsed-facts.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';
import { withFlashcardExportRead } from '../../../workers/mapping/flashcard-export.js';
import { withMessageAmendmentsApplied } from '../../../workers/mapping/message-amendments.js';
import { withMessageHeadingsDropped } from '../../../workers/mapping/message-headings.js';
import { withAddressBlocksInCapitalsRead } from '../../../workers/mapping/address-blocks-in-capitals.js';
import { linesWithTickBoxesRead } from '../../../workers/mapping/parse-tick-boxes.js';
import { withCompaniesNamed } from '../../../workers/mapping/named-companies.js';
import { withAgeAddedOnLine, withNumberOfKindSentToBox, withOwnGenderSaid, withValueAsOnPaperKeyed, withValueChosenAtLast } from '../../../workers/mapping/lines-said-in-notes.js';
import { withOcrSlipsRead } from '../../../workers/mapping/ocr-slips.js';
import { withYearsCutFromCuesRejoined } from '../../../workers/mapping/parse-transcript.js';
import { withCoupleApart } from '../../../workers/mapping/couples.js';
import { linesWithSignatureRead } from '../../../workers/mapping/parse-signature.js';
import { findEuropeanAddress } from '../../../workers/mapping/parse-compound.js';

/** An Anki "Notes in Plain Text" export: a header, then id, note type, deck, fields and tags apart by tabs. */
const ANKI = [
  'The cards I tagged "outdated" are not true anymore. The "Game::Party" cards are my friends\' characters, not mine.',
  '#separator:tab',
  '#html:true',
  '#guid column:1',
  '#notetype column:2',
  '#deck column:3',
  '#tags column:6',
  'a1\tBasic\tGame::Mira\tWho am I playing? (full name)\tMira Solen\tmira',
  'a2\tBasic\tGame::Mira\tMira — age?\t30<br><i>(as of session 1)</i>\tmira',
  'a3\tBasic\tGame::Mira\tMira — height &amp; weight?\t5\'4" &nbsp;/&nbsp; 120 lb\tmira',
  'a4\tCloze\tGame::Mira\tMira\'s eyes are {{c1::amber}} and her skin is {{c2::pale}}.\tlike honey\tmira',
  'a5\tBasic\tGame::Mira\tMira — hair?\t<s>red</s> white since the curse (session 4)\tmira',
  'a6\tBasic\tGame::Mira\tMira\'s faction?\tThe Harpers\tmira outdated',
  'a7\tBasic\tGame::Mira\tWhich faction did Mira join after the siege?\tThe Emerald Enclave\tmira',
  'a8\tBasic\tGame::Mira\tMira — allies?\t<ul><li>Old Tam, a ferryman</li><li>Vell Orrin, a fence</li></ul>\tmira',
  'a9\tBasic\tGame::Mira\tIs Vell Orrin still on our side?\t<b>NO.</b> Take him off my allies.\tmira',
  'b1\tBasic\tGame::Mira\tTIME SKIP — how long?\tTwo years. Everybody adds 2 to their age.\tcampaign',
  'c1\tBasic\tGame::Party\tWho is Sam playing?\tBrak — age 112, brown eyes\tparty',
].join('\n');

describe('flash cards exported as text', () => {
  const read = withFlashcardExportRead(ANKI);

  test('each card is a keyed line: its question the key, its answer the value, its HTML as text', () => {
    assert.match(read, /^Character name: Mira Solen$/m);
    assert.match(read, /^height: 5'4"$/m);
    assert.match(read, /^weight: 120 lb$/m);
    assert.match(read, /^faction: The Emerald Enclave$/m);
  });

  test("a cloze sentence gives a key for each of its answers, and a value's story and struck words go", () => {
    assert.match(read, /^eyes: amber$/m);
    assert.match(read, /^skin: pale$/m);
    assert.match(read, /^hair: white$/m);
  });

  test('cards set aside by tag or deck go; what a card says of another is done to it', () => {
    assert.doesNotMatch(read, /The Harpers|Brak/);
    assert.match(read, /^allies: Old Tam, a ferryman$/m);
    assert.match(read, /^age: 32$/m);
  });

  test('a text without the export header is returned as it is', () => {
    assert.equal(withFlashcardExportRead('Name\tMira\nAge\t30'), 'Name\tMira\nAge\t30');
  });
});

/** A message and the amendment that changes two of its paragraphs, one item of a third, and adds one. */
const MESSAGES = [
  'R 041530Z MAR 25 MID120001873442U',
  'FM COMNAVSEASYSCOM WASHINGTON DC',
  'TO NORFOLK NAVAL SHIPYARD PORTSMOUTH VA',
  'BT',
  'UNCLAS',
  'SUBJ/FY25 QUOTA ALLOCATION - WELDING COURSE//',
  'POC/HALVORSEN/CIV/NAVSEA 05P2/TEL: 202-781-0457/EMAIL: JOHN.HALVORSEN.CIV@US.NAVY.MIL//',
  'RMKS/1. THIS MSG ALLOCATES SEATS.',
  '2. COURSE DATA:',
  'A. TITLE: WELDING INSPECTION',
  'B. DATES: 12-16 MAY 2025',
  'C. LOCATION: VENDOR FACILITY, CHESAPEAKE VA',
  'D. VENDOR POC: MS. RENATA OKAFOR.',
  'BT',
  'NNNN',
  '',
  'R 211200Z MAR 25 MID120001881907U',
  'FM COMNAVSEASYSCOM WASHINGTON DC',
  'BT',
  'SUBJ/MOD 1 TO FY25 QUOTA ALLOCATION//',
  'RMKS/1. THIS MSG MODIFIES REF A.',
  '2. PARA 2.B. CHANGE TO READ: DATES: 02-06 JUN 2025.',
  '3. PARA 2.C IS DELETED.',
  '4. PARA 2.D. VENDOR POC CHANGED TO MR. DESMOND PRUITT. ALL ELSE UNCHANGED.',
  '5. ADD PARA 2.E: PRE-COURSE MODULE OF 6 HOURS.',
  'BT',
].join('\n');

describe('formatted military messages', () => {
  test("an amendment's paragraphs are applied to the message they change, and go", () => {
    const read = withMessageAmendmentsApplied(MESSAGES);
    assert.match(read, /^B\. DATES: 02-06 JUN 2025\.$/m);
    assert.doesNotMatch(read, /12-16 MAY|VENDOR FACILITY|CHANGE TO READ|IS DELETED/);
    assert.match(read, /^D\. VENDOR POC: MR\. DESMOND PRUITT\.$/m);
    assert.match(read, /^2\.E\. PRE-COURSE MODULE OF 6 HOURS\.$/m);
  });

  test("a message's heading goes but for its subject; its paragraphs stay", () => {
    const read = withMessageHeadingsDropped(MESSAGES);
    assert.doesNotMatch(read, /HALVORSEN|COMNAVSEASYSCOM|^BT$|NNNN|211200Z/m);
    assert.match(read, /^Subject: FY25 QUOTA ALLOCATION - WELDING COURSE$/m);
    assert.match(read, /^1\. THIS MSG ALLOCATES SEATS\.$/m);
  });

  test("a keyed paragraph's sentences in capitals are lines of their own, a role before a titled name keyed by it", () => {
    const read = withMessageHeadingsDropped('R 041530Z MAR 25\nBT\nSUBJ/TEST//\nRMKS/1. COURSE DATA:\nD. LOCATION: NNSY BLDG 1500, PORTSMOUTH VA 23709. VENDOR INSTRUCTORS TEACH ON SITE.\nE. VENDOR: TIDEWATER NDT INSTITUTE, INC., CHESAPEAKE VA 23322. VENDOR POC MS. RENATA OKAFOR.\nBT');
    assert.match(read, /^D\. LOCATION: NNSY BLDG 1500, PORTSMOUTH VA 23709\.$/m);
    assert.match(read, /^E\. VENDOR: TIDEWATER NDT INSTITUTE, INC\., CHESAPEAKE VA 23322\.$/m);
    assert.match(read, /^VENDOR POC: Renata Okafor$/m);
  });

  test('a text without a date-time group is returned as it is', () => {
    const text = '2. PARA 2.B. CHANGE TO READ: DATES: 02-06 JUN 2025.';
    assert.equal(withMessageAmendmentsApplied(text), text);
    assert.equal(withMessageHeadingsDropped(text), text);
  });
});

describe('a mailing block printed in capitals', () => {
  test('gets the comma before its state, its capitals kept, and is read as an address', () => {
    const read = withAddressBlocksInCapitalsRead('Dear Sir,\nSIERRA FOOTHILL POLLINATION LLC\nPO BOX 5521\nCLOVIS CA 93613-5521\n');
    assert.equal(read, 'Dear Sir,\nSIERRA FOOTHILL POLLINATION LLC\nPO BOX 5521\nCLOVIS, CA 93613-5521\n');
    assert.ok(factsOf(read).some((f) => f.address && f.value.startsWith('PO BOX 5521, CLOVIS, CA 93613')));
  });

  test('capitals that are no mailing block stay as they are', () => {
    assert.equal(withAddressBlocksInCapitalsRead('NOTE\nCALL ME AT 555 0100\nTHANKS CA 12345'), 'NOTE\nCALL ME AT 555 0100\nTHANKS CA 12345');
  });
});

describe("a pasted form's lettered options", () => {
  test('keep the ticked one, without its box, and drop the others', () => {
    const lines = ['6  Type of entity:', '   a [X] An entity taxable as a corporation.', '   b [ ] An entity classified as a partnership.'];
    assert.deepEqual(linesWithTickBoxesRead(lines), ['6  Type of entity:', '   a An entity taxable as a corporation.', '']);
  });
});

describe('notes on which boxes take what', () => {
  test('"nothing in the SSN boxes" empties them', async () => {
    const form = [fieldAt('ssn', 'text', { x: 40, y: 100 }), fieldAt('ein', 'text', { x: 40, y: 130 })];
    const mapped = await mappedValues(form, [described('ssn', 'Social security number'), described('ein', 'Employer identification number')], 'EIN: 27-4410863. Only the EIN goes on this one, nothing in the SSN boxes. Owner SSN 548-31-7702.');
    assert.equal(mapped.ssn ?? '', '');
    assert.equal(mapped.ein, '27-4410863');
  });

  test('\'… came with "foobar" typed in the paid preparer part. Clear all of that.\' empties the box holding it', async () => {
    const form = [fieldAt('firm', 'text', { x: 40, y: 100 }, { currentValue: 'foobar' }), fieldAt('name', 'text', { x: 40, y: 130 })];
    const mapped = await mappedValues(form, [described('firm', "Firm's name"), described('name', 'Your name')], 'Name: Dale Hensley\nThat PDF came with "foobar" typed at the bottom in the paid preparer part. Clear all of that.');
    assert.equal(mapped.firm, '');
    assert.equal(mapped.name, 'Dale Hensley');
  });

  test('"The legal name is the LLC name." names the LLC the text names most often', () => {
    const text = 'The legal name is the LLC name.\nManaging Member, Sierra Bee LLC\nTo: Kessler Orchards LLC\nSIERRA BEE LLC\nPO Box 1';
    assert.match(withCompaniesNamed(text), /^The legal name is Sierra Bee LLC\.$/m);
  });

  test('"put our vendor number in the account number spot" over "Your vendor number with us is V-20871"', () => {
    const text = 'Please put our vendor number in the account number spot.\nYour vendor number with us is V-20871.';
    assert.match(withNumberOfKindSentToBox(text), /^account number: V-20871$/m);
  });
});

describe('people and their homes', () => {
  test('a couple each named with their number after them are apart, each with their own', () => {
    const read = withCoupleApart('Us: Dale R. Hensley, SSN 287-41-6630, and Marcy L. Hensley, SSN 301-58-2297. Married filing jointly.');
    assert.match(read, /^Taxpayer: Dale R\. Hensley, SSN 287-41-6630$/m);
    assert.match(read, /^Spouse: Marcy L\. Hensley, SSN 301-58-2297$/m);
  });

  test("a letter pasted under the writer's own closing is signed by its sender; the message by the writer", () => {
    const lines = ['Please make my form.', '', 'Thank you very much,', 'Sabina Gurung', '(914) 555-0172', '', '-----', 'Dear Ms. Gurung:', 'Your lease ends.', '', 'Sincerely,', '', 'Dmitri Volkov', 'Property Manager, Whitestone Realty LLC'];
    const read = linesWithSignatureRead(lines).join('\n');
    assert.match(read, /^my name: Sabina Gurung$/m);
    assert.doesNotMatch(read, /my name: Dmitri Volkov/);
  });

  test("the premises of a tenancy that has ended are the previous address when the present one is given", () => {
    const facts = factsOf('New apartment: 5565 Columbia Pike, Apt 1108, Arlington, VA 22204.\n\nRE: Security Deposit Disposition\nPremises: 2250 N Glebe Rd, Apt 714, Arlington, VA 22207\nMove-out / keys returned: 04/30/2025');
    assert.equal(facts.find((f) => f.address && f.value.startsWith('2250 N Glebe Rd'))?.epoch, 'previous');
    assert.equal(facts.find((f) => f.address && f.value.startsWith('5565 Columbia Pike'))?.epoch, 'current');
  });

  test("a block of flats' entrance, floor and flat are the address's, and so is a street's kind cut short before its quoted name", () => {
    assert.equal(findEuropeanAddress('Vitosha 118, entrance B, floor 3, apartment 9, 1408 Sofia, Bulgaria')?.text, 'Vitosha 118, entrance B, floor 3, apartment 9, 1408 Sofia, Bulgaria');
    assert.ok(factsOf('the new address is:\nbul. "Vitosha" 118, entrance B, floor 3, apartment 9\n1408 Sofia, Bulgaria').some((f) => f.address && f.value.startsWith('bul. "Vitosha" 118')));
  });
});

describe('a value settled at the end of its line', () => {
  test('"… but if I must choose from your list, then orange, not brown." keys the one chosen', () => {
    assert.equal(withValueChosenAtLast('- Favourite colour: the colour of old roof tiles. It is between orange and brown, but if I must choose from your list, then orange, not brown.'), '- Favourite colour: orange');
    assert.equal(withValueChosenAtLast('- Favourite colour: orange'), '- Favourite colour: orange');
  });

  test('"Age: the 47 is from the start. Your time skip adds three." is 50; a line that adds no years stays', () => {
    assert.equal(withAgeAddedOnLine('- Age: the 47 is from the start. Your time skip adds three.'), '- Age: 50');
    assert.equal(withAgeAddedOnLine('Age: 30 years, adds flavor'), 'Age: 30 years, adds flavor');
  });

  test('"I am woman, please correct it." gives the gender; "I am a man of my word" does not', () => {
    assert.equal(withOwnGenderSaid('In old record somebody wrote me as man. I am woman, please correct it.'), 'In old record somebody wrote me as man. I am woman, please correct it.\nGender: Woman');
    assert.equal(withOwnGenderSaid('I am a man of my word.'), 'I am a man of my word.');
  });

  test('"The field for US state, please empty it." empties it', async () => {
    const form = [fieldAt('State', 'text', { x: 40, y: 100 }, { currentValue: 'VA' }), fieldAt('City', 'text', { x: 40, y: 130 })];
    const mapped = await mappedValues(form, [described('State', 'US State'), described('City', 'City')], 'City: Sofia\nThe field for US state, please empty it. I was never living in USA.');
    assert.equal(mapped.State, '');
  });
});

describe('numbers a scanner read and names as a paper has them', () => {
  test("an EIN or SSN read with letters for digits is its digits, in a text a scanner read; a code of letters stays", () => {
    const read = withOcrSlipsRead("I ran both through the scanner's text recognition. EIN B2-3O47l96, SSN 5G1-4O-22B7, ref AB-CDEFGHI.");
    assert.match(read, /EIN 82-3047196, SSN 561-40-2287, ref AB-CDEFGHI\./);
    assert.equal(withOcrSlipsRead('Vendor code B2-3O47l96 on the box.'), 'Vendor code B2-3O47l96 on the box.');
  });

  test('"Legal name is exactly what\'s on the CP261: …" keys the name', () => {
    assert.equal(withValueAsOnPaperKeyed("- Legal name is exactly what's on the CP261: Clearhand Interpreting Services, Inc."), '- Legal name: Clearhand Interpreting Services, Inc.');
  });
});

describe('boxes ticked or not', () => {
  const languages = ['English', 'Deutsch', 'Français'];
  const form = languages.map((name, i) => fieldAt(name, 'checkbox', { x: 40 + 100 * i, y: 100 }));
  const labels = languages.map((name) => described(name, name, `I speak (Check all that apply): ${languages.join(' ')}`));

  test('"… so please don\'t tick them." outweighs a pasted record that lists the languages', async () => {
    const mapped = await mappedValues(form, labels, "- Languages: please tick only English. My French and German are from school and very bad, so please don't tick them.\nDescription Label: German\nDescription Label: French");
    assert.deepEqual([mapped.English, mapped.Deutsch, mapped['Français']], [true, false, false]);
  });

  test('what an old form had ticked states nothing; the classification said now does', async () => {
    const boxes = ['C Corporation', 'S Corporation'].map((name, i) => fieldAt(name, 'checkbox', { x: 40 + 120 * i, y: 100 }));
    const captions = ['C Corporation', 'S Corporation'].map((name) => described(name, name, 'Federal tax classification: C Corporation S Corporation'));
    const mapped = await mappedValues(boxes, captions, 'Since 2023 the IRS treats us as an S corporation. The W-9 we sent in 2022 had "C Corporation" ticked because the election had not happened yet.');
    assert.equal(mapped['S Corporation'], true);
    assert.notEqual(mapped['C Corporation'], true);
  });
});

describe('a keyed value and the sentence after it', () => {
  test('an instruction after a long value is no more of it', () => {
    const facts = factsOf('Second line: Dr. Pamela R. Haskins, Director of Quality, pam@army.mil. Leave all signature dates blank.');
    assert.ok(facts.some((f) => f.key === 'Second line' && f.value === 'Dr. Pamela R. Haskins, Director of Quality, pam@army.mil'));
    assert.ok(!facts.some((f) => /signature dates/.test(f.value)));
  });
});

describe("a heading over a person's own lines", () => {
  test('"Andre\'s data (…):" over his name and his job: they are his name and position', () => {
    const facts = factsOf("Need an SF-182 for Andre Delacroix.\n\nAndre's data (from TWMS plus what he told me):\n  Delacroix, Andre P.\n  Engineering Technician (NDT), non-supervisory\n  Office (757) 555-0172");
    assert.ok(facts.some((f) => f.key === 'Name' && f.value === 'Delacroix, Andre P.'));
    assert.ok(facts.some((f) => /position title/i.test(f.key) && f.value.startsWith('Engineering Technician (NDT)')));
  });
});

describe('a subtitle file', () => {
  test('a date cut before its year by a cue is whole again, written as a date; the cues stay apart', () => {
    const srt = "1\n00:00:00,400 --> 00:00:04,100\nokay it's recording. today's saturday june the 7th\n\n2\n00:00:04,100 --> 00:00:07,900\n2025 and i'm gene halloran\n";
    assert.equal(withYearsCutFromCuesRejoined(srt), "1\n00:00:00,400 --> 00:00:04,100\nokay it's recording. today's saturday june 7th, 2025\n\n2\n00:00:04,100 --> 00:00:07,900\nand i'm gene halloran\n");
    assert.equal(withYearsCutFromCuesRejoined('We met june the 7th 2025.'), 'We met june the 7th 2025.');
  });
});
