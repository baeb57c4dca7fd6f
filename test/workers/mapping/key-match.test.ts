import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FieldDescription, FieldInfo } from '../../../src/shared/protocol.js';
import { buildProfile } from '../../../workers/mapping/field-profile.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { buildMatchContext, keySimilarity, tokensMeet } from '../../../workers/mapping/key-match.js';
import { tokenize } from '../../../workers/mapping/normalize-text.js';

function textField(name: string, extra: Partial<FieldInfo> = {}): FieldInfo {
  const position = { x: 0, y: 0, width: 100, height: 12 };
  return {
    name, type: 'text', required: false, readonly: false, tooltip: null, defaultValue: null, currentValue: null,
    textMaxLength: null, comb: false, multiline: false, listbox: false, options: null, optionLabels: null,
    formatAction: null, page: 1, position, widgets: [{ page: 1, position, exportValue: null }], ...extra,
  };
}

function described(name: string, mainText: string): FieldDescription {
  return { name, mainText, contextText: mainText, confidence: 0.9, reasoning: '' };
}

describe('key matching', () => {
  const fields = [textField('f1'), textField('f2'), textField('f3'), textField('f4')];
  const labels = ['Business name', 'Name (as shown on your income tax return)', 'Home telephone', 'Work email address'];
  const profiles = fields.map((f, i) => buildProfile(f, described(f.name, labels[i]!), i));
  const ctx = buildMatchContext(profiles, parseData(''));
  const key = (text: string) => tokenize(text).map((token) => ({ token, weight: 1 }));

  test('a key matches the field whose words it shares, rare words weighing more', () => {
    const business = profiles.map((p) => keySimilarity(key('business name'), p, ctx));
    assert.equal(business.indexOf(Math.max(...business)), 0);
    const phone = profiles.map((p) => keySimilarity(key('Home phone'), p, ctx));
    assert.equal(phone.indexOf(Math.max(...phone)), 2);
    const email = profiles.map((p) => keySimilarity(key('e-mail'), p, ctx));
    assert.equal(email.indexOf(Math.max(...email)), 3);
  });

  test('words no field has do not count against a key', () => {
    assert.ok(keySimilarity(key('my lovely business name'), profiles[0]!, ctx) > 0.8);
    assert.equal(keySimilarity(key('favourite colour'), profiles[0]!, ctx), 0);
  });

  test('stems meet by prefix, but an agent is not its thing', () => {
    assert.equal(tokensMeet('sign', 'signatu'), true);
    assert.equal(tokensMeet('office', 'officer'), false);
    assert.equal(tokensMeet('roma', 'romania', 0.8), false);
  });
});
