/**
 * A plain-text accounting file pasted as the text (beancount, and the ledger tools' dated entries like it): dated
 * directives, each with indented "key: value" metadata and postings, and ";" comments.
 *
 *     2009-02-23 custom "w4" "worksheet-rev2"
 *       line-d: 3              ; Marisol born Feb 11 -> third dependent
 *       filing-status: "Married"
 *     2010-01-01 custom "filer" "spouse"
 *       first: "Lucia P."
 *     2011-02-19 custom "address" "2207 Juniper Hollow Ln" "Unit 7" "Bozeman, MT 59715"
 *     2009-03-02 event "address" "2216 N Proctor St, Tacoma, WA 98406"
 *
 * Read as written, the quotes, dashes and postings run into every value, and an entry typed first reads as the first
 * said even where its date makes it the older. Here, with the entries in date order:
 * - an entry's metadata is one "key: value" line each ("line d: 3", "filing status: Married"), keyed by the role the
 *   entry names where it names one ("spouse first: Lucia P."), under a line naming the person an entry is for
 *   ("dependent: Mateo Achterberg"); TRUE and FALSE are yes and no, an empty value none;
 * - an entry's quoted values alone are its type's value ("address: 2207 Juniper Hollow Ln, Unit 7, Bozeman, MT 59715");
 * - a later-dated entry of the same type and name (a revision, "worksheet-rev2" after "worksheet-rev1"; an event, as
 *   it happens again) replaces the earlier one;
 * - amounts for one line of a form ("f1040-7") on several documents' entries are added up, as the line takes them;
 * - comments stay as the writer's sentences; `option`, `open`, `close` and `commodity` lines, postings, prices and
 *   comments that rule the file into parts go.
 * A text with fewer than MIN_ENTRIES dated entries stays as written.
 */

/** "2009-02-23 custom "w4" "worksheet-rev2"", "2009-01-09 * "Payee" "Narration"" (1 the date, 2 the directive, 3 the rest). */
import { commentAt } from './console-session.js';
import { asOwnSentence } from './sentences.js';

