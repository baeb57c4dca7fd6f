/**
 * '"Props carried" = her treasure.': a writer who says which of their own headings is which of the form's. Each line
 * keyed by the heading ("PROPS CARRIED .... a brass dark-lantern …", "Props carried: …") then says so in its key
 * ("PROPS CARRIED (treasure) .... …"), so the key meets the form's words.
 */

import { escapeRegExp } from './normalize-text.js';

/** '"Props carried" = her treasure', '"Contacts" means allies': a heading in quotes (1), then the form's word (2). */
// (Not '"Declared age" is a lie she told the purser': "is" says which box only before a possessive or "the", and the
// box is named in a word or three.)
const HEADING_EQUATED = /["“]([^"”\n]{2,30})["”]\s*(?:=|->|→|means|(?:is|are)(?=\s+(?:her|his|their|the|my|your|our)\s))\s*(?:(?:her|his|their|the|my|your|our)\s+)?(\p{L}[\p{L}&]*(?:\s+[\p{L}&]+){0,2})(?=\s*[.;,)!]|\s*$)/gu;

export function withKeysEquated(text: string): string {
  const equated = [...text.matchAll(HEADING_EQUATED)].map((m) => ({ heading: m[1]!.trim(), word: m[2]!.trim() }));
  if (equated.length === 0) return text;
  return text
    .split('\n')
    .map((line) => {
      for (const { heading, word } of equated) {
        const keyed = new RegExp(String.raw`^(\s*${escapeRegExp(heading)})(?=\s*(?::|\.{2,}|…|\s{2,}))`, 'iu');
        if (keyed.test(line)) return line.replace(keyed, `$1 (${word})`);
      }
      return line;
    })
    .join('\n');
}
