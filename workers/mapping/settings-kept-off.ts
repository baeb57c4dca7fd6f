/**
 * A setting in a pasted code or settings file whose comment says it is not for the form:
 *
 *     # employer section: HR fills. Our company name is in var.employer for my own
 *     # records only, do NOT put it on the form
 *     employer = "Cirrusgate Systems Inc"
 *
 * Read line by line, the comment is a sentence of its own and the value under it is read like any other. The
 * setting the comment stands over is left out, and the comment with it. A plain function of the text.
 */

/** A comment line: "# …", "// …", "; …", "-- …". */
const COMMENT_LINE = /^\s*(?:#|\/\/|;|--)\s?/;
/** Words of a comment that keep what it is about off the form. */
const NOT_FOR_THE_FORM = /\b(?:do\s+not|don['’]?t|never|must\s+not|should\s+not)\s+(?:put|use|write|include|enter|copy)\s+(?:it|this|that|them|these|those)\s+(?:on|in|onto|into)\s+(?:the|this|my|our)\s+(?:form|w-?\d{1,2}|paper(?:work)?)\b|\b(?:not|never)\s+(?:for|on)\s+the\s+form\b|\bfor\s+my\s+own\s+records\s+only\b[^.\n]*\b(?:not|never)\b/i;
/** A setting: "name = value", "name: value". */
const SETTING = /^\s*[\p{L}_][\p{L}\d_.-]*\s*[=:]\s*\S/u;

/** The text without the settings their comment keeps off the form. */
export function withSettingsKeptOffDropped(text: string): string {
  const lines = text.split('\n');
  const dropped = new Set<number>();
  for (let at = 0; at < lines.length; at++) {
    if (!COMMENT_LINE.test(lines[at]!)) continue;
    // (A comment may run over several lines: read them together.)
    let end = at;
    while (end + 1 < lines.length && COMMENT_LINE.test(lines[end + 1]!)) end++;
    const said = lines.slice(at, end + 1).map((line) => line.replace(COMMENT_LINE, '')).join(' ');
    if (NOT_FOR_THE_FORM.test(said) && end + 1 < lines.length && SETTING.test(lines[end + 1]!)) for (let i = at; i <= end + 1; i++) dropped.add(i);
    at = end;
  }
  return dropped.size === 0 ? text : lines.filter((_, i) => !dropped.has(i)).join('\n');
}
