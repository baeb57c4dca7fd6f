/**
 * Notes that put a record on one line with slashes between its parts: "- me: Okafor, Chidi E. / Program Analyst /
 * GS-0343-11 step 2 / career-conditional appt / non-supervisory". Read as one value, the line is cut at its first
 * comma and the rest is lost; read as one keyed line per part ("me: Program Analyst", "me: non-supervisory"), each
 * part is a value of the key's person or thing, as a list of such lines would be. A part that is a job title
 * ("Program Analyst", capitalised like a name) says so in its key, so that it is not read as the person's name.
 * Pipes between the parts ("me: … | Wildlife Biologist | career appt") are read the same way.
 * A plain function over lines.
 */
import { isJobTitle } from './job-titles.js';
import { sentencesOfValue } from './sentences.js';
import { capitalise } from './key-match.js';

/** "key: value", a list's bullet allowed before the key; the key short and without a colon of its own. */
const KEYED_LINE = /^(\s*(?:[-*•]\s+)?[^:\s][^:\n]{0,29}:\s+)(.+)$/u;
/** Parts are set apart by a slash with spaces round it: "and/or", "w/o", "1/2" and dates keep theirs. */
const PART_SEPARATOR = /\s+\/\s+/;
/** Or by a pipe: "me: Okonkwo-Reyes, Daniel T. | Wildlife Biologist | GS-0486-11 step 3 | career appt". */
const PIPE_SEPARATOR = /\s+\|\s+/;
/** A part that is a phone number, an e-mail or a web address. */
const CONTACT_PART = /@|^\+?[\d(][\d ()./-]{6,}\d$|^(?:https?:\/\/|www\.)/i;
/** At least this many parts, so that "Apt 3 / Unit B" or "Mr / Mrs" is no record. */
const MIN_PARTS = 3;
/** A part longer than this is a sentence, not one value of a record. */
const PART_MAX_LENGTH = 60;

/**
 * Parts that say what they are by their words, keyed so: "career appt" is the type of appointment, "master's (MS
 * Fisheries)" the level of education.
 */
const PART_KINDS: [RegExp, string, ((part: string) => string)?][] = [
  // (The type without the word that says it is one: "career appt" is a "Career" appointment.)
  [/\b(?:appt|appointment)\b/i, 'type of appointment', (part) => capitalise(part.replace(/\s*\b(?:appt|appointment)\b\.?/i, '').trim())],
  [/\b(?:master['’]?s|bachelor['’]?s|associate['’]?s|doctorate|ph\.?\s?d|high school|GED)\b/i, 'education level'],
];

/** The lines with each slashed record on a keyed line split into one keyed line per part. */
export function linesWithSlashListsSplit<T>(lines: (string | T)[]): (string | T)[] {
  return lines.flatMap((line): (string | T)[] => {
    if (typeof line !== 'string') return [line];
    const keyed = line.match(KEYED_LINE);
    if (!keyed) return [line];
    // (A row of a pipe table, "| Name: | … |", opens with its pipe and is read as a table.)
    const separator = PART_SEPARATOR.test(keyed[2]!) || /^\s*\|/.test(line) ? PART_SEPARATOR : PIPE_SEPARATOR;
    const parts = keyed[2]!.split(separator).map((p) => p.trim());
    // ("Name: John Smith / DOB: 01/02/1990 / Phone: …": a part with a key of its own is that key's pair.)
    const ownKey = (part: string) => /^\p{L}[\p{L}\p{N} '’()#&.-]{0,30}:\s/u.test(part);
    // ("D: 2 (my daughters) / E: 1 (head of household)": two of a worksheet's lettered lines are enough.)
    const keyedPairs = parts.length === 2 && /^\s*(?:[-*•]\s+)?[A-HJ-Z]:\s/.test(keyed[1]!) && /^[A-HJ-Z]:\s/.test(parts[1]!);
    // ("ht / wt: 5'2\" / 118 lb": a key of two parts names each of two. The line of two stays too: a form may ask for
    // both in one box, "Type/Model".)
    const paired = keysPairedWithParts(keyed[1]!.replace(/:\s+$/, ''), keyed[2]!);
    if (paired) return [...(paired.length === 2 ? [line] : []), ...paired.map(({ key, value }) => `${key}: ${value}`)];
    if ((parts.length < MIN_PARTS && !keyedPairs) || parts.some((p) => p === '' || p.length > PART_MAX_LENGTH)) return [line];
    // ("Provider contact: Renee Albright | 410-555-0184 | cpe-registrar@…": a contact's name and numbers between
    // pipes are one contact, read whole.)
    if (separator === PIPE_SEPARATOR && parts.some((p) => CONTACT_PART.test(p))) return [line];
    const key = keyed[1]!.replace(/:\s+$/, '');
    // ("Pay plan / Ser / Gr / Step: GS / 0343 / 11 / 3": a key of as many parts names each part.)
    const keys = key.replace(/^\s*[-*•]\s+/, '').split(PART_SEPARATOR).map((k) => k.trim());
    if (keys.length === parts.length && keys.every((k) => k !== '')) return parts.map((part, i) => `${keys[i]}: ${part}`);
    return parts.map((part) => {
      if (ownKey(part)) return part;
      if (isJobTitle(part)) return `${key} (position title): ${part}`;
      const kind = PART_KINDS.find(([shape]) => shape.test(part));
      return kind ? `${key} (${kind[1]}): ${kind[2]?.(part) ?? part}` : `${keyed[1]}${part}`;
    });
  });
}

/**
 * "ht / wt" and "5'2\" / 118 lb": a key of two to four parts between slashes and a value of as many, each part the
 * value of its key's part. Undefined where the counts differ or a part is empty or long.
 */
/** "as in the script - ", "same as the poster: ": where the values after it come from, said before them. */
const SOURCE_REMARK = /^\s*(?:as|same as|like)\s+(?:in\s+|on\s+)?(?:the\s+|my\s+)?[\p{L}' ]{2,30}?\s*(?:[-–—:]|->)\s+/u;

export function keysPairedWithParts(key: string, value: string): { key: string; value: string }[] | undefined {
  const coded = itemCodedKeys(key.replace(/^\s*[-*•]\s+/, ''));
  if (coded) return codedKeysPaired(coded, value);
  const keys = key.replace(/^\s*[-*•]\s+/, '').split(/\s*\/\s*/).map((k) => k.trim());
  // ("Eyes / skin / hair: as in the script - amber / grey-green / silver": a remark before the values says where
  // they come from.)
  const parts = value.replace(SOURCE_REMARK, '').split(PART_SEPARATOR).map((p) => p.trim());
  if (keys.length < 2 || keys.length > 4 || keys.length !== parts.length) return undefined;
  if ([...keys, ...parts].some((p) => p === '' || p.length > PART_MAX_LENGTH) || keys.some((k) => !/^\p{L}[\p{L} .'’-]{0,25}$/u.test(k))) return undefined;
  // ("Taille / Height: un mètre soixante-six (pour la taille du T-shirt / for the T-shirt size)": a slash inside
  // brackets parts a remark's two languages, not the values.)
  if (parts.some((p) => (p.match(/\(/g) ?? []).length !== (p.match(/\)/g) ?? []).length)) return undefined;
  return keys.map((k, i) => ({ key: k, value: parts[i]! }));
}

/** "14-17 ", "2a / 2b ", "8 / 9 ": a form's item codes before a key's words, a range or a slashed list of them. */
const ITEM_CODES = /^(\d{1,2}[a-z]?(?:\s*[-–/]\s*\d{1,2}[a-z]?)+)\s+(?=\p{L})/u;
/** The most items a range of item codes spans ("14-17": pay plan, series, grade, step). */
const MOST_CODED_ITEMS = 5;

/**
 * "14-17 Pay plan / series / grade / step", "8 / 9 Type / sub-type", "2a / 2b Course": a worksheet's row for several
 * of a form's items at once, keyed by their codes. The keys, one per code: the code and its word ("14 Pay plan",
 * "9 sub-type"), or the code and the one word shared ("2a Course", "2b Course"). Undefined for any other key.
 */
function itemCodedKeys(key: string): string[] | undefined {
  const m = key.match(ITEM_CODES);
  if (!m) return undefined;
  const words = key.slice(m[0].length).trim();
  const range = m[1]!.match(/^(\d{1,2})\s*[-–]\s*(\d{1,2})$/);
  const codes = range ? Array.from({ length: Number(range[2]) - Number(range[1]) + 1 }, (_, i) => String(Number(range[1]) + i)) : m[1]!.split(/\s*\/\s*/);
  if (codes.length < 2 || codes.length > MOST_CODED_ITEMS || (!range && /[-–]/.test(m[1]!))) return undefined;
  const wordKeys = words.split(/\s*\/\s*/).map((k) => k.trim());
  if (wordKeys.some((k) => !/^\p{L}[\p{L} .'’-]{0,25}$/u.test(k))) return undefined;
  if (wordKeys.length === codes.length) return codes.map((code, i) => `${code} ${wordKeys[i]}`);
  return wordKeys.length === 1 ? codes.map((code) => `${code} ${words}`) : undefined;
}

/**
 * The coded keys paired with the value's parts, one each ("FV / 0854 / J"). A last part left empty, its value struck
 * out ("FV / 0854 / J / ~~1~~" read as "FV / 0854 / J /"), gives its key nothing.
 */
function codedKeysPaired(keys: string[], value: string): { key: string; value: string }[] | undefined {
  const parts = value.trim().replace(/\s*\/$/, ' / ').split(/\s+\/\s*|\s*\/\s+/).map((p) => p.trim());
  if (parts.length !== keys.length || parts.slice(0, -1).some((p) => p === '') || parts.some((p) => p.length > PART_MAX_LENGTH)) return undefined;
  return keys.map((key, i) => ({ key, value: parts[i]! })).filter((pair) => pair.value !== '');
}

/** "…driver's licenses: Hadley, Illinois H340-5521-8817; Brzezinski, Illinois B625-1190-4432": a key, then its items. */
const PER_PERSON_LIST = /^\s*([^:]{2,60}?)\s*:\s*(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?,\s+[^;]+(?:;\s+\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?,\s+[^;]+)+?)\.?\s*$/u;
/** "driver's licenses", "phone numbers": the plural thing a key lists, its last words. */
const LISTED_THING = /((?:\p{L}+['’]s\s+)?\p{L}+?)(?:es|s)$/u;

/**
 * "Secretary recorded driver's licenses: Hadley, Illinois H340-5521-8817; Brzezinski, Illinois B625-1190-4432": a
 * key naming a plural thing, then one item per person, each led by the person's name and a comma. Each becomes
 * "Hadley's driver's license: Illinois H340-5521-8817", whose person says whose it is.
 */
export function linesWithPerPersonListsSplit(lines: string[]): string[] {
  return lines.flatMap((line) => {
    // (Minutes write it as one sentence of a paragraph: the sentences before and after it stay lines of their own.)
    const sentences = sentencesOfValue(line);
    const at = sentences.findIndex((sentence) => PER_PERSON_LIST.test(sentence));
    if (at < 0 || sentences.length === 1) return perPersonItems(line);
    return [sentences.slice(0, at).join(' '), ...perPersonItems(sentences[at]!), sentences.slice(at + 1).join(' ')].filter((part) => part !== '');
  });
}

function perPersonItems(line: string): string[] {
  const m = line.match(PER_PERSON_LIST);
  const thing = m?.[1]!.match(LISTED_THING);
  if (!m || !thing) return [line];
  const items = m[2]!.split(/;\s+/).map((item) => item.match(/^(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?),\s+(.+)$/u));
  if (items.some((item) => !item || !/\d/.test(item[2]!))) return [line];
  // ("addresses" → "address", "licenses" → "license": the plural's ending, as the word was written.)
  const singular = /(?:ss|sh|ch|x)es$/.test(thing[0]) ? thing[0].slice(0, -2) : thing[0].slice(0, -1);
  return items.map((item) => `${item![1]}'s ${singular}: ${item![2]!.trim().replace(/\.$/, '')}`);
}

/**
 * "Lots, one per line, my shorthand (qty / trade date / cost per unit / total cost incl. commission):" over
 * "1. JNJ (Johnson & Johnson) - 150 sh / 03-14-2008 / 61.20 / 9,180.00": rows of slashed values whose columns a
 * legend above names in the same order. Each value is written after its column's words ("qty 150 sh, trade date
 * 03-14-2008, …"), as the row would be said; the row's head before its dash stays as written.
 */
export function withSlashColumnsNamed(text: string): string {
  let legend: string[] | undefined;
  return text.split('\n').map((line) => {
    const named = line.match(SLASHED_LEGEND);
    if (named) {
      const parts = named[1]!.split(PART_SEPARATOR).map((p) => p.trim());
      legend = parts.length >= MIN_PARTS && parts.every((p) => /^\p{L}[\p{L} .'’-]{0,40}$/u.test(p)) ? parts : undefined;
      return line;
    }
    const row = legend ? line.match(SLASHED_ROW) : null;
    if (!legend || !row) return line;
    const values = row[3]!.split(PART_SEPARATOR).map((p) => p.trim());
    if (values.length !== legend.length) return line;
    // ("total cost incl. commission": what a column includes is no part of its name, and its full stop ends nothing.)
    const names = legend.map((name) => name.replace(/\s+(?:incl\.?|including|excl\.?|excluding|w\/o?)\s.*$/i, ''));
    return `${row[1]}${row[2]} - ${values.map((value, i) => `${names[i]} ${value}`).join(', ')}`;
  }).join('\n');
}
/** A legend in brackets: at least three column names with spaced slashes between (group 1). */
const SLASHED_LEGEND = /\(([^()\n]*?\s\/\s[^()\n]*?\s\/\s[^()\n]*?)\)\s*:?\s*$/u;
/** "1. JNJ (Johnson & Johnson) - 150 sh / …": a numbered or bulleted row, its head, a dash, its slashed values. */
const SLASHED_ROW = /^(\s*(?:\d{1,2}[.)]|[-*•])\s+)(.+?)\s+[-–—]\s+([^/\n]+(?:\s\/\s[^/\n]+){2,})$/u;
