/**
 * Quicken's QIF export of an investment account, pasted raw for a cost basis form:
 *
 *     !Type:Security
 *     NJohnson & Johnson
 *     SJNJ
 *     ^
 *     !Account
 *     NAmeritrade Brokerage 781-204455
 *     TInvst
 *     ^
 *     !Type:Invst
 *     D3/15/99
 *     NBuy
 *     YJohnson & Johnson
 *     I91.375
 *     Q50
 *     T4,593.75
 *     O25.00
 *     ^
 *
 * One letter starts each line of a record and "^" ends it, so read line by line nothing says which date, quantity or
 * total is which lot's. Here each buy (Buy, BuyX, a reinvested distribution, shares transferred in) is one of
 * broker-lots.ts's lots: its trade date, its shares, its basis the total Quicken records with the commission in. A
 * sale takes its shares from the lots of its security, and a split (StkSplit, its ratio in the memo "2 for 1" or the
 * quantity) multiplies those held on its day. Shares transferred in whose memo gives the original buy ("Xfer from
 * Scottrade. Orig buy 5/8/2000 …") keep that buy's date, as a cost basis form asks when they were acquired.
 *
 * Quicken writes the year after "/" in the 1900s and after "'" from 2000 ("8/ 2'04", "5/11' 1"); a block of prices
 * ("!Type:Prices") gives no lot. The prose around the export has the last word on an account or lot it sets aside, the
 * shares held today, lots of a fund shown as one and the rows' order (lots-in-prose.ts).
 */
import type { Lot, Security } from './broker-lots.js';
import { applySplit, sell } from './journal-lots.js';
import { priceInProse, setAsideInProse } from './lots-in-prose.js';

/** A header line of the export: "!Type:Invst", "!Account", "!Option:AutoSwitch". */
const HEADER = /^!(?:Type:|Account\b|Option:|Clear:)/i;
/** The actions that buy shares, or bring them in. */
const BUY_ACTIONS = /^(?:Buy|BuyX|ShrsIn|Reinv(?:Div|Int|Lg|Sh|Md)X?)$/i;
/** The actions that sell shares, or take them out. */
const SELL_ACTIONS = /^(?:Sell|SellX|ShrsOut)$/i;
/** Shares brought in from elsewhere, whose memo may give when they were first bought. */
const TRANSFER_IN = /^ShrsIn$/i;
/** "Orig buy 5/8/2000", "original purchase date 05/08/2000", "acquired 5/8/00" (1 the date). */
const ORIGINAL_BUY = /\b(?:orig(?:inal(?:ly)?)?\.?\s+(?:buy|purchase[d]?|acq(?:uired|uisition)?|bought)|acquired|purchased|bought)\b(?:\s+(?:date|on))?\s*:?\s*(\d{1,2}\/\d{1,2}\/(?:\d{4}|\d{2}))\b/i;
/** "2 for 1", "2:1", "3-for-2" (1 and 2 the ratio). */
const SPLIT_RATIO = /\b(\d+)\s*(?::|-for-|\s+for\s+)\s*(\d+)\b/i;
/** Fewer buys than this make no investment export. */
const FEWEST_BUYS = 2;

interface QifRecord {
  /** Each line's first letter to the rest of the line. */
  fields: Map<string, string>;
  /** The record's lines as written, with the account it was written under. */
  text: string;
}

