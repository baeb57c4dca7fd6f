/**
 * Formatted military messages pasted one after another, a later one amending an earlier one by its paragraphs, as
 * US Navy and DoD messages do ("MOD 1"):
 *
 *     R 041530Z MAR 25 …                          R 211200Z MAR 25 …
 *     RMKS/1. THIS MSG ALLOCATES …                RMKS/1. THIS MSG MODIFIES REF A.
 *     2. COURSE DATA:                             2. PARA 2.C. CHANGE TO READ: CONVENING DATES: 02-13 JUN 2025 (…).
 *     C. CONVENING DATES: 12-23 MAY 2025 (…)      3. PARA 2.D IS DELETED.
 *
 * Read as written, both the old paragraph and its new words are given, the old first, and each is as good as the
 * other. Read as the amendment means them, the paragraph it changes reads as it says ("C. CONVENING DATES: 02-13 JUN
 * 2025 (…)"), a paragraph it deletes is gone, and the amendment's own paragraph, having been applied, goes too. A
 * paragraph is named by its number and, under it, its letter ("2.C"); the amendment applies to the latest message
 * before it that has that paragraph. A plain function of the text; a text without such an amendment is returned as
 * it is.
 */

/** "R 211200Z MAR 25", "P 031845Z JUN 24": a message's date-time group, which opens it. */
export const DATE_TIME_GROUP = /^\s*[ROPZ]{1,2}\s+\d{6}Z\s+[A-Z]{3}\s+\d{2}\b/;
/** "RMKS/", "GENTEXT/REMARKS/": where a message's numbered paragraphs start (1 the indent before it). */
const REMARKS = String.raw`(?:RMKS|GENTEXT\/REMARKS)\/`;
export const REMARKS_SET = new RegExp(String.raw`^(\s*)${REMARKS}`);
/** "RMKS/1. …", "2. COURSE DATA:": a numbered paragraph (1 its number, 2 its words). */
const NUMBERED = new RegExp(String.raw`^\s*(?:${REMARKS})?(\d{1,2})\.\s+(.*)$`);
/** "C. CONVENING DATES: …", "2.C. DATES: …": a lettered paragraph under a numbered one (1 its lead, 2 its number if
 * written, 3 its letter, 4 its words). */
