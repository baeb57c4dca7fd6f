import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { findTypedValues } from '../../../workers/mapping/detect-values.js';
import { withSpokenNumbers } from '../../../workers/mapping/spoken-numbers.js';

describe('numbers dictated as words (issue 4)', () => {
  test('amounts, years, days and phone numbers read out become digits', () => {
    assert.equal(withSpokenNumbers('the price is four hundred and fifty dollars'), 'the price is $450');
    assert.equal(withSpokenNumbers('born nineteen eighty-seven'), 'born 1987');
    assert.equal(withSpokenNumbers('it was four fifty cash'), 'it was 450 cash');
    assert.equal(withSpokenNumbers('three thousand two hundred'), '3200');
    assert.equal(withSpokenNumbers('on the twenty first of May'), 'on the 21st of May');
    assert.equal(withSpokenNumbers('call me at six oh eight five five five one two one two'), 'call me at 608-555-1212');
  });

  test('words that are ordinary words stay', () => {
    for (const text of ['one of them has two kids', 'first and second', 'a one-time fee', 'Seven Oaks Drive', 'the third one']) assert.equal(withSpokenNumbers(text), text);
  });

  test('a number followed by its currency is an amount', () => {
    const money = findTypedValues('450 dollars and 1140 USD').filter((t) => t.kind === 'money');
    assert.deepEqual(money.map((t) => t.text), ['450 dollars', '1140 USD']);
    const phone = findTypedValues('call 608-555-1212').find((t) => t.kind === 'phone');
    assert.equal(phone?.digits, '6085551212');
  });
});

describe('dictated serials, days and calibres (issue 4)', () => {
  test('digits read in groups with "dash", a day said as an ordinal next to its month', () => {
    assert.equal(withSpokenNumbers('serial is one seven three dash five nine two one four'), 'serial is 173-59214');
    assert.equal(withSpokenNumbers('December twelfth, the twelfth of December'), 'December 12, the 12 of December');
    assert.equal(withSpokenNumbers('on the second try'), 'on the second try');
  });
});
