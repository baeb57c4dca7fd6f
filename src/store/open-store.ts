/**
 * The embedded LMDB store: one environment in the data directory, one named database per concern. LMDB allows
 * several processes on the same files (the server and the admin CLI), and every change to money or to a rate
 * window happens inside one synchronous write transaction, so a read-check-write can never interleave.
 */
import { mkdirSync } from 'node:fs';
import { open, type Database, type RootDatabase } from 'lmdb';

export interface KeyRecord {
  id: string;
  name: string;
  /** hex SHA-256 of the secret key; the key itself is never stored. */
  secretHash: string;
  createdAt: number;
  revokedAt: number | null;
  rateLimitPerMinute: number;
}

export interface SessionRecord {
  id: string;
  keyId: string;
  createdAt: number;
  expiresAt: number;
}

export interface ReservationRecord {
  requestId: string;
  keyId: string;
  amountMicros: number;
  operation: string;
  pages: number;
  createdAt: number;
  /** The server process holding it; a reservation whose process is gone is returned at the next start. */
  pid: number;
}

export type LedgerEntry =
  | { kind: 'charge'; requestId: string; keyId: string; amountMicros: number; operation: string; pages: number; at: number }
  | { kind: 'credit'; keyId: string; amountMicros: number; note: string; at: number };

export interface RateWindow {
  windowStart: number;
  count: number;
}

export interface Store {
  root: RootDatabase;
  keys: Database<KeyRecord, string>;
  /** secret hash → key id */
  keyHashes: Database<string, string>;
  /** session token hash → session */
  sessions: Database<SessionRecord, string>;
  balances: Database<number, string>;
  reservations: Database<ReservationRecord, string>;
  ledger: Database<LedgerEntry, string>;
  rateWindows: Database<RateWindow, string>;
  /** Monotonic counters, e.g. the documentId of OCR results. */
  counters: Database<number, string>;
  close(): Promise<void>;
}

export function openStore(dataDir: string): Store {
  mkdirSync(dataDir, { recursive: true });
  // lmdb-js overlaps a commit's disk flush with the next transaction by default. With a second process writing
  // to the same files, that mode lost whole commits in a stress run (ledger.ts says how it was measured), so
  // every commit here is flushed before the next begins, as plain LMDB does.
  // (noSubdir: lmdb-js takes a path with a dot in its last part, "/var/lib/pdf-service.d" or a mktemp "tmp.Xf3k",
  // for a database file and fails on the directory; DATA_DIR always names a directory.)
  const root = open({ path: dataDir, name: undefined, maxDbs: 16, overlappingSync: false, noSubdir: false });
  const db = <V>(name: string) => root.openDB<V, string>({ name });
  return {
    root,
    keys: db<KeyRecord>('keys'),
    keyHashes: db<string>('key-hashes'),
    sessions: db<SessionRecord>('sessions'),
    balances: db<number>('balances'),
    reservations: db<ReservationRecord>('reservations'),
    ledger: db<LedgerEntry>('ledger'),
    rateWindows: db<RateWindow>('rate-windows'),
    counters: db<number>('counters'),
    close: () => root.close(),
  };
}

/** Increments and returns a named counter: unique across restarts and across processes sharing the store. */
export function nextCounterValue(store: Store, name: string): number {
  return store.root.transactionSync(() => {
    const next = (store.counters.get(name) ?? 0) + 1;
    store.counters.put(name, next);
    return next;
  });
}
