/**
 * A signed paper retyped, its hand edits described in brackets where they stand:
 *
 *     … on or before November 15, 2025 [struck out by hand; "December 1, 2025" written above it and initialed GLP] …
 *     … serial number 13746ZY151 [crossed out; "13476ZY151" handwritten beside it] …
 *
 * Read as written, the struck words are still there and the words put in their place are a quotation in a remark.
 * Here the words put in stand where the struck ones stood, and the remark goes: a date in place of the date before it,
 * an amount in place of the amount, anything else in place of as many words as it has. A plain function of the text.
 */

import { MONTH } from './date-ranges.js';

/** "[struck out by hand; "December 1, 2025" written above it and initialed GLP and HJV]" (1 the words put in). */
const HAND_EDIT = /\s*\[(?:[^\]"“”]*?\b(?:struck|crossed|lined|scratched)\s+(?:out|through|off)\b[^\]"“”]*?)["“]([^"”\]]{1,80})["”]\s*(?:(?:hand)?written|typed|inserted|added|printed)\s+(?:above|over|beside|next\s+to|below|under|in\s+the\s+margin)\b[^\]]*\]/giu;
/** A date at the end of the words before the remark. */
const DATE_AT_END = new RegExp(String.raw`(?:${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}\s+${MONTH}\s+\d{4}|\d{1,2}\/\d{1,2}\/\d{2,4})$`, 'i');
/** ("… DOLLARS ($600.00) [struck …]": the amount may close a bracket.) */
const AMOUNT_AT_END = /\$?\s?\d[\d,]*(?:\.\d{2})?(?=\)?$)/;
const DATE = new RegExp(String.raw`^(?:${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}\s+${MONTH}\s+\d{4}|\d{1,2}\/\d{1,2}\/\d{2,4})$`, 'i');
const AMOUNT = /^\$?\s?\d[\d,]*(?:\.\d{2})?$/;

/** The text with a retyped paper's hand edits made; the text as it is without any. */
export function withTranscribedEditsApplied(text: string): string {
  let out = '';
  let from = 0;
  for (const m of text.matchAll(HAND_EDIT)) {
    const put = m[1]!.trim();
    const before = text.slice(from, m.index);
    const struck = DATE.test(put) ? before.match(DATE_AT_END) : AMOUNT.test(put) ? before.match(AMOUNT_AT_END) : before.match(lastWords(put.split(/\s+/).length));
    out += struck === null ? text.slice(from, m.index! + m[0].length) : `${before.slice(0, struck.index)}${put}${before.slice(struck.index! + struck[0].length)}`;
    from = m.index! + m[0].length;
  }
  return from === 0 ? text : out + text.slice(from);
}

/** The last n words of a text. */
function lastWords(n: number): RegExp {
  return new RegExp(String.raw`(?:\S+\s+){${n - 1}}\S+$`);
}
