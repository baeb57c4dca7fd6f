/**
 * Texts read once fresh v75 was no longer held out (issue 4, fresh v75 and probe batch 91): an ACORD 25 certificate of
 * insurance copied out of its PDF, dates whose weekday settles the order of their numbers, a Central European "6.
 * December 2025", the military's "09 MAR 26", a pay statement's open season that is no course's dates, a signing
 * moved to another day, a writer who thought one thing and was told another, a form's word said to be a heading
 * of the pasted document, a state's notary commission search, a pay statement's name family name first, and notes in
 * parts whose bare "Title" each part says whose it is.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { factsOf, valuesOf } from '../../helpers/parsed-facts.js';
import { withInsuranceCertificateRead } from '../../../workers/mapping/insurance-certificates.js';
import { withDayFirstDatesDotted } from '../../../workers/mapping/bare-dates.js';
import { splitSentences } from '../../../workers/mapping/sentences.js';
import { findTypedValues } from '../../../workers/mapping/detect-values.js';
import { periodEnds } from '../../../workers/mapping/date-ranges.js';
import {
  withApprovalRemarkDropped,
  withDutyHoursSplit,
  withHalfInchWritten,
  withKeyOfSourceCut,
  withMovedDateKeyed,
  withOrganisationAsideDropped,
  withSettledValueKept,
  withValueOnThereSaid,
  withWeekdaysDateSaid,
} from '../../../workers/mapping/lines-said-in-notes.js';
import { withNotaryCommissionsRead } from '../../../workers/mapping/notary-commissions.js';
import { withTitlesKeyedBySection } from '../../../workers/mapping/titles-by-section.js';
import { withKeysEquated } from '../../../workers/mapping/keys-equated.js';
import { withoutYear } from '../../../workers/mapping/format-value.js';

/** A line of the certificate's two columns: the left one padded to `width`, then the right one. */
const row = (left: string, right = '', width = 56) => `${left.padEnd(width)}${right}`.trimEnd();

const CERTIFICATE = [
  row('', 'DATE (MM/DD/YYYY)', 94),
  row('ACORD®           CERTIFICATE OF LIABILITY INSURANCE', '02/03/2026', 94),
  'THIS CERTIFICATE IS ISSUED AS A MATTER OF INFORMATION ONLY AND CONFERS NO RIGHTS UPON THE CERTIFICATE HOLDER.',
  row('PRODUCER', 'CONTACT'),
  row('', 'NAME:      Dana Ruiz'),
  row('Harbor Point Insurance Group', 'PHONE (A/C, No, Ext): (410) 555-0101'),
  row('12 Light St, Suite 400', 'E-MAIL'),
  row('Baltimore                  MD 21202', 'ADDRESS: certs@harborpoint.example.com'),
  row('', 'INSURER A : Chesapeake Mutual Casualty Co.      22117'),
  row('INSURED', 'INSURER B : Old Line Workers Comp Fund          30412'),
  row('Greenbriar Tile & Stone LLC', 'INSURER C :'),
  row('DBA: Greenbriar Floors', 'INSURER D :'),
  row('88 Eastern Ave', 'INSURER E :'),
  row('Baltimore                  MD 21224', 'INSURER F :'),
  row('COVERAGES                    CERTIFICATE NUMBER: 26-0203-GTS', 'REVISION NUMBER:', 86),
  ' A   X COMMERCIAL GENERAL LIABILITY      Y    Y     CGL 5512093      02/01/2026   02/01/2027  EACH OCCURRENCE  $ 1,000,000',
  'DESCRIPTION OF OPERATIONS / LOCATIONS / VEHICLES (ACORD 101, Additional Remarks Schedule, may be attached)',
  'Tile and stone installation at properties managed by the certificate holder.',
  'Vendor #: FPM-22871',
  row('CERTIFICATE HOLDER', 'CANCELLATION', 68),
  row('Fells Point Management, LLC', 'SHOULD ANY OF THE ABOVE DESCRIBED POLICIES BE CANCELLED', 68),
  row('Attn: Accounts Payable', 'THE EXPIRATION DATE THEREOF, NOTICE WILL BE DELIVERED', 68),
  '1400 Aliceanna St',
  row('Baltimore                  MD 21231', 'AUTHORIZED REPRESENTATIVE', 68),
  row('', 'D. Ruiz', 68),
  '                                     © 1988-2015 ACORD CORPORATION. All rights reserved.',
  'ACORD 25 (2016/03)                   The ACORD name and logo are registered marks of ACORD',
].join('\n');

