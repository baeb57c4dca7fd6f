/**
 * Ledger stress: ROUNDS rounds (100), each a fresh store with one key holding exactly enough for half of what
 * PROCESSES processes (6) reserving PER_PROCESS times (200) each will ask for. A round is faulty when the
 * successful reservations the children report, the reservations stored or the balance left disagree with what
 * fits, or a child fails. Prints the faulty rounds and a total; exits 1 if there was any.
 *
 * This is the measurement behind the ledger's synchronous transactions (src/store/ledger.ts). Faults are rare
 * events, so it is a script with many rounds, not a test; run it with the cores busy to make them likelier.
 */
import { createApiKey } from '../src/store/api-keys.js';
import { getBalance } from '../src/store/ledger.js';
import { openStore } from '../src/store/open-store.js';
import { reserveInChildren } from '../test/helpers/reserve-in-children.js';
import { makeTempDir } from '../test/helpers/temp-store.js';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const rounds = setting('ROUNDS', 100);
const processes = setting('PROCESSES', 6);
const perProcess = setting('PER_PROCESS', 200);
const amountMicros = 10_000;
const fits = (processes * perProcess) / 2;

let faulty = 0;
const startedAt = Date.now();
for (let round = 0; round < rounds; round++) {
  const temp = makeTempDir('pdfsvc-ledger-stress-');
  const store = openStore(temp.dir);
  try {
    const keyId = createApiKey(store, { name: 'stress', balanceMicros: fits * amountMicros, rateLimitPerMinute: 60 }).record.id;
    const counts = await reserveInChildren(temp.dir, keyId, { processes, perProcess, amountMicros }).catch((error: Error) => error);
    const stored = [...store.reservations.getRange({})].length;
    const balance = getBalance(store, keyId);
    const reported = Array.isArray(counts) ? counts.reduce((sum, count) => sum + count, 0) : NaN;
    if (reported !== fits || stored !== fits || balance !== 0) {
      faulty += 1;
      const children = Array.isArray(counts) ? counts.join(' + ') : counts.message.split('\n')[0];
      console.log(`round ${round}: reported ${reported} (${children}), stored ${stored}, balance ${balance}; ${fits} fit`);
    }
  } finally {
    await store.close();
    temp.remove();
  }
}
console.log(`${faulty} faulty rounds of ${rounds} (${processes} processes × ${perProcess} reservations, ${fits} fit) in ${Math.round((Date.now() - startedAt) / 1000)} s`);
process.exitCode = faulty === 0 ? 0 : 1;
