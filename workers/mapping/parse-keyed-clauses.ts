/**
 * A value keyed with a colon in the middle of a paragraph of prose:
 *
 *     … He belongs to the Order of the Gauntlet. For allies and organizations, put: The Temple of Moradin in
 *     Mirabar; Thora Ironfell, his former shield-sister. The backstory, exactly as I wrote it, is: "Brannoc served
 *     twenty years as a caravan guard. Found half-dead by priests …" For additional features …
 *
 * Read as sentences, the key's colon cuts nothing off ("put" keys the value) and a quoted story is cut at its first
 * full stop. Each such clause is set on a line of its own as "key: value", the value running to the end of its
 * sentence, or to its closing quote when it is quoted.
 */

/** Where a clause may open: the line's start or a sentence's end. */
const CLAUSE_START = String.raw`(?<=^|[.!?]["”]?\s+)`;
/** "For allies and organizations", "The backstory", "My treasure": the key, a few words. */
const KEY = String.raw`(?:[Ff]or\s+)?(?:[Tt]he\s+|[Mm]y\s+|[Hh]is\s+|[Hh]er\s+|[Tt]heir\s+|[Oo]ur\s+)?(\p{L}[\p{L}&'’/-]*(?:\s+[\p{L}&'’/-]+){0,4}?)`;
/** ", exactly as I wrote it,": an aside between the key and its verb. */
const ASIDE = String.raw`(?:,\s+[^:,.;"“]{2,40})?`;
/** "put:", "is:", "should read:", "you can use this:": the verb the colon follows. */
const VERB = String.raw`,?\s+(?:please\s+)?(?:(?:you|we)\s+(?:can|could|may)\s+(?:just\s+)?)?(?:put|is|are|reads|should\s+read|should\s+be|goes|write|enter|use)(?:\s+(?:this|the\s+following|these\s+words))?\s*:\s*`;
/** The value: in quotes, or to the end of its sentence (a full stop inside a number, "37.5", is none). */
const VALUE = String.raw`(?:["“]([^"”]{2,}?)["”]\.?|(\S(?:[^.!?]|[.!?](?!\s+\p{Lu}|\s*$))*[.!?]?)(?=\s+\p{Lu}|\s*$))`;

const KEYED_CLAUSE = new RegExp(`${CLAUSE_START}${KEY}${ASIDE}${VERB}${VALUE}`, 'gu');

/** Words that point at something rather than name it: "Here is:", "That is:" key nothing. */
const POINTING = /^(?:here|this|that|it|what|which|there|these|those|mine|ours|the answer|the rest)$/i;

/** "… we don't", "… I never": a key that ends denying its verb. */
const NEGATED_END = /\b(?:don['’]t|do\s+not|didn['’]t|did\s+not|won['’]t|will\s+not|never)$/i;

/** The line with each value keyed by a colon inside its prose set on a line of its own as "key: value". */
export function withKeyedClausesApart(line: string): string {
  if (!line.includes(':')) return line;
  return line.replace(KEYED_CLAUSE, (whole, key: string, quoted?: string, plain?: string) => {
    // ("Please clear whatever we don't use: the whole deductions worksheet, …": a verb the writer denies is no key's.)
    if (POINTING.test(key.trim()) || NEGATED_END.test(key.trim())) return whole;
    return `\n${key.trim()}: ${(quoted ?? plain ?? '').trim()}\n`;
  });
}
