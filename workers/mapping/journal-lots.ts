/**
 * A plain-text accounting journal's buys of shares, pasted for a cost basis form: ledger-cli's and hledger's
 * transactions (a date, the settlement date after "=", the payee and note), and beancount's:
 *
 *     2008/06/09=2008/06/12 * Scottrade | Coca-Cola Co (KO)
 *         ; conf #S0608-44121
 *         Assets:Brokerage:Scottrade          100 KO @ $58.34
 *         Expenses:Commissions                 $7.00
 *         Assets:Brokerage:Scottrade:Cash
 *     2012/08/13 * note: KO 2:1 split -> 200 sh (not booked)
 *
 *     2008-06-09 * "Scottrade" "Buy Coca-Cola Co"
 *       Assets:Brokerage:KO        100 KO {58.34 USD}
 *       Expenses:Commissions      7.00 USD
 *
 * Read line by line, a posting's shares, price and commission are three values with no lot to hold them. Here each
 * buy is one of broker-lots.ts's lots: its shares, its basis the price times the shares plus the commission posted
 * with it, its settlement date the one the journal gives. A sale of the same shares sets the buy aside, as a split the
 * journal only notes in a comment ("GIS 2:1 split -> 100 sh (not booked)") multiplies the shares bought before it.
 * The writer's prose around the journal has the last word on two things a journal cannot say: a lot it sets aside
 * ("Skip the Apple lot", "The "Harald IRA" entries are … Not part of this.") and a price it puts right ("I keyed $58.34
 * but the confirm says $58.43. Use $58.43.").
 */
import type { Lot, Security } from './broker-lots.js';
import { namesSymbol, priceInProse, setAsideInProse } from './lots-in-prose.js';
import { escapeRegExp } from './normalize-text.js';

/** "2008/06/09=2008/06/12 * Scottrade | Coca-Cola Co (KO)" (1 the date, 2 the settlement date, 3 the rest). */
const TRANSACTION = /^(\d{4}[/-]\d{1,2}[/-]\d{1,2})(?:=(\d{4}[/-]\d{1,2}[/-]\d{1,2}))?\s+(?:[*!]|txn)?\s*(?:\([^)]*\)\s+)?(.*?)\s*(?:;.*)?$/;
/** A posting: "    Assets:Brokerage:Scottrade   100 KO @ $58.34" (1 the account, 2 its amount and price, none where it balances the rest). */
const POSTING = /^[ \t]+[*!]?\s*([A-Za-z][\w-]*(?::[^\s:;][^\s;]*)+)(?:(?:\s{2,}|\t)\s*([^;]*?))?\s*(?:;(.*))?$/;
/** hledger's posting date in a posting's comment, "; date:2008-11-25": the day the shares settled. */
const POSTING_DATE = /\bdate2?:\s*(\d{4}[/-]\d{1,2}[/-]\d{1,2})\b/;
/** A transaction that corrects an earlier one ("correction: CL buy of 2009-07-16 keyed as 156 sh"): its shares are that buy's. */
const CORRECTION = /\bcorrect(?:ion|ing|ed)\b|\bkeyed\s+(?:wrong|as)\b/i;
/** An amount of shares: "100 KO", "-60 PG {$61.20} @ $79.14", "100 KO {58.34 USD}" (1 the shares, 2 the commodity, 3 a cost in braces, 4 "@" or "@@", 5 the price). */
const SHARES = /^(-?\d[\d,]*(?:\.\d+)?)\s+"?([A-Z][A-Z0-9._-]{0,11})"?(?:\s*\{\{?\s*\$?\s*(\d[\d,]*(?:\.\d+)?)[^}]*\}\}?)?(?:\s*(@@?)\s*\$?\s*(\d[\d,]*(?:\.\d+)?))?/;
/** A money amount: "$7.00", "7.00 USD", "$-4.95" (1 a sign, 2 the amount). */
const MONEY = /^(-?)\$?\s*(-?)(\d[\d,]*(?:\.\d+)?)\s*(?:USD|\$)?$/;
/** The commodities that are money, not shares. */
const CURRENCIES = /^(?:USD|EUR|GBP|CAD|CHF|JPY|AUD)$/;
/** "KO 2:1 split", "GIS 2-for-1 split" (1 the symbol, 2 and 3 the ratio). */
const SPLIT_NOTED = /\b([A-Z]{1,6})\s+(\d+)\s*(?::|-for-|\s+for\s+)\s*(\d+)\s+(?:stock\s+)?split\b/;
/** Fewer buys than this make no journal of lots. */
const FEWEST_BUYS = 2;

