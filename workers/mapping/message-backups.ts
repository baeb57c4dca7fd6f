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
  /** The other party's phone number, where the backup gives only that: the sender's, or for a sent message the recipient's. */
  number?: string;
}

const SMS_BACKUP = /<smses\b[^>]*>[\s\S]*?<\/smses>/;
const SMS = /<sms\b([^>]*?)\/?>/g;
const PLIST = /<plist\b[^>]*>[\s\S]*?<\/plist>/;
/** "Oct 13, 2025 6:02:41 PM": the backup's readable date. */
const READABLE_DATE = /^(\p{L}{3,9})\.?\s+(\d{1,2}),\s+(\d{4})\s+(\d{1,2}):(\d{2})(?::\d{2})?\s*([AaPp][Mm])?$/u;

/** The text with a pasted message backup read as a chat; the text as it is without one. */
export function withMessageBackupRead(text: string): string {
  const backup = SMS_BACKUP.exec(text) ?? PLIST.exec(text) ?? MESSENGER_LOG.exec(text) ?? ADIUM_LOG.exec(text) ?? VMESSAGE_FILES.exec(text) ?? MESSAGE_TABLE_ROWS.exec(text);
  if (!backup) return withInstantMessengerLogRead(text);
  const reader = backup[0].startsWith('<smses')
    ? smsMessages
    : backup[0].startsWith('<plist')
      ? plistMessages
      : backup[0].startsWith('<chat')
        ? adiumMessages
        : backup[0].startsWith('BEGIN:VMSG')
          ? vmessageMessages
          : backup[0].startsWith('<')
            ? messengerLogMessages
            : tableRowMessages;
  const messages = withNumbersNamed(reader(backup[0]));
  if (messages.length === 0) return text;
  // (The XML declaration and the backup tool's comment before it are the file's, not the chat's.)
  const before = text.slice(0, backup.index).replace(/(?:<\?xml[^>]*\?>\s*|<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)+$/, '');
  const chat = messages.sort((a, b) => a.at.localeCompare(b.at)).flatMap(({ at, from, text: said }) => {
    const [first = '', ...rest] = said.split('\n');
    return [`${at} | ${from}: ${first}`, ...rest.filter((line) => line.trim() !== '')];
  });
  return `${withThreadMarked(before)}${chat.join('\n')}${text.slice(backup.index + backup[0].length)}`;
}

/**
 * The writer's lines above a backup, marked at their end as a pasted thread's ("--- text messages ---", in place of a
 * rule or a file's name between rules there), so that the chat is read as one however long the note above it runs. A
 * note of a few lines needs no mark (parse-chat.ts reads a chat under a short heading as it is).
 */
function withThreadMarked(before: string): string {
  const lines = before.replace(/\s+$/, '').split('\n');
  if (lines.filter((line) => line.trim() !== '').length <= SHORT_NOTE_LINES) return before;
  if (/^\s*[-=*_~]{2,}[^\n]{0,80}?[-=*_~]{2,}\s*$|^\s*[-=*_~]{3,}\s*$/.test(lines.at(-1)!)) lines.pop();
  return `${lines.join('\n')}\n--- text messages ---\n`;
}

function smsMessages(file: string): Message[] {
  return [...file.matchAll(SMS)].flatMap((m) => {
    const attributes = new Map([...m[1]!.matchAll(XML_ATTRIBUTE)].map((a) => [a[1]!, decodeEntities(a[2] ?? a[3] ?? '')]));
    const body = attributes.get('body');
    if (body === undefined) return [];
    const at = stampOfReadable(attributes.get('readable_date') ?? '') ?? stampOfEpoch(attributes.get('date') ?? '');
    // (type 2 is a message the phone's owner sent; 1 one they received, from the contact.)
    const contact = attributes.get('contact_name');
    const named = contact !== undefined && !/^\(?unknown\)?$/i.test(contact.trim()) && contact.trim() !== '';
    const number = named ? undefined : attributes.get('address');
    const from = attributes.get('type') === '2' ? 'Me' : named ? contactName(contact) : (number ?? 'Them');
    return [{ at, from, text: body, ...(number ? { number } : {}) }];
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
 * Old phones' messages saved one to a file as vMessage (Nokia PC Suite's .vmg, opened as text and pasted in a row):
 *
 *     BEGIN:VMSG … X-IRMC-BOX:INBOX  X-NOK-DT:20090202T124012Z  BEGIN:VCARD … TEL:+12695550172 END:VCARD
 *     BEGIN:VENV BEGIN:VBODY  Date:02.02.2009 12:40:12  hey loretta. Curtis Lee Beauchamp. …  END:VBODY END:VENV END:VMSG
 *
 * A message in the sent box is the owner's ("Me"); one in the inbox is from the number on its card. The file names the
 * writer put between the files go with them.
 */
const VMESSAGE_FILES = /BEGIN:VMSG\b[\s\S]*END:VMSG/;
const VMESSAGE = /BEGIN:VMSG\b([\s\S]*?)END:VMSG/g;

function vmessageMessages(files: string): Message[] {
  return [...files.matchAll(VMESSAGE)].flatMap((m) => {
    const file = m[1]!;
    const body = file.match(/BEGIN:VBODY\s*\n([\s\S]*?)\n?END:VBODY/)?.[1];
    if (body === undefined) return [];
    const lines = body.split('\n');
    // (The body's first line is the phone's own stamp, "Date:02.02.2009 08:15:40", not the message.)
    const dated = lines[0]?.match(/^Date:\s*(\d{2})\.(\d{2})\.(\d{4})\s+(\d{2}:\d{2})/);
    const said = (dated ? lines.slice(1) : lines).join('\n').trim();
    const stamp = file.match(/X-NOK-DT:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})/);
    const at = stamp ? `${stamp[1]}-${stamp[2]}-${stamp[3]} ${stamp[4]}:${stamp[5]}` : dated ? `${dated[3]}-${dated[2]}-${dated[1]} ${dated[4]}` : '';
    const sent = /X-IRMC-BOX:\s*(?:SENDBOX|SENT|OUTBOX)/i.test(file);
    const number = file.match(/\nTEL[^:\n]*:\s*([^\n]+)/)?.[1]?.trim();
    const name = file.match(/\nN:[ \t]*([^;\n]+)(?:;([^;\n]+))?/);
    const from = sent ? 'Me' : name ? `${name[2] ? `${name[2].trim()} ` : ''}${name[1]!.trim()}` : (number ?? 'Them');
    return said === '' ? [] : [{ at, from, text: said, ...(number && !name ? { number } : {}) }];
  });
}

