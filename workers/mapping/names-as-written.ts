/**
 * How the writer says a person's name is to be written, applied wherever the text gives that name otherwise:
 * - "My name the way I sign it is Dolores Whitfield" over a pawn ticket's "PLEDGOR: WHITFIELD, DOLORES ANN": the name
 *   as signed, without the middle name the record adds;
 * - "The buyer is Eduardo Salgado (everybody calls him Eddie, but put Eduardo)" after "I am selling my shotgun to Eddie
 *   Salgado": the given name to put, not the one he goes by.
 */

import { escapeRegExp } from './normalize-text.js';

const NAME_WORD = String.raw`\p{Lu}[\p{L}'’-]+`;

/** "My name the way I sign it is Dolores Whitfield", "my name as I sign it is …" (1 the first name, 2 the last). */
const NAME_AS_SIGNED = new RegExp(String.raw`\b[Mm]y\s+name,?\s+(?:the\s+way|as)\s+I\s+sign\s+it,?\s+is\s+(${NAME_WORD})\s+(${NAME_WORD})\b(?!\s+\p{Lu})`, 'u');

/** "Eduardo Salgado (everybody calls him Eddie, but put Eduardo)" (1 the name to put, 2 the last name, 3 the nickname). */
const NICKNAME_SET_ASIDE = new RegExp(
  String.raw`\b(${NAME_WORD})\s+(${NAME_WORD})\s*\((?:everybody|everyone|people|we\s+all|they\s+all)\s+calls?\s+(?:him|her|them|me)\s+(${NAME_WORD}),?\s+but\s+(?:please\s+)?(?:put|write|use)\s+\1\s*\)`,
  'u',
);

export function withNamesAsToBeWritten(text: string): string {
  let out = text;
  const signed = out.match(NAME_AS_SIGNED);
  if (signed) {
    const [first, last] = [signed[1]!, signed[2]!];
    // ("Dolores Ann Whitfield", "WHITFIELD, DOLORES ANN": the same first and last name with a middle one between.)
    const middle = String.raw`(?:\s+\p{Lu}[\p{L}'’-]*\.?)`;
    out = out
      .replace(new RegExp(String.raw`\b${escapeRegExp(first)}${middle}\s+${escapeRegExp(last)}\b`, 'giu'), `${first} ${last}`)
      .replace(new RegExp(String.raw`\b${escapeRegExp(last)},\s+${escapeRegExp(first)}${middle}(?![\p{L}])`, 'giu'), `${last}, ${first}`);
  }
  const nicknamed = out.match(NICKNAME_SET_ASIDE);
  if (nicknamed) {
    const [given, last, nickname] = [nicknamed[1]!, nicknamed[2]!, nicknamed[3]!];
    out = out.replace(new RegExp(String.raw`\b${escapeRegExp(nickname)}\s+${escapeRegExp(last)}\b`, 'gu'), `${given} ${last}`);
  }
  return out;
}

/** "with the accents", "with the two points on the i (ï)", "the umlaut": a sentence about a name's marks. */
const SPEAKS_OF_MARKS = /\b(?:accents?|accented|fadas?|diacritics?|umlauts?|two\s+(?:points|dots)|dots?\s+on\s+the|h[aá][cč]eks?|cedillas?|tildes?)\b/iu;

/** "no accent on the a", "without the umlaut": marks the writer does not want. */
// ("… it is Wójcik with the little accent, but the deed … are Wojcik without it, so without please.")
const MARKS_SET_ASIDE = /\b(?:no|without|not\s+with|drop(?:ping)?|leave\s+off)\s+(?:the\s+|any\s+)?(?:accents?|fadas?|diacritics?|umlauts?|marks?|dots?)\b|\bwithout\s+(?:it|them)\b|\bso\s+without\b/iu;

/** A word without its marks: "Loïc" → "Loic", "Horáková" → "Horakova". */
function withoutMarks(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * "Name: Loïc, with the two points on the i (ï). The portal cannot write it, so there it is "Loic".": a name the
 * writer spells with its marks, in a sentence about them, is spelled so wherever a record wrote it without (in capitals
 * too: "LOIC" → "LOÏC").
 */
export function withAccentedNamesRestored(text: string): string {
  const marked = new Set<string>();
  for (const line of text.split('\n')) {
    // ("… Siobhan O'Neill, no accent on the a …, (not Siobhán, not ONeill)": a line that sets the marks aside keeps none.)
    if (!SPEAKS_OF_MARKS.test(line) || MARKS_SET_ASIDE.test(line)) continue;
    for (const m of line.matchAll(/(?<!\bnot\s)\p{Lu}[\p{L}'’-]+/gu)) if (withoutMarks(m[0]) !== m[0]) marked.add(m[0]);
  }
  let out = text;
  for (const word of marked) {
    const plain = withoutMarks(word);
    // (Only a capitalised word, and none inside an e-mail address or a web address: "loic.delvaux@example.de" stays.)
    out = out.replace(new RegExp(String.raw`(?<![\p{L}\d@._/-])${escapeRegExp(plain)}(?![\p{L}\d@_-]|\.[\p{L}\d])`, 'giu'), (found) =>
      !/^\p{Lu}/u.test(found) ? found : found === found.toUpperCase() ? word.toUpperCase() : word,
    );
  }
  return out;
}
