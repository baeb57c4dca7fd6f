/**
 * A code given cut short, then whole in a later sentence: "Serial off the pic on my phone: MR2205" over a message cut
 * at its length, then "(2/2) 4419. So whole serial is MR22054419". Read as written, the short one is a value of its
 * own and wins by its key. Here a code that a later sentence gives longer, starting as it does, in a sentence that says
 * what it is by a word of its key ("serial"), is the longer one.
 */
import type { Fact } from './parse-data.js';

/** "MR2205", "B7421", "T145-6620": a code of four characters or more with a digit. */
const CODE = /^(?=[\p{L}\d-]*\d)[\p{L}\d][\p{L}\d-]{3,}$/u;
const CODE_IN_TEXT = /(?<![\p{L}\d-])(?=[\p{L}\d-]*\d)[\p{L}\d][\p{L}\d-]{3,}(?![\p{L}\d-])/gu;

/**
 * The words of a key a later sentence must say to speak of the same thing ("serial" of "Serial off the pic on my
 * phone"): its words of four letters or more, but for those that say where the value was read or how it is written.
 */
function keyWords(key: string): string[] {
  return (key.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((word) => !['this', 'that', 'from', 'with', 'phone', 'number'].includes(word));
}

export function withCodesGivenWholeLater(facts: Fact[], sentences: readonly string[]): void {
  for (const fact of facts) {
    const value = fact.value.trim();
    const at = sentences.indexOf(fact.sentence);
    if (!CODE.test(value) || at < 0) continue;
    const words = keyWords(fact.key);
    if (words.length === 0) continue;
    for (const later of sentences.slice(at + 1)) {
      if (!words.some((word) => later.toLowerCase().includes(word))) continue;
      const whole = [...later.matchAll(CODE_IN_TEXT)].map((m) => m[0]).find((code) => code.startsWith(value) && code.length >= value.length + 2);
      if (whole) {
        fact.value = whole;
        break;
      }
    }
  }
}
