/** Splitting a line of text into its sentences, for every reader that needs them. */

/** Ranks and offices written before a name ("SSgt. Carla M. Benavides", "Ofc. Brian Tully"): no sentence ends there. */
export const RANKS = ['Sgt', 'SSgt', 'SFC', 'MSgt', 'Cpl', 'Pvt', 'Lt', 'Capt', 'Cpt', 'Maj', 'Col', 'Gen', 'Adm', 'Cmdr', 'Ofc', 'Det', 'Insp', 'Rev', 'Hon', 'Atty', 'Prof'];

// ("…, Mt. Zion, IL 62549": a town named for a mount.)
const ABBREVIATIONS = new RegExp(String.raw`\b(mr|mrs|ms|dr|${RANKS.join('|')}|st|mt|vs|etc|no|apt|ste|urb|cond|bldg|approx|ext|tel|dept|lic|ill|e\.g|i\.e|p\.o)\.$`, 'i');

/**
 * A lower-case pronoun or "please" after a full stop starts a statement: "… EIN 81-0553917. we don't use an office
 * code." (people typing fast do not capitalise). So does an e-mail address ("… ext. 217. daniel.marquez@example.gov.").
 */
const LOWER_CASE_STARTS = /(?:we|i|i'm|he|she|they|it's|you|my|our|his|her|their|please|pls)\b|[\w.+-]+@[\w-]+\./u;
const LOWER_CASE_START_AT = new RegExp(`^(?:${LOWER_CASE_STARTS.source})`, 'u');

/** Short words written with a full stop that go on in lower case: units, "approx.", "incl.". */
const LOWER_CASE_ABBREVIATIONS = /^(?:opp|lbs|hrs|mins|secs|yds|pts|qty|ref|est|incl|excl|govt|assn|corp|bros|misc|vol|fig|dept|approx|cont|resp|avg|max|min|tbsp|tsp|pcs|pkg|sqft|mos|yrs|wks)\.$/i;

/** "Construction LLC", "Plumbing & Heating Inc": the rest of a company's name, up to its legal form. */
const NAME_TO_LEGAL_FORM = /^\p{Lu}[\p{L}&'-]*(?:\s+[\p{Lu}&][\p{L}&'-]*){0,3}\s+(?:LLC|L\.L\.C\.|Inc|Co|Corp|Company|Ltd|LLP|LP)\b/u;

