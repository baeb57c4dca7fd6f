/**
 * A reviewer's checklist over a tax return's draft: each line opens with a mark that says whether to keep it ("[x]",
 * "✓") or change it ("[!]", "→ FIX"), and names the return's lines the way preparers write them, several to a line:
 *   [x] L38 41,362; L40 standard deduction 5,700; L41 35,662
 *   [!] L19 unemployment: you had 2,380 - the 1099-G says 2,880. Use 2,880 (totals below already reflect it).
 *   → FIX Ln 22: follows from Ln 10 - 72,442
 * The marks go (the values after them are the final ones either way), each line reference starts a line of its own,
 * and each is keyed "line 19: 2,880" with the amount it settles on: the one after "Use", or else the last one, leaving
 * out remarks in brackets and the other lines it names.
 * A plain function over the text.
 */

/** "[x] ", "[!] ", "✓ ", "→ FIX ", "FIX: ", "OK: ": a checklist's mark opening a line. */
const MARK = /^(\s*)(?:\[[xX!✓✔ ?]\]|[✓✔✗✘]|(?:→|->)\s*FIX\b:?|FIX:|OK:)\s*/u;
/** Lines with a mark needed before the text is read as a checklist. */
const MARKED_LINES_AT_LEAST = 3;
/** "; L40", "; Ln 8a": a semicolon before the next line reference. */
const NEXT_LINE_REFERENCE = /;\s+(?=(?:L|Ln\.?|Line)\s?\d{1,2}[a-z]?\b)/g;
/** "L7 wages …", "Ln 8a 186", "L74a: 1,987": a line opening with a return's line number. */
const LINE_REFERENCE_LEADS = /^(\s*)(?:L|Ln\.?|Line)\s?(\d{1,2}[a-z]?)\b(?![-/]\d)\s*(:?)\s*(.*)$/u;
/** An amount: "2,880", "$1,074", "400". */
const AMOUNT = /(?<![\d.,])\$?\d{1,3}(?:,\d{3})+(?:\.\d{2})?(?![\d,])|(?<![\d.,/-])\$?\d+(?:\.\d{2})?(?![\d,/-])/g;

export function withReviewChecklistRead(text: string): string {
  const lines = text.split('\n');
  if (lines.filter((line) => MARK.test(line)).length < MARKED_LINES_AT_LEAST) return text;
  return lines
    .map((line) => line.replace(MARK, '$1'))
    .flatMap((line) => line.replace(NEXT_LINE_REFERENCE, '\n').split('\n'))
    .map(keyedLineReference)
    .join('\n');
}

/** "L19 unemployment: you had 2,380 - the 1099-G says 2,880. Use 2,880 (…)" → "line 19 unemployment: 2,880". */
function keyedLineReference(line: string): string {
  const m = line.match(LINE_REFERENCE_LEADS);
  if (!m) return line;
  const [, lead, number, colon, rest] = m as unknown as [string, string, string, string, string];
  // (Remarks in brackets, "(two W-2s, 31,940 + 6,472)", and the other lines named, "follows from Ln 10", hold no entry.)
  const said = rest.replace(/\([^()]*\)/g, ' ').replace(/\b(?:L|Ln\.?|Line)\s?\d{1,2}[a-z]?\b/g, ' ').replace(/\b(?:1099|W-2|W2)-?\p{L}*/giu, ' ');
  const used = said.match(/\b[Uu]se\s+(\$?\d[\d,]*(?:\.\d{2})?)/)?.[1];
  const amounts = said.match(AMOUNT) ?? [];
  const amount = used ?? amounts[amounts.length - 1];
  if (amount === undefined) return line;
  // ("L7 wages … = 38,412": the line's caption, said before its entry; "Ln 10: you had …" has none.)
  const caption = colon ? undefined : said.match(/^\s*(\p{L}[\p{L} '’/&-]{0,40}?)\s*(?::|=|\d|\$|$)/u)?.[1]?.trim();
  return `${lead}line ${number}${caption ? ` ${caption}` : ''}: ${amount}`;
}
