/**
 * A message from the other side of a sale, pasted by the writer: "Driver's license. Mine is Illinois W423-5518-2290.
 * Yours you texted me: P652-7719-4068." In it "mine" is the sender's and "yours" the writer's; read as the writer's
 * own words, both numbers are the writer's, or nobody's. Where the writer says which side they are ("I'm the buyer
 * (Dale)"), a line that gives a licence as "mine" and another as "yours" is written as the two parties' keyed lines:
 * "Driver's license number (seller): W423-5518-2290", "Driver's license number (buyer): P652-7719-4068". (The
 * party in brackets after the key: the parties' names and addresses weigh their own words as before.)
 */

/** "I'm the buyer", "I am the seller": the side the writer is on. */
const WRITERS_SIDE = /\bI(?:['’]m| am)\s+the\s+(buyer|seller|purchaser)\b/i;
/** A line about licences that gives one as "mine" and one as "yours". */
const LICENCE_LINE = /\b(?:licen[cs]e|DL)\b/i;
/** "mine is Illinois W423-5518-2290", "Mine's IL W423…" (1 the number). */
const MINE = /\bmine(?:\s+is|['’]s)\s+(?:(?:[A-Z][a-z]+|[A-Z]{2})\s+)?([A-Z]?\d[\dA-Z-]{5,}\d)\b/i;
/** "Yours you texted me: P652-7719-4068", "yours is F616-…" (1 the number). */
const YOURS = /\byours(?:\s+is|['’]s|\s+you\s+(?:texted|sent|gave|told)\s+me)?\s*:?\s+(?:(?:[A-Z][a-z]+|[A-Z]{2})\s+)?([A-Z]?\d[\dA-Z-]{5,}\d)\b/i;

export function withMineAndYoursNamed(text: string): string {
  const side = text.match(WRITERS_SIDE)?.[1]?.toLowerCase();
  if (!side) return text;
  const writer = side === 'seller' ? 'seller' : 'buyer';
  const sender = side === 'seller' ? 'buyer' : 'seller';
  return text
    .split('\n')
    .flatMap((line) => {
      const mine = line.match(MINE);
      const yours = line.match(YOURS);
      if (!LICENCE_LINE.test(line) || !mine || !yours) return [line];
      return [`Driver's license number (${sender}): ${mine[1]}`, `Driver's license number (${writer}): ${yours[1]}`];
    })
    .join('\n');
}
