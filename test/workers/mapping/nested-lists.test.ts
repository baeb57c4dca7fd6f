/**
 * Addresses in lists (issue 4, fresh v26 read): a nested bullet list for a change of address, the present,
 * previous and mailing addresses each an item whose address lines are the items under it; a numbered list of
 * changes with a new address of Europe on the lines under its item.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { linesWithAddressesUnderLabels } from '../../../workers/mapping/parse-record.js';
import { linesWithYamlRead } from '../../../workers/mapping/parse-yaml.js';

const NOTE = [
  '- About me',
  '  - Name: Ana Ruiz',
  '  - A-Number: A214-837-906',
  '- Addresses',
  '  - Where I lived before:',
  '    - 4410 Duval St',
  '    - Austin, TX 78751',
  '    - also a house, no unit number',
  '  - Mail: please have anything sent by post go to my PO box instead',
  '    - PO Box 1432',
  '    - Pflugerville, TX 78691',
];

test('a list item\'s key takes the items under it, indented past its dash; an address ends at its city line', () => {
  const read = linesWithYamlRead(NOTE);
  assert.deepEqual(read.slice(read.indexOf('Addresses') + 1, read.indexOf('Addresses') + 3), [
    'Where I lived before: 4410 Duval St, Austin, TX 78751', 'also a house, no unit number',
  ]);
  const values = ['name: Bo', 'languages:', '  - Common', '  - Elvish', 'eyes: amber'];
  assert.deepEqual(linesWithYamlRead(values), ['name: Bo', 'languages: Common, Elvish', 'eyes: amber'], 'a list of values is one value');
});

test('an address under a label with a request in words before it ("Mail: please send …"); a short value is no request', () => {
  assert.deepEqual(linesWithAddressesUnderLabels(['- Mail: please have anything sent by post go to my PO box instead', '  - PO Box 1432', '  - Pflugerville, TX 78691']), [
    'Mail: PO Box 1432, Pflugerville, TX 78691', 'please have anything sent by post go to my PO box instead',
  ]);
  const untouched = ['Name: Ana Ruiz', '4410 Duval St', 'Austin, TX 78751'];
  assert.deepEqual(linesWithAddressesUnderLabels(untouched), untouched);
  // (Sentences after a label, then keyed lines: no request, no address under it.)
  const sentences = ["Name: Ana M. Ruiz. I took my husband's last name but my card still says Ana Pruitt", 'SSN: 418-62-3397', 'Home address: 5120 Larkspur Drive, Greenville, SC 29607'];
  assert.deepEqual(linesWithAddressesUnderLabels(sentences), sentences);
  const keyed = ['Name: please use the name on my new card', 'SSN: 418-62-3397', 'Home address: 5120 Larkspur Drive, Greenville, SC 29607'];
  assert.deepEqual(linesWithAddressesUnderLabels(keyed), keyed);
});

test('the previous and the mailing address are read whole', () => {
  const values = parseData(NOTE.join('\n')).facts.map((fact) => fact.value);
  assert.ok(values.includes('4410 Duval St, Austin, TX 78751'));
  assert.ok(values.includes('PO Box 1432, Pflugerville, TX 78691'));
});

test('an address of Europe under "My new address is:", in a numbered item, its country on a line of its own', () => {
  const lines = ['1. I moved to Vienna in January. My new address is:', '   Favoritenstraße 88', '   Stiege 2 / Top 12', '   1100 Wien', '   Austria', '2. I passed my driving test.'];
  assert.deepEqual(linesWithAddressesUnderLabels(lines), [
    'I moved to Vienna in January. My new address is: Favoritenstraße 88, Stiege 2 / Top 12, 1100 Wien, Austria', '2. I passed my driving test.',
  ]);
  // (A US address takes three lines at most: a fourth is the next thing, here another address under its key.)
  const us = ['Where I live now (moved in on June 2):', '2715 Larkspur Lane', 'Round Rock, TX 78665', "it's a house", 'Where I lived before: 4410 Duval St, Austin, TX 78751'];
  assert.equal(linesWithAddressesUnderLabels(us)[0], 'Where I live now (moved in on June 2): 2715 Larkspur Lane, Round Rock, TX 78665');
});
