/**
 * A page's text regrouped for label search: tokens in PDF points, clustered into visual rows, and each row cut
 * into phrases at wide gaps (a label ends where the next column or the field's underline begins).
 */
import type { PageText, TextElement } from '../../src/shared/protocol.js';

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface Phrase extends Box {
  text: string;
  row: number;
}

export interface Row extends Box {
  phrases: Phrase[];
  text: string;
}

export interface PageLayout {
  pageNumber: number;
  width: number;
  height: number;
  /** Sorted top to bottom. */
  rows: Row[];
}

interface Token extends Box {
  text: string;
}

/** Check-box glyphs printed under (or instead of) a check-box widget; they are not words. */
const BOX_GLYPHS = /[\u2610-\u2612\u25a0-\u25a1\u25a2\u25fb-\u25fe\u274f-\u2752\uf06f\uf0a8]/gu;

/** Leader characters forms draw as the line to write on; they separate a label from what follows. */
const LEADER = /^[_.\u2026\-–—\s]{3,}$/;
const TRAILING_LEADER = /[_.\u2026]{3,}\s*$/;
const LEADING_LEADER = /^\s*[_.\u2026]{3,}/;

/**
 * Rows and phrases of a page. `widgets` (the boxes of the page's fields) let a phrase break where a table's
 * columns meet: "income investments. income investments." printed as one run over two columns is two headings.
 */
export function buildPageLayout(page: PageText, widgets: Box[] = []): PageLayout {
  const { width, height } = page.dimensions;
  // OCR output may come with lines only; a line then stands in for its words.
  const source = page.tokens.length > 0 ? page.tokens : page.lines;
  const tokens: Token[] = [];
  for (const element of source) {
    const token = toToken(element, width, height);
    if (token) tokens.push(token);
  }
  return { pageNumber: page.pageNumber, width, height, rows: groupRows(tokens, widgets) };
}

function toToken(element: TextElement, width: number, height: number): Token | undefined {
  let text = element.text.replace(BOX_GLYPHS, ' ').replace(/\s+/g, ' ').trim();
  // Tokens without a letter or digit are leaders, dots, bullets and currency signs laid out as separate runs.
  if (text === '' || LEADER.test(text) || (!/[\p{L}\p{N}]/u.test(text) && !/^[&+/]$/.test(text))) return undefined;
  const xs = element.boundingBox.vertices.map((v) => v.x * width);
  const ys = element.boundingBox.vertices.map((v) => v.y * height);
  let x0 = Math.min(...xs);
  let x1 = Math.max(...xs);
  const y0 = Math.min(...ys);
  const y1 = Math.max(...ys);
  if (!(x1 > x0) || !(y1 > y0)) return undefined;
  // Words set sideways (margin notes such as "Print or type. See Specific Instructions") never label a
  // field, and their boxes would sit next to every field down the margin. The first two vertices follow the
  // text's baseline, so their direction says how the word reads.
  const [v0, v1] = element.boundingBox.vertices;
  if (Math.abs((v1.y - v0.y) * height) > Math.abs((v1.x - v0.x) * width)) return undefined;
  // "Name:________" as one run: keep the label's share of the box so the field drawn on the leader is not
  // taken for text lying under the label.
  const length = text.length;
  if (TRAILING_LEADER.test(text)) {
    text = text.replace(TRAILING_LEADER, '').trim();
    x1 = x0 + ((x1 - x0) * Math.max(text.length, 1)) / length;
  } else if (LEADING_LEADER.test(text)) {
    text = text.replace(LEADING_LEADER, '').trim();
    x0 = x1 - ((x1 - x0) * Math.max(text.length, 1)) / length;
  }
  if (text === '') return undefined;
  return { text, x0, y0, x1, y1 };
}

