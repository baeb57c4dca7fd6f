/**
 * A dictation typed out word for word, its commands and all: "her office is U period S period Fish and Wildlife
 * Service comma Lowcountry Field Office comma forty four hundred Ashley Phosphate Road period new paragraph the course
 * is quote Wetland Delineation unquote …". A transcription service writes the punctuation the speaker said as words,
 * and a reader that looks for commas and full stops finds one sentence with every value's key the whole memo. Such a
 * line is written as the speaker meant it: the spoken marks as marks, "new paragraph" as a blank line, letters said
 * one at a time as one word ("W D" → "WD"), and a "scratch that" takes back the words it follows.
 *
 * Only a line that says at least MIN_MARKS punctuation words of at least two kinds is rewritten: "a period of two
 * years", "the comma in the name" stay as written. Numbers said as words are left to spoken-numbers.ts, which reads
 * the text after this; e-mail addresses read out ("teresa underscore kaminski at example dot gov") too.
 */

import { escapeRegExp } from './normalize-text.js';

/** Punctuation said as a word, and what a typist writes for it. */
const SPOKEN_MARKS: [RegExp, string][] = [
  [/\s*\bnew paragraph\b[.,]?\s*/gi, '\n\n'],
  [/\s*\bnew line\b[.,]?\s*/gi, '\n'],
  [/\s*\bquestion mark\b/gi, '?'],
  [/\s*\bexclamation (?:point|mark)\b/gi, '!'],
  [/\s*\bsemicolon\b/gi, ';'],
  [/\s*\bcolon\b/gi, ':'],
  [/\s*\bcomma\b/gi, ','],
  [/\s*\b(?:period|full stop)\b/gi, '.'],
  [/\s*\b(?:open paren(?:thesis)?|left paren(?:thesis)?)\s*/gi, ' ('],
  [/\s*\b(?:close paren(?:thesis)?|right paren(?:thesis)?)\b/gi, ')'],
  [/\s*\bslash\s*/gi, '/'],
  [/\s+\b(?:dash|hyphen)\s+/gi, '-'],
  [/\s*\bampersand\b\s*/gi, ' & '],
];

/** The words said for punctuation, counted to tell a dictation from a text that uses one of them as a word. */
const MARK_WORD = /\b(?:new paragraph|new line|comma|period|full stop|colon|semicolon|question mark)\b/gi;
const ANY_MARK_WORD = new RegExp(MARK_WORD.source, 'i');
/** A line is a dictation when it says this many punctuation words ... */
const MIN_MARKS = 4;
/** ... of at least this many kinds. */
const MIN_KINDS = 2;

/** "quote Wetland Delineation and Hydric Soils unquote": a title said between spoken quotation marks. */
const SPOKEN_QUOTE = /\b(?:open\s+)?quote\s+(.+?)\s*\b(?:unquote|end\s+quote|close\s+quote)\b/gi;
/** A closing quote said without its opening one ("… regional supplement period end quote"): the end of what was read out. */
const LONE_QUOTE_END = /\s*\b(?:unquote|end\s+quote|close\s+quote|end\s+of\s+quote)\b/gi;
/** The dictation's own sign-off, no part of the text. */
const END_OF_DICTATION = /\s*\b(?:end of (?:dictation|message|memo)|end dictation)\b[.,]?/gi;

/** "step four scratch that step three": the words taken back run from the last word the correction starts with. */
const SCRATCH_THAT = /,?\s*\b(?:scratch that|strike that|delete that)\b[,.]?\s+/i;

