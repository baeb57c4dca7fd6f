/**
 * Chat transcripts and message logs ("[19:02] mira_k: …", "19:02 <mira_k> …", "Mira (7:02 PM): …"): the
 * timestamp and the handle are layout, not content. The person the text is about is the one whose speaker says
 * most; other speakers' statements are about themselves or about something else ("mine's Elowen, 19 …"), so
 * they are left out, except their questions, which give the keys of the answers that follow
 * ("eyes/skin/hair?" → "eyes amber, skin weathered tan, …").
 */

import { splitSentences } from './sentences.js';

export interface ChatMessage {
  speaker: string;
  text: string;
}

const TIME = String.raw`\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:\s*[AaPp]\.?[Mm]\.?)?`;
/** A date before the time in a log's stamp: "2025-05-03 19:02", "03/05/2025, 19:02". */
const STAMP = String.raw`(?:\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4},?\s+)?${TIME}`;
const HANDLE = String.raw`[\p{L}\p{N}_.@-][\p{L}\p{N}_.@ -]{0,30}?`;

/** Prefix shapes: each gives the speaker in group 1 and the message in group 2. */
const MESSAGE_LINES: RegExp[] = [
  // "[19:02] mira_k: text", "[19:02] <mira_k> text", "[2025-05-03 19:02] Mira K: text"
  new RegExp(String.raw`^\s*\[${STAMP}\]\s*(?:<(${HANDLE})>|(${HANDLE}):)\s*(.*)$`, 'u'),
  // "19:02 <mira_k> text", "19:02 mira_k: text", "19:02 - mira_k: text"
  new RegExp(String.raw`^\s*${STAMP}\s*(?:[-–—]\s*)?(?:<(${HANDLE})>|(${HANDLE}):)\s*(.*)$`, 'u'),
  // "Mira K (7:02 PM): text", "Mira K [19:02]: text"
  new RegExp(String.raw`^\s*()(${HANDLE})\s*[([]${STAMP}[)\]]\s*:\s*(.*)$`, 'u'),
];

function messageOfLine(line: string): ChatMessage | undefined {
  for (const re of MESSAGE_LINES) {
    const m = line.match(re);
    if (m) return { speaker: (m[1] || m[2] || '').trim().toLowerCase(), text: m[3]!.trim() };
  }
  return undefined;
}

/** The most lines a transcript's heading may take before its first message ("Tue, Mar 10, 2009"). */
const MAX_HEADING_LINES = 3;

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
  if (stamped < 2 || stamped * 2 < filled.length - firstMessage || firstMessage > MAX_HEADING_LINES) return undefined;
  const out: ChatMessage[] = firstMessage > 0 ? [{ speaker: '', text: filled.slice(0, firstMessage).join('\n') }] : [];
  for (const [i, message] of parsed.entries()) {
    if (message) out.push({ ...message });
    else if (i >= firstMessage) out[out.length - 1]!.text += `\n${filled[i]!.trim()}`;
  }
  return out;
}

/** The speaker with the most messages; undefined on a tie (the text does not say whose details it gives). */
export function mainSpeaker(messages: ChatMessage[]): string | undefined {
  const counts = new Map<string, number>();
  for (const m of messages) if (m.speaker !== '') counts.set(m.speaker, (counts.get(m.speaker) ?? 0) + 1);
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  if (ranked.length === 0 || (ranked.length > 1 && ranked[1]![1] === ranked[0]![1])) return undefined;
  return ranked[0]![0];
}

