/**
 * GET /metrics after a few real calls shows them, and the JSON log lines of those calls carry the request id, key
 * id, operation, pages, duration and status, but never the key itself or any document text.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { buildContactForm, buildTextDocument } from '../fixtures/documents.js';
import { formData, post, startTestService, type TestService } from '../helpers/service.js';
import { metricSample } from '../helpers/metrics-text.js';

let svc: TestService;
before(async () => {
  svc = await startTestService();
});
after(() => svc.close());

/** The value of one sample line, e.g. `pdfsvc_pages_processed_total{operation="document-ocr"}`. */
test('requests by operation and status, latency, pages, credits and the pool are exported', async () => {
  const { key } = svc.newKey(1_000_000);
  const scan = await buildTextDocument(['Invoice 2026-114', 'Total due: 1,250.00 EUR'], 2);
  const form = await buildContactForm();
  assert.equal((await post(`${svc.url}/api/v1/document-ocr`, key, formData(scan))).status, 200);
  assert.equal((await post(`${svc.url}/api/v1/fill-pdf`, key, formData(form, { data: 'Full name: Ada Lovelace' }))).status, 200);
  assert.equal((await post(`${svc.url}/api/v1/field-mapping`, 'pdfk_wrong', formData(form))).status, 401);
  assert.equal((await fetch(`${svc.url}/no/such/path`)).status, 404);

  const res = await fetch(`${svc.url}/metrics`);
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
  const text = await res.text();
  assert.equal(metricSample(text, 'pdfsvc_http_requests_total{operation="document-ocr",status="200"}'), 1);
  assert.equal(metricSample(text, 'pdfsvc_http_requests_total{operation="fill-pdf",status="200"}'), 1);
  assert.equal(metricSample(text, 'pdfsvc_http_requests_total{operation="field-mapping",status="401"}'), 1);
  assert.equal(metricSample(text, 'pdfsvc_http_requests_total{operation="not-found",status="404"}'), 1);
  assert.equal(metricSample(text, 'pdfsvc_pages_processed_total{operation="document-ocr"}'), 2);
  assert.equal(metricSample(text, 'pdfsvc_pages_processed_total{operation="fill-pdf"}'), 1);
  assert.equal(metricSample(text, 'pdfsvc_pages_processed_total{operation="field-mapping"}'), 0, 'refused calls process nothing');
  assert.equal(metricSample(text, 'pdfsvc_credits_charged_usd_total{operation="document-ocr"}'), 0.02);
  assert.equal(metricSample(text, 'pdfsvc_credits_charged_usd_total{operation="fill-pdf"}'), 0.02);
  assert.equal(metricSample(text, 'pdfsvc_http_request_duration_seconds_count{operation="document-ocr",status_class="2xx"}'), 1);
  assert.equal(metricSample(text, 'pdfsvc_http_request_duration_seconds_bucket{le="+Inf",operation="document-ocr",status_class="2xx"}'), 1);
  // Phases: the text of two pages took time in stages, within the request's duration; a refused call never
  // reached the pool.
  const ocrStages = metricSample(text, 'pdfsvc_operation_phase_seconds_sum{operation="document-ocr",phase="stages"}')!;
  const ocrTotal = metricSample(text, 'pdfsvc_http_request_duration_seconds_sum{operation="document-ocr",status_class="2xx"}')!;
  assert.ok(ocrStages > 0 && ocrStages < ocrTotal, `stages took ${ocrStages} s of ${ocrTotal} s`);
  assert.ok(metricSample(text, 'pdfsvc_operation_phase_seconds_sum{operation="document-ocr",phase="pool_wait"}')! < ocrTotal);
  assert.equal(metricSample(text, 'pdfsvc_operation_phase_seconds_count{operation="document-ocr",phase="upload"}'), 1);
  assert.equal(metricSample(text, 'pdfsvc_operation_phase_seconds_sum{operation="field-mapping",phase="stages"}'), 0);
  assert.equal(metricSample(text, 'pdfsvc_pool_threads'), 2);
  assert.equal(metricSample(text, 'pdfsvc_pool_queue_depth'), 0);
  const utilization = metricSample(text, 'pdfsvc_pool_utilization_ratio');
  assert.ok(utilization !== undefined && utilization > 0 && utilization <= 1, String(utilization));
  assert.equal(metricSample(text, 'pdfsvc_inflight_requests'), 0);
  assert.ok(metricSample(text, 'pdfsvc_process_resident_memory_bytes')! > 0, 'process metrics too');
  assert.ok(!text.includes('key_'), 'no key ids in labels');
});

test('log lines of operations carry requestId, keyId, operation, pages, duration and status; never the key or the text', async () => {
  const { key, id } = svc.newKey(1_000_000);
  const secretText = 'Confidential salary 98765';
  const ocr = await post(`${svc.url}/api/v1/document-ocr`, key, formData(await buildTextDocument([secretText])));
  const refused = await post(`${svc.url}/api/v1/document-ocr`, 'pdfk_wrong', formData(await buildTextDocument([secretText])));
  const session = await post(`${svc.url}/api/v1/sessions`, key, '');
  // fill-pdf writes a debug line per field, which must explain without repeating what the client sent.
  const form = await buildContactForm();
  const fill = await post(`${svc.url}/api/v1/fill-pdf`, key, formData(form, { data: 'Full name: Zelda Quartermaine\nEmail: zelda.q@example.org' }));
  assert.equal(fill.status, 200);
  const fieldLines = svc.logs.filter((l) => l.msg === 'fill-pdf field' && l.requestId === fill.headers.get('x-request-id'));
  assert.equal(fieldLines.length, 5, 'one debug line per field of the form');
  const named = fieldLines.find((l) => l.field === 'full_name');
  assert.deepEqual([named?.filled, named?.candidate], [true, 'text of 18 characters']);
  assert.equal(typeof named?.score, 'number');
  assert.match(String(named?.why), /\[\d+ characters\]/, 'quotes in the reasoning are replaced by their lengths');

  const lineOf = (requestId: string | null) => svc.logs.find((l) => l.requestId === requestId && l.level === 'info');
  const done = lineOf(ocr.headers.get('x-request-id'));
  assert.ok(done, 'a line for the request');
  for (const [field, value] of Object.entries({ keyId: id, operation: 'document-ocr', pages: 1, status: 200 })) {
    assert.equal(done[field], value, field);
  }
  assert.equal(typeof done.durationMs, 'number');
  const failed = lineOf(refused.headers.get('x-request-id'));
  assert.deepEqual([failed?.status, failed?.code, failed?.operation], [401, 'UNAUTHORIZED', 'document-ocr']);
  const created = lineOf(session.headers.get('x-request-id'));
  assert.deepEqual([created?.status, created?.keyId], [201, id]);

  const everything = JSON.stringify(svc.logs);
  assert.ok(!everything.includes(key), 'the key never appears');
  assert.ok(!everything.includes(session.json.token), 'nor a session token');
  assert.ok(!everything.includes('pdfk_wrong'), 'nor a wrong key');
  assert.ok(!everything.includes(secretText), 'nor document text');
  assert.ok(!/Zelda|Quartermaine|zelda\.q/.test(everything), 'nor the data of a fill');
});
