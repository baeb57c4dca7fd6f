/**
 * People correct themselves further down: "Sorry, one correction: test_2 should be 4417 Juniper Ridge Road, not
 * 4471", "I wrote the CFDA as 15.680. Sorry, that was a typo. The right number is 15.608". The corrected value
 * replaces the earlier one wherever the text gave it, under the earlier value's own key.
 *
 * A correction is a sentence with a correcting word (or right after one: "Sorry, that was a typo.") that gives a
 * value close to an earlier one: the same length give or take two characters, at most two of them different (a
 * typo, two swapped digits). A value that differs more is another value, not a corrected one.
 */

import { centsOf, dollarsOfCents } from './format-value.js';
import { canonicalText, editDistance, escapeRegExp, tokenize } from './normalize-text.js';
import { STREET_TYPE, UNIT_WORDS, isPostOfficeBox, parseAddress } from './parse-compound.js';
import { CHAT_SENDER } from './speaker-lines.js';
import { sentencesOfValue } from './sentences.js';

/**
 * Words that say a value is being corrected, in the sentence or the one before ("Sorry, that was a typo.", "EDIT:
 * weight is actually 290 lb, I misread my roll").
 */
/** The words a writer corrects what they just said with: "Wait, no", "Actually, make the weight 205 lb". */
export const CORRECTING_WORDS = String.raw`wait|actually|sorry|correction|scratch that|I mean`;
// ('Requester name and address box should read exactly: "…"': a box that should read something is told what to say, not
// corrected.)
// ("it's NOT 17, it's Kopfstraße 71": a value denied, then the right one, corrects.)
// ("SUPERSEDED by the corrected statement above": a corrected paper is named, nothing is corrected.)
const CORRECTING = /\b(?:correction|corrected(?!\s+(?:statement|form|copy|version|return|document|record|1099[\w-]*|W-?2)\b)|typo|mistake|wrong|misread|misspoke|mistyped|(?<!\b(?:box|line|field|block|blank)\s+)should (?:be|read|say)(?!\s+exactly\b)|the (?:right|correct) (?:\w+ is|one\b)|(?:digits?|numbers?|letters?) (?:flipped|transposed|swapped)|(?:number|digits)\s+(?:backwards|reversed|back to front|the wrong way round)|is actually|scratch that|strike that|(?:actually|sorry|wait|no),?\s+make\s+(?:it|that))\b|^\s*edit(?:ed)?\s*:|\bit['’]?s\s+not\s+[^,.;]{1,30},\s+(?:it['’]s|it\s+is)\s/i;

