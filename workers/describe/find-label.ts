/**
 * Finding the printed label of one widget among the phrases of its page. Forms put labels left of the box on
 * the same line, above it (boxed forms, IRS style), right of it (check boxes and radio buttons) or, on forms
 * that print captions under the writing line, below it.
 */
import type { Rect } from '../../src/shared/protocol.js';
import type { Box, PageLayout, Phrase } from './page-layout.js';

export type LabelPlace = 'left' | 'right' | 'above' | 'below';

export interface LabelMatch {
  phrase: Phrase;
  place: LabelPlace;
  /** Gap between the label and the widget, in points. */
  distance: number;
  confidence: number;
}

/** How far from a widget a label may be, in points, by where it sits. */
const REACH: Record<LabelPlace, number> = { left: 220, right: 36, above: 40, below: 18 };
/** On pages that caption fields underneath, above and below trade places. */
const REACH_CAPTIONS_BELOW: Record<LabelPlace, number> = { left: 220, right: 36, above: 18, below: 40 };

/** Best confidence a label in each place can reach, before distance lowers it. */
const CEILING: Record<LabelPlace, number> = { left: 0.95, right: 0.92, above: 0.85, below: 0.6 };
const CEILING_CAPTIONS_BELOW: Record<LabelPlace, number> = { left: 0.95, right: 0.92, above: 0.6, below: 0.85 };

/** Distance over which a left label's confidence falls from its ceiling to 0.5. */
const NEAR_LEFT = 120;

/** A label may run a little into its widget's box: tall boxes often start under the colon. */
const OVERLAP_TOLERANCE = 6;

function overlapTolerance(phrase: Box): number {
  return Math.max(OVERLAP_TOLERANCE, Math.min(14, 0.15 * (phrase.x1 - phrase.x0)));
}

/**
 * How far a label on the widget's left may run into it. Blanks inside a sentence ("living in the
 * municipality of ____ State of ____") get boxes drawn loosely over the underscores, often starting on the
 * last word before them; a phrase ending in the box's first part still leads into it.
 */
function leftOverlapAllowed(phrase: Box, box: Box): number {
  return Math.max(overlapTolerance(phrase), INLINE_BLANK_OVERLAP * (box.x1 - box.x0));
}

/** Share of a wide box's width a label may cover at the box's left end. */
const INLINE_BLANK_OVERLAP = 0.3;

export interface FindLabelOptions {
  /** Check boxes and radio buttons: their caption is usually on the right, and only they look there. */
  toggle: boolean;
  /** All widgets of the page: a label never belongs to a widget when another one sits in between. */
  obstacles: Box[];
  /** Phrases that cannot be this widget's label (a radio group's option captions). */
  exclude?: (text: string) => boolean;
  /** The page prints captions under its fields (see captionSide). */
  captionsBelow?: boolean;
}

/** "OOOO", "O O": OCR reads a row of printed check boxes or radio circles as letters O; they label nothing. */
const DRAWN_BOXES = /^[\sOo0○◯●□■☐]+$/u;

