import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { generateCases } from '../../scripts/synthetic-fill-cases.js';
import { fitLogistic, sameValue } from '../../scripts/train-field-classifier.js';
import { FEATURE_NAMES } from '../../workers/mapping/candidate-features.js';

describe('synthetic training cases', () => {
  test('the same seed gives the same cases; another seed others', () => {
    assert.deepEqual(generateCases(42, 5), generateCases(42, 5));
    assert.notDeepEqual(generateCases(42, 5), generateCases(43, 5));
  });

  test('every expected value names a field of its form, and texts are never empty', () => {
    for (const c of generateCases(7, 50)) {
      const names = new Set(c.fields.map((f) => f.name));
      assert.equal(names.size, c.fields.length, 'field names are unique');
      for (const name of Object.keys(c.expected)) assert.ok(names.has(name), name);
      assert.ok(c.data.trim().length > 0);
      assert.equal(c.descriptions.length, c.fields.length);
    }
  });

  test('values compare as the bench compares them', () => {
    assert.ok(sameValue('1876.00', '$1,876.00'));
    assert.ok(sameValue('5125550143', '(512) 555-0143'));
    assert.ok(sameValue('Maria  Okafor', 'maria okafor'));
    assert.ok(!sameValue('Maria', 'Maria Okafor'));
    assert.ok(!sameValue(true, 'yes'));
  });

  test('logistic regression training is deterministic and learns a separable rule', () => {
    const examples = Array.from({ length: 200 }, (_, i) => {
      const x = new Float64Array(FEATURE_NAMES.length);
      x[0] = 1;
      x[1] = (i % 10) / 10;
      return { x, y: x[1]! > 0.5 ? 1 : 0 };
    });
    const a = fitLogistic(examples, 300);
    assert.deepEqual(a, fitLogistic(examples, 300));
    assert.ok(a[1]! > 0, 'the rule score gets a positive weight');
  });
});
