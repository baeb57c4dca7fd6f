/** API keys: issue, look up by secret, list and revoke. Balances live in the ledger (ledger.ts). */
import type { KeyRecord, Store } from './open-store.js';
import { API_KEY_PREFIX, generateId, generateSecret, hashesEqual, hashSecret } from './secrets.js';

export interface CreatedKey {
  /** The secret, returned once and never stored. */
  key: string;
  record: KeyRecord;
  balanceMicros: number;
}

export function createApiKey(
  store: Store,
  options: { name: string; balanceMicros: number; rateLimitPerMinute: number; now?: number },
): CreatedKey {
  const key = generateSecret(API_KEY_PREFIX);
  const now = options.now ?? Date.now();
  const record: KeyRecord = {
    id: generateId('key_'),
    name: options.name,
    secretHash: hashSecret(key),
    createdAt: now,
    revokedAt: null,
    rateLimitPerMinute: options.rateLimitPerMinute,
  };
  store.root.transactionSync(() => {
    store.keys.put(record.id, record);
    store.keyHashes.put(record.secretHash, record.id);
    store.balances.put(record.id, options.balanceMicros);
    if (options.balanceMicros > 0) {
      store.ledger.put(`credit:${record.id}:${now}:initial`, {
        kind: 'credit', keyId: record.id, amountMicros: options.balanceMicros, note: 'initial balance', at: now,
      });
    }
  });
  return { key, record, balanceMicros: options.balanceMicros };
}

/** The active (not revoked) key whose secret this is, or undefined. */
export function findApiKeyBySecret(store: Store, secret: string): KeyRecord | undefined {
  const hash = hashSecret(secret);
  const id = store.keyHashes.get(hash);
  if (id === undefined) return undefined;
  const record = store.keys.get(id);
  if (!record || !hashesEqual(record.secretHash, hash) || record.revokedAt !== null) return undefined;
  return record;
}

export function getApiKey(store: Store, id: string): KeyRecord | undefined {
  return store.keys.get(id);
}

export function listApiKeys(store: Store): KeyRecord[] {
  return [...store.keys.getRange({})].map((entry) => entry.value);
}

export function countApiKeys(store: Store): number {
  return store.keys.getCount();
}

/** Revokes a key at once: its secret and every session made from it stop working. False when unknown. */
export function revokeApiKey(store: Store, id: string, now = Date.now()): boolean {
  return store.root.transactionSync(() => {
    const record = store.keys.get(id);
    if (!record) return false;
    if (record.revokedAt === null) store.keys.put(id, { ...record, revokedAt: now });
    return true;
  });
}
