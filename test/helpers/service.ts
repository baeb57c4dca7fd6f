/**
 * Starts the real service (uWebSockets.js on port 0, a real worker pool, LMDB in a temporary directory) for
 * tests over HTTP, and gives them keys to call it with.
 */
import { loadConfig } from '../../src/config.js';
import { formatUsd } from '../../src/billing/money.js';
import type { Logger } from '../../src/log.js';
import { startService, type RunningService } from '../../src/server.js';
import { createApiKey } from '../../src/store/api-keys.js';
import { makeTempDir } from './temp-store.js';

export interface TestService {
  url: string;
  service: RunningService;
  logs: Array<Record<string, unknown>>;
  /** Issues a key directly in the store; balance in micro-dollars. */
  newKey(balanceMicros?: number, rateLimitPerMinute?: number): { key: string; id: string };
  close(): Promise<void>;
}

export async function startTestService(env: Record<string, string> = {}): Promise<TestService> {
  const temp = makeTempDir('pdfsvc-http-');
  const config = loadConfig({ PORT: '0', DATA_DIR: temp.dir, WORKER_THREADS: '2', ...env });
  const logs: Array<Record<string, unknown>> = [];
  const record = (level: string) => (msg: string, fields?: Record<string, unknown>) => logs.push({ level, msg, ...fields });
  const logger: Logger = { debug: record('debug'), info: record('info'), warn: record('warn'), error: record('error') };
  const service = await startService(config, logger);
  await service.ready;
  return {
    url: `http://127.0.0.1:${service.port}`,
    service,
    logs,
    newKey(balanceMicros = 10_000_000, rateLimitPerMinute = 1000) {
      const created = createApiKey(service.store, { name: `test ${formatUsd(balanceMicros)}`, balanceMicros, rateLimitPerMinute });
      return { key: created.key, id: created.record.id };
    },
    async close() {
      await service.close();
      temp.remove();
    },
  };
}

/** Builds a multipart body with a PDF (or any bytes) in "file" and text parts. */
export function formData(file: Uint8Array | null, fields: Record<string, string> = {}, fileName = 'upload.pdf'): FormData {
  const form = new FormData();
  if (file) form.set('file', new Blob([file], { type: 'application/pdf' }), fileName);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

export async function post(url: string, key: string | null, body: FormData | string | undefined) {
  const headers: Record<string, string> = {};
  if (key !== null) headers.authorization = `Bearer ${key}`;
  const response = await fetch(url, { method: 'POST', headers, body });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = Buffer.from(bytes).toString('utf8');
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, bytes, json };
}

/**
 * Waits until the pool has started running tasks (up to 10 s), lets them run `settleMs` more, then kills every
 * worker thread, as a crash in the middle of a page would.
 */
export async function killThreadsOnceBusy(svc: TestService, settleMs: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (svc.service.pool.stats().utilization === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, settleMs));
  await svc.service.pool.terminateThreads();
}
