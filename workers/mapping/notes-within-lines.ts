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
 * - "My driver's license is H426-3319-5571, Illinois.": the state that issued a licence;
 * - "My name: please put it like I signed the deed, Maritza I. Colón, with the accent.": a name written as asked;
 * - "so those 6 hours are non-duty. The three main meeting days are duty days, 8 hours each.": a class's hours on and
 *   off duty;
 * - "Faction: … is old - …. Order of the Gauntlet on the sheet.": a keyed line's value settled at its end;
 * - "The name on the first line is the LLC: Mauka Mist Farms LLC.", "Mauka Mist Coffee is still our brand, …, so that one
 *   go on the second line.": the names for a form's lines 1 and 2;
 * - "Date: today, 04/02/2025 (the 4th of February).": a date in figures read as the month named beside it says;
 * - "For the Type/Model line just put Citori 725 Sporting (it's the over/under).": what a line named is to say;
 * - "Now I live near my son in Arizona: 11280 N Mountain Breeze Dr, …": where the writer lives;
 * - "My SSN: the 8332 is correct (614-29-0573). …": the number said to be the right one.
 * Each is said again on a line of its own, keyed as the form would key it. Plain functions of one line.
 */
import { weekdayNumber } from './bare-dates.js';
import { monthNumber } from './detect-values.js';
import { MONTH } from './date-ranges.js';
import { countOfWord } from './spoken-numbers.js';
import { US_STATE_NAME, usStateCode } from './us-states.js';

/** A name as a writer gives it in full: "Maritza I. Colón", "Chrysanthi Hadjipavlou", "Guadalupe R. Orellana". */
const WRITTEN_NAME = String.raw`\p{Lu}[\p{L}'’-]+(?:\s+(?:\p{Lu}\.|\p{Lu}[\p{L}'’-]+)){1,3}`;

/**
 * "My name: please put it like I signed the deed, Maritza I. Colón, with the accent.": a name line whose value says
 * how to write the name, then gives it set off by commas (1 the key, 2 the name).
 */
const NAME_WRITTEN_AS_SAID = new RegExp(String.raw`^(\s*(?:[-*•]\s*)?(?:My|His|Her|Our|Their)\s+(?:full\s+|legal\s+)?name\s*[:=–—-]\s*)(?:please\s+)?(?:put|write|spell|use|enter|have)\b[^,\n]{0,60},\s+(${WRITTEN_NAME}),\s*`, 'u');

/** "1. Name: please write Chrysanthi Hadjipavlou.": a name line that asks for the name it gives (1 the key, 2 the name). */
const NAME_ASKED_FOR = new RegExp(String.raw`^(\s*(?:\d{1,2}[.)]\s+|[-*•]\s*)?(?:(?:My|His|Her|Our|Their)\s+)?(?:full\s+|legal\s+)?[Nn]ame\s*[:=–—-]\s*)(?:please\s+)?(?:write|put|use|enter)\s+(?:it\s+as\s+)?(${WRITTEN_NAME})\s*(?=[.,;]|$)[.,;]?\s*`, 'u');

/** "Please write my name like on the deed: Halina M. Wojcik.": the name (1) the writer asks to be written as a paper has it. */
const MY_NAME_AS_ON = new RegExp(String.raw`\b(?:[Pp]lease\s+)?(?:write|put|spell)\s+my\s+(?:full\s+)?name\s+(?:like|as)\s+(?:it\s+is\s+)?(?:on|in)\s+(?:the|my)\s+[\p{L} ]{1,20}?:\s+(${WRITTEN_NAME})\s*(?:[.;]|$)\s*`, 'u');

/**
 * "- Name like my Social Security card: Guadalupe R. Orellana.": a name line keyed by the writer's own card it follows
 * (1 lead, 2 name); not "Name as on the deed:", which may be anyone's.
 */
