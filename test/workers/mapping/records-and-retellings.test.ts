/**
 * Texts read once fresh v79 was no longer held out (issue 4, fresh v79 and probe batch 95): a mortgage payoff statement
 * under a seller's corrections, an association's invoice forwarded with a pharmacist's notes, a tailor's order book
 * over a player's notes, a loan-forgiveness printout in Pidgin, an exchange student's learning agreement, credit union
 * payment alerts over a gun sale's terms; and the values the writers retell in their own words.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { factsOf, valuesOf } from '../../helpers/parsed-facts.js';
import {
  withCodeReadAgainKeyed,
  withDutyHoursSaidApart,
  withFiguresReadByMonthNamed,
  withHomeNearSomeoneSaid,
  withNameWrittenAsSaid,
  withNamesOnLinesKeyed,
  withNumberPutInBoxKeyed,
  withNumberSaidCorrectKeyed,
  withValueForLineKeyed,
  withValueSettledAtLineEnd,
} from '../../../workers/mapping/notes-within-lines.js';
import { splitSentences } from '../../../workers/mapping/sentences.js';
import { writerRoleOf } from '../../../workers/mapping/parse-data.js';
import { countIn } from '../../../workers/mapping/score-computed.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

describe('values a writer settles within a line', () => {
  test('a name line that says how to write the name, then gives it', () => {
    assert.equal(withNameWrittenAsSaid('- My name: please put it like I signed the deed, Maritza I. Colón, with the accent. The bank never does.'), '- My name: Maritza I. Colón\nwith the accent. The bank never does.');
    assert.equal(withNameWrittenAsSaid('1. Name: please write Chrysanthi Hadjipavlou. The university spells it otherwise.'), '1. Name: Chrysanthi Hadjipavlou\nThe university spells it otherwise.');
    assert.equal(withNameWrittenAsSaid('1. The house is only mine now. Please write my name like on the deed: Halina M. Wojcik. On my passport it differs.'), '1. The house is only mine now.\nMy name: Halina M. Wojcik\nOn my passport it differs.');
    assert.equal(withNameWrittenAsSaid('- Name like my Social Security card: Guadalupe R. Orellana. (Everybody says Lupita.)'), '- My name: Guadalupe R. Orellana\n(Everybody says Lupita.)');
    // (Not a name as on a paper that may be anyone's, nor a name line that names no one.)
    assert.equal(withNameWrittenAsSaid('Name as on the deed: Harold James Pruitt'), 'Name as on the deed: Harold James Pruitt');
    assert.equal(withNameWrittenAsSaid('Name: please write it in capitals.'), 'Name: please write it in capitals.');
  });
  test('hours said to be on the writer\'s own time, and duty days of so many hours each', () => {
    const line = 'Hours: the workshop is on the Sunday, so those 6 hours are non-duty. The three main meeting days are duty days, 8 hours each.';
    assert.equal(withDutyHoursSaidApart(line), 'Hours: the workshop is on the Sunday.\nTraining non-duty hours: 6\nTraining duty hours: 24');
  });
  test('a keyed line that reasons, then settles its value at its end', () => {
    assert.equal(withValueSettledAtLineEnd('Hair: the book was written before the barber scene in session 11. So Hair is shaved now, not the auburn ponytail.'), 'Hair: Shaved');
    assert.equal(withValueSettledAtLineEnd("Faction: the Lords' Alliance letter is old - he tore it up. Order of the Gauntlet on the sheet."), 'Faction: Order of the Gauntlet');
    assert.equal(withValueSettledAtLineEnd('Eyes hazel. Skin: put sun-browned, freckled - same as the book.'), 'Eyes hazel. Skin: sun-browned, freckled');
    assert.equal(withValueSettledAtLineEnd("Allies: don't put Dunmere. He sold us out. Allies box should say: Yenna Brightwater; the Pennicott family."), 'Allies: Yenna Brightwater; the Pennicott family.');
    assert.equal(withValueSettledAtLineEnd('7. Signing: I wanted Thursday, April 2, but the notary is off that week, so now it is Monday, April 6, 2026. I made the appointment.'), '7. Signing: April 6, 2026\nI made the appointment.');
    assert.equal(withValueSettledAtLineEnd('Hair - she dyed it black in session 14, and it\'s stayed black. Put: black, braided.'), 'Hair: black, braided');
    assert.equal(withValueSettledAtLineEnd('Eyes - grey. Skin - just put ruddy. "Weather-beaten" is Venn being rude.'), 'Eyes - grey.\nSkin: ruddy\n"Weather-beaten" is Venn being rude.');
    // (A line that settles nothing stays as it is, nor does one that says where to put a thing.)
    assert.equal(withValueSettledAtLineEnd('Team — can someone key the W-9? Put his vendor number on the account-number line.'), 'Team — can someone key the W-9? Put his vendor number on the account-number line.');
    assert.equal(withValueSettledAtLineEnd('Hair: auburn, worn long.'), 'Hair: auburn, worn long.');
  });
  test('a box named, then the number to put in it', () => {
    assert.equal(withNumberPutInBoxKeyed('Your AP lady said put our supplier number in the account number box, ARW-0442. Not the loan numbers.'), 'Your AP lady said\naccount number: ARW-0442\nNot the loan numbers.');
  });
  test('the names for a form\'s first and second lines', () => {
    const line = '- The name on the first line is the LLC: Mauka Mist Farms LLC. Mauka Mist Coffee is still our brand, what stay on the bags, so that one go on the second line.';
    assert.equal(withNamesOnLinesKeyed(line), '-\nLine 1 name: Mauka Mist Farms LLC\nLine 2 business name: Mauka Mist Coffee');
  });
  test('a date in figures read by the month named beside it', () => {
    assert.equal(withFiguresReadByMonthNamed('8. Date: today, 04/02/2025 (the 4th of February).'), '8. Date: today, February 4, 2025.');
    assert.equal(withFiguresReadByMonthNamed('Date: 04/02/2025 (April 2)'), 'Date: April 2, 2025');
    // (A remark that agrees with neither reading changes nothing.)
    assert.equal(withFiguresReadByMonthNamed('Date: 04/02/2025 (the 5th of March)'), 'Date: 04/02/2025 (the 5th of March)');
  });
  test('what a line named is to say, a remark in brackets left off', () => {
    assert.equal(withValueForLineKeyed("- Gun: Browning. For the Type/Model line just put Citori 725 Sporting (it's the over/under). 12 gauge."), "- Gun: Browning.\nType/Model: Citori 725 Sporting\n12 gauge.");
  });
  test('a tax number\'s line that names the right one in brackets', () => {
    assert.equal(withNumberSaidCorrectKeyed('- My SSN: the 8332 is correct (614-29-0573). Your screen shows 614-92-0573, that one is wrong.'), '- My SSN: 614-29-0573');
  });
  test('where the writer lives, said beside whom they live near', () => {
    assert.equal(withHomeNearSomeoneSaid('Now I live near my son in Arizona: 11280 N Mountain Breeze Dr, Tucson, AZ 85737.'), 'Now I live at 11280 N Mountain Breeze Dr, Tucson, AZ 85737.');
  });
  test('a serial the writer had, then read off the gun itself', () => {
    const line = "Serial - I had 51471NZ238 in my listing, but I went and read it off the receiver tonight with a flashlight and it's 51417NZ238. Use that one.";
    assert.match(withCodeReadAgainKeyed(line), /\nSerial number: 51417NZ238$/);
  });
});

describe('sentences and counts', () => {
  test('a saint\'s town is the whole of the town where the writer lives', () => {
    const facts = factsOf('- I don\'t live in Kissimmee since 2023. Now I live at 3107 Pine Tree Ln, St. Cloud, Florida 34772.');
    assert.deepEqual(valuesOf(facts, 'home address'), ['3107 Pine Tree Ln, St. Cloud, Florida 34772']);
  });
  test('an initial ends a sentence before "My title is"', () => {
    assert.deepEqual(splitSentences('Me: Wickramasinghe, Dilani P. My title now is Clinical Pharmacist.'), ['Me: Wickramasinghe, Dilani P.', 'My title now is Clinical Pharmacist.']);
  });
  test('wages paid every week make the writer no seller', () => {
    assert.equal(writerRoleOf(['And on weekends I am caregiver at a board and care home, they pay me $255 every week, all year.']), undefined);
    assert.equal(writerRoleOf(['He will pay me $400 cash at the range.']), 'seller');
  });
  test('a form\'s number is no count of children', () => {
    assert.equal(countIn('Subject: W-4 redo - kids question\nSo only Abdirahman counts for me, one child under 17.', 'qualifying children under age 17'), 1);
  });
});

describe('records and what the writer says of them', () => {
  test('a record\'s e-mail said to be old there gives way to the one to use', () => {
    const facts = factsOf('Email on file: mcolon1961@example.net\n\nThe email there is old, I don\'t open it anymore. Use maritza.colon.fl@example.com.');
    assert.deepEqual(valuesOf(facts, 'Email on file'), []);
  });
  test('a record\'s phone by its area code said to be old, and its e-mail said to be someone else\'s, give nothing', () => {
    const text = 'Taxpayer phone on file: (773) 555-0138\nPaperless billing e-mail: natalia.kowal.chi@example.com\n\nThe (773) number is the old house phone. The e-mail on the tax bill is my granddaughter Natalia, she pays the bills.';
    const facts = factsOf(text);
    assert.deepEqual(valuesOf(facts, 'Taxpayer phone on file'), []);
    assert.deepEqual(valuesOf(facts, 'Paperless billing e-mail'), []);
  });
  test('a name\'s accent the writer declines is not put back', () => {
    const facts = factsOf('Please write my name like on the deed: Halina M. Wojcik. On my Polish passport it is Wójcik with the little accent, but the deed says Wojcik without it, so without please.');
    assert.deepEqual(valuesOf(facts, 'My name'), ['Halina M. Wojcik']);
  });
  test('a line by its key in quotes, said to be ignored, gives nothing', () => {
    const facts = factsOf('Bill to: Dilani Wickramasinghe, 2716 Sandpiper Cove Dr, Clearwater, FL 33761\n\nThe invoice has my Clearwater address as "bill to", just ignore it.');
    assert.deepEqual(valuesOf(facts, 'Bill to'), []);
  });
  test('the writer\'s own attorney-in-fact and witness, and the town the agent lives in', () => {
    const facts = factsOf('- My attorney-in-fact will be my nephew, Javier A. Rosado. He lives in Berwyn, he has the keys.\n- My witness will be my neighbor, Deborah K. Whitcomb, she is not family.');
    assert.deepEqual(valuesOf(facts, 'attorney-in-fact name'), ['Javier A. Rosado']);
    assert.deepEqual(valuesOf(facts, 'attorney-in-fact city of residence'), ['Berwyn']);
    assert.deepEqual(valuesOf(facts, 'witness name'), ['Deborah K. Whitcomb']);
  });
  test('an address a statement prints in capitals is written as the writer retells it', () => {
    const facts = factsOf('Property Address: 2418 S 57TH CT, CICERO IL 60804\n\nThe property is 2418 S. 57th Ct., Cicero, IL 60804.');
    assert.equal(facts.find((f) => f.key.startsWith('Property Address'))?.value, '2418 S. 57th Ct., Cicero, IL 60804');
  });
  test('a pasted record\'s family name gives way to the writer\'s own spelling', () => {
    const text = '=== Learning Agreement ===\nLast name(s): CHATZIPAVLOU\nFirst name(s): CHRYSANTHI\n=== end ===\n\nMy notes:\n1. Name: please write Chrysanthi Hadjipavlou.';
    assert.deepEqual(valuesOf(factsOf(text), 'Last name'), ['Hadjipavlou']);
  });
  test('a number named, then "no use dat number", is taken out', () => {
    const facts = factsOf('Business TIN (EIN, SSN): 576-29-8843\n\nBack then the bank put my Social on top. No use dat number, was for the old setup.\n- EIN: 92-3318407.');
    assert.equal(facts.some((f) => f.value.includes('576-29-8843')), false);
  });
  test('a mailbox\'s forwarded message is no one\'s, and "e-mail as above" is the address it was sent to', () => {
    const text = [
      'Below is their confirmation, then my notes.',
      '',
      '---------- Forwarded message ---------',
      'From: NACPP Meetings <meetings@nacpp.example.org>',
      'Date: Mon, Sep 29, 2025 at 10:14 AM',
      'To: <dilani.wickramasinghe@va.example.gov>',
      '',
      'Questions? Contact our registrar, Tomasz Wilk, at 301-555-0177 or meetings@nacpp.example.org.',
      '----------',
      '',
      'Office: Suncoast VA Medical Center. Desk phone (727) 555-0143, e-mail as above.',
    ].join('\n');
    const facts = factsOf(text);
    assert.equal(facts.some((f) => f.value === 'meetings@nacpp.example.org' && f.party === 'self'), false);
    assert.deepEqual(valuesOf(facts, 'My e-mail'), ['dilani.wickramasinghe@va.example.gov']);
  });
  test('a supervisor\'s title with the office it is of', () => {
    const facts = factsOf('Approval: my first-line supervisor is Marcus Oyelaran, Associate Chief, Pharmacy Service (his phone gets pulled in by TMS).');
    assert.deepEqual(valuesOf(facts, 'first line supervisor name and title'), ['Marcus Oyelaran, Associate Chief, Pharmacy Service']);
  });
});

describe('mapped onto a form', () => {
  const box = (y: number) => ({ x: 100, y, width: 200, height: 14 });
  test('an amount is no membership ID, and a no-reply address no one\'s e-mail', async () => {
    const fields = [fieldAt('Student Membership ID', 'text', box(700)), fieldAt('Vendor Email Address', 'text', box(680))];
    const descriptions = [described('Student Membership ID', '19. Student Membership ID'), described('Vendor Email Address', '1d. Vendor Email Address')];
    const text = 'From: Civic Data Collective via Tito <no-reply@tito.io>\nFull Meeting Registration - Member ........ $745.00';
    const values = await mappedValues(fields, descriptions, text);
    assert.equal(values['Student Membership ID'], undefined);
    assert.equal(values['Vendor Email Address'], undefined);
  });
  test('a box left for the office to fill stays empty', async () => {
    const fields = [fieldAt('14B Accreditation', 'text', box(700))];
    const descriptions = [described('14B Accreditation', '14B. Accreditation (Yes / No)')];
    const text = 'NACPP is accredited by the Accreditation Council for Pharmacy Education.\n\nThe training office verifies accreditation themselves, so leave the accreditation box for them.';
    const values = await mappedValues(fields, descriptions, text);
    assert.equal(values['14B Accreditation'], undefined);
  });
});
