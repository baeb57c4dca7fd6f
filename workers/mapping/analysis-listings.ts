/**
 * A statistics session's log pasted for a cost basis form: the writer typed the lots into Stata, R or pandas and
 * changed them with commands, and the log prints the data more than once, in Stata's boxes or as R's and pandas's
 * data frames (columns right-aligned under their names, each row after its row name):
 *
 *     . list ticker descr tdate shares basis cpu, sep(0) noobs
 *
 *       +----------------------------------------------------------+
 *       | ticker   descr              tdate   shares   basis   cpu |
 *       |----------------------------------------------------------|
 *       | T        AT&T Inc       18may2005      300    7230  24.1 |
 *       +----------------------------------------------------------+
 *
 * Read as written, every listing's rows are lots, and the first listing still holds the rows the commands after it
 * dropped (another account, a lot sold) and the values they replaced. The data is what the last listing shows, so
 * here its rows become broker-lots.ts's lots, in its order, and every listing and command goes: a cell's value is
 * the column its header names (ticker, descr, tdate, shares, basis or cost with comm, cpu), Stata's dates
 * ("18may2005") read as days.
 *
 * A note after the log that puts a lot's figure right wins over it: "the JNJ basis is $6,109.00", "the JNJ
 * commission … is $24.95, not $15.95" (the basis moves by the difference), "KO: Schwab shows 100 shares, not 50", "the
 * confirm says $76.93 a share, not 78.93". A bond (a coupon in its name, a CUSIP for its symbol) keeps its settlement
 * date, and a listing's cost per unit is kept as printed.
 */

import type { Lot, Security } from './broker-lots.js';
import { monthNumber } from './detect-values.js';
import { escapeRegExp } from './normalize-text.js';

/** "+-----…-----+": a listing box's top or bottom. */
const BOX_EDGE = /^\s*\+-{10,}\+\s*$/;
/** "|------…|": the rule under a listing's header. */
const HEADER_RULE = /^\s*\|-{10,}\|\s*$/;
/** ". list …": the command that printed a listing. */
const LIST_COMMAND = /^\.\s+(?:list|l|li|browse)\b/;

interface Listing {
  /** The line of its ". list" command (or its box's top where none is seen) to its box's bottom. */
  start: number;
  end: number;
  header: string[];
  rows: string[][];
}

function boxCells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|\s*|\s*\|$/g, '')
    .split(/\s{2,}/)
    .map((cell) => cell.trim());
}

/** "  acct      desc   sym      trade": a printed data frame's header, its column names right-aligned over the columns. */
const FRAME_HEADER = /^\s+[A-Za-z_.][\w.]*(?:\s+[A-Za-z_.][\w.]*){2,}\s*$/;
/** "1 2089  JOHNSON & JOHNSON  JNJ 2006-08-14 …": a data frame's row, after its row name. */
const FRAME_ROW = /^\s*\d+\s+\S/;
/** "> final", "In [12]: final", ">>> final": the command that printed a frame. */
const PRINT_COMMAND = /^(?:>|>>>|In\s*\[\d+\]:)\s*\S/;

/**
 * The data frames an R or pandas session printed: each cell is the text between the end of the column before and
 * the end of its own column's name (R and pandas right-align a frame's columns under their names); the row's name
 * ("1", "5") is no cell. "<NA>" and "NaN" are empty.
 */
function framesIn(lines: string[]): Listing[] {
  const frames: Listing[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!FRAME_HEADER.test(lines[i]!) || !FRAME_ROW.test(lines[i + 1] ?? '')) continue;
    const names = [...lines[i]!.matchAll(/\S+/g)];
    const ends = names.map((m) => m.index! + m[0].length);
    const rows: string[][] = [];
    let end = i + 1;
    for (; end < lines.length && FRAME_ROW.test(lines[end]!); end++) {
      const line = lines[end]!;
      const rowName = line.match(/^\s*\S+/)![0].length;
      rows.push(ends.map((edge, k) => line.slice(k === 0 ? rowName : ends[k - 1], k === ends.length - 1 ? undefined : edge).trim().replace(/^(?:<NA>|NA|NaN|None)$/, '')));
    }
    const start = i > 0 && PRINT_COMMAND.test(lines[i - 1]!.trim()) ? i - 1 : i;
    frames.push({ start, end: end - 1, header: names.map((m) => m[0].toLowerCase()), rows });
    i = end - 1;
  }
  return frames;
}

function listingsIn(lines: string[]): Listing[] {
  const listings: Listing[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!BOX_EDGE.test(lines[i]!) || !HEADER_RULE.test(lines[i + 2] ?? '')) continue;
    const header = boxCells(lines[i + 1]!).map((name) => name.toLowerCase());
    let end = i + 3;
    const rows: string[][] = [];
    while (end < lines.length && /^\s*\|.*\|\s*$/.test(lines[end]!)) {
      const cells = boxCells(lines[end]!);
      if (cells.length === header.length) rows.push(cells);
      end++;
    }
    if (!BOX_EDGE.test(lines[end] ?? '')) continue;
    let start = i;
    for (let back = i - 1; back >= Math.max(0, i - 3); back--) if (LIST_COMMAND.test(lines[back]!.trim())) start = back;
    listings.push({ start, end, header, rows });
    i = end;
  }
  return listings;
}

/** "18may2005" → "2005-05-18"; a date written another way stays as written. */
function statsDate(value: string): string {
  const m = value.match(/^(\d{1,2})([a-z]{3})(\d{4})$/i);
  const month = m ? monthNumber(m[2]!) : undefined;
  return m && month ? `${m[3]}-${String(month).padStart(2, '0')}-${m[1]!.padStart(2, '0')}` : value;
}

const number = (value: string | undefined) => Number((value ?? '').replace(/[$,]/g, ''));