const NAME_LIKE_ON_CARD = new RegExp(String.raw`^(\s*(?:\d{1,2}[.)]\s+|[-*•]\s*)?)(?:My\s+)?(?:full\s+|legal\s+)?[Nn]ame\s+(?:like|as)\s+(?:(?:it\s+is\s+)?on\s+)?my\s+[\p{L} ]{1,30}?:\s+(${WRITTEN_NAME})\s*(?=[.,;(]|$)[.,;]?`, 'u');

export function withNameWrittenAsSaid(line: string): string {
  const out = line
    .replace(NAME_LIKE_ON_CARD, (_whole, lead: string, name: string) => `${lead}My name: ${name}\n`)
    .replace(NAME_WRITTEN_AS_SAID, (_whole, key: string, name: string) => `${key}${name}\n`)
    .replace(NAME_ASKED_FOR, (_whole, key: string, name: string) => `${key}${name}\n`)
    .replace(MY_NAME_AS_ON, (_whole, name: string) => `\nMy name: ${name}\n`);
  return out === line ? line : apart(out);
}

/** "Now I live near my son in Arizona: 11280 N Mountain Breeze Dr, …": where the writer lives, said beside whom. */
const LIVE_NEAR_SOMEONE = /\bI\s+(now\s+)?live\s+(?:near|with|close\s+to|next\s+to)\s+(?:my|our)\s+[\p{L}-]+(?:\s+in\s+\p{Lu}[\p{L}]+(?:\s+\p{Lu}[\p{L}]+)?)?\s*:\s+(?=\d)/u;

export function withHomeNearSomeoneSaid(line: string): string {
  return line.replace(LIVE_NEAR_SOMEONE, 'I $1live at ');
}

/** "so those 6 hours are non-duty": hours said to be on the writer's own time (1). */
const HOURS_SAID_NON_DUTY = /(?:,\s*)?\b(?:so\s+)?(?:those|these|its|that|the|their)\s+(\d{1,2}(?:\.\d)?)\s+hours\s+(?:are|will\s+be|count\s+as)\s+non-?\s?duty(?:\s+hours)?\b\s*[.!]?/iu;
/** "The three main meeting days are duty days, 8 hours each": days (1) on duty, so many hours (2) a day. */
const DUTY_DAYS_EACH = /\b(?:the\s+)?(\d|two|three|four|five|six|seven|eight|nine|ten)\s+(?:[\p{L}-]+\s+){0,3}days\s+(?:are|will\s+be)\s+(?:all\s+)?duty\s+days,?\s+(\d{1,2}(?:\.\d)?)\s+hours\s+(?:each|a\s+day|per\s+day)\b\s*[.!]?/iu;

export function withDutyHoursSaidApart(line: string): string {
  let out = line;
  const nonDuty = out.match(HOURS_SAID_NON_DUTY);
  if (nonDuty) out = `${out.slice(0, nonDuty.index).trimEnd()}${/[.!?]$/.test(out.slice(0, nonDuty.index).trimEnd()) ? '' : '.'}\nTraining non-duty hours: ${nonDuty[1]}\n${out.slice(nonDuty.index! + nonDuty[0].length).trimStart()}`;
  const duty = out.match(DUTY_DAYS_EACH);
  const days = duty ? countOfWord(duty[1]!) : undefined;
  if (duty && days !== undefined) out = `${out.slice(0, duty.index).trimEnd()}\nTraining duty hours: ${days * Number(duty[2])}\n${out.slice(duty.index! + duty[0].length).trimStart()}`;
  return out === line ? line : apart(out);
}

/** A short key at the head of a line of notes, perhaps after a bullet: "Faction", "Skin", "Favourite colour". */
const NOTE_KEY = String.raw`\s*(?:[-*•]\s*)?\p{Lu}\p{Ll}+(?:\s+\p{Ll}+)?`;
/**
 * A keyed line that reasons, then settles its value at the end:
 * - "Hair: the book was written before …. So Hair is shaved now, not the auburn ponytail." (1 the key's line head, 2
 *   the key, 3 the value);
 * - "Faction: the Lords' Alliance letter … is old - …. Order of the Gauntlet on the sheet." (1, 2 the value: a name's
 *   words, not a sentence's, "The vendor said they can do it if it's on the form.");
 * - "Skin: put sun-browned, freckled - same as the book." (1, 2 the value);
 * - "Hair - she dyed it black in session 14 …. Put: black, braided." (PUT_AT_LINE_END).
 */
