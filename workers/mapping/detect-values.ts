/**
 * Detectors for typed values: each finds its kind of value in free text, with its position, so the words just
 * before it can serve as its key ("my SSN is 521-44-9087").
 */

import { isNegated } from './normalize-text.js';

export type ValueKind = 'email' | 'url' | 'ssn' | 'ein' | 'phone' | 'date' | 'money' | 'zip' | 'number' | 'boolean';

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export interface TypedValue {
  kind: ValueKind;
  /** The text as written. */
  text: string;
  start: number;
  end: number;
  /** Parsed date, for kind 'date'. */
  date?: CalendarDate;
  /** Digits only, for phones, SSNs, EINs and ZIP codes. */
  digits?: string;
  /** A unit written after a number ("168 cm"), lower case. */
  unit?: string;
}

const MONTHS: Record<string, number> = {
  jan: 1, january: 1, feb: 2, february: 2, mar: 3, march: 3, apr: 4, april: 4, may: 5, jun: 6, june: 6,
  jul: 7, july: 7, aug: 8, august: 8, sep: 9, sept: 9, september: 9, oct: 10, october: 10, nov: 11,
  november: 11, dec: 12, december: 12,
};
const MONTH = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const ORD = '(?:st|nd|rd|th)?';
/** Months in Spanish, French, German, Italian, Portuguese and Catalan, for dates written day first in those languages. */
const FOREIGN_MONTHS: Record<string, number> = {
  enero: 1, febrero: 2, marzo: 3, abril: 4, mayo: 5, junio: 6, julio: 7, agosto: 8, septiembre: 9, setiembre: 9, octubre: 10, noviembre: 11, diciembre: 12,
  janvier: 1, février: 2, fevrier: 2, mars: 3, avril: 4, mai: 5, juin: 6, juillet: 7, août: 8, aout: 8, septembre: 9, octobre: 10, novembre: 11, décembre: 12, decembre: 12,
  januar: 1, februar: 2, märz: 3, maerz: 3, juni: 6, juli: 7, oktober: 10, dezember: 12,
  gennaio: 1, febbraio: 2, aprile: 4, maggio: 5, giugno: 6, luglio: 7, settembre: 9, ottobre: 10, dicembre: 12,
  janeiro: 1, fevereiro: 2, março: 3, marco: 3, maio: 5, junho: 6, julho: 7, setembro: 9, outubro: 10, novembro: 11, dezembro: 12,
  gener: 1, febrer: 2, març: 3, maig: 5, juny: 6, juliol: 7, desembre: 12,
};
/** A month's number from its name in English or one of the languages above ("March", "mars", "Sept."), if it is one. */
export function monthNumber(word: string): number | undefined {
  const w = word.toLowerCase().replace(/\.$/, '');
  return MONTHS[w] ?? FOREIGN_MONTHS[w];
}
/** "9 de noviembre de 1990", "le 27 février 2020", "12. März 2024", "1° luglio 2025": day, month's name, year. */
// ("14 d'octubre de 2025": in Catalan, "d'" before a vowel.)
const DATE_FOREIGN = new RegExp(String.raw`(?<![\p{L}\d])(\d{1,2})(?:\.|er|°)?\s+(?:de\s+|d['’])?(${Object.keys(FOREIGN_MONTHS).join('|')})(?:\s+(?:de|del))?\s+(\d{4})\b`, 'giu');

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const URL = /\b(?:https?:\/\/|www\.)[^\s,;()<>"]+[^\s,;()<>".]/gi;
// ("SSN 528 - 71 - 0463": typed with spaces around its dashes.)
const SSN = /\b\d{3}(?:-|\s-\s)\d{2}(?:-|\s-\s)\d{4}\b/g;
// ("SSN 527 61 4408": groups parted by single spaces are an SSN only right after its key, since other numbers are
// written in groups too.)
const SSN_SPACED = /(?<=\b(?:SSN|SS#|social security(?: number| no\.?| #)?|soc(?:ial)? sec(?:urity)?(?: no\.?| number| #)?)[#:.]?\s{1,3}(?:is\s+)?)\d{3} \d{2} \d{4}\b/gi;
const EIN = /\b\d{2}-\d{7}\b/g;
// (Not the end of a longer code in groups: "PIN 14-20-412-031-1002".)
const PHONE =
  /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)\s?|(?<!\d-)\b\d{3}[\s.-])\d{3}[\s.-]?\d{4}\b(?!-\d)(?:,?\s*(?:ext\.?|x|extension)\s*\d{1,6}\b)?|\+\d{1,3}(?:[\s.-]?\d{1,4}){2,5}\b/gi;
