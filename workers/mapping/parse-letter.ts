/**
 * Letters: the blocks a letter is laid out in say whose each name and address is. A letter opens with the
 * sender's name and address (the letterhead) and, after the date, the addressee's ("Mr. Samuel Oduya,
 * Treasurer / Northland Historical Society / 506 W Michigan St / Duluth MN 55802"), each written over several
 * lines; it is signed under a closing ("With thanks and warm regards, / Rosalind P. Achterberg").
 *
 * Read line by line, a street on one line and its city on the next are two half-addresses, and the addressee's
 * name looks like the writer's. This pass rewrites those blocks as keyed records carrying their party: the
 * sender's are the writer's own ("self"), the addressee's the correspondent's, so they never fill the writer's
 * fields. A company's letter to a client is the other way round: the letterhead is the correspondent's, and the
 * client the letter speaks to is whom the form is about.
 */
import { findUsAddresses, parseAddress, parsePersonName, titledPersonName } from './parse-compound.js';
import { CORRESPONDENT, FOR_SOMEONE_ELSE, SELF } from './parties.js';
import { FOREIGN_LETTER_CLOSING_WORDS, OTHER_LANGUAGE_CLOSINGS, SALUTATION } from './parse-signature.js';
import type { KeyedCell } from './parse-table.js';

/** "Sincerely,", "With thanks and warm regards,", "Yours faithfully," */
export const CLOSING = new RegExp(
  String.raw`^\s*(?:(?:with\s+)?(?:many\s+|warm(?:est)?\s+|kind(?:est)?\s+|best\s+)?(?:thanks|regards|wishes)|sincerely|yours\b[^,]*|respectfully|cordially|best|cheers|thank you|${OTHER_LANGUAGE_CLOSINGS}|${FOREIGN_LETTER_CLOSING_WORDS})(?:\s+\w+){0,6}[,!.]*\s*$`,
  'iu',
);

/** A person's name alone on a line, maybe with a title before and a position after ("Mr. Samuel Oduya, Treasurer"). */
export function nameOfNameLine(line: string): string | undefined {
  const [first, ...after] = line.trim().replace(/[,.]$/, '').split(',').map((p) => p.trim());
  // The title is not part of the name: titledPersonName parses what follows it.
  const person = titledPersonName(first!)?.person ?? parsePersonName(first!);
  if (!person) return undefined;
  // "Samuel Oduya, Treasurer": one short position after the comma; more parts are a list, not a name line.
  if (after.length > 1 || (after.length === 1 && !/^\p{Lu}[\p{L} .&-]{1,40}$/u.test(after[0]!))) return undefined;
  // "ACME TITLE, LLC" is a company with its legal form.
  if (after.length === 1 && COMPANY_FORM.test(after[0]!)) return undefined;
  return person.full;
}

const COMPANY_FORM = /^(?:inc|llc|l\.l\.c|ltd|corp|co|plc|gmbh|lp|llp|pc|pllc|sa|ag|bv)\.?$/i;

interface AddressBlock {
  /** Line indexes the block's name and address take. */
  lines: number[];
  name?: string;
  /** Organisation lines between the name and the street ("Northland Historical Society"). */
  organisation?: string;
  address: string;
}

/**
 * A block of lines holding a postal address written over several lines, with the name above it; undefined when
 * the lines hold no address of at least a street with a number and a city line.
 */
function addressBlock(lines: string[], indexes: number[]): AddressBlock | undefined {
  // (A letterhead of one line leaves no lines under it: "Prairie Lakes Title", then "Dear …".)
  if (indexes.length === 0) return undefined;
  const texts = indexes.map((i) => lines[i]!.trim());
  const name = nameOfNameLine(texts[0]!);
  // The street starts at the first line that starts with a house number.
  const street = texts.findIndex((t, i) => i >= (name ? 1 : 0) && /^\d/.test(t));
  if (street < 0) return undefined;
  // The longest run of lines from the street that still reads as one address.
  for (let end = texts.length; end > street + 1; end--) {
    const joined = texts.slice(street, end).join(', ');
    const address = parseAddress(joined);
    if (!address || address.city === '' || !/\d/.test(address.street)) continue;
    const between = texts.slice(name ? 1 : 0, street);
    const organisation = between.length === 1 && /^\p{Lu}/u.test(between[0]!) && !/\d/.test(between[0]!) ? between[0] : undefined;
    if (between.length > 0 && organisation === undefined) return undefined;
    return {
      lines: indexes.slice(0, end),
      ...(name ? { name } : {}),
      ...(organisation ? { organisation } : {}),
      address: address.full,
    };
  }
  return undefined;
}

/** Runs of non-empty lines, as line indexes. */
function blocksOf(lines: string[], from: number, to: number): number[][] {
  const blocks: number[][] = [];
  let current: number[] = [];
  for (let i = from; i < to; i++) {
    if (lines[i]!.trim() === '') {
      if (current.length > 0) blocks.push(current);
      current = [];
    } else current.push(i);
  }
  if (current.length > 0) blocks.push(current);
  return blocks;
}

/** Line records with the party they belong to (what parseData turns into facts). */
export interface PartyCell extends KeyedCell {
  party: string;
}

/** A line read as usual, every value in it of one party. */
export interface PartyLine {
  text: string;
  party: string;
}

/** "pleased to offer you employment", "Re: Offer of Employment": a letter offering its addressee a job. */
const EMPLOYMENT_OFFER = /\boffer(?:s|ing)?\s+(?:you\s+)?(?:of\s+)?employment\b|\bpleased to offer you the position\b/i;

/** "Harold & Denise Brandt", "John and Mary Smith": two people of one family name. */
const COUPLE = /^\p{Lu}[\p{L}'’.-]+\s+(?:&|and)\s+\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}\.)?\s+\p{Lu}[\p{L}'’-]+$/u;

