/**
 * Lines a form asks the filler to work out from a count: "Multiply the number of qualifying children under age 17
 * by $2,000", "Multiply the number of other dependents by $500", then "Add the amounts above … Enter the total
 * here" (the W-4's Step 3). A person writes "two kids under 17, plus her mother-in-law, who counts as an other
 * dependent"; the form wants 4,000, 500 and 4,500. The count is read from the text, the rate from the label.
 */
import type { FieldProfile } from './field-profile.js';
import type { Candidate, MatchContext } from './key-match.js';
import { countOfWord } from './spoken-numbers.js';

const MULTIPLY = /\bmultiply the number of ([\p{L}\d ,'’-]{3,80}?) by \$?\s?([\d,]+(?:\.\d{2})?)/iu;
const OTHER_CREDITS = /\b(?:other|education|energy|additional)\s+credits?\b[^.;]*\$\s?\d|\$\s?[\d,]+\s+(?:of|in)\s+(?:other|education|energy)\s+credits?/i;
const ADD_ABOVE = /\badd the amounts (?:above|on lines?)\b[^]*\benter the total\b/i;

const COUNT = String.raw`(\d{1,2}|an?|one|two|three|four|five|six|seven|eight|nine|ten)`;

/** Nouns by which people speak of what a label counts. */
const CHILD_NOUNS = String.raw`(?:kids?|children|child|sons?|daughters?)`;
const DEPENDANT_NOUNS = String.raw`(?:dependents?|dependants?)`;

/** How the text counts what a label's noun phrase names, or undefined when it does not say. */
export function countIn(text: string, counted: string): number | undefined {
  const phrase = counted.toLowerCase();
  const other = /\bother\b/.test(phrase);
  const noun = /\bchild|\bkid/.test(phrase) ? CHILD_NOUNS : /\bdependen/.test(phrase) ? DEPENDANT_NOUNS : undefined;
  if (!noun) return undefined;
  // "two kids under 17", "2 qualifying children", "an other dependent", "one other dependent".
  // The words between the count and the noun describe it ("qualifying", "little"); an age ("under 17") is no count.
  const filler = String.raw`(?:(?!(?:and|or|plus|with|${COUNT})\b)[\p{L}-]+\s+){0,2}?`;
  const pattern = new RegExp(String.raw`(?<!\b(?:under|age|aged|over)\s+)\b${COUNT}\s+${filler}${other ? String.raw`other\s+` : ''}${noun}\b`, 'giu');
  let total: number | undefined;
  for (const m of text.matchAll(pattern)) {
    // "other dependents" are not children; "kids" counted for "other dependents" would count them twice.
    if (!other && /\bother\s+/i.test(m[0])) continue;
    const word = m[1]!.toLowerCase();
    const n = countOfWord(word);
    if (n === undefined || n > 20) continue;
    total = (total ?? 0) + n;
  }
  return total;
}

function money(amount: number): string {
  return amount.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** Candidates for the fields whose label asks for a count times a rate, and for the total line after them. */
/** A field's printed label and the lines around it, as describe-fields.ts found them (however sure it was). */
export type PrintedText = (profile: FieldProfile) => { label: string; context: string };

export function scoreComputedLines(profiles: FieldProfile[], ctx: MatchContext, printed: PrintedText): Candidate[] {
  const text = ctx.data.sentences.join(' ');
  const out: Candidate[] = [];
  const products: { profile: FieldProfile; amount: number }[] = [];
  for (const profile of profiles) {
    if (profile.field.type !== 'text') continue;
    const m = printed(profile).label.match(MULTIPLY);
    if (!m) continue;
    const count = countIn(text, m[1]!);
    const rate = Number(m[2]!.replace(/,/g, ''));
    if (count === undefined || !Number.isFinite(rate)) continue;
    const amount = count * rate;
    products.push({ profile, amount });
    out.push({
      field: profile.index,
      value: money(amount),
      score: COMPUTED_SCORE,
      fact: -1,
      concept: undefined,
      reasoning: `The label asks to multiply the number of ${m[1]!.trim()} by ${m[2]}; the text gives ${count}, so ${money(amount)}.`,
    });
  }
  // Credits the text adds beyond the counted ones ("plus $1,000 of education credits") make a total it did not state.
  if (products.length === 0 || OTHER_CREDITS.test(text)) return out;
  // "Add the amounts above for qualifying children and other dependents … Enter the total here": the products
  // above it on its page, when the text gives no other credits to add (a line it does not count stays out).
  for (const profile of profiles) {
    if (profile.field.type !== 'text' || !ADD_ABOVE.test(`${printed(profile).context} ${printed(profile).label}`)) continue;
    const above = products.filter((p) => p.profile.field.page === profile.field.page && p.profile.field.position.y < profile.field.position.y);
    if (above.length === 0) continue;
    const total = above.reduce((sum, p) => sum + p.amount, 0);
    out.push({
      field: profile.index,
      value: money(total),
      score: COMPUTED_SCORE,
      fact: -1,
      concept: undefined,
      reasoning: `The label asks for the total of the amounts above: ${above.map((p) => money(p.amount)).join(' + ')} = ${money(total)}.`,
    });
  }
  return out;
}

/** Sure as a rule that reads both the count and the rate, below a value the text states outright. */
const COMPUTED_SCORE = 0.8;
