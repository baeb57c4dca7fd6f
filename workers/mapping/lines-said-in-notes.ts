/**
 * What a writer's notes say of the form's lines and boxes, in words a keyed line would say with a colon: a note that
 * says what goes on a line ("Line 1 has to be …: Tidewater Signal Works, Inc."), lines of a return equated to their
 * amounts, a pay grade's keys set apart by dashes, codes and a course number listed on one line, a keyed address with
 * remarks after it, a country said after its key without a colon (or with remarks after it), an address's lines quoted
 * where they go, a list's word left to the reader, a name to use as a document has it, a box equated to its value, and
 * remarks after a keyed value (the same as something else, a request in brackets, a name written out in full). Each
 * is rewritten as the keyed lines the rest of the reader knows (parse-data.ts runs them over the text's lines). Plain
 * functions of a line.
 */
import { isCountry } from './parse-compound.js';

/**
 * What a note says goes on a line or in a box of the form, said three ways, each read as a keyed line of its own:
 * "Line 1 has to be the name the IRS has for us, which is what's on the CP575 letter: Tidewater Signal Works, Inc."
 * ("Line 1: …"); '"Brightline Letterpress" goes on the business name line as the DBA.' ("business name: …"); "list your
 * vendor number (CRHG-V-08816) in the account number box" ("account number: …").
 */
