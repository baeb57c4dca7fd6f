/**
 * A tax form numbers each worksheet's lines afresh, so "1" under a worksheet is that worksheet's line 1, not the
 * form's. A writer copies a worksheet out under its title:
 *   Deductions and Adjustments Worksheet
 *     1   16,200
 *     2   11,400 (married filing jointly)
 * or under a sentence that names it: "here's the Deductions Worksheet I did by hand:" then "1 - itemized deductions
 * estimate: 34,500", "3 - 4,500". Each numbered line under the title is keyed with it, "Deductions and Adjustments
 * Worksheet line 2: 11,400 (married filing jointly)", the way the rest of the reader keys a worksheet's line; the
 * run ends at a blank line or at a line that is not a numbered one.
 * A plain function over the text.
 */

/** "Deductions and Adjustments Worksheet", "Two-Earners/Multiple Jobs Worksheet (page 2):": a title alone on its line. */
const TITLE_LINE = /^\s*(?:[-=#*]+\s*)?((?:\p{Lu}[\p{L}'’&-]*(?:\/\p{Lu}[\p{L}'’&-]*)?\s*(?:(?:and|&|\/)\s+)?){1,5}Worksheet)\b\s*(?:\([^()]*\))?\s*[:-]?\s*(?:[-=#*]+)?\s*$/u;
/** "… here's the Deductions Worksheet I did by hand (came out the same):": a sentence naming one, leading in. */
const LEAD_IN = /\b((?:\p{Lu}[\p{L}'’&-]*(?:\/\p{Lu}[\p{L}'’&-]*)?\s*(?:(?:and|&|\/)\s+)?){1,5}Worksheet)\b[^\n]*:\s*$/u;
/** "  1   16,200", "1 - itemized deductions estimate: 34,500", "3. 4,500", "10  9": a numbered line and its entry. */
const NUMBERED_LINE = /^(\s*)(\d{1,2}[a-c]?)(\s*[-–—:.)]\s+|\s{2,})(?=\S)(.*)$/u;
/** "itemized deductions estimate: 34,500": the line's caption before its entry. */
const CAPTION_THEN_ENTRY = /^(\p{L}[^:\n]{0,140}?):\s+(?=\S)/u;

/**
 * The title of the worksheet a line of the text sits under ("Deductions and Adjustments Worksheet" over "  6   800"),
 * or undefined: the nearest title line above it, with only numbered lines between.
 */
export function worksheetTitleOver(lines: readonly string[], at: number): string | undefined {
  for (let above = at - 1; above >= 0; above--) {
    const title = lines[above]!.match(TITLE_LINE)?.[1];
    if (title) return title.replace(/\s*\/\s*/g, '/').trim();
    if (!NUMBERED_LINE.test(lines[above]!)) return undefined;
  }
  return undefined;
}

/**
 * The line numbered `number` in the run of numbered lines that holds line `at` ("  6      800" among a worksheet's
 * lines 1 to 10), or undefined.
 */
export function worksheetLineNumbered(lines: readonly string[], at: number, number: string): number | undefined {
  let first = at;
  while (first > 0 && NUMBERED_LINE.test(lines[first - 1]!)) first--;
  for (let k = first; k < lines.length && NUMBERED_LINE.test(lines[k]!); k++) if (lines[k]!.match(NUMBERED_LINE)![2] === number) return k;
  return undefined;
}

/** A worksheet's numbered line with its entry set to `entry`, the number and the spacing as written. */
export function withWorksheetEntry(line: string, entry: string): string {
  return line.replace(NUMBERED_LINE, (_, indent: string, number: string, gap: string) => `${indent}${number}${gap}${entry}`);
}