export function findLabel(layout: PageLayout, rect: Rect, options: FindLabelOptions): LabelMatch | undefined {
  const box: Box = { x0: rect.x, y0: rect.y, x1: rect.x + rect.width, y1: rect.y + rect.height };
  const h = Math.max(box.y1 - box.y0, 4);
  const reach = options.captionsBelow ? REACH_CAPTIONS_BELOW : REACH;
  let best: LabelMatch | undefined;
  let caption: LabelMatch | undefined;
  let bestLeft: LabelMatch | undefined;
  let headingOnTop: LabelMatch | undefined;
  const offer = (candidate: LabelMatch): void => {
    const onTop = candidate.place === 'above' && candidate.distance <= CELL_CAPTION_GAP && candidate.phrase.x0 >= box.x0 - 4 && candidate.phrase.x0 <= box.x0 + 12;
    if (onTop && (!headingOnTop || candidate.distance < headingOnTop.distance)) headingOnTop = candidate;
    if (candidate.place === 'above' && isCellCaption(candidate, box) && (!caption || candidate.distance < caption.distance)) caption = candidate;
    if (candidate.place === 'left' && (!bestLeft || candidate.confidence > bestLeft.confidence)) bestLeft = candidate;
    if (!best || candidate.confidence > best.confidence) best = candidate;
  };

  for (const row of layout.rows) {
    // Rows far above or below cannot hold a label of this widget.
    if (row.y1 < box.y0 - reach.above - h || row.y0 > box.y1 + reach.below + h) continue;
    for (const phrase of row.phrases) {
      if (!/[\p{L}\p{N}]/u.test(phrase.text) || DRAWN_BOXES.test(phrase.text) || PAGE_FURNITURE.test(phrase.text.trim()) || options.exclude?.(phrase.text)) continue;
      const ph = phrase.y1 - phrase.y0;
      // A big box (a free-text area) may carry its caption inside, along its bottom or top edge.
      if (h > 3 * ph && phrase.x0 >= box.x0 - 2 && phrase.x1 <= box.x1 + 2 && phrase.y0 >= box.y0 - 2 && phrase.y1 <= box.y1 + 2) {
        const fromBottom = box.y1 - phrase.y1;
        const fromTop = phrase.y0 - box.y0;
        if (fromBottom <= 14) offer(scored(phrase, 'below', 0, box, options));
        else if (fromTop <= 14) offer(scored(phrase, 'above', 0, box, options));
        continue;
      }
      const centre = (phrase.y0 + phrase.y1) / 2;
      const sameLine =
        verticalOverlap(phrase, box) >= 0.5 * Math.min(phrase.y1 - phrase.y0, h) || (centre >= box.y0 && centre <= box.y1);
      if (sameLine) {
        const leftGap = box.x0 - phrase.x1;
        if (leftGap >= -leftOverlapAllowed(phrase, box) && leftGap <= reach.left && phrase.x0 < box.x0 - 2) {
          if (!blocked(phrase.x1, box.x0, box, options.obstacles)) offer(scored(phrase, 'left', Math.max(leftGap, 0), box, options));
        }
        // A check box's caption may start on the box itself when the form also prints a box glyph there.
        const rightGap = phrase.x0 - box.x1;
        if (options.toggle && rightGap >= -(box.x1 - box.x0) - 2 && rightGap <= reach.right && phrase.x1 > box.x1 + 2) {
          if (!blocked(box.x1, phrase.x0, box, options.obstacles)) offer(scored(phrase, 'right', Math.max(rightGap, 0), box, options));
        }
        continue;
      }
      if (horizontalOverlap(phrase, { ...box, x0: box.x0 - 6 }) <= 0) continue;
      // A phrase that captions another widget on its own line is that widget's label, not this one's.
      if (labelsAnotherWidget(phrase, box, options.obstacles)) continue;
      const aboveGap = box.y0 - phrase.y1;
      if (aboveGap >= -2 && aboveGap <= reach.above) {
        if (!widgetBetween(phrase, box, options.obstacles)) offer(scored(phrase, 'above', Math.max(aboveGap, 0), box, options));
        continue;
      }
      const belowGap = phrase.y0 - box.y1;
      if (belowGap >= -2 && belowGap <= reach.below) offer(scored(phrase, 'below', Math.max(belowGap, 0), box, options));
    }
  }
  const chosen = withRowLabel(withSentenceStart(layout, withWholeColumnHeading(layout, lineMarkerLabel(layout, box, best, options) ?? best, box, options)), bestLeft, box, options);
  // ("Check [ ] if / self-employed" left of a box headed "PTIN" right on top of it: the words caption the check box.)
  if (chosen && chosen.place === 'left' && headingOnTop && captionsCheckBoxWithin(chosen.phrase, box, options.obstacles)) return headingOnTop;
  // Boxed forms (the 1040's "Your first name and initial") print the caption in the top-left corner of the
  // cell, right on top of the writing space; words in the page's left margin on the same line ("Name,
  // Address, and SSN", "See separate instructions.") head a whole block of rows, not this box.
  if (chosen && caption && chosen.place === 'left' && chosen.distance > CELL_CAPTION_GAP && !options.toggle && !options.captionsBelow) {
    return { ...caption, confidence: Math.max(caption.confidence, Math.min(chosen.confidence, 0.85)) };
  }
  return chosen;
}

/**
 * "Item | Amount" over a table whose rows are captioned on the left ("a. Tuition and Fees [____]"): the first row's
 * box sits right under the column's one-word heading, but it asks for what its row says, in the column's terms:
 * "a. Tuition and Fees Amount".
 */
