/**
 * Several processes reserving against one key of one store, as server processes sharing a data directory do.
 * Each child opens the store itself, reserves `perProcess` times, yielding to its event loop after every other
 * reservation so the processes take turns at LMDB's write lock, and prints how many reservations succeeded.
 */
import { spawn } from 'node:child_process';

const moduleUrl = (relative: string) => JSON.stringify(new URL(relative, import.meta.url).href);

const CHILD_SCRIPT = `
  import { openStore } from ${moduleUrl('../../src/store/open-store.js')};
  import { reserveCredits } from ${moduleUrl('../../src/store/ledger.js')};
  const [dataDir, keyId, perProcess, amountMicros] = process.argv.slice(1);
  const store = openStore(dataDir);
  let succeeded = 0;
  for (let i = 0; i < Number(perProcess); i++) {
    const outcome = reserveCredits(store, { requestId: process.pid + '-' + i, keyId, amountMicros: Number(amountMicros), operation: 'x', pages: 1 });
    if (outcome.ok) succeeded++;
    if (i % 2) await new Promise((resolve) => setImmediate(resolve));
  }
  await store.close();
  process.stdout.write(String(succeeded));`;

export interface ChildReservations {
  processes: number;
  perProcess: number;
  amountMicros: number;
}

/** Runs the children at once; resolves to each one's count of successful reservations. */
export function reserveInChildren(dataDir: string, keyId: string, options: ChildReservations): Promise<number[]> {
  const runChild = () =>
    new Promise<number>((resolve, reject) => {
      const args = [dataDir, keyId, String(options.perProcess), String(options.amountMicros)];
      const child = spawn(process.execPath, ['--input-type=module', '-e', CHILD_SCRIPT, ...args]);
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk) => (out += chunk));
      child.stderr.on('data', (chunk) => (err += chunk));
      child.on('exit', (code, signal) =>
        code === 0 ? resolve(Number(out)) : reject(new Error(`child exited ${code ?? signal}: ${err.slice(0, 2000)}`)));
    });
  return Promise.all(Array.from({ length: options.processes }, runChild));
}
