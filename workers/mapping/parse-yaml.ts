/**
 * YAML-like pastes: keys nested by indentation, lists under a key, `#` comments and `|` blocks, the way people
 * paste a config snippet or a character's stats ("appearance:" / "  eyes: amber  # like his father's").
 *
 * Read line by line, a nested key loses what it belongs to, a comment becomes part of the value and a list's
 * items stand alone. This pass rewrites such a text as flat "key: value" lines: a nested key is prefixed with
 * the key it sits under ("appearance eyes: amber"), a list becomes one value ("languages: Common, Elvish"), a
 * block becomes one line, comments and quotes go. Texts without nesting, lists or comments are left as they
 * are: plain "Key: value" lines are read well already.
 */

import { isCityStateZipLine } from './parse-compound.js';

/** "  eyes: amber", "- name: Bo", "backstory: |": indentation, a list dash, the key and what follows the colon. */
const KEY_LINE = /^(\s*)(-\s+)?([\p{L}_][\p{L}\p{N} _.'’/-]{0,40}?)\s*:(?:\s+(.*))?$/u;
const LIST_ITEM = /^(\s*)-\s+(.*)$/;
/** A comment: at the start of a line, or after a space outside quotes. */
const COMMENT = /(?:^|\s)#(?:\s.*|$)/;

/** "request:", "record:", "data:": a key an export wraps its whole record in, naming no part of it ("pc:" names whose). */
const WRAPPER_KEY = /^(?:request|record|records|data|export|result|results|response|payload|item|entry|root|document|form|submission)$/i;

/** The parts of a person's name an export nests under "name:". */
const NAME_PART = /^(?:first|last|middle|mi|given|family|sur)$/i;

interface OpenKey {
  indent: number;
  key: string;
}

/** Whether the lines read as a YAML-like paste: keys, and nesting, a list under a key or comments among them. */
function looksLikeYaml(lines: string[]): boolean {
  const filled = lines.filter((l) => l.trim() !== '');
  const keys = filled.filter((l) => KEY_LINE.test(l));
  // Keys, list items and comments make up most of it (the lines of a `>` block are the rest).
  const structural = filled.filter((l) => KEY_LINE.test(l) || LIST_ITEM.test(l) || /^\s*#/.test(l));
  if (keys.length < 3 || structural.length * 2 < filled.length) return false;
  let nested = false;
  for (let i = 0; i + 1 < lines.length; i++) {
    const m = lines[i]!.match(KEY_LINE);
    if (!m || !opensNesting(m[4] ?? '')) continue;
    const next = lines.slice(i + 1).find((l) => l.trim() !== '' && !/^\s*#/.test(l));
    if (next && indentOf(next) > indentOf(lines[i]!)) nested = true;
  }
  const comments = filled.some((l) => /^\s*#/.test(l));
  return nested || comments;
}

/** A key's value that leaves the lines under it to say more: nothing, or a block marker. */
function opensNesting(value: string): boolean {
  return ['', '|', '>', '|-', '>-'].includes(withoutComment(value).trim());
}

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

function withoutComment(value: string): string {
  // A quoted value may hold a "#"; a comment can only follow its closing quote.
  // (Inside double quotes a backslash escapes the quote after it: height: "4'5\\"".)
  const quoted = value.match(/^\s*(?:"(?:[^"\\]|\\.)*"|'[^']*')/);
  if (quoted) return `${quoted[0]}${value.slice(quoted[0].length).replace(COMMENT, '')}`.trim();
  return value.replace(COMMENT, '');
}

function unquoted(value: string): string {
  const v = value.trim();
  if (/^".*"$/.test(v)) return v.slice(1, -1).replace(/\\(["\\])/g, '$1');
  return /^'.*'$/.test(v) ? v.slice(1, -1) : v;
}

/** The lines of a YAML-like paste as flat "key: value" lines; the lines as they are for any other text. */
export function linesWithYamlRead(lines: string[]): string[] {
  if (!looksLikeYaml(lines)) return lines;
  const out: string[] = [];
  const open: OpenKey[] = [];
  /** A key whose value is being collected from the lines under it (a list or a block). */
  // (`under` is the key line's own indentation: a list item's key, "  - Where I lived before:", sits after its dash,
  // and the lines under it are indented past the dash, not past the key.)
  let collecting: { indent: number; under: number; key: string; items: string[]; block: boolean } | undefined;
  const flush = (): void => {
    // ("Where I lived before:" / "- 4410 Duval St" / "- Austin, TX 78751" / "- also a house, no unit number": an
    // address's lines end at its city line; a remark after it is a line of its own, no part of the address.)
    const cityLine = collecting && !collecting.block ? collecting.items.findIndex(isCityStateZipLine) : -1;
    if (collecting && cityLine >= 0) out.push(`${collecting.key}: ${collecting.items.slice(0, cityLine + 1).join(', ')}`, ...collecting.items.slice(cityLine + 1));
    else if (collecting && collecting.items.length > 0) out.push(`${collecting.key}: ${collecting.items.join(collecting.block ? ' ' : ', ')}`);
    collecting = undefined;
  };
  // ("request:" over the whole export, "applicant:", "supervisor:", "course:" under it: a single key at the top, over
  // every other, says nothing of any; the keys under it are read from the next level.)
  const keyed = lines.filter((l) => l.trim() !== '' && !/^\s*#/.test(l) && KEY_LINE.test(l));
  const root = keyed[0]?.match(KEY_LINE);
  const singleRoot = root !== undefined && root !== null && WRAPPER_KEY.test(root[3]!.trim()) && indentOf(keyed[0]!) === 0 && opensNesting(root[4] ?? '') && keyed.slice(1).every((l) => indentOf(l) > 0);
  const path = (indent: number, key: string): string => {
    while (open.length > 0 && open[open.length - 1]!.indent >= indent) open.pop();
    const parent = open[open.length - 1];
    if (singleRoot && open.length === 1) return key;
    // ("name:" / "  last: Nakamura-Bell": a part of a name is read as the part's name, "last name".)
    const namePart = parent && /(?:^|\s)name$/i.test(parent.key) && NAME_PART.test(key);
    if (namePart) return `${parent.key.replace(/(?:^|\s)name$/i, '')} ${key} name`.trim();
    return parent ? `${parent.key} ${key}` : key;
  };

  for (const raw of lines) {
    if (raw.trim() === '' || /^\s*#/.test(raw)) continue;
    const indent = indentOf(raw);
    if (collecting && indent > collecting.under) {
      // A list's items, a block's lines, or plain lines indented under the key ("address:" / "  12 Main St").
      const item = collecting.block ? raw.trim() : (raw.match(LIST_ITEM)?.[2] ?? raw.trim());
      if (!KEY_LINE.test(raw.replace(/^\s*-\s+/, ''))) {
        const text = unquoted(withoutComment(item));
        if (text !== '') collecting.items.push(text);
        continue;
      }
    }
    const wasCollecting = collecting;
    flush();
    const m = raw.match(KEY_LINE);
    if (!m) {
      out.push(unquoted(withoutComment(raw.replace(/^\s*-\s+/, ''))));
      continue;
    }
    // "- name: Bo" opens an item of a list of records: its keys sit under the list's key.
    const keyIndent = indent + (m[2]?.length ?? 0);
    if (m[2] && wasCollecting) open.push({ indent: wasCollecting.indent, key: wasCollecting.key });
    // "goes_by", "eye_colour": a key's words joined by underscores are read as words.
    const key = path(keyIndent, m[3]!.trim().replace(/_/g, ' '));
    const value = unquoted(withoutComment(m[4] ?? ''));
    if (opensNesting(m[4] ?? '')) {
      open.push({ indent: keyIndent, key });
      collecting = { indent: keyIndent, under: indent, key, items: [], block: value !== '' };
      continue;
    }
    out.push(`${key}: ${value}`);
  }
  flush();
  return out;
}
