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
 * when the prose picks none. So are records an application logged one to a line ("… DEBUG [req 80b1] payload={…}",
 * loggedRecord below). A plain function: the block, the value without the records set aside, and the text left.
 */
import { escapeRegExp } from './normalize-text.js';
import { LOG_HEAD } from './parse-log-lines.js';
import { SET_ASIDE } from './parse-table.js';
import { isSchemaOrgRecord } from './schema-org.js';

/** "```json" … "```", "```" … "```": a fenced block. */
const FENCED = /^[ \t]*```[ \t]*(?:json|js|javascript)?[ \t]*\n([\s\S]*?)\n[ \t]*```[ \t]*$/gim;
/** A block of lines that opens with "{" alone or "{ "key" …" and closes with "}" alone at the same margin. */
const BRACED = /^([ \t]*)\{[ \t]*\n(?:[\s\S]*?)\n\1\}[ \t]*$/gm;
/** A record copied whole onto one line of its own (an API's response out of a browser tab: `{"success":true,"data":{…}}`). */
const ONE_LINE = /^[ \t]*\{"[^\n]{40,}\}[ \t]*$/gm;
/** A log line's head ("… DEBUG [req 80b1] payload") (1), then "=" or ":" and a record in braces (2). */
const LOGGED_RECORD = /^(.*?[\p{L}\d\])])\s*[=:]\s*(\{.*\})\s*$/u;

export interface JsonInText {
  /** The JSON value, with the records the prose sets aside taken out of its lists. */
  value: unknown;
  /** The text without the block. */
  rest: string;
}

/** The JSON record pasted into a text of prose, or undefined when there is none (or the whole text is JSON). */
export function jsonInText(text: string): JsonInText | undefined {
  if (/^\s*[{[]/.test(text)) return undefined;
  const logged = loggedRecord(text);
  if (logged) return logged;
  const block = jsonBlockInText(text);
  if (!block) return undefined;
  const rest = `${text.slice(0, block.start)}\n${text.slice(block.end)}`;
  return { value: withRecordsPicked(block.value, rest), rest };
}

/** A JSON object (a record of keys), not a list, a string or null. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A text that is JSON as a whole (spaces around it aside), and where the JSON stands in it; undefined for any other. */
export function wholeJson(text: string): { value: object; start: number; end: number } | undefined {
  const start = text.length - text.trimStart().length;
  const body = text.trim();
  try {
    const value = JSON.parse(body) as unknown;
    return value !== null && typeof value === 'object' ? { value, start, end: start + body.length } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The JSON an export reader reads, and where it stands: the whole text where it opens as JSON (a file pasted alone),
 * else the first block of JSON in its prose (a file pasted under a note).
 */
export function pastedJson(text: string): { value: object; start: number; end: number } | undefined {
  return /^\s*[{[]/.test(text) ? wholeJson(text) : jsonBlockInText(text);
}

/** The first block of JSON in a text of prose, fenced, braced or on a line of its own, and where it stands in it. */
export function jsonBlockInText(text: string): { value: object; start: number; end: number } | undefined {
  for (const pattern of [FENCED, BRACED, ONE_LINE]) {
    for (const m of text.matchAll(pattern)) {
      const value = parsedLeniently(pattern === FENCED ? m[1]! : m[0]);
      if (value !== null && typeof value === 'object') return { value, start: m.index!, end: m.index! + m[0].length };
    }
  }
  return balancedBlockInText(text);
}

/** A line that opens a record or a list of records (`{"data":{"gid":…`, `[{"id": …`). */
const OPENING_LINE = /^[ \t]*(?:\{[ \t]*"|\[[ \t]*\{)/gm;

/**
 * `{"data":{"gid":"1208…",` … `…}]}`: a record an API returned, wrapped over lines as the tool that fetched it wrapped
 * them, opening and closing in mid-line. Its end is where its brackets balance (quotes and escapes minded), at a line's end.
 */
function balancedBlockInText(text: string): { value: object; start: number; end: number } | undefined {
  for (const m of text.matchAll(OPENING_LINE)) {
    const from = m.index! + m[0].search(/[{[]/);
    const to = closingOf(text, from);
    if (to === undefined || !/^[ \t]*(?:\n|$)/.test(text.slice(to))) continue;
    const value = parsedLeniently(text.slice(from, to));
    if (value !== null && typeof value === 'object') return { value, start: m.index!, end: to };
  }
  return undefined;
}

/** Where the bracket at `from` is closed (just after its closing bracket), minding strings; undefined if never. */
export function closingOf(text: string, from: number): number | undefined {
  let depth = 0;
  let inString = false;
  for (let at = from; at < text.length; at++) {
    const c = text[at];
    if (inString) {
      if (c === '\\') at++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) return at + 1;
    }
  }
  return undefined;
}

/**
 * The JSON a block holds, or undefined where it holds none. A comma left after a record's last value (`"…": "1.6",\n}`,
 * a hand-trimmed copy) is forgiven: the writer deleted lines below it, the record is still whole. So is a part the
 * writer cut and marked with an ellipsis (`"spells":{...}`, `"inventory":[...]`, `[{…}, ...]`): what is left is read.
 */
function parsedLeniently(body: string): unknown {
  const trimmed = body.replace(/,(\s*[}\]])/g, '$1');
  for (const attempt of [body, trimmed, withCutPartsEmpty(trimmed)]) {
    try {
      return JSON.parse(attempt) as unknown;
    } catch {
      // (Tried again without trailing commas, then given up: the block is no JSON.)
    }
  }
  return undefined;
}

/** An ellipsis (ASCII or "…") marking a part cut out of a JSON copy. */
const CUT = String.raw`(?:\.{3}|…)`;

/** `{...}` and `[...]` as empty ones, and an ellipsis among a list's items or a record's members left out. */
function withCutPartsEmpty(body: string): string {
  return body
    .replace(new RegExp(String.raw`\{\s*${CUT}\s*\}`, 'g'), '{}')
    .replace(new RegExp(String.raw`\[\s*${CUT}\s*\]`, 'g'), '[]')
    .replace(new RegExp(String.raw`,\s*${CUT}\s*(?=[}\]])`, 'g'), '')
    .replace(new RegExp(String.raw`(?<=[{\[])\s*${CUT}\s*,`, 'g'), '');
}

/** The value with each list of records cut to the one the prose picks, where it picks one. */
function withRecordsPicked(value: unknown, prose: string): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) => withRecordsPicked(item, prose));
    if (items.length < 2 || !items.every((item) => item !== null && typeof item === 'object' && !Array.isArray(item))) return items;
    // (A site's JSON-LD "address": [{"@type": "PostalAddress", "name": "Studio", …}, {… "name": "Mailing" …}]: the
    // values of one subject's property, not records to pick among; "it's PO Box 4417, not 4471" mends one of them.)
    if (items.every(isSchemaOrgRecord)) return items;
    // ([{"name": "age", "current": "24", …}, {"name": "eyes", …}]: a character vault's attributes, each a name and its
    // value, are one record's values, not records to pick among.)
    if (items.every(isNameAndValue)) return items;
    const { picked } = recordsPicked(ownMarks(items as Record<string, unknown>[]), prose);
    return picked === undefined ? items : [items[picked]];
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, child]) => [key, withRecordsPicked(child, prose)]));
  }
  return value;
}

