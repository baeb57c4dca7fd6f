/**
 * A phone's text messages, backed up as XML and pasted: SMS Backup & Restore's file (Android),
 *
 *     <smses count="15" …>
 *       <sms address="+18155550193" date="1760396561000" type="1" body="Hi this is Gary …" readable_date="Oct 13, 2025
 *         6:02:41 PM" contact_name="Gary Whitcomb (club)" />
 *
 * (type 1 received, type 2 sent), or an iPhone backup's thread exported as a property list,
 *
 *     <plist …><dict><key>DisplayName</key><string>Marisol (GP100)</string><key>Messages</key><array>
 *       <dict><key>date</key><date>2025-07-07T23:14:02Z</date><key>is_from_me</key><false/>…<key>text</key><string>…</string></dict>
 *
 * or an instant messenger's XML log (Trillian's, its text URL-encoded),
 *
 *     <message type="outgoing_privateMessage" time="1236048072" medium="AIM" to="kaylabug89" from="MartyD1957"
 *       from_display="Uncle%20Marty" text="hey%20kiddo%2C%20u%20got%20the%20W-4…"/>
 *
 * or Adium's .chatlog (`<chat><message sender="…" time="…" alias="Lorna"><div><span>…</span></div></message>`),
 * or Windows Live Messenger's saved history (`<Log><Message DateTime="…"><From><User FriendlyName="…"/></From>…<Text>…</Text>`),
 * Read as the chat it is, one message to a line as a messaging app's export writes them ("2025-10-13 18:02 | Gary
 * Whitcomb: …", the writer's own as "Me"; a messenger's by its screen names), oldest first, which parse-chat.ts then
 * reads. A plain function of the text.
 */
import { XML_ATTRIBUTE, decodeEntities } from './parse-xml.js';
import { monthNumber } from './detect-values.js';

interface Message {
  at: string;
  from: string;
  text: string;
}

const SMS_BACKUP = /<smses\b[^>]*>[\s\S]*?<\/smses>/;
const SMS = /<sms\b([^>]*?)\/?>/g;
const PLIST = /<plist\b[^>]*>[\s\S]*?<\/plist>/;
/** "Oct 13, 2025 6:02:41 PM": the backup's readable date. */
const READABLE_DATE = /^(\p{L}{3,9})\.?\s+(\d{1,2}),\s+(\d{4})\s+(\d{1,2}):(\d{2})(?::\d{2})?\s*([AaPp][Mm])?$/u;

/** The text with a pasted message backup read as a chat; the text as it is without one. */
export function withMessageBackupRead(text: string): string {
  const backup = SMS_BACKUP.exec(text) ?? PLIST.exec(text) ?? MESSENGER_LOG.exec(text) ?? ADIUM_LOG.exec(text);
  if (!backup) return withInstantMessengerLogRead(text);
  const reader = backup[0].startsWith('<smses') ? smsMessages : backup[0].startsWith('<plist') ? plistMessages : backup[0].startsWith('<chat') ? adiumMessages : messengerLogMessages;
  const messages = reader(backup[0]);
  if (messages.length === 0) return text;
  // (The XML declaration and the backup tool's comment before it are the file's, not the chat's.)
  const before = text.slice(0, backup.index).replace(/(?:<\?xml[^>]*\?>\s*|<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)+$/, '');
  const chat = messages.sort((a, b) => a.at.localeCompare(b.at)).flatMap(({ at, from, text: said }) => {
    const [first = '', ...rest] = said.split('\n');
    return [`${at} | ${from}: ${first}`, ...rest.filter((line) => line.trim() !== '')];
  });
  return `${before}${chat.join('\n')}${text.slice(backup.index + backup[0].length)}`;
}

function smsMessages(file: string): Message[] {
  return [...file.matchAll(SMS)].flatMap((m) => {
    const attributes = new Map([...m[1]!.matchAll(XML_ATTRIBUTE)].map((a) => [a[1]!, decodeEntities(a[2] ?? a[3] ?? '')]));
    const body = attributes.get('body');
    if (body === undefined) return [];
    const at = stampOfReadable(attributes.get('readable_date') ?? '') ?? stampOfEpoch(attributes.get('date') ?? '');
    // (type 2 is a message the phone's owner sent; 1 one they received, from the contact.)
    const from = attributes.get('type') === '2' ? 'Me' : contactName(attributes.get('contact_name') ?? attributes.get('address') ?? 'Them');
    return [{ at, from, text: body }];
  });
}

/**
 * Windows Live Messenger's saved history: `<Log …><Message Date="2/9/2009" Time="9:41:07 PM" DateTime="2009-02-10T02:41:07.312Z"
 * …><From><User FriendlyName="~*Tasha*~ 1st day @ Hurley tmrw!!"/></From><To>…</To><Text Style="…">ok i got the w4…</Text></Message>`.
 */
const MESSENGER_LOG = /<Log\b[^>]*>[\s\S]*?<\/Log>/;
const MESSENGER_MESSAGE = /<Message\b([^>]*)>([\s\S]*?)<\/Message>/g;

function messengerLogMessages(file: string): Message[] {
  return [...file.matchAll(MESSENGER_MESSAGE)].flatMap((m) => {
    const text = m[2]!.match(/<Text\b[^>]*>([\s\S]*?)<\/Text>/)?.[1];
    if (text === undefined) return [];
    const stamp = m[1]!.match(/\bDateTime="(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/);
    const from = m[2]!.match(/<From>\s*<User\b[^>]*\bFriendlyName="([^"]*)"/)?.[1] ?? 'Them';
    return [{ at: stamp ? `${stamp[1]} ${stamp[2]}` : '', from: screenNameAsName(from), text: decodeEntities(text) }];
  });
}

