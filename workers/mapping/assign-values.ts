/**
 * Choosing, among scored candidates, one value per field: best pairs first, a value may serve several fields
 * (the applicant's name in two places) but only with a strong match each time, and a plain text value only to
 * fields its key matches about as well; numbered slots of a list never take a whole enumeration; fields next
 * to a field already filled from the same fact lean towards that fact, and nothing below the threshold is
 * written: a wrong value is worse than a blank one.
 */
import type { FieldProfile } from './field-profile.js';
import type { Candidate } from './key-match.js';

export interface Thresholds {
  text: number;
  checkbox: number;
  choice: number;
  /** A fact already used elsewhere fills another field only at this score or better. */
  reuse: number;
  /** The very same value already written elsewhere is written again only at this score or better. */
  repeat: number;
}

export const DEFAULT_THRESHOLDS: Thresholds = { text: 0.45, checkbox: 0.55, choice: 0.5, reuse: 0.55, repeat: 0.65 };

/** Fields filled from the same fact as a neighbour get this much extra. */
const COHERENCE_BONUS = 0.1;
/** A block already filled from one address (or person) takes parts of another only reluctantly. */
const MIXED_BLOCK_PENALTY = 0.3;

/** Parts of an address or a name: each part of one fact is written once, and a block keeps to one fact. */
const ADDRESS_PARTS = new Set(['houseNumber', 'street', 'line2', 'city', 'state', 'zipcode', 'country', 'cityStateZip', 'address']);
const NAME_PARTS = new Set(['firstname', 'lastname', 'middlename', 'fullname']);
const PART_CONCEPTS = new Set([...ADDRESS_PARTS, ...NAME_PARTS]);

export interface Chosen extends Candidate {
  /** Set when this value was derived for a part of a split field (SSN across three boxes). */
  part?: boolean;
}

export function assignCandidates(profiles: FieldProfile[], candidates: Candidate[], thresholds = DEFAULT_THRESHOLDS): Chosen[] {
  const byField = new Map<number, Candidate[]>();
  const undecided = undecidedSlots(profiles, candidates);
  for (const c of candidates) {
    if (undecided.has(c)) continue;
    const list = byField.get(c.field) ?? [];
    list.push(c);
    byField.set(c.field, list);
  }
  const chosen = new Map<number, Chosen>();
  const factUses = new Map<number, number[]>();
  /** Fact → the best key similarity it was written with: a copy elsewhere must match about as well. */
  const factKeySim = new Map<number, number>();
  const written = new Set<string>();
  /** Value → the descriptions of the fields it went to: a table's next row asks for another value. */
  const writtenTo = new Map<string, Set<string>>();

  for (;;) {
    let best: { candidate: Candidate; score: number } | undefined;
    for (const [field, list] of byField) {
      if (chosen.has(field)) continue;
      const profile = profiles[field]!;
      for (const c of list) {
        const repeated = typeof c.value === 'string' && (written.has(c.value) || tailOfWritten(c, written));
        // (One question asked twice gets one answer, except the date everyone signs on, on each signer's line.)
        if (repeated && !c.everySigner && writtenTo.get(c.value as string)?.has(describedAs(profile))) continue;
        if (isPart(c) && usedPart(c, factUses, chosen)) continue;
        // A part of an address whose other parts went to this block already belongs here, even when another
        // address gave the same value ("WA" of the mailing address, after "WA" of the home address).
        const coheres = coherence(profile, c, factUses, profiles, chosen);
        const partOfItsBlock = isPart(c) && coheres > 0;
        const score = c.score + (repeated && !partOfItsBlock ? 0 : coheres) - mixedBlock(profile, c, chosen, profiles);
        const uses = c.fact >= 0 ? (factUses.get(c.fact)?.length ?? 0) : 0;
        if (score < thresholdFor(profile, thresholds)) continue;
        // (Another part of an address whose parts fill this block already is that address going on, not a copy.)
        if (uses > 0 && score < thresholds.reuse && !(partOfItsBlock && ADDRESS_PARTS.has(c.concept!))) continue;
        if (uses > 0 && narrowerCopy(c, factKeySim.get(c.fact))) continue;
        // A name again in a signature block is expected when the block names whose it is, and so is a family
        // name shared by people in blocks of their own ("Last name" of the filer and of the spouse).
        const expectedAgain = c.partyAgrees || partOfItsBlock || (profile.partyFromLabel && c.concept !== undefined && NAME_PARTS.has(c.concept));
        if (repeated && score < (expectedAgain ? thresholds.reuse : thresholds.repeat)) continue;
        if (!best || score > best.score) best = { candidate: c, score };
      }
    }
    if (!best) break;
    const c = best.candidate;
    chosen.set(c.field, { ...c, score: Math.min(best.score, 1) });
    if (typeof c.value === 'string') {
      written.add(c.value);
      writtenTo.set(c.value, (writtenTo.get(c.value) ?? new Set()).add(describedAs(profiles[c.field]!)));
    }
    if (c.fact >= 0) factUses.set(c.fact, [...(factUses.get(c.fact) ?? []), c.field]);
    const keySim = c.signals?.tokenSim ?? c.keySim;
    if (c.fact >= 0 && keySim !== undefined) factKeySim.set(c.fact, Math.max(factKeySim.get(c.fact) ?? 0, keySim));
  }
  return [...chosen.values()].sort((a, b) => a.field - b.field);
}

