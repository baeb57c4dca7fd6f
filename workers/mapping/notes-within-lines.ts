/**
 * Values a writer settles in the middle of a line of other notes, where the line's own key reads nothing or the wrong
 * thing:
 * - "Hair: NOT red any longer - it went white the night the tower burned. White.": a value denied, then the one to use
 *   said alone;
 * - "Weight ten stone two - put that in pounds on the sheet, please": stones and pounds, asked for in pounds;
 * - "Favourite colour - rjava, like chocolate, so brown.": a key set off by a dash, reasoned to its value;
 * - "Vendor number your dispatcher gave me is PBM-V-20418, put that in the account number spot.", "Quote your supplier
 *   ID, SSP-004417, in the account number(s) box.": a number sent to a box by the box's words;
 * - "The little card … says serial W418823M, but I … read it off the gun itself and it is W418832M.": a code read wrong
 *   somewhere, then right;
 * - "Mohammad Nasir together is my first name.": a first name of two words;
 * - "Mail goes to PO Box 60418, Odessa TX 79768 now.": the mailing address;
 * - "Vendor is Metro Building Systems Academy. Their office is 11 Penn Plaza, …": a role's name and address;
 * - "step 6 - no wait, …, so it's step 7 now": a step taken back at once;
 * - "But the class itself is at their lab in Queens: 47-10 Austell Place, …": where the class is held;
 * - "Tuesday … through Thursday …, 8:00 to 4:30 each day with a half-hour lunch": a class's hours worked out;
 * - "My driver's license is H426-3319-5571, Illinois.": the state that issued a licence.
 * Each is said again on a line of its own, keyed as the form would key it. Plain functions of one line.
 */
import { weekdayNumber } from './bare-dates.js';
import { countOfWord } from './spoken-numbers.js';
import { US_STATE_NAME, usStateCode } from './us-states.js';

/** A line with values said on lines of their own: no blank line, and no space at either end of one. */
function apart(text: string): string {
  return text.replace(/[ \t]*\n[ \t]*/g, '\n').replace(/^\n+|\n+$/g, '').replace(/\n{2,}/g, '\n');
}

/** The state and ZIP code that end a US address written on one line: "Odessa TX 79768", "New York, NY 10001". */
const STATE_AND_ZIP = String.raw`\b[A-Z]{2},?\s+\d{5}(?:-\d{4})?`;
/** A US address on one line from its house number to its ZIP code. */
const NUMBERED_ADDRESS = String.raw`\d[^.;\n]{5,80}?${STATE_AND_ZIP}`;

/** "Hair: NOT red any longer - … white …. White.": the key (1), the denial (2), and the value said alone after it (3). */
const DENIED_THEN_SAID_ALONE = /(\b\p{Lu}\p{Ll}+(?:\s+\p{Ll}+)?:\s+)NOT\s+([^:\n]*?[.!])\s+(\p{Lu}\p{Ll}+(?:\s+\p{Ll}+)?)\.(?=\s|$)/gu;

export function withDeniedValueSaidAlone(line: string): string {
  // (Only a value the denial itself leads to: "it went white … White.")
  return line.replace(DENIED_THEN_SAID_ALONE, (whole, key: string, denial: string, value: string) => (denial.toLowerCase().includes(value.toLowerCase()) ? `${key}${value}.` : whole));
}

/** "Weight ten stone two - put that in pounds": the stones (1), the pounds (2), and the ask for pounds after them. */
const STONES_ASKED_IN_POUNDS = /\bweight\s*[:=]?\s+(\d{1,2}|\p{L}+)\s+(?:st|stone)\b\s*(?:and\s+)?(\d{1,2}|\p{L}+)?\s*(?:lbs?|pounds?)?\s*(?:[-–—,;]|\.\s)\s*(?:please\s+)?(?:put|convert|write|give|change)\s+(?:that|it|this|them)\s+(?:in|into|to|as)\s+(?:pounds|lbs?)\b/iu;
const POUNDS_PER_STONE = 14;

export function withStonesInPoundsSaid(line: string): string {
  const m = line.match(STONES_ASKED_IN_POUNDS);
  if (!m) return line;
  const stones = countOfWord(m[1]!);
  const pounds = m[2] === undefined ? 0 : countOfWord(m[2]);
  if (stones === undefined || pounds === undefined || pounds >= POUNDS_PER_STONE) return line;
  return `${line.slice(0, m.index).trimEnd()}\nWeight: ${stones * POUNDS_PER_STONE + pounds} lb\n${line.slice(m.index! + m[0].length).replace(/^[^.;]*[.;]\s*/, '')}`.trimEnd();
}

