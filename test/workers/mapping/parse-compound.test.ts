import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { addressFromParts, cityStateZip, findUsAddresses, nameBefore, parseAddress, parsePersonName, titledPersonName } from '../../../workers/mapping/parse-compound.js';

describe('person names', () => {
  test('first middle last', () => {
    assert.deepEqual(parsePersonName('Maria Elena Gutierrez'), { full: 'Maria Elena Gutierrez', first: 'Maria', middle: 'Elena', last: 'Gutierrez' });
  });

  test('"Last, First M." keeps the initial', () => {
    const name = parsePersonName('Thompson, Rachel A.')!;
    assert.equal(name.first, 'Rachel');
    assert.equal(name.middle, 'A.');
    assert.equal(name.last, 'Thompson');
  });

  test('organisations, places and sentences are not names', () => {
    assert.equal(parsePersonName('Gutierrez Translation Services'), undefined);
    assert.equal(parsePersonName('Cloud Native Skills Institute'), undefined);
    assert.equal(parsePersonName('the druid'), undefined);
    assert.equal(parsePersonName('512 Prairie View Rd'), undefined);
  });
});

describe('postal addresses', () => {
  test('US address with a unit', () => {
    const a = parseAddress('4821 Willow Creek Rd, Apt 12B, Austin, TX 78745')!;
    assert.deepEqual([a.street, a.line2, a.city, a.state, a.zip], ['4821 Willow Creek Rd', 'Apt 12B', 'Austin', 'TX', '78745']);
    assert.equal(cityStateZip(a), 'Austin, TX 78745');
  });

  test('European address with postcode before the city and a country', () => {
    const a = parseAddress('Via Roma 14, Scala B, 20121 Milano, Italy')!;
    assert.deepEqual([a.street, a.line2, a.city, a.zip, a.country], ['Via Roma 14', 'Scala B', 'Milano', '20121', 'Italy']);
  });

  test('a list of words is not an address', () => {
    assert.equal(parseAddress('English, French, Italian'), undefined);
  });

  test('US addresses are found inside running text, with the name before them', () => {
    const text = 'Buyer: Thomas Reyes, 512 Prairie View Rd, Springfield, IL 62704. Next.';
    const found = findUsAddresses(text);
    assert.deepEqual(found.map((f) => f.text), ['512 Prairie View Rd, Springfield, IL 62704']);
    assert.equal(nameBefore(text.slice(0, found[0]!.start)), 'Thomas Reyes');
    assert.equal(nameBefore('offered by Cloud Native Skills Institute, '), 'Cloud Native Skills Institute');
  });
});

describe('US addresses in running text (issue 4)', () => {
  test('a unit written "Apt 7" belongs to the address; running words before a number are not a street', () => {
    const found = findUsAddresses('I moved from 1450 Lakeshore Dr, Apt 7, Cleveland, OH 44114 to my new home at 82 Magnolia Street, Charlotte, NC 28203.');
    assert.deepEqual(found.map((f) => f.text), ['1450 Lakeshore Dr, Apt 7, Cleveland, OH 44114', '82 Magnolia Street, Charlotte, NC 28203']);
  });

  test('street names with directions and suites still match', () => {
    assert.equal(findUsAddresses('The form goes to Lakeshore Publishing Inc., 200 N Michigan Ave, Chicago, IL 60601.')[0]?.text, '200 N Michigan Ave, Chicago, IL 60601');
    assert.equal(findUsAddresses('offered by X, 548 Market St Suite 410, San Francisco, CA 94104 (tel.')[0]?.text, '548 Market St Suite 410, San Francisco, CA 94104');
  });
});

describe('Canadian and prose addresses (issue 4)', () => {
  test('"<street> in <city>, <province>, postal code <A1A 1A1>": the city, the province written out and the code', () => {
    const a = parseAddress('14-220 Riverside Drive in Kelowna, British Columbia, postal code V1Y 9T2')!;
    assert.deepEqual([a.street, a.city, a.state, a.zip], ['14-220 Riverside Drive', 'Kelowna', 'British Columbia', 'V1Y 9T2']);
  });

  test('a two-letter province before a Canadian postal code, and a region between city and code', () => {
    const a = parseAddress('88 Queen St W, Toronto, ON M5H 2N2')!;
    assert.deepEqual([a.street, a.city, a.state, a.zip], ['88 Queen St W', 'Toronto', 'ON', 'M5H 2N2']);
    const b = parseAddress('12 Main St, Springfield, Illinois, 62704')!;
    // (A state written out, with a comma before the ZIP code as an address said aloud has it, is written as its code.)
    assert.deepEqual([b.street, b.city, b.state, b.zip], ['12 Main St', 'Springfield', 'IL', '62704']);
  });

  test('with only a street and a city before the code, the part before it is the city', () => {
    const a = parseAddress('5 Harbour Rd, Halifax, B3H 1A1')!;
    assert.deepEqual([a.street, a.city, a.state, a.zip], ['5 Harbour Rd', 'Halifax', '', 'B3H 1A1']);
  });
});

