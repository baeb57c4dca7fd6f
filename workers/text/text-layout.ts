/**
 * Layout analysis of positioned text runs: runs → lines → words, lines → paragraphs → blocks, blocks in
 * reading order.
 *
 * Everything here works in a "reading frame": coordinates rotated so that the text of one direction reads
 * left to right with y growing downward, whatever the page's /Rotate or the text matrix. The caller maps
 * results back to the page. Thresholds are in multiples of the font size, so they hold at any scale.
 */

/** A run of text on one baseline, as the PDF draws it (a pdf.js text item), in reading-frame units. */
export interface TextRun {
  text: string;
  x0: number;
  x1: number;
  baseline: number;
  /** Distance from the baseline up to the top of the glyph box and down to its bottom, both ≥ 0. */
  ascent: number;
  descent: number;
  size: number;
  /** The PDF ended a line after this run (pdf.js hasEOL). */
  endsLine: boolean;
}

export interface FrameRect {
  x0: number;
  x1: number;
  top: number;
  bottom: number;
}

export interface LayoutWord {
  text: string;
  rect: FrameRect;
}

export interface LayoutLine {
  words: LayoutWord[];
  rect: FrameRect;
  baseline: number;
  size: number;
}

export interface LayoutParagraph {
  lines: LayoutLine[];
  rect: FrameRect;
}

export interface LayoutBlock {
  paragraphs: LayoutParagraph[];
  rect: FrameRect;
}

/** Runs on baselines closer than this (× font size) belong to the same line; superscripts sit about 0.35 up. */
const SAME_BASELINE = 0.45;
/** A gap along the baseline wider than this (× font size) ends a line: table cells, form columns, gutters. */
const MAX_WORD_GAP = 1.6;
/** Runs may overlap this much (× font size) and still continue a line: kerning, italic overhang. */
const MAX_OVERLAP = 0.5;
/** A gap between two runs wider than this (× font size) is a word space (pdf.js itself uses about 0.1). */
const SPACE_GAP = 0.12;
/** Largest baseline-to-baseline distance (× font size) between the first two lines of a paragraph. */
const MAX_FIRST_PITCH = 1.7;
/** Once a paragraph has a line pitch, a next line may be this much further down and still continue it. */
const PITCH_TOLERANCE = 1.3;
/** Font sizes of lines in one paragraph differ by at most this ratio. */
const MAX_SIZE_RATIO = 1.15;
/** Height of the baseline buckets that index lines while fragments are merged, in frame units (points). */
const BASELINE_BUCKET = 4;
/** Largest vertical gap (× font size) between two paragraphs of one block. */
const MAX_BLOCK_GAP = 1.5;

/** Lays out one direction's runs, given in content-stream order, into ordered blocks. */
export function layoutRuns(runs: readonly TextRun[]): LayoutBlock[] {
  const lines: LayoutLine[] = [];
  for (const fragment of mergeFragments(chainRuns(runs))) {
    const line = toLine(fragment);
    if (line) lines.push(line);
  }
  const paragraphs = groupParagraphs(lines);
  const blocks = groupBlocks(paragraphs);
  return orderByCuts(blocks);
}

// -------------------------------------------------------------------------------------------------------
// Runs → lines

interface Fragment {
  runs: TextRun[];
  x0: number;
  x1: number;
  baseline: number;
  size: number;
}

function startFragment(run: TextRun): Fragment {
  return { runs: [run], x0: run.x0, x1: run.x1, baseline: run.baseline, size: run.size };
}

function continues(fragment: Fragment, run: TextRun): boolean {
  const size = Math.max(fragment.size, run.size);
  if (Math.abs(run.baseline - fragment.baseline) > SAME_BASELINE * size) return false;
  const gap = run.x0 - fragment.x1;
  return gap >= -MAX_OVERLAP * size && gap <= MAX_WORD_GAP * size;
}

