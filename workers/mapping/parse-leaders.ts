/**
 * Receipts, invoices and printed slips typed up in a monospaced layout set each label apart from its value by a
 * run of dots or by a column of spaces instead of a colon:
 *
 *      Date of agreement .......... 07/02/2025
 *      S/N ........................ TY48213
 *      SELLER  Gary M. Pruitt
 *              1904 Larkin Ave, Joliet IL 60435
 *
 * Read as written, the dots and spaces are part of a sentence and the label is lost. Such lines are rewritten
 * as "label: value" (unindented, so that the lines indented under them join them, parse-indented.ts); other
 * lines stay as written.
 */

/** "Date of agreement .......... 07/02/2025", "PRICE ___ $650": a label, a leader of dots or rules, the value. */
const LEADER_LINE = /^\s*(\p{L}[\p{L}\p{N} ,&/#()'’.-]{0,40}?)\s*(?:\.{3,}|…{2,}|_{3,}|·{3,})\s*(\S.*)$/u;
/**
 * "SELLER  Gary M. Pruitt": a label of one or two capitalised words in capitals, two or more spaces, the value.
 * Only capitals: in prose, two spaces after an ordinary word are a typing slip, not a column.
 */
const SPACED_CAPS_LINE = /^\s{0,2}(\p{Lu}{2,}(?:[ /&]\p{Lu}{2,})?)\s{2,}(\S.*)$/u;

/** Lines with labels set apart by leaders (dots) or by a column of spaces after a capitals label, keyed. */
export function linesWithLeadersKeyed(lines: string[]): string[] {
  return lines.map((line) => {
    const match = LEADER_LINE.exec(line) ?? SPACED_CAPS_LINE.exec(line);
    // A value that is itself only leaders or rules is a blank left to fill, not a value; one with columns of its
    // own ("QTY  ITEM      PRICE") is a table's row, read as a table.
    if (!match || /^[._·…\s-]*$/.test(match[2]!) || /\S\s{2,}\S/.test(match[2]!)) return line;
    return `${match[1]!.trim()}: ${match[2]!.trim()}`;
  });
}
