/**
 * Field names made readable. Form generators wrap the meaningful part of a name in path noise
 * (`topmostSubform[0].Page1[0].Step1a[0].f1_01[0]`); describing a field and mapping values to it both need the
 * name without that noise, split into words.
 */

/** Path segments generators add that say nothing about the field. */
const NOISE_SEGMENT = /^(topmostsubform|form\d*|#?subform|#?pageset|page\d*|masterpage\w*|p\d+|body|content)$/i;

/** The segments of a fully qualified name that carry meaning, without `[n]` indices and generator noise. */
export function fieldNameSegments(name: string): string[] {
  return name
    .split('.')
    .map((segment) => segment.replace(/\[\d+\]/g, '').trim())
    .filter((segment) => segment !== '' && !NOISE_SEGMENT.test(segment));
}

/**
 * Splits camelCase, digits before capitals, underscores, hyphens and hashes into space-separated words, and
 * words run together in lower case before a word that says what a field holds ("tradedate", "costperunit").
 */
export function nameWords(text: string): string {
  return text
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .replace(/[_\-#]+/g, ' ')
    .replace(/\p{Ll}{7,}/gu, splitRunTogether)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Last words that say what a field holds, as generators glue them on: "settlementdate", "costperunit". */
const HOLDING_WORDS = /^(\p{Ll}{4,}?)(per)?(date|number|amount|price|basis|unit)$/u;
/** Words that end in one of them but are one word. */
const WHOLE_WORDS = new Set(['candidate', 'mandate', 'validate', 'consolidate', 'liquidate', 'accommodate', 'chocolate', 'community', 'opportunity']);

function splitRunTogether(word: string): string {
  if (WHOLE_WORDS.has(word)) return word;
  const m = word.match(HOLDING_WORDS);
  return m ? [m[1], m[2], m[3]].filter((w) => w).join(' ') : word;
}
