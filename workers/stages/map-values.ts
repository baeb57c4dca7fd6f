/**
 * Stage: decide which value from the client's free text goes into which field.
 *
 * A rule-based first mapper in four steps, each a plain function under workers/mapping/: parse the text into
 * facts, profile each field (what it asks for), score (field, value) pairs, assign the best pairs under a
 * confidence threshold. Fields it is unsure about stay empty.
 */
import type { FieldDescription, MapValuesInput, MapValuesOutput, ValueAssignment } from '../../src/shared/protocol.js';
import { assignCandidates } from '../mapping/assign-values.js';
import type { Chosen } from '../mapping/assign-values.js';
import { buildProfile, narrowAddressWants } from '../mapping/field-profile.js';
import type { FieldProfile } from '../mapping/field-profile.js';
import { digitsOf, withoutYear } from '../mapping/format-value.js';
import { parseData } from '../mapping/parse-data.js';
import type { ParsedData } from '../mapping/parse-data.js';
import { buildMatchContext } from '../mapping/key-match.js';
import type { Candidate } from '../mapping/key-match.js';
import { scoreCheckBox, scoreChoice } from '../mapping/score-choices.js';
import { scoreAnchored, scoreTextField } from '../mapping/score-text.js';

/**
 * Maps free text onto the form's fields. Never assigns read-only or signature fields, never gives a choice
 * field a value that is not one of its options, and gives each field at most one value.
 */
export async function mapValues(input: MapValuesInput): Promise<MapValuesOutput> {
  const descriptions = new Map<string, FieldDescription>();
  for (const d of input.descriptions) descriptions.set(d.name, d);
  const profiles = input.fields.map((field, i) => buildProfile(field, descriptions.get(field.name), i));
  narrowAddressWants(profiles);
  const fillable = profiles.filter((p) => !p.field.readonly && p.field.type !== 'signature');

  const parsed = parseData(input.data);
  const ctx = buildMatchContext(fillable, parsed);

  const candidates: Candidate[] = [];
  for (const profile of fillable) {
    switch (profile.field.type) {
      case 'text':
        candidates.push(...scoreTextField(profile, ctx), ...scoreAnchored(profile, ctx));
        break;
      case 'checkbox':
        candidates.push(...scoreCheckBox(profile, ctx));
        break;
      case 'dropdown':
      case 'radio':
        candidates.push(...scoreChoice(profile, ctx));
        break;
      default:
        break;
    }
  }
  fitToFieldLengths(profiles, candidates);

  const chosen = assignCandidates(profiles, candidates);
  splitYearSuffix(profiles, descriptions, chosen, parsed);
  keepOneCheckedPerGroup(profiles, chosen);

  const assignments: ValueAssignment[] = chosen.map((c) => ({
    name: profiles[c.field]!.field.name,
    value: c.value,
    confidence: Math.round(c.score * 100) / 100,
    reasoning: c.reasoning,
  }));
  return { assignments };
}

/** Split-field parts and max lengths: an SSN over boxes of 3, 2 and 4 digits, a value too long for its box. */
function fitToFieldLengths(profiles: FieldProfile[], candidates: Candidate[]): void {
  const groups = splitGroups(profiles);
  for (const c of candidates) {
    const profile = profiles[c.field]!;
    if (typeof c.value !== 'string') continue;
    const group = groups.get(c.field);
    if (group && c.concept && group.concept === conceptKey(c.concept)) {
      const digits = digitsOf(c.value);
      if (digits.length === group.total) {
        c.value = digits.slice(group.offset, group.offset + group.length);
        c.reasoning += ` Split over ${group.count} boxes; this box holds digits ${group.offset + 1}–${group.offset + group.length}.`;
        continue;
      }
    }
    const max = profile.field.textMaxLength;
    if (max !== null && max > 0 && c.value.length > max) {
      const digits = digitsOf(c.value);
      if (c.concept && /^(phone|ssn|ein|zip|zipcode|fax)$/.test(c.concept) && digits.length <= max) {
        c.value = digits;
      } else {
        // The filler would cut it: a truncated value is a wrong value.
        c.score *= 0.5;
      }
    }
  }
}

