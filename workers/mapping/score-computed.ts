/**
 * Lines a form asks the filler to work out from a count: "Multiply the number of qualifying children under age 17
 * by $2,000", "Multiply the number of other dependents by $500", then "Add the amounts above … Enter the total
 * here" (the W-4's Step 3). A person writes "two kids under 17, plus her mother-in-law, who counts as an other
 * dependent"; the form wants 4,000, 500 and 4,500. The count is read from the text, the rate from the label.
 */
import type { FieldProfile } from './field-profile.js';
import type { Candidate, MatchContext } from './key-match.js';
import { plainNumber } from './format-value.js';
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
  const other = /\bother\b/i.test(counted);
  const noun = nounOf(counted);
  if (!noun) return undefined;
  // "two kids under 17", "2 qualifying children", "an other dependent", "one other dependent".
  // The words between the count and the noun describe it ("qualifying", "little"); an age ("under 17") is no count,
  // and neither is one denied ("he counts as an other dependent, not a qualifying child").
  // (Line by line: "Qualifying children under 17: 2" does not count the "Other dependents" of the line under it.)
  // (Not a form's number, "W-4 redo - kids question": a count stands apart, and a dash alone is no word.)
  const filler = String.raw`(?:(?!(?:and|or|plus|with|${COUNT})\b)\p{L}[\p{L}-]*\s+){0,2}?`;
  const pattern = new RegExp(String.raw`(?<!\b(?:under|age|aged|over|not)\s+|[-–/])\b${COUNT}\s+${filler}${other ? String.raw`other\s+` : ''}${noun}\b`, 'giu');
  let total: number | undefined;
  /** Whether a count was said as a number, not only as "a child". */
  let saidAsNumber = false;
  // (She's an "other dependent": the form's words in quotes count as said.)
  for (const m of text.replace(/["“”]/g, '').split('\n').flatMap((line) => [...line.matchAll(pattern)])) {
    // "other dependents" are not children; "kids" counted for "other dependents" would count them twice.
    if (!other && /\bother\s+/i.test(m[0])) continue;
    const word = m[1]!.toLowerCase();
    const n = countOfWord(word);
    if (n === undefined || n > 20) continue;
    total = (total ?? 0) + n;
    if (word !== 'a' && word !== 'an') saidAsNumber = true;
  }
  // ("So 2025 is an odd year = both kids are mine for taxes": the two children, counted once however often said, over
  // "a child" in a clause of an agreement.)
  if (!other && (total === undefined || !saidAsNumber) && new RegExp(String.raw`\bboth\s+(?:of\s+(?:my|our|the|her|his)\s+)?${noun}\b`, 'iu').test(text)) return 2;
  if (total !== undefined) return total;
  // "Qualifying children under 17: 2", "Other dependents: 1": a keyed count, on a line of its own.
  const keyed = new RegExp(String.raw`(?:^|[.;]\s+)((?:[\p{L}-]+\s+){0,2}${noun})\b[^:.;\d]{0,20}(?:\d{1,2}[^:.;\d]{0,12})?:\s*(\d{1,2})\s*(?:$|[.;])`, 'gimu');
  for (const m of text.matchAll(keyed)) {
    if (other !== /\bother\s+/i.test(m[1]!)) continue;
    total = (total ?? 0) + Number(m[2]);
  }
  return total;
}

/** "Other dependents: 1" is the count a product's box is worked out from, never the value it takes. */
export function isCountForProduct(profile: FieldProfile, value: string | boolean): boolean {
  return profile.productOfCount && typeof value === 'string' && /^\d{1,2}$/.test(value.trim());
}

/**
 * The amount the text keys by what the label counts ("Amount for children: $4,400", "Other dependents amount: $500");
 * not a total ("Other dependents total"), which is the sum line's.
 */
// ("Dependents: my son Theo is 9, so $2,000. My mom Bernadette (71) lives with us …, so $500.": or by whom its
// clause is about, when the amount is a whole number of the label's rate.)
function statedAmountFor(ctx: MatchContext, counted: string, rate: number): { key: string; value: string; sentence: string } | undefined {
  const noun = nounOf(counted);
  if (!noun) return undefined;
  const other = /\bother\b/i.test(counted);
  const keyed = new RegExp(String.raw`\b${noun}\b`, 'iu');
  const amountOf = (f: { value: string }) => Number(plainNumber(f.value).replace(/,/g, ''));
  // ("Sofiia … "other dependent" -> $500. … So children under 17 = $2,000, other dependents = $1,000": the last one
  // the text keys so sums up those before it.)
  // ("Step 3 other dependents x $500: 1,000": a key that names the rate makes its bare amount the product.)
  const rateInKey = new RegExp(String.raw`[x×*]\s*\$\s?${rate.toLocaleString('en-US').replace(/,/g, ',?')}(?![\d,])`);
  const byKey = ctx.data.facts.findLast((f) => (/^\$\s?[\d,]+(?:\.\d{2})?$/.test(f.value.trim()) || (AMOUNT.test(f.value.trim()) && rateInKey.test(f.key))) && keyed.test(f.key) && !/\btotal\b/i.test(f.key) && other === (/\bother\b/i.test(f.key) || parentAsDependent(f)));
  if (byKey) return byKey;
  // ("3 x $2,000": an amount after a times sign is the rate, not the product.)
  const timesRate = (f: { value: string; sentence: string }) => new RegExp(String.raw`[x×*]\s*${f.value.trim().replace(/[$.]/g, '\\$&')}`).test(f.sentence);
  // ("So 2,000 for Migo and 500 for Nanay, total 2,500": a whole number of the rate, with or without its sign, said of
  // someone the text names as a child or a parent.)
  const relatives = relativesNamed(ctx.data.sentences.join('\n'));
  // ("My father lives with us too but he has his own pension, like $28,000, so he does not count.": not of one who is
  // said not to count.)
  const byClause = ctx.data.facts.find((f) => AMOUNT.test(f.value.trim()) && !/\btotal\b/i.test(f.key) && amountOf(f) >= rate && amountOf(f) % rate === 0 && !timesRate(f) && !NOT_COUNTED.test(f.sentence) && saidOf(f, relatives) === (other ? 'parent' : 'child'));
  return byClause && { key: byClause.sentence.trim(), value: byClause.value, sentence: byClause.sentence };
}

/** "so he does not count", "Don't put him", "can't be my dependent": someone the sentence leaves out. */
const NOT_COUNTED = /\b(?:(?:does|do|did)\s*(?:not|n['’]t)\s+count|(?:does|do)\s*(?:not|n['’]t)\s+qualify|(?:can\s*not|cannot|can['’]t)\s+be\s+(?:my|our|a)\s+dependent|not\s+(?:my|our|a)\s+dependent|don['’]t\s+put\s+(?:him|her|them))\b/i;
const CHILD_WORDS = /\b(?:son|daughter|kid|kids|child|children)\b/i;
/** Relatives older than the filer, whom the W-4 counts as other dependents. */
const PARENT_WORDS = /\b(?:mother|father|mom|mum|dad|parents?|grand(?:mother|father|ma|pa|parents?)|mother-in-law|father-in-law|aunt|uncle)\b/i;

/**
 * Whom an amount is said of: "my son Theo is 9, so $2,000" a child, "My mom … lives with us …, so $500" a parent.
 * The clause the amount is in says it first, then that clause with the one before; else the sentence, when it speaks
 * of only one of them.
 */
function saidOf(fact: { value: string; sentence: string }, relatives: ReadonlyMap<string, 'child' | 'parent'> = new Map()): 'child' | 'parent' | undefined {
  // (A comma between clauses, not the one inside "$2,000" or after "under 17".)
  const clauses = fact.sentence.split(/,(?!\d{3}\b)|;|\bplus\b/);
  const k = clauses.findIndex((part) => part.includes(fact.value.trim()));
  // (Else the clause before it too: "… and my mother-in-law Carol lives with us and we claim her, so one of the $500 ones".)
  for (const text of [clauses[k] ?? '', clauses.slice(Math.max(0, k - 1), k + 1).join(','), fact.sentence]) {
    const [child, parent] = [CHILD_WORDS.test(text), PARENT_WORDS.test(text)];
    if (child !== parent) return child ? 'child' : 'parent';
  }
  // ("2,000 for Migo" where the text said "si Migo, my son": whom the clause names, as the text named them.)
  // (The words after the amount first, to the next "and": "2,000 for Migo and 500 for Nanay".)
  const clause = clauses[k] ?? '';
  const after = clause.slice(clause.indexOf(fact.value.trim())).split(/\band\b/)[0]!;
  for (const words of [after, clause]) {
    const named = new Set(words.match(/\p{L}[\p{L}'’-]+/gu)?.map((word) => relatives.get(word.toLowerCase())).filter((kind) => kind !== undefined));
    if (named.size === 1) return [...named][0];
  }
  return undefined;
}

/**
 * Whom the text names as a child or a parent, by name or by the word it calls them: "si Migo, my son" (child), "my
 * son Theo" (child), "my nanay (mother)" (parent: "nanay" is what the writer calls her).
 */
function relativesNamed(text: string): Map<string, 'child' | 'parent'> {
  const kinds = new Map<string, 'child' | 'parent'>();
  const kindOf = (relation: string) => (CHILD_WORDS.test(relation) ? 'child' : 'parent');
  for (const m of text.matchAll(NAME_THEN_RELATION)) kinds.set(m[1]!.toLowerCase(), kindOf(m[2]!));
  for (const m of text.matchAll(RELATION_THEN_NAME)) kinds.set(m[2]!.toLowerCase(), kindOf(m[1]!));
  for (const m of text.matchAll(WORD_THEN_RELATION_IN_BRACKETS)) kinds.set(m[1]!.toLowerCase(), kindOf(m[2]!));
  return kinds;
}
const RELATION_WORDS = String.raw`son|daughter|kid|child|mother|father|mom|mum|dad|grandmother|grandfather|grandma|grandpa|mother-in-law|father-in-law|aunt|uncle`;
const NAME_THEN_RELATION = new RegExp(String.raw`\b(\p{Lu}[\p{L}'’-]+),?\s+(?:my|our|his|her|their)\s+(${RELATION_WORDS})\b`, 'gu');
const RELATION_THEN_NAME = new RegExp(String.raw`\b(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir)\s+(${RELATION_WORDS}),?\s+(\p{Lu}[\p{L}'’-]+)`, 'gu');
const WORD_THEN_RELATION_IN_BRACKETS = new RegExp(String.raw`\b(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir)\s+(\p{L}+)\s*\((${RELATION_WORDS})\)`, 'gu');
/** An amount, with or without its dollar sign: "$2,000", "2,000", "500". */
const AMOUNT = /^(?:\$\s?)?\d[\d,]*(?:\.\d{2})?$/;

/** "plus his mother lives with them as a dependent = $500": a parent claimed is another dependent, never a child. */
function parentAsDependent(fact: { key: string; value: string; sentence: string }): boolean {
  // (The clause the amount is in: "two kids under 17 = $4,000, plus his mother … = $500".)
  const clause = fact.sentence.split(/(?<!\d),|;|\bplus\b/).find((part) => part.includes(fact.value.trim())) ?? '';
  return !/\b(?:child|children|kids?)\b/i.test(fact.key) && PARENT_WORDS.test(clause);
}

function nounOf(counted: string): string | undefined {
  const phrase = counted.toLowerCase();
  return /\bchild|\bkid/.test(phrase) ? CHILD_NOUNS : /\bdependen/.test(phrase) ? DEPENDANT_NOUNS : undefined;
}

function money(amount: number): string {
  return amount.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** Candidates for the fields whose label asks for a count times a rate, and for the total line after them. */
/** A field's printed label and the lines around it, as describe-fields.ts found them (however sure it was). */
export type PrintedText = (profile: FieldProfile) => { label: string; context: string };

export function scoreComputedLines(profiles: FieldProfile[], ctx: MatchContext, printed: PrintedText): Candidate[] {
  // (One sentence a line: a keyed count ends where its line does.)
  const text = ctx.data.sentences.join('\n');
  const out: Candidate[] = [];
  const products: { profile: FieldProfile; amount: number; sentence?: string }[] = [];
  for (const profile of profiles) {
    if (profile.field.type !== 'text') continue;
    const m = printed(profile).label.match(MULTIPLY);
    if (!m) continue;
    // "Amount for children: $4,400": the text states the product itself (at a rate the form's print may predate).
    const stated = statedAmountFor(ctx, m[1]!, Number(m[2]!.replace(/,/g, '')));
    if (stated) {
      const amount = Number(plainNumber(stated.value).replace(/,/g, ''));
      products.push({ profile, amount, sentence: stated.sentence });
      out.push({ field: profile.index, value: money(amount), score: STATED_SCORE, fact: -1, concept: undefined, reasoning: `The text gives the amount for ${m[1]!.trim()} as "${stated.key}: ${stated.value}".` });
      continue;
    }
    const count = countIn(text, m[1]!);
    const rate = Number(m[2]!.replace(/,/g, ''));
    // "Other dependents: 0": nothing to claim, and a form's line with nothing on it stays blank.
    if (count === undefined || count === 0 || !Number.isFinite(rate)) continue;
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
    const counted = above.reduce((sum, p) => sum + p.amount, 0);
    // ("So Step 3 should be $4,000 for the kids and $500 for her, $4,500 in total.": a total the text states beside the
    // amounts it gives, more than those read, also adds what was not read.)
    const stated = ctx.data.facts
      .filter((f) => /\btotal\b/i.test(f.key) && /^\$\s?[\d,]+(?:\.\d{2})?$/.test(f.value.trim()) && above.some((p) => p.sentence !== undefined && p.sentence === f.sentence))
      .map((f) => Number(plainNumber(f.value).replace(/,/g, '')))
      .find((amount) => amount > counted);
    const total = stated ?? counted;
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
const STATED_SCORE = 0.85;
