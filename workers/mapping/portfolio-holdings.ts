/**
 * A portfolio site's holdings view pasted with its lots shown (Yahoo Finance, Morningstar and their kin), and a
 * broker's typed trade confirmation beside it:
 *
 *     KO   Coca-Cola Company (The)   62.41  +0.37 (+0.60%)
 *     Trade date     Shares   Cost / Share   Market value   Total change
 *     Mar 14, 2008   120      29.06          7,489.20       +4,002.00 (+114.76%)
 *
 *     Johnson & Johnson  JNJ          160.000   189.62    +0.78     +0.41%      140.68 - 194.48     30,339.20
 *        Lot 1  Bought 03/15/2004   100.000 sh @ 51.32   Comm 7.00   Total cost 5,139.00    Open
 *
 *     YOU BOUGHT        Trade Date 06/11/2012     Settlement Date 06/14/2012
 *     Quantity 25,000   OHIO ST WTR DEV AUTH REV 4.000% 12/01/2030  CUSIP 677660WQ5
 *     Price 102.375     Principal 25,593.75     Accrued Interest 36.11
 *
 * Read as written, the market's figures (last price, day change, market value) crowd the lots, and nothing says which
 * lot the writer's notes set aside. Here each lot becomes a lot of broker-lots.ts's table, in the text's order:
 * - a security's line gives its ticker and name; each lot under it its trade date, quantity and cost ("Total cost"
 *   with the commission where the view gives it, else the quantity times the cost per share);
 * - a lot the view marks sold goes, and so does one the writer's notes set aside ("JNJ Mar 2011 lot: I sold those …
 *   Skip it.", "PepsiCo lot 2 was sold in 2019 — skip it", "leave the Apple lot off");
 * - a portfolio of another kind of account the notes set aside ("The IRA list underneath is Fidelity, not Schwab - it
 *   doesn't go on this form") goes whole;
 * - a date the notes put right ("Yahoo has Aug 02, 2010 but my … confirm says 09/02/2010") is put right;
 * - a confirmation's bond is a lot of its own, its principal the cost (the accrued interest is no part of it), and the
 *   price the cost per unit where the writer names that price; so is one the writer gives in a sentence ("from my paper
 *   confirm: City of Chicago GO bond, 5% due 01/01/2034, CUSIP 167486ZK8, $25,000 par, bought 11/05/2012, …").
 * A text with no lot under a security's line stays as written.
 */

import type { Lot, Security } from './broker-lots.js';
import { monthNumber } from './detect-values.js';
import { escapeRegExp } from './normalize-text.js';
import { capitalsAsName } from './parse-compound.js';

/** "Mar 14, 2008", "03/15/2004", "2008-03-14". */
const DATE = String.raw`(?:[A-Z][a-z]{2}\s+\d{1,2},\s+\d{4}|\d{1,2}\/\d{1,2}\/\d{4}|\d{4}-\d{2}-\d{2})`;
const NUMBER = String.raw`\d[\d,]*(?:\.\d+)?`;

