/**
 * Boxes typed into the text the way a printed form shows them: "[x] Single   [ ] Married   [ ] Married, but
 * withhold at higher Single rate", "☒ Yes ☐ No", a task list's "- [x] Offer accepted". Read as written, every
 * option's words stay in the line whether its box is ticked or not, so "Married" is as stated as "Single".
 *
 * A line with two or more boxes keeps the options whose boxes are ticked, after the words before the first box
 * (its question): "W-4 line 3: Single". A line with one box loses the box's mark only: a checklist's item says
 * what it says whether it is done yet or not. A line that holds only boxes, under a line of options, carries on
 * its options (linesWithTickBoxesRead).
 */
import { UNIT_WORDS } from './parse-compound.js';
import { ILLEGIBLE_MARK } from './ocr-slips.js';

const TICKED = String.raw`\[\s*[xX✓✔✗*]\s*\]|☒|☑|✅`;
const EMPTY = String.raw`\[\s*_?\s*\]|☐`;
const BOX = new RegExp(String.raw`(${TICKED})|(?:${EMPTY})`, 'gu');
const TICKED_BOX = new RegExp(String.raw`^(?:${TICKED})$`, 'u');
const OPENS_WITH_BOX = new RegExp(String.raw`^\s*(?:${TICKED}|${EMPTY})`, 'u');

/** "Apt", "Ste", "Flr", "Suite": a unit's kind, as a form's boxes beside a street offer them (the address words', and "Flr"). */
const UNIT_KIND = new RegExp(String.raw`^(?:${UNIT_WORDS}|flr)\.?$`, 'i');

/**
 * "5881 Cleveland Ave   [x] Apt  [ ] Ste  [ ] Flr   No. 3C": a street typed with the form's boxes for the kind of unit
 * after it and the unit's number last. Read as the street and its unit, "5881 Cleveland Ave, Apt 3C"; undefined for
 * other boxes.
 */
