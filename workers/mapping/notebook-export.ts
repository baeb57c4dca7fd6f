/**
 * A note-taking app's notebook exported raw and pasted (Evernote's .enex):
 *
 *     <en-export export-date="20251105T023114Z" application="Evernote" version="10.105.4">
 *       <note><title>Call w/ Atty Renata Nowak 10/28</title><created>…</created><updated>20251029T034417Z</updated>
 *         <content><![CDATA[<?xml …?><!DOCTYPE en-note …><en-note><div><b>Agent:</b> <span style="text-decoration:
 *         line-through;">me (Carol), Phoenix</span> -- … it's my brother</div>…</en-note>]]></content></note>
 *       …
 *     </en-export>
 *
 * Read as the notes it holds, oldest edit first, so that what a later note says is read after what an earlier one
 * said ("the newest note wins"): each under a line that names it, its markup as text, one line to a block, a day it
 * names by a holiday dated from the day it was last edited (holiday-dates.ts), struck text marked as struck ("~~…~~",
 * which corrections.ts drops), a to-do's box dropped (done or not, its words are the note's). A plain function of the
 * text.
 */
import type { CalendarDate } from './detect-values.js';
import { withHolidaysDated } from './holiday-dates.js';
import { textOfMarkup } from './mail-encoding.js';

/** The export: its root element, from its opening tag to its closing one. */
const EXPORT = /<en-export\b[^>]*>[\s\S]*?<\/en-export>/;
/** The XML declaration and document type before it, which are the file's, not the notes'. */
const PROLOGUE_BEFORE = /(?:<\?xml[^>]*\?>\s*)?(?:<!DOCTYPE\s+en-export[^>]*>\s*)?$/;
const NOTE = /<note>([\s\S]*?)<\/note>/g;
/** "20251029T034417Z": the export's stamp of a note's creation or last edit. */
const STAMP = /^(\d{4})(\d{2})(\d{2})T\d{6}Z?$/;
/** `<span style="text-decoration: line-through;">me (Carol), Phoenix</span>`, `<s>…</s>`, `<del>…</del>`: struck text. */
export const STRUCK = /<span\b[^>]*line-through[^>]*>([\s\S]*?)<\/span>|<(s|del|strike)\b[^>]*>([\s\S]*?)<\/\2>/gi;

interface Note {
  title: string;
  edited: string;
  text: string;
}

/** The text with a pasted notebook export read as its notes, oldest edit first; the text as it is when it holds none. */
export function withNotebookExportRead(text: string): string {
  const found = EXPORT.exec(text);
  if (!found) return text;
  const notes = [...found[0].matchAll(NOTE)].map((m) => noteOf(m[1]!)).filter((note): note is Note => note !== undefined);
  if (notes.length === 0) return text;
  notes.sort((a, b) => a.edited.localeCompare(b.edited));
  const before = text.slice(0, found.index).replace(PROLOGUE_BEFORE, '');
  // (A note's day of its last edit says when its words were written, "the Thursday after Veterans Day", not a date of
  // the form's: it dates those words and is not written out.)
  const read = notes.map((note) => `(Note "${note.title}")\n${editedDay(note.edited) ? withHolidaysDated(note.text, editedDay(note.edited)!) : note.text}`).join('\n\n');
  return `${before}${read}${text.slice(found.index + found[0].length)}`;
}

function noteOf(body: string): Note | undefined {
  const field = (tag: string) => body.match(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`))?.[1]?.trim();
  const content = field('content')?.replace(/^<!\[CDATA\[/, '').replace(/\]\]>$/, '');
  const edited = field('updated') ?? field('created') ?? '';
  if (content === undefined) return undefined;
  const markup = content
    .replace(/<\?xml[^>]*\?>|<!DOCTYPE[^>]*>/g, '')
    .replace(STRUCK, (_, span: string | undefined, _tag: string | undefined, other: string | undefined) => struck(span ?? other ?? ''))
    .replace(/<en-todo\b[^>]*\/?>(?:<\/en-todo>)?/g, '')
    .replace(/<en-media\b[^>]*\/?>(?:<\/en-media>)?/g, '');
  const lines = textOfMarkup(markup).split('\n').map((line) => line.replace(/[ \t]+/g, ' ').trim()).filter((line) => line !== '');
  return { title: textOfMarkup(field('title') ?? ''), edited, text: lines.join('\n') };
}

/** Struck words as a copy marks them, "~~me (Carol), Phoenix~~", or nothing where only space was struck. */
function struck(words: string): string {
  const plain = textOfMarkup(words).replace(/\s+/g, ' ').trim();
  return plain === '' ? '' : `~~${plain}~~`;
}

/** "20251029T034417Z" → 29 October 2025. */
function editedDay(stamp: string): CalendarDate | undefined {
  const m = stamp.match(STAMP);
  return m ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) } : undefined;
}
