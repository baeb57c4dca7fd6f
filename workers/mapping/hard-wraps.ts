/**
 * Text copied out of a PDF comes with the page's line breaks: "The seller, Gretchen A. Wojcie-" / "chowski,
 * currently resides in the municipality of Scotts-" / "dale, State of Arizona, …". Each line break cuts a
 * sentence, and a word hyphenated at a line's end is cut in two. A paragraph that shows such breaks is joined back
 * into the lines its writer meant: a word split by a hyphen is one word again ("Wojciechowski"), a number split after
 * its hyphen keeps it ("(480) 555-" / "0173" → "555-0173"), and the other breaks become spaces. A new item ("3.
 * ATTORNEY-IN-FACT …", "- …") still starts its own line, and a page's mark set far to the right ("Page 2 of 4")
 * stays apart.
 */

/** "Wojcie-" / "chowski": a word broken after a hyphen, its rest in lower case on the next line. */
const WORD_BROKEN = /\p{Ll}-$/u;
/** Fewer broken words than this in the text, and its line breaks are its writer's. */
const MIN_BROKEN_WORDS = 2;
/** "3. ATTORNEY-IN-FACT.", "A. 1 for myself", "- Buyer", "(b) …": a line that starts an item of its own. */
const ITEM_START = /^\s*(?:\d{1,2}[.)]\s|[A-Z][.)]\s|[-*•]\s|\([a-zA-Z\d]\)\s)/u;
/** "                    Page 2 of 4": a line set far from the margin, a page's mark or a heading of its own. */
const SET_APART = /^\s{8,}\S/;

export function withHardWrapsJoined(text: string): string {
  const lines = text.split('\n');
  const broken = lines.filter((_, i) => brokenAt(lines, i)).length;
  if (broken < MIN_BROKEN_WORDS) return text;
  const out: string[] = [];
  // Paragraphs (runs of lines without a blank one) that show a broken word are joined; others stay as written.
  let start = 0;
  while (start < lines.length) {
    let end = start;
    while (end < lines.length && lines[end]!.trim() !== '') end++;
    const paragraph = lines.slice(start, end);
    out.push(...(paragraph.some((_, i) => brokenAt(paragraph, i)) ? joined(paragraph) : paragraph));
    if (end < lines.length) out.push(lines[end]!);
    start = end + 1;
  }
  return out.join('\n');
}

/** Whether line i ends with a word broken after a hyphen whose rest opens line i + 1. */
function brokenAt(lines: string[], i: number): boolean {
  return WORD_BROKEN.test(lines[i]!.trimEnd()) && /^\s*\p{Ll}/u.test(lines[i + 1] ?? '');
}

/** A hard-wrapped paragraph's lines joined into the lines its writer meant. */
function joined(paragraph: string[]): string[] {
  const out: string[] = [];
  for (const line of paragraph) {
    const previous = out.length > 0 ? out[out.length - 1]! : undefined;
    // ("Worksheet on the top part:" leads in to the lines under it.)
    if (previous === undefined || ITEM_START.test(line) || SET_APART.test(line) || SET_APART.test(previous) || /:\s*$/.test(previous)) {
      out.push(line.trimEnd());
      continue;
    }
    const rest = line.trim();
    const tail = previous.trimEnd();
    if (WORD_BROKEN.test(tail) && /^\p{Ll}/u.test(rest)) out[out.length - 1] = `${tail.slice(0, -1)}${rest}`;
    else if (/\d-$/.test(tail) && /^\d/.test(rest)) out[out.length - 1] = `${tail}${rest}`;
    else out[out.length - 1] = `${tail} ${rest}`;
  }
  return out;
}
