import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { findTypedValues } from '../../../workers/mapping/detect-values.js';
import { captionAlternatives, legendCodes } from '../../../workers/mapping/field-profile.js';
import { isNegated, tokenize } from '../../../workers/mapping/normalize-text.js';
import { parseAddress } from '../../../workers/mapping/parse-compound.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

describe('kinds of business and a code box that lists them', () => {
  test('"S corporation", "S corp" and "C Corporation" keep their letter; "LLC" is the limited liability company', () => {
    assert.deepEqual(tokenize('S Corporation'), tokenize('an S corp'));
    assert.notDeepEqual(tokenize('C Corporation'), tokenize('S Corporation'));
    assert.deepEqual(tokenize('multi-member LLC').slice(-1), tokenize('Limited liability company'));
  });

  test('a legend of codes gives the options of a code box; a caption ends where its instruction starts', () => {
    assert.deepEqual(
      legendCodes('Limited liability company. Enter the tax classification (C=C corporation, S=S corporation, P=Partnership)').map((o) => `${o.value}:${o.label}`),
      ['C:C corporation', 'S:S corporation', 'P:Partnership'],
    );
    assert.deepEqual(legendCodes('Enter your code'), []);
    assert.deepEqual(captionAlternatives('Limited liability company. Enter the tax classification (C=C corporation, S=S corporation)'), [tokenize('Limited liability company')]);
  });

  test('"a multi-member LLC taxed as an S corporation" ticks the LLC box, writes S beside it, and leaves the S corporation box', async () => {
    const captions = ['Individual/sole proprietor', 'C Corporation', 'S Corporation', 'Partnership', 'Limited liability company. Enter the tax classification (C=C corporation, S=S corporation, P=Partnership)'];
    const fields = [
      ...captions.map((_, i) => fieldAt(`c1_1[${i}]`, 'checkbox', { x: 60 + (i < 4 ? 110 * i : 0), y: i < 4 ? 160 : 184, width: 8, height: 8 })),
      fieldAt('f1_3[0]', 'text', { x: 413, y: 180, width: 33 }, { textMaxLength: 1 }),
    ];
    const descriptions = [...captions.map((c, i) => described(`c1_1[${i}]`, c)), described('f1_3[0]', captions[4]!)];
    const data = 'Coastal Freight Partners sent us this form. We are a multi-member LLC, but we elected to be taxed as an S corporation.';
    const values = await mappedValues(fields, descriptions, data);
    assert.equal(values['c1_1[4]'], true);
    assert.equal(values['f1_3[0]'], 'S');
    assert.notEqual(values['c1_1[2]'], true);
    // "Coastal Freight Partners" is a name: it says nothing about "Partnership".
    assert.notEqual(values['c1_1[3]'], true);
  });
});

describe('values in prose', () => {
  test('"they gave us vendor number CF-55817" is a code under its words; its digits are no ZIP code', () => {
    const facts = parseData('The requester is Coastal Freight, and they gave us vendor number CF-55817 to put on the account line.').facts;
    assert.ok(facts.some((f) => f.value === 'CF-55817' && /vendor number/.test(f.key)));
    assert.deepEqual(findTypedValues('vendor number CF-55817').filter((t) => t.kind === 'zip'), []);
  });

  test('a remark in brackets after an address, before the full stop, is no part of it', () => {
    const facts = parseData('Address: 77 Quarry Road, Suite 4, Montpelier, VT 05602 (we moved here in the spring, the old 12 Elm Street, Barre address is no longer valid).').facts;
    const address = facts.find((f) => f.address)?.address;
    assert.equal(address?.street, '77 Quarry Road');
    assert.equal(address?.city, 'Montpelier');
  });

  test('"…, 3511 NK Utrecht, in the Netherlands" names the country; "1.84 m tall" is a length, not money', () => {
    const address = parseAddress('Oudegracht 231, 2nd floor, 3511 NK Utrecht, in the Netherlands');
    assert.deepEqual([address?.zip, address?.city, address?.country], ['3511 NK', 'Utrecht', 'Netherlands']);
    assert.deepEqual(findTypedValues("I'm a man, 1.84 m tall").map((t) => t.kind), ['number']);
    assert.deepEqual(findTypedValues('it cost 1.84').map((t) => t.kind), ['money']);
  });

  test('"an update rather than a new request" denies the new request', () => {
    assert.equal(isNegated('rather than a new request'), true);
    const clauses = parseData('So this is an update rather than a new request.').clauses;
    assert.deepEqual(clauses.map((c) => c.negated), [false, true]);
  });

  test('someone else\'s details in a sentence that keeps them off the form are left out; the writer\'s stay', () => {
    const facts = parseData('My partner Eva Jansen will send her own registration, so please don\'t add her details to mine. My SSN is 521-44-9087.').facts;
    assert.ok(!facts.some((f) => /Eva/.test(f.value)));
    assert.ok(facts.some((f) => f.value === '521-44-9087'));
    // "we don't use an office code" keeps nothing off.
    const employer = parseData('Employer: Big Sky Freight Co., 2200 Montana Ave, Billings MT 59101. we don\'t use an office code.').facts;
    assert.ok(employer.some((f) => /Big Sky/.test(f.value)));
  });

  test('a character\'s membership, a topic named first, and lists that run on past "and his" and ", and a"', () => {
    const facts = parseData(
      "He's a member of the Order of the Gauntlet, and his allies are the clergy of the Temple and his old partner, a rogue named Pip. " +
        'For features and traits, he has Darkvision 60 ft and Stonecunning. His treasure is a silver symbol, a pouch of 35 gp, and a cracked dragonshard.',
    ).facts;
    assert.ok(facts.some((f) => f.value === 'Order of the Gauntlet'));
    assert.ok(facts.some((f) => f.key === 'allies' && f.value === 'the clergy of the Temple and his old partner, a rogue named Pip'));
    assert.ok(facts.some((f) => f.key === 'features and traits' && /^Darkvision 60 ft and Stonecunning/.test(f.value)));
    assert.ok(facts.some((f) => f.key === 'treasure' && /cracked dragonshard$/.test(f.value)));
  });
});

