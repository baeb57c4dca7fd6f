/**
 * Fixed one-minute windows kept in LMDB, so limits hold across restarts and across server processes sharing the
 * store.
 *
 * The decision is taken at once, without waiting for a commit: the window's committed count plus the requests
 * this process has admitted whose increments are still on their way to the disk. Each increment is then queued
 * as a write transaction that reads and bumps the stored count under LMDB's write lock, so the stored counts are
 * exact. Waiting for that commit before answering cost each request a round trip to LMDB's writer thread, which
 * on a machine whose cores are busy with documents took a millisecond or two (README "Performance").
 *
 * Within one process the limit is exact. Processes sharing a store see each other's requests once they are
 * committed, about a millisecond later, so a burst arriving at two processes in the same millisecond can pass
 * the limit by the few requests still in flight.
 */
import type { Store } from './open-store.js';

export const RATE_WINDOW_MS = 60_000;

export interface RateDecision {
  allowed: boolean;
  limit: number;
  /** Requests left in this window after this one. */
  remaining: number;
  /** Epoch milliseconds at which the window resets. */
  resetAt: number;
}

export interface RateLimiter {
  /**
   * Counts one request against `subject` (e.g. "key:<id>" or "session:<id>") if the limit allows it. The count
   * is in the store once the store's pending writes are committed (`store.root.committed`).
   */
  consume(subject: string, limit: number, now?: number): RateDecision;
}

interface PendingCount {
  windowStart: number;
  count: number;
}

/** `onWriteError` hears of an increment that could not be stored (the window then undercounts by one). */
export function createRateLimiter(store: Store, onWriteError: (error: unknown) => void): RateLimiter {
  /** Per subject: requests admitted here whose increments are not committed yet. */
  const pending = new Map<string, PendingCount>();

  const settle = (subject: string, windowStart: number) => {
    const entry = pending.get(subject);
    if (!entry || entry.windowStart !== windowStart) return;
    entry.count -= 1;
    if (entry.count === 0) pending.delete(subject);
  };

  return {
    consume(subject, limit, now = Date.now()) {
      const windowStart = now - (now % RATE_WINDOW_MS);
      const resetAt = windowStart + RATE_WINDOW_MS;
      const stored = store.rateWindows.get(subject);
      const committed = stored && stored.windowStart === windowStart ? stored.count : 0;
      let entry = pending.get(subject);
      if (!entry || entry.windowStart !== windowStart) {
        entry = { windowStart, count: 0 };
        pending.set(subject, entry);
      }
      const count = committed + entry.count;
      if (count >= limit) {
        if (entry.count === 0) pending.delete(subject);
        return { allowed: false, limit, remaining: 0, resetAt };
      }
      entry.count += 1;
      void store.root
        .transaction(() => {
          const current = store.rateWindows.get(subject);
          const base = current && current.windowStart === windowStart ? current.count : 0;
          // A later window already written (by another process) is newer than this increment's window.
          if (current && current.windowStart > windowStart) return;
          store.rateWindows.put(subject, { windowStart, count: base + 1 });
        })
        .then(
          () => undefined,
          (error: unknown) => onWriteError(error),
        )
        .finally(() => {
          // After the commit the stored count includes this request, so it stops counting as pending.
          settle(subject, windowStart);
        });
      return { allowed: true, limit, remaining: Math.max(0, limit - count - 1), resetAt };
    },
  };
}

/** Drops windows that ended before `now`; they carry no information any more. */
export function sweepRateWindows(store: Store, now = Date.now()): number {
  let removed = 0;
  store.root.transactionSync(() => {
    for (const { key, value } of store.rateWindows.getRange({})) {
      if (value.windowStart + RATE_WINDOW_MS <= now) {
        store.rateWindows.remove(key);
        removed += 1;
      }
    }
  });
  return removed;
}
