/**
 * A draft pasted from a shared document with its reviewers' comments, each on its own line under the line it is
 * about:
 *
 *     Pay plan/series/grade/step: GS-0150-07, step 3
 *        [Dale Whitcomb: You were promoted in May, this should be grade 9.]
 *        [Teresa Kowalczyk: Fixed → GS-0150-09, step 3. Thanks!]
 *
 * Read as written, the comments run on into the line's value. A reader takes them apart: a reply that says what the
 * line now reads ("Fixed → …", "changed to …") gives the line its new value, and the other comments are what was
 * said about it, a paragraph of their own after the line ("Is the vendor accredited? Marcus says no, they're not
 * accredited by anyone." answers the accreditation question).
 */

/** "[Dale Whitcomb: …]", "[Reviewer: …]": a comment alone on its line, whoever wrote it named before a colon. */
const COMMENT_LINE = /^\s*\[(\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,3})\s*:\s*([^\]\n]*\S)\s*\]\s*$/u;

/**
 * "Fixed → GS-0150-09, step 3. Thanks!", "Changed it to 09/22/2025", "Corrected to Ogden": the value the commented
 * line reads now, up to the sentence after it.
 */
const LINE_NOW_READS = /^(?:fixed|changed|corrected|updated|amended)(?:\s+(?:it|this|that|now))?\s*(?:→|->|=>|\bto\b:?)\s*(.+?)(?:[.!]\s+\p{Lu}.*|[.!])?$/iu;

/** "Pay plan/series/grade/step: GS-0150-07, step 3": a keyed line whose value a comment may replace. */
const KEYED_LINE = /^(\s*[^:\n]{1,80}:\s*)\S.*$/;

/** The text with each commented line given the value its comments settle on, and the other comments under it. */
export function withReviewCommentsRead(text: string): string {
  const lines = text.split('\n');
  if (!lines.some((line) => COMMENT_LINE.test(line))) return text;
  const out: string[] = [];
  let remarks: string[] = [];
  let commented = -1;
  const flush = () => {
    if (remarks.length > 0) out.push('', remarks.join(' '), '');
    remarks = [];
  };
  for (const line of lines) {
    const comment = line.match(COMMENT_LINE);
    if (!comment || commented < 0) {
      flush();
      out.push(line);
      commented = line.trim() === '' ? -1 : out.length - 1;
      continue;
    }
    const said = comment[2]!;
    const now = said.match(LINE_NOW_READS)?.[1];
    const keyed = out[commented]!.match(KEYED_LINE);
    if (now !== undefined && keyed) {
      out[commented] = `${keyed[1]}${now}`;
    } else {
      remarks.push(/[.!?]$/.test(said) ? said : `${said}.`);
    }
  }
  flush();
  return out.join('\n');
}
