/**
 * Worker threads run at a lower scheduling priority than the rest of the process. Document work is long and
 * CPU-bound and keeps every core busy under load, while the main thread (sockets, authentication, billing) and
 * LMDB's writer thread each need a sliver of CPU at the right moment. At equal priority they wait for the
 * scheduler behind the workers, and every request pays that wait several times; with the workers a few steps
 * nicer, the front end runs as soon as it has something to do and the workers still get all the CPU it leaves.
 *
 * Linux keeps a nice value per thread, so a thread can lower its own; threads it starts later (ONNX Runtime's)
 * inherit it. Elsewhere this is a no-op.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** Sets this thread's nice value (0 = leave it). */
export function lowerThreadPriority(nice: number): void {
  if (nice <= 0 || process.platform !== 'linux') return;
  try {
    // "<pid>/task/<tid>": the kernel's id of the calling thread, which is what setpriority() takes on Linux.
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, nice);
  } catch {
    // No /proc (a container without it) or a policy that forbids it: the thread keeps the default priority.
  }
}