export function withWorksheetLinesTitled(text: string): string {
  const lines = text.split('\n');
  let title: string | undefined;
  let fromLeadIn = false;
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at]!;
    const heading = line.match(TITLE_LINE) ?? line.match(LEAD_IN);
    if (heading) {
      title = heading[1]!.replace(/\s*\/\s*/g, '/').trim();
      fromLeadIn = !TITLE_LINE.test(line);
      continue;
    }
    if (title === undefined) continue;
    const numbered = line.match(NUMBERED_LINE);
    // (Under a sentence that leads in, the numbered lines follow it at once; a title may sit over a blank line.)
    if (!numbered) {
      if (line.trim() === '' && !fromLeadIn && lines[at - 1]?.match(TITLE_LINE)) continue;
      title = undefined;
      continue;
    }
    const [, indent, number, , rest] = numbered as unknown as [string, string, string, string, string];
    const caption = rest.match(CAPTION_THEN_ENTRY);
    // ("itemized deductions estimate (mortgage interest 18,900 + …): 32,700": a remark in brackets in the caption goes
    // after the entry, where a remark is read as one.)
    const remarks = caption ? (caption[1]!.match(/\s*\([^()]*\)/g) ?? []).map((r) => r.trim()) : [];
    const words = caption ? caption[1]!.replace(/\s*\([^()]*\)/g, '').trim() : '';
    lines[at] = caption ? `${indent}${title} line ${number} ${words}: ${[rest.slice(caption[0].length), ...remarks].join(' ')}` : `${indent}${title} line ${number}: ${rest}`;
  }
  return lines.join('\n');
}

/** "C 0 (Jess works so I'll take the -0- option)", "H = 8", "G: 4": a worksheet's lettered line and its entry. */
const LETTER_ENTRY = /(?<![\p{L}\d])([A-HJ-Z])\s*(?:=|:|is\s)?\s*(-0-|\d{1,2})(?![\d,.]\d|[\p{L}])(?:\s*\([^()]*\))?/gu;
/** What may stand between two lettered entries of a run: a comma, a semicolon or a full stop, "and". */
const BETWEEN_ENTRIES = /^\s*(?:[,;.]\s*)?(?:and\s+)?$/;
/** The fewest entries that make a run: "A 1, B 0, C 0, D 2" (fewer may be a code or a grade). */
const MIN_RUN = 4;
/** The fewest entries of a run that starts at A with each letter after the one before. */
const MIN_RUN_FROM_A = 3;

/**
 * "A 1, B 0, C 0 (Jess works …), D 2, E 0, F 1, G 4 (…). H = 8.": a worksheet's lettered lines given in one run, each
 * letter after the one before, become keyed lines ("Line A: 1", …), each on a line of its own, so that each is read as
 * the line it names. The text before and after the run stays as it is.
 */
export function withLetteredRunsKeyed(text: string): string {
  const lines = text.split('\n');
  return lines
    .map((line, at) => {
      // (A run whose letters the text says again further down, "G should be 4 … yes G = 4", is read as it stands, so
      // that what is said later weighs as it did.)
      const restated = (letter: string) => new RegExp(String.raw`\b(?:line\s+)?${letter}\s*(?:=|:|is|should\s+be)\s*-?\d`).test(lines.slice(at + 1).join('\n'));
      const entries = [...line.matchAll(LETTER_ENTRY)];
      let start = 0;
      for (let end = 1; end <= entries.length; end++) {
        const previous = entries[end - 1]!;
        const next = entries[end];
        const continues = next !== undefined && next[1]! > previous[1]! && BETWEEN_ENTRIES.test(line.slice(previous.index! + previous[0].length, next.index));
        if (continues) continue;
        // (Only a run that holds every lettered entry of the line outside brackets: "A 1, B 1, C 1, D 1, E and F blank,
        // G 2, H 6" is read as it stands.)
        const outsideBrackets = (m: RegExpMatchArray) => (line.slice(0, m.index).match(/\(/g)?.length ?? 0) === (line.slice(0, m.index).match(/\)/g)?.length ?? 0);
        // ("A 1, B 1, C 1 for Lucia, D = the kids …": three from A on are a run too.)
        const fromA = entries[start]![1] === 'A' && entries.slice(start, end).every((m, k) => m[1] === String.fromCharCode(65 + k));
        // (A short run from A may leave later letters to the words after it: "…, G = 2 per kid since …".)
        const shortFromA = fromA && end - start < MIN_RUN && entries.every((m, i) => i < end || m[1]! > entries[end - 1]![1]!);
        if (end - start >= (fromA ? MIN_RUN_FROM_A : MIN_RUN) && (shortFromA || entries.every((m, i) => (i >= start && i < end) || !outsideBrackets(m))) && !entries.slice(start, end).some((m) => restated(m[1]!))) {
          const run = entries.slice(start, end);
          const from = run[0]!.index!;
          const to = run.at(-1)!.index! + run.at(-1)![0].length;
          const keyed = run.map((m) => `${m[1]} = ${m[2]}`);
          return [line.slice(0, from).trimEnd(), ...keyed, line.slice(to).replace(/^[\s.,;]+/, '')].filter((part) => part !== '').join('\n');
        }
        start = end;
      }
      return line;
    })
    .join('\n');
}

