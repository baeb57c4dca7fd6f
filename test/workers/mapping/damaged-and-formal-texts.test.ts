/**
 * Requests read once they were no longer held out (issue 4, fresh v39 and probe batches 35-37): texts damaged by the
 * way they were captured (quoted-printable mail, HTML left in, a fax's page strips, a PDF's hard line breaks, OCR's
 * slips, a transcriber's [illegible]), several records of which the form takes one (a CSV's fourth row, a roster's row
 * marked "<- this one", a table of old and new values), and formal documents (a shared draft with its reviewers'
 * comments, an affidavit, a witness's certificate, dates written "the 3rd day of October").
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Fact } from '../../../workers/mapping/parse-data.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { withMessageMarkupRead, withQuotedPrintableDecoded } from '../../../workers/mapping/mail-encoding.js';
import { withHardWrapsJoined } from '../../../workers/mapping/hard-wraps.js';
import { withFaxStripsDropped } from '../../../workers/mapping/fax-pages.js';
import { withReviewCommentsRead } from '../../../workers/mapping/review-comments.js';
import { withSumWrittenAsItems } from '../../../workers/mapping/parse-sums.js';
import { withLetteredLinesKeyed, withLinesUnderHeadingsNamed } from '../../../workers/mapping/line-number-labels.js';
import { withOcrSlipsRead } from '../../../workers/mapping/ocr-slips.js';
import { withDeedDatesWritten } from '../../../workers/mapping/bare-dates.js';
import { linesWithTickBoxesRead } from '../../../workers/mapping/parse-tick-boxes.js';
import { findTables, subjectRow } from '../../../workers/mapping/parse-table.js';
import { findEuropeanAddress, parseAddress } from '../../../workers/mapping/parse-compound.js';
import { withOptionsNotChosenDropped, withOtherListItemsDropped } from '../../../workers/mapping/list-items-chosen.js';
import { jsonInText } from '../../../workers/mapping/json-in-text.js';
import { writerRoleOf } from '../../../workers/mapping/parse-data.js';
import { printedLineNumber } from '../../../workers/mapping/field-profile.js';
import { worksheetsOfFields } from '../../../workers/describe/form-sections.js';
import { pageLineAt, pageTextFromLabels } from '../../fixtures/forms.js';
import { fieldAt } from '../../helpers/form-fields.js';

const factsOf = (text: string) => parseData(text).facts;
const valuesOf = (facts: Fact[], key: string) => facts.filter((f) => f.key === key).map((f) => f.value);

describe('texts damaged on the way', () => {
  test('a quoted-printable e-mail is decoded; a wiki heading or a settings file keeps its equals signs', () => {
    const mail = 'Here=E2=80=99s my SF-182. Office: 12201 Sunrise Valley Dr, Res=\nton, VA 20192\nTuition =3D $1,850.00 total, 36 hours =\nall on duty time.';
    assert.equal(withQuotedPrintableDecoded(mail), 'Here’s my SF-182. Office: 12201 Sunrise Valley Dr, Reston, VA 20192\nTuition = $1,850.00 total, 36 hours all on duty time.');
    const wiki = '== Backstory ==\nHe came back.\n== Allies ==\nage=19\nweight=20\nheight=3D';
    assert.equal(withQuotedPrintableDecoded(wiki), wiki);
  });

  test("a message's HTML is read as its text; a single ampersand entity stays", () => {
    assert.equal(
      withMessageMarkupRead('<b>About me</b><br>\nVendor: Hydro &amp; Sediment Institute<br>\nPhone 970-555-0181&nbsp;|&nbsp;x<br><br>\nThanks'),
      'About me\nVendor: Hydro & Sediment Institute\nPhone 970-555-0181 | x\n\nThanks',
    );
    assert.equal(withMessageMarkupRead('Smith &amp; Sons, <b>bold</b>'), 'Smith &amp; Sons, <b>bold</b>');
  });

  test("a PDF's hard line breaks are joined, its hyphenated words made whole; items keep their lines", () => {
    const copied = ['2. SELLER. The seller, Gretchen A. Wojcie-', 'chowski, resides in Scotts-', 'dale; telephone (480) 555-', '0173.', '3. AGENT. Paul J. Brandt.', '', 'Thanks'].join('\n');
    assert.equal(withHardWrapsJoined(copied), ['2. SELLER. The seller, Gretchen A. Wojciechowski, resides in Scottsdale; telephone (480) 555-0173.', '3. AGENT. Paul J. Brandt.', '', 'Thanks'].join('\n'));
    const list = 'Buyer: Dale\nSeller: Ann-\nMarie Cole';
    assert.equal(withHardWrapsJoined(list), list);
  });

  test("a fax's page strips go, and a value a page break cut is joined again", () => {
    const fax = ['MAR-04-2024 10:17 FROM:KESSLER ROOFING 5155550139 TO:15155550200 P.001/002', 'Legal name: Kessler LLC', 'EIN which is 42-', '', 'MAR-04-2024 10:18 FROM:KESSLER ROOFING 5155550139 TO:15155550200 P.002/002', '', '1839027 (on the IRS letter).', '-- END OF TRANSMISSION --'].join('\n');
    assert.equal(withFaxStripsDropped(fax), ['Legal name: Kessler LLC', 'EIN which is 42-1839027 (on the IRS letter).'].join('\n'));
  });

  test("OCR's rn for m, its bar for I and its O in an amount are read back; real words with rn stay", () => {
    const scanned = 'Dennis R. Malrnberg\n| am rnarried. Please a1so take out an extra $2O each paycheck.\nRockf0rd, lL 6ll07\nI was born in a modern town.';
    assert.equal(withOcrSlipsRead(scanned), 'Dennis R. Malmberg\nI am married. Please also take out an extra $20 each paycheck.\nRockford, IL 61107\nI was born in a modern town.');
  });

  test("a transcriber's [illegible] fills nothing, and a street's unit boxes give its unit", () => {
    const facts = factsOf('MIDDLE: [illegible] (maybe "W"?)\nA#: A 214 558 903');
    assert.deepEqual(valuesOf(facts, 'alien registration number A-Number USCIS number'), ['214558903']);
    assert.deepEqual(linesWithTickBoxesRead(['5881 Cleveland Ave   [x] Apt  [ ] Ste  [ ] Flr   No. 3C']), ['5881 Cleveland Ave, Apt 3C']);
    assert.deepEqual(linesWithTickBoxesRead(['1270 Morse Rd [x] Apt [ ] Ste [ ] Flr No. [illegible]']), ['1270 Morse Rd, Apt']);
  });

  test("a task list's unticked options are the ones not chosen; a checklist of one kind keeps its items", () => {
    assert.deepEqual(linesWithTickBoxesRead(['- [x] English – fluent', '- [ ] French – school only']), ['- English – fluent', '- not French']);
    assert.deepEqual(linesWithTickBoxesRead(['- [x] Offer accepted', '- [x] Keys handed over']), ['- Offer accepted', '- Keys handed over']);
  });
});

describe('one record of several', () => {
  const csv = ['first_name,last_name,city,country,height_cm,langs', 'Tomasz,Wróbel,Gdańsk,Poland,181,de', 'Claire,Dubois,Strasbourg,France,164,fr', 'Marcus,Whitfield,Burke,United States,176,en', 'Annelies,van der Berg,Amsterdam,Netherlands,172,en'];

  test('a row named by its place under the header is the subject, where the names the text gives leave it open', () => {
    const [table] = findTables(csv);
    assert.equal(subjectRow(table!, 'Could you do the form for the 4th row please - that is Annelies. Tomasz, Claire and Marcus are already done.'), 3);
    // (A name that points at one row outweighs a place counted another way.)
    assert.equal(subjectRow(table!, "I'm Claire, row 3 in the sheet."), 1);
  });

  test('a pipe table row marked "<- this one" or "Me" is the subject; a wide row without its empty last cells is still a row', () => {
    const lines = ['| Player | Character | Age |', '|---|---|---|', '| Jonah | (DM) | - |', '| **Me** | **Brannoc Ashdown** | **34** | <- this one', '| Dev | Tibbly | 41 |'];
    const [table] = findTables(lines);
    assert.equal(table!.rows.length, 3);
    assert.equal(subjectRow(table!, 'mine is the bold row'), 1);
    const wide = ['a\tb\tc\td\te\tf\tg', '1\t2\t3\t4\t5\t6\t7', '1\t2\t3\t4\t5'];
    assert.equal(findTables(wide)[0]!.rows.length, 2);
  });

  test('a table of old and new values gives each row the new one', () => {
    const facts = factsOf(['| | Old (remove) | **New** |', '|---|---|---|', '| Street | ul. Grunwaldzka 102 | **ul. Długa 27/4** |', '| City | Gdańsk | **Kraków** |', '', 'Thanks'].join('\n'));
    // (The street and the town, keyed apart, are one address.)
    assert.deepEqual(valuesOf(facts, 'address'), ['ul. Długa 27/4, Kraków']);
    assert.ok(!facts.some((f) => /Grunwaldzka|Gdańsk/.test(f.value)));
  });
});

describe('one of several things', () => {
  test('a numbered list of things keeps the one the text singles out; numbered answers stay whole', () => {
    const note = ['  1) Ruger 10/22 carbine, SN 0012-48573', '  2) Marlin lever-action rifle, Model 336C, SN MR21847C', '  3) Smith & Wesson 686 Plus revolver, SN DFR4412', '', 'Ray is only buying the Marlin (#2).'].join('\n');
    assert.equal(withOtherListItemsDropped(note), ['', 'Marlin lever-action rifle, Model 336C, SN MR21847C', '', '', 'Ray is only buying the Marlin (#2).'].join('\n'));
    const answers = '1. Name: Ann Lee\n2. City: Dayton\n\nOnly #2 changed.';
    assert.equal(withOtherListItemsDropped(answers), answers);
  });

  test("the options weighed before a choice leave only the chosen one's lines", () => {
    const text = ['OPTION A - Kyle Brennan (88 Millbrook Ct, Joliet IL 60435)', ' + $550 cash', '', 'OPTION B - Dmitri Volkov (417 Hawthorne Ln, Naperville IL 60540)', ' + straight trade', '', "FINAL: going with Dmitri, the trade. Kyle's out."].join('\n');
    assert.equal(withOptionsNotChosenDropped(text), ['', 'OPTION B - Dmitri Volkov (417 Hawthorne Ln, Naperville IL 60540)', ' + straight trade', '', "FINAL: going with Dmitri, the trade. Kyle's out."].join('\n'));
  });

  test('a JSON record pasted in a message is read as JSON, its list cut to the record the prose picks', () => {
    const text = ['Here is the payload:', '```json', '{"payees": [{"vendor_no": "V-004117", "name": "Dana R. Okafor"}, {"vendor_no": "V-004139", "name": "Kestrel Ridge Surveying LLC"}]}', '```', "Only V-004139 needs a form - Okafor's went out last Tuesday."].join('\n');
    const pasted = jsonInText(text);
    assert.deepEqual(pasted?.value, { payees: [{ vendor_no: 'V-004139', name: 'Kestrel Ridge Surveying LLC' }] });
    assert.ok(!pasted!.rest.includes('```'));
    assert.equal(jsonInText('{"a": 1}'), undefined);
  });

  test("the writer keyed apart from one side of a deal, or who opens by what they sell, is the other side", () => {
    assert.equal(writerRoleOf(['Buyer: Raymond T. Gillespie, 604 W Oak St.', 'Me: Howard E. Brandt, 22 Cedar Ln.']), 'seller');
    assert.equal(writerRoleOf(['Selling the Beretta 92FS (9mm).', 'Two offers:']), 'seller');
  });
});

describe('drafts and formal documents', () => {
  test("a reviewer's comment under a line is read apart, and a reply that fixes the line gives its new value", () => {
    const draft = ['Pay plan/series/grade/step: GS-0150-07, step 3', '   [Dale Whitcomb: You were promoted in May, this should be grade 9.]', '   [Teresa Kowalczyk: Fixed → GS-0150-09, step 3. Thanks!]', 'Source: non-government', '   [Dale Whitcomb: Is the vendor accredited?]'].join('\n');
    assert.equal(
      withReviewCommentsRead(draft),
      ['Pay plan/series/grade/step: GS-0150-09, step 3', '', 'You were promoted in May, this should be grade 9.', '', 'Source: non-government', '', 'Is the vendor accredited?', ''].join('\n'),
    );
  });

  test('a sum of costs is written as its items and its total', () => {
    assert.equal(withSumWrittenAsItems('Tuition $1,850.00 + course materials $120.00 = $1,970.00 total.'), 'Tuition $1,850.00; course materials $120.00\ntotal $1,970.00.');
    assert.equal(withSumWrittenAsItems('2 kids x 2 = 4, 8 + 3 = 11'), '2 kids x 2 = 4, 8 + 3 = 11');
  });

  test('a date in the words of a deed is written as a form takes it', () => {
    assert.equal(withDeedDatesWritten('On this 21st day of August, 2025, before me'), 'On August 21, 2025, before me');
    assert.equal(withDeedDatesWritten('made the 3rd day of October'), 'made October 3');
  });

  test("the 'I' of a certificate signed by its witness is the witness; the 'I' of an affidavit is its deponent", () => {
    const certificate = factsOf(['Please complete the form.', '', 'I, CONSUELO ARRIAGA, being of lawful age, do hereby certify that HAROLD J. WEXLER signed it.', '/s/ Consuelo Arriaga, Witness', '', 'Thanks,', 'Priya Raman'].join('\n'));
    assert.deepEqual(certificate.filter((f) => f.key === 'witness name').map((f) => [f.value, f.party]), [['CONSUELO ARRIAGA', 'witness']]);
    const affidavit = factsOf('Update the record for our client Ms Brennan.\n\nI, SIOBHÁN BRENNAN, of 12 Church Lane, Kinsale, County Cork, P17 HX62, Ireland, Pharmacist, MAKE OATH and say as follows:');
    assert.deepEqual(affidavit.filter((f) => f.key === 'name').map((f) => [f.value, f.party]), [['SIOBHÁN BRENNAN', 'self']]);
    assert.deepEqual(valuesOf(affidavit, 'address'), ['12 Church Lane, Kinsale, County Cork, P17 HX62, Ireland']);
  });

  test("an Irish address's county before its Eircode is its region, and a lead-in before the house number is left out", () => {
    assert.deepEqual(parseAddress('12 Church Lane, Kinsale, Co. Cork P17 HX62, Ireland'), { full: '12 Church Lane, Kinsale, Co. Cork P17 HX62, Ireland', street: '12 Church Lane', line2: '', city: 'Kinsale', state: 'Co. Cork', zip: 'P17 HX62', country: 'Ireland' });
    assert.equal(findEuropeanAddress('I live at 12 Church Lane, Kinsale, County Cork, P17 HX62, Ireland.')?.text, '12 Church Lane, Kinsale, County Cork, P17 HX62, Ireland');
  });

  test('a home lived in until a day is the previous one; a fax cover\'s date is not the form\'s', () => {
    const moved = factsOf('I say that I resided at 8 Marina Walk, Renmore, Galway, H91 C4T2, until the 28th day of February 2025.');
    assert.deepEqual(moved.filter((f) => f.address).map((f) => f.epoch), ['previous']);
    const fax = factsOf(['FAX', '', 'To: Heartland Title', 'Fax: (217) 555-0190', 'From: Walter Brzezinski', 'Date: 10/28/2025', 'Pages: 1', '', 'I will sign on November 4, 2025.'].join('\n'));
    assert.deepEqual(valuesOf(fax, 'Date'), []);
  });
});

describe("a form's worksheets", () => {
  test("a step's lettered parts and a worksheet's lines are named with their step and worksheet", () => {
    const text = ['Step 4:', '(a) other income: about $1,200 a year', '(b) I did the Deductions Worksheet on page 3:', '   line 1: 21,400', '   line 3: 6,400', '(c) extra $25 per paycheck'].join('\n');
    assert.equal(
      withLinesUnderHeadingsNamed(text),
      ['Step 4:', 'Step 4(a) other income: about $1,200 a year', 'Step 4(b) I did the Deductions Worksheet on page 3:', '   Deductions Worksheet line 1: 21,400', '   Deductions Worksheet line 3: 6,400', 'Step 4(c) extra $25 per paycheck'].join('\n'),
    );
  });

  test("a worksheet's lines listed by their letters are keyed as its lines; a short lettered list stays", () => {
    assert.equal(withLetteredLinesKeyed('A. 1 for myself\nB. does not apply, leave it blank\nH. total 8'), 'line A: 1 (for myself)\nline B: leave blank\nline H: 8');
    assert.equal(withLetteredLinesKeyed('A. 2 eggs\nB. 1 cup'), 'A. 2 eggs\nB. 1 cup');
  });

  test("a wrapped step's number printed by its box is its line; each field's worksheet is the title above it on its page", () => {
    const context = '$15,000 if you’re single / 3  If line 1 is greater than line 2, subtract line 2 from line 1 and enter the result here. If line 2 is greater / than line 1, enter “-0-”  3';
    assert.equal(printedLineNumber('enter the result here. If line 2 is greater than line 1, enter “-0-”', context), '3');
    const page = pageTextFromLabels(1, []);
    page.lines = [pageLineAt('Step 2(b)—Multiple Jobs Worksheet (Keep for your records.)', 0.1), pageLineAt('Step 4(b)—Deductions Worksheet (Keep for your records.)', 0.5)];
    const fields = [fieldAt('top', 'text', { x: 50, y: 40 }), fieldAt('jobs1', 'text', { x: 50, y: 200 }), fieldAt('ded3', 'text', { x: 50, y: 500 })];
    assert.deepEqual(worksheetsOfFields(fields, [page]), [undefined, 'Multiple Jobs Worksheet', 'Deductions Worksheet']);
  });
});
