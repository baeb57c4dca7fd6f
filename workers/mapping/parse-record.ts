/**
 * Records copied from a web page or an app's detail view: each label on a line of its own and its value on the
 * line under it ("Client" / "Rebecca L. Sandoval" / "Client mobile" / "(480) 555-0137"). Read line by line,
 * every label is a sentence of its own and every value loses its key. A run of at least RUN_PAIRS such pairs
 * is rewritten as "label: value" lines; other lines stay as written.
 */

/** Fewer pairs than this could be a name over an address, or a heading over a sentence. */
const RUN_PAIRS = 4;
const LABEL_MAX_WORDS = 6;

/**
 * A label: a few words starting with a capital, no sentence end, no colon (a "Key: value" line is read already),
 * no digits but a trailing number ("Address line 2").
 */
function isLabel(line: string): boolean {
  const t = line.trim();
  if (t === '' || t.split(/\s+/).length > LABEL_MAX_WORDS || !/^\p{Lu}/u.test(t)) return false;
  return !/[.?!:;,]$|:|\d.*\D\d|\d\D/.test(t) && /^[\p{L}\s/&()'’-]+(?:\s\d{1,2})?$/u.test(t);
}

export function linesWithLabelsAbove(lines: string[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < lines.length) {
    let pairs = 0;
    while (i + 2 * pairs + 1 < lines.length && isLabel(lines[i + 2 * pairs]!) && lines[i + 2 * pairs + 1]!.trim() !== '') pairs++;
    if (pairs >= RUN_PAIRS) {
      for (let k = 0; k < pairs; k++) out.push(`${lines[i + 2 * k]!.trim()}: ${lines[i + 2 * k + 1]!.trim()}`);
      i += 2 * pairs;
      continue;
    }
    out.push(lines[i]!);
    i++;
  }
  return out;
}

/**
 * "Backstory, the short version the DM approved:": a label of a few words ending with a colon, alone on its line;
 * or a heading in capitals without one ("FEDERAL AGENCY", "BUDGET (page 1, for reference)").
 */
const COLON_LABEL = /^\s*(\p{L}[^:]{0,60}?)\s*:\s*$|^\s*(\p{Lu}[\p{Lu}\d&/'’-]*(?:\s+[\p{Lu}\d&/'’-]+){0,4})(?:\s+\([^)]{1,40}\))?\s*$/u;

/** Headings in capitals over one line each that make a text a fact sheet. */
const CAPS_SECTIONS = 3;

/**
 * "Backstory, the short version the DM approved:" and the paragraph on the line under it, or "FEDERAL AGENCY" and
 * the line under it in a fact sheet: the paragraph is the label's value, keyed by the label's first words (up to
 * a comma: what follows it is a remark on the value). A label over a list, or over several lines, stays as
 * written.
 */
export function linesWithParagraphsUnderLabels(lines: string[]): string[] {
  const out: string[] = [];
  const singleUnder = (i: number) => lines[i + 1] !== undefined && lines[i + 1]!.trim() !== '' && (lines[i + 2] ?? '').trim() === '';
  // Headings in capitals key their lines only in a sheet laid out that way (CAPS_SECTIONS of them): one line in
  // capitals over another is more often a letterhead ("BRIGHTWATER TAX & BOOKKEEPING" over its address).
  const capsSheet = lines.filter((line, i) => line.match(COLON_LABEL)?.[2] !== undefined && singleUnder(i)).length >= CAPS_SECTIONS;
  for (let i = 0; i < lines.length; i++) {
    const m = lines[i]!.match(COLON_LABEL);
    const label = m?.[1] ?? (capsSheet ? m?.[2] : undefined);
    const paragraph = lines[i + 1] ?? '';
    const single = singleUnder(i);
    // (Under a label with a colon, a line with a colon of its own is a keyed line; a heading's title may hold one.)
    if (!label || label.split(/\s+/).length > 8 || !single || /^\s*(?:[-*•]|\d+[.)])\s/.test(paragraph) || (m?.[1] !== undefined && /:/.test(paragraph.slice(0, 40)))) {
      out.push(lines[i]!);
      continue;
    }
    out.push(`${label.split(',')[0]!.trim()}: ${paragraph.trim()}`);
    i++;
  }
  return out;
}
