/**
 * Whose value it is. Forms ask about several people (the filer and the spouse, the buyer and the seller, the
 * employee and the employer, dependants) and texts describe several ("My wife's name is …, her SSN is …").
 * A party is read from a field's label (or the block it sits in) and from the words a fact is given with;
 * a value of one party never fills a field of another.
 *
 * Addresses also have a time: "I moved from <previous> to <new>" against "Previous Physical Address" and
 * "Present Physical Address".
 */
import { canonicalText, tokenize } from './normalize-text.js';

/** Role nouns → the party they name. Only people and organisations a form asks about as a block of its own. */
const ROLE_WORDS: Record<string, string> = {
  spouse: 'spouse',
  spouses: 'spouse',
  wife: 'spouse',
  husband: 'spouse',
  wifes: 'spouse',
  husbands: 'spouse',
  dependent: 'dependent',
  dependents: 'dependent',
  dependant: 'dependent',
  dependants: 'dependent',
  child: 'dependent',
  childs: 'dependent',
  children: 'dependent',
  son: 'dependent',
  sons: 'dependent',
  daughter: 'dependent',
  daughters: 'dependent',
  employer: 'employer',
  employers: 'employer',
  buyer: 'buyer',
  buyers: 'buyer',
  purchaser: 'buyer',
  seller: 'seller',
  sellers: 'seller',
  // A firearm or title transfer's own words: the one who transfers is the seller, the one who receives the buyer.
  transferor: 'seller',
  transferee: 'buyer',
  // An auction's: the consignor sells through the house, the (winning) bidder buys.
  consignor: 'seller',
  consignors: 'seller',
  bidder: 'buyer',
  bidders: 'buyer',
  landlord: 'landlord',
  landlords: 'landlord',
  tenant: 'tenant',
  tenants: 'tenant',
  supervisor: 'supervisor',
  supervisors: 'supervisor',
  // ("First-line supervisor (my boss): Tamara Whitfield": the writer's boss is their supervisor, not the writer.)
  boss: 'supervisor',
  // The SF-182's "Authorizing Official", "Certifying Official": approvers, in blocks of their own.
  official: 'official',
  officials: 'official',
  // Its "Training Officer": another approver.
  officer: 'official',
  officers: 'official',
  witness: 'witness',
  witnesses: 'witness',
  guardian: 'guardian',
  guardians: 'guardian',
  physician: 'physician',
  physicians: 'physician',
  doctor: 'physician',
  doctors: 'physician',
  beneficiary: 'beneficiary',
  beneficiaries: 'beneficiary',
  attorney: 'agent',
  attorneys: 'agent',
  agent: 'agent',
  agents: 'agent',
  notary: 'notary',
  // An agency's case worker or interviewer writes about the client, who is whom the form is about.
  worker: 'staff',
  caseworker: 'staff',
  interviewer: 'staff',
  // So does a course's instructor or registrar: named in the course's details, never the applicant.
  instructor: 'staff',
  instructors: 'staff',
  trainer: 'staff',
  trainers: 'staff',
  facilitator: 'staff',
  presenter: 'staff',
  // (A tax firm's reviewer, an insurer's adjuster or assessor: the office's people, named on its papers, never whom
  // the form is about.)
  reviewer: 'staff',
  adjuster: 'staff',
  assessor: 'staff',
  // (A shop's clerk who wrote up a ticket: "Clerk: T. Mahoney".)
  clerk: 'staff',
  // The paid preparer of a tax return signs and names themselves in a block of their own.
  preparer: 'preparer',
  preparers: 'preparer',
  // A tax return's third-party designee: someone the filer lets speak to the IRS, never the filer.
  designee: 'designee',
  designees: 'designee',
  // French forms' employer.
  employeur: 'employer',
  coapplicant: 'coapplicant',
  cosigner: 'coapplicant',
  // The person a letter is addressed to. (Not "requester" nor "recipient": a W-9's requester block sits
  // beside the payee's address, and its "payee/recipient" wording would claim the payee's fields.)
  addressee: 'correspondent',
  // ("Attn: Mrs. Pauline Dietz" over a letter: whom it is for, never the writer.)
  attn: 'correspondent',
};

/** Words by which writers speak of themselves, and labels address them. */
export const SELF_WORDS: ReadonlySet<string> = new Set(['i', 'im', 'me', 'my', 'mine', 'myself', 'we', 'our', 'ours', 'us']);
// "you" alone is not one: "relationship to you" asks about someone else.
const SELF_LABEL_WORDS = new Set(['your', 'yourself', 'applicant', 'applicants', 'employee', 'employees', 'taxpayer', 'taxpayers', 'claimant', 'principal', 'principals']);

/** Whether a word is a form's name for its own person's role ("principal", "applicant"), not "your". */
export function namesFormsPerson(word: string): boolean {
  const w = word.toLowerCase();
  return SELF_LABEL_WORDS.has(w) && !w.startsWith('your');
}
/** The writer's own role on most forms: "Taxpayer: Andrew Kowalski" in a text is the writer. */
// (Their possessives too, as canonical text writes them: "Principal's mailing address" → "principals mailing address".)
const WRITER_ROLE_WORDS = new Set(['applicant', 'employee', 'taxpayer', 'claimant', 'principal', 'applicants', 'employees', 'taxpayers', 'claimants', 'principals']);
const WRITER_ROLE_TOKENS = new Set(tokenize([...WRITER_ROLE_WORDS].join(' ')));