const KEY_IS_NOW_NOT = /^(\s*(?:[-*•]\s*)?(\p{Lu}\p{Ll}+(?:\s+\p{Ll}+)?)\s*:\s+)\S[^\n]*?[.!?]\s+(?:(?:So|And)\s+)?(?:(?:the|his|her|their)\s+)?\2\s+(?:is|are)\s+([^,.;\n]{1,30}?)\s+now,?\s+(?:not|instead\s+of)\s+[^.\n]{1,60}\.?\s*$/iu;
const VALUE_ON_THE_SHEET = new RegExp(String.raw`^(${NOTE_KEY}\s*:\s+)\S[^\n]*?[.!?]\s+(\p{Lu}[\p{L}'’-]*(?:\s+(?:\p{Lu}[\p{L}'’-]*|of|the|and|de|du|la|von|van)){0,5})\s+(?:on|for|in)\s+the\s+(?:sheet|form|box)\s*[.!]?\s*$`, 'u');
const PUT_SAME_AS_BEFORE = new RegExp(String.raw`((?:^|[.!?]\s+)${NOTE_KEY}\s*:\s+)(?:just\s+)?(?:put|write|use)\s+(\p{Ll}[^.;:\n]{1,60}?)\s+[-–—]\s+(?:the\s+)?same\s+as\s+(?:the|in|on|it\s+is)\b[^\n]*$`, 'u');
/** "Allies box should say: Yenna Brightwater, …": a box named, then what it is to say (1 the box's name). */
const BOX_SHOULD_SAY = /(?:^|[.!?]\s+)(?:the\s+)?(\p{Lu}[\p{L} &]{1,30}?)\s+(?:box|line|field|section)\s+should\s+(?:say|read)\s*:\s*(?=\S)/u;

/**
 * "7. Signing: I wanted Thursday, April 2, but the notary … is off that week, so now it is Monday, April 6, 2026.": the
 * day it is now (2, without its weekday).
 */
const DAY_IT_IS_NOW = /^(\s*(?:\d{1,2}[.)]\s+|[-*•]\s*)?\p{Lu}\p{Ll}+(?:\s+\p{Ll}+)?\s*:\s+)\S[^.!?\n]*?\b(?:so\s+)?(?:now\s+it\s+is|it\s+is\s+now|now\s+it['’]s|it['’]s\s+now)\s+(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,?\s+)?((?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4})\s*(?:[.!](?=\s|$)|$)/u;

/** "Hair - she dyed it black in session 14 …. Put: black, braided.": a keyed line's last word, "Put" and its value (2). */
const PUT_AT_LINE_END = new RegExp(String.raw`^(${NOTE_KEY})\s*(?::|\s[-–—])\s+\S[^\n]*?[.!?]\s+(?:So\s+)?(?:[Jj]ust\s+)?[Pp]ut:?\s+([^.!?\n]{1,60}?)\s*[.!]?\s*$`, 'u');

