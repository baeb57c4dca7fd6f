/**
 * Numbers written as words, the way speech-to-text and dictation write them: "four hundred and fifty dollars",
 * "twenty-five", "nineteen eighty-seven", a phone number read digit by digit ("six oh eight five five five …").
 * They are rewritten as digits so the ordinary readers find amounts, dates and phone numbers in them.
 *
 * Only runs that cannot be ordinary words are rewritten: a run with a tens word or a scale ("twenty",
 * "hundred"), a year read in two pairs, or seven or more digits read one by one. "one of them" and "two kids"
 * stay as written.
 */

const UNITS: Record<string, number> = {
  zero: 0, oh: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9,
  ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000, million: 1_000_000 };
/** Ordinals that end a spoken date's day ("the twenty-first"); alone ("first", "second") they are ordinary words. */
const ORDINALS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9,
  tenth: 10, eleventh: 11, twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16,
  seventeenth: 17, eighteenth: 18, nineteenth: 19, twentieth: 20, thirtieth: 30,
};

/** The count a single word says ("two" → 2, "an" → 1, "12" → 12), or undefined. */
export function countOfWord(word: string): number | undefined {
  const w = word.toLowerCase();
  if (/^\d+$/.test(w)) return Number(w);
  return w === 'a' || w === 'an' ? 1 : UNITS[w] === 0 ? undefined : UNITS[w];
}

/** The place an ordinal says ("second" → 2, "3rd" → 3), or undefined. */
export function placeOfOrdinal(word: string): number | undefined {
  const w = word.toLowerCase();
  const digits = w.match(/^(\d{1,2})(?:st|nd|rd|th)$/);
  return digits ? Number(digits[1]) : ORDINALS[w];
}

/** One number word, or two joined by a hyphen ("twenty-five", "twenty-first"), as a pattern. */
const NUMBER_WORD = String.raw`\b(?:${[...Object.keys(UNITS), ...Object.keys(TENS), ...Object.keys(SCALES), ...Object.keys(ORDINALS)].join('|')})(?:-(?:${[...Object.keys(UNITS), ...Object.keys(ORDINALS)].join('|')}))?\b`;

/** The words of a run, hyphenated tens split ("twenty-five" → twenty, five), "and" inside a number dropped. */
function runWords(run: string): string[] {
  return run
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((w) => w !== '' && w !== 'and' && w !== 'a');
}

/** "four hundred fifty" → 450, "two thousand three hundred" → 2300; undefined when the words do not make one. */
function cardinal(words: string[]): number | undefined {
  let total = 0;
  let current = 0;
  let last: 'unit' | 'tens' | 'scale' | undefined;
  for (const w of words) {
    if (w in UNITS) {
      if (last === 'unit' || (last === 'tens' && UNITS[w]! >= 10)) return undefined;
      current += UNITS[w]!;
      last = 'unit';
    } else if (w in TENS) {
      if (last === 'unit' || last === 'tens') return undefined;
      current += TENS[w]!;
      last = 'tens';
    } else if (w in SCALES) {
      const scale = SCALES[w]!;
      if (scale === 100) current = (current || 1) * 100;
      else {
        total += (current || 1) * scale;
        current = 0;
      }
      last = 'scale';
    } else return undefined;
  }
  return total + current;
}

