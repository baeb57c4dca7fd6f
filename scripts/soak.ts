/**
 * Soak test: the real server as its own process (node dist/src/main.js on a temporary store), driven at its
 * saturation point for SOAK_SECONDS by concurrent clients sending a mix of good documents (fill-pdf,
 * field-mapping, document-ocr on generated forms, text pages and a scanned page; corpus forms too when present)
 * and bad inputs (truncated PDF, not a PDF, no file part, broken multipart, wrong key, a client that vanishes
 * mid-upload). While it runs, the server's RSS and open file descriptors are sampled from /proc/PID.
 *
 * It fails (exit 1) when: any 5xx other than 503 SERVICE_BUSY, or any answer a correct server cannot give to
 * that input; the server died; money does not reconcile exactly (balance = start + credits − charges, one
 * charge per 200, the X-Credits-Used headers sum to the charges, no reservation left); RSS grew more than
 * SOAK_RSS_GROWTH_LIMIT after warm-up; the fds did not come back to their starting count (± SOAK_FD_SLACK).
 *
 * Settings (environment): SOAK_SECONDS (300), SOAK_CONCURRENCY (2 × threads + 4), WORKER_THREADS (cores),
 * MAX_INFLIGHT_REQUESTS (concurrency − 2, so the busy path is exercised too), SOAK_WARMUP_FRACTION (0.2),
 * SOAK_SAMPLE_SECONDS (5), SOAK_RSS_GROWTH_LIMIT (0.15), SOAK_FD_SLACK (8), SOAK_SEED (1), CORPUS_DIR.
 * Writes bench/results/soak.json.
 */
