/**
 * What the scorers share: the candidate shape, the match context (word rarity across the form's fields, the
 * parsed text's sentences as tokens), and the key matcher that compares a fact's words with a field's.
 */
import type { ValueKind } from './detect-values.js';
import type { Concept, FieldProfile } from './field-profile.js';
import { sectionItemOf, writerWordsOfItemKey } from './line-number-labels.js';
import { editDistance, simplify, tokenize } from './normalize-text.js';
import type { Fact, ParsedData } from './parse-data.js';
import { namesWriterRole } from './parties.js';
import { isOneWordStateName } from './us-states.js';

export interface Candidate {
  field: number;
  value: string | boolean;
  score: number;
  /** Index of the fact the value comes from; -1 for statements. */
  fact: number;
  /** Concept of the value when it is one part of a compound (city of an address …), for split-field rules. */
  concept: Concept | ValueKind | undefined;
  /** The whole value the candidate was cut from (the address a city belongs to), when there is one. */
  origin?: string;
  reasoning: string;
  /** What the rule-based score was made of, for the trained classifier (text fields only). */
  signals?: CandidateSignals;
  /** The value's party and the field's agree explicitly ("Print Name" under "Seller's Signature"). */
  partyAgrees?: boolean;
  /** A date everyone signs on ("We'll all sign on April 22"): it goes on every signer's date line alike. */
  everySigner?: boolean;
  /** For a choice named by a keyed value: how well the key matches the field (a text candidate's is in its signals). */
  keySim?: number;
}

/** The parts of a text candidate's rule-based score, kept so a classifier can weigh them afresh. */
export interface CandidateSignals {
  /** Word overlap of the fact's key with the field (keySimilarity). */
  tokenSim: number;
  /** How well the value's shape fits what the field wants (0..1). */
  fit: number;
  strength: number;
  /** The value is of a kind the field explicitly wants. */
  conceptWanted: boolean;
  /** The only field wanting this shape, and the only value of it in the text. */
  uniqueShape: boolean;
  /** The rule-based score before any semantic lift. */
  ruleScore: number;
  anchored: boolean;
}

export interface MatchContext {
  profiles: FieldProfile[];
  idf: (token: string) => number;
  /** Whether any field of the form has this word (or one it meets); other words cannot tell fields apart. */
  known: (token: string) => boolean;
  /**
   * The form's word a key's abbreviation stands for ("STR" → strength, "lvl" → level, "cur" → current), when
   * exactly one of the form's words fits it; other words as they are.
   */
  alias?: (token: string) => string;
  /** The form's word a misspelt key word stands for ("adres" → address, "serail" → serial), when one is closest. */
  spelling?: (token: string) => string;
  data: ParsedData;
  /** Sentence → its tokens, computed once. */
  sentenceTokens: Map<string, Set<string>>;
  /** Concept → number of fillable fields that want it. */
  wantCount: Map<Concept, number>;
  /** Sentence → its words (simplified) with their end offsets in the sentence, for label search. */
  sentenceWords: Map<string, { word: string; end: number }[]>;
  /**
   * The form has a place of its own for an address's unit (an "Apt./Ste./Flr." box or check box, even a
   * read-only one), so "Apt 7" stays out of the street field.
   */
  unitPlace?: boolean;
  /**
   * Embedding similarity (cosine) of a field's description with a fact's key, when the embedding model is
   * loaded; lets a value reach a field whose label shares no word with the key ("Employer" / "company").
   */
  semantic?: SemanticLookup;
}

/**
 * How many of the form's fields carry each name `namesOf` gives a field (each name once per field), counted once
 * per request: `cache` is keyed by the request's match context.
 */
export function countsOverFields(ctx: MatchContext, cache: WeakMap<MatchContext, Map<string, number>>, namesOf: (p: FieldProfile) => string[]): Map<string, number> {
  let counts = cache.get(ctx);
  if (!counts) {
    counts = new Map();
    for (const p of ctx.profiles) for (const name of new Set(namesOf(p))) counts.set(name, (counts.get(name) ?? 0) + 1);
    cache.set(ctx, counts);
  }
  return counts;
}

