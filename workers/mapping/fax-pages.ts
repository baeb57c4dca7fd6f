/**
 * A fax typed up or OCR'd keeps the strip each page was sent with: "MAR-04-2024 10:17 FROM:KESSLER ROOFING
 * 5155550139 TO:15155550200 P.001/002", and at the end "-- END OF TRANSMISSION --". The strip is the machine's, not
 * the sender's, and where a page ends mid-sentence it cuts a value in two ("… the company EIN which is 42-" /
 * strip / "1839027 (it's on the IRS letter …)"). The strips are left out and a value cut by one is joined again.
 */

/** "MAR-04-2024 10:17 FROM:… TO:… P.001/002", "Mar 4 2024 10:18AM  Kessler Roofing  p.2": a page's strip. */
const FAX_STRIP = /^[^\n]*\b\d{1,2}:\d{2}(?:\s?[AP]M)?\b[^\n]*\b(?:FROM|TO)\s*:[^\n]*\bP\.?\s?\d{1,3}(?:\s*\/\s*\d{1,3})?\s*$/i;
/** "-- END OF TRANSMISSION --": the fax machine's closing line. */
const END_OF_TRANSMISSION = /^\s*[-=*]*\s*end of (?:transmission|fax)\s*[-=*]*\s*$/i;

export function withFaxStripsDropped(text: string): string {
  const lines = text.split('\n');
  if (!lines.some((line) => FAX_STRIP.test(line))) return text;
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (END_OF_TRANSMISSION.test(line)) continue;
    if (!FAX_STRIP.test(line)) {
      out.push(line);
      continue;
    }
    // ("… which is 42-" before the strip and "1839027 (…)" after it: the page break cut the line, which goes on.)
    while (out.length > 0 && out[out.length - 1]!.trim() === '') out.pop();
    let next = i + 1;
    while (next < lines.length && lines[next]!.trim() === '') next++;
    const before = out[out.length - 1] ?? '';
    const after = lines[next] ?? '';
    if (/[-,]$|[\p{L}\d]$/u.test(before.trimEnd()) && /^\s*[\p{Ll}\d]/u.test(after) && !/[.!?:]$/.test(before.trimEnd())) {
      out[out.length - 1] = /\d-$/.test(before.trimEnd()) && /^\s*\d/.test(after) ? `${before.trimEnd()}${after.trim()}` : `${before.trimEnd()} ${after.trim()}`;
      i = next;
    } else if (out.length > 0) {
      out.push('');
      i = next - 1;
    }
  }
  // (A strip at the top leaves no blank line before the letter.)
  while (out.length > 0 && out[0]!.trim() === '') out.shift();
  return out.join('\n');
}
