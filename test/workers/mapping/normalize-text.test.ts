import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { canonicalText, isNegated, simplify, stem, tokenize } from '../../../workers/mapping/normalize-text.js';

describe('text normalisation', () => {
  test('simplify drops accents, case and punctuation', () => {
    assert.equal(simplify('Français, Zoë — Driver’s'), 'francais zoe drivers');
  });

  test('synonyms fold into one concept each', () => {
    for (const [a, b] of [
      ['Date of birth', 'DOB'],
      ['ZIP code', 'Postcode'],
      ['Postal code', 'zip'],
      ['Telephone number', 'Tel.'],
      ['Mobile', 'phone'],
      ['E-mail address', 'email'],
      ['Given name', 'First name'],
      ['Family name', 'Surname'],
      ['Last name', 'surname'],
      ['Social Security Number', 'SSN'],
      ['Web site', 'URL'],
      ['Driving licence', "Driver's license"],
    ] as const) {
      assert.deepEqual(tokenize(a), tokenize(b), `${a} ~ ${b}`);
    }
    assert.equal(canonicalText('Favourite colour'), 'favorite color');
    assert.deepEqual(tokenize('Deutsch'), tokenize('German'));
  });

  test('tokens drop stop words, line numbers and single letters', () => {
    assert.deepEqual(tokenize('1a Name of the applicant (optional)'), ['name', 'applica']);
  });

  test('stems meet across word forms', () => {
    assert.equal(stem('accredited').slice(0, 6), stem('accreditation').slice(0, 6));
    assert.equal(stem('hours'), 'hour');
  });

  test('negation', () => {
    assert.equal(isNegated("I don't need any special accommodation"), true);
    assert.equal(isNegated('but not German or Chinese'), true);
    assert.equal(isNegated('I speak English and French'), false);
  });
});

describe('courtesy titles and gender options (issue 4)', () => {
  test('"Frau", "Mrs" and "female" meet the option "Woman"; "Herr" and "male" the option "Man"', () => {
    for (const text of ['Frau Katharina Brunnhuber', 'Mrs Ada Lind', 'female', 'Woman']) assert.ok(tokenize(text).includes('female'), text);
    for (const text of ['Herr Markus Brunnhuber', 'Mr. Tom Reyes', 'male', 'Man']) assert.ok(tokenize(text).includes('male'), text);
    assert.ok(!tokenize('Herr Markus').includes('female'));
  });
});

describe('places (issue 4)', () => {
  test('a municipality, village or locality is asked for as a city', () => {
    for (const text of ['currently living in the municipality of', 'Village', 'Locality', 'Town']) assert.ok(tokenize(text).includes('city'), text);
  });
});

describe('names and belongings in other words (issue 4)', () => {
  test('a storefront, shop or DBA name is a business name; possessions and inventory are treasure', () => {
    for (const text of ['Storefront name', 'DBA name', 'trade name']) assert.ok(tokenize(text).join(' ').includes(tokenize('business name').join(' ')), text);
    for (const text of ['Possessions', 'Inventory', 'belongings']) assert.deepEqual(tokenize(text), tokenize('treasure'), text);
  });
});

describe("a person's looks in everyday words (issue 4)", () => {
  test('"how old", "how tall", "how heavy", "eye colour" and "complexion" ask for age, height, weight, eyes and skin', () => {
    const pairs: [string, string][] = [['how old', 'age'], ['how tall', 'height'], ['how heavy', 'weight'], ['eye colour', 'eyes'], ['complexion', 'skin']];
    for (const [words, concept] of pairs) assert.ok(tokenize(words).includes(tokenize(concept)[0]!), words);
  });
});

describe('French, Spanish and German words (issue 4)', () => {
  test('a foreign label meets the English key for the same thing', () => {
    assert.deepEqual(tokenize('Prénom'), tokenize('first name'));
    assert.deepEqual(tokenize('Apellidos'), tokenize('last name'));
    assert.deepEqual(tokenize('Code postal'), tokenize('ZIP code'));
    assert.deepEqual(tokenize('Fecha de nacimiento'), tokenize('date of birth'));
    assert.deepEqual(tokenize('Straße'), tokenize('street'));
    assert.deepEqual(tokenize('Geburtsdatum'), tokenize('DOB'));
  });

  test('words that are English too keep their English meaning', () => {
    assert.deepEqual(tokenize('she pays me'), tokenize('payment'));
    assert.ok(!tokenize('land').includes('country'));
  });
});