/**
 * Adium's .chatlog: `<chat … service="GTalk"><message sender="lornak.bg@gmail.com" time="2009-02-17T12:05:02-06:00"
 * alias="Lorna"><div><span style="…">A = 1 for you, …</span></div></message>`, the message's markup around its text.
 */
const ADIUM_LOG = /<chat\b[^>]*>[\s\S]*?<\/chat>/;
const ADIUM_MESSAGE = /<message\b([^>]*)>([\s\S]*?)<\/message>/g;

function adiumMessages(file: string): Message[] {
  return [...file.matchAll(ADIUM_MESSAGE)].map((m) => {
    const attributes = new Map([...m[1]!.matchAll(XML_ATTRIBUTE)].map((a) => [a[1]!, decodeEntities(a[2] ?? a[3] ?? '')]));
    const stamp = (attributes.get('time') ?? '').match(/^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/);
    const text = decodeEntities(m[2]!.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]+>/g, '')).trim();
    return { at: stamp ? `${stamp[1]} ${stamp[2]}` : '', from: attributes.get('alias') ?? contactName(attributes.get('sender') ?? 'Them'), text };
  });
}

/**
 * "~*Tasha*~ 1st day @ Hurley tmrw!!" → "Tasha", "Mo (payroll queen) - do NOT ask me about ur check" → "Mo": the name a
 * messenger's display name opens with, without its decoration and the status written after it.
 */
function screenNameAsName(display: string): string {
  const plain = decodeEntities(display).replace(/\([^()]*\)/g, ' ').split(/\s+[-–—|]\s+|\s*[|]\s*/)[0]!.replace(/[~*^=_<>♥★☆♪•]+/g, ' ');
  const words: string[] = [];
  for (const word of plain.trim().split(/\s+/)) {
    if (!/^\p{Lu}[\p{Ll}'’-]+$/u.test(word)) break;
    words.push(word);
  }
  return words.length > 0 && words.length <= 3 ? words.join(' ') : contactName(display);
}

function plistMessages(file: string): Message[] {
  const other = contactName(file.match(/<key>DisplayName<\/key>\s*<string>([^<]*)<\/string>/)?.[1] ?? 'Them');
  return [...file.matchAll(/<dict>((?:(?!<dict>)[\s\S])*?)<\/dict>/g)].flatMap((m) => {
    const body = m[1]!;
    const text = body.match(/<key>text<\/key>\s*<string>([\s\S]*?)<\/string>/)?.[1];
    if (text === undefined) return [];
    const date = body.match(/<key>date<\/key>\s*<date>([^<]*)<\/date>/)?.[1] ?? '';
    const mine = /<key>is_from_me<\/key>\s*<true\s*\/>/.test(body);
    return [{ at: date.replace(/^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}).*$/, '$1 $2'), from: mine ? 'Me' : other, text: decodeEntities(text) }];
  });
}

/** "Gary Whitcomb (club)" → "Gary Whitcomb": the contact's name without the owner's note on them. */
function contactName(name: string): string {
  return decodeEntities(name).replace(/\s*\([^()]*\)\s*$/, '').trim() || 'Them';
}

/** "Oct 13, 2025 6:02:41 PM" → "2025-10-13 18:02". */
function stampOfReadable(readable: string): string | undefined {
  const m = readable.trim().match(READABLE_DATE);
  const month = m ? monthNumber(m[1]!) : undefined;
  if (!m || month === undefined) return undefined;
  const hour = (Number(m[4]) % 12) + (/^p/i.test(m[6] ?? '') ? 12 : 0);
  const twoDigits = (n: number) => String(n).padStart(2, '0');
  return `${m[3]}-${twoDigits(month)}-${twoDigits(Number(m[2]))} ${twoDigits(m[6] ? hour : Number(m[4]))}:${m[5]}`;
}

/** "1760396561000" (milliseconds since 1970) → its UTC day and time, as a chat line's stamp ("2025-10-13 23:02"). */
export function stampOfEpoch(ms: string): string {
  const date = new Date(Number(ms));
  return Number.isFinite(date.getTime()) ? date.toISOString().replace(/^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}).*$/, '$1 $2') : '';
}

/** A messenger log's line: a message or the start or end of a session, as one self-closing element. */
const LOG_ELEMENT = /^\s*<(message|session)\b([^>]*?)\/>\s*$/;

/** The text with an instant messenger's XML log (Trillian's) read as a chat; the text as it is without one. */
function withInstantMessengerLogRead(text: string): string {
  const lines = text.split('\n');
  const elements = lines.map((line) => line.match(LOG_ELEMENT));
  if (elements.filter((m) => m?.[1] === 'message').length < 2) return text;
  return lines
    .flatMap((line, i) => {
      const m = elements[i];
      if (!m) return [line];
      if (m[1] === 'session') return [];
      const attributes = new Map([...m[2]!.matchAll(XML_ATTRIBUTE)].map((a) => [a[1]!, urlDecoded(decodeEntities(a[2] ?? a[3] ?? ''))]));
      const said = attributes.get('text');
      if (said === undefined) return [];
      const [first = '', ...rest] = said.split('\n');
      return [`${stampOfEpoch(`${Number(attributes.get('time') ?? '') * 1000}`)} | ${attributes.get('from') ?? 'Them'}: ${first}`, ...rest.filter((l) => l.trim() !== '')];
    })
    .join('\n');
}

/** "hey%20kiddo%2C": text as a log writes it URL-encoded, decoded (as it is where it is not). */
function urlDecoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}
