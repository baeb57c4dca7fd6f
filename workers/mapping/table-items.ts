/**
 * Numbered items of a text and the rows of a form's table: "1) Johnson & Johnson common stock (JNJ). I bought
 * 120 shares on March 16, 2009 …", "2) Vanguard Wellington …" against rows of Description, Symbol, Trade Date,
 * Quantity. Read as one text, every row's "Trade Date" sees every item's date; read item by item, each item
 * fills the row of its number and nothing else.
 *
 * Plain functions: finding the items, finding the tables. map-values.ts maps each item onto its row.
 */
import type { FieldInfo } from '../../src/shared/protocol.js';
import { escapeRegExp } from './normalize-text.js';
import { withSpokenNumbers } from './spoken-numbers.js';
import { withOcrSlipsReadIn } from './ocr-slips.js';
import { CHAT_SENDER } from './speaker-lines.js';
import { findStackedTables } from './parse-stacked-table.js';
import { type TextTable, WITH_SPACED_COLUMNS, findRightAlignedTables, findTables as findTextTables } from './parse-table.js';

export interface TextItem {
  number: number;
  /** The item's text without its number. */
  text: string;
  /** Where the item (with its number) starts and ends in the text. */
  start: number;
  end: number;
}

const ORDINAL_WORDS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
/** "1) …", "1. …", "(1) …", "#1 …", "Item 1: …", "Lot 1. …", "First, …", "Second: …" at the start of a line. */
const ITEM_START = new RegExp(
  String.raw`^[ \t]*(?:\((\d{1,2})\)|#(\d{1,2})|(?:item|position|entry|line|lot)\s+(\d{1,2})\s*[:.)-]|(\d{1,2})[.)]|(${ORDINAL_WORDS.join('|')})[,:])[ \t]+(?=\S)`,
  'gim',
);

/**
 * "[3/2/25, 8:35 PM] Nadia: 1) Johnson & Johnson, JNJ, …": the text with the time and sender taken off the chat
 * messages that are a numbered list's items, so each item starts its line.
 */
export function withChatItemsOnLines(text: string): string {
  return text.replace(CHAT_SENDER_BEFORE_ITEM, '');
}
const CHAT_SENDER_BEFORE_ITEM = new RegExp(String.raw`^${CHAT_SENDER}(?=\(?\d{1,2}[.)][ \t])`, 'gmu');

/**
 * The numbered items of a text, 1, 2, 3 … in order, at least two. An item runs to the next item or to the
 * first blank line after it. A numbered question ("1. What is your name?") is a questionnaire, not an item.
 */
export function findNumberedItems(text: string): TextItem[] {
  // ("  lot 1: 100 sh …" indented under its holding's heading is one of that holding's lots, not an item of the list.)
  const starts = [...text.matchAll(ITEM_START)].filter((m) => !/^\s*lot\b|^\s+Lot\b/.test(m[0])).map((m) => ({
    number: m[5] ? ORDINAL_WORDS.indexOf(m[5].toLowerCase()) + 1 : Number(m[1] ?? m[2] ?? m[3] ?? m[4]),
    start: m.index!,
    body: m.index! + m[0].length,
  }));
  const items: TextItem[] = [];
  for (const [i, s] of starts.entries()) {
    if (s.number !== items.length + 1) break;
    const next = starts[i + 1]?.start ?? text.length;
    const blank = text.slice(s.body, next).search(/\n[ \t]*\n/);
    const end = blank >= 0 ? s.body + blank : next;
    const body = text.slice(s.body, end).trim();
    if (/\?/.test(body.split('\n')[0]!)) return [];
    items.push({ number: s.number, text: body, start: s.start, end });
  }
  return items.length >= 2 ? items : [];
}

/** "- Johnson & Johnson common stock (JNJ): 150 shares bought April 17, 2009 at $58.42 a share." */
const BULLET_START = /^[ \t]*[-*•][ \t]+(?=\S)/gm;
/** The figures an item of a list of records holds at least: a count, a date, a price. */
const ITEM_FIGURES = 2;

/**
 * The items of a bulleted list of records (a lot per line, with its count, its date and its price), numbered 1, 2, 3
 * … in the order written: at least two, each with figures of its own. A bulleted list of "Key: value" lines
 * ("- SSN: …") holds one figure a line at most, and is no list of records.
 */
export function findBulletedItems(text: string): TextItem[] {
  const starts = [...text.matchAll(BULLET_START)];
  const items: TextItem[] = [];
  for (const [i, m] of starts.entries()) {
    const next = starts[i + 1]?.index ?? text.length;
    const body = m.index! + m[0].length;
    const newline = text.slice(body, next).search(/\n/);
    const end = newline >= 0 ? body + newline : next;
    const line = text.slice(body, end).trim();
    // (Items of one list follow one another, line after line.)
    if (items.length > 0 && text.slice(items.at(-1)!.end, m.index!).trim() !== '') break;
    if ((line.match(/\d[\d,./:-]*/g) ?? []).length < ITEM_FIGURES) break;
    items.push({ number: items.length + 1, text: line, start: m.index!, end });
  }
  return items.length >= 2 ? items : [];
}

/** The figures a plain line of a list of records holds at least, without a bullet to say it is one: a count, a date, a price. */
const PLAIN_ITEM_FIGURES = 3;

/**
 * "these are the per-share costs including commissions:" and a lot per line under it, without bullets ("Coca-Cola
 * (KO): 300 shares bought June 2, 2009 at $24.87"): the lines of a list of records, numbered in order. The list
 * follows a line that ends with a colon, or a blank line; every line holds figures of its own and no more than a
 * short sentence's words.
 */
export function findPlainLineItems(text: string): TextItem[] {
  const lines = text.split('\n');
  let at = 0;
  let run: TextItem[] = [];
  let opened = true;
  for (const line of lines) {
    const start = at;
    at += line.length + 1;
    const figures = (line.match(/\d[\d,./:-]*/g) ?? []).length;
    if (line.trim() !== '' && opened && figures >= PLAIN_ITEM_FIGURES && line.trim().split(/\s+/).length <= PLAIN_ITEM_WORDS && !BULLET_OR_NUMBER.test(line)) {
      run.push({ number: run.length + 1, text: line.trim(), start, end: start + line.length });
      continue;
    }
    if (run.length >= 2) return run;
    run = [];
    opened = line.trim() === '' || /:\s*$/.test(line);
  }
  return run.length >= 2 ? run : [];
}

/**
 * "Uncle Hal: Pfizer PFE, 200 shares on March 15 2005, 27.40 a share. slip says 5,480.00 all in": a chat whose
 * messages give one lot each, among messages about other things. A lot's message counts units of it ("200 shares"),
 * gives a date and has figures of its own; the messages that do, in order, are the items ("coke split 2 for 1 … so
 * the statement shows 200 shares now" gives no date, and is no lot).
 */
export function findChatMessageItems(text: string): TextItem[] {
  const items: TextItem[] = [];
  for (const m of text.matchAll(CHAT_MESSAGE)) {
    const body = m[2]!;
    const figures = (body.match(/\d[\d,./:-]*/g) ?? []).length;
    if (figures < PLAIN_ITEM_FIGURES || !UNITS_COUNTED_ALONE.test(body) || !LOT_DATE.test(body)) continue;
    const start = m.index! + m[0].length - body.length;
    items.push({ number: items.length + 1, text: body.trim(), start, end: start + body.length });
  }
  return items.length >= 2 ? items : [];
}
/** A chat's message on its line: the sender (1), then what they wrote (2). */
const CHAT_MESSAGE = new RegExp(String.raw`^${CHAT_SENDER}([^\n]+)$`, 'gmu');
/** "March 15 2005", "Sept 22 2006", "11/20/2008", "2009-06-10": the date a lot was bought. */
const LOT_DATE = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+(?:19|20)\d{2}\b|\b\d{1,2}\/\d{1,2}\/(?:19|20)?\d{2}\b|\b(?:19|20)\d{2}-\d{2}-\d{2}\b/i;

