/**
 * A character pasted as a game's script source: a visual novel's Ren'Py files (`default wren_age = 19`,
 * `$ wren_age += 2`, `$ wren_items.append("whalebone spyglass")`, `label true_route_skip:`) or an interactive
 * story's Ink source (`VAR wren_gold = 35`, `~ wren_gold = wren_gold + 90`, `=== lighthouse ===`). Read as written, the
 * starting values are the character's, and every later change is lost or read as a second value.
 *
 * The script is played through instead: its variables start as declared, and each change is made in the order the
 * script gives it, skipping the branches the writer says did not happen ("NOT the bad-end branch", "The undertow
 * branch is the bad ending nobody played — ignore everything that happens in it"). What the character holds at the
 * end is written as keyed lines: where the script prints a sheet of its own (an Ink knot with "AGE: {wren_age}"),
 * that sheet filled in, its "{ lighthouse: … - else: … }" text as the route played chooses; otherwise one line per
 * variable of the character's ("Age: 21", "Allies: Magister Oduya; Harbormaster Ines Roque"), the name from its
 * Character definition, a list's items between semicolons, and its items and gold together as treasure. A plain
 * function of the text; a text without such a script is returned as it is.
 */

/** Lines only such scripts write. */
const RENPY_MARKS = [/^\s*default\s+\w+\s*=/m, /^\s*label\s+\w+\s*:/m, /^\s*\$\s*\w+/m];
const INK_MARKS = [/^\s*VAR\s+\w+\s*=/m, /^\s*={2,}\s*\w+\s*={0,}\s*$/m, /^\s*~\s*\w+\s*=/m];
/** The fewest kinds of those lines that make a text a script. */
const FEWEST_MARKS = 2;