/** The digits a run stands for, or undefined when it should stay as written. */
function spokenValue(run: string): string | undefined {
  const words = runWords(run);
  if (words.length === 0) return undefined;
  // "twenty-first": a day of the month; an ordinal alone stays a word.
  const last = words[words.length - 1]!;
  if (last in ORDINALS) {
    if (words.length === 1) return undefined;
    const before = cardinal(words.slice(0, -1));
    const day = before === undefined || before % 10 !== 0 ? undefined : before + ORDINALS[last]!;
    return day === undefined ? undefined : `${day}${ordinalSuffix(day)}`;
  }
  if (words.some((w) => w in ORDINALS)) return undefined;
  // "one seven three dash five nine two one four": a serial or account number read digit by digit in groups.
  if (words.includes('dash')) {
    const groups = words.join(' ').split(' dash ').map((g) => g.split(' '));
    const digitsOnly = groups.every((g) => g.length > 0 && g.every((w) => w in UNITS && UNITS[w]! < 10));
    return digitsOnly && groups.flat().length >= 5 ? groups.map((g) => g.map((w) => String(UNITS[w])).join('')).join('-') : undefined;
  }
  // Read digit by digit: a phone number, a ZIP code, an account number.
  if (words.length >= 5 && words.every((w) => w in UNITS && UNITS[w]! < 10)) return groupedDigits(words.map((w) => String(UNITS[w])).join(''));
  const hasTens = words.some((w) => w in TENS || (w in UNITS && UNITS[w]! >= 10));
  const hasScale = words.some((w) => w in SCALES);
  if (!hasTens && !hasScale) return undefined;
  const whole = cardinal(words);
  if (whole !== undefined) return String(whole);
  // "nineteen eighty-seven", "four fifty": two numbers under a hundred read as one figure.
  for (let split = 1; split < words.length; split++) {
    const high = cardinal(words.slice(0, split));
    const low = cardinal(words.slice(split));
    if (high !== undefined && low !== undefined && high >= 1 && high < 100 && low >= 10 && low < 100) return `${high}${String(low).padStart(2, '0')}`;
    // ("apt eleven oh eight", "nineteen oh five": the "oh" a zero is said as, before the last digit.)
    const digit = UNITS[words[split + 1] ?? ''];
    if (high !== undefined && high >= 10 && high < 100 && words[split] === 'oh' && split + 2 === words.length && digit !== undefined && digit > 0 && digit < 10) return `${high}0${digit}`;
  }
  return pairsAndDigits(words);
}

/**
 * "sixty-two seven oh four" → 62704: a ZIP code or an account number read partly in pairs and partly digit by
 * digit. Only runs of five digits or more, with both, are read so ("twenty two" alone is a sum).
 */
function pairsAndDigits(words: string[]): string | undefined {
  let digits = '';
  let pairs = 0;
  let singles = 0;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w in TENS) {
      const unit = words[i + 1] !== undefined && words[i + 1]! in UNITS && UNITS[words[i + 1]!]! > 0 && UNITS[words[i + 1]!]! < 10 ? UNITS[words[++i]!]! : 0;
      digits += String(TENS[w]! + unit);
      pairs++;
    } else if (w in UNITS && UNITS[w]! >= 10) {
      digits += String(UNITS[w]);
      pairs++;
    } else if (w in UNITS) {
      digits += String(UNITS[w]);
      singles++;
    } else return undefined;
  }
  return pairs > 0 && singles > 0 && digits.length >= 5 ? digits : undefined;
}

function ordinalSuffix(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th';
}

/** Ten digits read out are a North American phone number, seven a local one: written as people write them. */
function groupedDigits(digits: string): string {
  if (digits.length === 10) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  if (digits.length === 7) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return digits;
}

/** Runs of number words, joined by spaces, hyphens, "and" and a spoken "dash". */
const NUMBER_RUN = new RegExp(String.raw`${NUMBER_WORD}(?:(?:\s+and\s+|\s+dash\s+|[\s-]+)${NUMBER_WORD})*`, 'gi');

const MONTH_NAME = 'January|February|March|April|May|June|July|August|September|October|November|December';
const ORDINAL_WORD = Object.keys(ORDINALS).join('|');
/** "December twelfth", "the twelfth of December": a day said alone as an ordinal, next to its month. */
const DAY_AFTER_MONTH = new RegExp(String.raw`\b(${MONTH_NAME})\s+(?:the\s+)?(${ORDINAL_WORD})\b`, 'gi');
const DAY_BEFORE_MONTH = new RegExp(String.raw`\bthe\s+(${ORDINAL_WORD})\s+of\s+(${MONTH_NAME})\b`, 'gi');

