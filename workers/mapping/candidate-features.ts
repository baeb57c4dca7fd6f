/**
 * The feature vector of a text-field candidate, shared by the mapper and the training script so both see
 * exactly the same numbers. Only evidence about the pair is used (rule score and its parts, embedding
 * similarity and how clearly it singles out this field); how the text was laid out (JSON, lines, prose) is
 * left out, because synthetic texts lay it out differently from people and the model would learn that. Every feature is in [-1, 1] or [0, 1]; names are stored with the weights, and a
 * model trained on other features refuses to load.
 */
import type { FieldDescription } from '../../src/shared/protocol.js';
import type { FieldProfile } from './field-profile.js';
import type { Candidate } from './key-match.js';
import type { Fact } from './parse-data.js';
import type { SemanticMatrix } from './semantic-match.js';

export const FEATURE_NAMES = [
  'bias',
  'ruleScore',
  'tokenSim',
  'fit',
  'conceptWanted',
  'uniqueShape',
  'keySem',
  'keySemSquared',
  'keySemMarginForFact',
  'keySemBestForFact',
  'anchored',
  'ruleBestForField',
  'ruleMarginForField',
  'composite',
  'tokenSimTimesKeySem',
] as const;

export type FeatureName = (typeof FEATURE_NAMES)[number];

export interface FeatureContext {
  profiles: FieldProfile[];
  descriptions: Map<string, FieldDescription>;
  facts: Fact[];
  semantic: SemanticMatrix;
  /** Best and second-best rule score per field, over that field's candidates. */
  fieldRule: Map<number, { best: number; second: number }>;
}

/** Rule-score leaders per field, computed once per request. */
export function ruleLeaders(candidates: Candidate[]): Map<number, { best: number; second: number }> {
  const out = new Map<number, { best: number; second: number }>();
  for (const c of candidates) {
    if (!c.signals) continue;
    const s = c.signals.ruleScore;
    const entry = out.get(c.field) ?? { best: 0, second: 0 };
    if (s > entry.best) {
      entry.second = entry.best;
      entry.best = s;
    } else if (s > entry.second) {
      entry.second = s;
    }
    out.set(c.field, entry);
  }
  return out;
}

export function candidateFeatures(c: Candidate, ctx: FeatureContext): Float64Array {
  const s = c.signals!;
  const profile = ctx.profiles[c.field]!;
  const fact = c.fact >= 0 ? ctx.facts[c.fact] : undefined;
  const keySem = c.fact >= 0 ? ctx.semantic.keySim(c.field, c.fact) : 0;
  const forFact = c.fact >= 0 ? ctx.semantic.bestForFact(c.fact) : { best: 0, second: 0 };
  const otherBest = keySem >= forFact.best ? forFact.second : forFact.best;
  const leaders = ctx.fieldRule.get(c.field) ?? { best: 0, second: 0 };
  const otherRule = s.ruleScore >= leaders.best ? leaders.second : leaders.best;
  const values: Record<FeatureName, number> = {
    bias: 1,
    ruleScore: s.ruleScore,
    tokenSim: s.tokenSim,
    fit: s.fit,
    conceptWanted: s.conceptWanted ? 1 : 0,
    uniqueShape: s.uniqueShape ? 1 : 0,
    keySem,
    keySemSquared: keySem * keySem,
    keySemMarginForFact: clamp(keySem - otherBest),
    keySemBestForFact: c.fact >= 0 && keySem >= forFact.best && keySem > 0 ? 1 : 0,
    anchored: s.anchored ? 1 : 0,
    ruleBestForField: s.ruleScore >= leaders.best ? 1 : 0,
    ruleMarginForField: clamp(s.ruleScore - otherRule),
    composite: fact?.composite ? 1 : 0,
    tokenSimTimesKeySem: s.tokenSim * keySem,
  };
  return Float64Array.from(FEATURE_NAMES, (name) => values[name]);
}

function clamp(x: number): number {
  return Math.max(-1, Math.min(1, x));
}
