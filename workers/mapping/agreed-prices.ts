/**
 * The price a haggle ends on. A chat between the two sides of a sale names many prices ("Asking 900", "Would you do
 * 700?", "850 and that's generous") and says which one they agreed in words of its own: "Deal at 600", "Fair. 800 it
 * is", "Knock it to 775 to be fair". The last such sentence in the text is the agreed price, and is
 * written as a keyed line ("Agreed price: $775.") where it stands; earlier ones were overtaken by it and stay as they
 * are. A plain function of the text.
 */

/**
 * "Deal at 600", "deal for $1,200", "800 it is", "1,850 it is", "knock it (down) to 775", "We shook hands on $300 even"
 * (1 or 2). ("we agreed on $600" is read where it stands: it is said inside a keyed line as often as alone.) ("settled on $375 instead of $400"
 * is corrections.ts's, which mends the price it replaces.)
 */
const AGREED = /\b(?:[Dd]eal\s+(?:at|for)|[Kk]nock(?:ed)?\s+it\s+(?:down\s+)?to|(?:(?:[Ww]e|[Tt]hey)\s+)?[Ss]hook\s+hands\s+(?:on|at))\s+\$?(\d{2,3}(?:,\d{3})*|\d{2,6})(?:\.\d{2})?\b|(?<![\d,.])\$?(\d{1,3}(?:,\d{3})+|\d{2,6})(?:\.\d{2})?\s+it\s+is\b/u;
const SENTENCE = /[^.!?\n]+(?:[.!?]+|(?=\n)|$)/g;

/** The key the agreed price is written with. */
export const AGREED_PRICE_KEY = 'Agreed price';

/** The text with its last sentence of an agreed price written as "Agreed price: $N." */
export function withAgreedPriceKeyed(text: string): string {
  let last: { start: number; end: number; amount: string } | undefined;
  for (const sentence of text.matchAll(SENTENCE)) {
    const agreed = sentence[0].match(AGREED);
    if (agreed) last = { start: sentence.index! + agreed.index!, end: sentence.index! + sentence[0].length, amount: (agreed[1] ?? agreed[2])! };
  }
  if (!last) return text;
  return `${text.slice(0, last.start)}${AGREED_PRICE_KEY}: $${last.amount}.${text.slice(last.end)}`;
}