/** What follows a value the sentence calls wrong: "…, but that's a typo", " is wrong", " (a mistake)". */
// ("I wrote 247 Hillcrest, that was my mistake — 274 … is correct": or the writer's own mistake.)
const CALLED_WRONG = /^[\s,(]*(?:but\s+|which\s+)?(?:(?:that|this|it)\s*)?(?:['’]s|is|was|were)?\s*(?:a\s+|an\s+|my\s+|our\s+)?(?:typo|mistake|wrong|error|incorrect)\b/i;

/** The pieces of a correction sentence that may be the new value: its words and numbers, at most six words long. */
function candidateValues(sentence: string): string[] {
  const out = new Set<string>();
  // "should be 4417 Juniper Ridge Road, not 4471": the value runs to the next comma or full stop.
  for (const m of sentence.matchAll(/\b(?:should (?:be|read|say)|(?:right|correct) \w+ is|is actually|it's|it is)\s+["“]?([^,;"”]+?)["”]?(?=\s*(?:[,;]|\.(?:\s|$)|$))/gi)) out.add(m[1]!.trim());
  for (const m of sentence.matchAll(/[\p{L}\p{N}][\p{L}\p{N}.\-/]*\d[\p{L}\p{N}.\-/]*/gu)) out.add(m[0].replace(/[.]$/, ''));
  // ("The lease says 4418 Ashland Terrace, not 4481": a house number said with its street.)
  for (const m of sentence.matchAll(/(?<![\p{L}\p{N}-])\d{1,6}[A-Za-z]?(?:\s+\p{Lu}[\p{L}'’-]*){1,4}/gu)) out.add(m[0]);
  // ("it's $4,950.00": an amount keeps its thousands separators and its currency sign.)
  for (const m of sentence.matchAll(/[$€£]?\d{1,3}(?:,\d{3})+(?:\.\d+)?/gu)) out.add(m[0]);
  // ("My old insurance rider says BB061437 but that's a typo": the value the sentence calls wrong mends nothing.)
  return [...out].filter((v) => v.length >= 4 && !CALLED_WRONG.test(sentence.slice(sentence.indexOf(v) + v.length)));
}

/** Whether a fact was read from one of the sentences before a correcting one (`earlier`). */
function givenIn(fact: { sentence: string }, earlier: readonly string[]): boolean {
  return earlier.some((s) => s.includes(fact.sentence));
}

/** Whether `corrected` is `earlier` with a slip or two mended (not the same value, not another one). */
export function correctsValue(earlier: string, corrected: string): boolean {
  const a = earlier.trim().toLowerCase();
  const b = corrected.trim().toLowerCase();
  if (a === b || a.length < 4 || b.length < 4) return false;
  // Both must hold digits, or neither: "4417 Juniper Ridge Road" mends "4471 Juniper Ridge Road".
  if (/\d/.test(a) !== /\d/.test(b)) return false;
  // ("Please fill our 2010 1040" then "CORRECTION: … the difference is my 401k": a short number is no slip of a word.)
  if (Math.min(a.length, b.length) <= 5 && /^\d+$/.test(a) !== /^\d+$/.test(b)) return false;
  return editDistance(a, b, 2) <= 2;
}

/**
 * The values of earlier facts with the corrections later sentences make: each fact whose value a correction
 * mends gets the mended value. Returns the facts mended.
 */
export function applyCorrections<F extends { key?: string; value: string; sentence: string }>(facts: F[], sentences: string[]): F[] {
  const mended: F[] = [];
  const quotedFrom = quotedMessageStart(sentences);
  sentences.forEach((sentence, at) => {
    if (!CORRECTING.test(sentence) && !CORRECTING.test(sentences[at - 1] ?? '')) return;
    const values = candidateValues(sentence);
    // ("Actually make that Unit 3B": a unit numbered again is a correction with no value long enough to stand alone.)
    if (values.length === 0 && sentence.search(UNIT_NUMBER) < 0) return;
    // ("he has my house number backwards: it's 15 Ashford Ct, not 51." over his forwarded e-mail: a note mends the
    // message it forwards below it.)
    const earlier = saidBefore(sentences, at, quotedFrom);
    // ("… Line 8 is still 1 (4,850 / 3,500 = 1.39)" under a worksheet whose line 3 is 3,500: a figure the text already
    // gave as a value of its own mends no other that looks like it, 2,500 or 5,200.)
    const givenBefore = new Set(facts.filter((f) => givenIn(f, earlier)).map((f) => f.value.trim().toLowerCase()));
    for (const fact of facts) {
      // (A value read from a part of a sentence, "7'2\" and about 310 lb", has that part as its sentence.)
      if (!givenIn(fact, earlier)) continue;
      // ("the zip for Charles St on the slip is wrong, it's 61104": a ZIP code mends an address's or a ZIP code's, not
      // the "Catalog No.: 11100" a slip or two from it.)
      const zipOnly = ZIP_NAMED.test(sentence) && !ZIP_NAMED.test(fact.key ?? '') && !ZIP_ENDING_ADDRESS.test(fact.value);
      const value = values.find((v) => correctsValue(fact.value, v) && !givenBefore.has(v.trim().toLowerCase()) && !(zipOnly && /^\d{5}$/.test(v.trim())));
      if (value !== undefined) fact.value = value;
      else if (!renumbered(fact, sentence) && !streetRenumbered(fact, values) && !zipCodeMended(fact, sentence)) continue;
      mended.push(fact);
    }
  });
  return mended;
}

/**
 * "the ZIP code in MyChart is wrong - I typed 92621 by mistake, the correct ZIP is 92612": an address's ZIP code set
 * right inside the whole address it ends ("…, Irvine, CA 92621"), when the sentence names that one too and it is a slip
 * or two away. Returns whether the value changed.
 */
function zipCodeMended(fact: { value: string }, sentence: string): boolean {
  const calledWrong = sentence.match(ZIP_CALLED_WRONG);
  const right = sentence.match(RIGHT_ZIP)?.[1] ?? calledWrong?.[2];
  const held = right === undefined ? null : fact.value.match(ZIP_ENDING_ADDRESS);
  // (Only the ZIP code the sentence names as the slip: "92618" a street away is another address's. Or the ZIP code of
  // the street it names: "the zip for Charles St".)
  const street = calledWrong?.[1]?.replace(/\s+(?:on|in|from)\s+(?:the|my|his|her|their|your)\s.*$/i, '').trim().toLowerCase();
  const named = held !== null && (new RegExp(String.raw`\b${held[1]}\b`).test(sentence) || (street !== undefined && street.length >= 4 && fact.value.toLowerCase().includes(street)));
  if (!right || !held || held[1] === right || !named || editDistance(held[1]!, right, 2) > 2) return false;
  fact.value = `${fact.value.slice(0, held.index! + held[0].length - held[1]!.length)}${right}`;
  return true;
}
/** "the correct ZIP is 92612", "the right zip code should be 92612" (1 the ZIP code). */
const RIGHT_ZIP = /\b(?:correct|right|real|actual)\s+(?:ZIP|zip|Zip)(?:\s*code)?\s+(?:is|should\s+be)\s+(\d{5})\b/u;
/** "the zip for Charles St on the slip is wrong, it's 61104" (1 whose ZIP code, 2 the right one). */
const ZIP_CALLED_WRONG = /\b(?:zip|postcode|postal\s+code)(?:\s+code)?(?:\s+(?:for|of)\s+([^,.;]{2,50}?))?\s+(?:is|was)\s+wrong,?\s+(?:it['’]s|it\s+is|should\s+be)\s+(\d{5})\b/i;
/** A sentence, or a key, that names a ZIP code. */
const ZIP_NAMED = /\b(?:zip|postcode|postal\s+code)\b/i;
/** ", CA 92621" at an address's end, after its state (1 the ZIP code). */
const ZIP_ENDING_ADDRESS = /,?\s+[A-Z]{2}\s+(\d{5})\s*$/u;

/** "Kopfstraße 71", "Rua das Flores 87": a street's name, then its house number. */
const STREET_AND_HOUSE_NUMBER = /^(\p{Lu}[\p{L}.'’-]*(?:\s+(?:\p{Lu}[\p{L}.'’-]*|d[aeo]s?|de|la|le|du|van|der)){0,3})\s+(\d{1,4}[A-Za-z]?)$/u;
/** "4418 Ashland Terrace": a house number and the street's name after it. */
// ("143 cours Lafayette", "12 rue de la Paix": the street's kind and its particles in lower case, as France writes them.)
const HOUSE_NUMBER_AND_STREET = /^(\d{1,6}[A-Za-z]?)((?:\s+\p{Ll}{1,9}){0,3}(?:\s+\p{Lu}[\p{L}.'’-]*){1,4})$/u;

/**
 * "I fat-fingered the house number above. The lease says 4418 Ashland Terrace, not 4481.": a street said again with
 * its house number mended, inside a whole address ("4481 Ashland Terrace, Chattanooga, TN 37415"). Only a number of
 * as many digits a slip or two away, on the same street. Returns whether the value changed.
 */
function streetRenumbered(fact: { value: string }, values: readonly string[]): boolean {
  for (const value of values) {
    const [, number, street] = value.match(HOUSE_NUMBER_AND_STREET) ?? [];
    // ("it's Kopfstraße 71": a street of Europe, its number after its name.)
    const [, streetFirst, numberAfter] = number ? [] : (value.match(STREET_AND_HOUSE_NUMBER) ?? []);
    if (streetFirst && numberAfter) {
      const heldAfter = fact.value.match(new RegExp(String.raw`(?<=(?:^|,\s*)${escapeRegExp(streetFirst)}\s+)(\d{1,4}[A-Za-z]?)(?![\p{L}\p{N}])`, 'u'));
      if (!heldAfter || heldAfter[1] === numberAfter || heldAfter[1]!.length !== numberAfter.length || editDistance(heldAfter[1]!, numberAfter, 2) > 2) continue;
      fact.value = `${fact.value.slice(0, heldAfter.index!)}${numberAfter}${fact.value.slice(heldAfter.index! + heldAfter[1]!.length)}`;
      return true;
    }
    if (!number || !street) continue;
    const held = fact.value.match(new RegExp(String.raw`(?<![\p{L}\p{N}-])(\d{1,6}[A-Za-z]?)(?=${escapeRegExp(street)}(?![\p{L}]))`, 'u'));
    if (!held || held[1] === number || held[1]!.length !== number.length || editDistance(held[1]!, number, 2) > 2) continue;
    fact.value = `${fact.value.slice(0, held.index!)}${number}${fact.value.slice(held.index! + held[1]!.length)}`;
    return true;
  }
  return false;
}

const UNIT_CALLED_WRONG = /\b(?:that['’]?s|that\s+is|it['’]s|it\s+is|which\s+is|is|was)\s+(?:wrong|a\s+typo|a\s+mistake|incorrect)\b/i;
const UNIT_CALLED_WRONG_REACH = 60;
/** A unit and its number: "Suite 210", "apt. 4B", "Unit #12". */
const UNIT_NUMBER = new RegExp(String.raw`\b(${UNIT_WORDS})\.?\s*#?\s*(\d+[A-Za-z]?|[A-Za-z]\d+)\b`, 'gi');

/**
 * "Our address is 2750 Quarry Road, Suite 140, … Wait, scratch that, it's Suite 210 now": a unit the correcting
 * sentence numbers again takes its new number in the value that held it. Returns whether the value changed.
 */
function renumbered(fact: { value: string }, correction: string): boolean {
  let changed = false;
  for (const m of correction.matchAll(UNIT_NUMBER)) {
    const [, unit, number] = m;
    // ('I first wrote "Apt 208" in my notes app, but that's wrong': a unit the sentence calls wrong mends nothing.)
    if (UNIT_CALLED_WRONG.test(correction.slice(m.index! + m[0].length, m.index! + m[0].length + UNIT_CALLED_WRONG_REACH))) continue;
    const held = new RegExp(String.raw`(\b${unit}\.?\s*#?\s*)(\d+[A-Za-z]?|[A-Za-z]\d+)\b`, 'i');
    const old = fact.value.match(held);
    if (!old || old[2]!.toLowerCase() === number!.toLowerCase()) continue;
    fact.value = fact.value.replace(held, `$1${number}`);
    changed = true;
  }
  return changed;
}

/**
 * "the apt is 4D not 4B", "make line 6 $35 not 20": a value set against the one it replaces. Both hold digits
 * (words alone, "single not married", say what is not so rather than mend a value).
 */
// ("it's Unit 14, not Unit 4": the unit's word may be said again.)
// ("Not 0, not 1, just leave it blank": a value itself denied is a list of what it is not, no mending.)
// ("adjourn is 12:30, not 11:30": nor is a time of day, its hour or its minutes.)
const SWAPPED = new RegExp(
  String.raw`(?<![\p{L}\p{N}$€£.,:-])(?<!\b(?:not|no|nor)\s+)([$€£]?\p{N}[\p{L}\p{N}.,-]*|\p{L}{1,3}-?\p{N}[\p{L}\p{N}-]*)(?:,?\s+(?:not|instead of|rather than)|,\s+(?:nem|nie|ne))\s+(?:(?:${UNIT_WORDS})\.?\s*#?\s*)?([$€£]?\p{N}[\p{L}\p{N}.,-]*|\p{L}{1,3}-?\p{N}[\p{L}\p{N}-]*)(?<![.,])(?!:\p{N})`,
  'giu',
);

/**
 * "32 duty hours, not 28": a count (1), the words of what it counts (2), and the count it replaces (3). (Or "172 cm, nem
 * 127", "nie", "ne": "not" in Hungarian, Polish, Czech and Lithuanian after a comma, as a member's e-mail mends
 * itself; "1902 NE 112th Ave" is a street.)
 */
// ("The online section awards 3.0 CEUs, not 3.5": or a unit by its letters.)
const COUNT_SWAPPED = /(?<![\p{L}\p{N}$€£.,-])(\p{N}+(?:\.\p{N}+)?)\s+((?:\p{Ll}[\p{Ll}-]*\s+){0,2}(?:\p{Ll}[\p{Ll}-]*|\p{Lu}{2,6}s?))(?:,?\s+not|,\s+(?:nem|nie|ne))\s+(\p{N}+(?:\.\p{N}+)?)(?![\p{L}\p{N}]|[.,]\p{N})/gu;

/** "The suite is", "apt number should be": the unit whose number a swap mends. */
const UNIT_NAMED_BEFORE = new RegExp(String.raw`\b(${UNIT_WORDS})\s+(?:number\s+|no\.?\s+|#\s*)?(?:is|should be|=|:)?\s*$`, 'i');

const bareAmount = (value: string): string => value.replace(/^[$€£]\s?/, '').replace(/,(?=\d{3}\b)/g, '').replace(/\.00$/, '');

/** Where the message a reply quotes below it starts: "-----Original Message-----", "On … wrote:". */
// ("On Wed, Nate Ferreira wrote:" is read as "On Wed:" once the quoted writer's name is taken out of it.)
export const QUOTED_BELOW = /^\s*(?:-{2,}\s*(?:Original Message|Forwarded message)\s*-{2,}|On\s.{4,160}\swrote:(?:\s|$)|On\s+(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\b[^:]{0,60}:\s)/i;

/** "it ends 0791 not 0719", "the number ends in 44, not 41": a number's right last figures, then the wrong ones. */
const ENDS_RIGHTLY = /\bends\s+(?:in\s+|with\s+)?(\d{2,6}),?\s+(?:and\s+)?not\s+(?:in\s+|with\s+)?(\d{2,6})\b/gi;

/** "I wrote 178 out of habit, but … so please use 181": a number said again, and the one to write instead. */
const WROTE_THEN_USE = /\bI\s+(?:wrote|put|said|gave|typed|put down)\s+(\d[\d.,]*)\b[^.;]*?\b(?:use|make it|put|go with|write)\s+(\d[\d.,]*)\s*[.!]?$/i;
/** "the 171 on the fit sheet was measured in cycling shoes; she says 169 cm barefoot, use 169": a paper's number, and the one to use. */
const PAPERS_NUMBER_THEN_USE = /\bthe\s+(\d[\d.,]*)\s+(?:on|in|from)\s+the\s+[\p{L}' -]{2,30}?\s+(?:was|is)\b[^.]*?\b(?:use|make it|put|go with|write)\s+(\d[\d.,]*)\s*[.!]?$/iu;

/**
 * "I wrote 178 out of habit, but my doctor measured me last week at 181 cm, so please use 181": an earlier value
 * that is the number the writer says they wrote takes the number to use instead, its unit kept ("178 cm" → "181 cm").
 */
export function applyRestatedNumbers<F extends { value: string; sentence: string; replaces?: string }>(facts: F[], sentences: string[]): void {
  // ('"typo on my DL, it ends 0791 not 0719"': a number's last figures set right, wherever the number was given.)
  for (const sentence of sentences) {
    for (const m of sentence.matchAll(ENDS_RIGHTLY)) {
      const [right, wrong] = [m[1]!, m[2]!];
      if (right.length !== wrong.length || right === wrong) continue;
      const ending = new RegExp(String.raw`(?<=[\p{L}\d][\s-]?|^)${wrong}$`, 'u');
      for (const fact of facts) if (fact.sentence !== sentence && ending.test(fact.value) && /\d{6}/.test(fact.value.replace(/\D/g, ''))) fact.value = fact.value.replace(ending, right);
    }
  }
  sentences.forEach((sentence, at) => {
    const m = sentence.match(WROTE_THEN_USE) ?? sentence.match(PAPERS_NUMBER_THEN_USE);
    if (!m) return;
    const [wrote, use] = [m[1]!, m[2]!].map((n) => n.replace(/[.,]+$/, '')) as [string, string];
    if (wrote === use) return;
    const earlier = sentences.slice(0, at);
    const written = new RegExp(String.raw`^${wrote.replace(/[.]/g, '\\.')}(?=$|\s*[\p{L}%]+$)`, 'u');
    // (The value it was is kept as the one it replaces: "HEIGHT 171CM" read beside a label is no answer either.)
    for (const fact of facts) {
      if (!givenIn(fact, earlier) || !written.test(fact.value)) continue;
      fact.replaces = fact.value;
      fact.value = fact.value.replace(wrote, use);
    }
  });
}

/**
 * Where the message a reply quotes below it starts ("-----Original Message-----", "On Wed, … wrote:"); -1 for none.
 * (Its heading may be gone by now; a second "From:" is where it started.)
 */
function quotedMessageStart(sentences: string[], after = -1): number {
  // ("… she's 29 now, not 28. Everything else, copy as written." over the pasted paper: a note that mends the paper
  // pasted under it, as a reply mends the message it quotes.)
  return sentences.findIndex((s, i) => i > after && (QUOTED_BELOW.test(s) || (i > 0 && /^From:\s/i.test(s)) || (i > 0 && REST_AS_WRITTEN.test(sentences[i - 1]!))));
}
/** "Everything else, copy as written.", "Everything else as written": the end of a note over a paper it mends. */
const REST_AS_WRITTEN = /^\s*(?:and\s+)?(?:everything|all)\s+else,?\s+(?:(?:copy|use|fill(?:\s+in)?|keep)\s+)?(?:it\s+)?(?:as|like)\s+(?:it\s+(?:is|was)\s+)?written\b/i;


/**
 * A reply that says it changes the message it quotes below ("Several things changed since my note below, so please go
 * by this message where they differ"): the quoted message's values are older, and yield to the reply's where both give
 * one (their strength drops by QUOTED_YIELD); where only the quoted message gives one ("Everything else below is still
 * right"), it stands.
 */
export function withQuotedValuesYielding<F extends { sentence: string; strength: number }>(facts: F[], sentences: string[]): void {
  const quotedFrom = quotedMessageStart(sentences);
  if (quotedFrom <= 0 || !sentences.slice(0, quotedFrom).some((s) => REPLY_CHANGES.test(s))) return;
  const quoted = new Set(sentences.slice(quotedFrom));
  for (const fact of facts) if (quoted.has(fact.sentence) || [...quoted].some((s) => s.includes(fact.sentence))) fact.strength -= QUOTED_YIELD;
}

/** "changed since my note below", "go by this message", "instead of what I wrote below": a reply that changes. */
// ("Everything else below is good as is": a reply that confirms the rest of the message it quotes has mended some of it.)
// ("everything else in my answers below stands", "Everything else stays exactly as in my answers below": so does one that
// says the rest of its own earlier answers stand.)
const REPLY_CHANGES = /\b(?:(?:changed|changes)\s+(?:since|from|to)\s+(?:my|the|our)\s+(?:note|message|e-?mail|mail)\s+below|go\s+by\s+this\s+(?:one|message|e-?mail)|instead of what I (?:wrote|sent|said) below|(?:ignore|disregard) (?:what I (?:wrote|sent|said)|my (?:note|message|e-?mail)) below|(?:everything|all)\s+else\s+(?:in\s+(?:your|the)\s+(?:note|message|e-?mail|draft)\s+)?below\s+(?:is|looks)\s+(?:good|right|correct|fine|ok|okay)|(?:everything|all)\s+else\s+(?:in\s+my\s+(?:answers|notes?|message|e-?mail|reply|replies)\s+below\s+(?:still\s+)?(?:stands|holds)|(?:stays|stands|remains|is)\s+(?:exactly\s+)?(?:as\s+(?:in|per)|the\s+same\s+as\s+in)\s+my\s+(?:answers|notes?|message|e-?mail|reply|replies)\s+below))\b/i;
/** How much a superseded quoted value's strength drops. */
const QUOTED_YIELD = 0.15;

/** The sentences said before the one at `at`: those above it, and a message quoted below the reply it is in. */
function saidBefore(sentences: string[], at: number, quotedFrom: number): string[] {
  // ("From: Deshawn …" / "… It's 45432, not 45423." / "On Thu, … wrote:" / "> …": the newest message of a thread copied
  // with its own header on top mends the messages it quotes under it.)
  const quoted = quotedFrom > at ? quotedFrom : quotedMessageStart(sentences, at);
  return quoted > at ? [...sentences.slice(0, at), ...sentences.slice(quoted)] : sentences.slice(0, at);
}

/**
 * Values mended by a later "X not Y": in each earlier fact, a code written as Y ("Apt 4B", a letter and digits, or
 * five digits or more) becomes X wherever it stands; a shorter number Y only where it is the whole value (a bare 20
 * inside a date is another 20). Facts the correcting sentence itself reads as Y are dropped. Returns the facts kept.
 * (A reply written above the message it quotes mends what the quoted one said.)
 */
export function applySwaps<F extends { value: string; sentence: string }>(facts: F[], sentences: string[]): F[] {
  const dropped = new Set<F>();
  const quotedFrom = quotedMessageStart(sentences);
  sentences.forEach((sentence, at) => {
    for (const m of sentence.matchAll(SWAPPED)) {
      const [, written, replaced] = m as unknown as [string, string, string];
      // ("60613, not 60657": the comma before "not" is the sentence's.)
      const replacement = written.replace(/[.,]+$/, '');
      if (bareAmount(replacement) === bareAmount(replaced)) continue;
      // (Five digits or more are as distinctive as a code: "the condo's ZIP code is 60613, not 60657" mends the
      // address that gave 60657.)
      // (So is an amount with its currency: "settled on $375 instead of $400" mends "cash, $400, but …".)
      const code = /\p{L}/u.test(replaced) || /^\d{5,}$/.test(replaced.replace(/-/g, '')) || /^[$€£]/.test(replaced);
      const earlier = saidBefore(sentences, at, quotedFrom);
      const asWord = new RegExp(String.raw`(?<![\p{L}\p{N}])${replaced.replace(/[$.]/g, '\\$&')}(?![\p{L}\p{N}]|[.,]\d)`, 'u');
      // "The suite is 201, not 210": a short number the sentence names as a unit's is that unit's ("Suite 210").
      // ("the flat is Top 16, not 14": so is one after a capitalised word that numbers a unit in an address.)
      // ("it is stan 6, not 5" for "2. kat, stan 5": or any word the earlier value writes before the number.)
      const unit = sentence.slice(0, m.index ?? 0).match(UNIT_NAMED_BEFORE)?.[1] ?? sentence.slice(0, m.index ?? 0).match(/\b(\p{Lu}\p{Ll}{1,8})\s+$/u)?.[1] ?? sentence.slice(0, m.index ?? 0).match(/(?<![\p{L}\d])(\p{Ll}{2,10})\s+$/u)?.[1];
      // ("the apartment is 21, not 12" for "…, Apt 12, …": a unit's word stands for the others of its kind.)
      const unitWords = unit && new RegExp(String.raw`^(?:${UNIT_WORDS})$`, 'i').test(unit) ? `(?:${UNIT_WORDS})` : unit;
      const unitWordNamed = unitWords && unitWords !== unit ? new RegExp(String.raw`\b${unitWords}\b`, 'i') : undefined;
      const asUnit = unit ? new RegExp(String.raw`(\b${unitWords}\.?\s*#?\s*)${replaced.replace(/[$.]/g, '\\$&')}(?![\p{L}\p{N}])`, 'iu') : undefined;
      for (const fact of facts) {
        // ("apt: 4D not 4B" read from the correcting sentence itself is 4D.)
        if (sentence.includes(fact.sentence) && fact.value.includes(m[0].trim())) fact.value = fact.value.replace(m[0].trim(), replacement);
        if (sentence.includes(fact.sentence) && bareAmount(fact.value) === bareAmount(replaced)) dropped.add(fact);
        else if (!givenIn(fact, earlier)) continue;
        else if (code && asWord.test(fact.value)) fact.value = fact.value.replace(asWord, replacement);
        else if (asUnit?.test(fact.value)) fact.value = fact.value.replace(asUnit, `$1${replacement}`);
        // ("it's Apt 3B not Apt 3": a bare 3 elsewhere, "line 2 capped at 3", is another 3, unless said of the unit.)
        else if (!code && bareAmount(fact.value) === bareAmount(replaced) && (!unitWordNamed || unitWordNamed.test(fact.sentence))) fact.value = replacement;
      }
    }
    // ("so it's 32 duty hours, not 28": a count and what it counts, set against another count of the same; the earlier
    // sentence said it as "28 duty hours".)
    for (const m of sentence.matchAll(COUNT_SWAPPED)) {
      const [, written, counted, replaced] = m as unknown as [string, string, string, string];
      const earlier = saidBefore(sentences, at, quotedFrom);
      for (const fact of facts) {
        if (bareAmount(fact.value) !== bareAmount(replaced)) continue;
        if (sentence.includes(fact.sentence)) dropped.add(fact);
        else if (givenIn(fact, earlier) && fact.sentence.includes(`${replaced} ${counted}`)) fact.value = written;
      }
    }
  });
  return dropped.size === 0 ? facts : facts.filter((f) => !dropped.has(f));
}

/**
 * "treasure: take out the +1 dagger, she'd have pawned it", "faction is Lords' Alliance only, drop the Harpers": an
 * item taken out of a list a key was given earlier (or in the message a reply quotes below it). The list keeps its
 * other items; what the correcting sentence itself says under the key is no value.
 */
export function applyItemsTakenOut<F extends { key: string; value: string; sentence: string }>(facts: F[], sentences: string[]): F[] {
  const quotedFrom = quotedMessageStart(sentences);
  const dropped = new Set<F>();
  sentences.forEach((sentence, at) => {
    const m = sentence.match(ITEM_TAKEN_OUT);
    if (!m) return;
    const named = keyWords(m[1]!);
    const item = m[2]!.trim().toLowerCase().replace(/^(?:the|a|an|his|her|their|my)\s+/, '');
    const earlier = saidBefore(sentences, at, quotedFrom);
    for (const fact of facts) {
      if (keyWords(fact.key) !== named) continue;
      if (fact.sentence === sentence || sentence.startsWith(fact.sentence)) {
        dropped.add(fact);
        continue;
      }
      if (!givenIn(fact, earlier)) continue;
      const separator = fact.value.includes(';') ? ';' : fact.value.includes(',') ? ',' : fact.value.includes('/') ? '/' : undefined;
      if (separator === undefined) continue;
      const items = fact.value.split(separator).map((i) => i.trim());
      const kept = items.filter((i) => !i.toLowerCase().replace(/^(?:the|a|an)\s+/, '').startsWith(item));
      if (kept.length > 0 && kept.length < items.length) fact.value = kept.join(separator === '/' ? ' / ' : `${separator} `);
    }
  });
  return dropped.size === 0 ? facts : facts.filter((f) => !dropped.has(f));
}
/**
 * "pawned the silver hand mirror in Vallaki", "gave the Pearl of the Drowned Bell to Tessaly", "Maren confiscated the
 * letter of marque last session": a thing no longer had.
 */
const THING_GONE = /\b(?:pawned|sold|gave\s+away|gave|traded(?:\s+away)?|lost|hocked|gambled\s+away|confiscated|seized)\s+(?:the|her|his|my|their|our|its)\s+((?:\p{L}[\p{L}'’-]*)(?:\s+(?:of\s+the\s+|of\s+)?\p{L}[\p{L}'’-]*){0,5}?)(?=\s+(?:to|in|at|for|because|since|when|after|last|back|away)\b|\s*[,.;!)]|\s*$)/giu;
/**
 * Whether an item of a list is the thing named: it opens with the thing's words ("silver hand mirror, engraved"), or
 * has each of two words or more of them ("a hand-drawn map of the Dessarin Valley" for "the Dessarin map").
 */
function isTheThing(item: string, thing: string): boolean {
  // ("…, and a letter of marque signed by Lord Neverember": the last item of a list after its "and".)
  const words = canonicalText(item.replace(/^(?:and\s+)?(?:the|a|an)\s+/i, ''));
  if (words.startsWith(thing)) return true;
  const named = thing.split(' ').filter((w) => w !== 'of' && w !== 'the');
  const had = new Set(words.split(/[\s-]+/));
  return named.length >= 2 && named.every((w) => had.has(w));
}
/** "Treasure", "Equipment", "Inventory": a key of the things someone has. */
const POSSESSIONS_KEY = /\b(?:treasure|equipment|inventory|possessions|items|gear|belongings)\b/i;

/**
 * "She pawned the silver hand mirror in Vallaki, so drop that from her treasure", "She gave the Pearl of the Drowned
 * Bell to Tessaly": a thing the text says is pawned, sold or given away leaves the list of things had, wherever the
 * list is given (a pasted sheet often comes after the note). Only an item that opens with the thing's words goes.
 */
export function applyThingsGone<F extends { key: string; value: string }>(facts: F[], sentences: readonly string[]): void {
  const gone = sentences.flatMap((sentence) => [...sentence.matchAll(THING_GONE)].map((m) => canonicalText(m[1]!)));
  if (gone.length === 0) return;
  for (const fact of facts) {
    if (!POSSESSIONS_KEY.test(fact.key)) continue;
    const separator = fact.value.includes(';') ? ';' : fact.value.includes('\n') ? '\n' : fact.value.includes(',') ? ',' : undefined;
    if (separator === undefined) continue;
    const items = fact.value.split(separator).map((item) => item.trim());
    const kept = items.filter((item) => !gone.some((thing) => isTheThing(item, thing)));
    if (kept.length > 0 && kept.length < items.length) fact.value = kept.join(separator === '\n' ? '\n' : `${separator} `);
  }
}

/** "Gellan Rook is NOT an ally anymore", "Old Nan is no longer a friend": someone (1) no longer on a list of allies. */
const NO_LONGER_ALLY = /(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,3})\s+(?:is|are)\s+(?:not|no\s+longer)\s+(?:an?\s+|her\s+|his\s+|their\s+|my\s+)?(?:ally|allies|friend|friends|contact|contacts)\b/giu;
/** "Allies", "Allies & Organizations", "Friends": a key of the people on someone's side. */
const ALLIES_KEY = /\b(?:allies|friends|contacts)\b/i;

/**
 * "Gellan Rook is NOT an ally anymore after session 14 … take him off": a person the text says is no longer an ally
 * leaves the list of allies, wherever the list is given (a pasted card often comes after the note). Only an item that
 * opens with the person's name goes.
 */
export function applyAlliesGone<F extends { key: string; value: string }>(facts: F[], sentences: readonly string[]): void {
  const gone = sentences.flatMap((sentence) => [...sentence.matchAll(NO_LONGER_ALLY)].map((m) => m[1]!.toLowerCase()));
  if (gone.length === 0) return;
  for (const fact of facts) {
    if (!ALLIES_KEY.test(fact.key) || !fact.value.includes(';')) continue;
    const items = fact.value.split(';').map((item) => item.trim());
    const kept = items.filter((item) => !gone.some((name) => item.toLowerCase().startsWith(name)));
    if (kept.length > 0 && kept.length < items.length) fact.value = kept.join('; ');
  }
}

/**
 * "He also said to take German off, he only reads a little": a name taken off whatever list gave it earlier (the
 * languages "English, German"), no key said. Only an item that is that name and nothing more goes. Returns the items
 * taken off, with the sentences that gave them.
 */
export function applyNamedItemsTakenOff<F extends { value: string; sentence: string }>(facts: F[], sentences: string[]): { sentence: string; item: string }[] {
  const takenOff: { sentence: string; item: string }[] = [];
  sentences.forEach((sentence, at) => {
    const earlier = sentences.slice(0, at);
    for (const m of sentence.matchAll(NAMED_ITEM_TAKEN_OFF)) {
      // ("take French off" a list that says "Francais": a language by the name the form prints.)
      const name = canonicalText((m[1] ?? m[2] ?? m[3] ?? m[4])!);
      for (const fact of facts) {
        if (!givenIn(fact, earlier)) continue;
        const separator = fact.value.includes(';') ? ';' : fact.value.includes(',') ? ',' : undefined;
        if (separator === undefined) continue;
        const items = fact.value.split(separator).map((i) => i.trim().replace(/[.]$/, ''));
        const kept = items.filter((i) => canonicalText(i) !== name);
        if (kept.length === 0 || kept.length === items.length) continue;
        fact.value = kept.join(`${separator} `);
        for (const item of items) if (!kept.includes(item)) takenOff.push({ sentence: fact.sentence, item });
      }
    }
  });
  return takenOff;
}
/**
 * "take German off", "remove German", "French was ticked by mistake" ("The French box was …", "in the old record French
 * was ticked, it is a mistake"), "NOT the LLC box": a
 * name (capitalised, and no more of a name after it) taken off what was said; the name is the match's first group that
 * is set.
 */
export const NAMED_ITEM_TAKEN_OFF = /\b(?:[Tt]ake|[Ll]eave|[Cc]ross|[Ss]trike)\s+(\p{Lu}[\p{L}'’-]+)\s+off\b|\b(?:[Rr]emove|[Dd]rop|[Tt]ake\s+out|[Uu]ntick|[Uu]ncheck)\s+(\p{Lu}[\p{L}'’-]+)\b(?!\s+\p{Lu})|\b(\p{Lu}[\p{L}'’-]+)(?:\s+box)?\s+(?:was|is|got)\s+(?:ticked|checked|marked|selected|added)(?:\s+by\s+(?:mistake|accident|error)\b|,?\s+(?:it|that|this|which)\s*(?:is|['’]s|was)\s+(?:a\s+|an\s+)?(?:mistake|wrong|error)\b)|\b(?:NOT|[Nn]ot)\s+the\s+(\p{Lu}[\p{L}'’-]+)\s+box\b/gu;

/**
 * "Janet moved to the Utah center in August. My first-line supervisor is now Ramon Estevez, … Please take Janet's info
 * off.": what was said about someone the writer says to take off (their keyed line, the values read from it) is no
 * value any more. Returns the facts kept.
 */
export function withoutPeopleTakenOff<F extends { value: string; sentence: string }>(facts: F[], sentences: string[]): F[] {
  const names = sentences.flatMap((sentence) => [...sentence.matchAll(PERSON_TAKEN_OFF)].map((m) => ({ name: (m[1] ?? m[2] ?? m[3] ?? m[4])!, sentence })));
  // ("Put Rosa in the first-line block instead of Gus.": the line that gives the one put aside, "First-line supervisor:
  // Gus Ferreira, HVAC Supervisor, (541) 555-0123, …", and what was read from it.)
  const putAside = sentences.flatMap((sentence) => [...sentence.matchAll(PERSON_PUT_INSTEAD_OF)].map((m) => m[1]!));
  if (putAside.length > 0) {
    const givenBy = (fact: F) => putAside.some((name) => new RegExp(String.raw`^[^:.!?]{1,40}:\s*${escapeRegExp(name)}\b`, 'u').test(fact.sentence));
    facts = facts.filter((fact) => !givenBy(fact));
  }
  if (names.length === 0) return facts;
  const saidOf = (fact: F) =>
    names.some(({ name, sentence }) => fact.sentence !== sentence && !sentence.includes(fact.sentence) && new RegExp(String.raw`(?<![\p{L}])${escapeRegExp(name)}(?![\p{L}])`, 'u').test(fact.sentence));
  return facts.filter((fact) => !saidOf(fact));
}
/** "Put Rosa in the first-line block instead of Gus", "use Priya as the contact instead of Dan" (1 the one put aside). */
const PERSON_PUT_INSTEAD_OF = /\b(?:[Pp]ut|[Uu]se|[Ll]ist)\s+\p{Lu}\p{Ll}+\s+(?:in|on|as|for)\s+[^.;]{1,40}?\binstead\s+of\s+(\p{Lu}\p{Ll}+)\b/gu;
// ("take Janet's info off", "remove Tom's details", "drop Janet's name": a person's details taken off by their name.)
// ("Jonas is my boyfriend and the duo partner, he is NOT joining the dance group …, ignore all his stuff.", "ignore
// Jonas's stuff": or ignored, said of someone named at the sentence's start.)
const PERSON_TAKEN_OFF = /\b(?:[Tt]ake|[Ll]eave|[Cc]ross|[Ss]trike)\s+(\p{Lu}\p{Ll}+)['’]s\s+(?:info|information|details|name|contact(?:\s+info)?)\s+(?:off|out)\b|\b(?:[Rr]emove|[Dd]rop|[Dd]elete)\s+(\p{Lu}\p{Ll}+)['’]s\s+(?:info|information|details|name|contact(?:\s+info)?)\b|^\s*(?:[-*•]\s+)?(\p{Lu}\p{Ll}+)\s+is\s+[^.!?]{1,160}?\b(?:ignore|skip|forget)\s+(?:all\s+)?(?:his|her|their)\s+(?:stuff|info|information|details|data)\b|\b(?:[Ii]gnore|[Ss]kip|[Ff]orget)\s+(?:all\s+(?:of\s+)?)?(\p{Lu}\p{Ll}+)['’]s\s+(?:stuff|info|information|details|data)\b/gu;

/**
 * "do NOT list Captain Harrow as an ally": an item the writer says to leave out of a list, wherever the list is given
 * (a record pasted under the instruction too). Its item is the one with all the words named ("Captain Ilse Harrow of
 * the Gannet").
 */
export function applyItemsNotListed<F extends { key: string; value: string }>(facts: F[], sentences: string[]): void {
  // ("…; (formerly) Quartermaster Bram Tull -- DEAD as of ep 204, don't list": an item of a list that says itself it is
  // not to be listed.)
  for (const fact of facts) {
    if (!fact.value.includes(';')) continue;
    const items = fact.value.split(';').map((i) => i.trim());
    const kept = items.filter((i) => !ITEM_SAYS_NOT_LISTED.test(i));
    if (kept.length > 0 && kept.length < items.length) fact.value = kept.join('; ');
  }
  for (const sentence of sentences) {
    const said = sentence.match(NAMED_NOT_AN_ITEM);
    for (const m of [...sentence.matchAll(ITEM_NOT_LISTED), ...(said ? [said] : [])]) {
      const words = m[1]!.toLowerCase().replace(/^(?:the|a|an|his|her|their|my)\s+/, '').split(/\s+/);
      const list = singular(m[2]!.toLowerCase());
      for (const fact of facts) {
        if (!fact.key.toLowerCase().split(/[\s/_]+/).some((w) => singular(w) === list) || !fact.value.includes(';')) continue;
        const items = fact.value.split(';').map((i) => i.trim());
        const kept = items.filter((i) => !words.every((w) => i.toLowerCase().split(/[\s,()]+/).includes(w)));
        if (kept.length > 0 && kept.length < items.length) fact.value = kept.join('; ');
      }
    }
  }
}
/**
 * "Brother Aldous turned out to be the cult's prophet, so he is NOT an ally, take him out": a name opening its sentence
 * and said further on to be no item of a list (1 the name, 2 the list's word).
 */
const NAMED_NOT_AN_ITEM = /^\s*(?:[-*•]\s+)?(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3})\s[^.;]*?\b(?:he|she|they|it)\s+(?:is|are)\s+(?:NOT|not|no\s+longer)\s+(?:an?\s+|her\s+|his\s+|their\s+|my\s+)?(\p{L}+)/u;
/** "-- DEAD as of ep 204, don't list", "(do not include)": an item's own remark that it stays off the list. */
const ITEM_SAYS_NOT_LISTED = /(?:[-–—,(]\s*|\s)(?:don['’]t|do\s+not|never)\s+(?:list|include|add|put)(?:\s+(?:it|him|her|them|this(?:\s+one)?))?\s*\)?[.!]*$/i;
const ITEM_NOT_LISTED = /\b(?:do\s+not|don['’]t|never)\s+(?:list|include|add|put(?:\s+down)?)\s+(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3})\s+(?:as\s+(?:an?\s+|her\s+|his\s+|their\s+|my\s+)?|among\s+(?:the\s+|her\s+|his\s+|their\s+|my\s+)?|in\s+(?:the\s+|her\s+|his\s+|their\s+|my\s+)?|under\s+)(\p{L}+)/giu;
/** "allies" → "ally", "items" → "item". */
function singular(word: string): string {
  return word.replace(/ies$/, 'y').replace(/(?<!s)s$/, '');
}

/** "the ticket still says step 2", "the registry still shows grade 11": a record's stale value, its key, then the value. */
const STILL_SHOWS = /\b(?:still|only)\s+(?:says|shows|lists|has|reads)\s+(?:the\s+)?([\p{L}][\p{L}-]{1,20})\s+(\d{1,3}[A-Za-z]?)\b/giu;

// ("Hair: black, cut short at the jaw": hair cut short describes it; nothing is taken out.)
const ITEM_TAKEN_OUT = /^\s*(\p{L}[\p{L} &'’-]{1,30}?)\s*(?::|\s(?:is|are)\b)\s*(?:[^.;:]*?,\s*)?(?:please\s+)?(?:take out|drop|remove|delete|leave off|cross off|cut(?!\s+(?:short|long|close|very|at|to|in|into|just|above|below)\b))\s+([^,.;]+)/iu;

/**
 * "The account number on there is the old one. … I'm vendor V-01322 in their system, so use that one": a key's value
 * given before (a statement's "Account number: V-00817") called the old one is no value, and neither is what the
 * sentence says under the key. Nor is a record's line whose key in quotes is said not to be what it names ('That
 * "Serial #" is NOT the serial.'). Returns the facts kept.
 */
export function withoutOldOnes<F extends { key: string; value: string; sentence: string }>(facts: F[], sentences: readonly string[]): F[] {
  const named = sentences.flatMap((sentence, at) => [...sentence.matchAll(THE_OLD_ONE)].map((m) => ({ at, words: tokenize(m[1]!) })));
  // ("That address is where I USED to live.": the address given before it, called the writer's old home.)
  sentences.forEach((sentence, at) => {
    if (ADDRESS_LIVED_AT_BEFORE.test(sentence)) named.push({ at, words: tokenize('address') });
  });
  // ("The e-mail on the tax bill is my granddaughter Natalia": a record's contact said to be someone else's.)
  sentences.forEach((sentence, at) => {
    for (const m of sentence.matchAll(CONTACT_OF_SOMEONE_ELSE)) named.push({ at, words: tokenize(m[1]!) });
  });
  // ("The (773) number is the old house phone.": a phone number by its area code, said to be old.)
  const oldAreaCodes = sentences.flatMap((sentence) => [...sentence.matchAll(AREA_CODE_CALLED_OLD)].map((m) => m[1]!));
  // ('That "Serial #" is NOT the serial.': a record's line by its key in quotes, said not to be what it looks like.)
  const disowned = new Set(sentences.flatMap((sentence) => [...sentence.matchAll(QUOTED_KEY_DISOWNED)].map((m) => (m[1] ?? m[2]!).trim().toLowerCase())));
  // ("the San Fernando Rd address on the CSLB page is the old yard": an address named by its street, said to be old.)
  // ("Warren Ave is the old one.": or the street alone, said to be the old one.)
  const oldStreets = sentences.flatMap((sentence) => [...sentence.matchAll(STREET_NAMED_OLD), ...sentence.matchAll(STREET_IS_OLD_ONE)].map((m) => canonicalText(m[1]!)));
  if (named.length === 0 && disowned.size === 0 && oldStreets.length === 0 && oldAreaCodes.length === 0) return facts;
  return facts.filter((fact) => {
    if (disowned.has(fact.key.trim().toLowerCase())) return false;
    if (oldAreaCodes.some((code) => new RegExp(String.raw`^\s*(?:\+?1[\s.-]*)?\(?${code}\)?[\s.-]*\d{3}[\s.-]*\d{4}\b`).test(fact.value))) return false;
    if (oldStreets.some((street) => ` ${canonicalText(fact.value)} `.includes(` ${street} `))) return false;
    const words = new Set(tokenize(fact.key));
    // (What the sentences after it say under the key is the new one.)
    const at = sentences.indexOf(fact.sentence);
    return !named.some((old) => at <= old.at && old.words.length > 0 && old.words.every((w) => words.has(w)));
  });
}
/** "… by May 1 (not April 15 like he first said)", "…, not $1,900": a date or an amount set aside after another (1). */
const SET_ASIDE_FOR_ANOTHER =
  /(?:\(|,|;|[–—]|\s-)\s*not\s+(?:the\s+)?((?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?|\$\s?\d[\d,]*(?:\.\d{2})?|\d{1,3}(?:,\d{3})+(?:\.\d{2})?)(?![\d,])/g;

/** "April 15, 2026", "April 15th" → "april 15"; "$1,900.00", "1,900" → "1900": a date or amount as compared. */
function plainFigure(value: string): string {
  const date = value.match(/^\s*(\p{L}+)\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+\d{4})?\s*$/u);
  if (date) return `${date[1]!.toLowerCase()} ${date[2]}`;
  return value.trim().replace(/^\$\s?/, '').replace(/,/g, '').replace(/\.00$/, '');
}

/** "The e-mail on the tax bill is my granddaughter Natalia" (1 the contact's kind). */
const CONTACT_OF_SOMEONE_ELSE = /\b[Tt]he\s+(e-?mail(?:\s+address)?|phone(?:\s+number)?)\s+(?:on|in)\s+(?:the|that|this)\s+[\p{L} -]{1,25}?\s+(?:is|belongs\s+to)\s+(?:my|our)\s+(?:grand)?(?:daughter|son|child|wife|husband|mother|father|mom|dad|sister|brother|niece|nephew|neighbou?r|friend|accountant|bookkeeper)\b/gu;
/** "The (773) number is the old house phone", "the 773 number is disconnected" (1 the area code). */
const AREA_CODE_CALLED_OLD = /\b[Tt]he\s+\(?(\d{3})\)?\s+(?:number|phone|line)\s+(?:is|was)\s+(?:(?:the|an?|my|our)\s+)?(?:old|former|previous|disconnected|dead|no\s+longer)\b/gu;
/** 'That "Serial #" is NOT the serial' (1 the key in quotes). */
// ('the invoice has my Clearwater address as "bill to", just ignore it': or a line by its key in quotes to be ignored.)
const QUOTED_KEY_DISOWNED = /["“]([^"”\n]{1,30})["”]\s+(?:is|was)\s+(?:NOT|not)\s+(?:the|my|his|her|its|a)\s+(?:real\s+|actual\s+)?\p{L}+|\bas\s+["“]([^"”\n]{1,30})["”],?\s+(?:so\s+)?(?:just\s+|please\s+)?(?:ignore|disregard|skip)\s+(?:it|that|this|them)\b/gu;
/** "That address is where I USED to live", "The address on the ticket is where we used to live". */
const ADDRESS_LIVED_AT_BEFORE = /^\s*(?:\d{1,2}[.)]\s+)?(?:That|The)\s+address(?:\s+(?:on|in)\s+(?:there|it|that|the\s+[\p{L}-]+))?\s+(?:is|was)\s+where\s+(?:I|we|he|she|they)\s+used\s+to\s+live\b/iu;
/** "the San Fernando Rd address on the CSLB page is the old yard" (1 the street's name, with its type). */
const STREET_NAMED_OLD = new RegExp(String.raw`\b[Tt]he\s+(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,3}\s+${STREET_TYPE})\.?\s+address(?:\s+(?:on|in|from)\s+(?:there|it|that|the\s+[\p{L}\d-]+(?:\s+[\p{L}\d-]+)?))?\s+(?:is|was)\s+(?:the|our|my|an?)\s+(?:old|previous|former|outdated|stale)\b`, 'gu');
/** "Warren Ave is the old one." (1 the street's name, with its type), opening its sentence. */
const STREET_IS_OLD_ONE = new RegExp(String.raw`^\s*(?:\d{1,2}[.)]\s+)?(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,3}\s+${STREET_TYPE})\.?\s+(?:is|was)\s+(?:the|our|my)\s+(?:old|previous|former)\s+(?:one|address|place)\b`, 'gu');
/**
 * "The account number on there is the old one", "the address on the letter is an outdated one", "The email there is
 * old" (1 the key's words).
 */
// ("The email there is old, I don't open it anymore.": or a record's value said to be old, where it is.)
// ("3. The address is old! We moved the shop …": or said so with an exclamation mark, alone.)
const THE_OLD_ONE = /\b[Tt]he\s+(\p{L}+(?:\s+\p{L}+){0,3}?)(?:(?:\s+(?:on|in)\s+(?:there|it|that|the\s+\S+))?\s+(?:is|was)\s+(?:the|an?)\s+(?:old|previous|former|outdated|stale)\s+one|\s+(?:there|on\s+there|on\s+it|in\s+it)\s+(?:is|was)\s+(?:old|outdated|stale|out\s+of\s+date)(?=[\s,.;!])|\s+(?:is|was)\s+(?:old|outdated|out\s+of\s+date)\s*!)/gu;

/**
 * "Federal tax class is wrong in the sheet. We elected S corporation treatment …": a key's earlier value called wrong
 * is no value (the sentences after it say what is right). A key that says not to send its value ("Owner SSN (Dana -
 * do not send out)") gives none either. Returns the facts kept.
 */
export function withoutValuesCalledWrong<F extends { key: string; value: string; sentence: string; source: string }>(facts: F[], sentences: string[]): F[] {
  const quotedFrom = quotedMessageStart(sentences);
  const dropped = new Set<F>(facts.filter((f) => (f.source === 'line' && NOT_TO_BE_SENT.test(f.key)) || saidToBeIgnored(f)));
  // ("His contact details are the ones in row 1 (not my number, not our office).": the writer's own numbers are no one's
  // the form asks for.)
  if (sentences.some((s) => NOT_MY_NUMBER.test(s))) for (const f of facts) if (/^\s*my\s+(?:\p{L}+\s+)?(?:phone|telephone|cell|mobile|fax)\b/iu.test(f.key)) dropped.add(f);

  // ("Where the book and the notes disagree, go with the notes.": of two lines keyed alike, the later one stands.)
  // ("NOTES FOR THE SHEET (this is the real stuff):" under a forwarded entry: so do notes headed as the real values.)
  if (sentences.some((s) => LATER_LINES_WIN.test(s) || NOTES_ARE_THE_REAL_ONES.test(s))) {
    const lastOfKey = new Map<string, F>();
    for (const f of facts) if (f.source === 'line') lastOfKey.set(keyWords(f.key), f);
    for (const f of facts) if (f.source === 'line' && lastOfKey.get(keyWords(f.key)) !== f) dropped.add(f);
  }
  // (Under notes headed as the real values, a record's "Entrant height: 160 cm" yields to the notes' "Height: 5'9\"" too:
  // a key that ends with a later line's key for a person's measure or looks, with another value, is that line's, said
  // of the costume's wearer. Not "full name" before "name: just Grusha Vel, no …", which says how to write it.)
  if (sentences.some((s) => NOTES_ARE_THE_REAL_ONES.test(s))) {
    const lines = facts.filter((f) => f.source === 'line');
    lines.forEach((f, at) => {
      if (lines.slice(at + 1).some((later) => PERSONS_MEASURE_KEY.test(later.key) && keyWords(f.key).endsWith(` ${keyWords(later.key)}`) && later.value.trim() !== f.value.trim())) dropped.add(f);
    });
  }
  // ("I'm step 3 now. The ticket still says step 2.": a value a record is said still to show is out of date.)
  for (const sentence of sentences) {
    for (const m of sentence.matchAll(STILL_SHOWS)) for (const f of facts) if (f.sentence !== sentence && keyWords(f.key) === keyWords(m[1]!) && f.value.trim() === m[2]) dropped.add(f);
  }
  // ("Greg pays it all in cash, later, by May 1 (not April 15 like he first said).": a date or an amount the sentence
  // sets aside for the one it gives is no value where another sentence gives it.)
  for (const sentence of sentences) {
    for (const m of sentence.matchAll(SET_ASIDE_FOR_ANOTHER)) {
      const denied = plainFigure(m[1]!);
      if (!sentence.slice(0, m.index).match(/\d/)) continue;
      for (const f of facts) if (f.sentence !== sentence && plainFigure(f.value) === denied) dropped.add(f);
    }
  }
  sentences.forEach((sentence, at) => {
    const named = sentence.match(KEY_CALLED_WRONG)?.[1];
    if (named === undefined) return;
    const earlier = saidBefore(sentences, at, quotedFrom);
    // (What the sentence itself goes on to give, "Height is wrong, … 171 cm now", is the right value.)
    for (const fact of facts) if (fact.sentence === sentence ? WRONG_WORD.test(fact.value) : keyWords(fact.key) === keyWords(named) && givenIn(fact, earlier)) dropped.add(fact);
  });
  return dropped.size === 0 ? facts : facts.filter((f) => !dropped.has(f));
}

/**
 * "Backstory: the XML one, just cut the Ailsa sentence.", "Backstory: take the export text but cut the twin-brother
 * sentence.": a keyed note that says which sentence to cut from the value the same key has elsewhere. That value loses
 * every sentence with those words in it, and the note, which gives no value of its own, is dropped. Returns the facts
 * kept.
 */
export function withSentencesCut<F extends { key: string; value: string; source: string }>(facts: F[]): F[] {
  const dropped = new Set<F>();
  for (const note of facts) {
    const cut = note.source === 'line' ? note.value.match(SENTENCE_TO_CUT)?.[1] : undefined;
    if (cut === undefined) continue;
    const words = new RegExp(String.raw`(?<![\p{L}])${cut.trim().split(/[\s-]+/).map(escapeRegExp).join(String.raw`[\s-]+`)}`, 'iu');
    for (const fact of facts) {
      if (fact === note || keyWords(fact.key) !== keyWords(note.key)) continue;
      const sentences = sentencesOfValue(fact.value);
      const kept = sentences.filter((sentence) => !words.test(sentence));
      if (sentences.length < 2 || kept.length === sentences.length || kept.length === 0) continue;
      fact.value = kept.join(' ');
      dropped.add(note);
    }
  }
  return dropped.size === 0 ? facts : facts.filter((f) => !dropped.has(f));
}
/** "cut the Ailsa sentence", "drop the twin-brother sentence": the words of the sentence to cut (1). */
const SENTENCE_TO_CUT = /\b(?:cut|drop|remove|delete|leave\s+out|take\s+out|skip|lose)\s+the\s+([\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,2})\s+sentence\b/iu;

/**
 * "Use the mailing address, the PO box, for the address on the W-9", "use the mailing address, not the studio": of a
 * record's addresses of several kinds, the one the text says to use for the form's address; the others ("Physical
 * address: …") give none. Returns the facts kept.
 */
export function withAddressChosenByKind<F extends { key: string; value: string; topic?: string; sentence: string; source: string }>(facts: F[], sentences: string[]): F[] {
  // ("mail only goes to the PO box, nobody delivers to the yard": the mailing address, where mail is said to go.)
  const kind = sentences.map((s) => (s.match(ADDRESS_KIND_TO_USE) ?? s.match(ADDRESS_KIND_STRESSED))?.[1] ?? (MAIL_ONLY_TO_BOX.test(s) ? 'mailing address' : undefined)).find((k) => k !== undefined);
  if (kind === undefined) return facts;
  const chosen = keyWords(kind);
  // ("Physical address: …" on a line of its own; "address": [{"name": "Mailing", …}] in a pasted record, its pieces
  // under the label's topic.)
  // (Or "Legal address   4470 N Oakland Ave, …" in a settings page copied off the screen, read as a typed address.)
  const kindOf = (f: F) => (f.source === 'line' || (f.source === 'typed' && isWholeAddress(f.value)) ? f.key : f.source === 'json' ? (f.topic ?? '') : '').match(/^\s*(\p{L}+\s+address)\s*$/iu)?.[1];
  if (!facts.some((f) => kindOf(f) !== undefined && keyWords(kindOf(f)!) === chosen)) return facts;
  // (An address keyed by nothing, the one in a forwarded e-mail's signature, is no more the one to use.)
  const unkeyedAddress = (f: F) => f.source === 'typed' && f.key.trim() === '' && isWholeAddress(f.value);
  return facts.filter((f) => (kindOf(f) === undefined && !unkeyedAddress(f)) || (kindOf(f) !== undefined && keyWords(kindOf(f)!) === chosen));
}
/** "4470 N Oakland Ave, Suite 210, Shorewood, WI 53211": a whole address, down to its postcode (parse-compound.ts). */
const isWholeAddress = (value: string): boolean => (parseAddress(value)?.zip ?? '') !== '';
// ("Address: use the mailing address (the PO box), not the studio": or the one used instead of another.)
const ADDRESS_KIND_TO_USE = /\b(?:use|go with|put)\s+(?:the|my|our|his|her|their)\s+(\p{L}+\s+address)\b(?:[^.;]*?\bfor\s+the\s+(?:address|form)\b|\s*(?:\([^()]*\))?,?\s+(?:not|instead\s+of)\s+the\s+\p{L})/iu;
const MAIL_ONLY_TO_BOX = /\bmail\s+(?:only\s+)?(?:goes|gets\s+delivered|is\s+delivered)\s+(?:only\s+)?to\s+the\s+P\.?\s?O\.?\s+box\b/i;
// ("Please use the new HOME address on my card": or the one whose kind is written in capitals, stressed over the others.)
const ADDRESS_KIND_STRESSED = /\b(?:[Uu]se|[Gg]o with|[Pp]ut)\s+(?:the|my|our|his|her|their)\s+(?:(?:new|current)\s+)?(\p{Lu}{3,}\s+address)\b/u;

type RuledOutFact = { key: string; value: string; sentence: string; address?: unknown };

/**
 * Values the text rules out wherever they are given, once every value is read out of its line: amounts
 * (amountRuledOut) and addresses (addressRuledOut). Both are asked of the same facts and sentences. Returns the facts
 * kept.
 */
export function withoutValuesRuledOut<F extends RuledOutFact>(facts: F[], sentences: string[]): F[] {
  const amount = amountRuledOut(facts, sentences);
  const address = addressRuledOut(facts, sentences);
  return facts.filter((fact) => !amount(fact) && !address(fact));
}

/**
 * Whether an amount is ruled out: one the text says not to use ("Please don't use the TA grand total of $1,927.40
 * anywhere", or "the system's TOTAL" by its key), or the price asked once another is agreed ("he wanted $1,450 with the
 * two extra chokes; we agreed on $1,350", "asking 650" … "we settled on 575").
 */
function amountRuledOut<F extends RuledOutFact>(facts: F[], sentences: string[]): (fact: F) => boolean {
  const ruledOut = new Set(sentences.flatMap((sentence) => [...sentence.matchAll(AMOUNT_NOT_TO_USE), ...sentence.matchAll(ASKED_THEN_AGREED)].map((m) => bareAmount(m[1]!))));
  // ("asking 650. he'll pay cash …" and, messages later, "we settled on 575": the asking price, once a price is agreed.)
  const settledAt = sentences.findLastIndex((sentence) => PRICE_SETTLED.test(sentence));
  sentences.slice(0, Math.max(0, settledAt)).forEach((sentence) => {
    for (const m of sentence.matchAll(ASKING_PRICE)) ruledOut.add(bareAmount(m[1]!));
  });
  // ("Please don't use the system's TOTAL anywhere": or the amount of a line it names by its key.)
  const keysRuledOut = sentences.flatMap((sentence) => [...sentence.matchAll(KEYED_AMOUNT_NOT_TO_USE)].map((m) => new RegExp(String.raw`(?<![\p{L}])${escapeRegExp(m[1]!)}(?![\p{L}])`, 'u')));
  for (const fact of facts) if (MONEY_VALUE.test(fact.value) && keysRuledOut.some((key) => key.test(fact.key))) ruledOut.add(bareAmount(fact.value.trim()));
  return (fact) => MONEY_VALUE.test(fact.value) && ruledOut.has(bareAmount(fact.value.trim()));
}

/**
 * Whether an address is ruled out: the signature's under the text ("Not the shop address in my signature"), one named
 * by its street ("Don't use the Colley Ave address"), a post office box ("NOT the PO box"), or one in the place an old
 * home was while another address is given ("the Safety app still has our OLD flat in Clifton").
 */
function addressRuledOut<F extends RuledOutFact>(facts: F[], sentences: string[]): (fact: F) => boolean {
  // (The signature's address is keyed by nothing and comes after the sentence that rules it out.)
  const signatureRuledOut = sentences.findIndex((s) => SIGNATURE_ADDRESS_RULED_OUT.test(s));
  const inSignature = (fact: F) => signatureRuledOut >= 0 && fact.address !== undefined && fact.key.trim() === '' && sentences.findIndex((s) => s.includes(fact.sentence)) > signatureRuledOut;
  const streetsRuledOut = sentences.flatMap((sentence) => [...sentence.matchAll(STREET_ADDRESS_RULED_OUT), ...sentence.matchAll(ADDRESS_ON_STREET_RULED_OUT)].map((m) => m[1]!.toLowerCase()));
  const onStreetRuledOut = (fact: F) => fact.address !== undefined && streetsRuledOut.some((street) => fact.value.toLowerCase().includes(street));
  const postOfficeBoxRuledOut = sentences.some((sentence) => PO_BOX_RULED_OUT.test(sentence));
  const isBoxRuledOut = (fact: F) => postOfficeBoxRuledOut && fact.address !== undefined && isPostOfficeBox(parseAddress(fact.value)?.street ?? '');
  const oldPlaces = sentences.flatMap((sentence) => [...sentence.matchAll(OLD_HOME_IN_PLACE)].map((m) => new RegExp(String.raw`(?<![\p{L}])${escapeRegExp(m[1]!)}(?![\p{L}])`, 'u')));
  const inOldPlace = (fact: F) => fact.address !== undefined && oldPlaces.some((place) => place.test(fact.value));
  const anotherAddress = facts.some((fact) => fact.address !== undefined && !inOldPlace(fact));
  return (fact) => inSignature(fact) || onStreetRuledOut(fact) || isBoxRuledOut(fact) || (anotherAddress && inOldPlace(fact));
}
/**
 * "still has our old flat in Clifton", "our OLD flat in Clifton" (1 the place the old home was): a record said to show
 * the old home still, or the old home stressed. ("I am selling my former home in Naperville" is the property, still
 * wanted.)
 */
const OLD_HOME_IN_PLACE = /(?:\bstill\s+(?:has|shows|lists|says|gives)\s+(?:our|my|his|her|their|the)\s+(?:OLD|[Oo]ld|former|previous)|\b(?:our|my|his|her|their|the)\s+OLD)\s+(?:flat|apartment|address|house|home|place|condo|unit)\s+(?:in|on|at)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)/gu;
/** "NOT the PO box", "don't use the P.O. Box": the address that is a post office box, whichever it is, is not to be used. */
// ("we closed the Two Harbors PO box in August": or one said to be closed.)
const PO_BOX_RULED_OUT = /\b(?:[Dd]on['’]t\s+use|[Dd]o\s+not\s+use|[Nn]ever\s+use|NOT|[Nn]ot)\s+the\s+P\.?\s?O\.?\s+[Bb]ox\b(?!\s+\d)|\b(?:closed|gave\s+up|cancell?ed|no\s+longer\s+have)\s+(?:the|our|my)\s+(?:\p{Lu}\p{L}+\s+){0,2}P\.?\s?O\.?\s+[Bb]ox\b(?!\s+\d)/u;

/** "Don't use the Colley Ave address", "not the Water Street address": an address named by its street, ruled out. */
const STREET_ADDRESS_RULED_OUT = new RegExp(String.raw`\b(?:[Dd]on['’]t\s+use|[Dd]o\s+not\s+use|[Nn]ever\s+use|[Nn]ot)\s+the\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?\s+${STREET_TYPE})\.?\s+address\b`, 'gu');

/** "Don't use my home address on Shaver either": an address named by whose it is and its street's name, ruled out. */
const ADDRESS_ON_STREET_RULED_OUT = /\b(?:[Dd]on['’]t\s+use|[Dd]o\s+not\s+use|[Nn]ever\s+use)\s+(?:my|our|the|his|her|their)\s+(?:[\p{L}-]+\s+)?address\s+on\s+(\p{Lu}[\p{L}'’-]+)/gu;

/** "don't use the TA grand total of $1,927.40 anywhere", "never use the $2,100 on the form": an amount ruled out. */
const AMOUNT_NOT_TO_USE = /\b(?:don['’]t|do\s+not|never|please\s+don['’]t)\s+(?:use|put|enter|include)\s+(?:the\s+|that\s+)?[^.;$\d]{0,60}?(\$\s?\d{1,3}(?:,\d{3})*(?:\.\d{2})?)\b[^.;]{0,20}?\b(?:anywhere|at\s+all|on\s+the\s+form|in\s+any\s+box|for\s+anything)\b/giu;
/** "he wanted $1,450 …; we agreed on $1,350", "she was asking $900 but we settled at $800": the asking price, then the deal's. */
/** "asking 650", "asking price $1,450", "listed it at $900" (1 the amount asked). */
const ASKING_PRICE = /\b(?:asking(?:\s+price)?(?:\s+(?:was|of|is))?|was\s+asking|listed\s+(?:it\s+)?(?:at|for))\s+(\$?\s?\d{2,3}(?:,?\d{3})*(?:\.\d{2})?)(?![\d.,]*\s*(?:%|percent|days?|months?|years?)\b)/giu;
/** "we settled on 575", "agreed on $600": a price agreed. */
const PRICE_SETTLED = /\b(?:agreed|settled|landed)\s+(?:on|at)\s+\$?\s?\d/i;
const ASKED_THEN_AGREED = /\b(?:wanted|asked(?:\s+for)?|was\s+asking|asking(?:\s+price)?(?:\s+(?:was|of))?|listed\s+(?:it\s+)?(?:at|for))\s+(\$\s?\d{1,3}(?:,\d{3})*(?:\.\d{2})?)\b[^.!?]{0,80}?\b(?:agreed|settled|landed|met\s+in\s+the\s+middle)\s+(?:on|at)\s+\$\s?\d/giu;
/** "Please don't use the system's TOTAL anywhere": a pasted line's amount ruled out by its key, in capitals. */
const KEYED_AMOUNT_NOT_TO_USE = /\b(?:don['’]t|do\s+not|never)\s+(?:use|put|enter)\s+the\s+(?:[\p{L}]+['’]s\s+)?(\p{Lu}{3,}(?:\s+\p{Lu}{3,}){0,2})\s+(?:anywhere|at\s+all|on\s+the\s+form)\b/gu;
const MONEY_VALUE = /^\s*\$?\s?\d{1,3}(?:,\d{3})*(?:\.\d{2})?\s*$/;

/** "Not the shop address in my signature", "don't use the address on my letterhead": the signature's address ruled out. */
const SIGNATURE_ADDRESS_RULED_OUT = /\b(?:not|don['’]t\s+use|do\s+not\s+use|never\s+use)\s+(?:the|my|our)\s+(?:[\p{L}-]+\s+)?address\s+(?:in|on|from|under|at\s+the\s+bottom\s+of)\s+(?:my|the|our)\s+(?:e-?mail\s+)?(?:signature|letterhead|sig|footer)\b/iu;
/** "(not my number, not our office)", "not my phone": the writer's own numbers ruled out. */
const NOT_MY_NUMBER = /\bnot\s+(?:my|our)\s+(?:own\s+)?(?:number|phone|cell|mobile|office\s+(?:number|phone|line))\b/i;

/** "(the printout has her SSN, 487-22-6105, ignore that)": a value the words right after it say to pass over. */
function saidToBeIgnored(fact: { value: string; sentence: string }): boolean {
  const at = fact.value.length > 0 ? fact.sentence.indexOf(fact.value) : -1;
  return at >= 0 && IGNORE_IT.test(fact.sentence.slice(at + fact.value.length));
}
// ("Her SSN 433-61-2259 is all over the old 2008 joint return in the file, ignore it.": or at the end of the clause that
// says where the value is.)
const IGNORE_IT = /^(?:[^.;!?()]{0,80}?,)?\s*(?:[,;:–—-]\s*|\(\s*)?(?:so\s+|just\s+|please\s+|pls\s+)*(?:ignore|disregard|skip)\s+(?:that|it|this|that one)\b/i;

/** "Where the book and the notes disagree, go with the notes", "if they differ, my notes win": the later lines stand. */
/** "Height", "- Weight", "eyes": the key of a person's measure or looks. */
const PERSONS_MEASURE_KEY = /^\s*(?:[-*•]\s*)?(?:height|weight|age|eyes|hair|skin)\s*$/i;
/** "MY NOTES (the real stuff for the sheet):", "NOTES FOR THE SHEET (this is the real stuff):": notes headed as what counts. */
const NOTES_ARE_THE_REAL_ONES = /^\s*(?:my\s+)?notes\b[^\n]{0,40}\(\s*(?:this\s+is\s+|these\s+are\s+)?the\s+real\s+(?:stuff|ones|values|info|details)\b[^()\n]*\)\s*:?\s*$/iu;
const LATER_LINES_WIN = /\b(?:where|if|when)\s+(?:the\s+|they\s+|these\s+)?[\p{L}'’ ]{0,40}?\b(?:disagree|differ|conflict|don['’]t\s+match)\b[^.!?]{0,40}?\b(?:go\s+with|use|trust|follow)\s+(?:the\s+|my\s+)?(?:notes|OOC|ones?\s+below|what['’]?s\s+below|below)\b/iu;

/** "Federal tax class is wrong in the sheet", "The phone number there is out of date": a key whose value is wrong. */
const KEY_CALLED_WRONG = /^\s*(?:the\s+)?(\p{L}[\p{L} &'’-]{1,30}?)\s+(?:is|was)\s+(?:wrong|out of date|outdated|stale|incorrect)\b/iu;
const WRONG_WORD = /^\s*(?:wrong|out of date|outdated|stale|incorrect)\b/i;
/** "(Dana - do not send out)", "(don't use)": a key that says its value is not to go anywhere. */
const NOT_TO_BE_SENT = /\b(?:do not|don['’]t|never)\s+(?:send|use|include|put|share|disclose|give)\b/i;

/**
 * "Correction: dropdown_1 should be foobar, not bar", "make Dropdown7 Infinity, not Acura": a key named, its new
 * value and the one it replaces, words or not.
 */
const KEYED_SWAP = /(?:^|[:;,.]\s*)(?:(?:make|set|change)\s+)?(?:the\s+)?([\p{L}][\p{L}\p{N}_'’ -]{0,30}?)\s+(?:should be|should say|is|to)?\s*["“]?([^,;"”]{1,40}?)["”]?,?\s+(?:not|instead of|rather than)\s+["“]?([^,.;"”]{1,40}?)["”]?(?=\s*(?:[,.;:]|$))/giu;
/** "her hair is silver now, not black", "his eyes went milk-white, so not hazel any more": a keyed value said to have changed. */
const KEYED_CHANGE = /\b(?:his|her|their|my|its|the)\s+(\p{L}[\p{L}'’-]{1,20})\s+(?:is|are|went|turned|became|ha(?:s|ve)\s+(?:become|gone))\s+["“]?([^,;"”]{1,40}?)["”]?(?:\s+now)?,?\s+(?:so\s+)?(?:not|instead of|rather than)\s+["“]?([^,.;"”]{1,40}?)["”]?(?:\s+any\s*more)?(?=\s*(?:[,.;:(]|$))/giu;

const keyWords = (key: string): string => key.toLowerCase().replace(/[_\s]+/g, ' ').trim();

/**
 * Values mended by a later keyed "X should be New, not Old" or "her X is New now, not Old": an earlier fact whose key
 * is X and whose value is Old gets New. Both the key and the old value must match, so a choice's words can be mended
 * as safely as a code.
 */
export function applyKeyedSwaps<F extends { key: string; value: string; sentence: string }>(facts: F[], sentences: string[]): void {
  const quotedFrom = quotedMessageStart(sentences);
  sentences.forEach((sentence, at) => {
    for (const m of [...sentence.matchAll(KEYED_SWAP), ...sentence.matchAll(KEYED_CHANGE)]) {
      const [, key, replacement, replaced] = m as unknown as [string, string, string, string];
      const named = keyWords(key);
      if (named === '' || replacement.trim().toLowerCase() === replaced.trim().toLowerCase()) continue;
      // ("hair is auburn, not red" above the quoted summary's "Hair: red".)
      const earlier = saidBefore(sentences, at, quotedFrom);
      for (const fact of facts) {
        if (!givenIn(fact, earlier) || keyWords(fact.key) !== named) continue;
        if (fact.value.trim().toLowerCase() === replaced.trim().toLowerCase()) fact.value = replacement.trim();
      }
    }
  });
}

/**
 * "edit: sorry, hair should just be "red"": in a sentence that corrects, a key named and the value it should have.
 * The key is a word or three, not a pronoun ("it should be …" names nothing).
 */
const KEYED_RESTATEMENT = /(?:^|[:;,.]\s*)(?:(?:the|my|his|her|their)\s+)?(?!(?:it|that|this|he|she|they|there|which|what)\s)(\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,2})\s+should\s+(?:just\s+|only\s+|actually\s+|really\s+)?(?:be|read|say)\s+["“]?([^,;"”.]{1,40}?)["”]?(?=\s*(?:[,.;!]|$))/giu;

/** "she wants her eyes listed as green-gold": how someone wants a keyed value written, whatever was given before. */
const WANTS_LISTED_AS = /\b(?:wants?|would like|asked for|asks for|prefers?)\s+(?:her|his|my|their|the)\s+(\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,2})\s+(?:listed|put|written|shown|entered|down)\s+as\s+["“]?([^,;"”.]{1,40}?)["”]?(?=\s*(?:[,.;!]|$))/giu;

/**
 * Values restated by a later correcting sentence ("edit: hair should just be "red"", "she wants her eyes listed as
 * green-gold"): each earlier fact keyed exactly as the sentence names it takes the value it says, whatever the value was.
 */
export function applyKeyedRestatements<F extends { key: string; value: string; sentence: string }>(facts: F[], sentences: string[]): void {
  sentences.forEach((sentence, at) => {
    for (const m of [...(CORRECTING.test(sentence) ? sentence.matchAll(KEYED_RESTATEMENT) : []), ...sentence.matchAll(WANTS_LISTED_AS)]) {
      const [named, value] = [keyWords(m[1]!), m[2]!.trim()];
      const earlier = sentences.slice(0, at);
      for (const fact of facts) if (givenIn(fact, earlier) && keyWords(fact.key) === named) fact.value = value;
    }
  });
}

/** "Diane lives in Wheaton, not Naperville": a proper name set against the one it replaces. */
const NAME_SWAP = /(?<![\p{L}'’-])(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2}),?\s+not\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})(?![\p{L}'’-])/gu;

/** The proper names a "New, not Old" takes back (the Olds): no value, wherever the text wrote them. */
export function replacedNames(sentences: readonly string[]): Set<string> {
  return new Set(sentences.flatMap((sentence) => [...sentence.matchAll(NAME_SWAP)].filter((m) => m[1] !== m[2]).map((m) => m[2]!)));
}

/**
 * Values mended by a later "New, not Old" between proper names: an earlier fact whose whole value is Old, or an
 * address whose town is Old, gets New. (Only a name the text gave as a value whole is mended: "in Wheaton, not
 * Naperville" mends the town written "of Naperville, Illinois".)
 */
export function applyNameSwaps<F extends { value: string; sentence: string; address?: { city: string; full: string } | undefined }>(facts: F[], sentences: string[]): void {
  sentences.forEach((sentence, at) => {
    for (const m of sentence.matchAll(NAME_SWAP)) {
      const [, replacement, replaced] = m as unknown as [string, string, string];
      if (replacement === replaced) continue;
      const earlier = sentences.slice(0, at);
      for (const fact of facts) {
        if (!givenIn(fact, earlier)) continue;
        if (fact.value.trim() === replaced) fact.value = replacement;
        if (fact.address?.city === replaced) {
          fact.address = { ...fact.address, city: replacement, full: fact.address.full.replace(replaced, replacement) };
          if (fact.value.includes(replaced)) fact.value = fact.value.replace(replaced, replacement);
        }
      }
    }
  });
}

/** "W-H-I-T-C-O-M-B", "K-O-W-A-L-C-Z-Y-K": a word spelt out, its capitals between hyphens. */
const SPELT_WITH_HYPHENS = /(?<![\p{L}-])\p{Lu}(?:-\p{Lu}){3,}(?![\p{L}-])/gu;

/**
 * "Harold J. Whitcombe" … "No E. W-H-I-T-C-O-M-B.": a name spelt out letter by letter fixes a word written a letter
 * or two off from it, wherever a value has it (a clerk's read-back, a form's old copy). A word spelt as it was
 * written already changes nothing.
 */
export function applyNamesRespelled<F extends { value: string; person?: { first: string; middle?: string; last: string; full: string } | undefined }>(facts: F[], sentences: readonly string[]): void {
  const spelt = new Set(sentences.flatMap((sentence) => [...sentence.matchAll(SPELT_WITH_HYPHENS)].map((m) => m[0].replace(/-/g, ''))));
  if (spelt.size === 0) return;
  const respelled = (text: string) =>
    text.replace(/\p{Lu}[\p{L}'’]{3,}/gu, (word) => {
      const upper = word.toUpperCase();
      const fix = [...spelt].find((s) => s !== upper && s[0] === upper[0] && Math.abs(s.length - upper.length) <= 1 && editDistance(s, upper, 1) === 1);
      return fix ? `${fix.charAt(0)}${fix.slice(1).toLowerCase()}` : word;
    });
  for (const fact of facts) {
    fact.value = respelled(fact.value);
    if (fact.person) fact.person = { ...fact.person, first: respelled(fact.person.first), last: respelled(fact.person.last), full: respelled(fact.person.full) };
  }
}

/**
 * "NAME: IOANA MARIA" (a register that drops hyphens) and "My name is written with hyphen: Ioana-Maria": a name the
 * writer says is hyphenated is written so wherever its parts stand apart.
 */
export function applyHyphensRestored<F extends { value: string; person?: { first: string; middle?: string; last: string; full: string } | undefined }>(facts: F[], sentences: readonly string[]): void {
  const hyphenated = sentences.filter((sentence) => HYPHEN_SAID.test(sentence)).flatMap((sentence) => sentence.match(HYPHENATED_NAME) ?? []);
  for (const name of hyphenated) {
    const apart = new RegExp(String.raw`(?<![\p{L}-])${name.split('-').map(escapeRegExp).join(String.raw`\s+`)}(?![\p{L}-])`, 'giu');
    const said = new RegExp(apart.source, 'iu');
    for (const fact of facts) {
      if (!said.test(fact.value)) continue;
      fact.value = fact.value.replace(apart, name);
      // (Its parts were read as a first and a last name; the name is one given name.)
      if (fact.person) fact.person = { ...fact.person, first: name, middle: '', last: fact.person.last.replace(apart, name) === name ? '' : fact.person.last, full: fact.person.full.replace(apart, name) };
    }
  }
}
/** "written with hyphen", "with a hyphen", "hyphenated": words that say a name is written with its hyphen. */
const HYPHEN_SAID = /\b(?:with\s+(?:a\s+|the\s+)?hyphen|hyphenated|the\s+hyphen)\b/i;
/** "Ioana-Maria", "Jean-Luc": a name of two capitalised parts joined by a hyphen. */
const HYPHENATED_NAME = /(?<![\p{L}-])\p{Lu}\p{Ll}+-\p{Lu}\p{Ll}+(?![\p{L}-])/gu;

/**
 * "I said $40 extra per paycheck, but please make it $25 instead": a value revised in the sentence that gave it.
 * The revised value takes the first one's key (what it is, said with the first) and the first is dropped. Only
 * between values of one kind, and only with the revising words right before the second.
 */
const REVISED_TO = /\b(?:but|actually|no|sorry|rather)\b[^.;]{0,40}?\b(?:make (?:it|that)|change (?:it|that) to|use|put|go with|do)\s*$/i;

/**
 * "ein?" / "47-2290518" / "wait no thats the old one from my sole prop … use 83-1147306": the value given before is
 * taken back in a later message, and the new one of the same kind stands in its place.
 */
const TAKEN_BACK = /\b(?:wait|no|sorry|oops)\b[^.;]{0,20}?\b(?:that['’]?s|thats|that is|it['’]s|its)\s+(?:the\s+|an?\s+|my\s+)?(?:old|wrong|outdated|previous|expired)\b[^.;]{0,80}?\b(?:use|it['’]?s|its|should be|the (?:right|correct|new) one is)\s*:?\s*$/i;

/** "Oh wait, Tom … says make it $35": a sentence that opens by taking something back and says what to make it instead. */
const MADE_INSTEAD = /^\s*(?:oh\s+|ah\s+|ay\s+)?(?:wait|actually|sorry|oops|no)\b[^.;]{0,80}?\b(?:make it|make that|change it to|change that to)\s*$/i;

/** "… 24 now, not 23", "… 24 now (not 23)": after a value, the old one it replaces. */
const NOW_NOT_OLD = /^\s+now,?\s+\(?not\s+([\p{L}\d][\p{L}\d.,/-]{0,20}?)\)?(?=[\s.,;!)]|$)/u;
/** "so make her", "make him": a character's or a person's new age follows. */
const AGE_MADE = /\bmake\s+(?:her|him)\s*$/i;
/** "Age", "she's", "he is": a key an age is given under. */
const AGE_KEY = /\bage\b|\b(?:she|he)(?:['’]s|\s+is)\s*$/i;

export function applyRevisions<F extends { key: string; topic: string; value: string; sentence: string; typed?: { kind: string } | undefined; replaces?: string }>(facts: F[], sentences: readonly string[] = []): F[] {
  const dropped = new Set<F>();
  const order = (f: F) => sentences.findIndex((s) => s.includes(f.sentence) || f.sentence.includes(s));
  for (const [index, later] of facts.entries()) {
    if (dropped.has(later)) continue;
    const at = later.sentence.indexOf(later.value);
    // ("One change: she's 24 now, not 23": the value said "now", the old one denied right after it; the old one, wherever
    // the pasted record gives it, is the new one. The value may be read from prose, "she's 37 now, not 34", untyped.)
    const denied = at >= 0 ? later.sentence.slice(at + later.value.length).match(NOW_NOT_OLD)?.[1] : undefined;
    if (denied !== undefined && /^\d/.test(denied) === /^\d/.test(later.value.trim())) {
      for (const f of facts) if (f !== later && f.sentence !== later.sentence && f.value.trim() === denied) f.value = later.value;
      continue;
    }
    if (!later.typed) continue;
    if (at >= 0 && TAKEN_BACK.test(later.sentence.slice(0, at))) {
      const taken = facts.slice(0, index).findLast((f) => !dropped.has(f) && f.sentence !== later.sentence && f.typed?.kind === later.typed!.kind && f.value !== later.value);
      // The earlier fact keeps its place and its sentence (what it answered, whose it is: "my sole prop" in the
      // taking back says nothing of whose the new number is) and takes the new value.
      if (taken) {
        taken.value = later.value;
        taken.typed = later.typed;
        dropped.add(later);
      }
      continue;
    }
    // ("could you take an extra $25 …? Oh wait, Tom … says make it $35": the value of that kind nearest before, once.)
    if (at >= 0 && MADE_INSTEAD.test(later.sentence.slice(0, at))) {
      const before = facts.filter((f) => !dropped.has(f) && f.sentence !== later.sentence && f.typed?.kind === later.typed!.kind && f.value !== later.value && order(f) >= 0 && order(f) < order(later));
      const nearest = before.sort((a, b) => order(b) - order(a))[0];
      if (nearest) {
        for (const f of before) if (f.value === nearest.value && f.sentence === nearest.sentence) Object.assign(f, { value: later.value, typed: later.typed });
        for (const f of facts) if (f !== later && f.sentence === later.sentence && f.value === later.value) dropped.add(f);
        dropped.add(later);
      }
      continue;
    }
    // ("In the bible she's 29. Your adventure is five years later, so make her 34.": the age said before, in the
    // record and in the writer's words, is the new one.)
    if (at >= 0 && AGE_MADE.test(later.sentence.slice(0, at)) && /^\d{1,3}$/.test(later.value.trim())) {
      const said = facts.filter((f) => !dropped.has(f) && f.sentence !== later.sentence && AGE_KEY.test(f.key) && /^\d{1,3}$/.test(f.value.trim()) && f.value !== later.value && order(f) >= 0 && order(f) <= order(later));
      const nearest = said.sort((a, b) => order(b) - order(a))[0];
      if (nearest) {
        const old = nearest.value;
        for (const f of facts) if (f !== later && AGE_KEY.test(f.key) && f.value === old) f.value = later.value;
        later.key = 'age';
      }
      continue;
    }
    if (at < 0 || !REVISED_TO.test(later.sentence.slice(0, at))) continue;
    const earlier = facts.find((f) => f !== later && !dropped.has(f) && f.sentence === later.sentence && f.typed?.kind === later.typed!.kind && f.value !== later.value && later.sentence.indexOf(f.value) >= 0 && later.sentence.indexOf(f.value) < at);
    if (!earlier) continue;
    later.key = earlier.key;
    later.topic = earlier.topic;
    later.replaces = earlier.value;
    dropped.add(earlier);
    // ("Age 34 (actually make it 43, …)": the line's own reading of the old value goes too.)
    for (const f of facts) if (f !== later && f.sentence === later.sentence && f.key === earlier.key && f.value === earlier.value) dropped.add(f);
  }
  return dropped.size === 0 ? facts : facts.filter((f) => !dropped.has(f));
}

/** "put 5.56 NATO as the caliber", "use the Joliet address for the seller": a value picked by an instruction. */
const PICKED = /\b(?:put|use|enter|write|go with|list)\s+["“]?([^,;"”]{1,40}?)["”]?\s+(?:as|for)\s+(?:the|my|his|her|its|their)\s+\p{L}/giu;

/**
 * "CALIBER: 5.56 NATO / .223 Rem", and later "put 5.56 NATO as the caliber": a value given as alternatives
 * (split by " / " or " or ") is the one an instruction picks, and the others, read as values of their own
 * from the same line (or from its value alone), are dropped.
 */
export function applyPickedAlternatives<F extends { value: string; sentence: string }>(facts: F[], sentences: string[]): F[] {
  const picks = sentences.flatMap((sentence) => [...sentence.matchAll(PICKED)].map((m) => m[1]!.trim()));
  if (picks.length === 0) return facts;
  const dropped = new Set<F>();
  for (const fact of facts) {
    const alternatives = fact.value.split(/\s+\/\s+|\s+or\s+/).map((a) => a.trim());
    if (alternatives.length < 2) continue;
    const picked = alternatives.find((a) => picks.some((p) => p.toLowerCase() === a.toLowerCase()));
    if (picked === undefined) continue;
    for (const other of facts) if (other !== fact && fact.sentence.includes(other.sentence) && alternatives.includes(other.value) && other.value !== picked) dropped.add(other);
    fact.value = picked;
  }
  return dropped.size === 0 ? facts : facts.filter((f) => !dropped.has(f));
}

/** "[crossed out: $600]", "[struck through: 12 gauge]", "~~$600~~": what a writer struck out, as a copy marks it. */
// ("<s>Captain Orsolya Venn of the river watch</s>": or struck through in a wiki's or a web page's markup.)
const STRUCK_OUT = /\[(?:crossed out|struck(?: out| through)?|scratched out|strikethrough|deleted)\s*:?[^\]]*\]|~~[^~\n]+~~|<(s|del|strike)>[^<\n]*<\/\1>/gi;

/**
 * "SN D214073V [double-checked on the receiver]", "Gerald Nowicki [that's Gerry]": a note in square brackets, in
 * lower case and of a few words, is the copyist's remark on what they typed up, not part of it.
 */
// (Not one right after a date that it reads out, "11/03/2025   [… that's 11 March, not November!]": that says which
// number is the day, and bare-dates.ts reads it.)
const COPYISTS_NOTE = /(?<!\/(?:19|20)\d{2}[ \t]*)\s*\[(?=\p{Ll})[^\]\n]*\s[^\]\n]*\s[^\]\n]*\]/gu;

/**
 * A change log's old value: 'Tax categ.  "LLC - C corp"  ->  "LLC - taxed as S corporation"', or an amount changed
 * into another ("price 600.00 -> 585.00", "$600 → $585"): the value before the arrow replaced by the one after it.
 * Unquoted, only amounts (a dollar sign or cents): words or counts on both sides of an arrow are as often a
 * direction or a sum ("self ✓ -> 1", "2 kids x 2 -> 4") as a change.
 */
const CHANGED_FROM = /["“][^"”\n]{1,80}["”]\s*(?:->|→|=>)\s*(?=["“])|(?<![\w.,])(?:\$\s?\d[\d,]*(?:\.\d\d)?|\d[\d,]*\.\d\d)\s*(?:->|→|=>)\s*(?=\$?\s?\d)/g;

/**
 * "fav colour is violent" / "*violet omg", "Maddie: age 24" / "Maddie: wait halflings live longer right. 42*": a
 * chat's correction, the right word (or number) marked with an asterisk on the next message, mends the word of the
 * writer's message above it that is nearest to it (a slip of a letter or three; a number, the number of the same
 * unit, or the only one). The correction's line goes.
 */
export function withStarCorrectionsApplied(text: string): string {
  const out: string[] = [];
  for (const line of withStarredFixListApplied(text).split('\n')) {
    const speaker = line.match(CHAT_SPEAKER)?.[0] ?? '';
    const fix = starredFix(line.slice(speaker.length));
    // (The message above from the same writer: "Maddie: *Quickbrandle" mends Maddie's line, not the reply between.)
    const at = out.findLastIndex((l) => l.trim() !== '' && (speaker === '' || l.startsWith(speaker)));
    const mended = fix === undefined || at < 0 ? undefined : withFixApplied(out[at]!.slice(speaker.length), fix);
    if (mended === undefined) {
      out.push(line);
      continue;
    }
    out[at] = speaker + mended;
  }
  return out.join('\n');
}

/**
 * A list of fixes sent after messages dictated by voice, one a line with an asterisk ("*Helena not Helen a lol",
 * "*hydrologic technician not hydraulic", "*Last Chance Gulch not gulp", "*tuition is $1,150 not 11.50!!"): each
 * "right not wrong" puts the right words where the wrong ones were said (with the words around them the right ones
 * share: "hydraulic technician" becomes "hydrologic technician", not "hydrologic technician technician"), and its
 * line goes. The list's other lines ("*step 3 obviously", "*POC is Wes Karlsson …") are read as said, without the
 * asterisk. Needs two such lines or more.
 */
function withStarredFixListApplied(text: string): string {
  const lines = text.split('\n');
  const starred = lines.filter((line) => STARRED_LINE.test(line));
  if (starred.length < STARRED_FIXES) return text;
  let out = lines.map((line) => (STARRED_LINE.test(line) ? line.replace(/^\s*\*/, '') : line));
  lines.forEach((line, i) => {
    const fix = STARRED_LINE.test(line) ? line.replace(/^\s*\*/, '').match(RIGHT_NOT_WRONG) : null;
    if (!fix) return;
    // ("tuition is $1,150 not 11.50": the right value said with its key.)
    const right = fix[1]!.replace(/^[\p{L} ]{2,30}?\s+(?:is|are|should be)\s+(?=\S)/u, '');
    const wrong = fix[2]!.trim();
    const before = out.slice(0, i).join('\n');
    const mended = withWordsMended(before, right, wrong);
    if (mended === undefined) return;
    out = [...mended.split('\n'), '', ...out.slice(i + 1)];
  });
  return out.join('\n');
}

/** "*Helena not Helen a lol": a line of a fix list, the asterisk against its first word ("* item" is a bullet). */
const STARRED_LINE = /^\s*\*(?![*\s])/;
const STARRED_FIXES = 2;
/** "Helena not Helen a lol", "tuition is $1,150 not 11.50!! so …": the right words, "not", the wrong ones. */
const RIGHT_NOT_WRONG = /^(.+?)\s+not\s+(.+?)(?:\s+(?:lol|haha|lmao|omg|oops|obviously))?\s*(?:!+.*|[,.;](?=\s|$).*)?$/iu;

/** The text with the wrong words (the last time said) replaced by the right ones; undefined when it never says them. */
function withWordsMended(text: string, right: string, wrong: string): string | undefined {
  const rightWords = right.split(/\s+/);
  const lower = text.toLowerCase();
  // (The right words around the wrong ones may be said already: "… last chance gulp" for "Last Chance Gulch".)
  for (let lead = rightWords.length - 1; lead >= 0; lead--) {
    for (let tail = rightWords.length - lead; tail >= 0; tail--) {
      if (lead + tail >= rightWords.length && rightWords.length > 1) continue;
      const said = [...rightWords.slice(0, lead), wrong, ...rightWords.slice(rightWords.length - tail)].join(' ').toLowerCase();
      const at = lower.lastIndexOf(said);
      if (at < 0 || /[\p{L}\d]/u.test(lower[at - 1] ?? '') || /[\p{L}\d]/u.test(lower[at + said.length] ?? '')) continue;
      // ("$11.50" for "$1,150": the currency sign said once.)
      const start = right.startsWith('$') && text[at - 1] === '$' ? at - 1 : at;
      return `${text.slice(0, start)}${right}${text.slice(at + said.length)}`;
    }
  }
  return undefined;
}

const CHAT_SPEAKER = new RegExp(`^${CHAT_SENDER}`, 'u');
/** "*violet omg", "*their": a word after an asterisk (no space between), alone on its line but for a sigh. */
const STAR_CORRECTION = /^\s*\*([\p{L}'’-]{2,})\*?(?:\s+(?:omg|lol|sorry|sry|oops|haha|lmao|ugh|autocorrect))*\s*[.!]*\s*(?:\p{Extended_Pictographic}\uFE0F?\s*)*$/iu;
/** "hazel* ugh", "15 gp* forgot the one from last session", "… right. 42*": a word or a number (and its unit) with the asterisk after it. */
const STARRED_AFTER = /(?:^|\s)((?:\d[\d,.]*\s+)?[\p{L}\d'’-]{2,})\*(?=\s|$)/gu;
/** The most words a correction's message runs to with a remark around its starred word. */
const STARRED_MESSAGE_WORDS = 10;

/** The starred word or number of a correction's message, if the message is one. */
function starredFix(message: string): string | undefined {
  const alone = message.match(STAR_CORRECTION)?.[1];
  if (alone !== undefined) return alone;
  // (One asterisk only: "*really*" in the middle of a sentence is emphasis, and "**Name:**" a bold key.)
  if ((message.match(/\*/g) ?? []).length !== 1 || message.trim().split(/\s+/).length > STARRED_MESSAGE_WORDS) return undefined;
  const found = [...message.matchAll(STARRED_AFTER)];
  return found.length === 1 ? found[0]![1]! : undefined;
}

/** The message with the word (or number) nearest to the fix replaced by it; undefined when none is near. */
function withFixApplied(message: string, fix: string): string | undefined {
  const number = fix.match(/^(\d[\d,.]*)(?:\s+([\p{L}'’-]+))?$/u);
  if (number) {
    // ("treasure: … 14 gp" / "15 gp*": the amount of the same unit; "age 24" / "42*": the only number.)
    const numbers = [...message.matchAll(number[2] ? new RegExp(`\\b\\d[\\d,.]*(?=\\s*${escapeRegExp(number[2])}\\b)`, 'giu') : /\b\d[\d,.]*\b/g)];
    if (numbers.length !== 1 || numbers[0]![0] === number[1]) return undefined;
    const start = numbers[0]!.index!;
    return message.slice(0, start) + number[1]! + message.slice(start + numbers[0]![0].length);
  }
  const words = [...message.matchAll(/[\p{L}'’-]{3,}/gu)];
  const limit = Math.max(2, Math.floor(fix.length / 3));
  const nearest = words
    .map((w) => ({ w, d: editDistance(w[0].toLowerCase(), fix.toLowerCase(), limit, true) }))
    .filter(({ w, d }) => d > 0 && d <= limit && w[0].toLowerCase() !== fix.toLowerCase())
    .sort((a, b) => a.d - b.d)[0];
  if (!nearest) return undefined;
  const start = nearest.w.index ?? 0;
  // ("Peter Haverjamp" / "*haverkamp ugh": typed fast in lower case, the fix takes the capital of the word it mends.)
  const cased = /^\p{Lu}/u.test(nearest.w[0]) && /^\p{Ll}/u.test(fix) ? `${fix.charAt(0).toUpperCase()}${fix.slice(1)}` : fix;
  return message.slice(0, start) + cased + message.slice(start + nearest.w[0].length);
}

/**
 * "character name is Tamsin Reedwater, scratch that, just Tamsin Vey", "age is 42, no wait, 43", "weight 140, I mean
 * 135", "eyes are grey, actually put storm grey": someone talking (a voice memo, a call) takes back the value they
 * just said and says the right one. The right one takes the value's place after its key; the words that take it back
 * go. A statement taken back as another's ("faction name is the Emerald Enclave, no wait, that was my ranger") goes
 * whole, and an aside that says the value again after denying another ("apartment 12 - no, not 21, 12 -") goes.
 */
export function withSpokenRepairsMade(text: string): string {
  return text
    .replace(LIST_SAID_AGAIN, '$1')
    .replace(SPOKEN_REPAIR, (_whole, key: string, _said: string, right: string) => `${key}${right}`)
    .replace(STATEMENT_TAKEN_BACK, '')
    .replace(VALUE_SAID_AGAIN_IN_ASIDE, '$1, ')
    .replace(PLACE_TAKEN_BACK, '$1 $2.')
    .replace(ARROWED_NO, (_whole, key: string, right: string) => `${key} ${right}. `)
    .replace(REMARK_QUOTING_A_MISTAKE, '')
    .split('\n')
    .map(withCodeTakenBack)
    .join('\n');
}

/**
 * "I am a woman (the old paper form had a mistake with "Man", I remember).": a remark in brackets that quotes what was
 * a mistake names no value of the sentence's; it goes.
 */
const REMARK_QUOTING_A_MISTAKE = /\s*\((?=[^()\n]*\b(?:mistake|wrong|error)\b)[^()\n]*["“][^"”\n]{1,30}["”][^()\n]*\)/giu;

/**
 * "GS-0819-12, step 3  →  NO, step 4: the WGI posted on my Oct 12 SF-50": a keyed figure with an arrow to "NO" and
 * the same key's right figure; the right one stands ("step 4."), and the reason after it is a sentence of its own.
 */
const ARROWED_NO = /\b(\p{L}+)\s+[\w.-]+\s*(?:→|->)\s*(?:NO|No|no|nope|wrong)[,!.:]?\s+\1\s+([\w.-]+?)(?::\s+|(?=[,.;]|\s|$))/gu;

/**
 * "618 N Church St, Apt 4D, Belvidere IL 61008 — wait no, sorry, 4C.": a short code said again, mended, after words
 * that take it back; the code of the same shape said last before them (letters and figures in the same places) is
 * mended, and the words go.
 */
function withCodeTakenBack(line: string): string {
  const m = line.match(CODE_TAKEN_BACK);
  if (!m) return line;
  const fix = m[1]!;
  const before = line.slice(0, m.index);
  const same = [...before.matchAll(/(?<![\p{L}\d-])[A-Z\d]{1,6}(?![\p{L}\d-])/gu)].filter((t) => /\d/.test(t[0]) && t[0] !== fix && shapeOf(t[0]) === shapeOf(fix)).at(-1);
  if (!same) return line;
  const at = same.index!;
  return `${before.slice(0, at)}${fix}${before.slice(at + same[0].length)}.${line.slice(m.index! + m[0].length)}`;
}
/** " — wait no, sorry, 4C." (1 the code said again). */
const CODE_TAKEN_BACK = /\s*[-–—,]\s*(?:wait,?\s+no|no,?\s+wait|oops)(?:,?\s+(?:sorry|wait|no|oops))*,?\s+([A-Z\d]{1,6})\s*[.!](?=\s|$)/u;
/** "4C" → "9A": where a code has figures and where letters. */
function shapeOf(code: string): string {
  return code.replace(/\d/g, '9').replace(/[A-Z]/g, 'A');
}

/**
 * "features & traits box: Druidic; Wild Shape; Natural Explorer -- wait no that's ranger, scratch Natural Explorer. so:
 * Druidic; Wild Shape; Natural Recovery": a keyed line's value taken back on the way and said again whole after "so:";
 * the line keeps its key (1) and the value said again.
 */
const LIST_SAID_AGAIN = /^([^:\n]{1,60}:\s*)[^\n]*?\b(?:wait,?\s+no|no,?\s+wait|scratch\b|strike\b|I\s+mean\b)[^\n]*?[.!,;]\s*(?:so|ok(?:ay)?|i\.e\.|that\s+is)\s*:\s*(?=\S)/gimu;

/**
 * "She lives in Savoy, Illinois, strike that, she just moved, she's in Mahomet, Illinois now.": a place said, taken
 * back, and the place said instead, in the same sentence: where someone lives (1, 2) is the later place.
 */
const PLACE_TAKEN_BACK = /\b((?:lives|living|is|resides|moved)\s+(?:in|to))\s+\p{Lu}[\p{L} .'’-]*?,\s*\p{Lu}[\p{L} ]*?,?\s+(?:strike|scratch)\s+that\b[^.\n]*?\b(?:in|to)\s+(\p{Lu}[\p{L} .'’-]*?,\s*\p{Lu}[\p{L}]+(?:\s+\p{Lu}[\p{L}]+)?)(?:\s+now)?\s*\./gu;

/**
 * "apartment 12 - no, not 21, 12, the one over the laundry - in Sacramento": a value, then an aside between dashes
 * that denies another and says the value again; the aside goes.
 */
const VALUE_SAID_AGAIN_IN_ASIDE = /\b([\p{L}\d]+)\s+[-–—]\s+no,?\s+not\s+[\p{L}\d-]+,\s+\1\b(?:,\s*[^-–—\n]{0,40}?)?\s*[-–—]\s+/giu;

/**
 * "faction name is the Emerald Enclave, no wait, that was my ranger from the last campaign, sorry.": a statement its
 * speaker takes back as another's, to the end of its sentence.
 */
// ("His driver's license is 0912-44-7381 - no wait, that's his old Indiana one …": or after a dash, someone's old one.)
const STATEMENT_TAKEN_BACK = /(?<=^|[.!?]\s+)[^.!?\n]*?\b(?:is|are)\s+[^,.;\n]{1,40}?(?:,|\s+[-–—])\s*(?:no wait|wait|no|sorry),?\s+(?:that|it)(?:\s+was|['’]s)\s+(?:my|the|an?|from|for|his|her|their|our)\b[^.!?\n]*[.!?]?\s*/gimu;

/** What takes a value back as it is said: "scratch that", "no wait", "I mean", "actually put". */
const VALUE_TAKEN_BACK = String.raw`(?:scratch that|strike that|no wait|wait no|no,? sorry|I mean|no actually|actually(?:,)?(?:\s+(?:put|make (?:it|that)))?)`;
/**
 * A key with its verb ("age is", "eyes are", "name:") or a key before a number ("weight 140"), the value said
 * first (group 2, up to a comma), the words taking it back, and the right value (group 3, up to the clause's end).
 */
const SPOKEN_REPAIR = new RegExp(
  String.raw`(\b(?:is|are|was|were)\s+(?:(?:um+|uh+)\s+)?|:\s*|\b\p{L}{3,}\s+(?=\d))((?:(?!\b(?:is|are)\b)[^,.;:\n]){1,40}?),\s*${VALUE_TAKEN_BACK},?\s+(?:just\s+|make it\s+|put\s+)?(?!(?:that|it|this|I|she|he|they|we|you|there)\b)([^,.;:\n]{1,40}?)(?=\s*(?:[,.;]|$))`,
  'gimu',
);

/**
 * The text without what its writer struck out (a value crossed out on the page is no value), a change log's old
 * values, and its copyist's notes.
 */
export function withoutStruckTextAndNotes(text: string): string {
  return text
    .split('\n')
    // (A list's item struck through whole goes with its marker: "* <s>Captain Orsolya Venn</s>".)
    .flatMap((line) => {
      const kept = line.replace(STRUCK_OUT, '');
      return kept !== line && /^\s*[-*•]?\s*$/.test(kept) ? [] : [kept];
    })
    .join('\n')
    .replace(CHANGED_FROM, '')
    .replace(DATE_TRANSLATED, '$1')
    .replace(TRANSLATORS_NOTE, '')
    .replace(COPYISTS_NOTE, '');
}

/**
 * "on 28/05/2025 [Translator's note: May 28, 2025]": a date a translator's note writes out is the note's date.
 */
const DATE_TRANSLATED = /\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\s*\[(?:translator['’]s|translation|editor['’]s)\s+note:\s*(?:i\.e\.\s*|that is,?\s*)?((?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2},\s+\d{4})\s*\.?\]/giu;
/** "[Translator's note: the original reads …]": a translator's remark, no part of what the writer wrote. */
const TRANSLATORS_NOTE = /\s*\[(?:translator['’]s|translation|editor['’]s)\s+note:[^\]\n]*\]/giu;

/**
 * "Last year you registered me with these details: … Favourite colour: Blue" and later "my favourite colour is now
 * red", "my new address is …": a value given again under the same key in a later sentence that says it is new
 * replaces the earlier one. An earlier address becomes the previous one (a form may ask for that); any other earlier
 * value is dropped. Returns the facts kept.
 */
export function applyUpdates<F extends { key: string; value: string; sentence: string; source?: string; address?: unknown; epoch?: 'previous' | 'current' | undefined; typed?: { kind: string } | undefined }>(facts: F[], sentences: string[], oldRecord: ReadonlySet<string> = new Set()): F[] {
  // (The cue goes with the value: "my new address is …", "is now red"; "[Comment: … changed to September 30]" after a
  // sentence says nothing of the values before it.)
  const updates = (fact: F) => {
    const valueAt = fact.sentence.indexOf(fact.value);
    // ("One correction: … I've been moved to the next one, June 16-19, 2025": a date the sentence moves something to.)
    // ("she measured last night, 171 cm now": or a "now" right after it.)
    const nowAfter = valueAt >= 0 && /^\s*now\b/i.test(fact.sentence.slice(valueAt + fact.value.length));
    return UPDATE_CUE.test(fact.key) || nowAfter || (valueAt > 0 && UPDATE_CUE.test(fact.sentence.slice(Math.max(0, valueAt - UPDATE_CUE_REACH), valueAt))) || (fact.typed?.kind === 'date' && movesToAnotherDate(fact.sentence));
  };
  // ("with two changes: … I'm step 5 now" above "--- from my Oct 2024 SF-182 --- … step 4": a record pasted as the old
  // one, oldRecord's sentences, is earlier than the changes, wherever the text puts it.)
  // (Found once; a value read out of a line's value keeps only that part as its sentence.)
  const oldFacts = new Set(oldRecord.size === 0 ? [] : facts.filter((f) => oldRecord.has(f.sentence) || [...oldRecord].some((sentence) => sentence.includes(f.sentence))));
  // ("Line A" and "line 2": a form's line keeps its letter or number, which no word token holds.)
  // ("Signing moved to Wednesday 2/11/2026": a date the key itself moves something to is that thing's, "Signing".)
  const keyOf = new Map(facts.map((f) => {
    const key = f.typed?.kind === 'date' ? f.key.replace(MOVED_IN_KEY, '') : f.key;
    return [f, [key.match(LINE_NAMED)?.[1]?.toUpperCase() ?? '', ...tokenize(key).filter((t) => !UPDATE_KEY_WORDS.has(t))].join(' ').trim()];
  }));
  // ("What you have in the register now: … Favourite colour: Blue" then "Please change to: … Favourite colour: …
  // green": a line keyed as a line of the old record is keyed changes that line, cue or none. Not a value said in
  // passing with the same word, "Theo … SSN 521-73-0864", which may be another person's.)
  const lineKey = (f: F) => (f.source === 'line' ? f.key.trim().toLowerCase() : '');
  const oldKeys = new Set([...oldFacts].map(lineKey).filter((k) => k !== ''));
  const laters = facts.filter((f) => updates(f) || (!oldFacts.has(f) && oldKeys.has(lineKey(f))));
  if (laters.length === 0) return facts;
  // (Each fact's sentence number and key, found once: every later value is set against every earlier one.)
  const atOf = new Map(facts.map((f) => [f, sentences.findIndex((s) => s === f.sentence || s.includes(f.sentence) || f.sentence.includes(s))]));
  const dropped = new Set<F>();
  for (const later of laters) {
    const key = keyOf.get(later)!;
    const when = atOf.get(later)!;
    if (key === '' || when < 0) continue;
    for (const earlier of facts) {
      if (earlier === later || earlier.value === later.value || UPDATE_CUE.test(earlier.sentence) || keyOf.get(earlier) !== key) continue;
      if (Boolean(earlier.address) !== Boolean(later.address)) continue;
      // ("Address: Naamsestraat 112" and later "the new address is the home address (type H)": a later value that only
      // says which one it is gives no value to replace it with.)
      if (DESCRIBED_NOT_GIVEN.test(later.value) && !DESCRIBED_NOT_GIVEN.test(earlier.value)) continue;
      const before = atOf.get(earlier)!;
      const pastedOld = oldFacts.has(earlier) && !oldFacts.has(later);
      if (before < 0 || (before >= when && !pastedOld)) continue;
      if (earlier.address) earlier.epoch ??= 'previous';
      else dropped.add(earlier);
    }
  }
  return dropped.size === 0 ? facts : facts.filter((f) => !dropped.has(f));
}

/** "moved", "got rescheduled", "was pushed back": the words that move a thing to another day, after its name. */
export const MOVED_WORDS = String.raw`(?:(?:was|got|has\s+been|is|been)\s+)?(?:rescheduled|postponed|moved|pushed(?:\s+(?:back|out))?)`;
/** " moved to Wednesday", " got rescheduled for": the words a key moves its thing to another day with, and after. */
const MOVED_IN_KEY = new RegExp(String.raw`\s+${MOVED_WORDS}\b.*$`, 'i');

/** "Line A", "line 2b": a key naming a line of the form (1 its letter or number). */
const LINE_NAMED = /^\s*line\s+(\d{1,2}[a-z]?|[A-Z])\b/i;

/** "the home address (type H)", "my usual one": a value said by what it is, not given. */
const DESCRIBED_NOT_GIVEN = /^(?:the|my|our|his|her|their)\s/i;

/** "hazel, not green", "Violet not Purple": a word said instead of another. */
const SAID_INSTEAD_OF = /(?<!\b(?:not|no|nor)\s+)\b(\p{L}[\p{L}'’-]{2,}),?\s+not\s+(\p{L}[\p{L}'’-]{2,})\b/giu;

/**
 * "Priya: … green eyes" and later "yes!! hazel, not green, I changed it": a value given before, one word, that a later
 * sentence says another word instead of, becomes that word (written in the case the value had). A number said
 * instead of another is changed wherever it stands inside an earlier value ("… 88" → "… 86").
 */
export function applyValuesSaidInstead<F extends { value: string; sentence: string; source?: string }>(facts: F[], sentences: string[]): void {
  // (A pasted record's value is given before the prose about it, whatever its own sentence: "… "postOfficeBoxNumber":
  // "4471" …" and then "it's PO Box 4417, not 4471".)
  const givenAt = (fact: F) => {
    const at = sentences.indexOf(fact.sentence);
    return at < 0 && fact.source === 'json' ? 0 : at;
  };
  sentences.forEach((sentence, at) => {
    for (const m of sentence.matchAll(SAID_INSTEAD_OF)) {
      const [said, instead] = [m[1]!, m[2]!.toLowerCase()];
      if (said.toLowerCase() === instead) continue;
      for (const fact of facts) {
        const before = givenAt(fact);
        if (fact.value.trim().toLowerCase() !== instead || before < 0 || before >= at) continue;
        fact.value = /^\p{Ll}/u.test(fact.value) ? said.toLowerCase() : said.charAt(0).toUpperCase() + said.slice(1);
      }
    }
    // ("Street: Kortrijksesteenweg 88" and later "the house number is 86, not 88": a number inside a value.)
    for (const m of sentence.matchAll(NUMBER_SAID_INSTEAD_OF)) {
      const [said, instead] = [m[1]!, m[2]!];
      if (said === instead) continue;
      const wrong = new RegExp(String.raw`(?<![\d.,/-])${instead}(?![\d.,/-]?\d)`);
      for (const fact of facts) {
        const before = givenAt(fact);
        // (Nor a day of a date: "Due June 20, 2025".)
        // ("24 duty hours instead of 32" in an approver's comment, over the request's "Duty hours: 32": a record's keyed
        // line the comment speaks of may come after it; its value alone, the number whole.)
        const recordLine = fact.source === 'line' && fact.value.trim() === instead;
        if (before < 0 || (before >= at && !recordLine) || fact.sentence === sentence || !wrong.test(fact.value) || DATE_WORDS.test(fact.value)) continue;
        fact.value = fact.value.replace(wrong, said);
      }
    }
  });
}

/** "$1,404.00", "1,560.00": an amount of money, with its dollar sign or its cents. */
const AMOUNT = String.raw`(?:\$\s?\d{1,3}(?:,\d{3})*(?:\.\d{2})?|\d{1,3}(?:,\d{3})*\.\d{2})`;
/** "tuition is $1,404.00, not the $1,560.00 in Harold's comment", "$1,560.00 instead of $1,980.00": one amount for another. */
const AMOUNT_SAID_INSTEAD_OF = new RegExp(String.raw`(${AMOUNT}),?\s+(?:not|instead of|rather than|in place of)\s+(?:the\s+)?(${AMOUNT})(?![\d,.]?\d)`, 'g');
/** A value that is an amount and nothing else. */
const WHOLE_AMOUNT = new RegExp(String.raw`^${AMOUNT}$`);
/** How many times amounts said instead of others are applied: a change of a change ("$1,980" → "$1,560" → "$1,404"). */
const AMOUNT_CHAIN_AT_MOST = 4;

/**
 * "tuition $1,560.00 instead of $1,980.00" in one approver's comment and "tuition is $1,404.00, not the $1,560.00 in
 * Harold's comment" in the other's: a value that is an amount said to be replaced by another becomes it, wherever the
 * record gives it and in whatever order the comments come (a later comment may be listed first), a change of a change
 * followed to its end. Only whole amounts of money: a fact whose value is that amount and nothing else.
 */
export function applyAmountsSaidInstead<F extends { key: string; value: string; sentence: string }>(facts: F[], sentences: readonly string[]): void {
  const changes = new Map<number, { said: string; sentence: string }>();
  for (const sentence of sentences) {
    for (const m of sentence.matchAll(AMOUNT_SAID_INSTEAD_OF)) if (centsOf(m[1]!) !== centsOf(m[2]!)) changes.set(centsOf(m[2]!), { said: m[1]!, sentence });
  }
  if (changes.size === 0) return;
  const isAmount = (fact: F) => WHOLE_AMOUNT.test(fact.value.trim());
  const totals = totalsAndTheirParts(facts.filter(isAmount));
  const changed = new Set<F>();
  for (const fact of facts) {
    if (!isAmount(fact)) continue;
    for (let step = 0; step < AMOUNT_CHAIN_AT_MOST; step++) {
      const change = changes.get(centsOf(fact.value));
      if (!change || change.sentence === fact.sentence) break;
      fact.value = change.said.startsWith('$') || !fact.value.trim().startsWith('$') ? change.said : `$${change.said}`;
      changed.add(fact);
    }
  }
  // ("Tuition and fees: $1,980.00" / "Books and materials: $120.00" / "Total direct cost: $2,100.00": a total the record
  // adds up from the amounts right above it is added up again from them once one has changed, unless it changed too.)
  for (const [total, parts] of totals) {
    if (changed.has(total) || !parts.some((part) => changed.has(part))) continue;
    const cents = parts.reduce((sum, part) => sum + centsOf(part.value), 0);
    total.value = `${total.value.trim().startsWith('$') ? '$' : ''}${dollarsOfCents(cents)}`;
  }
}

/** "Total direct cost", "Total": a key that names a sum. */
const TOTAL_KEY = /\btotal\b/i;
/** The most amounts a record's total adds up. */
const PARTS_OF_TOTAL_AT_MOST = 6;

/** The amounts keyed as totals that are the sum of the two or more amounts given right before them, with those amounts. */
function totalsAndTheirParts<F extends { key: string; value: string }>(amounts: F[]): Map<F, F[]> {
  const totals = new Map<F, F[]>();
  amounts.forEach((total, i) => {
    if (!TOTAL_KEY.test(total.key)) return;
    const cents = centsOf(total.value);
    let sum = 0;
    for (let j = i - 1; j >= 0 && j >= i - PARTS_OF_TOTAL_AT_MOST; j--) {
      if (TOTAL_KEY.test(amounts[j]!.key)) return;
      sum += centsOf(amounts[j]!.value);
      if (sum === cents && i - j >= 2) {
        totals.set(total, amounts.slice(j, i));
        return;
      }
    }
  });
  return totals;
}

/** A value that holds a date: a month's name or a date written with slashes. */
const DATE_WORDS = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d|\d{1,2}\/\d{1,2}\/\d{2,4}/i;
/** "the house number is 86, not 88", "she's 5'4" not 5'3"": a number (or a height in feet and inches) said instead of another. */
// (Not an amount, "make it $35 not 20": amounts are mended where swaps are.)
// ("24 duty hours instead of 32", "2.4 CEUs instead of 3.2": or instead of it, what is counted named between.)
// (Not a value itself denied, "Not 0, not 1, just leave it blank": that lists what it is not.)
// ("adjourn is 12:30, not 11:30": a time of day, its hour and minutes, is no number said instead of another.)
const NUMBER_SAID_INSTEAD_OF = /(?<![$€£\d.,/:-])(?<!\b[Nn](?:ot|o|or)\s+)(\d'\s?\d{1,2}"?|\d{1,6}(?:\.\d{1,2})?[A-Za-z]?),?\s+(?:(?:[\p{L}-]+\s+){0,2}?(?:instead\s+of|rather\s+than)|not)\s+(\d'\s?\d{1,2}"?|\d{1,6}(?:\.\d{1,2})?[A-Za-z]?)(?![\d.,/:-]?\d)/gu;

/** "--- from my Oct 2024 SF-182 ---", "(pasted from last year's request)": the heading of an old record pasted in. */
// ("---- 2009 return (what we filed) ----", "last year's form (as sent)": or a past year's filing, said to be what was filed.)
export const OLD_RECORD_HEADING = /^[-=*\s(]*(?:pasted\s+)?from\s+(?:my|our|his|her|their|the)\s+(?:last|previous|old|earlier|prior|\p{L}{3,9}\.?\s+\d{4}|\d{4})\b[^.]{0,40}?(?:request|form|application|sf-?\d+|w-?\d|registration|copy)\b[-=*\s)]*$|^[-=*\s]*(?:\d{4}|last\s+year['’]?s?)\s+(?:tax\s+)?(?:return|form|filing|w-?\d|sf-?\d+)\b[^.]{0,30}\b(?:what\s+(?:we|I)\s+(?:filed|sent|gave)|as\s+(?:filed|sent))\b[^.]{0,10}$/iu;

/** How far before a value its update cue may be: "my favourite colour is now red". */
const UPDATE_CUE_REACH = 30;
/** Words that say a value replaces an earlier one: "is now red", "my new address", "has changed to". */
// (Not "new" before a person or a request: "the other new hire, Gothenburg office, 170 cm" is someone else's value.)
// ("My correct series is 1370": the value said to be the correct one is as new.)
const UPDATE_CUE = /\b(?:now|correct|new(?!\s+(?:hires?|employees?|starters?|members?|clients?|customers?|students?|recruits?|patients?|tenants?|owners?|buyers?|registrations?|requests?|forms?)\b)|changed?|updated?|from now on|no longer)\b/i;
/** Words that say something was moved to another date: "rescheduled", "I've been moved to the next one", "Marcus moves to the May cohort". */
/** ("sorry, wrong cohort - it's Sept 15 to Sept 26": so do words that say the dates given before were another's.) */
const RESCHEDULED = /\b(?:rescheduled|postponed|mov(?:ed|es) (?:\w+ )?to|pushed (?:back |out )?to|correction|wrong (?:cohort|dates?|session|class|week|offering|section|one))\b/i;

/**
 * "It was on the calendar for Friday Aug 1 but we got a 6 a.m. load-in that day, so it moved to Monday, August 4,
 * 2025.": a date a sentence moves away from, to another date after the words that move it, is no date any more.
 * Returns the facts kept.
 */
export function withoutDatesMovedFrom<F extends { value: string; sentence: string; typed?: { kind: string } | undefined }>(facts: F[]): F[] {
  const dates = facts.filter((f) => f.typed?.kind === 'date');
  const movedFrom = dates.filter((from) => {
    const at = from.sentence.indexOf(from.value);
    if (at < 0) return false;
    const rest = from.sentence.slice(at + from.value.length);
    const cue = rest.search(RESCHEDULED);
    const after = at + from.value.length + (cue < 0 ? 0 : cue);
    // ("… on the calendar for Thursday, October 9 …, so the notary squeezed me in on Tuesday, October 7, 2025 instead":
    // or a later date said "instead".)
    return dates.some((to) => {
      if (to === from || to.sentence !== from.sentence || to.value === from.value) return false;
      const toAt = from.sentence.indexOf(to.value);
      return toAt > after && (cue >= 0 || /^[,\s]*instead\b/i.test(from.sentence.slice(toAt + to.value.length)));
    });
  });
  return movedFrom.length === 0 ? facts : facts.filter((f) => !movedFrom.includes(f));
}

/**
 * "We'll sign Sunday March 30 at the house." / "Walt I got stuck with a double on the 30th, sorry. Can we do it at
 * Easter dinner instead?" / "Easter it is. April 20.": a date a later sentence says one side cannot make, by its day of
 * the month, is no date any more, when another date is said after it. Returns the facts kept.
 */
export function withoutDatesDeclined<F extends { value: string; sentence: string; typed?: { kind: string; date?: { day: number } } | undefined }>(facts: F[], sentences: string[]): F[] {
  const dates = facts.filter((f) => f.typed?.kind === 'date' && f.typed.date !== undefined);
  const placeOf = (f: F) => sentences.findIndex((sentence) => sentence === f.sentence || sentence.includes(f.sentence));
  const declined = dates.filter((from) => {
    const at = placeOf(from);
    if (at < 0) return false;
    const refusal = sentences.findIndex((sentence, i) => i > at && [...sentence.matchAll(DAY_DECLINED)].some((m) => Number(m[1] ?? m[2]) === from.typed!.date!.day));
    return refusal > at && dates.some((to) => to.value !== from.value && placeOf(to) > refusal);
  });
  return declined.length === 0 ? facts : facts.filter((f) => !declined.includes(f));
}
/** "stuck with a double on the 30th", "can't do the 12th", "the 30th doesn't work": a day someone cannot make (1). */
const DAY_DECLINED = /\b(?:stuck|can['’]?t|cannot|busy|working|conflict)\b[^.?!\n]{0,40}?\bthe\s+(\d{1,2})(?:st|nd|rd|th)\b|\bthe\s+(\d{1,2})(?:st|nd|rd|th)\s+(?:doesn['’]?t|won['’]?t|does\s+not|will\s+not)\s+work\b/gi;

/** Whether a sentence moves something to another date (its dates replace those given before). */
export function movesToAnotherDate(sentence: string): boolean {
  return RESCHEDULED.test(sentence);
}
/** Words of a key that say when, not what: "new address" is keyed as "address". */
const UPDATE_KEY_WORDS = new Set(tokenize('my our his her their new now current updated changed correct'));

/**
 * "Purpose: I was leaning toward 05 (…) but Greg says 03, improve present performance, because … Use 03.": a keyed
 * line that weighs values, then ends by naming the one to use. The key takes that one. ("Signing: April 7, 2026 in
 * Duluth; use that date on both "Dated" lines" names none: it points back; nor does "Use the new one".)
 */
const FINAL_PICK = /^(\s*(?:[-*•]\s+)?\p{L}[\p{L} /'’-]{1,30}:\s*)\S.*?[.;!]\s+(?:so\s+)?(?:use|go with|let['’]s (?:go with|do|use)|we['’]ll (?:go with|use)|pick|put)\s+(?!(?:that|this|it|those|these|them|the same|both|one|the (?:new|newer|latest|revised|updated|corrected|other)(?: one)?)\b)([^.;,\s][^.;,]{0,39}?)\s*[.!]?\s*$/iu;

/**
 * "3. Agent: last week I told you my brother Jon. Scratch that, …. Use my cousin, Maricel T. Aquino.": a keyed line
 * that ends by naming the person to use, said first by who they are to the writer (1 the key, 2 the name, 3 what the
 * line says after it).
 */
const FINAL_PICK_NAMED = /^(\s*(?:\d{1,2}[.)]\s+|[-*•]\s+)?\p{L}[\p{L} /'’-]{1,30}:\s*)\S.*?[.;!]\s+(?:so\s+)?(?:[Uu]se|[Gg]o with|[Pp]ut|[Ii]t['’]s)\s+(?:my|his|her|our|their)\s+\p{Ll}+(?:[- ]\p{Ll}+)?,\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\.)?(?:\s+\p{Lu}[\p{L}'’-]+){1,2})(?:\.?\s*$|\.\s+(\p{Lu}.*)$)/u;

/** The line with a keyed deliberation replaced by the value it settles on. */
export function withFinalPickKept(line: string): string {
  // (What the line says after the name, "She lives in Skokie, IL.", goes on a line of its own.)
  const named = line.match(FINAL_PICK_NAMED);
  if (named) return `${named[1]}${named[2]}${named[3] ? `\n${named[3]}` : ''}`;
  const pick = line.match(FINAL_PICK);
  if (pick) {
    // ("My address: the credit union has it right, 2208 W. Heading Ave, Peoria, IL 61604. … Use Heading.": a street
    // picked by its name is the whole address the line gives on it.)
    const onStreet = /^\p{Lu}\p{Ll}+$/u.test(pick[2]!) ? line.match(new RegExp(String.raw`\b(\d{1,6}\s+(?:[^\d:;\n]|\d(?!\d{4}\b))*?\b${escapeRegExp(pick[2]!)}\b[^:;\n]*?\b\d{5}(?:-\d{4})?)\b`, 'u')) : null;
    return `${pick[1]}${onStreet ? onStreet[1] : pick[2]}`;
  }
  // ("Favourite colour: on the old form it was blue. My wife Aino says it is grey now, …, and she is right. Grey.": a
  // keyed line that talks its value over, then says it once more, alone, as its last sentence.)
  // ("Favourite colour. I have always said blue, … the grey cardigan …. Grey.": or one whose key is a sentence of its own.)
  // ("… if I must choose only one I take the yellow. Yellow please.": the last one said with a please.)
  const keyed = line.match(FINAL_WORD_REPEATED);
  const headed = keyed ? null : line.match(HEADED_FINAL_WORD_REPEATED);
  const parts = keyed ? { lead: keyed[1]!, talk: keyed[2]!, last: keyed[3]! } : headed ? { lead: `${headed[1]}: `, talk: headed[2]!, last: headed[3]! } : undefined;
  if (!parts) return line;
  const said = new RegExp(String.raw`(?<![\p{L}])${escapeRegExp(parts.last)}(?![\p{L}])`, 'iu');
  return said.test(parts.talk) ? `${parts.lead}${parts.last}` : line;
}
/** "Favourite colour. I have always said blue, …. Grey.": a key of a word or three said as a sentence, then the same. */
const HEADED_FINAL_WORD_REPEATED = /^\s*(?:[-*•]\s+)?(\p{Lu}\p{Ll}+(?:\s\p{Ll}+){0,2})\.\s+(\S.*?[.;!?])\s+(?!(?:[Yy]es|[Nn]o|[Nn]ope|[Yy]eah|[Yy]ep|[Oo]k|OK|[Oo]kay|[Ss]ure|[Rr]ight|[Tt]hanks|[Mm]aybe|[Nn]one|[Nn]\/[Aa])\s*[.!]?\s*$)(\p{L}[\p{L}'’-]{1,20}(?:\s\p{L}[\p{L}'’-]{1,20})?)\s*[.!]\s*$/u;
/** A keyed line of several sentences whose last is a word or two alone: "… and she is right. Grey." */
// (Not an answer's "No. No." or "Yes.": a yes or a no said twice is no value.)
const FINAL_WORD_REPEATED = /^(\s*(?:[-*•]\s+)?\p{L}[\p{L} /'’-]{1,30}:\s*)(\S.*?[.;!?])\s+(?!(?:[Yy]es|[Nn]o|[Nn]ope|[Yy]eah|[Yy]ep|[Oo]k|OK|[Oo]kay|[Ss]ure|[Rr]ight|[Tt]hanks|[Mm]aybe|[Nn]one|[Nn]\/[Aa])\s*[.!]?\s*$)(\p{L}[\p{L}'’-]{1,20}(?:\s(?![Pp]lease\b)\p{L}[\p{L}'’-]{1,20})?)(?:,?\s+please)?\s*[.!]\s*$/u;

/**
 * "- Name: you have "Siobhan Cavanagh". It is Siobhán Kavanagh, with a K, …", "- Address: you have me at 72 Strand
 * Road. It's 27 Strand Road, and the apartment line is missing completely: Apartment 12, Harbour View.": a keyed line
 * that quotes the reader's wrong value, then gives the right one. The key takes the right one; what the line says after
 * it goes on a line of its own ("the apartment line: Apartment 12, Harbour View", a part said to be missing keyed by
 * its name).
 */
export function withWrongValueSetRight(line: string): string {
  const m = line.match(WRONG_THEN_RIGHT);
  // ("Correction: dropdown_1 should be foobar, not bar" is a swap of its own, applyKeyedSwaps's.)
  if (!m) return line.replace(OLD_VALUE_DENIED, (whole, value: string, old: string) => (sameKind(value, old) && !SAYS_WHAT_TO_DO.test(value.replace(/^[^:]*:/, '')) ? value : whole));
  const [, lead, right] = m;
  const cut = right!.search(RIGHT_VALUE_END);
  const value = cut < 0 ? right!.replace(/[.\s]+$/, '') : right!.slice(0, cut);
  const rest = cut < 0 ? '' : right!.slice(cut).replace(/^[,.;]?\s*(?:and\s+|but\s+)?/i, '').replace(PART_SAID_MISSING, (_, part: string) => (SECOND_ADDRESS_LINE_PART.test(part) ? 'Address line 2: ' : `${part}: `));
  return rest === '' ? `${lead}${value}` : `${lead}${value}\n${rest}`;
}
/** The key, the reader's wrong value ("you have …", "your letter says …"), then the right one after "It is". */
// ("- Height: the list says 150?? I'm 1,64 m.": or the list's or the record's, and the right one as the writer's own.)
const WRONG_THEN_RIGHT = /^(\s*(?:[-*•]\s+)?\p{L}[\p{L} /'’-]{1,30}:\s*)(?:you|(?:your|the)\s+(?:letter|record|system|form|file|copy|list|roster|database))\s+(?:have|has|had|say|says|said|printed|print|show|shows|list|lists)\s+(?:me\s+(?:at|as|down\s+as)\s+|it\s+as\s+)?[^.?!]{1,60}?[.?!]+\s+(?:it\s+is|it['’]s|it\s+should\s+be|should\s+be|the\s+right\s+one\s+is|correct\s+is|i['’]m|i\s+am)\s+(\S.*)$/iu;
/** Where the right value ends: a comma before a remark ("with a K", "and the …"), or the sentence's end. */
const RIGHT_VALUE_END = /,\s+(?:with|and|but|please|not)\b|\.(?:\s|$)|;\s/i;
/** "the apartment line is missing completely: Apartment 12": a part said to be missing, then its value. */
const PART_SAID_MISSING = /^((?:the\s+)?[\p{L} -]{2,30}?)\s+(?:is|was)\s+(?:missing|left\s+out|blank|empty)(?:\s+(?:completely|entirely|altogether))?\s*:\s*/iu;
/** "the apartment line", "second line": an address's second line. */
const SECOND_ADDRESS_LINE_PART = /\b(?:apartment|apt|unit|flat|suite|second)\b.*\bline\b|\bline\s*2\b/i;
/** "Height: 164 cm, not 146": a keyed value, then the wrong one it replaces. */
const OLD_VALUE_DENIED = /^(\s*(?:[-*•]\s+)?\p{L}[\p{L} /'’-]{1,30}:\s*[^,;]{1,30}?),?\s+not\s+(?!(?:really|sure|yet|applicable|now|anymore|always|quite|exactly|the|a|an|any|my|his|her|our|their|to|for|in|on|at|as|so|too|very|much|that|this|it)\b)["“]?([\p{L}\d][^,;()"”]{0,20}?)["”]?(?=\s*(?:[.!]|$))/iu;
/** A value that says what to do rather than giving the value: "dropdown_1 should be foobar". */
const SAYS_WHAT_TO_DO = /\b(?:should|must|be|is|are|was|make|change|put|use|set|write)\b/i;
/** Whether two values are both figures or both words: "164 cm" and "146", not "yes" and "1999". */
function sameKind(value: string, old: string): boolean {
  const given = value.replace(/^[^:]*:\s*/, '');
  return /^\d/.test(given) === /^\d/.test(old) && old.trim().split(/\s+/).length <= 3;
}

/**
 * "Affiliation: Admiralty Survey Office (books 1-2) -> Lantern Guild of Cartographers (from book 3)": a keyed value
 * that moved on from one to the next, the arrow between, a remark in brackets saying when. The key takes the newest.
 */
export function withNewestOfArrowedValues(line: string): string {
  const m = line.match(ARROWED_VALUES);
  if (!m) return line;
  const [, lead, older, newer] = m;
  const when = `${older!.match(/\(([^()]*)\)\s*$/)?.[1] ?? ''} ${newer!.match(/\(([^()]*)\)\s*$/)?.[1] ?? ''}`;
  return WHEN_REMARK.test(when) ? `${lead}${newer!.replace(/\s*\([^()]*\)\s*[.]?\s*$/, '')}` : line;
}
const ARROWED_VALUES = /^(\s*(?:[-*•]\s+)?\p{L}[\p{L} /'’-]{1,30}:\s*)([^:>→]{2,80}?)\s+(?:->|→|=>|-->)\s+([^:>→]{2,80}?)\s*$/u;
/** "books 1-2", "from book 3", "until 2019", "old", "now": a remark on when a value held. */
const WHEN_REMARK = /\b(?:books?|bk|seasons?|chapters?|ch|from|since|until|till|before|after|now|old|new|former|formerly|current|currently|as of)\b/i;

/** "Old Venice address. New one:" (1 what goes before "New", 2 the thing that is old). */
const OLD_THING_THEN_NEW_ONE = /(\b[Oo]ld\s+(?:[\p{L}-]+\s+){0,3}?(address|phone|number|email|name|employer)\s*[.;]\s+)New\s+one\s*:/gu;

/**
 * "Old Venice address." then "New one: 4410 Bay Shore Rd, …": the new one is named by what the sentence before says
 * is old ("New address: …"), so that it keys a value as the old one did.
 */
export function withNewOneNamed(text: string): string {
  return text.replace(OLD_THING_THEN_NEW_ONE, '$1New $2:').replace(KEYED_THEN_NEW_ONE, (_, lead: string, key: string, said: string) => `${lead}${said}\n${lead}${FIRST_PERSON_WORD.test(said) ? 'My new' : 'New'} ${key}: `);
}
/**
 * "3) Address: we moved out of Hialeah on October 1st. New one: 8450 NW 53rd Street, …": a keyed line that says why,
 * then gives the new one, is the new one under its key ("New Address: 8450 …"; the writer's own, "My new Address:",
 * when the writer says it of themselves), what it says first a line of its own (1 the line's number, 2 the key, 3 what
 * is said first).
 */
/** "we", "I", "my": a sentence the writer says of themselves. */
const FIRST_PERSON_WORD = /\b(?:I|we|my|our)\b/i;
const KEYED_THEN_NEW_ONE = /^([ \t]*(?:\d{1,2}[.)][ \t]+|[-*•][ \t]+)?)(\p{L}[\p{L} ]{1,30}):[ \t]+([^\n]*?[.!;])[ \t]+New one:[ \t]*/gmu;
