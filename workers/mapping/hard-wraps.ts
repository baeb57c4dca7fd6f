/**
 * Text copied out of a PDF comes with the page's line breaks: "The seller, Gretchen A. Wojcie-" / "chowski,
 * currently resides in the municipality of Scotts-" / "dale, State of Arizona, …". Each line break cuts a
 * sentence, and a word hyphenated at a line's end is cut in two. A paragraph that shows such breaks is joined back
 * into the lines its writer meant: a word split by a hyphen is one word again ("Wojciechowski"), a number split after
 * its hyphen keeps it ("(480) 555-" / "0173" → "555-0173"), and the other breaks become spaces. A new item ("3.
 * ATTORNEY-IN-FACT …", "- …") still starts its own line, and a page's mark set far to the right ("Page 2 of 4")
 * stays apart.
 */

/** "Wojcie-" / "chowski": a word broken after a hyphen, its rest in lower case on the next line. */
const WORD_BROKEN = /\p{Ll}-$/u;
/** Fewer broken words than this in the text, and its line breaks are its writer's. */
const MIN_BROKEN_WORDS = 2;
/** "3. ATTORNEY-IN-FACT.", "A. 1 for myself", "- Buyer", "(b) …": a line that starts an item of its own. */
const ITEM_START = /^\s*(?:\d{1,2}[.)]\s|[A-Z][.)]\s|[-*•]\s|\([a-zA-Z\d]\)\s)/u;
/** "                    Page 2 of 4": a line set far from the margin, a page's mark or a heading of its own. */
const SET_APART = /^\s{8,}\S/;

export function withHardWrapsJoined(text: string): string {
  const lines = withWrappedValuesJoined(text).split('\n');
  const broken = lines.filter((_, i) => brokenAt(lines, i)).length;
  const width = wrapWidth(lines);
  if (broken < MIN_BROKEN_WORDS && width === undefined) return lines.join('\n');
  const out: string[] = [];
  // Paragraphs (runs of lines without a blank one) that show a broken word, or whose every break is a wrap at the
  // text's width, are joined; others stay as written.
  let start = 0;
  while (start < lines.length) {
    let end = start;
    while (end < lines.length && lines[end]!.trim() !== '') end++;
    const paragraph = lines.slice(start, end);
    const wrapped = width !== undefined && paragraph.length > 1 && paragraph.every((line) => line.trimEnd().length <= width) && paragraph.slice(0, -1).every((_, i) => wrappedAt(paragraph, i, width));
    if (wrapped || paragraph.some((_, i) => brokenAt(paragraph, i))) out.push(...joined(paragraph));
    // ("Individual/sole proprietor … -- the first box." / "Do NOT tick the … and leave the little" / "C/S/P letter slot
    // empty.": in a wrapped text, a paragraph's own breaks stay and its wraps are joined.)
    else if (width !== undefined && paragraph.every((line) => line.trimEnd().length <= width)) out.push(...runsOfWraps(paragraph, width).flatMap(joined));
    else out.push(...paragraph);
    if (end < lines.length) out.push(lines[end]!);
    start = end + 1;
  }
  return out.join('\n');
}

/** The widest a mail client wraps lines at (72 or 76 columns, or a narrow 40); wider lines are a writer's own. */
const MAX_WRAP_WIDTH = 80;
/** Fewer line breaks than this that only a wrap explains, and the text's line breaks are its writer's. */
const MIN_WRAPS = 8;
/** The share of a text's breaks inside paragraphs that must be wraps. */
const WRAPPED_SHARE = 0.8;

/**
 * The width a text was wrapped at ("Messages are wrapped at 40 columns"), or undefined when its writer broke its
 * lines: a wrap breaks a line where the next word would not fit, so nearly every break inside a paragraph is one
 * where the line and the next line's first word together run past the widest line.
 */
function wrapWidth(lines: string[]): number | undefined {
  // (A writer's own long lines above a wrapped message they paste, "Vendor setup for the pentest firm. His W-9 answers
  // are in the signed reply below, …", are no wrap's; the message's lines still show its width.)
  const width = Math.max(...lines.map((line) => line.trimEnd().length).filter((length) => length <= MAX_WRAP_WIDTH));
  let breaks = 0;
  let wraps = 0;
  for (let i = 0; i + 1 < lines.length; i++) {
    if (lines[i]!.trim() === '' || lines[i + 1]!.trim() === '' || lines[i]!.trimEnd().length > width || lines[i + 1]!.trimEnd().length > width) continue;
    // (A break before a list's item, after a line leading in with a colon, around quoted or indented lines or a
    // signature's "--" is no paragraph's.)
    if (ITEM_START.test(lines[i + 1]!) || /:\s*$/.test(lines[i]!) || [lines[i]!, lines[i + 1]!].some((line) => /^\s*>|^\s{4,}\S|^--\s*$/.test(line))) continue;
    breaks++;
    if (wrappedAt(lines, i, width)) wraps++;
  }
  return wraps >= MIN_WRAPS && wraps >= breaks * WRAPPED_SHARE ? width : undefined;
}

