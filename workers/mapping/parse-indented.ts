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
    // ("PAYER'S name, street address, city or town, … and telephone no." / "   GITCHEE MARINE SUPPLY CO" / "   2210 W
    // MICHIGAN ST" …: a printed box's caption over the lines typed in it, as a copy of a tax statement sets them.)
    const boxed = margin === 0 && bullet === '' ? captionedBox(lines, i) : 0;
    if (boxed > 0) {
      out.push(`${captionKey(line)}: ${lines.slice(i + 1, i + 1 + boxed).map((l) => l.trim()).join(', ')}`);
      i += boxed;
      continue;
    }
    if (!KEYED_LINE.test(body) || (bullet !== '' && partyOfKey(body) === undefined)) {
      out.push(line);
      continue;
    }
    const deeper = (next: string) => (margin === 0 ? INDENTED.test(next) : (next.match(/^ */)![0].length >= margin + 2 && next.trim() !== ''));
    const details: string[] = [];
    // ("  -> NOT Doran. He's the one she betrays in act 2": an arrowed line under a key is a remark on it, no detail.)
    // ("    Tax ID (SSN) ...... XXX-XX-5120" / "  ADDRESSES" / "    Legal address ….": a heading in capitals over keyed
    // lines or lines indented deeper than it heads a block of its own.)
    while (i + 1 < lines.length && deeper(lines[i + 1]!) && !/^\s*(?:->|=>|→)/.test(lines[i + 1]!) && !headsBlock(lines, i + 1)) details.push(lines[++i]!.trim().replace(/^[*•-]\s+/, ''));
    out.push(details.length === 0 ? line : [line.trimEnd(), ...details].join(', '));
  }
  return out;
}

/** Whether a line is a heading in capitals (no figures, a few words) over a keyed line or lines indented deeper than it. */
function headsBlock(lines: string[], at: number): boolean {
  const line = lines[at]!;
  const next = lines[at + 1];
  if (next === undefined || !/^\s*\p{Lu}[\p{Lu} &/'’-]{2,40}$/u.test(line) || line.trim().split(/\s+/).length > 4) return false;
  return KEYED_LINE.test(next.trim()) || next.match(/^\s*/)![0].length > line.match(/^\s*/)![0].length;
}

/**
 * "Verblijfsadres", "Vorig adres", "Previous address": a heading of an address's block, a few words alone on its line,
 * no colon, no digits. (Only an address's: "Custom Fields" over an app's record says nothing its keys need.)
 */
const HEADING_ALONE = /^(?=.*(?:[Aa]dres|[Aa]ddress|ADDRESS|ADRES|[Aa]nschrift|[Dd]irecci[oó]n|[Ii]ndirizzo|[Ee]ndere[cç]o))\p{Lu}[\p{L}'’ -]{2,40}$/u;

/**
 * "Vorig adres" / "  Straat en huisnummer: Bilderdijkstraat 48" / "  Postcode: 3532 VK": an address's heading over two
 * keyed lines or more indented under it says whose or which address they are, as "Vorig adres:" does; it gets the
 * colon that says so.
 */
export function withHeadingsOverIndentedKeys(text: string): string {
  const lines = text.split('\n');
  return lines.map((line, i) => (HEADING_ALONE.test(line) && [lines[i + 1], lines[i + 2]].every((next) => next !== undefined && INDENTED_KEYED.test(next)) ? `${line.trimEnd()}:` : line)).join('\n');
}
/** A box's caption that asks for a name or an address: words without a colon between, the box's value not beside it. */
// (Not a sentence of the writer's that leads in to an address, "I moved from Bergen to Oslo in the spring, new
// address:", which other readers take.)
// (Nor a person's line of a record, "WIFE      Ruth Ellen HADLEY  (married name NOVAK)": a caption lists what the box
// asks, "name, street address, …", in words set one space apart.)
const BOX_CAPTION = /^(?=[^:]*\b(?:name|address)\s*(?:,|and\b|&))(?![^:]*\b(?:I|I['’]m|me|my|we|our|us)\b)(?!.*\S {2,}\S)\p{Lu}[^:\t]{12,200}?\.?\s*$/u;
/** The fewest lines indented under a caption that are read as typed in its box. */
const BOX_LINES = 2;

/**
 * A caption's first part as the key, "and address" added where the rest asks for one: "PAYER'S name, street address,
 * city or town, …" keys "PAYER'S name and address" (a key with commas would be read as a list of keys).
 */
function captionKey(caption: string): string {
  const [first = '', ...rest] = caption.trim().replace(/[.:]$/, '').split(/\s*,\s*/);
  return !/\baddress\b/i.test(first) && rest.some((part) => /\baddress\b/i.test(part)) ? `${first} and address` : first;
}

/** How many lines under line `at` are typed in the box it captions (0 when it captions none). */
function captionedBox(lines: readonly string[], at: number): number {
  if (!BOX_CAPTION.test(lines[at]!)) return 0;
  let count = 0;
  while (at + 1 + count < lines.length && INDENTED.test(lines[at + 1 + count]!) && !/:\s/.test(lines[at + 1 + count]!)) count++;
  return count >= BOX_LINES ? count : 0;
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
