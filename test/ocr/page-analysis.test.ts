/**
 * Pre-processing without Tesseract: the page analysis (text size, which way up, skew) on scans generated from
 * known text, and the image operations whose affine maps carry boxes back to the page.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { applyAffine, composeAffine, downscale, rotate, shrinkByInteger } from '../../workers/ocr/image-ops.js';
import { analysePage } from '../../workers/ocr/page-analysis.js';
import { destroyPdfjsDocument, openWithPdfjs } from '../../workers/pdf/open-pdfjs.js';
import { chooseDpi, MIN_OCR_DPI } from '../../workers/stages/ocr-page.js';
import { rasterizePage } from '../../workers/stages/rasterize.js';
import { buildGeneratedScan, type GeneratedScanOptions } from './scan-fixtures.js';

async function analyse(options: GeneratedScanOptions) {
  const { pdf } = await buildGeneratedScan(options);
  const doc = await openWithPdfjs({ pdf });
  try {
    const raster = await rasterizePage(doc, 1, 300);
    return { raster, analysis: analysePage(raster, raster.dpi) };
  } finally {
    await destroyPdfjsDocument(doc);
  }
}

const DEGREE = Math.PI / 180;

describe('analysePage', () => {
  for (const quarterTurns of [0, 1, 2, 3] as const) {
    test(`finds the way up of a sheet turned ${quarterTurns * 90}°`, async () => {
      const { analysis } = await analyse({ dpi: 200, quarterTurns });
      // Turning the image clockwise by the answer undoes the sheet's clockwise turn.
      assert.equal((analysis.quarterTurns + quarterTurns) % 4, 0, JSON.stringify(analysis));
      assert.ok(Math.abs(analysis.skew) < 0.3 * DEGREE, `skew ${analysis.skew / DEGREE}°`);
    });
  }

  test('measures the skew of a tilted scan, noise and uneven light included', async () => {
    const { analysis } = await analyse({ dpi: 150, skewDegrees: -2.5, noisy: true });
    assert.equal(analysis.quarterTurns, 0);
    assert.ok(Math.abs(analysis.skew / DEGREE + 2.5) < 0.3, `skew ${analysis.skew / DEGREE}°`);
  });

  test('sizes the text, and the resolution follows it', async () => {
    const small = (await analyse({ dpi: 300, fontPt: 9 })).analysis;
    const large = (await analyse({ dpi: 300, fontPt: 18 })).analysis;
    assert.ok(large.textHeight > 1.7 * small.textHeight, `${small.textHeight} vs ${large.textHeight}`);
    assert.equal(chooseDpi(small.textHeight, 300), 300, 'small print keeps the full resolution');
    const reduced = chooseDpi(large.textHeight, 300);
    assert.ok(reduced < 250 && reduced >= MIN_OCR_DPI, `18 pt text read at ${reduced} DPI`);
    assert.equal(chooseDpi(0, 300), 300, 'no measurement, no reduction');
  });

  test('sees no ink on a blank page', async () => {
    const { analysis } = await analyse({ dpi: 150, lines: [] });
    assert.equal(analysis.inkFraction, 0);
    assert.equal(analysis.textHeight, 0);
  });
});

describe('image operations', () => {
  const image = { width: 4, height: 2, gray: new Uint8Array([0, 10, 20, 30, 40, 50, 60, 70]) };

  test('a quarter turn is an exact copy whose map leads back to the source pixel', () => {
    const { image: turned, toSource } = rotate(image, 1, 0);
    assert.deepEqual([turned.width, turned.height], [2, 4]);
    // Clockwise: the source's bottom-left pixel (40) becomes the top-left one.
    assert.deepEqual([...turned.gray], [40, 0, 50, 10, 60, 20, 70, 30]);
    for (let y = 0; y < turned.height; y++) {
      for (let x = 0; x < turned.width; x++) {
        const p = applyAffine(toSource, x + 0.5, y + 0.5);
        assert.equal(image.gray[Math.floor(p.y) * image.width + Math.floor(p.x)], turned.gray[y * turned.width + x]);
      }
    }
  });

  test('composed maps go from a reduced, turned image back to the original', () => {
    const big = { width: 40, height: 20, gray: new Uint8Array(800).fill(255) };
    const reduced = downscale(big, 0.5);
    assert.deepEqual([reduced.image.width, reduced.image.height], [20, 10]);
    const turned = rotate(reduced.image, 2, 0);
    const back = composeAffine(reduced.toSource, turned.toSource);
    // The turned image's top-left corner is the original's bottom-right.
    const corner = applyAffine(back, 0, 0);
    assert.ok(Math.abs(corner.x - 40) < 1e-9 && Math.abs(corner.y - 20) < 1e-9, JSON.stringify(corner));
  });

  test('shrinks by an integer factor with the block mean', () => {
    const { image: small } = shrinkByInteger(image, 2);
    assert.deepEqual([...small.gray], [25, 45]);
  });
});
