/**
 * Pre-processing without Tesseract: the page analysis (text size, which way up, skew) on scans generated from
 * known text, and the image operations whose affine maps carry boxes back to the page.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { applyAffine, boxBlur2, boxBlur3, composeAffine, crop, downscale, rotate, shrinkByInteger, type Gray } from '../../workers/ocr/image-ops.js';
import { analysePage } from '../../workers/ocr/page-analysis.js';
import { destroyPdfjsDocument, openWithPdfjs } from '../../workers/pdf/open-pdfjs.js';
import { chooseDpi, MIN_OCR_DPI, needsSoftening, renderDpi } from '../../workers/stages/ocr-page.js';
import { rasterizePage, scanResolution } from '../../workers/stages/rasterize.js';
import { OCR_DPI } from '../../src/shared/limits.js';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { corpusAvailable, corpusPdf } from '../helpers/corpus.js';
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

  test('a plain scan is read from its decoded image, pixel for pixel what the canvas would have drawn', async () => {
    const cases: Array<[string, Uint8Array]> = [
      ['generated JPEG, 200 DPI', (await buildGeneratedScan({ dpi: 200, lines: ['One line.'] })).pdf],
      ['generated JPEG turned sideways', (await buildGeneratedScan({ dpi: 150, quarterTurns: 1, lines: ['One line.'] })).pdf],
    ];
    if (corpusAvailable) cases.push(['OCRmyPDF ccitt (1-bit CCITT)', corpusPdf('ocrmypdf__ccitt.pdf')]);
    const render = async (pdf: Uint8Array, analyseFirst: boolean, dpi: number) => {
      const doc = await openWithPdfjs({ pdf: pdf.slice() });
      try {
        // scanResolution is what finds a plain scan; without it the page is drawn on a canvas.
        if (analyseFirst) await scanResolution(doc, 1);
        return await rasterizePage(doc, 1, dpi);
      } finally {
        await destroyPdfjsDocument(doc);
      }
    };
    for (const [name, pdf] of cases) {
      const doc = await openWithPdfjs({ pdf: pdf.slice() });
      const dpi = renderDpi(await scanResolution(doc, 1));
      await destroyPdfjsDocument(doc);
      const direct = await render(pdf, true, dpi);
      const drawn = await render(pdf, false, dpi);
      assert.deepEqual([direct.source, drawn.source], ['scan image', 'canvas'], `${name}: one from the decoded image, one drawn`);
      assert.deepEqual([direct.width, direct.height, direct.dpi], [drawn.width, drawn.height, drawn.dpi], name);
      assert.ok(Buffer.from(direct.gray).equals(Buffer.from(drawn.gray)), `${name}: same pixels`);
      // At another resolution the image is not one pixel per pixel: the canvas draws it.
      const scaled = await render(pdf, true, dpi / 2);
      assert.equal(scaled.width, Math.floor(drawn.width / 2), name);
      assert.equal(scaled.source, 'canvas', name);
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

  /** Deterministic grey pixels, so the fast paths can be checked against the plain definitions. */
  const pattern = (width: number, height: number): Gray => ({
    width,
    height,
    gray: Uint8Array.from({ length: width * height }, (_, i) => (i * 97 + ((i * i) % 13)) % 256),
  });
  const pixel = (g: Gray, x: number, y: number) =>
    g.gray[Math.min(g.height - 1, Math.max(0, y)) * g.width + Math.min(g.width - 1, Math.max(0, x))]!;
  const sizes: Array<[number, number]> = [[1, 1], [1, 5], [5, 1], [2, 2], [7, 3], [13, 11]];

  test('shrinks partial blocks at the right and bottom edges by their own mean', () => {
    for (const [width, height] of sizes) {
      for (const factor of [2, 3]) {
        const src = pattern(width, height);
        const { image: small } = shrinkByInteger(src, factor);
        for (let y = 0; y < small.height; y++) {
          for (let x = 0; x < small.width; x++) {
            let sum = 0;
            let count = 0;
            for (let sy = y * factor; sy < Math.min(height, (y + 1) * factor); sy++) {
              for (let sx = x * factor; sx < Math.min(width, (x + 1) * factor); sx++, count++) sum += pixel(src, sx, sy);
            }
            assert.equal(small.gray[y * small.width + x], Math.round(sum / count), `${width}×${height}/${factor} at ${x},${y}`);
          }
        }
      }
    }
  });

  test('a fractional shrink is the area-weighted mean of the source pixels each output pixel covers', () => {
    for (const [width, height] of [...sizes, [40, 33], [97, 61]] as Array<[number, number]>) {
      for (const scale of [0.9, 275 / 300, 0.75, 0.6, 0.4]) {
        const src = pattern(width, height);
        const { image: small, toSource } = downscale(src, scale);
        assert.equal(small.width, Math.max(1, Math.round(width * scale)));
        assert.equal(small.height, Math.max(1, Math.round(height * scale)));
        const stepX = toSource.a;
        const stepY = toSource.e;
        for (let y = 0; y < small.height; y++) {
          for (let x = 0; x < small.width; x++) {
            // The plain definition: each source pixel weighs by the area it shares with the output pixel's square.
            let sum = 0;
            let area = 0;
            for (let sy = Math.floor(y * stepY); sy < Math.min(height, Math.ceil((y + 1) * stepY)); sy++) {
              const h = Math.min((y + 1) * stepY, sy + 1) - Math.max(y * stepY, sy);
              for (let sx = Math.floor(x * stepX); sx < Math.min(width, Math.ceil((x + 1) * stepX)); sx++) {
                const w = Math.min((x + 1) * stepX, sx + 1) - Math.max(x * stepX, sx);
                sum += pixel(src, sx, sy) * w * h;
                area += w * h;
              }
            }
            const got = small.gray[y * small.width + x]!;
            assert.ok(Math.abs(got - sum / area) <= 1, `${width}×${height}×${scale.toFixed(3)} at ${x},${y}: ${got} vs ${sum / area}`);
          }
        }
      }
    }
    const paper = downscale({ width: 50, height: 40, gray: new Uint8Array(2000).fill(255) }, 0.7).image;
    assert.ok(paper.gray.every((value) => value === 255), 'white paper stays exactly white');
  });

  test('the 3×3 mean replicates the edges, on images of any size', () => {
    for (const [width, height] of sizes) {
      const src = pattern(width, height);
      const out = new Uint8Array(width * height);
      boxBlur3(src.gray, width, height, out);
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          let sum = 0;
          for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) sum += pixel(src, x + dx, y + dy);
          assert.equal(out[y * width + x], Math.round(sum / 9), `${width}×${height} at ${x},${y}`);
        }
      }
    }
  });

  test('the 2×2 mean averages each pixel with its left, upper and upper-left neighbours', () => {
    for (const [width, height] of sizes) {
      const src = pattern(width, height);
      const out = new Uint8Array(width * height);
      boxBlur2(src.gray, width, height, out);
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const sum = pixel(src, x, y) + pixel(src, x - 1, y) + pixel(src, x, y - 1) + pixel(src, x - 1, y - 1);
          assert.equal(out[y * width + x], (sum + 2) >> 2, `${width}×${height} at ${x},${y}`);
        }
      }
    }
    const white = new Uint8Array(6);
    boxBlur2(new Uint8Array(6).fill(255), 3, 2, white);
    assert.ok(white.every((v) => v === 255), 'paper stays white');
  });

  test('a small turn samples the source bilinearly, with white paper beyond its edges', () => {
    const src = pattern(13, 11);
    const angle = 2 * DEGREE;
    const { image: turned, toSource } = rotate(src, 0, angle);
    const sample = (x: number, y: number) => {
      const at = (xx: number, yy: number) => (xx >= 0 && yy >= 0 && xx < src.width && yy < src.height ? src.gray[yy * src.width + xx]! : 255);
      const x0 = Math.floor(x);
      const y0 = Math.floor(y);
      if (x0 < -1 || y0 < -1 || x0 >= src.width || y0 >= src.height) return 255;
      const fx = x - x0;
      const fy = y - y0;
      const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
      const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
      return Math.round(top * (1 - fy) + bottom * fy);
    };
    for (let y = 0; y < turned.height; y++) {
      for (let x = 0; x < turned.width; x++) {
        const p = applyAffine(toSource, x + 0.5, y + 0.5);
        // The image steps its source coordinates incrementally; rounding may differ by one level.
        const expected = sample(p.x - 0.5, p.y - 0.5);
        assert.ok(Math.abs(turned.gray[y * turned.width + x]! - expected) <= 1, `at ${x},${y}: ${turned.gray[y * turned.width + x]} vs ${expected}`);
      }
    }
  });
});
