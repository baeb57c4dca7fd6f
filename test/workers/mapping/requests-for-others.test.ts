/**
 * Requests written for someone else, and the plain details they carry (issue 4, fresh v23 read): a daughter's
 * e-mail for her mother, an office manager's for a staff member, a principal naming her agent, witness and notary;
 * corrections of a unit's number, a course's provider and its contacts, a 1040 filed separately, a numbered W-4
 * list with reasons after its counts, a bond among numbered holdings.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Fact } from '../../../workers/mapping/parse-data.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { SELF, textParty } from '../../../workers/mapping/parties.js';
import { applySwaps } from '../../../workers/mapping/corrections.js';
import { itemWithHeadKeyed } from '../../../workers/mapping/table-items.js';
import { onlyKeyOfLine } from '../../../workers/mapping/score-choices.js';
import { tailOfWritten } from '../../../workers/mapping/assign-values.js';
import { canonicalText, tokenize } from '../../../workers/mapping/normalize-text.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

const factsOf = (text: string) => parseData(text).facts;
const factOf = (facts: Fact[], value: string) => facts.find((f) => f.value === value);

describe('whose a value is', () => {
  test('"her" after "my husband and me" goes back past both to the woman named before', () => {
    assert.equal(textParty('On May 30 she moved in with my husband and me, so her home address is now'), undefined);
    assert.equal(textParty('My wife Karen works; her SSN is'), 'spouse');
    assert.equal(textParty('My son Jalen lives with me; his SSN is'), 'dependent');
  });

  test('the town of someone a sentence names in a role ("my brother …, who lives in …") is theirs', () => {
    const facts = factsOf("I'm appointing my brother, Michael J. Brennan, who lives in Oak Park, Illinois, as my attorney-in-fact. I currently live in Scottsdale, Arizona.");
    assert.equal(factOf(facts, 'Oak Park, Illinois')?.party, 'agent');
    assert.equal(factOf(facts, 'Scottsdale, Arizona')?.party, SELF);
  });

  test('"my friend Gloria Estevez is coming with me to be the witness": the role she is to take', () => {
    const facts = factsOf('My friend Gloria Estevez is coming with me to be the witness.');
    assert.equal(facts.find((f) => f.person?.full === 'Gloria Estevez')?.party, 'witness');
  });

  test("a relative's name fills whom the form is about only after the name the text gives for that person", async () => {
    const fields = [fieldAt('GivenName', 'text', { x: 40, y: 300 }), fieldAt('FamilyName', 'text', { x: 200, y: 300 })];
    const descriptions = [described('GivenName', 'Given Name (First Name)'), described('FamilyName', 'Family Name (Last Name)')];
    const text = "I'm writing on behalf of my mother. I'm her daughter, Carla Ferreira-Moss.\nMy mother's name is Ana Ferreira.";
    assert.deepEqual(await mappedValues(fields, descriptions, text), { GivenName: 'Ana', FamilyName: 'Ferreira' });
  });

  test("an office writing on behalf of a staff member: the staff member is named, the sender's own phone is the sender's", () => {
    const facts = factsOf("I'm sending in an SF-182 on behalf of one of our hydrologists, Keisha M. Harlan. Her office phone is (303) 555-0176. If you need anything else, I'm at (303) 555-0101.");
    assert.equal(facts.find((f) => f.key === 'client name')?.value, 'Keisha M. Harlan');
    assert.equal(factOf(facts, '(303) 555-0101')?.party, 'staff');
    assert.notEqual(factOf(facts, '(303) 555-0176')?.party, 'staff');
  });

  test("a paralegal's client: the contact details given as the client's stay the client's", () => {
    const facts = factsOf("I'm writing on behalf of our client, Mr. Desmond Achebe-Rowe. His contact details for the form: phone (480) 555-0139; e-mail d.rowe@example.com.");
    assert.notEqual(factOf(facts, '(480) 555-0139')?.party, 'staff');
  });

  test('"keep his income off mine" keeps his amounts off, not his name and SSN a separate return asks for', () => {
    const facts = factsOf("I'm married, but I'm filing separately this year: my husband, Gregory P. Lindqvist (SSN 512-66-0193), is doing his own return, so please keep his income off mine.");
    assert.equal(factOf(facts, '512-66-0193')?.party, 'spouse');
    const dropped = factsOf('My husband (SSN 512-66-0193) earned $51,000, so please keep his income off mine.');
    assert.equal(factOf(dropped, '$51,000'), undefined);
  });
});

describe('dates and signing', () => {
  test('"I\'ll sign … on May 2, 2025, and my friend … will sign the same day": every signature line is dated', async () => {
    const fields = [fieldAt('Dated', 'text', { x: 400, y: 300 }), fieldAt('Dated 1', 'text', { x: 400, y: 600 })];
    const descriptions = [described('Dated', 'Dated', 'Signature of agent / Dated'), described('Dated 1', 'Dated', 'Signature of witness / Dated')];
    const text = "I'll sign in front of a notary here in Scottsdale on May 2, 2025, and my friend is coming with me to be the witness, so she'll sign the same day.";
    assert.deepEqual(await mappedValues(fields, descriptions, text), { Dated: 'May 2, 2025', 'Dated 1': 'May 2, 2025' });
  });
});

describe('what a blank and its label ask', () => {
  test('"of ____ Illinois, as my Attorney-in-Fact": a blank before a state\'s name takes the town', async () => {
    const fields = [fieldAt('Illinois as my Attorneyin', 'text', { x: 40, y: 300 })];
    const descriptions = [described('Illinois as my Attorneyin', 'of', 'desiring to execute a SPECIAL POWER OF ATTORNEY, hereby appoint, / of  Illinois, as my Attorney-in- / of ___ Illinois, as my Attorney-in-')];
    const text = "I'm appointing my brother, Michael J. Brennan, who lives in Oak Park, Illinois, as my attorney-in-fact.";
    assert.deepEqual(await mappedValues(fields, descriptions, text), { 'Illinois as my Attorneyin': 'Oak Park' });
  });

  test('"leave the SSN boxes blank" leaves every SSN box', async () => {
    const fields = [fieldAt('ssn', 'text', { x: 40, y: 300 }), fieldAt('ein', 'text', { x: 40, y: 400 })];
    const descriptions = [described('ssn', 'Social security number'), described('ein', 'Employer identification number')];
    const text = 'My SSN is 031-62-4478. Please put 82-4417095 in the EIN boxes and leave the SSN boxes blank.';
    assert.deepEqual(await mappedValues(fields, descriptions, text), { ein: '82-4417095' });
  });

  test('a key cut short before its verb ("[The form goes] back to Brightline Events Group") still names the requester', () => {
    assert.match(canonicalText('back to Brightline Events Group'), /\brequester\b/);
  });

  test('"If joint return, spouse\'s first name" stays empty for a married filer filing separately', async () => {
    const fields = [fieldAt('spouse first', 'text', { x: 40, y: 300 })];
    const descriptions = [described('spouse first', 'If joint return, spouse’s first name and middle initial')];
    assert.deepEqual(await mappedValues(fields, descriptions, "I'm married, but I'm filing separately this year. My husband is Gregory P. Lindqvist."), {});
    assert.deepEqual(await mappedValues(fields, descriptions, 'We file jointly. My husband is Gregory P. Lindqvist.'), { 'spouse first': 'Gregory P' });
  });

  test('a statement before a colon is a statement, not the key of what follows', () => {
    assert.equal(onlyKeyOfLine("I'm married, but I'm filing separately this year: my husband is doing his own return", tokenize('married separately')), false);
    assert.equal(onlyKeyOfLine('Spouse: Lucia M. Kowalski', tokenize('spouse')), true);
  });

  test('"Home Telephone" takes no phone the text gives as a vendor\'s', async () => {
    const home = '5 Home Telephone Optional Include Area Code';
    const fields = [fieldAt(home, 'text', { x: 40, y: 300 })];
    const descriptions = [described(home, '(Include Area Code)', '5. Home Telephone (Optional) / (Include Area Code)')];
    const text = 'The course is "Hydrology 101", from Rocky Mountain Hydro Institute, 1600 Canyon Blvd, Boulder, CO 80302 (phone 720-555-0198).';
    assert.deepEqual(await mappedValues(fields, descriptions, text), {});
    assert.deepEqual(await mappedValues(fields, descriptions, 'My home phone is 720-555-0198.'), { [home]: '720-555-0198' });
  });

  test('"Telephone number. 10 digits." takes the digits without the extension; "ext. 214" gives the extension box 214', async () => {
    const fields = [fieldAt('phone', 'text', { x: 40, y: 300 }, { tooltip: 'Certification. Telephone number. 10 digits.' }), fieldAt('ext', 'text', { x: 200, y: 300 }, { tooltip: 'Certification. Extension.' })];
    const descriptions = [described('phone', 'Telephone number'), described('ext', 'Ext')];
    const values = await mappedValues(fields, descriptions, 'Certification: phone 250-555-0187 ext. 214');
    assert.deepEqual(values, { phone: '2505550187', ext: '214' });
  });

  test('"Kilograms" in a box\'s description: "41.20 kg" is written 41.20', async () => {
    const fields = [fieldAt('additions', 'text', { x: 40, y: 300 }, { tooltip: 'Packaged. Line F. Additions to inventory. Kilograms.' })];
    const values = await mappedValues(fields, [described('additions', 'Additions to inventory')], 'Additions to inventory: 41.20 kg');
    assert.deepEqual(values, { additions: '41.20' });
  });
});

describe('values read from prose', () => {
  test('"The suite is 201, not 210" mends the suite of the address given before', () => {
    const facts = [{ value: '77 Harbor View Dr, Suite 210, Portsmouth, NH 03801', sentence: 'My address is 77 Harbor View Dr, Suite 210, Portsmouth, NH 03801.' }];
    const mended = applySwaps(facts, ['My address is 77 Harbor View Dr, Suite 210, Portsmouth, NH 03801.', 'The suite is 201, not 210, I always mix those up.']);
    assert.equal(mended[0]!.value, '77 Harbor View Dr, Suite 201, Portsmouth, NH 03801');
    // (A bare 210 the sentence does not tie to a unit mends nothing inside an address.)
    const untouched = applySwaps([{ ...facts[0]! }], [facts[0]!.sentence, 'It is 201, not 210.']);
    assert.equal(untouched[0]!.value, facts[0]!.value);
  });

  test("a job title after a pronoun, a position's level, and hours there are none of", () => {
    const facts = factsOf("She's a Hydrologist, non-supervisory, with a career appointment. It's 36 duty hours and no non-duty hours.");
    assert.equal(facts.find((f) => f.key === 'occupation position title job title')?.value, 'Hydrologist');
    assert.equal(facts.find((f) => f.key === 'position level')?.value, 'Non-supervisory');
    assert.equal(facts.find((f) => f.key === 'non-duty hours')?.value, '0');
    // (A title with a level in it is no level: "Supervisory Hydrologist".)
    assert.equal(factsOf('Her supervisor is James Lee, Supervisory Hydrologist.').find((f) => f.key === 'position level'), undefined);
  });

  test("a course \"from\" its provider, and the provider's phone, e-mail and website in brackets after its address", () => {
    const facts = factsOf('The course is "Applied Groundwater Modeling", course number GWM-420, from Rocky Mountain Hydro Institute, 1600 Canyon Blvd, Boulder, CO 80302 (phone 720-555-0198, training@rmhi.example.org, www.rmhi.example.org; their contact is Tom Becerra).');
    assert.match(facts.find((f) => f.key === 'provider vendor organization')?.value ?? '', /^Rocky Mountain Hydro Institute, 1600 Canyon Blvd/);
    assert.equal(factOf(facts, 'training@rmhi.example.org')?.key, 'vendor email');
    assert.equal(factOf(facts, '720-555-0198')?.key, 'vendor telephone');
    assert.ok(facts.some((f) => f.value === 'Tom Becerra'));
  });

  test('"I\'ll sign it myself, as Margaret L. Okafor": the name printed under the signature', () => {
    assert.equal(factsOf("I'll sign it myself, as Margaret L. Okafor.").find((f) => f.key === 'print name signed')?.value, 'Margaret L. Okafor');
  });

  test('a holding named with commas of its own, its CUSIP and its par amount', () => {
    assert.equal(
      itemWithHeadKeyed('City of Portland, Oregon general obligation bond, CUSIP 736688QX3 - $25,000 par, trade date 05/14/2012.'),
      'description: City of Portland, Oregon general obligation bond\nsymbol or code: 736688QX3\nquantity: 25,000\ntrade date 05/14/2012.',
    );
    assert.equal(itemWithHeadKeyed('Johnson & Johnson (JNJ) - 150 shares.'), 'description: Johnson & Johnson\nsymbol or code: JNJ\n - 150 shares.');
  });
});

describe('values used once', () => {
  test("the address at the end of an office's name and address already written is that address again", () => {
    const written = new Set(['Bureau of Reclamation, Technical Service Center, PO Box 25007, Denver, CO 80225']);
    const candidate = (value: string) => ({ field: 1, value, score: 0.5, fact: 0, concept: 'address' as const, reasoning: '' });
    assert.equal(tailOfWritten(candidate('PO Box 25007, Denver, CO 80225'), written), true);
    assert.equal(tailOfWritten(candidate('1600 Canyon Blvd, Boulder, CO 80302'), written), false);
  });

  test('"I paid 101.25 per unit, $25,312.50 including the fee": "per unit" after a number is its unit, no label', async () => {
    const fields = [fieldAt('cost', 'text', { x: 40, y: 300 })];
    const values = await mappedValues(fields, [described('cost', 'Cost per Unit')], "I paid 101.25 per unit, $25,312.50 including the broker's fee.");
    assert.deepEqual(values, { cost: '101.25' });
  });
});

describe('choices and worksheets', () => {
  test('"Improve/Maintain Present Performance" is named by "to improve her performance in her present job"', async () => {
    const options = ['Select one', '01', '02', '03'];
    const fields = [fieldAt('purpose', 'dropdown', { x: 40, y: 300 }, { options, optionLabels: ['Select one', 'Program/Mission', 'New Work Assignment', 'Improve/Maintain Present Performance'] })];
    const values = await mappedValues(fields, [described('purpose', 'Training Purpose Type')], "It's to improve her performance in her present job.");
    assert.deepEqual(values, { purpose: '03' });
  });

  test('a slash inside a compound offers no alternative, and the sender\'s own job names no option', async () => {
    const options = ['Select one', '20', '22'];
    const optionLabels = ['Select one', '20 - Supervisory Program/First-Line Supervisors', '22 - Leadership/Manager/Pre-supervisory Development'];
    const fields = [fieldAt('sub type', 'dropdown', { x: 40, y: 300 }, { options, optionLabels })];
    const descriptions = [described('sub type', 'Training Sub Type')];
    assert.deepEqual(await mappedValues(fields, descriptions, 'Your first-line supervisor (name, title, phone, e-mail).'), {});
    assert.deepEqual(await mappedValues(fields, descriptions, "I'm the office manager here, and I'm sending in an SF-182 on behalf of one of our hydrologists, Keisha M. Harlan."), {});
  });

  test('"Line D: 1 for my son Malik": the count a named line is given, then why', async () => {
    const fields = [fieldAt('lineD', 'text', { x: 500, y: 300, width: 40 }), fieldAt('lineE', 'text', { x: 500, y: 320, width: 40 })];
    const descriptions = [
      described('lineD', 'D Enter number of dependents you will claim on your tax return', 'D Enter number of dependents you will claim on your tax return  D'),
      described('lineE', 'Enter “1” if you will file as head of household on your tax return', 'E Enter “1” if you will file as head of household on your tax return  E'),
    ];
    const values = await mappedValues(fields, descriptions, '7. Line D: 1 for my son Malik, he is 6\n8. Line E: 1, I file as head of household');
    assert.deepEqual(values, { lineD: '1', lineE: '1' });
  });
});

test('"I\'m his wife, Grace. His name is Daniel K. Okafor": what is "his" is the form\'s person\'s; the writer\'s own name and phone are the spouse\'s', () => {
  const facts = parseData("Daniel asked me to send his W-4 details. I'm his wife, Grace.\nHis name is Daniel K. Okafor and his SSN is 412-68-3095.\nThank you,\nGrace Okafor\n(972) 555-0138").facts;
  assert.equal(facts.find((f) => f.value === 'Daniel K. Okafor')?.party, SELF);
  assert.equal(facts.find((f) => f.value === 'Grace Okafor')?.party, 'spouse');
  assert.equal(facts.find((f) => f.value === '(972) 555-0138')?.party, 'spouse');
});