/**
 * The items as the form takes them: none that says it is left off ("5. KO … - EXCLUDE.", "…, skip it"), and another
 * lot of a holding an item before named, called by its name alone ("and Pfizer again in nov 2008 …", "Starbucks again,
 * second lot -- 07/15/2010, …"), under the head the earlier item gave the holding ("Pfizer PFE", "Starbucks Corp
 * (SBUX)"), so its row names it as that one's does.
 */
export function itemsForTheForm(items: TextItem[]): TextItem[] {
  // ("Apple (AAPL) -- 01/2010 lot -- sold that whole thing in 2019, skip it": an item that says it is not the form's
  // goes, whatever list it is in, and the items after it are numbered again.)
  const kept = items.filter((item) => !ITEM_SAYS_EXCLUDED.test(item.text)).map((item, i) => ({ ...item, number: i + 1 }));
  return kept.map((item, i) => {
    const again = item.text.match(HOLDING_AGAIN);
    const before = again ? kept.slice(0, i).find((other) => other.text.toLowerCase().startsWith(again[1]!.toLowerCase())) : undefined;
    if (!again || !before) return item;
    const head = before.text.split(/,|\s[-–—]{1,2}\s/)[0]!.trim();
    return { ...item, text: `${head}, ${item.text.slice(again[0].length).replace(/^[\s,;:–—-]+/, '')}` };
  });
}
/** "and Pfizer again", "Starbucks again, second lot": a holding named again (1). */
const HOLDING_AGAIN = /^\s*(?:and\s+|then\s+|also\s+|plus\s+)?(\p{Lu}[\p{L}&.'’-]*(?:\s+\p{Lu}[\p{L}&.'’-]*){0,3})\s+again\b(?:,?\s+(?:a\s+)?(?:second|another|third|2nd|3rd)\s+(?:lot|purchase|buy))?/u;

/**
 * "was 40 sh, SBUX split 2-for-1 in 2015 so it's 80 sh now @ $4.61", "15 sh pre-split = 30 sh now": a lot counted
 * again after a split. The count it has now is the lot's; the counts before go.
 */
export function withCountNowKept(said: string): string {
  if (!COUNT_NOW.test(said)) return said;
  return said.replace(COUNT_BEFORE_NOW, '');
}
const COUNT_NOW = /\b\d[\d,]*(?:\.\d+)?\s*(?:sh\b\.?|shs\b|shares)\s+now\b/i;
/** "was 40 sh, ", "15 sh pre-split = ": a count the lot had before, and what ties it to the count now. */
const COUNT_BEFORE_NOW = /(?:\bwas\s+)?\b\d[\d,]*(?:\.\d+)?\s*(?:sh\b\.?|shs\b|shares)(?!\s+now\b)(?:\s+pre-?split)?\s*(?:=\s*|,\s*)?/gi;

/** A paragraph: lines one after another, up to a blank line. */
const PARAGRAPH = /[^\n]+(?:\n(?![ \t]*\n)[^\n]*)*/g;
/** "in October of 2008", "from 2007": a year, enough of a date for a paragraph that tells of one lot. */
const SOME_YEAR = /\b(?:19|20)\d{2}\b/;

/**
 * A lot told in a paragraph of its own, the paragraphs one after another under the text's lead-in ("The Johnson &
 * Johnson (JNJ). I bought 150 shares on March 3, 2009 - paid $58.43 a share …" / "3M, ticker MMM. 40 shares in
 * October of 2008 …"): each paragraph with a count of units and a date (or a year) is an item, numbered in order; one
 * that takes its lot off ("I sold them all last June") is none. Needs at least two.
 */
export function findParagraphItems(text: string): TextItem[] {
  const items: TextItem[] = [];
  for (const m of text.matchAll(PARAGRAPH)) {
    const paragraph = m[0].trim();
    // ("I bought a hundred and fifty shares": a count said in words counts too.)
    if (!LOT_COUNT.test(withSpokenNumbers(paragraph)) || !(SOME_DATE.test(paragraph) || SOME_YEAR.test(paragraph)) || LEFT_OFF.test(paragraph)) continue;
    items.push({ number: items.length + 1, text: paragraph, start: m.index!, end: m.index! + m[0].length });
  }
  return items.length >= 2 ? items : [];
}

/**
 * "[scan p.1]", "[page 2]", "--- confirm 3 ---": a line of its own that marks where one of several scanned pages or
 * documents begins.
 */
const BLOCK_MARKER = /^[ \t]*(?:\[(?:scan|page|p\.|pg\.?|photo|image|confirm(?:ation)?)\b[^\]\n]{0,20}\]|[-=]{2,}[ \t]*(?:page|scan|confirm(?:ation)?)\b[^\n]{0,20}?[-=]{2,})[ \t]*$/gim;
/** "YOU BOUGHT 300", "You bought 25,000 par": a confirmation's count of what was bought. */
const BOUGHT_COUNT = /\b(?:you|we|I)\s+bought\s+(\d[\d,]*(?:\.\d+)?)(?:\s+par)?\b/i;

/**
 * Documents pasted one after another under marks of their own ("[scan p.1]" … "[scan p.2]" …: a broker's trade
 * confirmations, scanned): each with a count bought and a date is an item, its OCR slips read, its mark left off and
 * its count keyed as the quantity. A document the text around them takes off the form ("Skip the Pfizer confirm: I sold those shares")
 * is none. Needs at least two.
 */
export function findMarkedBlockItems(text: string): TextItem[] {
  const marks = [...text.matchAll(BLOCK_MARKER)];
  if (marks.length < 2) return [];
  const blocks = marks.map((mark, k) => {
    const from = mark.index! + mark[0].length;
    const blankAt = text.slice(from).search(/\n[ \t]*\n(?![ \t]*\n)/);
    const end = Math.min(marks[k + 1]?.index ?? text.length, blankAt < 0 ? text.length : from + blankAt);
    // (Its OCR slips read as the whole text warns of them; the block keeps its place in the text as written.)
    return { start: mark.index!, end, body: withOcrSlipsReadIn(text.slice(from, end).trim(), text) };
  });
  const outside = [text.slice(0, blocks[0]!.start), text.slice(blocks.at(-1)!.end)].join('\n');
  const wordsOf = (t: string) => t.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
  const leavingOff = outside.split(/(?<=[.!?:])\s+|\n/).filter((sentence) => LEFT_OFF.test(sentence)).map((sentence) => new Set(wordsOf(sentence)));
  const distinctive = distinctiveWords(blocks.map((block) => new Set(wordsOf(block.body))));
  const kept = blocks.filter((block, i) => (BOUGHT_COUNT.test(block.body) || LOT_COUNT.test(block.body)) && SOME_DATE.test(block.body) && !takenOff(distinctive[i]!, leavingOff));
  if (kept.length < 2) return [];
  // (The broker's letterhead and the account line every confirmation repeats are no lot's.)
  const linesOf = (body: string) => body.split('\n').map((line) => line.trim());
  const everywhere = new Set(linesOf(kept[0]!.body).filter((line) => line !== '' && kept.every((block) => linesOf(block.body).includes(line))));
  const bodyOf = (body: string) => body.split('\n').filter((line) => !everywhere.has(line.trim())).join('\n');
  // (What stands before the count bought is the account's, not the lot's: "Acct 44-1O93-2   LINDQVIST HAROLD B". Each
  // column a confirmation prints is a line of its own: "TRADE DATE …   SETTLEMENT DATE …".)
  const lotOf = (body: string) => {
    const bought = body.search(BOUGHT_LINE);
    return (bought > 0 ? body.slice(body.lastIndexOf('\n', bought) + 1) : body).replace(BOUGHT_LINE, (_, count: string, what: string) => `quantity: ${count}\ndescription: ${what.trim()}\n`).replace(/[ \t]{2,}/g, '\n');
  };
  return kept.map((block, k) => ({ number: k + 1, text: lotOf(bodyOf(block.body)), start: block.start, end: block.end }));
}
/** "YOU BOUGHT   300   EXXON MOBIL CORP   SYMBOL: XOM": the count bought, then what, up to the next column. */
const BOUGHT_LINE = /\b(?:you|we|I)\s+bought\s+(\d[\d,]*(?:\.\d+)?)(?:\s+par)?[ \t]{2,}([^\n]+?)(?=[ \t]{2,}|\n|$)/i;

