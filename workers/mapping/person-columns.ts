/**
 * A tracker pasted sideways, one column per person ("Field | Okonkwo, Chidi | Castellanos, Imani | Thornbury, Wes |
 * HR notes"), each row one thing asked of them all. The text says whose column to use ("Only Imani Castellanos
 * still needs a W-4, fill it from her column"); that column becomes "row label: value" lines in place of the table,
 * and the other people's columns go. A notes column beside it mends the value next to it:
 *
 *   - "should be HEAD OF HOUSEHOLD", "WRONG - … = 1,000", "recalc: … = 5,000", "she lowered it to 25": the value the
 *     note ends on stands instead;
 *   - "leave 4(a) BLANK": the row gives nothing;
 *   - any other note ("matches SS card", "badge only") is a remark, and the value stands.
 */

import { escapeRegExp } from './normalize-text.js';

/** The least rows a sideways table has, under its header. */
const MIN_ROWS = 4;
/** The most words a person's column heading has: "Castellanos, Imani", "Imani R. Castellanos". */
const HEADING_NAME_WORDS = 4;

/** A notes column's heading: "HR notes (Castellanos column only)", "Comments", "Remarks". */
const NOTES_HEADING = /\b(?:notes?|comments?|remarks?)\b/i;
/** A person's name as a column heading: "Okonkwo, Chidi", "Wes Thornbury", "Imani R. Castellanos", "ALBESCU". */
const PERSON_HEADING = /^\p{Lu}[\p{L}'’-]+(?:,?\s+\p{Lu}[\p{L}'’.-]*){0,3}$/u;

/** Words of a note that say the value beside it is wrong or has changed. */
const NOTE_MENDS = /\b(?:wrong|should\s+be|recalc(?:ulated)?|corrected|lowered|raised|raise|lower|changed|increased|decreased|instead|actually|now|still|update[ds]?|moved|pushed|add)\b|=|->|→/i;
/** "leave 4(a) BLANK", "drop 4(b) entirely", "not used": a note that the row's box stays empty. */
const NOTE_BLANKS = /\bleave\b[^.;]{0,20}\b(?:blank|empty)\b|\bblank\s+(?:it|this)\b|\bnot\s+used\b|\b(?:drop|remove|delete)\b[^.;]{0,20}\b(?:entirely|altogether|completely)\b/i;
/**
 * Where a mending note's value starts: after "should be", "=", "->", "to" or "still" ("should be HEAD OF HOUSEHOLD",
 * "2 x 500 = 1,000", "lowered it to 25", "still -0-", "moved 9/1 -> 618 Squilchuck Rd, Unit B").
 */
const BEFORE_MENDED = /(?:\bshould\s+be|=|->|→|\bto|\bstill|\bis\s+now|\bnow)\s+(?=\S)/g;
/** "HOH - nephew lives with her": a note that opens with the value, in capitals, then says why. */
const VALUE_THEN_WHY = /^(?!(?:WRONG|NOTE|FYI|TODO|OK|NB|CHECK|ERROR|FIXED|UPDATED?)\b)(\p{Lu}[\p{Lu}\d]*(?:\s+\p{Lu}[\p{Lu}\d]*){0,3})\s+[-–—]\s+\S/u;

/**
 * The value at the start of what a note says after its verb: a number alone ("25 per her 9/5 email", "5,000, no other
 * credits", "9/29/2025 (moved to cellar crew)"), or words up to a bracket or the clause's end ("HEAD OF HOUSEHOLD
 * (unmarried …)", "618 Squilchuck Rd, Unit B (same city + zip)").
 */
