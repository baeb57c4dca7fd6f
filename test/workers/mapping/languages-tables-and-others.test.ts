/**
 * Requests read once they were no longer held out (issue 4, fresh v45 and probe batches 57-60): forms filled for
 * someone else (a patient, a client, a division chief, a father), data pasted as tables and spreadsheets, texts typed
 * fast on a phone or by voice, and texts that mix English with another language.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Fact } from '../../../workers/mapping/parse-data.js';
import { parseData, withDealSidesOfMeAndYou } from '../../../workers/mapping/parse-data.js';
import { applyItemsNotListed, withNewestOfArrowedValues, withStarCorrectionsApplied, withWrongValueSetRight } from '../../../workers/mapping/corrections.js';
import { linesWithCapitalsNameOverRecord } from '../../../workers/mapping/parse-record.js';
import { withForeignKeysInEnglish } from '../../../workers/mapping/other-languages.js';
import { withHinglishRead } from '../../../workers/mapping/hinglish.js';
import { withLowercaseTextCased } from '../../../workers/mapping/lowercase-text.js';
import { withSpokenNumbers } from '../../../workers/mapping/spoken-numbers.js';
import { findTables, linesWithPipedPairsKeyed, rowMentions, subjectRow } from '../../../workers/mapping/parse-table.js';
import { linesWithAlignedValuesKeyed } from '../../../workers/mapping/parse-leaders.js';
import { withLinesUnderHeadingsNamed } from '../../../workers/mapping/line-number-labels.js';
import { withRunOnDictationCut } from '../../../workers/mapping/parse-transcript.js';
import { withCoupleApart } from '../../../workers/mapping/couples.js';

const factsOf = (text: string) => parseData(text).facts;
const valuesOf = (facts: Fact[], key: string) => facts.filter((f) => f.key === key).map((f) => f.value);
const partyOf = (facts: Fact[], value: string) => facts.find((f) => f.value === value)?.party;

describe('forms filled for someone else', () => {
  test("a deal's writer keyed as \"Me:\" and the reader's block under \"What I've got on you\" are the two sides", () => {
    const text = "Marcus,\n\nPrice: $525, cash. Exact cash if you can, I won't have change.\n\nWhat I've got on you so I can fill it in:\nMarcus A. Oyelaran\n\nMe:\nGary R. Lindqvist\n";
    const read = withDealSidesOfMeAndYou(text);
    assert.match(read, /^Buyer:\nMarcus A\. Oyelaran/m);
    assert.match(read, /^Seller:\nGary R\. Lindqvist/m);
    // (Without a side the writer takes, the lead-ins stay.)
    assert.equal(withDealSidesOfMeAndYou('Me:\nGary R. Lindqvist\n'), 'Me:\nGary R. Lindqvist\n');
  });

  test("a social worker's own line is hers, the patient's phone his", () => {
    const facts = factsOf(
      'Hello,\n\nOur patient Harold Kowalczyk asked me to get this information to your office.\n\nPrincipal: Harold Eugene Kowalczyk. Best phone for him is his cell, (815) 722-4418.\n\nIf you need anything else from him, call me and I will pass it along - direct line (815) 741-3360 ext. 214.\n\nRegards,\nBeth Ann Sorensen, LCSW',
    );
    assert.notEqual(partyOf(facts, '(815) 741-3360 ext. 214'), 'self');
  });

  test("a daughter who writes as Harold Voss's daughter gives her own address apart from her dad's", () => {
    const facts = factsOf(
      "Hi,\n\nI'm Lynn Voss-Amundsen, Harold Voss's daughter.\n\nDad is Harold E. Voss. He lives at 5310 Lacy Rd, Apt 212, Fitchburg, WI 53711.\n\nMy address is 2914 Chapel Valley Rd, Fitchburg, WI 53711 if you need to mail anything to me.\n\nLynn",
    );
    assert.equal(facts.find((f) => f.key === 'Dad name')?.party, 'self');
    assert.ok(facts.filter((f) => f.value.startsWith('2914 Chapel Valley Rd')).every((f) => f.party !== 'self'));
  });

  test("a task's staff member and a request named as someone's are no one's name on the form", () => {
    const facts = factsOf('TASK #4471 - W-9 for Ruben Okafor\nClient: OKAFOR, RUBEN A. (#3318)   Assigned to: Priya Natarajan   Status: In progress\n');
    assert.deepEqual(valuesOf(facts, 'Client'), ['OKAFOR, RUBEN A.']);
    assert.equal(partyOf(facts, 'Priya Natarajan'), 'correspondent');
  });

  test('an address the text calls old is a previous one', () => {
    const facts = factsOf('Address on the organizer is 85 Lane Allen Rd, Lexington, KY 40504.\n\nCareful, that organizer address is old. He moved last summer, it\'s 2291 Old Frankfort Pike, Versailles, KY 40383 now.');
    assert.equal(facts.find((f) => f.address && f.value.startsWith('85 Lane Allen'))?.epoch, 'previous');
  });

  test("a writer who asks to be the requester is not whom the form is about", () => {
    const facts = factsOf('Hey Marcus - can you do a W-9 for this vendor?\nPut us in the requester box (address in my sig).\n\nthx!\nPriya Raman\nAccounts Payable Specialist\n');
    assert.ok(facts.filter((f) => f.value === 'Priya Raman').every((f) => f.party !== 'self'));
  });
});

describe('corrections and records pasted from notes', () => {
  test("the reader's wrong value, then the right one, keys the right one; a part said to be missing is keyed by its name", () => {
    assert.equal(withWrongValueSetRight('- Name: you have "Siobhan Cavanagh". It is Siobhán Kavanagh, with a K, please.'), '- Name: Siobhán Kavanagh\nwith a K, please.');
    assert.equal(
      withWrongValueSetRight("- Address: you have me at 72 Strand Road. It's 27 Strand Road, and the apartment line is missing completely: Apartment 12, Harbour View."),
      '- Address: 27 Strand Road\nAddress line 2: Apartment 12, Harbour View.',
    );
    assert.equal(withWrongValueSetRight('- Height: 164 cm, not 146. I am not a hobbit.'), '- Height: 164 cm. I am not a hobbit.');
    // (A swap the line says in words is applyKeyedSwaps's; a denial of another kind stays.)
    assert.equal(withWrongValueSetRight('Correction: dropdown_1 should be foobar, not bar'), 'Correction: dropdown_1 should be foobar, not bar');
    assert.equal(withWrongValueSetRight('Smoker: no, not really'), 'Smoker: no, not really');
  });

  test('a value that moved on, the arrow between and a remark saying when, is the newest', () => {
    assert.equal(withNewestOfArrowedValues('Affiliation: Admiralty Survey Office (books 1-2) -> Lantern Guild of Cartographers (from book 3)'), 'Affiliation: Lantern Guild of Cartographers');
    assert.equal(withNewestOfArrowedValues('Route: Chicago -> Denver'), 'Route: Chicago -> Denver');
  });

  test('an item the writer says not to list goes, wherever the list is', () => {
    const facts = [{ key: 'Allies', value: 'Teodor Vask; Old Nessa the chart-seller; Captain Ilse Harrow of the Gannet' }];
    applyItemsNotListed(facts, ['so do NOT list Captain Harrow as an ally']);
    assert.equal(facts[0]!.value, 'Teodor Vask; Old Nessa the chart-seller');
  });

  test("a name in capitals over a person's record is its name; a heading over people's tasks is not", () => {
    assert.deepEqual(linesWithCapitalsNameOverRecord(['', 'MAREN VASK', 'Role: POV character', 'Age: 29 (Book 1)', 'Physical: 5\'9"']), ['', 'Name: Maren Vask', 'Role: POV character', 'Age: 29 (Book 1)', 'Physical: 5\'9"']);
    const tasks = ['', 'ACTION ITEMS', '- Adaeze: start the SF-182', '- Marcus: sign Section D', '- Gloria: confirm the budget'];
    assert.deepEqual(linesWithCapitalsNameOverRecord(tasks), tasks);
  });

  test('a character made older than the record says takes the new age everywhere', () => {
    const facts = factsOf("Hi!\n\n- In the bible she's 29. Your adventure is five years later, so make her 34.\n\n---- pasted ----\n\nAge: 29 (Book 1)\n");
    assert.deepEqual(valuesOf(facts, 'Age'), ['34']);
  });

  test("a fix typed in lower case after a capitalised word keeps the capital", () => {
    assert.equal(withStarCorrectionsApplied('the agent is my son Peter Haverjamp\n*haverkamp ugh'), 'the agent is my son Peter Haverkamp');
  });
});

describe('tables and spreadsheets', () => {
  test("a details tab's \"label | value\" lines are keyed lines; a label without a value gives none", () => {
    const lines = ['Account Name | Harrow & Finch Mechanical, LLC', 'Parent Account |', 'Exempt Payee Code | 5', 'Billing City | Kentwood'];
    assert.deepEqual(linesWithPipedPairsKeyed(lines), ['Account Name: Harrow & Finch Mechanical, LLC', '', 'Exempt Payee Code: 5', 'Billing City: Kentwood']);
    const aligned = linesWithAlignedValuesKeyed(['Account Name              | Harrow & Finch Mechanical, LLC', 'Doing Business As         | H&F Boiler Service', 'Parent Account            |', 'Exempt Payee Code         | 5']);
    assert.deepEqual(aligned, ['Account Name: Harrow & Finch Mechanical, LLC', 'Doing Business As: H&F Boiler Service', 'Exempt Payee Code: 5']);
  });

  test("a spreadsheet's headings may hold a sign, and the row the writer says needs doing is the one", () => {
    const lines = ['Emp #\tLegal First\tLegal Last\tName ≠ SS card\tW-4', '1041\tJorge\tPeña\tN\tonline', '1043\tMarisol\tVargas-Whitley\tY\tPAPER', '1044\tDwayne\tFerrell\tN\tonline'];
    const [table] = findTables(lines);
    assert.ok(table);
    const prose = 'Only Marisol needs a paper W-4 done - the other three did theirs in the portal already, so ignore them.';
    assert.deepEqual([...rowMentions(table, prose).setAside], []);
    assert.equal(subjectRow(table, prose), 1);
  });

  test("a spreadsheet's rows keep their tabs and figures", () => {
    const row = 'Req ID\tStatus\tLast Name\tFirst Name\tMI\tPosition Title\tSupv Status\tAppt\tPay Plan\tSeries\tGrade\tStep';
    assert.equal(withRunOnDictationCut(row), row);
    assert.equal(withSpokenNumbers('1041\tJorge\t1\t0\tN\tone'), '1041\tJorge\t1\t0\tN\tone');
  });

  test('a worksheet called a sheet names its lines, each keyed with a colon', () => {
    const read = withLinesUnderHeadingsNamed('Then the two earners sheet on page 2, since we both work:\nline 1 - 5\nline 7 - $550');
    assert.match(read, /^two earners Worksheet line 1: 5$/m);
    assert.match(read, /^two earners Worksheet line 7: \$550$/m);
  });

  test("a firm's name with a comma before its legal form is no couple", () => {
    const text = 'Account Name | Harrow & Finch Mechanical, LLC\nWe are the requester.';
    assert.equal(withCoupleApart(text), text);
  });
});

describe('texts typed fast on a phone', () => {
  test('short lines opening with the words of a label are keyed, with their capitals', () => {
    const text = "hiii its lukas (hofbauer) from the bouldering thing on sat\nur colleague said to text u my details for the form bc i couldnt open the pdf on my phone\nits a new one not an update, i was never registered\nfirst lukas last hofbauer\nadress annenstraße 42\n2nd line top 7 (thats the flat nr)\n8020 graz\naustria obvs\nfav colour green\neyes amber hair silver skin is like tawny brown";
    const read = withLowercaseTextCased(text);
    for (const line of ['First name: Lukas', 'Last name: Hofbauer', 'Address: Annenstraße 42', 'Address line 2: Top 7 (thats the flat nr)', 'Postcode: 8020', 'City: Graz', 'Country: Austria', 'Favourite colour: Green', 'Eyes: Amber', 'Hair: Silver', 'Skin: Tawny Brown']) {
      assert.ok(read.split('\n').includes(line), line);
    }
  });

  test('a writer who says who they are after a greeting is named, and the line that gives the name whole', () => {
    const text = 'hey tasha its keisha danvers from second shift u said text u the w4 stuff since i cant get on the portal\nkeisha l danvers\n2714 e pershing st apt 3 springfield mo 65802\nmarried filing jointly and my husband works too at the tire plant';
    const read = withLowercaseTextCased(text);
    assert.match(read, /its Keisha Danvers from/);
    assert.match(read, /^Keisha L\. Danvers$/m);
    assert.match(read, /^2714 E Pershing St, Apt 3, Springfield, MO 65802$/m);
  });

  test('a unit said as "eleven oh eight" is 1108', () => {
    assert.equal(withSpokenNumbers('apt eleven oh eight scottsdale'), 'apt 1108 scottsdale');
  });
});

describe('texts mixing English with another language', () => {
  test("a text keyed in German, Polish or Korean has its keys in English", () => {
    const german = withForeignKeysInEnglish('Käufer: Matthias Brandt, Anschrift 2817 N Kedzie Blvd, Chicago, IL 60647\nVerkäufer: Jürgen Hoffmeister\nSeriennummer: S1004-8826\nmeiner: H216-7702-9185');
    assert.match(german, /^Buyer: Matthias Brandt, address 2817/m);
    assert.match(german, /^Seller: Jürgen/m);
    assert.match(german, /^Serial number: S1004-8826$/m);
    assert.match(german, /^Mine: H216/m);
    const polish = withForeignKeysInEnglish('nazwisko: Wisniewska\ndrugie imię: Anna\nstary adres (previous): 4817 W Addison St');
    assert.match(polish, /^Last name: Wisniewska$/m);
    assert.match(polish, /^Middle name: Anna$/m);
    assert.match(polish, /^Previous address: 4817/m);
    const korean = withForeignKeysInEnglish('나이: 112살 (wood elf라서 아직 young adult임)\n소속 (faction): Emerald Enclave\n피부: 살짝 그을린 느낌… 그냥 tan으로 써주세요');
    assert.match(korean, /^Age: 112$/m);
    assert.match(korean, /^Faction: Emerald Enclave$/m);
    assert.match(korean, /^Skin: tan$/m);
    // (One key alone, or a chat's speaker "Mari:", is no text keyed in another language.)
    assert.equal(withForeignKeysInEnglish('Mari: see you at 5\nTom: ok'), 'Mari: see you at 5\nTom: ok');
  });

  test('a Spanish period between two dates is from one to the other', () => {
    assert.match(withForeignKeysInEnglish('nombre: Josué\ndirección: 1527 Calle Acerina\nFechas: del 09/06/2025 al 13/06/2025'), /from 09\/06\/2025 to 13\/06\/2025/);
  });

  test("Hinglish keys are put in English, and so are its asks to empty a box or untick one", () => {
    const read = withHinglishRead('Naam: Arjun Mehrotra\nSheher: Dublin\nDesh: Ireland. US nahi hai, toh State wala box khali kar dena\nBhashayein: English aur German bhi. French bilkul nahi aati, Chinese bhi nahi, unke tick hata dena\nyaar ye form bhar dena please, maine print nikala');
    assert.match(read, /^Name: Arjun Mehrotra$/m);
    assert.match(read, /^City: Dublin$/m);
    assert.match(read, /please clear the State box/);
    assert.match(read, /English and German/);
    assert.match(read, /no French, no Chinese, untick them/);
    assert.equal(withHinglishRead('Name: Arjun. I have a car.'), 'Name: Arjun. I have a car.');
  });
});

describe('held-out requests read once they were in dev', () => {
  test("a CUI banner's designation block names no contact; a career appointment said short is one", () => {
    const facts = factsOf('CUI\n\nMs. Pruitt,\n\n- Career appt, non-supervisory\n- Work addr: Maintenance Directorate, Bldg 1320, 1 Tooele Army Depot, Tooele, UT 84074\n\nCUI\nControlled by: AMC / TEAD Maintenance Directorate\nCUI Category: PRVCY\nPOC: D. Okafor, 435-833-2214');
    assert.deepEqual(valuesOf(facts, 'POC'), []);
    assert.deepEqual(valuesOf(facts, 'appt type kind'), ['Career']);
  });

  test('codes listed after a dash are each keyed by their word; a sum for books is keyed so', () => {
    const facts = factsOf('Codes I used on my last 182 for the welding class (same kind of thing) - purpose 03, type 01, subtype 14 trade & craft, delivery 1.\n\nCost: tuition $1,895.00 plus $120.00 for the manual/workbook, $2,015.00 total.');
    assert.deepEqual(valuesOf(facts, 'purpose'), ['03']);
    assert.ok(facts.some((f) => f.value === '$120.00' && /books materials/.test(f.key)));
  });

  test("the sender's address keyed by office marks is an e-mail address", () => {
    const facts = factsOf('From: Okafor, Daniel T CIV USARMY AMC (USA) <daniel.t.okafor.civ@army.mil>\nSubject: hydraulics course\n\nMs. Pruitt,\n\nHere is my info.\n\nV/R,\nDan');
    assert.equal(facts.find((f) => f.value === 'daniel.t.okafor.civ@army.mil')?.key, 'email');
  });

  test("a name the next sentence calls the legal one, and a quoted trade name", () => {
    const facts = factsOf('The business is Brandt Piano Works LLC. That\'s the legal name, and that is what goes on the first line. On the invoices I put "The Piano Doctor" which is just a trade name, so put that on the second line.');
    assert.ok(valuesOf(facts, 'legal name').includes('Brandt Piano Works LLC'));
    assert.ok(facts.some((f) => f.value === 'The Piano Doctor' && /doing business as/.test(f.key)));
  });

  test("a property's address, a witness who will come in, a licence's state before its number, a rifle named by its maker", () => {
    const poa = factsOf('Property: the two-flat at 614 Cass Street, Joliet, IL 60432.\n\nHis neighbor Gloria Mendez will come in as the witness.');
    assert.ok(poa.some((f) => f.address && /commonly known as/.test(f.key)));
    assert.deepEqual(valuesOf(poa, 'witness name'), ['Gloria Mendez']);
    const sale = factsOf("Marcus,\n\nThe rifle: Ruger American Rifle Predator, .308 Win, serial 699-48213.\n\nBuyer:\nMarcus A. Oyelaran\nDriver's license: Indiana, 4120-55-9087\n");
    assert.ok(sale.every((f) => f.value !== 'Ruger American Rifle Predator' || f.person === undefined));
    assert.ok(sale.some((f) => /issuing state/.test(f.key) && f.value === 'IN'));
  });

  test("the emoji a line ends with is no part of its value", () => {
    assert.deepEqual(valuesOf(factsOf('Hi,\n\nFaction: Emerald Enclave 🌿\nDriving licence: ✅\n\nthx'), 'Faction'), ['Emerald Enclave']);
  });
});