/** "W D", "G S", "S F": capitals said one at a time, written as the one word they spell. */
const LETTERS_SAID_APART = /\b\p{Lu}(?:\s+\p{Lu})+\b(?!['’.])/gu;
/**
 * "GS zero four eight six": a code of three or four digits said one by one (a series, an extension), written as its
 * digits. (Longer runs, phone numbers and ZIP codes, are spoken-numbers.ts's, which groups them.)
 */
const DIGIT = '(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)';
const SHORT_CODE_SAID = new RegExp(String.raw`(?<!\b${DIGIT}[\s-]+)\b${DIGIT}(?:\s+${DIGIT}){2,3}\b(?![\s-]+${DIGIT}\b)`, 'gi');
/** "3 F as in Frank", "B as in boy": a letter, then a word to tell which. */
const LETTER_AS_IN = /\b(\d*\s?([A-Za-z]))\s+as\s+in\s+(\p{L})\p{Ll}+\b/gu;
/** "zero three slash one two slash …": a date's month and day said digit by digit, beside a slash. */
const DATE_PART_SAID = new RegExp(String.raw`\b${DIGIT}\s+${DIGIT}(?=\s*\/)|(?<=\/\s*)${DIGIT}\s+${DIGIT}\b`, 'gi');
const DIGIT_OF_WORD: Record<string, string> = { zero: '0', oh: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9' };

/** "U. S. Fish": an abbreviation's letters with their full stops said, written together. */
const DOTTED_LETTERS = /\b(\p{Lu})\.\s+(?=\p{Lu}\.)/gu;
/** "at c p w i dot example": a domain's letters said apart. */
const DOMAIN_LETTERS = /\bat((?:\s+\p{Ll}){2,})(?=\s+dot\b)/gu;

/** "Sorensen hyphen Blake": two capitalised names with the hyphen between them said. */
const SURNAME_HYPHEN_SAID = /(\p{Lu}[\p{Ll}'’]+)\s+hyphen\s+(?=\p{Lu}[\p{Ll}'’]+)/gu;

/** Whether a line was dictated with its punctuation said as words. */
export function isDictatedWithMarks(line: string): boolean {
  const marks = (line.match(MARK_WORD) ?? []).map((m) => m.toLowerCase().replace('full stop', 'period'));
  return marks.length >= MIN_MARKS && new Set(marks).size >= MIN_KINDS;
}

/** The text with each line dictated with its punctuation said written as typed. */
export function withDictatedPunctuationWritten(text: string): string {
  if (!ANY_MARK_WORD.test(text) && !/\bhyphen\b/.test(text)) return text;
  return text
    .split('\n')
    // ("Kirsten A Sorensen hyphen Blake": a double surname's hyphen said, even in a line that says no other mark.)
    .map((line) => (isDictatedWithMarks(line) ? writtenDictation(line) : line.replace(SURNAME_HYPHEN_SAID, '$1-')))
    .join('\n');
}

function writtenDictation(line: string): string {
  let text = line
    .replace(END_OF_DICTATION, '')
    .replace(SPOKEN_QUOTE, (_, quoted: string) => `"${quoted}"`)
    .replace(LONE_QUOTE_END, '');
  for (const [spoken, mark] of SPOKEN_MARKS) text = text.replace(spoken, mark);
  text = withWordsTakenBack(text)
    .replace(DOTTED_LETTERS, '$1.')
    .replace(LETTERS_SAID_APART, (letters) => letters.replace(/\s+/g, ''))
    .replace(SHORT_CODE_SAID, (digits) => digits.split(/\s+/).map((w) => DIGIT_OF_WORD[w.toLowerCase()]).join(''))
    .replace(DATE_PART_SAID, (digits) => digits.split(/\s+/).map((w) => DIGIT_OF_WORD[w.toLowerCase()]).join(''))
    // ("apartment 3 F as in Frank": the word that says which letter it is goes.)
    .replace(LETTER_AS_IN, (whole, code: string, letter: string, word: string) => (letter.toUpperCase() === word.toUpperCase() ? code.replace(/\s+/g, '') : whole))
    .replace(DOMAIN_LETTERS, (_, letters: string) => ` at ${letters.replace(/\s+/g, '')}`)
    .replace(/[ \t]+([,.;:?!)])/g, '$1')
    .replace(/([,;:])(?=[^\s\d])/g, '$1 ');
  // (A sentence starts with a capital, as a typist writes it: "… period she is a wildlife biologist".)
  return text
    .split('\n')
    .map((part) => part.trim().replace(/(^|[.?!]\s+)(\p{Ll})/gu, (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`))
    .join('\n');
}

/**
 * "grade eleven step four scratch that step three" → "grade eleven step three": what follows a "scratch that"
 * replaces the words before it from the last one it starts with, in the same clause; or, when it starts with none of
 * them, the clause said before it.
 */
function withWordsTakenBack(text: string): string {
  for (let guard = 0; guard < 10; guard++) {
    const m = text.match(SCRATCH_THAT);
    if (!m || m.index === undefined) return text;
    const before = text.slice(0, m.index);
    const after = text.slice(m.index + m[0].length);
    const clauseStart = Math.max(before.lastIndexOf(','), before.lastIndexOf('.'), before.lastIndexOf(';'), before.lastIndexOf(':'), before.lastIndexOf('\n')) + 1;
    const clause = before.slice(clauseStart);
    const first = after.match(/^[\p{L}\d'’-]+/u)?.[0];
    const again = first ? [...clause.matchAll(new RegExp(String.raw`(?<![\p{L}\d])${escapeRegExp(first)}(?![\p{L}\d])`, 'giu'))].pop() : undefined;
    const cut = clauseStart + (again?.index ?? 0);
    text = `${before.slice(0, cut).replace(/\s*$/, again || clauseStart > 0 ? ' ' : '')}${after}`;
  }
  return text;
}
