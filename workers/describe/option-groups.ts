/**
 * Lists whose options fall under the options of another list, as a form's instructions print them in a table
 * (the SF-182's training type and sub-type codes):
 *
 *      Training Type Code        Training Sub Type Code
 *      01  Training Program      01  Legal … 08  Information Technology
 *          Area
 *      01  Training Program      09  Project Management … 15  Foreign Affairs
 *          Area (continued)
 *      02  Developmental         20  Supervisory Program/First-Line Supervisors …
 *
 * Read in order, page by page, top to bottom and left to right, each sub-option is printed after the option it
 * falls under: choosing "09 - Project Management" chooses "01 - Training Program Area" too. Plain functions over
 * the page layouts.
 */
import type { PageLayout } from './page-layout.js';

/** A list of the form: its field name, and its options' export values with the labels shown for them. */
export interface ListOptions {
  name: string;
  values: string[];
  labels: string[];
}

/** For a list whose options fall under another's: that list, and the option of it each of its own falls under. */
export interface OptionGroups {
  list: string;
  parentOf: Record<string, string>;
}

/** "09 - Project Management": a label's code and its first word, as the table prints them. */
const CODED_LABEL = /^\s*(\d{1,3})(?:\s*[-–.)]\s*|\s+)(\p{L}+)/u;

function codeKey(code: string, word: string): string {
  return `${Number(code)}|${word.toLowerCase()}`;
}

/** Each coded option of a list by the key its printed code and first word give. */
function keysOf(list: ListOptions): Map<string, string> {
  const keys = new Map<string, string>();
  list.labels.forEach((label, i) => {
    const m = label.match(CODED_LABEL);
    if (m) keys.set(codeKey(m[1]!, m[2]!), list.values[i]!);
  });
  return keys;
}

/**
 * The code-and-word keys printed on the pages, in reading order: a code alone followed by the words it heads
 * ("01 | Training Program"), or both in one phrase ("09 - Project Management").
 */
function printedKeys(layouts: PageLayout[]): string[] {
  const out: string[] = [];
  for (const layout of [...layouts].sort((a, b) => a.pageNumber - b.pageNumber)) {
    for (const row of layout.rows) {
      row.phrases.forEach((phrase, i) => {
        const joined = phrase.text.match(CODED_LABEL);
        if (joined) out.push(codeKey(joined[1]!, joined[2]!));
        else if (/^\s*\d{1,3}\s*$/.test(phrase.text)) {
          const word = row.phrases[i + 1]?.text.match(/^\s*(\p{L}+)/u)?.[1];
          if (word) out.push(codeKey(phrase.text, word));
        }
      });
    }
  }
  return out;
}

/** The lists whose every coded option the pages print under an option of another list, by the child list's name. */
export function findOptionGroups(lists: ListOptions[], layouts: PageLayout[]): Map<string, OptionGroups> {
  const groups = new Map<string, OptionGroups>();
  const coded = lists.map((list) => ({ list, keys: keysOf(list) })).filter((l) => l.keys.size >= 2);
  if (coded.length < 2) return groups;
  const printed = printedKeys(layouts);
  for (const child of coded) {
    for (const parent of coded) {
      if (parent === child || parent.keys.size >= child.keys.size) continue;
      const parentOf: Record<string, string> = {};
      let current: string | undefined;
      for (const key of printed) {
        const asParent = parent.keys.get(key);
        const asChild = child.keys.get(key);
        if (asParent !== undefined && asChild === undefined) current = asParent;
        else if (asChild !== undefined && current !== undefined && !(asChild in parentOf)) parentOf[asChild] = current;
      }
      // (Every option of each list in the table: two lists printed one after the other are no table of sub-codes.)
      const mapped = Object.keys(parentOf).length;
      if (mapped === child.keys.size && new Set(Object.values(parentOf)).size === parent.keys.size) {
        groups.set(child.list.name, { list: parent.list.name, parentOf });
        break;
      }
    }
  }
  return groups;
}
