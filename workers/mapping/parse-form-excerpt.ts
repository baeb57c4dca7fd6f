/**
 * A printout of another form copied block by block, its blocks numbered, often several to a line:
 *
 *      1. Name (Last, First, Middle)           NAKAMURA-REYES, DEVIN K
 *      16. Pay Plan GS   17. Occ. Code 0343   18. Grade or Level 13   19. Step or Rate 02
 *      15. TO: Position Title and Number       MANAGEMENT AND PROGRAM ANALYST   PD 4410-22
 *
 * Read as written, a block's number looks like the value of the block before it ("Pay Plan GS   17.") and its
 * label runs into its value. Here each block becomes a "label: value" line of its own, without its number (the
 * numbers are the other form's, not the one being filled): the value is what stands after a column of spaces,
 * else what starts at the first word in capitals or the first number. A line with a block of no value (a row of
 * labels over a row of values) stays as written. A label naming two things ("Position
 * Title and Number") over two values in columns gives each its own. Only a text with MIN_BLOCK_LINES lines or
 * more of numbered blocks is read so; a numbered list of steps stays as written.
 */

/** "16. ", "5-A. ", "5B. ": a block's number before its label (which starts with a capital). */
const BLOCK_NUMBER = String.raw`\d{1,2}(?:-?[A-Z])?\.\s+(?=\p{Lu})`;
const BLOCK_LINE = new RegExp(String.raw`^\s*${BLOCK_NUMBER}`, 'u');
/** Where the next block of a line starts: a column of spaces, then its number. */
const NEXT_BLOCK = new RegExp(String.raw`\s{2,}(?=${BLOCK_NUMBER})`, 'u');
const MIN_BLOCK_LINES = 3;

/** A word of a label: capitalised, an abbreviation with its full stop, or a small joining word. */
const LABEL_WORD = /^(?:\p{Lu}\p{Ll}[\p{L}'’-]*\.?|\p{Lu}\p{Ll}*\.|of|or|and|the|for|to|in|at|by|&|\/|\(.*|.*\))$/u;

/** "Pay Plan GS" → "Pay Plan" and "GS"; undefined when no word starts a value. */
function splitAtValue(item: string): [string, string] | undefined {
  const words = item.split(' ');
  const at = words.findIndex((word, i) => i > 0 && !LABEL_WORD.test(word) && (/^[\d$(]/.test(word) || /^\p{Lu}[\p{Lu}\d'’-]+[,.]?$/u.test(word)));
  if (at <= 0 || !words.slice(0, at).every((word) => LABEL_WORD.test(word) || /^\p{Lu}/u.test(word))) return undefined;
  return [words.slice(0, at).join(' '), words.slice(at).join(' ')];
}

/**
 * One block as "label: value" lines (two for a label of two things over two columns). ("Occ. Code": a label's
 * abbreviations lose their full stops, which would end a sentence.)
 */
function blockLines(block: string): string[] {
  const text = block
    .replace(new RegExp(`^\\s*${BLOCK_NUMBER}`, 'u'), '')
    .replace(/^(?:TO|FROM):\s*/, '')
    .replace(/^((?:\p{Lu}\p{Ll}*\.?\s)*?\p{Lu}\p{Ll}*)\.(?=\s+\p{Lu}\p{Ll})/u, '$1')
    .trim();
  if (/^[^:]{1,60}:\s/.test(text)) return [text];
  const [label, ...columns] = text.split(/\s{2,}/);
  if (columns.length === 0) {
    const split = splitAtValue(text);
    return split ? [`${split[0]}: ${split[1]}`] : [text];
  }
  const things = label!.split(/\s+and\s+/);
  if (things.length === 2 && columns.length === 2) {
    // ("Position Title and Number": the first word is the thing both are of.)
    const owner = things[0]!.split(' ').length > 1 ? things[0]!.split(' ').slice(0, -1).join(' ') : '';
    return [`${things[0]}: ${columns[0]}`, `${owner ? `${owner} ` : ''}${things[1]}: ${columns[1]}`];
  }
  return [`${label}: ${columns.join(' ')}`];
}

/**
 * A line's blocks as "label: value" lines; undefined when a block has no value beside its label (a row of labels
 * over a row of values, as the form itself prints them, is read as a table).
 */
function lineBlocks(line: string): string[] | undefined {
  if (!BLOCK_LINE.test(line)) return undefined;
  const blocks = line.split(NEXT_BLOCK).map(blockLines);
  return blocks.every((block) => block.every((text) => /^[^:]{1,60}:\s/.test(text))) ? blocks.flat() : undefined;
}

export function linesWithFormExcerptRead(lines: string[]): string[] {
  const read = lines.map(lineBlocks);
  if (read.filter((blocks, i) => blocks && (NEXT_BLOCK.test(lines[i]!) || /\S\s{3,}\S/.test(lines[i]!))).length < MIN_BLOCK_LINES) return lines;
  return lines.flatMap((line, i) => read[i] ?? [line]);
}
