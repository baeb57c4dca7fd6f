/**
 * Hostile and broken PDFs through all three operations: every answer is 200 or a documented 4xx in the
 * operation's body shape, no 5xx, no crash, no hang, and nothing charged for a failure. This is the CI-sized
 * sample; ROBUSTNESS_MUTATIONS raises the number of mutated variants for a longer run.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createRng } from '../../scripts/synthetic-fill-cases.js';
import { getBalance } from '../../src/store/ledger.js';
import { corpusPdf, skipWithoutCorpus } from '../helpers/corpus.js';
import { buildContactForm } from '../fixtures/documents.js';
import { decompressionBomb, deeplyNested, millionPageClaim, pageTreeLoop, withJavaScript } from '../fixtures/hostile-pdfs.js';
import { formData, post, startTestService, type TestService } from '../helpers/service.js';

let svc: TestService;
before(async () => {
  svc = await startTestService({ REQUEST_TIMEOUT_MS: '60000' });
});
after(() => svc.close());

const DOCUMENTED = new Set([
  'CORRUPTED_PDF', 'INVALID_FILE_FORMAT', 'PASSWORD_REQUIRED', 'NO_FORM_FIELDS', 'NO_TEXT_CONTENT', 'PAGE_LIMIT_EXCEEDED',
]);

/**
 * Sends one file to every operation and checks each answer is 200 or documented, and failures are free. The
 * statuses go into `statuses` as they arrive, so a caller still counts them when an assertion throws.
 */
async function sweep(label: string, pdf: Uint8Array, statuses: number[] = []) {
  const { key, id } = svc.newKey(100_000_000);
  let charged = 0;
  for (const [path, fields, perPage] of [
    ['/api/v1/document-ocr', { mode: 'text' }, 10_000],
    ['/api/v1/field-mapping', {}, 10_000],
    ['/api/v1/fill-pdf', { data: 'Full name: Jane Doe' }, 20_000],
  ] as const) {
    const res = await post(svc.url + path, key, formData(pdf, fields));
    statuses.push(res.status);
    if (path === '/api/v1/fill-pdf') {
      assert.ok(res.status === 200 || (res.status >= 400 && res.status < 500 && typeof res.json?.error === 'string'), `${label} ${path}: ${res.status} ${JSON.stringify(res.json)}`);
      if (res.status === 200) charged += perPage * JSON.parse(res.headers.get('x-processing-stats')!).pageCount;
    } else {
      assert.ok(res.status === 200 || DOCUMENTED.has(res.json?.details?.code), `${label} ${path}: ${res.status} ${JSON.stringify(res.json)}`);
      if (res.status === 200) charged += perPage * (res.json.metadata.pageCount as number);
    }
  }
  assert.equal(getBalance(svc.service.store, id), 100_000_000 - charged, `${label}: only successes are charged`);
  return statuses;
}

test('crafted hostile PDFs get 200 or a documented 4xx', async () => {
  const cases: Array<[string, Uint8Array]> = [
    ['decompression bomb (256 MB of content from ~250 KB)', decompressionBomb()],
    ['page tree that loops', pageTreeLoop()],
    ['a million pages claimed, one real', millionPageClaim()],
    ['arrays nested 100000 deep', deeplyNested()],
    ['document JavaScript (never run)', withJavaScript()],
  ];
  for (const [label, pdf] of cases) {
    const statuses = await sweep(label, pdf);
    console.log(`${label}: ${statuses.join(' ')}`);
  }
  assert.equal((globalThis as { __pdfScriptRan?: boolean }).__pdfScriptRan, undefined);
});

function mutate(pdf: Uint8Array, seed: number): [string, Uint8Array] {
  const rnd = createRng(seed);
  const text = Buffer.from(pdf).toString('latin1');
  switch (seed % 4) {
    case 0: {
      const at = 16 + Math.floor(rnd() * (pdf.byteLength - 16));
      return [`truncated at ${at}`, pdf.slice(0, at)];
    }
    case 1: {
      const copy = pdf.slice();
      for (let i = 0; i < 20; i += 1) copy[16 + Math.floor(rnd() * (copy.byteLength - 16))] = Math.floor(rnd() * 256);
      return ['20 bytes flipped', copy];
    }
    case 2: {
      const xref = text.lastIndexOf('xref');
      const doubled = xref > 0 ? text.slice(0, xref) + text.slice(xref) + text.slice(xref) : text + text;
      return ['xref section duplicated', new Uint8Array(Buffer.from(doubled, 'latin1'))];
    }
    default: {
      const trailer = text.lastIndexOf('trailer');
      const cut = trailer > 0 ? text.slice(0, trailer) : text.slice(0, Math.floor(text.length * 0.9));
      return ['trailer dropped', new Uint8Array(Buffer.from(cut, 'latin1'))];
    }
  }
}

test('mutated variants of real PDFs get 200 or a documented 4xx', async () => {
  const sources: Array<[string, Uint8Array]> = [['generated contact form', await buildContactForm()]];
  if (!skipWithoutCorpus) {
    for (const file of ['oofex__pdfFormExample.pdf', 'irs__fw9_2018.pdf', 'pdfjs__resetform.pdf', 'pdflib__form_to_flatten.pdf']) {
      sources.push([file, corpusPdf(file)]);
    }
  }
  const perSource = Number(process.env.ROBUSTNESS_MUTATIONS ?? 8);
  const tally = new Map<number, number>();
  // A long run (ROBUSTNESS_MUTATIONS=400) reports every failing variant, not only the first one.
  const failures: string[] = [];
  const startedAt = Date.now();
  for (const [name, pdf] of sources) {
    for (let seed = 1; seed <= perSource; seed += 1) {
      const [how, variant] = mutate(pdf, seed * 7919 + name.length);
      const statuses: number[] = [];
      try {
        await sweep(`${name}, ${how} (seed ${seed})`, variant, statuses);
      } catch (error) {
        failures.push((error as Error).message);
      }
      for (const status of statuses) tally.set(status, (tally.get(status) ?? 0) + 1);
    }
  }
  const answers = [...tally.values()].reduce((a, b) => a + b, 0);
  const fiveHundreds = [...tally.entries()].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
  console.log(`mutated variants: ${sources.length * perSource} (${sources.length} sources × ${perSource}); requests: ${answers}; ` +
    `answers by status: ${JSON.stringify(Object.fromEntries(tally))}; 5xx: ${fiveHundreds}; failing variants: ${failures.length}; ` +
    `${Math.round((Date.now() - startedAt) / 1000)} s`);
  for (const failure of failures) console.log(`failing: ${failure}`);
  assert.equal(failures.length, 0, `${failures.length} variants got an undocumented answer or were charged for a failure (listed above)`);
});
