/**
 * Numbered items amended the way a lawyer amends a contract: "strike … and insert …", each change naming the item it
 * makes.
 *
 *     A.12  Type of appointment: Career
 *     B.1b  Training site: Hotel Jerome, 330 E. Main St., Aspen, CO 81611
 *     …
 *     2.  Item A.12 is amended by striking "Career" and inserting in lieu thereof "Excepted Service, Schedule A".
 *     5.  Item B.1b is struck in its entirety.
 *     (a) In item A.2, strike "141" and insert "147".
 *     1.  Item A.10 is amended by inserting "(General Law)" after "Attorney-Advisor".
 *     A new Item C.1b is inserted after Item C.1a, to read: "Books and materials: $85.00".
 *
 * Read as written, the items say what they said before and the amendments quote old and new words side by side. Here
 * each amendment is made to its item, in order: words struck go, words inserted go in their place (or after or
 * before the words named), an item struck in its entirety goes, an item "amended to read" is what it quotes, a total
 * "amended to conform" is the sum of its group's amounts, and a new item goes in after the one named. An amendment made is left out of the text; one that names no item the text has,
 * or words the item does not have, stays as written.
 */

import { centsOf, dollarsOfCents } from './format-value.js';

/** An item's number as amendments name it: "A.10", "B.1a", "A.14-17", "3.2", "12". */
const ITEM_ID = String.raw`(?:[A-Z]\.)?\d{1,2}(?:\.\d{1,2})?[a-z]?(?:-\d{1,2}[a-z]?)?`;
/** An item's line: its number, then what it says (1 the number, 2 the rest). */
const ITEM_LINE = new RegExp(String.raw`^\s*(?:Item\s+)?(${ITEM_ID})[.:)]?\s+(\S.*)$`, 'i');
/** "Item A.10", "Items C.2a, C.2b and C.2c", "In item A.2" (1 the numbers). */
// ("Section 6.3(c) is amended by deleting …": or a section of an agreement, its clause's letter after it.)
const ITEMS_NAMED = new RegExp(String.raw`\b(?:items?|sections?)\s+(${ITEM_ID}(?:\([a-z]\))?(?:\s*(?:,|and|&)\s*(?:and\s+)?${ITEM_ID}(?:\([a-z]\))?)*)`, 'gi');
/** Whether a line names items: an amendment's line, not an item's. */
const NAMES_ITEMS = new RegExp(ITEMS_NAMED.source, 'i');
/** A quotation, in straight or curly quotes (1 the words). */
const QUOTED = String.raw`["“]([^"”]*)["”]`;
/** "striking "Career" and inserting in lieu thereof "Excepted …"", "strike "; the Zhentarim"" (1 struck, 2 inserted). */
// ('deleting "$40.00" and inserting "$25.00" in its place': or deleted.)
const STRIKE = new RegExp(String.raw`\b(?:strik(?:e|ing)|delet(?:e|ing))\s+${QUOTED}(?:\s*,?\s*and\s+insert(?:ing)?(?:\s+in\s+lieu\s+thereof)?\s+${QUOTED})?`, 'gi');
/** "inserting "(General Law)" after "Attorney-Advisor"" (1 inserted, 2 after or before, 3 the words named). */
const INSERT_BESIDE = new RegExp(String.raw`\binsert(?:ing)?\s+${QUOTED}\s+(after|before)\s+${QUOTED}`, 'gi');
/** "is struck in its entirety", "are deleted", "is repealed". */
const STRUCK_WHOLE = /^\s*(?:is|are)\s+(?:hereby\s+)?(?:struck|stricken|deleted|repealed|removed)(?:\s+in\s+(?:its|their)\s+entirety)?\b/i;
/** "is amended to read: "…"" (1 the item's new words). */
const AMENDED_TO_READ = new RegExp(String.raw`^\s*(?:is|are)\s+(?:hereby\s+)?amended\s+to\s+read\s*[:,]?\s*${QUOTED}`, 'i');
/** "A new Item C.1b is inserted after Item C.1a, to read: "…"" (1 the new number, 2 the item before it, 3 its words). */
const NEW_ITEM = new RegExp(String.raw`\ba\s+new\s+item\s+(${ITEM_ID})\s+is\s+(?:inserted|added)\s+after\s+item\s+(${ITEM_ID}),?\s+to\s+read\s*[:,]?\s*${QUOTED}`, 'i');