describe('names and dates in prose', () => {
  const fields = [fieldAt('First name', 'text', { x: 100, y: 100 }), fieldAt('Last name', 'text', { x: 300, y: 100 }), fieldAt('Faction Name', 'text', { x: 100, y: 200 })];
  const descriptions = [described('First name', 'First name'), described('Last name', 'Last name'), described('Faction Name', 'Faction Name')];

  test('"my last name is de Vries" keeps the particle', async () => {
    const values = await mappedValues(fields.slice(0, 2), descriptions.slice(0, 2), 'My first name is Pieter-Jan and my last name is de Vries.');
    assert.equal(values['Last name'], 'de Vries');
  });

  test('a person\'s name followed by a description of them is no organisation\'s name', async () => {
    const values = await mappedValues(fields.slice(2), descriptions.slice(2), 'His name is Brannoc Ashgrove, a hill dwarf cleric of Moradin, level 3.');
    assert.equal(values['Faction Name'], undefined);
  });

  test('"Please date it October 6, 2025" dates the signature', async () => {
    const date = [fieldAt('S3_DateofSignature', 'text', { x: 400, y: 700 })];
    const values = await mappedValues(date, [described('S3_DateofSignature', 'Date of Signature (mm/dd/yyyy)', 'Your Signature  Date of Signature (mm/dd/yyyy)')], 'Please date it October 6, 2025.');
    assert.equal(values.S3_DateofSignature, '10/06/2025');
  });
});

describe('an address unit number the form keeps read-only until its unit box is ticked', () => {
  test('"Apt 5C" ticks the Apt. box and fills the read-only number box beside it', async () => {
    const [street, unit, number] = ['form1[0].S2B_Street[0]', 'form1[0].S2B__Unit[0]', 'form1[0].S2B_AptSteFlrNumber[0]'];
    const fields = [
      fieldAt(street, 'text', { x: 40, y: 300, width: 200 }, { tooltip: 'Present Physical Address. Street number and name.' }),
      fieldAt(unit, 'checkbox', { x: 250, y: 300, width: 8, height: 8 }, { options: ['APT'], tooltip: 'Present Physical Address. Check this box if the address is an apartment.' }),
      fieldAt(number, 'text', { x: 300, y: 300, width: 60 }, { readonly: true, tooltip: 'Present Physical Address. Apartment, suite or floor number.' }),
    ];
    const block = 'Present Physical Address / Street Number and Name  Apt.  Apt. Ste. Flr. Number';
    const descriptions = [described(street, 'Street Number and Name', block), described(unit, 'Apt.', block), described(number, 'Apt. Ste. Flr. Number', block)];
    const data = 'Present address: 2230 Alder Grove Ln, Apt 5C, Bellevue, WA 98007.';
    const values = await mappedValues(fields, descriptions, data);
    assert.equal(values[unit], true);
    assert.equal(values[number], '5C');
    // A read-only box with nothing to unlock it stays untouched.
    const locked = await mappedValues([fields[0]!, fields[2]!], [descriptions[0]!, descriptions[2]!], data);
    assert.equal(locked[number], undefined);
  });
});

