/**
 * A record dumped by PHP's `print_r` and pasted as the text: "Array", "(", then "[nom] => SCHMIT" one per line,
 * nested arrays and objects ("[adresse] => Array" / "(" … ")") indented under their key. Read line by line, every
 * "[numero] => 27" is keyed by its last name alone, so the employee's "[nom]" and the children's look the same,
 * and the brackets and arrows stick to keys and values.
 *
 * Here each value becomes a "key words: value" line keyed by its path, without list indexes ("salarie adresse
 * numero: 27", "enfants prenom: Léa"); names are made words ("code_postal" → "code postal"). Empty values go.
 * A text without a dump's opening ("Array" or "… Object" over "(") stays as written.
 */

import { keyAsWords } from './normalize-text.js';

/** "Array" or "stdClass Object": what opens the dump, and each array or object nested in it. */
const OPENING = /^\s*(?:Array|[A-Za-z_\\][\w\\]*\s+Object)\s*$/;
const ENTRY = /^\s*\[([^\]]+)\]\s*=>\s?(.*)$/;

/** "salarie:protected" → "salarie": an object's property without its visibility, as words. */
function keyWords(key: string): string {
  return keyAsWords(key.replace(/:(?:protected|private|public)$/, ''));
}

export function linesWithPrintRRead(lines: string[]): string[] {
  const opens = lines.some((line, i) => OPENING.test(line) && /^\s*\(\s*$/.test(lines[i + 1] ?? ''));
  if (!opens) return lines;
  const out: string[] = [];
  /** The keys of the arrays the reading is in; null for the dump's root. */
  const path: (string | null)[] = [];
  /** The key of a nested array whose "(" comes on the next line. */
  let pending: string | null | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (path.length === 0 && pending === undefined) {
      if (OPENING.test(line) && /^\s*\(\s*$/.test(lines[i + 1] ?? '')) pending = null;
      else out.push(line);
      continue;
    }
    if (/^\s*\(\s*$/.test(line) && pending !== undefined) {
      path.push(pending);
      pending = undefined;
      continue;
    }
    if (/^\s*\)\s*$/.test(line)) {
      path.pop();
      continue;
    }
    const entry = line.match(ENTRY);
    if (!entry) {
      if (line.trim() !== '') out.push(line);
      continue;
    }
    const [, key, raw] = entry;
    if (OPENING.test(raw!)) {
      pending = key!;
      continue;
    }
    const value = raw!.trim();
    if (value === '') continue;
    // ("[0] => Array": a list's index names no field; its items are keyed by the list's name.)
    const words = [...path, key!].filter((k): k is string => k !== null && !/^\d+$/.test(k)).map(keyWords);
    if (words.length > 0) out.push(`${words.join(' ')}: ${value}`);
  }
  return out;
}
