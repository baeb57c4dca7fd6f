/**
 * A calendar invitation or a calendar file pasted as its iCalendar lines ("BEGIN:VEVENT", "SUMMARY:…",
 * "DTSTART;TZID=…:20260302T083000", "ORGANIZER;CN=Registrar:mailto:…", "DESCRIPTION:…\n…"). Read as written, the
 * property names and parameters stick to the values and the dates are no dates. They are rewritten as the lines a
 * person would write: "event course title: …" (an invitation pasted for a form is most often a course's or a
 * training's), "start date: 2026-03-02", "end date: …", "location: …", "organizer: …, <email>", "contact: …"; the
 * description as its own lines of text; the calendar's bookkeeping (UID, DTSTAMP, SEQUENCE …), its reminders and its
 * time zones go. (Folded lines are joined before: content-lines.ts's withContentLinesUnfolded.)
 * - An all-day event's DTEND is the day after its last (RFC 5545: the end is exclusive), so its last day is written.
 * - A later event of the file ("Optional Saturday field tour", on its day) is a sentence that names it, for what the
 *   writer says of it; its dates are not the course's.
 */

import { type ContentLine, contentLine, param, unescaped } from './content-lines.js';

/** Properties that hold nothing a form asks for. */
const BOOKKEEPING = /^(?:VERSION|PRODID|METHOD|CALSCALE|UID|DTSTAMP|CREATED|LAST-MODIFIED|SEQUENCE|STATUS|TRANSP|CLASS|PRIORITY|RRULE|TZID|TZOFFSETFROM|TZOFFSETTO|TZNAME|X-[A-Z-]+)$/;

/** A title with a code in brackets after it: "Contract Closeout and Termination (KPA-215)". */
// ("Green Infrastructure Design for Stormwater (GI-214) - In-person": the way it is given may follow.)
const TITLE_AND_CODE = /^(.+?)\s*\(((?=[\p{Lu}\d-]*\d)[\p{Lu}\d][\p{Lu}\d.-]{1,18})\)(?:\s+[-–—]\s+[\p{L} -]{2,30})?\s*$/u;

/** A description's line that gives the sender's address ("Mailing address for invoices/POs:"), or its contacts. */
const SENDERS_ADDRESS = /^\s*(?:mailing\s+|postal\s+|remit(?:tance)?\s+)?address\b[^:\n]{0,40}:/i;
const SENDERS_CONTACT = /^\s*((?:phone|tel|telephone|e-?mail|web|website|registrar|contact|point\s+of\s+contact|POC)\b[^:\n]{0,40}:)/i;

/** "TX-214 Preventive Care of Textile & Costume Collections", "TX-214: …": a course's code, then its title. */
const CODE_AND_TITLE = /^((?=[\p{Lu}\d-]*\d)\p{Lu}{1,6}-?\d{2,5}[\p{Lu}]?)\s*[:–—-]?\s+(\p{Lu}[^()]{3,}?)\s*$/u;

/** Whether the text holds an iCalendar event: its BEGIN:VEVENT line and a property with a date. */
function isCalendar(lines: string[]): boolean {
  return lines.some((l) => /^\s*BEGIN:VEVENT\s*$/.test(l)) && lines.some((l) => /^\s*DT(?:START|END)\b/.test(l));
}

/** "20260302T083000" → "2026-03-02", moved by some days. */
function calendarDate(value: string, shift = 0): string | undefined {
  const m = value.trim().match(/^(\d{4})(\d{2})(\d{2})(?:T\d{4,6}Z?)?$/);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + shift)).toISOString().slice(0, 10) : undefined;
}

