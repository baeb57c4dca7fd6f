import assert from 'node:assert/strict';
import { test } from 'node:test';
import { linesWithLabelsAbove } from '../../../workers/mapping/parse-record.js';

test('a record copied with each label above its value is read as "label: value" lines', () => {
  const lines = [
    'Matters › 2026-RE-0918',
    'Client',
    'Rebecca L. Sandoval',
    'Client mobile',
    '(480) 555-0137',
    'City / State (for POA recital)',
    'Scottsdale, Arizona',
    'Address line 2',
    'Unit 4',
    '▸ Show 6 more fields',
  ];
  assert.deepEqual(linesWithLabelsAbove(lines), [
    'Matters › 2026-RE-0918',
    'Client: Rebecca L. Sandoval',
    'Client mobile: (480) 555-0137',
    'City / State (for POA recital): Scottsdale, Arizona',
    'Address line 2: Unit 4',
    '▸ Show 6 more fields',
  ]);
});

test('fewer than four pairs, sentences and "Key: value" lines are left as written', () => {
  const letter = ['Jane Doe', '12 Main St', 'Springfield, IL 62701', '', 'Dear Sir,'];
  assert.deepEqual(linesWithLabelsAbove(letter), letter);
  const keyed = ['Name: Ada', 'City: Leeds', 'Phone: 1', 'Email: a@b.c', 'Zip: 1'];
  assert.deepEqual(linesWithLabelsAbove(keyed), keyed);
});
