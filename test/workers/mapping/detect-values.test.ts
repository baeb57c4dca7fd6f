import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { classifyValue, findTypedValues, isValidDate, parseBoolean } from '../../../workers/mapping/detect-values.js';

function kinds(text: string): [string, string][] {
  return findTypedValues(text).map((t) => [t.kind, t.text]);
}

describe('typed value detectors', () => {
  test('email', () => {
    assert.deepEqual(kinds('Work email: rachel.thompson@example.gov'), [['email', 'rachel.thompson@example.gov']]);
  });

  test('web address', () => {
    assert.deepEqual(kinds('website www.cnsi.example.com, more'), [['url', 'www.cnsi.example.com']]);
    assert.deepEqual(kinds('see https://example.org/form.'), [['url', 'https://example.org/form']]);
  });

  test('US social security and employer identification numbers', () => {
    assert.deepEqual(kinds('My SSN is 521-44-9087'), [['ssn', '521-44-9087']]);
    assert.equal(findTypedValues('EIN 12-3456789')[0]?.kind, 'ein');
    assert.equal(findTypedValues('EIN 12-3456789')[0]?.digits, '123456789');
  });

  test('phone numbers, with extensions and international prefixes', () => {
    assert.deepEqual(kinds('Home phone: (301) 555-0192.'), [['phone', '(301) 555-0192']]);
    const office = findTypedValues('(202) 555-0147 ext. 3312')[0]!;
    assert.equal(office.kind, 'phone');
    assert.equal(office.text, '(202) 555-0147 ext. 3312');
    assert.equal(office.digits, '2025550147');
    assert.equal(findTypedValues('Office phone (303) 555-0178, extension 204.')[0]?.text, '(303) 555-0178, extension 204');
    assert.equal(findTypedValues('tel. 415-555-0110')[0]?.kind, 'phone');
    assert.equal(findTypedValues('call +44 20 7946 0958')[0]?.kind, 'phone');
    // A licence number is not a phone number.
    assert.notEqual(findTypedValues('R200-4471-9023')[0]?.kind, 'phone');
  });

  test('dates in ISO, numeric and written forms', () => {
    const dates = findTypedValues('2025-04-07 to 2025-04-11, dated 3 March 2025, signed June 14, 2025, born 7/4/1980');
    assert.deepEqual(
      dates.filter((d) => d.kind === 'date').map((d) => d.date),
      [
        { year: 2025, month: 4, day: 7 },
        { year: 2025, month: 4, day: 11 },
        { year: 2025, month: 3, day: 3 },
        { year: 2025, month: 6, day: 14 },
        { year: 1980, month: 7, day: 4 },
      ],
    );
    // Day first when the first number cannot be a month.
    assert.deepEqual(findTypedValues('25/12/2024')[0]?.date, { year: 2024, month: 12, day: 25 });
    assert.equal(isValidDate({ year: 2025, month: 2, day: 30 }), false);
    assert.equal(findTypedValues('31/02/2025').some((t) => t.kind === 'date'), false);
  });

  test('money, ZIP codes and numbers with units', () => {
    assert.deepEqual(kinds('$525.00'), [['money', '$525.00']]);
    assert.equal(classifyValue('2395.00')?.kind, 'money');
    assert.equal(classifyValue('1,250')?.kind, 'money');
    assert.equal(classifyValue('78745')?.kind, 'zip');
    assert.equal(classifyValue('78745-1234')?.kind, 'zip');
    const height = findTypedValues('I am 168 cm tall')[0]!;
    assert.equal(height.kind, 'number');
    assert.equal(height.unit, 'cm');
    // Codes with letters glued to digits are not numbers.
    assert.deepEqual(kinds('course CKA-301'), []);
  });

  test('yes and no', () => {
    assert.equal(classifyValue('Yes')?.kind, 'boolean');
    assert.equal(parseBoolean('yes'), true);
    assert.equal(parseBoolean('Checked'), true);
    assert.equal(parseBoolean('no.'), false);
    assert.equal(parseBoolean('maybe'), undefined);
  });
});

describe('dates written the European way, or with the year in brackets (issue 4)', () => {
  test('a date written with dots is day first; with slashes it stays month first', () => {
    assert.deepEqual(findTypedValues('Thu 09.10.2025 14:20').find((t) => t.kind === 'date')?.date, { year: 2025, month: 10, day: 9 });
    assert.deepEqual(findTypedValues('09/10/2025').find((t) => t.kind === 'date')?.date, { year: 2025, month: 9, day: 10 });
    // A dotted date whose second number cannot be a month is read month first.
    assert.deepEqual(findTypedValues('10.18.2025').find((t) => t.kind === 'date')?.date, { year: 2025, month: 10, day: 18 });
  });

  test('"Oct 18 (2025)"', () => {
    const date = findTypedValues('he picks it up Saturday Oct 18 (2025) and').find((t) => t.kind === 'date');
    assert.equal(date?.text, 'Oct 18 (2025)');
    assert.deepEqual(date?.date, { year: 2025, month: 10, day: 18 });
  });
});
