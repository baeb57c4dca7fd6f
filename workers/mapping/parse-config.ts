/**
 * A program's settings or save file pasted as the text: INI ("[Character]" / "name=Brannoc Ironvale") or TOML
 * ("[character.appearance]" / 'eyes = "amber"', '"""…"""' strings, "[[allies]]" tables). Read line by line, its
 * quotes and comments stay in the values, a string over several lines loses its key, and every section's "name"
 * and "eyes" look alike. Here each value becomes a "key: value" line, unquoted and without its comment:
 * - a section about the record itself (character, appearance, stats, inventory, lore …) keys its values as
 *   they are; any other section ("[meta]", "[Companion]") prefixes its name, as those values are another's, and
 *   comes after the record's own;
 * - a string over several lines is one value; an array's items are joined with semicolons;
 * - the tables of an array ("[[allies]]" name and note, twice) are one list: "allies: Sister Maelis Dawnward,
 *   mentor, …; Kettle Brightwhistle, …".
 * Comment lines go. A text with fewer than two sections or three values is no such file and stays as written.
 */

import { nameFromParts } from './parse-compound.js';

const SECTION = /^\s*(\[\[?)\s*([\p{L}\d_. -]+?)\s*\]\]?\s*$/u;
const ASSIGNMENT = /^\s*([\p{L}\d_.-]+)\s*=\s*(.*)$/u;
const COMMENT = /^\s*[#;]/;
const MIN_SECTIONS = 2;
const MIN_VALUES = 3;

/** Sections that hold the record's own values, whatever app wrote them. */
const OWN_SECTIONS = new Set([
  'character', 'char', 'pc', 'hero', 'appearance', 'looks', 'stats', 'attributes', 'abilities', 'inventory', 'items', 'equipment',
  'lore', 'story', 'background', 'profile', 'personal', 'details', 'info', 'identity', 'bio', 'contact', 'address', 'main', 'record',
  'fields', 'form',
  // The person the record is about, by the role a program gives them (an HR script's "[employee]").
  'employee', 'applicant', 'client', 'patient', 'taxpayer', 'member', 'customer', 'subject', 'student', 'self',
]);

/** A value with its quotes, escapes and trailing comment gone; undefined while a '"""' string is still open. */
function plainValue(raw: string): string {
  const text = raw.trim();
  if (text.startsWith('"')) {
    const m = text.match(/^"((?:[^"\\]|\\.)*)"/);
    return m ? m[1]!.replace(/\\(["\\])/g, '$1').replace(/\\n/g, ' ') : text;
  }
  if (text.startsWith("'")) return text.match(/^'([^']*)'/)?.[1] ?? text;
  if (text.startsWith('[')) {
    const items = [...text.matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'|([^,[\]\s][^,[\]]*)/g)].map((m) => (m[1] ?? m[2] ?? m[3] ?? '').trim()).filter((v) => v !== '');
    return items.join('; ');
  }
  // "112            # was saved as 121 last time": a comment after a bare value.
  return text.replace(/\s+[#;].*$/, '').trim();
}

function sectionKey(path: string): string | undefined {
  const last = path.split('.').pop()!.trim().toLowerCase();
  return OWN_SECTIONS.has(last) ? undefined : last.replace(/_/g, ' ');
}

export function linesWithConfigRead(lines: string[]): string[] {
  const sections = lines.filter((line) => SECTION.test(line)).length;
  const values = lines.filter((line) => ASSIGNMENT.test(line)).length;
  if (sections < MIN_SECTIONS || values < MIN_VALUES) return lines;
  const out: string[] = [];
  // (Other sections' values come after the record's own: read first, a name of the record's is the record's.)
  const others: string[] = [];
  let prefix: string | undefined;
  // The section's values as keyed, for its person's name given in parts ("first_name", "middle_initial", …).
  let sectionValues: Array<{ key: string; value: string }> = [];
  const endSection = (): void => {
    const whole = nameFromParts(sectionValues);
    if (whole !== undefined) (prefix ? others : out).push(prefix ? `${prefix} name: ${whole}` : `name: ${whole}`);
    sectionValues = [];
  };
  // The tables of an array, "[[allies]]": their values gathered, written out when the array ends.
  let table: { name: string; items: string[][] } | undefined;
  const endTable = (): void => {
    if (!table) return;
    const items = table.items.filter((item) => item.length > 0).map((item) => item.join(', '));
    if (items.length > 0) others.push(`${table.name}: ${items.join('; ')}`);
    table = undefined;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const section = line.match(SECTION);
    if (section) {
      const name = section[2]!.trim();
      if (section[1] === '[[') {
        if (table?.name !== name.replace(/_/g, ' ')) endTable();
        table ??= { name: name.replace(/_/g, ' '), items: [] };
        table.items.push([]);
      } else {
        endTable();
        endSection();
        prefix = sectionKey(name);
      }
      continue;
    }
    if (COMMENT.test(line)) continue;
    const assignment = line.match(ASSIGNMENT);
    if (!assignment) {
      if (line.trim() !== '' || !table) out.push(line);
      continue;
    }
    let raw = assignment[2]!;
    // A '"""' string runs to its closing quotes, over as many lines as it takes.
    if (/^\s*"""/.test(raw)) {
      const parts = [raw.replace(/^\s*"""/, '')];
      while (!parts.at(-1)!.includes('"""') && i + 1 < lines.length) parts.push(lines[++i]!);
      raw = JSON.stringify(parts.join(' ').replace(/""".*$/, '').replace(/\s+/g, ' ').trim());
    }
    const value = plainValue(raw);
    if (value === '') continue;
    const key = assignment[1]!.replace(/_/g, ' ');
    if (!table) sectionValues.push({ key, value });
    if (table) table.items.at(-1)!.push(value);
    else if (prefix) others.push(`${prefix} ${key}: ${value}`);
    else out.push(`${key}: ${value}`);
  }
  endTable();
  endSection();
  return [...out, ...others];
}
