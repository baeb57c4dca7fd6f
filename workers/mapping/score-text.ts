/**
 * Scoring values for text fields: facts whose key words meet the field's words and whose value has the shape
 * the field asks for (an email for an email field, the city of an address for a city field), and values
 * written right after the field's own label in the text.
 */
import { expandAbbreviations } from './abbreviations.js';
import { countOfWord } from './spoken-numbers.js';
import { replacedNames } from './corrections.js';
import { findTypedValues } from './detect-values.js';
import type { ValueKind } from './detect-values.js';
import { ILLEGIBLE_MARK } from './ocr-slips.js';
import { STRICT_CONCEPTS, asksForAccountingCode, firstWithMiddleInitial, lineReferenceOf, lineTargetAfter, worksheetNamed } from './field-profile.js';
import { sectionItemOf, sectionNamedIn, writerWordsOfItemKey } from './line-number-labels.js';
import type { Concept, FieldProfile } from './field-profile.js';
import { convertMeasure, digitsOf, formatDate, heightInCentimetres, plainNumber } from './format-value.js';
import { canonicalText, editDistance, escapeRegExp, simplify, tokenize, wordCount } from './normalize-text.js';
import { SIGNING_IN_OTHER_LANGUAGES } from './other-languages.js';
import { FLOOR_WORDS, NAME_PARTICLE, type PersonName, type PostalAddress, UNIT_WORDS, cityStateZip, findUsAddresses, isNameWords, isPostOfficeBox, isPostcode, nameBefore, parsePersonName, splitHouseNumber } from './parse-compound.js';
import { isJobTitle } from './job-titles.js';
import { CODE_THEN_DASHED_REMARK, type Fact, HONORIFIC_ALONE, MASKED_NUMBER, REQUEST_SUBJECT_KEY, TOTAL_AFTER_AMOUNT, TOTAL_BEFORE_AMOUNT, TRADE_NAME_KEY, endsWithCompanyName } from './parse-data.js';
import { tableRowOf } from './table-items.js';
import { US_STATE_NAME, isUsStateCode, usStateCode } from './us-states.js';
import { SELF, namesWriterRole, partyRelation, relativeOnSubjectField } from './parties.js';
import { ORDINALS, WEAK_TOKENS, capitalise, clip, countsOverFields, factTokens, keyMatch, keyNamesField, keySimilarity, laterOfRole, negationsClash, ordinalsClash, otherNumberedName, tokensMeet } from './key-match.js';
import type { Candidate, MatchContext } from './key-match.js';


interface View {
  value: string;
  /** Concept tokens the view adds to the fact's key ("zipcode" for the postcode of an address). */
  tokens: string[];
  concept: Concept | ValueKind | undefined;
  /** How well the value's shape fits what the field wants: 0 vetoes, 1 is a perfect fit. */
  fit: number;
  what: string;
  /** The whole the value is a part of, when it is not the fact's value (assign-values.ts keeps a block's parts to one whole). */
  origin?: string;
}

const KIND_CONCEPT: Partial<Record<ValueKind, Concept>> = {
  email: 'email',
  url: 'website',
  ssn: 'ssn',
  ein: 'ein',
  phone: 'phone',
  date: 'date',
  zip: 'zipcode',
  money: 'money',
  number: 'number',
};

const KIND_TOKEN: Partial<Record<ValueKind, string>> = {
  email: 'email',
  url: 'website',
  ssn: 'ssn',
  ein: 'ein',
  phone: 'phone',
  date: 'date',
  zip: 'zipcode',
};

/** A value of the party (or time) the field names: "Print Name" under "Seller's Signature" for the seller. */
const PARTY_AGREES = 0.15;

const LEVEL_TOKEN = tokenize('level')[0]!;
const VENDOR_TOKEN = tokenize('vendor')[0]!;
/** "no-reply@tito.io", "lc-training-noreply@…", "donotreply@…": a sender's address that no one reads. */
const NO_REPLY_ADDRESS = /^\s*(?:[^@\s]*(?:no-?reply|do-?not-?reply)[^@\s]*|mailer-daemon)@/i;
/** "Student Membership ID": a label that asks for an identifier. */
const ID_TOKEN = tokenize('ID')[0]!;
/** "My email", "Work email", "email address", "Phone": a line's key for the writer's own contact, naming no one else. */
const OWN_CONTACT_KEY = /^\s*(?:my\s+)?(?:(?:work|office|personal|home)\s+)?(?:e-?mail(?:\s+address)?|phone|telephone|cell|mobile)(?:\s+number)?\s*$/i;
/** Whether an e-mail found in the text is on the domain of one the text keys as the writer's own ("…@usace.army.example.mil"). */
function onWritersDomain(fact: Fact, ctx: MatchContext): boolean {
  // (Only an e-mail found with no key: a keyed one says whose it is.)
  const domain = fact.typed?.kind === 'email' && fact.key.trim() === '' ? fact.value.split('@')[1]?.toLowerCase() : undefined;
  return domain !== undefined && ctx.data.facts.some((f) => f !== fact && keyedAsWritersContact(f) && f.typed?.kind === 'email' && f.value.split('@')[1]?.toLowerCase() === domain);
}
/** A line keyed as the writer's own e-mail or phone ("My email: …", "Work email: …" among the writer's details). */
function keyedAsWritersContact(fact: Fact): boolean {
  return fact.party === SELF && fact.source === 'line' && OWN_CONTACT_KEY.test(fact.key);
}
/** A box that asks for digits ("8-Digit Station Symbol") takes a value with at least this many. */
const DIGITS_ASKED_AT_LEAST = 3;
/** "under the $2,500 threshold", "the $10,000 limit": an amount that is a limit. */
const LIMIT_KEY = /\b(?:threshold|limit|cap|ceiling)\b/i;
const LIMIT_TOKENS = new Set(tokenize('threshold limit cap ceiling'));

/** Cosine of label and key above which a pair with no shared word is still worth scoring. */
const SEMANTIC_CANDIDATE = 0.55;

export function scoreTextField(profile: FieldProfile, ctx: MatchContext): Candidate[] {
  const candidates: Candidate[] = [];
  const signatureDate = isSignatureDate(profile);
  const blankEnding = endingOfBlank(profile);
  // ("Rec'd: 09/22/2025  Promised: 10/06/2025" on a pasted repair ticket, then "… when we sign, Tuesday October 14th,
  // 2025": where the text dates the document, a day keyed as something else is no date of it.)
  const documentDatedInText = isDocumentDate(profile) && ctx.data.facts.some((f) => f.typed?.kind === 'date' && datesTheDocument(f, ctx.data.facts));
  // ("At a future date no later than ____": a blank for a deadline takes a day the text gives as one.)
  const asksForDeadline = [profile.field.name, ...profile.phrases].some((p) => DEADLINE_LABEL.test(p));
  ctx.data.facts.forEach((fact, factIndex) => {
    let view = viewFor(profile, fact, ctx);
    if (!view || view.fit === 0 || view.value.trim() === '') return;
    // ("Created: 09/02/2025 10:14 AM" on a CRM record: when the record was made is no date the form asks.)
    if (fact.typed?.kind === 'date' && wordsOf(fact).recordStamp) view = { ...view, fit: view.fit * 0.5 };
    // ("Deal Owner (staff): Brett Lindahl", "Entered by: …": the record system's own user is no party to the form.)
    if (fact.person && wordsOf(fact).recordUser) view = { ...view, fit: view.fit * 0.5 };
    // "Furnish invoice to" asks for a name or an address: words in lower case ("new work assignment") are neither,
    // where the writer capitalises names at all.
    // (A text in lower case throughout, a voicemail's transcript, writes its names so too: "her faction is the harpers".)
    if (view.concept === undefined && profile.wants.size > 0 && [...profile.wants].every((c) => NAMED_THINGS.has(c)) && !/[\p{Lu}\d]/u.test(view.value) && /\p{Lu}/u.test(fact.sentence) && !ctx.data.lowerCase) return;
    // ("tuition $1,850.00; books $75.00" for "Appropriation Fund": a box for the code costs are charged to takes a code,
    // not amounts or a sentence.)
    if (asksForAccountingCode(`${profile.caption ?? ''} ${profile.field.tooltip ?? ''}`) && (/[$€£]/.test(view.value) || !/\d/.test(view.value) || wordCount(view.value) > CODE_WORDS_AT_MOST)) return;
    // ("Buyer's FOID card no.: 71628834" for "… with a mailing address of": an address is never figures alone.)
    if (view.concept === undefined && hasAddressWant(profile.wants) && [...profile.wants].every((c) => NAMED_THINGS.has(c)) && !/\p{L}/u.test(view.value)) return;
    // ("the self-employed box is ticked": the state of a check box is no text to write.)
    if (/^(?:is\s+)?(?:ticked|checked|unticked|unchecked|marked|crossed)$/i.test(view.value.trim())) return;
    // ("Members: Temitope Oyelaran, Roderick Pham" for "Membership ID": a box for an identifier takes no one's name.)
    // ("his licence is Illinois not Indiana" for "Driver's License Number": nor words a sentence says the thing is.)
    if ((fact.person || fact.source === 'prose') && !/\d/.test(view.value) && [profile.caption ?? '', ...profile.phrases].some((phrase) => IDENTIFIER_CAPTION.test(phrase.replace(/[\s_]+\d$/, '')))) return;
    // ("Firearm: Browning Citori 725 Field" for "Seller accepts trade for the Firearm in exchange for ____": the blank
    // takes what is offered in trade, said as such.)
    if ([profile.caption ?? '', ...profile.phrases].some((phrase) => TRADE_BLANK.test(phrase)) && !TRADE_WORDS.test(`${fact.key} ${fact.topic} ${fact.sentence}`)) return;
    // ("LlcTaxCode : C" on a vendor record: the letter of an LLC's tax classification is no exemption code.)
    if (CLASSIFICATION_KEY.test(fact.key) && !/\bexempt/i.test(fact.key) && asksForExemptionCode(profile)) return;
    // ("Does she have a middle name?" / "She says no.": a yes or a no is no one's name.)
    if ([...profile.wants].some((c) => PERSON_NAME_PARTS.has(c)) && /^(?:yes|no|yep|nope|nah)$/i.test(view.value.trim())) return;
    // "Cost per Unit" takes "$58.20 per share", never "a total cost basis of $8,730.00".
    if (profile.perUnit && (fact.typed?.kind === 'money' || fact.typed?.kind === 'number') && !givenPerUnit(fact)) return;
    // And a total ("Cost Basis") on a form with a box per unit takes no "$1,015.00 per bond".
    if (!profile.perUnit && fact.typed?.kind === 'money' && givenPerUnit(fact) && ctx.profiles.some((p) => p.perUnit)) return;
    // "If different from the mailing address, enter the location address of the training site": a place keyed by
    // what sets the box apart ("Location: …", "held at …"), not the vendor's name or address again.
    if (hasAddressWant(profile.wants) && [...profile.phrases, profile.field.tooltip ?? ''].some((p) => IF_DIFFERENT.test(p)) && !keyedApart(fact, profile, ctx)) return;
    // ("Present Physical Address (No P O Boxes)": a post office box is no place anyone lives.)
    if (hasAddressWant(profile.wants) && fact.address && isPostOfficeBox(fact.address.street) && NO_PO_BOXES.test(profile.field.tooltip ?? '')) return;
    // The date beside a signature is the day someone signs: only a date the text ties to signing fills it, not the
    // day of an intake interview, a letter or a course.
    // (Nor a date read out of a sentence under a line keyed "Signing:", which has the line's key as its topic.)
    if (fact.typed?.kind === 'date' && signatureDate && !SIGNING_WORDS.test(`${fact.key} ${fact.sentence}`) && !readUnderSigningLine(fact) && !APPROVAL_KEY.test(fact.key) && !SIGNING_IN_OTHER_LANGUAGES.test(fact.sentence) && !toldToDate(fact) && !signedOnDocumentDate(fact, ctx)) return;
    // ("Display name ........ Ro D." on an app's profile for "First Name": the name an app shows is a nickname, no part
    // of a person's name, unless the box asks for one.)
    if ([...profile.wants].some((w) => PERSON_NAME_PARTS.has(w)) && NICKNAME_KEY.test(fact.key) && !profile.weights.has(NICKNAME_TOKEN)) return;
    // ("Application ID: 7741902" for "Middle Name (if applicable)": a box for a part of a person's name takes letters.)
    if (profile.wants.size > 0 && [...profile.wants].every((w) => PERSON_NAME_PARTS.has(w)) && !/\p{L}/u.test(fact.value)) return;
    // ("We … signed the lease and moved in Nov 1": nor the day another paper was signed, keyed so.)
    if (fact.typed?.kind === 'date' && signatureDate && OTHER_PAPER_SIGNED.test(fact.key) && !toldToDate(fact)) return;
    // "Home Telephone" takes no vendor's or office's phone: the key says whose line it is.
    if (fact.typed?.kind === 'phone' && asksForHome(profile) && NOT_A_HOME_KEY.test(`${fact.topic} ${fact.key}`)) return;
    if (asksForDeadline && fact.typed?.kind === 'date' && !DUE_BY.test(textBefore(fact)) && !DEADLINE_KEY.test(`${fact.key} ${fact.topic}`)) return;
    // ("Date of loan: 12/09/2025" on a pawn ticket above "We both sign on Saturday, March 28, 2026": nor a day keyed as
    // the date of another thing.)
    // ("ISSUED: 03/02/2025   AGENT 0419 …" on a licence: the date read out of a keyed line has its line's key.)
    const dateKey = fact.key.trim() !== '' ? fact.key : fact.source === 'typed' ? (fact.topic.split(' | ').pop() ?? '') : '';
    if (documentDatedInText && fact.typed?.kind === 'date' && dateKey.trim() !== '' && (!/\bdate/i.test(dateKey) || datesOtherThing(dateKey)) && !datesTheDocument(fact, ctx.data.facts)) return;
    // Nor is a date of birth the date of a request or of anything else.
    // (Nor one found under a record's "DOB:" with no key of its own.)
    if (view.concept === 'date' && !profile.wants.has('birthdate') && (wordsOf(fact).keyTokens.includes(BIRTHDATE_TOKEN) || (fact.key.trim() === '' && tokenize(fact.topic.split(' | ').pop() ?? '').includes(BIRTHDATE_TOKEN)))) return;
    const tokens = factTokens(fact, view.tokens);
    if (ordinalsClash(tokens, profile) || negationsClash(tokens, profile) || otherNumberedName(fact, profile) || addressLinesClash(fact, profile)) return;
    // The spouse's SSN is not the filer's; the previous address is not the present one. (A date all sides sign on
    // is everyone's: "Seller: Date it November 8, 2025, we'll both sign there.")
    const shared = sharedSigningDate(fact, ctx.data.facts) || signedOnDocumentDate(fact, ctx);
    const party = shared ? 'none' : partyRelation(fact, profile);
    if (party === 'clash') return;
    if (party === 'agree' && fact.party !== SELF && laterOfRole(tokens, profile)) return;
    // "My name is …" says it is a name and nothing more: for a person, the word "name" decides nothing.
    // Likewise "new address: Storgatan 8, …, 114 51 Stockholm" says only that the whole is an address (and
    // when): for its city or postcode those words decide nothing either, in a field that asks for nothing but
    // parts of an address ("Taxable refunds … of state and local income taxes" wants a number too).
    const addressPart = fact.address !== undefined && ADDRESS_PARTS.has(view.concept as Concept) && [...profile.wants].every((w) => ADDRESS_PARTS.has(w));
    const keyTokens = factTokens(fact, []).filter((t) => !(fact.person && t.token === 'name') && !(addressPart && WHOLE_ADDRESS_WORDS.has(t.token)));
    const keyed = keyMatch(keyTokens, profile, ctx);
    // ("Property: 1307 Hollis Bend Court, …", keyed as what a deed calls it, for "The legal description of the land
    // commonly known as ____"): a key that ends with the words a blank in running text follows names the blank,
    // whatever words come before either.
    const endsAsLabel = blankEnding !== undefined && lastWords(fact.key) === blankEnding;
    const sim = keyNamesField(fact, profile) || endsAsLabel ? 1 : keySimilarity(tokens, profile, ctx);
    const concept = view.concept ? conceptOf(view.concept) : undefined;
    // A value of exactly the kind the field asks for (a person's name for a name field) is a lead when its
    // key agrees with the field or says nothing: "name" for "1 Name (as shown on your income tax return)…"
    // covers little of that label but contradicts none of it. A key naming something else ("Office phone"
    // for the vendor's telephone) gets no such lead.
    // So is one of the (named, not the writer's) party the field is for, whatever else its key says ("SOLD TO: Renee
    // Okafor, …" for "Buyer's Name").
    // (So is the writer's own, keyed by the role the form gives the writer: "principal: me, Dolores A. Fitzgerald" for
    // the principal's "THAT I ____".)
    const writerByRole = fact.party === SELF && fact.person !== undefined && tokenize(fact.key).some(namesWriterRole);
    let floor = concept && profile.wants.has(concept) && (!keyed.informative || keyed.precision >= 0.8 || (party === 'agree' && (fact.party !== SELF || writerByRole))) ? 0.5 : 0;
    // "Her green card lists date of birth as August 23, 1989": in prose the word just before a value says what it
    // is; the words before that tell the story around it.
    // (Still ranked by the key's words: "daytime number, Desmond's cell" before the letterhead's "Tel".)
    if (fact.source === 'typed' && namedJustBefore(fact, profile)) floor = Math.max(floor, NAMED_JUST_BEFORE_FLOOR + 0.2 * sim);
    // "My W-2 wages were $48,215" for "Wages, salaries, tips, etc.": an amount whose every key word is the line's,
    // its first word among them, is that line's.
    // (So is a plain number said as the amount: "thirty-two hundred a year … put that as other income".)
    if ((fact.typed?.kind === 'money' || fact.typed?.kind === 'number') && profile.wants.has('money') && keyed.informative && keyed.precision >= 0.99 && keyNamesLineHead(fact, profile, ctx)) floor = Math.max(floor, LINE_HEAD_FLOOR);
    // "They left the apartment on Fenwick (318 Fenwick St, …)": an address of the time the field asks about (the
    // previous one) is its address, whatever story the words around it tell.
    if (addressPart && party === 'agree' && fact.epoch !== undefined && profile.epoch !== undefined) floor = Math.max(floor, 0.5);
    // A post office box takes only mail: it is the mailing address of a form that asks for one.
    if (addressPart && fact.address && isPostOfficeBox(fact.address.street) && profile.weights.has(MAIL_TOKEN)) floor = Math.max(floor, 0.6);
    // ("Name on his tax return: Thanh V. Pham": a person's name the text gives as the one on the return is the name
    // the form is about, above the name the writer signs with.)
    // ("my legal first name is Johannes" above the "John" the writer signs with.)
    const legal = (view.concept === 'fullname' && LEGAL_NAME_KEY.test(fact.key)) || ((view.concept === 'firstname' || view.concept === 'lastname') && LEGAL_NAME_PART_KEY.test(fact.key));
    if (legal && fact.person && (profile.party === undefined || profile.party === SELF)) floor = Math.max(floor, LEGAL_NAME_FLOOR);
    // ("Re: Form W-9 for consignment artist Samuel T. Okafor": so is the name of whom the form is for, in a box for a
    // person's whole name.)
    if (view.concept === 'fullname' && fact.key === REQUEST_SUBJECT_KEY && fact.person && profile.wants.has('fullname') && (profile.party === undefined || profile.party === SELF)) floor = Math.max(floor, LEGAL_NAME_FLOOR);
    if (view.concept === 'orgname') {
      const lead = organisationLead(profile, ctx, fact);
      if (lead === undefined) return;
      floor = Math.max(floor, lead);
    }
    // An amount given per unit in a field for one unit: the "per" links them whatever the unit is called.
    if (profile.perUnit && givenPerUnit(fact)) floor = Math.max(floor, TIED_BY_SHAPE_FLOOR);
    // "11. Does applicant need special accommodation?  If yes, please describe …": the detail given with the answer
    // ("Accommodation needed: yes - a wheelchair-accessible classroom") is what the blank after the question asks.
    // (The form's own spelling may be off: "Accomoodations" in the SF-182's tooltip.)
    if (fact.detailOfAnswer !== undefined && fact.detailOfAnswer === profile.detailOfAnswer && tokenize(fact.topic).some((t) => [...profile.weights.keys()].some((w) => tokensMeet(t, w) || (t.length >= 6 && editDistance(t, w, 1) <= 1)))) {
      floor = Math.max(floor, TIED_BY_SHAPE_FLOOR);
    }
    // "… at $31.15, total $6,230.00": in a row of a form's table, the total is the row's amount that is not per unit.
    if (!profile.perUnit && profile.wants.has('money') && fact.typed?.kind === 'money' && TOTAL_KEY.test(fact.key) && tableRowOf(profile.field.name) !== undefined) {
      floor = Math.max(floor, TIED_BY_SHAPE_FLOOR);
    }
    // "L1 total 91,395", "line 9: 24,400": the text names the form's line itself. (The line a sentence sends its
    // value to comes first: the line its topic names was another sentence's.)
    // (A number that says whose it is, "EIN 77-0512943" under "Employer (line 8): …", has a line of its own; the
    // line its heading named was the heading's.)
    const headingLine = IDENTITY_KINDS.has(fact.typed?.kind ?? '') ? undefined : lineReferenceOf(`${fact.topic} ${fact.key}`, fact.key);
    const line = wordsOf(fact).lineTarget ?? lineReferenceOf(fact.key, fact.key) ?? headingLine;
    const itemWithWords = itemNamedInWords(fact, ctx);
    // A date its own words tie to signing ("Please date it …", "signed on …") is the signature block's date.
    const datedAsAsked = (signatureDate || isDocumentDate(profile)) && fact.typed?.kind === 'date' && datesTheDocument(fact, ctx.data.facts);
    // ("then $250 by May 1, 2025": a day something is due by is no date of the document itself.)
    if (isDocumentDate(profile) && fact.typed?.kind === 'date' && DUE_BY.test(textBefore(fact))) return;
    if (datedAsAsked) floor = Math.max(floor, SIGNED_DATE_FLOOR);
    // "Line D: 1 for my son Malik", "Line E: 1, I file as head of household": the count a line named is given, then why.
    // ("allowances: two - one for himself and one for his little girl": so is one a box asking for a count is given,
    // when it names no line of its own, as "1 for herself on line A, 1 on line B" does.)
    const count = ((line !== undefined && line === profile.lineNumber) || (line === undefined && profile.asksForNumber && !/\b(?:line|step)\s+\w/i.test(view.value))) && !isPlainNumber(view.value) ? view.value.match(COUNT_THEN_REASON)?.[1] : undefined;
    if (count !== undefined) view = { ...view, value: countAsDigits(count) };
    // ("line 3: 19,800 - 11,400 = $8,400", "line 1: itemized deductions, estimate $19,800": a line named is given its
    // entry worked out, or among words that say what it is.)
    const entry = count === undefined && line !== undefined && line === profile.lineNumber && typeof view.value === 'string' && !isPlainNumber(view.value) ? entryAmongWords(view.value) : undefined;
    if (entry !== undefined) view = { ...view, value: entry };
    // A line that asks for a count or an amount: words ("biweekly", a job title) are no answer to it.
    // (Nor is a case number's "WC-09-3318": letters make it a code, not a count.)
    if (profile.asksForNumber && typeof view.value === 'string' && !isPlainNumber(view.value)) return;
    // ("STATE WATERFOWL STAMP: N" on a hunting licence for a driver's licence's "State": a letter or a yes is no state.)
    if (profile.wants.has('state') && typeof view.value === 'string' && /^(?:\p{L}|yes|no)$/iu.test(view.value.trim())) return;
    // ("Right to Transact Business in Texas   ACTIVE": nor is a status a business's name.)
    if (profile.wants.has('orgname') && typeof view.value === 'string' && STATUS_WORD.test(view.value.trim())) return;
    // ("Status: New" for an "8-Digit Station Symbol": a box that asks for digits takes no value without one.)
    // ("Status: APPROVED (1st level)": nor one whose figures are an ordinal's among words.)
    if (profile.asksForDigits && typeof view.value === 'string' && (view.value.match(/\d/g) ?? []).length < DIGITS_ASKED_AT_LEAST) return;
    // ("Payee type: Individual" for a W-9's "Exempt payee code (if any)": a box for a code takes no word.)
    if (profile.field.type === 'text' && profile.phrases.some((p) => EXEMPTION_CODE_BOX.test(p)) && typeof view.value === 'string' && /^\p{L}{5,}$/u.test(view.value.trim())) return;
    // ("Exemption codes: most individuals and sole proprietors are not exempt. If that is you, leave both exemption boxes
    // blank.": a value that tells the reader to leave boxes blank is advice, no value of any box.)
    if (typeof view.value === 'string' && LEAVE_BLANK_ADVICE.test(view.value)) return;
    // ("Email: delbert_yazzie@…" under the writer's own heading for "1d Vendor Email Address": the writer asks for the
    // training, they do not sell it; their contacts are no vendor's.)
    // (Nor is a colleague's e-mail on the writer's own domain. Only a line keyed as the writer's own contact is theirs
    // alone: "Keystone Procurement Academy: registrar@…" in the writer's words is the vendor's.)
    if (CONTACT_KINDS.has(fact.typed?.kind ?? '') && profile.sources.some((source) => source.tokens.includes(VENDOR_TOKEN)) && (keyedAsWritersContact(fact) || onWritersDomain(fact, ctx))) return;
    // ("my position: Civil Engineer (Dam Safety)" for "6 Position Level": a job's title is no level of it.)
    if (profile.sources.some((source) => source.tokens.includes(LEVEL_TOKEN)) && /\b(?:position|title)\s*$/i.test(fact.key.trim()) && !/\blevel\b/i.test(`${fact.key} ${fact.topic}`)) return;
    // ("We're under the $2,500 threshold": a limit the text measures against is no amount of the form's.)
    if (fact.typed?.kind === 'money' && LIMIT_KEY.test(`${fact.key} ${textAfter(fact)}`) && ![...profile.weights.keys()].some((t) => LIMIT_TOKENS.has(t))) return;
    // ("From: Civic Data Collective via Tito <no-reply@tito.io>": an address that takes no mail is nobody's contact.)
    if (fact.typed?.kind === 'email' && NO_REPLY_ADDRESS.test(fact.typed.text)) return;
    // ("Full Meeting Registration - Member … $745.00" for "19 Student Membership ID": an amount is no one's identifier.)
    if (fact.typed?.kind === 'money' && !profile.wants.has('money') && profile.sources[0]?.tokens.at(-1) === ID_TOKEN) return;
    const lineNamed = line !== undefined && line === profile.lineNumber && isLineMeant(profile, fact, ctx);
    if (line !== undefined && profile.lineNumber !== undefined && !lineNamed && !itemWithWords) return;
    // ("line 19 cannabis duty payable $18,420.50": a value sent to a line the form numbers goes there, not also to a
    // chart's column of the same words that has no line number.)
    if (line !== undefined && profile.lineNumber === undefined && ctx.profiles.some((p) => p.lineNumber === line) && !itemWithWords) return;
    let score = fact.strength * view.fit * (Math.max(sim, floor) + 0.05 * sim);
    // The line named says where the value goes, whatever kind of value the line's words make it look like.
    if (lineNamed) score = Math.max(score, LINE_NAMED_FLOOR);
    // (And it does whatever kind of value the label's words make it look like.)
    if (endsAsLabel) score = Math.max(score, TIED_BY_SHAPE_FLOOR);
    // ("The bill should be dated May 17, 2025" above "$240 on June 1": the day the text dates the document with is the
    // document's date, before any other day it names.)
    if (datedAsAsked && isDocumentDate(profile)) score = Math.max(score, DOCUMENT_DATED_SCORE);
    // ("Date it 9 April 2025" above a record's "Created: Nov 18, 2022": the date asked for, however it is given.)
    if (datedAsAsked) score = Math.max(score, toldToDate(fact) ? TOLD_DATE_SCORE : SIGNED_DATE_FLOOR);
    // A date all sides sign on goes in every box that dates the document or a signature, once each.
    if (shared && (signatureDate || isDocumentDate(profile))) score = Math.max(score, SHARED_DATE_SCORE);
    else if (profile.arithmeticStep && !lineNamed) score *= ARITHMETIC_STEP_FACTOR;
    // One field wants this kind of value and the text holds exactly one: they belong together even when
    // no word links them ("dated 3 March 2025" and a field labelled "Request Date").
    let uniqueShape = false;
    if (concept && STRICT_CONCEPTS.has(concept) && ctx.wantCount.get(concept) === 1 && profile.wants.has(concept)) {
      if (distinctValues(ctx, view.concept!) === 1) {
        score += 0.2;
        uniqueShape = true;
      }
    }
    if (party === 'agree' && score > 0) score += PARTY_AGREES;
    // "my license is still a Wisconsin one: …": beside a driver's license number, the state that issued it, not the
    // state of the address.
    if (view.concept === 'state' && profile.weights.has(DRIVER_LICENSE_TOKEN) && wordsOf(fact).keyTokens.includes(DRIVER_LICENSE_TOKEN)) score += ISSUING_STATE_LEAD;
    // "Email: …" among the employee's lines is no supervisor's or vendor's e-mail: a contact given for no one in
    // particular fills another role's block only when nothing else takes it.
    if (party === 'none' && fact.party === undefined && profile.party !== undefined && profile.party !== SELF && CONTACT_KINDS.has(fact.typed?.kind ?? '')) {
      score *= OTHER_ROLE_FACTOR;
    }
    if (party === 'none' && relativeOnSubjectField(fact, profile)) score *= RELATIVE_FACTOR;
    const ruleScore = score;
    // A key that shares no word with the label may still mean the same ("Employer" for "company name"):
    // the embedding similarity keeps such a pair as a candidate for the classifier to judge.
    const keySem = ctx.semantic?.keySim(profile.index, factIndex) ?? 0;
    if (score <= 0 && keySem < SEMANTIC_CANDIDATE) return;
    candidates.push({
      field: profile.index,
      value: view.value,
      score: Math.min(score, 1),
      fact: factIndex,
      concept: view.concept,
      origin: view.origin ?? fact.value,
      ...(party === 'agree' ? { partyAgrees: true } : {}),
      ...(shared ? { everySigner: true } : {}),
      reasoning: describeMatch(fact, view, sim) + (party === 'agree' ? ` Both are the ${fact.epoch && profile.epoch ? `${fact.epoch} address` : fact.party === SELF ? 'writer' : fact.party}'s.` : ''),
      signals: {
        tokenSim: sim,
        fit: view.fit,
        strength: fact.strength,
        conceptWanted: concept !== undefined && profile.wants.has(concept),
        uniqueShape,
        ruleScore: Math.min(ruleScore, 1),
        anchored: false,
      },
    });
  });
  return candidates;
}

