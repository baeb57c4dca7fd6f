/**
 * Requests per second over real sockets: a closed loop of N concurrent clients, each sending its next request
 * when the previous answer arrives, for a fixed time.
 */
import { buildContactForm } from '../../test/fixtures/documents.js';
import { multipartBody, startBenchService } from '../harness.js';

interface LoadResult {
  name: string;
  concurrency: number;
  requests: number;
  errors: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export async function runHttpSuite(options: { quick: boolean }): Promise<LoadResult[]> {
  const svc = await startBenchService();
  try {
    const seconds = options.quick ? 5 : 15;
    const form = await buildContactForm();
    const mapping = await multipartBody(form);
    const fill = await multipartBody(form, { data: 'Full name: Ada Lovelace\nEmail: ada@example.org' });
    const results: LoadResult[] = [];
    for (const [name, path, body] of [
      ['field-mapping, 1-page form', '/api/v1/field-mapping', mapping],
      ['fill-pdf, 1-page form', '/api/v1/fill-pdf', fill],
    ] as const) {
      results.push(await closedLoop(name, `${svc.url}${path}`, svc.key, body, 8, seconds));
    }
    return results;
  } finally {
    await svc.close();
  }
}

async function closedLoop(
  name: string,
  url: string,
  key: string,
  multipart: { body: Uint8Array; contentType: string },
  concurrency: number,
  seconds: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const send = async () => {
    const started = performance.now();
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': multipart.contentType },
      body: multipart.body,
    });
    await response.arrayBuffer();
    if (response.status !== 200) errors += 1;
    latencies.push(performance.now() - started);
  };
  for (let i = 0; i < concurrency; i += 1) await send(); // warm-up
  latencies.length = 0;
  errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) await send();
    }),
  );
  const elapsed = (performance.now() - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0) * 10) / 10;
  return {
    name,
    concurrency,
    requests: latencies.length,
    errors,
    requestsPerSecond: Math.round((latencies.length / elapsed) * 10) / 10,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
  };
}