/**
 * The letter's first block names an organisation and gives its address: its first line is no person's name,
 * and it holds a US address or a street line and a city line.
 */
function isOrganisationLetterhead(lines: string[], indexes: number[]): boolean {
  const texts = indexes.map((i) => lines[i]!.trim());
  // ("Harold & Denise Brandt": a couple's letterhead is no organisation's either.)
  if (nameOfNameLine(texts[0]!) !== undefined || COUPLE.test(texts[0]!) || /\d/.test(texts[0]!) || !/^\p{Lu}/u.test(texts[0]!)) return false;
  return findUsAddresses(texts.join('\n')).length > 0 || addressBlock(lines, indexes.slice(1)) !== undefined;
}

/**
 * The lines of a letter with its sender's and addressee's blocks and its signature rewritten as records of
 * their party; the lines as they are when the text is no letter (no salutation near its start).
 */
export function linesWithLetterRead(lines: string[]): (string | PartyCell | PartyLine)[] {
  const salutation = lines.findIndex((l, i) => i < 30 && SALUTATION.test(l));
  if (salutation < 0) return lines;
  const replaced = new Map<number, (PartyCell | PartyLine)[]>();

  // ("hi Marcus - pasting my offer letter below …" / "-----" / the letter: a letter pasted under a rule starts after it.)
  const pasted = lines.findLastIndex((l, i) => i < salutation && /^\s*[-=_*~]{3,}\s*$/.test(l));
  const blocks = blocksOf(lines, pasted + 1, salutation);
  // A company writing to its client ("PRAIRIE LAKES TITLE & ESCROW, LLC / 180 N LaSalle St, … | (312) 555-0140
  // | closings@…", then "Dear Client,"): the letter is about the addressee, and every detail of the letterhead is
  // the company's. The addressee's block, if any, is then left as it is: theirs are the form's values.
  if (blocks.length > 0 && isOrganisationLetterhead(lines, blocks[0]!)) {
    // ("… is pleased to offer you employment …": a company offering the addressee a job writes as their employer.)
    const party = lines.slice(salutation).some((l) => EMPLOYMENT_OFFER.test(l)) ? 'employer' : CORRESPONDENT;
    for (const i of blocks[0]!) replaced.set(i, [{ text: lines[i]!, party }]);
    // (And the offer's addressee, "Mr. Tomás E. Ruiz / 3318 Holdrege Street, Apt. 4 / Lincoln, NE 68503", is whom the
    // form is about: their name and home address.)
    if (party === 'employer') {
      for (const indexes of blocks.slice(1)) {
        // ("PERSONAL AND CONFIDENTIAL" over the name: a mark over the block is no part of it.)
        const block = [addressBlock(lines, indexes), addressBlock(lines, indexes.slice(1))].find((b) => b?.name !== undefined);
        if (!block?.name) continue;
        replaced.set(block.lines[0]!, [{ key: 'name', value: block.name, party: SELF }, { key: 'home address', value: block.address, party: SELF }]);
        for (const i of block.lines.slice(1)) replaced.set(i, []);
        break;
      }
    }
  } else {
    readPersonalLetter(lines, salutation, blocks, replaced);
  }
  if (replaced.size === 0) return lines;
  return lines.flatMap((line, i): (string | PartyCell | PartyLine)[] => replaced.get(i) ?? [line]);
}

/**
 * A person's letter: the letterhead is the writer's, the block greeted (or any later one) the addressee's, and the
 * name under the closing the writer's. Records go into `replaced` by the line they stand for.
 */
function readPersonalLetter(lines: string[], salutation: number, blocks: number[][], replaced: Map<number, (PartyCell | PartyLine)[]>): void {
  const greeted = lines[salutation]!.replace(/^\s*dear\s+/i, '').toLowerCase();
  const rewrite = (block: AddressBlock, party: string): void => {
    const cells: PartyCell[] = [];
    if (block.name) cells.push({ key: 'name', value: block.name, party });
    if (block.organisation) cells.push({ key: 'organisation', value: block.organisation, party });
    cells.push({ key: 'address', value: block.address, party });
    replaced.set(block.lines[0]!, cells);
    for (const i of block.lines.slice(1)) replaced.set(i, []);
  };
  let senderName: string | undefined;
  for (const [b, indexes] of blocks.entries()) {
    const block = addressBlock(lines, indexes);
    if (!block) continue;
    // The addressee is the one greeted ("Dear Mr. Oduya"); otherwise only the letter's first block is the sender's.
    const surname = block.name?.split(/\s+/).pop()?.toLowerCase();
    if (surname && greeted.includes(surname)) rewrite(block, CORRESPONDENT);
    else if (b === 0 && block.name) {
      rewrite(block, SELF);
      senderName = block.name;
    } else if (b > 0) rewrite(block, CORRESPONDENT);
  }

  // The signature: the first name line after the last closing.
  const closing = lines.findLastIndex((l, i) => i > salutation && CLOSING.test(l));
  if (closing < 0) return;
  const signed = lines.findIndex((l, i) => i > closing && l.trim() !== '');
  const name = signed > 0 ? nameOfNameLine(lines[signed]!) : undefined;
  // A letter signed by someone other than its letterhead's person (an assistant "for" them) says nothing more.
  // ("We act for Ms Sigrun Solvang …": an agent's or a firm's letter for someone else is signed by one of their
  // staff, never whom the form is about.)
  const forSomeoneElse = lines.some((line) => FOR_SOMEONE_ELSE.test(line));
  if (name && (senderName === undefined || senderName === name)) replaced.set(signed, [{ key: 'name', value: name, party: forSomeoneElse ? 'staff' : SELF }]);
}
