/**
 * A broker's export of buys and sells pasted for a cost basis form: an OFX (or QFX) download, whose <BUYSTOCK>,
 * <BUYDEBT>, <BUYMF> and <SELL…> records name their security by CUSIP and a <SECLIST> gives its name and ticker, or
 * a CSV of activity rows ("lot_id,trade_date,settle_date,action,cusip,quantity,…,net_amount") beside a section of
 * securities ("cusip,symbol,description,type"). Read as written, no line says which date, quantity or amount is
 * which lot's, nor that a lot sold since, a dividend or a fee is no lot at all.
 *
 * So is a typed table of the same rows, its columns aligned with spaces under a rule of dashes, and a portfolio site's
 * holdings view with its lots shown (portfolio-holdings.ts), a statistics session's last listing of them
 * (analysis-listings.ts), a plain-text accounting journal (journal-lots.ts) and Quicken's QIF export (qif-lots.ts).
 *
 * Here the export becomes a table of the lots still held, in the file's order, a row per lot, as a form's table of
 * lots is read from a table in the text:
 *
 *     | Description    | Symbol | Trade date | Settlement date | Quantity | Cost per unit | Cost basis |
 *     | MICROSOFT CORP | MSFT   | 08/09/2004 |                 | 200      | 27.50         | 5,500.00   |
 *
 * A buy is set aside when a sell of the same lot follows (the same lot id, or the same security and quantity). The
 * cost basis is the amount paid with the commission, less a bond's accrued interest; the cost per unit is the basis
 * over the quantity, per 100 of par for a bond where the writer counts it so ("101.25 per 100 of par"). A bond's lot
 * gives its settlement date, as the form asks for fixed income only. Dividends, interest and fees give nothing, and
 * the export's own account number goes with it. The writer's prose stays as written, and has the last word on the
 * shares held today, lots shown as one row and the rows' order (lots-in-prose.ts).
 */

import { analysisListingLots } from './analysis-listings.js';
import { usDateOfYearFirst } from './format-value.js';
import { escapeRegExp } from './normalize-text.js';
import { decodeEntities } from './parse-xml.js';
import { holdingsLots } from './portfolio-holdings.js';
import { journalLots } from './journal-lots.js';
import { inOrderSaid, withLotsShownAsOne, withSharesHeldNow } from './lots-in-prose.js';
import { qifLots } from './qif-lots.js';

export interface Lot {
  security: string;
  lotId: string;
  tradeDate: string;
  settleDate: string;
  quantity: number;
  /** What was paid, commission in, accrued interest out. */
  basis: number;
  debt: boolean;
  /** The writer's own record gives the settlement date of a lot that is no bond (a journal's "2008/06/09=2008/06/12"). */
  settleGiven?: boolean;
  /** The cost per unit the writer names (a bond's price), where it is not the basis over the quantity. */
  perUnit?: number;
}

export interface Security {
  name: string;
  symbol: string;
  debt: boolean;
}

/** "Don't fill the Cost Basis column; the form multiplies …", "leave cost basis blank": the form works the basis out. */
const BASIS_LEFT_TO_FORM = /\b(?:don'?t|do\s+not|no\s+need\s+to)\s+(?:fill|enter|write|put|type)\b[^.\n]{0,25}\bcost[\s-]+basis\b|\bleave\s+(?:the\s+)?cost[\s-]+basis\b[^.\n]{0,15}\b(?:blank|empty)\b/i;

/** "101.25 per 100 of par", "per $100 par": the writer counts a bond's price per hundred of its par value. */
const PER_HUNDRED_OF_PAR = /\bper\s+\$?100\s+(?:of\s+)?par\b/i;

export function withBrokerLotsListed(text: string): string {
  const read = /<OFX>/i.test(text) ? ofxLots(text) : (qifLots(text) ?? csvLots(text) ?? typedTableLots(text) ?? holdingsLots(text) ?? analysisListingLots(text) ?? journalLots(text));
  if (!read || read.lots.length === 0) return text;
  const { securities, before, after } = read;
  const prose = `${before}\n${after}`;
  const lots = inOrderSaid(withLotsShownAsOne(withSharesHeldNow(read.lots, securities, prose), securities, prose), securities, prose);
  const perHundred = PER_HUNDRED_OF_PAR.test(text);
  const basisLeftToForm = BASIS_LEFT_TO_FORM.test(text);
  const held = lots.filter((lot) => lot.quantity > 0 && !lots.some((sale) => sale.quantity < 0 && sale.security === lot.security && (lot.lotId !== '' && sale.lotId !== '' ? sale.lotId === lot.lotId : -sale.quantity === lot.quantity)));
  const rows = held.map((lot) => {
    const security = securities.get(lot.security);
    const debt = lot.debt || security?.debt === true;
    const perUnit = lot.perUnit ?? (lot.basis / lot.quantity) * (debt && perHundred ? 100 : 1);
    const cells = [
      security?.name ?? lot.security,
      security?.symbol || lot.security,
      usDateOfYearFirst(lot.tradeDate),
      debt || lot.settleGiven ? usDateOfYearFirst(lot.settleDate) : '',
      formatNumber(lot.quantity, 0, 4),
      formatNumber(perUnit, 2, lot.perUnit !== undefined ? 4 : 2),
      basisLeftToForm ? '' : formatNumber(lot.basis, 2, 2),
    ];
    return `| ${cells.join(' | ')} |`;
  });
  const table = ['| Description | Symbol | Trade date | Settlement date | Quantity | Cost per unit | Cost basis |', `|${'---|'.repeat(7)}`, ...rows];
  return [before.trimEnd(), '', ...table, '', after.trimStart()].join('\n').trim();
}

/** 5500 → "5,500.00"; 210.5 → "210.5": grouped thousands, between the least and the most decimals given. */
function formatNumber(value: number, minDecimals: number, maxDecimals: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: minDecimals, maximumFractionDigits: maxDecimals });
}

