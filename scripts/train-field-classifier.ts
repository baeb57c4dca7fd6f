/**
 * Trains the text-field classifier (workers/mapping/field-classifier.ts) on synthetic fill cases only
 * (scripts/synthetic-fill-cases.ts), never on the corpus's fill cases or bench/fill-cases, which measure it.
 *
 * `node dist/scripts/train-field-classifier.js [--seed N] [--train N] [--check]`
 *
 * 1. Generate training, validation and test cases from three seeds derived from --seed.
 * 2. Run the real candidate scoring (map-values' scoreCandidates, with the embedding model) and label each
 *    text candidate by whether its value is the field's expected one.
 * 3. Fit a logistic regression by full-batch gradient descent (deterministic: same seed, same weights).
 * 4. The mapper averages the classifier's probability with the rule score (the rules were written against
 *    real forms, the classifier has seen only synthetic ones). Choose the fill threshold for that mean on
 *    the validation cases by running the whole mapper: the lowest that keeps wrong fills within the
 *    issue's budget of one per form (else the best utility, a wrong fill counting twice a blank); report candidate accuracy and field-level precision and recall on the test
 *    cases, which neither training nor the threshold saw.
 * 5. Write models/field-classifier.json and its sha256 (--check only compares with the committed weights).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { createEmbedder, DEFAULT_MODEL_FILE } from '../workers/embedding/embed-text.js';
import type { Embedder } from '../workers/embedding/embed-text.js';
import { FEATURE_NAMES, candidateFeatures } from '../workers/mapping/candidate-features.js';
import { CLASSIFIER_FILE, classifierFromModel, sigmoid } from '../workers/mapping/field-classifier.js';
import type { ClassifierModel, FieldClassifier } from '../workers/mapping/field-classifier.js';
import { mapValuesWith, scoreCandidates } from '../workers/stages/map-values.js';
import { generateCases } from './synthetic-fill-cases.js';
import type { SyntheticCase } from './synthetic-fill-cases.js';

const L2 = 1e-3;
const ITERATIONS = 3000;
const LEARNING_RATE = 0.5;
/** A wrong value in a form is worse than a blank one. */
const WRONG_COST = 2;
/** The target: at most one extra (or wrong) fill per form. */
const WRONG_PER_FORM = 1;

/** Whether a mapped value is the expected one: same words, or the same number / digits. */
export function sameValue(actual: string | boolean, expected: string | undefined): boolean {
  if (expected === undefined || typeof actual !== 'string') return false;
  const words = (v: string) => v.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  if (words(actual) === words(expected)) return true;
  const number = (v: string) => (/^[$\s\d,.]+(dollars)?$/i.test(v.trim()) ? Number.parseFloat(v.replace(/[^\d.]/g, '')) : Number.NaN);
  if (!Number.isNaN(number(expected)) && number(expected) === number(actual)) return true;
  const digits = (v: string) => v.replace(/\D/g, '');
  return digits(expected).length >= 7 && /^[\d\s()+.-]+$/.test(expected) && digits(expected) === digits(actual);
}

interface Example {
  x: Float64Array;
  y: number;
}

export async function examplesOf(cases: SyntheticCase[], embedder: Embedder): Promise<Example[]> {
  const out: Example[] = [];
  for (const c of cases) {
    const scored = await scoreCandidates({ fields: c.fields, descriptions: c.descriptions, data: c.data }, embedder);
    for (const candidate of scored.candidates) {
      if (!candidate.signals || !scored.features) continue;
      const name = scored.profiles[candidate.field]!.field.name;
      out.push({ x: candidateFeatures(candidate, scored.features), y: sameValue(candidate.value, c.expected[name]) ? 1 : 0 });
    }
  }
  return out;
}

/** Logistic regression, full batch, L2 on everything but the bias, positives and negatives weighted equally. */
export function fitLogistic(examples: Example[], iterations = ITERATIONS): number[] {
  const n = FEATURE_NAMES.length;
  const w = new Float64Array(n);
  const positives = examples.filter((e) => e.y === 1).length;
  const negatives = examples.length - positives;
  const weightOf = (y: number) => (y === 1 ? examples.length / (2 * Math.max(positives, 1)) : examples.length / (2 * Math.max(negatives, 1)));
  for (let it = 0; it < iterations; it++) {
    const grad = new Float64Array(n);
    for (const e of examples) {
      let z = 0;
      for (let i = 0; i < n; i++) z += w[i]! * e.x[i]!;
      const g = (sigmoid(z) - e.y) * weightOf(e.y);
      for (let i = 0; i < n; i++) grad[i]! += g * e.x[i]!;
    }
    for (let i = 0; i < n; i++) {
      const reg = i === 0 ? 0 : L2 * w[i]!;
      w[i]! -= LEARNING_RATE * (grad[i]! / examples.length + reg);
    }
  }
  return [...w].map((v) => Math.round(v * 1e6) / 1e6);
}

function candidateAccuracy(examples: Example[], classifier: FieldClassifier): number {
  const right = examples.filter((e) => (classifier.predict(e.x) >= 0.5 ? 1 : 0) === e.y).length;
  return right / Math.max(examples.length, 1);
}