/** Whether a record is one attribute written as its name and its value ({"name": "age", "current": "24"}). */
function isNameAndValue(item: unknown): boolean {
  const record = item as Record<string, unknown>;
  return typeof record['name'] === 'string' && ('current' in record || 'value' in record);
}

/**
 * Records an application logged one to a line, after the line's timestamp:
 *
 *     2025-05-12T18:41:03.118Z DEBUG [req 7f2a] payload={"request_type":"update","first_name":"Danae",…}
 *     2025-05-12T18:44:51.905Z DEBUG [req 7f9c] payload={"request_type":"new","first_name":"Jonas",…}
 *     2025-05-12T18:52:17.446Z DEBUG [req 80b1] payload={"request_type":"update","first_name":"Danae",…}
 *
 * Read as one record: the prose's pick where it picks one ("only req 80b1"), else the records it does not set
 * aside ("The lines for req 7f9c … ignore those"), a later one's values over an earlier one's (a user who tried
 * again sent what she meant the second time). The log's other lines go with them: their warnings and timings say
 * how the requests went, not what the record is.
 */
function loggedRecord(text: string): JsonInText | undefined {
  const lines = text.split('\n');
  const logged: { at: number; head: string; record: Record<string, unknown> }[] = [];
  for (const [at, line] of lines.entries()) {
    if (!LOG_HEAD.test(line)) continue;
    const m = line.match(LOGGED_RECORD);
    if (!m) continue;
    try {
      const record = JSON.parse(m[2]!) as unknown;
      if (isRecord(record)) logged.push({ at, head: m[1]!, record });
    } catch {
      // Not JSON after all ("msg={truncated…"): the line stays among the log's others.
    }
  }
  if (logged.length === 0) return undefined;
  const rest = lines.filter((line) => !LOG_HEAD.test(line)).join('\n');
  const records = logged.map(({ record }) => record);
  // A line's own marks: its record's values and the ids its head gives ("[req 7f9c]", "session=7c1e") that no other has.
  const heads = logged.map(({ head }) => (head.replace(LOG_HEAD, '').match(/[\p{L}\d-]*\d[\p{L}\d-]*/gu) ?? []).filter((id) => id.length >= 3));
  const marks = ownMarks(records).map((own, r) => [...own, ...heads[r]!.filter((id) => heads.every((other, o) => o === r || !other.includes(id)))]);
  const { picked, aside } = recordsPicked(marks, rest);
  // ("ignore everything tagged 7c1e": an id several lines share sets them all aside.)
  const idsAside = new Set(heads.flat().filter((id) => rest.split(/[.;!?\n]+/).some((sentence) => SET_ASIDE.test(sentence) && new RegExp(String.raw`(?<![\p{L}\d-])${escapeRegExp(id)}(?![\p{L}\d-])`, 'u').test(sentence))));
  const kept = picked !== undefined ? [records[picked]!] : records.filter((_, r) => !aside.includes(r) && !heads[r]!.some((id) => idsAside.has(id)));
  return { value: kept.reduce(laterRecordApplied, {}), rest };
}

