/**
 * Boxes that stay empty whatever value they would draw from the rest of the text: one the writer wants left as it
 * is ("The symbol is a fern leaf but I'll draw that myself, so leave the image box alone"), one whose label asks only
 * under a condition the text denies ("If joint return, …" for a separate filer), and one for the receiving office's
 * use only.
 */
import type { FieldProfile } from './field-profile.js';
import { lineKey } from './field-profile.js';
import { escapeRegExp, tokenize } from './normalize-text.js';
import { isUsCountry } from './parse-compound.js';
import { stateCodeOf } from './us-states.js';

/**
 * "leave the image box alone", "leave section B blank", "leave the remarks empty": the words naming the box. ("Please
 * leave my home address and phone off", "I'm leaving the home address and phone off": or off the form.)
 */
// ("leave the business name/DBA line empty": a box named by two of its names.)
// ('leave the "Employers Only" strip at the bottom completely alone': the part's name may be quoted, where it is and
// how wholly said after it.)
// ("The training office verifies accreditation themselves, so leave the accreditation box for them.": or left to
// whoever fills it in.)
const LEAVE_ALONE = /\bleav(?:e|ing)\s+(?:the\s+|that\s+|this\s+|my\s+|our\s+|his\s+|her\s+)?["“]?([\p{L}][\p{L}\d /"”-]{1,60}?)(?:\s+(?:at|on)\s+the\s+(?:bottom|top|end|back)(?:\s+of\s+(?:the\s+)?(?:page|form))?)?(?:\s+(?:completely|entirely|totally|all))?\s+(alone|empty|blank|unfilled|untouched|off|out|for\s+(?:them|him|her|the\s+(?:training\s+|budget\s+|HR\s+)?office))\b/giu;
/** "… should be blank", "… is to be left empty", "… please leave blank": words that say a box is to stay empty. */
const TO_BE_EMPTY = String.raw`,?\s+(?:(?:should|must|needs to|has to|is to|can)\s+(?:just\s+)?(?:be|stay|remain)\s+|stays?\s+|remains?\s+|ends\s+up\s+|(?:please\s+|just\s+)+leave\s+(?:it\s+)?)(?:left\s+)?["“*_]?(?:blank|empty)\b`;
/** "A 1, B 1, E and F blank, G 2": a worksheet's lines by their letters, left blank in a list of them. */
const LETTERS_BLANK = /(?<=^|[,;:]\s*)([A-HJ-Z](?:\s*(?:,|and|&)\s*[A-HJ-Z])*)\s+(?:blank|empty|left\s+blank)(?=\s*[,;.)]|\s*$)/gu;
/**
 * "line 7 should be blank", "line 9 is to be left empty", "Lines 8, 9 and 10 (employer name/address, office code, EIN)
 * stay blank": a line of the form, or several with a remark on them after, to stay empty.
 */
