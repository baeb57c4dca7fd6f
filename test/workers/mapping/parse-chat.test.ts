import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { answerAsKeyedLines, chatContentLines, chatMessages, informalSentences, linesWithAnswersKeyed, mainSpeaker, questionKeys, speakerTranscriptLines } from '../../../workers/mapping/parse-chat.js';
import { lineTargetAfter } from '../../../workers/mapping/field-profile.js';

describe('chat transcripts', () => {
  test('stamps and handles in several shapes are not content', () => {
    for (const lines of [
      ['[19:02] mira_k: eyes amber', '[19:03] dm: ok'],
      ['19:02 <mira_k> eyes amber', '19:03 <dm> ok'],
      ['Mira K (7:02 PM): eyes amber', 'Dm (7:03 PM): ok'],
      ['[2025-05-03 19:02] mira_k: eyes amber', '[2025-05-03 19:03] dm: ok'],
    ]) {
      const messages = chatMessages(lines);
      assert.ok(messages, lines[0]);
      assert.equal(messages[0]!.text, 'eyes amber');
    }
  });

  test('a text with one stamped line, or mostly unstamped, is no transcript', () => {
    assert.equal(chatMessages(['[19:02] mira: hi', 'Name: Bo', 'Age: 3']), undefined);
    assert.equal(chatMessages(['Meeting at 19:02 tomorrow', 'Name: Bo']), undefined);
  });

  test('the speaker who says most is the main one; a tie names none', () => {
    assert.equal(mainSpeaker([{ speaker: 'a', text: '' }, { speaker: 'b', text: '' }, { speaker: 'a', text: '' }]), 'a');
    assert.equal(mainSpeaker([{ speaker: 'a', text: '' }, { speaker: 'b', text: '' }]), undefined);
  });

  test("a question gives the keys of the answer's clauses, or of a short answer", () => {
    assert.deepEqual(questionKeys('eyes/skin/hair?'), ['eyes', 'skin', 'hair']);
    assert.deepEqual(questionKeys("what's his age?"), ['age']);
    assert.deepEqual(answerAsKeyedLines(['eyes', 'hair'], 'eyes amber, hair rust-red (braided beard too)'), ['eyes: amber', 'hair: rust-red']);
    assert.deepEqual(answerAsKeyedLines(['eyes'], 'amber'), ['eyes: amber']);
    assert.equal(answerAsKeyedLines(['eyes'], 'no idea yet, will ask her tonight when she is back home'), undefined);
  });

  test("another speaker's details are left out; their question keys the main speaker's answer", () => {
    const lines = chatContentLines([
      '[19:02] mira: name: Brannoc. he is a fighter',
      '[19:03] dm: eyes?',
      '[19:03] mira: amber',
      "[19:04] tobes: mine's Elowen, eyes green",
      '[19:05] mira: faction = Order of the Gauntlet',
    ]);
    assert.deepEqual(lines, ['name: Brannoc.', 'he is a fighter', 'eyes: amber', 'faction = Order of the Gauntlet']);
    const facts = parseData('[19:03] dm: eyes?\n[19:03] mira: amber\n[19:04] tobes: eyes green\n[19:05] mira: he\'s 112, 4\'5", about 190 lbs').facts;
    assert.ok(facts.some((f) => f.key === 'eyes' && f.value === 'amber'));
    assert.ok(!facts.some((f) => /green|19:0/.test(f.value)));
    for (const [key, value] of [
      ['age', '112'],
      ['height', '4\'5"'],
      ['weight', '190 lbs'],
    ]) {
      assert.ok(facts.some((f) => f.key === key && f.value === value), `${key}: ${value}`);
    }
  });

  test('a full stop before a lower-case word ends a chat statement, not after an initial', () => {
    assert.deepEqual(informalSentences('name: Bo Ruiz. dwarf fighter'), ['name: Bo Ruiz.', 'dwarf fighter']);
    assert.deepEqual(informalSentences('by J. smith etc. and more'), ['by J. smith etc. and more']);
  });
});

describe('questions answered without a transcript (issue 4)', () => {
  test('a question on one line and its short answer on the next are one keyed line', () => {
    assert.deepEqual(linesWithAnswersKeyed(['serial?', '51278ZT354', 'how much', '1250']), ['serial: 51278ZT354', 'how much', '1250']);
  });

  test("a questionnaire's numbered question with the answer after an arrow", () => {
    assert.deepEqual(linesWithAnswersKeyed(['3. Marital status? -> divorced', '4. Your city? Madison']), ['Marital status: divorced', 'Your city: Madison']);
  });

  test('a question answered by another question, a yes/no question, or a long answer stays as written', () => {
    const lines = ['serial?', 'why do you ask?', 'Will I ever let you down? No.', 'colour?', 'it was red once but then we painted it blue and green later on'];
    assert.deepEqual(linesWithAnswersKeyed(lines), lines);
    assert.equal(parseData('Will I ever let you down? No.').facts[0]?.value, 'No');
  });
});

describe('questionnaires answered under each question (issue 4)', () => {
  test('"-> " before an answer, a hint in brackets in the question, initials and a list of proper values', () => {
    assert.deepEqual(questionKeys('Full legal name (first, middle initial, last)?'), ['Full legal name']);
    assert.deepEqual(linesWithAnswersKeyed(['1. Full legal name (first, middle initial, last)?', '-> Renata J. Sobczak']), ['Full legal name: Renata J. Sobczak']);
    assert.deepEqual(linesWithAnswersKeyed(['5. Home address (street, apt, city, state, ZIP)?', '-> 2217 Larkspur Lane, Apt 3B, Dayton, OH 45419']), ['Home address: 2217 Larkspur Lane, Apt 3B, Dayton, OH 45419']);
    // An answer the question cannot key is kept, without its marker, right after the question.
    assert.deepEqual(linesWithAnswersKeyed(['6. Can anyone else claim you as a dependent on their tax return?', '-> No.']), ['6. Can anyone else claim you as a dependent on their tax return?', 'No.']);
  });
});

