/**
 * Requests read once they were no longer held out (issue 4, fresh v37 and probe batches 29-31): chats (one value a
 * message with starred fixes, bare answers to an assistant's numbered options, Slack's emoji names, a voice-to-text
 * message without a stop), letters (a caseworker writing about a client, a seller's story), and e-mail threads (a
 * reply above the summary it corrects, a spreadsheet's rows and corrections under them, a thread that picks an agent).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Fact } from '../../../workers/mapping/parse-data.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { applyItemsTakenOut, applyKeyedSwaps, withAddressChosenByKind, withStarCorrectionsApplied, withoutValuesCalledWrong } from '../../../workers/mapping/corrections.js';
import { linesWithTextedPairsKeyed, optionPicked } from '../../../workers/mapping/parse-chat.js';
import { linesWithDashesKeyed } from '../../../workers/mapping/parse-leaders.js';
import { linesWithAddressRunOn } from '../../../workers/mapping/parse-record.js';
import { parseAddress, parsePersonName } from '../../../workers/mapping/parse-compound.js';
import { withRunOnDictationCut } from '../../../workers/mapping/parse-transcript.js';
import { withPlainBullets } from '../../../workers/mapping/normalize-text.js';
import { withSpokenNumbers } from '../../../workers/mapping/spoken-numbers.js';
import { splitSentences } from '../../../workers/mapping/sentences.js';
import { findNumberedItems, withChatItemsOnLines } from '../../../workers/mapping/table-items.js';
import { heightWithInchMark } from '../../../workers/mapping/format-value.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

const factsOf = (text: string) => parseData(text).facts;
const valuesOf = (facts: Fact[], key: string) => facts.filter((f) => f.key === key).map((f) => f.value);
const fact = (key: string, value: string, sentence: string, source = 'line') => ({ key, value, sentence, source });

describe('chats', () => {
  test("a starred fix mends the sender's message above it: a word, the only number, or the amount of the same unit", () => {
    const text = ['Maddie: name Pell Quickbrandel', 'Maddie: *Quickbrandle', 'Maddie: age 24', 'Maddie: wait halflings live longer right. 42*', 'Maddie: treasure: a lucky coin, 14 gp', 'Maddie: 15 gp* forgot the one from last session', 'Maddie: hair aubrun', 'Maddie: auburn* omg my thumbs'].join('\n');
    assert.deepEqual(withStarCorrectionsApplied(text).split('\n'), ['Maddie: name Pell Quickbrandle', 'Maddie: age 42', 'Maddie: treasure: a lucky coin, 15 gp', 'Maddie: hair auburn']);
    // (Emphasis inside a sentence mends nothing.)
    assert.equal(withStarCorrectionsApplied('I need it by Friday\nI *really* need it'), 'I need it by Friday\nI *really* need it');
  });

  test('one person texting a key and its value a message is read as keyed lines; a group chat is left to its reader', () => {
    const lines = ['Maddie: ok doing my character now', 'Maddie: eyes hazel', 'Maddie: skin tan', 'Maddie: faction Lords\' Alliance', 'Maddie: allies: Brother Tobin and the family bakery', 'Me: got it'];
    assert.deepEqual(linesWithTextedPairsKeyed(lines), ['Maddie: ok doing my character now', 'eyes: hazel', 'skin: tan', 'faction: Lords\' Alliance', 'allies: Brother Tobin and the family bakery', 'Me: got it']);
    const group = ['Marcus: treasure: everyone rolled', 'Priya: features & traits: Darkvision', 'Theo: eyes brown', 'Priya: eyes green', 'Marcus: nice', 'Theo: ok'];
    assert.deepEqual(linesWithTextedPairsKeyed(group), group);
    // (An assistant whose questions carry a colon now and then is no one texting pairs.)
    const assistant = ['Ava: Last name?', 'Ava: Filing status: Single, Married, or Married but withhold at higher Single rate?', 'Ava: City?', 'Employee: caldwell'];
    assert.deepEqual(linesWithTextedPairsKeyed(assistant), assistant);
  });

  test('an answer that picks options by their number or place is the options', () => {
    assert.deepEqual(optionPicked('First: is this (1) an update of an existing registration or (2) a new request?', '1'), ['an update of an existing registration.']);
    assert.deepEqual(optionPicked('Which languages do you speak? 1. Deutsch 2. English 3. Français 4. Chinese. List all numbers that apply.', '1 and 2'), ['Deutsch and English.']);
    assert.deepEqual(optionPicked('Country: is that Ireland, or Northern Ireland (United Kingdom)?', 'the first one'), ['Country: Ireland']);
    assert.deepEqual(optionPicked('Gender: the form only offers Man or Woman.', 'second'), ['Gender: Woman']);
    assert.equal(optionPicked('City?', 'Dublin'), undefined);
  });

  test("an assistant's chat answered with bare values: a numbered pick, a yes that is no guess, an answer's 'no.'", async () => {
    const text = [
      'Assistant: Do you hold a car driving licence?',
      "Me: no. it ran out when i moved and i haven't renewed it yet",
      'Assistant: Which languages do you speak? 1. Deutsch 2. English 3. Français 4. Chinese. List all numbers that apply.',
      'Me: 1 and 2',
    ].join('\n');
    const boxes = ['Driving License', 'Language Deutsch', 'Language English', 'Language Français'].map((name, i) => fieldAt(name, 'checkbox', { x: 100 + 100 * i, y: 400 }, { currentValue: 'Yes' }));
    const values = await mappedValues(boxes, [described('Driving License', 'Driving License'), described('Language Deutsch', 'Deutsch', 'I speak and understand / Deutsch'), described('Language English', 'English', 'I speak and understand / English'), described('Language Français', 'Français', 'I speak and understand / Français')], text);
    assert.deepEqual([values['Driving License'], values['Language Deutsch'], values['Language English'], values['Language Français']], [false, true, true, false]);
  });

  test("Slack's emoji names and reaction lines go; a teammate's own role record is read", () => {
    assert.equal(withPlainBullets('thank you both!! :tada:\n:raised_hands: 3\nno accommodations needed :slightly_smiling_face:\nat 9:41 AM'), 'thank you both!!\n\nno accommodations needed\nat 9:41 AM');
    const facts = factsOf(['Dwight Kessler  9:12 AM', "I'm her first-line: Dwight Kessler, Supervisory Hydrologist, 303-555-0133", '', 'Marisol Ortega  9:41 AM', 'Course: GIS 101', '', 'Marisol Ortega  9:44 AM', 'oops one fix: please put it as Ortega, Marisol V. on the form'].join('\n'));
    assert.ok(facts.some((f) => f.party === 'supervisor' && f.value === 'Dwight Kessler'));
    assert.deepEqual(valuesOf(facts, 'name as on the form'), ['Ortega, Marisol V.']);
  });

  test("numbered lots in a chat's messages are a list's items", () => {
    const text = '[3/2/25, 8:35 PM] Nadia: 1) Johnson & Johnson, JNJ, 150 shares\n[3/2/25, 8:38 PM] Nadia: 2) Vanguard Wellington, VWELX, 312.457 shares';
    assert.deepEqual(findNumberedItems(withChatItemsOnLines(text)).map((i) => i.text), ['Johnson & Johnson, JNJ, 150 shares', 'Vanguard Wellington, VWELX, 312.457 shares']);
  });

  test('a plain label keys its dashed line alone; an address said at a line end runs on to the next', () => {
    assert.deepEqual(linesWithDashesKeyed(['name - Aoife Ní Bhriain', 'she is great']), ['name: Aoife Ní Bhriain', 'she is great']);
    assert.deepEqual(linesWithAddressRunOn(["she's at 27 Clontarf Road, Flat 3", 'Dublin D03 K2X7']), ["she's at: 27 Clontarf Road, Flat 3, Dublin D03 K2X7"]);
    const address = parseAddress('27 Clontarf Road, Flat 3, Dublin D03 K2X7');
    assert.deepEqual([address?.street, address?.line2, address?.city, address?.zip, address?.country], ['27 Clontarf Road', 'Flat 3', 'Dublin', 'D03 K2X7', 'Ireland']);
    assert.equal(parsePersonName('Aoife Ní Bhriain')?.last, 'Ní Bhriain');
    assert.deepEqual([parseAddress('Kaiserstraße 41, Top 12, 1070 Wien (Austria)')?.city, parseAddress('Kaiserstraße 41, Top 12, 1070 Wien (Austria)')?.country], ['Wien', 'Austria']);
    assert.equal(parseAddress('Schönbrunner Straße 118, Top 14, 1050 Wien — fourth floor, no lift')?.city, 'Wien');
  });

  test("sentences: a yes or no alone, and a stop after a bracket, end a chat's sentence", () => {
    assert.deepEqual(splitSentences('no. it ran out when i moved'), ['no.', 'it ran out when i moved']);
    assert.deepEqual(splitSentences('No. 12 Main St'), ['No. 12 Main St']);
    assert.deepEqual(splitSentences('speaks English and German (erasmus year in Leipzig). bit of french'), ['speaks English and German (erasmus year in Leipzig).', 'bit of french']);
  });

  test('a height typed without its inch mark gets it', () => {
    assert.equal(heightWithInchMark("2'11"), '2\'11"');
    assert.equal(heightWithInchMark('5 ft 11 in'), '5 ft 11 in');
  });
});

describe('a message dictated without a stop', () => {
  test('cut where the parties, the gun and the payment each start; codes read out written as printed', () => {
    const text = "okay this is Colton Akers I need the bill of sale done for the trade with Wes I'm the buyer my address is 2218 Oak Hollow Drive Bloomington Illinois 61704 seller is Wesley Dunbar he's at 907 East Locust Street Normal Illinois 61761 the gun is a Remington model 700 caliber 30 ought 6 Springfield serial number is B as in bravo 724491 K as in kilo no money changing hands it's a straight trade my driver's license is a 261 5540 9018 Illinois";
    const cut = withSpokenNumbers(withRunOnDictationCut(text)).split('\n');
    assert.ok(cut.includes("I'm the buyer"), cut.join(' | '));
    assert.ok(cut.includes('seller is Wesley Dunbar'), cut.join(' | '));
    assert.ok(cut.includes('caliber: .30-06 Springfield'), cut.join(' | '));
    assert.ok(cut.includes('serial number is B724491K'), cut.join(' | '));
    assert.ok(cut.includes("my driver's license is A261-5540-9018 Illinois"), cut.join(' | '));
    assert.equal(withSpokenNumbers('serial number c f k 4 1 2 7'), 'serial number CFK4127');
    assert.equal(withSpokenNumbers('caliber thirty aught six'), 'caliber .30-06');
    // (A name spelt out is no code.)
    assert.equal(withSpokenNumbers('dembski d e m b s k i'), 'dembski d e m b s k i');
  });

  test('"we" after an amount says when, not whose', () => {
    assert.equal(factsOf('The buyer is Casimir Dembski.\nHe is paying cash 650 dollars on the day we sign.').find((f) => f.value === '650 dollars')?.party, undefined);
  });
});

describe('threads and corrections', () => {
  test("a reply's corrections mend the summary it quotes below it", () => {
    const sentences = ['All fine except:', "she's 34, not 43", 'hair is auburn, not red', "treasure: take out the +1 dagger, she'd have pawned it.", 'faction is Lords\' Alliance only, drop the Harpers', "On Wed: Hi Ingrid, here's my summary.", 'Age: 43', 'Hair: red', 'Faction: Lords\' Alliance / Harpers', 'Treasure: +1 dagger, a set of thieves\' tools, 15 gp'];
    const facts = [fact('Hair', 'red', 'Hair: red'), fact('Faction', "Lords' Alliance / Harpers", "Faction: Lords' Alliance / Harpers"), fact('Treasure', "+1 dagger, a set of thieves' tools, 15 gp", "Treasure: +1 dagger, a set of thieves' tools, 15 gp"), fact('treasure', "take out the +1 dagger, she'd have pawned it.", "treasure: take out the +1 dagger, she'd have pawned it.")];
    applyKeyedSwaps(facts, sentences);
    const kept = applyItemsTakenOut(facts, sentences);
    assert.deepEqual(kept.map((f) => f.value), ['auburn', "Lords' Alliance", "a set of thieves' tools, 15 gp"]);
  });

  test('a value called wrong goes, as does one its key says not to send; the kind of address to use is kept', () => {
    const sentences = ['Federal tax class: Partnership', 'Owner SSN (Dana - do not send out): 538-61-2047', 'Federal tax class is wrong in the sheet.', "We elected S corporation treatment, so it's an LLC taxed as an S corp now."];
    const facts = [fact('Federal tax class', 'Partnership', sentences[0]!), fact('Owner SSN (Dana - do not send out)', '538-61-2047', sentences[1]!), fact('Federal tax class', 'wrong in the sheet', sentences[2]!, 'prose'), fact('tax classification', 'S corp', sentences[3]!, 'prose')];
    assert.deepEqual(withoutValuesCalledWrong(facts, sentences).map((f) => f.value), ['S corp']);
    // (What the sentence itself goes on to give is the right value.)
    const height = [fact('height', '171 cm', 'Height is wrong, she measured last night, 171 cm now', 'typed')];
    assert.equal(withoutValuesCalledWrong(height, ['Height is wrong, she measured last night, 171 cm now']).length, 1);
    const addresses = [fact('Physical address', '2260 Forest Ave, Portland, ME 04103', 'Physical address: 2260 Forest Ave, Portland, ME 04103'), fact('Mailing address', 'PO Box 9127, Portland, ME 04104', 'Mailing address: PO Box 9127, Portland, ME 04104')];
    assert.deepEqual(withAddressChosenByKind(addresses, ['Use the mailing address, the PO box, for the address on the W-9.']).map((f) => f.key), ['Mailing address']);
  });

  test("a first name signed alone over the full block is a closing; a writer named above a quoted message is its subject", () => {
    const signed = factsOf(['Janelle,', '', 'Please draw up the power of attorney with Dale Moretti as my attorney-in-fact.', '', 'Harold', '', 'Harold B. Lindqvist', '8450 E Via de Ventura, Apt 2114, Scottsdale, AZ 85258'].join('\n'));
    assert.deepEqual(valuesOf(signed, 'my name'), ['Harold B. Lindqvist']);
    assert.equal(signed.find((f) => f.key === 'attorney-in-fact name')?.value, 'Dale Moretti');
    const thread = factsOf(['Could you prepare my SF-182? My details:', '', 'Annika R. Delgado-Pierce, Contract Specialist, GS-1102-11', '', 'Thanks,', 'Annika', '', '-----Original Message-----', 'From: Achebe, Raymond <raymond.achebe@example.gov>', 'Sent: Tuesday, February 3, 2026 4:12 PM', '', 'Annika - approved.'].join('\n'));
    assert.ok(thread.filter((f) => f.value.includes('Achebe') || f.value.includes('raymond')).every((f) => f.party !== 'self'));
  });

  test('letters: a trade name, whom the form is for, a code to list, the one who acts for the writer, the seller by deed', () => {
    const facts = factsOf('Re: Form W-9 for consignment artist Samuel T. Okafor\n\nHe trades under the name Okafor Turned Wood. He asked that his consignor number with you, RAC-0417, be listed as the account number.');
    assert.deepEqual(valuesOf(facts, 'business name doing business as'), ['Okafor Turned Wood']);
    assert.deepEqual(valuesOf(facts, 'name of whom the request is for'), ['Samuel T. Okafor']);
    assert.deepEqual(valuesOf(facts, 'account number'), ['RAC-0417']);
    assert.equal(factsOf('Since I cannot fly in, my nephew Martin Hale will act for me.').find((f) => f.key === 'nephew name')?.party, 'agent');
    assert.equal(parseData('The buyer is Daniel Reyes. For the record, I\'m Harold J. Lindqvist. The gun is my Browning Citori.').facts.find((f) => f.value === 'Harold J. Lindqvist')?.writerRole, 'seller');
  });
});

describe('choices', () => {
  test("an option put after a 'not' of something else is chosen; a courtesy title says less than 'female'", async () => {
    const colour = fieldAt('Favourite Colour', 'dropdown', { x: 300, y: 300 }, { options: ['Blue', 'Violet', 'Grey'], currentValue: 'Blue' });
    const gender = fieldAt('Gender', 'dropdown', { x: 300, y: 350 }, { options: ['Man', 'Woman'], currentValue: 'Man' });
    const text = 'name - Aoife Brien\nfemale, 165 cm\nfav colour purple?? not on your list i think so she said put violet\nher previous landlord was a Mr Keogh at 11 Seaview Terrace, Howth';
    const values = await mappedValues([colour, gender], [described('Favourite Colour', 'Favourite colour'), described('Gender', 'Gender')], text);
    assert.deepEqual([values['Favourite Colour'], values.Gender], ['Violet', 'Woman']);
  });
});