export function withValueSettledAtLineEnd(line: string): string {
  const put = line.match(PUT_AT_LINE_END);
  // (A value, not where to put something: "Team — can someone key … Put his vendor number on the account-number line.")
  if (put && !/^(?:it|that|this|them|him|her|his|their|my|our|the|a|an|in|on|down)\b/i.test(put[2]!) && !/\b(?:line|box|field|spot|form|blank)\b/i.test(put[2]!)) return `${put[1]}: ${put[2]}`;
  const now = line.match(KEY_IS_NOW_NOT);
  if (now) return `${now[1]}${now[3]!.charAt(0).toUpperCase()}${now[3]!.slice(1)}`;
  const day = line.match(DAY_IT_IS_NOW);
  // (The sentences after it on the line are a line of their own.)
  if (day) return apart(`${day[1]}${day[2]}\n${line.slice(day[0].length).trim()}`);
  const box = line.match(BOX_SHOULD_SAY);
  if (box) {
    const value = line.slice(box.index! + box[0].length);
    const lead = line.match(/^\s*(?:[-*•]\s*)?/)![0];
    // ("Allies: don't put Dunmere. … Allies box should say: …": what the line said of the box before is reasoning.)
    const sameKey = line.slice(lead.length).toLowerCase().startsWith(`${box[1]!.toLowerCase()}:`);
    const before = sameKey ? '' : `${line.slice(0, box.index! + (box[0].match(/^[.!?]/) ? 1 : 0))}\n`;
    return `${before}${lead}${box[1]}: ${value}`;
  }
  const dashedPut = line.replace(DASHED_KEY_PUT, '\n$1: $2\n');
  if (dashedPut !== line) return apart(dashedPut);
  return line.replace(VALUE_ON_THE_SHEET, '$1$2').replace(PUT_SAME_AS_BEFORE, '$1$2');
}
/** "Eyes - grey. Skin - just put ruddy. …": a key set off by a dash (1), then what to put (2), in a line of several. */
const DASHED_KEY_PUT = /(?<=^|[.!?]\s+)(\p{Lu}\p{Ll}+)\s+[-–—]\s+(?:just\s+)?put:?\s+(\p{Ll}[^.!?\n]{0,40}?)\.(?=\s|$)/gu;

/** "The name on the first line is the LLC: Mauka Mist Farms LLC.": the name a form's line 1 is to bear (1). */
const NAME_ON_FIRST_LINE = /(?<=^|[.!?]\s+|[-*•]\s+)(?:The\s+)?name\s+(?:on|for|in)\s+(?:the\s+)?(?:first\s+line|line\s+(?:1|one))\s+(?:is|should\s+be|goes)\s+(?:the\s+\p{L}+\s*:\s*|:\s*)?(\p{Lu}[^.;:\n]{1,80}?(?:\s+(?:LLC|Inc|Ltd|Co|Corp|LLP|PLLC|LP)\.?)?)\s*(?:[.;]|$)/u;

