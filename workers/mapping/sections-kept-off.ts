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

export function withoutSectionsKeptOff(text: string): string {
  const lines = text.split('\n');
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