/** Whether a token names the writer by role ("taxpayer"): it says whose a value is, not what it is. */
export function namesWriterRole(token: string): boolean {
  return WRITER_ROLE_TOKENS.has(token);
}

/** Words that deny the role after them: "a child but not your dependent" is no dependent's field. */
const NEGATIONS = new Set(['not', 'no', 'non']);
/** Pronouns that refer back to the party last named: "My wife's name is Karen, her SSN is …". */
const BACK_REFERENCES = new Set(['her', 'his', 'their', 'she', 'he', 'they', 'hers', 'theirs']);

/** Relatives whose word says whether they are a man or a woman, for "his" and "her". */
export const RELATION_GENDER: Record<string, 'male' | 'female'> = Object.fromEntries([
  ...'sister sisters wife wifes daughter daughters mother mom aunt niece grandmother granddaughter girlfriend'.split(' ').map((w) => [w, 'female'] as const),
  ...'brother brothers husband husbands son sons father dad uncle nephew grandfather grandson boyfriend'.split(' ').map((w) => [w, 'male'] as const),
]);
const PRONOUN_GENDER: Record<string, 'male' | 'female'> = { her: 'female', she: 'female', hers: 'female', his: 'male', he: 'male' };

/** A text written for someone else ("on behalf of our client", "We act for Ms Solvang"): its signer is not whom the form is about. */
// ("unseres Mitarbeiters Herrn Thomas Weber", "notre salarié": an employer writing for its staff in German, French or
// Spanish, whose closings the signature reader knows too.)
export const FOR_SOMEONE_ELSE = /\b(?:on behalf of|on (?:his|her|their) behalf|(?:we|I) (?:are |am )?(?:act(?:ing)? for|represent(?:ing)?) (?:Mr|Mrs|Ms|Miss|Mx|Dr)\b|our client|my client|the client|for my (?:mother|father|son|daughter|wife|husband|parent|brother|sister)|I['’]m sending (?:his|her|their) (?:information|info|details)|unser(?:e[snrm]?)?\s+(?:Mitarbeiter(?:in|s)?|Angestellten?|Mandant(?:en|in)?|Kund(?:e|en|in))|not(?:re|e)\s+(?:salarié|employé|client)e?|nuestr[oa]\s+(?:emplead[oa]|client[ea]|trabajador[a]?))(?![\p{L}])/iu;

export const SELF = 'self';
/**
 * The other side of a letter (parse-letter.ts): the addressee of the writer's letter, or the company whose
 * letterhead a letter to its client is on. Not whom the form is about.
 */
export const CORRESPONDENT = 'correspondent';

/**
 * Roles a form gives to someone other than the person filling it in (an approving official signs what the
 * applicant asks for). Not the employer: "Employer ID number"
 * is the writer's own business's number, and "Name of employer" takes "I work for …".
 */
export const OUTSIDE_ROLES: ReadonlySet<string> = new Set(['preparer', 'agent', 'notary', 'witness', 'staff', 'official']);
/** The keys a signature gives the writer's own job under (parse-signature.ts). */
const WRITERS_JOB_KEY = /^(?:my )?(?:position(?: title)?|organization|name and title)$/i;
/** Keys of a person's own numbers: "My Illinois driver's license number is …". */
const IDENTIFYING_KEY = /\blicen[cs]e\b|\bDL\b|\bID\b|\bnumber\b|\bssn\b|\bpassport\b/i;
/** Roles a writer may take that are never whom the form is about: "I'm his supervisor", "we hired …". */
export const ROLES_BESIDE_SUBJECT: ReadonlySet<string> = new Set(['supervisor', 'employer', 'preparer', 'staff', 'official', 'agent', 'witness', 'notary']);

/** What partyRelation needs of a fact: whose it is, its time, and whether it says who someone is. */
export interface PartyFact {
  party?: string | undefined;
  /** For the writer's values: the role the writer gave themselves ("I'm the seller"). */
  writerRole?: string | undefined;
  epoch?: Epoch | undefined;
  person?: unknown;
  address?: unknown;
  typed?: { kind: string } | undefined;
  /** What the text calls the value ("My Illinois driver's license number"), when known. */
  key?: string;
}

/**
 * A relative's name, address or number ("I'm her daughter, Carla …", "my husband's SSN") in a field of whom the
 * form is about, where no role is named: theirs only when the text gives no one else's. (A form about a child
 * or a spouse takes theirs, so this only ranks them after.)
 */
export function relativeOnSubjectField(fact: PartyFact, field: { party?: string | undefined }): boolean {
  return field.party === undefined && (fact.party === 'dependent' || fact.party === 'spouse') && identifies(fact);
}

/** A job title or office a writer in a role beside whom the form is about signs with ("Supervisory Hydrologist"). */
export function isWritersOwnJob(fact: PartyFact): boolean {
  return fact.party === SELF && fact.writerRole !== undefined && ROLES_BESIDE_SUBJECT.has(fact.writerRole) && WRITERS_JOB_KEY.test(fact.key ?? '');
}

/** Names, addresses and the numbers and contacts that identify a person or a business. */
function identifies(fact: PartyFact): boolean {
  return fact.person !== undefined || fact.address !== undefined || ['phone', 'email', 'ssn', 'ein', 'zip'].includes(fact.typed?.kind ?? '');
}

export type Epoch = 'previous' | 'current';

function words(text: string): string[] {
  // ("the witness(es)", "agent(s)": one role, its plural in brackets.)
  return canonicalText(text.replace(/(\p{L})\((?:e?s)\)/gu, '$1'))
    .replace(/\b(co) (applicant|signer)\b/g, '$1$2')
    .replace(/\bcase (worker)\b/g, 'case$1')
    // A receipt's "SOLD BY:" and "SOLD TO:" blocks are the seller's and the buyer's.
    .replace(/\bsold by\b/g, 'seller')
    .replace(/\b(?:sold to|purchased by|bought by)\b/g, 'buyer')
    // ("I'm the one handing it over: …", "My sister is the one receiving it: …": a gift's two sides.)
    .replace(/\bthe one (?:handing it over|giving it(?: away)?|handing over the \w+)\b/g, 'seller')
    .replace(/\bthe one (?:receiving it|getting it|receiving the \w+)\b/g, 'buyer')
    // ("Current owner: Gwendolyn M. Asher, …": whose a thing is now gives it; its new owner receives it.)
    .replace(/\b(?:current|present|old|previous) owner\b/g, 'seller')
    .replace(/\bnew owner\b/g, 'buyer')
    .split(' ')
    .filter((w) => w !== '');
}

/** The role a label names ("If a joint return, spouse's first name"), else self when it speaks to the reader. */
export function labelParty(text: string): string | undefined {
  const ws = words(text);
  // "… appeared before me and the witness [____]": a blank after a role's word asks for that role, whatever roles
  // the sentence named before it. ("Agent for the seller" asks for the agent: the seller only says whose.)
  const roles = namedRoles(ws);
  const last = ws.at(-1);
  const before = ws.at(-2) === 'the' ? ws.at(-3) : ws.at(-2);
  const endsWithRole = last !== undefined && ROLE_WORDS[last] !== undefined && roles.at(-1) === ROLE_WORDS[last] && !OWNER_WORDS.has(before ?? '');
  const role = endsWithRole ? roles.at(-1) : roles[0];
  if (role) return role;
  // "the child's name if … a child but not your dependent": someone in no role a text names, and not the
  // writer either ("your" belongs to the denied role).
  if (namedRoles(ws, true).length > 0) return UNNAMED_PARTY;
  return ws.some((w) => SELF_LABEL_WORDS.has(w)) ? SELF : undefined;
}

/** Words that make the role after them the owner of the one before ("agent for the seller", "name of buyer"). */
const OWNER_WORDS = new Set(['for', 'of', 'to', 'from', 'by', 'on']);

/** A person a label asks about whose role it denies: no value of the writer's or of any named role fits. */
export const UNNAMED_PARTY = 'unnamed';

/**
 * The roles the words name, in order, leaving out denied ones: "a child but not your dependent" names no
 * dependent at all, though "child" alone would. With deniedOnly, the denied roles instead.
 */
function namedRoles(ws: string[], deniedOnly = false): string[] {
  const denied = (i: number) => ws.slice(Math.max(0, i - 2), i).some((b) => NEGATIONS.has(b));
  // "Enter number of dependents", "how many children": a count, which is no one person's detail.
  // ("child or dependent care expenses": a kind of expense, the filer's, not a person's detail.)
  const counted = (i: number) => (ws[i - 2] === 'number' && ws[i - 1] === 'of') || (ws[i - 2] === 'how' && ws[i - 1] === 'many') || ws[i + 1] === 'care' || (ws[i + 1] === 'or' && ws[i + 3] === 'care');
  const deniedRoles = new Set(ws.flatMap((w, i) => (ROLE_WORDS[w] && denied(i) ? [ROLE_WORDS[w]] : [])));
  if (deniedOnly) return [...deniedRoles];
  return ws.flatMap((w, i) => (ROLE_WORDS[w] && !deniedRoles.has(ROLE_WORDS[w]) && !counted(i) ? [ROLE_WORDS[w]] : []));
}

/**
 * The role named in the block around a field (rows nearest the field first; self only from the label's own
 * row), and how many rows away: 0 for the label's own row.
 */
export function contextParty(rows: string[]): { party: string; depth: number } | undefined {
  for (let depth = 0; depth < rows.length; depth++) {
    // Headings and captions ("Buyer's Signature:", "c Dependents:"), not running text that mentions a role
    // ("Your employer may be required to send a copy of this form to the IRS").
    // ("attorney." under "… or (d) an agent or successor agent under the foregoing power of": the end of a sentence
    // run on from the row above, in lower case, is no caption.)
    const captions = rows[depth]!.split(/\s{2,}|\s\/\s/).filter((p) => p.trim().split(/\s+/).length <= 6 && !/^[\p{Ll}'’ ()-]+\.$/u.test(p.trim()));
    const found = new Set(captions.flatMap((c) => namedRoles(words(c))));
    // ("Firm’s name  Firm's EIN / Use Only / Firm’s address  Phone no.": a tax return's firm is its paid preparer's.)
    if (captions.some((c) => FIRMS_KEY.test(c))) found.add('preparer');
    if (found.size === 1) return { party: [...found][0]!, depth };
    if (found.size > 1) return undefined;
    // "Your first name and middle initial   Last name   Your social security number": a row of captions that
    // speaks to the reader is the writer's block; a role named in the running text above it ("… a child
    // but not your dependent") is not.
    if (depth === 0 && captions.some((c) => words(c).some((w) => w === 'your' || w === 'yourself'))) return { party: SELF, depth };
    // (So is "Home address (number and street). If you have a P.O. box, … Apt. no.": the filer's home, whoever the
    // row above names.)
    if (depth === 0 && rows[0]!.split(/\s{2,}|\s\/\s/).some((part) => /^\s*home address\b/i.test(part))) return { party: SELF, depth };
  }
  return undefined;
}

/**
 * "Buyer: …", "Seller (me): …", "* Buyer: …": the party a line's key names, a remark in brackets aside; undefined
 * for a line without such a key.
 */
export function partyOfKey(line: string): string | undefined {
  const key = line.match(/^\s*(?:[*•-]\s+)?([\p{L}][\p{L} ()'’-]{1,30}?)\s*:\s*\S/u)?.[1];
  return key === undefined ? undefined : textParty(key.replace(/\([^)]*\)/g, ' '));
}

/**
 * "Firm's name", "Firm address", "- Firm's EIN …", "Firm:": a key or a caption that opens with a firm's detail (not
 * "The firm I work for is …", which says whose nothing is).
 */
const FIRMS_KEY = /^\s*(?:[-*•]\s+)?(?:the\s+)?firm(?:['’]s(?![\p{L}])|\s+(?:name|address|phone|ein|no|number)(?![\p{L}])|\s*$)/iu;

/**
 * The party a value belongs to, from the words before it in its sentence: the last role noun or first-person
 * word wins ("My wife's name is Karen" → spouse; "our daughter Emily" → dependent; "my SSN" → self), and a
 * back reference ("her SSN") keeps the party named before it.
 */
export function textParty(before: string): string | undefined {
  // ("I assume that's your office: Harborview Property Management, 1450 The Alameda …": the reader's place, named
  // right before the value. "when I come to your office on Tuesday, July 8" says nothing of whose the date is.)
  if (READERS_PLACE_BEFORE_VALUE.test(before)) return CORRESPONDENT;
  // ("Your data as you told me on the phone: Dennis P. O'Rourke, …": the reader's own details, whoever told them.)
  if (READERS_DETAILS.test(before)) return CORRESPONDENT;
  // ("The undersigned witness certifies that ____Gloria M. Sandoval____": a certificate names the one who signed, whoever
  // certifies it.)
  if (/\bcertif(?:y|ies)\s+that\s*:?\s*$/i.test(before)) return SELF;
  // ("Firm address: …", "Firm’s EIN": a key that opens with a firm is a tax return's paid preparer's; "the employer is our
  // firm" is the employer's.)
  if (FIRMS_KEY.test(before)) return 'preparer';
  const ws = words(before);
  // ("The employer part is ours: Front Range Dental Group, …": the form's part of a role the writer fills is the
  // role's, whoever "ours" is.)
  // (So are the values after its colon that name nobody else.)
  // (And a value's own key after it, "Employer part is ours EIN", as a typed value's words read.)
  const partOfRole = before.match(/\b(\p{L}+)\s+(?:part|section|block|box|bit|info|details)\s+(?:is|are)\s+(?:ours|mine)\b\s*(?::(.*)|(.*))?$/iu);
  const role = ROLE_WORDS[partOfRole?.[1]?.toLowerCase() ?? ''];
  const afterRole = partOfRole?.[2] ?? partOfRole?.[3];
  if (role && (afterRole === undefined || afterRole.trim() === '' || textParty(afterRole) === undefined)) return role;
  // ("Seller is my brother-in-law, Dale Pruitt, …": the role a clause opens by naming is whose the value is, whoever's
  // relative that is.)
  // ("employer section (us): Bayfront Dental Partners LLC, …": a role's part an office marks as its own is the role's.
  // "Seller (me)" is the writer's, read with the role the writer has.)
  const markedOurs = before.match(/\b(\p{L}+)(?:\s+(?:section|part|block|box|info|details))?\s*\((?:us|ours|that['’]s\s+us)\)/iu);
  const roleOurs = ROLE_WORDS[markedOurs?.[1]?.toLowerCase() ?? ''];
  if (roleOurs) return roleOurs;
  // ("I am a Consumer Safety Officer, GS-0696, grade 12": an officer's title the writer gives themselves is their job, not
  // an official's role.)
  const ownTitle = before.match(OWN_OFFICER_TITLE);
  if (ownTitle && !words(before.slice(ownTitle.index! + ownTitle[0].length)).some((w) => ROLE_WORDS[w] || BACK_REFERENCES.has(w))) return SELF;
  const opening = ws[0] === 'the' ? 1 : 0;
  if (ROLE_WORDS[ws[opening] ?? ''] && /^(?:is|will|was)$/.test(ws[opening + 1] ?? '') && !ws.slice(opening + 2).some((w) => ROLE_WORDS[w])) return ROLE_WORDS[ws[opening]!];
  // ("My son Jalen lives with me; his SSN is …": "his" is never the writer, so the "me" between is passed over.)
  let backReference = false;
  // ("She moved in with my husband and me, so her home address is …": "her" is not the husband's either.)
  let pronounGender: 'male' | 'female' | undefined;
  for (let i = ws.length - 1; i >= 0; i--) {
    const w = ws[i]!;
    const gender = RELATION_GENDER[w];
    if (isOthersLawyer(ws, i)) return OTHERS_COUNSEL;
    if (ROLE_WORDS[w] && !(pronounGender && gender && gender !== pronounGender)) return ROLE_WORDS[w];
    if (BACK_REFERENCES.has(w)) {
      backReference = true;
      pronounGender ??= PRONOUN_GENDER[w];
      continue;
    }
    if ((SELF_WORDS.has(w) || WRITER_ROLE_WORDS.has(w)) && !backReference) return SELF;
  }
  return undefined;
}

/** "I am a Consumer Safety Officer", "I'm an Environmental Protection Specialist and Contracting Officer": a title. */
const OWN_OFFICER_TITLE = /\bI(?:['’]m|\s+am)\s+(?:a|an)\s+(?:[\p{L}-]+\s+){0,4}(?:officer|official)\b/iu;

/**
 * Someone else's lawyer: "the buyers are …; their attorney is Ruth Feldman", "the seller's attorney". An attorney
 * who is another party's (not "my attorney", nor anyone's "attorney-in-fact") acts for that party, and no form's
 * agent is them.
 */
export const OTHERS_COUNSEL = 'counsel';

function isOthersLawyer(ws: string[], i: number): boolean {
  if (!/^(?:attorney|attorneys|lawyer|lawyers|solicitor|solicitors)$/.test(ws[i]!) || ws[i + 1] === 'in') return false;
  // (The owner is a side of a deal, named or referred back to: "her attorney" written for one's mother is her agent.)
  let owner = ws[i - 1] ?? '';
  if (BACK_REFERENCES.has(owner)) owner = ws.slice(0, i - 1).reverse().find((w) => ROLE_WORDS[w] !== undefined) ?? '';
  return DEAL_SIDES.has(ROLE_WORDS[owner] ?? '');
}
const DEAL_SIDES = new Set(['buyer', 'seller', 'landlord', 'tenant', 'employer']);

/** "Your data …", "your details as I have them": a key that opens with the reader's details. */
// ("Your side of it: Permian Basin Midstream Partners LP, Attn: …": or the reader's side of the form.)
const READERS_DETAILS = /^\s*(?:and\s+)?your\s+(?:own\s+)?(?:data|details|info|information|particulars|side(?:\s+of\s+(?:it|the\s+form))?)\b/i;

/** The other side of a deal: a seller's buyer, a landlord's tenant. */
export const COUNTERPARTS: Readonly<Record<string, string>> = { seller: 'buyer', buyer: 'seller', landlord: 'tenant', tenant: 'landlord' };

/**
 * "your office: Harborview Property Management, ": the reader's own place, and perhaps its name, right before a value.
 * (Not "your company": writing to an employer, that is the employer, whose block the form has.)
 */
const READERS_PLACE_BEFORE_VALUE = /\byour\s+(?:office|offices|agency|clinic)\b(?:\s+(?:is|at))?(?:\s*[:,]\s*(?:\p{Lu}[\p{L}&'’.-]*[\s,]*){0,5})?\s*$/u;

/**
 * "Until last week I lived at <A>", "Before that I was at <A>", "Where we lived before: <A>", "antes vivía en <A>",
 * "We sold the Ohio house at <A>": a home left behind.
 */
const LEFT_HOME = /\b(?:(?:until|before (?:that|then|this|the move))\b[^.;]*\b(?:lived|resided|stayed|(?:was|were) (?:at|in))|(?:lived|resided|stayed|were|was) (?:there )?before|before (?:we|i|they|he|she) moved|(?:on file|record|records) still (?:shows?|has|lists?)|used to (?:live|reside|stay)|(?:formerly|previously) (?:lived|resided)|(?:antes|anteriormente) viv[ií]a|viv[ií]a antes|j['’]habitais|nous habitions|(?:left|vacated|moved out of|sold) (?:the|their|our|my|his|her) (?:old |former )?(?:[a-z]+ )?(?:apartment|house|home|place|unit|flat|residence|condo))\b/gi;
/** "… and are now living in a house … at <B>", "vivo en <B>": the home someone lives in now. */
const PRESENT_HOME = /\bnow (?:living|lives|live|residing|resides|reside|staying|stays)\b|\b(?:vivo|vivimos|resido) en\b|\bj['’]habite (?:maintenant|désormais)\b/gi;

/** Where the last match of a pattern in the clause before a value starts, or -1. */
function lastCueAt(pattern: RegExp, before: string): number {
  const clause = before.slice(Math.max(before.lastIndexOf('.'), before.lastIndexOf(';')) + 1);
  const offset = before.length - clause.length;
  const last = [...clause.matchAll(pattern)].pop();
  return last ? offset + (last.index ?? 0) : -1;
}

const SERVICE_STOPPED = /\b(?:stop|stopping|end|ending|disconnect|cancel)\s+service\s+(?:at|from)\b/i;
const SERVICE_STARTED = /\b(?:start|starting|begin|connect)\s+service\s+(?:at|to)\b/i;

/** Whether a text speaks of a previous or a current address ("former address", "my new home"). */
export function epochOf(text: string): Epoch | undefined {
  // ("Where you lived right before this", "where she lived before the move": the place before the present one.)
  if (LIVED_BEFORE.test(text)) return 'previous';
  // ("Email – work (OLD, bounced 6/20)", "Phone – US cell (disconnected)": a contact that no longer reaches anyone.)
  if (NO_LONGER_REACHES.test(text)) return 'previous';
  // ("STOP service at:" and "START service at:" on a utility's transfer confirmation: the home left and the new one.)
  if (SERVICE_STOPPED.test(text)) return 'previous';
  if (SERVICE_STARTED.test(text)) return 'current';
  const ws = words(text);
  let found: Epoch | undefined;
  for (const w of ws) {
    if (w === 'previous') found = 'previous';
    else if (w === 'current') found = 'current';
  }
  return found;
}

const NO_LONGER_REACHES = /\b(?:disconnected|bounced|bouncing|stale|defunct|deactivated|out of service|no longer (?:in use|in service|valid|works|working|active))\b/i;
const LIVED_BEFORE = /\b(?:lived|resided|was living|were living|stayed)\b(?:\s+\w+){0,2}?\s+(?:before|prior to)\b/i;

/** "Cass St", "Grand Avenue": a street by its name and kind (1). */
const STREET_NAMED = String.raw`((?:\p{Lu}[\p{L}'’-]*\s+){1,3}(?:St|Street|Ave|Avenue|Rd|Road|Dr|Drive|Blvd|Boulevard|Ln|Lane|Ct|Court|Way|Pl|Place|Ter|Terrace)\b)`;
/** "we left Cass St last spring", "they moved out of Elm Street": a street someone no longer lives on. */
const LEFT_STREET = new RegExp(String.raw`\b(?:we|i|they|he|she)\s+(?:left|moved (?:out of|away from|off)|no longer live on)\s+${STREET_NAMED}`, 'giu');

/**
 * The names of the streets a text says someone left ("we left Cass St last spring"): an address on such a street
 * is a previous one, wherever the text gives it (the letterhead's "1121 CASS ST").
 */
export function leftStreets(sentences: string[]): string[] {
  return sentences.flatMap((sentence) => [...sentence.matchAll(LEFT_STREET), ...sentence.matchAll(OLD_PLACE_ON_STREET), ...sentence.matchAll(NOTHING_SENT_TO_STREET), ...sentence.matchAll(ADDRESS_LIVED_AT_THEN), ...sentence.matchAll(SOLD_PLACE_ON_STREET), ...sentence.matchAll(PLACE_BY_ROAD_NAME_GIVEN_UP)].map((m) => streetWords((m[1] ?? m[2])!)));
}

/** "We sold the county road place last fall": a home by its street's name (1), sold. */
const SOLD_PLACE_ON_STREET = /\b(?:we|i|they|he|she)\s+sold\s+(?:the|our|my|his|her|their)\s+((?:[\p{L}'’-]+\s+){0,2}(?:st|street|ave|avenue|rd|road|dr|drive|blvd|boulevard|ln|lane|ct|court|way|pl|place|ter|terrace))\s+(?:place|house|home|property|farm)\b/giu;
/** "We gave up the Bayview-Edison place with the lease": a home by its road's name in capitals (1), given up. */
const PLACE_BY_ROAD_NAME_GIVEN_UP = /\b(?:[Ww]e|I|[Tt]hey|[Hh]e|[Ss]he)\s+(?:sold|gave\s+up|moved\s+out\s+of)\s+(?:the|our|my|his|her|their)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})\s+(?:place|house|home|property|farm|apartment|flat)\b/gu;

/** "The Kedzie address in the agreement is where I lived when we signed it": an address by its street's name, lived at once. */
const ADDRESS_LIVED_AT_THEN = /\b[Tt]he\s+(\p{Lu}[\p{L}'’-]+)\s+address\b[^.]{0,40}?\bis\s+where\s+(?:I|we|he|she|they)\s+(?:used\s+to\s+live|lived)\b/gu;

/** "Nothing goes to Grand Ave anymore", "don't send anything to Cass St now": a street the writer gets no mail on. */
const NOTHING_SENT_TO_STREET = new RegExp(String.raw`\b(?:nothing|no\s+mail|no\s+more\s+mail)\s+(?:goes|is\s+going|gets\s+sent|is\s+sent|should\s+go)\s+to\s+${STREET_NAMED}(?=\s+(?:any\s?more|now|from\s+now)\b)|\bdon['’]?t\s+(?:send|mail)\s+(?:anything|mail)\s+to\s+${STREET_NAMED}(?=\s+(?:any\s?more|now)\b)`, 'giu');

/** "The old Suite 210 on O Street is gone", "our old office on Cass St closed": a place on a street, given up. */
const OLD_PLACE_ON_STREET = new RegExp(String.raw`\b[Oo]ld\s+(?:[\p{L}\d]+\s+){0,3}?on\s+${STREET_NAMED}\s+(?:is|was|has)\s+(?:gone|closed|no longer|been (?:closed|vacated|given up))`, 'gu');

/** A street's words in lower case with its kind abbreviated, so "O Street" and "1515 O St" meet. */
function streetWords(street: string): string {
  return ` ${street.toLowerCase().replace(/[.,]/g, '').replace(/\s+/g, ' ').trim()} `
    .replace(/ street /g, ' st ').replace(/ avenue /g, ' ave ').replace(/ road /g, ' rd ').replace(/ drive /g, ' dr ')
    .replace(/ boulevard /g, ' blvd ').replace(/ lane /g, ' ln ').replace(/ court /g, ' ct ').replace(/ place /g, ' pl ')
    .replace(/ terrace /g, ' ter ')
    .trim();
}

/** Whether a street ("1121 CASS ST") is one of the streets left ("cass st"). */
export function onLeftStreet(street: string, left: string[]): boolean {
  const s = ` ${streetWords(street)} `;
  return left.some((name) => s.includes(` ${name} `));
}

/**
 * "ORIGIN: 3305 Greenway Blvd, …", "Destination address: …": a move's two ends, keyed as a mover's papers key them.
 * (Only a value's key: a field's "Country of origin" asks for no earlier address.)
 */
export function moveEndOf(key: string): Epoch | undefined {
  if (/^\s*(?:origin|moving from|pick-?up)(?:\s+address)?\s*$/i.test(key)) return 'previous';
  if (/^\s*(?:destination|moving to|delivery)(?:\s+address)?\s*$/i.test(key)) return 'current';
  return undefined;
}

/**
 * "I moved from <A> to <B>" (or "into <B>"): A is the previous address, B the current one. "Until last week I lived at <A>",
 * "I used to live at <A>", "they left the apartment (<A>)": a home left behind is the previous one, and one they
 * are "now living" in the current one.
 */
export function movedEpoch(before: string): Epoch | undefined {
  // "They left the apartment on Fenwick (<A>) and are now living … at <B>": the later cue is the value's.
  const left = lastCueAt(LEFT_HOME, before);
  const present = lastCueAt(PRESENT_HOME, before);
  const cue = Math.max(left, present);
  if (cue >= 0 && !/\b(?:moved|moving|moves|relocated|relocating)\b/i.test(before.slice(cue))) return left > present ? 'previous' : 'current';
  const m = before.match(/\b(?:moved|moving|moves|relocated|relocating)\b(.*)$/is);
  if (!m) return undefined;
  // ("I moved out of 1402 Maple Ridge Dr": the place moved out of is the one left.)
  const last = [...m[1]!.matchAll(/\b(from|to|into|out of)\b/gi)].pop()?.[1]?.toLowerCase().replace(/\s+/g, ' ');
  return last === 'from' || last === 'out of' ? 'previous' : last === 'to' || last === 'into' ? 'current' : undefined;
}

/** "first day", "start date", "hired on": a key that says when a job began. */
const JOB_BEGAN = /\b(?:first\s+(?:date|day)|start(?:ed|ing)?(?:\s+date)?|hire\s+date|date\s+of\s+hire|hired)\b/i;

/**
 * How a fact's party bears on a field's: 'clash' when both are known and differ (a field whose own label names
 * the party is also closed to the writer's own values; a field whose block names one is closed only to other
 * roles), 'agree' when both name the same role, else 'none'.
 */
export function partyRelation(
  fact: PartyFact,
  field: { party?: string | undefined; partyFromLabel?: boolean; namesWriter?: boolean; requester?: boolean; epoch?: Epoch | undefined },
): 'clash' | 'agree' | 'none' {
  if (fact.epoch && field.epoch && fact.epoch !== field.epoch) return 'clash';
  // An address the text gives as a former one ("Previous address (last 12 months)") is no answer to a field
  // that asks for an address alone: a form asks for the current one unless it says otherwise.
  // So are a former employer's EIN and a former name or phone ("Prior employer Buckeye Staffing (EIN 34-2209871)").
  if (fact.epoch === 'previous' && field.epoch === undefined && identifies(fact)) return 'clash';
  // So is the date of a former thing ("Prior power of attorney dated June 3, 2021") to a form's own "Dated".
  if (fact.epoch === 'previous' && field.epoch === undefined && fact.typed?.kind === 'date') return 'clash';
  // A letter's other side is not whom the form is about: their details fill only a field that asks for them.
  // (The one who asked for the form may be either: "I assume that's your office" or "Requester block should be us".)
  if (fact.party === CORRESPONDENT) return field.party === CORRESPONDENT || field.requester ? 'agree' : 'clash';
  // "I'm the seller … she pays me $380": the writer's value in a field of the role the writer took.
  if (fact.party === SELF && fact.writerRole !== undefined && field.party === fact.writerRole) return 'agree';
  // ("so the seller is just me … My Illinois driver's license number is …": nor in another role's, the buyer's.)
  // ("I'm his first-line supervisor" over the writer's signature: a writer who takes a role beside whom the form is
  // about, a supervisor or an employer, is not that person; their name and numbers stay out of that person's fields.)
  // (Nor in a block that names no one, the W-4's employee's lines under an employer's note.)
  // (Nor their own job title, signed under their name: "Supervisory Hydrologist" is not the employee's position.)
  if (fact.party === SELF && fact.writerRole !== undefined && ROLES_BESIDE_SUBJECT.has(fact.writerRole) && (field.party === SELF || field.party === undefined) && (identifies(fact) || isWritersOwnJob(fact))) return 'clash';
  // (Only what says who the writer is: a date, an amount or the thing traded is the deal's, both sides'.)
  if (fact.party === SELF && fact.writerRole !== undefined && field.party !== undefined && field.party !== SELF && (identifies(fact) || IDENTIFYING_KEY.test(fact.key ?? ''))) return 'clash';
  // The preparer's, agent's or notary's name, address and numbers are never the writer's: only one the
  // text gives as theirs goes there, not a home address given without a role. (Dates and amounts in their
  // block are often the writer's: "Dated:" under the agent's paragraph.)
  if (field.party && OUTSIDE_ROLES.has(field.party) && fact.party !== field.party && identifies(fact)) return 'clash';
  // Nor are theirs the values of whom the form is about ("Worker: Dana Whitfield" in a case note about a client).
  if (fact.party && OUTSIDE_ROLES.has(fact.party) && (field.party === undefined || field.party === SELF) && identifies(fact)) return 'clash';
  // Someone the text names in no role the form has, not whom it is about ("Aisha … will send her own"): theirs
  // fill only a field that asks for such a person.
  if (fact.party === UNNAMED_PARTY && field.party !== UNNAMED_PARTY) return 'clash';
  // Most values of a text are the writer's, so "self" agrees only with a field that asks for the writer alone.
  if (field.namesWriter && fact.party === SELF) return 'agree';
  // ("My first day was June 2, 2025" for the employer's "First date of employment": the day a job began is the
  // employee's and the employer's alike.)
  if (fact.party === SELF && field.party === 'employer' && fact.typed?.kind === 'date' && JOB_BEGAN.test(fact.key ?? '')) return 'none';
  if (fact.party && field.party && fact.party !== field.party) {
    // A dependant is never the filer: the writer's own name and numbers stay out of a dependants' table even
    // where only the table's heading names it.
    if (fact.party === SELF && !field.partyFromLabel) return field.party === 'dependent' && identifies(fact) ? 'clash' : 'none';
    return 'clash';
  }
  if (fact.epoch && field.epoch) return 'agree';
  if (fact.party && fact.party !== SELF && fact.party === field.party) return 'agree';
  return 'none';
}

/**
 * "PLEDGOR: WHITFIELD, DOLORES" on a pawn ticket and "My name the way I sign it is Dolores Whitfield" under it: a
 * person's name given without saying whose it is is the writer's, when the writer took a side of a deal and names
 * themselves so elsewhere. So the writer's name on a record stays out of the other side's fields as their own does.
 */
export function withPartiesOfSamePeople<F extends { party?: string | undefined; writerRole?: string | undefined }>(
  facts: F[],
  personOf: (fact: F) => { first: string; last: string } | undefined,
): void {
  const nameOf = (f: F) => {
    const person = personOf(f);
    return person && person.first !== '' && person.last !== '' ? `${person.first} ${person.last}`.toLowerCase() : undefined;
  };
  for (const fact of facts) {
    const name = fact.party === undefined ? nameOf(fact) : undefined;
    if (name === undefined) continue;
    // (Only the writer who took a side of the deal: "for my sister, Annelies Verhoeven" names whom the form is about,
    // whose own name line stays hers.)
    const known = facts.filter((f) => f.party === SELF && f.writerRole !== undefined && nameOf(f) === name);
    const parties = new Set(known.map((f) => f.writerRole));
    if (parties.size !== 1) continue;
    fact.party = known[0]!.party;
    if (known[0]!.writerRole !== undefined) fact.writerRole = known[0]!.writerRole;
  }
}
