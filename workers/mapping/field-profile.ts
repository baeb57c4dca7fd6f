/**
 * What a field asks for, in a form the matcher can compare: tokens from its label, tooltip and name (each a
 * separate source, since any one of them may be the informative one), tokens of the surrounding text, and
 * the concepts it wants (an email, a date, the city part of an address …).
 */
import type { FieldDescription, FieldInfo } from '../../src/shared/protocol.js';
import { canonicalText, simplify, tokenize } from './normalize-text.js';
import { fieldNameSegments, nameWords } from '../describe/field-name.js';
import { isCodedOption, isPlaceholder, parseOptionCaptions } from '../describe/option-captions.js';
import { parseBlank } from '../describe/blank-words.js';
import { US_STATE_NAME } from './us-states.js';
import { SELF, contextParty, epochOf, labelParty, namesWriterRole } from './parties.js';
import type { Epoch } from './parties.js';

export type Concept =
  | 'email'
  | 'phone'
  | 'fax'
  | 'ssn'
  | 'ein'
  | 'tin'
  | 'website'
  | 'date'
  | 'birthdate'
  | 'zipcode'
  | 'firstname'
  | 'lastname'
  | 'middlename'
  | 'fullname'
  | 'orgname'
  | 'street'
  | 'line2'
  | 'city'
  | 'state'
  | 'country'
  | 'cityStateZip'
  | 'address'
  | 'money'
  | 'number'
  /** The house number, where a form asks for it apart from the street ("numéro", "rue"). */
  | 'houseNumber';

/** Concepts whose values have a shape: a value of one of these kinds fits only a field that wants it. */
export const STRICT_CONCEPTS: ReadonlySet<Concept> = new Set(['email', 'phone', 'fax', 'ssn', 'ein', 'website', 'date', 'zipcode']);

export interface TokenSource {
  kind: 'label' | 'tooltip' | 'name';
  tokens: string[];
  /**
   * A caption offering alternatives ("Individual/sole proprietor or single-member LLC"): the tokens of each, when
   * there are several. A statement that names one of them whole ("put me down as an individual") answers it.
   */
  alternatives?: string[][];
}

/** The alternatives a caption offers, split at "/" between words and at " or "; undefined for a single one. */
export function captionAlternatives(text: string): string[][] | undefined {
  // "Limited liability company. Enter the tax classification (C=C corporation, …)": the caption is the words
  // before the instruction that follows it.
  const caption = text.replace(/\.\s+(?:Enter|Check|See|Write|Attach|Complete)\b.*$/su, '');
  if (caption !== text) return captionAlternatives(caption) ?? [tokenize(caption)];
  const parts = text.split(/\s*\/\s*(?=\p{L})|\s+or\s+/u).map((p) => tokenize(p)).filter((t) => t.length > 0);
  return parts.length > 1 ? parts : undefined;
}

export interface ChoiceOption {
  /** The export value: what gets written. */
  value: string;
  label: string;
  tokens: string[];
}

export interface FieldProfile {
  field: FieldInfo;
  index: number;
  sources: TokenSource[];
  /** Token → weight: 1 for label, tooltip and name tokens, less for the surrounding text. */
  weights: Map<string, number>;
  wants: Set<Concept>;
  /** For a full name: whether the field asks for "Last, First". */
  lastNameFirst: boolean;
  /** "First name and middle initial". */
  firstWithMiddle: boolean;
  /** The unit the field states ("Value from 40 to 250 cm"), lower case. */
  unit: string | undefined;
  options: ChoiceOption[];
  /** Date format from the format action or the label ("Enter date as yyyy-mm-dd"). */
  dateFormat: string | undefined;
  /** AFSpecial_Format and AFNumber_Format keystroke rules: store digits only / plain numbers. */
  digitsOnly: boolean;
  numeric: boolean;
  parent: string;
  /** The label and the readable name as phrases, for finding "make Ruger" by the label "Make". */
  phrases: string[];
  /** Fields of one block (`S2A_Street`, `S2A_City` …): parent path plus the name's leading code. */
  group: string;
  /** Whose value the field asks for (parties.ts): from its own label, else from the rows of its block. */
  party: string | undefined;
  partyFromLabel: boolean;
  /** The role the rows of the field's block name, check boxes too ("Paid Preparer … Check if self-employed"). */
  blockParty: string | undefined;
  /** "Requester's name and address": whoever asked for the form, the writer or the one the text is written to. */
  requester: boolean;
  /** The blank after "I," in a legal sentence: the writer's own value, never another person's. */
  namesWriter: boolean;
  /** "Foreign postal code": a part of an address abroad only. */
  foreign: boolean;
  /** "Previous address" / "Present address". */
  epoch: Epoch | undefined;
  /** The length the label or tooltip states ("Postal code. 6 characters."), for boxes without a max length. */
  statedLength: number | undefined;
  /**
   * The option a follow-up box belongs to ("Married filing separately. Enter spouse's SSN above and full name
   * here."): tokens the text must mention before the box is filled.
   */
  condition: string[] | undefined;
  /** "Cost per Unit", "Unit price": the field takes an amount for one unit, not a total. */
  perUnit: boolean;
  /** The form's line number for the field ("9" for "9  Standard deduction …", "2b"), lower case. */
  lineNumber: string | undefined;
  /** The form's section the field sits in ("B"), where its items are numbered again in each section. */
  section: string | undefined;
  /**
   * Whether its number is an item's, printed with a full stop ("9. Type of Applicant 1", "1c. Email Address"), as
   * OPM and grant forms number their blocks: a number to name it by, not a worksheet's line of its own.
   */
  numberedItem: boolean;
  /**
   * A worksheet's arithmetic step ("9 Divide line 8 by the number of pay periods …"): its value is worked out
   * from other lines, so a value the text gives goes there only when the text names the line.
   */
  arithmeticStep: boolean;
  /**
   * "Find the number in Table 1 … and enter it here", "Enter the amount from line 2": the line asks for a count
   * or an amount, whatever else its words are about.
   */
  asksForNumber: boolean;
  /** "8-Digit Station Symbol", "Enter 9 digits": the field's own words ask for digits, so a value has some. */
  asksForDigits: boolean;
  /** "If yes, please describe …": the blank after a question asks for the detail of this answer. */
  detailOfAnswer?: 'yes' | 'no' | undefined;
  /** "Multiply the number of other dependents by $500": the box takes the product (score-computed.ts), never the count. */
  productOfCount: boolean;
  /**
   * The words of the worksheet a title near the field names ("Two-Earners/Multiple Jobs Worksheet" →
   * two earners multiple jobs), when its rows show one; fields below it without one are in it too (score-text.ts).
   */
  worksheet: string[] | undefined;
  /** The printed label as written (trusted labels only), for captions compared whole ("C Corporation"). */
  caption?: string;
  /** A narrow cents box sits right against it (cents-boxes.ts): it takes an amount, whatever its label says. */
  amountBox?: boolean;
  /** The words printed right before and after the field's blank on its line (describe/blank-words.ts). */
  blank: { before: string; after: string } | undefined;
  /**
   * The question a blank goes on asking, as the words of the blank before it ("… and the witness(es) ____ /
   * (and ____"): the two are one question, so they take two answers, not one twice.
   */
  askedAs?: string;
  /** A street's box with a box for the house number next to it (narrowAddressWants): the street's name only. */
  numberApart?: boolean;
}