/** A label that runs on into its blank: "At a future date no later than", "commonly known as". */
const RUNS_INTO_BLANK = /\b(?:than|as|of|at|to|by|on|for|that)\s*$/i;

/** The words a phrase ends with that a key must end with too, to name a blank ("commonly known as"). */
const SHARED_ENDING_WORDS = 3;

function lastWords(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}\s'-]/gu, ' ').trim().split(/\s+/).slice(-SHARED_ENDING_WORDS).join(' ');
}

/**
 * The last words of the label of a blank in running text, when a key ending with them names the blank: at least
 * two of them telling, or one when the label runs on into its blank ("no later than"). Undefined for other fields.
 */
function endingOfBlank(profile: FieldProfile): string | undefined {
  const caption = profile.caption;
  if (caption === undefined) return undefined;
  const runsInto = RUNS_INTO_BLANK.test(caption);
  if (profile.blank === undefined && !runsInto) return undefined;
  const end = lastWords(caption);
  return end.split(' ').length === SHARED_ENDING_WORDS && tokenize(end).length >= (runsInto ? 1 : 2) ? end : undefined;
}

/**
 * The score of a value the text ties to one field by the field's shape rather than its words: an amount per unit
 * in "Cost per Unit", a row's total in its total column, a yes's detail in "If yes, describe".
 */
const TIED_BY_SHAPE_FLOOR = 0.65;
/** What fields ask for by a proper name or an address, which is never written all in lower case words. */
/** A record's status of something, alone as a value: "ACTIVE", "Forfeited", "N/A". */
const STATUS_WORD = /^(?:active|inactive|none|n\/a|pending|forfeited|suspended|revoked|expired|current|good standing|in good standing|not active)$/i;

/** "I have no middle name", "no middle name": the text's word that a person has none. */
const NO_MIDDLE_NAME = /\bno\s+middle\s+name\b/i;

const sentencesSaying = new WeakMap<MatchContext, Map<RegExp, boolean>>();

/**
 * Whether any sentence of the text says what a pattern finds ("no middle name", "both sign the same day"): read once
 * per text and pattern, not for every field and fact.
 */
function someSentenceSays(ctx: MatchContext, pattern: RegExp): boolean {
  let said = sentencesSaying.get(ctx);
  if (!said) sentencesSaying.set(ctx, (said = new Map()));
  let says = said.get(pattern);
  if (says === undefined) {
    says = ctx.data.sentences.some((sentence) => pattern.test(sentence));
    said.set(pattern, says);
  }
  return says;
}
const PERSON_NAME_PARTS: ReadonlySet<Concept> = new Set(['firstname', 'middlename', 'lastname', 'fullname']);
const NAMED_THINGS: ReadonlySet<Concept> = new Set(['orgname', 'fullname', 'address', 'street', 'cityStateZip']);
/** A key that says an amount is the whole of something: "total", "in total", "all in", "altogether". */
const TOTAL_KEY = /^(?:(?:the|a|in)\s+)?(?:total|all in|altogether|in all)$/i;
/** The one amount of a keyed sentence, for a field that wants an amount. */
const AMOUNT_OF_SENTENCE_FIT = 0.8;
const FAX_TOKEN = tokenize('fax')[0]!;
const MAIL_TOKEN = tokenize('mailing')[0]!;
const PHONE_TOKEN = tokenize('phone')[0]!;
const DRIVER_LICENSE_TOKEN = tokenize("driver's license")[0]!;
/** What puts the state that issued a licence before the state of an address, in the box beside the licence. */
const ISSUING_STATE_LEAD = 0.25;

/**
 * Whether a plain value is a person's name the same sentence gives, then a description of them ("Brannoc
 * Ashgrove, a hill dwarf …"); a name with a title ("Daniel Ortiz, Branch Chief") is not.
 */
function startsWithPersonName(fact: Fact, ctx: MatchContext): boolean {
  // (Read once per fact: it is asked for every organisation's field.)
  let found = describedPerson.get(fact);
  if (found === undefined) {
    found = ctx.data.facts.some(
      (f) => f !== fact && f.person !== undefined && f.sentence === fact.sentence && new RegExp(`^${escapeRegExp(f.value)},\\s+(?:a|an|the)\\s`, 'i').test(fact.value),
    );
    describedPerson.set(fact, found);
  }
  return found;
}
const describedPerson = new WeakMap<Fact, boolean>();

/** What scoring reads from a fact's own words, read once per fact rather than once per field it is tried on. */
interface FactWords {
  keyTokens: string[];
  /** The line a sentence sends the value to ("put $265 in Step 4(c)"), read after the value in prose. */
  lineTarget: string | undefined;
  /** Whether the key is one a record system stamps its own dates with ("Created"; a date read out of the line has it as its topic). */
  recordStamp: boolean;
  /** Whether the key names one of the record system's own users ("Deal Owner (staff)"). */
  recordUser: boolean;
}

const factWords = new WeakMap<Fact, FactWords>();

/** The facts a text keys as a family name alone ("Apellidos: …", "Last name: …"), found once per text's facts. */
const familyNameFacts = new WeakMap<readonly Fact[], Fact[]>();
function familyNamesKeyed(facts: readonly Fact[]): Fact[] {
  let found = familyNameFacts.get(facts);
  if (!found) {
    found = facts.filter((f) => wordsOf(f).keyTokens.includes(NAME_PART_TOKEN.lastname!) && !wordsOf(f).keyTokens.includes(NAME_PART_TOKEN.firstname!));
    familyNameFacts.set(facts, found);
  }
  return found;
}

function wordsOf(fact: Fact): FactWords {
  let words = factWords.get(fact);
  if (!words) {
    // (A value read from prose too: "Their vendor number for you is LPP-V-00718, and they asked for it on line 7".)
    // (Only where the sentence has the value once: "… which gives 4 on line H. … line 1 is 4" cannot say which "4"
    // the words after it speak of.)
    const at = (fact.source === 'typed' || fact.source === 'prose') && occursOnce(fact.value, fact.sentence) ? fact.sentence.indexOf(fact.value) : -1;
    words = {
      keyTokens: tokenize(fact.key),
      lineTarget: at < 0 ? undefined : lineTargetAfter(fact.sentence.slice(at + fact.value.length)),
      recordStamp: RECORD_STAMP_KEY.test(fact.key.trim() || fact.topic.trim()),
      recordUser: RECORD_USER_KEY.test(fact.key),
    };
    factWords.set(fact, words);
  }
  return words;
}

/** Whether a value stands in a sentence once, as a whole ("4" not counted inside "1.4" or "45"). */
function occursOnce(value: string, sentence: string): boolean {
  const alone = new RegExp(String.raw`(?<![\p{L}\p{N}.,])${escapeRegExp(value)}(?![\p{L}\p{N}]|[.,]\d)`, 'gu');
  return (sentence.match(alone) ?? []).length <= 1;
}

const NAME_PART_TOKENS = (['firstname', 'lastname', 'middlename'] as const).map((part) => [part, tokenize(part)[0]!] as const);

/** Whether a fact's key names the part of a name that the field wants ("first name" for "Given Name"). */
function namesWantedNamePart(fact: Fact, wants: Set<Concept>): boolean {
  const tokens = wordsOf(fact).keyTokens;
  return NAME_PART_TOKENS.some(([part, token]) => wants.has(part) && tokens.includes(token));
}

/** An amount keyed by the first word of a line's caption and nothing else of another line's. */
const LINE_HEAD_FLOOR = 0.65;