import { readdirSync, readlinkSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { corpusFileOrNull, writeResults } from '../bench/harness.js';
import { runAdmin, sampleProcess, startServerProcess, type ServerProcess } from '../bench/server-process.js';
import { MICROS_PER_USD } from '../src/billing/money.js';
import { ERROR_CATALOGUE } from '../src/shared/errors.js';
import { journalTotals } from '../src/store/ledger.js';
import { openStore } from '../src/store/open-store.js';
import { buildContactForm, buildTextDocument, corrupt } from '../test/fixtures/documents.js';
import { buildSampleForm } from '../test/fixtures/forms.js';
import { metricSample } from '../test/helpers/metrics-text.js';
import { buildGeneratedScan } from '../test/ocr/scan-fixtures.js';
import { createRng } from './synthetic-fill-cases.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const STARTING_BALANCE_USD = '100000.00';

type Operation = 'fill-pdf' | 'field-mapping' | 'document-ocr';
const OPERATIONS: readonly Operation[] = ['fill-pdf', 'field-mapping', 'document-ocr'];

// ---------------------------------------------------------------------------------------------------------
// Settings

interface Settings {
  seconds: number;
  threads: number;
  concurrency: number;
  maxInflight: number;
  warmupFraction: number;
  sampleSeconds: number;
  rssGrowthLimit: number;
  fdSlack: number;
  seed: number;
}

function numberSetting(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${text}"`);
  return value;
}

function readSettings(): Settings {
  const threads = numberSetting('WORKER_THREADS', os.availableParallelism());
  const concurrency = numberSetting('SOAK_CONCURRENCY', 2 * threads + 4);
  return {
    seconds: numberSetting('SOAK_SECONDS', 300),
    threads,
    concurrency,
    maxInflight: numberSetting('MAX_INFLIGHT_REQUESTS', Math.max(1, concurrency - 2)),
    warmupFraction: numberSetting('SOAK_WARMUP_FRACTION', 0.2),
    sampleSeconds: numberSetting('SOAK_SAMPLE_SECONDS', 5),
    rssGrowthLimit: numberSetting('SOAK_RSS_GROWTH_LIMIT', 0.15),
    fdSlack: numberSetting('SOAK_FD_SLACK', 8),
    seed: numberSetting('SOAK_SEED', 1),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Sampling /proc

interface Sample {
  atSeconds: number;
  rssMb: number;
  fds: number;
}

function sampleAt(pid: number, atSeconds: number): Sample {
  return { atSeconds, ...sampleProcess(pid) };
}

// ---------------------------------------------------------------------------------------------------------
// Requests

/** What one request came to. `status` is the HTTP status, or how the exchange ended without one. */
interface Outcome {
  status: number | 'dropped' | 'client-timeout' | 'network-error';
  code?: string;
  requestId?: string;
  creditsUsedMicros?: number;
  retryAfter?: string | null;
}

interface Body {
  body: FormData | Uint8Array;
  contentType?: string;
}

interface Scenario {
  name: string;
  operation: Operation;
  weight: number;
  /** Answers a correct server may give to this input, besides 503 SERVICE_BUSY (always allowed). */
  expected: ReadonlyArray<Outcome['status']>;
  send(url: string, port: number, key: string, rnd: () => number): Promise<Outcome>;
}

const REQUEST_TIMEOUT_MS = 180_000;

function form(file: Uint8Array | null, fields: Record<string, string>): FormData {
  const data = new FormData();
  if (file) data.set('file', new Blob([file], { type: 'application/pdf' }), 'soak.pdf');
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** The error code of an answer in either body shape (fill-pdf bodies carry only the message). */
function errorCode(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const body = json as { error?: unknown; details?: { code?: unknown } };
  if (typeof body.details?.code === 'string') return body.details.code;
  const byMessage = Object.entries(ERROR_CATALOGUE).find(([, entry]) => entry.message === body.error);
  // fill-pdf bodies carry only a message, sometimes a specific one: shown as such rather than guessed at.
  return byMessage?.[0] ?? (typeof body.error === 'string' ? `"${body.error.slice(0, 48)}"` : undefined);
}

async function postOperation(url: string, operation: Operation, key: string, payload: Body): Promise<Outcome> {
  const headers: Record<string, string> = { authorization: `Bearer ${key}` };
  if (payload.contentType) headers['content-type'] = payload.contentType;
  try {
    const response = await fetch(`${url}/api/v1/${operation}`, {
      method: 'POST',
      headers,
      body: payload.body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const outcome: Outcome = {
      status: response.status,
      requestId: response.headers.get('x-request-id') ?? undefined,
      retryAfter: response.headers.get('retry-after'),
    };
    if (response.status === 200) {
      // Parsed from the decimal text, not through a float sum, so the comparison with the ledger is exact.
      const used = response.headers.get('x-credits-used');
      outcome.creditsUsedMicros = used === null ? NaN : usdTextToMicros(used);
    } else {
      try {
        outcome.code = errorCode(JSON.parse(bytes.toString('utf8')));
      } catch {
        outcome.code = 'UNPARSABLE_BODY';
      }
    }
    return outcome;
  } catch (error) {
    const name = (error as Error).name;
    return { status: name === 'TimeoutError' || name === 'AbortError' ? 'client-timeout' : 'network-error', code: (error as Error).message };
  }
}

function usdTextToMicros(text: string): number {
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!match) return NaN;
  return Number(match[1]) * MICROS_PER_USD + Number((match[2] ?? '').padEnd(6, '0'));
}

/**
 * A client that starts a multipart upload (declaring more bytes than it sends) and closes the socket part way.
 * The server drops it ("dropped"); an answer it managed to send first (e.g. 503) is counted as that status.
 */
function disconnectMidUpload(port: number, operation: Operation, key: string, pdf: Uint8Array, rnd: () => number): Promise<Outcome> {
  return new Promise((resolve) => {
    const boundary = 'soakboundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="soak.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const declared = head.length + pdf.byteLength + 64;
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `POST /api/v1/${operation} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${key}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${declared}\r\n\r\n${head}`,
      );
      socket.write(pdf.subarray(0, Math.floor(pdf.byteLength * (0.2 + 0.6 * rnd()))));
      setTimeout(() => socket.destroy(), 50 + Math.floor(rnd() * 400));
    });
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(answer)?.[1];
      if (status === undefined) resolve({ status: 'dropped' });
      else resolve({ status: Number(status), code: /"code":"([A-Z_]+)"/.exec(answer)?.[1] ?? errorCodeFromFillBody(answer), retryAfter: /\r\nretry-after: *(\d+)/i.exec(answer)?.[1] ?? null });
    });
  });
}

