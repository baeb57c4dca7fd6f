/**
 * README.md is the newcomer's reference: its error table must list every code the service can return (the
 * catalogue in src/shared/errors.ts) with the catalogue's status, and its configuration table every setting.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { ERROR_CATALOGUE, type ErrorCode } from '../../src/shared/errors.js';

const README = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../README.md'), 'utf8');

test('the README error table lists every code of the catalogue with its status', () => {
  // Rows look like: | 400 | `MALFORMED_REQUEST` | when | details |
  const rows = new Map<string, number>();
  for (const match of README.matchAll(/^\|\s*(\d{3})\s*\|\s*`([A-Z_]+)`\s*\|/gm)) rows.set(match[2]!, Number(match[1]));
  const missing = (Object.keys(ERROR_CATALOGUE) as ErrorCode[]).filter((code) => !rows.has(code));
  assert.deepEqual(missing, [], 'codes missing from the README error table');
  for (const [code, status] of rows) {
    assert.ok(Object.hasOwn(ERROR_CATALOGUE, code), `README lists ${code}, which the service never returns`);
    assert.equal(status, ERROR_CATALOGUE[code as ErrorCode].status, `status of ${code}`);
  }
});

test('the README configuration table lists every setting the service reads', () => {
  const source = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../src/config.ts'), 'utf8');
  const settings = [...source.matchAll(/name: '([A-Z_]+)'/g)].map((m) => m[1]!);
  assert.ok(settings.length >= 10, 'settings found in src/config.ts');
  const missing = settings.filter((name) => !new RegExp(`^\\|\\s*\`${name}\``, 'm').test(README));
  assert.deepEqual(missing, []);
});
