/**
 * Changes to a form that arrives filled: "pick Toyota instead of Honda", "replace Default with Approved",
 * "change Acura to Infinity". The old value is what finds the field (its current value), even when the form
 * prints no label at all; the new value is what goes in. Only an old value held by exactly one field counts:
 * "replace No with Yes" on a form where several fields say "No" does not say which.
 */
import type { FieldProfile } from './field-profile.js';
import type { Candidate, MatchContext } from './key-match.js';
import { clip } from './key-match.js';
import { simplify } from './normalize-text.js';
import { optionMatch } from './score-choices.js';

export interface Replacement {
  from: string;
  to: string;
  sentence: string;
}

/** A replacement names short values, not clauses of prose. */
const MAX_VALUE_LENGTH = 60;

/** Wordings of "new instead of old" and "old to new", with the group that holds each side. */
const PATTERNS: { re: RegExp; to: number; from: number }[] = [
  { re: /^(?:(?:pick|choose|select|use|put|write|enter|set|tick|mark)\s+)?(.+?)\s+(?:instead of|rather than|in place of)\s+(.+)$/i, to: 1, from: 2 },
  { re: /^replace\s+(.+?)\s+(?:with|by)\s+(.+)$/i, from: 1, to: 2 },
  { re: /^change\s+(.+?)\s+(?:to|into)\s+(.+)$/i, from: 1, to: 2 },
  { re: /^(.+?)\s*(?:->|→|=>)\s*(.+)$/, from: 1, to: 2 },
];

/** The replacements stated in the text's sentences (list bullets and quotes around values ignored). */
export function findReplacements(sentences: string[]): Replacement[] {
  const out: Replacement[] = [];
  for (const sentence of sentences) {
    const line = sentence.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').replace(/[.;!]\s*$/, '').trim();
    for (const { re, to, from } of PATTERNS) {
      const m = line.match(re);
      if (!m) continue;
      const oldValue = unquote(m[from]!);
      const newValue = unquote(m[to]!);
      if (oldValue === '' || newValue === '' || oldValue.length > MAX_VALUE_LENGTH || newValue.length > MAX_VALUE_LENGTH) continue;
      out.push({ from: oldValue, to: newValue, sentence });
      break;
    }
  }
  return out;
}

function unquote(text: string): string {
  return text.trim().replace(/^["'“‘«]\s*|\s*["'”’»]$/g, '').trim();
}

/** How sure a stated replacement is: the old value is the form's own, so it is matched exactly. */
const REPLACEMENT_SCORE = 0.85;

/** Candidates for the fields whose current value a replacement names: its new value, as the field takes it. */
export function scoreReplacements(profiles: FieldProfile[], ctx: MatchContext): Candidate[] {
  const replacements = findReplacements(ctx.data.sentences);
  if (replacements.length === 0) return [];
  const candidates: Candidate[] = [];
  for (const replacement of replacements) {
    const old = simplify(replacement.from);
    const holders = profiles.filter((p) => currentWords(p).includes(old));
    if (holders.length !== 1) continue;
    const profile = holders[0]!;
    const value = newValueFor(profile, replacement.to);
    if (value === undefined) continue;
    candidates.push({
      field: profile.index,
      value,
      score: REPLACEMENT_SCORE,
      fact: -1,
      concept: undefined,
      reasoning: `The field holds "${clip(replacement.from, 30)}", and "${clip(replacement.sentence, 80)}" puts "${clip(replacement.to, 30)}" in its place.`,
    });
  }
  return candidates;
}

/** What the field shows now, simplified: its text, or its chosen option's value and label. */
function currentWords(profile: FieldProfile): string[] {
  const current = profile.field.currentValue;
  if (typeof current !== 'string' || current.trim() === '') return [];
  if (profile.field.type === 'text') return [simplify(current)];
  const option = profile.options.find((o) => o.value === current);
  return [simplify(current), ...(option ? [simplify(option.label)] : [])];
}

function newValueFor(profile: FieldProfile, to: string): string | undefined {
  switch (profile.field.type) {
    case 'text':
      return to;
    case 'dropdown':
    case 'radio': {
      // Only an option the field offers, named outright.
      const named = profile.options.filter((o) => optionMatch(to, o) === 1);
      return named.length === 1 ? named[0]!.value : undefined;
    }
    default:
      return undefined;
  }
}
