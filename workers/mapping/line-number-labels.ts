/**
 * A preparer's list names a tax form's lines by caption and number: "Pensions and annuities, 4c: 31,640",
 * "taxable amount, 5b: 12,929", "so 4d: 31,640". The number after the comma is the form's line, not the start of
 * the value, so the label is rewritten the way the rest of the reader knows a line's label: "Pensions and
 * annuities (line 4c): 31,640", "so line 4d: 31,640"; so is "So 4(b) is $9,000" ("So step 4(b): $9,000"), and
 * "4(a): about $3,600 a year" ("step 4(a): …"). Only a number of one or two digits with at most one letter,
 * directly before a colon and an amount, counts: "Suite 4: …" or "Apt, 4B" are left as they are.
 */

import { LINE_NUMBER_TEXT } from './field-profile.js';
import { sentencesOfValue } from './sentences.js';

/** "<caption>, 4c: $31,640": a caption, a comma, a line's number, a colon, then an amount. */
const CAPTION_THEN_LINE = /(^|[-*•]\s+|[;,]\s*)(\p{L}[\p{L}'’&/ -]{1,60}?),\s+(\d{1,2}[a-e]?):\s+(?=[$€£]?\d)/gu;
/** ", so 4d: 31,640", "; 11b: 20,181": a line's number alone after a comma or semicolon, then an amount. */
const LINE_ALONE = /([;,]\s*(?:so|and|then)?\s*)(\d{1,2}[a-e]?):\s+(?=[$€£]?\d)/gu;

/** "So 4(b) is $9,000", "so line 5 is $9,000": the amount a sentence settles for a line or a step. */
const SO_LINE_IS = new RegExp(String.raw`\b([Ss]o)\s+(?:(?:step|line)\s+)?(${LINE_NUMBER_TEXT})\s+(?:is|=|comes to)\s+(?=[$€£]?\d)`, 'g');

/** "4(a): about $3,600 a year …", "- 4(c): $25": a step's number in brackets, alone before the colon and an amount. */
const STEP_ALONE = /^(\s*(?:[-*•]\s+)?)(\d{1,2}\([a-e]\))\s*:\s+(?=(?:about|around|roughly|approximately|approx\.?)?\s*[$€£]?\d)/u;

/**
 * "41 38,466", "22 total income 50,166", "13 = 1,204": a draft's line that opens with the form's line number, perhaps
 * its caption, then an amount with its thousands (a count or a street number has none; "10 bonds of $1,000" counts
 * things).
 */
const NUMBER_LEADS_LINE = /^(\s*(?:[-*•]\s+)?)(\d{1,2}[a-e]?)(?:\s*[=:-]\s*|\s+)(?:(?!(?:shares|bonds|units|contracts|kids|children|people|dependents|allowances|of|x|times)\b)(\p{Ll}[\p{L}.'’ ]{0,30}?)\s+)?(?=\$?\d{1,3}(?:,\d{3})+(?:\.\d{2})?(?!\d|,\d))/u;

/** "so $3,100 for Step 3", "$400 on line 63": an amount, then the step or line it is for. */
const AMOUNT_FOR_STEP = /(?<![\d,.])(\$\d[\d,]*(?:\.\d{2})?)\s+(?:for|on|in|goes (?:in|on))\s+(?:the\s+)?([Ss]tep|[Ll]ine)\s+(\d{1,2}(?:\([a-e]\)|[a-e])?)\b(?!\s*\()/g;

export function withLineNumbersAsLabels(line: string): string {
  return line
    .replace(AMOUNT_FOR_STEP, (_, amount: string, kind: string, number: string) => `${kind.toLowerCase()} ${number}: ${amount}`)
    .replace(NUMBER_LEADS_LINE, (_, lead: string, number: string, caption: string | undefined) => `${lead}line ${number}${caption ? ` ${caption}` : ''}: `)
    .replace(STEP_ALONE, '$1step $2: ')
    .replace(CAPTION_THEN_LINE, '$1$2 (line $3): ')
    .replace(LINE_ALONE, (_, before: string, number: string) => `${before.trimEnd()} line ${number}: `)
    .replace(SO_LINE_IS, (_, so: string, number: string) => `${so} ${number.includes('(') ? 'step' : 'line'} ${number}: `);
}

/**
 * "A7 - NOAA / OAR, Global Systems Laboratory, …", "B3 / B4 - 12-01-2026 to 13-01-2026", "A14 to A17 - GS / 1301 /
 * 13 / 5": a form whose sections number their items again each ("Section A" item 7, "Section B" item 3) named by
 * section letter and item number, as its filers write it. Rewritten as the items' labels, "item 7 (section A): …",
 * one line per item; a list of values as long as the list of items is shared out in order.
 */
export function withSectionItemCodesKeyed(line: string): string {
  // ("Line 1 - Harbor Light Electrical LLC", "Block 14 – GS": a line named in words, a dash, then its value.)
  // ("Line 7 - the vendor # your system gave us: V-004418": what the value is, said before it, goes.)
  const named = line.match(NAMED_LINE_THEN_DASH);
  if (named) return `${named[1]}${named[2]}: ${named[3]!.replace(/^\p{Ll}[^:]{2,60}:\s+(?=\S)/u, '')}`;
  if (!SECTION_ITEM_START.test(line)) return line;
  // ("B5 - 16 hrs, B6 - 0": two items on a line; "A4, A5 - …" is one list of items.)
  // ("B3 Start: 2025-09-15   B4 End: 2025-09-19": or set apart by a run of spaces.)
  const parts = line.split(new RegExp(String.raw`,\s+(?=${ITEM_CODE}\s*[-–—:]\s)|\s{3,}(?=${ITEM_CODE}${ITEM_WORDS}\s*[-–—:]\s)`, 'u')).reduce<string[]>((out, part) => {
    if (out.length > 0 && /^\s*(?:[-*•]\s+)?[A-F]\d{1,2}[a-z]?\s*$/u.test(out[out.length - 1]!)) out[out.length - 1] = `${out[out.length - 1]}, ${part}`;
    else out.push(part);
    return out;
  }, []);
  return parts
    .map((part) => {
      const m = part.match(SECTION_ITEM_LINE);
      if (!m) return part;
      const [, lead, list, words, value] = m as unknown as [string, string, string, string | undefined, string];
      const items = itemsOfList(list);
      if (items.length === 0) return part;
      const values = items.length > 1 ? sharedValues(value, items.length) : [value];
      // ("A14-17: GS-1316-07, step 3": a value a range of items does not share out is read whole, as written; "A4, A5 -
      // optional, leave both blank" says the same of each.)
      if (values.length === 0 && /\d-[A-F]?\d/.test(list)) return part;
      const called = items.length === 1 && words ? ` ${words.trim()}` : '';
      return items.map((item, i) => `${lead}item ${item.number} (section ${item.section})${called}: ${values[i] ?? value}`).join('\n');
    })
    .join('\n');
}

const NAMED_LINE_THEN_DASH = /^(\s*(?:[-*•]\s+)?)((?:line|item|block|part)\s+(?:\d{1,2}(?:[a-z]|\([a-z]\))?|[IVX]{1,4}))\s+[-–—]\s+(\S.*)$/iu;
const ITEM_CODE = String.raw`[A-F]\d{1,2}[a-z]?`;

/** " (section B)": how an item's key written here says its section. */
const SECTION_REMARK = String.raw`\(section\s+([A-Z]|[IVX]{1,4})\)`;
// ("item 9 (section A) Email": with what the writer called the item.)
const SECTION_ITEM_KEY = new RegExp(String.raw`^item\s+(\d{1,2}[a-z]?)\s+${SECTION_REMARK}(?:\s+\p{L}[^:]*)?$`, 'iu');

/** "item 2 (section B) " before "Course": an item's code as written here, before what the writer called the item. */
export const ITEM_CODE_BEFORE_WORDS = /^\s*item\s+\d{1,2}[a-z]?\s+\(section\s+(?:[A-Z]|[IVX]{1,4})\)\s+(?=\p{L})/iu;

/** "Course" of "item 2 (section B) Course": what the writer called an item keyed here; undefined for other keys. */
export function writerWordsOfItemKey(key: string): string | undefined {
  return ITEM_CODE_BEFORE_WORDS.test(key) ? key.replace(ITEM_CODE_BEFORE_WORDS, '') : undefined;
}

/** The item a key written here names ("item 4 (section B)"): its number and its section; undefined for other keys. */
export function sectionItemOf(key: string): { number: string; section: string } | undefined {
  const m = key.trim().match(SECTION_ITEM_KEY);
  return m ? { number: m[1]!.toLowerCase(), section: m[2]!.toUpperCase() } : undefined;
}

/** The section a key or its heading names ("… (section B)"), in capitals; undefined when it names none. */
export function sectionNamedIn(text: string): string | undefined {
  return text.match(new RegExp(SECTION_REMARK, 'i'))?.[1]?.toUpperCase();
}
// ("A9 Email: …", "A14-17: GS / 0802 / 09 / 3", "B3-4 Dates: …": an item's code may be followed by what the item is, or
// be a range of items.)
const ITEM_CODE_RANGE = String.raw`${ITEM_CODE}(?:-[A-F]?\d{1,2}[a-z]?)?`;
const ITEM_WORDS = String.raw`(?:\s+[\p{L}][\p{L}.'’ /-]{0,25}?)?`;
const SECTION_ITEM_START = new RegExp(String.raw`^\s*(?:[-*•]\s+)?(?:${ITEM_CODE}\s*(?:[-–—:/,&]|\bto\b|\band\b)|${ITEM_CODE_RANGE}${ITEM_WORDS}\s*:\s)`, 'u');
const SECTION_ITEM_LINE = new RegExp(String.raw`^(\s*(?:[-*•]\s+)?)(${ITEM_CODE_RANGE}(?:\s*(?:\/|,|&|\band\b|\bto\b)\s*${ITEM_CODE})*)(?:(${ITEM_WORDS})\s*:|\s*[-–—:])\s+(\S.*)$`, 'u');

/** "A14 to A17" → 14, 15, 16, 17 of section A; "A2 / A3" → 2 and 3. */
function itemsOfList(written: string): { section: string; number: string }[] {
  // ("A14-17", "B3-B4": a range written with a hyphen.)
  const list = written.replace(/\b([A-F])(\d{1,2})-[A-F]?(\d{1,2})\b/u, '$1$2 to $1$3');
  const codes = [...list.matchAll(/([A-F])(\d{1,2})([a-z]?)|\bto\b/gu)];
  const items: { section: string; number: string }[] = [];
  for (let i = 0; i < codes.length; i++) {
    const code = codes[i]!;
    if (code[0] !== 'to') {
      items.push({ section: code[1]!, number: `${code[2]}${code[3]}` });
      continue;
    }
    const from = codes[i - 1];
    const to = codes[i + 1];
    if (!from || !to || to[0] === 'to' || from[1] !== to[1] || from[3] || to[3]) return [];
    for (let n = Number(from[2]) + 1; n < Number(to[2]); n++) items.push({ section: from[1]!, number: String(n) });
  }
  return items;
}

/** The values of a list given for as many items: "GS / 1301 / 13 / 5", "12-01-2026 to 13-01-2026". */
function sharedValues(value: string, count: number): string[] {
  for (const separator of [/\s+\/\s+/, /\s*;\s*/, /\s+to\s+/, /\s+[-–]\s+/]) {
    const parts = value.split(separator);
    if (parts.length === count) return parts.map((p) => p.trim());
  }
  return [];
}

/** "Step 4:", "Line 3:" alone on its line: a heading over the step's lettered parts, "(a) …", "(b) …". */
const STEP_HEADING = /^\s*(?:[-*•]\s+)?(step|line)\s+(\d{1,2})\s*:\s*$/i;
/** "(a) other income: …", "b) …": a lettered part opening its line. */
const LETTERED_PART = /^(\s*)\(?([a-e])\)\s+(?=\S)/;
/** "… I did the Deductions Worksheet on page 3 …:": a line naming a worksheet, over its lines. */
const WORKSHEET_TITLED_LEAD_IN = /((?:\p{Lu}[\p{L}/-]*\s+(?:(?:and|&|\/)\s+)?){1,4})Worksheet\b.*:\s*$/u;
/** "so I did the deductions worksheet on the back too:": typed in lower case as well. */
const WORKSHEET_LEAD_IN = /((?:[\p{L}][\p{L}/-]*\s+(?:(?:and|&|\/)\s+)?){1,4})[Ww]orksheet\b.*:\s*$/u;
/** "two earners sheet", "the deductions sheet": a worksheet of the W-4 by the name people shorten it to. */
const WORKSHEET_CALLED_SHEET = /\b(earners?|jobs?|allowances?|deductions?|adjustments?)\s+sheet\b/gi;
/** "We did the Two-Earners/Multiple Jobs one on page 2:": a worksheet called "one", after "the worksheets" were named. */
const WORKSHEET_CALLED_ONE = /\b(earners?|jobs?|allowances?|deductions?|adjustments?)\s+one\b(?=[^.\n]*:\s*$)/gim;
/** "   line 3: 6,400", "- Line 2 = 15,000": a worksheet's line under the lead-in. */
// ("> Line 1: 8": in a message quoted in a reply.)
const WORKSHEET_LINE = /^(\s*(?:>\s*)*(?:[-*•]\s+)?)(line\s+\d{1,2}[a-z]?\s*[:=-])/i;
/** "1. itemized deductions, estimate $19,800", "8) 10,000 / 3,500 = 2.85": a worksheet's line by its number alone. */
const WORKSHEET_NUMBERED_LINE = /^(\s*)(\d{1,2})[.)]\s+(?=\S)/;

/**
 * "Step 4:" over "(a) other income: about $1,200 …" and "(b) I did the Deductions Worksheet on page 3 …:" over
 * "line 1: 21,400" … "line 5: 8,900": a step's lettered parts and a worksheet's lines written under their headings.
 * Each part is written with its step ("Step 4(a) other income: …") and each line with its worksheet
 * ("Deductions Worksheet line 3: 6,400"), as the rest of the reader knows them: the form numbers its worksheet's
 * lines again from 1, and the step's letter alone names nothing. A blank line ends a heading's block.
 */
export function withLinesUnderHeadingsNamed(written: string): string {
  // ("Then the two earners sheet on page 2, since we both work:": a worksheet called a sheet.)
  const text = written.replace(WORKSHEET_CALLED_SHEET, '$1 worksheet').replace(WORKSHEET_CALLED_ONE, '$1 worksheet');
  if (!/^\s*(?:[-*•]\s+)?(?:step|line)\s+\d{1,2}\s*:\s*$|worksheet\b.*:\s*$/imu.test(text)) return written;
  let step: string | undefined;
  let worksheet: string | undefined;
  return text
    .split('\n')
    .map((line) => {
      if (line.trim() === '') {
        step = undefined;
        worksheet = undefined;
        return line;
      }
      const heading = line.match(STEP_HEADING);
      if (heading) {
        step = `${heading[1]!.replace(/^\w/, (c) => c.toUpperCase())} ${heading[2]}`;
        worksheet = undefined;
        return line;
      }
      let out = line;
      const part = step === undefined ? null : out.match(LETTERED_PART);
      if (part) {
        out = `${part[1]}${step}(${part[2]}) ${out.slice(part[0].length)}`;
        worksheet = undefined;
      }
      // (A title in capitals, "I did the Deductions Worksheet", is the worksheet's name; in lower case, the words
      // after the article, "so I did the deductions worksheet".)
      // ("We skipped the Deductions and Adjustments Worksheet, … We did the Two-Earners/Multiple Jobs one on page 2:":
      // the worksheet of the sentence that ends in the colon.)
      const lead = sentencesOfValue(out).pop()!;
      const named = lead.match(WORKSHEET_TITLED_LEAD_IN)?.[1] ?? lead.match(WORKSHEET_LEAD_IN)?.[1]?.replace(/^.*\b(?:the|my|our|a|an)\s+/i, '');
      if (named) {
        worksheet = `${named.trim()} Worksheet`;
        return out;
      }
      // ("line 7 - $550": the dash that keys the line, as a colon.)
      if (worksheet !== undefined && WORKSHEET_LINE.test(out)) return out.replace(WORKSHEET_LINE, (_, lead: string, line: string) => `${lead}${worksheet} ${line.replace(/\s*[=-]$/, ':')}`);
      if (worksheet !== undefined && WORKSHEET_NUMBERED_LINE.test(out)) return out.replace(WORKSHEET_NUMBERED_LINE, `$1${worksheet} line $2: `);
      return out;
    })
    .join('\n');
}

/** "A. 1 for myself", "H. total 8", "D) 2 dependents", "D - 2 childrens": a worksheet's lettered line, its entry first. */
// ("E - zero, I am not head of household": an entry of nothing said as a word.)
// ("H - adds up to 10": the total said as a sum.)
const LETTERED_LINE_ENTRY = /^(\s*)([A-HJ-Z])(?:[.)]|\s+[-–—])\s+(?:(?:total|=|is|adds\s+up\s+to|comes\s+(?:out\s+)?to)\s*)?(\d{1,3}|[Zz]ero|ZERO)(?![\d,.]\d)\s*[-–—,:]?\s*(.*)$/;
/** "B. does not apply (she works), leave it blank": a lettered line of the same list without an entry. */
const LETTERED_LINE = /^\s*[A-HJ-Z](?:[.)]|\s+[-–—])\s+\S/;
/** "B. does not apply …, leave it blank", "E. not head of household so nothing there": a lettered line without an entry. */
const LETTERED_LINE_EMPTY = /^(\s*)([A-HJ-Z])(?:[.)]|\s+[-–—])\s+(.*\b(?:blank|nothing|does\s+not\s+apply|doesn['’]t\s+apply|n\/a|none|skip)\b.*)$/i;
/** Fewer lettered lines in a run than this, and the letters are a list's, not a worksheet's. */
const MIN_LETTERED_RUN = 3;

/**
 * "A. 1 for myself" / "B. does not apply …" / "C. 0 for spouse, see above" / … / "H. total 8": a worksheet's lines
 * listed by their letters, each entry after its letter. Within a run of at least MIN_LETTERED_RUN such lines, each
 * entry is written as its line's, "line A: 1 (for myself)", as the rest of the reader knows a worksheet's line.
 */
export function withLetteredLinesKeyed(text: string): string {
  const lines = text.split('\n');
  const inRun = lines.map(() => false);
  for (let i = 0; i < lines.length; ) {
    let end = i;
    while (end < lines.length && LETTERED_LINE.test(lines[end]!)) end++;
    if (end - i >= MIN_LETTERED_RUN) for (let j = i; j < end; j++) inRun[j] = true;
    i = Math.max(end, i + 1);
  }
  if (!inRun.some(Boolean)) return text;
  return lines
    .map((line, i) => {
      if (!inRun[i]) return line;
      const m = line.match(LETTERED_LINE_ENTRY);
      // ("B. does not apply (she works), leave it blank": a line the list leaves empty.)
      const empty = m ? null : line.match(LETTERED_LINE_EMPTY);
      if (empty) return `${empty[1]}line ${empty[2]}: leave blank`;
      if (!m) return line;
      const rest = m[4]!.trim().replace(/[.;]$/, '');
      const entry = /^zero$/i.test(m[3]!) ? '0' : m[3]!;
      // (A remark with brackets of its own goes on the line under the entry: "4" / "because … (… 58 thousand …), so …".)
      if (/[()]/.test(rest) && !rest.startsWith('(')) return `${m[1]}line ${m[2]}: ${entry}\n${rest}`;
      return `${m[1]}line ${m[2]}: ${entry}${rest === '' ? '' : rest.startsWith('(') ? ` ${rest}` : ` (${rest})`}`;
    })
    .join('\n');
}

/**
 * "A.12  Type of appointment: Career", "B.1a  Vendor: Intermountain …": an item's number, a run of spaces, then a keyed
 * line. Read with the spaces as a column's edge, the number would be the key and "Type of appointment: Career" its
 * value; the number is the key's first word instead ("A.12 Type of appointment: Career").
 */
export function withItemNumbersJoinedToKeys(text: string): string {
  return text.replace(ITEM_NUMBER_THEN_KEY, '$1$2 ');
}
/** (1 the indent, 2 the item's number; a key of words and its colon after.) */
const ITEM_NUMBER_THEN_KEY = /^([ \t]*)((?:[A-Z]\.)?\d{1,2}(?:\.\d{1,2})?[a-z]?(?:-\d{1,2}[a-z]?)?\.?)[ \t]{2,}(?=\p{L}[^:\n]{0,50}:[ \t]+\S)/gmu;