function keyNamesLineHead(fact: Fact, profile: FieldProfile, ctx: MatchContext): boolean {
  // (The caption's very first word, and a key with no word the form does not know: "$1,000 of education credits" is
  // not "… the amount of any other credits".)
  const head = profile.sources.find((source) => source.kind === 'label')?.tokens[0];
  const keyTokens = wordsOf(fact).keyTokens;
  return head !== undefined && !WEAK_TOKENS.has(head) && keyTokens.includes(head) && keyTokens.every((t) => WEAK_TOKENS.has(t) || ctx.known(t));
}

/** The most words such a code is written in ("68-0108 (S&T)", "GX25EC00FY25"). */
const CODE_WORDS_AT_MOST = 4;

/** "I'm step 3 now": the word that says a value is the present one is no part of it. */
const NOW_AFTER_VALUE = /(?<=\S)\s+(?:now|nowadays|these days|currently)$/i;

/** A value in prose right after the very thing the field asks for ("date of birth as …"). */
const NAMED_JUST_BEFORE_FLOOR = 0.6;
/** Concepts specific enough that naming one says which field a value is for. */
const SPECIFIC_CONCEPTS: ReadonlyMap<string, Concept> = new Map(
  (['birthdate', 'email', 'phone', 'fax', 'ssn', 'ein', 'zipcode', 'firstname', 'lastname', 'middlename'] as const).map((c) => [tokenize(c)[0]!, c]),
);

const BIRTHDATE_TOKEN = tokenize('birthdate')[0]!;

/** Whether the last word of a fact's key is a specific concept the field asks for. */
function namedJustBefore(fact: Fact, profile: FieldProfile): boolean {
  const last = SPECIFIC_CONCEPTS.get(wordsOf(fact).keyTokens.at(-1) ?? '');
  return last !== undefined && profile.wants.has(last);
}
// (Above a value found with no key at all, as the parts of an address elsewhere in the text: "Line 6 - Lititz, PA 17543"
// goes on line 6 before the requester's "Lancaster, PA 17601" whose words match it.)
const LINE_NAMED_FLOOR = 0.79;
const CONTACT_KINDS = new Set(['email', 'phone']);
const OTHER_ROLE_FACTOR = 0.6;
/** A relative's value in a field of whom the form is about: after anyone else's (parties.ts relativeOnSubjectField). */
const RELATIVE_FACTOR = 0.9;
const SIGNED_DATE_FLOOR = 0.6;
/** A document's date the text says to date it with: above a date the text only names. */
const DOCUMENT_DATED_SCORE = 0.8;
/** "Exempt payee code (if any)", "Exemption from FATCA reporting code": a box for an exemption's code. */
const EXEMPTION_CODE_BOX = /\bexempt(?:ion)?\b[^.]{0,40}\bcode\b/i;
/** "… by", "… no later than", "… until": words that make the date after them a deadline. */
const DUE_BY = /\b(?:by|until|before|no later than|due)\s*$/i;
/** Labels of a blank for a deadline: "At a future date no later than", "Due date". */
const DEADLINE_LABEL = /\b(?:no later than|future date|due date|deadline)\b/i;
/** Keys that give a deadline: "Balance due", "Pay by", "Deadline", "Remainder paid". */
const DEADLINE_KEY = /\b(?:due|deadline|later|by|until|before|balance|remainder|rest|future|paid|pays?|payment)\b/i;
/** A count or an amount as written: "2", "$1,200.00", "25 USD"; not "biweekly" nor "WC-09-3318". */
/** A number, then the words that say why: "1 for my son Malik", "1, I file as head of household". */
/** (Or the count in words: "one for me, nobody else can claim me", "zero, there's no spouse".) */
const COUNT_THEN_REASON = /^([$€£]?\d[\d,]*(?:\.\d+)?|zero|none|one|two|three|four|five|six|seven|eight|nine|ten)(?:,\s*|\s+[-–—]\s+|\s+(?:for|because|since|as|and)\s)\p{L}/iu;

/**
 * A short value, then why: "1 since we're a 501(c)(3)", "A because the account is ours"; or where: "5 there"; or what
 * the writer says of it: "5 applies to us".
 */
const REASON_AFTER_SHORT_VALUE = /^(\S{1,12})\s+(?:(?:since|because)\s+\p{L}.*|(?:\([^()]{1,30}\)\s+)?(?:in|on|into)\s+(?:box|line)\s+\d{1,2}[a-z]?\b.*|there|here|in there|in that box|applies(?:\s+to\s+(?:us|me|them|him|her))?|is\s+(?:right|correct|ours|mine))$/su;

/** A count as digits: "2" as it is, "two" as 2, "zero" and "none" as 0. */
function countAsDigits(count: string): string {
  return /^(?:zero|none)$/i.test(count) ? '0' : String(countOfWord(count) ?? count);
}

/** "= $8,400" in "19,800 - 11,400 = $8,400": the result of a sum worked out in a line's entry. */
const WORKED_RESULT = /=\s*([$€£]?\d[\d,]*(?:\.\d+)?)(?![\d,.]*\d)/g;
/** "$19,800" in "itemized deductions, estimate $19,800 (mortgage interest, …)": an amount written with its currency. */
const AMOUNT_WITH_CURRENCY = /[$€£]\d[\d,]*(?:\.\d+)?/g;

/** A line's entry among other words: the last result worked out, else the one amount given; undefined when unclear. */
function entryAmongWords(value: string): string | undefined {
  const results = [...value.matchAll(WORKED_RESULT)];
  if (results.length > 0) return results.at(-1)![1];
  const amounts = value.match(AMOUNT_WITH_CURRENCY);
  return amounts?.length === 1 ? amounts[0] : undefined;
}

function isPlainNumber(value: string): boolean {
  return /^[$€£]?\s?-?\d[\d,]*(?:\.\d+)?(?:\s?(?:USD|EUR|GBP|dollars?))?$/iu.test(value.trim());
}

/** A worksheet's "Divide line 8 by …" line takes a value the text gives only as a last resort. */
const ARITHMETIC_STEP_FACTOR = 0.6;

