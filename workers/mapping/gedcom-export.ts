/**
 * A genealogy program's GEDCOM export pasted into a request (RootsMagic, Gramps, Family Tree Maker, Legacy):
 *
 *     0 @I1@ INDI
 *     1 NAME Wilhelmina /Thornbury/
 *     2 NICK Mina
 *     1 BIRT
 *     2 DATE 1451
 *     1 FACT ash-blonde
 *     2 TYPE Hair colour
 *     1 ASSO @I5@
 *     2 RELA Ally
 *     1 NOTE @N1@
 *     …
 *     0 @N1@ NOTE Mina grew up above her father's map shop … and the Black Network threw her ou
 *     1 CONC t. Two years later …
 *
 * Read as one person's keyed lines: the person the writer names by the record's id ("use ONLY Mina, who is @I1@", "I'm
 * Isveth (I0000)"), else the file's first; their name, nickname, sex, birth year and place, occupation, description,
 * attributes keyed by their TYPE, events (but not one that ended: a faction membership from 1463 to 1467), traits,
 * possessions, the people they are tied to, grouped by the tie ("Allies: Tobin Greenbottle (riverboat pilot …)"), and
 * their notes, their lines joined as GEDCOM says (CONC glues on, CONT starts a new line). A writer's line that points at
 * the record ("Backstory: the long note @N1@", "Treasure: the PROP lines, except the silver map case") is given what it
 * points at. Where the writer asks for feet and inches, pounds, or an age worked out from the birth year ("it's 1492
 * DR"), the record's metric measures and birth year are given so. Every other record (a twin's, the parents') says
 * nothing of the form. A plain function of the text.
 */
import { inUnitsAsked } from './imperial-units.js';
import { escapeRegExp } from './normalize-text.js';

/** "0 @I1@ INDI", "1 NAME Wilhelmina /Thornbury/", "2 CONC t. Two years …": a GEDCOM line (level, id, tag, value). */
const GEDCOM_LINE = /^(\d{1,2}) (?:(@[^@\s]+@) )?(_?[A-Z][A-Z0-9_]*)(?: (.*))?$/;
/** The file's first line. */
const HEAD = /^0 HEAD\s*$/m;
const TRAILER = /^0 TRLR\s*$/m;

interface Node {
  level: number;
  id?: string;
  tag: string;
  value: string;
  children: Node[];
}

