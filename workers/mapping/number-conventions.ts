/**
 * Numbers as other countries write them, rewritten as a US form takes them:
 * - India's amounts, "USD 1,18,450.62" (lakhs and crores, grouped in twos above the thousands) and "19,872/-" (the
 *   "/-" that says no paise follow): "118,450.62" and "19,872". Only a number whose groups are in twos before its
 *   last three digits is rewritten, a grouping no other country's amounts have.
 * - Continental Europe's, in a text that shows them unmistakably ("83.515,63 USD", "1.250,00 €"): a full stop
 *   between thousands and a decimal comma, "1.250 Stück" → "1250", "66,8125 USD" → "66.8125"; amounts in euros stay
 *   as written.
 * Plain functions of the text.
 */

/** "1,18,450.62", "12,34,56,789": one or two digits, then groups of two, then a group of three. */
const GROUPED_IN_LAKHS = /(?<![\d,.])(\d{1,2}(?:,\d{2})+,\d{3})(\.\d+)?(?![\d,])/g;
/** "19,872/-", "Rs. 5,000/-": an amount's closing mark. */
const WHOLE_AMOUNT_MARK = /(?<=\d)\/-(?![\w])/g;

export function withIndianAmountsWritten(text: string): string {
  return text
    .replace(GROUPED_IN_LAKHS, (_whole, digits: string, fraction: string | undefined) => `${Number(digits.replace(/,/g, '')).toLocaleString('en-US')}${fraction ?? ''}`)
    .replace(WHOLE_AMOUNT_MARK, '');
}

/** "83.515,63", "1.250,00 €", "58,50 EUR": a number no English text writes, thousands by full stops, cents by a comma. */
const EUROPEAN_AMOUNT = /(?<![\d.,])\d{1,3}(?:\.\d{3})+,\d{2}(?![\d.,])|(?<![\d.,])\d+,\d{2}\s?(?:€|EUR)\b/g;
/** Fewer such numbers than this, and the text's commas and full stops are read as English writes them. */
const MIN_EUROPEAN_AMOUNTS = 2;
// (Not an amount in euros, "6.034,00 EUR": a form of Europe's takes it as written, and a US form has no box for one.)
const NOT_IN_EUROS = String.raw`(?![\d]|[.,]\d|\s?(?:€|EUR\b))`;
/** "1.250", "25.000,00": thousands grouped by full stops, perhaps decimals after a comma. */
const THOUSANDS_BY_STOPS = new RegExp(String.raw`(?<![\d.,])(\d{1,3}(?:\.\d{3})+)(?:,(\d+))?${NOT_IN_EUROS}`, 'g');
/** "66,8125", "4,25 %": a decimal comma. */
const DECIMAL_COMMA = new RegExp(String.raw`(?<![\d.,])(\d+),(\d{1,6})${NOT_IN_EUROS}`, 'g');

/** "1,68 m", "57,5 kg": one or two digits after a comma, before a unit of measure, are decimals in any text. */
const MEASURE_WITH_DECIMAL_COMMA = /(?<![\d.,])(\d+),(\d{1,2})(?=\s?(?:mm|cm|m|km|kg|g|lbs?|ml|l|%)(?!\p{L}))/gu;
/** "I write decimals with a comma", "the comma is the decimal mark": a text that says how it writes its numbers. */
const SAYS_DECIMAL_COMMA = /\bdecimals?\s+(?:with|as)\s+(?:a\s+)?comma|\bcomma\s+(?:as|is|for)\s+(?:the\s+|a\s+)?decimal|\bdecimal\s+comma\b/i;

export function withEuropeanNumbersWritten(written: string): string {
  const text = written.replace(MEASURE_WITH_DECIMAL_COMMA, '$1.$2');
  if ((text.match(EUROPEAN_AMOUNT) ?? []).length < MIN_EUROPEAN_AMOUNTS && !SAYS_DECIMAL_COMMA.test(text)) return text;
  return text
    .replace(THOUSANDS_BY_STOPS, (_whole, whole: string, decimals: string | undefined) => `${whole.replace(/\./g, '')}${decimals ? `.${decimals}` : ''}`)
    .replace(DECIMAL_COMMA, '$1.$2');
}
