/**
 * People leave the year off dates the rest of their text makes plain: a receipt dated 07/02/2025 and "we'll both
 * sign it on July 2"; "can i pay u by nov 1?" in a thread about a sale this autumn. Read alone, "July 2" is no
 * date a form can take, and its day is read as a bare number. Such a date is given the year of the full date
 * written nearest to it; a text with no full date leaves it as written (the year cannot be known).
 */
import { findTypedValues, monthNumber, type TypedValue } from './detect-values.js';
import { formatDate } from './format-value.js';
import { findDateRanges, MONTH_FIRST_WITHOUT_YEAR } from './date-ranges.js';

/**
 * "July 2", "nov 1", "Oct. 18th": a month's name and a day, with no year after it. Not the first day of a range
 * ("June 3-5", "March 9 through March 20, 2026"): date-ranges.ts reads a range's year from its end.
 * "May" and "March" count only capitalised: "you may 2 …" is no date.
 */
const BARE_MONTH_DAY =
  /\b((?:[Jj]an(?:uary)?|[Ff]eb(?:ruary)?|Mar(?:ch)?|mar\b|[Aa]pr(?:il)?|May|[Jj]une?|[Jj]uly?|[Aa]ug(?:ust)?|[Ss]ep(?:t(?:ember)?)?|[Oo]ct(?:ober)?|[Nn]ov(?:ember)?|[Dd]ec(?:ember)?)\.?\s+(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?)\b(?!\s*[-–/]\s*\d|,?\s*\(?\d{2,4}\b|:\d|[.,]\d|\s+(?:through|thru|to|until|till|and)\s)/gu;

/** "Mon 11/17 through Wed 11/19", "11/17-11/19": a range of days written month/day without a year, weekdays dropped. */
const NUMERIC_DAY_RANGE = /(?:\b(?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)(?:day|sday|nesday|rsday|urday)?\.?,?\s+)?(?<![\d/.])(\d{1,2})\/(\d{1,2})(?![\d/])\s*(?:through|thru|to|until|[-–])\s*(?:(?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)(?:day|sday|nesday|rsday|urday)?\.?,?\s+)?(\d{1,2})\/(\d{1,2})(?![\d/])/g;

/**
 * "the March session, Monday the 16th through Friday the 20th": days of a month named just before, by their ordinals
 * (1 the month, 2 the first day, 3 the last).
 */
const MONTH_THEN_ORDINAL_DAYS = /\b(January|February|March|April|May|June|July|August|September|October|November|December)\s+(?:session|class|cohort|offering|run|course|week|workshop),?\s+(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,?\s+)?the\s+(\d{1,2})(?:st|nd|rd|th)\s+(?:through|thru|to|until|[-–])\s+(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,?\s+)?the\s+(\d{1,2})(?:st|nd|rd|th)\b/g;

/** The text with days of a month named by their ordinals written as dates ("…, March 16 through March 20"). */
export function withOrdinalDaysOfMonthNamed(text: string): string {
  return text.replace(MONTH_THEN_ORDINAL_DAYS, (whole: string, month: string, first: string, last: string) => `${whole.slice(0, whole.search(/,|\s+(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|the)\s/))}, ${month} ${first} through ${month} ${last}`);
}

/** "moved to", "postponed to", "rescheduled for": words that move something to another day, ahead of it. */
const MOVED_TO = /\b(?:moved|postponed|pushed(?:\s+back)?|rescheduled|switched|bumped)\b/i;
/** How far (in characters) before a range of days its move may be said. */
const MOVE_REACH = 80;

/** How near (in characters) a full date of the same day must be to be the bare date said again. */
const RESTATED_WITHIN = 30;

/**
 * "Date: Saturday, Aug 2nd 2025 … We'll both sign at the meetup on the 2nd": a day of the month alone, after "on the",
 * is the one full date of the text with that day, said again.
 */
// ("We'll sign Saturday the 21st": or after the day's weekday; not in brackets, "tomorrow morning (Sunday the 21st)",
// a remark on a date said in full.)
// ("so both signature dates are the 3rd": or after the dates it is said to be.)
const BARE_ORDINAL_DAY = /\b(on|by|before|until|(?<=\bdates?\s+)(?:are|is)|(?<!\(\s*)(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)\s+the\s+([12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)\b(?!\s+(?:of|day|time|floor|place|row|line|item|grade|page|one)\b)/gi;

/** "Saturday 6/21", "Sat. 6/21": a weekday (1), then a month (2) and a day (3) written with a slash and no year. */
const WEEKDAY_MONTH_DAY = /\b((?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)(?:day|sday|nesday|rsday|urday)?\.?,?\s+)(\d{1,2})\/(\d{1,2})(?![\d/])/g;

/** "born", "Date of birth", "DOB:" just before a date. */
const BIRTH_BEFORE = /\b(?:born|birth|dob|d\.o\.b\.?|birthday|bday)\b[^.\n]{0,20}$/i;
const BIRTH_REACH = 40;

/** "the 20th of June", "the 20 of June" (a spoken "twentieth" as written), "20th of June": a day said before its month. */
const DAY_BEFORE_MONTH = /\b(?:the\s+([12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?|([12]\d|3[01]|0?[1-9])(?:st|nd|rd|th))\s+of\s+(January|February|March|April|May|June|July|August|September|October|November|December)\b(?!,?\s*\d{4})/gi;

/** "the 14th of March, '07", "June '11": a month, perhaps its day, and a year of two digits after an apostrophe. */
const SHORT_YEAR_AFTER_MONTH = /\b((?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?(?:\s+\d{1,2}(?:st|nd|rd|th)?)?,?\s+)['’](\d{2})\b/g;
/** Two-digit years up to this one are this century's; later ones the last ("'95" is 1995). */
const LAST_YEAR_OF_THIS_CENTURY_WRITTEN_SHORT = 40;

/** The dates a text writes in full, but a date of birth (which gives no other date its year). */
function fullDatesIn(text: string): TypedValue[] {
  return findTypedValues(text).filter((t) => t.kind === 'date' && t.date && !BIRTH_BEFORE.test(text.slice(Math.max(0, t.start - BIRTH_REACH), t.start)));
}

/**
 * "Dates: Apr 12-20, 2025": the periods a text writes with their year once, at the end, each as its end's date where
 * the whole period stands. Such a period gives its year to a range written after it without one ("… moves to the May
 * cohort, Sat May 3 through Sun May 11"), as its writer goes on without the year; not to one before it, which may be an
 * option weighed and passed over.
 */
function periodsWithYearIn(text: string, dated: TypedValue[]): TypedValue[] {
  return findDateRanges(text).flatMap((range) => {
    const end = findTypedValues(range.end).find((t) => t.kind === 'date' && t.date);
    return end && !dated.some((t) => t.start < range.stop && t.end > range.index) ? [{ ...end, start: range.index, end: range.stop }] : [];
  });
}

export function withYearsOfBareDates(written: string): string {
  // ("on the 14th of March, '07": the year in full, as the date readers read it.)
  written = written.replace(SHORT_YEAR_AFTER_MONTH, (_, before: string, year: string) => `${before}${Number(year) <= LAST_YEAR_OF_THIS_CENTURY_WRITTEN_SHORT ? 20 : 19}${year}`);
  // (A date of birth gives no other date its year: "Date of birth 03/12/1987 … I moved in on the first of June".)
  const dated = fullDatesIn(written);
  const periods = periodsWithYearIn(written, dated);
  if (dated.length === 0 && periods.length === 0) return written;
  // ("Class days are Mon 11/17 through Wed 11/19": a range of days written month/day, the year of the nearest full date.)
  written = written.replace(NUMERIC_DAY_RANGE, (whole: string, m1: string, d1: string, m2: string, d2: string, at: number) => {
    if (dated.length === 0 || Number(m1) > 12 || Number(m2) > 12 || Number(d1) > 31 || Number(d2) > 31 || dated.some((d) => at >= d.start && at < d.end)) return whole;
    const year = dated.reduce((best, d) => (Math.abs(d.start - at) < Math.abs(best.start - at) ? d : best)).date!.year;
    return `${m1}/${d1}/${year} through ${m2}/${d2}/${year}`;
  });
  // ("we're signing Saturday 6/21": a day written month/day after its weekday, the year of the nearest full date.)
  written = written.replace(WEEKDAY_MONTH_DAY, (whole: string, weekday: string, month: string, day: string, at: number) => {
    if (dated.length === 0 || Number(month) > 12 || Number(day) > 31 || dated.some((d) => at >= d.start && at < d.end)) return whole;
    const year = dated.reduce((best, d) => (Math.abs(d.start - at) < Math.abs(best.start - at) ? d : best)).date!.year;
    return `${weekday}${month}/${day}/${year}`;
  });
  // ("It's now Sept 15-19": a range of days under a month's name, the year of the nearest full date after its end, as
  // date-ranges.ts reads a range's year.)
  written = written.replace(MONTH_FIRST_WITHOUT_YEAR, (whole: string, range: string, at: number) => {
    const yeared = [...dated, ...periods.filter((period) => period.end <= at)];
    if (yeared.length === 0 || yeared.some((d) => at >= d.start && at < d.end)) return whole;
    const nearest = yeared.reduce((best, d) => (Math.abs(d.start - at) < Math.abs(best.start - at) ? d : best));
    // ("Date: Mon, Dec 8, 2025 … Maren is moved to the March session, March 16 through March 20": a move goes forward,
    // so a range earlier in the year than the day written before it is in the next year.)
    const first = findTypedValues(`${range}, ${nearest.date!.year}`).find((t) => t.kind === 'date')?.date;
    const movedForward = nearest.start < at && MOVED_TO.test(written.slice(Math.max(0, at - MOVE_REACH), at)) && first !== undefined && (first.month < nearest.date!.month || (first.month === nearest.date!.month && first.day < nearest.date!.day));
    return `${range}, ${nearest.date!.year + (movedForward ? 1 : 0)}`;
  });
  // ("on Friday the twentieth of June": the month first, as the reader below knows a bare date.)
  const text = written.replace(DAY_BEFORE_MONTH, (_, spoken: string | undefined, ordinal: string | undefined, month: string) => `${month} ${spoken ?? ordinal}`);
  const withYears = text.replace(BARE_MONTH_DAY, (whole: string, _monthDay: string, at: number) => {
    // A full date already written here ("October 1, 2025") is read as it is.
    if (dated.length === 0 || dated.some((d) => at >= d.start && at < d.end)) return whole;
    const nearest = dated.reduce((best, d) => (Math.abs(d.start - at) < Math.abs(best.start - at) ? d : best));
    const byNearness = [...dated].sort((a, b) => Math.abs(a.start - at) - Math.abs(b.start - at)).map((d) => d.date!.year);
    const completed = `${whole}, ${yearOfWeekday(text.slice(Math.max(0, at - WEEKDAY_REACH), at), whole, byNearness)}`;
    const date = findTypedValues(completed).find((t) => t.kind === 'date')?.date;
    // "I'll put December twelfth, so the twelfth of December 2026": the same day said again in full, close by, is
    // read there.
    const restated = date?.month === nearest.date!.month && date.day === nearest.date!.day && Math.abs(nearest.start - at) < RESTATED_WITHIN;
    if (!date || restated) return whole;
    return completed;
  });
  // (After a weekday, the dates written in full just above count too: "signing Saturday 6/21" … "sign Saturday the 21st".)
  // (Read once, and only when a weekday's ordinal day asks for them.)
  let datedNow: ReturnType<typeof fullDatesIn> | undefined;
  return withYears.replace(BARE_ORDINAL_DAY, (whole: string, word: string, day: string) => {
    // (Only after a weekday: "See you on the 30th" is not made the date "closing is September 30" got its year from.)
    const months = new Map((/day$/i.test(word) ? (datedNow ??= fullDatesIn(withYears)) : dated).filter((d) => d.date!.day === Number(day)).map((d) => [`${d.date!.year}-${d.date!.month}`, d.date!]));
    if (months.size !== 1) return whole;
    return `${word} ${formatDate([...months.values()][0]!, 'mmmm d, yyyy')}`;
  });
}

/**
 * "B3 / B4 - 12-01-2026 to 13-01-2026": a text whose hyphenated dates are written day first, as most of the world
 * writes them, shows it where one of them cannot be month first (13-01-2026). Its other numeric dates are then day
 * first too: "12-01-2026" is 12 January, not December 1. Each date that could be read either way is written with
 * dots, "12.01.2026", the way day-first countries write it and the date reader reads it (detect-values.ts); its
 * numbers stay as written. A text with a date that can only be month first (01/13/2026), or with none that settles
 * it, is left as written and read as US forms write dates. A dotted date written with spaces, "14. 5. 2025", as Czech,
 * Slovak and German writers space it, loses its spaces first, so no full stop in it ends a sentence.
 */
export function withDayFirstDatesDotted(text: string): string {
  text = text.replace(SPACED_DOTTED_DATE, '$1.$2.$3').replace(SLASHED_DATE_SAID_IN_WORDS, dottedWhenSaidDayFirst);
  // ("Date: 04/11/2025" and "The date is the Maltese way round, day first": a text that says the dates shown so far are
  // written day first has those dotted too; a date the writer gives after it, "please date it 06/09/2025", is theirs.)
  const said = text.search(DAY_FIRST_SAID);
  if (said >= 0) text = text.slice(0, said).replace(SLASHED_DATE, (whole: string, day: string, month: string, year: string) => (Number(day) <= 12 && Number(month) <= 12 && day !== month ? `${day}.${month}.${year}` : whole)) + text.slice(said);
  const dates = [...text.matchAll(NUMERIC_DATE)].map((m) => ({ first: Number(m[1]), second: Number(m[3]) }));
  const dayFirst = dates.some((d) => d.first > 12 && d.first <= 31 && d.second <= 12);
  const monthFirst = dates.some((d) => d.second > 12 && d.first <= 12);
  if (!dayFirst || monthFirst) return text;
  return text.replace(NUMERIC_DATE, (whole: string, day: string, _sep: string, month: string, year: string) =>
    Number(day) >= 1 && Number(day) <= 12 && Number(month) >= 1 && Number(month) <= 12 ? `${day}.${month}.${year}` : whole,
  );
}

/**
 * "12-01-2026": a numeric date with hyphens and its year in full, as Indian and many European writers type it.
 * (Dotted dates are read day first anyway; one with slashes, "01/03/2019", is left as written, the form's own
 * format deciding.)
 */
/**
 * "04/03/2025 (le 4 mars / 4 March)": a date with slashes whose words after it say which number is the day. Then it is
 * written dotted, and so read day first, whatever the text's other dates are.
 */
// ("11/03/2025   [we're in Portugal so that's 11 March, not November!]": or in a copyist's square brackets.)
const SLASHED_DATE_SAID_IN_WORDS = /(?<![\d/.])(\d{1,2})\/(\d{1,2})\/((?:19|20)\d{2})(?![\d/])(\s*\([^()\n]{3,60}\)|\s*\[[^[\]\n]{3,80}\])/g;
/** "4 March", "le 4 mars", "March 4th": a day and its month's name in a date's words. */
const DAY_AND_MONTH_NAMED = /(?<![\p{L}\d])(?:(\d{1,2})(?:st|nd|rd|th|er|\.)?\s+(?:de\s+)?(\p{L}{3,10}\.?)|(\p{L}{3,10}\.?)\s+(\d{1,2})(?:st|nd|rd|th)?)(?![\p{L}\d])/gu;

function dottedWhenSaidDayFirst(whole: string, first: string, second: string, year: string, words: string): string {
  const said = [...words.matchAll(DAY_AND_MONTH_NAMED)].map((m) => ({ day: Number(m[1] ?? m[4]), month: monthNumber((m[2] ?? m[3])!) }));
  const dayFirst = said.some((d) => d.month !== undefined && d.day === Number(first) && d.month === Number(second)) || weekdaySaysDayFirst(Number(first), Number(second), Number(year), words);
  // (A weekday alone in the brackets has said all it says: the date is read without it, as a date.)
  const remark = WEEKDAY_NAMED.test(words) && words.replace(WEEKDAY_NAMED, '').trim() === '' ? '' : words;
  return dayFirst && first !== second ? `${first}.${second}.${year}${remark}` : `${first}/${second}/${year}${remark}`;
}

/** "Monday" … "Sunday" in a date's words, with its number as `Date.getUTCDay` gives it (1). */
const WEEKDAY_NAMED = /^\s*[([]\s*(?:today|tomorrow|yesterday|the)?,?\s*(Sun|Mon|Tues?|Wed(?:nes)?|Thu(?:rs?)?|Fri|Sat(?:ur)?)(?:day)?\.?\s*[)\]]/i;
const WEEKDAY_NUMBER: Record<string, number> = { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 };

/** "Thursday", "Thurs", "thu" → 4, as `Date.getUTCDay` numbers the days; undefined for a word that names none. */
export function weekdayNumber(name: string): number | undefined {
  return WEEKDAY_NUMBER[name.slice(0, 3).toLowerCase()];
}

/** How far before a month and day its weekday may be written: "Saturday, the ". */
const WEEKDAY_REACH = 14;
/** "Saturday, ", "on Sat. the ": a weekday said right before a month and day. */
const WEEKDAY_BEFORE = /\b(Sun|Mon|Tues?|Wed(?:nes)?|Thu(?:rs?)?|Fri|Sat(?:ur)?)(?:day)?\.?,?\s+(?:the\s+)?$/i;

/**
 * "so the paper is dated that Saturday, October 11" under a slip dated 06/18/2024 and "they fixed it last year": the
 * year of the nearest full date, unless the weekday said before the day falls in the year after it or before it
 * instead (October 11 was a Saturday in 2025, a Friday in 2024).
 * ("her commission is good until 08/14/2028. First the appointment was Friday October 17, …, so now it is Tuesday,
 * October 21, 2025": where it falls in none of those, the year of the next nearest full date it falls in, 2025.)
 * (years: the years of the text's full dates, the nearest first.)
 */
function yearOfWeekday(before: string, monthDay: string, years: number[]): number {
  const nearestYear = years[0]!;
  const named = before.match(WEEKDAY_BEFORE);
  if (!named) return nearestYear;
  const weekday = weekdayNumber(named[1]!);
  const falls = (year: number) => findTypedValues(`${monthDay}, ${year}`).find((t) => t.kind === 'date')?.date;
  const fallsOnIt = (year: number) => {
    const date = falls(year);
    return date !== undefined && new Date(Date.UTC(year, date.month - 1, date.day)).getUTCDay() === weekday;
  };
  return [nearestYear, nearestYear + 1, nearestYear - 1, ...years].find(fallsOnIt) ?? nearestYear;
}

/**
 * "09/10/2025 (Thursday)": the weekday said after a date with slashes settles which number is the day, where only the
 * day-first reading falls on it (9 October 2025 was a Thursday, 10 September a Wednesday).
 */
function weekdaySaysDayFirst(first: number, second: number, year: number, words: string): boolean {
  const named = words.match(WEEKDAY_NAMED);
  if (!named || first > 12 || second > 12) return false;
  const weekday = weekdayNumber(named[1]!);
  const falls = (month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).getUTCDay() === weekday;
  return falls(second, first) && !falls(first, second);
}

/** "day first", "DD/MM/YYYY", "the day comes before the month": a text saying how its dates are written. */
const DAY_FIRST_SAID = /\bday[- ]first\b|\bdd[/.-]mm\b|\bday\s+(?:comes\s+)?(?:before|then)\s+(?:the\s+)?month\b/i;
/** "04/11/2025": a date with slashes and its year in full. */
const SLASHED_DATE = /(?<![\d/.])(\d{1,2})\/(\d{1,2})\/((?:19|20)\d{2})(?![\d/])/g;
/** "14. 5. 2025": day, month and year, each number ending in a dot and a space. */
const SPACED_DOTTED_DATE = /(?<![\d.])(\d{1,2})\. (\d{1,2})\. ((?:19|20)\d{2})(?!\d)/g;
const NUMERIC_DATE = /(?<![\d./-])(\d{1,2})(-)(\d{1,2})-((?:19|20)\d{2})(?![\d./-])/g;

/**
 * "this 3rd day of October, 2025", "on the 21st day of August 2025", "the 3rd day of October": a date in the words
 * of a deed or a notarial certificate, written as a form takes a date, "October 3, 2025" ("October 3" without a
 * year, which withYearsOfBareDates may then complete).
 */
const DAY_OF_MONTH_IN_DEED_WORDS = /\b(?:(?:this|the)\s+)?([12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?\s+day\s+of\s+(January|February|March|April|May|June|July|August|September|October|November|December)(?:,?\s+(?:in\s+the\s+year\s+)?((?:19|20)\d{2}))?\b/gi;

export function withDeedDatesWritten(text: string): string {
  return text.replace(DAY_OF_MONTH_IN_DEED_WORDS, (_whole: string, day: string, month: string, year?: string) => {
    const name = month[0]!.toUpperCase() + month.slice(1).toLowerCase();
    return year ? `${name} ${Number(day)}, ${year}` : `${name} ${Number(day)}`;
  });
}