function extend(fragment: Fragment, run: TextRun): void {
  fragment.runs.push(run);
  fragment.x0 = Math.min(fragment.x0, run.x0);
  fragment.x1 = Math.max(fragment.x1, run.x1);
  // The line's baseline and size follow its largest text, not a superscript or a footnote mark.
  if (run.size > fragment.size) {
    fragment.baseline = run.baseline;
    fragment.size = run.size;
  }
}

/** Content-stream order is usually drawing order along a line, so consecutive runs chain into fragments. */
function chainRuns(runs: readonly TextRun[]): Fragment[] {
  const fragments: Fragment[] = [];
  let current: Fragment | null = null;
  let previousEndedLine = false;
  for (const run of runs) {
    if (current && !previousEndedLine && continues(current, run)) {
      extend(current, run);
    } else {
      current = startFragment(run);
      fragments.push(current);
    }
    previousEndedLine = run.endsLine;
  }
  return fragments;
}

/**
 * Joins fragments of one visual line that the content stream drew apart (forms, tables, generated PDFs),
 * and drops exact duplicates drawn on top of each other (a common way to fake bold). Lines found so far are
 * indexed by baseline, so a page of scattered words stays linear instead of quadratic.
 */
function mergeFragments(fragments: Fragment[]): Fragment[] {
  const sorted = [...fragments].sort((a, b) => a.x0 - b.x0);
  const maxSize = sorted.reduce((max, f) => Math.max(max, f.size), 0);
  const bucketOf = (baseline: number) => Math.floor(baseline / BASELINE_BUCKET);
  const index = new Map<number, Fragment[]>();
  const add = (fragment: Fragment) => {
    const key = bucketOf(fragment.baseline);
    const bucket = index.get(key);
    if (bucket) bucket.push(fragment);
    else index.set(key, [fragment]);
  };
  const remove = (fragment: Fragment) => {
    const bucket = index.get(bucketOf(fragment.baseline));
    const at = bucket ? bucket.indexOf(fragment) : -1;
    if (bucket && at >= 0) bucket.splice(at, 1);
  };

  const merged: Fragment[] = [];
  for (const fragment of sorted) {
    let best: Fragment | null = null;
    let bestGap = Infinity;
    let duplicate = false;
    const reach = SAME_BASELINE * Math.max(maxSize, fragment.size);
    search: for (let key = bucketOf(fragment.baseline - reach); key <= bucketOf(fragment.baseline + reach); key++) {
      for (const candidate of index.get(key) ?? []) {
        const size = Math.max(candidate.size, fragment.size);
        if (Math.abs(candidate.baseline - fragment.baseline) > SAME_BASELINE * size) continue;
        if (
          Math.abs(candidate.x0 - fragment.x0) < 0.2 * size &&
          Math.abs(candidate.x1 - fragment.x1) < 0.2 * size &&
          fragmentText(candidate) === fragmentText(fragment)
        ) {
          duplicate = true;
          break search;
        }
        const gap = fragment.x0 - candidate.x1;
        if (gap >= -MAX_OVERLAP * size && gap <= MAX_WORD_GAP * size && gap < bestGap) {
          best = candidate;
          bestGap = gap;
        }
      }
    }
    if (duplicate) continue;
    if (best) {
      remove(best);
      for (const run of fragment.runs) extend(best, run);
      add(best);
    } else {
      merged.push(fragment);
      add(fragment);
    }
  }
  return merged;
}

function fragmentText(fragment: Fragment): string {
  return fragment.runs.map((r) => r.text).join('');
}

interface PlacedChar {
  char: string;
  x0: number;
  x1: number;
  run: TextRun;
}

const WHITESPACE = /^\s$/u;

