/**
 * A calendar invitation pasted as its iCalendar lines ("BEGIN:VEVENT", "SUMMARY:…", "DTSTART;TZID=…:20260302T083000",
 * "ORGANIZER;CN=Registrar:mailto:…", "DESCRIPTION:…\n…"). Read as written, the property names and parameters stick
 * to the values and the dates are no dates. They are rewritten as the lines a person would write: "event course
 * title: …" (an invitation pasted for a form is most often a course's or a training's), "start date: 2026-03-02",
 * "end date: …", "location: …", "organizer: …, <email>"; the description as its own lines of text; the calendar's
 * bookkeeping (UID, DTSTAMP, SEQUENCE …) goes.
 */

import { param, unescaped, withContentBlocksRead } from './content-lines.js';

/** Properties that hold nothing a form asks for. */
const BOOKKEEPING = /^(?:VERSION|PRODID|METHOD|CALSCALE|UID|DTSTAMP|CREATED|LAST-MODIFIED|SEQUENCE|STATUS|TRANSP|CLASS|PRIORITY|RRULE|TZID|TZOFFSETFROM|TZOFFSETTO|TZNAME|X-[A-Z-]+)$/;

/** A title with a code in brackets after it: "Contract Closeout and Termination (KPA-215)". */
const TITLE_AND_CODE = /^(.+?)\s*\(((?=[\p{Lu}\d-]*\d)[\p{Lu}\d][\p{Lu}\d.-]{1,18})\)\s*$/u;

/** Whether the text holds an iCalendar event: its BEGIN:VEVENT line and a property with a date. */
function isCalendar(lines: string[]): boolean {
  return lines.some((l) => /^\s*BEGIN:VEVENT\s*$/.test(l)) && lines.some((l) => /^\s*DT(?:START|END)\b/.test(l));
}

/** "20260302T083000" → "2026-03-02". */
function calendarDate(value: string): string | undefined {
  const m = value.trim().match(/^(\d{4})(\d{2})(\d{2})(?:T\d{4,6}Z?)?$/);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : undefined;
}

export function linesWithCalendarRead(lines: string[]): string[] {
  if (!isCalendar(lines)) return lines;
  return withContentBlocksRead(lines, ({ name, params, value }, line) => {
    if (BOOKKEEPING.test(name)) return [];
    if (name === 'DTSTART' || name === 'DTEND') {
      const date = calendarDate(value);
      return date ? [`${name === 'DTSTART' ? 'start date' : 'end date'}: ${date}`] : [];
    }
    if (name === 'SUMMARY') {
      // "Contract Closeout and Termination (KPA-215)": an event's code in brackets after its title.
      const coded = unescaped(value).match(TITLE_AND_CODE);
      return coded ? [`event course title: ${coded[1]}`, `event course code number: ${coded[2]}`] : [`event course title: ${unescaped(value)}`];
    }
    if (name === 'LOCATION') return [`location: ${unescaped(value)}`];
    if (name === 'ORGANIZER' || name === 'ATTENDEE') {
      const person = param(params, 'CN');
      const email = value.replace(/^mailto:/i, '');
      return [`${name === 'ORGANIZER' ? 'organizer' : 'attendee'}: ${[person, email].filter((p) => p).join(', ')}`];
    }
    if (name === 'DESCRIPTION') return unescaped(value).split('\n');
    if (name === 'URL') return [`website: ${value}`];
    return [line];
  });
}
