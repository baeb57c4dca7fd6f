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

/** "\tA\tB": the column letters a spreadsheet copied with its grid brings along. */
const COLUMN_LETTERS = /^\s*\tA\tB(?:\t[C-Z])*\s*$/;
/** "1\tSale dt\t4/26/2025": a row of that copy, its row number first. */
const NUMBERED_ROW = /^\s*\d{1,4}\t/;

/**
 * "\tA\tB" / "1\tSale dt\t4/26/2025" / "2\tByr\tLandon P. Sweeney": the grid's letters and numbers say nothing of
 * the record; without them, its rows are cells as copied without the grid.
 */
function withoutSheetGrid(lines: string[]): string[] {
  const out = [...lines];
  for (let i = 0; i < lines.length; i++) {
    if (!COLUMN_LETTERS.test(lines[i]!) || !NUMBERED_ROW.test(lines[i + 1] ?? '')) continue;
    out[i] = '';
    for (let j = i + 1; j < lines.length && NUMBERED_ROW.test(lines[j]!); j++) out[j] = lines[j]!.replace(NUMBERED_ROW, '');
  }
  return out;
}

export function linesWithTwoColumnsKeyed(rawLines: string[]): string[] {
  return withRunsKeyed(withoutSheetGrid(rawLines), TWO_CELLS, MIN_ROWS, (label, value) => `${label.replace(/\s*\?$/, '')}: ${value}`);
}

/**
 * The lines with each run of at least `atLeast` lines a two-cell pattern matches (its groups: a label, then the value
 * or nothing) rewritten by `keyed`, one keyed line each; other lines as they are. Also for "label | value" lines
 * (parse-table.ts).
 */
export function withRunsKeyed(lines: string[], row: RegExp, atLeast: number, keyed: (label: string, value: string | undefined) => string): string[] {
  const out = [...lines];
  for (let i = 0; i < lines.length; ) {
    let end = i;
    while (end < lines.length && row.test(lines[end]!)) end++;
    if (end - i >= atLeast) {
      for (let j = i; j < end; j++) {
        const [, label, value] = lines[j]!.match(row)!;
        out[j] = keyed(label!, value);
      }
    }
    i = Math.max(end, i + 1);
  }
  return out;
}