const LINES_TO_BE_EMPTY = new RegExp(String.raw`\blines?\s+(\d{1,2}[a-z]?(?:\s*(?:,|and|&)\s*\d{1,2}[a-z]?)*)(?:\s*\([^()]*\))?${TO_BE_EMPTY}`, 'giu');
/** "Line 7: I am not claiming exemption.", "line 7 - we're not exempt": a line answered with the writer's no. */
const LINE_ANSWERED_NO = /^\s*(?:[-*•]\s+)?(?:W-4\s+)?line\s+(\d{1,2}[a-z]?)\s*[:=–—-]\s*(?:(?:blank|empty|none)\s*[-–—,;:]\s*)?(?:I\s+am|I['’]m|we\s+are|we['’]re|he\s+is|she\s+is|he['’]s|she['’]s)\s+not\s+(?:claiming|exempt|eligible|taking|entitled)\b/iu;
/** "the US state box should just be empty". */
// ("the EIN boxes stay blank too": or its boxes.)
// ("On the AR-11 the mailing address block stays EMPTY": or its block.)
// ("the commission expiration line stays blank": or its line; "there is no commission expiration date and that line
// stays blank": or the thing there is none of, its line then said to stay empty.)
const BOX_TO_BE_EMPTY = new RegExp(String.raw`\bthe\s+([\p{L}][\p{L} ]{1,30}?)\s+(?:box(?:es)?|fields?|block|line)${TO_BE_EMPTY}|\bno\s+([\p{L}][\p{L} ]{1,30}?),?\s+(?:and|so)\s+(?:that|the|this)\s+(?:line|box|field)${TO_BE_EMPTY}`, 'giu');
/** "Only the EIN goes on this one, nothing in the SSN boxes": the boxes (1) the sentence says get nothing. */
const NOTHING_IN_BOXES = /\bnothing\s+(?:goes\s+|at\s+all\s+)?(?:in|into|on)\s+the\s+([\p{L}][\p{L}\d ]{1,30}?)\s+(?:box(?:es)?|fields?|blocks?|spaces?)\b/giu;
/** "the field for the US state please make empty", "the box for the state should be empty": the box named after it. */
// ("the field for a US state, please make it empty", "The field for US state, please empty it": or its thing with
// "a", a comma before the asking.)
const BOX_FOR_TO_BE_EMPTY = new RegExp(String.raw`\bthe\s+(?:box|field)\s+(?:for|of)\s+(?:the\s+|an?\s+)?([\p{L}][\p{L} ]{1,30}?)(?:,?\s+(?:please\s+)?(?:make|leave|keep|set)\s+(?:it\s+)?(?:empty|blank)\b|,?\s+(?:please\s+)?(?:empty|clear|blank)\s+it\b|${TO_BE_EMPTY})`, 'giu');
/** "leave the office code box and the exempt line (7) blank": two boxes or more, then blank. */
const LEAVE_LIST_BLANK = /\bleav(?:e|ing)\s+(the\s+[^.;:]{3,100}?\s+(?:and|&)\s+[^.;:]{3,60}?)\s+(?:blank|empty)\b/giu;
/** "… so no US state.": a sentence that ends by saying there is none of a thing (1). */
// (Not "so no more daycare credit", a thing that stops, whose line the text may give as 0.)
const SO_NONE_AT_END = /\bso\s+no\s+(?!more\b|longer\b)([\p{L}][\p{L} ]{1,30}?)\s*[.!]?\s*$/iu;
/** "leave both EMPTY", "leave them blank": the boxes the sentence named before, all of them. */
// ("leave both of those boxes empty")
// ("Home address + home phone are optional → LEAVE OFF": or left off; "… are optional on the form and I'd rather
// leave them off".)
const LEAVE_THEM_BLANK = /\bleave\s+(?:both|them|all|those|these)(?:\s+of\s+(?:them|those|these))?(?:\s+(?:two|three|boxes|fields|lines))?\s+(?:empty|blank)\b|(?:→|->|[-–—:])\s*leave\s+(?:(?:them|both)\s+)?off\b|\bleave\s+(?:them|both)\s+off\b/i;
/** '"exempt payee code" and "FATCA exemption code"': boxes named in quotes (1). */
const QUOTED_NAME = /["“]([^"”\n]{3,40})["”]/g;
/** "Home address + home phone:", "Home address and home phone are …": boxes listed as the sentence opens. */
// ("My home address and home phone are …": the writer's own; "The home address, home phone and DOB in cell 1 are only
// there for my travel voucher." before "Leave them off".)
const LISTED_AT_START = /^\s*(?:[-*•]\s+)?(?:(?:[Tt]he|[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir)\s+)?(\p{L}[\p{L} -]{1,40}?(?:\s*(?:,|\+|&|\band\b)\s*\p{L}[\p{L}\d -]{1,40}?)+)\s*(?::|\s+(?:are|is)\b)/u;
/** "(home address, home phone)": boxes named in a list in brackets. */
// ("Exemptions boxes (payee code / FATCA): … leave both blank": or slashed.)
const BRACKETED_LIST = /\(([^()]{3,80}?(?:,|\band\b|&|\s\/\s)[^()]{2,80})\)/g;
const DATE_TOKEN = tokenize('date')[0]!;
/** Words that name any box, and pronouns: "leave it blank" says which box only through the sentence before. */
const NOT_NAMING = new Set(['box', 'boxes', 'field', 'fields', 'blank', 'blanks', 'section', 'sections', 'space', 'spaces', 'line', 'lines', 'part', 'parts', 'it', 'that', 'this', 'them', 'those']);

/**
 * Labels that ask only under a condition, and what a text says to deny it: "If joint return, spouse's first name"
 * stays empty for "I'm married, but I'm filing separately" (the spouse is named on the separate filer's line).
 */
const CONDITIONS_DENIED: { label: RegExp; denied: RegExp }[] = [
  { label: /^\W*if (?:a )?joint return\b/i, denied: /\b(?:fil(?:e|es|ing) separately|separate returns?|married filing separately|not filing jointly)\b/i },
];

/** "21. Agency Use Only", "For office use only": boxes the office that receives the form fills in, never the sender. */
const OFFICE_USE_ONLY = /\b(?:agency|office|official|internal|staff|admin(?:istrative)?) use only\b|\bfor (?:office|official|agency) use\b/i;

/**
 * The indexes of the fields a sentence of the text asks to leave alone, whose label's condition it denies, or that
 * are for the receiving office's use only.
 */
export function fieldsLeftAlone(profiles: FieldProfile[], sentences: string[]): Set<number> {
  const out = new Set<number>();
  for (const profile of profiles) if (OFFICE_USE_ONLY.test(profile.caption ?? '')) out.add(profile.index);
  for (const { label, denied } of CONDITIONS_DENIED) {
    if (!sentences.some((s) => denied.test(s))) continue;
    for (const profile of profiles) if (profile.caption !== undefined && label.test(profile.caption)) out.add(profile.index);
  }
  for (const sentence of sentences) {
    if (OVERRULED.test(sentence)) continue;
    for (const m of sentence.matchAll(LEAVE_ALONE)) for (const index of partsNamed(profiles, m[1]!)) out.add(index);
    // ("No books or materials.": a cost the text says there is none of; its box takes no other amount.)
    const none = sentence.match(NO_SUCH_COST);
    if (none && COST_WORDS.test(none[0])) for (const index of fieldsNamed(profiles, none[1]!)) if (profiles[index]!.wants.has('money')) out.add(index);
    // ("Landline is disconnected -> no home phone this time.": a thing the writer has none of now.)
    // (A text box only: "No car licence any more" unticks a check box, which leaving it alone would not.)
    for (const m of sentence.matchAll(NONE_THIS_TIME)) for (const index of fieldsNamed(profiles, m[1]!)) if (profiles[index]!.field.type === 'text') out.add(index);
    for (const index of fieldsTheFormWorksOut(profiles, [sentence])) out.add(index);
    // ("She doesn't need a separate mailing address; mail can go to the new apartment.")
    if (NO_SEPARATE_MAILING.test(sentence)) for (const profile of profiles) if (profile.sources.some((source) => MAILING_TOKENS.every((t) => source.tokens.includes(t)))) out.add(profile.index);
  }
  return out;
}

/**
 * "The Cost Basis column calculates itself.": the boxes the text says the form works out on its own, which take no
 * value (a table's rows filled item by item are checked against it too, map-values.ts).
 */
export function fieldsTheFormWorksOut(profiles: FieldProfile[], sentences: readonly string[]): number[] {
  if (!saysTheFormWorksOut(sentences)) return [];
  const named = sentences.flatMap((sentence) => [...sentence.matchAll(WORKS_ITSELF_OUT)].flatMap((m) => fieldsNamed(profiles, m[1]!)));
  if (named.length === 0) return [];
  // (A column is every row's box of it, "Row2[0].costabasis[0]" to "Row10[0].costabasis[0]", however few print its label.)
  const columns = new Set(named.map((i) => rowless(profiles[i]!.field.name)));
  return profiles.filter((p) => columns.has(rowless(p.field.name))).map((p) => p.index);
}
const rowless = (name: string) => name.replace(/\d+/g, '#');

/** Whether a sentence says the form works a box out on its own: cheap, before any profile is built for it. */
export function saysTheFormWorksOut(sentences: readonly string[]): boolean {
  return sentences.some((sentence) => sentence.search(WORKS_ITSELF_OUT) >= 0);
}
/** "The Cost Basis column calculates itself", "the total box fills in automatically": boxes the form works out (1). */
const WORKS_ITSELF_OUT = /\b[Tt]he\s+([\p{L}][\p{L} ]{1,30}?)\s+(?:column|box|field|line)s?\s+(?:calculates?|computes?|fills?(?:\s+in)?|works?\s+(?:itself\s+)?out|adds?\s+(?:itself\s+)?up)\s+(?:itself|themselves|automatically|on\s+(?:its|their)\s+own)\b/gu;
/** "No books or materials.", "No lodging costs.": a sentence that says there is none of a kind of cost. */
const NO_SUCH_COST = /^\s*(?:[-*•]\s+)?No\s+(\p{L}[\p{L}&/ -]{2,40}?)(?:\s+(?:costs?|fees?|charges?|expenses?))?(?:\s+(?:needed|either|this time))?\s*[.;!]?\s*$/u;
/** Words of what a course or a trip costs ("No other credits." names no cost). */
const COST_WORDS = /\b(?:books?|materials?|tuition|fees?|travel|lodging|per\s+diem|airfare|registration|supplies|expenses?|costs?|charges?)\b/i;
/** "no home phone this time", "no fax any more" (1 the thing there is none of). */
const NONE_THIS_TIME = /\bno\s+(\p{L}[\p{L} -]{1,30}?)\s+(?:this\s+time|any\s?more|now)\b/giu;
/** A text that says there is no mailing address apart from the home one. */
const NO_SEPARATE_MAILING = /\b(?:(?:does(?:n['’]t| not)|do(?:n['’]t| not)|won['’]t)\s+(?:need|have|want|use)|no)\s+(?:a\s+)?(?:separate|different|other|extra)\s+mailing address\b/i;
const MAILING_TOKENS = tokenize('mailing address');

/**
 * "wipe whatever we don't use", "clear everything else", "blank out all the other boxes", "everything that doesn't
 * apply should come out empty", "Anything we didn't fill in should come out empty": the writer asks for every box the
 * text gives no value to to be emptied (a form template that arrives with test values or an old record's in it).
 */
const WIPE_THE_REST = /\b(?:wipe|clear|blank|empty|erase|delete|remove)\s+(?:out\s+)?(?:(?:whatever|anything|everything|all|any\s+box(?:es)?|every\s+box)\s+(?:(?:that\s+)?(?:we|you|I)\s+(?:don['’]t|do\s+not|didn['’]t|won['’]t)\s+(?:use|need|fill)|else\b|unused\b|not\s+used\b)|(?:all\s+)?(?:the\s+)?rest\b|(?:all\s+)?(?:the\s+)?other\s+(?:boxes|fields)\b|every\s+other\s+(?:box|field)\b)|\b(?:everything|anything|whatever)\s+(?:that\s+|which\s+)?(?:doesn['’]t|does\s+not)\s+apply\b[^.]{0,30}?\b(?:empty|blank|cleared|wiped)\b|\b(?:anything|everything|whatever)\s+(?:that\s+)?(?:we|you|I)\s+(?:didn['’]t|did\s+not|don['’]t|do\s+not)\s+(?:fill(?:\s+in)?|use|give)\s+(?:should|must|needs\s+to|has\s+to)\s+(?:come\s+out|be|stay|end\s+up|go)\s+(?:empty|blank)\b/i;

/**
 * "the template is full of junk placeholder numbers, clear those out", "please delete the junk": the form's own values
 * called junk, all of them to be cleared (not "the office code box has junk in it too - blank both of those out", which
 * names its boxes, nor "I'll delete the junk", which the writer does).
 */
const JUNK_CLEARED = /\b(?:junk|placeholders?|dummy|test\s+(?:data|values))\b[^.]{0,80}?[-–—,;:>]\s*(?:please\s+)?(?:clear|wipe|blank|delete|remove|erase)\s+(?:those|them|it|that|all(?:\s+of\s+(?:it|them))?|everything)(?:\s+out)?\b|(?<!\b(?:I['’]ll|I\s+will|we['’]ll|we\s+will)\s+)\b(?:clear|wipe|blank\s+out|delete|remove|erase)\s+(?:out\s+)?(?:all\s+)?(?:the|that|this)\s+(?:junk|placeholders?|dummy\s+\p{L}+|test\s+(?:data|values|entries))\b/iu;

/** "US State", "State (U.S. only)": a box for a state of the United States. */
const US_STATE_BOX = /\bU\.?S\.?A?\.?\s+state\b|\bstate\s*\(\s*U\.?S\.?\b/i;

/**
 * The US-state boxes of a form whose country box is given another country, given a state or province of that other
 * country ("State / Province: Baden-Württemberg"): no US state, so the value goes, and the one the form arrived with
 * too. (So does a state the form arrived with where the text gives the box nothing: someone who lives in Budapest has
 * no US state, whatever the template's "VA".)
 */
export function usStateBoxesAbroad(profiles: FieldProfile[], given: ReadonlyMap<string, unknown>): number[] {
  const abroad = profiles.some(({ field, wants }) => {
    const country = given.get(field.name);
    return wants.has('country') && typeof country === 'string' && country.trim() !== '' && !isUsCountry(country);
  });
  if (!abroad) return [];
  const usState = (value: unknown) => typeof value === 'string' && stateCodeOf(value.trim()) !== undefined;
  return profiles.filter(({ field }) => !usState(given.get(field.name)) && field.type === 'text' && US_STATE_BOX.test(`${field.name} ${field.tooltip ?? ''}`)).map((p) => p.index);
}

/** Whether a sentence of the text asks for every box it gives no value to to be emptied. */
export function wipesTheRest(sentences: readonly string[]): boolean {
  return sentences.some((sentence) => WIPE_THE_REST.test(sentence) || JUNK_CLEARED.test(sentence));
}

/**
 * The indexes of the fields a sentence asks to be empty ("leave line 9 blank", "line 7 should be blank", "leave the
 * remarks empty"): a value the form arrives with there is taken out.
 */
export function fieldsEmptied(profiles: FieldProfile[], sentences: string[]): Set<number> {
  const out = new Set<number>();
  sentences.forEach((sentence, i) => {
    // ("On the exempt payee code: most LLCs don't have one, so leave it blank if you're not sure.": advice for a
    // writer who does not know; one who answers is sure.)
    if (IF_UNSURE.test(sentence) || OVERRULED.test(sentence)) return;
    // ("Don't fill in anything on the back page (page 2 worksheets), leave all of it empty": every box of the page.)
    const page = pageLeftEmpty(sentence, profiles);
    if (page !== undefined) for (const profile of profiles) if (profile.field.page === page) out.add(profile.index);
    for (const m of sentence.matchAll(LEAVE_ALONE)) if (/^(?:empty|blank)$/i.test(m[2]!)) for (const index of partsNamed(profiles, m[1]!)) out.add(index);
    for (const m of sentence.matchAll(LINES_TO_BE_EMPTY)) for (const line of m[1]!.match(/\d{1,2}[a-z]?/g)!) for (const index of fieldsNamed(profiles, `line ${line}`)) out.add(index);
    // ("Line 7: I am not claiming exemption.": the writer's answer to a line denies what it asks.)
    const denied = sentence.match(LINE_ANSWERED_NO);
    if (denied) for (const index of fieldsNamed(profiles, `line ${denied[1]!}`)) out.add(index);
    for (const m of [...sentence.matchAll(BOX_TO_BE_EMPTY), ...sentence.matchAll(BOX_FOR_TO_BE_EMPTY), ...sentence.matchAll(NOTHING_IN_BOXES)]) for (const index of fieldsNamed(profiles, m[1] ?? m[2]!.replace(/\s+date$/i, ''))) out.add(index);
    for (const m of sentence.matchAll(LETTERS_BLANK)) for (const letter of m[1]!.match(/[A-Z]/g)!) for (const index of fieldsNamed(profiles, `line ${letter}`)) out.add(index);
    for (const m of sentence.matchAll(CLEAR_THE_BOX)) for (const index of fieldsNamed(profiles, m[1]!)) out.add(index);
    // ("She's Belgian-resident so no US state.": what the sentence ends by saying there is none of.)
    const noneAtEnd = sentence.match(SO_NONE_AT_END);
    // (A text box only: "so no driving licence" unticks a check box, which emptying it would not.)
    if (noneAtEnd) for (const index of fieldsNamed(profiles, noneAtEnd[1]!)) if (profiles[index]!.field.type === 'text') out.add(index);
    // ("items 4/5 (home address, home phone) are optional -> leave both EMPTY": the boxes the brackets name.)
    // ("Home address + home phone: leave both blank please", "Home address and home phone are optional - leave them
    // blank": or listed at the sentence's start.)
    // ("Home address and home phone are optional. Leave both blank please.": or at the start of the sentence before one
    // that opens by leaving them so.)
    const listedBefore = i > 0 && /^\s*(?:please\s+)?leave\b/i.test(sentence) ? sentences[i - 1]!.match(LISTED_AT_START) : null;
    const listedFirst = LEAVE_THEM_BLANK.test(sentence) ? (sentence.match(LISTED_AT_START) ?? listedBefore) : null;
    if (listedFirst) for (const box of listedFirst[1]!.split(/\s*(?:,|\+|&|\band\b)\s*/)) if (box.trim() !== '') for (const index of fieldsNamed(profiles, box.trim())) out.add(index);
    // ('… mentions "exempt payee code" and "FATCA exemption code". We aren't exempt …, so leave both of those boxes
    // empty.': or named in quotes, in the sentence or the one before.)
    if (LEAVE_THEM_BLANK.test(sentence) && !listedFirst) {
      // (Two or more, as a list: one quoted phrase, 'where it says the person "known to me"', quotes the form's words.)
      const quoted = [...sentence.matchAll(QUOTED_NAME)];
      const quotedBefore = i > 0 ? [...sentences[i - 1]!.matchAll(QUOTED_NAME)] : [];
      for (const m of quoted.length >= 2 ? quoted : quotedBefore.length >= 2 ? quotedBefore : []) for (const index of fieldsNamed(profiles, m[1]!)) out.add(index);
    }
    if (LEAVE_THEM_BLANK.test(sentence)) for (const list of sentence.matchAll(BRACKETED_LIST)) for (const box of list[1]!.split(/\s*(?:,|\band\b|&|\/)\s*/)) if (box.trim() !== '') for (const index of fieldsNamed(profiles, box.trim())) out.add(index);
    // ("Leave the office code box and the exempt line (7) blank": each box of a list the sentence leaves empty.)
    for (const m of sentence.matchAll(LEAVE_LIST_BLANK)) for (const box of boxesSaid(m[1]!.replace(/\bline\s*\((\d{1,2}[a-z]?)\)/gi, 'line $1'))) for (const index of fieldsNamed(profiles, box)) out.add(index);
    // ("… and clear the US state since I no longer live in the States", "Take the old Virginia state off": a box named
    // by its label alone, when the label names one box.)
    for (const m of [...sentence.matchAll(CLEAR_THE_LABEL), ...sentence.matchAll(TAKE_THE_LABEL_OFF)]) {
      const named = fieldsNamed(profiles, m[1]!);
      if (named.length === 1) out.add(named[0]!);
    }
    // ("US state: doesn't apply to him, please clear the "VA" that's in there": a keyed line whose value asks to
    // empty the box its key names.)
    const keyed = sentence.match(KEY_THEN_CLEARING);
    // ("C: leave blank, no spouse": a worksheet's letter alone names its line.)
    // ("home address/phone: leave blank": two boxes, the second named with the first's head word, "home phone".)
    if (keyed) for (const box of slashedKeys(keyed[1]!.trim())) for (const index of fieldsNamed(profiles, /^[A-HJ-Z]$/.test(box) ? `line ${box}` : box)) out.add(index);
    // ("he is NOT exempt, so line 7 should be empty, and the office code box has junk in it too - blank both of those
    // out", "nothing for E and F - blank those two out": every box the sentence names; "… 6 on line 6 and 7 on line 7
    // and OFF CODE in the office code box" / "clear all of those.": or the one before, when it names none.)
    if (BLANK_THOSE.test(sentence)) {
      const named = boxesSaid(sentence);
      for (const box of named.length > 0 || i === 0 ? named : boxesSaid(sentences[i - 1]!)) for (const index of fieldsNamed(profiles, box)) out.add(index);
    }
    // ('That PDF came with "foobar" typed at the bottom in the paid preparer part, and a check in the self-employed box.
    // Clear all of that.': the boxes holding the value quoted and the box said to be ticked, in the sentence or the one
    // before.)
    if (CLEAR_BOTH_OR_ALL.test(sentence)) {
      for (const said of [sentences[i - 1] ?? '', sentence]) {
        const quoted = [...said.matchAll(QUOTED_NAME)].map((m) => m[1]!.trim().toLowerCase());
        for (const profile of profiles) if (typeof profile.field.currentValue === 'string' && quoted.includes(profile.field.currentValue.trim().toLowerCase())) out.add(profile.index);
        for (const m of said.matchAll(BOX_SAID_TICKED)) for (const index of fieldsNamed(profiles, (m[1] ?? m[2])!)) out.add(index);
      }
    }
    // ("The State box on my old entry says VA for some reason. I have never lived in the US - please clear it.")
    // ("no us state obviously, just blank that box": or the thing the sentence says there is none of.)
    if (CLEAR_IT.test(sentence)) {
      const there = sentence.match(A_BOX_THERE);
      // ("oh and theres a US state box on ur form with VA in it??" / "… pls delete that": or the sentence before says so.)
      const thereBefore = sentences[i - 1]?.match(A_BOX_THERE);
      const box = (sentence.match(THE_BOX) ?? (there ? [there[0], there[1] ?? there[2]] : null) ?? sentence.match(QUOTED_BOX) ?? sentence.match(A_BOX_FOR) ?? sentence.match(RECORD_HAS_A) ?? sentence.match(NONE_OF_THE) ?? sentence.match(WHAT_THE_SENTENCE_IS_ABOUT) ?? weHaveNone(sentence) ?? sentences[i - 1]?.match(THE_BOX) ?? sentences[i - 1]?.match(QUOTED_BOX) ?? sentences[i - 1]?.match(A_BOX_FOR) ?? (thereBefore ? [thereBefore[0], thereBefore[1] ?? thereBefore[2]] : null))?.[1];
      if (box) for (const index of fieldsNamed(profiles, box)) out.add(index);
    }
  });
  return out;
}

/** "Clear all of that.", "Please clear both.": what the sentence (or the one before) said is in the form, emptied. */
// ("… so clear that whole section", "so that whole Paid Preparer block has to be empty": or the part of the form they are in.)
const CLEAR_BOTH_OR_ALL = /\b(?:clear|wipe|remove|delete|blank|erase)\s+(?:out\s+)?(?:both(?:\s+of\s+(?:them|those))?|all\s+of\s+(?:that|it|them|those)|them\s+both|(?:that|this|the)\s+whole\s+(?:section|block|part|box))\b|\b(?:that|this|the)\s+whole\s+(?:[\p{L}]+\s+){0,3}(?:section|block|part)\s+(?:has\s+to|must|should|needs\s+to)\s+(?:be|stay|come\s+out)\s+(?:empty|blank|clear(?:ed)?)\b/iu;
/** "a check in the self-employed box", "the self-employed box ticked": a box said to be ticked (1 or 2). */
// ('the paid preparer "self-employed" box is ticked', 'the "self-employed" box is checked': its name quoted.)
const BOX_SAID_TICKED = /\b(?:check|tick|x)\s+in\s+the\s+([\p{L}][\p{L} -]{1,30}?)\s+box\b|\bthe\s+(?:[\p{L}]+\s+){0,3}?["“]?([\p{L}][\p{L} -]{1,30}?)["”]?\s+box\s+(?:is\s+)?(?:ticked|checked)\b/giu;

/** "home address/phone" → "home address", "home phone": a key's slashed parts, a one-word part led by the first's head word. */
function slashedKeys(key: string): string[] {
  const [first = '', ...rest] = key.split('/').map((part) => part.trim());
  const head = first.split(/\s+/);
  return [first, ...rest.map((part) => (head.length >= 2 && !/\s/.test(part) ? `${head[0]} ${part}` : part))].filter((part) => part !== '');
}

/**
 * "Don't fill in anything on the back page", "leave page 2 blank", "nothing on the second page": a page of the form
 * the writer wants no box of filled (1 "back", "second" or "last", or 2 its number).
 */
const PAGE_LEFT_EMPTY = /\b(?:(?:don['’]?t|do\s+not|please\s+don['’]?t)\s+(?:fill\s+(?:in|out)?|write|put)\s*(?:anything|any\s+of\s+it|a\s+thing)\s+(?:on|in)\s+|nothing\s+(?:goes\s+)?on\s+|leave\s+)(?:the\s+)?(?:(back|second|last|2nd)\s+page|page\s+(\d))\b(?:\s+(?:empty|blank))?/i;

/** "Page 2 stays completely empty.", "the back page should be blank": the page said to stay empty. */
const PAGE_STAYS_EMPTY = /\b(?:the\s+)?(?:(back|second|last|2nd)\s+page|page\s+(\d))\s+(?:stays|remains|should\s+(?:stay|remain|be)|is\s+to\s+be)\s+(?:completely\s+|entirely\s+|totally\s+|all\s+)?(?:empty|blank)\b/i;

/** The page (1-based) a sentence asks to leave wholly empty, or undefined. */
function pageLeftEmpty(sentence: string, profiles: FieldProfile[]): number | undefined {
  const m = sentence.match(PAGE_LEFT_EMPTY) ?? sentence.match(PAGE_STAYS_EMPTY);
  if (!m) return undefined;
  // ("leave page 2 as it is" keeps it, and so does "leave it alone": a form's values stay.)
  if (/^leave/i.test(m[0].trimStart()) && !/(?:empty|blank)$/i.test(m[0])) return undefined;
  const pages = profiles.map((p) => p.field.page);
  const last = Math.max(...pages);
  const page = m[2] ? Number(m[2]) : /^last$/i.test(m[1]!) ? last : 2;
  return page > 1 && page <= last ? page : undefined;
}

/**
 * "I know your note said most LLCs leave the exempt payee code blank, but … we use code 5, so please enter 5": leaving
 * a box blank as someone else said it, then overruled.
 */
const OVERRULED = /\b(?:said|says|suggested|told\s+(?:me|us)|recommended|thought)\b[^.;]{0,60}\bleav(?:e|ing)\b[^.;]{0,60}\b(?:blank|empty|alone)\b,?\s+but\b/i;
/** "if you're not sure", "if in doubt", "if you don't know": a condition that leaves a box blank only for the unsure. */
const IF_UNSURE = /\b(?:blank|empty)\s+(?:if|when)\s+(?:you['’]re\s+not\s+sure|you\s+are\s+not\s+sure|(?:you['’]re\s+|you\s+are\s+)?unsure|in\s+doubt|you\s+don['’]t\s+know|you\s+do\s+not\s+know)\b/i;

/** "please clear the State box", "empty the remarks field". */
// ('clear the "VA" out of the State box': or the value in quotes taken out of it.)
const CLEAR_THE_BOX = /\b(?:clear|empty|blank out|delete|erase|take|remove)\s+(?:(?:the\s+)?["“][^"”\n]{1,20}["”]\s+(?:out\s+of|off|from)\s+)?(?:the\s+|that\s+)?(?<!(?:take|remove)\s+(?:the\s+|that\s+)?)([\p{L}][\p{L} ]{1,30}?)\s+(?:box|field|line)\b/giu;
/** "clear the US state since …": the box's label after the verb, then the clause ends. ("clear their name" is no box's.) */
// ('please clear the "US State" entry (it still shows Virginia)': the label in quotes, the word for a box after it.)
// ("Please delete the state entirely - we don't have states.": or deleted, whole.)
// ('Please delete that US state "VA"': or the label, then the value it holds in quotes.)
const CLEAR_THE_LABEL = /\b(?:clear|empty|blank out|erase|delete)\s+(?:out\s+)?(?:the|that)\s+["“]?([\p{L}][\p{L} ]{1,24}?)["”]?(?:\s+(?:entry|box|field))?(?=\s+(?:since|because|as|too|also|please|for|now|entirely|completely|altogether)\b|\s*[,.;:!()]|\s*$|\s+["“][^"”\n]{1,20}["”])/giu;
/** "Take the old Virginia state off, it doesn't apply anymore": the box's label between the verb and "off". */
const TAKE_THE_LABEL_OFF = /\b(?:take|remove|drop)\s+(?:the\s+|that\s+)(?:old\s+|former\s+)?([\p{L}][\p{L} ]{1,24}?)\s+(?:off|out)\b/giu;
/** "US state: … please clear the "VA" that's in there", "Line 7: leave blank", "Exemptions: none apply - leave both codes blank", "Fax: blank it out", "Mailing address section: left blank": a key, then words that empty its box. */
const KEY_THEN_CLEARING = /^\s*(?:[-*•]\s+)?([\p{L}][\p{L}\d ]{0,30}?(?:\/[\p{L}\d ]{1,20}?)?)\s*:\s*(?=.{0,160}?\b(?:both|all)\s+(?:of\s+)?(?:those|these|them|the)\s+(?:boxes|fields|lines|codes)\s+(?:stay|remain|stays|remains)\s+(?:blank|empty)\b|.{0,60}?(?:\b(?:clear|empty|delete|erase|remove)\s+(?:(?:it|that|this|whatever|what['’]s)\b|the\s+["“][^"”]{1,20}["”])|\bleave\s+(?:(?:it|that|both|them|those|the|all)\s+)?(?:(?:codes?|boxes|box|fields|field|lines|line|ones|one|parts?|sections?)\s+)?(?:blank|empty)\b|\bblank(?:\s+it)?\s+out\b|\b(?:(?:to\s+be|should\s+be|is|stays?)\s+)?left\s+(?:blank|empty)\b))/iu;
/** "please clear it", "please leave that empty": a box the sentence or the one before names. */
// ("please make this box empty": or made empty.)
// ("so that box you may leave empty": or said the other way round.)
// ("She's not in America, it should be empty.": or said to be empty.)
// ("…, so leave that box blank": or that box left, for the reason just given. "No FATCA exemption code - leave that box
// empty" names its box by words the W-9 prints for another.)
// ("… there's no US state for her - don't leave VA on there.": or the value there not to be left.)
const CLEAR_IT = /\b(?:clear|empty|blank(?:\s+out)?|delete|erase)\s+(?:out\s+)?(?:it|that|that one)\b|\b(?:it|that)\s+(?:should|must|needs\s+to|has\s+to)\s+(?:just\s+)?(?:be|stay)\s+(?:empty|blank)\b|\b(?:that|this)\s+(?:box|field)\s+(?:you\s+)?(?:may|can|could|should|please)?\s*leave\s+(?:empty|blank)\b|\bleave\s+(?:it|that|that one)\s+(?:empty|blank)\b|\bso\s+leave\s+(?:that|this)\s+(?:box|field)\s+(?:empty|blank)\b|\bmake\s+(?:it|that|this|(?:this|that)\s+(?:box|field))\s+(?:empty|blank)\b|\bdon['’]?t\s+leave\s+[A-Za-z0-9]{1,20}\s+(?:on|in)\s+(?:there|it|the\s+form)\b/i;
/** "We have no American states here, …": what the writer's country has none of. */
const WE_HAVE_NO = /\b(?:we|I)\s+(?:have|has|got)\s+no\s+([\p{L}][\p{L} ]{1,30}?)\s+(?:here|there|in\s+\p{Lu}\p{L}+)\b/iu;
/** What the writer's country has none of, said in the singular ("American states" names the box "State"). */
function weHaveNone(sentence: string): [string, string] | null {
  const m = sentence.match(WE_HAVE_NO);
  return m ? [m[0], m[1]!.replace(/(\p{L}{3,})s\b/gu, '$1')] : null;
}
/** "no us state obviously, …": what a sentence opens by saying there is none of. */
// ("She lives in Malta, so there is no US state at all - … please clear it": or said after "so".)
// ("… and there's no US state for her - don't leave VA on there": or for whom.)
const NONE_OF_THE = /(?:^\s*|\b(?:so|and|but)\s+)(?:no|there['’]?s no|there is no)\s+(?:the\s+)?([\p{L}][\p{L} ]{1,30}?)(?:\s+(?:obviously|either|anymore|any more|now|needed|at all|for\s+(?:her|him|them|me|us)))?\s*[,;–—-]/iu;
// ("the paid preparer Firm's address box": a possessive in the box's name too.)
// ('the word "foobar" typed in the firm's address line at the bottom, please delete that': or its line.)
// ("typed VA into the US-state box": a hyphen among them.)
// (Not "the form there is a field": a clause, no box's name.)
const THE_BOX = /\b[Tt]he\s+([\p{L}](?:(?!\s(?:there|is|are|was|were)\s)[\p{L}'’ -]){1,40}?)\s+(?:box|field|line)\b/u;
const THE_BOXES = new RegExp(THE_BOX.source, 'gu');
/** 'the example form has a "State" box with VA in it': a box named by its label in quotes. */
const QUOTED_BOX = /["“]([\p{L}][\p{L}'’ -]{1,30}?)["”]\s+(?:box|field)\b/u;
const QUOTED_BOXES = new RegExp(QUOTED_BOX.source, 'gu');
/** "there's a US State box, leave that empty": a box the sentence says the form has. */
// ('There is also the box State with "VA" inside': or the word for a box first, then its label.)
const A_BOX_THERE = /\b[Tt]here(?:['’]?s| is)\s+(?:also\s+)?(?:an?\s+([\p{L}][\p{L}'’ ]{1,40}?)\s+(?:box|field)\b|(?:the|a)\s+(?:box|field)\s+["“]?(\p{Lu}[\p{L}'’ ]{1,30}?)["”]?(?=\s+(?:with|that|which|where|on|in)\b|\s*[,.;]))/u;
/** "There is also a box for State on your form": the box named after it. */
const A_BOX_FOR = /\bthere(?:['’]s| is)\s+(?:also\s+)?an?\s+(?:box|field)\s+for\s+(?:the\s+)?([\p{L}][\p{L}'’ ]{1,30}?)(?=\s+(?:on|in|with|that|where|which)\b|\s*[,.;]|\s*$)/iu;
/** "The course number didn't merge and HDETC doesn't use course numbers anyway, so leave that box blank": its subject. */
const WHAT_THE_SENTENCE_IS_ABOUT = /^\s*[Tt]he\s+([\p{L}][\p{L} ]{1,30}?)\s+(?:didn['’]t|did\s+not|doesn['’]t|does\s+not|isn['’]t|is\s+not|wasn['’]t|was\s+not)\b/u;
/** "the old record still has a US state from my Boston year – clear it": what an old entry still has, by its label. */
const RECORD_HAS_A = /\b(?:still\s+)?(?:has|shows|lists|carries)\s+an?\s+([\p{L}][\p{L} ]{1,24}?)\s+(?:from|in|with|of|on|that|which)\b/iu;
/** "blank both of those out", "clear those two", "empty them both": the boxes the sentence named before. */
// ("… the "Check if self-employed" box ticked there. Clear both": or both alone.)
const BLANK_THOSE = /\b(?:blank|clear|empty|erase)\s+(?:out\s+)?(?:(?:both(?:\s+of)?\s+|all(?:\s+of)?\s+)?(?:those|them|these)(?:\s+(?:two|three|both))?(?:\s+out)?\b|both\b(?!\s+(?:of\s+)?(?:the|my|our|his|her|their)\b))/i;

/** The boxes a sentence names: "line 7", "the office code box", "for E and F". */
function boxesSaid(sentence: string): string[] {
  const named = [...sentence.matchAll(/\bline\s+(\d{1,2}[a-z]?)\b/gi)].map((m) => `line ${m[1]}`);
  named.push(...[...sentence.matchAll(THE_BOXES)].map((m) => m[1]!));
  // ('the "Check if self-employed" box': or the box's printed words, quoted.)
  named.push(...[...sentence.matchAll(QUOTED_BOXES)].map((m) => m[1]!));
  const letters = sentence.match(/\b(?:for|on)\s+([A-HJ-Z])\s+(?:and|&)\s+([A-HJ-Z])\b/);
  if (letters) named.push(`line ${letters[1]}`, `line ${letters[2]}`);
  return named;
}

/** "at the very bottom", "on the top of page 1": where on the form a part is, no words of its boxes. */
const WHERE_ON_FORM = /\s+(?:at|on|near)\s+the\s+(?:very\s+)?(?:bottom|top|end|foot|head)\b.*$/i;
/** " of the AR-11", " on the W-4 form": the form a part is of, said after it. */
const OF_THE_FORM = /\s+(?:of|on|in)\s+(?:the|this|my|our)\s+(?=[\p{L}\d-]*\d)[\p{L}\d-]+(?:\s+form)?\s*$/u;
/** "the employer part", "the preparer section": a part of the form, every box from its first to its last. */
const PART_OF_FORM = /\b(?:part|section|block|area|bit|strip)$/i;
/** The most boxes a part named by its words spans beyond those its words name. */
const PART_SPAN = 4;

/**
 * The fields a phrase names (boxesByLabel). A part of the form ("the employer part at the very bottom") is its boxes
 * whose labels have its words and the few between them on the page (the office code between the employer's name and
 * the EIN).
 */
/**
 * The fields of each part a leave-it phrase names: 'both "Dated" lines and the whole notary block' names the Dated
 * lines and the notary block. (Quotes round a label are no part of it.)
 */
function partsNamed(profiles: FieldProfile[], written: string): number[] {
  return written
    .replace(/["“”]/g, '')
    .split(/\s+and\s+(?=(?:the|both|all|my|our)\b)/i)
    .flatMap((part) => fieldsNamed(profiles, part.replace(/^\s*(?:both|all)\s+(?:the\s+)?/i, '').replace(/^(\p{L}[\p{L} -]*?)\s+lines$/iu, '$1')));
}

function fieldsNamed(profiles: FieldProfile[], written: string): number[] {
  // ("the whole mailing address part of the AR-11": the form the part is of names none of its boxes.)
  const phrase = written.replace(WHERE_ON_FORM, '').replace(OF_THE_FORM, '');
  if (!PART_OF_FORM.test(phrase.trim())) return boxesByLabel(profiles, phrase);
  // (A part's word as the labels print it: "Employer identification number" has "employer", whatever concept its words
  // make together.)
  // ("the Employers Only strip": a word as the labels print it, "Employer’s", "Employer"; the heading's "only" names
  // nothing.)
  const printed = (w: string) => new RegExp(String.raw`(?<![\p{L}])${escapeRegExp(w.replace(/[’']?s$/i, ''))}`, 'iu');
  const words = phrase.trim().split(/\s+/).slice(0, -1).filter((w) => !/^(?:the|that|this|my|our|whole|entire|only|use)$/i.test(w));
  const named = words.length === 0 ? [] : profiles.filter((p) => words.every((w) => p.phrases.some((text) => printed(w).test(text)))).map((p) => p.index);
  if (named.length < 2) return named.length > 0 ? named : boxesByLabel(profiles, phrase);
  const page = profiles[named[0]!]!.field.page;
  if (named.some((i) => profiles[i]!.field.page !== page)) return named;
  const [first, last] = [Math.min(...named), Math.max(...named)];
  const between = profiles.filter((p) => p.index > first && p.index < last && p.field.page === page && !named.includes(p.index)).map((p) => p.index);
  return between.length <= PART_SPAN ? [...named, ...between] : named;
}

/** The fields a phrase names by their labels' words, or by their printed line number ("line 7"). */
function boxesByLabel(profiles: FieldProfile[], phrase: string): number[] {
  const line = phrase.trim().match(/^(?:line|box)\s+(\d{1,2}[a-z]?|[A-HJ-Z])$/i)?.[1];
  // (On the form's first page of numbered lines: a worksheet on a later page numbers its own lines again.)
  if (line) {
    const firstPage = Math.min(...profiles.filter((p) => p.lineNumber !== undefined).map((p) => p.field.page));
    return profiles.filter((p) => p.lineNumber === lineKey(line) && p.field.page === firstPage).slice(0, 1).map((p) => p.index);
  }
  const out: number[] = [];
  const labels = profiles.map((profile) => new Set(profile.sources.flatMap((s) => s.tokens)));
  for (const named of boxesNamed(phrase)) {
    const all = tokenize(named.split(/\s+/).filter((w) => !NOT_NAMING.has(w.toLowerCase())).join(' '));
    // ("the A-Number box": a word joined to a letter is that compound, "A-Number", not any box with "number" in it.)
    // (Not "e-mail", one word written with a hyphen.)
    const compound = named.match(/(?<![\p{L}\d])\p{Lu}-\p{Lu}\p{Ll}+/u)?.[0].toLowerCase();
    const hasCompound = (p: FieldProfile) => compound === undefined || p.phrases.some((phrase) => phrase.toLowerCase().replace(/[\s-]+/g, '-').includes(compound));
    // ("the paid preparer Firm's address box" for the box labelled "Firm's address": the words nearest the box's
    // name say which it is, when no label has them all.)
    for (let from = 0; from < all.length; from++) {
      const words = all.slice(from);
      const matching = profiles.filter((p, k) => words.every((w) => labels[k]!.has(w)) && hasCompound(p));
      // ("Leave the signature box empty": the box for the signature, not the date of signature beside it.)
      const undated = words.includes(DATE_TOKEN) ? matching : matching.filter((p) => !p.wants.has('date'));
      const dated = undated.length > 0 ? undated : matching;
      // ("Leave type 3 … empty" over "Type of Applicant 1" … "3": a number after the words names the one box of them that
      // ends with it.)
      const numbered = named.trim().match(/\s(\d{1,2})$/)?.[1];
      const byNumber = numbered === undefined ? [] : dated.filter((p) => p.phrases.some((text) => new RegExp(String.raw`(?<!\d)${numbered}$`).test(text.trim())));
      const found = byNumber.length > 0 ? byNumber : dated;
      // (One word left names a box only when no other has it: "… has VA in the US State box", "us" being no word.)
      if (found.length === 0 || (from > 0 && words.length < 2 && found.length > 1)) continue;
      out.push(...found.map((p) => p.index));
      break;
    }
  }
  return out;
}

/**
 * The boxes a phrase names, one by one: "home address and phone" names the home address and the home phone (the
 * first box's first word says whose the bare ones after it are).
 */
function boxesNamed(phrase: string): string[] {
  // ("business name/DBA line": two names of one box, each tried; "tax/credit/total lines" is one name of a row of
  // lines, whose single words would name any box with "tax".)
  const named = phrase.split(/\s*\/\s*/).every((part) => part.trim().split(/\s+/).length >= 2) ? phrase.replace(/\s*\/\s*/g, ', ') : phrase;
  const items = named.split(/\s*(?:,|\band\b|&)\s*/).map((item) => item.trim()).filter((item) => item !== '');
  const first = items[0]?.split(/\s+/) ?? [];
  return items.map((item, i) => (i > 0 && first.length >= 2 && !/\s/.test(item) ? `${first[0]} ${item}` : item));
}