/** Splits a line into words, spreading each run's width over its characters in proportion to their count. */
function toLine(fragment: Fragment): LayoutLine | null {
  const runs = [...fragment.runs].sort((a, b) => a.x0 - b.x0);
  const chars: PlacedChar[] = [];
  let previous: TextRun | null = null;
  for (const run of runs) {
    const codePoints = Array.from(run.text);
    if (codePoints.length === 0) continue;
    if (previous) {
      const gap = run.x0 - previous.x1;
      if (gap > SPACE_GAP * Math.max(run.size, previous.size)) {
        chars.push({ char: ' ', x0: previous.x1, x1: run.x0, run });
      }
    }
    const step = (run.x1 - run.x0) / codePoints.length;
    codePoints.forEach((char, i) => {
      chars.push({ char, x0: run.x0 + i * step, x1: run.x0 + (i + 1) * step, run });
    });
    previous = run;
  }

  const words: LayoutWord[] = [];
  let start = -1;
  for (let i = 0; i <= chars.length; i++) {
    const placed = chars[i];
    const isSpace = !placed || WHITESPACE.test(placed.char);
    if (!isSpace && start < 0) start = i;
    if (isSpace && start >= 0) {
      words.push(toWord(chars.slice(start, i)));
      start = -1;
    }
  }
  if (words.length === 0) return null;
  return {
    words,
    rect: unionRects(words.map((w) => w.rect)),
    baseline: fragment.baseline,
    size: fragment.size,
  };
}

function toWord(chars: PlacedChar[]): LayoutWord {
  let top = Infinity;
  let bottom = -Infinity;
  for (const { run } of chars) {
    top = Math.min(top, run.baseline - run.ascent);
    bottom = Math.max(bottom, run.baseline + run.descent);
  }
  const first = chars[0]!;
  const last = chars[chars.length - 1]!;
  return {
    text: chars.map((c) => c.char).join(''),
    rect: { x0: first.x0, x1: last.x1, top, bottom },
  };
}

// -------------------------------------------------------------------------------------------------------
// Lines → paragraphs → blocks

function unionRects(rects: readonly FrameRect[]): FrameRect {
  let x0 = Infinity;
  let x1 = -Infinity;
  let top = Infinity;
  let bottom = -Infinity;
  for (const r of rects) {
    x0 = Math.min(x0, r.x0);
    x1 = Math.max(x1, r.x1);
    top = Math.min(top, r.top);
    bottom = Math.max(bottom, r.bottom);
  }
  return { x0, x1, top, bottom };
}

function overlapX(a: FrameRect, b: FrameRect): number {
  return Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
}

interface OpenParagraph {
  lines: LayoutLine[];
  rect: FrameRect;
  /** Baseline distance between its last two lines, once it has two. */
  pitch: number | null;
}

/**
 * Lines are visited top to bottom; each continues the open paragraph right above it when the line pitch, font
 * size and horizontal extent agree. A paragraph closes once another line lands below it in its columns, so a
 * paragraph never jumps over text.
 */
function groupParagraphs(lines: LayoutLine[]): LayoutParagraph[] {
  const sorted = [...lines].sort((a, b) => a.rect.top - b.rect.top || a.rect.x0 - b.rect.x0);
  const all: OpenParagraph[] = [];
  let open: OpenParagraph[] = [];
  for (const line of sorted) {
    let best: OpenParagraph | null = null;
    let bestPitch = Infinity;
    for (const paragraph of open) {
      const last = paragraph.lines[paragraph.lines.length - 1]!;
      if (overlapX(paragraph.rect, line.rect) <= 0) continue;
      const ratio = Math.max(last.size, line.size) / Math.max(1e-6, Math.min(last.size, line.size));
      if (ratio > MAX_SIZE_RATIO) continue;
      const pitch = line.baseline - last.baseline;
      const limit = paragraph.pitch !== null ? paragraph.pitch * PITCH_TOLERANCE : MAX_FIRST_PITCH * Math.max(last.size, line.size);
      if (pitch < 0.5 * line.size || pitch > limit) continue;
      if (pitch < bestPitch) {
        best = paragraph;
        bestPitch = pitch;
      }
    }
    open = open.filter((p) => p === best || !(overlapX(p.rect, line.rect) > 0 && p.rect.bottom <= line.rect.top + 0.5 * line.size));
    if (best) {
      best.pitch = bestPitch;
      best.lines.push(line);
      best.rect = unionRects([best.rect, line.rect]);
    } else {
      const paragraph: OpenParagraph = { lines: [line], rect: line.rect, pitch: null };
      all.push(paragraph);
      open.push(paragraph);
    }
  }
  return all.map(({ lines: ls, rect }) => ({ lines: ls, rect }));
}

