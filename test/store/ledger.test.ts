import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { after, before, test } from 'node:test';
import { createApiKey } from '../../src/store/api-keys.js';
import {
  addCredits, getBalance, journalTotals, releaseOrphanedReservations, releaseReservation, reserveCredits, settleReservation,
} from '../../src/store/ledger.js';
import type { Store } from '../../src/store/open-store.js';
import { openTempStore } from '../helpers/temp-store.js';

let store: Store;
let dir: string;
let cleanup: () => Promise<void>;
before(() => ({ store, dir, cleanup } = openTempStore()));
after(() => cleanup());

const newKey = (balanceMicros: number) => createApiKey(store, { name: 't', balanceMicros, rateLimitPerMinute: 60 }).record.id;
const reservation = (keyId: string, requestId: string, amountMicros: number) =>
  ({ requestId, keyId, amountMicros, operation: 'fill-pdf', pages: 1 });

test('reserve takes the amount at once; settle records the charge; release gives it back', async () => {
  const keyId = newKey(100_000);
  assert.deepEqual(await reserveCredits(store, reservation(keyId, 'r1', 30_000)), { ok: true, balanceMicros: 70_000 });
  assert.deepEqual(await settleReservation(store, 'r1'), { chargedMicros: 30_000, balanceMicros: 70_000 });
  assert.deepEqual(await reserveCredits(store, reservation(keyId, 'r2', 50_000)), { ok: true, balanceMicros: 20_000 });
  assert.equal(await releaseReservation(store, 'r2'), true);
  assert.equal(await releaseReservation(store, 'r2'), false, 'releasing twice changes nothing');
  assert.equal(getBalance(store, keyId), 70_000);
  assert.deepEqual(journalTotals(store, keyId), { creditedMicros: 100_000, chargedMicros: 30_000, charges: 1 });
});

test('a reservation above the balance is refused and reports the balance', async () => {
  const keyId = newKey(10_000);
  assert.deepEqual(await reserveCredits(store, reservation(keyId, 'big', 20_000)), { ok: false, balanceMicros: 10_000 });
  assert.equal(getBalance(store, keyId), 10_000);
});

test('many interleaved reservations never overdraw', async () => {
  const keyId = newKey(1_000_000);
  const outcomes = await Promise.all(
    Array.from({ length: 200 }, async (_, i) => {
      await new Promise((resolve) => setImmediate(resolve));
      return reserveCredits(store, reservation(keyId, `c${i}`, 20_000));
    }),
  );
  assert.equal(outcomes.filter((o) => o.ok).length, 50);
  assert.equal(getBalance(store, keyId), 0);
});

test('reservations committed together (one write transaction) still each see the balance the previous left', async () => {
  const keyId = newKey(100_000);
  // Queued in one event turn, so lmdb-js runs all 7 bodies in a single write transaction.
  const outcomes = await Promise.all(Array.from({ length: 7 }, (_, i) => reserveCredits(store, reservation(keyId, `g${i}`, 30_000))));
  assert.deepEqual(outcomes.map((o) => o.balanceMicros), [70_000, 40_000, 10_000, 10_000, 10_000, 10_000, 10_000]);
  assert.deepEqual(outcomes.map((o) => o.ok), [true, true, true, false, false, false, false]);
  const settled = await Promise.all([settleReservation(store, 'g0'), releaseReservation(store, 'g1'), settleReservation(store, 'g2')]);
  assert.deepEqual(settled, [{ chargedMicros: 30_000, balanceMicros: 10_000 }, true, { chargedMicros: 30_000, balanceMicros: 40_000 }]);
  assert.equal(getBalance(store, keyId), 40_000);
});

test('two processes reserving on the same store never overdraw (LMDB write lock across processes)', async () => {
  const keyId = newKey(2_000_000);
  const script = `
    import { openStore } from ${JSON.stringify(new URL('../../src/store/open-store.js', import.meta.url).href)};
    import { reserveCredits } from ${JSON.stringify(new URL('../../src/store/ledger.js', import.meta.url).href)};
    const store = openStore(process.argv[1]);
    let ok = 0;
    // Half queued at once (committed together), half one by one, so both paths meet the other process's.
    const together = await Promise.all(Array.from({ length: 75 }, (_, i) =>
      reserveCredits(store, { requestId: process.pid + '-a' + i, keyId: process.argv[2], amountMicros: 10000, operation: 'x', pages: 1 })));
    ok += together.filter((o) => o.ok).length;
    for (let i = 0; i < 75; i++) {
      if ((await reserveCredits(store, { requestId: process.pid + '-b' + i, keyId: process.argv[2], amountMicros: 10000, operation: 'x', pages: 1 })).ok) ok++;
    }
    await store.close();
    process.stdout.write(String(ok));`;
  const run = () =>
    new Promise<number>((resolve, reject) => {
      const child = spawn(process.execPath, ['--input-type=module', '-e', script, dir, keyId]);
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => process.stderr.write(d));
      child.on('exit', (code) => (code === 0 ? resolve(Number(out)) : reject(new Error(`child exited ${code}`))));
    });
  const [a, b] = await Promise.all([run(), run()]);
  assert.equal(a + b, 200, `exactly 200 reservations of 0.01 fit in 2.00 (got ${a} + ${b})`);
  assert.equal(getBalance(store, keyId), 0);
});

test('reservations of a dead server are returned at start; a live one is kept', async () => {
  const keyId = newKey(100_000);
  await reserveCredits(store, reservation(keyId, 'orphan', 40_000));
  store.reservations.putSync('orphan', { ...store.reservations.get('orphan')!, pid: 999_999_999 });
  await reserveCredits(store, reservation(keyId, 'live', 10_000));
  store.reservations.putSync('live', { ...store.reservations.get('live')!, pid: 424242 });
  const released = releaseOrphanedReservations(store, { maxAgeMs: 60_000, isProcessAlive: (pid) => pid === 424242 });
  assert.ok(released >= 1);
  assert.equal(store.reservations.get('orphan'), undefined);
  assert.equal(getBalance(store, keyId), 90_000);
  assert.ok(store.reservations.get('live'));
  await releaseReservation(store, 'live');
});

test('credits are added to existing keys only', () => {
  const keyId = newKey(0);
  assert.equal(addCredits(store, keyId, 5_000_000, 'test'), 5_000_000);
  assert.equal(addCredits(store, 'key_missing', 1, 'test'), undefined);
});
