/**
 * Writing a value the way the field expects it: dates in the field's own format, digits only where the
 * field's keystroke script accepts nothing else, units dropped where the label already states them.
 */
import type { CalendarDate } from './detect-values.js';

const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
];

/**
 * "20040809" (OFX, X12, LDIF, a transcript's stamp, time after it allowed) or "2004-08-09" (CSV, ISO) → "08/09/2004",
 * as a US form writes dates; anything else as it is.
 */
export function usDateOfYearFirst(date: string): string {
  const m = date.match(/^(\d{4})-?(\d{2})-?(\d{2})/);
  return m ? formatDate({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }, 'mm/dd/yyyy') : date;
}

/** Formats a date with Acrobat's AFDate tokens: yyyy, yy, mmmm, mmm, mm, m, dd, d (others copied as is). */
export function formatDate(date: CalendarDate, format: string): string {
  let out = '';
  let i = 0;
  while (i < format.length) {
    const rest = format.slice(i);
    const token = /^(yyyy|yy|mmmm|mmm|mm|m|dd|d)/.exec(rest)?.[1];
    if (!token) {
      out += format[i];
      i++;
      continue;
    }
    out += renderToken(date, token);
    i += token.length;
  }
  return out;
}

function renderToken(date: CalendarDate, token: string): string {
  switch (token) {
    case 'yyyy':
      return String(date.year).padStart(4, '0');
    case 'yy':
      return String(date.year % 100).padStart(2, '0');
    case 'mmmm':
      return MONTH_NAMES[date.month - 1] ?? '';
    case 'mmm':
      return (MONTH_NAMES[date.month - 1] ?? '').slice(0, 3);
    case 'mm':
      return String(date.month).padStart(2, '0');
    case 'm':
      return String(date.month);
    case 'dd':
      return String(date.day).padStart(2, '0');
    default:
      return String(date.day);
  }
}

/**
 * The date as written but without its year ("June 14, 2025" → "June 14"), for "____, 20__" layouts. A date
 * written in digits is given its month's name ("07/02/2025" → "July 2"): a bare "7/2" before ", 20 25" reads as
 * a fraction, and is not how people fill such a line.
 */
export function withoutYear(written: string, date: CalendarDate): string {
  const stripped = written.replace(/,?\s*\d{4}\s*$/, '').trim();
  // ("6. December 2025": a day with a stop before its month is written the way the line reads, "December 6".)
  if (stripped !== written.trim() && /\p{L}/u.test(stripped) && !/^\d{1,2}\.\s/.test(stripped)) return stripped;
  return `${MONTH_NAMES[date.month - 1] ?? date.month} ${date.day}`;
}

export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** "31.860,00", "500,00": an amount written with a decimal comma, as most of Europe writes it. */
const DECIMAL_COMMA = /(?<![\d.,])(\d{1,3}(?:[.\u00a0\u202f ]\d{3})+|\d+),(\d{1,2})(?![\d.,])/;

/**
 * "$2,395.00" → "2395.00" for fields with a number format that accepts only a plain number; "3.912,45" →
 * "3912.45" too.
 */
export function plainNumber(text: string): string {
  const european = text.match(DECIMAL_COMMA);
  if (european) return `${european[1]!.replace(/[.\u00a0\u202f ]/g, '')}.${european[2]!}`;
  const m = text.replace(/,/g, '').match(/-?\d+(?:\.\d+)?/);
  return m ? m[0] : text;
}

/** An amount as written ("$1,404.00", "624.00") in whole cents; 0 for what is no amount. */
export function centsOf(amount: string): number {
  return Math.round(Number(amount.replace(/[$,\s]/g, '')) * 100) || 0;
}

