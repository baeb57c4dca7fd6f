/**
 * Plain messages on the corpus's own forms (issue 4, fresh v24 read): a buyer writing about the seller and her
 * sister, a chatty update typed in lower case with a British address, a W-9 reply signed by the owner, an SF-182
 * forwarded under the supervisor's note, a principal's e-mail naming her brother and two witnesses.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Fact } from '../../../workers/mapping/parse-data.js';
import { parseData, writerRoleOf } from '../../../workers/mapping/parse-data.js';
import { splitSentences } from '../../../workers/mapping/sentences.js';
import { findEuropeanAddress, parseAddress } from '../../../workers/mapping/parse-compound.js';
import { optionMatch } from '../../../workers/mapping/score-choices.js';
import { buildProfile, withoutRestatedAcronyms } from '../../../workers/mapping/field-profile.js';
import { isNegated, tokenize } from '../../../workers/mapping/normalize-text.js';
import { SELF, contextParty } from '../../../workers/mapping/parties.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

const factsOf = (text: string) => parseData(text).facts;
const factOf = (facts: Fact[], value: string) => facts.find((f) => f.value === value);
const option = (label: string) => ({ value: label, label, tokens: tokenize(label) });

describe('who is who in a sale', () => {
  test('"my sister\'s husband Dale is selling me his old shotgun": the writer buys, and Dale, named in full later, sells', () => {
    const text = "My sister's husband Dale is selling me his old shotgun.\nDale's full name is Dale R. Pruitt, he lives at 3306 W Lincoln Hwy, DeKalb, IL 60115.\nI'm Marisol Vega, 915 Oak Knoll Dr, Sycamore, IL 60178.";
    assert.equal(writerRoleOf(splitSentences(text)), 'buyer');
    const facts = factsOf(text);
    assert.equal(facts.find((f) => f.person?.full === 'Dale R. Pruitt')?.party, 'seller');
    assert.equal(factOf(facts, '3306 W Lincoln Hwy, DeKalb, IL 60115')?.party, 'seller');
  });

  test('"my license is still a Wisconsin one: V215-…": the number, and the state that issued it beside it', async () => {
    const facts = factsOf('I only moved down from Madison in the spring, so my license is still a Wisconsin one: V215-4408-7791-06.');
    assert.ok(factOf(facts, 'V215-4408-7791-06'));
    assert.equal(facts.find((f) => f.value === 'WI')?.address?.state, 'WI');
    const fields = [fieldAt('Drivers License Number', 'text', { x: 40, y: 300 }), fieldAt('State', 'text', { x: 300, y: 300, width: 40 })];
    const descriptions = [described('Drivers License Number', 'Driver’s License Number'), described('State', 'State', 'Print Name: / Driver’s License Number:  State:')];
    const values = await mappedValues(fields, descriptions, "I'm Marisol Vega, 915 Oak Knoll Dr, Sycamore, IL 60178. I moved in the spring, so my license is still a Wisconsin one: V215-4408-7791-06.");
    assert.deepEqual(values, { 'Drivers License Number': 'V215-4408-7791-06', State: 'WI' });
  });

  test('"We\'re meeting on July 12, 2025 to sign everything … date both signature lines": every signer\'s date', async () => {
    const fields = [fieldAt('Date_2', 'text', { x: 400, y: 300 }), fieldAt('Date_3', 'text', { x: 400, y: 600 })];
    const descriptions = [described('Date_2', 'Date', 'Buyer’s Signature:  Date:'), described('Date_3', 'Date', 'Seller’s Signature:  Date:')];
    const values = await mappedValues(fields, descriptions, "We're meeting on July 12, 2025 to sign everything, so please date both signature lines that day.");
    assert.deepEqual(values, { Date_2: 'July 12, 2025', Date_3: 'July 12, 2025' });
  });
});

describe('chatty messages', () => {
  test('a sentence may start in lower case after a word that is no abbreviation; "opp. no.:" goes on', () => {
    assert.deepEqual(splitSentences("I moved house last month. still 183 cm lol. oh and I sold the car!"), ['I moved house last month.', 'still 183 cm lol.', 'oh and I sold the car!']);
    assert.deepEqual(splitSentences('Funding opp. no.: NOAA-NMFS-2025'), ['Funding opp. no.: NOAA-NMFS-2025']);
    assert.deepEqual(splitSentences('About 12 lbs. of flour'), ['About 12 lbs. of flour']);
    assert.deepEqual(splitSentences('Course sched. title: Intro to GIS'), ['Course sched. title: Intro to GIS']);
  });

  test('"let the licence lapse": what has lapsed or expired is not had', () => {
    assert.equal(isNegated('I sold the car and let the licence lapse'), true);
    assert.equal(isNegated('my passport expired'), true);
    assert.equal(isNegated('I have a licence'), false);
  });

  test('"new place is Flat 2, 17 Marlowe Road, Bristol BS6 5LR": a British address, its flat the second line', () => {
    const address = factsOf('new place is Flat 2, 17 Marlowe Road, Bristol BS6 5LR (UK obviously).').find((f) => f.address)?.address;
    assert.deepEqual(
      address && [address.street, address.line2, address.city, address.zip, address.country],
      ['17 Marlowe Road', 'Flat 2', 'Bristol', 'BS6 5LR', 'United Kingdom'],
    );
    assert.equal(parseAddress('Unit 4, 2150 Highway 3A, Nelson, BC V1L 6K2')?.street, '2150 Highway 3A');
    assert.equal(findEuropeanAddress('Callum Reid, 17 Marlowe Road, Bristol BS6 5LR')?.text, '17 Marlowe Road, Bristol BS6 5LR');
  });

  test('a list offers one name of a country or a colour, a text writes another', () => {
    assert.ok(optionMatch('United Kingdom', option('Britain')) > 0.9);
    assert.ok(optionMatch('USA', option('United States of America')) > 0.9);
    assert.ok(optionMatch('purple', option('Violet')) > 0.9);
    assert.equal(optionMatch('purple', option('Blue')), 0);
  });

  test('"fav colour\'s purple these days": the favourite, one word', () => {
    assert.equal(factsOf("fav colour's purple these days.").find((f) => f.key === 'favourite colour')?.value, 'purple');
  });

  test('"it\'s an update, not a new sign-up": the option set against another is not meant where its word comes up again', async () => {
    const fields = [fieldAt('Request type', 'radio', { x: 40, y: 300 }, { options: ['Update', 'New'], optionLabels: ['Update', 'New'] })];
    const descriptions = [described('Request type', 'Request type', 'Request type:  New  Update')];
    const values = await mappedValues(fields, descriptions, "new place is Flat 2, 17 Marlowe Road, Bristol BS6 5LR. it's an update, not a new sign-up.");
    assert.deepEqual(values, { 'Request type': 'Update' });
  });

  test('"spelled surname B-R-U-N-N-H-U-B-E-R" is the surname Brunnhuber', () => {
    assert.equal(factsOf('spelled surname B-R-U-N-N-H-U-B-E-R').find((f) => f.key === 'spelled surname')?.value, 'Brunnhuber');
  });
});

describe('names and roles', () => {
  test('a name the text gives as the legal one takes the name line above the name that signs the reply', async () => {
    const fields = [fieldAt('f1_1', 'text', { x: 40, y: 300, width: 300 })];
    const descriptions = [described('f1_1', '1 Name (as shown on your income tax return). Name is required on this line')];
    const values = await mappedValues(fields, descriptions, 'The legal name is Harbor & Pine Woodworks LLC.\n\nThanks,\nTom Aldana');
    assert.deepEqual(values, { f1_1: 'Harbor & Pine Woodworks LLC' });
  });

  test('"My full name is Diane R. Whitaker" and the signature "Diane Whitaker": one person, written in full', () => {
    const facts = factsOf('Dear Ms. Okonkwo,\n\nMy full name is Diane R. Whitaker.\n\nKind regards,\nDiane Whitaker');
    const names = facts.filter((f) => f.person).map((f) => f.value);
    assert.ok(names.length >= 2 && names.every((name) => name === 'Diane R. Whitaker'), names.join(' | '));
  });

  test('"give my brother a power of attorney … My brother\'s name is Gregory Whitaker, and he lives in Evanston": the agent', () => {
    const facts = factsOf("I would like to give my brother a power of attorney for it. My brother's name is Gregory Whitaker, and he lives in Evanston, Illinois.");
    assert.equal(factOf(facts, 'Gregory Whitaker')?.party, 'agent');
    assert.equal(factOf(facts, 'Evanston, Illinois')?.party, 'agent');
  });

  test('"has agreed to act as witness", "will come along as a second witness": witnesses', () => {
    const facts = factsOf('My neighbour Alicia Moreno has agreed to act as witness, and her husband Thomas Greer will come along as a second witness.');
    assert.equal(facts.find((f) => f.key === 'witness name' && f.value === 'Alicia Moreno')?.party, 'witness');
    assert.equal(facts.find((f) => f.key === 'witness name' && f.value === 'Thomas Greer')?.party, 'witness');
  });

  test("an SF-182 forwarded under a note: the second-line approver, the employee's own record, the course's quoted title and registrar", () => {
    const facts = factsOf(
      'Second-line approval goes to Marcus Bell, HR Director, marcus.bell@example.gov.\nMy details in case you need them: Kevin J. Albright, HR Specialist, GS-0201-11 step 3.\nI\'d like to attend "Position Classification Fundamentals" (course number PC-110) from Keystone Federal Training Group, 1200 17th St Suite 900, Denver, CO 80202. Their registrar is Laura Chen, 720-555-0164.',
    );
    assert.equal(facts.find((f) => f.key === 'second line name and title')?.value, 'Marcus Bell, HR Director');
    assert.equal(facts.find((f) => f.key === 'my name')?.value, 'Kevin J. Albright');
    assert.equal(facts.find((f) => f.key === 'my position title')?.value, 'HR Specialist');
    assert.equal(facts.find((f) => f.key === 'course title')?.value, 'Position Classification Fundamentals');
    assert.match(facts.find((f) => f.key === 'provider vendor organization')?.value ?? '', /^Keystone Federal Training Group, 1200 17th St/);
    assert.equal(facts.find((f) => f.key === 'point of contact name')?.value, 'Laura Chen');
  });

  test('"21. Agency Use Only" stays empty, and a training group\'s address is no home address', async () => {
    const fields = [fieldAt('agency', 'text', { x: 40, y: 300 }), fieldAt('home', 'text', { x: 40, y: 500, width: 300 })];
    const descriptions = [described('agency', '21. Agency Use Only (For use by agency as needed)'), described('home', '4. Home Address (Optional) (Number, Street, City, State, ZIP Code)')];
    const text = 'Agency use: Kevin J. Albright, HR Specialist\nThe course is from Keystone Federal Training Group, 1200 17th St Suite 900, Denver, CO 80202.';
    assert.deepEqual(await mappedValues(fields, descriptions, text), {});
  });

  test('"I\'m married, but I\'m filing separately this year: …" ticks "Married filing separately (MFS)"', async () => {
    const fields = [fieldAt('c1_01[1]', 'checkbox', { x: 40, y: 300, width: 10 }), fieldAt('c1_01[2]', 'checkbox', { x: 40, y: 320, width: 10 })];
    const descriptions = [described('c1_01[1]', 'Married filing jointly'), described('c1_01[2]', 'Married filing separately (MFS)')];
    const values = await mappedValues(fields, descriptions, "I'm married, but I'm filing separately this year: my husband is doing his own return.");
    assert.equal(values['c1_01[2]'], true);
    assert.notEqual(values['c1_01[1]'], true);
  });

  test('letters in brackets that repeat the words before them are no part of the caption', () => {
    assert.equal(withoutRestatedAcronyms('Married filing separately (MFS)'), 'Married filing separately');
    assert.equal(withoutRestatedAcronyms('Qualifying widow(er) (QW)'), 'Qualifying widow(er)');
    assert.equal(withoutRestatedAcronyms('Employer ID (EIN)'), 'Employer ID (EIN)');
    const profile = buildProfile(fieldAt('c1_01[2]', 'checkbox', { x: 40, y: 320, width: 10 }), described('c1_01[2]', 'Married filing separately (MFS)'), 0);
    assert.deepEqual(profile.sources.find((source) => source.kind === 'label')?.tokens, tokenize('Married filing separately'));
  });
});

describe('tax returns and training forms', () => {
  test('"My W-2 wages were $48,215" is line 1\'s "Wages, salaries, tips, etc."', async () => {
    const fields = [fieldAt('f1_26', 'text', { x: 500, y: 300, width: 80 }), fieldAt('f1_28', 'text', { x: 500, y: 320, width: 80 })];
    const descriptions = [
      described('f1_26', 'Wages, salaries, tips, etc. Attach Form(s) W-2', '1  Wages, salaries, tips, etc. Attach Form(s) W-2  1'),
      described('f1_28', 'Taxable interest', '2b  Taxable interest  2b'),
    ];
    assert.deepEqual(await mappedValues(fields, descriptions, 'My W-2 wages were $48,215 and I had $312 of taxable interest.'), { f1_26: '48215', f1_28: '312' });
  });

  test('"Apt. no." on the home address\'s row is the filer\'s, though the row above is the spouse\'s', () => {
    const rows = ['Home address (number and street). If you have a P.O. box, see instructions.  Apt. no.', 'If joint return, spouse’s first name and middle initial  Last name'];
    assert.deepEqual(contextParty(rows), { party: SELF, depth: 0 });
  });

  test('"in-person classroom course", "…, classroom, 28 duty hours": the delivery type a word names', async () => {
    const options = ['Select one', '1 - Traditional Classroom', '3 - Technology Based'];
    const fields = [fieldAt('10B', 'dropdown', { x: 40, y: 300 }, { options, optionLabels: options })];
    const descriptions = [described('10B', '10. Training Delivery Type Code')];
    assert.deepEqual(await mappedValues(fields, descriptions, "It's an in-person classroom course at their Denver office."), { '10B': '1 - Traditional Classroom' });
  });

  test('an employer writing "for our new hygienist" is the employer', () => {
    assert.equal(writerRoleOf(['Can you prepare a 2025 W-4 for our new hygienist?']), 'employer');
    assert.equal(writerRoleOf(['Can you prepare a 2025 W-4 for me?']), undefined);
  });
});

test('a reply above the message it quotes: the quoted writer is the seller his own keyed line names, so the writer is the buyer', () => {
  const text = [
    'Here is my info for the bill of sale:', 'Andrea Lindqvist', '93 Timber Ridge Dr, Normal, IL 61761', 'Thanks,', 'Andrea', '',
    'On Sat, Jul 26, 2025 at 8:14 PM Raymond Kessler <rkessler61@example.com> wrote:', '> Andrea,', '>',
    '> Seller: Raymond Kessler, 416 E Walnut St, Bloomington, IL 61701', "> My IL driver's license: K246-5581-3390", '>', '> Ray',
  ].join('\n');
  const facts = parseData(text).facts;
  assert.equal(facts.find((f) => f.value === 'Andrea Lindqvist')?.party, 'buyer');
  assert.equal(facts.find((f) => f.value === 'K246-5581-3390')?.party, 'seller');
});