/**
 * "Bureau of Reclamation, …, PO Box 25007, Denver, CO 80225" went to the office's mailing address: the address at
 * its end, written alone, is that address again, not another one for "Furnish invoice to".
 */
export function tailOfWritten(c: Candidate, written: ReadonlySet<string>): boolean {
  const value = c.value as string;
  return c.concept === 'address' && [...written].some((w) => w.length > value.length && w.endsWith(`, ${value}`));
}

/** How much worse a second field may match a fact's key than the field the fact went to first. */
const COPY_KEY_MARGIN = 0.15;

/**
 * "Weapons: spear, shortbow" went to "Weapons", which the key names in full; "Heavy Weapons" matches it only
 * in part, and the word it adds makes it another question. A plain text value, which only its key connects to
 * a field, is copied only to fields its key matches about as well; so is a code that names an option ("Training
 * Type code: 02" is not also the credit type's "2"). Values of a kind (names, addresses,
 * dates) are asked for again in words of their own ("Print name", "Street"): their shape vouches for them.
 */
function narrowerCopy(c: Candidate, firstKeySim: number | undefined): boolean {
  const keySim = c.signals?.tokenSim ?? c.keySim;
  if (keySim === undefined || firstKeySim === undefined || c.concept !== undefined) return false;
  return keySim < firstKeySim - COPY_KEY_MARGIN;
}

/**
 * Numbered slots of one list ("Custom Skill 1", "Custom Skill 2", "Custom Skill 3") hold one entry each: a
 * value that enumerates several ("athletics 4, light weapons 3 and discipline 2") fits none of them whole.
 * (Numbered fields that ask one question again, "Date_2" and "Date_3" for each signature, take one value.)
 */
export function undecidedSlots(profiles: FieldProfile[], candidates: Candidate[]): Set<Candidate> {
  const slotCount = new Map<string, number>();
  for (const p of profiles) {
    const list = numberedListOf(p.field.name);
    if (list !== undefined) slotCount.set(list, (slotCount.get(list) ?? 0) + 1);
  }
  const undecided = new Set<Candidate>();
  for (const c of candidates) {
    if (typeof c.value !== 'string' || !enumerates(c.value)) continue;
    // ("Résidence Les Canuts, bât. B, 5e étage" for "Address 2": an address's second line read as one is no list.)
    if (c.concept !== undefined && ADDRESS_PARTS.has(c.concept) && c.concept !== 'address') continue;
    const list = numberedListOf(profiles[c.field]!.field.name);
    if (list !== undefined && (slotCount.get(list) ?? 0) > 1) undecided.add(c);
  }
  return undecided;
}