interface SplitPart {
  concept: string;
  offset: number;
  length: number;
  total: number;
  count: number;
}

function splitGroups(profiles: FieldProfile[]): Map<number, SplitPart> {
  const byKey = new Map<string, FieldProfile[]>();
  for (const p of profiles) {
    if (p.field.type !== 'text' || !p.field.textMaxLength || p.parent === '') continue;
    const concept = ['ssn', 'ein', 'phone', 'zipcode'].find((c) => p.wants.has(c as never));
    if (!concept) continue;
    const key = `${p.parent}\u0000${concept}`;
    byKey.set(key, [...(byKey.get(key) ?? []), p]);
  }
  const parts = new Map<number, SplitPart>();
  for (const [key, members] of byKey) {
    if (members.length < 2) continue;
    members.sort((a, b) => a.field.page - b.field.page || a.field.position.y - b.field.position.y || a.field.position.x - b.field.position.x);
    const total = members.reduce((sum, m) => sum + (m.field.textMaxLength ?? 0), 0);
    let offset = 0;
    for (const m of members) {
      const length = m.field.textMaxLength ?? 0;
      parts.set(m.index, { concept: key.split('\u0000')[1]!, offset, length, total, count: members.length });
      offset += length;
    }
  }
  return parts;
}

function conceptKey(concept: string): string {
  return concept === 'zip' ? 'zipcode' : concept;
}

/**
 * "Date: ____________, 20__": a date field followed on its line by a box labelled "20" takes the date without
 * its year, and the box the last two digits of the year.
 */
function splitYearSuffix(profiles: FieldProfile[], descriptions: Map<string, FieldDescription>, chosen: Chosen[], parsed: ParsedData): void {
  const byField = new Map(chosen.map((c) => [c.field, c]));
  for (const profile of profiles) {
    const label = descriptions.get(profile.field.name)?.mainText ?? '';
    if (profile.field.type !== 'text' || !/^,?\s*(19|20)$/.test(label.trim())) continue;
    const y = profile.field.position;
    const left = profiles.find((p) => {
      const x = p.field.position;
      return p !== profile && p.field.page === profile.field.page && p.field.type === 'text' &&
        Math.abs(x.y + x.height / 2 - (y.y + y.height / 2)) < Math.max(y.height, 8) && y.x - (x.x + x.width) >= -2 && y.x - (x.x + x.width) < 40;
    });
    if (!left) continue;
    const date = byField.get(left.index);
    const fact = date && date.fact >= 0 ? parsed.facts[date.fact] : undefined;
    if (!date || !fact?.typed?.date) continue;
    date.value = withoutYear(fact.value, fact.typed.date);
    date.reasoning += ' The year goes into the box after it.';
    const yy = String(fact.typed.date.year % 100).padStart(2, '0');
    const existing = byField.get(profile.index);
    const entry: Chosen = {
      field: profile.index,
      value: yy,
      score: date.score,
      fact: date.fact,
      concept: 'date',
      reasoning: `The last two digits of the year of the date in "${left.field.name}", printed after "20".`,
    };
    if (existing) Object.assign(existing, entry);
    else chosen.push(entry);
  }
  chosen.sort((a, b) => a.field - b.field);
}

/** Check boxes named as one group (`c1_1[0]`, `c1_1[1]` …) are exclusive: the best-supported one stays. */
function keepOneCheckedPerGroup(profiles: FieldProfile[], chosen: Chosen[]): void {
  const groups = new Map<string, Chosen[]>();
  for (const c of chosen) {
    const field = profiles[c.field]!.field;
    if (field.type !== 'checkbox' || c.value !== true) continue;
    const base = field.name.replace(/\[\d+\]$/, '');
    if (base === field.name) continue;
    groups.set(base, [...(groups.get(base) ?? []), c]);
  }
  for (const members of groups.values()) {
    if (members.length < 2) continue;
    members.sort((a, b) => b.score - a.score);
    for (const loser of members.slice(1)) {
      const i = chosen.indexOf(loser);
      if (i >= 0) chosen.splice(i, 1);
    }
  }
}