function errorCodeFromFillBody(answer: string): string | undefined {
  const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
  try {
    return errorCode(JSON.parse(body));
  } catch {
    return undefined;
  }
}

function pick<T>(items: readonly T[], rnd: () => number): T {
  return items[Math.floor(rnd() * items.length)]!;
}

const FILL_TEXT = 'Full name: Ada Lovelace\nEmail: ada@example.org\nPhone: +44 20 7946 0000\nCity: London\nSubscribe: yes';

/** Fields each operation needs beside the file, so bad-input scenarios fail on the input, not a parameter. */
function fieldsFor(operation: Operation): Record<string, string> {
  if (operation === 'fill-pdf') return { data: FILL_TEXT };
  if (operation === 'document-ocr') return { mode: 'auto' };
  return {};
}

async function buildScenarios(): Promise<{ scenarios: Scenario[]; corpusFiles: string[] }> {
  const contactForm = await buildContactForm();
  const threePageForm = await buildContactForm(3);
  const sampleForm = (await buildSampleForm()).bytes;
  const textDocument = await buildTextDocument(['Quarterly statement', 'Account 0042: balance carried forward 1,204.17', 'Thank you for your business.'], 2);
  // A small scan: 150 DPI, a few lines, so one OCR page costs about a second rather than many.
  const scan = (await buildGeneratedScan({ dpi: 150, lines: ['Invoice 48213 was issued on 12 March 2024', 'Payment is due within thirty days.'] })).pdf;
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Buffer.from('not really an image')]);
  const wrongKey = `pdfk_${'x'.repeat(43)}`;

  const good = (name: string, operation: Operation, pdf: Uint8Array, fields: Record<string, string>, weight: number): Scenario => ({
    name,
    operation,
    weight,
    expected: [200],
    send: (url, _port, key) => postOperation(url, operation, key, { body: form(pdf, fields) }),
  });
  // Bad inputs go to a random operation each time, so every operation sees every kind.
  const bad = (name: string, weight: number, expected: Scenario['expected'], send: (url: string, port: number, key: string, operation: Operation, rnd: () => number) => Promise<Outcome>): Scenario[] =>
    OPERATIONS.map((operation) => ({ name, operation, weight: weight / OPERATIONS.length, expected, send: (url, port, key, rnd) => send(url, port, key, operation, rnd) }));

  const scenarios: Scenario[] = [
    good('contact form, 1 page', 'fill-pdf', contactForm, { data: FILL_TEXT }, 14),
    good('sample form, 2 pages, every field kind', 'fill-pdf', sampleForm, { data: 'First name: Ada\nEmail: ada@example.org\nZIP code: 12345\nCountry: Italy' }, 8),
    good('contact form, 1 page', 'field-mapping', contactForm, {}, 12),
    good('contact form, 3 pages', 'field-mapping', threePageForm, {}, 6),
    good('sample form, 2 pages, every field kind', 'field-mapping', sampleForm, {}, 6),
    good('text document, 2 pages (text layer)', 'document-ocr', textDocument, { mode: 'auto' }, 10),
    good('scanned page, 150 DPI (OCR)', 'document-ocr', scan, { mode: 'ocr' }, 8),
    // A cut-off file may still be repaired by a reader, so 200 is allowed; it is then charged like any success.
    ...bad('truncated PDF (random cut)', 6, [200, 400, 422], (url, _port, key, operation, rnd) => {
      const cut = contactForm.slice(0, 20 + Math.floor(rnd() * (contactForm.byteLength - 40)));
      return postOperation(url, operation, key, { body: form(cut, fieldsFor(operation)) });
    }),
    ...bad('corrupted PDF (header only)', 3, [400], (url, _port, key, operation) => postOperation(url, operation, key, { body: form(corrupt(contactForm), fieldsFor(operation)) })),
    ...bad('not a PDF (PNG bytes)', 3, [400], (url, _port, key, operation) => postOperation(url, operation, key, { body: form(png, fieldsFor(operation)) })),
    ...bad('no file part', 3, [400], (url, _port, key, operation) => postOperation(url, operation, key, { body: form(null, fieldsFor(operation)) })),
    ...bad('malformed multipart', 3, [400], (url, _port, key, operation, rnd) => {
      const broken = pick(
        [
          'garbage without any boundary',
          '--soak\r\nNo-Disposition: x\r\n\r\ndata\r\n--soak--',
          `--soak\r\nContent-Disposition: form-data; name="file"\r\n\r\n%PDF-1.7 and no closing boundary`,
        ],
        rnd,
      );
      return postOperation(url, operation, key, { body: new Uint8Array(Buffer.from(broken)), contentType: 'multipart/form-data; boundary=soak' });
    }),
    ...bad('wrong key', 3, [401], (url, _port, _key, operation) => postOperation(url, operation, wrongKey, { body: form(contactForm, fieldsFor(operation)) })),
    ...bad('client disconnects mid-upload', 3, ['dropped'], (_url, port, key, operation, rnd) => disconnectMidUpload(port, operation, key, contactForm, rnd)),
  ];

  // Real forms from the shared corpus when it is there; the run does not depend on them.
  const corpusFiles: string[] = [];
  for (const file of ['irs__fw9_2018.pdf', 'oofex__pdfFormExample.pdf']) {
    const pdf = corpusFileOrNull(file);
    if (!pdf) continue;
    corpusFiles.push(file);
    scenarios.push(good(`corpus ${file}`, 'fill-pdf', pdf, { data: FILL_TEXT }, 3));
    scenarios.push(good(`corpus ${file}`, 'field-mapping', pdf, {}, 3));
  }
  return { scenarios, corpusFiles };
}

