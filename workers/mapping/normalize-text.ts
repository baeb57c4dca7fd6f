/**
 * Turning labels, keys and sentences into comparable tokens: lower case without accents, British and
 * American spellings merged, common form concepts folded into one token each (so "DOB", "date of birth" and
 * "birth date" all become `birthdate`), stop words dropped and words cut to a crude stem.
 */

import { expandAbbreviations } from './abbreviations.js';
import { FOREIGN_PHRASES, FOREIGN_WORDS } from './other-languages.js';

/** Phrase → concept token. Applied in order to lower-cased, accent-free text with punctuation as spaces. */
const CONCEPTS: [RegExp, string][] = [
  // Before "old" is read as "previous" below.
  [/\bhow old\b/g, ' age '],
  // ("Fifty-two years old", "52 yrs old": an age, not a former one.)
  [/\b(?:years?|yrs?|months?|weeks?) old\b/g, ' age '],
  [/\b(date (?:of )?birth|birth ?date|dob|d o b|born)\b/g, ' birthdate '],
  // (Ireland's postcode is its Eircode.)
  [/\b(zip|postal|post) ?codes?\b|\bpostcodes?\b|\bzip\b|\bplz\b|\beircodes?\b/g, ' zipcode '],
  [/\be ?mail( address(es)?)?\b/g, ' email '],
  // ("Wk ph#: 575-555-0190 x227": the phone at work is the office's.)
  [/\bwork (?=(?:tele ?phone|phone|tel|ph)\b)/g, ' work office '],
  [/\b(tele ?phone|phone|tel|mobile|cell ?phone|cell|land ?line)( (number|no|num|nr))?\b/g, ' phone '],
  [/\bfax( (number|no))?\b/g, ' fax '],
  // A federal position's series is its occupation's code ("17. Occ. Code 0343" on an SF-50).
  [/\bocc(?:upation(?:al)?)? (?:code|series)\b/g, ' series '],
  [/\b(point of contact|contact person|contact name|poc)\b/g, ' contactperson '],
  // ("Display name ........ Ro D.": the name an app shows is a nickname, no part of the legal name.)
  [/\b(?:display|screen) ?names?\b/g, ' nickname '],
  [/\b(first|given|fore|christian) ?names?\b/g, ' firstname '],
  [/\b(last|family|sur) ?names?\b/g, ' lastname '],
  [/\bmiddle (names?|initials?)\b/g, ' middlename '],
  // (Not "Social security benefits", "Excess social security … tax withheld": amounts, not the number.)
  [/\bsocial security( (number|no|num)\b|\b(?! (benefits?|tax|taxes|wages|tips|income|withheld|and|tier|medicare|administration)\b))|\bssn\b/g, ' ssn '],
  // ("her SS card still says Abernathy", "name_differs_ssa": the card and the office that issues it.)
  [/\bss card\b/g, ' ssn card '],
  [/\bssa\b/g, ' ssn '],
  // ("Direct deposit: routing 124103799": a bank's routing said alone is its number.)
  [/\brouting\b(?! (?:number|no|num|transit))/g, ' routing number '],
  [/\bemployer identification( (number|no))?\b|\bf?ein\b/g, ' ein '],
  // ("My first day was June 2", "hire date", "Start date": when a job or a course begins, as "First date of
  // employment" and "Training Start Date" ask for it.)
  [/\b(?:first (?:date|day) of (?:employment|work)|first day(?: (?:at work|on the job))?|(?:date of )?hire date|date of hire|hired on|start(?:ing)? date|started on)\b/g, ' startdate date '],
  [/\btaxpayer identification( (number|no))?\b|\btin\b/g, ' tin '],
  [/\bweb ?(site|page|address)\b|\burl\b|\bhome ?page\b/g, ' website '],
  [/\b(drivers?|driving) licen[cs]es?\b/g, ' driverlicense '],
  // "His license is also Illinois, W326-…": a person's licence with no other kind named is the driver's.
  [/\b(?<!(?:business|professional|contractor|marriage|fishing|hunting|liquor|software|firearms?|gun|medical|nursing|law|teaching) )licen[cs]es?\b/g, ' driverlicense '],
  // ("Her license is Illinois too, K652-…": a licence said alone is its number.)
  [/^\s*(?:(?:his|her|their|my|our|your)\s+)?driverlicense\s*$/g, ' driverlicense number '],
  [/\bstreet( address)?\b/g, ' street '],
  // ("Venue: The Coeur d'Alene Resort, …": where an event is held is its location, as "Location of Training Site" asks.)
  [/\bvenue\b/g, ' location site '],
  // Who a form is sent to is who asked for it: "the form goes to X" names the requester.
  [/\b(goes|go|sent|send|submitted|submit|addressed|delivered|returned|return)( back)? to\b/g, ' recipient requester '],
  // (A key cut short before its verb: "[The form goes] back to Brightline Events Group".)
  [/^\s*back to\b/g, ' recipient requester '],
  // ("The form is going to: Harbor Events Group LLC, …": where the form is going.)
  [/\b(?:form|w ?9) is going to\b/g, ' recipient requester '],
  // ("The form is for Larkmoor Events Group, …": whom a form is for asked for it.)
  [/\b(form|w ?9|it|this) (is )?for\b/g, ' $1 recipient requester '],
  // ("his full address is …": a whole address or name is the address or the name.)
  [/\b(?:full|complete|whole|entire)\s+(address|name)\b/g, ' $1 '],
  // ("Work contact: (202) 555-0174 x4417, d@…": a person's numbers at work, as a form asks for them.)
  [/\bwork contacts?(?: info(?:rmation)?| details)?\b/g, ' work office telephone email '],
  // ("Name on our return is Bluestem Aerial Imaging LLC": the name a tax form asks for, as shown on the return.)
  [/\bname (?:on|from) (?:our|my|the|his|her|their|its) (?:income )?(?:tax )?return\b/g, ' name as shown on income tax return '],
  // The name a shop trades under is its business name ("Storefront name", "DBA name"), beside its legal one.
  [/\b(storefront|shopfront|shop|store|trade|trading|dba|d b a) names?\b/g, ' business name '],
  // A number a business gives its vendor or customer is an account number with them.
  [/\b(vendor|supplier|customer|client|member) (number|no|id|code)\b/g, ' $1 account number '],
  // ("NET AMOUNT 24,492.00" on a trade confirmation: what the lot cost with its commission, its cost basis.)
  [/\bnet amount\b/g, ' net amount total cost basis '],
  // ("so $8,022.99 all in": what a lot cost with its fees is its cost basis.)
  [/\ball in\b/g, ' total cost basis '],
  // ("avg cost 52.87": an average cost is what each share cost, the cost per unit.)
  [/\b(?:avg|average) (?:cost|price)(?: per (?:share|unit))?\b/g, ' cost per unit '],
  // A fund's or a stock's ticker is its symbol.
  [/\bticker( symbol)?\b/g, ' symbol '],
  // Who pays a grant, as an applicant's papers call it: the form's (federal) agency.
  [/\b(funder|funding agency|grantor|awarding agency)\b/g, ' funder agency '],
  // "Asking $440 cash": what a seller asks is the price, the amount paid.
  [/\basking(?: price)?\b/g, ' price amount '],
  // ("The event: "MAHSLA 2025 Annual Meeting", event code AM25": the event one attends is the course a training form
  // asks about. Not "conference", which a training form's delivery types name: "4 - Conference/Workshop"; nor the form's
  // own "training event".)
  [/(?<!\btraining )\bevent\b/g, ' course '],
  // ("registration $595.00", "mileage comes to $214.90": what a course's costs are called on a training form.)
  [/\bregistration(?: fees?)?\b(?! (?:number|no|num|card|date|code|id|statement)\b)/g, ' tuition fees '],
  [/\b(?:mileage|airfare|air fare|train fare|bus fare|car rental|rental car)\b/g, ' travel '],
  // ("her commission runs out 03/09/2028", "my licence lapses in May": when a term ends, it expires.)
  [/\b(commission|licen[cs]e|passport|permit|visa|card|certificate|registration)( \w+)? (?:runs out|run out|ran out|lapses)\b/g, ' $1 expires '],
  [/\bprovinces?\b|\bterritory\b/g, ' state '],
  [/\b(town|municipality|village|locality)\b/g, ' city '],
  // How people say what a training is for and from whom: "for my current job" is the present job's
  // performance, "an outside vendor" a non-government source, "just me going" an individual's training.
  [/\b(current|present) (job|role|position|duties|work)\b/g, ' present job performance '],
  // ("The school is a private commercial outfit": two such words, and a business called an outfit.)
  [/\bnon ?government(al)?\b|\b(?:outside|private|commercial|external|non ?federal)(?: (?:commercial|private|for profit))? (vendor|company|provider|firm|school|outfit|business|training company|organization)\b/g, ' nongovernment $2 '],
  // ("Education: high school graduate": the key said alone is the level a form's code list names.)
  [/^\s*(?:(?:my|his|her|highest)\s+)?(?:education|schooling)\s*$/g, ' education level '],
  // ("School: Southern Roads CDL Academy, 4120 Troy Hwy, …": the school that gives a training is its vendor; not a high
  // school, a school district or a school year.)
  [/(?<!\bhigh )\b(school|academy)\b(?! (?:district|board|year|graduate|diploma|age|bus|teacher|nurse))/g, ' $1 vendor '],
  [/\b(just me|only me|by myself|on my own|alone)\b/g, ' individual '],
  // ("The association is a nonprofit, not a government outfit": a nonprofit is a non-government source.)
  [/\b(?:a |an )?(?:nonprofit|non profit|not for profit|charity)\b/g, ' nongovernment nonprofit '],
  // ("Vendor type: …, a private company", "Format: in-person classroom", "I was just reassigned …": the
  // words a checklist uses for the source, the delivery and the purpose of a training.)
  [/\b(vendor|provider) type\b/g, ' source type '],
  [/\b(?:(?:course|class|training) )?(?:format|modality|delivery (?:method|mode))\b/g, ' delivery type '],
  [/\b(?:reassigned|reassignment|new (?:duties|assignment))\b/g, ' new work assignment '],
  // ("the class meets in person, in a regular classroom on campus": a classroom as the delivery's own kind.)
  [/\b(?:regular|ordinary|normal|in person|on campus) classroom\b/g, ' traditional classroom '],
  // ("Filing - married, together like always", "married, they file together": a joint return.)
  [/\bmarried,?\s+(?:and\s+)?(?:filing\s+)?together\b|\b(?:file|files|filing)\s+together\b/g, ' married filing jointly '],
  // ("ready to take over … when Frank retires - he called it succession planning": training for a future need.)
  [/\bsuccession plan(?:ning)?\b/g, ' future staffing needs '],
  // ("Why I need it: …": the reason for a training, as its purpose.)
  [/^\s*why (?:i|we|he|she|they) (?:need|needs|want|wants) (?:it|this|the (?:course|training|class))\s*$/g, ' purpose reason '],
  // Sections of a form that asks for several addresses or employers: "new address" is the present one.
  // (Not "now": "ignore it for now" names no "New" option; "now living at" is read in parties.ts.)
  // (And in the other languages the rules read: "nueva dirección", "nouvelle adresse", "neue Anschrift".)
  [/\b(current|present|new|nueva|nuevo|nouvelle|nouveau|neue|neuen|neuer|nuovo|nuova|novo)\b/g, ' current '],
  // A request to change a record updates it: "New/Chg: Change" picks "Update".
  // (So does renewing it: "Please renew my entry".)
  [/\b(changes?|chg|amend(ment|ed)?|modif(y|ied|ication)|updated?|renew(al|ed|ing)?)\b/g, ' update '],
  [/\b(previous|former|prior|old|anterior|antigua|antiguo|ancienne|ancien|precedente|vorherige|vorherigen|bisherige|bisherigen|alte|alten|vecchio|vecchia|antigo)\b/g, ' previous '],
  [/\bsex\b/g, ' gender '],
  // How people ask about a person's looks in their own words: "how tall", "complexion" ("how old" is at the top).
  [/\bhow tall\b/g, ' height '],
  [/\bhow heavy\b/g, ' weight '],
  [/\beye colou?rs?\b/g, ' eyes '],
  [/\bhair colou?rs?\b/g, ' hair '],
  [/\b(complexion|skin tone|skin colou?r)\b/g, ' skin '],
  // Courtesy titles say which of "Man"/"Woman" or "Male"/"Female" a form's gender list wants.
  // ("She's a girl obviously": so do a child's words for one.)
  [/\b(female|woman|women|lady|girl|mrs|ms|frau|madame|mme|senora|signora|sra|mevr|mevrouw|vrouw)\b/g, ' female '],
  [/\b(male|man|men|gentleman|boy|mr|herr|monsieur|senor|signor|dhr|meneer)\b/g, ' male '],
  // "She pays me $380 in cash" answers "Seller accepts cash payment in the amount of".
  // Kinds of business as tax forms name them: the letter is what tells "C Corporation" from "S Corporation".
  [/\b([sc]) ?corp(?:oration)?s?\b/g, ' $1corp '],
  [/\b(llc|l l c|limited liability compan(?:y|ies))\b/g, ' llc '],
  [/\b(pays|paying|paid|pay)\b/g, ' payment '],
  // ("My husband and I file jointly": a filing status.)
  [/\b(?:file|filing|filed)\s+(?:a\s+)?joint(?:ly| return)\b/g, ' married filing jointly '],
  // ("please take an extra $20 out of every check": a check each pay day is a paycheck, and what is taken out of it,
  // with a word between, is withheld.)
  [/\b(each|every|per) check\b/g, ' $1 paycheck '],
  [/\b(?:take|takes|taken|taking|took) (extra|additional|more) out\b/g, ' withhold $1 '],
  // ("an extra $35 taken out of each paycheck": what a 2020s W-4 calls each pay period.)
  [/\bpay ?checks?\b/g, ' paycheck pay period '],
  // ("please take out an extra $40 from each paycheck": what is taken out of pay is withheld.)
  [/\b(?:take|takes|taken|taking|took) out\b/g, ' withhold '],
  // "$25 extra per paycheck" is the W-4's "Additional amount … withheld from each paycheck".
  [/\b(extra|additional)\b/g, ' additional '],
  [/\bnationality\b|\bcitizenship\b/g, ' country '],
  // One country under its several names: "USA" in a text, "United States of America" in a form's list.
  [/\b(united states( of america)?|usa|u s a)\b/g, ' unitedstates '],
  [/\b(united kingdom( of great britain and northern ireland)?|great britain|uk)\b/g, ' unitedkingdom '],
  // "I bought 120 shares on March 16, 2009" gives the "Trade Date", the "Date acquired", the "Purchase date".
  [/\b(bought|buy|buying|purchased|purchasing|purchases?|acquired|acquisition|traded|trades?)\b(?! name)/g, ' purchase '],
  // A character's or a person's story and the group they belong to, as wikis and profiles head them.
  [/\b(background|biography|bio)\b/g, ' backstory '],
  // ("His story, in his own words", "Friends and groups he wanted listed", "Special abilities", "What he's carrying":
  // a character's story, allies, features and treasure in a relayer's words.)
  [/\b(?:his|her|their|my|the character['’]s) (?:life )?story\b/g, ' backstory '],
  [/\bfriends and (?:groups|organi[sz]ations|allies)\b|\bfriends and contacts\b/g, ' allies organizations '],
  // ("ABILITIES ........ Cunning Action; Expertise …": a bible's or a wiki's word for them, alone.)
  [/\bspecial abilities\b|\bspecial powers\b|\babilities\b/g, ' features traits '],
  [/\bwhat (?:hes|shes|theyre|he is|she is|they are) carrying\b|\bwhat (?:(?:do|does|did) )?(?:he|she|they|you) carr(?:y|ies)\b/g, ' treasure '],
  // ("No money changes hands - straight trade": no cash paid.)
  [/\bno money\b/g, ' no cash '],
  [/\baffiliations?\b/g, ' faction '],
  // ("Known associates", "References (persons who will vouch …)", "Recorded history", "Noted talents", "Effects
  // returned", "Sworn allegiance": the same boxes as an in-world register or claim file heads them.)
  [/\b(?:known )?associates\b|\breferences\b/g, ' allies '],
  [/\b(?:recorded |statement of )?history\b/g, ' backstory '],
  [/\b(?:noted|observed|known) (?:talents|abilities|skills)\b|\btalents\b/g, ' features traits '],
  [/\b(?:personal )?effects\b/g, ' treasure '],
  [/\b(?:sworn )?allegiance\b/g, ' faction '],
  // ("the person the IRS can talk to about his return": a tax return's third-party designee.)
  [/\b(?:person|someone|one)\s+(?:that\s+|who\s+)?(?:the\s+)?irs\s+(?:can|may|could|is allowed to)\s+(?:talk|speak)\s+(?:to|with)\b/g, ' third party designee '],
  // ("Hammer: $1,150.00" on an auction's lot sheet: the price the lot sold for.)
  [/\bhammer(?: price)?\b/g, ' hammer price payment '],
  // What a character carries, as a wiki or a game's save heads it: a sheet's "Treasure".
  [/\b(possessions|belongings|inventory|valuables|loot)\b/g, ' treasure '],
  // Language names as forms in other languages print them.
  [/\bdeutsch\b/g, ' german '],
  [/\bfrancais\b/g, ' french '],
  [/\bespanol\b|\bcastellano\b/g, ' spanish '],
  [/\bitaliano\b/g, ' italian '],
  [/\bnederlands\b/g, ' dutch '],
  [/\bportugues\b/g, ' portuguese '],
];

/** British → American spellings that labels and users mix freely. */
const SPELLINGS: Record<string, string> = {
  // ("Hubby: Michael A. Ostrowski": a spouse by a pet name.)
  hubby: 'husband',
  wifey: 'wife',
  colour: 'color',
  colours: 'colors',
  favourite: 'favorite',
  licence: 'license',
  licences: 'licenses',
  centre: 'center',
  calibre: 'caliber',
  calibres: 'calibers',
  organisation: 'organization',
  organisations: 'organizations',
  cheque: 'check',
  programme: 'program',
  surname: 'lastname',
  tall: 'height',
  weighs: 'weight',
  aged: 'age',
  dated: 'date',
  withheld: 'withhold',
  withholding: 'withhold',
};

const STOP_WORDS = new Set(
  (
    'a an the of and or to for in on at by with from into as is are was were be been being this that these those ' +
    'it its i me my we our us you your he his she her they their them please enter provide here if any each ' +
    'which who whom what when where how also only must should will shall can may do does did has have had ' +
    'there than then so such per via etc e g ie eg optional required see instructions include including ' +
    // ("re": what is left of "you’re" split at its curly apostrophe, and an e-mail's "Re:", neither a word of a label.)
    'no re'
  ).split(' '),
);

/** Lower case, accents removed, every run of non-letters-or-digits one space. */
/** How many words a text has, separated by white space. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => w !== '').length;
}

export function simplify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’`]s\b/g, 's')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** "dateOfBirth", "first_name", "code_postal" → "date Of Birth", "first name", "code postal": a program's key as words. */
export function keyAsWords(key: string): string {
  return key
    // ("Course_x0020_Start", "Non_x002d_Duty_x0020_Hours": SharePoint's internal names escape a space or a hyphen.)
    .replace(XML_NAME_ESCAPE, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2')
    // ("Line1ItemizedEstimate", "Address1", "Step2cTwoJobs": a word and the number after it, "W4" left whole.)
    .replace(/(\p{Ll}{2,})(\d)/gu, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .replace(SCHEMA_TYPE_SUFFIX, (_, word: string) => SCHEMA_TYPE_WORDS[word]!);
}

/** "_x0020_": a character a name may not hold, escaped as its code (XML names, SharePoint's internal column names). */
const XML_NAME_ESCAPE = /_x([0-9A-Fa-f]{4})_/g;

/**
 * "WagesSalariesAndTipsAmt", "PrimaryOccupationTxt", "DependentFirstNm": an e-file schema's element names end with the
 * kind of value they hold, cut short (the IRS's MeF and NIEM name them so). The word, or nothing for "text".
 */
const SCHEMA_TYPE_WORDS: Record<string, string> = { Amt: ' amount', Nm: ' name', Txt: '', Cd: ' code', Num: ' number', Cnt: ' count', Ind: ' indicator', Dt: ' date', Grp: '', Yr: ' year', Pct: ' percent' };
const SCHEMA_TYPE_SUFFIX = new RegExp(`(?<=\\p{L}) (${Object.keys(SCHEMA_TYPE_WORDS).join('|')})$`, 'u');

/**
 * The text with shorthand spelt out, French, Spanish and German words in English, spellings merged and concepts
 * folded, still as words (stop words kept).
 */
export function canonicalText(text: string): string {
  let simple = simplify(expandAbbreviations(text));
  for (const [pattern, replacement] of FOREIGN_PHRASES) simple = simple.replace(pattern, replacement);
  let s = ` ${simple
    .split(' ')
    .map((w) => {
      const english = FOREIGN_WORDS[w] ?? w;
      return SPELLINGS[english] ?? english;
    })
    .join(' ')} `;
  for (const [pattern, replacement] of CONCEPTS) s = s.replace(pattern, replacement);
  return s.replace(/\s+/g, ' ').trim();
}

/** Tokenising the same keys and labels for every (field, fact) pair dominated the mapper's time. */
const tokenCache = new Map<string, string[]>();
const TOKEN_CACHE_LIMIT = 20_000;

/** Content tokens, stemmed, in order (duplicates kept). The result is shared: do not mutate it. */
export function tokenize(text: string): string[] {
  const cached = tokenCache.get(text);
  if (cached) return cached;
  const out = computeTokens(text);
  if (tokenCache.size >= TOKEN_CACHE_LIMIT) tokenCache.clear();
  tokenCache.set(text, out);
  return out;
}

function computeTokens(text: string): string[] {
  const out: string[] = [];
  for (const word of canonicalText(text).split(' ')) {
    if (word === '' || STOP_WORDS.has(word)) continue;
    // Line numbers and codes ("1a", "12") say nothing about what a field wants.
    if (/^\d+[a-z]?$/.test(word) || /^[a-z]$/.test(word)) continue;
    out.push(stem(word));
  }
  return out;
}

/** A crude stem: enough to meet "accredited" with "accreditation" and "drives" with "driving". */
export function stem(word: string): string {
  if (word.length <= 4 || /\d/.test(word)) return word;
  let w = word;
  for (const suffix of ['ations', 'ation', 'ings', 'ing', 'ions', 'ion', 'ments', 'ment', 'ies', 'ied', 'ed', 'es', 'ly', 's']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 4) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return w.length > 7 ? w.slice(0, 7) : w;
}

/** Words that turn a statement around. ("let the licence lapse", "it expired", "he gave it up", "I gave it back after my
 * eye operation": what is gone is not had.) */
// ("Pas d'anglais": French "pas" as "not".)
// ('somehow I was down as "Man" under gender': what an old record wrongly had.)
// ("The French was wishful thinking": what was hoped, not had.)
// ("… my national register number, nothing to do with a licence": said to have nothing to do with it.)
const NEGATIONS = /\b(nothing to do with|was down as|were down as|had me down as|have me down as|not|no|nope|nah|never|none|neither|nor|without|lapse|lapsed|expired|revoked|surrendered|gave up|given up|wishful thinking|gave it back|gave it up|handed it in|handed it back|forgotten|dont|doesnt|didnt|isnt|arent|wasnt|havent|hasnt|cannot|cant|wont|n t|rather than|instead of|untick|unticked|uncheck|unchecked|unselect|deselect|nao|nunca|nicht|kein|keine|keinen|jamais|pas|non plus|nessun|nessuno)\b/;

/** "no later than", "no more than": a limit, not a denial. */
const NO_LATER_THAN = /\bno (?:later|earlier|sooner|more|less|fewer) than\b/g;

export function isNegated(clause: string): boolean {
  // ("Accomm. needed?<tab>N": a spreadsheet's N alone is its No.)
  // ("At a future date no later than October 15": a limit said with "no" states it.)
  return NEGATIONS.test(simplify(clause).replace(/\b(\w+) t\b/g, '$1t').replace(NO_LATER_THAN, '')) || /^\s*N\s*$/.test(clause);
}

/** Text to match literally inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Edits from a to b (a letter changed, added or dropped; with `swaps`, two neighbours swapped count as one, as a
 * typist's "serail" for "serial"), stopping early once it exceeds `limit` (then limit + 1).
 */
export function editDistance(a: string, b: string, limit: number, swaps = false): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let smallest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (swaps && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      row.push(d);
      smallest = Math.min(smallest, d);
    }
    if (smallest > limit) return limit + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/**
 * "◦ 88 Harbor View Rd, Apt 5C", "▪ Duluth, MN 55802": a word processor's bullets of a list's second level (and
 * its other symbols) as the plain "-" every reader knows a list's item by. ("·<tab>Principal (Seller):<tab><tab>
 * Margaret …", "o<tab>Agent resides in: …", "§<tab>…": Word's bullets pasted as the characters of their fonts, a tab
 * after each, and tabs that line a label's value up after its colon, one space.)
 */
export function withPlainBullets(text: string): string {
  return withoutEmojiShortcodes(
    text
      .replace(/^(\s*)[◦▪▫‣○■□➢►▸⁃∙](?=\s)/gmu, '$1-')
      .replace(/^([ \t]*)[·o§\uf0b7\uf0a7](?:\t+| {2,})(?=\S)/gmu, '$1- ')
      .replace(/^([^\t\n:]{1,60}:)\t+(?=\S)/gmu, '$1 ')
      .replace(/^([ \t]*- [^\t\n:]{1,60}:)\t+(?=\S)/gmu, '$1 '),
  );
}

/**
 * ":tada:", ":round_pushpin:", ":thumbsup: 2": the emoji a Slack thread copied as text writes in words, and the
 * reaction lines under its messages, taken out; they say nothing about the form.
 */
function withoutEmojiShortcodes(text: string): string {
  if (!EMOJI_SHORTCODE.test(text)) return text;
  return text.replace(REACTION_LINE, '').replace(new RegExp(EMOJI_SHORTCODE.source, 'g'), '').replace(/[ \t]+$/gm, '');
}
/** ":white_check_mark:", ":+1:": an emoji's name between colons, not inside a time ("9:12") or a key ("Note: …"). */
const EMOJI_SHORTCODE = /(?<![\w:])[ \t]?:[a-z0-9_+-]{2,40}:(?![\w:])/;
/** ":thumbsup: 2", ":raised_hands: 3": a line of reactions and their counts. */
const REACTION_LINE = /^[ \t]*(?::[a-z0-9_+-]{2,40}:[ \t]*\d*[ \t]*)+$/gm;
