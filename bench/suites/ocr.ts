/**
 * OCR end to end, against the pipeline users compare us with: `pdftoppm -r 300 -gray` and native `tesseract`
 * (Debian's fast English model, OMP_THREAD_LIMIT=1), one process per core, run in the same process and on the
 * same pages.
 *
 * - latency: every page alone, one request at a time (ours: document-ocr with mode=ocr through the service core;
 *   native: pdftoppm then tesseract for that page) → median ms per page and CER against the reference text;
 * - throughput: all pages in one multi-page PDF (ours: one request; native: two lanes, each rasterising and
 *   reading its next page) → pages/s and the ratio of the two wall times;
 * - peak RSS: ours sampled over the whole process (main thread and workers); native the largest tesseract or
 *   pdftoppm process times the number of lanes running at once;
 * - text-layer pages: document-ocr on a 60-page text PDF in auto mode (no OCR) → pages/s;
 * - long run: a fresh service answers document-ocr over real HTTP for 500 OCR'd pages (skipped by --quick), a
 *   small generated scanned PDF requested again and again; the process's resident memory (VmRSS of
 *   /proc/<pid>/status: the service runs in this process, workers included) is read at page 50 and at the last
 *   page, and their ratio shows whether memory stays flat as OCR engines are used and recycled.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { buildTextDocument } from '../../test/fixtures/documents.js';
import { buildGeneratedScan, characterErrorRate, concatenatePdfs, type GeneratedScanOptions } from '../../test/ocr/scan-fixtures.js';
import { CORPUS_DIR, coreRequest, corpusFileOrNull, multipartBody, startBenchService, type BenchService } from '../harness.js';
import { ensurePeers } from '../peers.js';

interface BenchPage {
  name: string;
  pdf: Uint8Array;
  /** Reference text, when there is one. */
  truth: string | null;
  pages: number;
}

interface Row {
  case: string;
  pages: number;
  oursMs: number | null;
  nativeMs: number | null;
  oursCerPct: number | null;
  nativeCerPct: number | null;
  [key: string]: unknown;
}

const LANES = Math.max(1, os.availableParallelism());

