/**
 * OCR output of a typed or handwritten note confuses the digit 1 with the letters l and i, and 0 with o:
 * "Gera1d", "Be11weather", "Spr1ngfield", "FOlD". Inside a word of letters such a digit is a letter a
 * reader restores without doubt; codes and numbers ("JKT4471", "B436-1275-8810", "M&P9", "Q1") are left alone.
 * The other way round, a letter inside a number ("2O8-44-6l37") is the digit it looks like.
 */

/**
 * A word of lower-case letters with 1s or 0s inside it ("Gera1d", "Be11weather"), and no other digit. At a word's
 * end a digit is as often a field's or an item's number ("Text1", "Liste2"), so it stays; a double "11" there is
 * a double l ("Orchard Hi11 Road").
 */
const SLIPPED_WORD = /(?<![\p{L}\p{N}])\p{Lu}?\p{Ll}+(?:(?:[10]+\p{Ll}+)+|11)(?![\p{L}\p{N}])/gu;
/** A word of capitals with a lower-case l among them ("FOlD"): an I read as an l. */
const CAPITALS_WITH_L = /(?<![\p{L}\p{N}])\p{Lu}{2,}l\p{Lu}*(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])\p{Lu}+l\p{Lu}+(?![\p{L}\p{N}])/gu;

/**
 * A number with letters for some of its digits ("2O8-44-6l37", "555-Ol43", "l76O1", "$3l2.44"): two digits at
 * least, the letters O, o, l and I among them and no other letter. Each is the digit it looks like.
 */
const SLIPPED_NUMBER = /(?<![\p{L}\p{N}])(?=[\dOolI.,/-]*\d[\dOolI.,/-]*\d)(?=[\dOolI.,/-]*[OolI])[\dOolI][\dOolI.,/-]*[\dOolI](?![\p{L}\p{N}])/gu;

/**
 * "rn" read for an m: "rny", "rnarried" (at a word's start), "Malrnberg", "forrn" (after l or r), "exernpt" (before a
 * consonant no English "rn" stands before). Elsewhere ("born", "Verna", "corner") an "rn" is as often real.
 */
const RN_FOR_M = /(?<![\p{L}\p{N}])rn(?=\p{Ll})|(?<=[lr])rn|rn(?=[bfgjkmpqvwxz])/gu;
/** "| am married", "l claim 4": a capital I read as a bar or a lower-case l, alone before a verb. */
const I_AS_BAR_OR_L = /(?<=^|[\s.;:!?])[|l](?=\s+(?:am|was|have|had|will|would|did|do|can|could|start|claim|make|pay|live|work|want|need|think)\b)/gmu;
/** "$2O", "$9O,OOO": an amount after its dollar sign with an O for a 0. */
const AMOUNT_WITH_O = /(?<=\$\s?)\d[\dOo,.]*[Oo][\dOo,.]*(?![\p{L}\p{N}])/gu;
/** "lL 61107": a capital I read as an l before capitals, a state's code or an acronym. */
const L_BEFORE_CAPITALS = /(?<![\p{L}\p{N}])l(?=\p{Lu}+(?![\p{L}\p{N}]))/gu;

/** "ASHC0MBE": a word of capitals with a zero among them, an O. */
const CAPITALS_WITH_ZERO = /(?<![\p{L}\p{N}])\p{Lu}+0\p{Lu}+(?![\p{L}\p{N}])/gu;
/**
 * "3OO", "l5O": a short number with one digit only among its slips, read as a number only in a text its writer says a
 * machine read (elsewhere "lO" or "5O" may be anything).
 */
