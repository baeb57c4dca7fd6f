/**
 * Values a writer settles in the items of a list of corrections under a pasted record, where an item runs on in
 * sentences and the item's own words key nothing the form knows:
 * - "1. The name is right: Teranga Textiles & Imports Inc., exactly like on our tax return.": a name said to be right,
 *   with where it is written so;
 * - "He also said for the exempt payee code we put 5, because we are a corporation.": a code said by the box it goes in;
 * - "New York, NY 10027 — non non, 10026, the 10027 is my apartment, sorry.", "MI 48142. Pardon, 48124!": a number
 *   taken back at once;
 * - "We moved the shop in August 2024. The new one: 1847 Adam Clayton Powell Jr Blvd, …, NY 10026. Send everything to
 *   the shop.": an address keyed in the middle of a line that goes on after it in other sentences;
 * - "I will sign when Vy print it for me, Thursday October 2, 2025.": the day the writer signs, said after when;
 * - "First the appointment was Friday October 17, but …, so now it is Tuesday, October 21, 2025": what it is now;
 * - "shes NOT the buyer, Dale is. Dale R. Pruitt, 1143 S. Woodland Ave, …": the record of the one who has the role;
 * - "my name is KEISHA, the credit union spelled it wrong …. Keisha M. Dorsey.": the writer's name in full;
 * - "the serial on the memo is wrong!! … the real one stamped on the side of the receiver is S862417V.", "The serial on
 *   the memo, DFT4417, is correct.": the real one;
 * - "So my date is November 10.": the date of the writer's signature;
 * - "10 sessions = 25 duty, 5 non-duty.": a course's duty and non-duty hours;
 * - "so from my offer letter: Middlesex Valley Medical Center, …, EIN 22-1487306": the employer's details;
 * - "the LLC's name on the first line, exactly as it is on the 1065 - Tussock & Tide Audio LLC -": the line's name;
 * - "- Name. Piquette-Lalonde was my married name. … So please put Geneviève Piquette, without the Lalonde.": the name;
 * - "Favourite colour: last time I said blue, now it's red.": what it is now;
 * - "My first name is Maria Bonaria, both words, it's one name": the name, the remark after it set apart;
 * - "Before, I live with my daughter Lan at 2219 Kollmar Drive, …": where the writer lived before;
 * - "so in May 2024 we moved the warehouse and the office: 22151 Michigan Ave, …": where the writer's business is now;
 * - "So please, the immigration letters send to Lan's post office box: PO Box 610245, …": where the writer's mail goes;
 * - "I live in 512 now, not 308.": the number of the writer's apartment;
 * - "Hair: since the fever in session 9 she cut it, so auburn, cropped short.": a keyed line reasoned to its value;
 * - "Weight: after the months rowing …, you approved 158 lb, so not 148 anymore.": a keyed figure that replaces the old;
 * - "Weight: the sheet has 46 with the satchel, and the satchel is 8 lb …. So 38 lb.", "4(c): … So 20.": a keyed figure
 *   reasoned to;
 * - "Faction: the Harpers is her bluffing …. Emerald Enclave in the faction box.": a key whose box is told its value;
 * - "Age: 140 is right - guild papers don't lie.", "Faction: Order of the Gauntlet, and that one's true - …": a keyed
 *   value said to be right;
 * - "Faction: NOT the Flaming Fist. She deserted, …": a key whose value is only denied;
 * - "Allies: Brother Aldous of Candlekeep (he taught her to read, still her friend) and …": a remark on one of a list;
 * - "Height: the 69 inches was with boots …, so barefoot she's 68 inches. Write it the normal way, feet and inches",
 *   "… so without boots he is 6'1\" minus 2\". Please write it in feet and inches.": a height written as asked;
 * - "The height is correct, 158 — the cap de pinya measured all of us": a figure said to be right;
 * - "Height 3'1\" is right.": a key and its figure said to be right;
 * - "on my DNI … it's Vilaró i Casals, with the "i" in the middle. Please use that as my surname.": a name said, then
 *   what it is to be used as;
 * - "I am Dietitian, series 0630, GS grade 11, step 3": a federal position said with its series, pay plan, grade and
 *   step.
 * Each is said again on a line of its own, keyed as the form would key it. Plain functions of one line.
 */
import { MONTH, WEEKDAY } from './date-ranges.js';

/** A keyed line's lead and key: "Hair: ", "- Weight: ". */
// ("Weight — after the wasting curse …": or set off by a dash.)
const KEY_LEAD = String.raw`^(\s*(?:[-•*]\s+)?[\p{L}][\p{L} &/'’]{1,30}(?::|\s[—–-])\s+)`;

