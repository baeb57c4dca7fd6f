import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { firearmMakeAndModel } from '../../../workers/mapping/firearm-makers.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { valueAfter } from '../../../workers/mapping/score-text.js';
import { paymentBlock } from '../../helpers/bill-of-sale.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';


describe('how a sale is paid', () => {
  test('a date read after its label keeps its year: "no later than October 1, 2025"', () => {
    const s = 'She pays the full amount no later than October 1, 2025. It is no gift.';
    assert.equal(valueAfter(s, s.indexOf('than') + 4), 'October 1, 2025');
  });

  test('"Price: $460 in cash" and a payment later: the amount, the cash box, the date with its year split off', async () => {
    const { fields, descriptions } = paymentBlock();
    const values = await mappedValues(
      fields,
      descriptions,
      'Need a bill of sale drawn up for a private handgun sale.\nSeller: Gregory Lindqvist, 1907 W Walnut St, Bloomington, IL 61701.\nPrice: $460 in cash. Anita will not pay at signing; she pays the full amount no later than October 1, 2025.',
    );
    assert.equal(values.to, '460');
    assert.equal(values['cash box'], true);
    assert.equal(values.undefined_3, 'October 1');
    assert.equal(values['20_2'], '25');
    assert.equal(values['future box'], true);
    // "Need a bill of sale" names the document, not its date.
    assert.notEqual(values['today box'], true);
  });

  test('paid on the day the bill is signed is "The date of this bill of sale"; "not on the day we sign" is not', async () => {
    const { fields, descriptions } = paymentBlock();
    const today = await mappedValues(fields, descriptions, 'She pays me $380 in cash today, September 2, 2025, and we both sign today.');
    assert.equal(today['today box'], true);
    const later = await mappedValues(fields, descriptions, "I'll pay it in full later, no later than August 31, 2025, not on the day we sign.");
    assert.notEqual(later['today box'], true);
  });
});

describe('a receipt pasted as text', () => {
  test('"SOLD BY:" and "SOLD TO:" blocks are the seller\'s and the buyer\'s; the item line gives the make and the model; "S/N" the serial number', async () => {
    const { parseData } = await import('../../../workers/mapping/parse-data.js');
    const receipt = [
      'SOLD BY:  Martin J. Kessler',
      '          2214 N Knoxville Ave',
      '          Peoria, IL 61603',
      'SOLD TO:  Renee Okafor',
      '          77 Sheridan Rd, Apt 5',
      '          Bartonville, IL 61607',
      'QTY  ITEM                       PRICE',
      '1    Glock 19 Gen5 pistol     $525.00',
      '     S/N: BXLK205',
    ].join('\n');
    const facts = parseData(receipt).facts;
    assert.equal(facts.find((f) => f.person?.full === 'Martin J. Kessler')?.party, 'seller');
    assert.equal(facts.find((f) => f.person?.full === 'Renee Okafor')?.party, 'buyer');
    assert.equal(facts.find((f) => f.key === 'make manufacturer brand')?.value, 'Glock');
    assert.equal(facts.find((f) => f.key === 'model')?.value, '19 Gen5 pistol');
    const fields = [fieldAt('Buyers Name', 'text', { x: 40, y: 100, width: 200 }), fieldAt('Sellers Name', 'text', { x: 40, y: 140, width: 200 }), fieldAt('Serial', 'text', { x: 40, y: 180 })];
    const values = await mappedValues(fields, [described('Buyers Name', 'Buyer’s Name'), described('Sellers Name', 'Seller’s Name'), described('Serial', 'Serial Number (SN)')], receipt);
    assert.deepEqual([values['Buyers Name'], values['Sellers Name'], values.Serial], ['Renee Okafor', 'Martin J. Kessler', 'BXLK205']);
  });
});

describe('a firearm named by its maker (issue 4)', () => {
  test('"a Remington 870 Express, a pump-action shotgun" gives make and model; a person called Henry does not', () => {
    assert.deepEqual(firearmMakeAndModel('The gun is a Remington 870 Express, a pump-action shotgun, 12 gauge.'), { make: 'Remington', model: '870 Express' });
    assert.deepEqual(firearmMakeAndModel('GUN:  Smith & Wesson   M&P9 Shield Plus  (pistol)'), { make: 'Smith & Wesson', model: 'M&P9 Shield Plus', modelWithKind: 'M&P9 Shield Plus (pistol)' });
    assert.equal(firearmMakeAndModel('Henry Dolan Brandt, 67 County Road 1400E, Mendon, IL 62351.'), undefined);
    const facts = parseData('FOR SALE - Savage Axis II bolt rifle, .270 Win - $450 OBO').facts;
    assert.equal(facts.find((f) => f.key === 'make')?.value, 'Savage');
    assert.equal(facts.find((f) => f.key === 'model')?.value, 'Axis II');
  });
});

describe('a listing and its messages (issue 4)', () => {
  test('"Seller is me, <name>, <address>, …" is the seller\'s record; "The buyer is …" and "vendor is IACET accredited" are read as prose', () => {
    const facts = parseData('For the paper: Browning, Citori 725 Field, 12 gauge. Seller is me, Raymond J. Szymanski, 1907 Cass Ave, Joliet, IL 60432.').facts;
    assert.deepEqual(facts.filter((f) => f.key === 'Seller').map((f) => f.value), ['Raymond J. Szymanski, 1907 Cass Ave, Joliet, IL 60432']);
    const record = (f: { source: string }) => f.source === 'line';
    assert.equal(parseData('The buyer is Anita Wojcik, who lives at 45 Hickory Lane, Normal, IL 61761.').facts.some(record), false);
    assert.equal(parseData('- vendor is IACET accredited, 3.5 CEUs').facts.some(record), false);
  });

  test("a maker named after a comma gives make and model; a guess from the words around a calibre gives way, a longer model stays", () => {
    const facts = parseData('FOR SALE: Browning Citori 725 Field, 12 ga over/under.').facts;
    assert.deepEqual(facts.filter((f) => f.key === 'make' || f.key === 'make manufacturer brand').map((f) => f.value), ['Browning']);
    assert.deepEqual(facts.filter((f) => f.key === 'model').map((f) => f.value), ['Citori 725 Field']);
    const paper = parseData('For the paper: Browning, Citori 725 Field, 12 gauge, SN 311NZ48216.').facts;
    assert.ok(paper.some((f) => f.key === 'make' && f.value === 'Browning'));
  });
});