const CONTEXT_WEIGHT = 0.35;
/** Descriptions below this confidence are codes or guesses; their words count for less. */
const WEAK_DESCRIPTION = 0.3;

/** "country name", "city name" in canonical text. */
const PLACE_NAME = / (country|city|town|county|province|state) names? /g;
/** "first 9 digits", "last 4 characters" in canonical text. */
const COUNTED_PART = / (?:first|last) \d+ (?:digits?|characters?|letters?|numbers?)(?= )/g;
const ORG_WORDS = /\b(business|company|organization|organisation|employer|entity|agency|vendor|institution|school|university|bank|firm|corporation|partnership|trust|estate|llc|office|department|bureau|facility|provider|requester|payer|insurer|carrier|agent|faction|course|program|training|title|project|product|file|user|account|device|model|make|brand)s?\b/;

/**
 * "Taxable interest. Attach Sch. B if required", "Wages, salaries, tips, etc. Attach Form(s) W-2": what to attach
 * or where to look is said to the filer, not asked of the text; its words would only dilute the line's own.
 */
function withoutFilingInstructions(label: string): string {
  const kept = label.replace(/(?:^|[.;]\s*)(?:attach|see|include|enclose)\b[^.;]*(?:[.;]|$)/gi, ' ').replace(/\bif required\b/gi, ' ').trim();
  return kept === '' ? label : kept;
}

/**
 * "Married filing separately (MFS)", "Head of household (HOH)": letters in brackets that are the initials of the
 * words before them say those words again. Texts write the words, so the rare letters would only lower how much
 * of the caption a statement of it covers ("I'm married, but I'm filing separately" would read as "Married filing
 * jointly", which loses only one common word).
 */
export function withoutRestatedAcronyms(label: string): string {
  return label.replace(/\s*\(([A-Z]{2,6})\)/g, (whole, acronym: string, at: number) => {
    const words = label.slice(0, at).trim().split(/\s+/).slice(-acronym.length);
    return words.length === acronym.length && words.every((w, i) => w[0]?.toUpperCase() === acronym[i]) ? '' : whole;
  });
}

/**
 * "State of", "with full power and": a field's name cut from running text, ending mid-sentence. A form whose fields were
 * named after the words printed beside each blank may name one after the words after it: the power of attorney's
 * municipality blank is named "State of", the start of the state's label after it. Such a name is no word of the
 * text field's own, where the field has a label of its own.
 */
const NAME_CUT_FROM_TEXT = /\s(?:of|in|as|and|or|the|to|for|at|by|with|is|my|a|an)$/i;

/**
 * Whether a label is the bare word "Name" printed under a box whose own name says whose or what name it is
 * ("FactionName"): the label would match every name in the text ("sizeName", "weapons name") as well as the one asked.
 */
export function labelIsPieceOfName(label: string, name: string): boolean {
  const words = (text: string) => new Set(text.toLowerCase().match(/\p{L}{2,}/gu) ?? []);
  const labelWords = words(label);
  const nameWords = words(name);
  return labelWords.size === 1 && labelWords.has('name') && nameWords.size > 1 && nameWords.has('name');
}

/**
 * Whether the label found on the page describes the field: found with some confidence, and not the bare "NAME" under a
 * text box named for whose name it is (labelIsPieceOfName). (A check box's caption, "Deutsch" of "Language Deutsch",
 * is the option it stands for, and stays.) The profile and the embedded texts (semantic-match.ts) both ask this.
 */
export function isLabelTrusted(field: FieldInfo, description: FieldDescription | undefined): description is FieldDescription {
  return description !== undefined && description.confidence >= WEAK_DESCRIPTION && !(field.type === 'text' && labelIsPieceOfName(description.mainText, readableFieldName(field.name)));
}