/** A paragraph cut where its lines break before the margin: each run's breaks are wraps. */
function runsOfWraps(paragraph: string[], width: number): string[][] {
  const runs: string[][] = [[]];
  paragraph.forEach((line, i) => {
    runs[runs.length - 1]!.push(line);
    if (i + 1 < paragraph.length && !wrappedAt(paragraph, i, width)) runs.push([]);
  });
  return runs;
}

/** Whether the break after line i is a wrap: the next line's first word would not have fit on it. */
function wrappedAt(lines: string[], i: number, width: number): boolean {
  const next = lines[i + 1]!.trim().split(/\s+/)[0] ?? '';
  return lines[i]!.trimEnd().length + 1 + next.length > width && isProse(lines[i]!) && isProse(lines[i + 1]!);
}

/** A line of running words: no box's rule or border ("| name | Vessa … |", "+----+"), no columns set apart by spaces. */
function isProse(line: string): boolean {
  return !/^\s*[|+]|[|+]\s*$/.test(line) && !/\S {2,}\S/.test(line.trim());
}

/** Whether line i ends with a word broken after a hyphen whose rest opens line i + 1. */
function brokenAt(lines: string[], i: number): boolean {
  return WORD_BROKEN.test(lines[i]!.trimEnd()) && /^\s*\p{Ll}/u.test(lines[i + 1] ?? '');
}

/** A hard-wrapped paragraph's lines joined into the lines its writer meant. */
function joined(paragraph: string[]): string[] {
  const out: string[] = [];
  for (const line of paragraph) {
    const previous = out.length > 0 ? out[out.length - 1]! : undefined;
    // ("Worksheet on the top part:" leads in to the lines under it.)
    if (previous === undefined || ITEM_START.test(line) || SET_APART.test(line) || SET_APART.test(previous) || /:\s*$/.test(previous)) {
      out.push(line.trimEnd());
      continue;
    }
    const rest = line.trim();
    const tail = previous.trimEnd();
    if (WORD_BROKEN.test(tail) && /^\p{Ll}/u.test(rest)) out[out.length - 1] = `${tail.slice(0, -1)}${rest}`;
    else if (/\d-$/.test(tail) && /^\d/.test(rest)) out[out.length - 1] = `${tail}${rest}`;
    else out[out.length - 1] = `${tail} ${rest}`;
  }
  return out;
}

/** "Allies: Sister Marguerite of …": a line that opens with a short key and its colon. */
const KEYED_LINE = /^\s*\p{L}[\p{L}\d /&'’#.-]{0,30}:\s+\S/u;
/** Fewer keyed lines than this in a paragraph, and it is no card or record whose values could wrap. */
const MIN_KEYED_LINES = 3;
/** A line shorter than this share of its paragraph's widest ended where its writer ended it, not at the card's edge. */
const WRAPPED_SHARE_OF_WIDTH = 0.8;
/** A text with this share of its lines opening in lower case is typed in lower case; its line starts say nothing. */
const LOWER_CASE_TEXT_SHARE = 0.3;

/**
 * A card or a record photographed or copied with its long values wrapped: "Allies: Sister Marguerite of the Temple of
 * Chauntea" / "(Daggerford); the Fernwick halflings, who owe her" / "a favour". In a paragraph of keyed lines, a line
 * under a keyed line (or under its continuation) that ran to about the paragraph's width, with no key of its own and
 * going on from it (opening in lower case or with a bracket, or after a comma or a semicolon), is the same value.
 * ("Name: John Smith" / "123 Main St": a short line is whole; so is every line of a text typed in lower case.)
 */
export function withWrappedValuesJoined(text: string): string {
  const lines = text.split('\n');
  const written = lines.filter((line) => line.trim() !== '');
  if (written.filter((line) => /^\s*\p{Ll}/u.test(line)).length >= written.length * LOWER_CASE_TEXT_SHARE) return text;
  const out: string[] = [];
  let start = 0;
  while (start < lines.length) {
    let end = start;
    while (end < lines.length && lines[end]!.trim() !== '') end++;
    out.push(...paragraphWithValuesJoined(lines.slice(start, end)));
    if (end < lines.length) out.push(lines[end]!);
    start = end + 1;
  }
  return out.join('\n');
}

function paragraphWithValuesJoined(paragraph: string[]): string[] {
  if (paragraph.filter((line) => KEYED_LINE.test(line)).length < MIN_KEYED_LINES) return paragraph;
  const width = Math.max(...paragraph.map((line) => line.trimEnd().length));
  const out: string[] = [];
  let previous = '';
  let inValue = false;
  for (const line of paragraph) {
    const rest = line.trim();
    const goesOn: boolean =
      inValue &&
      previous.trimEnd().length >= width * WRAPPED_SHARE_OF_WIDTH &&
      !KEYED_LINE.test(line) &&
      !ITEM_START.test(line) &&
      !SET_APART.test(line) &&
      (/^[\p{Ll}(]/u.test(rest) || /[,;]$/.test(previous.trimEnd()));
    if (goesOn) out[out.length - 1] = `${out[out.length - 1]!.trimEnd()} ${rest}`;
    else out.push(line);
    inValue = goesOn || KEYED_LINE.test(line);
    previous = line;
  }
  return out;
}