/** "KO   Coca-Cola Company (The)   62.41": a ticker, its name, then the market's figures. */
const TICKER_FIRST = new RegExp(String.raw`^\s*([A-Z]{1,5}(?:[.-][A-Z])?)\s{2,}(\S.*?)\s{2,}${NUMBER}\b`);
/** "Johnson & Johnson  JNJ          160.000": a name, its ticker, then figures. */
const NAME_FIRST = new RegExp(String.raw`^\s*(\p{Lu}[^\s].*?)\s{1,}([A-Z]{1,5})\s{2,}${NUMBER}\b`, 'u');
/** "Lot 1  Bought 03/15/2004   100.000 sh @ 51.32   Comm 7.00   Total cost 5,139.00    Open". */
const BOUGHT_LOT = new RegExp(String.raw`(?:\bLot\s+(\d+)\s+)?\bBought\s+(${DATE})\s+(${NUMBER})\s*(?:sh|shares)\b\s*@\s*\$?(${NUMBER})(?:.*?\bTotal\s+cost\s+\$?(${NUMBER}))?(.*)$`, 'i');
/** "Trade date  Shares  Cost / Share  …": the header over a security's lots. */
const LOT_HEADER = /\btrade\s+date\b.*\b(?:shares|quantity|qty)\b.*\bcost\b/i;
/** "Mar 14, 2008   120      29.06 …": a lot's row under that header. */
const LOT_ROW = new RegExp(String.raw`^\s*(${DATE})\s{2,}(\S.*)$`);
/** "VZ  Verizon Communications Inc.  41.87   Jan 09, 2009   300   31.15": a security and its one lot on a line. */
const INLINE_LOT = new RegExp(String.raw`\s{2,}(${DATE})\s{2,}(${NUMBER})\s{2,}\$?(${NUMBER})\s*$`);
/** "Yahoo Finance > My Portfolio > Peggy IRA (Fidelity)", "Portfolio: Schwab Brokerage …", "[Schwab Roth IRA … portfolio …]". */
const PORTFOLIO_HEADING = /^\s*(?:\[([^\]]*\bportfolio\b[^\]]*)\]|.*\bportfolio\b\s*(?:>|:)\s*(.+))\s*$/i;
/** The kinds of account a portfolio may be, which a writer sets apart from the one a form is for. */
const ACCOUNT_KIND = /\b(IRA|Roth|401\s?\(?k\)?|403\s?\(?b\)?|HSA|529|SEP|custodial|trust|joint|watchlist)\b/gi;
/** Words that set something aside. */
const SET_ASIDE = /\b(?:skip|ignore|leave\s+(?:\S+\s+){0,3}off|exclude|excluded|not\s+part\s+of|doesn['’]t\s+go|does\s+not\s+go|NOT|sold|not\s+an\s+open\s+position|different\s+account)\b/i;

export function holdingsLots(text: string): { lots: Lot[]; securities: Map<string, Security>; before: string; after: string } | undefined {
  const lines = text.split('\n');
  const securities = new Map<string, Security>();
  const lots: (Lot & { portfolio: string; ordinal: number; number?: string; written: string })[] = [];
  const used = new Set<number>();
  let current: string | undefined;
  let portfolio = '';
  let header: string[] | undefined;
  for (const [at, line] of lines.entries()) {
    const heading = line.match(PORTFOLIO_HEADING);
    if (heading && !BOUGHT_LOT.test(line)) {
      portfolio = (heading[1] ?? heading[2] ?? '').replace(/\[[^\]]*\]/g, '').trim();
      current = undefined;
      used.add(at);
      continue;
    }
    const security = line.match(TICKER_FIRST) ?? line.match(NAME_FIRST);
    const bought = line.match(BOUGHT_LOT);
    if (security && !LOT_ROW.test(line) && !/^\s*Lot\b/i.test(line)) {
      const [ticker, name] = TICKER_FIRST.test(line) ? [security[1]!, security[2]!] : [security[2]!, security[1]!];
      current = ticker;
      securities.set(ticker, { name: name.replace(/\s*\(The\)$/, '').trim(), symbol: ticker, debt: false });
      header = undefined;
      used.add(at);
      const inline = bought ? null : line.match(INLINE_LOT);
      if (inline) lots.push(lotOf(ticker, portfolio, lots, inline[1]!, Number(inline[2]!.replace(/,/g, '')), Number(inline[3]!.replace(/,/g, '')), undefined, at));
    }
    if (current === undefined) continue;
    if (bought) {
      used.add(at);
      if (/\bsold\b/i.test(bought[6] ?? '')) continue;
      const total = bought[5] ? Number(bought[5].replace(/,/g, '')) : undefined;
      lots.push({ ...lotOf(current, portfolio, lots, bought[2]!, Number(bought[3]!.replace(/,/g, '')), Number(bought[4]!.replace(/,/g, '')), total, at), number: bought[1] });
      continue;
    }
    if (LOT_HEADER.test(line)) {
      header = line.trim().toLowerCase().split(/\s{2,}/);
      used.add(at);
      continue;
    }
    const row = header ? line.match(LOT_ROW) : null;
    if (row && header) {
      used.add(at);
      const cells = [row[1]!, ...row[2]!.trim().split(/\s{2,}/)];
      const shares = Number((cells[header.findIndex((h) => /shares|quantity|qty/.test(h))] ?? '').replace(/,/g, ''));
      const cost = Number((cells[header.findIndex((h) => /cost/.test(h))] ?? '').replace(/[$,]/g, ''));
      const note = cells.length > header.length - 1 ? cells[header.findIndex((h) => /notes?/.test(h))] ?? '' : '';
      if (shares > 0 && cost > 0 && !/\bsold\b(?!\?)/i.test(note)) lots.push(lotOf(current, portfolio, lots, row[1]!, shares, cost, undefined, at));
      continue;
    }
    if (/^\s*Total\b/i.test(line)) used.add(at);
  }
  if (lots.length === 0) return undefined;
  const notes = lines.filter((_, at) => !used.has(at)).join('\n');
  // (The notes acted on here go from the text, so that no reader of tables sets aside the lots they name again: "JNJ
  // lot 2 … skip it" says nothing of JNJ's lot 1.)
  const actedOn = new Set<string>();
  const kept = lots.filter((lot) => {
    const said = portfolioSetAside(lot.portfolio, notes) ?? lotSetAside(lot, securities.get(lot.security)!, notes);
    if (said) actedOn.add(said);
    return said === undefined;
  });
  for (const lot of kept) lot.tradeDate = datePutRight(lot.written, notes) ?? lot.tradeDate;
  const bond = confirmedBond(lines, notes, used) ?? bondInProse(notes);
  if (bond) {
    securities.set(bond.lot.security, bond.security);
    kept.push({ ...bond.lot, portfolio: '', ordinal: 0, written: '' });
  }
  const first = Math.min(...used);
  const after = lines.slice(first).filter((_, i) => !used.has(first + i)).join('\n');
  return { lots: kept, securities, before: lines.slice(0, first).join('\n'), after: [...actedOn].reduce((text, said) => text.replace(said, ''), after) };
}

function lotOf(security: string, portfolio: string, lots: { security: string }[], date: string, quantity: number, perShare: number, total: number | undefined, at: number): Lot & { portfolio: string; ordinal: number; written: string } {
  const basis = total ?? Math.round(quantity * perShare * 100) / 100;
  return { security, lotId: `line ${at}`, tradeDate: isoDate(date), settleDate: '', quantity, basis, debt: false, portfolio, ordinal: lots.filter((l) => l.security === security).length + 1, written: date };
}

/** "Mar 14, 2008" / "03/15/2004" → "2008-03-14". */
function isoDate(date: string): string {
  const named = date.match(/^([A-Z][a-z]{2})\s+(\d{1,2}),\s+(\d{4})$/);
  if (named) return `${named[3]}-${String(monthNumber(named[1]!) ?? 0).padStart(2, '0')}-${named[2]!.padStart(2, '0')}`;
  const us = date.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/);
  return us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : date;
}

