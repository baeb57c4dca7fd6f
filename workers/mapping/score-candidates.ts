/**
 * Scoring (field, value) pairs. Text fields take facts whose key words meet the field's words (weighted by how
 * rare each word is among the form's fields) and whose value has the shape the field asks for. Check boxes
 * read statements ("I have a driving licence", "not German"). Choice fields take one of their own options,
 * named in a fact about them or mentioned in the text.
 */
import { findTypedValues, parseBoolean } from './detect-values.js';
import type { ValueKind } from './detect-values.js';
import { STRICT_CONCEPTS } from './field-profile.js';
import type { ChoiceOption, Concept, FieldProfile } from './field-profile.js';
import { digitsOf, formatDate, plainNumber } from './format-value.js';
import { canonicalText, simplify, tokenize } from './normalize-text.js';
import { cityStateZip, findUsAddresses, nameBefore } from './parse-compound.js';
import type { Clause, Fact, ParsedData } from './parse-data.js';

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
}

export interface MatchContext {
  profiles: FieldProfile[];
  idf: (token: string) => number;
  /** Whether any field of the form has this word (or one it meets); other words cannot tell fields apart. */
  known: (token: string) => boolean;
  data: ParsedData;
  /** Sentence → its tokens, computed once. */
  sentenceTokens: Map<string, Set<string>>;
  /** Concept → number of fillable fields that want it. */
  wantCount: Map<Concept, number>;
  /** Sentence → its words (simplified) with their end offsets in the sentence, for label search. */
  sentenceWords: Map<string, { word: string; end: number }[]>;
}

interface WeightedToken {
  token: string;
  weight: number;
}

/** Words so common in forms and prose that matching on them alone proves nothing. */
const WEAK_TOKENS = new Set(['other', 'number', 'no', 'yes', 'signature', 'sign', 'yes', 'new', 'old', 'same', 'type', 'code', 'name', 'date', 'amount', 'total', 'line', 'part', 'box', 'check', 'select', 'list', 'item', 'field', 'text', 'value', 'info', 'information', 'detail', 'option']);