/** The lots a QIF export buys and still holds, and the text around it; undefined for a text with no such export. */
export function qifLots(text: string): { lots: Lot[]; securities: Map<string, Security>; before: string; after: string } | undefined {
  const lines = text.split('\n');
  const first = lines.findIndex((line) => HEADER.test(line.trim()));
  if (first < 0 || !lines.some((line) => /^!Type:Invst\s*$/i.test(line.trim()))) return undefined;
  let last = first;
  let section = '';
  let account = '';
  let fields = new Map<string, string>();
  let recordLines: string[] = [];
  const securityRecords: QifRecord[] = [];
  const transactions: QifRecord[] = [];
  for (let at = first; at < lines.length; at++) {
    const line = lines[at]!.trim();
    if (HEADER.test(line)) {
      section = line.toLowerCase();
      last = at;
      continue;
    }
    if (line === '^') {
      if (section === '!account') account = fields.get('N') ?? account;
      else if (section === '!type:security') securityRecords.push({ fields, text: recordLines.join('\n') });
      else if (section === '!type:invst') transactions.push({ fields, text: `${account}\n${recordLines.join('\n')}` });
      fields = new Map();
      recordLines = [];
      last = at;
      continue;
    }
    // (A price history's lines, '"PG",62.125," 3/ 2/98"', give no lot; any other line that starts with no field
    // letter, or a blank one, ends the export.)
    if (section === '!type:prices') {
      last = at;
      continue;
    }
    if (!/^[A-Z$]\S?/.test(line)) break;
    fields.set(line[0]!, line.slice(1).trim());
    recordLines.push(line);
  }
  const securities = new Map<string, Security>();
  for (const { fields } of securityRecords) {
    const name = fields.get('N');
    if (name) securities.set(name, { name, symbol: fields.get('S') ?? '', debt: /\bbond\b/i.test(fields.get('T') ?? '') });
  }
  const before = lines.slice(0, first).join('\n');
  const after = lines.slice(last + 1).join('\n');
  const prose = `${before}\n${after}`;
  const held: { lot: Lot; record: QifRecord; price: number | undefined }[] = [];
  const heldOf = (security: string) => held.filter((h) => h.lot.security === security && h.lot.quantity > 0);
  let buys = 0;
  for (const record of transactions) {
    const { fields } = record;
    const action = fields.get('N') ?? '';
    const security = fields.get('Y') ?? '';
    const quantity = amount(fields.get('Q'));
    const tradeDate = quickenDate(fields.get('D') ?? '');
    if (security === '' || tradeDate === '') continue;
    if (/^StkSplit$/i.test(action)) {
      const said = (fields.get('M') ?? '').match(SPLIT_RATIO);
      const ratio = said ? Number(said[1]) / Number(said[2]) : quantity;
      if (ratio !== undefined && ratio > 0) applySplit({ symbol: security, ratio, date: tradeDate, done: false }, heldOf(security));
      continue;
    }
    if (quantity === undefined || quantity === 0) continue;
    const price = amount(fields.get('I'));
    if (SELL_ACTIONS.test(action)) {
      sell(heldOf(security), Math.abs(quantity), undefined);
      continue;
    }
    if (!BUY_ACTIONS.test(action)) continue;
    buys++;
    const name = securities.get(security)?.name ?? security;
    // (A security the export lists no symbol for is named by its name alone.)
    const symbol = securities.get(security)?.symbol || security;
    const commission = amount(fields.get('O')) ?? 0;
    const total = amount(fields.get('T')) ?? amount(fields.get('U'));
    // (The total Quicken records holds the commission; a price the prose puts right makes it anew.)
    const rightPrice = price === undefined ? undefined : priceInProse(symbol, name, price, prose);
    const paid = total !== undefined && rightPrice === price ? total : (rightPrice ?? 0) * Math.abs(quantity) + commission;
    const originalBuy = TRANSFER_IN.test(action) ? (fields.get('M') ?? '').match(ORIGINAL_BUY)?.[1] : undefined;
    held.push({ record, price, lot: { security, lotId: '', tradeDate: originalBuy ? quickenDate(originalBuy) : tradeDate, settleDate: '', quantity: Math.abs(quantity), basis: Math.abs(paid), debt: false } });
  }
  if (buys < FEWEST_BUYS) return undefined;
  const lots = held
    .filter((h) => h.lot.quantity > 0 && !setAsideInProse(h.record.text, securities.get(h.lot.security)?.symbol || h.lot.security, h.lot.security, prose))
    .map((h) => ({ ...h.lot, basis: Math.round(h.lot.basis * 100) / 100 }));
  return { lots, securities, before, after };
}

/** "4,593.75" → 4593.75; undefined where none is given. */
function amount(written: string | undefined): number | undefined {
  if (written === undefined || written.trim() === '') return undefined;
  const value = Number(written.replace(/[$,\s]/g, ''));
  return Number.isFinite(value) ? value : undefined;
}

/** Quicken's dates: "3/15/99" (1999), "8/ 2'04" and "5/11' 1" (2004, 2001), "12/20/2006", "2006-12-20"; "" for none. */
export function quickenDate(written: string): string {
  const iso = written.match(/^(\d{4})-(\d{1,2})-(\d{1,2})$/);
  if (iso) return `${iso[1]}-${iso[2]!.padStart(2, '0')}-${iso[3]!.padStart(2, '0')}`;
  const m = written.replace(/\s+/g, '').match(/^(\d{1,2})\/(\d{1,2})(['/])(\d{1,2}|\d{4})$/);
  if (!m) return '';
  const year = m[4]!.length === 4 ? Number(m[4]) : (m[3] === "'" ? 2000 : 1900) + Number(m[4]);
  return `${year}-${m[1]!.padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
}