function withRowLabel(match: LabelMatch | undefined, left: LabelMatch | undefined, box: Box, options: FindLabelOptions): LabelMatch | undefined {
  if (!match || !left || match.place !== 'above' || options.toggle) return match;
  if (match.phrase.text.trim().split(/\s+/).length > 2 || left.confidence < ROW_LABEL_CONFIDENCE) return match;
  // Only a column's heading: more boxes of the column sit under this one.
  const column = options.obstacles.filter((o) => !sameBox(o, box) && o.y0 >= box.y1 - 1 && o.y0 - box.y1 < COLUMN_REACH && horizontalOverlap(o, box) > 0.5 * (box.x1 - box.x0));
  if (column.length === 0) return match;
  // (Kept as the heading's match, which a caption in the cell's corner does not replace.)
  return { ...match, phrase: { ...match.phrase, text: `${left.phrase.text.trim()} ${match.phrase.text.trim()}` } };
}

/** How sure a caption left of a box must be to be its row's label. */
const ROW_LABEL_CONFIDENCE = 0.5;
/** How far below a box the next box of its column may start, in points. */
const COLUMN_REACH = 40;

/**
 * "(1) First name          Last name" over one wide box of a table row: a heading printed in several pieces
 * over one box is its label as a whole, and the box asks for everything the pieces name. Only pieces on the
 * label's own row that lie over the box and caption no other widget join.
 */
function withWholeColumnHeading(layout: PageLayout, match: LabelMatch | undefined, box: Box, options: FindLabelOptions): LabelMatch | undefined {
  if (!match || match.place !== 'above' || options.toggle) return match;
  const row = layout.rows[match.phrase.row];
  if (!row) return match;
  const pieces = row.phrases.filter(
    (p) => p === match.phrase || (p.x0 >= box.x0 - 2 && p.x1 <= box.x1 + 2 && /\p{L}{2,}/u.test(p.text) && !headsAnotherWidget(p, box, options.obstacles)),
  );
  if (pieces.length < 2) return match;
  pieces.sort((a, b) => a.x0 - b.x0);
  const phrase: Phrase = {
    text: pieces.map((p) => p.text).join(' '),
    row: match.phrase.row,
    x0: pieces[0]!.x0,
    x1: pieces[pieces.length - 1]!.x1,
    y0: Math.min(...pieces.map((p) => p.y0)),
    y1: Math.max(...pieces.map((p) => p.y1)),
  };
  return { ...match, phrase };
}

/**
 * "… If the qualifying person is a child but not your dependent, enter this / child's name here. [____]": a
 * label that starts in lower case ends a sentence wrapped from the line just above, printed flush with it. The
 * sentence's start says what the box is for (and whose), so the label takes it in.
 *
 * A table's column heading wraps the same way, centred over its column ("Cost per Unit / Including comm./ /
 * fees. Excluding / … / income investments."): the lines stacked over the label's line, each centred or
 * flush with it, join it up to the heading's first line. Beyond the line the sentence starts on, a line
 * joins only while the heading has not ended a sentence and it is no wider than the column's own lines.
 */
export function withSentenceStart(layout: PageLayout, match: LabelMatch | undefined): LabelMatch | undefined {
  if (!match || !/^\p{Ll}/u.test(match.phrase.text.trim())) return match;
  const label = match.phrase;
  const lines: Phrase[] = [label];
  for (let row = label.row - 1; row >= 0 && lines.length < MAX_HEADING_LINES; row--) {
    const top = lines[0]!;
    const previous = layout.rows[row];
    if (!previous || top.y0 - previous.y1 > WRAPPED_LINE_GAP * (top.y1 - top.y0)) break;
    const start = previous.phrases.find((p) => stackedOver(p, top) && !/[.:;?!]\s*$/.test(p.text));
    if (!start) break;
    // Once the sentence has its capitalised start, only a narrow centred line (a heading's first line) joins.
    if (!/^\p{Ll}/u.test(top.text.trim()) && !(centredOver(start, top) && start.x1 - start.x0 <= WIDEST_HEADING_LINE * (label.x1 - label.x0))) break;
    lines.unshift(start);
  }
  if (lines.length === 1) return match;
  const first = lines[0]!;
  // Three or more lines stacked over the box are a column's heading, as sure as a caption right above it
  // even on a page whose captions usually sit below the fields.
  const confidence = lines.length >= 3 ? Math.max(match.confidence, STACKED_HEADING_CONFIDENCE) : match.confidence;
  return {
    ...match,
    confidence,
    phrase: { ...label, text: lines.map((l) => l.text).join(' '), x0: Math.min(...lines.map((l) => l.x0)), x1: Math.max(...lines.map((l) => l.x1)), y0: first.y0 },
  };
}

