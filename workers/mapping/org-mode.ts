/**
 * An Emacs org-mode file pasted as the text: headings of stars, each with a drawer of properties, planning lines
 * and a logbook.
 *
 *     * WAITING SF-182 Federal Contract Law for Contracting Officers                  :acq:
 *       SCHEDULED: <2026-01-12 Mon>--<2026-01-15 Thu>
 *       :PROPERTIES:
 *       :COURSE_NO:  FCL-240
 *       :SUP1:       Renata Vasquez, Supervisory Contract Specialist | (312) 555-0166 | renata.vasquez@example.gov
 *       :END:
 *       :LOGBOOK:
 *       - Note taken on [2025-10-20 Mon 11:05] \\
 *         vendor cancelled the December run; moved us to Jan 12-15 2026
 *       :END:
 *     * CANCELLED SF-182 Excel Power Query for Analysts (XPQ-110)
 *
 * Read as written, the drawers' colons and the headings' stars, keywords and tags are noise, and a cancelled heading
 * weighs as much as a live one. Here:
 * - a heading whose keyword closes it without doing it (CANCELLED, CANCELED, ABANDONED, DROPPED) goes, with all under it;
 * - each property is a "key: value" line, the key in words ("COURSE_NO" → "course no"), an e-mail or phone under a
 *   heading for the writer ("* Me") keyed as "my …"; a value of parts split by
 *   " | " gives its phone and e-mail under the key's name ("supervisor phone: …");
 * - a heading with properties that number a thing ("COURSE_NO") is that thing's title ("course title: Federal …");
 *   another heading with a paragraph under it keys the paragraph ("Item 20 objective: Builds …"), and one with a list
 *   under it the list's items ("Allies & organizations: Sister Wenna …; Kell Dunmire, …"), unless the list instructs
 *   ("-> leave … blank") or the heading is for notes;
 * - a planning line's range ("SCHEDULED: <2026-01-12 Mon>--<2026-01-15 Thu>") gives the start and end dates, after the
 *   properties, as what the agenda holds now;
 * - the logbook's notes are the writer's sentences, its state changes go; the file's settings ("#+TODO: …") go and its
 *   comments ("# …") are sentences.
 * A text without a heading and a property drawer stays as written.
 */

import { nameInWords } from './glued-names.js';
import { asOwnSentence } from './sentences.js';

