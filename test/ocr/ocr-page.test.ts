/**
 * The OCR stage on generated scans, in this thread (no pool): sideways and upside-down sheets, a skewed noisy
 * scan, and where the boxes land on the page as the client sees it.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { PageText, TextElement } from '../../src/shared/protocol.js';
import { configureOcrEngines, ocrEngineStats, terminateOcrEngines } from '../../workers/stages/ocr-engine.js';
import { DEFAULT_OCR_ENGINE_LIMITS } from '../../src/shared/limits.js';
import { ocrPage, renderDpi } from '../../workers/stages/ocr-page.js';
import { rasterizePage, scanResolution } from '../../workers/stages/rasterize.js';
import { withPdfjsDocument } from '../../workers/pdf/open-pdfjs.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CORPUS_DIR, corpusPdf, shared, skipWithoutCorpus } from '../helpers/corpus.js';
import { buildGeneratedScan, characterErrorRate, type GeneratedScanOptions } from './scan-fixtures.js';

after(terminateOcrEngines);

async function read(options: GeneratedScanOptions): Promise<{ page: PageText; cer: number }> {
  const { pdf, text } = await buildGeneratedScan(options);
  const page = await ocrPage({ pdf: shared(pdf), pageNumber: 1, language: 'eng' });
  return { page, cer: characterErrorRate(page.text, text) };
}

/** Direction of a token's top edge (top-left → top-right) on the displayed page, in degrees, y down. */
function topEdgeAngle(token: TextElement, page: PageText): number {
  const [topLeft, topRight] = token.boundingBox.vertices;
  const dx = (topRight.x - topLeft.x) * page.dimensions.width;
  const dy = (topRight.y - topLeft.y) * page.dimensions.height;
  return (Math.atan2(dy, dx) * 180) / Math.PI;
}

function token(page: PageText, text: string): TextElement {
  const found = page.tokens.find((t) => t.text === text);
  assert.ok(found, `token "${text}" in ${JSON.stringify(page.text.slice(0, 200))}`);
  return found;
}

