/**
 * A spreadsheet pasted with its formulas shown (Google Sheets' View > Show formulas, Excel's Ctrl+`), cell by cell or
 * as its grid:
 *
 *     === Tab: Wrenna ===                              	A	B	C	D
 *     A1: Field   | B1: Value        | D1: Notes       1	Item	Rosalind	Gus	Notes (these win over the cell)
 *     A7: Age     | B7: =B6-B5                         9	ZIP	98902	98942	B9: mail came back - her ZIP is 98908
 *     A13: Hair   | B13: Auburn      | D13: … put Copper
 *
 * Read as written, a formula is noise and the value it stands for is nowhere. Here the sheet is read as the writer
 * would read it on screen:
 * - every formula is worked out (sheet-formulas.ts), across the workbook's tabs;
 * - a notes column (headed "Notes", "Comments") puts right the cell its note names ("B9: …") or the one on its row:
 *   "put Copper", "use …", a number said instead ("her ZIP is 98908", "a flat $40 per check instead") replaces the
 *   cell before the formulas that use it are worked out, and so does what a note that calls the cell wrong says it is
 *   ("wrong, she's HoH"); "drop that last sentence" cuts it, "ignore", "scratch" or "leave … blank" empties it; any
 *   other note takes the cell's place, keyed by the row's label;
 * - the tab the text asks for (named before the sheet, else the first) is written as "label: value" lines, its labels
 *   from the first column and its values from the column the text names ("column B") or the first after the labels.
 * Other tabs and other columns (another person's) are only read through the formulas. A text without a formula in
 * its cells stays as written.
 */

import { cellPosition, columnName, evaluateCell, shownValue, type Workbook } from './sheet-formulas.js';
import { escapeRegExp } from './normalize-text.js';
import { asOwnSentence } from './sentences.js';

/** "=== Tab: Wrenna ===", "--- Sheet: Campaign ---", "[Sheet: Inventory]" (1 or 2 the tab's name). */
const TAB_HEADING = /^\s*(?:[=\-#*]{2,}\s*(?:Tab|Sheet)\s*:?\s*(.+?)\s*[=\-#*]{2,}|\[(?:Tab|Sheet)\s*:?\s*(.+?)\])\s*$/i;
/** "A2: First  | B2: Wrenna": cells named by their references on one line. */
const ADDRESSED_LINE = /^\s*[A-Z]{1,3}\d+\s*:\s/;
const ADDRESSED_PART = /^\s*([A-Z]{1,3}\d+)\s*:\s?(.*)$/;
/** "\tA\tB\tC\tD": a grid's column letters. */
const GRID_COLUMNS = /^\s*A(?:\t+[B-Z])+\s*$/;
/** "9\tZIP\t98902\t…": a grid's numbered row. */
const GRID_ROW = /^(\d{1,4})(?:\t(.*))?$/;
const NOTES_HEADING = /\b(?:notes?|comments?|remarks?)\b/i;
/** Row 1 as a header: its first cell names the column of labels. */
const LABELS_HEADING = /^(?:field|item|key|label|attribute|property|description|line|what)$/i;
/** "column B", "col. C": the column the text asks for. */
const COLUMN_NAMED = /\bcol(?:umn|\.)?\s+([A-Z])\b(?![^.]{0,30}\bignore\b)/;

export function withSheetFormulasRead(text: string): string {
  const lines = text.split('\n');
  const parsed = readWorkbook(lines);
  if (!parsed) return text;
  const { book, tabs, from, to } = parsed;
  if (![...book.values()].some((cells) => [...cells.values()].some((raw) => raw.trim().startsWith('=')))) return text;
  const before = lines.slice(0, from).join('\n');
  const tab = tabs.find((name) => new RegExp(String.raw`\b${escapeRegExp(name)}\b`, 'i').test(before)) ?? tabs[0]!;
  const cells = book.get(tab.toLowerCase())!;
  const notesColumn = [...cells].find(([cell, raw]) => cellPosition(cell)[1] === 1 && NOTES_HEADING.test(raw))?.[0].replace(/\d+$/, '');
  const header = notesColumn !== undefined || LABELS_HEADING.test(cells.get('A1')?.trim() ?? '');
  const named = before.match(COLUMN_NAMED)?.[1];
  const valueColumn = named && named !== 'A' && named !== notesColumn ? named : 'B';
  const remarks = notesColumn ? applyNotes(cells, notesColumn, valueColumn) : [];
  const rows = [...new Set([...cells.keys()].map((cell) => cellPosition(cell)[1]))].sort((a, b) => a - b);
  const labels = new Set(rows.map((row) => cells.get(`A${row}`)?.trim().toLowerCase()));
  const out: string[] = [];
  for (const row of rows) {
    if (header && row === 1) continue;
    const label = cells.get(`A${row}`)?.trim().replace(/:$/, '') ?? '';
    if (label === '' || label.startsWith('=')) continue;
    // ("Height (in): 38" beside "Height: =INT(B8/12)&…": the input in its unit gives way to the row the sheet shows.)
    if (labels.has(label.replace(/\s*\([^()]*\)\s*$/, '').toLowerCase()) && /\)\s*$/.test(label)) continue;
    const value = evaluateCell(book, tab.toLowerCase(), `${valueColumn}${row}`);
    if (value === undefined || shownValue(value).trim() === '') continue;
    out.push(`${label}: ${shownValue(value)}`);
  }
  return [...lines.slice(0, from), ...out, ...remarks, ...lines.slice(to)].join('\n');
}

/** The workbook's cells, its tabs in order, and the lines it takes. Undefined when the text holds no sheet. */
function readWorkbook(lines: string[]): { book: Workbook; tabs: string[]; from: number; to: number } | undefined {
  const book: Workbook = new Map();
  const tabs: string[] = [];
  let current: Map<string, string> | undefined;
  let from = -1;
  let to = -1;
  let gridColumns = false;
  const startTab = (name: string) => {
    tabs.push(name);
    current = new Map();
    book.set(name.toLowerCase(), current);
  };
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at]!;
    const heading = line.match(TAB_HEADING);
    if (heading) {
      startTab((heading[1] ?? heading[2])!.trim());
      if (from < 0) from = at;
      to = at + 1;
      gridColumns = false;
      continue;
    }
    if (ADDRESSED_LINE.test(line)) {
      if (!current) startTab('Sheet1');
      if (from < 0) from = at;
      to = at + 1;
      for (const part of line.split(/\s+\|\s+(?=[A-Z]{1,3}\d+\s*:)/)) {
        const m = part.match(ADDRESSED_PART);
        if (m) current!.set(m[1]!, m[2]!.trim());
      }
      continue;
    }
    if (GRID_COLUMNS.test(line)) {
      if (!current) startTab('Sheet1');
      if (from < 0) from = at;
      to = at + 1;
      gridColumns = true;
      continue;
    }
    const row = gridColumns ? line.match(GRID_ROW) : null;
    if (row) {
      to = at + 1;
      (row[2] ?? '').split('\t').forEach((value, k) => {
        if (value.trim() !== '') current!.set(`${columnName(k + 1)}${row[1]}`, value.trim());
      });
      continue;
    }
    if (line.trim() !== '') gridColumns = false;
  }
  return from < 0 || book.size === 0 ? undefined : { book, tabs, from, to };
}

