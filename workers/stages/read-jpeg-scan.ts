/**
 * Plain JPEG scans read without pdf.js. Most scanners and phone apps produce PDFs whose every page is one JPEG
 * drawn over the whole page and nothing else. pdf.js decodes such an image in JavaScript, at 250–600 ms for a
 * 300 DPI Letter page; the JPEG decoder built into @napi-rs/canvas (libjpeg-turbo, in native code) takes about a
 * fifth of that. This stage recognises those pages from the file's own objects (pdf-lib), decodes the JPEG
 * natively and hands OCR the same raster rasterizePage would have produced: one image pixel to one raster pixel.
 *
 * Anything it is not sure about (another operator in the content, a mask, a Decode array, CMYK, a turned page, an
 * image that does not exactly fill the page, a resolution the renderer would change) returns null, and the page
 * goes through pdf.js as before. So do files pdf-lib cannot open: pdf.js then reports what is wrong with them.
 */
import { Image, createCanvas } from '@napi-rs/canvas';
import { PDFArray, PDFDict, PDFName, PDFNumber, PDFRawStream, decodePDFRawStream, type PDFDocument, type PDFPage } from '@cantoo/pdf-lib';
import { MAX_RASTER_PIXELS } from '../../src/shared/limits.js';
import type { DocumentInput } from '../../src/shared/protocol.js';
import { openWithPdfLib } from '../pdf/open-pdf-lib.js';
import { concatenate, fitDpi, rgbaToGray, type GrayRaster, type Matrix } from './rasterize.js';

/** The resolution a scan of `scanDpi` is rendered at (ocr-page's renderDpi), passed in to keep one policy. */
export type RenderDpiPolicy = (scanDpi: number) => number;

/**
 * The page's raster when it is a plain JPEG scan that would be rendered at its own resolution; null otherwise.
 * Never throws for a document it cannot read: it returns null and pdf.js gets the page.
 */
export async function readJpegScan(input: DocumentInput, pageNumber: number, renderDpi: RenderDpiPolicy): Promise<GrayRaster | null> {
  // Most documents have no JPEG at all: a byte search spares them pdf-lib's parse.
  if (Buffer.from(input.pdf.buffer, input.pdf.byteOffset, input.pdf.byteLength).indexOf('/DCTDecode') < 0) return null;
  let doc: PDFDocument;
  try {
    // The whole file, for each page that gets here: 10–40 ms for a 6 MB PDF, against the 150–400 ms the native
    // decoder saves on a JPEG page.
    doc = await openWithPdfLib(input);
  } catch {
    return null;
  }
  const scan = findPlainJpeg(doc, pageNumber, renderDpi);
  if (!scan) return null;
  const gray = await decodeJpegToGray(scan.jpeg, scan.width, scan.height);
  if (!gray) return null;
  return { width: scan.width, height: scan.height, gray, dpi: scan.dpi, dimensions: scan.dimensions, source: 'jpeg decoder' };
}

interface PlainJpeg {
  jpeg: Uint8Array;
  width: number;
  height: number;
  dpi: number;
  dimensions: GrayRaster['dimensions'];
}

/** The page's only image when the page is a plain JPEG scan rasterizePage would copy pixel for pixel; else null. */
function findPlainJpeg(doc: PDFDocument, pageNumber: number, renderDpi: RenderDpiPolicy): PlainJpeg | null {
  let page: PDFPage;
  try {
    page = doc.getPage(pageNumber - 1);
  } catch {
    return null;
  }
  try {
    if (page.getRotation().angle % 360 !== 0) return null;
    // A user unit other than one point scales the page in pdf.js's viewport; rare enough to leave to it.
    const userUnit = page.node.lookup(PDFName.of('UserUnit'));
    if (userUnit !== undefined && !(userUnit instanceof PDFNumber && userUnit.asNumber() === 1)) return null;
    const box = visibleBox(page);
    if (!box) return null;
    const painted = onlyImageDrawn(page);
    if (!painted) return null;
    const image = page.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict)?.lookup(PDFName.of(painted.name));
    if (!(image instanceof PDFRawStream)) return null;
    const jpeg = plainJpegBytes(image);
    if (!jpeg) return null;
    const { width, height } = jpeg;

    // The image's unit square must be the visible page exactly, upright: [w 0 0 h x y].
    const [a, b, c, d, e, f] = painted.ctm;
    const near = (value: number, target: number) => Math.abs(value - target) < 0.01;
    if (!(near(a, box.width) && near(b, 0) && near(c, 0) && near(d, box.height) && near(e, box.x) && near(f, box.y))) return null;
    // The resolution rasterizePage would render it at (scanResolution's measure, then the same limits); the page
    // is ours only when that maps one image pixel to one raster pixel.
    const scanDpi = Math.max((width * 72) / box.width, (height * 72) / box.height);
    const dpi = fitDpi(box.width, box.height, renderDpi(scanDpi));
    const rasterWidth = Math.max(1, Math.floor((box.width * dpi) / 72));
    const rasterHeight = Math.max(1, Math.floor((box.height * dpi) / 72));
    if (rasterWidth !== width || rasterHeight !== height || width * height > MAX_RASTER_PIXELS) return null;
    return { jpeg: jpeg.bytes, width, height, dpi, dimensions: { width: box.width, height: box.height, unit: 'pt' } };
  } catch {
    // A malformed object anywhere above (pdf-lib throws on wrong types): not a page this path can vouch for.
    return null;
  }
}