export interface SemanticLookup {
  /** Cosine of the field's description with the fact's key and topic; 0 when the fact has no key. */
  keySim(field: number, fact: number): number;
}

export interface WeightedToken {
  token: string;
  weight: number;
  /** Words a value's shape implies (a full name answers "first name" and "last name"): they count when matched. */
  optional?: boolean;
  /** A word of a key an application wrote ("lvl", "cur" in a JSON export), which may be an abbreviation. */
  terse?: boolean;
  /**
   * A word of the key's own aside ("Name (as shown on my tax return)"): people copy a label's aside with the
   * label, so a field that has the word counts it fully, whatever weight its label gives its own aside.
   */
  aside?: boolean;
}

/** Words so common in forms and prose that matching on them alone proves nothing. */
export const WEAK_TOKENS = new Set(
  (
    'other number no yes signature sign new old same type code name date amount total line part box check select ' +
    'list item field text value info information detail option'
  ).split(' '),
);

/**
 * The numbers forms split over boxes of a few digits each, under one parent field (map-values.ts splitGroups), with
 * the digits of the whole number: a box of fewer holds a part of it.
 */
export const SPLIT_OVER_BOXES = new Map<Concept, number>([
  ['ssn', 9],
  ['ein', 9],
  ['phone', 10],
  ['zipcode', 5],
]);

/** Precomputes what every scorer needs for one request: word rarity over the form, sentence tokens. */
export function buildMatchContext(profiles: FieldProfile[], data: ParsedData): MatchContext {
  const df = new Map<string, number>();
  for (const p of profiles) for (const token of p.weights.keys()) df.set(token, (df.get(token) ?? 0) + 1);
  const n = Math.max(profiles.length, 1);
  const idf = (token: string): number => Math.log(1 + n / (1 + (df.get(token) ?? 0)));
  const sentenceTokens = new Map<string, Set<string>>();
  for (const sentence of data.sentences) sentenceTokens.set(sentence, new Set(tokenize(sentence)));
  for (const clause of data.clauses) if (!sentenceTokens.has(clause.text)) sentenceTokens.set(clause.text, new Set(tokenize(clause.text)));
  const wantCount = new Map<Concept, number>();
  // (A number split over boxes under one parent, an EIN's 2 + 7 digits, is wanted by one field, not two.)
  const splitCounted = new Set<string>();
  for (const p of profiles) {
    for (const c of p.wants) {
      const split = p.field.type === 'text' && p.field.textMaxLength && p.field.textMaxLength < (SPLIT_OVER_BOXES.get(c) ?? 0) && p.parent !== '' ? `${p.parent}\u0000${c}` : undefined;
      if (split !== undefined && splitCounted.has(split)) continue;
      if (split !== undefined) splitCounted.add(split);
      wantCount.set(c, (wantCount.get(c) ?? 0) + 1);
    }
  }
  const knownCache = new Map<string, boolean>();
  const known = (token: string): boolean => {
    let k = knownCache.get(token);
    if (k === undefined) {
      k = df.has(token) || [...df.keys()].some((t) => tokensMeet(t, token));
      knownCache.set(token, k);
    }
    return k;
  };
  const aliasCache = new Map<string, string>();
  const alias = (token: string): string => {
    let a = aliasCache.get(token);
    if (a === undefined) {
      // ("STR" for the one word it abbreviates, "strength", though a character sheet prints "(STR)" after a skill and
      // so knows it as written.)
      const stands = !ABBREVIATION.test(token) ? [] : [...df.keys()].filter((w) => w !== token && abbreviates(token, w));
      a = stands.length === 1 ? stands[0]! : token;
      aliasCache.set(token, a);
    }
    return a;
  };
  const spellingCache = new Map<string, string>();
  const spelling = (token: string): string => {
    let s = spellingCache.get(token);
    if (s === undefined) {
      s = known(token) ? token : (closestSpelling(token, [...df.keys()]) ?? token);
      spellingCache.set(token, s);
    }
    return s;
  };
  const sentenceWords = new Map<string, { word: string; end: number }[]>();
  for (const sentence of data.sentences) {
    const words: { word: string; end: number }[] = [];
    for (const m of sentence.matchAll(/[\p{L}\p{N}]+/gu)) {
      const word = simplify(m[0]);
      // "Driver's" is one word both here and in labels (simplify merges the possessive).
      if (word !== '') words.push({ word, end: (m.index ?? 0) + m[0].length });
    }
    sentenceWords.set(sentence, mergePossessives(words, sentence));
  }
  return { profiles, idf, known, alias, spelling, data, sentenceTokens, wantCount, sentenceWords };
}

