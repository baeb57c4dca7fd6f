/**
 * The log of a call to an automated phone line (an IVR), pasted as the text: what the system asked, the keys the
 * caller pressed, what its speech recogniser heard, and what it read back for the caller to confirm.
 *
 *     [19:08:05] PROMPT   "Enter your full nine-digit Social Security number."
 *     [19:08:17] DTMF     2 4 5 1 9 8 8 6 3
 *     [19:08:18] READBACK "You entered 2 4 5, 1 9, 8 8 6 3. If correct, press 1."
 *     [19:08:20] DTMF     1
 *     [19:09:06] PROMPT   "Filing status. Single or married filing separately, press 1. … Head of household, press 3."
 *     [19:09:12] DTMF     3
 *
 * Read as written, every answer is a run of spaced digits under a time, keyed by nothing. Here each question
 * becomes a "question: answer" line ("Social Security number: 245198863", "Filing status: Head of household"):
 * - the answer is the keys pressed or the words heard, a menu's key the option it stands for;
 * - an answer read back and confirmed (1 after "If correct, press 1") is the value read back ("I have: 1914
 *   Cottonwood Drive" after the house number and the street were asked apart), one turned down (2, "to try
 *   again") gives nothing, and a read-back of several lines at once ("You entered: A 1, B 0, … Line H total: 6")
 *   gives each line;
 * - what the system says of itself ("Name on file: OKAFOR-BRIGGS, MARISOL T", "Line 2 auto-filled …: 22500") is a
 *   line of its own; what the recogniser could not match (the caller talking to someone else) goes.
 * The lines before and after the log stay. A text with fewer than MIN_EXCHANGES prompts answered stays as written.
 */

