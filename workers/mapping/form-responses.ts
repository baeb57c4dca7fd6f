/**
 * An online form's answers as the form service mails them back ("Copy of your response") or a workflow tool quotes
 * them under an approval: each question on a line of its own, its answer on the lines under it, a blank line between
 * questions, a choice's options each with its mark:
 *
 *     Here's what was received.
 *
 *     Full name *
 *     Ciara Dunleavy
 *
 *     New member or existing member? *
 *     ( ) New member
 *     (•) Existing member – updating my details
 *
 *     Languages you could help with (tick all that apply)
 *     [x] English
 *     [ ] German
 *
 * Jotform and the like mail them as a table of two columns, the question on the left, an answer's further lines
 * under it with the left column empty ("Address<tab>Street Address: Goethestraße 41" / "<tab>City: Freiburg").
 *
 * Read as written, an answer is a line with no key, and every option's words are there whether chosen or not. Here
 * each question and its answer become one "question: answer" line, a choice's answer being the options marked
 * ("Languages you could help with: English"), the required-question star and how to answer ("tick all that apply")
 * dropped, a long question cut to what it asks; an answer's parts that name themselves become answers of their own; a
 * question that only offers its answers ("New member or existing member?") leaves the answer alone. Where a text holds
 * several receipts of one form, the person edited their response: a later receipt's answer to a question replaces the
 * earlier one's, and the answers are read once, where the first receipt was. Without a heading ("Here's what was
 * received.", "Responses submitted"), only a run of short answers is read so. A plain function of the text.
 */
import { simplify, wordCount } from './normalize-text.js';
import { KEY_WORDS_AT_MOST } from './parse-record.js';