describe('an ACORD 25 certificate of insurance copied out of its PDF', () => {
  const text = `Please fill the W-9 from the certificate below.\n\n${CERTIFICATE}\n\nThe requester is the certificate holder on the COI.`;
  const read = withInsuranceCertificateRead(text);

  test('the insured is named by its name, trade name and address, each column read apart', () => {
    assert.match(read, /^Insured name: Greenbriar Tile & Stone LLC$/m);
    assert.match(read, /^Business name \(DBA\): Greenbriar Floors$/m);
    assert.match(read, /^Address: 88 Eastern Ave, Baltimore, MD 21224$/m);
  });

  test('the producer and the certificate holder are a line each; the holder does not run into the copyright', () => {
    assert.match(read, /^Insurance agency \(producer\): Harbor Point Insurance Group, 12 Light St, Suite 400, Baltimore, MD 21202$/m);
    assert.match(read, /^Certificate holder: Fells Point Management, LLC, Attn: Accounts Payable, 1400 Aliceanna St, Baltimore, MD 21231$/m);
  });

  test('the description of operations is kept; the insurers, the coverage table and the notices go', () => {
    assert.match(read, /^Description of operations: Tile and stone installation .* Vendor #: FPM-22871$/m);
    assert.doesNotMatch(read, /INSURER|CGL 5512093|CONFERS NO RIGHTS|©/);
    assert.match(read, /^Please fill the W-9 from the certificate below\.$/m);
    assert.match(read, /The requester is the certificate holder on the COI\.$/);
  });

  test('a text with no certificate is left as it is', () => {
    const plain = 'INSURED\nSome Company LLC\nThe certificate of insurance is attached.';
    assert.equal(withInsuranceCertificateRead(plain), plain);
  });

  test('"the requester is the certificate holder on the COI" keys the holder\'s line for the requester', () => {
    const keyed = withKeysEquated(read);
    assert.match(keyed, /^Certificate holder \(requester\): Fells Point Management, LLC/m);
  });
});

describe('dates', () => {
  test('a weekday in brackets after a date with slashes settles which number is the day', () => {
    // (9 October 2025 was a Thursday; 10 September 2025 a Wednesday.)
    assert.equal(withDayFirstDatesDotted('Date: today, 09/10/2025 (Thursday).'), 'Date: today, 09.10.2025.');
    assert.equal(withDayFirstDatesDotted('Date: 09/10/2025 (Wednesday)'), 'Date: 09/10/2025');
    // (A weekday neither reading falls on settles nothing and stays.)
    assert.equal(withDayFirstDatesDotted('Date: 09/10/2025 (Monday)'), 'Date: 09/10/2025');
  });

  test('"6. December 2025" ends no sentence at the day\'s stop, and is read as a date', () => {
    assert.deepEqual(splitSentences('We sign on Saturday 6. December 2025 at my house. Date of bill of sale also this day.'), [
      'We sign on Saturday 6. December 2025 at my house.',
      'Date of bill of sale also this day.',
    ]);
    assert.equal(withoutYear('6. December 2025', { year: 2025, month: 12, day: 6 }), 'December 6');
  });

  test('the military\'s "09 MAR 26" is a date, in capitals only', () => {
    const dates = findTypedValues('In person, 09 MAR 26 to 11 MAR 26. 24 hours.').filter((t) => t.kind === 'date');
    assert.deepEqual(
      dates.map((t) => t.date),
      [
        { year: 2026, month: 3, day: 9 },
        { year: 2026, month: 3, day: 11 },
      ],
    );
    assert.equal(findTypedValues('we had 12 May 26 times').filter((t) => t.kind === 'date').length, 0);
  });

  test("a pay statement's open season is no course's start and end", () => {
    const remarks = 'REMARKS: YOUR NEXT WGI DUE DATE IS 10/17/27.  OPEN SEASON 11/10/25 - 12/08/25.';
    assert.equal(periodEnds(remarks, findTypedValues(remarks)).size, 0);
    const course = 'The class runs 11/10/25 - 12/08/25.';
    assert.equal(periodEnds(course, findTypedValues(course)).size, 2);
  });

  test('a signing moved to another day replaces the one set before', () => {
    const facts = factsOf('Signing: Thursday 2/12/2026, 10:00 a.m., DG office.\n\nUPDATE 3:40 p.m. - Signing moved to Wednesday 2/11/2026 at 2:00 p.m., same office.');
    // (The move is keyed as the signing's date, withMovedDateKeyed; the first date goes, applyUpdates.)
    assert.deepEqual(valuesOf(facts, 'Signing'), ['2/11/2026']);
    assert.deepEqual(valuesOf(facts, 'Signing moved to Wednesday'), ['2/11/2026']);
  });
});

describe('notes', () => {
  test('what the writer thought, "but" what they were told, then what it must be', () => {
    assert.equal(
      withSettledValueKept('- Request type: I was in their old scheme in 2022, so I thought this is an update, but the lady on the phone said my old account was closed, so it must be a NEW registration.'),
      '- Request type: NEW registration',
    );
  });

  test('"Height 5 ft 3" in a note without a colon is a height of five feet three', () => {
    assert.deepEqual(valuesOf(factsOf('- Female. Height 5 ft 3 - I think the form wants cm so please convert for me.'), 'height'), [`5'3"`]);
  });
});

describe("a state's notary commission search", () => {
  const search = (rows: string[]) =>
    [
      'Name                   City            County      Commission #   Commission Date   Expiration Date   Status',
      ...rows,
      '',
    ].join('\n');
  const rows = [
    'NOWAK, KATARZYNA M     DOWNERS GROVE   DUPAGE      912483         08/14/2020        08/14/2024        EXPIRED',
    'NOWAK, KATARZYNA M     DOWNERS GROVE   DUPAGE      1006217        08/14/2024        08/14/2028        ACTIVE',
    'NOWAK, KATHERINE A     ROCKFORD        WINNEBAGO   978310         03/02/2023        03/02/2027        ACTIVE',
  ];

  test("the active commission of the notary the notes name becomes the certificate's line; the table goes", () => {
    const read = withNotaryCommissionsRead(`${search(rows)}\nOur notary is Kasia (Katarzyna M. Nowak). Not the Rockford Katherine Nowak.`);
    assert.match(read, /^Notary: Katarzyna M\. Nowak\nNotary's commission expires: 08\/14\/2028$/m);
    assert.doesNotMatch(read, /EXPIRED|ROCKFORD/);
  });

  test('of two notaries named, the commission that runs longest', () => {
    const two = [
      'DELGADO, RAYMOND P     LISLE           DUPAGE      897114         03/03/2022        03/03/2026        ACTIVE',
      'RAMAN, PRIYA S         LISLE           DUPAGE      1021973        09/21/2025        09/21/2029        ACTIVE',
    ];
    const read = withNotaryCommissionsRead(`${search(two)}\nRay is RAYMOND P Delgado; his runs out before the signing, so Priya Raman notarizes.`);
    assert.match(read, /^Notary's commission expires: 09\/21\/2029$/m);
  });

  test('a search naming nobody the text speaks of gives no commission', () => {
    const read = withNotaryCommissionsRead(`${search(rows)}\nWe have not picked a notary yet.`);
    assert.doesNotMatch(read, /commission expires/);
  });
});

describe('notes in parts, and keys that say more than their field', () => {
  test('a bare "Title" is the job title under the part about the writer, and the course\'s under the course\'s', () => {
    const notes = ['For the personnel part:', '- Title: Engineering Technician.', '', 'The course:', '- ACI Concrete Field Testing Technician - Grade I. Course number CFTT-1.', '- Title: see above'].join('\n');
    assert.equal(
      withTitlesKeyedBySection(notes),
      ['For the personnel part:', '- Position title: Engineering Technician.', '', 'The course:', '- Course title: ACI Concrete Field Testing Technician - Grade I', '- Course number CFTT-1.', '- Course title: see above'].join('\n'),
    );
    assert.equal(withTitlesKeyedBySection('- Title on the new SF-50: Financial Management Specialist.'), '- Position title: Financial Management Specialist.');
    assert.equal(withTitlesKeyedBySection('- Title: Dr.'), '- Title: Dr.');
  });

  test('"NAME (LAST, FIRST, MI)" over a name with no comma reads it family name first', () => {
    const facts = factsOf('NAME (LAST, FIRST, MI): MENDIOLA ROSALYN C\nPAY DATE: 11/14/25');
    const person = facts.find((f) => f.person !== undefined)?.person;
    assert.equal(person?.last.toUpperCase(), 'MENDIOLA');
    assert.equal(person?.first.toUpperCase(), 'ROSALYN');
  });

  test("a remark on the vendor in brackets, a key's source, a value pointed at, and hours all of one kind", () => {
    assert.equal(
      withOrganisationAsideDropped("- Vendor is the Pacific Islands Concrete Association (they're the ACI sponsoring group out there), 1132 Bishop St."),
      '- Vendor is Pacific Islands Concrete Association, 1132 Bishop St.',
    );
    assert.equal(withKeyOfSourceCut('- Name like the LES but normal way: Mendiola, Rosalyn C.'), '- Name: Mendiola, Rosalyn C.');
    assert.equal(withValueOnThereSaid('Series is the 0802 on there.'), 'Series is 0802.');
    assert.equal(withDutyHoursSplit('09 MAR 26 to 11 MAR 26. 24 hours, all duty time, zero non-duty.'), '09 MAR 26 to 11 MAR 26. 24 duty hours, 0 non-duty hours.');
    assert.equal(withDutyHoursSplit('four days, so 32 hours, all duty time'), 'four days, so 32 duty hours, 0 non-duty hours');
    assert.equal(withApprovalRemarkDropped("- faction: emerald enclave, u already ok'd it"), '- faction: emerald enclave');
  });

  test('the one to use named by its kind, and the number said before "put that"', () => {
    assert.equal(
      withSettledValueKept('- Office phone: DSN is 315-333-2471 but the form wants area code so use the commercial one, (671) 333-2471. No extension.'),
      '- Office phone: (671) 333-2471',
    );
    assert.equal(withSettledValueKept('- Email: his personal one, samhaddad@example.com. Not the navy.mil address.'), '- Email: samhaddad@example.com');
    assert.equal(withSettledValueKept("- age: on TH she's 31 cos in the comic elves age like humans. for ur campaign we said she's 131, put that"), '- age: 131');
    assert.equal(withSettledValueKept("- hair: she's got the moss green dye in canon rn so green not auburn, put moss green"), '- hair: moss green');
    // (What to put named by "that" points back, and settles nothing here.)
    assert.equal(withSettledValueKept('- hair: the old sheet says auburn, put that'), '- hair: the old sheet says auburn, put that');
  });

  test("a half inch said in words, and a weekday's date asked for after a full date", () => {
    assert.equal(withHalfInchWritten('Height - 6 foot and half an inch in old money.'), 'Height - 6 ft 0.5 in.');
    assert.equal(withHalfInchWritten('she is five foot 7 and a half'), 'she is five foot 7 and a half');
    assert.equal(withHalfInchWritten('he is 5 feet 7 and a half inches'), 'he is 5 ft 7.5 in');
    assert.equal(
      withWeekdaysDateSaid("Date - I'm doing this tonight (Tuesday 3 March 2026) but I won't get past the post box until Thursday, so put Thursday's date on it."),
      "Date - I'm doing this tonight (Tuesday 3 March 2026) but I won't get past the post box until Thursday, so put Thursday's date on it.\nDate: March 5, 2026",
    );
    assert.equal(withWeekdaysDateSaid("Put Thursday's date on it."), "Put Thursday's date on it.");
  });

  test('a thing moved to another day is keyed with its new date on a line of its own', () => {
    assert.equal(withMovedDateKeyed('UPDATE - Signing moved one week to Friday 3/6/2026, same time.'), 'UPDATE - Signing moved one week to Friday 3/6/2026, same time.\nSigning: 3/6/2026');
    assert.equal(withMovedDateKeyed('We moved to Denver in 2019.'), 'We moved to Denver in 2019.');
  });
});
