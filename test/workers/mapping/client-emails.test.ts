import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { blankAsksForPerson } from '../../../workers/mapping/field-profile.js';
import { SELF } from '../../../workers/mapping/parties.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

const PARALEGAL =
  "I'm writing on behalf of our client, Mr. Desmond Achebe-Rowe, who needs the power of attorney. Mr. Achebe-Rowe currently lives in Scottsdale, Arizona, so he is appointing his sister, Colleen Achebe-Rowe of Naperville, Illinois, as his attorney-in-fact.\n\nHis contact details for the form: address 7740 E Camelback Rd, Unit 12, Scottsdale, AZ 85251; phone (480) 555-0139.\n\nHe will sign before one witness, Harold Brennan, and our notary, Renata Solís, whose commission expires March 31, 2027.";

describe('a law office writing for its client', () => {
  test('"our client, Mr. <name>" is whom the form is about; "one witness, <name>" the witness', () => {
    const facts = parseData(PARALEGAL).facts;
    assert.equal(facts.find((f) => f.key === 'client name')?.value, 'Desmond Achebe-Rowe');
    assert.equal(facts.find((f) => f.key === 'client name')?.party, SELF);
    assert.equal(facts.find((f) => f.key === 'witness name')?.value, 'Harold Brennan');
  });

  test('"his" after "his sister, Colleen" goes back to the man named before her, and so do the parts of his line', () => {
    const facts = parseData(PARALEGAL).facts;
    assert.equal(facts.find((f) => f.key === 'His contact details for the form')?.party, SELF);
    assert.equal(facts.find((f) => f.address?.street === '7740 E Camelback Rd')?.party, SELF);
  });

  test('"currently lives in Scottsdale, Arizona" gives the town and the state; a certificate\'s blank names the signer', async () => {
    assert.equal(blankAsksForPerson('The undersigned witness certifies that'), 'writer');
    assert.equal(blankAsksForPerson('The undersigned, a notary public in and for the above county and state, certifies'), 'writer');
    const fields = [
      fieldAt('town', 'text', { x: 300, y: 100 }),
      fieldAt('state', 'text', { x: 480, y: 100, width: 90 }),
      fieldAt('witness certifies', 'text', { x: 300, y: 300 }),
      fieldAt('expires', 'text', { x: 300, y: 400 }),
    ];
    const values = await mappedValues(
      fields,
      [
        described('town', '(Principal) currently living in the municipality of'),
        described('state', 'State of', '(Principal) currently living in the municipality of  State of'),
        described('witness certifies', 'The undersigned witness certifies that'),
        described('expires', 'My commission expires', 'Notary Public / My commission expires'),
      ],
      PARALEGAL.replace(/His contact details[^\n]*\n/, ''),
    );
    assert.equal(values.town, 'Scottsdale');
    assert.equal(values.state, 'Arizona');
    assert.equal(values['witness certifies'], 'Desmond Achebe-Rowe');
    assert.equal(values.expires, 'March 31, 2027');
  });

  test('"Address of Principal" names the writer by role: the client\'s address, not the property\'s', async () => {
    const values = await mappedValues(
      [fieldAt('principal address', 'text', { x: 40, y: 160, width: 300 })],
      [described('principal address', 'Address of Principal')],
      `The property being sold is commonly known as 1126 Maple Grove Court, Naperville, IL 60540. ${PARALEGAL}`,
    );
    assert.equal(values['principal address'], '7740 E Camelback Rd, Unit 12, Scottsdale, AZ 85251');
  });

  test('a home field takes no address of a property being sold', async () => {
    const values = await mappedValues(
      [fieldAt('home', 'text', { x: 40, y: 100, width: 300 })],
      [described('home', 'Home Address (Number, Street, City, State, ZIP Code)')],
      "I'm selling my condo at 1820 N Lincoln Park W, Unit 1204, Chicago, IL 60614 next month.",
    );
    assert.equal(values.home, undefined);
  });
});

describe('names and moves in a chat message', () => {
  test('"Morales Ortega is my family name" ends the whole name: the middle name is what lies between', async () => {
    const text = "I'm Lucía Fernanda Morales Ortega, Morales Ortega is my family name. I just moved into 3318 Sycamore Ridge Dr, apartment 207, San Antonio TX 78230.";
    const facts = parseData(text).facts;
    assert.equal(facts.find((f) => f.key === 'family name')?.value, 'Morales Ortega');
    const whole = facts.find((f) => f.person?.first === 'Lucía')?.person;
    assert.deepEqual([whole?.middle, whole?.last], ['Fernanda', 'Morales Ortega']);
    assert.equal(facts.find((f) => f.address?.street === '3318 Sycamore Ridge Dr')?.epoch, 'current');
    const fields = ['S1_FamilyName', 'S1_GivenName', 'S1_MiddleName'].map((name, i) => fieldAt(name, 'text', { x: 40 + 180 * i, y: 100, width: 160 }));
    const values = await mappedValues(fields, [described('S1_FamilyName', 'Family Name (Last Name)'), described('S1_GivenName', 'Given Name (First Name)'), described('S1_MiddleName', 'Middle Name')], text);
    assert.deepEqual([values.S1_FamilyName, values.S1_GivenName, values.S1_MiddleName], ['Morales Ortega', 'Lucía', 'Fernanda']);
  });
});