/**
 * The one word of the form a word of five letters or more is a slip of: one letter wrong, missing, added or two
 * swapped ("serail", "adress"), two for a word of seven or more ("lisence"), with its first two letters and its
 * last right (a word that differs at its end is another word: "status" is not "state"). Undefined when none is
 * that close, or two are equally close.
 */
export function closestSpelling(token: string, vocabulary: string[]): string | undefined {
  if (token.length < 5 || /\d/.test(token)) return undefined;
  const allowed = token.length >= 7 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = allowed + 1;
  let tie = false;
  for (const word of vocabulary) {
    if (!word.startsWith(token.slice(0, 2)) || word.at(-1) !== token.at(-1) || Math.abs(word.length - token.length) > allowed || word.length < 4) continue;
    const d = editDistance(token, word, allowed, true);
    if (d < bestDistance) {
      best = word;
      bestDistance = d;
      tie = false;
    } else if (d === bestDistance && word !== best) tie = true;
  }
  return best !== undefined && bestDistance <= allowed && !tie ? best : undefined;
}

/** A key word that may be an abbreviation: three or four letters ("str", "lvl", "perc"). */
const ABBREVIATION = /^\p{Ll}{3,4}$/u;

/**
 * Whether a short word abbreviates a longer one the way people shorten keys: its start ("str" → strength,
 * "cur" → current) or its first letter and then some of its letters in order ("spd" → speed, "lvl" → level).
 */