/** "a, b and c", "a, b, c": three or more items (a street address has at most two commas before its city). */
export function enumerates(value: string): boolean {
  const items = value.split(/\s*,\s*|\s+(?:and|&)\s+/).filter((item) => item.trim() !== '');
  return items.length >= 3 && !/\d{5}(-\d{4})?\s*$/.test(value.trim());
}

/**
 * The list a field is a numbered slot of: its name without the trailing number ("Custom Skill 1" → "Custom
 * Skill"), when that leaves a word; code names ("f1_01[0]") are not lists, and a page number ("Player
 * Name.Page 1") marks the same question asked again on another page.
 */
export function numberedListOf(name: string): string | undefined {
  const m = name.replace(/(\[\d+\]|\(\d+\))+$/, '').match(/^(.*?\p{L}{3,}[^\d]*?)[\s_-]*\d{1,2}$/u);
  if (!m || /(^|[^\p{L}])(page|pg|p)[\s_.-]*$/iu.test(m[1]!)) return undefined;
  return m[1]!.trim().toLowerCase();
}

/** What a field is asked as, and for whom: its first source's words ("dated", "social security number"). */
function describedAs(profile: FieldProfile): string {
  const source = profile.sources.find((s) => s.kind !== 'name') ?? profile.sources[0];
  // Fields of different parties ("Last name" of the filer and of the spouse) may share a value and a label.
  // So may the lettered or numbered lines of a worksheet ("A" and "B" both "1").
  // (Not the numbers of a form's items: "1c. Email Address" of the supervisor and "2c. Email Address" of the
  // second-line one, "9. Type of Applicant 1" and "Type of Applicant 2", ask one thing, whoever's.)
  const words = profile.askedAs ?? (source?.tokens ?? []).join(' ');
  const line = profile.numberedItem ? '' : (profile.lineNumber ?? '');
  return `${profile.field.type}:${profile.party ?? ''}:${profile.epoch ?? ''}:${line}:${words}`;
}

function isPart(c: Candidate): boolean {
  return c.fact >= 0 && c.concept !== undefined && PART_CONCEPTS.has(c.concept);
}

/**
 * The same part of the same whole (also when the text states that whole twice) was written already. A
 * person's name is the exception: forms ask for it again in signature blocks and page headers, so a second
 * name field is left to the repeat threshold instead.
 */
function usedPart(c: Candidate, _factUses: Map<number, number[]>, chosen: Map<number, Chosen>): boolean {
  if (c.concept === 'fullname') return false;
  // (So is a whole address whose key names the field outright: a deed names "the property commonly known as ____"
  // twice.)
  if (c.concept === 'address' && c.signals?.tokenSim === 1) return false;
  for (const other of chosen.values()) {
    if (other.concept === c.concept && (other.fact === c.fact || (other.origin !== undefined && other.origin === c.origin))) return true;
  }
  return false;
}

function mixedBlock(profile: FieldProfile, c: Candidate, chosen: Map<number, Chosen>, profiles: FieldProfile[]): number {
  // Without a block code in the names ("S2A_…") there is no block to keep together.
  if (!isPart(c) || profile.group.endsWith('#')) return 0;
  const family = ADDRESS_PARTS.has(c.concept!) ? ADDRESS_PARTS : NAME_PARTS;
  for (const other of chosen.values()) {
    // (A box that took a whole address, "Requester's name and address" beside the payee's lines, is no part of
    // the block.)
    if (other.fact === c.fact || other.origin === c.origin || !isPart(other) || !family.has(other.concept!) || other.concept === 'address') continue;
    // "Oleksandr Hrytsenko" and "Oleksandr Petrovych Hrytsenko" are one person, named twice.
    if (family === NAME_PARTS && sameNameTwice(other.origin, c.origin)) continue;
    // ("Rania S. Haddad" and "full middle name Samir": a part given apart that the whole name has, or its initial.)
    if (family === NAME_PARTS && (partOfName(c.value, other.origin) || partOfName(other.value, c.origin))) continue;
    // ("Oleksandr Kovalenko. … Middle name Petrovych.": a middle name given apart from a name of two words, which has none.)
    if (family === NAME_PARTS && ((c.concept === 'middlename' && withoutMiddle(other.origin)) || (other.concept === 'middlename' && withoutMiddle(c.origin)))) continue;
    if (profiles[other.field]!.group === profile.group) return MIXED_BLOCK_PENALTY;
  }
  return 0;
}

