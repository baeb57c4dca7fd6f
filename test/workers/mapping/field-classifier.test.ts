import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { FEATURE_NAMES } from '../../../workers/mapping/candidate-features.js';
import { CLASSIFIER_FILE, classifierFromModel, loadFieldClassifier } from '../../../workers/mapping/field-classifier.js';
import type { ClassifierModel } from '../../../workers/mapping/field-classifier.js';
import { weakOnEveryCount } from '../../../workers/stages/map-values.js';

describe('field classifier', () => {
  test('the committed weights load and their checksum verifies', () => {
    const classifier = loadFieldClassifier();
    const sha = createHash('sha256').update(readFileSync(CLASSIFIER_FILE)).digest('hex');
    assert.equal(classifier.sha256, sha);
    assert.deepEqual(classifier.model.features, [...FEATURE_NAMES]);
    assert.ok(classifier.model.threshold > 0 && classifier.model.threshold < 1);
    assert.match(String(classifier.model.training.data), /synthetic/);
  });

  test('weights changed without their checksum are refused, naming both sums', (t) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'classifier-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'field-classifier.json');
    copyFileSync(`${CLASSIFIER_FILE}.sha256`, `${file}.sha256`);
    writeFileSync(file, readFileSync(CLASSIFIER_FILE, 'utf8').replace('"threshold": ', '"threshold": 0.0'));
    assert.throws(() => loadFieldClassifier(file), /sha256 is [0-9a-f]{64}, but .* says [0-9a-f]{64}/);
  });

  test('a model trained on other features is refused', () => {
    const model: ClassifierModel = { kind: 'logistic-regression', features: ['bias'], weights: [0], threshold: 0.5, combine: 'classifier', training: {} };
    assert.throws(() => classifierFromModel(model), /retrain/);
  });

  test('more rule evidence never lowers the probability', () => {
    const classifier = loadFieldClassifier();
    const at = (rule: number) => {
      const x = new Float64Array(FEATURE_NAMES.length);
      x[FEATURE_NAMES.indexOf('bias')] = 1;
      x[FEATURE_NAMES.indexOf('ruleScore')] = rule;
      x[FEATURE_NAMES.indexOf('fit')] = 1;
      return classifier.predict(x);
    };
    assert.ok(at(0.9) >= at(0.2));
  });
});

describe('the classifier as a veto (issue 4)', () => {
  test('a fill the rules barely pass is left out only when the classifier and the embeddings both reject it', () => {
    assert.equal(weakOnEveryCount(0.5, 0.12, 0.07), true);
    // Any one strong signal keeps it: the rules, the classifier or the label/key similarity.
    assert.equal(weakOnEveryCount(0.6, 0.12, 0.07), false);
    assert.equal(weakOnEveryCount(0.5, 0.4, 0.07), false);
    assert.equal(weakOnEveryCount(0.5, 0.12, 0.3), false);
  });
});
