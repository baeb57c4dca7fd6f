/**
 * The ledger: balances in integer micro-dollars, reservations for calls in progress, and a journal of every
 * charge and credit. A call reserves its price before any work (the amount leaves the balance at once, so
 * parallel calls can never overdraw), then either settles (the reservation becomes a charge in the journal) or
 * is released (the amount goes back).
 *
 * Each step is one synchronous LMDB write transaction (`transactionSync`): the read, the check and the write
 * happen on the calling thread under LMDB's write lock with nothing in between, so no other call, thread or
 * process can interleave, and the step has committed when the function returns.
 *
 * These steps were once lmdb-js asynchronous transactions, whose bodies run in the writer thread's batch. With
 * two processes writing to one store that path lost commits now and then: a stress run of six processes
 * reserving against one balance (300 rounds, test/store/ledger.test.ts has the two-process form) counted 601
 * successful reservations of 600 that fitted, and the batch sometimes failed with MDB_BAD_TXN. Synchronous
 * transactions on a store opened without overlapping sync (open-store.ts) gave 0 faults in 300 rounds
 * (`npm run stress:ledger` repeats it). The price is the disk flush on the calling thread: about 0.6 ms per
 * commit on the benchmark machine, against the 1 to 2 ms a request used to wait for the writer thread's round
 * trip (README, "Performance").
 */
import type { ReservationRecord, Store } from './open-store.js';

export type ReserveOutcome =
  | { ok: true; balanceMicros: number }
  | { ok: false; balanceMicros: number };

export interface Reservation {
  requestId: string;
  keyId: string;
  amountMicros: number;
  operation: string;
  pages: number;
}

export function getBalance(store: Store, keyId: string): number | undefined {
  return store.balances.get(keyId);
}

/** Takes `amountMicros` from the key's balance and records the reservation, or reports the balance it lacks. */
export function reserveCredits(store: Store, reservation: Reservation, now = Date.now()): ReserveOutcome {
  return store.root.transactionSync((): ReserveOutcome => {
    const balance = store.balances.get(reservation.keyId) ?? 0;
    if (balance < reservation.amountMicros) return { ok: false, balanceMicros: balance };
    if (store.reservations.get(reservation.requestId) !== undefined) {
      throw new Error(`reservation ${reservation.requestId} exists already`);
    }
    const after = balance - reservation.amountMicros;
    store.balances.put(reservation.keyId, after);
    const record: ReservationRecord = { ...reservation, createdAt: now, pid: process.pid };
    store.reservations.put(reservation.requestId, record);
    return { ok: true, balanceMicros: after };
  });
}

/** Turns a reservation into a charge. Returns the amount charged and the balance after it. */
export function settleReservation(store: Store, requestId: string, now = Date.now()): { chargedMicros: number; balanceMicros: number } {
  return store.root.transactionSync(() => {
    const reservation = store.reservations.get(requestId);
    if (!reservation) throw new Error(`no reservation ${requestId} to settle`);
    store.reservations.remove(requestId);
    store.ledger.put(`charge:${requestId}`, {
      kind: 'charge',
      requestId,
      keyId: reservation.keyId,
      amountMicros: reservation.amountMicros,
      operation: reservation.operation,
      pages: reservation.pages,
      at: now,
    });
    return { chargedMicros: reservation.amountMicros, balanceMicros: store.balances.get(reservation.keyId) ?? 0 };
  });
}

/** Gives a reservation's amount back. Releasing twice, or a settled reservation, is a no-op. */
export function releaseReservation(store: Store, requestId: string): boolean {
  return store.root.transactionSync(() => {
    const reservation = store.reservations.get(requestId);
    if (!reservation) return false;
    store.reservations.remove(requestId);
    store.balances.put(reservation.keyId, (store.balances.get(reservation.keyId) ?? 0) + reservation.amountMicros);
    return true;
  });
}

/** Adds credits to a key; returns the new balance, or undefined when the key does not exist. */
export function addCredits(store: Store, keyId: string, amountMicros: number, note: string, now = Date.now()) {
  return store.root.transactionSync(() => {
    if (store.keys.get(keyId) === undefined) return undefined;
    const after = (store.balances.get(keyId) ?? 0) + amountMicros;
    store.balances.put(keyId, after);
    store.ledger.put(`credit:${keyId}:${now}:${Math.random().toString(36).slice(2, 10)}`, {
      kind: 'credit', keyId, amountMicros, note, at: now,
    });
    return after;
  });
}

/**
 * Returns the reservations of server processes that no longer run (a crash or kill -9 mid-request) to their
 * balances. Reservations of live processes sharing the store are left alone. Returns how many were released.
 */
export function releaseOrphanedReservations(
  store: Store,
  options: { maxAgeMs: number; now?: number; isProcessAlive?: (pid: number) => boolean },
) {
  const now = options.now ?? Date.now();
  const isAlive = options.isProcessAlive ?? processAlive;
  let released = 0;
  store.root.transactionSync(() => {
    for (const { key, value } of store.reservations.getRange({})) {
      // Older than any request may run means its process died and the pid was reused by another program.
      const live = value.pid !== process.pid && isAlive(value.pid) && now - value.createdAt < options.maxAgeMs;
      if (live) continue;
      store.reservations.remove(key);
      store.balances.put(value.keyId, (store.balances.get(value.keyId) ?? 0) + value.amountMicros);
      released += 1;
    }
  });
  return released;
}

/** Sums of the journal per key: what reconciliation compares with the balance. */
export function journalTotals(store: Store, keyId: string) {
  let creditedMicros = 0;
  let chargedMicros = 0;
  let charges = 0;
  for (const { value } of store.ledger.getRange({})) {
    if (value.keyId !== keyId) continue;
    if (value.kind === 'credit') creditedMicros += value.amountMicros;
    else {
      chargedMicros += value.amountMicros;
      charges += 1;
    }
  }
  return { creditedMicros, chargedMicros, charges };
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
