/**
 * Delimited tables pasted into free text (a CSV export, a spreadsheet copied with tabs, a pipe table): a header
 * line of column names and one or more rows. Each row is a record: the header cell is the key of the row's cell.
 * With several rows, each row is another person or thing, so only one row may be read; which one, the prose
 * around the table says ("W-4 for Marisol", "only her row") or nothing is read from it.
 */

import { addressHistory } from './parse-address-history.js';
import { nameFromParts } from './parse-compound.js';
import { keysPairedWithParts } from './parse-slash-lists.js';
import { withRunsKeyed } from './parse-two-columns.js';

export interface TextTable {
  /** Index of the header line among the text's lines; the rows follow it. */
  headerLine: number;
  /** Indexes of all the table's lines (header, rows and a markdown separator row). */
  lines: number[];
  header: string[];
  rows: string[][];
  /** The header is a form's numbered boxes, printed as text: one row under it is the whole record. */
  numbered?: boolean;
  /** Each row's first line, where a row takes several lines (a table pasted one cell per line); else a line each. */
  rowLines?: number[];
  /** The row the text marks as its writer's or its subject's ("| **Me** | … | <- this one"). */
  markedRow?: number;
}

const DELIMITERS = [',', ';', '\t', '|'];
/** "| … | <- this one", "| … |  ← mine": a pointer after a pipe table row's closing bar. */
const ROW_REMARK = /\|\s*(?:<-+|←|<=+|⬅️?)\s*[^|]*$|\|\s*\(?(?:this one|that's me|mine|me)\)?\s*$/iu;
/** "**Me**", "me", "(me)", "Myself": a cell that says the row is the writer's. */
const WRITER_CELL = /^(?:\*\*|__)?\(?(?:me|myself|me \(writer\))\)?(?:\*\*|__)?$/i;
/** How many empty cells at a row's end a copy may leave out. */
const TRAILING_CELLS_DROPPED = 2;
/** Only a wide table's: under a narrow one, a line of prose with a comma would pass for a row. */
const MIN_COLUMNS_FOR_DROPPED_CELLS = 6;
/**
 * With these, a table laid out in columns with spaces, as a statement or a confirmation prints it ("Trade Date
 * Settle Date   Symbol …"): a cell may hold single spaces ("MICROSOFT CORP"), never two. Read only for rows of
 * items (table-items.ts): a receipt's "QTY  ITEM  PRICE" over one line is read line by line.
 */
export const WITH_SPACED_COLUMNS = [...DELIMITERS, '  '];

/** A column name: a few words, letters first, as exports write them ("first_name", "ZipCode", "Start date"). */
// ("Name ≠ SS card", "Over 65?": a spreadsheet's headings may hold a sign or a question mark.)
const COLUMN_NAME = /^[\p{L}][\p{L}\p{N} _.#/()&'≠?-]{0,39}$/u;
/** The most digits a column's name holds: "W-2 box 12", "Form 1099". */
const MAX_HEADER_DIGITS = 4;
/** "+-----------+-----+": the border a terminal draws round a table. */
const BOX_BORDER = /^\s*\+(?:[-=]+\+)+\s*$/;
/** "|---|:---:|": the line under a markdown table's header; "-- ------ -----", the ruler under a printed report's. */
const SEPARATOR_ROW = /^[\s|:+=-]*[-=]{2,}[\s|:+=-]*$/;

/** Cells of one line split at `delimiter`, a quoted cell ("4471 W Pinecrest Dr, Unit 12") keeping it. */
export function splitDelimited(line: string, delimiter: string): string[] {
  if (delimiter === '  ') return line.trim().split(/\s{2,}/);
  let text = line.trim();
  // A pipe table's outer bars frame the row; they separate nothing.
  if (delimiter === '|') text = text.replace(/^\|/, '').replace(/\|$/, '');
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '"') {
      if (quoted && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (quoted || cell.trim() === '') {
        quoted = !quoted;
        if (quoted) cell = '';
      } else {
        cell += ch;
      }
    } else if (ch === delimiter && !quoted) {
      cells.push(cell.trim());
      cell = '';
    } else {
      cell += ch;
    }
  }
  cells.push(cell.trim());
  return cells;
}

/**
 * The most words a column's name holds. Commas and semicolons also run through prose, whose pieces are longer; a
 * pipe or a tab is only ever a table's, whose names may be a short phrase ("Price per share incl. commission").
 */
function maxHeaderWords(delimiter: string): number {
  return delimiter === '|' || delimiter === '\t' ? 6 : 4;
}

/** "out of Baldur's Gate", "bound for Luskan", "by the purser": a cell that goes on a sentence. */
const PHRASE_OF_A_SENTENCE = /^(?:out\s+of|bound\s+for|by\s+the|of|for|to|from|into|onto|via|with)\s+\S/i;

function isHeader(cells: string[], delimiter: string): boolean {
  // ("| field | value |": a pipe table of two columns, each row a key and its value.)
  if (cells.length === 2 && delimiter === '|' && isKeyValueHeader(cells)) return true;
  if (cells.length < 3) return false;
  // ("SSN 219-70-3318": a cell with a number's worth of digits is a value, and its line a row, not a header.)
  const maxWords = maxHeaderWords(delimiter);
  // ("| # | Type | Street | …": a column that numbers the rows is headed by "#".)
  // ("| | Old (remove) | **New** |": a pipe table's first column, of its rows' names, may have no heading; and a heading
  // may be in bold.)
  const names = cells.map((c) => c.replace(/^[*_]+|[*_]+$/g, ''));
  const named = (c: string, i: number) => COLUMN_NAME.test(c) || (c === '#' && cells.length > 3) || (c === '' && i === 0 && delimiter === '|');
  // ("SELLER (name / address / IL DL)": the slashes between a packed column's parts are no words.)
  const wordCount = (c: string) => c.split(/\s+/).filter((w) => /[\p{L}\p{N}#]/u.test(w)).length;
  if (!names.every((c, i) => named(c, i) && wordCount(c) <= maxWords && (c.match(/\d/g) ?? []).length <= MAX_HEADER_DIGITS)) return false;
  // ("Caravel GULL'S FORTUNE, out of Baldur's Gate, bound for Luskan": phrases that open with a preposition run on a
  // sentence; no column is named so.)
  if (names.some((c) => PHRASE_OF_A_SENTENCE.test(c))) return false;
  return new Set(names.map((c) => c.toLowerCase())).size === cells.length;
}

/** The tables of a text: a header line and the lines right after it that split into as many cells. */
export function findTables(lines: string[], delimiters: readonly string[] = DELIMITERS): TextTable[] {
  const tables: TextTable[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    for (const delimiter of delimiters) {
      if (!line.includes(delimiter)) continue;
      const header = splitDelimited(line, delimiter);
      if (!isHeader(header, delimiter)) continue;
      const used = [i];
      const rows: string[][] = [];
      let j = i + 1;
      if (j < lines.length && SEPARATOR_ROW.test(lines[j]!)) used.push(j++);
      let markedRow: number | undefined;
      // ("+-----+-----+" over "| field | value |": a table a terminal draws in a box, whose long cells wrap onto
      // rows of their own under them, the first cell empty.)
      const boxed = delimiter === '|' && BOX_BORDER.test(lines[i - 1] ?? '');
      const remarkLines: number[] = [];
      const rowLines: number[] = [];
      for (; j < lines.length; j++) {
        if (!lines[j]!.includes(delimiter)) break;
        // ("| **Me** | **Brannoc Ashdown** | … | <- this one": a remark after a pipe table's closing bar points at the row.)
        const remark = delimiter === '|' ? lines[j]!.match(ROW_REMARK) : null;
        const cells = splitDelimited(remark ? lines[j]!.slice(0, remark.index! + 1) : lines[j]!, delimiter);
        if (remark || cells.some((cell) => WRITER_CELL.test(cell))) markedRow = rows.length;
        // ("Elena<tab>…<tab>Caravan guard looking for her missing brother.<tab>": a spreadsheet's row copied without
        // its empty last cells is still a row.)
        if (header.length >= MIN_COLUMNS_FOR_DROPPED_CELLS && cells.length < header.length && cells.length >= header.length - TRAILING_CELLS_DROPPED && (delimiter === '\t' || delimiter === ',')) cells.push(...Array<string>(header.length - cells.length).fill(''));
        // (">>> INTC 200 sh from 2014 - covered, NOT for the form <<<" and its empty cells: a remark typed across a
        // spreadsheet's row between its rows is no row, and the table goes on under it.)
        if (delimiter === '\t' && cells.length === 1 && rows.length > 0 && fullRow(splitDelimited(lines[j + 1] ?? '', delimiter).length, header.length)) {
          remarkLines.push(j);
          used.push(j);
          continue;
        }
        if (cells.length !== header.length) break;
        if (boxed && cells[0] === '' && rows.length > 0) {
          const above = rows[rows.length - 1]!;
          cells.forEach((cell, c) => (above[c] = [above[c], cell].filter((part) => part !== '').join(' ')));
          used.push(j);
          continue;
        }
        rows.push(cells);
        rowLines.push(j);
        used.push(j);
      }
      // A row must hold values: a header repeated or a line of column names again is not a record.
      if (rows.length === 0 || rows.every((row) => row.every((c) => c === ''))) continue;
      tables.push({ headerLine: i, lines: used, header, rows, ...(markedRow !== undefined ? { markedRow } : {}), ...(remarkLines.length > 0 ? { rowLines } : {}) });
      i = j - 1;
      break;
    }
  }
  return tables;
}

/** A row of a spreadsheet copied with tabs, its empty last cells perhaps dropped. */
function fullRow(cellCount: number, columns: number): boolean {
  return cellCount === columns || (columns >= MIN_COLUMNS_FOR_DROPPED_CELLS && cellCount < columns && cellCount >= columns - TRAILING_CELLS_DROPPED);
}

/** What a data frame prints in an empty cell: no value. */
const MISSING_CELL = /^(?:NaT|NaN|None|<NA>|NA|null)$/;

/** A data frame's cell as a person would write it: empty for a missing value, a number without its padding ("400.000" → "400"). */
function frameCell(cell: string): string {
  if (MISSING_CELL.test(cell)) return '';
  return /^-?\d+\.\d*0$/.test(cell) ? cell.replace(/0+$/, '').replace(/\.$/, '') : cell;
}

/**
 * A data frame printed by pandas or R: column names right-aligned over their values, each row led by its index
 * at the margin, which has no name:
 *
 *                          desc  sym_cusip   trade_dt        qty
 *      3           COCA COLA CO         KO 2009-08-14    400.000
 *      12  OHIO ST WTR DEV AUTH  677660XK3 2013-05-21  25000.000
 *
 * A cell may hold single spaces and its neighbour may sit one space away ("KO 2009-08-14"), so the cells are
 * cut at the right edges of the names over them. Missing values ("NaT", "NaN") are empty cells.
 */
export function findRightAlignedTables(lines: string[]): TextTable[] {
  const tables: TextTable[] = [];
  for (let i = 0; i < lines.length; i++) {
    const header = lines[i]!;
    if (!/^\s{2,}\S/.test(header)) continue;
    const names = [...header.matchAll(/\S+/g)];
    if (names.length < 3 || !names.every((n) => COLUMN_NAME.test(n[0]))) continue;
    const edges = names.map((n) => n.index! + n[0].length);
    const used = [i];
    const rows: string[][] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const row = lines[j]!;
      const index = row.match(/^(\S+)\s/)?.[1];
      if (!index || index.length >= names[0]!.index!) break;
      const cuts = cellEnds(row, edges, index.length);
      if (!cuts) break;
      rows.push(cuts.map((cut, k) => row.slice(k === 0 ? index.length : cuts[k - 1], cut).trim()).map(frameCell));
      used.push(j);
    }
    if (rows.length === 0) continue;
    tables.push({ headerLine: i, lines: used, header: names.map((n) => n[0]), rows });
    i = j - 1;
  }
  return tables;
}

/** How far a cell's end may stray from its name's edge (a wide value pushes the rest of a hand-copied row on). */
const EDGE_SLACK = 3;

/**
 * Where each cell of a row ends: at a word's end (a space or the line's end after it) within EDGE_SLACK of its
 * column name's edge, each after the last; undefined when a column finds none or text runs past the last.
 */
function cellEnds(row: string, edges: number[], from: number): number[] | undefined {
  const wordEnds = [...row.matchAll(/\S(?=\s|$)/g)].map((m) => m.index! + 1).filter((end) => end > from);
  const cuts: number[] = [];
  for (const edge of edges) {
    const after = cuts.at(-1) ?? from;
    const near = wordEnds.filter((end) => end > after && Math.abs(end - edge) <= EDGE_SLACK).sort((a, b) => Math.abs(a - edge) - Math.abs(b - edge))[0];
    // (An empty cell: only spaces up to the edge.)
    if (near === undefined && row.slice(after, Math.min(edge, row.length)).trim() !== '') return undefined;
    cuts.push(near ?? Math.max(after, Math.min(edge, row.length)));
  }
  return row.slice(cuts.at(-1)).trim() === '' ? cuts : undefined;
}

/**
 * Where a fixed-width row's cells start: at each column's start, or at the start of a word a little before or
 * after it (a hand-copied row strays by a character or two); undefined when a word runs across a column.
 */
function columnCuts(line: string, starts: number[]): number[] | undefined {
  const cuts: number[] = [];
  for (const start of starts) {
    if (start >= line.length || line[start - 1] === undefined || line[start - 1] === ' ' || line[start] === ' ') {
      cuts.push(Math.min(start, line.length));
      continue;
    }
    const near = [1, -1, 2, -2, 3, -3].map((d) => start + d).find((p) => line[p - 1] === ' ' && line[p] !== undefined && line[p] !== ' ');
    if (near === undefined) return undefined;
    cuts.push(near);
  }
  return cuts.every((cut, k) => k === 0 || cut >= cuts[k - 1]!) ? cuts : undefined;
}

/** "1. Name", "5-B. Nature of Action": a box's number before its name. */
const NUMBERED_BOX = /^\d{1,2}(?:-?[A-Z])?\.\s+(?=\p{L})/u;

/** A header of a fixed-width table has at least this many columns: fewer, and it is a line of a record. */
const FIXED_COLUMNS = 4;

/**
 * A register printed in fixed-width columns, each name starting its column, a row wrapped onto lines whose first
 * column is blank:
 *
 *      LOG#     MANUFACTURER         MODEL    ACQUIRED FROM
 *      25-0712  Sturm, Ruger & Co.   GP100    Gerald P. Novak, 3318 Oak Ridge Dr,
 *                                             Normal, IL 61761 (PPT seller)
 *
 * Cells hold single spaces and commas, and may run up to the next column ("M&P15 Sport II TR81234"), so they are
 * cut where the names start. A line with text across a column's start ends the table.
 */
export function findFixedWidthTables(lines: string[]): TextTable[] {
  const tables: TextTable[] = [];
  for (let i = 0; i < lines.length; i++) {
    const names = [...lines[i]!.matchAll(/\S+(?: \S+)*/g)];
    // (Names in capitals, as registers print them; "4473#" names a form's number.)
    // (Or the numbered boxes of a form printed as text, "1. Name (Last, First, Middle)   2. Social Security Number".)
    const numbered = names.every((n) => NUMBERED_BOX.test(n[0]) && n[0].length <= 40);
    // ("SELLER (name / mailing address / IL DL)": a packed column's parts, in brackets, may be in lower case.)
    const unpacked = (name: string) => name.replace(/\s*\([^()]*\/[^()]*\)$/, '');
    if (names.length < FIXED_COLUMNS || (!numbered && !names.every((n) => /^(?=.*\p{L}|.*#)[\p{L}\d#][\p{L}\p{N} _.#/()&'-]{0,60}$/u.test(n[0]) && unpacked(n[0]).length <= 40 && !/\p{Ll}/u.test(unpacked(n[0]))))) continue;
    const starts = names.map((n) => n.index!);
    const used = [i];
    const rows: string[][] = [];
    let j = i + 1;
    // ("--  ----------  -----": the ruler a printed report draws under its header.)
    if (j < lines.length && SEPARATOR_ROW.test(lines[j]!)) used.push(j++);
    for (; j < lines.length && lines[j]!.trim() !== ''; j++) {
      const cuts = columnCuts(lines[j]!, starts);
      if (!cuts) break;
      const cells = cuts.map((cut, k) => lines[j]!.slice(cut, cuts[k + 1] ?? lines[j]!.length).trim());
      // ("FIRST ACTION" under a printout's row of boxes: a heading of what follows, no row.)
      if (numbered && cells.slice(1).every((c) => c === '')) break;
      // (A blank first cell continues the row above: the rest of its address.)
      if (cells[0] === '' && rows.length > 0) rows.at(-1)!.forEach((cell, k) => (rows.at(-1)![k] = [cell, cells[k]].filter((c) => c !== '').join(' ')));
      else rows.push(cells);
      used.push(j);
    }
    if (rows.length === 0) continue;
    // (A box's number is the printout's, not a line of the form being filled.)
    tables.push({ headerLine: i, lines: used, header: names.map((n) => n[0].replace(NUMBERED_BOX, '')), rows, ...(numbered ? { numbered } : {}) });
    i = j - 1;
  }
  return tables;
}

/** Short column names that exports use for common form concepts; spelt out so they meet the form's words. */
const COLUMN_ABBREVIATIONS: [RegExp, string][] = [
  [/^mi$/, 'middle initial'],
  // ("Legal First", "Legal Last": an onboarding sheet's name columns.)
  [/^(?:legal\s+)?(?:fname|first)$/, 'first name'],
  [/^(?:legal\s+)?(?:lname|last)$/, 'last name'],
  [/^(?:addr|address1)$/, 'address'],
  [/^(?:dept)$/, 'department'],
  [/^(?:tel|ph)$/, 'phone'],
  // A table's "St" column sits between the city and the ZIP code; a street column is called "Street" or "Address".
  [/^st$/, 'state'],
  // A firearms register's columns: the maker, and the calibre or gauge.
  [/^(?:manufacturer|mfr|mfg)$/, 'make manufacturer'],
  [/^cal(?:\s?\/\s?ga)?\.?$/, 'caliber'],
];

/** "first_name", "zipCode", "MI", "SAPostalCode" → "first name", "zip Code", "middle initial", "SA Postal Code". */
export function humaniseColumn(name: string): string {
  const words = name
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2')
    // (Capitals that stand for words before a capitalised word are a word of their own: Xero's "SAPostalCode".)
    .replace(/(\p{Lu}{2,})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .replace(/[_.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const lower = words.toLowerCase();
  return COLUMN_ABBREVIATIONS.find(([re]) => re.test(lower))?.[1] ?? words;
}

/** A Y/N cell answers its column's question; spelt out so it reads as yes or no, not as an initial. */
function cellValue(cell: string, key = ''): string {
  // ("MI" over "N": a column of initials keeps its letter.)
  if (INITIAL_KEY.test(key)) return cell;
  if (/^y$/i.test(cell)) return 'Yes';
  if (/^n$/i.test(cell)) return 'No';
  return cell;
}
/** A column of a name's initial: "middle initial", "MI", "initial". */
const INITIAL_KEY = /\binitials?\b|^\s*M\.?I\.?\s*$/i;

/** One cell of the subject row: the humanised column name and the cell's value. */
export interface KeyedCell {
  key: string;
  value: string;
}

/** "SELLER (name / address / IL DL)": a column's name, then the parts each of its cells packs, between slashes. */
const PACKED_COLUMN = /^(.+?)\s*\(([^()]+\/[^()]+)\)\s*$/;

/**
 * "Walt Pieczynski / 1406 N Chestnut St, Kewanee IL 61443 / P252-6618-4407" under "SELLER (name / address / IL DL)":
 * a ledger's cell that packs several values, each the value of its part of the column's name ("SELLER name",
 * "SELLER address", "SELLER IL DL"). Undefined where the cell's parts and the name's do not pair up.
 */
function packedCell(header: string, cell: string): KeyedCell[] | undefined {
  const m = header.trim().match(PACKED_COLUMN);
  const paired = m ? keysPairedWithParts(m[2]!, cell) : undefined;
  return paired?.map(({ key, value }) => ({ key: `${humaniseColumn(m![1]!)} ${humaniseColumn(key)}`, value }));
}

/** A row as key → value records, empty cells left out. */
export function rowAsKeyedCells(table: TextTable, row: string[]): KeyedCell[] {
  const out: KeyedCell[] = [];
  for (const [i, cell] of row.entries()) {
    if (cell === '') continue;
    const packed = packedCell(table.header[i]!, cell);
    if (packed) {
      out.push(...packed);
      continue;
    }
    const key = humaniseColumn(table.header[i]!);
    out.push({ key, value: cellValue(cell, key) });
  }
  // A name given in columns of its parts is also one name (parse-compound.ts).
  const name = nameFromParts(out);
  if (name) out.push({ key: 'name', value: name });
  return out;
}


/** The first column of a table of keys and values: "Field", "Item", "Attribute". */
const KEY_COLUMN = /^(?:fields?|items?|attributes?|keys?|labels?|boxe?s?|properties|property|what|questions?|form fields?|lines?)$/i;
/** Its second: "Value", "Answer", "Details". */
// ("Amount / value": or a value column named two ways.)
// ("| Line | Amount | Notes |": or the amounts of a list of costs.)
const VALUE_COLUMN = /^(?:(?:(?:amount|figure)\s*\/\s*)?(?:values?|answers?|details?|entry|entries|info|information|data|responses?|what to (?:put|write|enter))|amounts?)$/i;

/**
 * "| Field | Value |", and "| Property | |" over "| Commonly known as | 1046 S Cuyler Ave, … |": a table of two columns
 * whose rows are each a key and its value (the first heading then names what the rows are about).
 */
function isKeyValueHeader(header: string[]): boolean {
  if (header.length < 2) return false;
  // ("| | |" over "| **Age** | 34 |": a brew's table of a character's traits, its headings left empty.)
  return (KEY_COLUMN.test(header[0]!) && VALUE_COLUMN.test(header[1]!)) || (header.length === 2 && header[1]!.trim() === '' && (COLUMN_NAME.test(header[0]!.trim()) || header[0]!.trim() === ''));
}

/** "(NOT on Brannoc's sheet obviously):", "not for the form:": the line over a table saying it is not the form's. */
const KEPT_OFF_LEAD_IN = /\bnot\s+(?:on|for|in|part of)\s+(?:the|this|his|her|my|our|\p{Lu}[\p{L}'’]*)\b[^:\n]{0,30}(?:sheet|form|application|return)\b[^:\n]{0,30}:?\s*\)?:?\s*$/iu;

/** "Role", "Party": the first column of a roster of people, each row one of them. */
const ROLE_COLUMN = /^(?:roles?|party|parties|capacity|who)$/i;
/** "〃", '"', "ditto", "same": a cell that says it is the cell above it, as a merged cell copied blank does. */
const DITTO_CELL = /^(?:〃|"|''|ditto|same|same as above|\^)$/i;

/**
 * A roster's rows as "role column" keys of their cells. A row whose role cell is blank or a ditto mark goes on with the row
 * above (its blank and ditto cells that row's); only what it adds is read again.
 */
function rosterLines(table: TextTable): KeyedCell[] {
  const out: KeyedCell[] = [];
  let above: string[] | undefined;
  for (const raw of table.rows) {
    const continues = above !== undefined && (raw[0]!.trim() === '' || DITTO_CELL.test(raw[0]!.trim()));
    const row = raw.map((cell, c) => (DITTO_CELL.test(cell.trim()) || (continues && raw[0]!.trim() === '' && cell.trim() === '') ? (above?.[c] ?? '') : cell.trim()));
    for (const [c, cell] of row.entries()) {
      if (c === 0 || cell === '') continue;
      // (Cells a continued row carries down were read with the row above.)
      if (continues && raw[0]!.trim() === '' && raw[c]!.trim() === '') continue;
      // ("Desmond J. Achterberg (son)": who the person is to another, in brackets after the name, is no part of it; the
      // roster's role says whose the row is. (Not an office's code, "Manager, Enterprise Services Branch (ANG-E16)".)
      const value = NAME_COLUMN.test(table.header[c]!.trim()) ? cell.replace(/\s*\((?=[^()]*\p{Ll})[^()]{1,20}\)$/u, '') : cell;
      out.push({ key: `${row[0]} ${table.header[c]!.trim()}`, value: cellValue(value) });
    }
    above = row;
  }
  return out;
}

/** "New", "Now", "Current", "Updated", "After": the column of a change's values. */
const NEW_COLUMN = /^(?:new|now|current|updated|after|correct(?:ed)?|change(?:d)?\s+to)\b/i;
/** "Old (remove)", "Was", "Previous", "Before": the column of the values replaced. */
const OLD_COLUMN = /^(?:old|was|previous|before|former|current\s+on\s+file|on\s+file)\b/i;

/** "Your deal is line 3", "my purchase is row 2": the row the text says is its reader's or writer's. */
const OWN_ROW = /\b(?:your|my|our|his|her|their)\s+(?:deal|sale|purchase|transaction|transfer|entry|one|row|line|record)\s+is\s+(?:on\s+)?(?:row|line|entry|#)/i;
/** A column that numbers the rows ("Row", "#", "No."). */
const ROW_NUMBER_COLUMN = /^(?:row|#|no\.?|nr\.?|line|ln\.?|item)$/i;

/** Columns whose cells name the row's person or thing. */
const NAME_COLUMN = /name|first|last|given|surname|person|employee|client|customer|applicant|member|player|character|patient|student|mi$/i;

/**
 * Words around a mention that set its row aside: "Kevin's W-4 was already done", "skip Ana", "not Ben's".
 * Matched in the same clause as the mention.
 */
// ("Only Marisol needs a paper W-4 done": "done" after "needs" is what is asked, not what is finished.)
export const SET_ASIDE = /\b(?:already|(?<!\b(?:needs?|get|gets|getting|be)\s(?:[^\s.;,]+\s){0,5})done|finished|completed|filed|processed|skip|ignore|except|exclude|excluding|not|don't|don’t|never|no need|without|other than|instead of|(?:just|only) for (?:the |our |my )?(?:[\p{L}'’]+\s+)?(?:records|reference|files))\b/iu;

/**
 * The row the prose points at: the one whose identifying cells (its name columns, else cells unique to it)
 * are mentioned in a clause that does not set it aside; or the one row not set aside when all others are.
 * Undefined when the prose does not decide: several rows then mean several people and none is read.
 */
export function subjectRow(table: TextTable, prose: string): number | undefined {
  if (table.rows.length === 1) return 0;
  const { pointed, setAside, pointedAlone } = rowMentions(table, prose);
  if (table.markedRow !== undefined && !setAside.has(table.markedRow)) return table.markedRow;
  const candidates = [...pointed].filter((r) => !setAside.has(r));
  if (candidates.length === 1 && pointed.size === 1) return candidates[0];
  const alone = [...pointedAlone].filter((r) => !setAside.has(r));
  if (alone.length === 1) return alone[0];
  // ("Could you do the request form for the 4th row please - that's Annelies": a row by its place under the header,
  // where no column numbers the rows, when the rows the prose names leave it open. A spreadsheet's own row numbers
  // count its header too, so the place decides only between rows the prose names, or where it names none.)
  const placed = table.header.some((h) => ROW_NUMBER_COLUMN.test(h)) ? undefined : rowByPlace(prose);
  if (placed !== undefined && placed < table.rows.length && !setAside.has(placed) && (candidates.length === 0 || candidates.includes(placed))) return placed;
  if (pointed.size === 0 && setAside.size === table.rows.length - 1) return table.rows.findIndex((_, r) => !setAside.has(r));
  return undefined;
}

const ORDINAL_WORDS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
/** "the 4th row", "the fourth row", "row 4", "the 2nd data row": a row by its place. */
const ROW_BY_PLACE = new RegExp(String.raw`\b(?:(\d{1,2})(?:st|nd|rd|th)|(${ORDINAL_WORDS.join('|')}))\s+(?:data\s+)?row\b|\brow\s+(?:#\s*|no\.?\s*|number\s+)?(\d{1,2})\b(?!\s*(?:and|to|-|,)\s*\d)`, 'i');

/** The index of the row the prose names by its place under the header ("the 4th row"), counting from 1. */
function rowByPlace(prose: string): number | undefined {
  const m = prose.match(ROW_BY_PLACE);
  if (!m) return undefined;
  const place = m[1] ?? m[3] ? Number(m[1] ?? m[3]) : ORDINAL_WORDS.indexOf(m[2]!.toLowerCase()) + 1;
  return place >= 1 ? place - 1 : undefined;
}

/**
 * The rows the prose mentions: pointed at, set aside ("Row 3 is just for the attorney's records, not needed"), or
 * pointed at alone ("only row 13").
 */
export function rowMentions(table: TextTable, prose: string): { pointed: Set<number>; setAside: Set<number>; pointedAlone: Set<number> } {
  const nameColumns = table.header.map((h, i) => (NAME_COLUMN.test(h) ? i : -1)).filter((i) => i >= 0);
  const clauses = prose.split(/[.;!?\n]+|,\s+|\s[-–—]\s/).filter((c) => c.trim() !== '');
  const sentences = prose.split(/[.;!?\n]+/).filter((c) => c.trim() !== '');
  const pointed = new Set<number>();
  const setAside = new Set<number>();
  // "only row 13 needs the PDF today": a row pointed at alone outweighs the others the prose also mentions.
  const pointedAlone = new Set<number>();
  const identifiersOf = table.rows.map((row, r) => rowIdentifiers(table, row, r, nameColumns).map((identifier) => new RegExp(identifier, 'iu')));
  // (Whether a sentence names a row other than r.)
  const namesOther = (sentence: string, r: number) => identifiersOf.some((mentions, o) => o !== r && mentions.some((m) => m.test(sentence)));
  for (const [r, mentions] of identifiersOf.entries()) {
    for (const mention of mentions) {
      for (const clause of clauses) {
        if (!mention.test(clause)) continue;
        // ("Row 3 is just for the attorney's records, not needed on this form.": the sentence's other clauses may
        // set the row aside, when it names no other row.)
        const sentence = sentences.find((s) => s.includes(clause.trim())) ?? clause;
        // (Not "only row 13 needs the PDF today, 12 is already done": a clause that sets aside something it names,
        // a number or a name, sets aside that.)
        const asideOfNothingNamed = clauses.some((c) => c !== clause && sentence.includes(c.trim()) && SET_ASIDE.test(c) && !/\d|\s\p{Lu}/u.test(` ${c.trim().slice(1)}`));
        // ("Only Marisol needs a paper W-4 done - the other three did theirs …, so ignore them": what is set aside is
        // the other rows, not the one named.)
        const othersAside = /\b(?:the\s+)?(?:other|others|rest|remaining)\b/i.test(sentence.replace(clause, ''));
        if (SET_ASIDE.test(clause) || (!namesOther(sentence, r) && asideOfNothingNamed && !othersAside)) setAside.add(r);
        else {
          pointed.add(r);
          // ("Your deal is line 3.": a row said to be the reader's own is the one.)
          if (/\b(?:only|just)\b/i.test(clause) || OWN_ROW.test(clause)) pointedAlone.add(r);
        }
      }
    }
  }
  return { pointed, setAside, pointedAlone };
}

/**
 * The patterns that name a row in prose: its identifying cells (its name columns, else cells unique to it), a word
 * of its name no other row's name has, a record's code, or its number in a column that numbers the rows.
 */
function rowIdentifiers(table: TextTable, row: string[], r: number, nameColumns: number[]): string[] {
  const columns = nameColumns.length > 0 ? nameColumns : row.map((_, i) => i);
  const unique = (cell: string) => table.rows.every((other, o) => o === r || !other.some((c) => c.toLowerCase() === cell.toLowerCase()));
  const identifiers = columns
    .map((i) => row[i]!)
    .filter((cell) => /^\p{L}[\p{L}'’ .-]{1,}$/u.test(cell) && cell.replace(/[^\p{L}]/gu, '').length >= 3)
    .filter(unique)
    .map((cell) => String.raw`(?<![\p{L}-])${escape(cell)}(?![\p{L}-])`);
  // ("Ortega-Baptiste, Luis M." in the row, "Only Luis's request is funded" in the prose: a name is pointed at by
  // one of its words, when no other row's name has it.)
  for (const i of nameColumns) {
    const words = row[i]!.split(/[,\s]+/).filter((w) => /^\p{L}[\p{L}'’-]{2,}$/u.test(w));
    const elsewhere = (w: string) => table.rows.some((other, o) => o !== r && nameColumns.some((c) => other[c]!.toLowerCase().split(/[,\s]+/).includes(w.toLowerCase())));
    for (const word of words) if (!elsewhere(word)) identifiers.push(String.raw`(?<![\p{L}-])${escape(word)}(?![\p{L}-])`);
  }
  // "R-1191", "row 13": a record's code, or its number in a column that numbers the rows, said with "row".
  for (const [i, cell] of row.entries()) {
    // ("log 25-0712": digits in groups are a record's code too.)
    if ((/^(?=.*\p{L})(?=.*\d)[\p{L}\d-]{4,}$/u.test(cell) || /^\d+(?:-\d+)+$/.test(cell)) && cell.length >= 5 && unique(cell)) identifiers.push(String.raw`(?<![\p{L}\d-])${escape(cell)}(?![\p{L}\d-])`);
    if (/^\d{1,4}$/.test(cell) && ROW_NUMBER_COLUMN.test(table.header[i]!) && unique(cell)) identifiers.push(String.raw`\b(?:rows?|lines?|#)\s*#?\s*${cell}\b`);
  }
  return [...new Set(identifiers)];
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The text's lines with each table replaced by the cells of its subject row (or by nothing when no row can be
 * chosen). A cell is one value: it is not split again at its commas ("4471 W Pinecrest Dr, Unit 12").
 */
/**
 * "                 OLD (until Oct 31)              NEW (from Nov 1)" over "Street           4410 Maple Grove Dr   1287
 * Linden St": a record's old and new values side by side in columns laid out with spaces, each row led by its label.
 * Each new value is read under its label and each old one under "old" and its label; a new cell that says it is the
 * same ("(same)") is the old value.
 */
function spacedChangeTable(lines: string[], i: number): { used: number[]; cells: KeyedCell[] } | undefined {
  const line = lines[i]!;
  const indent = line.length - line.trimStart().length;
  const headings = [...line.matchAll(/\S+(?: \S+)*/g)];
  if (indent < 4 || headings.length !== 2) return undefined;
  const [first, second] = headings.map((h) => h[0].trim());
  const newFirst = NEW_COLUMN.test(first!) && OLD_COLUMN.test(second!);
  if (!newFirst && !(OLD_COLUMN.test(first!) && NEW_COLUMN.test(second!))) return undefined;
  const starts = headings.map((h) => h.index!);
  const used = [i];
  const cells: KeyedCell[] = [];
  for (let j = i + 1; j < lines.length && lines[j]!.trim() !== ''; j++) {
    const row = lines[j]!;
    // (Cut at runs of spaces: an earlier pass may have written a date's year into the headings, moving them.)
    const parts = row.trim().split(/\s{2,}/);
    if (!/^\S/.test(row) || parts.length < 2 || parts.length > 3) break;
    const label = parts[0]!;
    // (Two parts: one of the cells is empty, the one farther from where the other starts.)
    const lone = parts.length === 2 ? row.indexOf(parts[1]!, label.length) : -1;
    const [a, b] = parts.length === 3 ? [parts[1]!, parts[2]!] : Math.abs(lone - starts[0]!) <= Math.abs(lone - starts[1]!) ? [parts[1]!, ''] : ['', parts[1]!];
    const [oldCell, newCell] = newFirst ? [b!, a!] : [a!, b!];
    if (oldCell !== '' && !SAME_CELL.test(oldCell)) cells.push({ key: `old ${label}`, value: oldCell });
    const value = SAME_CELL.test(newCell) ? oldCell : newCell;
    if (value !== '' && !SAME_CELL.test(value)) cells.push({ key: label, value });
    used.push(j);
  }
  return cells.length >= 2 ? { used, cells } : undefined;
}

/** "(same)", "same", "no change": a cell that says it keeps the other column's value. */
const SAME_CELL = /^\(?(?:same|unchanged|no change|ditto|〃)\)?$/i;

export function linesWithTablesRead(lines: string[]): (string | KeyedCell)[] {
  const changes = lines.map((_, i) => spacedChangeTable(lines, i));
  if (changes.some((c) => c !== undefined)) {
    const taken = new Set(changes.flatMap((c) => c?.used.slice(1) ?? []));
    return lines.flatMap((line, i): (string | KeyedCell)[] => changes[i]?.cells ?? (taken.has(i) ? [] : [line]));
  }
  const delimited = findTables(lines);
  const taken = new Set(delimited.flatMap((t) => t.lines));
  const tables = [...delimited, ...findFixedWidthTables(lines).filter((t) => (t.rows.length >= 2 || t.numbered) && !t.lines.some((l) => taken.has(l)))];
  if (tables.length === 0) return lines;
  const inTable = new Set(tables.flatMap((t) => t.lines));
  const prose = lines.filter((_, i) => !inTable.has(i)).join('\n');
  const out: (string | KeyedCell)[] = [];
  for (const [i, line] of lines.entries()) {
    const table = tables.find((t) => t.headerLine === i);
    // ("| Field | Value | Notes |" over "| Age | 112 | young for a dwarf |": each row is a key and its value, and the
    // columns after them are remarks.)
    if (table && isKeyValueHeader(table.header)) {
      // ("| Mule | |" over "| Name | Tinder |": the first heading names whose the rows are.)
      const whose = table.header[1]!.trim() === '' && table.header[0]!.trim() !== '' ? `${table.header[0]!.trim()} ` : '';
      // ("And the mule, in case you want to track her somewhere (NOT on Brannoc's sheet obviously):": a table the line
      // over it keeps off the form.)
      const leadIn = lines.slice(0, i).reverse().find((line) => line.trim() !== '') ?? '';
      if (KEPT_OFF_LEAD_IN.test(leadIn)) continue;
      out.push(...table.rows.filter((row) => row[0] !== '' && row[1] !== '').flatMap((row) => keysPairedWithParts(row[0]!, cellValue(row[1]!)) ?? [{ key: `${whose}${row[0]!}`, value: cellValue(row[1]!) }]));
      continue;
    }
    // ("| Role | Name | City | …" over "| Principal (seller) | Rosalind M. Achterberg | Scottsdale | …" / "| Witness | …":
    // a roster of a deal's parties, each row keyed by its role.)
    if (table && ROLE_COLUMN.test(table.header[0]!.trim())) {
      out.push(...rosterLines(table));
      continue;
    }
    // ("| | Old (remove) | **New** |" over "| Street | ul. Grunwaldzka 102 | **ul. Długa 27/4** |": each row is a key, the
    // new column its value; the old one is what it replaces.)
    const newColumn = table ? table.header.findIndex((h, c) => c > 0 && NEW_COLUMN.test(h.replace(/[*_]/g, '').trim())) : -1;
    if (table && newColumn > 0 && (table.header[0]!.trim() === '' || KEY_COLUMN.test(table.header[0]!)) && table.header.some((h, c) => c > 0 && c !== newColumn && OLD_COLUMN.test(h.replace(/[*_]/g, '').trim()))) {
      out.push(...table.rows.filter((row) => row[0] !== '' && row[newColumn]!.replace(/[*_]/g, '').trim() !== '').map((row) => ({ key: row[0]!, value: cellValue(row[newColumn]!) })));
      continue;
    }
    if (table) {
      const r = subjectRow(table, prose);
      if (r !== undefined) out.push(...rowAsKeyedCells(table, table.rows[r]!));
      // ("| Residence (current) | 5120 N Kenmore Ave | … | Mailing | PO Box 25813 | …": rows of one person's addresses,
      // each read as the address of its time or use.)
      else out.push(...(addressHistory({ ...table, header: table.header.map(humaniseColumn) }, rowMentions(table, prose).setAside) ?? []));
      continue;
    }
    if (!inTable.has(i)) out.push(line);
  }
  return out;
}

/**
 * "Account Name              | Harrow & Finch Mechanical, LLC" / "Doing Business As         | H&F Boiler Service" / …: a
 * record's details tab copied as "label | value" lines, one bar between, no header and no outer bars. Each line is a
 * keyed line ("Account Name: Harrow & Finch Mechanical, LLC"); a label with no value ("Parent Account |") gives none.
 * Only a run of PIPED_PAIRS_AT_LEAST such lines.
 */
export function linesWithPipedPairsKeyed(lines: string[]): string[] {
  return withRunsKeyed(lines, PIPED_PAIR, PIPED_PAIRS_AT_LEAST, (key, value) => ((value ?? '').trim() === '' ? '' : `${key.trim()}: ${value!.trim()}`));
}
/** A label, spaces, one bar, then the value (or nothing): no bar at the line's start or in the value. */
const PIPED_PAIR = /^\s*(\p{L}[^|:]{0,40}?)\s+\|(?:\s+([^|]*?))?\s*$/u;
const PIPED_PAIRS_AT_LEAST = 3;

/**
 * "ITEM                        RIDGEBACK ANSWER" over a ruler, then "1. Legal name (as on tax return)    Ridgeback
 * Access Systems LLC": a list of questions and answers laid out in two columns with spaces, under headings that say
 * which column is the questions and which the answers. Each row is a keyed line ("Legal name (as on tax return):
 * Ridgeback Access Systems LLC"), its item number dropped; a row with no answer gives none.
 */
export function withSpacedAnswersKeyed(text: string): string {
  // (Read before the reader takes lines laid out in columns for two records side by side.)
  const lines = text.split('\n');
  const out = [...lines];
  for (let i = 0; i < lines.length; i++) {
    const headings = lines[i]!.trim().split(/\s{2,}/);
    if (headings.length !== 2 || !KEY_COLUMN.test(headings[0]!) || !VALUE_COLUMN.test(headings[1]!.split(/\s+/).pop()!)) continue;
    let j = i + 1;
    if (j < lines.length && SEPARATOR_ROW.test(lines[j]!)) j++;
    const rows: number[] = [];
    for (; j < lines.length && lines[j]!.trim() !== ''; j++) {
      if (!SPACED_ANSWER_ROW.test(lines[j]!)) break;
      rows.push(j);
    }
    if (rows.length < SPACED_ANSWERS_AT_LEAST) continue;
    out[i] = '';
    if (j - rows.length - 1 > i) out[i + 1] = '';
    for (const r of rows) {
      const [, question, answer] = lines[r]!.match(SPACED_ANSWER_ROW)!;
      out[r] = `${question!.trim()}: ${answer!.trim()}`;
    }
    i = j - 1;
  }
  return out.join('\n');
}

/** "1. Legal name (as on tax return)       Ridgeback Access Systems LLC": an item's question, spaces, its answer. */
const SPACED_ANSWER_ROW = /^\s*(?:\d{1,2}[.)]\s+)?(\p{L}[^:\n]{0,60}?)\s{2,}(\S.*)$/u;
const SPACED_ANSWERS_AT_LEAST = 3;
