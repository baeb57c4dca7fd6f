/**
 * A wiki or notes page pasted as its markup: Confluence's storage format ("View storage format": XHTML with
 * `<ac:structured-macro>`, `<ac:task-list>`, `<time datetime="2025-06-09" />`, `<ac:inline-comment-marker>`), or a
 * page exported or copied as HTML whose values sit in tables (a Notion export, a saved intranet page). Read as a
 * message's markup, every table cell becomes a line of its own and a row's key is cut off from its value.
 *
 * Read as the page shows it: a table is a pipe table ("| 1 Name | Brannigan, Shauna M. | |"), its header row marked as
 * such; a heading is a heading ("## Section A — Trainee"); a list's item a bullet; a task a ticked or open box; a time
 * its date; struck text struck ("~~…~~", which corrections.ts drops); an inline comment's marked words just the words.
 * A macro's settings and a status badge are the page's machinery and go. A plain function of the text; a text that
 * is neither storage format nor markup with a table is returned as it is. (A web form's controls are read by
 * parse-html.ts, a phone service's pages by message-pages.ts.)
 */

import { textOfMarkup } from './mail-encoding.js';
import { STRUCK } from './notebook-export.js';

/** Markup only Confluence's storage format writes: its own namespaces' tags. */
const STORAGE_FORMAT = /<(?:ac|ri):[a-z-]+\b/;
/** A table of at least two rows in HTML. */
const HTML_TABLE = /<table\b[^>]*>[\s\S]*?<tr\b[\s\S]*?<tr\b[\s\S]*?<\/table>/i;
/** A web form's controls: its own reader's. */
const FORM_CONTROL = /<(?:input|select|textarea|form)\b/i;

/** `<ac:structured-macro ac:name="status">…</ac:structured-macro>`: a coloured badge ("AWAITING 2ND-LINE"). */
const STATUS_MACRO = /<ac:structured-macro\b[^>]*ac:name="status"[^>]*>[\s\S]*?<\/ac:structured-macro>/g;
/** `<ac:parameter ac:name="colour">Yellow</ac:parameter>`: a macro's setting. */
const MACRO_PARAMETER = /<ac:parameter\b[^>]*>[\s\S]*?<\/ac:parameter>/g;
/** `<ac:task-id>1</ac:task-id>`: a task's number in the page's machinery. */
const TASK_ID = /<ac:task-id>[\s\S]*?<\/ac:task-id>/g;
/** A task (1 its status, 2 its words). */
const TASK = /<ac:task>\s*(?:<ac:task-status>([a-z]+)<\/ac:task-status>)?([\s\S]*?)<\/ac:task>/g;
/** `<time datetime="2025-06-09" />`: a date picked in the editor. */
const TIME = /<time\b[^>]*datetime="([^"]+)"[^>]*?(?:\/>|>[\s\S]*?<\/time>)/gi;
/** `<![CDATA[…]]>`: a code block's or a plain-text body's words. */
const CDATA = /<!\[CDATA\[([\s\S]*?)\]\]>/g;
/** `<ri:page ri:content-title="Travel policy" />`: a link to another page, by its title. */
const PAGE_LINK = /<ri:page\b[^>]*ri:content-title="([^"]*)"[^>]*\/>/g;
const TABLE = /<table\b[^>]*>([\s\S]*?)<\/table>/gi;
const ROW = /<tr\b[^>]*>([\s\S]*?)<\/tr>/gi;
const CELL = /<(t[hd])\b[^>]*>([\s\S]*?)<\/\1>|<t[hd]\b[^>]*\/>/gi;
const HEADING = /<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/gi;
const ITEM = /<li\b[^>]*>/gi;

/** The text with a page's markup read as the page shows it; the text as it is when it is no such page. */
export function withPageSourceRead(text: string): string {
  const storageFormat = STORAGE_FORMAT.test(text);
  if (!storageFormat && (!HTML_TABLE.test(text) || FORM_CONTROL.test(text))) return text;
  const marked = text
    .replace(STATUS_MACRO, '')
    .replace(MACRO_PARAMETER, '')
    .replace(TASK_ID, '')
    .replace(CDATA, '$1')
    .replace(PAGE_LINK, '$1')
    .replace(TIME, '$1')
    .replace(STRUCK, (_whole, spanned: string | undefined, _tag: string | undefined, inner: string | undefined) => struck(spanned ?? inner ?? ''))
    .replace(TASK, (_whole, status: string | undefined, words: string) => `<p>- [${status === 'complete' ? 'x' : ' '}] ${oneLine(words)}</p>`)
    .replace(TABLE, (_whole, rows: string) => `\n${pipeTable(rows)}\n`)
    .replace(HEADING, (_whole, level: string, words: string) => `<p>${'#'.repeat(Number(level))} ${oneLine(words)}</p>`)
    .replace(ITEM, '$&- ');
  return textOfMarkup(marked).replace(/^[ \t]+/gm, '').replace(/\n{3,}/g, '\n\n');
}

/** Struck words as a copy marks them, each line apart ("~~$1,236.00~~"); nothing when they are only markup. */
function struck(markup: string): string {
  const words = oneLine(markup);
  return words === '' ? '' : `~~${words}~~`;
}

/** Markup's words on one line: its paragraphs and breaks as spaces. */
function oneLine(markup: string): string {
  return textOfMarkup(markup).replace(/\s+/g, ' ').trim();
}

/** A table's rows as a pipe table's lines, a separator under a first row of header cells. */
function pipeTable(rows: string): string {
  const table = [...rows.matchAll(ROW)]
    .map((row) => [...row[1]!.matchAll(CELL)])
    .filter((cells) => cells.length > 0)
    .map((cells) => ({ header: cells.every((cell) => cell[1]?.toLowerCase() === 'th' || cell[0].toLowerCase().startsWith('<th')), cells: cells.map((cell) => oneLine(cell[2] ?? '')) }));
  return pipeTableLines(table).join('\n');
}

/**
 * A table's rows written as a pipe table ("| 1 Name | Brannigan, Shauna M. | |"), a separator under its first row when
 * that row is the header; a bar inside a cell is written as a slash. (wikitext-source.ts writes its tables so too.)
 */
export function pipeTableLines(rows: readonly { header: boolean; cells: readonly string[] }[]): string[] {
  return rows.flatMap((row, index) => [`| ${row.cells.map((cell) => cell.replace(/\|/g, '/')).join(' | ')} |`, ...(index === 0 && row.header ? [`|${' --- |'.repeat(row.cells.length)}`] : [])]);
}
