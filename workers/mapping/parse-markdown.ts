/**
 * Notes written in Markdown: "## Course" headings over their section, "**Okafor, Benedict J.**" in bold, a
 * course title in italics ("*New Supervisor Leadership Intensive*"). Read as written, the asterisks stick to
 * the words and a heading is a line of its own, cut off from the answer under it ("### Accommodation" / "Yes.
 * I'm hard of hearing …").
 *
 * A line in bold alone ("**Me**") is a heading; under one that names the writer, the first line of the paragraph is
 * theirs ("Me: Oyelaran, Temitope K. - …"). Bold is read as plain text; italics as a quoted title (as a title in quotes is read, parse-data.ts). A heading
 * followed by a paragraph of one line (not a list, not another heading, not a "key: value" line) keys it:
 * "Accommodation: Yes. I'm hard of hearing …"; so does a short list of unkeyed items ("## Allies" / "* Sister
 * Maelis, …" / "* Bram Holloway, …"), its items joined by semicolons. Other headings stay as plain lines. Code is
 * read as its text; words struck through and the list under a heading of things to do are left out.
 */

import { selfNameAndTitleApart } from './job-titles.js';

const HEADING = /^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/;
/** "**Me**", "__Course__": a line in bold and nothing else, a heading as a card or a chat writes one. */
const BOLD_HEADING = /^\s*(?:\*\*|__)([^*_\n]{1,40}?):?(?:\*\*|__)\s*:?\s*$/;
/** "Me", "About me", "My details": a heading over the writer's own details. */
export const SELF_HEADING = /^(?:me|myself|about me|my (?:own )?(?:details|info|information))$/i;
const NO_RESPONSE = /\b_No response_(?!\w)/g;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s/;
const KEYED = /^[^:]{1,40}:\s/;

/** The most items a list under a heading may have to be its value (a longer one is a list of its own). */
const MAX_LISTED = 6;

