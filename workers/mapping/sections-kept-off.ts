/**
 * Notes that set apart what must not go on the form under a heading of its own:
 *
 *     NOT for the form:
 *     - hotel: Table Mountain Inn, conf # 88214
 *     - my cell 303-555-0187
 *
 * Everything in such a section is context for the clerk, never a value. The section runs from its heading to the
 * next blank line or the next heading (a line in capitals or ending with a colon); the text comes back without it.
 * A plain function over the text.
 */

/** "NOT for the form:", "Not on the W-4", "Do not put these on the form:", "Ignore the following:". */
const KEPT_OFF_HEADING = /^\s*(?:#+\s*)?(?:\*\*)?(?:(?:not|nothing)\s+(?:below\s+)?(?:is\s+)?(?:for|on|in|goes on)\s+(?:the\s+|this\s+)?(?:form|w-?\d+|application|registration|paperwork|return)\b[^:\n]{0,40}|(?:do\s+not|don['’]t)\s+(?:put|use|include|enter|fill in)\b[^:\n]{0,40}|ignore\s+(?:this|these|the following)\b[^:\n]{0,30})\s*:?\s*(?:\*\*)?\s*$/i;
/** A heading that starts the next section: a line in capitals, or a short line ending with a colon. */
const NEXT_HEADING = /^\s*(?:[^\p{Ll}\n]*\p{Lu}{2,}[^\p{Ll}\n]*|[^:\n]{1,40}:)\s*$/u;

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
    if (!keptOff) out.push(line);
  }
  return out.join('\n');
}
