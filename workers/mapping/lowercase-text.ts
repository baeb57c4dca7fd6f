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
/** "apt eleven oh eight": a unit said in words, which spoken-numbers.ts writes in figures after this. */
const SPOKEN_DIGIT_WORDS = String.raw`(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)`;
const LOWER_ADDRESS = new RegExp(
  String.raw`\b(\d{1,6}\s+)((?:[a-z]+\.?\s+){0,3}[a-z]+\.?\s+${STREET_TYPE}\b\.?(?:\s+(?:n|s|e|w|ne|nw|se|sw)\b\.?)?(?:,?\s+(?:suite|ste|apt|apartment|unit|#)\.?\s*(?:\d{1,5}\s[a-z](?=\s)|(?!${SPOKEN_DIGIT_WORDS}\b)[a-z\d-]+))?)(,?\s+)((?:[a-z]+\s+){0,2}[a-z]+)(,?\s+)([a-z]{2}|${US_STATE_NAME})(\s+\d{5}(?:-\d{4})?)\b`,
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
// ("im selling it to marcus bell from church", "put my name walter pritchard not walt": after a sale's "to", or "my name".)
const LOWER_NAME_AFTER_ROLE = /((?:\bme\s*=\s*(?:the\s+)?(?:buyer|seller)\.?|\b(?:buyer|seller|applicant|employee|owner|agent|witness)\s+(?:is|=|:)(?:\s+(?:my|our|his|her)\s+(?:son|daughter|wife|husband|brother|sister|neighbou?r|friend|nephew|niece|cousin|uncle|aunt|mother|father|mom|dad))?|\bmy name is|\b(?:put|use|write)\s+my\s+(?:full\s+|legal\s+)?name(?:\s+as)?|\b(?:selling|sold|sell)\s+(?:it|them|him|her|the\s+\p{Ll}+|my\s+\p{Ll}+)\s+to|\b(?:his|her) name is|(?:^|[.!?]\s+)name is|^\s*(?:full |legal |character |player )?name\s*:)\s+)(\p{Ll}{2,}(?:\s+\p{Ll}\.?)?(?:\s+(?:ní|nic|mac|de|da|del|della|van|von|der|den|la|le|du|bin|al|el|dos|das))?\s+\p{Ll}[\p{Ll}'’]+(?:-\p{Ll}{2,})?)(?=\s*[,.;(]|\s*$|\s+(?:she|he|they|i|and|who|from|not|shes|hes|theyre)(?:['’]\p{L}+)?\s)/gmu;

