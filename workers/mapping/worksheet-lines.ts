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

/** A chat line's time and sender before its message ("2009-02-10 02:41 | Mo: …", "[21:04] <Mo> …"). */
// ("MartyD1957: …": a screen name may have digits.)
const SENDER = /^(?:[^|\n]{0,40}\|\s*\p{L}[\p{L}\p{N}_ .'’-]{0,30}:\s+|\[?\d{1,2}:\d{2}(?::\d{2})?\]?\s+(?:<[^>\n]{1,30}>|\p{L}[\p{L}\p{N}_ .'’-]{0,30}:)\s+)/u;
/** "line A put 1 …", "B is 1 too", "D = dependents.", "E head of household": a sentence that opens on a lettered line. */
const OPENS_ON_LETTER = /^(?:(?:ok|so|and|now)[,.]?\s+)?(?:line\s+)?([A-HJ-Z])(?=\s*(?:=|:|\bis\b)|\s+\p{L})/u;
/** An entry: "put 1", "so 2", "thats 1", "= 4", "is 1" (the last of a message counts). */
const ENTRY = /(?:(?<!\b(?:i|I|we|she|he|u)\s+(?:only\s+|just\s+|also\s+)?)\bput\s+|\bso\s+|\bthat['’]?s\s+|=\s*|\bis\s+)(-0-|\d{1,2})(?![\d,.]\d|\s*[$%]|\s*(?:k|grand|bucks|dollars|an\s+hour|a\s+week|a\s+month|a\s+year|per)\b)/giu;
/** "put 0 for F", "F = 1", "F is 1": an entry for a letter named with it. */
// ("H = 1 + 2 + 1 + 4 = 8": a letter worked out, its entry the last result; "F 1": a letter and its entry alone.)
const ENTRY_FOR_LETTER = /(?<!\b(?:i|I|we|she|he|u)\s+(?:only\s+|just\s+|also\s+)?)\bput\s+(-0-|\d{1,2})\s+(?:for|on|in)\s+(?:line\s+)?([A-HJ-Z])\b(?!-)|\b([A-HJ-Z])\s*(?:=|\bis\b)\s*(?:\d{1,2}\s*[-+]\s*)*(?:\d{1,2}\s*=\s*)?(-0-|\d{1,2})(?![\d,.]\d|\s*[-+=])|^\s*([A-HJ-Z])\s+(-0-|\d{1,2})\s*[.!]?\s*$/gu;
/** "H and line 5 go to 10": a letter and a numbered line changed to one entry together. */
const LETTER_AND_LINE_TO = /\b([A-HJ-Z])\s+and\s+line\s+(\d{1,2})\s+(?:go|goes|change|changes|become|becomes|move|moves)\s+(?:up\s+)?to\s+(\d{1,2})\b/u;
/** "that same 9 goes on line 5": an entry carried to a numbered line. */
const ENTRY_GOES_ON_LINE = /\b(\d{1,2})\s+goes\s+(?:on|to|in)\s+line\s+(\d{1,2})\b/u;
/** "leave B blank", "C blank": a letter left empty (1 or 2). */
const LETTER_LEFT_EMPTY = /\bleave\s+([A-HJ-Z])\s+(?:blank|empty)\b|^\s*([A-HJ-Z])\s+(?:blank|empty)\s*[.!]?\s*$/gu;
/** "…, that's not us, blank": a sentence about the line spoken of that ends by leaving it empty. */
const ENDS_BLANK = /,\s*(?:so\s+)?(?:leave\s+(?:it\s+)?)?(?:blank|empty)\s*[.!]?\s*$/i;
/** "D thru G are dependents, … none of that is you, leave them ALL blank": a run of letters left empty (1 to 2). */
const LETTERS_LEFT_EMPTY = /\b([A-HJ-Z])\s+(?:thru|through|to)\s+([A-HJ-Z])\b.*?\b[Ll]eave\s+(?:them|those)\s+(?:all\s+|ALL\s+)?(?:blank|empty|BLANK|EMPTY)\b/u;
/** "put 0 on W-4 line 5", "put 25 on line 6 of the W-4": an entry for the form's own line (1 the entry, 2 or 3 the line). */
const PUT_ON_FORM_LINE = /\bput\s+(\d{1,3})\s+on\s+(?:the\s+)?(?:W-?4\s+line\s+(\d{1,2})|line\s+(\d{1,2})\s+of\s+the\s+W-?4)\b/i;
/** "erase the 25 on W-4 line 6. leave line 6 blank": the W-4's own line left empty, named so in the message (1 the line). */
const FORM_LINE_LEFT_EMPTY = /\bW-?4\s+line\s+(\d{1,2})\b.*\bleave\s+line\s+\1\s+(?:blank|empty)\b/i;
/** "line 5 on the front = 4": the form's own line, said with the page it is on (1 the line, 2 the entry). */
const FRONT_LINE_IS = /\bline\s+(\d{1,2})\s+on\s+the\s+(?:front|first\s+page)\s*=\s*(\d{1,2})(?![\d,.]\d)/i;
/** "leave that empty", "leave it blank": the line spoken of stays empty. */
const LEAVE_IT_EMPTY = /\bleave\s+(?:that|it|this)\s+(?:empty|blank)\b/i;
/** "7 leave blank, ur not exempt": a numbered line opening a sentence, left empty. */
const NUMBERED_LEFT_EMPTY = /^(?:line\s+)?(\d{1,2})\s+(?:leave\s+(?:it\s+)?(?:blank|empty)|(?:is\s+)?blank)\b/iu;
/** The fewest lettered lines a coaching must speak of to be read as one. */
const MIN_COACHED_LETTERS = 4;

/**
 * Someone coaching a worksheet line by line in a chat: "line A put 1 for urself" / "B is 1 too" / "C is for a spouse so
 * leave that empty" / "D = dependents. Jaylen and Kiara so 2" / … "put 0 for F" / … "F = 1 then, so H and line 5 go to
 * 10". A sentence opening on a letter makes it the line spoken of, until another; an entry said after it ("so 2",
 * "thats 1", "= 4") is that line's, an entry said with its letter is that letter's, and a later one replaces an
 * earlier. Each line's last entry is set before the text as a keyed line ("Line F = 1", "C blank", "Line 7: leave blank";
 * a letter's without a colon, as a chat's lines "Name: …" are its speakers').
 * A text that speaks of fewer than MIN_COACHED_LETTERS lettered lines so stays as written.
 */
export function withCoachedLetteredLines(text: string): string {
  const entries = new Map<string, string>();
  let current: string | undefined;
  for (const line of text.split('\n')) {
    // (A chat's messages only, in the order they were sent: an e-mail thread may put its newest answer on top.)
    if (!SENDER.test(line)) continue;
    const message = line.replace(SENDER, '');
    const emptied = message.match(FORM_LINE_LEFT_EMPTY);
    for (const sentence of message.split(/(?<=[.!?])\s+/)) {
      const opening = sentence.match(OPENS_ON_LETTER);
      if (opening) current = opening[1]!;
      const numbered = sentence.match(NUMBERED_LEFT_EMPTY);
      if (numbered) {
        entries.set(numbered[1]!, 'leave blank');
        current = undefined;
        continue;
      }
      const both = sentence.match(LETTER_AND_LINE_TO);
      if (both) {
        entries.set(both[1]!, both[3]!);
        entries.set(both[2]!, both[3]!);
      }
      const carried = sentence.match(ENTRY_GOES_ON_LINE);
      if (carried) entries.set(carried[2]!, carried[1]!);
      const named = [...sentence.matchAll(ENTRY_FOR_LETTER)];
      for (const m of named) entries.set((m[2] ?? m[3] ?? m[5])!, (m[1] ?? m[4] ?? m[6])!);
      // ("leave B blank", "C blank", "E is head of household, that's not us, blank": a letter left empty.)
      for (const m of sentence.matchAll(LETTER_LEFT_EMPTY)) entries.set(m[1] ?? m[2]!, 'leave blank');
      if (current !== undefined && ENDS_BLANK.test(sentence) && !LETTER_LEFT_EMPTY.test(sentence)) entries.set(current, 'leave blank');
      const front = sentence.match(FRONT_LINE_IS);
      if (front) entries.set(front[1]!, front[2]!);
      const put = sentence.match(PUT_ON_FORM_LINE);
      if (put) entries.set((put[2] ?? put[3])!, put[1]!);

      // (A sentence on a numbered line speaks of that line, no more of the letter: "line 1 = 8, the H number".)
      if (/\bline\s+\d/i.test(sentence) && !opening) current = undefined;
      if (named.length > 0 || both || carried || current === undefined) continue;
      if (LEAVE_IT_EMPTY.test(sentence)) {
        entries.set(current, 'leave blank');
        continue;
      }
      const said = [...sentence.slice(opening ? opening[0].length : 0).matchAll(ENTRY)].at(-1);
      if (said) entries.set(current, said[1]!);
    }
    if (emptied) entries.set(emptied[1]!, 'leave blank');
    // (The run may span the message's sentences: "D thru G are …, child credit... none of that is you, leave them ALL blank".)
    const run = message.match(LETTERS_LEFT_EMPTY);
    if (run) for (let code = run[1]!.charCodeAt(0); code <= run[2]!.charCodeAt(0); code++) entries.set(String.fromCharCode(code), 'leave blank');
  }
  const letters = [...entries.keys()].filter((k) => /^[A-Z]$/.test(k));
  if (letters.length < MIN_COACHED_LETTERS) return text;
  const keyed = [...entries].sort(([a], [b]) => (/\d/.test(a) === /\d/.test(b) ? a.localeCompare(b, 'en', { numeric: true }) : /\d/.test(a) ? 1 : -1)).map(([line, entry]) => (entry !== 'leave blank' ? `Line ${line} = ${entry}` : /\d/.test(line) ? `Line ${line}: leave blank` : `${line} blank`));
  // (Before the chat: what the chat said first and took back later must not weigh as much as where it ended.)
  return `${keyed.join('\n')}\n\n${text}`;
}
