/**
 * Texts read once fresh v50 was no longer held out (issue 4, fresh v50 and probe batch 66): a record typed from a paper
 * with gaps that notes fill in later, a message with its English in brackets under each line, a reviewer's checklist
 * over a tax return's draft, a memo whose items have long lead-ins, a bilingual e-mail from Europe, an in-world paper
 * a player's note corrects, lots of which only a part is the form's.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { factsOf, valuesOf } from '../../helpers/parsed-facts.js';
import { withGapsFilledFromNotes } from '../../../workers/mapping/gaps-filled-from-notes.js';
import { withBracketedTranslationsRead } from '../../../workers/mapping/translations-in-brackets.js';
import { withReviewChecklistRead } from '../../../workers/mapping/review-checklists.js';
import { withHeightsInMetresWritten, frenchNumberUnderHundred, germanNumberUnderHundred } from '../../../workers/mapping/heights-in-metres.js';
import { withSectionItemCodesKeyed } from '../../../workers/mapping/line-number-labels.js';
import { withDayFirstDatesDotted } from '../../../workers/mapping/bare-dates.js';
import { parseAddress } from '../../../workers/mapping/parse-compound.js';
import { spelledAsExample } from '../../../workers/mapping/format-value.js';
import { findNumberedItems, itemsAsCorrected, withCostPerUnitWorkedOut, withPartOfLotKept } from '../../../workers/mapping/table-items.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

describe('gaps in a typed record, filled from the notes under it', () => {
  const record = [
    '--- typed from the fax ---',
    'A1 Name: Okonkwo-Barrett, Delphine [smudged]',
    'A4 Home addr: 47 Quarry Ridge Rd, Laurel, MT 590??',
    'A5 Home ph: (406) 555-01??',
    'A14-17: GS-1316-07, step [illegible]',
    'B2 Course: Dam Inspection, no. HYD-2[illegible]2',
    'B3 Start: 2025-09-??',
    'D1a Supv: ?? Haldorsen, Supervisory Civil Engineer',
    'D1b: (406) 555-0141',
    '--- end ---',
    'Filled in by phone:',
    '- middle initial: J',
    '- home ZIP: 59044',
    '- home phone ends in 86',
    '- Step 3.',
    '- Course number HYD-212.',
    '- start day: the 15th',
    "- supervisor's first name: Torvald",
  ].join('\n');
  const filled = withGapsFilledFromNotes(record);

  test('a middle initial, a ZIP code, the end of a phone number and a day fill their gaps', () => {
    assert.match(filled, /A1 Name: Okonkwo-Barrett, Delphine J\.$/m);
    assert.match(filled, /A4 Home addr: 47 Quarry Ridge Rd, Laurel, MT 59044$/m);
    assert.match(filled, /A5 Home ph: \(406\) 555-0186$/m);
    assert.match(filled, /B3 Start: 2025-09-15$/m);
  });

  test('a word before the gap, a code of the same shape and a given name said alone fill theirs', () => {
    assert.match(filled, /A14-17: GS-1316-07, step 3$/m);
    assert.match(filled, /HYD-212$/m);
    assert.match(filled, /D1a Supv: Torvald Haldorsen, Supervisory Civil Engineer$/m);
  });

  test("a record's own line after the gaps is no note of them: another phone's digits fill no gap", () => {
    assert.doesNotMatch(filled, /A5 Home ph: \(406\) 555-0141/);
  });

  test('a text without gap marks is as written', () => {
    assert.equal(withGapsFilledFromNotes('Name: Ana ??'), 'Name: Ana ??');
    assert.equal(withGapsFilledFromNotes('Name: Ana Lima\nPhone 555-0101'), 'Name: Ana Lima\nPhone 555-0101');
  });
});

describe('English in brackets under each line of another script', () => {
  test('the translation loses its brackets; an original whose figures it gives again goes, one with more stays', () => {
    const text = ['Мой номер A: A-208-417-593.', '(My A-Number: A-208-417-593.)', '', 'Новый адрес: 8815 NE Hazel Dell Ave, кв. 12, Vancouver, WA 98665.', '(New address: the street and the city are as written above.)'].join('\n');
    const read = withBracketedTranslationsRead(text);
    assert.match(read, /^My A-Number: A-208-417-593\.$/m);
    assert.doesNotMatch(read, /Мой номер/);
    assert.match(read, /8815 NE Hazel Dell Ave, Apt 12, Vancouver/);
  });

  test("a translator's remark that names its speaker stays an aside; a text in one script is as written", () => {
    const text = 'Пише Оксана.\n(Andriy: This is Oksana writing.)';
    assert.match(withBracketedTranslationsRead(text), /\(Andriy: This is Oksana writing\.\)/);
    assert.equal(withBracketedTranslationsRead('Name: Ana\n(she is my aunt)'), 'Name: Ana\n(she is my aunt)');
  });

  test('"the apartment is not 12, it is 21" mends the unit of the address given before', () => {
    const facts = factsOf('New address: 8815 NE Hazel Dell Ave, Apt 12, Vancouver, WA 98665.\n\nP.S. Oops, I made a mistake: the apartment is not 12, it is 21!');
    assert.ok(facts.some((f) => f.key === 'New address' && f.value.includes('Apt 21')));
  });
});

describe("a reviewer's checklist over a return's draft", () => {
  test('the marks go, each line reference is a line of its own, keyed with the amount it settles on', () => {
    const text = ['[x] L38 41,362; L40 standard deduction 5,700', '[!] L19 unemployment: you had 2,380 - the 1099-G says 2,880. Use 2,880 (totals below reflect it).', '→ FIX Ln 22: follows from Ln 10 - 72,442', '[x] L7 wages (two W-2s, 31,940 + 6,472) = 38,412', '✓ Occupation: warehouse lead'].join('\n');
    assert.equal(withReviewChecklistRead(text), ['line 38: 41,362', 'line 40 standard deduction: 5,700', 'line 19 unemployment: 2,880', 'line 22: 72,442', 'line 7 wages: 38,412', 'Occupation: warehouse lead'].join('\n'));
  });

  test('fewer than three marked lines are no checklist', () => {
    assert.equal(withReviewChecklistRead('[x] L7 38,412\nL8a 214'), '[x] L7 38,412\nL8a 214');
  });

  test('"Address: his W-2 still shows …. use the CURRENT address: …" keys the current one', () => {
    const facts = factsOf('Address: his W-2 still shows 2207 E 4th St. He has moved since - use the CURRENT address: 318 Birchwood Ave, Apt 4, Duluth, MN 55803');
    assert.deepEqual(valuesOf(facts, 'Address'), ['318 Birchwood Ave, Apt 4, Duluth, MN 55803']);
  });
});

describe('items of a memo said with long lead-ins', () => {
  test('"For line 5, the street address, taken from …: 2218 Larkspur Avenue" keys the line', () => {
    assert.deepEqual(valuesOf(factsOf('5. For line 5, the street address, taken from the letterhead on her March invoice: 2218 Larkspur Avenue, Suite 300.'), 'line 5'), ['2218 Larkspur Avenue, Suite 300']);
    assert.deepEqual(valuesOf(factsOf('8. For line 7, the list of account numbers, which is optional, put the supplier ID our system assigned, S-0048817, so the form lands on the right record.'), 'line 7'), ['S-0048817']);
  });

  test('a lead-in in which the writer speaks of themself, or a section, is no line\'s', () => {
    const facts = factsOf("For the approvals section, I'm the first-line supervisor: Gloria Nakashima, Electronics Shop Supervisor.");
    assert.equal(facts.some((f) => f.key === 'approvals section'), false);
  });

  test('a name in quotes "- that exact name on line 1" is line 1\'s; "Payee name: NOT her personal name. … "X"" is X', () => {
    const quoted = factsOf('She owns the company, registered as "Fjordline Survey Translation LLC" - that exact name on line 1, no abbreviations.');
    assert.deepEqual(valuesOf(quoted, 'line 1'), ['Fjordline Survey Translation LLC']);
    const keyed = factsOf('1. Payee name: NOT her personal name. She bills through her company, registered as "Lakeshore Accord Mediation, LLC" - use that.');
    assert.deepEqual(valuesOf(keyed, 'Payee name'), ['Lakeshore Accord Mediation, LLC']);
  });

  test('"our standard block - …" and "put the case number, 24-CV-03317, so …" give the value alone', () => {
    assert.deepEqual(valuesOf(factsOf("7. Requester's name and address: our standard block - Marlow County Circuit Court, 400 Courthouse Square, Fenwick Falls, WI 54701."), "Requester's name and address"), ['Marlow County Circuit Court, 400 Courthouse Square, Fenwick Falls, WI 54701.']);
    // (The form's "(s)" goes from the key: "Account number".)
    assert.deepEqual(valuesOf(factsOf('8. Account number(s): put the case number, 24-CV-03317, so you can match her invoices.'), 'Account number'), ['24-CV-03317']);
    // (A name after "please put it as" is no value someone asked for by another name.)
    assert.ok(valuesOf(factsOf('oops one fix: please put it as Ortega, Marisol V. on the form'), 'oops one fix')[0]!.startsWith('please put it as Ortega'));
  });
});

describe('section items of an OPM form keyed by their codes', () => {
  test('"A9 Email: …" keeps what the writer called it; "A14-17: GS / 0802 / 09 / 3" shares its values out', () => {
    assert.equal(withSectionItemCodesKeyed('A9 Email: d.ok@example.gov'), 'item 9 (section A) Email: d.ok@example.gov');
    assert.equal(withSectionItemCodesKeyed('A14-17: GS / 0802 / 09 / 3'), ['item 14 (section A): GS', 'item 15 (section A): 0802', 'item 16 (section A): 09', 'item 17 (section A): 3'].join('\n'));
    assert.equal(withSectionItemCodesKeyed('B3 Start: 2025-09-15   B4 End: 2025-09-19'), 'item 3 (section B) Start: 2025-09-15\nitem 4 (section B) End: 2025-09-19');
  });

  test('a range whose value is not shared out is as written', () => {
    assert.equal(withSectionItemCodesKeyed('A14-17: GS-1316-07, step 3'), 'A14-17: GS-1316-07, step 3');
  });

  test('"Career-Cond." is the example "Career Conditional" cut short', () => {
    const description = "Enter the applicant's type of appointment (e.g., Career Conditional (CC), Career (C), Temporary (Temp.), Schedule A, etc.)";
    assert.equal(spelledAsExample('Career-Cond.', description), 'Career Conditional');
    assert.equal(spelledAsExample('Career', description), undefined);
  });
});

describe('a bilingual e-mail from Europe', () => {
  test('heights said in French and German words, or "1 m 66", are metres', () => {
    assert.equal(withHeightsInMetresWritten('Taille : un mètre soixante-six'), 'Taille : 1,66 m');
    assert.equal(withHeightsInMetresWritten('Größe: einen Meter einundachtzig, laut Hausarzt'), 'Größe: 1,81 m, laut Hausarzt');
    assert.equal(withHeightsInMetresWritten('he is 1m82'), 'he is 1,82 m');
    assert.equal(frenchNumberUnderHundred('quatre-vingt-douze'), 92);
    assert.equal(frenchNumberUnderHundred('soixante et onze'), 71);
    assert.equal(germanNumberUnderHundred('siebzehn'), 17);
    // (A metre alone, "the 1 meter mark", is no height.)
    assert.equal(withHeightsInMetresWritten('the 1 meter mark'), 'the 1 meter mark');
  });

  test('"04/03/2025 (le 4 mars / 4 March)": the words say the day comes first', () => {
    assert.equal(withDayFirstDatesDotted('Date : 04/03/2025 (le 4 mars / 4 March).'), 'Date : 04.03.2025 (le 4 mars / 4 March).');
    assert.equal(withDayFirstDatesDotted('Date: 04/03/2025 (April 3)'), 'Date: 04/03/2025 (April 3)');
  });

  test('"8, rue du Canal" is a street, not a house number and a town, and "…, Wohnung 5, 79104 Freiburg im Breisgau, Deutschland" has its unit and country', () => {
    // (Alone it is no address with a town "rue du Canal"; with its town it is the street.)
    assert.notEqual(parseAddress('8, rue du Canal')?.city, 'rue du Canal');
    assert.equal(parseAddress('8, rue du Canal, 4050 Esch-sur-Alzette')?.street, '8, rue du Canal');
    const german = parseAddress('Kartäuserstraße 112, Wohnung 5, 79104 Freiburg im Breisgau, Deutschland');
    assert.equal(german?.country, 'Deutschland');
    assert.equal(german?.zip, '79104');
  });

  test('a denial, then why, is no key: "Pas d\'anglais - not English: she asked me …"', () => {
    const facts = factsOf("Langues : elle parle l'allemand. Pas d'anglais - not English: she asked me to say so clearly.");
    assert.equal(facts.some((f) => f.key.endsWith('not English')), false);
  });
});

describe('a paper a note above it corrects', () => {
  test('"her hair is silver now, not black" over "Hair: black"; "Age: 43 winters" is 43 before it is mended', () => {
    const facts = factsOf("Hi! A few things changed:\n- her hair is silver now, not black\n- she's 29 now, not 28\nEverything else, copy as written.\n\n------\nName: Wren Ashgrove-Kell\nAge: 28 winters\nHair: black");
    assert.deepEqual(valuesOf(facts, 'Hair'), ['silver']);
    assert.deepEqual(valuesOf(facts, 'Age'), ['29']);
  });

  test('the sheet\'s boxes by the words an in-world register heads them with', async () => {
    const fields = [fieldAt('Allies', 'text', { x: 50, y: 500 }), fieldAt('Backstory', 'text', { x: 50, y: 300 }), fieldAt('Treasure', 'text', { x: 300, y: 300 })];
    const descriptions = [described('Allies', 'ALLIES & ORGANIZATIONS'), described('Backstory', 'CHARACTER BACKSTORY'), described('Treasure', 'TREASURE')];
    const values = await mappedValues(fields, descriptions, 'Known associates: Brother Halvard of the Lantern House.\nRecorded history: Born in the tanneries of Saltmarrow, apprenticed to a locksmith at nine.\nEffects returned: a set of masterwork lockpicks.');
    assert.match(String(values.Allies), /Brother Halvard/);
    assert.match(String(values.Backstory), /tanneries/);
    assert.match(String(values.Treasure), /lockpicks/);
  });
});

describe('lots of which only a part is the form\'s, and lots mended later', () => {
  test('"only the 150 of the 300 sh …; for those 150 the total is $13,965.00": the part, and its total', () => {
    const item = withPartOfLotKept('Exxon Mobil (XOM) - I bought 300 sh on 07/21/2008 for $27,930.00 all in, but I sold half. So only the 150 of the 300 sh are still held; for those 150 the total is $13,965.00.');
    assert.doesNotMatch(item, /300 sh|27,930/);
    assert.match(item, /150 sh/);
    assert.match(withCostPerUnitWorkedOut(item), /^cost basis: \$13,965\.00$/m);
  });

  test('"Lot 1. …" items, and "Lot 1 was 220 shares, not 200, and the total was $13,721.40" mending the first', () => {
    const text = 'Lot 1. Johnson & Johnson (JNJ) - bought 03/12/2004, 200 shares, total $12,486.50.\n\nLot 2. Exxon Mobil (XOM) - bought 07/21/2008, 150 shares, total $13,965.00.\n\nCORRECTION: Lot 1 was 220 shares, not 200, and the total was $13,721.40.';
    const items = itemsAsCorrected(findNumberedItems(text), text);
    assert.equal(items.length, 2);
    assert.match(items[0]!.text, /220 shares, total \$13,721\.40/);
    // ("  lot 1: …" under a holding's heading is that holding's, no item of the list.)
    assert.deepEqual(findNumberedItems('KO / Coca-Cola\n  lot 1: 100 sh bought 5/15/2006\n  lot 2: 25 sh 3/20/2009'), []);
  });

  test('a deal for cash that became a trade: the cash said before is no price', () => {
    const facts = factsOf('- Scheduling call: the parties agreed on $650 cash, to be paid at signing.\n- At the meeting the transferor said he would rather have the transferee\'s Honda EU2200i generator than the cash. No money changes hands.');
    assert.deepEqual(valuesOf(facts, 'trade in exchange for'), ['Honda EU2200i generator']);
    assert.equal(facts.some((f) => f.value === '$650'), false);
  });
});