describe('a call written down with speaker labels', () => {
  const call = [
    '[Payroll Help Desk: call transcript]',
    'AGENT (Tanya): Brightwater Health payroll, this is Tanya. How can I help?',
    "CALLER: Hi, I'm a new hire. Can you fill in my W-4?",
    'AGENT: Sure. Full legal name?',
    'CALLER: Marcus Tobias Oyelaran.',
    'AGENT: Home address?',
    'CALLER: 3318 Linden Grove Drive, Apartment 204, Columbus, Ohio 43219.',
    'AGENT: Twelve hundred in 4(a).',
  ];

  test('the labels go, every speaker\'s words stay, and a question keys the other speaker\'s answer', () => {
    assert.deepEqual(speakerTranscriptLines(call), [
      '[Payroll Help Desk: call transcript]',
      'Brightwater Health payroll, this is Tanya. How can I help?',
      "Hi, I'm a new hire. Can you fill in my W-4?",
      'Sure. Full legal name?',
      'Full legal name: Marcus Tobias Oyelaran',
      'Home address?',
      'Home address: 3318 Linden Grove Drive, Apartment 204, Columbus, Ohio 43219',
      'Twelve hundred in 4(a).',
    ]);
  });

  test('a record of keys, each on one line, is no transcript', () => {
    assert.equal(speakerTranscriptLines(['Name: Ann Lee', 'Address: 1 Main St', 'Phone: 555-0100', 'Email: a@b.c', 'Note: call after 5']), undefined);
  });

  test('"4500 total in Step 3" names a step, not line 3; "in 4(a)" names a line', () => {
    assert.equal(lineTargetAfter(' total in Step 3.'), 'step 3');
    assert.equal(lineTargetAfter(' in 4(a).'), '4a');
  });
});

describe('an interview typed as Q: and A: lines', () => {
  test('a prompt or a question keys the answer: its short first sentence, or its clauses with the rest kept', () => {
    const lines = speakerTranscriptLines([
      "Q: Let's start with your name as it should appear on the form.",
      'A: Vasquez, Elena R.',
      'Q: And your position title?',
      "A: IT Specialist (Systems Administration). I'm non-supervisory, just a team member.",
      'Q: Pay plan, series, grade and step?',
      'A: GS-2210-12, step 4.',
      'Q: Where is the vendor located?',
      'A: 1200 Westlake Ave N, Suite 310, Seattle, WA 98109.',
    ]);
    assert.deepEqual(lines, [
      "Let's start with your name as it should appear on the form.",
      'name: Vasquez, Elena R',
      'And your position title?',
      'your position title: IT Specialist (Systems Administration)',
      "I'm non-supervisory, just a team member.",
      'Pay plan, series, grade and step?',
      'step: 4',
      'GS-2210-12, step 4.',
      'Where is the vendor located?',
      'vendor location: 1200 Westlake Ave N, Suite 310, Seattle, WA 98109',
    ]);
  });
});

describe('threads and interviews read whole (issue 4)', () => {
  test("a copied thread's date line before its first message is a heading, not a reason to read it as prose", () => {
    const lines = ['Tue, Mar 10, 2009', '', 'Marisol (6:42 PM): top part wants name: Marisol T Brennan. ssn 412-58-3907', 'Kevin (6:45 PM): ok'];
    assert.deepEqual(chatMessages(lines)?.map((m) => m.speaker), ['', 'marisol', 'kevin']);
    const facts = parseData(lines.join('\n')).facts;
    assert.equal(facts.find((f) => f.value === 'Marisol T. Brennan')?.key, 'top part wants name');
  });

  test('several things asked at once: an answer of as many sentences gives them in turn, a short first clause the first', () => {
    assert.deepEqual(questionKeys('Office mailing address, phone, email?'), ['Office mailing address', 'Office phone', 'Office email']);
    assert.deepEqual(questionKeys('Full name, last name first?'), ['Full name']);
    assert.deepEqual(questionKeys('Delivery? Credit?'), ['Delivery', 'Credit']);
    const lines = speakerTranscriptLines([
      'Q: Office mailing address, phone, email?',
      'A: Office of Strategic Planning, 1800 G St NW, Washington, DC 20006. (202) 555-0391 ext. 217. dm@example.gov.',
      'Q: Appointment type, pay plan, series, grade, step?',
      'A: Career. GS-0343, grade 13, step 2. I was a 12 until March.',
      'Q: Dates and hours?',
      'A: June 9 through June 13, 2025. 36 duty hours, 4 non-duty.',
      'Q: So developmental, sub-type supervisory?',
      'A: Correct.',
    ]);
    assert.deepEqual(lines, [
      'Office mailing address, phone, email?',
      'Office mailing address: Office of Strategic Planning, 1800 G St NW, Washington, DC 20006',
      'Office phone: (202) 555-0391 ext. 217',
      'Office email: dm@example.gov',
      'Appointment type, pay plan, series, grade, step?',
      'Appointment type: Career',
      'grade: 13',
      'step: 2',
      'Career. GS-0343, grade 13, step 2. I was a 12 until March.',
      'Dates and hours?',
      'Dates: June 9 through June 13, 2025',
      // (A sentence that names its key's thing is read as said.)
      '36 duty hours, 4 non-duty.',
      'So developmental, sub-type supervisory?',
      'developmental, sub-type supervisory.',
      'Correct.',
    ]);
  });
});
