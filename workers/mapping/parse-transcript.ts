/**
 * Speech-to-text transcripts as they come out of a voicemail or a dictation app: one long run without full
 * stops, with "um" and "uh" where the speaker paused, names spelt out letter by letter ("Vogel V O G E L").
 * Read as one sentence, every value's key is the whole run. Here the pauses become sentence breaks and the
 * spelt-out letters are dropped (the name is already written before them); a list read out item by item ("line
 * one is …, line two is …") becomes its items' lines; punctuated text is left as it is.
 */

import { escapeRegExp } from './normalize-text.js';
import { NAME_PART_KEY } from './parse-compound.js';
import type { PartyLine } from './parse-letter.js';
import { COUNTERPARTS, SELF, textParty } from './parties.js';
import { countOfWord } from './spoken-numbers.js';
import { withSentencesCapitalised } from './lowercase-text.js';

/** A line this long with no sentence end is a transcript, not a heading or a value. */
const RUN_LENGTH = 200;
/** Hesitation words: where a speaker stops one thought and starts the next. */
const HESITATION = String.raw`um+|uh+|erm|er|hmm`;
const PAUSE = new RegExp(String.raw`,?\s+(?:${HESITATION})\b,?\s+`, 'gi');
/** A pause in speech, a hesitation word or a phrase: "uh", "hold on", "let me look". */
export const PAUSED = new RegExp(String.raw`\b(?:${HESITATION}|hold on|hang on|let me (?:look|check|see|flip|find)|one sec(?:ond)?)\b`, 'i');
/** "Vogel V O G E L": three or more capitals, each alone, after a word. */
const SPELT_OUT = /(?<=\p{L}{2,})\s+(?:\p{Lu}\s+){2,}\p{Lu}\b/gu;

/** The text with each dictated list's items on lines of their own (withTranscriptPauses), for finding its items. */
export function withDictatedItemsOnLines(text: string): string {
  return text.split('\n').map(withTranscriptPauses).join('\n');
}

/**
 * "00:06 since the one I handed in had my old name on it.": a voicemail's or a recording's transcript gives each
 * line the time into the recording it was said at. The offsets are no values, and a sentence runs on over the
 * lines, so the stamped lines are one paragraph without them. (A stamp followed by a speaker's name, "00:06 Ana:
 * …", is a chat's line, read as one.)
 */
export function withoutCaptionStamps(text: string): string {
  const lines = text.split('\n');
  const isCaption = (line: string) => CAPTION_STAMP.test(line) && !SPEAKER_AFTER_STAMP.test(line.replace(CAPTION_STAMP, ''));
  const captions = lines.filter(isCaption).length;
  if (captions < MIN_CAPTION_LINES || captions * 2 < lines.filter((l) => l.trim() !== '').length) return text;
  const out: string[] = [];
  let inRun = false;
  for (const line of lines) {
    const caption = isCaption(line);
    const words = caption ? line.replace(CAPTION_STAMP, '').trim() : line;
    if (caption && inRun) out[out.length - 1] = `${out[out.length - 1]} ${words}`;
    else out.push(words);
    inRun = caption;
  }
  return out.join('\n');
}

/**
 * A subtitle file's cues cut a date before its year: "today's saturday june the 7th" | (the next cue's number and
 * timing) | "2025 and i'm gene halloran". The year goes back up to the day it belongs to, the cues otherwise as they
 * are (their numbers and timings stay: they keep each cue, often a speaker's turn, apart). A subtitle file only.
 */
