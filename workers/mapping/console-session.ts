/**
 * An R or Python console session pasted as the text: commands after the prompt ("> ", "+ ", ">>> ", "... "), what
 * they printed, and the writer's comments.
 *
 *     > me <- list(first_mi = "Priyanka R.", last = "Delacroix",
 *     +            status = "Married")
 *     > allow <- c(A = 1, B = 0, C = 0, D = 2)
 *     > # property tax bill came in higher -> rerun with 17900
 *     > employer
 *     $name
 *     [1] "Green Mountain Actuarial Partners"
 *
 * Read as written, the code's quotes and arrows run into every value and the printed values are keyed by nothing. Here:
 * - a comment is a sentence of the writer's ("property tax bill came in higher -> rerun with 17900");
 * - a list or a named vector written out is one "key: value" line per name, keyed by the variable too when it is a
 *   record ("me first mi: Priyanka R.", "spouse name: Julien Delacroix"), by the name alone for a worksheet's
 *   lettered lines ("A: 1"); a figure or a quoted value given a name is that name's ("w4 line 6: 20");
 * - `str()`'s lines (" $ first_mi : chr "Priyanka R."") and a printed list's items ("$name" over "[1] "…"") are
 *   "key: value" lines, keyed by the object printed ("employer name: …", "two earner line 1: 8" for the result of
 *   `two_earner(…)`); a single value printed after a name ("H <- sum(allow); H" then "[1] 6") is that name's;
 * - a named vector printed (its names over its values) is one line per name;
 * - other commands, and the console's own lines, go. Printed tables stay as they are.
 * A text with fewer than MIN_COMMANDS prompts stays as written.
 */