const ENTRY = /^(\d{4}-\d{2}-\d{2})\s+(custom|event|note|open|close|balance|pad|price|document|commodity|query|txn|\*|!)(?=\s|$)(.*)$/;
/** An entry's metadata: "  line-d: 3", "  first: "Lucia P."" (1 the key, 2 the value). */
const METADATA = /^\s+([a-z][\w-]*)\s*:\s*(.*)$/;
/** A posting: "  Assets:Checking:BECU   1612.44 USD". */
const POSTING = /^\s+[!*]?\s*[A-Z][\w-]*(?::[\w-]+)+(?:\s|$)/;
/** Directives that hold nothing a form asks. */
const BOOKKEEPING = new Set(['open', 'close', 'balance', 'pad', 'price', 'commodity', 'query', 'document']);
/** A role an entry names: its metadata is that person's. */
const ROLE = /^(?:spouse|partner|husband|wife|employer|employee|child|dependent|previous|prior|old|new|mailing|home)$/i;
/** A person's name as an entry's name: "Mateo Achterberg". */
const PERSON = /^\p{Lu}\p{L}+(?:\s+\p{Lu}[\p{L}.'-]*)+$/u;
/** Fewer dated entries than this make no accounting file. */
const MIN_ENTRIES = 3;

interface Entry {
  date: string;
  directive: string;
  args: string[];
  lines: string[];
  order: number;
}

export function withLedgerFileRead(text: string): string {
  const lines = text.split('\n');
  if (lines.filter((line) => ENTRY.test(line)).length < MIN_ENTRIES) return text;
  const before: string[] = [];
  const entries: Entry[] = [];
  for (const line of lines) {
    const entry = line.match(ENTRY);
    if (entry) {
      entries.push({ date: entry[1]!, directive: entry[2]!, args: quotedArguments(entry[3]!), lines: [], order: entries.length });
      continue;
    }
    if (entries.length > 0 && (/^\s/.test(line) || line.trim() === '')) {
      entries[entries.length - 1]!.lines.push(line);
      continue;
    }
    if (/^\s*option\s+"/.test(line)) continue;
    // (A comment at the top level, ";; household.beancount …", is the writer's; one that rules the file into parts,
    // ";; ---- people ----", goes, as the entries are put in date order.)
    if (/^\s*;+\s*(?:[-=*#~]{3,}.*)?$/.test(line) || /^\s*;+.*[-=*#~]{4,}\s*$/.test(line)) continue;
    if (entries.length === 0) before.push(line.replace(/^\s*;+\s?/, ''));
    else entries[entries.length - 1]!.lines.push(line);
  }
  withLineFiguresAddedUp(entries);
  const kept = entries.filter((entry) => !BOOKKEEPING.has(entry.directive)).sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order);
  // (A later entry of the same type and name, its revision number aside, replaces the earlier one; so does a later
  // value of the same type, "address" with its quoted values.)
  const identities = kept.map((entry) => {
    if (entry.directive !== 'custom' && entry.directive !== 'event') return '';
    return [entry.directive, ...(hasMetadata(entry) ? entry.args.map((arg) => arg.replace(/[-_ ]?(?:rev(?:ision)?|v(?:ersion)?)[-_ ]?\d+$/i, '')) : entry.args.slice(0, 1))].join('|');
  });
  const standing = kept.filter((_, k) => identities[k] === '' || !identities.slice(k + 1).includes(identities[k]!));
  return [...before, ...standing.flatMap(entryLines)].join('\n');
}

/** Whether an entry has "key: value" metadata under it, or holds its values in its own quoted arguments. */
function hasMetadata(entry: Entry): boolean {
  return entry.lines.some((line) => METADATA.test(commentSplit(line)[0]));
}

/** An entry's lines as "key: value" lines and the writer's comments. */
function entryLines(entry: Entry): string[] {
  const [kind = '', name = '', ...more] = entry.args;
  const out: string[] = [];
  let prefix = '';
  if (entry.directive === 'custom' || entry.directive === 'event') {
    const values = [name, ...more].filter((value) => value !== '');
    const metadata = hasMetadata(entry);
    // ("custom "phone" "daytime" "406.555.0183"": a word first says which one.)
    const which = values.length >= 2 && /^\p{Ll}[\p{Ll} -]*$/u.test(values[0]!) ? values.shift() : undefined;
    if (!metadata && values.length > 0) out.push(`${which ? `${which} ` : ''}${keyWords(kind)}: ${values.join(', ')}`);
    else if (PERSON.test(name)) {
      // ("custom "dependent" "Mateo Achterberg"": the person, then their details keyed by what they are.)
      out.push(`${keyWords(kind)}: ${name}`);
      prefix = `${keyWords(kind)} `;
    } else if (ROLE.test(name)) prefix = `${name.toLowerCase()} `;
  }
  const comments = new Set<number>();
  let commentGoesOn = false;
  for (const line of entry.lines) {
    if (line.trim() === '' || POSTING.test(line)) continue;
    const [code, comment] = commentSplit(line);
    const metadata = code.match(METADATA);
    if (metadata) {
      const value = plainValue(metadata[2]!);
      out.push(`${prefix}${keyWords(metadata[1]!)}: ${value === '' ? 'none' : value}`);
    }
    if (comment === '') continue;
    // (A comment on lines of its own goes on from one to the next: "; Rosa's estimated payment, … she paid us" /
    // "; back the same week.")
    if (commentGoesOn && code.trim() === '') out[out.length - 1] = `${out[out.length - 1]} ${comment}`;
    else {
      comments.add(out.length);
      out.push(comment);
    }
    commentGoesOn = code.trim() === '' && !/[.!?]$/.test(comment);
  }
  return out.map((line, k) => (comments.has(k) ? asOwnSentence(line) : line));
}

/**
 * "f1040-7: 48210.55" on one W-2's entry and "f1040-7: 31904.12" on another: amounts for one line of a form, from
 * several documents, are what the line takes together. The sum is given on the first entry; the others' go.
 */
function withLineFiguresAddedUp(entries: Entry[]): void {
  const found = new Map<string, Array<{ entry: Entry; at: number; cents: number }>>();
  for (const entry of entries) {
    entry.lines.forEach((line, at) => {
      const metadata = commentSplit(line)[0].match(METADATA);
      const amount = metadata?.[2]!.trim().match(/^-?\d+\.\d{2}$/);
      if (!metadata || !amount || !/\d/.test(metadata[1]!)) return;
      const key = metadata[1]!.toLowerCase();
      found.set(key, [...(found.get(key) ?? []), { entry, at, cents: Math.round(Number(amount[0]) * 100) }]);
    });
  }
  for (const [key, amounts] of found) {
    if (amounts.length < 2) continue;
    const total = (amounts.reduce((sum, { cents }) => sum + cents, 0) / 100).toFixed(2);
    const [first, ...rest] = amounts;
    first!.entry.lines[first!.at] = `  ${key}: ${total}`;
    for (const { entry, at } of rest) entry.lines[at] = '';
  }
}

/** The quoted arguments of a directive: `"w4" "worksheet-rev2"` → w4, worksheet-rev2. */
function quotedArguments(rest: string): string[] {
  return [...rest.replace(/\s;.*$/, '').matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!);
}

/** A line's code and its comment, at its first ";" outside quotes. */
function commentSplit(line: string): [string, string] {
  const at = commentAt(line, ';');
  return at < 0 ? [line, ''] : [line.slice(0, at), line.slice(at).replace(/^;+\s*/, '').trim()];
}

/** A metadata value in plain words: quotes off, TRUE and FALSE as yes and no. */
function plainValue(value: string): string {
  const trimmed = value.trim();
  if (/^TRUE$/i.test(trimmed)) return 'yes';
  if (/^FALSE$/i.test(trimmed)) return 'no';
  return trimmed.replace(/^"((?:[^"\\]|\\.)*)"$/, '$1');
}

/**
 * "line-5-allowances" → "line 5 allowances", "first-and-mi" → "first and mi", "line-a" → "line A" as forms letter it,
 * "f1040-7" → "line 7": a form's line, named by the form's number before it.
 */
function keyWords(key: string): string {
  return key
    .replace(/^(?:f|form[-_]?)?\d{3,4}[a-z]{0,3}[-_](\d{1,2}[a-z]?)$/i, 'line $1')
    .replace(/[-_]+/g, ' ')
    .replace(/\bline ([a-z])\b/g, (_, letter: string) => `line ${letter.toUpperCase()}`)
    .trim();
}
