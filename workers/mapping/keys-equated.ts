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

/**
 * "The requester is the certificate holder on the COI": the form's word (1), then a heading of a document pasted
 * above (2), named as "the … on the …".
 */
const WORD_IS_HEADING_ON = /\b[Tt]he\s+(\p{L}+)\s+is\s+the\s+(\p{L}+(?:\s+\p{L}+){0,2})\s+(?:on|in|of)\s+the\s+\p{L}+\b/gu;

export function withKeysEquated(text: string): string {
  const equated = [
    ...[...text.matchAll(HEADING_EQUATED)].map((m) => ({ heading: m[1]!.trim(), word: m[2]!.trim() })),
    ...[...text.matchAll(WORD_IS_HEADING_ON)].map((m) => ({ heading: m[2]!.trim(), word: m[1]!.trim() })),
  ];
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