/** A list item's lead: "1. ", "- ", "• ", or nothing. */
const ITEM_LEAD = String.raw`\s*(?:\d{1,2}[.)]\s+|[-*•]\s*)?`;

/**
 * "1. The name is right: Teranga Textiles & Imports Inc., exactly like on our tax return." (1 the lead, 2 the kind of
 * name, 3 the name, 4 the paper it is written so on, 5 what the line says after).
 */
const NAME_SAID_RIGHT = new RegExp(
  String.raw`^(${ITEM_LEAD})(?:The|Our|My)\s+((?:legal\s+|business\s+|company\s+|full\s+)?name)\s+is\s+(?:right|correct|fine|good|ok(?:ay)?)\s*[:–—-]\s*(\S[^;:]*?)(?:,\s+(?:exactly\s+|just\s+)?(?:like|as)\s+(?:it\s+is\s+)?(?:on|in)\s+(?:our|my|the|his|her|their)\s+([^.,;]{2,30}?)\s*[.!]|\.?\s*$)\s*(.*)$`,
  'iu',
);

export function withNameSaidRightKeyed(line: string): string {
  const m = line.match(NAME_SAID_RIGHT);
  if (!m) return line;
  const [, lead, kind, name, paper, rest] = m;
  // (The name as a tax return has it is the legal one, as a W-9's first line asks.)
  const key = paper && /\btax\s+return\b/i.test(paper) ? 'Legal name' : `${kind![0]!.toUpperCase()}${kind!.slice(1)}`;
  return [`${lead}${key}: ${name!.trim()}`, ...(rest!.trim() !== '' ? [rest!.trim()] : [])].join('\n');
}

/**
 * "for the exempt payee code we put 5", "in the account number box you write SUP-08817": a value said by the box it
 * goes in (1 the box, 2 the value, with a figure in it or a short code in capitals).
 */
const VALUE_PUT_FOR_BOX = /(?:^|(?<=[\s,;]))(?:[Ff]or|[Ii]n|[Oo]n)\s+the\s+((?:[\p{L}-]+\s+){0,3}(?:code|number|box|line))\s+(?:we|I|you|they)\s+(?:should\s+|must\s+|can\s+|will\s+)?(?:put|write|use|enter|give)\s+((?=[\p{L}\d-]*\d)[\p{L}\d][\p{L}\d-]{0,11}|\p{Lu}{1,4})(?![\p{L}\d-])/u;

/** "the exempt payee code stays 5 like before": a code (1) said to stay what it is (2). */
const CODE_STAYS = /\b[Tt]he\s+((?:[\p{L}-]+\s+){0,3}code)\s+(?:stays|remains|is\s+still|will\s+stay)\s+((?=[\p{L}\d-]*\d)[\p{L}\d][\p{L}\d-]{0,11}|\p{Lu}{1,4})(?![\p{L}\d-])/u;

export function withValuePutForBoxKeyed(line: string): string {
  const m = line.match(VALUE_PUT_FOR_BOX) ?? line.match(CODE_STAYS);
  if (!m) return line;
  // ("the box we put …" is the box's words; "for the" is not.)
  const box = m[1]!.replace(/^(?:box|line)\s+/i, '');
  return `${line}\n${box[0]!.toUpperCase()}${box.slice(1)}: ${m[2]}`;
}

/**
 * "10027 — non non, 10026, the 10027 is my apartment, sorry.": a number (1) taken back at once for another of its length
 * (2), with what the first one was (a remark that names it, and an apology).
 */
const NUMBER_TAKEN_BACK = /\b(\d{3,})\s*(?:(?:[—–]|--?)\s*(?:no|non|nein|não|nee|nope)|[.,;]\s*(?:[Pp]ardon|[Ss]orry|[Oo]ops|I\s+mean|[Nn]o\s+wait))(?:[\s,]+(?:no|non|nein|não|nee))*\s*[,!.]?\s+(\d{3,})\b(?:,\s+(?:the\s+)?(\d{3,})\s+(?:is|was)\s+[^,.;!]{1,40})?(?:,\s*sorry)?(?=[\s,.;!]|$)/u;

export function withNumberTakenBackAtOnce(line: string): string {
  const m = line.match(NUMBER_TAKEN_BACK);
  if (!m || m[1]!.length !== m[2]!.length || (m[3] !== undefined && m[3] !== m[1])) return line;
  return line.replace(NUMBER_TAKEN_BACK, '$2');
}