/** A line of script: a declaration, a statement, a block's head, a jump, a choice, a comment, a line of dialogue. */
const SCRIPT_LINE =
  /^\s*(?:(?:define|default|image|label|menu|jump|call|scene|show|hide|play|stop|with|return|pause|centered|window|VAR|CONST|INCLUDE|EXTERNAL)\b|\$|~|->|={1,}\s*\w|[*+]\s|-\s+else\s*:|#|\/\/|\{|\}|\w+\s+"[^"]*"\s*$|"[^"]*"\s*:\s*$|[\w ]+:\s*$|END\s*$)/;

/** A value as the script writes it. */
type Value = string | number | string[];

interface Block {
  name: string;
  lines: string[];
}

/** The text with a game's script played through to its character's values; the text as it is without one. */
export function withGameScriptRead(text: string): string {
  const renpy = RENPY_MARKS.filter((mark) => mark.test(text)).length >= FEWEST_MARKS;
  const ink = !renpy && INK_MARKS.filter((mark) => mark.test(text)).length >= FEWEST_MARKS;
  if (!renpy && !ink) return text;
  const lines = text.split('\n');
  const first = lines.findIndex((line) => (renpy ? /^\s*(?:define|default|label)\s/ : /^\s*(?:VAR|CONST|={2,})\s*\w/).test(line));
  let last = lines.length - 1;
  while (last > first && !SCRIPT_LINE.test(lines[last]!)) last--;
  if (first < 0) return text;
  const script = lines.slice(first, last + 1);
  const prose = [...lines.slice(0, first), ...lines.slice(last + 1)].join('\n');
  const dead = deadBranches(prose);
  const { variables, characters, visited, template } = played(script, renpy, dead);
  const read = template ? sheetFilled(template, variables, visited) : keyedValues(variables, characters);
  return [...lines.slice(0, first), ...read, ...lines.slice(last + 1)].join('\n');
}

/**
 * The words of the branches the writer says did not happen: "NOT the bad-end branch", "the undertow branch is the bad
 * ending nobody played", "ignore the X route". Each as its words ("bad end", "undertow").
 */
function deadBranches(prose: string): string[][] {
  return [...prose.matchAll(BRANCH_DENIED)].map((m) => (m[1] ?? m[2])!.toLowerCase().split(/[-_\s]+/));
}
/** "the bad-end branch", "the undertow route": a branch by its words. */
const BRANCH = String.raw`the\s+([\p{L}\d][\p{L}\d_-]{1,30}(?:\s+[\p{L}\d][\p{L}\d_-]{1,30})?)\s+(?:branch|route|ending|path|timeline)\b`;
/** "NOT the bad-end branch", "ignore the X route"; "the undertow branch is the bad ending nobody played", "… never happened". */
const BRANCH_DENIED = new RegExp(
  String.raw`\b(?:not|never|ignore|skip|drop)\s+(?:\p{L}+\s+){0,2}?${BRANCH}|\b${BRANCH}[^.;\n]{0,40}?\b(?:never\s+happened|nobody\s+played|no\s+one\s+played|didn['’]t\s+happen|doesn['’]t\s+count|is\s+ignored|to\s+ignore)`,
  'giu',
);

/** Whether a block's name opens with a dead branch's words ("bad_end_kell" with "bad end"). */
function isDead(name: string, dead: string[][]): boolean {
  const words = name.toLowerCase().split(/[_\s]+/);
  return dead.some((branch) => branch.every((word, i) => words[i] === word));
}

interface Played {
  variables: Map<string, Value>;
  /** A Ren'Py character's short name → its full name: `define w = Character("Wren Halloway", …)`. */
  characters: Map<string, string>;
  visited: Set<string>;
  /** An Ink knot that prints the sheet, its lines. */
  template?: string[];
}

function played(script: string[], renpy: boolean, dead: string[][]): Played {
  const variables = new Map<string, Value>();
  const characters = new Map<string, string>();
  const visited = new Set<string>();
  let template: string[] | undefined;
  for (const block of blocksOf(script, renpy)) {
    if (isDead(block.name, dead)) continue;
    visited.add(block.name);
    if (!renpy && block.lines.some((line) => /\{\s*\w+\s*\}/.test(line) && /^[\p{L} &'’-]+:/u.test(line.trim()))) {
      template = block.lines;
      continue;
    }
    for (const raw of block.lines) {
      const line = raw.replace(/\s+(?:#|\/\/)[^"\n]*$/, '').trim();
      const character = line.match(/^define\s+(\w+)\s*=\s*Character\(\s*(?:_\()?"([^"]+)"/);
      if (character) {
        characters.set(character[1]!, character[2]!);
        continue;
      }
      const declared = line.match(/^(?:define|default|VAR|CONST)\s+(\w+)\s*=\s*(.+)$/);
      const assigned = line.match(/^(?:\$|~)\s*(\w+)\s*(=|\+=|-=)\s*(.+)$/);
      const listed = line.match(/^\$\s*(\w+)\.(append|remove)\(\s*(.+?)\s*\)$/);
      if (declared) variables.set(declared[1]!, evaluated(declared[2]!, variables));
      else if (assigned) {
        const value = evaluated(assigned[3]!, variables);
        const before = variables.get(assigned[1]!);
        variables.set(assigned[1]!, assigned[2] === '=' ? value : combined(before, value, assigned[2] === '+=' ? 1 : -1));
      } else if (listed) {
        const list = variables.get(listed[1]!);
        const item = evaluated(listed[3]!, variables);
        if (Array.isArray(list) && typeof item === 'string') variables.set(listed[1]!, listed[2] === 'append' ? [...list, item] : list.filter((x) => x !== item));
      }
    }
  }
  return { variables, characters, visited, ...(template ? { template } : {}) };
}

/** The script's blocks in order: what comes before the first label or knot, then each label, knot and stitch. */
function blocksOf(script: string[], renpy: boolean): Block[] {
  const blocks: Block[] = [{ name: '', lines: [] }];
  for (const line of script) {
    const head = renpy ? line.match(/^label\s+(\w+)\s*:/) : line.match(/^\s*={1,}\s*(\w+)\s*={0,}\s*$/);
    if (head) blocks.push({ name: head[1]!, lines: [] });
    // (A Ren'Py file's top-level lines after a label, "define …" in the next file, are no part of the label.)
    else if (renpy && /^\S/.test(line) && blocks.length > 1 && /^(?:define|default|image)\b/.test(line)) blocks[0]!.lines.push(line);
    else blocks[blocks.length - 1]!.lines.push(line);
  }
  return blocks;
}

/** A value written in the script: a number, a string, a list of strings, a variable, or a sum of them. */
function evaluated(written: string, variables: Map<string, Value>): Value {
  const terms = written.trim().match(/"(?:[^"\\]|\\.)*"|\[[^\]]*\]|_\("(?:[^"\\]|\\.)*"\)|[+-]|[^\s+-][^+-]*/g) ?? [];
  let value: Value | undefined;
  let sign = 1;
  for (const term of terms) {
    if (term === '+' || term === '-') {
      sign = term === '+' ? 1 : -1;
      continue;
    }
    const one = termValue(term.trim(), variables);
    value = value === undefined ? one : combined(value, one, sign);
  }
  return value ?? '';
}

function termValue(term: string, variables: Map<string, Value>): Value {
  const quoted = term.match(/^(?:_\()?"((?:[^"\\]|\\.)*)"\)?$/);
  if (quoted) return unescaped(quoted[1]!);
  if (/^\[.*\]$/.test(term)) return [...term.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => unescaped(m[1]!));
  if (/^-?\d+(?:\.\d+)?$/.test(term)) return Number(term);
  return variables.get(term) ?? term;
}

function unescaped(text: string): string {
  return text.replace(/\\(["\\])/g, '$1').replace(/\{\/?[a-z]+(?:=[^}]*)?\}/g, '');
}

/** A value changed by another: numbers added or taken away, a string or a list added to. */
function combined(before: Value | undefined, change: Value, sign: number): Value {
  if (typeof before === 'number' && typeof change === 'number') return before + sign * change;
  if (Array.isArray(before)) return sign > 0 ? [...before, ...(Array.isArray(change) ? change : [String(change)])] : before.filter((x) => x !== change);
  if (sign > 0 && before !== undefined) return `${before}${change}`;
  return change;
}

/** An Ink sheet's lines filled in: "{wren_age}" its value, "{ lighthouse: … - else: … }" as the route played chose. */
function sheetFilled(template: string[], variables: Map<string, Value>, visited: Set<string>): string[] {
  const text = template.filter((line) => !/^\s*->/.test(line)).join('\n');
  const chosen = text.replace(/\{\s*(\w+)\s*:\s*([\s\S]*?)\n\s*-\s*else\s*:\s*([\s\S]*?)\}/g, (_whole, knot: string, then: string, otherwise: string) => (visited.has(knot) ? then : otherwise).trim());
  return chosen
    .replace(/\{\s*(\w+)\s*\}/g, (whole, name: string) => (variables.has(name) ? shown(variables.get(name)!) : whole))
    .split('\n')
    .map((line) => line.trim())
    .flatMap((line) => line.split(/\s{3,}(?=[\p{Lu}][\p{Lu} &]+:)/u))
    .filter((line) => line !== '')
    // ("BACKSTORY:" over its paragraph: the key's value on the line under it.)
    .reduce<string[]>((out, line) => {
      if (out.length > 0 && /:$/.test(out[out.length - 1]!) && !/:/.test(line)) out[out.length - 1] = `${out[out.length - 1]} ${line}`;
      else out.push(line);
      return out;
    }, []);
}

function shown(value: Value): string {
  return Array.isArray(value) ? value.join('; ') : String(value);
}

/** Variable words that are a character's backstory: a codex entry, a biography. */
const BACKSTORY_WORDS = /^(?:codex|bio|biography|description|lore|backstory|history|blurb)$/i;
const ITEM_WORDS = /^(?:items|inventory|treasure|equipment|gear)$/i;
const GOLD_WORDS = /^(?:gold|coins|gp|money)$/i;

/** The character's variables as keyed lines, by the prefix its variables share with its name. */
function keyedValues(variables: Map<string, Value>, characters: Map<string, string>): string[] {
  const names = [...characters.values()];
  const prefixOf = (variable: string) => variable.split('_')[0]!.toLowerCase();
  const counts = new Map<string, number>();
  for (const name of variables.keys()) counts.set(prefixOf(name), (counts.get(prefixOf(name)) ?? 0) + 1);
  const prefix = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const name = names.find((full) => full.split(/\s+/)[0]!.toLowerCase() === prefix);
  const out: string[] = name ? [`Name: ${name}`] : [];
  let items: string[] | undefined;
  let gold: number | undefined;
  for (const [variable, value] of variables) {
    const words = variable.split('_').filter((word, i) => !(i === 0 && word.toLowerCase() === prefix) && word.toLowerCase() !== prefix);
    if (words.length === 0 || !variable.toLowerCase().split('_').includes(prefix ?? '')) continue;
    const key = words.join(' ');
    if (ITEM_WORDS.test(key) && Array.isArray(value)) items = value;
    else if (GOLD_WORDS.test(key) && typeof value === 'number') gold = value;
    else out.push(`${BACKSTORY_WORDS.test(key) ? 'Backstory' : key.charAt(0).toUpperCase() + key.slice(1)}: ${shown(value)}`);
  }
  if (items || gold !== undefined) out.push(`Treasure: ${[...(items ?? []), ...(gold !== undefined ? [`${gold} gp`] : [])].join(', ')}`);
  return out;
}