/**
 * "Favourite colour - rjava, like chocolate, so brown.": a sentence that opens with a key of a few words and a dash
 * (1), reasons in lower case, and ends on a word or two after "so" (2).
 */
const DASHED_KEY_SETTLED = /(?<=^|[.!?]\s+)(\p{Lu}\p{Ll}+(?:\s+\p{Ll}+){0,2})\s+[-–—]\s+\p{Ll}[^.!?\n:]{2,80}?,\s*so\s+(?!(?:please|use|put|write|leave|it|that|this|i|we|you|he|she|they|no|not)\b)(\p{L}+(?:\s+\p{L}+)?)\s*[.!](?=\s|$)/gu;

export function withDashedKeySettled(line: string): string {
  return apart(line.replace(DASHED_KEY_SETTLED, (_whole, key: string, value: string) => `\n${key}: ${value}\n`));
}

/**
 * "Vendor number your dispatcher gave me is PBM-V-20418, put that in the account number spot.": a number (1), then the
 * box (2) it is put in, named by its words.
 */
const NUMBER_PUT_IN_BOX = /(?<=^|[.!?]\s+)[\p{L}'’ ]{0,40}?\b(?:number|no\.|#|code|ID)\b[\p{L}'’ ]{0,40}?\s+(?:is|was)\s+([A-Z\d][A-Z\d/-]{2,}[A-Z\d])\s*,\s*(?:so\s+)?(?:please\s+)?(?:put|use|enter|write)\s+(?:that|it|this)\s+(?:in|on|as|for|into)\s+(?:the\s+)?(\p{L}[\p{L} /-]{1,30}?)\s+(?:spot|line|box|field|blank|slot|space)\b[^.!?\n]*[.!]?/gu;

/** "Quote your supplier ID, SSP-004417, in the account number(s) box.": a number (1) to quote in a box (2). */
const QUOTE_NUMBER_IN_BOX = /\b(?:quote|put|use|enter|write|list)\s+(?:your|our|the|my)\s+[\p{L} ]{1,30}?,\s+([A-Z\d][A-Z\d/-]{2,}[A-Z\d]),\s+(?:in|on|into)\s+(?:the\s+)?(\p{L}[\p{L} ()/-]{1,30}?)\s+(?:spot|line|box|field|blank|slot|space)\b[^.!?\n]*[.!]?/giu;

export function withNumberPutInBoxKeyed(line: string): string {
  const keyed = (_whole: string, code: string, box: string) => `\n${box}: ${code}\n`;
  return apart(line.replace(NUMBER_PUT_IN_BOX, keyed).replace(QUOTE_NUMBER_IN_BOX, keyed));
}

/**
 * "… says serial W418823M, but I … read it off the side of the gun itself and it is W418832M.": what a source says the
 * code is (1 its key, 2 the code), then what it really is (3), as long.
 */