const DATE_ISO = /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g;
// ("14-05-2025": with hyphens only with the whole year, so codes in groups of digits are not read as dates.)
const DATE_NUMERIC = /\b(\d{1,2})[/.](\d{1,2})[/.](\d{4}|\d{2})\b|(?<![\d-])(\d{1,2})-(\d{1,2})-((?:19|20)\d{2})\b(?!-)/g;
// ("the 14th day of March, 2025", as deeds and affidavits date themselves.)
// ("9. April 2025": a German day's number ends in a full stop, before a month English spells the same.)
const DATE_DMY = new RegExp(`\\b(\\d{1,2})(?:${ORD}|\\.)(?:\\s+day)?(?:\\s+of)?\\s+${MONTH},?\\s+(\\d{4})\\b`, 'gi');
/** "24-Mar-2009", "24-MAR-09": a statement's or a database's day, month's abbreviation and year, hyphenated. */
const DATE_DMY_HYPHENATED = new RegExp(`\\b(\\d{1,2})-${MONTH}-(\\d{4}|\\d{2})\\b`, 'gi');
/**
 * "09 MAR 26": the military's day, month in capitals and year of two digits, as orders and travel systems print them.
 * (Only in capitals and with two digits each side: "4 May 15 items" is no date.)
 */
const DATE_DMY_MILITARY = /(?<![\d/:.-])(\d{2})\s(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)\s(\d{2})(?![\d/:-]|\.\d|\s*(?:%|hours?|hrs?|items?|pcs))/g;
/** "March 9th 2025", "Oct 18, 2025", "Oct 18 (2025)". */
const DATE_MDY = new RegExp(`\\b${MONTH}\\s+(\\d{1,2})${ORD},?\\s+\\(?(\\d{4})\\b\\)?`, 'gi');
/**
 * "$25", "1,140", "486.20", a unit price "$26.1875", and any number followed by its currency ("450 dollars",
 * "1140 USD"); amounts with a decimal comma ("31.860,00", and "500,00" at the end of its clause or before its
 * currency).
 */
