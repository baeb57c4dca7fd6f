/**
 * OCR of one page: render it in this worker, look at it (text size, orientation, skew), turn it upright and
 * straight at the resolution its text needs, read it with Tesseract, and map every box back onto the page as the
 * client sees it.
 */
import { ServiceError } from '../../src/shared/errors.js';
import { OCR_DPI } from '../../src/shared/limits.js';
import type { OcrPageInput, PageDimensions, PageText, TextElement } from '../../src/shared/protocol.js';
import { applyAffine, boxBlur3, composeAffine, downscale, rotate, type Affine } from '../ocr/image-ops.js';
import { analysePage, type PageAnalysis } from '../ocr/page-analysis.js';
import type { OcrBlock, OcrWord, PixelBox } from '../ocr/tesseract-core.js';
import { withPdfjsDocument } from '../pdf/open-pdfjs.js';
import { buildPageText, emptyPageText, makeElement, type PageHierarchy, type Quad } from '../text/text-elements.js';
import { hasLanguageData, recognizeImage } from './ocr-engine.js';
import { rasterizePage, type GrayRaster } from './rasterize.js';

/**
 * Words with neither a letter nor a digit below this confidence are specks, rules and borders that Tesseract
 * read as "|", "—" or "."; real punctuation inside text is read with far higher confidence. Not higher: at 0.5
 * the Linn page lost its bullets (read as "¢" at 0.3–0.5) and its CER rose from 0.96 % to 1.05 %.
 */
const NOISE_CONFIDENCE = 0.2;
const HAS_ALPHANUMERIC = /[\p{L}\p{N}]/u;

/**
 * Median character height (ascenders included) Tesseract gets, in pixels. Its LSTM rescales every line to a
 * fixed height anyway; what more pixels buy is layout analysis and thresholding, and what fewer cost is accuracy
 * on small print. Measured on the Linn page (10 pt text, median height 22 px at 300 DPI): 300 DPI 4.4 s CPU and
 * 1.05 % CER, 200 DPI 3.8 s and 1.12–1.18 %, 150 DPI 3.5 s and 3.8 %. So 10 pt text keeps 300 DPI and only larger
 * text is read at less, down to MIN_OCR_DPI.
 */
export const TARGET_TEXT_HEIGHT = 22;
/** Never below this: thin strokes and small print break apart under it whatever the measured size. */
export const MIN_OCR_DPI = 150;

const BLANK_INK_FRACTION = 1e-4;

/** Skews smaller than this are left to Tesseract's own line finding; resampling would only soften the image. */
const MIN_DESKEW = (0.4 * Math.PI) / 180;

/** Below this page confidence, and when the up/down vote was close, the page is also read turned by 180°. */
const DOUBTFUL_CONFIDENCE = 0.6;
const DOUBTFUL_MARGIN = 3;

export interface OcrRasterOptions {
  /** Skip the analysis and use these (tests, and pages known to be upright). */
  analysis?: PageAnalysis;
  /** Read at this resolution instead of the one chosen for the text size (tuning and tests). */
  dpi?: number;
  /** Blur before thresholding (default true). */
  soften?: boolean;
  /** Tesseract's thresholding_method: 0 Otsu, 2 Sauvola (default). */
  thresholding?: '0' | '1' | '2';
}

/**
 * OCRs page `pageNumber` and returns it with source 'ocr' (or 'none' when no word was read). Boxes are
 * quadrilaterals normalised to the page as displayed; confidences are Tesseract's word confidences scaled to
 * 0..1, and the page's is their mean, 0 without words.
 */
export async function ocrPage(input: OcrPageInput): Promise<PageText> {
  // The document is released before recognition: only the pixels are needed, and OCR is the slow part.
  const raster = await withPdfjsDocument(input, (doc) => rasterizePage(doc, input.pageNumber, OCR_DPI));
  return ocrRaster(raster, input.pageNumber, input.language);
}

