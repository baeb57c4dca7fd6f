/**
 * Notes written as a numbered outline, the way an office writes a worksheet for a clerk:
 *
 *     1. Trainee
 *        1.1 Voight, Harlan P.
 *        1.2 Position
 *            a) Electronics Technician
 *            b) GS-0856-09, step 5
 *     4. Sign-offs
 *        4.2 Authorizing official
 *            a) Dr. Wendell Osei, Deputy Regional Director
 *            b) 816-555-0123 x410
 *
 * An item with items under it is a heading: it says what each of them is. An item under it that gives a value
 * alone is keyed by it ("Position: Electronics Technician", "Authorizing official: 816-555-0123 x410"); one that
 * keys itself ("Duty station: WFO Glasgow MT"), names its own thing ("Course code 2026-RDA-04") or says a sentence
 * ("he's both the approver now …") is read as written. The outline's numbers go. A plain function of the lines.
 */

/** "1. Trainee", "2.4 Schedule", "a) Mon 6 Oct …", "(b) 80 hrs": an outline item's marker, its depth, and its text. */
const ITEM = /^(\s*)(?:(\d{1,2})\.(?!\d)|(\d{1,2})\.(\d{1,2})\.?|\(?([a-z])\)|([a-z])\.(?=\s))\s+(\S.*?)\s*$/;

/** Fewer items numbered "1.1" than this, and the lines are a list, not an outline. */
const SUB_NUMBERED_ITEMS = 3;

/** A text that keys itself ("Duty station: …") or tells something in a sentence of its own ("he's both …"). */
const SELF_KEYED = /^[^:]{1,40}:\s*\S/;
const SENTENCE = /^(?:i|i['’]m|i['’]ll|he|she|they|we|he['’]s|she['’]s|they['’]re|we['’]re|it['’]s|please|note|so)\b/i;

interface OutlineItem {
  depth: number;
  text: string;
}

/** The text with its outline's items keyed by their headings (a text without an outline as it is). */
export function withOutlineKeyed(text: string): string {
  const lines = text.split('\n');
  const keyed = linesWithListsUnderCapitalsKeyed(linesWithOutlineKeyed(lines));
  return keyed.length === lines.length && keyed.every((line, i) => line === lines[i]) ? text : keyed.join('\n');
}

/**
 * Notes in blocks, each a heading in capitals over a dash list ("ME" / "- Quintanilla-Baptiste, Marisol R." /
 * "- Budget Analyst, GS-0560-11 step 3", "VENDOR" / "- Capitol Fiscal Training Group, …"): the heading says what
 * each item is, whose, as an outline's heading does. Its line stays, naming the part under it.
 */
function linesWithListsUnderCapitalsKeyed(lines: string[]): string[] {
  const out: string[] = [];
  let heading: string | undefined;
  lines.forEach((line, i) => {
    if (line.trim() === '') heading = undefined;
    const capitals = CAPITALS_HEADING.exec(line.trim())?.[1];
    if (capitals && !PEOPLE_LISTED.test(capitals) && (i === 0 || lines[i - 1]!.trim() === '') && BULLET.test(lines[i + 1] ?? '') && BULLET.test(lines[i + 2] ?? '')) {
      heading = capitals.toLowerCase();
      out.push(line);
      return;
    }
    const item = heading === undefined ? null : line.match(BULLET);
    if (!item) {
      out.push(line);
      return;
    }
    const text = item[1]!;
    // ("- Jana Horakova has left Leuven after four years and now lives in Maastricht: …": news told in sentences
    // under a heading is read as told.)
    if (text.split(/\s+/).length > LIST_VALUE_WORDS || /[.!?]\s+\p{Lu}/u.test(text)) {
      out.push(line);
      return;
    }
    // ("- Federal Appropriations Law: Fundamentals and Fiscal Year Issues": a title's colon keys nothing.)
    const keyed = SELF_KEYED.test(text) && !TITLE_WITH_COLON.test(text);
    out.push(keyed || LEAD_WORDS_KEY.test(text) || SENTENCE.test(text) || text.toLowerCase().startsWith(heading!.split(/\s+/)[0]!) ? line : `${heading}: ${text}`);
  });
  return out;
}

/** "ATTENDEES", "NOTES", "ACTION ITEMS": a heading over a list of several people or things, each its own. */
const PEOPLE_LISTED = /\b(?:ATTENDEES|PARTICIPANTS|MEMBERS|PEOPLE|STAFF|TEAM|CC|NOTES|AGENDA|ACTION ITEMS|ATTENDANCE|PRESENT|ABSENT|TODO|TO DO)\b/;
/** The most words of a list's item that is a value its heading keys. */
const LIST_VALUE_WORDS = 12;
/** "ME", "COURSE", "VENDOR INFO": a heading of capitals, alone on its line, perhaps with a colon. */
const CAPITALS_HEADING = /^(\p{Lu}{2,}(?:[ &/-]+\p{Lu}{2,}){0,3}):?$/u;
/** "Federal Appropriations Law: Fundamentals and Fiscal Year Issues": capitalised words on both sides of a colon. */
const TITLE_WITH_COLON = /^(?:\p{Lu}[\p{L}'’-]*\s+){1,5}\p{Lu}[\p{L}'’-]*:\s+\p{Lu}[\p{L}'’-]*(?:\s+(?:\p{Lu}[\p{L}'’-]*|and|of|the|for|in|to|on|with|&))+$/u;
/** "- Budget Analyst, …", "* …", "• …": a dash list's item. */
const BULLET = /^\s*[-*•]\s+(\S.*?)\s*$/;
/** "tuition $1,895.00", "course # APL-220", "purpose = …": an item that opens with its own key in lower case. */
const LEAD_WORDS_KEY = /^\p{Ll}[\p{L}'’ /-]{1,30}?\s*(?:[:=#]|\$\s?\d)/u;

function linesWithOutlineKeyed(lines: string[]): string[] {
  const items = lines.map(outlineItem);
  if (items.filter((item) => item?.depth === 2).length < SUB_NUMBERED_ITEMS) return lines;
  const headings: (string | undefined)[] = [];
  const out: string[] = [];
  items.forEach((item, i) => {
    if (!item) {
      out.push(lines[i]!);
      return;
    }
    const next = items.slice(i + 1).find((other) => other !== undefined);
    const heads = next !== undefined && next.depth > item.depth && !SELF_KEYED.test(item.text);
    headings.length = item.depth;
    if (heads) {
      // ("3.2 Travel & per diem (indirect)": what the brackets remark on is no part of the heading's name.)
      headings[item.depth] = item.text.replace(/\s*\([^()]*\)/g, '').replace(/[:\s]+$/, '');
      return;
    }
    const parent = headings.slice(0, item.depth).findLast((heading) => heading !== undefined);
    const ownThing = parent !== undefined && item.text.toLowerCase().startsWith(parent.split(/\s+/)[0]!.toLowerCase());
    out.push(parent === undefined || ownThing || SELF_KEYED.test(item.text) || SENTENCE.test(item.text) ? item.text : `${parent}: ${item.text}`);
  });
  return out;
}

/** An outline item: depth 1 for "1.", 2 for "1.1", 3 for "a)". */
function outlineItem(line: string): OutlineItem | undefined {
  const m = line.match(ITEM);
  if (!m) return undefined;
  const depth = m[2] !== undefined ? 1 : m[3] !== undefined ? 2 : 3;
  return { depth, text: m[7]! };
}
