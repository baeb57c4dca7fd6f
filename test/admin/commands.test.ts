import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import { runAdminCommand } from '../../src/admin/commands.js';
import { loadConfig } from '../../src/config.js';
import type { Store } from '../../src/store/open-store.js';
import { openTempStore } from '../helpers/temp-store.js';

let store: Store;
let dir: string;
let cleanup: () => Promise<void>;
before(() => ({ store, dir, cleanup } = openTempStore()));
after(() => cleanup());
const config = loadConfig({});
const json = (args: string[]) => {
  const outcome = runAdminCommand(args, store, config);
  assert.equal(outcome.exitCode, 0, outcome.stderr);
  return JSON.parse(outcome.stdout);
};

test('keys create prints one JSON line with key, id and balance; list, credits and revoke follow', () => {
  const created = json(['keys', 'create', '--name', 'ops', '--balance', '12.50', '--rate-limit', '7', '--json']);
  assert.match(created.key, /^pdfk_/);
  assert.match(created.id, /^key_/);
  assert.equal(created.balance, 12.5);
  assert.equal(created.rateLimitPerMinute, 7);
  const listed = json(['keys', 'list', '--json']);
  assert.ok(listed.some((k: { id: string; key?: string }) => k.id === created.id && k.key === undefined), 'list never shows secrets');
  assert.equal(json(['credits', 'add', created.id, '0.10', '--json']).balance, 12.6);
  assert.deepEqual(json(['credits', 'show', created.id, '--json']), {
    id: created.id, balance: 12.6, currency: 'USD', credited: 12.6, charged: 0, charges: 0,
  });
  assert.equal(json(['keys', 'revoke', created.id, '--json']).status, 'revoked');
});

test('bad usage exits 2 and an unknown id exits 1', () => {
  assert.equal(runAdminCommand(['keys', 'create', '--balance', '1'], store, config).exitCode, 2);
  assert.equal(runAdminCommand(['keys', 'create', '--name', 'x', '--balance', '-1'], store, config).exitCode, 2);
  assert.equal(runAdminCommand(['credits', 'add', 'key_nope', '1'], store, config).exitCode, 1);
  assert.equal(runAdminCommand(['frobnicate'], store, config).exitCode, 2);
});

test('the CLI entry works as a separate process on the same store', () => {
  const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/admin/cli.js');
  const result = spawnSync(process.execPath, [cli, 'keys', 'create', '--name', 'proc', '--balance', '1', '--json'], {
    env: { ...process.env, DATA_DIR: dir },
    encoding: 'utf8',
  });
  assert.equal(result.status, 0, result.stderr);
  const created = JSON.parse(result.stdout.trim());
  assert.ok(store.keys.get(created.id), 'the key is visible to this process at once');
});
