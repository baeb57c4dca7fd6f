/**
 * HTTP load against a real running server with autocannon: field-mapping of a 1-page form and fill-pdf at
 * concurrency 1, 8 and 64. Reports requests/s, latency percentiles, non-2xx answers and the server's RSS.
 * Beside it, the same call through the core without a socket shows what HTTP (upload, routing, auth, billing
 * included) adds on top of the pool and the stages.
 */
import autocannon from 'autocannon';
import { buildContactForm } from '../../test/fixtures/documents.js';
import { coreRequest, multipartBody, startBenchService } from '../harness.js';

export async function runLoadSuite(options: { quick: boolean }) {
  const svc = await startBenchService();
  try {
    const seconds = options.quick ? 4 : 20;
    const form = await buildContactForm();
    const targets = [
      { name: 'field-mapping, 1-page form', path: '/api/v1/field-mapping', body: await multipartBody(form) },
      { name: 'fill-pdf, 1-page form', path: '/api/v1/fill-pdf', body: await multipartBody(form, { data: 'Full name: Ada Lovelace\nEmail: ada@example.org' }) },
    ];
    const rows = [];
    for (const target of targets) {
      // In-process latency of the same call, one at a time: the floor HTTP is compared with.
      const coreLatencies: number[] = [];
      for (let i = 0; i < (options.quick ? 20 : 60); i += 1) {
        const started = performance.now();
        await svc.service.app.handle(coreRequest(target.path, svc.key, target.body));
        coreLatencies.push(performance.now() - started);
      }
      const coreP50 = median(coreLatencies);
      for (const connections of [1, 8, 64]) {
        const rssBefore = process.memoryUsage().rss;
        const result = await autocannon({
          url: svc.url + target.path,
          method: 'POST',
          connections,
          duration: seconds,
          headers: { authorization: `Bearer ${svc.key}`, 'content-type': target.body.contentType },
          body: Buffer.from(target.body.body),
        });
        rows.push({
          name: target.name,
          connections,
          requestsPerSecond: Math.round(result.requests.average * 10) / 10,
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
          inProcessP50Ms: Math.round(coreP50 * 10) / 10,
          rssBeforeMB: Math.round(rssBefore / 2 ** 20),
          rssAfterMB: Math.round(process.memoryUsage().rss / 2 ** 20),
        });
      }
    }
    return rows;
  } finally {
    await svc.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