function groupRows(tokens: Token[], widgets: Box[]): Row[] {
  tokens.sort((a, b) => (a.y0 + a.y1) / 2 - (b.y0 + b.y1) / 2);
  const groups: Token[][] = [];
  let current: Token[] = [];
  let centre = 0;
  let size = 0;
  for (const token of tokens) {
    const c = (token.y0 + token.y1) / 2;
    const h = token.y1 - token.y0;
    // Same row when the centres are within half the smaller height: baselines of one line of text differ
    // by far less, while the next line is a full line height away.
    if (current.length > 0 && Math.abs(c - centre) <= Math.min(size, h) * 0.5) {
      current.push(token);
      centre = (centre * (current.length - 1) + c) / current.length;
      size = Math.max(size, h);
    } else {
      if (current.length > 0) groups.push(current);
      current = [token];
      centre = c;
      size = h;
    }
  }
  if (current.length > 0) groups.push(current);

  return groups.map((group, index) => {
    group.sort((a, b) => a.x0 - b.x0);
    const phrases = splitPhrases(group, index, widgets);
    return {
      ...bounds(group),
      phrases,
      text: phrases.map((p) => p.text).join('  '),
    };
  });
}

function splitPhrases(row: Token[], rowIndex: number, widgets: Box[]): Phrase[] {
  const heights = row.map((t) => t.y1 - t.y0).sort((a, b) => a - b);
  const median = heights[Math.floor(heights.length / 2)] ?? 10;
  // The first boxes under the row, found once: the only ones whose columns can split it.
  const rowBottom = Math.max(...row.map((t) => t.y1));
  const under = widgets.filter((w) => w.y0 >= rowBottom - 2 && w.y0 - rowBottom <= COLUMN_REACH);
  const maxGap = Math.max(5, median * 1.1);
  const phrases: Phrase[] = [];
  let members: Token[] = [];
  const flush = (): void => {
    if (members.length === 0) return;
    phrases.push({ ...bounds(members), text: joinTokens(members), row: rowIndex });
    members = [];
  };
  for (const token of row) {
    const previous = members[members.length - 1];
    // A colon closes a label: "Request type: New" is the question and the first option's caption.
    if (previous && (token.x0 - previous.x1 > maxGap || previous.text.endsWith(':') || printedOver(previous, token) || columnsMeet(previous, token, under))) flush();
    members.push(token);
  }
  flush();
  return phrases;
}

/**
 * Whether the next word starts well inside the previous one: two texts printed over each other (a group
 * box's title "RdoGrp1" over its first button's caption "Rdo1"), not one run of words. Runs split inside a
 * word by kerning overlap by a sliver at most.
 */
function printedOver(previous: Token, token: Token): boolean {
  const overlap = previous.x1 - token.x0;
  return overlap > OVERPRINT_SHARE * Math.min(previous.x1 - previous.x0, token.x1 - token.x0);
}

/** How much of the narrower word must lie under the other for the two to be separate texts. */
const OVERPRINT_SHARE = 0.3;

/** A gap between words, as a share of their height, wider than any space inside a phrase. */
const COLUMN_GAP = 0.5;
/** How far below a heading a table's first row of boxes may start (points). */
const COLUMN_REACH = 40;

/**
 * Whether two neighbouring words sit over two columns of boxes (`under`: the first boxes below their row):
 * the gap between them is wider than a space between words, one box ends in it and the next box starts
 * before the second word ends. (A caption over a row of boxes, "Your social security number" over 3 + 2 + 4
 * digits, keeps its ordinary spaces.)
 */
function columnsMeet(left: Token, right: Token, under: Box[]): boolean {
  if (under.length < 2 || right.x0 - left.x1 < COLUMN_GAP * Math.min(left.y1 - left.y0, right.y1 - right.y0)) return false;
  return under.some((a) => a.x1 >= left.x1 && a.x1 <= right.x0 && under.some((b) => b !== a && b.x0 >= a.x1 && b.x0 <= right.x1));
}

function joinTokens(tokens: Token[]): string {
  let text = '';
  let previous: Token | undefined;
  for (const token of tokens) {
    // Runs split inside a word (kerning, font changes) touch; words have a visible gap.
    const touching = previous !== undefined && token.x0 - previous.x1 < (token.y1 - token.y0) * 0.12;
    text += previous === undefined ? token.text : touching ? token.text : ` ${token.text}`;
    previous = token;
  }
  return text.replace(/\s+/g, ' ').trim();
}

function bounds(boxes: Box[]): Box {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const b of boxes) {
    x0 = Math.min(x0, b.x0);
    y0 = Math.min(y0, b.y0);
    x1 = Math.max(x1, b.x1);
    y1 = Math.max(y1, b.y1);
  }
  return { x0, y0, x1, y1 };
}