/** The visible part of the page (crop box within media box), in points; null when empty. */
function visibleBox(page: PDFPage): { x: number; y: number; width: number; height: number } | null {
  const media = page.getMediaBox();
  const crop = page.getCropBox();
  const x0 = Math.max(Math.min(media.x, media.x + media.width), Math.min(crop.x, crop.x + crop.width));
  const y0 = Math.max(Math.min(media.y, media.y + media.height), Math.min(crop.y, crop.y + crop.height));
  const x1 = Math.min(Math.max(media.x, media.x + media.width), Math.max(crop.x, crop.x + crop.width));
  const y1 = Math.min(Math.max(media.y, media.y + media.height), Math.max(crop.y, crop.y + crop.height));
  return x1 > x0 && y1 > y0 ? { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } : null;
}

/** A plain scan's content is a few dozen bytes ("q 612 0 0 792 0 0 cm /Im0 Do Q"); this is plenty. */
const MAX_PLAIN_CONTENT_BYTES = 4096;

/**
 * The one image XObject the page's content draws, with its transformation, when the content is nothing but
 * `q`, `Q`, `cm` and a single `Do`; null for anything else (text, paths, graphics states, a second image).
 */
function onlyImageDrawn(page: PDFPage): { name: string; ctm: Matrix } | null {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  const parts: string[] = [];
  let size = 0;
  for (const stream of streams) {
    if (!(stream instanceof PDFRawStream)) return null;
    // Read no further than a plain scan's content could go: a page whose content inflates to megabytes (a
    // compression bomb among them) is not one, and must not cost the memory to find out.
    const decoded = decodePDFRawStream(stream).getBytes(MAX_PLAIN_CONTENT_BYTES + 1 - size);
    size += decoded.length;
    if (size > MAX_PLAIN_CONTENT_BYTES) return null;
    parts.push(Buffer.from(decoded).toString('latin1'));
  }
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const saved: Matrix[] = [];
  const operands: string[] = [];
  let drawn: { name: string; ctm: Matrix } | null = null;
  // Streams of one page are one content stream split anywhere between tokens.
  for (const token of parts.join('\n').split(/[\s\0]+/)) {
    if (token === '') continue;
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(token) || /^\/[^/[\]()<>{}%]+$/.test(token)) {
      operands.push(token);
      continue;
    }
    switch (token) {
      case 'q':
        saved.push(ctm);
        break;
      case 'Q':
        ctm = saved.pop() ?? ctm;
        break;
      case 'cm': {
        const m = operands.map(Number);
        if (operands.length !== 6 || m.some((n) => !Number.isFinite(n))) return null;
        ctm = concatenate(ctm, m);
        break;
      }
      case 'Do':
        if (drawn || operands.length !== 1) return null;
        drawn = { name: decodeName(operands[0]!), ctm };
        break;
      default:
        // Any other operator, or a token that is neither (a string, array, comment or inline image).
        return null;
    }
    operands.length = 0;
  }
  return operands.length === 0 ? drawn : null;
}

