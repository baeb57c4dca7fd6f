/**
 * A record pasted from a spreadsheet as two columns, a label and a value apart by a tab, row after row:
 *
 *     Name (L, F MI)	Okafor, Chinedu E.
 *     Off. ph	202-555-0171 x4420
 *     Accomm. needed?	N
 *
 * Two cells are too few for a table's header (parse-table.ts), and read as prose the tab is a space, so a label runs
 * into its value. A run of MIN_ROWS such lines or more becomes "label: value" lines (a question mark at a label's
 * end dropped: the value answers it).
 */

/** A label of a few words, one or more tabs, then one value without tabs. */
const TWO_CELLS = /^\s*(\p{L}[^\t:]{0,40}?)\s*\t+\s*([^\t]*\S[^\t]*?)\s*$/u;
/** Fewer rows than this are a line or two set apart by a tab, not a pasted record. */
const MIN_ROWS = 4;

export function linesWithTwoColumnsKeyed(lines: string[]): string[] {
  const out = [...lines];
  for (let i = 0; i < lines.length; ) {
    let end = i;
    while (end < lines.length && TWO_CELLS.test(lines[end]!)) end++;
    if (end - i >= MIN_ROWS) {
      for (let j = i; j < end; j++) {
        const [, label, value] = lines[j]!.match(TWO_CELLS)!;
        out[j] = `${label!.replace(/\s*\?$/, '')}: ${value}`;
      }
    }
    i = Math.max(end, i + 1);
  }
  return out;
}