/** "B9: mail came back - …": a note that names the cell it is about (1 the cell, 2 what it says). */
const NOTE_ON_CELL = /^\s*([A-Z]{1,3}\d+)\s*:\s*(.*)$/;
const EMPTIES = /\b(?:ignore|scratch|not for the form|leave\b[^.;]{0,20}\bblank|delete|n\/a)\b/i;
/** "put Copper", "use 98908", "make it Copper": what the note says to write (1). */
const PUT = /\b(?:put|use|make it|change (?:it )?to|should be)\s+["“]?([^"”.;]+?)["”]?\s*[.!]?\s*$/i;
/** "wrong, she's HoH (unmarried, …)": the cell said to be wrong, then what it is (1). */
const WRONG_THEN_RIGHT = /\b(?:wrong|incorrect|not right)\b[\s,;:.–—-]*(?:(?:she|he|it|they)['’](?:s|re)|(?:she|he|it) is|they are|should be)\s+([^(.;,]{1,40}?)\s*(?:\(|[.;,]|$)/i;
const DROP_LAST_SENTENCE = /\bdrop\s+(?:that|the)\s+last\s+sentence\b/i;
/** "her ZIP is 98908", "a flat $40 per check instead": a number the note gives instead of the cell's. */
const NUMBER_SAID = /\$?\d[\d,]*(?:\.\d+)?/g;

/**
 * Each note of the notes column made to the cell it is about; the notes the cells cannot hold ("wrong, she's HoH …",
 * "leave 4(b) blank") come back as lines keyed by the row's label, to be read after the sheet.
 */
function applyNotes(cells: Map<string, string>, notesColumn: string, valueColumn: string): string[] {
  const remarks: string[] = [];
  for (const [cell, raw] of [...cells]) {
    const [column, row] = [cell.replace(/\d+$/, ''), cellPosition(cell)[1]];
    if (column !== notesColumn || row === 1 || raw.trim() === '') continue;
    const named = raw.match(NOTE_ON_CELL);
    const target = named ? named[1]! : `${valueColumn}${row}`;
    // (A note on another column's cell, "C9: …", is another person's.)
    if (target.replace(/\d+$/, '') !== valueColumn) continue;
    const note = (named ? named[2]! : raw).trim();
    const label = cells.get(`A${cellPosition(target)[1]}`)?.trim().replace(/:$/, '') ?? '';
    const current = cells.get(target) ?? '';
    const put = note.match(PUT);
    if (DROP_LAST_SENTENCE.test(note)) {
      cells.set(target, current.replace(/\s*[^.!?]+[.!?]\s*$/, '').trim());
      continue;
    }
    if (EMPTIES.test(note)) {
      cells.set(target, '');
      remarks.push(asOwnSentence(note));
      continue;
    }
    const instead = put ?? note.match(WRONG_THEN_RIGHT);
    if (instead) {
      cells.set(target, instead[1]!.trim());
      continue;
    }
    const numbers = (note.match(NUMBER_SAID) ?? []).filter((n) => !/^\d{1,2}\/\d/.test(n));
    const said = numbers.filter((n) => n.replace(/\D/g, '').length >= 2 && !note.includes(`${n}/`));
    if (said.length === 1 && (current.startsWith('=') || /^[$\d]/.test(current))) {
      cells.set(target, said[0]!.replace(/[$,]/g, ''));
      continue;
    }
    cells.set(target, '');
    remarks.push(`${label}: ${note}`);
  }
  return remarks;
}