function weightedPick(scenarios: readonly Scenario[], rnd: () => number): Scenario {
  const total = scenarios.reduce((sum, s) => sum + s.weight, 0);
  let at = rnd() * total;
  for (const scenario of scenarios) {
    at -= scenario.weight;
    if (at < 0) return scenario;
  }
  return scenarios[scenarios.length - 1]!;
}

// ---------------------------------------------------------------------------------------------------------
// The run

interface Tally {
  scenario: Scenario;
  statuses: Map<string, number>;
  unexpected: string[];
}

interface Success {
  requestId: string;
  creditsUsedMicros: number;
  operation: Operation;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isBusy(outcome: Outcome): boolean {
  return outcome.status === 503 && outcome.code === 'SERVICE_BUSY';
}

function statusLabel(outcome: Outcome): string {
  if (typeof outcome.status !== 'number') return outcome.status;
  return outcome.status === 200 ? '200' : `${outcome.status} ${outcome.code ?? '?'}`;
}

async function runClients(server: ServerProcess, key: string, scenarios: Scenario[], settings: Settings, deadline: number) {
  const tallies = new Map<Scenario, Tally>(scenarios.map((s) => [s, { scenario: s, statuses: new Map(), unexpected: [] }]));
  const successes: Success[] = [];
  const problems: string[] = [];

  const client = async (index: number) => {
    const rnd = createRng(settings.seed * 1000 + index);
    while (Date.now() < deadline) {
      const scenario = weightedPick(scenarios, rnd);
      const outcome = await scenario.send(server.url, Number(new URL(server.url).port), key, rnd);
      const tally = tallies.get(scenario)!;
      const label = statusLabel(outcome);
      tally.statuses.set(label, (tally.statuses.get(label) ?? 0) + 1);
      if (outcome.status === 200) {
        successes.push({ requestId: outcome.requestId ?? '', creditsUsedMicros: outcome.creditsUsedMicros ?? NaN, operation: scenario.operation });
      }
      if (isBusy(outcome)) {
        if (outcome.retryAfter === null || outcome.retryAfter === undefined) problems.push(`${scenario.operation} ${scenario.name}: 503 without Retry-After`);
        // A well-behaved client waits as told; retrying at once would only measure how fast 503s are made.
        await sleep(Number(outcome.retryAfter ?? 1) * 1000);
      } else if (!scenario.expected.includes(outcome.status)) {
        const detail = `${scenario.operation} ${scenario.name}: ${label}${outcome.requestId ? ` (${outcome.requestId})` : ''}`;
        tally.unexpected.push(detail);
        if (tally.unexpected.length <= 5) console.error(`unexpected answer: ${detail}`);
      }
      if (!server.alive()) return;
    }
  };
  await Promise.all(Array.from({ length: settings.concurrency }, (_, i) => client(i)));
  return { tallies: [...tallies.values()], successes, problems };
}

/**
 * Waits for the server's fds to settle after the load: the clients' keep-alive sockets close lazily (undici
 * after 4 s idle). Stops early once they are back to the starting count.
 */
async function settledFds(pid: number, startFds: number): Promise<number> {
  let fds = sampleAt(pid, 0).fds;
  for (let waited = 0; waited < 15_000 && fds > startFds; waited += 500) {
    await sleep(500);
    fds = sampleAt(pid, 0).fds;
  }
  return fds;
}

/** What the process's fds point at, by kind ("socket", "pipe", "anon_inode:[eventfd]", a file path): counts. */
function fdKinds(pid: number): Map<string, number> {
  const kinds = new Map<string, number>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    let target: string;
    try {
      target = readlinkSync(`/proc/${pid}/fd/${fd}`).replace(/^(socket|pipe):\[\d+\]$/, '$1');
    } catch {
      continue; // closed between the listing and the read
    }
    kinds.set(target, (kinds.get(target) ?? 0) + 1);
  }
  return kinds;
}