export function buildMatchContext(profiles: FieldProfile[], data: ParsedData): MatchContext {
  const df = new Map<string, number>();
  for (const p of profiles) for (const token of p.weights.keys()) df.set(token, (df.get(token) ?? 0) + 1);
  const n = Math.max(profiles.length, 1);
  const idf = (token: string): number => Math.log(1 + n / (1 + (df.get(token) ?? 0)));
  const sentenceTokens = new Map<string, Set<string>>();
  for (const sentence of data.sentences) sentenceTokens.set(sentence, new Set(tokenize(sentence)));
  for (const clause of data.clauses) if (!sentenceTokens.has(clause.text)) sentenceTokens.set(clause.text, new Set(tokenize(clause.text)));
  const wantCount = new Map<Concept, number>();
  for (const p of profiles) for (const c of p.wants) wantCount.set(c, (wantCount.get(c) ?? 0) + 1);
  const knownCache = new Map<string, boolean>();
  const known = (token: string): boolean => {
    let k = knownCache.get(token);
    if (k === undefined) {
      k = df.has(token) || [...df.keys()].some((t) => tokensMeet(t, token));
      knownCache.set(token, k);
    }
    return k;
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
  return { profiles, idf, known, data, sentenceTokens, wantCount, sentenceWords };
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
  // "office" and "officer", "buy" and "buyer": the agent is not the thing.
  const rest = long.slice(short.length);
  return rest !== 'r' && rest !== 'er' && rest !== 'or';
}

/** Option names must be named, not merely begun: "Roma" is not "Romania". */
const OPTION_RATIO = 0.8;

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
export function keySimilarity(keyTokens: WeightedToken[], profile: FieldProfile, ctx: Pick<MatchContext, 'idf' | 'known'>): number {
  return keyMatch(keyTokens, profile, ctx).similarity;
}

export interface KeyMatch {
  similarity: number;
  precision: number;
  /** False when no key word is known to the form: the key says nothing either way. */
  informative: boolean;
}

export function keyMatch(keyTokens: WeightedToken[], profile: FieldProfile, ctx: Pick<MatchContext, 'idf' | 'known'>): KeyMatch {
  let matched = 0;
  let total = 0;
  for (const { token, weight } of keyTokens) {
    if (!ctx.known(token)) continue;
    const w = weight * ctx.idf(token);
    total += w;
    matched += w * fieldWeight(token, profile);
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

const ORDINALS: Record<string, number> = { first: 1, '1st': 1, primary: 1, second: 2, '2nd': 2, secondary: 2, third: 3, '3rd': 3 };

/** "first-line supervisor" is not the "second-line supervisor": ordinals on both sides must agree. */
function ordinalsClash(keyTokens: WeightedToken[], profile: FieldProfile): boolean {
  const keyOrdinals = new Set(keyTokens.map((k) => ORDINALS[k.token]).filter((o) => o !== undefined));
  if (keyOrdinals.size === 0) return false;
  const fieldOrdinals = new Set([...profile.weights.keys()].map((t) => ORDINALS[t]).filter((o) => o !== undefined));
  if (fieldOrdinals.size === 0) return false;
  return ![...keyOrdinals].some((o) => fieldOrdinals.has(o));
}

function factTokens(fact: Fact, extra: string[]): WeightedToken[] {
  const out: WeightedToken[] = [];
  const seen = new Set<string>();
  const push = (token: string, weight: number): void => {
    if (seen.has(token)) return;
    seen.add(token);
    out.push({ token, weight });
  };
  for (const t of extra) push(t, 1);
  for (const t of tokenize(fact.key)) push(t, 1);
  const topics = fact.topic.split(' | ').reverse();
  topics.forEach((topic, i) => {
    for (const t of tokenize(topic)) push(t, i === 0 ? 0.6 : 0.3);
  });
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Text fields

interface View {
  value: string;
  /** Concept tokens the view adds to the fact's key ("zipcode" for the postcode of an address). */
  tokens: string[];
  concept: Concept | ValueKind | undefined;
  /** How well the value's shape fits what the field wants: 0 vetoes, 1 is a perfect fit. */
  fit: number;
  what: string;
}

const KIND_CONCEPT: Partial<Record<ValueKind, Concept>> = {
  email: 'email',
  url: 'website',
  ssn: 'ssn',
  ein: 'ein',
  phone: 'phone',
  date: 'date',
  zip: 'zipcode',
  money: 'money',
  number: 'number',
};

const KIND_TOKEN: Partial<Record<ValueKind, string>> = {
  email: 'email',
  url: 'website',
  ssn: 'ssn',
  ein: 'ein',
  phone: 'phone',
  date: 'date',
  zip: 'zipcode',
};

export function scoreTextField(profile: FieldProfile, ctx: MatchContext): Candidate[] {
  const candidates: Candidate[] = [];
  ctx.data.facts.forEach((fact, factIndex) => {
    const view = viewFor(profile, fact, ctx);
    if (!view || view.fit === 0 || view.value.trim() === '') return;
    const tokens = factTokens(fact, view.tokens);
    if (ordinalsClash(tokens, profile)) return;
    const keyed = keyMatch(factTokens(fact, []), profile, ctx);
    const sim = keySimilarity(tokens, profile, ctx);
    const concept = view.concept ? conceptOf(view.concept) : undefined;
    // A value of exactly the kind the field asks for (a person's name for a name field) is a lead when its
    // key agrees with the field or says nothing: "name" for "1 Name (as shown on your income tax return)…"
    // covers little of that label but contradicts none of it. A key naming something else ("Office phone"
    // for the vendor's telephone) gets no such lead.
    const floor = concept && profile.wants.has(concept) && (!keyed.informative || keyed.precision >= 0.8) ? 0.5 : 0;
    let score = fact.strength * view.fit * (Math.max(sim, floor) + 0.05 * sim);
    // One field wants this kind of value and the text holds exactly one: they belong together even when
    // no word links them ("dated 3 March 2025" and a field labelled "Request Date").
    if (concept && STRICT_CONCEPTS.has(concept) && ctx.wantCount.get(concept) === 1 && profile.wants.has(concept)) {
      if (distinctValues(ctx, view.concept!) === 1) score += 0.2;
    }
    if (score <= 0) return;
    candidates.push({
      field: profile.index,
      value: view.value,
      score: Math.min(score, 1),
      fact: factIndex,
      concept: view.concept,
      origin: fact.value,
      reasoning: describeMatch(fact, view, sim),
    });
  });
  return candidates;
}

function conceptOf(c: Concept | ValueKind): Concept | undefined {
  return (KIND_CONCEPT as Record<string, Concept | undefined>)[c] ?? (c as Concept);
}

function distinctValues(ctx: MatchContext, kind: Concept | ValueKind): number {
  const values = new Set<string>();
  for (const f of ctx.data.facts) {
    if (f.typed?.kind === kind) values.add(f.typed.date ? `${f.typed.date.year}-${f.typed.date.month}-${f.typed.date.day}` : digitsOf(f.value) || f.value);
  }
  return values.size;
}

/** A whole address answers "No., Street, City, State, ZIP Code" as well as "Address". */
const FULL_ADDRESS_TOKENS = ['address', 'addres', 'street', 'city', 'state', 'zipcode'];

function viewFor(profile: FieldProfile, fact: Fact, ctx: MatchContext): View | undefined {
  const wants = profile.wants;
  const strictWanted = [...wants].filter((c) => STRICT_CONCEPTS.has(c));

  // "Name and mailing address of the vendor": a name followed by an address, as one block.
  if (wants.has('address') && (wants.has('orgname') || wants.has('fullname')) && !fact.typed) {
    const found = findUsAddresses(fact.value)[0];
    const name = found ? nameBefore(fact.value.slice(0, found.start)) : undefined;
    if (found && name) {
      return { value: `${name}, ${found.text}`, tokens: ['name', ...FULL_ADDRESS_TOKENS], concept: 'address', fit: 1, what: 'a name with its address' };
    }
  }

  if (fact.address) {
    const a = fact.address;
    const parts: [Concept, string, string[]][] = [
      ['address', a.full, FULL_ADDRESS_TOKENS],
      ['street', [a.street, wants.has('line2') || ctx.wantCount.has('line2') ? '' : a.line2].filter((p) => p).join(', '), ['street', 'address']],
      ['line2', a.line2, ['address']],
      ['city', a.city, ['city']],
      ['state', a.state, ['state']],
      ['zipcode', a.zip, ['zipcode']],
      ['country', a.country, ['country']],
      ['cityStateZip', cityStateZip(a), ['city', 'state', 'zipcode']],
    ];
    for (const [concept, value, tokens] of parts) {
      if (wants.has(concept)) return { value, tokens, concept, fit: value ? 1 : 0, what: `the ${conceptWords(concept)} of an address` };
    }
    if (strictWanted.length > 0 || wants.has('fullname') || wants.has('firstname') || wants.has('lastname')) return undefined;
    return { value: a.full, tokens: FULL_ADDRESS_TOKENS, concept: 'address', fit: 0.7, what: 'an address' };
  }

  if (fact.person) {
    const p = fact.person;
    if (wants.has('firstname')) return { value: p.first, tokens: ['firstname', 'name'], concept: 'firstname', fit: 1, what: 'the first name of a person' };
    if (wants.has('lastname')) return { value: p.last, tokens: ['lastname', 'name'], concept: 'lastname', fit: 1, what: 'the last name of a person' };
    if (wants.has('middlename')) {
      const initial = (profile.field.textMaxLength ?? 99) <= 2 || /initial/i.test(profile.sources.map((s) => s.tokens.join(' ')).join(' '));
      const middle = initial && p.middle ? p.middle.charAt(0) : p.middle;
      return { value: middle, tokens: ['middlename', 'name'], concept: 'middlename', fit: 1, what: 'the middle name of a person' };
    }
    if (wants.has('fullname')) {
      const value = profile.lastNameFirst ? `${p.last}, ${[p.first, p.middle].filter((x) => x).join(' ')}` : p.full;
      return { value, tokens: ['name'], concept: 'fullname', fit: 1, what: "a person's name" };
    }
    if (strictWanted.length > 0 || wants.has('money') || hasAddressWant(wants)) return undefined;
    // An organisation's field may still want a person: the vendor's point of contact.
    return { value: p.full, tokens: ['name'], concept: 'fullname', fit: 0.8, what: "a person's name" };
  }

  const typed = fact.typed;
  if (typed && typed.kind !== 'number') {
    const concept = KIND_CONCEPT[typed.kind];
    const token = KIND_TOKEN[typed.kind];
    const wanted = concept !== undefined && (wants.has(concept) || (wants.has('tin') && (concept === 'ssn' || concept === 'ein')));
    if (concept && STRICT_CONCEPTS.has(concept) && !wanted) {
      // A shaped value in a field that wants another shape, or a name or address part, is wrong.
      if (strictWanted.length > 0 || hasPartWant(wants)) return undefined;
      return { value: fact.value, tokens: token ? [token] : [], concept: typed.kind, fit: 0.5, what: `a ${kindWords(typed.kind)}` };
    }
    if (!wanted && strictWanted.length > 0) return undefined;
    return { value: shapeTyped(profile, fact), tokens: token ? [token] : [], concept: typed.kind, fit: wanted ? 1 : 0.8, what: `a ${kindWords(typed.kind)}` };
  }

  // Plain text (or a bare number): fits any field that does not insist on a shape.
  if (strictWanted.length > 0) return undefined;
  let value = fact.value;
  let fit = 1;
  if (hasPartWant(wants) && !wants.has('orgname')) {
    // A name or address part from a plain value: only when it is short and the key says so ("first_name":
    // "Grace", "City: Milano"); prose and composite values are parsed into parts instead.
    if (fact.source === 'prose' || fact.source === 'typed' || fact.composite || value.length > 60 || /@/.test(value)) return undefined;
    fit = 0.85;
  }
  if (typed?.kind === 'number') {
    if (profile.unit && typed.unit && profile.unit.startsWith(typed.unit.replace(/s$/, ''))) value = value.replace(/\s*[\p{L}%]+$/u, '');
  }
  if (fact.composite) {
    // The whole of "Daniel Ortiz, Branch Chief, (202) 555-0133, d@x.gov" is rarely what one field wants;
    // its parts are separate facts.
    fit *= 0.5;
  }
  if (wants.has('money')) {
    const money = findTypedValues(value).find((t) => t.kind === 'money' || t.kind === 'number');
    if (!money || money.text.length < value.replace(/[.\s]+$/, '').length - 1) fit *= 0.4;
    else value = plainNumber(value);
  } else if (wants.has('number')) {
    if (!/\d/.test(value)) fit *= 0.5;
    else if (profile.numeric) value = plainNumber(value);
  } else if (typed?.kind === 'number' && fact.source === 'typed') {
    // A number found in prose with a few words around it; without a numeric field it is a weak lead.
    fit = 0.7;
  }
  // A paragraph in a one-line box is more likely an answer to something else.
  if (!profile.field.multiline && value.length > 100) fit *= 0.8;
  return { value, tokens: [], concept: typed?.kind === 'number' ? 'number' : undefined, fit, what: 'a text value' };
}

function hasAddressWant(wants: Set<Concept>): boolean {
  for (const c of ['street', 'line2', 'city', 'state', 'country', 'cityStateZip', 'address', 'zipcode'] as Concept[]) {
    if (wants.has(c)) return true;
  }
  return false;
}

function hasPartWant(wants: Set<Concept>): boolean {
  for (const c of ['firstname', 'lastname', 'middlename', 'fullname', 'street', 'line2', 'city', 'state', 'country', 'cityStateZip', 'address'] as Concept[]) {
    if (wants.has(c)) return true;
  }
  return false;
}

function shapeTyped(profile: FieldProfile, fact: Fact): string {
  const typed = fact.typed!;
  if (typed.kind === 'date' && typed.date) return profile.dateFormat ? formatDate(typed.date, profile.dateFormat) : fact.value;
  if (typed.digits && (profile.digitsOnly || (profile.field.textMaxLength !== null && typed.text.length > profile.field.textMaxLength && typed.digits.length <= profile.field.textMaxLength))) {
    return typed.digits;
  }
  if (typed.kind === 'money' && (profile.numeric || profile.wants.has('money'))) return plainNumber(fact.value);
  return fact.value;
}

function describeMatch(fact: Fact, view: View, sim: number): string {
  const key = fact.key || fact.topic;
  const where = key ? `given as "${clip(key, 40)}"` : 'found in the text';
  return `${capitalise(view.what)} ${where}; its words match the field's description (similarity ${sim.toFixed(2)}).`;
}

/**
 * Values written right after a field's own label inside running text: "make Ruger, type/model American Rifle
 * (bolt-action), caliber .308 Win" fills Make, Type/Model and Caliber. The label (or a run of two or more of
 * its words) must appear as written, and the value must start like a value (capital, digit, quote).
 */
export function scoreAnchored(profile: FieldProfile, ctx: MatchContext): Candidate[] {
  const candidates: Candidate[] = [];
  const seen = new Set<string>();
  const strict = [...profile.wants].filter((c) => STRICT_CONCEPTS.has(c));
  if (hasPartWant(profile.wants) && !profile.wants.has('orgname')) return candidates;
  const labelTokens = new Set(profile.sources.flatMap((s) => s.tokens));
  const fieldOrdinals = new Set([...profile.weights.keys()].map((t) => ORDINALS[t]).filter((o) => o !== undefined));

  for (const phrase of profile.phrases) {
    const words = simplify(phrase).split(' ').filter((w) => w !== '');
    if (words.length === 0 || words.length > 10) continue;
    const totalIdf = tokenize(words.join(' ')).reduce((sum, t) => sum + ctx.idf(t), 0) || 1;
    for (const gram of wordRuns(words)) {
      const tokens = tokenize(gram.join(' '));
      if (tokens.length === 0 || tokens.every((t) => WEAK_TOKENS.has(t))) continue;
      // One word alone anchors a value only when it is the whole label ("Make", "Caliber").
      if (gram.length === 1 && words.length > 1) continue;
      const coverage = tokens.reduce((sum, t) => sum + ctx.idf(t), 0) / totalIdf;
      for (const sentence of ctx.data.sentences) {
        const index = ctx.sentenceWords.get(sentence);
        if (!index) continue;
        for (let i = 0; i + gram.length <= index.length; i++) {
          if (!gram.every((w, k) => index[i + k]!.word === w)) continue;
          const previous = index[i - 1]?.word;
          const ordinal = previous !== undefined ? ORDINALS[previous] : undefined;
          if (ordinal !== undefined && fieldOrdinals.size > 0 && !fieldOrdinals.has(ordinal)) continue;
          const value = valueAfter(sentence, index[i + gram.length - 1]!.end);
          if (!value || seen.has(value)) continue;
          // "First-line supervisor: Daniel Ortiz, Branch Chief, …": the fact has the whole answer.
          if (ctx.data.facts.some((f) => f.value !== value && f.value.startsWith(`${value},`))) continue;
          // "40 duty hours, 0 non-duty hours": what follows the label is another labelled value.
          if (tokenize(value).some((t) => labelTokens.has(t))) continue;
          const kind = findTypedValues(value).find((t) => t.start === 0 && t.end === value.length)?.kind;
          const concept = kind ? KIND_CONCEPT[kind] : undefined;
          if (strict.length > 0 && (!concept || !strict.includes(concept))) continue;
          if (concept && STRICT_CONCEPTS.has(concept) && !profile.wants.has(concept)) continue;
          seen.add(value);
          candidates.push({
            field: profile.index,
            value: profile.wants.has('money') ? plainNumber(value) : value,
            score: 0.45 + 0.35 * Math.min(coverage, 1),
            fact: -1,
            concept: kind,
            reasoning: `The text writes "${clip(value, 40)}" right after "${gram.join(' ')}", the field's label.`,
          });
        }
      }
    }
  }
  return candidates;
}

/** Words after which no value starts: "the date of this bill of sale" gives "Date" nothing. */
const NOT_A_VALUE_START = /^(of|the|this|that|these|a|an|to|for|and|or|in|on|at|by|with|from|which|who|is|are|was|were|be|if|as|it|its|my|your|our|their|his|her)\b/i;

function valueAfter(sentence: string, end: number): string | undefined {
  const rest = sentence.slice(end).replace(/^[\s:=,–-]*(?:(?:is|are|was)\s+)?/i, '');
  const m = rest.match(/^([^,;]+?)(?=\s*(?:[,;]|\.\s|\.?$))/);
  const value = (m?.[1] ?? '').trim().replace(/^["“]|["”]$/g, '');
  if (!/^["“.]?[\p{Lu}\d.$€£]/u.test(value) || !/[\p{L}\p{N}]/u.test(value) || NOT_A_VALUE_START.test(value)) return undefined;
  if (value.split(/\s+/).length > 8 || value.length > 80) return undefined;
  return value;
}

/** The whole run of words first, then shorter runs of two or more (or the single word of a one-word label). */
function wordRuns(words: string[]): string[][] {
  const runs: string[][] = [words];
  for (let len = words.length - 1; len >= 2; len--) {
    for (let i = 0; i + len <= words.length; i++) runs.push(words.slice(i, i + len));
  }
  return runs;
}

// ---------------------------------------------------------------------------------------------------------
// Check boxes and yes/no statements

interface Statement {
  value: boolean;
  coverage: number;
  sentence: string;
}

/**
 * Whether the text states what the field describes, and whether it states it negated. Coverage is the share of
 * the field's (rarity-weighted) words found in one sentence; the answer comes from the clause holding them.
 */
export function readStatement(profile: FieldProfile, ctx: MatchContext): Statement | undefined {
  let best: Statement | undefined;
  for (const source of profile.sources) {
    const tokens = [...new Set(source.tokens)].filter((t) => !WEAK_TOKENS.has(t));
    if (tokens.length === 0) continue;
    const total = tokens.reduce((sum, t) => sum + ctx.idf(t), 0);
    for (const sentence of ctx.data.sentences) {
      const words = ctx.sentenceTokens.get(sentence);
      if (!words) continue;
      let covered = 0;
      const hits: string[] = [];
      for (const t of tokens) {
        for (const w of words) {
          if (tokensMeet(t, w)) {
            covered += ctx.idf(t);
            hits.push(w);
            break;
          }
        }
      }
      const coverage = total > 0 ? covered / total : 0;
      if (hits.length === 0 || (best && coverage <= best.coverage)) continue;
      const clauses = ctx.data.clauses.filter((c) => c.sentence === sentence);
      const holding = clauses.filter((c) => {
        const ct = ctx.sentenceTokens.get(c.text);
        return ct !== undefined && hits.some((h) => ct.has(h));
      });
      const negated = holding.length > 0 ? holding.every((c) => c.negated) : clauses.some((c) => c.negated);
      best = { value: !negated, coverage, sentence };
    }
  }
  return best;
}

export function scoreCheckBox(profile: FieldProfile, ctx: MatchContext): Candidate[] {
  const candidates: Candidate[] = [];
  // An explicit answer: "Driving licence: yes".
  ctx.data.facts.forEach((fact, factIndex) => {
    const answer = parseBoolean(fact.value);
    if (answer === undefined) return;
    const sim = keySimilarity(factTokens(fact, []), profile, ctx);
    if (sim < 0.5) return;
    candidates.push({
      field: profile.index,
      value: answer,
      score: Math.min(1, fact.strength * (0.3 + 0.7 * sim)),
      fact: factIndex,
      concept: undefined,
      reasoning: `The text answers "${clip(fact.key, 40)}" with "${fact.value}", which matches this check box.`,
    });
  });
  const statement = readStatement(profile, ctx);
  if (statement && statement.coverage >= 0.6) {
    candidates.push({
      field: profile.index,
      value: statement.value,
      score: 0.35 + 0.5 * statement.coverage,
      fact: -1,
      concept: undefined,
      reasoning: `The sentence "${clip(statement.sentence, 80)}" ${statement.value ? 'states' : 'denies'} what the check box describes.`,
    });
  }
  return candidates;
}

// ---------------------------------------------------------------------------------------------------------
// Choice fields (drop-downs, list boxes, radio groups)

/** How well a written value names an option, 0..1. */
export function optionMatch(value: string, option: ChoiceOption): number {
  const v = simplify(value);
  if (v === '') return 0;
  if (v === simplify(option.value) || v === simplify(option.label)) return 1;
  if (canonicalText(value) === canonicalText(option.label)) return 1;
  const vt = tokenize(value);
  if (option.tokens.length > 0 && vt.length > 0) {
    const inValue = option.tokens.filter((t) => vt.some((w) => tokensMeet(t, w))).length / option.tokens.length;
    const inOption = vt.filter((w) => option.tokens.some((t) => tokensMeet(t, w))).length / vt.length;
    if (inValue === 1 && inOption === 1) return 0.95;
    if (inValue === 1) return 0.8 * Math.max(inOption, 0.5);
    if (inOption === 1) return 0.75 * inValue;
  }
  // "3" for "3 - Technology Based", "03" for "03".
  const code = option.label.match(/^\s*([\dA-Z]{1,3})\s*[.)\-–]/)?.[1];
  if (code && /^[\dA-Z]{1,3}$/.test(value.trim()) && (code === value.trim() || Number(code) === Number(value.trim()))) return 0.8;
  return 0;
}

export function scoreChoice(profile: FieldProfile, ctx: MatchContext): Candidate[] {
  const options = profile.options;
  if (options.length === 0) return [];
  const candidates: Candidate[] = [];

  // 1. A fact about this field whose value names an option.
  ctx.data.facts.forEach((fact, factIndex) => {
    const sim = keySimilarity(factTokens(fact, []), profile, ctx);
    // The country of an address names the option of a country list, and so on.
    const part = fact.address ? addressPart(fact, profile) : undefined;
    if (sim < 0.35 && part === undefined) return;
    const best = bestOption(part ?? fact.value, options);
    if (!best) return;
    candidates.push({
      field: profile.index,
      value: best.option.value,
      score: Math.min(1, fact.strength * (0.35 + 0.65 * Math.max(sim, part !== undefined ? 0.5 : 0)) * best.match),
      fact: factIndex,
      concept: undefined,
      reasoning: `The text gives "${clip(fact.value, 40)}" for "${clip(fact.key || fact.topic, 40)}", which is the option "${best.option.label}".`,
    });
  });

  // 2. Yes/No choices are statements about the field.
  const yes = options.find((o) => /^(yes|y|true)$/i.test(o.label.trim()));
  const no = options.find((o) => /^(no|n|false)$/i.test(o.label.trim()));
  if (yes && no) {
    const statement = readStatement(profile, ctx);
    if (statement && statement.coverage >= 0.5) {
      candidates.push({
        field: profile.index,
        value: (statement.value ? yes : no).value,
        score: 0.3 + 0.5 * statement.coverage,
        fact: -1,
        concept: undefined,
        reasoning: `The sentence "${clip(statement.sentence, 80)}" ${statement.value ? 'states' : 'denies'} what the field asks, so "${statement.value ? yes.label : no.label}".`,
      });
    }
    return candidates;
  }

  // 3. An option named in the text, best when the same sentence speaks of the field.
  const mentions: { option: ChoiceOption; score: number; sentence: string }[] = [];
  for (const option of options) {
    const tokens = option.tokens;
    if (tokens.length === 0) continue;
    const distinctive = tokens.some((t) => t.length >= 4 && !WEAK_TOKENS.has(t));
    for (const clause of ctx.data.clauses) {
      if (clause.negated) continue;
      const words = ctx.sentenceTokens.get(clause.text);
      if (!words || !tokens.every((t) => [...words].some((w) => tokensMeet(t, w, OPTION_RATIO)))) continue;
      // "Position title: IT Specialist (Systems Administration)" answers the position title, not every list
      // that happens to offer "Administration".
      if (answersAnotherField(clause.sentence, profile, ctx)) continue;
      const about = aboutField(clause, profile, ctx);
      if (!distinctive && !about) continue;
      const score = 0.5 + (about ? 0.25 : 0) + (distinctive ? 0.1 : 0);
      mentions.push({ option, score, sentence: clause.sentence });
    }
  }
  if (mentions.length > 0) {
    mentions.sort((a, b) => b.score - a.score);
    const top = mentions[0]!;
    const rivals = mentions.filter((m) => m.option !== top.option && m.score >= top.score);
    if (rivals.length === 0) {
      candidates.push({
        field: profile.index,
        value: top.option.value,
        score: top.score,
        fact: -1,
        concept: undefined,
        reasoning: `The option "${top.option.label}" is named in "${clip(top.sentence, 80)}".`,
      });
    }
  }
  return candidates;
}

function addressPart(fact: Fact, profile: FieldProfile): string | undefined {
  const a = fact.address!;
  if (profile.wants.has('country')) return a.country || undefined;
  if (profile.wants.has('state')) return a.state || undefined;
  if (profile.wants.has('city')) return a.city || undefined;
  return undefined;
}

function bestOption(value: string, options: ChoiceOption[]): { option: ChoiceOption; match: number } | undefined {
  let best: { option: ChoiceOption; match: number } | undefined;
  let tie = false;
  for (const option of options) {
    const match = optionMatch(value, option);
    if (match <= 0) continue;
    if (!best || match > best.match) {
      best = { option, match };
      tie = false;
    } else if (match === best.match) {
      tie = true;
    }
  }
  // Two options fit equally: naming either would be a guess.
  return best && !tie ? best : undefined;
}

function answersAnotherField(sentence: string, profile: FieldProfile, ctx: MatchContext): boolean {
  const keyed = ctx.data.facts.filter((f) => (f.source === 'line' || f.source === 'json') && f.sentence.startsWith(sentence));
  if (keyed.length === 0) return false;
  return keyed.every((f) => keySimilarity(factTokens(f, []), profile, ctx) < 0.3);
}

function aboutField(clause: Clause, profile: FieldProfile, ctx: MatchContext): boolean {
  const words = ctx.sentenceTokens.get(clause.sentence) ?? ctx.sentenceTokens.get(clause.text);
  if (!words) return false;
  for (const source of profile.sources) {
    for (const t of source.tokens) {
      if (WEAK_TOKENS.has(t)) continue;
      for (const w of words) if (tokensMeet(t, w)) return true;
    }
  }
  return false;
}

// ---------------------------------------------------------------------------------------------------------

function conceptWords(concept: Concept): string {
  switch (concept) {
    case 'zipcode':
      return 'postcode';
    case 'cityStateZip':
      return 'city, state and postcode';
    case 'line2':
      return 'second line';
    default:
      return concept;
  }
}

function kindWords(kind: ValueKind): string {
  switch (kind) {
    case 'ssn':
      return 'social security number';
    case 'ein':
      return 'employer identification number';
    case 'url':
      return 'web address';
    case 'zip':
      return 'postcode';
    case 'money':
      return 'money amount';
    default:
      return kind;
  }
}

function clip(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
