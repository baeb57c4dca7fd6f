/**
 * A word diff of two drafts pasted as the text, as `wdiff` or `git diff --word-diff` print it:
 *
 *     Date: [-June 21,-] {+September 2,+} 2025
 *     Serial Number (SN): [-41127ZN331-] {+41172ZN331+}
 *
 * Read as written, the old and the new words run into one value. The text meant is the later draft: removed words
 * ("[-…-]", which may run over several lines) go with the space after them, added ones ("{+…+}") stay without
 * their marks. The counts `wdiff -s` prints under the diff ("v1.txt: 402 words  361 90% common …") go too.
 * A text with no removed and no added run stays as written.
 */

/** "[-June 21,-]": words the later draft removed, with the space after them. */
const REMOVED = /\[-([\s\S]*?)-\][ \t]*/g;
/** "{+September 2,+}": words the later draft added. */
const ADDED = /\{\+([\s\S]*?)\+\}/g;
/** "v1.txt: 402 words  361 90% common  0 0% deleted  41 10% changed": wdiff's statistics. */
const WDIFF_STATISTICS = /^\s*\S+: \d+ words? +\d+ \d+% common\b.*$\n?/gm;

export function withWordDiffsApplied(text: string): string {
  if (!/\[-[\s\S]*?-\]/.test(text) || !/\{\+[\s\S]*?\+\}/.test(text)) return text;
  return text
    .replace(REMOVED, '')
    .replace(ADDED, '$1')
    .replace(WDIFF_STATISTICS, '')
    .replace(/^[ \t]*\n(?=[ \t]*\n)/gm, '');
}
