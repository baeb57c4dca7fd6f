/**
 * "Tuition $1,850.00 + course materials $120.00 = $1,970.00 total": costs written as a sum, each amount after what
 * it is for, then what they come to. Read as written, each amount's key runs back over the terms before it
 * ("Tuition course materials"); the sum is rewritten as its items, "Tuition $1,850.00; course materials $120.00;
 * total $1,970.00" (the total on a line of its own), each amount keyed by its own words. Only terms that each name an amount of money count: "2 kids
 * x 2 = 4" or "8 + 3 = 11" stay as they are.
 */

const MONEY = String.raw`[$€£]\s?\d[\d,]*(?:\.\d{1,2})?`;
/** "Tuition $1,850.00 + course materials $120.00 = $1,970.00 total", at most five terms. */
const SUM = new RegExp(String.raw`(\p{L}[\p{L} &'’/-]{0,40}?\s+${MONEY}(?:\s*\+\s*\p{L}[\p{L} &'’/-]{0,40}?\s+${MONEY}){1,4})\s*=\s*(${MONEY})(\s+(?:total|in total|altogether))?`, 'gu');
/** One term: what the amount is for, then the amount. */
const TERM = new RegExp(String.raw`^\s*(\p{L}[\p{L} &'’/-]{0,40}?)\s+(${MONEY})\s*$`, 'u');

export function withSumWrittenAsItems(line: string): string {
  if (!line.includes('+') || !line.includes('=')) return line;
  return line.replace(SUM, (whole, terms: string, result: string) => {
    const items = terms.split('+').map((term) => term.match(TERM));
    if (items.some((item) => item === null)) return whole;
    // (The total on a line of its own: with the items, it would read as one thing's parts, "tuition books".)
    return `${items.map((item) => `${item![1]!.trim()} ${item![2]}`).join('; ')}\ntotal ${result}`;
  });
}