/**
 * A later request after an earlier one: sent again with at least half the same fields (a retry after a failed
 * submit), it replaces the earlier record, so a field the retry dropped ("trade_for") goes too; with other fields (a
 * PATCH of one), it adds to it.
 */
export function laterRecordApplied(earlier: Record<string, unknown>, later: Record<string, unknown>): Record<string, unknown> {
  const keys = Object.keys(earlier);
  const shared = keys.filter((key) => key in later).length;
  return keys.length > 0 && shared * 2 >= keys.length ? later : { ...earlier, ...later };
}

/** A record's own values, as text: every string or number in it, however deep. */
function valuesOf(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'object') return Object.values(value as Record<string, unknown>).flatMap(valuesOf);
  return [String(value)];
}

/** Each record's marks: its values (a code, a name, or a capitalised word of a name) that no other record has. */
function ownMarks(records: Record<string, unknown>[]): string[][] {
  return ownMarksOfValues(records.map(valuesOf));
}

/**
 * The marks of each of several records given as their values (a JSON record's, an XML document's, parse-xml.ts): a
 * value, or a capitalised word of one, that no other record's values hold.
 */
export function ownMarksOfValues(records: string[][]): string[][] {
  return records.map((values, r) => {
    const own = values.flatMap((v) => [v, ...(v.match(/\p{Lu}[\p{L}'’-]{3,}/gu) ?? [])]).filter((v) => v.length >= 4 && /[\p{L}\d]/u.test(v));
    return own.filter((v) => records.every((other, o) => o === r || !other.some((w) => w.includes(v))));
  });
}

/**
 * The record the prose picks: the one whose marks a clause with "only" or "just" mentions, or the one left when the
 * others are set aside ("don't redo that one"). A record is set aside by a clause that mentions it and says so, or
 * by a sentence that mentions it alone of them and says so ("The lines for req 7f9c … are a different person - ignore
 * those").
 */
function recordsPicked(marks: string[][], prose: string): { picked: number | undefined; aside: number[] } {
  const sentences = prose.split(/[.;!?\n]+/).filter((sentence) => sentence.trim() !== '');
  const clauses = sentences.flatMap((sentence) => sentence.split(/\s[-–—]\s/)).filter((clause) => clause.trim() !== '');
  const mentioned = (r: number, clause: string) => marks[r]!.some((mark) => new RegExp(String.raw`(?<![\p{L}\d-])${escapeRegExp(mark)}(?![\p{L}\d-])`, 'u').test(clause));
  const all = marks.map((_, r) => r);
  // ("Only V-004139 needs a form", "use only req 80b1": the mark right after the word, not "(the Remington barrel) is
  // dead, that was only the first attempt".)
  const onlyBefore = (r: number, clause: string) => [...clause.matchAll(/\b(?:only|just)\s+((?:\S+\s+){0,3}\S+)/gi)].some((m) => mentioned(r, m[1]!));
  const pointed = all.filter((r) => clauses.some((clause) => onlyBefore(r, clause)));
  if (pointed.length === 1) return { picked: pointed[0], aside: [] };
  const aside = all.filter(
    (r) =>
      clauses.some((clause) => SET_ASIDE.test(clause) && mentioned(r, clause)) ||
      sentences.some((sentence) => SET_ASIDE.test(sentence) && mentioned(r, sentence) && all.every((o) => o === r || !mentioned(o, sentence))),
  );
  const left = all.filter((r) => !aside.includes(r));
  return { picked: aside.length > 0 && left.length === 1 ? left[0] : undefined, aside };
}
