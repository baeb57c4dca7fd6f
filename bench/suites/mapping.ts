/**
 * Mapping accuracy and latency: every fill case of the shared corpus (../shared/corpus/fill-cases) and the
 * project's own cases (bench/fill-cases, texts written here for other corpus forms) and the development set
 * (bench/fill-cases/dev, the cases mapping changes were tuned on, reported apart) and the fresh set
 * (bench/fill-cases/fresh, written before the changes they measure and never tuned on, reported apart) through
 * the real stages: fields, text layer, labels, mapping, fill, then the filled PDF read back with pdf-lib.
 *
 * Per case: recall (expected fields holding the expected value after the fill, compared as the notes allow),
 * extra fills (fields the text does not determine that got a value; one emptied or unticked got none), and the median latency of mapping plus
 * fill with the model loaded. The classifier is never trained on these cases.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ValueAssignment } from '../../src/shared/protocol.js';
import { describeFields } from '../../workers/stages/describe-fields.js';
import { extractFields } from '../../workers/stages/extract-fields.js';
import { extractTextLayer } from '../../workers/stages/extract-text-layer.js';
import { fillForm } from '../../workers/stages/fill-form.js';
import { mapValues } from '../../workers/stages/map-values.js';
import { ocrPage } from '../../workers/stages/ocr-page.js';
import { DEFAULT_OCR_LANGUAGE, OCR_LANGUAGES } from '../../src/shared/limits.js';
import { CORPUS_DIR, corpusFileOrNull } from '../harness.js';

export interface FillCase {
  file: string;
  data: string;
  expected: Record<string, string | boolean>;
  notes?: string;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const OWN_CASES_DIR = path.join(repoRoot, 'bench/fill-cases');
export const DEV_CASES_DIR = path.join(OWN_CASES_DIR, 'dev');
export const FRESH_CASES_DIR = path.join(OWN_CASES_DIR, 'fresh');

export function loadCases(dir: string, origin: string): (FillCase & { origin: string; id: string })[] {
  if (!existsSync(dir)) return [];
  // Only the folder's own files: the dev and fresh sets live in subfolders and must not count as own cases.
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => entry.name)
    .sort()
    .map((f) => ({ ...(JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as FillCase), origin, id: f.replace(/\.json$/, '') }));
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A date as "year-month-day" ("?" for no year), whatever way it is written; undefined for anything else. */
function dayOf(value: string): string | undefined {
  const v = value.trim().toLowerCase();
  const numeric = v.match(/^(\d{1,4})[-/.](\d{1,2})[-/.](\d{1,4})$/);
  if (numeric) {
    const [a, b, c] = [+numeric[1]!, +numeric[2]!, +numeric[3]!];
    return numeric[1]!.length === 4 ? `${a % 100}-${b}-${c}` : `${c % 100}-${a}-${b}`;
  }
  const month = (word: string) => MONTHS.indexOf(word.slice(0, 3)) + 1;
  const named = v.match(/^([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+'?(\d{2,4}))?$/) ?? v.match(/^(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]{3,9})\.?(?:,?\s+'?(\d{2,4}))?$/);
  if (!named) return undefined;
  const [m, d] = /^\d/.test(named[1]!) ? [month(named[2]!), +named[1]!] : [month(named[1]!), +named[2]!];
  if (m === 0) return undefined;
  return `${named[3] ? +named[3] % 100 : '?'}-${m}-${d}`;
}

/** Whether a value read back from the filled form counts as the expected one. */
export function valuesAgree(expected: string | boolean, actual: string | boolean | null | undefined): boolean {
  if (typeof expected === 'boolean') return expected ? actual === true : actual !== true;
  // (An empty box reads back as no value at all.)
  if (expected.trim() === '') return actual === null || actual === undefined || (typeof actual === 'string' && actual.trim() === '');
  if (typeof actual !== 'string') return false;
  // Case, spacing and a trailing full stop ("Daniel K." / "Daniel K") do not count.
  const norm = (v: string) => v.replace(/\s+/g, ' ').trim().toLowerCase().replace(/\.$/, '');
  if (norm(expected) === norm(actual)) return true;
  // Money: "$25", "25.00" and "25" are one amount; so are "3912.45" and "3912,45" (a decimal comma, as a European
  // form's number format shows it), and a statement's quantity "412.3370" and "412.337".
  const amount = (v: string) => {
    const t = v.trim();
    if (/^\d+,\d{1,2}$/.test(t)) return Number(t.replace(',', '.'));
    return /^\$?\s?[\d,]+(\.\d+)?$/.test(t) ? Number(t.replace(/[$,\s]/g, '')) : Number.NaN;
  };
  if (!Number.isNaN(amount(expected)) && amount(expected) === amount(actual)) return true;
  // Digits-only phone and SSN fields: the same digits in any punctuation.
  const digits = (v: string) => v.replace(/\D/g, '');
  if (/^[\d\s()+.\-ext]+$/i.test(expected) && digits(expected).length >= 7 && digits(expected) === digits(actual)) return true;
  // A date written in another format of the same day (3/3/25 for 03/03/2025, "August 2, 2025" for 8/2/25,
  // "Sept 1" for "September 1"); a year on one side only is another answer.
  if (dayOf(expected) !== undefined && dayOf(expected) === dayOf(actual)) return true;
  // Long answers: fuzzy, as the shared cases' notes allow.
  if (expected.length > 60) {
    const words = (v: string) => new Set(norm(v).split(/[^\p{L}\p{N}]+/u).filter((w) => w !== ''));
    const e = words(expected);
    const a = words(actual);
    const shared = [...e].filter((w) => a.has(w)).length;
    return shared / Math.max(e.size, a.size) >= 0.9;
  }
  return false;
}

export interface CaseResult {
  case: string;
  fields: number;
  expected: number;
  correct: number;
  recall: number;
  extra: number;
  mapFillMs: number;
  pipelineMs: number;
  misses: string[];
  extras: string[];
}

/** Runs one case through the stages `runs` times; accuracy from the first run, latency the median. */
export async function runCase(fillCase: FillCase & { id: string }, runs: number): Promise<CaseResult | undefined> {
  const bytes = corpusFileOrNull(fillCase.file);
  if (!bytes) return undefined;
  const timings: number[] = [];
  const pipeline: number[] = [];
  let assignments: ValueAssignment[] = [];
  let filled: Uint8Array | undefined;
  let fieldCount = 0;
  // Run 0 warms the JIT and the caches (label embeddings of this form) and is not timed.
  for (let run = 0; run <= runs; run++) {
    const t0 = performance.now();
    const { fields } = await extractFields({ pdf: bytes });
    // As the service does (extract-document-text.ts, mode auto): a page without a text layer is OCR'd, and its
    // words are the labels (the PPF-1349 prints its form as an image).
    const { pages: layer } = await extractTextLayer({ pdf: bytes });
    const language = OCR_LANGUAGES[DEFAULT_OCR_LANGUAGE]!;
    const pages = await Promise.all(layer.map((page) => (page.source === 'none' ? ocrPage({ pdf: bytes, pageNumber: page.pageNumber, language }) : page)));
    const descriptions = await describeFields({ fields, pages });
    const t1 = performance.now();
    const mapped = await mapValues({ fields, descriptions, data: fillCase.data });
    const out = await fillForm({ pdf: bytes, assignments: mapped.assignments });
    const t2 = performance.now();
    if (run > 0) {
      timings.push(t2 - t1);
      pipeline.push(t2 - t0);
    }
    assignments = mapped.assignments;
    filled = out.pdf;
    fieldCount = fields.length;
  }
  const after = new Map((await extractFields({ pdf: filled! })).fields.map((f) => [f.name, f.currentValue]));
  const entries = Object.entries(fillCase.expected);
  const misses = entries.filter(([name, value]) => !valuesAgree(value, after.get(name)));
  // (A box emptied or a check box cleared is given no value: a template's junk taken out is no fill.)
  const extras = assignments.filter((a) => !(a.name in fillCase.expected) && a.value !== false && a.value !== '');
  return {
    case: fillCase.id,
    fields: fieldCount,
    expected: entries.length,
    correct: entries.length - misses.length,
    recall: round((entries.length - misses.length) / Math.max(entries.length, 1), 3),
    extra: extras.length,
    mapFillMs: round(median(timings), 1),
    pipelineMs: round(median(pipeline), 1),
    misses: misses.map(([name, value]) => `${name}: want ${JSON.stringify(value)}, got ${JSON.stringify(after.get(name) ?? null)}`),
    extras: extras.map((a) => `${a.name} = ${JSON.stringify(a.value)}`),
  };
}

export async function runMappingSuite(options: { quick: boolean }) {
  const runs = options.quick ? 3 : 7;
  const groups = [
    { origin: 'shared', cases: loadCases(path.join(CORPUS_DIR, 'fill-cases'), 'shared') },
    { origin: 'own', cases: loadCases(OWN_CASES_DIR, 'own') },
    { origin: 'dev (tuned on)', cases: loadCases(DEV_CASES_DIR, 'dev (tuned on)') },
    { origin: 'fresh (held out)', cases: loadCases(FRESH_CASES_DIR, 'fresh (held out)') },
  ];
  // Loads the embedding model and the classifier before anything is timed.
  await mapValues({ fields: [], descriptions: [], data: 'warm up' });
  const rows: Record<string, unknown>[] = [];
  for (const { origin, cases } of groups) {
    const results: CaseResult[] = [];
    for (const c of cases) {
      const r = await runCase(c, runs);
      if (!r) {
        console.log(`${c.file}: not in the corpus, skipped`);
        continue;
      }
      results.push(r);
      if (process.env.BENCH_VERBOSE) {
        for (const m of r.misses) console.log(`  miss  ${c.id}: ${m}`);
        for (const e of r.extras) console.log(`  extra ${c.id}: ${e}`);
      }
      rows.push({ set: origin, case: r.case, fields: r.fields, recall: `${r.correct}/${r.expected} (${(100 * r.recall).toFixed(1)} %)`, extra: r.extra, mapFillMsP50: r.mapFillMs, pipelineMsP50: r.pipelineMs });
    }
    if (results.length === 0) continue;
    const correct = results.reduce((s, r) => s + r.correct, 0);
    const expected = results.reduce((s, r) => s + r.expected, 0);
    rows.push({
      set: origin,
      case: 'TOTAL',
      fields: results.reduce((s, r) => s + r.fields, 0),
      recall: `${correct}/${expected} (${((100 * correct) / expected).toFixed(1)} %)`,
      extra: `${results.reduce((s, r) => s + r.extra, 0)} (max ${Math.max(...results.map((r) => r.extra))}/form)`,
      mapFillMsP50: round(median(results.map((r) => r.mapFillMs)), 1),
      pipelineMsP50: round(median(results.map((r) => r.pipelineMs)), 1),
    });
  }
  return rows;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
