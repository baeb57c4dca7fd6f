/**
 * "I had three up on the board: 1) Ruger 10/22 carbine, … 2) Marlin lever-action rifle, Model 336C, … 3) Smith &
 * Wesson 686 Plus revolver, … Ray is only buying the Marlin (#2).": a numbered list of things of which the text
 * says the form is about one. Read as written, every item's make, model and serial number are as stated as the
 * chosen one's. The items the text does not choose are left out, and the chosen one stays as a line of its own.
 * A list whose item the text does not single out ("only", "just", "(#2)") stays as it is.
 */

/** "  1) Ruger 10/22 carbine, …", "2. Marlin …", "#3: Smith & Wesson …": a numbered item opening its line. */
const NUMBERED_ITEM = /^\s*(?:\(?(\d{1,2})[).]|#(\d{1,2})[:.)]?)\s+(\S.*)$/;
/** "only buying the Marlin (#2)", "just #2", "only item 2": a clause that singles one item out. */
const SINGLED_OUT = /\b(?:only|just)\b/i;
/** "(#2)", "#2", "item 2", "number 2", "no. 2": an item named by its number. */
const ITEM_NUMBER = /(?:#\s?|\b(?:item|number|no\.)\s*)(\d{1,2})\b/i;

export function withOtherListItemsDropped(text: string): string {
  const lines = text.split('\n');
  const items = lines.map((line) => line.match(NUMBERED_ITEM));
  // Runs of two items or more, each a list.
  for (let i = 0; i < lines.length; ) {
    if (!items[i]) {
      i++;
      continue;
    }
    let end = i;
    while (end < lines.length && items[end]) end++;
    const run = items.slice(i, end) as RegExpMatchArray[];
    // ("1. Name: …", "2. Address: …": numbered answers are one record, no list of things.)
    const things = run.length >= 2 && !run.some((item) => /^[^:]{1,40}:\s/.test(item[3]!));
    const chosen = things ? chosenItem(run, lines.filter((_, k) => k < i || k >= end)) : undefined;
    if (chosen !== undefined) for (let k = i; k < end; k++) lines[k] = k - i === chosen ? run[k - i]![3]! : '';
    i = end;
  }
  return lines.join('\n');
}

/** The index in the run of the item the prose singles out, by its number or by a word only it has. */
function chosenItem(run: RegExpMatchArray[], prose: string[]): number | undefined {
  const clauses = prose.flatMap((line) => line.split(/[.;!?]+/)).filter((clause) => SINGLED_OUT.test(clause));
  for (const clause of clauses) {
    const number = clause.match(ITEM_NUMBER)?.[1];
    const byNumber = number === undefined ? -1 : run.findIndex((item) => (item[1] ?? item[2]) === number);
    if (byNumber >= 0) return byNumber;
    // ("only buying the Marlin": a capitalised word of one item alone.)
    const named = run.map((item, k) => ({ k, words: item[3]!.match(/\p{Lu}[\p{L}'’-]{3,}/gu) ?? [] })).filter(({ k, words }) => words.some((w) => new RegExp(`\\b${w}\\b`).test(clause) && run.every((other, o) => o === k || !other[3]!.includes(w))));
    if (named.length === 1) return named[0]!.k;
  }
  return undefined;
}

/** "OPTION A - Kyle Brennan (guy from the range, …)", "Offer 2: …": the heading line of one of several options. */
const OPTION_HEADING = /^\s*(?:[-*•]\s+)?(?:option|offer|choice|plan|alternative)\s+([A-Z]|\d{1,2})\b\s*[-–—:)]?\s*(.*)$/i;
/** "FINAL: going with Dmitri, the trade.", "Decided: option B", "I'm going with B": the writer's choice. */
const CHOICE_MADE = /\b(?:final(?:ly)?|decided|decision|going with|go with|went with|chose|chosen|picked|pick)\b/i;

/**
 * "OPTION A - Kyle Brennan (…)" with its lines, "OPTION B - Dmitri Volkov (…)" with its own, then "FINAL: going with
 * Dmitri, the trade. Kyle's out": the options weighed before a choice. The blocks of the options not chosen are left
 * out; the chosen one's stays as written. Nothing is left out unless one option alone is named where the choice is
 * made, by its letter or number ("option B") or by a capitalised word only its heading has.
 */
export function withOptionsNotChosenDropped(text: string): string {
  const lines = text.split('\n');
  const blocks: { start: number; end: number; label: string; heading: string }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = lines[i]!.match(OPTION_HEADING);
    if (!m) continue;
    let end = i + 1;
    while (end < lines.length && lines[end]!.trim() !== '' && !OPTION_HEADING.test(lines[end]!)) end++;
    blocks.push({ start: i, end, label: m[1]!.toUpperCase(), heading: m[2]! });
    i = end - 1;
  }
  if (blocks.length < 2) return text;
  const inBlock = (k: number) => blocks.some((b) => k >= b.start && k < b.end);
  // (The clause that makes the choice: "FINAL: going with Dmitri, the trade", not "Kyle's out" after it.)
  const choices = lines.flatMap((line, k) => (inBlock(k) ? [] : line.split(/[.;!?]+/))).filter((clause) => CHOICE_MADE.test(clause));
  for (const choice of choices) {
    const byLabel = blocks.filter((b) => new RegExp(String.raw`\b(?:option|offer|choice|plan)\s+${b.label}\b`, 'i').test(choice));
    const byName = blocks.filter((b) => (b.heading.match(/\p{Lu}[\p{L}'’-]{2,}/gu) ?? []).some((w) => new RegExp(String.raw`\b${w}\b`, 'u').test(choice) && blocks.every((o) => o === b || !o.heading.includes(w))));
    const chosen = byLabel.length === 1 ? byLabel[0] : byName.length === 1 ? byName[0] : undefined;
    if (!chosen) continue;
    return lines.filter((_, k) => !blocks.some((b) => b !== chosen && k >= b.start && k < b.end)).join('\n');
  }
  return text;
}

/** "6. Member-to-member sale. …": a paragraph of minutes or a report that opens with its item's number. */
const NUMBERED_PARAGRAPH = /^\s*(\d{1,2})[.)]\s+\S/;
/** "item 6 in last night's minutes", "point 3 of the report", "see section 4": the writer naming one item by its number. */
const ITEM_NAMED = /\b(?:item|point|agenda item|section|para(?:graph)?)\s*#?\s*(\d{1,2})\b/gi;
/** Fewer numbered paragraphs than this are a short list, read as written. */
const MIN_PARAGRAPHS = 3;

/**
 * "Carol, item 6 in last night's minutes is the Hadley/Brzezinski rifle sale." over the minutes, whose numbered
 * paragraphs are about other business too (a raffle gun with its own serial number): only the item the writer names
 * is read. The writer's lines are those before the first numbered paragraph; a number they name must be one item's
 * alone, among at least MIN_PARAGRAPHS numbered paragraphs set apart by blank lines.
 */
export function withOtherNumberedParagraphsDropped(text: string): string {
  const lines = text.split('\n');
  const starts = lines.map((line, i) => (NUMBERED_PARAGRAPH.test(line) && (i === 0 || lines[i - 1]!.trim() === '') ? Number(line.match(NUMBERED_PARAGRAPH)![1]) : undefined));
  const first = starts.findIndex((n) => n !== undefined);
  if (first < 0 || starts.filter((n) => n !== undefined).length < MIN_PARAGRAPHS) return text;
  const named = new Set([...lines.slice(0, first).join(' ').matchAll(ITEM_NAMED)].map((m) => Number(m[1])));
  if (named.size !== 1) return text;
  const [chosen] = [...named];
  if (starts.filter((n) => n === chosen).length !== 1) return text;
  let keep = true;
  return lines
    .filter((line, i) => {
      if (starts[i] !== undefined) keep = starts[i] === chosen;
      else if (line.trim() === '') keep = true;
      return keep;
    })
    .join('\n');
}
