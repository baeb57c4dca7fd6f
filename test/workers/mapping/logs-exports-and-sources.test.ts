/**
 * Texts read once fresh v57 was no longer held out (issue 4, fresh v57 and probe batch 73): an IRC log, an X12 834
 * enrollment file, a PowerShell transcript, an LDIF export with its change records, an Emacs org-mode file, a
 * spreadsheet pasted with its formulas shown, raw driving-licence barcode scans and a letter's raw RTF source.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { factsOf, valuesOf } from '../../helpers/parsed-facts.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';
import { withIrcLogRead } from '../../../workers/mapping/irc-log.js';
import { withX12EnrollmentRead } from '../../../workers/mapping/x12-enrollment.js';
import { withPowerShellSessionRead } from '../../../workers/mapping/powershell-session.js';
import { withLdifRead } from '../../../workers/mapping/ldif-records.js';
import { withOrgModeRead } from '../../../workers/mapping/org-mode.js';
import { withSheetFormulasRead } from '../../../workers/mapping/sheet-dump.js';
import { evaluateCell } from '../../../workers/mapping/sheet-formulas.js';
import { withLicenceScansRead } from '../../../workers/mapping/licence-scans.js';
import { withRtfSourceRead } from '../../../workers/mapping/rtf-source.js';
import { withLetteredLinesOneByOne, withWorksheetNamedInPassing } from '../../../workers/mapping/worksheet-lines.js';
import { nameInWords } from '../../../workers/mapping/glued-names.js';
import { wipesTheRest } from '../../../workers/mapping/left-blank.js';

describe('an IRC log', () => {
  const log = [
    'from the channel log:',
    '--- Log opened Tue Mar 03 08:57:40 2009',
    '08:57 -!- dkowalski [~dk@ws-07] has joined #payroll',
    "08:57 -!- Topic for #payroll: template has TEST junk in every box -> wipe whatever we don't use",
    '09:01 < mgrady> dkowalski: can you key Luis Serrano\'s W-4?',
    '09:01 < dkowalski> sure go',
    '09:02 < mgrady> Luis A. Serrano, SSN 512-38-7764',
    '09:08 <@rlaine> Renee Tran\'s SSN is 533-10-2291',
    '09:10 -!- mgrady is now known as mgrady|phone',
    '09:14 < mgrady|phone> 1187 Alder St Apt 3, Tacoma, WA 98405',
    '09:20 < mgrady|phone> argh correction: it\'s Apt 3B not Apt 3',
    '--- Log closed Tue Mar 03 09:40:02 2009',
  ].join('\n');
  const read = withIrcLogRead(log).split('\n');

  test("the main speaker's messages are read, another's statements go, the client's own lines go", () => {
    assert.ok(read.includes('Luis A. Serrano, SSN 512-38-7764'));
    assert.ok(!read.some((line) => line.includes('533-10-2291')), "another speaker's SSN is theirs");
    assert.ok(!read.some((line) => /-!-|Log opened|has joined/.test(line)));
  });

  test('a nick changed to is the same speaker; the topic is read as everyone\'s', () => {
    assert.ok(read.includes('1187 Alder St Apt 3, Tacoma, WA 98405'));
    assert.ok(read.some((line) => line.includes("wipe whatever we don't use")));
    assert.ok(wipesTheRest(read));
  });

  test('the name before a keyed number is a name, and a unit put right mends only the unit', () => {
    const facts = factsOf(log);
    assert.deepEqual(valuesOf(facts, 'name'), ['Luis A. Serrano']);
    assert.ok(facts.some((f) => f.value.includes('Apt 3B')));
  });
});

describe("a worksheet's lines said one by one", () => {
  test('lettered lines opening messages, one entry put on several letters, and a line worked out to its entry', () => {
    const read = withLetteredLinesOneByOne(['A 1', 'put 0 on B, C and E', 'D 2 (Mateo + Lucia). F 1, daycare is ~$4,200/yr', 'G: married, under 90k, so 2 per kid = 4', 'H 8'].join('\n')).split('\n');
    for (const line of ['Line A: 1', 'Line B: 0', 'Line C: 0', 'Line E: 0', 'Line D: 2', 'Line F: 1', 'Line G: 4', 'Line H: 8']) assert.ok(read.includes(line), line);
  });

  test('a worksheet named in passing keys the lines after it, up to one the text has left blank on it', () => {
    const read = withWorksheetNamedInPassing(['two-earner one: his job 34k, hers 41k', 'line 1 = 8.', 'highest paying job is under 50k so line 2 capped at 3', 'line 3 = 5 and that goes on line 5 of the W-4.', 'lines 4-9 of that worksheet blank', 'line 6: he wants $15 extra per check.'].join('\n')).split('\n');
    assert.ok(read.includes('Two-Earners/Multiple Jobs Worksheet line 1: 8'));
    assert.ok(read.includes('Two-Earners/Multiple Jobs Worksheet line 2: 3'));
    assert.ok(read.includes('Two-Earners/Multiple Jobs Worksheet line 3: 5') && read.includes('line 5: 5'));
    assert.ok(read.includes('line 6: he wants $15 extra per check.'), "line 6 is the form's own");
  });
});

describe('an X12 834 enrollment file', () => {
  const file = [
    'notes first.',
    'ISA*00*          *00*          *ZZ*HR             *ZZ*PLAN           *250811*0915*^*00501*000004471*0*P*:~',
    'ST*834*0001*005010X220A1~',
    'BGN*00*REF1*20250811*0915****2~',
    'N1*P5*BRIGHTWATER LOGISTICS INC*FI*841234567~',
    'INS*Y*18*021*28*A***FT~',
    'DTP*336*D8*20250804~',
    'NM1*IL*1*PELLETIER*DANIELLE*R***34*529417723~',
    'N3*3127 SYLVANIA AVE*APT 2~',
    'N4*TOLEDO*OH*43613~',
    'INS*N*01*021*28*A~',
    'NM1*IL*1*PELLETIER*MARCUS*J***34*487220915~',
    'INS*N*19*021*28*A~',
    'NM1*IL*1*PELLETIER*THEO*M~',
    'DMG*D8*20081102*M~',
    'INS*N*19*021*28*A~',
    'NM1*IL*1*PELLETIER*JUNE*E~',
    'DMG*D8*20190527*F~',
    'INS*Y*18*001*43*A***FT~',
    'NM1*IL*1*PELLETIER*DANIELLE*R***34*529417723~',
    'N3*880 OLD ORCHARD RD~',
    'N4*PERRYSBURG*OH*43551~',
    'SE*40*0001~',
    'IEA*1*000004471~',
    'my notes at the bottom.',
  ].join('\n');
  const read = withX12EnrollmentRead(file).split('\n');

  test("the employee's loop is read in words, a later change of address replacing the first", () => {
    assert.ok(read.includes('name: Danielle R. Pelletier'));
    assert.ok(read.includes('SSN: 529-41-7723'));
    assert.ok(read.includes('address: 880 Old Orchard Rd, Perrysburg, OH 43551'));
    assert.ok(!read.some((line) => line.includes('Sylvania')));
    assert.ok(read.includes('first date of employment: 08/04/2025'));
  });

  test('a spouse and children are keyed as theirs; the sponsor is the employer; children are counted by age', () => {
    assert.ok(read.includes('spouse SSN: 487-22-0915'));
    assert.ok(read.includes('employer EIN: 84-1234567'));
    assert.ok(read.includes('Qualifying children under 17: 1') && read.includes('Other dependents: 1'));
    assert.equal(read[0], 'notes first.');
    assert.equal(read.at(-1), 'my notes at the bottom.');
  });
});

describe('a PowerShell transcript', () => {
  const transcript = [
    'Date the request the day I ran this (see transcript header).',
    '**********************',
    'Windows PowerShell transcript start',
    'Start time: 20250311094512',
    '**********************',
    'PS C:\\Users\\ap> Get-VendorRecord -VendorId V-004417 | Format-List',
    '',
    'LegalName       : Harbor Point Signage LLC',
    'ExemptPayeeCode : 5',
    'Zip             : 17057',
    '',
    "PS C:\\Users\\ap> Set-VendorRecord -VendorId V-004417 -LegalName 'Harbor Point Sign & Graphics LLC' -Zip 17507",
    "Set-VendorRecord : ZIP 17507 does not match City 'Middletown'. Record not saved.",
    '    + CategoryInfo          : InvalidData: (:) [Set-VendorRecord], ValidationException',
    '',
    '',
    "PS C:\\Users\\ap> Set-VendorRecord -VendorId V-004417 -LegalName 'Harbor Point Sign & Graphics LLC' -ExemptPayeeCode $null -Verbose",
    'VERBOSE: V-004417 updated',
    'PS C:\\Users\\ap> # Dana: not exempt any more',
    '**********************',
    'Windows PowerShell transcript end',
    '**********************',
    'thanks!',
  ].join('\n');
  const read = withPowerShellSessionRead(transcript).split('\n');

  test('the record the session leaves: a failed call does nothing, a set value or $null replaces the listed one', () => {
    assert.ok(read.includes('legal name: Harbor Point Sign & Graphics LLC'));
    assert.ok(read.includes('zip: 17057'));
    assert.ok(!read.some((line) => line.startsWith('exempt payee code')));
    assert.ok(!read.some((line) => /17507|CategoryInfo|VERBOSE|vendor id/i.test(line)));
  });

  test("comments are sentences, the writer's day of the session is the header's, lines after the transcript stay", () => {
    assert.ok(read.includes('Dana: not exempt any more.'));
    assert.equal(read[0], 'Date the request 03/11/2025.');
    assert.equal(read.at(-1), 'thanks!');
  });
});

describe('an LDIF export and its change records', () => {
  const ldif = [
    'Please use her CURRENT details.',
    '# extended LDIF',
    'dn: uid=ml,ou=members,dc=club,dc=be',
    'cn: Margaux Lejeune',
    'street: Rue Saint-Gilles 58',
    'postalAddress: Rue Saint-Gilles 58$Boite 3$4000 Liege$Belgique',
    'l:: TGnDqGdl',
    'st: OR',
    'memberGender: F',
    'memberHeightCm: 171',
    'memberSince: 20190412',
    '',
    'dn: uid=tl,ou=members,dc=club,dc=be',
    'cn: Thibault Lejeune',
    'l: Herstal',
    '',
    'dn: uid=ml,ou=members,dc=club,dc=be',
    'changetype: modify',
    'replace: street',
    'street: Quai de Rome 12',
    '-',
    'replace: postalAddress',
    'postalAddress: Quai de Rome 12$Appartement 5B$4000 Liege$Belgique',
    '-',
    'replace: memberHeightCm',
    'memberHeightCm: 169',
    '-',
    'delete: st',
    '-',
  ].join('\n');
  const read = withLdifRead(ldif).split('\n');

  test('the changed record is read after its changes; another hit of the search goes', () => {
    assert.ok(read.includes('name: Margaux Lejeune'));
    assert.ok(read.includes('street: Quai de Rome 12') && read.includes('address line 2: Appartement 5B'));
    assert.ok(read.includes('height cm: 169'));
    assert.ok(!read.some((line) => /Thibault|Herstal|Saint-Gilles/.test(line)));
  });

  test("base64 is decoded, a schema's prefix dropped, a deleted attribute one to clear", () => {
    assert.ok(read.includes('city: Liège'));
    assert.ok(read.includes('gender: F'));
    assert.ok(read.includes('state: deleted from the record, clear it'));
  });
});

describe('an Emacs org-mode file', () => {
  const org = [
    '#+TODO: TODO WAITING | APPROVED CANCELLED',
    '* Me (reused on every SF-182)',
    '  :PROPERTIES:',
    '  :NAME_LFM:   Okafor, Chidinma E.',
    '  :EMAIL:      chidinma.okafor@example.gov',
    '  :END:',
    '* WAITING SF-182 Federal Contract Law for Contracting Officers                  :acq:',
    '  SCHEDULED: <2026-01-12 Mon>--<2026-01-15 Thu>',
    '  :PROPERTIES:',
    '  :COURSE_NO:  FCL-240',
    '  :DATES:      2025-12-08 .. 2025-12-11',
    '  :SUP1:       Renata Vasquez, Branch Chief | (312) 555-0166 | renata.vasquez@example.gov',
    '  :END:',
    '  :LOGBOOK:',
    '  - Note taken on [2025-10-20 Mon 11:05] \\\\',
    '    vendor moved us to Jan 12-15 2026',
    '  :END:',
    '** Allies',
    '   - Sister Wenna',
    '   - Kell Dunmire',
    '* CANCELLED SF-182 Excel Power Query (XPQ-110)',
    '  :PROPERTIES:',
    '  :VENDOR:     Loop Data Skills Inc',
    '  :END:',
  ].join('\n');
  const read = withOrgModeRead(org).split('\n');

  test('properties are keyed in words; a numbered thing titles its heading; a cancelled heading goes', () => {
    assert.ok(read.includes('name last first middle: Okafor, Chidinma E.'));
    assert.ok(read.includes('my email: chidinma.okafor@example.gov'));
    assert.ok(read.includes('course title: Federal Contract Law for Contracting Officers'));
    assert.ok(read.includes('supervisor 1: Renata Vasquez, Branch Chief') && read.includes('supervisor 1 phone: (312) 555-0166'));
    assert.ok(!read.some((line) => line.includes('Loop Data')));
  });

  test("the schedule's range comes after the properties, the logbook's notes are sentences, a list is its heading's", () => {
    assert.ok(read.indexOf('start date: 2026-01-12') > read.indexOf('dates: 2025-12-08 .. 2025-12-11'));
    assert.ok(read.includes('end date: 2026-01-15'));
    assert.ok(read.includes('vendor moved us to Jan 12-15 2026.'));
    assert.ok(read.includes('Allies: Sister Wenna; Kell Dunmire'));
  });
});

describe('a spreadsheet pasted with its formulas shown', () => {
  const sheet = [
    'Fill for Wrenna (her tab). Column D notes beat column B.',
    '=== Tab: Wrenna ===',
    'A1: Field | B1: Value | D1: Notes',
    'A2: First | B2: Wrenna',
    'A3: Last | B3: Holloway',
    'A4: Name | B4: =B2&" "&B3',
    'A5: Born | B5: 1466',
    'A6: Age | B6: =Campaign!B2-B5',
    'A7: Height (in) | B7: 38',
    'A8: Height | B8: =INT(B7/12)&"\'"&MOD(B7,12)&""""',
    'A9: Hair | B9: Auburn | D9: dyed since the heist, put Copper',
    'A10: Allies | B10: =TEXTJOIN("; ",TRUE,FILTER(Contacts!A2:A4,Contacts!B2:B4="ally"))',
    '=== Tab: Campaign ===',
    'A2: Year | B2: 1492',
    '=== Tab: Contacts ===',
    'A1: Name | B1: Tag',
    'A2: Sister Auriel | B2: ally',
    'A3: Cadmar Vell | B3: rival',
    'A4: The Grey Hands | B4: ally',
  ].join('\n');
  const read = withSheetFormulasRead(sheet).split('\n');

  test('formulas are worked out across tabs; a note that says what to put replaces its cell', () => {
    for (const line of ['Name: Wrenna Holloway', 'Age: 26', 'Height: 3\'2"', 'Hair: Copper', 'Allies: Sister Auriel; The Grey Hands']) assert.ok(read.includes(line), line);
    assert.ok(!read.some((line) => line.startsWith('Height (in)')), 'the input in its unit gives way to the row shown');
    assert.ok(!read.some((line) => /Cadmar|Campaign|=/.test(line)));
  });

  test('the evaluator knows dates, counts with conditions and rounding, and gives up on what it cannot work out', () => {
    const book = new Map([['s', new Map([['A1', '2012-05-14'], ['A2', '2007-08-20'], ['B1', '=DATEDIF(A1,DATE(2025,12,31),"Y")'], ['B2', '=DATEDIF(A2,DATE(2025,12,31),"Y")'], ['C1', '=COUNTIF(B1:B2,"<17")*2000'], ['C2', '=ROUND(600/24,0)'], ['C3', '=TODAY()'], ['C4', '=Nowhere!A1']])]]);
    assert.equal(evaluateCell(book, 's', 'B1'), 13);
    assert.equal(evaluateCell(book, 's', 'C1'), 2000);
    assert.equal(evaluateCell(book, 's', 'C2'), 25);
    assert.equal(evaluateCell(book, 's', 'C3'), undefined);
    assert.equal(evaluateCell(book, 's', 'C4'), undefined);
  });

  test('a grid pasted with tabs: the column the text names, notes naming their cells', () => {
    const grid = ['For column B. Ignore C.', '\tA\tB\tC\tD', '1\tItem\tRosalind\tGus\tNotes', '2\tZIP\t98902\t98942\tB2: her ZIP is 98908', '3\tCity line\t="Yakima, WA "&B2\t="Selah"', '4\tStatus\tSingle\tMFJ\tB4: wrong, she\'s HoH (kids live w/ her)'].join('\n');
    const lines = withSheetFormulasRead(grid).split('\n');
    assert.ok(lines.includes('City line: Yakima, WA 98908'));
    assert.ok(lines.includes('Status: HoH'));
    assert.ok(!lines.some((line) => /Gus|Selah|98942/.test(line)));
  });
});

describe('driving licences scanned from their barcodes', () => {
  const scans = [
    'Scanned with the wand:',
    '--- scan 1 ---',
    '@',
    '\u001e\rANSI 636035100102DL00410288ZI03290024DLDAQK42061958213',
    'DCSKOWALCZYK',
    'DACMARGARET',
    'DADELLEN',
    'DBB03141958',
    'DAG2207 BROOKDALE CT',
    'DAINAPERVILLE',
    'DAJIL',
    'DAK605640000',
    '',
    '--- scan 2 ---',
    '@',
    'ANSI 636035100102DL00410291ZI03320024DL',
    'DAQA35092271840',
    'DCSADEYEMI',
    'DACOLUWASEUN',
    'DAG4410 N MAGNOLIA AVE',
    'DAICHICAGO',
    'DAJIL',
    'DAK606400000',
    '',
    'Scan 1 = principal (Margaret). Scan 2 = the buyer - not on the POA at all.',
  ].join('\n');
  const read = withLicenceScansRead(scans).split('\n');

  test("a scan is keyed by the role the notes give it, its name in reading order and its ZIP's zeros cut", () => {
    assert.ok(read.includes('principal name: Margaret Ellen Kowalczyk'));
    assert.ok(read.includes("principal driver's license number: K42061958213"));
    assert.ok(read.includes('principal address: 2207 Brookdale Ct, Naperville, IL 60564'));
  });

  test('a scan of someone the notes put outside the form goes', () => {
    assert.ok(!read.some((line) => /Adeyemi|Magnolia/i.test(line)));
  });
});

describe("a letter's raw RTF source", () => {
  test('deleted text goes, inserted text stays, control words become their characters', () => {
    const rtf = '{\\rtf1\\ansi{\\fonttbl{\\f0 Calibri;}}{\\*\\revtbl {Unknown;}}\\b Principal:\\b0  Harold, living in {\\deleted\\revauth1 Chicago}{\\revised\\revauth1 Scottsdale}.\\par Principal\\rquote s date \\endash  March 21, 2025\\par caf\\\'e9\\par}';
    const read = withRtfSourceRead(`Her edits are tracked.\n${rtf}\nthanks`).split('\n');
    assert.ok(read.includes('Principal: Harold, living in Scottsdale.'));
    assert.ok(read.includes('Principal’s date – March 21, 2025'));
    assert.ok(read.includes('café'));
    assert.ok(!read.some((line) => /Chicago|Calibri|Unknown|\\/.test(line)));
  });
});

describe('glued names in words', () => {
  test('shorthand and a number at the end of a name', () => {
    assert.equal(nameInWords('sup1'), 'supervisor 1');
    assert.equal(nameInWords('appt'), 'appointment');
    assert.equal(nameInWords('nonduty_hrs'), 'non-duty hours');
  });
});

describe('mapping', () => {
  test('a text that asks to wipe what it does not use empties every other box the form came with, and unticks', async () => {
    const fields = [fieldAt('first', 'text', { x: 40, y: 700 }, { currentValue: 'RAMSEH' }), fieldAt('office', 'text', { x: 40, y: 680 }, { currentValue: 'OFF CODE' }), fieldAt('single', 'checkbox', { x: 40, y: 660 }, { currentValue: true })];
    const descriptions = [described('first', 'First name'), described('office', 'Office code'), described('single', 'Single')];
    const values = await mappedValues(fields, descriptions, "First name: Luis\nThe template has junk in every box -> wipe whatever we don't use.");
    assert.equal(values.first, 'Luis');
    assert.equal(values.office, '');
    assert.equal(values.single, false);
    const kept = await mappedValues(fields, descriptions, 'First name: Luis\nThe office code box has junk in it too - blank both of those out.');
    assert.equal(kept.single, undefined, 'junk named in one box is no wipe of the rest');
  });

  test("a tax classification's letter is no exemption code, and a trade's blank takes only what is traded", async () => {
    const fields = [fieldAt('llc', 'text', { x: 40, y: 700 }), fieldAt('Exemptions[0].f1_6', 'text', { x: 300, y: 700 }), fieldAt('trade', 'text', { x: 40, y: 600, width: 300 })];
    const descriptions = [described('llc', 'Limited liability company. Enter the tax classification (C=C corporation, S=S corporation, P=Partnership)'), described('Exemptions[0].f1_6', 'code (if any)'), described('trade', 'Seller accepts trade for the Firearm in exchange for')];
    const values = await mappedValues(fields, descriptions, 'llc tax code: C\nFirearm: Browning Citori 725 Field');
    assert.equal(values['Exemptions[0].f1_6'], undefined);
    assert.equal(values.trade, undefined);
  });
});