describe('titles and European postcodes (dev set "update request")', () => {
  test('a courtesy title is not part of the name; without a title there is nothing to read', () => {
    for (const [text, title, full] of [
      ['Mr. Henrik Lindqvist', 'Mr', 'Henrik Lindqvist'],
      ['Dr Ana Ruiz', 'Dr', 'Ana Ruiz'],
      ['Prof. Jan de Vries', 'Prof', 'Jan de Vries'],
      ['Mrs Claire Dubois', 'Mrs', 'Claire Dubois'],
    ] as const) {
      const titled = titledPersonName(text)!;
      assert.equal(titled.title, title, text);
      assert.equal(titled.person.full, full, text);
    }
    assert.equal(titledPersonName('Henrik Lindqvist'), undefined);
    assert.equal(titledPersonName('Dr. Smith Clinic Inc'), undefined);
    assert.equal(titledPersonName('Mr. Pike'), undefined);
  });

  test('postcode before the city in the shapes of several countries', () => {
    const cases: [string, string, string][] = [
      ['Storgatan 8, lgh 1102, 114 51 Stockholm, Sweden', '114 51', 'Stockholm'],
      ['12 rue de Rivoli, 75008 Paris, France', '75008', 'Paris'],
      ['Hauptstraße 5, 10115 Berlin, Germany', '10115', 'Berlin'],
      ['10 Downing Street, SW1A 2AA London', 'SW1A 2AA', 'London'],
      ['Keizersgracht 100, 1015 AA Amsterdam, Netherlands', '1015 AA', 'Amsterdam'],
      ['ul. Marszałkowska 10, 00-950 Warszawa, Poland', '00-950', 'Warszawa'],
      ['Rua Augusta 20, 1100-053 Lisboa, Portugal', '1100-053', 'Lisboa'],
    ];
    for (const [text, zip, city] of cases) {
      const a = parseAddress(text)!;
      assert.deepEqual([a.zip, a.city], [zip, city], text);
    }
    const swedish = parseAddress('Storgatan 8, lgh 1102, 114 51 Stockholm, Sweden')!;
    assert.deepEqual([swedish.street, swedish.line2, swedish.country], ['Storgatan 8', 'lgh 1102', 'Sweden']);
    // The city first and the postcode after it, as the UK and Sweden also write it.
    assert.deepEqual(['zip', 'city'].map((k) => parseAddress('Storgatan 8, Stockholm 114 51')![k as 'zip' | 'city']), ['114 51', 'Stockholm']);
  });

  test('an address given in pieces is put together, a unit after the street becoming its second line', () => {
    const a = addressFromParts({ street: '1200 Harbor Blvd, Suite 410', city: 'Oakland', state: 'CA', zip: '94607' });
    assert.deepEqual([a.street, a.line2, a.city, a.state, a.zip], ['1200 Harbor Blvd', 'Suite 410', 'Oakland', 'CA', '94607']);
    assert.equal(a.full, '1200 Harbor Blvd, Suite 410, Oakland, CA 94607');
    assert.equal(cityStateZip(a), 'Oakland, CA 94607');
    assert.equal(addressFromParts({ street: 'Storgatan 8', zip: '114 51', city: 'Stockholm', country: 'Sweden' }).full, 'Storgatan 8, Stockholm, 114 51, Sweden');
  });
});

describe('remarks after an address (issue 4)', () => {
  test('a remark in parentheses at the end is not part of the address', () => {
    const address = parseAddress('Neubaugasse 31, Stiege 2, Top 7, 1070 Wien, Austria (city = Wien, she spelled it)');
    assert.deepEqual(address && { street: address.street, line2: address.line2, zip: address.zip, city: address.city, country: address.country }, {
      street: 'Neubaugasse 31', line2: 'Stiege 2, Top 7', zip: '1070', city: 'Wien', country: 'Austria',
    });
  });
});

describe('US addresses as people write them (issue 4)', () => {
  test('a state written out, a post office box, a unit after the street without a comma', () => {
    const spelled = findUsAddresses('Previous residence was 918 S Harbor Blvd, Santa Ana, California 92704 (house).');
    assert.deepEqual(spelled.map((a) => a.text), ['918 S Harbor Blvd, Santa Ana, California 92704']);
    assert.deepEqual(parseAddress(spelled[0]!.text) && [parseAddress(spelled[0]!.text)!.state, parseAddress(spelled[0]!.text)!.full], ['CA', '918 S Harbor Blvd, Santa Ana, CA 92704']);
    const box = findUsAddresses('mail goes to P.O. Box 3318, Garden Grove, CA 92842 - thanks');
    assert.deepEqual(box.map((a) => a.text), ['P.O. Box 3318, Garden Grove, CA 92842']);
    const unit = parseAddress('12650 Brookhurst St Apt 12C, Garden Grove CA 92840');
    assert.deepEqual(unit && [unit.street, unit.line2, unit.city, unit.state], ['12650 Brookhurst St', 'Apt 12C', 'Garden Grove', 'CA']);
    // "Washington DC" keeps its city; a state name not before a ZIP code is not rewritten.
    assert.equal(parseAddress('1400 Independence Ave SW, Washington DC 20250')?.city, 'Washington');
  });

  test('the words before an address are a name only when they are written like one', () => {
    assert.equal(nameBefore('The form goes to Lakeshore Publishing Inc., '), 'Lakeshore Publishing Inc.');
    assert.equal(nameBefore('Previous residence was '), undefined);
    assert.equal(nameBefore('Office of the Chief Information Officer, Infrastructure Branch, '), 'Office of the Chief Information Officer, Infrastructure Branch');
  });
});
