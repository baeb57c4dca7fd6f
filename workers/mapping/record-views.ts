/**
 * A record copied out of a database app's record view (a no-code spreadsheet-database, a CRM): its fields as labels
 * over values, then a revision history of the changes made to them, and lookup fields that show another field's value
 * by pointing at it:
 *
 *     1099 mailing address (lookup)
 *     → Physical / office address
 *     …
 *     Revision history
 *     Oct 14, 2025 · Priya Nandakumar
 *        Tax treatment:  Sole proprietor  →  S corporation
 *
 * A change in the history says what a field held before and holds now: only the newest value is the field's, and the
 * one before it is no value at all (the sole proprietor box is not ticked). A log in columns ("Oct 15  Jorge Baca
 * Mailing ZIP  75048  →  75088") only repeats what the fields above it show, and goes. A lookup takes the value of the
 * field it points at. Plain functions of the text.
 */
import { withoutRemarks } from './parse-record.js';

/** "Revision history", "Change log", "Activity", "Audit trail", "History": the heading over a record's changes. */
// ("ACTIVITY LOG                                   Filter ▾": a screen's control may stand far to its right.)
const HISTORY_HEADING = /^\s*(?:[#=*-]+\s*)?(?:(?:revision|change|edit|version|field|record|update|modification)s?\s+(?:history|log)|history|activity(?:\s+log)?|audit\s+(?:log|trail)|change\s*log)\s*:?\s*(?:[#=*-]+\s*)?(?:\s{3,}\S.{0,20})?$/i;
/** "Oct 15  Jorge Baca      Mailing ZIP          75048  →  75088": a change in a log's columns, no colon after its key. */
const CHANGE_IN_COLUMNS = /\S\s+(?:->|→|=>|-->)\s+\S/;
/** "   Tax treatment:  Sole proprietor  →  S corporation": a field's change (1 the lead with its key, 2 old, 3 new). */
const CHANGE = /^(\s*(?:[-*•]\s+)?(\p{L}[\p{L}\d /'’&()-]{1,40}?)\s*:\s*)(\S.*?)\s+(?:->|→|=>|-->)\s+(\S.*?)\s*$/u;

/** The text with each change under a history heading reduced to the field's newest value, as described above. */
export function withRevisionHistoryAsNewest(text: string): string {
  const lines = text.split('\n');
  const changes = new Map<number, RegExpMatchArray>();
  const inColumns = new Set<number>();
  let inHistory = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (HISTORY_HEADING.test(line)) inHistory = true;
    else if (inHistory && !partOfHistory(line)) inHistory = false;
    const change = inHistory ? line.match(CHANGE) : null;
    if (change) changes.set(i, change);
    // (A log in columns, who and when before the field, says only what the record's fields now show: it goes.)
    else if (inHistory && CHANGE_IN_COLUMNS.test(line)) inColumns.add(i);
  }
  if (changes.size === 0 && inColumns.size === 0) return text;
  // (A field changed twice, "A → B" and "B → C" in whichever order the log lists them: a value some later change
  // replaced is not the newest.)
  const replaced = new Set([...changes.values()].map((c) => `${keyOf(c)}\u0000${c[3]!.trim().toLowerCase()}`));
  const out: string[] = [];
  lines.forEach((line, i) => {
    const change = changes.get(i);
    if (inColumns.has(i)) return;
    if (!change) out.push(line);
    // ("Exempt payee code:  5  →  (empty)": a field emptied holds nothing now, and the line says no value.)
    else if (!replaced.has(`${keyOf(change)}\u0000${change[4]!.trim().toLowerCase()}`) && !EMPTIED.test(change[4]!)) out.push(`${change[1]}${change[4]}`);
  });
  return out.join('\n');
}

/** "(empty)", "(none)", "—": what a history shows for a field left with nothing in it. */
const EMPTIED = /^\s*(?:\(\s*(?:empty|blank|none|cleared|removed|deleted)\s*\)|empty|blank|none|[—–-])\s*$/i;

const keyOf = (change: RegExpMatchArray): string => change[2]!.trim().toLowerCase();

/**
 * Whether a line still belongs to a history under its heading: blank, indented, a change, or a line of who and when
 * ("Oct 14, 2025 · Priya Nandakumar"). A line at the margin with no figure in it is the next heading ("Comments").
 */
function partOfHistory(line: string): boolean {
  return line.trim() === '' || /^\s/.test(line) || CHANGE.test(line) || /\d/.test(line);
}

/** "→ Physical / office address": a lookup's value, the name of the field whose value it shows (1). */
const LOOKUP = /^\s*(?:->|→|=>)\s*(\p{L}[^:→\n]{1,60}?)\s*$/u;

/** The text with each lookup's line replaced by the value of the field it points at, where that field is in the text. */
export function withLookupsFilledIn(text: string): string {
  const lines = text.split('\n');
  let changed = false;
  for (let i = 1; i < lines.length; i++) {
    const target = lines[i]!.match(LOOKUP)?.[1];
    if (target === undefined || lines[i - 1]!.trim() === '' || lines[i - 1]!.includes(':')) continue;
    const value = valueOfField(lines, target, i);
    if (value === undefined) continue;
    // (The lookup's label over it becomes the value's key on one line: "1099 mailing address: 7340 N Ridge Blvd, …".
    // A label that starts with a form's number would not be read as a label over its value.)
    lines[i - 1] = `${withoutRemarks(lines[i - 1]!.trim())}: ${value}`;
    lines[i] = '';
    changed = true;
  }
  return changed ? lines.join('\n') : text;
}

/** The value of the field named `name`: the line under its label, or what follows the label and a colon. */
function valueOfField(lines: readonly string[], name: string, except: number): string | undefined {
  const wanted = name.trim().toLowerCase();
  for (let j = 0; j < lines.length; j++) {
    if (j === except || j + 1 === except) continue;
    const line = lines[j]!.trim();
    if (line.toLowerCase() === wanted) {
      const under = lines[j + 1]?.trim() ?? '';
      if (under !== '' && !LOOKUP.test(under)) return under;
    }
    const keyed = line.match(/^([^:]{1,60}):\s*(\S.*)$/);
    if (keyed && keyed[1]!.trim().toLowerCase() === wanted && !CHANGE.test(line)) return keyed[2]!.trim();
  }
  return undefined;
}
