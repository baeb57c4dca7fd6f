/**
 * HTTP load against the service running as its own process (`node dist/src/main.js`), driven by autocannon:
 * field-mapping and fill-pdf of a 1-page form at concurrency 1, 8 and 64, then a longer run at the saturation
 * point. For each run: requests/s, latency, answers that were not 200, the server's RSS, and where the time went,
 * read from the server's own /metrics (pdfsvc_operation_phase_seconds): authentication and rate limit, the
 * upload, billing, waiting for a worker thread (queue and transfer), and the stages. The first three are the
 * HTTP overhead; what is left of the client's latency beyond the pool and the stages is the front end's share.
 */
import autocannon from 'autocannon';
import { buildContactForm } from '../../test/fixtures/documents.js';
import { multipartBody } from '../harness.js';
import { metricSample } from '../../test/helpers/metrics-text.js';
import { startServerProcess, type ServerProcess } from '../server-process.js';

interface Target {
  name: string;
  operation: 'field-mapping' | 'fill-pdf';
  body: { body: Uint8Array; contentType: string };
}

export async function runLoadSuite(options: { quick: boolean }) {
  const server = await startServerProcess();
  try {
    const form = await buildContactForm();
    const targets: Target[] = [
      { name: 'field-mapping, 1-page form', operation: 'field-mapping', body: await multipartBody(form) },
      { name: 'fill-pdf, 1-page form', operation: 'fill-pdf', body: await multipartBody(form, { data: 'Full name: Ada Lovelace\nEmail: ada@example.org' }) },
    ];
    const rows = [];
    for (const target of targets) {
      // Warm-up: JIT, the embedding model's first runs, LMDB pages.
      await drive(server, target, 4, 2);
      for (const connections of [1, 8, 64]) {
        rows.push(await drive(server, target, connections, options.quick ? 3 : 15));
      }
    }
    // The saturation point: the concurrency with the most requests/s above; all three must answer without errors.
    const best = rows.filter((row) => row.operation === 'field-mapping').sort((a, b) => b.requestsPerSecond - a.requestsPerSecond)[0]!;
    rows.push(await drive(server, targets[0]!, best.connections, options.quick ? 6 : 120, 'saturation'));
    const { code, signal } = await server.stop();
    if (code !== 0) throw new Error(`server did not stop cleanly (${code ?? signal}):\n${server.tail()}`);
    return rows;
  } finally {
    await server.stop();
  }
}

/** One autocannon run with the server's phase metrics and memory read before and after. */
async function drive(server: ServerProcess, target: Target, connections: number, seconds: number, label = '') {
  const before = phaseTotals(await server.metrics(), target.operation);
  const rssSamples = [server.sample().rssMb];
  let samplingError: unknown;
  const sampler = setInterval(() => {
    try {
      rssSamples.push(server.sample().rssMb);
    } catch (error) {
      samplingError ??= error;
    }
  }, 1000);
  const result = await autocannon({
    url: server.url + `/api/v1/${target.operation}`,
    method: 'POST',
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${server.key}`, 'content-type': target.body.contentType },
    body: Buffer.from(target.body.body),
  });
  clearInterval(sampler);
  if (samplingError) throw samplingError;
  rssSamples.push(server.sample().rssMb);
  const after = phaseTotals(await server.metrics(), target.operation);
  const requests = after.count - before.count;
  const perRequest = (key: keyof PhaseTotals) => (requests > 0 ? ((after[key] - before[key]) / requests) * 1000 : 0);
  const clientMs = result.latency.mean;
  const poolWaitMs = perRequest('poolWait');
  const stagesMs = perRequest('stages');
  // The "HTTP overhead": upload, routing and authentication, billing, as the server measured them.
  const httpOverheadMs = perRequest('upload') + perRequest('admission') + perRequest('billing');
  // Everything that is neither the pool nor the stages: the above, plus the sockets both ways, multipart parsing,
  // building the answer, and waiting for the main thread or a core (the load generator shares the machine).
  const frontEndMs = Math.max(0, clientMs - poolWaitMs - stagesMs);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    name: label ? `${target.name}, ${label} ${seconds} s` : target.name,
    operation: target.operation,
    connections,
    requestsPerSecond: round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    meanMs: round(clientMs),
    uploadMs: round(perRequest('upload')),
    authMs: round(perRequest('admission')),
    billingMs: round(perRequest('billing')),
    poolWaitMs: round(poolWaitMs),
    stagesMs: round(stagesMs),
    httpOverheadShare: clientMs > 0 ? `${round((httpOverheadMs / clientMs) * 100)} %` : '',
    frontEndMs: round(frontEndMs),
    frontEndShare: clientMs > 0 ? `${round((frontEndMs / clientMs) * 100)} %` : '',
    rssStartMB: Math.round(rssSamples[0]!),
    rssMaxMB: Math.round(Math.max(...rssSamples)),
    rssEndMB: Math.round(rssSamples.at(-1)!),
  };
}

interface PhaseTotals {
  count: number;
  admission: number;
  upload: number;
  billing: number;
  poolWait: number;
  stages: number;
}

function phaseTotals(exposition: string, operation: string): PhaseTotals {
  const phase = (name: string, part: 'sum' | 'count') =>
    metricSample(exposition, `pdfsvc_operation_phase_seconds_${part}{operation="${operation}",phase="${name}"}`) ?? 0;
  return {
    count: phase('stages', 'count'),
    admission: phase('admission', 'sum'),
    upload: phase('upload', 'sum'),
    billing: phase('billing', 'sum'),
    poolWait: phase('pool_wait', 'sum'),
    stages: phase('stages', 'sum'),
  };
}
