/**
 * Screens of a mainframe system copied out of a terminal emulator (3270) and pasted as they were shown:
 *
 *     IRIS101              NATIONAL FINANCE CENTER               DATE: 10/09/25
 *      SSN: XXX-XX-6602  NAME: TSOSIE-ANDERSEN KAI M          AGCY: AG11  POI: 1106
 *      -----------------------------------------------------------------------------
 *      PAY PLAN: GS   OCC SERIES: 0462   GRADE: 07   STEP: 04   PAY BASIS: PA
 *      DUTY STA: 300240063  MISSOULA                    MISSOULA         MT
 *      PF3=RETURN  PF7=PREV  PF8=NEXT  PF12=MENU                ENTER NEXT TRANSACTION
 *
 * Read line by line, a line holds several "KEY: value" pairs two spaces apart, so one pair's value runs into the next
 * ("SSN = XXX-XX-6602  NAME: TSOSIE-ANDERSEN KAI M"), the system's clock reads as a date of the request and the
 * function-key footer as a value. Here each screen (up to its footer of function keys, out of the frame of "+---+"
 * and "|" an emulator may copy round it) becomes a line per pair, its
 * key in words ("OCC SERIES" → "Occupational series", "DUTY STA" → "Duty station") and its value out of capitals
 * where it has words ("MISSOULA" → "Missoula"; codes such as "GS" stay). A name is written surname first, as these
 * systems hold it ("Tsosie-Andersen, Kai M."). The screen's title, clock, program and footer go, and so does a value
 * the screen masks ("XXX-XX-6602"). A screen the writer sets aside by its place ("Ignore that second screen") goes
 * whole. A plain function of the text.
 */

import { capitalsAsName } from './parse-compound.js';