/** "* WAITING SF-182 Federal Contract Law  :acq:" (1 the stars, 2 the rest). */
const HEADING = /^(\*+)\s+(.*)$/;
/** Keywords that close a heading without its being done. */
const CLOSED_UNDONE = /^(?:CANCELL?ED|ABANDONED|DROPPED|KILLED|OBSOLETE)$/;
/** Keywords a heading may open with (org's default and the common custom ones). */
const KEYWORD = /^(?:TODO|DONE|WAITING|NEXT|STARTED|HOLD|APPROVED|PENDING|IN-PROGRESS|CANCELL?ED|ABANDONED|DROPPED|KILLED|OBSOLETE)\s+/;
/** ":acq:", ":work:urgent:": the tags at a heading's end. */
const TAGS = /\s+:[\w@#%:]+:\s*$/;
const PROPERTY = /^\s*:([A-Za-z][\w-]*):\s*(.*)$/;
const DRAWER_START = /^\s*:(PROPERTIES|LOGBOOK|[A-Z]+):\s*$/;
const DRAWER_END = /^\s*:END:\s*$/;
/** "SCHEDULED: <2026-01-12 Mon>--<2026-01-15 Thu>", "DEADLINE: <2026-02-01 Sun>", "CLOSED: [2025-10-09 Thu 10:12]". */
const PLANNING = /^\s*(?:(?:SCHEDULED|DEADLINE|CLOSED):\s*[<[][^>\]]*[>\]](?:--[<[][^>\]]*[>\]])?\s*)+$/;
const SCHEDULED_RANGE = /SCHEDULED:\s*<(\d{4}-\d{2}-\d{2})[^>]*>(?:--<(\d{4}-\d{2}-\d{2})[^>]*>)?/;
/** '- State "WAITING" from "TODO" [2025-10-22 Wed 16:40] \\': a logbook's change of state. */
const STATE_CHANGE = /^\s*-\s+State\s+"[^"]*"\s+from\s+/;
/** "- Note taken on [2025-10-20 Mon 11:05] \\": where a logbook's note starts. */
const NOTE_TAKEN = /^\s*-\s+Note taken on\s+\[[^\]]*\]\s*\\*\s*$/;
/** "#+TITLE: …", "#+TODO: …": the file's settings. */
const SETTING = /^\s*#\+/;
/** "COURSE_NO", "VENDOR_ID": a property that numbers a thing (1 the thing). */
const NUMBERING_PROPERTY = /^([A-Za-z]+)_(?:NO|NUM|NUMBER|ID|CODE)$/i;
/** "Session-zero notes", "Log", "Comments": a heading whose paragraphs are the writer's sentences, keyed by nothing. */
const NOTES_HEADING = /\b(?:notes?|log|comments?|remarks?|journal)\s*$/i;
/** "-> leave the C2 boxes blank", "direct total = tuition + materials": a list item that instructs or works out. */
const INSTRUCTION = /=|->|→|=>/;
/** "Me", "Me (reused on every SF-182)", "About me", "My details": a heading for the writer's own values. */
const WRITERS_HEADING = /^(?:me|myself|about\s+me|my\s+(?:info|details|data|profile))\b/i;
const PHONE = /^\+?[\d\s().-]{10,}(?:\s*(?:ext\.?|x)\s*\d+)?$/i;
const EMAIL = /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/;

interface Heading {
  level: number;
  title: string;
  cancelled: boolean;
  properties: boolean;
}

export function withOrgModeRead(text: string): string {
  const lines = text.split('\n');
  if (!lines.some((line) => HEADING.test(line)) || !lines.some((line) => /^\s*:PROPERTIES:\s*$/.test(line))) return text;
  const out: string[] = [];
  let heading: Heading | undefined;
  let skippingBelow: number | undefined;
  let pending: string[] = [];
  let paragraph: string[] = [];
  let items: string[] = [];
  const flushParagraph = () => {
    if (paragraph.length === 0) return;
    const said = paragraph.join(' ');
    out.push(heading && !heading.properties && !NOTES_HEADING.test(heading.title) ? `${heading.title}: ${said}` : said);
    paragraph = [];
  };
  // ("** Allies & organizations" / "- Sister Wenna …" / "- Kell Dunmire, …": a list under a heading of its own is the
  // heading's value, its items one after another; a list of instructions ("-> leave … blank", "= 1975.00") stays as
  // the writer's lines.)
  const flushItems = () => {
    if (items.length === 0) return;
    const listed = heading !== undefined && !heading.properties && heading.level > 1 && !NOTES_HEADING.test(heading.title) && !items.some((item) => INSTRUCTION.test(item));
    out.push(...(listed ? [`${heading!.title}: ${items.map((item) => item.replace(/^[-+*]\s+|^\d+[.)]\s+/, '').replace(/[.;]$/, '')).join('; ')}`] : items));
    items = [];
  };
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at]!;
    const head = line.match(HEADING);
    if (head) {
      flushParagraph();
      flushItems();
      out.push(...pending);
      pending = [];
      const level = head[1]!.length;
      if (skippingBelow !== undefined && level > skippingBelow) continue;
      skippingBelow = undefined;
      const keyword = head[2]!.match(KEYWORD)?.[0].trim();
      const title = head[2]!.replace(KEYWORD, '').replace(TAGS, '').trim();
      heading = { level, title, cancelled: keyword !== undefined && CLOSED_UNDONE.test(keyword), properties: false };
      if (heading.cancelled) skippingBelow = level;
      continue;
    }
    if (skippingBelow !== undefined) continue;
    if (SETTING.test(line)) continue;
    if (/^\s*#\s/.test(line)) {
      out.push(asOwnSentence(line.replace(/^\s*#\s*/, '').trim()));
      continue;
    }
    if (PLANNING.test(line)) {
      const range = line.match(SCHEDULED_RANGE);
      if (range?.[2]) pending.push(`start date: ${range[1]}`, `end date: ${range[2]}`);
      continue;
    }
    const drawer = line.match(DRAWER_START);
    if (drawer && !DRAWER_END.test(line)) {
      flushParagraph();
      const body: string[] = [];
      while (at + 1 < lines.length && !DRAWER_END.test(lines[at + 1]!) && !HEADING.test(lines[at + 1]!)) body.push(lines[++at]!);
      if (DRAWER_END.test(lines[at + 1] ?? '')) at++;
      if (drawer[1] === 'PROPERTIES') {
        out.push(...propertyLines(body, heading));
        if (heading) heading.properties = true;
      }
      else if (drawer[1] === 'LOGBOOK') out.push(...logbookNotes(body));
      continue;
    }
    if (line.trim() === '') {
      flushParagraph();
      continue;
    }
    // ("- local, I take the L: no travel …": a list item is the writer's line as it stands.)
    if (/^\s*[-+*]\s|^\s*\d+[.)]\s/.test(line)) {
      flushParagraph();
      items.push(line.trim());
      continue;
    }
    flushItems();
    paragraph.push(line.trim());
  }
  flushParagraph();
  flushItems();
  out.push(...pending);
  return out.join('\n');
}