const SMALL = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven'];
/** "six foot two", "five feet eleven inches", "six feet tall": a height said in words, written as 6'2". ("Six feet under" is none.) */
const SPOKEN_HEIGHT = new RegExp(String.raw`\b(${SMALL.slice(3, 9).join('|')})\s+(?:foot|feet)(?:\s+(?:and\s+)?(${SMALL.join('|')})(?:\s+inch(?:es)?)?|(?=\s+tall\b))\b`, 'gi');

/**
 * "She's tall. Five ten.", "height is five eleven": feet and inches said as two numbers where a height is spoken of,
 * written as 5'10". (Elsewhere "five ten" is a figure, 510.)
 */
const HEIGHT_SAID_AS_PAIR = new RegExp(String.raw`(\b(?:tall|height|stands)\b[^\d.?!]{0,12}?[.,]?\s+)(${SMALL.slice(4, 8).join('|')})[\s-]+(${SMALL.join('|')})\b(?![\s-]+(?:${SMALL.join('|')}|hundred|thousand)\b)`, 'gi');

/**
 * "K as in kilo nine one four two two oh six", "so K nine one four two two oh six": a code read out as a letter
 * (spelt the radio way or not) and its digits one by one, written as one code, "K9142206".
 */
const DIGIT_WORD = '(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)';
const LETTER_THEN_DIGITS = new RegExp(String.raw`\b([A-Z])(?:\s+as\s+in\s+[a-z]+)?,?\s+((?:${DIGIT_WORD}\s+){4,}${DIGIT_WORD})\b`, 'g');

/** "serial number c f k 4 1 2 7": a code read out a character at a time, letters and digits, written as one. */
const CODE_SPELT_OUT = /(?<![\p{L}\d])(?:[a-z\d]\s){3,}[a-z\d](?![\p{L}\d])/giu;
/** "B as in bravo 724491 K as in kilo": a code read out in letters spelt the radio way and runs of digits, written as one. */
// ("D as in delta, B as in bravo, K as in kilo, 41729": with the pauses between them.)
const CODE_SPELT_RADIO_WAY = /\b(?:[A-Z]\s+as\s+in\s+[a-z]+|[A-Z]?\d+)(?:,?\s+(?:[A-Z]\s+as\s+in\s+[a-z]+|[A-Z]?\d+))+\b/g;

/**
 * "two zero eight, four one five, seven seven three": a number read out in groups with pauses between them (an
 * A-Number, an account), written as one run of digits when it has seven or more.
 */
// ("five two nine / four one / seven seven zero eight", "… dash …": the pauses typed as slashes or said as dashes;
// "eight seven, then four four one nine zero two six": or as "then".)
const DIGIT_GROUPS = new RegExp(String.raw`\b(?:${DIGIT_WORD}\s+){0,6}${DIGIT_WORD}(?:(?:,\s+then|,|\s*\/|\s+dash)\s+(?:${DIGIT_WORD}\s+){0,6}${DIGIT_WORD})+\b`, 'gi');

function digitsOfGroups(run: string): string {
  const digits = digitsSaid(run);
  if (digits.length < 7) return run;
  // ("six oh two, four one, eight eight three seven": read out in the groups of a social security number or a
  // phone number, the digits are written in those groups.)
  const groups = run.split(/,\s+then\b|,|\/|\bdash\b/i).map(digitsSaid);
  const shape = groups.map((group) => group.length).join('-');
  // ("D one five two, seven seven three oh, six oh one two": an Illinois driver's licence's groups after its letter.)
  // ("eight three dash two nine five seven four one six": an EIN's two groups; "one seven three dash five nine two
  // one four": any groups said with "dash" between keep it.)
  return shape === '3-2-4' || shape === '3-3-4' || shape === '3-4-4' || shape === '2-7' || /\bdash\b/i.test(run) ? groups.join('-') : digits;
}

