import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import type { PageText } from '../../../src/shared/protocol.js';
import { boxBlur3 } from '../../../workers/ocr/image-ops.js';
import { locateLanguageData } from '../../../workers/ocr/language-data.js';
import { terminateOcrEngines } from '../../../workers/stages/ocr-engine.js';
import { ocrPage } from '../../../workers/stages/ocr-page.js';
import { CORPUS_DIR, corpusPdf, shared, skipWithoutCorpus } from '../../helpers/corpus.js';
import { buildBlankDocument, buildScannedDocument } from './pdf-fixtures.js';
import { characterErrorRate } from '../../ocr/scan-fixtures.js';

after(terminateOcrEngines);


/** Share of expected words found among the tokens, each token used once, ignoring surrounding punctuation. */
function wordAccuracy(expected: string[], page: PageText): number {
  const strip = (w: string) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  const pool = page.tokens.map((t) => strip(t.text));
  let found = 0;
  for (const word of expected.map(strip)) {
    const at = pool.indexOf(word);
    if (at >= 0) {
      found += 1;
      pool.splice(at, 1);
    }
  }
  return found / expected.length;
}

function assertNormalised(page: PageText): void {
  for (const element of [...page.blocks, ...page.paragraphs, ...page.lines, ...page.tokens]) {
    for (const { x, y } of element.boundingBox.vertices) assert.ok(x >= 0 && x <= 1 && y >= 0 && y <= 1);
    assert.ok(element.confidence >= 0 && element.confidence <= 1);
  }
}

describe('ocrPage', () => {
  test('ships the fast English model in models/, with its checksum', () => {
    const located = locateLanguageData('eng');
    assert.ok(located && located.file.endsWith(path.join('models', 'eng.traineddata')), JSON.stringify(located));
    assert.equal(located.kind, 'fast');
    assert.equal(locateLanguageData('../../etc'), null);
    assert.equal(locateLanguageData('xyz'), null);
  });

  test('blurs without shifting or darkening a page', () => {
    const gray = new Uint8Array([255, 255, 255, 255, 0, 255, 255, 255, 255]);
    const blurred = new Uint8Array(9);
    boxBlur3(gray, 3, 3, blurred);
    assert.equal(blurred[4], Math.round((8 * 255) / 9));
    const white = new Uint8Array(12).fill(255);
    boxBlur3(new Uint8Array(12).fill(255), 4, 3, white);
    assert.ok(white.every((v) => v === 255));
  });

  test('reads a scan it made from known text, with boxes where the words are', async () => {
    const lines = [
      'The quick brown fox jumps over the lazy dog.',
      'Invoice number 48213 was issued on 12 March 2024.',
      'Please return the signed form to the front office.',
    ];
    const pdf = await buildScannedDocument(lines, { widthPt: 480, heightPt: 160, dpi: 200, fontPt: 14 });
    const started = performance.now();
    const page = await ocrPage({ pdf: shared(pdf), pageNumber: 1, language: 'eng' });
    console.log(`  synthetic scan: ${(performance.now() - started).toFixed(0)} ms (engine start included), confidence ${page.confidence.toFixed(3)}`);

    assert.equal(page.source, 'ocr');
    assert.deepEqual(page.dimensions, { width: 480, height: 160, unit: 'pt' });
    assertNormalised(page);
    const expected = lines.flatMap((l) => l.split(' '));
    const accuracy = wordAccuracy(expected, page);
    console.log(`  synthetic scan: word accuracy ${(accuracy * 100).toFixed(1)} %`);
    assert.ok(accuracy >= 0.9, `word accuracy ${accuracy}`);
    assert.ok(page.confidence > 0.8 && page.confidence <= 1);
    assert.equal(page.lines.length, 3);
    assert.equal(page.text.split('\n').filter((l) => l.trim()).length, 3);

    // "quick" is on the first line, drawn from x = 36 pt with its baseline at y = 48 pt from the top.
    const quick = page.tokens.find((t) => t.text === 'quick');
    assert.ok(quick, 'found "quick"');
    const [topLeft, , bottomRight] = quick.boundingBox.vertices;
    assert.ok(topLeft.x > 36 / 480 && bottomRight.x < 0.5, `quick x ${topLeft.x}..${bottomRight.x}`);
    assert.ok(topLeft.y < 48 / 160 && bottomRight.y > 40 / 160 && bottomRight.y < 56 / 160, `quick y ${topLeft.y}..${bottomRight.y}`);
  });

  test('reads the Linn scan within 10 % CER of its reference text', { skip: skipWithoutCorpus }, async () => {
    const truth = readFileSync(path.join(CORPUS_DIR, 'ocr-truth', 'ocrmypdf__linn.txt'), 'utf8');
    const started = performance.now();
    const page = await ocrPage({ pdf: shared(corpusPdf('ocrmypdf__linn.pdf')), pageNumber: 1, language: 'eng' });
    const elapsed = performance.now() - started;
    const cer = characterErrorRate(page.text, truth);
    console.log(`  linn: ${elapsed.toFixed(0)} ms, CER ${(cer * 100).toFixed(2)} %, ${page.tokens.length} tokens, confidence ${page.confidence.toFixed(3)}`);
    assert.equal(page.source, 'ocr');
    assertNormalised(page);
    assert.ok(cer < 0.1, `CER ${cer}`);
    assert.match(page.text, /LinnSequencer/);
  });

  test('finds nothing on a blank page and reports confidence 0', async () => {
    const page = await ocrPage({ pdf: shared(await buildBlankDocument()), pageNumber: 1, language: 'eng' });
    assert.equal(page.tokens.length, 0);
    assert.equal(page.confidence, 0);
    assert.equal(page.source, 'none');
    assert.equal(page.text, '');
  });

  test('rejects a language whose data is not installed', async () => {
    await assert.rejects(
      ocrPage({ pdf: shared(await buildBlankDocument()), pageNumber: 1, language: 'fra' }),
      (error: unknown) => (error as { code?: string }).code === 'INVALID_PARAMETER',
    );
  });
});
