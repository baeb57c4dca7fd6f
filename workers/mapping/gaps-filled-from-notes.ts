/**
 * A record typed from a paper nobody could read in full marks the gaps ("Okonkwo, Chinedu [illegible]", "MT 590??",
 * "(406) 555-01[smudged]", "6/[illegible]/25 - 6/13/25", "[illegible] Rasmussen, Supervisory Hydrologist"), and
 * notes after it give what was missing, often only the missing part: "Middle initial is T.", "Home ZIP is 59715",
 * "home phone ends in 86", "start day: the 15th", "supervisor's first name: Torvald", "Supervisor is Karin Rasmussen".
 * Read alone, a gapped value is wrong or dropped and a note's part fills nothing; here each gap is filled from the
 * note that says what it is, and the record's lines then read as if the paper had been clear. Gaps no note fills
 * stay as written (the readers drop a value with a gap mark).
 * A plain function over the text.
 */
import { abbreviates } from './key-match.js';
import { tokenize } from './normalize-text.js';

/** "[illegible]", "[smudged]", "[?]", "??": what a typist writes for what they could not read. */
const GAP = String.raw`\[(?:illegible|unreadable|unclear|smudged?|blurred|torn|\?+)\]|\?{2,}`;
const GAP_TEST = new RegExp(GAP, 'i');
/** A line of the record: its key (an item's code, "A5", may lead it), then a value with a gap. */
const KEYED_LINE = /^(\s*(?:[-*•]\s+)?)((?:[A-Z]\d{1,2}[a-z]?(?:-\d{1,2})?\s+)?[\p{L}][\p{L}\d .'’/&()-]{0,40}?|[A-Z]\d{1,2}[a-z]?(?:-\d{1,2})?)\s*:\s+(.+)$/u;
/** "home phone ends in 86", "last two digits of the home phone are 38": the end of a number. */
const LAST_DIGITS = /\b(?:ends?\s+(?:in|with)|last\s+(?:\w+\s+)?digits?\b[^.;\d]{0,40}?(?:are|is|:|=))\s*(\d{1,4})\b/i;
/** "start day: the 15th", "Start date is Monday the 9th": a day of the month. */
const DAY_OF_MONTH = /\bthe\s+([12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)\b/i;
/** "Middle initial is T.", "middle initial: J": a middle initial. */
const MIDDLE_INITIAL = /\bmiddle\s+initial\b[^.;\n]{0,12}?(?:\bis\b|:|=)\s*([A-Z])\b/i;
/** "supervisor's first name: Torvald", "first name is Karin". */
const FIRST_NAME = /\bfirst\s+name\b[^.;\n]{0,12}?(?:\bis\b|:|=)\s*(\p{Lu}[\p{L}'’-]+)/iu;
/** Words that say nothing of which value a note is about. */
const NO_CLUE = new Set(['is', 'are', 'the', 'a', 'an', 'of', 'it', 'its', 'his', 'her', 'their', 'name', 'number', 'no', 'nr', 'digit', 'digits', 'last', 'two', 'end', 'ends']);

/** The text with each gap that a later note fills written out. */
export function withGapsFilledFromNotes(text: string): string {
  if (!GAP_TEST.test(text)) return text;
  const lines = text.split('\n');
  const gapped = lines.map((line, at) => (GAP_TEST.test(line) ? at : -1)).filter((at) => at >= 0);
  const lastGap = gapped[gapped.length - 1]!;
  // (The notes come after the record: a note above the gaps speaks of something else.)
  const notes = lines.slice(lastGap + 1).flatMap((line) => line.split(/;\s+|(?<=[.!])\s+(?=\p{Lu})/u)).map((note) => note.replace(/^\s*(?:[-*•]\s+)/, '').trim()).filter((note) => note !== '');
  if (notes.length === 0) return text;
  for (const at of gapped) {
    const keyed = lines[at]!.match(KEYED_LINE);
    if (!keyed) continue;
    const [, lead, key, value] = keyed;
    // ("Okonkwo, Chinedu T. (middle initial)": the typist's remark on the gap goes with it.)
    const filled = filledValue(key!, value!, notes).replace(/\b([A-Z]\.)\s*\((?:middle\s+)?initial\)/, '$1');
    if (filled !== value) lines[at] = `${lead}${key}: ${filled}`;
  }
  return lines.join('\n');
}

/** A gapped value with each gap a note fills filled. */
function filledValue(key: string, value: string, notes: string[]): string {
  const gaps = new RegExp(String.raw`(\S*?)(${GAP})(\S*)`, 'gi');
  return value.replace(gaps, (whole: string, before: string, gap: string, after: string, at: number) => {
    // ('HYD-2[illegible]2', 'MT 590??': a note's value of the same shape is the whole, as it should read.)
    const about = notes.filter((note) => speaksOf(note, key));
    const asNoted = sameShapeInNotes(before, gap, after, about);
    if (asNoted) return asNoted;
    // ("(406) 555-01??" and "home phone ends in 86": the end of the number.)
    const digits = before !== '' && after.replace(/[).,]+$/, '') === '' && /\d/.test(before) ? about.map((n) => n.match(LAST_DIGITS)?.[1]).find((d) => d) : undefined;
    if (digits) return `${before}${digits}${after}`;
    // ("6/[illegible]/25" or "2025-09-??" and "start day: the 15th": the day of a date.)
    const dateShaped = /^(?:\d{1,2}[/.-]|\d{4}-\d{2}-)$/.test(before) && (after === '' || /^[/.-]\d{2,4}/.test(after));
    const day = dateShaped ? notes.map((n) => n.match(DAY_OF_MONTH)?.[1]).find((d) => d) : undefined;
    if (day) return `${before}${before.length === 8 ? day.padStart(2, '0') : day}${after}`;
    if (before !== '' || after !== '') return whole;
    // ("GS-1316-07, step [illegible]" and "Step 3.": the word before the gap, given its value in a note.)
    const word = value.slice(0, at).match(/(\p{L}{3,})\s*$/u)?.[1];
    const given = word ? notes.map((n) => n.match(new RegExp(String.raw`^${word}\s*(?::|=|\bis\b)?\s*([\p{L}\d][\p{L}\d.-]{0,20}?)\.?$`, 'iu'))?.[1]).find((v) => v) : undefined;
    if (given) return given;
    // ("Okonkwo, Chinedu [illegible] (middle initial)": after a name's given name, its middle initial.)
    const rest = value.slice(at + whole.length);
    const afterName = /^\p{Lu}[\p{L}'’-]+,\s+\p{Lu}[\p{L}'’-]+\s*$/u.test(value.slice(0, at));
    const initial = afterName ? notes.map((n) => n.match(MIDDLE_INITIAL)?.[1]).find((i) => i) : undefined;
    if (initial) return `${initial}.`;
    // ("[illegible] Rasmussen, …" or "?? Haldorsen, …": a family name's given name, whole in a note or said alone.)
    const family = at === 0 ? rest.match(/^\s+(\p{Lu}[\p{L}'’-]+)\b/u)?.[1] : undefined;
    if (family) {
      const named = notes.map((n) => n.match(new RegExp(String.raw`\b(\p{Lu}[\p{L}'’-]+)\s+${family}\b`, 'u'))?.[1]).find((n) => n && n !== family);
      const given = named ?? about.map((n) => n.match(FIRST_NAME)?.[1]).find((n) => n);
      if (given) return given;
    }
    return whole;
  });
}

/** A note's word of the same shape as a gapped word: its known letters where they are, the gap any few. */
function sameShapeInNotes(before: string, gap: string, after: string, notes: string[]): string | undefined {
  if (before.length + after.length < 2) return undefined;
  // ("590??": one letter or digit for each question mark; "[illegible]" a few.)
  const gapMatches = /^\?+$/.test(gap) ? String.raw`[\p{L}\d]{${gap.length}}` : String.raw`[\p{L}\d]{1,4}`;
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const shape = new RegExp(String.raw`(?<![\p{L}\d-])${escape(before)}${gapMatches}${escape(after)}(?![\p{L}\d])`, 'u');
  for (const note of notes) {
    const m = note.match(shape);
    if (m) return m[0];
  }
  return undefined;
}

/** Whether a note speaks of the value a key names: a word of the key, or of its shorthand ("ph", "Supv"; key-match.ts). */
function speaksOf(note: string, key: string): boolean {
  const keyWords = key.toLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length >= 2 && !NO_CLUE.has(w));
  const noteWords = note.toLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length >= 2 && !NO_CLUE.has(w));
  const stems = new Set(tokenize(note));
  return keyWords.some((k) => tokenize(k).some((t) => stems.has(t)) || noteWords.some((w) => abbreviates(k, w)));
}