/**
 * An iPhone's message database (sms.db) queried in the sqlite3 shell, its rows as the shell prints them with headers on:
 *
 *     ROWID|address|sent|flags|text
 *     413|+13195550148|2009-02-02 12:31:07|2|Hi Deb! Kayleigh Dawn Amsel. …
 *
 * with the text last, a message of several lines running on until the next row. Flags 3 is a message the phone's owner
 * sent, 2 one received (is_from_me 1 and 0 in later versions); the address is the other party's number either way. The
 * prompt lines around the rows ("sqlite> .quit") are the shell's and go.
 */
const MESSAGE_TABLE_ROWS = /^[ \t]*(?:sqlite>[^\n]*\n)*[ \t]*(?:ROWID\|)?[\w|]*\baddress\b[\w|]*\|(?:flags|is_from_me)\|[\w|]*\btext[ \t]*(?:\n(?![ \t]*sqlite>)[^\n]*)+(?:\n[ \t]*sqlite>[^\n]*)*/im;

function tableRowMessages(rows: string): Message[] {
  const lines = rows.split('\n').filter((line) => !/^\s*sqlite>/.test(line));
  const header = lines.findIndex((line) => /\|text\s*$/i.test(line));
  const columns = lines[header]!.trim().split('|').map((c) => c.toLowerCase());
  const address = columns.indexOf('address');
  const mine = columns.findIndex((c) => c === 'flags' || c === 'is_from_me');
  const messages: Message[] = [];
  for (const line of lines.slice(header + 1)) {
    const cells = line.split('|');
    if (cells.length >= columns.length && /^\s*\d+\s*$/.test(cells[0]!)) {
      const at = cells.slice(0, -1).find((c) => /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/.test(c.trim()))?.trim().slice(0, 16).replace('T', ' ') ?? '';
      const flag = cells[mine]!.trim();
      const sent = columns[mine] === 'flags' ? flag === '3' : flag === '1';
      const number = cells[address]!.trim();
      messages.push({ at, from: sent ? 'Me' : number, text: cells.slice(columns.length - 1).join('|'), number });
    } else if (messages.length > 0 && line.trim() !== '') {
      messages[messages.length - 1]!.text += `\n${line}`;
    }
  }
  return messages.filter((m) => m.text.trim() !== '');
}

/** The most lines of a note above a backup that parse-chat.ts reads as a chat's heading without a mark. */
const SHORT_NOTE_LINES = 3;

/** "Hi Curtis its Loretta …": the name a message sent to a number greets its reader by. */
const GREETED = /^\s*(?:[Hh]i|[Hh]ey|[Hh]ello|[Hh]iya|[Dd]ear|[Mm]orning)\s+(\p{Lu}\p{Ll}+)\b/u;
/** "Loretta its Dwayne P. my ss is …", "this is Marco from …": the name a message from a number gives its writer. */
// ("this is kayleigh, my phone died": typed in lower case, where a comma shows the name ends.)
const SELF_NAMED = /(?:^|[.!,]\s+|^\p{Lu}\p{Ll}+\s+)(?:(?:[Ii]t['’]?s|[Ii]ts|[Tt]his\s+is)\s+(\p{Lu}\p{Ll}+)\b|[Tt]his\s+is\s+(\p{Ll}{3,})(?=,))/u;

/**
 * A backup that knows the other party only by a phone number: each number named as its messages name it, by the
 * greeting the owner sends it ("Hi Curtis …") or by the name its writer gives ("… its Dwayne P."), so that the chat's
 * speakers have names as a chat's do. A number no message names is "Contact A", "Contact B", in the order they write.
 */
function withNumbersNamed(messages: Message[]): Message[] {
  const digits = (number: string) => number.replace(/\D/g, '').slice(-10);
  const names = new Map<string, string>();
  for (const m of messages) {
    if (m.number === undefined || names.has(digits(m.number))) continue;
    const said = m.from === 'Me' ? m.text.match(GREETED) : m.text.match(SELF_NAMED);
    const name = (said?.[1] ?? said?.[2])?.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
    if (name && !/^(?:Me|Mom|Dad)$/.test(name)) names.set(digits(m.number), name);
  }
  let unnamed = 0;
  return messages.map((m) => {
    if (m.number === undefined || m.from === 'Me') return m;
    const key = digits(m.number);
    if (!names.has(key)) names.set(key, `Contact ${String.fromCharCode(65 + unnamed++)}`);
    return { ...m, from: names.get(key)! };
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
