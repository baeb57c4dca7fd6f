import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FieldInfo } from '../../../src/shared/protocol.js';
import { parseData, workedResult } from '../../../workers/mapping/parse-data.js';
import { mapValuesWith } from '../../../workers/stages/map-values.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

/** Lines of an older 1040: a dollars box with a narrow cents box right against it. */
function amountLine(name: string, y: number): FieldInfo[] {
  return [fieldAt(name, 'text', { x: 482.4, y, width: 72 }), fieldAt(`${name}c`, 'text', { x: 554.4, y, width: 21.6 }, { textMaxLength: 3 })];
}

function mapped(fields: FieldInfo[], labels: Record<string, string>, data: string): Promise<Record<string, string | boolean>> {
  return mappedValues(fields, fields.filter((f) => labels[f.name]).map((f) => described(f.name, labels[f.name]!)), data);
}

describe('amounts in dollars and cents boxes', () => {
  const fields = [...amountLine('wages', 336), ...amountLine('interest', 348), ...amountLine('unemployment', 504)];
  const labels = { wages: 'Wages, salaries, tips, etc. Attach Form(s) W-2', interest: 'Taxable interest. Attach Schedule B if required', unemployment: 'Unemployment compensation' };

  test('the cents go in the narrow box beside the dollars; an amount without cents leaves that box alone', async () => {
    const values = await mapped(fields, labels, 'Wages: $68,450.00\nTaxable interest: $312.47\nUnemployment compensation: $2,100');
    assert.equal(values.interest, '312');
    assert.equal(values.interestc, '47');
    assert.equal(values.wagesc, '00');
    assert.match(String(values.wages), /^68,?450$/);
    assert.match(String(values.unemployment), /^2,?100$/);
    assert.equal(values.unemploymentc, undefined);
  });

  test('a sentence under an amount line gives its one amount', async () => {
    const values = await mapped(fields, labels, 'Unemployment compensation: Denise received $2,100 in early 2010 before she started her current job.');
    assert.match(String(values.unemployment), /^2,?100$/);
  });
});

describe('totals and people as a letter lists them', () => {
  test('"…, so $68,450.00 in total" is the key\'s value', () => {
    assert.equal(workedResult("my W-2 shows $41,200.00 and Denise's shows $27,250.00, so $68,450.00 in total."), '$68,450.00');
    assert.equal(workedResult('$5 and $7 for a total of $12'), '$12');
    assert.equal(workedResult('a total of $12 for 3 items'), undefined);
    const facts = parseData("Wages: my W-2 shows $41,200.00 and Denise's shows $27,250.00, so $68,450.00 in total.").facts;
    assert.ok(facts.some((f) => f.key === 'Wages' && f.value === '$68,450.00'));
  });

  test('"- Tyler Whitfield, our son, SSN …" names a dependant', () => {
    const facts = parseData('We claim our two children:\n- Tyler Whitfield, our son, SSN 511-40-2287, age 12\n- Amber Whitfield, our daughter, SSN 511-40-9912').facts;
    const tyler = facts.find((f) => f.person?.full === 'Tyler Whitfield');
    const amber = facts.find((f) => f.person?.full === 'Amber Whitfield');
    assert.equal(tyler?.party, 'dependent');
    assert.equal(amber?.party, 'dependent');
  });

  test('a remark in brackets about how a value came about is no part of it', () => {
    const facts = parseData('Funding opportunity number: NOAA-NMFS-2026-2008731 (my earlier e-mail said 2008713, I transposed the digits, sorry)').facts;
    assert.ok(facts.some((f) => f.value === 'NOAA-NMFS-2026-2008731'));
  });
});

describe('a value the text sends to a line of the form', () => {
  test('"put $265 in Step 4(c)", "$7,300 for 4(b)", "put that in 4(a)", "on line 9"; a bare number is no line', async () => {
    const { lineTargetAfter, lineReferenceOf } = await import('../../../workers/mapping/field-profile.js');
    assert.equal(lineTargetAfter(' in Step 4(c).'), '4c');
    assert.equal(lineTargetAfter(' for 4(b).'), '4b');
    assert.equal(lineTargetAfter(' on line 9'), '9');
    assert.equal(lineTargetAfter(' a year of interest and dividends - please put that in 4(a).'), '4a');
    assert.equal(lineTargetAfter(' in 12 payments'), undefined);
    assert.equal(lineTargetAfter(' in 2019 we moved'), undefined);
    assert.equal(lineReferenceOf('Step 4(a)'), '4a');
  });

  test('the W-4\'s "4(a)", "4(b)", "4(c)" boxes take the amounts the text sends to them', async () => {
    const fields = [fieldAt('f1_10', 'text', { x: 512, y: 534, width: 64 }), fieldAt('f1_11', 'text', { x: 512, y: 576, width: 64 }), fieldAt('f1_12', 'text', { x: 512, y: 600, width: 64 })];
    const descriptions = [
      described('f1_10', 'This may include interest, dividends, and retirement income', '(a) Other income (not from jobs). / This may include interest, dividends, and retirement income  4(a)'),
      described('f1_11', '4(b)', '(b) Deductions. If you expect to claim deductions other than the standard deduction / the result here  4(b)'),
      described('f1_12', '(c) Extra withholding. Enter any additional tax you want withheld each pay period', '(c) Extra withholding. Enter any additional tax you want withheld each pay period  4(c)'),
    ];
    const data = 'I would like an extra $25 a check on top of that, so please put $265 in Step 4(c). Deductions: $2,500 of student loan interest gives $7,300 for 4(b).';
    const { assignments } = await mapValuesWith({ fields, descriptions, data }, {});
    const values = Object.fromEntries(assignments.map((a) => [a.name, a.value]));
    assert.match(String(values.f1_12), /265/);
    assert.match(String(values.f1_11), /7,?300/);
    assert.equal(values.f1_10, undefined);
  });
});
