import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createApiKey } from '../../src/store/api-keys.js';
import {
  addCredits, getBalance, journalTotals, releaseOrphanedReservations, releaseReservation, reserveCredits, settleReservation,
} from '../../src/store/ledger.js';
import type { Store } from '../../src/store/open-store.js';
import { reserveInChildren } from '../helpers/reserve-in-children.js';
import { openTempStore } from '../helpers/temp-store.js';

let store: Store;
let dir: string;
let cleanup: () => Promise<void>;
before(() => ({ store, dir, cleanup } = openTempStore()));
after(() => cleanup());

const newKey = (balanceMicros: number) => createApiKey(store, { name: 't', balanceMicros, rateLimitPerMinute: 60 }).record.id;
const reservation = (keyId: string, requestId: string, amountMicros: number) =>
  ({ requestId, keyId, amountMicros, operation: 'fill-pdf', pages: 1 });

test('reserve takes the amount at once; settle records the charge; release gives it back', () => {
  const keyId = newKey(100_000);
  assert.deepEqual(reserveCredits(store, reservation(keyId, 'r1', 30_000)), { ok: true, balanceMicros: 70_000 });
  assert.deepEqual(settleReservation(store, 'r1'), { chargedMicros: 30_000, balanceMicros: 70_000 });
  assert.deepEqual(reserveCredits(store, reservation(keyId, 'r2', 50_000)), { ok: true, balanceMicros: 20_000 });
  assert.equal(releaseReservation(store, 'r2'), true);
  assert.equal(releaseReservation(store, 'r2'), false, 'releasing twice changes nothing');
  assert.equal(getBalance(store, keyId), 70_000);
  assert.deepEqual(journalTotals(store, keyId), { creditedMicros: 100_000, chargedMicros: 30_000, charges: 1 });
});

test('a reservation above the balance is refused and reports the balance', () => {
  const keyId = newKey(10_000);
  assert.deepEqual(reserveCredits(store, reservation(keyId, 'big', 20_000)), { ok: false, balanceMicros: 10_000 });
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

test('each reservation sees the balance the previous one left; settle and release report the balance after', () => {
  const keyId = newKey(100_000);
  const outcomes = Array.from({ length: 5 }, (_, i) => reserveCredits(store, reservation(keyId, `g${i}`, 30_000)));
  assert.deepEqual(outcomes.map((o) => o.balanceMicros), [70_000, 40_000, 10_000, 10_000, 10_000]);
  assert.deepEqual(outcomes.map((o) => o.ok), [true, true, true, false, false]);
  assert.deepEqual(settleReservation(store, 'g0'), { chargedMicros: 30_000, balanceMicros: 10_000 });
  assert.equal(releaseReservation(store, 'g1'), true);
  assert.deepEqual(settleReservation(store, 'g2'), { chargedMicros: 30_000, balanceMicros: 40_000 });
  assert.equal(getBalance(store, keyId), 40_000);
});

test('two processes reserving on the same store never overdraw (LMDB write lock across processes)', async () => {
  const keyId = newKey(2_000_000);
  const counts = await reserveInChildren(dir, keyId, { processes: 2, perProcess: 150, amountMicros: 10_000 });
  assert.equal(counts[0]! + counts[1]!, 200, `exactly 200 reservations of 0.01 fit in 2.00 (got ${counts.join(' + ')})`);
  assert.equal(getBalance(store, keyId), 0);
  const stored = [...store.reservations.getRange({})].filter(({ value }) => value.keyId === keyId);
  assert.equal(stored.length, 200, 'every reservation reported as made is in the store');
});

test('reservations of a dead server are returned at start; a live one is kept', () => {
  const keyId = newKey(100_000);
  reserveCredits(store, reservation(keyId, 'orphan', 40_000));
  store.reservations.putSync('orphan', { ...store.reservations.get('orphan')!, pid: 999_999_999 });
  reserveCredits(store, reservation(keyId, 'live', 10_000));
  store.reservations.putSync('live', { ...store.reservations.get('live')!, pid: 424242 });
  const released = releaseOrphanedReservations(store, { maxAgeMs: 60_000, isProcessAlive: (pid) => pid === 424242 });
  assert.ok(released >= 1);
  assert.equal(store.reservations.get('orphan'), undefined);
  assert.equal(getBalance(store, keyId), 90_000);
  assert.ok(store.reservations.get('live'));
  releaseReservation(store, 'live');
});

test('credits are added to existing keys only', () => {
  const keyId = newKey(0);
  assert.equal(addCredits(store, keyId, 5_000_000, 'test'), 5_000_000);
  assert.equal(addCredits(store, 'key_missing', 1, 'test'), undefined);
});