/** "hey tasha its keisha danvers from second shift": a greeting, then the writer saying who they are. */
// ("jenna hi its gloria haverkamp 👋 at the gate": or the reader's name before the greeting, an emoji after the name.)
const LOWER_SELF_INTRODUCED = /^((?:(?:\p{Ll}+\s+)?(?:hey|hi|hello|hiya|yo)\s+(?:\p{Ll}+\s*[,!]?\s+)?)?(?:its|it's|it’s|this is|im|i'm|i’m)\s+)(\p{Ll}{2,}(?:\s+\p{Ll}\.?)?\s+\p{Ll}{3,}(?:-\p{Ll}{2,})?)(?=\s+(?:from|here|at|in|on|with|and)\b|\s*[,.!(]|\s*\p{Extended_Pictographic}|\s*$)/gmu;
/** "i live in scottsdale arizona", "lives in aurora (illinois …": living in a town, then its state. */
const LOWER_LIVES_IN = new RegExp(String.raw`(\b(?:live|lives|living|lived|moved)\s+(?:in|to)\s+)([a-z]+(?:\s[a-z]+)?)([\s,(]+)(${US_STATE_NAME}|[a-z]{2})\b`, "giu");
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

/** "16420 fisher lake rd three rivers mi 49093" → "16420 Fisher Lake Rd, Three Rivers, MI 49093": an address typed in lower case, cased. */
export function withLowercaseAddressCased(text: string): string {
  return text.replace(LOWER_ADDRESS, casedAddress(true));
}

/** "2208 Orchard Hill Rd grand junction co 81504": a street typed with its capitals, then the town and state without. */
const LOWER_TOWN_AFTER_STREET = new RegExp(String.raw`(\b\d{1,6}\s+(?:\p{Lu}[\p{L}'’-]*\s+){1,4}${STREET_TYPE}\.?)\s+([a-z][a-z'-]+(?:\s+[a-z][a-z'-]+){0,2}),?\s+([a-z]{2})\.?,?\s+(\d{5}(?:-\d{4})?)\b`, 'gu');

function casedText(text: string): string {
  return withIntroducedNameLinesCased(text)
    .replace(LOWER_BUSINESS_NAME, (_whole, lead: string, name: string, suffix: string | undefined) => `${lead}${capitalised(name).replace(/\bAnd\b/g, 'and')}${suffix ? suffix.toUpperCase() : ''}`)
    // ("2714 e pershing st apt 3 springfield mo 65802": an address typed without a comma gets those a written one has.)
    .replace(LOWER_ADDRESS, (whole: string, ...parts: string[]) => casedAddress(!whole.includes(','))(whole, ...(parts.slice(0, 7) as [string, string, string, string, string, string, string])))
    // ("hey tasha its keisha danvers from second shift": the writer's name after a greeting, then the line that gives it
    // whole, "keisha l danvers".)
    .replace(LOWER_SELF_INTRODUCED, (_whole, lead: string, name: string) => `${lead}${casedName(name)}`)
    // ("i live in scottsdale arizona", "he lives in aurora (illinois obviously lol)": a town and its state.)
    .replace(LOWER_LIVES_IN, (whole, lead: string, town: string, gap: string, state: string) => (usStateCode(state) || isUsStateCode(state.toUpperCase()) ? `${lead}${capitalised(town)}${gap}${usStateCode(state) ? capitalised(state) : state.toUpperCase()}` : whole))
    .replace(LOWER_EUROPEAN_ADDRESS, (whole, street: string, postcode: string, town: string, country: string) =>
      isCountry(country) ? `${capitalised(street)}, ${postcode.toUpperCase()} ${capitalised(town)}, ${capitalised(country)}` : whole,
    )
    .replace(LOWER_NAME_AFTER_ROLE, (_whole, lead: string, name: string) => `${lead}${casedName(name)}`)
    // ("family name: quintero": a name's part alone after its key.)
    .replace(LOWER_NAME_PART_AFTER_KEY, (_whole, lead: string, part: string) => `${lead}${capitalised(part)}`)
    // ("dl# w413-2207-8815, il": a licence's number in capitals, as it is printed, and the state after it as its code.)
    .replace(LOWER_LICENCE, (_whole, code: string, state: string | undefined) => `${code.toUpperCase()}${state && isUsStateCode(state.slice(-2).toUpperCase()) ? state.toUpperCase() : (state ?? '')}`)
    // ("first lukas last hofbauer", "adress annenstraße 42", "fav colour green": a short line that opens with the words
    // of a form's label, its value after them.)
    // ("8020 graz" / "austria obvs": a European postcode and town, the country on the line under them.)
    .replace(POSTCODE_TOWN_THEN_COUNTRY, (whole, postcode: string, town: string, first: string, second: string | undefined) => {
      const country = second !== undefined && isCountry(`${first} ${second}`) ? `${first} ${second}` : isCountry(first) ? first : undefined;
      const rest = country === first && second !== undefined ? ` ${second}` : '';
      return country ? `Postcode: ${postcode}\nCity: ${capitalised(town)}\nCountry: ${capitalised(country)}\n${rest.trim()}` : whole;
    })
    .split('\n')
    .flatMap((line) => keyedShortLine(line))
    .join('\n')
    // ("seller is Ray Castellano": a line opens with a capital, as the statements read from it expect; so does a sentence,
    // "… not a new request. name is Lotte Vermeulen".)
    .replace(/^(\s*)([a-z])/gm, (_whole, space: string, letter: string) => `${space}${letter.toUpperCase()}`)
    .replace(/(?<=[a-z\d)][.!?]\s+)([a-z])(?=[a-z]*\s)/g, (letter: string) => letter.toUpperCase());
}

/** "8020 graz" / "austria obvs 🇦🇹": a postcode and a town alone on a line, a country opening the next. */
const POSTCODE_TOWN_THEN_COUNTRY = /^[ \t]*(\d{4,5})[ \t]+(\p{Ll}[\p{Ll}'’-]+(?:[ \t]\p{Ll}[\p{Ll}'’-]+)?)[ \t]*\n[ \t]*(\p{Ll}+)(?:[ \t](\p{Ll}+))?\b/gmu;
/** How a short line's value is written once keyed: a name's parts, words each capitalised, or as typed. */
type ValueCase = 'name' | 'words' | 'asTyped';
/** The words a phone's short lines open with for a form's labels, the label they stand for, and the value's case. */
const SHORT_LINE_KEYS: readonly (readonly [RegExp, string, ValueCase])[] = [
  [/^(?:(?:my\s+)?(?:name|full\s+name|legal\s+name)|character\s+name)$/, 'Name', 'name'],
  [/^(?:first|first\s+name|given\s+name|firstname)$/, 'First name', 'name'],
  [/^(?:last|last\s+name|surname|family\s+name|lastname)$/, 'Last name', 'name'],
  [/^(?:middle|middle\s+name|middle\s+initial)$/, 'Middle name', 'name'],
  [/^(?:adress|address|addr|addy)$/, 'Address', 'words'],
  [/^(?:2nd|second)\s+line$/, 'Address line 2', 'words'],
  [/^(?:city|town)$/, 'City', 'words'],
  [/^(?:zip|zip\s+code|zipcode|postcode|postal\s+code|plz)$/, 'Postcode', 'asTyped'],
  [/^country$/, 'Country', 'words'],
  [/^(?:fav|favorite|favourite)\s+(?:colou?r)$/, 'Favourite colour', 'words'],
  [/^(?:eyes|eye\s+colou?r)$/, 'Eyes', 'words'],
  [/^(?:hair|hair\s+colou?r)$/, 'Hair', 'words'],
  [/^(?:dob|bday|birthday|date\s+of\s+birth)$/, 'Date of birth', 'asTyped'],
  [/^(?:cell|mobile|phone|phone\s+number)$/, 'Phone', 'asTyped'],
  [/^(?:email|e-mail)$/, 'Email', 'asTyped'],
  [/^(?:gender|sex)$/, 'Gender', 'words'],
];
/** Short lines only: a sentence of more words says more than a label and its value. */
const SHORT_LINE_WORDS = 8;
const SEVERAL_LABELS_WORDS = 14;
/** Words that, right after a label's words, make them the start of a sentence ("address is …", "first of all"). */
const NOT_A_VALUE_START = /^(?:is|was|are|were|of|and|to|for|in|on|at|=|:|-|i|you|u|thing|time|day|week|one)\b/;

