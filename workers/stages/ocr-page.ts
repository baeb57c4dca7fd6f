/**
 * OCR of one page: render it in this worker, look at it (text size, orientation, skew), turn it upright and
 * straight at the resolution its text needs, read it with Tesseract, and map every box back onto the page as the
 * client sees it.
 */
import { ServiceError } from '../../src/shared/errors.js';
import { OCR_DPI } from '../../src/shared/limits.js';
import type { OcrPageInput, PageDimensions, PageText, TextElement } from '../../src/shared/protocol.js';
import { IDENTITY, applyAffine, boxBlur2, boxBlur3, composeAffine, crop, downscale, rotate, type Affine } from '../ocr/image-ops.js';
import { analysePage, type PageAnalysis } from '../ocr/page-analysis.js';
import type { OcrBlock, OcrWord, PixelBox } from '../ocr/tesseract-core.js';
import { withPdfjsDocument } from '../pdf/open-pdfjs.js';
import { buildPageText, emptyPageText, makeElement, type PageHierarchy, type Quad } from '../text/text-elements.js';
import { hasLanguageData, recognizeImage } from './ocr-engine.js';
import { rasterizePage, scanResolution, type GrayRaster } from './rasterize.js';
import { readJpegScan } from './read-jpeg-scan.js';

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

/** Paper kept around the content when the page is cropped for Tesseract, in inches (at least two text heights). */
const CROP_MARGIN_INCH = 0.5;

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
  /** The blur before thresholding: 3×3 mean, 2×2 mean or none (default: 3×3 when needsSoftening says so, else 2×2). */
  blur?: 'box3' | 'box2' | 'none';
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
  const raster =
    (await readJpegScan(input, input.pageNumber, renderDpi)) ??
    (await withPdfjsDocument(input, async (doc) =>
      rasterizePage(doc, input.pageNumber, renderDpi(await scanResolution(doc, input.pageNumber))),
    ));
  return ocrRaster(raster, input.pageNumber, input.language);
}

/**
 * OCR_DPI, or the scan's own resolution when the page is a scan at less: a 150 DPI scan rendered at 300 DPI has
 * 4× the pixels to render, analyse and read and no more detail. Measured on generated 150 DPI scans: read at
 * their own resolution, CER 0.00 % (clean), 0.00 % (noisy, was 0.19 %), 0.00 % (noisy, skewed), in half the
 * recognition time. Never below MIN_OCR_DPI: a coarser scan is enlarged to it.
 */
export function renderDpi(scanDpi: number | null): number {
  if (scanDpi === null) return OCR_DPI;
  // A scan's resolution is a whole number of dots per inch; page sizes in points round it off by a hair.
  return Math.min(OCR_DPI, Math.max(MIN_OCR_DPI, Math.round(scanDpi)));
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
  const content = contentCrop(raster, analysis);
  const reduced = downscale(content.image, dpi / raster.dpi);
  const toContent = composeAffine(content.toSource, reduced.toSource);
  const blur = options.blur ?? (needsSoftening(content.image) ? 'box3' : 'box2');
  // Boxes are normalised to the page: through the scan's placement when the raster is the scan's own pixels.
  const placement = raster.onPage ?? { toPage: IDENTITY, width: raster.width, height: raster.height };
  const read = async (quarterTurns: number) => {
    const angle = Math.abs(analysis.skew) >= MIN_DESKEW ? -analysis.skew : 0;
    const turned = rotate(reduced.image, quarterTurns, angle);
    const toRaster = composeAffine(toContent, turned.toSource);
    let pixels = turned.image.gray;
    if (blur !== 'none') {
      pixels = new Uint8Array(turned.image.width * turned.image.height);
      (blur === 'box3' ? boxBlur3 : boxBlur2)(turned.image.gray, turned.image.width, turned.image.height, pixels);
    }
    const parameters: Record<string, string> = options.thresholding ? { thresholding_method: options.thresholding } : {};
    const blocks = await recognizeImage({ ...turned.image, gray: pixels }, dpi, language, parameters);
    return toPageText(blocks, { pageNumber, dimensions: raster.dimensions, toRaster: composeAffine(placement.toPage, toRaster), width: placement.width, height: placement.height });
  };

  let page = await read(analysis.quarterTurns);
  if (page.confidence < DOUBTFUL_CONFIDENCE && analysis.uprightMargin < DOUBTFUL_MARGIN) {
    const flipped = await read((analysis.quarterTurns + 2) % 4);
    if (flipped.confidence * flipped.tokens.length > page.confidence * page.tokens.length) page = flipped;
  }
  return page;
}