describe('ocrPage on generated scans', () => {
  test('reads a sheet fed sideways and gives its words quadrilaterals running down the page', async () => {
    const { page, cer } = await read({ dpi: 200, quarterTurns: 1 });
    assert.ok(cer < 0.02, `CER ${cer}`);
    assert.deepEqual(page.dimensions, { width: 792, height: 612, unit: 'pt' });
    // Turned clockwise, the text reads from top to bottom: the top edge of a word points down (+90°).
    const angle = topEdgeAngle(token(page, 'Invoice'), page);
    assert.ok(Math.abs(angle - 90) < 2, `top edge at ${angle}°`);
    // And the first line sits near the right edge of the displayed page (1.5 in from the sheet's top).
    const [topLeft] = token(page, 'Invoice').boundingBox.vertices;
    assert.ok(topLeft.x > 0.75 && topLeft.y < 0.25, JSON.stringify(topLeft));
  });

  test('reads an upside-down sheet', async () => {
    const { page, cer } = await read({ dpi: 200, quarterTurns: 2 });
    assert.ok(cer < 0.02, `CER ${cer}`);
    const angle = topEdgeAngle(token(page, 'Invoice'), page);
    assert.ok(Math.abs(Math.abs(angle) - 180) < 2, `top edge at ${angle}°`);
    const [topLeft] = token(page, 'Invoice').boundingBox.vertices;
    assert.ok(topLeft.y > 0.75, 'the first line is at the bottom of the displayed page');
  });

  test('straightens a skewed, noisy scan and tilts its boxes with the text', async () => {
    const { page, cer } = await read({ dpi: 150, skewDegrees: 3, noisy: true });
    assert.ok(cer < 0.02, `CER ${cer}`);
    assert.ok(page.confidence > 0.8, `confidence ${page.confidence}`);
    const line = page.lines[0]!;
    const [topLeft, topRight] = line.boundingBox.vertices;
    const angle = (Math.atan2((topRight.y - topLeft.y) * 792, (topRight.x - topLeft.x) * 612) * 180) / Math.PI;
    assert.ok(Math.abs(angle - 3) < 0.5, `first line at ${angle}°`);
  });

  test('reads a straight scan whose placement turns it in its own pixels, and turns its boxes with the placement', async () => {
    const { pdf, text } = await buildGeneratedScan({ dpi: 200, placementDegrees: 2 });
    // The raster is the image itself, not a render of the turned page (which OCR would have to turn back).
    const raster = await withPdfjsDocument({ pdf: shared(pdf) }, async (doc) => rasterizePage(doc, 1, renderDpi(await scanResolution(doc, 1))));
    assert.equal(raster.source, 'scan image');
    assert.ok(raster.onPage, 'placed on the page by a map');
    assert.equal(raster.dpi, 200);
    const page = await ocrPage({ pdf: shared(pdf), pageNumber: 1, language: 'eng' });
    assert.ok(characterErrorRate(page.text, text) < 0.01, page.text);
    const [topLeft, topRight] = page.lines[0]!.boundingBox.vertices;
    const angle = (Math.atan2((topRight.y - topLeft.y) * 792, (topRight.x - topLeft.x) * 612) * 180) / Math.PI;
    assert.ok(Math.abs(angle - 2) < 0.3, `first line at ${angle}°`);
    // The first line starts 1 in from the sheet's left edge and 1.5 in from its top (fixture layout), turned with it.
    const [start] = token(page, 'Invoice').boundingBox.vertices;
    const turn = (2 * Math.PI) / 180;
    const [dx, dy] = [72 - 306, 108 - 11 * 1.1 - 396];
    const expected = { x: (306 + dx * Math.cos(turn) - dy * Math.sin(turn)) / 612, y: (396 + dx * Math.sin(turn) + dy * Math.cos(turn)) / 792 };
    assert.ok(Math.abs(start.x - expected.x) < 0.01 && Math.abs(start.y - expected.y) < 0.01, `${JSON.stringify(start)} vs ${JSON.stringify(expected)}`);
  });

  test('a blank scan costs no recognition and reads as nothing', async () => {
    const before = ocrEngineStats();
    const { pdf } = await buildGeneratedScan({ dpi: 150, lines: [] });
    const page = await ocrPage({ pdf: shared(pdf), pageNumber: 1, language: 'eng' });
    assert.equal(page.source, 'none');
    assert.equal(page.confidence, 0);
    assert.equal(page.tokens.length, 0);
    assert.deepEqual(ocrEngineStats(), before);
  });

  test('replaces its engine after the configured number of pages', async (t) => {
    configureOcrEngines({ recycleAfterPages: 1 });
    t.after(() => configureOcrEngines(DEFAULT_OCR_ENGINE_LIMITS));
    const { pdf } = await buildGeneratedScan({ dpi: 150, lines: ['A short page.'] });
    const before = ocrEngineStats();
    for (let i = 0; i < 2; i++) {
      const page = await ocrPage({ pdf: shared(pdf), pageNumber: 1, language: 'eng' });
      assert.match(page.text, /A short page\./);
    }
    const after = ocrEngineStats();
    assert.equal(after.recycled - before.recycled, 2);
    assert.ok(after.created - before.created >= 1);
  });
});

describe('ocrPage on reference scans', () => {
  test('reads the clean grey francais scan at least as well as pdftoppm and native Tesseract (7.34 % CER)', { skip: skipWithoutCorpus }, async () => {
    const truth = readFileSync(path.join(CORPUS_DIR, 'ocr-truth', 'ocrmypdf__francais.txt'), 'utf8');
    const page = await ocrPage({ pdf: shared(corpusPdf('ocrmypdf__francais.pdf')), pageNumber: 1, language: 'eng' });
    const cer = characterErrorRate(page.text, truth);
    assert.ok(cer <= 0.0734, `CER ${cer}`);
  });
});
