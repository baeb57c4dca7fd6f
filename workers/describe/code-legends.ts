/**
 * Lists whose entries are bare codes ("1" … "22", "01" … "06") are explained in the form's instructions, often
 * pages away: "13. Education Level - Use the employee educational level codes listed below." then a table of
 * rows "17   Master's Degree   …". The short description of each code is what a text says ("a master's
 * degree"), so it becomes the option's caption, the way words printed beside a radio button do.
 */
import type { PageLayout, Row } from './page-layout.js';

/** "13. Education Level - Use the …", "7. Training Purpose Type - Select and insert …": an item's heading, its title in capitals. */
const HEADING = /^\s*(\d{1,2})[A-Z]?\.\s+(\p{Lu}[\p{L}'’\/&-]*(?:\s+(?:of|and|or|the|\p{Lu}[\p{L}'’\/&-]*))*)/u;
/** How many rows past its heading a legend may run (it may go on over a page break). */
const LEGEND_REACH = 80;

/**
 * The document's rows in reading order, with the item headings among them by number, read once per document:
 * every coded list and every text box looks its item up here.
 */
export interface InstructionItems {
  rows: Row[];
  /** Item number → indexes (into rows) of the rows that head an item with that number. */
  headings: Map<string, number[]>;
}

export function indexInstructionItems(layouts: PageLayout[]): InstructionItems {
  const rows = [...layouts].sort((a, b) => a.pageNumber - b.pageNumber).flatMap((l) => l.rows);
  const headings = new Map<string, number[]>();
  rows.forEach((row, i) => {
    const number = row.text.match(HEADING)?.[1];
    if (number !== undefined) headings.set(number, [...(headings.get(number) ?? []), i]);
  });
  return { rows, headings };
}

/** The rows under each heading of the list's item (its number, and a title whose words are the list's). */
function underItsHeadings(items: InstructionItems, list: Omit<CodedList, 'codes'>): Row[][] {
  return (items.headings.get(list.number) ?? [])
    .filter((i) => headsItem(items.rows[i]!.text, list))
    .map((i) => items.rows.slice(i + 1, i + 1 + LEGEND_REACH));
}

export interface CodedList {
  /** The item number the field's label or name gives ("13" of "13A Education level"). */
  number: string;
  /** The words of the field's label or name, lower case. */
  words: string;
  codes: string[];
}

/**
 * code → short description, from the legend under the heading that has the list's number and whose title's
 * words are all the list's own; undefined unless most of the codes are found.
 */
export function findCodeLegend(items: InstructionItems, list: CodedList): Map<string, string> | undefined {
  for (const rows of underItsHeadings(items, list)) {
    const legend = readLegend(rows, list.codes);
    if (legend.size * 2 >= list.codes.length) return legend;
  }
  return undefined;
}

/** Whether a row is the heading of the list's item: its number, and a title whose words are the list's. */
function headsItem(text: string, list: Omit<CodedList, 'codes'>): boolean {
  const heading = text.match(HEADING);
  if (!heading || heading[1] !== list.number) return false;
  // (The title runs on into the instruction when the dash after it is lost: "Education Level Use the …".)
  const titleWords = heading[2]!.toLowerCase().split(/[\s/&-]+/).filter((w) => w.length > 2);
  const shared = titleWords.filter((w) => list.words.includes(w)).length;
  return titleWords.length > 0 && list.words.includes(titleWords[0]!) && shared >= Math.min(2, titleWords.length);
}

/** Rows that start with one of the codes, then its description: the first phrase after the code. */
function readLegend(rows: Row[], codes: string[]): Map<string, string> {
  const legend = new Map<string, string>();
  for (const row of rows) {
    // The next item's heading ends this one's legend.
    if (HEADING.test(row.text) && legend.size > 0) break;
    const [first, second] = row.phrases;
    if (!first || !second) continue;
    const code = codes.find((c) => c === first.text.trim());
    if (code === undefined || legend.has(code) || !/\p{L}/u.test(second.text)) continue;
    legend.set(code, second.text.trim());
  }
  return legend;
}

/**
 * "6a. Non-supervisory - Anyone who …": a lettered entry under an item's heading, naming one allowed answer before
 * its dash; where the text layer lost the dash ("6a. Non-supervisory Anyone who …"), the answer is its first word.
 */
const LETTERED_ENTRY = /^\s*(\d{1,2})([a-z])\.\s+(?:(\p{L}[\p{L} /'’-]{1,40}?)\s+[-–—]\s|([\p{L}'’-]+)\s)/u;

/**
 * The answers an item's instructions list for a text box, lettered under its heading: "6. Position Level - Select
 * whether … one of the following: 6a. Non-supervisory - …, 6b. Supervisory - …". Undefined unless two or more.
 */
export function findListedAnswers(items: InstructionItems, list: Omit<CodedList, 'codes'>): string[] | undefined {
  for (const rows of underItsHeadings(items, list)) {
    const answers: string[] = [];
    for (const row of rows) {
      const entry = row.text.match(LETTERED_ENTRY);
      if (entry && entry[1] === list.number) answers.push((entry[3] ?? entry[4])!.trim());
      else if (HEADING.test(row.text)) break;
    }
    if (answers.length >= 2) return answers;
  }
  return undefined;
}

