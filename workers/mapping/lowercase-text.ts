/**
 * A message typed all in lower case, as on a phone ("seller is ray castellano, adress 88 birchwood ln, normal il
 * 61761"): names and addresses are found by their capitals everywhere else, so here the two kinds of value whose
 * shape is plain are given their capitals back — a street address ending in a state's code and a ZIP code, and a
 * name of two or three words right after the role or the words that introduce it, and the first letter of each
 * line. Nothing else is touched.
 * A plain function of the text.
 */
import { NAME_PART_KEY, STREET_TYPE, isCountry } from './parse-compound.js';
import { SPEAKER_LINE } from './speaker-lines.js';
import { US_STATE_NAME, isUsStateCode, usStateCode } from './us-states.js';

/** Below this share of words with a capital, a text is written in lower case. */
const LOWERCASE_SHARE = 0.03;
/** Enough words to tell a lower-case writer from a short note. */
const MIN_WORDS = 20;
/** "[Voicemail transcript - automatic]", "From: (312) 555-0199 | Received: Wed 6:18 PM": an app's header, in its own capitals. */
const HEADER_LINE = /^\s*(?:\[[^\]]*\]|\p{Lu}[\p{L} ]{0,20}:\s.*)\s*$/u;

/**
 * "1407 n walnut st bloomington il 61701", "88 birchwood ln, normal il 61761", "330 independence ave sw, washington dc
 * 20201" (the street types of a written
 * address, in any case: the text is in lower case throughout).
 */
// ("1422 hollister avenue apartment 3 b pasadena california 91104", as dictated: the state by its name, the unit's
// letter said apart.)
const LOWER_ADDRESS = new RegExp(
  String.raw`\b(\d{1,6}\s+)((?:[a-z]+\.?\s+){0,3}[a-z]+\.?\s+${STREET_TYPE}\b\.?(?:\s+(?:n|s|e|w|ne|nw|se|sw)\b\.?)?(?:,?\s+(?:suite|ste|apt|apartment|unit|#)\.?\s*(?:\d{1,5}\s[a-z](?=\s)|[a-z\d-]+))?)(,?\s+)((?:[a-z]+\s+){0,2}[a-z]+)(,?\s+)([a-z]{2}|${US_STATE_NAME})(\s+\d{5}(?:-\d{4})?)\b`,
  'gi',
);
/**
 * "hoogstraat 17,\n2000 antwerpen, belgium": a street of Europe, one word and its number, its postcode and town, and
 * the country, perhaps over two lines. Cased on one line: "Hoogstraat 17, 2000 Antwerpen, Belgium".
 */
