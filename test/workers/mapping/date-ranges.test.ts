import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { findDateRanges, lastDateRange } from '../../../workers/mapping/date-ranges.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

describe('periods written with the year once', () => {
  test('month first, day first, one month or two, weekdays and "through"', () => {
    const ends = (text: string) => findDateRanges(text).map((r) => [r.start, r.end]);
    assert.deepEqual(ends('it now runs March 9 through March 20, 2026'), [['March 9, 2026', 'March 20, 2026']]);
    assert.deepEqual(ends('announced for March 2-13, 2026'), [['March 2, 2026', 'March 13, 2026']]);
    assert.deepEqual(ends('Mon 8 Feb to Fri 12 Feb 2027, 7 hrs a day'), [['Feb 8, 2027', 'Feb 12, 2027']]);
    assert.deepEqual(ends('from 30 March - 3 April 2026'), [['March 30, 2026', 'April 3, 2026']]);
    assert.deepEqual(ends('Dec 28 - Jan 3, 2027'), [['Dec 28, 2026', 'Jan 3, 2027']]);
    assert.deepEqual(ends('on March 9, 2026 at 10'), []);
  });

  test('a sentence that moves a period settles on the last one', () => {
    assert.equal(lastDateRange('The vendor gave us March 2-6, 2026, but they moved the class to March 9 through March 13, 2026.')?.start, 'March 9, 2026');
  });

  test('the period fills the start and end date boxes', async () => {
    const fields = [fieldAt('start', 'text', { x: 100, y: 100 }), fieldAt('end', 'text', { x: 300, y: 100 })];
    const descriptions = [described('start', 'Training Start Date'), described('end', 'Training End Date')];
    const values = await mappedValues(fields, descriptions, 'The course was moved: it now runs March 9 through March 20, 2026.');
    assert.match(String(values.start), /March 9, 2026|03\/09\/2026|2026-03-09/);
    assert.match(String(values.end), /March 20, 2026|03\/20\/2026|2026-03-20/);
  });
});