/** "first lukas last hofbauer" → "First name: Lukas" / "Last name: Hofbauer"; any other line as it is. */
function keyedShortLine(line: string): string[] {
  const words = line.trim().split(/\s+/);
  if (words.length < 2 || /[:=]/.test(line)) return [line];
  // ("eyes amber hair silver skin is like tawny brown": several one-word labels on one line, each its value after it.)
  const several = ONE_WORD_LABEL.test(words[0]!) && words.length <= SEVERAL_LABELS_WORDS ? labelsApart(words) : undefined;
  if (several) return several;
  if (words.length > SHORT_LINE_WORDS) return [line];
  for (const size of [3, 2, 1]) {
    const key = words.slice(0, size).join(' ').toLowerCase();
    const found = SHORT_LINE_KEYS.find(([pattern]) => pattern.test(key));
    const value = words.slice(size).join(' ');
    if (!found || value === '' || NOT_A_VALUE_START.test(value.toLowerCase())) continue;
    const [, label, casing] = found;
    // ("first lukas last hofbauer": two parts of a name on one line.)
    const both = label === 'First name' ? value.match(/^(\p{Ll}[\p{Ll}'’-]+)\s+(?:last|surname|last\s+name)\s+(\p{Ll}[\p{Ll}'’-]+)$/u) : null;
    if (both) return [`First name: ${capitalised(both[1]!)}`, `Last name: ${capitalised(both[2]!)}`];
    if (casing === 'name' && !/^\p{Ll}[\p{Ll}'’-]+(?:\s+\p{Ll}[\p{Ll}'’.-]*){0,3}$/u.test(value)) return [line];
    // ("top 7 (thats the flat nr)": a remark in brackets after the value keeps its case.)
    const [main, remark] = [value.replace(/\s*\([^()]*\)\s*$/, ''), value.match(/\s*\([^()]*\)\s*$/)?.[0] ?? ''];
    return [`${label}: ${casing === 'asTyped' ? main : casing === 'name' ? casedName(main) : capitalised(main)}${remark}`];
  }
  return [line];
}

/** Labels of one word that a line may give several of: "eyes amber hair silver skin is like tawny brown". */
const ONE_WORD_LABEL = /^(?:eyes|hair|skin|height|weight|age)$/i;

/** The line's words cut before each one-word label, each part "Label: value"; undefined unless every part has one. */
function labelsApart(words: string[]): string[] | undefined {
  const parts: string[][] = [];
  for (const word of words) {
    if (ONE_WORD_LABEL.test(word) || parts.length === 0) parts.push([word]);
    else parts.at(-1)!.push(word);
  }
  if (parts.length < 2 || parts.some((part) => part.length < 2 || !ONE_WORD_LABEL.test(part[0]!))) return undefined;
  return parts.map(([label, ...value]) => `${capitalised(label!.toLowerCase())}: ${capitalised(value.join(' ').replace(/^(?:is|are)\s+(?:like\s+)?/i, ''))}`);
}

/**
 * "hey tasha its keisha danvers …" / "keisha l danvers": a line that is the name the writer introduced themselves by,
 * perhaps with a middle initial between, cased as that name.
 */
function withIntroducedNameLinesCased(text: string): string {
  const introduced = [...text.matchAll(LOWER_SELF_INTRODUCED)].map((m) => m[2]!.split(/\s+/));
  if (introduced.length === 0) return text;
  return text.replace(/^[ \t]*(\p{Ll}{2,})(?:\s+(\p{Ll})\.?)?\s+(\p{Ll}{3,}(?:-\p{Ll}{2,})?)[ \t]*$/gmu, (whole, first: string, middle: string | undefined, last: string) =>
    introduced.some((name) => name[0] === first && name.at(-1) === last) ? casedName(middle ? `${first} ${middle} ${last}` : `${first} ${last}`) : whole,
  );
}