describe("a buyer's licence and the bill's date", () => {
  test('"His license is also Illinois, W326-1187-5530" is the licence number; "… in case anyone asks" is no part of a value', () => {
    const facts = parseData('His license is also Illinois, W326-1187-5530. His FOID card number is 48213309 in case anyone asks.').facts;
    assert.ok(facts.some((f) => f.key === 'license' && f.value === 'W326-1187-5530'));
    assert.ok(facts.some((f) => f.key === 'FOID card number' && f.value === '48213309'));
    assert.deepEqual(tokenize('His license'), tokenize("driver's license"));
    assert.notDeepEqual(tokenize('business license'), tokenize("driver's license"));
    // "in" is inches only where its clause ends.
    assert.equal(findTypedValues('48213309 in case').find((t) => t.kind === 'number')?.unit, undefined);
    assert.equal(findTypedValues('a 30 in.').find((t) => t.kind === 'number')?.unit, 'in');
  });

  test('"Please date the bill of sale July 28, 2025" fills the "Date" box and ticks no box captioned with those words', async () => {
    const fields = [fieldAt('Date', 'text', { x: 100, y: 80 }, { tooltip: 'Date' }), fieldAt('onTheDate', 'checkbox', { x: 60, y: 400, width: 8, height: 8 })];
    const descriptions = [described('onTheDate', 'The date of this bill of sale')];
    const values = await mappedValues(fields, descriptions, 'Please date the bill of sale July 28, 2025.');
    assert.match(String(values.Date), /^July 28/);
    assert.notEqual(values.onTheDate, true);
  });
});

describe("a contact given for no one in particular", () => {
  test("fills the form's own e-mail box, not the supervisor's block", async () => {
    const fields = [fieldAt('workEmail', 'text', { x: 100, y: 100 }), fieldAt('supervisorEmail', 'text', { x: 100, y: 600 })];
    const descriptions = [described('workEmail', 'Email Address'), described('supervisorEmail', 'Email Address', 'Immediate Supervisor (Name and Title) / Email Address')];
    const values = await mappedValues(fields, descriptions, 'Employee: Marisol Vega\nEmail: marisol.vega@example.gov');
    assert.equal(values.workEmail, 'marisol.vega@example.gov');
    assert.equal(values.supervisorEmail, undefined);
  });
});

describe('an option named by a word of its own', () => {
  const options = ['Select one', '1 - Traditional Classroom', '2 - On the Job', '3 - Technology Based'];
  const field = fieldAt('delivery', 'dropdown', { x: 100, y: 100 }, { options, optionLabels: options });

  test('"In-person classroom delivery" picks "1 - Traditional Classroom" in a sentence about the field', async () => {
    const values = await mappedValues([field], [described('delivery', 'Training Delivery Type Code')], 'In-person classroom delivery.');
    assert.equal(values.delivery, '1 - Traditional Classroom');
  });

  test('not when the sentence is about something else, nor when it touches another option too', async () => {
    assert.equal((await mappedValues([field], [described('delivery', 'Training Delivery Type Code')], 'The classroom has forty seats.')).delivery, undefined);
    assert.equal((await mappedValues([field], [described('delivery', 'Training Delivery Type Code')], 'The delivery mixes classroom sessions and technology sessions.')).delivery, undefined);
  });
});

describe('a phone extension', () => {
  test('is written as forms print it', async () => {
    const values = await mappedValues([fieldAt('tel', 'text', { x: 100, y: 100 })], [described('tel', 'Office Telephone (Include Area Code and Extension)')], 'Office phone (303) 555-0178, extension 204.');
    assert.equal(values.tel, '(303) 555-0178 ext. 204');
  });
});

describe('a conclusion drawn in a remark', () => {
  test('"so position level is supervisory" states the position level, also inside a remark on another value', () => {
    const pairs = (text: string) => parseData(text).facts.map((f) => [f.key, f.value]);
    assert.deepEqual(pairs('I was promoted last month, so position level is supervisory.'), [['position level', 'supervisory']]);
    assert.ok(pairs('About me: Marcus Whitfield, Supervisory Civil Engineer (I was promoted last month, so position level is supervisory).').some(([k, v]) => k === 'position level' && v === 'supervisory'));
    // "so that's the business name" and "so it is …" name no field.
    assert.deepEqual(pairs('We trade as Blue Fern, so it is fine.').filter(([k]) => k === 'it'), []);
  });
});

describe('a keyed list for a box of several lines', () => {
  test('"Features & traits: A; B (…); C; Channel Divinity: D." goes whole to a multi-line box', async () => {
    const box = fieldAt('Feat+Traits', 'text', { x: 100, y: 100, width: 300, height: 120 }, { multiline: true });
    const data = 'Features & traits: Darkvision 60 ft; Dwarven Resilience (advantage on saving throws against poison); Stonecunning; Channel Divinity: Turn Undead.';
    const values = await mappedValues([box], [described('Feat+Traits', 'Features & Traits')], data);
    assert.match(String(values['Feat+Traits']), /^Darkvision 60 ft; Dwarven Resilience \(advantage on saving throws against poison\); Stonecunning; Channel Divinity: Turn Undead/);
  });
});