/** "> cmd", "+ continued", ">>> cmd", "... continued" (1 the prompt, 2 the code). */
const PROMPT = /^\s*(>>>|\.\.\.|>|\+)\s?(.*)$/;
/** `name <- value`, `name = value` (1 the name, 2 the value). */
const ASSIGNMENT = /^([A-Za-z_][\w.]*)\s*(?:<-|=)\s*(.+)$/;
/** `list(a = "x", b = 2)`, `c(A = 1, B = 0)`, `dict(a="x")` (1 the call, 2 its arguments). */
const NAMED_LITERAL = /^(list|c|dict)\s*\(([\s\S]*)\)\s*$/;
/** `first_mi = "Priyanka R."`, `wages = 41000`, `"a": 1` (1 or 2 the name, 3 the value). */
const NAMED_ITEM = /(?:^|,)\s*(?:([A-Za-z_][\w.]*)|["']([^"']+)["'])\s*[=:]\s*("(?:[^"\\]|\\.)*"|'[^']*'|-?[\d.]+|TRUE|FALSE|True|False)\s*(?=,|$)/g;
/** A function call assigned: `tew <- two_earner(line1 = …)` (1 the function). */
const CALL = /^([A-Za-z_][\w.]*)\s*\(/;
/** ` $ first_mi   : chr "Priyanka R."`, ` $ wages: num 41000` (1 the name, 2 the value). */
const STR_LINE = /^\s*\$\s*([\w.]+)\s*:\s*(?:chr|num|int|logi|Factor\s+w\/\s+\d+\s+levels?)\s+(.+)$/;
/** `$name` alone: a printed list's item, its value on the next line. */
const LIST_ITEM = /^\s*\$([\w.]+)\s*$/;
/** `[1] "Green Mountain Actuarial Partners"`, `[1] 8`. */
const PRINTED_VALUE = /^\s*\[1\]\s+(.+)$/;
/** The console's own lines: its banner, "List of 6", the workspace question. */
const CONSOLE_LINE = /^\s*(?:R version \d|Python \d|Type "help"|List of \d+\s*$|Save workspace image|\[Previously saved workspace|Warning messages?:\s*$)/;
/** A Python command after its prompt: an assignment, a call, an import. */
const PYTHON_CODE = /^\s*>>>\s*(?:[A-Za-z_][\w.]*\s*(?:=(?!=)|\()|(?:import|from)\s+\w)/;
/** Fewer commands than this make no console session. */
const MIN_COMMANDS = 3;

export function withConsoleSessionRead(text: string): string {
  const lines = text.split('\n');
  // (An R session shows an assignment with "<-" after its prompt; a Python one, its ">>>" prompts and code after one.
  // A reply's quoted lines, "> Thanks, see below", are neither, nor a thread quoted three deep, ">>> $600 cash and …".)
  const python = lines.filter((line) => /^\s*>>>\s/.test(line)).length >= MIN_COMMANDS && lines.some((line) => PYTHON_CODE.test(line));
  const r = lines.filter((line) => /^\s*>\s/.test(line)).length >= MIN_COMMANDS && lines.some((line) => /^\s*>\s*[A-Za-z_][\w.]*\s*<-/.test(line));
  if (!python && !r) return text;
  const out: string[] = [];
  // The object the last command printed ("employer", "two earner" for a call's result), and the calls assigned.
  let printed = '';
  const madeBy = new Map<string, string>();
  for (let at = 0; at < lines.length; at++) {
    const prompt = lines[at]!.match(PROMPT);
    if (prompt && (prompt[1] === '>' || prompt[1] === '>>>')) {
      // A command and its continuation lines.
      let code = prompt[2]!;
      while (at + 1 < lines.length && /^\s*(?:\+|\.\.\.)\s/.test(lines[at + 1]!)) code += ` ${lines[++at]!.replace(/^\s*(?:\+|\.\.\.)\s?/, '').trim()}`;
      const hash = commentAt(code);
      const comment = hash >= 0 ? code.slice(hash + 1).trim() : '';
      const statements = (hash >= 0 ? code.slice(0, hash) : code).split(/;\s*/).map((s) => s.trim()).filter((s) => s !== '');
      if (comment !== '') out.push(comment);
      printed = '';
      for (const statement of statements) {
        const assigned = statement.match(ASSIGNMENT);
        if (!assigned) {
          if (/^[A-Za-z_][\w.]*$/.test(statement)) printed = madeBy.get(statement) ?? statement;
          else printed = words(statement.match(/^str\s*\(\s*([A-Za-z_][\w.]*)/)?.[1] ?? '');
          continue;
        }
        const [, name, value] = assigned;
        madeBy.set(name!, name!);
        const literal = value!.match(NAMED_LITERAL);
        if (literal) {
          const items = [...literal[2]!.matchAll(NAMED_ITEM)].map((m) => [m[1] ?? m[2]!, unquoted(m[3]!)] as const);
          // (A worksheet's lettered lines, "c(A = 1, B = 0, …)", keep their letters alone.)
          const letters = items.every(([key]) => /^[A-Z]$/.test(key));
          for (const [key, item] of items) out.push(`${letters ? key : `${words(name!)} ${words(key)}`}: ${item}`);
          continue;
        }
        // ("tew <- two_earner(…)": a short name for what a call made is known by the call; "H <- sum(allow)", a
        // worksheet's line, keeps its letter.)
        const call = value!.match(CALL);
        if (call && !/^[A-Z]$/.test(name!) && call[1]!.length > name!.length) madeBy.set(name!, words(call[1]!.replace(/^\w+\./, '')));
        else if (call) continue;
        else if (/^(?:"[^"]*"|'[^']*'|-?\d[\d.]*|TRUE|FALSE|True|False)$/.test(value!.trim())) out.push(`${words(name!)}: ${unquoted(value!.trim())}`);
      }
      continue;
    }
    const line = lines[at]!;
    if (prompt && (prompt[1] === '+' || prompt[1] === '...')) continue;
    if (CONSOLE_LINE.test(line)) continue;
    const str = line.match(STR_LINE);
    if (str) {
      out.push(`${printed ? `${printed} ` : ''}${words(str[1]!)}: ${unquoted(str[2]!.trim())}`);
      continue;
    }
    const item = line.match(LIST_ITEM);
    const value = lines[at + 1]?.match(PRINTED_VALUE);
    if (item && value) {
      out.push(`${printed ? `${printed} ` : ''}${words(item[1]!)}: ${unquoted(value[1]!.trim())}`);
      at++;
      continue;
    }
    const single = line.match(PRINTED_VALUE);
    if (single && printed !== '') {
      out.push(`${printed}: ${unquoted(single[1]!.trim())}`);
      continue;
    }
    // A named vector printed: "A B C D E F G" over "1 0 0 2 0 1 2".
    const names = line.trim().split(/\s+/);
    const values = lines[at + 1]?.trim().split(/\s+/) ?? [];
    if (names.length >= 3 && names.length === values.length && names.every((n) => /^[A-Za-z_][\w.]*$/.test(n)) && values.every((v) => /^-?\d[\d.]*$/.test(v))) {
      out.push(...names.map((n, k) => `${n}: ${values[k]}`));
      at++;
      continue;
    }
    out.push(line);
  }
  return out.join('\n');
}

/** Where a line of code's comment starts: its first `mark` ("#" in R and Python, ";" in a ledger) outside quotes, or -1. */
export function commentAt(code: string, mark = '#'): number {
  let quote = '';
  for (let k = 0; k < code.length; k++) {
    const c = code[k]!;
    if (quote !== '') {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === mark) return k;
  }
  return -1;
}

/** "first_mi" → "first mi", "line1" → "line 1", "two_earner" → "two earner". */
function words(name: string): string {
  return name.replace(/[_.]+/g, ' ').replace(/(\p{L})(\d)/gu, '$1 $2').trim();
}

function unquoted(value: string): string {
  return value.replace(/^"((?:[^"\\]|\\.)*)"$|^'([^']*)'$/, (_, double?: string, single?: string) => double ?? single ?? '');
}
