import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type FieldProfile, buildProfile, printedLineNumber } from '../../../workers/mapping/field-profile.js';
import { buildMatchContext } from '../../../workers/mapping/key-match.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { scoreTextField } from '../../../workers/mapping/score-text.js';
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

describe('a line number the form prints twice (issue 4)', () => {
  test('"make line 6 $35" is the main form\'s line 6, not the worksheet\'s, unless the text speaks of the worksheet', () => {
    // (As the W-4 for 2009 prints them: the line's number at both ends of its row.)
    const mainLabel = 'Additional amount, if any, you want withheld from each paycheck';
    const main = buildProfile(fieldAt('f1_17', 'text', { x: 400, y: 500, width: 60 }), described('f1_17', mainLabel, `5  Total number of allowances  5 / 6  ${mainLabel}  6`), 0);
    const worksheetLabel = '6 Enter an estimate of your 2009 nonwage income (such as dividends or interest)';
    const worksheet = buildProfile(fieldAt('f2_06', 'text', { x: 400, y: 300, width: 60 }, { page: 2 }), described('f2_06', worksheetLabel, `5 Add lines 3 and 4 and enter the total.  5 / ${worksheetLabel}  6`), 1);
    const valuesFor = (profile: FieldProfile, data: string) => scoreTextField(profile, buildMatchContext([main, worksheet], parseData(data))).map((c) => c.value);
    assert.deepEqual(valuesFor(main, 'Please make line 6 $35.'), ['35']);
    assert.deepEqual(valuesFor(worksheet, 'Please make line 6 $35.'), []);
    // (An amount of income is written as the amount it is: "35" in a box after its printed "$".)
    assert.ok(valuesFor(worksheet, 'On the worksheet, put $35 on line 6.').some((v) => v === '$35' || v === '35'));
  });
});
