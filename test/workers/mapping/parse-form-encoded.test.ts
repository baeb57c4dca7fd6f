import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { linesWithFormEncodingRead } from '../../../workers/mapping/parse-form-encoded.js';
import { mapValuesWith } from '../../../workers/stages/map-values.js';
import { described, fieldAt } from '../../helpers/form-fields.js';

describe('URL-encoded web-form submissions', () => {
  test('each pair becomes a keyed line, the key in words and the value decoded', () => {
    const lines = linesWithFormEncodingRead([
      'Subject: New submission',
      'given_name=Renata&familyName=Kowalczyk&town=Ann+Arbor&email=renata%40mail.example&mobile=%2B1+734+555+0192&languages=English%2CGerman&empty=',
    ]);
    assert.deepEqual(lines, [
      'Subject: New submission',
      'given name: Renata',
      'family Name: Kowalczyk',
      'town: Ann Arbor',
      'email: renata@mail.example',
      'mobile: +1 734 555 0192',
      'languages: English, German',
    ]);
  });

  test('a query after a URL is read; two pairs, or a sentence with "=", are not a submission', () => {
    assert.deepEqual(linesWithFormEncodingRead(['https://forms.example/submit?a=1&b=2&c=3']), ['a: 1', 'b: 2', 'c: 3']);
    assert.deepEqual(linesWithFormEncodingRead(['x=1&y=2']), ['x=1&y=2']);
    assert.deepEqual(linesWithFormEncodingRead(['total = 4 & more']), ['total = 4 & more']);
    // A broken escape is kept as written.
    assert.deepEqual(linesWithFormEncodingRead(['a=100%&b=2&c=3']), ['a: 100%', 'b: 2', 'c: 3']);
  });

  test('the pairs make one address, and place names are no people', () => {
    const facts = parseData('street_line=4410+Birchwood+Ct&street_line_extra=Unit+7&town=Ann+Arbor&state_province=MI&zip=48104&submission_id=88213').facts;
    const address = facts.find((f) => f.address)?.address;
    assert.equal(address?.street, '4410 Birchwood Ct');
    assert.equal(address?.line2, 'Unit 7');
    assert.equal(address?.city, 'Ann Arbor');
    assert.equal(address?.zip, '48104');
    assert.ok(!facts.some((f) => f.person?.full === 'Ann Arbor'));
    assert.ok(!parseData('languages: English, German').facts.some((f) => f.person));
  });
});

test('five digits under a key that names something else are no postcode', async () => {
  const postcode = fieldAt('Postcode', 'text', { x: 100, y: 100 });
  const descriptions = [described('Postcode', 'Postcode')];
  const value = async (data: string) => (await mapValuesWith({ fields: [postcode], descriptions, data }, {})).assignments[0]?.value;
  assert.equal(await value('submission_id=88213&zip=48104&town=Ann+Arbor'), '48104');
  assert.equal(await value('submission id: 88213'), undefined);
});
