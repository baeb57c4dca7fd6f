/**
 * A JSON record pasted into a message, in a code fence or as a block of its own lines:
 *
 *     Here's the raw payload from the vendor-onboarding queue …
 *     ```json
 *     { "requester": { … }, "payees": [ { "vendor_no": "V-004117", … }, { "vendor_no": "V-004139", … } ] }
 *     ```
 *     Only V-004139 needs a form - Okafor's went out last Tuesday, don't redo that one.
 *
 * Read line by line, its braces and quotes run into every value. The block is taken out of the text and read as the
 * JSON it is; a list of records in it keeps only the one the prose around it picks ("Only V-004139"), or every one
 * when the prose picks none. A plain function: the block, the value without the records set aside, and the text left.
 */
import { escapeRegExp } from './normalize-text.js';
import { SET_ASIDE } from './parse-table.js';

/** "```json" … "```", "```" … "```": a fenced block. */
const FENCED = /^[ \t]*```[ \t]*(?:json|js|javascript)?[ \t]*\n([\s\S]*?)\n[ \t]*```[ \t]*$/gim;
/** A block of lines that opens with "{" alone or "{ "key" …" and closes with "}" alone at the same margin. */
const BRACED = /^([ \t]*)\{[ \t]*\n(?:[\s\S]*?)\n\1\}[ \t]*$/gm;

export interface JsonInText {
  /** The JSON value, with the records the prose sets aside taken out of its lists. */
  value: unknown;
  /** The text without the block. */
  rest: string;
}

/** The JSON record pasted into a text of prose, or undefined when there is none (or the whole text is JSON). */
export function jsonInText(text: string): JsonInText | undefined {
  if (/^\s*[{[]/.test(text)) return undefined;
  for (const pattern of [FENCED, BRACED]) {
    for (const m of text.matchAll(pattern)) {
      const body = pattern === FENCED ? m[1]! : m[0];
      let value: unknown;
      try {
        value = JSON.parse(body) as unknown;
      } catch {
        continue;
      }
      if (value === null || typeof value !== 'object') continue;
      const rest = `${text.slice(0, m.index)}\n${text.slice(m.index! + m[0].length)}`;
      return { value: withRecordsPicked(value, rest), rest };
    }
  }
  return undefined;
}

/** The value with each list of records cut to the one the prose picks, where it picks one. */
function withRecordsPicked(value: unknown, prose: string): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) => withRecordsPicked(item, prose));
    if (items.length < 2 || !items.every((item) => item !== null && typeof item === 'object' && !Array.isArray(item))) return items;
    const picked = pickedRecord(items as Record<string, unknown>[], prose);
    return picked === undefined ? items : [items[picked]];
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, child]) => [key, withRecordsPicked(child, prose)]));
  }
  return value;
}

/** A record's own values, as text: every string or number in it, however deep. */
function valuesOf(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'object') return Object.values(value as Record<string, unknown>).flatMap(valuesOf);
  return [String(value)];
}

/**
 * The record the prose picks: the one whose values (a code, a name, or a capitalised word of a name no other record
 * has) a clause with "only" or "just" mentions, or the one left when the others are set aside ("don't redo that one").
 */
function pickedRecord(records: Record<string, unknown>[], prose: string): number | undefined {
  const clauses = prose.split(/[.;!?\n]+|\s[-–—]\s/).filter((clause) => clause.trim() !== '');
  const marks = records.map((record, r) => {
    const own = valuesOf(record).flatMap((v) => [v, ...(v.match(/\p{Lu}[\p{L}'’-]{3,}/gu) ?? [])]).filter((v) => v.length >= 4 && /[\p{L}\d]/u.test(v));
    return own.filter((v) => records.every((other, o) => o === r || !valuesOf(other).some((w) => w.includes(v))));
  });
  const mentioned = (r: number, clause: string) => marks[r]!.some((mark) => new RegExp(String.raw`(?<![\p{L}\d-])${escapeRegExp(mark)}(?![\p{L}\d-])`, 'u').test(clause));
  const pointed = records.map((_, r) => r).filter((r) => clauses.some((clause) => /\b(?:only|just)\b/i.test(clause) && mentioned(r, clause)));
  if (pointed.length === 1) return pointed[0];
  const aside = records.map((_, r) => r).filter((r) => clauses.some((clause) => SET_ASIDE.test(clause) && mentioned(r, clause)));
  const left = records.map((_, r) => r).filter((r) => !aside.includes(r));
  return aside.length > 0 && left.length === 1 ? left[0] : undefined;
}
