/**
 * A record written as code and pasted as the text: a test fixture's `dict(first_name="Ingrid", …)`, a Python or
 * JavaScript object literal (`"city": "Göteborg",` / `postcode: "412 54",`), a Ruby hash. Read line by line, its
 * quotes, trailing commas and comments stay in the values, `None` and `False` read as words, a `date(2024, 11, 5)`
 * is no date, and a commented-out older record ("# APPLICANT_2 = dict(first_name=\"Lukas\", …)") reads like the
 * live one. Here each assignment becomes a "key words: value" line:
 * - a quoted string loses its quotes and escapes; a number stays; True/true is "yes", False/false "no";
 *   None/null/nil is no value and its line goes;
 * - `date(2024, 11, 5)` and `datetime(…)` are the ISO date "2024-11-05"; a set or list of strings is its items
 *   joined with commas;
 * - snake_case and camelCase keys become words ("first_name", "firstName" → "first name"), and a unit at a key's
 *   end goes with its number ("height_m=1.74" → "height: 1.74 m");
 * - comments go, and with them every line commented out; so do the lines that only open or close the literal and
 *   the imports.
 * A text with fewer than three assignments of a quoted string, or without a trailing comma or an opening of a
 * literal, is no code and stays as written.
 */
import { findTypedValues } from './detect-values.js';