/** The fds present at the end and not at the start, e.g. "socket +2, anon_inode:[eventfd] +4". */
function fdGrowth(start: Map<string, number>, end: Map<string, number>): string {
  const grown = [...end.entries()]
    .map(([kind, count]) => [kind, count - (start.get(kind) ?? 0)] as const)
    .filter(([, delta]) => delta !== 0)
    .map(([kind, delta]) => `${kind} ${delta > 0 ? '+' : ''}${delta}`);
  const gone = [...start.keys()].filter((kind) => !end.has(kind)).map((kind) => `${kind} -${start.get(kind)}`);
  return [...grown, ...gone].join(', ') || 'none';
}

// ---------------------------------------------------------------------------------------------------------
// Reconciliation

interface Reconciliation {
  startingMicros: number;
  creditedMicros: number;
  chargedMicros: number;
  charges: number;
  responses200: number;
  creditsUsedHeaderMicros: number;
  balanceMicrosByCli: number;
  expectedBalanceMicros: number;
  chargesMissingFor200: number;
  reservationsOutstanding: number;
  chargesByOperation: Record<string, number>;
  responses200ByOperation: Record<string, number>;
}

async function reconcile(server: ServerProcess, keyId: string, startingMicros: number, successes: Success[]): Promise<Reconciliation> {
  const shown = (await runAdmin(server.dataDir, ['credits', 'show', keyId])) as { balance: number; credited: number; charged: number; charges: number };
  const store = openStore(server.dataDir);
  try {
    const totals = journalTotals(store, keyId);
    const chargesByOperation: Record<string, number> = {};
    for (const { value } of store.ledger.getRange({})) {
      if (value.kind === 'charge' && value.keyId === keyId) chargesByOperation[value.operation] = (chargesByOperation[value.operation] ?? 0) + 1;
    }
    const responses200ByOperation: Record<string, number> = {};
    for (const s of successes) responses200ByOperation[s.operation] = (responses200ByOperation[s.operation] ?? 0) + 1;
    const balanceMicrosByCli = Math.round(shown.balance * MICROS_PER_USD);
    if (Math.round(shown.charged * MICROS_PER_USD) !== totals.chargedMicros || shown.charges !== totals.charges) {
      throw new Error(`admin CLI and the store disagree: ${JSON.stringify(shown)} vs ${JSON.stringify(totals)}`);
    }
    return {
      startingMicros,
      creditedMicros: totals.creditedMicros,
      chargedMicros: totals.chargedMicros,
      charges: totals.charges,
      responses200: successes.length,
      creditsUsedHeaderMicros: successes.reduce((sum, s) => sum + s.creditsUsedMicros, 0),
      balanceMicrosByCli,
      expectedBalanceMicros: totals.creditedMicros - totals.chargedMicros,
      chargesMissingFor200: successes.filter((s) => store.ledger.get(`charge:${s.requestId}`) === undefined).length,
      reservationsOutstanding: store.reservations.getCount(),
      chargesByOperation,
      responses200ByOperation,
    };
  } finally {
    await store.close();
  }
}

