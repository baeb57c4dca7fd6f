/**
 * Boxes typed into the text the way a printed form shows them: "[x] Single   [ ] Married   [ ] Married, but
 * withhold at higher Single rate", "☒ Yes ☐ No", a task list's "- [x] Offer accepted". Read as written, every
 * option's words stay in the line whether its box is ticked or not, so "Married" is as stated as "Single".
 *
 * A line with two or more boxes keeps the options whose boxes are ticked, after the words before the first box
 * (its question): "W-4 line 3: Single". A line with one box loses the box's mark only: a checklist's item says
 * what it says whether it is done yet or not. A line that holds only boxes, under a line of options, carries on
 * its options (linesWithTickBoxesRead).
 */

const TICKED = String.raw`\[\s*[xX✓✔✗*]\s*\]|☒|☑|✅`;
const EMPTY = String.raw`\[\s*_?\s*\]|☐`;
const BOX = new RegExp(String.raw`(${TICKED})|(?:${EMPTY})`, 'gu');
const TICKED_BOX = new RegExp(String.raw`^(?:${TICKED})$`, 'u');
const OPENS_WITH_BOX = new RegExp(String.raw`^\s*(?:${TICKED}|${EMPTY})`, 'u');

export function withTickBoxesRead(line: string): string {
  const boxes = [...line.matchAll(BOX)];
  if (boxes.length === 0) return line;
  if (boxes.length === 1) {
    const box = boxes[0]!;
    const before = line.slice(0, box.index);
    const after = line.slice(box.index! + box[0].length).trimStart();
    return /\S$/.test(before) ? `${before} ${after}` : `${before}${after}`;
  }
  const question = line.slice(0, boxes[0]!.index).trimEnd();
  const chosen: string[] = [];
  boxes.forEach((box, i) => {
    const end = i + 1 < boxes.length ? boxes[i + 1]!.index : line.length;
    const option = line.slice(box.index! + box[0].length, end).trim().replace(/[,;]$/, '').trim();
    if (TICKED_BOX.test(box[0]) && option !== '') chosen.push(option);
  });
  if (chosen.length === 0) return question;
  if (question === '') return chosen.join(', ');
  const joiner = /[:?]$/.test(question) ? ' ' : ': ';
  return `${question}${joiner}${chosen.join(', ')}`;
}

/**
 * Every line with its boxes read (withTickBoxesRead); a line of nothing but boxes and their options under a line
 * of two or more options is more of them ("[ ] Single  [X] Married" then "   [ ] Married, but withhold at higher
 * Single rate"): read as one line, so an unticked option there is dropped, not kept as a checklist's item.
 */
export function linesWithTickBoxesRead(lines: string[]): string[] {
  const out: string[] = [];
  let options: { raw: string; at: number } | undefined;
  for (const line of lines) {
    const boxes = [...line.matchAll(BOX)].length;
    if (options && boxes > 0 && OPENS_WITH_BOX.test(line)) {
      options.raw = `${options.raw}  ${line.trim()}`;
      out[options.at] = withTickBoxesRead(options.raw);
      continue;
    }
    options = boxes >= 2 ? { raw: line, at: out.length } : undefined;
    out.push(withTickBoxesRead(line));
  }
  return out;
}
