/**
 * Fixed one-minute windows kept in LMDB, so limits hold across restarts and across server processes sharing the
 * store. The read, check and increment of a window happen in one write transaction with a synchronous body,
 * queued and committed with others (see ledger.ts for why).
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

/** Counts one request against `subject` (e.g. "key:<id>" or "session:<id>") if the limit allows it. */
export function consumeRateLimit(store: Store, subject: string, limit: number, now = Date.now()): Promise<RateDecision> {
  const windowStart = now - (now % RATE_WINDOW_MS);
  const resetAt = windowStart + RATE_WINDOW_MS;
  return store.root.transaction((): RateDecision => {
    const current = store.rateWindows.get(subject);
    const count = current && current.windowStart === windowStart ? current.count : 0;
    if (count >= limit) return { allowed: false, limit, remaining: 0, resetAt };
    store.rateWindows.put(subject, { windowStart, count: count + 1 });
    return { allowed: true, limit, remaining: limit - count - 1, resetAt };
  });
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
