/**
 * "Backstory: copy the emcee intro exactly, but WITHOUT the last sentence about the ferryman": a keyed note whose value
 * is another key's value, copied from the text above it, perhaps with a sentence cut. The note takes that value.
 */

import { tokenize } from './normalize-text.js';
import { findTypedValues } from './detect-values.js';
import { sentencesOfValue } from './sentences.js';

/**
 * "copy the emcee intro exactly, but WITHOUT the last sentence about the ferryman" (1 the words of the key copied, 2
 * "last" or "first", 3 a word of the sentence cut).
 */
const COPY_OF_KEY = /^(?:just\s+|please\s+)?(?:copy|use|take|paste)\s+(?:in\s+)?the\s+(\p{L}[\p{L}'’ -]{2,40}?)(?:\s+(?:exactly|as\s+is|word\s+for\s+word|verbatim))?(?:,?\s+but\s+(?:without|minus|cut(?:ting)?|drop(?:ping)?|leave\s+out|leaving\s+out)\s+the\s+(?:(last|first)\s+)?sentence(?:\s+(?:about|on|with)\s+(?:the\s+)?([\p{L}'’-]+))?)?\s*[.!]?\s*$/iu;


/** The sentences kept once the one the note names is cut: the last or first, or the one with the word. */
function withSentenceCut(value: string, which: string | undefined, word: string | undefined): string | undefined {
  const sentences = sentencesOfValue(value);
  if (sentences.length < 2) return undefined;
  const hasWord = (s: string) => word === undefined || new RegExp(String.raw`(?<![\p{L}])${word}`, 'iu').test(s);
  let cut = which?.toLowerCase() === 'last' ? sentences.length - 1 : which?.toLowerCase() === 'first' ? 0 : sentences.findIndex(hasWord);
  if (cut < 0 || !hasWord(sentences[cut]!)) cut = sentences.findIndex(hasWord);
  if (cut < 0) return undefined;
  return sentences.filter((_, at) => at !== cut).join(' ');
}

export function withValuesCopiedFromKeys<F extends { key: string; value: string; source: string }>(facts: F[]): void {
  for (const note of facts) {
    const copy = note.source === 'line' ? note.value.match(COPY_OF_KEY) : null;
    if (!copy) continue;
    const words = tokenize(copy[1]!);
    const source = facts.find((f) => f !== note && f.source === 'line' && words.length > 0 && words.every((w) => tokenize(f.key).includes(w)));
    if (!source) continue;
    const cutting = copy[2] !== undefined || copy[3] !== undefined;
    const value = cutting ? withSentenceCut(source.value, copy[2], copy[3]) : source.value;
    if (value !== undefined) note.value = value;
  }
}

/** "Cora's net benefits (Box 5), not the check amount" (1 the words of what is meant, 2 the box's number). */
const BOX_REFERRED_TO = /^([^()\d]{3,60}?)\s*\((?:from\s+|in\s+)?[Bb]ox\s+(\d{1,2}[a-z]?)\)/u;

/**
 * "Line 20a: Cora's net benefits (Box 5), not the check amount.": a line's value named by a box of a statement copied
 * above ("Box 5  Net benefits for 2010: $11,352.00"). Of the boxes with that number (a 1099-R and an SSA-1099 both
 * have a box 5), the one whose words share most with the note's; the note takes its amount.
 */
export function withBoxReferencesResolved<F extends { key: string; value: string; source: string }>(facts: F[]): void {
  for (const note of facts) {
    const referred = note.source === 'line' ? note.value.match(BOX_REFERRED_TO) : null;
    if (!referred) continue;
    const words = new Set(tokenize(referred[1]!));
    const box = new RegExp(String.raw`^\s*box\s+${referred[2]}\b`, 'i');
    let best: { amount: string; shared: number } | undefined;
    for (const fact of facts) {
      if (fact === note || !box.test(fact.key)) continue;
      const amount = findTypedValues(fact.value).find((t) => t.kind === 'money')?.text;
      const shared = tokenize(`${fact.key} ${fact.value}`).filter((t) => words.has(t)).length;
      if (amount !== undefined && shared > 0 && (best === undefined || shared > best.shared)) best = { amount, shared };
    }
    if (best) note.value = best.amount;
  }
}
