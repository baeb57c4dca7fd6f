import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { linesWithLetterRead, nameOfNameLine } from '../../../workers/mapping/parse-letter.js';
import { CORRESPONDENT, SELF, partyRelation } from '../../../workers/mapping/parties.js';

const LETTER = [
  'Lena Okafor',
  '22 Birch Hollow Dr',
  'Apt 3',
  'Madison, WI 53711',
  '',
  'May 2, 2025',
  '',
  'Ms. Joan Whitaker, Director',
  'Harbour Arts Council',
  '90 State St',
  'Madison WI 53703',
  '',
  'Dear Ms. Whitaker,',
  '',
  'Please find my details below. You can reach me at (608) 555-0199.',
  '',
  'Kind regards,',
  '',
  'Lena Okafor',
];

describe('letters (issue 4)', () => {
  test("the letterhead is the writer's name and address, the inside address the addressee's", () => {
    const read = linesWithLetterRead(LETTER);
    const records = read.filter((l) => typeof l !== 'string');
    assert.deepEqual(records, [
      { key: 'name', value: 'Lena Okafor', party: SELF },
      { key: 'address', value: '22 Birch Hollow Dr, Apt 3, Madison, WI 53711', party: SELF },
      { key: 'name', value: 'Joan Whitaker', party: CORRESPONDENT },
      { key: 'organisation', value: 'Harbour Arts Council', party: CORRESPONDENT },
      { key: 'address', value: '90 State St, Madison, WI 53703', party: CORRESPONDENT },
      { key: 'name', value: 'Lena Okafor', party: SELF },
    ]);
    // The body is left to the ordinary reading.
    assert.ok(read.includes('Please find my details below. You can reach me at (608) 555-0199.'));
  });

  test("facts of the letter carry their party, and the addressee's fill no field of the writer's", () => {
    const facts = parseData(LETTER.join('\n')).facts;
    const address = facts.find((f) => f.key === 'address' && f.party === SELF);
    assert.equal(address?.address?.street, '22 Birch Hollow Dr');
    const addressee = facts.find((f) => f.key === 'name' && f.party === CORRESPONDENT);
    assert.equal(addressee?.value, 'Joan Whitaker');
    assert.equal(partyRelation(addressee!, {}), 'clash');
    assert.equal(partyRelation(addressee!, { party: SELF }), 'clash');
    assert.equal(partyRelation(addressee!, { party: CORRESPONDENT }), 'agree');
  });

  test('without a letterhead, the signature under the closing names the writer; a block greeted by name is the addressee', () => {
    const read = linesWithLetterRead(['Mr. Tom Reyes', '5 Elm St', 'Salem, OR 97301', '', 'Dear Mr. Reyes,', 'Thanks.', '', 'Sincerely,', 'Ada P. Lind']);
    assert.deepEqual(
      read.filter((l) => typeof l !== 'string'),
      [
        { key: 'name', value: 'Tom Reyes', party: CORRESPONDENT },
        { key: 'address', value: '5 Elm St, Salem, OR 97301', party: CORRESPONDENT },
        { key: 'name', value: 'Ada P. Lind', party: SELF },
      ],
    );
  });

  test('a single line above the salutation (a subject line) is no letterhead, and reading it does not fail', () => {
    const email = ['Subject: Power of attorney for the Belmont condo', '', 'Dear Ms. Ruiz,', 'Please prepare the form.', '', 'Thank you,', 'Natalie Brennan'];
    const read = linesWithLetterRead(email);
    assert.deepEqual(read.slice(0, 6), email.slice(0, 6));
  });

  test('a text without a salutation is read as it is', () => {
    const notes = ['Lena Okafor', '22 Birch Hollow Dr', 'Madison, WI 53711', 'Phone: 608 555 0199'];
    assert.deepEqual(linesWithLetterRead(notes), notes);
  });

  test("a company's letter to its client: the letterhead's details are the company's, the client's are the form's", () => {
    const company = ['ACME TITLE, LLC', '180 N LaSalle St | (312) 555-0140', 'Chicago, IL 60601', '', 'Dear Client,', 'You can reach us at the number above.', 'My phone is 480.555.0192.', '', 'Sincerely,', 'Closing Department'];
    const read = linesWithLetterRead(company);
    assert.deepEqual(read.slice(0, 3), company.slice(0, 3).map((text) => ({ text, party: CORRESPONDENT })));
    assert.deepEqual(read.slice(3), company.slice(3));
    const phones = parseData(company.join('\n')).facts.filter((f) => f.typed?.kind === 'phone');
    assert.deepEqual([...new Set(phones.map((f) => `${f.value} ${f.party}`))], [`(312) 555-0140 ${CORRESPONDENT}`, `480.555.0192 ${SELF}`]);
  });

  test('name lines: a title and one position are not part of the name; a list is no name line', () => {
    assert.equal(nameOfNameLine('Mr. Samuel Oduya, Treasurer'), 'Samuel Oduya');
    assert.equal(nameOfNameLine('Rosalind P. Achterberg'), 'Rosalind P. Achterberg');
    assert.equal(nameOfNameLine('Samuel Oduya, Treasurer, Northland Historical Society'), undefined);
    assert.equal(nameOfNameLine('506 W Michigan St'), undefined);
  });
});
