/**
 * Receipts, invoices and printed slips typed up in a monospaced layout set each label apart from its value by a
 * run of dots or by a column of spaces instead of a colon:
 *
 *      Date of agreement .......... 07/02/2025
 *      S/N ........................ TY48213
 *      SELLER  Gary M. Pruitt
 *              1904 Larkin Ave, Joliet IL 60435
 *
 * Read as written, the dots and spaces are part of a sentence and the label is lost. Such lines are rewritten
 * as "label: value" (unindented, so that the lines indented under them join them, parse-indented.ts); other
 * lines stay as written.
 */

import { WORKSHEET_TITLE } from './field-profile.js';
import { isLanguageName } from './coded-values.js';
import { capitalsAsName } from './parse-compound.js';

/** "Date of agreement .......... 07/02/2025", "PRICE ___ $650": a label, a leader of dots or rules, the value. */
// ("legal_nm ............. Cardinal Ridge Mechanical LLC": a system's column name, its words joined by underscores.)
// ("1st-line supervisor ......... Dana Ruelas, …": a label may open with an ordinal.)
/** "SSN 382-61-4407", "Occ: MARINE ENGINEER", "DOB 05/11/1993": a column of a person's line, its detail keyed. */
const KEYED_DETAIL = /^(SSN|ITIN|TIN|SIN|EIN|PTIN|DOB|Occ|Occupation|Phone|Tel|Cell|E-?mail|Age)\b\.?:?\s*(\S.*)$/i;
const DETAIL_WORDS: Record<string, string> = { occ: 'occupation', dob: 'date of birth', tel: 'phone' };
const LEADER_LINE = /^\s*((?:\d{1,2}[a-z]?\s+|\d(?:st|nd|rd|th)[- ])?\p{L}(?:[^…_·]|_(?=[\p{L}\d])){0,60}?)\s*(?:\.{3,}|(?<=\s)\.{2}(?=\s)|…{2,}|_{3,}|·{3,})\s*(\S.*)$/u;
/** A remark in brackets inside a label, before the leaders. */
const LABEL_REMARK = /\s*\([^()\n]{10,120}\)(?=\s*(?:\.{2,}|…|_{3,}|·{3,}))/;
/**
 * "SELLER  Gary M. Pruitt": a label of one or two capitalised words in capitals, two or more spaces, the value.
 * Only capitals: in prose, two spaces after an ordinary word are a typing slip, not a column.
 */
const SPACED_CAPS_LINE = /^\s{0,2}(\p{Lu}{2,}(?:[ /&]\p{Lu}{2,})?)\s{2,}(\S.*)$/u;

/** A heading in capitals ("DEDUCTIONS AND ADJUSTMENTS WORKSHEET (page 2)", "FORM W-4 -- CERTIFICATE ENTRIES"). */
const CAPS_HEADING = /^[^\p{Ll}]*\p{Lu}{2,}[^\p{Ll}]*\s\p{Lu}{2,}[^\p{Ll}]*$/u;

/**
 * Lines with labels set apart by leaders (dots) or by a column of spaces after a capitals label, keyed. A
 * worksheet's lines ("Line 3  Line 1 less line 2 ....  $ 4,800") are keyed with its title, as a form numbers
 * each worksheet's lines afresh ("Deductions and Adjustments Worksheet Line 3 …").
 */
