/**
 * A message written in another script with its English under each line in brackets, as an immigrant writes to a
 * caseworker or a son translates for his mother:
 *   Дата рождения: 14.03.1986.
 *   (Date of birth: 14 March 1986.)
 * In brackets the English reads as an aside, and an aside states nothing; it is the writer's own words in English,
 * so its brackets go. The line above goes where the translation gives all its figures again; otherwise it stays, since
 * its figures and Latin addresses are often not said again ("New address since May 1: the street and the city are as
 * written above"), and its unit's word, "кв." (an apartment in Russian and Ukrainian), is written "Apt" so the address
 * reader knows it.
 * A plain function over the text.
 */

/** A line wholly in brackets: the translation. */
const BRACKETED_LINE = /^(\s*)\((.+)\)\s*$/u;
/** "(Andriy: her patronymic is …)": a translator's own remark, which names its speaker; it stays an aside. */
const SPEAKER_REMARK = /^\p{Lu}\p{Ll}+:\s/u;
/** Letters of scripts other than the Latin one. */
const OTHER_SCRIPT = /[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Armenian}\p{Script=Georgian}\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Devanagari}]/gu;
/** How many of a line's letters must be of another script for it to be the original of the translation under it. */
const OTHER_SCRIPT_SHARE = 0.3;
/** "кв. 280", "кв 12": an apartment's number in Russian or Ukrainian. */
const CYRILLIC_APARTMENT = /(?<![\p{L}])(?:кв\.?|квартира)\s*(?=\d)/giu;

export function withBracketedTranslationsRead(text: string): string {
  if (!OTHER_SCRIPT.test(text)) return text;
  const lines = text.split('\n');
  let translated = 0;
  for (let i = 1; i < lines.length; i++) {
    const m = lines[i]!.match(BRACKETED_LINE);
    const original = lastNonBlankAt(lines, i);
    if (!m || original < 0 || SPEAKER_REMARK.test(m[2]!) || !isInOtherScript(lines[original]!)) continue;
    lines[i] = `${m[1]}${m[2]}`;
    translated++;
    // (An original whose figures the translation all gives again says nothing more, and its words, read in no
    // language the reader knows, would lose whose they are: "Мой муж Тимур Садыков (… A-207-993-410)".)
    const figures = (line: string) => line.match(/\d+/g) ?? [];
    const given = new Set(figures(m[2]!));
    if (figures(lines[original]!).every((f) => given.has(f))) lines[original] = '';
  }
  const read = lines.join('\n');
  return translated === 0 ? text : read.replace(CYRILLIC_APARTMENT, 'Apt ');
}

/** Where the last line with words before `before` is; -1 for none. */
function lastNonBlankAt(lines: string[], before: number): number {
  for (let i = before - 1; i >= 0; i--) if (lines[i]!.trim() !== '') return i;
  return -1;
}

function isInOtherScript(line: string): boolean {
  const letters = (line.match(/\p{L}/gu) ?? []).length;
  return letters > 0 && (line.match(OTHER_SCRIPT) ?? []).length / letters >= OTHER_SCRIPT_SHARE;
}