/** "two zero eight, four one five" → "208415": digit words (and "oh" for zero) as digits, whatever is between them. */
function digitsSaid(words: string): string {
  return words
    .split(/[\s,/]+/)
    .filter((w) => w.toLowerCase() === 'oh' || UNITS[w.toLowerCase()] !== undefined)
    .map((w) => (w.toLowerCase() === 'oh' ? '0' : String(UNITS[w.toLowerCase()])))
    .join('');
}

/**
 * "greg dot palmisano at gmail dot com", said on a voicemail: an e-mail address read out, written as one. Only with
 * a domain that ends as domains do ("dot com", "dot gov"), so "meet at the office" is left alone.
 */
const SPOKEN_EMAIL = /\b([a-z0-9]+(?:\s+(?:dot|underscore|dash)\s+[a-z0-9]+)*)\s+at\s+([a-z0-9-]+(?:\s+dot\s+[a-z0-9-]+)*\s+dot\s+(?:com|org|net|gov|edu|us|mil|io|co))\b/gi;

function writtenEmail(_whole: string, local: string, domain: string): string {
  const joined = (words: string) => words.replace(/\s+dot\s+/gi, '.').replace(/\s+underscore\s+/gi, '_').replace(/\s+dash\s+/gi, '-');
  return `${joined(local)}@${joined(domain)}`.toLowerCase();
}

/**
 * "series one three one six, grade nine step three": a number said digit by digit after the word that names it (a
 * series, a grade, a step, a line, a unit) is that number, however few its digits.
 */
const NAMED_NUMBER_SAID = new RegExp(String.raw`\b(series|grade|step|level|line|unit|apartment|apt|suite|room|floor|extension|ext|code|number)(\.?\s+)((?:${DIGIT_WORD}\s+){0,5}${DIGIT_WORD})\b(?![\s-]+(?:hundred|thousand|million)\b)`, 'gi');