describe("a parent's note for a character sheet", () => {
  const NOTE =
    'Her character is called Brindle Quickfoot, a halfling who is 34 years old, stands 3 feet 1 inch tall and weighs 38 pounds. He is a member of the Lords\' Alliance. For the backstory she wrote: "Brindle grew up on a riverboat. When the boat was wrecked by a troll, he swore he would become brave." His extra features and traits are Lucky (reroll natural 1s), Brave (advantage against being frightened) and Naturally Stealthy. For treasure he carries a lucky copper coin and 15 gold pieces.';

  test('what the character is called, its age, height and weight as the sheet writes them, its faction with its article', () => {
    const facts = parseData(NOTE).facts;
    const value = (key: string) => facts.find((f) => f.key === key)?.value;
    assert.equal(value('character name'), 'Brindle Quickfoot');
    assert.equal(value('age'), '34');
    assert.equal(value('height'), `3'1"`);
    assert.equal(value('weight'), '38 lb');
    assert.equal(value('faction organization name membership'), "The Lords' Alliance");
    assert.equal(facts.find((f) => f.key === 'faction organization name membership')?.person, undefined);
  });

  test('a quotation runs on to its closing mark; a list keeps the notes on its items; "For treasure he carries …"', () => {
    const facts = parseData(NOTE).facts;
    const value = (key: string) => facts.find((f) => f.key === key)?.value;
    assert.equal(value('For the backstory she wrote'), 'Brindle grew up on a riverboat. When the boat was wrecked by a troll, he swore he would become brave.');
    assert.equal(value('extra features and traits'), 'Lucky (reroll natural 1s), Brave (advantage against being frightened) and Naturally Stealthy');
    assert.equal(value('treasure'), 'a lucky copper coin and 15 gold pieces');
    // A remark in brackets with a list inside it is no note on an item: "Alicia M. Brennan (first name Alicia, …), SSN …".
    assert.equal(parseData('Her legal name is Alicia M. Brennan (first name Alicia, middle initial M), SSN 512-38-6604.').facts.find((f) => f.key === 'legal name')?.value, 'Alicia M. Brennan');
  });
});

describe('someone else in a forwarded request', () => {
  const thread = [
    'From: Linda Carvajal <linda.carvajal@usda.example.gov>',
    'Subject: FW: training req',
    '',
    "Fwding Chidi's request. FYI Aisha Bello from our branch (GS-13, aisha.bello@usda.example.gov) is going to the same session, she'll send her own.",
    '',
    '-----Original Message-----',
    'From: Okafor, Chidi E. <chidi.okafor@usda.example.gov>',
    '',
    'grade: 11',
  ].join('\n');

  test("details in brackets after someone who sends their own are theirs; the original sender's address is the writer's", () => {
    const facts = parseData(thread).facts;
    assert.equal(facts.find((f) => f.value === 'aisha.bello@usda.example.gov')?.party, 'unnamed');
    assert.equal(facts.find((f) => f.key === 'grade' && f.value === '13')?.party, 'unnamed');
    assert.equal(facts.find((f) => f.value === 'chidi.okafor@usda.example.gov')?.party, SELF);
    // Someone in a role keeps it: "their son Mateo (SSN …)", though another sentence's mother files her own.
    const family = parseData('Plus their son Mateo Achterberg (SSN 298-55-1043, age 9); her mother files her own return.').facts;
    assert.notEqual(family.find((f) => f.value.startsWith('298-55-1043'))?.party, 'unnamed');
  });

  test("their values fill none of the form's fields", async () => {
    const fields = [fieldAt('Work Email Address', 'text', { x: 100, y: 700 }), fieldAt('Vendor Email Address', 'text', { x: 100, y: 650 }), fieldAt('Grade', 'text', { x: 100, y: 600 })];
    const values = await mappedValues(fields, fields.map((f) => described(f.name, f.name)), thread);
    assert.equal(values['Work Email Address'], 'chidi.okafor@usda.example.gov');
    assert.notEqual(values['Vendor Email Address'], 'aisha.bello@usda.example.gov');
    assert.equal(values['Grade'], '11');
  });
});