// ---------------------------------------------------------------------------------------------------------
// OFX

/** "<UNITS>200": an SGML element's value, to the next tag or line's end. */
function ofxValue(record: string, tag: string): string {
  return record.match(new RegExp(`<${tag}>([^<\\r\\n]*)`, 'i'))?.[1]?.trim() ?? '';
}

function ofxLots(text: string): { lots: Lot[]; securities: Map<string, Security>; before: string; after: string } | undefined {
  const start = text.search(/^\s*(?:OFXHEADER:|<\?OFX|<OFX>)/im);
  const endTag = text.search(/<\/OFX>/i);
  if (start < 0 || endTag < 0) return undefined;
  const ofx = text.slice(start, endTag);
  const lots: Lot[] = [];
  for (const m of ofx.matchAll(/<(BUY|SELL)(STOCK|DEBT|MF|OPT|OTHER)>([\s\S]*?)<\/\1\2>/gi)) {
    const record = m[3]!;
    const units = Math.abs(Number(ofxValue(record, 'UNITS')));
    const total = Math.abs(Number(ofxValue(record, 'TOTAL')));
    const accrued = Math.abs(Number(ofxValue(record, 'ACCRDINT') || '0'));
    if (!Number.isFinite(units) || units === 0 || !Number.isFinite(total)) continue;
    const buy = m[1]!.toUpperCase() === 'BUY';
    lots.push({
      security: ofxValue(record, 'UNIQUEID'),
      lotId: '',
      tradeDate: ofxValue(record, 'DTTRADE'),
      settleDate: ofxValue(record, 'DTSETTLE'),
      quantity: buy ? units : -units,
      basis: buy ? total - accrued : total,
      debt: m[2]!.toUpperCase() === 'DEBT',
    });
  }
  const securities = new Map<string, Security>();
  for (const m of ofx.matchAll(/<(STOCK|DEBT|MF|OPT|OTHER)INFO>([\s\S]*?)<\/\1INFO>/gi)) {
    securities.set(ofxValue(m[2]!, 'UNIQUEID'), { name: decodeEntities(ofxValue(m[2]!, 'SECNAME')), symbol: ofxValue(m[2]!, 'TICKER'), debt: m[1]!.toUpperCase() === 'DEBT' });
  }
  return { lots, securities, before: text.slice(0, start), after: text.slice(endTag).replace(/^<\/OFX>/i, '') };
}

// ---------------------------------------------------------------------------------------------------------
// A typed table of lots

/** "-----  ----------  ------  ---…": the rule under a typed table's header, a run of dashes per column. */
const COLUMN_RULE = /^\s*-{2,}(?:\s+-{2,}){3,}\s*$/;

/**
 * A typed table of buys and sells, its columns aligned with spaces under a rule of dashes ("ACCT  TRADE DATE  ACTION
 * DESCRIPTION  SYMBOL  QTY  $/UNIT  AMOUNT  NOTE"), written as the CSV export the lots are read from. Rows of an
 * account the text sets aside ("IRA-R rows are my wife's IRA …, skip those") are left out, and so are lots a row's
 * note calls covered, where the text asks for noncovered ones (a broker already holds a covered lot's basis); a price
 * the text puts right is put right.
 */
