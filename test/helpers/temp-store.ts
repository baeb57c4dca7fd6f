/** A fresh LMDB store in a temporary directory, removed by the returned cleanup. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openStore, type Store } from '../../src/store/open-store.js';

export function makeTempDir(prefix = 'pdfsvc-test-'): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function openTempStore(): { store: Store; dir: string; cleanup: () => Promise<void> } {
  const temp = makeTempDir();
  const store = openStore(temp.dir);
  return {
    store,
    dir: temp.dir,
    cleanup: async () => {
      await store.close();
      temp.remove();
    },
  };
}
