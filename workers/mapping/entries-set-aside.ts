/**
 * A record pasted as a register's entries, each under a numbered heading of its own ("BERTH 4", "BERTH 5", "ROOM 2",
 * "ENTRY 3"), and a note that sets one aside: "Berth 5 is Dimble, my hireling. NPC, not my PC, so nothing of his goes
 * on my sheet". The entries the notes set aside are taken out, heading and lines, so their names and numbers fill
 * nothing; the others stay as they are. A plain function over the text.
 */

import { SET_ASIDE } from './parse-table.js';

/** "BERTH 4", "Room 12", "ENTRY 3:", "No. 2": a heading of one word and a number, alone on its line. */
const ENTRY_HEADING = /^\s*(\p{Lu}[\p{L}.]{1,15})\s+#?(\d{1,3}[A-Z]?)\s*:?\s*$/u;
/** "nothing of his goes on my sheet", "none of hers": someone else's things, set aside. */
const NOTHING_OF_THEIRS = /\b(?:nothing|none)\s+(?:of\s+)?(?:his|hers|theirs|its)\b/i;
/** Entries needed before a text is read as a register of them. */
const ENTRIES_AT_LEAST = 2;

export function withEntriesSetAside(text: string): string {
  const lines = text.split('\n');
  const entries: { word: string; number: string; from: number; to: number }[] = [];
  for (const [at, line] of lines.entries()) {
    const m = line.match(ENTRY_HEADING);
    if (m) {
      entries.push({ word: m[1]!, number: m[2]!, from: at, to: lines.length });
      continue;
    }
    // (An entry runs to the next heading, a blank line, or a line that is no entry's: a rule or a line flush left.)
    const open = entries[entries.length - 1];
    if (open && open.to === lines.length && (line.trim() === '' || !/^\s/.test(line))) open.to = at;
  }
  if (entries.length < ENTRIES_AT_LEAST || new Set(entries.map((e) => e.word.toLowerCase())).size !== 1) return text;
  const outside = lines.filter((_, at) => !entries.some((e) => at >= e.from && at < e.to)).join('\n');
  // ("Berth 5 is Dimble, my hireling. NPC, not my PC, so nothing of his goes on my sheet": the sentence that names the
  // entry, or the one after it, sets it aside.)
  const sentences = outside.split(/(?<=[.!?])\s+|\n/);
  const namePattern = (entry: (typeof entries)[number]) =>
    // ("211 is my PC. 212 is Brannoc, …" under "No. 211" and "No. 212": a heading that is only "No." names its entry
    // by the number alone.)
    new RegExp(/^no\.?$/i.test(entry.word) ? String.raw`(?<![\d/.,$-])(?:No\.?\s*|#)?${entry.number}(?![\d/.,:]\d|\s*(?:gp|lb|ft|in|%))\b` : String.raw`\b${entry.word}\s+#?${entry.number}\b`, 'i');
  const aside = entries.filter((entry) => {
    const named = namePattern(entry);
    const others = entries.filter((e) => e !== entry).map(namePattern);
    const asideWords = (sentence: string) => SET_ASIDE.test(sentence) || NOTHING_OF_THEIRS.test(sentence);
    // (The sentence after the one that names the entry speaks of it too, unless it names another.)
    const next = (at: number) => sentences[at + 1] !== undefined && asideWords(sentences[at + 1]!) && !others.some((other) => other.test(sentences[at + 1]!));
    return sentences.some((sentence, at) => named.test(sentence) && (asideWords(sentence) || next(at)));
  });
  // (Every entry set aside says nothing of which is meant: the text is left as it is.)
  if (aside.length === 0 || aside.length === entries.length) return text;
  return lines.filter((_, at) => !aside.some((e) => at >= e.from && at < e.to)).join('\n');
}