function withLotTableAsCsv(text: string): string {
  const lines = text.split('\n');
  const rule = lines.findIndex((line, at) => at > 0 && COLUMN_RULE.test(line));
  if (rule < 0) return text;
  const spans = [...lines[rule]!.matchAll(/-+/g)].map((m) => m.index!);
  const cellsOf = (line: string) => spans.map((start, k) => line.slice(start, k + 1 < spans.length ? spans[k + 1] : undefined).trim());
  const header = cellsOf(lines[rule - 1]!).map((cell) => cell.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, ''));
  if (!ACTIVITY_HEADER.test(header.join(','))) return text;
  let end = rule + 1;
  while (end < lines.length && lines[end]!.trim() !== '') end++;
  const account = header.findIndex((name) => /^(?:acct|account)$/.test(name));
  const note = header.findIndex((name) => /^(?:notes?|memo|comments?)$/.test(name));
  const setAside = (value: string) => value !== '' && new RegExp(String.raw`\b${escapeRegExp(value)}\s+rows?\b[^.\n]*?\b(?:skip|ignore|leave\s+(?:them|those)\s+out|not\s+(?:on|part|for))`, 'i').test(text);
  const noncoveredAsked = /\bnon-?covered\b/i.test(text);
  const rows = lines
    .slice(rule + 1, end)
    .map(cellsOf)
    .filter((cells) => !(account >= 0 && setAside(cells[account]!)) && !(note >= 0 && noncoveredAsked && /\bcovered\b/i.test(cells[note]!) && !/\bnon-?covered\b/i.test(cells[note]!)));
  withPricesPutRight(rows, header, text);
  const csv = [header.join(','), ...rows.map((cells) => cells.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(','))];
  return [...lines.slice(0, rule - 1), ...csv, ...lines.slice(end)].join('\n');
}

/** The lots of a typed table of buys and sells, read as its CSV; undefined for a text with no such table. */
function typedTableLots(text: string): ReturnType<typeof csvLots> {
  const csv = withLotTableAsCsv(text);
  return csv === text ? undefined : csvLots(csv);
}

/** "the 06/09/2005 PG line is wrong. I paid $50.00 a share, not $55.00" (1 and 2 what names the row, 3 the price, 4 the wrong one). */
const ROW_PRICE_PUT_RIGHT = /\b(?:the\s+)?(\S+)\s+(\S+)\s+(?:line|row)\s+is\s+wrong\b[^\n]{0,80}?\$?(\d[\d,]*(?:\.\d+)?)\s+(?:a|per)\s+(?:share|unit)\s*,?\s+not\s+\$?(\d[\d,]*(?:\.\d+)?)/gi;

/**
 * The rows a sentence says have the wrong price ("the 06/09/2005 PG line is wrong. I paid $50.00 a share, not $55.00"),
 * with the price put right and the amount with it (the quantity times the price).
 */
