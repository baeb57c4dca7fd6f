import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PDFDocument, rgb } from '@cantoo/pdf-lib';
import { MAX_RASTER_PIXELS } from '../../../src/shared/limits.js';
import { destroyPdfjsDocument, openWithPdfjs } from '../../../workers/pdf/open-pdfjs.js';
import { fitDpi, rasterizePage, rgbaToGray, scanPlacement } from '../../../workers/stages/rasterize.js';
import { shared } from '../../helpers/corpus.js';

describe('rasterizePage', () => {
  test('renders on white and converts to one grey byte per pixel', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([200, 100]);
    // A black square in the top-left quarter (PDF y grows upward) and a pure red one on the right.
    page.drawRectangle({ x: 0, y: 50, width: 50, height: 50, color: rgb(0, 0, 0) });
    page.drawRectangle({ x: 150, y: 0, width: 50, height: 50, color: rgb(1, 0, 0) });
    const pdf = await openWithPdfjs({ pdf: shared(await doc.save()) });
    try {
      const raster = await rasterizePage(pdf, 1, 144);
      assert.deepEqual([raster.width, raster.height, raster.dpi], [400, 200, 144]);
      assert.deepEqual(raster.dimensions, { width: 200, height: 100, unit: 'pt' });
      assert.equal(raster.gray.length, 400 * 200);
      const at = (x: number, y: number) => raster.gray[y * raster.width + x];
      assert.equal(at(10, 10), 0, 'black square');
      assert.equal(at(200, 100), 255, 'white background');
      assert.equal(at(390, 190), 76, 'red is dark grey (BT.601 luma)');
    } finally {
      await destroyPdfjsDocument(pdf);
    }
  });

  test('lowers the resolution of pages that would exceed the pixel budget', () => {
    assert.equal(fitDpi(612, 792, 300), 300);
    const dpi = fitDpi(14_400, 14_400, 300);
    assert.ok(dpi < 300);
    const side = Math.floor((14_400 * dpi) / 72);
    assert.ok(side * side <= MAX_RASTER_PIXELS, `${side}² px at ${dpi} DPI`);
    // A 200-inch ribbon: within the pixel budget but longer than a canvas may be.
    assert.ok((14_400 * fitDpi(14_400, 10, 300)) / 72 <= 32_000);
  });

  test('converts RGBA with integer BT.601 weights', () => {
    const rgba = new Uint8ClampedArray([255, 255, 255, 255, 0, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255]);
    assert.deepEqual([...rgbaToGray(rgba, 4)], [255, 0, 149, 28]);
    const rgb = new Uint8Array([255, 255, 255, 0, 0, 0, 0, 255, 0, 0, 0, 255]);
    assert.deepEqual([...rgbaToGray(rgb, 4, 3)], [255, 0, 149, 28], 'RGB pixels of a decoded scan, three bytes each');
  });
});

describe('scanPlacement', () => {
  // A 2550 × 3300 image on a Letter page rendered at 300 DPI (2550 × 3300 pixels); matrices map the image's unit
  // square onto the raster (y down), as pdf.js's viewport transform times the image's CTM does.
  const [width, height] = [2550, 3300];

  test('an image drawn pixel for pixel and upright is the raster itself', () => {
    assert.deepEqual(scanPlacement([width, 0, 0, -height, 0, height], width, height, width, height), {});
  });

  test('an image turned by a few degrees is read in its own pixels, placed by its map', () => {
    const turn = (2 * Math.PI) / 180;
    const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
    const placement = scanPlacement([width * cos, width * sin, height * sin, -height * cos, 40, height], width, height, width, height);
    assert.ok(placement?.toPage);
    // The image's top-left pixel corner lands where the matrix puts the unit square's (0, 1).
    assert.ok(Math.abs(placement.toPage.c - (height * sin + 40)) < 1e-9 && Math.abs(placement.toPage.f - (height - height * cos)) < 1e-9);
  });

  test('an image at another resolution than the raster is rendered', () => {
    assert.equal(scanPlacement([width, 0, 0, -height, 0, height], 2 * width, 2 * height, width, height), null);
    assert.equal(scanPlacement([width, 0, 0, -height, 0, height], width / 2, height / 2, width, height), null);
  });

  test('mirrored, stretched, sheared or far-off-page images are rendered', () => {
    assert.equal(scanPlacement([-width, 0, 0, -height, width, height], width, height, width, height), null, 'mirrored');
    assert.equal(scanPlacement([width, 0, 0, -height * 0.9, 0, height], width, height, width, height), null, 'stretched');
    assert.equal(scanPlacement([width, 0, 0.2 * height, -height, 0, height], width, height, width, height), null, 'sheared');
    assert.equal(scanPlacement([width, 0, 0, -height, width * 0.5, height], width, height, width, height), null, 'half off the page');
  });
});