/** "Mauka Mist Coffee is still our brand, what stay on the bags, so that one go on the second line.": line 2's name (1). */
const NAME_SENT_TO_SECOND_LINE = /(?<=^|\n\s*|[.!?]\s+|[-*•]\s+)(\p{Lu}[\p{L}&'’ -]{2,40}?)\s+(?:is|stay|stays)\b[^.\n]{0,80}?\bso\s+(?:that\s+one|it|that|this)\s+(?:goes|go|should\s+go)\s+on\s+(?:the\s+)?(?:second\s+line|line\s+(?:2|two))\b[^.\n]*(?:[.]|$)/u;

export function withNamesOnLinesKeyed(line: string): string {
  const out = line
    .replace(NAME_ON_FIRST_LINE, (_whole, name: string) => `\nLine 1 name: ${name.trim()}\n`)
    .replace(NAME_SENT_TO_SECOND_LINE, (_whole, name: string) => `\nLine 2 business name: ${name.trim()}\n`);
  return out === line ? line : apart(out);
}

/**
 * "Date: today, 04/02/2025 (the 4th of February).": a date in figures that could be read either way, with a remark
 * that names its month (1 and 3 the first two figures, 4 the year; 5 and 6, or 7 and 8, the day and the month named).
 */
const FIGURES_WITH_MONTH_NAMED = new RegExp(String.raw`\b(\d{1,2})([/.])(\d{1,2})\2(\d{4})\s*\((?:the\s+)?(?:(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(${MONTH})|(${MONTH})\s+(\d{1,2})(?:st|nd|rd|th)?)(?:,?\s+\d{4})?\)`, 'giu');

export function withFiguresReadByMonthNamed(line: string): string {
  return line.replace(FIGURES_WITH_MONTH_NAMED, (whole, a: string, _sep: string, b: string, year: string, day1?: string, month1?: string, month2?: string, day2?: string) => {
    const day = Number(day1 ?? day2);
    const month = monthNumber((month1 ?? month2)!);
    const agrees = month !== undefined && ((Number(a) === day && Number(b) === month) || (Number(a) === month && Number(b) === day));
    return agrees ? `${new Date(Date.UTC(Number(year), month - 1, day)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${day}, ${year}` : whole;
  });
}

/** "For the Type/Model line just put Citori 725 Sporting (it's the over/under).": a line named (1) and what to put (2). */
const FOR_LINE_PUT = /(?<=^|[.!?]\s+|[-*•]\s+|:\s+)For\s+the\s+(\p{L}[\p{L}/ -]{1,30}?)\s+(?:line|box|field|blank|spot)\s*,?\s+(?:just\s+|please\s+)*(?:put|write|enter)\s+(\p{Lu}[^.;()\n]{0,60}?)\s*(?:\([^()\n]*\))?\s*(?:[.;]|$)/u;

export function withValueForLineKeyed(line: string): string {
  const out = line.replace(FOR_LINE_PUT, (_whole, box: string, value: string) => `\n${box.trim()}: ${value.trim()}\n`);
  return out === line ? line : apart(out);
}

/**
 * "- My SSN: the 8332 is correct (614-29-0573). Your screen … shows 614-92-0573, that one is wrong …": a tax number's
 * line that names the right one in brackets (1 the key, 2 the number).
 */
const NUMBER_SAID_CORRECT = /^(\s*(?:[-*•]\s*)?(?:My\s+|His\s+|Her\s+)?(?:SSN|Social\s+Security(?:\s+(?:number|no\.?))?|EIN|TIN|ITIN)\s*:\s+)[^\n]*?\b(?:is|was)\s+(?:correct|right)\s*\((\d{3}-\d{2}-\d{4}|\d{2}-\d{7})\)[^\n]*$/iu;

export function withNumberSaidCorrectKeyed(line: string): string {
  return line.replace(NUMBER_SAID_CORRECT, '$1$2');
}

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

/** "put our supplier number in the account number box, ARW-0442.": a box (1), then the number (2) after it. */
const PUT_IN_BOX_THEN_NUMBER = /\b(?:put|use|enter|write|list)\s+(?:your|our|the|my)\s+[\p{L} ]{1,30}?\s+(?:in|on|into)\s+(?:the\s+)?(\p{L}[\p{L} ()/-]{1,30}?)\s+(?:spot|line|box|field|blank|slot|space)\s*[,:]\s+([A-Z\d][A-Z\d/-]{2,}[A-Z\d])\b\s*[.!]?/gu;

export function withNumberPutInBoxKeyed(line: string): string {
  const keyed = (_whole: string, code: string, box: string) => `\n${box}: ${code}\n`;
  return apart(line.replace(NUMBER_PUT_IN_BOX, keyed).replace(QUOTE_NUMBER_IN_BOX, keyed).replace(PUT_IN_BOX_THEN_NUMBER, (_whole: string, box: string, code: string) => `\n${box}: ${code}\n`));
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

/**
 * "Serial - I had 51471NZ238 in my listing, but I went and read it off the receiver tonight … and it's 51417NZ238.":
 * what the writer had the code as (1 its key, 2 the code), then what they read off the thing itself (3).
 */
const CODE_HAD_THEN_READ = /\b(serial(?:\s+(?:number|no\.?|#))?|VIN)\b\s*[-:–—]?\s*(?:I\s+had|I\s+wrote|it\s+(?:says|said)|the\s+[\p{L}]+\s+(?:says|said|has|had))\s+([A-Z\d][A-Z\d-]{3,})\b[^\n]{0,120}?\bread\s+it\s+(?:right\s+)?off\s+the\b[^\n]{0,80}?\b(?:it['’]s|it\s+is|it\s+reads|it\s+says)\s+([A-Z\d][A-Z\d-]{3,})\b/iu;

export function withCodeReadAgainKeyed(line: string): string {
  const m = line.match(CODE_READ_AGAIN) ?? line.match(CODE_HAD_THEN_READ);
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