export function buildProfile(field: FieldInfo, description: FieldDescription | undefined, index: number): FieldProfile {
  const labelTrusted = isLabelTrusted(field, description);
  // (Its tooltip, where the generator wrote the same words there too.)
  // (A check box's name is its caption, "Seller accepts cash payment in the amount of", whatever words it ends on.)
  const cutFromText = (text: string) => field.type === 'text' && labelTrusted && description!.mainText !== '' && NAME_CUT_FROM_TEXT.test(text.trim());
  const tooltip = field.tooltip && cutFromText(field.tooltip) ? null : field.tooltip;
  const label = description && description.mainText !== tooltip ? description.mainText : '';
  const namedForNeighbour = cutFromText(readableFieldName(field.name));
  const sources: TokenSource[] = [];
  const alternativesOf = (text: string) => {
    const alternatives = field.type === 'checkbox' ? captionAlternatives(text) : undefined;
    return alternatives ? { alternatives } : {};
  };
  if (label && labelTrusted) sources.push({ kind: 'label', tokens: tokenize(withoutRestatedAcronyms(withoutFilingInstructions(label))), ...alternativesOf(label) });
  if (tooltip) sources.push({ kind: 'tooltip', tokens: tokenize(tooltip), ...alternativesOf(tooltip) });
  const name = namedForNeighbour ? '' : readableFieldName(field.name);
  if (name !== '') sources.push({ kind: 'name', tokens: tokenize(name) });

  const weights = new Map<string, number>();
  // The words after a blank ("of ___ Illinois, as my …") anchor a value in the text (scoreBetween); they are
  // the next statement's words, not this field's.
  const blankWords = parseBlank(description?.contextText ?? '');
  const context = blankWords ? (description?.contextText ?? '').split(' / ').slice(0, -1).join(' / ') : (description?.contextText ?? '');
  for (const token of tokenize(context)) weights.set(token, CONTEXT_WEIGHT);
  for (const source of sources) for (const token of source.tokens) weights.set(token, 1);

  const described = [labelTrusted ? label : '', tooltip ?? '', name].join(' . ');
  // The printed label says most directly what goes in; a tooltip often describes the whole section ("State"
  // whose tooltip is "Information about your mailing address…"). Each source is asked in turn.
  let wants = new Set<Concept>();
  for (const text of [labelTrusted ? label : '', tooltip ?? '', name]) {
    if (text.trim() === '') continue;
    wants = detectWants(field, text);
    if (wants.size > 0) break;
  }
  if (/AFDate_/.test(field.formatAction ?? '')) wants.add('date');
  if (wants.has('fullname') && namesOrganisation([tooltip ?? '', name])) {
    // "Legal name" printed in a box whose tooltip or name is "Business information. Legal name": the
    // business's name, not a person's.
    wants.delete('fullname');
    wants.add('orgname');
  }
  // (A certificate's "… in and for the above county and state, certifies that ____" asks for a name, whatever
  // the words before it.)
  const blank = labelTrusted && (wants.size === 0 || CERTIFIES_THAT.test(label)) ? blankAsksForPerson(label, context) : undefined;
  if (blank) {
    wants.clear();
    wants.add('fullname');
  }
  // "… hereby appoint ____ of ____ Illinois, as my Attorney-in-Fact": a blank before a state's name asks for a town in it.
  if (wants.size === 0 && field.type === 'text' && blankWords && /\b(?:of|in)\s*$/i.test(blankWords.before) && STATE_AFTER_BLANK.test(blankWords.after)) wants.add('city');
  const simple = simplify(described);
  const lastIdx = simple.search(/\b(last|surname|family)\b/);
  const firstIdx = simple.search(/\b(first|given)\b/);

  const ownTexts = [labelTrusted ? label : '', tooltip ?? '', name];
  let party: string | undefined;
  for (const text of ownTexts) {
    party = text.trim() === '' ? undefined : labelParty(text);
    if (party) break;
  }
  // "THAT I [____]" is the writer, whatever role the rest of the sentence names.
  if (blank === 'writer') party = SELF;
  // "… and the witness(es) ____ / (and ____": the second blank is of the role the row above ends with.
  let askedAs: string | undefined;
  if (blank === 'role' && !party) {
    const rows = context.split(' / ').map((row) => row.trim());
    const above = rows[rows.lastIndexOf(label.trim()) - 1];
    party = above === undefined ? undefined : labelParty(above);
    // (It asks what the blank before it asks, for a second person: the same name twice is no answer.)
    askedAs = above === undefined ? undefined : tokenize(above).join(' ');
  }
  let partyFromLabel = party !== undefined;
  const blockParty = contextParty(context.split(' / ').reverse().slice(0, 3))?.party;
  // The block's rows, nearest first: "Buyer's Signature / Print Name: [____]". The label's row and the one
  // above it speak for the field as its label does; rows farther up only tell other roles apart.
  if (!party && field.type !== 'checkbox') {
    const found = contextParty(context.split(' / ').reverse().slice(0, 3));
    party = found?.party;
    partyFromLabel = found !== undefined && found.depth <= 1;
  }
  // `PaidPreparer[0].Preparer[0].f2_36[0]`: the groups a generator nests the field in name its block's role
  // too. (A group speaking to the reader, "YourInfo", says no more than the label does.)
  // ("EmployerID[0].f1_14[0]" on a W-9: an employer identification number is a kind of number, whoever's it is.)
  if (!party && field.type !== 'checkbox') {
    const groups = nameWords(fieldNameSegments(field.name).slice(0, -1).join(' '));
    const nested = /\bemployer\s+(?:id|identification)\b/i.test(groups) ? undefined : labelParty(groups);
    if (nested !== SELF) party = nested;
  }
  const epoch = epochOf(ownTexts.join(' . '));
  // ("5 Home Telephone Optional Include Area Code": where the label found by the box is only the printed label's last
  // row, "(Include Area Code)", a field named after the whole label gives its number.)
  const lineNumber = labelTrusted ? (printedLineNumber(label, description?.contextText ?? '', tooltip) ?? field.name.match(NUMBERED_LABEL_AS_NAME)?.[1]?.toLowerCase()) : undefined;

  return {
    field,
    index,
    party,
    partyFromLabel,
    blockParty,
    // (Only the field's own words say so: parties.ts keeps "requester" out of ROLE_WORDS, as the W-9's box sits
    // beside the payee's address.)
    requester: ownTexts.some((t) => REQUESTER.test(t)),
    // "THAT I [____]", and "Address of Principal", "Applicant's Name": the writer by their role on the form.
    namesWriter: blank === 'writer' || (party === SELF && ownTexts.some((t) => labelParty(t) === SELF && tokenize(t).some(namesWriterRole))),
    // Only a label about the foreign address itself: "City … If you have a foreign address, also complete
    // spaces below" is the home address.
    foreign: /^\W*foreign\b/i.test(labelTrusted ? label : (tooltip ?? '')),
    epoch,
    sources: sources.filter((s) => s.tokens.length > 0),
    weights,
    wants,
    lastNameFirst: lastIdx >= 0 && firstIdx >= 0 && lastIdx < firstIdx,
    // "First name and middle initial", "spouse's first name and initial". (Read in the printed label when there is
    // one: a tooltip may go on to "Last name" of the next box.)
    firstWithMiddle: firstWithMiddleInitial(labelTrusted ? simplify(label) : simple) && wants.has('firstname'),
    unit: unitWritten(simple.match(/\b(cm|mm|kg|lbs?|ft|inches|km|hours?|hrs|years?|days?|usd|eur|kilogram(?:me)?s?|pounds|centimet(?:er|re)s?)\b/)?.[1]),
    options: readOptions(field, description),
    dateFormat: dateFormatOf(field, described),
    // (Or a number whose description counts its digits: "Telephone number. 10 digits.")
    digitsOnly: /AFSpecial_Format\s*\(\s*[0-3]\s*\)/.test(field.formatAction ?? '') || ((['phone', 'ssn', 'ein', 'tin'] as Concept[]).some((c) => wants.has(c)) && COUNTED_DIGITS.test(`${label} ${tooltip ?? ''}`)),
    numeric: /AFNumber_Format/.test(field.formatAction ?? ''),
    parent: field.name.includes('.') ? field.name.slice(0, field.name.lastIndexOf('.')) : '',
    phrases: [...new Set([labelTrusted ? label : '', name].map(phrase).filter((p) => p !== ''))],
    group: groupOf(field.name),
    statedLength: statedLengthOf(ownTexts),
    condition: labelTrusted ? optionCondition(label, field) : undefined,
    blank: blankWords,
    ...(label && labelTrusted ? { caption: label.trim() } : {}),
    // Generators glue the words of a name together ("costperunit", "PricePerUnit").
    perUnit: PER_UNIT.test(simple) || /per_?(unit|share|item|piece)/i.test(field.name),
    lineNumber,
    section: description?.section,
    numberedItem: lineNumber !== undefined && ITEM_NUMBER_WITH_STOP.test(label.trim().split(/\s+/)[0] ?? ''),
    arithmeticStep: lineNumber !== undefined && isArithmeticStep(lineNumber, description?.contextText ?? ''),
    productOfCount: /^\s*multiply the number of\b/i.test(label),
    asksForNumber: labelTrusted && asksForNumber(label, description?.contextText ?? '') && [...wants].every((c) => c === 'money'),
    asksForDigits: ownTexts.some((text) => DIGITS_ASKED.test(text)),
    detailOfAnswer: (label.match(/^\W*if (yes|no)\b/i)?.[1]?.toLowerCase() as 'yes' | 'no' | undefined) ?? undefined,
    // (Or the title printed above it on its page: "Step 4(b)—Deductions Worksheet" over the rows of that worksheet.)
    worksheet: worksheetTitled(`${description?.contextText ?? ''} / ${label}`) ?? (description?.worksheet ? worksheetNamed(description.worksheet) : undefined),
    ...(askedAs !== undefined ? { askedAs } : {}),
  };
}

/** "5 8Digit Station Symbol", "a 9-digit number", "Enter 9 digits". */
const DIGITS_ASKED = /\b\d{1,2}\s*-?\s*digits?\b/i;
const NUMBER_ASKED = /\b(?:number|amount|total|result|sum)\b[^.]{0,80}?\benter\b|\benter\s+(?:the\s+)?(?:number|amount|total|result|sum)\b/i;

/**
 * Whether a field's label, or its numbered line as printed, asks for a number: the line starts at most two rows
 * above the label's ("2 Find the number in Table 1 … / you are married … / than "3."  [box]").
 */
function asksForNumber(label: string, context: string): boolean {
  if (NUMBER_ASKED.test(label)) return true;
  const rows = context.split(' / ');
  const start = label.trim().slice(0, 24);
  const at = start === '' ? -1 : rows.findLastIndex((row) => row.includes(start));
  const opensLine = (row: string) => LINE_NUMBER.test(row.trim().split(/\s+/)[0] ?? '');
  for (let from = at; from >= 0 && from >= at - 2; from--) {
    if (opensLine(rows[from]!)) return NUMBER_ASKED.test(rows.slice(from, at + 1).join(' '));
  }
  return false;
}

