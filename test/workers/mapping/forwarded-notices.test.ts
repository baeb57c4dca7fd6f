/**
 * Texts read once fresh v77 was no longer held out (issue 4, fresh v77 and probe batch 93): a postal service's
 * forwarding confirmation in German or French with the new address in a block of its own, a maker's repair slip
 * pasted by the seller of the gun it repaired, a booking agency's performance agreement, a condominium's paid
 * assessment letter whose contact block the writer calls stale, and the notes under them that set values right.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { factsOf, valuesOf } from '../../helpers/parsed-facts.js';
import { linesWithAddressesUnderLabels } from '../../../workers/mapping/parse-record.js';
import { splitSentences } from '../../../workers/mapping/sentences.js';
import { findEuropeanAddress, parseAddress, parsePersonName } from '../../../workers/mapping/parse-compound.js';
import { applyCorrections, withFinalPickKept, withNewOneNamed, withWrongValueSetRight } from '../../../workers/mapping/corrections.js';
import { withBoxNamedAfterFor, withDutyHoursSplit, withSettledValueKept } from '../../../workers/mapping/lines-said-in-notes.js';
import { withCompletionCertificateRead } from '../../../workers/mapping/completion-certificates.js';
import { textParty } from '../../../workers/mapping/parties.js';
import { writerRoleOf } from '../../../workers/mapping/parse-data.js';
import { withYearsOfBareDates } from '../../../workers/mapping/bare-dates.js';
import { withSignedFirstNameInFull } from '../../../workers/mapping/signed-first-name.js';
import { withValuesPutByName } from '../../../workers/mapping/values-put-by-name.js';
import { enumerates, undecidedSlots } from '../../../workers/mapping/assign-values.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

describe('an address of Europe in a block under its heading', () => {
  test('a German floor written as an ordinal ends no sentence inside the block', () => {
    const lines = ['Neue Anschrift:', '  Kopfstraße 17', '  Hinterhaus, 4. OG links', '  12053 Berlin', '  Deutschland'];
    assert.deepEqual(linesWithAddressesUnderLabels(lines), ['Neue Anschrift: Kopfstraße 17, Hinterhaus, 4. OG links, 12053 Berlin, Deutschland']);
  });
  test('a French building and its floor before the street are the address\'s second line', () => {
    const lines = ['Nouvelle adresse :', '  Résidence Les Canuts, bât. B, 5e étage', '  134 cours Lafayette', '  69003 Lyon', '  France'];
    assert.deepEqual(linesWithAddressesUnderLabels(lines), ['Nouvelle adresse: Résidence Les Canuts, bât. B, 5e étage, 134 cours Lafayette, 69003 Lyon, France']);
    const address = parseAddress('Résidence Les Canuts, bât. B, 5e étage, 134 cours Lafayette, 69003 Lyon, France');
    assert.equal(address?.street, '134 cours Lafayette');
    assert.equal(address?.line2, 'Résidence Les Canuts, bât. B, 5e étage');
    assert.equal(address?.city, 'Lyon');
  });
  test('a floor is no street', () => {
    assert.equal(findEuropeanAddress('bât. B, 5e étage, 134 cours Lafayette, 69003 Lyon')?.text, '134 cours Lafayette, 69003 Lyon');
  });
  test('a building\'s abbreviation before its letter ends no sentence', () => {
    assert.deepEqual(splitSentences('Nouvelle adresse: Résidence Les Canuts, bât. B, 5e étage. Merci.'), ['Nouvelle adresse: Résidence Les Canuts, bât. B, 5e étage.', 'Merci.']);
  });
  test('the new address under its German heading fills the lines of a member form, its remark on the second', async () => {
    const fields = [fieldAt('Address 1', 'text', { x: 40, y: 100 }), fieldAt('Address 2', 'text', { x: 40, y: 120 }), fieldAt('City', 'text', { x: 40, y: 140 })];
    const text = 'Alte Anschrift:\n  Schönhauser Allee 141\n  10437 Berlin\n\nNeue Anschrift:\n  Kopfstraße 17\n  Hinterhaus, 4. OG links\n  12053 Berlin\n  Deutschland\n';
    const values = await mappedValues(fields, [described('Address 1', 'Address 1', 'Address:'), described('Address 2', 'Address 2', 'Address:'), described('City', 'City')], text);
    assert.equal(values['Address 1'], 'Kopfstraße 17');
    assert.equal(values['Address 2'], 'Hinterhaus, 4. OG links');
  });
});

describe('corrections said the writer\'s way', () => {
  test('a house number denied, then the street with the right one, mends a street of Europe', () => {
    const facts = [{ value: 'Kopfstraße 17, Hinterhaus, 12053 Berlin', sentence: 'Neue Anschrift: Kopfstraße 17, Hinterhaus, 12053 Berlin' }];
    applyCorrections(facts, ['Neue Anschrift: Kopfstraße 17, Hinterhaus, 12053 Berlin', 'The important thing: it\'s NOT 17, it\'s Kopfstraße 71.']);
    assert.equal(facts[0]!.value, 'Kopfstraße 71, Hinterhaus, 12053 Berlin');
  });
  test('a ZIP code called wrong for a street mends that address, not a catalog number a slip away', () => {
    const facts = [
      { key: 'Bill To', value: '2217 CHARLES ST, ROCKFORD IL 61108', sentence: 'Bill To: 2217 CHARLES ST, ROCKFORD IL 61108' },
      { key: 'Catalog No.', value: '11100', sentence: 'Catalog No.: 11100' },
    ];
    applyCorrections(facts, ['Bill To: 2217 CHARLES ST, ROCKFORD IL 61108', 'Catalog No.: 11100', 'Fix this: the zip for Charles St on the slip is wrong, it\'s 61104.']);
    assert.equal(facts[0]!.value, '2217 CHARLES ST, ROCKFORD IL 61104');
    assert.equal(facts[1]!.value, '11100');
  });
  test('what the list says, then the writer\'s own measure', () => {
    assert.equal(withWrongValueSetRight('- Height: the list says 150?? I\'m 1,64 m.'), '- Height: 1,64 m');
  });
  test('a note that reasons its way to a word after "so", in the writer\'s own "I"', () => {
    assert.equal(withSettledValueKept('- T-shirt colour: I said blue last year, change it to dunkelgrün, so Green.'), '- T-shirt colour: Green');
  });
  test('a first sentence that settles on a figure, more said after it', () => {
    assert.equal(
      withSettledValueKept('Price: we said 425 but I keep the scope rings and the Butler Creek magazine, so 400 even. He pays cash, Saturday when we sign.'),
      'Price: 400\nHe pays cash, Saturday when we sign.',
    );
  });
  test('the person to use, named after who they are to the writer', () => {
    assert.equal(
      withFinalPickKept('3. Agent: last week I told you my brother Jon. Scratch that, Jon\'s ship deploys in November. Use my cousin, Maricel T. Aquino. She lives in Skokie, IL.'),
      '3. Agent: Maricel T. Aquino\nShe lives in Skokie, IL.',
    );
  });
  test('"New one:" inside a keyed line is the new one under the line\'s key, the writer\'s when said of themselves', () => {
    assert.equal(
      withNewOneNamed('3) Address: we moved out of Hialeah on October 1st. New one: 8450 NW 53rd Street, Apt 1207, Doral, FL 33166.'),
      '3) we moved out of Hialeah on October 1st.\n3) My new Address: 8450 NW 53rd Street, Apt 1207, Doral, FL 33166.',
    );
  });
});

describe('who is who in a sale and in a pasted notice', () => {
  test('selling a gun named by its model\'s number makes the writer the seller', () => {
    assert.equal(writerRoleOf(['I\'m selling the 10/22 to Tomás, the kid who works the grill on Sundays.']), 'seller');
  });
  test('the company the writer formed, named after it, is the business name', () => {
    const facts = factsOf('In August I made a one-man LLC, Quintana Trio Music LLC (Florida). It is a disregarded entity.');
    assert.deepEqual(valuesOf(facts, 'business name disregarded entity name'), ['Quintana Trio Music LLC']);
  });
  test('a firearm\'s kind, two people with titles and an order\'s subject are no person\'s name', () => {
    assert.equal(parsePersonName('RIFLE, SEMI-AUTO'), undefined);
    assert.equal(parsePersonName('Madame Clémence AUBERT, Monsieur Julien MOREAU'), undefined);
    assert.equal(parsePersonName('Ihr Nachsendeauftrag Nr'), undefined);
    assert.equal(parsePersonName('Deutsche Post Nachsendeservice'), undefined);
  });
  test('a Navy chief\'s title, a sailor\'s rate and a service after a name are no part of it', () => {
    assert.equal(parsePersonName('Chief Raymond D. Santos, USN')?.full, 'Raymond D. Santos');
    assert.equal(parsePersonName('YN2 Kelsey A. Marchetti')?.full, 'Kelsey A. Marchetti');
  });
  test('the repair slip\'s lines keyed by the seller\'s own name are the seller\'s, the buyer the other person named', () => {
    const facts = factsOf(
      'I\'m selling the 10/22 to Tomás.\n\nShip To:                                 Bill To:\nNICHOLAS G PAPADOPOULOS                  NICHOLAS G PAPADOPOULOS\nC/O ATHENA FAMILY RESTAURANT             2217 CHARLES ST\n4720 E STATE ST                          ROCKFORD IL 61104\nROCKFORD IL 61108\n\nType: RIFLE, SEMI-AUTO\n\nTomás sent me his info by text:\nTomás Ybarra, 3318 Windsor Rd, Loves Park IL 61111\n\nMe: Nicholas G. Papadopoulos, Illinois license P312-4418-7725.',
    );
    assert.ok(facts.some((f) => f.value.includes('2217 CHARLES ST') && f.party === 'self'));
    assert.ok(facts.some((f) => f.value.startsWith('Tomás Ybarra') && f.party === 'buyer'));
    assert.ok(facts.some((f) => /issuing state/.test(f.key) && f.party === 'self' && f.writerRole === 'seller'));
  });
  test('a signed first name takes the one family name the pasted message writes after it, and its greeting\'s title', () => {
    const text = 'Hallo Sabine,\n\nGuten Tag Frau Yılmaz-Köhler,\nSendungen folgender Personen:\n  1. Elif Yılmaz-Köhler\n  2. Jonas Köhler\n\nDanke dir!\nElif';
    assert.equal(withSignedFirstNameInFull(text), 'Hallo Sabine,\n\nGuten Tag Frau Yılmaz-Köhler,\nSendungen folgender Personen:\n  1. Elif Yılmaz-Köhler\n  2. Jonas Köhler\n\nMy name: Elif Yılmaz-Köhler\nMy gender: female\nDanke dir!\nElif');
  });
  test('nor a second given name, nor a name the text keys already', () => {
    const twoGiven = 'Cabeza del esquema: yo, Claudia Marcela Rincón Vargas.\n\nMil gracias,\nClaudia';
    assert.equal(withSignedFirstNameInFull(twoGiven), twoGiven);
    const keyed = 'Type my name in the preparer\'s name box: Siobhan Iwasaki-Grant.\n\nThanks,\nSiobhan';
    assert.equal(withSignedFirstNameInFull(keyed), keyed);
  });
  test('a contact block the notes call stale gives way to the notes\' own', () => {
    const facts = factsOf(
      'Pasted below.\n\n---\nUnit No.: 3B\n\nOwner Contact Information on File:\n   Mailing: 4712 N. Racine Avenue, Unit 3B, Chicago, IL 60640\n   Phone: (773) 555-0102\n\nMonthly Assessment: $412.00\n---\n\nCorrections / notes:\n1. The owner contact block is stale. Current address: 1180 SW Fairhaven Dr, Apt 214, Oak Harbor, WA 98277.\n2. Cell: (360) 555-0148.',
    );
    assert.ok(!facts.some((f) => f.value === '(773) 555-0102'));
    assert.equal(facts.find((f) => f.value.startsWith('4712 N. Racine'))?.epoch, 'previous');
  });
  test('a witness named before where they are from is that name', () => {
    const facts = factsOf('The witness will be YN2 Kelsey A. Marchetti from the front office, no relation to me or Maricel.');
    assert.ok(facts.some((f) => f.key === 'witness' && f.value === 'Kelsey A. Marchetti'));
  });
});

describe('values pointed at and dates said with their weekday', () => {
  test('a value sent to a line by the name the pasted document keys it with', () => {
    const text = 'Engagement No.: BH-25-1115\n\n5) put the engagement number in the account numbers line.';
    assert.equal(withValuesPutByName(text), 'Engagement No.: BH-25-1115\n\n5) put the engagement number in the account numbers line.\naccount numbers: BH-25-1115');
  });
  test('a weekday before a month and day says its year', () => {
    assert.match(withYearsOfBareDates('Date Shipped: 06/18/2024\n\nso the paper is dated that Saturday, October 11. Not today.'), /Saturday, October 11, 2025/);
    assert.match(withYearsOfBareDates('Date Shipped: 06/18/2024\n\nwe sign on October 11.'), /October 11, 2024/);
  });
  test('an address\'s second line with commas is no list of a numbered field\'s slots', () => {
    assert.equal(enumerates('Résidence Les Canuts, bât. B, 5e étage'), true);
    const candidate = { field: 0, value: 'Résidence Les Canuts, bât. B, 5e étage', score: 1, fact: 0, concept: 'line2', reasoning: '' };
    const profiles = [{ field: { name: 'Address 1' } }, { field: { name: 'Address 2' } }] as unknown as Parameters<typeof undecidedSlots>[0];
    assert.equal(undecidedSlots(profiles, [{ ...candidate, field: 1 }] as unknown as Parameters<typeof undecidedSlots>[1]).size, 0);
  });
  test('"delete that US state "VA"" clears the box', async () => {
    const fields = [fieldAt('US State', 'text', { x: 40, y: 100 }, { currentValue: 'VA' })];
    const values = await mappedValues(fields, [described('US State', 'US State')], 'Please delete that US state "VA", I\'ve never lived in America.');
    assert.equal(values['US State'], '');
  });
});

describe('a certificate of completion and the notes on the course', () => {
  test('the line under "has successfully completed the course" is its title, and where it was delivered its location', () => {
    const text = 'This is to certify that\nKWAME A. OWUSU-ANSA\nhas successfully completed the course\nPreventive Controls for Human Food (PCHF) Standardized Curriculum\nDelivered in person at: Emory Conference Center Hotel, 1615 Clifton Road NE, Atlanta, GA 30329';
    assert.equal(
      withCompletionCertificateRead(text),
      'This is to certify that\nKWAME A. OWUSU-ANSA\nhas successfully completed the course\nCourse title: Preventive Controls for Human Food (PCHF) Standardized Curriculum\nTraining location: Emory Conference Center Hotel, 1615 Clifton Road NE, Atlanta, GA 30329',
    );
  });
  test('so is the line under "for successful completion of", a colon in the title and all', () => {
    assert.equal(withCompletionCertificateRead('awarded to\nROSALIND T. BEGAY\nfor successful completion of\nConstruction Site Safety Management: Excavation'), 'awarded to\nROSALIND T. BEGAY\nfor successful completion of\nCourse title: Construction Site Safety Management: Excavation');
  });
  test('hours said by the day are worked out as the course\'s duty hours', () => {
    assert.equal(withDutyHoursSplit('The course was classroom, 7 hours a day on the three days, all within my duty hours.'), 'The course was classroom, 21 duty hours, 0 non-duty hours.');
    assert.equal(withDutyHoursSplit('The course was classroom, Monday through Thursday, 7.5 hours each day, all during my regular tour of duty.'), 'The course was classroom, 30 duty hours, 0 non-duty hours.');
  });
  test('a value described, then the box it is for, is keyed by the box', () => {
    assert.equal(withBoxNamedAfterFor('Purchase card log number for the document/PO box: PC-0925-0417.'), 'document/PO: PC-0925-0417.');
  });
  test('an officer\'s title the writer gives themselves makes the figures after it the writer\'s', () => {
    assert.equal(textParty('I am a Consumer Safety Officer, GS-0696, grade'), 'self');
    assert.equal(textParty('the approving officer'), 'official');
  });
  test('a commission expiration the notary has none of stays blank', async () => {
    const fields = [fieldAt('My commission expires', 'text', { x: 40, y: 100 })];
    const text = 'Valid Through: November 19, 2025\n\nThe notary there is a legal assistance attorney, so there is no commission expiration date and that line stays blank.';
    const values = await mappedValues(fields, [described('My commission expires', 'My commission expires')], text);
    assert.equal(values['My commission expires'] ?? '', '');
  });
  test('a title signed with an abbreviation is the one the text spells out', () => {
    const facts = factsOf('- Name: Okafor, Daniel T.\n- Heavy Mobile Equipment Mechanic, WG-5803-10, step 4\n\nThanks for the help.\n\nV/R,\nDan Okafor\nHME Mechanic, Maint Dir, TEAD');
    assert.ok(!facts.some((f) => /position/.test(f.key) && f.value === 'HME Mechanic'));
  });
  test('a soldier\'s signature with the service after the name', () => {
    const facts = factsOf('Please send me the draft by November 3.\n\nRespectfully,\nSFC Tamara L. Reed, U.S. Army\nFort Campbell, KY');
    assert.ok(facts.some((f) => f.party === 'self' && f.value === 'Tamara L. Reed'));
  });
});
