/**
 * Notes that set apart what must not go on the form under a heading of its own:
 *
 *     NOT for the form:
 *     - hotel: Table Mountain Inn, conf # 88214
 *     - my cell 303-555-0187
 *
 * Everything in such a section is context for the clerk, never a value. The section runs from its heading to the
 * next blank line or the next heading (a line in capitals or ending with a colon); the text comes back without it,
 * and without a paragraph that says it is another form's.
 * A plain function over the text.
 */

/** "NOT for the form:", "Not on the W-4", "Do not put these on the form:", "Ignore the following:". */
const KEPT_OFF_HEADING = /^\s*(?:#+\s*)?(?:\*\*)?(?:(?:not|nothing)\s+(?:below\s+)?(?:is\s+)?(?:for|on|in|goes on)\s+(?:the\s+|this\s+)?(?:form|w-?\d+|application|registration|paperwork|return)\b[^:\n]{0,40}|(?:do\s+not|don['’]t)\s+(?:put|use|include|enter|fill in)\b[^:\n]{0,40}|ignore\s+(?:this|these|the following)\b[^:\n]{0,30})\s*:?\s*(?:\*\*)?\s*$/i;
/** A heading that starts the next section: a line in capitals, or a short line ending with a colon. */
const NEXT_HEADING = /^\s*(?:[^\p{Ll}\n]*\p{Lu}{2,}[^\p{Ll}\n]*|[^:\n]{1,40}:)\s*$/u;

/**
 * "For the record, my guy Brannoc is a dwarf fighter, 140 years old, … - but that's Thursday's sheet, not this one.": a
 * paragraph that ends by saying it belongs to another form or sheet goes as a whole.
 */
const SAID_TO_BE_FOR_ANOTHER_FORM = /\b(?:that['’]s|it['’]s|those are|these are)\s+(?:for\s+)?[^.;\n]{0,40}?\b(?:form|sheet|application|return)\s*,\s*not\s+(?:for\s+)?this\s+one\s*[.!]?\s*$/i;

export function withoutSectionsKeptOff(written: string): string {
  const lines = withoutPasteOfOthersNumbers(withoutExcludedPartsOfPastedPaper(written)).split('\n');
  const out: string[] = [];
  let keptOff = false;
  for (const line of lines) {
    if (KEPT_OFF_HEADING.test(line)) {
      keptOff = true;
      continue;
    }
    if (keptOff && (line.trim() === '' || NEXT_HEADING.test(line))) keptOff = false;
    if (!keptOff && !SAID_TO_BE_FOR_ANOTHER_FORM.test(line)) out.push(line);
  }
  return out.join('\n');
}

/**
 * "I've pasted it so you can see where my method came from, BUT the numbers in the thread are the asker's family, not
 * ours.": a thread, article or example pasted between a "pasted from …" rule and the rule that ends it, whose figures
 * the writer says are someone else's. Its lines go whole; the writer's own figures are elsewhere.
 */
function withoutPasteOfOthersNumbers(text: string): string {
  const said = text.match(OTHERS_NUMBERS_IN_PASTE);
  if (!said) return text;
  const lines = text.split('\n');
  const saidOnLine = text.slice(0, said.index).split('\n').length - 1;
  const start = lines.findIndex((line, i) => i > saidOnLine && PASTE_START.test(line));
  const end = start < 0 ? -1 : lines.findIndex((line, i) => i > start && (PASTE_END.test(line) || PASTE_START.test(line)));
  if (start < 0 || end < 0) return text;
  return [...lines.slice(0, start), ...lines.slice(end + 1)].join('\n');
}
/** "the numbers in the thread are the asker's family, not ours", "the figures in that example are not mine". */
const OTHERS_NUMBERS_IN_PASTE = /\b(?:numbers|values|figures|amounts|details|facts)\s+in\s+(?:the|that|this)\s+(?:thread|post|answer|article|paste|example|question)\s+(?:are|is)\s+(?:[\p{L}'’]+\s+){0,4}?(?:[\p{L}'’]+,?\s+)?not\s+(?:ours|mine|my|our)\b/iu;
/** "-------- pasted from money.stackexchange.com --------": the rule a paste starts under. */
const PASTE_START = /^\s*[-=_*~]{3,}\s*(?:pasted|copied)\s+from\b.*$/i;
/** "-------- end of paste --------", "---- end ----": the rule it ends at. */
const PASTE_END = /^\s*[-=_*~]{3,}\s*end\b.*$/i;

/**
 * "I'm pasting the old work order first because it's the only paper I have with the serial number on it. Don't use the
 * names or dates on it": a paper pasted between rules ("===== … WORK ORDER #4471 =====" … "=====") whose names or
 * dates the writer says not to use. Its lines keyed by a person ("Customer:", "Tech:") or by a date ("Date received:",
 * "Rec'd:") go, a name's own entry with it (the address and phone under "Customer:"); the rest of it (the item, its
 * serial number) stays.
 */
function withoutExcludedPartsOfPastedPaper(text: string): string {
  const said = text.match(PAPER_PARTS_NOT_USED);
  if (!said) return text;
  const names = /\bnames?\b|\bpeople\b|\bcustomers?\b/i.test(said[1]!);
  const dates = /\bdates?\b/i.test(said[1]!);
  const lines = text.split('\n');
  // (The first rule after the line that says so.)
  const saidOnLine = text.slice(0, said.index).split('\n').length - 1;
  const start = lines.findIndex((line, i) => i > saidOnLine && RULE.test(line));
  const end = start < 0 ? -1 : lines.findIndex((line, i) => i > start && RULE.test(line));
  if (start < 0 || end < 0) return text;
  const kept: string[] = [];
  let inNamedEntry = false;
  for (const line of lines.slice(start + 1, end)) {
    const columns = line.split(/\s{3,}|\t/);
    // (A line with no key of its own under a person's line is that person's: their address, their phone.)
    if (inNamedEntry && !KEYED.test(columns[0]!)) continue;
    inNamedEntry = false;
    const staying = columns.filter((column) => {
      const key = column.match(KEYED)?.[1] ?? '';
      if (names && PERSON_KEY.test(key)) {
        inNamedEntry = true;
        return false;
      }
      return !(dates && DATE_KEY.test(key));
    });
    if (staying.length > 0) kept.push(staying.join('   '));
  }
  return [...lines.slice(0, start + 1), ...kept, ...lines.slice(end)].join('\n');
}
// ("Don't use the names or dates on it", "do not use the names and dates from that ticket".)
const PAPER_PARTS_NOT_USED = /\b(?:do\s+not|don['’]t|never)\s+use\s+(?:any\s+of\s+)?(?:the\s+)?((?:names?|dates?|people|customers?)(?:\s*(?:,|or|and|\/)\s*(?:the\s+)?(?:names?|dates?|people|addresses?|phones?))*)\s+(?:on|in|from)\s+(?:it|that|this|the\s+[\p{L} ]{2,20})\b/iu;
/** A rule of a pasted paper: "=====", "----- WORK ORDER -----". */
const RULE = /^\s*[=\-_*#~]{4,}/;
const KEYED = /^\s*([\p{L}][\p{L}'’ /.#-]{0,24}?)\s*:/u;
const PERSON_KEY = /^(?:customer|client|name|owner|tech|technician|clerk|received by|sold to|bill to|contact)$/i;
const DATE_KEY = /\bdate\b|^(?:rec['’]?d|received|completed|promised|due|picked up|dropped off)$/i;