function withoutEmphasis(line: string): string {
  return (
    line
      // ("~~Exxon `XOM`~~ sold in 2019": words struck through are taken back; "`JNJ`", code, is its plain text.)
      .replace(/~~(?=\S)(.+?)(?<=\S)~~/g, '')
      .replace(/`([^`\n]+)`/g, '$1')
      .replace(/\*\*(?=\S)(.+?)(?<=\S)\*\*/g, '$1')
      .replace(/__(?=\S)(.+?)(?<=\S)__/g, '$1')
      // ("* item" at the start of a line is a list's bullet, not italics.)
      .replace(/(?<![\w*])\*(?=[^\s*])([^*\n]+?)(?<=\S)\*(?![\w*])/g, '“$1”')
  );
}

/** The lines without the list under a heading of things to do. */
function withoutThingsToDo(lines: string[]): string[] {
  let toDo = false;
  return lines.filter((line) => {
    const heading = line.match(HEADING)?.[1];
    if (heading !== undefined) toDo = TO_DO_HEADING.test(heading.trim());
    else if (line.trim() !== '' && !LIST_ITEM.test(line)) toDo = false;
    return !(toDo && LIST_ITEM.test(line));
  });
}

/** Whether the text is written in Markdown: a heading, or bold words. */
function isMarkdown(lines: string[]): boolean {
  return lines.some((line) => HEADING.test(line)) || lines.some((line) => /\*\*\S.*?\S\*\*/.test(line));
}

/** "Features & traits", "Feats", "Abilities": a heading over a character's traits, each perhaps named before a colon. */
const TRAITS_HEADING = /\b(?:features?|traits?|feats?|abilities|special\s+abilities|powers?)\b/i;

/** "## To do", "### Next steps": a heading over things to do, whose list gives no value ("- call Schwab re: …"). */
const TO_DO_HEADING = /^(?:to[- ]?do(?:\s+list)?|tasks?|next\s+steps|checklist|reminders?)\b/i;

/**
 * "### Direct costs" / "Fund: GX25.NGP.MB.TRN" and "### Indirect costs" / "Fund: GX25.NGP.MB.TRN": a key said under two
 * headings or more is each heading's own ("Indirect costs Fund: …"), not one value said twice. Keys said once stay as
 * they are.
 */
function withKeysRepeatedUnderHeadingsNamed(lines: string[]): string[] {
  let heading: string | undefined;
  const underOf = lines.map((line) => {
    const h = line.match(HEADING)?.[1];
    if (h !== undefined) heading = h.trim();
    return h === undefined ? heading : undefined;
  });
  const keyOf = (line: string) => line.match(/^\s*([^:\n]{1,30}):\s+\S/)?.[1]!.trim().toLowerCase();
  const headingsOf = new Map<string, Set<string>>();
  lines.forEach((line, i) => {
    const key = keyOf(line);
    if (key === undefined || underOf[i] === undefined) return;
    headingsOf.set(key, (headingsOf.get(key) ?? new Set()).add(underOf[i]!));
  });
  return lines.map((line, i) => {
    const key = keyOf(line);
    return key !== undefined && underOf[i] !== undefined && headingsOf.get(key)!.size > 1 ? `${underOf[i]} ${line.trimStart()}` : line;
  });
}

export function linesWithMarkdownRead(lines: string[]): string[] {
  if (!isMarkdown(lines)) return lines;
  // ("_No response_": what an issue form writes for a question left unanswered, as "N/A" would say.)
  const plain = withKeysRepeatedUnderHeadingsNamed(withoutThingsToDo(lines).map((line) => (BOLD_HEADING.test(line) ? line.replace(BOLD_HEADING, '## $1') : withoutEmphasis(line.replace(NO_RESPONSE, 'N/A')))));
  const out: string[] = [];
  for (let i = 0; i < plain.length; i++) {
    const heading = plain[i]!.match(HEADING)?.[1];
    if (heading === undefined) {
      out.push(plain[i]!);
      continue;
    }
    let next = i + 1;
    while (next < plain.length && plain[next]!.trim() === '') next++;
    const paragraph = plain[next];
    // ("**Me**" over "Oyelaran, Temitope K. - HR Specialist …" and more lines: the writer's first line is theirs.)
    if (SELF_HEADING.test(heading.trim()) && paragraph !== undefined && !HEADING.test(paragraph) && !LIST_ITEM.test(paragraph) && !KEYED.test(paragraph)) {
      out.push(...selfNameAndTitleApart(`Me: ${paragraph.trim()}`).split('\n'));
      i = next;
      continue;
    }
    // ("### Course" / "Advanced Python Scripting for ArcGIS Pro — course no. PY-420" / "Dates: …": or a line over the
    // section's keyed lines, which say more of it.)
    // ("### Home phone (optional)" / "_No response_" / "### Position title / level": or over the next heading, as an
    // issue form's answers are pasted.)
    const oneLine = paragraph !== undefined && ((plain[next + 1] ?? '').trim() === '' || KEYED.test(plain[next + 1]!) || HEADING.test(plain[next + 1]!));
    if (oneLine && !HEADING.test(paragraph) && !LIST_ITEM.test(paragraph) && !KEYED.test(paragraph)) {
      out.push(`${heading}: ${paragraph.trim()}`);
      i = next;
      continue;
    }
    // "## Allies" over a short list of people or things, none of them keyed: the list is the heading's value.
    let end = next;
    while (end < plain.length && LIST_ITEM.test(plain[end]!)) end++;
    const items = plain.slice(next, end).map((item) => item.replace(LIST_ITEM, '').trim());
    // ("### Features & traits" / "* Lantern-bearer: can shed bright light …": under a heading of a character's traits,
    // an item named before its colon is one trait, not a line of its own.)
    const traits = TRAITS_HEADING.test(heading);
    if (items.length >= 2 && items.length <= MAX_LISTED && (plain[end] ?? '').trim() === '' && !items.some((item) => (KEYED.test(item) && !traits) || /\s=\s/.test(item))) {
      out.push(`${heading}: ${items.map((item) => item.replace(/[.;]+$/, '')).join('; ')}`);
      i = end - 1;
    } else out.push(heading);
  }
  return out;
}