export function withFormLinesSaidToTake(line: string): string {
  const added: string[] = [];
  const lineHasToBe = line.match(LINE_HAS_TO_BE);
  if (lineHasToBe) added.push(`Line ${lineHasToBe[1]}: ${lineHasToBe[2]!.trim()}`);
  for (const m of line.matchAll(QUOTED_GOES_ON_LINE)) added.push(`${m[2]!.trim()}: ${m[1]!.trim()}`);
  for (const m of line.matchAll(BRACKETED_IN_BOX)) added.push(`${m[2]!.trim()}: ${m[1]!.trim()}`);
  return added.length === 0 ? line : [line, ...added].join('\n');
}
const LINE_HAS_TO_BE = /\b[Ll]ine\s+(\d{1,2}[a-z]?)\s+(?:has\s+to|must|should|needs\s+to)\s+be\b[^:\n]{0,120}:\s+(\p{Lu}[^\n]*?)\s*(?:\.(?=\s+\p{Lu}|\s*$)|$)/u;
const QUOTED_GOES_ON_LINE = /["“](\p{Lu}[^"”\n]{1,60})["”]\s+(?:goes|should\s+go|belongs)\s+(?:on|in)\s+the\s+((?:\p{Ll}+\s+){0,3}\p{Ll}+)\s+(?:line|box|field)\b/gu;
const BRACKETED_IN_BOX = /\b(?:list|put|enter|write|use)\s+(?:your|our|my|the)\s+(?:\p{Ll}+\s+){0,2}(?:number|no\.|ID|#)\s+\(([\p{Lu}\d][\p{Lu}\d-]{3,24})\)\s+(?:in|on)\s+the\s+((?:\p{Ll}+\s+){0,3}\p{Ll}+)\s+(?:box|line|field)\b/gu;

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
  const keyed = line.match(/^(\s*(?:[-*•]\s+)?)([\p{L}][\p{L} &'’-]{1,30}):\s+(\S.*)$/u);
  if (!keyed || !/[.!?]\s/.test(keyed[3]!)) return line;
  const now = keyed[3]!.match(SAID_TO_BE_NOW);
  return now ? `${line}\nThe ${keyed[2]!.toLowerCase()} is now ${now[1]}.` : line;
}
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
  return line;
}
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
 * "Course: Advanced Python Scripting for ArcGIS Pro — course no. PY-420": a keyed title, then after a dash the course's
 * number with its own key; the number is a line of its own (1 the keyed title, 2 the keyed number).
 */
export function withCourseNumberApart(line: string): string {
  return line.replace(CODE_AFTER_DASH, '$1\n$2');
}
const CODE_AFTER_DASH = /^(\s*(?:[-*•]\s+)?[^:\n]{1,40}:\s+\S.*?)\s+[—–]\s+((?:course|class|section|catalog|item)\s+(?:no\.?|number|#|code|ID)\s*:?\s*[\p{Lu}\d][\p{Lu}\d.-]*\d[\p{Lu}\d.-]*)\s*$/u;

/** "- Country Italy of course.": the key word, then a country's name, with no colon between; keyed as a line. */
// ("- Country: United Kingdom, we live in England. There is no state here, … we are not in America.": or keyed, the
// remarks after it, which name other countries, on a line of their own.)
export function withCountrySaidAfterItsKey(line: string): string {
  const said = line.match(COUNTRY_AFTER_KEY_WORD);
  if (said && isCountry(said[3]!)) return line.replace(COUNTRY_AFTER_KEY_WORD, `$1$2: $3.`);
  const keyed = line.match(KEYED_COUNTRY_THEN_REMARKS);
  return keyed && isCountry(keyed[2]!) ? `${keyed[1]}${keyed[2]}.\n${keyed[3]}` : line;
}
const KEYED_COUNTRY_THEN_REMARKS = /^(\s*(?:[-*•]\s+)?(?:Country|Nationality)\s*:\s*)(\p{Lu}\p{Ll}+(?:\s+(?:of\s+)?\p{Lu}\p{Ll}+){0,3}),\s+(\p{Ll}.*)$/u;
const COUNTRY_AFTER_KEY_WORD = /^(\s*(?:[-*•]\s+)?)(Country|Nationality)\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+){0,2}?)(?:,?\s+(?:of\s+course|obviously|naturally|as\s+always))?\s*[.!](?=\s|$)/u;

/**
 * 'Please put "Corso Giovecca 112" in the first address line and "Scala B" in the second one.': the two lines of an
 * address, each quoted and put on its line; read as keyed lines of their own after the line that says so.
 */
export function withAddressLinesPutQuoted(line: string): string {
  const second = line.match(SECOND_LINE_WRITTEN_AS);
  if (second) return `${line}\nAddress line 2: ${second[1]}`;
  const put = line.match(ADDRESS_LINES_PUT_QUOTED);
  if (!put) return line;
  return `${line.replace(put[0], ' ').trimEnd()}\nAddress line 1: ${put[1]}\nAddress line 2: ${put[2]}`;
}
/** 'Please write the flat as "m. 7" on the second address line': the second line, quoted, put as the writer asks. */
const SECOND_LINE_WRITTEN_AS = /\b(?:write|put|enter)\s+the\s+(?:flat|apartment|apt|unit|suite)\s+as\s+["“]([^"”\n]{1,20})["”]\s+(?:on|in)\s+the\s+(?:second|2nd)\s+(?:address\s+)?line\b/iu;
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
 * "Skin: grey-green, same as the prompts": a keyed value, then a remark that it is the same as what something else
 * shows. The remark goes; the value stays ("Skin: grey-green").
 */
export function withoutSameAsRemark(line: string): string {
  return line.replace(SAME_AS_REMARK, '$1');
}
const SAME_AS_REMARK = /^(\s*(?:[-*•]\s+)?[^:\n]{1,30}:\s*[^,:\n]+?),\s+(?:same\s+as|just\s+like|as\s+in)\s+(?:the|my|his|her|their|in\s+the|on\s+the)\s+[\p{L} ]{2,30}?\s*[.!]?\s*$/u;

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
 * "For whoever fills these out: the requester box (name and address of requester) = Halvorsen Property Group, 1901
 * Jupiter Rd Suite 210, Garland, TX 75042 — the Garland AP office, NOT corporate in Plano.": a box named, an equals
 * sign, then its value up to a remark after a dash; a keyed line of its own ("requester: Halvorsen …, TX 75042").
 */
export function withBoxEquatedToValue(line: string): string {
  const said = line.match(BOX_EQUALS_VALUE);
  return said ? `${line.slice(0, said.index)}\n${said[1]}: ${said[2]}`.replace(/^\n/, '') : line;
}
const BOX_EQUALS_VALUE = /(?<=^|[:.!]\s+)(?:[Tt]he\s+)?(\p{L}[\p{L} '’-]{1,40}?)\s+(?:box|line|field|block|section)(?:\s+\([^()\n]*\))?\s*=\s*(\S.*?)(?:\s+[—–]\s+.*|\s+-\s+\p{Ll}.*)?\s*$/u;