export interface FieldScore {
  expected: number;
  correct: number;
  wrong: number;
  precision: number;
  recall: number;
}

/** Runs the whole mapper on the cases and counts right fills, wrong fills (including extra ones) and blanks. */
export async function fieldScore(cases: SyntheticCase[], embedder: Embedder | undefined, classifier: FieldClassifier | undefined, threshold?: number): Promise<FieldScore> {
  let expected = 0;
  let correct = 0;
  let wrong = 0;
  for (const c of cases) {
    // The classifier is evaluated as its file says it combines with the rules, whatever the mapper's default.
    const models = embedder && classifier ? { embedder, classifier, combine: 'model', ...(threshold !== undefined ? { threshold } : {}) } : {};
    const { assignments } = await mapValuesWith({ fields: c.fields, descriptions: c.descriptions, data: c.data }, models);
    expected += Object.keys(c.expected).length;
    for (const a of assignments) {
      if (sameValue(a.value, c.expected[a.name])) correct++;
      else wrong++;
    }
  }
  return { expected, correct, wrong, precision: correct / Math.max(correct + wrong, 1), recall: correct / Math.max(expected, 1) };
}

const round3 = (v: number) => Math.round(v * 1000) / 1000;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { seed: { type: 'string', default: '20261121' }, train: { type: 'string', default: '700' }, check: { type: 'boolean', default: false } } });
  const seed = Number(values.seed);
  const trainCount = Number(values.train);
  const started = performance.now();
  const embedder = await createEmbedder(DEFAULT_MODEL_FILE);
  const train = generateCases(seed, trainCount);
  const validation = generateCases(seed + 1, 200);
  const test = generateCases(seed + 2, 300);

  const trainExamples = await examplesOf(train, embedder);
  const weights = fitLogistic(trainExamples);
  const provisional: ClassifierModel = { kind: 'logistic-regression', features: [...FEATURE_NAMES], weights, threshold: 0.5, combine: 'mean-with-rules', training: {} };
  const classifier = classifierFromModel(provisional);

  // The budget: at most one wrong or extra fill per form. The threshold is the lowest (most
  // recall) whose validation forms stay within it on average; if none does, the one with the best utility.
  let best = { threshold: 0.5, utility: -Infinity };
  let withinBudget: number | undefined;
  const sweep: Record<string, unknown>[] = [];
  for (let t = 0.3; t <= 0.851; t += 0.05) {
    const score = await fieldScore(validation, embedder, classifier, t);
    const utility = score.correct - WRONG_COST * score.wrong;
    const threshold = Math.round(t * 100) / 100;
    sweep.push({ threshold, correct: score.correct, wrong: score.wrong, recall: round3(score.recall), precision: round3(score.precision), utility });
    if (utility > best.utility) best = { threshold, utility };
    if (withinBudget === undefined && score.wrong <= WRONG_PER_FORM * validation.length) withinBudget = threshold;
  }
  console.table(sweep);
  if (withinBudget !== undefined) best = { threshold: withinBudget, utility: Number.NaN };
  const testExamples = await examplesOf(test, embedder);
  const heldOut = await fieldScore(test, embedder, classifier, best.threshold);
  const rulesOnly = await fieldScore(test, undefined, undefined);
  const model: ClassifierModel = {
    ...provisional,
    threshold: best.threshold,
    training: {
      data: 'scripts/synthetic-fill-cases.ts only (no corpus fill cases)',
      seed,
      cases: { train: train.length, validation: validation.length, test: test.length },
      examples: { train: trainExamples.length, positives: trainExamples.filter((e) => e.y === 1).length, test: testExamples.length },
      l2: L2,
      iterations: ITERATIONS,
      heldOut: {
        candidateAccuracy: round3(candidateAccuracy(testExamples, classifier)),
        fieldPrecision: round3(heldOut.precision),
        fieldRecall: round3(heldOut.recall),
        wrongFills: heldOut.wrong,
        rulesOnlyPrecision: round3(rulesOnly.precision),
        rulesOnlyRecall: round3(rulesOnly.recall),
        rulesOnlyWrongFills: rulesOnly.wrong,
      },
    },
  };
  const json = `${JSON.stringify(model, null, 2)}\n`;
  const sha = createHash('sha256').update(json).digest('hex');
  console.log(JSON.stringify(model.training, null, 2));
  console.log(`threshold ${model.threshold}; ${Math.round(performance.now() - started)} ms`);
  if (values.check) {
    const committed = readFileSync(CLASSIFIER_FILE, 'utf8');
    console.log(committed === json ? 'identical to the committed weights' : 'DIFFERS from the committed weights');
    process.exitCode = committed === json ? 0 : 1;
    return;
  }
  writeFileSync(CLASSIFIER_FILE, json);
  writeFileSync(`${CLASSIFIER_FILE}.sha256`, `${sha}  ${path.basename(CLASSIFIER_FILE)}\n`);
  console.log(`wrote ${CLASSIFIER_FILE} (sha256 ${sha})`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
