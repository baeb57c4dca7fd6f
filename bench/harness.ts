/**
 * Shared pieces of the benchmark suites: a service on a temporary store, requests built in memory, the corpus
 * location, machine facts, and where results are written.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Bench } from 'tinybench';
import { loadConfig } from '../src/config.js';
import { silentLogger } from '../src/log.js';
import { startService, type RunningService } from '../src/server.js';
import { createApiKey } from '../src/store/api-keys.js';
import type { CoreRequest } from '../src/http/types.js';
import { makeTempDir } from '../test/helpers/temp-store.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CORPUS_DIR = process.env.CORPUS_DIR ?? path.resolve(repoRoot, '../shared/corpus');

export function corpusPath(name: string): string {
  return path.join(CORPUS_DIR, 'pdfs', name);
}

export function corpusFileOrNull(name: string): Uint8Array | null {
  const file = corpusPath(name);
  return existsSync(file) ? new Uint8Array(readFileSync(file)) : null;
}

export interface FillCase {
  file: string;
  data: string;
  expected: Record<string, string | boolean>;
  notes: string;
}

export function readFillCase(name: string): FillCase {
  return JSON.parse(readFileSync(path.join(CORPUS_DIR, 'fill-cases', name), 'utf8')) as FillCase;
}

/**
 * tinybench settings shared by the suites. A task runs until it has both spent `time` ms and made `iterations`
 * calls, so a quick run bounds both: 8 calls of a 1-second task take 8 s, not tinybench's default 64.
 */
export function benchOptions(quick: boolean, full: { time: number; iterations: number } = { time: 2000, iterations: 32 }) {
  return quick
    ? { throws: true, time: 300, iterations: 8, warmupIterations: 1 }
    : { throws: true, time: full.time, iterations: full.iterations, warmupIterations: 2 };
}

/** One row per tinybench task: sample count and latency statistics in ms. */
export function latencyRows(bench: Bench) {
  return bench.tasks.map((task) => {
    const result = task.result;
    const latency = result && 'latency' in result ? result.latency : undefined;
    const round = (value: number | undefined) => (value === undefined ? null : Math.round(value * 100) / 100);
    return { name: task.name, samples: latency?.samplesCount ?? 0, meanMs: round(latency?.mean), p50Ms: round(latency?.p50), p99Ms: round(latency?.p99) };
  });
}

export interface BenchService {
  service: RunningService;
  url: string;
  key: string;
  close(): Promise<void>;
}

/**
 * The real service on port 0 with a key rich enough for any run and no rate limit in practice. `env` overrides
 * settings (e.g. a larger MAX_FILE_BYTES for all-pages documents).
 */
export async function startBenchService(env: Record<string, string> = {}): Promise<BenchService> {
  const temp = makeTempDir('pdfsvc-bench-');
  const config = loadConfig({ PORT: '0', DATA_DIR: temp.dir, MAX_INFLIGHT_REQUESTS: '1024', ...env });
  const service = await startService(config, silentLogger);
  await service.ready;
  const { key } = createApiKey(service.store, { name: 'bench', balanceMicros: 1e12, rateLimitPerMinute: 1e9 });
  return {
    service,
    url: `http://127.0.0.1:${service.port}`,
    key,
    async close() {
      await service.close();
      temp.remove();
    },
  };
}

/** A multipart body as a client would send it. */
export async function multipartBody(pdf: Uint8Array, fields: Record<string, string> = {}): Promise<{ body: Uint8Array; contentType: string }> {
  const form = new FormData();
  form.set('file', new Blob([pdf], { type: 'application/pdf' }), 'bench.pdf');
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const encoded = new Response(form);
  return { body: new Uint8Array(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

/** A CoreRequest for calling the core without a socket. */
export function coreRequest(pathName: string, key: string, multipart: { body: Uint8Array; contentType: string }): CoreRequest {
  return {
    method: 'POST',
    path: pathName,
    headers: { authorization: `Bearer ${key}`, 'content-type': multipart.contentType },
    signal: new AbortController().signal,
    readBody: async () => multipart.body,
  };
}

export function machine() {
  return {
    cores: os.availableParallelism(),
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    date: new Date().toISOString(),
  };
}

export function writeResults(suite: string, rows: unknown[]): string {
  const dir = path.resolve(repoRoot, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${suite}.json`);
  writeFileSync(file, `${JSON.stringify({ suite, machine: machine(), rows }, null, 2)}\n`);
  return file;
}
