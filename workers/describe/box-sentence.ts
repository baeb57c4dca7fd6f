/** The caption of a check box printed in the margin of a paragraph, read from the paragraph's sentences. */

/**
 * "(c) If there are only two jobs total, you may check this box. Do the same … This / option is generally more
 * accurate …": a box in the margin of a paragraph is captioned by the sentence that tells the reader to check it,
 * wherever the nearest line of the paragraph ends; and one whose nearest line starts with "check here" by the
 * condition on the line above. Otherwise the nearest line says it.
 */
export function boxOwnSentence(printed: string, context: string): string | undefined {
  // (A caption of its own, "Checking", "Savings", is the box's whatever the lines above it say.)
  if (printed.split(/\s+/).length < PARAGRAPH_LINE_WORDS && !CHECK_THIS_BOX.test(printed)) return undefined;
  const rows = context.split(' / ');
  const nearest = rows[rows.length - 1] ?? '';
  if (rows.length < 2) return undefined;
  const previous = rows[rows.length - 2]!;
  // ("4 If your last name differs from that shown on your social security card, / check here. You must call …": the
  // condition is on the line above the words that say to check the box.)
  if (nearest.trim().search(CHECK_THIS_BOX) === 0) {
    const condition = previous.match(/\bIf\b[^.;:]{5,200}$/)?.[0];
    return condition ? `${condition.replace(/,\s*$/, '')}, ${nearest.trim()}` : undefined;
  }
  if (CHECK_THIS_BOX.test(nearest)) return undefined;
  const m = previous.match(/(?:^|[.;:]\s+)((?:\([a-z]\)\s*)?[^.;:]{8,160}?\b(?:check|tick|mark)\s+(?:this\s+box|here))\b/i);
  return m ? m[1]!.trim() : undefined;
}

/** The fewest words of a line of a paragraph, which no box's own caption ("Checking", "Other (specify)") has. */
const PARAGRAPH_LINE_WORDS = 6;

const CHECK_THIS_BOX = /\b(?:check|tick|mark)\s+(?:this\s+box|here)\b/i;
