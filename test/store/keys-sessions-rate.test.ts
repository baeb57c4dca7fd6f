import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { authenticate } from '../../src/auth/authenticate.js';
import { ServiceError } from '../../src/shared/errors.js';
import { createApiKey, findApiKeyBySecret, listApiKeys, revokeApiKey } from '../../src/store/api-keys.js';
import { openStore, type Store } from '../../src/store/open-store.js';
import { createRateLimiter, RATE_WINDOW_MS } from '../../src/store/rate-limiter.js';
import { createSession, findSession, sweepExpiredSessions } from '../../src/store/sessions.js';
import { openTempStore } from '../helpers/temp-store.js';

let store: Store;
let cleanup: () => Promise<void>;
before(() => ({ store, cleanup } = openTempStore()));
after(() => cleanup());

test('keys are stored only as hashes and found by their secret', () => {
  const created = createApiKey(store, { name: 'a', balanceMicros: 1, rateLimitPerMinute: 5 });
  const raw = JSON.stringify([...store.keys.getRange({})], null, 0) + JSON.stringify([...store.keyHashes.getRange({})]);
  assert.ok(!raw.includes(created.key), 'the secret never reaches the store');
  assert.equal(findApiKeyBySecret(store, created.key)?.id, created.record.id);
  assert.equal(findApiKeyBySecret(store, `${created.key}x`), undefined);
  assert.ok(listApiKeys(store).some((k) => k.id === created.record.id));
});

test('a revoked key and its sessions fail at once', () => {
  const created = createApiKey(store, { name: 'b', balanceMicros: 1, rateLimitPerMinute: 5 });
  const session = createSession(store, created.record.id, 3600);
  assert.equal(authenticate(store, `Bearer ${session.token}`).sessionId, session.record.id);
  revokeApiKey(store, created.record.id);
  assert.throws(() => authenticate(store, `Bearer ${created.key}`), (e) => e instanceof ServiceError && e.status === 401);
  assert.throws(() => authenticate(store, `Bearer ${session.token}`), (e) => e instanceof ServiceError && e.status === 401);
});

test('malformed Authorization headers are 401', () => {
  for (const header of [undefined, '', 'Basic abc', 'Bearer', 'Bearer  ', 'bearer pdfk_nope', `Bearer ${'x'.repeat(300)}`]) {
    assert.throws(() => authenticate(store, header), (e) => e instanceof ServiceError && e.code === 'UNAUTHORIZED', String(header));
  }
});

test('sessions expire', () => {
  const created = createApiKey(store, { name: 'c', balanceMicros: 1, rateLimitPerMinute: 5 });
  const now = Date.now();
  const session = createSession(store, created.record.id, 60, now);
  assert.ok(findSession(store, session.token, now + 59_000));
  assert.equal(findSession(store, session.token, now + 60_000), undefined);
  createSession(store, created.record.id, 60, now - 120_000);
  assert.ok(sweepExpiredSessions(store) >= 1);
});

test('rate windows count per subject and reset each minute', () => {
  const start = Math.ceil(Date.now() / RATE_WINDOW_MS) * RATE_WINDOW_MS;
  const limiter = createRateLimiter(store);
  const decisions = Array.from({ length: 4 }, () => limiter.consume('key:r', 3, start + 10));
  assert.deepEqual(decisions.map((d) => d.allowed), [true, true, true, false]);
  assert.deepEqual(decisions.map((d) => d.remaining), [2, 1, 0, 0]);
  assert.equal(decisions[0]!.resetAt, start + RATE_WINDOW_MS);
  assert.equal(limiter.consume('key:other', 3, start + 10).allowed, true, 'subjects are independent');
  assert.deepEqual(store.rateWindows.get('key:r'), { windowStart: start, count: 3 }, 'the refused request is not counted');
  assert.equal(limiter.consume('key:r', 3, start + RATE_WINDOW_MS).allowed, true, 'next window');
  assert.deepEqual(store.rateWindows.get('key:r'), { windowStart: start + RATE_WINDOW_MS, count: 1 });
});

test('limiters sharing a store, as server processes do, count each other at once', () => {
  const start = Math.ceil(Date.now() / RATE_WINDOW_MS) * RATE_WINDOW_MS;
  const first = createRateLimiter(store);
  const second = createRateLimiter(store);
  first.consume('key:shared', 3, start + 5);
  first.consume('key:shared', 3, start + 6);
  assert.deepEqual(second.consume('key:shared', 3, start + 7), { allowed: true, limit: 3, remaining: 0, resetAt: start + RATE_WINDOW_MS });
  assert.equal(second.consume('key:shared', 3, start + 8).allowed, false);
  assert.equal(first.consume('key:shared', 3, start + 9).allowed, false, "the other limiter's requests count");
  assert.equal(store.rateWindows.get('key:shared')!.count, 3);
  // A process whose clock is ahead opened the next window; a request stamped in the window before counts in it.
  second.consume('key:late', 3, start + RATE_WINDOW_MS + 2);
  const late = first.consume('key:late', 3, start + 1);
  assert.deepEqual(late, { allowed: true, limit: 3, remaining: 1, resetAt: start + 2 * RATE_WINDOW_MS });
  assert.deepEqual(store.rateWindows.get('key:late'), { windowStart: start + RATE_WINDOW_MS, count: 2 });
});

test('a data directory whose name has a dot in it opens as a directory', async () => {
  const parent = mkdtempSync(path.join(tmpdir(), 'pdfsvc-store-'));
  const dataDir = path.join(parent, 'pdf-service.d');
  const dotted = openStore(dataDir);
  try {
    createApiKey(dotted, { name: 'dotted', balanceMicros: 1, rateLimitPerMinute: 5 });
    assert.ok(readdirSync(dataDir).includes('data.mdb'));
  } finally {
    await dotted.close();
    rmSync(parent, { recursive: true, force: true });
  }
});
