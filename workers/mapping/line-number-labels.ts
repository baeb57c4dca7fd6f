/**
 * A preparer's list names a tax form's lines by caption and number: "Pensions and annuities, 4c: 31,640",
 * "taxable amount, 5b: 12,929", "so 4d: 31,640". The number after the comma is the form's line, not the start of
 * the value, so the label is rewritten the way the rest of the reader knows a line's label: "Pensions and
 * annuities (line 4c): 31,640", "so line 4d: 31,640"; so is "So 4(b) is $9,000" ("So step 4(b): $9,000"), and
 * "4(a): about $3,600 a year" ("step 4(a): …"). Only a number of one or two digits with at most one letter,
 * directly before a colon and an amount, counts: "Suite 4: …" or "Apt, 4B" are left as they are.
 */

import { LINE_NUMBER_TEXT } from './field-profile.js';

/** "<caption>, 4c: $31,640": a caption, a comma, a line's number, a colon, then an amount. */
const CAPTION_THEN_LINE = /(^|[-*•]\s+|[;,]\s*)(\p{L}[\p{L}'’&/ -]{1,60}?),\s+(\d{1,2}[a-e]?):\s+(?=[$€£]?\d)/gu;
/** ", so 4d: 31,640", "; 11b: 20,181": a line's number alone after a comma or semicolon, then an amount. */
const LINE_ALONE = /([;,]\s*(?:so|and|then)?\s*)(\d{1,2}[a-e]?):\s+(?=[$€£]?\d)/gu;

/** "So 4(b) is $9,000", "so line 5 is $9,000": the amount a sentence settles for a line or a step. */
const SO_LINE_IS = new RegExp(String.raw`\b([Ss]o)\s+(?:(?:step|line)\s+)?(${LINE_NUMBER_TEXT})\s+(?:is|=|comes to)\s+(?=[$€£]?\d)`, 'g');

/** "4(a): about $3,600 a year …", "- 4(c): $25": a step's number in brackets, alone before the colon and an amount. */
const STEP_ALONE = /^(\s*(?:[-*•]\s+)?)(\d{1,2}\([a-e]\))\s*:\s+(?=(?:about|around|roughly|approximately|approx\.?)?\s*[$€£]?\d)/u;

export function withLineNumbersAsLabels(line: string): string {
  return line
    .replace(STEP_ALONE, '$1step $2: ')
    .replace(CAPTION_THEN_LINE, '$1$2 (line $3): ')
    .replace(LINE_ALONE, (_, before: string, number: string) => `${before.trimEnd()} line ${number}: `)
    .replace(SO_LINE_IS, (_, so: string, number: string) => `${so} ${number.includes('(') ? 'step' : 'line'} ${number}: `);
}
