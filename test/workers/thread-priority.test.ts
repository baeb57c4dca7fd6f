/**
 * Worker threads lower their own scheduling priority, so the main thread is not queued behind document work.
 * Read back from the kernel: the nice value of every thread of this process.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createWorkerPool } from '../../src/pool/worker-pool.js';

function niceValues(): Map<number, number> {
  const values = new Map<number, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): state is field 3, nice is field 19.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      values.set(Number(tid), Number(fields[16]));
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return values;
}

test('worker threads run nicer than the main thread', { skip: process.platform !== 'linux' && 'per-thread priority is Linux-only' }, async () => {
  const before = [...niceValues().values()].filter((nice) => nice === 7).length;
  const pool = createWorkerPool({ threads: 2, nice: 7 });
  try {
    await pool.warmUp();
    const values = niceValues();
    const niced = [...values.values()].filter((nice) => nice === 7).length - before;
    assert.ok(niced >= 2, `expected both worker threads at nice 7, found ${niced}`);
    assert.equal(values.get(process.pid), 0, 'the main thread keeps its priority');
  } finally {
    await pool.close();
  }
});
