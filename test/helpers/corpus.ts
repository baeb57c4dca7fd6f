/**
 * Access to the shared corpus of real PDFs. It lives beside the repository (../shared/corpus) on CI and on
 * developers' machines, or wherever CORPUS_DIR points; a user's clone has none, so tests that read it skip
 * with a message saying why.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const CORPUS_DIR = process.env.CORPUS_DIR ?? path.resolve(repoRoot, '../shared/corpus');

export const corpusAvailable = existsSync(path.join(CORPUS_DIR, 'pdfs'));

/** Pass as the `skip` option of a test: false when the corpus is present, else the reason it is skipped. */
export const skipWithoutCorpus: string | false = corpusAvailable
  ? false
  : `corpus not found at ${CORPUS_DIR} (set CORPUS_DIR to run the tests on real PDFs)`;

export function corpusPdf(name: string): Uint8Array {
  return new Uint8Array(readFileSync(path.join(CORPUS_DIR, 'pdfs', name)));
}

export function corpusJson<T>(relativePath: string): T {
  return JSON.parse(readFileSync(path.join(CORPUS_DIR, relativePath), 'utf8')) as T;
}

export interface CatalogRow {
  file: string;
  license: string;
  bytes: string;
  pages: string;
  has_acroform: string;
  field_count: string;
  has_text_layer: string;
  notes: string;
  kind: 'form' | 'encrypted' | 'broken' | 'scanned' | 'text-no-form';
}

export function corpusCatalog(): CatalogRow[] {
  const [header, ...rows] = readFileSync(path.join(CORPUS_DIR, 'catalog.tsv'), 'utf8').trim().split('\n');
  const columns = (header ?? '').split('\t');
  return rows.map((row) => {
    const cells = row.split('\t');
    return Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? ''])) as unknown as CatalogRow;
  });
}

/** Copies bytes into a SharedArrayBuffer, as the main thread does with an upload before handing it to workers. */
export function shared(bytes: Uint8Array): Uint8Array {
  const copy = new Uint8Array(new SharedArrayBuffer(bytes.byteLength));
  copy.set(bytes);
  return copy;
}
