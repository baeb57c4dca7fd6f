/**
 * Requests read once they were no longer held out (issue 4, fresh v35 and probe batches 23-25): a church's W-9, a
 * house number mended later, a trade named by the seller, a Discord post with an edit, a W-4's Step 3 said by whom it
 * is for, a chatty SF-182 e-mail, a preparer's note over a client's answers, a table of keys and values with a notes
 * column, two players' characters of which one is set aside, numbered answers above the questions they answer, a
 * mother writing for her son, a couple on one line.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Fact } from '../../../workers/mapping/parse-data.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { questionKeys } from '../../../workers/mapping/parse-chat.js';
import { keyedAnswer } from '../../../workers/mapping/parse-inline-replies.js';
import { linesWithAnswersAboveQuestions } from '../../../workers/mapping/parse-answers-above-questions.js';
import { sectionsSetAside } from '../../../workers/mapping/sections-of-others.js';
import { withAttributeListKeyed } from '../../../workers/mapping/parse-leaders.js';
import { withEmojiLabelsRead } from '../../../workers/mapping/parse-emoji-labels.js';
import { linesWithTablesRead } from '../../../workers/mapping/parse-table.js';
import { splitSentences } from '../../../workers/mapping/sentences.js';
import { tokenize } from '../../../workers/mapping/normalize-text.js';
import { isJobTitle } from '../../../workers/mapping/job-titles.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

const factsOf = (text: string) => parseData(text).facts;
const valuesOf = (facts: Fact[], key: string) => facts.filter((f) => f.key === key).map((f) => f.value);

describe('keys and values said in passing', () => {
  test('the paper a value is copied from is no part of its key', () => {
    const facts = factsOf('Hi Denise,\n\nLegal name exactly as on our IRS letter: Grace Fellowship Church of Eastfield. We use no DBA.\n');
    assert.deepEqual(valuesOf(facts, 'Legal name'), ['Grace Fellowship Church of Eastfield']);
    assert.equal(facts.find((f) => f.key === 'Legal name')?.organisation, true);
  });

  test('"tick Other and write in" gives the words for the Other line', () => {
    const facts = factsOf('Our accountant said to tick "Other" and write in "Nonprofit corporation".');
    assert.deepEqual(valuesOf(facts, 'other'), ['Nonprofit corporation']);
  });

  test('a number said instead of another mends it inside an earlier value', () => {
    const facts = factsOf('- Street: Kortrijksesteenweg 88\n- City: Gent\n\nOne fix: I misread her text, the house number is 86, not 88.\n');
    assert.deepEqual(valuesOf(facts, 'address'), ['Kortrijksesteenweg 86, Gent']);
    assert.equal(facts.some((f) => f.value.includes('88')), false);
  });

  test('a correcting sentence restates a keyed value, and so does how someone wants it listed', () => {
    const facts = factsOf('eyes: amber\nhair: rust-red, braided beard\n\nedit: sorry, hair should just be "red"\nalso she wants her eyes listed as green-gold\n');
    assert.deepEqual(valuesOf(facts, 'Hair'), ['red']);
    assert.deepEqual(valuesOf(facts, 'Eyes'), ['green-gold']);
  });

  test('what the form may ask for keys the words the writer says to use', () => {
    const facts = factsOf('If the form wants an objective, use: "To bring back current practice in search support for our staff."');
    assert.ok(facts.some((f) => f.key === 'objective' && f.value.includes('To bring back current practice')));
  });

  test('a value restating whose it is loses those words', () => {
    const facts = factsOf('Supervisor: my supervisor is Ray Delgado, Facilities Maintenance Supervisor, 208-555-0130\n');
    assert.ok(valuesOf(facts, 'Supervisor')[0]!.startsWith('Ray Delgado'));
  });
});

describe('people, roles and whose values they are', () => {
  test('a named seller who takes an item in exchange gives the trade', () => {
    const facts = factsOf('Firearm: Smith & Wesson Model 686 Plus revolver, serial CYK4417.\nGene takes Carla\'s Ruger 10/22 carbine (serial 0012-84471) in exchange for the revolver.\n');
    assert.deepEqual(valuesOf(facts, 'trade in exchange for'), ['Ruger 10/22 carbine (serial 0012-84471)']);
    assert.equal(facts.some((f) => /\bmake\b/.test(f.key) && f.value.includes('Carla')), false);
  });

  test('of two people\'s sections, the one the text sets aside gives nothing and the other names the form\'s person', () => {
    const aside = sectionsSetAside(['BRANNOC ASHGROVE', 'WREN TALLOWMERE'], ["she's playing WREN", "but MY sheet is already done, don't touch Brannoc"]);
    assert.deepEqual([...aside.aside], ['BRANNOC ASHGROVE']);
    assert.equal(aside.subject, 'Wren Tallowmere');
    assert.equal(sectionsSetAside(['BRANNOC ASHGROVE', 'WREN TALLOWMERE'], ['both sheets please']).aside.size, 0);
  });

  test('a mother writing for her son keeps her own keyed line off the form', () => {
    const facts = factsOf('I am filling the change of address (AR-11) for my son.\n\nMe: Marisol C. Dizon, born 09/02/1972, A# A-208-551-379, cell 847-555-0113.\n\nMy son:\nA-Number: A 214-873-506\n');
    const mine = facts.filter((f) => f.topic === 'Me' || f.key === 'Me');
    assert.ok(mine.length > 0 && mine.every((f) => f.party !== 'self'));
    assert.ok(facts.some((f) => f.value === '214873506'));
  });

  test('the address under a lead-in that says someone moved out of it is a previous one', () => {
    const facts = factsOf('He moved out of his apartment near the university when he finished school:\n505 E. Green St., Apt. 1207, Champaign, IL 61820\n');
    assert.equal(facts.find((f) => f.address?.city === 'Champaign')?.epoch, 'previous');
  });

  test('a couple on the line keyed "Us" gives the writer\'s and the spouse\'s names and numbers', () => {
    const facts = factsOf('Us: Dana R. Whitfield (SSN 521-44-9087) and Miguel A. Ortega (SSN 533-18-2746). Still married.\n');
    assert.equal(facts.find((f) => f.key === 'name')?.value, 'Dana R. Whitfield');
    assert.equal(facts.find((f) => f.key === 'spouse name')?.party, 'spouse');
    assert.equal(facts.find((f) => f.key === 'spouse SSN')?.value, '533-18-2746');
  });

  test('a supervisor named in prose with a title gives the name and title', () => {
    const facts = factsOf('My supervisor Daniel Whitcomb, Agricultural Counselor, already signed it on 4 March 2026.');
    assert.deepEqual(valuesOf(facts, 'supervisor name and title'), ['Daniel Whitcomb, Agricultural Counselor']);
  });
});

describe('lines, tables and answers', () => {
  test('attributes set apart by middle dots key themselves, a height and a weight by their units', () => {
    assert.equal(withAttributeListKeyed('age 112 · 4\'5" · 190 lbs'), 'age: 112 · height: 4\'5" · weight: 190 lbs');
    assert.equal(withEmojiLabelsRead('📏 age 112 · 4\'5" · 190 lbs'), 'age: 112 · height: 4\'5" · weight: 190 lbs');
    assert.equal(withAttributeListKeyed('Tinder · 14 hands'), 'Tinder · 14 hands');
  });

  test('a table of fields and values is read row by row, its notes left out', () => {
    const lines = ['| Field | Value | Notes |', '|---|---|---|', '| Age | 112 | young for a dwarf |', '| Eyes | Amber | |'];
    assert.deepEqual(linesWithTablesRead(lines), [{ key: 'Age', value: '112' }, { key: 'Eyes', value: 'Amber' }]);
  });

  test('an initial ends a sentence when the next one opens with "I\'m"', () => {
    assert.deepEqual(splitSentences("About me: Kowalczyk, Teresa M. I'm a Librarian (Health Sciences), GS-1410."), ['About me: Kowalczyk, Teresa M.', "I'm a Librarian (Health Sciences), GS-1410."]);
    assert.equal(isJobTitle('Librarian (Health Sciences)'), true);
  });

  test('questions asked "as on your card" and "from all W-2s" key what they ask', () => {
    assert.deepEqual(questionKeys('Full name and SSN exactly as on your card?'), ['Full name', 'SSN']);
    assert.deepEqual(questionKeys('Wages from all W-2s (box 1) and federal tax withheld (box 2)? Exact cents please.'), ['Wages', 'federal tax withheld']);
  });

  test('things asked with their boxes take the amounts the answer gives for those boxes', () => {
    const keyed = keyedAnswer('Wages from all W-2s (box 1) and federal tax withheld (box 2)?', ['Only one W-2: box 1 $48,612.37, box 2 $5,930.00.']);
    assert.deepEqual(keyed?.slice(0, 2), ['Wages: $48,612.37', 'federal tax withheld: $5,930.00']);
  });

  test('answers whose lines each open with their own key are read as written', () => {
    assert.equal(keyedAnswer('Names and SSNs exactly as on your cards?', ['Me: Michael R. Duarte, 521-60-4418', 'Spouse: Elena M. Duarte, 521-60-7735']), undefined);
  });

  test('numbered answers above a forwarded list of numbered questions are keyed by them', () => {
    const lines = ['answers below, same numbers as yours', '1. Brandt, Wesley J.', '2. Maintenance Mechanic', '3. career conditional', '', '-----Original Message-----', 'From: Marcy Tran', '1. Name (Last, First, MI)', '2. Position title', '3. Type of appointment'];
    const read = linesWithAnswersAboveQuestions(lines);
    assert.ok(read.includes('Name: Brandt, Wesley J'));
    assert.ok(read.includes('Type of appointment: career conditional'));
    assert.equal(read.includes('1. Brandt, Wesley J.'), false);
    assert.deepEqual(linesWithAnswersAboveQuestions(lines.slice(0, 5)), lines.slice(0, 5));
  });

  test('a conference and the costs of a course are said in the words of a training form', () => {
    assert.deepEqual(tokenize('The event'), tokenize('course'));
    assert.deepEqual(tokenize('training event'), tokenize('training event'));
    assert.deepEqual(tokenize('registration'), tokenize('tuition fees'));
    assert.deepEqual(tokenize('mileage'), tokenize('travel'));
    assert.notDeepEqual(tokenize('alien registration number'), tokenize('alien tuition fees number'));
    assert.deepEqual(tokenize('52 years old'), tokenize('52 age'));
  });
});

describe('values in their fields', () => {
  test('a number keyed as an identifier is no amount of cash', async () => {
    const cash = fieldAt('to', 'text', { x: 300, y: 500 });
    const values = await mappedValues([cash], [described('to', 'Seller accepts cash payment in the amount of')], 'Seller: Eugene Duvall. FOID 28840173.');
    assert.equal(values['to'], undefined);
  });

  test('a notary\'s commission that runs out is when it expires', async () => {
    const expires = fieldAt('My commission expires', 'text', { x: 300, y: 100 });
    const values = await mappedValues([expires], [described('My commission expires', 'My commission expires')], 'The notary is Marisol Quintero - she says her commission runs out 03/09/2028.');
    assert.equal(values['My commission expires'], '03/09/2028');
  });

  test('an age in years is written without the word', async () => {
    const age = fieldAt('Age', 'text', { x: 100, y: 700 });
    const values = await mappedValues([age], [described('Age', 'AGE')], 'Fifty-two years old, or 52 years old to be exact. Hazel eyes.');
    assert.equal(values['Age'], '52');
  });
});
