/**
 * Embedding similarity between what each field asks for and what each fact's key says, for one request.
 * A field is described by up to three short texts (printed label, tooltip, field name made readable); its
 * similarity to a key is the best of them, so an opaque name does not drown a good label and a form without
 * labels still has its tooltips and names.
 */
import type { FieldDescription } from '../../src/shared/protocol.js';
import type { Embedder } from '../embedding/embed-text.js';
import { cosine } from '../embedding/embed-text.js';
import { expandAbbreviations } from './abbreviations.js';
import { isLabelTrusted, readableFieldName, type FieldProfile } from './field-profile.js';
import type { SemanticLookup } from './key-match.js';
import type { Fact } from './parse-data.js';

/** Beyond this many words a tooltip is an instruction paragraph; its embedding says little about the field. */
const MAX_WORDS = 14;

export interface SemanticMatrix extends SemanticLookup {
  /** Highest keySim of the fact over all fields, and the second highest: how clearly the key points at one. */
  bestForFact(fact: number): { best: number; second: number };
}

/** The short texts that describe a field, for embedding. */
export function fieldTexts(profile: FieldProfile, description: FieldDescription | undefined): string[] {
  const texts: string[] = [];
  const name = profile.sources.find((s) => s.kind === 'name');
  const readable = name && name.tokens.some((t) => /^\p{L}{3,}$/u.test(t)) ? shortText(readableFieldName(profile.field.name)) : '';
  const label = isLabelTrusted(profile.field, description) ? shortText(description.mainText) : '';
  if (label) texts.push(label);
  const tooltip = profile.field.tooltip ? shortText(profile.field.tooltip) : '';
  if (tooltip && tooltip !== label) texts.push(tooltip);
  if (readable && !texts.includes(readable)) texts.push(readable);
  return texts;
}

/** The words that say what a fact is: its topic (the section it sits in) and its key. */
export function factKeyText(fact: Fact): string {
  const key = [fact.topic.split(' | ').pop() ?? '', fact.key].filter((p) => p.trim() !== '').join(' ');
  // The embedding model knows "spouse occupation", not a preparer's "SP occ".
  return shortText(expandAbbreviations(key));
}

/** Embeds field texts and fact keys (both cached by the embedder) and fills the similarity matrix. */
export async function buildSemanticMatrix(
  embedder: Embedder,
  profiles: FieldProfile[],
  descriptions: Map<string, FieldDescription>,
  facts: Fact[],
): Promise<SemanticMatrix> {
  const perField = profiles.map((p) => fieldTexts(p, descriptions.get(p.field.name)));
  const perFact = facts.map(factKeyText);
  const unique = [...new Set([...perField.flat(), ...perFact.filter((t) => t !== '')])];
  const vectors = await embedder.embed(unique);
  const byText = new Map(unique.map((t, i) => [t, vectors[i]!]));

  const keySims = new Float32Array(profiles.length * facts.length);
  for (let f = 0; f < profiles.length; f++) {
    const own = perField[f]!.map((t) => byText.get(t)!);
    for (let k = 0; k < facts.length; k++) {
      const key = perFact[k] ? byText.get(perFact[k]!) : undefined;
      if (!key) continue;
      let best = 0;
      for (const v of own) best = Math.max(best, cosine(v, key));
      keySims[f * facts.length + k] = best;
    }
  }
  const index = new Map(profiles.map((p, i) => [p.index, i]));
  const factBest = facts.map((_, k) => {
    let best = 0;
    let second = 0;
    for (let f = 0; f < profiles.length; f++) {
      const s = keySims[f * facts.length + k]!;
      if (s > best) {
        second = best;
        best = s;
      } else if (s > second) {
        second = s;
      }
    }
    return { best, second };
  });
  return {
    keySim(field: number, fact: number): number {
      const f = index.get(field);
      return f === undefined || fact < 0 ? 0 : keySims[f * facts.length + fact]!;
    },
    bestForFact(fact: number) {
      return factBest[fact] ?? { best: 0, second: 0 };
    },
  };
}

function shortText(text: string): string {
  const words = text
    .replace(/\s+/g, ' ')
    .trim()
    // Line numbers ("1a", "13A") and trailing colons say nothing about meaning.
    .replace(/^\s*(\d+[a-z]?|[a-z])[.)]?\s+/i, '')
    .replace(/[:*]+$/, '')
    .split(' ')
    .filter((w) => w !== '');
  return words.slice(0, MAX_WORDS).join(' ');
}