// ("The Fleet Farm receipt … says serial 697-45182. I went out … and read it right off the receiver: 697-45128.": or
// read off the thing itself in the next sentence.)
const CODE_READ_AGAIN = /\b(?:says|shows|reads|has|gives)\s+(serial(?:\s+(?:number|no\.?|#))?|VIN)\s+([A-Z\d][A-Z\d-]{3,})\b(?:[^.!?\n]*?\bbut\b[^.!?\n]*?\b(?:it\s+is|it['’]s|is\s+actually|is\s+really|really\s+is)|[^\n]{0,120}?\bread\s+it\s+(?:right\s+)?off\s+the\s+[\p{L} ]{2,30}?\s*:)\s+([A-Z\d][A-Z\d-]{3,})\b/iu;
/** The most places two readings of one code may differ in (a digit misread, two swapped). */
const MISREAD_PLACES = 2;

export function withCodeReadAgainKeyed(line: string): string {
  const m = line.match(CODE_READ_AGAIN);
  // (Codes both, with figures: "it is gone" is no serial.)
  if (!m || m[2]!.length !== m[3]!.length || !/\d/.test(m[2]!) || !/\d/.test(m[3]!)) return line;
  // (Two readings of one code: they differ in a place or two, or not at all where a correction already set the first
  // right.)
  if ([...m[2]!].filter((c, i) => c !== m[3]![i]).length > MISREAD_PLACES) return line;
  const key = /^vin$/i.test(m[1]!) ? 'VIN' : 'Serial number';
  return `${line}\n${key}: ${m[3]}`;
}

/**
 * "Everybody calls me Nasir, but Mohammad Nasir together is my first name.": a given name of two words (1) said to be
 * the first name, as a record that puts the second one as a middle name does not read it.
 */
// ("Hodan Abdi is together my first name on the card": or with the words the other way round.)
const TWO_WORD_FIRST_NAME = /\b(\p{Lu}[\p{L}'’-]+\s+\p{Lu}[\p{L}'’-]+)\s+(?:(?:together|both)\s+(?:is|are)|(?:is|are)\s+(?:together|both))\s+my\s+(?:first|given)\s+name\b/u;

export function withTwoWordFirstNameKeyed(line: string): string {
  const said = line.match(TWO_WORD_FIRST_NAME);
  return said ? `${line}\nMy first name: "${said[1]}"` : line;
}

/**
 * "Mail goes to PO Box 60418, Odessa TX 79768 now.": where the writer's mail goes, said as the mailing address (a post
 * office box or a numbered street after the words).
 */
const MAIL_GOES_TO = new RegExp(String.raw`(?<=^|[.!?]\s+)(?:(?:All|My|Our|The)\s+(?:of\s+)?(?:my\s+|our\s+|the\s+)?)?[Mm]ail\s+(?:now\s+)?(?:goes|comes|is\s+sent|gets\s+sent|should\s+go)\s+to\s*:?\s+((?:P\.?\s?O\.?\s+Box|\d)[^\n]*?${STATE_AND_ZIP})(?:\s+(?:now|these\s+days|from\s+now\s+on))?\s*[.!]?\s*`, 'gu');

export function withMailGoesToKeyed(line: string): string {
  // (On a line of its own: the sentences after it are said apart.)
  return apart(line.replace(MAIL_GOES_TO, (_whole, address: string) => `\nMailing address: ${address}\n`));
}

/**
 * "Vendor is Metro Building Systems Academy. Their office is 11 Penn Plaza, Suite 1412, New York, NY 10001, phone …":
 * a role (1) and the name it is (2), then the address their office is at (3), said as the role's name and address; what
 * the sentence says after the address stays with the role ("Vendor phone 212-555-0163, …").
 */
const ROLE_IS_THEN_THEIR_OFFICE = new RegExp(String.raw`(?<=^|[.!?]\s+)(Vendor|Provider|Seller|Buyer|Landlord|Lender|Requester|Contractor|School|College)\s+is\s+(\p{Lu}[^.;:\n]{2,80}?)\.\s+(?:Their|Its)\s+(?:(?:office|business|mailing|street|main)\s+)*(?:address\s+)?is\s+(?:at\s+)?(${NUMBERED_ADDRESS})(?:,\s*|\.\s*|\s*$)`, 'u');

export function withRoleAndTheirOfficeKeyed(line: string): string {
  const m = line.match(ROLE_IS_THEN_THEIR_OFFICE);
  if (!m) return line;
  const rest = line.slice(m.index! + m[0].length).trim();
  return [line.slice(0, m.index).trimEnd(), `${m[1]}: ${m[2]}, ${m[3]}`, ...(rest !== '' ? [`${m[1]} ${rest}`] : [])].filter((l) => l !== '').join('\n');
}

/**
 * "Building Management Specialist, GS-1176-12, step 6 - no wait, I got my WGI in January, so it's step 7 now.": a step
 * or grade said (1 the word, 2 the number), taken back at once (3 the words between), and said again (4 the new
 * number); the first said as the new one too.
 */
const NUMBER_TAKEN_BACK = /\b(step|grade|level)\s+(\d{1,2})(\s*[-–—,]\s*(?:no\s+wait|wait|sorry|actually)\b[^.!?\n]*?\b(?:it['’]s|it\s+is|I['’]m|I\s+am|make\s+(?:it|that))\s+(?:now\s+)?)\1\s+(\d{1,2})\b/giu;

export function withNumberTakenBackSaidOnce(line: string): string {
  return line.replace(NUMBER_TAKEN_BACK, (_whole, word: string, _old: string, between: string, number: string) => `${word} ${number}${between}${word} ${number}`);
}

/**
 * "But the class itself is at their lab in Queens: 47-10 Austell Place, Long Island City, NY 11101.": where the class
 * is held, away from the vendor's office (1 the address), said as the location address (where the class is, apart from the vendor's).
 */
// ("The class is NOT at that office. It's held at their hydraulics lab in Davis: 2715 …": or "it" held there.)
const CLASS_HELD_AT = new RegExp(String.raw`(?<=^|[.!?]\s+)(?:(?:But|And|So)\s+)?(?:(?:the\s+)?(?:class|course|training|session|workshop)(?:\s+itself)?\s+(?:is|will\s+be)\s+(?:held\s+|taught\s+)?|(?:It['’]s|It\s+is|It\s+will\s+be)\s+(?:held|taught)\s+)(?:at|in)\s+(?:their|the|our|a)\s+[^:.\n]{1,40}?:\s*(${NUMBERED_ADDRESS})\.?\s*`, 'gu');

export function withClassSiteKeyed(line: string): string {
  return apart(line.replace(CLASS_HELD_AT, (_whole, address: string) => `\nLocation address: ${address}\n`));
}

/**
 * "It runs Tuesday April 14 through Thursday April 16, 2026, …, 8:00 to 4:30 each day with a half-hour lunch.": a
 * course's days from one weekday to another and its hours by the clock each day, less the lunch, worked out as its
 * hours in all ("24 duty hours"), said on a line of its own. Only where the line says nothing of the writer's
 * own time.
 */
const WEEKDAY_RANGE = /\b((?:Mon|Tues|Wednes|Thurs|Fri)day)\b[^.;\n]{0,30}?\s+(?:through|thru|to|until)\s+((?:Mon|Tues|Wednes|Thurs|Fri)day)\b/i;
/** "8:00 to 4:30 each day with a half-hour lunch" (1-3 the start, 4-6 the end, 7 the lunch). */
const CLOCK_HOURS_EACH_DAY = /\b(\d{1,2})(?::(\d{2}))?\s*(am|pm)?\s*(?:to|-|–|until)\s*(\d{1,2})(?::(\d{2}))?\s*(am|pm)?,?\s+(?:each|every|a|per)\s+day(?:,?\s+with\s+(?:a\s+|an\s+)?(half[- ]hour|one[- ]hour|hour|\d{2}[- ]minute)\s+lunch)?/i;
const NOTHING_ON_OWN_TIME = /\b(?:nothing|none|no\s+\p{L}+)\s+(?:on|in|during)\s+(?:my|our|their|his|her)\s+own\s+time\b/giu;
const OWN_TIME = /\b(?:own\s+time|non-?duty|weekends?|evenings?)\b/i;

export function withClassHoursWorkedOut(line: string): string {
  const days = line.match(WEEKDAY_RANGE);
  const clock = line.match(CLOCK_HOURS_EACH_DAY);
  // ("No homework, nothing on my own time.": time the line says the writer does not spend is none of it.)
  if (!days || !clock || clock.index! < days.index! || OWN_TIME.test(line.replace(NOTHING_ON_OWN_TIME, ''))) return line;
  const count = weekdayNumber(days[2]!)! - weekdayNumber(days[1]!)! + 1;
  const hour = (h: string, m: string | undefined, half: string | undefined) => (Number(h) % 12) + (half?.toLowerCase() === 'pm' ? 12 : 0) + Number(m ?? 0) / 60;
  const start = hour(clock[1]!, clock[2], clock[3]);
  let end = hour(clock[4]!, clock[5], clock[6]);
  // ("8:00 to 4:30": the end of a working day without am or pm is in the afternoon.)
  if (end <= start && clock[6] === undefined) end += 12;
  const lunch = clock[7] === undefined ? 0 : /half/i.test(clock[7]) ? 0.5 : /^\d/.test(clock[7]) ? Number(clock[7].match(/\d+/)![0]) / 60 : 1;
  const daily = end - start - lunch;
  const total = daily * count;
  if (count < 1 || count > 5 || daily <= 0 || daily > 12 || !Number.isInteger(total * 2)) return line;
  // (The duty hours only: whether any are on the writer's own time is for the line's other words to say.)
  return `${line}\n${total} duty hours`;
}

/**
 * "My driver's license is H426-3319-5571, Illinois.": whose licence it is (1), its number, then the state that issued it
 * (2), said as that licence's state too.
 */
const LICENCE_THEN_STATE = new RegExp(String.raw`\b([Mm]y|[Hh]is|[Hh]er)\s+driver['’]?s\s+licen[cs]e(?:\s+(?:number|no\.?|#))?\s+(?:is\s+)?[A-Z\d][A-Z\d-]{5,}\d,?\s+(${US_STATE_NAME})\b`, 'u');

export function withLicenceStateKeyed(line: string): string {
  const m = line.match(LICENCE_THEN_STATE);
  // (By its postal code, as a licence's state box takes it.)
  return m ? `${line}\n${m[1]} driver's license state: ${usStateCode(m[2]!) ?? m[2]}` : line;
}
