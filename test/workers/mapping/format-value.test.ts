import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { findTypedValues } from '../../../workers/mapping/detect-values.js';
import { convertMeasure, formatDate, heightInCentimetres, plainNumber, withFieldDecimal, withoutYear } from '../../../workers/mapping/format-value.js';

describe('value formatting', () => {
  const date = { year: 2025, month: 3, day: 3 };

  test('AFDate formats', () => {
    assert.equal(formatDate(date, 'm/d/yy'), '3/3/25');
    assert.equal(formatDate(date, 'mm/dd/yyyy'), '03/03/2025');
    assert.equal(formatDate(date, 'yyyy-mm-dd'), '2025-03-03');
    assert.equal(formatDate(date, 'd mmmm yyyy'), '3 March 2025');
    assert.equal(formatDate(date, 'dd-mmm-yy'), '03-Mar-25');
  });

  test('amounts with a decimal comma: read as money, written plain, shown with a comma where the field\'s format asks', () => {
    const money = (text: string) => findTypedValues(text).filter((t) => t.kind === 'money').map((t) => t.text);
    assert.deepEqual(money('Rémun. brutes : S = 31.860,00 (rien d\'autre)'), ['31.860,00']);
    assert.deepEqual(money('CIS : 500,00 (10 mois x 50)'), ['500,00']);
    // ("ages 9,12 and 14": two numbers in a list, no amount.)
    assert.deepEqual(money('the children are aged 9,12 and 14'), []);
    assert.equal(plainNumber('3.912,45'), '3912.45');
    assert.equal(plainNumber('500,00'), '500.00');
    assert.equal(plainNumber('$1,150'), '1150');
    assert.equal(withFieldDecimal('3912.45', 'AFNumber_Format(2,2,0,0,"",false )'), '3912,45');
    assert.equal(withFieldDecimal('3912.45', 'AFNumber_Format(2,0,0,0,"$",true)'), '3912.45');
  });

  test('dates without their year and plain numbers', () => {
    assert.equal(withoutYear('June 14, 2025', { year: 2025, month: 6, day: 14 }), 'June 14');
    assert.equal(withoutYear('2025-06-14', { year: 2025, month: 6, day: 14 }), 'June 14');
    assert.equal(plainNumber('$2,395.00'), '2395.00');
  });
});

describe('measures in the unit the field states (issue 4)', () => {
  test('lengths and masses convert, with a decimal comma read as one; other pairs do not', () => {
    assert.equal(convertMeasure('1,65 m', 'm', 'cm'), '165');
    assert.equal(convertMeasure('1.88 m', 'm', 'cm'), '188');
    assert.equal(convertMeasure('1,650 mm', 'mm', 'm'), '1.65');
    assert.equal(convertMeasure('180 lbs', 'lbs', 'kg'), '81.65');
    assert.equal(convertMeasure('82 kg', 'kg', 'cm'), undefined);
    assert.equal(convertMeasure('3 hours', 'hours', 'days'), undefined);
  });

  test('a height in feet and inches in centimetres', () => {
    assert.equal(heightInCentimetres('5 ft 9 in'), '175');
    assert.equal(heightInCentimetres(`5'9"`), '175');
    assert.equal(heightInCentimetres('6 feet'), '183');
    assert.equal(heightInCentimetres('175 cm'), undefined);
  });
});
