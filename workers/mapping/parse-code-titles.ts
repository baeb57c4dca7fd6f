/**
 * A code and what it stands for after its key without a colon, as fact sheets write a program's number and name:
 * "Assistance listing (CFDA) 11.463 — Habitat Conservation", "NAICS 541511 – Custom Computer Programming". Read
 * as prose, the key swallows the title ("CFDA Habitat Conservation") and the title is no value; with the colon
 * the key lacks, the line is a keyed code and title, which parse-data.ts splits into the code's value and the
 * title's. A plain function over lines.
 */

/**
 * The key's words (brackets allowed), a code (digits with dots, or five to eight digits: not a year nor a phone
 * number), a dash, a title in capitals.
 */
const CODE_AND_TITLE = /^(\s*(?:[-*•]\s+)?\p{L}[\p{L}() .'’/&-]{1,40}?)\s+((?:\d+(?:\.\d+)+|\d{5,8})\s+[—–-]\s+\p{Lu}[^.;:!?]{2,80}?)\.?\s*$/u;

/** The lines with the colon put after the key of each code and title. */
export function linesWithCodeTitlesKeyed<T>(lines: (string | T)[]): (string | T)[] {
  return lines.map((line) => (typeof line === 'string' ? line.replace(CODE_AND_TITLE, '$1: $2') : line));
}
