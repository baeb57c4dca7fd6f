/**
 * A table copied out of a PDF viewer comes out one cell per line: the column headings, one under the other, then
 * each row's cells in the same way ("JOHNSON & JOHNSON COM", "JNJ", "03/14/08", "150.0000", "$63.42" …). Nothing
 * marks where a row ends, so the rows are found from the cells' kinds: a row is its words (a description, on one
 * line or two), then its codes, dates and amounts; the next words start the next row. Dates go to the date
 * columns in order, amounts to the other columns in order, words to the first column, a code to the column that
 * names codes. A plain function over the text's lines; table-items.ts reads the rows as items.
 */
import type { TextTable } from './parse-table.js';

/** A column heading on a line of its own: a few words, no digits, no sentence ("Unit Cost", "Symbol/", "Gain/(Loss)"). */
const HEADING = /^\p{L}[\p{L} /()&'#%.-]{0,31}$/u;
const HEADING_MAX_WORDS = 4;
/** At least this many headings one under the other before rows of cells are looked for. */
const MIN_HEADINGS = 4;
/** Rows below the headings, so that one record under a list of words is no table. */
const MIN_ROWS = 2;
/** Amounts and dates a row has at least: a row of words alone ends the table. */
const MIN_FIGURES = 2;
/** A line of more words than this is prose under the table, not a cell. */
const CELL_MAX_WORDS = 8;

const DATE_CELL = /^(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}-\d{2}-\d{2})$/;
const AMOUNT_CELL = /^\(?[-+]?\$?\s?(?:\d[\d,]*)?\d(?:\.\d+)?%?\)?$/;
/** A ticker, a CUSIP, a record's code: capitals and digits, no spaces. */
const CODE_CELL = /^(?=.*\p{Lu})[\p{Lu}\d.-]{1,12}$/u;

const DATE_HEADING = /\b(?:date|acquired|settled|purchased|bought|sold|opened|closed|issued|expires?|effective|born|dob|as of)\b/i;
const CODE_HEADING = /\b(?:symbol|cusip|ticker|isin|code|id|no|number)\b|#/i;

type CellKind = 'date' | 'amount' | 'code' | 'words';

function kindOf(cell: string): CellKind {
  if (DATE_CELL.test(cell)) return 'date';
  if (AMOUNT_CELL.test(cell)) return 'amount';
  if (CODE_CELL.test(cell)) return 'code';
  return 'words';
}

function isHeading(line: string): boolean {
  return HEADING.test(line) && !/[.:]$/.test(line) && line.split(/\s+/).length <= HEADING_MAX_WORDS;
}

/** The end of the run of heading lines from `start`. */
function headingRunEnd(lines: string[], start: number): number {
  let i = start;
  while (i < lines.length && isHeading(lines[i]!.trim())) i++;
  return i;
}

/** Lines `start` to `end` as headings, a heading ending in "/" joined to the next ("Symbol/" "CUSIP"). */
function headingsOf(lines: string[], start: number, end: number): string[] {
  const headings: string[] = [];
  for (const raw of lines.slice(start, end)) {
    const line = raw.trim();
    const last = headings.at(-1);
    if (last?.endsWith('/')) headings[headings.length - 1] = last + line;
    else headings.push(line);
  }
  return headings;
}

interface StackedRow {
  firstLine: number;
  lastLine: number;
  cells: { kind: CellKind; text: string }[];
}

/** The rows of cells from line `start` on, up to a blank line, a line of prose or a row without figures. */
function rowsFrom(lines: string[], start: number): StackedRow[] {
  const rows: StackedRow[] = [];
  let row: StackedRow | undefined;
  const figures = (r: StackedRow) => r.cells.filter((c) => c.kind === 'date' || c.kind === 'amount').length;
  for (let i = start; i < lines.length; i++) {
    const text = lines[i]!.trim();
    if (text === '' || text.split(/\s+/).length > CELL_MAX_WORDS) break;
    const kind = kindOf(text);
    // Words or a code after the row's figures begin the next row.
    if (row && (kind === 'words' || kind === 'code') && figures(row) > 0) {
      rows.push(row);
      row = undefined;
    }
    row ??= { firstLine: i, lastLine: i, cells: [] };
    row.cells.push({ kind, text });
    row.lastLine = i;
  }
  if (row) rows.push(row);
  const whole = rows.findIndex((r) => figures(r) < MIN_FIGURES);
  return whole < 0 ? rows : rows.slice(0, whole);
}

