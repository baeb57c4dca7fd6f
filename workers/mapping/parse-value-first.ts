/**
 * Notes that give each value first and say what it is after a dash, as someone copies things off papers on a desk:
 *
 *     83-4410927 - our EIN
 *     7719 Old Mill Rd, Unit C - street address, mail goes there
 *     QV Hardscapes - that's what's on the trucks, it's our dba
 *
 * Read as written, the value would be the key of what it is. With MIN_LINES such lines or more, each becomes "what it
 * is: value" (as many of its words as a line's key may have, its "that's" and commas dropped). A dash before a
 * reason ("- so the LLC is taxed as …") says why, not what, and is left as written; a value said not to be used ("…
 * my own social, but … said use the company EIN, not mine") goes.
 */
import { KEY_WORDS_AT_MOST } from './parse-record.js';

/** A value, a dash with spaces round it, then what it is, in lower case. */
const VALUE_THEN_WHAT = /^\s*(?:[-*•]\s+)?(\S.{0,80}?)\s+[-–—]\s+(?:(?:that['’]?s|thats|it['’]?s|this is|that is)\s+)?(\p{Ll}.*)$/u;
/** What opens a reason or an aside after the dash, not what the value is. */
// ("… - that is how my name appears on the deed" is parse-record.ts's withNameSaidToBeMine.)
const NOT_WHAT = /^(?:so|because|but|and|or|if|since|as|then|also|which|please|pls|see|how)\b/i;
/**
 * Before the dash, no value: a key ("Name: …"), a numbered answer's item ("7. JKR8842 - it's on the frame": the
 * dash adds a remark to an answer), a greeting ("Hi Carla - answers to your list").
 */
const NOT_A_VALUE = /:|^\s*\d{1,2}[.)]\s|^\s*(?:hi|hello|hey|dear|thanks|thank you)\b/i;
/**
 * A value has a digit, an "@" or "&", or is a name of capitalised words: "83-4410927", "QV Hardscapes", "March 3". (A
 * label, "Eyes - amber", "Character name - Brannoc", is one word or a phrase in sentence case.)
 */
const VALUE_SHAPE = /[\d@&]|^\p{Lu}\S*(?:\s+\p{Lu}\S*)+$/u;
const MIN_LINES = 3;

/** "… but the AP lady said use the company EIN, not mine": what it is, then that it is not to be used. */
const NOT_TO_USE = /\buse\s+[^,.;]{2,40}?,?\s+not\s+(?:mine|this|that|it|this one|that one)\b|\b(?:don['’]t|do not|not to)\s+use\s+(?:it|this|that|mine)\b/i;

function whatItIs(line: string): { value: string; what: string } | undefined {
  const m = line.match(VALUE_THEN_WHAT);
  if (!m || NOT_WHAT.test(m[2]!) || !VALUE_SHAPE.test(m[1]!) || NOT_A_VALUE.test(m[1]!)) return undefined;
  // (A bracket the dash falls inside is a remark's: "Curtis Van Wyk, … (he's the one selling - he's my landlord's …)".)
  if ((m[1]!.match(/\(/g) ?? []).length !== (m[1]!.match(/\)/g) ?? []).length) return undefined;
  // (Such a value is none of the form's: its line goes.)
  if (NOT_TO_USE.test(m[2]!)) return { value: '', what: '' };
  // ("… - vendor number they gave us, they want it on the form": the words after a comma say more of it.)
  const what = m[2]!
    .replace(/[,;()]/g, ' ')
    .split(/\s+/)
    .filter((w) => w !== '')
    .slice(0, KEY_WORDS_AT_MOST)
    .join(' ');
  return { value: m[1]!.trim(), what };
}

/** The lines with each value-then-what line keyed by what it is, when the text is written so. */
export function linesWithValuesFirstKeyed(lines: string[]): string[] {
  const read = lines.map(whatItIs);
  if (read.filter((r) => r !== undefined).length < MIN_LINES) return lines;
  return lines.map((line, i) => {
    const r = read[i];
    return r ? (r.value === '' ? '' : `${r.what}: ${r.value}`) : line;
  });
}

/**
 * "Okafor Brothers Landscaping LLC (name on our tax return), dba Greenline Lawn & Landscape": a line that opens with
 * a value and says in brackets which name it is. One line is enough: the bracket's words say what the value is.
 */
// (Words in lower case: "(married name NOVAK)" gives another name, not which one the value is.)
// (The value a name of capitalised words: "The company is Bright Harbor … LLC (that's the legal name …)" is a sentence.)
const NAME_THEN_WHICH_NAME = /^(\s*)(\p{Lu}[\p{L}\d&'’.,-]*(?:\s+(?:\p{Lu}[\p{L}\d&'’.,-]*|of|and|the|&|de|du|van|von|der)){0,8})\s*\(((?:[\p{Ll}'’]+\s+){0,3}name(?:\s+(?!but\b|not\b)[\p{Ll}'’]+){0,5})\)\s*(?:[,;]\s*(\S.*))?$/u;

export function linesWithValuesNamedInBrackets(lines: string[]): string[] {
  return lines.flatMap((line) => {
    const m = line.match(NAME_THEN_WHICH_NAME);
    if (!m) return [line];
    return [`${m[1]}${m[3]}: ${m[2]!.trim()}`, ...(m[4] ? [`${m[1]}${m[4]}`] : [])];
  });
}
