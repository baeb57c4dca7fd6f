/**
 * A day named by a US public holiday, as people write it in notes and messages: "the Thursday after Veterans Day",
 * "the day after Thanksgiving", "on Labor Day", "the Monday before Memorial Day". Read as the date it is, in the
 * holiday's next occurrence on or after the day the words were written ("last edited November 4, 2025" → Veterans
 * Day is November 11, 2025; the Thursday after it November 13, 2025). A plain function of a text and that day.
 */
import type { CalendarDate } from './detect-values.js';
import { formatDate } from './format-value.js';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** The holidays, each as the day it falls on in a year. */
const HOLIDAYS: { name: RegExp; on: (year: number) => CalendarDate }[] = [
  { name: /new\s+year['’]?s\s+day/, on: (year) => ({ year, month: 1, day: 1 }) },
  { name: /(?:martin\s+luther\s+king(?:,?\s+jr\.?)?|mlk)\s+day/, on: (year) => nthWeekday(year, 1, 1, 3) },
  { name: /presidents['’]?\s+day|washington['’]?s\s+birthday/, on: (year) => nthWeekday(year, 2, 1, 3) },
  { name: /memorial\s+day/, on: (year) => lastWeekday(year, 5, 1) },
  { name: /juneteenth/, on: (year) => ({ year, month: 6, day: 19 }) },
  { name: /independence\s+day|(?:the\s+)?fourth\s+of\s+july|july\s+4th/, on: (year) => ({ year, month: 7, day: 4 }) },
  { name: /labou?r\s+day/, on: (year) => nthWeekday(year, 9, 1, 1) },
  { name: /columbus\s+day|indigenous\s+peoples['’]?\s+day/, on: (year) => nthWeekday(year, 10, 1, 2) },
  { name: /veterans['’]?\s+day/, on: (year) => ({ year, month: 11, day: 11 }) },
  { name: /thanksgiving(?:\s+day)?/, on: (year) => nthWeekday(year, 11, 4, 4) },
  { name: /christmas\s+eve/, on: (year) => ({ year, month: 12, day: 24 }) },
  { name: /christmas(?:\s+day)?/, on: (year) => ({ year, month: 12, day: 25 }) },
  { name: /new\s+year['’]?s\s+eve/, on: (year) => ({ year, month: 12, day: 31 }) },
];

const HOLIDAY_NAMES = HOLIDAYS.map((h) => h.name.source).join('|');
/** "the Thursday after Veterans Day", "the day before Thanksgiving", "on Labor Day": a day said by a holiday. */
const DAY_BY_HOLIDAY = new RegExp(
  String.raw`\b(?:(?:the\s+)?(day|${WEEKDAYS.join('|')})\s+(after|before)\s+|on\s+)(${HOLIDAY_NAMES})\b`,
  'gi',
);

/** The text with each day it names by a holiday written as its date, read from `written`, the day it was written. */
export function withHolidaysDated(text: string, written: CalendarDate): string {
  return text.replace(DAY_BY_HOLIDAY, (whole, day: string | undefined, side: string | undefined, name: string) => {
    const holiday = HOLIDAYS.find((h) => new RegExp(`^(?:${h.name.source})$`, 'i').test(name));
    if (!holiday) return whole;
    let date = holiday.on(written.year);
    if (serial(date) < serial(written)) date = holiday.on(written.year + 1);
    const said = day === undefined ? date : dayBeside(date, day.toLowerCase(), side!.toLowerCase() === 'after');
    return `${whole.startsWith('on') || whole.startsWith('On') ? 'on ' : ''}${formatDate(said, 'mmmm d, yyyy')}`;
  });
}

/** The day after or before a date ("day"), or the first given weekday after or before it. */
function dayBeside(date: CalendarDate, day: string, after: boolean): CalendarDate {
  const step = after ? 1 : -1;
  let at = serial(date) + step;
  if (day !== 'day') while (weekdayOf(at) !== WEEKDAYS.indexOf(day)) at += step;
  return ofSerial(at);
}

/** The nth given weekday (0 = Sunday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, n: number): CalendarDate {
  const first = serial({ year, month, day: 1 });
  const offset = (weekday - weekdayOf(first) + 7) % 7;
  return ofSerial(first + offset + 7 * (n - 1));
}

/** The last given weekday of a month. */
function lastWeekday(year: number, month: number, weekday: number): CalendarDate {
  const last = serial({ year, month: month + 1, day: 1 }) - 1;
  return ofSerial(last - ((weekdayOf(last) - weekday + 7) % 7));
}

/** Days since 1 January 1970 (UTC). */
function serial(date: CalendarDate): number {
  return Math.round(Date.UTC(date.year, date.month - 1, date.day) / 86_400_000);
}
function ofSerial(days: number): CalendarDate {
  const d = new Date(days * 86_400_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}
function weekdayOf(days: number): number {
  return new Date(days * 86_400_000).getUTCDay();
}
