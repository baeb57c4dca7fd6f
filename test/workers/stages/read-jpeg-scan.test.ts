import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createCanvas } from '@napi-rs/canvas';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, StandardFonts, degrees, type PDFPage } from '@cantoo/pdf-lib';
import { withPdfjsDocument } from '../../../workers/pdf/open-pdfjs.js';
import { renderDpi } from '../../../workers/stages/ocr-page.js';
import { rasterizePage, scanResolution, type GrayRaster } from '../../../workers/stages/rasterize.js';
import { readJpegHeader, readJpegScan } from '../../../workers/stages/read-jpeg-scan.js';

/** A 3 × 2 inch sheet at `dpi` with a few dark bars and grey steps, as a JPEG. */
async function sheetJpeg(dpi: number): Promise<Uint8Array> {
  const width = 3 * dpi;
  const height = 2 * dpi;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#101010';
  // An asymmetric mark in the top-left corner: a turned or mirrored decode moves it.
  context.fillRect(0, 0, width / 3, height / 4);
  for (let i = 0; i < 5; i++) {
    context.fillStyle = `rgb(${i * 50},${i * 50},${i * 50})`;
    context.fillRect(width / 2 + i * (width / 12), height / 2, width / 14, height / 3);
  }
  return new Uint8Array(await canvas.encode('jpeg', 90));
}

/** A one-page PDF: the JPEG over the whole 216 × 144 pt page, then whatever `change` does to the saved file. */
async function scanPdf(jpeg: Uint8Array, change?: (page: PDFPage, doc: PDFDocument) => Promise<void> | void): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([216, 144]).drawImage(await doc.embedJpg(jpeg), { x: 0, y: 0, width: 216, height: 144 });
  const pdf = await doc.save();
  if (!change) return pdf;
  // pdf-lib writes embedded images only when saving; a change to the image's dictionary needs the saved file.
  const saved = await PDFDocument.load(pdf);
  await change(saved.getPage(0), saved);
  return saved.save();
}

const input = (pdf: Uint8Array) => ({ pdf, pageNumber: 1, language: 'eng' });

function viaPdfjs(pdf: Uint8Array): Promise<GrayRaster> {
  return withPdfjsDocument(input(pdf), async (doc) => rasterizePage(doc, 1, renderDpi(await scanResolution(doc, 1))));
}

/** An EXIF block saying "turn 90° clockwise to view", put after the JFIF header. */
function withExifOrientation(jpeg: Uint8Array): Uint8Array {
  // Big-endian TIFF: header, one IFD entry (Orientation = 6, a SHORT), no next IFD.
  const tiff = [0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0];
  const payload = [...Buffer.from('Exif\0\0', 'latin1'), ...tiff];
  const segment = [0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff, ...payload];
  const afterApp0 = 4 + ((jpeg[4]! << 8) | jpeg[5]!);
  return Uint8Array.from([...jpeg.subarray(0, afterApp0), ...segment, ...jpeg.subarray(afterApp0)]);
}

describe('readJpegScan', () => {
  test('decodes a plain JPEG scan natively into the raster pdf.js would have made', async () => {
    for (const dpi of [150, 300]) {
      const pdf = await scanPdf(await sheetJpeg(dpi));
      const fast = await readJpegScan(input(pdf), 1, renderDpi);
      assert.ok(fast, `${dpi} DPI: a plain scan`);
      const reference = await viaPdfjs(pdf);
      assert.equal(fast.source, 'jpeg decoder');
      assert.deepEqual([fast.width, fast.height, fast.dpi, fast.dimensions], [reference.width, reference.height, reference.dpi, reference.dimensions]);
      // Two JPEG decoders round their inverse DCTs differently, by a grey level at most.
      let worst = 0;
      for (let i = 0; i < fast.gray.length; i++) worst = Math.max(worst, Math.abs(fast.gray[i]! - reference.gray[i]!));
      assert.ok(worst <= 2, `${dpi} DPI: pixels differ by up to ${worst}`);
    }
  });

  test('draws the JPEG as stored, whatever orientation its EXIF block gives', async () => {
    const jpeg = await sheetJpeg(150);
    const turned = withExifOrientation(jpeg);
    assert.ok(readJpegHeader(turned)?.exif, 'the tagged JPEG carries an EXIF block the header reader finds');
    const plain = await readJpegScan(input(await scanPdf(jpeg)), 1, renderDpi);
    const tagged = await readJpegScan(input(await scanPdf(turned)), 1, renderDpi);
    assert.ok(plain && tagged);
    assert.deepEqual([tagged.width, tagged.height], [450, 300]);
    assert.deepEqual(tagged.gray, plain.gray);
    assert.ok(tagged.gray[0]! < 64, 'the dark mark stays in the top-left corner');
  });

  test('leaves every other kind of page to pdf.js', async () => {
    const jpeg = await sheetJpeg(150);
    const notPlain: Record<string, Uint8Array> = {
      'text over the scan': await scanPdf(jpeg, async (page, doc) => {
        page.drawText('Stamp', { x: 10, y: 10, size: 12, font: await doc.embedFont(StandardFonts.Helvetica) });
      }),
      'a turned page': await scanPdf(jpeg, (page) => {
        page.setRotation(degrees(90));
      }),
      'an image over half the page': await (async () => {
        const doc = await PDFDocument.create();
        const page = doc.addPage([216, 144]);
        page.drawImage(await doc.embedJpg(jpeg), { x: 0, y: 0, width: 108, height: 144 });
        return doc.save();
      })(),
      'a Decode array (a negative)': await scanPdf(jpeg, (page) => {
        const xObjects = page.node.Resources()!.lookup(PDFName.of('XObject'), PDFDict);
        const image = xObjects.lookup(xObjects.keys()[0]!, PDFStream);
        image.dict.set(PDFName.of('Decode'), page.doc.context.obj([1, 0]));
      }),
      'a scan finer than the OCR resolution': await (async () => {
        const fine = await sheetJpeg(600);
        return scanPdf(fine);
      })(),
    };
    for (const [what, pdf] of Object.entries(notPlain)) {
      assert.equal(await readJpegScan(input(pdf), 1, renderDpi), null, what);
      // pdf.js still reads it.
      assert.ok((await viaPdfjs(pdf)).gray.length > 0, what);
    }
  });

  test('stops reading content that inflates past what a plain scan could hold', async () => {
    // 8 MB of spaces after the drawing: harmless to pdf.js, but a compression bomb in miniature (a few KB stored).
    const pdf = await scanPdf(await sheetJpeg(150), (page, doc) => {
      const padding = doc.context.register(doc.context.flateStream(new Uint8Array(8 * 2 ** 20).fill(0x20)));
      const contents = page.node.Contents();
      const drawing = contents instanceof PDFArray ? contents.asArray() : [page.node.get(PDFName.of('Contents'))!];
      page.node.set(PDFName.of('Contents'), doc.context.obj([...drawing, padding]));
    });
    assert.equal(await readJpegScan(input(pdf), 1, renderDpi), null);
  });

  test('returns null for documents it cannot open, so pdf.js reports the error', async () => {
    const pdf = await scanPdf(await sheetJpeg(150));
    const truncated = pdf.slice(0, Math.floor(pdf.length / 3));
    assert.equal(await readJpegScan(input(truncated), 1, renderDpi), null);
    assert.equal(await readJpegScan(input(pdf), 2, renderDpi), null, 'a page number past the end');
  });
});