// ---------------------------------------------------------------------------------------------------------
// Report

interface Memory {
  startRssMb: number;
  warmupRssMb: number;
  maxRssMbAfterWarmup: number;
  endRssMb: number;
  growthAfterWarmup: number;
  startFds: number;
  maxFds: number;
  endFdsUnderLoad: number;
  endFdsSettled: number;
}

/** Mean of the samples in [from, to] seconds: one sample alone is noisy (an OCR engine being replaced, a GC). */
function meanRss(samples: Sample[], from: number, to: number): number {
  const window = samples.filter((s) => s.atSeconds >= from && s.atSeconds <= to);
  const chosen = window.length > 0 ? window : samples.slice(-1);
  return Math.round((chosen.reduce((sum, s) => sum + s.rssMb, 0) / chosen.length) * 10) / 10;
}

function summariseMemory(samples: Sample[], settings: Settings, endFdsSettled: number): Memory {
  const warmupAt = settings.seconds * settings.warmupFraction;
  const span = 3 * settings.sampleSeconds;
  const lastAt = samples[samples.length - 1]!.atSeconds;
  const warmupRssMb = meanRss(samples, warmupAt - span, warmupAt);
  const endRssMb = meanRss(samples, lastAt - span, lastAt);
  const after = samples.filter((s) => s.atSeconds >= warmupAt);
  return {
    startRssMb: samples[0]!.rssMb,
    warmupRssMb,
    maxRssMbAfterWarmup: Math.max(...after.map((s) => s.rssMb)),
    endRssMb,
    growthAfterWarmup: Math.round((endRssMb / warmupRssMb - 1) * 1000) / 1000,
    startFds: samples[0]!.fds,
    maxFds: Math.max(...samples.map((s) => s.fds)),
    endFdsUnderLoad: samples[samples.length - 1]!.fds,
    endFdsSettled,
  };
}

function classOf(label: string): string {
  if (label === '200') return '2xx';
  if (label.startsWith('503 SERVICE_BUSY')) return '503 busy';
  if (/^5\d\d/.test(label)) return '5xx other';
  if (/^4\d\d/.test(label)) return '4xx';
  return label;
}

/** The server's error-level log lines grouped by code and cause: every 503 logs one, so counts matter more than lines. */
function summariseErrorLines(lines: string[]): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const line of lines) {
    let label = 'unparsable line';
    try {
      const entry = JSON.parse(line) as { msg?: string; code?: string; cause?: { message?: string } };
      label = `${entry.msg ?? '?'}: ${entry.code ?? '-'} (${entry.cause?.message ?? '-'})`;
    } catch {
      // kept as "unparsable line"
    }
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]);
}

