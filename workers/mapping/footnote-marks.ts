/**
 * A writer who footnotes an e-mail puts a mark right after the word or figure ("Achterberg[2]", "G  4[4]") and the
 * notes at the end, each opening with its mark ("[2] So the box on line 4 should stay unchecked."). The marks are
 * no part of the values they follow, so they go; the notes stay, as sentences of their own, without their marks.
 * Only marks the text defines as notes count: "[1]" with no note is left to the other readers. A note whose marks sit
 * on a worksheet's lines speaks of that worksheet's lines ("Line 6 should be 1,150"), so it names them with its title.
 * A plain function over the text.
 */

import { withWorksheetEntry, worksheetLineNumbered, worksheetTitleOver } from './worksheet-lines.js';

/** "[4] An earlier draft had 2 here …", "¹ My wife would say …": a note opening a line with its mark. */
const NOTE_LINE = /^\s*(?:\[(\d{1,2})\]|([¹²³⁴⁵⁶⁷⁸⁹]))\s+(?=\S)/u;
const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
/** "Line 6 should be 1,150", "which makes line 7 4,850", "line 8 is still 1": a line and the figure a note sets it to. */
const LINE_SET_TO = /\b[Ll]ine\s+(\d{1,2}[a-c]?)\s+(?:should\s+(?:be|read)\s+|is\s+(?:still\s+|now\s+)?|becomes\s+|comes\s+to\s+|=\s*|:\s*)?(\$?\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?)(?![\d,.]*\s*(?:\/|%))/g;

export function withFootnoteMarksDropped(text: string): string {
  const lines = text.split('\n');
  const defined = new Set<string>();
  for (const line of lines) {
    const m = line.match(NOTE_LINE);
    if (m) defined.add(numberOf(m[1] ?? m[2]!));
  }
  if (defined.size === 0) return text;
  const marked = (mark: string) => defined.has(numberOf(mark));
  // (A mark sits against what it annotates, "care.[1]" or "Achterberg[2]"; "[1] " at a line's start is the note.)
  const inline = /(?<=[^\s[])(?:\[(\d{1,2})\]|([¹²³⁴⁵⁶⁷⁸⁹]))/gu;
  let used = 0;
  // (Where each mark was set: a note on a worksheet's lines names them as that worksheet's.)
  const markedAt = new Map<string, number[]>();
  const out = lines.map((line, at) => {
    const note = line.match(NOTE_LINE);
    const body = note ? line.slice(note[0].length) : line;
    const unmarked = body.replace(inline, (whole, bracketed: string | undefined, superscript: string | undefined) => {
      if (!marked(bracketed ?? superscript!)) return whole;
      used++;
      const mark = numberOf(bracketed ?? superscript!);
      markedAt.set(mark, [...(markedAt.get(mark) ?? []), at]);
      return '';
    });
    return note && marked(note[1] ?? note[2]!) ? unmarked : note ? line : unmarked;
  });
  // (Notes with no mark in the text to point at them are a numbered list, not footnotes.)
  if (used === 0) return text;
  // ("  6   800[7]" and "  7   5,200[7]" under the Deductions and Adjustments Worksheet, then "[7] … Line 6 should be
  // 1,150, which makes line 7 4,850.": the lines the note names are that worksheet's, not the form's.)
  lines.forEach((line, at) => {
    const note = line.match(NOTE_LINE);
    if (!note || !marked(note[1] ?? note[2]!)) return;
    const titles = new Set((markedAt.get(numberOf(note[1] ?? note[2]!)) ?? []).map((where) => worksheetTitleOver(lines, where)));
    const title = titles.size === 1 ? [...titles][0] : undefined;
    if (title === undefined) return;
    // ("Line 6 should be 1,150, which makes line 7 4,850": a figure the note sets is written into the worksheet's own
    // line, as the writer's correction of it; the rest of the note stays, its lines named with the title.)
    const markedLine = markedAt.get(numberOf(note[1] ?? note[2]!))![0]!;
    for (const m of out[at]!.matchAll(LINE_SET_TO)) {
      const row = worksheetLineNumbered(lines, markedLine, m[1]!);
      if (row !== undefined) out[row] = withWorksheetEntry(out[row]!, m[2]!);
    }
    out[at] = out[at]!.replace(LINE_SET_TO, '').replace(/\b[Ll]ines?\s+(?=\d{1,2}[a-c]?\b)/g, (word) => `${title} ${word.toLowerCase()}`);
  });
  return out.join('\n');
}

/** A mark's number: "4" for "[4]" and for "⁴". */
function numberOf(mark: string): string {
  return /^\d+$/.test(mark) ? mark : String(SUPERSCRIPT_DIGITS.indexOf(mark));
}
