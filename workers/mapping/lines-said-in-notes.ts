/**
 * What a writer's notes say of the form's lines and boxes, in words a keyed line would say with a colon: a note that
 * says what goes on a line ("Line 1 has to be …: Tidewater Signal Works, Inc.", "write P in the little box"), lines of
 * a return equated to their amounts, a pay grade's keys set apart by dashes, codes and a course number listed on one
 * line, a keyed address with remarks around it, a country said after its key without a colon (or with remarks after
 * it), an address's lines quoted where they go, a list's word left to the reader, a name to use as a document has it,
 * a box equated to its value, a weight to convert, and remarks after a keyed value (the same as something else, a
 * request in brackets, a name written out in full, a sentence about a name, what something else says before the value
 * settled on, a yes, where the value goes, what is no part of it, how to write it, "today" before a date). Each is
 * rewritten as the keyed lines the rest of the reader knows (parse-data.ts runs them over the text's lines). Plain
 * functions of a line.
 */
import { findTypedValues } from './detect-values.js';
import { formatDate } from './format-value.js';
import { weekdayNumber } from './bare-dates.js';
import { MOVED_WORDS } from './corrections.js';
import { countOfWord } from './spoken-numbers.js';
import { isCountry } from './parse-compound.js';
import { escapeRegExp } from './normalize-text.js';
import { sentencesOfValue } from './sentences.js';

/**
 * What a note says goes on a line or in a box of the form, said three ways, each read as a keyed line of its own:
 * "Line 1 has to be the name the IRS has for us, which is what's on the CP575 letter: Tidewater Signal Works, Inc."
 * ("Line 1: …"); '"Brightline Letterpress" goes on the business name line as the DBA.' ("business name: …"); "list your
 * vendor number (CRHG-V-08816) in the account number box" ("account number: …"); and the letter an LLC's tax
 * classification box takes, "write P in the little box" ("LLC tax classification: P").
 */