export function withYearsCutFromCuesRejoined(text: string): string {
  if (!CUE_TIMING.test(text)) return text;
  // (As speech recognition writes a date, "june the 7th 2025": written as a date is, "june 7th, 2025".)
  return text.replace(YEAR_CUT_FROM_CUE, '$1 $3$2').replace(SPOKEN_DATE, '$1 $2, $3');
}
/** "00:00:00,400 --> 00:00:04,100": a subtitle cue's timing, as it opens its line. */
const TIMING = String.raw`(?:\d{1,2}:)?\d{2}:\d{2}[.,]\d{3}[ \t]*-->`;
const CUE_TIMING = new RegExp(String.raw`^[ \t]*${TIMING}`, 'm');
/** A month's name, whole or cut short, as speech recognition writes it. */
const MONTH_SAID = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
/** "june the 7th 2025": a month, "the", a day and a year, as said (1 month, 2 day, 3 year). */
const SPOKEN_DATE = new RegExp(String.raw`\b(${MONTH_SAID})\s+the\s+(\d{1,2}(?:st|nd|rd|th)?)\s+((?:19|20)\d{2})\b`, 'gi');
/** A cue ending on a month and day (1), the next cue's number and timing (2), and the year opening it (3). */
const YEAR_CUT_FROM_CUE = new RegExp(String.raw`(\b${MONTH_SAID}\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?)[ \t]*(\n[ \t]*\n[ \t]*\d{1,5}[ \t]*\n[ \t]*${TIMING}[^\n]*\n[ \t]*)((?:19|20)\d{2})\b[ \t]*`, 'gi');

/** A time into a recording at a line's start, "00:06", "[01:15]", "1:02:33.5"; not a clock's "10:42 AM". */
const CAPTION_STAMP = /^\s*\[?\d{1,2}:\d{2}(?::\d{2})?(?:\.\d+)?\]?\s+(?!\s*(?:[AaPp]\.?[Mm]\b))(?=\S)/;
/** "Ana: …", "<ana> …", "Speaker 1 - …": a speaker named after the stamp. */
const SPEAKER_AFTER_STAMP = /^(?:<[^>]{1,30}>|[\p{L}\p{N}_. -]{1,30}:\s|Speaker\s+\d+\b)/u;
/** Fewer stamped lines than this make no transcript ("10:30 meeting" in a note). */
const MIN_CAPTION_LINES = 3;

export function withTranscriptPauses(line: string): string {
  // (A middle initial's full stop, "Harold J. Finnegan", ends no sentence.)
  if (line.length < RUN_LENGTH || /(?<!\b\p{Lu})[.!?]\s+\p{Lu}/u.test(line)) return line;
  if ((line.match(SPOKEN_ITEM) ?? []).length >= 2) return withSpokenItemsApart(line);
  if ((line.match(PAUSE) ?? []).length < 2) return line;
  // (Each thought a sentence of its own, with its capital: "Features and traits are …".)
  return line.replace(SPELT_OUT, '').replace(PAUSE, '. ').replace(NEW_THOUGHT, '. ').replace(/(?<=\.\s)\p{Ll}/gu, (c) => c.toUpperCase());
}

