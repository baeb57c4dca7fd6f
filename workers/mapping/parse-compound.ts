/**
 * Values with parts: a person's name (first, middle, last) and a postal address (street, second line, city,
 * state, postcode, country). Forms ask for them whole or in pieces.
 */
import { JOB_WORD } from './job-titles.js';
import { US_STATE_NAME, isUsStateCode, stateCodeOf, stateOfZip, usStateCode } from './us-states.js';

export interface PersonName {
  full: string;
  first: string;
  middle: string;
  last: string;
}

export interface PostalAddress {
  full: string;
  street: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

const MONTH_NAME = /^(?:January|February|March|April|May|June|July|August|September|October|November|December)$/;
const TITLES = /^(mr|mrs|ms|miss|mx|dr|prof|professor|sir|madam|rev|hon|herr|herrn|frau|mme|mlle|monsieur|madame|señor|senor|señora|senora|sr|sra)\.?$/i;

/**
 * "Mr. Henrik Lindqvist", "Dr Ana Ruiz", "Prof. Jan de Vries": a courtesy title and the name after it; undefined
 * when the text does not start with a title or what follows is not a person's name. The title is not part
 * of the name a form asks for.
 */
export function titledPersonName(text: string): { title: string; person: PersonName } | undefined {
  const m = text.trim().match(/^(\p{L}+\.?)\s+(.+)$/u);
  if (!m || !TITLES.test(m[1]!)) return undefined;
  const person = parsePersonName(m[2]!);
  return person ? { title: m[1]!.replace(/\.$/, ''), person } : undefined;
}
/**
 * "TSgt Teodora M. Bakshi", "CPT Alan Ruiz": a service member's rank before their name is no part of it (a form's
 * name box takes the name; its rank, where asked, has a box of its own).
 */
// ("Chief Raymond D. Santos", "YN2 Kelsey A. Marchetti": or a Navy chief's title, a sailor's rate and class.)
const MILITARY_RANK =
  /^(?:Amn|A1C|SrA|SSgt|TSgt|MSgt|SMSgt|CMSgt|PVT|Pvt|PV2|PFC|SPC|Spc|CPL|Cpl|LCpl|SGT|Sgt|SSG|SFC|MSG|1SG|SGM|CSM|GySgt|MGySgt|SgtMaj|PO[123]|CPO|SCPO|MCPO|2LT|1LT|2nd Lt|1st Lt|2d Lt|Lt|LT|LTJG|Capt|CPT|Maj|MAJ|LtCol|LTC|Col|COL|Ens|ENS|LCDR|CDR|CAPT|WO1|CW[2-5]|Chief|Senior Chief|Master Chief|(?:YN|BM|HM|IT|ET|MA|LS|PS|CS|AD|AM|AT|OS|GM|EM|MM|EN|HT|LN|MC|CTR|CTT|ABH|AO|AZ)[1-3])\.?\s+(?=\p{Lu}[\p{L}.'’-]*\s+\p{Lu})/u;
const SUFFIXES = /^(jr|sr|ii|iii|iv|phd|md|esq)\.?$/i;
/** "Raymond D. Santos, USN", "Tamara L. Reed, U.S. Army", "(Ret.)": the service a member signs with after the name. */
export const MILITARY_SERVICE = String.raw`USN|USA|USAF|USMC|USCG|USNR|USAR|USSF|Ret\.?|U\.?S\.?\s+(?:Army|Navy|Air\s+Force|Marine\s+Corps|Coast\s+Guard|Space\s+Force)`;
/** "Dana Whitfield, BSW", "Ana Ruiz, CPA, EA", "Raymond D. Santos, USN": degrees, licences and services after a name are no part of it. */
const CREDENTIALS = new RegExp(String.raw`(?:,\s*(?:BSW|MSW|LCSW|LMSW|LICSW|RN|BSN|LPN|NP|CNA|CPA|EA|MD|M\.D\.|DO|DDS|DMD|PhD|Ph\.D\.|PsyD|JD|J\.D\.|Esq\.?|MBA|CFP|PE|P\.E\.|PA-C|LMFT|LPC|${MILITARY_SERVICE}))+\.?$`);
/**
 * Words that make a capitalised phrase an organisation or a place rather than a person. (And German's "Nr" and "Ihr":
 * an e-mail's subject, "Ihr Nachsendeauftrag Nr. 7730", names an order, not a person; a repair slip's "Type: RIFLE,
 * SEMI-AUTO" is a firearm's kind, not a family name and a given one.)
 */
const NOT_A_PERSON =
  /\b(inc|llc|pllc|llp|plc|pc|gmbh|ltd|corp|corporation|company|co|\w*services?|institute|university|college|school|office|branch|department|agency|bureau|group|bank|church|association|foundation|center|centre|hospital|clinic|publishing|enclave|harpers|street|road|avenue|city|county|state|the|union|credit|fund|holdings|partners|associates|capital|solutions|systems|technologies|labs?|analytics|logistics|payable|receivable|accounts|vendor|setup|desk|team|department|dept|academy|academies|society|council|ministry|authority|commission|trust|temple|museum|library|studio|studios|works|freight|consulting|partnership|cooperative|and|or|of|for|with|up|no|apply|audiences?|united|states|requests?|support|training|helpdesk|noreply|billing|payroll|admissions|recruiting|campus|site|building|plaza|complex|facility|headquarters|hq|premises|r[eé]sidence|relocated|policy|insured|amended|declarations|coverages?|district|division|directorate|corps|nr|ihr|ihre|ihren|unsere?|rifle|shotgun|pistol|revolver|handgun|carbine|semi)\b/i;

/**
 * "middle name", "middle initial", "name middle" (a path's words), "Initials" (a directory's record): a key of a name's
 * middle part, lower case, its words apart by one space.
 */
export const MIDDLE_NAME_KEY = /^(?:name )?middle(?: ?(?:name|initial))?$|^initials?$/;

/**
 * A person's name given in keyed parts ("first name", "middle initial", "last name"; a JSON export's "first",
 * "last"; a table's "Given name", "Surname") joined as one, for forms that ask for the whole name in one box.
 * Undefined without both a first and a last part, or when a whole name is given among the parts already.
 */
export function nameFromParts(parts: readonly { key: string; value: string }[]): string | undefined {
  const part = (re: RegExp) => parts.find((p) => re.test(p.key.toLowerCase().replace(/\s+/g, ' ').trim()))?.value;
  const first = part(/^(?:(?:name )?first|given)(?: ?name)?$/);
  const last = part(/^(?:(?:name )?last|family|sur)(?: ?name)?$/);
  if (!first || !last || parts.some((p) => /^(?:full )?name$/i.test(p.key.trim()))) return undefined;
  const middle = part(MIDDLE_NAME_KEY);
  return [first, middle, last].filter((p) => p !== undefined && p !== '').join(' ');
}

/** A name written in capitals as a name is written: "KOWALCZYK-NOWAK" → "Kowalczyk-Nowak", "GERALD W. HOLLOWAY" → "Gerald W. Holloway". */
export function capitalsAsName(caps: string): string {
  return caps.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`);
}

/** Parses "First Middle Last" or "Last, First M." into parts; undefined when it does not look like a name. */
export function parsePersonName(text: string): PersonName | undefined {
  const cleaned = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(CREDENTIALS, '')
    .replace(MILITARY_RANK, '')
    .replace(/[.,;]+$/, (m) => (/\b\p{Lu}\.$/u.test(text.trim()) ? '.' : ''));
  if (cleaned === '' || /\d|@/.test(cleaned) || NOT_A_PERSON.test(cleaned)) return undefined;
  // ("MS Civil Eng", "BA History": a degree in capitals before its subject names no person.)
  if (/^(?:MS|MA|BS|BA|MBA|MSc|BSc|PhD|MEng|BEng)\s+\p{Lu}\p{Ll}/u.test(cleaned)) return undefined;
  // ("Church - St. Jude": a saint's name alone names a parish or a hospital, not a person.)
  if (/^(?:St|Ste|Saint)\.?\s+\p{Lu}[\p{Ll}'’-]+$/u.test(cleaned)) return undefined;
  const commaParts = cleaned.split(',').map((p) => p.trim()).filter((p) => p !== '');
  let words: string[];
  let lastFirst = false;
  // ("Linda Ferraro-Hughes, Supervisory Program Analyst" is a name and a job title, not "Last, First".)
  if (commaParts.length === 2 && JOB_WORD.test(commaParts[1]!)) return undefined;
  // ("Catégories: AM, B" on a driving licence: letters in a list, no family name and initial.)
  if (commaParts.length === 2 && commaParts.every((part) => /^\p{Lu}{1,2}$/u.test(part))) return undefined;
  // ("Madame Clémence AUBERT, Monsieur Julien MOREAU": two people, each with a courtesy title, are no "Last, First".)
  if (commaParts.length === 2 && commaParts.every((part) => TITLES.test(part.split(' ')[0]!) && part.split(' ').length >= 3)) return undefined;
  if (commaParts.length === 2 && isNameWords(commaParts[0]!.split(' ')) && isNameWords(commaParts[1]!.split(' '))) {
    lastFirst = true;
    words = [...commaParts[1]!.split(' '), ...commaParts[0]!.split(' ')];
  } else if (commaParts.length === 1) {
    words = cleaned.split(' ');
  } else {
    return undefined;
  }
  words = words.filter((w) => !TITLES.test(w) && !SUFFIXES.test(w));
  if (words.length < 2 || words.length > 5 || !isNameWords(words)) return undefined;
  // ("A) April 7-10, 2026" read without its brackets: a lettered option's letter before a month is no one's initial.)
  if (!lastFirst && MONTH_NAME.test(words.at(-1)!) && words.slice(0, -1).every((w) => /^\p{Lu}\.?$/u.test(w))) return undefined;
  if (lastFirst) {
    // "Thompson, Rachel A.": the part before the comma is the family name, possibly several words.
    const lastCount = commaParts[0]!.split(' ').filter((w) => !SUFFIXES.test(w)).length;
    const last = words.slice(words.length - lastCount).join(' ');
    const given = words.slice(0, words.length - lastCount);
    if (isDoubleFirstThenInitial(given)) return { full: cleaned, first: given.slice(0, 2).join(' '), middle: given[2]!, last };
    return { full: cleaned, first: given[0] ?? '', middle: given.slice(1).join(' '), last };
  }
  // ("NGUYEN Thi Lan", "OKONKWO Chidi": as a record system writes names, the family name first and in capitals.)
  if (FAMILY_NAME_IN_CAPITALS.test(words[0]!) && words.slice(1).every((w) => /\p{Ll}/u.test(w))) {
    const given = words.slice(1);
    return { full: cleaned, first: given.at(-1)!, middle: given.slice(0, -1).join(' '), last: capitalsAsName(words[0]!) };
  }
  // "Joris van der Berg", "Ana de la Cruz": the lower-case particles before the family name are part of it.
  // ("Aoife Ní Bhriain", "Seán Mac Giolla": so is an Irish one, written with its capital.)
  let lastStart = words.length - 1;
  while (lastStart > 1 && (NAME_PARTICLE.test(words[lastStart - 1]!) || IRISH_NAME_PARTICLE.test(words[lastStart - 1]!))) lastStart--;
  // ("Luciana A. Ferreira Souza": after a middle initial, the two names left are one family name, as Portuguese and
  // Spanish names join a mother's and a father's.)
  if (words.length === 4 && /^\p{Lu}\.?$/u.test(words[1]!) && words.slice(2).every((w) => /^\p{Lu}[\p{Ll}'’-]{1,}$/u.test(w))) lastStart = 2;
  const given = words.slice(0, lastStart);
  if (isDoubleFirstThenInitial(given)) return { full: cleaned, first: given.slice(0, 2).join(' '), middle: given[2]!, last: words.slice(lastStart).join(' ') };
  return {
    full: cleaned,
    first: words[0]!,
    middle: words.slice(1, lastStart).join(' '),
    last: words.slice(lastStart).join(' '),
  };
}

/**
 * "Jo Ann M.", "Mary Beth K.": two given names before a middle initial are a double first name (a middle name would
 * be written out or as the initial, not both).
 */
function isDoubleFirstThenInitial(given: string[]): boolean {
  return given.length === 3 && /^\p{Lu}\.?$/u.test(given[2]!) && given.slice(0, 2).every((w) => /^\p{Lu}\p{Ll}+$/u.test(w));
}

/** A family name in capitals, of two letters or more ("NGUYEN", "O'BRIEN-KEANE"). */
const FAMILY_NAME_IN_CAPITALS = /^\p{Lu}[\p{Lu}'’-]+$/u;

/** "family name", "first name": the key of one part of a person's name. */
export const NAME_PART_KEY = String.raw`(?:family|first|middle|last|given|maiden)\s+name`;

export const NAME_PARTICLE = /^(?:de|da|di|del|della|van|von|der|den|la|le|du|bin|al)$/;
/** "Ní", "Nic", "Ó", "Mac": the particles of an Irish family name, which are capitalised words of their own. */
const IRISH_NAME_PARTICLE = /^(?:Ní|Nic|Ó|Uí|Ua|Mac|Mhic)$/u;

export function isNameWords(words: string[]): boolean {
  return words.length > 0 && words.every((w) => /^(?:\p{Lu}[\p{L}'’-]*\.?|\p{Lu}\.)$/u.test(w) || NAME_PARTICLE.test(w));
}

/** Country names an address may end with, lower case. */
const COUNTRY_NAMES = new Set([
  'united states of america', 'united states', 'united kingdom', 'united arab emirates', 'new zealand',
  'south africa', 'saudi arabia', 'sri lanka', 'czech republic', 'south korea', 'costa rica',
  ...(
    'afghanistan albania algeria argentina armenia australia austria azerbaijan bahrain bangladesh belarus belgium ' +
    'bolivia bosnia brazil britain bulgaria cambodia cameroon canada chile china colombia croatia cuba cyprus czechia ' +
    'denmark ecuador egypt england estonia ethiopia finland france georgia germany ghana greece guatemala hungary ' +
    'iceland india indonesia iran iraq ireland israel italy jamaica japan jordan kazakhstan kenya korea kuwait latvia ' +
    'lebanon lithuania luxembourg malaysia malta mexico moldova monaco morocco nepal netherlands nigeria norway ' +
    'pakistan panama paraguay peru philippines poland portugal qatar romania russia scotland senegal serbia ' +
    'singapore slovakia slovenia spain sweden switzerland taiwan thailand tunisia turkey uk ukraine uruguay usa ' +
    'venezuela vietnam wales'
  ).split(' '),
  // (As the country's own people write it on their addresses: "…, 79104 Freiburg im Breisgau, Deutschland".)
  ...'deutschland österreich osterreich schweiz suisse svizzera frankreich españa espana italia polska nederland belgique belgië danmark sverige norge suomi'.split(' '),
]);

export function isCountry(text: string): boolean {
  const t = text.trim().toLowerCase().replace(/\.$/, '');
  return COUNTRY_NAMES.has(t);
}

/** A US ZIP code or a Canadian postal code ("V1Y 9T2"), the codes that follow a two-letter state or province. */
const NORTH_AMERICAN_CODE = String.raw`\d{5}(?:-\d{4})?|[A-Z]\d[A-Z] ?\d[A-Z]\d`;
const US_STATE_ZIP = new RegExp(String.raw`^([A-Z]{2})\.?\s+(${NORTH_AMERICAN_CODE})$`);
const CITY_STATE_ZIP = new RegExp(String.raw`^(.+?),?\s+([A-Z]{2})\.?\s+(${NORTH_AMERICAN_CODE})$`);

/** "Austin, TX 78751", "Round Rock TX 78665": the last line of a US or Canadian address, alone. */
export function isCityStateZipLine(line: string): boolean {
  return CITY_STATE_ZIP.test(line.trim());
}
/** "D03 K2X7": an Irish Eircode (a routing key, then four letters and digits), written after the town. */
const EIRCODE = String.raw`(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[\dAC-FHKNPRTV-Y]{4}`;
/** "VLT 1176": a Maltese postcode (three letters for the locality, then four digits), written after the town. */
const MALTESE_CODE = String.raw`[A-Z]{3} ?\d{4}`;
/** A postcode alone in its comma part, after the city and perhaps a region written out ("British Columbia"). */
const CODE_ALONE = new RegExp(String.raw`^(?:${NORTH_AMERICAN_CODE}|\d{4,6}|\d{3} \d{2}|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|${EIRCODE}|${MALTESE_CODE})$`);
/** "postal code V1Y 9T2", "ZIP: 62704": the words people write before a postcode in prose. */
const CODE_WORDS = /^(?:postal code|postcode|post code|zip code|zip)\s*:?\s+/i;
/** A region written out between the city and the postcode: one to four capitalised words, no digits. */
const REGION_WORDS = /^\p{Lu}[\p{L}.'-]*(?:\s+(?:and|of|\p{Lu}[\p{L}.'-]*)){0,3}$/u;
/** "14-220 Riverside Drive in Kelowna": prose puts the city after the street with "in". */
const STREET_IN_CITY = /^(.*\d.*?)\s+in\s+(\p{Lu}[\p{L}.'-]*(?:\s+\p{Lu}[\p{L}.'-]*){0,2})$/u;
/**
 * Postcodes of European countries as written next to the city: "114 51" (Sweden, also Czechia, Slovakia,
 * Greece), "1012 AB" (Netherlands), "00-950" (Poland), "1000-001" (Portugal), "SW1A 1AA" (United Kingdom),
 * "D-10115" (a country letter before the code), and the plain four or five digits of most others ("75008",
 * "10115", "8001"). Longer shapes come first so "114 51" is not cut to "114".
 */
const EUROPEAN_CODE = String.raw`\d{3} \d{2}|\d{4} ?[A-Z]{2}|\d{2}-\d{3}|\d{4}-\d{3}|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|[A-Z]{1,2}-\d{4,5}|\d{4,5}`;
/** Whether a value is a postcode of North America or Europe as a whole ("3511 AZ", "00-876", "SW1A 1AA", "62704"). */
export function isPostcode(text: string): boolean {
  return POSTCODE.test(text.trim());
}
const POSTCODE = new RegExp(String.raw`^(?:${NORTH_AMERICAN_CODE}|${EUROPEAN_CODE}|${EIRCODE}|${MALTESE_CODE})$`);

/** "114 51 Stockholm", "75008 Paris", "SW1A 1AA London": the postcode before the city, as most of Europe writes it. */
const ZIP_CITY = new RegExp(String.raw`^(${EUROPEAN_CODE})\s+(\p{L}.*)$`, 'u');
/** "BS6 5LR", "SW1A 1AA": a British postcode, which no other country writes. */
const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}$/;
/** "Bristol BS6 5LR", "Dublin D03 K2X7": a town, then a British postcode or an Eircode. */
const CITY_UK_POSTCODE = new RegExp(String.raw`^\p{Lu}[\p{L} .'-]*?\s+(?:[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}|${EIRCODE}|${MALTESE_CODE})$`, 'u');
/** The United States named as an address's country: "USA", "U.S.", "United States of America". */
const US_COUNTRY_NAME = String.raw`(?:USA|U\.S\.A?\.?|US|United States(?: of America)?)`;
const US_COUNTRY = new RegExp(`^${US_COUNTRY_NAME}$`, 'i');

/** Whether a country is the United States, however it is written ("USA", "U.S.", "United States of America"). */
export function isUsCountry(country: string): boolean {
  return US_COUNTRY.test(country.trim());
}
/** "London SW1A 1AA", "Stockholm 114 51", "Dublin D03 K2X7": the city before the postcode. */
const CITY_ZIP = new RegExp(String.raw`^(\p{L}[\p{L} .'-]*?)\s+(\d{3} \d{2}|\d{4,6}|[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}|${EIRCODE}|${MALTESE_CODE})$`, 'u');
/**
 * The words that name a unit within a building ("Apt 4D", "Suite 600", "apartamento 12"): one list for
 * reading an address, splitting a street from its unit and writing the unit's number alone.
 */
/** The words for a floor, in the languages addresses come in (lower case): "3rd floor", "2º andar", "Flr. 4". */
export const FLOOR_WORDS = String.raw`floor|flr|fl|andar|piso|etage|étage`;
// ("Hornsgatan 54 lgh 1203": a Swedish flat, lägenhet.)
export const UNIT_WORDS = String.raw`apt|apartment|apartamento|apto|appartement|appartamento|interno|wohnung|whg|lgh|suite|ste|unit|flat|floor|flr|fl|room|rm|bldg|building`;
// ("entrance B, floor 3, apartment 9": a block of flats' entrance, as Bulgarian, Russian and Israeli addresses give it.)
const UNIT = new RegExp(String.raw`^(${UNIT_WORDS}|scala|piso|etage|entrance|staircase|c\/o|#)\b`, 'i');
/** "3150 Riverside Dr Apt 14C", "877 KENNY RD FL 2": a street with its unit or floor after it, on one line. */
const UNIT_AFTER_STREET = /^(\d.*?\S)\s+((?:apt|apartment|suite|ste|unit|fl|flr|floor|#)\.?\s*#?[\w-]+)$/i;
/** "Hornsgatan 54 lgh 1203", "Hauptstr. 12 Whg 4": a flat after a street written name first, number after. */
const FLAT_AFTER_NAMED_STREET = /^(\p{L}.*?\s\d{1,5}[A-Za-z]?)\s+((?:lgh|whg|wohnung|apt|app|appartement)\.?\s*[\w-]+)$/iu;

/** Canada's provinces and territories written out, and the codes an address's last line gives them. */
const PROVINCE_CODES: Record<string, string> = {
  alberta: 'AB', 'british columbia': 'BC', manitoba: 'MB', 'new brunswick': 'NB', 'newfoundland and labrador': 'NL', newfoundland: 'NL',
  'nova scotia': 'NS', ontario: 'ON', 'prince edward island': 'PE', quebec: 'QC', québec: 'QC', saskatchewan: 'SK',
  'northwest territories': 'NT', nunavut: 'NU', yukon: 'YT',
};
/** "…, Leamington, Ontario N8H 3V5": a province written out before a Canadian postal code. */
const PROVINCE_NAME_CODE = new RegExp(String.raw`(?:,\s*|\s+)(${Object.keys(PROVINCE_CODES).sort((a, b) => b.length - a.length).map((name) => name.replace(/(^|\s)(\p{L})/gu, (_m, sp: string, c: string) => `${sp}[${c.toUpperCase()}${c}]`)).join('|')})\.?,?\s+([A-Z]\d[A-Z] ?\d[A-Z]\d)$`, 'u');

// ("…, Bloomington, Indiana 47401, USA": the country may follow; "…, Beaverton, Oregon, 97005": said aloud, the
// ZIP code may have a comma before it.)
// "Portland, Oregon (OR)": a state's name with its own code in brackets after it says the state once.
const STATE_NAME_WITH_CODE = new RegExp(String.raw`\b(${US_STATE_NAME})\s*\(([A-Z]{2})\)`, 'gu');

const STATE_NAME_ZIP = new RegExp(
  String.raw`(?:,\s*|\s+)(${US_STATE_NAME})\.?,?\s+(\d{5}(?:-\d{4})?)(?=$|,\s*${US_COUNTRY_NAME}$)`,
  'u',
);

/** "14" of "14, rue des Aubépines": a house number written alone before the street and a comma. */
const HOUSE_NUMBER_ALONE = /^\d{1,5}[A-Za-z]?$/;

/** Parses "4821 Willow Creek Rd, Apt 12B, Austin, TX 78745" or "Via Roma 14, Scala B, 20121 Milano, Italy". */
export function parseAddress(text: string): PostalAddress | undefined {
  // "…, Hyattsville MD 20783" is written whole with the comma the usual form puts before the state.
  const full = withAddressCommas(text)
    .replace(/\s+/g, ' ')
    .trim()
    // "…, 1070 Wien, Austria (city = Wien, she spelled it)": a remark after the address is about it, not in it;
    // so is one after a part of it ("2nd floor (ring at Van der Berg), 3511 AZ Utrecht"), but not a unit written
    // in brackets ("57 Walnut St (Floor 3), Somerville").
    // ("…, 1050 Wien — fourth floor, no lift": a remark after a dash is about the address, not in it.)
    .replace(/\s+[—–]\s+\p{Ll}.*$/u, '')
    // ("…, 1070 Wien (Austria)": a country in brackets after the town is the address's country.)
    .replace(/\s*\(([\p{L}][\p{L} .]*)\)(?=\s*[.;]?$)/u, (bracketed, inside: string) => (isCountry(inside) ? `, ${inside.trim()}` : bracketed))
    .replace(/\s*\(([^()]*\s[^()]*)\)(?=\s*(?:,|[.;]?$))/g, (remark, inside: string) => (UNIT.test(inside.trim()) ? remark : ''))
    .replace(/[.;]+$/, '')
    .replace(STATE_NAME_WITH_CODE, (written, name: string, code: string) => (usStateCode(name) === code ? name : written))
    .replace(/(,\s*\p{Lu}[\p{L} .'-]*\p{L})\s+([A-Z]{2}\.?\s+\d{5}(?:-\d{4})?)$/u, '$1, $2')
    // "…, Santa Ana, California 92704": the state written out is written as its code.
    .replace(STATE_NAME_ZIP, (_, name: string, zip: string) => `, ${usStateCode(name) ?? name} ${zip}`)
    // ("…, Leamington, Ontario N8H 3V5": so is a Canadian province.)
    .replace(PROVINCE_NAME_CODE, (_, name: string, code: string) => `, ${PROVINCE_CODES[name.toLowerCase()] ?? name} ${code}`);
  const written = full.split(',').map((p) => p.trim());
  const parts = written.map((p) => p.replace(CODE_WORDS, '')).filter((p) => p !== '');
  const namedCodes = new Set(written.filter((p) => CODE_WORDS.test(p)).map((p) => p.replace(CODE_WORDS, '')));
  if (parts.length < 2) return undefined;
  let country = '';
  let state = '';
  let zip = '';
  let city = '';

  // "…, 3511 NK Utrecht, in the Netherlands": prose names the country with "in the".
  // ("…, 6020 Innsbruck, Österreich / Austria": a country named in two languages is named by the English one.)
  const bilingual = parts[parts.length - 1]!.split(/\s+\/\s+/);
  if (bilingual.length === 2 && isCountry(bilingual[1]!)) parts[parts.length - 1] = bilingual[1]!;
  const countryPart = parts[parts.length - 1]!.replace(/^(?:in\s+)?(?:the\s+)?(?=\p{L})/iu, '');
  if (parts.length > 2 && isCountry(countryPart)) {
    parts.pop();
    country = countryPart;
    // ("…, Bristol BS6 7RG, England, UK": the nation of the United Kingdom before it is part of the country.)
    if (parts.length > 2 && /^(?:england|scotland|wales|northern ireland)$/i.test(parts[parts.length - 1]!) && /^(?:uk|u\.k\.|united kingdom|great britain|britain)$/i.test(country)) parts.pop();
  }
  const tail = parts[parts.length - 1]!;
  let m: RegExpMatchArray | null;
  if ((m = tail.match(US_STATE_ZIP)) && parts.length >= 3) {
    state = m[1]!;
    zip = m[2]!;
    parts.pop();
    city = parts.pop()!;
  } else if ((m = tail.match(CITY_STATE_ZIP))) {
    city = m[1]!;
    state = m[2]!;
    zip = m[3]!;
    parts.pop();
  } else if (CODE_ALONE.test(tail) && parts.length >= 2) {
    zip = parts.pop()!;
    // "…, Kelowna, British Columbia, V1Y 9T2": with a street before the city, the part before the code is
    // the region; with only two parts left they are the street and the city.
    if (parts.length >= 3 && REGION_WORDS.test(parts[parts.length - 1]!) && !UNIT.test(parts[parts.length - 1]!)) state = parts.pop()!;
    if (parts.length >= 2 && /^\p{L}/u.test(parts[parts.length - 1]!) && !UNIT.test(parts[parts.length - 1]!) && !/\d/.test(parts[parts.length - 1]!)) {
      city = parts.pop()!;
    }
  } else if ((m = tail.match(ZIP_CITY))) {
    zip = m[1]!;
    city = m[2]!;
    parts.pop();
  } else if ((m = tail.match(CITY_ZIP))) {
    city = m[1]!;
    zip = m[2]!;
    parts.pop();
    // ("88 Bright St, apartment 4R, Jersey City 07302": a US town and ZIP code without the state, which the code says.)
    if (country === '' || US_COUNTRY.test(country)) state = stateOfZip(zip) ?? '';
    // ("…, Varthur Road, Bengaluru, Karnataka 560087, India": before an Indian PIN code the state, the city before it.)
    else if (/^\d{6}$/.test(zip) && parts.length >= 3 && /^\p{L}[\p{L} .'-]*$/u.test(parts[parts.length - 1]!) && !UNIT.test(parts[parts.length - 1]!) && REGION_WORDS.test(city)) {
      state = city;
      city = parts.pop()!;
    }
  } else if (parts.length >= 3 && isUsStateCode(tail) && /^\p{L}/u.test(parts[parts.length - 2]!) && !/\d/.test(parts[parts.length - 2]!)) {
    // "905 Carver Street, Durham, NC": a US address without its ZIP code ends with the state.
    state = parts.pop()!;
    city = parts.pop()!;
  } else if (parts.length >= 2 && /^\p{L}/u.test(tail) && !UNIT.test(tail) && !/\d/.test(tail) && !(parts.length === 2 && HOUSE_NUMBER_ALONE.test(parts[0]!))) {
    // ("8, rue du Canal": a house number alone before it says the words are its street, not a town.)
    city = parts.pop()!;
    // ("…, flat 7, Postcode 54630, Thessaloniki": a postcode named as one may come before the city.)
    if (parts.length >= 2 && namedCodes.has(parts[parts.length - 1]!) && CODE_ALONE.test(parts[parts.length - 1]!)) zip = parts.pop()!;
  }
  // ("12 Church Lane, Kinsale, Co. Cork P17 HX62": the county written before an Eircode is the region; the town is
  // the part before it.)
  if (state === '' && COUNTY.test(city) && parts.length >= 2 && /^\p{L}/u.test(parts[parts.length - 1]!) && !/\d/.test(parts[parts.length - 1]!) && !UNIT.test(parts[parts.length - 1]!)) {
    state = city;
    city = parts.pop()!;
  }
  if (parts.length === 0) return undefined;
  // "14, rue des Aubépines, 1145 Luxembourg": the house number is written before the street, with a comma.
  if (parts.length >= 2 && HOUSE_NUMBER_ALONE.test(parts[0]!) && /^\p{L}/u.test(parts[1]!) && !UNIT.test(parts[1]!)) parts.splice(0, 2, `${parts[0]}, ${parts[1]}`);
  const inCity = city === '' ? undefined : parts[0]!.match(STREET_IN_CITY);
  if (inCity && state === '') {
    // "14-220 Riverside Drive in Kelowna, British Columbia, V1Y 9T2": what looked like the city is the region.
    state = city;
    city = inCity[2]!;
    parts[0] = inCity[1]!;
  } else if (city === '' && parts.length === 1 && (m = parts[0]!.match(STREET_IN_CITY))) {
    city = m[2]!;
    parts[0] = m[1]!;
  }
  // "12650 Brookhurst St Apt 12C": a unit written after the street without a comma is the second line.
  // "57 Walnut St (Floor 3)": a unit in brackets after the street is the second line too.
  const bracketed = parts.length === 1 ? parts[0]!.match(/^(.*?\S)\s*\(([^()]{1,24})\)$/) : null;
  if (bracketed && UNIT.test(bracketed[2]!.trim())) parts.splice(0, 1, bracketed[1]!, bracketed[2]!.trim());
  // "Flat 2, 17 Marlowe Road", "Unit 4, 2150 Highway 3A": a unit written before the street is its second line.
  if (parts.length === 2 && UNIT.test(parts[0]!) && /^\d/.test(parts[1]!) && !/^\d+$/.test(parts[1]!)) parts.reverse();
  // "Mississippi Valley Surveying Co., 455 Locust St, …": a name before the numbered street is whose the address
  // is (or the building's), no line of it.
  if (parts.length >= 2 && !/\d/.test(parts[0]!) && !UNIT.test(parts[0]!) && /^\d{1,6}[A-Za-z]?\s+\p{L}/u.test(parts[1]!)) parts.shift();
  // ("Résidence Les Canuts, bât. B, 5e étage, 143 cours Lafayette, 69003 Lyon": a building, its wing and floor written
  // before the numbered street are the address's second line.)
  if (parts.length >= 3 && !/\d/.test(parts[0]!) && /^\d{1,6}[A-Za-z]?\s+\p{L}/u.test(parts.at(-1)!) && !FLOOR_PART.test(parts.at(-1)!)) parts.unshift(parts.pop()!);
  const unitInStreet = parts.length === 1 ? parts[0]!.match(UNIT_AFTER_STREET) : null;
  const street = unitInStreet ? unitInStreet[1]! : parts[0]!;
  const line2 = unitInStreet ? unitInStreet[2]! : parts.slice(1).join(', ');
  // Without a house number or a postcode this is more likely a list than an address.
  if (!/\d/.test(street) && zip === '') return undefined;
  if (city === '' && zip === '') return undefined;
  return { full, street, line2, city, state, zip, country: country || countryOfPostcode(zip) };
}

/**
 * "3511 AZ": a postcode only one country writes that way says the country an address leaves out. (Four digits
 * and two letters are Dutch; "L-1145" is Luxembourg's. Five digits alone could be anywhere.)
 */
function countryOfPostcode(zip: string): string {
  if (/^\d{4}\s?[A-Z]{2}$/.test(zip)) return 'Netherlands';
  if (/^L-\d{4}$/.test(zip)) return 'Luxembourg';
  // ("50-218 Wrocław": two digits, a dash and three, as only Poland writes them.)
  if (/^\d{2}-\d{3}$/.test(zip)) return 'Poland';
  if (UK_POSTCODE.test(zip)) return 'United Kingdom';
  if (IRISH_POSTCODE.test(zip)) return 'Ireland';
  if (new RegExp(`^${MALTESE_CODE}$`).test(zip)) return 'Malta';
  return '';
}

const IRISH_POSTCODE = new RegExp(`^${EIRCODE}$`);
/** "Co. Cork", "County Dublin": an Irish county. */
const COUNTY = /^(?:Co\.?|County)\s+\p{Lu}\p{L}+$/u;

/**
 * "14, rue des Aubépines" → 14 and "rue des Aubépines"; "Hauptstraße 5", "Rua das Flores 87" → the number after
 * the name; "1907 W Walnut St" → 1907. Undefined for a street without a number.
 */
export function splitHouseNumber(street: string): { number: string; name: string } | undefined {
  const before = street.match(/^(\d{1,6}[A-Za-z]?(?:[-/]\d{1,4})?)\s*,?\s+(\p{L}.*)$/u);
  if (before) return { number: before[1]!, name: before[2]!.trim() };
  const after = street.match(/^(\p{L}.*?\p{L}\.?)\s*,?\s+(\d{1,6}[A-Za-z]?(?:[-/]\d{1,4})?)$/u);
  return after ? { number: after[2]!, name: after[1]!.trim() } : undefined;
}

/** "P.O. Box 3318", "PO Box 12", "Post Office Box 7": a mailing address without a street. */
// ("PO BOX 5521": or in capitals, as a notice prints it.)
const PO_BOX = String.raw`\b(?:P\.?\s?O\.?|Post\s+Office|POST\s+OFFICE)\s+(?:Box|BOX)\s+\d{1,7}`;

const PO_BOX_STREET = new RegExp(`^${PO_BOX}`, 'i');

/** Whether an address's street is a post office box, which receives mail and nothing else. */
export function isPostOfficeBox(street: string): boolean {
  return PO_BOX_STREET.test(street.trim());
}

/**
 * US street addresses inside running text, such as "Buyer: Thomas Reyes, 512 Prairie View Rd, Springfield,
 * IL 62704.": house number, street, optional unit, city, two-letter state and ZIP code.
 */
const STREET_WORD = String.raw`(?:[\p{Lu}\d][\p{L}\d.'’#-]*|of|the|de|la|del|du|and)`;
/**
 * The street is a house number and words that start with a capital or a digit ("200 N Michigan Ave", "548
 * Market St Suite 410"); the comma before the state may be left out ("Billings MT 59101"), and the one before the
 * city may be an "in" ("1642 Larchmont Ave in Dearborn, MI 48126"), a unit may follow the street without one ("3419
 * Folsom St #2, San Francisco CA 94110", "7718 Greenfield Rd apartment 4C, Dearborn MI 48126"), and said aloud the ZIP code may have one before it
 * ("…, Beaverton, Oregon, 97005"). A rural grid number is a house number too ("N4127 County Rd K", as Wisconsin and
 * Illinois number farms: a compass letter and the distance from the baseline). Running text ("44114 to my new home at 82 Magnolia Street") is not a street.
 */
// ("6000 J Street, Placer Hall, Sacramento, CA 95819": a campus building's name is the address's second line too.)
// ("1085 Tunnel Rd, Ste 7A PMB 212, …": a mailbox store's box, its private mailbox number after the suite.)
// ("47-10 Austell Place, Long Island City": a Queens house number, its cross street's block and the house.)
const STREET_AND_UNIT = String.raw`(?:\b(?:\d{2,3}-\d{1,3}|[NSEW]\d{3,6}|\d{1,6}[A-Z]?)\s+${STREET_WORD}(?:\s+${STREET_WORD}){0,7}|${PO_BOX})(?:,\s*(?:[Aa]pt|APT|[Aa]partment|[Aa]partamento|[Aa]pto|[Aa]ppartement|[Aa]ppartamento|[Ii]nterno|[Ss]uite|SUITE|[Ss]te|[Uu]nit|UNIT|#|[Ff]l|[Ff]loor|[Rr]oom|ROOM|[Rr]m|[Bb]ldg|[Bb]uilding|PMB)\.?\s*[\w-]+(?:\s+PMB\s*#?\s*\d[\w-]*)?|,\s*\d{1,2}(?:º|ª|st|nd|rd|th)?\s+(?:[Ff]loor|[Ff]l|andar|piso|étage|etage)\.?|\s+#\s?\d[\w-]*|\s+(?:apartment|apt|unit|suite|ste)\.?\s*#?\s*\d{1,5}[A-Za-z]?\b|,\s*\p{Lu}[\p{L}'’-]+\s+(?:Hall|Building|Tower|Annex|Pavilion))?(?:\s*\([^()]{1,24}\))?`;
const US_ADDRESS = new RegExp(String.raw`${STREET_AND_UNIT}(?:,\s*|\s+in\s+)\p{Lu}[\p{L} .'-]+(?:,\s*|\s+)(?:[A-Z]{2}\.?|${US_STATE_NAME}),?\s+\d{5}(?:-\d{4})?\b`, 'gu');
/** "88 Bright St, apartment 4R, Jersey City 07302": a US address without its state, which its ZIP code says. */
const US_ADDRESS_WITHOUT_STATE = new RegExp(String.raw`${STREET_AND_UNIT},\s*\p{Lu}[\p{L}.'-]*(?:\s\p{Lu}[\p{L}.'-]*){0,2}\s+(\d{5})(?:-\d{4})?\b(?![,.]?\d)`, 'gu');

/**
 * Typed fast or dictated, an address loses its commas: "77 Lakeview Terrace Evanston IL 60201", "4416 Timber
 * Ridge Road Rockford Illinois 61109", "1147 Greenbrier Court apartment 3 Dayton Ohio 45406". Without them only a
 * street-type word (or the unit after it) ends the street; the words after it, up to the state, are the city. ("PO
 * Box 2291 Decatur Georgia 30031": so does a post office box's number.)
 */
export const STREET_TYPE = String.raw`(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Dr|Court|Ct|Terrace|Ter|Way|Boulevard|Blvd|Place|Pl|Circle|Cir|Parkway|Pkwy|Highway|Hwy|Trail|Trl|Square|Sq|Row|Loop|Path|Pike|Alley|Aly|Walk|Cove|Crossing|Xing|Plaza|Plz)`;
const US_ADDRESS_WITHOUT_COMMAS = new RegExp(
  String.raw`\b((?:\d{1,6}\s+(?:${STREET_WORD}\s+){0,5}${STREET_TYPE}\.?|${PO_BOX})(?:\s+(?:apartment|apt|unit|suite|ste)\.?\s*#?\s*\d{1,5}[A-Za-z]?\b)?)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})\s+((?:[A-Z]{2}|${US_STATE_NAME})\s+\d{5}(?:-\d{4})?)\b`,
  'gu',
);

/** "5e étage", "4. OG", "2nd floor", "3º piso": an address's part that names a floor. */
const FLOOR_PART = /^\d{1,2}(?:e|er|ème|º|ª|st|nd|rd|th|\.)?\s*(?:étage|etage|floor|piso|andar|OG|Stock|Etage|verdieping)\b/iu;
/** The most words a street of Europe runs to, number and all ("Via della Madonna dei Monti 42"). */
const STREET_WORDS_AT_MOST = 6;

/** "My room is at ", "she lives in ", "Now it's ": the words before a street that is named in a sentence. */
// ("I, Siobhán Brennan, of 12 Church Lane, …", "I live at 12 Church Lane": or before a number and the street's name.)
// ("… now lives in Maastricht: Tongersestraat 57": so are the words before a colon.)
// ('the new address is: bul. "Vitosha" 118': the street's kind cut short, and its name in quotes, are the street's.)
const LEAD_IN_TO_STREET = /^.*(?:\b(?:at|in|is|it['’]s|was|to|on)|:)\s+(?=(?:(?:ul|al|bul|pl|str|pr|av|bd)\.\s+)?["“„]?\p{Lu}[\p{L}'’.-]*["”“]?(?:\s+[\p{L}'’.-]+){0,4}\s+\d)|^.*\b(?:at|of|in|is|it['’]s|was|to|on|from)\s+(?=\d{1,5}[A-Za-z]?\s+\p{Lu}\p{Ll})/u;

/**
 * "Boulangerie Hoffmann S.à r.l., 3, avenue de la Gare, L-4130 Esch-sur-Alzette, n° dossier …": an address of
 * Europe inside a longer value, its parts between commas ending with the postcode and the town. The parts before
 * it are the street (a house number, a name and a number) and perhaps a unit; a name without a digit is no street.
 */
export function findEuropeanAddress(text: string): { text: string; start: number } | undefined {
  // ("… 1050 Wien — fourth floor, no lift": a dash ends the address.)
  const parts = text.split(/,\s*|\s+[—–]\s+/);
  for (let end = 1; end < parts.length; end++) {
    // ("Flat 2, 17 Marlowe Road, Bristol BS6 5LR": a British postcode comes after the town.)
    const tail = parts[end]!.trim().replace(/[.;]+$/, '').replace(/\s*\([^()]*\)$/, '');
    // ("…, Kinsale, County Cork, P17 HX62, Ireland": or an Eircode alone after the county.)
    if (!ZIP_CITY.test(tail) && !CITY_UK_POSTCODE.test(tail) && !IRISH_POSTCODE.test(tail)) continue;
    // ("… the June 9, 2025 session is full": a year and words in lower case are no postcode and town.)
    if (/^\S+\s+\p{Ll}/u.test(tail) && /\p{Lu}/u.test(text)) continue;
    // ("351 a month, 4212 for the year", typed all in lower case: a town has no words of a sentence's.)
    if (/\s(?:for|the|a|in|to|per|each|or|with|by|from|is|was)\b/.test(tail)) continue;
    // ("… step 4: the WGI posted on my Oct 12, 2025 SF-50": a town has no figures.)
    if (/\d/.test(tail.match(ZIP_CITY)?.[2] ?? '')) continue;
    for (let start = Math.max(0, end - 4); start < end; start++) {
      // ("My room is at Rua dos Fanqueiros 112, …": the words that lead in to the street are no part of it.)
      const first = parts[start]!.trim().replace(LEAD_IN_TO_STREET, '');
      const window = [first, ...parts.slice(start + 1, end + 1)].join(', ').replace(/[.;]+$/, '');
      // The first part is a house number alone ("3, avenue …") or a street with one ("Hauptstraße 5").
      if (!/\d/.test(first) || /^\d+$/.test(first) === false && !/\p{L}/u.test(first)) continue;
      // ("bât. B, 5e étage, 134 cours Lafayette": a floor is no street.)
      if (FLOOR_PART.test(first)) continue;
      // (A street is a few words: "Summit just emailed me that the June 9" is a sentence.)
      if (first.split(/\s+/).length > STREET_WORDS_AT_MOST) continue;
      const parsed = parseAddress(window);
      if (!parsed || parsed.street === '' || !/\p{L}/u.test(parsed.street)) continue;
      // ("…, 1100-232 Lisboa, Portugal.": the country after the town is the address's too.)
      const country = parts[end + 1]?.trim().replace(/[.;]+$/, '');
      const whole = country !== undefined && isCountry(country) ? `${window}, ${country}` : window;
      return { text: whole, start: text.indexOf(window) };
    }
  }
  return undefined;
}

/** The US addresses in a text, as written (with or without their commas), and where they are. */
/**
 * The text with the word for a postcode dropped between a state and its ZIP code on one line ("Oak Park, Illinois,
 * CAP 60304", as an Italian writes it; "IL, ZIP 60302"): an address reads on without it. (A "ZIP:" line under a
 * "City: Portland, Oregon" line is a key of its own.)
 */
export function withPostcodeWordsDropped(text: string): string {
  return text.replace(POSTCODE_WORD, '$1 ');
}

/**
 * An address said aloud, written with the pauses it was said with: "1452 Elm Ridge Drive, apartment 3B, in
 * Sacramento, California, 95825". Without the "in" before the town and the comma before the ZIP code it reads as
 * an address is written. (Run once spoken numbers are digits.)
 */
export function withSpokenAddressPausesTidied(text: string): string {
  return text.replace(STATE_COMMA_ZIP, '$1 ').replace(IN_BEFORE_TOWN, ', ').replace(TOWN_SENTENCE_AFTER_STREET, '$1, ').replace(POSTCODE_SENTENCE_AFTER_STREET, '$1, ');
}
// ("… flat 7. Postcode 54630, Thessaloniki, Greece.": the postcode's sentence goes on with the street's.)
const POSTCODE_SENTENCE_AFTER_STREET = /(\b\d{1,6}\b[^.\n]{0,80}?)\.\s+(?=(?:[Pp]ost(?:al)? ?code|ZIP code|Zip code)\s+[\dA-Z][\dA-Z -]{2,8},\s+\p{Lu})/gu;
// ("5820 North Kedzie Avenue, apartment 3F. Chicago, Illinois 60659.", dictated with a "period" between: the town's
// sentence goes on with the street's.)
// (Not after an abbreviation's full stop: "77 Fox River Dr, Apt 2, St. Charles, IL 60174" is one address already.)
const TOWN_SENTENCE_AFTER_STREET = new RegExp(String.raw`(\b\d{1,6}\s+\p{Lu}[^.\n]{3,80}?)(?<!\b(?:St|Ft|Mt|Pt|Ste|Apt|No|Dr|Ave|Rd|Blvd|Ln|Ct|N|S|E|W))\.\s+(?=\p{Lu}[\p{L}'’ ]{1,30},?\s+(?:${US_STATE_NAME}|[A-Z]{2})\s+\d{5}(?:-\d{4})?\b)`, 'gu');
const STATE_COMMA_ZIP = new RegExp(String.raw`(\b(?:${US_STATE_NAME})),[ \t]+(?=\d{5}(?:-\d{4})?\b(?![,.]?\d))`, 'gu');
// ("1540 Rice Street in Saint Paul, MN 55117": without the comma, after a street's type.)
const IN_BEFORE_TOWN = new RegExp(String.raw`(?:(?<=\d[\p{L}\d .'’-]{0,40}),\s+|(?<=\d[\p{L}\d .'’-]{0,40}\b${STREET_TYPE}\.?)\s+)in\s+(?=\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2},?\s+(?:${US_STATE_NAME}|[A-Z]{2})\b)`, 'gu');
const POSTCODE_WORD = new RegExp(String.raw`((?:${US_STATE_NAME})|\b[A-Z]{2}),?[ \t]+(?:CAP|C\.A\.P\.|CEP|ZIP(?:[ \t]+code)?)[ \t]*:?[ \t]+(?=\d{5}\b)`, 'gu');

export function findUsAddresses(text: string): { text: string; start: number; end: number }[] {
  const found: { text: string; start: number; end: number }[] = [];
  for (const m of text.matchAll(US_ADDRESS)) {
    const start = m.index ?? 0;
    found.push({ text: m[0], start, end: start + m[0].length });
  }
  for (const m of text.matchAll(US_ADDRESS_WITHOUT_COMMAS)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    if (!found.some((f) => start < f.end && end > f.start)) found.push({ text: m[0], start, end });
  }
  for (const m of text.matchAll(US_ADDRESS_WITHOUT_STATE)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    if (stateOfZip(m[1]!) !== undefined && !found.some((f) => start < f.end && end > f.start)) found.push({ text: m[0], start, end });
  }
  return found.sort((a, b) => a.start - b.start);
}

const WHOLE_ADDRESS_WITHOUT_COMMAS = new RegExp(`^${US_ADDRESS_WITHOUT_COMMAS.source}$`, 'u');

/** "77 Lakeview Terrace Evanston IL 60201" → "77 Lakeview Terrace, Evanston, IL 60201"; others as they are. */
function withAddressCommas(text: string): string {
  if (text.includes(',')) return text;
  const m = text.trim().match(WHOLE_ADDRESS_WITHOUT_COMMAS);
  return m ? `${m[1]}, ${m[2]}, ${m[3]}` : text;
}

/**
 * An address given in separate pieces ("street": "1200 Harbor Blvd, Suite 410", "city": "Oakland", "state":
 * "CA", "zip": "94607") put together as one, so a field that asks for two pieces at once ("City, state, and
 * ZIP code") or for the whole can take it. A unit written after the street ("…, Suite 410") is its second line.
 */
export function addressFromParts(parts: { street: string; line2?: string; city?: string; state?: string; zip?: string; country?: string }): PostalAddress {
  const flat = parts.street.includes(',') ? null : parts.street.trim().match(FLAT_AFTER_NAMED_STREET);
  const pieces = (flat ? [flat[1]!, flat[2]!] : parts.street.split(',')).map((p) => p.trim()).filter((p) => p !== '');
  const unitAt = pieces.findIndex((p, i) => i > 0 && UNIT.test(p));
  const street = unitAt > 0 ? pieces.slice(0, unitAt).join(', ') : pieces.join(', ');
  const line2 = [unitAt > 0 ? pieces.slice(unitAt).join(', ') : '', parts.line2?.trim() ?? ''].filter((p) => p !== '').join(', ');
  const address: PostalAddress = {
    full: '',
    street,
    line2,
    city: parts.city?.trim() ?? '',
    state: parts.state?.trim() ?? '',
    zip: parts.zip?.trim() ?? '',
    country: parts.country?.trim() ?? '',
  };
  address.full = [street, line2, cityStateZip(address), address.country].filter((p) => p !== '').join(', ');
  // (A postcode only one country writes so says the country the parts leave out; the address as written stays.)
  if (address.country === '') address.country = countryOfPostcode(address.zip);
  return address;
}

export function cityStateZip(address: PostalAddress): string {
  const region = [address.state, address.zip].filter((p) => p !== '').join(' ');
  return [address.city, region].filter((p) => p !== '').join(', ');
}

/**
 * The name just before an address: "Office of the Chief Information Officer, Infrastructure Branch, " or
 * "…, offered by Cloud Native Skills Institute, ". Up to three comma parts, each starting with a capital and
 * free of digits; a part introduced by "by"/"to"/"at" is the first.
 */
const NAME_CONNECTORS = new Set(['of', 'the', 'and', 'for', 'de', 'du', 'des', 'la', 'le', 'von', 'van', 'der', 'y', 'e', 'di', 'del', 'at', 'on']);

/**
 * The most comma-separated parts of a name before an address: an office may be an agency, a region, a field office and
 * the building it is in ("GSA Public Buildings Service, New England Region, Boston Field Office, Thomas P. O'Neill Jr.
 * Federal Building, 10 Causeway Street, …").
 */
const NAME_PARTS_BEFORE_ADDRESS = 4;

export function nameBefore(text: string): string | undefined {
  // ("Library Service (142D), VA Maryland Health Care System, …": an office's code in brackets after its name is the
  // name's, not a part of its own.)
  const parts = text.split(/[,;]|\((?![^(),]{1,15}\))/).map((p) => p.trim());
  if (parts[parts.length - 1] === '') parts.pop();
  const name: string[] = [];
  while (parts.length > 0 && name.length < NAME_PARTS_BEFORE_ADDRESS) {
    let part = parts.pop()!;
    // "Coastline Health Partners, Attn: Vendor Setup, 780 …": whose attention is part of the name line, and
    // the name it is for comes before it.
    const attention = part.match(/^(?:attn|attention|c\/o|care of)\s*[:.]?\s*(\p{Lu}.*)$/iu);
    if (attention) {
      name.unshift(part);
      continue;
    }
    // "Buyer: Thomas Reyes": the key ends the name.
    const keyed = part.includes(':');
    if (keyed) part = part.slice(part.lastIndexOf(':') + 1).trim();
    // ("vendor is the Interagency Leadership Training Center, 4200 …": the article a value opens with is no part of the name.)
    if (parts.length === 0) part = part.replace(/^the\s+(?=\p{Lu})/u, '');
    // ("my offer letter lists the company as Tualatin Valley Orthodontics LLC, 8800 …": or says what it is named as.)
    // ("course number SPAN 1113, through Cimarron Valley Community College, Continuing and Workforce Education, 1200 …":
    // or whom it is taken through.)
    // ("Cascadia Institute for Water Quality Training": a preposition inside a name of capitalised words introduces
    // nothing.)
    const introducedBy = part.match(/^((?:.*\b)?)(?:offered|provided|run|organi[sz]ed|given|taught|sold|issued|supplied|by|to|at|from|for|in|as|through|via)\s+(?:the\s+)?(\p{Lu}.*)$/u);
    const introduced = introducedBy && !/^\p{Lu}[\p{L}&'’.-]*(?:\s+(?:\p{Lu}[\p{L}&'’.-]*|of|and|&))*\s*$/u.test(introducedBy[1]!) ? [introducedBy[0], introducedBy[2]] : null;
    const candidate = introduced ? introduced[1]! : part;
    const withoutCode = candidate.replace(/\s*\([^()]{1,15}\)$/, '');
    if (!/^\p{Lu}/u.test(candidate) || /[\d:"“”]/.test(withoutCode) || withoutCode.split(/\s+/).length > 8) break;
    // "My previous address was, …" and "Previous residence was, …" are sentences, not names: a name's words
    // are capitalised but for the small words inside it ("Office of the Chief Information Officer").
    if (/^(my|our|his|her|their|the|this|that|i|we|it|you|your)\b/i.test(candidate)) break;
    if (!withoutCode.split(/\s+/).every((w) => /^[\p{Lu}\d&]/u.test(w) || NAME_CONNECTORS.has(w))) break;
    name.unshift(candidate);
    if (introduced || keyed) break;
  }
  return name.length > 0 ? name.join(', ') : undefined;
}

/**
 * ", of Edwardsville, Illinois", ", Naperville IL", " of Oak Park": the town written right after a person's name, with
 * "of" before it or its state after it, is where they live, and all that is left of the line. (A street address
 * after the name is read as an address.)
 */
// ("of the City of Naperville", "residing in the Town of Oro Valley": as a deed names the town.)
const OF_TOWN = /^(?:of|(?:(?:who\s+)?(?:is\s+)?(?:currently|now|presently)\s+)?(?:living|residing|lives|resides|based)\s+in)\s+(?:the\s+(?:City|Town|Village|Borough|Township)\s+of\s+)?/i;

export function townAfterName(rest: string): { city: string; state: string } | undefined {
  // ("… Naperville, Illinois (the Principal's daughter).": a remark in brackets after the place is no part of it.)
  let text = rest.trim().replace(/[.\s]+$/, '').replace(/\s*\([^()]*\)$/, '').replace(/^,\s*/, '');
  // ("…, Supervisory Civil Engineer": without "of" before it or a state after it, words after a name are no town.)
  // ("…, currently living in Scottsdale, Arizona": so is one the person is said to live in.)
  const ofTown = OF_TOWN.test(text);
  text = text.replace(OF_TOWN, '');
  // ("Naperville IL", "Edwardsville, Illinois": the state after the town.)
  const written = text.match(/,?\s+(\p{Lu}[\p{L}]+(?:\s+\p{Lu}[\p{L}]+)?)$/u);
  const state = written ? stateCodeOf(written[1]!) : undefined;
  if (state) text = text.slice(0, written!.index);
  if (!ofTown && !state) return undefined;
  // ("Rafael Bakshi, Illinois": a state alone is no town.)
  return /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2}$/u.test(text) && !stateCodeOf(text) ? { city: text, state: state ?? '' } : undefined;
}