function markdownTable(header: string[], rows: Array<Array<string | number>>): string {
  const line = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

const usd = (micros: number) => (micros / MICROS_PER_USD).toFixed(6);

// ---------------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const settings = readSettings();
  const { scenarios, corpusFiles } = await buildScenarios();
  let server: ServerProcess | undefined;
  try {
    server = await startServerProcess({
      balanceUsd: STARTING_BALANCE_USD,
      env: { WORKER_THREADS: String(settings.threads), MAX_INFLIGHT_REQUESTS: String(settings.maxInflight) },
    });
    const created = { id: server.keyId, key: server.key };
    const startedServer = server;
    console.log(
      `soak: server pid ${server.pid} at ${server.url}, ${settings.threads} worker threads, MAX_INFLIGHT_REQUESTS ${settings.maxInflight}; ` +
        `${settings.concurrency} clients for ${settings.seconds} s${corpusFiles.length ? `; corpus forms: ${corpusFiles.join(', ')}` : ''}`,
    );

    const startedAt = Date.now();
    const seconds = () => Math.round((Date.now() - startedAt) / 100) / 10;
    const samples: Sample[] = [sampleAt(server.pid, 0)];
    const startFdKinds = fdKinds(server.pid);
    const sampler = setInterval(() => {
      try {
        const sample = sampleAt(startedServer.pid, seconds());
        samples.push(sample);
        console.log(`  t=${sample.atSeconds}s rss=${sample.rssMb} MB fds=${sample.fds}`);
      } catch {
        // The process is gone: reported below as a dead server.
      }
    }, settings.sampleSeconds * 1000);

    const run = await runClients(server, created.key, scenarios, settings, startedAt + settings.seconds * 1000);
    clearInterval(sampler);
    const alive = server.alive();
    if (alive) samples.push(sampleAt(server.pid, seconds()));
    const healthz = alive ? (await fetch(`${server.url}/healthz`).catch(() => undefined))?.status : undefined;
    const inflight = alive ? (metricSample(await server.metrics(), 'pdfsvc_inflight_requests') ?? NaN) : NaN;
    const endFdsSettled = alive ? await settledFds(server.pid, samples[0]!.fds) : NaN;
    const newFds = alive ? fdGrowth(startFdKinds, fdKinds(server.pid)) : 'server gone';
    const reconciliation = await reconcile(server, created.id, usdTextToMicros(STARTING_BALANCE_USD), run.successes);
    const memory = summariseMemory(samples, settings, endFdsSettled);
    const stopped = await server.stop();

    // Status counts per scenario, then per operation and class.
    const scenarioRows = run.tallies.filter((t) => t.statuses.size > 0).map((t) => [
      t.scenario.operation,
      t.scenario.name,
      [...t.statuses.values()].reduce((a, b) => a + b, 0),
      [...t.statuses.entries()].sort().map(([label, count]) => `${label} ×${count}`).join(', '),
      t.unexpected.length,
    ]);
    const classes = ['2xx', '4xx', '503 busy', '5xx other', 'dropped', 'client-timeout', 'network-error'];
    const byOperation: Array<Array<string | number>> = OPERATIONS.map((operation) => {
      const counts = new Map<string, number>();
      for (const t of run.tallies.filter((x) => x.scenario.operation === operation)) {
        for (const [label, count] of t.statuses) counts.set(classOf(label), (counts.get(classOf(label)) ?? 0) + count);
      }
      return [operation, ...classes.map((c) => counts.get(c) ?? 0)];
    });
    const total = (column: number) => byOperation.reduce((sum, row) => sum + Number(row[column]), 0);
    byOperation.push(['all', ...classes.map((_, i) => total(i + 1))]);
    const other5xx = total(classes.indexOf('5xx other') + 1);
    const unexpected = run.tallies.flatMap((t) => t.unexpected);

    const r = reconciliation;
    const checks: Array<[string, boolean, string]> = [
      ['no 5xx other than 503 SERVICE_BUSY', other5xx === 0, `${other5xx}`],
      ['every answer is one a correct server gives to that input', unexpected.length === 0, `${unexpected.length} unexpected`],
      ['every 503 SERVICE_BUSY carries Retry-After', run.problems.length === 0, `${run.problems.length} without`],
      ['server alive, /healthz 200', alive && healthz === 200, `alive ${alive}, healthz ${healthz}`],
      ['no operation in flight after the run', inflight === 0, `${inflight}`],
      ['server stopped cleanly on SIGTERM', stopped.code === 0, `exit ${stopped.code}${stopped.signal ? ` (${stopped.signal})` : ''}`],
      ['balance = start + credits − charges (admin CLI)', r.balanceMicrosByCli === r.expectedBalanceMicros && r.creditedMicros === r.startingMicros, `${usd(r.balanceMicrosByCli)} vs ${usd(r.expectedBalanceMicros)}`],
      ['charges in the ledger = 200 answers', r.charges === r.responses200, `${r.charges} vs ${r.responses200}`],
      ['every 200 has its charge (by requestId)', r.chargesMissingFor200 === 0, `${r.chargesMissingFor200} missing`],
      ['Σ X-Credits-Used = Σ charges', r.creditsUsedHeaderMicros === r.chargedMicros, `${usd(r.creditsUsedHeaderMicros)} vs ${usd(r.chargedMicros)}`],
      ['no reservation outstanding', r.reservationsOutstanding === 0, `${r.reservationsOutstanding}`],
      [`RSS growth after warm-up ≤ ${settings.rssGrowthLimit * 100}%`, memory.growthAfterWarmup <= settings.rssGrowthLimit, `${(memory.growthAfterWarmup * 100).toFixed(1)}%`],
      [`fds back to start ± ${settings.fdSlack}`, Math.abs(memory.endFdsSettled - memory.startFds) <= settings.fdSlack, `${memory.startFds} → ${memory.endFdsSettled}`],
    ];

    console.log(`\n## Soak: ${settings.seconds} s, ${settings.concurrency} clients, ${settings.threads} worker threads, MAX_INFLIGHT_REQUESTS ${settings.maxInflight}\n`);
    console.log(markdownTable(['operation', 'input', 'requests', 'answers', 'unexpected'], scenarioRows));
    console.log(`\n${markdownTable(['operation', ...classes], byOperation)}`);
    console.log(`\n${markdownTable(['money', 'value'], [
      ['starting balance (USD)', usd(r.startingMicros)],
      ['credited in ledger (USD)', usd(r.creditedMicros)],
      ['charged in ledger (USD)', usd(r.chargedMicros)],
      ['Σ X-Credits-Used of 200 answers (USD)', usd(r.creditsUsedHeaderMicros)],
      ['balance, admin CLI (USD)', usd(r.balanceMicrosByCli)],
      ['charges in ledger / 200 answers', `${r.charges} / ${r.responses200}`],
      ['per operation: charges / 200s', OPERATIONS.map((o) => `${o} ${r.chargesByOperation[o] ?? 0}/${r.responses200ByOperation[o] ?? 0}`).join(', ')],
      ['reservations outstanding', r.reservationsOutstanding],
    ])}`);
    console.log(`\n${markdownTable(['memory and fds', 'value'], [
      ['RSS at start (MB)', memory.startRssMb],
      [`RSS at end of warm-up, t≈${settings.seconds * settings.warmupFraction}s (MB, mean of 3 samples)`, memory.warmupRssMb],
      ['RSS max after warm-up (MB)', memory.maxRssMbAfterWarmup],
      ['RSS at end (MB, mean of 3 samples)', memory.endRssMb],
      ['RSS growth after warm-up', `${(memory.growthAfterWarmup * 100).toFixed(1)}%`],
      ['fds start / max / end under load / end settled', `${memory.startFds} / ${memory.maxFds} / ${memory.endFdsUnderLoad} / ${memory.endFdsSettled}`],
      ['fds at the end not there at the start', newFds],
      ['samples', samples.length],
    ])}`);
    console.log(`\n${markdownTable(['check', 'result', 'figure'], checks.map(([name, ok, figure]) => [name, ok ? 'pass' : 'FAIL', figure]))}`);
    const errorLog = summariseErrorLines(server.errorLines);
    if (errorLog.length > 0) console.log(`\n${markdownTable(['server log lines at level error', 'count'], errorLog)}`);

    const file = writeResults('soak', [{
      settings,
      corpusFiles,
      statuses: run.tallies.map((t) => ({ operation: t.scenario.operation, input: t.scenario.name, answers: Object.fromEntries(t.statuses), unexpected: t.unexpected })),
      byOperation: Object.fromEntries(byOperation.map(([operation, ...counts]) => [operation, Object.fromEntries(classes.map((c, i) => [c, counts[i]]))])),
      reconciliation,
      memory,
      newFds,
      samples,
      serverErrorLines: Object.fromEntries(errorLog),
      checks: checks.map(([name, ok, figure]) => ({ name, ok, figure })),
    }]);
    console.log(`\nwrote ${path.relative(repoRoot, file)}`);
    const failed = checks.filter(([, ok]) => !ok);
    if (failed.length > 0) {
      console.error(`soak FAILED: ${failed.map(([name]) => name).join('; ')}`);
      if (!alive) console.error(`server output:\n${server.tail()}`);
      process.exitCode = 1;
    } else {
      console.log('soak passed');
    }
  } finally {
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`soak: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