export interface Split {
  symbol: string;
  ratio: number;
  date: string;
  done: boolean;
}

interface Transaction {
  date: string;
  settleDate: string;
  description: string;
  /** The transaction's own lines, its header first. */
  text: string;
  shares: { symbol: string; quantity: number; price: number | undefined; total: number | undefined; settleDate: string }[];
  commission: number;
  comments: string[];
}

/** The lots a journal buys and still holds, and the text around it; undefined for a text with no such journal. */
export function journalLots(text: string): { lots: Lot[]; securities: Map<string, Security>; before: string; after: string } | undefined {
  const lines = text.split('\n');
  const transactions: Transaction[] = [];
  let first = -1;
  let last = -1;
  let current: Transaction | undefined;
  for (const [at, line] of lines.entries()) {
    const head = line.match(TRANSACTION);
    if (head && !/^\s/.test(line)) {
      current = { date: head[1]!, settleDate: head[2] ?? '', description: head[3]!, text: line, shares: [], commission: 0, comments: [head[3]!] };
      transactions.push(current);
      if (first < 0) first = at;
      last = at;
      continue;
    }
    if (!current) continue;
    if (/^[ \t]+;/.test(line)) {
      current.comments.push(line.trim().replace(/^;\s*/, ''));
      current.text += `\n${line}`;
      last = at;
      continue;
    }
    const posting = line.match(POSTING);
    if (posting) {
      current.text += `\n${line}`;
      last = at;
      readPosting(current, posting[1]!, posting[2] ?? '', posting[3]?.match(POSTING_DATE)?.[1]);
      continue;
    }
    if (line.trim() !== '' && !/^\s*;/.test(line)) current = undefined;
  }
  const buys = transactions.filter((t) => t.shares.some((s) => s.quantity > 0 && (s.price !== undefined || s.total !== undefined)));
  if (buys.length < FEWEST_BUYS) return undefined;
  // (The journal's comments above its first transaction belong with it.)
  while (first > 0 && /^\s*(?:;.*)?$/.test(lines[first - 1]!) && lines.slice(0, first).some((line) => /^\s*;/.test(line))) first--;
  const before = lines.slice(0, first).join('\n');
  const after = lines.slice(last + 1).join('\n');
  const prose = `${before}\n${after}`;
  const splits = splitsNoted(transactions);
  const securities = new Map<string, Security>();
  const held: { lot: Lot; transaction: Transaction; name: string; price: number | undefined }[] = [];
  const heldOf = (symbol: string) => held.filter((h) => h.lot.security === symbol && h.lot.quantity > 0);
  for (const transaction of transactions) {
    const tradeDate = isoDate(transaction.date);
    for (const split of splits.filter((split) => !split.done && split.date <= tradeDate)) applySplit(split, heldOf(split.symbol));
    for (const posted of transaction.shares) {
      const name = securityName(transaction.description, posted.symbol);
      if (!securities.has(posted.symbol)) securities.set(posted.symbol, { name, symbol: posted.symbol, debt: false });
      if (posted.quantity < 0) {
        sell(heldOf(posted.symbol), -posted.quantity, posted.price);
        continue;
      }
      const price = posted.price === undefined ? undefined : priceInProse(posted.symbol, name, posted.price, prose);
      const paid = (posted.total ?? (price ?? 0) * posted.quantity) + transaction.commission;
      const corrected = CORRECTION.test(transaction.description) ? heldOf(posted.symbol).at(-1) : undefined;
      if (corrected) {
        corrected.lot.quantity += posted.quantity;
        corrected.lot.basis += paid;
        continue;
      }
      const settleDate = posted.settleDate || transaction.settleDate;
      held.push({ transaction, name, price: posted.price, lot: { security: posted.symbol, lotId: '', tradeDate, settleDate: settleDate === '' ? '' : isoDate(settleDate), settleGiven: settleDate !== '', quantity: posted.quantity, basis: paid, debt: false } });
    }
    // ("commission rebate on CVX trade": a commission given back, with no shares, lowers the cost of the buy it names.)
    if (transaction.shares.length === 0 && transaction.commission !== 0) {
      const named = held.findLast((h) => namesSymbol(transaction.description, h.lot.security));
      if (named) named.lot.basis += transaction.commission;
    }
  }
  for (const split of splits.filter((split) => !split.done)) applySplit(split, heldOf(split.symbol));
  const lots = held.filter((h) => h.lot.quantity > 0 && !setAsideInProse(h.transaction.text, h.lot.security, h.name, prose)).map((h) => ({ ...h.lot, basis: Math.round(h.lot.basis * 100) / 100 }));
  return { lots, securities, before, after };
}

