/**
 * Renders one page to 8-bit greyscale pixels for OCR, with pdf.js on @napi-rs/canvas; a plain scan at its own
 * resolution is taken from its decoded image instead (plainScanPixels).
 */
import { ImageKind, OPS, Util, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { MAX_RASTER_PIXELS } from '../../src/shared/limits.js';
import type { PageDimensions } from '../../src/shared/protocol.js';
import type { Affine } from '../ocr/image-ops.js';
import { getPdfjsPage, mapPdfjsError } from '../pdf/open-pdfjs.js';

export interface GrayRaster {
  width: number;
  height: number;
  /** One byte per pixel, row-major, 0 black … 255 white; no padding between rows. */
  gray: Uint8Array;
  /** The resolution actually used, lower than asked when the page would exceed MAX_RASTER_PIXELS. */
  dpi: number;
  /** The page as displayed (after /Rotate), in points. */
  dimensions: PageDimensions;
  /**
   * Where the pixels came from: a canvas render, a plain scan's image as pdf.js decoded it (plainScanPixels), or a
   * plain JPEG scan decoded natively (read-jpeg-scan.ts).
   */
  source?: 'canvas' | 'scan image' | 'jpeg decoder';
  /**
   * Set when the pixels are a scan's own, drawn on the page turned or scaled (plainScanPixels): where they sit on
   * the page rendered at `dpi` (`width` × `height` pixels), as a map from a pixel of this raster. Absent when the
   * raster is the page itself.
   */
  onPage?: { toPage: Affine; width: number; height: number };
}

/** Skia refuses canvases longer than this on either side, whatever the pixel count. */
const MAX_CANVAS_SIDE = 32_000;

/** The part of pdf.js's canvas factory we use; it is typed as a bare Object. */
interface CanvasAndContext {
  canvas: { width: number; height: number; data?: () => Uint8Array } | null;
  context: {
    getImageData(x: number, y: number, width: number, height: number): { data: Uint8ClampedArray };
  } | null;
}
interface CanvasFactory {
  create(width: number, height: number): CanvasAndContext;
  destroy(canvasAndContext: CanvasAndContext): void;
}

/**
 * Renders page `pageNumber` (1-based) at `dpi` on a white background and returns its greyscale pixels. The DPI is
 * lowered so that the raster stays within MAX_RASTER_PIXELS.
 */
export async function rasterizePage(doc: PDFDocumentProxy, pageNumber: number, dpi: number): Promise<GrayRaster> {
  const page = await getPdfjsPage(doc, pageNumber);
  try {
    const points = page.getViewport({ scale: 1 });
    const dimensions: PageDimensions = { width: points.width, height: points.height, unit: 'pt' };
    const effectiveDpi = fitDpi(points.width, points.height, dpi);
    const viewport = page.getViewport({ scale: effectiveDpi / 72 });
    const width = Math.max(1, Math.floor(viewport.width));
    const height = Math.max(1, Math.floor(viewport.height));
    const scan = await plainScanPixels(page, viewport.transform as Matrix, width, height);
    if (scan?.toPage) {
      const onPage = { toPage: scan.toPage, width, height };
      return { width: scan.width, height: scan.height, gray: scan.gray, dpi: effectiveDpi, dimensions, source: 'scan image', onPage };
    }
    if (scan) return { width, height, gray: scan.gray, dpi: effectiveDpi, dimensions, source: 'scan image' };

    // The document's own factory: it creates canvases from the @napi-rs/canvas copy pdf.js loaded, and mixing
    // canvases of two copies fails inside the renderer (Path2D type checks).
    const factory = doc.canvasFactory as CanvasFactory;
    const target = factory.create(width, height);
    try {
      const context = target.context;
      if (!context) throw new Error('canvas factory returned no 2D context');
      await page.render({
        canvas: target.canvas as never,
        canvasContext: context as never,
        viewport,
        background: 'rgb(255,255,255)',
      }).promise;
      // @napi-rs/canvas's data() hands over its RGBA pixels in half the time getImageData takes to un-premultiply
      // them (70 vs 160 ms at 300 DPI); the page is opaque, so the bytes are the same.
      const rgba = target.canvas?.data ? target.canvas.data() : context.getImageData(0, 0, width, height).data;
      return { width, height, gray: rgbaToGray(rgba, width * height), dpi: effectiveDpi, dimensions, source: 'canvas' };
    } catch (error) {
      throw mapPdfjsError(error);
    } finally {
      factory.destroy(target);
    }
  } finally {
    page.cleanup();
  }
}

/** The highest DPI ≤ `dpi` at which a page of `width` × `height` points fits the pixel and side limits. */
export function fitDpi(width: number, height: number, dpi: number): number {
  const scale = dpi / 72;
  let fitted = dpi;
  const pixels = width * scale * height * scale;
  if (pixels > MAX_RASTER_PIXELS) fitted = dpi * Math.sqrt(MAX_RASTER_PIXELS / pixels);
  const longest = Math.max(width, height) * (fitted / 72);
  if (longest > MAX_CANVAS_SIDE) fitted *= MAX_CANVAS_SIDE / longest;
  // Rounding down keeps floor(width × scale) × floor(height × scale) under the limits.
  return Math.max(1, Math.floor(fitted * 100) / 100);
}

/**
 * ITU-R BT.601 luma in integer arithmetic (weights sum to 256), of RGBA pixels (a canvas) or RGB ones (a decoded
 * scan). pdf.js paints an opaque white background, so a canvas's alpha is always 255 and can be ignored.
 */
export function rgbaToGray(rgba: Uint8ClampedArray | Uint8Array, pixels: number, channels: 3 | 4 = 4): Uint8Array {
  const gray = new Uint8Array(pixels);
  for (let i = 0, j = 0; i < pixels; i++, j += channels) {
    gray[i] = (77 * rgba[j]! + 150 * rgba[j + 1]! + 29 * rgba[j + 2]!) >> 8;
  }
  return gray;
}

/** Images together covering less of the page than this do not make it a scan. */
const SCAN_COVERAGE = 0.5;
/** An image smaller than this share of the page is a logo or a stamp, not the scan: its resolution is ignored. */
const SCAN_PART = 0.05;
/** Several large images covering more than this together overlap: layers of a composed page (MRC), not one scan. */
const LAYERED_COVERAGE = 1.1;

/** A PDF transformation matrix [a b c d e f]. */
export type Matrix = [number, number, number, number, number, number];

/** The current transformation matrix `ctm` after the content operator `cm` (or a form's /Matrix) `n`. */
export const concatenate = (m: Matrix, n: readonly number[]): Matrix => [
  m[0] * n[0]! + m[2] * n[1]!,
  m[1] * n[0]! + m[3] * n[1]!,
  m[0] * n[2]! + m[2] * n[3]!,
  m[1] * n[2]! + m[3] * n[3]!,
  m[0] * n[4]! + m[2] * n[5]! + m[4],
  m[1] * n[4]! + m[3] * n[5]! + m[5],
];

/**
 * The resolution of the scan when page `pageNumber` is one (its content is images covering at least half of it,
 * and no text): the highest pixels-per-inch among its large images, measured along the image's own axes. Null
 * for any other page. Rendering a scan finer than its own pixels only interpolates them, at up to 4× the pixels
 * to render, analyse and read (a 150 DPI scan rendered at 300 DPI).
 */
export async function scanResolution(doc: PDFDocumentProxy, pageNumber: number): Promise<number | null> {
  const page = await getPdfjsPage(doc, pageNumber);
  plainScans.delete(page);
  let list: { fnArray: number[]; argsArray: unknown[] };
  try {
    list = await page.getOperatorList();
  } catch {
    // Rendering meets the same content and reports what is wrong with it; here it only means "not a plain scan".
    return null;
  }
  const [x0, y0, x1, y1] = page.view as [number, number, number, number];
  const pageArea = Math.abs((x1 - x0) * (y1 - y0));
  if (!(pageArea > 0)) return null;
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const stack: Matrix[] = [];
  let covered = 0;
  let large = 0;
  let best = 0;
  // The page's only mark, when it is one image and nothing else: rasterizePage can then use its decoded pixels.
  let only: PlainScan | null = null;
  let painted = 0;
  const image = (width: number, height: number) => {
    // The image's unit square is mapped by the CTM: its sides are the CTM's column vectors, in points.
    const sideX = Math.hypot(ctm[0], ctm[1]);
    const sideY = Math.hypot(ctm[2], ctm[3]);
    const area = Math.abs(ctm[0] * ctm[3] - ctm[1] * ctm[2]);
    if (!(width > 0 && height > 0 && sideX > 0 && sideY > 0) || area < SCAN_PART * pageArea) return;
    covered += area;
    large += 1;
    best = Math.max(best, (width * 72) / sideX, (height * 72) / sideY);
  };
  for (let i = 0; i < list.fnArray.length; i++) {
    const args = list.argsArray[i] as unknown[] | null;
    switch (list.fnArray[i]) {
      case OPS.save:
        stack.push(ctm);
        break;
      case OPS.restore:
        ctm = stack.pop() ?? ctm;
        break;
      case OPS.transform:
        ctm = concatenate(ctm, args as number[]);
        break;
      case OPS.paintFormXObjectBegin:
        // A form clips to its bounding box: not a plain scan for plainScanPixels.
        painted += 1;
        stack.push(ctm);
        if (Array.isArray(args?.[0])) ctm = concatenate(ctm, args[0] as number[]);
        break;
      case OPS.paintFormXObjectEnd:
        ctm = stack.pop() ?? ctm;
        break;
      case OPS.paintImageXObject:
        image(Number(args?.[1]), Number(args?.[2]));
        painted += 1;
        if (typeof args?.[0] === 'string') only = { objId: args[0], ctm };
        break;
      case OPS.paintInlineImageXObject:
      case OPS.paintImageMaskXObject: {
        const data = args?.[0] as { width?: number; height?: number } | undefined;
        image(Number(data?.width), Number(data?.height));
        painted += 1;
        break;
      }
      case OPS.showText:
      case OPS.showSpacedText:
      case OPS.nextLineShowText:
      case OPS.nextLineSetSpacingShowText:
        // Text drawn as text (visible or not) needs the full resolution; such a page is not only a scan.
        return null;
      case OPS.dependency:
      case OPS.beginMarkedContent:
      case OPS.endMarkedContent:
        break;
      default:
        // Anything else may paint, clip, hide (optional content) or change how the image is composited.
        painted += 1;
        break;
    }
  }
  if (painted === 1 && only) plainScans.set(page, only);
  // Large images laid over one another are layers (a background, a foreground whose soft mask carries the text at
  // a resolution the operator list does not show): not a plain scan, so the page keeps the full resolution.
  // Strips of one scan side by side cover the page once.
  if (large > 1 && covered > LAYERED_COVERAGE * pageArea) return null;
  return covered >= SCAN_COVERAGE * pageArea && best > 0 ? best : null;
}

/** A decoded image as pdf.js hands it to its canvas code. */
interface ScanImage {
  width?: number;
  height?: number;
  kind?: number;
  data?: Uint8Array | Uint8ClampedArray;
}

interface PlainScan {
  objId: string;
  /** The image's CTM: its unit square in page space. */
  ctm: Matrix;
}

/**
 * Pages whose content scanResolution found to be one opaque image and nothing else, with that image. pdf.js decodes
 * an image for each operator list it builds, so rendering such a page on a canvas decodes the scan a second time and
 * then draws and reads back its pixels; the first decode is still at hand in the page's objects.
 */
const plainScans = new WeakMap<PDFPageProxy, PlainScan>();

/** Scale differences between an image's two axes, and skew between them, below which it is drawn undistorted. */
const UNIFORM_SCALE = 0.02;
/**
 * How far (share of the page's side) a scan read in its own pixels may reach past the page. A full-page scan turned
 * by a few degrees pokes out at its corners (the OCRmyPDF skew page, 1.9°: 2.1 %); those corners are paper, and a
 * word read there anyway is dropped (ocr-page.ts, toPageText). Past this, the page is rendered.
 */
const PAST_PAGE = 0.15;

interface ScanPixels {
  gray: Uint8Array;
  /** The image's own size, in pixels. */
  width: number;
  height: number;
  /** Image pixel → raster pixel, when the image is not drawn pixel for pixel and upright. */
  toPage?: Affine;
}

/**
 * The page's grey pixels taken straight from its decoded scan, when it is a plain scan (see plainScans); null
 * otherwise, and the page is rendered. Same pixels, at about half the cost of operator list and rendering together:
 * generated 300 DPI JPEG scans 630–720 → 270–350 ms (noisy: 1 290 → 600 ms), Linn (JBIG2) 265 → 135 ms, ccitt
 * 180 → 85 ms.
 *
 * A scan drawn pixel for pixel and upright is the raster itself. A scan drawn turned or scaled (a producer that
 * straightened a skewed scan by turning its placement, as the OCRmyPDF skew page does, or put a landscape scan
 * on a portrait page) is read in its own pixels, with `toPage` saying where they land: rendering it would resample
 * it (and, turned by a few degrees, make OCR turn it back: a second resampling), when the image itself holds the
 * text straight at full resolution. Only when nothing else changes: the image at the raster's resolution, the same
 * scale on both axes, not mirrored, and on the page. OCRmyPDF skew page: 1.01 % → 0.96 % CER (the Linn page's),
 * raster 440–750 → 110–200 ms and no turning back (140–220 ms).
 */
async function plainScanPixels(page: PDFPageProxy, viewportTransform: Matrix, width: number, height: number): Promise<ScanPixels | null> {
  const scan = plainScans.get(page);
  if (!scan) return null;
  // Used once: rasterizePage's cleanup drops the page's objects, and a later call must not wait for one of them.
  plainScans.delete(page);
  // The operator list can be complete before its image is (JBIG2 and CCITT scans): wait for it as the renderer
  // would. pdf.js resolves the object with null when the image cannot be decoded.
  const image = await new Promise<ScanImage | null>((resolve) => page.objs.get(scan.objId, resolve as (data: unknown) => void));
  // Its own pixels are read only within the raster's pixel budget; a larger image is rendered down to it.
  if (!image?.data || !image.width || !image.height || image.width * image.height > MAX_RASTER_PIXELS) return null;
  const placement = scanPlacement(Util.transform(viewportTransform, scan.ctm) as Matrix, image.width, image.height, width, height);
  if (!placement) return null;
  const gray = scanGray(image, image.width, image.height);
  return gray && { gray, width: image.width, height: image.height, ...placement };
}

/**
 * How an image of `imageWidth` × `imageHeight` pixels whose unit square the matrix `m` maps onto the raster
 * (`width` × `height`) lands there: pixel for pixel and upright (no toPage), turned or moved at the raster's
 * resolution without distortion (toPage), or null when it must be rendered.
 */
export function scanPlacement(
  m: Matrix,
  imageWidth: number,
  imageHeight: number,
  width: number,
  height: number,
): { toPage?: Affine } | null {
  const [a, b, c, d, e, f] = m;
  // Image pixel (u, v), v down from the first row, is the unit square's point (u / W, 1 − v / H).
  const toPage: Affine = { a: a / imageWidth, b: -c / imageHeight, c: c + e, d: b / imageWidth, e: -d / imageHeight, f: d + f };
  const near = (value: number, target: number) => Math.abs(value - target) < 0.5;
  if (imageWidth === width && imageHeight === height && near(a, width) && near(b, 0) && near(c, 0) && near(d, -height) && near(e, 0) && near(f, height)) {
    return {};
  }
  const scaleX = Math.hypot(toPage.a, toPage.d);
  const scaleY = Math.hypot(toPage.b, toPage.e);
  const scale = Math.max(scaleX, scaleY);
  const determinant = toPage.a * toPage.e - toPage.b * toPage.d;
  const undistorted =
    Math.abs(scaleX - scaleY) <= UNIFORM_SCALE * scale && Math.abs(toPage.a * toPage.b + toPage.d * toPage.e) <= UNIFORM_SCALE * scale * scale;
  // At the raster's resolution only: a coarser image would give fewer pixels than the page's render, and a finer
  // one (a 600 DPI scan) is left to the renderer's resampling, which is what was measured for those. Within the
  // tolerance the image counts as at that resolution: OCR then reads it as it is, not resampled by a hair.
  if (!undistorted || !(determinant > 0) || Math.abs(scale - 1) > UNIFORM_SCALE) return null;
  const corners = [[0, 0], [imageWidth, 0], [0, imageHeight], [imageWidth, imageHeight]] as const;
  for (const [u, v] of corners) {
    const x = toPage.a * u + toPage.b * v + toPage.c;
    const y = toPage.d * u + toPage.e * v + toPage.f;
    if (x < -PAST_PAGE * width || x > (1 + PAST_PAGE) * width || y < -PAST_PAGE * height || y > (1 + PAST_PAGE) * height) return null;
  }
  return { toPage };
}

/** A decoded scan's pixels as grey, for the kinds scans come in (RGB, one bit a pixel); null for any other. */
function scanGray(image: ScanImage, width: number, height: number): Uint8Array | null {
  if (!image.data) return null;
  const pixels = width * height;
  if (image.kind === ImageKind.RGB_24BPP && image.data.length >= 3 * pixels) return rgbaToGray(image.data, pixels, 3);
  if (image.kind === ImageKind.GRAYSCALE_1BPP) {
    // One bit a pixel, rows padded to whole bytes, a set bit white (as pdf.js paints it).
    const rowBytes = (width + 7) >> 3;
    if (image.data.length < rowBytes * height) return null;
    const gray = new Uint8Array(pixels);
    for (let y = 0; y < height; y++) {
      const row = y * rowBytes;
      const out = y * width;
      for (let x = 0; x < width; x++) gray[out + x] = image.data[row + (x >> 3)]! & (128 >> (x & 7)) ? 255 : 0;
    }
    return gray;
  }
  return null;
}
