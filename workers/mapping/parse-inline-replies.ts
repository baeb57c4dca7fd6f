/**
 * An e-mail answered inline: the other side's questions quoted ("> 4. Pay plan / series / grade / step:") and the
 * writer's answers typed under each, unquoted. Read with its quote marks dropped, every question is a line of
 * its own and every answer loses what it answers. Here each answer is keyed by the things its question asks
 * (parse-chat.ts, as an interview's answers are): "Pay plan / series / grade / step?" / "GS-1102-11, step 4."
 * gives the step; an answer the question's keys do not fit is read as written.
 */
import { answerAsKeyedLines, firstSentenceKeyed, KEYED_ITSELF, NOTHING_TO_GIVE, questionKeys } from './parse-chat.js';
import { CLOSING } from './parse-letter.js';
import { QUOTED } from './parse-signature.js';
import { CORRECTING_WORDS } from './corrections.js';
import { LINE_NUMBER_TEXT } from './field-profile.js';
import { findUsAddresses, parsePersonName } from './parse-compound.js';
import { splitSentences } from './sentences.js';
import { textParty } from './parties.js';

/**
 * A quoted question: "> 7. Do you need any special accommodation?", "> 5. Office mailing address, phone:", "> 6. Type
 * of appointment.", "> 6. Short backstory (a few sentences)", and one with a remark after it ("> 6. What date should I
 * put next to your signature? You'll sign the printed copy in our office.").
 */
// ("> Backstory - couple of sentences is fine": or a thing asked for by its name, then a dash and how to answer.)
const QUOTED_QUESTION = /^\s*(?:>\s?)+\s*(?:(?:\d{1,2}[.)]\s+|[-*•]\s+)?(\S.*?[:?])(?:\s*\([^()]*\))?(?:\s+[^?>]{1,120}[.!])?|\d{1,2}[.)]\s+(\S.*?)\.?|(\p{L}[\p{L}&/'’]*(?:\s+[\p{L}&/'’]+){0,3})\s+[-–—]\s+[^?>.:]{1,80})\s*$/u;
const SELF_CORRECTION = new RegExp(String.raw`\b(?:${CORRECTING_WORDS})\b`, 'i');
/** "A: 1", "/ B: 1": a short key and its value inside an answer. */
const KEYED_PAIR = /(?:^|\/\s*|\s{2,})[\p{L}\d][\p{L}\d ]{0,20}:\s*\S/gu;
/** "Lucía M., last name Echeverría Ruiz (two last names, no hyphen)": a first name (and initial), then the last name said as such. */
const FIRST_THEN_LAST_NAMED = /^(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}\.?)?),\s*(?:and\s+)?(?:my\s+)?(?:last|family|sur)\s*name\s+(?:is\s+)?(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})(?:\s*\([^()]*\))?\.?$/u;
/** "… for line 5?", "… on line 6?": the line a question ends by naming. */
const LINE_ASKED = new RegExp(String.raw`\b(?:on|for|in)\s+(line|step)\s+(${LINE_NUMBER_TEXT})\s*\??$`, 'i');
/** "(Step 4(a))", "(line 7)": the form's step or line a question names in brackets. */
const LINE_IN_QUESTION = new RegExp(String.raw`\((step|line)\s+(${LINE_NUMBER_TEXT})\)`, 'i');
/** Fewer questions answered than this, and the quotes are a reply's history, not a questionnaire. */
const ANSWERED_QUESTIONS = 3;

/**
 * The lines an answer is read as when its question's keys fit it, else undefined. ("GS-1102-11, step 3. Wait, no
 * – … it's step 4 now": an answer that corrects itself is read as said, where corrections are read.)
 */
