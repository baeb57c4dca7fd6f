import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { printedLineNumber } from '../../../workers/mapping/field-profile.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

describe('values a text sends to numbered lines', () => {
  test('a label that starts with its number is that line; a worksheet\'s step is not', () => {
    assert.equal(printedLineNumber('2 Business name/disregarded entity name, if different from above', ''), '2');
    assert.equal(printedLineNumber('7 List account number(s) here (optional)', ''), '7');
    assert.equal(printedLineNumber('5 Add lines 3 and 4 and enter the total.', ''), undefined);
  });

  test('"Line 1 has to be …: X", a quoted name that "goes on line 2", and a number "they asked for … on line 7"', async () => {
    const fields = [
      fieldAt('f1_1', 'text', { x: 40, y: 100, width: 400 }),
      fieldAt('f1_2', 'text', { x: 40, y: 130, width: 400 }),
      fieldAt('f1_10', 'text', { x: 300, y: 300, width: 200 }),
    ];
    const descriptions = [
      described('f1_1', '1 Name (as shown on your income tax return). Name is required on this line; do not leave this line blank.'),
      described('f1_2', '2 Business name/disregarded entity name, if different from above'),
      described('f1_10', '7 List account number(s) here (optional)'),
    ];
    const values = await mappedValues(
      fields,
      descriptions,
      "Line 1 has to be the legal name on the company's return: Harbor & Pine Landscaping LLC. The crews and the trucks use \"Harbor & Pine Outdoor\", which is the registered trade name, so that goes on line 2. Their vendor number for you is LPP-V-00718, and they asked for it on line 7.",
    );
    assert.deepEqual([values.f1_1, values.f1_2, values.f1_10], ['Harbor & Pine Landscaping LLC', 'Harbor & Pine Outdoor', 'LPP-V-00718']);
  });
});