function paragraphSize(paragraph: LayoutParagraph): number {
  return paragraph.lines[0]?.size ?? 0;
}

/** Paragraphs stack into a block when they share a column and the gap between them is small. */
function groupBlocks(paragraphs: LayoutParagraph[]): LayoutBlock[] {
  const sorted = [...paragraphs].sort((a, b) => a.rect.top - b.rect.top || a.rect.x0 - b.rect.x0);
  const all: Array<LayoutBlock & { last: LayoutParagraph }> = [];
  let open: typeof all = [];
  for (const paragraph of sorted) {
    const size = paragraphSize(paragraph);
    let best: (typeof all)[number] | null = null;
    let bestGap = Infinity;
    for (const block of open) {
      const shared = overlapX(block.last.rect, paragraph.rect);
      const narrower = Math.min(block.last.rect.x1 - block.last.rect.x0, paragraph.rect.x1 - paragraph.rect.x0);
      if (shared <= 0.5 * narrower) continue;
      const gap = paragraph.rect.top - block.rect.bottom;
      if (gap < -0.5 * size || gap > MAX_BLOCK_GAP * Math.max(size, paragraphSize(block.last))) continue;
      if (gap < bestGap) {
        best = block;
        bestGap = gap;
      }
    }
    open = open.filter(
      (b) => b === best || !(overlapX(b.rect, paragraph.rect) > 0 && b.rect.bottom <= paragraph.rect.top + 0.5 * size),
    );
    if (best) {
      best.paragraphs.push(paragraph);
      best.last = paragraph;
      best.rect = unionRects([best.rect, paragraph.rect]);
    } else {
      const block = { paragraphs: [paragraph], rect: paragraph.rect, last: paragraph };
      all.push(block);
      open.push(block);
    }
  }
  return all.map(({ paragraphs: ps, rect }) => ({ paragraphs: ps, rect }));
}

/**
 * Recursive XY-cut: split at a horizontal gap that crosses the whole region (top to bottom), else at a
 * vertical gap (left to right), else fall back to top-then-left. Trying rows first keeps form rows together;
 * columns still come out whole because their blocks already span the column. The price: when both columns
 * have a gap wider than MAX_BLOCK_GAP at the same height, the page is read row band by row band.
 */
export function orderByCuts<T extends { rect: FrameRect }>(items: T[]): T[] {
  if (items.length <= 1) return items;
  const rows = splitAlong(items, (r) => r.top, (r) => r.bottom);
  if (rows.length > 1) return rows.flatMap((row) => orderByCuts(row));
  const columns = splitAlong(items, (r) => r.x0, (r) => r.x1);
  if (columns.length > 1) return columns.flatMap((column) => orderByCuts(column));
  return [...items].sort((a, b) => a.rect.top - b.rect.top || a.rect.x0 - b.rect.x0);
}

function splitAlong<T extends { rect: FrameRect }>(
  items: T[],
  start: (r: FrameRect) => number,
  end: (r: FrameRect) => number,
): T[][] {
  const sorted = [...items].sort((a, b) => start(a.rect) - start(b.rect));
  const groups: T[][] = [];
  let group: T[] = [];
  let reach = -Infinity;
  for (const item of sorted) {
    if (group.length > 0 && start(item.rect) >= reach) {
      groups.push(group);
      group = [];
    }
    group.push(item);
    reach = Math.max(reach, end(item.rect));
  }
  if (group.length > 0) groups.push(group);
  return groups;
}
