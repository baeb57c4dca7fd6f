/**
 * Where an OCR language's model comes from, always from files shipped with the product: Tesseract's "fast" model
 * in models/ when we ship one (checked against its sha256), else the npm package `@tesseract.js-data/<language>`
 * (the LSTM-only best_int model). Never the network, never the working directory.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));

/** models/ of the repository: three levels up from dist/workers/ocr, two from workers/ocr. */
const MODEL_DIRS = [path.resolve(here, '../../../models'), path.resolve(here, '../../models')];

export interface LanguageData {
  language: string;
  /** Uncompressed `.traineddata` bytes. */
  bytes: Uint8Array;
  /** Where they were read from, for logs and the bench. */
  source: string;
  /** 'fast' (models/, tessdata_fast) or 'best_int' (@tesseract.js-data). */
  kind: 'fast' | 'best_int';
}

const loaded = new Map<string, LanguageData>();

/** True for codes that are Tesseract's own naming (eng, chi_sim, …); the code becomes part of a file path. */
export function isLanguageCode(language: string): boolean {
  return /^[a-z]{3}(_[a-z]+)?$/.test(language);
}

/** Finds a language's model without reading it; null when none is installed. */
export function locateLanguageData(language: string): { file: string; kind: LanguageData['kind'] } | null {
  if (!isLanguageCode(language)) return null;
  for (const dir of MODEL_DIRS) {
    const file = path.join(dir, `${language}.traineddata`);
    if (existsSync(file)) return { file, kind: 'fast' };
  }
  try {
    const folder = path.join(path.dirname(require.resolve(`@tesseract.js-data/${language}/package.json`)), '4.0.0_best_int');
    const file = path.join(folder, `${language}.traineddata.gz`);
    if (existsSync(file)) return { file, kind: 'best_int' };
  } catch {
    // Not installed.
  }
  return null;
}

/**
 * Reads (once per thread) and verifies a language's model. Returns null when none is installed; throws when a
 * model in models/ does not match its checksum file, since a truncated model loads and then reads garbage.
 */
export function loadLanguageData(language: string): LanguageData | null {
  const cached = loaded.get(language);
  if (cached) return cached;
  const located = locateLanguageData(language);
  if (!located) return null;
  const raw = readFileSync(located.file);
  const bytes = located.file.endsWith('.gz') ? gunzipSync(raw) : raw;
  if (located.kind === 'fast') verifyChecksum(located.file, bytes);
  const data: LanguageData = { language, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), source: located.file, kind: located.kind };
  loaded.set(language, data);
  return data;
}

function verifyChecksum(file: string, bytes: Uint8Array): void {
  const sumFile = `${file}.sha256`;
  if (!existsSync(sumFile)) throw new Error(`${file} has no checksum file ${path.basename(sumFile)} beside it`);
  const expected = readFileSync(sumFile, 'utf8').trim().split(/\s+/)[0]?.toLowerCase();
  const actual = createHash('sha256').update(bytes).digest('hex');
  if (actual !== expected) {
    throw new Error(`${file} does not match ${path.basename(sumFile)} (sha256 ${actual}, expected ${expected}); reinstall the models`);
  }
}