function withPricesPutRight(rows: string[][], header: readonly string[], text: string): void {
  const price = header.findIndex((name) => /^(?:unit|price|unit_price|price_per_share|per_unit|cost_per_unit)$/.test(name));
  const quantity = header.findIndex((name) => /^(?:quantity|qty|units|shares)$/.test(name));
  const amount = header.findIndex((name) => /^(?:net_amount|amount|total|net|cost)$/.test(name));
  if (price < 0 || quantity < 0 || amount < 0) return;
  for (const m of text.matchAll(ROW_PRICE_PUT_RIGHT)) {
    const [, first, second, right, wrong] = m as unknown as [string, string, string, string, string];
    const number = (written: string) => Number(written.replace(/,/g, ''));
    for (const row of rows) {
      if (!row.includes(first) || !row.includes(second) || number(row[price]!) !== number(wrong)) continue;
      row[price] = right;
      row[amount] = (number(right) * number(row[quantity]!)).toFixed(2);
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// CSV

/** The header of an export's activity rows: a trade date, an action and a quantity among its columns. */
const ACTIVITY_HEADER = /^(?=.*\btrade[_ ]?date\b)(?=.*\b(?:action|type|activity|transaction)\b)(?=.*\b(?:quantity|qty|units|shares)\b)[\w ,"]+$/i;
/** The header of its securities: a CUSIP and a description or name among its columns. */
const SECURITIES_HEADER = /^(?=.*\bcusip\b)(?=.*\b(?:description|name|security)\b)(?!.*\btrade[_ ]?date\b)[\w ,"]+$/i;

function csvCells(line: string): string[] {
  return [...line.matchAll(/\s*("(?:[^"]|"")*"|[^,]*)\s*(?:,|$)/g)].slice(0, -1).map((m) => m[1]!.replace(/^"|"$/g, '').replace(/""/g, '"').trim());
}

function csvLots(text: string): { lots: Lot[]; securities: Map<string, Security>; before: string; after: string } | undefined {
  const lines = text.split('\n');
  const header = lines.findIndex((line) => ACTIVITY_HEADER.test(line.trim()));
  if (header < 0) return undefined;
  const columns = csvCells(lines[header]!.trim()).map((c) => c.toLowerCase().replace(/\s+/g, '_'));
  const column = (...names: string[]) => columns.findIndex((c) => names.includes(c));
  const at = {
    lot: column('lot_id', 'lot'),
    trade: column('trade_date', 'tradedate'),
    settle: column('settle_date', 'settlement_date', 'settledate'),
    action: column('action', 'type', 'activity', 'transaction'),
    security: column('cusip', 'symbol', 'security'),
    quantity: column('quantity', 'qty', 'units', 'shares'),
    accrued: column('accrued_int', 'accrued_interest', 'accrued'),
    amount: column('net_amount', 'amount', 'total', 'net'),
    description: column('description', 'security_name', 'name'),
  };
  if (at.trade < 0 || at.action < 0 || at.security < 0 || at.quantity < 0 || at.amount < 0) return undefined;
  // (The export runs from its first "#" comment or header line down to its last row or comment.)
  const isExportLine = (line: string) => /^\s*#/.test(line) || (line.includes(',') && !/\s{2,}\S/.test(line.trim()) && !/[.!?]\s*$/.test(line.trim()));
  let first = header;
  while (first > 0 && isExportLine(lines[first - 1]!)) first--;
  let last = header;
  while (last + 1 < lines.length && isExportLine(lines[last + 1]!)) last++;

  const securities = new Map<string, Security>();
  const secHeader = lines.slice(first, last + 1).findIndex((line) => SECURITIES_HEADER.test(line.trim()));
  if (secHeader >= 0) {
    const secColumns = csvCells(lines[first + secHeader]!.trim()).map((c) => c.toLowerCase());
    const cusip = secColumns.indexOf('cusip');
    const symbol = secColumns.findIndex((c) => c === 'symbol' || c === 'ticker');
    const name = secColumns.findIndex((c) => c === 'description' || c === 'name' || c === 'security');
    const type = secColumns.findIndex((c) => c === 'type' || c === 'asset_type' || c === 'class');
    for (let i = first + secHeader + 1; i <= last && !/^\s*#/.test(lines[i]!) && i !== header; i++) {
      const cells = csvCells(lines[i]!.trim());
      if (cells.length < secColumns.length - 1) break;
      securities.set(cells[cusip]!, { name: cells[name] ?? '', symbol: symbol >= 0 ? cells[symbol] ?? '' : '', debt: type >= 0 && /^(?:BD|BOND|DEBT|FI|FIXED)/i.test(cells[type] ?? '') });
    }
  }
  const lots: Lot[] = [];
  for (let i = header + 1; i <= last; i++) {
    if (/^\s*#/.test(lines[i]!)) continue;
    const cells = csvCells(lines[i]!.trim());
    const action = (cells[at.action] ?? '').toUpperCase();
    const buy = /^(?:BUY|BOUGHT|PURCHASE|B)$/.test(action);
    if (!buy && !/^(?:SELL|SOLD|SALE|S)$/.test(action)) continue;
    const quantity = Math.abs(Number((cells[at.quantity] ?? '').replace(/,/g, '')));
    const amount = Math.abs(Number((cells[at.amount] ?? '').replace(/[$,]/g, '')));
    const accrued = at.accrued >= 0 ? Math.abs(Number((cells[at.accrued] ?? '').replace(/[$,]/g, '') || '0')) : 0;
    if (!quantity || !Number.isFinite(amount)) continue;
    // (A table of lots that names each security on its rows, with no section of securities, names them there.)
    const security = cells[at.security] ?? '';
    if (at.description >= 0 && !securities.has(security) && cells[at.description]) securities.set(security, { name: cells[at.description]!, symbol: security, debt: false });
    lots.push({
      security: cells[at.security] ?? '',
      lotId: at.lot >= 0 ? cells[at.lot] ?? '' : '',
      tradeDate: cells[at.trade] ?? '',
      settleDate: at.settle >= 0 ? cells[at.settle] ?? '' : '',
      quantity: buy ? quantity : -quantity,
      basis: buy ? amount - accrued : amount,
      debt: false,
    });
  }
  return { lots, securities, before: lines.slice(0, first).join('\n'), after: lines.slice(last + 1).join('\n') };
}
