/**
 * A phone service's conversations exported as HTML pages and pasted. Google Takeout writes each Google Voice thread
 * and voicemail in hCard/hAtom markup,
 *
 *     <div class="message"><abbr class="dt" title="2025-03-08T13:02:11.000-06:00">Mar 8, 2025, …</abbr>:
 *     <cite class="sender vcard"><a class="tel" href="tel:+1…"><abbr class="fn" title="">Me</abbr></a></cite>:
 *     <q>Luis, I want you to have the Browning …</q></div>
 *
 * with a voicemail as `<span class="fn">Voicemail from Luis Arredondo</span>`, its time and its transcript; other
 * services (TextNow's data export) write a message as `<div class="msg in"><span class="from">(217) 555-0146</span>
 * <span class="ts">06/17/2025 7:02 PM</span><p>…</p></div>` and their voicemails as a table (From, Received,
 * Duration, Transcription); Facebook's old "Download Your Information" page writes `<div class="message_header"><span
 * class="user">…</span><span class="meta">Friday, February 18, 2011 at 9:03pm CST</span></div></div><p>…</p>`, and a
 * mail site's conversation saved as a page (MySpace's) lists `<li class="message">` with its sender, timestamp and
 * body. Read with the tags dropped, every message runs into the next without who said it, and a page that lists the
 * newest first reads its first word as its last.
 *
 * Each message is read as a chat's line instead, as message-exports.ts writes them ("[2025-03-08 13:02] Me: …"), the
 * phone's owner "Me" as the service writes it, the time as the page says it, which parse-chat.ts then reads; a
 * voicemail is its caller's message. A sender the page shows only by number who says who they are ("Hey Walt it's
 * Dale Prochaska", a message signed "Eli") is written by that name. A plain function of the text.
 */
import { monthNumber } from './detect-values.js';
import { textOfMarkup } from './mail-encoding.js';
import { chatMessageLines } from './message-exports.js';
import { decodeEntities } from './parse-xml.js';

interface PageMessage {
  stamp: string;
  sender: string;
  said: string;
}

/** The text with the message pages it holds read as chats; the text as it is without any. */
export function withMessagePagesRead(text: string): string {
  if (!MESSAGE_PAGE.test(text)) return text;
  const found: { start: number; end: number; message: PageMessage }[] = [];
  for (const [pattern, read] of READERS) {
    for (const m of text.matchAll(pattern)) {
      const message = read(m);
      if (message) found.push({ start: m.index!, end: m.index! + m[0].length, message });
    }
  }
  if (found.length < FEWEST_MESSAGES) return text;
  found.sort((a, b) => a.start - b.start);
  const names = namesOfNumbers(found.map((f) => f.message));
  const line = (message: PageMessage) => chatLine({ ...message, sender: names.get(message.sender) ?? message.sender });
  let out = '';
  let at = 0;
  if (isNewestFirst(found.map((f) => f.message))) {
    // (A page that lists the newest message first is read oldest first, as a chat is: the last word is the latest.)
    out = `${text.slice(0, found[0]!.start)}${[...found].reverse().map((f) => line(f.message)).join('\n')}`;
    at = found.at(-1)!.end;
  } else {
    for (const { start, end, message } of found) {
      if (start < at) continue;
      out += text.slice(at, start) + line(message);
      at = end;
    }
  }
  out += text.slice(at);
  // (The page's frame goes: its head, its headings of the export, the rows and divisions left empty.)
  return out
    .replace(/<head>[\s\S]*?<\/head>/gi, '')
    .replace(/<h1>[^<]*<\/h1>/gi, '')
    .replace(/<p class="(?:meta|note)">[^<]*<\/p>/gi, '')
    .replace(/<div class="participants">[\s\S]*?<\/div>/gi, '')
    .replace(/<tr>\s*(?:<th>[^<]*<\/th>\s*)+<\/tr>/gi, '')
    .replace(/<\/?(?:!DOCTYPE[^>]*|html|body|table|tbody|div)\b[^>]*>/gi, '')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n');
}