/** "Haskell comma Lionel T.": a comma said between the parts of a name, as a voicemail's transcript writes it. */
const SPOKEN_COMMA = /(\p{Lu}[\p{L}'’-]+)\s+comma\s+(?=\p{Lu})/gu;

/** "l haskell all one word at usbr dot …": the words of a mailbox said apart, and said to be one word. */
const ONE_WORD_MAILBOX = /\b(?!(?:is|was|be|email|e-mail|address|mail|me|to|at|it)\b)([a-z0-9]+(?:\s+[a-z0-9]+){1,2}?),?\s+(?:all\s+)?one\s+word,?\s+(?=at\s)/gi;
/** "m thornquist at example dot com, all one word": the mailbox's words said apart before "at", said to be one word after the domain. */
const MAILBOX_THEN_ONE_WORD = /\b(?!(?:is|was|be|email|e-mail|address|mail|me|to|at|it)\b)([a-z0-9]+(?:\s+[a-z0-9]+){1,2}?)(?=\s+at\s+[a-z0-9-]+(?:\s+dot\s+[a-z0-9-]+)+,?\s+(?:all\s+)?one\s+word\b)/gi;

/** Keys that ask for a story or an account in sentences ("Backstory: Brannoc served twenty years …"). */
export const STORY_KEY = /\b(?:back\s?story|story|history|background|biography|bio|narrative|justification|explanation)\b/i;
/** A line that gives a story under its key: its words are the writer's own and are kept as written. */
// ("[20:05:02] cozyfrog_jess: backstory part 1/2: Olwen tended … for ninety years": so is a chat's message giving one,
// in parts or not.)
const STORY_LINE = new RegExp(String.raw`^(?:\s*\[[^\]\n]{1,30}\]\s*[^:\n]{1,40}:\s+)?[\s*•-]*(?:[\p{L}'’]+\s+){0,2}${STORY_KEY.source}(?:\s+(?:part|pt\.?)\s*\d\s*(?:\/|of)\s*\d)?\s*:`, 'iu');

/**
 * The text with spoken numbers (and e-mail addresses read out) written as digits and addresses; a story's line as
 * it is ("served twenty years" is prose, not a count to fill in).
 */
export function withSpokenNumbers(text: string): string {
  const lines = text.split('\n');
  // (A spreadsheet's rows copied with their tabs are figures already: "1041<tab>Jorge<tab>…<tab>1<tab>0<tab>N".)
  if (!lines.some((line) => STORY_LINE.test(line) || line.includes('\t'))) return outsideQuotedPassages(text, withNumbersWritten);
  return lines.map((line) => (STORY_LINE.test(line) || line.includes('\t') ? line : outsideQuotedPassages(line, withNumbersWritten))).join('\n');
}

/**
 * 'The backstory, exactly as I wrote it, is: "Brannoc served twenty years …"': a passage quoted at length as a key's
 * value, after its colon on the same line. (A whole transcript in quotes is what was said, its numbers values.)
 */
// (An opening quote stands before a word, not after a number: 4'6" is a height.)
const QUOTED_PASSAGE = /((?<=[^\s]:[ \t]?)["“](?=\p{L})[^"”\n]{40,}["”](?!\p{L}))/u;

/** The text with a rewrite applied outside the passages it quotes at length, which are the writer's words as written. */
function outsideQuotedPassages(text: string, rewrite: (part: string) => string): string {
  return text
    .split(QUOTED_PASSAGE)
    .map((part, i) => (i % 2 === 1 ? part : rewrite(part)))
    .join('');
}

/** "two-one-three", "nine-oh-eight": digits said one by one, joined by hyphens as a typist writes a group of them. */
const HYPHENATED_DIGITS = /\b(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)(?:-(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)){2,}\b/gi;

function withNumbersWritten(text: string): string {
  const day = (ordinal: string) => ORDINALS[ordinal.toLowerCase()]!;
  const small = (word: string) => SMALL.indexOf(word.toLowerCase());
  return text
    .replace(HYPHENATED_DIGITS, (digits: string) => digits.replace(/-/g, ' '))
    .replace(LICENCE_LETTER_AND_GROUPS, (_, letter: string, a: string, b: string, c: string) => `${letter.toUpperCase()}${a}-${b}-${c}`)
    .replace(CALIBER_OUGHT, '.30-06')
    .replace(SPOKEN_COMMA, '$1, ')
    .replace(ONE_WORD_MAILBOX, (_, words: string) => `${words.replace(/\s+/g, '')} `)
    .replace(MAILBOX_THEN_ONE_WORD, (words: string) => words.replace(/\s+/g, ''))
    .replace(SPOKEN_EMAIL, writtenEmail)
    .replace(DIGIT_GROUPS, digitsOfGroups)
    .replace(LETTER_THEN_DIGITS, (_, letter: string, digits: string) => `${letter}${digitsSaid(digits)}`)
    .replace(CODE_SPELT_OUT, (code: string) => (/\d/.test(code) && /[a-z]/i.test(code) ? code.replace(/\s+/g, '').toUpperCase() : code))
    .replace(CODE_SPELT_RADIO_WAY, (code: string) => (/\bas\s+in\b/.test(code) ? code.replace(/\s+as\s+in\s+[a-z]+/g, '').replace(/[\s,]+/g, '') : code))
    .replace(SPOKEN_HEIGHT, (_, feet: string, inches?: string) => `${small(feet)}'${inches ? `${small(inches)}"` : ''}`)
    .replace(HEIGHT_SAID_AS_PAIR, (_, lead: string, feet: string, inches: string) => `${lead}${small(feet)}'${small(inches)}"`)
    .replace(NAMED_NUMBER_SAID, (_, name: string, between: string, digits: string) => `${name}${between}${digitsSaid(digits)}`)
    .replace(DAY_AFTER_MONTH, (_, month: string, ordinal: string) => `${month} ${day(ordinal)}`)
    .replace(DAY_BEFORE_MONTH, (_, ordinal: string, month: string) => `the ${day(ordinal)} of ${month}`)
    .replace(NUMBER_RUN, (match) => spokenValue(match) ?? match)
    .replace(DIGITS_ONE_BY_ONE, (digits) => groupedDigits(digits.replace(/ /g, '')))
    .replace(DOLLARS_AND_CENTS, (_, dollars: string, cents: string) => `$${dollars}.${cents.padStart(2, '0')}`)
    .replace(UNIT_LETTER_APART, '$1 $2$3')
    .replace(POINT_DECIMALS, (_, whole: string, decimals: string) => `${whole}.${digitsSaid(decimals)}`)
    .replace(DOLLARS_SAID, (_, amount: string) => `$${amount}`)
    .replace(AREA_CODE_SAID, '($1) $2')
    .replace(EXTENSION_SAID, '$1 ext. $2')
    .replace(LETTER_AS_IN_WORD, '$1')
    .replace(LETTER_BEFORE_GROUPS, '$1$2');
}

/**
 * "My a number is 2 1 8 6 0 4 3 7 7", "Georgia 3 0 0 3 3": a number a transcription wrote digit by digit (five or
 * more digits, one space between each), written as one.
 */
const DIGITS_ONE_BY_ONE = /(?<![\d.,]\s?)\b\d(?: \d){4,}(?!\d)(?! \d)/g;
/** "D 152-7730-6012": a licence's letter said before its groups of digits. */
const LETTER_BEFORE_GROUPS = /\b([A-Z])\s+(\d{3}-\d{4}-\d{4})\b/g;
/** "apartment 3 B" (said "apartment three B"): a unit's number and letter, written together. */
// (A letter in lower case, "apartment 3 b" of a text typed so, is lowercase-text.ts's to write.)
const UNIT_LETTER_APART = /\b([Aa]partment|[Aa]pt\.?|[Uu]nit|[Ss]uite|[Ff]lat)\s+(\d{1,4})\s+([A-Z])\b(?!['’.])/g;
/** "312 point four five" (said "three hundred twelve point four five"): a number with its decimals read out. */
const POINT_DECIMALS = new RegExp(String.raw`\b(\d+)\s+point\s+((?:${DIGIT_WORD}\s+){0,3}${DIGIT_WORD})\b`, 'gi');
/** "1200 dollars" (said "twelve hundred dollars"): an amount in dollars, written with its sign. */
const DOLLARS_SAID = /(?<![\d$.,])((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{2})?)\s+dollars\b(?!\s+and\s+\d)/gi;
/** "area code 843, 555-0142": a phone number said with its area code first, written as people write it. */
const AREA_CODE_SAID = /\barea code\s+(\d{3}),?\s+(\d{3}-\d{4})\b/gi;
/** "555-0142, extension 218": an extension said after its number. */
const EXTENSION_SAID = /(\d{3}-\d{4}),?\s+extension\s+(\d{1,5})\b/gi;
/** "middle initial M as in Mary": a letter said with a word that spells it, written as the letter. */
// (A middle initial said so is the name reader's, parse-data.ts, which writes it after the first name.)
const LETTER_AS_IN_WORD = /(?<!\binitial\s+)\b(\p{Lu})\s+as\s+in\s+\p{Lu}?\p{Ll}+\b/gu;

/**
 * "my driver's license is a 261 5540 9018", "D 155 3087 6642": a letter and three groups of digits said apart, the
 * shape of an Illinois driver's licence number, written as it is printed (A261-5540-9018).
 */
const LICENCE_LETTER_AND_GROUPS = /\b([A-Za-z])\s+(\d{3})\s+(\d{4})\s+(\d{4})\b(?!\s*\d)/g;
/** "30 ought 6", "thirty aught six": the .30-06 cartridge as it is said. */
const CALIBER_OUGHT = /(?<![\d.])\b(?:30|thirty)[- ]?(?:ought|aught)[- ]?(?:6|six)\b/gi;

/** "87 dollars and 12 cents" (said "eighty-seven dollars and twelve cents"): the amount with its cents. */
const DOLLARS_AND_CENTS = /\b(\d[\d,]*)\s+dollars?\s+and\s+(\d{1,2})\s+cents?\b/gi;