export function withStrikeAndInsertApplied(text: string): string {
  if (!/\bstrik(?:e|ing)\b|\bstruck\b|\bamended\b/i.test(text)) return text;
  const lines = text.split('\n');
  // Each item's line, by its number (the first line that numbers it: an amendment's own numbering comes later).
  const itemAt = new Map<string, number>();
  lines.forEach((line, at) => {
    const item = line.match(ITEM_LINE);
    if (item && !itemAt.has(item[1]!.toUpperCase()) && !NAMES_ITEMS.test(line)) itemAt.set(item[1]!.toUpperCase(), at);
  });
  if (itemAt.size < 2) return text;
  const current = [...lines] as Array<string | undefined>;
  const added = new Map<number, string[]>();
  const applied = new Set<number>();
  lines.forEach((line, at) => {
    const newItem = line.match(NEW_ITEM);
    if (newItem && itemAt.has(newItem[2]!.toUpperCase())) {
      const after = itemAt.get(newItem[2]!.toUpperCase())!;
      added.set(after, [...(added.get(after) ?? []), `${newItem[1]}  ${newItem[3]}`]);
      applied.add(at);
    }
    const named = [...line.matchAll(ITEMS_NAMED)];
    named.forEach((match, k) => {
      // The words that amend these items: up to the next items named, or the line's end.
      const end = k + 1 < named.length ? named[k + 1]!.index! : line.length;
      const change = line.slice(match.index! + match[0].length, end);
      const targets = match[1]!.split(/\s*(?:,|\band\b|&)\s*/).filter((id) => id !== '').map((id) => itemAt.get(id.replace(/\([a-z]\)$/i, '').toUpperCase()));
      if (targets.some((target) => target === undefined || target === at)) return;
      for (const target of targets as number[]) if (amended(current, target, change, [...added.values()].flat())) applied.add(at);
    });
  });
  if (applied.size === 0) return text;
  return current
    .flatMap((line, at) => (applied.has(at) ? [] : [...(line === undefined ? [] : [line]), ...(added.get(at) ?? [])]))
    .join('\n');
}

/** "Item C.1c is amended to conform": a total made to agree with the items it adds up. */
const TO_CONFORM = /^\s*(?:is|are)\s+(?:hereby\s+)?amended\s+to\s+conform\b/i;
/** "$1,195.00": an amount of money (1 its figure). */
const MONEY = /\$\s?(\d{1,3}(?:,\d{3})*(?:\.\d{2})?|\d+(?:\.\d{2})?)\b/;

/**
 * The total at `at` written again as the sum of the amounts of the items it adds up: those of its group ("C.1a",
 * "C.1b" for "C.1c"), as they stand now, new items among them.
 */
function totalledToConform(lines: Array<string | undefined>, at: number, newItems: readonly string[]): boolean {
  const [, id, said] = lines[at]!.match(ITEM_LINE)!;
  const group = id!.replace(/[a-z]$/, '');
  if (group === id) return false;
  let cents = 0;
  for (const line of [...lines, ...newItems]) {
    const item = line?.match(ITEM_LINE);
    if (!item || item[1] === id || item[1]!.replace(/[a-z]$/, '') !== group || /\btotal\b/i.test(item[2]!)) continue;
    const amount = item[2]!.match(MONEY);
    if (amount) cents += centsOf(amount[1]!);
  }
  const old = said!.match(MONEY);
  if (!old || cents === 0) return false;
  lines[at] = lines[at]!.replace(old[0], `$${dollarsOfCents(cents)}`);
  return true;
}

/** Makes the change `change` says to the item at `at`; whether it made one. */
function amended(lines: Array<string | undefined>, at: number, change: string, newItems: readonly string[]): boolean {
  const line = lines[at];
  if (line === undefined) return false;
  if (STRUCK_WHOLE.test(change)) {
    lines[at] = undefined;
    return true;
  }
  const said = line.match(ITEM_LINE)![2]!;
  if (TO_CONFORM.test(change) && /\btotal\b/i.test(said)) return totalledToConform(lines, at, newItems);
  const toRead = change.match(AMENDED_TO_READ);
  if (toRead) {
    // ("Item A.10 is amended to read "Position title: Attorney-Advisor"": the item's words; its key stays when the
    // words give none.)
    const key = said.match(/^[^:]{1,40}:\s*/)?.[0] ?? '';
    lines[at] = line.replace(said, /:/.test(toRead[1]!) ? toRead[1]! : `${key}${toRead[1]}`);
    return true;
  }
  let words = said;
  let made = false;
  for (const m of change.matchAll(STRIKE)) {
    if (!words.includes(m[1]!)) continue;
    words = words.replace(m[1]!, m[2] ?? '').replace(/\s{2,}/g, ' ').replace(/\s+([,;.])/g, '$1');
    made = true;
  }
  for (const m of change.matchAll(INSERT_BESIDE)) {
    if (!words.includes(m[3]!)) continue;
    words = words.replace(m[3]!, m[2]!.toLowerCase() === 'after' ? `${m[3]} ${m[1]}` : `${m[1]} ${m[3]}`);
    made = true;
  }
  if (made) lines[at] = line.replace(said, words);
  return made;
}
