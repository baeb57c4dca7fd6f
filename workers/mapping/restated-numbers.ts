/**
 * "the 171 was me standing there in my trainers. I'm 168, put that.": a writer who says a figure the text gives
 * elsewhere is wrong, and then the right one. Read as written, the pasted record's "Height: 171 cm" stands and the
 * right figure keys nothing. Here the wrong figure is written as the right one wherever else the text gives it, and
 * the remark itself is left as it was.
 *
 * So is "Suite is 140, not 104 (fat fingers)", a figure put right after the word it follows: there only where that
 * word stands before it ("Suite 104" in the pasted address), as other figures in the text may read the same.
 *
 * And "Marcus's license number in the app has the last two digits swapped. It's T145-6620-8813.": a number given in a
 * sentence that says it was mistyped replaces the one the text gives elsewhere that differs from it by two neighbouring
 * characters swapped ("T145-6620-8831").
 */

/** "the 171 was …. I'm 168, put that" (1 the figure set aside, 2 the one to put). */
const FIGURE_RESTATED =
  /\bthe\s+(\d{2,6}(?:[.,]\d+)?)\s+(?:was|is)\b[^.\n]{0,160}[.;]\s+(?:I['’]m|I am|it['’]s|it is|make it|it should be|the right one is)\s+(\d{2,6}(?:[.,]\d+)?)(?:\s?(?:cm|kg|lbs?|in))?\s*[,–—-]\s*(?:so\s+)?(?:please\s+)?(?:put|use|write|enter)\s+(?:that|this|it)\b/giu;

/**
 * "Suite is 140, not 104", "Unit is 3D - 3B is the neighbour's" (1 the word the figure follows, 2 the right figure, 3
 * or 4 the wrong one).
 */
const FIGURE_AFTER_WORD_PUT_RIGHT = /\b(\p{L}{3,})\s+(?:is|was|should be|=)\s+(\d[\dA-Za-z-]{0,9})(?:,?\s+not\s+(\d[\dA-Za-z-]{0,9})\b|\s*[-–—,;]\s*(\d[\dA-Za-z-]{0,9})\s+(?:is|was)\s+(?:the\s+|a\s+)?(?:neighbou?r['’]s|wrong|old\s+one|typo|someone\s+else['’]s)\b)/gu;

/**
 * "I transposed the last two digits", "has the last two digits swapped", "I must have mixed up the last two digits": a
 * sentence that says a number was mistyped.
 */
// ("Tôi ghi nhầm số serial ở trên": or in Vietnamese, "I wrote the serial number wrong above".)
const MISTYPED = /\b(?:swapped|transposed|switched round|flipped|typo|mistyped|fat[- ]fingered|mixed up the (?:last|first) two (?:digits|numbers))\b|(?<![\p{L}])(?:ghi|viết|gõ)\s+nhầm(?![\p{L}])/iu;
/**
 * A number of a record: four characters or more with digits, perhaps with letters and dashes ("T145-6620-8813", an
 * apartment's "3114").
 */
const RECORD_NUMBER = /(?<![\p{L}\d-])(?=[\p{L}\d-]*\d[\p{L}\d-]*\d)[\p{L}\d][\p{L}\d-]{2,}[\p{L}\d](?![\p{L}\d-])/gu;

/**
 * "His desk number is now 206-555-0161; the 0152 number in cell 8 rings an empty office.": a phone number given as the
 * one now (1), and the old one named by its last four digits (2) and said to be dead.
 */
