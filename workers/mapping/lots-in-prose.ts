/**
 * What the writer's prose around an export of lots says about them, where the export itself cannot: a lot it sets
 * aside ("Skip the Apple lot", "The "Harald IRA" entries are … Not part of this."), a price it puts right ("I keyed
 * $58.34 but the confirm says $58.43. Use $58.43."), the shares held today after splits the export never saw ("Schwab
 * shows 100 JNJ and 200 KO in the account today, so use those quantities"), lots of one security shown as one row
 * ("one line is fine for the fund: all the shares together") and the order the rows go in ("Rows in the order JNJ, KO,
 * MCD, then the two Dodge & Cox lots", "in alphabetical order by ticker symbol"). broker-lots.ts asks it of every
 * export's lots for the last three; the readers of journals (journal-lots.ts) and of Quicken's exports (qif-lots.ts)
 * ask it which lots are set aside and which prices put right.
 */
import type { Lot, Security } from './broker-lots.js';
import { escapeRegExp, wordCount } from './normalize-text.js';

/** A sentence that sets something aside. */
const SET_ASIDE = /\b(?:skip|ignore|leave\s+(?:it|them|that|those)?\s*out|exclude|not\s+part\s+of\b|(?:don'?t|do\s+not)\s+(?:include|list|add)|not\s+(?:on|for)\s+this\b)/i;
/** An account named in prose as a journal names it: "anything under assets:ira:marge". */
const ACCOUNT_NAMED = /\b[A-Za-z][\w-]*(?::[\w-]+){1,5}\b/g;
/** A sentence this short that sets something aside names nothing of its own ("Not part of this."). */
const SHORT_SENTENCE_WORDS = 6;
/** A sentence that gives the shares held now: "Schwab shows 100 JNJ … today, so use those quantities". */
const HELD_NOW = /\b(?:today|now|currently|at\s+present|use\s+th(?:ose|ese|at)\s+(?:quantit|share|number))/i;
/** A sentence that sets the rows' order: "Rows in the order JNJ, KO, MCD", "list them in this order: …". */
const ORDER_SET = /\b(?:in\s+(?:the|this|that)\s+order\b|order\s+(?:them|the\s+rows|the\s+lots)\b|\border\s*:)/i;
/** "in alphabetical order by ticker symbol", "alphabetically by name": the rows sorted by symbol or by name. */
const ALPHABETICAL = /\balphabetic(?:al)?(?:ly)?\b/i;
/**
 * "one line is fine for the fund: all the shares together, the total cost, and the date of the first purchase": a
 * security's lots shown as one row.
 */
const ONE_ROW = /\b(?:one|a\s+single|single)\s+(?:line|row|entry)\b/i;
const LOTS_TOGETHER = /\b(?:together|combined|aggregated?|lumped|all\s+(?:the|of\s+the)\s+shares)\b/i;
/** Words of a security's name that name no one security. */
const COMMON_NAME_WORDS = /^(?:Income|Fund|Funds|Stock|Stocks|Corp|Corporation|Company|Trust|Index|Growth|Value|Shares|Class|Admiral|Investor|Group|Holdings|International|Total|Market|Bond|Inv|Inc)$/;

function sentencesOf(prose: string): string[] {
  return prose.split(/(?<=[.!?])\s+|\n+/).filter((s) => s.trim() !== '');
}

/**
 * Whether the prose sets a lot aside: a sentence that skips it by its symbol, its name's first word or its account
 * ("Skip the Apple lot too", "Leave out … anything under assets:ira:marge"), or one that names its record's payee or
 * account in quotes ("The "Harald IRA" entries are my late husband's …") followed by one that sets it aside with no
 * name of its own ("Not part of this.").
 */
export function setAsideInProse(recordText: string, symbol: string, name: string, prose: string): boolean {
  const sentences = sentencesOf(prose);
  const record = recordText.toLowerCase();
  const names = (sentence: string) =>
    namesSecurity(sentence, symbol, name) ||
    [...sentence.matchAll(/["“]([^"”]{3,40})["”]/g)].some((m) => record.includes(m[1]!.toLowerCase())) ||
    [...sentence.matchAll(ACCOUNT_NAMED)].some((m) => record.includes(m[0].toLowerCase()));
  // (A short sentence of its own, "Not part of this.", sets aside what the sentence before it named.)
  return sentences.some((sentence, k) => SET_ASIDE.test(sentence) && (names(sentence) || (k > 0 && wordCount(sentence) <= SHORT_SENTENCE_WORDS && names(sentences[k - 1]!))));
}

/**
 * A buy's price as the prose puts it right: a line naming the security by symbol or name that holds the export's
 * price and another, with the other to be used ("I keyed $58.34 but the Scottrade confirm says $58.43. Use $58.43.",
 * "$58.43, not $58.34", "should be $58.43").
 */
export function priceInProse(symbol: string, name: string, price: number, prose: string): number {
  for (const line of prose.split('\n')) {
    if (!namesSecurity(line, symbol, name)) continue;
    const figures = [...line.matchAll(/\$\s?(\d[\d,]*\.\d{2,4})\b/g)].map((m) => Number(m[1]!.replace(/,/g, '')));
    if (!figures.includes(price)) continue;
    const other = figures.find((figure) => figure !== price);
    if (other === undefined) continue;
    const written = String.raw`\$?\s?${escapeRegExp(other.toFixed(2))}`;
    const wrong = String.raw`\$?\s?${escapeRegExp(price.toFixed(2))}`;
    if (new RegExp(String.raw`\buse\s+${written}|\bshould\s+(?:be|read)\s+${written}|${written}\s*,?\s+not\s+${wrong}|\bnot\s+${wrong}\s*,?\s+(?:but\s+)?${written}`, 'i').test(line)) return other;
  }
  return price;
}

/**
 * The lots' shares as the prose says they are held today, where splits came after the export ("Coke did another
 * 2-for-1 in 2012 after I stopped using Quicken. Schwab shows 100 JNJ and 200 KO in the account today, so use those
 * quantities"): each security's lots scaled to the count given for it, their cost unchanged. Only a ratio in halves
 * (2, 3, 1.5, 0.5) counts as a split; any other count names some other holding.
 */
export function withSharesHeldNow(lots: Lot[], securities: Map<string, Security>, prose: string): Lot[] {
  const symbolOf = (lot: Lot) => securities.get(lot.security)?.symbol || lot.security;
  const symbols = new Set(lots.map(symbolOf));
  const ratios = new Map<string, number>();
  for (const sentence of sentencesOf(prose).filter((s) => HELD_NOW.test(s))) {
    for (const m of sentence.matchAll(/\b(\d[\d,]*(?:\.\d+)?)\s+(?:shares?\s+(?:of\s+)?)?([A-Z][A-Z.]{0,5})\b/g)) {
      if (!symbols.has(m[2]!)) continue;
      const held = lots.filter((lot) => symbolOf(lot) === m[2]).reduce((sum, lot) => sum + lot.quantity, 0);
      const ratio = Number(m[1]!.replace(/,/g, '')) / held;
      if (held > 0 && ratio !== 1 && Number.isInteger(Math.round(ratio * 2 * 1e6) / 1e6)) ratios.set(m[2]!, ratio);
    }
  }
  return lots.map((lot) => (ratios.has(symbolOf(lot)) ? { ...lot, quantity: Math.round(lot.quantity * ratios.get(symbolOf(lot))! * 1e6) / 1e6 } : lot));
}

/**
 * The lots in the order a sentence of the prose lists their securities ("Rows in the order JNJ, KO, MCD, then the two
 * Dodge & Cox lots"), by symbol or name; the lots of one security keep their order, and those it does not name follow.
 */
export function inOrderSaid(lots: Lot[], securities: Map<string, Security>, prose: string): Lot[] {
  const alphabetical = sentencesOf(prose).find((s) => ALPHABETICAL.test(s) && /\border\b|\bsort|\blist|\brows?\b/i.test(s));
  if (alphabetical) {
    const byName = /\b(?:name|description|company)\b/i.test(alphabetical) && !/\b(?:ticker|symbol)s?\b/i.test(alphabetical);
    const sortKey = (lot: Lot) => (byName ? securities.get(lot.security)?.name : securities.get(lot.security)?.symbol) || lot.security;
    return lots.map((lot, k) => ({ lot, k })).sort((a, b) => sortKey(a.lot).localeCompare(sortKey(b.lot)) || a.k - b.k).map(({ lot }) => lot);
  }
  const sentence = sentencesOf(prose).find((s) => ORDER_SET.test(s));
  if (!sentence) return lots;
  const place = (lot: Lot) => {
    const security = securities.get(lot.security);
    const at = [lot.security, security?.symbol ?? '', security?.name.match(/^\p{Lu}[\p{L}'-]{2,}/u)?.[0] ?? '']
      .filter((word) => word.length > 0)
      .map((word) => sentence.search(new RegExp(String.raw`\b${escapeRegExp(word)}\b`)))
      .filter((index) => index >= 0);
    return at.length > 0 ? Math.min(...at) : Number.MAX_SAFE_INTEGER;
  };
  const named = new Set(lots.map(place).filter((at) => at !== Number.MAX_SAFE_INTEGER));
  if (named.size < 2) return lots;
  return lots.map((lot, k) => ({ lot, k, at: place(lot) })).sort((a, b) => a.at - b.at || a.k - b.k).map(({ lot }) => lot);
}

/**
 * The lots with those of a security the prose shows as one row made one ("The Wellesley fund: … one line is fine for
 * the fund: all the shares together, the total cost, and the date of the first purchase"): their shares and cost
 * summed, dated by the first. The sentence names the security by its symbol or by a word of its name no other
 * security's name has.
 */
export function withLotsShownAsOne(lots: Lot[], securities: Map<string, Security>, prose: string): Lot[] {
  const sentences = sentencesOf(prose).filter((s) => ONE_ROW.test(s) && LOTS_TOGETHER.test(s));
  if (sentences.length === 0) return lots;
  const kinds = [...new Set(lots.map((lot) => lot.security))];
  const wordsOf = (kind: string) => (securities.get(kind)?.name ?? kind).split(/\s+/).filter((word) => /^\p{Lu}[\p{L}'-]{3,}$/u.test(word) && !COMMON_NAME_WORDS.test(word));
  const named = (sentence: string, kind: string) => {
    const symbol = securities.get(kind)?.symbol || kind;
    const own = wordsOf(kind).filter((word) => !kinds.some((other) => other !== kind && wordsOf(other).includes(word)));
    return namesSymbol(sentence, symbol) || own.some((word) => new RegExp(String.raw`\b${escapeRegExp(word)}\b`).test(sentence));
  };
  const merged = new Set(kinds.filter((kind) => lots.filter((lot) => lot.security === kind).length > 1 && sentences.some((sentence) => named(sentence, kind))));
  if (merged.size === 0) return lots;
  const out: Lot[] = [];
  for (const lot of lots) {
    if (!merged.has(lot.security)) {
      out.push(lot);
      continue;
    }
    const first = out.find((kept) => kept.security === lot.security);
    if (!first) {
      out.push({ ...lot });
      continue;
    }
    first.quantity = Math.round((first.quantity + lot.quantity) * 1e6) / 1e6;
    first.basis = Math.round((first.basis + lot.basis) * 100) / 100;
    if (lot.tradeDate < first.tradeDate) first.tradeDate = lot.tradeDate;
  }
  return out;
}

/** Whether a text names a symbol as a word ("KO"). */
export function namesSymbol(text: string, symbol: string): boolean {
  return new RegExp(String.raw`\b${escapeRegExp(symbol)}\b`).test(text);
}

/** Whether a sentence names a security by its symbol ("KO") or its name's first word ("Apple" of "Apple Inc"). */
export function namesSecurity(sentence: string, symbol: string, name: string): boolean {
  const word = name.match(/^\p{Lu}[\p{L}-]{3,}/u)?.[0];
  return namesSymbol(sentence, symbol) || (word !== undefined && new RegExp(String.raw`\b${escapeRegExp(word)}\b`).test(sentence));
}