/** The sentences of the writer's notes, each with the sentences after it that name no security ("… Skip it."). */
function noteGroups(notes: string, names: RegExp): string[] {
  const groups: string[] = [];
  for (const line of notes.split('\n')) {
    for (const sentence of line.split(/(?<=[.!?])\s+/)) {
      if (names.test(sentence) || groups.length === 0 || line.startsWith(sentence)) groups.push(sentence);
      else groups[groups.length - 1] += ` ${sentence}`;
    }
  }
  return groups;
}

/** The sentence of the notes that sets aside a portfolio of another kind of account than the one the form is for. */
function portfolioSetAside(portfolio: string, notes: string): string | undefined {
  const kinds = [...portfolio.matchAll(ACCOUNT_KIND)].map((m) => m[1]!.toLowerCase());
  if (kinds.length === 0) return undefined;
  return notes.split(/(?<=[.!?])\s+|\n/).find((s) => SET_ASIDE.test(s) && kinds.some((kind) => new RegExp(`\\b${escapeRegExp(kind)}\\b`, 'i').test(s)));
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];

/**
 * The group of the notes' sentences that sets the lot aside: one that names its security (ticker, or its name's first
 * word) and this lot (its number, its ordinal, its month and year, its year in brackets) or no lot at all, and says
 * to skip it.
 */