const STRING = String.raw`"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'`;
const LITERAL = String.raw`${STRING}|-?\d[\d_]*(?:\.\d+)?|True|False|None|true|false|null|nil|undefined|[A-Za-z_][\w.]*\([^()]*\)|\([^()]*\)|\{[^{}]*\}|\[[^[\]]*\]`;
const KEY = String.raw`[A-Za-z_]\w*|"[^"\n]+"|'[^'\n]+'`;
/** One `key=value,` or `"key": value,` at the reading position. */
const ASSIGNMENT = new RegExp(String.raw`\s*(${KEY})\s*(=|:|=>)\s*(${LITERAL})\s*[,;]?`, 'y');
/** "APPLICANT_3 = dict(", "const applicant = {", "applicant3 = Applicant(", "course.update({", "{": what opens the literal. */
const OPENER = /^\s*(?:(?:(?:const|let|var)\s+)?[A-Za-z_][\w.]*\s*(?::\s*\w+\s*)?=\s*(?:[A-Za-z_][\w.]*\(|\{)|[A-Za-z_][\w.]*\(\s*\{?|\{)?\s*/y;
/** The variable a literal is given to or merged into: "course = {" (1), "applicant.update({" (2). */
const OWNER = /^\s*(?:(?:const|let|var)\s+)?([A-Za-z_]\w*)\s*(?::\s*\w+\s*)?=\s*(?:[A-Za-z_][\w.]*\(|\{)|^\s*([A-Za-z_]\w*)\.update\(/;
/**
 * Keys that say what a value is only with the record they are in: a course's "title" is no applicant's, its "start" no
 * job's. These take the record's name before them ("course title"); keys that say it whole ("office_phone") do not.
 */
const BARE_KEY = /^(?:title|name|number|start|end|site|web|code|date|type|phone|email)$/;
const CLOSER = /\s*[)}\]]*\s*[,;]?\s*/y;
/** A line that only opens a literal: "APPLICANT_3 = dict(", "const applicant = {". */
const OPENING_LINE = /^\s*(?:(?:const|let|var)\s+)?[A-Za-z_][\w.]*\s*(?::\s*\w+\s*)?=\s*(?:[A-Za-z_][\w.]*\(|\{)\s*$/;
const COMMENT = /^\s*(?:#|\/\/)/;
const TRAILING_COMMENT = /^\s*(?:#|\/\/).*$/;
/** What a commented-out assignment starts with: "APPLICANT_2 = dict(", "height_m=1.72", 'country="AT"'. */
const COMMENTED_OUT = /^\s*[A-Za-z_][\w.]*\s*(?:=\s*[\w.]*\(|=\s*\{|[=:]\s*(?:["'\d[{]|True\b|False\b|None\b))/;
const IMPORT = /^\s*(?:from\s+[\w.]+\s+)?import\s/;
const MIN_QUOTED = 3;
/** A unit a key ends with: "height_m", "weightKg", "length_cm". */
const UNIT_SUFFIX = /(?<=[a-z])(?:_|(?=[A-Z]))(mm|cm|m|km|g|kg|lbs?|Mm|Cm|M|Km|G|Kg|Lbs?)$/;

interface Assignment {
  key: string;
  value: string;
}

/** The assignments a line consists of, in order; undefined when the line holds anything else. */
function assignmentsOf(line: string): Assignment[] | undefined {
  // "languages={…}" is an assignment, "APPLICANT_3 = dict(first_name=…" an opening followed by some.
  return assignmentsFrom(line, 0) ?? assignmentsFrom(line, openingEnd(line));
}

function openingEnd(line: string): number {
  OPENER.lastIndex = 0;
  OPENER.exec(line);
  return OPENER.lastIndex;
}

function assignmentsFrom(line: string, start: number): Assignment[] | undefined {
  let at = start;
  const found: Assignment[] = [];
  for (;;) {
    ASSIGNMENT.lastIndex = at;
    const m = ASSIGNMENT.exec(line);
    if (!m) break;
    found.push({ key: m[1]!, value: m[3]! });
    at = ASSIGNMENT.lastIndex;
  }
  if (found.length === 0) return undefined;
  CLOSER.lastIndex = at;
  CLOSER.exec(line);
  const rest = line.slice(CLOSER.lastIndex);
  return rest === '' || TRAILING_COMMENT.test(rest) ? found : undefined;
}

function unquoted(literal: string): string {
  return literal.slice(1, -1).replace(/\\(.)/g, '$1');
}

/** A literal as the words a person would write; undefined for no value (None, null). */
export function literalValue(literal: string): string | undefined {
  const text = literal.trim();
  if (/^["']/.test(text)) return unquoted(text);
  if (/^(?:None|null|nil|undefined)$/.test(text)) return undefined;
  if (/^(?:True|true)$/.test(text)) return 'yes';
  if (/^(?:False|false)$/.test(text)) return 'no';
  const call = text.match(/^([A-Za-z_][\w.]*)\(([^()]*)\)$/);
  if (call) {
    const date = call[2]!.match(/^\s*(\d{4})\s*,\s*(\d{1,2})\s*,\s*(\d{1,2})\b/);
    if (/date/i.test(call[1]!) && date) return `${date[1]}-${date[2]!.padStart(2, '0')}-${date[3]!.padStart(2, '0')}`;
    const single = call[2]!.trim();
    if (new RegExp(`^(?:${STRING})$`).test(single)) return unquoted(single);
    return text;
  }
  // ("Dr. Tomasz Wierzbicki, …", "206-555-0152", "tomasz…@noaa.gov"): a tuple's strings, as a list's.
  if (/^[{[(]/.test(text)) {
    const items = [...text.matchAll(new RegExp(STRING, 'g'))].map((m) => unquoted(m[0]));
    // A dict's "key": value pairs are no list of values.
    if (items.length > 0 && !/["']\s*:/.test(text)) return items.join(', ');
    return text;
  }
  return text.replace(/_/g, '');
}

/** Whether a string is one value of a kind the value detector knows, whole ("206-555-0152" a phone). */
const isWhole = (item: string, kind: 'phone' | 'email'): boolean => findTypedValues(item).some((found) => found.kind === kind && found.start === 0 && found.end === item.length);

/**
 * `"first_line": ("Dr. Tomasz Wierzbicki, …", "206-555-0152", "tomasz…@noaa.example.gov")`: a tuple or list of a
 * person's strings says which is the phone and which the e-mail only by its shape; each goes on a line of its own
 * ("first line phone: 206-555-0152"), the rest on the key's line.
 */
function keyedItems(said: string, literal: string, words: string): string[] {
  if (!/^\s*[([]/.test(literal)) return [`${said}: ${words}`];
  const items = [...literal.matchAll(new RegExp(STRING, 'g'))].map((m) => unquoted(m[0]).trim());
  const phones = items.filter((item) => isWhole(item, 'phone'));
  const emails = items.filter((item) => isWhole(item, 'email'));
  if (phones.length !== 1 && emails.length !== 1) return [`${said}: ${words}`];
  const rest = items.filter((item) => !phones.includes(item) && !emails.includes(item));
  return [
    ...(rest.length > 0 ? [`${said}: ${rest.join(', ')}`] : []),
    ...phones.map((phone) => `${said} phone: ${phone}`),
    ...emails.map((email) => `${said} email: ${email}`),
  ];
}

/** "course", "APPLICANT_3" → "course", "applicant"; "d", "data", "record" say nothing of what the record is. */
function ownerWords(name: string): string {
  const words = keyWords(name).replace(/(?:\s*\d+)+$/, '');
  return /^(?:[a-z]|data|record|row|item|obj|payload|params|kwargs|args|info|fields|values)$/.test(words) ? '' : words;
}

/** "first_name", "firstName", "'first name'", "sup1" → "first name", …, "sup 1". */
function keyWords(key: string): string {
  const bare = /^["']/.test(key) ? key.slice(1, -1) : key;
  return bare
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    // ("sup1", "line2": a number run on to a word is a word of its own.)
    .replace(/([a-z])(\d)/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * `course["delivery"] = "1 - Traditional Classroom"`, `course["start"], course["end"] = "2026-03-16", "2026-03-19"`: a
 * record's keys set one at a time after it was made, the variable they belong to (lower case) and the assignments.
 */
function subscriptAssignments(line: string): { variable: string; found: Assignment[] } | undefined {
  const m = line.match(SUBSCRIPTS_SET);
  if (!m) return undefined;
  const targets = [...m[1]!.matchAll(SUBSCRIPT)];
  const values = [...m[2]!.matchAll(new RegExp(String.raw`\s*(${LITERAL})\s*(?:,|$)`, 'gy'))].map((v) => v[1]!);
  const variables = new Set(targets.map((t) => t[1]!.toLowerCase()));
  if (targets.length !== values.length || variables.size !== 1) return undefined;
  return { variable: [...variables][0]!, found: targets.map((t, k) => ({ key: t[3]!, value: values[k]! })) };
}
const SUBSCRIPT = /([A-Za-z_]\w*)\[\s*(["'])([^"'\n]+)\2\s*\]/g;
const SUBSCRIPTS_SET = new RegExp(String.raw`^\s*((?:[A-Za-z_]\w*\[\s*["'][^"'\n]+["']\s*\]\s*,\s*)*[A-Za-z_]\w*\[\s*["'][^"'\n]+["']\s*\])\s*=\s*((?:${LITERAL})(?:\s*,\s*(?:${LITERAL}))*)\s*(?:(?:#|\/\/).*)?$`);

export function linesWithCodeLiteralsRead(lines: string[]): string[] {
  const subscripts = lines.map((line) => (COMMENT.test(line) ? undefined : subscriptAssignments(line)));
  const read = lines.map((line, i) => (COMMENT.test(line) ? undefined : (assignmentsOf(line) ?? subscripts[i]?.found)));
  const quoted = read.filter((found) => found?.some((a) => /^["']/.test(a.value))).length;
  // Code separates its assignments with commas, or opens the literal on a line of its own; a TOML or INI file
  // (parse-config.ts) does neither.
  const commaEnded = lines.filter((line, i) => read[i] !== undefined && /,\s*(?:(?:#|\/\/).*)?$/.test(line)).length;
  const codeLike = commaEnded >= MIN_QUOTED - 1 || lines.some((line, i) => OPENING_LINE.test(line) && read[i + 1] !== undefined);
  if (quoted < MIN_QUOTED || !codeLike) return lines;
  const first = read.findIndex((found) => found !== undefined);
  const last = read.findLastIndex((found) => found !== undefined);
  // Each line read, with the variable and key it assigns ("course|start"): code that assigns one again later
  // ("course.update({"start": date(2026, 4, 20)})", "tuition = 2150.00") changes it, and the earlier value goes.
  const out: { text: string; assigns?: string; line?: number }[] = [];
  let owner = '';
  let variable = '';
  lines.forEach((line, i) => {
    const opening = line.match(OWNER);
    if (opening) {
      variable = (opening[1] ?? opening[2]!).toLowerCase();
      owner = ownerWords(variable);
    }
    const found = read[i];
    // (A key set by subscript is its variable's, whatever literal the lines above opened.)
    const subscript = subscripts[i];
    if (found && subscript) [owner, variable] = [ownerWords(subscript.variable), subscript.variable];
    if (found) {
      for (const { key, value } of found) {
        const words = literalValue(value);
        if (words === undefined || words === '') continue;
        // "height_m=1.74": the key's unit is the number's ("height: 1.74 m"), as a box in centimetres converts it.
        const unit = /^-?[\d.]+$/.test(words) ? key.match(UNIT_SUFFIX) : null;
        const named = keyWords(unit ? key.slice(0, unit.index) : key);
        const said = owner !== '' && BARE_KEY.test(named) ? `${owner} ${named}` : named;
        const assigns = `${variable}|${named}`;
        if (unit) out.push({ text: `${said}: ${words} ${unit[1]!.toLowerCase()}`, assigns, line: i });
        else out.push(...keyedItems(said, value, words).map((text) => ({ text, assigns, line: i })));
      }
      if ((/[)}]\s*[,;]?\s*(?:(?:#|\/\/).*)?$/.test(line) && !/[({]\s*$/.test(line) && opening) || subscript) owner = variable = '';
      return;
    }
    // Comments inside the literal, and any commented-out code elsewhere, go with what they comment out.
    if (COMMENT.test(line) && ((i > first && i < last) || COMMENTED_OUT.test(line.replace(COMMENT, '')))) return;
    if (IMPORT.test(line)) return;
    // What only opens or closes the literal: "APPLICANT_3 = dict(", ")", "})"; after its close, keys are no longer its.
    if (/^\s*[)}\]]+\s*[,;]?\s*$/.test(line)) owner = variable = '';
    if (OPENING_LINE.test(line) || /^\s*[)}\]]+\s*[,;]?\s*$/.test(line)) return;
    out.push({ text: line });
  });
  const lastLine = new Map(out.map((entry) => [entry.assigns, entry.line]));
  return out.filter((entry) => entry.assigns === undefined || lastLine.get(entry.assigns) === entry.line).map((entry) => entry.text);
}
