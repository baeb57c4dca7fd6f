/**
 * Texts read once fresh v53 was no longer held out (issue 4, fresh v53 and probe batch 69): a pull request's diff of
 * a record, a tracker pasted sideways with a column per person, a chat whose questions offer the value they expect,
 * a paper questionnaire with its circled choices, numbered notes with corrections by number, a court order's sale
 * clause, an e-mail thread with the newest message on top, and the ways a dictated memo says names and places.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { factsOf, valuesOf } from '../../helpers/parsed-facts.js';
import { withDiffsApplied } from '../../../workers/mapping/unified-diffs.js';
import { withPersonColumnChosen } from '../../../workers/mapping/person-columns.js';
import { proposalAnswered, proposedValue } from '../../../workers/mapping/chat-proposed-values.js';
import { chatContentLines } from '../../../workers/mapping/parse-chat.js';
import { withCircledOptionsChosen } from '../../../workers/mapping/circled-options.js';
import { withNumberedCorrectionsApplied } from '../../../workers/mapping/numbered-corrections.js';
import { withSaleClauseKeyed } from '../../../workers/mapping/sale-clauses.js';
import { withLetteredRunsKeyed } from '../../../workers/mapping/worksheet-lines.js';
import { withoutQuotedSignatures } from '../../../workers/mapping/parse-signature.js';
import { withQuotedValuesYielding } from '../../../workers/mapping/corrections.js';
import { fieldsEmptied } from '../../../workers/mapping/left-blank.js';
import { buildProfile } from '../../../workers/mapping/field-profile.js';
import { linesWithYamlRead } from '../../../workers/mapping/parse-yaml.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

describe("a pull request's diff of a record", () => {
  const pr = [
    'Use the merged version of his file; Mirel is the GM-only NPC, ignore her file.',
    '',
    'diff --git a/pregens/brannoc.json b/pregens/brannoc.json',
    '--- a/pregens/brannoc.json',
    '+++ b/pregens/brannoc.json',
    '@@ -1,4 +1,4 @@',
    ' {',
    '-  "eyes": "brown",',
    '+  "eyes": "amber",',
    '   "hair": "copper, braided beard",',
    '',
    'commit 8c07d4b  fix hair',
    '--- a/pregens/brannoc.json',
    '+++ b/pregens/brannoc.json',
    '@@ -3,1 +3,1 @@',
    '-  "hair": "copper, braided beard",',
    '+  "hair": "copper-red, braided beard",',
    '',
    'diff --git a/npcs/mirel.json b/npcs/mirel.json',
    '--- a/npcs/mirel.json',
    '+++ b/npcs/mirel.json',
    '@@ -1,2 +1,2 @@',
    '   "eyes": "violet",',
    '-  "age": 212,',
    '+  "age": 219,',
  ].join('\n');
  const applied = withDiffsApplied(pr);

  test('removed lines go, added and context lines stay without their marks, the headers go', () => {
    assert.match(applied, /^ {2}"eyes": "amber",$/m);
    assert.doesNotMatch(applied, /"brown"|^[-+@]|diff --git/m);
  });

  test("a later commit's change replaces the line the first one wrote, where it stands", () => {
    assert.match(applied, /^ {2}"hair": "copper-red, braided beard",$/m);
    assert.doesNotMatch(applied, /"copper, braided beard"/);
  });

  test('a file the writer sets aside is left out with all its hunks', () => {
    assert.doesNotMatch(applied, /violet|219/);
  });

  test('a text with no hunk is left as it is', () => {
    const text = '- eyes: brown\n+ hair: red';
    assert.equal(withDiffsApplied(text), text);
  });
});

describe('a tracker pasted sideways, one column per person', () => {
  const sheet = [
    'Only Imani Castellanos still needs a W-4, fill it from her column.',
    '',
    ['Field', 'Okonkwo, Chidi', 'Castellanos, Imani', 'HR notes'].join('\t'),
    ['Legal last name', 'Okonkwo', 'Castellanos', 'matches SS card'].join('\t'),
    ['SSN', '461-90-2738', '472-18-6039', ''].join('\t'),
    ['Filing status', 'Single', 'Single', 'Called her 6/12: should be HEAD OF HOUSEHOLD (pays the house)'].join('\t'),
    ['Step 3 total', '2,000', '4,500', 'recalc: 4,000 + 1,000 = 5,000, no other credits'].join('\t'),
    ['Step 4(a) other income', '0', '0', 'leave 4(a) BLANK, she has no other income'].join('\t'),
    ['Step 4(c) extra', '0', '40', 'Okonkwo: raise his to 60'].join('\t'),
  ].join('\n');
  const read = withPersonColumnChosen(sheet);

  test("the person the text names gives the column; the others' go", () => {
    assert.match(read, /^Legal last name: Castellanos$/m);
    assert.match(read, /^SSN: 472-18-6039$/m);
    assert.doesNotMatch(read, /461-90-2738|Okonkwo\t/);
  });

  test('a note that mends the value beside it gives the value it ends on', () => {
    assert.match(read, /^Filing status: HEAD OF HOUSEHOLD$/m);
    assert.match(read, /^Step 3 total: 5,000$/m);
  });

  test("a note that blanks a row leaves no value and is read as a sentence; another person's note is theirs", () => {
    assert.doesNotMatch(read, /^Step 4\(a\) other income:/m);
    assert.match(read, /^leave 4\(a\) BLANK, she has no other income\.$/m);
    assert.match(read, /^Step 4\(c\) extra: 40$/m);
  });

  test('"Use the ALBESCU column" picks the column however often the others are named', () => {
    const text = ['Use the ALBESCU column. The Okonkwo/Farrow notes are theirs.', ['field', 'OKONKWO', 'ALBESCU', 'FARROW'].join('\t'), ...['a', 'b', 'c', 'd'].map((row) => [row, `${row}1`, `${row}2`, `${row}3`].join('\t'))].join('\n');
    assert.match(withPersonColumnChosen(text), /^a: a2$/m);
  });

  test('a table whose header has anything but people after its first cell is no sideways tracker', () => {
    const memo = ['\t·\tLives in:\t\tScottsdale\tArizona\t(full-time)', '\t·\tPhone:\t\t(480) 555-0187', '\t·\tE-mail:\t\tm@example.com', '\t·\tAgent:\t\tEric J. Lindqvist', '\t·\tBuyers:\t\tTomas Halloran'].join('\n');
    assert.equal(withPersonColumnChosen(memo), memo);
  });
});

describe('a chat whose questions offer the value they expect', () => {
  test('"Height still 186?" offers 186 for the height; "Name stays the same? Joris Vermeulen?" the name', () => {
    assert.deepEqual(proposedValue('Perfect. Height still 186?'), { key: 'Height', value: '186' });
    assert.deepEqual(proposedValue('Name stays the same? Joris Vermeulen?'), { key: 'Name', value: 'Joris Vermeulen' });
    assert.equal(proposedValue('Can you send me the new address?'), undefined);
  });

  test('a yes confirms the offered value, a value of its shape replaces it, anything else is read as said', () => {
    const height = { key: 'Height', value: '186' };
    assert.deepEqual(proposalAnswered(height, 'yep'), ['Height: 186']);
    assert.deepEqual(proposalAnswered(height, '187 actually, wardrobe measured me'), ['Height: 187', 'wardrobe measured me']);
    assert.equal(proposalAnswered(height, 'no idea, ask wardrobe'), undefined);
    assert.equal(proposalAnswered({ key: 'Name', value: 'Joris Vermeulen' }, 'no no, I only have a moped'), undefined);
  });

  const chat = [
    '[14/10/2025, 09:23] Ines: Name stays the same? Joris Vermeulen?',
    '[14/10/2025, 09:23] Joris: yep',
    '[14/10/2025, 09:31] Ines: Driving licence — the card says yes, and props asked about the van',
    '[14/10/2025, 09:33] Joris: no no, I only have my motorbike licence. No car licence.',
    '[14/10/2025, 09:40] Ines: and the silly favourite colour question the old form has',
    '[14/10/2025, 09:41] Joris: orange',
    '[14/10/2025, 09:41] Joris: wait no, they put me in orange hi-vis every time',
    '[14/10/2025, 09:42] Joris: green. final answer',
    '[14/10/2025, 09:43] Joris: my address is Nieuwe Binnenweg 212C, Rotterdam',
  ];
  const lines = chatContentLines(chat)!;

  test('the confirmed name, the denied licence and the colour given last are keyed lines', () => {
    assert.ok(lines.includes('Name: Joris Vermeulen'));
    assert.ok(lines.includes('Driving licence: no'));
    assert.ok(lines.includes('favourite colour: green'));
    assert.ok(!lines.some((line) => /colour: orange/.test(line)));
  });

  test('"red… wait no, Tereza took red… orange? no. violet. final answer" answers with the last value', () => {
    const changing = ['[03/11/2025, 09:32] Lenka: Favourite colour for the club T-shirt?', '[03/11/2025, 09:34] Radka: red… wait no, Tereza already took red… orange? no. violet. final answer', '[03/11/2025, 09:35] Radka: my number is 604 555 0101'];
    assert.ok(chatContentLines(changing)!.includes('Favourite colour: violet'));
  });
});

describe("a paper questionnaire's circled choices", () => {
  test("the choice marked (circled) answers the question over it, or the line's own lead", () => {
    const typed = ['3. Type of entity (circle one):', '   Individual/sole proprietor    C corporation    Limited liability company (circled)    Other: ______', '   If LLC, tax classification (circle one):   C    S (circled)    P      [S election made in 2021]'].join('\n');
    const read = withCircledOptionsChosen(typed);
    assert.match(read, /^ {3}3\. Type of entity \(circle one\): Limited liability company$/m);
    assert.match(read, /^ {3}If LLC, tax classification \(circle one\): S \[S election made in 2021\]$/m);
  });

  test('a tick box marked "[x]" before its word, or a mark that was struck, is left as it is', () => {
    const line = 'NEW ADDRESS:\n5881 Cleveland Ave   [x] Apt  [ ] Ste   No. 3C';
    assert.equal(withCircledOptionsChosen(line), line);
    const struck = 'Type (circle one):\n   Partnership     ~~S Corporation~~ (circled, then crossed out)';
    assert.equal(withCircledOptionsChosen(struck), struck);
  });

  test('the questionnaire reads as keyed lines: the label without how it asks, the tax-form address, the quoted requester', () => {
    const facts = factsOf(
      [
        '2. Trade name / DBA (if different from line 1): VCI Elevator Safety',
        '6. Address where we should mail your 1099 and other tax forms:',
        '   3120 Magazine St, Suite 210',
        '   New Orleans, LA 70115',
        '7. Exemption from FATCA reporting code (if any):  N/A - all accounts are U.S.',
        'Other: ______',
        '- Requester name and address box should read exactly: "Crescent City Arts Center, 1419 N Rampart St, New Orleans, LA 70116"',
      ].join('\n'),
    );
    assert.deepEqual(valuesOf(facts, 'Trade name / DBA'), ['VCI Elevator Safety']);
    assert.ok(facts.some((f) => f.key === 'Address' && f.value.startsWith('3120 Magazine St, Suite 210')));
    assert.deepEqual(valuesOf(facts, 'Exemption from FATCA reporting code'), ['N/A']);
    assert.deepEqual(valuesOf(facts, 'Other'), []);
    assert.ok(facts.some((f) => f.key === 'Requester name and address' && f.value.includes('1419 N Rampart St')));
    // ("should read exactly" tells a box what to say: the 1099 in the address's key is not mended into 1419.)
    assert.ok(!facts.some((f) => /\b1419 and other\b/.test(f.sentence)));
  });
});

describe('numbered notes with corrections by number', () => {
  const notes = [
    '2. Hydrologist, GS-1315, grade 12, step 3. Non-supervisory.',
    '5. Course: "Groundwater Flow Modeling", course no. GW-420.',
    '7. Dates: 2025-10-06 through 2025-10-09, in person. 32 duty hours.',
    '10. Cost: list price $2,150.00; government price $1,840.00.',
    '',
    'CORRECTIONS:',
    '#5: the course number is GW-425 - GW-420 is the intro course.',
    '#7: vendor moved the session to 2025-10-20 through 2025-10-23.',
    '#10: vendor re-quoted the government price at $1,765.00 - use that.',
    '#2: he is step 4 now.',
  ].join('\n');
  const corrected = withNumberedCorrectionsApplied(notes);

  test("each correction's new values are written over the old ones of their kind in the note it points at", () => {
    assert.match(corrected, /^5\. .*course no\. GW-425\.$/m);
    assert.match(corrected, /^7\. Dates: 2025-10-20 through 2025-10-23,/m);
    assert.match(corrected, /^2\. .*grade 12, step 4\./m);
  });

  test('an amount replaces the one said after the same words', () => {
    assert.match(corrected, /^10\. Cost: list price \$2,150\.00; government price \$1,765\.00\.$/m);
  });

  test('numbered lines with no correction block are left as they are', () => {
    const text = '1. Name: Ana Ruiz\n2. Grade 12, step 3\nThe second item is the one to watch: her step 4 comes in May.';
    assert.equal(withNumberedCorrectionsApplied(text), text);
  });
});

describe("a court order's sale clause among clauses that keep or give things", () => {
  const order = [
    'Driver\'s licenses: Dwight - K263-4418-7092, Lorna - P150-9937-2261',
    '3. The firearms shall be handled as follows:',
    '   (a) Winchester Model 70 rifle, .270 Win, SN G2418763 - retained by DWIGHT A. KESSLER.',
    '   (c) DWIGHT A. KESSLER shall sell the Browning Citori 725 Field over-and-under shotgun, 12 gauge, SN 41271ZM351, to LORNA J. KESSLER-PAGE, of 2215 W Lawrence Ave, Springfield, Illinois 62704, for the sum of [$1,950.00] $1,725.00, payable in cash by August 29, 2025.',
  ].join('\n');
  const keyed = withSaleClauseKeyed(order);

  test('the clause becomes the keyed lines of a bill of sale, the names out of capitals, the bracketed price gone', () => {
    assert.match(keyed, /^Seller: Dwight A\. Kessler$/m);
    assert.match(keyed, /^Buyer: Lorna J\. Kessler-Page$/m);
    assert.match(keyed, /^Buyer's address: 2215 W Lawrence Ave, Springfield, Illinois 62704$/m);
    assert.match(keyed, /^Price: \$1,725\.00, in cash by August 29, 2025$/m);
    assert.match(keyed, /^Seller's driver's license: K263-4418-7092$/m);
    assert.match(keyed, /^Buyer's driver's license: P150-9937-2261$/m);
  });

  test('"Seller is our client Garrett. Use his NEW address from … (…)" is the seller\'s address', () => {
    const facts = factsOf('- Seller is our client Garrett. Use his NEW address from the updated financial affidavit (77 Pheasant Run Ct, Apt 3B, New Lenox, IL 60451), not the Cobblestone Dr house.');
    assert.ok(facts.some((f) => f.key === "Seller's address" && f.value.startsWith('77 Pheasant Run Ct')));
  });

  test('the other lettered clauses that name a serial number go', () => {
    assert.doesNotMatch(keyed, /Winchester/);
  });

  test('a party the clause names by its role in the case is the person the text gives that role', () => {
    const settlement = '9(a) Respondent GARRETT J. HOLLOWAY shall retain the Ruger 10/22 rifle (SN 0012-88341).\n9(c) Respondent shall sell the Browning Citori 725 Field over/under shotgun, 12 gauge, SN 38217NX351, to Petitioner\'s father, WALTER E. KRUEGER, of 1907 Sunnyside Ln, Joliet, IL 60435, for the sum of $1,650.00 [revised at mediation from $1,400.00], payable in cash, in full, no later than September 30, 2025.';
    const read = withSaleClauseKeyed(settlement);
    assert.match(read, /^Seller: Garrett J\. Holloway$/m);
    assert.match(read, /^Buyer: Walter E\. Krueger$/m);
    assert.match(read, /^Price: \$1,650\.00, in cash, no later than September 30, 2025$/m);
  });
});

describe('an e-mail thread with the newest message on top', () => {
  test("a worksheet's lettered lines given in one run become a line each", () => {
    const read = withLetteredRunsKeyed("A 1, B 0, C 0 (Jess works so I'll take the -0- option), D 2, E 0, F 1, G 4 (under $90,000). H = 8.");
    assert.equal(read, ['A = 1', 'B = 0', 'C = 0', 'D = 2', 'E = 0', 'F = 1', 'G = 4', 'H = 8'].join('\n'));
  });

  test('a run whose letters are said again further down, or that leaves some out, is left as it is', () => {
    const thread = 'Personal Allowances Worksheet: A 1, B 1, D 2, E 1, F 1, G 2. Total 8.\nHR: G should be 4.\nyes G = 4';
    assert.equal(withLetteredRunsKeyed(thread), thread);
    const gaps = 'A 1, B 1, C 1, D 1, E and F blank, G 2, H 6';
    assert.equal(withLetteredRunsKeyed(gaps), gaps);
  });

  test("another sender's signature in the thread goes; the newest message's writer keeps theirs", () => {
    const thread = ['From: Callum Brandt', 'Subject: RE: W-4', '', 'Use the new address.', 'Callum Brandt', '12 Oak St, Papillion, NE 68046', '', '-----Original Message-----', 'From: Sheila Okafor, Payroll', 'Sent: Monday', '', 'Please answer below.', '', 'Sheila Okafor | Payroll & Benefits', 'Platte River Zoo | 12500 Riverside Zoo Rd, Papillion, NE 68046'].join('\n');
    const kept = withoutQuotedSignatures(thread);
    assert.doesNotMatch(kept, /Riverside Zoo Rd/);
    assert.match(kept, /12 Oak St/);
  });

  test('under a note of its own, whoever pastes the thread may be any sender: nothing goes', () => {
    const pasted = ['Please fill the bill of sale from the thread below.', '', '-----Original Message-----', 'From: Ray Ostrowski', '', 'Deal.', '', '-----Original Message-----', 'From: Dale Hutchins', '', 'Details off the gun.', '', 'Dale Hutchins', 'IL driver\'s license H325-9004-1176'].join('\n');
    assert.equal(withoutQuotedSignatures(pasted), pasted);
  });

  test('"everything else in my answers below stands" makes the quoted answers yield to the reply', () => {
    const sentences = ['Two changes, everything else in my answers below stands:', 'Line C: 1', '-----Original Message-----', 'Line C: 0'];
    const facts = [{ sentence: 'Line C: 1', strength: 1 }, { sentence: 'Line C: 0', strength: 1 }];
    withQuotedValuesYielding(facts, sentences);
    assert.ok(facts[1]!.strength < facts[0]!.strength);
  });

  test('the reply\'s own shorthand is read: "put 1 … not 0", "$25 a check instead of $10", "which makes H 4", "use the new address now:"', () => {
    const facts = factsOf(['Line C: put 1 for Jess after all, not 0.', 'Make the extra withholding $25 a check instead of $10.', 'We moved, so please use the new address now: 2290 Larkspur Trl, Papillion, NE 68046.'].join('\n'));
    assert.deepEqual(valuesOf(facts, 'Line C'), ['1']);
    assert.deepEqual(valuesOf(facts, 'Extra withholding'), ['$25']);
    assert.ok(facts.some((f) => f.key === 'New address' && f.value.startsWith('2290 Larkspur Trl')));
    assert.deepEqual(valuesOf(factsOf('F is 0 now, which makes H 4 - and put 4 on line 5.'), 'Line H'), ['4']);
  });

  test('"Lines 8, 9 and 10 (employer name/address, office code, EIN) stay blank" empties each line', () => {
    const profiles = ['8', '9', '10'].map((line, i) => buildProfile(fieldAt(`f1_${19 + i}`, 'text', { x: 40 + 150 * i, y: 100 }), described(`f1_${19 + i}`, `${line} Employer box`), i));
    assert.equal(fieldsEmptied(profiles, ['Lines 8, 9 and 10 (employer name/address, office code, EIN) stay blank, we only complete those for the IRS.']).size, 3);
  });
});

describe('keys a tracker, a worksheet or a memo writes in shorthand', () => {
  test('"First name + MI", "City, ST ZIP", "4(a) other income" and "Ded. wksht L3" are read as the keys they stand for', () => {
    const facts = factsOf(['First name + MI: Imani R.', 'City, ST ZIP: Eugene, OR 97408', '4(a) other income: 1150', 'Ded. wksht L3: -0-'].join('\n'));
    assert.deepEqual(valuesOf(facts, 'first name and middle initial'), ['Imani R.']);
    assert.deepEqual(valuesOf(facts, 'City, state, ZIP'), ['Eugene, OR 97408']);
    assert.deepEqual(valuesOf(facts, '4(a) other income'), ['1150']);
    assert.deepEqual(valuesOf(facts, 'Deductions Worksheet line 3'), ['-0-']);
  });

  test("a label may hold the rate it multiplies by; a sum worked out is no key", () => {
    assert.deepEqual(valuesOf(factsOf('Step 3 children under 17 x $2,000: 4,000'), 'Step 3 children under 17 x $2,000'), ['4,000']);
    assert.ok(!factsOf('Kids: Mason (6) and Ellie (3), so 2 x $2,000 = $4,000.').some((f) => f.key.endsWith('x $2,000')));
  });

  test('a path to a picture gives no value; a name keeps no remark after its comma', () => {
    assert.equal(factsOf('symbol: assets/factions/lords-alliance.png').length, 0);
    assert.deepEqual(valuesOf(factsOf("Business name / DBA: Kessler Stoneworks, that's what's on the trucks"), 'Business name / DBA'), ['Kessler Stoneworks']);
  });

  test("a YAML value in double quotes keeps the quote its backslash escapes", () => {
    assert.deepEqual(linesWithYamlRead(['name: Wrenna', 'height: "3\'1\\""', 'faction:', '  name: The Lords\' Alliance']), ['name: Wrenna', 'height: 3\'1"', 'faction name: The Lords\' Alliance']);
  });
});

describe('a memo dictated or typed about people, places and a course', () => {
  test('a middle initial without its full stop gets one; a street\'s letter does not', () => {
    assert.deepEqual(valuesOf(factsOf('Principal is Harold B Sorensen.'), 'principal name'), ['Harold B. Sorensen']);
    assert.ok(factsOf('Home: 2207 Fremont Ave N Suite 4, Seattle, WA 98103').every((f) => !f.value.includes('N.')));
  });

  test('"Sorensen hyphen Blake", a relative before the name, a place taken back, a spelt-out mailbox', () => {
    const facts = factsOf(['Attorney in fact is his granddaughter Kirsten A Sorensen hyphen Blake.', 'She lives in Savoy, Illinois, strike that, she just moved, she is in Mahomet, Illinois now.', 'Email is m thornquist at example dot com, all one word.'].join('\n'));
    assert.deepEqual(valuesOf(facts, 'Attorney in fact'), ['Kirsten A. Sorensen-Blake']);
    assert.ok(facts.some((f) => f.value === 'Mahomet, Illinois'));
    assert.ok(!facts.some((f) => /Savoy/.test(f.value)));
    assert.ok(facts.some((f) => f.value === 'mthornquist@example.com'));
  });

  test('"Deb Flanagan from our front desk will witness, Deborah Flanagan" names the witness by the name said last', () => {
    assert.deepEqual(valuesOf(factsOf('Deb Flanagan from our front desk will witness, Deborah Flanagan.'), 'Witness'), ['Deborah Flanagan']);
  });

  test("a course's site apart from the vendor's office, the vendor's address said after its name, the highest degree", () => {
    const facts = factsOf(
      [
        '6. Vendor: Intermountain Hydro Training Group LLC. Their office / mailing address is 1010 W Jefferson St, Suite 500, Boise, ID 83702. The class itself is NOT at their office - it\'s held at their field station, 4875 Kimberly Rd, Twin Falls, ID 83301.',
        '4. Education: M.S. in Hydrologic Sciences (2016); B.S. in Geology before that.',
        '6. Desk phone (414) 555-0163 x41877 / colin.abernathy@va.example.gov',
        '11. Dates Nov 3 - Nov 7, 2025. 40 duty hrs, no non-duty hrs.',
        '13. Vendor is commercial, IACET accredited.',
      ].join('\n'),
    );
    assert.ok(facts.some((f) => f.key === 'Vendor' && f.value === 'Intermountain Hydro Training Group LLC, 1010 W Jefferson St, Suite 500, Boise, ID 83702'));
    assert.ok(facts.some((f) => f.key === 'Location of training site' && f.value === '4875 Kimberly Rd, Twin Falls, ID 83301'));
    assert.ok(facts.some((f) => f.key === 'Education' && !/B\.S\./.test(f.value)));
    assert.deepEqual(valuesOf(facts, 'Work e-mail'), ['colin.abernathy@va.example.gov']);
    assert.deepEqual(valuesOf(facts, 'non-duty hours'), ['0']);
    assert.deepEqual(valuesOf(facts, 'Training source type'), ['Non-government']);
  });

  test('a printed question left without its answer ticks no box', async () => {
    const fields = [fieldAt('sole', 'checkbox', { x: 40, y: 600, width: 10, height: 10 }), fieldAt('ccorp', 'checkbox', { x: 200, y: 600, width: 10, height: 10 })];
    const descriptions = [described('sole', 'Individual/sole proprietor or single-member LLC'), described('ccorp', 'C Corporation')];
    const values = await mappedValues(fields, descriptions, 'Type of entity: C Corporation\nSocial Security Number (sole proprietors only):\nEIN: 84-3172905');
    assert.notEqual(values.sole, true);
  });
});
