/**
 * Renders one page to 8-bit greyscale pixels for OCR, with pdf.js on @napi-rs/canvas.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { MAX_RASTER_PIXELS } from '../../src/shared/limits.js';
import type { PageDimensions } from '../../src/shared/protocol.js';
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
      return { width, height, gray: rgbaToGray(rgba, width * height), dpi: effectiveDpi, dimensions };
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
 * ITU-R BT.601 luma in integer arithmetic (weights sum to 256). pdf.js paints an opaque white background, so
 * alpha is always 255 and can be ignored.
 */
export function rgbaToGray(rgba: Uint8ClampedArray | Uint8Array, pixels: number): Uint8Array {
  const gray = new Uint8Array(pixels);
  for (let i = 0, j = 0; i < pixels; i++, j += 4) {
    gray[i] = (77 * rgba[j]! + 150 * rgba[j + 1]! + 29 * rgba[j + 2]!) >> 8;
  }
  return gray;
}
