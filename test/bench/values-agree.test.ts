/** How the mapping benchmark judges a filled value against the expected one. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { valuesAgree } from '../../bench/suites/mapping.js';

describe('valuesAgree', () => {
  test('the same day in another format agrees; a year on one side only, or another day, does not', () => {
    assert.ok(valuesAgree('August 2, 2025', '8/2/25'));
    assert.ok(valuesAgree('September 1', 'Sept 1'));
    assert.ok(valuesAgree('03/03/2025', '3/3/25'));
    assert.ok(valuesAgree('2 August 2025', '08/02/2025'));
    assert.ok(!valuesAgree('September 1', '9/1/2025'));
    assert.ok(!valuesAgree('May 2, 2026', 'May 3, 2026'));
  });

  test('case, amounts and phone punctuation as before', () => {
    assert.ok(valuesAgree('Amber', 'amber'));
    assert.ok(valuesAgree('650.00', '650'));
    assert.ok(valuesAgree('412.337', '412.3370'));
    assert.ok(!valuesAgree('412.337', '412.33'));
    assert.ok(valuesAgree('(303) 555-0268', '3035550268'));
    assert.ok(!valuesAgree('Amber', 'Brown'));
  });

  test('an empty box is expected empty: it reads back as no value, and any value in it disagrees', () => {
    assert.ok(valuesAgree('', null));
    assert.ok(valuesAgree('', ''));
    assert.ok(!valuesAgree('', '7'));
    assert.ok(!valuesAgree('7', null));
  });
});