/**
 * "A 1", "D 2 (Mateo + Lucia). F 1, daycare is ~$4,200/yr", "H 8": a worksheet's lettered lines read out one or two to
 * a message, each opening its sentence (1 the letter, 2 the entry).
 */
const LETTER_OPENING = /^\s*([A-HJ-Z])\s*(?:=|:)?\s*(-0-|\d{1,2})(?![\d,.]\d|\s*[\p{L}\d%$/])(?:\s*\([^()]*\))?(?=\s*[.,;]|\s*$)/u;
/** The fewest lines opening with a lettered entry that make the writer's way of giving a worksheet. */
const MIN_OPENING_LINES = 3;
/** "put 0 on B, C and E", "enter 0 for C and E": one entry for several lettered lines (1 the entry, 2 the letters). */
const ENTRY_PUT_ON_LETTERS = /\b(?:put|enter|write|type|key)\s+(-0-|\d{1,2})\s+(?:on|in|for|into)\s+(?:lines?\s+)?([A-HJ-Z](?:\s*(?:,|and|&)\s*[A-HJ-Z])+)(?![\p{L}\d])/u;
/** "G: married and combined income ~75k, under 90k, so 2 per kid = 4": a lettered line's working, its entry after "=". */
const LETTER_WORKED_OUT = /^\s*([A-HJ-Z])\s*:\s+[^=\n]{3,200}=\s*(-0-|\d{1,2})\s*\.?\s*$/u;

/**
 * A worksheet's lettered lines given one by one, each opening a line or a sentence of a message ("A 1" / "D 2 (…). F 1,
 * daycare …" / "H 8"), one entry put on several of them ("put 0 on B, C and E"), and a lettered line worked out to its
 * entry ("G: … so 2 per kid = 4"): each becomes a keyed line, "Line A: 1", with what follows it on a line of its own. A
 * text with fewer than MIN_OPENING_LINES lines that open with a lettered entry stays as written.
 */
export function withLetteredLinesOneByOne(text: string): string {
  const lines = text.split('\n');
  if (lines.filter((line) => LETTER_OPENING.test(line) || LETTER_WORKED_OUT.test(line)).length < MIN_OPENING_LINES) return text;
  return lines.map(keyedLetteredLine).join('\n');
}

function keyedLetteredLine(line: string): string {
  const worked = line.match(LETTER_WORKED_OUT);
  if (worked) return `Line ${worked[1]}: ${worked[2]}`;
  const out: string[] = [];
  // (Each sentence of the line may open with an entry: "D 2 (Mateo + Lucia). F 1, daycare is ~$4,200/yr".)
  for (const sentence of line.split(/(?<=\.)\s+(?=[A-HJ-Z]\b)/u)) {
    const opening = sentence.match(LETTER_OPENING);
    const put = sentence.match(ENTRY_PUT_ON_LETTERS);
    if (opening) out.push(`Line ${opening[1]}: ${opening[2]}`, sentence.slice(opening[0].length).replace(/^[\s.,;]+/, ''));
    else if (put) out.push(...put[2]!.match(/[A-HJ-Z]/gu)!.map((letter) => `Line ${letter}: ${put[1]}`), sentence.replace(put[0], '').replace(/^[\s.,;]+|[\s,;]+$/g, ''));
    else out.push(sentence);
  }
  return out.filter((part) => part.trim() !== '').join('\n');
}