/** The pipeline after rendering; a plain function of pixels, testable without a PDF. */
export async function ocrRaster(
  raster: GrayRaster,
  pageNumber: number,
  language: string,
  options: OcrRasterOptions = {},
): Promise<PageText> {
  // Checked before anything else, so a bad language fails the same way on a blank page as on a full one.
  if (!hasLanguageData(language)) {
    throw new ServiceError('INVALID_PARAMETER', `No OCR data is installed for language "${language}"`, { language });
  }
  const base = { pageNumber, dimensions: raster.dimensions };
  const analysis = options.analysis ?? analysePage(raster, raster.dpi);
  // No ink at all (not one 10 000th of the page): Tesseract would only report noise, and a blank page costs nothing.
  if (analysis.inkFraction < BLANK_INK_FRACTION) return emptyPageText(base);

  const dpi = Math.min(raster.dpi, options.dpi ?? chooseDpi(analysis.textHeight, raster.dpi));
  const reduced = downscale(raster, dpi / raster.dpi);
  const read = async (quarterTurns: number) => {
    const angle = Math.abs(analysis.skew) >= MIN_DESKEW ? -analysis.skew : 0;
    const turned = rotate(reduced.image, quarterTurns, angle);
    const toRaster = composeAffine(reduced.toSource, turned.toSource);
    let pixels = turned.image.gray;
    if (options.soften !== false) {
      pixels = new Uint8Array(turned.image.width * turned.image.height);
      boxBlur3(turned.image.gray, turned.image.width, turned.image.height, pixels);
    }
    const parameters: Record<string, string> = options.thresholding ? { thresholding_method: options.thresholding } : {};
    const blocks = await recognizeImage({ ...turned.image, gray: pixels }, dpi, language, parameters);
    return toPageText(blocks, { pageNumber, dimensions: raster.dimensions, toRaster, width: raster.width, height: raster.height });
  };

  let page = await read(analysis.quarterTurns);
  if (page.confidence < DOUBTFUL_CONFIDENCE && analysis.uprightMargin < DOUBTFUL_MARGIN) {
    const flipped = await read((analysis.quarterTurns + 2) % 4);
    if (flipped.confidence * flipped.tokens.length > page.confidence * page.tokens.length) page = flipped;
  }
  return page;
}

/**
 * The resolution at which the page's median character is TARGET_TEXT_HEIGHT pixels high, between MIN_OCR_DPI
 * and the rendered resolution (no upscaling: rendering above the scan's own resolution adds no detail).
 */
export function chooseDpi(textHeight: number, renderedDpi: number): number {
  if (!(textHeight > 0)) return renderedDpi;
  const wanted = (renderedDpi * TARGET_TEXT_HEIGHT) / textHeight;
  return Math.min(renderedDpi, Math.max(Math.min(MIN_OCR_DPI, renderedDpi), Math.round(wanted)));
}

export interface OcrFrame {
  pageNumber: number;
  dimensions: PageDimensions;
  /** Maps a pixel of the image Tesseract read to a pixel of the rendered page. */
  toRaster: Affine;
  /** Size of the rendered page, in pixels. */
  width: number;
  height: number;
}

/** Turns Tesseract's layout (pixel boxes of the upright image, 0..100 confidences) into the contract's PageText. */
export function toPageText(blocks: OcrBlock[], frame: OcrFrame): PageText {
  const quad = (box: PixelBox): Quad => {
    const corner = (x: number, y: number) => {
      const p = applyAffine(frame.toRaster, x, y);
      return { x: p.x / frame.width, y: p.y / frame.height };
    };
    // Corners of the text as read: top-left, top-right, bottom-right, bottom-left of the upright image.
    return [corner(box.x0, box.y0), corner(box.x1, box.y0), corner(box.x1, box.y1), corner(box.x0, box.y1)];
  };
  const hierarchy: PageHierarchy = { blocks: [] };
  for (const block of blocks) {
    hierarchy.blocks.push({
      quad: quad(block.box),
      paragraphs: block.paragraphs.map((paragraph) => ({
        quad: quad(paragraph.box),
        lines: paragraph.lines.map((line) => ({ quad: quad(line.box), tokens: toTokens(line.words, quad) })),
      })),
    });
  }
  // Tesseract's boxes are the union of what remains, so an element that lost noise words keeps a slightly larger
  // box than its text; that is harmless and cheaper than recomputing them.
  return buildPageText(hierarchy, { pageNumber: frame.pageNumber, dimensions: frame.dimensions, source: 'ocr' });
}

function toTokens(words: OcrWord[], quad: (box: PixelBox) => Quad): TextElement[] {
  const tokens: TextElement[] = [];
  for (const word of words) {
    const text = word.text.trim();
    if (text.length === 0) continue;
    const confidence = Math.min(1, Math.max(0, word.confidence / 100));
    if (confidence < NOISE_CONFIDENCE && !HAS_ALPHANUMERIC.test(text)) continue;
    // A Tesseract word never contains spaces, but keep the token contract (no whitespace) whatever it returns.
    for (const part of text.split(/\s+/u)) tokens.push(makeElement(part, quad(word.box), confidence));
  }
  return tokens;
}