const STACKED_HEADING_CONFIDENCE = 0.6;
/** A column heading rarely takes more lines than this. */
const MAX_HEADING_LINES = 6;
/** How much wider than the label's own line a heading's first line may be. */
const WIDEST_HEADING_LINE = 1.6;

function stackedOver(line: Box, below: Box): boolean {
  return Math.abs(line.x0 - below.x0) <= 4 || centredOver(line, below);
}

function centredOver(line: Box, below: Box): boolean {
  return Math.abs((line.x0 + line.x1) / 2 - (below.x0 + below.x1) / 2) <= 4;
}

/** Lines of one wrapped sentence sit closer than this share of a line's height. */
const WRAPPED_LINE_GAP = 0.6;

/** True when the phrase stands over another widget of its line more than over this box. */
function headsAnotherWidget(phrase: Phrase, box: Box, obstacles: Box[]): boolean {
  return obstacles.some((other) => !sameBox(other, box) && other.y0 >= phrase.y1 - 2 && other.y0 - phrase.y1 <= 40 && horizontalOverlap(phrase, other) > horizontalOverlap(phrase, box));
}

/** How close a caption must sit on top of a box (points) to be the caption of its cell. */
const CELL_CAPTION_GAP = 3;

/** A caption of words hugging the top edge of the box and starting at its left edge. */
function isCellCaption(candidate: LabelMatch, box: Box): boolean {
  const phrase = candidate.phrase;
  return (
    candidate.distance <= CELL_CAPTION_GAP &&
    box.y0 - phrase.y1 >= -2 &&
    phrase.x0 >= box.x0 - 4 &&
    phrase.x0 <= box.x0 + 12 &&
    // Two words or more, or one capitalised word ("Address" over the W-4's address box).
    (/\p{L}{2,}.*\s.*\p{L}{2,}/u.test(phrase.text) || /^\p{Lu}\p{Ll}{3,}$/u.test(phrase.text.trim()))
  );
}

/** A line number printed just before an answer box ("5", "6a", "(3)"), as IRS-style forms do. */
const LINE_MARKER = /^\(?\d{1,2}[a-z]?\)?\.?$/;
/** How close a line number must sit to the box to stand for the row's label. */
const MARKER_REACH = 30;

/**
 * "6  Additional amount, if any, you want withheld from each paycheck . . . . . . 6 [____]": forms that
 * number their lines repeat the number right before the answer box, with a dotted leader between it and the
 * words. The number is a marker, not the label; the words on its row, left of it, are.
 */
function lineMarkerLabel(layout: PageLayout, box: Box, best: LabelMatch | undefined, options: FindLabelOptions): LabelMatch | undefined {
  if (!best || best.place !== 'left' || !LINE_MARKER.test(best.phrase.text.trim()) || best.distance > MARKER_REACH) return undefined;
  const marker = best.phrase;
  const row = layout.rows[marker.row];
  if (!row) return undefined;
  let words: Phrase | undefined;
  for (const phrase of row.phrases) {
    if (phrase.x1 > marker.x0 + 1 || !/\p{L}{2,}/u.test(phrase.text)) continue;
    if (blocked(phrase.x1, marker.x0, box, options.obstacles)) continue;
    if (!words || phrase.x1 > words.x1) words = phrase;
  }
  if (!words) return undefined;
  let confidence = 0.75;
  if (words.text.split(' ').length > 8) confidence *= 0.85;
  return { phrase: words, place: 'left', distance: best.distance, confidence: Math.max(confidence, best.confidence) };
}