export async function runOcrSuite(options: { quick: boolean }): Promise<Row[]> {
  const missing = ensurePeers(['pdftoppm', 'tesseract']);
  const native = missing.length === 0;
  // The long run goes first, on its own service, so the process's memory is not yet swollen by the other runs
  // (RSS growth is then judged against the service's own footprint). OCR_BENCH_LONG_RUN_PAGES overrides its length
  // (0 skips it).
  const longPages = Number(process.env.OCR_BENCH_LONG_RUN_PAGES ?? (options.quick ? 0 : 500));
  const long = longPages > 0 ? await longRun(longPages) : null;

  const documents = await benchDocuments(options.quick);
  console.log(`ocr bench: ${documents.length} documents, ${documents.reduce((n, d) => n + d.pages, 0)} pages, ${LANES} lanes`);

  const svc = await startOcrBenchService();
  const rss = rssSampler();
  const rows: Row[] = [];
  try {
    // Warm both engines so the first page does not pay WASM compilation and model loading.
    await ours(svc, documents[0]!.pdf);
    await ours(svc, documents[0]!.pdf);
    rss.reset();

    const oursPerPage: number[] = [];
    const nativePerPage: number[] = [];
    const oursCer: number[] = [];
    const nativeCer: number[] = [];
    let nativeRss = 0;
    for (const document of documents) {
      const mine = await ours(svc, document.pdf);
      const theirs = native ? await nativePipeline(document.pdf, document.pages, 1) : null;
      const row: Row = {
        case: document.name,
        pages: document.pages,
        oursMs: Math.round(mine.ms / document.pages),
        nativeMs: theirs ? Math.round(theirs.ms / document.pages) : null,
        oursCerPct: document.truth !== null ? pct(characterErrorRate(mine.text, document.truth)) : null,
        nativeCerPct: document.truth !== null && theirs ? pct(characterErrorRate(theirs.text, document.truth)) : null,
      };
      rows.push(row);
      oursPerPage.push(...Array<number>(document.pages).fill(mine.ms / document.pages));
      if (theirs) {
        nativePerPage.push(...Array<number>(document.pages).fill(theirs.ms / document.pages));
        nativeRss = Math.max(nativeRss, theirs.peakRssKb);
      }
      if (row.oursCerPct !== null) oursCer.push(row.oursCerPct);
      if (row.nativeCerPct !== null) nativeCer.push(row.nativeCerPct);
    }

    const all = await concatenatePdfs(documents.map((d) => d.pdf));
    const pages = documents.reduce((n, d) => n + d.pages, 0);
    // Alternate the two sides and keep each one's best wall time: other work on the machine then costs both alike.
    // CPU time (all threads, all processes) is the contention-proof measure of the work each side does.
    let mine = { ms: Infinity, cpuMs: 0 };
    let theirs: { ms: number; cpuMs: number } | null = null;
    for (let round = 0; round < (options.quick ? 1 : 2); round++) {
      const cpu = process.cpuUsage();
      const run = await ours(svc, all);
      const used = process.cpuUsage(cpu);
      if (run.ms < mine.ms) mine = { ms: run.ms, cpuMs: (used.user + used.system) / 1000 };
      if (native) {
        const result = await nativePipeline(all, pages, LANES);
        nativeRss = Math.max(nativeRss, result.peakRssKb);
        if (!theirs || result.ms < theirs.ms) theirs = { ms: result.ms, cpuMs: result.cpuMs };
      }
    }
    rows.push({
      case: `ours: all pages in one PDF (${LANES} worker threads)`,
      pages,
      oursMs: Math.round(mine.ms),
      nativeMs: theirs ? Math.round(theirs.ms) : null,
      oursCerPct: mean(oursCer),
      nativeCerPct: native ? mean(nativeCer) : null,
      pagesPerSecond: round2((pages * 1000) / mine.ms),
      nativePagesPerSecond: theirs ? round2((pages * 1000) / theirs.ms) : null,
      timeVsNative: theirs ? round2(mine.ms / theirs.ms) : null,
      cpuMsPerPage: Math.round(mine.cpuMs / pages),
      nativeCpuMsPerPage: theirs ? Math.round(theirs.cpuMs / pages) : null,
      medianMsPerPage: Math.round(median(oursPerPage)),
      nativeMedianMsPerPage: native ? Math.round(median(nativePerPage)) : null,
      peakRssMb: Math.round(rss.peak() / 2 ** 20),
      nativePeakRssMb: native ? Math.round((nativeRss * LANES) / 1024) : null,
    });

    const textPages = options.quick ? 30 : 60;
    const textPdf = await buildTextDocument(['A page with a text layer: no OCR needed.', 'Second line of the page, 12 pt Helvetica.'], textPages);
    await ours(svc, textPdf, 'auto');
    const text = await ours(svc, textPdf, 'auto');
    rows.push({
      case: `text-layer pages, mode=auto (${textPages}-page PDF)`,
      pages: textPages,
      oursMs: Math.round(text.ms),
      nativeMs: null,
      oursCerPct: null,
      nativeCerPct: null,
      pagesPerSecond: round2((textPages * 1000) / text.ms),
    });
    if (!native) console.log(`native pipeline skipped: ${missing.join(', ')} unavailable`);
  } finally {
    rss.stop();
    await svc.close();
  }
  if (long) rows.push(long);
  return rows;
}

/** Pages at which the long run's first RSS sample is taken (after warm-up and the first engine loads). */
const LONG_RUN_FIRST_SAMPLE = 50;

/**
 * document-ocr over HTTP on a fresh service until `pages` pages have been read, two requests in flight (one per
 * lane) so both worker threads stay busy; RSS at page 50 and at the end.
 */
