/** Sessions: short-lived bearer tokens made from an API key, billed to that key and rate-limited on their own. */
import type { SessionRecord, Store } from './open-store.js';
import { generateId, generateSecret, hashSecret, SESSION_TOKEN_PREFIX } from './secrets.js';

export function createSession(store: Store, keyId: string, ttlSeconds: number, now = Date.now()) {
  const token = generateSecret(SESSION_TOKEN_PREFIX);
  const record: SessionRecord = { id: generateId('ses_'), keyId, createdAt: now, expiresAt: now + ttlSeconds * 1000 };
  store.sessions.putSync(hashSecret(token), record);
  return { token, record };
}

/** The live session for this token, or undefined (unknown or expired; an expired one is deleted). */
export function findSession(store: Store, token: string, now = Date.now()): SessionRecord | undefined {
  const hash = hashSecret(token);
  const record = store.sessions.get(hash);
  if (!record) return undefined;
  if (record.expiresAt <= now) {
    store.sessions.removeSync(hash);
    return undefined;
  }
  return record;
}

/** Deletes expired sessions; returns how many. */
export function sweepExpiredSessions(store: Store, now = Date.now()): number {
  let removed = 0;
  store.root.transactionSync(() => {
    for (const { key, value } of store.sessions.getRange({})) {
      if (value.expiresAt <= now) {
        store.sessions.remove(key);
        removed += 1;
      }
    }
  });
  return removed;
}
