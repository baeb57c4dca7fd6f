import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { withYearsOfBareDates } from '../../../workers/mapping/bare-dates.js';
import { linesWithLeadersKeyed } from '../../../workers/mapping/parse-leaders.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { paymentBlock } from '../../helpers/bill-of-sale.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

/** A receipt typed up at a counter, its labels set apart by dots and by columns of spaces. */
const RECEIPT = [
  '====================================',
  '   PRIVATE PARTY SALE - RECEIPT',
  '------------------------------------',
  ' Date of agreement .......... 07/02/2025',
  ' MAKE ....................... Beretta',
  ' CALIBER .................... 5.56 NATO / .223 Rem',
  ' PRICE ...................... $650.00',
  ' Paid today ................. $0.00',
  ' Balance due, CASH .......... $650.00 by 08/01/2025',
  '------------------------------------',
  ' SELLER  Gary M. Pruitt',
  '         1904 Larkin Ave, Joliet IL 60435',
  '         IL DL P631-5520-7718 / FOID 30571264',
  '====================================',
  '',
  "Notes: put 5.56 NATO as the caliber, that's what's stamped on the barrel. Gary only wants cash, no trades, and it's not a gift. We'll both sign it on July 2.",
].join('\n');

describe('a receipt typed with dot leaders and columns', () => {
  test('"label ..... value" and "LABEL  value" lines are keyed; a table\'s header row and a blank left to fill are not', () => {
    assert.deepEqual(linesWithLeadersKeyed([' S/N ........................ TY48213', ' SELLER  Gary M. Pruitt', 'QTY  ITEM                       PRICE', 'Signature ..........', 'We met at the range.']), [
      'S/N: TY48213',
      'SELLER: Gary M. Pruitt',
      'QTY  ITEM                       PRICE',
      'Signature ..........',
      'We met at the range.',
    ]);
  });

  test('the seller\'s block gives the name alone, the licence by its "IL DL" key, and the picked calibre only', () => {
    const facts = parseData(RECEIPT).facts;
    assert.equal(facts.find((f) => f.key === 'MAKE')?.value, 'Beretta');
    assert.equal(facts.find((f) => f.key === 'driver license')?.value, 'P631-5520-7718');
    assert.equal(facts.find((f) => f.key === 'FOID')?.value, '30571264');
    assert.deepEqual(facts.filter((f) => f.party === 'seller' && f.key === '').map((f) => f.value), ['Gary M. Pruitt']);
    // "CALIBER: 5.56 NATO / .223 Rem" and "put 5.56 NATO as the caliber": the other calibre is no value.
    assert.equal(facts.find((f) => f.key === 'CALIBER')?.value, '5.56 NATO');
    assert.equal(facts.some((f) => f.value === '.223 Rem'), false);
  });

  test('the payment block: nothing paid today, the balance due by a date, trades ruled out in two words', async () => {
    // (As on the form: the bill's own date at the top, with its year after "20", and the trade and gift lines.)
    const { fields, descriptions } = paymentBlock(true);
    const values = await mappedValues(fields, descriptions, RECEIPT);
    assert.equal(values['future box'], true);
    assert.equal(values.undefined_3, 'August 1');
    assert.equal(values['20_2'], '25');
    assert.notEqual(values['today box'], true);
    assert.equal(values['trade box'], false);
    assert.equal(values['trade blank'], undefined);
    assert.equal(values['gift box'], false);
  });

  test('a "Date ____, 20__" line takes a date written in digits with its month named', async () => {
    const fields = [fieldAt('Date', 'text', { x: 60, y: 50, width: 100, height: 14 }), fieldAt('20', 'text', { x: 175, y: 50, width: 20, height: 14 })];
    const values = await mappedValues(fields, [described('Date', 'Date'), described('20', '20')], 'Date of agreement: 07/02/2025');
    assert.deepEqual([values.Date, values['20']], ['July 2', '25']);
  });

  test('"Prairie State Shooting Sports" is a name: its "State" is no label for the state box', async () => {
    const fields = [fieldAt('State', 'text', { x: 60, y: 50, width: 40, height: 14 })];
    const values = await mappedValues(fields, [described('State', 'State')], 'Meeting place: Prairie State Shooting Sports\nWe shook on the deal there.');
    assert.equal(values.State, undefined);
  });
});

describe('dates written without their year', () => {
  test('take the year of the nearest full date; ranges, restatements and texts without a full date are left as written', () => {
    assert.equal(withYearsOfBareDates('Receipt 07/02/2025, price agreed. We sign it on July 2 at the range.'), 'Receipt 07/02/2025, price agreed. We sign it on July 2, 2025 at the range.');
    assert.equal(withYearsOfBareDates('deal for 1150 on 10/18/2025. can i pay u by nov 1?'), 'deal for 1150 on 10/18/2025. can i pay u by nov 1, 2025?');
    assert.equal(withYearsOfBareDates('it now runs March 9 through March 20, 2026'), 'it now runs March 9 through March 20, 2026');
    assert.equal(withYearsOfBareDates("I'll put December 12 so the 12 of December 2026"), "I'll put December 12 so the 12 of December 2026");
    assert.equal(withYearsOfBareDates('We sign it on July 2.'), 'We sign it on July 2.');
    assert.equal(withYearsOfBareDates('On 07/02/2025 you may 2 times ask.'), 'On 07/02/2025 you may 2 times ask.');
  });
});