const SHORT_SLIPPED_NUMBER = /(?<![\p{L}\p{N}])(?=[Ol\d]*\d)(?=[Ol\d]*[Ol])[\dOl]{3,}(?![\p{L}\p{N}])/gu;
/** "Text from photo", "the phone turned it into text", "OCR'd", "scanned it": a text its writer says was read by a machine. */
const SAID_TO_BE_OCR = /\b(?:OCR(?:['’]?d|ed)?|text from (?:the )?(?:photo|picture|scan|image)|turned (?:it|them) into text|scan(?:ner)? app|scanned (?:it|them|copy)|(?:scanner|phone)['’]s text recognition|text recognition)\b/i;
/**
 * "B2-3O47l96", "5G1-4O-22B7": an employer's or a social security number in OCR, with letters read for some of its
 * digits: B for 8, O for 0, l or I for 1, S for 5, G for 6, Z for 2. Its shape says every one is a digit; read as such
 * only in a text its writer says a machine read.
 */
const SLIPPED_TAX_NUMBER = /(?<![\p{L}\p{N}])(?=[\dBOolISGZ-]*[BOolISGZ])(?=(?:[^\d\s]*\d){5})(?:[\dBOolISGZ]{2}-[\dBOolISGZ]{7}|[\dBOolISGZ]{3}-[\dBOolISGZ]{2}-[\dBOolISGZ]{4})(?![\p{L}\p{N}])/gu;
/**
 * "O452-7716-3048": a driver's licence number as Illinois writes it, a letter (the family name's first) then digits in
 * groups; its O or I is the letter it is.
 */
const LICENCE_SHAPED = /^[OI]\d{3}-\d{4}-\d{4}$/;
const DIGIT_OF_LETTER: Record<string, string> = { B: '8', O: '0', o: '0', l: '1', I: '1', S: '5', G: '6', Z: '2' };
const VOWELS = /[aeiouy]/i;
const MIN_SLIPS = 3;

/** "Spr1ngfield": a 1 between two consonants is an i; elsewhere ("Gera1d", "ce11", "Apri1") an l. 0 is an o. */
function restoreWord(word: string): string {
  let out = '';
  for (let i = 0; i < word.length; i++) {
    const ch = word[i]!;
    if (ch === '0') out += 'o';
    else if (ch === '1') {
      const before = out[out.length - 1] ?? '';
      const after = word.slice(i + 1).replace(/^1+/, '')[0] ?? '';
      const betweenConsonants = /\p{L}/u.test(before) && /\p{L}/u.test(after) && !VOWELS.test(before) && !VOWELS.test(after) && word[i + 1] !== '1' && word[i - 1] !== '1';
      out += betweenConsonants ? 'i' : 'l';
    } else out += ch;
  }
  return out;
}

/** The text with OCR's digit-for-letter slips restored, when it has at least MIN_SLIPS of them (one may be a code). */
export function withOcrSlipsRead(text: string): string {
  return withOcrSlipsReadIn(text, text);
}

/**
 * A part of a text (one scanned page pasted in it) with its slips restored, as the whole text decides: where its writer
 * says a machine read it, and how many slips it has.
 */
export function withOcrSlipsReadIn(part: string, whole: string): string {
  const slips = [...whole.matchAll(SLIPPED_WORD)].length + [...whole.matchAll(SLIPPED_NUMBER)].length + [...whole.matchAll(CAPITALS_WITH_ZERO)].length;
  // (A text its writer says a phone or a scanner read needs no count: "the phone turned it into text (below)".)
  const saidToBeOcr = SAID_TO_BE_OCR.test(whole);
  if (slips < (saidToBeOcr ? 1 : MIN_SLIPS)) return part;
  const read = saidToBeOcr ? part.replace(SLIPPED_TAX_NUMBER, (n) => n.replace(/[BOolISGZ]/g, (letter) => DIGIT_OF_LETTER[letter]!)).replace(SHORT_SLIPPED_NUMBER, (n) => n.replace(/O/g, '0').replace(/l/g, '1')) : part;
  return read
    .replace(SLIPPED_WORD, restoreWord)
    .replace(CAPITALS_WITH_ZERO, (w) => w.replace(/0/g, 'O'))
    .replace(CAPITALS_WITH_L, (w) => w.replace(/l/g, 'I'))
    .replace(SLIPPED_NUMBER, (n) => (LICENCE_SHAPED.test(n) ? n : n.replace(/[Oo]/g, '0').replace(/[lI]/g, '1')))
    .replace(AMOUNT_WITH_O, (n) => n.replace(/[Oo]/g, '0'))
    .replace(RN_FOR_M, 'm')
    .replace(I_AS_BAR_OR_L, 'I')
    .replace(L_BEFORE_CAPITALS, 'I');
}

/**
 * "[illegible]", "[unreadable]", "[?]": a transcriber's mark where the writing of a handwritten or damaged page could
 * not be read. A value with one in it is no answer (score-text.ts), nor a unit's number (parse-tick-boxes.ts).
 */
export const ILLEGIBLE_MARK = /\[(?:illegible|unreadable|unclear|smudged?|\?)\]/i;
