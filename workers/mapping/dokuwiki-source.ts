/**
 * A DokuWiki page pasted as its source: "====== Brannoc Ashvale ======" headings, a sidebar table of "^ Age | 34 |"
 * rows, "  * " list items, "[[npcs:maelis_thornbrook|Maelis Thornbrook]]" links, "**bold**" and "//italic//", and the
 * plugins' blocks: "<WRAP right>…</WRAP>" boxes, "<ifauth @gm>…</ifauth>" parts only some readers see.
 *
 * Read as the text it shows to everyone: a heading is a heading ("## Backstory"), the page's top one, a name, whose page
 * it is; a table row with its header cell a keyed line; a list's items the lines of a list; a link its words shown. A
 * part for some readers only (a GM's secrets), a comment, a footnote, an image and the page's tags go. A plain function
 * of the text; a text without DokuWiki markup is returned as it is.
 */

import { pageHeadings } from './note-markup.js';

/** "====== Title ======" (1 the equals signs, 2 the words). */
const HEADING = /^[ \t]*(={2,6})[ \t]*([^=\n]+?)[ \t]*\1[ \t]*$/gm;
/** "^ Age | 34 |": a table row whose first cell is a header (1 the header, 2 the cell). */
const HEADER_ROW = /^[ \t]*\^[ \t]*([^|^\n]+?)[ \t]*\|[ \t]*([^|\n]*?)[ \t]*\|[ \t]*$/gm;
/** "<ifauth @gm>…</ifauth>", "<hidden>…</hidden>": a part some readers only see. */
// (On lines of their own: a writer's sentence may name the tags, "the <ifauth @gm> blocks show up …".)
const RESTRICTED = /^[ \t]*<(ifauth|hidden)\b[^>\n]*>[ \t]*\n[\s\S]*?^[ \t]*<\/\1>[ \t]*(?:\n|$)/gim;
/** "<WRAP right round box 280px>", "</WRAP>": a box's frame. */
const WRAP_TAG = /^[ \t]*<\/?WRAP\b[^>\n]*>[ \t]*$\n?/gim;
/** "{{:pcs:portrait.jpg?260|Brannoc}}", "{{tag>pc …}}": an image or a plugin's call. */
const CURLY_CALL = /\{\{[^}\n]*\}\}/g;
/** "~~NOTOC~~": a page setting. */
const PAGE_SETTING = /~~[A-Z_]+~~/g;
/** "/* TODO: … *\/": a comment. */
const COMMENT = /\/\*[\s\S]*?\*\//g;
/** "((Devika's one-line pitch …))": a footnote. */
const FOOTNOTE = /\(\([\s\S]*?\)\)/g;
/** "[[npcs:captain_idris_fen|Captain Idris Fen]]", "[[Emerald Enclave]]": a link, by the words shown. */
const LINK = /\[\[([^\]|\n]+)(?:\|([^\]\n]*))?\]\]/g;
/** "  * item", "  - item": a list's item, indented. */
const ITEM = /^[ \t]{2,}[*-][ \t]+/gm;
/** "**Age:**", "//short//", "__under__": emphasis only. */
const EMPHASIS = /\*\*|(?<![:/])\/\/|__/g;
/**
 * Markup only DokuWiki writes: header cells, plugin tags, page settings, namespaced links. (Not its headings alone:
 * "=== Tab: Wrenna ===" heads a spreadsheet's tab as well.)
 */
const DOKUWIKI_MARKS = [/^[ \t]*\^[^\n]*\|[ \t]*$/m, /<ifauth\b|<hidden>/, /<WRAP\b/, /~~[A-Z_]{4,}~~/, /\{\{tag>/, /\[\[[\w-]+:[\w:-]+(?:\|[^\]\n]*)?\]\]/];
/** The fewest kinds of such markup that make a text DokuWiki source. */
const FEWEST_MARKS = 2;

/** The text with its DokuWiki source read as the page shows it; the text as it is without any. */
export function withDokuwikiRead(text: string): string {
  if (DOKUWIKI_MARKS.filter((mark) => mark.test(text)).length < FEWEST_MARKS) return text;
  const heading = pageHeadings();
  return text
    .replace(RESTRICTED, '')
    .replace(WRAP_TAG, '')
    .replace(COMMENT, '')
    .replace(FOOTNOTE, '')
    .replace(CURLY_CALL, '')
    .replace(PAGE_SETTING, '')
    .replace(LINK, (_whole, target: string, shown: string | undefined) => (shown?.trim() || target.split(':').pop()!.replace(/_/g, ' ')))
    .replace(HEADING, (_whole, marks: string, words: string) => heading(marks.length === 6, words))
    .replace(HEADER_ROW, (_whole, header: string, cell: string) => `${header.trim()}: ${cell.trim()}`)
    .replace(ITEM, '- ')
    .replace(EMPHASIS, '')
    .replace(/^[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n');
}
