/**
 * Periods: the start and the end of a span of days, as the keys "start from begin" and "end to until" that
 * "Start Date" and "End Date" fields match.
 *
 * Written the way people write them: "March 9 through March 20, 2026", "March 2-13, 2026", "Mon 8 Feb to
 * Fri 12 Feb 2027", "30 March - 3 April 2026". The year is written once, at the end, so neither end is a date on
 * its own; this reads both ends whole ("March 9, 2026" and "March 20, 2026").
 *
 * When a sentence gives two periods, the last one counts: people give the old dates first ("it was announced for
 * March 2-13, 2026, but OPM moved it: it now runs March 9 through March 20, 2026").
 */

/** A month's name or its abbreviation: "March", "Sept.", "aug". */
export const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`;
const DAY = String.raw`\d{1,2}(?:st|nd|rd|th)?`;
/** A weekday's name or abbreviation before a date, if any: "Thursday ", "Tue., " (matched without case). */
export const WEEKDAY = String.raw`(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+)?`;
const BETWEEN = String.raw`\s*(?:-|–|—|to|through|thru|until|till)\s*`;

/** "March 9 through March 20, 2026", "March 2-13, 2026": month first, the year once at the end. */
const MONTH_FIRST = new RegExp(String.raw`\b${WEEKDAY}(${MONTH})\s+(${DAY})${BETWEEN}${WEEKDAY}(?:(${MONTH})\s+)?(${DAY}),?\s+(\d{4})\b`, 'gi');
/**
 * "Sept 15-19", "June 30 - July 3": a month-first period with no year after it (bare-dates.ts gives it the year of the
 * text's nearest full date). The month capitalised and whole ("market 5-7", "may 2-3 times" are none), and not a time
 * ("9-11 am") or a figure ("15-19.5").
 */
const MONTH_CAPITALISED = String.raw`(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?`;
// ("Sat May 3 through Sun May 11": the second end's weekday said too.)
export const MONTH_FIRST_WITHOUT_YEAR = new RegExp(String.raw`\b(${MONTH_CAPITALISED}\s+${DAY}${BETWEEN}(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\.?,?\s+)?(?:${MONTH_CAPITALISED}\s+)?${DAY})\b(?!,?\s*\d{4}|[\d/:]|\.\d|\s*(?:am|pm)\b)`, 'g');
/** "8 Feb to Fri 12 Feb 2027", "8-12 Feb 2027", "30 March - 3 April 2026": day first. */
const DAY_FIRST = new RegExp(String.raw`\b${WEEKDAY}(${DAY})(?:\s+(${MONTH}))?${BETWEEN}${WEEKDAY}(${DAY})\s+(${MONTH}),?\s+(\d{4})\b`, 'gi');

/** What stands between the two ends of a period of two whole dates: "to", "thru Fri", "–". */
// (And in the other languages the rules read: "du 01/03/2019 au 31/12/2019", "vom … bis zum …", "del … al …".)
const BETWEEN_WHOLE_DATES = new RegExp(String.raw`^(?:${BETWEEN}|\s+(?:au|bis(?:\s+zum)?|al|hasta(?:\s+el)?)\s+)(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s*)?$`, 'i');

/** The keys a period's two ends are given under. */
export const PERIOD_START_KEY = 'start from begin';
export const PERIOD_END_KEY = 'end to until';

const MONTH_NUMBER: Record<string, number> = { jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12 };

export interface DateRange {
  /** Each end written whole, month first: "March 9, 2026". */
  start: string;
  end: string;
  /** Where the period starts in the sentence. */
  index: number;
  /** Where it ends: just after the year written once. */
  stop: number;
}

function monthOf(word: string): number {
  return MONTH_NUMBER[word.toLowerCase().slice(0, 3)] ?? 0;
}

function whole(month: string, day: string, year: number): string {
  return `${month.replace(/\.$/, '')} ${day.replace(/\D+$/, '')}, ${year}`;
}

/** The periods a sentence gives, in order. */
export function findDateRanges(sentence: string): DateRange[] {
  const ranges: DateRange[] = [];
  const add = (startMonth: string, startDay: string, endMonth: string, endDay: string, year: string, index: number, stop: number) => {
    const y = Number(year);
    // "Dec 28 - Jan 3, 2027": the period began the year before.
    const startYear = monthOf(startMonth) > monthOf(endMonth) ? y - 1 : y;
    ranges.push({ start: whole(startMonth, startDay, startYear), end: whole(endMonth, endDay, y), index, stop });
  };
  for (const m of sentence.matchAll(MONTH_FIRST)) add(m[1]!, m[2]!, m[3] ?? m[1]!, m[4]!, m[5]!, m.index ?? 0, (m.index ?? 0) + m[0].length);
  for (const m of sentence.matchAll(DAY_FIRST)) add(m[2] ?? m[4]!, m[1]!, m[4]!, m[3]!, m[5]!, m.index ?? 0, (m.index ?? 0) + m[0].length);
  return ranges.sort((a, b) => a.index - b.index);
}

/** The period a sentence settles on: its last one, but for one it says was the old ("now Sept 15-19 (was Sept 8-12)"). */
export function lastDateRange(sentence: string): DateRange | undefined {
  const ranges = findDateRanges(sentence);
  const own = ranges.filter((range) => !namedAsOtherPeriod(sentence, range.index));
  return own.filter((range) => !OLD_PERIOD_BEFORE.test(sentence.slice(0, range.index))).at(-1) ?? own.at(-1);
}
/**
 * "OPEN SEASON 11/10/25 - 12/08/25", "pay period 10/26/25 - 11/08/25" on a pasted pay statement: a period named just
 * before it as a payroll or benefits one starts and ends nothing a form asks about (a course, a stay, a job).
 */
const OTHER_PERIOD_NAMED = /\b(?:open\s+season|pay\s+period|leave\s+year|enrollment\s+period|plan\s+year|billing\s+period|statement\s+period)\b[\s:]*(?:is|was|runs|from)?\s*$/i;
const OTHER_PERIOD_REACH = 30;

/** Whether the words just before `at` name the period starting there as a payroll or benefits one. */
function namedAsOtherPeriod(text: string, at: number): boolean {
  return OTHER_PERIOD_NAMED.test(text.slice(Math.max(0, at - OTHER_PERIOD_REACH), at));
}
/** "(was ", "not ", "instead of ": words before a period that set it aside. */
const OLD_PERIOD_BEFORE = /(?:\bwas|\bnot|\binstead of|\brather than)\s*$/i;

/**
 * "2025-04-07 to 2025-04-11", "Mon 6/9/25 thru Fri 6/13/25": of the whole dates a text holds, those that start
 * and end a period, with the key each is given under.
 */
export function periodEnds<T extends { kind: string; start: number; end: number }>(text: string, typed: T[]): Map<T, string> {
  const out = new Map<T, string>();
  const dates = typed.filter((t) => t.kind === 'date');
  for (let i = 0; i + 1 < dates.length; i++) {
    const a = dates[i]!;
    const b = dates[i + 1]!;
    if (BETWEEN_WHOLE_DATES.test(text.slice(a.end, b.start)) && !namedAsOtherPeriod(text, a.start)) {
      out.set(a, PERIOD_START_KEY);
      out.set(b, PERIOD_END_KEY);
    }
  }
  return out;
}