function valueSaid(rest: string): string | undefined {
  if (/^-0-/.test(rest)) return '-0-';
  const number = rest.match(/^[$€£]?\d[\d,./-]*\d|^[$€£]?\d/)?.[0];
  if (number !== undefined && !/^\s+\p{Lu}/u.test(rest.slice(number.length))) return number.replace(/[,.]$/, '');
  const words = rest.split(/\s*[(;]|\.\s|\s[-–—]\s/)[0]!.trim().replace(/[.,]$/, '');
  return /^[\p{Lu}\d$]/u.test(words) ? words : undefined;
}

const cellsOf = (line: string): string[] => line.split('\t').map((cell) => cell.trim());

interface SidewaysTable {
  start: number;
  end: number;
  rows: string[][];
}

/** Runs of tab-separated lines whose header names people across its columns. */
function sidewaysTables(lines: string[]): SidewaysTable[] {
  const tables: SidewaysTable[] = [];
  for (let i = 0; i < lines.length; i++) {
    const header = cellsOf(lines[i]!);
    if (header.length < 3) continue;
    // (A header is a label over the rows' labels, then only people and notes: "Field | Okonkwo, Chidi | … | HR notes".)
    const isPerson = (cell: string) => PERSON_HEADING.test(cell) && !NOTES_HEADING.test(cell) && cell.split(/[\s,]+/).length <= HEADING_NAME_WORDS;
    const people = header.slice(1).filter(isPerson);
    if (people.length < 2 || !/^\p{L}[^:]*$/u.test(header[0]!) || header.slice(1).some((cell) => !isPerson(cell) && !NOTES_HEADING.test(cell))) continue;
    let end = i + 1;
    while (end < lines.length && lines[end]!.includes('\t') && cellsOf(lines[end]!).length <= header.length) end++;
    if (end - i - 1 < MIN_ROWS) continue;
    tables.push({ start: i, end, rows: lines.slice(i, end).map(cellsOf) });
    i = end - 1;
  }
  return tables;
}

/** The words of a person's column heading that name them: "Castellanos, Imani" → Castellanos, Imani. */
const headingNames = (cell: string): string[] => cell.split(/[\s,]+/).filter((word) => word.length >= 3 && /^\p{Lu}/u.test(word));
const wordPattern = (word: string): RegExp => new RegExp(String.raw`\b${escapeRegExp(word)}\b`, 'g');

/**
 * The column the text outside the table says to use ("Use the ALBESCU column"), or else of the one person it names
 * most (by a word of their heading), if one.
 */
function chosenColumn(header: string[], textOutside: string): number | undefined {
  const people = header.map((cell, column) => (column > 0 && !NOTES_HEADING.test(cell) && PERSON_HEADING.test(cell) ? headingNames(cell) : []));
  const saidColumn = people.findIndex((names) => names.some((name) => new RegExp(String.raw`\b${escapeRegExp(name)}\s+column\b`, 'i').test(textOutside)));
  if (saidColumn > 0) return saidColumn;
  const counts = people.map((names) => names.reduce((sum, name) => sum + (textOutside.match(wordPattern(name))?.length ?? 0), 0));
  const most = Math.max(...counts);
  return most > 0 && counts.filter((count) => count === most).length === 1 ? counts.indexOf(most) : undefined;
}

/**
 * A row's value as its note leaves it: the note's own value, nothing, or the value itself, and the note to read as a
 * sentence of its own where it only remarks on the value ("she checks 2(c) here", "leave 4(a) BLANK"). A note that
 * opens with a person's name ("Albescu: moved 9/1 -> …") is that person's: another column's person's note is left out.
 */
function valueAfterNote(value: string, note: string, ownNames: string[], otherNames: string[]): { value?: string; remark?: string } {
  const named = note.match(/^(\p{Lu}[\p{L}'’-]+)\s*:\s*/u);
  const isOf = (names: string[]) => named !== null && names.some((name) => name.toLowerCase() === named[1]!.toLowerCase());
  if (isOf(otherNames)) return { value };
  const said = isOf(ownNames) ? note.slice(named![0].length) : note;
  if (said === '') return { value };
  if (NOTE_BLANKS.test(said)) return { remark: said };
  const opening = said.match(VALUE_THEN_WHY)?.[1];
  if (opening !== undefined) return { value: opening };
  if (!NOTE_MENDS.test(said)) return { value, remark: said };
  const starts = [...said.matchAll(BEFORE_MENDED)].map((m) => m.index! + m[0].length);
  for (const start of starts.reverse()) {
    const mended = valueSaid(said.slice(start));
    if (mended !== undefined) return { value: mended };
  }
  return { value, remark: said };
}

export function withPersonColumnChosen(text: string): string {
  if (!text.includes('\t')) return text;
  const lines = text.split('\n');
  const tables = sidewaysTables(lines);
  if (tables.length === 0) return text;
  for (const table of tables.reverse()) {
    const [header, ...rows] = table.rows as [string[], ...string[][]];
    const outside = [...lines.slice(0, table.start), ...lines.slice(table.end)].join('\n');
    const column = chosenColumn(header, outside);
    if (column === undefined) continue;
    // (The notes column is the one after the people's, when its heading says it holds notes.)
    const notesColumn = header.findIndex((cell, at) => at > column && NOTES_HEADING.test(cell));
    const ownNames = headingNames(header[column]!);
    const otherNames = header.flatMap((cell, at) => (at > 0 && at !== column && at !== notesColumn ? headingNames(cell) : []));
    const keyed = rows.flatMap((row) => {
      const label = row[0] ?? '';
      const { value, remark } = valueAfterNote(row[column] ?? '', notesColumn >= 0 ? (row[notesColumn] ?? '') : '', ownNames, otherNames);
      const given = label === '' || value === undefined || value === '' || /^[-–—]$|^n\/?a$/i.test(value) ? [] : [`${label}: ${value}`];
      // (A remark is read as a sentence of its own, not as a value keyed by the row.)
      return remark === undefined ? given : [...given, /[.!?]$/.test(remark) ? remark : `${remark}.`];
    });
    lines.splice(table.start, table.end - table.start, ...keyed);
  }
  return lines.join('\n');
}