/**
 * The tokens of the worksheet a text names ("deductions worksheet line 3", "Two-Earners / Multiple Jobs Worksheet
 * Line 1" → two earners multiple jobs), or undefined.
 */
export function worksheetNamed(text: string): string[] | undefined {
  const title = text.match(WORKSHEET_TITLE)?.[1];
  const tokens = title ? tokenize(title).filter((t) => !GENERIC_WORKSHEET_TOKENS.has(t)) : [];
  return tokens.length > 0 ? tokens : undefined;
}
const GENERIC_WORKSHEET_TOKENS = new Set(tokenize('the this that form use page see'));

/** The words that name a worksheet, before the word itself: "TWO-EARNERS / MULTIPLE JOBS WORKSHEET". */
export const WORKSHEET_TITLE = /((?:[\p{L}][\p{L}/-]*\s+(?:\/\s+|and\s+|&\s+)?){1,4})worksheet\b/iu;

/**
 * The worksheet whose title opens one of a field's rows ("Two-Earners/Multiple Jobs Worksheet (See …)"), as its
 * tokens. (A row that names a worksheet further on, "Enter the number from the Personal Allowances Worksheet",
 * only refers to it.)
 */
function worksheetTitled(rows: string): string[] | undefined {
  for (const row of rows.split(' / ')) {
    const title = row.trim().match(/^((?:\p{Lu}[\p{L}/-]*\s*(?:(?:and|&|\/)\s+)?){1,4})Worksheet\b/u)?.[1];
    if (title) return worksheetNamed(`${title} worksheet`);
  }
  return undefined;
}

/** "4 Enter the number from line 2 of this worksheet": a line whose figure is copied from another line. */
const COPIES_ANOTHER_LINE = /^\d{1,2}[a-z]?\s+enter\s+the\s+(?:number|amount|result)\s+from\s+line\s+(?:\d|[A-Z]\b)/i;
/** "9 Divide line 8 by …", "3 Subtract line 2 from line 1": the row that opens the line tells what it holds. */
function isArithmeticStep(lineNumber: string, context: string): boolean {
  return context.split(' / ').some((row) => {
    const m = row.trim().match(/^(\d{1,2}[a-z]?)\s+(\p{L}+)/u);
    // ("4 Enter the number from line 2 of this worksheet": a line that copies another's figure is one too.)
    return m !== null && m[1]!.toLowerCase() === lineNumber && (/^(divide|subtract|multiply)$/i.test(m[2]!) || COPIES_ANOTHER_LINE.test(row.trim()));
  });
}

/** A line number as forms print it: "9", "2b", "12a", "4(b)". */
/** A form's line number as a text writes it: "9", "4c", "4(c)". */
export const LINE_NUMBER_TEXT = String.raw`\d{1,2}(?:\([a-z]\)|[a-z])?`;
const LINE_NUMBER = new RegExp(`^${LINE_NUMBER_TEXT}$`);
/**
 * A worksheet's lettered line, "A" to "H" on the W-4's allowances worksheet: one capital printed before the line's
 * words and again before its box. Not "I", the pronoun.
 */
const LINE_LETTER = /^[A-HJ-Z]$/;
const isLineMarker = (word: string): boolean => LINE_NUMBER.test(word) || LINE_LETTER.test(word);

/** "4(b)" → "4b": one spelling of a line number for both the form's and the text's. */
export function lineKey(marker: string): string {
  return marker.replace(/[()]/g, '').toLowerCase();
}

/** "5 Home Telephone Optional …", "1a Immediate Supervisor …": a field's name that is its numbered label in words. */
const NUMBERED_LABEL_AS_NAME = /^(\d{1,2}[a-z]?)\s+\p{Lu}\p{Ll}+\s[\p{L} ]+$/u;

/** "7.", "1c.": an item's number printed with a full stop, as OPM and grant forms number their blocks. */
const ITEM_NUMBER_WITH_STOP = /^\d{1,2}[a-z]?\.$/;

/**
 * The line number a tax form prints for a field: "Line 9." starting its tooltip, the number in the box's own
 * corner after the label ("… Attach Sch. B if required  2b"), or the number before the label ("9  Standard
 * deduction …"). A label that starts with a letter ("b Taxable interest") continues the line number before it.
 */
export function printedLineNumber(label: string, context: string, tooltip: string | null = null): string | undefined {
  const fromTooltip = tooltip?.match(/^\s*line\s+(\d{1,2}[a-z]?)\b/i)?.[1];
  if (fromTooltip) return fromTooltip.toLowerCase();
  // ("b Taxable amount d Taxable amount": a label that ran on over the lettered line above its own is that of the
  // last lettered line, the row the box is on.)
  const lastLettered = label.trim().match(/^[a-z]\s+\p{Lu}.*?\s([a-z]\s+\p{Lu}\p{Ll}.*)$/u)?.[1];
  if (lastLettered) return printedLineNumber(lastLettered, context, tooltip);
  const words = label.trim().split(/\s+/);
  const start = words.slice(0, 3).join(' ');
  // The W-4's "4(b)" or "A" printed right before its box is the only words near it.
  if (words.length === 1 && (/^\d{1,2}\([a-z]\)$/.test(words[0]!) || LINE_LETTER.test(words[0]!))) return lineKey(words[0]!);
  // ("74a" printed by the box, its row "74a Amount of line 73 you want refunded to you": the 1040's right column.)
  if (words.length === 1 && /^\d{1,2}[a-z]?$/.test(words[0]!) && context.split(' / ').some((row) => row.trim().startsWith(`${words[0]} `))) return lineKey(words[0]!);
  if (words.length < 2) return undefined;
  // "D Enter number of dependents …": a lettered line's own words; "2 Business name/disregarded entity name": a
  // numbered one's. (Not a worksheet's step, "5 Add lines 3 and 4 and enter the total": a worksheet numbers its
  // steps again from 1, so its numbers are no lines of the form a text would name.)
  if (LINE_LETTER.test(words[0]!) && /^\p{Lu}\p{Ll}/u.test(words[1]!)) return lineKey(words[0]!);
  // ("7. Organization Mailing Address": or with a full stop after the number, as OPM prints its blocks.)
  if ((/^\d{1,2}[a-z]?$/.test(words[0]!) || ITEM_NUMBER_WITH_STOP.test(words[0]!)) && /^\p{Lu}\p{Ll}/u.test(words[1]!) && !/^(?:add|subtract|multiply|divide|enter|combine)$/i.test(words[1]!)) {
    return lineKey(words[0]!.replace(/\.$/, ''));
  }
  // ("1 Enter the number from line H, page 1 (…)  1": a worksheet's step whose number is printed again by its box
  // is that worksheet's line, which a text names with the worksheet, "the two-earners worksheet: line 1 is 8".)
  if (/^\d{1,2}$/.test(words[0]!) && context.split(' / ').some((row) => row.trim().startsWith(label.trim()) && row.trim().split(/\s+/).pop() === words[0])) {
    return lineKey(words[0]!);
  }
  // ("3  If line 1 is greater than line 2, … If line 2 is greater / than line 1, enter “-0-”  3": a step whose words
  // wrap onto the box's row, its number printed at its start and again by the box, is that number's line.)
  const rows = context.split(' / ').map((row) => row.trim());
  const boxRow = rows[rows.length - 1] ?? '';
  const byBox = boxRow.match(/\s{2}(\d{1,2}[a-z]?)$/)?.[1];
  if (byBox !== undefined && boxRow.includes(words[words.length - 1]!) && rows.some((row) => row.startsWith(`${byBox}  `))) return lineKey(byBox);
  for (const row of context.split(' / ')) {
    const at = row.indexOf(start);
    if (at < 0) continue;
    const afterLabel = row.slice(at + label.trim().length).trim().split(/\s+/)[0] ?? '';
    if (isLineMarker(afterLabel) && row.includes(label.trim())) return lineKey(afterLabel);
    const before = row.slice(0, at).trim().split(/\s+/).pop() ?? '';
    if (LINE_LETTER.test(before)) return lineKey(before);
    if (!LINE_NUMBER.test(before)) return letterAbove(context.split(' / '), row);
    const letter = words[0]!.match(/^([a-z])$/)?.[1];
    return lineKey(letter ? `${before.replace(/[a-z]$/, '')}${letter}` : before);
  }
  return undefined;
}

