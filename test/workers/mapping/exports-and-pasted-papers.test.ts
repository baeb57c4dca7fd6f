/**
 * Texts read once fresh v54 was no longer held out (issue 4, fresh v54 and probe batch 70): a database dump, a
 * broker's OFX or CSV export of lots, a mail merge's unfilled fields, IRS transcripts set aside for the writer's own
 * list, a declarations page's address blocks under headings, a role-play's in-world text with the part "for the
 * sheet" under it, a meeting invitation from the other side of a sale, and a bilingual ticket with corrections after it.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { factsOf, valuesOf } from '../../helpers/parsed-facts.js';
import { linesWithSqlDumpRead } from '../../../workers/mapping/parse-sql-dump.js';
import { withBrokerLotsListed } from '../../../workers/mapping/broker-lots.js';
import { withUnfilledMergeFieldsDropped } from '../../../workers/mapping/merge-fields.js';
import { withRestatedFiguresApplied } from '../../../workers/mapping/restated-numbers.js';
import { withEarlierKeysYieldingToFormSection } from '../../../workers/mapping/form-section-overrides.js';
import { withTranscriptsSetAside } from '../../../workers/mapping/transcripts-set-aside.js';
import { withMineAndYoursNamed } from '../../../workers/mapping/mine-and-yours.js';
import { withSigningDayFromInvite } from '../../../workers/mapping/signing-day.js';
import { withAddressHeadingsKeyed } from '../../../workers/mapping/address-headings.js';
import { addressPieceOfKey } from '../../../workers/mapping/address-pieces.js';
import { parseAddress } from '../../../workers/mapping/parse-compound.js';
import { linesWithLeadersKeyed } from '../../../workers/mapping/parse-leaders.js';
import { findPayGrade } from '../../../workers/mapping/parse-pay-grade.js';
import { withForeignKeysInEnglish } from '../../../workers/mapping/other-languages.js';
import { fieldsEmptied } from '../../../workers/mapping/left-blank.js';
import { expandAbbreviations } from '../../../workers/mapping/abbreviations.js';
import { buildProfile } from '../../../workers/mapping/field-profile.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

describe('a database dump', () => {
  const dump = [
    'The owners table is only there for my K-1 spreadsheet. In the requester box put Chesapeake Public Media with their billing address.',
    'PRAGMA foreign_keys=OFF;',
    'BEGIN TRANSACTION;',
    'CREATE TABLE company_profile (',
    '  id INTEGER PRIMARY KEY,',
    '  legal_name TEXT NOT NULL,',
    "  entity_type TEXT,           -- 'sole_prop' | 'llc' | 'corp'",
    '  trade_name TEXT,            -- DBA we invoice under',
    '  addr_line1 TEXT,',
    '  addr_zip TEXT',
    ');',
    "INSERT INTO company_profile VALUES(1,'Harbor Line Audio LLC','s_corp','Tidewater Mastering','1420 Fenwick St','23510');",
    'CREATE TABLE owners (id INTEGER PRIMARY KEY, full_name TEXT, ssn TEXT);',
    'CREATE TABLE clients (',
    '  id INTEGER PRIMARY KEY,',
    '  name TEXT,',
    '  billing_addr TEXT',
    ');',
    "INSERT INTO owners VALUES(1,'Desmond A. Okafor','229-61-4470');",
    "INSERT INTO clients VALUES(11,'Bayside Church','900 Little Creek Rd, Norfolk, VA 23505');",
    "INSERT INTO clients VALUES(12,'Chesapeake Public Media','5200 Hampton Blvd, Norfolk, VA 23508');",
    'COMMIT;',
    'UPDATE company_profile',
    "   SET addr_line1 = '2207 Colley Ave Unit 2',",
    "       addr_zip   = '23517'",
    ' WHERE id = 1;',
  ];
  const read = linesWithSqlDumpRead(dump);

  test("a table's single row becomes its columns' lines, a comment kept with its column, a code as words", () => {
    assert.ok(read.includes('legal name: Harbor Line Audio LLC'));
    assert.ok(read.includes('trade name (DBA we invoice under): Tidewater Mastering'));
    assert.ok(read.includes('entity type: s corp'));
    assert.ok(!read.some((line) => /^id:/.test(line)));
  });

  test("an UPDATE's values replace those of the row its WHERE picks", () => {
    assert.ok(read.includes('address line1: 2207 Colley Ave Unit 2'));
    assert.ok(read.includes('address zip: 23517'));
    assert.ok(!read.some((line) => line.includes('1420 Fenwick')));
  });

  test('of several rows, only the one the prose names, keyed by the role it gives, with its name and address together', () => {
    assert.ok(read.includes('requester: Chesapeake Public Media, 5200 Hampton Blvd, Norfolk, VA 23508'));
    assert.ok(read.includes('requester name: Chesapeake Public Media'));
    assert.ok(!read.some((line) => line.includes('Bayside')));
  });

  test('a table the writer sets aside gives nothing; the statements go and the prose stays', () => {
    assert.ok(!read.some((line) => line.includes('229-61-4470')));
    assert.ok(!read.some((line) => /PRAGMA|INSERT|COMMIT|CREATE/.test(line)));
    assert.equal(read[0], dump[0]);
  });

  test('a text with no table is left as it is', () => {
    const lines = ['UPDATE: we moved.', 'Name: Jo Park'];
    assert.deepEqual(linesWithSqlDumpRead(lines), lines);
  });

  test('"addr_city" and "address zip" name the pieces of an address; "billing address" names none', () => {
    assert.equal(addressPieceOfKey('addr_city'), 'city');
    assert.equal(addressPieceOfKey('address zip'), 'zip');
    assert.equal(addressPieceOfKey('billing address'), undefined);
  });
});

describe("a broker's export of lots", () => {
  const ofx = [
    'My Schwab account is 4417-2093. The bond: basis is 10,125.00 (101.25 per 100 of par).',
    '',
    'OFXHEADER:100',
    '<OFX>',
    '<INVACCTFROM><BROKERID>etrade.com<ACCTID>3812-0977</INVACCTFROM>',
    '<BUYSTOCK><INVBUY><INVTRAN><FITID>1<DTTRADE>20040809<DTSETTLE>20040812</INVTRAN><SECID><UNIQUEID>594918104<UNIQUEIDTYPE>CUSIP</SECID>',
    '<UNITS>200<UNITPRICE>27.465<COMMISSION>7.00<TOTAL>-5500.00</INVBUY><BUYTYPE>BUY</BUYSTOCK>',
    '<BUYSTOCK><INVBUY><INVTRAN><FITID>2<DTTRADE>20050502<DTSETTLE>20050505</INVTRAN><SECID><UNIQUEID>191216100<UNIQUEIDTYPE>CUSIP</SECID>',
    '<UNITS>100<TOTAL>-4217.00</INVBUY><BUYTYPE>BUY</BUYSTOCK>',
    '<BUYDEBT><INVBUY><INVTRAN><FITID>3<DTTRADE>20080610<DTSETTLE>20080611</INVTRAN><SECID><UNIQUEID>912810PU6<UNIQUEIDTYPE>CUSIP</SECID>',
    '<UNITS>10000<TOTAL>-10209.32</INVBUY><ACCRDINT>-84.32</BUYDEBT>',
    '<SELLSTOCK><INVSELL><INVTRAN><FITID>4<DTTRADE>20090305</INVTRAN><SECID><UNIQUEID>191216100<UNIQUEIDTYPE>CUSIP</SECID>',
    '<UNITS>-100<TOTAL>3888.00</INVSELL><SELLTYPE>SELL</SELLSTOCK>',
    '<INCOME><INVTRAN><FITID>5<DTTRADE>20100309</INVTRAN><SECID><UNIQUEID>594918104</SECID><INCOMETYPE>DIV<TOTAL>39.20</INCOME>',
    '<SECLIST>',
    '<STOCKINFO><SECINFO><SECID><UNIQUEID>594918104</SECID><SECNAME>MICROSOFT CORP<TICKER>MSFT</SECINFO></STOCKINFO>',
    '<STOCKINFO><SECINFO><SECID><UNIQUEID>191216100</SECID><SECNAME>COCA COLA CO<TICKER>KO</SECINFO></STOCKINFO>',
    '<DEBTINFO><SECINFO><SECID><UNIQUEID>912810PU6</SECID><SECNAME>US TREASURY BD 4.375% 02/15/2038</SECINFO></DEBTINFO>',
    '</SECLIST>',
    '</OFX>',
  ].join('\n');

  test('an OFX export becomes a table of the lots still held: name, ticker, US dates, basis over units', () => {
    const table = withBrokerLotsListed(ofx);
    assert.match(table, /^\| MICROSOFT CORP \| MSFT \| 08\/09\/2004 \| {2}\| 200 \| 27\.50 \| 5,500\.00 \|$/m);
    assert.doesNotMatch(table, /COCA COLA|39\.20|3812-0977|<OFX>/);
    assert.match(table, /^My Schwab account is 4417-2093/);
  });

  test("a bond's accrued interest is out of its basis, its unit price per 100 of par as the writer counts it, and it alone has a settlement date", () => {
    assert.match(withBrokerLotsListed(ofx), /^\| US TREASURY BD 4\.375% 02\/15\/2038 \| 912810PU6 \| 06\/10\/2008 \| 06\/11\/2008 \| 10,000 \| 101\.25 \| 10,125\.00 \|$/m);
  });

  test("a CSV's activity joins its securities by CUSIP; a lot sold by its id, dividends and fees go", () => {
    const csv = [
      'Keep the same order as the file.',
      '',
      '# SECTION: SECURITIES',
      'cusip,symbol,description,type',
      '594918104,MSFT,MICROSOFT CORP,EQ',
      '742718109,PG,PROCTER & GAMBLE CO,EQ',
      '54321RKT7,,LAKESHORE CNTY WIS GO 4.000% 06/01/2027,BD',
      '# SECTION: ACTIVITY',
      'lot_id,trade_date,settle_date,action,cusip,quantity,price,commission,accrued_int,net_amount',
      'L-1001,2007-03-14,2007-03-19,BUY,594918104,150,27.80,12.00,,4182.00',
      ',2009-03-12,2009-03-12,DIV,594918104,,,,,19.50',
      'L-1003,2009-06-02,2009-06-05,BUY,742718109,120,51.40,12.00,,6180.00',
      'L-1005,2012-05-08,2012-05-11,BUY,54321RKT7,25000,101.00,0.00,187.50,25437.50',
      ',2013-01-31,2013-01-31,FEE,,,,,,-35.00',
      'L-1003,2019-08-22,2019-08-27,SELL,742718109,120,108.90,9.95,,13058.05',
      '',
      'Thanks!',
    ].join('\n');
    const table = withBrokerLotsListed(csv);
    assert.match(table, /^\| MICROSOFT CORP \| MSFT \| 03\/14\/2007 \| {2}\| 150 \| 27\.88 \| 4,182\.00 \|$/m);
    assert.match(table, /^\| LAKESHORE CNTY WIS GO 4\.000% 06\/01\/2027 \| 54321RKT7 \| 05\/08\/2012 \| 05\/11\/2012 \| 25,000 \| 1\.01 \| 25,250\.00 \|$/m);
    assert.doesNotMatch(table, /PROCTER|19\.50|-35\.00/);
    assert.match(table, /Thanks!$/);
  });

  test('a text with no export is left as it is', () => {
    const text = 'Bought 100 MSFT on 3/4/2009, trade_date unknown.';
    assert.equal(withBrokerLotsListed(text), text);
  });
});

describe("a mail merge's fields left unfilled", () => {
  const letter = [
    'Provider website ............ «Vendor_URL»',
    'Provider contact ............ Lorraine Teodoro',
    '2nd-line supervisor ......... «Second_Line_Name»',
    '                              «Second_Line_Phone» / «Second_Line_Email»',
    'Dear {{first_name}}, welcome.',
  ].join('\n');
  const read = withUnfilledMergeFieldsDropped(letter);

  test('a label whose value is only a field goes, with a line of fields under it', () => {
    assert.doesNotMatch(read, /website|2nd-line|«|»|\//);
    assert.match(read, /^Provider contact \.+ Lorraine Teodoro$/m);
  });

  test('a field inside a sentence goes and the sentence stays', () => {
    assert.match(read, /^Dear , welcome\.$/m);
  });
});

describe('what the writer says of the papers pasted', () => {
  test('"the 171 was … I\'m 168, put that": the wrong figure is the right one wherever else the text gives it', () => {
    const text = 'Height: 171 cm\n\n- the 171 was me standing there in my trainers. I\'m 168, put that.';
    assert.match(withRestatedFiguresApplied(text), /^Height: 168 cm$/m);
    assert.deepEqual(valuesOf(factsOf('height: the 171 was measured in ski boots, so it\'s off. I\'m 168 – put that.'), 'height'), ['168']);
  });

  test('under "OOC / for the sheet", a key given again wins, "as in the poster" keeps the poster\'s, and the part is read first', () => {
    const text = ['Age: thirty and four, by his own word', 'Eyes: one grey, one green', 'References: Old Maggs', '', '((OOC — for the character sheet))', 'age: 41 — he lies in the poster', 'eyes: as in the poster, those are true', 'allies: Petra Vell'].join('\n');
    const read = withEarlierKeysYieldingToFormSection(text);
    assert.doesNotMatch(read, /thirty and four|as in the poster/);
    assert.match(read, /^Eyes: one grey, one green$/m);
    assert.ok(read.indexOf('allies: Petra Vell') < read.indexOf('References: Old Maggs'));
    assert.deepEqual(valuesOf(factsOf(read), 'age'), ['41']);
  });

  test('IRS transcripts the writer says hide everything go, up to the writer\'s own part', () => {
    const text = ['They hide everything, so please use MY list, not what the transcripts show.', '', '=== transcript 1 ===', 'Wage and Income Transcript', 'Tracking Number: 108311046725', '=== the real info ===', '- me: Bartholomew R. Quist'].join('\n');
    const read = withTranscriptsSetAside(text);
    assert.doesNotMatch(read, /Tracking|Wage and Income/);
    assert.match(read, /^- me: Bartholomew R\. Quist$/m);
    assert.equal(withTranscriptsSetAside(text.replace('not what the transcripts show', 'thanks')), text.replace('not what the transcripts show', 'thanks'));
  });

  test('a masked number is no value', () => {
    const facts = factsOf("Employee's Social Security Number: XXX-XX-4418\nEmployer Identification Number (EIN): XXXXX7731\nSSN: 512-44-4418");
    assert.ok(!facts.some((f) => /X{3}/.test(f.value)));
    assert.ok(facts.some((f) => f.value === '512-44-4418'));
  });

  test('in a message from the other side of a sale, "mine" is the sender\'s licence and "yours" the writer\'s', () => {
    const text = "I'm the buyer (Dale).\n  • Driver's license. Mine is Illinois W423-5518-2290. Yours you texted me: P652-7719-4068, Illinois.";
    const read = withMineAndYoursNamed(text);
    assert.match(read, /^Driver's license number \(seller\): W423-5518-2290$/m);
    assert.match(read, /^Driver's license number \(buyer\): P652-7719-4068$/m);
    assert.equal(withMineAndYoursNamed(text.replace("I'm the buyer (Dale).", '')), text.replace("I'm the buyer (Dale).", ''));
  });

  test('"date the signatures that day too" over an invitation: the meeting\'s day, keyed as the day signed', () => {
    const text = 'We\'ll both sign at the meetup, so date the signatures that day too.\n\nWhen: Sunday, August 3, 2025 1:00 PM-1:30 PM\nWhen  (was: Saturday, August 2, 2025)';
    assert.match(withSigningDayFromInvite(text), /^Date signed: August 3, 2025\n/);
    assert.equal(withSigningDayFromInvite(text.replace('date the signatures that day too', 'bring a pen')), text.replace('date the signatures that day too', 'bring a pen'));
  });
});

describe("a declarations page's address blocks", () => {
  const page = [
    '-----------------------------------------------------------------',
    'NAMED INSURED AND MAILING ADDRESS',
    'KARAMANLIS, SEVASTI P',
    'DIMOU, LEANDROS',
    'PO BOX 2207',
    'BILLINGS MT 59103-2207',
    '',
    'RESIDENCE PREMISES (NEW)',
    '1846 POLY DR',
    'BILLINGS MT 59102-1731',
    '',
    'RESIDENCE PREMISES (DELETED 03/01/2025)',
    '77 RIMROCK VIEW LN FL 2',
    'LAUREL MT 59044-3102',
  ].join('\n');
  const read = withAddressHeadingsKeyed(page);

  test('under a rule, the first name a heading announces is keyed as the name, and the address below the names is keyed', () => {
    assert.match(read, /^Name: KARAMANLIS, SEVASTI P$/m);
    assert.match(read, /^DIMOU, LEANDROS$/m);
    assert.match(read, /^NAMED INSURED AND MAILING ADDRESS: PO BOX 2207, BILLINGS MT 59103-2207$/m);
  });

  test('"(NEW)" and "(DELETED …)" make the current and the previous address', () => {
    assert.match(read, /^Current RESIDENCE PREMISES: 1846 POLY DR, BILLINGS MT 59102-1731$/m);
    assert.match(read, /^Previous RESIDENCE PREMISES: 77 RIMROCK VIEW LN FL 2, LAUREL MT 59044-3102$/m);
  });

  test('a floor after the street is its unit; a country named in two languages is the English one', () => {
    assert.equal(parseAddress('877 KENNY RD FL 2, COLUMBUS OH 43210')?.line2, 'FL 2');
    assert.equal(parseAddress('Anichstraße 29, 6020 Innsbruck, Österreich / Austria')?.country, 'Austria');
  });

  test('"RESIDENCE PREMISES RELOCATED" is no one\'s name; an insurer\'s "Home Office" box is nobody\'s mail', () => {
    const facts = factsOf('Reason for Change: RESIDENCE PREMISES RELOCATED\nHome Office: PO Box 9100, Des Moines, IA 50306');
    assert.ok(!facts.some((f) => f.person));
    assert.ok(!facts.some((f) => /mailing/.test(f.key)));
  });
});

describe('a forwarded record with dot leaders', () => {
  test('"1st-line supervisor ....." is keyed as the first-line supervisor', () => {
    assert.deepEqual(linesWithLeadersKeyed(['  1st-line supervisor ......... Dana Ruelas, Safety Manager']), ['First-line supervisor: Dana Ruelas, Safety Manager']);
  });

  test('"Provider phone / email: a / b" gives each key its value; a pay grade and a two-language key stay whole', () => {
    const facts = factsOf('Provider phone / email: 916-555-0172 / registrar@wohi.example.org');
    assert.deepEqual(valuesOf(facts, 'Provider phone'), ['916-555-0172']);
    assert.deepEqual(valuesOf(facts, 'Provider email'), ['registrar@wohi.example.org']);
    assert.deepEqual(findPayGrade('GS / 0401 / 11 / 03').map((p) => p.value), ['GS', '0401', '11', '3']);
  });

  test('"Supervisory status" is the position level, its own words kept in brackets', () => {
    assert.equal(expandAbbreviations('Supervisory status: 8 - All Other Positions (non-supervisory)'), 'position level (supervisory status): 8 - All Other Positions (non-supervisory)');
  });

  test('"my step is 03 now" is 03; "F is 0 now, which makes H 4" stays a worksheet\'s lines', () => {
    assert.deepEqual(valuesOf(factsOf('My step is 03 now (the letter still says 02).'), 'step'), ['03']);
    assert.deepEqual(valuesOf(factsOf('F is 0 now, which makes H 4 - and put 4 on line 5.'), 'Line H'), ['4']);
  });

  test('"Two things in it are stale: … my desk extension changed to x4472" changes the office phone\'s extension', () => {
    const facts = factsOf('Two things in it are stale: my step is 04 now, and my desk extension changed to x4472 when we moved.\n\nOffice phone: (970) 244-3061 x4417');
    assert.deepEqual(valuesOf(facts, 'Office phone'), ['(970) 244-3061 x4472']);
  });
});

describe('keyed lines with a remark', () => {
  test('a role, a dash, then the party: keyed by the role', () => {
    assert.deepEqual(valuesOf(factsOf('For the bill of sale:\n  Seller — Sharon L. Whitlock, 618 N Walnut St, Champaign, IL 61820'), 'Seller'), ['Sharon L. Whitlock, 618 N Walnut St, Champaign, IL 61820']);
  });

  test('a serial number without the remark in brackets after it', () => {
    assert.ok(factsOf('Serial: 71034PN352 (matches the Gander receipt from 2019)').some((f) => f.value === '71034PN352'));
  });

  test('"41 — he lies", "… . NOT Ansel — he died", "NOT fox-red anymore — … it\'s red": the value without the remark', () => {
    const facts = factsOf('age: 41 — he lies in the poster\nallies: Petra Vell and Grumm Oakhand. NOT Ansel — he died in the fire.\nhair: NOT fox-red anymore — after the fire it\'s red streaked with grey');
    assert.deepEqual(valuesOf(facts, 'age'), ['41']);
    assert.deepEqual(valuesOf(facts, 'allies'), ['Petra Vell and Grumm Oakhand']);
    assert.deepEqual(valuesOf(facts, 'hair'), ['red streaked with grey']);
  });

  test('a ticket\'s staff member goes with its customer block; "nein / no" is no', () => {
    const ticket = 'Datum/Date: 10.01.2026\nMitarbeiter: Lukas H.\nKUNDE / CUSTOMER\nName: KOVÁCS, Dóra';
    assert.doesNotMatch(withForeignKeysInEnglish(ticket), /Lukas/);
    assert.deepEqual(valuesOf(factsOf('Führerschein / Driving licence (parking card): nein / no'), 'Führerschein / Driving licence (parking card)'), ['no']);
  });

  test('"the old record still has a US state from my Boston year – clear it" empties the State box', () => {
    const profiles = [buildProfile(fieldAt('US State', 'text', { x: 40, y: 100 }), described('US State', 'State'), 0)];
    assert.equal(fieldsEmptied(profiles, ['the old record still has a US state from my Boston year – clear it, I don\'t live in the US any more.']).size, 1);
  });
});

describe('boxes a pasted record answers', () => {
  test('"Driving licence (parking card): no" unticks the box, whatever its key\'s brackets hold', async () => {
    const fields = [fieldAt('Driving License', 'checkbox', { x: 40, y: 100 }, { currentValue: 'Yes' })];
    const values = await mappedValues(fields, [described('Driving License', 'Driving License')], 'Name: Marit Hollenstein\nFührerschein / Driving licence (Parkkarte / parking card): nein / no');
    assert.equal(values['Driving License'], false);
  });

  test('"NOT the LLC box" unticks the LLC box that the sentence also names', async () => {
    const fields = [fieldAt('c1_1[2]', 'checkbox', { x: 40, y: 100 }), fieldAt('c1_1[5]', 'checkbox', { x: 40, y: 130 })];
    const descriptions = [described('c1_1[2]', 'S Corporation'), described('c1_1[5]', 'Limited liability company')];
    const values = await mappedValues(fields, descriptions, "We're an S corp (2553 went in back in 2016) — NOT the LLC box, we converted out of the LLC years ago.");
    assert.notEqual(values['c1_1[5]'], true);
  });

  test('a middle name given whole beats the initial of a pasted record\'s name', async () => {
    const fields = [fieldAt('S1_MiddleName[0]', 'text', { x: 40, y: 100 })];
    const values = await mappedValues(fields, [described('S1_MiddleName[0]', 'Middle Name (if applicable)')], '• my full middle name is Serwaa (they only print the initial)\n\nName: OWUSU-MENSAH, ABENA S');
    assert.equal(values['S1_MiddleName[0]'], 'Serwaa');
  });
});

describe('a box the writer says to leave blank', () => {
  test('"The course number didn\'t merge …, so leave that box blank" empties the box the sentence is about', () => {
    const profiles = [buildProfile(fieldAt('2b Course Number Code', 'text', { x: 40, y: 100 }), described('2b Course Number Code', '2b. Course Number Code'), 0)];
    assert.equal(fieldsEmptied(profiles, ["The course number didn't merge and HDETC doesn't use course numbers anyway, so leave that box blank."]).size, 1);
  });
});