function scored(phrase: Phrase, place: LabelPlace, distance: number, box: Box, options: FindLabelOptions): LabelMatch {
  const ceiling = options.captionsBelow ? CEILING_CAPTIONS_BELOW : CEILING;
  const reach = options.captionsBelow ? REACH_CAPTIONS_BELOW : REACH;
  let confidence = ceiling[place] * (1 - 0.55 * Math.min(distance / reach[place], 1));
  if (place === 'left') {
    // Most left labels sit within a few points; far ones (labels in a column, fields aligned right) are
    // real but less certain, and must not beat a caption printed right on top of the box.
    confidence =
      distance <= NEAR_LEFT
        ? CEILING.left - 0.45 * (distance / NEAR_LEFT)
        : 0.5 - 0.05 * Math.min((distance - NEAR_LEFT) / (REACH.left - NEAR_LEFT), 1);
  }
  // The preferred side of a check box gets an edge so "[ ] Yes  [ ] No" pairs each box with the word after it.
  if (options.toggle && place === 'right') confidence += 0.05;
  if (options.toggle && place === 'left') confidence -= 0.1;
  // Labels above a box start at its left edge; a centred title or a paragraph far to the left is not one.
  if (place === 'above' || place === 'below') {
    const aligned = phrase.x0 >= box.x0 - 12 && phrase.x0 <= box.x0 + Math.max(0.5 * (box.x1 - box.x0), 12);
    if (!aligned) confidence *= 0.75;
  }
  // A number alone ("1", "20") is usually a line number; right next to a box it can still be the caption.
  if (!/\p{L}{2,}/u.test(phrase.text)) confidence *= distance <= 4 ? 0.8 : 0.5;
  // Labels are short; a long run of words is running text that happens to sit near the box.
  const words = phrase.text.split(' ').length;
  if (words > 8) confidence *= 0.85;
  // (Unless the words end in what to write in the box: "Limited liability company. Enter the tax classification
  // (C=C corporation, S=S corporation, P=Partnership) ▶ [_]".)
  const instructsThisBox = place === 'left' && /[.;]\s+(?:Enter|Write|List|Print|Give)\b[^.;]*$/u.test(phrase.text);
  if (/[.;]\s+\p{Lu}/u.test(phrase.text) && !instructsThisBox) confidence *= 0.9;
  return { phrase, place, distance, confidence: Math.max(0, Math.min(1, confidence)) };
}

/** True when another widget lies on the same line strictly between from and to (x coordinates). */
function blocked(from: number, to: number, box: Box, obstacles: Box[]): boolean {
  const lo = Math.min(from, to);
  const hi = Math.max(from, to);
  for (const other of obstacles) {
    if (other.x0 >= lo - 1 && other.x1 <= hi + 1 && verticalOverlap(other, box) > 0 && !sameBox(other, box)) return true;
  }
  return false;
}

/**
 * True when a small box (a check box) sits within the phrase's words on their line: "Check [ ] if self-employed" is
 * that box's caption, not the label of a text box further right ("PTIN", headed above it).
 */
function captionsCheckBoxWithin(phrase: Phrase, box: Box, obstacles: Box[]): boolean {
  // ("[ ] Limited liability company. Enter the tax classification … ▶ [_]": unless the words ask for this box's entry.)
  if (/\b(?:Enter|Write|List|Print|Give|Fill\s+in)\b/.test(phrase.text)) return false;
  // (A caption of a box is a word or three: a longer phrase is a line's own label that a box happens to sit by.)
  if (phrase.text.trim().split(/\s+/).length > CHECK_BOX_CAPTION_WORDS) return false;
  // (On the phrase's line or the one over it: "Check [ ] if" / "self-employed", a caption wrapped under its box.)
  const lines = { ...phrase, y0: phrase.y0 - (phrase.y1 - phrase.y0) };
  // (Or right before them: "[ ] if" is the box's caption on its right.)
  const within = (other: Box) => other.x0 >= phrase.x0 - 2 && other.x1 <= phrase.x1 + 2;
  const rightBefore = (other: Box) => other.x1 <= phrase.x0 + 2 && phrase.x0 - other.x1 <= CAPTION_GAP_AFTER_BOX;
  return obstacles.some((other) => !sameBox(other, box) && other.x1 - other.x0 <= CHECK_BOX_WIDTH && (within(other) || rightBefore(other)) && verticalOverlap(other, lines) > 0);
}