/** A W-4 worksheet named in passing ("two-earner one:", "the deductions worksheet"), and the title it is printed under. */
const WORKSHEETS_NAMED: { named: RegExp; title: string }[] = [
  { named: /\b(?:two[- ]earners?|multiple[- ]jobs)\b/i, title: 'Two-Earners/Multiple Jobs Worksheet' },
  { named: /\bdeductions?\s+(?:(?:and|&)\s+adjustments\s+)?worksheet\b/i, title: 'Deductions and Adjustments Worksheet' },
  { named: /\bpersonal\s+allowances\s+worksheet\b/i, title: 'Personal Allowances Worksheet' },
];
/** "line 1 = 8", "line 6: $15": a line of the text that opens with a numbered line's entry (1 the number). */
const NUMBERED_LINE_OPENING = /^\s*line\s+(\d{1,2}[a-z]?)\s*(?:=|:|is\b)/i;
/** "so line 2 capped at 3": a line's entry held to a cap (1 the number, 2 the entry). */
const LINE_CAPPED_AT = /\bline\s+(\d{1,2}[a-z]?)\s+(?:is\s+)?(?:capped|limited|held)\s+(?:at|to)\s+(\d{1,2})\b/i;
/** "line 3 = 5 and that goes on line 5 of the W-4": an entry carried to the form's own line (1 the form's line). */
const CARRIED_TO_FORM_LINE = /\s+and\s+(?:that|it|this)\s+(?:goes|carries|is\s+carried|is\s+entered)\s+(?:on|to|onto|into)\s+line\s+(\d{1,2}[a-z]?)\s+of\s+(?:the\s+)?(?:W-?4|form)\b[^.]*\.?\s*$/i;
/** "lines 4-9 of that worksheet blank": the worksheet's lines the text leaves empty (1 the first, 2 the last). */
const WORKSHEET_LINES_BLANK = /\blines?\s+(\d{1,2})\s*(?:-|–|to|through)\s*(\d{1,2})\s+of\s+(?:that|the|this)\s+worksheet\s+(?:are\s+|stay\s+|left\s+)?(?:blank|empty)\b/i;

/**
 * A worksheet named in passing, then its lines given one by one: "two-earner one: his job 34k, hers 41k" / "line 1 =
 * 8." / "… so line 2 capped at 3" / "line 3 = 5 and that goes on line 5 of the W-4.". Each of its lines is keyed with
 * the worksheet's title ("Two-Earners/Multiple Jobs Worksheet line 1: 8"), a cap is the line's entry, and an entry
 * carried to the form's line is that line's too ("line 5: 5"). The worksheet's lines end at another worksheet named,
 * or at a line whose number the text has left blank on the worksheet ("lines 4-9 of that worksheet blank" / "line 6:
 * he wants $15 extra per check" is the form's line 6), or at a blank line.
 */
export function withWorksheetNamedInPassing(text: string): string {
  const lines = text.split('\n');
  let title: string | undefined;
  let blank: [number, number] | undefined;
  return lines
    .map((line) => {
      const named = WORKSHEETS_NAMED.find((w) => w.named.test(line));
      if (named) {
        title = named.title;
        blank = undefined;
        return line;
      }
      if (title === undefined) return line;
      // (A blank line ends what was said of the worksheet.)
      if (line.trim() === '') {
        title = undefined;
        return line;
      }
      const left = line.match(WORKSHEET_LINES_BLANK);
      if (left) blank = [Number(left[1]), Number(left[2])];
      const opening = line.match(NUMBERED_LINE_OPENING);
      if (opening && blank && parseInt(opening[1]!, 10) >= blank[0] && parseInt(opening[1]!, 10) <= blank[1]) {
        title = undefined;
        return line;
      }
      const capped = line.match(LINE_CAPPED_AT);
      if (capped) return `${line}\n${title} line ${capped[1]}: ${capped[2]}`;
      if (!opening) return line;
      const carried = line.match(CARRIED_TO_FORM_LINE);
      const keyed = `${title} ${line.replace(CARRIED_TO_FORM_LINE, '').trim().replace(/^line\s+(\d{1,2}[a-z]?)\s*(?:=|:|is\b)\s*/i, 'line $1: ').replace(/\.$/, '')}`;
      return carried ? `${keyed}\nline ${carried[1]}: ${keyed.slice(keyed.indexOf(': ') + 2)}` : keyed;
    })
    .join('\n');
}
