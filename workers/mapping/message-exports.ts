/**
 * A messaging app's thread, exported as JSON and pasted: Facebook's or Instagram's "Download your information" file,
 *
 *     { "participants": [{ "name": "Curtis Lemaster" }, …],
 *       "messages": [{ "sender_name": "Romey Tillotson", "timestamp_ms": 1760056620000, "content": "My legal name\u00e2\u0080\u0099s …" }, …] }
 *
 * (newest first, its text UTF-8 read as Latin-1), Telegram Desktop's export (`"from": "…", "date": "2025-10-09T19:37:00",
 * "text": "…"` or a list of text pieces), Discord's (`"author": { "name": "…" }, "timestamp": "…", "content": "…"`) or
 * Slack's (`"user_name": "…", "ts": "1760056620.000100", "text": "…"`) or GroupMe's (`"name": "…", "created_at": 1772898000,
 * "text": "…"`, the app's own notices among them). Read line by line, its keys and braces run into
 * every value and the messages come in the file's order. The thread is read as the chat it is instead, one message to a
 * line as message-backups.ts writes them ("2025-10-10 00:37 | Romey Tillotson: …"), oldest first, which parse-chat.ts
 * then reads. A plain function of the text.
 */
import { isRecord, pastedJson } from './json-in-text.js';
import { stampOfEpoch } from './message-backups.js';

interface Message {
  at: number | undefined;
  /** The time as the export wrote it, when it gave the sender's own clock ("2025-05-24T19:02:00-05:00"). */
  local?: string;
  from: string;
  text: string;
}

/** The fewest messages that make a list of records a thread. */
const FEWEST_MESSAGES = 3;
// (GroupMe's "message.json" names the sender "name", last: a record's name is its sender only where nothing else is.)
const SENDER_KEYS = ['sender_name', 'sender', 'from', 'author', 'user_name', 'username', 'display_name', 'name'];
const TEXT_KEYS = ['content', 'text', 'body', 'message', 'msg'];
const TIME_KEYS = ['timestamp_ms', 'timestamp', 'date_unixtime', 'date', 'ts', 'time', 'created_at', 'sent_at'];

/** The text with a pasted message export read as a chat; the text as it is without one. */
export function withMessageExportRead(text: string): string {
  const block = pastedJson(text);
  if (!block) return text;
  const thread = threadIn(block.value);
  if (!thread) return text;
  // (A thread between two people is titled with the other one's name: the rest are the writer's own, "Me", as
  // message-backups.ts writes a phone owner's.)
  const senders = [...new Set(thread.map((m) => m.from))];
  const titled = titleOf(block.value);
  const messages = senders.length === 2 && titled !== undefined && senders.includes(titled) ? thread.map((m) => (m.from === titled ? m : { ...m, from: 'Me' })) : thread;
  // (Oldest first, whichever way the app lists them; a thread without times keeps the file's order.)
  const ordered = messages.every((m) => m.at !== undefined) ? [...messages].sort((a, b) => a.at! - b.at!) : messages;
  // (A time given with its offset is the sender's wall clock, which "tomorrow" and "Saturday" count from; an epoch
  // number is read as message-backups.ts reads one.)
  const chat = ordered.flatMap(({ at, local, from, text: said }) => chatMessageLines(local ?? (at === undefined ? undefined : stampOfEpoch(String(at))), from, said.split('\n')));
  return `${text.slice(0, block.start)}${chat.join('\n')}${text.slice(block.end)}`;
}

/**
 * One message as the chat readers take it: "[2025-10-10 00:37] Romey Tillotson: …" (no time in brackets when the
 * export has none), its further lines under it. message-pages.ts writes its messages so too.
 */
export function chatMessageLines(stamp: string | undefined, sender: string, said: string[]): string[] {
  const [first = '', ...rest] = said;
  return [`${stamp ? `[${stamp}] ` : ''}${plainDisplayName(sender)}: ${first}`, ...rest.filter((line) => line.trim() !== '')];
}

/**
 * "KeKe ♥ Aaliyah & Jay" → "KeKe", "Bohdan K. 🇺🇦" → "Bohdan K.": a display name up to the first sign that decorates
 * it, as a chat's line names its sender (a name with hearts and flags in it reads as no sender at all).
 */
