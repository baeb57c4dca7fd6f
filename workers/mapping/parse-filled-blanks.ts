/**
 * A copy of the form's own wording with its blanks filled in, as an office types a document in a word processor
 * first:
 *
 *     KNOW ALL MEN BY THESE PRESENT, THAT I ____Gloria M. Sandoval____, (Principal) currently living in the
 *     municipality of ____Mesa____, State of ____Arizona____, …
 *     Address of Principal: ____2250 E Brown Rd, Unit 141, Mesa, AZ 85213____
 *
 * The words printed before a blank are the ones printed before the form's box, which is how the box is described;
 * so each filled blank becomes a line of its own, "words before it: value", the words running back to the blank
 * before it or the start of the sentence (as many as a line's key may have). The wording around the blanks is the
 * form's, not the writer's, and is dropped.
 */
import { KEY_WORDS_AT_MOST } from './parse-record.js';

/** "____Mesa____", "__ Harold Jensen __": a value between runs of underscores. */
const FILLED_BLANK = /_{2,}\s*([^_\n]*?[^\s_][^_\n]*?)\s*_{2,}/g;
/** A text fills the form's wording only with this many filled blanks; one or two are underlined words. */
const MIN_FILLED_BLANKS = 3;

/** The words printed before a blank: back to the blank before it, or to the start of its sentence. */
function keyBefore(text: string): string {
  const sentence = text.split(/[.!?]\s+(?=\p{Lu})|:\s+(?=\p{Lu})/u).pop() ?? '';
  // (Its commas and brackets go too, which would cut the key short where a line's key is read: "KNOW ALL MEN BY
  // THESE PRESENT, THAT I", "(Principal) currently living in …".)
  const words = sentence
    .replace(/[:;,()[\]]/g, ' ')
    .split(/\s+/)
    .filter((w) => w !== '');
  return words.slice(-KEY_WORDS_AT_MOST).join(' ');
}

/** The lines with each line of the form's wording replaced by its filled blanks, each keyed by the words before it. */
export function linesWithFilledBlanksRead(lines: string[]): string[] {
  const filled = lines.reduce((n, line) => n + (line.match(FILLED_BLANK)?.length ?? 0), 0);
  if (filled < MIN_FILLED_BLANKS) return lines;
  return lines.flatMap((line) => {
    const blanks = [...line.matchAll(FILLED_BLANK)];
    if (blanks.length === 0) return [line];
    let from = 0;
    return blanks.flatMap((m) => {
      const key = keyBefore(line.slice(from, m.index));
      from = (m.index ?? 0) + m[0].length;
      return key === '' ? [] : [`${key}: ${m[1]!.trim()}`];
    });
  });
}
