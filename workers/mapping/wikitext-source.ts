/**
 * A MediaWiki page pasted as its source ("Edit source"), the parts parse-wiki.ts does not read line by line:
 * wikitables ("{|", "! Item !! Value", "|-", "| Title || Python … ||", "|}"), editor comments ("<!-- … -->") the writer
 * asks to be read, and a talk section's signed posts ("--[[User:JLee|JLee]] … 10:02, 22 April 2025 (UTC)").
 *
 * A table becomes a pipe table, its totals to be computed worked out (a cell that says "compute" under the amounts
 * above it); a comment a remark in brackets after what it is written beside ("3 (WGI effective 2025-04-06)"); a post
 * its words without its signature. Templates, headings and links stay for parse-wiki.ts. A plain function of the
 * text; a text without MediaWiki markup is returned as it is.
 */

import { pipeTableLines } from './page-source.js';

/** Markup only MediaWiki writes. */
const WIKITEXT_MARKS = [/^\{\|/m, /^\|-\s*$/m, /^\{\{[\p{L}][^|}\n]*$/mu, /^\|\s*[\w-]+\s*=/m, /__[A-Z]{4,}__/, /\[\[Category:/, /--\[\[User:/];
/** The fewest kinds of such markup that make a text MediaWiki source. */
const FEWEST_MARKS = 2;

/** "<!-- WGI effective 2025-04-06 -->": an editor's comment (1 its words). */
const COMMENT = /<!--\s*([\s\S]*?)\s*-->/g;
/** "--[[User:JLee|JLee]] ([[User talk:JLee|talk]]) 10:02, 22 April 2025 (UTC)": a post's signature. */
const SIGNATURE = /\s*--\s*\[\[User:[^\]\n]*\]\][^\n]*$/gm;
/** "[[Front Range Academy]]", "[[User:COkafor|Chinedu Okafor]]": a link in a cell, by its words. */
const LINK = /\[\[(?:[^\]|\n]*\|)?([^\]\n]*)\]\]/g;
/** Bold and italic quotes in a cell ("''compute''"). */
const EMPHASIS = /'{2,5}/g;
/** "compute", "''compute''", "calculate": a cell that says its amount is to be worked out. */
const TO_COMPUTE = /^\s*(?:compute|calculate|calc|sum|add (?:them )?up|to be computed)\s*$/i;

/** The text with its MediaWiki tables, comments and signatures read; the text as it is without MediaWiki markup. */
export function withWikitextRead(text: string): string {
  if (WIKITEXT_MARKS.filter((mark) => mark.test(text)).length < FEWEST_MARKS) return text;
  const lines = text
    .replace(COMMENT, (_whole, words: string) => (words.trim() === '' ? '' : ` (${words.replace(/\s+/g, ' ')})`))
    .replace(SIGNATURE, '')
    .split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/^\{\|/.test(lines[i]!.trim())) {
      // (": Vendor site lists …", ":: No. …": a talk section's posts, indented by their replies' depth.)
      out.push(lines[i]!.replace(/^:+\s*/, '- '));
      continue;
    }
    const rows: string[] = [];
    for (i++; i < lines.length && !/^\|\}/.test(lines[i]!.trim()); i++) rows.push(lines[i]!);
    out.push(...pipeTable(rows));
  }
  return out.join('\n');
}

/** A wikitable's rows as a pipe table's lines, the header row marked, its totals to compute worked out. */
function pipeTable(rows: string[]): string[] {
  const table: { header: boolean; cells: string[] }[] = [];
  let row: { header: boolean; cells: string[] } | undefined;
  for (const line of rows) {
    const trimmed = line.trim();
    if (/^\|-/.test(trimmed) || /^\|\+/.test(trimmed)) {
      row = undefined;
      continue;
    }
    const header = trimmed.startsWith('!');
    if (!header && !trimmed.startsWith('|')) {
      if (row && row.cells.length > 0) row.cells[row.cells.length - 1] += ` ${trimmed}`;
      continue;
    }
    if (!row) table.push((row = { header, cells: [] }));
    row.cells.push(...trimmed.slice(1).split(header ? /\s*!!\s*|\s*\|\|\s*/ : /\s*\|\|\s*/).map((cell) => cell.replace(LINK, '$1').replace(EMPHASIS, '').trim()));
  }
  return pipeTableLines(withTotalsComputed(table));
}

/**
 * "Direct cost total || ''compute''" under "Tuition & fees || <s>$1,850.00</s> $1,650.00" and "Materials || $85.00":
 * a total row whose amount is to be computed gets the sum of the amounts in the rows since the table's head or the
 * last total (each row's amount the last one not struck through).
 */
function withTotalsComputed(table: { header: boolean; cells: string[] }[]): { header: boolean; cells: string[] }[] {
  let since: number[] = [];
  return table.map((row) => {
    if (row.header || row.cells.length < 2) return row;
    const isTotal = /\btotal\b/i.test(row.cells[0]!);
    if (isTotal && TO_COMPUTE.test(row.cells[1]!)) {
      const cents = since.reduce((sum, amount) => sum + amount, 0);
      since = [];
      return { ...row, cells: [row.cells[0]!, `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`, ...row.cells.slice(2)] };
    }
    if (isTotal) since = [];
    else {
      const live = row.cells[1]!.replace(/<(s|del|strike)>[\s\S]*?<\/\1>|~~[^~]*~~/gi, '');
      const amounts = live.match(/\$\s?\d{1,3}(?:,\d{3})*(?:\.\d{2})?/g);
      if (amounts) since.push(Math.round(Number(amounts[amounts.length - 1]!.replace(/[$,\s]/g, '')) * 100));
    }
    return row;
  });
}