const ORDINAL_WORDS = ['First', 'Second', 'Third'];
/** "(OLD, bounced 6/20)", "(disconnected)": a remark that a contact no longer reaches anyone. */
const DEAD_CONTACT = /\b(?:old|former|previous|disconnected|bounced|stale|defunct|deactivated|inactive|out of service|no longer)\b/i;
/** "Email – work (OLD, bounced 6/20)": a kind of contact (1), a dash, which one (2), a remark (3). */
const CONTACT_KIND_THEN_WHICH = /^((?:e-?mail|phone|tel(?:ephone)?|cell|mobile|fax|address|website))\s+[–—-]\s+([\p{L}][\p{L} /&'’-]{0,30}?)(\s*\([^()]*\))?$/iu;

export function linesWithLeadersKeyed(lines: string[]): string[] {
  let worksheet: string | undefined;
  return linesWithAlignedValuesKeyed(lines).map((line) => {
    // ("… WORKSHEET (page 2)": a remark in brackets is no part of the heading.)
    if (CAPS_HEADING.test(line.replace(/\s*\([^()]*\)/g, '')) && !line.includes(':') && !LEADER_LINE.test(line)) {
      const title = line.match(WORKSHEET_TITLE)?.[1];
      worksheet = title ? `${capitalsAsName(title.replace(/\s*\/\s*/g, ' / ').trim())} Worksheet` : undefined;
      return line;
    }
    // ("L61 fed w/h (W-2 only -- he did not elect w/h on the UI, …) ... 2,410": a remark in brackets in a label too long
    // with it.)
    const dotted = LEADER_LINE.exec(line) ?? LEADER_LINE.exec(line.replace(LABEL_REMARK, ''));
    const match = dotted ?? SPACED_CAPS_LINE.exec(line);
    // A value that is itself only leaders or rules is a blank left to fill, not a value; one with columns of its
    // own ("QTY  ITEM      PRICE") is a table's row, read as a table.
    // ("$  4,800": a currency sign set apart from its amount, as printouts align them, is one value.)
    // ("CLIENT            : OKONKWO-BAYLISS": a colon set apart from its label is the label's.)
    // ("4127 Sunnybrook Dr, …, CA 92843   (effective 2025-09-02)": a remark in brackets set apart at the end is the
    // value's remark, not a column of its own.)
    // (Only after dots: in a record set out in columns of spaces the remark may be a column of its own.)
    // ("STATE / ZIP .......... CA  95852": a state and its ZIP code set apart by a column's spaces are one value.)
    const value = match?.[2]!.replace(/([$€£])\s+(?=\d)/u, '$1').replace(/^([A-Z]{2})\s{2,}(?=\d{5}(?:-\d{4})?\s*$)/, '$1 ').replace(/^:\s*/, '').replace(dotted ? /\s{2,}(\([^()]*\))\s*$/ : /^(?!)/, ' $1');
    // ("Taxpayer ..... STANISLAW J WOJCIK    SSN 382-61-4407   Occ: MARINE ENGINEER": columns after the first that
    // each open with a number's or a detail's key are the label's person's too, keyed with the label.)
    const columns = dotted ? value!.trim().split(/\s{2,}/) : [];
    if (columns.length > 1 && columns.slice(1).every((column) => KEYED_DETAIL.test(column))) {
      // ("Taxpayer", "Primary": the one the form is for is "your" on it.)
      const label = /^(?:taxpayer|primary|filer)$/i.test(match![1]!.trim()) ? 'your' : match![1]!.trim();
      // (The first column a name in capitals, as such printouts write them: the label's name, written as a name is.)
      const name = /^\p{Lu}[\p{Lu}'’-]*(?:\s+\p{Lu}[\p{Lu}'’.-]*){1,3}$/u.test(columns[0]!) ? capitalsAsName(columns[0]!) : undefined;
      const detail = (column: string) => column.replace(KEYED_DETAIL, (_, key: string, v: string) => `${label} ${DETAIL_WORDS[key.toLowerCase()] ?? key}: ${v}`);
      return [name ? `${label} name: ${name}` : `${label}: ${columns[0]}`, ...columns.slice(1).map(detail)].join('\n');
    }
    if (!match || /^[._·…\s-]*$/.test(value!) || /\S\s{2,}\S/.test(value!)) return line;
    // (Under a worksheet's title, "A  Yourself …" and "3  Line 1 less line 2 …" are its lines A and 3.)
    const numbered = worksheet ? match[1]!.trim().match(/^([A-H]|\d{1,2}[a-z]?)\s+(?=\p{L})/u) : null;
    // ("legal_nm", "rmt_addr_ln1": a column name's underscores are the spaces between its words.)
    // ("1st-line supervisor": an ordinal in words, as a key's are read.)
    const label = (numbered ? `Line ${match[1]!.trim()}` : match[1]!.trim()).replace(/(?<=[\p{L}\d])_(?=[\p{L}\d])/gu, ' ').replace(/\s{2,}/g, ' ').replace(/^([123])(?:st|nd|rd)(?=[- ])/, (_, n: string) => ORDINAL_WORDS[Number(n) - 1]!);
    // ("Email – work (OLD, bounced 6/20)", "Address – home": a contact card's kind of contact, then which one, is that
    // one's: "work Email (OLD, bounced 6/20)", "home Address"; the dash would part a key from its value.)
    // (One its remark says is dead, "(OLD, bounced 6/20)", "(disconnected)", is an old one.)
    // ("Address – billing …… 1420 N Lake Shore Dr, …  (stale – unit being sold)": or the remark after its value.)
    const valueRemark = value!.match(/\(([^()]*)\)\s*$/)?.[1] ?? '';
    if (!/^line\s/i.test(label)) return `${label.replace(CONTACT_KIND_THEN_WHICH, (_, kind: string, which: string, remark = '') => `${DEAD_CONTACT.test(`${remark} ${valueRemark}`) ? 'old ' : ''}${which} ${kind}${remark}`)}: ${value!.trim()}`;
    // ("Line A  Self, not a dependent": a form line's label is a key whatever its commas.)
    return `${worksheet ? `${worksheet} ` : ''}${label.replace(/,/g, '')}: ${value!.trim()}`;
  });
}

/**
 * "accommodations - nope, none needed", "Gift - no": a short label, a dash, then a yes or a no, is the label's
 * answer whatever the lines around it are. Rewritten as "label: answer".
 */
export function withDashedAnswerKeyed(line: string): string {
  return line.replace(DASHED_ANSWER, '$1: $2');
}
const DASHED_ANSWER = /^(\s*(?:[-*•]\s+)?\p{L}[\p{L} '’/&]{2,30}?)\s+[-–—]\s+((?:yes|yep|yeah|no|nope|nah)\b.*)$/iu;

/**
 * "eyes sea green, skin fair & freckled, hair red", "first name dimitra, surname papadopoulou": a person's looks or
 * name's parts listed as attribute and value with no colons. Two items or more, every one of them led by such an
 * attribute, are rewritten as keyed pairs set apart by middle dots ("eyes: sea green · skin: fair & freckled · hair:
 * red"), as the line reader splits them.
 */
// ("age 112 · 4'5" · 190 lbs": items set apart by middle dots too, and a height or a weight alone among them says
// what it is by its unit.)
export function withAttributeListKeyed(line: string): string {
  // ("first name lieve last name de smet (autocorrect …)": a name's two parts said in a row, no comma between.)
  const parts = line.match(NAME_PARTS_IN_A_ROW);
  if (parts) return `${parts[1]}: ${parts[2]} · ${parts[3]}: ${parts[4]}`;
  const items = line.trim().replace(/^[-*•]\s+/, '').replace(/[.;]$/, '').split(/,\s+|\s+[·|]\s+/);
  if (items.length < 2 || !items.some((item) => ATTRIBUTE_ITEM.test(item))) return line;
  const keyed = items.map((item) => (ATTRIBUTE_ITEM.test(item) ? item.replace(ATTRIBUTE_ITEM, '$1: $2') : BARE_HEIGHT.test(item) ? `height: ${item}` : BARE_WEIGHT.test(item) ? `weight: ${item}` : undefined));
  return keyed.every((item) => item !== undefined) ? keyed.join(' · ') : line;
}
const NAME_PARTS_IN_A_ROW = /^\s*(?:[-*•]\s+)?(first name|given name|firstname)\s+(?!is\b)([\p{L}'’-]+(?:\s+[\p{L}'’-]+)?)\s+(last name|surname|family name|lastname)\s+(?!is\b)([\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,2}?)(?:\s*\([^()]*\))?\s*[.!]?\s*$/iu;
/** A height by its unit: 4'5", 5 ft 10 in, 171 cm, 1.71 m. */
const BARE_HEIGHT = /^(?:\d\s*(?:'|’|ft)\s*\d{0,2}\s*(?:"|”|''|in)?|\d{2,3}\s*cm|\d[.,]\d{1,2}\s*m)$/;
/** A weight by its unit: 190 lbs, 82 kg. */
const BARE_WEIGHT = /^\d{2,3}(?:[.,]\d)?\s*(?:lbs?|pounds|kg)\.?$/;
const ATTRIBUTE_ITEM = /^(eyes?|eye colou?r|hair|hair colou?r|skin|complexion|height|weight|age|build|gender|sex|first names?|given names?|middle names?|surname|last name|family name)\s+(?!is\b|are\b)([^,:]{1,30})$/i;

/**
 * "Health: max 12, current 12": a key whose value gives several of its measures, each a word and a number. Each
 * becomes the key's own pair, "Health max: 12 · Health current: 12", as forms have a box for each ("Health Maximum",
 * "Health Current").
 */
export function withMeasuresOfKeyApart(line: string): string {
  const m = line.match(KEY_OF_MEASURES);
  if (!m) return line;
  return m[3]!.split(/\s*,\s*/).map((item) => item.replace(/^(\p{Ll}+)\s+/u, `${m[1]}${m[2]} $1: `)).join(' · ');
}
const KEY_OF_MEASURES = /^(\s*(?:[-*•]\s+)?)(\p{L}[\p{L} ]{1,30}?)\s*:\s*((?:(?:max|maximum|min|minimum|current|base|total|temp|temporary)\s+\d{1,4}\s*,\s*)+(?:max|maximum|min|minimum|current|base|total|temp|temporary)\s+\d{1,4})\s*$/iu;

/** "Character name - Brannoc Ashgrove", "Eyes – amber": a short capitalised label, a dash between spaces, the value. */
// (One space each side: "French     - B2, professional" aligned in columns is a list of items with remarks.)
const DASH_LINE = /^\s*(\p{Lu}(?:[\p{L}&'’+/ ]{0,30}[\p{L}&'’+/])?) [-–—] (\S.*)$/u;
const DASH_LABEL_WORDS = 4;
/** A dash, then a run of leaders later on the line: " – work (OLD) ...... ". */
const LEADERS_AFTER = /\s[-–—]\s.*?(?:\.{3,}|…{2,}|_{3,})\s*\S/;
/** Words that make a dash's left side a sentence, not a label. */
const NOT_A_LABEL = /\b(?:is|are|was|were|am|be|he|she|I|we|they|it|you)\b/i;
/** Fewer dashed lines than this, and a dash is a sentence's, not a list's separator. */
const MIN_DASH_LINES = 3;
/** "name - Aoife Ní Bhriain", typed fast in a chat: a label this plain keys its line alone, in any case. */
const LABEL_KEYING_ALONE = /^\s*((?:(?:full|first|last|legal|given|family)\s+)?name|surname|d\.?o\.?b\.?|date of birth|e-?mail(?: address)?|phone(?: number)?) [-–—] (\S.*)$/iu;

/**
 * A list of "Label - value" lines (at least MIN_DASH_LINES of them), each rewritten as "Label: value"; other
 * lines, and a text with fewer such lines, stay as written.
 */
export function linesWithDashesKeyed(lines: string[]): string[] {
  const pairs = lines.map((line) => {
    // ("Email – work (OLD) ...... viyer@…": a line set apart by leaders is keyed by them, its dash the label's.)
    const m = LEADERS_AFTER.test(line) ? null : line.match(DASH_LINE);
    // (A label names a thing: "He is tough - and old" is a sentence.)
    const label = m?.[1]!.trim();
    return label && label.split(/\s+/).length <= DASH_LABEL_WORDS && !NOT_A_LABEL.test(label) ? { label, value: m![2]!.trim() } : undefined;
  });
  if (pairs.filter((p) => p !== undefined).length < MIN_DASH_LINES) return lines.map((line) => (LEADERS_AFTER.test(line) ? line : line.replace(LABEL_KEYING_ALONE, '$1: $2')));
  // ("English - very good (B2)", "French - none": languages rated one a line are a list's items, read as written.)
  return lines.map((line, i) => {
    const pair = pairs[i];
    return pair && !isLanguageName(pair.label) ? `${pair.label}: ${pair.value}` : line;
  });
}

/** "eyes amber", "height 5'4\"": one word, then its value of a few words, as a list packs them on a line. */
// (The word in lower case: "Janelle Okafor; Peter Vukovich" are two names, no pairs.)
const WORD_THEN_VALUE = /^(\p{Ll}[\p{Ll}'’-]{1,15})\s+(\S.{0,40})$/u;
/** The most words of one such pair. */
const PACKED_PAIR_WORDS = 4;

/**
 * "age 34; height 5'4\"; weight 118 lb", "eyes amber; skin tawny; hair auburn": pairs of a word and its value packed on
 * one line between semicolons, each rewritten as a "Label: value" line of its own. A line with a colon, or with
 * a part that is no such pair, stays as written.
 */
export function linesWithPackedPairsKeyed(lines: string[]): string[] {
  return lines.flatMap((line) => {
    if (line.includes(':') || !line.includes(';')) return [line];
    const parts = line.split(/\s*;\s*/).map((part) => part.trim()).filter((part) => part !== '');
    const pairs = parts.map((part) => (part.split(/\s+/).length <= PACKED_PAIR_WORDS ? part.match(WORD_THEN_VALUE) : null));
    if (parts.length < 2 || pairs.some((pair) => pair === null || NOT_A_LABEL.test(pair[1]!))) return [line];
    return pairs.map((pair) => `${pair![1]}: ${pair![2]!.replace(/[.,]$/, '')}`);
  });
}

/**
 * "Street/House no 2207 Fremont Ave N": a label long enough to leave one space before the column, as a row of
 * the block, shaped as ALIGNED_LINE matches it.
 */
const MIN_PUSHED_ON_COLUMN = 6;

function atColumn(line: string, column: number): RegExpMatchArray | null {
  // (A label a character or two longer pushes its value on: "Postal code/City 98103     SEATTLE". The row is
  // shaped as if its value started at the column; a label past the column gets no spaces.)
  // (Not under a column of one-letter labels, a worksheet's "A  self -> 1": there "Line 5 allowances: …" is a
  // line of its own, not "Line" pushing on "5 allowances".)
  if (column < MIN_PUSHED_ON_COLUMN) return null;
  for (const end of [column - 1, column, column + 1, column + 2]) {
    if (line[end] !== ' ' || line[end - 1] === ' ' || !/\S/.test(line[end + 1] ?? '')) continue;
    const label = line.slice(0, end);
    if (!LABEL_ALONE.test(label)) return null;
    return Object.assign([line, label, ' '.repeat(Math.max(0, column - end)), line.slice(end + 1)], { index: 0, input: line }) as RegExpMatchArray;
  }
  return null;
}

/** "                 Harbor Pine Studio        <- d/b/a": a value, then an arrow back at it with what it is. */
const ARROWED = /^\s*(\S.*?\S)\s{2,}(?:<-+|←)\s*(\S.*?)\s*$/u;
/** A gap this wide inside a row starts another label's pair; a narrower one parts a value's own columns ("US   USA"). */
const PAIR_GAP = /\s{5,}/;

/**
 * A row's pairs: the label's value, then each "label  value" after a wide gap ("Region  WA   Washington"), or a
 * "label: value" written so. A label alone after a gap ("Extension", left empty) is dropped.
 */
function pairsOfRow(label: string, rest: string): string[] {
  const [value, ...others] = rest.trim().split(PAIR_GAP);
  const out = [`${label}: ${value!.split(/\s{2,}/).join(', ')}`];
  for (const other of others) {
    if (/^[^:]{1,40}:\s/.test(other)) out.push(other);
    else {
      const [otherLabel, ...otherValue] = other.split(/\s{2,}/);
      if (otherValue.length > 0) out.push(`${otherLabel}: ${otherValue.join(', ')}`);
      // (A word in capitals is a value: "Postal code/City 98103     SEATTLE".)
      else if (!/^\p{L}[\p{L} .'’/-]{0,30}$/u.test(other) || !/\p{Ll}/u.test(other)) out[0] = `${out[0]}, ${other}`;
    }
  }
  return out;
}

/** "First name            Maartje": a label of a few words at the margin, two spaces or more, then a value. */
const ALIGNED_LABEL = String.raw`\s{0,2}\p{L}[\p{L}\p{N}'’()&/#.,-]*(?: [\p{L}\p{N}'’()&/#.,-]+){0,5}`;
const ALIGNED_LINE = new RegExp(String.raw`^(${ALIGNED_LABEL})( {2,}|\t+)(\S.*)$`, 'u');
const LABEL_ALONE = new RegExp(String.raw`^${ALIGNED_LABEL}$`, 'u');
/** Where a row's value starts: after its label and the spaces. */
function valueColumn(row: RegExpMatchArray): number {
  return row[1]!.length + row[2]!.length;
}

/**
 * "Street address (including apt. no.)    4417 GRAND AVE", "RECIPIENT'S TIN        ***-**-6218": a printed form's box
 * copied as text, its caption (a long one too) and, after three spaces or more, its one value, the values at no
 * common column (1 the caption, 2 the value).
 */
const RAGGED_LINE = /^(\p{L}[^\s:]*(?: [^\s:]+){0,15}?[\p{L})])[ \t]{3,}(?![-–—]\s)(\S+(?: \S+)*)[ \t]*$/u;
/** Rows sharing a value column before it is read as one: fewer, and two spaces are a typing slip. */
const ALIGNED_ROWS = 3;

/**
 * A record copied from an app's detail screen or a terminal, its values in one column:
 *
 *      First name            Maartje
 *      Middle name
 *      Last name             de Vries
 *
 * Where ALIGNED_ROWS lines or more of one block (no blank line between) start their values at the same column,
 * each is rewritten "label: value", and a label with no value beside it (a field left empty in the app) is
 * dropped. A value with columns of its own ("QTY  ITEM      PRICE") is a table's row and stays as written.
 */
export function linesWithAlignedValuesKeyed(lines: string[]): string[] {
  const out: string[] = [];
  let block: string[] = [];
  const flush = () => {
    // (A line with leaders of its own is read by LEADER_LINE.)
    const leadered = (line: string) => /\.{3,}|_{3,}|…{2,}|·{3,}/.test(line);
    // (Only rows of one value count towards the column.)
    const columns = new Map<number, number>();
    for (const line of block) {
      const row = /^\S.*\s{2,}\S.*\s{2,}\S/.test(line.trim()) || leadered(line) ? null : line.match(ALIGNED_LINE);
      if (row) columns.set(valueColumn(row), (columns.get(valueColumn(row)) ?? 0) + 1);
    }
    const [column, count] = [...columns].sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
    const ragged = block.filter((line) => !leadered(line) && RAGGED_LINE.test(line)).length;
    if (count < ALIGNED_ROWS && ragged >= ALIGNED_ROWS) {
      // (A printed return's boxes, each caption's value after a gap of its own: keyed one by one.)
      out.push(...block.map((line) => (leadered(line) ? line : line.replace(RAGGED_LINE, '$1: $2'))));
    } else if (count < ALIGNED_ROWS) {
      out.push(...block);
    } else {
      for (const line of block) {
        if (leadered(line)) {
          out.push(line);
          continue;
        }
        // (Once the column is known, a row with more pairs after a wide gap is read too: "Tax Number 1    91-4763308
        // Tax no. type   EIN".)
        const matched = line.match(ALIGNED_LINE);
        const aligned = matched && valueColumn(matched) === column ? matched : undefined;
        // ("Street address (including apt. no.)    4417 GRAND AVE": a caption longer than the column's, its words past it
        // and then its own gap, is the caption whole.)
        const ragged = aligned ? null : line.match(RAGGED_LINE);
        // ("Name (First, Middle, Last, Suffix)            Roseline …": or a caption the column's labels would not take,
        // its value in the column, give or take a typing slip.)
        const inColumn = ragged !== null && ragged !== undefined && Math.abs(ragged[1]!.length + line.slice(ragged[1]!.length).search(/\S/) - column) <= 2;
        if (ragged && (inColumn || (ragged[1]!.length > column && !/\d/.test(ragged[1]!.slice(column - 2))))) {
          out.push(`${ragged[1]}: ${ragged[2]}`);
          continue;
        }
        const pushedOn = aligned ? null : atColumn(line, column);
        const row = aligned ?? pushedOn ?? matched;
        // ("French     - B2, professional": a dash after the spaces makes a line of a list, read as written.)
        // ("Account Name              | Harrow & Finch Mechanical, LLC": a bar set apart before the value is its
        // label's, as a colon is; "Parent Account            |" gives nothing.)
        if (row && (row === pushedOn || valueColumn(row) === column) && /^\|\s*$/.test(row[3]!)) continue;
        if (row && (row === pushedOn || valueColumn(row) === column) && !/^[-–—]\s/.test(row[3]!)) out.push(...pairsOfRow(row[1]!.trim(), row[3]!.replace(/^[:|]\s+/, '')));
        // ("Harbor Pine Studio      <- d/b/a": a value under the column, named by an arrow.)
        else if (!row && ARROWED.test(line)) out.push(line.replace(ARROWED, '$2: $1'));
        // (A label alone, where the rows around it have values, is a field left empty.)
        else if (!row && /^\s{0,2}\p{L}[\p{L}'’/-]*(?: [\p{L}'’/-]+){0,5}\s*$/u.test(line) && !/^\s*\p{Lu}{2,}(?:\s\p{Lu}{2,})*\s*$/u.test(line)) continue;
        else out.push(line);
      }
    }
    block = [];
  };
  for (const line of lines) {
    if (line.trim() === '') {
      flush();
      out.push(line);
    } else block.push(line);
  }
  flush();
  return out;
}