/** "Form 1040 (2010)", "Page 2 of 4", "Cat. No. 11320B": a page's header or footer, the label of no box. */
const PAGE_FURNITURE = /^(?:Form\s+[\w-]+\s*\(\d{4}\)|Page\s+\d+(?:\s+of\s+\d+)?|Cat\.?\s+No\.?\s*\w+)$/i;

/** The most words of a check box's caption that keeps a text box beside it from taking it as its label. */
const CHECK_BOX_CAPTION_WORDS = 3;
/** The widest a check box is drawn, and the widest gap between it and its caption on its right (points). */
const CHECK_BOX_WIDTH = 14;
const CAPTION_GAP_AFTER_BOX = 8;

/**
 * True when another widget stands between a phrase and the box under it, under the phrase and over the box: the
 * heading "PTIN" heads the box right under it, not the one of the next row ("Firm's EIN [__][_______]").
 */
function widgetBetween(phrase: Phrase, box: Box, obstacles: Box[]): boolean {
  // (A box of the same column, "Child tax credit" over its rows' boxes, is the heading's as much as this one is.)
  const sameColumn = (other: Box) => Math.abs(other.x0 - box.x0) <= 2 && Math.abs(other.x1 - other.x0 - (box.x1 - box.x0)) <= 2;
  return obstacles.some((other) => !sameBox(other, box) && !sameColumn(other) && other.y0 >= phrase.y1 - 2 && other.y1 <= box.y0 + 2 && horizontalOverlap(other, phrase) > 0 && horizontalOverlap(other, box) > 0);
}

/** True when some other widget starts right after the phrase on the phrase's own line. */
function labelsAnotherWidget(phrase: Phrase, box: Box, obstacles: Box[]): boolean {
  const ph = phrase.y1 - phrase.y0;
  for (const other of obstacles) {
    if (sameBox(other, box)) continue;
    const gap = other.x0 - phrase.x1;
    if (gap < -overlapTolerance(phrase) || gap > 40) continue;
    if (verticalOverlap(other, phrase) >= 0.5 * Math.min(ph, other.y1 - other.y0)) return true;
  }
  return false;
}

function sameBox(a: Box, b: Box): boolean {
  return Math.abs(a.x0 - b.x0) < 0.01 && Math.abs(a.y0 - b.y0) < 0.01 && Math.abs(a.x1 - b.x1) < 0.01 && Math.abs(a.y1 - b.y1) < 0.01;
}

function verticalOverlap(a: Box, b: Box): number {
  return Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
}

function horizontalOverlap(a: Box, b: Box): number {
  return Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
}

/**
 * Whether a page captions its fields underneath (character sheets, some legal forms) rather than above
 * (boxed government forms). Text fields vote: one with a caption hugging it on one side only is evidence for
 * that side; a caption on both sides (the usual grid of boxes) says nothing.
 */
export function captionsBelow(layout: PageLayout, boxes: Box[]): boolean {
  let above = 0;
  let below = 0;
  for (const box of boxes) {
    let hasAbove = false;
    let hasBelow = false;
    for (const row of layout.rows) {
      if (row.y1 < box.y0 - 8 || row.y0 > box.y1 + 8) continue;
      for (const phrase of row.phrases) {
        if (!/\p{L}{2,}/u.test(phrase.text)) continue;
        if (phrase.x0 < box.x0 - 12 || phrase.x0 > box.x0 + Math.max(0.5 * (box.x1 - box.x0), 12)) continue;
        const ph = phrase.y1 - phrase.y0;
        const insideTall = box.y1 - box.y0 > 3 * ph && phrase.y0 >= box.y0 - 2 && phrase.y1 <= box.y1 + 2;
        if (insideTall) {
          if (box.y1 - phrase.y1 <= 14) hasBelow = true;
          else if (phrase.y0 - box.y0 <= 14) hasAbove = true;
          continue;
        }
        const gapAbove = box.y0 - phrase.y1;
        const gapBelow = phrase.y0 - box.y1;
        if (gapAbove >= -2 && gapAbove <= 6) hasAbove = true;
        if (gapBelow >= -2 && gapBelow <= 6) hasBelow = true;
      }
    }
    if (hasAbove && !hasBelow) above++;
    if (hasBelow && !hasAbove) below++;
  }
  return below > above;
}
