import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FieldDescription, FieldInfo } from '../../../src/shared/protocol.js';
import { buildProfile } from '../../../workers/mapping/field-profile.js';
import { buildMatchContext } from '../../../workers/mapping/key-match.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { scoreTextField } from '../../../workers/mapping/score-text.js';
import { described as describedField, fieldAt, mappedValues } from '../../helpers/form-fields.js';

function dateField(name: string): FieldInfo {
  const position = { x: 300, y: 700, width: 100, height: 14 };
  return {
    name, type: 'text', required: false, readonly: false, tooltip: null, defaultValue: null, currentValue: null,
    textMaxLength: null, comb: false, multiline: false, listbox: false, options: null, optionLabels: null,
    formatAction: 'AFDate_FormatEx("mm/dd/yyyy");', page: 1, position, widgets: [{ page: 1, position, exportValue: null }],
  };
}

function described(name: string, mainText: string, contextText: string): FieldDescription {
  return { name, mainText, contextText, confidence: 0.9, reasoning: '' };
}

const values = (profileText: [string, string], data: string) => {
  const profile = buildProfile(dateField('d'), described('d', ...profileText), 0);
  return [...new Set(scoreTextField(profile, buildMatchContext([profile], parseData(data))).map((c) => c.value))];
};

describe('dates beside a signature (issue 4)', () => {
  test('only a date the text ties to signing fills a signature block\'s date', () => {
    const signatureDate: [string, string] = ['Date', 'Signature of applicant / Date'];
    assert.deepEqual(values(signatureDate, 'Intake on 11/04/2025. The form is printed for her signature later.'), []);
    assert.deepEqual(values(signatureDate, 'Both parties sign on 06/14/2025.'), ['06/14/2025']);
    assert.deepEqual(values(signatureDate, 'Dated April 2, 2025.'), ['04/02/2025']);
  });

  test('a date field outside a signature block takes the text\'s date as before', () => {
    assert.deepEqual(values(['Request date', 'Request type / Request date'], 'Intake on 11/04/2025.'), ['11/04/2025']);
  });
});

describe('a date of birth (issue 4)', () => {
  test('is not the date of a request', () => {
    assert.deepEqual(values(['Request date', 'Request type / Request date'], 'Date of birth: 02/05/1988\nToday is 10/14/2025.'), ['10/14/2025']);
  });
});

describe('a date all sides sign on (issue 4)', () => {
  test('fills each side\'s signature date, whoever gave it', async () => {
    const fields = [fieldAt('Date_2', 'text', { x: 400, y: 300 }), fieldAt('Date_3', 'text', { x: 400, y: 100 })];
    const descriptions = [describedField('Date_2', 'Date', "Buyer's Signature: Date:"), describedField('Date_3', 'Date', "Seller's Signature: Date:")];
    const values = await mappedValues(fields, descriptions, "Seller (Hank): Date it November 8, 2025, we'll both sign there.");
    assert.deepEqual(values, { Date_2: 'November 8, 2025', Date_3: 'November 8, 2025' });
  });
});