/** "… line one is Apple Inc. … line two is Coca-Cola Co. …": the items a speaker reads out one by one. */
const SPOKEN_ITEM = /\s+(?:and\s+)?(?:then\s+)?line\s+(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s+is\s+/gi;
/** What a speaker asks for around the items: "there are four positions", "leave the cost basis column alone", "I'll sign". */
const SPOKEN_INSTRUCTION = /(?<=[\p{L}\d])(?<!\bI['’]ll)\s+(?:and\s+)?(?=(?:please\s+)?(?:leave|print|put|write|sign|date)\s+(?:the|my|it|his|her|this)\b|I['’]ll\s|there (?:are|is)\s)/giu;

/** The words that start the parts of a dictated item: its code, dates, count and price. */
const SPOKEN_ITEM_PART = /(?<=[\p{L}\d.])\s+(?=(?:symbol|ticker|CUSIP|ISIN|trade date|bought|purchased|settlement date|settled|quantity|par|cost per (?:unit|share)|price per (?:unit|share)|description|\d[\d,.]*\s+(?:shares|units|bonds))\b)/giu;

/**
 * A dictated list read out item by item, each item a line of its own ("Line 1: …", so the returned text may hold
 * line breaks), its parts set apart by commas, and each request around it a paragraph of its own.
 */
function withSpokenItemsApart(line: string): string {
  return line
    .replace(SPOKEN_ITEM, (_, number: string) => `.\nLine ${countOfWord(number) ?? number}: `)
    // ("Apple Inc. symbol AAPL trade date March 14 2009 100 shares cost per unit 22.46": an item's parts said in a
    // row, each with its word, are set apart as a list's would be.)
    .replace(SPOKEN_ITEM_PART, ', ')
    // (A request is a paragraph of its own: the list's last item ends before it.)
    .replace(SPOKEN_INSTRUCTION, '.\u0000')
    .replace(/\u0000(\p{L})/gu, (_, c: string) => `\n\n${c.toUpperCase()}`);
}

/**
 * Where a speaker starts another thing about whom they describe, in a run with no full stops: "… can you put her on
 * the sheet for friday her name is kestrel dunmore she's a wood elf rogue she's 112 … her faction is the harpers …".
 */
/** "backstory …", "features and traits …", "treasure …": a character's parts said in turn (not "her backstory is"). */
const STORY_PART = String.raw`(?<!\b(?:her|his|their|the|my)\s+)(?:backstory|features\s+and\s+traits|treasure)`;
const NEW_THOUGHT = new RegExp(String.raw`(?<=\p{L})\s+(?:and\s+)?(?=(?:okay|ok|alright|oh and|and then)\s|(?:her|his|their)\s+\p{L}+(?:\s+\p{L}+)?\s+(?:is|are|was|were)\s|(?<!\b(?:backstory|story|traits|treasure)\s+)(?:she|he|they)(?:['’]s|['’]re|\s+is|\s+are|\s+has|\s+have|\s+was)\s|${STORY_PART}\s)`, 'giu');

/** One speaker's turn in a meeting's transcript. */
export interface MeetingTurn {
  speaker: string;
  text: string;
}

/**
 * A speaker's name as a meeting app shows it: one to four capitalised words ("Tom Becker", "Niamh Gallagher"), with
 * a surname's particles ("Femke de Vries", "Ludwig van der Berg").
 */
const SPEAKER_NAME = String.raw`\p{Lu}[\p{L}'’.-]*(?:(?:\s(?:de|da|di|del|della|van|von|der|den|du|la|le|ten|ter|bin|al))*\s\p{Lu}[\p{L}'’.-]*){0,3}`;
/** An offset into the call: "0:04", "1:02:17", "00:03:12". */
const OFFSET = String.raw`\d{1,2}:\d{2}(?::\d{2})?`;
/** Teams and Otter put the name and the offset on a line over what was said: "Tom Becker   0:04". */
const NAME_OVER_TURN = new RegExp(String.raw`^\s*(${SPEAKER_NAME})\s+(?:${OFFSET})(?:\s*-\s*${OFFSET})?\s*$`, 'u');
/** Zoom writes the offset, with its seconds, then the name: "00:03:12 Priya Shah: …", "[00:03:12] Priya Shah: …". */
const OFFSET_THEN_NAME = new RegExp(String.raw`^\s*\[?\d{1,2}:\d{2}:\d{2}(?:[.,]\d{1,3})?\]?\s+(${SPEAKER_NAME}):\s*(.*)$`, 'u');
/** WebVTT captions: "<v Tom Becker>…"; their cue timings ("00:00:04.000 --> 00:00:07.000") and numbers are layout. */
const VTT_VOICE = new RegExp(String.raw`^\s*<v\s+(${SPEAKER_NAME})>(.*?)(?:</v>)?\s*$`, 'u');
const VTT_LAYOUT = /^\s*(?:WEBVTT\b.*|\d+|\d{1,2}:\d{2}:\d{2}[.,]\d{3}\s*-->.*)\s*$/;
/** Fewer turns than this, and the text is no meeting's transcript. */
const MEETING_TURNS = 4;

/**
 * The turns of a meeting's auto-transcript (Teams, Otter, Zoom, WebVTT captions), or undefined when the text is
 * none: two speakers or more, MEETING_TURNS turns or more, and most of its lines theirs. Lines before the first
 * turn (the meeting's title and date) are left out: the caller reads them as they are.
 */
export function meetingTurns(lines: string[]): { heading: string[]; turns: MeetingTurn[] } | undefined {
  const heading: string[] = [];
  const turns: MeetingTurn[] = [];
  let open: MeetingTurn | undefined;
  let spoken = 0;
  let filled = 0;
  for (const line of lines) {
    if (line.trim() === '') {
      open = undefined;
      continue;
    }
    filled++;
    const over = line.match(NAME_OVER_TURN);
    const stamped = line.match(OFFSET_THEN_NAME) ?? line.match(VTT_VOICE);
    if (over) {
      open = { speaker: over[1]!, text: '' };
      turns.push(open);
      spoken++;
    } else if (stamped) {
      open = undefined;
      turns.push({ speaker: stamped[1]!, text: stamped[2]!.trim() });
      spoken++;
    } else if (VTT_LAYOUT.test(line)) {
      spoken++;
    } else if (open) {
      open.text = `${open.text} ${line.trim()}`.trim();
      spoken++;
    } else if (turns.length === 0) heading.push(line);
  }
  const speakers = new Set(turns.map((t) => t.speaker));
  if (speakers.size < 2 || turns.length < MEETING_TURNS || spoken * 2 < filled) return undefined;
  return { heading, turns: turns.filter((t) => t.text !== '') };
}

/**
 * "[Tue 5/13 7:02 PM] Ray: So we're doing the Henry lever action.", "[2025-07-28 18:02] Raymond Dufresne: …": a chat
 * app's export, each message stamped with its time and its sender. The sender's name in group 1, the message in 2.
 */
const STAMPED_MESSAGE = new RegExp(String.raw`^\s*\[[^\]\n]{0,25}\b\d{1,2}:\d{2}[^\]\n]{0,12}\]\s*(${SPEAKER_NAME}):\s*(.*)$`, 'u');

/**
 * A chat between the two sides of a deal, pasted for the form ("Me = Caleb (buyer), Ray = Ray Sutter (seller)", "Karen
 * here, I'm the buyer … my chat with Ray"): its turns, when the lines before it give one of its senders a party of
 * the form's (speakerParties), each sender's "my DL is …" being their own. Undefined for any other text. What the
 * writer adds under the chat ("My full name for the paper is Caleb J. Morrow.") is kept as its closing; the senders'
 * parties are read before the heading's legend is taken out.
 */
export function chatBetweenParties(lines: string[]): { heading: string[]; turns: MeetingTurn[]; closing: string[]; parties: Map<string, string> } | undefined {
  const stamped = lines.map((line) => line.match(STAMPED_MESSAGE));
  const first = stamped.findIndex((m) => m !== null);
  const last = stamped.findLastIndex((m) => m !== null);
  if (first < 0) return undefined;
  const turns: MeetingTurn[] = [];
  for (let i = first; i <= last; i++) {
    const m = stamped[i];
    // (A message typed fast, "DL H416-7702-1953 (IL). serial is MR48213C", is read as its sentences.)
    if (m) turns.push({ speaker: m[1]!, text: withSentencesCapitalised(m[2]!.trim()) });
    // (A message that runs over lines: its next lines are its own.)
    // (Not a heading between the pasted pages: "=== voicemail/voicemails.html ===".)
    else if (lines[i]!.trim() !== '' && turns.length > 0 && !/^\s*[=\-–—_*#~]{3,}/.test(lines[i]!)) turns.at(-1)!.text = `${turns.at(-1)!.text} ${lines[i]!.trim()}`;
  }
  const heading = lines.slice(0, first);
  if (new Set(turns.map((t) => t.speaker)).size < 2 || turns.length < MEETING_TURNS) return undefined;
  const parties = speakerParties(heading, turns);
  if (parties.size === 0) return undefined;
  // (The legend names who is who, no values: "Me = Caleb (buyer)" says only the writer's side, as "buyer (me)", which
  // parse-data.ts's WRITER_ROLE reads.)
  const withoutLegend = heading.map((line) => line.replace(LEGEND_ENTRY, (_whole, sender: string, side: string) => (/^me$/i.test(sender) ? `${side} (me). ` : '')).trimEnd());
  return { heading: withoutLegend, turns: turns.filter((t) => t.text !== ''), closing: lines.slice(last + 1), parties };
}

/** The sides of a deal a chat's senders take: the words a legend and a writer say them with. */
const DEAL_SIDE = 'buyer|seller|purchaser|landlord|tenant';
/** "Me = Caleb (buyer),", "Ray = Ray Sutter (seller).": an entry of a chat's legend, the sender and their side. */
const LEGEND_ENTRY = new RegExp(String.raw`\b(\p{L}+)\s*=\s*[^=()\n,]{1,40}?\s*\(\s*(${DEAL_SIDE})\s*\)[,.;]?\s*`, 'giu');

/**
 * Whose details a meeting gives: the speaker who answers the most questions (the turn after another speaker's
 * question), the one who asks them, who reads the answers back, and each speaker the heading gives a part of the
 * form's (speakerParties: a seller and a buyer). Other people in the call speak of themselves ("I'm registered under
 * the old address in Valencia"), and their turns are left out. The kept turns are written as "Name: text" lines,
 * for the reader of labelled transcripts.
 */
export function meetingLines(turns: MeetingTurn[], parties: ReadonlyMap<string, string> = new Map()): string[] {
  const answers = new Map<string, number>();
  const questions = new Map<string, number>();
  turns.forEach((turn, i) => {
    const before = turns[i - 1];
    if (before && before.speaker !== turn.speaker && /\?/.test(before.text)) {
      answers.set(turn.speaker, (answers.get(turn.speaker) ?? 0) + 1);
      questions.set(before.speaker, (questions.get(before.speaker) ?? 0) + 1);
    }
  });
  const most = (counts: Map<string, number>, except?: string) => [...counts].filter(([s]) => s !== except).sort((a, b) => b[1] - a[1])[0]?.[0];
  const subject = most(answers);
  const asker = most(questions, subject);
  const kept = subject && asker ? turns.filter((t) => t.speaker === subject || t.speaker === asker || parties.has(t.speaker)) : turns;
  return kept.map((t) => `${t.speaker}: ${withoutDisfluencies(t.text)}`).filter((line) => !/:\s*$/.test(line));
}

/**
 * "Participants: Jenna Marsh (paralegal), Frank Dombrowski (seller, our client), Elijah Brandt (buyer)": the role a
 * meeting's heading gives each speaker by name, for the speakers the form has a party for (a seller, a buyer, a
 * witness). What such a speaker says of themselves ("my license") is that party's.
 */
export function speakerParties(heading: string[], turns: MeetingTurn[]): Map<string, string> {
  const parties = new Map<string, string>();
  const said = heading.join('\n');
  const speakers = [...new Set(turns.map((t) => t.speaker))];
  // ("Me = Caleb (buyer), Ray = Ray Sutter (seller)": a chat's legend, each sender's name as the chat shows it, then
  // who they are.)
  for (const speaker of speakers) {
    const remark = said.match(new RegExp(String.raw`${escapeRegExp(speaker)}(?:\s*=\s*[^()\n,=]{1,40}?)?\s*\(([^()]{1,60})\)`, 'u'))?.[1];
    const party = remark?.split(/[,;/]|\s+/).map((word) => textParty(word.toLowerCase())).find((p) => p !== undefined && p !== SELF);
    if (party) parties.set(speaker, party);
  }
  // ("Karen here, I'm the buyer. Can you make the bill of sale from my chat with Ray?": the writer, one of the
  // chat's speakers, says which side they are.)
  const named = said.match(WRITER_NAMED);
  const writer = named?.[1] ?? named?.[2];
  const writersParty = textParty(said.match(WRITER_SIDE)?.[1]?.toLowerCase() ?? '');
  const writersTurns = speakers.find((speaker) => /^me$/i.test(speaker) || (writer !== undefined && speaker.split(/\s+/)[0] === writer));
  if (writersTurns && writersParty && writersParty !== SELF && !parties.has(writersTurns)) parties.set(writersTurns, writersParty);
  // ("Me: Luis, I want you to have the Browning Citori.": the writer hands the thing to the one they name, who takes
  // it, whoever else is in the group.)
  const handed = writersTurns && !parties.has(writersTurns) ? turns.find((t) => t.speaker === writersTurns && HANDED_TO_NAMED.test(t.text))?.text.match(HANDED_TO_NAMED)?.[1] : undefined;
  const taker = handed ? speakers.find((speaker) => speaker !== writersTurns && speaker.split(/\s+/)[0] === handed) : undefined;
  if (writersTurns && taker) {
    parties.set(writersTurns, 'seller');
    parties.set(taker, 'buyer');
  }
  // (Two people on the two sides of a deal: one side named, the other speaker is the other side.)
  const unnamed = speakers.filter((speaker) => !parties.has(speaker));
  const counterpart = parties.size === 1 ? COUNTERPARTS[[...parties.values()][0]!] : undefined;
  if (speakers.length === 2 && unnamed.length === 1 && counterpart) parties.set(unnamed[0]!, counterpart);
  // ("Me: Dale, looping in my son Eli …" in a group: the one the writer speaks to by name is the other side.)
  const addressed = writersTurns && parties.size === 1 && parties.has(writersTurns) && counterpart ? turns.filter((t) => t.speaker === writersTurns).map((t) => t.text.match(/^\s*(\p{Lu}\p{Ll}+),/u)?.[1]).find((name) => name !== undefined) : undefined;
  const spokenTo = addressed ? unnamed.filter((speaker) => speaker.split(/\s+/)[0] === addressed) : [];
  if (spokenTo.length === 1 && counterpart) parties.set(spokenTo[0]!, counterpart);
  return parties;
}

/** "My legal name's …", "my full name is …": a speaker saying their own name. */
const OWN_NAME_SAID = /\b[Mm]y\s+(?:legal\s+|full\s+)?name(?:['’]s|\s+is)\s+\p{Lu}/u;

/** "Karen here,", "This is Karen —", "It's Karen:": the writer's first name, as a message opens with it. */
const WRITER_NAMED = /^\s*(?:(?:hi|hey|hello)[,!]?\s+)?(?:(\p{Lu}[\p{L}'’-]+)\s+here\b|(?:this is|it['’]s)\s+(\p{Lu}[\p{L}'’-]+)\b)/mu;
/** "Luis, I want you to have the Browning", "Dana, I'm giving you my shotgun": a gift to the one named (1). */
const HANDED_TO_NAMED = /^\s*(\p{Lu}\p{Ll}+),\s+I(?:\s+want\s+you\s+to\s+have|['’]m\s+giving\s+you|\s+am\s+giving\s+you|['’]d\s+like\s+you\s+to\s+have)\s+(?:the|my)\s/u;
/** "I'm the buyer", "I am the seller": the side the writer says they are. */
const WRITER_SIDE = new RegExp(String.raw`\bI(?:['’]m| am)\s+the\s+(${DEAL_SIDE})\b`, 'iu');

/**
 * The lines read from a meeting's turns, each line that one of the speakers with a party said marked as that
 * party's (a question's key before it, "Full name and address: Frank Dombrowski, …", is the asker's words).
 */
export function linesWithSpeakersParties(lines: string[], turns: MeetingTurn[], parties: Map<string, string>): (string | PartyLine)[] {
  if (parties.size === 0) return lines;
  const said = turns.filter((t) => parties.has(t.speaker)).map((t) => ({ party: parties.get(t.speaker)!, text: withoutDisfluencies(t.text) }));
  // (The name a meeting app shows over a speaker's turns is the one they joined with: that party's name.)
  // (Not a chat's "Me" nor a first name alone, "Ray": the name is written in full elsewhere.)
  // (Nor one who says their name for the paper: "My legal name’s Jerome A. Tillotson for the form.")
  const namesThemselves = (speaker: string) => turns.some((t) => t.speaker === speaker && OWN_NAME_SAID.test(t.text));
  const names: PartyLine[] = [...parties].filter(([speaker]) => /\s/.test(speaker) && !namesThemselves(speaker)).map(([speaker, party]) => ({ text: `Name: ${speaker}`, party }));
  return [...names, ...lines.map((line) => {
    const answer = line.replace(/^[^:]{1,80}:\s+/, '').trim();
    if (answer.length < 3) return line;
    const turn = said.find((t) => t.text.includes(answer) || t.text.includes(line.trim()));
    return turn ? { text: line, party: turn.party } : line;
  })];
}

/** What an auto-transcript notes of the call rather than of the words: "[laughs]", "[inaudible 00:01:12]". */
const STAGE_NOTE = /\s*\[(?:laughs?|laughter|chuckles?|inaudible|crosstalk|pause|silence|coughs?|music|noise|background noise|unintelligible|sighs?)\b[^\]]*\]/gi;
/** Words a speaker fills a pause with, and the commas around them. */
const FILLER = /(,\s*)?\b(?:uh+|um+|uhm|erm|hmm+)\b(\s*,)?/gi;
/**
 * "I, I registered", "your, your existing": a word said twice as the speaker starts over ("small d, d-e" is a
 * spelling; "No, no. It's …" a denial that goes on to correct).
 */
const STUTTER = /\b(?!(?:no|yes)\b)(\p{L}+),\s+\1\b(?!-)/giu;

/** "One seventy - one seventy-eight actually": what a speaker said first, taken back after a dash. */
const SELF_REPAIR = /(^|[,.;]\s+)[^,.;?!]{1,30}?\s+[-–—]\s+([^,.;?!]{1,30}?)\s+actually\b/gi;

/**
 * A spoken turn as it would be written: stage notes, filler words and words said twice over dropped, a slip taken back
 * left out ("Right, I, I registered last year, um, so it's an update." → "Right, I registered last year, so it's
 * an update."; "One seventy - uh, one seventy-eight actually." → "one seventy-eight.").
 */
export function withoutDisfluencies(text: string): string {
  return text
    .replace(STAGE_NOTE, '')
    .replace(FILLER, (_filler, before?: string, after?: string) => (before && after ? ',' : ' '))
    .replace(STUTTER, '$1')
    .replace(SELF_REPAIR, '$1$2')
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([,.?!])/g, '$1')
    .replace(/^[\s,-]+/, '')
    .trim();
}

/**
 * A message dictated to a phone, which writes what it hears without a stop or a pause word: "… can you do my change
 * of address card the ar eleven my name is marisol beatriz quintero so family name quintero first name marisol
 * middle name beatriz date of birth march fourth nineteen eighty nine my a number is …". Read as one sentence, every
 * value runs on into the next. Such a line is cut into one line per thought where a new one plainly starts: a
 * statement of something of the speaker's ("my name is", "the new address is"), a form's key said aloud ("first
 * name", "date of birth"), or a turn of speech ("oh and", "if you", "thanks"). A key said aloud before its value is
 * given its colon ("first name: marisol"), as a typed note would have it. Cut before the text is cased
 * (lowercase-text.ts), which reads a name to the end of its line.
 */

/** A line with at least this many words and ... */
const MIN_WORDS = 40;
/** ... fewer stops than one in this many words was not punctuated by its writer. */
const WORDS_PER_STOP = 20;

/** Keys a form asks for, said aloud before their values. */
const SAID_KEY = String.raw`(?:${NAME_PART_KEY}|surname|date\s+of\s+birth|birth\s*day|social\s+security(?:\s+number)?|phone(?:\s+number)?|e-?mail(?:\s+address)?|zip(?:\s+code)?|date\s+it|caliber|calibre|serial\s+number|serial(?!\s+number))`;

/** Where a new thought starts, with the words that lead into it ("so", "and", "oh and"). */
const THOUGHT_START = new RegExp(
  String.raw`\s+(?=(?:(?:so|and|oh\s+and|also|oh)\s+)?(?:(?:my|the|his|her|our|their)\s+(?:(?!(?:my|the|his|her|our|their|put|that|in)\b)[a-z'’]+\s+){0,2}(?:is|was|are|were|will\s+be)\b|(?:seller|buyer|owner|agent|employee|applicant|tenant|landlord|principal|attorney\s+in\s+fact|witness|notary)\s+is\b|(?:she|he|they)\s+(?:lives|lived|moved)\b|(?:and\s+)?[a-z]+['’]s\s+is\b|(?<!\b(?:the|a|an|this|that)\s+[a-z]+\s+)i(?:['’]m|\s+am|\s+need|\s+want)\b|(?:we|they)(?:['’]re|\s+are)\b|no\s+money\b|it['’]s\s+a\b|(?<!\b(?:my|his|her|their|our|the|on|as|a|of)\s+)${SAID_KEY}\b(?!\s+card\b)|${STORY_PART}\b|(?:so|also)\s+(?:put|leave|on|the|he|she|they|we|i|don['’]?t|do|his|her|our|my)\b|for\s+the\s+\w+\s+(?:part|section|box)\b|(?:we|i)\s+(?:don['’]?t|do\s+not)\b|if\s+you\b|can\s+you\b|call\s+(?:me|my)\b|(?:she|he|they)(?:['’]s|['’]re|\s+has|\s+have|\s+is|\s+are)\b|(?:hes|shes|theyre)\b|thanks\b|thank\s+you\b|sorry\b))`,
  'gi',
);
/** "so", "oh and": words that only lead into a thought. */
const LEAD_ALONE = /^\s*(?:so|and|oh|also|oh and)\s*$/i;
/** "so family name quintero": a key said aloud, then its value. */
const KEY_THEN_VALUE = new RegExp(String.raw`^(?:(?:so|and|oh\s+and|also|oh)\s+)?(${SAID_KEY})\s+(?!is\b|was\b|:)(\S.*)$`, 'i');

/** Whether a line runs on without the stops a typed text has. */
function isUnpunctuated(line: string): boolean {
  const words = line.match(/[\p{L}\p{N}'’]+/gu) ?? [];
  const stops = line.match(/[.,;:!?]/g) ?? [];
  return words.length >= MIN_WORDS && stops.length * WORDS_PER_STOP < words.length;
}

/** The text with each line dictated without stops or pauses cut into one line per thought. */
/** "Margaret E Thornquist T H O R N Q U I S T": a word, then its letters said one by one to spell it, which go. */
function withoutSpellingOfWordBefore(thought: string): string {
  return thought.replace(/(\p{L}+)\s+((?:\p{L}\s+){2,}\p{L})(?![\p{L}])/gu, (whole: string, word: string, letters: string) => (letters.replace(/\s+/g, '').toLowerCase() === word.toLowerCase() ? word : whole));
}

export function withRunOnDictationCut(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      // (A run with pauses, or a list read out item by item, is withTranscriptPauses's.)
      // (Nor is a spreadsheet's row copied with its tabs: "Req ID<tab>Status<tab>Last Name<tab>…".)
      if (!isUnpunctuated(line) || line.includes('\t') || (line.match(PAUSE) ?? []).length >= 2 || (line.match(SPOKEN_ITEM) ?? []).length >= 2) return line;
      // (A lead word alone, "so" before "family name …", goes with the thought it leads into.)
      const thoughts = line.split(THOUGHT_START).reduce<string[]>((out, piece) => {
        const previous = out.at(-1);
        if (previous !== undefined && LEAD_ALONE.test(previous)) out[out.length - 1] = `${previous} ${piece}`;
        else out.push(piece);
        return out;
      }, []);
      return thoughts.map((thought) => withoutSpellingOfWordBefore(thought.trim()).replace(KEY_THEN_VALUE, '$1: $2')).join('\n');
    })
    .join('\n');
}
