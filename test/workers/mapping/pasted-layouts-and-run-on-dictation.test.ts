/**
 * Requests read once they were no longer held out (issue 4, fresh v36 and probe batches 26-28): a spreadsheet's two
 * columns, the form's wording with its blanks filled in, values written before what they are, keys with a colon in
 * the middle of prose, a message dictated without a stop, a keyed line that settles on one value, a lower-case
 * European address over two lines, a correction of a unit's number, a signed first name spelled out above.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Fact } from '../../../workers/mapping/parse-data.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { linesWithTwoColumnsKeyed } from '../../../workers/mapping/parse-two-columns.js';
import { linesWithFilledBlanksRead } from '../../../workers/mapping/parse-filled-blanks.js';
import { linesWithValuesFirstKeyed } from '../../../workers/mapping/parse-value-first.js';
import { withKeyedClausesApart } from '../../../workers/mapping/parse-keyed-clauses.js';
import { withRunOnDictationCut } from '../../../workers/mapping/parse-transcript.js';
import { withFinalPickKept } from '../../../workers/mapping/corrections.js';
import { withoutMoreFollowsKey } from '../../../workers/mapping/parse-lead-in.js';
import { withPlainBullets } from '../../../workers/mapping/normalize-text.js';
import { withSpokenNumbers } from '../../../workers/mapping/spoken-numbers.js';
import { findDateRanges } from '../../../workers/mapping/date-ranges.js';
import { textParty } from '../../../workers/mapping/parties.js';
import { splitSentences } from '../../../workers/mapping/sentences.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

const factsOf = (text: string) => parseData(text).facts;
const valuesOf = (facts: Fact[], key: string) => facts.filter((f) => f.key === key).map((f) => f.value);

describe('layouts pasted from other tools', () => {
  test("a spreadsheet's two columns become keyed lines; a question mark after a label goes", () => {
    const lines = ['Name (L, F MI)\tOkafor, Chinedu E.', 'Off. ph\t202-555-0171 x4420', 'Accomm. needed?\tN', 'Duty hrs\t35'];
    assert.deepEqual(linesWithTwoColumnsKeyed(lines), ['Name (L, F MI): Okafor, Chinedu E.', 'Off. ph: 202-555-0171 x4420', 'Accomm. needed: N', 'Duty hrs: 35']);
    // (Two lines apart by a tab are no pasted record.)
    assert.deepEqual(linesWithTwoColumnsKeyed(['Tuition\t$1,895.00', 'Books\t$85']), ['Tuition\t$1,895.00', 'Books\t$85']);
  });

  test("a key of as many parts as its slashed value names each part", () => {
    const facts = factsOf('Pay plan / Ser / Gr / Step: GS / 0343 / 11 / 3');
    assert.deepEqual(['Pay plan', 'Ser', 'Gr', 'Step'].map((key) => valuesOf(facts, key)[0]), ['GS', '0343', '11', '3']);
  });

  test("the form's wording with its blanks filled keys each blank by the words printed before it", () => {
    const lines = [
      'KNOW ALL MEN BY THESE PRESENT, THAT I ____Gloria M. Sandoval____, (Principal) currently living in the municipality of ____Mesa____, State of ____Arizona____,',
      'Address of Principal: ____2250 E Brown Rd, Mesa, AZ 85213____',
      '________________________________',
    ];
    assert.deepEqual(linesWithFilledBlanksRead(lines), [
      'ALL MEN BY THESE PRESENT THAT I: Gloria M. Sandoval',
      'Principal currently living in the municipality of: Mesa',
      'State of: Arizona',
      'Address of Principal: 2250 E Brown Rd, Mesa, AZ 85213',
      '________________________________',
    ]);
    // (One or two underlined words are no filled form.)
    assert.deepEqual(linesWithFilledBlanksRead(['Sign here: ____Ann____']), ['Sign here: ____Ann____']);
  });

  test('values written before what they are are keyed by it; one said not to be used goes', () => {
    const lines = [
      '83-4410927 - our EIN',
      '7719 Old Mill Rd, Unit C - street address, mail goes there',
      "QV Hardscapes - that's what's on the trucks, it's our dba",
      "521-44-9087 - that's my own social, but their AP lady said use the company EIN, not mine",
      '2 members (me and Dale Vance) - so the LLC is taxed as a partnership',
    ];
    // (Labels before a dash, a numbered answer's remark and a greeting are no values written first.)
    const labels = ['Eyes - amber', 'Skin - ruddy tan', 'Hair - copper', '7. JKR8842 - it is on the frame', 'Hi Carla - answers to your list'];
    assert.deepEqual(linesWithValuesFirstKeyed(labels), labels);
    assert.deepEqual(linesWithValuesFirstKeyed(lines), [
      'our EIN: 83-4410927',
      'street address mail goes there: 7719 Old Mill Rd, Unit C',
      "what's on the trucks it's our dba: QV Hardscapes",
      '',
      '2 members (me and Dale Vance) - so the LLC is taxed as a partnership',
    ]);
  });

  test("a word processor's second-level bullets are a list's items", () => {
    assert.equal(withPlainBullets('• Principal: Ted\n    ◦ 88 Harbor View Rd\n    ▪ Duluth, MN 55802'), '• Principal: Ted\n    - 88 Harbor View Rd\n    - Duluth, MN 55802');
  });
});

describe('keys and values inside prose', () => {
  test('a key with "put:" or "is:" in the middle of a paragraph keys what follows, a quoted story whole', () => {
    const line = 'He belongs to the Order. For allies and organizations, put: The Temple of Moradin; Thora Ironfell, his shield-sister. The backstory, exactly as I wrote it, is: "Brannoc served twenty years. Found half-dead, he took his vows." Thanks!';
    assert.deepEqual(withKeyedClausesApart(line).split('\n').map((l) => l.trim()).filter((l) => l !== ''), [
      'He belongs to the Order.',
      'allies and organizations: The Temple of Moradin; Thora Ironfell, his shield-sister.',
      'backstory: Brannoc served twenty years. Found half-dead, he took his vows.',
      'Thanks!',
    ]);
    assert.equal(withKeyedClausesApart('Here is: the list.'), 'Here is: the list.');
  });

  test("a story quoted after its key keeps its numbers in words; a quoted transcript's are read", () => {
    assert.match(withSpokenNumbers('The backstory is: "Brannoc served twenty years as a caravan guard on the road north."'), /served twenty years/);
    assert.match(withSpokenNumbers('Transcription:\n"he is forty one years old and about five foot ten and he weighs a lot"'), /41 years old/);
  });

  test('a keyed line that weighs values takes the one it settles on, not one it points back to', () => {
    assert.equal(withFinalPickKept('- Purpose: I was leaning toward 05 but Greg says 03, because I do this work every day. Use 03.'), '- Purpose: 03');
    const pointing = '• Signing: April 7, 2026 in Duluth; use that date on both "Dated" lines';
    assert.equal(withFinalPickKept(pointing), pointing);
  });

  test('a key that only says more follows gives way to the sentences after it', () => {
    assert.equal(withoutMoreFollowsKey('Other bits: woman, 171 cm. yes i have a car licence.'), 'woman, 171 cm. yes i have a car licence.');
    assert.equal(withoutMoreFollowsKey('Other bits: none'), 'Other bits: none');
  });

  test('the answers of a line read as such leave no name behind', () => {
    const facts = factsOf('Languages: English + German yes, French no (never learned it), Chinese no.');
    assert.equal(facts.some((f) => /French,\s*Chinese/.test(f.value)), false);
    const skills = factsOf('Skills: athletics 4, light weapons 3, perception 3 and discipline 2.');
    assert.equal(skills.some((f) => f.source === 'typed' && /perception/.test(f.value)), false);
  });

  test("the name of the writer's character, said before its kind", () => {
    const facts = factsOf("I'm bringing in Brannoc Halewood, my hill dwarf cleric, now that Pip the bard has retired.");
    assert.deepEqual(valuesOf(facts, 'character name'), ['Brannoc Halewood']);
  });

  test("the year a period's ends share is no count of what follows", () => {
    assert.equal(findDateRanges('In-person classroom, March 9-11, 2026: 24 duty hours')[0]?.stop, 'In-person classroom, March 9-11, 2026'.length);
    const facts = factsOf('In-person classroom, March 9-11, 2026: 24 duty hours, no non-duty hours.');
    assert.deepEqual(valuesOf(facts, 'duty hours'), ['24']);
  });
});

describe('run-on dictation', () => {
  const DICTATED =
    'hi its marisol again sorry dictating this on the bus can you do my change of address card my name is marisol beatriz quintero so family name quintero first name marisol middle name beatriz date of birth march fourth nineteen eighty nine my a number is a two zero four five five one eight seven three the new address is fourteen twenty two hollister avenue apartment three b pasadena california nine one one zero four thanks so much';

  test('is cut into one line per thought, a key said aloud given its colon', () => {
    const lines = withRunOnDictationCut(DICTATED).split('\n');
    assert.ok(lines.includes('my name is marisol beatriz quintero'));
    assert.ok(lines.includes('family name: quintero'));
    assert.ok(lines.includes('first name: marisol'));
    assert.ok(lines.includes('date of birth: march fourth nineteen eighty nine'));
    // (A punctuated text stays as written.)
    const typed = 'My name is Ana. I was born in 1990, on March 4, in Lisbon, and I moved here in 2015, after my studies, with my husband, who works at the port, and our two children, who are now at school here, in the city, where we live.';
    assert.equal(withRunOnDictationCut(typed), typed);
  });

  test('gives the names, the A-number and the lower-case address', () => {
    const facts = factsOf(DICTATED);
    assert.deepEqual(valuesOf(facts, 'Family name'), ['Quintero']);
    assert.ok(facts.some((f) => /A-Number/.test(f.key) && f.value === '204551873'));
    assert.ok(facts.some((f) => f.value === '1422 Hollister Avenue, Apartment 3B, Pasadena, California 91104'));
  });
});

describe('addresses and corrections', () => {
  test("a lower-case European address over two lines is cased and joined", () => {
    const facts = factsOf('hi! i moved at the end of september, my new place is hoogstraat 17,\n2000 antwerpen, belgium, so all the old stuff on there is wrong now. can you update my entry on the request form please, thanks a lot, lotte');
    assert.ok(facts.some((f) => f.value === 'Hoogstraat 17, 2000 Antwerpen, Belgium'));
  });

  test('"it\'s Unit 14, not Unit 4" mends the unit in the address given before', () => {
    const facts = factsOf('Address: 2217 Larkin Avenue, Unit 4, Duluth, MN 55803\n\nCorrection, sorry: it\'s Unit 14, not Unit 4.');
    assert.deepEqual(valuesOf(facts, 'Address'), ['2217 Larkin Avenue, Unit 14, Duluth, MN 55803']);
  });

  test('a second address line quoted in the middle of an address', () => {
    const facts = factsOf('New address: Oudegracht 231, second line "2e verdieping", 3511 NK Utrecht, Netherlands');
    assert.deepEqual(valuesOf(facts, 'New address'), ['Oudegracht 231, 3511 NK Utrecht, Netherlands']);
    assert.deepEqual(valuesOf(facts, 'Address line 2'), ['2e verdieping']);
  });

  test('the address to use after the one that is no more is the new one', () => {
    const facts = factsOf('We moved in August, so the Wayne Ave address is dead — use 1150 Springboro Pike, Unit 6, Dayton, OH 45449.');
    assert.deepEqual(valuesOf(facts, 'new address'), ['1150 Springboro Pike, Unit 6, Dayton, OH 45449']);
  });

  test('a price settled on with "put" is the price, in dollars', () => {
    const facts = factsOf('price: we talked anywhere from 450 to 500 and never really settled it, put 475, that is what he is bringing.');
    assert.ok(facts.some((f) => f.key === 'price' && f.value === '$475' && f.typed?.kind === 'money'));
  });
});

describe('amounts, counts and codes said in passing', () => {
  test('what an amount is for, or that it is the total, right after it in a keyed line', () => {
    const facts = factsOf('Cost: tuition $1,950 plus $125 for the workbook set, $2,075 total. They are a private company.');
    assert.deepEqual(valuesOf(facts, 'workbook set books materials costs'), ['$125']);
    assert.deepEqual(valuesOf(facts, 'total'), ['$2,075']);
  });

  test('a remark after an amount is no part of what it is', () => {
    assert.deepEqual(valuesOf(factsOf('- tuition $1,895.00 per their quote Q-2025-3381'), 'tuition'), ['$1,895.00']);
  });

  test("a day keyed by its month is a date's piece, not a value", () => {
    const facts = factsOf('Early-bird registration closes August 15, and the exam window opens 10/1/2025.');
    assert.equal(facts.some((f) => f.value === '15' && /August$/.test(f.key)), false);
  });

  test('hours outside duty time, and an appointment named alone in a list', () => {
    const facts = factsOf('- Marcus T. Delgado, Program Analyst, GS-0343-12, step 2, career-conditional, non-supervisory\n- Jan 12-16, 2026, 35 hrs, all on duty time, 0 outside');
    assert.deepEqual(valuesOf(facts, 'type of appointment'), ['career-conditional']);
    assert.deepEqual(valuesOf(facts, 'non-duty hours'), ['0']);
    assert.deepEqual(valuesOf(factsOf('It runs as five half-days, so 20 duty hours and 0 non-duty.'), 'non-duty hours'), ['0']);
  });

  test('"on behalf of" names whom the request is for', () => {
    assert.deepEqual(valuesOf(factsOf('I am writing on behalf of Mr. Alain Dufresne, whose registration needs updating.'), 'name'), ['Alain Dufresne']);
  });

  test('a box named in quotes is cleared; "take the old … off" clears it too', async () => {
    const state = fieldAt('US State', 'text', { x: 300, y: 500 }, { currentValue: 'VA' });
    for (const text of ['As he no longer resides in the US, please clear the "US State" entry (it still shows Virginia).', 'Take the old Virginia state off, it doesn\'t apply anymore.']) {
      const values = await mappedValues([state], [described('US State', 'US State')], text);
      assert.equal(values['US State'], '', text);
    }
  });

  test('what one clause says is too little to tick is unticked, and only that', async () => {
    const german = fieldAt('Language Deutsch', 'checkbox', { x: 100, y: 400 });
    const english = fieldAt('Language English', 'checkbox', { x: 200, y: 400 });
    const values = await mappedValues([german, english], [described('Language Deutsch', 'Deutsch', 'I speak and understand / Deutsch'), described('Language English', 'English', 'I speak and understand / English')], 'Languages: english yes, german only a little, not enough to tick it.');
    assert.equal(values['Language Deutsch'], false);
    assert.equal(values['Language English'], true);
  });
});

describe('sentences', () => {
  test('a number with a full stop before a whole word ends a sentence; a ZIP code before its contacts does not', () => {
    assert.deepEqual(splitSentences('the gun: Glock 19. serial BXRT227 (read it off the frame twice)'), ['the gun: Glock 19.', 'serial BXRT227 (read it off the frame twice)']);
    assert.equal(splitSentences('by Summit LLC, 3600 Wynkoop St, Denver CO 80216. ph 303-555-0175, enroll@summit.example.com').length, 1);
    assert.equal(splitSentences('his address is 4410 E Fort Lowell Rd, Tucson, AZ 85712. cell 520-555-0187').length, 1);
  });
});

describe('whose values are', () => {
  test('the full name whose first name the writer signs with is the writer\'s', () => {
    const facts = factsOf('Update to my registration pls -\n\nHenrik Lindqvist (same person as before, just moved)\nMan, 187 cm.\n\nThx, Henrik');
    assert.deepEqual(valuesOf(facts, 'my name'), ['Henrik Lindqvist']);
  });

  test("a role's part of the form that is \"ours\" is the role's; a certificate names the one who signed", () => {
    assert.equal(textParty('The employer part is ours: Front Range Dental Group, PLLC, '), 'employer');
    assert.equal(textParty('The undersigned witness certifies that '), 'self');
  });

  test('the contacts at a desk are the work ones', async () => {
    const email = fieldAt('9 Work Email Address', 'text', { x: 300, y: 600 });
    const values = await mappedValues([email], [described('9 Work Email Address', '9. Work Email Address')], '- Desk: 970-555-0186 ext. 227 / keisha@example.gov\n- Course: GIS 101, from Front Range Academy.');
    assert.equal(values['9 Work Email Address'], 'keisha@example.gov');
  });
});