/** The lots of a session log's last listing; undefined for a text with no listing of lots. */
export function analysisListingLots(text: string): { lots: Lot[]; securities: Map<string, Security>; before: string; after: string } | undefined {
  const lines = text.split('\n');
  const listings = [...listingsIn(lines), ...framesIn(lines)].sort((a, b) => a.start - b.start);
  const last = listings.at(-1);
  if (!last) return undefined;
  const column = (...names: string[]) => last.header.findIndex((name) => names.includes(name));
  const at = {
    symbol: column('ticker', 'symbol', 'sym', 'cusip'),
    name: column('descr', 'description', 'desc', 'name', 'security'),
    trade: column('tdate', 'trade_date', 'tradedate', 'trade_dt', 'date', 'trade', 'bought'),
    settle: column('sdate', 'settle_date', 'settledate', 'settle', 'settlement'),
    quantity: column('shares', 'qty', 'quantity', 'units'),
    basis: column('basis', 'cost_basis', 'total_cost'),
    cost: column('cost', 'amount'),
    commission: column('comm', 'commission', 'fees'),
    perUnit: column('cpu', 'cost_per_unit', 'cost_per_share', 'unit_cost'),
  };
  if (at.symbol < 0 || at.trade < 0 || at.quantity < 0 || (at.basis < 0 && at.cost < 0 && at.perUnit < 0)) return undefined;
  const after = lines.slice(last.end + 1).join('\n');
  const securities = new Map<string, Security>();
  const lots: Lot[] = last.rows.map((cells) => {
    const symbol = cells[at.symbol]!;
    if (at.name >= 0) securities.set(symbol, { name: cells[at.name]!, symbol, debt: false });
    const name = at.name >= 0 ? cells[at.name]! : '';
    // (A bond: a coupon in its name, "NEW YORK NY GO 5% 08/01/2033", or a CUSIP for its symbol; its price is per 100 of par.)
    const debt = /\d(?:\.\d+)?\s?%/.test(name) || /^\d{3}[\dA-Z]{5}\d$/.test(symbol);
    const quantity = number(cells[at.quantity]);
    const perUnit = at.perUnit >= 0 ? number(cells[at.perUnit]) : undefined;
    const basis = at.basis >= 0 ? number(cells[at.basis]) : at.cost >= 0 ? number(cells[at.cost]) + (at.commission >= 0 ? number(cells[at.commission]) : 0) : (quantity * perUnit!) / (debt ? 100 : 1);
    // (A basis the notes put right makes the listing's cost per unit stale: it is the new basis over the quantity.)
    const mended = basisPutRight(symbol, basis, after);
    const lot: Lot = { security: symbol, lotId: '', tradeDate: statsDate(cells[at.trade]!), settleDate: at.settle >= 0 ? statsDate(cells[at.settle]!) : '', quantity, basis: mended, debt, ...(perUnit !== undefined && mended === basis ? { perUnit } : {}) };
    return withFiguresPutRight(lot, after);
  });
  if (lots.some((lot) => !Number.isFinite(lot.quantity) || !Number.isFinite(lot.basis))) return undefined;
  return { lots, securities, before: lines.slice(0, listings[0]!.start).join('\n'), after };
}

const AMOUNT = String.raw`\$?(\d[\d,]*(?:\.\d+)?)`;

/** A note's figure for a lot's basis ("the JNJ basis is $6,109.00"), or its commission put right ("… $24.95, not $15.95"). */
function basisPutRight(symbol: string, basis: number, notes: string): number {
  const sym = escapeRegExp(symbol);
  const stated = notes.match(new RegExp(String.raw`\b${sym}\s+(?:cost\s+)?basis\s+(?:is|should\s+be|=)\s+${AMOUNT}`));
  if (stated) return number(stated[1]);
  const commission = notes.match(new RegExp(String.raw`\b${sym}\b[^.\n]{0,20}\bcommission\b[^.\n]{0,60}?\b(?:is|was|should\s+be)\s+${AMOUNT}\s*,?\s+not\s+${AMOUNT}`));
  return commission ? basis + number(commission[1]) - number(commission[2]) : basis;
}

/**
 * A note's share count or price for a lot put right: "KO: Schwab shows 100 shares, not 50" (the same basis over more
 * shares), "XOM: … The confirm says $76.93 a share, not 78.93" (the cost per unit moves by the difference, the
 * commission as it was).
 */
function withFiguresPutRight(lot: Lot, notes: string): Lot {
  const said = notes.match(new RegExp(String.raw`(?:^|\n)\s*(?:\d{1,2}[.)]\s+|[-*•]\s+)?${escapeRegExp(lot.security)}\b[^\n]*`))?.[0] ?? '';
  const shares = said.match(new RegExp(String.raw`\b(\d[\d,]*(?:\.\d+)?)\s+shares?\s*,?\s+not\s+(\d[\d,]*(?:\.\d+)?)\b`));
  if (shares && number(shares[2]) === lot.quantity) {
    const perUnit = lot.perUnit !== undefined ? (lot.perUnit * lot.quantity) / number(shares[1]) : undefined;
    lot = { ...lot, quantity: number(shares[1]), ...(perUnit !== undefined ? { perUnit: Math.round(perUnit * 100) / 100 } : {}) };
  }
  const price = said.match(new RegExp(String.raw`${AMOUNT}\s+(?:a|per)\s+share\s*,?\s+not\s+${AMOUNT}`));
  if (price) {
    const change = number(price[1]) - number(price[2]);
    lot = { ...lot, basis: lot.basis + change * lot.quantity, ...(lot.perUnit !== undefined ? { perUnit: Math.round((lot.perUnit + change) * 100) / 100 } : {}) };
  }
  return lot;
}