/** A name token without its slash, #xx escapes resolved. */
function decodeName(token: string): string {
  return token.slice(1).replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The JPEG bytes of an image XObject whose decoded pixels are the JPEG's own: DCT only, 8 bits, grey or RGB
 * (device or ICC-based), no Decode array, no masks, no colour transform other than the default; null otherwise.
 */
function plainJpegBytes(image: PDFRawStream): { bytes: Uint8Array; width: number; height: number } | null {
  const dict = image.dict;
  const get = (key: string) => dict.lookup(PDFName.of(key));
  if (get('Subtype') !== PDFName.of('Image')) return null;
  const filter = get('Filter');
  const filters = filter instanceof PDFArray ? filter.asArray() : [filter];
  if (filters.length !== 1 || filters[0] !== PDFName.of('DCTDecode')) return null;
  for (const key of ['Decode', 'SMask', 'Mask', 'SMaskInData']) if (dict.has(PDFName.of(key))) return null;
  if (get('ImageMask')?.toString() === 'true') return null;
  const bits = get('BitsPerComponent');
  if (!(bits instanceof PDFNumber) || bits.asNumber() !== 8) return null;
  if (!plainColorSpace(get('ColorSpace'), image)) return null;
  const width = get('Width');
  const height = get('Height');
  if (!(width instanceof PDFNumber && height instanceof PDFNumber)) return null;
  const header = readJpegHeader(image.contents);
  if (!header || header.width !== width.asNumber() || header.height !== height.asNumber()) return null;
  if (header.components !== 1 && header.components !== 3) return null;
  if (!decodesAsStored(get('DecodeParms'), header.components)) return null;
  return { bytes: withoutExif(image.contents, header.exif), width: header.width, height: header.height };
}

/**
 * Whether DCTDecode's one parameter, ColorTransform, leaves the decoder's default: it only concerns three- and
 * four-component images, and 1 (YCbCr, as decoders assume) is the default for three. Photoshop writes other keys
 * (Blend, QFactor, HSamples) that no decoder reads.
 */
function decodesAsStored(parameters: unknown, components: number): boolean {
  if (parameters === undefined || components === 1) return true;
  if (!(parameters instanceof PDFDict)) return false;
  const transform = parameters.lookup(PDFName.of('ColorTransform'));
  return transform === undefined || (transform instanceof PDFNumber && transform.asNumber() === 1);
}

function plainColorSpace(space: unknown, image: PDFRawStream): boolean {
  if (space === PDFName.of('DeviceGray') || space === PDFName.of('DeviceRGB')) return true;
  // [/ICCBased stream] with 1 or 3 components: a scanner's sRGB or grey profile. Grey is all OCR keeps, and the
  // profile moves it by a level or two at most.
  if (space instanceof PDFArray && space.size() === 2 && space.lookup(0) === PDFName.of('ICCBased')) {
    const profile = image.dict.context.lookup(space.get(1));
    const components = profile instanceof PDFRawStream ? profile.dict.lookup(PDFName.of('N')) : undefined;
    return components instanceof PDFNumber && (components.asNumber() === 1 || components.asNumber() === 3);
  }
  return false;
}

interface JpegHeader {
  width: number;
  height: number;
  components: number;
  /** Where an EXIF block's payload lies, to be blanked. */
  exif: { start: number; end: number } | null;
}

/**
 * Width, height and components from the frame header of a baseline, extended or progressive JPEG, walking the
 * markers before it; null for any other kind (lossless, arithmetic-coded, hierarchical) or a damaged header.
 */
export function readJpegHeader(bytes: Uint8Array): JpegHeader | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  let exif: JpegHeader['exif'] = null;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    const length = (bytes[offset + 2]! << 8) | bytes[offset + 3]!;
    const segment = offset + 4;
    if (marker === 0xc0 || marker === 0xc1 || marker === 0xc2) {
      if (segment + 6 > bytes.length) return null;
      const height = (bytes[segment + 1]! << 8) | bytes[segment + 2]!;
      const width = (bytes[segment + 3]! << 8) | bytes[segment + 4]!;
      return { width, height, components: bytes[segment + 5]!, exif };
    }
    // Other frame types: lossless, hierarchical or arithmetic-coded; pdf.js is the reference for those.
    if ((marker >= 0xc3 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) || marker === 0xd9 || marker === 0xda) {
      return null;
    }
    if (marker === 0xe1 && length >= 8 && String.fromCharCode(...bytes.subarray(segment, segment + 4)) === 'Exif') {
      exif = { start: segment + 6, end: segment + length - 2 };
    }
    offset = segment + length - 2;
  }
  return null;
}

/**
 * A copy with the EXIF payload zeroed when there is one. A PDF draws a JPEG as stored; an image decoder would
 * apply an EXIF orientation tag and turn the page.
 */
function withoutExif(bytes: Uint8Array, exif: JpegHeader['exif']): Uint8Array {
  if (!exif) return bytes;
  const copy = bytes.slice();
  copy.fill(0, exif.start, Math.min(exif.end, copy.length));
  return copy;
}

/** Decodes a JPEG natively and returns its grey pixels; null when it does not decode to the expected size. */
async function decodeJpegToGray(jpeg: Uint8Array, width: number, height: number): Promise<Uint8Array | null> {
  const image = new Image();
  try {
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = (error: Error) => reject(error);
      image.src = Buffer.from(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength);
    });
  } catch {
    return null;
  }
  if (image.width !== width || image.height !== height) return null;
  const canvas = createCanvas(width, height);
  try {
    canvas.getContext('2d').drawImage(image, 0, 0);
    // An opaque image drawn on a fresh canvas: RGBA with alpha 255, so the bytes need no un-premultiplying.
    return rgbaToGray(canvas.data(), width * height);
  } finally {
    // The pixels live in native memory that V8 does not count; letting go of them now keeps the worker's RSS flat.
    canvas.width = 0;
    canvas.height = 0;
  }
}