// ("cash, $400, but …": the comma after an amount is the sentence's.)
// ("52 340,00 €": French and Luxembourg texts group thousands with a space before a decimal comma and the euro sign.)
// (Not a measure with its unit spelt out: "1.71 metres in height".)
// (Nor the front of a longer number: "1,284.337" fund shares.)
const MONEY = /(?:[$€£]\s?\d(?:[\d,]*\d)?(?:\.\d{1,4})?(?!\.?\d)|(?<![\d.,])\d{1,3}(?:\.\d{3})+,\d{2}(?![\d.,])|(?<![\d.,])\d{1,3}(?:[ \u00a0\u202f]\d{3})+,\d{2}(?![\d.,])(?=\s*(?:€|eur|euros?\b))|(?<![\d.,])\d+,\d{2}(?![\d.,])(?=\s*(?:€|eur|euros?\b|\(|$|[;\n]))|\b\d{1,3}(?:,\d{3})+(?:\.\d{2})?\b(?![.,]\d)|\b\d+\.\d{2}\b(?!\s?(?:cm|mm|km|kg|lbs?|g|ft|in|m|%|met(?:er|re)s?|centimet(?:er|re)s?|kilo(?:gram(?:me)?)?s?|inches|feet)(?![a-z]))|\b\d[\d,]*(?:\.\d{1,2})?(?=\s?(?:usd|eur|gbp|dollars?|euros?|bucks)\b))(?:\s?(?:usd|eur|gbp|dollars?|euros?|bucks))?/gi;
// (Not the digits of a code: "CF-55817".)
// ("payroll #40217", "No. 40217": a number after a number sign is an identifier, never a ZIP.)
const ZIP = /(?<![\w-])(?<!#\s?|\bNo\.\s?)\d{5}(?:-\d{4})?\b/g;
// ("in" is inches only at the end of its clause: "48213309 in case anyone asks" is a number and a preposition.)
/** The letters of a form's number before it: "SF 182", "OF 306", "DD 214", "Form 1040". */
const FORM_NUMBER_BEFORE = /\b(?:SF|OF|DD|DA|AF|Form)\s+$/;
// (Nor the number in a union local's or a lodge's name: "AFGE Local 2145".)
const NUMBER = /(?<![\w.-])(?<!\b(?:Local|Lodge|Chapter|Troop|Precinct) )\d+(?:[.,]\d+)?(?:\s?(cm|mm|km|kg|lbs?|g|ft|in(?=\s*(?:[.,;)]|$))|m|hours?|hrs?|minutes?|mins?|years?|yrs?|days?|weeks?|months?|%))?(?![\w-])/gi;
const BOOLEAN = /^(yes|no|y|n|true|false|checked|unchecked|on|off|x)$/i;

/** Finds every typed value in the text. Overlaps are resolved in favour of the more specific kind. */
export function findTypedValues(text: string): TypedValue[] {
  const found: TypedValue[] = [];
  const taken: [number, number][] = [];
  const free = (start: number, end: number): boolean => taken.every(([s, e]) => end <= s || start >= e);
  const add = (value: TypedValue): void => {
    if (!free(value.start, value.end)) return;
    taken.push([value.start, value.end]);
    found.push(value);
  };

  for (const m of text.matchAll(EMAIL)) add(at('email', m));
  for (const m of text.matchAll(URL)) add(at('url', m));
  for (const m of text.matchAll(SSN)) add({ ...at('ssn', m), digits: m[0].replace(/\D/g, '') });
  for (const m of text.matchAll(SSN_SPACED)) add({ ...at('ssn', m), digits: m[0].replace(/\D/g, '') });
  for (const m of text.matchAll(EIN)) add({ ...at('ein', m), digits: m[0].replace(/\D/g, '') });
  for (const m of text.matchAll(DATE_ISO)) addDate(m, +m[1]!, +m[2]!, +m[3]!);
  for (const m of text.matchAll(DATE_DMY)) addDate(m, +m[3]!, MONTHS[m[2]!.toLowerCase().replace('.', '')] ?? 0, +m[1]!);
  for (const m of text.matchAll(DATE_DMY_HYPHENATED)) addDate(m, fullYear(+m[3]!), MONTHS[m[2]!.toLowerCase().replace('.', '')] ?? 0, +m[1]!);
  for (const m of text.matchAll(DATE_MDY)) addDate(m, +m[3]!, MONTHS[m[1]!.toLowerCase().replace('.', '')] ?? 0, +m[2]!);
  for (const m of text.matchAll(DATE_DMY_MILITARY)) addDate(m, fullYear(+m[3]!), MONTHS[m[2]!.toLowerCase()] ?? 0, +m[1]!);
  for (const m of text.matchAll(DATE_FOREIGN)) addDate(m, +m[3]!, FOREIGN_MONTHS[m[2]!.toLowerCase()] ?? 0, +m[1]!);
  for (const m of text.matchAll(DATE_NUMERIC)) {
    // Numeric dates are read month first, as US forms write them, unless the first number cannot be a month
    // or the date is written with dots, as day-first countries write it ("09.10.2025" is 9 October).
    const a = +(m[1] ?? m[4])!;
    const b = +(m[2] ?? m[5])!;
    const year = fullYear(+(m[3] ?? m[6])!);
    const dotted = m[0].includes('.');
    if ((a > 12 || dotted) && b <= 12) addDate(m, year, b, a);
    else addDate(m, year, a, b);
  }
  for (const m of text.matchAll(PHONE)) {
    const digits = m[0].replace(/(?:ext\.?|x|extension)\s*\d+$/i, '').replace(/\D/g, '');
    if (digits.length >= 10 && digits.length <= 15) add({ ...at('phone', m), digits });
  }
  for (const m of text.matchAll(MONEY)) add(at('money', m));
  for (const m of text.matchAll(ZIP)) add({ ...at('zip', m), digits: m[0].replace(/\D/g, '') });
  for (const m of text.matchAll(NUMBER)) {
    // "on line 5", "lines 8 and 10": the form's lines the text points at, not values.
    if (LINE_REFERENCE_BEFORE.test(text.slice(Math.max(0, (m.index ?? 0) - 30), m.index))) continue;
    // ("the SF 182 for that course", "Form 1040": a form's number, as a transcript writes it without its hyphen.)
    if (FORM_NUMBER_BEFORE.test(text.slice(Math.max(0, (m.index ?? 0) - 10), m.index))) continue;
    const value = at('number', m);
    if (m[1]) value.unit = m[1].toLowerCase();
    add(value);
  }
  return found.sort((a, b) => a.start - b.start);

  function addDate(m: RegExpMatchArray, year: number, month: number, day: number): void {
    const date = { year, month, day };
    if (isValidDate(date)) add({ ...at('date', m), date });
  }
}

const LINE_REFERENCE_BEFORE = /\b(?:lines?|ln|steps?)\s+(?:\d{1,2}[a-z]?\s*(?:,|and|&|or)\s*)*$/i;

/** The kinds a whole value (not a sentence) could be. */
export function classifyValue(value: string): TypedValue | undefined {
  const trimmed = value.trim();
  if (BOOLEAN.test(trimmed)) return { kind: 'boolean', text: trimmed, start: 0, end: trimmed.length };
  const typed = findTypedValues(trimmed);
  const whole = typed.find((t) => t.start === 0 && t.end === trimmed.length);
  return whole;
}

/** yes/no words as a boolean, or undefined when the text is not one. */
export function parseBoolean(value: string): boolean | undefined {
  // ("Sadly, no", "Well, yes", "Of course!": a word of feeling before the answer is no part of it.)
  // ("NO (verified vs. card 02/06)": a remark in brackets after the answer is no part of it.)
  const v = value.trim().toLowerCase().replace(/(?<=\S)\s*\([^()]*\)$/, '').replace(/[.!]+$/, '').replace(/^(?:sadly|unfortunately|alas|well|honestly|oh|ah|haha|of course),?\s+(?=\S)/, '');
  if (/^(yes|y|true|checked|ticked|selected|marked|on|x|1|si|oui|ja|yep|yup|yeah|absolutely|definitely|of course)$/.test(v)) return true;
  // ("Accommodations: none needed.")
  // ("Driving licence: no longer.": what was had is had no more.)
  if (/^(no|n|false|unchecked|unticked|unselected|off|0|none|non|nein|nope|not really|definitely not|never|no longer|not any ?more|no more|(?:none|nothing|not) (?:needed|required|necessary|requested))$/.test(v)) return false;
  // "no, I don't have one (I bike everywhere)", "No - matches card", "yes, she has one": an answer followed by what
  // explains it; a clause that turns it round ("no, wait", "yes, but not …", "yes, not that one") leaves it unread.
  // ("Also no, it takes me at least two": an answer said again is that answer, whatever follows.)
  const again = v.match(/^(?:also|again|and again)\s+(yes|yep|yeah|no|nope)\b/);
  if (again) return /^y/.test(again[1]!);
  const answered = v.match(/^(yes|yep|yeah|no|nope)\s*[,;–—-]\s*(\S.*)$/);
  if (answered) {
    // ("NO, not yet!": a no said again is no turn.)
    if (/^(?:wait|actually|sorry|but|although|though|except)\b/.test(answered[2]!) || (/^y/.test(answered[1]!) && /^not\b/.test(answered[2]!))) return undefined;
    // (A yes is explained by what follows, "yes, card still says moss, havent changed it"; a no explains itself with a
    // negation or after a dash, while "No, standard deduction" answers what was asked in other words.)
    if (/^y/.test(answered[1]!)) return true;
    return isNegated(answered[2]!) || /^\s*[–—-]/.test(v.slice(answered[1]!.length)) ? false : undefined;
  }
  return undefined;
}

export function isValidDate({ year, month, day }: CalendarDate): boolean {
  if (!Number.isInteger(year) || year < 1800 || year > 2200) return false;
  if (!Number.isInteger(month) || month < 1 || month > 12) return false;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Number.isInteger(day) && day >= 1 && day <= days;
}

function fullYear(year: number): number {
  if (year >= 100) return year;
  // Two-digit years: the nearest century that keeps the date within 20 years ahead of now.
  const now = new Date().getUTCFullYear();
  const candidate = 2000 + year;
  return candidate > now + 20 ? candidate - 100 : candidate;
}

function at(kind: ValueKind, m: RegExpMatchArray): TypedValue {
  const start = m.index ?? 0;
  return { kind, text: m[0], start, end: start + m[0].length };
}