/** A posting's shares or commission, added to its transaction. */
function readPosting(transaction: Transaction, account: string, amount: string, settleDate: string | undefined): void {
  const shares = amount.match(SHARES);
  if (shares && !CURRENCIES.test(shares[2]!)) {
    const cost = shares[3] !== undefined ? Number(shares[3].replace(/,/g, '')) : undefined;
    const price = shares[5] !== undefined ? Number(shares[5].replace(/,/g, '')) : undefined;
    const quantity = Number(shares[1]!.replace(/,/g, ''));
    // (A buy's cost is what it paid, "{58.34 USD}" or "@ $58.34"; a sale's braces name the lot it sells by that cost,
    // its "@" the price it got, which no lot's cost depends on.)
    const perUnit = quantity > 0 ? (cost ?? (shares[4] === '@' ? price : undefined)) : cost;
    const total = shares[4] === '@@' && quantity > 0 && cost === undefined ? price : undefined;
    transaction.shares.push({ symbol: shares[2]!, quantity, price: perUnit, total, settleDate: settleDate ?? '' });
    return;
  }
  const money = amount.match(MONEY);
  if (money && /commission|fee/i.test(account)) transaction.commission += (money[1] || money[2] ? -1 : 1) * Number(money[3]!.replace(/,/g, ''));
}

/** "Scottrade | Coca-Cola Co (KO)" → "Coca-Cola Co": the payee's note, without the symbol it names. */
function securityName(description: string, symbol: string): string {
  const quoted = [...description.matchAll(/"([^"]*)"/g)].map((m) => m[1]!);
  const said = quoted.length > 0 ? quoted.at(-1)! : description.split('|').at(-1)!;
  const plain = said
    .replace(new RegExp(String.raw`\s*\(${escapeRegExp(symbol)}\)`), '')
    .replace(/^\s*(?:buy|bought|purchase[d]?)\s+(?:\d[\d,.]*\s+(?:sh(?:ares)?\s+)?)?(?:of\s+)?/i, '')
    .trim();
  return plain === '' || plain === symbol ? symbol : plain;
}

/** The splits a journal notes without booking ("; 2010-06-08 GIS 2:1 split -> 100 sh (not booked)"), with their days. */
function splitsNoted(transactions: Transaction[]): Split[] {
  const splits: Split[] = [];
  for (const transaction of transactions) {
    for (const comment of transaction.comments) {
      const split = comment.match(SPLIT_NOTED);
      if (!split) continue;
      const date = isoDate(comment.match(/\b\d{4}[/-]\d{1,2}[/-]\d{1,2}\b/)?.[0] ?? transaction.date);
      const ratio = Number(split[2]) / Number(split[3]);
      if (ratio > 0 && !splits.some((s) => s.symbol === split[1] && s.date === date)) splits.push({ symbol: split[1]!, ratio, date, done: false });
    }
  }
  return splits;
}

/** A split applied to the lots of its security held on its day: more shares, the same cost. */
export function applySplit(split: Split, lots: { lot: Lot }[]): void {
  for (const { lot } of lots) lot.quantity *= split.ratio;
  split.done = true;
}

/**
 * A sale's shares taken from the lots of its security: from the lot bought at the cost the sale names in braces, else
 * one of just that many shares, else the oldest; a lot sold in part keeps its share of the cost ("I sold 165 of the 495
 * AT&T shares … show the 330 with their share of the cost").
 */
export function sell(lots: { lot: Lot; price: number | undefined }[], shares: number, cost: number | undefined): void {
  let left = shares;
  const atCost = cost === undefined ? [] : lots.filter((h) => h.price === cost);
  const exact = lots.find(({ lot }) => lot.quantity === shares);
  for (const { lot } of atCost.length > 0 ? atCost : exact ? [exact] : lots) {
    if (left <= 0) break;
    const taken = Math.min(left, lot.quantity);
    lot.basis *= (lot.quantity - taken) / lot.quantity;
    lot.quantity -= taken;
    left -= taken;
  }
}

/** "2008/06/09" → "2008-06-09". */
export function isoDate(date: string): string {
  const [year, month, day] = date.split(/[/-]/);
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
}
