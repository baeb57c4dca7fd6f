/**
 * E-mail pasted raw, as a mail program saves it: a Thunderbird or mutt mailbox (.mbox, each message opened by a
 * "From ben@… Wed May 28 19:04:35 2025" line), or one message downloaded whole (.eml, Gmail's "Download message").
 * Each message carries a block of transport headers (Received, DKIM, Message-ID, Content-Type …), a body in a
 * transfer encoding (quoted-printable's "I=E2=80=99d" and "=" at a line's end, or base64), and often a copy of itself
 * as HTML and attachments, each a part between boundary lines. Read as written, the headers give keys no form asks
 * and the encoded words and values cut in two run into every value.
 *
 * Each message is written out as the e-mail a reader sees: its "From:", "Date:" and "Subject:" lines, a blank line,
 * then its plain-text body decoded; the HTML copy and attachments are left out. A message's end is the next message's
 * opening line, its closing boundary, or two blank lines in a row (after which the writer's own notes go on).
 * A plain function of the text.
 */
import { quotedPrintableDecoded } from './mail-encoding.js';

/** An mbox's line opening a message: "From ben.whitacre82@yahoo.com  Wed May 28 19:04:35 2025". */
const MBOX_FROM_LINE = /^From \S+\s+(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\s+\d{1,2} \d{2}:\d{2}:\d{2} \d{4}\s*$/;
/** A header only a transported message has, opening a raw message's header block (.eml). */
const TRANSPORT_HEADER = /^(?:Delivered-To|Received|Return-Path|X-[\w-]+|MIME-Version|Message-ID|DKIM-Signature|ARC-[\w-]+|Authentication-Results):/i;
/** A header line: "Name: value". */
const HEADER = /^([A-Za-z][\w-]*):[ \t]*(.*)$/;
/** The headers a reader of the message sees. */
const SHOWN_HEADERS = ['from', 'date', 'subject'];
/** The fewest headers of a raw header block: From and Date at least, and a transport header. */
const FEWEST_HEADERS = 3;

interface RawMessage {
  start: number;
  end: number;
  headers: Map<string, string>;
  body: string[];
}

/** The text with each raw e-mail in it written out as a reader sees it; the text as it is without one. */
export function withRawMailRead(text: string): string {
  const lines = text.split('\n');
  const messages = rawMessagesIn(lines);
  if (messages.length === 0) return text;
  const out: string[] = [];
  let at = 0;
  for (const message of messages) {
    out.push(...lines.slice(at, message.start));
    // (A reply that quotes the whole thread under it, "On Tue, May 13, … Yolanda Pirtle <…> wrote:" over "> …" and
    // ">> …": each quoted message as one of its own, oldest first, so that the thread reads in the order it was said.)
    const thread = unfoldedThread(plainBody(message.headers, message.body).split('\n'), message.headers.get('from'), message.headers.get('date'));
    for (const said of thread.reverse()) {
      const shown = [...(said.from !== undefined ? [`From: ${said.from}`] : []), ...(said.date !== undefined ? [`Date: ${said.date}`] : [])];
      const subject = said === thread.at(-1) && message.headers.has('subject') ? [`Subject: ${message.headers.get('subject')!}`] : [];
      out.push(...shown, ...subject, '', ...trimmed(said.lines), '');
    }
    at = message.end;
  }
  out.push(...lines.slice(at));
  return out.join('\n');
}

/** "On Tue, May 13, 2025 at 9:18 PM Yolanda Pirtle <ypirtle@…> wrote:": when (1) and who (2) wrote the message quoted under it. */
const ATTRIBUTION = /^On\s+(.+?\d.*?)[,\s]+(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*)+\s*(?:<[^<>\s]+>)?)\s+wrote:\s*$/u;

interface SaidInThread {
  from: string | undefined;
  date: string | undefined;
  lines: string[];
}

/** A message's body as the messages it holds, newest first: its own words, then each message quoted under an attribution. */
function unfoldedThread(lines: string[], from: string | undefined, date: string | undefined): SaidInThread[] {
  const attribution = lines.findIndex((line) => ATTRIBUTION.test(line.trim()));
  const quoted = attribution < 0 ? [] : lines.slice(attribution + 1);
  // (Only a quote that is all of the rest: "> " on every line below the attribution but blank ones.)
  if (attribution < 0 || !quoted.some((line) => /^>/.test(line)) || quoted.some((line) => line.trim() !== '' && !/^>/.test(line))) return [{ from, date, lines }];
  const said = lines[attribution]!.trim().match(ATTRIBUTION)!;
  // ("… at 9:18 PM Yolanda Pirtle": the time's "PM" is the date's, not the name's.)
  const time = said[2]!.match(/^(?:AM|PM)\s+/)?.[0] ?? '';
  const unquoted = quoted.map((line) => line.replace(/^>\s?/, ''));
  return [{ from, date, lines: lines.slice(0, attribution) }, ...unfoldedThread(unquoted, said[2]!.slice(time.length).trim(), `${said[1]!.trim()} ${time.trim()}`.trim())];
}

