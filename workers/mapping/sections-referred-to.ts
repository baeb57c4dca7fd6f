/**
 * Notes that send a box to a part of the page pasted above them instead of giving its value: "Backstory: the Personal
 * History paragraph as is", "Features & traits: the Abilities list, except Echo Song", "Treasure box: the treasure list
 * minus the ring she gave away", "Allies: the live people in Contacts & Relations". The part is found by its heading
 * ("## Abilities", "Treasure:" over its items); the note's key gets the paragraph, or the list's items joined by
 * semicolons, without the items struck through and those the note leaves out ("except Echo Song"). A note whose part
 * the text does not have stays as it is. A plain function of the text.
 */
import { escapeRegExp } from './normalize-text.js';

/** "Backstory: the Personal History paragraph as is" (1 the lead, 2 the key, 3 the part's name, 4 its kind, 5 the rest). */
const NOTE_TO_PART = /^([ \t]*(?:[-*•][ \t]+)?)(\p{L}[\p{L}&+'’ /-]{1,40}?)(?:[ \t]+box)?[ \t]*:[ \t]+(?:just[ \t]+)?the[ \t]+(?:(?:live|living|current)[ \t]+people[ \t]+in[ \t]+)?(\p{L}[\p{L}&'’ -]{1,40}?)[ \t]+(list|paragraph|section)\b([^\n]*)$/gmu;
/** "Allies: the live people in Contacts & Relations. Mag is dead, drop her." (the same groups, the kind a list). */
const PEOPLE_IN_PART = /^([ \t]*(?:[-*•][ \t]+)?)(\p{L}[\p{L}&+'’ /-]{1,40}?)(?:[ \t]+box)?[ \t]*:[ \t]+(?:just[ \t]+)?the[ \t]+(?:live|living|current)[ \t]+(?:people|ones)[ \t]+in[ \t]+(\p{Lu}[\p{L}&'’ -]{1,40}?)()([.,;—][^\n]*)?$/gmu;
/**
 * "Backstory: just use her approved background as it is.", "8. Backstory: her approved background text, minus the
 * immortal's approval stamp.": a box sent to the character's own part by its name alone (the same groups, the kind a
 * paragraph).
 */
const OWN_PART = /^([ \t]*(?:(?:[-*•]|\d{1,2}[.)])[ \t]+)?)(\p{L}[\p{L}&+'’ /-]{1,40}?)(?:[ \t]+box)?[ \t]*:[ \t]+(?:just[ \t]+)?(?:use[ \t]+)?(?:her|his|their|my)[ \t]+(?:(?:approved|own|original)[ \t]+)?(\p{L}[\p{L}'’-]{2,30})(?:[ \t]+(?:text|paragraph))?()((?:[ \t]+as[ \t]+(?:it[ \t]+)?is\b|,[ \t]*minus\b)[^\n]*|[ \t]*\.?[ \t]*)$/gmu;
/** "except Echo Song —", "minus the ring she gave away": what the note leaves out of the list (1). */
const LEFT_OUT = /\b(?:except(?:\s+for)?|minus|without|but\s+not)\s+(?:the\s+)?([^,.;—–(\n]+)/giu;
/** A list's item: "- moonstone earrings (25 gp)". */
const ITEM = /^[ \t]*[-*•][ \t]+(\S.*)$/;

/** The text with each note that sends a box to a part of the page given that part. */
export function withSectionsReferredToFilled(text: string): string {
  const lines = text.split('\n');
  const fill = (whole: string, lead: string, key: string, part: string, kind: string, rest: string | undefined) => {
    const found = partUnder(lines, part.trim());
    if (!found) return whole;
    if (kind === 'paragraph' || (kind !== 'list' && found.paragraph !== undefined)) return found.paragraph !== undefined ? `${lead}${key}: ${found.paragraph}` : whole;
    if (found.items.length === 0) return whole;
    // ("except Echo Song", "minus the ring she gave away": an item with the first of the words said, as a word: "ring"
    // is no part of "earrings".)
    const leftOut = [...(rest ?? '').matchAll(LEFT_OUT)].map((m) => m[1]!.trim().toLowerCase().split(/\s+/)[0]!).filter((word) => word.length >= 3);
    const kept = found.items.filter((item) => !/^~~/.test(item) && !leftOut.some((word) => new RegExp(String.raw`(?<![\p{L}])${escapeRegExp(word)}(?![\p{L}])`, 'iu').test(item)));
    return kept.length === 0 ? whole : `${lead}${key}: ${kept.join('; ')}`;
  };
  return text
    .replace(NOTE_TO_PART, fill)
    .replace(PEOPLE_IN_PART, (whole, lead: string, key: string, part: string, _kind: string, rest: string | undefined) => fill(whole, lead, key, part, 'list', rest))
    // (A note's number goes with it: the paragraph given in its place is the box's, not a numbered note's.)
    .replace(OWN_PART, (whole, lead: string, key: string, part: string, _kind: string, rest: string | undefined) => fill(whole, lead.replace(/\d{1,2}[.)]/, ''), key, part, 'paragraph', rest));
}

/** The paragraph or the items under the heading named `part` ("## Abilities", "Treasure:"), if the text has it. */
function partUnder(lines: string[], part: string): { paragraph?: string; items: string[] } | undefined {
  // ("BACKGROUND (approved 03/2024)", "Background for Dagna Flintmorrow:": a remark or whose it is may follow the name.)
  const heading = new RegExp(String.raw`^[ \t]*(?:#{1,6}[ \t]*)?${escapeRegExp(part)}(?:[ \t]+(?:for|of)[ \t]+[^:\n]{1,40})?(?:[ \t]*\([^()\n]{1,40}\))?[ \t]*:?[ \t]*$`, 'iu');
  const at = lines.findIndex((line) => heading.test(line));
  if (at < 0) return undefined;
  let i = at + 1;
  while (i < lines.length && lines[i]!.trim() === '') i++;
  const items: string[] = [];
  while (i < lines.length && ITEM.test(lines[i]!)) items.push(lines[i++]!.match(ITEM)![1]!.trim());
  if (items.length > 0) return { items };
  const paragraph: string[] = [];
  // (A rule, "`=====`", or a stamp in brackets, "[Approved by Vexwyn 2024-11-02 …]", ends it: the page's, not the text.)
  while (i < lines.length && lines[i]!.trim() !== '' && !/^[ \t]*#/.test(lines[i]!) && !/^[ \t]*[`=_~*-]{3,}[ \t`]*$|^[ \t]*\[[^\]\n]*\][ \t]*$/.test(lines[i]!)) paragraph.push(lines[i++]!.trim());
  return paragraph.length > 0 ? { paragraph: paragraph.join(' '), items: [] } : undefined;
}
