/**
 * A transcriber's note that points at the letter's own date without repeating it: "Please use the date he wrote at the
 * top as the request date." The date line at the top of the letter ("Aarhus, 19 October 2025") is keyed as that date,
 * "request date: 19 October 2025", on a line of its own under it; the day the letter arrived, which the note may also
 * name, stays what it is. A plain function over the text.
 */

/** "use the date he wrote at the top as the request date", "take the date at the top of the letter for the request date". */
const DATE_AT_TOP = /\b(?:use|take|put)\s+the\s+date\s+(?:(?:he|she|they|I|we|the\s+\p{L}+)\s+(?:wrote|put|gave)\s+)?(?:at|on)\s+the\s+top(?:\s+of\s+(?:the|his|her|their|my)\s+\p{L}+)?\s+(?:as|for)\s+the\s+(\p{L}[\p{L} ]{1,30}?)\s+date\b/iu;
/** "Aarhus, 19 October 2025", "October 19, 2025", "12.05.2025": a date line alone, perhaps after the place it was written in. */
const DATE_LINE = /^\s*(?:\p{Lu}[\p{L} .'’-]{1,40},\s*)?(\d{1,2}\.?\s+\p{L}{3,9}\.?\s+\d{4}|\p{L}{3,9}\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}[./-]\d{1,2}[./-]\d{2,4})\s*$/u;

export function withDateAtTopKeyed(text: string): string {
  const kind = text.match(DATE_AT_TOP)?.[1];
  if (kind === undefined) return text;
  const lines = text.split('\n');
  const at = lines.findIndex((line) => DATE_LINE.test(line));
  if (at < 0) return text;
  lines.splice(at + 1, 0, `${kind.trim()} date: ${lines[at]!.match(DATE_LINE)![1]}`);
  return lines.join('\n');
}