/** A row's cells put under the headings; undefined when they do not fit (more dates than date columns …). */
function cellsUnderHeadings(headings: string[], row: StackedRow): string[] | undefined {
  const out = headings.map(() => '');
  const dateColumns = headings.map((h, i) => (DATE_HEADING.test(h) ? i : -1)).filter((i) => i >= 0);
  const codeColumn = headings.findIndex((h) => CODE_HEADING.test(h) && !DATE_HEADING.test(h));
  const wordsColumn = headings.findIndex((_, i) => i !== codeColumn && !dateColumns.includes(i));
  const amountColumns = headings.map((_, i) => i).filter((i) => i !== codeColumn && i !== wordsColumn && !dateColumns.includes(i));
  const words: string[] = [];
  let dates = 0;
  let amounts = 0;
  // The code is the last one before the figures: "COCA-COLA CO", "COM", "KO" is a description on two lines.
  const firstFigure = row.cells.findIndex((c) => c.kind === 'date' || c.kind === 'amount');
  const code = row.cells.slice(0, firstFigure).findLastIndex((c) => c.kind === 'code');
  for (const [i, cell] of row.cells.entries()) {
    if (cell.kind === 'date') {
      if (dates >= dateColumns.length) return undefined;
      out[dateColumns[dates++]!] = cell.text;
    } else if (cell.kind === 'amount') {
      if (amounts >= amountColumns.length) return undefined;
      out[amountColumns[amounts++]!] = cell.text;
    } else if (i === code && codeColumn >= 0) {
      out[codeColumn] = cell.text;
    } else {
      words.push(cell.text);
    }
  }
  if (words.length > 0) {
    if (wordsColumn < 0) return undefined;
    out[wordsColumn] = words.join(' ');
  }
  return out;
}

/** Tables printed one cell per line, each with its headings and at least two rows. */
export function findStackedTables(lines: string[]): TextTable[] {
  const tables: TextTable[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!isHeading(lines[i]!.trim()) || (i > 0 && isHeading(lines[i - 1]!.trim()))) continue;
    let next = headingRunEnd(lines, i);
    let rows = rowsFrom(lines, next);
    // The first row's words look like headings too ("JOHNSON & JOHNSON COM", "JNJ") and end the run of them:
    // when the other rows begin with words and the first with a figure, the run gives back as many lines as the
    // other rows begin with (the fewest of them).
    const figureFirst = (row: StackedRow) => row.cells[0]!.kind === 'date' || row.cells[0]!.kind === 'amount';
    if (rows.length >= MIN_ROWS && figureFirst(rows[0]!) && !rows.slice(1).some(figureFirst)) {
      const leadingWords = Math.min(...rows.slice(1).map((row) => row.cells.findIndex((c) => c.kind === 'date' || c.kind === 'amount')));
      next -= leadingWords;
      rows = rowsFrom(lines, next);
    }
    const headings = headingsOf(lines, i, next);
    if (headings.length < MIN_HEADINGS) continue;
    const cells = rows.map((row) => cellsUnderHeadings(headings, row));
    if (rows.length < MIN_ROWS || cells.some((c) => c === undefined)) continue;
    const last = rows.at(-1)!.lastLine;
    tables.push({
      headerLine: i,
      lines: Array.from({ length: last - i + 1 }, (_, k) => i + k),
      header: headings,
      rows: cells as string[][],
      rowLines: rows.map((row) => row.firstLine),
    });
    i = last;
  }
  return tables;
}

/** The links a web page's table row ends with, copied as cells: "Edit", "Delete". */
const ROW_ACTION = /^(?:edit|delete|remove|view|update|details|open|select)$/i;
/** The heading of the column of such links. */
const ACTIONS_HEADING = /^(?:actions?|options|manage|tools)$/i;
/** At least this many headings make a record stacked one cell per line. */
const MIN_RECORD_HEADINGS = 5;

/**
 * One row of a web page's table copied one cell per line, its headings first and then its values in the same order
 * ("Member #" / "First name" / … / "Actions" / "M-0388" / "Annelies" / … / "Edit" / "Delete"): each value becomes
 * "heading: value". The run of short lines must split in two halves of one length once the row's links and their
 * column go, the first half headings, the second with at least two values holding a digit.
 */
export function linesWithStackedRecordKeyed(lines: string[]): string[] {
  const out = [...lines];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trim() === '' || (i > 0 && lines[i - 1]!.trim() !== '')) continue;
    let end = i;
    // ("Street + no.", "Fav. colour": an abbreviation's stop ends no sentence.)
    const cellLike = (line: string) => line !== '' && line.split(/\s+/).length <= CELL_MAX_WORDS && !/[!?:]$/.test(line) && !(/\.$/.test(line) && line.split(/\s+/).length > 3);
    while (end < lines.length && cellLike(lines[end]!.trim())) end++;
    if (end < lines.length && lines[end]!.trim() !== '') continue;
    let cells = lines.slice(i, end).map((line) => line.trim());
    while (cells.length > 0 && ROW_ACTION.test(cells.at(-1)!)) cells = cells.slice(0, -1);
    const actionsHeading = cells.findIndex((cell) => ACTIONS_HEADING.test(cell));
    if (actionsHeading >= 0) cells.splice(actionsHeading, 1);
    if (cells.length % 2 !== 0 || cells.length < 2 * MIN_RECORD_HEADINGS) continue;
    const half = cells.length / 2;
    const headings = cells.slice(0, half);
    const values = cells.slice(half);
    if (!headings.every((h) => HEADING.test(h) || /^[\p{L}][\p{L} /()&'#%.+-]{0,31}$/u.test(h)) || values.filter((v) => /\d/.test(v)).length < 2) continue;
    // (A list of words under prose, no headings over values: the first half's lines must not hold a figure.)
    if (headings.some((h) => /\d/.test(h))) continue;
    for (let j = i; j < end; j++) out[j] = '';
    out[i] = headings.map((h, k) => `${h}: ${values[k]}`).join('\n');
    i = end;
  }
  return out.flatMap((line) => line.split('\n'));
}