/** A drawer's properties as "key: value" lines, and the title of the thing its heading is, when a property numbers one. */
function propertyLines(body: string[], heading: Heading | undefined): string[] {
  const out: string[] = [];
  for (const line of body) {
    const m = line.match(PROPERTY);
    if (!m || m[2]!.trim() === '') continue;
    // (Under a heading for the writer, "* Me (reused on every SF-182)", the ways to reach them are the writer's own: "my
    // email", where a form has an e-mail box for others too.)
    const words = nameInWords(m[1]!.toLowerCase());
    const key = `${heading && WRITERS_HEADING.test(heading.title) && /^(?:e-?mail|phone|cell|mobile)$/.test(words) ? 'my ' : ''}${words}`;
    const parts = m[2]!.split(/\s+\|\s+/).map((part) => part.trim());
    const rest = parts.length === 1 ? parts : parts.filter((part) => !PHONE.test(part) && !EMAIL.test(part));
    if (rest.length > 0) out.push(`${key}: ${rest.join(', ')}`);
    for (const part of parts) {
      if (parts.length > 1 && PHONE.test(part)) out.push(`${key} phone: ${part}`);
      else if (parts.length > 1 && EMAIL.test(part)) out.push(`${key} email: ${part}`);
    }
    const thing = m[1]!.match(NUMBERING_PROPERTY)?.[1];
    if (thing && heading && heading.title !== '') out.unshift(`${nameInWords(thing.toLowerCase())} title: ${withoutFormName(heading.title)}`);
  }
  return out;
}

/** "SF-182 Federal Contract Law …": a heading's title without the form it is a request on. */
function withoutFormName(title: string): string {
  return title.replace(/^[A-Z]{1,3}-\d+[A-Z]?\s+/, '');
}

/** A logbook's notes, each as one sentence of the writer's; its changes of state go. */
function logbookNotes(body: string[]): string[] {
  const notes: string[] = [];
  let note: string[] | undefined;
  for (const line of body) {
    if (NOTE_TAKEN.test(line)) {
      note = [];
      notes.push('');
      continue;
    }
    if (STATE_CHANGE.test(line) || /^\s*-\s+(?:CLOCK|Rescheduled|Refiled|Not scheduled)\b/i.test(line)) {
      note = undefined;
      continue;
    }
    if (note) notes[notes.length - 1] = `${notes[notes.length - 1]} ${line.trim()}`.trim();
  }
  return notes.filter((n) => n !== '').map(asOwnSentence);
}