const LOWER_EUROPEAN_ADDRESS = /(?<![\p{L}\d])(\p{Ll}[\p{Ll}'’-]{2,}\s+\d{1,4}[a-z]?)\s*,\s*\n?\s*(\d{4,5}(?:\s?\p{Ll}{2}(?=\s))?)\s+(\p{Ll}[\p{Ll}'’]+(?:[ -]\p{Ll}[\p{Ll}'’]+)?)\s*,\s*(\p{Ll}+(?:\s\p{Ll}+){0,3}?)(?=\s*[,.;)!]|\s*$)/gmu;

/** "me = buyer. derek m sims,", "seller is ray castellano,", "my name is ana ruiz.": a role, then the name. */
// ("her name is kestrel dunmore she's a wood elf rogue": in a voicemail's transcript the next thought follows unstopped.)
// ("name: saoirse ní bhraonáin": after a line's name key too, in any alphabet's lower case, a family name's particle
// between.)
const LOWER_NAME_AFTER_ROLE = /((?:\bme\s*=\s*(?:the\s+)?(?:buyer|seller)\.?|\b(?:buyer|seller|applicant|employee|owner|agent|witness)\s+(?:is|=|:)|\bmy name is|\b(?:his|her) name is|(?:^|[.!?]\s+)name is|^\s*(?:full |legal |character |player )?name\s*:)\s+)(\p{Ll}{2,}(?:\s+\p{Ll}\.?)?(?:\s+(?:ní|nic|mac|de|da|del|della|van|von|der|den|la|le|du|bin|al|el|dos|das))?\s+\p{Ll}[\p{Ll}'’]+(?:-\p{Ll}{2,})?)(?=\s*[,.;(]|\s*$|\s+(?:she|he|they|i|and|who)(?:['’]\p{L}+)?\s)/gmu;

/** "family name: quintero", "first name: marisol": a key of one part of a name, then that part. */
const LOWER_NAME_PART_AFTER_KEY = new RegExp(String.raw`^(\s*(?:(?:so|and)\s+)?${NAME_PART_KEY}\s*:\s*)(\p{Ll}[\p{Ll}'’-]+)\s*$`, 'gmu');

// (Each word's first letter, in any alphabet: "bhraonáin" is "Bhraonáin", not "BhraonáIn".)
const capitalised = (words: string) => words.replace(/(?<![\p{L}\p{N}'’])(\p{Ll})/gu, (c) => c.toUpperCase());

/** Whether a text is written in lower case throughout, as typed on a phone or transcribed from speech. */
export function isWrittenInLowerCase(text: string): boolean {
  // (What the writer typed or said, not a header's labels: "From: (312) 555-0199 | Received: Wed 6:18 PM".)
  const words = text.split('\n').filter((line) => !HEADER_LINE.test(line)).join(' ').match(/\p{L}+/gu) ?? [];
  if (words.length < MIN_WORDS) return false;
  // (Codes in capitals, "S520-7714-3092", "II", are no sign of a writer who capitalises names.)
  const withCapital = words.filter((w) => /^\p{Lu}\p{Ll}/u.test(w)).length;
  return withCapital / words.length <= LOWERCASE_SHARE;
}

export function withLowercaseTextCased(text: string): string {
  if (isWrittenInLowerCase(text)) return casedText(text);
  // A chatbot's or a help desk's transcript: the person answering types in lower case while the other side writes
  // capitals, so the text as a whole is not lower case; that speaker's lines are cased as a lower-case text's are.
  // ("You: marguerite j hollis": a transcript's line, its speaker's label and what they said, as parse-chat.ts reads it.)
  const lines = text.split('\n').map((line) => ({ line, said: line.match(SPEAKER_LINE) }));
  const bySpeaker = new Map<string, string[]>();
  for (const { said } of lines) if (said) bySpeaker.set(said[1]!.toLowerCase(), [...(bySpeaker.get(said[1]!.toLowerCase()) ?? []), said[2]!]);
  const lowerSpeakers = new Set([...bySpeaker].filter(([, messages]) => isWrittenInLowerCase(messages.join('\n'))).map(([speaker]) => speaker));
  if (lowerSpeakers.size === 0 || lowerSpeakers.size === bySpeaker.size) return text;
  return lines
    .map(({ line, said }) => (said && lowerSpeakers.has(said[1]!.toLowerCase()) ? `${line.slice(0, line.length - said[2]!.length)}${casedText(said[2]!)}` : line))
    .join('\n');
}

/**
 * "ok hey Priya it's Dom … so. character name is Tamsin Vey, I dropped the Reedwater thing. she's a half-elf, age is
 * um forty-two …": a speaker's words typed by a transcriber as one long paragraph, the names given their capitals but
 * not the sentences. The sentences' first letters are given theirs, as a statement read from the text expects, in a
 * paragraph of PARAGRAPH_LENGTH characters or more where most sentences start in lower case (MIN_LOWER_STARTS or
 * more). A chat's short messages keep their case: other readers take them as typed.
 */
export function withSentenceStartsCased(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      if (line.length < PARAGRAPH_LENGTH) return line;
      const starts = [...line.matchAll(SENTENCE_START)].map((m) => m[1]!);
      const lower = starts.filter((letter) => /\p{Ll}/u.test(letter)).length;
      return lower < MIN_LOWER_STARTS || lower * 2 < starts.length ? line : withSentencesCapitalised(line);
    })
    .join('\n');
}

/** "DL H416-7702-1953 (IL). serial is MR48213C" → "… (IL). Serial is MR48213C": each sentence after the first opens with a capital. */
export function withSentencesCapitalised(line: string): string {
  return line.replace(SENTENCE_START, (letter: string) => letter.toUpperCase());
}

/** A sentence's first letter after another's end ("… that bridge. so leave …"). */
const SENTENCE_START = /(?<=[\p{L}\d)][.!?][ \t]+)(\p{L})(?=\p{L}*[\s,.'’])/gu;
/** A transcript's paragraph runs this long; a message is shorter. */
const PARAGRAPH_LENGTH = 200;
/** Fewer sentences than this starting in lower case, and their case is the writer's choice. */
const MIN_LOWER_STARTS = 3;

/**
 * "legal name is ridgeback provisions llc", "the catering name we use (dba) is harbor & vine catering": a business's
 * name after the words that introduce it, up to the end of the statement, its legal suffix in capitals.
 */
const LOWER_BUSINESS_NAME =
  /((?:\b(?:legal|business|company|trade|firm)\s+name\s+(?:is|:)|\(dba\)\s+is|\bdba\s*:?|\bdoing business as)\s+)((?:(?!(?:llc|inc|corp|ltd|lp|llp|pllc)\b)[a-z][a-z'’]+\s+(?:&\s+)?){0,4}(?!(?:llc|inc|corp|ltd|lp|llp|pllc)\b)[a-z][a-z'’]+)(\s+(?:llc|inc|corp|ltd|lp|llp|pllc)\b)?(?=\s*(?:[,;]|\.(?:\s|$)|$))/gmu;

/** "w413-2207-8815", then perhaps ", il": a letter or two and groups of digits, and the state that issued it. */
const LOWER_LICENCE = /(?<![\p{L}\d])(\p{Ll}{1,2}\d+(?:-\d+){1,3})(?![\p{L}\d])(,\s*\p{Ll}{2}(?![\p{L}]))?/gu;

/** "derek m sims" → "Derek M. Sims": a name typed in lower case, with the full stop a typed initial takes. */
export function casedName(name: string): string {
  return capitalised(name).replace(/(?<= )([A-Z])(?= )/, '$1.');
}

/** An address matched by LOWER_ADDRESS with its capitals (and its commas, when it was said without them). */
const casedAddress = (commas: boolean) => (whole: string, number: string, street: string, gap: string, city: string, gap2: string, state: string, zip: string): string => {
  const code = isUsStateCode(state.toUpperCase()) ? state.toUpperCase() : usStateCode(state) ? capitalised(state.toLowerCase()) : undefined;
  if (code === undefined) return whole;
  // ("611 tannery row suite 4": the unit after the street gets the comma an address writes before it; "apartment 3 b"
  // its letter joined to its number.)
  const cased = capitalised(street)
    .replace(/,?\s+(Suite|Ste|Apt|Apartment|Unit|#)(?=[\s.\d])/, ', $1')
    .replace(/(\d)\s([A-Z])$/, '$1$2');
  // (Said aloud, an address has no commas: they go where a written one has them.)
  const comma = (between: string) => (commas && !between.includes(',') ? `,${between}` : between);
  return `${number}${cased}${comma(gap)}${capitalised(city)}${comma(gap2)}${code}${zip}`;
};

/**
 * Lines of a text otherwise typed with capitals that are in lower case throughout but for their first letter, as
 * a dictated message's are once cut into thoughts (dictation.ts): their addresses given their capitals.
 */
export function withLowercaseLinesAddressesCased(text: string): string {
  return text
    .split('\n')
    .map((line) => (/\d/.test(line) && !/\p{Lu}/u.test(line.slice(1)) ? line.replace(LOWER_ADDRESS, casedAddress(true)) : line))
    .map((line) => line.replace(LOWER_TOWN_AFTER_STREET, (whole, street: string, town: string, state: string, zip: string) => (isUsStateCode(state.toUpperCase()) ? `${street}, ${capitalised(town)}, ${state.toUpperCase()} ${zip}` : whole)))
    .join('\n');
}

/** "2208 Orchard Hill Rd grand junction co 81504": a street typed with its capitals, then the town and state without. */
const LOWER_TOWN_AFTER_STREET = new RegExp(String.raw`(\b\d{1,6}\s+(?:\p{Lu}[\p{L}'’-]*\s+){1,4}${STREET_TYPE}\.?)\s+([a-z][a-z'-]+(?:\s+[a-z][a-z'-]+){0,2}),?\s+([a-z]{2})\.?,?\s+(\d{5}(?:-\d{4})?)\b`, 'gu');

function casedText(text: string): string {
  return text
    .replace(LOWER_BUSINESS_NAME, (_whole, lead: string, name: string, suffix: string | undefined) => `${lead}${capitalised(name).replace(/\bAnd\b/g, 'and')}${suffix ? suffix.toUpperCase() : ''}`)
    .replace(LOWER_ADDRESS, casedAddress(false))
    .replace(LOWER_EUROPEAN_ADDRESS, (whole, street: string, postcode: string, town: string, country: string) =>
      isCountry(country) ? `${capitalised(street)}, ${postcode.toUpperCase()} ${capitalised(town)}, ${capitalised(country)}` : whole,
    )
    .replace(LOWER_NAME_AFTER_ROLE, (_whole, lead: string, name: string) => `${lead}${casedName(name)}`)
    // ("family name: quintero": a name's part alone after its key.)
    .replace(LOWER_NAME_PART_AFTER_KEY, (_whole, lead: string, part: string) => `${lead}${capitalised(part)}`)
    // ("dl# w413-2207-8815, il": a licence's number in capitals, as it is printed, and the state after it as its code.)
    .replace(LOWER_LICENCE, (_whole, code: string, state: string | undefined) => `${code.toUpperCase()}${state && isUsStateCode(state.slice(-2).toUpperCase()) ? state.toUpperCase() : (state ?? '')}`)
    // ("seller is Ray Castellano": a line opens with a capital, as the statements read from it expect; so does a sentence,
    // "… not a new request. name is Lotte Vermeulen".)
    .replace(/^(\s*)([a-z])/gm, (_whole, space: string, letter: string) => `${space}${letter.toUpperCase()}`)
    .replace(/(?<=[a-z\d)][.!?]\s+)([a-z])(?=[a-z]*\s)/g, (letter: string) => letter.toUpperCase());
}
