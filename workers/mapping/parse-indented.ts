/**
 * Notes that set a person's or a thing's details indented under its line:
 *
 *     BUYER: Marcus T. Bellweather
 *        77 Oak Hollow Dr, Springfield, IL 62704
 *        his cell 217-555-0143
 *
 * The indented lines continue the "key: value" line above them; read alone, they would lose whose they are.
 * They are joined to it with commas, as the same note written on one line would be.
 */

import { SELF, partyOfKey, textParty } from './parties.js';

/** "BUYER: Marcus T. Bellweather", "SELLER (me): …": a short key at the start of an unindented line (not YAML's "|"). */
const KEYED_LINE = /^[\p{L}][\p{L}\p{N} ()&/'’#.-]{0,30}:\s*(?![|>]\s*$)\S/u;
const INDENTED = /^(?:\s{2,}|\t)\S/;

export function linesWithIndentedDetailsJoined(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    // (A note indented as a whole, "  SOLD TO:  Marcus …" / "            1907 N. Knoxville Ave …": the details
    // are indented further than their key's line.)
    const margin = line.match(/^ {0,4}/)![0].length;
    // ("* Buyer: Dwayne Hollister, …" / "   - Illinois driver's license H436-…": a list's item for a party, its
    // details the items under it. Only a party's: under "* Price: $1,650 cash" an item may say something else.)
    const bullet = line.slice(margin).match(/^[*•-]\s+/)?.[0] ?? '';
    const body = line.slice(margin + bullet.length);
    if (!KEYED_LINE.test(body) || (bullet !== '' && partyOfKey(body) === undefined)) {
      out.push(line);
      continue;
    }
    const deeper = (next: string) => (margin === 0 ? INDENTED.test(next) : (next.match(/^ */)![0].length >= margin + 2 && next.trim() !== ''));
    const details: string[] = [];
    // ("  -> NOT Doran. He's the one she betrays in act 2": an arrowed line under a key is a remark on it, no detail.)
    while (i + 1 < lines.length && deeper(lines[i + 1]!) && !/^\s*(?:->|=>|→)/.test(lines[i + 1]!)) details.push(lines[++i]!.trim().replace(/^[*•-]\s+/, ''));
    out.push(details.length === 0 ? line : [line.trimEnd(), ...details].join(', '));
  }
  return out;
}

/**
 * The two sides of a sale, each of whom a bill of sale gives a block of details (parties.ts's DEAL_SIDES also has a
 * lease's and a job's).
 */
export const SALE_SIDES: ReadonlySet<string> = new Set(['seller', 'buyer']);
/** The most lines under a party's line that go on giving that party's details. */
const PARTY_DETAIL_LINES = 4;
/** "418 W. Locust St., Bloomington, IL 61701": a detail line without a key, a number in it, no longer than an address. */
const UNKEYED_DETAIL = /^(?=[^:]*\d)[^:]{5,80}$/;
/** "Illinois driver's license", "cell", "e-mail": the keys of the details a person is known by. */
const PERSON_DETAIL_KEY = /\b(?:licen[cs]e|DL|FOID|ID|phone|tel|cell|mobile|e-?mail|address|addr|SSN|DOB|birth)\b/i;
/** "Illinois driver's license: K423-7710-5568": a detail's key of a few words. */
const DETAIL_KEY = /^([\p{L}][\p{L}\p{N} '’#.-]{0,30}?)\s*:\s*(\S.*)$/u;

/**
 * A party's details on the lines right under their keyed line, flush with it:
 *
 *     SELLER: Raymond J. Kowalczyk
 *     418 W. Locust St., Bloomington, IL 61701
 *     Illinois driver's license: K423-7710-5568
 *
 * Read alone, the address and the licence are nobody's; here each takes the party's role word ("SELLER: 418 W. …",
 * "SELLER Illinois driver's license: …"), up to a blank line, another party's line, or a line that is neither a short
 * keyed detail nor a line of figures (a sentence of prose).
 */
export function linesWithDetailsUnderPartyLine(lines: string[]): string[] {
  const out = [...lines];
  for (let i = 0; i < lines.length; i++) {
    // ("SELLER (that's me): …": a remark in brackets after the role.)
    const key = lines[i]!.match(/^([\p{L}][\p{L} ]{1,20}?)\s*(?:\([^()]{1,20}\)\s*)?:\s*\S/u)?.[1];
    const party = key === undefined ? undefined : textParty(key);
    // (The role alone keys the line: "buyer DL: …" is the buyer's licence, no block of theirs. And only a side of a
    // deal: under "dep: Nora …" or "HUSBAND: Walter …" the next lines are the return's or the household's.)
    if (!party || !SALE_SIDES.has(party) || key!.trim().split(/\s+/).length > 1) continue;
    const roleWord = key!.trim();
    for (let k = i + 1; k < lines.length && k <= i + PARTY_DETAIL_LINES; k++) {
      const line = lines[k]!.trim();
      if (line === '' || partyOfKey(line) !== undefined) break;
      const keyed = line.match(DETAIL_KEY);
      // ("Rifle: Winchester, …" under "Buyer: Earl …", "FEE: $10.00" under "WITNESSES: …": a key that names no detail
      // of a person is the record's next item.)
      if (keyed && (!PERSON_DETAIL_KEY.test(keyed[1]!) || keyed[1]!.split(/\s+/).length > 4)) break;
      if (keyed) out[k] = `${roleWord} ${keyed[1]}: ${keyed[2]}`;
      else if (!keyed && UNKEYED_DETAIL.test(line)) out[k] = `${roleWord}: ${line}`;
      else break;
    }
  }
  return out;
}

/** "SIGNER 1 - Buyer", "SELLER", "Co-applicant details": a short heading of its own, no colon. */
const ROLE_HEADING = /^[\p{L}][\p{L}\p{N} ()&/'’#.-]{0,40}$/u;
/** "  Name       : Samuel Okonkwo": an indented "key: value" line, its colon perhaps set apart. */
const INDENTED_KEYED = /^(\s{2,}|\t)([\p{L}][\p{L}\p{N} ()&/'’#.-]{0,30}?)\s*:\s*(\S.*)$/u;

/**
 * A record's blocks under headings that name a role, their keys indented under them:
 *
 *     SIGNER 1 - Buyer
 *       Name       : Samuel Okonkwo
 *       Address    : 1719 W Farwell Ave, Apt 2, Chicago, IL 60626
 *
 * Read alone, "Name: Samuel Okonkwo" is nobody's in particular; here each key takes the heading's role word
 * ("Buyer Name: Samuel Okonkwo"). Only a heading whose words name a role other than the writer's, over two
 * indented keyed lines or more.
 */
export function linesWithRoleBlocksKeyed(lines: string[]): string[] {
  const out = [...lines];
  for (let i = 0; i < lines.length; i++) {
    const heading = lines[i]!;
    if (!ROLE_HEADING.test(heading) || heading.split(/\s+/).length > 8) continue;
    const party = textParty(heading);
    if (!party || party === SELF) continue;
    const roleWord = heading.split(/[\s()/-]+/).reverse().find((w) => textParty(w) === party)!;
    let end = i + 1;
    while (end < lines.length && INDENTED_KEYED.test(lines[end]!)) end++;
    if (end - i - 1 < 2) continue;
    for (let k = i + 1; k < end; k++) {
      const [, indent, key, value] = lines[k]!.match(INDENTED_KEYED)!;
      out[k] = `${indent}${roleWord} ${key!.trim()}: ${value}`;
    }
    i = end - 1;
  }
  return out;
}