/**
 * A lettered line whose words wrap onto the rows below it ("G Child Tax Credit … / If your total income … / … enter
 * "1" for each eligible  [box]"): the letter starting one of the two rows above the label's, when no other line
 * starts between them; or a numbered one's number, when no row between ends with a number of its own.
 */
function letterAbove(rows: string[], labelRow: string): string | undefined {
  const at = rows.indexOf(labelRow);
  for (let i = at - 1; i >= Math.max(0, at - 2); i--) {
    const [first = '', second = ''] = rows[i]!.trim().split(/\s+/);
    if (LINE_LETTER.test(first) && /^\p{Lu}/u.test(second)) return lineKey(first);
    // ("7 I claim exemption … / Last year I had … / This year I expect …  [box]": so is a numbered line's, when the
    // rows under it run on as its text and none ends with a number of its own.)
    if (LINE_NUMBER.test(first)) return /^\p{Lu}/u.test(second) && rows.slice(i + 1, at + 1).every((row) => !LINE_NUMBER.test(row.trim().split(/\s+/).pop() ?? '')) ? lineKey(first) : undefined;
  }
  return undefined;
}

/**
 * "L1 total", "line 9", "ln 2b", "Step 4(a)": the form's line number a key refers to, lower case ("4a"). A
 * worksheet's letter counts when it is the whole key ("A = 1") or named as a line ("the total on H").
 */
export function lineReferenceOf(key: string, ownKey = ''): string | undefined {
  // ("worksheet_A = 1" in a settings file: the worksheet's line A; "That makes H = 8": the total on line H.)
  const letter = ownKey.trim().match(/^(?:(?:.*\s)?(?:line|on|in|worksheet|makes)\s+)?([A-HJ-Z])$/)?.[1];
  if (letter) return lineKey(letter);
  // ("Personal Allowances Worksheet Line A Self …": a worksheet's lettered line.)
  const lettered = key.match(/\b[Ll]ine\s+([A-HJ-Z])(?![\p{L}\d])/u)?.[1];
  if (lettered) return lineKey(lettered);
  // ("addr line1", "Address line 2": an address's line, not the form's.)
  // ("Block 14: GS", "item 7 - …": an OPM form numbers its blocks, "items", as a tax form its lines.)
  const m = key.match(/(?<!\b(?:address|addr|street)[\s_]?)\b(?:line|ln|l|block|item)\s?(\d{1,2}[a-z]?)\b/i)?.[1] ?? key.match(/\b(?:step\s+)?(\d{1,2}\([a-z]\))(?!\w)/i)?.[1];
  return m === undefined ? undefined : lineKey(m);
}

/**
 * "please put $265 in Step 4(c)", "gives $7,300 for 4(b)", "enter 24,400 on line 9": the line the text sends a
 * value to, named right after it in its clause.
 */
