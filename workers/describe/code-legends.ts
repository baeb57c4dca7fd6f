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
export function findCodeLegend(layouts: PageLayout[], list: CodedList): Map<string, string> | undefined {
  const rows: Row[] = layouts.flatMap((l) => l.rows);
  for (let i = 0; i < rows.length; i++) {
    const heading = rows[i]!.text.match(HEADING);
    if (!heading || heading[1] !== list.number) continue;
    // (The title runs on into the instruction when the dash after it is lost: "Education Level Use the …".)
    const titleWords = heading[2]!.toLowerCase().split(/[\s/&-]+/).filter((w) => w.length > 2);
    const shared = titleWords.filter((w) => list.words.includes(w)).length;
    if (titleWords.length === 0 || !list.words.includes(titleWords[0]!) || shared < Math.min(2, titleWords.length)) continue;
    const legend = readLegend(rows.slice(i + 1, i + 1 + LEGEND_REACH), list.codes);
    if (legend.size * 2 >= list.codes.length) return legend;
  }
  return undefined;
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
