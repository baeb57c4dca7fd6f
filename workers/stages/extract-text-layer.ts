/**
 * Reads the text a PDF already carries (its text layer) with pdf.js and lays it out into the contract's page
 * structure. About 300 times cheaper than OCR, so every page goes through here first; pages whose text layer is
 * empty or unusable come back with source 'none' for the caller to OCR.
 */
import type { PDFPageProxy, PageViewport } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import type { ExtractTextLayerInput, ExtractTextLayerOutput, PageDimensions, PageText } from '../../src/shared/protocol.js';
import { getPdfjsPage, withPdfjsDocument } from '../pdf/open-pdfjs.js';
import { buildPageText, emptyPageText, isGarbageText, makeElement, type PageHierarchy, type Quad } from '../text/text-elements.js';
import { layoutRuns, type FrameRect, type LayoutBlock, type TextRun } from '../text/text-layout.js';

/** Text of the layer is exactly what the PDF says it is. */
const TEXT_LAYER_CONFIDENCE = 1;

/** Runs whose baselines point within this angle of each other (radians, about 4°) are laid out together. */
const SAME_DIRECTION = 0.07;

/** Glyph box above and below the baseline (× font size) when the font does not say, and the range we trust. */
const DEFAULT_ASCENT = 0.8;
const DEFAULT_DESCENT = 0.2;
const ASCENT_RANGE: [number, number] = [0.6, 0.95];
const DESCENT_RANGE: [number, number] = [0.1, 0.3];

interface FontStyle {
  ascent?: number;
  descent?: number;
}

/**
 * Extracts the text layer of the requested pages (all when `pages` is omitted), one PageText per page in page
 * order, with words, lines, paragraphs and blocks boxed on the page as displayed.
 */
export async function extractTextLayer(input: ExtractTextLayerInput): Promise<ExtractTextLayerOutput> {
  return withPdfjsDocument(input, async (doc) => {
    const pageNumbers = input.pages
      ? [...new Set(input.pages)].sort((a, b) => a - b)
      : Array.from({ length: doc.numPages }, (_, i) => i + 1);
    const pages: PageText[] = [];
    for (const pageNumber of pageNumbers) {
      const page = await getPdfjsPage(doc, pageNumber);
      try {
        pages.push(await readPageText(page));
      } finally {
        page.cleanup();
      }
    }
    return { pages };
  });
}

/** Reads one page's text layer; a page whose content cannot be parsed is reported as having no text. */
export async function readPageText(page: PDFPageProxy): Promise<PageText> {
  const viewport = page.getViewport({ scale: 1 });
  const base = { pageNumber: page.pageNumber, dimensions: displayedDimensions(viewport) };

  let items: TextItem[];
  let styles: Record<string, FontStyle>;
  try {
    const content = await page.getTextContent({ includeMarkedContent: false });
    items = content.items.filter((item): item is TextItem => 'str' in item);
    styles = content.styles as Record<string, FontStyle>;
  } catch {
    // A broken content stream on one page should not sink the document: rendering may still work, so the
    // caller can fall back to OCR for this page.
    return emptyPageText(base);
  }

  if (isGarbageText(items.map((item) => item.str).join(''))) return emptyPageText(base);

  const groups = groupByDirection(items, styles, viewport);
  // The dominant direction first: a page's body before a sideways margin note.
  groups.sort((a, b) => b.weight - a.weight);

  const hierarchy: PageHierarchy = { blocks: [] };
  for (const group of groups) {
    const toQuad = (rect: FrameRect): Quad => frameRectToQuad(rect, group, viewport);
    for (const block of layoutRuns(group.runs)) hierarchy.blocks.push(toHierarchyBlock(block, toQuad));
  }
  return buildPageText(hierarchy, { ...base, source: 'text-layer' });
}

export function displayedDimensions(viewport: PageViewport): PageDimensions {
  return { width: viewport.width, height: viewport.height, unit: 'pt' };
}