export function withFormLinesSaidToTake(line: string): string {
  const added: string[] = [];
  const lineHasToBe = line.match(LINE_HAS_TO_BE);
  if (lineHasToBe) added.push(`Line ${lineHasToBe[1]}: ${lineHasToBe[2]!.trim()}`);
  for (const m of line.matchAll(QUOTED_GOES_ON_LINE)) added.push(`${m[2]!.trim()}: ${m[1]!.trim()}`);
  for (const m of line.matchAll(BRACKETED_IN_BOX)) added.push(`${m[2]!.trim()}: ${m[1]!.trim()}`);
  const letter = line.match(LETTER_IN_LLC_BOX);
  if (letter) added.push(`LLC tax classification: ${letter[1]}`);
  return added.length === 0 ? line : [line, ...added].join('\n');
}
/** "check Limited liability company and write P in the little box": the LLC's tax classification, by its letter. */
const LETTER_IN_LLC_BOX = /\b(?:write|put|enter)\s+(?:an?\s+)?["“]?([CSP])["”]?\s+in\s+(?:the\s+)?(?:little|small|tiny|LLC|classification)\s+box\b/;
const LINE_HAS_TO_BE = /\b[Ll]ine\s+(\d{1,2}[a-z]?)\s+(?:has\s+to|must|should|needs\s+to)\s+be\b[^:\n]{0,120}:\s+(\p{Lu}[^\n]*?)\s*(?:\.(?=\s+\p{Lu}|\s*$)|$)/u;
const QUOTED_GOES_ON_LINE = /["“](\p{Lu}[^"”\n]{1,60})["”]\s+(?:goes|should\s+go|belongs)\s+(?:on|in)\s+the\s+((?:\p{Ll}+\s+){0,3}\p{Ll}+)\s+(?:line|box|field)\b/gu;
// ("put our vendor number with you (V-20931) in the account number box": whose books the number is in may follow it.)
const BRACKETED_IN_BOX = /\b(?:list|put|enter|write|use)\s+(?:your|our|my|the)\s+(?:\p{Ll}+\s+){0,2}(?:number|no\.|ID|#)(?:\s+(?:with|at|for)\s+(?:you|us|them))?\s+\(([\p{Lu}\d][\p{Lu}\d-]{3,24})\)\s+(?:in|on)\s+the\s+((?:\p{Ll}+\s+){0,3}\p{Ll}+)\s+(?:box|line|field)\b/gu;

/** "Pay plan - series - grade - step: GS-2210-12, step 3": the pay grade's keys set apart by dashes, as by slashes. */
export function withPayGradeKeysSlashed(line: string): string {
  return line.replace(PAY_GRADE_KEYS_DASHED, (whole, lead: string, keys: string, end: string) => `${lead}${keys.split(/\s+-\s+/).join('/')}${end}`);
}
// ("### Pay plan - series - grade - step": or a heading over its value.)
const PAY_GRADE_KEYS_DASHED = /^(\s*(?:[-*•]\s+|#{1,6}\s+)?)((?:pay\s*plan|series|grade|step)(?:\s+-\s+(?:pay\s*plan|series|grade|step)){2,3})(\s*:|\s*$)/iu;

/**
 * "• Faction: the header still says Order of the Gauntlet because I never edited the character page. She's Emerald
 * Enclave now. …": a keyed note whose value explains first, then says what the key's thing is now; that is the key's
 * value, said as new ("The faction is now Emerald Enclave."), and the note stays a line of its own.
 */
export function withKeyedValueSaidNow(line: string): string {
  // ("First-line supervisor: ~~Thomas Greer, …~~ Tom retired 4/30. Now: Marisol Vance, …": the value after "Now:" is
  // the key's.)
  const restated = line.match(KEYED_THEN_NOW);
  if (restated) return `${restated[1]}${restated[2]}: ${restated[3]}`;
  const keyed = line.match(/^(\s*(?:[-*•]\s+)?)([\p{L}][\p{L} &'’-]{1,30}):\s+(\S.*)$/u);
  if (!keyed || !/[.!?]\s/.test(keyed[3]!)) return line;
  // ("Appointment: EEX still says career-conditional but … came through last week. Put Career.": or ends by saying what
  // to put.)
  const now = keyed[3]!.match(SAID_TO_BE_NOW) ?? keyed[3]!.match(PUT_AT_END);
  return now ? `${line}\nThe ${keyed[2]!.toLowerCase()} is now ${now[1]}.` : line;
}
const PUT_AT_END = /(?<=[.!?]\s+)(?:[Pp]ut|[Uu]se|[Ww]rite|[Ee]nter|[Mm]ake\s+it)\s+(\p{Lu}[\p{L}'’-]*(?:[\s-]\p{L}[\p{L}'’-]*){0,3})\s*[.!]?$/u;
const KEYED_THEN_NOW = /^(\s*(?:[-*•]\s+)?)([\p{L}][\p{L} &'’-]{1,30}):\s+[^\n]*?[.;]\s+(?:Now|Current(?:ly)?|New)\s*:\s+(\S.*)$/u;
/** "She's Emerald Enclave now.", "It's Oakland now": someone or something is now the thing named (1). */
const SAID_TO_BE_NOW = /(?<=^|[.!?]\s+)(?:She|He|It|They)(?:['’]s|\s+is|\s+are)\s+(\p{Lu}[\p{L}'’-]*(?:\s+(?:of\s+the\s+|of\s+)?\p{Lu}[\p{L}'’-]*){0,4})\s+now\s*[.!]/u;

/**
 * "3) PREVIOUS physical address = my line 6a: 2716 Bayshore Blvd, Apt 1104, Tampa, FL 33629. Line 6b is Daniel's condo
 * …": a keyed address that ends at its ZIP code, then sentences about something else, which go on a line of their own.
 * "4) PRESENT physical address: line 7 on the IRS form is our P.O. box, … We actually live at 5521 Palmer Crossing Cir,
 * Sarasota, FL 34233, in an apartment. …": a keyed line that explains first, then says where the writer lives; that
 * address is the key's value, the rest a line of its own.
 */
export function withKeyedAddressApartFromRemarks(line: string): string {
  const keyed = line.match(KEYED_ADDRESS_LINE);
  if (!keyed) return line;
  const [, lead, value] = keyed;
  const ended = value!.match(ADDRESS_THEN_SENTENCES);
  if (ended && STARTS_LIKE_ADDRESS.test(value!)) return `${lead}${ended[1]}\n${ended[2]}`;
  const lived = value!.match(LIVES_AT_ADDRESS);
  if (lived && !STARTS_LIKE_ADDRESS.test(value!)) return `${lead}${lived[1]}\n${value}`;
  // ("Mailing address: please send everything to my office - … broken into. Halvorsen Lutz LLP, 150 N Riverside
  // Plaza, Suite 1900, Chicago, IL 60606.": the reason first, the address its last sentence.)
  const last = value!.match(ADDRESS_AS_LAST_SENTENCE);
  if (last && !STARTS_LIKE_ADDRESS.test(value!)) return `${lead}${last[2]}\n${value!.slice(0, last.index).trim()}`;
  return line;
}
/** "… broken into. Halvorsen Lutz LLP, 150 N Riverside Plaza, …, IL 60606.": a last sentence that is an address (2), a name before it (1). */
// (Not after a colon: "so use where I actually get mail: 27 Wickenden Street, …" says which address it is.)
const ADDRESS_AS_LAST_SENTENCE = /(?<=[.!?]\s+)((?:\p{Lu}[^.!?:\d]{0,60}?,\s+)?)(\d{1,6}[A-Za-z]?\s+[^.;!?]*?\b[A-Z]{2}\s+\d{5}(?:-\d{4})?)\.?\s*$/u;
const KEYED_ADDRESS_LINE = /^(\s*(?:\d{1,2}[.)]\s+|[-*•]\s+)?[^:\n]{0,40}\baddress\b[^:\n]{0,30}:\s+)(\S.*)$/iu;
/** "2716 Bayshore Blvd, Apt 1104, Tampa, FL 33629. Line 6b is …" (1 the address, 2 what follows). */
const ADDRESS_THEN_SENTENCES = /^(.*?\b[A-Z]{2}\s+\d{5}(?:-\d{4})?)\.\s+(\p{Lu}.*)$/u;
export const STARTS_LIKE_ADDRESS = /^\s*(?:\d{1,6}[A-Za-z]?\s+\p{L}|P\.?\s?O\.?\s+Box\b)/iu;
/** "We actually live at 5521 Palmer Crossing Cir, Sarasota, FL 34233": where the writer says they live (1). */
const LIVES_AT_ADDRESS = /\b(?:I|we)\s+(?:actually\s+|really\s+|now\s+)?live\s+at\s+(\d{1,6}[A-Za-z]?\s+[^.;]*?\b[A-Z]{2}\s+\d{5}(?:-\d{4})?)\b/u;

/**
 * "me: line 36 = 612.40, AGI on line 37 (and 38) = 41,621.27": a form's lines each given its amount after an equals
 * sign, two or more on one line; each is a keyed line of its own ("line 36: 612.40", "AGI on line 37 (and 38): …").
 */
export function withFormLinesEquatedApart(line: string): string {
  const pairs = [...line.matchAll(FORM_LINE_EQUALS)];
  if (pairs.length < 2) return line;
  return pairs.map((m) => `${m[1]!.trim()}: ${m[2]}`).join('\n');
}
const FORM_LINE_EQUALS = /(?:^|(?<=[:,;]\s+))([^,;:=\n]{0,40}?\bline\s+\d{1,2}[a-z]?\b[^,;:=\n]{0,30}?)\s+=\s+(\$?\d[\d,]*(?:\.\d{2})?)(?=\s*(?:[,;.]\s|[,;.]?\s*$))/g;
/** "routing 271974509 acct 0048812736": two account numbers, each after its word, with nothing between (a comma goes in). */
export function withAccountNumbersApart(line: string): string {
  return line.replace(ACCOUNT_NUMBERS_RUN_ON, '$1$2, ');
}
// (Not "checking 57730418": the kind of an account is read with the words around it.)
const ACCOUNT_NUMBERS_RUN_ON = /\b(routing|acct|account|RTN|ABA)(\s*#?\s*\d{6,17})\s+(?=(?:acct|account|routing|RTN|ABA)\b\s*#?\s*\d)/gi;

/**
 * "Codes: Purpose 03 · Type 01 Training Program Area · Sub-type 08 Information Technology · Individual": a keyed line
 * whose value lists codes, each named by the words before its number, set apart by middle dots. Each is a line of its
 * own, keyed by its words ("Purpose: 03", "Type: 01 Training Program Area"); an item without a number stays a line.
 */
export function codedItemsApart(line: string): string {
  const keyed = line.match(/^(\s*(?:[-*•]\s+)?)[^:\n]{1,60}:\s+(\S.*)$/u);
  if (!keyed) return line;
  const items = keyed[2]!.split(/\s+[·•]\s+/);
  if (items.length < CODED_ITEMS_AT_LEAST || items.filter((item) => CODED_ITEM.test(item)).length < CODED_ITEMS_AT_LEAST - 1) return line;
  return items.map((item) => `${keyed[1]}${item.trim().replace(CODED_ITEM, '$1: $2')}`).join('\n');
}
/** "Purpose 03", "Sub-type 08 Information Technology": a code's name (1), then its number and what it stands for (2). */
const CODED_ITEM = /^(\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*)?)\s+(\d{1,3}(?:\s+\S.*)?)$/u;
const CODED_ITEMS_AT_LEAST = 3;

/**
 * "Course: Advanced Python Scripting for ArcGIS Pro — course no. PY-420" (or " - course no."): a keyed title, then after a dash the course's
 * number with its own key; the number is a line of its own (1 the keyed title, 2 the keyed number).
 */
export function withCourseNumberApart(line: string): string {
  return line.replace(CODE_AFTER_DASH, '$1\n$2');
}
const CODE_AFTER_DASH = /^(\s*(?:[-*•]\s+)?[^:\n]{1,40}:\s+\S.*?)\s+[—–-]\s+((?:course|class|section|catalog|item)\s+(?:no\.?|number|#|code|ID)\s*:?\s*[\p{Lu}\d][\p{Lu}\d.-]*\d[\p{Lu}\d.-]*)\s*$/u;

/** "- Country Italy of course.": the key word, then a country's name, with no colon between; keyed as a line. */
// ("- Country: United Kingdom, we live in England. There is no state here, … we are not in America.": or keyed, the
// remarks after it, which name other countries, on a line of their own.)
export function withCountrySaidAfterItsKey(line: string): string {
  const said = line.match(COUNTRY_AFTER_KEY_WORD);
  if (said && isCountry(said[3]!)) return line.replace(COUNTRY_AFTER_KEY_WORD, said.index === 0 ? `$1$2: $3.` : `\n$2: $3.\n`).replace(/[ \t]*\n[ \t]*/g, '\n').replace(/\n\s*$/, '');
  const keyed = line.match(KEYED_COUNTRY_THEN_REMARKS);
  return keyed && isCountry(keyed[2]!) ? `${keyed[1]}${keyed[2]}.\n${keyed[3]}` : line;
}
const KEYED_COUNTRY_THEN_REMARKS = /^(\s*(?:[-*•]\s+)?(?:Country|Nationality)\s*:\s*)(\p{Lu}\p{Ll}+(?:\s+(?:of\s+)?\p{Lu}\p{Ll}+){0,3}),\s+(\p{Ll}.*)$/u;
// ("… Code postal 66000. Country France, obviously.": or after a sentence of its line, said on a line of its own.)
const COUNTRY_AFTER_KEY_WORD = /(^\s*(?:[-*•]\s+)?|(?<=[.!?]\s+))(Country|Nationality)\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+){0,2}?)(?:,?\s+(?:of\s+course|obviously|naturally|as\s+always))?\s*[.!](?=\s|$)/u;

/**
 * 'Please put "Corso Giovecca 112" in the first address line and "Scala B" in the second one.': the two lines of an
 * address, each quoted and put on its line; read as keyed lines of their own after the line that says so.
 */
export function withAddressLinesPutQuoted(line: string): string {
  const second = line.match(SECOND_LINE_WRITTEN_AS) ?? line.match(ON_SECOND_LINE_AS);
  // (Quoted, as written: "2. emelet 5. ajtó" opens with no item's number.)
  if (second) return `${line}\nAddress line 2: "${second[1]}"`;
  const put = line.match(ADDRESS_LINES_PUT_QUOTED);
  if (!put) return line;
  return `${line.replace(put[0], ' ').trimEnd()}\nAddress line 1: ${put[1]}\nAddress line 2: ${put[2]}`;
}
/** 'Please write the flat as "m. 7" on the second address line': the second line, quoted, put as the writer asks. */
const SECOND_LINE_WRITTEN_AS = /\b(?:write|put|enter)\s+the\s+(?:flat|apartment|apt|unit|suite)\s+as\s+["“]([^"”\n]{1,20})["”]\s+(?:on|in)\s+the\s+(?:second|2nd)\s+(?:address\s+)?line\b/iu;
/** 'Put the flat part on the second address line exactly as "2. emelet 5. ajtó"': the same, said the other way round. */
const ON_SECOND_LINE_AS = /\b(?:write|put|enter)\s+the\s+(?:flat|apartment|apt|unit|suite)(?:\s+(?:part|number|bit))?\s+(?:on|in)\s+the\s+(?:second|2nd)\s+(?:address\s+)?line\s+(?:exactly\s+)?as\s+["“]([^"”\n]{1,30})["”]/iu;
const ADDRESS_LINES_PUT_QUOTED = /(?<=^|[.!?]\s+)(?:[Pp]lease\s+)?(?:[Pp]ut|[Ww]rite|[Ee]nter|[Uu]se)\s+["“]([^"”\n]{2,60})["”]\s+(?:in|on|for|as)\s+the\s+(?:first|1st)\s+(?:address\s+)?line(?:\s+of\s+the\s+address)?,?\s+and\s+["“]([^"”\n]{1,60})["”]\s+(?:in|on|for|as)\s+the\s+(?:second|2nd)(?:\s+(?:one|line|address\s+line))?\s*[.!]?/u;

/**
 * "Use whatever your list calls purple": the writer names the thing in their own word and leaves the list's word for it
 * to the reader. The thing is said plainly ("Use purple"), so that a list's names for it are looked up as for any value.
 */
export function withListsWordLeftToReader(line: string): string {
  return line.replace(WHATEVER_THE_LIST_CALLS, '');
}
const WHATEVER_THE_LIST_CALLS = /\b(?:whatever|whichever(?:\s+(?:option|one))?)\s+(?:your|the|its|their)\s+(?:list|form|drop-?down|menu|options?)\s+(?:calls|has\s+for|names)\s+(?=\p{L})/giu;

/**
 * "- Please use my full name as it appears on the deed: Donna Jean Pryor (the CD shortens it to Donna J.)": the name
 * to use, keyed by whose name it is ("- My full name: Donna Jean Pryor (…)"), the document it is written on aside.
 */
export function withNameAsOnDocumentKeyed(line: string): string {
  return line.replace(NAME_AS_ON_DOCUMENT, (_, lead: string, whose: string, name: string) => `${lead}${whose.charAt(0).toUpperCase()}${whose.slice(1).toLowerCase()} ${name.toLowerCase()}: `);
}
const NAME_AS_ON_DOCUMENT = /^(\s*(?:[-*•]\s+)?)(?:please\s+)?(?:use|put|write|enter)\s+(my|his|her|their|our)\s+((?:full|legal|complete)\s+name)\s+(?:exactly\s+)?as\s+(?:it\s+)?(?:appears|is\s+(?:written|shown|printed|spelled|spelt)|reads)\s+on\s+(?:the|my|his|her|their|our)\s+[\p{L}' -]{2,30}?\s*:\s*(?=\p{Lu})/iu;

/**
 * "Skin: grey-green, same as the prompts", "height: 5'11\" same as the slider": a keyed value, then a remark that it is the same as what something else
 * shows. The remark goes; the value stays ("Skin: grey-green").
 */
export function withoutSameAsRemark(line: string): string {
  return line.replace(SAME_AS_REMARK, '$1');
}
// ("height: 5'11" same as the slider": or without the comma, "same as" only: "exactly as in the export" keeps a value.)
const SAME_AS_REMARK = /^(\s*(?:[-*•]\s+)?[^:\n]{1,30}:\s*[^,:\n]+?)(?:,\s+(?:same\s+as|just\s+like|as\s+in)|\s+same\s+as)\s+(?:the|my|his|her|their|in\s+the|on\s+the)\s+[\p{L} ]{2,30}?\s*[.!]?\s*$/u;

/**
 * "Allies: Sister Yvaine Dusk, …; Old Marek Thane. (Take Captain Dorsk OFF the list — he sold us out …)": a keyed
 * value, then in brackets what the writer asks to be done with it. The request is a sentence of its own, on the next
 * line, and no part of the value.
 */
export function withBracketedRequestApart(line: string): string {
  return line.replace(BRACKETED_REQUEST_AFTER_VALUE, '$1\n$2');
}
const BRACKETED_REQUEST_AFTER_VALUE = /^(\s*(?:[-*•]\s+)?[^:\n]{1,30}:\s*\S.*?)\s*\(((?:[Pp]lease\s+)?(?:[Tt]ake|[Ll]eave|[Dd]rop|[Rr]emove|[Ii]gnore|[Ss]kip|[Cc]ross|[Dd]on['’]t|[Dd]o\s+not|[Dd]elete|[Cc]ut)\b[^()]*)\)\s*$/u;

/**
 * "Me: Darnell T. Whitfield (Darnell Terrence)": a keyed name, then in brackets the same first name with the middle
 * one written out. The name is the one keyed; the brackets only say what its initial stands for.
 */
export function withoutFullerNameInBrackets(line: string): string {
  return line.replace(FULLER_NAME_IN_BRACKETS, '$1');
}
const FULLER_NAME_IN_BRACKETS = /^(\s*(?:[-*•]\s+)?[\p{L} ]{1,20}:\s*(\p{Lu}[\p{L}'’-]+)\s+\p{Lu}\.?\s+\p{Lu}[\p{L}'’-]+)\s*\(\2\s+\p{Lu}[\p{L}'’-]+\)(?=\s*$|\s*[,;.])/u;

/**
 * "Name like on my green card: NWOSU, ADAEZE CHIDINMA (Zillow only shows the C.).": a keyed name, then in brackets a
 * remark of a sentence's length about it. The remark is a line of its own, and the name alone the key's value. (A
 * short one, "(son)", "(my sister)", says who the person is and stays.)
 */
export function withRemarkAfterNameApart(line: string): string {
  const m = line.match(NAME_THEN_REMARK);
  return m && m[2]!.trim().split(/\s+/).length >= REMARK_WORDS ? `${m[1]}\n${m[2]}` : line;
}
const NAME_THEN_REMARK = /^(\s*(?:[-*•]\s+)?[^:\n]{0,40}\b[Nn]ame\b[^:\n]{0,40}:\s*\p{Lu}[\p{L}'’., -]*?[\p{L}.])\s*\(([^()\n]*\p{Ll}{3}[^()\n]*)\)\s*\.?\s*$/u;
/**
 * "skin: ash grey (umbral gnome thing)": a looks attribute's value of a few words, then in brackets a remark about it.
 * The remark is a line of its own.
 */
export function withRemarkAfterLooksApart(line: string): string {
  const m = line.match(LOOKS_THEN_REMARK);
  return m && m[2]!.trim().split(/\s+/).length >= 2 ? `${m[1]}\n${m[2]}` : line;
}
const LOOKS_THEN_REMARK = /^(\s*(?:[-*•]\s+)?(?:eyes?|eye\s+colou?r|hair(?:\s+colou?r)?|skin(?:\s+(?:tone|colou?r))?|complexion)\s*:\s*\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,2})\s*\(([^()\n]*\p{Ll}{3}[^()\n]*)\)\s*\.?\s*$/iu;
/** The fewest words of a remark read apart from the name before it. */
const REMARK_WORDS = 4;

/**
 * "For whoever fills these out: the requester box (name and address of requester) = Halvorsen Property Group, 1901
 * Jupiter Rd Suite 210, Garland, TX 75042 — the Garland AP office, NOT corporate in Plano.": a box named, an equals
 * sign, then its value up to a remark after a dash; a keyed line of its own ("requester: Halvorsen …, TX 75042").
 */
export function withBoxEquatedToValue(line: string): string {
  const said = line.match(BOX_EQUALS_VALUE);
  return said ? `${line.slice(0, said.index)}\n${said[1]}: ${said[2]}`.replace(/^\n/, '') : line;
}
const BOX_EQUALS_VALUE = /(?<=^|[:.!]\s+)(?:[Tt]he\s+)?(\p{L}[\p{L} '’-]{1,40}?)\s+(?:box|line|field|block|section)(?:\s+\([^()\n]*\))?\s*=\s*(\S.*?)(?:\s+[—–]\s+.*|\s+-\s+\p{Ll}.*)?\s*$/u;

/**
 * A keyed note whose value tells first what something else says, then what the writer settled on: "weight: my notes
 * say 68 kg but Maren wants imperial on all the sheets, so 150 lb (rounded)", "Serial: my notebook says GB041783 but I
 * just went and read it off the receiver - it's GB041733.", "4. Appointment: I passed three years in October, so it's
 * Career now, not career-conditional.", "height: the 187 on the profile is in shoes. … use 185."; one that reasons its way
 * to the value ("hair: … she dyed it violet …, so violet please, not green"), ends on whom it is going to be, or gives a
 * height only once; a worksheet's lettered line ending on its figure; and one said with a cheer, "hair: copper!!". The
 * key keeps the settled value alone ("weight: 150 lb", "Appointment: Career", "hair: violet", "A - 1", "hair: copper").
 */
export function withSettledValueKept(line: string): string {
  const lettered = line.match(LETTERED_LINE_SETTLED);
  if (lettered) return `${lettered[1]}${lettered[2] ?? lettered[3]}`;
  const keyed = line.match(KEYED_NOTE);
  if (!keyed) return line;
  // ("Attorney-in-fact: I told the title gal it would be my nephew …, so that's off. It's going to be Dolores Whitfield
  // instead. She was Mama's neighbor …": the one it is going to be instead, and what is said of them on a line after.)
  const instead = keyed[2]!.match(INSTEAD_NOW);
  if (instead) return `${keyed[1]}${instead[1]}\n${keyed[2]!.slice(instead.index! + instead[0].length).trim()}`.trimEnd();
  // ("Witness: my crewmate off the Northern Star, Teodor Kasak. My daughter Ingrid offered …": who someone is to the
  // writer, then their name; the key takes the name, and the rest goes on a line of its own.)
  const described = keyed[2]!.match(DESCRIBED_THEN_NAMED);
  if (described) return `${keyed[1]}${described[1]}\n${keyed[2]!.slice(described[0].length).trim()}`.trimEnd();
  // ("Signing: I'm booked with the notary at First Bank Alaska on Lake Street, Thursday April 9.": a signing's one date.)
  if (SIGNING_KEY.test(keyed[1]!)) {
    const dates = findTypedValues(keyed[2]!).filter((t) => t.kind === 'date');
    if (dates.length === 1 && keyed[2]!.trim() !== dates[0]!.text) return `${keyed[1]}${dates[0]!.text}\n${keyed[2]!}`;
  }
  // (The figure to use settles the key's value only where the note names another figure as "the 187 …"; "PRESENT
  // physical address: … We actually live at …, in an apartment. … Please use 2108." settles the unit alone.)
  const useAtEnd = /\bthe\s+\d/.test(keyed[2]!) && !/\baddress\b/i.test(keyed[1]!) ? keyed[2]!.match(USE_AT_END) : null;
  const settled = keyed[2]!.match(SAYS_THEN_SETTLED) ?? keyed[2]!.match(REASON_THEN_SETTLED) ?? keyed[2]!.match(THOUGHT_THEN_SETTLED) ?? keyed[2]!.match(USE_THE_NAMED_ONE) ?? keyed[2]!.match(NAMED_ONE_THEN_VALUE) ?? keyed[2]!.match(PUT_AFTER_COMMA_AT_END) ?? keyed[2]!.match(PUT_THAT_AT_END) ?? keyed[2]!.match(CODE_THEN_PUT_THAT) ?? keyed[2]!.match(NEW_NUMBER_TO_USE) ?? keyed[2]!.match(SO_THEY_ARE_NOW) ?? keyed[2]!.match(MEASURE_THEN_NOT_OTHER) ?? keyed[2]!.match(WORD_THEN_DASHED_REMARK) ?? useAtEnd ?? settledAtEnd(keyed[2]!) ?? keyed[2]!.match(GOING_TO_BE_AT_END);
  // ("…, so she is 35 now": a figure said of the person is the figure.)
  // ("… with a flashlight: 08751PN211. It is PN, not PM.": the letters set right are a part of the code read whole; the
  // note stays said after it, so the wrong code it mends is mended wherever else it was given.)
  const code = settled ? codeHolding(keyed[2]!, settled[1]!.trim()) : undefined;
  if (code) return `${keyed[1]}${code}\n${keyed[2]!}`;
  if (settled) return `${keyed[1]}${settled[1]!.trim().replace(PERSON_IS_FIGURE, '$1')}`;
  // ("Price: we said 425 but I keep the scope rings …, so 400 even. He pays cash, Saturday when we sign, …": a note whose
  // first sentence reasons its way to a figure, more said after it on the line; the key takes the figure, the rest is
  // said on its own line.)
  const [first, ...after] = sentencesOfValue(keyed[2]!);
  const settledFirst = after.length > 0 ? settledAtEnd(first!) : null;
  if (settledFirst && /^\d/.test(settledFirst[1]!)) return `${keyed[1]}${settledFirst[1]!.trim()}\n${after.join(' ')}`;
  const measured = measureInReasoning(keyed[1]!, keyed[2]!);
  if (measured) return `${keyed[1]}${measured}`;
  // (What follows it is a sentence of its own, on the next line.)
  return line.replace(CHEERED_VALUE, '$1\n').replace(/\n\s*$/, '').replace(/\n\s+/, '\n');
}
/** The one code of six or more letters and figures in a note that holds a short part (`part`, "PN") of it. */
function codeHolding(note: string, said: string): string | undefined {
  // ("PN, not PM": the part, without the one it replaces.)
  const part = said.replace(/,?\s+not\s+[A-Z\d]{1,4}$/, '');
  if (!/^[A-Z\d]{1,4}$/.test(part)) return undefined;
  const codes = (note.match(/(?<![\p{L}\d-])(?=[\p{L}\d-]*\d)[\p{L}\d][\p{L}\d-]{5,}(?![\p{L}\d-])/gu) ?? []).filter((code) => code !== part && code.includes(part));
  return new Set(codes).size === 1 ? codes[0] : undefined;
}
/** "she is 35 now", "he's now 40": a figure (1) said of the person a note is about. */
const PERSON_IS_FIGURE = /^(?:she|he|they|I|it)\s*(?:is|are|am|['’]s|['’]m)\s+(?:now\s+)?(\d{1,3})(?:\s+now)?$/i;
/**
 * "Height: ignore the Fitbit one, I typed that in 2019 in runners … measured me properly at 5 ft 3.5 in. Your form wants
 * centimetres so convert that one, not the Fitbit number.": a height reasoned about in sentences that give only one,
 * which is the value.
 */
function measureInReasoning(key: string, note: string): string | undefined {
  if (!/\bheight\s*:\s*$/i.test(key) || !/^\p{Ll}/u.test(note) || !/[.!?]\s/.test(note)) return undefined;
  const heights = note.match(HEIGHT_SAID) ?? [];
  return heights.length === 1 ? heights[0] : undefined;
}
const HEIGHT_SAID = /\b\d\s*(?:ft|feet|foot|')\s*\d{1,2}(?:\.\d{1,2})?\s*(?:in|inches|")?(?![\p{L}\d])|\b1\d{2}\s*cm\b/gu;

/**
 * "   A - nobody else can claim me, so 1", "   D - Tamara's two boys … she does NOT count. 2 total.": a worksheet's
 * lettered line, the reason, then the figure (2) it comes to.
 */
const LETTERED_LINE_SETTLED = /^(\s*[A-H]\s+[-–—:]\s+)\S[^\n]*?(?:,\s*so\s+(\d{1,2})|[.!]\s+(\d{1,2})\s+total)\s*[.!]?\s*$/u;
/** "my crewmate off the Northern Star, Teodor Kasak. ": who someone is to the writer, then their whole name (1). */
const DESCRIBED_THEN_NAMED = /^(?:my|our|his|her|their)\s+\p{Ll}[\p{Ll}'’-]*(?:\s+(?:off|of|from|at|on)\s+(?:the\s+)?\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,3})?,\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\.)?\s+\p{Lu}[\p{L}'’-]+)\.(?=\s|$)/u;
/** "Signing:", "Signing date:", "Date signed:": a key of the day the form is signed. */
const SIGNING_KEY = /^\s*(?:[-*•]\s+)?(?:signing(?:\s+date)?|date\s+(?:of\s+)?sign(?:ed|ing)|sign(?:ing)?\s+day)\s*:\s*$/i;
/** ". It's going to be Dolores Whitfield instead.": whom a note settles on in place of the one it first named (1). */
const INSTEAD_NOW = /(?<=[.!?]\s+)(?:[Ss]o\s+)?(?:[Ii]t['’]s|[Ii]t\s+is|[Ii]t['’]ll\s+be|[Ii]t\s+will\s+be)\s+(?:going\s+to\s+be\s+|gonna\s+be\s+)?(?:now\s+)?(\p{Lu}[\p{L}'’-]*(?:\s+(?:\p{Lu}\.|\p{Lu}[\p{L}'’-]*)){0,3})\s+instead\s*[.!]/u;
const KEYED_NOTE = /^(\s*(?:\d{1,2}[.)]\s+|[-*•]\s+)?\p{L}[\p{L} &'’/-]{0,30}:\s+)(\S.*)$/u;
/**
 * "hair: the export doesn't have it, but in my old portrait she's moss green. she dyed it violet …, so violet please,
 * not green", "faction: … told me to put the Emerald Enclave, so Emerald Enclave": a note that reasons its way to the
 * value, said last after "so" in a few words (1). ("Price: we said 425 but I keep the scope rings …, so 400 even": or a
 * round figure.)
 */
function settledAtEnd(note: string): RegExpMatchArray | null {
  const settled = note.match(SO_AT_END);
  // (Reasoning opens in lower case; a note that opens with a value, "IT Specialist (Network), GS-2210-11 …, so
  // non-supervisory", gives that value, and what follows from it is another.)
  // (Nor a list of settings, "purpose = program/mission …. Delivery is classroom. … It's just me, so individual": the
  // last of them is no value of the whole.)
  // ("I said blue last year, change it to dunkelgrün, so Green": so does the writer's own "I".)
  if (!settled || !/^(?:\p{Ll}|I\s)/u.test(note) || /[=:]/.test(note) || (note.match(/[.!?](?=\s)/g) ?? []).length >= REASONING_SENTENCES) return null;
  // (A figure needs less said before it: "A: nobody else can claim me, so 1".)
  if (note.slice(0, settled.index).trim().split(/\s+/).length < (/^\d/.test(settled[1]!) ? FIGURE_REASONING_WORDS : REASONING_WORDS)) return null;
  // (A name in capitals may run to a few words; words in lower case are an attribute's one or two, "violet", not what
  // to do, "do the same".)
  const words = settled[1]!.split(/\s+/).length;
  return words <= (/^\p{Lu}/u.test(settled[1]!) ? SETTLED_WORDS : 2) ? settled : null;
}
const SO_AT_END = /(?<=[,.;!]\s*)so\s+(?!(?:use|put|write|enter|leave|keep|go|take|do|ignore|skip|drop|convert|change|round|i|we|you|he|she|they|it|that|this|there|please|just|maybe|probably|no|not|never|nothing|whatever|anyway|on|far|much|many|yes|ok|okay)\b)(\p{L}[\p{L}\d'’ -]*?|\d{1,5}(?:\.\d{1,2})?)(?:\s+(?:now|even|flat))?(?:\s+please)?(?:,?\s+(?:not|NOT)\s+[^,.;!?]+)?\s*[.!]?\s*$/iu;
/**
 * "Attorney-in-fact: I originally told Jacob it would be my brother Tom, but …, so scratch Tom. It's going to be my
 * sister, Olivia M. Hale, of Berwyn, Illinois. (Renee and Jacob are NOT my agents …)": a story that ends on whom or
 * what it is going to be (1, initials and all), perhaps with a remark in brackets after.
 */
const GOING_TO_BE_AT_END = /^(?:I|[Ww]e|[Tt]he|[Mm]y|[Oo]ur)\b.*[.!?]\s+(?:[Ss]o\s+)?(?:[Ii]t['’]s|[Ii]t\s+is|[Ii]t['’]ll\s+be|[Ii]t\s+will\s+be)\s+(?:going\s+to\s+be\s+|gonna\s+be\s+)?(?:now\s+)?((?:my|our|his|her)\s+(?:[^.!?()]|(?<=\s\p{Lu})\.)+?|\p{Lu}(?:[^.!?()]|(?<=\s\p{Lu})\.)+?)\s*[.!]?(?:\s*\([^()]*\)\s*[.!]?)?\s*$/u;
/**
 * The fewest words of reasoning before a value settled with "so" (before a figure, fewer), the count of sentences from
 * which a note is a list of settings rather than reasoning, and the most words of a value in capitals.
 */
const REASONING_WORDS = 6;
const FIGURE_REASONING_WORDS = 3;
const REASONING_SENTENCES = 4;
const SETTLED_WORDS = 4;
/** "my notes say 68 kg but …, so 150 lb (rounded)": what a source says (1 words at most), "but", then "so" or "it's". */
const SAYS_THEN_SETTLED = /^(?:my|the|his|her|our|their)\s+[\p{L}\d -]{1,25}?\s+says?\s+\S+(?:\s+\S+)?\s+but\b[^.!?]*?(?:,\s*so|\s+[-–—]\s+it['’]s|,\s*it['’]s|\s+so\s+it['’]s)\s+([^\s,.;!?][^,;!?]*?)(?:\s*\((?:rounded|approx(?:\.|imately)?|roughly)\))?\s*[.!]*$/iu;
/** "I passed three years in October, so it's Career now, not career-conditional.": a reason, then "so it's" the value. */
const REASON_THEN_SETTLED = /^(?:I|we|she|he|they)\b[^,.;!?]{3,60},\s*so\s+(?:it['’]s|it\s+is|that['’]s)\s+(\p{L}[\p{L}'’ -]{0,30}?)(?:\s+now)?(?:,\s*not\s+[^,.;!?]+)?\s*[.!]?$/u;
/**
 * "hair: she's got the moss green dye in canon rn so green not auburn, put moss green": reasoning in lower case, then
 * after a comma what to put (1), as the note's last words.
 */
const PUT_AFTER_COMMA_AT_END = /^\p{Ll}[^.!?]{12,}?,\s*(?:so\s+)?(?:just\s+)?(?:put|use|go\s+with)\s+(?!(?:that|this|it|those|these|them|the\s+same|both|one|in|down)\b)(\p{L}[\p{L}'’ -]{1,30}?)\s*[.!]*$/u;
/**
 * "age: on TH she's 31 cos in the comic elves age like humans. for ur campaign … we said she's 131, put that": the
 * number said just before "put that" (1).
 */
const PUT_THAT_AT_END = /\b(?:is|she['’]s|he['’]s|it['’]s|they['’]re|be|say|said)\s+(\d+(?:[.,]\d+)*)\s*,?\s*(?:so\s+)?(?:just\s+)?(?:put|use)\s+(?:that|this)(?:\s+one)?\s*[.!]*$/iu;
/**
 * "Account numbers: they gave us vendor number VH-00417. Put that. The license number … is NOT an account number": a
 * code that ends the note's first sentence, and the next says to put it (1).
 */
const CODE_THEN_PUT_THAT = /^[^.!?]*?\b(?:number|no\.?|#|ID|code|is)\s*:?\s+([A-Z0-9][\w-]*\d[\w-]*)\s*[.!]\s+(?:[Ss]o\s+)?(?:[Pp]lease\s+)?(?:[Pp]ut|[Uu]se)\s+(?:that|this|it)(?:\s+one)?\s*[.!]/u;
/**
 * "Per diem: Admin figured $1,562.00 with the old dates, then redid it … New number is $1,638.00. Use the new one.": the
 * new figure, said before the note says to use it (1).
 */
const NEW_NUMBER_TO_USE = /\b[Nn]ew\s+(?:number|figure|amount|total|rate|one)\s+is\s+(\$?\d[\d,]*(?:\.\d{1,2})?)\s*[.!]\s+(?:[Ss]o\s+)?(?:[Pp]lease\s+)?(?:[Uu]se|[Pp]ut)\s+(?:the\s+new\s+one|that|this|it)\b/u;
/** "Eyes: violet - the lenses were spot on this time.": a word or three, then a remark of its own after a dash (1). */
const WORD_THEN_DASHED_REMARK = /^(\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,2})\s+[-–—]\s+(?:the|it|that|this|she|he|they|I|my|her|his|which)\s[^.!?]*[.!]?\s*$/u;
/** "Height: 5'9\" - NOT my 160 cm lol, I wore platforms.": a measure, then another set aside after a dash (1). */
const MEASURE_THEN_NOT_OTHER = /^(\d[^\s,;]*(?:\s?(?:cm|m|ft|in|kg|lbs?|st))?)\s+[-–—]\s+(?:NOT|[Nn]ot)\s+(?:my|the|his|her|their|that)\b/u;
/** "Age: the 24 was for the first arc. We had the 3-year jump …, so she is 27 now.": a figure someone is now (1). */
const SO_THEY_ARE_NOW = /(?<=[,.;!]\s*)so\s+(?:she|he|they|it)\s+(?:is|['’]s|are|['’]re)\s+(?:now\s+)?(\d{1,3}(?:\.\d)?)(?:\s+now)?\s*[.!]?\s*$/iu;
/**
 * "Email: his personal one, samhaddad@example.com. Not the navy.mil address, …": which of someone's addresses or
 * numbers it is, then after a comma the address or number itself (1).
 */
const NAMED_ONE_THEN_VALUE = /^(?:his|her|my|their|our|the)\s+(?:[\p{L}-]+\s+){0,2}one,\s+([\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+?\(?\d[\d() .-]{6,}\d)(?=[.;,]?(?:\s|$))/u;
/**
 * "Office phone: DSN is 315-333-2471 but the form wants area code so use the commercial one, (671) 333-2471. No
 * extension.": a value weighed against another, then the one to use named by its kind and given after a comma (1).
 */
const USE_THE_NAMED_ONE = /\bbut\b[^.;!?]*?\b(?:so\s+)?(?:please\s+)?use\s+the\s+(?:[\p{L}-]+\s+){0,2}one,\s+([^\s.,;][^;]*?)\s*(?:\.(?=\s|$)|$)/u;
/**
 * "Request type: I was in their old scheme …, so I thought this is an update, but the lady on the phone said my old
 * account was closed …, so it must be a NEW registration.": what the writer thought, "but" what they were told, then
 * what it must be (1).
 */
const THOUGHT_THEN_SETTLED = /^(?:I|we)\b[^!?]*?\b(?:thought|assumed|figured|guessed|believed)\b[^!?]*?,?\s+but\b[^!?]*?,\s*so\s+(?:it|this|that)\s+(?:must|should|has\s+to|needs\s+to|will\s+have\s+to)\s+be\s+(?:a\s+|an\s+)?([^\s,.;!?][^,.;!?]{0,39}?)\s*[.!]?$/iu;
/**
 * "height: the 187 on the profile is in shoes. costume dept measured me barefoot in February: 185 cm. use 185.": sentences
 * about the figures, the last one saying which to use (1).
 */
const USE_AT_END = /^\S.*[.!;]\s+(?:so\s+)?(?:please\s+)?use\s+(\d+(?:[.,]\d+)?(?:\s*(?:cm|kg|lbs?|in|ft|m))?)\s*[.!]?\s*$/iu;
/**
 * "hair: copper!!": a short value, then two exclamation marks or more, at the line's end or before the next sentence.
 * (One is a greeting's as often: "Bot: Hi! I'm TrainBot, …".)
 */
const CHEERED_VALUE = /^(\s*(?:[-*•]\s+)?\p{L}[\p{L} &'’/-]{0,30}:\s+\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*)?)!{2,}(?:\s*$|(?=\s+\p{Lu}))/u;

/**
 * A keyed note's value with the writer's word on it after: "- age 34 yes", "- eyes: hazel on the sheet. sea green was
 * only a paint choice …" (the value, then where it goes), "- treasure: grandma's silver acorn locket, 2 moonstones, 45
 * gp. the display base is a real-life thing lol, not treasure" (then what is no part of it), "- allies: keep old
 * mother brisk. DROP dobbs … write it like: Old Mother Brisk, a treant (mentor); Sister Cael …" (then the value as
 * it is to be written). The key keeps the value alone; what follows it is a line of its own.
 */
export function withNoteOnValueApart(line: string): string {
  const writeItLike = line.match(WRITE_IT_LIKE);
  if (writeItLike) return `${writeItLike[1]}${writeItLike[3]!.trim()}\n${writeItLike[2]!.trim()}`;
  const confirmed = line.replace(CONFIRMED_WITH_YES, '$1');
  if (confirmed !== line) return confirmed;
  const toldApart = line.match(REQUEST_AFTER_VALUE);
  if (toldApart) return `${toldApart[1]}\n${toldApart[2]}`;
  const placed = line.match(VALUE_THEN_PLACE);
  if (placed) return `${placed[1]}${placed[2]}${placed[3] ? `\n${placed[3].trim()}` : ''}`;
  const keyed = line.match(KEYED_NOTE);
  if (!keyed) return line;
  // (Only a sentence that names the key's own thing as what something is not: "…, not treasure".)
  const key = keyed[1]!.replace(/^\s*(?:\d{1,2}[.)]\s+|[-*•]\s+)?/, '').replace(/:\s*$/, '');
  const notIt = keyed[2]!.match(new RegExp(String.raw`^(.*?[^.\s]\.)\s+(\p{Ll}[^.]*\bnot\s+(?:a\s+|an\s+|part\s+of\s+(?:the\s+)?)?${escapeRegExp(key.trim().toLowerCase())}\b.*)$`, 'u'));
  return notIt ? `${keyed[1]}${notIt[1]!.replace(/\.$/, '')}\n${notIt[2]}` : line;
}
/** "- allies: keep old mother brisk. DROP dobbs … write it like: Old Mother Brisk, …" (1 the key, 2 the note, 3 the value). */
const WRITE_IT_LIKE = /^(\s*(?:[-*•]\s+)?\p{L}[\p{L} &'’/-]{0,30}:\s+)(.*?)\b(?:write|put|enter|type)\s+it\s+(?:like|as)(?:\s+this)?\s*:\s*(\S.*)$/u;
/** "- age 34 yes", "- height 5'9" yes": a key, its figure and a word that says the figure above is right. */
// (A figure only: "- US citizen yes" is a key and its answer.)
const CONFIRMED_WITH_YES = /^(\s*(?:[-*•]\s+)?\p{L}[\p{L} ]{1,20}:?\s+[^\s:]*\d[^\s:]*(?:\s+(?:lb|lbs|kg|cm|in|ft|years|yrs))?)\s+(?:yes|yep|yup|correct|right|confirmed)\s*[.!]?\s*$/iu;
/**
 * "features & traits: Darkvision 60 ft; …. skip all the PF2 feat names from the export …": the value, then a sentence
 * that asks for something to be left out (1 the keyed value, 2 the request).
 */
const REQUEST_AFTER_VALUE = /^(\s*(?:[-*•]\s+)?\p{L}[\p{L} &'’/-]{0,30}:\s+.*?[^.\s]\.)\s+((?:[Ss]kip|[Ff]orget|[Ii]gnore|[Dd]rop|[Oo]mit|[Ll]eave\s+out|[Dd]on['’]t\s+(?:include|add|put|list))\b.*)$/u;
/**
 * 'Please use "1147 W Farragut Ave, Unit 3F, Chicago, IL 60640" in both places the form asks for the address the
 * property is commonly known as.': a quoted value sent to the boxes that ask for something; a keyed line of its own
 * ("the address the property is commonly known as: 1147 W Farragut Ave, …"), between what the line said before and after.
 */
export function withQuotedValueSentToBoxes(line: string): string {
  const m = line.match(QUOTED_SENT_TO_BOXES);
  if (!m) return line;
  const before = line.slice(0, m.index).trim();
  const after = line.slice(m.index! + m[0].length).trim();
  return [before, `${m[2]}: ${m[1]}`, after].filter((part) => part !== '').join('\n');
}
const QUOTED_SENT_TO_BOXES = /(?<=^|[.!?]\s+)(?:[Pp]lease\s+)?(?:[Uu]se|[Pp]ut|[Ww]rite)\s+["“]([^"”\n]{2,80})["”]\s+(?:in|for|on)\s+(?:both|all|each|every|the)\s+(?:two\s+|three\s+)?(?:places?|boxes|box|fields?|lines?|blanks?|spots?)\s+(?:where\s+)?(?:the\s+form|it)\s+asks\s+for\s+([^.!?\n]{3,80}?)\s*[.!](?=\s|$)/u;

/**
 * "6. Favourite colour: your dropdown doesn't have turquoise … put Blue." / "   No wait, scratch that. … Go with Green.": a
 * keyed note taken back on the next line, which ends with the value to use instead. The key gets that value alone; both
 * lines go.
 */
export function withScratchedValueRedone(text: string): string {
  const lines = text.split('\n');
  let changed = false;
  for (let i = 0; i + 1 < lines.length; i++) {
    const keyed = lines[i]!.match(KEYED_NOTE);
    const redone = lines[i + 1]!.match(SCRATCHED_THEN_REDONE);
    if (!keyed || !redone) continue;
    lines[i] = `${keyed[1]}${redone[1]}`;
    lines[i + 1] = '';
    changed = true;
  }
  return changed ? lines.join('\n') : text;
}
/** "No wait, scratch that. … Go with Green." (1 the value). */
const SCRATCHED_THEN_REDONE = /^\s*(?:(?:[Nn]o|[Oo]h)[,!]?\s+)?(?:[Ww]ait[,!.]?\s+)?[Ss]cratch\s+that\b.*?\b(?:[Gg]o\s+with|[Uu]se|[Pp]ut|[Mm]ake\s+it)\s+(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2})\s*[.!]?\s*$/u;

/**
 * "- Line 1 = the LLC's legal name exactly as Stripe has it. Line 2 (business name/…) = the name customers know, …": a
 * form's lines equated to their values one after another in a paragraph. Each is a line of its own, as in a list.
 */
export function withLineEquationsApart(text: string): string {
  return text.replace(NEXT_LINE_EQUATED, '\n');
}
const NEXT_LINE_EQUATED = /(?<=[.!?])[ \t]+(?=(?:[Ll]ine|[Bb]ox)\s+\d{1,2}[a-z]?\b[^.=:\n]{0,60}=)/g;

/**
 * "Line 2 (business name/disregarded entity name) = the name customers know, Kiln & Kettle Pottery. Ignore the statement
 * descriptor, …": a keyed value said after what it is, then a sentence of its own. The key keeps the name alone; the
 * sentence is a line of its own.
 */
export function withValueAfterDescriptionApart(line: string): string {
  const m = line.match(DESCRIBED_THEN_VALUE) ?? line.match(DESCRIBED_ID_THEN_CODE);
  return m ? `${m[1]}${m[2]}${m[3] ? `\n${m[3]}` : ''}` : line;
}
// ("Student/membership ID: my Access Forward learner ID, AF-77120. NOT my IAAP member number …": so is a code said after
// whose number it is.)
const DESCRIBED_ID_THEN_CODE = /^(\s*(?:[-*•]\s+)?[^:=\n]{1,80}?\s*[:=]\s+)(?:the|my|our|his|her|their)\s+(?:[\p{L}][\p{L}'’-]*\s+){0,5}(?:ID|id|number|no\.|code|#),?\s+([\p{Lu}\d][\p{Lu}\d-]*\d[\p{Lu}\d-]*)\.(?:\s+(\p{Lu}.*))?$/u;
const DESCRIBED_THEN_VALUE = /^(\s*(?:[-*•]\s+)?[^:=\n]{1,80}?\s*[:=]\s+)the\s+(?:\p{Ll}[\p{Ll}'’-]*\s+){1,4}\p{Ll}[\p{Ll}'’-]*,\s+(\p{Lu}[^.,;\n]*?)\.(?:\s+(\p{Lu}.*))?$/u;

/** "- eyes: hazel on the sheet. sea green was …": a value, then the words "on the sheet" (3 the next sentence). */
const VALUE_THEN_PLACE = /^(\s*(?:[-*•]\s+)?\p{L}[\p{L} &'’/-]{0,30}:\s+)([^.\n]{1,40}?)\s+on\s+the\s+(?:sheet|form)\b[.!]?(?:\s+(\S.*))?$/u;

/**
 * "- weight: 61 kg (i only have it in kg in my spreadsheet). the sheet is imperial, so convert and round to the whole
 * pound": a keyed weight the note asks to have converted, written in the unit asked for ("weight: 134 lb").
 */
export function withWeightConvertedAsAsked(line: string): string {
  const keyed = line.match(KEYED_WEIGHT);
  // ("Weight: 9 st 6 lb. I know you want pounds on the sheet, sorry, I think in stone.": stones and pounds, asked for in
  // pounds, are their pounds.)
  const stone = keyed?.[2]!.match(STONES_AND_POUNDS);
  if (keyed && stone && POUNDS_WANTED.test(keyed[2]!.replace(stone[0], ' '))) return `${keyed[1]}${Number(stone[1]) * POUNDS_PER_STONE + Number(stone[2] ?? 0)} lb`;
  if (!keyed || !/\bconvert/i.test(keyed[2]!)) return line;
  // (One weight only, wherever the note says it: "weight: I keep her in kilos in my notebook, she's 18 kg. the 5e sheet
  // is in pounds, so convert it …".)
  const weights = [...keyed[2]!.matchAll(WEIGHT_FIGURE)];
  if (weights.length !== 1) return line;
  const [said, figure, unit] = weights[0]!;
  const asked = keyed[2]!.replace(said, ' ');
  const amount = Number(figure!.replace(',', '.'));
  if (/^kg|kilo/i.test(unit!) && /\b(?:imperial|pounds?|lbs?)\b/i.test(asked)) return `${keyed[1]}${Math.round(amount * POUNDS_PER_KILOGRAM)} lb`;
  if (/^lb|pound/i.test(unit!) && /\b(?:metric|kilo(?:gram)?s?|kg)\b/i.test(asked)) return `${keyed[1]}${Math.round(amount / POUNDS_PER_KILOGRAM)} kg`;
  return line;
}
const KEYED_WEIGHT = /^(\s*(?:[-*•]\s+)?weight\s*:\s*)(.*)$/iu;
const WEIGHT_FIGURE = /\b(\d{1,3}(?:[.,]\d)?)\s*(kg|kgs|kilos?|kilograms?|lbs?|pounds?)\b/giu;
const POUNDS_PER_KILOGRAM = 2.20462;
/** "9 st 6 lb", "10 stone 2" (1 the stones, 2 the pounds). */
const STONES_AND_POUNDS = /\b(\d{1,2})\s*(?:st|stone)\b(?:\s*(\d{1,2})\s*(?:lbs?|pounds?)?\b)?/iu;
/** "you want pounds on the sheet", "convert to lb": the weight asked for in pounds. */
const POUNDS_WANTED = /\b(?:want|wants|use|uses|need|needs|in|to|into)\s+(?:the\s+)?(?:pounds|lbs?)\b/i;
const POUNDS_PER_STONE = 14;

/**
 * "date for the form: today, 9. April 2025", "Date it today, 11/18/2025": the word "today" before the date it names;
 * the date alone is the value.
 */
export function withTodayBeforeDateDropped(line: string): string {
  return line.replace(TODAY_BEFORE_DATE, '$1');
}
// ("Date: put today, dimarts 14 d'octubre de 2025.": or asked to be put, its weekday before it.)
const TODAY_BEFORE_DATE = /(\bdate\b[^:\n]{0,30}:\s*|\bdate\s+it\s+)(?:(?:please\s+)?(?:put|write|use)\s+)?today\s*[,:-]?\s+(?:(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|dilluns|dimarts|dimecres|dijous|divendres|dissabte|diumenge|lunes|martes|miércoles|jueves|viernes|sábado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche),?\s+(?=\d))?(?=\d|\p{Lu}\p{Ll}{2,8}\.?\s+\d)/iu;

/**
 * "For my part put my license name Walter J. Brandtner, DL …": the name the writer asks for, said as their own name
 * ("my name is Walter J. Brandtner"), which the prose reader takes whole with its initial.
 */
export function withOwnNameToPutSaid(line: string): string {
  return line.replace(OWN_NAME_TO_PUT, 'my name is ');
}
const OWN_NAME_TO_PUT = /\b(?:[Pp]ut|[Uu]se|[Ww]rite)\s+my\s+(?:(?:driver['’]?s\s+)?licen[cs]e|legal|full)\s+name(?:\s+as)?[,:]?\s+(?=\p{Lu}[\p{L}'’-]+\s)/gu;

/**
 * "Serial number off my insurance list is 27814NZ353": a number said with where it was read; the number's own name
 * is its key ("Serial number is …"), not the place.
 */
export function withNumberKeyedWithoutWhereRead(line: string): string {
  return line.replace(NUMBER_READ_OFF, '$1 ');
}
const NUMBER_READ_OFF = /\b((?:[Ss]erial|[Ll]icen[cs]e|[Aa]ccount|[Pp]olicy|[Mm]odel|[Mm]ember(?:ship)?)\s+(?:number|no\.?|#))\s+(?:off|from|on|in)\s+(?:my|the|his|her|our|their)\s+(?:[\p{Ll}'’-]+\s+){0,3}?[\p{Ll}'’-]+\s+(?=(?:is|was|says|reads)\s)/gu;

/**
 * "Put OWN-00977 in the account number box.": a code the writer sends to a box by its name; a keyed line of its own
 * ("account number: OWN-00977"), between what the line said before and after it. (A value in quotes is
 * withQuotedValueSentToBoxes's.)
 */
export function withCodeSentToBox(line: string): string {
  const m = line.match(CODE_SENT_TO_BOX);
  if (!m) return line;
  const before = line.slice(0, m.index).trim();
  const after = line.slice(m.index! + m[0].length).trim();
  return [before, `${m[2]}: ${m[1]}`, after].filter((part) => part !== '').join('\n');
}
const CODE_SENT_TO_BOX = /(?<=^|[.!?]\s+)(?:[Pp]lease\s+)?(?:[Pp]ut|[Ww]rite|[Ee]nter|[Uu]se)\s+([A-Z0-9][A-Z0-9#/-]*\d[A-Z0-9#/-]*)\s+(?:in|into|on|for)\s+the\s+([\p{Ll}][\p{Ll} '’()-]{1,40}?)\s+(?:box|field|line|blank|space)(?:\s+on\s+the\s+[\p{L}\d -]{1,20})?\s*[.!](?=\s|$)/u;

/**
 * "- Address: the estate gets its mail through me as executor, so use my address. 618 N Church St, Apt 4C, Belvidere
 * IL 61008.": a key, a remark that says why, then the value in a sentence of its own that starts with a figure. The key
 * takes the value; the remark and what follows are lines of their own.
 */
export function withValueAfterRemarkApart(line: string): string {
  const m = line.match(REMARK_THEN_VALUE);
  if (!m) return line;
  return [`${m[1]}${m[3]}`, m[2]!, m[4] ?? ''].filter((part) => part.trim() !== '').join('\n');
}
// (A remark in lower case only: "Seller: me, Curtis Ray Lemaster (…). 2217 County Road …" names its person first.)
const REMARK_THEN_VALUE = /^(\s*(?:[-*•]\s+)?\p{L}[\p{L} &'’/-]{0,30}:\s+)(\p{Ll}[^.\d\n\p{Lu}]{10,160}\.)\s+(\d[^.\n]*?\d)(?:\.\s+(\S.*))?\.?$/u;

/** "2nd line: Leah Armitage, Chief, …": a key that opens with an ordinal in figures, written as its word ("second line"). */
export function withOrdinalKeyInWords(line: string): string {
  return line.replace(ORDINAL_KEY, (_whole, lead: string, n: string) => `${lead}${['first', 'second', 'third'][Number(n) - 1]}`);
}
const ORDINAL_KEY = /^(\s*(?:[-*•]\s+|[☑☐✓✔]\s*)?)([123])(?:st|nd|rd)(?=[- ](?:line|level)\b[^:\n]{0,30}:)/iu;

/**
 * "- ", "☑ ", "- [x] " as typed: what may open a note's or a checklist's line before its key. (The line rewrites read a
 * line before the tick boxes are read, so a box is still there.)
 */
const CHECKLIST_LEAD = String.raw`(?:[-*•]\s+)?(?:[☑☐☒✓✔]\s*)?`;

/** "home address/phone → leave blank, optional": a checklist's key with an arrow to "leave blank", read as keyed. */
export function withArrowToBlankKeyed(line: string): string {
  return line.replace(ARROW_TO_BLANK, '$1: ');
}
const ARROW_TO_BLANK = new RegExp(String.raw`^(\s*${CHECKLIST_LEAD}\p{L}[\p{L} /&'’-]{1,40}?)\s*(?:→|->|=>)\s*(?=(?:leave|keep)\s+(?:it\s+|this\s+|that\s+|those\s+|them\s+)?(?:blank|empty|off)\b)`, 'u');

/**
 * "CEUs: 1.6 (NOT the 16 PDH number — our form wants CEUs), credit type CEU": a keyed figure, a remark in brackets
 * that says which figure it is not, and more said after. The key keeps the figure; what follows is a line of its own.
 */
export function withFigureApartFromDenial(line: string): string {
  const m = line.match(FIGURE_THEN_DENIAL);
  return m ? `${m[1]}${m[2]}${m[3] ? `\n${m[3]}` : ''}` : line;
}
const FIGURE_THEN_DENIAL = new RegExp(String.raw`^(\s*${CHECKLIST_LEAD}\p{L}[\p{L} &'’/-]{0,30}:\s+)(\$?\d[\d.,]*)\s+\((?=[^()\n]*\b(?:NOT|[Nn]ot|isn['’]t)\b)[^()\n]{3,100}\)(?:[,;]?\s+(\p{L}.*))?$`, 'u');

/**
 * "Country Spain of course, not Romania anymore.": a place's key, the place, and the one it no longer is (or "of course"); a keyed line
 * of its own ("Country: Spain"), between what the line said before and after.
 */
export function withPlaceSaidOverOld(line: string): string {
  const m = line.match(PLACE_OVER_OLD);
  if (!m) return line;
  const before = line.slice(0, m.index).trim();
  const after = line.slice(m.index! + m[0].length).trim();
  return [before, `${m[1]}: ${m[2]}`, after].filter((part) => part !== '' && !/^[-*•]$/.test(part)).join('\n');
}
// ("…, city Utrecht, country Netherlands of course.": or said to be so of course, after a comma too.)
const PLACE_OVER_OLD = /(?<=^\s*(?:[-*•]\s+)?|[.!?]\s+|,\s+)([Cc]ountry|[Cc]ity|[Ss]tate|[Pp]rovince)\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)(?:(?:\s+of\s+course|\s+obviously)(?:,\s+not\s+\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?(?:\s+any\s?more)?)?|(?:\s+now)?,\s+not\s+\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?(?:\s+any\s?more)?)\s*[.!]/u;

/**
 * "- address for the LLC = the new PO box: PO Box 2291, Decatur, GA 30031. not Mom's Tucker house, not the duplex": a
 * key equated to a description of its value, the value after a colon, then what it is not. The key takes the value;
 * the denial is a line of its own.
 */
// (Read over the whole text, before keys equated to values are read as such.)
export function withDescribedValueKeyed(text: string): string {
  return text.replace(EQUATED_TO_DESCRIPTION, (_whole, key: string, value: string, denial: string | undefined) => `${key}: ${value}${denial ? `\n${denial}` : ''}`);
}
const EQUATED_TO_DESCRIPTION = /^([ \t]*(?:[-*•][ \t]+)?\p{L}[^=:\n]{1,40}?)[ \t]*=[ \t]*(?:the|my|our|his|her|their)[ \t]+(?:[\p{L}'’-]+[ \t]+){0,3}[\p{L}'’-]+:[ \t]+(\S[^\n]*?)(?:\.[ \t]+(not\b[^\n]*))?\.?$/gmu;

/**
 * "Put his vendor number on the account-number line." over "… for vendor V-20417 …" (or "Your vendor number with us
 * is V-20871"): a number sent to a box by its kind, given elsewhere in the text after that kind's word. Keyed by the
 * box ("account-number: V-20417"), once.
 */
// (Read over the whole text: the number is given in another sentence.)
export function withNumberOfKindSentToBox(text: string): string {
  const sent = text.match(NUMBER_OF_KIND_TO_BOX);
  if (!sent) return text;
  const [, kind, box] = sent as unknown as [string, string, string];
  const given = [...text.matchAll(new RegExp(String.raw`\b${escapeRegExp(kind)}(?:\s+(?:number|no\.?|#|ID))?(?:\s+with\s+(?:us|them|you))?(?:\s*[:#]|\s+is)?\s*([A-Z]{1,3}-?\d[\dA-Z-]{2,14})\b`, 'gi'))].map((m) => m[1]!);
  if (new Set(given).size !== 1) return text;
  return `${text}\n${box.trim()}: ${given[0]}`;
}
const NUMBER_OF_KIND_TO_BOX = /\b(?:put|enter|write|use)\s+(?:his|her|their|our|the|its)\s+(vendor|customer|client|member|employee|supplier|payee|account)\s+(?:number|no\.?|#|ID)\s+(?:on|in)\s+the\s+([\p{L}][\p{L} -]{2,30}?)\s+(?:line|box|field|spot|space)\b/iu;

/** "LLC name …: Calloway Street Properties LLC (no comma)": a remark on how a name is written, after it, goes. */
export function withoutRemarkOnHowWritten(line: string): string {
  return line.replace(REMARK_ON_HOW_WRITTEN, '$1');
}
const REMARK_ON_HOW_WRITTEN = /^(\s*(?:[-*•]\s+)?[^:\n]{2,60}:\s+\p{Lu}[^()\n]*?[\p{L}.])\s+\((?:no|without|with)\s+(?:the\s+|a\s+)?(?:comma|commas|hyphen|dash|dot|period|full\s+stop|space|apostrophe|accent)s?\)\s*$/u;

/** "Course number: none — LXQV is Tito's order reference, not a course #": the key's answer is none; the remark goes. */
export function withNoneBeforeRemark(line: string): string {
  return line.replace(NONE_THEN_REMARK, '$1$2');
}
const NONE_THEN_REMARK = new RegExp(String.raw`^(\s*${CHECKLIST_LEAD}\p{L}[\p{L} #&'’/-]{0,30}:\s+)(none|n\/a|nothing)\s*(?:[—–]|\s-)\s+\S.*$`, 'iu');

/**
 * "Title: Mathematical Statistician — GS-1529-13, step 3 (…)": a position's title, then its pay plan, series and grade
 * after a dash; the title keeps its key and the pay plan is a line of its own, which the pay grade reader reads.
 */
export function withPayPlanApartFromTitle(line: string): string {
  return line.replace(TITLE_THEN_PAY_PLAN, '$1$2\n$3');
}
const TITLE_THEN_PAY_PLAN = new RegExp(String.raw`^(\s*${CHECKLIST_LEAD}(?:[Pp]osition\s+)?[Tt]itle\s*:\s+)(\p{Lu}[\p{L} ,&'’-]*?\p{L})\s+[—–-]+\s+((?:GS|GG|GL|WG|WL|WS|NH|ND|SES|AD)-\d{3,4}\b.*)$`, 'u');

/**
 * "Step: she got her WGI effective 01/12/2025, so she's GS-11 step 4 now, not 3.": a keyed step whose note gives the
 * grade with it; the key takes the step's number ("Step: 4").
 */
export function withStepNumberKept(line: string): string {
  return line.replace(STEP_IN_NOTE, '$1$2');
}
const STEP_IN_NOTE = new RegExp(String.raw`^(\s*${CHECKLIST_LEAD}step\s*:\s+)(?=\D)[^\n]*?\b(?:GS|GG|GL|WG|WL|WS)-?\d{1,2},?\s+step\s+(\d{1,2})\b(?:\s+now)?(?:\s*,?\s+not\s+\d{1,2})?\s*[.!]?\s*$`, 'iu');

/**
 * "Appointment: her term appointment was converted - SF-50 effective 03/16/2025 makes her Career-Conditional.": a
 * keyed note that tells of a change and what it made the person; the key takes what they were made.
 */
export function withValueMadeByChange(line: string): string {
  return line.replace(MADE_BY_CHANGE, '$1 $2');
}
const MADE_BY_CHANGE = new RegExp(String.raw`^(\s*${CHECKLIST_LEAD}\p{L}[\p{L} /-]{1,30}:)\s+(?=[^\n]*\b(?:convert|promot|reassign|chang))[^\n]*?\b(?:makes|made|making|converting|converted|converts|promoting|promoted|changing|changed)\s+(?:her|him|them|me)\s+(?:to\s+|into\s+)?(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?)\b(?![\p{L}-])[^\n]*$`, 'u');

/** "objective (box 20): …": a key that names its box in brackets, read as the form numbers it ("20. objective: …"). */
export function withBoxInBracketsLeading(line: string): string {
  return line.replace(BOX_IN_BRACKETS, '$1$4. $2:');
}
const BOX_IN_BRACKETS = new RegExp(String.raw`^(\s*${CHECKLIST_LEAD})(\p{L}[\p{L} /&'’-]{1,40}?)\s*\(\s*(box|line|item)\s+(\d{1,2}[a-z]?)\s*\)\s*:`, 'iu');

/**
 * "Line 3: check Single.", "Line 4 (the little box …): check it, since …", "Line 7: do NOT write Exempt. … Leave 7
 * blank.": a line of the form keyed by its number, its value an instruction rather than a value. Said as the
 * instruction reads: "Check Single on line 3.", "Check the line 4 box, since …", "Leave line 7 blank." (The line's
 * number said alone in the value, "Leave 7 blank", is the line's too.)
 */
export function withLineInstructionsSaid(line: string): string {
  const m = line.match(LINE_KEYED_INSTRUCTION);
  if (!m) return line;
  const [, lead, number, verb, object, rest] = m as unknown as [string, string, string, string, string, string];
  const leftBlank = (after: string) => after.replace(new RegExp(String.raw`\b([Ll]eave)\s+${number}\s+(blank|empty)\b`), `$1 line ${number} $2`);
  if (/^(?:do\s+not|don['’]t|never)\b/i.test(verb)) return `${lead}Leave line ${number} blank.${leftBlank(rest.replace(/^[^.;!\n]*[.;!]?/, ''))}`;
  if (/^(?:it|this|that|the\s+box|yes)$/i.test(object)) return `${lead}Check the line ${number} box${leftBlank(rest)}`;
  return `${lead}Check ${object} on line ${number}${leftBlank(rest)}`;
}
const LINE_KEYED_INSTRUCTION = new RegExp(
  String.raw`^(\s*${CHECKLIST_LEAD})[Ll]ine\s+(\d{1,2}[a-z]?)\b(?:\s*\([^()\n]{0,80}\))?\s*:\s+(check|tick|mark|do\s+not|don['’]t|never)\s+((?:write|put|enter)\s+\p{Lu}[\p{L}]*|it|this|that|the\s+box|yes|\p{Lu}[\p{L}]*(?:\s+\p{Lu}[\p{L}]*){0,3})\b(.*)$`,
  'iu',
);

/**
 * '"Kestrel Ridge Survey" is what's on the trucks and invoices -> business name / DBA line only.': a value in quotes,
 * why it is known, then an arrow to the line it goes on. Keyed by that line ("business name / DBA: Kestrel Ridge
 * Survey").
 */
export function withQuotedValueArrowedToLine(line: string): string {
  return line.replace(QUOTED_VALUE_ARROWED, (_whole, lead: string, value: string, target: string) => `${lead}${target.trim()}: ${value}`);
}
const QUOTED_VALUE_ARROWED = new RegExp(String.raw`(^\s*${CHECKLIST_LEAD}|(?<=[.!?]\s+))["“]([^"”\n]{2,60})["”]\s+(?:is|was|are)\s+[^\n"“]{0,80}?\s(?:->|→|=>)\s*(\p{L}[\p{L} /&'’-]{2,40}?)\s+(?:line|box|field)(?:\s+only)?\s*[.!]?\s*$`, 'u');

/** "Legal name exactly as the IRS has it: …": "exactly" before what a key's value is as is no part of the key. */
export function withoutExactlyInKey(line: string): string {
  return line.replace(EXACTLY_AS_IN_KEY, '$1').replace(EXACTLY_BEFORE_COLON, '$1');
}
// ("Skill learning objective, exactly: \"Build …\"": or said just before the colon.)
const EXACTLY_BEFORE_COLON = new RegExp(String.raw`^(\s*${CHECKLIST_LEAD}\p{L}[\p{L} '’/-]{1,40}?),?\s+(?:exactly|verbatim|word\s+for\s+word)(?=\s*:)`, 'u');
// ("c) The names. Legal name exactly like on our tax return: …": or said like it is, after a sentence of the line.)
const EXACTLY_AS_IN_KEY = new RegExp(String.raw`((?:^\s*${CHECKLIST_LEAD}|(?<=[.!?]\s+))\p{L}[\p{L} '’-]{1,30}?\s)(?:exactly|precisely)\s+(?=(?:as|like)\s[^:\n]{1,40}:)`, 'u');

/** "kalibras: 12 (12 gauge)": a figure, then in brackets the same figure with its unit, is the figure with its unit. */
export function withFigureSaidAgainWithUnit(line: string): string {
  return line.replace(FIGURE_SAID_AGAIN_WITH_UNIT, '$1$2 $3');
}
const FIGURE_SAID_AGAIN_WITH_UNIT = /(:[ \t]*)(\d[\d.,]*)[ \t]+\(\2[ \t]*(\p{L}[\p{L}.]*)\)[ \t]*$/u;

/**
 * "Favourite colour: in Bulgarian I would say …. It is between orange and brown, but if I must choose from your list,
 * then orange, not brown.": a keyed line that talks its value over and ends on the one chosen; the key takes it.
 */
export function withValueChosenAtLast(line: string): string {
  return line.replace(CHOSEN_AT_LAST, '$1 $2');
}
const CHOSEN_AT_LAST = /^(\s*(?:[-*•]\s+)?\p{L}[^:\n]{1,30}:)\s+\S.*?\bif\s+(?:I|we)\s+(?:must|have\s+to|need\s+to|had\s+to)\s+(?:choose|pick|select)\b[^,\n]*,\s*(?:then\s+)?(\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*){0,2}?)(?:,?\s+not\s+[\p{L} -]{1,30})?\s*[.!]?\s*$/u;

/**
 * "- Age: the 47 is from the start. Your time skip adds three.", "Age: 27 at campaign start (+2 yrs after the winter
 * time skip)": a keyed age whose line says how many years to add to it; the key takes the sum ("- Age: 50").
 */
export function withAgeAddedOnLine(line: string): string {
  const said = AGE_THEN_YEARS_ADDED.exec(line);
  const years = said ? countOfWord(said[3]!) : undefined;
  return said && years !== undefined ? `${said[1]} ${Number(said[2]) + years}` : line;
}
const AGE_THEN_YEARS_ADDED = /^(\s*(?:[-*•]\s+)?(?:[\p{L}'’]+\s+)?age:)\s+\D{0,40}?\b(\d{1,3})\b[^\n]*?(?:\b(?:adds?|plus|add\s+on)\s+|\(\s*\+\s*)(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\b(?:\s+(?:years?|yrs?)\b)?[^\d\n]*$/iu;

/**
 * "- Legal name is exactly what's on the CP261: Clearhand Interpreting Services, Inc. On invoices …": a key said to be
 * as a paper has it, then the value after a colon; keyed plainly ("- Legal name: Clearhand …"), the rest as it is.
 */
// ("6. Property is the one in the document title, but write it in full with the unit: 2217 W. Belle Plaine Ave., …": or
// said to be written some way, then given.)
export function withValueAsOnPaperKeyed(line: string): string {
  return line.replace(VALUE_AS_ON_PAPER, '$1$2: ').replace(KEY_THEN_WRITE_IT, '$1$2: ');
}
const KEY_THEN_WRITE_IT = /^(\s*(?:\d{1,2}[.)]\s+|[-*•]\s+)?)(\p{Lu}[\p{L} ]{1,30}?)\s+is\s+[^:\n]{1,80}?\b(?:write|put|enter|use)\s+(?:it|this|that|them)\b[^:\n]{0,40}:\s+(?=\S)/u;
const VALUE_AS_ON_PAPER = /^(\s*(?:[-*•]\s+)?)(\p{L}[\p{L} ]{1,30}?)\s+is\s+(?:exactly\s+|just\s+)?(?:what['’]s|what\s+is|as\s+(?:it\s+is\s+)?(?:written|shown|printed))\s+(?:on|in)\s+(?:the|my|our|his|her|their)\s+[^:\n]{1,40}:\s+(?=\S)/u;

/**
 * "In old record somebody wrote me as man. I am woman, please correct it.": the writer's gender said of themselves,
 * keyed as a form asks for it ("Gender: Woman"), after the line. Only where the word ends the clause: "I am a man of
 * my word" says no such thing.
 */
export function withOwnGenderSaid(line: string): string {
  const said = OWN_GENDER.exec(line);
  return said ? `${line}\nGender: ${said[1]!.charAt(0).toUpperCase()}${said[1]!.slice(1).toLowerCase()}` : line;
}
const OWN_GENDER = /\bI\s+am\s+(?:a\s+)?(woman|man|female|male)(?=\s*[,.;!]|\s*$)/i;

/**
 * An event platform's confirmation: "You're going to GSI Design Workshop 2025: Bioretention, … (GSI-204)" names the
 * course (its code in brackets the course's number), "Organized by High Plains Stormwater Institute" over its address
 * line names who gives it, and "Questions? Contact Marisol Etchart, Program Coordinator." whom to ask. Each is keyed
 * as a form would ask for it. (Over the whole text: the organiser's address is on the line under its name.)
 */
export function withEventConfirmationKeyed(text: string): string {
  return text
    .replace(GOING_TO_EVENT, (_whole, title: string, code: string | undefined) => `Course title: ${title.trim()}${code ? `\nCourse number: ${code}` : ''}`)
    .replace(ORGANIZED_BY_OVER_ADDRESS, 'Organized by $1, $2')
    .replace(QUESTIONS_TO_CONTACT, '$1Point of contact: $2');
}
const GOING_TO_EVENT = /^[ \t]*(?:You['’]re going to|You['’]re registered for|You are registered for|Thanks for registering for)\s+([^\n]+?)(?:\s+\(([A-Z]{2,}[-\s]?\d{2,}[A-Z]?)\))?[ \t]*[!.]?[ \t]*$/gmu;
const ORGANIZED_BY_OVER_ADDRESS = /^[ \t]*(?:Organized|Organised|Hosted|Presented)\s+by\s+(\p{Lu}[^\n,]{2,80}?)[ \t]*\n[ \t]*(\d{1,6}\s+\p{Lu}[^\n]*)$/gmu;
const QUESTIONS_TO_CONTACT = /^([ \t]*)Questions\?\s+(?:Please\s+)?[Cc]ontact\s+(\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+){1,2})(?:,\s*[\p{L} ]{2,40})?\.?[ \t]*$/gmu;

/**
 * "now: Tue, Nov 18, 2025 8:00 AM – Wed, Nov 19, 2025 4:30 PM MST": a range of days with their times, as an event's
 * page gives it; the days alone ("Nov 18, 2025 – Nov 19, 2025"), which the range reader reads. A change notice's "was:"
 * line over its "now:" line goes.
 */
export function withTimesOffDateRanges(text: string): string {
  return text.replace(DATE_TIME_RANGE, '$1 – $2').replace(WAS_OVER_NOW, '');
}
/** "  was: Tue, Oct 28, 2025 …" over "  now: Tue, Nov 18, 2025 …": a change notice's old value, which the new one replaces. */
const WAS_OVER_NOW = /^[ \t]*(?:was|old|before|previously)\s*:[^\n]*\n(?=[ \t]*(?:now|new|after|changed\s+to)\s*:)/gim;
const WEEKDAY = String.raw`(?:(?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)(?:day|sday|nesday|rsday|urday)?\.?,?\s+)?`;
const MONTH_DAY_YEAR = String.raw`(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+\d{1,2},\s+\d{4}`;
const CLOCK = String.raw`\d{1,2}:\d{2}\s*(?:[AaPp]\.?[Mm]\.?)?`;
const DATE_TIME_RANGE = new RegExp(String.raw`${WEEKDAY}(${MONTH_DAY_YEAR}),?\s+${CLOCK}\s*(?:[–—-]|to)\s*${WEEKDAY}(${MONTH_DAY_YEAR}),?\s+${CLOCK}(?:\s+[A-Z]{2,4}\b)?`, 'g');

/**
 * "Signing is set for Thursday, July 24, 2025 at First Interstate Bank. Put that date on both "Dated" lines (witness and
 * notary).": a date the line gives, then said to go in the lines a quoted label names; keyed by that label after the line.
 */
export function withDatePutOnLinesNamed(line: string): string {
  const put = THAT_DATE_PUT.exec(line);
  if (!put) return line;
  const dates = findTypedValues(line.slice(0, put.index)).filter((t) => t.kind === 'date' && t.date !== undefined);
  const date = dates.at(-1);
  return date ? `${line}\n${put[1]!.trim()}: ${line.slice(date.start, date.end)}` : line;
}
const THAT_DATE_PUT = /\b(?:put|use|write|enter)\s+(?:that|this|the\s+same)\s+date\s+(?:on|in|for|as)\s+(?:both|all|each\s+of)?\s*(?:the\s+)?["“]([^"”\n]{2,30})["”]\s*(?:lines?|boxes|fields?|blanks?|spaces?)\b/iu;

/**
 * "2. Agent (attorney-in-fact): Kirsten Sorensen Abbate, who lives in Wheaton, Illinois. She's only a CC …": a keyed
 * person's name, then what is said of them in a clause opened by "who". The name is the key's value; the clause goes on
 * a line of its own under the same key ("Agent (attorney-in-fact): lives in Wheaton, Illinois. …"), still theirs. So
 * is one opened by "she" or "he": "Please make my niece the agent instead: Claire M. Rhee, she lives in Skokie."
 */
// ("The witness at the paper signing will be Corinne Abara, who works at the notary's office.": in prose, the clause is
// a sentence of its own, said of the person by name.)
export function withClauseAfterKeyedNameApart(line: string): string {
  // (The keyed sentence may come after others on its line: "- Tom will be in Lisbon …. Please make my niece the agent
  // instead: Claire M. Rhee, she lives in Skokie.")
  const [before, keyedSentence] = KEYED_NAME_WHO.test(line) ? ['', line] : (line.match(LAST_SENTENCE_KEYED)?.slice(1) ?? ['', line]);
  const said = KEYED_NAME_WHO.exec(keyedSentence!);
  return said ? `${before}${said[1]}${said[2]}\n${said[1]}${said[3]}` : line.replace(NAME_WHO, '$1. $1 ');
}
const LAST_SENTENCE_KEYED = /^(.*[.!?]\s+)(\p{Lu}[^.!?:\n]{1,40}:\s+[^:\n]*)$/u;
const NAME_WHO = /(\p{Lu}\p{Ll}[\p{L}'’-]*(?:\s+\p{Lu}\.)?(?:\s+\p{Lu}\p{Ll}[\p{L}'’-]*){1,3}),\s+who\s+(?=works\b)/gu;
const KEYED_NAME_WHO = /^(\s*(?:\d{1,2}[.)]\s+|[-*•]\s+)?[\p{L}][\p{L} ()'’-]{1,40}:\s+)(\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}\.)?(?:\s+\p{Lu}[\p{Ll}'’-]+){1,3}),\s+(?:who|she|he|they)\s+((?:lives|is|was|works|has|moved)\b.*)$/u;


/**
 * "1. Principal is the same, Gerald T. Olszewski, still living in Green Valley, Arizona.": a role said to stay whom it
 * was, then named. Keyed as the role ("1. Principal: Gerald T. Olszewski, still living in …").
 */
export function withRoleSaidUnchangedKeyed(line: string): string {
  return line.replace(ROLE_SAID_UNCHANGED, '$1$2: ');
}
const ROLE_SAID_UNCHANGED = /^(\s*(?:\d{1,2}[.)]\s+|[-*•]\s+)?)(\p{Lu}[\p{Ll}]+(?:[ -]\p{Ll}+){0,2})\s+is\s+(?:still\s+)?(?:the\s+same|unchanged|as\s+before)\s*[,:–—-]\s*(?=\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}\.)?\s+\p{Lu})/u;

/**
 * "Fill in your credit union as the requester: Prairie Lakes Community Credit Union, 400 N Bassett St, …": what to put
 * for a role, said after a colon. Keyed as the role, to the sentence's end; the sentences after it go on a line of
 * their own.
 */
export function withRoleAfterColonKeyed(line: string): string {
  const said = ROLE_AFTER_COLON.exec(line);
  if (!said) return line;
  const rest = said[3]!.match(/^(.*?[^A-Z\s]\.)\s+(\p{Lu}.*)$/u);
  return `${said[1]}${said[2]}: ${rest ? `${rest[1]}\n${rest[2]}` : said[3]}`;
}
const ROLE_AFTER_COLON = /^(\s*(?:\d{1,2}[.)]\s+|[-*•]\s+)?)(?:please\s+)?(?:fill\s+in|put(?:\s+down)?|use|list|enter|write(?:\s+down)?)\s+(?:your|my|our|the|his|her|their)\s+[\p{L}' -]{2,30}?\s+as\s+(?:the\s+)?(\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,2})\s*:\s*(\S.*)$/iu;

/**
 * "For the account number, use the vendor ID your procurement system assigned me, V-20931.": a code given for a thing
 * the sentence opens by naming. Keyed as that thing.
 */
export function withCodeForThingNamedFirst(line: string): string {
  const keyed = line.replace(CODE_FOR_THING, (whole, thing: string, code: string) => `${whole}\n${thing}: ${code}\n`);
  // (The sentences after it go on a line of their own.)
  return keyed === line ? line : keyed.replace(/\n[ \t]+/g, '\n').trimEnd();
}
const CODE_FOR_THING = /(?<=^|[.!?]\s+)[Ff]or\s+(?:the\s+|your\s+|my\s+)?(\p{L}[\p{L}'’()-]*(?:\s+\p{L}[\p{L}'’()-]*){0,3}),\s+(?:please\s+)?(?:use|put|enter|write)\b[^.\n]{0,80}?,\s+([\p{Lu}\d][\p{Lu}\d-]*\d[\p{Lu}\d-]*)\.(?=\s|$)/gu;

/**
 * "My account number is the Schwab one ending 2093 (8841-2093).": a number described by its last digits, the whole
 * number in brackets after it, said as the number.
 */
export function withNumberInBracketsAfterEnding(line: string): string {
  return line.replace(DESCRIBED_BY_ENDING, '$2');
}
const DESCRIBED_BY_ENDING = /\b(?:the|my|our|his|her|their)\s+(?:[\p{L}&'’-]+\s+){0,3}?(?:one|account|number|card|acct)\s+ending\s+(?:in\s+)?(\d{3,4})\s*\(([\d -]*\1)\)/giu;

/**
 * "and faction is the Emerald Enclave now, she quit the Harpers in ep 12": a thing's name said new with "now" after it,
 * said as "faction is now the Emerald Enclave", as a new value is read.
 */
export function withNowBeforeNewValue(line: string): string {
  // (Said as a sentence would start it: "The faction is now …".)
  return line.replace(NAMED_THEN_NOW, (_whole, thing: string, value: string) => `${/^(?:the|her|his|my|their|our)\s/i.test(thing) ? thing.replace(/^\p{Ll}/u, (c) => c.toUpperCase()) : `The ${thing}`} is now ${value}`);
}
const NAMED_THEN_NOW = /\b((?:(?:[Tt]he|[Hh]er|[Hh]is|[Mm]y|[Tt]heir|[Oo]ur)\s+)?(?!(?:and|also|but|then|now|plus)\b)\p{Ll}{3,}(?:\s+\p{Ll}{3,})?)\s+is\s+((?:the\s+)?\p{Lu}[\p{L}'’-]*(?:\s+(?:of\s+the\s+|of\s+)?\p{Lu}[\p{L}'’-]*){0,4})\s+now\b/gu;

/**
 * "the present address = the Default (455 Grand St, Apt 6C, Jersey City NJ).": an address keyed by a pointer to where
 * it is written ("the Default" of a pasted address book), the address itself in brackets. The key's value is the
 * address.
 */
export function withAddressInBracketsAfterPointer(line: string): string {
  // (Its state after the city with no comma and no ZIP, "Jersey City NJ", set apart as an address writes it.)
  return line.replace(ADDRESS_AFTER_POINTER, (_whole, key: string, address: string) => `${key}${address.replace(/(\p{Ll})\s+([A-Z]{2})$/u, '$1, $2')}`);
}
const ADDRESS_AFTER_POINTER = /^(\s*(?:[-*•]\s+)?[^:=\n]{0,40}?\baddress\b[^:=\n]{0,20}?\s*[:=]\s+)(?:the|my|our|his|her)\s+\p{L}+(?:\s+\p{L}+)?\s+\(((?:\d{1,6}\s+\p{L}|P\.?\s?O\.?\s+Box\b)[^()]*)\)(?=\s*(?:[.;,]|$))/iu;

/**
 * "I copied Greg's license at breakfast last week: Illinois, V200-5512-7719. Mine is Illinois too, H556-1043-2290.":
 * a licence keyed by how the writer came by it, and the writer's own said as "mine" after it. Said as keyed lines
 * ("Greg's driver's license: Illinois, V200-…", "My driver's license: Illinois, H556-…"), as a licence is read.
 */
export function withLicenceCopiedKeyed(line: string): string {
  const keyed = line.replace(LICENCE_COPIED, (_whole, owner: string, value: string) => `${owner}'s driver's license: ${value}`);
  if (keyed === line) return line;
  return keyed.replace(MINE_AFTER_LICENCE, (_whole, state: string, number: string) => `\nMy driver's license: ${state}, ${number}`);
}
const LICENCE_COPIED =
  /^(?:\s*(?:[-*•]\s+)?)(?:I|we)\s+(?:copied|scanned|photographed|wrote\s+down|took\s+(?:a\s+)?(?:photo|picture|copy)\s+of|have\s+a\s+copy\s+of|checked)\s+(\p{Lu}[\p{L}'’-]+)['’]s\s+(?:driver['’]?s?\s+)?licen[cs]e\b[^:\n]{0,60}:\s*([^.\n]*\d[^.\n]*)/u;
/** ". Mine is Illinois too, H556-1043-2290" (1 the state, 2 the number). */
const MINE_AFTER_LICENCE = /\.\s+Mine\s+is\s+(\p{Lu}\p{L}+(?:\s+\p{Lu}\p{L}+)?)(?:\s+too|\s+as\s+well)?,?\s+([A-Z]\d{3}-\d{4}-\d{4}|[A-Z0-9][A-Z0-9-]{5,}\d)(?=[.\s]|$)/u;

/**
 * "- backstory: the card doesn't have one you could fit on a sheet so here's a short version, please use exactly this:"
 * over '  "Raised in the canal slums of Mirehold, …"': a keyed note that ends by pointing to the quoted text under it.
 * The key takes the quoted text (a function of the whole text, as the value is on the next line).
 */
export function withQuotedValueUnderKeyedNote(text: string): string {
  return text.replace(KEYED_NOTE_THEN_QUOTE, (_whole, key: string, quoted: string) => `${key} ${quoted}`);
}
const KEYED_NOTE_THEN_QUOTE =
  /^(\s*(?:[-*•]\s+)?\p{L}[\p{L} &'’/+-]{0,30}:)[ \t]+[^\n]*\b(?:use|put|write|copy|enter)\s+(?:in\s+)?(?:exactly\s+|word\s+for\s+word\s+|verbatim\s+)?(?:this|the\s+following|what['’]?s\s+below)(?:\s+exactly|\s+word\s+for\s+word|\s+verbatim)?\s*:[ \t]*\n[ \t]*["“]([^"”\n]{10,})["”][ \t]*$/gmu;

/**
 * 'In the "Requester's name and address" box please put:' over an indented block ("    Sweet Auburn Food Co-op, Attn:
 * Accounts Payable" / "    1180 Ponce de Leon Ave NE, Atlanta, GA 30306"): a sentence that names a box in quotes and
 * ends by pointing to the lines under it. The box's name keys the block's lines, joined as one value (a function of
 * the whole text, as the value is on the lines under the sentence).
 */
export function withBlockUnderNamedBoxKeyed(text: string): string {
  return text.replace(NAMED_BOX_THEN_BLOCK, (whole, box: string, block: string) => `${whole.trimEnd()}\n${box}: ${block.split('\n').map((line) => line.trim()).filter((line) => line !== '').join(', ')}\n`);
}
const NAMED_BOX_THEN_BLOCK = /^(?=[^\n]*\b(?:put|enter|use|write|type|show)\b)[^\n]*["“]([^"”\n]{3,60})["”]\s+(?:box|field|section|block|space)\b[^\n]*:[ \t]*\n(?:[ \t]*\n)?((?:[ \t]{2,}\S[^\n]*(?:\n|$)){1,4})/gimu;

/**
 * "2. Line 2 is Mesa Verbatim Captioning. That's only my DBA.": a form's line said to be a name, as a keyed line ("Line 2:
 * Mesa Verbatim Captioning.") is read. (A figure said so, "Line 8 is still 1 (4,850 / 3,500 …)", is read as it is.)
 */
export function withLineSaidToBeKeyed(line: string): string {
  return line.replace(LINE_SAID_TO_BE, '$1Line $2: ');
}
const LINE_SAID_TO_BE = /^(\s*(?:\d{1,2}[.)]\s+|[-*•]\s+)?)[Ll]ine\s+(\d{1,2}[a-z]?)\s+(?:is|should\s+be|=)\s+(?=\p{Lu})(?!I\b)/u;

/**
 * "Address: PO Box 114 was closed at the end of December. Use the shop: N56W24790 Corporate Circle, …": a keyed value
 * said to be gone, then the one to use in its place after a colon, said as the key's new value.
 */
export function withValueUsedInsteadOfGone(line: string): string {
  const m = line.match(GONE_THEN_USE);
  // (Said as a change, "The address is now …", so that it outweighs the value a pasted record gave before.)
  return m && GONE_WORDS.test(m[3]!) ? `${m[1]}The ${m[2]!.toLowerCase()} is now ${m[4]}` : line;
}
const GONE_THEN_USE = /^(\s*(?:[-•*]\s+)?)(\p{L}[\p{L} '’/-]{1,30}):\s+([^:\n]+?[.;])\s+(?:please\s+)?(?:use|put|go\s+with|take)\s+(?:the|this|our|their|his|her|my)\s+[\p{L}'’ -]{1,25}:\s+(\S.*)$/iu;
/** Words that say a value is no longer good: "was closed", "old", "no longer", "moved". */
const GONE_WORDS = /\b(?:closed|old|stale|outdated|no\s+longer|not\s+(?:valid|good|current)|gone|moved|wrong|expired|cancell?ed|discontinued|shut)\b/i;

/**
 * "Account number line = their vendor number only (V-0418), not the PO number": a number described by what it is, the
 * number itself in brackets after it, said as the number.
 */
export function withNumberInBracketsAfterDescription(line: string): string {
  return line.replace(DESCRIBED_NUMBER, '$1');
}
const DESCRIBED_NUMBER = /\b(?:the|my|our|his|her|their|its)\s+(?:[\p{L}&'’-]+\s+){0,3}?(?:number|no\.|code|id)(?:\s+only)?\s*\((\p{L}{0,4}-?\d[\p{L}\d-]*)\)/giu;

/**
 * "The trucks and the website still say Moraine Tree & Stump, so put that on the business name line.": a name a thing
 * shows, put on a line the sentence names, said as that line's value too.
 */
export function withShownNamePutOnLine(line: string): string {
  return line.replace(SHOWN_NAME_PUT_ON_LINE, (whole, name: string, box: string) => `${whole}\n${box.replace(/^\p{Ll}/u, (c) => c.toUpperCase())}: ${name}\n`).replace(/\n[ \t]+/g, '\n').trimEnd();
}
const SHOWN_NAME_PUT_ON_LINE = /\b(?:still\s+)?(?:says?|said|reads?|shows?)\s+(\p{Lu}[\p{L}'’.-]*(?:\s+(?:&|and|of|\p{Lu}[\p{L}'’.-]*)){0,5}),\s+so\s+(?:please\s+)?(?:put|use|enter|write)\s+(?:that|it|this|those)\s+(?:on|in|as|for)\s+(?:the\s+)?([\p{L}/ -]{2,30}?)\s+(?:line|box|field|blank)\b[^.\n]*\./gu;

/**
 * "Requester box (top right of the address section): put us — Lac La Belle Lake Management District, …": the box's
 * value after the words that say it is the writer's own, said as the value.
 */
export function withOwnValuePutInBox(line: string): string {
  return line.replace(PUT_US_IN_BOX, '$1');
}
const PUT_US_IN_BOX = /^(\s*(?:[-•*]\s+)?[^:\n]{2,40}?\b(?:box|line|field|block|section)(?:\s*\([^()\n]{1,60}\))?\s*[:=]\s*)(?:please\s+)?(?:put|use|it['’]?s|that['’]?s)\s+(?:us|me|ours|mine)\s*[—–:-]\s*(?=\S)/iu;

/**
 * "Course: WR-2D-305  HEC-RAS 2D Modeling for Levee Breach Analysis": a course's code, then its title after a wide gap
 * or a dash, as a catalogue or a quote prints them, said as the course's number and its title.
 */
export function withCourseCodeApartFromTitle(line: string): string {
  return line.replace(CODE_THEN_TITLE, (_whole, lead: string, thing: string, code: string, title: string) => `${lead}${thing} number: ${code}\n${thing} title: ${title}`);
}
const CODE_THEN_TITLE = /^(\s*(?:[-•*]\s+)?)(course|class|module|session)\s*:\s*((?=[A-Z\d.-]*\d)[A-Z][A-Z\d]*(?:[-.][A-Z\d]+)+|[A-Z]{2,5}\d{2,4}[A-Z]?)(?:\s{2,}|\s+[-–—:|]\s+)(\p{Lu}\S*(?:\s+\S+){1,12})\s*$/iu;

/**
 * "Treasure: he drank both healing potions …, so take those off. Also add the brass key … So: tinker's tools, a pocket
 * watch …, and a brass key from session zero.": a keyed value told as changes, then said whole after "So:", keyed as
 * what it comes to.
 */
export function withValueAfterSoKeyed(line: string): string {
  return line.replace(SO_THEN_VALUE, '$1');
}
const SO_THEN_VALUE = /^(\s*(?:[-•*]\s+)?[^:\n]{2,40}:\s+)[^\n]*?\b[Ss]o\s*:\s+(?=\S)/u;

/**
 * "Allies: blank, as the DM says.", "Line 10  (blank)": a box said to be blank, perhaps with a remark after, said as
 * the box to be left blank.
 */
export function withBlankBoxSaid(line: string): string {
  return line.replace(BLANK_BOX, (_whole, key: string) => `${key.replace(/:?\s*$/, '')}: leave blank`);
}
const BLANK_BOX = /^(\s*(?:[-•*]\s+)?(?:[^:\n]{2,40}:|line\s+\d{1,3}[a-z]?\s{2,})\s*)\(?(?:blank|empty|left\s+blank)\)?(?:\s*[,;(–—-]\s*(?:as|per|like|because|since|for\s+now|see)\b[^\n]*|\s*\.?)$/iu;

/** "Hair: still white. He's not bald, that's the goggles.": a one-word value said to be unchanged, keyed as the value. */
export function withStillBeforeValueDropped(line: string): string {
  return line.replace(STILL_THEN_VALUE, '$1$2');
}
const STILL_THEN_VALUE = /^(\s*(?:[-•*]\s+)?[^:\n]{2,40}:\s+)still\s+(\p{L}[\p{L}'’-]*)(?=\s*(?:[.,;!]|$))/iu;

/** "Account number(s) line: leave it empty": a key written with a form's "(s)" for one or more, keyed as one. */
export function withPluralMarkInKeyDropped(line: string): string {
  return line.replace(PLURAL_MARK_IN_KEY, '$1$2');
}
const PLURAL_MARK_IN_KEY = /(^|[.!?]\s+)([^:.!?\n]{0,40}?\p{L})\((?:s|es)\)(?=[^:.!?\n]{0,30}:\s)/gu;

/**
 * "1. Name on line 1 is MY name, the way it is on my 1040: Beatriz L. Quintanilla.": a key said to be the writer's own,
 * with a remark on how it is written, then the value after a colon, keyed as the value.
 */
export function withOwnValueAfterRemarkKeyed(line: string): string {
  return line.replace(OWN_VALUE_AFTER_REMARK, '$1$2: ');
}
const OWN_VALUE_AFTER_REMARK = /^(\s*(?:(?:\d{1,2}[.)]|[-•*])\s+)?)(\p{L}[\p{L} ]{1,20}?)\s+(?:on\s+(?:line|box)\s+\w{1,3}\s+)?is\s+(?:MY|my|his|her|their|our)\s+\p{L}+,\s+(?:the\s+way|as|exactly\s+as|just\s+as)\s+[^:\n]{3,60}:\s+(?=\p{Lu})/u;

/** "Height: take it from the card, 183.": a value after the words that say where it is read, said as the value. */
export function withValueAfterSourceSaid(line: string): string {
  return line.replace(VALUE_AFTER_SOURCE, '$1');
}
const VALUE_AFTER_SOURCE = /^(\s*(?:[-•*]\s+)?[^:\n]{2,30}:\s+)(?:please\s+)?(?:take|use|copy|read)\s+(?:it|that|this|them)\s+(?:from|off)\s+(?:the|my|his|her|their)\s+[\p{L} -]{2,20}?,\s+(?=[\p{Lu}\d])/u;

/**
 * "Vendor is the Pacific Islands Concrete Association (they're the ACI sponsoring group out there), 1132 Bishop St, …":
 * an organisation named after "is the", with a remark on it in brackets, said as the organisation and its address.
 * The remark is the writer's aside ("they're …", "it's …", "which is …"), no part of the name or the address.
 */
export function withOrganisationAsideDropped(line: string): string {
  // (Only there: "The company is Bright Harbor Landscaping LLC (that's the legal name on our tax return)" says which
  // name it is.)
  return line.search(ORGANISATION_IS_THE) >= 0 ? line.replace(ASIDE_ON_THEM, '').replace(ORGANISATION_IS_THE, '$1') : line;
}
const ASIDE_ON_THEM = /\s*\((?:they|it|he|she)(?:['’](?:re|s)|\s+(?:is|are|was|were))\s[^()\n]{1,80}\)(?=\s*[,.;]|\s*$)/giu;
const ORGANISATION_IS_THE = /\b((?:[Vv]endor|[Pp]rovider|[Ss]chool|[Cc]ollege|[Ee]mployer|[Ii]nstitution|[Oo]rgani[sz]ation|[Aa]gency|[Ll]ender|[Tt]rainer)\s+is\s+)the\s+(?=\p{Lu}\p{Ll}+\s+\p{Lu})/gu;

/**
 * "Name like the LES but normal way: Mendiola, Rosalyn C.", "Address as on the lease: …": a key that says where its
 * value was seen or how it differs from there is keyed by its first word alone.
 */
export function withKeyOfSourceCut(line: string): string {
  return line.replace(KEY_LIKE_SOURCE, '$1$2:');
}
const KEY_LIKE_SOURCE = /^(\s*(?:[-•*]\s+)?)(Name|Address|Title|Phone|Email)\s+(?:like|as\s+(?:on|in))\s+(?:the|my|his|her|our)\s+[^:\n]{1,40}:(?=\s)/u;

/** "Series is the 0802 on there.": a value pointed at on the document pasted above is that value. */
export function withValueOnThereSaid(line: string): string {
  return line.replace(THE_VALUE_ON_THERE, '$1$2');
}
const THE_VALUE_ON_THERE = /\b((?:is|are)\s+)the\s+([\dA-Z][\w-]*)\s+on\s+(?:there|it|that)\b/g;

/**
 * "24 hours, all duty time, zero non-duty.", "32 hours, all duty time": a course's hours said once, then which kind they
 * all are, said as the duty and non-duty hours apart (the other kind has none).
 */
export function withDutyHoursSplit(line: string): string {
  return withHoursOfDaysWorkedOut(line).replace(HOURS_ALL_ONE_KIND, (_whole, hours: string, kind: string) => (/non/i.test(kind) ? `0 duty hours, ${hours} non-duty hours` : `${hours} duty hours, 0 non-duty hours`));
}
const HOURS_ALL_ONE_KIND = /\b(\d{1,3})\s+hours?,\s+all\s+(?:on\s+)?((?:non-?)?duty)(?:\s+(?:time|hours))?(?:,\s*(?:zero|0|no|none)\s+(?:on\s+)?(?:non-?)?duty(?:\s+(?:time|hours))?)?/gi;

/**
 * "Purchase card log number for the document/PO box: PC-0925-0417": a value described, then the form's box it is for,
 * is keyed by that box ("document/PO: PC-0925-0417"); what the writer calls it says nothing the box's name does not.
 */
export function withBoxNamedAfterFor(line: string): string {
  return line.replace(DESCRIBED_FOR_THE_BOX, '$1$2: ');
}
/** "Purchase card log number for the document/PO box: " (1 the line's opening, 2 the box's name). */
// (Not "My details for the first-line block: …": whose the details are says whose the block is, parties.ts.)
const DESCRIBED_FOR_THE_BOX = /^(\s*(?:[-*•]\s+|\d{1,2}[.)]\s+)?)(?!(?:my|our|his|her|their|your)\s)\p{L}[\p{L}\d '’-]{2,50}?\s+for\s+the\s+(\p{L}[\p{L}\d/&' -]{1,40}?)\s+(?:box|block)\s*:\s*(?=\S)/iu;

/**
 * "7 hours a day on the three days, all within my duty hours": a course's hours said by the day, worked out as its
 * hours in all, of the kind said ("21 hours, all duty time").
 */
function withHoursOfDaysWorkedOut(line: string): string {
  return line
    .replace(HOURS_A_DAY_ON_DAYS, (whole, hours: string, days: string, kind: string) => {
      const count = countOfWord(days) ?? Number(days);
      return Number.isInteger(count) && count > 0 ? `${Number(hours) * count} hours, all ${kind.toLowerCase()} time` : whole;
    })
    .replace(WEEKDAYS_THEN_HOURS_A_DAY, (whole, from: string, to: string, hours: string, kind: string) => {
      const days = (weekdayNumber(to)! - weekdayNumber(from)! + 7) % 7 + 1;
      return days <= WORKING_DAYS_A_WEEK ? `${Number(hours) * days} hours, all ${/non/i.test(kind) ? 'non-duty' : 'duty'} time` : whole;
    });
}
/**
 * "Monday through Thursday, 7.5 hours each day, all during my regular tour of duty" (1 the first day, 2 the last, 3 the
 * hours a day, 4 which kind).
 */
const WEEKDAYS_THEN_HOURS_A_DAY = /\b((?:Mon|Tues?|Wed(?:nes)?|Thu(?:rs)?|Fri|Sat(?:ur)?|Sun)day)\s+(?:through|thru|to|-|–)\s+((?:Mon|Tues?|Wed(?:nes)?|Thu(?:rs)?|Fri|Sat(?:ur)?|Sun)day),?\s+(\d{1,2}(?:\.\d)?)\s+hours?\s+(?:a|per|each)\s+day,?\s+(?:all\s+)?(?:during|within|in|on)\s+(?:my\s+)?(?:regular\s+)?((?:non-?)?duty(?:\s+(?:hours|time))?|tour\s+of\s+duty)\b/gi;
/** "7 hours a day on the three days, all within my duty hours" (1 the hours a day, 2 the days, 3 which kind). */
const HOURS_A_DAY_ON_DAYS = /\b(\d{1,2}(?:\.\d)?)\s+hours?\s+(?:a|per|each)\s+day\s+(?:on|for|over|across)\s+(?:the\s+|all\s+)?(\w+)\s+days?,?\s+(?:all\s+|entirely\s+)?(?:within|during|in|on)\s+(?:my\s+)?((?:non-?)?duty)\s+(?:hours|time)\b/gi;

/**
 * "Duty hours: the two weeks, 8 hours a day. The Saturday open lab I'm doing on my own time, …": a course's duty hours
 * said as its weeks of five working days and the hours of each day, worked out.
 */
export function withDutyHoursOfWeeksWorkedOut(line: string): string {
  const said = line.match(DUTY_WEEKS_OF_DAYS);
  const weeks = said ? countOfWord(said[2]!) ?? Number(said[2]) : NaN;
  return said && Number.isInteger(weeks) && weeks > 0 ? `${said[1]}${weeks * WORKING_DAYS_A_WEEK * Number(said[3])}` : line;
}
/** "Duty hours: the two weeks, 8 hours a day" (1 the key, 2 the weeks, 3 the hours a day). */
const DUTY_WEEKS_OF_DAYS = /^(\s*(?:[-*•]\s+)?(?:training\s+)?duty\s+hours\s*:\s*)(?:the\s+|all\s+)?(\w+)\s+weeks?,?\s+(\d{1,2}(?:\.\d)?)\s+hours?\s+(?:a|per|each)\s+(?:work\s*)?day\b/iu;
const WORKING_DAYS_A_WEEK = 5;

/**
 * "Line 20b: I did the Social Security Benefits Worksheet … and the taxable amount came to 2,017.50.": a keyed note
 * that closes on the figure its working came to, keyed as that figure.
 */
export function withWorkedOutFigureKept(line: string): string {
  return line.replace(CAME_TO_AT_END, '$1$2');
}
const CAME_TO_AT_END = /^(\s*(?:[-*•]\s+)?\p{L}[\p{L}\d ]{0,30}:\s+)\S.*\b(?:came|comes|worked|works)\s+(?:out\s+)?(?:to|at)\s+(\$?\d[\d,]*(?:\.\d{1,2})?)\s*[.!]?\s*$/u;

/**
 * "Features & traits: Darkvision 60 ft; Fey Ancestry; …; Devil's Sight. (She swapped Mask of Many Faces for Devil's Sight
 * at level 9, so not that one.) The LED gauntlet …": a sentence in brackets after a keyed list is a remark on it, no part
 * of it.
 */
export function withRemarkAfterListDropped(line: string): string {
  return KEYED_NOTE.test(line) && /;/.test(line) ? line.replace(BRACKETED_SENTENCE_AT_END, '') : line;
}
const BRACKETED_SENTENCE_AT_END = /(?<=[\p{L}\d]\.)\s+\(\p{Lu}[^()]{10,}[.!?]\)(?=\s|$)/u;

/**
 * "Allies & organizations: Corwin Thale (her mentor); Pip Underbough, the halfling smuggler; and add Sister Maelis of the
 * Temple of Tymora (new last session). Take Vex Dannar OFF - …": a keyed list with an item added at its end, then
 * sentences about other items. The list is its items: "and add" and when the added one came are no part of it, nor are
 * the sentences after it.
 */
export function withItemAddedToList(line: string): string {
  const keyed = line.match(KEYED_NOTE);
  const added = keyed?.[2]!.match(ITEM_ADDED_AT_END);
  if (!keyed || !added || (keyed[2]!.match(/;/g) ?? []).length < 2) return line;
  return `${keyed[1]}${keyed[2]!.slice(0, added.index)}; ${added[1]}`;
}
/** "; and add Sister Maelis of the Temple of Tymora (new last session). …" (1 the item added). */
const ITEM_ADDED_AT_END = /;\s+(?:and\s+)?(?:also\s+)?(?:add|plus)\s+([^;().]+?)\s*(?:\((?:new|added|joined|since|as\s+of)\b[^()]*\))?\s*(?:[.!](?:\s+[^;]*)?)?$/iu;

/**
 * "faction: emerald enclave, u already ok'd it": a remark after a keyed value on who approved it is no part of it.
 */
export function withApprovalRemarkDropped(line: string): string {
  return KEYED_NOTE.test(line) ? line.replace(APPROVAL_REMARK, '') : line;
}
const APPROVAL_REMARK = /,\s+(?:u|you|ya|we|i|the\s+dm)\s+(?:already\s+)?(?:ok['’]?d|okayed|okay['’]?d|approved|agreed\s+to|signed\s+off\s+on)\s+(?:it|that|this)\b[^.;\n]*$/i;

/**
 * "UPDATE 3:40 p.m. - … Signing moved to Wednesday 2/11/2026 at 2:00 p.m., same office.", "Signing moved one week to
 * Friday 3/6/2026": a thing moved to another day, said on a line of its own as that thing's date ("Signing:
 * 2/11/2026"), as the line giving its first date did.
 */
export function withMovedDateKeyed(line: string): string {
  const moved = line.match(MOVED_TO_DATE);
  return moved ? `${line}\n${moved[1]}: ${moved[2]}` : line;
}
const MOVED_TO_DATE = new RegExp(
  String.raw`(?:^|[.!?]\s+|\s[-–—]\s+)(\p{Lu}\p{Ll}+(?:\s+\p{Ll}+)?)\s+${MOVED_WORDS}\s+(?:\p{L}+\s+\p{L}+\s+)?(?:to|for)\s+(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,?\s+)?(\d{1,2}\/\d{1,2}\/\d{2,4}|(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2},\s+\d{4})\b`,
  'u',
);

/**
 * "Height - 6 foot and half an inch in old money.", "five foot 7 and a half": a height in feet with a half inch said in
 * words, written as the height readers read it ("6 ft 0.5 in", "5 ft 7.5 in"); "in old money", the British way of
 * saying imperial, is no part of it.
 */
export function withHalfInchWritten(line: string): string {
  return line.replace(FEET_AND_HALF_AN_INCH, '$1 ft 0.5 in').replace(FEET_INCHES_AND_A_HALF, '$1 ft $2.5 in').replace(IN_OLD_MONEY, '');
}
const FEET_AND_HALF_AN_INCH = /\b(\d)\s*(?:foot|feet|ft)\s+and\s+(?:a\s+)?half\s+an?\s+inch\b/gi;
const FEET_INCHES_AND_A_HALF = /\b(\d)\s*(?:foot|feet|ft)\s+(\d{1,2})\s+and\s+a\s+half(?:\s+inch(?:es)?)?\b/gi;
const IN_OLD_MONEY = /(?<=\d\s*(?:in|inch(?:es)?|ft|foot|feet|lbs?|st|stone|pounds?|miles?)\.?)\s+in\s+old\s+money\b/gi;

/**
 * "Date - I'm doing this tonight (Tuesday 3 March 2026) but I won't get past the post box until Thursday, so put
 * Thursday's date on it.": a weekday's date asked for on a line that gives a full date, said as that weekday's date
 * on or after it ("Date: March 5, 2026"), under the line's key.
 */
export function withWeekdaysDateSaid(line: string): string {
  const asked = line.match(WEEKDAYS_DATE_ASKED);
  if (!asked) return line;
  const given = findTypedValues(line).find((t) => t.kind === 'date' && t.date !== undefined)?.date;
  if (!given) return line;
  const weekday = weekdayNumber(asked[1]!)!;
  const day = new Date(Date.UTC(given.year, given.month - 1, given.day));
  day.setUTCDate(day.getUTCDate() + ((weekday - day.getUTCDay() + 7) % 7));
  const key = line.match(/^\s*(?:[-*•]\s+)?(\p{L}[\p{L} ]{1,20}?)\s*(?::|\s[-–—])\s/u)?.[1] ?? 'Date';
  return `${line}\n${key}: ${formatDate({ year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() }, 'mmmm d, yyyy')}`;
}
const WEEKDAYS_DATE_ASKED = /\b(Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday)['’]s\s+date\b/i;
