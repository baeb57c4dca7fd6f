/**
 * Codes that exports and spreadsheets write instead of words: "Sex: F", "Languages: EN; ZH", "Country: US",
 * "required: false".
 * Under a key that asks for exactly that, the code is spelt out, so a form's options ("Woman", "Chinese",
 * "United States of America") meet it. Only under such a key: "F" alone is a grade or a note, "DE" a state code.
 */

/** "M/F": a column headed by the two codes of a person's sex. */
const SEX_CODES_KEY = String.raw`m\s?\/\s?f`;
// ("Sexe: F", "Geschlecht: W", "Sexo: M": or in the language of an ID card.)
const SEX_KEY = new RegExp(String.raw`^(?:sex|gender|sexe|sexo|sesso|geschlecht|p[łl]e[ćc]|${SEX_CODES_KEY})$`, 'i');
const SEX_CODES_ALONE = new RegExp(String.raw`^\s*${SEX_CODES_KEY}\s*$`, 'i');

/** A key named by the codes it heads, named by what it is ("M/F" → "sex"); any other key as it is. */
export function keyOfCodes(key: string): string {
  return SEX_CODES_ALONE.test(key) ? 'sex' : key;
}
const LANGUAGE_KEY = /^(?:lang(?:uage)?s?|languages? spoken|spoken languages?)$/i;
const COUNTRY_KEY = /^(?:country|nationality|citizenship|country of (?:residence|citizenship))$/i;

// ("Geschlecht: W": weiblich.)
const SEXES: Record<string, string> = { m: 'Male', f: 'Female', w: 'Female' };

/** ISO 639-1 codes of the languages forms most often list. */
const LANGUAGES: Record<string, string> = {
  ar: 'Arabic',
  bn: 'Bengali',
  cs: 'Czech',
  da: 'Danish',
  de: 'German',
  el: 'Greek',
  en: 'English',
  es: 'Spanish',
  fa: 'Persian',
  fi: 'Finnish',
  fr: 'French',
  he: 'Hebrew',
  hi: 'Hindi',
  hu: 'Hungarian',
  id: 'Indonesian',
  it: 'Italian',
  ja: 'Japanese',
  ko: 'Korean',
  nl: 'Dutch',
  no: 'Norwegian',
  pl: 'Polish',
  pt: 'Portuguese',
  ro: 'Romanian',
  ru: 'Russian',
  sv: 'Swedish',
  th: 'Thai',
  tl: 'Tagalog',
  tr: 'Turkish',
  uk: 'Ukrainian',
  ur: 'Urdu',
  vi: 'Vietnamese',
  zh: 'Chinese',
};

const LANGUAGE_NAMES = new Set(Object.values(LANGUAGES).map((name) => name.toLowerCase()));

/** Whether a word is a language's name ("French", "polish"), of those forms most often list. */
export function isLanguageName(word: string): boolean {
  return LANGUAGE_NAMES.has(word.trim().toLowerCase());
}

/** Country codes that are no word of their own ("US" is also a pronoun, so only under a country key). */
const COUNTRIES: Record<string, string> = {
  us: 'United States',
  usa: 'United States',
  gb: 'United Kingdom',
  uae: 'United Arab Emirates',
};

/** Every other ISO 3166 two-letter code ("SE" → "Sweden"), from the runtime's own locale data, nothing fetched. */
const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

function countryName(code: string): string | undefined {
  const c = code.replace(/\./g, '');
  const known = COUNTRIES[c.toLowerCase()];
  if (known) return known;
  if (!/^[A-Z]{2}$/.test(c)) return undefined;
  const name = REGION_NAMES.of(c);
  return name && !/unknown/i.test(name) ? name : undefined;
}

/** The value with its codes spelt out (a boolean always; a sex, languages or a country under such a key). */
export function spelledOutCode(key: string, value: string): string {
  // A JSON path's last step is the key ("applicant.sex").
  const k = key.trim().split(/[.>]/).pop()!.trim();
  const v = value.trim();
  // An export's booleans: `required="false"` answers its key's question with a no.
  if (/^(?:true|false)$/i.test(v)) return /^true$/i.test(v) ? 'Yes' : 'No';
  if (SEX_KEY.test(k)) return SEXES[v.toLowerCase()] ?? value;
  if (COUNTRY_KEY.test(k)) return countryName(v) ?? value;
  if (LANGUAGE_KEY.test(k)) {
    const items = v.split(/\s*[;,/]\s*|\s+/).filter((i) => i !== '');
    // Spelt out only when every item is a code: "EN; ZH", not "English and some FR".
    if (items.length === 0 || !items.every((i) => LANGUAGES[i.toLowerCase()] !== undefined && /^[A-Za-z]{2}$/.test(i))) return value;
    return items.map((i) => LANGUAGES[i.toLowerCase()]!).join(', ');
  }
  return value;
}
