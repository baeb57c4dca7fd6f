import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { findPayGrade } from '../../../workers/mapping/parse-pay-grade.js';
import { parseData } from '../../../workers/mapping/parse-data.js';

const parts = (text: string) => findPayGrade(text).map((p) => `${p.key}=${p.value}`);

describe('federal pay notation (issue 4)', () => {
  test('plan, series, grade and step, the series with its leading zero', () => {
    assert.deepEqual(parts('Program Analyst / GS-0343-11 step 2 / career'), ['pay plan=GS', 'series=0343', 'grade=11', 'step=2']);
    assert.deepEqual(parts('WG-4749-08/3'), ['pay plan=WG', 'series=4749', 'grade=8', 'step=3']);
    assert.deepEqual(parts('a GS-2210-12 position'), ['pay plan=GS', 'series=2210', 'grade=12']);
  });

  test('plan and grade without a series, for the common plans only', () => {
    assert.deepEqual(parts('she is a GS-13, step 4'), ['pay plan=GS', 'grade=13', 'step=4']);
    assert.deepEqual(parts('GS-11/2'), ['pay plan=GS', 'grade=11', 'step=2']);
    assert.deepEqual(parts('form W-4 and I-94'), []);
    assert.deepEqual(parts('route IL-53 and flight AA-12'), []);
  });

  test('the parts become facts under the words a form labels them with', () => {
    const facts = parseData('- me: Okafor, Chidi E. / Program Analyst / GS-0343-11 step 2').facts;
    assert.equal(facts.find((f) => f.key === 'series')?.value, '0343');
    assert.equal(facts.find((f) => f.key === 'pay plan')?.value, 'GS');
  });
});
