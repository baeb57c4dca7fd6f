/**
 * Requests read once they were no longer held out (issue 4, fresh v31 and probe batches 10-12): a voicemail's
 * transcript with its time offsets, a couple's text thread pasted above the writer's own details, a W-4's two-jobs
 * box and the amounts per kind of dependent, numbered replies to a clerk for a bill of sale, an update from Oslo
 * with its flat's number, a box the text asks to be emptied, a godmother's gift.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Fact } from '../../../workers/mapping/parse-data.js';
import { parseData, writerRoleOf } from '../../../workers/mapping/parse-data.js';
import { parseBoolean } from '../../../workers/mapping/detect-values.js';
import { findUsAddresses, parseAddress } from '../../../workers/mapping/parse-compound.js';
import { lineTargetAfter } from '../../../workers/mapping/field-profile.js';
import { withoutCaptionStamps } from '../../../workers/mapping/parse-transcript.js';
import { withSpokenNumbers } from '../../../workers/mapping/spoken-numbers.js';
import { chatContentLines } from '../../../workers/mapping/parse-chat.js';
import { linesWithAddressesUnderLabels, linesWithEnvelopeAddressesJoined, linesWithNameUnderLeadIn } from '../../../workers/mapping/parse-record.js';
import { linesWithAnswersUnderLabels } from '../../../workers/mapping/parse-answers-under-labels.js';
import { countIn } from '../../../workers/mapping/score-computed.js';
import { splitSentences } from '../../../workers/mapping/sentences.js';
import { boxOwnSentence } from '../../../workers/describe/box-sentence.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

const factsOf = (text: string) => parseData(text).facts;
const valuesOf = (facts: Fact[], key: string) => facts.filter((f) => f.key === key).map((f) => f.value);

describe('voicemails and spoken details', () => {
  test('a transcript\'s time offsets go, and its lines run on as one paragraph', () => {
    const text = '[Voicemail - 1:48]\n00:00 Hi Dolores, it\'s Mei-Ling.\n00:06 So, I got married in August. My name is now\n00:10 Mei-Ling Harrington.\n\nThanks.';
    assert.equal(withoutCaptionStamps(text), '[Voicemail - 1:48]\nHi Dolores, it\'s Mei-Ling. So, I got married in August. My name is now Mei-Ling Harrington.\n\nThanks.');
    // (A clock's time and a chat's speaker after a stamp are no recording's offsets.)
    const chat = '19:02 Ana: hi\n19:03 Bo: hello\n19:04 Ana: bye';
    assert.equal(withoutCaptionStamps(chat), chat);
  });

  test('a name spelt out with hyphens and a middle initial said after it', () => {
    const facts = factsOf('My name is now Mei-Ling Harrington, H-A-R-R-I-N-G-T-O-N, middle initial J as in Julia.');
    assert.deepEqual(valuesOf(facts, 'name'), ['Mei-Ling J. Harrington']);
  });

  test('digits read out in the groups of a social security number keep them', () => {
    assert.equal(withSpokenNumbers('social is six oh two, four one, eight eight three seven.'), 'social is 602-41-8837.');
  });

  test('an address said aloud, with a comma before its ZIP code', () => {
    const found = findUsAddresses('It\'s 2715 Southwest Cedar Hills Boulevard, unit 14, Beaverton, Oregon, 97005.');
    assert.equal(found[0]?.text, '2715 Southwest Cedar Hills Boulevard, unit 14, Beaverton, Oregon, 97005');
    assert.deepEqual(parseAddress(found[0]!.text), { full: '2715 Southwest Cedar Hills Boulevard, unit 14, Beaverton, OR 97005', street: '2715 Southwest Cedar Hills Boulevard', line2: 'unit 14', city: 'Beaverton', state: 'OR', zip: '97005', country: '' });
  });
});

describe('answers and addresses as people write them', () => {
  test('a state with its own code in brackets, and a unit after the street with no comma', () => {
    assert.equal(parseAddress('4417 SE Division St, Apt 3, Portland, Oregon (OR), 97206, United States')?.state, 'OR');
    assert.equal(parseAddress('4417 SE Division St, Apt 3, Portland, Oregon (OR), 97206, United States')?.city, 'Portland');
    assert.equal(findUsAddresses('lives at 3419 Folsom St #2, San Francisco CA 94110')[0]?.text, '3419 Folsom St #2, San Francisco CA 94110');
  });

  test('a yes or no with the words that explain it; a remark in brackets after it', () => {
    assert.equal(parseBoolean('no, I don\'t have one (I bike everywhere)'), false);
    assert.equal(parseBoolean('No - matches card'), false);
    assert.equal(parseBoolean('NO (verified vs. card 02/06)'), false);
    assert.equal(parseBoolean('yes, she has one'), true);
    // (A clause that turns it round, or answers in other words, leaves it unread.)
    assert.equal(parseBoolean('no, wait, yes'), undefined);
    assert.equal(parseBoolean('No, standard deduction'), undefined);
  });

  test('the line a value is sent to in brackets or with "that\'s"; a line\'s letter in brackets is no value', () => {
    assert.equal(lineTargetAfter(' withheld every paycheck (4(c)).'), '4c');
    assert.equal(lineTargetAfter(' every paycheck, that\'s 4(c).'), '4c');
    assert.equal(lineTargetAfter(' (about two hours)'), undefined);
    const facts = factsOf('Step 4: nothing for 4(a) or 4(b), but he wants an extra $25 withheld every paycheck (4(c)).');
    assert.deepEqual(facts.filter((f) => f.value === '4' || (f.key !== 'Step 4' && /nothing/.test(f.value))), []);
  });

  test('an envelope\'s address and the name over it under a lead-in', () => {
    const lines = ['My info:', 'Dmitri A. Volkov', 'SSN 538-20-7714', '1902 NE 112th Ave', 'Vancouver, WA 98684'];
    assert.deepEqual(linesWithEnvelopeAddressesJoined(linesWithNameUnderLeadIn(lines)), ['My info:', 'Name: Dmitri A. Volkov', 'SSN 538-20-7714', '1902 NE 112th Ave, Vancouver, WA 98684']);
    // (A name line not under a lead-in, a signature's, stays as it is.)
    assert.deepEqual(linesWithNameUnderLeadIn(['Thanks,', 'Dmitri Volkov', '(360) 555-0100']), ['Thanks,', 'Dmitri Volkov', '(360) 555-0100']);
  });

  test('a sentence that ends by naming an address keys it; a flat\'s abbreviation ends no sentence', () => {
    const lines = ['I moved from Bergen to Oslo in the spring, new address:', '  Thereses gate 41B', "  Leil. H0302   (that's the flat number - put it on the second address line)", '  0168 Oslo', 'Country: Norway.'];
    assert.deepEqual(linesWithAddressesUnderLabels(lines), ['I moved from Bergen to Oslo in the spring.', 'new address: Thereses gate 41B, Leil. H0302, 0168 Oslo', 'Country: Norway.']);
    assert.deepEqual(splitSentences('new address: Thereses gate 41B, Leil. H0302, 0168 Oslo'), ['new address: Thereses gate 41B, Leil. H0302, 0168 Oslo']);
  });

  test('a printed name asked for after a long lead-in', () => {
    const facts = factsOf('For the printed name, just my name as it appears on the letters: Desmond K. Achterberg. I will sign it myself.');
    assert.deepEqual(facts.filter((f) => f.value === 'Desmond K. Achterberg').map((f) => f.key), ['For the printed name just my name as it appears on the letters']);
  });
});

describe('threads pasted with the writer\'s details', () => {
  const thread = [
    'ok pasting what Natalia and I worked out over text, fill my W-4 from it pls',
    '',
    '[Natalia 8:02 PM] did you do your W-4 yet?',
    '[Dmitri 8:05 PM] no. what do I even put for step 2',
    '[Natalia 8:06 PM] we both work, so you tick the box in 2(c)',
    '[Dmitri 8:12 PM] 👍',
    '',
    'My info:',
    'Dmitri A. Volkov',
    '1902 NE 112th Ave',
    'Vancouver, WA 98684',
  ];

  test('a phone\'s thread with the name and the time in one bracket; the lines under it are the writer\'s', () => {
    const lines = chatContentLines(thread)!;
    assert.ok(lines.includes('we both work, so you tick the box in 2(c)'));
    assert.deepEqual(lines.slice(-4), ['My info:', 'Dmitri A. Volkov', '1902 NE 112th Ave', 'Vancouver, WA 98684']);
    const facts = factsOf(thread.join('\n'));
    assert.deepEqual(valuesOf(facts, 'Name'), ['Dmitri A. Volkov']);
    assert.ok(facts.some((f) => f.value === '1902 NE 112th Ave, Vancouver, WA 98684'));
  });
});

describe('the W-4\'s boxes and amounts', () => {
  test('a box in a paragraph\'s margin is captioned by the sentence that tells the reader to check it', () => {
    const twoJobs = '(b) Use the Multiple Jobs Worksheet on page 3; or / (c) If there are only two jobs total, you may check this box. Do the same on Form W-4 for the other job. This / option is generally more accurate than if pay at the lower paying job is';
    assert.equal(boxOwnSentence('option is generally more accurate than if pay at the lower paying job is', twoJobs), '(c) If there are only two jobs total, you may check this box');
    const lastName = 'City or town, state, and ZIP code  4 If your last name differs from that shown on your social security card, / check here. You must call 1-800-772-1213 for a replacement card.';
    assert.equal(boxOwnSentence('check here. You must call 1-800-772-1213 for a replacement card.', lastName), 'If your last name differs from that shown on your social security card, check here. You must call 1-800-772-1213 for a replacement card.');
    // (A box's own short caption stays its caption.)
    assert.equal(boxOwnSentence('Checking', '21a Amount refunded. If Form 8888 is attached, check here / b Routing number  c Type: Checking'), undefined);
  });

  test('a sentence about ticking the box says more than one that only states its condition', async () => {
    const box = fieldAt('c1_2', 'checkbox', { x: 560, y: 380, width: 10, height: 10 });
    const descriptions = [described('c1_2', '(c) If there are only two jobs total, you may check this box')];
    const data = 'Keisha works full time, so there are two jobs in the household. I don\'t want to just tick the two-jobs checkbox; I did the worksheet instead.';
    assert.notEqual((await mappedValues([box], descriptions, data)).c1_2, true);
    assert.equal((await mappedValues([box], descriptions, 'They only have the two jobs between them, so he checked the box in Step 2(c).')).c1_2, true);
  });

  test('an "other dependent" in quotes is counted, and a parent claimed is one', () => {
    assert.equal(countIn('my mom lives with us and we claim her, she\'s an "other dependent"', 'number of other dependents'), 1);
    const facts = factsOf('Step 3: two kids under 17 = $4,000, plus his mother lives with them as a dependent = $500. Total $4,500.');
    assert.ok(facts.some((f) => f.value === '$500'));
  });

  test('a count in words before why: "one for me, nobody else can claim me"', async () => {
    const line = fieldAt('f1_01', 'text', { x: 500, y: 100 });
    const descriptions = [described('f1_01', 'A Enter "1" for yourself if no one else can claim you as a dependent', 'A Enter "1" for yourself if no one else can claim you as a dependent')];
    assert.equal((await mappedValues([line], descriptions, '- A: one for me, nobody else can claim me')).f1_01, '1');
  });

  test('a box the text asks to leave empty, or to clear, loses the value it came with', async () => {
    const exempt = fieldAt('f1_18', 'text', { x: 500, y: 100 }, { currentValue: '7' });
    const state = fieldAt('state', 'text', { x: 500, y: 200 }, { currentValue: 'VA' });
    const descriptions = [described('f1_18', '7 Claim exemption from withholding'), described('state', 'US State')];
    const values = await mappedValues([exempt, state], descriptions, "I'm not claiming exempt, so please leave line 7 empty. The State box on my old entry says VA. I have never lived in the US - please clear it.");
    assert.deepEqual(values, { f1_18: '', state: '' });
  });
});

describe('numbered replies to a clerk for a bill of sale', () => {
  const reply = [
    'Hi Carla - answers to your list, in order:',
    '',
    '1. Saturday, May 9, 2026',
    '2. Me: Anjali Raghunathan, 718 S Prospect Ave, Champaign, IL 61820',
    "3. Curtis Van Wyk, 2904 Lincolnshire Dr, Urbana, IL 61802 (he's the one selling - long story)",
    '4. Smith & Wesson',
    '5. M&P Shield Plus, compact pistol',
    '6. 9mm',
    "7. JKR8842 - it's on the frame",
    '8. $390 cash, paid to him in full the day we sign',
    '9. Nope, not a gift and no trade. Just the cash',
    '10. Mine: R526-9043-1178, Illinois. His: V512-3306-4471, also Illinois',
  ].join('\n');

  test('items numbered one after another are no labels over answers, nor lines of an address', () => {
    const lines = reply.split('\n');
    assert.deepEqual(linesWithAnswersUnderLabels(lines), lines);
    assert.deepEqual(linesWithAddressesUnderLabels(lines), lines);
  });

  test('the model after the maker, the serial, the cash and each side\'s licence', () => {
    const parsed = parseData(reply);
    assert.equal(writerRoleOf(parsed.sentences), 'buyer');
    const facts = parsed.facts;
    assert.deepEqual(valuesOf(facts, 'model'), ['M&P Shield Plus (compact pistol)']);
    assert.deepEqual(valuesOf(facts, 'serial number'), ['JKR8842']);
    assert.deepEqual(valuesOf(facts, 'cash payment in the amount of'), ['$390']);
    const licence = (value: string) => facts.find((f) => f.value === value && /driver's license number$/.test(f.key));
    assert.equal(licence('R526-9043-1178')?.party, 'self');
    assert.equal(licence('V512-3306-4471')?.party, 'seller');
  });

  test('"Mom first asked for $900 cash" is no price, and money refused was never paid', () => {
    assert.deepEqual(valuesOf(factsOf('Mom first asked for $900 cash, but Gary offered his mower instead.'), 'cash payment in the amount of'), []);
    const facts = factsOf('Tobi tried to hand me $300 "for gas" at Easter and I told him to put it back in his wallet.');
    assert.deepEqual(facts.filter((f) => f.typed?.kind === 'money'), []);
  });

  test('"Current owner: …" / "That\'s me." makes the writer the seller', () => {
    const parsed = parseData('Current owner: Gwendolyn M. Asher, 47 Ridgewood Lane, Washington, IL 61571. That\'s me.\n\nIt\'s going to Tobias Reinholt-Asante, 2208 Knoxville Ave, Peoria, IL 61603.');
    assert.equal(writerRoleOf(parsed.sentences), 'seller');
  });
});