/** "[19:08:05] PROMPT   "…"", "21:42:18 DTMF    5 2 4 …": an event of the log (1 its kind, 2 what it carries). */
const EVENT = /^\s*\[?\d{1,2}:\d{2}(?::\d{2})?(?:\.\d+)?\]?\s+(PROMPT|DTMF|ASR|READBACK|SYS|SYSTEM|TTS)\b\s*(.*)$/;
/** 'PROMPT "Line A."       DTMF 1 #': a prompt and the keys pressed for it on one line. */
const PROMPT_THEN_KEYS = /^"([^"]*)"\s+DTMF\s+(.*)$/;
/** "If correct, press 1", "If this is correct, press 1. To try again, press 2": a read-back to confirm. */
const CONFIRM = /\bif\s+(?:this\s+is\s+|that\s+is\s+)?correct,?\s+press\s+1\b/i;
/** "You entered …", "I heard: …", "I have: …", "That is …", "You chose: …": what a read-back opens with. */
const READ_BACK_LEAD = /^(?:you\s+entered|i\s+heard|i\s+have|that\s+is|you\s+chose|you\s+are\s+claiming|[\p{L} ]{2,40}?:)\s*:?\s*/iu;
/** "Single or married filing separately, press 1.", "For Married, press 2.": a menu's option and its key. */
const MENU_OPTION = /(?:^|[.!?]\s+)(?:for\s+)?([^.!?]{2,120}?),?\s+press\s+(\d)\b/gi;
/** "Please enter your nine-digit", "Key in any", "Say the": the words a question opens with. */
const ASKING = /^(?:after\s+the\s+tone,?\s+)?(?:please\s+)?(?:now\s+)?(?:enter|say(?:,?\s+then\s+spell,?|\s+and\s+spell)?|key\s+in|spell|type)\s+(?:(?:your|the|any)\s+)?(?:full\s+)?(?:(?:nine|five|four|ten)-digit\s+)?/i;
/** ", then press pound.", ", in whole dollars, or 0.", ", one letter at a time.": how to answer, not what. */
const HOW_TO_ANSWER = /(?:,\s*|\s+)(?:then\s+press\s+(?:pound|the\s+pound\s+key)|followed\s+by\s+the\s+pound\s+key|in\s+(?:whole\s+)?dollars(?:\s+and\s+cents)?|or\s+0|one\s+letter\s+at\s+a\s+time|after\s+the\s+tone|including\s+apartment\s+number)\b.*$/i;
/** "Pueblo, Colorado 81005", "Gastonia, North Carolina, 28054". */
const CITY_STATE_ZIP = /^\p{Lu}[\p{L} .'-]+,\s*\p{Lu}[\p{L} ]+,?\s+\d{5}(?:-\d{4})?$/u;
/** Fewer answered prompts than this make no session log. */
const MIN_EXCHANGES = 4;

interface Event {
  kind: string;
  said: string;
}

export function withIvrSessionRead(text: string): string {
  const lines = text.split('\n');
  const events = lines.map((line) => line.match(EVENT));
  const first = events.findIndex((e) => e !== null);
  const last = events.length - 1 - [...events].reverse().findIndex((e) => e !== null);
  if (first < 0 || events.filter((e) => e?.[1] === 'PROMPT').length < MIN_EXCHANGES || !events.some((e) => e?.[1] === 'DTMF' || /\bDTMF\b/.test(e?.[2] ?? ''))) return text;
  const log: Event[] = [];
  for (const m of events.slice(first, last + 1)) {
    if (!m) continue;
    const keyed = m[1] === 'PROMPT' ? m[2]!.match(PROMPT_THEN_KEYS) : null;
    if (keyed) log.push({ kind: 'PROMPT', said: keyed[1]! }, { kind: 'DTMF', said: keyed[2]! });
    else log.push({ kind: m[1] === 'SYSTEM' ? 'SYS' : m[1]!, said: unquoted(m[2]!) });
  }
  return [...lines.slice(0, first), ...answersOf(log), ...lines.slice(last + 1)].join('\n');
}

/** The log's questions and answers as "question: answer" lines, in order. */
function answersOf(log: Event[]): string[] {
  const out: string[] = [];
  let question: string | undefined;
  let pending: string[] = [];
  let readBack: string | undefined;
  // The question a turned-down answer was to: asked again, perhaps in parts ("key in your house number", "now say the
  // street name"), until a read-back of it is confirmed.
  let retrying: string | undefined;
  // ("Verified. Name on file: OKAFOR-BRIGGS, MARISOL T", "2 children. Amount: four thousand dollars.": what the system
  // says of itself or of an answer, "key: value" in it.)
  // ("Line 2 auto-filled …: 22500" after the Deductions Worksheet's first line was asked: that worksheet's line 2.)
  let worksheet = '';
  const keepKeyedParts = (words: string, about = '') => {
    for (const part of words.split(/(?<=[.!?])\s+/)) {
      if (!/\S:\s*\S/.test(part)) continue;
      const lead = /^amount:/i.test(part) && about ? `${about} ` : /^line\s/i.test(part) && worksheet ? `${worksheet}, ` : '';
      out.push(`${lead}${part.replace(/[.]$/, '')}`);
    }
  };
  for (const event of log) {
    if (event.kind === 'SYS') {
      keepKeyedParts(event.said);
      continue;
    }
    if (event.kind === 'ASR') {
      // ('"no wait that's my wife's number"  conf=0.71  (no match)': the caller talking, not answering.)
      if (/\bno\s+match\b/i.test(event.said) || question === undefined) continue;
      pending.push(`${keyOf(question)}: ${heard(event.said)}`);
      continue;
    }
    if (event.kind === 'PROMPT' || event.kind === 'READBACK' || event.kind === 'TTS') {
      if (CONFIRM.test(event.said)) {
        readBack = event.said;
        continue;
      }
      if (event.kind === 'READBACK') {
        keepKeyedParts(event.said, question ? keyOf(question) : '');
        continue;
      }
      // A new question: what was answered and never read back stands.
      if (retrying === undefined) {
        out.push(...pending);
        pending = [];
      }
      readBack = undefined;
      question = event.said;
      worksheet = question.match(/\b([\p{L}][\p{L} ]{1,40}?\s+worksheet)\b/iu)?.[1] ?? worksheet;
      continue;
    }
    // DTMF: keys pressed.
    const keys = event.said.replace(/\(.*?\)/g, '').replace(/[#*]/g, ' ').replace(/\s+/g, '');
    if (readBack !== undefined) {
      if (keys === '1') out.push(...confirmed(readBack, pending, retrying));
      retrying = keys === '1' ? undefined : (retrying ?? pending[0]?.slice(0, pending[0].indexOf(':')));
      pending = [];
      readBack = undefined;
      continue;
    }
    if (question === undefined || keys === '') continue;
    const options = menuOf(question);
    const chosen = options.get(keys);
    // ("To file a new W-4, press 1": a way through the menus, no answer; "For yes, press 1": a yes.)
    if (options.size === 1) {
      if (chosen !== undefined && /^(?:yes|no)$/i.test(chosen)) pending.push(`${keyOf(menuName(question) || question)}: ${chosen.toLowerCase()}`);
      continue;
    }
    if (options.size > 0 && chosen === undefined) continue;
    const answer = chosen !== undefined ? answerToMenu(question, chosen) : `${keyOf(question)}: ${keys}`;
    if (answer !== undefined) pending.push(answer);
  }
  out.push(...pending);
  return out;
}

/** What a read-back confirmed says: each line it lists, or the one value it reads back for the answers before it. */
function confirmed(readBack: string, pending: string[], retrying: string | undefined): string[] {
  const said = readBack.split(/\.?\s+(?:if\s+(?:this\s+is\s+|that\s+is\s+)?correct|to\s+(?:try\s+again|change))/i)[0]!.trim();
  // ("You entered: A 1, B 0, C 0, D 2, E 0, F 1, G 2. Line H total: 6": each line and its figure.)
  const listed = [...said.matchAll(/(?:^|[:,.]\s*)(?:line\s+)?([A-Z])\s+(\d+)\b/g)];
  if (listed.length >= 3) {
    const total = said.match(/\bline\s+([A-Z])\s+total:?\s*(\d+)/i);
    return [...listed.map((m) => `Line ${m[1]}: ${m[2]}`), ...(total ? [`Line ${total[1]!.toUpperCase()}: ${total[2]}`] : [])];
  }
  const value = readValue(said.replace(READ_BACK_LEAD, ''));
  if (pending.length === 0 || value === '') return pending;
  // ("I heard: Reuben, K." for "Reuben K": the answer as given, where the read-back only says it again.)
  const letters = (words: string) => words.replace(/[^\p{L}\d]+/gu, '').toLowerCase();
  if (pending.length === 1 && retrying === undefined && letters(pending[0]!.slice(pending[0]!.indexOf(':') + 1)) === letters(value)) return pending;
  // The answers' question keys the value read back: the first one asked ("home street address" for the house number
  // and the street asked apart).
  const key = retrying ?? pending[0]!.slice(0, pending[0]!.indexOf(':'));
  // ("ZIP code" read back as "Pueblo, Colorado, 81005": the city, the state and the ZIP code.)
  return [`${CITY_STATE_ZIP.test(value) ? 'City, state and ZIP code' : key}: ${value}`];
}

/** "5 2 4, 8 8, 0 1 7 5" → "524880175"; "C, A, S, …, hyphen, V, O" → "CAS-VO"; other words as said. */
function readValue(said: string): string {
  const value = said.trim().replace(/[.]$/, '');
  if (/^\d(?:[\s,]+\d)+$/.test(value)) return value.replace(/[\s,]+/g, '');
  // ("Pueblo, Colorado, 8 1 0 0 5": digits read out one by one within words.)
  return heard(value).replace(/\b\d(?:[ ,]+\d\b){2,}/g, (digits) => digits.replace(/[ ,]+/g, ''));
}

/** 'result="Reuben K"  conf=0.88' → "Reuben K"; spelled letters joined, "hyphen" a dash. */
function heard(said: string): string {
  const words = (said.match(/result="([^"]*)"/)?.[1] ?? unquoted(said).replace(/\s+conf=\S+.*$/, '')).trim();
  const parts = words.split(/[\s,]+/);
  if (parts.length >= 3 && parts.every((p) => /^(?:\p{L}|hyphen|dash|space)$/iu.test(p))) {
    return parts.map((p) => (/^(?:hyphen|dash)$/i.test(p) ? '-' : /^space$/i.test(p) ? ' ' : p.toUpperCase())).join('');
  }
  return words;
}

/**
 * A menu's options by key: "Single or married filing separately, press 1" → 1: "Single or married filing separately"
 * (one alone, "To file a new W-4, press 1", is a way through the menus).
 */
function menuOf(question: string): Map<string, string> {
  const options = new Map<string, string>();
  for (const m of question.matchAll(MENU_OPTION)) options.set(m[2]!, m[1]!.trim());
  return options;
}

/**
 * The line a menu's chosen option makes: "Filing status: Head of household" when the menu has a name before its first
 * option, else the option as a statement ("you have only two jobs in total and want to check the box in Step 2(c)",
 * "Married, but withhold at higher Single rate."). "If not" says nothing.
 */
function answerToMenu(question: string, chosen: string): string | undefined {
  const name = menuName(question);
  // ("If not, press 2", "Otherwise, press 2": the option before it not taken, which leaves its box as it is.)
  if (/^(?:if\s+not|otherwise|no)$/i.test(chosen)) return undefined;
  const option = chosen.replace(/^(?:if|to)\s+/i, '');
  // ("Line 3. For Single, press 1. …": a line's number names no question; the option chosen is said.)
  return name !== '' && !/^(?:line|step)\s+\w+$/i.test(name) && !/^(?:if|to)\s/i.test(chosen) ? `${name}: ${option}` : `${option}.`;
}

/** What a menu is about, the words before its first option: "Filing status" of "Filing status. Single or …, press 1." */
function menuName(question: string): string {
  return question.slice(0, Math.max(0, question.search(MENU_OPTION))).trim().replace(/[.:]$/, '');
}

/** "Please enter your nine-digit Social Security number." → "Social Security number". */
function keyOf(question: string): string {
  const asked = question.split(/(?<=[.!?])\s+/).find((sentence) => ASKING.test(sentence)) ?? question;
  const lead = question.match(/^((?:[\p{L}][\p{L} ]{1,40},\s+)?(?:line|step)\s+\w+(?:\([a-z]\))?)\./iu)?.[1];
  const key = asked.replace(ASKING, '').replace(HOW_TO_ANSWER, '').replace(/[.?!:]+$/, '').trim();
  return lead && !key.toLowerCase().startsWith(lead.toLowerCase()) ? `${lead}, ${key}` : key || question.replace(/[.?!:]+$/, '');
}

function unquoted(said: string): string {
  return said.trim().replace(/^"([^"]*)"(.*)$/, '$1$2').trim();
}