function plainDisplayName(sender: string): string {
  return sender.replace(/\s*[^\p{L}\p{N}\p{M}\s.'’_-].*$/u, '').trim() || sender;
}


/** The name a thread's export is titled with ("title": "Dale Pruitt"; Telegram's "name"), if any. */
function titleOf(value: object): string | undefined {
  const fields = value as Record<string, unknown>;
  const title = Array.isArray(value) ? undefined : [fields.title, fields.name].find((t): t is string => typeof t === 'string' && t.trim() !== '');
  return title === undefined ? undefined : plainText(title.trim());
}

/** The messages of the first list in a JSON value whose records each have a sender and a text. */
function threadIn(value: unknown): Message[] | undefined {
  if (Array.isArray(value)) {
    const messages = value.map(messageOf);
    if (messages.length >= FEWEST_MESSAGES && messages.every((m) => m !== undefined)) return messages;
    // (A list with a record that has no text, a call or a photo, is still the thread: those records say nothing.)
    const said = messages.filter((m) => m !== undefined);
    if (said.length >= FEWEST_MESSAGES && said.length * 2 >= messages.length) return said;
  }
  if (value !== null && typeof value === 'object') {
    for (const inner of Object.values(value)) {
      const found = inner !== null && typeof inner === 'object' ? threadIn(inner) : undefined;
      if (found) return found;
    }
  }
  return undefined;
}

function messageOf(record: unknown): Message | undefined {
  if (record === null || typeof record !== 'object' || Array.isArray(record)) return undefined;
  const fields = record as Record<string, unknown>;
  // (GroupMe's own notices, "… changed the topic to: …", are the app's, "system": true, and no one's message.)
  if (fields.system === true || fields.sender_type === 'system') return undefined;
  const from = SENDER_KEYS.map((key) => nameOf(fields[key])).find((name) => name !== undefined);
  const text = TEXT_KEYS.map((key) => textOf(fields[key])).find((said) => said !== undefined && said.trim() !== '');
  if (from === undefined || text === undefined) return undefined;
  const timeKey = TIME_KEYS.find((key) => timeOf(key, fields[key]) !== undefined);
  const at = timeKey === undefined ? undefined : timeOf(timeKey, fields[timeKey]);
  const written = timeKey === undefined ? undefined : fields[timeKey];
  const local = typeof written === 'string' ? written.match(/^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(?:[+-]\d{2}:?\d{2})$/) : null;
  return { at, ...(local ? { local: `${local[1]} ${local[2]}` } : {}), from: plainText(from), text: plainText(text) };
}

/** A sender as a name: "Romey Tillotson", or an author's record ({ "name": "…" }, { "username": "…" }). */
export function nameOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (isRecord(value)) {
    const person = value;
    return ['nickname', 'global_name', 'name', 'display_name', 'displayName', 'fullName', 'username', 'login'].map((key) => person[key]).find((name): name is string => typeof name === 'string' && name.trim() !== '');
  }
  return undefined;
}

/** A message's text: a string, or Telegram's list of pieces (strings and `{ "type": "bold", "text": "…" }`). */
function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    const pieces = value.map((piece) => (typeof piece === 'string' ? piece : piece !== null && typeof piece === 'object' && typeof (piece as { text?: unknown }).text === 'string' ? (piece as { text: string }).text : undefined));
    return pieces.every((piece) => piece !== undefined) ? pieces.join('') : undefined;
  }
  return undefined;
}

/** A time as milliseconds since 1970: epoch milliseconds or seconds (a number or its digits) or an ISO date. */
export function timeOf(key: string, value: unknown): number | undefined {
  const digits = typeof value === 'number' ? value : typeof value === 'string' && /^\d{9,13}(?:\.\d+)?$/.test(value) ? Number(value) : undefined;
  if (digits !== undefined) return key.endsWith('_ms') || digits > 1e11 ? digits : digits * 1000;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value)) {
    const time = Date.parse(value);
    return Number.isFinite(time) ? time : undefined;
  }
  return undefined;
}

/**
 * "My legal name\u00e2\u0080\u0099s …": Facebook writes each byte of a character's UTF-8 as a character of its own. Where
 * every character is one byte and the bytes are UTF-8, they are read as it ("My legal name’s"); other text is kept.
 */
function plainText(text: string): string {
  if (!/[\u0080-\u00ff]/.test(text) || /[^\u0000-\u00ff]/.test(text)) return text;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(text, (c) => c.charCodeAt(0)));
  } catch {
    return text;
  }
}
