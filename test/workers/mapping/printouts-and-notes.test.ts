/**
 * Texts read once fresh v78 was no longer held out (issue 4, fresh v78 and probe batch 94): a state comptroller's
 * account status printout under a trucker's e-mail, a hunting licence typed out by the seller of a gun, an in-game will
 * over a player's numbered notes, a carsharing app's profile, a train ticket's receipt under a training request, and
 * the notes in the middle of the writer's lines that set values right.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { factsOf, valuesOf } from '../../helpers/parsed-facts.js';
import {
  withClassHoursWorkedOut,
  withClassSiteKeyed,
  withCodeReadAgainKeyed,
  withDashedKeySettled,
  withDeniedValueSaidAlone,
  withLicenceStateKeyed,
  withMailGoesToKeyed,
  withNumberPutInBoxKeyed,
  withNumberTakenBackSaidOnce,
  withRoleAndTheirOfficeKeyed,
  withStonesInPoundsSaid,
  withTwoWordFirstNameKeyed,
} from '../../../workers/mapping/notes-within-lines.js';
import { withSettledValueKept } from '../../../workers/mapping/lines-said-in-notes.js';
import { withIdTypeAndNumberKeyed } from '../../../workers/mapping/id-type-lines.js';
import { withQuotedValueUnderKey } from '../../../workers/mapping/values-quoted-below.js';
import { withWrappedKeysJoined } from '../../../workers/mapping/wrapped-keys.js';
import { splitSentences } from '../../../workers/mapping/sentences.js';
import { findUsAddresses, nameBefore } from '../../../workers/mapping/parse-compound.js';
import { leftStreets, textParty } from '../../../workers/mapping/parties.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

describe('values settled in the middle of a line of notes', () => {
  test('a value denied, then said alone, is the value', () => {
    const line = '4. Eyes grey, as the will says. Hair: NOT red any longer - it went white the night the tower burned. White. Skin: fair and freckled.';
    assert.equal(withDeniedValueSaidAlone(line), '4. Eyes grey, as the will says. Hair: White. Skin: fair and freckled.');
    // (Not a word the denial never led to.)
    assert.equal(withDeniedValueSaidAlone('Hair: NOT red any longer, it is dyed. Skin: fair.'), 'Hair: NOT red any longer, it is dyed. Skin: fair.');
  });
  test('stones and pounds in words, asked for in pounds, are the pounds', () => {
    const out = withStonesInPoundsSaid('3. Height 5 ft 8 in. Weight ten stone two - put that in pounds on the sheet, please; the Americans won\'t know.');
    assert.match(out, /\nWeight: 142 lb\n/);
    assert.equal(withStonesInPoundsSaid('Weight 10 stone 2, I think.'), 'Weight 10 stone 2, I think.');
  });
  test('a key set off by a dash and reasoned to a word after "so"', () => {
    assert.equal(withDashedKeySettled('Chinese no. Favourite colour - rjava, like chocolate, so brown. The blue in the app is only the car.'), 'Chinese no.\nFavourite colour: brown\nThe blue in the app is only the car.');
    assert.equal(withDashedKeySettled('Weekend - we went out, so please ask.'), 'Weekend - we went out, so please ask.');
  });
  test('a number sent to a box by the box\'s words, with a spot for the box', () => {
    const line = 'Your side of it: Permian Basin Midstream Partners LP, Midland TX 79701. Vendor number your dispatcher gave me is PBM-V-20418, put that in the account number spot.';
    assert.equal(withNumberPutInBoxKeyed(line), 'Your side of it: Permian Basin Midstream Partners LP, Midland TX 79701.\naccount number: PBM-V-20418');
  });
  test('a serial read wrong on a card, then off the gun, is the one read off the gun', () => {
    const line = 'The little card Dale kept says serial W418823M, but I got my reading glasses and read it off the side of the gun itself and it is W418832M.';
    assert.match(withCodeReadAgainKeyed(line), /\nSerial number: W418832M$/);
    // (Two codes of different lengths are not one read twice.)
    assert.equal(withCodeReadAgainKeyed('The box says serial AB1234, but it is AB12345.'), 'The box says serial AB1234, but it is AB12345.');
    assert.match(withCodeReadAgainKeyed('The receipt says serial 697-45182. I went out with a flashlight and read it right off the receiver: 697-45128.'), /\nSerial number: 697-45128$/);
    // (Nor two codes that differ all through.)
    assert.equal(withCodeReadAgainKeyed('The card says serial 12345, but it is 67890.'), 'The card says serial 12345, but it is 67890.');
  });
  test('a given name of two words said to be the first name', () => {
    assert.match(withTwoWordFirstNameKeyed('Everybody calls me Nasir, but Mohammad Nasir together is my first name.'), /\nMy first name: "Mohammad Nasir"$/);
  });
  test('where the writer\'s mail goes now is the mailing address, the sentences after it apart', () => {
    assert.equal(withMailGoesToKeyed('We sold the place last fall. Mail goes to PO Box 60418, Odessa TX 79768 now. Comptroller still shows the old one.'), 'We sold the place last fall.\nMailing address: PO Box 60418, Odessa TX 79768\nComptroller still shows the old one.');
  });
  test('a vendor named, then their office\'s address', () => {
    const out = withRoleAndTheirOfficeKeyed('Course number BAS-340. Vendor is Metro Building Systems Academy. Their office is 11 Penn Plaza, Suite 1412, New York, NY 10001, phone 212-555-0163.');
    assert.equal(out, 'Course number BAS-340.\nVendor: Metro Building Systems Academy, 11 Penn Plaza, Suite 1412, New York, NY 10001\nVendor phone 212-555-0163.');
  });
  test('a step taken back at once is the new one wherever it is said', () => {
    assert.equal(withNumberTakenBackSaidOnce("GS-1176-12, step 6 - no wait, I got my WGI in January, so it's step 7 now."), "GS-1176-12, step 7 - no wait, I got my WGI in January, so it's step 7 now.");
  });
  test('where the class itself is held, away from the vendor\'s office', () => {
    assert.equal(withClassSiteKeyed('The contact is Renata. But the class itself is at their lab in Queens: 47-10 Austell Place, Long Island City, NY 11101.'), 'The contact is Renata.\nLocation address: 47-10 Austell Place, Long Island City, NY 11101');
  });
  test('a class\'s days and its hours by the clock, less lunch, worked out', () => {
    const line = 'It runs Tuesday April 14 through Thursday April 16, 2026, in person, 8:00 to 4:30 each day with a half-hour lunch. No homework, nothing on my own time.';
    assert.match(withClassHoursWorkedOut(line), /\n24 duty hours$/);
    assert.equal(withClassHoursWorkedOut('Monday through Friday, 9 to 5 each day, and evenings on my own time.'), 'Monday through Friday, 9 to 5 each day, and evenings on my own time.');
  });
  test('the state after a licence\'s number is the licence\'s', () => {
    assert.match(withLicenceStateKeyed("Me: Marlene K. Hoelscher. My driver's license is H426-3319-5571, Illinois."), /\nMy driver's license state: IL$/);
  });
  test('a figure said of the person a keyed note is about is the figure', () => {
    assert.equal(withSettledValueKept('2. Age: the will says two-and-thirty, but it was made three years before the campaign opens, so she is 35 now.'), '2. Age: 35');
  });
});

describe('printouts pasted whole', () => {
  test('a licence\'s identity document in two lines is the holder\'s number and state', () => {
    const text = ['   NAME:         TYLER J BRANDENBURG', '   DOB:          08/22/1998', '   ID TYPE:      IL DRIVERS LICENSE', '   ID NO:        B653-7742-9018', '   ISSUED:       03/02/2025'].join('\n');
    assert.equal(withIdTypeAndNumberKeyed(text), ['   NAME:         TYLER J BRANDENBURG', '   DOB:          08/22/1998', "   Brandenburg's DRIVERS LICENSE number: B653-7742-9018", "   Brandenburg's DRIVERS LICENSE state: IL", '   ISSUED:       03/02/2025'].join('\n'));
  });
  test('a key over a paragraph in quotes takes the paragraph', () => {
    const text = '9. Backstory - please use this as written:\n\n"Left as a foundling on the steps of an observatory, Morven was raised by an astronomer."\n\nLeave the symbol alone.';
    assert.equal(withQuotedValueUnderKey(text), '9. Backstory: Left as a foundling on the steps of an observatory, Morven was raised by an astronomer.\n\nLeave the symbol alone.');
  });
  test('a record\'s wrapped key is joined, a heading in capitals is not', () => {
    const text = [
      'CALICHE ROAD HAULING LLC',
      'Texas Taxpayer Number          32081746529',
      'Mailing Address                2207 W COUNTY RD 127',
      'Registered Office Street',
      'Address                        700 LAVACA ST STE 1401',
      'Right to Transact Business',
      'in Texas                       ACTIVE',
    ].join('\n');
    assert.deepEqual(withWrappedKeysJoined(text).split('\n'), [
      'CALICHE ROAD HAULING LLC',
      'Texas Taxpayer Number          32081746529',
      'Mailing Address                2207 W COUNTY RD 127',
      'Registered Office Street Address   700 LAVACA ST STE 1401',
      'Right to Transact Business in Texas   ACTIVE',
    ]);
  });
  test('a label left empty over the next is no wrapped key', () => {
    const vault = ['IDENTITY', 'Title                 Mevr.', 'First name            Maartje', 'Middle name', 'Last name             de Vries'];
    assert.deepEqual(withWrappedKeysJoined(vault.join('\n')).split('\n'), vault);
  });
  test('the trade name the trucks run under, the status no business name', () => {
    const facts = factsOf('EIN is 75-2954108.\n\nThe trucks run as Pruitt Hotshot. That\'s on the doors and the invoices so put it on the second line.');
    assert.deepEqual(valuesOf(facts, 'business name doing business as'), ['Pruitt Hotshot']);
  });
  test('a home sold by its road\'s name is a left street', () => {
    assert.deepEqual(leftStreets(['We sold the county road place last fall.']), ['county rd']);
  });
  test('the reader\'s side of the form is the correspondent\'s', () => {
    assert.equal(textParty('Your side of it'), 'correspondent');
  });
  test('a Slovene date in lower case after its day\'s full stop ends no sentence', () => {
    assert.deepEqual(splitSentences("Please put today's date, 9. april 2026. And the field is empty."), ["Please put today's date, 9. april 2026.", 'And the field is empty.']);
  });
  test('a building named after someone with Jr. ends no sentence at the suffix', () => {
    assert.equal(splitSentences("Office: Thomas P. O'Neill Jr. Federal Building, 10 Causeway Street, Boston, MA 02222.").length, 1);
  });
  test('a Queens house number starts an address; an office of four parts names it', () => {
    assert.equal(findUsAddresses('their lab: 47-10 Austell Place, Long Island City, NY 11101')[0]?.text, '47-10 Austell Place, Long Island City, NY 11101');
    assert.equal(nameBefore('GSA Public Buildings Service, New England Region, Boston Field Office, Federal Building, '), 'GSA Public Buildings Service, New England Region, Boston Field Office, Federal Building');
  });
});

describe('mapped onto a form', () => {
  const box = (y: number) => ({ x: 100, y, width: 200, height: 14 });
  test('a licence\'s middle initial in capitals is the buyer\'s, and a stamp\'s N is no state', async () => {
    const fields = [fieldAt('Buyers Name', 'text', box(700)), fieldAt('Drivers License Number', 'text', box(680)), fieldAt('State', 'text', box(660))];
    const descriptions = [described('Buyers Name', "Buyer's Name"), described('Drivers License Number', "Buyer's Driver's License Number"), described('State', 'State')];
    const text = [
      'I am selling the shotgun to Tyler Brandenburg, a young man from church.',
      '',
      '   NAME:         TYLER J BRANDENBURG',
      '   ID TYPE:      IL DRIVERS LICENSE',
      '   ID NO:        B653-7742-9018',
      '   STATE WATERFOWL STAMP: N',
    ].join('\n');
    const values = await mappedValues(fields, descriptions, text);
    assert.equal(values['Buyers Name'], 'Tyler J. Brandenburg');
    assert.notEqual(values['State'], 'N');
  });
  test('"no cross there" leaves a language unticked', async () => {
    const fields = [fieldAt('Language Français', 'checkbox', box(700)), fieldAt('Language Deutsch', 'checkbox', box(680))];
    const descriptions = [described('Language Français', 'Français'), described('Language Deutsch', 'Deutsch')];
    const values = await mappedValues(fields, descriptions, 'Languages: German yes. French I had in school but I forgot everything, so please no cross there.');
    assert.equal(values['Language Français'] ?? false, false);
  });
});
