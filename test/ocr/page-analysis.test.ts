/**
 * Pre-processing without Tesseract: the page analysis (text size, which way up, skew) on scans generated from
 * known text, and the image operations whose affine maps carry boxes back to the page.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { applyAffine, composeAffine, crop, downscale, rotate, shrinkByInteger } from '../../workers/ocr/image-ops.js';
import { analysePage } from '../../workers/ocr/page-analysis.js';
import { destroyPdfjsDocument, openWithPdfjs } from '../../workers/pdf/open-pdfjs.js';
import { chooseDpi, MIN_OCR_DPI, needsSoftening, renderDpi } from '../../workers/stages/ocr-page.js';
import { rasterizePage, scanResolution } from '../../workers/stages/rasterize.js';
import { OCR_DPI } from '../../src/shared/limits.js';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
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
    assert.equal(analysis.contentBox, null);
  });

  test('bounds the content: the text block, not the margins', async () => {
    const { raster, analysis } = await analyse({ dpi: 300 });
    const box = analysis.contentBox;
    assert.ok(box, 'a content box');
    // The fixture's text starts 1 in from the left and 1.5 in from the top (its first baseline), 8 lines of 11 pt.
    assert.ok(box.x0 > 250 && box.x0 < 320, JSON.stringify(box));
    assert.ok(box.y0 > 330 && box.y0 < 450, JSON.stringify(box));
    assert.ok(box.y1 < raster.height / 2 && box.x1 < raster.width - 100, JSON.stringify(box));
  });

  test('blurs noisy and hard-edged scans, not clean grey ones', () => {
    const width = 200;
    const height = 100;
    const page = (pixel: (x: number, y: number) => number) => {
      const gray = new Uint8Array(width * height);
      for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) gray[y * width + x] = pixel(x, y);
      return { width, height, gray };
    };
    // Strokes 4 px wide every 10 px on rows 40..60.
    const stroke = (x: number, y: number) => y >= 40 && y < 60 && x % 10 < 4;
    const bilevel = page((x, y) => (stroke(x, y) ? 0 : 255));
    // The same strokes with antialiased grey edges.
    const grey = page((x, y) => (y >= 40 && y < 60 ? [170, 60, 10, 10, 60, 170, 255, 255, 255, 255][x % 10]! : 255));
    let seed = 7;
    const noise = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff - 0.5) * 60;
    const noisy = page((x, y) => Math.max(0, Math.min(255, (stroke(x, y) ? 20 : 220) + noise())));
    assert.equal(needsSoftening(bilevel), true, 'staircase edges');
    assert.equal(needsSoftening(grey), false, 'clean antialiased grey');
    assert.equal(needsSoftening(noisy), true, 'paper grain');
  });
});

describe('scan resolution', () => {
  async function resolutionOf(build: (doc: PDFDocument) => Promise<void>): Promise<number | null> {
    const doc = await PDFDocument.create();
    await build(doc);
    const pdf = await openWithPdfjs({ pdf: await doc.save() });
    try {
      return await scanResolution(pdf, 1);
    } finally {
      await destroyPdfjsDocument(pdf);
    }
  }

  test('is the pixels per inch of a page-filling image, and the page is rendered at it', async () => {
    for (const dpi of [150, 200, 300]) {
      const { pdf } = await buildGeneratedScan({ dpi, lines: ['One line.'] });
      const doc = await openWithPdfjs({ pdf });
      try {
        const found = await scanResolution(doc, 1);
        assert.ok(found !== null && Math.abs(found - dpi) < 0.5, `${dpi} DPI scan: ${found}`);
        assert.equal(renderDpi(found), dpi);
        const raster = await rasterizePage(doc, 1, renderDpi(found));
        assert.deepEqual([raster.width, raster.height], [Math.round(8.5 * dpi), 11 * dpi]);
      } finally {
        await destroyPdfjsDocument(doc);
      }
    }
  });

  test('is none for pages with text or with only a small picture; those render at the full resolution', async () => {
    const { pdf: scan } = await buildGeneratedScan({ dpi: 150, lines: ['One line.'] });
    const withText = await resolutionOf(async (doc) => {
      const [page] = await doc.copyPages(await PDFDocument.load(scan), [0]);
      doc.addPage(page!);
      page!.drawText('Typed over the scan', { x: 72, y: 72, size: 12, font: await doc.embedFont(StandardFonts.Helvetica) });
    });
    assert.equal(withText, null);
    const small = await resolutionOf(async (doc) => {
      const source = await PDFDocument.load(scan);
      const [embedded] = await doc.embedPages([source.getPage(0)]);
      doc.addPage([612, 792]).drawPage(embedded!, { x: 0, y: 600, width: 153, height: 198 });
    });
    assert.equal(small, null);
    // Two full-page images laid over one another: layers (as in MRC-compressed scans), not one plain scan.
    const layered = await resolutionOf(async (doc) => {
      const source = await PDFDocument.load(scan);
      const [embedded] = await doc.embedPages([source.getPage(0)]);
      const page = doc.addPage([612, 792]);
      page.drawPage(embedded!, { x: 0, y: 0, width: 612, height: 792 });
      page.drawPage(embedded!, { x: 0, y: 0, width: 612, height: 792 });
    });
    assert.equal(layered, null);
    assert.equal(renderDpi(null), OCR_DPI);
    // Coarse scans are enlarged to the floor; finer ones are not rendered above OCR_DPI.
    assert.equal(renderDpi(72), MIN_OCR_DPI);
    assert.equal(renderDpi(600), OCR_DPI);
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

  test('a crop maps back to where it was cut from', () => {
    const { image: part, toSource } = crop(image, 1, 1, 3, 2);
    assert.deepEqual([part.width, part.height, ...part.gray], [2, 1, 50, 60]);
    assert.deepEqual(applyAffine(toSource, 0.5, 0.5), { x: 1.5, y: 1.5 });
    assert.equal(crop(image, -5, -5, 99, 99).image, image, 'a crop past the edges is the image itself');
  });

  test('shrinks by an integer factor with the block mean', () => {
    const { image: small } = shrinkByInteger(image, 2);
    assert.deepEqual([...small.gray], [25, 45]);
  });
});