/** "eyes/skin/hair?", "age and height?", "what's his name?" → the keys asked for. */
export function questionKeys(question: string): string[] {
  const body = question
    .trim()
    .replace(/\?+\s*$/, '')
    // "Delivery? Credit?": two questions asked at once.
    .replace(/\?+\s+/g, ', ')
    // "Full name, last name first?": how to write the answer, not another thing asked.
    .replace(/,\s*(?:(?:last|first|family)\s+name\s+first|both\s+optional|optional|if\s+any|if\s+applicable)\s*$/i, '')
    // "Full legal name (first, middle initial, last)?": the brackets say how to answer, not what is asked.
    .replace(/\s*\([^()]*\)/g, '')
    // ("Full name as Last, First, MI?", "Your name exactly as it should appear?", "office phone w/ ext": how to
    // write it, not another thing asked.)
    .replace(/\s+as\s+(?:last|first|surname|family)\b.*$/i, '')
    .replace(/\s+(?:exactly\s+)?as\s+(?:it|they)\s+(?:should|would|will|must)\s+(?:appear|be written|read|be shown)\b.*$/i, '')
    // ("And the surname, could you spell it for me?": how to give it, not another thing asked.)
    .replace(/,\s*(?:could|can|would|will)\s+you\s+(?:spell|repeat|confirm|say|give)\b.*$/i, '')
    .replace(/\s+w\/\s*[\p{L}.]+|\s+with\s+(?:its\s+|the\s+)?(?:ext|extension|area code)\b\.?/giu, '')
    .replace(/^(?:and|so|ok|okay|also|then)\b[,\s]*/i, '')
    .replace(/^(?:an?|the)\s+(?:(?:one|two|short|brief)(?:[\s-]+(?:or|to)[\s-]+(?:two|three))?[\s-]+(?:sentences?|lines?|words?)\s+)?/i, '')
    .replace(/^(?:what(?:'s|’s| is| are)?|which|where(?:'s|’s| is| are)?|who(?:'s|’s| is)?|and)\s+(?:(?:his|her|their|your|the|its)\s+)?/i, '')
    // ("Where is the vendor located?": what is asked is the vendor's location.)
    .replace(/\s+(?:located|based)$/i, ' location')
    // ("First name, I have it down as Neve, N-E-V-E?": what the asker has written down is checked, not asked.)
    .replace(/,\s*(?:I|we)\s+(?:have|had|got)\s+(?:it|you|that)\b.*$/i, '')
    .trim();
  // ("How can I help?", "Can you fill it in?": a question asked of the other, not a thing to give.)
  if (body === '' || body.split(/\s+/).length > QUESTION_WORDS || /^(?:how|why|can|could|would|will|do|does|did|is|are|was|were|may|shall|should|have|has)\b/i.test(body)) return [];
  const keys = body
    .split(/\s*(?:[/,&+]|\band\b|\bor\b)\s*/)
    .map((k) => k.trim())
    .filter((k) => k !== '');
  // (One thing asked may take more words: "Highest level of education completed?")
  const keyWords = keys.length === 1 ? ONE_KEY_WORDS : KEY_WORDS;
  if (!keys.every((k) => /^[\p{L}][\p{L} '’-]{0,40}$/u.test(k) && k.split(/\s+/).length <= keyWords)) return [];
  // "Office mailing address, phone, email?": whose the first thing asked is, so are the bare ones after it.
  const owner = keys[0]!.match(OWNER_WORD)?.[1];
  return owner ? keys.map((k, i) => (i > 0 && !/\s/.test(k) ? `${owner} ${k}` : k)) : keys;
}

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
export function answerAsKeyedLines(keys: string[], answer: string): string[] | undefined {
  if (keys.length === 0) return undefined;
  // ("Chinese?" / "No. [laughs] No Chinese.": a yes or a no first is the answer; the rest is read as said.)
  // ("No, no. It's N, I, A, M, H. Niamh.": a no that goes on to give the value corrects what was asked.)
  const yesOrNo = answer.match(/^\s*(yes|no|yeah|yep|nope)[.!]\s+(\S.*)$/i);
  if (keys.length === 1 && yesOrNo && !/^(?:it'?s|it’s|it is|that'?s|that’s|actually|but)\b/i.test(yesOrNo[2]!) && !SPELLED.test(yesOrNo[2]!)) return [`${keys[0]}: ${yesOrNo[1]}`, yesOrNo[2]!];
  const text = spokenAnswer(answer.trim().replace(/[.!]+$/, ''));
  // (Clauses within sentences: "step 2. I was a 12 until March" gives step 2 alone.)
  const clauses = splitSentences(text)
    .flatMap((sentence) => sentence.replace(/[.!]+$/, '').split(/\s*[,;]\s*/))
    .filter((c) => c !== '');
  const out: string[] = [];
  for (const [i, clause] of clauses.entries()) {
    const key = keys.find((k) => clause.toLowerCase().startsWith(`${k.toLowerCase()} `) || clause.toLowerCase().startsWith(`${k.toLowerCase()}:`));
    // "Appointment type, pay plan, series, grade, step?" / "Career. GS-0343, grade 13, step 2.": a short first
    // clause of words no key names answers the first key, when a later clause names another. ("GS-2210-12, step
    // 4" gives pay plan, series and grade at once.)
    if (!key && i === 0 && keys.length > 1 && clause.split(/\s+/).length <= 3 && !/\d/.test(clause) && clauses.slice(1).some((c) => keys.slice(1).some((k) => c.toLowerCase().startsWith(`${k.toLowerCase()} `)))) {
      out.push(`${keys[0]}: ${clause}`);
      continue;
    }
    if (!key) continue;
    // "hair rust-red going grey (braided beard too)": a remark in parentheses at the end of a chat answer
    // is said about the value, not part of it.
    const value = clause
      .slice(key.length)
      .replace(/^\s*[:=-]?\s*/, '')
      .replace(/\s*\([^()]*\s[^()]*\)$/, '')
      .trim();
    if (value !== '') out.push(`${key}: ${value}`);
  }
  if (out.length > 0) return out;
  // One key and a short answer that is no sentence ("Renata J. Sobczak"), or a list of proper values ("2217
  // Larkspur Lane, Apt 3B, Dayton, OH 45419", each part capitalised or a number): the answer is the key's value.
  // Full stops after initials are no sentence ends; "no idea yet, will ask her …" is a remark.
  const sentence = /[?!]/.test(text) || /\.\s+\p{Ll}/u.test(text);
  const properList = clauses.length > 1 && clauses.every((c) => /^[\p{Lu}\d]/u.test(c)) && text.split(/\s+/).length <= 12;
  if (keys.length === 1 && !sentence && ((clauses.length === 1 && text.split(/\s+/).length <= 6) || properList)) return [`${keys[0]}: ${text}`];
  return undefined;
}

/**
 * The lines to read from a transcript: the main speaker's messages without their stamps, an answer to another
 * speaker's question rewritten as keyed lines. Undefined when the text is no transcript; the messages of every
 * speaker when no speaker is the main one.
 */
export function chatContentLines(lines: string[]): string[] | undefined {
  const messages = chatMessages(lines);
  if (!messages) return undefined;
  const main = mainSpeaker(messages);
  if (main === undefined) return messages.flatMap((m) => m.text.split('\n').flatMap(informalSentences));
  const out: string[] = [];
  let asked: string[] = [];
  for (const message of messages) {
    if (message.speaker === '') {
      // The heading says what the thread is about for everyone in it.
      out.push(...message.text.split('\n'));
      continue;
    }
    if (message.speaker !== main) {
      // Only a question is kept from another speaker, and only as the keys of the next answer.
      asked = /\?\s*$/.test(message.text) ? questionKeys(message.text) : [];
      continue;
    }
    const keyed = answerAsKeyedLines(asked, message.text);
    asked = [];
    out.push(...(keyed ?? message.text.split('\n').flatMap(informalSentences)));
  }
  return out;
}

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
    if (/^\p{L}$/u.test(lastWord) || /^(?:mr|mrs|ms|dr|st|vs|etc|no|approx|e\.g|i\.e|ca|cf)$/i.test(lastWord)) continue;
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
      const answer = next > 0 ? lines[next]!.replace(ANSWER_MARKER, '') : '';
      const keyed = next > 0 && !/\?\s*$/.test(answer) ? answerAsKeyedLines(questionKeys(line), answer) : undefined;
      if (keyed) {
        out.push(...keyed);
        i = next;
        continue;
      }
      // An answer the question's words cannot key ("Does a spouse work?" / "-> No.") is read as written, without
      // its marker, right after its question.
      if (next > 0 && ANSWER_MARKER.test(lines[next]!)) {
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
const SPEAKER_ROLE = /^(?:q|a|agent|caller|customer|client|interviewer|interviewee|coordinator|employee|applicant|candidate|operator|rep|representative|advisor|adviser|counselor|counsellor|officer|clerk|staff|volunteer|patient|member|user|support|host|guest)$/;
const SPEAKER_LINE = /^\s*(\p{L}[\p{L}.'’-]*(?:\s+\p{L}[\p{L}.'’-]*){0,2})(?:\s*\([^)]{1,30}\))?\s*:\s+(\S.*)$/u;

/**
 * The lines of a speaker-labelled transcript, without the labels: every speaker's statements are kept (the
 * agent reads back and adds values as the caller gives them), and an answer to the other speaker's question is
 * keyed by it ("Home address?" / "3318 Linden Grove Drive, …" → "Home address: 3318 Linden Grove Drive, …").
 * Undefined when the text is no such transcript.
 */
export function speakerTranscriptLines(lines: string[], namedSpeakers = false): string[] | undefined {
  const filled = lines.filter((l) => l.trim() !== '');
  const labelled = filled.map((line) => line.match(SPEAKER_LINE));
  const counts = new Map<string, number>();
  for (const m of labelled) if (m) counts.set(m[1]!.toLowerCase(), (counts.get(m[1]!.toLowerCase()) ?? 0) + 1);
  const speakers = [...counts].filter(([, n]) => n >= 2);
  const spoken = speakers.reduce((sum, [, n]) => sum + n, 0);
  // (At most one labelled line is no speaker's: more of them, and the labels are a record's keys.)
  const labelledLines = labelled.filter((m) => m).length;
  if (speakers.length < 2 || speakers.length > 3 || spoken < 4 || spoken * 2 < filled.length || spoken < labelledLines - 1) return undefined;
  // The speakers of a call or an interview are roles ("AGENT", "Caller", "Q" and "A"); a thread of texts between
  // people ("Me:", "Jess:") is read line by line, each line keyed by whose it is.
  // (A meeting's transcript names its speakers: parse-transcript.ts meetingLines.)
  if (!namedSpeakers && !speakers.every(([s]) => SPEAKER_ROLE.test(s))) return undefined;
  const isSpeaker = new Set(speakers.map(([s]) => s));
  const out: string[] = [];
  let asked: string[] = [];
  let confirmed: string | undefined;
  let lastSpeaker = '';
  for (const [i, line] of filled.entries()) {
    const m = labelled[i];
    if (!m || !isSpeaker.has(m[1]!.toLowerCase())) {
      out.push(line);
      continue;
    }
    const speaker = m[1]!.toLowerCase();
    const text = m[2]!.trim();
    const answering = speaker !== lastSpeaker;
    const clausesKeyed = answering ? answerAsKeyedLines(asked, text) : undefined;
    const keyed = clausesKeyed ?? (answering ? (spelledAnswer(asked, text) ?? firstSentenceKeyed(asked, text)) : undefined);
    // "So developmental, sub-type supervisory?" / "Correct.": a question confirmed is a statement.
    if (answering && confirmed && CONFIRMATION.test(text)) out.push(confirmed.replace(/^(?:so|and so|and)\b[,\s]*/i, '').replace(/\?+\s*$/, '.'));
    out.push(...(keyed ?? [text]));
    // ("Pay plan, series, grade and step?" / "GS-2210-12, step 4.": the clauses no key names are read as said.)
    if (clausesKeyed && asked.length > 1) out.push(text);
    // "Sure. Full legal name?", "Delivery? Credit?": the questions a message ends with key the next speaker's answer.
    const question = text.match(/(?:^|[.!]\s+)((?:[^.!?]+\?\s*)+)$/)?.[1];
    confirmed = question;
    // ("Let's start with your name as it should appear on the form.": a prompt asks too.)
    // ("And your height in centimetres.": so does a sentence that names the thing with "your".)
    const last = splitSentences(text).pop() ?? '';
    const prompt = last.match(/^(?:let's|let’s|let us|now|next|please|and|so|then)\b[^.?!]*?\byour\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s*(?:as\b|that\b|for\b|please\b|[,.:]|$)/iu)?.[1];
    // ("Height, in centimetres.", "So, address, Niamh.": a thing named alone, with how to give it or to whom.)
    const named = last.match(NAMED_ALONE)?.[1] ?? (namedSpeakers ? namedInPassing(last) : undefined);
    asked = question ? questionKeys(question) : prompt ? [prompt] : named ? [named] : [];
    lastSpeaker = speaker;
  }
  return out;
}

/** An answer that only says yes to what was asked: "Correct.", "Yes, that's right.", "That's it, yeah." */
const CONFIRMATION = /^\s*(?:yes|yep|yeah|correct|right|exactly|that's right|that’s right|that's correct|that’s correct|that's it|that’s it)(?:[,.!]\s*(?:(?:that's|that’s)\s+(?:right|correct|it)|yes|yeah|yep))?[.!]?\s*$/i;

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

  // ("Femke, F-E-M-K-E, and the last name is de Vries, small d, d-e, space, Vries, V-R-I-E-S.": what follows the
  // spelling is read as said, without its own spellings.)
  const rest = answer.slice(answer.indexOf(spelled) + spelled.length).replace(SPELLING_RUN, '').replace(/^[\s,.;]*(?:and\s+)?/i, '').trim();
  return [`${keys[0]}: ${wordSpelt(spelled)}`, ...(/\p{L}{2}/u.test(rest) ? [rest] : [])];
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
  const said = splitSentences(answer);
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

