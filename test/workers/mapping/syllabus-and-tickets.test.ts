/**
 * Texts read once fresh v76 was no longer held out (issue 4, fresh v76 and probe batch 92): a community college's
 * syllabus copied out of its PDF, a pawn shop's loan ticket, a blood-donor portal's page with German labels, a
 * convention's entry confirmation, a patient portal's page with a ZIP code set right in the notes, a pension site's
 * tax statements, and the notes under them that say a value again in other words.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { factsOf, valuesOf } from '../../helpers/parsed-facts.js';
import { withKeysInsideLinesApart } from '../../../workers/mapping/keys-inside-lines.js';
import { withContactNamedKeyed, withDateRestatedInWords, withNewPlaceKeyed, withUnchangedNumberKeyed, withValueForBothSaid } from '../../../workers/mapping/notes-restated.js';
import { withSyllabusCourseKeyed } from '../../../workers/mapping/course-syllabus.js';
import { withAccentedNamesRestored, withNamesAsToBeWritten } from '../../../workers/mapping/names-as-written.js';
import { withBoxReferencesResolved, withValuesCopiedFromKeys } from '../../../workers/mapping/values-copied.js';
import { withDutyHoursOfWeeksWorkedOut, withItemAddedToList, withRemarkAfterListDropped, withSettledValueKept, withWeightConvertedAsAsked, withWorkedOutFigureKept } from '../../../workers/mapping/lines-said-in-notes.js';
import { withFinalPickKept } from '../../../workers/mapping/corrections.js';
import { findItemDetails } from '../../../workers/mapping/parse-item.js';
import { withAgreedPriceKeyed } from '../../../workers/mapping/agreed-prices.js';
import { withPartiesOfSamePeople } from '../../../workers/mapping/parties.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

describe('a second key inside a note\'s line', () => {
  test('a person\'s particular after a sentence starts a line of its own', () => {
    assert.equal(withKeysInsideLinesApart('- Height: 5\'9" - NOT my 160 cm lol, I wore platforms. Weight: 59 kg, convert please'), '- Height: 5\'9" - NOT my 160 cm lol, I wore platforms.\nWeight: 59 kg, convert please');
  });
  test('so does a form\'s numbered line', () => {
    assert.equal(withKeysInsideLinesApart('- Line 20a: net benefits (Box 5), not the check amount. Line 20b: it came to 2,017.50.'), '- Line 20a: net benefits (Box 5), not the check amount.\nLine 20b: it came to 2,017.50.');
  });
  test('a number named after a sentence is keyed by its name', () => {
    assert.equal(withKeysInsideLinesApart('- I\'m doing the non-credit option. The student ID they gave me when I registered: S02284716.'), '- I\'m doing the non-credit option.\nstudent ID: S02284716');
  });
  test('prose that is no note is left as it is', () => {
    const prose = 'We met last week. Height: never asked.';
    assert.equal(withKeysInsideLinesApart(prose), prose);
  });
});

describe('notes that say a value again in other words', () => {
  test('a date in figures with its day and month in words is that date', () => {
    assert.equal(withDateRestatedInWords('- Date: 09.03.2026 (9th of March).'), '- Date: March 9, 2026.');
    assert.equal(withDateRestatedInWords('Date: 03/09/2026 (March 9)'), 'Date: March 9, 2026');
  });
  test('words in brackets that name another day leave the date as it is', () => {
    assert.equal(withDateRestatedInWords('Date: 09.03.2026 (5th of May)'), 'Date: 09.03.2026 (5th of May)');
  });
  test('where everything goes now, or where the writer is now, is the new address', () => {
    assert.equal(withNewPlaceKeyed('3. We gave up the yard and everything, mail too, goes to the new office: 1150 N Brand Blvd, Glendale, CA 91202.'), '3. We gave up the yard and everything, mail too, goes to the new office.\nNew address: 1150 N Brand Blvd, Glendale, CA 91202');
    assert.equal(withNewPlaceKeyed('I sold the house and I am at the senior apartments now: 400 N. Dearborn Ave, Apt 312'), 'I sold the house and I am at the senior apartments now.\nNew address: 400 N. Dearborn Ave, Apt 312');
  });
  test('a contact named at a number is keyed with the number', () => {
    assert.equal(withContactNamedKeyed('- Contact is Marisol Begay at the 928-555-0140 number, not Ray\'s.'), '- Contact is Marisol Begay at the 928-555-0140 number, not Ray\'s.\nContact name: Marisol Begay\nContact phone: 928-555-0140');
  });
  test('a number said not to have changed is keyed as the writer\'s', () => {
    assert.equal(withUnchangedNumberKeyed('My driver\'s license number did not change when I moved, it is still W316-4407-5892.'), 'My driver\'s license number did not change when I moved, it is still W316-4407-5892.\nMy driver\'s license number: W316-4407-5892');
  });
  test('an occupation said for both of a couple is the spouse\'s too', () => {
    assert.equal(withValueForBothSaid('- Occupation: Retired (both of us). Daytime phone: 360-555-0182.'), '- Occupation: Retired. Daytime phone: 360-555-0182.\n- Spouse\'s occupation: Retired');
  });
});

describe('a course syllabus', () => {
  test('the code and the title under the heading are the course\'s number and title', () => {
    const text = 'COURSE SYLLABUS - Spring 2026, Session B\nWLD 145   Structural Welding Certification Prep (AWS D1.1)\nSection 70N1';
    assert.equal(withSyllabusCourseKeyed(text), 'COURSE SYLLABUS - Spring 2026, Session B\nCourse number: WLD 145\nCourse title: Structural Welding Certification Prep (AWS D1.1)\nSection 70N1');
  });
  test('so are a code and title with a dash a few lines under it, after the letterhead', () => {
    const text = '== SYLLABUS ==\nSNAKE RIVER VALLEY COMMUNITY COLLEGE\n1600 S 25th E, Idaho Falls, ID 83404\n\nGIS 110 - Introduction to Geographic Information Systems';
    assert.deepEqual(valuesOf(factsOf(text), 'Course title'), ['Introduction to Geographic Information Systems']);
  });
  test('a code and a title with no syllabus over them are left as they are', () => {
    const text = 'Parts list\nABC 123   Widget housing';
    assert.equal(withSyllabusCourseKeyed(text), text);
  });
});

describe('names as the writer says to write them', () => {
  test('the name as signed drops the middle name a record adds, in either order', () => {
    const text = 'PLEDGOR: WHITFIELD, DOLORES ANN\nI am Dolores Ann Whitfield. My name the way I sign it is Dolores Whitfield.';
    assert.equal(withNamesAsToBeWritten(text), 'PLEDGOR: Whitfield, Dolores\nI am Dolores Whitfield. My name the way I sign it is Dolores Whitfield.');
  });
  test('a nickname set aside for the given name is replaced wherever it stands', () => {
    const text = 'I am selling it to Eddie Salgado. The buyer is Eduardo Salgado (everybody calls him Eddie, but put Eduardo).';
    assert.equal(withNamesAsToBeWritten(text), 'I am selling it to Eduardo Salgado. The buyer is Eduardo Salgado (everybody calls him Eddie, but put Eduardo).');
  });
});

describe('a name spelled with its marks', () => {
  test('a name the notes spell with its marks is spelled so where a record wrote it without', () => {
    const text = 'Vorname:  Loic\nNachname: Delvaux\nE-Mail:   loic.delvaux@example.de\n\n- Name: Loïc, with the two points on the i (ï).';
    assert.equal(withAccentedNamesRestored(text), 'Vorname:  Loïc\nNachname: Delvaux\nE-Mail:   loic.delvaux@example.de\n\n- Name: Loïc, with the two points on the i (ï).');
  });
  test('a name with marks in a sentence that does not speak of them changes nothing', () => {
    const text = 'Vorname: Loic\nSigned, Loïc';
    assert.equal(withAccentedNamesRestored(text), text);
  });
});

describe('a character sheet\'s notes under a forwarded entry', () => {
  test('a colour with a remark after a dash is the colour', () => {
    assert.equal(withSettledValueKept('- Eyes: violet - the lenses were spot on this time.'), '- Eyes: violet');
  });
  test('stones and pounds asked for in pounds', () => {
    assert.equal(withWeightConvertedAsAsked('- Weight: 9 st 6 lb. I know you want pounds on the sheet, sorry, I think in stone.'), '- Weight: 132 lb');
  });
  test('a list\'s remark in brackets after it, and an item added at its end', () => {
    assert.equal(withRemarkAfterListDropped("- Features & traits: Darkvision 60 ft; Trance; Devil's Sight. (She swapped Mask of Many Faces at level 9, so not that one.) The LED gauntlet is a stage effect."), "- Features & traits: Darkvision 60 ft; Trance; Devil's Sight. The LED gauntlet is a stage effect.");
    assert.equal(withItemAddedToList('- Allies: Corwin Thale (her mentor); Pip Underbough; and add Sister Maelis (new last session). Take Vex OFF - he hunts her.'), '- Allies: Corwin Thale (her mentor); Pip Underbough; Sister Maelis');
  });
  test('under notes headed as the real values, the entry\'s lines of the same keys yield to them', () => {
    const text = 'Entrant height: 160 cm (used for stage marks only)\nCharacter name: Iara Quebramar\nSkin: teal body paint\n\nMY NOTES (the real stuff for the sheet):\n- Name: Iara Quebramar\n- Height: 5\'9"\n- Skin: light brown';
    const facts = factsOf(text);
    assert.ok(!facts.some((f) => f.value === '160 cm'));
    assert.deepEqual(valuesOf(facts, 'Skin'), ['light brown']);
    assert.deepEqual(valuesOf(facts, 'Character name'), ['Iara Quebramar']);
  });
});

describe('values copied from elsewhere in the text', () => {
  test('a note that copies another key\'s value without its last sentence', () => {
    const facts = [
      { key: 'Emcee intro (read aloud', value: 'Iara was born on a boat. She hunts the witch. Also, she owes the ferryman.', source: 'line' },
      { key: 'Backstory', value: 'copy the emcee intro exactly, but WITHOUT the last sentence about the ferryman', source: 'line' },
    ];
    withValuesCopiedFromKeys(facts);
    assert.equal(facts[1]!.value, 'Iara was born on a boat. She hunts the witch.');
  });
  test('a line named by a statement\'s box takes the amount of the box whose words it shares', () => {
    const facts = [
      { key: 'Box 5 Employee contributions', value: '$1,337.28', source: 'line' },
      { key: 'Box 5', value: 'Net benefits for 2010: $11,352.00', source: 'line' },
      { key: 'Line 20a', value: "Cora's net benefits (Box 5)", source: 'line' },
    ];
    withBoxReferencesResolved(facts);
    assert.equal(facts[2]!.value, '$11,352.00');
  });
});

describe('a keyed note settled on its value', () => {
  test('a code the next sentence says to put', () => {
    assert.equal(withSettledValueKept('7. Account numbers: they gave us vendor number VH-00417. Put that. The license number is NOT one.'), '7. Account numbers: VH-00417');
  });
  test('the new figure the note says to use', () => {
    assert.equal(withSettledValueKept('- Per diem: Admin figured $1,562.00, then redid it. New number is $1,638.00. Use the new one.'), '- Per diem: $1,638.00');
    assert.equal(withFinalPickKept('- Per diem: Admin figured $1,562.00. Use the new one.'), '- Per diem: Admin figured $1,562.00. Use the new one.');
  });
  test('what someone is now, and a value "now"', () => {
    assert.equal(withSettledValueKept('- Age: the 24 was for the first arc. We had the 3-year jump, so she is 27 now.'), '- Age: 27');
    assert.equal(withSettledValueKept('Appointment: career. I was career-conditional till last October, my 3 years are done, so career now.'), 'Appointment: career');
  });
  test('a measure, then another set aside after a dash', () => {
    assert.equal(withSettledValueKept('- Height: 5\'9" - NOT my 160 cm lol, I wore platforms.'), '- Height: 5\'9"');
  });
  test('duty hours as weeks of working days, and the figure a worksheet came to', () => {
    assert.equal(withDutyHoursOfWeeksWorkedOut('- Duty hours: the two weeks, 8 hours a day. The Saturday lab is on my own time.'), '- Duty hours: 80');
    assert.equal(withWorkedOutFigureKept('Line 20b: I did the worksheet in the booklet and the taxable amount came to 2,017.50.'), 'Line 20b: 2,017.50');
  });
});

describe('the rest of what the reader takes', () => {
  test('a ticket\'s description puts the kind before the make and the model', () => {
    const details = findItemDetails('Qty 1  SHOTGUN  REMINGTON  870 EXPRESS  12 GA  PUMP');
    assert.deepEqual(details.filter((d) => d.key !== 'caliber gauge').map((d) => d.value), ['REMINGTON', '870 EXPRESS']);
  });
  test('hands shaken on a price agree it', () => {
    assert.equal(withAgreedPriceKeyed('I first asked $325. He said $275. We shook hands on $300 even.'), 'I first asked $325. He said $275. Agreed price: $300.');
  });
  test('a name given for no one takes the party of the same person named elsewhere', () => {
    const pledgor = { key: 'PLEDGOR', value: 'Whitfield, Dolores', source: 'line' } as { key: string; value: string; source: string; party?: string; writerRole?: string };
    const signed = { key: 'name', value: 'Dolores Whitfield', source: 'prose', party: 'self', writerRole: 'seller', person: { first: 'Dolores', last: 'Whitfield' } };
    const facts = [pledgor, signed];
    withPartiesOfSamePeople(facts, (f) => ('person' in f ? (f as typeof signed).person : f.value === 'Whitfield, Dolores' ? { first: 'Dolores', last: 'Whitfield' } : undefined));
    assert.equal(pledgor.party, 'self');
    assert.equal(pledgor.writerRole, 'seller');
  });
  test('a name said to be the dba is the business name', () => {
    assert.deepEqual(valuesOf(factsOf('1. Legal name is Petrosyan Roofing Group, Inc. Ararat Solar & Roofing is the dba, that goes on the second line.'), 'business name doing business as'), ['Ararat Solar & Roofing']);
  });
  test('the phone under the writer\'s own heading is theirs, an extension makes it the office\'s', () => {
    const facts = factsOf('ME\nYazzie, Delbert K.\nPhone: (928) 555-0162 ext. 231\nEmail: delbert@example.gov\n\nCollege\nPhone: (928) 555-0140');
    assert.deepEqual(valuesOf(facts, 'My office phone'), ['(928) 555-0162 ext. 231']);
    assert.deepEqual(valuesOf(facts, 'My email'), ['delbert@example.gov']);
  });
});

describe('corrections and values called old', () => {
  test('a ZIP code set right inside the address the record gives', () => {
    const text = 'Address: 2290 Michelson Dr Apt 1406, Irvine, CA 92621\nPrevious: 83 Fieldwood, Irvine, CA 92618\n\nThe ZIP code there is wrong - I typed 92621 by mistake, the correct ZIP is 92612.';
    const addresses = factsOf(text).filter((f) => /^(?:Address|Previous)$/.test(f.key)).map((f) => f.value);
    assert.deepEqual(addresses, ['2290 Michelson Dr Apt 1406, Irvine, CA 92612', '83 Fieldwood, Irvine, CA 92618']);
  });
  test('a statement superseded by the corrected one corrects nothing', () => {
    const text = 'Box 4 Federal income tax withheld: $2,640.00\n[Original issued 01/12/2011 - SUPERSEDED by the corrected statement above]\nBox 4 $2,460.00';
    assert.deepEqual(valuesOf(factsOf(text), 'Box 4 Federal income tax withheld'), ['$2,640.00']);
  });
  test('an address named by its street and called the old yard gives no address', () => {
    const text = 'Business Information\nPETROSYAN ROOFING GROUP INC\n4418 SAN FERNANDO RD\nGLENDALE, CA 91204\n\nMy notes:\nAddress: the San Fernando Rd address on the CSLB page is the old yard.';
    assert.ok(!factsOf(text).some((f) => /4418/.test(f.value)));
  });
  test('the address the writer used to live at gives no address; where they are now does', () => {
    const text = 'PLEDGOR: WHITFIELD, DOLORES\nAddress: 745 S. EVERGREEN AVE, KANKAKEE IL 60901\n\n1. That address is where I USED to live. I am at the senior apartments now: 400 N. Dearborn Ave, Apt 312, Kankakee, IL 60901.';
    const facts = factsOf(text);
    assert.ok(!facts.some((f) => /EVERGREEN/.test(f.value)));
    assert.deepEqual(valuesOf(facts, 'New address'), ['400 N. Dearborn Ave, Apt 312, Kankakee, IL 60901']);
  });
});

describe('what the fields take', () => {
  test('a tick the next sentence asks to take away, and one the writer would not tick, are unticked', async () => {
    const fields = [fieldAt('Driving License', 'checkbox', { x: 40, y: 100 }, { currentValue: 'Yes' }), fieldAt('Language English', 'checkbox', { x: 40, y: 130 }, { currentValue: 'Yes' })];
    const text = '- Driving licence: in the old form I see the tick for driving licence. Please take it away - I never made the licence.\n- English - I understand a little but I would not tick it, it is not good enough.';
    const values = await mappedValues(fields, [described('Driving License', 'Driving License'), described('Language English', 'English')], text);
    assert.equal(values['Driving License'], false);
    assert.equal(values['Language English'], false);
  });
  test('the writer\'s own e-mail is no vendor\'s, nor is a colleague\'s on the writer\'s domain', async () => {
    const fields = [fieldAt('1d Vendor Email Address', 'text', { x: 40, y: 100 })];
    const text = 'ME\nYazzie, Delbert K.\nEmail: delbert@nps.example.gov\n\nGilbert (cc gilbert@nps.example.gov) approved it.\nThe college: wce@paintedmesa.example.edu';
    const values = await mappedValues(fields, [described('1d Vendor Email Address', 'Vendor Email Address')], text);
    assert.equal(values['1d Vendor Email Address'], 'wce@paintedmesa.example.edu');
  });
  test('the day the text says all sign on dates the document, not a ticket\'s date of loan', async () => {
    const fields = [fieldAt('Date', 'text', { x: 40, y: 100 })];
    const text = 'Date of loan: 12/09/2025    Maturity date: 01/08/2026\nDOB: 06/19/1951\n\n7. We both sign on Saturday, March 28, 2026.';
    const values = await mappedValues(fields, [described('Date', 'Date')], text);
    assert.match(String(values['Date']), /March 28|3\/28\/2026|03\/28\/2026/);
  });
  test('a bare "Date:" in the notes dates the request, before a portal\'s next appointment', async () => {
    const fields = [fieldAt('Reqest Date', 'text', { x: 40, y: 100 })];
    const text = 'Nächste mögliche Spende ab: 08.04.2026\n\nMy notes:\n- Date: 09.03.2026 (9th of March).';
    const values = await mappedValues(fields, [described('Reqest Date', 'Request Date')], text);
    assert.match(String(values['Reqest Date']), /March 9|3\/9\/2026|03\/09\/2026/);
  });
});