/** "the form already says …, and that's correct, so keep it": the form's own value stays; the text gives none. */
const KEEP_AS_IS = /\b(?:(?:form|it|field|box) already (?:says|shows|has|reads|lists)|(?:so |please )?keep (?:it|that|as is)\W*$|leave (?:it|that) as (?:it is|is))\b/i;
/** "under the list", "below", "at the bottom of the e-mail": where in the text something is. */
const PLACE_IN_THE_TEXT = /^\s*(?:(?:under|below|above|after|before|beneath)(?:\s+(?:the|this|my|that)\s+(?:list|note|notes|message|e-?mail|text|table|paste|page|sheet|thread|line))?|at\s+the\s+(?:bottom|top|end)(?:\s+of\s+(?:the|this|my)\s+\p{L}+)?)\s*[.!]?\s*$/iu;
/** A value that says there is none to give: "none", "n/a", "none apply", "not sure - leave it", "unknown". */
// ("The legal description I'll have to get from the title commitment": what the writer has yet to find out.)
// ("FATCA Exemption Code | --": a record's dashes for a field it has nothing in.)
// ("Final delivery address: TBD - notify carrier 48 hrs prior": a placeholder with a remark after it is none either.)
const NON_ANSWER = /^\s*[-–—_]{1,3}\s*$|^\W*(?:tbd|tba|to\s+be\s+(?:determined|decided|confirmed|announced))\s*(?:[-–—:(,;]|\s+-).*$|^\W*(?:I(?:['’]ll| will| would| need to| have to)\s+(?:have\s+to\s+)?(?:get|find|look|check|send|ask|dig)\b.*|none\s+(?:that\s+)?(?:I|we)\s+know\s+of\b.*|none(?: (?:apply|applies|that apply))?|n\/?a|does(?:n['’]?t| not) apply|not applicable|unknown|not sure|don'?t know|leave (?:it )?(?:blank|empty)|leave it|tbd)\b(?:[\s/,;-]+(?:none|n\/?a|not sure|unknown|leave (?:it )?(?:blank|empty)|leave it)\b)*\W*$/i;

/** "so leave it blank if you're not sure": a clause that says to leave a box blank. */
// ("regional office adds themselves, leave blank": or said without what, at the value's end.)
const LEAVE_IT_BLANK = /\bleave\s+(?:it|this|that|them|the\s+\p{L}+)\s+(?:blank|empty)\b|,\s*leave\s+(?:blank|empty)\s*[.!]?$/iu;

const SIGNATURE_TOKENS = new Set(tokenize('signature signed sign'));
/** "signed lease moved in", "signed the mortgage": a key that says another paper was signed, not the form. */
const OTHER_PAPER_SIGNED = /\bsign(?:ed|ing)?\s+(?:the\s+|our\s+|my\s+)?(?:lease|rental|mortgage|deed|offer|purchase|closing|loan|contract)\b/i;
/** Words that tie a date to signing: "both parties sign on …", "Dated April 2", "executed on", "sworn". */
// ("Please date it October 6, 2025", "date the form …": the date written on the form is the day it is signed.)
// ("so date everything September 21, 2025": every date of the document.)
// ("just put today's date, 11/12/2025": the day the writer fills it in is the day they sign.)
const SIGNING_WORDS = /\b(?:sign\w*|dated|executed|sworn|subscribed|today['’]?s date|date (?:it|this|everything|all of it|them|both|the (?:form|card|request|application|letter|document|agreement|contract|bill of sale)))\b/i;

/** "Please date the bill of sale July 28, 2025", "signed on …": the date's own words tie it to dating the document. */
// ("Signing: Thursday, January 15, 2026, at the clubhouse …": a date read out of a keyed line has its line's key.)
function datesTheDocument(fact: Fact, facts: readonly Fact[]): boolean {
  // ("by Executor's Deed dated November 3, 2025": the date of another paper the text names, not of this one.)
  // ("ADDENDUM No. 3 TO FARM LEASE (CASH RENT) DATED MARCH 1, 2023": or with the paper's kind in brackets between.)
  if (OTHER_PAPER_DATED.test(fact.key) || OTHER_PAPER_DATED.test(textBefore(fact).replace(/\s*\([^()]{1,30}\)(?=\s+dated\s*$)/i, ''))) return false;
  // ("Signing: both of us, July 26, 2025": a date read out of a line keyed by the signing is the signing's, whatever
  // words before it were left as its own key.)
  // ("Date: 09.03.2026" among the writer's notes: a line keyed by the bare word dates what the writer sends, when the
  // text has no other such line with another day, as an agreement's signature blocks do.)
  return SIGNING_WORDS.test(fact.key) || APPROVAL_KEY.test(fact.key) || (isBareDateLine(fact) && facts.every((f) => !isBareDateLine(f) || f.value === fact.value)) || ((fact.key === '' || fact.source === 'typed') && SIGNING_WORDS.test(fact.topic.split(' | ').pop() ?? '')) || toldToDate(fact) || SIGNING_IN_OTHER_LANGUAGES.test(textBefore(fact).slice(-50)) || SIGNS_ON.test(textBefore(fact)) || TO_SIGN.test(textAfter(fact)) || DATED_THAT_DAY.test(textAfter(fact));
}
/** A date on a line keyed "Date" and nothing else. */
function isBareDateLine(fact: Fact): boolean {
  return fact.source === 'line' && fact.typed?.kind === 'date' && BARE_DATE_KEY.test(fact.key);
}
/** "Date", "- Date", "7. Date": a key that is the bare word. */
const BARE_DATE_KEY = /^\s*(?:[-*•]\s*|\d{1,2}[.)]\s*)?date\s*$/i;
/** "… Executor's Deed dated", "Mortgage dated": a key that dates another paper than the form. */
export const OTHER_PAPER_DATED = /\b(?:deed|will|trust|lease|mortgage|letter|agreement|contract|order|policy|notice|commitment|judgment|decree|invoice|statement|affidavit)s?\s+dated\s*$/i;
/** "My organization mailing address", "my office address": a key of the writer's own workplace. */
const OWN_OFFICE_KEY = /\b(?:organi[sz]ation|office|agency)\b/i;
/** "Sup Approved Date", "approval date": a date keyed as the day an approver approved, the day they signed. */
const APPROVAL_KEY = /\bapprov(?:ed|al)\b/i;
/** "We're meeting on July 12, 2025 to sign everything", "…, and we can both sign and date it then": a day met on to sign. */
const TO_SIGN = /^\s*,?\s*(?:to|and|when we|where we)\s+(?:(?:we|we['’]ll|we can|we will)\s+)?(?:both\s+|all\s+)?sign\b/i;
/** "… for 14 November 2025, so the witness and the notary both will date it that same day": the day all date it. */
const DATED_THAT_DAY = /^\s*,?\s*(?:so|and)\s+[^.;]{0,60}?\b(?:date|sign)\s+(?:it|them|everything|the form)\s+(?:on\s+)?(?:that|the)\s+same\s+day\b/i;
/** "I'll sign in front of a notary here in Scottsdale on <date>": the signing's date, however far its verb is. */
// ("… when I come to your office on Tuesday, July 8, 2025": the day of the week may come before the date.)
// ("… in full today when we sign, Tuesday October 14th, 2025": or after a comma, the day named as the signing's.)
// ("I will sign at my bank in St. Cloud on Thursday, March 12, 2026": a saint's town's stop goes on.)
const SIGNS_ON = /\b(?:sign|signs|signed|signing)\b(?:(?:[^.;:]|(?<=\b(?:St|Ste|Mt|Ft))\.){0,60}\bon|\s*,)\s*(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s*)?$/i;

function textBefore(fact: Fact): string {
  const at = fact.sentence.indexOf(fact.value);
  return at > 0 ? fact.sentence.slice(0, at) : '';
}

function textAfter(fact: Fact): string {
  const at = fact.sentence.indexOf(fact.value);
  return at < 0 ? '' : fact.sentence.slice(at + fact.value.length);
}

/**
 * "Date it …", "so date everything September 21, 2025", "put 7/12/2025 as the date everywhere": the writer says
 * what date the document bears.
 */
function toldToDate(fact: Fact): boolean {
  // ("Please date both the witness and the notary sections November 12, 2025".)
  if (/\bdate (?:it|this|everything|all of it|them|both|(?:both\s+)?the [\p{L} ]{1,40}?)\s*(?:as|to|on)?\s*$/iu.test(textBefore(fact))) return true;
  // ("I will sign it myself. Put the date 2 June 2025.": the date to write, said as such.)
  if (/\b(?:put|write|use|enter)\s+(?:the\s+)?date(?:\s+(?:as|of))?\s*:?\s*$/i.test(textBefore(fact))) return true;
  if (severalLinesDatedThatDay(fact)) return true;
  return /^\s*(?:as|for)\s+(?:the\s+date\s+(?:everywhere|throughout|on (?:every|each|all)\b)|(?:every|each|all(?: the)?)\s+dates?\b)/i.test(textAfter(fact));
}

/** A date the writer says to date the document with, in a box for the document's date: above any other date. */
const TOLD_DATE_SCORE = 0.9;

/** Above the score at which a value already written may be written again (assign-values.ts). */
const SHARED_DATE_SCORE = 0.66;

/**
 * "Date it November 8, 2025, we'll both sign there", "both parties sign on …", "I'll sign … on May 2, 2025, and my
 * friend … (the witness) will sign the same day": a document's date for all.
 */
function sharedSigningDate(fact: Fact, facts: readonly Fact[]): boolean {
  if (fact.typed?.kind !== 'date' || !datesTheDocument(fact, facts)) return false;
  // ("Please date the witness and notary sections October 3, 2025 as well": so is one told for several sections.)
  // ("Signing: Thursday, January 15, 2026, at the clubhouse …": so is the day of the signing itself, keyed as such.)
  // ("The signing session is booked for June 18, 2025; date the witness line and the notary line that day.": so is one
  // the lines to bear it are named with.)
  const key = fact.key === '' ? (fact.topic.split(' | ').pop() ?? '') : fact.key;
  // ("… squeezed me in on Tuesday, October 7, 2025 instead. The 7th for every date on the form.": or one said to go on
  // every date.)
  // ("I will sign at my bank … on Thursday, March 12, 2026, with their notary": a signing before the notary dates the
  // notary's certificate too.)
  // ("Signing: I go to my bank here, …. First the appointment was …, so now it is Tuesday, October 21, 2025": or a date
  // read out of a sentence under a line keyed by the signing.)
  return /\b(?:both|we|we'll|we’ll|all parties|each of us|each party|(?:on )?the same (?:day|date)|for\s+(?:everything|every\s+date|all\s+(?:the\s+)?dates)|(?:with|before|in front of)\s+(?:their|the|a|her|his|my|our)\s+notary)\b/i.test(fact.sentence) || (toldToDate(fact) && /\b(?:sections|parts|blocks|boxes|everything|all)\b/i.test(textBefore(fact))) || SIGNING_EVENT_KEY.test(key.trim()) || readUnderSigningLine(fact) || severalLinesDatedThatDay(fact);
}

/**
 * "Date: September 3, 2025" over "Both of them sign on the same day as the bill of sale", "Date: 10/18/2025" and "Paid in
 * full at the table, same day we both signed the receipt": the document's own date, keyed at its head, is the day
 * everyone signs when the text says they sign the day it bears.
 */
function signedOnDocumentDate(fact: Fact, ctx: MatchContext): boolean {
  if (fact.typed?.kind !== 'date') return false;
  // ("Date of sale: Saturday, September 20, 2025": the date read out of the line keeps the line's key as its topic.)
  const key = fact.key === '' ? (fact.topic.split(' | ').pop() ?? '') : fact.key;
  return DOCUMENT_DATE_KEY.test(key) && someSentenceSays(ctx, SIGNED_THE_SAME_DAY);
}

/** "Date", "Dated", "Sale date", "Date of this bill of sale": the key of the date a document bears. */
const DOCUMENT_DATE_KEY = /^\s*(?:date|dated|(?:sale|transfer|transaction|receipt)\s+date|date\s+of\s+(?:the\s+|this\s+)?(?:sale|transfer|bill\s+of\s+sale|receipt))\s*$/i;
/** "Both of them sign on the same day as the bill of sale", "same day we both signed the receipt". */
const SIGNED_THE_SAME_DAY = /\b(?:sign|signs|signed|signing)\b[^.!?]{0,40}?\b(?:(?:on\s+)?the\s+same\s+day|that\s+same\s+day)\b|\bsame\s+day\s+(?:we|they|both|the\s+two)\b[^.!?]{0,20}?\bsign/i;

/**
 * "Date the witness line and the notary line that day, October 23, 2025", "… June 18, 2025; date the witness line and
 * the notary line that day": several lines told to bear the day, named before it or after it.
 */
function severalLinesDatedThatDay(fact: Fact): boolean {
  return SEVERAL_DATED_THEN_DAY.test(textBefore(fact)) || SEVERAL_DATED_THAT_DAY.test(textAfter(fact));
}
/** "date the witness line and the notary line that day": the words that name the lines and the day. */
const SEVERAL_LINES_THAT_DAY = String.raw`\bdate\s+(?:both\s+)?(?:the\s+)?[\p{L} ]{1,40}?\s+and\s+(?:the\s+)?[\p{L} ]{1,40}?\s+(?:that|the\s+same|this)\s+(?:day|date)`;
const SEVERAL_DATED_THAT_DAY = new RegExp(String.raw`^[^.!?]*?${SEVERAL_LINES_THAT_DAY}\b`, 'iu');
const SEVERAL_DATED_THEN_DAY = new RegExp(String.raw`${SEVERAL_LINES_THAT_DAY}\s*[,:–—-]?\s*$`, 'iu');

/**
 * "Signing: I go to my bank here, …. First the appointment was …, so now it is Tuesday, October 21, 2025": a date read
 * out of a sentence under a line keyed by the signing, its own words naming no other thing dated ("commission exp.").
 */
function readUnderSigningLine(fact: Fact): boolean {
  return fact.source === 'typed' && SIGNING_EVENT_KEY.test((fact.topic.split(' | ').pop() ?? '').trim()) && !OTHER_THING_DATED.test(fact.key);
}
/** "commission exp.", "expires", "born", "issued": a key of a date that is another thing's. */
const OTHER_THING_DATED = /\b(?:commission|expir\w*|exp|born|birth|dob|issued|valid|due)\b/i;

/** Keys that name the signing itself, nobody's signature: "Signing", "Date of signing", "Execution date". */
// ("For the signing: I go on Tuesday, November 4, 2025 to the travel agency …": the signing's own lead-in.)
const SIGNING_EVENT_KEY = /^(?:(?:for|at|on)\s+the\s+)?(?:signing|signing date|signing day|date of signing|day of signing|execution|execution date|date of execution)$/i;

/**
 * A field labelled "Date" or "Dated" alone, or the date of what the form is ("Request Date", "Application date"):
 * the date of the document ("Please date the bill of sale …", "Date it 9 April 2025").
 */
function isDocumentDate(profile: FieldProfile): boolean {
  // (The printed label, else the tooltip or name of a box printed "Date: ____".)
  const words = profile.sources[0]?.tokens ?? [];
  return words.some((t) => t === DATE_TOKEN) && words.every((t) => t === DATE_TOKEN || DOCUMENT_TOKENS.has(t));
}
const DATE_TOKEN = tokenize('date')[0]!;
/** Words of a date's key that leave it the document's own: "Date", "Date of sale", "Purchase date", "Effective Date". */
// ("The date of the bill of sale is Saturday, November 8, 2025": the weekday said before the day names nothing else.)
const OWN_DATE_WORDS = new Set(tokenize("date dated of the this today today's effective execution sale sold purchase purchased transfer transaction signing signed signature form request application submission bill monday tuesday wednesday thursday friday saturday sunday"));
/** "Date of loan", "Maturity date": a date's key that names another thing it dates. */
function datesOtherThing(key: string): boolean {
  return tokenize(key).some((t) => !OWN_DATE_WORDS.has(t));
}
/** What a form is, as its date's label names it. */
const DOCUMENT_TOKENS = new Set(tokenize('request application form submission'));

/** A date field of a signature block: its own words ask for a date, its label or its block speaks of signing. */
function isSignatureDate(profile: FieldProfile): boolean {
  if (!profile.wants.has('date')) return false;
  // "First date of employment" beside "Employee's signature … Date" asks for its own date, whatever its block.
  const label = profile.sources.find((s) => s.kind === 'label')?.tokens ?? [];
  if (label.some((t) => SIGNATURE_TOKENS.has(t))) return true;
  if (label.includes(START_DATE_TOKEN)) return false;
  if (label.filter((t) => !PLAIN_DATE_TOKENS.has(t) && !/^\d/.test(t)).length >= 2) return false;
  return [...profile.weights.keys()].some((t) => SIGNATURE_TOKENS.has(t));
}

/** "First date of employment", "Start date": the day something began, never a signature's. */
const START_DATE_TOKEN = tokenize('start date')[0]!;

/** Words of a label that asks for a date and nothing more specific ("Date", "Date (mm/dd/yyyy)"). */
const PLAIN_DATE_TOKENS = new Set(tokenize('date dated today mm dd yyyy yy month day year'));

/**
 * How strongly an organisation's name (a value keyed "company", "business name" …) belongs in a field. A
 * field that asks for an organisation's name takes it whatever the kind is called ("company" for "Business
 * name"). When the text names no person as the writer, the organisation is the one the form is about, so a
 * plain "Name" line of no other party takes it too ("1 Name (as shown on your income tax return)" on a W-9
 * for a corporation), and a business-name line meant only for a name "different from above" stays empty unless
 * the value is a trade name. A name keyed as the legal one takes the name line whoever wrote the text.
 * Undefined: the value must not go there.
 */
function organisationLead(profile: FieldProfile, ctx: MatchContext, fact: Fact): number | undefined {
  // ("Contractor: Dale R. Hoffmann, d/b/a Hoffmann Custom Builders" for the buyer's "Print Name" by his signature: a
  // name a business trades under signs nothing; the person does.)
  if (TRADE_NAME_KEY.test(fact.key) && !profile.wants.has('orgname') && profile.phrases.some((p) => PRINTED_NAME.test(p))) return undefined;
  // The organisation's own block ("Employeur : Boulangerie Hoffmann …" for the employer's "Nom").
  if (fact.party !== undefined && fact.party !== SELF && fact.party === profile.party) return ORGANISATION_FLOOR;
  const ownsNameLine = profile.party === undefined || profile.party === SELF;
  // "Trade name / DBA: …" is the name the business trades under: on a form with a line for a name different
  // from the legal one, it goes there and not on the legal name's line.
  const tradeName = TRADE_NAME_KEY.test(fact.key);
  if (tradeName && !profile.wants.has('orgname') && hasIfDifferentNameField(ctx)) return undefined;

  // "Legal name: Brightwater Analytics LLC": a name the text gives as the legal one is the name the form is
  // about, even when the writer is a bookkeeper who named themselves too.
  // (Above the writer's own name: "Tom Aldana" signs the reply, "The legal name is Harbor & Pine Woodworks LLC".)
  if (LEGAL_NAME_KEY.test(fact.key) && profile.wants.has('fullname') && ownsNameLine) return LEGAL_NAME_FLOOR;
  const writerIsOrganisation = !namesAPersonAsWriter(ctx);
  if (profile.wants.has('orgname')) {
    // A name the business trades under ("we also do business as …") is the name different from above.
    if (writerIsOrganisation && !tradeName && profile.phrases.some((p) => IF_DIFFERENT.test(p))) return undefined;
    // ("Legal name …: Byblos Fine Foods Inc." in the notes, and "Business Name  BYBLOS FINE FOODS INC" on a pasted
    // record: the name a line for one "different from above" would only repeat.)
    if (!tradeName && profile.phrases.some((p) => IF_DIFFERENT.test(p)) && (LEGAL_NAME_KEY.test(fact.key) || givenAsLegalName(fact, ctx))) return undefined;
    return ORGANISATION_FLOOR;
  }
  const personOnly = profile.wants.has('firstname') || profile.wants.has('lastname') || profile.wants.has('middlename');
  if (profile.wants.has('fullname') && !personOnly && writerIsOrganisation && !hasOwnOrganisationField(ctx) && ownsNameLine) {
    return ORGANISATION_FLOOR;
  }
  return 0;
}

const organisationFields = new WeakMap<MatchContext, boolean>();

/**
 * Whether the form has a field of its own for an organisation's name (other than one only for a name
 * "different from above", or a name-and-address block such as the requester's): then a plain "Name" is the
 * person who signs or answers (the certification block of a business's return), not the business.
 */
function hasOwnOrganisationField(ctx: MatchContext): boolean {
  let has = organisationFields.get(ctx);
  if (has === undefined) {
    has = ctx.profiles.some((p) => p.field.type === 'text' && p.wants.has('orgname') && !hasAddressWant(p.wants) && !p.phrases.some((phrase) => IF_DIFFERENT.test(phrase)));
    organisationFields.set(ctx, has);
  }
  return has;
}

const ORGANISATION_FLOOR = 0.5;
const LEGAL_NAME_FLOOR = 0.65;
/** Keys that give the name the form is about as its legal one. */
// ("Legal entity name", "legal business name": the legal one, whatever kind of name is said between.)
const LEGAL_NAME_KEY = /\b(?:legal|registered|official)(?:\s+(?:entity|business|company|firm))? name\b|\bname\s*\(?\s*as shown\b|\bname (?:on|from) (?:our|my|the|his|her|their|its|your) (?:income )?(?:tax )?return\b/i;

/** "legal first name", "legal last name": a part of the name said to be the legal one. */
const LEGAL_NAME_PART_KEY = /\blegal\s+(?:first|given|last|family)\s+name\b/i;


/** "(No P O Boxes)", "no P.O. box": a box for a place, said to take no post office box. */
const NO_PO_BOXES = /\bno\s+p\.?\s?o\.?\s+box(?:es)?\b/i;

/** "Print Name", "Printed name": the name a signer prints by their signature. */
const PRINTED_NAME = /\bprint(?:ed)?\s+name\b/i;

const legalNamesOf = new WeakMap<MatchContext, Map<string, Fact[]>>();

/**
 * Whether the text gives the fact's name (in any capitals and stops) as the legal one, under another key. The legal
 * names are worked out once per text: this is asked for every fact a name line "if different from above" meets.
 */
function givenAsLegalName(fact: Fact, ctx: MatchContext): boolean {
  let legal = legalNamesOf.get(ctx);
  if (!legal) {
    legal = new Map();
    for (const other of ctx.data.facts.filter((f) => LEGAL_NAME_KEY.test(f.key))) {
      const name = canonicalText(other.value);
      legal.set(name, [...(legal.get(name) ?? []), other]);
    }
    legalNamesOf.set(ctx, legal);
  }
  return (legal.get(canonicalText(fact.value)) ?? []).some((other) => other !== fact);
}

/** Whether the form has a line for a business name "different from above". */
function hasIfDifferentNameField(ctx: MatchContext): boolean {
  return ctx.profiles.some((p) => p.field.type === 'text' && p.wants.has('orgname') && p.phrases.some((phrase) => IF_DIFFERENT.test(phrase)));
}
/** "Business name/disregarded entity name, if different from above". */
/** Whether a fact's key or topic has a word of the field's own that no other address box has in its own label. */
function keyedApart(fact: Fact, profile: FieldProfile, ctx: MatchContext): boolean {
  return tokenize(`${fact.topic} ${fact.key}`).some((t) => isLabelWord(profile, t) && !ctx.profiles.some((other) => other !== profile && hasAddressWant(other.wants) && isLabelWord(other, t)));
}

/** Whether a word is one of the field's own (its label, tooltip or name), not of the rows printed around it. */
function isLabelWord(profile: FieldProfile, token: string): boolean {
  return (profile.weights.get(token) ?? 0) >= 1;
}

const IF_DIFFERENT = /\bif\s+(?:it\s+is\s+)?(?:different|not\s+the\s+same)\b/i;

const writerNamed = new WeakMap<MatchContext, boolean>();

/** Whether the text gives a person's name as the writer's: theirs, or a name that belongs to no topic or role. */
function namesAPersonAsWriter(ctx: MatchContext): boolean {
  let named = writerNamed.get(ctx);
  if (named === undefined) {
    named = ctx.data.facts.some((f) => f.person !== undefined && (f.party === SELF || (f.party === undefined && f.topic === '')));
    writerNamed.set(ctx, named);
  }
  return named;
}

/** The parts a postal address is cut into for fields that ask for one part. */
const ADDRESS_PARTS: ReadonlySet<Concept> = new Set(['houseNumber', 'street', 'line2', 'city', 'state', 'zipcode', 'country', 'cityStateZip']);
/** Words of a key that name an address as a whole, and its time or use: "new address", "home mailing address". */
const WHOLE_ADDRESS_WORDS = new Set(tokenize('address home mailing postal residence residential current present new'));

/**
 * An amount the text gives for one unit: "$58.20 per share", "$3 each", "Unit price: $4.50", or the price a
 * count of units was bought at ("200 shares bought 06/30/2011 at $31.15").
 */
export function givenPerUnit(fact: Fact): boolean {
  // ("avg cost 52.87": an average is what each one cost.)
  if (/\b(per|each|unit|price|avg|average)\b/i.test(fact.key)) return true;
  const at = fact.sentence.indexOf(fact.value);
  if (at < 0) return false;
  const after = fact.sentence.slice(at + fact.value.length);
  if (/^\s*(?:per\b|each\b|apiece\b|\/\s*\p{L}|an?\s+(?:share|unit|piece|item)\b)/iu.test(after)) return true;
  const before = fact.sentence.slice(0, at);
  return /\bat\s*$/i.test(before) && UNITS_COUNTED.test(before);
}

/** A count of units before a price: "200 shares", "318.5 sh", "40 units". */
const UNITS_COUNTED = /\b\d[\d,.]*\s+(?:shares?|sh|units?|bonds?|contracts?)\b/i;

function conceptOf(c: Concept | ValueKind): Concept | undefined {
  return (KIND_CONCEPT as Record<string, Concept | undefined>)[c] ?? (c as Concept);
}

function distinctValues(ctx: MatchContext, kind: Concept | ValueKind): number {
  const values = new Set<string>();
  for (const f of ctx.data.facts) {
    if (f.typed?.kind === kind) values.add(f.typed.date ? `${f.typed.date.year}-${f.typed.date.month}-${f.typed.date.day}` : digitsOf(f.value) || f.value);
  }
  return values.size;
}

/** The word before a unit's number: "Apt 7", "Suite 410", "# 12". */
const UNIT_WORD = new RegExp(String.raw`^\s*(?:${UNIT_WORDS}|#)\.?\s*(?=[\w-])`, 'i');

/** "3rd floor", "2º andar": a floor's number before its word. */
const NUMBER_BEFORE_UNIT = new RegExp(String.raw`^\s*(\d{1,3})(?:º|ª|st|nd|rd|th)?\s+(?:${FLOOR_WORDS})\.?\s*$`, 'i');

/** "Apt. no." and "Suite" ask for the second line of an address by the unit's own words. */
const UNIT_TOKENS = tokenize('apt apartment suite unit');

function isUsAddress(address: PostalAddress): boolean {
  return /^[A-Z]{2}$/.test(address.state) && /^\d{5}(?:-\d{4})?$/.test(address.zip);
}

/** The words of a name-and-address block's key that say what it holds, not whose it is. */
const BLOCK_WORDS = new Set(tokenize('name and mailing address street city state zip code postal'));

/** How well an address alone fits a box for a name and an address ("Employer's name and address"). */
const ADDRESS_WITHOUT_NAME_FIT = 0.8;
/** "Praha 8", "Paris 16e", "Wien 21": a city and the number of its district. */
const CITY_DISTRICT = /^\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)?\s+\d{1,2}(?:e|er)?$/u;
/** "use the SSN above", "not to use the LLC's EIN": a sentence that says which tax number to use, or not to. */
const USE_NUMBER: Record<'ein' | 'ssn', RegExp> = {
  ssn: /\buse (?:the |my |his |her |our )?(?:ssn|social security (?:number|no\.?))\b/gi,
  ein: /\buse (?:the |my |his |her |our |its |the (?:llc|company|business|firm)['’]s )?(?:ein|employer (?:identification|id) (?:number|no\.?))\b/gi,
};
const NOT_BEFORE_USE = /\b(?:not|never)\s+(?:to\s+)?$|n['’]t\s+$/i;

/** Whether a sentence that gives a tax number of this kind says to use the other kind, or not to use this one. */
function saysUseTheOther(kind: 'ein' | 'ssn', sentence: string): boolean {
  const uses = (which: 'ein' | 'ssn', negated: boolean) => [...sentence.matchAll(USE_NUMBER[which])].some((m) => NOT_BEFORE_USE.test(sentence.slice(Math.max(0, m.index! - 12), m.index!)) === negated);
  return uses(kind === 'ein' ? 'ssn' : 'ein', false) || uses(kind, true);
}
/** Words of a date something runs out on. */
// ("her commission runs out 03/09/2028", "my licence lapses in May".)
const EXPIRES = /\bexp(?:ir(?:es|ed|y|ing|ation)|s?\.)|\bvalid (?:until|through|thru)\b|\bgood (?:until|through)\b|\b(?:runs?|ran) out\b|\blapses?\b/i;

/** A field whose label asks how long something holds ("Valid through", "Good until"). */
function asksValidity(profile: FieldProfile): boolean {
  return profile.sources.some((source) => source.tokens.some((t) => /^(?:valid|until|through|thru|good)/.test(t)));
}

/** A field whose label asks when something expires ("My commission expires", "Expiration date"). */
function asksExpiry(profile: FieldProfile): boolean {
  return profile.sources.some((source) => source.tokens.some((t) => t.startsWith('expir')));
}

/** How well a town alone fits a box for a whole address. */
const TOWN_ALONE_FIT = 0.35;
const FULL_ADDRESS_TOKENS = ['address', 'addres', 'street', 'city', 'state', 'zipcode'];

/** Labels of the address someone lives at: "Home Address", "currently living in the municipality of". */
const HOME_TOKENS = tokenize('home living residence reside');
/**
 * Keys of an address that is someone else's than whom a form is about, each with the word of a box that asks for it:
 * "EMERGENCY CONTACT / Ngozi Nwosu (sister) - 9915 Bellaire Blvd …" (someone to call), "Registered office: 410 W
 * Michigan Ave, Suite 200, Kalamazoo …" on a state filing (where a company's registered agent takes legal papers).
 */
const ADDRESSES_OF_OTHERS: readonly { key: RegExp; token: string }[] = [
  { key: /\bemergency\b/i, token: tokenize('emergency')[0]! },
  { key: /\bregistered\s+(?:office|agent)\b/i, token: tokenize('registered')[0]! },
];
/**
 * Keys of an address nobody lives at: an organisation's ("provider vendor organization", "office", "run by
 * Meridian Academy"), an event's ("held at …") or a property's that is sold or bought ("I'm selling my condo at …").
 */
// ("Course: …, run by Colorado State University - Dept. of Civil Engineering, 1372 Campus Delivery, …": nor a course's,
// nor one after a department's abbreviation.)
const NOT_A_HOME_KEY = /\b(?:vendor|provider|desk|work|company|business|office|bureau|department|dept|division|course|employer|organi[sz]ation|agency|school|academy|institute|college|university|center|centre|hotel|lodge|clinic|hospital|group|partners|associates|association|foundation|society|firm|run by|offered by|held at|location|selling|sold|sell|buying|bought|property)\b/i;

/** A field whose own words (its label, tooltip or name, not the rows around it) ask for a home's detail. */
function asksForHome(profile: FieldProfile): boolean {
  return profile.sources.some((source) => HOME_TOKENS.some((t) => source.tokens.includes(t)));
}

/**
 * The street line of an address, with its unit unless the form has a box of its own for it; written as the
 * text wrote it ("2217 Larkspur Ln Apt 4D" stays without a comma).
 */
function streetWithUnit(a: PostalAddress, streetName: string, unitApart: boolean): string {
  if (unitApart || a.line2 === '') return streetName;
  return a.full.includes(`${streetName} ${a.line2}`) ? `${streetName} ${a.line2}` : `${streetName}, ${a.line2}`;
}

const firstOfLine = new WeakMap<MatchContext, Map<string, FieldProfile>>();
const worksheetCache = new WeakMap<MatchContext, Map<FieldProfile, string[]>>();

/** The worksheet each field is in: the one its rows name, else the one of the field before it on its page. */
function worksheetsOf(ctx: MatchContext): Map<FieldProfile, string[]> {
  let out = worksheetCache.get(ctx);
  if (out) return out;
  out = new Map();
  let current: string[] | undefined;
  let page = 0;
  for (const p of ctx.profiles) {
    if (p.field.page !== page) current = undefined;
    page = p.field.page;
    current = p.worksheet ?? current;
    if (current) out.set(p, current);
  }
  worksheetCache.set(ctx, out);
  return out;
}

/**
 * "item 1 (section B) Vendor: …" where the form's section B numbers its first items 1a to 1f: an item the writer
 * numbered more coarsely than the form, with what they called it. The code names no field, and the words say which,
 * so a field of another number is not ruled out. (An item the form has is that field's alone.)
 */
function itemNamedInWords(fact: Fact, ctx: MatchContext): boolean {
  const item = sectionItemOf(fact.key);
  if (!item || writerWordsOfItemKey(fact.key) === undefined) return false;
  return !ctx.profiles.some((p) => p.lineNumber === item.number && p.section === item.section);
}

/**
 * Whether a value sent to "line 6" is meant for this field of that number. A form that numbers its worksheets'
 * lines again (the W-4's page 2) means its first line of the number, the main form's, unless the text speaks of
 * a worksheet or a page.
 */
function isLineMeant(profile: FieldProfile, fact: Fact, ctx: MatchContext): boolean {
  // ("item 4 (section B): 13-01-2026": the item of that number in the section named, where the form has sections.)
  const section = sectionNamedIn(`${fact.topic} ${fact.key}`);
  if (section !== undefined && ctx.profiles.some((p) => p.section !== undefined)) return profile.section === section;
  // "Deductions and Adjustments Worksheet Line 3 …": of the fields of that number, the one in the worksheet named
  // (as the worksheet's line; "so worksheet: A = 1" names no worksheet).
  // (A field in another worksheet is not meant; where the form does not title the one named, one in no titled
  // worksheet may be.)
  // ("two earners worksheet line 2": a worksheet's entry said in prose is keyed with the worksheet it names.)
  const named = /\bworksheet\s+line\b/i.test(fact.key) ? worksheetNamed(fact.key) : /\bworksheet,?\s+line\b/i.test(fact.sentence) ? worksheetNamed(fact.sentence) : undefined;
  if (named) {
    const worksheets = worksheetsOf(ctx);
    const inNamed = (p: FieldProfile) => (worksheets.get(p) ?? []).some((t) => named.includes(t));
    if (ctx.profiles.some(inNamed)) return inNamed(profile);
    if (worksheets.has(profile)) return false;
  }
  // ("After the two-earner worksheet I only want to claim 3 allowances on line 5": the worksheet done, its result
  // goes on the form's own line.)
  // ("4 is what goes on line 5 of the certificate": the form's own line, whatever worksheet the sentence spoke of.)
  const ownLine = /^certificate\s+line\b/.test(fact.key);
  if (!ownLine && /\b(?:worksheet|page|schedule)\b/i.test(fact.sentence) && !/\bafter\b[^.;]{0,40}\bworksheets?\b/i.test(fact.sentence)) return true;
  let first = firstOfLine.get(ctx);
  if (!first) {
    first = new Map();
    for (const p of ctx.profiles) if (p.lineNumber !== undefined && !first.has(p.lineNumber)) first.set(p.lineNumber, p);
    firstOfLine.set(ctx, first);
  }
  return first.get(profile.lineNumber!) === profile;
}

/** Keys of the place where something happens: "location address held at", "venue", "site". */
const SITE_KEY = /\b(?:location|held at|venue|site)\b/i;
const [LOCATION_TOKEN, SITE_TOKEN] = tokenize('location site') as [string, string];

/**
 * "…, Bldg 67, Denver Federal Center, Denver, CO 80225": an address on a campus or a base, a building's number and the
 * place's name instead of a street, where it starts (at the building's part) and ends. Undefined for anything else.
 */
function campusAddress(text: string): { start: number; end: number } | undefined {
  if (!CITY_STATE_ZIP_AT_END.test(text)) return undefined;
  const building = text.match(BUILDING_PART);
  return building?.index === undefined ? undefined : { start: building.index + building[0].indexOf(building[1]!), end: text.length };
}
const CITY_STATE_ZIP_AT_END = /,\s*\p{Lu}[\p{L} .'-]+,?\s+[A-Z]{2}\s+\d{5}(?:-\d{4})?$/u;
/** ", Bldg 67," ", Building 53,": the part of an address that numbers a building. */
const BUILDING_PART = /(?:^|,\s*)((?:Bldg\.?|Building)\s+\d+[A-Z]?)\s*,/u;

/** "Address line 2", "second line" in a key; "Address 1", "Address line 2" in a field's name or label: which line. */
const KEY_ADDRESS_LINE = /\b(?:address\s+)?line\s*([12])\b|\b(first|1st|second|2nd)\s+(?:address\s+)?line\b/i;
const FIELD_ADDRESS_LINE = /\baddr(?:ess)?\.?\s*(?:line\s*)?([12])\b/i;

/** "Address line 2: 2. kat, stan 5" is not for "Address 1": a key and a field that number different lines of an address. */
function addressLinesClash(fact: Fact, profile: FieldProfile): boolean {
  const key = fact.key.match(KEY_ADDRESS_LINE);
  if (!key) return false;
  const keyLine = key[1] ?? (/^(?:first|1st)$/i.test(key[2]!) ? '1' : '2');
  const fieldLine = [profile.field.name, ...profile.phrases].join(' ').match(FIELD_ADDRESS_LINE)?.[1];
  return fieldLine !== undefined && fieldLine !== keyLine;
}

/** "Work address", "office addr", "duty station": a key that names where someone works. */
/** "Spouse’s occupation", "Your occupation", "Profession": a box for what someone does, not who they are. */
const OCCUPATION_LABEL = /\b(?:occupation|profession)\b/i;
const WORKPLACE_KEY = /^\s*(?:my\s+)?(?:work|office|duty\s+station|workplace)\s+(?:address|addr|mailing\s+address)\b/i;
const ORGANISATION_TOKENS = tokenize('organization office');

/** "run by the ", "offered by ": the words that name who provides a thing, right before their name. */
const PROVIDED_BY = /\b(?:run|offered|provided|taught|hosted|given|organi[sz]ed|delivered|put on|sponsored|presented)\s+by\s+(?:the\s+)?$/i;
const VENDOR_TOKENS = tokenize('vendor provider');

/** The words just before a value in its sentence: "run by Meridian Project Academy, 9100 Wisconsin Ave …". */
function wordsLeadingTo(fact: Fact): string {
  const at = fact.sentence.indexOf(fact.value);
  return at < 0 ? '' : fact.sentence.slice(Math.max(0, at - 48), at);
}

/** "Display name", "Screen name", "Nickname", "Username", "Handle": the key of a name an app or a person goes by. */
// ("Preferred name .... Kobby", "Preferred: Kobby Mensah": or the name someone prefers to be called by.)
const NICKNAME_KEY = /\b(?:(?:display|screen|user|preferred(?:\s+(?:first|given))?)\s?name|nick\s?name|handle)\b|^\s*preferred\s*$/i;
const NICKNAME_TOKEN = tokenize('nickname')[0]!;

/** Whether a state's box sits beside a licence's number, as the state that issued it. */
function asksLicenceState(profile: FieldProfile): boolean {
  return profile.weights.has(LICENCE_TOKEN) && profile.phrases.length > 0 && profile.phrases.every((phrase) => /^state\b/i.test(phrase));
}
/** The states the text says issued the licence of an address's owner ("His license is still Kentucky": KY). */
function licenceStatesOf(fact: Fact, ctx: MatchContext): string[] {
  return ctx.data.facts.filter((f) => f.party === fact.party && LICENCE_STATE_KEY.test(`${f.topic} ${f.key}`)).map((f) => f.address?.state || (isUsStateCode(f.value.trim()) ? f.value.trim() : usStateCode(f.value) ?? ''));
}
/** "License", "Driver's License", as a field's words are tokenised (normalize-text.ts reads them as one word). */
const LICENCE_TOKEN = tokenize('licence')[0]!;
/** "license state", "issuing state", "Buyer | license state": a key for the state that issued a licence. */
const LICENCE_STATE_KEY = /\b(?:licen[cs]e|DL)\s+(?:issuing\s+)?state\b|\bissuing\s+state\b/i;

function viewFor(profile: FieldProfile, fact: Fact, ctx: MatchContext): View | undefined {
  // "Office code: (none / not sure - leave it)", "Suite: N/A": the text says there is nothing to write.
  // ("MIDDLE: [illegible] (one short word, maybe starts with "W"?)": a transcriber's mark where the writing could not be read.)
  // ("Darnell's text fixing his license number is under the list": where in the text a value is, not the value.)
  // ("most LLCs don't have one, so leave it blank if you're not sure": advice to leave a box blank, no value for it.)
  if (NON_ANSWER.test(fact.value) || KEEP_AS_IS.test(fact.value) || ILLEGIBLE_MARK.test(fact.value) || PLACE_IN_THE_TEXT.test(fact.value) || (LEAVE_IT_BLANK.test(fact.value) && !/\d/.test(fact.value))) return undefined;
  const wants = profile.wants;
  const strictWanted = [...wants].filter((c) => STRICT_CONCEPTS.has(c));

  // "Name and mailing address of the vendor": a name followed by an address, as one block.
  if (wants.has('address') && (wants.has('orgname') || wants.has('fullname')) && !fact.typed) {
    const found = findUsAddresses(fact.value)[0];
    // ("by Summit Learning Partners LLC (private vendor, not a gov't source), 3600 Wynkoop St, …": a remark in brackets
    // between the name and the address is neither; an office's code in them, "Dam Safety Office (86-68110)", is the
    // name's.)
    const name = found ? nameBefore(fact.value.slice(0, found.start).replace(/\s*\((?=[^()]*\p{Ll}{3})[^()]*\)/gu, '')) : undefined;
    if (found && name) {
      // "Billings MT 59101" is written with the comma the usual form puts before the state.
      const address = found.text.replace(/(\p{L})\s+([A-Z]{2}\.?\s+\d{5}(?:-\d{4})?)$/u, '$1, $2');
      // Whose name and address it is comes from the key: "office: …" is not the "Training Vendor"'s block; a
      // key that meets none of the field's words makes the block a weaker fit.
      // (Only the key's words that say whose it is count: "Office mailing address" meets the vendor's "Mailing
      // Address" in its address words alone.)
      // (The name is the value's, not the key's; "fill in the employer part too: Brightwater Logistics LLC, 600 …"
      // says whose it is in the words before the colon that introduces it, when the field's own label has them.)
      const keyWords = tokenize(fact.key || fact.topic).filter((t) => !BLOCK_WORDS.has(t));
      // (A key that took in the name itself, "part too Brightwater Logistics LLC", says nothing by the name's words.)
      const nameWords = new Set(fact.key.includes(name) ? tokenize(name) : []);
      const introduced = wordsLeadingTo(fact).match(/([^.;:]*):\s*$/)?.[1] ?? '';
      const labelWords = new Set(profile.sources.filter((source) => source.kind !== 'name').flatMap((source) => source.tokens));
      // ("course code WFB-210, run by the Front Range Fire Training Association, 1450 W Canal Ct, …": whoever runs or
      // offers it is the vendor, when the field asks for the vendor's or provider's block.)
      const provided = PROVIDED_BY.test(wordsLeadingTo(fact)) && VENDOR_TOKENS.some((t) => profile.weights.has(t));
      // ("Work address: Facilities Management Service, …, 215 Perry Hill Rd, …": a workplace's name and address are its
      // organisation's, as below.)
      const keyMeets =
        provided ||
        (WORKPLACE_KEY.test(fact.key) && ORGANISATION_TOKENS.some((t) => isLabelWord(profile, t))) ||
        keyWords.length === 0 ||
        keyWords.some((t) => !nameWords.has(t) && profile.weights.has(t)) ||
        tokenize(introduced).some((t) => !BLOCK_WORDS.has(t) && !nameWords.has(t) && labelWords.has(t));
      // ("… the meeting itself is at the Norfolk Waterside Marriott, …" for the vendor's "Name and Mailing Address": a
      // place keyed as where something happens is the site's block, not a block whose label names no site.)
      const siteForOtherBlock = SITE_KEY.test(fact.key) && !labelWords.has(LOCATION_TOKEN) && !labelWords.has(SITE_TOKEN);
      return { value: `${name}, ${address}`, tokens: ['name', ...FULL_ADDRESS_TOKENS], concept: 'address', fit: keyMeets && !siteForOtherBlock ? 1 : 0.6, what: 'a name with its address' };
    }
  }

  // "Office: Bureau of Reclamation, Acquisition Operations Division, …, PO Box 25007, Denver, CO 80225" for
  // "Organization Mailing Address (Branch/Division/Office/Bureau/Agency)": an office's lines down to its address,
  // under a key of the field's own words.
  // (A party's record, "Seller: Henry Brandt, 67 County Road …", is a person's.)
  // ("Office mailing address: Bureau of Reclamation, …, PO Box 25007, Denver, CO 80225.": keyed as an address, it is
  // still the office's lines down to its address.)
  // ("My organization mailing address: FEMA Region 8, …": the writer's own office, keyed as theirs, is one too.)
  if (wants.has('address') && !wants.has('street') && !fact.typed && !fact.person && (fact.party === undefined || (fact.party === SELF && OWN_OFFICE_KEY.test(fact.key)))) {
    const whole = fact.value.replace(/[.\s]+$/, '');
    const found = findUsAddresses(whole).find((a) => a.end === whole.length) ?? campusAddress(whole);
    // ("Work addr: Maintenance Directorate, Bldg 1320, 1 Tooele Army Depot, …": a workplace's address is its
    // organisation's, where the label asks for an organisation's or an office's.)
    const keyMeets = tokenize(fact.key).some((t) => !BLOCK_WORDS.has(t) && isLabelWord(profile, t)) || (WORKPLACE_KEY.test(fact.key) && ORGANISATION_TOKENS.some((t) => isLabelWord(profile, t)));
    // (A person's name before an address, "Buyer: Thomas Reyes, 512 Prairie View Rd …", is no office's.)
    const office = found ? whole.slice(0, found.start).replace(/[,\s]+$/, '') : '';
    if (found && office !== '' && /^\p{Lu}[^:"“”]*$/u.test(office) && keyMeets && !parsePersonName(office)) return { value: whole, tokens: FULL_ADDRESS_TOKENS, concept: 'address', fit: 1, what: 'an office with its address' };
  }

  if (fact.address) {
    const a = fact.address;
    // "Foreign postal code" and "Foreign country name" are for an address abroad, never for parts of a US one.
    if (profile.foreign && isUsAddress(a)) return undefined;
    // A home address is where a person lives: not the address of the vendor or office the fact's words name,
    // nor of a property being sold ("I'm selling my condo at …").
    // So is an address written right after a company's name ("Harlow & Finch Logistics Inc, 900 Commerce Park Dr …").
    if (HOME_TOKENS.some((t) => profile.weights.has(t)) && (NOT_A_HOME_KEY.test(`${fact.topic} ${fact.key} ${wordsLeadingTo(fact)}`) || endsWithCompanyName(wordsLeadingTo(fact)))) return undefined;
    // (Nor is it the address of the person a form is about, whatever its label calls it: "Brazos Valley Hardware, LLC,
    // 2210 Hwy 6 S, …" is the employer's, not the employee's "Address".)
    if (profile.party === SELF && !profile.wants.has('orgname') && fact.party === undefined && endsWithCompanyName(wordsLeadingTo(fact))) return undefined;
    // (Nor an emergency contact's or a registered agent's, for a box that does not ask for theirs.)
    if (ADDRESSES_OF_OTHERS.some(({ key, token }) => key.test(`${fact.topic} ${fact.key}`) && !profile.weights.has(token))) return undefined;
    // A form with a box of its own for the house number takes the street's name alone in the street's box.
    const house = splitHouseNumber(a.street);
    const streetName = profile.numberApart && house ? house.name : a.street;
    const parts: [Concept, string, string[]][] = [
      ['address', a.full, FULL_ADDRESS_TOKENS],
      ['houseNumber', house?.number ?? '', ['house', 'number', 'street']],
      ['street', streetWithUnit(a, streetName, wants.has('line2') || ctx.wantCount.has('line2') || ctx.unitPlace === true), ['street', 'address']],
      ['line2', a.line2, ['address', ...UNIT_TOKENS]],
      ['city', a.city, ['city']],
      ['state', a.state, ['state']],
      ['zipcode', a.zip, ['zipcode']],
      ['country', a.country, ['country']],
      ['cityStateZip', cityStateZip(a), ['city', 'state', 'zipcode']],
    ];
    for (const [concept, value, tokens] of parts) {
      if (!wants.has(concept)) continue;
      // (A state alone, the one that issued a licence, is no whole address.)
      if (concept === 'address' && a.street === '' && a.city === '') return undefined;
      // ("County Cork" of an Irish address: a region of another country is no answer to a box for a US state.)
      // (Nor to a tax line's amount, "Taxable refunds … of state and local income taxes".)
      if (concept === 'state' && profile.wants.has('number')) return undefined;
      // ("Driver's License Number: ____ State: ____": the state beside a licence's number is the one that issued it,
      // where the text says one of the same person's ("His license is still Kentucky"); where they live says nothing.)
      if (concept === 'state' && a.street !== '' && asksLicenceState(profile) && licenceStatesOf(fact, ctx).some((state) => state !== a.state)) return undefined;
      if (concept === 'state' && a.country !== '' && !/^(?:us|usa|u\.s\.a?\.?|united states(?: of america)?)$/i.test(a.country) && /\bU\.?S\.?\b/.test(`${profile.field.name} ${profile.caption ?? ''}`)) return undefined;
      let v = value;
      // "Apt 7" in a box for the apartment, suite or floor number: the number.
      const max = profile.field.textMaxLength;
      // ("3rd floor", "2º andar": the number comes first.)
      if (concept === 'line2' && (profile.weights.has('number') || (max !== null && max > 0 && v.length > max))) v = v.replace(UNIT_WORD, '').replace(NUMBER_BEFORE_UNIT, '$1');
      // (A town alone, "Principal: …, currently living in Scottsdale", answers a box for the whole address only in part.)
      // (An address without the name a box for a name and address asks for first is a part of what it asks.)
      const namelessForNameBox = concept === 'address' && (wants.has('orgname') || wants.has('fullname')) && /^(?:\d|p\.?\s?o\.?\s+box\b)/i.test(a.full.trim());
      const whole = concept === 'address' && a.street === '' ? TOWN_ALONE_FIT : namelessForNameBox ? ADDRESS_WITHOUT_NAME_FIT : 1;
      return { value: v, tokens, concept, fit: v ? (topicNamesAnotherAddress(fact, profile, ctx) ? OTHER_BLOCK_FIT : whole) : 0, what: `the ${conceptWords(concept)} of an address` };
    }
    // (Nor does a box for an amount take an address.)
    if (strictWanted.length > 0 || wants.has('fullname') || wants.has('firstname') || wants.has('lastname') || wants.has('money')) return undefined;
    return { value: a.full, tokens: FULL_ADDRESS_TOKENS, concept: 'address', fit: 0.7, what: 'an address' };
  }

  // ("Last name is now Castellanos-Webb": a name's part given alone under its own key is that part.)
  // ("Family name: Okonkwo" / "Given name: Chidinma" / "Middle name: Adaeze": the parts one party's keys give are
  // one person's name, a part nobody's in particular the writer's. A key naming more than one part, "First and last
  // name", gives a whole name.)
  const keyTokens = wordsOf(fact).keyTokens;
  const partsNamed = (['firstname', 'lastname', 'middlename'] as Concept[]).filter((c) => keyTokens.includes(NAME_PART_TOKEN[c]!));
  // ("Nombre: Rosa" over "Apellidos: Marquez Villalobos": a name of one word beside a keyed family name is the given one.)
  const givenBesideFamily = keyTokens.length === 1 && keyTokens[0] === 'name' && familyNamesKeyed(ctx.data.facts).some((f) => f.sentence !== fact.sentence);
  const keyedPart = partsNamed.length === 1 && wants.has(partsNamed[0]!) && !/\b(?:full|and)\b|&/i.test(fact.key) ? partsNamed[0]! : givenBesideFamily && wants.has('firstname') ? 'firstname' : undefined;
  // (Two words, particles aside, are a part only for a family name, "Morales Ortega": "Given Name: OKSANA PETRIVNA"
  // holds the middle one too.)
  const partWords = fact.value.trim().replace(/\.$/, '').split(/\s+/);
  const named = partWords.filter((w) => !NAME_PARTICLE.test(w)).length;
  // ("first name: MARIA CRISTINA" with "middle name: SANTOS" keyed apart: then two given names are the first name.)
  const middleKeyedApart = keyedPart === 'firstname' && partsNamed.includes('firstname') && ctx.data.facts.some((f) => f !== fact && f.party === fact.party && /\bmiddle\s+name\b/i.test(f.key) && !/\b(?:first|last|full)\b/i.test(f.key) && /^\p{Lu}[\p{L}'’-]+$/u.test(f.value.trim()) && !/^(?:no|yes|none|nmn)$/i.test(f.value.trim()));
  // ("Mohammad Nasir together is my first name. I have no middle name": nor where the text says there is no middle one.)
  const noMiddleName = keyedPart === 'firstname' && partsNamed.includes('firstname') && someSentenceSays(ctx, NO_MIDDLE_NAME);
  if (keyedPart && isNameWords(partWords) && named >= 1 && named <= (keyedPart === 'lastname' || middleKeyedApart || noMiddleName ? 2 : 1)) {
    return { value: fact.value.trim(), tokens: [keyedPart, 'name'], concept: keyedPart, fit: 1, what: `the ${conceptWords(keyedPart)} of a person`, origin: `name given by its parts, ${fact.party ?? SELF}'s` };
  }

  // ("Apellidos: Marquez Villalobos": a value its key calls one part of a name is that part, no whole name to take the
  // other parts from.)
  if (fact.person && partsNamed.length === 1 && !wants.has(partsNamed[0]!) && !/\b(?:full|and)\b|&/i.test(fact.key)) return undefined;
  if (fact.person) {
    const p = fact.person;
    // "clerk: J. Whitcomb … (family name Nguyen, given name Lan)": where the text gives a name part under its
    // own key, that part of a name given whole under another key is someone else's or less telling.
    const part = (['firstname', 'lastname', 'middlename'] as Concept[]).find((c) => wants.has(c));
    // ("AHMADZAI, MOHAMMAD NASIR" on a card, "I have no middle name": the second given name is no middle one.)
    if (part === 'middlename' && someSentenceSays(ctx, NO_MIDDLE_NAME)) return undefined;
    // (A box for the first name and middle initial takes the whole name's: the keyed first name lacks one.)
    const wantsMore = part === 'firstname' && profile.firstWithMiddle && p.middle;
    if (part && !wantsMore && !tokenize(fact.key).includes(NAME_PART_TOKEN[part]!) && givesNamePart(ctx, part, fact)) return undefined;
    if (wants.has('firstname')) {
      // ("First name and middle initial: Anjali K." for a box that asks the same: the value as written.)
      // ("first_name_mi = "Tobias R."": or as shorthand, abbreviations.ts.)
      const asked = profile.firstWithMiddle && firstWithMiddleInitial(simplify(expandAbbreviations(simplify(fact.key))));
      const value = asked ? fact.value.trim() : profile.firstWithMiddle && p.middle ? `${p.first} ${p.middle.charAt(0)}` : p.first;
      return { value, tokens: ['firstname', 'middlename', 'name'], concept: 'firstname', fit: 1, what: 'the first name of a person' };
    }
    if (wants.has('lastname')) {
      // "my last name is de Vries": a value given as the last name is one whole, particle and all.
      const keyTokens = tokenize(fact.key);
      const value = keyTokens.includes(NAME_PART_TOKEN.lastname!) && !keyTokens.includes(NAME_PART_TOKEN.firstname!) ? fact.value.trim() : p.last;
      return { value, tokens: ['lastname', 'name'], concept: 'lastname', fit: 1, what: 'the last name of a person' };
    }
    if (wants.has('middlename')) {
      const initial = (profile.field.textMaxLength ?? 99) <= 2 || /initial/i.test(profile.sources.map((s) => s.tokens.join(' ')).join(' '));
      const middle = initial && p.middle ? p.middle.charAt(0) : p.middle;
      return { value: middle, tokens: ['middlename', 'name'], concept: 'middlename', fit: 1, what: 'the middle name of a person' };
    }
    if (wants.has('fullname')) {
      // ("Last, First Middle Initial": the middle name as its initial.)
      const middle = p.middle !== '' && [profile.field.name, ...profile.phrases].some((t) => /middle\s+initial/i.test(t)) ? `${p.middle.charAt(0)}.` : p.middle;
      const value = profile.lastNameFirst ? `${p.last}, ${[p.first, middle].filter((x) => x).join(' ')}` : nameInReadingOrder(p);
      return { value, tokens: ['name', 'firstname', 'lastname', 'middlename'], concept: 'fullname', fit: 1, what: "a person's name" };
    }
    // (Nor does a count: "Employee: Marisol T. Vega-Castillo" in "6. Training Non-Duty Hours", whose instructions
    // speak of the employee.)
    if (strictWanted.length > 0 || wants.has('money') || wants.has('number') || hasAddressWant(wants)) return undefined;
    // (Nor a box for what someone does: "Spouse: Tobias R. Carraway" beside the 1040's "Spouse’s occupation".)
    if (profile.phrases.some((phrase) => OCCUPATION_LABEL.test(phrase))) return undefined;
    // An organisation's field may still want a person: the vendor's point of contact. One that asks for the
    // organisation's own name ("Faction Name", "Company name") rarely does.
    return { value: p.full, tokens: ['name'], concept: 'fullname', fit: wants.has('orgname') ? 0.4 : 0.8, what: "a person's name" };
  }

  const typed = fact.typed;
  // ("The LLC does have its own EIN, 87-3310462, but … for the W-9 use the SSN above.": the number the sentence
  // says not to use, for the other.)
  if ((typed?.kind === 'ein' || typed?.kind === 'ssn') && saysUseTheOther(typed.kind, fact.sentence)) return undefined;
  // "Fax: (614) 555-0177" is a fax number: it answers "Fax", never "Daytime phone number".
  if (typed?.kind === 'phone' && !wants.has('fax') && wordsOf(fact).keyTokens.includes(FAX_TOKEN) && !wordsOf(fact).keyTokens.includes(PHONE_TOKEN)) return undefined;
  if (typed && typed.kind !== 'number' && !(typed.kind === 'zip' && keyedAsOtherNumber(fact))) {
    const concept = KIND_CONCEPT[typed.kind];
    const token = KIND_TOKEN[typed.kind];
    const wanted = concept !== undefined && (wants.has(concept) || (wants.has('tin') && (concept === 'ssn' || concept === 'ein')));
    if (concept && STRICT_CONCEPTS.has(concept) && !wanted) {
      // A shaped value in a field that wants another shape, or a name or address part, is wrong.
      if (strictWanted.length > 0 || hasPartWant(wants)) return undefined;
      return { value: fact.value, tokens: token ? [token] : [], concept: typed.kind, fit: 0.5, what: `a ${kindWords(typed.kind)}` };
    }
    if (!wanted && strictWanted.length > 0) return undefined;
    // ("My commission expires" and "the witness and notary dates are both May 9, 2025": a box for when something
    // expires takes a date the text says something expires on, not the day it is signed.)
    if (typed.kind === 'date' && asksExpiry(profile) && !EXPIRES.test(`${fact.key} ${fact.sentence}`)) return undefined;
    // ("His booking confirmation says his commission expires August 14, 2027": and a date keyed as the day something
    // expires answers no other date's box, "Dated:" least of all.)
    if (typed.kind === 'date' && !asksExpiry(profile) && !asksValidity(profile) && EXPIRES.test(fact.key)) return undefined;
    return { value: shapeTyped(profile, fact), tokens: token ? [token] : [], concept: typed.kind, fit: wanted ? 1 : 0.8, what: `a ${kindWords(typed.kind)}` };
  }

  // ("Zip / Postal code: 3511 AZ": another country's postcode, keyed as a postcode, is one. So is one a sentence
  // states of nothing but the postcode: "The postcode is 4050-265".)
  if (wants.has('zipcode') && (fact.source !== 'prose' || keyTokens.length <= 2) && keyTokens.includes(KIND_TOKEN.zip!) && isPostcode(fact.value)) {
    return { value: fact.value.trim(), tokens: [KIND_TOKEN.zip!], concept: 'zip', fit: 1, what: 'a postcode' };
  }
  // Plain text (or a bare number): fits any field that does not insist on a shape.
  if (strictWanted.length > 0) return undefined;
  // A plain name field takes an organisation's name only when the organisation is whom the form is about.
  // So does the name line of the organisation's own block ("Employeur : Boulangerie Hoffmann …" for the employer's "Nom").
  const ownBlock = fact.party !== undefined && fact.party !== SELF && fact.party === profile.party;
  if (fact.organisation && (wants.has('orgname') || (wants.has('fullname') && (ownBlock || (organisationLead(profile, ctx, fact) ?? 0) > 0))) && !hasAddressWant(wants)) {
    return { value: fact.value, tokens: [], concept: 'orgname', fit: 1, what: "an organisation's name" };
  }
  // "Entity type: C corporation" says what kind of organisation, not what it is called.
  if (wants.has('orgname') && KIND_OF_KEY.test(fact.key.trim())) return undefined;
  // "His name is Brannoc Ashgrove, a hill dwarf cleric …": a person's name and a description of them.
  if (wants.has('orgname') && !fact.organisation && startsWithPersonName(fact, ctx)) return undefined;
  let value = fact.source === 'prose' ? beforeNextLabelledValue(fact.value, ctx, true) : fact.value;
  // ("Buyer ID: IL DL B653-8807-2194": a number of the buyer's, never the buyer's name.)
  if (wants.has('fullname') && !hasAddressWant(wants) && /\d{3}/.test(value)) return undefined;
  let fit = 1;
  if (hasPartWant(wants) && !wants.has('orgname')) {
    // A name or address part from a plain value: only when it is short and the key says so ("first_name":
    // "Grace", "City: Milano"); prose and composite values are parsed into parts instead.
    // ("My first name is Oksana": a statement whose key names the part does say so.)
    // ("put KY as his license state": so does one whose key is a state's and whose value is one.)
    const statedState = wants.has('state') && /\bstate$/i.test(fact.key.trim()) && (isUsStateCode(value.trim()) || usStateCode(value) !== undefined);
    const statedPart = statedState || (fact.source === 'prose' && namesWantedNamePart(fact, wants) && /^\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*){0,2}$/u.test(value.trim()));
    if (!statedPart && (fact.source === 'prose' || fact.source === 'typed' || fact.composite || value.length > 60 || /@/.test(value))) return undefined;
    // A street is a house number and a name ("4417 SE Division St", "Via Roma 14"); one code ("WC-RIS-24-0917") is
    // none, nor is a number in groups ("A-214 876 509").
    if (wants.has('street') && (!/\S\s+\S/.test(value.trim()) || !/\p{L}{3,}/u.test(value))) return undefined;
    // ("Illinois driver's license B400-2286-5517" beside the licence's "State": a place's name has no digits.)
    // (A city with its district's number, "Praha 8", is a city all the same.)
    if ([...wants].every((w) => w === 'city' || w === 'state' || w === 'country') && /\d/.test(value) && !(wants.has('city') && CITY_DISTRICT.test(value.trim()))) return undefined;
    fit = 0.85;
  }
  // ("only about twenty-five minutes from the campus" beside "Training Duty Hours": a span of time in another unit than
  // the box's is no answer for it.)
  const typedUnit = typed?.kind === 'number' ? typed.unit?.toLowerCase() : undefined;
  if (typedUnit && profile.unit && TIME_UNIT.test(typedUnit) && TIME_UNIT.test(profile.unit) && typedUnit.replace(/s$/, '').slice(0, 3) !== profile.unit.replace(/s$/, '').slice(0, 3)) return undefined;
  value = inFieldUnit(profile, value, typed?.kind === 'number' ? typed.unit : undefined);
  // "218-553-907" in a box of nine characters: a number in groups is its digits where the groups do not fit.
  const max = profile.field.textMaxLength;
  if (max !== null && value.length > max && /^[\d\s().-]+$/.test(value) && value.replace(/\D/g, '').length <= max) value = value.replace(/\D/g, '');
  // The whole of "Daniel Ortiz, Branch Chief, (202) 555-0133, d@x.gov" is rarely what one field wants; its parts
  // are separate facts. A box of several lines ("Features & Traits") takes a keyed list whole, though.
  const listForBigBox = profile.field.multiline && value.split(/;|\n/).filter((p) => p.trim() !== '').length >= 2;
  if (fact.composite && !listForBigBox) fit *= 0.5;
  if (wants.has('money') || (profile.amountBox && fact.source === 'line')) {
    const found = findTypedValues(value);
    const money = found.find((t) => t.kind === 'money' || t.kind === 'number');
    const amounts = found.filter((t) => t.kind === 'money');
    // ("FOID 28840173" beside "cash payment in the amount of": a number keyed as an identifier is no amount.)
    if (money && !/[$€£]/.test(value) && IDENTIFIER_KEY.test(fact.key)) fit *= 0.4;
    if (money && money.text.length >= value.replace(/[.\s]+$/, '').length - 1) value = plainNumber(value);
    // "Unemployment compensation: Denise received $2,100 in early 2010 …": the one amount of a keyed sentence.
    else if (amounts.length === 1 && fact.source === 'line') {
      // (The amount is a part of the value, but the part the key asks for: no penalty of a composite value.)
      value = plainNumber(amounts[0]!.text);
      fit = AMOUNT_OF_SENTENCE_FIT;
    } else fit *= 0.4;
  } else if (wants.has('number')) {
    if (!/\d/.test(value)) fit *= 0.5;
    else if (profile.numeric) value = plainNumber(value);
  } else if (typed?.kind === 'number' && fact.source === 'typed') {
    // A number found in prose with a few words around it; without a numeric field it is a weak lead.
    fit = 0.7;
  } else if (wants.has('address') && !/\d/.test(value)) {
    // ("Principal: Denise M. Whitfield, currently living in Scottsdale, Arizona" for "Address of Principal": words
    // without a number are no street address.)
    fit *= 0.5;
  }
  // A paragraph in a one-line box is more likely an answer to something else; and one word in a box for a
  // paragraph ("background=Soldier" beside "backstory=Brannoc served …") less likely its answer than a story.
  if (!profile.field.multiline && value.length > 100) fit *= 0.8;
  else if (profile.field.multiline && !/\s/.test(value.trim())) fit *= ONE_WORD_IN_PARAGRAPH_BOX;
  return { value, tokens: [], concept: typed?.kind === 'number' ? 'number' : undefined, fit, what: 'a text value' };
}

const ONE_WORD_IN_PARAGRAPH_BOX = 0.9;

/** Units of time a number or a box may be in. */
const TIME_UNIT = /^(?:hours?|hrs?|minutes?|mins?|days?|weeks?|months?|years?|yrs?)$/;

/**
 * A name as it is read aloud: "Whitcomb, Dale R." from a record is "Dale R. Whitcomb" in a box that does not ask for
 * the family name first; a name written in reading order stays as written.
 */
// (Only a family name of one word before the comma, and given names after it: "Hollis Quarterman, Registrar" is a name
// and a title.)
function nameInReadingOrder(p: PersonName): string {
  const [family, given] = p.full.split(/\s*,\s*/);
  if (given === undefined || family !== p.last || /\s/.test(family) || p.first === '' || isJobTitle(given)) return p.full;
  return [p.first, p.middle, p.last].filter((part) => part !== '').join(' ');
}

/** "Seller accepts trade for the Firearm in exchange for": the blank for what is given in trade. */
const TRADE_BLANK = /\btrade\b.*\bin\s+exchange\s+for\b/i;
/** Words that say a thing is given in trade. */
const TRADE_WORDS = /\b(?:trade[sd]?|trading|exchange[sd]?|swap(?:ped|s)?|in\s+return|part[- ]exchange|trade-in)\b/i;
/** "Deal Owner (staff)", "Entered by", "Assigned to": the keys a record system names its own users with. */
const RECORD_USER_KEY = /\((?:staff|employee|internal|user)\)|\b(?:deal|account|record|case|ticket|lead)\s+owner\b|\b(?:entered|created|updated|modified|handled|processed|assigned|logged)\s+(?:by|to)\b|\bsales\s*rep\b/i;
/**
 * "Exempt payee code (if any)", "Exemption from FATCA reporting code": a box for a code of exemption, its caption
 * asking for a code and it or the group it belongs to ("Exemptions[0].f1_6[0]") speaking of an exemption.
 */
function asksForExemptionCode(profile: FieldProfile): boolean {
  const words = [profile.caption ?? '', ...profile.phrases, profile.field.tooltip ?? ''];
  return words.some((phrase) => /\bcode\b/i.test(phrase)) && [...words, profile.field.name].some((phrase) => /exempt|\bFATCA\b/i.test(phrase));
}
/** "llc tax code", "tax class", "entity classification": a key naming a tax classification. */
const CLASSIFICATION_KEY = /\b(?:llc|tax\s+class(?:ification)?|classification|entity\s+type)\b/i;
/** "Created", "Last modified", "Synced": the keys a record system stamps its own dates with. */
const RECORD_STAMP_KEY = /^(?:date\s+)?(?:created|modified|last\s+modified|updated|last\s+updated|synced|last\s+synced|exported|printed|generated)(?:\s+(?:on|at|date))?$/i;
/** "Membership ID", "Student ID", "Account number": a box's caption that asks for an identifier. */
const IDENTIFIER_CAPTION = /\b(?:ID|[Ii]dentifier|[Nn]umber|No\.?)\s*$/;
/** Keys of numbers that identify rather than count: "FOID", "driver's license", "serial", "account no.". */
const IDENTIFIER_KEY = /\b(?:foid|licen[cs]e|serial|ssn|ein|tin|itin|routing|account|acct|id|phone|zip|postcode|vin|a-?number|ref(?:erence)?)\b/i;

/** "5 ft 9 in (175 cm)": a measure, then the same in another unit (number 1, unit 2) in brackets. */
// ("5'5 / 165 cm": or after a slash.)
const MEASURE_AGAIN_IN_BRACKETS = /^[^()/]*\d[^()/]*(?:\(|\/)\s*(\d+(?:[.,]\d+)?)\s*(cm|mm|m|kg|lbs?|pounds|kilograms?)\.?\s*\)?\s*$/i;

/** A unit as a box states it: "kg", "lb", "cm". */
function unitWrittenAs(unit: string): string {
  const lower = unit.toLowerCase();
  return /^kilogram/.test(lower) ? 'kg' : /^(?:lbs|pounds)$/.test(lower) ? 'lb' : lower;
}

/** A number and the unit it is measured in: "171 cm", "72 kg", "165 lb". */
const MEASURE = /^(\d+(?:[.,]\d+)?)\s*(mm|cm|m|km|g|kg|lbs?)\.?$/;

/**
 * A number with its unit (a typed "8 hours", a line's whole "Height: 171 cm", "1,86 m" after a label) in a box that
 * states its unit: the number, converted when the units differ. In a box whose sample value is a bare number
 * ("150"): the number. (A typed unit is the box's when the box's word starts with it, "hour" of "hours"; a written
 * one when it is the same.)
 */
function inFieldUnit(profile: FieldProfile, value: string, typedUnit?: string): string {
  // ("5 ft 9 in (175 cm)" for a box in centimetres: the measure given again in brackets, in the box's unit.)
  const again = value.match(MEASURE_AGAIN_IN_BRACKETS);
  if (again && profile.unit !== undefined && unitWrittenAs(again[2]!) === profile.unit) return again[1]!;
  // ("5 ft 9 in tall", 5'9", for a box in centimetres, or one whose sample is a height in them, "180": 175.)
  const centimetres = heightInCentimetres(value);
  const sample = Number(String(profile.field.currentValue ?? '').trim());
  const inCentimetres = profile.unit === 'cm' || (profile.unit === undefined && sample >= 100 && sample <= 250);
  if (centimetres && inCentimetres) return centimetres;
  // ("I am 1.71 metres in height", "1,71 m": a height in metres, for the same box, in centimetres.)
  const metres = value.trim().match(HEIGHT_IN_METRES);
  if (metres && inCentimetres) return String(Math.round(Number(`${metres[1]}.${metres[2]}`) * 100));
  const measure = value.match(MEASURE);
  const unit = typedUnit ?? measure?.[2];
  const sameUnit = profile.unit !== undefined && (typedUnit ? profile.unit.startsWith(typedUnit.replace(/s$/, '')) : unit === profile.unit);
  if (unit && profile.unit) return sameUnit ? value.replace(/\s*[\p{L}%]+\.?$/u, '') : (convertMeasure(value, unit, profile.unit) ?? value);
  if (measure && /^\d+(?:[.,]\d+)?$/.test(String(profile.field.currentValue ?? '').trim())) return measure[1]!;
  // ("Line 5: 10 allowances" for "Total number of allowances you are claiming": the label names what is counted.)
  const counted = value.match(/^(\d[\d,]*)\s+(\p{L}+)$/u);
  const countedToken = counted ? tokenize(counted[2]!)[0] : undefined;
  if (countedToken && profile.sources.some((s) => s.tokens.includes(countedToken))) return counted![1]!;
  // ("52 years" for "AGE": an age is written in years without the word.)
  if (counted && /^(?:years?|yrs?)$/i.test(counted[2]!) && profile.sources.some((s) => s.tokens.includes(AGE_TOKEN))) return counted[1]!;
  return value;
}

const AGE_TOKEN = tokenize('age')[0]!;
/** "1.71", "1,71 m", "1.8 metres": a person's height in metres. */
// ("1,81 m, laut Hausarzt": a remark after it is none of it.)
const HEIGHT_IN_METRES = /^([12])[.,](\d{1,2})\s*(?:m|metres?|meters?)?(?:$|(?=\s*[,;(]\s*\p{L}))/iu;

/** A key that asks for a kind or a category ("entity type", "business structure", "tax classification"). */
const KIND_OF_KEY = /\b(?:type|kind|class|classification|category|status|structure|form)$|^nature of\b/i;

/** Whether another fact of the same party gives this part of a name under its own key ("family name Nguyen"). */
function givesNamePart(ctx: MatchContext, part: Concept, person: Fact): boolean {
  const token = NAME_PART_TOKEN[part]!;
  // ("OWUSU-MENSAH, ABENA S" on a pasted policy, "my full middle name is Serwaa": a middle name given whole is the one
  // the initial stands for, whoever the record's name is said to be.)
  const initial = part === 'middlename' && /^\p{L}\.?$/u.test(person.person?.middle ?? '') ? person.person!.middle.charAt(0).toLowerCase() : undefined;
  return ctx.data.facts.some(
    // (A name a pasted record gives nobody's in particular is the writer's own, whose keyed parts then tell more:
    // "Name MS WING YAN CHAN" on a licence page above "first name Wing Yan, surname Chan" in the writer's notes.)
    (f) => f !== person && (f.party === person.party || f.party === undefined || (person.party === undefined && f.party === SELF) || (initial !== undefined && f.value.trim().toLowerCase().startsWith(initial))) && f.value !== '' && !/\d/.test(f.value) && f.value.split(/\s+/).length <= 3 && tokenize(f.key).includes(token),
  );
}

/** The token a key naming each part of a name becomes ("family name", "surname" → the last name's). */
const NAME_PART_TOKEN: Partial<Record<Concept, string>> = {
  firstname: tokenize('first name')[0]!,
  lastname: tokenize('last name')[0]!,
  middlename: tokenize('middle name')[0]!,
};

/**
 * Whether the topic an address was given under, or the key of its line, names another address block of the form by
 * a word of its own ("For the requester box: Brightwater …, 1040 NW Bond St …", "Requester name and address box: …"
 * on a W-9, whose payee's address names no requester in its label): then it is that block's rather than this one's.
 */
function topicNamesAnotherAddress(fact: Fact, profile: FieldProfile, ctx: MatchContext): boolean {
  // (Whose a party's address is, "Buyer: …", the parties decide.)
  if (fact.party !== undefined) return false;
  // (A word of the label itself, not of the text around it: the W-9's payee address sits beside the requester's.)
  // ("Requester name and address box: lakeview events center, 1500 Shelburne Rd, …": a key names the block too.)
  const words = tokenize(`${fact.topic} ${fact.source === 'line' ? fact.key : ''}`).filter((t) => !BLOCK_WORDS.has(t) && !WEAK_TOKENS.has(t) && !isLabelWord(profile, t));
  return words.some((t) => ctx.profiles.some((other) => other !== profile && isLabelWord(other, t) && hasAddressWant(other.wants)));
}
/** How well an address fits a block other than the one its topic names. */
const OTHER_BLOCK_FIT = 0.9;

function hasAddressWant(wants: Set<Concept>): boolean {
  for (const c of ['street', 'line2', 'city', 'state', 'country', 'cityStateZip', 'address', 'zipcode'] as Concept[]) {
    if (wants.has(c)) return true;
  }
  return false;
}

function hasPartWant(wants: Set<Concept>): boolean {
  for (const c of ['firstname', 'lastname', 'middlename', 'fullname', 'street', 'line2', 'city', 'state', 'country', 'cityStateZip', 'address'] as Concept[]) {
    if (wants.has(c)) return true;
  }
  return false;
}

function shapeTyped(profile: FieldProfile, fact: Fact): string {
  const typed = fact.typed!;
  if (typed.kind === 'date' && typed.date) {
    if (profile.dateFormat) return formatDate(typed.date, profile.dateFormat);
    // "Oct 18 (2025)" was written for a reader; the form gets the date written out. ("the 6th of March 2026": so is
    // a day said with its ordinal, as a form prints none; and "6. December 2025", a day with the stop Central Europe
    // writes it with.)
    if (/[()]/.test(fact.value) || /\b\d{1,2}(?:st|nd|rd|th|\.)\s+(?:of\s+)?\p{L}/iu.test(fact.value)) return formatDate(typed.date, 'mmmm d, yyyy');
    // ("22/11/2025", "09.10.2025": a date written day first, as a US form would not read it, is written month first,
    // in a box an English label calls a date; a form of Europe's, "période du", takes it as written.)
    if (ENGLISH_DATE_LABEL.test(`${profile.caption ?? ''} ${profile.field.name} ${profile.field.tooltip ?? ''}`) && DAY_FIRST_NUMERIC.test(fact.value.trim()) && Number(fact.value.trim().split(/[/.-]/)[0]) === typed.date.day && typed.date.day !== typed.date.month) return formatDate(typed.date, 'mm/dd/yyyy');
    return fact.value;
  }
  // (A phone's digits leave out its extension: "250-555-0187 ext. 214" in "Telephone number. 10 digits.".)
  if (typed.digits && (profile.digitsOnly || (profile.field.textMaxLength !== null && typed.text.length > profile.field.textMaxLength && typed.digits.length <= profile.field.textMaxLength))) {
    return typed.digits;
  }
  if (typed.kind === 'money' && (profile.numeric || profile.wants.has('money'))) return plainNumber(fact.value);
  // "(303) 555-0178, extension 204" is written as forms print it: "(303) 555-0178 ext. 204".
  if (typed.kind === 'phone') return fact.value.replace(PHONE_EXTENSION, ' ext. $1');
  return fact.value;
}
const PHONE_EXTENSION = /,?\s*(?:ext\.?|x|extension)\s*(\d{1,6})$/i;
/** "Date", "Dated", "Date of Birth": a label in English that asks for a date ("Fecha" is a form of Spain's). */
const ENGLISH_DATE_LABEL = /(?<!\p{L})dated?(?!\p{L})|(?<!\p{L})DOB(?!\p{L})/iu;
/** "22/11/2025", "09.10.2025": a date in figures, day, month and year. */
const DAY_FIRST_NUMERIC = /^\d{1,2}[/.-]\d{1,2}[/.-]\d{4}$/;

function describeMatch(fact: Fact, view: View, sim: number): string {
  const key = fact.key || fact.topic;
  const where = key ? `given as "${clip(key, 40)}"` : 'found in the text';
  return `${capitalise(view.what)} ${where}; its words match the field's description (similarity ${sim.toFixed(2)}).`;
}

/**
 * Values written right after a field's own label inside running text: "make Ruger, type/model American Rifle
 * (bolt-action), caliber .308 Win" fills Make, Type/Model and Caliber. The label (or a run of two or more of
 * its words) must appear as written, and the value must start like a value (capital, digit, quote).
 */
/** "Line 20b", "- Line 8a": a key that is a line's number alone. */
const BARE_LINE_KEY = /^\s*(?:[-*•]\s*)?line\s+\d{1,2}[a-z]?\s*$/i;
/** Kinds of value that name whose they are by their shape: an identification number, a phone, an e-mail. */
const IDENTITY_KINDS: ReadonlySet<string> = new Set(['ein', 'ssn', 'tin', 'email', 'phone', 'url']);

/** Two amounts, the second said to be a total of what came before: "$9,875 on mine and $4,337 on hers, $14,212 in total". */
const SUM_STATED_LATER = new RegExp(String.raw`\d[\d,]*(?:\.\d+)?\b.*?\d[\d,]*(?:\.\d+)?\s+(?:${TOTAL_AFTER_AMOUNT})\b|\d[\d,]*(?:\.\d+)?\b.*\b(?:${TOTAL_BEFORE_AMOUNT})\s+\$?\d`, 'iu');

/** "non" in "Non-Duty Hours", "not" in "Not Applicable": a word that makes the label's next words mean their opposite. */
const NEGATING_PREFIX = /^(?:non|not|no|un)$/;

/** Words that end with what someone qualifies for, claims or applies for ("both qualify for the child"). */
const QUALIFIED_FOR = /\b(?:qualif\w*|eligible|claim\w*|appl(?:y|ies|ied|ying))\s+for(?:\s+the)?(?:\s+[\p{L}-]+){0,2}$/iu;

export function scoreAnchored(profile: FieldProfile, ctx: MatchContext): Candidate[] {
  const candidates: Candidate[] = [];
  const seen = new Set<string>();
  const strict = [...profile.wants].filter((c) => STRICT_CONCEPTS.has(c));
  // A place alone ("State of [____]" and "… State of Illinois …") may follow its label in prose; other parts
  // of names and addresses come from parsed facts.
  const placeOnly = profile.wants.size > 0 && [...profile.wants].every((w) => w === 'city' || w === 'state' || w === 'country');
  if (hasPartWant(profile.wants) && !profile.wants.has('orgname') && !placeOnly) return candidates;
  const labelTokens = new Set(profile.sources.flatMap((s) => s.tokens));
  const fieldOrdinals = new Set([...profile.weights.keys()].map((t) => ORDINALS[t]).filter((o) => o !== undefined));
  // The form's lines the text keys by their number ("Line 20b: 2,017.50").
  // (Only a key that is the line's number alone: a worksheet's "Line 1  From line 10 above" is another form's line.)
  const keyedByLine = new Set(profile.lineNumber === undefined ? [] : ctx.data.facts.filter((f) => f.source === 'line' && BARE_LINE_KEY.test(f.key)).map((f) => lineReferenceOf(f.key, f.key)).filter((n) => n !== undefined));

  for (const phrase of profile.phrases) {
    const words = simplify(phrase).split(' ').filter((w) => w !== '');
    if (words.length === 0 || words.length > 10) continue;
    const totalIdf = tokenize(words.join(' ')).reduce((sum, t) => sum + ctx.idf(t), 0) || 1;
    for (const [run, gram] of wordRuns(words).entries()) {
      const tokens = tokenize(gram.join(' '));
      if (tokens.length === 0 || tokens.every((t) => WEAK_TOKENS.has(t))) continue;
      // One word alone anchors a value only when it is the whole label ("Make", "Caliber").
      if (gram.length === 1 && words.length > 1) continue;
      // "The legal description of the land commonly known as [____]": the words the blank follows introduce its
      // value as the whole label would, when there are two or more of them that mean something.
      const endsLabel = run > 0 && gram.at(-1) === words.at(-1) && words.join(' ').endsWith(gram.join(' ')) && tokens.filter((t) => !WEAK_TOKENS.has(t)).length >= 2;
      const coverage = Math.max(tokens.reduce((sum, t) => sum + ctx.idf(t), 0) / totalIdf, endsLabel ? LABEL_END_COVERAGE : 0);
      for (const sentence of ctx.data.sentences) {
        const index = ctx.sentenceWords.get(sentence);
        if (!index) continue;
        // "Line E Head of household: 0" is line E's, not the value of another line that speaks of a head of household.
        const lineOfKey = profile.lineNumber !== undefined ? lineReferenceOf(sentence.split(':')[0]!) : undefined;
        if (lineOfKey !== undefined && lineOfKey !== profile.lineNumber) continue;
        // ("Box 2a Taxable amount … $29,946.72" on a pasted 1099-R beside "Line 20b: 2,017.50" in the notes: a line the
        // text keys by its number takes that value, not one found after its label's words.)
        if (lineOfKey === undefined && profile.lineNumber !== undefined && keyedByLine.has(profile.lineNumber)) continue;
        for (let i = 0; i + gram.length <= index.length; i++) {
          if (!gram.every((w, k) => sameWordOrPlural(index[i + k]!.word, w))) continue;
          const previous = index[i - 1]?.word;
          const ordinal = previous !== undefined ? ORDINALS[previous] : undefined;
          if (ordinal !== undefined && fieldOrdinals.size > 0 && !fieldOrdinals.has(ordinal)) continue;
          // ("Duty hours: 32" beside "Training Non-Duty Hours": the label's words after its "non" are another label's.)
          const labelStart = words.findIndex((_, k) => gram.every((w, g) => words[k + g] === w));
          if (labelStart > 0 && NEGATING_PREFIX.test(words[labelStart - 1]!) && previous !== words[labelStart - 1]) continue;
          // ("I paid 101.25 per unit, $25,312.50 including the fee": after a number, "per unit" is its unit, not a label.)
          if (previous !== undefined && /^\d/.test(previous) && /^(?:per|each)$/.test(gram[0]!)) continue;
          // "Prairie State Shooting Sports": a capitalised label word inside a run of capitalised words is part
          // of a name, not a label.
          if (gram.length === 1 && i > 0 && insideName(sentence, index[i - 1]!.end, index[i]!.end)) continue;
          // ("both qualify for the child tax credit: Sofia Duarte, …": what is qualified for is no label.)
          if (i > 0 && QUALIFIED_FOR.test(sentence.slice(0, index[i - 1]!.end))) continue;
          const valueStart = valueAfter(sentence, index[i + gram.length - 1]!.end);
          if (!valueStart) continue;
          // ("federal tax withheld: $5,930.00" beside "Excess social security and tier 1 RRTA tax withheld": a key that
          // ends with the label's last words but says something else before them is another line's.)
          // (Only when another field's label has those words with the same last ones: "Federal income tax withheld".)
          const keyBefore = i > 0 ? sentence.slice(0, index[i - 1]!.end) : '';
          const otherWords = /^[^:.;]*$/.test(keyBefore) && /^\s*:/.test(sentence.slice(index[i + gram.length - 1]!.end)) ? tokenize(keyBefore).filter((t) => !WEAK_TOKENS.has(t) && !labelTokens.has(t)) : [];
          if (otherWords.length > 0 && labelledElsewhere(ctx, profile, tokens, otherWords)) continue;
          // ("Federal income tax withheld was $9,875 on mine and $4,337 on hers, $14,212 in total": the amount after
          // the label is one part of a sum the sentence goes on to state.)
          if (/^[$€£]?\s?\d/.test(valueStart) && SUM_STATED_LATER.test(sentence.slice(index[i + gram.length - 1]!.end))) continue;
          // "commonly known as 415 Birchwood Lane, Naperville, IL 60540": what follows the label opens an
          // address that runs past the comma, and the whole address is the answer.
          // ("$312.47 (I told you $290 last week": a remark opened in brackets is no part of the value.)
          // ("Driver's license Illinois B260-7713-4095": the state that issued a number is no part of it.)
          // ("exempt payee code 1 since we're a 501(c)(3)": nor is the reason given after a short value, nor "(corporation) in
          // box 4", the box it goes in.)
          const value = (wholeAddressFrom(valueStart, ctx.data.facts, sentence) ?? beforeNextLabelledValue(valueStart, ctx)).replace(/\s*\([^)]*$/, '').replace(STATE_BEFORE_CODE, '').replace(STATE_AFTER_CODE, '$1').replace(REASON_AFTER_SHORT_VALUE, '$1').replace(CODE_THEN_DASHED_REMARK, '$1').replace(NOW_AFTER_VALUE, '');
          // ("first-line supervisor is Dr. Angela Brooks": a title cut off at its full stop is no answer; the name's fact is.)
          // ("Employee's Social Security Number: XXX-XX-8837": a masked number is none; "Social Security Wages: $38,512.00":
          // nor is another label's line after the words.)
          if (value === '' || seen.has(value) || HONORIFIC_ALONE.test(value) || MASKED_NUMBER.test(value) || /^\p{L}[\p{L}'/ -]{0,25}::?\s/u.test(value)) continue;
          // ("UNtick self-employed - I sign under the firm now": a clause of the writer's own after the words is no value.)
          // ("first-line, I've got 6 specialists": so is one in a contraction.)
          if (/^(?:I|we)\s+\p{Ll}|^(?:I|[Ww]e)['’](?:ve|m|ll|d|re)\b/u.test(value)) continue;
          // ("Age 34 (actually make it 43, …)": a value the sentence itself replaces is not the answer.)
          // ("rider height 171cm per fit sheet." and later "… use 169": nor one a later sentence restated.)
          if (ctx.data.facts.some((f) => f.sentence === sentence && f.replaces !== undefined && (value === f.replaces || (value.startsWith(f.replaces) && !/^[\d.,]/.test(value.slice(f.replaces.length)))))) continue;
          // "First-line supervisor: Daniel Ortiz, Branch Chief, …": the fact has the whole answer.
          if (ctx.data.facts.some((f) => f.value !== value && f.value.startsWith(`${value},`))) continue;
          // "40 duty hours, 0 non-duty hours": what follows the label is another labelled value.
          if (tokenize(value).some((t) => labelTokens.has(t))) continue;
          const whole = findTypedValues(value).find((t) => t.start === 0 && t.end === value.length);
          const kind = whole?.kind;
          const concept = kind ? KIND_CONCEPT[kind] : undefined;
          if (strict.length > 0 && (!concept || !strict.includes(concept))) continue;
          if (concept && STRICT_CONCEPTS.has(concept) && !profile.wants.has(concept)) continue;
          // ("… my social security number, 372-58-1149. Not that one, never again, only the EIN.": a tax number the reader set
          // aside, no fact of the text holding it any more, is no answer after its label either.)
          if ((kind === 'ssn' || kind === 'ein') && !ctx.data.facts.some((f) => f.value.replace(/\D/g, '').includes(value.replace(/\D/g, '')))) continue;
          if (placeOnly && !/^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2}$/u.test(value)) continue;
          // ("… municipality of [____] State of …", the blank named by the words printed after it: "State of Arizona" in
          // the text is no answer for a town's blank.)
          if (placeOnly && profile.wants.has('city') && !profile.wants.has('state') && usStateCode(value) !== undefined) continue;
          // ("No travel or per diem, I'll commute": an amount's box takes no words without a number.)
          if (profile.wants.has('money') && !/\d/.test(value)) continue;
          // ("Training officer: TBD": a placeholder is no answer.)
          if (NON_ANSWER.test(value)) continue;
          // Whose value it is comes from the fact recorded for it in this sentence (the "Seller:" line).
          // ("W320-6105-8812 (Illinois)": the fact may leave out a remark in brackets after the value.)
          const owner = ctx.data.facts.find((f) => f.sentence === sentence && (f.value === value || (f.value !== '' && value.startsWith(`${f.value} (`))));
          const party = owner ? partyRelation(owner, profile) : 'none';
          if (party === 'clash') continue;
          // ("Business Name: HARBORLINE MARINE SERVICES LLC" beside a W-9's "Business name, if different from
          // above": an organisation's name goes where its own rules put it, whatever label it sits after.)
          if (owner?.organisation && profile.wants.has('orgname') && organisationLead(profile, ctx, owner) === undefined) continue;
          seen.add(value);
          // (The value as its fact has it: "O416-2285-9931", the state in brackets after it read apart.)
          const written = owner && /^\s*\(\p{Lu}[\p{L} ]{1,20}\)$/u.test(value.slice(owner.value.length)) ? owner.value : value;
          candidates.push({
            field: profile.index,
            // ("Date of birth: 17.03.1988" beside "Date of Birth (mm/dd/yyyy)": the date in the field's format.)
            value: profile.wants.has('money') ? plainNumber(written) : whole?.date && profile.dateFormat ? formatDate(whole.date, profile.dateFormat) : inFieldUnit(profile, written),
            // (A sentence of a part pasted under the writer's overriding notes gives way here as its facts do.)
            score: 0.45 + 0.35 * Math.min(coverage, 1) + (party === 'agree' ? PARTY_AGREES : 0) - (givenWayBySentence(ctx).get(sentence) ?? 0),
            fact: -1,
            concept: kind,
            ...(party === 'agree' ? { partyAgrees: true } : {}),
            reasoning: `The text writes "${clip(value, 40)}" right after "${gram.join(' ')}", the field's label.`,
            signals: {
              tokenSim: Math.min(coverage, 1),
              fit: 1,
              strength: 0.8,
              conceptWanted: concept !== undefined && profile.wants.has(concept),
              uniqueShape: false,
              ruleScore: 0.45 + 0.35 * Math.min(coverage, 1),
              anchored: true,
            },
          });
        }
      }
    }
  }
  return candidates;
}

/** How much of its label the words right before a blank count for (scoreAnchored). */
const LABEL_END_COVERAGE = 0.8;

/** Whether the word ending at `end`, after the word ending at `previousEnd`, continues a capitalised name. */
function insideName(sentence: string, previousEnd: number, end: number): boolean {
  return /^ \p{Lu}/u.test(sentence.slice(previousEnd, end)) && /(?:^|[\s("“‘])\p{Lu}[\p{L}'’-]*$/u.test(sentence.slice(0, previousEnd));
}

/** The words printed around a text box's blank: the last three before it and the first after it. */
function blankAnchors(profile: FieldProfile): { before: string; after: string } | undefined {
  const blank = profile.blank;
  if (!blank || profile.field.type !== 'text') return undefined;
  const after = blank.after.match(/^[^\p{L}]*(\p{L}[\p{L}'’-]*)/u)?.[1];
  return after ? { before: blank.before.split(/\s+/).slice(-3).join(' '), after } : undefined;
}

const takenBack = new WeakMap<MatchContext, Set<string>>();

/** The names the text takes back ("Wheaton, not Naperville"), read once a request. */
function namesTakenBack(ctx: MatchContext): Set<string> {
  let names = takenBack.get(ctx);
  if (!names) takenBack.set(ctx, (names = replacedNames(ctx.data.sentences)));
  return names;
}

const blankAnchorCountsOf = new WeakMap<MatchContext, Map<string, number>>();

/** How many of the form's text boxes have each pair of words printed around them. */
function blankAnchorCounts(ctx: MatchContext): Map<string, number> {
  return countsOverFields(ctx, blankAnchorCountsOf, (p) => {
    const anchors = blankAnchors(p);
    return anchors ? [`${anchors.before} | ${anchors.after}`.toLowerCase()] : [];
  });
}

/**
 * "of [____] Illinois, as my Attorney-in-fact" and "… Robert J. Whitfield of Wheaton, Illinois, as my
 * attorney-in-fact": a value the text writes between the words printed before the blank and the first word
 * printed after it. Both anchors must be there, so a one-word label ("of") is enough.
 */
export function scoreBetween(profile: FieldProfile, ctx: MatchContext): Candidate[] {
  const anchors = blankAnchors(profile);
  if (!anchors || !/\p{L}/u.test(anchors.before)) return [];
  const { before, after } = anchors;
  // ("du ___ au ___" printed before four pairs of boxes says nothing of which pair a text's period is for.)
  if ((blankAnchorCounts(ctx).get(`${before} | ${after}`.toLowerCase()) ?? 0) > 1) return [];
  // ("Certifié exact à Esch-sur-Alzette, le …" for "certifié exact, ____ le": the place's preposition is no part of it.)
  const pattern = new RegExp(String.raw`(?:^|[^\p{L}])${escapeRegExp(before)}\s+(?:(?:à|at|in|en)\s+)?([^,;.()]{1,40}?)[,;]?\s+${escapeRegExp(after)}(?![\p{L}])`, 'iu');
  const candidates: Candidate[] = [];
  for (const sentence of ctx.data.sentences) {
    const value = sentence.match(pattern)?.[1]?.trim();
    if (!value || !/^[\p{Lu}\d]/u.test(value) || NOT_A_VALUE_START.test(value)) continue;
    // ("Diane lives in Wheaton, not Naperville": a name the text takes back is no value.)
    if (namesTakenBack(ctx).has(value.trim())) continue;
    const owner = ctx.data.facts.find((f) => f.sentence === sentence && f.value === value);
    const party = owner ? partyRelation(owner, profile) : 'none';
    if (party === 'clash') continue;
    candidates.push({
      field: profile.index,
      value,
      score: BETWEEN_SCORE,
      fact: -1,
      concept: undefined,
      reasoning: `The text writes "${clip(value, 40)}" between "${before}" and "${after}", the words printed around the blank.`,
      signals: { tokenSim: 1, fit: 1, strength: 0.8, conceptWanted: false, uniqueShape: false, ruleScore: BETWEEN_SCORE, anchored: true },
    });
    break;
  }
  return candidates;
}

/** Both sides of a blank written around a value in the text: as sure as a label right before a value. */
const BETWEEN_SCORE = 0.8;

/** The address fact that the value opens ("415 Birchwood Lane" of "415 Birchwood Lane, Naperville, IL 60540"). */
export function wholeAddressFrom(value: string, facts: readonly { value: string; sentence?: string }[], sentence?: string): string | undefined {
  const whole = facts.filter((f) => f.value.startsWith(`${value},`) && findUsAddresses(f.value).some((a) => a.start === 0 && a.end >= f.value.replace(/[.\s]+$/, '').length));
  // (The one the sentence itself gives, where another sentence gave the same street without its unit.)
  return (whole.find((f) => sentence !== undefined && f.sentence === sentence) ?? whole[0])?.value;
}

/** "… leave both exemption boxes blank", "leave it empty": advice to leave boxes blank, within a value. */
const LEAVE_BLANK_ADVICE = /\bleave\s+(?:both|it|them|this|that|these|those|the|all)\b[^.;]{0,40}\b(?:blank|empty)\b/i;

/** Words after which no value starts: "the date of this bill of sale" gives "Date" nothing. */
const NOT_A_VALUE_START = /^(of|the|this|that|these|a|an|to|for|and|or|in|on|at|by|with|from|which|who|is|are|was|were|be|if|as|it|its|my|your|our|their|his|her)\b/i;

export function valueAfter(sentence: string, end: number): string | undefined {
  // ("Entity Name   First Name   Last Name": a column's gap after a label without a colon is a table's header.)
  if (/^ {3,}(?![\s:=])/.test(sentence.slice(end))) return undefined;
  // "a deflect of 1", "a balance of $200": "of" before an amount introduces it ("Bank of America" does not).
  // ("ext. 214": the full stop of a label's abbreviation is no part of the value.)
  // ("His driver license also Illinois, T556-2148-9034": the state said first, a comma before the number, issued it.)
  const rest = sentence.slice(end).replace(/^\.(?=\s)/, '').replace(/^[\s:=,–-]*(?:(?:is|are|was)\s+|of\s+(?=[\d$€£]))?/i, '').replace(STATE_THEN_COMMA_BEFORE_CODE, '');
  // A comma ends the value, except one that groups thousands ("$8,730.00") or comes before a date's year
  // ("October 1, 2025").
  // (Nor does the full stop of an initial: "U.S. Geological Survey", "Daniel J. Okafor".)
  // ("height 1,86 m — measured …": nor a decimal comma before a unit; a dash ends it, as does a column's gap.)
  const m = rest.match(/^((?:[^,;]|(?<=\d),(?=\d{3}\b|\d{1,2}\s?[\p{L}%])|(?<=\b\p{L}+\s\d{1,2}),(?=\s\d{4}\b))+?)(?=\s*(?:(?<!\d),(?!\s\d{4}\b)|,(?!\d{3}\b|\s\d{4}\b|\d{1,2}\s?[\p{L}%])|;|\s[—–]\s|\s{3,}|(?<!(?:^|[\s.])\p{Lu})\.\s|\.?$))/u);
  // "(symbol PG) bought on …": a value that opened inside brackets ends with them; "American Rifle
  // (bolt-action)" keeps its own. "1 from her leather armor": an amount ends where a preposition takes over.
  const value = (m?.[1] ?? '')
    .replace(/^([^()]*)\).*$/, '$1')
    .replace(/^([$€£]?\d[\d.,]*(?:\s?[\p{L}%]{1,3})?)\s+(?:from|for|in|at|on|by|with|per)\s.*$/u, '$1')
    .trim()
    .replace(/^["“]|["”]$/g, '');
  // A value starts like one: a capital, a digit, a currency sign, or a code with a digit ("d6", "w2").
  if (!/^(?:["“.]?[\p{Lu}\d.$€£]|\p{Ll}{1,2}\d)/u.test(value) || !/[\p{L}\p{N}]/u.test(value) || NOT_A_VALUE_START.test(value)) return undefined;
  if (value.split(/\s+/).length > 8 || value.length > 80) return undefined;
  // "level 2 human whose path is Warrior": a clause of its own follows, so where the value ends is unknown.
  if (CLAUSE_WORD.test(value)) return undefined;
  return value;
}

/** "Illinois B260-7713-4095": a state's name before a number with dashes in it, the state that issued it. */
const STATE_BEFORE_CODE = new RegExp(String.raw`^(?:${US_STATE_NAME})\s+(?=[A-Z0-9]+(?:-[A-Z0-9]+){1,4}$)`, 'u');
/** "also Illinois, T556-2148-9034": a state's name, then a comma, before a number with dashes (the state issued it). */
const STATE_THEN_COMMA_BEFORE_CODE = new RegExp(String.raw`^(?:also\s+)?(?:${US_STATE_NAME}),\s+(?=[A-Z0-9]+(?:-[A-Z0-9]+){1,4}\b)`, 'u');
/** ("driver's license is A261-5540-9018 Illinois", dictated: nor is one said after it.) */
const STATE_AFTER_CODE = new RegExp(String.raw`^([A-Z0-9]+(?:-[A-Z0-9]+){1,4})\s+(?:also\s+)?(?:${US_STATE_NAME})$`, 'u');

/** Words that open or carry a clause of their own inside what would be a value. */
const CLAUSE_WORD = /\s(whose|who|which|is|are|was|were)\s/i;

/**
 * "awareness 2 and presence 0", "perception 3 and discipline 2": what follows "and" is the next label of the
 * enumeration with its own value, so this label's value ends before it. Only a remainder that opens with a
 * word some field of the form has and goes on to a number counts: "Procter & Gamble" and "Smith and
 * Partners" stay whole. In prose a comma separates the items too ("lifting capacity is 200 lb, movement
 * 25 ft"); a "Key: value" line's commas belong to its value.
 */
export function beforeNextLabelledValue(value: string, ctx: Pick<MatchContext, 'known'>, commas = false): string {
  // ("grade 13 step 2": a number, then the next label and its number, with no comma between.)
  const numberThenLabel = value.match(/^([$€£]?\d[\d,.]*)\s+(\p{L}[\p{L}'’-]*)\s+\d/u);
  const label = numberThenLabel ? tokenize(numberThenLabel[2]!)[0] : undefined;
  if (label !== undefined && ctx.known(label)) return numberThenLabel![1]!;
  for (const m of value.matchAll(commas ? /\s*,\s*|\s+(?:and|&)\s+/g : /\s+(?:and|&)\s+/g)) {
    const rest = value.slice(m.index! + m[0].length);
    const labelled = rest.match(/^(\p{L}[\p{L}'’-]*)(?:\s+\p{L}[\p{L}'’-]*){0,3}\s+\d/u);
    if (!labelled) continue;
    const first = tokenize(labelled[1]!)[0];
    if (first !== undefined && ctx.known(first)) return value.slice(0, m.index!).trim();
  }
  return value;
}

/** Whether another field's own label has all of `gram` and one of `words` (the words a key puts before the gram). */
function labelledElsewhere(ctx: MatchContext, profile: FieldProfile, gram: string[], words: string[]): boolean {
  return ctx.profiles.some((other) => {
    if (other === profile) return false;
    const label = labelTokensOf(other);
    return gram.every((t) => label.has(t)) && words.some((t) => label.has(t));
  });
}

const labelTokenSets = new WeakMap<FieldProfile, Set<string>>();

/** A field's own words (label, tooltip, name) as a set, read once per profile. */
function labelTokensOf(profile: FieldProfile): Set<string> {
  let tokens = labelTokenSets.get(profile);
  if (!tokens) {
    tokens = new Set(profile.sources.flatMap((s) => s.tokens));
    labelTokenSets.set(profile, tokens);
  }
  return tokens;
}

/** "Paths" printed, "path" written: a label's word in the singular or plural. */
export function sameWordOrPlural(a: string, b: string): boolean {
  return a === b || (a.length >= 3 && (`${a}s` === b || `${b}s` === a));
}

/** The whole run of words first, then shorter runs of two or more (or the single word of a one-word label). */
function wordRuns(words: string[]): string[][] {
  const runs: string[][] = [words];
  for (let len = words.length - 1; len >= 2; len--) {
    for (let i = 0; i + len <= words.length; i++) runs.push(words.slice(i, i + len));
  }
  return runs;
}

/**
 * "submission id: 88213": five digits under a key that names something other than a place are that thing's
 * number, not a ZIP code. (Alone in prose, or under "zip" or an address key, they may well be one.)
 */
function keyedAsOtherNumber(fact: Fact): boolean {
  // ("My MAHSLA member number is 20417": in prose, a key that calls the value a number.)
  const prosePlainlyNumbered = fact.source === 'prose' && /\b(?:number|no|id|#)\b/i.test(fact.key);
  if (fact.source !== 'line' && fact.source !== 'inline' && fact.source !== 'json' && !prosePlainlyNumbered) return false;
  const tokens = tokenize(fact.key);
  return tokens.length > 0 && !tokens.some((t) => PLACE_KEY_TOKENS.has(t));
}

const PLACE_KEY_TOKENS = new Set(tokenize('zipcode address city state country location area code'));

function conceptWords(concept: Concept): string {
  switch (concept) {
    case 'zipcode':
      return 'postcode';
    case 'cityStateZip':
      return 'city, state and postcode';
    case 'line2':
      return 'second line';
    case 'houseNumber':
      return 'house number';
    default:
      return concept;
  }
}

function kindWords(kind: ValueKind): string {
  switch (kind) {
    case 'ssn':
      return 'social security number';
    case 'ein':
      return 'employer identification number';
    case 'url':
      return 'web address';
    case 'zip':
      return 'postcode';
    case 'money':
      return 'money amount';
    default:
      return kind;
  }
}

const givenWayCache = new WeakMap<MatchContext, Map<string, number>>();

/** How far each sentence's facts gave way as part of a paste under the writer's overriding notes (parse-data.ts), read once per text. */
function givenWayBySentence(ctx: MatchContext): Map<string, number> {
  let given = givenWayCache.get(ctx);
  if (!given) {
    given = new Map();
    for (const fact of ctx.data.facts) if (fact.gaveWay !== undefined) given.set(fact.sentence, Math.max(given.get(fact.sentence) ?? 0, fact.gaveWay));
    givenWayCache.set(ctx, given);
  }
  return given;
}