/** The line a receipt's or a workflow's answers start under. */
const ANSWERS_HEADING = /^\s*(?:here's what (?:was|we) received|(?:form )?responses? submitted|submitted (?:answers|responses)|your (?:answers|responses?)(?: (?:were|was) (?:received|submitted|recorded))?|response (?:summary|details)|form responses?|answers submitted)\s*[.:]?\s*$/i;
/** "Thank you for your submission. A copy of your answers is below.": a line that ends by saying the answers follow. */
const ANSWERS_INTRO = /(?:^|[.!]\s+)(?:a copy of your (?:answers|responses?|submission) is below|here are your (?:answers|responses?)\b[^.]*|your (?:answers|responses?) (?:are|is) below)\s*[.:]?\s*$/i;
/** "Full Name<tab>Henrike Baumgärtner", and "<tab>English" under it: a form's answers as a table of two columns. */
const TABBED_ANSWER = /^([^\t]*\S[^\t]*?)\t+\s*(\S.*?)\s*$/;
const TABBED_MORE = /^\t+\s*(\S.*?)\s*$/;
/** "Street Address: Goethestraße 41": a part of an answer the form asked for under a name of its own. */
const NAMED_PART = /^([^:]{1,40}):\s+(\S.*)$/;
/** Google's note under a form's title: its questions follow. */
const REQUIRED_NOTE = /^\s*\*\s*(?:indicates|required) (?:required )?(?:question|field)s?\s*$/i;
/** A receipt's or a notification's footer: its answers have ended. */
const FOOTER = /^\s*(?:create your own (?:google )?form|report abuse|view in (?:approvals|teams|power automate)|powered by\b|never submit passwords|this (?:content|form) (?:is neither|was created)|microsoft respects your privacy|unsubscribe\b|edit (?:your )?(?:response|submission)\b|-{2,}|_{4,})/i;
/** "( ) New member", "(•) Existing member", "[x] English", "☐ German": an option with its mark. */
const OPTION = /^\s*(\(\s?\)|\(\s?[•●xX✓✔*o]\s?\)|○|◯|◉|●|\[\s?\]|\[\s?[xX✓✔*]\s?\]|☐|☑|☒|✅)\s*(.*?)\s*$/u;
const CHOSEN_MARK = /^(?:\(\s?[•●xX✓✔*o]\s?\)|◉|●|\[\s?[xX✓✔*]\s?\]|☑|☒|✅)$/u;
/** "Tom Becker   0:04": a speaker's name and when they spoke, over what they said. */
const SPOKEN_AT = /\b\d{1,2}:\d{2}(?::\d{2})?\s*(?:[AP]M)?\s*$/i;
/** A question is a short line that does not end a sentence or give a value of its own after a colon. */
const QUESTION_WORDS_AT_MOST = 24;
/** The most lines an answer takes under its question (an address, a paragraph wrapped, a choice's options). */
const ANSWER_LINES_AT_MOST = 8;
/** An answer whose lines are all this short is its parts ("14 Strand Road" / "Bray"), joined by commas. */
const SHORT_LINE_AT_MOST = 40;
/** Without a heading, the most words an answer may have. */
const SHORT_ANSWER_WORDS = 12;
/** Without a heading, this many questions in a row, each over its answer, make the run a form's answers. */
const MIN_UNHEADED_ANSWERS = 6;

/** "(tick all that apply)", "(select one)": how to answer, no part of what is asked. */
const HOW_TO_ANSWER = /\s*\((?:please\s+)?(?:tick|check|select|choose|mark|pick)\b[^()]*\)/gi;
/** " on the Brittany trips", " for the club buff": where a long question's words stop naming what it asks. */
const QUALIFIER_AFTER = /^(.+?)\s+(?:on|for|in|at|during|from|about|to)\s+(?:the|your|this|our|these|a|an)\b/i;

interface Answer {
  question: string;
  answer: string;
}

interface Receipt {
  /** The lines the receipt's answers take, from its first question to its last answer. */
  start: number;
  end: number;
  answers: Answer[];
}

/** The text with an online form's mailed answers read as "question: answer" lines; the text as it is without them. */
export function withFormResponsesRead(text: string): string {
  const lines = text.split('\n');
  const receipts = receiptsIn(lines);
  if (receipts.length === 0) return text;
  // (An edited response's receipt comes after the first: its answer to a question is the one that stands.)
  const latest = new Map<string, Answer>();
  for (const receipt of receipts) for (const answer of receipt.answers) latest.set(questionKey(answer.question), answer);
  const out: string[] = [];
  let at = 0;
  receipts.forEach((receipt, i) => {
    out.push(...lines.slice(at, receipt.start));
    if (i === 0) out.push(...answerLines([...latest.values()]));
    at = receipt.end;
  });
  out.push(...lines.slice(at));
  return out.join('\n');
}

/** "Street address" asked above "Address line 2": the first of the address's two lines, not the whole address. */
const STREET_QUESTION = /^(?:street\s+)?address(?:\s+line)?$|^street$/i;
const SECOND_LINE_QUESTION = /^(?:street\s+)?address\s+line\s+2$/i;

function answerLines(answers: Answer[]): string[] {
  const twoLines = answers.some(({ question }) => SECOND_LINE_QUESTION.test(question));
  const asked = (question: string) => (!twoLines ? question : STREET_QUESTION.test(question) ? 'Address line 1' : SECOND_LINE_QUESTION.test(question) ? 'Address line 2' : question);
  // ("New member or existing member?" / "Existing member – updating my details": a question that only offers its
  // answers says nothing the answer does not, and its other answer's words would read as chosen too.)
  return answers.map(({ question, answer }) => (isOneOfOffered(question, answer) ? answer : `${asked(question)}: ${answer}`));
}

function isOneOfOffered(question: string, answer: string): boolean {
  const offered = question.replace(/\?$/, '').match(/^(.+?)\s+or\s+(.+)$/i);
  return offered !== null && offered.slice(1).some((option) => answer.toLowerCase().startsWith(option.trim().toLowerCase()));
}

const questionKey = (question: string) => simplify(question);

function receiptsIn(lines: string[]): Receipt[] {
  const receipts: Receipt[] = [];
  for (let i = 0; i < lines.length; i++) {
    const headed = ANSWERS_HEADING.test(lines[i]!) || ANSWERS_INTRO.test(lines[i]!);
    // (Without a heading, a run of answers starts a block: the line above it is blank, or it is the text's first.)
    if (!headed && i > 0 && lines[i - 1]!.trim() !== '') continue;
    const receipt = answersFrom(lines, headed ? i + 1 : i, headed);
    if (receipt && (headed || receipt.answers.length >= MIN_UNHEADED_ANSWERS)) {
      receipts.push(receipt);
      i = receipt.end - 1;
    }
  }
  return receipts;
}

/** The blocks of lines between blank lines, from a line on, as far as they are asked for: each with its first line's index. */
function* blocksFrom(lines: string[], from: number): Generator<{ start: number; lines: string[] }> {
  let current: { start: number; lines: string[] } | undefined;
  for (let i = from; i < lines.length; i++) {
    if (lines[i]!.trim() === '') {
      if (current) yield current;
      current = undefined;
    } else (current ??= { start: i, lines: [] }).lines.push(lines[i]!);
  }
  if (current) yield current;
}

/**
 * The answers from a line on, as long as each block is a question over its answer. Under a heading, the form's title
 * and description before the first question and a question left unanswered are passed over.
 */
function answersFrom(lines: string[], from: number, headed: boolean): Receipt | undefined {
  const answers: Answer[] = [];
  let start = -1;
  let end = from;
  for (const block of blocksFrom(lines, from)) {
    if (start < 0 && !headed && block.start !== from) break;
    if (FOOTER.test(block.lines[0]!)) break;
    if (block.lines.some((line) => REQUIRED_NOTE.test(line))) {
      if (start >= 0) break;
      continue;
    }
    const tabbed = tabbedAnswersOf(block.lines);
    if (tabbed !== undefined) {
      // (Without a heading, a table of two columns is a form's answers when an answer runs on under its question.)
      if (!headed && (tabbed.length < MIN_UNHEADED_ANSWERS || !block.lines.some((line) => TABBED_MORE.test(line)))) break;
      if (start < 0) start = block.start;
      answers.push(...tabbed);
      end = block.start + block.lines.length;
      continue;
    }
    const answer = answerOf(block.lines);
    // (Without a heading, a newsletter's headings over their paragraphs look alike: there the answers are short.)
    if (!headed && answer !== undefined && !isShortAnswer(block.lines)) break;
    if (answer === undefined) {
      // (A title over the questions, or a question left blank: one short line of its own.)
      if (headed && block.lines.length === 1 && isQuestion(block.lines[0]!)) {
        if (start >= 0) end = block.start + 1;
        continue;
      }
      break;
    }
    // (A form asks each question once: names over what each said, as a call's transcript has them, repeat.)
    if (answers.some((earlier) => questionKey(earlier.question) === questionKey(answer.question))) break;
    if (start < 0) start = block.start;
    answers.push(answer);
    end = block.start + block.lines.length;
  }
  return start < 0 ? undefined : { start, end, answers };
}

/**
 * A block of answers as a table of two columns, the question on the left: an answer's further lines, with the left
 * column empty, are its parts ("Deutsch" / "English"), or, where each names itself ("City: Freiburg im Breisgau"),
 * answers of their own. Undefined where the block is no such table.
 */
function tabbedAnswersOf(block: string[]): Answer[] | undefined {
  if (!TABBED_ANSWER.test(block[0]!) || TABBED_MORE.test(block[0]!) || block.filter((line) => !TABBED_MORE.test(line)).length < 2) return undefined;
  const rows: { question: string; parts: string[] }[] = [];
  for (const line of block) {
    const more = line.match(TABBED_MORE);
    if (more) {
      rows.at(-1)!.parts.push(more[1]!);
      continue;
    }
    const pair = line.match(TABBED_ANSWER);
    if (!pair || !isQuestion(pair[1]!)) return undefined;
    rows.push({ question: questionAsKey(pair[1]!.trim()), parts: [pair[2]!] });
  }
  return rows.flatMap(({ question, parts }) =>
    parts.length > 1 && parts.every((part) => NAMED_PART.test(part))
      ? parts.map((part) => {
          const [, name, value] = part.match(NAMED_PART)!;
          return { question: name!.trim(), answer: value! };
        })
      : [{ question, answer: parts.join(', ') }],
  );
}

/**
 * A question as a key: without how to answer it, and a long question without its qualifier ("Languages you could help
 * with on the Brittany and Black Forest trips" → "Languages you could help with"), since a key of many words reads as a
 * sentence.
 */
function questionAsKey(question: string): string {
  const plain = question.replace(HOW_TO_ANSWER, '').trim();
  if (wordCount(plain.replace(/\([^()]*\)/g, ' ')) <= KEY_WORDS_AT_MOST) return plain;
  const head = plain.match(QUALIFIER_AFTER)?.[1];
  return head !== undefined && wordCount(head) >= 2 ? head : plain;
}

/** An answer as a form takes it: a few words on a line or two, not a list's items or a paragraph. */
function isShortAnswer(block: string[]): boolean {
  const [question, ...answer] = block;
  return answer.length <= 2 && wordCount(answer.join(' ')) <= SHORT_ANSWER_WORDS && !answer.some((line) => /^\s*[-*•]\s/.test(line)) && /\p{Ll}/u.test(question!);
}

function isQuestion(line: string): boolean {
  return wordCount(line) <= QUESTION_WORDS_AT_MOST && /\p{L}/u.test(line) && !SPOKEN_AT.test(line) && !/[.!,;:]\s*\*?$/.test(line.trim()) && !/:\s+\S/.test(line) && !/^\s*(?:>|[-*•]\s)/.test(line) && !OPTION.test(line);
}

function answerOf(block: string[]): Answer | undefined {
  const [first, ...rest] = block;
  if (rest.length === 0 || rest.length > ANSWER_LINES_AT_MOST || !isQuestion(first!)) return undefined;
  const question = questionAsKey(first!.trim().replace(/\s*\*$/, ''));
  const options = rest.map((line) => line.match(OPTION));
  if (options.every((option) => option !== null)) {
    const chosen = options.filter((option) => CHOSEN_MARK.test(option![1]!.replace(/\s/g, ''))).map((option) => option![2]!.replace(/^Other:\s*/i, ''));
    return { question, answer: chosen.filter((option) => option !== '').join(', ') };
  }
  if (options.some((option) => option !== null)) return undefined;
  // ("14 Strand Road" / "Bray": an answer's short lines are its parts; a long answer's lines are its words wrapped.)
  const parts = rest.map((line) => line.trim());
  return { question, answer: parts.every((part) => part.length <= SHORT_LINE_AT_MOST) ? parts.join(', ') : parts.join(' ') };
}
