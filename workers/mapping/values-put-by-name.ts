/**
 * "put the engagement number in the account numbers line" under a pasted agreement's "Engagement No.: BH-25-1115": a
 * note that sends a value to a line of the form by the name the pasted document keys it with, without saying it again.
 * The value the text keys by that name is said as the line's own ("account numbers: BH-25-1115"), on a line of its
 * own after the note. A plain function of the text; a name the text keys no value by, or by two different values, sends
 * nothing.
 */
import { escapeRegExp } from './normalize-text.js';

/** "put the engagement number in the account numbers line" (1 the value's name, 2 the line's). */
const PUT_NAMED_VALUE = /\b(?:put|use|write|enter)\s+(?:the|my|our|his|her|their)\s+(\p{L}[\p{L} ]{2,30}?)\s+(?:in|on|into|as)\s+the\s+(\p{L}[\p{L} ]{2,30}?)\s+(?:line|box|field|blank)\b/iu;
/** "number" as documents write it short: "No.", "Nr.", "#". */
const NUMBER_WORD = /\s+number$/i;

export function withValuesPutByName(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  for (const line of lines) {
    out.push(line);
    const put = line.match(PUT_NAMED_VALUE);
    if (!put) continue;
    const value = valueKeyedAs(lines, put[1]!.trim());
    if (value !== undefined) out.push(`${put[2]!.trim()}: ${value}`);
  }
  return out.join('\n');
}

/** The one value the text keys by `name` ("engagement number" keys "Engagement No.: BH-25-1115"), if there is one. */
function valueKeyedAs(lines: string[], name: string): string | undefined {
  const stem = escapeRegExp(name.replace(NUMBER_WORD, '')).replace(/\\?\s+/g, '\\s+');
  const number = NUMBER_WORD.test(name) ? String.raw`\s*(?:number|no\.?|nr\.?|#)` : '';
  const keyed = new RegExp(String.raw`^\s*${stem}${number}\s*:\s*(\S[^\n]*?)\s*$`, 'iu');
  const values = new Set(lines.map((line) => line.match(keyed)?.[1]).filter((v): v is string => v !== undefined));
  return values.size === 1 ? [...values][0] : undefined;
}