/**
 * "We moved the shop in August 2024. The new one: 1847 Adam Clayton Powell Jr Blvd, …, NY 10026. Send everything to the
 * shop.": a key in the middle of a line, after a sentence, before an address that ends in its state and ZIP code (1),
 * then more sentences (2). (A line that opens on its key reads its value to the sentence's end already; one with other
 * keys before or after is read key by key.)
 * ("Office: …, LA 70118. Desk phone …, Email …": sentences that give the same place's phone or e-mail stay on its line,
 * under its key.)
 */
const KEYED_ADDRESS_THEN_SENTENCES = /^([^:\n]*?(?:\p{L}{2}|\d{3})[.!?]\s+[^:.!?\n]{1,40}:\s*\p{L}?[^:\n]*?\d[^:\n]*?\b[A-Z]{2},?\s+\d{5}(?:-\d{4})?)\s*[.!]\s+(?!(?:\p{L}+\s+)?(?:[Pp]hone|[Tt]el|[Tt]elephone|[Ff]ax|[Ee]-?mail|[Cc]ell|[Mm]obile)\b)(\p{Lu}[^:\n]*)$/mu;

export function withKeyedAddressEndingSentence(line: string): string {
  return line.replace(KEYED_ADDRESS_THEN_SENTENCES, '$1\n$2');
}

/**
 * "First the appointment was Friday October 17, but Grace cannot drive me on Friday, so now it is Tuesday, October 21,
 * 2025": what a thing was first (1), then what it is now (2); only the second stands.
 */
// ("It was going to be Friday, November 14, but the hospital moved …, so now it is earlier: Monday, November 10, 2025":
// or what it was going to be.)
const FIRST_WAS_NOW_IS = /(\b(?:(?:First|At\s+first|Originally|Before)\s*,?\s+(?:the|my|our)\s+\p{L}+\s+was|It\s+was\s+going\s+to\s+be))\s+(?:on\s+|for\s+)?[^.;\n]{3,40}?(,\s+but\b[^.\n]*?\b(?:so\s+)?now\s+it\s+is\s+)(?:(?:earlier|later|sooner)\s*:?\s+)?(?=\S)/iu;

export function withFirstWhatNowIs(line: string): string {
  // (The first one is dropped, the rest of the sentence kept: it says what the one now is for. "Earlier:" goes too.)
  return line.replace(FIRST_WAS_NOW_IS, '$1 another day$2');
}

/**
 * "shes NOT the buyer, Dale is. Dale R. Pruitt, 1143 S. Woodland Ave, …": someone denied a role (1, the role 2), then
 * the one who has it named by a first name (3), then that person's record, opening with the name in full (4 its first).
 */
