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