/** A page a messaging service writes: Google Voice's chat log or voicemail, or a message or voicemail table of another's. */
const MESSAGE_PAGE = /<div class="(?:hChatLog hfeed|haudio|msg\b[^"]*|message_header)"|<li class="message"|<th>\s*Transcri(?:ption|pt)\s*<\/th>/i;
/** The fewest messages that make the pages a conversation. */
const FEWEST_MESSAGES = 2;

/** Google Voice: one message, its time (1), its sender's markup (2) and what it says (3). */
const VOICE_MESSAGE = /<div class="message">\s*<abbr class="dt" title="([^"]+)">[^<]*<\/abbr>\s*:?\s*<cite class="sender vcard">([\s\S]*?)<\/cite>\s*:?\s*<q>([\s\S]*?)<\/q>\s*<\/div>/g;
/** Google Voice: a voicemail, its caller (1), its time (2) and its transcript (3), up to the page's end. */
const VOICE_VOICEMAIL = /<div class="haudio">\s*<span class="fn">\s*Voicemail from\s+([^<]+?)\s*<\/span>[\s\S]*?<abbr class="published" title="([^"]+)">[\s\S]*?<span class="full-text">([\s\S]*?)<\/span>[\s\S]*?<\/div>/g;
/** Another service's message: its sender (1), its time (2) and its paragraphs (3). */
const PAGE_MESSAGE = /<div class="msg\b[^"]*">\s*<span class="(?:from|sender|author)">([^<]*)<\/span>\s*<span class="(?:ts|time|timestamp|date)">([^<]*)<\/span>([\s\S]*?)<\/div>/g;
/** A voicemail table's row: its caller (1), its time (2), its length and its transcript (3). */
const VOICEMAIL_ROW = /<tr>\s*<td>([^<]*)<\/td>\s*<td>([^<]*)<\/td>\s*<td>[^<]*<\/td>\s*<td>([\s\S]*?)<\/td>\s*<\/tr>/g;

/** Facebook's old "Download Your Information" messages page: a message's sender (1), its time (2) and its paragraphs (3). */
const FACEBOOK_MESSAGE = /<div class="message">\s*<div class="message_header">\s*<span class="user">([^<]*)<\/span>\s*<span class="meta">([^<]*)<\/span>\s*<\/div>\s*<\/div>\s*((?:<p>[\s\S]*?<\/p>\s*)+)/g;
/** A mail site's conversation saved as a page (MySpace's): a message's sender markup (1), its time (2) and its body (3). */
const LISTED_MESSAGE = /<li class="message"[^>]*>\s*<div class="sender">([\s\S]*?)<\/div>\s*<div class="(?:timestamp|date|time)">([^<]*)<\/div>\s*<div class="body">([\s\S]*?)<\/div>\s*<\/li>/g;

const READERS: [RegExp, (m: RegExpMatchArray) => PageMessage | undefined][] = [
  [FACEBOOK_MESSAGE, (m) => ({ stamp: m[2]!, sender: m[1]!, said: m[3]!.replace(/<\/p>\s*<p>/gi, ' ') })],
  [LISTED_MESSAGE, (m) => ({ stamp: m[2]!, sender: m[1]!.match(/<span class="(?:displayName|name|fn)">([^<]*)<\/span>/)?.[1] ?? textOfMarkup(m[1]!).trim(), said: m[3]!.replace(/<\/p>\s*<p>/gi, ' ') })],
  [VOICE_MESSAGE, (m) => ({ stamp: m[1]!, sender: senderIn(m[2]!), said: m[3]! })],
  [VOICE_VOICEMAIL, (m) => ({ stamp: m[2]!, sender: m[1]!, said: m[3]! })],
  // (A picture sent with a message, "[image: IMG_4471.jpg]", says nothing.)
  [PAGE_MESSAGE, (m) => ({ stamp: m[2]!, sender: m[1]!, said: m[3]!.replace(/<p class="att">[\s\S]*?<\/p>/gi, '').replace(/<\/p>\s*<p>/gi, ' ') })],
  [VOICEMAIL_ROW, (m) => ({ stamp: m[2]!, sender: m[1]!, said: m[3]! })],
];

