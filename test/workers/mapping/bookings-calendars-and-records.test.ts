/**
 * Texts read once fresh v58 was no longer held out (issue 4, fresh v58 and probe batch 74): an airline booking record
 * (Amadeus and Sabre), a raw calendar file, a virtual tabletop's JSON export with notes that override it, an e-file
 * XML return pasted into a message, a tax program's worksheet printout, a shop's settings page, and housing-portal
 * pages whose notes name an address by its building.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { factsOf, valuesOf } from '../../helpers/parsed-facts.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';
import { withPnrRead } from '../../../workers/mapping/pnr-booking.js';
import { linesWithCalendarRead } from '../../../workers/mapping/parse-calendar.js';
import { withContentLinesUnfolded } from '../../../workers/mapping/content-lines.js';
import { xmlInText } from '../../../workers/mapping/parse-xml.js';
import { linesWithLeadersKeyed } from '../../../workers/mapping/parse-leaders.js';
import { keyAsWords } from '../../../workers/mapping/normalize-text.js';
import { splitSentences } from '../../../workers/mapping/sentences.js';
import { withBrokerLotsListed } from '../../../workers/mapping/broker-lots.js';

describe('an airline booking record', () => {
  const amadeus = [
    'our client is pax 1 on the booking below.',
    '',
    'RP/WAWP12345/WAWP12345            AA/SU  14AUG25/0912Z   7KXQ2M',
    '  1.NOVAKOVA/KATERINA MRS   2.NOVAK/PAVEL MR',
    '  3  OS 628 Y 12SEP 5 PRGVIE HK2  0650 0745  12SEP  E  OS/7KXQ2M',
    '  5 AP WAW +48 22 555 0190 - VELO DOLOMITI TOURS - A',
    '  6 APM +420 602 118 447/P1',
    '  9 SSR DOCS OS HK1 P/CZE/216439871/CZE/03MAR81/F/14JUN31/NOVAKOVA/KATERINA/P1',
    ' 10 SSR DOCS OS HK1 P/CZE/219007342/CZE/22NOV78/M/02FEB29/NOVAK/PAVEL/P2',
    ' 12 AB NOVAKOVA KATERINA/KOUNICOVA 48/BYT 14/602 00 BRNO/CZ',
    ' 15 RM DRIVER LIC YES/P2',
    '',
    'her name is Kateřina Nováková with the accents.',
  ].join('\n');

  test("the passenger the writer names is read, in the writer's spelling; the other's elements and the agency's phone go", () => {
    const read = withPnrRead(amadeus).split('\n');
    assert.ok(read.includes('name: Kateřina Nováková'));
    assert.ok(read.includes('date of birth: 03/03/1981'));
    assert.ok(read.includes('sex: female'));
    assert.ok(read.includes('passport number: 216439871'));
    assert.ok(read.includes('mobile phone: +420 602 118 447'));
    assert.ok(read.includes('street: Kounicova 48') && read.includes('postcode: 602 00') && read.includes('city: Brno'));
    assert.ok(!read.some((line) => /219007342|driver lic|555 0190|RP\//i.test(line)));
  });

  test("Sabre's headings and name numbers, the passenger the writer calls themself, and an address called old", () => {
    const sabre = [
      '*KQ7RTZ',
      ' 1.1JANKAUSKAS/TOMAS MR  2.1JANKAUSKAITE/RUTA MS',
      ' 1 LH 883Y 06OCT 1 VNOFRA HK2  0610  0750  /DCLH*KQ7RTZ /E',
      'PHONES',
      '  1.VNO370 612 34 578-M RUTA',
      '  2.VNO370 655 01 942-M TOMAS',
      'GENERAL FACTS',
      '  1.SSR DOCS LH HK1/P/LTU/LT2294571/LTU/11FEB79/M/03JUN30/JANKAUSKAS/TOMAS-1.1',
      '  2.SSR DOCS LH HK1/P/LTU/LT3308126/LTU/24NOV85/F/17MAR33/JANKAUSKAITE/RUTA-2.1',
      '  3.SSR DOCA LH HK1/R/LTU/ZIRMUNU G 68-14/VILNIUS//09124-2.1',
      'REMARKS',
      '  1.H-TOMAS DRIVES FROM GRZ APT',
      '',
      'The participant is me, Rūta. Tomas is my brother.',
      'Address: the DOCA line is my OLD flat.',
    ].join('\n');
    const read = withPnrRead(sabre).split('\n');
    assert.ok(read.includes('name: Rūta Jankauskaite'), 'the accents the writer gives, where the writer writes the word');
    assert.ok(read.includes('passport number: LT3308126'));
    assert.ok(read.includes('mobile phone: 370 612 34 578'));
    assert.ok(read.includes('previous street: Zirmunu G 68-14'));
    assert.ok(!read.some((line) => /LT2294571|655 01 942|tomas drives/i.test(line)));
  });

  test('a text with no booking stays as written', () => {
    const text = '1. Name: Ana Ruiz\n2. City: Lyon';
    assert.equal(withPnrRead(text), text);
  });
});

describe('a raw calendar file', () => {
  const ics = [
    'BEGIN:VCALENDAR',
    'BEGIN:VEVENT',
    'STATUS:CANCELLED',
    'DTSTART;VALUE=DATE:20250428',
    'SUMMARY:CANCELLED - TX-214 Preventive Care',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'DTSTART;VALUE=DATE:20251014',
    'DTEND;VALUE=DATE:20251018',
    'SUMMARY:Green Infrastructure Design for Stormwater (GI-214) - In-person',
    'LOCATION:Colorado School of Mines\\, 924 16th St\\, G',
    ' olden\\, CO 80401',
    'CONTACT:Dana Whitcomb\\, Program Coordinator\\, +1-303-555-0174',
    'DESCRIPTION:Mailing address for invoices:\\nRocky Mountain Landscape Institute',
    'URL:https://www.rmli-training.org/courses/gi-214',
    'BEGIN:VALARM',
    'DESCRIPTION:Reminder',
    'END:VALARM',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'DTSTART;VALUE=DATE:20251018',
    'SUMMARY:Optional Saturday field tour',
    'END:VEVENT',
    'BEGIN:VTODO',
    'SUMMARY:send SF-182 / purchase order to registrar',
    'END:VTODO',
    'END:VCALENDAR',
  ].join('\n');
  const read = linesWithCalendarRead(withContentLinesUnfolded(ics).split('\n'));

  test("folded lines are joined, an all-day event's last day is the day before DTEND, and its code is apart", () => {
    assert.ok(read.includes('location: Colorado School of Mines, 924 16th St, Golden, CO 80401'));
    assert.ok(read.includes('start date: 2025-10-14') && read.includes('end date: 2025-10-17'));
    assert.ok(read.includes('event course title: Green Infrastructure Design for Stormwater') && read.includes('event course code number: GI-214'));
  });

  test("a cancelled run and a task go, a later event is named in a sentence, and the sender's contacts are the vendor's", () => {
    assert.ok(!read.some((line) => /TX-214|purchase order|Reminder/.test(line)));
    assert.ok(read.includes('Also on the calendar: Optional Saturday field tour, on 2025-10-18.'));
    assert.ok(read.includes('event vendor contact: Dana Whitcomb, Program Coordinator, +1-303-555-0174'));
    assert.ok(read.includes('vendor mailing address:'));
    assert.ok(read.includes('event page: https://www.rmli-training.org/courses/gi-214'));
  });
});

describe("an export's records and the notes that override them", () => {
  const roll20 = [
    'Fill the sheet from the raw export BUT my notes underneath win.',
    '',
    '{',
    ' "name": "Brannoc Ashvale",',
    ' "bio": "<h3>Backstory</h3><p>Brannoc grew up on the <i>Gull&#39;s Wager</i>.</p><h3>Appearance</h3><p>Broad shoulders.</p>",',
    ' "attribs": [',
    '  {"name": "age", "current": "29", "max": "", "id": "-Nq1"},',
    '  {"name": "faction_name", "current": "Zhentarim", "max": "", "id": "-Nq2"},',
    '  {"name": "eyes", "current": "Sea green", "max": "", "id": "-Nq3"}',
    ' ]',
    '}',
    '',
    'NOTES (these override the export):',
    "- Age: the time skip happened in session 15 → he's 34 now, not 29.",
    '- Faction: he defected. Zhentarim is OUT, put The Harpers.',
    '- Eyes: unchanged.',
  ].join('\n');
  const facts = factsOf(roll20);

  test("a record of a name and its value is that name's value, and a value in HTML is its text by its headings", () => {
    assert.deepEqual(valuesOf(facts, 'eyes'), ['Sea green']);
    assert.deepEqual(valuesOf(facts, 'Backstory'), ["Brannoc grew up on the Gull's Wager."]);
    assert.deepEqual(valuesOf(facts, 'Appearance'), ['Broad shoulders.']);
  });

  test("a short note keyed like a record's value replaces it; one that keeps the record's value does not", () => {
    assert.deepEqual(valuesOf(facts, 'age'), []);
    assert.deepEqual(valuesOf(facts, 'Age'), ['34']);
    assert.deepEqual(valuesOf(facts, 'faction name'), []);
    assert.deepEqual(valuesOf(facts, 'Faction'), ['The Harpers']);
  });

  test('an XML document pasted into a message is read as an export, and a web page is not', () => {
    const message = [
      'This is the return XML out of our e-file software. My corrections after it override the XML.',
      '<?xml version="1.0"?>',
      '<Return><ReturnHeader><Filer><PrimarySSN>352719046</PrimarySSN></Filer></ReturnHeader>',
      '<ReturnData><IRS1040><WagesSalariesAndTipsAmt>68415</WagesSalariesAndTipsAmt><SpouseExemptionInd>X</SpouseExemptionInd></IRS1040></ReturnData></Return>',
      'Corrections: none.',
    ].join('\n');
    const pasted = xmlInText(message);
    assert.ok(pasted && pasted.values.some((v) => v.value === '68415') && !pasted.rest.includes('<Return>'));
    const read = factsOf(message);
    assert.deepEqual(valuesOf(read, 'Wages Salaries And Tips amount'), ['$68415']);
    assert.deepEqual(valuesOf(read, 'Spouse Exemption indicator'), ['Yes']);
    assert.equal(xmlInText('<nav><a href="/">Home</a> | <a href="/v">Vendors</a> | <a href="/o">Out</a></nav>'), undefined);
    assert.equal(keyAsWords('DependentFirstNm'), 'Dependent First name');
  });

  test("a printout's person line with keyed columns gives each column keyed with the label", () => {
    const lines = linesWithLeadersKeyed(['Taxpayer ................. STANISLAW J WOJCIK        SSN 382-61-4407   Occ: MARINE ENGINEER', 'Spouse ................... RENEE M WOJCIK            SSN 382-74-1198'])
      .flatMap((line) => line.split('\n'));
    assert.deepEqual(lines, ['your name: Stanislaw J Wojcik', 'your SSN: 382-61-4407', 'your occupation: MARINE ENGINEER', 'Spouse name: Renee M Wojcik', 'Spouse SSN: 382-74-1198']);
  });
});

describe("a settings page, the writer's part and their notes", () => {
  test('"Co." before a legal form ends no sentence; a value said to be something else is no value', () => {
    assert.deepEqual(splitSentences('Business name: Saltmarsh Candle Co. LLC'), ['Business name: Saltmarsh Candle Co. LLC']);
    const facts = factsOf('address: Unit 6 Douglas Pike is the workshop, nobody checks mail there. so use where I actually get mail: 27 Wickenden Street, Apt 3, Providence, RI 02903');
    assert.ok(!facts.some((f) => f.value.startsWith('Unit 6')));
    assert.ok(facts.some((f) => f.key === 'mailing address' && f.value.startsWith('27 Wickenden Street')));
  });

  test('a number given for a line, and a value to be written as the writer says on a line, are that line\'s', () => {
    const facts = factsOf('they gave me consignor # C-0419 and said to put it on the account number(s) line.\n"BYT 14" is her flat number: write it as Flat 14 on address line 2.');
    assert.deepEqual(valuesOf(facts, 'account number(s)'), ['C-0419']);
    assert.deepEqual(valuesOf(facts, 'address line 2'), ['Flat 14']);
  });

  test("the name under a heading that names the writer is theirs, with the address after it", () => {
    const facts = factsOf('Now my part (Rick):\nRichard L. Vos, 14 Timber Ridge Ct, Chillicothe, IL 61523\nIllinois DL V200-3318-4906');
    assert.deepEqual(valuesOf(facts, 'Name'), ['Richard L. Vos']);
    assert.ok(facts.some((f) => f.key === 'Address' && f.value.startsWith('14 Timber Ridge Ct')));
  });

  test("a forum handle said to be a person, a settlement in cash, and an item's answer before a dash", () => {
    const facts = factsOf('- Seller is "ridgeline_jt" = James Thomas Ridgley.\n- We settled on cash. $1,875, handed over at the meetup.\nFrench NO — somebody ticked French by mistake.');
    assert.ok(facts.some((f) => f.value === 'James Thomas Ridgley' && f.party === 'seller'));
    assert.ok(facts.some((f) => f.value === '$1,875' && !/plus/.test(f.key)));
    assert.deepEqual(valuesOf(facts, 'French'), ['no']);
  });

  test('an address key given a place by name takes the address of the part that names it', () => {
    const facts = factsOf(['=== My Room > Current Assignment ===', 'Building: Halvorsen Graduate Commons', 'Suite: 512', 'Street Address: 1921 S Orchard Dr', 'City/State/ZIP: Urbana, IL 61801', '', '=== Notes ===', 'Present address: the Halvorsen suite'].join('\n'));
    assert.deepEqual(valuesOf(facts, 'Present address'), ['1921 S Orchard Dr, Suite 512, Urbana, IL 61801']);
  });
});

describe('boxes left empty and values restated', () => {
  test("boxes listed as a sentence opens, then left blank together; a value not to be left on the form", async () => {
    const fields = [fieldAt('home', 'text', { x: 40, y: 700 }), fieldAt('homephone', 'text', { x: 40, y: 680 }), fieldAt('state', 'text', { x: 40, y: 660 }, { currentValue: 'VA' })];
    const descriptions = [described('home', 'Home Address'), described('homephone', 'Home Phone'), described('state', 'US State')];
    const values = await mappedValues(fields, descriptions, "Home address and home phone are optional - leave them blank, please.\nMailing address for invoices: 1550 Wewatta St, Denver, CO 80202\nPhone: 303-555-0126\nCountry is the Czech Republic, and there's no US state for her - don't leave VA on there.");
    assert.equal(values.home ?? '', '');
    assert.equal(values.homephone ?? '', '');
    assert.equal(values.state, '');
  });

  test("a paper's number restated to be used instead, beside the field's label too", async () => {
    const fields = [fieldAt('height', 'text', { x: 40, y: 700 })];
    const values = await mappedValues(fields, [described('height', 'Height')], 'rider height 171cm per fit sheet.\n- the 171 on the fit sheet was measured in cycling shoes; she says 169 cm barefoot, use 169.');
    assert.match(String(values.height), /^169\s?(?:cm)?$/);
  });
});

describe("a portfolio site's holdings with their lots", () => {
  test("lots under their securities, in the text's order; sold lots, lots and portfolios the notes set aside go; a date put right", () => {
    const text = [
      'Yahoo Finance > My Portfolio > Schwab taxable',
      'KO   Coca-Cola Company (The)   62.41  +0.37 (+0.60%)',
      'Trade date     Shares   Cost / Share   Market value   Total change            Notes',
      'Mar 14, 2008   120      29.06          7,489.20       +4,002.00 (+114.76%)',
      'Aug 02, 2010   80       27.35          4,992.80       +2,804.80 (+128.19%)',
      'Total          200                     12,482.00',
      '',
      'JNJ   Johnson & Johnson   152.30  -1.12 (-0.73%)',
      'Trade date     Shares   Cost / Share   Market value   Total change            Notes',
      'Jun 18, 2009   150      56.40          22,845.00      +14,385.00 (+170.04%)',
      'Mar 21, 2011   50       63.10          7,615.00       +4,460.00 (+141.36%)    sold?',
      '',
      'Yahoo Finance > My Portfolio > Peggy IRA (Fidelity)',
      'VZ    Verizon Communications Inc.   41.87   Jan 09, 2009   300   31.15',
      '',
      'Notes:',
      '- The IRA list underneath is Fidelity, not Schwab - it doesn\'t go on this form.',
      '- JNJ Mar 2011 lot: I sold those 50 shares in 2019. Skip it.',
      '- KO second lot: Yahoo has Aug 02, 2010 but my confirm says 09/02/2010 - go with the confirm.',
    ].join('\n');
    const rows = withBrokerLotsListed(text).split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Description'));
    assert.deepEqual(rows, [
      '| Coca-Cola Company | KO | 03/14/2008 |  | 120 | 29.06 | 3,487.20 |',
      '| Coca-Cola Company | KO | 09/02/2010 |  | 80 | 27.35 | 2,188.00 |',
      '| Johnson & Johnson | JNJ | 06/18/2009 |  | 150 | 56.40 | 8,460.00 |',
    ]);
  });

  test("a lot's total cost with its commission, a lot the view marks sold, and a confirmation's bond at its named price", () => {
    const text = [
      'PepsiCo Inc  PEP                130.000   148.05    -1.12     -0.75%      127.60 - 183.41     19,246.50',
      '   Lot 1  Bought 07/19/2006    80.000 sh @ 61.15   Comm 8.00   Total cost 4,900.00    Open',
      '   Lot 2  Bought 04/10/2007    40.000 sh @ 64.90   Comm 8.00   Total cost 2,604.00    Sold 03/22/2019',
      '',
      'YOU BOUGHT        Trade Date 06/11/2012     Settlement Date 06/14/2012',
      'Quantity 25,000   OHIO ST WTR DEV AUTH REV 4.000% 12/01/2030  CUSIP 677660WQ5',
      'Price 102.375     Principal 25,593.75     Accrued Interest 36.11',
      '',
      'For the bond use the price 102.375 as the cost per unit and the principal as the cost basis.',
    ].join('\n');
    const rows = withBrokerLotsListed(text).split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Description'));
    assert.deepEqual(rows, [
      '| PepsiCo Inc | PEP | 07/19/2006 |  | 80 | 61.25 | 4,900.00 |',
      '| Ohio St Wtr Dev Auth Rev 4.000% 12/01/2030 | 677660WQ5 | 06/11/2012 | 06/14/2012 | 25,000 | 102.375 | 25,593.75 |',
    ]);
  });
});
