/**
 * OCR of one page: render it in this worker, read it with Tesseract, and shape the result like the text layer.
 */
import type Tesseract from 'tesseract.js';
import { OCR_DPI } from '../../src/shared/limits.js';
import type { OcrPageInput, PageDimensions, PageText, TextElement } from '../../src/shared/protocol.js';
import { withPdfjsDocument } from '../pdf/open-pdfjs.js';
import { buildPageText, makeElement, pixelBoxToQuad, type PageHierarchy, type Quad } from '../text/text-elements.js';
import { recognizeGray } from './ocr-engine.js';
import { rasterizePage } from './rasterize.js';

/**
 * Words with neither a letter nor a digit below this confidence are specks, rules and borders that Tesseract
 * read as "|", "—" or "."; real punctuation inside text is read with far higher confidence.
 */
const NOISE_CONFIDENCE = 0.5;
const HAS_ALPHANUMERIC = /[\p{L}\p{N}]/u;

/**
 * OCRs page `pageNumber` and returns it with source 'ocr' (or 'none' when no word was read). Boxes are normalised
 * to the page as displayed; confidences are Tesseract's word confidences scaled to 0..1, and the page's is their
 * mean, 0 without words.
 */
export async function ocrPage(input: OcrPageInput): Promise<PageText> {
  // The document is released before recognition: only the pixels are needed, and OCR is the slow part.
  const raster = await withPdfjsDocument(input, (doc) => rasterizePage(doc, input.pageNumber, OCR_DPI));
  const result = await recognizeGray(raster, input.language);
  return toPageText(result, {
    pageNumber: input.pageNumber,
    dimensions: raster.dimensions,
    width: raster.width,
    height: raster.height,
  });
}

interface RasterFrame {
  pageNumber: number;
  dimensions: PageDimensions;
  /** Size of the image Tesseract read, in pixels. */
  width: number;
  height: number;
}

/** Turns Tesseract's block tree (pixel boxes, 0..100 confidences) into the contract's PageText. */
export function toPageText(result: Tesseract.Page, frame: RasterFrame): PageText {
  const quad = (bbox: Tesseract.Bbox): Quad => pixelBoxToQuad(bbox.x0, bbox.y0, bbox.x1, bbox.y1, frame.width, frame.height);
  const hierarchy: PageHierarchy = { blocks: [] };
  for (const block of result.blocks ?? []) {
    hierarchy.blocks.push({
      quad: quad(block.bbox),
      paragraphs: block.paragraphs.map((paragraph) => ({
        quad: quad(paragraph.bbox),
        lines: paragraph.lines.map((line) => ({ quad: quad(line.bbox), tokens: toTokens(line.words, quad) })),
      })),
    });
  }
  // Tesseract's boxes are the union of what remains, so an element that lost noise words keeps a slightly larger
  // box than its text; that is harmless and cheaper than recomputing them.
  return buildPageText(hierarchy, { pageNumber: frame.pageNumber, dimensions: frame.dimensions, source: 'ocr' });
}

function toTokens(words: Tesseract.Word[], quad: (bbox: Tesseract.Bbox) => Quad): TextElement[] {
  const tokens: TextElement[] = [];
  for (const word of words) {
    const text = word.text.trim();
    if (text.length === 0) continue;
    const confidence = Math.min(1, Math.max(0, word.confidence / 100));
    if (confidence < NOISE_CONFIDENCE && !HAS_ALPHANUMERIC.test(text)) continue;
    // A Tesseract word never contains spaces, but keep the token contract (no whitespace) whatever it returns.
    for (const part of text.split(/\s+/u)) tokens.push(makeElement(part, quad(word.bbox), confidence));
  }
  return tokens;
}
