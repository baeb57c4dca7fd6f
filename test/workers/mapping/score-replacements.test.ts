/**
 * Changes to a pre-filled form: the field is found by the value it holds, and only a value one field holds.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FieldInfo } from '../../../src/shared/protocol.js';
import { buildProfile } from '../../../workers/mapping/field-profile.js';
import { buildMatchContext } from '../../../workers/mapping/key-match.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { findReplacements, scoreReplacements } from '../../../workers/mapping/score-replacements.js';

function filledField(name: string, type: FieldInfo['type'], currentValue: string, options: string[] | null = null): FieldInfo {
  const position = { x: 0, y: 0, width: 100, height: 12 };
  return {
    name, type, required: false, readonly: false, tooltip: null, defaultValue: currentValue, currentValue,
    textMaxLength: null, comb: false, multiline: false, listbox: false, options, optionLabels: options,
    formatAction: null, page: 1, position, widgets: [{ page: 1, position, exportValue: null }],
  };
}

function scored(fields: FieldInfo[], text: string) {
  const profiles = fields.map((f, i) => buildProfile(f, undefined, i));
  return scoreReplacements(profiles, buildMatchContext(profiles, parseData(text))).map((c) => [fields[c.field]!.name, c.value]);
}

describe('replacements of values a form already holds (issue 4)', () => {
  test('the wordings of "new instead of old" and "old to new"', () => {
    const found = findReplacements(['- pick Toyota instead of Honda', 'Replace "Default" with Approved.', 'change Acura to Infinity', 'Honda -> Toyota', 'I was born in Ohio.']);
    assert.deepEqual(found.map((r) => [r.from, r.to]), [['Honda', 'Toyota'], ['Default', 'Approved'], ['Acura', 'Infinity'], ['Honda', 'Toyota']]);
  });

  test('a field without any label is found by the value it holds; a choice takes only an option it offers', () => {
    const fields = [
      filledField('List Box6', 'dropdown', 'Honda', ['Honda', 'Toyota']),
      filledField('Dropdown7', 'dropdown', 'Acura', ['Acura', 'Infinity']),
      filledField('Text1', 'text', 'Default'),
    ];
    const text = '- pick Toyota instead of Honda\n- choose Lexus instead of Acura\n- replace Default with Approved';
    assert.deepEqual(scored(fields, text), [['List Box6', 'Toyota'], ['Text1', 'Approved']]);
  });

  test('an old value several fields hold does not say which to change', () => {
    const fields = [filledField('a', 'text', 'No'), filledField('b', 'text', 'No')];
    assert.deepEqual(scored(fields, 'replace No with Yes'), []);
  });
});