/** Paper grain (mean step between neighbouring light pixels) above which a scan is noisy: 0.2–1.7 on clean scans, 20 on the noisy fixtures. */
const NOISY_GRAIN = 5;
/**
 * Grey pixels per ink pixel below which ink edges are hard, as in a bilevel (1-bit) scan drawn pixel for pixel
 * (0.0), or one drawn turned (0.47, the OCRmyPDF skew page); an antialiased grey scan has about one (0.94–0.95).
 */
const HARD_EDGES = 0.6;

/**
 * Whether the 3×3 blur goes before thresholding. Tesseract's LSTM reads the grey pixels it is given, so the blur
 * is not only a thresholding aid: it evens out paper grain (generated noisy 150 DPI page: CER 0.38 % without, 0.00 % with)
 * and rounds off the staircase edges of bilevel scans (Linn page 1.07 % → 0.96 %), but it softens the strokes
 * of a clean grey scan too much (OCRmyPDF francais page 7.65 % → 7.95 %). So: blur noisy scans and hard-edged ones.
 * A clean grey scan gets the 2×2 mean instead (boxBlur2), as pdftoppm's rendering gives native Tesseract: francais
 * 7.65 % → 7.03 % (native 7.34 %); generated clean 150 DPI page 0.00 % either way. On the bilevel Linn and ccitt pages the
 * 2×2 mean reads 0.98 % against the 3×3 one's 0.96 %, so those keep the 3×3.
 */
export function needsSoftening(image: { width: number; height: number; gray: Uint8Array }): boolean {
  const { width, gray } = image;
  let ink = 0;
  let mid = 0;
  let grain = 0;
  let pairs = 0;
  // Every other row is plenty for these two ratios and halves the pass.
  for (let y = 0; y < image.height; y += 2) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const v = gray[row + x]!;
      if (v < 128) ink++;
      if (v > 40 && v < 215) mid++;
      if (x + 1 < width && v > 160) {
        const next = gray[row + x + 1]!;
        if (next > 160) {
          grain += v > next ? v - next : next - v;
          pairs++;
        }
      }
    }
  }
  if (ink === 0) return true;
  return (pairs > 0 && grain / pairs > NOISY_GRAIN) || mid / ink < HARD_EDGES;
}

/**
 * The page cut down to its content and a margin of paper: Tesseract's thresholding and layout analysis cost
 * grows with the pixels it is given, blank margins included, and a scan's margins are a quarter to a half of
 * it (the generated letters: 8 lines of text on a US Letter page).
 */
function contentCrop(raster: GrayRaster, analysis: PageAnalysis) {
  const box = analysis.contentBox;
  if (!box) return crop(raster, 0, 0, raster.width, raster.height);
  const margin = Math.max(2 * analysis.textHeight, CROP_MARGIN_INCH * raster.dpi);
  return crop(raster, box.x0 - margin, box.y0 - margin, box.x1 + margin, box.y1 + margin);
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
  /** Maps a pixel of the image Tesseract read to a pixel of the page rendered at the raster's resolution. */
  toRaster: Affine;
  /** Size of the page rendered at the raster's resolution, in pixels. */
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
    const corners = quad(word.box);
    // A scan read in its own pixels can reach past the page (rasterize.ts, scanPlacement): what lies there is not
    // shown, so it is not text of the page.
    const centreX = (corners[0].x + corners[2].x) / 2;
    const centreY = (corners[0].y + corners[2].y) / 2;
    if (centreX < 0 || centreX > 1 || centreY < 0 || centreY > 1) continue;
    const confidence = Math.min(1, Math.max(0, word.confidence / 100));
    if (confidence < NOISE_CONFIDENCE && !HAS_ALPHANUMERIC.test(text)) continue;
    // A Tesseract word never contains spaces, but keep the token contract (no whitespace) whatever it returns.
    for (const part of text.split(/\s+/u)) tokens.push(makeElement(part, corners, confidence));
  }
  return tokens;
}

