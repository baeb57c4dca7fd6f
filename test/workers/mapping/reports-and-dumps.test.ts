/**
 * Reports, checklists and dumps (issue 4): a caseworker's checklist with boxes typed as "[x]", a settings file of
 * an onboarding script, a police report that names people after their roles, a discharge summary, a listing
 * sheet's witnesses, a PHP debug dump and an OCR'd letter's numbers.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buildProfile, blankAsksForPerson, lineReferenceOf } from '../../../workers/mapping/field-profile.js';
import { expandAbbreviations } from '../../../workers/mapping/abbreviations.js';
import { withoutStruckTextAndNotes } from '../../../workers/mapping/corrections.js';
import { optionMatch } from '../../../workers/mapping/score-choices.js';
import { tokenize } from '../../../workers/mapping/normalize-text.js';
import { assignCandidates } from '../../../workers/mapping/assign-values.js';
import { JOB_WORD, isJobTitle } from '../../../workers/mapping/job-titles.js';
import { type Candidate, tokensMeet } from '../../../workers/mapping/key-match.js';
import { withOcrSlipsRead } from '../../../workers/mapping/ocr-slips.js';
import { parsePersonName } from '../../../workers/mapping/parse-compound.js';
import { linesWithConfigRead } from '../../../workers/mapping/parse-config.js';
import { parseData, workedResult } from '../../../workers/mapping/parse-data.js';
import { linesWithPrintRRead } from '../../../workers/mapping/parse-print-r.js';
import { linesWithAddressesUnderLabels } from '../../../workers/mapping/parse-record.js';
import { linesWithSlashListsSplit } from '../../../workers/mapping/parse-slash-lists.js';
import { findTables } from '../../../workers/mapping/parse-table.js';
import { linesWithTickBoxesRead, withTickBoxesRead } from '../../../workers/mapping/parse-tick-boxes.js';
import { movedEpoch, partyRelation } from '../../../workers/mapping/parties.js';
import { splitSentences } from '../../../workers/mapping/sentences.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

const factsOf = (text: string) => parseData(text).facts;

describe("a caseworker's checklist", () => {
  test('boxes typed as "[x]" keep the ticked options of their line; one box loses its mark only', () => {
    assert.equal(withTickBoxesRead('W-4 line 3:  [x] Single   [ ] Married   [ ] Married, but withhold at higher Single rate'), 'W-4 line 3: Single');
    assert.equal(withTickBoxesRead('Veteran? ☐ Yes ☒ No'), 'Veteran? No');
    assert.equal(withTickBoxesRead('[x] Offer accepted - Riverside Laundry LLC'), 'Offer accepted - Riverside Laundry LLC');
    assert.equal(withTickBoxesRead('- [ ] call the employer'), '- call the employer');
    assert.equal(withTickBoxesRead('Nothing to tick here [see note]'), 'Nothing to tick here [see note]');
  });

  test('a line of boxes under a line of options carries on its options', () => {
    const lines = ['  Box 3   Filing status ...... [ ] Single  [X] Married', '                               [ ] Married, but withhold at higher Single rate', '  Box 4   Last name differs ... [ ] No'];
    assert.deepEqual(linesWithTickBoxesRead(lines), ['  Box 3   Filing status ......: Married', '  Box 4   Last name differs ... No']);
  });

  test('the kind of a name ("married name") ticks no "Married" box; the ticked "[x] Single" does', async () => {
    const fields = [fieldAt('c1_01', 'checkbox', { x: 40, y: 500 }), fieldAt('c1_02', 'checkbox', { x: 140, y: 500 })];
    const values = await mappedValues(fields, [described('c1_01', 'Single'), described('c1_02', 'Married')], 'W-4 line 3:  [x] Single   [ ] Married\nSS card still in married name Whitfield (divorced 2008).');
    assert.equal(values.c1_01, true);
    assert.notEqual(values.c1_02, true);
  });

  test('an arrow points at a line\'s result ("self ✓ -> 1"); an equals sign alone is no sum', () => {
    assert.equal(workedResult('self ✓ -> 1'), '1');
    assert.equal(workedResult('dependents: 2 (Jayden, 9; Mia, 6) -> 2'), '2');
    assert.equal(workedResult('rate = 5'), undefined);
  });

  test('"Line 5 allowances: same as H" under one-letter lines is its own line, with line H\'s number', () => {
    const facts = factsOf('PERSONAL ALLOWANCES WORKSHEET\nA  self ✓ -> 1\nB  single, only one job ✓ -> 1\nH  total: 1+1 = 2\nLine 5 allowances: same as H');
    const line5 = facts.find((f) => f.key === 'Line 5 allowances');
    assert.equal(line5?.value, '2');
    assert.ok(!facts.some((f) => f.key === 'Line'));
  });

  test("a former employer's EIN is no answer to the form's own; a company's name goes on into its brackets", () => {
    assert.deepEqual(splitSentences('Prior employer Buckeye Staffing Inc. (EIN 34-2209871) - final paystub missing'), ['Prior employer Buckeye Staffing Inc. (EIN 34-2209871) - final paystub missing']);
    const ein = factsOf('Prior employer Buckeye Staffing Inc. (EIN 34-2209871) - final paystub missing').find((f) => f.typed?.kind === 'ein');
    assert.equal(ein?.epoch, 'previous');
    assert.equal(partyRelation(ein!, {}), 'clash');
  });

  test('a line that asks for a number takes no words and no code', async () => {
    const label = '2 Find the number in Table 1 below that applies to the LOWEST paying job and enter it here';
    const profile = buildProfile(fieldAt('f2_12', 'text', { x: 500, y: 300 }), described('f2_12', label), 0);
    assert.equal(profile.asksForNumber, true);
    const values = await mappedValues([fieldAt('f2_12', 'text', { x: 500, y: 300 })], [described('f2_12', label)], 'lowest paying job: biweekly\nnumber in table 1: WC-09-3318');
    assert.equal(values.f2_12, undefined);
  });
});

describe('a settings file of an onboarding script', () => {
  const ini = [
    '[employee]',
    'first_name      = Adaeze',
    'middle_initial  = N',
    'last_name       = Brennan',
    '[spouse]',
    'name     = Liam P. Brennan',
    '[w4]',
    'worksheet_A = 1     ; yourself',
  ];

  test("the employee's section is the record's own, and a name in parts is also one name", () => {
    const lines = linesWithConfigRead(ini);
    assert.ok(lines.includes('first name: Adaeze'));
    assert.ok(lines.includes('name: Adaeze N Brennan'));
    assert.ok(lines.includes('spouse name: Liam P. Brennan'));
    assert.ok(lines.includes('w4 worksheet A: 1'));
  });

  test('"worksheet_A" is the worksheet\'s line A', () => {
    assert.equal(lineReferenceOf('w4 worksheet A', 'w4 worksheet A'), 'a');
    assert.equal(lineReferenceOf('worksheet notes', 'worksheet notes'), undefined);
  });

  test('a professional corporation is no person', () => {
    assert.equal(parsePersonName('Northside Smiles PC'), undefined);
    assert.ok(parsePersonName('Adaeze Brennan'));
  });
});

describe('a police report and a court docket', () => {
  const report =
    'Present were SELLER Dale R. Whitcomb (W/M, DOB 04/19/1968) of 7731 W 159th St, Tinley Park, IL 60477, and BUYER Marcus A. Jennings (B/M, DOB 12/02/1990). ' +
    "Jennings' DL still shows his prior address; he stated his current mailing address is 14620 S Menard Ave, Apt 2, Midlothian, IL 60445.";

  test('people named after their roles, in capitals or not, are those roles', () => {
    const facts = factsOf(report);
    assert.equal(facts.find((f) => f.key === 'seller name')?.value, 'Dale R. Whitcomb');
    assert.equal(facts.find((f) => f.key === 'buyer name')?.value, 'Marcus A. Jennings');
    // ("the principal Gregory P. Ostrowski" in a clerk's note names whom the form is about.)
    assert.equal(factsOf('The instrument recites: principal Gregory P. Ostrowski, currently living in El Paso.').find((f) => f.value === 'Gregory P. Ostrowski')?.key, 'name');
    // ("my son Robert J. Whitfield" is a relation, read as such: here the agent; "told me Harold Fenn" is no
    // introduction of the writer.)
    const son = factsOf('I appoint my son Robert J. Whitfield as my attorney-in-fact.').filter((f) => f.value === 'Robert J. Whitfield');
    assert.deepEqual(son.map((f) => f.party), ['agent']);
    assert.ok(!factsOf('The clerk told me Harold Fenn would call.').some((f) => f.key === 'me name'));
  });

  test('a sentence that opens with such a person\'s name gives them its values', () => {
    const address = factsOf(report).find((f) => f.address?.street === '14620 S Menard Ave');
    assert.equal(address?.party, 'buyer');
  });

  test('a rank before a name neither ends the sentence nor hides the name', () => {
    const facts = factsOf('Principal signed before one witness, SSgt. Carla M. Benavides (no relation to any party), on 14 March 2025.');
    assert.equal(facts.find((f) => f.key === 'witness name')?.value, 'Carla M. Benavides');
  });
});

describe('a discharge summary and an e-mail with addresses', () => {
  test("paragraphs under a heading are no address's lines, even when the last ends with one", () => {
    const lines = [
      'SOCIAL WORK / DISPOSITION (L. Brennan, LCSW):',
      'Pt previously lived alone in a walk-up at 2250 W Devon Ave, Apt 3D, Chicago, IL 60659 - no elevator. Discharged to a home.',
      'Pt is a lawful permanent resident (A# A-201-448-736; country of citizenship Lebanon). Pt was not aware of the duty.',
      'Pt wants her mail to go to a post office box until she is settled: PO Box 25871, Skokie, IL 60076.',
    ];
    assert.deepEqual(linesWithAddressesUnderLabels(lines), lines);
    assert.deepEqual(linesWithAddressesUnderLabels(['New address:', '2290 Lake Baldwin Ln', 'Orlando, FL 32841']), ['New address: 2290 Lake Baldwin Ln, Orlando, FL 32841']);
  });

  test("the home or the box of a relative is the address of whoever lives or gets mail there", () => {
    const home = factsOf("Discharged to daughter's single-family home at 4417 N Kilbourn Ave, Chicago, IL 60641.").find((f) => f.address);
    assert.equal(home?.party, undefined);
    const box = factsOf("Pt wants her mail to go to her son Karim Khalil's post office box until she is settled: PO Box 25871, Skokie, IL 60076.").find((f) => f.address);
    assert.equal(box?.party, undefined);
    const his = factsOf('His son lives at 12 Elm St, Springfield, IL 62701.').find((f) => f.address);
    assert.notEqual(his?.party, undefined);
  });

  test('"where we lived before" is the previous home; a box the apartment\'s "mailboxes" are no match for is mail\'s', () => {
    assert.equal(movedEpoch('Where we lived before: '), 'previous');
    const box = factsOf('For mail please use my PO box, I trust it more than the apartment mailboxes: P.O. Box 4471, Austin, TX 78765.').find((f) => f.address);
    assert.match(box!.key, /^mailing address /);
  });
});

describe('witnesses listed together', () => {
  test('people under a role\'s plural are each that role\'s, in the order given', () => {
    const witnesses = factsOf('Witnesses, both signed same day: Dana M. Ortiz and Raymond Whitfield (store staff, no relation to seller).').filter((f) => f.key === 'witness name');
    assert.deepEqual(witnesses.map((f) => f.value), ['Dana M. Ortiz', 'Raymond Whitfield']);
    const crm = factsOf('Witnesses at signing: Janelle Okafor; Peter Vukovich').filter((f) => f.key === 'witness name');
    assert.deepEqual(crm.map((f) => f.value), ['Janelle Okafor', 'Peter Vukovich']);
  });

  test('a blank after a role\'s word, and the "(and ____" that goes on from it, take two names', async () => {
    const row = 'principal to the foregoing power of attorney, appeared before me and the witness(es)';
    assert.equal(blankAsksForPerson(row), 'role');
    assert.equal(blankAsksForPerson('(and', `known to me / ${row} / (and`), 'role');
    const fields = [fieldAt('Text5', 'text', { x: 300, y: 400 }), fieldAt('Text6', 'text', { x: 60, y: 388 })];
    const descriptions = [described('Text5', row, `known to me / ${row}`), described('Text6', '(and', `known to me / ${row} / (and`)];
    const values = await mappedValues(fields, descriptions, 'I, Ingrid L. Halvorsen, sign before a notary.\nWitnesses: Dana M. Ortiz and Raymond Whitfield.');
    assert.equal(values.Text5, 'Dana M. Ortiz');
    assert.equal(values.Text6, 'Raymond Whitfield');
  });
});

describe('dumps, slashed records, tables and OCR', () => {
  test("PHP's print_r is read as keyed lines named by their path", () => {
    const dump = ['Merci !', 'Array', '(', '    [id] => 4471', '    [salarie] => Array', '        (', '            [nom] => SCHMIT', '            [date_sortie] => ', '            [enfants] => Array', '                (', '                    [0] => Array', '                        (', '                            [prenom] => Léa', '                        )', '', '                )', '        )', ')', 'Nadine'];
    assert.deepEqual(linesWithPrintRRead(dump), ['Merci !', 'id: 4471', 'salarie nom: SCHMIT', 'salarie enfants prenom: Léa', 'Nadine']);
    assert.deepEqual(linesWithPrintRRead(['Array of hope', '[x] => y']), ['Array of hope', '[x] => y']);
  });

  test('a part of a slashed record with a key of its own is that key\'s pair', () => {
    assert.deepEqual(linesWithSlashListsSplit(['Name: John Smith / DOB: 01/02/1990 / Phone: 555-123-4567']), ['Name: John Smith', 'DOB: 01/02/1990', 'Phone: 555-123-4567']);
  });

  test('a line with an SSN in it is a row, not a header', () => {
    const tables = findTables(['Emily R. Brandt, SSN 219-70-3318, our daughter, age 12', 'Lucas J. Brandt, SSN 219-72-0465, our son, age 17']);
    assert.equal(tables.length, 0);
  });

  test("OCR's letters inside numbers are the digits they look like", () => {
    const letter = 'SSN 2O8-44-6l37\nDaytime phone (717) 555-Ol43\n5O9 Orchard Hi11 Road\nLancaster, PA l76O1\nINT Fulton Bank';
    assert.equal(withOcrSlipsRead(letter), 'SSN 208-44-6137\nDaytime phone (717) 555-0143\n509 Orchard Hill Road\nLancaster, PA 17601\nINT Fulton Bank');
    // (One slip alone may be a code: the text stays.)
    assert.equal(withOcrSlipsRead('Code 2O8'), 'Code 2O8');
  });
});

describe('a forwarded request', () => {
  const thread = [
    'From: Linda Carvajal <linda.carvajal@usda.example.gov>',
    'Subject: FW: training req',
    "Hi all - fwding Chidi's info below. I'm his supervisor and I approve.",
    'Put me down as first-line: Linda Carvajal, Supervisory Program Analyst, 202.555.0461 x204, linda.carvajal@usda.example.gov.',
    'Second-line is Raymond Tso, Division Director, (202) 555-0400, raymond.tso@usda.example.gov.',
    '',
    '-----Original Message-----',
    'From: Okafor, Chidi E. <chidi.okafor@usda.example.gov>',
    'here is what the 182 needs:',
    '- me: Okafor, Chidi E. / Program Analyst / career-conditional appt / non-supervisory',
    '- my desk: 202-555-0458 ext 117',
  ].join('\n');

  test("each message's first person is its sender; a sender who says whose supervisor they are writes as the supervisor", () => {
    const facts = factsOf(thread);
    assert.equal(facts.find((f) => f.value === '202.555.0461 x204' && f.key === '')?.party, 'supervisor');
    const desk = facts.find((f) => f.value === '202-555-0458 ext 117');
    assert.equal(desk?.party, 'self');
    assert.equal(desk?.writerRole, undefined);
  });

  test("a sender who is someone's supervisor gives that role's record and numbers for no one in particular", () => {
    const reply = [
      'From: Keisha Broussard <keisha.broussard@example.gov>',
      "I'm Marcus's first-line supervisor and I support this request.",
      'For section D-1 please use: Keisha Broussard, Supervisory Geographer, (303) 555-0271 ext. 204, keisha.broussard@example.gov.',
      '',
      'From: Marcus Lindqvist <marcus.lindqvist@example.gov>',
      'My desk is (303) 555-0268 ext. 211.',
    ].join('\n');
    const facts = factsOf(reply);
    assert.equal(facts.find((f) => f.key === 'supervisor name and title')?.value, 'Keisha Broussard, Supervisory Geographer');
    assert.equal(facts.find((f) => f.value === '(303) 555-0271 ext. 204' && f.key === '')?.party, 'supervisor');
    assert.equal(facts.find((f) => f.value === '(303) 555-0268 ext. 211')?.party, 'self');
  });

  test("a person's role in brackets after the name is no part of it", () => {
    const poc = factsOf('POC is Elena Marsh (registrar).').find((f) => f.key === 'POC');
    assert.equal(poc?.value, 'Elena Marsh');
    assert.equal(factsOf('Contact: Dana Ruiz (office manager)').find((f) => f.key === 'Contact')?.person?.full, 'Dana Ruiz');
    // (A remark that is no role stays.)
    assert.equal(factsOf('Course: Data Visualization (advanced track)').find((f) => f.key === 'Course')?.value, 'Data Visualization (advanced track)');
    assert.equal(factsOf('Delivery Method: Traditional Classroom (instructor-led, in person)').find((f) => f.key === 'Delivery Method')?.value, 'Traditional Classroom (instructor-led, in person)');
  });

  test("a role's record in one sentence is keyed by the role's words: first line and second line apart", () => {
    const facts = factsOf(thread);
    assert.equal(facts.find((f) => f.key === 'first line name and title')?.value, 'Linda Carvajal, Supervisory Program Analyst');
    assert.equal(facts.find((f) => f.key === 'second line email')?.value, 'raymond.tso@usda.example.gov');
    assert.equal(facts.find((f) => f.key === 'second line phone')?.typed?.kind, 'phone');
    // (A title that runs on past its comma, with no numbers after it, is no such record.)
    assert.ok(!factsOf('First-Line Supervisor: Dana Ferreira, Chief, Acquisition Operations Division').some((f) => f.key === 'first line supervisor position title'));
  });

  test('an option named after a key that only says whose it is ("me: … / non-supervisory"); the writer\'s relation names none', async () => {
    const field = fieldAt('pos', 'dropdown', { x: 40, y: 500 }, { options: ['Select one', 'Supervisory', 'Non-supervisory'] });
    const values = await mappedValues([field], [described('pos', '6. Position Level')], thread);
    assert.equal(values.pos, 'Non-supervisory');
  });
});

describe("a W-9 from an accountant's memo, a portal's page source and a vendor master record", () => {
  test('"Part II" is no partnership: a word and the agent noun that begins with it do not meet', () => {
    assert.equal(tokensMeet('part', 'partner'), false);
    assert.equal(tokensMeet('date', 'dated'), true);
  });

  test("an address's key line that starts as a sentence: the address starts at its number, the words say it is the old one", () => {
    const facts = factsOf('Address: the W-9 they have on file still shows 1450 Folly Road, Suite 3, Charleston 29412. Since the move the mailing address is 2207 Savannah Hwy, Unit B, Charleston, SC 29414.');
    const old = facts.find((f) => f.address?.street === '1450 Folly Road');
    assert.equal(old?.value, '1450 Folly Road, Suite 3, Charleston 29412');
    assert.equal(old?.epoch, 'previous');
  });

  test("a change log's old value is gone, its new one stays", () => {
    assert.equal(withoutStruckTextAndNotes(' Tax categ.  "LLC - C corp"  ->  "LLC - taxed as S corporation"'), ' Tax categ.  "LLC - taxed as S corporation"');
    assert.equal(withoutStruckTextAndNotes('Envelope Corrected   Sender: price 600.00 -> 585.00'), 'Envelope Corrected   Sender: price 585.00');
    assert.equal(withoutStruckTextAndNotes('amount $600 → $585, allowances: self ✓ -> 1'), 'amount $585, allowances: self ✓ -> 1');
    assert.equal(withoutStruckTextAndNotes('G  child tax credit: 2 kids x 2 -> 4'), 'G  child tax credit: 2 kids x 2 -> 4');
  });

  test("a managing member is a title after a name", () => {
    assert.ok(JOB_WORD.test('Managing Member'));
    assert.ok(isJobTitle('General Partner'));
  });

  test("the requester's whole name and address in its box draws no parts of it into the payee's address lines beside it", () => {
    const at = (name: string, x: number, y: number) => buildProfile(fieldAt(name, 'text', { x, y, width: 200 }), undefined, 0);
    const profiles = [at('f1_7', 40, 500), at('f1_8', 40, 476), at('f1_9', 360, 488)].map((p, index) => ({ ...p, index }));
    const requester = 'Harborline Logistics, Inc., 2200 Terminal Way, Tacoma, WA 98421';
    const payee = '418 Marine View Dr, Suite 3, Gig Harbor, WA 98335';
    const part = (field: number, value: string, score: number, fact: number, concept: Candidate['concept'], origin: string): Candidate => ({ field, value, score, fact, concept, origin, reasoning: '' });
    const chosen = assignCandidates(profiles, [
      part(2, requester, 0.92, 0, 'address', requester),
      part(0, '2200 Terminal Way', 0.55, 0, 'street', requester),
      part(1, 'Tacoma, WA 98421', 0.79, 0, 'cityStateZip', requester),
      part(0, '418 Marine View Dr, Suite 3', 0.62, 1, 'street', payee),
      part(1, 'Gig Harbor, WA 98335', 0.86, 1, 'cityStateZip', payee),
    ]);
    assert.deepEqual(chosen.map((c) => c.value), [payee.replace(', Gig Harbor, WA 98335', ''), 'Gig Harbor, WA 98335', requester]);
  });

});

describe('an education level from a code list', () => {
  const option = (value: string, label: string) => ({ value, label, tokens: tokenize(label) });

  test('"master\'s (MPA, 2016)" is "Master\'s degree", not "Post-Master\'s": the kind\'s word and the remark need not match', () => {
    const value = "master's (MPA, Univ of Maryland 2016)";
    assert.ok(optionMatch(value, option('17', "Master's degree")) > 0.9);
    assert.ok(optionMatch(value, option('18', "Post-Master's")) < 0.5);
  });

  test('a degree by its letters is its level', () => {
    assert.equal(expandAbbreviations('M.S. in Civil Engineering, 2014'), "master's degree in Civil Engineering, 2014");
    assert.equal(expandAbbreviations('Ph.D. (2019)'), 'doctorate degree (2019)');
    // (Two capitals without their dots may be a state: "MA" stays.)
    assert.equal(expandAbbreviations('Boston, MA 02110'), 'Boston, MA 02110');
  });
});
