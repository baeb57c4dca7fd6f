import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PDFDocument, rgb } from '@cantoo/pdf-lib';
import { MAX_RASTER_PIXELS } from '../../../src/shared/limits.js';
import { destroyPdfjsDocument, openWithPdfjs } from '../../../workers/pdf/open-pdfjs.js';
import { fitDpi, rasterizePage, rgbaToGray } from '../../../workers/stages/rasterize.js';
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