export async function longRun(pages: number): Promise<Row> {
  const scans = await Promise.all(
    LONG_RUN_LINES.map((lines, i) => buildGeneratedScan({ dpi: 150 + 50 * (i % 3), lines, skewDegrees: i % 2 ? 1.5 : 0 })),
  );
  const pdf = await concatenatePdfs(scans.map((s) => s.pdf));
  const perRequest = scans.length;
  const svc = await startBenchService();
  const { body, contentType } = await multipartBody(pdf, { mode: 'ocr' });
  const samples: Array<{ page: number; rssMb: number }> = [];
  let done = 0;
  let cpuMs = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  try {
    const lane = async () => {
      while (done < pages) {
        done += perRequest;
        const page = done;
        const response = await fetch(`${svc.url}/api/v1/document-ocr`, {
          method: 'POST',
          headers: { authorization: `Bearer ${svc.key}`, 'content-type': contentType },
          body,
        });
        const text = await response.text();
        if (response.status !== 200) throw new Error(`long run: document-ocr answered ${response.status}: ${text.slice(0, 300)}`);
        // This thread's own garbage (request and answer bodies) is collected first, so that what is measured is the
        // service's memory rather than when the client last collected.
        collectGarbage();
        samples.push({ page, rssMb: rssFromProc() / 2 ** 20 });
      }
    };
    await Promise.all(Array.from({ length: LANES }, lane));
    const used = process.cpuUsage(cpu);
    cpuMs = (used.user + used.system) / 1000;
  } finally {
    await svc.close();
  }
  const ms = performance.now() - started;
  samples.sort((a, b) => a.page - b.page);
  // RSS swings by tens of MB with what is in flight (a page's canvas, an engine's buffers) and when the collector
  // last ran: each figure is the median of the samples within 5 % of the run's length of its page.
  const around = (page: number) => {
    const near = samples.filter((s) => Math.abs(s.page - page) <= Math.max(5, pages / 20)).map((s) => s.rssMb);
    return { page, rssMb: median(near.length > 0 ? near : [samples[samples.length - 1]!.rssMb]) };
  };
  const first = around(LONG_RUN_FIRST_SAMPLE);
  const last = around(samples[samples.length - 1]!.page);
  const peak = Math.max(...samples.map((s) => s.rssMb));
  console.log(`long run RSS (MB) by page: ${samples.filter((_, i) => i % Math.max(1, Math.floor(samples.length / 12)) === 0 || i === samples.length - 1).map((s) => `${s.page}:${Math.round(s.rssMb)}`).join(' ')}`);
  return {
    case: `long run over HTTP: ${last.page} OCR'd pages (${perRequest}-page generated scan, ${LANES} in flight)`,
    pages: last.page,
    oursMs: Math.round(ms),
    nativeMs: null,
    oursCerPct: null,
    nativeCerPct: null,
    pagesPerSecond: round2((last.page * 1000) / ms),
    cpuMsPerPage: Math.round(cpuMs / last.page),
    rssMbAtPage50: Math.round(first.rssMb),
    rssMbAtEnd: Math.round(last.rssMb),
    rssMbRawAtPage50: Math.round((samples.find((s) => s.page >= LONG_RUN_FIRST_SAMPLE) ?? samples[0]!).rssMb),
    rssMbRawAtEnd: Math.round(samples[samples.length - 1]!.rssMb),
    rssEndVsPage50: round2(last.rssMb / first.rssMb),
    peakRssMb: Math.round(peak),
  };
}

/** Short pages keep the long run cheap: a few lines each, so 500 pages take minutes, not an hour. */
const LONG_RUN_LINES: ReadonlyArray<readonly string[]> = [
  ['Invoice 48213 was issued on 12 March 2024.', 'Payment is due within thirty days.'],
  ['The quick brown fox jumps over the lazy dog.', 'Please quote the invoice number.'],
  ['Questions about this statement may be sent', 'to the accounts department by post.'],
  ['Late payments carry a charge of two percent', 'per month, and a reminder is sent.'],
  ['The committee reviews the annual budget,', 'the staffing plan and the new lease.'],
];