/** The footer of a screen: two or more function keys and what they do, "PF3=RETURN  PF7=PREV". */
const FUNCTION_KEYS = /\bPF\d{1,2}\s*=\s*\S+.*\bPF\d{1,2}\s*=\s*\S+/;
/** A "KEY: value" pair on a screen line: a key in capitals, a colon, a value up to the next pair. */
const PAIR = /(?<![\w-])([A-Z][A-Z0-9/#&.-]*(?: [A-Z][A-Z0-9/#&.-]*){0,3}):\s*(.*?)(?=\s{2,}[A-Z][A-Z0-9/#&.-]*(?: [A-Z][A-Z0-9/#&.-]*){0,3}:|$)/g;
/** The system's own keys on a screen's first lines: its clock, program and terminal. */
const SYSTEM_KEY = /^(?:DATE|TIME|PGM|PROGRAM|TERM(?:INAL)?|SCREEN|PAGE|TRAN(?:SACTION)?|USER(?:ID)?|LUNAME|SYS(?:TEM)?)$/;
/** A value the screen masks: "XXX-XX-6602", "***-**-1385". */
const MASKED = /^[X*#]{3}\b|[X*]{4,}/;
/** Abbreviated words of mainframe keys, in full. */
const KEY_WORDS: Record<string, string> = {
  AGCY: 'agency', NBR: 'number', NO: 'number', NUM: 'number', OCC: 'occupational', SUPV: 'supervisory', EDUC: 'education', STA: 'station', INSTR: 'instructional',
  PGM: 'program', YR: 'year', DT: 'date', ADDR: 'address', EMP: 'employee', EMPL: 'employee', DEPT: 'department', ORG: 'organization', POS: 'position',
  STRUCT: 'structure', TEL: 'phone', PH: 'phone', APPT: 'appointment', DOB: 'date of birth', LV: 'leave', SCD: 'service computation date', WGI: 'within-grade increase', SVC: 'service',
  STAT: 'status', LVL: 'level', DEG: 'degree', AUTH: 'authority', SCHED: 'schedule', SENS: 'sensitivity', RETIR: 'retirement', LOC: 'locality',
};
/** A key of one abbreviated word that stands for two. */
const WHOLE_KEYS: Record<string, string> = { OCC: 'occupational series', NAME: 'employee name' };
/** A screen's frame as an emulator copies it: "+-----…-----+" over and under, "|" at each line's ends. */
const FRAME_RULE = /^\s*\+-{10,}\+\s*$/;
const FRAMED_LINE = /^\s*\|(.*)\|\s*$/;
/** "Ignore that second screen", "skip the 2nd screen" (1 the screen's place). */
const SCREEN_SET_ASIDE = /\b(?:ignore|skip|disregard|leave\s+out|don'?t\s+use)\b[^.\n]{0,30}?\b(first|second|third|fourth|1st|2nd|3rd|4th|last|next)\s+(?:employee'?s\s+)?screen\b/gi;
const PLACES: Record<string, number> = { first: 0, '1st': 0, second: 1, '2nd': 1, next: 1, third: 2, '3rd': 2, fourth: 3, '4th': 3 };

export function withMainframeScreensRead(text: string): string {
  if (!FUNCTION_KEYS.test(text)) return text;
  const lines = text
    .split('\n')
    .filter((line) => !FRAME_RULE.test(line))
    .map((line) => line.match(FRAMED_LINE)?.[1] ?? line);
  const footers = lines.flatMap((line, at) => (FUNCTION_KEYS.test(line) ? [at] : []));
  if (footers.length === 0) return text;
  const screens: { from: number; to: number }[] = [];
  for (const footer of footers) {
    let from = footer;
    const floor = screens.at(-1)?.to ?? -1;
    while (from - 1 > floor && isScreenLine(lines[from - 1]!)) from--;
    if (lines.slice(from, footer).some((line) => [...line.matchAll(PAIR)].length >= 2)) screens.push({ from, to: footer });
  }
  if (screens.length === 0) return text;
  const setAside = new Set<number>();
  for (const m of text.matchAll(SCREEN_SET_ASIDE)) setAside.add(m[1]!.toLowerCase() === 'last' ? screens.length - 1 : PLACES[m[1]!.toLowerCase()]!);
  const out: string[] = [];
  let at = 0;
  for (const [k, screen] of screens.entries()) {
    out.push(...lines.slice(at, screen.from));
    if (!(setAside.has(k) && screens.length > 1)) out.push(...screenLines(lines.slice(screen.from, screen.to)));
    at = screen.to + 1;
  }
  out.push(...lines.slice(at));
  return out.join('\n');
}

/** A line a screen may hold: no blank, no banner of "=" around a caption, no sentence of prose. */
function isScreenLine(line: string): boolean {
  if (line.trim() === '' || /^\s*={3,}/.test(line)) return false;
  return !/[a-z]{3,}/.test(line);
}

/** A screen's pairs as lines, "Occupational series: 0462"; its clock, title, rules and masked values gone. */
function screenLines(screen: string[]): string[] {
  const out: string[] = [];
  for (const [row, line] of screen.entries()) {
    for (const m of line.matchAll(PAIR)) {
      const key = m[1]!.trim();
      const value = m[2]!.trim().split(/\s{2,}/).join(', ');
      if (value === '' || MASKED.test(value) || (row < 3 && SYSTEM_KEY.test(key))) continue;
      out.push(`${keyInWords(key)}: ${/^NAME$|\bNAME$/.test(key) ? nameSurnameFirst(value) : outOfCapitals(value)}`);
    }
  }
  return out;
}

/** "OCC SERIES" → "Occupational series", "POS NBR" → "Position number". */
function keyInWords(key: string): string {
  const words = WHOLE_KEYS[key] ?? key.split(/\s+/).map((word) => KEY_WORDS[word] ?? word.toLowerCase()).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "FORESTRY TECHNICIAN (FUE" → "Forestry Technician (Fue"; a value of codes ("GS", "0462", "AG11") as it is. */
function outOfCapitals(value: string): string {
  if (!/\b[A-Z]{4,}\b/.test(value) || /[a-z]/.test(value)) return value;
  return value.replace(/\b([A-Z])([A-Z']+)\b/g, (word, first: string, rest: string) => (word.length <= 3 ? word : first + rest.toLowerCase()));
}

/** "TSOSIE-ANDERSEN KAI M" → "Tsosie-Andersen, Kai M.": the surname first, then the given names. */
function nameSurnameFirst(value: string): string {
  const words = capitalsAsName(value.replace(/,/g, ' ')).split(/\s+/).filter(Boolean);
  if (words.length < 2) return words.join(' ');
  const given = words.slice(1).map((word) => (word.length === 1 ? `${word}.` : word));
  return `${words[0]}, ${given.join(' ')}`;
}
