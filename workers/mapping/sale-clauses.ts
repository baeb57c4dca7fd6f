/**
 * A court order's or a settlement's clause that makes a sale, among clauses that keep or give away other things:
 *
 *     (a) Winchester Model 70 …, SN G2418763 - retained by DWIGHT A. KESSLER.
 *     (c) DWIGHT A. KESSLER shall sell the Browning Citori 725 Field over-and-under shotgun, 12 gauge, SN 41271ZM351,
 *         to LORNA J. KESSLER-PAGE, of 2215 W Lawrence Ave, Springfield, Illinois 62704, for the sum of [$1,950.00]
 *         $1,725.00, payable in cash by August 29, 2025.
 *
 * The sale clause is written out as the keyed lines of a bill of sale (seller, buyer, the buyer's address, the thing
 * sold, the price and when it is paid), the names out of the capitals a court writes them in. A party named by the
 * role the case gives them ("Respondent shall sell …") is the person the text names with that role ("Respondent
 * GARRETT J. HOLLOWAY"). An amount in square brackets is one struck or revised, not the price. The other lettered
 * clauses of the same list that name a serial number (things kept or given, not sold) go.
 */

import { escapeRegExp } from './normalize-text.js';
import { capitalsAsName } from './parse-compound.js';

/** A name in a court's capitals, "LORNA J. KESSLER-PAGE", or as written, "Lorna J. Kessler-Page". */
const PARTY_NAME = String.raw`(?:\p{Lu}[\p{Lu}'’-]+\.?\s+){1,3}\p{Lu}[\p{Lu}'’-]+|\p{Lu}[\p{L}'’-]+(?:\s+(?:\p{Lu}\.|\p{Lu}[\p{L}'’-]+)){1,3}`;
/** The roles a case gives its parties. */
const CASE_ROLE = String.raw`Respondent|Petitioner|Plaintiff|Defendant|Executor|Executrix|Administrator|Administratrix|Trustee|Personal Representative`;

/**
 * "X shall sell the <thing>, to <who>, of <address>, for the sum of <price>, payable <when>.": the seller (1), the
 * thing (2), the buyer (3), the buyer's address (4), the price (5) and how it is paid (6).
 */
const SALE_CLAUSE = new RegExp(
  String.raw`(${PARTY_NAME}|${CASE_ROLE})\s+shall\s+sell\s+(?:the\s+|a\s+|an\s+|his\s+|her\s+)?(.+?),?\s+to\s+(?:(?:the\s+)?\p{L}+['’]s\s+\p{Ll}+(?:-in-law)?,\s+)?(${PARTY_NAME}|${CASE_ROLE})(?:,\s+of\s+(\d[^,]*(?:,\s*[^,]+?){1,3}\s\d{5}(?:-\d{4})?))?,\s+for\s+the\s+sum\s+of\s+((?:\[[^\]]*\]\s*)?[$€£][\d,]+(?:\.\d{2})?(?:\s*\[[^\]]*\])?)(?:,\s+(payable\s+[^.;]+?))?\s*[.;]`,
  'u',
);

/** "(c) ", "9(c) ": a lettered clause's mark at the start of a line. */
const LETTERED_CLAUSE = /^\s*(?:\d{1,2})?\([a-z]\)\s/;

/** The name as a form writes it: out of a court's capitals, and a role replaced by the person the text gives it to. */
function personOf(said: string, text: string): string {
  const role = said.match(new RegExp(String.raw`^(?:${CASE_ROLE})$`, 'i'));
  const named = role ? text.match(new RegExp(String.raw`\b${said}\s+(${PARTY_NAME})\b`, 'u'))?.[1] : said;
  const name = (named ?? said).trim();
  return /\p{Ll}/u.test(name) ? name : capitalsAsName(name);
}

/** "H416-2290-7713", "K6260418": a driver's licence number as the states write them, a letter then digits. */
const LICENCE_NUMBER = String.raw`\p{Lu}\d{3}-\d{4}-\d{4}|\p{Lu}\d{7,13}`;

/**
 * "Dwight - K263-4418-7092", "DLs: Garrett H416-2290-7713, Walter K626-0418-5520": a licence number the text gives
 * after a party's given name, as the party's.
 */
function licenceOf(role: string, name: string, text: string): string[] {
  const given = name.split(/\s+/)[0]!;
  const m = text.match(new RegExp(String.raw`\b${escapeRegExp(given)}\b\s*(?:[-–—:]\s*|\s+)(${LICENCE_NUMBER})\b`, 'u'));
  return m ? [`${role}'s driver's license: ${m[1]!}`] : [];
}

export function withSaleClauseKeyed(text: string): string {
  if (!/\bshall\s+sell\b/i.test(text)) return text;
  const flat = text.replace(/\s*\n\s*/g, ' ');
  const m = flat.match(SALE_CLAUSE);
  if (!m) return text;
  const [, seller, thing, buyer, address, price, payable] = m as unknown as [string, string, string, string, string | undefined, string, string | undefined];
  const amount = price.replace(/\[[^\]]*\]/g, '').trim();
  const [sellerName, buyerName] = [personOf(seller, text), personOf(buyer, text)];
  const keyed = [
    `Seller: ${sellerName}`,
    `Buyer: ${buyerName}`,
    ...licenceOf('Seller', sellerName, text),
    ...licenceOf('Buyer', buyerName, text),
    ...(address ? [`Buyer's address: ${address.trim()}`] : []),
    `Firearm sold: ${thing.trim()}`,
    `Price: ${amount}${payable ? `, ${payable.replace(/^payable\s+/i, '').replace(/,\s*in full\b/i, '')}` : ''}`,
  ];
  // (The other lettered clauses of the list that name a serial number keep or give those things: they go.)
  const lines = text.split('\n');
  const saleLine = lines.findIndex((line) => line.includes(thing.split(',')[0]!.trim()));
  const inList = saleLine >= 0 && LETTERED_CLAUSE.test(lines[saleLine]!);
  const kept = lines.filter((line, i) => !(inList && i !== saleLine && LETTERED_CLAUSE.test(line) && /\b(?:SN|S\/N|serial)\b/i.test(line) && !/\bsell\b/i.test(line)));
  return [...kept, '', ...keyed].join('\n');
}
