/**
 * Chat transcripts and message logs ("[19:02] mira_k: …", "19:02 <mira_k> …", "Mira (7:02 PM): …"): the
 * timestamp and the handle are layout, not content. The person the text is about is the one whose speaker says
 * most; other speakers' statements are about themselves or about something else ("mine's Elowen, 19 …"), so
 * they are left out, except their questions, which give the keys of the answers that follow
 * ("eyes/skin/hair?" → "eyes amber, skin weathered tan, …").
 */

import { findTypedValues } from './detect-values.js';
import { casedName, withLowercaseAddressCased, withSentencesCapitalised } from './lowercase-text.js';
import { findUsAddresses, parsePersonName, townAfterName } from './parse-compound.js';
import { SELF, partyOfKey, textParty } from './parties.js';
import { escapeRegExp, wordCount } from './normalize-text.js';
import { splitSentences } from './sentences.js';
import { CHAT_SENDER, SPEAKER_LINE } from './speaker-lines.js';
import { withAddressesAssembled } from './spoken-addresses.js';
import { proposedValue, proposalAnswered, type ProposedValue } from './chat-proposed-values.js';

export interface ChatMessage {
  speaker: string;
  text: string;
}

const TIME = String.raw`\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:\s*[AaPp]\.?[Mm]\.?)?`;
/**
 * A date before the time in a log's stamp: "2025-05-03 19:02", "03/05/2025, 19:02", "14 Oct, 18:02", and a day of
 * the week before either, as a work chat copies it ("[Mon 3/10/2025 9:02 AM]", "[Tuesday 14:05]").
 */
/** "Mon ", "Tuesday, ": a day of the week before a stamp's date or time. */
const WEEKDAY = String.raw`(?:(?:[Mm]on|[Tt]ue|[Ww]ed|[Tt]hu|[Ff]ri|[Ss]at|[Ss]un)\p{Ll}*\.?,?\s+)?`;
/** "Viber, ", "WhatsApp ": the app a message was copied from, named before its stamp ("[Viber, 10/20/25 8:42 PM]"). */
const MESSAGING_APP = String.raw`(?:(?:Viber|WhatsApp|Signal|Telegram|Messenger|iMessage|SMS|Text|Slack|Teams|WeChat|LINE)[,:]?\s+)?`;
/** "Feb 12 2011 ", "March 3, 2011 at ": a date written month first, as an old messenger's saved history stamps it. */
const MONTH_DAY_YEAR = String.raw`\p{Lu}\p{Ll}{2,8}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?(?:\s+\d{4})?`;
const MONTH_FIRST_DATE = String.raw`${MONTH_DAY_YEAR},?\s+(?:at\s+)?`;
const STAMP = String.raw`${MESSAGING_APP}${WEEKDAY}(?:\d{1,4}[-/.]\d{1,2}(?:[-/.]\d{1,4})?,?\s+|\d{1,2}\s+\p{L}{3,9}\.?,?\s+|${MONTH_FIRST_DATE})?${TIME}`;
/**
 * A handle, with the heart a contact's display name may end in ("Jo-Jo <3") and the team or role a work chat writes
 * after a person's name: "Renee Castillo (Escrow)".
 */
const HANDLE = String.raw`[\p{L}\p{N}_.@-][\p{L}\p{N}_.@ -]{0,30}?(?:\s*(?:<3|[♥❤]\uFE0F?))?(?:\s*\([\p{L}\p{N} &/.-]{1,30}\))?`;

/** Prefix shapes: each gives the speaker in group 1 and the message in group 2. */
const MESSAGE_LINES: RegExp[] = [
  // "[19:02] mira_k: text", "[19:02] <mira_k> text", "[2025-05-03 19:02] Mira K: text"
  new RegExp(String.raw`^\s*\[${STAMP}\]\s*(?:<(${HANDLE})>|(${HANDLE}):)\s*(.*)$`, 'u'),
  // "19:02 <mira_k> text", "19:02 mira_k: text", "19:02 - mira_k: text", "2025-02-17 20:12:04 | Me: text" (an SMS backup's export)
  new RegExp(String.raw`^\s*${STAMP}\s*(?:[-–—|]\s*)?(?:<(${HANDLE})>|(${HANDLE}):)\s*(.*)$`, 'u'),
  // "20:14<tab>ゆき🐾<tab>text": LINE's saved chat history, a tab between the time, the sender's display name (any
  // characters, emoji too) and the message.
  new RegExp(String.raw`^\s*()${TIME}\t([^\t\n]{1,30})\t(.*)$`, 'u'),
  // "2/19/2011<tab>8:02:14 PM<tab>Marco<tab>dani<tab>text": Windows Live Messenger's message history, columns of the
  // date, the time, who sent it, to whom, and the message.
  new RegExp(String.raw`^\s*()\d{1,2}\/\d{1,2}\/\d{2,4}\t${TIME}\t([^\t\n]{1,40})\t[^\t\n]{1,40}\t(.*)$`, 'u'),
  // "[Natalia 8:02 PM] text": a phone's thread copied, the name and the time in one bracket.
  new RegExp(String.raw`^\s*\[()(${HANDLE})\s+${STAMP}\]\s*(.*)$`, 'u'),
  // "Mira K (7:02 PM): text", "Mira K [19:02]: text"
  new RegExp(String.raw`^\s*()(${HANDLE})\s*[([]${STAMP}[)\]]\s*:\s*(.*)$`, 'u'),
  // "Deb (Payroll) 7:41 AM: text", "Rosalind F. 7:44 AM: text": a help desk's chat copied, the time after the name.
  new RegExp(String.raw`^\s*()(\p{Lu}${HANDLE})\s+${STAMP}\s*:\s+(.*)$`, 'u'),
  // "Katya Boyko, [7/8/2025 8:16 PM]" on a line of its own, the message under it: a Telegram chat copied.
  new RegExp(String.raw`^\s*()(${HANDLE}),\s*\[${STAMP}\]\s*()$`, 'u'),
  // "Mon 4/21 - Gabriela Castillo:" on a line of its own, the message under it: a thread copied out of a mail client.
  new RegExp(String.raw`^\s*()${WEEKDAY}\d{1,2}\/\d{1,2}(?:\/\d{2,4})?(?:,?\s+${TIME})?\s+[-–—]\s+(\p{Lu}${HANDLE}):\s*()$`, 'u'),
  // "-- Jun 2, 2025 09:14 · Samira Haddad (customer)" on a line of its own, the message under it: a help desk ticket's
  // history copied.
  new RegExp(String.raw`^\s*-{1,3}\s*(?:\p{L}{3,9}\.?\s+\d{1,2},?\s+\d{4}|\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{2,4})?,?\s*${TIME}\s*[·•|-]\s*()(\p{Lu}${HANDLE})(?:\s*\[[\p{L} ]{1,20}\])?\s*()$`, 'u'),
  // "marco  9:41 AM" on a line of its own, the message on the lines under it: a Slack or Teams thread copied.
  new RegExp(String.raw`^\s*()(${HANDLE})\s{2,}${STAMP}\s*()$`, 'u'),
  // "Kestrel (DM) — Today at 9:02 PM", "oak_and_anvil — 03/14/2025 9:05 PM" on a line of its own, the message under
  // it: a Discord channel copied. ("RimfireRick_815 - Mar 2, 2026 7:48 PM": a classifieds site's message thread.)
  new RegExp(String.raw`^\s*()(${HANDLE})\s+[—–-]\s+(?:[Tt]oday|[Yy]esterday|${WEEKDAY}\d{1,2}\/\d{1,2}\/\d{2,4}|${MONTH_DAY_YEAR},?|(?:[Mm]on|[Tt]ues|[Ww]ednes|[Tt]hurs|[Ff]ri|[Ss]atur|[Ss]un)day)(?:\s+at)?\s+${TIME}\s*()$`, 'u'),
];

/**
 * "[18:02] Lucija Babić", "[Tue 14 Oct, 18:02] Hi Ms Brennan, …": a stamp in brackets, then the message; "10:43 seller
 * addr: …", "10:49-10:51 HOLD": or a clock's time (or span) alone, as a call's live notes stamp each line.
 */
const BARE_STAMPED = new RegExp(String.raw`^\s*(?:\[${STAMP}\]|${TIME}(?:\s*[-–]\s*${TIME})?(?=\s))\s*(.*)$`, 'u');
/** "Renee Castillo (Escrow): …", "<mgrady> …": a speaker's handle before a colon, or in angle brackets as IRC writes it. */
const HANDLE_BEFORE_COLON = new RegExp(String.raw`^(?:<(${HANDLE})>|(${HANDLE}):)\s`, 'u');
/** The fewest stamped lines that make a run of one sender's messages. */
const STAMPED_RUN = 3;

/**
 * A run of one sender's messages copied with their times and no names ("[Tue 14 Oct, 18:02] Hi Ms Brennan, …" /
 * "[18:02] Lucija Babić" / "[18:03] Ilica 242, flat 7"): the stamps are dropped, each message kept on its line. (A
 * chat's "[19:02] mira_k: …" names its speakers, each more than once; a word before a colon that no other line
 * repeats is the message's own key, "[18:06] Languages: English". A recording's "[00:06]" is an offset into it,
 * its lines one paragraph, parse-transcript.ts: the first stamp here is a clock's, with its day or past 05:59.)
 */