export function keyedAnswer(question: string, answer: string[], byWriter = false): string[] | undefined {
  // ("Lines A through H?" / "A: 1 / B: 1 (this is my only job) / C: leave blank": an answer of keyed pairs is read as
  // written, each pair under its own key.)
  // ("Names and SSNs …?" / "Me: Michael R. Duarte, 521-60-4418" / "Spouse: Elena M. Duarte, …": so is one whose lines each
  // open with their own key.)
  if ((answer.join(' ').match(KEYED_PAIR) ?? []).length >= 2 || (answer.length >= 2 && answer.every((line) => KEYED_ITSELF.test(line)))) return undefined;
  // ("first name and middle initial, and your last name?" / "Lucía M., last name Echeverría Ruiz (two last names)": the
  // parts of a name answered with the last one named.)
  const parts = answer.length === 1 ? answer[0]!.match(FIRST_THEN_LAST_NAMED) : null;
  if (parts && /\bname\b/i.test(question)) return [`${/\s\p{Lu}\.?$/u.test(parts[1]!) ? 'first name and middle initial' : 'first name'}: ${parts[1]}`, `last name: ${parts[2]}`];
  // ("Other income not from jobs (Step 4(a))?" / "About $1,800 a year in interest and dividends.": the one amount of
  // an answer to a question that names the form's step or line is that line's.)
  const line = question.match(LINE_IN_QUESTION);
  const amounts = answer.join(' ').match(/[$€£]\s?\d[\d,]*(?:\.\d{2})?/g) ?? [];
  if (line && amounts.length === 1) return [`${line[1]} ${line[2]}: ${amounts[0]}`, ...answer];
  // ("Wages from all W-2s (box 1) and federal tax withheld (box 2)?" / "… box 1 $48,612.37, box 2 $5,930.00": each thing
  // asked with the box it is read from takes the amount the answer gives for that box.)
  const boxed = [...question.matchAll(THING_WITH_ITS_BOX)];
  const answered = answer.join(' ');
  const perBox = boxed.flatMap(([, thing, kind, number]) => {
    const amount = answered.match(new RegExp(String.raw`\b${kind}\s+${number}\b\s*[:=-]?\s*([$€£]?\s?\d[\d,]*(?:\.\d{2})?)`, 'i'))?.[1];
    return amount ? [`${questionKeys(`${thing!}?`)[0] ?? thing!.trim()}: ${amount}`] : [];
  });
  if (boxed.length >= 2 && perBox.length === boxed.length) return [...perBox, ...answer];
  // ("Total number of allowances for line 5?" / "10": a short answer to a question that ends by naming its line.)
  const lineAsked = question.match(LINE_ASKED);
  if (lineAsked && answer.length === 1 && /^[$€£]?\s?\d[\d,.]*$/.test(answer[0]!.trim())) return [`${lineAsked[1]} ${lineAsked[2]}: ${answer[0]!.trim()}`];
  // ("Your name as it should appear": asked of whoever answers inline, so the answer is theirs, "my name".)
  // ("Full name and SSN exactly as on your card?": so is one asked of "your" card, when the question names nobody else.)
  const ofAnswerer = /\byour\b/i.test(question) && textParty(question.toLowerCase().replace(/\byour\b/g, ' ')) === undefined;
  const keys = questionKeys(question.replace(/:$/, '?')).map((key) => key.replace(/^your\b/i, 'my')).map((key) => (ofAnswerer && !/^my\b/i.test(key) ? `my ${key}` : key));
  // ("Full legal name (first name, middle initial, last name) as on your card?" / "Olumide A. Bankole": a name asked
  // for by its parts, answered whole, is the name; one the question keys as one thing is read under that key.)
  const person = answer.length === 1 && /\bname\b/i.test(question) ? parsePersonName(answer[0]!) : undefined;
  if (person && person.first !== '' && person.last !== '' && keys.length !== 1) return [`name: ${person.full}`];
  if (keys.length === 0) return undefined;
  if (answer.some((line) => SELF_CORRECTION.test(line))) return correctedAnswer(keys, answer);
  // ("The PO for the campaign is PO-55812, but … the vendor number is what goes on the W-9, so please use V-20931.":
  // the code the answer ends by asking to be used.)
  const used = keys.length === 1 ? answer.join(' ').match(PLEASE_USE_CODE) : null;
  if (used) return [`${keys[0]}: ${used[1]}`];
  // ("Two kids, …:" / "- Sofia Duarte, our daughter, SSN …" / "- Mateo Duarte, …": a list is read as written.)
  if (answer.filter((line) => LIST_ITEM.test(line)).length >= 2) return undefined;
  // ("Address … and city, state, ZIP:" / "Not the coworking space … Use my mailbox:" / "3535 University Ave, PMB 118" /
  // "Madison, WI 53750": an address the answer's words lead to with a colon is the one asked for.)
  const led = answer.findIndex((line) => /:\s*$/.test(line));
  const ledTo = led >= 0 ? answer.slice(led + 1).map((line) => line.replace(/[,\s]+$/, '')).join(', ') : '';
  if ((keys.length === 1 || /\baddress\b/i.test(keys[0]!)) && led >= 0 && answer.length - led - 1 <= ADDRESS_LINES && findUsAddresses(ledTo).some((found) => found.start === 0 && found.end >= ledTo.replace(/[.\s]+$/, '').length)) return [`${keys[0]}: ${ledTo}`];
  // ("Bureau of Reclamation, …, CO 80225" / "(303) 445-2614 ext. 118" / "devon.whitaker@example.gov": as many
  // lines as things asked give them in turn.)
  if (keys.length > 1 && answer.length === keys.length) return answer.map((line, k) => `${keys[k]}: ${line.replace(/[.\s]+$/, '')}`);
  // One thing asked, answered on a few lines that end no sentence ("U.S. Geological Survey, …" / "Groundwater
  // Section" / "…, Lakewood, CO 80225"): those lines are its value. (Before any clause is keyed when they make an
  // address: "Mailing address?" / "2719 N Booth St, Unit 3" / "Milwaukee, WI 53212".)
  const joined = answer.map((line) => line.replace(/[,\s]+$/, '')).join(', ');
  const lineBroken = answer.length > 1 && answer.length <= ADDRESS_LINES && joined.split(/\s+/).length <= ONE_LINE_WORDS && !answer.some((line) => /\p{Ll}{2,}[.!?]\s*$/u.test(line));
  if (keys.length === 1 && lineBroken && findUsAddresses(joined).some((found) => found.start === 0)) return [`${keys[0]}: ${joined}`];
  const said = answer.map((line) => line.replace(/[.\s]*$/, '.')).join(' ');
  const clauses = answerAsKeyedLines(keys, said);
  if (clauses) return keys.length > 1 ? [...clauses, said] : clauses;
  if (keys.length === 1 && lineBroken) return [`${keys[0]}: ${joined}`];
  const first = firstSentenceKeyed(keys, said);
  if (first) return first;
  // "Your first-line supervisor (name/title, phone, email)?" / "Karen Alvarez, Supervisory Contract Specialist,
  // (303) 445-2290, karen.alvarez@example.gov": one thing asked, answered on one line, is that line.
  if (keys.length === 1 && answer.length === 1 && answer[0]!.split(/\s+/).length <= ONE_LINE_WORDS) return [`${keys[0]}: ${answer[0]}`];
  // "Vendor name, mailing address, phone, email and point of contact?" / three lines: whose the things asked are
  // heads each line.
  // ("Buyer's full name and mailing address" / "That's me: Gregory T. Halvorsen, …": the role's, which the writer takes.)
  const owner = keys[0]!.match(/^(\p{L}+)(?:['’]s)?\s+(?:(?:full|legal)\s+)?name$/iu)?.[1];
  if (owner && keys.length > 1) return answer.map((line) => `${owner}${byWriter ? ' (me)' : ''}: ${line}`);
  // ("Short backstory (a few sentences)" / a paragraph; "Allies or organizations he'd call on?" / a sentence
  // naming them): a thing asked for in words is answered by the whole paragraph, unless it says there is nothing
  // to give ("I don't have any art, so leave the picture boxes empty").
  const paragraph = answer.join(' ');
  // ("Additional features & traits?", "Treasure / valuables?": two words for one thing, answered by a paragraph that
  // may hold figures, "Darkvision 60 ft; …".)
  const oneThing = /\s(?:&|\/)\s/.test(question) && !/,/.test(question);
  const inWords = keys.length === 1 || ((oneThing || !/\d/.test(paragraph)) && paragraph.split(/\s+/).length >= PARAGRAPH_WORDS);
  if (answer.length === 1 && inWords && !NOTHING_TO_GIVE.test(paragraph) && !NEGATED.test(paragraph)) return [`${keys.join(' and ')}: ${paragraph}`];
  return undefined;
}

/** "…, so please use V-20931.": a code an answer ends by asking to be used. */
const PLEASE_USE_CODE = /\b(?:please|just)\s+(?:use|put|write|enter)\s+([\p{Lu}\d][\p{Lu}\d-]*\d[\p{Lu}\d-]*)\W*$/u;

/** A thing asked with the box or line it is read from in brackets: "federal tax withheld (box 2)". */
const THING_WITH_ITS_BOX = /(?:^|,|\band\b)\s*([\p{L}][\p{L}\d '’-]*?)\s*\((box|line)\s+(\d{1,2}[a-z]?)\)/giu;

/** The fewest words of a paragraph that answers a question asking for two things at once ("Features/traits?"). */
const PARAGRAPH_WORDS = 6;
const NEGATED = /\b(?:don['’]?t|do not|doesn['’]?t|not|no|none|nothing)\b/i;

/**
 * An answer that corrects itself, keyed when the correction names what it mends: "41 years old, 6'1\", 190 lb.
 * Actually, make the weight 205 lb" gives the age, the height and the weight of 205 lb. Undefined otherwise (read
 * as said, where corrections are read).
 */
function correctedAnswer(keys: string[], answer: string[]): string[] | undefined {
  const sentences = splitSentences(answer.join(' '));
  const at = sentences.findIndex((sentence) => SELF_CORRECTION.test(sentence));
  if (at < 1) return undefined;
  const before = answerAsKeyedLines(keys, sentences.slice(0, at).join(' '));
  const mend = sentences[at]!.replace(CORRECTION_LEAD, '');
  const mended = answerAsKeyedLines(keys, mend)?.filter((line) => keys.some((key) => line.startsWith(`${key}: `)));
  if (!before || !mended || mended.length === 0) return undefined;
  const mendedKeys = new Set(mended.map((line) => line.slice(0, line.indexOf(':'))));
  return [...before.filter((line) => !mendedKeys.has(line.slice(0, line.indexOf(':')))), ...mended];
}

/** The words a correction starts with before what it mends: "Actually, make the ", "Sorry, change it to ". */
const CORRECTION_LEAD = new RegExp(String.raw`^(?:(?:${CORRECTING_WORDS}|no)\b[,:\s-]*)+(?:(?:make|change|put|set)\s+)?(?:the\s+)?`, 'i');

/** A line of a list: "- Sofia Duarte, …", "* …", "• …", "2) …". */
const LIST_ITEM = /^\s*(?:[-*•]|\d{1,2}[.)])\s+\S/;
/** The most words of a one-line answer read whole under its question's one key. */
const ONE_LINE_WORDS = 30;
const ADDRESS_LINES = 4;
/**
 * "2. How old? -> 34 years", "Which group (faction) you belong? → Emerald Enclave": a worksheet's question, then an
 * arrow to its answer on the same line. (Numbered, or ending with a question mark: an arrow between two values is
 * how a change is written, "$600 -> $585", and an arrow to a line says where a value goes, "acct # -> line 7".)
 */
// ("1. Name as shown on your income tax return (line 1)? - Kessler Brothers Masonry LLC": or after a question's mark, a
// dash.)
const ARROWED_ANSWER = /^\s*(?:(\d{1,2}[.)])\s+)?(\p{L}[^>→]*?\S)(?:\s*(?:-+>|→|=>)|(?<=\?)\s+[-–—])\s+(\S.*?)\s*$/u;
/** Fewer questions answered by arrows than this, and the arrows are a writer's own shorthand, read where they are. */
const ARROWED_ANSWERS = 3;

/**
 * Lines each asking a question and giving its answer after an arrow, read as the answers keyed by what their
 * questions ask (keyedAnswer), or under the question's own words where its keys do not fit the answer.
 */
export function linesWithArrowedAnswers(lines: string[]): string[] {
  const asked = lines.map((line) => {
    const m = line.match(ARROWED_ANSWER);
    if (!m || !(m[1] !== undefined || m[2]!.endsWith('?')) || /^(?:(?:line|ln|step)\s+\d{1,2}(?:\([a-z]\)|[a-z])?|\d{1,2}(?:\([a-z]\)|[a-z]))\.?$/i.test(m[3]!)) return undefined;
    return { question: m[2]!.replace(/\s*\?+$/, '?'), answer: m[3]! };
  });
  if (asked.filter((a) => a !== undefined).length < ARROWED_ANSWERS) return lines;
  return lines.flatMap((line, i) => {
    const a = asked[i];
    if (!a) return [line];
    // ("Exempt payee code, if any? - N/A", "Account number(s)? - skip": nothing to write.)
    if (NO_ANSWER.test(a.answer)) return [''];
    const question = a.question.endsWith('?') ? a.question : `${a.question}?`;
    return [...(keyedAnswer(question, [a.answer]) ?? [`${a.question.replace(/\?$/, '')}: ${a.answer}`]), ''];
  });
}

/** "N/A", "n/a, no idea what that even is", "skip", "none": an answer that gives nothing to write. */
const NO_ANSWER = /^(?:n\/?a|skip|none|nothing|pass)\b(?:[.,;!\s-].*)?$/i;

/** "(bottom)", "See below.", "(further down)": a pointer to where the answer is. */
const ANSWERED_ELSEWHERE = /^\(?\s*(?:see\s+)?(?:below|(?:at\s+)?(?:the\s+)?bottom|further\s+down)\s*\)?\.?$/i;
/** "That's me: …", "It's me -": an answer that says the one asked about is the writer. ("Me: …" keys its own line.) */
const THATS_ME = /^\s*(?:that|it)['’]?s\s+me\s*[:,–—-]\s*(?=\S)/i;
/** "Same as above.": the answer to the question before. */
const SAME_AS_ABOVE = /^\s*(?:same as (?:above|before|the (?:previous|last) (?:one|answer))|as above|ditto)\b/i;


export function linesWithInlineAnswers(lines: string[]): string[] {
  const out: string[] = [];
  let answered = 0;
  let previous: string[] | undefined;
  for (let i = 0; i < lines.length; i++) {
    // ("> 6. Type of appointment.": a numbered item is a question whatever it ends with.)
    const asked = lines[i]!.match(QUOTED_QUESTION);
    const question = asked ? (asked[1] ?? `${asked[2] ?? asked[3]}?`) : undefined;
    let j = i + 1;
    while (question && j < lines.length && lines[j]!.trim() === '') j++;
    const answer: string[] = [];
    let end = j;
    // (The last answer ends where the letter closes: "Best regards," and the name under it answer nothing.)
    while (question && end < lines.length && !QUOTED.test(lines[end]!) && !/^\s*(?:--|-----)/.test(lines[end]!) && !(answer.length > 0 && CLOSING.test(lines[end]!))) {
      if (lines[end]!.trim() !== '') answer.push(lines[end]!.trim());
      end++;
    }
    // ("(bottom)", "see below": an answer given elsewhere in the text, read where it is.)
    if (answer.length === 1 && ANSWERED_ELSEWHERE.test(answer[0]!)) answer.length = 0;
    if (!question || answer.length === 0) {
      out.push(lines[i]!);
      continue;
    }
    if (answer.length === 1 && SAME_AS_ABOVE.test(answer[0]!) && previous) answer.splice(0, 1, ...previous);
    // ("> 2. Buyer's full name and mailing address" / "That's me: Gregory T. Halvorsen, …": the writer takes the role
    // the question asks about, and answers it.)
    const mine = answer[0]!.match(THATS_ME);
    if (mine) answer[0] = answer[0]!.slice(mine[0].length);
    previous = [...answer];
    answered++;
    const keyed = keyedAnswer(question, answer, mine !== null);
    // (An answer its question's keys do not fit is read as written, under its question.)
    out.push(...(keyed ? [...keyed, ''] : mine ? [lines[i]!, ...answer] : lines.slice(i, end)));
    i = end - 1;
  }
  return answered >= ANSWERED_QUESTIONS ? out : lines;
}

/** "1. Danielle R. Okafor 2. 384-27-1956 3. same as before …": the numbered answers of a reply, on one line or on several. */
const NUMBERED_ANSWER = /(?:^|\s)(\d{1,2})[.)]\s+/g;
/** "> 3. Is your home address still … ?": a numbered question quoted from the message replied to. */
const QUOTED_NUMBERED_QUESTION = /^\s*(?:>\s?)+\s*(\d{1,2})[.)]\s+(\S.*?)\s*$/;
/** Fewer numbers answered than this, and the numbers are the writer's own list. */
const NUMBERED_ANSWERS = 3;
/** "(418 Birch Hollow Ln, Apt 6, Lansing, MI 48911)": the value a question quotes in brackets for the answer to confirm. */
const VALUE_IN_QUESTION = /\(([^()]*\d[^()]*)\)/;

/**
 * A reply that answers by the numbers of the questions quoted under it: "1. Danielle R. Okafor 2. 384-27-1956 3. same
 * as before 4. married filing jointly …" over "> 1. Legal first name, middle initial, last name" / "> 2. SSN" / … Each
 * answer is read with its question (keyedAnswer), "same as before" as the value the question quotes, and "skip" or
 * "N/A" as nothing; the quoted questions stay for what else they say.
 */
export function linesWithNumberedAnswersToQuotedQuestions(lines: string[]): string[] {
  const questions = new Map<number, string>();
  for (const line of lines) {
    const m = line.match(QUOTED_NUMBERED_QUESTION);
    if (m) questions.set(Number(m[1]), m[2]!);
  }
  if (questions.size < NUMBERED_ANSWERS) return lines;
  return lines.flatMap((line) => {
    if (/^\s*>/.test(line)) return [line];
    const answers = numberedAnswers(line);
    if (answers.length < NUMBERED_ANSWERS || !answers.every((a) => questions.has(a.number))) return [line];
    return answers.flatMap(({ number, answer }) => {
      const question = questions.get(number)!;
      if (NO_ANSWER.test(answer) || /^no\b[.!]*$/i.test(answer)) return [];
      const confirmed = SAME_AS_ABOVE.test(answer) || /^same as (?:before|now|on file|it was)\b/i.test(answer) ? question.match(VALUE_IN_QUESTION)?.[1] : undefined;
      const given = confirmed ?? answer;
      // ("Filing status: single/married filing separately, …, or head of household?": what is asked, not the choices
      // it lists; "Is your home address still the one … (418 Birch …)? If not, …": up to its brackets.)
      const plain = question.replace(/\s*\(.*$/, '').split(/[?:]/)[0]!.trim();
      const asked = /:/.test(question) ? `${plain}?` : question.endsWith('?') ? question : `${question}?`;
      return [...(keyedAnswer(asked, [given]) ?? [`${plain}: ${given}`]), ''];
    });
  });
}

/** The numbered answers on a line, in order from 1, each up to the next number. */
function numberedAnswers(line: string): { number: number; answer: string }[] {
  if (!/^\s*1[.)]\s/.test(line)) return [];
  const marks = [...line.matchAll(NUMBERED_ANSWER)];
  const out: { number: number; answer: string }[] = [];
  for (const [k, mark] of marks.entries()) {
    const number = Number(mark[1]);
    if (number !== k + 1) return out.length >= NUMBERED_ANSWERS ? out : [];
    const start = mark.index! + mark[0].length;
    const end = k + 1 < marks.length ? marks[k + 1]!.index! : line.length;
    out.push({ number, answer: line.slice(start, end).trim() });
  }
  return out;
}
