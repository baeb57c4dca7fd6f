/**
 * A note's line that says its value again in other words, rewritten so the value stands under a key of its own:
 * "Date: 09.03.2026 (9th of March)" is March 9, 2026 (the words settle which number is the day); "everything, mail too,
 * goes to the new office: 1150 N Brand Blvd, …" gives the new address.
 */

import { monthNumber } from './detect-values.js';
import { formatDate } from './format-value.js';
import { MONTH } from './date-ranges.js';

/** The text with each of its lines rewritten. */
function eachLine(text: string, rewrite: (line: string) => string): string {
  return text.split('\n').map(rewrite).join('\n');
}

/**
 * "09.03.2026 (9th of March)", "03/09/2026 (March 9)" (1 and 2 the date's two first numbers, 3 its year; 4 and 5, or 6
 * and 7, the day and month said in words).
 */
const DATE_RESTATED_IN_WORDS = new RegExp(
  String.raw`\b(\d{1,2})[./-](\d{1,2})[./-](\d{4})\s*\((?:the\s+)?(?:(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(${MONTH})|(${MONTH})\s+(\d{1,2})(?:st|nd|rd|th)?)\)`,
  'giu',
);

/** The date in figures as the words in brackets after it read it, when they agree with one of its two orders. */
export function withDateRestatedInWords(line: string): string {
  return line.replace(DATE_RESTATED_IN_WORDS, (whole, first: string, second: string, year: string, ...said: (string | undefined)[]) => {
    const day = Number(said[0] ?? said[3]);
    const month = monthNumber((said[1] ?? said[2])!);
    if (month === undefined) return whole;
    const agrees = (Number(first) === day && Number(second) === month) || (Number(first) === month && Number(second) === day);
    return agrees ? formatDate({ year: Number(year), month, day }, 'mmmm d, yyyy') : whole;
  });
}

/**
 * "We gave up the yard in January and everything, mail too, goes to the new office: 1150 N Brand Blvd, Suite 350, …":
 * the place everything now goes to, said after a colon (1 the words before it).
 */
// ("I sold the house in February and I am at the senior apartments now: 400 N. Dearborn Ave, …": or where the writer
// is now.)
const GOES_TO_NEW_PLACE = /^(.*?(?:\b(?:goes|go|going|sent|send|mail)\b[^.:\n]{0,20}?\bto\s+(?:the|our|my)\s+new\s+(?:office|address|place|location|shop|house|home|apartment|flat|building)|\bI(?:['’]m|\s+am)\s+(?:now\s+)?(?:at|in)\s+(?:the\s+)?[^.:\n]{3,40}?\s+now))\s*:\s*(?=\d)/iu;

/** The address after "goes to the new office:" on a line of its own, keyed as the new address. */
export function withNewPlaceKeyed(text: string): string {
  return eachLine(text, (line) => {
    const said = line.match(GOES_TO_NEW_PLACE);
    if (!said) return line;
    const indent = line.match(/^\s*/)![0];
    // (The address ends at its ZIP code's full stop; what follows is a sentence of its own.)
    const rest = line.slice(said[0].length);
    const ended = rest.match(/^(.*?\b\d{5}(?:-\d{4})?)\.(?:\s+(.*))?$/);
    return `${said[1]}.\n${indent}New address: ${ended ? `${ended[1]}${ended[2] ? `\n${indent}${ended[2]}` : ''}` : rest}`;
  });
}

/**
 * "Contact is Marisol Begay at the 928-555-0140 number, not Ray's number.": whom to contact, named before the number
 * to reach them at (1 the name, 2 the number).
 */
const CONTACT_NAMED_AT_NUMBER = /\b[Cc]ontact\s+(?:person\s+)?is\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,2})\s+at\s+(?:the\s+)?(\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4})\b/u;

/** The contact a note names, keyed on a line of its own after the note, with their number. */
export function withContactNamedKeyed(text: string): string {
  return eachLine(text, (line) => {
    const named = line.match(CONTACT_NAMED_AT_NUMBER);
    return named ? `${line}\nContact name: ${named[1]}\nContact phone: ${named[2]}` : line;
  });
}

/**
 * "My driver's license number did not change when I moved, it is still W316-4407-5892.": a number said to be the same
 * as before (1 whose and what it is, 2 the number).
 */
const NUMBER_STILL_THE_SAME = /\b([Mm]y\s+(?:[\p{L}'’-]+\s+){0,3}(?:number|no\.|#|ID))\s+(?:did\s+not|didn['’]t|has\s+not|hasn['’]t|will\s+not|won['’]t)\s+change\b[^.;\n]*?,?\s+it(?:['’]s|\s+is)\s+still\s+([A-Z0-9][\w-]*\d[\w-]*)/u;

/** The number a note says is still the same, keyed on a line of its own after the note. */
export function withUnchangedNumberKeyed(text: string): string {
  return eachLine(text, (line) => {
    const same = line.match(NUMBER_STILL_THE_SAME);
    return same ? `${line}\n${same[1]}: ${same[2]}` : line;
  });
}

/**
 * "Occupation: Retired (both of us). Daytime phone: …" (1 the lead, 2 the key, 3 the value, 4 what follows): a value
 * said once for the writer and their spouse.
 */
const SAID_FOR_BOTH = /^(\s*(?:[-*•]\s+)?)(Occupation|Job|Profession)\s*:\s*([^()\n:]+?)\s*\((?:both\s+of\s+us|for\s+both\s+of\s+us|same\s+for\s+both(?:\s+of\s+us)?|us\s+both)\)(.*)$/iu;

/** A value said for both of a couple, said again on a line of its own as the spouse's. */
export function withValueForBothSaid(text: string): string {
  return eachLine(text, (line) => {
    const both = line.match(SAID_FOR_BOTH);
    return both ? `${both[1]}${both[2]}: ${both[3]}${both[4]}\n${both[1]}Spouse's ${both[2]!.toLowerCase()}: ${both[3]}` : line;
  });
}