/** The most words of a plain line that is one record. */
const PLAIN_ITEM_WORDS = 20;
/** A line that is a bulleted or numbered item, read by the readers above. */
const BULLET_OR_NUMBER = /^[ \t]*(?:[-*•]|\(?\d{1,2}[.)])[ \t]+/;

/**
 * Words that take a row of a pasted table off the form: "The Intel lot was sold in 2019, so leave it off." A
 * count sold ("I sold 50 of the Procter & Gamble") leaves the rest of the lot on it.
 */
// ("Leave lot 6 off the form": what is left off may be named between.)
const LEFT_OFF = /\b(?:sold(?!\s+\d)|leave (?:it|them|that|this|(?:lot|row|line|item|#)\s*#?\d{1,3}|the [\p{L}&]+(?: [\p{L}&]+)?) (?:off|out)|don'?t (?:put|include|add)|do not (?:put|include|add)|skip|exclude|not (?:part of|on) (?:this|the form))\b/iu;

/** "lot_id", "Lot", "#", "No.": a column that numbers a table's rows. */
const ROW_ID_COLUMN = /^(?:lot[_ ]?(?:id|no\.?|#)?|id|#|no\.?|row)$/i;

/** The words of each record that not every record has: a name, a ticker, a year. A word every row has ("Optional Cash Purchase") points at none of them. */
function distinctiveWords(recordWords: Set<string>[]): string[][] {
  return recordWords.map((words) => [...words].filter((w) => recordWords.some((other) => !other.has(w))));
}

/** Whether one of the sentences that leave something off (each as its set of words) names the record by one of its own words. */
function takenOff(distinctive: string[], leavingOff: Set<string>[]): boolean {
  return leavingOff.some((words) => distinctive.some((w) => words.has(w)));
}

/** "TOTAL", "Grand total", "Sum": the first cell of a row that adds up the rows above it. */
const TOTAL_CELL = /^(?:grand\s+|sub\s?)?totals?\b|^sum\b/i;

/**
 * A spreadsheet's row that is no lot: a remark typed in its first cell alone (">>> INTC 200 sh from 2014 - covered,
 * NOT for the form <<<"), or the row of totals under the lots.
 */
function isRemarkOrTotalRow(row: string[]): boolean {
  const filled = row.filter((cell) => cell.trim() !== '');
  if (row.length >= 3 && filled.length === 1) return true;
  return TOTAL_CELL.test(filled[0] ?? '');
}

/**
 * The rows of a table pasted into the text ("Trade Date   Settle Date   Symbol   Description …" and a line per
 * lot) as items, each row's cells keyed by their column ("Symbol: MSFT"), numbered in order. A row the prose
 * around the table takes off the form ("the Intel lot was sold, so leave it off": a sentence with one of its
 * words and a word of leaving out) is no item. The items cover the whole table, header and rows left off too,
 * so none of it is read again with the rest of the text. Needs at least two rows.
 */
export function findTableRowItems(text: string): TextItem[] {
  const lines = text.split('\n');
  const table = tableOfItems(lines);
  if (!table) return [];
  const offsets: number[] = [];
  let at = 0;
  for (const line of lines) {
    offsets.push(at);
    at += line.length + 1;
  }
  const tableLines = new Set(table.lines);
  // (A year is a word here: "skip the 2013 purchase".)
  const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}{3,}|(?<!\d)(?:19|20)\d{2}(?!\d)/gu) ?? [];
  // The words of each sentence around the table that leaves something off.
  const sentencesLeavingOff = lines
    .filter((_, i) => !tableLines.has(i))
    .join('\n')
    .split(/(?<=[.!?])\s+|\n/)
    .filter((sentence) => LEFT_OFF.test(sentence));
  const leavingOff = sentencesLeavingOff.map((sentence) => new Set(wordsOf(sentence)));
  // ("Leave lot 6 off the form": a row named by its number in a column of row numbers.)
  const idColumn = table.header.findIndex((column) => ROW_ID_COLUMN.test(column.trim()));
  const idsLeftOff = new Set(idColumn < 0 ? [] : sentencesLeavingOff.flatMap((sentence) => [...sentence.matchAll(/\b(?:lot|row|line|item|id|#)\s*#?(\d{1,4})\b/gi)].map((m) => m[1]!)));
  const distinctive = distinctiveWords(table.rows.map((row) => new Set(row.flatMap(wordsOf))));
  const kept = table.rows
    .map((row, i) => ({ row, i, line: table.rowLines?.[i] ?? table.lines[table.lines.length - table.rows.length + i]! }))
    .filter(({ i }) => !takenOff(distinctive[i]!, leavingOff))
    .filter(({ row }) => !isRemarkOrTotalRow(row) && !(idColumn >= 0 && idsLeftOff.has((row[idColumn] ?? '').trim())));
  if (kept.length < 2) return [];
  const end = offsets[table.lines[table.lines.length - 1]!]! + lines[table.lines[table.lines.length - 1]!]!.length;
  // A cell no other row has ("KO") names its row too.
  const ownCells = table.rows.map((row, i) => row.filter((cell) => /\p{L}/u.test(cell) && !table.rows.some((other, j) => j !== i && other.includes(cell))));
  const mentions = (i: number, sentence: string) => namesRow(ownCells[i]!, distinctive[i]!, sentence);
  const sentences = lines.filter((_, i) => !tableLines.has(i)).join('\n').split(/(?<=[.!?])\s+|\n/);
  const rowItems = kept.map(({ row, i }, k) => ({
    number: k + 1,
    text: table.header.map((column, c) => `${itemColumn(column)}: ${correctedCell(row[c] ?? '', sentences.filter((s) => mentions(i, s)))}`).join('\n'),
    start: k === 0 ? offsets[table.headerLine]! : offsets[kept[k]!.line]!,
    end: k === kept.length - 1 ? end : offsets[kept[k + 1]!.line]!,
  }));
  const named = (paragraph: string) => table.rows.some((_, i) => mentions(i, paragraph));
  return [...rowItems, ...lotsInProse(text, end, named).map((lot, k) => ({ ...lot, number: rowItems.length + k + 1 }))];
}

/**
 * Numbered items as the text's later messages mend them ("Correction: the J&J was 60 shares, not 80.", "Exxon …
 * Price was $77.09, not 77.90, and the trade date was 02/04/2009, settled 02/09/2009.", "take the Verizon line off
 * entirely"). Only sentences after the last item are read. A number given "instead of" or "not" another is mended in
 * the one item that has the other; a trade or settlement date said of the one item a sentence names replaces that
 * item's; an item a sentence takes off goes, and the items after it are numbered again.
 */
export function itemsAsCorrected(items: TextItem[], text: string): TextItem[] {
  if (items.length < 2) return items;
  // (Each message on its own: "found the Exxon confirm in the attic. Price was $77.09, not 77.90, …" speaks of the
  // item its first sentence names.)
  const messages = text.slice(items.at(-1)!.end).split(/\n[ \t]*\n/).map((message) => message.split(/(?<=[.!?])\s+|\n/));
  const wordsOf = (t: string) => new Set(t.toLowerCase().match(/\p{L}{3,}|(?<![\p{L}\d])\p{Lu}{2,5}(?![\p{L}\d])/gu)?.map((w) => w.toLowerCase()) ?? []);
  const itemWords = items.map((item) => wordsOf(item.text.split(/\s[-–—]\s|\d/)[0]!));
  const distinctive = itemWords.map((words) => [...words].filter((w) => !COMMON_ITEM_WORDS.has(w) && itemWords.filter((other) => other.has(w)).length === 1));
  const named = (sentence: string) => {
    // ("Lot 1 was 220 shares, not 200": the item by its number.)
    const byNumber = Number(sentence.match(/\b(?:lot|item|row)\s+(\d{1,2})\b/i)?.[1] ?? 0);
    if (byNumber >= 1 && byNumber <= items.length) return byNumber - 1;
    const words = wordsOf(sentence);
    const found = distinctive.flatMap((own, i) => (own.some((w) => words.has(w)) ? [i] : []));
    return found.length === 1 ? found[0] : undefined;
  };
  const texts = items.map((item) => item.text);
  // (An item that says itself it is not for the form, "5. KO (Coca-Cola) 200 sh bought 2014 - EXCLUDE.", goes in
  // itemsForTheForm, whichever reader found it.)
  const dropped = new Set<number>();
  let mendedItem: number | undefined;
  for (const sentence of messages.flatMap((sentences) => sentences.map((sentence, i) => ({ sentence, before: sentences.slice(0, i) })))) {
    let at = named(sentence.sentence) ?? sentence.before.map(named).findLast((i) => i !== undefined);
    if (at !== undefined && ITEM_TAKEN_OFF.test(sentence.sentence)) dropped.add(at);
    const mended = sentence.sentence.match(ROW_CORRECTION);
    if (mended) {
      // ("220 shares, not 200, and …": the comma after the number is the sentence's.)
      const old = new RegExp(String.raw`(?<![\d.,])\$?${escapeRegExp(mended[2]!.replace(/[.,]+$/, ''))}(?![\d]|[.,]\d)`);
      const holders = texts.flatMap((t, i) => (old.test(t) ? [i] : []));
      if (holders.length === 1) texts[holders[0]!] = texts[holders[0]!]!.replace(old, (was) => `${was.startsWith('$') ? '$' : ''}${mended[1]}`);
      if (holders.length === 1) mendedItem = holders[0];
    }
    // ("… fixed it to 75 shares, not 57; at $49.80 that is $3,735.00": the item a number was mended in.)
    at ??= mendedItem;
    if (at === undefined) continue;
    // ("… and the total was $13,721.40": the item's total said again.)
    const total = sentence.sentence.match(TOTAL_SAID)?.[1];
    if (total && ITEM_TOTAL.test(texts[at]!)) texts[at] = texts[at]!.replace(ITEM_TOTAL, (whole, was: string) => whole.replace(was, total));
    // (The correction says the date as the item does: "trade date was 02/04/2009" for "bought 02/03/2009".)
    for (const key of DATE_KEYS) {
      const date = sentence.sentence.match(key)?.[1];
      if (date) texts[at] = texts[at]!.replace(key, (whole, was: string) => whole.replace(was, date));
    }
  }
  if (dropped.size === 0 && texts.every((t, i) => t === items[i]!.text)) return items;
  return items.flatMap((item, i) => (dropped.has(i) ? [] : [{ ...item, text: texts[i]! }])).map((item, k) => ({ ...item, number: k + 1 }));
}

/** "the total was $13,721.40", "at $49.80 that is $3,735.00": an item's total said in a later sentence. */
const TOTAL_SAID = /(?:\btotal\s+(?:was|is|should be|=|:)|\bthat\s+(?:is|comes\s+to)|\bthat['’]s|\bcomes\s+to)\s*(\$\d[\d,]*(?:\.\d{2})?)/i;
/** "total $12,486.50": the item's own total. */
const ITEM_TOTAL = /\btotal\s+(?:of\s+|is\s+)?(\$\d[\d,]*(?:\.\d{2})?)/i;

/** "- EXCLUDE.", "— skip this one", ": leave it off": an item's own words that keep it off the form. */
// ("Apple (AAPL) -- 01/2010 lot -- sold that whole thing in 2019, skip it": or after a comma, last.)
const ITEM_SAYS_EXCLUDED = /,\s*skip\s+(?:it|this(?:\s+one)?)\s*[.!]?\s*$|(?:^|\s)[-–—:]\s*(?:exclude(?:d)?|skip(?:\s+(?:this(?:\s+one)?|it))?|leave\s+(?:it|this(?:\s+one)?)\s+off|do\s+not\s+(?:include|list)(?:\s+(?:it|this))?|don['’]t\s+(?:include|list)(?:\s+(?:it|this))?)\s*[.!]?(?=\s|$)/iu;
/** "take the Verizon line off", "remove the …", "drop the …": an item taken off the form. */
const ITEM_TAKEN_OFF = /\b(?:take\s+(?:the\s+|that\s+|it\s+)?(?:[\p{L}&'’-]+\s+){0,3}(?:off|out)|remove|delete|drop)\b/iu;
/** Words many holdings share, which name none of them: "common", "stock", "shares". */
const COMMON_ITEM_WORDS = new Set(['common', 'stock', 'shares', 'share', 'bought', 'settled', 'fund', 'inc', 'corp', 'company', 'the', 'and', 'class']);
const ITEM_DATE = String.raw`(\d{1,2}\/\d{1,2}\/\d{2,4}|\d{4}-\d{2}-\d{2})`;
/** A trade date and a settlement date after their words, in a correction and in the item alike. */
const DATE_KEYS: RegExp[] = [String.raw`trade date|bought|purchased|acquired`, String.raw`settled|settlement date|settle date`].map(
  (words) => new RegExp(String.raw`\b(?:${words})\s+(?:was\s+|is\s+|on\s+|:\s*)?${ITEM_DATE}`, 'i'),
);

/**
 * Whether a sentence speaks of a row: it names a cell no other row has ("the KO line should be 250 shares"), or
 * one of the row's distinctive words ("the Coca-Cola lot").
 */
function namesRow(ownCells: string[], distinctiveWords: string[], sentence: string): boolean {
  if (ownCells.some((cell) => new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(cell)}(?![\\p{L}\\d])`, 'u').test(sentence))) return true;
  const words = new Set(sentence.toLowerCase().match(/\p{L}{3,}/gu) ?? []);
  return distinctiveWords.some((w) => words.has(w));
}

/** "should be 250 shares, not 200", "250 instead of 200": the number that mends a row's cell, and the cell's old one. */
const ROW_CORRECTION = /(\d[\d,]*(?:\.\d+)?)(?:\s+\p{L}+){0,2},?\s+(?:not|instead of)\s+(?:the\s+)?(\d[\d,]*(?:\.\d+)?)(?![\d,.]*\d)/u;

/** A row's cell as the sentences about its row mend it: "the KO line should be 250 shares, not 200". */
function correctedCell(cell: string, sentences: string[]): string {
  const plain = (n: string) => n.replace(/,/g, '');
  for (const sentence of sentences) {
    const m = sentence.match(ROW_CORRECTION);
    if (m && plain(m[2]!) === plain(cell)) return m[1]!;
  }
  return cell;
}

/** "I have 25 bonds", "40 shares": a count of a lot's units, said with them. */
const UNITS_COUNTED = String.raw`\b\d[\d,]*(?:\.\d+)?\s+(?:shares|bonds|units|contracts)\b`;
/** "current share count 312.447", "Par 25,000", "Face amount $25,000" (a bond's): a lot's count named before it. */
// ("$25,000 face", "$10,000 par": or after it; "ten bonds of $1,000 face each" is each one's.)
const COUNT_NAMED = String.raw`\b(?:share count|number of shares|par(?: value| amount)?|face(?: value| amount))\s*(?:is\s+|of\s+|:\s*)?\$?(\d[\d,]*(?:\.\d+)?)\b|(?<!\bof\s)\$(\d[\d,]*(?:\.\d+)?)\s+(?:face|par)\b(?!\s+(?:value\s+|amount\s+)?each)`;
const UNITS_COUNTED_ALONE = new RegExp(UNITS_COUNTED, 'i');
const COUNT_NAMED_ALONE = new RegExp(COUNT_NAMED, 'i');
/** A count of a lot's units, said with them, named before it, or keyed as a quantity ("quantity: 25,000"). */
const LOT_COUNT = new RegExp(String.raw`${UNITS_COUNTED}|${COUNT_NAMED}|\b(?:quantity|qty)\s*(?:is\s+|of\s+|:\s*)?\$?\d[\d,]*(?:\.\d+)?\b`, 'i');
// ("the 14th of March, '07": a day said before its month too.)
const SOME_DATE = /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b|\b\d{1,2}(?:st|nd|rd|th)?\s+of\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i;

/**
 * Lots the text describes in prose after its table ("Then there's the bond, please put it after the three stocks:
 * Ohio Water Development Authority …, CUSIP 677660AB8. I have 25 bonds, traded 09/20/2012 …"): a paragraph with a
 * count of units and a date that names none of the table's rows and takes nothing off is one more item. Its
 * lead-in up to a colon says where it goes, not what it is.
 */
function lotsInProse(text: string, from: number, namesARow: (paragraph: string) => boolean): Omit<TextItem, 'number'>[] {
  const lots: Omit<TextItem, 'number'>[] = [];
  for (const m of text.slice(from).matchAll(PARAGRAPH)) {
    const paragraph = m[0].trim();
    if (!LOT_COUNT.test(paragraph) || !SOME_DATE.test(paragraph) || LEFT_OFF.test(paragraph) || namesARow(paragraph)) continue;
    const leadIn = paragraph.match(/^[^:\n]{0,120}:\s+(?=\p{Lu})/u);
    const start = from + m.index!;
    lots.push({ text: leadIn ? paragraph.slice(leadIn[0].length) : paragraph, start, end: start + m[0].length });
  }
  return lots;
}

/**
 * A column of a table of things named as a form's table names it: "Name" (or "Security", "Holding name") of a lot
 * is what the lot is, its description, not a person's name.
 */
function itemColumn(column: string): string {
  return /^(?:(?:security|holding|investment|fund|company|stock|product|item)\s+)?name$|^(?:security|holding|investment)$/i.test(column.trim()) ? 'description' : column;
}

/**
 * The table whose rows are the items: the first of two rows or more; a data frame's printout (parse-table.ts
 * findRightAlignedTables) before a table read from the same lines by its spaces, and either before a table
 * pasted one cell per line (parse-stacked-table.ts) on the same lines. A table printed again with the
 * same columns (a notebook's output after a cell that mends it) replaces the one before.
 */
function tableOfItems(lines: string[]): TextTable | undefined {
  const frames = findRightAlignedTables(lines);
  const framed = new Set(frames.flatMap((t) => t.lines));
  const spaced = findTextTables(lines, WITH_SPACED_COLUMNS).filter((t) => !t.lines.some((l) => framed.has(l)));
  const taken = new Set([...framed, ...spaced.flatMap((t) => t.lines)]);
  const tables = [...frames, ...spaced, ...findStackedTables(lines).filter((t) => !t.lines.some((l) => taken.has(l)))]
    .filter((t) => t.rows.length >= 2)
    .sort((a, b) => a.headerLine - b.headerLine);
  const first = tables[0];
  return first && tables.filter((t) => t.header.join('\u0000') === first.header.join('\u0000')).at(-1);
}

/**
 * An item's text with what its head says made explicit: "Johnson & Johnson common stock (JNJ). I bought …"
 * names the item first ("description: Johnson & Johnson common stock") and its ticker or code in brackets
 * ("symbol or code: JNJ"); the rest follows as written. A head that is a sentence of its own ("I bought …")
 * or runs long is no name, and the text is left as it is.
 */
export function itemWithHeadKeyed(item: string): string {
  const keyed = headKeyed(item);
  // ("The number on the confirmation is 213185AB7.": a code shaped as a CUSIP is the lot's, whatever it is called.)
  // (Not where the item keys its symbol itself: "SYMBOL: XOM" over "CUSIP 30231G102".)
  const cusip = /^(?:symbol or code|symbol|ticker)\s*:/im.test(keyed) ? undefined : keyed.match(CUSIP_SHAPED)?.[0];
  return cusip ? `symbol or code: ${cusip}\n${keyed}` : keyed;
}

/**
 * A CUSIP: nine capitals and digits, the issuer's six, the issue's two, a check digit, with a letter among them
 * (nine digits alone are as often an account's or a phone's).
 */
const CUSIP_SHAPED = /\b(?=[\dA-Z]{0,8}[A-Z])\d{3}[\dA-Z]{5}\d\b/;

function headKeyed(item: string): string {
  // ("Top row - the Johnson & Johnson, ticker JNJ.", "Then the muni - Ohio Water …": where the row goes, said before it.)
  const text = item.replace(ROW_LEAD, '').replace(ORDER_LEAD, '');
  // (A table's row is keyed already: "desc: COCA COLA CO"; "Johnson & Johnson (JNJ): 150 shares …" is a head.)
  if (/^[^:\n]{1,40}:\s/.test(text) && !/^[^:\n]*\(\p{Lu}[\p{Lu}\d.]{0,11}\):\s/u.test(text)) return text;
  // "City of Portland, Oregon general obligation bond, CUSIP 736688QX3 - $25,000 par, …": a head with commas of its
  // own runs to a dash, its code last.
  // ("The Ohio bond, State of Ohio GO 5% due 2029, CUSIP 677522JK1: $25,000 par, …": a holding called by a short name
  // and then by its own, with its code: the own name describes it.)
  const renamed = text.match(RENAMED_HEAD);
  if (renamed) {
    const rest = text.slice(renamed[0].length);
    // ("Last, the Vanguard Wellington Fund, the Investor Shares, symbol VWELX.": a share class after the fund's name is
    // no name of its own; the two are one.)
    const shareClass = renamed[1]!.match(SHARE_CLASS);
    if (shareClass) return [`description: ${text.match(/^the\s+([^,]+),/i)![1]!.trim()} ${shareClass[1]}`, `symbol or code: ${renamed[2]}`, withParValue(rest)].filter((l) => l !== '').join('\n');
    return [`description: ${renamed[1]!.trim()}`, `symbol or code: ${renamed[2]}`, withParValue(rest)].filter((l) => l !== '').join('\n');
  }
  // ("Ohio State GO municipal bond, CUSIP 677522CR3: $25,000 par, …": the name, then its code named by its kind.)
  const coded = text.match(NAME_THEN_CODE_HEAD);
  if (coded && !SENTENCE_START.test(coded[1]!)) {
    return [`description: ${coded[1]!.trim().replace(/^(?:the|a|an)\s+/i, '')}`, `symbol or code: ${coded[2]}`, withParValue(text.slice(coded[0].length))].filter((l) => l !== '').join('\n');
  }
  // ("NYC Transitional Finance Authority, 5.00% due 11/01/2032, CUSIP 64971QAB9. Par 20,000.": a bond's name with its
  // rate and maturity set off by commas, then its code.)
  const bond = text.match(BOND_NAME_THEN_CODE);
  if (bond && !SENTENCE_START.test(bond[1]!)) {
    return [`description: ${bond[1]!.trim().replace(/^(?:the|a|an)\s+/i, '').replace(/,\s+/g, ' ')}`, `symbol or code: ${bond[2]}`, withParValue(text.slice(bond[0].length))].filter((l) => l !== '').join('\n');
  }
  // ("Procter & Gamble - symbol PG. We bought it …": the name, a dash, then its code named by its kind.)
  const dashCoded = text.match(NAME_DASH_CODE_HEAD);
  if (dashCoded && !SENTENCE_START.test(dashCoded[1]!)) {
    return [`description: ${dashCoded[1]!.trim().replace(/^(?:the|a|an)\s+/i, '')}`, `symbol or code: ${dashCoded[2]}`, withParValue(text.slice(dashCoded[0].length))].filter((l) => l !== '').join('\n');
  }
  const dashed = text.match(DASHED_HEAD);
  if (dashed && !SENTENCE_START.test(dashed[1]!)) {
    const rest = text.slice(dashed[0].length);
    // ("Procter & Gamble common, PG - bought …": a ticker of capitals alone after the name's comma is its symbol.)
    const ticker = dashed[2] === undefined ? dashed[1]!.match(NAME_THEN_TICKER) : null;
    // ("VWELX, Vanguard Wellington Fund Investor Shares - 312.447 sh …": or before it.)
    const tickerFirst = dashed[2] === undefined && !ticker ? dashed[1]!.match(TICKER_THEN_NAME) : null;
    const [name, code] = ticker ? [ticker[1]!, ticker[2]] : tickerFirst ? [tickerFirst[2]!, tickerFirst[1]] : [dashed[1]!, dashed[2]];
    // ("The Vanguard Wellington Fund, the Investor shares, VWELX": the fund and its share class are one name.)
    const described = name.trim().replace(/^(?:the|a|an)\s+/i, '').replace(/,\s+(?:the\s+)?(?=[\p{L}-]+\s+(?:shares|class)\b)/iu, ' ');
    return [`description: ${described}`, ...(code ? [`symbol or code: ${code}`] : []), withParValue(rest)].filter((l) => l !== '').join('\n');
  }
  // ("Pfizer PFE, 200 shares on March 15 2005, …", "Johnson & Johnson JNJ, 75 shares …": the name, its ticker after it,
  // and a comma.)
  const tickerAfter = text.match(NAME_TICKER_COMMA);
  if (tickerAfter && !SENTENCE_START.test(tickerAfter[1]!)) {
    return [`description: ${tickerAfter[1]!.trim()}`, `symbol or code: ${tickerAfter[2]}`, withParValue(text.slice(tickerAfter[0].length))].filter((l) => l !== '').join('\n');
  }
  // ("JNJ, Johnson & Johnson. 120 sh …", "VWENX - Vanguard Wellington Fund Admiral Shares. 210.532 sh": the ticker first.)
  const tickerFirst = text.match(TICKER_THEN_NAME_SENTENCE);
  if (tickerFirst) {
    return [`description: ${(tickerFirst[2] ?? tickerFirst[3])!.trim()}`, `symbol or code: ${tickerFirst[1]}`, withParValue(text.slice(tickerFirst[0].length))].filter((l) => l !== '').join('\n');
  }
  // ("Vanguard Wellington Fund Admiral Shares, VWENX. 212.448 shares …": the name, its ticker, and a full stop.)
  const tickerSentence = text.match(NAME_THEN_TICKER_SENTENCE);
  if (tickerSentence && !SENTENCE_START.test(tickerSentence[1]!)) {
    return [`description: ${tickerSentence[1]!.trim().replace(/^(?:the|a|an)\s+/i, '')}`, `symbol or code: ${tickerSentence[2]}`, withParValue(text.slice(tickerSentence[0].length))].filter((l) => l !== '').join('\n');
  }
  const end = headEnd(text);
  const head = text.slice(0, end).replace(/^(?:the|a|an)\s+/i, '').trim();
  if (head === '' || head.split(/\s+/).length > HEAD_MAX_WORDS || SENTENCE_START.test(head)) return text;
  const code = text.slice(end).match(/^\s*\(([\p{Lu}\d.]{1,12})\)/u);
  const rest = text.slice(end + (code ? code[0].length : 0)).replace(/^\s*[.,;:]\s*/, '');
  // ("a bond, description Ford Motor Credit Company bond, CUSIP …": a description said further on is the item's.)
  const described = /(?:^|,\s*)description\s+\S/i.test(rest);
  return [...(described ? [] : [`description: ${head}`]), ...(code ? [`symbol or code: ${code[1]}`] : []), rest].filter((l) => l !== '').join('\n');
}

/** "Pfizer PFE, ", "Coca Cola KO, ": a name of capitalised words (1), a ticker of capitals (2), a comma. */
const NAME_TICKER_COMMA = /^((?:\p{Lu}[\p{L}.'’-]*|&)(?:\s+(?:\p{Lu}[\p{L}.'’-]*|&|of|and)){0,5})\s+([A-Z]{1,5})\s*,\s*/u;

/** "Cost per share incl. the commission comes to $41.51": a cost per unit said in words before its amount. */
const COST_PER_UNIT_SAID = /\b(?:cost|price|basis)\s+per\s+(?:share|unit|bond)\b[^.$\d]{0,40}\$(\d[\d,]*\.\d+)/i;

/** "Top row - ", "Next row down - ", "Row 3: ", "Then the muni - ": the words that say which row an item goes on. */
// ("The muni bond: Ohio Water …": or what kind of holding it is.)
// ("Line 1: JNJ, …", "Line 4: the muni. Denver CO GO Bond …": the form's line, and a kind said in a sentence of its own.)
// ("Muni: NYC Transitional Finance Authority, …": or the kind alone before a colon.)
const ROW_LEAD = /^(?:(?:(?:top|first|second|third|fourth|fifth|next|last|bottom)\s+(?:row|line|one)(?:\s+down)?|(?:row|line|lot)\s+\d{1,2}|then\s+the\s+[\p{L}-]+(?:\s+[\p{L}-]+)?)\s*[-–—:]\s+)?(?:(?:the\s+(?:[\p{L}-]+\s+)?(?:bond|muni|fund|stock|note|CD))\s*[-–—:.]\s+(?=\p{Lu})|(?:muni|bond|municipal bond|treasury|CD)\s*:\s+(?=\p{Lu}))?/iu;

/** "The first one was 3M, …", "Next came Intel (INTC).", "Then Procter & Gamble, PG.", "Last, the Vanguard …": the words
 * that tell lots in the order they were bought, before the holding's name. */
const ORDER_LEAD = /^(?:(?:[Tt]he\s+)?(?:[Ff]irst|[Ss]econd|[Tt]hird|[Ff]ourth|[Ff]ifth|[Nn]ext|[Ll]ast)\s+one\s+(?:was|is)|[Nn]ext\s+(?:came|comes|up|is|was)|[Tt]hen(?:\s+(?:came|comes|there\s+(?:was|is)|there['’]s))?|[Aa]fter\s+that(?:\s+came)?|(?:[Aa]nd\s+)?[Ll]ast(?:ly)?|[Ff]inally)\s*[,:]?\s+(?=\p{Lu}|\d|the\s)/u;
const HEAD_MAX_WORDS = 10;
/** A head that is a sentence of its own ("I bought …", "My IRA …"), not a holding's name. */
const SENTENCE_START = /^(?:i|i'm|my|we|our|please|it|this)\b/i;

/** A head without digits or brackets, with a comma of its own, then maybe a code named by its kind, then a dash. */
const DASHED_HEAD = /^([^\n\d(),]{2,50}(?:,[^\n\d(),]{2,50}?){1,2})(?:,\s+(?:CUSIP|ISIN|SEDOL|ticker|symbol)\s+([\p{Lu}\d]{3,12}))?\s+[-–—]\s+/u;

/** "Procter & Gamble - symbol PG.": a holding's name without commas or digits, a dash, its code named by its kind. */
const NAME_DASH_CODE_HEAD = /^([^,\n\d]{2,50}?)\s+[-–—]\s+(?:CUSIP|ISIN|SEDOL|ticker|symbol)\s+([\p{Lu}\d]{1,12}(?:\.\p{Lu})?)\s*[.:,;]?\s*/u;
/** "Ohio State GO municipal bond, CUSIP 677522CR3:": a holding's name without commas, then its code by its kind. */
const NAME_THEN_CODE_HEAD = /^([^,\n]{3,60}?),\s+(?:CUSIP|ISIN|SEDOL|ticker|symbol)\s+([\p{Lu}\d]{3,12})\s*[.:,–—-]?\s*/u;
const NAME_THEN_TICKER_SENTENCE = /^([^\n\d(),.:]{3,60}),\s*(\p{Lu}{2,5}(?:\.\p{Lu})?)\.\s+/u;
/** "JNJ, Johnson & Johnson. ", "VWENX - Vanguard Wellington Fund Admiral Shares. ": a ticker, then the holding's name. */
// ("JNJ (Johnson & Johnson) - 150 sh …", "VWELX, Vanguard Wellington Fund Investor Shares - 312.447 sh": the name in
// brackets, or a dash after it.)
const TICKER_THEN_NAME_SENTENCE = /^(\p{Lu}{1,5}(?:\.\p{Lu})?)(?:\s*\(([^()\n]{2,60})\)|(?:,|\s+[-–—])\s+(\p{Lu}[^\n(),.:]{1,60}?))\s*(?:\.|\s[-–—])\s+/u;
const BOND_NAME_THEN_CODE = /^(\p{Lu}[^\n:]{3,80}?,\s+[^\n:]*?\d[\d.]*%[^\n:]*?),\s+(?:CUSIP|ISIN)\s+([\p{Lu}\d]{9,12})\s*[.:,;]\s*/u;
/** "VWELX, Vanguard Wellington Fund Investor Shares": a ticker, then the holding's name. */
const TICKER_THEN_NAME = /^(\p{Lu}{1,5}(?:\.\p{Lu})?),\s*(\p{Lu}.+?)\s*$/u;
/** "Johnson & Johnson, JNJ": a holding's name, then its ticker (one to five capitals, perhaps a class: "BRK.B"). */
const NAME_THEN_TICKER = /^(.+?),\s*(\p{Lu}{1,5}(?:\.\p{Lu})?)\s*$/u;

/** "The Ohio bond, State of Ohio GO 5% due 2029, CUSIP 677522JK1:": a short name, the holding's own name, its code. */
// ("The Cook County bond - Cook County IL GO 5.00% due 11/15/2030, CUSIP 213185KT7. $25,000 par": or a dash after the
// short name, and a full stop after the code.)
const RENAMED_HEAD = /^the\s+[^,\n–—]{2,30}?(?:,|\s+[-–—])\s+(\p{Lu}[^,\n]{3,60}?),\s+(?:CUSIP|ISIN|SEDOL|ticker|symbol)\s+([\p{Lu}\d]{3,12})\s*[.:,–—-]?\s*/iu;

/** "the Investor Shares", "Admiral shares", "Class A shares": a fund's share class. */
const SHARE_CLASS = /^(?:the\s+)?((?:class\s+)?[\p{L}-]+\s+(?:shares|class))\s*$/iu;

/** "$25,000 par": a bond's face amount is how much of it there is, its quantity. */
function withParValue(rest: string): string {
  const par = rest.match(/^\$?(\d[\d,]*(?:\.\d+)?)\s+(?:par|face(?: value| amount)?)\b,?\s*/i);
  return par ? `quantity: ${par[1]}\n${rest.slice(par[0].length)}` : rest;
}

/** Where an item's head ends: at a bracket, a comma, a colon or a full stop that is not an initial's ("U.S."). */
function headEnd(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '(' || c === ',' || c === ':' || c === ';' || c === '\n') return i;
    if (c === '.' && (i + 1 === text.length || /\s/.test(text[i + 1]!)) && !/(?:^|[\s.])\p{L}$/u.test(text.slice(0, i))) return i;
  }
  return text.length;
}

/** A form's table: its rows in order, each the indices of its fields in the same column order. */
export interface FormTable {
  rows: number[][];
  /** Rows named only by their place in a table ("Line6cTable[0].#subform[2]."), not as rows. */
  unnamed?: boolean;
}

/** "Table3[0].Row2[0].Description[0]": the part naming the row, and its number. */
const ROW_SEGMENT = /^(.*?(?:^|\.)(?:row|line|item|entry)_?)(\d{1,2})((?:\[\d+\])?\.)/i;

/**
 * Tables of rows named by number ("…Row2[0].Description[0]", "…Row3[0].Description[0]") with the same number
 * of columns each, at least two rows of at least two fields. Columns are matched by their order across the row,
 * as rows may name their fields differently ("Row1[0].f1_14[0]", "Row2[0].f1_17[0]").
 */
export function findTables(fields: FieldInfo[]): FormTable[] {
  const byTable = new Map<string, Map<number, number[]>>();
  fields.forEach((field, index) => {
    const m = field.name.match(ROW_SEGMENT) ?? field.name.match(SUBFORM_ROW);
    if (!m) return;
    const rows = byTable.get(m[1]!) ?? new Map<number, number[]>();
    rows.set(Number(m[2]), [...(rows.get(Number(m[2])) ?? []), index]);
    byTable.set(m[1]!, rows);
  });
  const tables: FormTable[] = [];
  for (const [name, rows] of byTable.entries()) {
    const ordered = [...rows.entries()].sort(([a], [b]) => a - b).map(([, members]) => members.sort((a, b) => fields[a]!.position.x - fields[b]!.position.x));
    if (ordered.length < 2 || ordered[0]!.length < 2 || ordered.some((row) => row.length !== ordered[0]!.length)) continue;
    tables.push({ rows: ordered, ...(SUBFORM_ROW.test(`${name}[0].`) ? { unnamed: true } : {}) });
  }
  return tables;
}

/**
 * "Line6cTable[0].#subform[2].p1-t25[0]": a row of a table that an XFA form leaves unnamed, by its place (the 1040's
 * dependents).
 */
const SUBFORM_ROW = /^(.*Table\[\d+\]\.#subform)\[(\d+)\]\./;

/** The row a field of a numbered table belongs to ("…Table3[0].Row2[0]."), or undefined outside such a table. */
export function tableRowOf(name: string): string | undefined {
  const m = name.match(ROW_SEGMENT);
  return m ? `${m[1]}${m[2]}` : undefined;
}

/** The text with the items taken out: what is left speaks of the rest of the form. */
export function withoutItems(text: string, items: TextItem[]): string {
  let out = '';
  let at = 0;
  for (const item of items) {
    out += text.slice(at, item.start);
    at = item.end;
  }
  return out + text.slice(at);
}

/**
 * "… paid $58.43 a share and Scottrade charged me the $10.50 commission on top, so 8,775 all in", "exactly $9,012 with
 * the commission", "10.5k … that includes the fee": words that say an amount is what the whole lot cost.
 */
const WHOLE_LOT_COST = /\b(?:all[ -]in|in total|total(?:led)?|with (?:the )?(?:commission|fees?)|includ(?:es|ing|ed) (?:the )?(?:commission|fees?)|I put in|no load)\b/i;
/** "@ $4.61", "@12.48": a price per unit after an at sign. */
const PRICE_AFTER_AT_SIGN = /(?:^|\s)@\s*\$?\s?(\d{1,3}(?:,\d{3})*(?:\.\d+)?)(?!\d|,\d)/;
/** "at $63.40 a share", "$58.43 per share", "at 102.50": a price per unit. */
const UNIT_PRICE = /\bat\s+\$?\d[\d,]*(?:\.\d+)?\b|\$\d[\d,]*(?:\.\d+)?\s+(?:a|per|each)\s+(?:share|unit|bond)\b/i;
/** "8,775", "$9,012", "10.5k", "$3850": an amount of money as an item's sentence writes it. */
const LOT_AMOUNT = /\$?\s?\d[\d,]*(?:\.\d+)?k\b|\$\s?\d[\d,]*(?:\.\d{1,2})?(?![\d,])|\b\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?(?![\d,])/gi;

/**
 * An item that says what its whole lot cost, commissions in, and how many units it holds, with the cost per unit
 * worked out first ("cost per unit: 58.50" for 150 shares at 8,775 all in): the form asks for the unit's cost with
 * what was paid to buy it, which such a text gives only as the lot's total. An item that says no such total, or that
 * gives the price per unit and no commission, is as written.
 */
/**
 * "I bought 300 sh on 07/21/2008 for $27,930.00 all in, but I sold half … So only the 150 of the 300 sh are still in the
 * account; for those 150 the total is $13,965.00", "one half of the joint lot …: 200 of the 400 sh": a lot of which
 * only a part is the form's. The part's count is the lot's; the whole lot's count, and what the whole cost before a
 * total said for the part, go.
 */
export function withPartOfLotKept(said: string): string {
  const part = said.match(PART_OF_LOT);
  if (!part) return said;
  const [phrase, kept, whole, unit] = part as unknown as [string, string, string, string];
  const at = part.index!;
  const before = said.slice(0, at).replace(new RegExp(String.raw`(?<![\d.,])${escapeRegExp(whole)}\s+(?:sh\b\.?|shares)`, 'g'), '');
  const after = said.slice(at + phrase.length);
  // (A total said for the part makes what the whole cost, said before it, no figure of the form's.)
  const wholeCost = TOTAL_FOR_PART.test(after) ? before.replace(/\bfor\s+\$\d[\d,]*(?:\.\d{2})?(?:\s+all\s+in)?/g, '') : before;
  return `${wholeCost}${kept} ${unit}${after}`;
}
const PART_OF_LOT = /(\d[\d,]*(?:\.\d+)?)\s+of\s+(?:the\s+|those\s+|his\s+|her\s+|our\s+)?(\d[\d,]*(?:\.\d+)?)\s+(sh\b\.?|shares)/i;
const TOTAL_FOR_PART = /\btotal\b[^.;]{0,20}\$\d/i;

/** "We paid 101.25, so $25,312.50", "bought at 98.5": a bond's price (per 100 of par; what it came to is the form's to work out). */
const BOND_PRICE_PAID = /\b(?:paid|priced\s+at|price\s+(?:of\s+)?|bought\s+(?:it\s+|them\s+)?at)\s*(\d{2,3}(?:\.\d{1,4})?)(?![\d%]|[.,]\d)(?:[^.$\n]{0,24}\$\s?(\d[\d,]*\.\d{2}))?/i;
/** The range a bond's price per 100 of par lies in; a number outside it is no price. */
const BOND_PRICE_LOWEST = 50;
const BOND_PRICE_HIGHEST = 200;

export function withCostPerUnitWorkedOut(said: string): string {
  // ("Cost per share incl. the commission comes to $41.51", "current share count 312.447", "Par 25,000": the cost per
  // unit and the count named in words, keyed as the rows' columns are.)
  // ("500 sh @ $2.05": or the price after an at sign, which is always a unit's, where no commission or fee comes on top
  // of it: "@ 62.40 + $12.95 commission = …, so 62.49/sh" is worked out below.)
  const perUnit = said.match(COST_PER_UNIT_SAID)?.[1] ?? (/\b(?:commissions?|fees?|\/\s?sh)\b/i.test(said) ? undefined : said.match(PRICE_AFTER_AT_SIGN)?.[1]);
  const countSaid = UNITS_COUNTED_ALONE.test(said) ? undefined : said.match(COUNT_NAMED_ALONE)?.slice(1).find((c) => c !== undefined);
  // ("… - $61.25/sh - total $7,350.00": the lot's total is its cost basis.)
  const total = /\bcost basis\b/i.test(said) ? undefined : said.match(ITEM_TOTAL)?.[1];
  const item = [...(perUnit ? [`cost per unit: ${perUnit}`] : []), ...(countSaid ? [`quantity: ${countSaid}`] : []), ...(total ? [`cost basis: ${total}`] : []), said].join('\n');
  if (perUnit) return item;
  const text = withSpokenNumbers(item);
  const count = text.match(LOT_COUNT)?.[0].match(/\d[\d,]*(?:\.\d+)?/)?.[0];
  // ("75 shares at $63.40 a share, $4,755.00 all in": a price per unit said, and no commission beside it, is the cost.)
  // (A bond's price is quoted per 100 of its par, never its cost divided by its par.)
  const bond = /\b(?:par|cusip|bonds?|face)\b/i.test(text);
  // ("Face amount $25,000. We paid 101.25, so $25,312.50.": a bond's price, per 100 of par, is its cost per unit.)
  const bondPrice = bond ? text.match(BOND_PRICE_PAID) : null;
  if (bondPrice && Number(bondPrice[1]) >= BOND_PRICE_LOWEST && Number(bondPrice[1]) <= BOND_PRICE_HIGHEST) {
    // ("price 101.25 (per 100 of par), so $25,312.50 not counting accrued interest": and what it came to, its cost basis.)
    return [`cost per unit: ${bondPrice[1]}`, ...(bondPrice[2] && !/\bcost basis\b/i.test(text) ? [`cost basis: ${bondPrice[2]}`] : []), item].join('\n');
  }
  if (count === undefined || (UNIT_PRICE.test(text) && !/\b(?:commission|fees?)\b/i.test(text)) || bond) return item;
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const marker = sentence.match(WHOLE_LOT_COST);
    if (!marker) continue;
    const amounts = [...sentence.matchAll(LOT_AMOUNT)];
    const nearest = amounts.sort((a, b) => Math.abs(a.index! - marker.index!) - Math.abs(b.index! - marker.index!))[0];
    if (nearest === undefined) continue;
    const written = nearest[0].replace(/[$,\s]/g, '');
    const total = /k$/i.test(written) ? Number(written.slice(0, -1)) * 1000 : Number(written);
    const units = Number(count.replace(/,/g, ''));
    if (!(total > units) || !(units > 0)) continue;
    // ("$4,150.00 all in" for 400 shares: 10.375 a share, as exact as a price is written; 1,000 for 3 in cents.)
    const perUnit = total / units;
    const exact = Number(perUnit.toFixed(4)) === perUnit ? String(Number(perUnit.toFixed(4))) : perUnit.toFixed(2);
    return `cost per unit: ${/\.\d{2,}$/.test(exact) ? exact : perUnit.toFixed(2)}\n${item}`;
  }
  return item;
}
