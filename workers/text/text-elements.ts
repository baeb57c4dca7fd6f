/**
 * Pieces both text sources (pdf.js text layer and OCR) use to build the contract's page structure, so the two
 * produce the same shapes, the same text joining and the same confidence rules.
 */
import type { BoundingBox, PageText, TextElement, Vertex } from '../../src/shared/protocol.js';

/** Corners in display order: top-left, top-right, bottom-right, bottom-left of the text as read. */
export type Quad = [Vertex, Vertex, Vertex, Vertex];

export function clampUnit(value: number): number {
  if (!(value > 0)) return 0; // also maps NaN to 0
  return value < 1 ? value : 1;
}

export function toBoundingBox(quad: Quad): BoundingBox {
  const [a, b, c, d] = quad;
  return {
    vertices: [
      { x: clampUnit(a.x), y: clampUnit(a.y) },
      { x: clampUnit(b.x), y: clampUnit(b.y) },
      { x: clampUnit(c.x), y: clampUnit(c.y) },
      { x: clampUnit(d.x), y: clampUnit(d.y) },
    ],
    normalized: true,
  };
}

/** An axis-aligned box in pixels (x0,y0 top-left) as a normalised quad. */
export function pixelBoxToQuad(x0: number, y0: number, x1: number, y1: number, width: number, height: number): Quad {
  return [
    { x: x0 / width, y: y0 / height },
    { x: x1 / width, y: y0 / height },
    { x: x1 / width, y: y1 / height },
    { x: x0 / width, y: y1 / height },
  ];
}

export function makeElement(text: string, quad: Quad, confidence: number): TextElement {
  return { text, boundingBox: toBoundingBox(quad), confidence };
}

export function meanConfidence(elements: readonly TextElement[]): number {
  if (elements.length === 0) return 0;
  let sum = 0;
  for (const element of elements) sum += element.confidence;
  return sum / elements.length;
}

/**
 * How lines, paragraphs and blocks are joined into text, the same for every source: a line break inside a
 * paragraph, a blank line between paragraphs and between blocks. A paragraph's text keeps its line breaks.
 */
export const LINE_SEPARATOR = '\n';
export const PARAGRAPH_SEPARATOR = '\n\n';

/** Builds a page whose hierarchy is already ordered; `blocks[i].paragraphs[j].lines[k]` hold token elements. */
export interface PageHierarchy {
  blocks: Array<{
    quad: Quad;
    paragraphs: Array<{
      quad: Quad;
      lines: Array<{ quad: Quad; tokens: TextElement[] }>;
    }>;
  }>;
}

/**
 * Flattens an ordered block → paragraph → line → token hierarchy into the contract's PageText. Elements
 * without tokens are dropped, so every element's text is non-empty and the counts agree with the text.
 * Confidence of a line, paragraph or block is the mean of its tokens; of the page, the mean of all tokens.
 */
export function buildPageText(
  hierarchy: PageHierarchy,
  base: Pick<PageText, 'pageNumber' | 'dimensions' | 'source'>,
): PageText {
  const blocks: TextElement[] = [];
  const paragraphs: TextElement[] = [];
  const lines: TextElement[] = [];
  const tokens: TextElement[] = [];

  for (const block of hierarchy.blocks) {
    const blockParagraphTexts: string[] = [];
    const blockTokensStart = tokens.length;
    for (const paragraph of block.paragraphs) {
      const lineTexts: string[] = [];
      const paragraphTokensStart = tokens.length;
      for (const line of paragraph.lines) {
        if (line.tokens.length === 0) continue;
        const text = line.tokens.map((t) => t.text).join(' ');
        lines.push({ text, boundingBox: toBoundingBox(line.quad), confidence: meanConfidence(line.tokens) });
        tokens.push(...line.tokens);
        lineTexts.push(text);
      }
      if (lineTexts.length === 0) continue;
      const text = lineTexts.join(LINE_SEPARATOR);
      const confidence = meanConfidence(tokens.slice(paragraphTokensStart));
      paragraphs.push({ text, boundingBox: toBoundingBox(paragraph.quad), confidence });
      blockParagraphTexts.push(text);
    }
    if (blockParagraphTexts.length === 0) continue;
    const confidence = meanConfidence(tokens.slice(blockTokensStart));
    blocks.push({ text: blockParagraphTexts.join(PARAGRAPH_SEPARATOR), boundingBox: toBoundingBox(block.quad), confidence });
  }

  const source = tokens.length === 0 ? 'none' : base.source;
  return {
    pageNumber: base.pageNumber,
    dimensions: base.dimensions,
    text: blocks.map((b) => b.text).join(PARAGRAPH_SEPARATOR),
    confidence: meanConfidence(tokens),
    source,
    blocks,
    paragraphs,
    lines,
    tokens,
  };
}

export function emptyPageText(base: Pick<PageText, 'pageNumber' | 'dimensions'>): PageText {
  return { ...base, text: '', confidence: 0, source: 'none', blocks: [], paragraphs: [], lines: [], tokens: [] };
}

/**
 * True when text is not worth keeping: no visible characters, or mostly characters no reader can use
 * (U+FFFD from unmapped glyphs, control characters, private-use code points from fonts without a ToUnicode
 * map). Such a page is better sent to OCR than reported as text.
 */
export function isGarbageText(text: string): boolean {
  let visible = 0;
  let unusable = 0;
  for (const char of text) {
    const cp = char.codePointAt(0) ?? 0;
    if (/\s/u.test(char)) continue;
    visible += 1;
    if (
      cp === 0xfffd ||
      cp < 0x20 ||
      (cp >= 0x7f && cp < 0xa0) ||
      (cp >= 0xe000 && cp <= 0xf8ff) ||
      cp >= 0xf0000
    ) {
      unusable += 1;
    }
  }
  return visible === 0 || unusable / visible > 0.3;
}