export function abbreviates(short: string, word: string): boolean {
  if (word.length < 5 || word[0] !== short[0] || !/^\p{Ll}+$/u.test(word)) return false;
  if (word.startsWith(short)) return true;
  let at = 1;
  for (const letter of short.slice(1)) {
    at = word.indexOf(letter, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

function mergePossessives(words: { word: string; end: number }[], sentence: string): { word: string; end: number }[] {
  const out: { word: string; end: number }[] = [];
  for (const w of words) {
    const previous = out[out.length - 1];
    if (previous && w.word === 's' && /['’`]$/.test(sentence.slice(0, w.end - 1))) {
      previous.word += 's';
      previous.end = w.end;
    } else {
      out.push({ ...w });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Token similarity

/** Two stems meet when equal or when one starts the other ("sign" / "signatu"). */
export function tokensMeet(a: string, b: string, minRatio = 0.55): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length < 4 || !long.startsWith(short) || short.length / long.length < minRatio) return false;
  // "office" and "officer", "buy" and "buyer", "part" and "partner" (of "Partnership"): the agent is not the thing.
  const rest = long.slice(short.length);
  return rest !== 'r' && rest !== 'er' && rest !== 'or' && rest !== 'ner';
}

/** Option names must be named, not merely begun: "Roma" is not "Romania". */
export const OPTION_RATIO = 0.8;

function fieldWeight(token: string, profile: FieldProfile): number {
  const exact = profile.weights.get(token);
  if (exact !== undefined) return exact;
  let best = 0;
  for (const [t, w] of profile.weights) if (w > best && tokensMeet(t, token)) best = w;
  return best;
}

/**
 * Similarity of a fact's key words to a field, 0..1. Precision: how much of the key the field explains, rare
 * words counting more and words no field has not counting at all. Recall: how much of the field's
 * best-matching source (label, tooltip or name) the key covers. A one-word key found somewhere in a long
 * tooltip is precise but covers little, so recall scales the result.
 */
export function keySimilarity(keyTokens: WeightedToken[], profile: FieldProfile, ctx: Pick<MatchContext, 'idf' | 'known' | 'alias' | 'spelling'>): number {
  return keyMatch(keyTokens, profile, ctx).similarity;
}

export interface KeyMatch {
  similarity: number;
  precision: number;
  /** False when no key word is known to the form: the key says nothing either way. */
  informative: boolean;
}

export function keyMatch(rawTokens: WeightedToken[], profile: FieldProfile, ctx: Pick<MatchContext, 'idf' | 'known' | 'alias' | 'spelling'>): KeyMatch {
  const keyTokens = rawTokens.map((k) => (k.terse && ctx.alias ? { ...k, token: ctx.alias(k.token) } : !k.terse && ctx.spelling ? { ...k, token: ctx.spelling(k.token) } : k));
  let matched = 0;
  let total = 0;
  for (const { token, weight, optional, aside } of keyTokens) {
    if (!ctx.known(token)) continue;
    const weightInField = fieldWeight(token, profile);
    const fw = aside && weightInField > 0 ? 1 : weightInField;
    if (optional && fw === 0) continue;
    const w = weight * ctx.idf(token);
    total += w;
    matched += w * fw;
  }
  if (total === 0) return { similarity: 0, precision: 0, informative: false };
  const precision = matched / total;
  let recall = 0;
  for (const source of profile.sources) {
    const unique = [...new Set(source.tokens)];
    let covered = 0;
    let all = 0;
    for (const t of unique) {
      const w = ctx.idf(t);
      all += w;
      if (keyTokens.some((k) => tokensMeet(k.token, t))) covered += w;
    }
    if (all > 0) recall = Math.max(recall, covered / all);
  }
  return { similarity: precision * (0.35 + 0.65 * recall), precision, informative: true };
}

/**
 * "List Box13 = E", "Text5 Claim 7731-B": a key that is the field's own name (its last part, spaces and case
 * aside), as people write who read the names off the form's properties.
 */
export function keyNamesField(fact: Fact, profile: FieldProfile): boolean {
  // ("item 11 (section A): No": the item of the form's section by its number, line-number-labels.ts.)
  const item = sectionItemOf(fact.key);
  if (item) return profile.lineNumber === item.number && profile.section === item.section;
  const key = compactName(fact.key);
  return key.length >= 3 && key === compactName(profile.field.name.split('.').pop()!.replace(/\[\d+\]$/, ''));
}

/**
 * "test_2: …" against the field "test_1": a key written as a field's name with its number ("check_3", "Text5")
 * names that numbered field and no other of its series, though the words alone ("test") meet all of them.
 */
export function otherNumberedName(fact: Fact, profile: FieldProfile): boolean {
  const key = fact.key.trim().match(NUMBERED_NAME);
  const field = profile.field.name.split('.').pop()!.replace(/\[\d+\]$/, '').match(NUMBERED_NAME);
  return key !== null && field !== null && key[1]!.toLowerCase() === field[1]!.toLowerCase() && Number(key[2]) !== Number(field[2]);
}

/** A name with a number at its end and no space: "test_2", "Text5", "List Box13" (one space allowed before the word). */
const NUMBERED_NAME = /^((?:\p{L}+ )?\p{L}+)[_-]?(\d{1,3})$/u;

function compactName(text: string): string {
  return simplify(text).replace(/\s+/g, '');
}

export const ORDINALS: Record<string, number> = { first: 1, '1st': 1, primary: 1, second: 2, '2nd': 2, secondary: 2, third: 3, '3rd': 3 };

/** "first-line supervisor" is not the "second-line supervisor": ordinals on both sides must agree. */
export function ordinalsClash(keyTokens: WeightedToken[], profile: FieldProfile): boolean {
  const keyOrdinals = new Set(keyTokens.map((k) => ORDINALS[k.token]).filter((o) => o !== undefined));
  if (keyOrdinals.size === 0) return false;
  const fieldOrdinals = new Set([...profile.weights.keys()].map((t) => ORDINALS[t]).filter((o) => o !== undefined));
  if (fieldOrdinals.size === 0) return false;
  return ![...keyOrdinals].some((o) => fieldOrdinals.has(o));
}

/**
 * "My supervisor, Kevin Ashworth": someone named in their role with no ordinal is the first of that role, the
 * "Immediate Supervisor/First-line Supervisor", never the "Second-line Supervisor".
 */
export function laterOfRole(keyTokens: WeightedToken[], profile: FieldProfile): boolean {
  if (keyTokens.some((k) => ORDINALS[k.token] !== undefined)) return false;
  const fieldOrdinals = [...profile.weights.keys()].map((t) => ORDINALS[t]).filter((o) => o !== undefined);
  return fieldOrdinals.length > 0 && !fieldOrdinals.includes(1);
}

/**
 * "duty hours" for "Training Non-Duty Hours", or "non-duty hours" for "Training Duty Hours": a key and a label
 * that share a word, one of them denied with "non", ask for opposite things.
 */
export function negationsClash(keyTokens: WeightedToken[], profile: FieldProfile): boolean {
  const key = keyTokens.map((k) => k.token);
  const label = profile.sources.find((s) => s.kind === 'label')?.tokens ?? [];
  const denied = (tokens: string[]) => new Set(tokens.flatMap((t, i) => (tokens[i - 1] === 'non' ? [t] : [])));
  const keyDenied = denied(key);
  const labelDenied = denied(label);
  return key.some((t) => labelDenied.has(t) && !keyDenied.has(t)) || label.some((t) => keyDenied.has(t) && !labelDenied.has(t));
}

/** A key's words in parentheses: "Name (as shown on my tax return)". */
const KEY_ASIDE = /\([^()]*\)/g;
/** An aside's word the field lacks weighs half a word of the key proper in the key's total. */
const ASIDE_WEIGHT = 0.5;

export function factTokens(fact: Fact, extra: string[]): WeightedToken[] {
  const out: WeightedToken[] = [];
  const seen = new Set<string>();
  // Keys an application wrote are terse ("lvl", "hp.cur"); people's keys use the shorthand abbreviations.ts spells out.
  const terse = fact.source === 'json';
  const push = (token: string, weight: number, optional = false, aside = false): void => {
    if (seen.has(token)) return;
    seen.add(token);
    out.push({ token, weight, optional, ...(terse && !optional ? { terse } : {}), ...(aside ? { aside } : {}) });
  };
  for (const t of extra) push(t, 1, true);
  // "Until last week I lived at …" is the previous address though its key says so in no label's words.
  if (fact.epoch) push(fact.epoch, 1, true);
  // "My Illinois driver's license": the state that issued something qualifies it; a label that has the state
  // still matches it, one without it is not the less the same question.
  // ("item 2 (section B) Course": the item's code says which field by keyNamesField; the words are the writer's.)
  const key = writerWordsOfItemKey(fact.key) ?? fact.key;
  const stateWords = new Set(tokenize(key.split(/\s+/).filter(isOneWordStateName).join(' ')));
  const keyOutsideAside = new Set(tokenize(key.replace(KEY_ASIDE, ' ')));
  for (const t of tokenize(key)) {
    if (keyOutsideAside.has(t)) push(t, 1, stateWords.has(t));
    else push(t, ASIDE_WEIGHT, false, true);
  }
  const topics = fact.topic.split(' | ').reverse();
  // "Taxpayer: Andrew Kowalski, SSN …": the role word in the topic only says the SSN is the writer's, which a
  // label says as "Your social security number"; a label that has the word still matches it.
  topics.forEach((topic, i) => {
    for (const t of tokenize(topic)) push(t, i === 0 ? 0.6 : 0.3, namesWriterRole(t));
  });
  // ("=== vendor catalog page ===" over "Classroom: 1200 Main St …": the vendor's address, where a label says so.
  // Only for what is someone's: an address, a name, a way to reach them.)
  // (An identity document's number too: "ID presented: Illinois driver's license P631-…" under "=== BIDDER ===".)
  const someones = fact.address || fact.person || fact.organisation || ['phone', 'email', 'url'].includes(fact.typed?.kind ?? '') || IDENTITY_DOCUMENT_KEY.test(fact.key);
  if (someones) for (const t of tokenize(fact.section ?? '')) push(t, 0.3, true);
  return out;
}

/** "Illinois driver's license", "DL #", "passport no.": the key of a person's identity document's number. */
const IDENTITY_DOCUMENT_KEY = /\b(?:driver['’]?s?\s+licen[cs]e|licen[cs]e|DL|passport|state\s+ID|ID\s+card)\b/i;

export function clip(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

