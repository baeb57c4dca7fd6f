/**
 * Blocks printed side by side under headings in capitals, as bills of lading, invoices and transfer papers lay out
 * two parties or two places:
 *
 *     ORIGIN                                    DESTINATION
 *     3305 Greenway Blvd, Apt 214               1742 Magnolia Terrace, Floor 2
 *     Orlando, FL 32817                         Decatur, GA 30030
 *     Access: 2nd floor, no elevator,           Access: exterior stairs, 14 steps
 *
 * Read line by line, each line holds a piece of both blocks. Here each block becomes its heading's keyed lines:
 * the lines before its first label joined as one value ("ORIGIN: 3305 Greenway Blvd, Apt 214, Orlando, FL
 * 32817"), a labelled line keyed by the heading and its label ("ORIGIN Access: 2nd floor, …"), a line without a
 * label after one running on. The blocks end at a blank line or a line with text across a heading's column.
 */

/** Two or three headings in capitals, a wide gap between them: "ORIGIN      DESTINATION", "SHIP FROM     SHIP TO". */
const HEADING = /^\p{Lu}[\p{Lu}&/' -]{1,28}\p{Lu}$/u;
const GAP = /\s{3,}/;
const LABELLED = /^([\p{L}][\p{L}\p{N} '’&/().#-]{0,30}?)\s*:\s*(.*)$/u;

/** Where each heading's column starts in a line, nudged to the nearest word start; undefined when text crosses one. */
function cellsOf(line: string, starts: number[]): string[] | undefined {
  const cuts = [0];
  for (const start of starts.slice(1)) {
    if (start >= line.length) {
      cuts.push(line.length);
      continue;
    }
    const near = [0, 1, -1, 2, -2, 3, -3].map((d) => start + d).find((p) => p > 0 && line[p - 1] === ' ' && line[p - 2] === ' ' && line[p] !== ' ');
    if (near === undefined) {
      // A column left empty on this line: spaces at its start and up to the line's end.
      if (line.slice(start - 1).trim() === '') cuts.push(line.length);
      else return undefined;
    } else cuts.push(near);
  }
  if (cuts.some((cut, k) => k > 0 && cut < cuts[k - 1]!)) return undefined;
  return cuts.map((cut, k) => line.slice(cut, cuts[k + 1] ?? line.length).trim());
}

/** One block's lines as keyed lines under its heading. */
function blockLines(heading: string, cells: string[]): string[] {
  const out: string[] = [];
  const lead: string[] = [];
  for (const cell of cells) {
    const labelled = cell.match(LABELLED);
    if (labelled) out.push(`${heading} ${labelled[1]!.trim()}: ${labelled[2]!.trim()}`);
    else if (out.length > 0) out[out.length - 1] = `${out.at(-1)!.replace(/,$/, '')}, ${cell}`;
    else lead.push(cell.replace(/,$/, ''));
  }
  return lead.length > 0 ? [`${heading}: ${lead.join(', ')}`, ...out] : out;
}

export function linesWithSideBySideBlocksRead(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const headings = line.trim().split(GAP);
    const indent = line.length - line.trimStart().length;
    if (headings.length < 2 || headings.length > 3 || !headings.every((h) => HEADING.test(h))) {
      out.push(line);
      continue;
    }
    const starts: number[] = [];
    for (const heading of headings) starts.push(line.indexOf(heading, (starts.at(-1) ?? indent - 1) + 1));
    const columns: string[][] = headings.map(() => []);
    let j = i + 1;
    for (; j < lines.length && lines[j]!.trim() !== ''; j++) {
      const cells = cellsOf(lines[j]!, starts);
      if (!cells) break;
      cells.forEach((cell, k) => cell !== '' && columns[k]!.push(cell));
    }
    // Both blocks must hold words, on at least two lines: else the "headings" were words of a line, or a table's
    // header over its numbers ("WORKSHEET … ENTRY" over rows of dot leaders and amounts).
    const wordy = (column: string[]) => column.filter((cell) => /\p{L}{3}/u.test(cell) && !/\.{4,}/.test(cell)).length * 2 >= column.length;
    if (j - i < 3 || columns.some((c) => c.length === 0 || !wordy(c))) {
      out.push(line);
      continue;
    }
    headings.forEach((heading, k) => out.push(...blockLines(heading, columns[k]!)));
    i = j - 1;
  }
  return out;
}