/** A full collection of this thread's heap (the workers' heaps are theirs to collect). */
function collectGarbage(): void {
  if (!gc) {
    gc = (globalThis as { gc?: () => void }).gc ?? null;
    if (!gc) {
      v8.setFlagsFromString('--expose-gc');
      gc = vm.runInNewContext('gc') as () => void;
    }
  }
  gc();
}
let gc: (() => void) | null = null;

/** The process's resident set from /proc (the service runs in this process); Node's own figure elsewhere. */
function rssFromProc(): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${process.pid}/status`, 'utf8'));
    if (match) return Number(match[1]) * 1024;
  } catch {
    // Not Linux.
  }
  return process.memoryUsage.rss();
}

/** The bench harness's service, with room for the all-pages PDF (scans run to a few hundred KB a page). */
function startOcrBenchService(): Promise<BenchService> {
  return startBenchService({ MAX_FILE_BYTES: String(64 * 2 ** 20) });
}

async function benchDocuments(quick: boolean): Promise<BenchPage[]> {
  const documents: BenchPage[] = [];
  const truthOf = (name: string) => {
    const file = path.join(CORPUS_DIR, 'ocr-truth', name);
    return existsSync(file) ? readFileSync(file, 'utf8') : null;
  };
  // Every reference scan, quick or not: they are what CER is judged on (francais costs a fraction of a second).
  const corpus: Array<[string, string | null, number]> = quick
    ? [
        ['ocrmypdf__linn.pdf', 'ocrmypdf__linn.txt', 1],
        ['ocrmypdf__skew.pdf', 'ocrmypdf__linn.txt', 1],
        ['ocrmypdf__ccitt.pdf', 'ocrmypdf__linn.txt', 1],
        ['ocrmypdf__francais.pdf', 'ocrmypdf__francais.txt', 1],
      ]
    : [
        ['ocrmypdf__linn.pdf', 'ocrmypdf__linn.txt', 1],
        ['ocrmypdf__skew.pdf', 'ocrmypdf__linn.txt', 1],
        ['ocrmypdf__ccitt.pdf', 'ocrmypdf__linn.txt', 1],
        ['ocrmypdf__francais.pdf', 'ocrmypdf__francais.txt', 1],
        ['pypdf__Seige_of_Vicksburg_Sample_OCR.pdf', null, 6],
      ];
  for (const [file, truth, pages] of corpus) {
    const pdf = corpusFileOrNull(file);
    if (pdf) documents.push({ name: `corpus ${file}`, pdf, truth: truth ? truthOf(truth) : null, pages });
  }
  if (documents.length === 0) console.log('corpus not found: only generated scans (set CORPUS_DIR)');

  const generated: Array<[string, GeneratedScanOptions]> = quick
    ? [
        ['generated clean 300 DPI', { dpi: 300 }],
        ['generated rotated 90°, 300 DPI', { dpi: 300, quarterTurns: 1 }],
        ['generated noisy skewed 3°, 150 DPI', { dpi: 150, noisy: true, skewDegrees: 3 }],
      ]
    : [
        ['generated clean 300 DPI', { dpi: 300 }],
        ['generated clean 150 DPI', { dpi: 150 }],
        ['generated noisy 300 DPI', { dpi: 300, noisy: true }],
        ['generated noisy 150 DPI', { dpi: 150, noisy: true }],
        ['generated skewed 3°, 300 DPI', { dpi: 300, skewDegrees: 3 }],
        ['generated rotated 90°, 300 DPI', { dpi: 300, quarterTurns: 1 }],
        ['generated rotated 180°, 200 DPI', { dpi: 200, quarterTurns: 2 }],
        ['generated rotated 270°, 300 DPI, 9 pt', { dpi: 300, quarterTurns: 3, fontPt: 9 }],
      ];
  for (const [name, scan] of generated) {
    const { pdf, text } = await buildGeneratedScan(scan);
    documents.push({ name, pdf, truth: text, pages: 1 });
  }
  return documents;
}

async function ours(svc: BenchService, pdf: Uint8Array, mode = 'ocr'): Promise<{ ms: number; text: string }> {
  const body = await multipartBody(pdf, { mode });
  const started = performance.now();
  const response = await svc.service.app.handle(coreRequest('/api/v1/document-ocr', svc.key, body));
  const ms = performance.now() - started;
  const raw = typeof response.body === 'string' ? response.body : Buffer.from(response.body as Uint8Array).toString('utf8');
  // A page with nothing legible is a 422 for the whole document: a measurement, not a failure of the bench.
  if (response.status === 422) return { ms, text: '' };
  if (response.status !== 200) throw new Error(`document-ocr answered ${response.status}: ${raw.slice(0, 300)}`);
  return { ms, text: (JSON.parse(raw) as { extractedText: { fullText: string } }).extractedText.fullText };
}

/**
 * The native pipeline over `pages` pages with `lanes` processes at a time; each lane rasterises its next page
 * with pdftoppm and reads it with tesseract. Returns wall time, text in page order and the largest RSS seen.
 */
async function nativePipeline(pdf: Uint8Array, pages: number, lanes: number): Promise<{ ms: number; text: string; peakRssKb: number; cpuMs: number }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pdfsvc-ocr-bench-'));
  try {
    const input = path.join(dir, 'in.pdf');
    writeFileSync(input, pdf);
    const texts = new Array<string>(pages).fill('');
    let next = 1;
    let peak = 0;
    let cpuMs = 0;
    const account = (usage: Usage) => {
      peak = Math.max(peak, usage.rssKb);
      cpuMs += usage.cpuMs;
    };
    const started = performance.now();
    const lane = async () => {
      while (next <= pages) {
        const page = next++;
        const image = path.join(dir, `p${page}`);
        account(await run('pdftoppm', ['-f', String(page), '-l', String(page), '-r', '300', '-gray', '-singlefile', input, image]));
        account(await run('tesseract', [`${image}.pgm`, image, '-l', 'eng'], { OMP_THREAD_LIMIT: '1' }));
        texts[page - 1] = readFileSync(`${image}.txt`, 'utf8');
      }
    };
    await Promise.all(Array.from({ length: Math.min(lanes, pages) }, lane));
    return { ms: performance.now() - started, text: texts.join('\n\f'), peakRssKb: peak, cpuMs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const GNU_TIME = '/usr/bin/time';

interface Usage {
  rssKb: number;
  cpuMs: number;
}

/** Runs a command to completion; returns its peak RSS and CPU time when GNU time is there to measure them, else 0. */
function run(command: string, args: string[], env: Record<string, string> = {}): Promise<Usage> {
  const measured = existsSync(GNU_TIME);
  const [file, argv] = measured ? [GNU_TIME, ['-f', '%M %U %S', command, ...args]] : [command, args];
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...env } });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) {
        reject(new Error(`${command} failed (${code}): ${stderr.slice(-300)}`));
        return;
      }
      const [rssKb = 0, user = 0, system = 0] = measured ? (stderr.trim().split('\n').pop() ?? '').split(' ').map(Number) : [];
      resolve({ rssKb: rssKb || 0, cpuMs: ((user || 0) + (system || 0)) * 1000 });
    });
  });
}

function rssSampler() {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 50);
  return {
    reset: () => {
      peak = process.memoryUsage.rss();
    },
    peak: () => Math.max(peak, process.memoryUsage.rss()),
    stop: () => clearInterval(timer),
  };
}

const pct = (value: number) => Math.round(value * 10_000) / 100;
const round2 = (value: number) => Math.round(value * 100) / 100;
const mean = (values: number[]) => (values.length === 0 ? null : round2(values.reduce((a, b) => a + b, 0) / values.length));
function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