const ROLE_DENIED_THEN_RECORD = /(\b(?:she|he|they)(?:['’]?s|\s+is|['’]re|\s+are)\s+(?:NOT|[Nn]ot)\s+the\s+(buyer|seller|purchaser|witness|agent|tenant|landlord|notary))\s*,\s*(\p{Lu}\p{Ll}+)\s+is\s*[.!]\s+(?=(\p{Lu}\p{Ll}+)(?:\s+\p{Lu}\.?)*(?:\s+\p{Lu}[\p{L}'’-]+)+,)/u;

/** "Sharon is his wife, she got the check. ": a sentence about someone named (1), the last before the one denying. */
const NAMED_THEN_PRONOUN = /(?:^|[.!?]\s+|-\s+)(\p{Lu}\p{Ll}+)\s+is\s+[^.!?\n]{1,80}[.!?]\s+$/u;

export function withRoleDeniedThenRecordKeyed(line: string): string {
  const m = line.match(ROLE_DENIED_THEN_RECORD);
  if (!m || m[3] !== m[4]) return line;
  // ("Sharon is his wife, she got the check. shes NOT the buyer": the one denied it, named in the sentence before.)
  const before = line.slice(0, m.index);
  const named = before.match(NAMED_THEN_PRONOUN)?.[1];
  const denied = named ? `${named} is not the ${m[2]}` : m[1]!;
  // (The record goes on a line of its own, keyed by the role, as a pasted record's "Buyer:" line is.)
  return `${before}${denied}.\n${m[2]![0]!.toUpperCase()}${m[2]!.slice(1)}: ${line.slice(m.index! + m[0].length)}`;
}

/**
 * "my name is KEISHA, the credit union spelled it wrong on the check, they always do that. Keisha M. Dorsey.": the
 * writer's first name (2 after the lead 1), a remark on it (3), then the name in full as a sentence of its own (4).
 */
const FIRST_NAME_THEN_FULL = /\b([Mm]y\s+(?:first\s+)?name\s+is\s+)(\p{L}+)((?:,[^.!?\n]{0,100})?)[.!]\s+((\p{Lu}\p{Ll}+)(?:\s+\p{Lu}\.?)*(?:\s+\p{Lu}[\p{L}'’-]+)+)\s*[.!]/u;

export function withFullNameAfterFirstSaid(line: string): string {
  const m = line.match(FIRST_NAME_THEN_FULL);
  if (!m || m[2]!.toLowerCase() !== m[5]!.toLowerCase()) return line;
  return line.replace(FIRST_NAME_THEN_FULL, `${m[1]}${m[4]}${m[3]}.`);
}

/**
 * "the serial on the memo is wrong!! … the real one stamped on the side of the receiver is S862417V.": a thing (1) said
 * to be wrong where it is written, then the real one's code (2).
 */
const WRONG_THEN_REAL_ONE = /\b[Tt]he\s+(serial(?:\s+number)?|model(?:\s+number)?|VIN|account\s+number|policy\s+number)\b[^.!?\n]{0,40}?\bis\s+wrong\b.*?\b[Tt]he\s+(?:real|right|correct|actual)\s+one\b[^.!?\n]{0,60}?\bis\s+(?=[A-Z]*\d)([A-Z0-9][A-Z0-9-]{3,})\b/u;

/** "The serial on the memo, DFT4417, is correct.": a thing (1) where it is written, its code (2), said right. */
const CODE_WHERE_WRITTEN_RIGHT = /\b[Tt]he\s+(serial(?:\s+number)?|model(?:\s+number)?|VIN)\s+(?:on|in)\s+the\s+\p{L}+,\s+(?=[A-Z]*\d)([A-Z0-9][A-Z0-9-]{3,}),\s+is\s+(?:correct|right|good)\b/u;

export function withRealOneKeyed(line: string): string {
  const m = line.match(WRONG_THEN_REAL_ONE) ?? line.match(CODE_WHERE_WRITTEN_RIGHT);
  return m ? `${line}\n${m[1]![0]!.toUpperCase()}${m[1]!.slice(1)}: ${m[2]}` : line;
}

/**
 * "- Name. Piquette-Lalonde was my married name. … So please put Geneviève Piquette, without the Lalonde.": an item
 * headed by what it is about (1 the lead, 2 the heading), that asks for a name (3) to be put.
 */
const HEADED_ITEM_PUTS_NAME = /^(\s*(?:[-*•]\s+|\d{1,2}[.)]\s+))((?:[Ll]egal\s+|[Ff]ull\s+|[Mm]y\s+)?[Nn]ame)\s*[.:]\s+.*?\b(?:[Pp]lease\s+)?(?:put|use|write|enter)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}\.?)*(?:\s+\p{Lu}[\p{L}'’-]+){1,3})(?=\s*[,.;!]|\s+(?:without|only|on|in|as)\b)/u;

export function withHeadedItemNameKeyed(line: string): string {
  const m = line.match(HEADED_ITEM_PUTS_NAME);
  return m ? `${line}\n${m[1]}${m[2]}: ${m[3]}` : line;
}

/** "Favourite colour: last time I said blue, now it's red. Rosso, …" (1 the key, 2 what it is now). */
const SAID_LAST_TIME_NOW_IS = new RegExp(String.raw`${KEY_LEAD}(?:last\s+time|before|last\s+year|on\s+the\s+old\s+form)\s+I\s+(?:said|put|wrote|had|gave)\s+[^,.;\n]{1,30}[,;]\s+(?:but\s+)?now\s+(?:it['’]?s|it\s+is)\s+(\p{L}[\p{L} -]{0,30}?)\s*[.!](?:\s.*)?$`, 'u');

export function withNowOverLastTimeKeyed(line: string): string {
  return line.replace(SAID_LAST_TIME_NOW_IS, '$1$2');
}

/**
 * "My first name is Maria Bonaria, both words, it's one name": a name (2 after its lead 1), then a remark that it is
 * all one name (3), said in brackets so that the name ends where it does.
 */
const NAME_THEN_ALL_OF_IT = /\b([Mm]y\s+(?:first|given)\s+name\s+is\s+)(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,2}),\s+((?:both|all\s+(?:three|of\s+them))\s+(?:words|names|together)\b[^.()\n]*?)(?=\s*[.(])/u;

export function withWholeNameRemarkBracketed(line: string): string {
  return line.replace(NAME_THEN_ALL_OF_IT, '$1$2 ($3)');
}

/** "So my date is November 10.": the date by one side's signature (1 whose), said as theirs. */
const ONES_OWN_DATE = /\b([Mm]y|[Hh]is|[Hh]er|[Tt]heir)\s+date\s+(?=is\s|will\s+be\s)/u;

export function withOwnDateAsSigning(line: string): string {
  return line.replace(ONES_OWN_DATE, '$1 signing date ');
}

/** "10 sessions = 25 duty, 5 non-duty.": a course's hours worked out, split into duty (1) and non-duty (2) hours. */
const SESSIONS_SPLIT_INTO_HOURS = /\b\d{1,3}\s+(?:sessions?|classes|days|weeks)\s*(?:=|x\s*[\d.]+\s*(?:hrs?|hours?)?\s*=)\s*(\d{1,4}(?:\.\d)?)\s+duty\b(?:\s+(?:hrs?|hours?))?\s*,?\s*(?:and\s+|\+\s*)?(\d{1,4}(?:\.\d)?)\s+non-?duty\b/iu;

export function withHoursSplitKeyed(line: string): string {
  const m = line.match(SESSIONS_SPLIT_INTO_HOURS);
  return m ? `${line}\nTraining duty hours: ${m[1]}\nTraining non-duty hours: ${m[2]}` : line;
}

/**
 * "… so from my offer letter: Middlesex Valley Medical Center, 1 Hospital Plaza, Edison, NJ 08817, EIN 22-1487306, …":
 * what the writer copies from an offer letter is the employer's (1 the words before).
 */
const FROM_OFFER_LETTER = /^(.*?)[,;]?\s*\b(?:so\s+|and\s+)?(?:from|off|out\s+of)\s+(?:my|the|our|her|his)\s+(?:job\s+)?offer\s+letter\s*:\s+(?=\p{Lu})/u;

export function withOfferLetterAsEmployer(line: string): string {
  return line.replace(FROM_OFFER_LETTER, (_, before: string) => `${before.trim() === '' ? '' : `${before.trim()}.\n`}Employer: `);
}

/**
 * "Marcy says: the LLC's name on the first line, exactly as it is on the 1065 - Tussock & Tide Audio LLC - and NOT my
 * name anywhere.": a company's name sent to a line of the form by its ordinal (1), then named (2).
 */
const COMPANY_NAME_ON_LINE = /\b(?:the|our|its)\s+(?:LLC|company|business|corporation|partnership)['’]s\s+(?:legal\s+)?name\s+(?:goes\s+)?on\s+(?:the\s+)?(first|1st|second|2nd)\s+line\b[^.!?\n]*?[-–—,:]\s*(\p{Lu}[\p{L}\d&'’.-]*(?:\s+[\p{Lu}&][\p{L}\d&'’.-]*){0,6}\s(?:LLC|L\.L\.C\.|Inc\.?|Corp\.?|Ltd\.?|LP|LLP))(?![\p{L}])/u;

export function withCompanyNameSentToLineKeyed(line: string): string {
  const m = line.match(COMPANY_NAME_ON_LINE);
  return m ? `${line}\nLine ${/^(?:first|1st)$/i.test(m[1]!) ? 1 : 2}: ${m[2]}` : line;
}

/** "Thursday October 2, 2025", "October 2, 2025": a day as the writer names it. */
const NAMED_DAY = String.raw`${WEEKDAY}${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}`;

/**
 * "I will sign when Vy print it for me, Thursday October 2, 2025.": who signs (1), when they will, then the day (2).
 */
const SIGNS_WHEN_THEN_DAY = new RegExp(String.raw`\b(I|[Ww]e)\s+(?:will|['’]ll|shall|am\s+going\s+to|are\s+going\s+to)\s+sign\s+(?:it\s+|the\s+form\s+)?(?:when|after|once|as\s+soon\s+as)\s+[^,.;\n]{1,50},\s+(?:on\s+)?(${NAMED_DAY})`, 'iu');

export function withSigningDaySaidAfterWhen(line: string): string {
  const m = line.match(SIGNS_WHEN_THEN_DAY);
  return m ? `${line}\n${m[1]} will sign on ${m[2]}.` : line;
}

/**
 * "- Before, I live with my daughter Lan at 2219 Kollmar Drive, …": where the writer lived before, said with whom
 * (1 the lead); the address follows.
 */
const LIVED_BEFORE_AT = new RegExp(String.raw`^(${ITEM_LEAD})(?:Before(?:\s+that|\s+this|\s+here)?|Previously|Until\s+then)\s*,?\s+(?:I|we)\s+(?:live|lived|was\s+living|were\s+living|stay|stayed)\s+(?:with\s+(?:my|our)\s+[\p{L}-]+(?:\s+\p{Lu}[\p{L}'’-]+)?\s+)?(?:at|in)\s+(?:(?:her|his|their|my|our)\s+(?:house|home|place|apartment|flat)\s*:\s+)?(?=\d)`, 'u');

export function withEarlierHomeKeyed(line: string): string {
  return line.replace(LIVED_BEFORE_AT, '$1Previous address: ');
}

/**
 * "so in May 2024 we moved the warehouse and the office: 22151 Michigan Ave, Unit 6, …": what the writer moved (1 the
 * words before), then where to.
 */
const MOVED_THINGS_TO = /^(.*\b(?:we|I)\s+moved\s+(?:(?:the|our|my)\s+\p{L}+(?:\s+and\s+(?:the|our|my)\s+\p{L}+)?)?)\s*:\s+(?=\d)/u;

export function withMovedToKeyed(line: string): string {
  return line.replace(MOVED_THINGS_TO, '$1.\nNew address: ');
}

/**
 * "So please, the immigration letters send to Lan's post office box: PO Box 610245, …": the writer's mail (1 the words
 * before) said to go somewhere, then the address.
 */
const MAIL_SENT_TO = /^(.*\b(?:letters|mail|post|correspondence|papers)\b[^:.!?\n]{0,30}?\b(?:send|sent|go|goes|should\s+go|must\s+go)\s+to\b[^:.!?\n]{0,70})\s*:\s+(?=P\.?\s?O\.?\s+Box\b|\d)/iu;

export function withMailSentToKeyed(line: string): string {
  return line.replace(MAIL_SENT_TO, '$1.\nMailing address: ');
}

/** "I live in 512 now, not 308.": the writer's apartment by its number alone (1), said now. */
const LIVE_IN_NUMBER_NOW = /\bI\s+(?:live|am\s+living|stay)\s+in\s+(?:(?:apartment|apt\.?|unit|#)\s*)?(\d{1,4}[A-Z]?)\s+now\b(?:,?\s+not\s+(?:in\s+)?\d{1,4}[A-Z]?\b)?/iu;

export function withApartmentNumberNowKeyed(line: string): string {
  const m = line.match(LIVE_IN_NUMBER_NOW);
  // (Keyed as a form's unit box is: "Apt. number".)
  return m ? `${line}\nApt. number: ${m[1]}` : line;
}


/** "Hair: since the fever in session 9 she cut it, so auburn, cropped short." (1 the key, 2 the value after "so"). */
// ("Hair: after the fire she cut off the singed bits, so it's auburn, cropped short now. Put that.": or said as what it
// is now, and asked for.)
const REASONED_TO_SO = new RegExp(String.raw`${KEY_LEAD}(?:since|because|after|as)\b[^\n]*?,\s+so\s+(?:(?:it|she|he|they)(?:['’]s|\s+is|['’]re|\s+are)\s+)?(?!(?:not|it|that|this|those|these|I|we|she|he|they|please|leave|put|write|use|just|the\s+\d)\b)(\p{L}[^.\n;:]{1,60}?)(?:\s+now)?\s*[.!]?(?:\s+(?:Put|Use|Write)\s+(?:that|this|it)(?:\s+in)?\s*[.!]?)?\s*$`, 'u');

export function withReasonedValueKeyed(line: string): string {
  return line.replace(REASONED_TO_SO, '$1$2');
}

/** "Weight: …, you approved 158 lb, so not 148 anymore.", "…; you approved 149 lb. Not 162." (1 the key, 2 the figure with its unit). */
const FIGURE_NOT_OLD_ANYMORE = new RegExp(String.raw`${KEY_LEAD}[^\n]*?\b(\d[\d.,]*\s*(?:lbs?|kg|cm|m|in|inches|ft|feet|gp|sp|cp|pounds?|stone))\.?\s*,?\s+(?:so\s+)?not\s+\d[\d.,]*(?:\s*(?!anymore\b|now\b)\p{L}+)?(?:\s+(?:anymore|any\s+more|now))?\s*[.!]?\s*$`, 'iu');

export function withFigureOverOldKeyed(line: string): string {
  return line.replace(FIGURE_NOT_OLD_ANYMORE, '$1$2');
}

/**
 * "Weight: the sheet has 46 with the satchel, and the satchel is 8 lb of herbs and the kit. So 38 lb.": a keyed line
 * whose reasoning ends in the figure it comes to (1 the key, 2 the figure with its unit).
 */
const FIGURE_CONCLUDED = new RegExp(String.raw`${KEY_LEAD}[^\n]*?[.!]\s+(?:So|Thus|That\s+makes|Which\s+makes)\s+(?:it\s+|that['’]s\s+|she['’]s\s+|he['’]s\s+)?(\d['’]\s?\d{1,2}["”]|\d[\d.,]*\s*(?:lbs?|kg|cm|m|in|inches|ft|feet|gp|sp|cp|pounds?|stone))\s*[.!]?\s*$`, 'iu');

/**
 * "Age: 140 is right - guild papers don't lie. …", "Faction: Order of the Gauntlet, and that one's true - …": a keyed
 * value (2 after the key 1, or 4 after the key 3) said to be right, then why.
 */
const KEYED_VALUE_SAID_RIGHT = new RegExp(String.raw`${KEY_LEAD}(\d[\d.,'’"”]*(?:\s*(?:lbs?|kg|cm|in|ft))?)\s+is\s+(?:right|correct)\b.*$|${KEY_LEAD}(\p{Lu}[\p{L} '’-]{1,40}?),\s+and\s+that(?:\s+one)?(?:['’]s|\s+is)\s+(?:true|right|correct)\b.*$`, 'u');

/** "Weight", "Height": a key of a measure, which has a unit. */
const MEASURE_KEY = /\b(?:weight|height)\b/i;

export function withKeyedValueSaidRight(line: string): string {
  // ("Weight: 168 is right as it is.": a measure said right without its unit stands as the record wrote it, unit and all.)
  return line.replace(KEYED_VALUE_SAID_RIGHT, (whole, key1: string | undefined, figure: string | undefined, key2: string | undefined, name: string | undefined) =>
    key1 && !(MEASURE_KEY.test(key1) && /^[\d.,]+$/.test(figure!)) ? `${key1}${figure}` : key2 ? `${key2}${name}` : whole,
  );
}

/** "4(c): at the old job I had $50 extra per paycheck. Now …. So 20.": a form's line (1) reasoned to its amount (2). */
const LINE_AMOUNT_CONCLUDED = /^(\s*(?:[-•*]\s+)?(?:\d{1,2}\s*\(?[a-z]\)?|[Ll]ine\s+\d{1,2}[a-z]?|[Ss]tep\s+\d[a-z]?)\s*:\s+)[^\n]*?[.!]\s+(?:So|Thus|That\s+makes)\s+\$?(\d[\d,]*(?:\.\d{2})?)\s*[.!]?\s*$/u;

export function withFigureConcludedKeyed(line: string): string {
  return line.replace(FIGURE_CONCLUDED, '$1$2').replace(LINE_AMOUNT_CONCLUDED, '$1$2');
}

/**
 * "Faction: the Harpers is her bluffing …. She's Emerald Enclave - …. Emerald Enclave in the faction box.": a keyed
 * line that ends by saying what goes in the key's box (1 the key's lead, 2 the key, 3 the value, 4 the box's words).
 */
const VALUE_IN_ITS_BOX = new RegExp(String.raw`^(\s*(?:[-•*]\s+)?)([\p{L}][\p{L} &/'’]{1,30})(?::|\s[—–-])\s+[^\n]*?[.!]\s+(?:(?:Put|Write|Use)\s+)?(\p{Lu}[^.\n]{0,40}?)\s+(?:in|into|for)\s+the\s+([\p{L} ]{1,30}?)\s+(?:box|field|space)\s*[.!]?\s*$`, 'u');

export function withValueInItsBoxKeyed(line: string): string {
  const m = line.match(VALUE_IN_ITS_BOX);
  // (Only where the box is the key's own: "the faction box" for "Faction".)
  if (!m || !m[4]!.toLowerCase().split(/\s+/).includes(m[2]!.trim().toLowerCase().split(/\s+/)[0]!)) return line;
  return `${m[1]}${m[2]}: ${m[3]}`;
}

/** "Faction: NOT the Flaming Fist. She deserted, …": a key (1) whose only value is denied, then other sentences (2). */
// ("Allies: NOT the sister, they haven't spoken since the row over their mother's cottage. Her allies are …": or
// denied with the reason why.)
const ONLY_DENIED = new RegExp(String.raw`${KEY_LEAD}(?:NOT|[Nn]ot)\s+(?:the|a|an|my|her|his|their)\s+[^.\n]{1,90}[.!]\s+(\p{Lu}.*)$`, 'u');

export function withOnlyDenialUnkeyed(line: string): string {
  // (The sentences after it say what the value is, unkeyed, as prose.)
  return line.replace(ONLY_DENIED, '$2');
}

/** "(he taught her to read, still her friend)": a remark in brackets on one of a keyed line's items. */
const REMARK_ON_ITEM = /\s*\((?:he|she|they|it|who|we|I)\b[^()\n]{0,60}\)/gu;

export function withoutRemarksOnListItems(line: string): string {
  return new RegExp(KEY_LEAD, 'u').test(line) && /\)\s+and\s+\p{Lu}/u.test(line) ? line.replace(REMARK_ON_ITEM, '') : line;
}

/** "… so barefoot she's 68 inches. Write it the normal way, feet and inches please": inches (1), asked as feet. */
const INCHES_ASKED_AS_FEET = /\b(\d{2})\s*(?:inches|in\.?)\b(?![^\n]*\b\d{2}\s*(?:inches|in\.?)\b)(?=[^\n]*\bfeet\s+and\s+inches\b)/iu;

/** "6'1\" minus 2\"": a height in feet and inches (1, 2) less some inches (3), asked in feet and inches. */
const FEET_MINUS_INCHES = /\b(\d)['’](\d{1,2})["”]?\s+minus\s+(\d{1,2})\s*(?:["”]|inch(?:es)?\b)(?=[^\n]*\bfeet\s+and\s+inches\b)/iu;

export function withInchesAsFeetAsked(line: string): string {
  const key = line.match(new RegExp(KEY_LEAD, 'u'));
  if (!key || !/height/i.test(key[1]!)) return line;
  const minus = line.match(FEET_MINUS_INCHES);
  const m = line.match(INCHES_ASKED_AS_FEET);
  const inches = minus ? Number(minus[1]) * 12 + Number(minus[2]) - Number(minus[3]) : m ? Number(m[1]) : undefined;
  return inches === undefined || inches <= 0 ? line : `${key[1]}${Math.floor(inches / 12)}'${inches % 12}"`;
}

/** "The height is correct, 158 — …" (1 the lead, 2 the key, 3 the figure). */
const FIGURE_SAID_RIGHT = /^(\s*(?:[-•*]\s+|\d{1,2}[.)]\s+)?)(?:The|My|Our|Her|His)\s+(\p{L}+(?:\s+\p{L}+)?)\s+is\s+(?:correct|right|fine|ok(?:ay)?)\s*[,:]\s*(\d[\d.,]*(?:\s*(?:cm|kg|lbs?|m|in|inches))?)(?![\d.,]*\d)/iu;

/** "- Height 3'1\" is right. Halflings go barefoot, …": a key (2), then its figure (3), said right (1 the lead). */
const KEY_FIGURE_SAID_RIGHT = /^(\s*(?:[-•*]\s+|\d{1,2}[.)]\s+)?)(\p{Lu}\p{Ll}+)\s+(\d['’]\s?\d{1,2}["”]|\d[\d.,]*\s*(?:cm|kg|lbs?|in|inches))\s+is\s+(?:correct|right|fine|ok(?:ay)?)\b/u;

export function withFigureSaidRightKeyed(line: string): string {
  const m = line.match(FIGURE_SAID_RIGHT) ?? line.match(KEY_FIGURE_SAID_RIGHT);
  if (!m) return line;
  const rest = line.slice(m[0].length).replace(/^\s*(?:[—–-]+|[.,;])\s*/, '');
  return [`${m[1]}${m[2]![0]!.toUpperCase()}${m[2]!.slice(1)}: ${m[3]}`, ...(rest.trim() !== '' ? [rest.trim()] : [])].join('\n');
}

/** "it's Vilaró i Casals, with the "i" in the middle. Please use that as my surname." (1 the name, 2 what it is used as). */
const NAME_THEN_USE_AS = /\b(?:it['’]s|it\s+is)\s+(\p{Lu}[\p{L}'’-]+(?:\s+(?:(?:i|y|de|del|da|do|dos|van|von|le|la)\s+)?\p{Lu}[\p{L}'’-]+){1,3})\b[^.!?\n]{0,80}[.!]\s+(?:[Pp]lease\s+)?(?:use|put|write)\s+(?:that|this|it)\s+as\s+my\s+(surname|last\s+name|family\s+name|first\s+name|given\s+name)\b/u;

export function withNameUsedAsSaidKeyed(line: string): string {
  const m = line.match(NAME_THEN_USE_AS);
  return m ? `${line}\nMy ${m[2]!.toLowerCase()}: ${m[1]}` : line;
}

/** "I am Dietitian, series 0630, GS grade 11, step 3" (1 the title, 2 the series, 3 the pay plan, 4 the grade, 5 the step). */
const POSITION_WITH_SERIES = /\bI\s*(?:am|['’]m)\s+(?:an?\s+)?(\p{Lu}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*){0,4}?),\s+series\s+(\d{4}),\s+(GS|GG|GM|WG|WL|WS|ES)[\s-]*(?:grade\s+)?(\d{1,2})\b(?:,?\s+step\s+(\d{1,2})\b)?/u;

export function withPositionSaidWithSeriesKeyed(line: string): string {
  const m = line.match(POSITION_WITH_SERIES);
  if (!m) return line;
  const [, title, series, plan, grade, step] = m;
  return [line, `Position title: ${title}`, `Pay plan: ${plan}`, `Series: ${series}`, `Grade: ${grade}`, ...(step ? [`Step: ${step}`] : [])].join('\n');
}