function unitTicked(line: string, boxes: RegExpMatchArray[], street: string): string | undefined {
  if (!/\d/.test(street)) return undefined;
  const options = boxes.map((box, i) => line.slice(box.index! + box[0].length, i + 1 < boxes.length ? boxes[i + 1]!.index : line.length).trim());
  const kinds = options.map((option) => option.split(/\s+/)[0] ?? '');
  if (!kinds.every((kind) => UNIT_KIND.test(kind))) return undefined;
  const ticked = boxes.findIndex((box) => TICKED_BOX.test(box[0]));
  const written = options[options.length - 1]!.slice(kinds[kinds.length - 1]!.length).replace(/^\s*(?:no\.?|number|#)\s*/i, '').trim();
  // ("No. [illegible] (1? 7?)": a number the transcriber could not read is none.)
  const number = ILLEGIBLE_MARK.test(written) ? '' : written;
  if (ticked < 0) return street;
  return number === '' ? `${street}, ${kinds[ticked]}` : `${street}, ${kinds[ticked]} ${number}`;
}

export function withTickBoxesRead(line: string): string {
  const boxes = [...line.matchAll(BOX)];
  if (boxes.length === 0) return line;
  if (boxes.length === 1) {
    const box = boxes[0]!;
    const before = line.slice(0, box.index);
    const after = line.slice(box.index! + box[0].length).trimStart();
    return /\S$/.test(before) ? `${before} ${after}` : `${before}${after}`;
  }
  const question = line.slice(0, boxes[0]!.index).trimEnd();
  const unit = unitTicked(line, boxes, question);
  if (unit !== undefined) return unit;
  const chosen: string[] = [];
  boxes.forEach((box, i) => {
    const end = i + 1 < boxes.length ? boxes[i + 1]!.index : line.length;
    const option = line.slice(box.index! + box[0].length, end).trim().replace(/[,;]$/, '').trim();
    if (TICKED_BOX.test(box[0]) && option !== '') chosen.push(option);
  });
  if (chosen.length === 0) return question;
  if (question === '') return chosen.join(', ');
  const joiner = /[:?]$/.test(question) ? ' ' : ': ';
  return `${question}${joiner}${chosen.join(', ')}`;
}

/**
 * Every line with its boxes read (withTickBoxesRead); a line of nothing but boxes and their options under a line
 * of two or more options is more of them ("[ ] Single  [X] Married" then "   [ ] Married, but withhold at higher
 * Single rate"): read as one line, so an unticked option there is dropped, not kept as a checklist's item.
 */
export function linesWithTickBoxesRead(lines: string[]): string[] {
  const marked = new Map([...optionListsMarked(lines), ...printedOptionsMarked(lines)]);
  const out: string[] = [];
  let options: { raw: string; at: number } | undefined;
  for (const line of lines) {
    const boxes = [...line.matchAll(BOX)].length;
    if (options && boxes > 0 && OPENS_WITH_BOX.test(line)) {
      options.raw = `${options.raw}  ${line.trim()}`;
      out[options.at] = withTickBoxesRead(options.raw);
      continue;
    }
    options = boxes >= 2 ? { raw: line, at: out.length } : undefined;
    out.push(marked.get(line) ?? withTickBoxesRead(line));
  }
  return out;
}

/** "- [x] English – fluent", "- [ ] French": a list's line that opens with one box, its option's name first. */
const OPTION_LINE = new RegExp(String.raw`^(\s*(?:[-*•]\s+)?)(?:(${TICKED})|(?:${EMPTY}))\s*(\p{L}[\p{L}'’.-]*(?:\s+\p{L}[\p{L}'’.-]*){0,2})(?=\s*(?:[–—:,(]|\s-\s|$))(.*)$`, 'u');

/**
 * "### Languages" over "- [x] English – fluent", "- [x] German – B2", "- [ ] French – only school French, please
 * untick it": a list of a question's options, each ticked or not, as a notes app's task list writes them. An option
 * left unticked is one the writer does not choose, "- not French"; a ticked one stays as written.
 */
function optionListsMarked(lines: string[]): Map<string, string> {
  return optionRunsMarked(lines, OPTION_LINE, (m) => (m[2] !== undefined ? `${m[1]}${m[3]}${m[4]}` : `${m[1]}not ${m[3]}`));
}

/** "   b [ ] A domestic eligible entity electing to be classified as a partnership.": a printed form's lettered option. */
const LETTERED_OPTION_LINE = new RegExp(String.raw`^(\s*(?:[a-z]|\d{1,2}[a-z]?)[.)]?\s+)(?:(${TICKED})|(?:${EMPTY}))\s*(\S.{9,})$`, 'u');

/**
 * A pasted form's lettered options, one a line, the chosen one's box ticked ("a [X] … taxable as a corporation.",
 * "b [ ] … classified as a partnership."): the chosen option's words are kept, without its box; the others are
 * the form's print, which chooses nothing, and go.
 */
function printedOptionsMarked(lines: string[]): Map<string, string> {
  return optionRunsMarked(lines, LETTERED_OPTION_LINE, (m) => (m[2] !== undefined ? `${m[1]}${m[3]}` : ''));
}

/**
 * Each line of a run of options, one box a line, as `mark` writes it (its match's second group the ticked box). Only a
 * run of two lines or more, with boxes of both kinds, counts: a checklist of things done or to do keeps its items'
 * words.
 */
function optionRunsMarked(lines: string[], option: RegExp, mark: (m: RegExpMatchArray) => string): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < lines.length; ) {
    let end = i;
    while (end < lines.length && option.test(lines[end]!) && [...lines[end]!.matchAll(BOX)].length === 1) end++;
    const run = lines.slice(i, end).map((line) => line.match(option)!);
    if (run.length >= 2 && run.some((m) => m[2] !== undefined) && run.some((m) => m[2] === undefined)) {
      for (const m of run) out.set(m[0], mark(m));
    }
    i = Math.max(end, i + 1);
  }
  return out;
}