const PHONE_NOW_OLD_BY_LAST_DIGITS =
  /\b(?:is|it['’]s)\s+now\s+(\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4})\b[^.\n]{0,40}?[;,.]\s*(?:but\s+)?(?:the|his|her|their|my)\s+(?:old\s+)?(\d{4})\s+(?:number|one|line)\b[^.\n]{0,40}?\b(?:rings|is\s+(?:dead|old|wrong|disconnected|gone|out\s+of\s+date|no\s+longer)|(?:doesn['’]t|does\s+not|won['’]t)\s+work|no\s+longer)/gi;

/**
 * "It's 31247ZM352, M not X.": a number said again with the character it was misread by (2 the right one, 3 the one
 * it was read as); 1 the number.
 */
const CHARACTER_PUT_RIGHT = /\b(?:it['’]s|it\s+is|should\s+be|is)\s+([\p{L}\d][\p{L}\d-]{3,}[\p{L}\d])\s*[,;:(-]?\s*(?:an?\s+)?["“]?([\p{L}\d])["”]?\s*,?\s+not\s+(?:an?\s+)?["“]?([\p{L}\d])["”]?(?![\p{L}\d])/giu;

export function withRestatedFiguresApplied(text: string): string {
  let out = withCharactersPutRight(withOldPhonesByLastDigitsPutRight(withMistypedNumbersPutRight(withFiguresAfterWordsPutRight(text))));
  const restated = [...out.matchAll(FIGURE_RESTATED)];
  if (restated.length === 0) return out;
  for (const m of restated) {
    const [wrong, right] = [m[1]!, m[2]!];
    if (wrong === right) continue;
    const figure = new RegExp(String.raw`(?<![\d.,])${wrong.replace(/[.,]/g, '\\$&')}(?![\d]|[.,]\d)`, 'g');
    out = replacedOutsideRemark(out, m[0], figure, right);
  }
  return out;
}

/** Every number read with the wrong character where the right one stands ("31247ZX352"), written as said again. */
function withCharactersPutRight(text: string): string {
  let out = text;
  for (const m of [...text.matchAll(CHARACTER_PUT_RIGHT)]) {
    const [right, good, bad] = [m[1]!, m[2]!.toUpperCase(), m[3]!.toUpperCase()];
    if (!/\d/.test(right) || good === bad) continue;
    const misread = new Set(
      (text.match(RECORD_NUMBER) ?? []).filter((other) => {
        const differ = placesDiffering(other, right);
        return differ.length === 1 && right[differ[0]!]!.toUpperCase() === good && other[differ[0]!]!.toUpperCase() === bad;
      }),
    );
    for (const wrong of misread) out = withRecordNumberReplaced(out, wrong, right);
  }
  return out;
}

/** Every phone number that ends in the old one's last four digits, written as the one now, outside the remark. */
function withOldPhonesByLastDigitsPutRight(text: string): string {
  let out = text;
  for (const m of [...text.matchAll(PHONE_NOW_OLD_BY_LAST_DIGITS)]) {
    const [right, last] = [m[1]!, m[2]!];
    if (right.endsWith(last)) continue;
    out = replacedOutsideRemark(out, m[0], new RegExp(String.raw`(?<![\d-])\(?\d{3}\)?[\s.-]?\d{3}[\s.-]${last}(?!\d)`, 'g'), right);
  }
  return out;
}

function withFiguresAfterWordsPutRight(text: string): string {
  let out = text;
  for (const m of [...text.matchAll(FIGURE_AFTER_WORD_PUT_RIGHT)]) {
    const [word, right, wrong] = [m[1]!, m[2]!, (m[3] ?? m[4])!];
    if (wrong === right) continue;
    const figure = new RegExp(String.raw`(\b${word}\b[\s#:.]{0,3})${wrong}(?![\dA-Za-z])`, 'gi');
    out = replacedOutsideRemark(out, m[0], figure, `$1${right}`);
  }
  return out;
}

function withMistypedNumbersPutRight(text: string): string {
  const sentences = text.split(/(?<=[.!?])\s+|\n/);
  let out = text;
  sentences.forEach((sentence, i) => {
    // (The number may follow in the next sentence: "… the last two digits swapped. It's T145-6620-8813.", or, where
    // neither gives one, come in the one before: "… on the receiver …, and it is 91047732. I must have mixed up the
    // last two digits …")
    if (!MISTYPED.test(sentence)) return;
    const around = `${sentence} ${sentences[i + 1] ?? ''}`;
    const said = (around.match(RECORD_NUMBER) ?? []).length > 0 ? around : `${sentences[i - 1] ?? ''} ${around}`;
    const numbers = said.match(RECORD_NUMBER) ?? [];
    // (A sentence that gives both, "I typed 45423 instead of 45432", says which is which in its own words.)
    // (And only one said to be what it is: "the vendor number is V-20913", "It's T145-6620-8813", not "my old rider says
    // BB061437 but that's a typo".)
    // ("… the CP 575 … says 87-2204516": or what a letter says it is.)
    // ("Số đúng là DAR4172": "là", is, in Vietnamese.)
    const stated = (number: string) => new RegExp(String.raw`(?:\b(?:is|it['’]s|says|reads|shows|should be|to)|\slà|:)\s*${number}`, 'i').test(said);
    // ("The apartment number in Concur (3141) is my own typo … It's 3114": or one it calls the typo.)
    // ("my old rider says BB061437 but that is a typo": or one followed by "but that is a typo".)
    const calledWrong = (number: string) => new RegExp(String.raw`(?:\(\s*${number}\s*\)|\b${number})\s+(?:but\s+(?:that|it)(?:['’]s|\s+is|\s+was)|is|was)\s+(?:(?:my|a|an|the)\s+)?(?:own\s+)?(?:typo|mistake|wrong)\b`, 'i').test(said);
    for (const right of numbers.filter((number) => stated(number) && !calledWrong(number) && !numbers.some((other) => swappedOnce(other, number) && !calledWrong(other)))) {
      const wrongs = new Set((text.match(RECORD_NUMBER) ?? []).filter((other) => swappedOnce(other, right)));
      for (const wrong of wrongs) out = withRecordNumberReplaced(out, wrong, right);
    }
  });
  return out;
}

/** The places where two numbers of one length differ ([] for numbers of different lengths, or the same number). */
function placesDiffering(a: string, b: string): number[] {
  if (a.length !== b.length) return [];
  return [...a].map((c, k) => (c === b[k] ? -1 : k)).filter((k) => k >= 0);
}

/** The text with a number of a record written as another wherever it stands whole ("T145-6620-8831" → "…8813"). */
function withRecordNumberReplaced(text: string, wrong: string, right: string): string {
  return text.replace(new RegExp(String.raw`(?<![\p{L}\d-])${wrong}(?![\p{L}\d-])`, 'gu'), right);
}

/** Whether two numbers differ only by two neighbouring characters swapped ("V-20931" and "V-20913"). */
function swappedOnce(a: string, b: string): boolean {
  const differ = placesDiffering(a, b);
  return differ.length === 2 && differ[1] === differ[0]! + 1 && a[differ[0]!] === b[differ[1]!] && a[differ[1]!] === b[differ[0]!];
}

/** The text with `figure` replaced everywhere but inside the remark that says both the wrong and the right one. */
function replacedOutsideRemark(text: string, remark: string, figure: RegExp, replacement: string): string {
  const at = text.indexOf(remark);
  return text.slice(0, at).replace(figure, replacement) + remark + text.slice(at + remark.length).replace(figure, replacement);
}
