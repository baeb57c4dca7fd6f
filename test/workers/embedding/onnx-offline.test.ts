/**
 * ONNX Runtime's telemetry stays off when the model runs where the service runs it: in a worker thread of a
 * process that created the pool. Checked in a child process with its own HOME, on the files the telemetry
 * would write: its database under ~/.cache/Microsoft and /tmp/mat-debug-<pid>.log.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { embeddingModelAvailable } from '../../../workers/embedding/embed-text.js';
import { makeTempDir } from '../../helpers/temp-store.js';

const distRoot = new URL('../../../', import.meta.url);

test('loading the embedding model in a pool thread writes no telemetry files', { skip: !embeddingModelAvailable() && 'the model is built by npm run build' }, (t) => {
  const home = makeTempDir('pdfsvc-home-');
  t.after(() => home.remove());
  const script = `
    import { Worker } from 'node:worker_threads';
    await import(${JSON.stringify(new URL('src/pool/worker-pool.js', distRoot).href)}).then((m) => m.createWorkerPool({ threads: 1 }).close());
    const worker = new Worker(\`
      import(${JSON.stringify(new URL('workers/embedding/embed-text.js', distRoot).href)})
        .then((m) => m.getEmbedder())
        .then((e) => e.embed(['date of birth']))
        .then(async (vectors) => (await import('node:worker_threads')).parentPort.postMessage(vectors[0].length));
    \`, { eval: true });
    worker.once('message', (length) => { process.stdout.write(String(length)); worker.terminate(); });`;
  const { NODE_TEST_CONTEXT: _ignored, ORT_DISABLE_TELEMETRY: _unset, ...env } = process.env;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { env: { ...env, HOME: home.dir }, encoding: 'utf8', timeout: 60_000 });
  assert.equal(child.stdout, '384', child.stderr);
  assert.equal(existsSync(path.join(home.dir, '.cache/Microsoft')), false, 'no telemetry database under HOME');
  assert.equal(existsSync(`/tmp/mat-debug-${child.pid}.log`), false, 'no telemetry log in /tmp');
});
