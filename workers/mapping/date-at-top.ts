/**
 * A transcriber's note that points at the letter's own date without repeating it: "Please use the date he wrote at the
 * top as the request date." The date line at the top of the letter ("Aarhus, 19 October 2025") is keyed as that date,
 * "request date: 19 October 2025", on a line of its own under it; the day the letter arrived, which the note may also
 * name, stays what it is. A plain function over the text.
 */

import { findTypedValues } from './detect-values.js';

/** "use the date he wrote at the top as the request date", "take the date at the top of the letter for the request date". */
const DATE_AT_TOP = /\b(?:use|take|put)\s+the\s+date\s+(?:(?:he|she|they|I|we|the\s+\p{L}+)\s+(?:wrote|put|gave)\s+)?(?:at|on)\s+the\s+top(?:\s+of\s+(?:the|his|her|their|my)\s+\p{L}+)?\s+(?:as|for)\s+the\s+(\p{L}[\p{L} ]{1,30}?)\s+date\b/iu;
/** "Aarhus, ": the place a letter was written in, before its date. */
const PLACE_BEFORE_DATE = /^\s*\p{Lu}[\p{L} .'’-]{1,40},\s*/u;

export function withDateAtTopKeyed(text: string): string {
  const kind = text.match(DATE_AT_TOP)?.[1];
  if (kind === undefined) return text;
  const lines = text.split('\n');
  const at = lines.findIndex((line) => dateAlone(line) !== undefined);
  if (at < 0) return text;
  lines.splice(at + 1, 0, `${kind.trim()} date: ${dateAlone(lines[at]!)}`);
  return lines.join('\n');
}

/** "Aarhus, 19 October 2025" → "19 October 2025": the date a line holds and nothing else, perhaps after its place. */
function dateAlone(line: string): string | undefined {
  const rest = line.replace(PLACE_BEFORE_DATE, '').trim();
  const found = findTypedValues(rest);
  return found.length === 1 && found[0]!.kind === 'date' && found[0]!.start === 0 && found[0]!.end === rest.length ? rest : undefined;
}
