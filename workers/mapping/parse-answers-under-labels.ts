/**
 * A form's own labels copied off it, each with its answer typed on the line under it:
 *
 *      1. Applicant's Name (Last, First, Middle Initial)
 *      Castellanos, Gabriela M.
 *      14. Pay Plan / 15. Series / 16. Grade / 17. Step
 *      GS / 1102 / 13 / 2
 *
 * Read as written, the answer is a line of its own with no key, and the next label's number looks like a value.
 * Here each label and its answer become one "label: answer" line, without the label's number (the numbers are
 * the form's, not values); labels joined by " / " over as many answers give a line each, and a follow-up's label
 * without a number ("If yes, please describe the requirements below") keys its answer too. Only a text with
 * MIN_PAIRS such pairs or more is read so: a numbered list with a remark under an item stays as written.
 */

/** "1. ", "1a. ", "a. ": a label's number or letter, then the label, which starts with a capital. */
const NUMBERED_LABEL = /^\s*(?:\d{1,2}[A-Za-z]?|[A-Za-z])\.\s+(\p{Lu}.*?)\s*$/u;
const FOLLOW_UP_LABEL = /^\s*If (?:yes|no|so|other|applicable)\b.*[^.!]$/iu;
/** A label is short, and gives no value of its own after a colon ("a. Tuition and Fees: $1,200.00" is a pair). */
const LABEL_WORDS_AT_MOST = 14;
const ANSWER_WORDS_AT_MOST = 40;
const MIN_PAIRS = 4;

/** "  - Principal (Seller): …", "\t• Lives in: …": an item of a list indented under a heading. */
const LIST_ITEM_UNDER = /^\s+[-*•·]\s/;

const wordCount = (text: string) => text.trim().split(/\s+/).length;

/** (A numbered question, "1. Full legal name?", is a questionnaire's, read where questions are: parse-chat.ts.) */
function labelOf(line: string): string | undefined {
  // ("If yes, please describe the requirements below": a follow-up's label has no number of its own.)
  const label = line.match(NUMBERED_LABEL)?.[1] ?? line.match(FOLLOW_UP_LABEL)?.[0].trim();
  if (label === undefined || wordCount(label) > LABEL_WORDS_AT_MOST || /:\s+\S/.test(label) || /\?$/.test(label)) return undefined;
  return label.replace(/:$/, '');
}

/** "Pay Plan / 15. Series / 16. Grade / 17. Step" over "GS / 1102 / 13 / 2": a label and answer for each. */
function pairLines(label: string, answer: string): string[] {
  const labels = label.split(/\s+\/\s+(?:\d{1,2}[A-Za-z]?\.\s+)?/);
  const answers = answer.split(/\s+\/\s+/);
  if (labels.length > 1 && labels.length === answers.length) return labels.map((l, i) => `${l}: ${answers[i]}`);
  return [`${label}: ${answer}`];
}

/** "1. Saturday, May 9, 2026" / "2. Me: Anjali …": a line numbered after the one above is the list's next item. */
function numbersNext(line: string, next: string): boolean {
  const number = Number(line.match(/^\s*(\d{1,2})\.\s/)?.[1]);
  return Number.isInteger(number) && Number(next.match(/^\s*(\d{1,2})[.)]\s/)?.[1]) === number + 1;
}

export function linesWithAnswersUnderLabels(lines: string[]): string[] {
  const out: string[] = [];
  let pairs = 0;
  for (let i = 0; i < lines.length; i++) {
    const label = labelOf(lines[i]!);
    const answer = lines[i + 1];
    // ("1. PARTIES" / "  - Principal (Seller): Margaret …": a heading over a list's items, not a label over its answer.)
    if (label === undefined || answer === undefined || answer.trim() === '' || labelOf(answer) !== undefined || wordCount(answer) > ANSWER_WORDS_AT_MOST || numbersNext(lines[i]!, answer) || LIST_ITEM_UNDER.test(answer)) {
      out.push(lines[i]!);
      continue;
    }
    out.push(...pairLines(label, answer.trim()));
    pairs++;
    i++;
  }
  return pairs >= MIN_PAIRS ? out : lines;
}