export function lineTargetAfter(textAfterValue: string): string | undefined {
  // ("acct #: HV-20417 -> line 7": a note's arrow points the value at its line.)
  const arrowed = textAfterValue.match(/^\s*(?:->|→|=>)\s*(?:line|ln|step)\s+(\d{1,2}(?:\([a-z]\)|[a-z])?)(?![\w(])/i);
  if (arrowed) return lineKey(arrowed[1]!);
  // ("about $1,200 a year of interest from a CD and savings -> 4(a)": or at the end of the value's words, the line's
  // letter saying it is one without the word "line".)
  const arrowedLast = textAfterValue.match(/^[^.;]{0,80}?(?:->|→|=>)\s*(?:(?:line|ln|step)\s+)?(\d{1,2}(?:\([a-z]\)|[a-z]))\s*\.?\s*$/i);
  if (arrowedLast) return lineKey(arrowedLast[1]!);
  // A bare number is no line ("in 12 payments"); "line 9", "Step 4(c)" and "4(b)" are.
  // ("an extra $40 every paycheck, that's 4(c)": the line the value is said to be.)
  const m = textAfterValue.match(/^[^.;:]{0,30}?\b(?:in|for|on|into|to|that['’]s|that is|which is)\s+(?:(step|line|ln)\s+(\d{1,2}(?:\([a-z]\)|[a-z])?)|(\d{1,2}(?:\([a-z]\)|[a-z])))(?![\w(])/i);
  // ("4500 total in Step 3": a step without its letter is a part of the form, not its line 3.)
  if (m && /^step$/i.test(m[1] ?? '') && /^\d+$/.test(m[2]!)) return `step ${m[2]}`;
  if (m) return lineKey((m[2] ?? m[3])!);
  // ("$40 per paycheck, step 4(c)", "… he wants tax withheld on it, so step 4(a).": a line named last in the clause,
  // after a comma, is where the value goes.)
  // (Not a pay grade's step: "GS-1102, grade 11, step 2", "Program Analyst, GS-0343-11, step 2".)
  const named = textAfterValue.match(/^[^.;:]{0,60}?(?<!\b(?:grade\s+\d{1,2}|[A-Z]{2}-\d{4}-\d{1,2}|[A-Z]{2}-\d{1,2})),\s*(?:so\s+|that['’]s\s+)?(?:step|line|ln)\s+(\d{1,2}(?:\([a-z]\)|[a-z])?)(?![\w(])\s*\.?\s*$/i);
  if (named) return lineKey(named[1]!);
  // ("No spouse, so put 0 for C": a worksheet's lettered line, a capital alone at the end of its clause.)
  const lettered = textAfterValue.match(/^\s+(?:for|on|in)\s+(?:line\s+)?([A-HJ-Z])(?=\s*(?:[.,;!)]|$))/);
  if (lettered) return lineKey(lettered[1]!);
  // ("an extra $25 withheld every paycheck (4(c))", "$310 (line 7)": a line named in brackets after the value's
  // words is where it goes.)
  const bracketed = textAfterValue.match(/^[^.;:()]{0,40}?\((?:(?:step|line|ln)\s+(\d{1,2}(?:\([a-z]\)|[a-z])?)|(\d{1,2}(?:\([a-z]\)|[a-z])))\)/i);
  if (bracketed) return lineKey((bracketed[1] ?? bracketed[2])!);
  // ('registered as "Fjordline Survey Translation LLC" - that exact name on line 1': the value, named again as it goes.)
  const namedAgain = textAfterValue.match(/^["”]?\s*[-–—,]\s*(?:that|this)\s+(?:exact\s+)?(?:name|spelling|wording|one)\s+(?:goes\s+)?(?:on|in|for)\s+(?:line|ln)\s+(\d{1,2}[a-z]?)(?![\w(])/i);
  if (namedAgain) return lineKey(namedAgain[1]!);
  // "roughly $1,200 a year of interest … - please put that in 4(a)": the value, sent on further along.
  // ("… so that goes on line 2", "they asked for it on line 7".)
  const back = textAfterValue.match(/^[^.;]{0,100}?\b(?:(?:put|enter|write|report|asked for|want|wants|need|needs)\s+(?:that|it|this)|(?:that|it|this)\s+(?:goes|go|belongs))\s+(?:in|on|into|under)\s+(?:(?:step|line|ln)\s+(\d{1,2}(?:\([a-z]\)|[a-z])?)|(\d{1,2}(?:\([a-z]\)|[a-z])))(?![\w(])/i);
  return back ? lineKey((back[1] ?? back[2])!) : undefined;
}

/**
 * "Married filing separately. Enter spouse's SSN above and full name here.": a label that names an option of
 * the form and then says what to enter asks only those who chose the option. The option's words, when they
 * are at least two ("Yes. Enter the amount" is answered by any yes).
 */
export function optionCondition(label: string, field: FieldInfo): string[] | undefined {
  // The option is a caption of a few words ("Married filing separately"), not a list ("Wages, salaries,
  // tips, etc. Attach Form(s) W-2"), nor what the box itself asks for ("Home address. Enter number and
  // street.").
  const m = label.trim().match(/^(?:\(?\d{1,2}[a-z]?\)?\.?\s+)?([\p{L}][\p{L} '’-]{2,60}?)\.\s+(?:enter|give|list|write|print|provide)\b/iu);
  if (!m || detectWants(field, m[1]!).size > 0) return undefined;
  const tokens = tokenize(m[1]!);
  // One word may name the option too ("Limited liability company" is `llc`), but not a bare yes or no.
  return tokens.length >= 2 || (tokens.length === 1 && !/^(yes|no)$/i.test(m[1]!.trim())) ? tokens : undefined;
}

/** A price of one unit of something counted; not a rate over time ("Rent per month" takes any amount). */
const PER_UNIT = /\b(per (unit|share|item|piece)|unit (price|cost)|(price|cost) each)\b/;

/** Whether a field's own words (tooltip, name) say it is about an organisation and not a person's part. */
function namesOrganisation(texts: string[]): boolean {
  return texts.some((text) => {
    const c = ` ${canonicalText(text)} `;
    return ORG_WORDS.test(c) && !/ (firstname|lastname|middlename|contactperson|person|individual) /.test(c);
  });
}

/** "Postal code. 6 characters.", "Enter 9 digits": a count of characters the field's own words ask for. */
export function statedLengthOf(texts: string[]): number | undefined {
  for (const text of texts) {
    const m = text.match(/\b(\d{1,2})\s+(?:characters|digits)\b/i);
    if (m) return Number(m[1]);
  }
  return undefined;
}

function groupOf(name: string): string {
  const cut = name.lastIndexOf('.');
  const parent = cut > 0 ? name.slice(0, cut) : '';
  const last = (cut > 0 ? name.slice(cut + 1) : name).replace(/\[\d+\]/g, '');
  // "S2A_State" is part of block S2A; "f1_19" is field 19 of page 1, not a block.
  const m = last.match(/^([A-Za-z]*\d+[A-Za-z]*)_(.*)$/);
  const code = m && /\p{L}/u.test(m[2]!) ? m[1]! : '';
  return `${parent}#${code}`;
}

/** A label as plain words: no parenthetical remarks, line numbers or trailing colon. */
function phrase(text: string): string {
  return text
    .replace(/\([^)]*\)?/g, ' ')
    .replace(/^\s*(\d+[a-z]?|[a-z]|[ivx]+)[.)]?\s+/i, '')
    .replace(/[:*]+\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The field name as words, without generator path noise: `form1[0].Page1[0].S1_GivenName[0]` → "S1 Given Name". */
export function readableFieldName(name: string): string {
  return nameWords(fieldNameSegments(name).pop() ?? name);
}

/** A unit a description spells out ("Kilograms"), as values abbreviate it ("41.20 kg"). */
function unitWritten(unit: string | undefined): string | undefined {
  if (unit === undefined) return undefined;
  if (/^kilogram/.test(unit)) return 'kg';
  if (unit === 'pounds') return 'lb';
  if (/^centimet/.test(unit)) return 'cm';
  return unit;
}

/** "10 digits", "9 digits": a description that counts a number's digits asks for the digits alone. */
const COUNTED_DIGITS = /\b\d{1,2} digits\b/i;

/** A state's name right after a blank: "of ____ Illinois, as my Attorney-in-Fact". */
const STATE_AFTER_BLANK = new RegExp(String.raw`^\s*(?:${US_STATE_NAME})\b`, 'u');

/**
 * Fill-in-the-blank sentences of legal forms ("I, ________, of …", "… hereby appoint ________, of …"): the
 * printed words right before the blank are its label, and a blank after the first-person "I" (or "we") is the
 * writer's name, one after a verb of appointing the name of the person appointed. Only a label that ends
 * with these words counts: the blank comes right after them.
 */
const CERTIFIES_THAT = /\bcertif(?:y|ies)(?:\s+that)?\s*,?$/i;

/** A person's role as a certificate's sentence names it right before a blank: "… before me and the witness(es)". */
const ROLE_BEFORE_BLANK = /\b(?:witness(?:\(es\)|es)?|agents?|attorneys?-in-fact|buyers?|sellers?|purchasers?|notary(?: public)?)\s*,?$/i;

export function blankAsksForPerson(label: string, context = ''): 'writer' | 'appointee' | 'role' | undefined {
  const ending = label.trim();
  // The capital "I" only: a lower-case "i" at the end of a label is a list marker ("(i)"), and an "I" alone
  // without its comma may be a roman numeral ("Part I").
  const pronoun = (ending.match(/(?:\b(?:that|whereas)\s+|,\s*)(I|we)\s*,?$/i) ?? ending.match(/^(I|We)\s*,$/))?.[1];
  if (pronoun !== undefined && pronoun !== 'i') return 'writer';
  // "The undersigned witness certifies that ____, known to me to be the same person whose name is subscribed as
  // principal …": a witness's or notary's certificate names the one who signs, the writer.
  if (CERTIFIES_THAT.test(ending)) return 'writer';
  if (/\b(?:appoints?|designates?|nominates?|constitutes?)\s*,?$/i.test(ending)) return 'appointee';
  // "… appeared before me and the witness(es) ____ (and ____) in person": a blank after a role's word is its
  // name, and so is the one after "(and" that goes on from it on the next row.
  if (ROLE_BEFORE_BLANK.test(ending)) return 'role';
  const rows = context.split(' / ').map((row) => row.trim());
  const at = rows.lastIndexOf(ending);
  if (/^\(?and$/i.test(ending) && at > 0 && ROLE_BEFORE_BLANK.test(rows[at - 1]!)) return 'role';
  return undefined;
}

/** "Appropriation Fund", "the appropriation/fund chargeable for the direct costs": words of a box for an accounting code. */
const ACCOUNTING_CODE = /\b(?:appropriation|chargeable|accounting code|account code|cost cent(?:er|re))\b/i;

/** Whether a box's words ask for the code costs are charged to, which is no amount however costs are named. */
export function asksForAccountingCode(words: string): boolean {
  return ACCOUNTING_CODE.test(words);
}

function detectWants(field: FieldInfo, described: string): Set<Concept> {
  const wants = new Set<Concept>();
  if (field.type !== 'text' && field.type !== 'dropdown') return wants;
  // "First 9 digits" and "last 4 digits" count characters of a number, and "Foreign country name" names a
  // place: neither asks for a person's name.
  const c = ` ${canonicalText(described)} `.replace(COUNTED_PART, ' ').replace(PLACE_NAME, ' $1 ');
  const has = (re: RegExp): boolean => re.test(c);

  if (has(/ email /)) wants.add('email');
  if (has(/ phone /)) wants.add('phone');
  if (has(/ fax /) && !has(/ phone /)) wants.add('fax');
  if (has(/ ssn /)) wants.add('ssn');
  if (has(/ ein /)) wants.add('ein');
  if (has(/ tin /)) wants.add('tin');
  if (has(/ website /)) wants.add('website');
  if (has(/ birthdate /)) wants.add('birthdate');
  // "My commission expires": when something expires is a date.
  // ("période du ___ au ___": a period's ends are dates; other-languages.ts reads the words as "period start/end".)
  if (has(/ (dates?|dated|yyyy|mm dd|dd mm|expires|expiration|expiry|period start|period end) /) || /AFDate_/.test(field.formatAction ?? '')) wants.add('date');
  if (wants.has('birthdate')) wants.add('date');

  // "Line 1" alone or in an address is an address line; "Subtract line 2 from line 1" is a tax form's line.
  const addressLine = (n: 1 | 2): boolean =>
    has(new RegExp(` address (line )?${n} `)) || (has(new RegExp(` line ${n} `)) && (has(/ address(es)? /) || c.trim().split(/\s+/).length <= 3));
  // "Street number and name" is the street's name, not a person's.
  const streetField = (has(/ (street|number and street) /) || addressLine(1)) && !has(/ city /);
  const firstName = has(/ firstname /) || has(/ first /);
  const lastName = has(/ lastname /) || has(/ last /);
  const middle = has(/ middlename /) || has(/ middle /);
  const mentionsName = has(/ (name|names|firstname|lastname|middlename) /);
  if (has(/ contactperson /)) {
    wants.add('fullname');
  } else if (streetField && !has(/ (firstname|lastname|middlename) /)) {
    // no person wanted
  } else if (mentionsName || firstName || lastName) {
    if (ORG_WORDS.test(c) && !has(/ (firstname|lastname|middlename) /)) wants.add('orgname');
    else if (firstName && middle && !lastName) wants.add('firstname');
    else if ([firstName, lastName, middle].filter(Boolean).length >= 2) wants.add('fullname');
    else if (has(/ firstname /)) wants.add('firstname');
    else if (has(/ lastname /)) wants.add('lastname');
    else if (has(/ middlename /)) wants.add('middlename');
    else if (mentionsName) wants.add('fullname');
  }

  const street = has(/ (street|number and street) /) || addressLine(1);
  // "Cost per unit" and "unit price" count units of something, not an apartment.
  const line2 = addressLine(2) || (!street && has(/ (apt|apartment|suite|unit) /) && !PER_UNIT.test(c));
  const city = has(/ city /);
  const state = has(/ state /) && !has(/ statement /);
  const zip = has(/ zipcode /);
  const address = has(/ address(es)? /);
  const country = has(/ country /);
  const parts = [street, city, state, zip].filter(Boolean).length;
  if (parts >= 3 && (street || address)) wants.add('address');
  else if (city && (state || zip) && !street && !address) wants.add('cityStateZip');
  else if (street || (address && !city && !zip && !line2)) wants.add(address && !street ? 'address' : 'street');
  else if (line2) wants.add('line2');
  else if (city && !state && !zip) wants.add('city');
  else if (state && !city && !zip) wants.add('state');
  else if (zip && !city && !state) wants.add('zipcode');
  if (country && wants.size === 0) wants.add('country');
  // "Name and mailing address of the vendor", "Organization mailing address": a block of text (a name with
  // its address), not a single part.
  if (wants.has('address') && ORG_WORDS.test(c)) wants.add('orgname');
  if (wants.has('address') && (wants.has('fullname') || wants.has('orgname'))) {
    wants.delete('fullname');
  }

  // "Total number of allowances" counts things; a total of money is a "total" without "number".
  const counts = has(/ (total )?number of /);
  // ("b Taxable interest", "Ordinary dividends", "Federal income tax withheld": a tax return's amounts; an
  // interest rate is a percentage.)
  // ("Extra withholding. Enter any additional tax you want withheld each pay period": so is tax to withhold.)
  const returnAmount = (has(/ (interest|dividends|withheld|overpaid|refunded) /) || (has(/ (withhold|withholding) /) && has(/ tax /))) && !has(/ (rate|percent|percentage) /);
  // ("Document/Purchasing Order/Requisition Number", its tooltip speaking of training costs: a document's number, no amount.)
  const documentNumber = has(/ (requisition|order|invoice|document|reference|voucher|receipt) (number|no|num) /) && !has(/ (amount|dollars?) /);
  // ("Appropriation Fund", its tooltip "the appropriation/fund chargeable for the direct costs": an accounting code the
  // costs are charged to, no amount.)
  const chargedTo = asksForAccountingCode(c) && !has(/ (amount|dollars?) /);
  if ((returnAmount || has(/ (amount|cost|costs|fee|fees|price|tuition|salary|wages?|total|balance|dollars?|usd|eur) /)) && !(counts && !has(/ (amount|dollars?) /)) && !documentNumber && !chargedTo) wants.add('money');
  if (has(/ (hours?|age|height|weight|grade|step|series|quantity|qty|count|years|credits?) /) || counts) wants.add('number');
  return wants;
}

function readOptions(field: FieldInfo, description: FieldDescription | undefined): ChoiceOption[] {
  // A box for a code or two whose label lists what each code means takes one of those codes.
  if (field.type === 'text' && (field.textMaxLength ?? Infinity) <= MAX_CODE_LENGTH) return legendCodes(description?.mainText ?? '');
  // A text box whose instructions list its answers (describe/code-legends.ts findListedAnswers).
  if (field.type === 'text') {
    const listed = [...parseOptionCaptions(description?.contextText ?? '').values()];
    return listed.map((label) => ({ value: label, label, tokens: tokenize(label) }));
  }
  const values = field.options ?? [];
  const labels = field.optionLabels ?? values;
  // Buttons exporting "1", "2" are known by the words printed beside them (describe/option-captions.ts).
  const captions = parseOptionCaptions(description?.contextText ?? '');
  const options: ChoiceOption[] = [];
  values.forEach((value, i) => {
    const written = labels[i] ?? value;
    const label = isCodedOption(written) ? (captions.get(value) ?? written) : written;
    if (isPlaceholder(label)) return;
    options.push({ value, label, tokens: tokenize(label.replace(/^\s*[\dA-Z]{1,3}\s*[.)\-–]\s+/, '')) });
  });
  return options;
}

const MAX_CODE_LENGTH = 2;

/**
 * "(C=C corporation, S=S corporation, P=Partnership)", "M = Male, F = Female": the codes a label lists with their
 * meanings, as options; none unless it lists two or more.
 */
export function legendCodes(label: string): ChoiceOption[] {
  const options = [...label.matchAll(/(?:^|[\s(,;])([A-Z0-9]{1,2})\s*=\s*([^,;()=]+?)\s*(?=[,;)]|$)/g)].map((m) => ({
    value: m[1]!,
    label: m[2]!.trim(),
    tokens: tokenize(m[2]!),
  }));
  return options.length >= 2 ? options : [];
}

/** "First name and middle initial", "given name and initial": the first name with the middle one's initial. */
export function firstWithMiddleInitial(simple: string): boolean {
  return (/\bmiddle\b/.test(simple) || /\b(first|given) names? (and|&) initials?\b/.test(simple)) && !/\b(last|surname|family)\b/.test(simple);
}

/** "Requester's name and address (optional)": the one who asked for the form. */
const REQUESTER = /\brequester['’]?s?\b/i;

/** The date pattern a field expects, in AFDate terms (m, mm, mmm, mmmm, d, dd, yy, yyyy). */
function dateFormatOf(field: FieldInfo, described: string): string | undefined {
  const action = field.formatAction ?? '';
  const ex = action.match(/AFDate_(?:Format|Keystroke)Ex\s*\(\s*["']([^"']+)["']/);
  if (ex) return ex[1];
  const legacy = action.match(/AFDate_(?:Format|Keystroke)\s*\(\s*(\d+)\s*\)/);
  if (legacy) return LEGACY_DATE_FORMATS[Number(legacy[1])];
  const hint = described.toLowerCase().match(/\b(yyyy[-/.]?mm[-/.]?dd|mm[-/.]dd[-/.]yyyy|dd[-/.]mm[-/.]yyyy|mm[-/.]dd[-/.]yy|m\/d\/yyyy)\b/);
  if (hint) {
    const h = hint[1]!;
    // "Enter date as yyyymmdd" next to a field whose tooltip says yyyy-mm-dd: separators matter, so a bare
    // run of letters becomes ISO.
    return h === 'yyyymmdd' ? 'yyyy-mm-dd' : h;
  }
  return field.textMaxLength === 8 ? digitsDateOrder(described) : undefined;
}

/**
 * A date over a row of eight boxes whose description names its parts ("Year 4 digits. Month 2 digits. Day 2
 * digits."): the digits alone, in the order the parts are named (yyyymmdd here).
 */
export function digitsDateOrder(described: string): string | undefined {
  const text = described.toLowerCase();
  const parts = [
    { at: text.search(/\byears?\b/), format: 'yyyy' },
    { at: text.search(/\bmonths?\b/), format: 'mm' },
    { at: text.search(/\bdays?\b/), format: 'dd' },
  ];
  if (parts.some((p) => p.at < 0)) return undefined;
  return parts.sort((a, b) => a.at - b.at).map((p) => p.format).join('');
}

/** Acrobat's numbered AFDate_FormatEx styles. */
const LEGACY_DATE_FORMATS: Record<number, string> = {
  0: 'm/d',
  1: 'm/d/yy',
  2: 'mm/dd/yy',
  3: 'mm/yy',
  4: 'd-mmm',
  5: 'd-mmm-yy',
  6: 'dd-mmm-yy',
  7: 'yy-mm-dd',
  8: 'mmm-yy',
  9: 'mmmm-yy',
  10: 'mmm d, yyyy',
  11: 'mmmm d, yyyy',
  12: 'm/d/yy h:MM tt',
  13: 'm/d/yy HH:MM',
};

/**
 * On a page that asks for the city or the postcode separately, a field that asks for "Address" wants the
 * street part only.
 */
export function narrowAddressWants(profiles: FieldProfile[]): void {
  const pagesWithParts = new Set<number>();
  for (const p of profiles) {
    if (p.wants.has('city') || p.wants.has('zipcode') || p.wants.has('cityStateZip')) pagesWithParts.add(p.field.page);
  }
  for (const p of profiles) {
    if (p.wants.has('address') && !p.wants.has('orgname') && pagesWithParts.has(p.field.page)) {
      p.wants.delete('address');
      p.wants.add('street');
    }
  }
  // "numéro [__] rue [______]", "Straße [____] Hausnummer [__]": a box for the number alone next to the street's
  // asks for the house number, and the street's box then for the street's name only.
  for (const street of profiles.filter((p) => p.field.type === 'text' && p.wants.has('street'))) {
    const number = profiles.find((p) => p !== street && p.field.type === 'text' && isHouseNumberLabel(p) && nextTo(p, street));
    if (!number) continue;
    number.wants.clear();
    number.wants.add('houseNumber');
    street.numberApart = true;
  }
}

/** A label that is nothing but "number" ("numéro", "No.", "Nr.") or "house number". */
function isHouseNumberLabel(profile: FieldProfile): boolean {
  const label = profile.sources.find((s) => s.kind === 'label')?.tokens ?? [];
  return (label.length === 1 && label[0] === 'number') || (label.length === 2 && label[0] === 'house' && label[1] === 'number');
}

/** Whether two boxes sit on one row, or one right above the other, close together. */
function nextTo(a: FieldProfile, b: FieldProfile): boolean {
  const p = a.field.position;
  const q = b.field.position;
  if (a.field.page !== b.field.page) return false;
  const sameRow = Math.abs(p.y + p.height / 2 - (q.y + q.height / 2)) < Math.max(p.height, q.height);
  const gap = Math.max(p.x - (q.x + q.width), q.x - (p.x + p.width));
  return sameRow && gap < 120;
}

/**
 * "Nom [____] Prénom [____]": a bare "Name" on a form that also asks for the first name alone (and for no last
 * name) is the family name, as European forms print it.
 */
/** How far apart (points, up or down) a "Nom" and its "Prénom" may sit. */
const NAME_ROW_REACH = 40;

export function narrowNameWants(profiles: FieldProfile[]): void {
  const firsts = profiles.filter((p) => p.field.type === 'text' && p.wants.has('firstname'));
  const lastToo = profiles.some((p) => p.field.type === 'text' && p.wants.has('lastname'));
  if (firsts.length === 0 || lastToo) return;
  for (const p of profiles) {
    const label = p.sources.find((s) => s.kind === 'label')?.tokens ?? [];
    const name = p.sources.find((s) => s.kind === 'name')?.tokens ?? [];
    const bare = (tokens: string[]) => tokens.length === 1 && tokens[0] === 'name';
    // (The person's "Nom" beside the "Prénom", not the employer's "Nom" in a block of its own.)
    const nearFirst = firsts.some((f) => f.field.page === p.field.page && Math.abs(f.field.position.y - p.field.position.y) < NAME_ROW_REACH);
    const ownParty = p.party === undefined || p.party === SELF;
    if (p.field.type === 'text' && p.wants.has('fullname') && ownParty && nearFirst && (bare(label) || bare(name))) {
      p.wants.delete('fullname');
      p.wants.add('lastname');
    }
  }
}