const LETTERED = /^(\s*(?:(\d{1,2})\.)?([A-Z])\.\s+)(.*)$/;
/** A paragraph's name in an amendment: "2", "2.C". */
const PARAGRAPH = String.raw`(\d{1,2}(?:\.[A-Z])?)\.?`;
/** An amendment's own paragraph: "2. PARA …". */
const AMENDMENT_LEAD = String.raw`^\s*(?:${REMARKS})?\d{1,2}\.\s+`;
/** "2. PARA 2.C. CHANGE TO READ: …": a paragraph (1) changed to new words (2). */
const CHANGED = new RegExp(String.raw`${AMENDMENT_LEAD}PARA\s+${PARAGRAPH}\s+(?:IS\s+)?CHANGE[DS]?\s+TO\s+READ:?\s*(.*)$`, 'i');
/** "3. PARA 2.D IS DELETED.", "3. DELETE PARA 2.D.": a paragraph (1 or 2) deleted. */
const DELETED = new RegExp(String.raw`${AMENDMENT_LEAD}(?:PARA\s+${PARAGRAPH}\s+(?:IS\s+)?DELETED|DELETE\s+PARA\s+${PARAGRAPH})`, 'i');
/** "4. PARA 2.F. VENDOR POC CHANGED TO MR. DESMOND PRUITT.": one item (2) of a paragraph (1) given a new value (3). */
const ITEM_CHANGED = new RegExp(String.raw`${AMENDMENT_LEAD}PARA\s+${PARAGRAPH}\s+(\p{Lu}[\p{Lu} /&-]{1,30}?)\s+(?:IS\s+)?CHANGED\s+TO\s+((?:[^.]|\.(?=\d|\s*\p{Lu}\p{Lu}?\.?\s)|(?<=\b(?:MR|MS|MRS|DR))\.)+)`, 'iu');
/** "6. ADD PARA 2.H: PRE-COURSE ONLINE MODULE …": a paragraph (1) added, its words (2). */
const ADDED = new RegExp(String.raw`${AMENDMENT_LEAD}ADD\s+PARA\s+${PARAGRAPH}:?\s*(.*)$`, 'i');
/** "BT", "NNNN", "#0433", "//": the lines that close a message's text. */
const CLOSING = /^\s*(?:BT|NNNN|#\d+|\/\/)\s*$/;

interface Paragraph {
  message: number;
  id: string;
  /** The paragraph's first line, and the lines that carry it on. */
  first: number;
  last: number;
}

/** The text with its messages' amendments applied to the paragraphs they change; the text as it is without one. */
export function withMessageAmendmentsApplied(text: string): string {
  if (!/\bCHANGE[DS]?\s+TO\s+READ\b|\bIS\s+DELETED\b|\bDELETE\s+PARA\b/i.test(text)) return text;
  const lines = text.split('\n');
  if (!lines.some((line) => DATE_TIME_GROUP.test(line))) return text;
  const paragraphs = paragraphsOf(lines);
  const out: (string | undefined)[] = [...lines];
  for (const paragraph of paragraphs) {
    const line = lines[paragraph.first]!;
    const changed = CHANGED.exec(line);
    const deleted = changed ? null : DELETED.exec(line);
    const item = changed || deleted ? null : ITEM_CHANGED.exec(line);
    const added = changed || deleted || item ? null : ADDED.exec(line);
    const id = (changed?.[1] ?? deleted?.[1] ?? deleted?.[2] ?? item?.[1] ?? added?.[1])?.toUpperCase();
    if (id === undefined) continue;
    const earlier = (wanted: string) => paragraphs.filter((p) => p.message < paragraph.message && p.id === wanted).pop();
    const target = earlier(added ? id.replace(/\.[A-Z]$/, '') : id);
    if (!target) continue;
    const lead = leadOf(lines[target.first]!);
    if (changed) {
      for (let at = target.first + 1; at <= target.last; at++) out[at] = undefined;
      out[target.first] = `${lead}${changed[2]!.trim()}`;
    } else if (deleted) {
      for (let at = target.first; at <= target.last; at++) out[at] = undefined;
    } else if (item) {
      out[target.first] = withItemChanged(out[target.first] ?? '', item[2]!.trim(), item[3]!.replace(/\s*\([^()]*\)\s*$/, '').trim());
    } else if (added) {
      const last = paragraphs.filter((p) => p.message === target.message && (p.id === target.id || p.id.startsWith(`${target.id}.`))).pop()!;
      out[last.last] = `${out[last.last] ?? ''}\n${id}. ${added[2]!.trim()}`;
    }
    for (let at = paragraph.first; at <= paragraph.last; at++) out[at] = undefined;
  }
  return out.filter((line): line is string => line !== undefined).join('\n');
}

/** "C. ", "2.C. ", "2. ": how a paragraph's first line opens, before its words. */
function leadOf(line: string): string {
  const lettered = LETTERED.exec(line);
  if (lettered) return lettered[1]!;
  const numbered = NUMBERED.exec(line);
  return numbered ? line.slice(0, line.length - numbered[2]!.length) : '';
}

/** "… VENDOR POC: MS. CARLA WHITFIELD." with the item's value, after its colon or bracket, now the new one. */
function withItemChanged(line: string, item: string, value: string): string {
  const said = new RegExp(String.raw`(\b${item.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\s*(?::\s*|\(\s*|\s+))((?:[^.;)]|\.(?=\d)|(?<=\b(?:MR|MS|MRS|DR))\.)+)`, 'iu');
  return said.test(line) ? line.replace(said, (_whole, before: string) => `${before}${value}`) : `${line} ${item}: ${value}.`;
}

/** Each message's paragraphs, numbered and lettered, with the lines each runs to. */
function paragraphsOf(lines: string[]): Paragraph[] {
  const out: Paragraph[] = [];
  let message = -1;
  let number = '';
  let inRemarks = false;
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at]!;
    if (DATE_TIME_GROUP.test(line)) {
      message++;
      inRemarks = false;
      continue;
    }
    if (message < 0) continue;
    if (REMARKS_SET.test(line)) inRemarks = true;
    if (!inRemarks) continue;
    if (CLOSING.test(line) || line.trim() === '') {
      inRemarks = !CLOSING.test(line) && inRemarks;
      continue;
    }
    const numbered = NUMBERED.exec(line);
    const lettered = numbered ? null : LETTERED.exec(line);
    if (numbered) number = numbered[1]!;
    if (lettered?.[2]) number = lettered[2];
    if (numbered || lettered) out.push({ message, id: numbered ? number : `${number}.${lettered![3]}`, first: at, last: at });
    else if (out.length > 0 && out[out.length - 1]!.message === message) out[out.length - 1]!.last = at;
  }
  return out;
}
