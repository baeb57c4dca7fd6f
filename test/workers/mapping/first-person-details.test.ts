import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FieldInfo } from '../../../src/shared/protocol.js';
import { nameBefore, parseAddress, parsePersonName } from '../../../workers/mapping/parse-compound.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

function mapped(fields: [FieldInfo, string, string?][], data: string): Promise<Record<string, string | boolean>> {
  return mappedValues(fields.map(([f]) => f), fields.map(([f, label, context]) => described(f.name, label, context ?? label)), data);
}

describe('a person writing about themselves', () => {
  test('"My first name is …, my middle name is … and my last name is …" fill the three parts', async () => {
    const values = await mapped(
      [
        [fieldAt('given', 'text', { x: 40, y: 100 }), 'Given Name (First Name)'],
        [fieldAt('family', 'text', { x: 200, y: 100 }), 'Family Name (Last Name)'],
        [fieldAt('middle', 'text', { x: 360, y: 100 }), 'Middle Name'],
      ],
      'My first name is Oksana, my middle name is Petrivna and my last name is Kovalenko.',
    );
    assert.deepEqual(values, { given: 'Oksana', family: 'Kovalenko', middle: 'Petrivna' });
  });

  test('"57 Walnut St (Floor 3), Somerville, MA 02143" is an address with its floor; "before that I lived" is the previous home', () => {
    const address = parseAddress('57 Walnut St (Floor 3), Somerville, MA 02143');
    assert.equal(address?.street, '57 Walnut St');
    assert.equal(address?.line2, 'Floor 3');
    const facts = parseData('My new home is 3318 N Lakeview Ave, Chicago, IL 60657. Before that I lived at 57 Walnut St (Floor 3), Somerville, MA 02143.').facts;
    assert.equal(facts.find((f) => f.address?.street === '57 Walnut St')?.epoch, 'previous');
  });

  test('a post office box goes to the mailing address block', async () => {
    const values = await mapped(
      [
        [fieldAt('home', 'text', { x: 40, y: 100 }), 'Street Number and Name', 'B. Present Physical Address / Street Number and Name'],
        [fieldAt('mail', 'text', { x: 40, y: 200 }), 'Street Number and Name', 'C. Mailing Address / Street Number and Name'],
      ],
      'My home is 3318 N Lakeview Ave, Chicago, IL 60657. Please send mail to my PO box instead of the apartment: PO Box 4417, Chicago, IL 60680.',
    );
    assert.equal(values.mail, 'PO Box 4417');
  });
});

describe('a business written about by its bookkeeper', () => {
  const fields: [FieldInfo, string][] = [
    [fieldAt('f1_1', 'text', { x: 40, y: 100, width: 500 }), 'Name (as shown on your income tax return). Name is required on this line; do not leave this line blank.'],
    [fieldAt('f1_2', 'text', { x: 40, y: 130, width: 500 }), 'Business name/disregarded entity name, if different from above'],
  ];

  test('the legal name goes on the name line though the writer named themselves, the trade name on the business line', async () => {
    const values = await mapped(
      fields,
      "Hi, I handle the books (my own name is Renata Solis, office manager; I'm not the one the form is about).\nLegal name: Brightwater Analytics LLC\nWe also trade as \"Brightwater Data Studio\", please put that on the business name line.",
    );
    assert.equal(values.f1_1, 'Brightwater Analytics LLC');
    assert.equal(values.f1_2, 'Brightwater Data Studio');
  });

  test('a department to whose attention mail goes is no person, and the name line keeps the organisation before it', () => {
    assert.equal(parsePersonName('Vendor Setup'), undefined);
    assert.equal(nameBefore('The W-9 is for Coastline Regional Health Partners, Attn: Vendor Setup, '), 'Coastline Regional Health Partners, Attn: Vendor Setup');
    assert.equal(nameBefore('Buyer: Thomas Reyes, '), 'Thomas Reyes');
  });
});

describe('a writer\'s name with their title, and a city with its state', () => {
  test('"About me: Marcus J. Whitfield, Supervisory Civil Engineer (…)" gives the name and the position title', () => {
    const facts = parseData('About me: Marcus J. Whitfield, Supervisory Civil Engineer (I was promoted last month). Career-conditional appointment.').facts;
    assert.ok(facts.some((f) => f.person?.full === 'Marcus J. Whitfield'));
    assert.ok(facts.some((f) => f.key === 'position title' && f.value === 'Supervisory Civil Engineer'));
  });

  test('another person introduced the same way is not the writer', () => {
    const facts = parseData('From: Angela Sutter, EA (preparer)\nHR contact: Dana Whitlock, Payroll Specialist').facts;
    assert.ok(!facts.some((f) => f.key === 'position title'));
    assert.ok(!facts.some((f) => f.key === 'name' && f.party === 'self'));
  });

  test('"City: Portland, Oregon" with the street and ZIP on lines of their own is an address in Oregon', () => {
    const address = parseData('Street: 2207 NE Alberta St\nCity: Portland, Oregon\nZIP: 97211').facts.find((f) => f.address)?.address;
    assert.equal(address?.city, 'Portland');
    assert.equal(address?.state, 'OR');
  });
});

describe('licences in a bill of sale', () => {
  test('"Her driver\'s license" on the line after the seller is the seller\'s; the issuing state qualifies, not names, a licence', async () => {
    const fields: [FieldInfo, string, string][] = [
      [fieldAt('dl_buyer', 'text', { x: 300, y: 200 }), 'Drivers License Number', "Buyer's Signature / Print Name / Drivers License Number"],
      [fieldAt('dl_seller', 'text', { x: 300, y: 400 }), 'Drivers License Number', "Seller's Signature / Print Name / Drivers License Number"],
    ];
    const data =
      "I'm the buyer.\nMe (buyer): Jerome Atkins, 2216 W Farragut Ave, Chicago, IL 60625\nMy Illinois driver's license: A325-7719-0461 (my FOID card number is 7734-2198, in case it matters)\n\nSeller: Patricia Dunleavy, 4409 N Hermitage Ave, Chicago, IL 60640\nHer driver's license: D541-6620-3385, Illinois";
    const values = await mapped(fields, data);
    assert.equal(values.dl_seller, 'D541-6620-3385');
    assert.equal(values.dl_buyer, 'A325-7719-0461');
  });
});

describe('a character described in prose', () => {
  test('"Amber eyes, ruddy brown skin, and copper-red hair" give each look; "she belongs to the Order of the Gauntlet" an organisation', () => {
    const facts = parseData('Amber eyes, ruddy brown skin, and copper-red hair worn in two long braids. She belongs to the Order of the Gauntlet.').facts;
    const value = (key: string) => facts.find((f) => f.key === key)?.value;
    assert.equal(value('eyes'), 'Amber');
    assert.equal(value('skin'), 'ruddy brown');
    assert.equal(value('hair'), 'copper-red');
    const faction = facts.find((f) => f.value === 'Order of the Gauntlet');
    assert.equal(faction?.organisation, true);
  });

  test('a person\'s name does not fill a field for an organisation\'s name', async () => {
    const values = await mapped([[fieldAt('FactionName', 'text', { x: 40, y: 100 }), 'Faction Name']], 'Her name is Brunhilde Ashforge.');
    assert.equal(values.FactionName, undefined);
  });
});

test('a decimal point does not end a value told in a sentence ("The right number is 15.608.")', () => {
  assert.ok(parseData('The right number is 15.608.').facts.some((f) => f.key === 'right number' && f.value === '15.608'));
  assert.ok(!parseData('My hourly rate is 24.75 per hour.').facts.some((f) => f.value === '24'));
});
