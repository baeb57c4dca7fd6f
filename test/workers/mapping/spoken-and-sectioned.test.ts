/**
 * Requests read once they were no longer held out (issue 4, fresh v38 and probe batches 32-34): speech written down
 * (a dictation typed word for word with its commands, a call with a buyer and a seller named in its heading, an
 * interpreter's "she says", numbers and letters said aloud), texts with many people in them, and filers who name the
 * form's parts their own way ("A7 - …", "Line 6 - …", dates written day first, a newcomer's word order).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Fact } from '../../../workers/mapping/parse-data.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { withDictatedPunctuationWritten } from '../../../workers/mapping/dictated-punctuation.js';
import { withSpokenNumbers } from '../../../workers/mapping/spoken-numbers.js';
import { withSpokenAddressPausesTidied } from '../../../workers/mapping/parse-compound.js';
import { withSectionItemCodesKeyed } from '../../../workers/mapping/line-number-labels.js';
import { withDayFirstDatesDotted } from '../../../workers/mapping/bare-dates.js';
import { withCalquesRead } from '../../../workers/mapping/other-languages.js';
import { applyNamesRespelled } from '../../../workers/mapping/corrections.js';
import { OTHERS_COUNSEL, textParty } from '../../../workers/mapping/parties.js';
import { linesWithSpeakersParties, meetingTurns, speakerParties } from '../../../workers/mapping/parse-transcript.js';
import { questionKeys } from '../../../workers/mapping/parse-chat.js';
import { withAddressesAssembled } from '../../../workers/mapping/spoken-addresses.js';
import { sectionsOfFields } from '../../../workers/describe/form-sections.js';
import { pageLineAt, pageTextFromLabels } from '../../fixtures/forms.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

const factsOf = (text: string) => parseData(text).facts;
const valuesOf = (facts: Fact[], key: string) => facts.filter((f) => f.key === key).map((f) => f.value);

describe('speech written down', () => {
  test('a dictation typed with its commands is written with the marks it said; ordinary text keeps its words', () => {
    const memo =
      'memo to the training office period new paragraph she is a wildlife biologist comma G S zero four eight six comma grade eleven step four scratch that step three period her office is U period S period Fish and Wildlife Service period new paragraph the course is quote Wetland Delineation unquote comma course number W D dash two twenty period end of dictation';
    assert.equal(
      withSpokenNumbers(withDictatedPunctuationWritten(memo)),
      'Memo to the training office.\n\nShe is a wildlife biologist, GS 0486, grade 11 step 3. Her office is U.S. Fish and Wildlife Service.\n\nThe course is "Wetland Delineation", course number WD-220.',
    );
    const plain = 'The pay period ends Friday, and the comma in my name is on purpose.';
    assert.equal(withDictatedPunctuationWritten(plain), plain);
  });

  test('numbers, letters and amounts said aloud are written as a clerk writes them', () => {
    assert.equal(withSpokenNumbers('Springfield, sixty-two seven oh four.'), 'Springfield, 62704.');
    assert.equal(withSpokenNumbers('three hundred twelve point four five shares'), '312.45 shares');
    assert.equal(withSpokenNumbers('So cash, twelve hundred dollars, paid today.'), 'So cash, $1200, paid today.');
    assert.equal(withSpokenNumbers('Office phone is area code 843, 555-0142, extension 218.'), 'Office phone is (843) 555-0142 ext. 218.');
    assert.equal(withSpokenNumbers('D one five two, seven seven three oh, six oh one two. Illinois.'), 'D152-7730-6012. Illinois.');
    assert.equal(withSpokenNumbers('Serial is D as in delta, B as in bravo, K as in kilo, four one seven two nine.'), 'Serial is DBK41729.');
    assert.equal(withSpokenNumbers('1452 Elm Ridge Drive, apartment three B'), '1452 Elm Ridge Drive, apartment 3B');
    assert.equal(withSpokenNumbers("She's tall. Five ten."), 'She\'s tall. 5\'10".');
    assert.equal(withSpokenNumbers('we paid five ten for it'), 'we paid 510 for it');
    // (A middle initial said so is the name reader's: it writes it after the first name.)
    assert.equal(withSpokenNumbers('middle initial J as in Julia'), 'middle initial J as in Julia');
  });

  test("an address said with pauses reads as written: no 'in' before the town, no comma before the ZIP code", () => {
    assert.equal(withSpokenAddressPausesTidied('1452 Elm Ridge Drive, apartment 3B, in Sacramento, California, 95825.'), '1452 Elm Ridge Drive, apartment 3B, Sacramento, California 95825.');
    assert.equal(withSpokenAddressPausesTidied('She lives in Sacramento, California.'), 'She lives in Sacramento, California.');
  });

  test('a town said on the line before its street is that street\'s', () => {
    const lines = ['Where were you living before?', 'previous home address: In Durham, also North Carolina', '905 Carver Street.', 'ZIP for Durham?', 'ZIP for Durham: 27704'];
    assert.ok(withAddressesAssembled(lines).includes('previous address: 905 Carver Street, Durham, NC 27704'));
  });

  test('a call whose heading names each speaker with their part gives each their values and their name', () => {
    const call = [
      'Participants: Jenna Marsh (paralegal), Frank Dombrowski (seller, our client), Elijah Brandt (buyer)',
      '',
      'Jenna Marsh 0:04',
      'Frank, you first. Address?',
      '',
      'Frank Dombrowski 0:16',
      'Address is 1122 North Sheridan Road, Peoria, IL 61604.',
      '',
      'Jenna Marsh 0:38',
      'Thanks. Elijah?',
      '',
      'Elijah Brandt 0:57',
      'Yeah. 409 South Grand Avenue West, Springfield, IL 62704.',
      '',
      'Jenna Marsh 1:10',
      'Great. Anything else?',
      '',
      'Frank Dombrowski 1:12',
      'No, that is it.',
      '',
      'Elijah Brandt 1:15',
      'Same here.',
    ];
    const meeting = meetingTurns(call)!;
    const parties = speakerParties(meeting.heading, meeting.turns);
    assert.deepEqual([...parties], [['Frank Dombrowski', 'seller'], ['Elijah Brandt', 'buyer']]);
    const lines = linesWithSpeakersParties(['Address is 1122 North Sheridan Road, Peoria, IL 61604.', 'Great. Anything else?'], meeting.turns, parties);
    assert.deepEqual(lines, [{ text: 'Name: Frank Dombrowski', party: 'seller' }, { text: 'Name: Elijah Brandt', party: 'buyer' }, { text: 'Address is 1122 North Sheridan Road, Peoria, IL 61604.', party: 'seller' }, 'Great. Anything else?']);
    const facts = factsOf(call.join('\n'));
    const buyer = facts.find((f) => f.value.startsWith('409 South Grand'));
    assert.equal(buyer?.party, 'buyer');
    // (A question that only calls on the next speaker asks for nothing: the whole answer is read.)
    assert.ok(facts.some((f) => f.value === 'Elijah Brandt' && f.party === 'buyer'));
  });

  test("an interpreter's 'she says' relays the answer, and 'where was she living before' asks for the previous address", () => {
    assert.deepEqual(questionKeys('Where was she living before the move?'), ['previous home address']);
    const facts = factsOf(['ME: What is her family name?', 'INTERPRETER: She says Rahimi.', 'ME: Does she have a middle name?', 'INTERPRETER: She says no.', 'ME: Okay.', 'INTERPRETER: Thank you.'].join('\n'));
    assert.ok(facts.some((f) => /family name/i.test(f.key) && f.value === 'Rahimi'));
  });
});

describe('many people in one text', () => {
  test("another side's lawyer is nobody's agent on the form; one's own attorney-in-fact is", () => {
    assert.equal(textParty('The buyers are Priya and Samuel Oduya; their attorney is'), OTHERS_COUNSEL);
    assert.equal(textParty("the seller's attorney is"), OTHERS_COUNSEL);
    assert.equal(textParty('my attorney in fact will be'), 'agent');
    assert.equal(textParty('My mother wants this; her attorney will be'), 'agent');
  });

  test('a name with a remark in brackets, then the role it takes, is that role\'s', () => {
    const facts = factsOf('My neighbor across the hall, Dolores Quintero (8420 E. Via de Ventura, Apt 2114), has kindly agreed to be my witness.');
    assert.ok(facts.some((f) => f.key === 'witness name' && f.value === 'Dolores Quintero' && f.party === 'witness'));
  });

  test("the writer's boss is their supervisor, and a name spelt out letter by letter mends the spelling read back", () => {
    assert.equal(textParty('First-line supervisor (my boss)'), 'supervisor');
    const facts = [{ value: 'Harold J. Whitcombe' }, { value: 'Sarasota' }];
    applyNamesRespelled(facts, ['"Know all men by these presents, that I, Harold J. Whitcombe"-', 'No E. W-H-I-T-C-O-M-B.']);
    assert.deepEqual(facts.map((f) => f.value), ['Harold J. Whitcomb', 'Sarasota']);
  });
});

describe("the form's parts named the filer's way", () => {
  test('section letters and item numbers are keyed as the items, a list of values shared out in order', () => {
    assert.equal(withSectionItemCodesKeyed('A7 - NOAA / OAR, 325 Broadway, Boulder, CO 80305'), 'item 7 (section A): NOAA / OAR, 325 Broadway, Boulder, CO 80305');
    assert.equal(withSectionItemCodesKeyed('A14 to A17 - GS / 1301 / 13 / 5'), 'item 14 (section A): GS\nitem 15 (section A): 1301\nitem 16 (section A): 13\nitem 17 (section A): 5');
    assert.equal(withSectionItemCodesKeyed('B3 / B4 - 12-01-2026 to 13-01-2026'), 'item 3 (section B): 12-01-2026\nitem 4 (section B): 13-01-2026');
    assert.equal(withSectionItemCodesKeyed('B5 - 16 hrs, B6 - 0'), 'item 5 (section B): 16 hrs\nitem 6 (section B): 0');
    assert.equal(withSectionItemCodesKeyed('A4, A5 - optional, leave both blank'), 'item 4 (section A): optional, leave both blank\nitem 5 (section A): optional, leave both blank');
    assert.equal(withSectionItemCodesKeyed('Line 7 - the vendor # your system gave us: V-004418'), 'Line 7: V-004418');
    assert.equal(withSectionItemCodesKeyed('A cat - and a dog'), 'A cat - and a dog');
  });

  test("each field's section is the last section heading above it", () => {
    const page = pageTextFromLabels(1, []);
    page.lines = [pageLineAt('Section A – Trainee Information', 0.1), pageLineAt('Section B – Training Course Data', 0.5)];
    const fields = [fieldAt('top', 'text', { x: 50, y: 40 }), fieldAt('a4', 'text', { x: 50, y: 200 }), fieldAt('b4', 'text', { x: 50, y: 500 })];
    assert.deepEqual(sectionsOfFields(fields, [page]), [undefined, 'A', 'B']);
  });

  test('an item named with its section goes to the field of that number in that section', async () => {
    const fields = [fieldAt('2a Title', 'text', { x: 50, y: 200 }), fieldAt('2a Title_2', 'text', { x: 50, y: 500 })];
    const descriptions = [{ ...described('2a Title', '2a. Title'), section: 'A' }, { ...described('2a Title_2', '2a. Title'), section: 'B' }];
    const values = await mappedValues(fields, descriptions, ['Sec B', 'B2a - Wetland Delineation and Hydric Soils'].join('\n'));
    assert.deepEqual(values, { '2a Title_2': 'Wetland Delineation and Hydric Soils' });
  });

  test('a text whose numeric dates are plainly day first writes them all so; a US text is left alone', () => {
    assert.equal(withDayFirstDatesDotted('B3 / B4 - 12-01-2026 to 13-01-2026'), 'B3 / B4 - 12.01.2026 to 13-01-2026');
    assert.equal(withDayFirstDatesDotted('from 01-12-2026 to 01-13-2026'), 'from 01-12-2026 to 01-13-2026');
    assert.equal(withDayFirstDatesDotted('from 03/04/2026'), 'from 03/04/2026');
  });

  test("a newcomer's word order is read as the readers know it", () => {
    assert.equal(withCalquesRead('Name of family is Kovalenko. Name given is Oksana. A-number my is 215 478 903.'), 'Family name is Kovalenko. Given name is Oksana. My A-number is 215 478 903.');
    assert.equal(withCalquesRead('City Chicago, Illinois, index 60641.'), 'City Chicago, Illinois, ZIP code 60641.');
    assert.deepEqual(valuesOf(factsOf('Name of family is Kovalenko. Name given is Oksana.'), 'Family name'), ['Kovalenko']);
  });

  test('"for the … box type the following:" keys what follows with the box, over several sentences', () => {
    const objective = 'Teresa will take over wetland delineations for Section 7 consultations in the next fiscal year. This course covers the field methods.';
    const facts = factsOf(`For the skill/learning objective box type the following: ${objective}\n\nThanks.`);
    assert.deepEqual(valuesOf(facts, 'skill/learning objective'), [objective]);
  });
});
