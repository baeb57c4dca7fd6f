/**
 * A reply whose numbered answers stand above the numbered questions they answer, quoted or forwarded below:
 *
 *     Hi Marcy, answers to your list are below, same numbers as yours.
 *     1. Brandt, Wesley J.
 *     2. 2208 Cottonwood Ave, Nampa ID 83651. Phone (208) 555-0177, that's my cell
 *     …
 *     -----Original Message-----
 *     From: Marcy Tran
 *     1. Name (Last, First, MI)
 *     2. Home address and home phone (optional)
 *
 * Read as written, each answer has lost what it answers. Here each numbered answer is keyed by the question of its
 * number, as an answer typed under its question is (parse-inline-replies.ts). A plain function over the lines.
 */
import { keyedAnswer } from './parse-inline-replies.js';

/** "1. …", "2) …": a numbered item, its number and its text. */
// ("> 1. Date of the sale": in a quoted message too.)
const NUMBERED = /^\s*(?:>\s?)*(\d{1,2})[.)]\s+(\S.*)$/;
/** The line a forwarded or quoted message starts with. */
const MESSAGE_BOUNDARY = /^\s*(?:>\s?)*(?:-{2,}\s*(?:original message|forwarded message)\s*-{2,}|On\s.{4,160}\swrote:|From:\s+\S)/i;
/** The fewest numbered items each list needs to be a questionnaire and its replies. */
const LEAST_ITEMS = 3;

interface Item {
  number: number;
  /** Indexes of the item's lines: its numbered line and the indented lines that go on with it. */
  lines: number[];
  text: string[];
}

/** The numbered items of lines [from, to), a later line indented under one going on with it. */
function numberedItems(lines: readonly string[], from: number, to: number): Item[] {
  const items: Item[] = [];
  for (let i = from; i < to; i++) {
    const m = lines[i]!.match(NUMBERED);
    if (m) items.push({ number: Number(m[1]), lines: [i], text: [m[2]!.trim()] });
    else if (items.length > 0 && /^\s{2,}\S/.test(lines[i]!) && items.at(-1)!.lines.at(-1) === i - 1) {
      items.at(-1)!.lines.push(i);
      items.at(-1)!.text.push(lines[i]!.trim());
    }
  }
  return items;
}

export function linesWithAnswersAboveQuestions(lines: string[]): string[] {
  // (The first boundary after an answer: the reply's own "From:" header may stand above them.)
  const firstItem = lines.findIndex((line) => NUMBERED.test(line));
  const boundary = firstItem < 0 ? -1 : lines.findIndex((line, i) => i > firstItem && MESSAGE_BOUNDARY.test(line));
  if (boundary < 0) return lines;
  const answers = numberedItems(lines, 0, boundary);
  const questions = new Map(numberedItems(lines, boundary, lines.length).map((q) => [q.number, q.text.join(' ')]));
  if (answers.length < LEAST_ITEMS || questions.size < LEAST_ITEMS || !answers.every((a) => questions.has(a.number))) return lines;
  const out = [...lines];
  // (From the last, so the indexes of those before stay right.)
  for (const answer of [...answers].reverse()) {
    const question = questions.get(answer.number)!;
    const keyed = keyedAnswer(/[?:]$/.test(question) ? question : `${question}?`, answer.text);
    if (keyed) out.splice(answer.lines[0]!, answer.lines.length, ...keyed, '');
  }
  return out;
}