/** Event and attribute tags, as the keys of their lines. */
const TAG_KEYS: Record<string, string> = {
  OCCU: 'Occupation', DSCR: 'Description', RELI: 'Religion', NATI: 'Nationality', TITL: 'Title', EDUC: 'Education',
  _HGT: 'Height', _HEIGHT: 'Height', _WGT: 'Weight', _WEIGHT: 'Weight', _EYES: 'Eye colour', _HAIR: 'Hair colour',
};
const SEX: Record<string, string> = { F: 'Female', M: 'Male' };
/** "subtract her birth year", "work it out from the birth year": an age the writer asks to be worked out. */
const AGE_FROM_BIRTH_YEAR = /\b(?:subtract|work(?:ed)?\s+(?:it\s+)?out\s+from|from)\s+(?:her|his|their|the)\s+birth\s+year\b/i;
/** "1492 DR", "it's 1492 in our game": the year it is now, in the writer's world. */
const YEAR_NOW = /\b(\d{3,4})\s+(?:DR|AR|CY|AC|AD|CE)\b|\b(?:it['’]s|year\s+is|opens\s+in)\s+(\d{3,4})\b/;

/** The text with a pasted GEDCOM export read as its person's keyed lines; the text as it is without one. */
export function withGedcomRead(text: string): string {
  const head = HEAD.exec(text);
  const trailer = head ? TRAILER.exec(text.slice(head.index)) : null;
  if (!head || !trailer) return text;
  const end = head.index + trailer.index + trailer[0].length;
  const records = parse(text.slice(head.index, end));
  const byId = new Map(records.filter((r) => r.id).map((r) => [r.id!, r]));
  const prose = `${text.slice(0, head.index)}\n${text.slice(end)}`;
  const people = records.filter((r) => r.tag === 'INDI');
  const person = chosenPerson(people, prose) ?? people[0];
  if (!person) return text;
  const { lines, byTag } = personLines(person, byId, prose);
  const writers = (part: string) => part.split('\n').map((line) => writerLine(line, byId, byTag)).join('\n');
  return `${writers(text.slice(0, head.index))}${lines.join('\n')}\n${writers(text.slice(end))}`;
}

/** "- Treasure: the PROP lines, except …": a writer's line that sends the record's lines of a tag to a box. */
const TAG_LINES = /\bthe\s+(_?[A-Z][A-Z0-9_]{2,})\s+(?:lines?|records?|entries|tags?)\b/;
/** "except the silver map case, which she sold …": the item of those lines the writer leaves out. */
const EXCEPT_ITEM = /\bexcept\s+(?:for\s+)?(?:the\s+|her\s+|his\s+|their\s+)?([^,.;()]{3,60})/i;
/** A writer's keyed line: "- Allies: …". */
const KEYED = /^(\s*(?:[-*•]\s+)?\p{L}[\p{L} &'’/-]{1,30}:\s*)(.*)$/u;

/**
 * A line of the writer's about the record, with what it points at written in: "Backstory: the long note @N1@ …" →
 * "Backstory: <the note's text>"; "Treasure: the PROP lines, except the silver map case …" → "Treasure: <each PROP but
 * that one>"; "Allies: the ASSO lines, but only the ones whose RELA is Ally" → "Allies: <the people tied as allies>".
 */
function writerLine(line: string, byId: Map<string, Node>, byTag: Map<string, string[]>): string {
  const keyed = line.match(KEYED);
  const note = line.match(/(?:\bthe\s+(?:long\s+)?note\s+)?(@N[^@\s]*@)/i);
  const noted = note ? byId.get(note[1]!) : undefined;
  if (keyed && note && noted?.tag === 'NOTE') return `${keyed[1]}${noteText(noted).replace(/\n/g, ' ')}`;
  const tag = keyed?.[2]!.match(TAG_LINES)?.[1];
  const tied = keyed ? byTag.get(`ASSO ${keyed[1]!.replace(/^\s*(?:[-*•]\s+)?/, '').replace(/:\s*$/, '').trim().toLowerCase()}`) : undefined;
  const items = tag === 'ASSO' && tied ? tied : tag ? byTag.get(tag) : undefined;
  if (!keyed || !items || items.length === 0) return line;
  const except = keyed[2]!.match(EXCEPT_ITEM)?.[1]?.toLowerCase().split(/\s+/).filter((word) => word.length > 2);
  const kept = except ? items.filter((item) => !except.every((word) => item.toLowerCase().includes(word))) : items;
  return `${keyed[1]}${kept.join('; ')}`;
}

function parse(file: string): Node[] {
  const roots: Node[] = [];
  const stack: Node[] = [];
  for (const raw of file.split('\n')) {
    const m = raw.replace(/\r$/, '').match(GEDCOM_LINE);
    if (!m) continue;
    const node: Node = { level: Number(m[1]), ...(m[2] ? { id: m[2] } : {}), tag: m[3]!, value: m[4] ?? '', children: [] };
    while (stack.length > 0 && stack[stack.length - 1]!.level >= node.level) stack.pop();
    if (stack.length === 0) roots.push(node);
    else stack[stack.length - 1]!.children.push(node);
    stack.push(node);
  }
  return roots;
}

/** The person the writer names by their record's id: "@I1@", "(I0000)", the one said to be theirs or to use. */
function chosenPerson(people: Node[], prose: string): Node | undefined {
  const named = people.filter((p) => new RegExp(String.raw`(?<![\w@])@?${escapeRegExp(bareId(p.id ?? ''))}@?(?![\w@])`).test(prose));
  if (named.length <= 1) return named[0];
  // ("Please use ONLY Mina, who is @I1@. @I2@ is her brother Pip …": the first the writer names is whom the form is for.)
  return named.sort((a, b) => prose.indexOf(bareId(a.id!)) - prose.indexOf(bareId(b.id!)))[0];
}

function bareId(id: string): string {
  return id.replace(/@/g, '');
}

/** The person's lines, and their items by the tag they came from ("PROP", "_TRAIT", "ASSO allies"). */
function personLines(person: Node, byId: Map<string, Node>, prose: string): { lines: string[]; byTag: Map<string, string[]> } {
  const lines: string[] = [];
  const ties = new Map<string, string[]>();
  const traits: string[] = [];
  const possessions: string[] = [];
  const notes: string[] = [];
  let birthYear: number | undefined;
  for (const child of person.children) {
    const sub = (tag: string) => child.children.find((c) => c.tag === tag)?.value.trim() ?? '';
    switch (child.tag) {
      case 'NAME': {
        lines.push(`Name: ${nameOf(child.value)}`);
        if (sub('NICK') !== '') lines.push(`Nickname: ${sub('NICK')}`);
        break;
      }
      case 'SEX':
        if (SEX[child.value.trim()]) lines.push(`Sex: ${SEX[child.value.trim()]}`);
        break;
      case 'BIRT': {
        const year = sub('DATE').match(/\b(\d{3,4})\s*$/)?.[1];
        if (year) {
          birthYear = Number(year);
          lines.push(`Birth year: ${year}`);
        }
        if (sub('PLAC') !== '') lines.push(`Birthplace: ${sub('PLAC')}`);
        break;
      }
      case 'FACT':
      case 'EVEN': {
        const type = sub('TYPE');
        const value = child.value.trim() !== '' ? child.value.trim() : noteText(child.children.find((c) => c.tag === 'NOTE') ?? child);
        if (type === '' || value === '') break;
        // ("2 DATE FROM 1463 TO 1467": a membership that ended is past, no value of the person's now.)
        if (!/\bTO\b/.test(sub('DATE'))) lines.push(`${type}: ${value}`);
        break;
      }
      case '_TRAIT':
      case '_FEAT': {
        const note = child.children.find((c) => c.tag === 'NOTE');
        traits.push(note ? `${child.value.trim()} (${noteText(note).replace(/\.$/, '')})` : child.value.trim());
        break;
      }
      case 'PROP':
        possessions.push(child.value.trim());
        break;
      case 'ASSO': {
        const other = byId.get(child.value.trim());
        const tie = sub('RELA');
        if (!other || tie === '') break;
        ties.set(tie, [...(ties.get(tie) ?? []), described(other)]);
        break;
      }
      case 'NOTE': {
        const note = child.value.trim().startsWith('@') ? byId.get(child.value.trim()) : child;
        if (note) notes.push(noteText(note));
        break;
      }
      default: {
        const key = TAG_KEYS[child.tag];
        if (key && child.value.trim() !== '') lines.push(`${key}: ${inUnitsAsked(key, child.value.trim(), prose)}`);
      }
    }
  }
  // ("DSCR 1.78 m, 59 kg": a description that is only measures gives the height and the weight.)
  const description = lines.find((line) => line.startsWith('Description: '))?.slice('Description: '.length);
  const measures = description?.match(/^(\d+(?:[.,]\d+)?\s*(?:m|cm))\s*,\s*(\d+(?:[.,]\d+)?\s*(?:kg|lbs?))$/i);
  if (measures) lines.splice(lines.findIndex((line) => line.startsWith('Description: ')), 1, `Height: ${inUnitsAsked('Height', measures[1]!, prose)}`, `Weight: ${inUnitsAsked('Weight', measures[2]!, prose)}`);
  const yearNow = prose.match(YEAR_NOW);
  if (birthYear !== undefined && yearNow && AGE_FROM_BIRTH_YEAR.test(prose)) lines.push(`Age: ${Number(yearNow[1] ?? yearNow[2]) - birthYear}`);
  if (traits.length > 0) lines.push(`Features and traits: ${traits.join('; ')}`);
  if (possessions.length > 0) lines.push(`Possessions: ${possessions.join('; ')}`);
  for (const [tie, others] of ties) lines.push(`${plural(tie)}: ${others.join('; ')}`);
  // (A note that starts with its heading, "Treasure: pouch of 42 gp …", is keyed by it; any other is a note.)
  for (const note of notes) lines.push(/^[\p{Lu}][\p{L} &'’-]{1,30}:\s/u.test(note) ? note.replace(/\n/g, ' ') : `Note: ${note.replace(/\n/g, ' ')}`);
  const byTag = new Map<string, string[]>([['PROP', possessions], ['_TRAIT', traits], ...[...ties].map(([tie, others]) => [`ASSO ${plural(tie).toLowerCase()}`, others] as [string, string[]])]);
  return { lines, byTag };
}

/** "Wilhelmina /Thornbury/" → "Wilhelmina Thornbury". */
function nameOf(value: string): string {
  return value.replace(/\//g, ' ').replace(/\s+/g, ' ').trim();
}

/** Another person as a tie names them: their name, then their occupation and note ("Tobin Greenbottle (riverboat pilot …)"). */
function described(other: Node): string {
  const name = nameOf(other.children.find((c) => c.tag === 'NAME')?.value ?? '');
  const about = [other.children.find((c) => c.tag === 'OCCU')?.value.trim(), ...other.children.filter((c) => c.tag === 'NOTE' && !c.value.startsWith('@')).map(noteText)].filter((part): part is string => part !== undefined && part !== '');
  return about.length > 0 ? `${name} (${about.map((part) => part.replace(/\.$/, '')).join('; ')})` : name;
}

/** A note's text, its continuation lines joined: CONC glues on as it is, CONT starts a new line. */
function noteText(note: Node): string {
  let text = note.value;
  for (const child of note.children) {
    if (child.tag === 'CONC') text += child.value;
    else if (child.tag === 'CONT') text += `\n${child.value}`;
  }
  return text.trim();
}

/** "Ally" → "Allies", "Rival" → "Rivals": the key of the people tied so. */
function plural(tie: string): string {
  const word = tie.trim();
  return /[^aeiou]y$/i.test(word) ? `${word.slice(0, -1)}ies` : /s$/i.test(word) ? word : `${word}s`;
}
