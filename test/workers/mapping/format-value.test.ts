import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { convertMeasure, formatDate, plainNumber, withoutYear } from '../../../workers/mapping/format-value.js';

describe('value formatting', () => {
  const date = { year: 2025, month: 3, day: 3 };

  test('AFDate formats', () => {
    assert.equal(formatDate(date, 'm/d/yy'), '3/3/25');
    assert.equal(formatDate(date, 'mm/dd/yyyy'), '03/03/2025');
    assert.equal(formatDate(date, 'yyyy-mm-dd'), '2025-03-03');
    assert.equal(formatDate(date, 'd mmmm yyyy'), '3 March 2025');
    assert.equal(formatDate(date, 'dd-mmm-yy'), '03-Mar-25');
  });

  test('dates without their year and plain numbers', () => {
    assert.equal(withoutYear('June 14, 2025', { year: 2025, month: 6, day: 14 }), 'June 14');
    assert.equal(withoutYear('2025-06-14', { year: 2025, month: 6, day: 14 }), 'June 14');
    assert.equal(plainNumber('$2,395.00'), '2395.00');
  });
});

describe('measures in the unit the field states (issue 4)', () => {
  test('lengths and masses convert, with a decimal comma read as one; other pairs do not', () => {
    assert.equal(convertMeasure('1,65 m', 'm', 'cm'), '165');
    assert.equal(convertMeasure('1.88 m', 'm', 'cm'), '188');
    assert.equal(convertMeasure('1,650 mm', 'mm', 'm'), '1.65');
    assert.equal(convertMeasure('180 lbs', 'lbs', 'kg'), '81.65');
    assert.equal(convertMeasure('82 kg', 'kg', 'cm'), undefined);
    assert.equal(convertMeasure('3 hours', 'hours', 'days'), undefined);
  });
});
