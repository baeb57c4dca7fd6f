/**
 * The trained scorer of text-field candidates: a logistic regression over candidate-features.ts, its weights
 * in models/field-classifier.json (written by scripts/train-field-classifier.ts) and their sha256 beside it.
 * The checksum is checked at load, so weights edited by hand or cut short fail loudly instead of filling forms
 * with a silently different model.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FEATURE_NAMES } from './candidate-features.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const CLASSIFIER_FILE = path.join(repoRoot, 'models/field-classifier.json');

export interface ClassifierModel {
  kind: 'logistic-regression';
  features: string[];
  weights: number[];
  /** Score at or above which a text field is filled, chosen on held-out synthetic cases. */
  threshold: number;
  /** How the probability meets the rule score: used alone, or averaged with it. */
  combine: 'classifier' | 'mean-with-rules';
  training: Record<string, unknown>;
}

export interface FieldClassifier {
  model: ClassifierModel;
  sha256: string;
  /** Probability that the candidate is the right value for its field. */
  predict(features: Float64Array): number;
}

export function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

export function classifierFromModel(model: ClassifierModel, sha256 = ''): FieldClassifier {
  if (model.kind !== 'logistic-regression') throw new Error(`field classifier: unknown kind "${model.kind}"`);
  if (model.features.join(',') !== FEATURE_NAMES.join(',')) {
    throw new Error(
      `field classifier: trained on features [${model.features.join(', ')}] but the mapper computes [${FEATURE_NAMES.join(', ')}]; retrain with "node dist/scripts/train-field-classifier.js"`,
    );
  }
  const w = Float64Array.from(model.weights);
  return {
    model,
    sha256,
    predict(features: Float64Array): number {
      let z = 0;
      for (let i = 0; i < w.length; i++) z += w[i]! * features[i]!;
      return sigmoid(z);
    },
  };
}

/** Reads and verifies the weights; throws with the expected and found checksum on a mismatch. */
export function loadFieldClassifier(file = CLASSIFIER_FILE): FieldClassifier {
  const bytes = readFileSync(file);
  const expected = readFileSync(`${file}.sha256`, 'utf8').trim().split(/\s+/)[0];
  const actual = createHash('sha256').update(bytes).digest('hex');
  if (expected !== actual) {
    throw new Error(`field classifier ${file}: sha256 is ${actual}, but ${file}.sha256 says ${expected}; retrain or restore both files together`);
  }
  return classifierFromModel(JSON.parse(bytes.toString('utf8')) as ClassifierModel, actual);
}

let cached: FieldClassifier | undefined;

/** The worker's classifier, loaded once; undefined when no model has been trained yet. */
export function sharedFieldClassifier(): FieldClassifier | undefined {
  if (!cached && existsSync(CLASSIFIER_FILE)) cached = loadFieldClassifier();
  return cached;
}
