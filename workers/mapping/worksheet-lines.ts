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
        if (end - start >= MIN_RUN && entries.every((m, i) => (i >= start && i < end) || !outsideBrackets(m)) && !entries.slice(start, end).some((m) => restated(m[1]!))) {
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
