/**
 * A certificate of completion copied out of its PDF, one phrase to a line:
 *
 *     This is to certify that
 *     KWAME A. OWUSU-ANSA
 *     has successfully completed the course
 *     Preventive Controls for Human Food (PCHF) Standardized Curriculum
 *     Course Code: FSPCA-PCHF-301
 *     Delivered in person at: Emory Conference Center Hotel, 1615 Clifton Road NE, Atlanta, GA 30329
 *
 * The course's title is the line under "has completed the course", keyed by no word of its own, and the place it was
 * delivered at is where the training was held, not anyone's home. Each is said as a keyed line ("Course title: …",
 * "Training location: …"). A plain function of the text; a text without such a certificate is returned as it is.
 */

/**
 * "has successfully completed the course", "has completed the training program", "for successful completion of": the
 * line over the title.
 */
const COMPLETED_THE_COURSE = /^\s*(?:(?:has|have)\s+(?:successfully\s+|satisfactorily\s+)?(?:completed|attended|finished)\s+(?:the\s+)?(?:course|training|program(?:me)?|class|seminar|workshop)(?:\s+(?:entitled|titled))?|for\s+(?:the\s+)?(?:successful|satisfactory)\s+completion\s+of(?:\s+the\s+(?:course|training|program(?:me)?))?)\s*:?\s*$/i;
/** A title on a line of its own, not a sentence ("Construction Site Safety Management: Excavation, …" has a colon). */
const TITLE_LINE = /^\s*\p{Lu}[^\n]{4,150}(?<!:)$/u;
/** "Delivered in person at:", "Held at:", "Presented at:": where a certificate says the course was given. */
const DELIVERED_AT = /^(\s*)(?:delivered|held|presented|conducted|given)(?:\s+(?:in\s+person|on\s+site|onsite))?\s+at\s*:/i;

export function withCompletionCertificateRead(text: string): string {
  const lines = text.split('\n');
  if (!lines.some((line) => COMPLETED_THE_COURSE.test(line))) return text;
  return lines
    .map((line, i) => {
      const above = lines[i - 1];
      if (above !== undefined && COMPLETED_THE_COURSE.test(above) && TITLE_LINE.test(line) && !/[.!?]\s*$/.test(line)) return `Course title: ${line.trim()}`;
      return line.replace(DELIVERED_AT, '$1Training location:');
    })
    .join('\n');
}
