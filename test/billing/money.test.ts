import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { formatUsd, microsToUsd, parseUsd } from '../../src/billing/money.js';

test('parseUsd reads decimal USD exactly into micro-dollars', () => {
  assert.equal(parseUsd('10'), 10_000_000);
  assert.equal(parseUsd('10.00'), 10_000_000);
  assert.equal(parseUsd('0.02'), 20_000);
  assert.equal(parseUsd('0.000001'), 1);
  assert.equal(parseUsd(' 3.5 '), 3_500_000);
  for (const bad of ['', '-1', '1e3', '0.0000001', 'abc', '1,00', '.5', '5.']) assert.equal(parseUsd(bad), undefined, bad);
});

test('formatUsd and parseUsd round-trip every micro amount', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 10 ** 15 }), (micros) => {
      assert.equal(parseUsd(formatUsd(micros)), micros);
      assert.equal(parseUsd(String(microsToUsd(micros))), micros);
    }),
  );
  assert.equal(formatUsd(10_000_000), '10.00');
  assert.equal(formatUsd(20_000), '0.02');
  assert.equal(formatUsd(1), '0.000001');
});

test('microsToUsd prints the exact decimal, not a float artefact', () => {
  assert.equal(String(microsToUsd(20_000 * 3)), '0.06');
  assert.equal(String(microsToUsd(9_980_000)), '9.98');
});