function lotSetAside(lot: Lot & { ordinal: number; number?: string }, security: Security, notes: string): string | undefined {
  const firstWord = security.name.match(/^[\p{L}&'’-]{4,}/u)?.[0];
  const names = new RegExp(String.raw`\b(?:${[escapeRegExp(lot.security), ...(firstWord ? [escapeRegExp(firstWord)] : [])].join('|')})\b`, 'i');
  const [year, month] = lot.tradeDate.split('-');
  for (const group of noteGroups(notes, /\b[A-Z]{2,5}\b|\b\p{Lu}\p{Ll}{3,}\b/u)) {
    if (!names.test(group) || !SET_ASIDE.test(group.replace(/\bNOT\b(?=\s+(?:the|a)\b)/, ''))) continue;
    const specs = [...group.matchAll(/\blot\s+(\d+)\b|\b(first|second|third|fourth|fifth)\s+lot\b|\b([A-Z][a-z]{2})[a-z]*\.?\s+(\d{4})\b|\((\d{4})\)/g)];
    if (specs.length === 0) {
      if (/\blots?\b/i.test(group) && /\bleave\b|\bskip\b|\bexclude/i.test(group)) return group;
      continue;
    }
    if (specs.some((m) => (m[1] && m[1] === (lot.number ?? String(lot.ordinal))) || (m[2] && ORDINALS.indexOf(m[2].toLowerCase()) + 1 === lot.ordinal) || (m[3] && monthNumber(m[3]) === Number(month) && m[4] === year) || (m[5] && m[5] === year))) return group;
  }
  return undefined;
}

/** "Yahoo has Aug 02, 2010 but my Scottrade confirm says 09/02/2010": the date the writer puts right, for one written so. */
function datePutRight(written: string, notes: string): string | undefined {
  const m = notes.match(new RegExp(String.raw`\bhas\s+${escapeRegExp(written)}\s+but\b[^.\n]*?\b(?:says|shows|is)\s+(${DATE})`));
  return m ? isoDate(m[1]!) : undefined;
}

/** A typed trade confirmation of a bond: "YOU BOUGHT … Trade Date … Quantity 25,000 NAME CUSIP … Price … Principal …". */
function confirmedBond(lines: string[], notes: string, used: Set<number>): { lot: Lot; security: Security } | undefined {
  const start = lines.findIndex((line) => /^\s*YOU\s+BOUGHT\b/i.test(line));
  if (start < 0) return undefined;
  let end = start;
  while (end + 1 < lines.length && lines[end + 1]!.trim() !== '' && !/^\s*-{3,}/.test(lines[end + 1]!)) end++;
  const block = lines.slice(start, end + 1).join('\n');
  const field = (name: string) => block.match(new RegExp(String.raw`\b${name}\s+\$?(${DATE}|${NUMBER}|[A-Z0-9]{9})`, 'i'))?.[1];
  const cusip = block.match(/\bCUSIP\s+([A-Z0-9]{9})\b/)?.[1];
  const quantity = Number((field('Quantity') ?? '').replace(/,/g, ''));
  const name = block.match(new RegExp(String.raw`\bQuantity\s+${NUMBER}\s+(.+?)\s+CUSIP\b`))?.[1];
  const principal = field('Principal');
  const price = field('Price');
  const trade = field('Trade\\s+Date');
  if (!cusip || !quantity || !principal || !trade) return undefined;
  for (let i = start; i <= end; i++) used.add(i);
  const basis = Number(principal.replace(/,/g, ''));
  // ("use … the price 102.375 as the cost per unit": the price, where the writer names it.)
  const named = price !== undefined && new RegExp(String.raw`(?<![\d.])${escapeRegExp(price)}(?![\d])`).test(notes.replace(block, ''));
  return {
    lot: { security: cusip, lotId: 'confirm', tradeDate: isoDate(trade), settleDate: isoDate(field('Settlement\\s+Date') ?? ''), quantity, basis, debt: true, ...(named ? { perUnit: Number(price) } : {}) },
    security: { name: name ? capitalsAsName(name) : cusip, symbol: cusip, debt: true },
  };
}

/**
 * "City of Chicago GO bond, 5% due 01/01/2034, CUSIP 167486ZK8, $25,000 par, bought 11/05/2012, settled 11/08/2012,
 * price 101.25. Put 101.25 in the per-unit column; total cost $25,312.50 …": a bond the writer gives in words.
 */
function bondInProse(notes: string): { lot: Lot; security: Security } | undefined {
  const m = notes.match(new RegExp(String.raw`(?:^|:\s+)([^:\n]*?),\s*CUSIP\s+([A-Z0-9]{9}),\s*\$?(${NUMBER})\s+(?:par|face)\b[^.\n]*?\bbought\s+(${DATE})(?:[^.\n]*?\bsettled\s+(${DATE}))?(?:[^.\n]*?\bprice\s+(${NUMBER}))?`, 'm'));
  if (!m) return undefined;
  const [, named, cusip, par, trade, settle, price] = m as unknown as [string, string, string, string, string, string | undefined, string | undefined];
  const total = notes.slice(m.index ?? 0).match(new RegExp(String.raw`\btotal\s+cost\s+\$?(${NUMBER})`, 'i'))?.[1];
  const quantity = Number(par.replace(/,/g, ''));
  if (!total || !quantity) return undefined;
  const priceNamed = price !== undefined && (notes.slice((m.index ?? 0) + m[0].length).match(new RegExp(String.raw`(?<![\d.])${escapeRegExp(price)}(?!\d)`, 'g')) ?? []).length > 0;
  return {
    lot: { security: cusip, lotId: 'prose', tradeDate: isoDate(trade), settleDate: settle ? isoDate(settle) : '', quantity, basis: Number(total.replace(/,/g, '')), debt: true, ...(priceNamed ? { perUnit: Number(price) } : {}) },
    security: { name: named.replace(/\s+bond\b,?/i, '').replace(/,?\s+due\s+/i, ' ').replace(/,\s+/g, ' ').trim(), symbol: cusip, debt: true },
  };
}