/** A Google Voice sender's name as its markup gives it ("fn"), or the number it came from. */
function senderIn(markup: string): string {
  const name = markup.match(/class="fn"[^>]*>([^<]*)</)?.[1]?.trim();
  if (name) return name;
  return markup.match(/href="tel:([^"]+)"/)?.[1] ?? 'Unknown';
}

/**
 * The names of senders the pages show by number only, from what they say of themselves: "Hey Walt it's Dale
 * Prochaska", "This is Eli", or a message signed with a first name alone ("I'll bring it Saturday. Eli").
 */
function namesOfNumbers(messages: PageMessage[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const { sender, said } of messages) {
    if (!PHONE_NUMBER.test(sender.trim()) || names.has(sender)) continue;
    const text = plain(said).join(' ');
    const name = text.match(SAYS_OWN_NAME)?.[1] ?? text.match(SIGNED_WITH_NAME)?.[1];
    if (name) names.set(sender, name);
  }
  return names;
}
const PHONE_NUMBER = /^\+?[\d\s().-]{7,20}$/;
/** "it's Dale Prochaska", "this is Eli": a caller's own name (1). */
const SAYS_OWN_NAME = /\b(?:it['’]s|it\s+is|this\s+is)\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)(?=[,.!\s]|$)/u;
/** "I'll bring it Saturday. Eli": a message signed with a first name at its end (1). */
const SIGNED_WITH_NAME = /[.!?]\s+(?:-\s*)?(\p{Lu}\p{Ll}+)\s*$/u;

/** "[2025-03-08 13:02] Me: …", the time as the page writes it; the message as it is for a time it cannot read. */
function chatLine({ stamp, sender, said }: PageMessage): string {
  return chatMessageLines(stampOf(decodeEntities(stamp.trim())), decodeEntities(sender.trim()), plain(said)).join('\n');
}

/** A message's lines as text (textOfMarkup): its breaks kept, its tags dropped, its entities read. */
function plain(markup: string): string[] {
  return textOfMarkup(markup.replace(/<br\s*\/?>\s*/gi, '<br>\n'))
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Whether every message has a time and they run from the newest down. */
function isNewestFirst(messages: PageMessage[]): boolean {
  const stamps = messages.map((m) => stampOf(decodeEntities(m.stamp.trim())));
  if (stamps.some((stamp) => stamp === undefined)) return false;
  return stamps.every((stamp, k) => k === 0 || stamp! <= stamps[k - 1]!) && stamps[0]! > stamps.at(-1)!;
}

/**
 * "2025-03-08T13:02:11.000-06:00", "06/17/2025 7:02 PM", "Friday, February 18, 2011 at 9:03pm CST" or "Mar 3, 2011
 * 9:48 PM" as "2025-03-08 13:02"; undefined for another form.
 */
function stampOf(stamp: string): string | undefined {
  const iso = stamp.match(/^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/);
  if (iso) return `${iso[1]} ${iso[2]}`;
  const worded = stamp.match(/^(?:\p{L}+,\s+)?(\p{L}+)\.?\s+(\d{1,2}),\s+(\d{4})(?:,?\s+at)?,?\s+(\d{1,2}):(\d{2})\s*([AaPp])\.?[Mm]\.?/u);
  const month = worded ? monthNumber(worded[1]!) : undefined;
  if (worded && month !== undefined) {
    const hour = (Number(worded[4]) % 12) + (/p/i.test(worded[6]!) ? 12 : 0);
    return `${worded[3]}-${String(month).padStart(2, '0')}-${worded[2]!.padStart(2, '0')} ${String(hour).padStart(2, '0')}:${worded[5]}`;
  }
  const us = stamp.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4}),?\s+(\d{1,2}):(\d{2})(?::\d{2})?\s*([AaPp])\.?[Mm]\.?/);
  if (!us) return undefined;
  const hour = (Number(us[4]) % 12) + (/p/i.test(us[6]!) ? 12 : 0);
  return `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')} ${String(hour).padStart(2, '0')}:${us[5]}`;
}
