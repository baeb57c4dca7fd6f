/**
 * "take Voss off the allies, he betrayed us in ep 14": a later sentence that takes a named item off a list the text
 * gave under a key ("allies box: Brother Aldric of the Ashen Abbey; Lord Caspian Voss; Pip the quickling courier").
 * Read as written, the list keeps the item. Here the item that names it (by a word of its name) leaves the list's
 * value, the rest in their order.
 */
import { escapeRegExp } from './normalize-text.js';

/** "take Voss off the allies", "remove Lord Voss from her allies list" (1 the name, 2 the list's word). */
const TAKEN_OFF = /\b(?:[Tt]ake|[Rr]emove|[Dd]rop|[Cc]ross|[Ss]trike|[Ll]eave)\s+(?:the\s+)?(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})\s+(?:off|out\s+of|from)\s+(?:the\s+|her\s+|his\s+|my\s+|their\s+|our\s+)?(\p{Ll}{3,})\b/gu;

export function withItemsTakenOff<F extends { key: string; value: string; sentence: string }>(facts: F[], sentences: readonly string[]): void {
  for (const sentence of sentences) {
    for (const m of sentence.matchAll(TAKEN_OFF)) {
      const [, name, list] = m as unknown as [string, string, string];
      const listWord = new RegExp(String.raw`\b${escapeRegExp(list.replace(/s$/, ''))}`, 'i');
      const named = new RegExp(String.raw`\b${escapeRegExp(name)}\b`);
      for (const fact of facts) {
        if (fact.sentence === sentence || !listWord.test(fact.key)) continue;
        const separator = fact.value.includes(';') ? ';' : ',';
        const items = fact.value.split(separator);
        const kept = items.filter((item) => !named.test(item));
        if (kept.length === items.length || kept.length === 0) continue;
        fact.value = kept.map((item) => item.trim()).join(`${separator} `);
      }
    }
  }
}
