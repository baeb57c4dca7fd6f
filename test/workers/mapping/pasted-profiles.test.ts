import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseAddress, parsePersonName } from '../../../workers/mapping/parse-compound.js';
import { parseData } from '../../../workers/mapping/parse-data.js';

describe('a profile pasted into a request', () => {
  test('"Joris van der Berg (he/him)" is a name line; the particles belong to the family name', () => {
    const facts = parseData('-----\nJoris van der Berg (he/him)\nSenior Logistics Planner at Rhenus Maritime\n-----').facts;
    assert.deepEqual(facts.find((f) => f.key === 'name')?.person, { full: 'Joris van der Berg', first: 'Joris', middle: '', last: 'van der Berg' });
    assert.equal(parsePersonName('Ana Maria de la Cruz')?.last, 'de la Cruz');
  });

  test('"my 1.91 m" is a height with its unit; "1.50 m euros" is none', () => {
    const height = parseData('Former rower (my 1.91 m helps).').facts.find((f) => f.key === 'height');
    assert.equal(height?.value, '1.91 m');
    assert.equal(height?.typed?.unit, 'm');
    assert.equal(parseData('The loan was 1.50 m euros.').facts.some((f) => f.key === 'height'), false);
  });

  test('a remark in brackets after a part of an address is no part of it, a unit in brackets is; a Dutch postcode says the country', () => {
    const dutch = parseAddress('Oudegracht 142, 2nd floor (ring at Van der Berg), 3511 AZ Utrecht.');
    assert.deepEqual([dutch?.line2, dutch?.city, dutch?.zip, dutch?.country], ['2nd floor', 'Utrecht', '3511 AZ', 'Netherlands']);
    assert.equal(parseAddress('57 Walnut St (Floor 3), Somerville, MA 02143')?.line2, 'Floor 3');
  });
});