export function withBareStampsDropped(text: string): string {
  const lines = text.split('\n');
  const said = lines.map((line) => line.match(BARE_STAMPED)?.[1]);
  const stamped = said.filter((message) => message !== undefined);
  if (stamped.length < STAMPED_RUN) return text;
  const handles = stamped.map((message) => message!.match(HANDLE_BEFORE_COLON)?.slice(1).find((h) => h !== undefined)?.toLowerCase()).filter((h) => h !== undefined);
  if (new Set(handles).size < handles.length) return text;
  const first = lines.find((line) => BARE_STAMPED.test(line))!;
  const clock = /\[\D/.test(first) || /\d[-/.]\d/.test(first.slice(0, first.indexOf(']'))) || Number(first.match(/(\d{1,2})[:.]\d{2}/)?.[1] ?? 0) >= 6;
  return clock ? lines.map((line, i) => said[i] ?? line).join('\n') : text;
}

/** A chat line's sender and message, as one of MESSAGE_LINES' layouts writes them; a header alone has no message. */
export function messageOfLine(line: string): ChatMessage | undefined {
  for (const re of MESSAGE_LINES) {
    const m = line.match(re);
    if (m) return { speaker: (m[1] || m[2] || '').trim().toLowerCase(), text: m[3]!.trim() };
  }
  return undefined;
}

/** The most lines a transcript's heading may take before its first message ("Tue, Mar 10, 2009"). */
const MAX_HEADING_LINES = 3;
/** "-------", "=====": a rule alone on its line. */
const BARE_RULE = /^\s*[-=_*~—–]{3,}\s*$/;
/** "--- end copy ---", "===== end of chat =====": a line that marks where a pasted thread ends. */
const END_MARKER = /^\s*[-=*_~—–]{2,}\s*end\b[\p{L} #]{0,30}?[-=*_~—–]{2,}\s*$/iu;
/** "14.09.2024, 18:02 - Messages and calls are end-to-end encrypted. …": a line an app stamps with no sender. */
const STAMPED_NOTICE = new RegExp(String.raw`^\s*\[?${STAMP}\]?\s*[-–—]?\s*[^:\n]*$`, 'u');
/** "--- pasted chat ---", "==== Viber thread ====": a line that marks where a pasted thread starts. */
/**
 * "[LINE] Chat history with Hiro T.", "WhatsApp Chat with Marisol", "BlackBerry Messenger - Chat History" /
 * "Conversation with: Jo-Jo", 'Messages - "Henry Golden Boy .22"', "Message History - Marco": the title an app's saved
 * history opens with.
 */
const HISTORY_TITLE = /^\s*(?:\[(?:LINE|WhatsApp|KakaoTalk|Viber|Telegram)\]\s*)?(?:chat|talk)\s+history\s+(?:with|in)\b|^\s*(?:WhatsApp|KakaoTalk)\s+chat\s+with\b|^[\p{L} -]{0,30}\bchat\s+history\s*$|^\s*conversation\s+with\s*:|(?:^\s*|["”]:\s+)messages\s+[-–—:]\s+["“]|^\s*message\s+history\b/iu;
// ("———————— 陈国华和Kevin Li的聊天记录 ————————": a messaging app's merged history, titled in its own language.)
// ('---- Message Center: Re: Browning Citori 725 Field 20ga 28" O/U ----': what follows the word may name the thread.)
const PASTED_MARKER = /^\s*[-=*_~—–]{2,}\s*[\p{L} ]{0,30}?(?:\b(?:chat|thread|messages?|conversation|texts?|viber|whatsapp|signal|sms|slack|teams)\b|聊天记录|聊天紀錄|トーク履歴|대화\s?내용)[^\n]{0,80}?\s[-=*_~—–]{2,}\s*$/iu;

/**
 * The messages of a transcript, or undefined when the text is not one (fewer than two stamped lines, or
 * fewer than half of its lines). A line without a stamp continues the message before it; lines before the
 * first message (a copied thread's date or title) are a message without a speaker.
 */
export function chatMessages(lines: string[]): ChatMessage[] | undefined {
  const filled = lines.filter((l) => l.trim() !== '');
  const parsed = filled.map(messageOfLine);
  const stamped = parsed.filter((m) => m !== undefined).length;
  const firstMessage = parsed.findIndex((m) => m !== undefined);
  // (A thread whose stamps head the messages under them, "marco  9:41 AM", has fewer stamped lines than message lines.)
  const headed = parsed.filter((m) => m !== undefined && m.text === '').length * 2 >= stamped;
  if (stamped < 2) return namedChatMessages(filled);
  // (A note above a thread it marks as pasted, "--- pasted chat ---", may run as long as it likes.)
  // ("[LINE] Chat history with Hiro T." / "Saved on: 2025/06/04 22:41" / "2025/05/31(Sat)": or a saved history's title a
  // few lines above its first message.)
  // ("--- WhatsApp Chat z Tomek … ---" / "14.09.2024, 18:02 - Wiadomości i połączenia są szyfrowane …": the app's own
  // notice, stamped but said by no one, may sit between the marker and the first message.)
  const marked = filled.slice(Math.max(0, firstMessage - 2), firstMessage).some((line, k, above) => PASTED_MARKER.test(line) && above.slice(k + 1).every((notice) => STAMPED_NOTICE.test(notice))) || filled.slice(Math.max(0, firstMessage - MAX_HEADING_LINES), firstMessage).some((line) => HISTORY_TITLE.test(line));
  if ((!headed && stamped * 2 < filled.length - firstMessage) || (firstMessage > MAX_HEADING_LINES && !marked)) return undefined;
  const out: ChatMessage[] = firstMessage > 0 ? [{ speaker: '', text: filled.slice(0, firstMessage).join('\n') }] : [];
  // ("--- end copy ---": a line that marks where the pasted thread ends starts the writer's own lines, whatever the
  // thread's layout.)
  // ("-------" alone after the last message of a thread whose stamps head their messages: the writer's own lines follow.)
  const lastStamped = parsed.findLastIndex((m) => m !== undefined);
  const endMarker = filled.findIndex((line, i) => i > firstMessage && (END_MARKER.test(line) || (headed && i > lastStamped && BARE_RULE.test(line))));
  const trailerFrom = endMarker > 0 ? endMarker : headed ? filled.length : trailerStart(lines, filled, parsed);
  for (const [i, message] of parsed.entries()) {
    if (i >= trailerFrom) break;
    if (message) out.push({ ...message });
    // ("[9:03 PM]" alone between one speaker's lines: the time of a message sent on after the first.)
    else if (i >= firstMessage && filled[i]!.match(BARE_STAMPED)?.[1]?.trim() !== '') out[out.length - 1]!.text = `${out[out.length - 1]!.text}\n${filled[i]!.trim()}`.replace(/^\n/, '');
  }
  // ("… [Dmitri 8:12 PM] 👍 / (blank) / My info: / Dmitri A. Volkov / …": what the one who pasted the thread writes
  // under it is theirs, as the lines above it are, not the last message's.)
  if (trailerFrom < filled.length) out.push({ speaker: '', text: filled.slice(trailerFrom).join('\n') });
  return out;
}

/** "Priya: working on it!", "Marcus (DM): ok last call …": a person's first name (and their part in brackets), then the message. */
const NAMED_SPEAKER = /^\s*(\p{Lu}\p{Ll}+)(?:\s*\([^()]{1,20}\))?:\s+(\S.*)$/u;
/** The fewest people a group chat copied without times has; two are a thread read line by line (speakerTranscriptLines). */
const GROUP_SPEAKERS = 3;

/**
 * A group chat copied without its times ("Marcus (DM): …" / "Priya: …" / "Theo: …"): three or more people named by
 * their first names, each speaking at least twice, their lines most of the text. Undefined for anything else (a
 * record's keys are each given once; roles' words, "Buyer:", are no first names).
 */
function namedChatMessages(filled: string[]): ChatMessage[] | undefined {
  const parsed = filled.map((line) => line.match(NAMED_SPEAKER));
  const counts = new Map<string, number>();
  for (const m of parsed) if (m) counts.set(m[1]!, (counts.get(m[1]!) ?? 0) + 1);
  const speakers = new Set([...counts].filter(([, n]) => n >= 2).map(([speaker]) => speaker));
  const isMessage = (m: RegExpMatchArray | null) => m !== null && speakers.has(m[1]!);
  const firstMessage = parsed.findIndex(isMessage);
  const spoken = parsed.filter(isMessage).length;
  if (speakers.size < GROUP_SPEAKERS || firstMessage < 0 || firstMessage > MAX_HEADING_LINES || spoken * 2 < filled.length - firstMessage) return undefined;
  if ([...speakers].some((s) => textParty(s.toLowerCase()) !== undefined || SPEAKER_ROLE.test(s.toLowerCase()) || OFFICE_SPEAKER.test(s.toLowerCase()))) return undefined;
  const out: ChatMessage[] = firstMessage > 0 ? [{ speaker: '', text: filled.slice(0, firstMessage).join('\n') }] : [];
  for (const [i, m] of parsed.entries()) {
    if (i < firstMessage) continue;
    if (isMessage(m)) out.push({ speaker: m![1]!.toLowerCase(), text: m![2]!.trim() });
    else out[out.length - 1]!.text += `\n${filled[i]!.trim()}`;
  }
  return out;
}

/** "my character is Wren (I'm Priya)": the writer naming themselves in the lines above a chat they paste. */
// ("I'm fernbrook in there": or by a handle in lower case.)
const WRITER_NAMED = /\b(?:I['’]m|I am|this is|it['’]s me,?)\s+(\p{L}[\p{L}\d_.-]*[\p{L}\d])(?![\p{L}\d_.-])/gu;

/** '"ゆき🐾" is me': a display name, quoted, that the writer says is theirs. */
const QUOTED_NAME_IS_ME = /["“]([^"”\n]{1,30})["”]\s+is\s+me\b/gu;

/** "she's Keisha ("KeKe")": another person named in the lines above a chat (1), and the nickname after it (2). */
const OTHER_NAMED = /\b(?:she['’]s|he['’]s|she is|he is)\s+(\p{Lu}[\p{L}'’-]+)(?:\s*\(["“]?([^"”()\n]{1,30}?)["”]?\))?/gu;
/** "Derek's sister": the writer's relation to another named (1). */
const RELATIVE_OF_NAMED = /\b(\p{Lu}\p{Ll}+)['’]s\s+(?:sister|brother|mother|mom|mum|father|dad|daughter|son|aunt|uncle|niece|nephew|cousin|wife|husband|partner|friend|neighbou?r|grand(?:daughter|son|mother|father))\b/gu;
/** "Please fill her 1040", "her 2010 return": lines above a chat that ask for another's form. */
const FOR_ANOTHER = /\b(?:fill(?:ing)?(?:\s+out)?|do(?:ing)?|fil(?:e|ing)|prepar(?:e|ing))\s+(?:her|his|their)\b|\b(?:her|his|their)\s+(?:\d{4}\s+)?(?:return|taxes|tax\s+return|form|1040|w-?4|w-?9)\b/i;

/**
 * Whether the lines above a chat say the writer fills the form of another who speaks in it ("I'm Andre, she's Keisha
 * ("KeKe"). Please fill her 1040 from it."), under their name or the nickname the thread shows: the person gives their
 * details and the writer works out the rest, so every message is read, not one speaker's.
 */
function fillsSpeakersForm(messages: ChatMessage[]): boolean {
  const heading = headingOf(messages);
  if (!FOR_ANOTHER.test(heading)) return false;
  const speakers = messages.map((m) => m.speaker).filter((speaker) => speaker !== '');
  const called = [...heading.matchAll(OTHER_NAMED)].flatMap((m) => [m[1], m[2]]).filter((name): name is string => name !== undefined).map((name) => name.trim().toLowerCase());
  // ("I'm Renee, Derek's sister, filling their 2010 1040": or one whose relative the writer says they are.)
  const relatives = [...heading.matchAll(RELATIVE_OF_NAMED)].map((m) => m[1]!.toLowerCase());
  return [...called, ...relatives].some((name) => speakers.some((speaker) => speaker === name || speaker.startsWith(`${name} `)));
}

/** The lines above a chat's first message, '' where it opens with one. */
function headingOf(messages: ChatMessage[]): string {
  return messages[0]?.speaker === '' ? messages[0].text : '';
}

/** The speaker the lines above a chat say the writer is, if any. */
function writerAmongSpeakers(messages: ChatMessage[]): string | undefined {
  const heading = headingOf(messages);
  const speakers = new Set(messages.map((m) => m.speaker));
  const named = [...heading.matchAll(WRITER_NAMED), ...heading.matchAll(QUOTED_NAME_IS_ME)].map((m) => m[1]!.toLowerCase()).find((name) => speakers.has(name));
  if (named) return named;
  // ("… Dzięki, kocham Cię! / G." over a chat with "Grzegorz Wróbel": the writer signs the lines above with their name
  // or its first letter, which one speaker's name starts with.)
  const signedAbove = heading.split('\n').filter((line) => line.trim() !== '' && !PASTED_MARKER.test(line) && !STAMPED_NOTICE.test(line)).at(-1)?.match(SIGNED_ALONE)?.[1]?.toLowerCase();
  const signer = signedAbove ? [...speakers].filter((speaker) => speaker !== '' && (signedAbove.length === 1 ? speaker.startsWith(signedAbove) : speaker === signedAbove || speaker.startsWith(`${signedAbove} `))) : [];
  if (signer.length === 1) return signer[0];
  // ("… My details and a couple of fixes are at the bottom. - Dale" over a thread on his wife's account, where
  // "KarenO_kankakee" writes "This is Dale, Karen's husband": the speaker who says they are the one who signs.)
  const signed = heading.match(SIGNED_BY)?.[1];
  const introduces = signed ? new RegExp(String.raw`\b(?:this is|it['’]s|I['’]m|I am)\s+${signed}\b`, 'iu') : undefined;
  return introduces ? messages.find((m) => m.speaker !== '' && introduces.test(m.text))?.speaker : undefined;
}
/** "G.", "— Kaito", "Dale": the writer's name or its first letter alone on the last line above a chat (1). */
const SIGNED_ALONE = /^\s*(?:[-–—~]\s*)?(\p{Lu}(?:\p{Ll}+)?)\.?\s*$/u;
/** "… at the bottom. - Dale": a name signed at the end of the lines above a chat. */
const SIGNED_BY = /(?:^|\s)[-–—]\s*(\p{Lu}\p{Ll}+)\s*$/mu;

/**
 * Where the lines under a pasted thread start: after a blank line that follows the last stamped message, when at
 * least TRAILER_LINES unstamped lines follow. The index is into the non-blank lines; their count when there is none.
 */
function trailerStart(lines: string[], filled: string[], parsed: (ChatMessage | undefined)[]): number {
  const lastStamped = parsed.findLastIndex((m) => m !== undefined);
  const rest = filled.length - 1 - lastStamped;
  if (lastStamped < 0 || rest < TRAILER_LINES) return filled.length;
  // The blank line must come right after the last message's own line.
  let seen = -1;
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trim() === '') continue;
    seen++;
    if (seen === lastStamped) return i + 1 < lines.length && lines[i + 1]!.trim() === '' ? lastStamped + 1 : filled.length;
  }
  return filled.length;
}

/** The fewest lines under a thread that are the writer's own, not a last message run on. */
const TRAILER_LINES = 2;

/**
 * The speaker with the most messages; undefined on a tie (the text does not say whose details it gives), and when
 * that speaker gives none of a person's details while another does ("[Mom 7:42 PM] SSN, type it so I don't mess it
 * up" / "[Aarav 7:43 PM] 512-84-3097"): a parent or a clerk who walks someone through a form says as much of it
 * as the one answering.
 */
export function mainSpeaker(messages: ChatMessage[]): string | undefined {
  const counts = new Map<string, number>();
  const detailed = new Set<string>();
  for (const m of messages) {
    if (m.speaker === '') continue;
    counts.set(m.speaker, (counts.get(m.speaker) ?? 0) + 1);
    if (findTypedValues(m.text).some((t) => PERSONAL_DETAIL_KINDS.has(t.kind)) || findUsAddresses(m.text).length > 0) detailed.add(m.speaker);
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  if (ranked.length === 0 || (ranked.length > 1 && ranked[1]![1] === ranked[0]![1])) return undefined;
  if (detailed.size > 0 && !detailed.has(ranked[0]![0])) return undefined;
  return ranked[0]![0];
}

/** Details only a person gives of themselves or of whom they write for: an SSN, a phone number, an e-mail address. */
const PERSONAL_DETAIL_KINDS: ReadonlySet<string> = new Set(['ssn', 'phone', 'email']);

/** "eyes/skin/hair?", "age and height?", "what's his name?" → the keys asked for. */
export function questionKeys(question: string): string[] {
  const body = question
    .trim()
    // ("😄 And the silly one: favourite colour?": an emoji before the words asks nothing.)
    .replace(/^[^\p{L}\d]+(?=\p{L})/u, '')
    // ("What date should I put next to your signature? You'll sign the printed copy in our office.": a remark after
    // the question asks nothing.)
    .replace(/(?<=\?)\s+[^?]*[.!]$/, '')
    .replace(/\?+\s*$/, '')
    // ("Favourite colour for the club T-shirt?": what the answer is for is no part of what is asked.)
    .replace(/^(\p{L}[\p{L} ]{2,30}?)\s+for\s+(?:the|your|our|my|his|her)\s+[\p{L}\d -]{2,30}$/iu, '$1')
    // ("How old?", "How tall and how heavy?", "Colour of eyes / hair / skin": a measure asked in words is its
    // name, each colour asked of a thing that thing's.)
    .replace(/\bhow\s+old(?:\s+(?:are|is)\s+(?:you|he|she|they|\p{L}+))?/giu, 'age')
    .replace(/\bhow\s+tall(?:\s+(?:are|is)\s+(?:you|he|she|they|\p{L}+))?/giu, 'height')
    .replace(/\bhow\s+(?:heavy(?:\s+(?:are|is)\s+(?:you|he|she|they|\p{L}+))?|much\s+(?:do|does)\s+(?:you|he|she|they|\p{L}+)\s+weigh)/giu, 'weight')
    // ("first name, middle initial and last name like your Social Security card", "spouse's first name, initial, last
    // name": a name asked for by all its parts is the name, answered whole.)
    .replace(/\b(?:first|given)\s+name(?:\s*,\s*|\s+and\s+)(?:(?:middle\s+)?initial(?:\s*,\s*|\s+and\s+|\s*,\s*and\s+))?(?:last|family|sur)\s*name\b/i, 'name')
    // ("Story of your character (3-5 sentences)": a character's story is its backstory.)
    .replace(/^(?:(?:life|back)\s*)?story\s+of\s+(?:your|his|her|their|the|my)\s+character(?=\s*(?:\(|$))/i, 'backstory')
    .replace(/^colou?r\s+of\s+(?:(?:the|his|her|their|your)\s+)?(?=\p{L})/iu, '')
    // ("What date should I put next to your signature?": the date of the signature.)
    .replace(/^(?:what|which)\s+(date|name|address|number|title)\s+(?:should|do|shall|can)\s+(?:I|we)\s+(?:put|write|enter|use)\s+(?:next to|beside|by|on|for|under|with)\s+(?:the|your|his|her|my|their)\s+(\p{L}+)$/iu, '$2 $1')
    // ("The address you moved from?": the previous one.)
    .replace(/^(?:the\s+)?(address|home|place)\s+(?:that\s+)?(?:you|we|he|she|they)\s+(?:moved|came)\s+(?:from|out of)$/i, 'previous address')
    // ("Where do you live now?", "Where did you live before?", "Do you get mail somewhere else?", "What date will you
    // sign?": an intake's questions in words, for the address of each time, the mailing address, the signing date.)
    .replace(/^where\s+(?:do|does)\s+(?:you|he|she|they)\s+(?:live|reside|stay)(?:\s+(?:now|currently|today|these days))?$/i, 'present home address')
    // ("Where was she living before the move?": so when said another way.)
    .replace(/^where\s+(?:did\s+(?:you|he|she|they)\s+(?:live|reside|stay)|(?:was|were)\s+(?:you|he|she|they)\s+(?:living|residing|staying))\s+(?:before|previously|last|prior)(?:\s+(?:that|the\s+move|moving|you\s+moved|(?:s?he|they)\s+moved))?$/i, 'previous home address')
    .replace(/^(?:do|does|will|should)\s+(?:you|he|she|they|we)\s+(?:get|receive|want)\s+(?:your\s+|his\s+|her\s+|their\s+)?mail\s+(?:somewhere|anywhere|at a place)\s+else$|^where\s+(?:should|do|does|can)\s+(?:we|I|you)\s+(?:send|mail)\s+(?:your\s+|his\s+|her\s+|their\s+)?mail$/i, 'mailing address')
    .replace(/^(?:what|which)\s+date\s+(?:will|do|should|are)\s+(?:you|he|she|they)\s+(?:sign|be signing|going to sign)(?:\s+(?:it|the form))?$/i, 'signature date')
    // ("Who is the W-9 going to?": whom the form goes to; "Legal name as shown on your tax return?": the name;
    // "Your vendor number with us, for the account number line?": the line it is for.)
    .replace(/^(?:who|where)\s+(?:is|does)\s+(?:the\s+)?(?:form|w-?9|w-?4|it|this)\s+(?:going|go|being sent|sent)\s+to$/i, 'requester name and address')
    // ("Full name and SSN exactly as on your card?": the card named without a verb too.)
    .replace(/\s+(?:exactly\s+)?as\s+(?:(?:shown|it appears|listed|written)\s+on\s+.*|on\s+(?:your|his|her|their|the|my)\s+\p{L}.*)$/iu, '')
    // ("name exactly like your social security card?": the name, as a card has it.)
    .replace(/\s+(?:exactly\s+)?like\s+(?:(?:it(?:['’]s| is)\s+)?on\s+)?(?:your|his|her|their|the|my)\s+\p{L}.*$/iu, '')
    .replace(/^.*?,?\s+for\s+the\s+((?:[\p{L}-]+\s+){0,3}[\p{L}-]+)\s+(?:line|box|field|blank)$/iu, '$1')
    // ("New physical address, including any apartment/suite number?": what the answer should include is no other
    // thing asked.)
    .replace(/,?\s+including\b.*$/i, '')
    // ("Can I get your full name first?", "Could I have your date of birth, please?": a polite request names what
    // is asked.)
    .replace(/^(?:can|could|may)\s+(?:i|we)\s+(?:get|have|take|grab|ask for)\s+(your|the)\s+(.*?)(?:,?\s+(?:first|please|too|as well))*$/i, '$2')
    // "Delivery? Credit?": two questions asked at once.
    .replace(/\?+\s+/g, ', ')
    // ("Full name, SS#, address": the number sign after a short key is its number, which the key already asks.)
    .replace(/\b(\p{L}{2,4})#(?=\s*(?:[,/&+]|$))/gu, '$1')
    // "Full name, last name first?": how to write the answer, not another thing asked.
    .replace(/,\s*(?:(?:last|first|family)\s+name\s+first|both\s+optional|optional|if\s+any|if\s+applicable|if\s+different|if\s+other)\s*$/i, '')
    // ("Anything you'd like listed as an account number (PO, vendor number)?": the thing it would be listed as.)
    .replace(/^(?:anything|something|what)\s+(?:you['’]d\s+like|you\s+would\s+like|you\s+want|do\s+you\s+want)\s+(?:listed|put|shown|written|entered)\s+(?:as|for|on|in)\s+(?:an?\s+|the\s+)?/i, '')
    // ("Which group (faction) you belong?": one word in brackets after a thing asked is its other name, kept beside it.)
    .replace(/(\p{L})\s+\((?!(?:optional|required|if\s+any|approx|approximately|again|please|only|sic|etc)\))(\p{L}{3,})\)/giu, '$1 $2')
    // "Full legal name (first, middle initial, last)?": the brackets say how to answer, not what is asked.
    .replace(/\s*\([^()]*\)/g, '')
    // ("Full name as Last, First, MI?", "Your name exactly as it should appear?", "office phone w/ ext": how to
    // write it, not another thing asked.)
    .replace(/\s+as\s+(?:last|first|surname|family)\b.*$/i, '')
    .replace(/\s+(?:exactly\s+)?as\s+(?:it|they)\s+(?:(?:should|would|will|must)\s+(?:appear|be written|read|be shown)|appears?|is shown|is written|reads?)\b.*$/i, '')
    // ("backstory in a couple lines?": how long the answer should be is not another thing asked.)
    .replace(/\s+in\s+(?:a\s+)?(?:couple|few|one|two|three|a\s+couple)\s+(?:of\s+)?(?:lines|sentences|words)$/i, '')
    // ("And the surname, could you spell it for me?": how to give it, not another thing asked.)
    .replace(/,\s*(?:could|can|would|will)\s+you\s+(?:spell|repeat|confirm|say|give)\b.*$/i, '')
    .replace(/\s+w\/\s*[\p{L}.]+|\s+with\s+(?:its\s+|the\s+)?(?:ext|extension|area code)\b\.?/giu, '')
    .replace(/^(?:and|so|ok|okay|also|then)\b[,\s]*/i, '')
    // ("requester name and address box, is that them?": a check on what was asked is not asked.)
    .replace(/,\s*is\s+(?:that|it)\s+(?:them|it|right|correct|you|him|her)$/i, '')
    // ("Last one: your first-line supervisor's name and title?": how far along the questions are is not asked.)
    .replace(/^(?:last one|next one|next|finally|one more(?: thing)?|and finally)\s*[:,-]\s*(?:your\s+)?/i, '')
    // ("And the silly one: favourite colour?": words about the question before a colon only lead in to what is asked.)
    .replace(/^[\p{L}'’ ,-]{0,24}\b(?:one|question|thing|bit|part|round)\s*:\s+(?=\p{L})/iu, '')
    // ("Need ur W4 info b4 Fri payroll: full name, SS#, address …": what the asker needs the things for leads in too.)
    .replace(/^(?:I\s+|we\s+)?(?:need|want|send(?:\s+me)?)\s+(?:ur|your|his|her|their|the|some)\s+[^:\n]{0,40}?\b(?:info|information|details)\b[^:\n]{0,30}:\s+(?=\p{L})/iu, '')
    .replace(/^(?:an?|the)\s+(?:(?:one|two|short|brief)(?:[\s-]+(?:or|to)[\s-]+(?:two|three))?[\s-]+(?:sentences?|lines?|words?)\s+)?/i, '')
    .replace(/^(?:what(?:'s|’s| is| are)?|which|where(?:'s|’s| is| are)?|who(?:'s|’s| is)?|and)\s+(?:(?:his|her|their|your|the|its)\s+)?/i, '')
    // ("contact info for the principal block under her signature?": where on the form it goes is no part of what
    // is asked, and the block it is for says whose it is.)
    .replace(/\s+(?:under|below|above|beside|next to)\s+(?:the|his|her|their|my|your)\s+[\p{L}-]+$/iu, '')
    .replace(/^((?:contact\s+)?(?:info|information|details|address))\s+for\s+(?:the\s+)?(\p{L}[\p{L}-]*)(?:\s+(?:block|section|box|part|area))?$/iu, '$2 $1')
    // ("Do you need a special accommodation?": what is asked is whether there is one; the answer says yes or no.)
    .replace(/^(?:do|does|will|would)\s+(?:you|they|he|she)\s+(?:need|have|want|require)\s+(?:an?\s+|any\s+)?/i, '')
    // ("Any extra per paycheck, line 6?": the line a thing goes on is part of what is asked, not another thing.)
    .replace(/,\s*((?:line|ln)\s+\d{1,2}[a-z]?)$/i, ' $1')
    .replace(/^any\s+/i, '')
    // ("Where is the vendor located?": what is asked is the vendor's location.)
    .replace(/\s+(?:located|based)$/i, ' location')
    // ("First name, I have it down as Neve, N-E-V-E?": what the asker has written down is checked, not asked.)
    .replace(/,\s*(?:I|we)\s+(?:have|had|got)\s+(?:it|you|that)\b.*$/i, '')
    // ("Allies or organizations he'd call on?", "Features/traits outside your class stuff?": a clause or a
    // qualifier after the thing asked narrows it; the thing asked is before it.)
    .replace(/(\p{L})\s+(?:(?:that|which|who)\s+)?(?:(?:do|does|did|would|will|can|should)\s+)?(?:he|she|they|you|we|I)(?:['’]d|['’]ll|\s+(?:would|will|can|could|might|may|should|want|plan))?\s+\p{L}+(?:\s+\p{L}+){0,3}$/iu, '$1')
    .replace(/(\p{L})\s+(?:outside(?:\s+of)?|besides|other than|apart from|aside from|beyond|except(?:\s+for)?)\s+\p{L}.*$/iu, '$1')
    // ("Wages from all W-2s (box 1) and federal tax withheld (box 2)?": where the amounts are read from is not asked.)
    .replace(/\s+from\s+(?:all|each|every|both|any)\s+(?:(?:your|the|my|his|her)\s+)?[\p{L}\d-]+\b/giu, '')
    .trim();
  // ("How can I help?", "Can you fill it in?": a question asked of the other, not a thing to give.)
  if (body === '' || body.split(/\s+/).length > QUESTION_WORDS || /^(?:how|why|can|could|would|will|do|does|did|is|are|was|were|may|shall|should|have|has)\b/i.test(body)) return [];
  // ("your first-line supervisor's name and title?": one thing asked, the way a form's "Name and Title" box is.)
  const keys = body
    .replace(/\bname\s+and\s+(title|address)\b/gi, 'name_and_$1')
    .split(/\s*(?:[/,&+]|\band\b|\bor\b)\s*/)
    .map((k) => k.trim().replace(/_and_/g, ' and '))
    .filter((k) => k !== '');
  // (One thing asked may take more words: "Highest level of education completed?")
  const keyWords = keys.length === 1 ? ONE_KEY_WORDS : KEY_WORDS;
  // (A line's number may end a key: "extra per paycheck line 6".)
  if (!keys.every((k) => /^[\p{L}][\p{L} '’-]{0,40}(?:\s(?:line|ln)\s\d{1,2}[a-z]?)?$/u.test(k) && k.split(/\s+/).length <= keyWords)) return [];
  // "Office mailing address, phone, email?": whose the first thing asked is, so are the bare ones after it.
  const owner = keys[0]!.match(OWNER_WORD)?.[1];
  return owner ? keys.map((k, i) => (i > 0 && !/\s/.test(k) ? `${owner} ${k}` : k)) : keys;
}

/** "DELA CRUZ, MARIA CRISTINA, middle name SANTOS": last name, comma, first name(s), then the middle name named. */
const LAST_FIRST_THEN_MIDDLE = /^\s*(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2}),\s*(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2}),?\s+(?:and\s+)?middle\s+(?:name\s+)?(?:is\s+|:\s*)?(\p{Lu}[\p{L}.'’-]*)\.?\s*$/u;

/** Things a person tells in sentences rather than in a word: a character's backstory, allies, treasure, a purpose. */
const TOLD_IN_SENTENCES = /^(?:(?:back)?story|background|history|description|allies|allies and organi[sz]ations|personality|justification|purpose|reason|explanation|treasure|equipment|inventory|possessions|traits|features(?: and traits)?)$/i;
/** The most words of a short first sentence that answers the thing asked before the one told in sentences. */
const SHORT_FIRST_ANSWER_WORDS = 5;

/** The keyed lines of an answer told in sentences (one key), or after a short answer to the key before it (two). */
function toldAnswer(keys: string[], answer: string): string[] | undefined {
  // ("For the allies box can you put: Captain Oren Vask …": an answer that keys itself is read as it keys itself.)
  if (/^[^:\n]{2,60}:\s/.test(answer.trim())) return undefined;
  const text = answer.replace(/\s*\((?:edited|bearbeitet|modifié)\)\s*$/i, '').replace(/(?<![.!;])\s*\n\s*/g, '; ').replace(/\s*\n\s*/g, ' ').trim();
  if (keys.length === 1) return /\s/.test(text) ? [`${keys[0]}: ${text}`] : undefined;
  if (keys.length !== 2) return undefined;
  const [first, ...rest] = splitSentences(text);
  if (!first || rest.length === 0 || first.split(/\s+/).length > SHORT_FIRST_ANSWER_WORDS) return undefined;
  return [`${keys[0]}: ${first.replace(/[.!]+$/, '')}`, `${keys[1]}: ${rest.join(' ')}`];
}

/** "all 0", "both zero", "all of them are blank": one short value for every thing asked. */
const SAME_FOR_ALL = /^(?:all|both|each|every one)(?:\s+of\s+(?:them|those))?\s+(?:(?:are|is|get|=)\s+)?([\p{L}\d$.,-]{1,12})$/iu;

/** "hey loretta. ", "Hi Margo! ": a greeting, and the name of the one greeted, as the first sentence of a message. */
const GREETING_FIRST = /^\s*(?:hey|hi|hello|hiya|yo|morning|good\s+(?:morning|afternoon|evening))\b(?:\s+\p{L}[\p{L}'’-]*)?\s*[.!,]\s+(?=\S)/iu;

/** The most words of a first sentence read as the answer to the first of several things asked. */
const FIRST_ANSWER_WORDS = 6;

/** The second word of a compound key: "course number", "vendor name", "start date". */
const COMPOUND_KEY_WORD = /^(?:number|no\.?|#|code|id|title|name|date|dates|type|level|hours|address|phone|email|card)\b/i;

/** Words after a key that say something of it, not its value: "ein only", "phone too", "email instead". */
const NO_VALUE_WORD = /^(?:only|too|also|please|pls|again|instead|though|first|last|here|there|as well|is fine|is ok(?:ay)?|blank|none)$/i;

/** A clause that only says yes or no: "yeah", "that's it", "right". */
const ASSENT = /^\s*(?:yes|yeah|yep|yup|no|nope|that['’]?s it|that['’]?s right|right|correct|exactly|ok|okay|sure)\s*$/i;

/** Words that say there is nothing to write: "neither applies", "leave those blank", "n/a". */
/** "Me: Michael R. Duarte, 521-60-4418": an answer's line that opens with its own short key. */
export const KEYED_ITSELF = /^[\p{L}][\p{L} '’-]{0,20}:\s+\S/u;

export const NOTHING_TO_GIVE = /\b(?:neither|none|n\/a|leave|blank|skip|not applicable|doesn['’]?t apply|don['’]?t apply)\b/i;

/** The most words a question listing things to give may have ("Vendor name, mailing address, phone, email and point of contact?"). */
const QUESTION_WORDS = 12;
const KEY_WORDS = 3;
const ONE_KEY_WORDS = 5;

/** The first word of a question's key that says whose the things asked are: "Office mailing address, phone". */
const OWNER_WORD = /^(home|office|work|business|vendor|employer|company|school|agency|supervisor|emergency|organization|organisation)\s+\p{L}/iu;

/**
 * An answer read against the keys its question asked: clauses that start with one of the keys become
 * "key: value" lines; a short answer to a single key without one is that key's value. Undefined when the
 * answer does not fit the question (it is read as it is).
 */
export function answerAsKeyedLines(keys: string[], said: string): string[] | undefined {
  if (keys.length === 0) return undefined;
  // ("Raymond A. Szczepanski. S-Z-C-Z-E-P-A-N-S-K-I.": a spelling of a word the answer has given only checks it.)
  // ("hey loretta. Curtis Lee Beauchamp. ss …": a greeting before the answer is no part of it.)
  const answer = (withoutCheckingSpelling(said) ?? said).replace(GREETING_FIRST, '');
  // ("Chinese?" / "No. [laughs] No Chinese.": a yes or a no first is the answer; the rest is read as said.)
  // ("No, no. It's N, I, A, M, H. Niamh.": a no that goes on to give the value corrects what was asked.)
  // ("Yes - I'm hard of hearing, …": or a dash after it.)
  // ("no no, I only have my motorbike licence": or said twice, then a comma.)
  const yesOrNo = answer.match(/^\s*(yes|no|yeah|yep|nope)(?:[.!]|\s+[-–—])\s+(\S.*)$/i) ?? answer.match(/^\s*(yes|no)\s+\1\s*[,.!]\s*(\S.*)$/i);
  // ("Do you get mail somewhere else?" / "Yes, please send mail to my PO box: PO Box 1187, …": a yes to a question
  // that asks for a thing, an address, is no value of it; what follows is read as said.)
  const asksForThing = keys.length === 1 && /\b(?:address|name|date|number|phone|email)$/i.test(keys[0]!);
  // ("full name?" / "DELA CRUZ, MARIA CRISTINA, middle name SANTOS": a name written last name first, as a card
  // prints it, with the middle name said after.)
  const parts = keys.length === 1 && /\bname$/i.test(keys[0]!) ? answer.match(LAST_FIRST_THEN_MIDDLE) : null;
  if (parts) return [`last name: ${parts[1]}`, `first name: ${parts[2]}`, `middle name: ${parts[3]}`];
  const yesOrNoThenThing = asksForThing ? answer.match(/^\s*(?:yes|yeah|yep)[.!,]?\s+(\S.*)$/i) : null;
  // ("old address?" / "yes, 9021 Fondren Rd apt 1107, Houston TX 77074": unless what follows is the address itself.)
  if (yesOrNoThenThing && /address$/i.test(keys[0]!) && findUsAddresses(yesOrNoThenThing[1]!).some((a) => a.start === 0)) return [`${keys[0]}: ${yesOrNoThenThing[1]!.replace(/[.!\s]+$/, '')}`];
  if (yesOrNoThenThing) return [yesOrNoThenThing[1]!];
  if (keys.length === 1 && yesOrNo && !/^(?:it'?s|it’s|it is|that'?s|that’s|actually|but)\b/i.test(yesOrNo[2]!) && !SPELLED.test(yesOrNo[2]!)) return [`${keys[0]}: ${yesOrNo[1]}`, yesOrNo[2]!];
  // ("backstory in a couple lines?" / "grew up in a trapper family … (edited)": a thing told in sentences is the whole
  // answer; "factions + allies?" / "Emerald Enclave. her old mentor Tobias …": after a short first sentence for
  // the thing before it.)
  const told = keys.at(-1)!.match(TOLD_IN_SENTENCES) ? toldAnswer(keys, answer) : undefined;
  if (told) return told;
  // ("yeah lakeview events center, 1500 shelburne rd, …": a word of assent before the answer is no part of it.)
  // ("Um, 309 West Jefferson Street, …": nor is a pause before it; "My neighbor's son-in-law, Marcus Ellwood": nor
  // who the one named is to the speaker, before the name.)
  const text = spokenAnswer(answer.trim().replace(/[.!]+$/, '').replace(/^(?:(?:yeah|yep|yup|ya|yah|ok|okay|sure|um+|uh+|er+|hmm+)\b,?\s+)+(?=\S)/i, '').replace(RELATION_BEFORE_NAME, ''));
  // ("full name + social?" / "Raymond J Szabo  512 66 0394": a name then a number, set apart by spaces alone, are two
  // answers.)
  // (An SSN with spaces, "512 66 0394", is one here, where it answers a question that asks for it.)
  // ("Royce Delano Pike. ss 512-44-0917": not where a sentence ends between them, whose key is said.)
  const numbers = [...findTypedValues(text).filter((t) => ['ssn', 'phone', 'email', 'date'].includes(t.kind)).map((t) => t.start), ...[...text.matchAll(SPACED_SSN)].map((m) => m.index!)];
  const typedAfterName = keys.length > 1 && !/[,;]/.test(text) ? numbers.find((start) => start > 0 && /^\p{Lu}[\p{L}.'’ -]+\s$/u.test(text.slice(0, start)) && !/\p{L}{2}[.!?]\s/u.test(text.slice(0, start))) : undefined;
  const split = typedAfterName !== undefined ? `${text.slice(0, typedAfterName).trim()}, ${text.slice(typedAfterName)}` : text;
  // (Clauses within sentences: "step 2. I was a 12 until March" gives step 2 alone.)
  const sentences = splitSentences(split);
  // ("C through G?" / "all 0. no spouse, no kids": one value for everything asked; the rest is read as said.)
  const [firstSaid, ...restSaid] = informalSentences(text);
  const same = firstSaid?.replace(/[.!]+$/, '').match(SAME_FOR_ALL);
  if (same) return [...keys.map((key) => `${key}: ${same[1]}`), ...restSaid];
  const out: string[] = [];
  const namesKey = (part: string, k: string) => part.toLowerCase().startsWith(`${k.toLowerCase()} `) || part.toLowerCase().startsWith(`${k.toLowerCase()}:`);
  // ("Date of birth and A-Number?" / "April 22, 1991. A-Number is A208-614-377.": a short first sentence no key names,
  // a date with its commas, answers the first key when a later one names another.)
  const first = sentences[0]?.replace(/[.!]+$/, '') ?? '';
  // ("full name, SS#, address?" / "Kayleigh Dawn Amsel. went back to my maiden name …": or a person's name alone, when
  // the name is asked first.)
  const nameFirst = /\bname$/i.test(keys[0]!) && /^\p{Lu}/u.test(first) && parsePersonName(first) !== undefined;
  if (keys.length > 1 && sentences.length > 1 && first.split(/\s+/).length <= FIRST_ANSWER_WORDS && !keys.some((k) => namesKey(first, k)) && (nameFirst || sentences.slice(1).some((c) => keys.slice(1).some((k) => namesKey(c, k))))) {
    out.push(`${keys[0]}: ${first}`);
    sentences.shift();
  }
  // ("… mi 49093. married.": a full stop after a number ends a texted sentence, though the next starts in lower case.)
  const clauses = sentences
    .flatMap((sentence) => sentence.replace(/[.!]+$/, '').split(/\s*[,;]\s*|(?<=\d)\.\s+(?=\p{Ll})/u))
    .filter((c) => c !== '');
  for (const [i, clause] of clauses.entries()) {
    const key = keys.find((k) => clause.toLowerCase().startsWith(`${k.toLowerCase()} `) || clause.toLowerCase().startsWith(`${k.toLowerCase()}:`));
    // "Appointment type, pay plan, series, grade, step?" / "Career. GS-0343, grade 13, step 2.": a short first
    // clause of words no key names answers the first key, when a later clause names another. ("GS-2210-12, step
    // 4" gives pay plan, series and grade at once.)
    if (!key && i === 0 && out.length === 0 && keys.length > 1 && clause.split(/\s+/).length <= 3 && !/\d/.test(clause) && clauses.slice(1).some((c) => keys.slice(1).some((k) => c.toLowerCase().startsWith(`${k.toLowerCase()} `)))) {
      out.push(`${keys[0]}: ${clause}`);
      continue;
    }
    // ("Full name, SS#, address?" / "… ss 378-62-1945. 16420 fisher lake rd three rivers mi 49093.": a clause that is
    // an address, and no more, answers the key that asks for one.)
    const addressKey = key ? undefined : keys.find((k) => /\baddress$/i.test(k) && !out.some((line) => line.startsWith(`${k}:`)));
    const address = addressKey ? withLowercaseAddressCased(clause) : '';
    if (addressKey && findUsAddresses(address).some((a) => a.start === 0 && a.end >= address.length - 1)) {
      out.push(`${addressKey}: ${address}`);
      continue;
    }
    if (!key) continue;
    // "hair rust-red going grey (braided beard too)": a remark in parentheses at the end of a chat answer
    // is said about the value, not part of it. ("B is 1 because you're single": nor is the verb after the key.)
    const value = clause
      .slice(key.length)
      .replace(/^\s*(?:[:=-]|(?:is|are|was|should be|would be)\s)?\s*/, '')
      .replace(/\s*\([^()]*\s[^()]*\)$/, '')
      .trim();
    // ("93-4418207. dont put anybodys ssn on it, ein only": a word about the key is no value of it; nor is "course
    // number LSH-440" a course, but the value of a key of its own.)
    if (value !== '' && !NO_VALUE_WORD.test(value) && !COMPOUND_KEY_WORD.test(value)) out.push(`${key}: ${value}`);
  }
  if (out.length > 0) return out;
  // "Course title and number?" / "data visualization with tableau, TBL-210": as many clauses as things asked, in
  // their order. Not a sentence, nor an answer that there is nothing to give ("neither applies to us, leave those
  // blank"), nor one whose clauses say what they are ("Career appointment", "course # KPI-CPA-310": read as said),
  // nor a confirmation ("That's it, yeah").
  const keyWords = new Set(keys.flatMap((key) => key.toLowerCase().split(/\s+/)));
  const bare = clauses.every((clause) => !clause.toLowerCase().split(/[\s#]+/).some((word) => keyWords.has(word)) && !ASSENT.test(clause));
  if (keys.length > 1 && clauses.length === keys.length && bare && !/[?!]/.test(text) && !/\.\s+\p{Ll}/u.test(text) && !NOTHING_TO_GIVE.test(text)) {
    return keys.map((key, i) => `${key}: ${clauses[i]}`);
  }
  // One key and a short answer that is no sentence ("Renata J. Sobczak"), or a list of proper values ("2217
  // Larkspur Lane, Apt 3B, Dayton, OH 45419", each part capitalised or a number): the answer is the key's value.
  // Full stops after initials are no sentence ends; "no idea yet, will ask her …" is a remark.
  const sentence = /[?!]/.test(text) || /\.\s+\p{Ll}/u.test(text);
  const properList = clauses.length > 1 && clauses.every((c) => /^[\p{Lu}\d]/u.test(c)) && text.split(/\s+/).length <= 12;
  if (keys.length === 1 && !sentence && ((clauses.length === 1 && text.split(/\s+/).length <= 6) || properList)) return [`${keys[0]}: ${text}`];
  // ("lakeview events center, 1500 Shelburne Rd, South Burlington VT 05403": a name and its address, typed in lower case.)
  if (keys.length === 1 && !sentence && text.split(/\s+/).length <= 16 && findUsAddresses(text).some((a) => a.end >= text.length - 1)) return [`${keys[0]}: ${text}`];
  // "7120 E Camelback Rd, Apt 214, Scottsdale, AZ 85251 / (480) 555-0163 / mdonnelly.az@example.com": the details
  // asked for at once, one after another between slashes, each the key's.
  // ("Work contact + org mailing address" / "Office of …, Washington, DC 20410. (202) 555-0174 x4417, d@…": two
  // things asked, two sentences, the address where the key asks for one.)
  if (keys.length === 2 && sentences.length === 2) {
    const addressKey = keys.findIndex((k) => /\baddress\b/i.test(k));
    const addressSentence = sentences.findIndex((s) => findUsAddresses(s).length > 0);
    if (addressKey >= 0 && addressSentence >= 0 && findUsAddresses(sentences[1 - addressSentence]!).length === 0) {
      return [`${keys[addressKey]}: ${sentences[addressSentence]!.replace(/[.!]+$/, '')}`, `${keys[1 - addressKey]}: ${sentences[1 - addressSentence]!.replace(/[.!]+$/, '')}`];
    }
  }
  const slashed = text.split(/\s+\/\s+/);
  if (keys.length === 1 && !sentence && slashed.length > 1 && slashed.every((part) => /^[\p{Lu}\d(+]|^[\w.+-]+@/u.test(part))) {
    return slashed.map((part) => `${keys[0]}: ${part}`);
  }
  // ("What is your legal first name and middle initial?" / "Danielle M.", "City, state and ZIP?" / "Fort Collins CO
  // 80526": one short answer to things a form asks for in one box is the answer to them all.)
  if (keys.length > 1 && !sentence && clauses.length === 1 && text.split(/\s+/).length <= 6 && !ASSENT.test(text) && !/^(?:yes|no|yeah|yep|nope|correct|right|none|n\/a)\b/i.test(text)) return [`${keys.join(' ')}: ${text}`];
  return undefined;
}

/**
 * The lines to read from a transcript: the main speaker's messages without their stamps, an answer to another
 * speaker's question rewritten as keyed lines. Undefined when the text is no transcript; the messages of every
 * speaker when no speaker is the main one.
 */
export function chatContentLines(lines: string[]): string[] | undefined {
  const all = chatMessages(lines);
  if (!all) return undefined;
  const messages = withoutMessagesTakenBack(all);
  const writer = writerAmongSpeakers(messages);
  const main = fillsSpeakersForm(messages) ? undefined : (writer ?? mainSpeaker(messages));
  if (main === undefined) return everyonesLines(messages);
  const out: string[] = [];
  let asked: string[] = [];
  let question = '';
  let readBack: string | undefined;
  let proposal: ProposedValue | undefined;
  // The keyed lines of the main speaker's last answer, which a "wait no" in their next message takes back.
  let lastAnswer: { at: number; count: number; asked: string[]; question: string } | undefined;
  for (const message of messages) {
    if (message.speaker === '') {
      // The heading says what the thread is about for everyone in it.
      out.push(...message.text.split('\n'));
      continue;
    }
    if (message.speaker !== main) {
      // A question from another speaker keys the next answer. ("sure. who's the attorney-in-fact?": the question is
      // the message's last sentence, after a word of assent.)
      // ("@Priya allies & organizations?", "Priya which faction?": the name of whom it asks is no part of the question.)
      question = questionEnding(message.text.replace(new RegExp(String.raw`^@?${escapeRegExp(main)}\b[,:]?\s*`, 'i'), ''));
      asked = question === '' ? [] : questionKeys(question);
      // ("Height still 186?" / "187 actually": a question that offers the value it expects.)
      proposal = proposedValue(message.text);
      lastAnswer = undefined;
      // ("I'll code it purpose 04 (future staffing needs …). Non-government source, individual training.": what a
      // clerk settles about the form is read too; nothing that identifies a person, which would be the clerk's own.)
      out.push(...clerksStatements(message.text));
      // ("Buyer: Kateryna Boyko, 418 W Washington St, …" from the other side of a sale: a party's record, keyed by
      // the party's role, is that party's whoever writes it.)
      out.push(...message.text.split('\n').filter(isPartyRecord));
      // ("I'm her first-line: Dwight Kessler, Supervisory Hydrologist, 303-555-0133, …": so is the record of someone who
      // says which role of the form's they have.)
      out.push(...message.text.split('\n').flatMap(ownRoleRecord));
      // ("For your paperwork: Richard T. Vasquez-Lund. My DL still says …": the details another speaker gives for the
      // paper are the other side's, under a lead-in parse-data.ts names by the writer's own side.)
      out.push(...otherSidesDetails(message.text));
      // ("Deb (Payroll): … I'll fill in our part at the bottom: Barre Unified Union School District, …": a payroll
      // clerk's own part of the form is the employer's.)
      out.push(...message.text.split('\n').flatMap(employersPartFilled));
      // ("Our side: requester block is Lakeshore Property Group, …": the side that asks for the form says who it is.)
      for (const sentence of splitSentences(message.text.replace(/\n/g, ' '))) {
        const said = sentence.match(REQUESTER_SAID);
        if (!said) continue;
        // ("…, Chicago, IL 60610, and I'll list their vendor number V-20417 as the account number": the rest is read apart.)
        const [requester, rest] = sentence.slice(said.index! + said[0].length - 1).split(/,?\s+and\s+(?=I['’]ll|I will|we['’]ll|please|(?:your|our|the)\s+(?:vendor|account|supplier|customer)\b)/);
        out.push(`requester: ${requester!.replace(/[.\s]+$/, '')}`, ...(rest ? [rest] : []));
      }
      // ("Yes 4(a), $1,200.", "Done, $20 in 4(c).": a reply that opens by agreeing says back what the main speaker
      // asked for; another message is read back once the main speaker agrees to it.)
      if (READ_BACK_LEAD.test(message.text)) out.push(...readBackFigures(message.text));
      else readBack = message.text;
      continue;
    }
    // ("Deb (Payroll): Got it, so $4,000 for the kids, $500 for your mom, $4,500 total in step 3." / "yes thats what I
    // had": what another speaker reads back and the main speaker agrees to is said by both.)
    if (readBack !== undefined && AGREED.test(message.text)) out.push(...readBackFigures(readBack), ...questionsAgreedTo(readBack));
    // ("yep. individual, non-government vendor": a reply that opens agreeing agrees to what was offered, then goes on.)
    else if (readBack !== undefined && OPENS_AGREEING.test(message.text)) out.push(...questionsAgreedTo(readBack));
    readBack = undefined;
    // ("[09:20] Zofia: Zofia Wiśniewska": the main speaker's whole name alone, starting with the name the chat shows
    // them by, is their own, whatever was asked. Keyed as a name, not "my name": the one who pastes the chat may be
    // someone else, who asks for the form for the speaker.)
    const ownName = asked.length === 0 ? ownFullName(message.speaker, message.text) : undefined;
    if (ownName) {
      out.push(`name: ${ownName}`);
      question = '';
      continue;
    }
    // ("G." over the chat, then "Grzegorz Wróbel: Do umowy (bill of sale): Grzegorz P. Wróbel, 5318 N Austin Ave, …": a
    // record that opens with the whole name of the speaker the writer says they are is the writer's own.)
    const ownRecord = message.speaker === writer ? ownRecordOf(message.speaker, message.text) : undefined;
    if (ownRecord) {
      out.push(ownRecord);
      question = '';
      continue;
    }
    // ("Height still 186?" / "yep": a yes confirms the value offered, and "187 actually" replaces it.)
    const confirmed = proposal ? proposalAnswered(proposal, message.text) : undefined;
    proposal = undefined;
    if (confirmed) {
      out.push(...confirmed);
      asked = [];
      question = '';
      continue;
    }
    // ("favourite colour?" / "orange" / "wait no, they put me in orange every time" / "green. final answer": an answer
    // its speaker takes back goes, and the question keys the answer that follows.)
    if (lastAnswer && ANSWER_TAKEN_BACK.test(message.text)) {
      out.splice(lastAnswer.at, lastAnswer.count);
      ({ asked, question } = lastAnswer);
      lastAnswer = undefined;
      const again = answerAsKeyedLines(asked, withoutFinalWord(message.text.replace(ANSWER_TAKEN_BACK, '')));
      if (again) {
        out.push(...again);
        asked = [];
        question = '';
      }
      continue;
    }
    const clausesKeyed = answerAsKeyedLines(asked, withoutFinalWord(message.text));
    lastAnswer = clausesKeyed && asked.length === 1 ? { at: out.length, count: clausesKeyed.length, asked, question } : undefined;
    const keyed = clausesKeyed ?? personAnswered(question, asked, message.text) ?? roleRecordAnswered(asked, message.text) ?? listAnswered(question, message.text);
    out.push(...(keyed ?? message.text.split('\n').flatMap(informalSentences)));
    // ("Position title and level? Grade/step?" / "Supervisory Management Analyst. … GS-0343-13, step 3. Career
    // appointment.": what no key named is read as said.)
    if (clausesKeyed && asked.length > 1) out.push(...message.text.split('\n').flatMap(informalSentences));
    asked = [];
    question = '';
  }
  return out;
}

/** "wait no, …", "no wait", "actually no,", "scratch that": a message that takes back the answer before it. */
const ANSWER_TAKEN_BACK = /^\s*(?:(?:oh|hmm+|ah)[,.]?\s+)?(?:wait,?\s+no|no,?\s+wait|actually,?\s+no|scratch that|no no)\b[,.!]*\s*/i;

/**
 * "green. final answer", "green, final": the words that say an answer is the last one are no part of it; "red… wait no,
 * Tereza already took red… orange? no. violet. final answer": an answer changed as it is said is the last one given.
 */
function withoutFinalWord(text: string): string {
  const said = text.replace(/(?<=\S)[\s,.;!-]+(?:that['’]?s\s+)?(?:my\s+)?final(?:\s+answer)?[\s.!]*$/i, '');
  if (said === text || !/\bno\b/i.test(said)) return said;
  const last = said.split(/\s*(?:…|\.{2,}|[.?!;]|,)\s*/).filter((part) => part.trim() !== '').at(-1)?.trim();
  return last !== undefined && last.split(/\s+/).length <= 3 && !/^(?:no|nope|wait)$/i.test(last) ? last : said;
}

/** A message that is a person's whole name (first and last) and starts with the speaker's own first name. */
function ownFullName(speaker: string, text: string): string | undefined {
  const name = text.trim().replace(/[.!]$/, '');
  if (!/^\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}.'’-]*){1,3}$/u.test(name)) return undefined;
  const person = parsePersonName(name);
  return person && person.last !== '' && person.first.toLowerCase() === speaker.split(/\s+/)[0] ? person.full : undefined;
}

/** "Do umowy (bill of sale): Grzegorz P. Wróbel, 5318 N Austin Ave, …" as "My details: Grzegorz P. Wróbel, …". */
function ownRecordOf(speaker: string, text: string): string | undefined {
  const record = text.trim().match(/^[^:\n]{0,40}:\s*(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}.'’-]*){1,3}),\s+(\S[^\n]*)$/u);
  const name = record ? ownFullName(speaker, record[1]!) : undefined;
  return name ? `My details: ${name}, ${record![2]}` : undefined;
}

/** "requester block is …", "the requester is …", "I'll put us in the requester box, …": a message of the side that asks for the form, naming itself. */
const REQUESTER_SAID = /\brequester(?:['’]s)?\s+(?:block|box|name(?:\s+and\s+address)?|info)?\s*(?:is|should be|will be|=|:|(?<=block|box),)\s+\p{Lu}/iu;

/** "yes thats what I had", "correct", "yep that's right": a reply that agrees with what was read back to it. */
const AGREED = /^\s*(?:yes|yeah|yep|yup|correct|exactly|right|that['’]?s (?:right|correct|it))\b(?:[\s,.!]*(?:that['’]?s|thats|it['’]?s|its)?\s*(?:what I (?:had|have|got|meant|said)|right|correct|it))?[\s.!]*$/i;

/**
 * The sentences of a message read back to the main speaker that state a figure ("Got it, so $4,000 for the kids, $500
 * for your mom, $4,500 total in step 3."): no question, nothing that names or reaches a person.
 */
function readBackFigures(text: string): string[] {
  return splitSentences(text.replace(/\n/g, ' '))
    .filter((sentence) => !/\?\s*$/.test(sentence) && /\d/.test(sentence) && reachesNoOne(sentence))
    .map((sentence) => sentence.replace(READ_BACK_LEAD, '').replace(PART_THEN_AMOUNT, '$1: $2'));
}

/** "yep. individual, …", "yes, and …": a reply that opens with a word of agreement and says more. */
const OPENS_AGREEING = /^\s*(?:yes|yeah|yep|yup|correct|exactly|right)\b[,.!]\s*\S/i;

/**
 * The questions of a message the main speaker agrees to that offer values ("purpose = improve present performance? type
 * 01 program area, subtype scientific?" / "yep"), as statements: those with an "=" or a figure, nothing that names or
 * reaches a person.
 */
function questionsAgreedTo(text: string): string[] {
  return splitSentences(text.replace(/\n/g, ' '))
    .filter((sentence) => /\?\s*$/.test(sentence) && /=|\d/.test(sentence) && reachesNoOne(sentence))
    .map((sentence) => sentence.replace(/,?\s*(?:right|correct|ok(?:ay)?|yes)?\s*\?\s*$/i, '').trim())
    .filter((sentence) => sentence !== '');
}

/** Whether a sentence gives no e-mail, phone number or address: read back by a clerk, one would be the clerk's. */
function reachesNoOne(sentence: string): boolean {
  return !/@|\d{3}[\s).-]*\d{3}[\s.-]\d{4}/.test(sentence) && findUsAddresses(sentence).length === 0;
}

/** "4(a), $1,200": a step's lettered part, then the amount read back for it. */
const PART_THEN_AMOUNT = /^(\d\s?\(?[a-c]\)?)[,:]?\s+(\$\s?\d)/;

/** "Got it, so ", "Ok so ": the words that open a read-back, no part of what it says. */
const READ_BACK_LEAD = /^(?:(?:got it|ok(?:ay)?|alright|right|so|great|perfect|thanks|yes|yep|done|sure|noted|correct)[,.!]?\s+)+(?:so\s+|that['’]?s\s+)?/i;

/** "I'll fill in our part at the bottom: Barre Unified …": a payroll clerk filling in the employer's part of the form. */
const EMPLOYERS_PART = /\b(?:I['’]ll|I will|we['’]ll|let me|I can)\s+(?:fill\s+(?:in|out)|do|add|complete|enter|put\s+in)\s+(?:our|the\s+employer['’]?s?|the\s+company['’]?s?)\s+(?:part|section|bit|box(?:es)?|info|details)\b[^:]{0,30}:\s*(\S.*)$/i;

function employersPartFilled(line: string): string[] {
  const filled = line.match(EMPLOYERS_PART)?.[1];
  return filled ? [`employer: ${filled.replace(/\.\s+\p{Lu}[^.]*\.?$/u, '')}`] : [];
}

/**
 * "allies & organizations?" / "The Emerald Enclave; Syndra Silvane's expedition; Azaka Stormfang, our guide": one
 * line listing several things, set apart by semicolons, answers the question whole.
 */
function listAnswered(question: string, answer: string): string[] | undefined {
  const asked = question.replace(/\?\s*$/, '').trim();
  if (asked === '' || wordCount(asked) > LISTED_QUESTION_WORDS || answer.includes('\n') || !answer.includes(';')) return undefined;
  return [`${asked}: ${answer.trim()}`];
}

/** The most words of a question a list answers whole ("allies & organizations?"). */
const LISTED_QUESTION_WORDS = 5;

/** "I'm her first-line: Dwight Kessler, …" → "first-line supervisor: Dwight Kessler, …"; nothing for any other line. */
function ownRoleRecord(line: string): string[] {
  const m = line.match(OWN_ROLE_RECORD);
  if (!m) return [];
  const role = /supervisor|manager/i.test(m[1]!) ? m[1]! : `${m[1]!} supervisor`;
  return [`${role}: ${m[2]!.trim()}`];
}
const OWN_ROLE_RECORD = /\bI['’]?m\s+(?:her|his|their|your|the)\s+((?:first|second)[- ]line(?:\s+supervisor)?|immediate\s+supervisor|supervisor|manager)\s*:\s*(\p{Lu}.+)$/iu;

/**
 * "For your paperwork: Richard T. Vasquez-Lund. My DL still says 604 S Locust St, Manteno but we moved in January -
 * it's 1180 Cobblestone Dr, …", "Walt's info for the bill of sale: Walter J. Brandt, 2207 Sheridan Rd, …": the
 * details a speaker other than the writer gives for the paper, from the lead-in on, keyed by OTHER_SIDE_LEAD_IN.
 */
function otherSidesDetails(text: string): string[] {
  const m = text.match(DETAILS_FOR_THE_PAPER);
  if (!m) return keyedRecordOfAPerson(text);
  const details = text.slice(m.index! + m[0].length).replace(/\s*\n\s*/g, ' ').trim();
  return details === '' ? [] : [`${OTHER_SIDE_LEAD_IN} ${details}`];
}
/**
 * "Dzięki. Moje dane: Tomasz J. Krawczyk (tak jest w prawie jazdy), 8136 W Lawrence Ave, Apt 2, Norridge, IL 60706.
 * …": another speaker's line keyed in any words, its value a person's whole name and then a street address, is their
 * details for the paper, whatever language keys it.
 */
function keyedRecordOfAPerson(text: string): string[] {
  const m = text.match(KEYED_PERSON_RECORD);
  if (!m) return [];
  const person = parsePersonName(m[1]!);
  const rest = text.slice(m.index! + m[0].length - m[1]!.length);
  const address = findUsAddresses(rest)[0];
  if (!person || person.first === '' || person.last === '' || !address || address.start > PERSON_TO_ADDRESS) return [];
  return [`${OTHER_SIDE_LEAD_IN} ${rest.replace(/\s*\n\s*/g, ' ').trim()}`];
}
/** "Moje dane: Tomasz J. Krawczyk": a short key, then a person's name (1). */
const KEYED_PERSON_RECORD = /(?:^|[.!?]\s+)[\p{L} ]{2,30}:\s*(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}\.?)?\s+\p{Lu}[\p{L}'’-]+)(?=[\s,(])/u;
/** How far after the name (characters) its address may start: a remark in brackets between. */
const PERSON_TO_ADDRESS = 80;
/** The key of another speaker's details in a chat's lines; parse-data.ts writes the writer's counterpart for it. */
export const OTHER_SIDE_LEAD_IN = 'Other side of the deal:';
/** "for the bill of sale", "for your paperwork": the paper details are given for. */
const FOR_THE_PAPER = String.raw`[Ff]or\s+(?:the|your)\s+(?:paperwork|bill\s+of\s+sale|form|records)`;
/** "Walt's info": someone named's details. */
const NAMED_PERSONS_INFO = String.raw`\p{Lu}\p{Ll}+['’]s\s+(?:info|details|information)`;
/** "For your paperwork:", "My info for the form:", "Walt's info for the bill of sale:": a lead-in to details for the paper. */
// ("Для папірця (bill of sale):": or words in another language with the paper's English name in brackets.)
const DETAILS_FOR_THE_PAPER = new RegExp(String.raw`(?:^|[.!?]\s+)(?:(?:(?:[Mm]y\s+(?:info|details|information)|${NAMED_PERSONS_INFO})\s+)?${FOR_THE_PAPER}|[^.:\n]{1,30}\((?:bill\s+of\s+sale|paperwork)\))\s*:\s*`, 'u');

/** "Buyer: …", "Seller (me): …": a line keyed by a party's role, not the writer's own. */
function isPartyRecord(line: string): boolean {
  const party = partyOfKey(line);
  return party !== undefined && party !== SELF;
}

/** A person's name in an answer: capitalised words and initials, two to four of them. */
/** "My neighbor's son-in-law, " before "Marcus Ellwood": who someone is to the speaker, then their name. */
// (Someone's relative, "my neighbor's son-in-law"; "her son", the relation to whom the form is about, stays.)
const RELATION_BEFORE_NAME = /^(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er)\s+[\p{L}-]+['’]s\s+[\p{L}'’ -]{2,30}?,\s+(?=\p{Lu}\p{Ll}+(?:\s+\p{Lu}\.?)?\s+\p{Lu}\p{Ll}+)/u;
const PERSON_IN_ANSWER = /(?<![\p{L}'’-])\p{Lu}[\p{L}'’-]+(?:\s+(?:\p{Lu}\.|\p{Lu}[\p{L}'’-]+)){1,3}/u;

/**
 * "who's the attorney-in-fact?" / "her nephew, Patrick J. Donnelly, of Oak Park": the person an answer to a "who"
 * question names is the one asked about. The answer is kept as written after it, for what else it says (a
 * relation, a town).
 */
function personAnswered(question: string, keys: string[], said: string): string[] | undefined {
  if (keys.length !== 1 || !/^\s*who(?:['’]s|\s+is|\s+will be|\s+are)\b/i.test(question)) return undefined;
  const answer = said.replace(RELATION_BEFORE_NAME, '');
  const found = answer.match(PERSON_IN_ANSWER);
  const person = found?.[0];
  if (!person) return undefined;
  // ("her nephew, Patrick J. Donnelly, of Oak Park": said as a role's line, the town after the name is theirs too.)
  if (!answer.includes('\n') && townAfterName(answer.slice((found.index ?? 0) + person.length))) return [`${keys[0]}: ${answer.trim()}`];
  return [`${keys[0]} name: ${person}`, ...answer.split('\n').flatMap(informalSentences)];
}

/** The question a message ends with, its last sentence ("sure. who's the attorney-in-fact?"), or ''. */
function questionEnding(text: string): string {
  // ("Priya which faction? Harpers and Emerald Enclave are both open": a question, then a short remark on it.)
  const remark = text.match(/\?\s+([^?]+)$/)?.[1];
  if (remark !== undefined && !remark.includes('\n') && wordCount(remark) <= REMARK_AFTER_QUESTION_WORDS) return questionEnding(text.slice(0, text.length - remark.length).trim());
  if (!/\?\s*$/.test(text)) return namedAsked(text);
  // ("Sure thing. Name as it should appear, last/first/MI?": the questions after a word of assent; "Position title
  // and level? Grade/step?": every question the message ends with.)
  const sentences = splitSentences(text.split('\n').pop() ?? '').flatMap(informalSentences);
  const first = sentences.findLastIndex((s) => !/\?\s*$/.test(s)) + 1;
  return sentences.slice(first).join(' ');
}

/** The most words a remark after a question may have and the question still be what the message asks. */
const REMARK_AFTER_QUESTION_WORDS = 8;

/**
 * The sentences of another speaker's message that settle something about the form: no question, no greeting, and
 * nothing that names or reaches a person (a phone, an e-mail, an address, a capitalised name).
 */
function clerksStatements(text: string): string[] {
  return splitSentences(text.replace(/\n/g, ' '))
    .filter((sentence) => !/\?\s*$/.test(sentence) && sentence.split(/\s+/).length >= 3)
    .filter((sentence) => !/@|\d{3}[\s).-]*\d{3}[\s.-]\d{4}/.test(sentence) && findUsAddresses(sentence).length === 0)
    .filter((sentence) => !/\b\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+\b/u.test(sentence.replace(/^\p{Lu}\p{Ll}*\s/u, '')) && CLERKS_SETTLING.test(sentence));
}

/** Words of a clerk settling a form's entry: "I'll code it purpose 04", "non-government source", "individual training". */
const CLERKS_SETTLING = /\b(?:code|coded|coding|purpose|source|individual|group|type|put it (?:down )?as|mark(?:ed)? (?:it )?as|tick|check)\b/i;

/**
 * "Work contact + org mailing address", "Last thing - supervisor info.": a message that only names what it asks
 * for, a few words without a verb, asks for it as a question would ('' when the message says more).
 */
function namedAsked(text: string): string {
  const sentence = splitSentences(text.split('\n').pop() ?? '').pop() ?? '';
  // ("Driving licence — the card says yes, and props asked …": a thing named first, then what is known of it, asks about it.)
  const topic = text.match(TOPIC_THEN_DASH)?.[1];
  if (topic !== undefined) return `${topic}?`;
  // ("and the silly favourite colour question the old form has": a question named as one.)
  const named = sentence.match(QUESTION_NAMED)?.[1];
  if (named !== undefined && named.split(/\s+/).length <= 3) return `${named}?`;
  // ("ok uncle ray i need your full name + social again": what the asker says they need.)
  const needed = sentence.match(NEEDED_FROM_YOU)?.[1];
  const last = (needed ?? sentence.replace(NAMED_ASKED_LEAD, '')).replace(/\.\s*$/, '').trim();
  if (!/^\p{L}[\p{L}\d +&/'’-]{1,50}$/u.test(last) || last.split(/\s+/).length > 6 || NOT_ASKING.test(last)) return '';
  return `${last}?`;
}

/** "Driving licence — the card says …": a message that opens with a thing of two words or three, then a dash. */
const TOPIC_THEN_DASH = /^\s*(\p{Lu}\p{Ll}+(?:\s+\p{Ll}+){1,2})\s+[—–-]\s+(?:the|your|our|it|my)\b/u;

/** "the silly favourite colour question", "the usual allergies question": what a question named as one asks (1). */
const QUESTION_NAMED = /\b(?:the|your)\s+(?:(?:silly|last|next|usual|annoying|old|dreaded|famous|infamous|weird|obligatory)\s+)?(\p{L}[\p{L} ]{2,30}?)\s+question\b/iu;

/** "512 66 0394": an SSN typed with spaces. */
const SPACED_SSN = /\b\d{3} \d{2} \d{4}\b/g;

/** "i need your full name + social again", "need ur address": the things the asker needs from the one answering. */
const NEEDED_FROM_YOU = /\b(?:i\s+)?(?:need|still need|want)\s+(?:your|ur)\s+([\p{L}][\p{L}\d +&/'’-]{1,50}?)(?:\s+(?:again|please|pls|too))?\s*[.!]?$/iu;

/** Words that lead a thing asked for ("Last thing - supervisor info."), and words that ask nothing ("Noted", "I …"). */
const NAMED_ASKED_LEAD = /^(?:last thing|one more thing|next|also|and|now|finally)\s*[-–—:,]?\s*/i;
const NOT_ASKING = /^(?:i|i['’]m|i['’]ll|we|you|it|it['’]s|that|this|thanks|thank|ok|okay|sure|noted|great|perfect|cool|got it|will do|sounds good|no|yes|yep|nope)\b/i;

/**
 * "supervisor info?" / "Michael Brandt, Deputy Director, Office of …. (202) 555-0158, michael.brandt@…": the record
 * of the role asked for, as one keyed line the role's record is read from (parse-data.ts readRoleRecord).
 */
function roleRecordAnswered(keys: string[], answer: string): string[] | undefined {
  const role = keys.length === 1 ? keys[0]!.match(/^(\p{L}[\p{L} -]*?)\s+(?:info|information|details|contact|contact info)$/iu)?.[1] : undefined;
  if (!role || textParty(role.toLowerCase()) === undefined || answer.includes('\n')) return undefined;
  const parts = splitSentences(answer.trim()).map((sentence) => sentence.replace(/[.!]+$/, ''));
  return [`${role}: ${parts.join(', ')}`];
}

/** "please disregard yesterday's", "ignore my last message": a message that takes back its sender's earlier ones. */
// (The message itself must be named: "ignore the savings acct # on the 1099-INT" takes nothing back.)
const TAKES_BACK_EARLIER = /\b(?:disregard|ignore|scratch|forget)\s+(?:about\s+)?(?:(?:my|the|yesterday['’]s|this morning['’]s|that)\s*(?:(?:last|previous|earlier|first|other)\s+)?(?:one|message|msg|e-?mail|text|reply|answer|info|details)s?|(?:my|the|that)\s+(?:last|previous|earlier|first|other)|yesterday['’]s|this morning['’]s|what I sent|everything|that)(?![\p{L}'’])/iu;

/**
 * Whether a message takes back its sender's earlier ones. ("FOID still says Dunlap, ignore that.": a bare "ignore that"
 * after what the same sentence said is of that, not of the messages before; so is "The sticker on the box says 27790ZM118,
 * ignore that one".)
 */
function takesBackEarlier(text: string): boolean {
  const m = text.match(TAKES_BACK_EARLIER);
  if (!m) return false;
  const sentenceStart = Math.max(text.lastIndexOf('.', m.index!), text.lastIndexOf('!', m.index!), text.lastIndexOf('?', m.index!), text.lastIndexOf('\n', m.index!)) + 1;
  return !(/\bthat(?:\s+one)?$/i.test(m[0]) && /\p{L}{2,}/u.test(text.slice(sentenceStart, m.index)));
}

/** "Address is the same", "same address": what the message that takes the others back keeps of them. */
const ADDRESS_KEPT = /\b(?:address|addr)\s+(?:is|stays|remains)\s+(?:the\s+)?same\b|\bsame\s+address\b/i;

/**
 * The messages without those a later message of the same sender takes back ("please disregard yesterday's"); where
 * it keeps the address they gave ("Address is the same"), the sentences that give it stay.
 */
function withoutMessagesTakenBack(messages: ChatMessage[]): ChatMessage[] {
  const kept = messages.map((m) => m.text);
  for (const [i, message] of messages.entries()) {
    if (message.speaker === '' || !takesBackEarlier(message.text)) continue;
    const keepAddress = ADDRESS_KEPT.test(message.text);
    for (let j = i - 1; j >= 0; j--) {
      if (messages[j]!.speaker !== message.speaker) continue;
      kept[j] = keepAddress ? splitSentences(kept[j]!.replace(/\n/g, ' ')).filter((sentence) => findUsAddresses(sentence).length > 0).join(' ') : '';
    }
  }
  return messages.map((m, i) => ({ ...m, text: kept[i]! })).filter((m, i) => m.text !== '' || messages[i]!.text === '');
}

/**
 * The lines of a thread where no speaker says most (two partners, each asking and answering): every message is
 * read, and one that answers the other speaker's question ("ein?" / "47-2290518") is keyed by it.
 */
function everyonesLines(messages: ChatMessage[]): string[] {
  const out: string[] = [];
  for (const [i, message] of messages.entries()) {
    const previous = messages[i - 1];
    const question = previous && previous.speaker !== message.speaker ? questionEnding(previous.text) : '';
    const asked = question === '' ? [] : questionKeys(question);
    const lines = message.text.split('\n');
    // ("my SSN from u is 412-67-3059 right?" / "412-67-3095!! 95 at the end.": a reply to a value offered by another.)
    const proposal = previous && previous.speaker !== message.speaker ? proposedValue(previous.text) : undefined;
    const confirmed = proposal ? proposalAnswered(proposal, lines[0]!) : undefined;
    if (confirmed) {
      // (A value said instead of the one offered takes the offer's place: the question that offered it goes.)
      if (!confirmed.some((line) => line.endsWith(`: ${proposal!.value}`))) out.splice(0, out.length, ...out.filter((line) => !line.includes(proposal!.value)));
      out.push(...confirmed, ...lines.slice(1).flatMap(informalSentences));
      continue;
    }
    const keyed = asked.length > 0 ? (answerAsKeyedLines(asked, lines[0]!) ?? personAnswered(question, asked, lines[0]!)) : undefined;
    // ("Ron: Send me your mailing address for the bill of sale." / "Greg Voss: 1709 W Kimber Ln, Teutopolis IL 62467": a
    // message that is an address and nothing else gives its speaker's, whoever asked.)
    const ownAddress = keyed ? undefined : addressAlone(message);
    if (ownAddress) {
      out.push(ownAddress);
      continue;
    }
    out.push(...(keyed ?? []), ...(keyed ? lines.slice(1) : lines).flatMap(informalSentences));
    // ("Walt's info for the bill of sale: Walter J. Brandt, …": details given for someone named, not for the speaker,
    // are the other side's whoever the writer is among the speakers.)
    if (THIRD_PERSONS_DETAILS.test(message.text)) out.push(...otherSidesDetails(message.text));
  }
  return out;
}
/** A message that is one address alone, keyed as its speaker's ("Greg Voss's address: …"); undefined for any other. */
function addressAlone(message: ChatMessage): string | undefined {
  const said = message.text.trim().replace(/[.!]+$/, '');
  if (message.speaker === '' || said.includes('\n')) return undefined;
  const found = findUsAddresses(said);
  if (found.length !== 1 || found[0]!.start > 0 || said.length - found[0]!.end > 1) return undefined;
  return `${casedName(message.speaker)}'s address: ${said}`;
}

/** "Walt's info for the bill of sale:": a lead-in to someone named's details for the paper. */
const THIRD_PERSONS_DETAILS = new RegExp(String.raw`(?:^|[.!?]\s+)${NAMED_PERSONS_INFO}\s+${FOR_THE_PAPER}\s*:`, 'u');

/**
 * "name: Brannoc Ironhollow. mountain dwarf fighter lvl 3": chat writes sentences without capitals, so a full
 * stop before a lower-case word still ends the statement (not after an initial or a common abbreviation). Each
 * becomes a line of its own, so a keyed value does not run on into the next remark.
 */
export function informalSentences(line: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const m of line.matchAll(/\.\s+(?=\p{Ll})/gu)) {
    const end = m.index ?? 0;
    const lastWord = line.slice(start, end).split(/\s+/).pop() ?? '';
    // (Nor after an abbreviation with stops inside it: "M.S. in Civil Engineering", "U.S. citizen".)
    // ("no. llc taxed as a partnership": "No." is a number's abbreviation only before one.)
    if (/^\p{L}$/u.test(lastWord) || /^(?:\p{L}{1,2}\.)+\p{L}{1,2}$/u.test(lastWord) || /^(?:mr|mrs|ms|dr|st|vs|etc|approx|e\.g|i\.e|ca|cf)$/i.test(lastWord)) continue;
    out.push(line.slice(start, end + 1).trim());
    start = end + m[0].length;
  }
  out.push(line.slice(start).trim());
  return out.filter((s) => s !== '');
}

/** "3.", "3)", "Q3:", "-": a questionnaire's numbering before a question. */
const QUESTION_NUMBER = /^\s*(?:\d{1,2}[.)]|[-*•]|Q\d{0,2}[.:)])\s+/i;
/** "-> ", "→ ", "A: ": what marks an answer written on the line under its question. */
const ANSWER_MARKER = /^\s*(?:->|→|=>|A:|Answer:)\s*/i;
/** "Marital status? -> divorced", "Marital status? divorced": the answer on the question's own line. */
const ANSWER_ON_LINE = /^(.*?\?)\s*(?:->|→|=>|[-–:])?\s*([^?]+)$/u;

/**
 * Questions answered outside a stamped transcript: a thread of texts copied without senders ("serial?" then
 * "51278ZT354") or a questionnaire ("3. Marital status? -> divorced"). An answer that fits its question's keys
 * (answerAsKeyedLines) replaces both lines as "key: value"; everything else stays as written.
 */
export function linesWithAnswersKeyed(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.replace(QUESTION_NUMBER, '');
    const onLine = line.match(ANSWER_ON_LINE);
    if (onLine && onLine[2]!.trim() !== '') {
      const keyed = answerAsKeyedLines(questionKeys(onLine[1]!), onLine[2]!);
      out.push(...(keyed ?? [lines[i]!]));
      continue;
    }
    if (/\?\s*$/.test(line)) {
      const next = lines.findIndex((l, j) => j > i && l.trim() !== '');
      // "-> Renata J. Sobczak", "A: No.": the marker before an answer on its own line is not part of it.
      // ("A: 1 / B: 1 / C: leave blank" under "lines A through H?": a worksheet's lettered lines, not a Q&A's "A:".)
      const lettered = next > 0 && (/\/\s*[B-HJ-Z]\s*:\s/.test(lines[next]!) || /^\s*B\s*:\s/.test(lines.slice(next + 1).find((l) => l.trim() !== '') ?? ''));
      const answer = next > 0 ? (lettered ? lines[next]! : lines[next]!.replace(ANSWER_MARKER, '')) : '';
      // ("Names and SSNs …?" / "Me: Michael R. Duarte, 521-60-4418": an answer that keys itself keeps its own key.)
      const ownKey = KEYED_ITSELF.test(answer) && !lettered;
      const keyed = next > 0 && !/\?\s*$/.test(answer) && !ownKey ? answerAsKeyedLines(questionKeys(line), answer) : undefined;
      if (keyed) {
        out.push(...keyed);
        i = next;
        continue;
      }
      // An answer the question's words cannot key ("Does a spouse work?" / "-> No.") is read as written, without
      // its marker, right after its question.
      if (next > 0 && !lettered && ANSWER_MARKER.test(lines[next]!)) {
        out.push(lines[i]!, answer);
        i = next;
        continue;
      }
    }
    out.push(lines[i]!);
  }
  return out;
}

/**
 * "AGENT (Tanya): Full legal name?" / "CALLER: Marcus Tobias Oyelaran.": a call or an interview written down
 * with each line's speaker before it and no time stamps. A speaker is a short label (at most three words, "Q",
 * "AGENT (Tanya)") that starts at least two lines; a text is a transcript when two or three such speakers start
 * at least four lines between them and most of its lines. A record's keys ("Name:", "Address:") are many and
 * each starts one line, so a record is none.
 */
const SPEAKER_ROLE = /^(?:q|a|agent|caller|interpreter|translator|customer|client|interviewer|interviewee|coordinator|employee|applicant|candidate|operator|rep|representative|advisor|adviser|counselor|counsellor|officer|clerk|staff|volunteer|patient|member|user|support|host|guest|visitor|bot|chatbot|assistant|you)$/;
/** An office that asks someone for a form's details: "Payroll:", "HR:", "Front desk:". */
const OFFICE_SPEAKER = /^(?:payroll|hr|human resources|front desk|reception|registrar|admissions|billing|intake|dispatch|help ?desk|service desk)$/;
/** "She says …", "He says that …": an interpreter's words before the answer they relay. */
const RELAYED = /^(?:she|he|they)\s+says?,?\s+(?:that\s+)?(?=\S)/i;
/** "Jenna (Member Services):": a speaker named with the team they answer for, as a support chat writes an agent. */
const SPEAKER_WITH_TEAM = /^\s*\p{L}[\p{L}.'’-]*(?:\s+\p{L}[\p{L}.'’-]*){0,2}\s*\([^)]{1,30}\)\s*:/u;

/**
 * The lines of a speaker-labelled transcript, without the labels: every speaker's statements are kept (the
 * agent reads back and adds values as the caller gives them), and an answer to the other speaker's question is
 * keyed by it ("Home address?" / "3318 Linden Grove Drive, …" → "Home address: 3318 Linden Grove Drive, …").
 * Undefined when the text is no such transcript.
 */
/** The fewest questions one of two speakers asks for the thread to be an interview of the other. */
const INTERVIEW_QUESTIONS = 4;

export function speakerTranscriptLines(lines: string[], namedSpeakers = false): string[] | undefined {
  const filled = lines.filter((l) => l.trim() !== '');
  const labelled = filled.map((line) => line.match(SPEAKER_LINE));
  const counts = new Map<string, number>();
  for (const m of labelled) if (m) counts.set(m[1]!.toLowerCase(), (counts.get(m[1]!.toLowerCase()) ?? 0) + 1);
  const speakers = [...counts].filter(([, n]) => n >= 2);
  const spoken = speakers.reduce((sum, [, n]) => sum + n, 0);
  // (At most one labelled line is no speaker's: more of them, and the labels are a record's keys. A chat's heading
  // and closing lines, "Started: …" and "Chat ended: …", come before the first speaker's line and after the last.)
  const isSpeakerLine = (m: RegExpMatchArray | null) => m !== null && speakers.some(([s]) => s === m[1]!.toLowerCase());
  const first = labelled.findIndex(isSpeakerLine);
  const last = labelled.findLastIndex(isSpeakerLine);
  const labelledLines = labelled.filter((m, i) => m && i >= first && i <= last).length;
  if (speakers.length < 2 || speakers.length > 3 || spoken < 4 || spoken * 2 < filled.length || spoken < labelledLines - 1) return undefined;
  // The speakers of a call or an interview are roles ("AGENT", "Caller", "Q" and "A"); a thread of texts between
  // people ("Me:", "Jess:") is read line by line, each line keyed by whose it is.
  // (A meeting's transcript names its speakers: parse-transcript.ts meetingLines.)
  // (Not "Buyer (Luis):": a role's word with the person's name in brackets keeps the role, read line by line.)
  const speaksForTeam = (speaker: string) => textParty(speaker) === undefined && filled.some((line, i) => labelled[i]?.[1]!.toLowerCase() === speaker && SPEAKER_WITH_TEAM.test(line));
  // ("Payroll (Keisha, North Shore Millwork):" and "Tomas:": an office and the person it asks, two speakers.)
  // ("Me (Alyssa): Who do you want as your attorney-in-fact?": the writer, named in brackets, asks as an office would.)
  const writerNamed = (speaker: string) => speaker === 'me' && filled.some((line, i) => labelled[i]?.[1]!.toLowerCase() === 'me' && /^\s*me\s*\(\s*\p{Lu}/iu.test(line));
  const isRole = ([s]: [string, number]) => SPEAKER_ROLE.test(s) || speaksForTeam(s) || OFFICE_SPEAKER.test(s) || writerNamed(s);
  // ("Me: Cool. Age?" / "Dre: Thirty-four. …": or one of two people asks the other the form's questions, an interview.)
  const questionsOf = (speaker: string) => filled.filter((line, i) => labelled[i]?.[1]!.toLowerCase() === speaker && /\?\s*$/.test(line)).length;
  const interviews = speakers.length === 2 && speakers.some(([s], k) => questionsOf(s) >= INTERVIEW_QUESTIONS && questionsOf(s) > 2 * questionsOf(speakers[1 - k]![0]));
  if (!namedSpeakers && !interviews && !speakers.every(isRole) && !(speakers.length === 2 && speakers.some(isRole))) return undefined;
  const isSpeaker = new Set(speakers.map(([s]) => s));
  const calledByName = new Set(speakers.flatMap(([s]) => [s, s.split(/\s+/)[0]!]));
  const out: string[] = [];
  let asked: string[] = [];
  let confirmed: string | undefined;
  let offered = '';
  let lastSpeaker = '';
  for (const [i, line] of filled.entries()) {
    const m = labelled[i];
    if (!m || !isSpeaker.has(m[1]!.toLowerCase())) {
      out.push(line);
      continue;
    }
    const speaker = m[1]!.toLowerCase();
    // ("INTERPRETER: She says her name is Farzana Rahimi.": an interpreter's "she says" relays the answer itself.)
    const text = m[2]!.trim().replace(RELAYED, '');
    const answering = speaker !== lastSpeaker;
    const clausesKeyed = answering ? answerAsKeyedLines(asked, text) : undefined;
    // ("(1) an update … or (2) a new request?" / "1": an answer by the number of an option offered is that option.)
    const picked = answering ? optionPicked(offered, text) : undefined;
    // (The numbered options offered then say nothing on their own: "… 3. Français 4. Chinese." ticks neither.)
    const offeredAt = picked ? out.lastIndexOf(offered) : -1;
    if (offeredAt >= 0) out[offeredAt] = offered.replace(NUMBERED_OPTION, ' ');
    const keyed = picked ?? clausesKeyed ?? (answering ? (spelledAnswer(asked, text) ?? firstSentenceKeyed(asked, text)) : undefined);
    // "So developmental, sub-type supervisory?" / "Correct.": a question confirmed is a statement.
    if (answering && confirmed && CONFIRMATION.test(text)) out.push(confirmed.replace(/^(?:so|and so|and)\b[,\s]*/i, '').replace(/\?+\s*$/, '.'));
    // ("Got it. So 5 on line 5?" / "no. ln 5: 4.": a guess the answer turns down says nothing.)
    // ("Do you hold a car driving licence?" / "no. it ran out …": a question that guesses no value is answered, not
    // turned down; its "no" says what is not so.)
    if (answering && confirmed && /^\s*(?:no|nope|nah)\b/i.test(text) && GUESS.test(confirmed)) dropGuess(out, confirmed);
    out.push(...(keyed ?? [text]).map(withNameCased));
    // ("Pay plan, series, grade and step?" / "GS-2210-12, step 4.": the clauses no key names are read as said.)
    // ("Eyes, skin, hair." / "Eyes, one grey and one green. … Skin is weathered tan. Hair is black, …": nor those
    // of an answer whose keyed clauses are a small part of it.)
    if (clausesKeyed && (asked.length > 1 || clausesKeyed.join(' ').length * 2 < text.length)) out.push(text);
    // "Sure. Full legal name?", "Delivery? Credit?": the questions a message ends with key the next speaker's answer.
    // ("Who is the vendor? Please include their mailing address.": a request for more after the question.)
    // ("Favourite colour? Options: Black, Brown, …": or the options it offers.)
    const question = text.match(/(?:^|[.!]\s+)((?:[^.!?]+\?\s*)+)(?:please\s+(?:include|add|give|list|spell)\b[^?]*|(?:options|choices)\s*:[^?]*)?$/i)?.[1]?.trim();
    confirmed = question;
    // ("Let's start with your name as it should appear on the form.": a prompt asks too.)
    // ("And your height in centimetres.": so does a sentence that names the thing with "your".)
    const last = splitSentences(text).pop() ?? '';
    const prompt = last.match(/^(?:let's|let’s|let us|now|next|please|and|so|then)\b[^.?!]*?\byour\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s*(?:as\b|that\b|for\b|please\b|[,.:]|$)/iu)?.[1];
    // ("Height, in centimetres.", "So, address, Niamh.": a thing named alone, with how to give it or to whom.)
    const named = last.match(NAMED_ALONE)?.[1] ?? (namedSpeakers ? namedInPassing(last) : undefined);
    // ("Question two, your Social Security number.", "Four, spouse's first name, initial, last name. Some keep …": an
    // intake sheet's item read out by its number asks for what it names.)
    const readOut = splitSentences(text).map((sentence) => sentence.match(ITEM_READ_OUT)?.[1]).findLast((item) => item !== undefined);
    // ("… I'll keep it in the file. Elijah?": a question that only calls on the next speaker asks for nothing.)
    asked = (question ? questionKeys(question) : readOut ? questionKeys(`${readOut}?`) : prompt ? [prompt] : named ? [named] : []).filter((key) => !calledByName.has(key.trim().toLowerCase()));
    offered = text;
    lastSpeaker = speaker;
  }
  // ("3120 Poole Road. In Raleigh, North Carolina." … "27610."): an address said over several answers, put together.
  return withAddressesAssembled(out);
}

/**
 * "full name: marguerite j hollis": a name typed in lower case, in answer to a question for a name, gets the
 * capitals names are found by (and an initial its full stop).
 */
function withNameCased(line: string): string {
  // (The first letter may have been given its capital already, as a lower-case line's is.)
  const m = line.match(/^((?:[\p{L}'’-]+\s+){0,3}name:\s+)([a-zA-Z][a-z]+(?:\s+[a-z]\.?)?\s+[a-z]{2,}(?:-[a-z]{2,})?)\s*$/u);
  return m ? `${m[1]}${casedName(m[2]!)}` : line;
}

/** "So 5 on line 5?", "And 2 allowances?": a question that guesses a value, which a "no" turns down. */
const GUESS = /^\s*(?:so|and so|and)\b|\d/i;

/** Takes the question turned down out of the line that asked it (the line before the answer's). */
function dropGuess(out: string[], question: string): void {
  const at = out.findLastIndex((line) => line.includes(question));
  if (at >= 0) out[at] = out[at]!.replace(question, '').trim();
}

/** An answer that only says yes to what was asked: "Correct.", "Yes, that's right.", "That's it, yeah." */
const CONFIRMATION = /^\s*(?:yes|yep|yeah|correct|right|exactly|that's right|that’s right|that's correct|that’s correct|that's it|that’s it)(?:[,.!]\s*(?:(?:that's|that’s)\s+(?:right|correct|it)|yes|yeah|yep))?[.!]?\s*$/i;

/** "One, first name, …", "Question two, your Social Security number.": a numbered item read out, and what it names. */
const ITEM_READ_OUT = /^(?:(?:okay|ok|and|now|next)[,\s]+)?(?:(?:question|number|item|no\.?)\s+)?(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|\d{1,2})\s*[,.:)]\s+(\S[^?]*?)\s*[.?]?$/i;

/** "Height, in centimetres.", "So, address, Niamh.": a thing to give named alone, after "So" or with how to give it. */
const NAMED_ALONE = /^\s*(?:(?:[Ss]o|[Nn]ow|[Nn]ext|[Oo]k|[Oo]kay|[Aa]nd)\s*,?\s+)?(\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,2}?)(?:\s+first)?\s*,\s*(?:in\s+[\p{L}]+|please|\p{Lu}\p{Ll}+)\s*[.!]?\s*$/u;

/** Words that end a sentence without naming a thing to give ("Okay, sure.", "Fair enough, thanks."). */
const NO_THING = /^(?:sure|right|thanks|thank you|please|then|too|yes|yeah|no|okay|ok|fine|great|perfect|obviously|exactly|of course|got it|so|anyway|again|now)$/i;

/**
 * How someone running a call moves to the next thing without asking: "Then gender - the form only has man or
 * woman.", "Driving licence - that box is ticked from last time.", "Last one is a silly one, favourite colour.":
 * the thing named before a dash, or after the last comma. Read only in a meeting's transcript, where the one who
 * asks is known (parse-transcript.ts meetingLines).
 */
function namedInPassing(sentence: string): string | undefined {
  const dashed = sentence.match(/^(?:(?:then|next|now|and|so)\s+)?(\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,2})\s+[-–—]\s/iu)?.[1];
  const trailing = sentence.match(/,\s*(\p{Ll}[\p{L}'’-]*(?:\s+\p{Ll}[\p{L}'’-]*){0,2})[.!]?\s*$/u)?.[1];
  const thing = dashed ?? trailing;
  return thing && !NO_THING.test(thing) && !/^(?:I|it|that|this|we|you|he|she|they|there)\b/i.test(thing) ? thing : undefined;
}

/** "N-I-A-M-H", "N, I, A, M, H": a word spelt out letter by letter. */
const SPELLED = /(?<![\p{L}-])\p{Lu}(?:(?:\s*,\s*|-)\p{Lu}){2,}(?![\p{L}-])/u;

/** The word a spelling spells ("B-R-U-N-N-H-U-B-E-R" → "Brunnhuber"), written as a name. */
export function wordSpelt(spelled: string): string {
  const letters = spelled.replace(/[\s,-]/g, '');
  return `${letters[0] ?? ''}${letters.slice(1).toLowerCase()}`;
}

/**
 * Whether a whole value is a word spelt out with hyphens ("B-R-U-N-N-H-U-B-E-R"). (Not with commas: a value "A, B,
 * C" is more often a list.)
 */
export function isSpelling(value: string): boolean {
  return /^\p{Lu}(?:-\p{Lu}){2,}$/u.test(value);
}

/**
 * "First name, I have it down as Neve?" / "No, no. It's N, I, A, M, H. Niamh.": an answer that spells a word out
 * gives that word for the first thing asked.
 */
function spelledAnswer(keys: string[], answer: string): string[] | undefined {
  const spelled = keys.length > 0 ? answer.match(SPELLED)?.[0] : undefined;
  if (!spelled) return undefined;
  // ("Raymond A. Szczepanski. S-Z-C-Z-E-P-A-N-S-K-I." for first name, initial and last name: a spelling of a word the
  // answer has already given, when more than one thing is asked, only checks it.)
  const word = wordSpelt(spelled);
  // ("I'm the seller, yep. Dale R. Hoberg. H-O-B-E-R-G.": a name given whole before the spelling of its last word.)
  const named = answer.slice(0, answer.indexOf(spelled)).match(new RegExp(String.raw`(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}\.?)*\s+${word})(?![\p{L}])`, 'u'))?.[1];
  if (named && keys.length === 1) return [`${keys[0]}: ${named}`];
  const checked = keys.length > 1 ? withoutCheckingSpelling(answer) : undefined;
  if (checked !== undefined) return firstSentenceKeyed(keys, checked.replace(/[\s.,]+$/, ''));

  // ("Femke, F-E-M-K-E, and the last name is de Vries, small d, d-e, space, Vries, V-R-I-E-S.": what follows the
  // spelling is read as said, without its own spellings.)
  const rest = answer.slice(answer.indexOf(spelled) + spelled.length).replace(SPELLING_RUN, '').replace(/^[\s,.;]*(?:and\s+)?/i, '').trim();
  return [`${keys[0]}: ${word}`, ...(/\p{L}{2}/u.test(rest) ? [rest] : [])];
}

/**
 * The answer without a spelling of a word it has already given ("Raymond A. Szczepanski. S-Z-C-Z-E-P-A-N-S-K-I." →
 * "Raymond A. Szczepanski."); undefined when it has no such spelling.
 */
function withoutCheckingSpelling(answer: string): string | undefined {
  const spelling = answer.match(SPELLED)?.[0];
  if (!spelling) return undefined;
  const rest = answer.replace(spelling, '');
  if (!new RegExp(String.raw`(?<![\p{L}])${wordSpelt(spelling)}(?![\p{L}])`, 'iu').test(rest)) return undefined;
  return rest.replace(/\.\s*\.(?=\s|$)/g, '.').replace(/\s{2,}/g, ' ').trim();
}

/**
 * An answer as said, as it would be written: "Woman is fine." → "Woman"; "Oh, untick that." → "No"; "Tick it." →
 * "Yes".
 */
function spokenAnswer(sentence: string): string {
  if (/^(?:oh,?\s+)?(?:untick|uncheck|unselect|deselect|clear|remove)\s+(?:that|it|this)(?:\s+one)?$/i.test(sentence)) return 'No';
  if (/^(?:oh,?\s+)?(?:tick|check|select)\s+(?:that|it|this)(?:\s+one)?$/i.test(sentence)) return 'Yes';
  return sentence.replace(/^(.+?)\s+(?:is|'s|’s|would be|will do)\s+(?:fine|ok|okay|good|great|right)$/i, '$1');
}

/** ", small d, d-e, space, Vries, V-R-I-E-S": how a word just said is spelt, item by item after a comma. */
const SPELLING_RUN = new RegExp(
  String.raw`(?:,\s*(?:(?:small|capital|lower-?case|upper-?case|big)\s+\p{L}|\p{L}(?:-\p{L})+|space|dash|hyphen|apostrophe|\p{L}+(?=,\s*\p{L}(?:-\p{L}){2,})))+(?![\p{L}-])`,
  'giu',
);

/**
 * "Position title?" / "IT Specialist (Systems Administration). I'm non-supervisory, just a team member.": an
 * answer that goes on after a short first sentence answers the one key asked with that sentence; the rest is
 * read as said. (A first sentence that is a statement of its own, "I'm …", "We …", answers nothing by itself.)
 */
export function firstSentenceKeyed(keys: string[], answer: string): string[] | undefined {
  if (keys.length === 0) return undefined;
  // ("Marcus Delgado-Whitfield. first name Marcus, …": typed answers end a sentence before a lower-case word too.)
  const said = splitSentences(answer).flatMap(informalSentences);
  const sentences = said.map((s) => s.replace(/[.!]+$/, '').trim());
  // "Office mailing address, phone, email?" / "Office of …, DC 20006. (202) 555-0391 ext. 217. dm@example.gov.":
  // an answer of as many sentences as the keys asked gives them in turn.
  if (keys.length > 1 && sentences.length === keys.length && !sentences.some((s) => s === '' || s.split(/\s+/).length > 16)) {
    // (A sentence that names its key's thing itself, "36 duty hours, 4 non-duty", is read as said.)
    return keys.map((key, i) => (new RegExp(String.raw`\b${key.split(/\s+/).pop()!.replace(/s$/, '')}`, 'i').test(sentences[i]!) ? said[i]! : `${key}: ${sentences[i]}`));
  }
  const said0 = sentences[0] ?? '';
  const head = spokenAnswer(said0);
  const rest = said.slice(1);
  if (head === '' || head.split(/\s+/).length > 8 || /^(?:I|I'm|I’m|We|It|It's|It’s|My|Our|Yes|No|Sure|Ok|OK|Okay|Well|So|The)\b/.test(said0)) return undefined;
  // ("Appointment type, pay plan, series, grade, step?" / "Career. GS-0343, grade 13, step 2.": the first key's
  // value comes first; the rest is read as said.)
  if (keys.length > 1 && (rest.length === 0 || head.split(/\s+/).length > 3)) return undefined;
  return [`${keys[0]}: ${head}`, ...rest];
}


/**
 * "Maddie: eyes hazel" / "Maddie: skin tan" / "Maddie: allies: Brother Tobin (…) and …": a person texting the form's
 * details one message each, a key and its value. Each such message is read as its "key: value" line (the sender's
 * name is whose message it is, no key of the value). A word and a value without a colon are a pair only in a run of
 * PAIRED_MESSAGES or more from one sender ("ok doing my character now" is a message). A sender that is a role or a
 * party ("Buyer:", "Me:") keeps their line as written: whose the value is matters.
 */
export function linesWithTextedPairsKeyed(lines: string[]): string[] {
  const matches = lines.map((line) => line.match(TEXTED_PAIR));
  const senders = new Map<string, number>();
  for (const line of lines) {
    const sender = line.match(SENDER)?.[1];
    if (sender !== undefined) senders.set(sender, (senders.get(sender) ?? 0) + 1);
  }
  // (One person texting their details: in a group chat whose messages say whose they are, the chat's reader keeps
  // each sender's lines apart.)
  const people = [...senders].filter(([sender, n]) => n >= 2 && textParty(sender.toLowerCase()) === undefined && !SPEAKER_ROLE.test(sender.toLowerCase()) && !OFFICE_SPEAKER.test(sender.toLowerCase()));
  // (A colleague's odd reply or two, "Tanya Ruiz: got it. which vendor + where is it held?", leaves the thread the
  // writer's own.)
  if (people.length > 1) {
    const [top] = [...people].sort((a, b) => b[1] - a[1]);
    return monologue(lines, top![0], top![1]) ? linesWithSenderDropped(lines, top![0]) : lines;
  }
  if (people.length !== 1) return lines;
  const [person, messages] = people[0]!;
  const plainPairs = new Map<string, number>();
  for (const m of matches) if (m && m[5] !== undefined && !NOT_A_PAIR_WORD.test(m[5])) plainPairs.set(m[2]!, (plainPairs.get(m[2]!) ?? 0) + 1);
  // (Most of the person's messages are pairs: an assistant asking "Filing status: Single, Married, or …?" is no such run.)
  const pairs = matches.filter((m) => m && m[2] === person && (m[3] !== undefined || !NOT_A_PAIR_WORD.test(m[5]!))).length;
  if (pairs * 2 < messages) return monologue(lines, person, messages) ? linesWithSenderDropped(lines, person) : lines;
  return lines.map((line, i) => {
    const m = matches[i];
    if (!m || m[2] !== person) return line;
    if (m[3] !== undefined) return wordCount(m[3]) <= PAIR_KEY_WORDS ? `${m[3]}: ${m[4]}` : line;
    return !NOT_A_PAIR_WORD.test(m[5]!) && (plainPairs.get(person) ?? 0) >= PAIRED_MESSAGES ? `${m[5]}: ${m[6]}` : line;
  });
}

/**
 * Whether a thread is nearly all one person's messages: half its lines or more, and MONOLOGUE_RATIO times as many as
 * everyone else's together ("Marcus: …" eighteen times, "Renee: lol ok" once).
 */
function monologue(lines: string[], person: string, messages: number): boolean {
  // (An e-mail's "From: Ann Lee <…>" lines name no sender of a thread.)
  if (messages < MONOLOGUE_MESSAGES || MAIL_HEADER_WORD.test(person)) return false;
  // (Not a dialogue: "Payroll: Home address?" / "Tomas: 2716 birchwood ave …" answers another's questions.)
  // (Nor a thread copied with its times, "[3/14, 7:02 PM] David: …": the chat's reader reads those, parse-chat.ts chatMessages.)
  if (lines.some((line) => /^\s*\[/.test(line) && SENDER.test(line))) return false;
  const others = lines.filter((line) => (line.match(SENDER)?.[1] ?? person) !== person).length;
  return messages * 2 >= lines.filter((line) => line.trim() !== '').length && others * MONOLOGUE_RATIO <= messages;
}
/** How many times as many messages as everyone else's together make a thread one person's. */
const MONOLOGUE_RATIO = 4;
/** The fewest messages of one person's thread. */
const MONOLOGUE_MESSAGES = 3;
/** The words an e-mail's header lines open with. */
const MAIL_HEADER_WORD = /^(?:from|to|cc|bcc|subject|date|sent|re|fwd|fw|reply-to)$/i;

/**
 * "Marcus: me: Okafor, Marcus D. — …" / "Marcus: office is Bureau of Reclamation, …": such a thread, written in
 * sentences, is the person's text; the sender's name before each message is no key of what they say. (Another's odd
 * reply, "Renee: lol ok", keeps its sender.)
 */
function linesWithSenderDropped(lines: string[], person: string): string[] {
  return lines.map((line) => {
    const m = line.match(SENDER);
    // (Its sentences are given the capitals a statement read from the text expects: "office is …" is "Office is …".)
    return m && m[1] === person ? withSentencesCapitalised(line.slice(m[0].length).replace(/^\p{Ll}/u, (letter) => letter.toUpperCase())) : line;
  });
}

/** "Maddie: …", "[9:41] Maddie: …": whose a chat message is (the first name in group 1). */
const SENDER = new RegExp(String.raw`^${CHAT_SENDER}(?=\S)`, 'u');
/** "[9:41] Maddie: eyes hazel", "Maddie: allies: …": a sender's message of a key and its value. */
const TEXTED_PAIR = new RegExp(String.raw`^(${CHAT_SENDER})(?:(\p{L}[\p{L} &'’/-]{0,30}?)\s*:\s+(\S.*)|(\p{Ll}[\p{Ll}'’-]{1,15})\s+(\S.{0,40}))$`, 'u');
/** The most words of the key of a texted pair. */
const PAIR_KEY_WORDS = 4;
/** The fewest messages of a word and its value, without a colon, that make a sender's run of pairs. */
const PAIRED_MESSAGES = 3;
/** Words that open a message rather than name a detail. */
const NOT_A_PAIR_WORD = /^(?:ok|okay|so|and|but|or|i|im|i'm|wait|yes|yeah|yep|no|nope|nah|lol|the|a|my|oh|hey|hi|hello|thanks|thx|also|just|sure|got|doing|it|its|it's|that|this|what|how|why|when|where|who|is|are|can|could|will|would|please|pls|sorry|um|hmm|omg|ugh|btw|then|now|he|she|they|we|you|his|her|their|our|your)$/i;

/**
 * "(1) an update of an existing registration or (2) a new request?" / "1", "1. Deutsch 2. English 3. Français" / "1
 * and 2", "Ireland, or Northern Ireland (United Kingdom)?" / "the first one", "Man or Woman." / "second": an answer
 * that picks options offered by their number or their place, as the options' words. A label the message gives the
 * question ("Gender: the form only offers …") keys them. Undefined for any other answer.
 */
export function optionPicked(offer: string, answer: string): string[] | undefined {
  const places = placesPicked(answer);
  if (places === undefined) return undefined;
  const sentences = splitSentences(offer);
  // (Numbered options are read over the whole message: "1. Deutsch 2. English" splits into sentences at each number.)
  const listed = [...offer.matchAll(NUMBERED_OPTION)].map((m) => ({ n: Number(m[1]), text: m[2]!.trim() }));
  const numbered = listed.length >= 2 ? listed : undefined;
  const label = offer.match(OFFER_LABEL)?.[1];
  const keyed = (texts: string[]) => [label ? `${label}: ${texts.join(' and ')}` : `${texts.join(' and ')}.`];
  if (numbered) {
    const texts = places.map((p) => (p === LAST_PLACE ? numbered.at(-1) : numbered.find((o) => o.n === p))?.text);
    return texts.every((t) => t !== undefined) ? keyed(texts as string[]) : undefined;
  }
  // ("Ireland, or Northern Ireland (United Kingdom)?": only a place said in words picks from options not numbered.)
  if (/\d/.test(answer)) return undefined;
  const alternatives = sentences.map((sentence) => sentence.match(ALTERNATIVES_OFFERED)).find((m) => m !== null);
  if (!alternatives) return undefined;
  const options = alternatives[1]!.split(/,\s*or\s+|,\s*|\s+or\s+/).map((o) => o.replace(/\s*\([^()]*\)\s*/g, ' ').trim()).filter((o) => o !== '');
  const texts = places.map((p) => (p === LAST_PLACE ? options.at(-1) : options[p - 1]));
  return options.length >= 2 && texts.every((t) => t !== undefined) ? keyed(texts as string[]) : undefined;
}

/** "(1) an update …", "1. Deutsch", "2) English": an option offered with its number, up to the next one. */
const NUMBERED_OPTION = /(?:^|\s|\()(\d)[.)]\)?\s+([^()\d?;]+?)(?=\s*(?:,?\s*\bor\b\s*)?(?:\(\d\)|\s\d[.)]|[?;]|\.\s|\.?$))/gu;
/** "is that Ireland, or Northern Ireland (United Kingdom)?", "the form only offers Man or Woman.": options in words. */
const ALTERNATIVES_OFFERED = /(?:\b(?:is (?:that|it|this)|do you want|would you like|should (?:it|I) (?:be|use)|offers|options are|options:|either)\s+)((?:[\p{L}'’() -]+,\s*)*[\p{L}'’() -]+?,?\s+or\s+[\p{L}'’() -]+?)\s*[?.]?$/iu;
/** "Gender: the form only offers …": the label of what a message asks. */
// ("First: is this (1) …": a word that orders the questions is no label.)
const OFFER_LABEL = /^\s*(?!(?:first|next|then|now|ok|okay|last|finally|also|great|thanks|lastly|one more)\s*:)(\p{Lu}[\p{L} '’-]{1,30}):\s+(?=.*(?:\bor\b|\d[.)]))/iu;
/** The place of the last option ("the last one", "the latter"). */
const LAST_PLACE = -1;
const PLACE_WORDS: Record<string, number> = { first: 1, '1st': 1, former: 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, last: LAST_PLACE, latter: LAST_PLACE };

/** "1", "1 and 2", "the first one", "second": the places an answer picks; undefined for an answer that says more. */
function placesPicked(answer: string): number[] | undefined {
  const bare = answer.trim().toLowerCase().replace(/[.!]+$/, '').replace(/^(?:option|number|no\.?|#)\s*/, '');
  if (/^\d(?:\s*(?:,|and|&|\+)\s*\d)*$/.test(bare)) return bare.match(/\d/g)!.map(Number);
  const word = bare.match(/^(?:the\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|last|former|latter)(?:\s+one)?(?:\s+(?:please|pls))?$/)?.[1];
  return word === undefined ? undefined : [PLACE_WORDS[word]!];
}
