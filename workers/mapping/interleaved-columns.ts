/**
 * A page of two columns copied out of a PDF viewer often comes out with the columns' lines taken in turn, left,
 * right, left, right:
 *
 *     PRINCIPAL (SELLER)
 *     ATTORNEY-IN-FACT
 *     Name: Margaret A. Lindqvist
 *     Name: Daniel P. Lindqvist
 *     …
 *
 * Read as written, each block's details land under the other's heading. Where the writer says the columns came out
 * so ("the two columns came out shuffled together line by line"), each block that opens with two headings, one over
 * the other, is set out as its two columns: the first heading and every other line after it, then the second heading
 * and the lines between. Nothing is moved without the writer's word: two headings in a row are also how a heading
 * over a sub-heading looks. A plain function of the text.
 */

/** "the two columns came out shuffled together line by line (left, right, left, right...)": the writer's word. */
const SAYS_INTERLEAVED = /\b(?:two|2)\s+columns?\b[^.\n]{0,80}?\b(?:shuffled|interleaved|mixed|jumbled|alternat\w*|line by line)\b|\bleft,\s*right,\s*left\b/i;
/** "PRINCIPAL (SELLER)", "SIGNING / NOTARY (Sarasota, FL)": a heading in capitals, perhaps a remark in brackets. */
const HEADING = /^\s*\p{Lu}[\p{Lu}\d &/'’-]{2,40}(?:\s*\([^()]{1,40}\))?\s*$/u;

export function withInterleavedColumnsApart(text: string): string {
  if (!SAYS_INTERLEAVED.test(text)) return text;
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!HEADING.test(lines[i]!) || !HEADING.test(lines[i + 1] ?? '')) {
      out.push(lines[i]!);
      continue;
    }
    let end = i + 2;
    while (end < lines.length && lines[end]!.trim() !== '' && !HEADING.test(lines[end]!)) end++;
    const body = lines.slice(i + 2, end);
    out.push(lines[i]!, ...body.filter((_, k) => k % 2 === 0), '', lines[i + 1]!, ...body.filter((_, k) => k % 2 === 1));
    i = end - 1;
  }
  return out.join('\n');
}
