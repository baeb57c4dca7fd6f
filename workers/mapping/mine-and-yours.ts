/**
 * A message from the other side of a sale, pasted by the writer: "Driver's license. Mine is Illinois W423-5518-2290.
 * Yours you texted me: P652-7719-4068." In it "mine" is the sender's and "yours" the writer's; read as the writer's
 * own words, both numbers are the writer's, or nobody's. Where the writer says which side they are ("I'm the buyer
 * (Dale)"), a line that gives a licence as "mine" and another as "yours" is written as the two parties' keyed lines:
 * "Driver's license number (seller): W423-5518-2290", "Driver's license number (buyer): P652-7719-4068". (The
 * party in brackets after the key: the parties' names and addresses weigh their own words as before.) In the writer's own
 * words, "mine is …, his is …" gives the writer's and the other side's, the writer's side said by what they did too
 * ("i sold it to Mr. Pruitt").
 */

/** "I'm the buyer", "I am the seller": the side the writer is on. */
const WRITERS_SIDE = /\bI(?:['’]m| am)\s+the\s+(buyer|seller|purchaser)\b/i;
/** "i sold it to Mr. Pruitt", "I bought the rifle from Dana": the writer's side said by what they did (1 sold, 2 bought). */
/** "Terry is the buyer and it is his check": a side of the deal (1) named by someone's first name. */
const SIDE_NAMED = /\b\p{Lu}\p{Ll}+\s+is\s+the\s+(buyer|seller|purchaser)\b/gu;

/**
 * "Terry is the buyer": the one side of a deal a text names by someone else's name, where it names only one (a
 * purchaser is the buyer). The writer is then the other side.
 */
export function sideNamedByName(text: string): 'buyer' | 'seller' | undefined {
  const sides = new Set([...text.matchAll(SIDE_NAMED)].map((m) => (m[1] === 'seller' ? 'seller' : 'buyer')));
  return sides.size === 1 ? [...sides][0] : undefined;
}
const WRITERS_DEAL = /\bI\s+(?:(sold)|(bought|purchased))\s+(?:[\p{L}\d'’/.-]+\s+){0,6}(?:to|from)\s+\p{Lu}/iu;
/** A line about licences that gives one as "mine" and one as "yours". */
const LICENCE_LINE = /\b(?:licen[cs]es?|DL)\b/i;
/** "mine is Illinois W423-5518-2290", "Mine's IL W423…" (1 the number). */
const MINE = /\bmine(?:\s+is|['’]s)\s+(?:(?:[A-Z][a-z]+|[A-Z]{2})\s+)?([A-Z]?\d[\dA-Z-]{5,}\d)\b/i;
/** "Yours you texted me: P652-7719-4068", "yours is F616-…" (1 the number). */
/** "his is P630-1178-2206, Illinois too": the other side's, in the writer's own words (1 the number). */
// ("Terry's is W320-8815-6643, Illinois.": or by the other side's name.)
const THEIRS = /\b(?:his|hers|theirs|\p{Lu}\p{Ll}+['’]s(?=\s+is\b))(?:\s+is|['’]s)\s+(?:(?:[A-Z][a-z]+|[A-Z]{2})\s+)?([A-Z]?\d[\dA-Z-]{5,}\d)\b/iu;
const YOURS = /\byours(?:\s+is|['’]s|\s+you\s+(?:texted|sent|gave|told)\s+me)?\s*:?\s+(?:(?:[A-Z][a-z]+|[A-Z]{2})\s+)?([A-Z]?\d[\dA-Z-]{5,}\d)\b/i;

export function withMineAndYoursNamed(text: string): string {
  const deal = text.match(WRITERS_DEAL);
  const otherSide = sideNamedByName(text);
  const side = text.match(WRITERS_SIDE)?.[1]?.toLowerCase() ?? (deal ? (deal[1] ? 'seller' : 'buyer') : otherSide ? (otherSide === 'seller' ? 'buyer' : 'seller') : undefined);
  if (!side) return text;
  const writer = side === 'seller' ? 'seller' : 'buyer';
  const other = side === 'seller' ? 'buyer' : 'seller';
  return text
    .split('\n')
    .flatMap((line) => {
      const mine = line.match(MINE);
      const yours = line.match(YOURS);
      // ("licenses: mine is D621-5089-4432, Illinois. his is P630-1178-2206, Illinois too": the writer's own words,
      // "mine" theirs and "his" the other side's.)
      const theirs = line.match(THEIRS);
      if (LICENCE_LINE.test(line) && mine && theirs && !yours) return [`Driver's license number (${writer}): ${mine[1]}`, `Driver's license number (${other}): ${theirs[1]}`];
      if (!LICENCE_LINE.test(line) || !mine || !yours) return [line];
      return [`Driver's license number (${other}): ${mine[1]}`, `Driver's license number (${writer}): ${yours[1]}`];
    })
    .join('\n');
}