export function linesWithCalendarRead(lines: string[]): string[] {
  if (!isCalendar(lines)) return lines;
  const out: string[] = [];
  const open: string[] = [];
  const events: { at: number; kind: string; properties: { property: ContentLine; line: string }[] }[] = [];
  for (const line of lines) {
    const property = contentLine(line);
    if (property?.name === 'BEGIN') {
      open.push(property.value.trim().toUpperCase());
      if (EVENT.test(open.at(-1)!)) events.push({ at: out.length, kind: open.at(-1)!, properties: [] });
      continue;
    }
    if (property?.name === 'END' && open.length > 0) {
      open.pop();
      continue;
    }
    if (!property || open.length === 0) out.push(line);
    else if (!open.some((name) => SILENT_COMPONENTS.has(name)) && open.some((name) => EVENT.test(name))) events.at(-1)!.properties.push({ property, line });
  }
  // (The course is the first event not cancelled: "STATUS:CANCELLED" is a run that will not take place. Any other
  // event is named in a sentence; a cancelled one goes, and so does a task beside an event, "send SF-182 / purchase
  // order to registrar": a reminder, no part of what is asked for.)
  const live = events.filter((event, at) => !event.properties.some(({ property }) => property.name === 'STATUS' && /^\s*CANCELLED\b/i.test(property.value)) && (event.kind === 'VEVENT' || !events.some((other, i) => i !== at && other.kind === 'VEVENT')));
  for (const [index, event] of [...live.entries()].reverse()) {
    const written = index === 0 ? event.properties.flatMap(({ property, line }) => propertyLines(property, line)) : laterEventLines(event.properties.map(({ property }) => property));
    out.splice(event.at, 0, ...written);
  }
  return out;
}

/** The components that are events of the calendar: a meeting or course (VEVENT), a task (VTODO). */
const EVENT = /^V(?:EVENT|TODO)$/;

/** "Optional Saturday field tour - … (4 hrs, no charge)" on its day: named, for what the writer says of it. */
function laterEventLines(properties: ContentLine[]): string[] {
  const summary = properties.find((p) => p.name === 'SUMMARY')?.value;
  const start = properties.find((p) => p.name === 'DTSTART')?.value;
  const day = start ? calendarDate(start) : undefined;
  return summary ? [`Also on the calendar: ${unescaped(summary)}${day ? `, on ${day}` : ''}.`] : [];
}

/** Components that say nothing of the event to a form: its reminders and its time zone's rules. */
const SILENT_COMPONENTS = new Set(['VALARM', 'VTIMEZONE', 'STANDARD', 'DAYLIGHT']);

function propertyLines({ name, params, value }: ContentLine, line: string): string[] {
  if (BOOKKEEPING.test(name)) return [];
  if (name === 'DTSTART' || name === 'DTEND') {
    // ("DTEND;VALUE=DATE:20251018" of a course that ends on Friday the 17th.)
    const allDay = /;VALUE=DATE(?!-)/i.test(params) || /^\s*\d{8}\s*$/.test(value);
    const date = calendarDate(value, name === 'DTEND' && allDay ? -1 : 0);
    return date ? [`${name === 'DTSTART' ? 'start date' : 'end date'}: ${date}`] : [];
  }
  if (name === 'SUMMARY') {
    // "Contract Closeout and Termination (KPA-215)": an event's code in brackets after its title.
    const coded = unescaped(value).match(TITLE_AND_CODE);
    if (coded) return [`event course title: ${coded[1]}`, `event course code number: ${coded[2]}`];
    // ("TX-214 Preventive Care of Textile & Costume Collections": or before it.)
    const codeFirst = unescaped(value).match(CODE_AND_TITLE);
    return codeFirst ? [`event course title: ${codeFirst[2]}`, `event course code number: ${codeFirst[1]}`] : [`event course title: ${unescaped(value)}`];
  }
  if (name === 'LOCATION') return [`location: ${unescaped(value)}`];
  // (The one who sends a course's calendar is its vendor, and the contact it names theirs.)
  if (name === 'CONTACT') return [`event vendor contact: ${unescaped(value).replace(/\n/g, ', ')}`];
  if (name === 'ORGANIZER' || name === 'ATTENDEE') {
    const person = param(params, 'CN');
    const email = value.replace(/^mailto:/i, '');
    return [`${name === 'ORGANIZER' ? 'event organizer vendor' : 'attendee'}: ${[person, email].filter((p) => p).join(', ')}`];
  }
  // ("Mailing address for invoices and payments: …", "Registrar: Leonie Castellanos, …": the sender's own contacts.)
  if (name === 'DESCRIPTION') return unescaped(value).split('\n').map((l) => l.replace(SENDERS_ADDRESS, 'vendor mailing address:').replace(SENDERS_CONTACT, 'vendor $1'));
  // ("URL:https://www.rmli-training.org/courses/gi-214": a page of the site, not the site itself.)
  if (name === 'URL') return [`${/^(?:https?:\/\/)?[^/]+\/[^/\s]/i.test(value.trim()) ? 'event page' : 'website'}: ${value}`];
  return [line];
}
