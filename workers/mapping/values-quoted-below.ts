/**
 * A key on a line of its own, a blank line, then its value in quotes as a paragraph of its own:
 *
 *     9. Backstory - please use this as written:
 *
 *     "Left as a foundling on the steps of an observatory, Morven was raised by …"
 *
 * ("- Backstory, put this in the box (the History line on the sheet is only the bones of it):": or asked to go in its
 * box, with a remark in brackets.)
 *
 * Read as written, the key has no value and the paragraph no key. Here they are one line, "Backstory: Left as a
 * foundling …", the quotes and the request to copy it dropped.
 */

/** The key's line: its number or bullet (1), the key (2), perhaps a request to use what follows as written. */
const KEY_OVER_QUOTED = /^(\s*(?:\d{1,2}[.)]\s+|[-*•]\s+)?)(\p{Lu}[\p{L}&'’ -]{1,30}?)\s*(?:(?:[-–—,]\s*|\(\s*)(?:please\s+)?(?:use|copy|take|put|keep)\s+(?:this|it|that)\s+(?:as\s+(?:written|is)|word\s+for\s+word|verbatim|exactly(?:\s+as\s+(?:written|is))?|in\s+(?:the|that|this|her|his|its)\s+(?:box|field|space))\s*\)?(?:\s*\([^()\n]{1,80}\))?)?\s*:\s*$/u;
/** A paragraph wholly in quotes (1 its words). */
const QUOTED_PARAGRAPH = /^\s*["“]([^"“”]{20,})["”]\s*$/u;

export function withQuotedValueUnderKey(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const key = lines[i]!.match(KEY_OVER_QUOTED);
    const next = lines.findIndex((line, j) => j > i && line.trim() !== '');
    const quoted = key && next > i + 1 ? lines[next]!.match(QUOTED_PARAGRAPH) : null;
    if (!key || !quoted) {
      out.push(lines[i]!);
      continue;
    }
    out.push(`${key[1]}${key[2]!.trim()}: ${quoted[1]!.trim()}`);
    i = next;
  }
  return out.join('\n');
}
