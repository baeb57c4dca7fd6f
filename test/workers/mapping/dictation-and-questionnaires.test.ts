/**
 * A dictated list without full stops, a form's labels copied with answers under them, and a reply to quoted
 * questions whose answers are lists, dates or remarks (issue 4, probe batch 4 and fresh v29 once read).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { answerAsKeyedLines, questionKeys } from '../../../workers/mapping/parse-chat.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { linesWithInlineAnswers } from '../../../workers/mapping/parse-inline-replies.js';
import { linesWithAnswersUnderLabels } from '../../../workers/mapping/parse-answers-under-labels.js';
import { linesWithAddressRunOn } from '../../../workers/mapping/parse-record.js';
import { withDictatedItemsOnLines, withTranscriptPauses } from '../../../workers/mapping/parse-transcript.js';
import { findNumberedItems } from '../../../workers/mapping/table-items.js';
import { withSpokenNumbers } from '../../../workers/mapping/spoken-numbers.js';

const MEMO =
  'ok Ellen this is for the Schwab cost basis form account number is 4417 2093 there are two positions to put on it so line one is Apple Inc. ' +
  'symbol AAPL trade date March 14 2009 100 shares cost per unit 22.46 line two is Coca-Cola Co. symbol KO bought November 20 2008 250 shares ' +
  'at 43.18 a share and print my name Harold J. Finnegan at the bottom thanks';

describe('a dictated list', () => {
  test('each item read out is a line of its own, its parts set apart, and the requests after it a paragraph', () => {
    assert.deepEqual(withTranscriptPauses(MEMO).split('\n'), [
      'ok Ellen this is for the Schwab cost basis form account number is 4417 2093.',
      '',
      'There are two positions to put on it so.',
      'Line 1: Apple Inc., symbol AAPL, trade date March 14 2009, 100 shares, cost per unit 22.46.',
      'Line 2: Coca-Cola Co., symbol KO, bought November 20 2008, 250 shares at 43.18 a share.',
      '',
      'Print my name Harold J. Finnegan at the bottom thanks',
    ]);
  });

  test('its items are found as numbered items, and text with full stops is left as it is', () => {
    assert.deepEqual(findNumberedItems(withDictatedItemsOnLines(MEMO)).map((item) => item.number), [1, 2]);
    const punctuated = 'Line one is Apple. Line two is Coca-Cola. Print my name Harold J. Finnegan at the bottom, thanks for doing this for me today.';
    assert.equal(withTranscriptPauses(punctuated), punctuated);
  });

  test('a story\'s words stay as written; a count elsewhere is written in digits', () => {
    assert.equal(withSpokenNumbers('- Backstory: He served twenty years on the border.\nAge: forty-three'), '- Backstory: He served twenty years on the border.\nAge: 43');
  });
});

describe('a form\'s labels copied with the answers under them', () => {
  const pasted = [
    'Section A - Trainee Information',
    "1. Applicant's Name (Last, First, Middle Initial)",
    'Castellanos, Gabriela M.',
    '9. Work Email Address',
    'gabriela.castellanos@example.gov',
    '10. Position Title',
    'Supervisory Contract Specialist',
    '14. Pay Plan / 15. Series / 16. Grade / 17. Step',
    'GS / 1102 / 13 / 2',
  ];

  test('each label keys the line under it, labels joined by slashes each their own answer', () => {
    assert.deepEqual(linesWithAnswersUnderLabels(pasted), [
      'Section A - Trainee Information',
      "Applicant's Name (Last, First, Middle Initial): Castellanos, Gabriela M.",
      'Work Email Address: gabriela.castellanos@example.gov',
      'Position Title: Supervisory Contract Specialist',
      'Pay Plan: GS',
      'Series: 1102',
      'Grade: 13',
      'Step: 2',
    ]);
  });

  test('a follow-up\'s label without a number keys its answer too', () => {
    const lines = ['11. Accommodation needed', 'Yes', 'If yes, please describe the requirements below', 'Real-time captioning', '12. Type of Appointment', 'Career', '13. Education Level', "Master's degree"];
    assert.ok(linesWithAnswersUnderLabels(lines).includes('If yes, please describe the requirements below: Real-time captioning'));
  });

  test('a numbered questionnaire and a list of a few items stay as written', () => {
    const questions = ['1. Full legal name?', '-> Renata J. Sobczak', '2. Social Security number?', '-> 487-22-6109', '3. Marital status?', '-> Single', '4. Home address?', '-> 12 Elm St'];
    assert.deepEqual(linesWithAnswersUnderLabels(questions), questions);
    const steps = ['1. Open the form', 'then save it', '2. Sign it'];
    assert.deepEqual(linesWithAnswersUnderLabels(steps), steps);
  });

  test('an address keyed on one line and ended on the next is one line; a whole one stays', () => {
    assert.deepEqual(linesWithAddressRunOn(['Address: 12 Main St, Apt 4', 'Springfield, IL 62704']), ['Address: 12 Main St, Apt 4, Springfield, IL 62704']);
    assert.deepEqual(linesWithAddressRunOn(['Address: 12 Main St, Springfield, IL 62704', 'Phone: 555-0100']), ['Address: 12 Main St, Springfield, IL 62704', 'Phone: 555-0100']);
  });
});

describe('a reply to quoted questions', () => {
  test('what a question asks, less how to write it, what to include, and a remark after it', () => {
    assert.deepEqual(questionKeys('Your full legal name exactly as it appears on your green card (first, middle, last)?'), ['Your full legal name']);
    assert.deepEqual(questionKeys('New physical address, including any apartment/suite number?'), ['New physical address']);
    assert.deepEqual(questionKeys('The address you moved from?'), ['previous address']);
    assert.deepEqual(questionKeys("What date should I put next to your signature? You'll sign the printed copy in our office."), ['signature date']);
  });

  test('a short first sentence no key names answers the first of two things asked', () => {
    assert.deepEqual(answerAsKeyedLines(['Date of birth', 'A-Number'], 'April 22, 1991. A-Number is A208-614-377.'), ['Date of birth: April 22, 1991', 'A-Number: A208-614-377']);
  });

  test('a list under a question is read as written; a remark after the question still asks it', () => {
    const lines = [
      '> 1. Filing status?', 'Married filing jointly.', '',
      '> 2. Dependents?', 'Two kids:', '- Sofia Duarte, our daughter', '- Mateo Duarte, our son', '',
      '> 3. What date should I put next to your signature? You will sign in our office.', 'June 3, 2025.', '',
      'Thanks!', 'Mike',
    ];
    const read = linesWithInlineAnswers(lines);
    assert.ok(read.includes('- Sofia Duarte, our daughter'));
    assert.ok(read.includes('signature date: June 3, 2025'));
    // ("Thanks!" closes the letter: the name under it answers nothing.)
    assert.ok(read.includes('Mike'));
    assert.ok(parseData(read.join('\n')).facts.some((f) => f.key === 'signature date' && f.value === 'June 3, 2025'));
  });
});
