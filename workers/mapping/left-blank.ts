/**
 * Boxes that stay empty whatever value they would draw from the rest of the text: one the writer wants left as it
 * is ("The symbol is a fern leaf but I'll draw that myself, so leave the image box alone"), one whose label asks only
 * under a condition the text denies ("If joint return, …" for a separate filer), and one for the receiving office's
 * use only.
 */
import type { FieldProfile } from './field-profile.js';
import { lineKey } from './field-profile.js';
import { tokenize } from './normalize-text.js';

/** "leave the image box alone", "leave section B blank", "leave the remarks empty": the words naming the box. */
/** ("Please leave my home address and phone off": or off the form.) */
const LEAVE_ALONE = /\bleave\s+(?:the\s+|that\s+|this\s+|my\s+|our\s+|his\s+|her\s+)?([\p{L}][\p{L}\d -]{1,40}?)\s+(alone|empty|blank|unfilled|untouched|off|out)\b/giu;
/** "line 7 should be blank", "line 9 is to be left empty": a line of the form to stay empty. */
const LINE_TO_BE_EMPTY = /\bline\s+(\d{1,2}[a-z]?)\s+(?:should|must|needs to|has to|is to|can)\s+(?:be\s+|stay\s+|remain\s+)(?:left\s+)?(?:blank|empty)\b/giu;
/** Words that name any box, and pronouns: "leave it blank" says which box only through the sentence before. */
const NOT_NAMING = new Set(['box', 'boxes', 'field', 'fields', 'blank', 'blanks', 'section', 'sections', 'space', 'spaces', 'line', 'lines', 'part', 'parts', 'it', 'that', 'this', 'them', 'those']);

/**
 * Labels that ask only under a condition, and what a text says to deny it: "If joint return, spouse's first name"
 * stays empty for "I'm married, but I'm filing separately" (the spouse is named on the separate filer's line).
 */
const CONDITIONS_DENIED: { label: RegExp; denied: RegExp }[] = [
  { label: /^\W*if (?:a )?joint return\b/i, denied: /\b(?:fil(?:e|es|ing) separately|separate returns?|married filing separately|not filing jointly)\b/i },
];

/** "21. Agency Use Only", "For office use only": boxes the office that receives the form fills in, never the sender. */
const OFFICE_USE_ONLY = /\b(?:agency|office|official|internal|staff|admin(?:istrative)?) use only\b|\bfor (?:office|official|agency) use\b/i;

/**
 * The indexes of the fields a sentence of the text asks to leave alone, whose label's condition it denies, or that
 * are for the receiving office's use only.
 */
export function fieldsLeftAlone(profiles: FieldProfile[], sentences: string[]): Set<number> {
  const out = new Set<number>();
  for (const profile of profiles) if (OFFICE_USE_ONLY.test(profile.caption ?? '')) out.add(profile.index);
  for (const { label, denied } of CONDITIONS_DENIED) {
    if (!sentences.some((s) => denied.test(s))) continue;
    for (const profile of profiles) if (profile.caption !== undefined && label.test(profile.caption)) out.add(profile.index);
  }
  for (const sentence of sentences) {
    for (const m of sentence.matchAll(LEAVE_ALONE)) for (const index of fieldsNamed(profiles, m[1]!)) out.add(index);
  }
  return out;
}

/**
 * The indexes of the fields a sentence asks to be empty ("leave line 9 blank", "line 7 should be blank", "leave the
 * remarks empty"): a value the form arrives with there is taken out.
 */
export function fieldsEmptied(profiles: FieldProfile[], sentences: string[]): Set<number> {
  const out = new Set<number>();
  sentences.forEach((sentence, i) => {
    for (const m of sentence.matchAll(LEAVE_ALONE)) if (/^(?:empty|blank)$/i.test(m[2]!)) for (const index of fieldsNamed(profiles, m[1]!)) out.add(index);
    for (const m of sentence.matchAll(LINE_TO_BE_EMPTY)) for (const index of fieldsNamed(profiles, `line ${m[1]!}`)) out.add(index);
    for (const m of sentence.matchAll(CLEAR_THE_BOX)) for (const index of fieldsNamed(profiles, m[1]!)) out.add(index);
    // ("The State box on my old entry says VA for some reason. I have never lived in the US - please clear it.")
    if (CLEAR_IT.test(sentence)) {
      const box = (sentence.match(THE_BOX) ?? sentences[i - 1]?.match(THE_BOX))?.[1];
      if (box) for (const index of fieldsNamed(profiles, box)) out.add(index);
    }
  });
  return out;
}

/** "please clear the State box", "empty the remarks field". */
const CLEAR_THE_BOX = /\b(?:clear|empty|blank out|delete|erase)\s+(?:the\s+|that\s+)?([\p{L}][\p{L} ]{1,30}?)\s+(?:box|field|line)\b/giu;
/** "please clear it": a box the sentence or the one before names. */
const CLEAR_IT = /\b(?:clear|empty|blank out|delete|erase)\s+(?:it|that|that one)\b/i;
const THE_BOX = /\b[Tt]he\s+([\p{L}][\p{L} ]{1,30}?)\s+(?:box|field)\b/u;

/** The fields a phrase names: by their label's words, or by their printed line number ("line 7"). */
function fieldsNamed(profiles: FieldProfile[], phrase: string): number[] {
  const line = phrase.trim().match(/^(?:line|box)\s+(\d{1,2}[a-z]?)$/i)?.[1];
  // (On the form's first page of numbered lines: a worksheet on a later page numbers its own lines again.)
  if (line) {
    const firstPage = Math.min(...profiles.filter((p) => p.lineNumber !== undefined).map((p) => p.field.page));
    return profiles.filter((p) => p.lineNumber === lineKey(line) && p.field.page === firstPage).slice(0, 1).map((p) => p.index);
  }
  const out: number[] = [];
  for (const named of boxesNamed(phrase)) {
    const words = tokenize(named.split(/\s+/).filter((w) => !NOT_NAMING.has(w.toLowerCase())).join(' '));
    if (words.length === 0) continue;
    for (const profile of profiles) {
      const label = new Set(profile.sources.flatMap((s) => s.tokens));
      if (words.every((w) => label.has(w))) out.push(profile.index);
    }
  }
  return out;
}

/**
 * The boxes a phrase names, one by one: "home address and phone" names the home address and the home phone (the
 * first box's first word says whose the bare ones after it are).
 */
function boxesNamed(phrase: string): string[] {
  const items = phrase.split(/\s*(?:,|\band\b|&)\s*/).map((item) => item.trim()).filter((item) => item !== '');
  const first = items[0]?.split(/\s+/) ?? [];
  return items.map((item, i) => (i > 0 && first.length >= 2 && !/\s/.test(item) ? `${first[0]} ${item}` : item));
}