function toHierarchyBlock(block: LayoutBlock, toQuad: (rect: FrameRect) => Quad): PageHierarchy['blocks'][number] {
  return {
    quad: toQuad(block.rect),
    paragraphs: block.paragraphs.map((paragraph) => ({
      quad: toQuad(paragraph.rect),
      lines: paragraph.lines.map((line) => ({
        quad: toQuad(line.rect),
        tokens: line.words.map((word) => makeElement(word.text, toQuad(word.rect), TEXT_LAYER_CONFIDENCE)),
      })),
    })),
  };
}

// -------------------------------------------------------------------------------------------------------
// Geometry: PDF user space ⇄ reading frame ⇄ displayed page

/**
 * Runs of one direction and the frame they are laid out in. The frame's x axis is the unit vector (ux, uy) of
 * the text's baseline in PDF user space; its y axis points down the page as the text is read.
 */
interface DirectionGroup {
  angle: number;
  ux: number;
  uy: number;
  runs: TextRun[];
  /** Characters in the group, to rank directions. */
  weight: number;
}

function groupByDirection(items: TextItem[], styles: Record<string, FontStyle>, viewport: PageViewport): DirectionGroup[] {
  const groups: DirectionGroup[] = [];
  for (const item of items) {
    if (item.str.length === 0) continue;
    const [a, b, c, d, e, f] = item.transform as number[];
    if (a === undefined || b === undefined || c === undefined || d === undefined || e === undefined || f === undefined) continue;
    const size = Math.hypot(c, d) || item.height;
    if (!(size > 0) || !(Math.hypot(a, b) > 0)) continue;

    const angle = Math.atan2(b, a);
    let group = groups.find((g) => angleBetween(g.angle, angle) < SAME_DIRECTION);
    if (!group) {
      group = { angle, ux: Math.cos(angle), uy: Math.sin(angle), runs: [], weight: 0 };
      groups.push(group);
    }

    const style = styles[item.fontName] ?? {};
    const ascent = clamp(style.ascent ?? DEFAULT_ASCENT, ASCENT_RANGE) * size;
    const descent = clamp(style.descent !== undefined ? -style.descent : DEFAULT_DESCENT, DESCENT_RANGE) * size;
    const x0 = e * group.ux + f * group.uy;
    const baseline = e * group.uy - f * group.ux;
    const run: TextRun = {
      text: item.str,
      x0,
      x1: x0 + Math.max(0, item.width),
      baseline,
      ascent,
      descent,
      size,
      endsLine: item.hasEOL,
    };
    // Text drawn outside the visible page (clipped by the crop box) is not part of what a reader sees.
    if (!isCentreOnPage(run, group, viewport)) continue;
    group.runs.push(run);
    group.weight += item.str.length;
  }
  return groups;
}

function angleBetween(a: number, b: number): number {
  const diff = Math.abs(a - b) % (2 * Math.PI);
  return diff > Math.PI ? 2 * Math.PI - diff : diff;
}

function clamp(value: number, [low, high]: [number, number]): number {
  return Number.isFinite(value) ? Math.min(high, Math.max(low, value)) : low;
}

function isCentreOnPage(run: TextRun, group: DirectionGroup, viewport: PageViewport): boolean {
  const { x, y } = frameToDisplay((run.x0 + run.x1) / 2, run.baseline - (run.ascent - run.descent) / 2, group, viewport);
  return x >= -0.01 && x <= 1.01 && y >= -0.01 && y <= 1.01;
}

/** A reading-frame point to the displayed page, normalised to 0..1. */
function frameToDisplay(fx: number, fy: number, group: DirectionGroup, viewport: PageViewport): { x: number; y: number } {
  const ux = group.ux;
  const uy = group.uy;
  const px = fx * ux + fy * uy;
  const py = fx * uy - fy * ux;
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = viewport.transform;
  return { x: (a * px + c * py + e) / viewport.width, y: (b * px + d * py + f) / viewport.height };
}

function frameRectToQuad(rect: FrameRect, group: DirectionGroup, viewport: PageViewport): Quad {
  return [
    frameToDisplay(rect.x0, rect.top, group, viewport),
    frameToDisplay(rect.x1, rect.top, group, viewport),
    frameToDisplay(rect.x1, rect.bottom, group, viewport),
    frameToDisplay(rect.x0, rect.bottom, group, viewport),
  ];
}
