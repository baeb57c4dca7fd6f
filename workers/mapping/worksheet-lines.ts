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
