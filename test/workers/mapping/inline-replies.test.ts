/** An e-mail answered inline under the other side's quoted questions (issue 4). */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { questionKeys } from '../../../workers/mapping/parse-chat.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { linesWithInlineAnswers } from '../../../workers/mapping/parse-inline-replies.js';

const reply = [
  'Hi Monique, answers inline below.',
  '',
  '> 1. Full name as Last, First, MI:',
  '',
  'Whitaker, Devon J.',
  '',
  '> 4. Pay plan / series / grade / step:',
  '',
  "GS-1102-11, step 3. Wait, no - it's step 4 now.",
  '',
  '> 5. Office mailing address, office phone w/ ext, work email:',
  '',
  'Bureau of Reclamation, PO Box 25007, Denver, CO 80225',
  '(303) 445-2614 ext. 118',
  'devon.whitaker@example.gov',
  '',
  '> 9. Vendor name, mailing address, phone, email and point of contact:',
  '',
  'Keystone Procurement Institute, 1450 Wazee St, Denver, CO 80202',
  'POC is Lauren Kessler, Registrar.',
  '',
  '> 17. Your first-line supervisor (name/title, phone, email):',
  '',
  'Karen Alvarez, Supervisory Contract Specialist, (303) 445-2290',
  '',
  '> Thanks,',
  '> Monique',
];

describe('answers typed under quoted questions', () => {
  test("each answer is keyed by its question's keys; one that corrects itself is read as written", () => {
    const lines = linesWithInlineAnswers(reply).filter((line) => line !== '');
    assert.deepEqual(lines, [
      'Hi Monique, answers inline below.',
      'Full name: Whitaker, Devon J',
      '> 4. Pay plan / series / grade / step:',
      "GS-1102-11, step 3. Wait, no - it's step 4 now.",
      'Office mailing address: Bureau of Reclamation, PO Box 25007, Denver, CO 80225',
      'office phone: (303) 445-2614 ext. 118',
      'work email: devon.whitaker@example.gov',
      'Vendor: Keystone Procurement Institute, 1450 Wazee St, Denver, CO 80202',
      'Vendor: POC is Lauren Kessler, Registrar.',
      'my first-line supervisor: Karen Alvarez, Supervisory Contract Specialist, (303) 445-2290',
      '> Thanks,',
      '> Monique',
    ]);
  });

  test('fewer than three questions answered are a reply\'s quoted history, read as written', () => {
    const history = ['Sounds good.', '', '> Can you send the form?', '', 'Yes, attached.'];
    assert.deepEqual(linesWithInlineAnswers(history), history);
  });

  test('how to write the answer and "w/ ext" are not things asked; one thing asked may take five words', () => {
    assert.deepEqual(questionKeys('Full name as Last, First, MI?'), ['Full name']);
    assert.deepEqual(questionKeys('Office mailing address, office phone w/ ext, work email?'), ['Office mailing address', 'office phone', 'work email']);
    assert.deepEqual(questionKeys('Highest level of education completed?'), ['Highest level of education completed']);
    assert.deepEqual(questionKeys('A one-or-two sentence learning objective?'), ['learning objective']);
    // A question asked of the other is no thing to give.
    assert.deepEqual(questionKeys('How can I help?'), []);
    assert.deepEqual(questionKeys('Is the vendor accredited?'), []);
  });

  test('"POC is Lauren Kessler" names the point of contact', () => {
    assert.deepEqual(parseData('POC is Lauren Kessler, Registrar.').facts.map((f) => [f.key, f.value])[0], ['POC', 'Lauren Kessler, Registrar']);
  });

  test('a numbered item ending in a full stop is a question; "same as above" repeats the answer before; an answer over lines that end no sentence is one value', () => {
    const reply = [
      '> 1. Your name exactly as it should appear (Last, First, MI).',
      'Okafor, Daniel J.',
      '> 3. Organization mailing address (branch/office/bureau).',
      'U.S. Geological Survey, Colorado Water Science Center',
      'Groundwater Section',
      'Denver Federal Center, Bldg 53, Lakewood, CO 80225',
      '> 10. Where will the training take place?',
      'Front Range Hydro Institute, 1400 Walnut St, Boulder, CO 80302',
      '> 11. Vendor name and mailing address.',
      'Same as above.',
    ];
    const lines = linesWithInlineAnswers(reply).filter((line) => line !== '');
    assert.deepEqual(lines, [
      'my name: Okafor, Daniel J',
      'Organization mailing address: U.S. Geological Survey, Colorado Water Science Center, Groundwater Section, Denver Federal Center, Bldg 53, Lakewood, CO 80225',
      '> 10. Where will the training take place?',
      'Front Range Hydro Institute, 1400 Walnut St, Boulder, CO 80302',
      'Vendor: Front Range Hydro Institute, 1400 Walnut St, Boulder, CO 80302',
    ]);
    assert.deepEqual(questionKeys('Office phone with extension, and work e-mail?'), ['Office phone', 'work e-mail']);
  });
});

describe('a thread answered inline, sent on by someone else', () => {
  const thread = [
    'From: Keisha Broussard <keisha.broussard@example.gov>',
    'Subject: RE: SF-182 info needed',
    '',
    "I'm Marcus's supervisor and I support this request.",
    '',
    'From: Marcus Lindqvist <marcus.lindqvist@example.gov>',
    'Subject: RE: SF-182 info needed',
    '',
    'Answers inline below.',
    '',
    '> From: Training Requests <training.requests@example.gov>',
    '> Subject: SF-182 info needed',
    '>',
    '> 1. Your name as it should appear (Last, First, MI):',
    '',
    'Lindqvist, Marcus J.',
    '',
    '> 2. Position title:',
    '',
    'Geographer',
    '',
    '> 3. Office phone:',
    '',
    '(303) 555-0268',
    '',
    '> Thanks,',
    '> Marisol Vega',
    '> Training Assistant',
  ].join('\n');

  test('the writer is the first person who sent a message, not a mailbox; a quoted signature is not the writer\'s', () => {
    const facts = parseData(thread).facts;
    const writer = facts.filter((f) => f.person && f.party === 'self').map((f) => f.value);
    assert.ok(writer.some((v) => /Lindqvist/.test(v)), JSON.stringify(writer));
    assert.ok(!writer.some((v) => /Vega|Training/.test(v)), JSON.stringify(writer));
  });

  test('"Your name" asked of whoever answers inline keys their own name', () => {
    assert.ok(parseData(thread).facts.some((f) => f.key === 'my name' && /Lindqvist, Marcus J/.test(f.value)));
  });
});