/** Whether a name is a first and a last name alone: "Oleksandr Kovalenko". */
function withoutMiddle(name: string | undefined): boolean {
  return name !== undefined && /^\p{Lu}[\p{L}'’-]+\s+\p{Lu}[\p{L}'’-]+$/u.test(name.trim());
}

/** Whether a name has this part, written out (one word or several, "Morales Ortega") or as its initial. */
function partOfName(part: string | boolean, name: string | undefined): boolean {
  if (typeof part !== 'string' || !name) return false;
  // ("BANKOLE, Oluwaseun Adeyemi": a name written family name first keeps its comma out of the words.)
  const words = name.toLowerCase().replace(/[.,]/g, '').split(/\s+/);
  const p = part.trim().toLowerCase().replace(/\./g, '');
  if (/\s/.test(p)) return ` ${words.join(' ')} `.includes(` ${p} `);
  return words.length >= 2 && (words.includes(p) || words.slice(1, -1).includes(p.charAt(0)));
}

/**
 * Two spellings of one name: the same first and last words, the middle given in one of them only; or a family
 * name of several words given on its own ("Morales Ortega") that ends the whole name.
 */
function sameNameTwice(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  const wa = a.trim().toLowerCase().split(/\s+/);
  const wb = b.trim().toLowerCase().split(/\s+/);
  const ends = (whole: string[], part: string[]) => part.length >= 2 && whole.length > part.length && whole.slice(-part.length).join(' ') === part.join(' ');
  return (wa.length >= 2 && wb.length >= 2 && wa[0] === wb[0] && wa.at(-1) === wb.at(-1)) || ends(wa, wb) || ends(wb, wa);
}

function thresholdFor(profile: FieldProfile, t: Thresholds): number {
  switch (profile.field.type) {
    case 'checkbox':
      return t.checkbox;
    case 'dropdown':
    case 'radio':
      return t.choice;
    default:
      return t.text;
  }
}

function coherence(
  profile: FieldProfile,
  c: Candidate,
  factUses: Map<number, number[]>,
  profiles: FieldProfile[],
  chosen: Map<number, Chosen>,
): number {
  // Only a different part of the same fact (the city after the street) coheres; the whole again does not.
  if (c.fact < 0 || c.concept === undefined || c.concept === 'address') return 0;
  const users = factUses.get(c.fact);
  if (!users) return 0;
  if (users.some((u) => chosen.get(u)?.concept === c.concept)) return 0;
  for (const other of users) {
    // (A box that took the whole, "Requester's name and address" beside the payee's address lines, says nothing
    // of where the whole's parts go: they would only say it again.)
    const taken = chosen.get(other);
    if (taken && typeof taken.value === 'string' && (taken.concept === undefined || taken.concept === 'address')) continue;
    const o = profiles[other]!;
    if (o.parent !== '' && o.parent === profile.parent) return COHERENCE_BONUS;
    const a = o.field.position;
    const b = profile.field.position;
    if (o.field.page === profile.field.page && Math.abs(a.y - b.y) < 60 && Math.abs(a.x - b.x) < 400) return COHERENCE_BONUS;
  }
  return 0;
}
