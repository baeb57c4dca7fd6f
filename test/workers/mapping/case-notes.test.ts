import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FieldInfo } from '../../../src/shared/protocol.js';
import { canonicalText, tokenize } from '../../../workers/mapping/normalize-text.js';
import { parsePersonName } from '../../../workers/mapping/parse-compound.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { movedEpoch } from '../../../workers/mapping/parties.js';
import { optionMatch } from '../../../workers/mapping/score-choices.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

/** The values the rules assign, by field name, each field labelled with its own name. */
function mapped(fields: FieldInfo[], data: string): Promise<Record<string, string | boolean>> {
  return mappedValues(fields, fields.map((f) => described(f.name, f.name)), data);
}

describe('people in a case note', () => {
  test('"Client <name> came in" is the note\'s subject', () => {
    const person = parseData('Client Rania S. Haddad came in today.').facts.find((f) => f.person?.full === 'Rania S. Haddad');
    assert.equal(person?.party, 'self');
  });

  test('the worker is staff, the credential after the name dropped', () => {
    assert.equal(parsePersonName('Dana Whitfield, BSW')?.last, 'Whitfield');
    const worker = parseData('Worker: Dana Whitfield, BSW').facts.find((f) => f.person?.full === 'Dana Whitfield');
    assert.equal(worker?.party, 'staff');
  });

  test('the client\'s name fills the name fields, not the worker\'s', async () => {
    const fields = [fieldAt('Given Name', 'text', { x: 100, y: 700 }), fieldAt('Family Name', 'text', { x: 300, y: 700 })];
    const values = await mapped(fields, 'Case #: 1          Worker: Dana Whitfield\nClient Rania S. Haddad came in to report a move.');
    assert.equal(values['Given Name'], 'Rania');
    assert.equal(values['Family Name'], 'Haddad');
  });
});

describe('addresses in a case note', () => {
  const facts = parseData(
    'They left the apartment (318 Fenwick St, Apt 4, Hamtramck, MI 48212) and are now living at 1642 Larchmont Ave in Dearborn, MI 48126.',
  ).facts;

  test('the address left is the previous one', () => {
    const left = facts.find((f) => f.address?.street === '318 Fenwick St');
    assert.equal(left?.epoch, 'previous');
  });

  test('the address "now living at" is the current one, with its city', () => {
    const now = facts.find((f) => f.address?.street === '1642 Larchmont Ave');
    assert.equal(now?.address?.city, 'Dearborn');
    assert.equal(now?.epoch, 'current');
  });

  test('a "moved from" after the cue makes the address previous', () => {
    assert.equal(movedEpoch('I now live here, having moved from'), 'previous');
  });
});

describe('values a case note does not give', () => {
  test("the client's date of birth is read from the words just before it, not her son's or a follow-up date", async () => {
    // The form asks about the person it is for ("Your date of birth"); the son's DOB is a dependant's.
    const values = await mapped(
      [fieldAt('Your Date of Birth', 'text', { x: 100, y: 700 })],
      'Her son (DOB 05/02/2014) came too. Her green card lists date of birth as August 23, 1989. Follow-up call scheduled for 03/25/2026.',
    );
    const dob = String(values['Your Date of Birth']);
    assert.ok(dob.includes('1989'), dob);
  });

  test('a case number is no street', async () => {
    const values = await mapped([fieldAt('Street Number and Name', 'text', { x: 100, y: 700 })], 'Case #: WC-RIS-24-0917');
    assert.equal(values['Street Number and Name'], undefined);
  });

  test('a fax number is no phone number', async () => {
    const values = await mapped([fieldAt('Daytime phone number', 'text', { x: 100, y: 700 })], 'Fax: (614) 555-0177');
    assert.equal(values['Daytime phone number'], undefined);
  });
});

describe('choices and canonical text', () => {
  test('"USA" matches the option "United States of America" fully', () => {
    const label = 'United States of America';
    assert.equal(optionMatch('USA', { value: label, label, tokens: tokenize(label) }), 1);
  });

  test('"social security number" is ssn, "Social security benefits" is not', () => {
    assert.equal(canonicalText('social security number'), 'ssn');
    assert.ok(!canonicalText('Social security benefits').includes('ssn'));
  });

  test('"New/Chg: Change" selects Update', async () => {
    const field = fieldAt('Request type', 'dropdown', { x: 100, y: 700 }, { options: ['New', 'Update'], optionLabels: ['New', 'Update'] });
    const values = await mapped([field], 'New/Chg: Change\np.s. ignore row 15 for now.');
    assert.equal(values['Request type'], 'Update');
  });
});

describe('a record on one line with slashes between its parts', () => {
  const note = '- me: Okafor, Chidi E. / Program Analyst / GS-0343-11 step 2 / career-conditional appt / emp ID 00448812';

  test('each part is a value of the key, a job title keyed as one; two parts, or slashes without spaces, stay one value', () => {
    const facts = parseData(note).facts;
    assert.equal(facts.find((f) => f.key === 'me')?.value, 'Okafor, Chidi E.');
    assert.ok(facts.some((f) => f.key === 'me (position title)' && f.value === 'Program Analyst' && f.person === undefined));
    assert.ok(facts.some((f) => f.key === 'me' && f.value === 'emp ID 00448812'));
    // (The appointment's part says what it is, and is written without the word that says so.)
    assert.ok(facts.some((f) => f.key === 'me (type of appointment)' && f.value === 'Career-conditional'));
    assert.ok(parseData('Unit: Apt 3 / Unit B').facts.some((f) => f.key === 'Unit' && f.value === 'Apt 3 / Unit B'));
    assert.ok(parseData('Terms: and/or net 30/60/90 days').facts.every((f) => !f.value.startsWith('60')));
  });

  test('the job title fills the position title, not the name', async () => {
    const fields = [fieldAt('Name', 'text', { x: 100, y: 700 }), fieldAt('Position Title', 'text', { x: 100, y: 650 })];
    const values = await mapped(fields, `Chidi's details:\n${note}`);
    assert.equal(values['Position Title'], 'Program Analyst');
    assert.notEqual(values['Name'], 'Program Analyst');
  });
});
