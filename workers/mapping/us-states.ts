/**
 * US states (and DC) by name and postal code: addresses written with the state spelled out ("Santa Ana,
 * California 92704") are read like those with its code, and a form's state box gets the code.
 */

const STATES: Record<string, string> = {
  alabama: 'AL', alaska: 'AK', arizona: 'AZ', arkansas: 'AR', california: 'CA', colorado: 'CO', connecticut: 'CT',
  delaware: 'DE', 'district of columbia': 'DC', florida: 'FL', georgia: 'GA', hawaii: 'HI', idaho: 'ID',
  illinois: 'IL', indiana: 'IN', iowa: 'IA', kansas: 'KS', kentucky: 'KY', louisiana: 'LA', maine: 'ME',
  maryland: 'MD', massachusetts: 'MA', michigan: 'MI', minnesota: 'MN', mississippi: 'MS', missouri: 'MO',
  montana: 'MT', nebraska: 'NE', nevada: 'NV', 'new hampshire': 'NH', 'new jersey': 'NJ', 'new mexico': 'NM',
  'new york': 'NY', 'north carolina': 'NC', 'north dakota': 'ND', ohio: 'OH', oklahoma: 'OK', oregon: 'OR',
  pennsylvania: 'PA', 'rhode island': 'RI', 'south carolina': 'SC', 'south dakota': 'SD', tennessee: 'TN',
  texas: 'TX', utah: 'UT', vermont: 'VT', virginia: 'VA', washington: 'WA', 'west virginia': 'WV',
  wisconsin: 'WI', wyoming: 'WY',
};

/** A state's name capitalised as written ("New York", "District of Columbia"). */
function writtenName(name: string): string {
  return name
    .split(' ')
    .map((w) => (w === 'of' ? 'of' : `${w[0]!.toUpperCase()}${w.slice(1)}`))
    .join(' ');
}

/** A state's name as a regular-expression alternative, capitalised as written ("New York", "North Carolina"). */
export const US_STATE_NAME = Object.keys(STATES)
  .sort((a, b) => b.length - a.length)
  .map((name) => writtenName(name).split(' ').join('\\s+'))
  .join('|');

/** The postal code of a state written out; undefined for anything else. */
export function usStateCode(name: string): string | undefined {
  return STATES[name.trim().toLowerCase().replace(/\s+/g, ' ')];
}

const STATE_CODES = new Set(Object.values(STATES));

/** Whether a word is a state's postal code as written ("IL"). */
export function isUsStateCode(word: string): boolean {
  return STATE_CODES.has(word);
}

/** The postal code of a state written out or given as its code ("Illinois", "IL"); undefined for anything else. */
export function stateCodeOf(text: string): string | undefined {
  return usStateCode(text) ?? (isUsStateCode(text) ? text : undefined);
}

/** Whether a word is the whole name of a state ("illinois"; not "new" or "york" of a two-word name). */
export function isOneWordStateName(word: string): boolean {
  return !word.includes(' ') && STATES[word.toLowerCase()] !== undefined;
}

const NAME_OF_CODE = new Map(Object.entries(STATES).map(([name, code]) => [code, writtenName(name)]));

/**
 * What goes in a blank printed after "State of" in running text ("… in the municipality of ____ State of ____"):
 * the state's name, as a deed or a power of attorney writes it ("Arizona", not "AZ"). Any other value, or a
 * box not after those words, keeps what it was.
 */
export function stateWrittenOut(label: string, value: string): string {
  return /\bstate of\s*$/i.test(label.trim()) ? (NAME_OF_CODE.get(value.trim()) ?? value) : value;
}

/**
 * The state each ZIP code's first three digits belong to, as the Postal Service assigns them (ranges inclusive; a
 * range not listed, the armed forces' and the territories', has none). A clerk reads "Chicago 60647" as Illinois.
 */
const ZIP_PREFIX_STATES: [number, number, string][] = [
  [10, 27, 'MA'], [28, 29, 'RI'], [30, 38, 'NH'], [39, 49, 'ME'], [50, 54, 'VT'], [55, 55, 'MA'], [56, 59, 'VT'],
  [60, 69, 'CT'], [70, 89, 'NJ'], [100, 149, 'NY'], [150, 196, 'PA'], [197, 199, 'DE'], [200, 200, 'DC'],
  [201, 201, 'VA'], [202, 205, 'DC'], [206, 219, 'MD'], [220, 246, 'VA'], [247, 268, 'WV'], [270, 289, 'NC'],
  [290, 299, 'SC'], [300, 319, 'GA'], [320, 339, 'FL'], [341, 349, 'FL'], [350, 369, 'AL'], [370, 385, 'TN'],
  [386, 397, 'MS'], [398, 399, 'GA'], [400, 427, 'KY'], [430, 459, 'OH'], [460, 479, 'IN'], [480, 499, 'MI'],
  [500, 528, 'IA'], [530, 549, 'WI'], [550, 567, 'MN'], [569, 569, 'DC'], [570, 577, 'SD'], [580, 588, 'ND'],
  [590, 599, 'MT'], [600, 629, 'IL'], [630, 658, 'MO'], [660, 679, 'KS'], [680, 693, 'NE'], [700, 715, 'LA'],
  [716, 729, 'AR'], [730, 749, 'OK'], [750, 799, 'TX'], [800, 816, 'CO'], [820, 831, 'WY'], [832, 838, 'ID'],
  [840, 847, 'UT'], [850, 865, 'AZ'], [870, 884, 'NM'], [885, 885, 'TX'], [889, 898, 'NV'], [900, 961, 'CA'],
  [967, 968, 'HI'], [970, 979, 'OR'], [980, 994, 'WA'], [995, 999, 'AK'],
];

/** The state of a US ZIP code ("60647" → "IL", "07302" → "NJ"); undefined for a code of no state. */
export function stateOfZip(zip: string): string | undefined {
  const prefix = zip.match(/^(\d{3})\d{2}(?:-\d{4})?$/)?.[1];
  if (prefix === undefined) return undefined;
  const n = Number(prefix);
  return ZIP_PREFIX_STATES.find(([from, to]) => n >= from && n <= to)?.[2];
}
