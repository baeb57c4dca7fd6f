/**
 * A survey tool's report of one response, copied as text: Qualtrics' "Default Report", each question under its
 * number and the answer on the lines under it, the response's bookkeeping above them and the data the link carried
 * ("Embedded Data") below:
 *
 *     Default Report
 *     Response ID                 R_2QmXv7kPz0aLBc1
 *     Start Date                  01/27/2025 09:14:06
 *
 *     Q10 - Appointment type - Selected Choice
 *     Career-Conditional
 *
 *     Q11_1 - Pay plan
 *     GS
 *     Q24_4_TEXT - Credit amount
 *     4.0
 *
 *     Embedded Data
 *     office_code          A27
 *
 * Read as written, an answer is a line with no key, and the report's "Start Date" (when the person opened the survey)
 * reads as the start of whatever the form asks. Here each question and its answer become one "question: answer" line
 * ("Appointment type: Career-Conditional"), the tool's words on how it was answered ("- Selected Choice") dropped,
 * and the bookkeeping and the embedded data go: they say how the survey was taken, not what the person answered.
 *
 * SurveyMonkey prints one response with the question's number on a line of its own, the question under it, and an
 * answer of several parts as a column of labels beside their values ("Work email    ingrid_…"): each part is a line
 * keyed by its label (after the question, where the label alone does not say whose: "Vendor contact phone"), a
 * question skipped is no answer, and the response's own lines ("#23", "COMPLETE",
 * "Collector: …", "Started: …", "Page 1: About you") go. A plain function of the text.
 */

import { simplify } from './normalize-text.js';

/** "Q11_1 - Pay plan", "Q24_4_TEXT - Credit amount" (1 the question). */
const NUMBERED_QUESTION = /^\s*Q\d+(?:_\d+)*(?:_TEXT)?\s+[-–]\s+(\S.*?)\s*$/;
/** "Q7" on a line of its own, the question on the line under it, as SurveyMonkey prints a response. */
const QUESTION_NUMBER = /^\s*Q\d+\s*$/;
/** "Q5 - Position level - Selected Choice": the tool saying the answer was picked from a list. */
const HOW_ANSWERED = /\s+[-–]\s+(?:Selected Choice|Other\s*-\s*Text)$/i;
/** The report's bookkeeping of a response, "Response ID   R_2QmX…", its value in a column of its own, and its heading. */
const BOOKKEEPING =
  /^\s*(?:(?:Response ID|Start Date|End Date|Response Type|IP Address|Progress|Duration \(in seconds\)|Finished|Recorded Date|Distribution Channel|User Language|Location Latitude|Location Longitude|Recipient (?:Last Name|First Name|Email)|External (?:Data )?Reference)(?:\s{2,}|\t)\S.*|Default Report\s*)$/;
/** SurveyMonkey's: "#23", "COMPLETE", "Collector:   Web Link 1", "Started: …", "Page 1: About you". */
const RESPONSE_BOOKKEEPING = /^\s*(?:#\d+|COMPLETE|PARTIAL|INCOMPLETE|(?:Collector|Started|Last Modified|Time Spent|IP Address):\s+\S.*|Page \d+:.*)\s*$/;
/** A question the person left unanswered, as the tool prints it. */
const SKIPPED = /^\s*Respondent skipped this question\s*$/i;
/** "Work email                  ingrid_…": one part of an answer of several, its label and value in two columns. */
const ANSWER_PART = /^\s*(\S.*?\S)(?:\s{2,}|\t)\s*(\S.*?)\s*$/;
/** Words of a part's label that say what it is but not whose ("Phone", "Name and title"). */
const GENERIC_PART_WORDS = new Set(['phone', 'telephone', 'email', 'e', 'mail', 'website', 'web', 'site', 'fax', 'name', 'title', 'and', 'address', 'number', 'no', 'ext', 'with', 'cell', 'mobile', 'url']);
/** A rule that closes the pasted report. */
const RULE = /^\s*[=_-]{5,}\s*$/;
/** The heading over the data the survey's link carried. */
const EMBEDDED_DATA = /^\s*Embedded Data\s*$/i;
/** Fewer numbered questions than this, and the "Q1 - " lines are someone's own list. */
const FEWEST_QUESTIONS = 3;
/** How far above the first question a response's bookkeeping starts. */
const BOOKKEEPING_LINES = 15;

/** The text with a pasted survey report's answers keyed by their questions; the text as it is without one. */
export function withSurveyReportRead(text: string): string {
  const lines = text.split('\n');
  const startsQuestion = (at: number) => NUMBERED_QUESTION.test(lines[at]!) || (QUESTION_NUMBER.test(lines[at]!) && (lines[at + 1] ?? '').trim() !== '');
  const starts = lines.flatMap((_, at) => (startsQuestion(at) ? [at] : []));
  if (starts.length < FEWEST_QUESTIONS) return text;
  const first = starts[0]!;
  const isBookkeeping = (line: string) => BOOKKEEPING.test(line) || RESPONSE_BOOKKEEPING.test(line);
  const out: string[] = [];
  let at = 0;
  while (at < lines.length) {
    const line = lines[at]!;
    if (at >= first && startsQuestion(at)) {
      const numbered = line.match(NUMBERED_QUESTION);
      const question = (numbered ? numbered[1]! : lines[++at]!.trim()).replace(HOW_ANSWERED, '');
      const answer: string[] = [];
      at++;
      while (at < lines.length && lines[at]!.trim() !== '' && !startsQuestion(at) && !EMBEDDED_DATA.test(lines[at]!) && !RULE.test(lines[at]!)) answer.push(lines[at++]!.trim());
      out.push(...answerLines(question, answer.filter((said) => !SKIPPED.test(said))));
      continue;
    }
    if (at >= first && EMBEDDED_DATA.test(line)) {
      at++;
      while (at < lines.length && /^\s*\w+(?:\s{2,}|\t)\S/.test(lines[at]!)) at++;
      continue;
    }
    if (!(isBookkeeping(line) && at >= first - BOOKKEEPING_LINES)) out.push(line);
    at++;
  }
  return out.join('\n');
}

/**
 * A question's answer as lines: "question: answer", or, for an answer of several parts each with its label in a column
 * ("Office phone (with ext.)    (970) 555-0143 x4412"), a line for each part keyed by its label.
 */
function answerLines(question: string, answer: string[]): string[] {
  if (answer.length === 0) return [];
  const parts = answer.map((line) => line.match(ANSWER_PART));
  if (!parts.every((part) => part !== null)) return [`${question}: ${answer.join(' ')}`];
  // ("Phone" under "Vendor contact" is the vendor's: a label of generic words only, sharing none with its question, is
  // keyed by both; "Work email" says whose it is.)
  const asked = new Set(simplify(question).split(/\W+/));
  return parts.flatMap((part) => {
    const [, label, value] = part as RegExpMatchArray as unknown as [string, string, string];
    if (SKIPPED.test(value)) return [];
    const words = simplify(label).split(/\W+/).filter((word) => word !== '');
    const own = words.some((word) => (word.length > 2 && asked.has(word)) || !GENERIC_PART_WORDS.has(word));
    return [`${own ? label : `${question} ${label.charAt(0).toLowerCase()}${label.slice(1)}`}: ${value}`];
  });
}