/** Lines without the blank ones at their start and end. */
function trimmed(lines: string[]): string[] {
  let [from, to] = [0, lines.length];
  while (from < to && lines[from]!.trim() === '') from++;
  while (to > from && lines[to - 1]!.trim() === '') to--;
  return lines.slice(from, to);
}

/** The raw messages of a text's lines, in order. */
function rawMessagesIn(lines: string[]): RawMessage[] {
  const messages: RawMessage[] = [];
  for (let at = 0; at < lines.length; at++) {
    const mbox = MBOX_FROM_LINE.test(lines[at]!);
    if (!mbox && !(TRANSPORT_HEADER.test(lines[at]!) && (at === 0 || lines[at - 1]!.trim() === ''))) continue;
    const { headers, next } = headerBlock(lines, mbox ? at + 1 : at);
    if (!headers.has('from') || headers.size < FEWEST_HEADERS) continue;
    const boundary = headers.get('content-type')?.match(/boundary="?([^";]+)"?/i)?.[1];
    let end = next;
    for (; end < lines.length; end++) {
      const line = lines[end]!;
      if (MBOX_FROM_LINE.test(line)) break;
      if (boundary !== undefined && line.trim() === `--${boundary}--`) {
        end++;
        break;
      }
      // (Two blank lines in a row end a message that has no closing boundary: what follows is the writer's own.)
      if (boundary === undefined && line.trim() === '' && lines[end + 1]?.trim() === '' && end > next) break;
    }
    messages.push({ start: at, end, headers, body: lines.slice(next, end) });
    at = end - 1;
  }
  return messages;
}

/** A block of header lines from `from` (continued lines folded in), the headers by lower-case name, and the line after its blank line. */
function headerBlock(lines: string[], from: number): { headers: Map<string, string>; next: number } {
  const headers = new Map<string, string>();
  let last: string | undefined;
  let at = from;
  for (; at < lines.length && lines[at]!.trim() !== ''; at++) {
    const line = lines[at]!;
    const header = line.match(HEADER);
    if (/^[ \t]/.test(line) && last !== undefined) headers.set(last, `${headers.get(last)!} ${line.trim()}`);
    else if (header) {
      last = header[1]!.toLowerCase();
      if (!headers.has(last)) headers.set(last, header[2]!.trim());
    } else break;
  }
  return { headers, next: at + 1 };
}

/** A message's body as text: its plain part, decoded, of a multipart one; its own, decoded, of another. */
function plainBody(headers: Map<string, string>, body: string[]): string {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = type.match(/boundary="?([^";]+)"?/i)?.[1];
  if (/^multipart\//i.test(type) && boundary !== undefined) {
    for (const part of partsOf(body, boundary)) {
      const { headers: partHeaders, next } = headerBlock(part, 0);
      const partType = partHeaders.get('content-type') ?? 'text/plain';
      if (/^multipart\//i.test(partType) || /^text\/plain/i.test(partType)) {
        const text = plainBody(partHeaders, part.slice(next));
        if (text.trim() !== '') return text;
      }
    }
    return '';
  }
  if (!/^text\//i.test(type)) return '';
  return decoded(body.join('\n'), headers.get('content-transfer-encoding') ?? '').trim();
}

/** The parts of a multipart body between its boundary lines. */
function partsOf(body: string[], boundary: string): string[][] {
  const parts: string[][] = [];
  let part: string[] | undefined;
  for (const line of body) {
    if (line.trim() === `--${boundary}` || line.trim() === `--${boundary}--`) {
      if (part) parts.push(part);
      part = line.trim() === `--${boundary}` ? [] : undefined;
    } else part?.push(line);
  }
  if (part) parts.push(part);
  return parts;
}

function decoded(body: string, encoding: string): string {
  if (/quoted-printable/i.test(encoding)) return quotedPrintableDecoded(body);
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}