/** Whole cents as US dollars are written, with thousands' commas and two decimals: 152400 → "1,524.00". */
export function dollarsOfCents(cents: number): string {
  return (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/**
 * A plain number as a field's AFNumber_Format shows it: separator styles 2 and 3 write the decimal with a comma
 * ("3912,45"); the others with a point.
 */
export function withFieldDecimal(plain: string, formatAction: string | null): string {
  const style = formatAction?.match(/AFNumber_Format\(\s*\d+\s*,\s*(\d)/)?.[1];
  return style === '2' || style === '3' ? plain.replace(/^(-?\d+)\.(\d+)$/, '$1,$2') : plain;
}

/** Metric lengths and masses (and pounds) in their dimension's base unit. */
const UNIT_SIZES: Record<string, { dimension: 'length' | 'mass'; size: number }> = {
  mm: { dimension: 'length', size: 0.001 },
  cm: { dimension: 'length', size: 0.01 },
  m: { dimension: 'length', size: 1 },
  km: { dimension: 'length', size: 1000 },
  g: { dimension: 'mass', size: 0.001 },
  kg: { dimension: 'mass', size: 1 },
  lb: { dimension: 'mass', size: 0.45359237 },
  lbs: { dimension: 'mass', size: 0.45359237 },
};

/**
 * "1,65 m" for a field in centimetres is "165": a measure converted to the unit the field states, as a plain
 * number with at most two decimals. A decimal comma counts when one or two digits follow it. Undefined when
 * either unit is unknown or they measure different things.
 */
export function convertMeasure(value: string, from: string, to: string): string | undefined {
  const source = UNIT_SIZES[from.toLowerCase()];
  const target = UNIT_SIZES[to.toLowerCase()];
  if (!source || !target || source.dimension !== target.dimension) return undefined;
  const number = value.match(/\d+(?:[.,]\d+)*/)?.[0];
  if (!number) return undefined;
  const amount = Number(/,\d{1,2}$/.test(number) ? number.replace(/\./g, '').replace(',', '.') : number.replace(/,/g, ''));
  if (!Number.isFinite(amount)) return undefined;
  return String(Math.round(((amount * source.size) / target.size) * 100) / 100);
}

/**
 * "3 feet 1 inch", "6 ft 2 in" are written the way height boxes take them, 3'1" and 6'2"; a height already in
 * that notation, or in one unit, is left as written.
 */
export function compactHeight(value: string): string {
  const m = value.trim().match(/^(\d)\s*(?:feet|foot|ft\.?)\s*(?:and\s+)?(\d{1,2})\s*(?:inch(?:es)?|in\.?)?$/i);
  return m ? `${m[1]}'${m[2]}"` : value;
}

/** "2'11", typed without the inch mark, is 2'11"; any other height is left as written. */
export function heightWithInchMark(value: string): string {
  const m = value.trim().match(/^(\d)\s*['’]\s*(\d{1,2})$/);
  return m ? `${m[1]}'${m[2]}"` : value;
}

/** "5 ft 9 in", 5'9", "5 feet 9", "64.5 in" for a box in centimetres: 175, 164; undefined for anything else. */
export function heightInCentimetres(value: string): string | undefined {
  // ("64.5 in": a height in inches alone, as a clinic's record gives it.)
  const inches = value.trim().match(INCHES_ALONE);
  if (inches && Number(inches[1]) >= MIN_HEIGHT_INCHES && Number(inches[1]) <= MAX_HEIGHT_INCHES) return String(Math.round(Number(inches[1]) * CM_PER_INCH));
  const m = value.trim().match(FEET_AND_INCHES);
  const feet = m ? (FEET_WORDS[m[1]!.toLowerCase()] ?? Number(m[1])) : 0;
  return m ? String(Math.round((feet * 12 + Number(m[2] ?? 0)) * CM_PER_INCH)) : undefined;
}

/** "94 cm", "1.78 m" for a box in feet and inches, as the writer asks: 3'1", 5'10"; undefined for anything else. */
export function heightInFeetAndInches(value: string): string | undefined {
  const metric = value.trim().match(/^(\d+(?:[.,]\d+)?)\s*(m|cm)$/i);
  if (!metric) return undefined;
  const inches = Math.round(Number(convertMeasure(value, metric[2]!, 'cm')) / CM_PER_INCH);
  return `${Math.floor(inches / 12)}'${inches % 12}"`;
}

/** A height in feet and inches, as people give theirs ("six foot" in words too). */
// ("5 ft 3.5 in": the inches may have a half.)
const FEET_AND_INCHES = /^([4-7]|four|five|six|seven)\s*(?:'|’|ft\.?|feet|foot)\s*(?:(\d{1,2}(?:\.\d{1,2})?)\s*(?:"|”|''|in\.?|inches)?)?$/i;
const FEET_WORDS: Record<string, number> = { four: 4, five: 5, six: 6, seven: 7 };
const CM_PER_INCH = 2.54;
/** "64.5 in", "70 inches": a height in inches alone. */
const INCHES_ALONE = /^(\d{2}(?:\.\d+)?)\s*(?:"|”|in\.?|inches)$/i;
/** The heights in inches a person's can be (3 ft 4 in to 8 ft): a number outside them is no person's height. */
const MIN_HEIGHT_INCHES = 40;
const MAX_HEIGHT_INCHES = 96;

/** "41 years old" is an age of 41: an age box takes the count of years. */
export function plainAge(value: string): string {
  // ("She's 34, 4'2\" and about 40 lb": an answer that says the age first, in a sentence, gives that number.)
  const said = value.trim().match(/^(?:(?:s?he|they|I)['’](?:s|m|re)|(?:s?he|I|they)\s+(?:is|am|are))\s+(\d{1,3})(?:\s*(?:years?|yrs?\.?)(?:\s+old)?)?(?=\s*(?:[,;.(]|$))/i);
  if (said) return said[1]!;
  return value.trim().replace(/^(\d{1,3})\s*(?:years?|yrs?\.?)(?:\s+old)?$/i, '$1');
}

/** "38 pounds" is 38 lb and "70 kilos" 70 kg: a weight's unit spelt out is written as its symbol ("lbs" stays). */
export function abbreviatedWeight(value: string): string {
  return value.replace(/\s*\b(?:pounds?)\b\.?$/i, ' lb').replace(/\s*\b(?:kilos?|kilograms?)\b\.?$/i, ' kg');
}

/**
 * "Enter the applicant's type of appointment (e.g., Career Conditional (CC), Career (C), Temporary (Temp.),
 * Schedule A, etc.)": the values a box's description gives as examples, each with the short form in brackets.
 */
export function examplesIn(description: string): { name: string; short?: string }[] {
  const listed = description.match(/\b(?:e\.g\.|for example|such as)\s*,?\s*(.+)$/i)?.[1];
  if (!listed) return [];
  const out: { name: string; short?: string }[] = [];
  // (Commas inside brackets belong to the example: none here, but "Temporary (Temp.)" keeps its full stop.)
  for (const part of listed.split(/,\s*|\s+or\s+/)) {
    const m = part.trim().match(/^([\p{L}][\p{L}\d '’-]{1,40}?)\s*(?:\(([^()]{1,12})\))?[.)]*$/u);
    if (!m || /^etc\b/i.test(m[1]!)) continue;
    out.push({ name: m[1]!.trim(), ...(m[2] ? { short: m[2].replace(/\.$/, '') } : {}) });
  }
  return out;
}

const spellingKey = (text: string) => text.toLowerCase().replace(/\s*\([^()]*\)/g, '').replace(/[^\p{L}\p{N}]+/gu, '');

/** Whether a value is a name's words, some of them cut short ("Career-Cond." of "Career Conditional"). */
function cutShortFrom(value: string, name: string): boolean {
  const words = value.trim().toLowerCase().split(/[\s-]+/);
  const full = name.toLowerCase().split(/[\s-]+/);
  if (words.length !== full.length) return false;
  const cut = words.map((w) => w.replace(/\.$/, ''));
  return cut.every((w, i) => w.length >= 3 && full[i]!.startsWith(w)) && cut.some((w, i) => w !== full[i]);
}

/**
 * "career-conditional", "Career-Conditional (SCD 06/2022)", "CC": a value that is one of the examples a box's
 * description gives, typed in lower case, with a remark or as the short form, is written the way the description
 * spells it. Undefined otherwise (a value capitalised as written stands).
 */
export function spelledAsExample(value: string, description: string): string | undefined {
  const key = spellingKey(value);
  if (key === '') return undefined;
  // ("Career-Cond.": an example's words cut short, one by one, is the example.)
  const shortened = examplesIn(description).find((e) => cutShortFrom(value, e.name));
  if (shortened) return shortened.name;
  // ("Career-Conditional", capitalised as a name is: the writer's spelling stands.)
  const written = value.trim();
  const asWritten = /\p{Lu}/u.test(written) && !/\(/.test(written) && !/^\p{Lu}{1,5}$/u.test(written);
  if (asWritten) return undefined;
  const example = examplesIn(description).find((e) => spellingKey(e.name) === key || (e.short !== undefined && spellingKey(e.short) === key && value.trim() === e.short));
  return example && example.name !== value ? example.name : undefined;
}

