/**
 * A note's line that holds a second key after the first one's sentence ends: "Height: 5'9\" - NOT my 160 cm lol, I
 * wore platforms. Weight: 59 kg, …", "Line 20a: Cora's net benefits (Box 5), not the check amount. Line 20b: I did the
 * worksheet …", "I'm doing the non-credit CEU option, not the 3 credits. The student ID they gave me when I registered:
 * S02284716." Each key starts a line of its own, so each value is read under its own key and not as the words after
 * the first one's.
 */

/**
 * The keys that start a line of their own after a sentence: a form's numbered line ("Line 20b"), or one of the few
 * words that name a person's particulars on a sheet.
 */
const SECOND_KEY = /(?<=\S[.!?)"”]\s+)(?=(?:Line\s+\d{1,2}[a-z]?|Height|Weight|Age|Eyes|Hair|Skin|Gender|Sex)\s*:\s+\S)/gu;

/**
 * "The student ID they gave me when I registered: S02284716." (1 the key: a number's or an ID's name, 2 the code),
 * closing its line after another sentence.
 */
const CODE_NAMED_AFTER_SENTENCE = /(?<=\S[.!?]\s+)[Tt]he\s+((?:[\p{L}-]+\s+){0,2}(?:ID|number|no\.|#))\s+(?:[^:.!?\n]{0,40}?)\s*:\s*([A-Z0-9][\w-]*\d[\w-]*)\s*\.?\s*$/u;

export function withKeysInsideLinesApart(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      // (Only a note's line: one that opens with a key, a bullet or a list number of its own.)
      if (!/^\s*(?:[-*•]\s+|\d{1,2}[.)]\s+)?\p{L}[\p{L}\d '’&/-]{0,30}:\s/u.test(line) && !/^\s*[-*•]\s+\S/u.test(line)) return line;
      const indent = line.match(/^\s*/)![0];
      const coded = line.match(CODE_NAMED_AFTER_SENTENCE);
      const withCode = coded ? `${line.slice(0, coded.index).trimEnd()}\n${indent}${coded[1]}: ${coded[2]}` : line;
      return withCode.replace(SECOND_KEY, `\n${indent}`).replace(/[ \t]+\n/g, '\n');
    })
    .join('\n');
}