/** Whether a word ends a sentence that a word in lower case may follow: "month.", "lol.", "please!". */
function endsChattySentence(word: string, next: string): boolean {
  if (/[!?]["”’)]?$/.test(word)) return true;
  // ("the gun: Glock 19. serial BXRT227", "9mm. serial …": or after a number, or a number and its unit, before a whole
  // word; an address's ZIP code goes on to its contacts, "Denver CO 80216. ph 303-555-0175", "85712. cell 520-…".)
  // ("Glastonbury CT 06033. no apt or anything, it's a house": a remark opened by a word of its own ends the address.)
  if (/^\d{5}\.["”’)]?$/u.test(word)) return /^(?:no|not|it|it['’]s|its|that|this|and|so|but|there)\s/iu.test(next);
  if (/^\d[\p{L}\d]*\.["”’)]?$/u.test(word)) return /^\p{Ll}{4,}\s/u.test(next) && !/^(?:cell|phone|email|mobile|tel|fax)\b/i.test(next);
  // ("… German (erasmus year in Leipzig). bit of french …": a bracket may close before the stop.)
  return /^\p{L}{3,}\)?\.["”’)]?$/u.test(word) && !LOWER_CASE_ABBREVIATIONS.test(word) && !ABBREVIATIONS.test(word);
}

/** The kinds of street some countries write cut short before the street's name: "ul." (ulica), "al." (aleja), "str.". */
const STREET_KIND_ABBREVIATION = /^(?:ul|al|pl|os|str|bd|bul|pr|av|avda|pza|rr)\.$/i;

/** The month's name and year after a German date's "9.": "April 2025", "März 2024". */
// ("We sign on Saturday 6. December 2025", "he pays me on 19. December when …": or an English month's name, as writers
// from Central Europe date in English; the year may be left off.)
// ("9. april 2026": in lower case with its year, as Slovene and Czech writers put the month.)
const DAY_DOT_MONTH = /^(?:(?:Januar|Februar|März|Maerz|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)\s+\d{4}\b|(?:January|February|March|April|May|June|July|August|September|October|November|December)(?:\s+\d{4})?\b|(?:january|february|march|april|june|july|august|september|october|november|december)\s+\d{4}\b)/u;

/**
 * A value's sentences, split plainly: a stop, a space, then a capital ("… with the old dates. New number is …").
 * Abbreviations are not looked for, as the values split so are a line's few sentences.
 */
export function sentencesOfValue(value: string): string[] {
  return value.split(/(?<=[.!?])\s+(?=\p{Lu})/u);
}

/** Sentences of one line; abbreviations, initials and decimals do not end a sentence. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  // A capital, a digit, a lower-case pronoun or an e-mail address after a full stop starts a sentence. In a chatty
  // text any word may start one ("… I moved house last month. … still a bloke, still 183 cm lol. oh and I sold the
  // car"): after a word of three letters or more that is no abbreviation, or after "!" and "?".
  const re = new RegExp(String.raw`[.!?]+["”’)]?\s+(?=["“(\p{Lu}\d]|${LOWER_CASE_STARTS.source}|\p{Ll})`, 'gu');
  for (const m of text.matchAll(re)) {
    const end = (m.index ?? 0) + m[0].trimEnd().length;
    const candidate = text.slice(start, end);
    const lastWord = candidate.trim().split(/\s+/).pop() ?? '';
    const next = text.slice((m.index ?? 0) + m[0].length);
    // ("Funding opp. no.: NOAA-…", "Opp. title: …": a lower-case word that is itself cut short or a key goes on.)
    // ("no. it ran out when i moved": a yes or a no alone before the stop is an answer of its own.)
    // (Not "No. 12 Main St", a number's abbreviation.)
    const answerAlone = candidate.trim() === lastWord && /^(?:yes|no|yep|nope|yeah|nah|correct)\.$/i.test(lastWord) && /^\p{L}/u.test(next);
    if (/^\p{Ll}/u.test(next) && !LOWER_CASE_START_AT.test(next) && !answerAlone && (!endsChattySentence(lastWord, next) || /^\p{Ll}+[.:]/u.test(next))) continue;
    // ("Kowalczyk, Teresa M. I'm a Librarian …": an initial ends a sentence when the writer starts another with "I".)
    // ("Me: Wickramasinghe, Dilani P. My title now is …": or with what their own thing is.)
    // ("Chinese, no. Inger speaks French …": a no before a word is an answer; "No. 1147", "Policy No. AB-12" a number's.)
    const answeredNo = /^no\.$/i.test(lastWord) && /,\s*no\.$/i.test(candidate) && /^\p{Lu}\p{Ll}/u.test(next);
    if ((ABBREVIATIONS.test(lastWord) && !answerAlone && !answeredNo) || (/^(?:\p{Lu}\.)+$/u.test(lastWord) && !/^(?:I(?:['’](?:m|ve|d|ll)|\s+(?:am|have|was|work|don['’]t|do|will|need|would))|My\s+\p{Ll}+(?:\s+\p{Ll}+)?\s+(?:is|was|are))\b/u.test(next))) continue;
    // ("today, 9. April 2025": a German date's day, its full stop before the month's name, ends nothing.)
    if (/^\d{1,2}\.$/.test(lastWord) && DAY_DOT_MONTH.test(next)) continue;
    // "Buckeye Staffing Inc. (EIN 34-2209871)": a company's name goes on into its remark in brackets.
    if (/^(?:inc|corp|co|ltd|bros)\.$/i.test(lastWord) && text.slice(start + candidate.length).trimStart().startsWith('(')) continue;
    // ("Pruett Bros. Construction LLC": so does one whose name goes on to its legal form.)
    if (/^bros\.$/i.test(lastWord) && NAME_TO_LEGAL_FORM.test(next)) continue;
    // ("Saltmarsh Candle Co. LLC", "Acme Corp. Ltd": and one cut short before its legal form.)
    if (/^(?:inc|corp|co|bros)\.$/i.test(lastWord) && /^(?:LLC|L\.L\.C\.|Ltd|LLP|PLLC|LP|Inc|GmbH|S\.A\.)(?![\p{L}])/u.test(next)) continue;
    // "Gedimino pr. 41-12", "ul. Długa 27/4": a short word cut short before a house number is a street's kind.
    if (/^\p{Ll}{1,3}\.$/u.test(lastWord) && /^\d/.test(text.slice(start).slice(candidate.length).trimStart())) continue;
    // ("Street / number: ul. Długa 48 m. 6", "al. Jerozolimskie 65": so is one before a street's name and number.)
    if (STREET_KIND_ABBREVIATION.test(lastWord) && /^["“„]?\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,3}["”“]?\s+\d/u.test(next)) continue;
    // ("Thereses gate 41B, Leil. H0302, 0168 Oslo": a short capitalised word cut short before a flat's or a unit's
    // code is that unit's kind.)
    if (/^\p{Lu}\p{Ll}{1,4}\.$/u.test(lastWord) && /^[A-Z]?\d[\w-]{0,7}(?=\s*(?:[,;)]|$))/.test(next)) continue;
    // ("Résidence Les Canuts, bât. B, 5e étage": nor does a French building's or staircase's, before its letter.)
    if (/^(?:b[âa]t|esc|appt)\.$/iu.test(lastWord) && /^[\p{Lu}\d]{1,3}(?=\s*[,;]|\s*$)/u.test(next)) continue;
    // ("Schillerstraße 41, 2. OG, 60313 Frankfurt": a floor written as an ordinal, the German way, ends no sentence.)
    if (/^\d{1,2}\.$/.test(lastWord) && /^(?:OG|EG|DG|UG|Stock|Etage|Obergeschoss)\b/.test(next)) continue;
    // ("Thomas P. O'Neill Jr. Federal Building": a building named after someone ends no sentence at their suffix.)
    if (/^(?:Jr|Sr)\.$/.test(lastWord) && /^(?:Federal|Memorial|Building|Courthouse|Hall|Library|Center|Centre|Park|Bridge|Hospital|School|High|Elementary|Middle|Boulevard|Blvd|Avenue|Ave|Street|St|Drive|Dr|Way|Highway|Hwy|Parkway|Pkwy|Expressway|Plaza|Stadium|Arena|Airport|Station)\b/.test(next)) continue;
    out.push(candidate.trim());
    start = (m.index ?? 0) + m[0].length;
  }
  const tail = text.slice(start).trim();
  if (tail !== '') out.push(tail);
  return out.filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/**
 * A writer's comment set as a sentence of its own ("exactly as on my 1040" → "exactly as on my 1040."), so that, on
 * the line after a "key: value" line, it does not run into the value above it.
 */
export function asOwnSentence(comment: string): string {
  return /[.!?)]$/.test(comment) ? comment : `${comment}.`;
}
