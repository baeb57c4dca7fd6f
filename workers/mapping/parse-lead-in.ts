/**
 * A list under the line that introduces it:
 *
 *     Corwin has the following features and traits:
 *     * Darkvision 60 ft
 *     * Fey Ancestry – advantage on saves against being charmed
 *
 * Read item by item, the list loses what it is a list of. The line ending in a colon is its key ("features and
 * traits", after "the following"), and its items joined by semicolons are the value, as the same note written
 * on one line would be. A list of keyed items ("Name: …", "Phone: …") is a record instead, and one of notes in lower
 * case ("- pick Toyota instead of Honda") a list of instructions: those stay as written.
 */
import { wordCount } from './normalize-text.js';

const LIST_ITEM = /^\s*(?:[-*+•]|\d+[.)])\s+/;
const LEAD_IN = /^\s*(\p{L}[^:]{1,100}?)\s*:\s*$/u;
const KEYED_ITEM = /^[^:]{1,40}:\s/;
/** More items than this is a list of its own, not one answer. */
const MAX_ITEMS = 8;
const MAX_LEAD_IN_WORDS = 12;
const MAX_ITEM_WORDS = 16;

/** "Corwin has the following features and traits" → "features and traits"; "Possessions" stays. */
function leadInKey(leadIn: string): string {
  return leadIn.match(/\b(?:the following|following|these|those)\s+(.+)$/i)?.[1] ?? leadIn;
}

export function linesWithListsUnderLeadIns(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const leadIn = lines[i]!.match(LEAD_IN)?.[1];
    let end = i + 1;
    while (end < lines.length && LIST_ITEM.test(lines[end]!)) end++;
    const items = lines.slice(i + 1, end).map((item) => item.replace(LIST_ITEM, '').trim().replace(/[.;]+$/, ''));
    const isList =
      leadIn !== undefined &&
      !LIST_ITEM.test(lines[i]!) &&
      wordCount(leadIn) <= MAX_LEAD_IN_WORDS &&
      items.length >= 2 &&
      items.length <= MAX_ITEMS &&
      // (Items in lower case are notes or instructions: "- pick Toyota instead of Honda", "- purpose = new work".)
      items.every((item) => /^[\p{Lu}\d]/u.test(item) && wordCount(item) <= MAX_ITEM_WORDS && !/\s=\s/.test(item)) &&
      items.filter((item) => KEYED_ITEM.test(item)).length * 2 < items.length;
    if (!isList) {
      out.push(lines[i]!);
      continue;
    }
    out.push(`${leadInKey(leadIn)}: ${items.join('; ')}`);
    i = end - 1;
  }
  return out;
}

/**
 * "Other bits: woman, 171 cm. yes i have a car licence. languages: english and french yes. …": a key that only says
 * more follows, before sentences of their own. Its sentences are read as any (their own keys, "languages: …", key
 * them); kept under it, they would all be one value of "other bits".
 */
const MORE_FOLLOWS = /^\s*(?:(?:the\s+)?other\s+(?:bits|stuff|details|info|things|items|bits and pieces)|the\s+rest|misc\.?|miscellaneous|extras?|odds and ends)\s*:\s+(?=\S[^.!?]*[.!?]\s+\S.*[.!?]?)/i;

/** The line without a key that only says more follows, when what follows it is several sentences. */
export function withoutMoreFollowsKey(line: string): string {
  return line.replace(MORE_FOLLOWS, '');
}
