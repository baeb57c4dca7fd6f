import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { cosine, createEmbedder, DEFAULT_MODEL_FILE, embeddingModelAvailable } from '../../../workers/embedding/embed-text.js';

const skip = embeddingModelAvailable() ? false : `${DEFAULT_MODEL_FILE} not built (npm run build)`;

describe('sentence embeddings (all-MiniLM-L6-v2 on onnxruntime-node)', { skip }, () => {
  test('orders pairs by meaning', async () => {
    const embedder = await createEmbedder(DEFAULT_MODEL_FILE);
    const [dob, born, street, email, mail, zip, employer, company, colour] = await embedder.embed([
      'date of birth', 'born 4 July 1980', 'street address', 'email address', 'e-mail', 'zip code', 'employer', 'company name', 'favourite colour',
    ]);
    // Measured with the package's own engine (../shared/notes/environment.md): 0.54 and 0.15.
    assert.ok(Math.abs(cosine(dob!, born!) - 0.54) < 0.01);
    assert.ok(Math.abs(cosine(dob!, street!) - 0.15) < 0.01);
    assert.ok(cosine(email!, mail!) > cosine(email!, zip!));
    assert.ok(cosine(employer!, company!) > cosine(employer!, colour!));
  });

  test('unit vectors, the same in a batch as alone, and cached', async () => {
    const embedder = await createEmbedder(DEFAULT_MODEL_FILE);
    const [alone] = await embedder.embed(['Social security number']);
    const batch = await embedder.embed(['a much longer text that pads the short one in the same batch', 'Social security number']);
    assert.ok(Math.abs(cosine(alone!, alone!) - 1) < 1e-5);
    // Served from the cache: the very same vector.
    assert.equal(batch[1], alone);
    const fresh = await (await createEmbedder(DEFAULT_MODEL_FILE)).embed(['padding padding padding padding padding', 'Social security number']);
    for (let d = 0; d < alone!.length; d++) assert.ok(Math.abs(fresh[1]![d]! - alone![d]!) < 1e-5);
    assert.equal(embedder.cacheSize, 2);
  });

  test('a call that fills the cache still answers every text, the ones cached before it too', async () => {
    // (Two texts fit: the cache starts afresh while the call embeds its later batches.)
    const embedder = await createEmbedder(DEFAULT_MODEL_FILE, 2);
    const [first] = await embedder.embed(['street address']);
    const texts = ['street address', ...Array.from({ length: 40 }, (_, i) => `field number ${i}`)];
    const vectors = await embedder.embed(texts);
    assert.equal(vectors.length, texts.length);
    assert.ok(vectors.every((v) => v instanceof Float32Array && v.length > 0));
    assert.equal(vectors[0], first);
    assert.ok(embedder.cacheSize <= 40);
  });
});
