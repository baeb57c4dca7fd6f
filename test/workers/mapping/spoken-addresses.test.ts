/**
 * Addresses given piece by piece in a call (spoken-addresses.ts): gathered in the order said, keyed by the question
 * that opened each, a ZIP code answered on its own taken into its address.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withAddressesAssembled } from '../../../workers/mapping/spoken-addresses.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { parseAddress } from '../../../workers/mapping/parse-compound.js';
import { withSpokenNumbers } from '../../../workers/mapping/spoken-numbers.js';

const call = [
  'And where do you live now?',
  '3120 Poole Road. In Raleigh, North Carolina.',
  'House or apartment?',
  'Apartment. Number 214.',
  'And the ZIP code?',
  'ZIP code: 27610',
  "Oh, wait, I said 214? No, it's 241. Apartment 241.",
  'No problem, 241. Where were you living before?',
  'In Durham, also North Carolina. 905 Carver Street. It was a house.',
  'ZIP for Durham?',
  'ZIP for Durham: 27704',
  'Should your mail go to Poole Road, or somewhere else?',
  'Somewhere else, please. I have a post office box. P.O. Box 18832, Raleigh too, ZIP 27619.',
];

test('pieces said over several answers make whole addresses, each keyed by the question that opened it', () => {
  const lines = withAddressesAssembled(call);
  assert.ok(lines.includes('current home address: 3120 Poole Road, Apt 241, Raleigh, NC 27610'));
  assert.ok(lines.includes('previous address: 905 Carver Street, Durham, NC 27704'));
  assert.ok(lines.includes('mailing address: P.O. Box 18832, Raleigh, NC 27619'));
});

test('a ZIP code answered on its own goes into its address and is no value of its own', () => {
  const lines = withAddressesAssembled(call);
  assert.ok(!lines.includes('ZIP code: 27610'));
  assert.ok(!lines.includes('ZIP for Durham: 27704'));
});

test('an address said whole on one line is left to the usual reading', () => {
  const lines = ['Where do you live?', '418 North Locust Street, Bloomington, IL 61701'];
  assert.deepEqual(withAddressesAssembled(lines), lines);
});

test('a call transcript read whole: the addresses are facts of their kinds', () => {
  const transcript = [
    'VOLUNTEER: And where do you live now?',
    'CLIENT: 3120 Poole Road. In Raleigh, North Carolina.',
    'VOLUNTEER: House or apartment?',
    'CLIENT: Apartment. Number 241.',
    'VOLUNTEER: And the ZIP code?',
    'CLIENT: 27610.',
    'VOLUNTEER: Where were you living before?',
    'CLIENT: In Durham, also North Carolina. 905 Carver Street.',
  ].join('\n');
  const facts = parseData(transcript).facts;
  assert.equal(facts.find((f) => f.key === 'current home address')?.address?.zip, '27610');
  assert.equal(facts.find((f) => f.key === 'previous address')?.address?.city, 'Durham');
});

test('"905 Carver Street, Durham, NC": an address without its ZIP code ends with its state', () => {
  const address = parseAddress('905 Carver Street, Durham, NC');
  assert.deepEqual([address?.street, address?.city, address?.state], ['905 Carver Street', 'Durham', 'NC']);
});

test('a number read out in groups with pauses is one run of digits; a count is not', () => {
  assert.equal(withSpokenNumbers('A, two zero eight, four one five, seven seven three.'), 'A, 208415773.');
  assert.equal(withSpokenNumbers('one, two, three'), 'one, two, three');
});

test('"A, 208415773" read out is the A-Number; "First name Rosa" opens a sentence with its key', () => {
  const facts = parseData('CLIENT: Let me look... A, two zero eight, four one five, seven seven three.\nCLIENT: Yes. First name Rosa. Elena is my middle name.').facts;
  assert.equal(facts.find((f) => /alien registration number/.test(f.key))?.value, '208415773');
  assert.equal(facts.find((f) => f.key === 'First name')?.value, 'Rosa');
});
