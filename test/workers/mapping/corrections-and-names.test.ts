import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FieldInfo } from '../../../src/shared/protocol.js';
import { correctsValue } from '../../../workers/mapping/corrections.js';
import { parsePersonName } from '../../../workers/mapping/parse-compound.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

/** The values the rules assign, by field name, each field labelled with its own name. */
function mapped(fields: FieldInfo[], data: string): Promise<Record<string, string | boolean>> {
  return mappedValues(fields, fields.map((f) => described(f.name, f.name)), data);
}

describe('correctsValue', () => {
  test('two swapped digits in a street number are a correction', () => {
    assert.equal(correctsValue('4471 Juniper Ridge Road', '4417 Juniper Ridge Road'), true);
  });

  test('two swapped digits in a number are a correction', () => {
    assert.equal(correctsValue('15.680', '15.608'), true);
  });

  test('an unrelated date is no correction of another', () => {
    assert.equal(correctsValue('03/04/2025', '12/24/2019'), false);
  });

  test('values too short are never corrections', () => {
    assert.equal(correctsValue('abc', 'abd'), false);
  });

  test('the same value does not correct itself', () => {
    assert.equal(correctsValue('4417 Juniper Ridge Road', '4417 Juniper Ridge Road'), false);
  });
});

describe('corrections in the data', () => {
  test('"test_2 should be X, not Y" replaces the earlier value', () => {
    const facts = parseData('test_2: 4471 Juniper Ridge Road\nSorry, one correction: test_2 should be 4417 Juniper Ridge Road, not 4471.').facts;
    const fact = facts.find((f) => f.key === 'test_2');
    assert.equal(fact?.value, '4417 Juniper Ridge Road');
  });

  test('a value called a typo is dropped for the right number', () => {
    const facts = parseData('I wrote the CFDA as 15.680. Sorry, that was a typo. The right number is 15.608.').facts;
    assert.equal(facts.some((f) => f.value === '15.680'), false);
  });

  test('without a correcting word both dates stay', () => {
    const facts = parseData('Start: 03/04/2025. My birthday is 03/14/2025.').facts;
    assert.equal(facts.find((f) => f.key === 'Start')?.value, '03/04/2025');
    assert.ok(facts.some((f) => f.value === '03/14/2025'), JSON.stringify(facts.map((f) => f.value)));
  });
});

describe('instructions in parentheses', () => {
  test('"(write it as digits please)" turns the spoken number into digits', () => {
    const fact = parseData('test_3: ninety-two (write it as digits please)').facts.find((f) => f.key === 'test_3');
    assert.equal(fact?.value, '92');
  });

  test('a parenthesis with no instruction word is kept', () => {
    const fact = parseData('Note: see (page 2)').facts.find((f) => f.key === 'Note');
    assert.equal(fact?.value, 'see (page 2)');
  });
});

describe('keys with underscores', () => {
  test('"check_1: yes" is a key and a value', () => {
    const fact = parseData('check_1: yes').facts.find((f) => f.key === 'check_1');
    assert.equal(fact?.value, 'yes');
  });
});

describe('numbered field names', () => {
  test('each numbered field gets only its own number\'s value', async () => {
    const box = (y: number) => ({ x: 100, y });
    const fields = [fieldAt('test_1', 'text', box(700)), fieldAt('test_2', 'text', box(670)), fieldAt('test_3', 'text', box(640))];
    const values = await mapped(fields, 'test_2: 4417 Juniper Ridge Road\ntest_3: 92');
    assert.equal(values['test_2'], '4417 Juniper Ridge Road');
    assert.equal(values['test_3'], '92');
    assert.equal(values['test_1'], undefined);
  });

  test('a column of numbered check boxes is ticked by its own answers', async () => {
    const fields = [100, 130, 160].map((y, i) => fieldAt(`check_${i + 1}`, 'checkbox', { x: 100, y }));
    const values = await mapped(fields, 'check_1: yes\ncheck_2: no\ncheck_3: yes');
    assert.equal(values['check_1'], true);
    assert.equal(values['check_3'], true);
    assert.notEqual(values['check_2'], true);
  });
});

describe('ordinal choices', () => {
  const radio = () =>
    fieldAt('radio_1', 'radio', { x: 100, y: 700 }, { options: ['Choice1', 'Choice2', 'Choice3'], optionLabels: ['Choice1', 'Choice2', 'Choice3'] });

  test('"the second choice" picks the second option', async () => {
    const values = await mapped([radio()], 'radio_1: the second choice');
    assert.equal(values['radio_1'], 'Choice2');
  });

  test('"the last option" picks the last option', async () => {
    const values = await mapped([radio()], 'radio_1: the last option');
    assert.equal(values['radio_1'], 'Choice3');
  });
});

describe('organisations', () => {
  test('a legal name ending in LLC is an organisation', () => {
    const fact = parseData('Legal name: Brightline Analytics LLC').facts.find((f) => f.value === 'Brightline Analytics LLC');
    assert.equal(fact?.organisation, true);
  });

  test('a person\'s legal name is no organisation', () => {
    const fact = parseData('Legal name: Maria Lopez').facts.find((f) => f.value === 'Maria Lopez');
    assert.ok(fact, 'no fact for Maria Lopez');
    assert.notEqual(fact.organisation, true);
  });

  test('"do business as X" gives X as a doing-business-as organisation', () => {
    const facts = parseData('We also do business as Brightline Data Labs, so that goes on the business name line.').facts;
    const fact = facts.find((f) => f.value === 'Brightline Data Labs');
    assert.ok(fact, JSON.stringify(facts));
    assert.equal(fact.organisation, true);
    assert.ok(fact.key.includes('doing business as'), fact.key);
  });
});

describe('values the form already has', () => {
  test('"the form already says X, so keep it" fills nothing', async () => {
    const values = await mapped(
      [fieldAt('Federal agency name', 'text', { x: 100, y: 700 })],
      "Federal agency: the form already says U.S. Department of the Interior, and that's correct, so keep it.",
    );
    assert.equal(values['Federal agency name'], undefined);
  });
});

describe('identifiers followed by a title', () => {
  test('the identifier stops at the comma before "titled"', () => {
    const facts = parseData('Funding opportunity: F25AS00210, titled "FY2025 Coastal Wetlands"').facts;
    assert.ok(facts.some((f) => f.value === 'F25AS00210'), JSON.stringify(facts.map((f) => f.value)));
    assert.equal(facts.some((f) => f.value === 'F25AS00210, titled'), false);
  });
});

describe('person names', () => {
  test('a credit union is no person', () => {
    assert.equal(parsePersonName('Cumberland Valley Credit Union'), undefined);
  });

  test('a department is no person', () => {
    assert.equal(parsePersonName('Accounts Payable'), undefined);
  });

  test('a first and last name is a person', () => {
    assert.equal(parsePersonName('Rachel Kim')?.last, 'Kim');
  });
});

describe('a value set against the one it replaces (issue 4)', () => {
  test('"the apt is 4D not 4B" mends the code wherever it stands; "make line 6 $35 not 20" only a whole 20', () => {
    const facts = parseData('addr is 2217 Larkspur Ln Apt 4B, Dayton OH 45419. Due June 20, 2025. Do 20 extra per paycheck.\nomg wait the apt is 4D not 4B.\nactually make it $35 not 20.').facts;
    assert.ok(facts.some((f) => f.value === '2217 Larkspur Ln Apt 4D, Dayton OH 45419'));
    assert.ok(!facts.some((f) => /4B/.test(f.value)));
    assert.ok(facts.some((f) => f.value === '$35' && /extra/.test(f.key)));
    assert.ok(facts.some((f) => /June 20, 2025/.test(f.value)));
    assert.ok(!facts.some((f) => f.value === '20'));
  });

  test('"the ZIP code is 60613, not 60657" mends the address that gave 60657', () => {
    const facts = parseData('The property is the condo at 418 W Belmont Ave, Unit 3F, Chicago, IL 60657.\nSorry, one correction: the condo\'s ZIP code is 60613, not 60657.').facts;
    assert.ok(facts.some((f) => f.address?.zip === '60613' && f.address.street === '418 W Belmont Ave'));
    assert.ok(!facts.some((f) => /60657/.test(f.value) && !/not 60657/.test(f.value)));
  });

  test('"single not married" says what is not so, and mends nothing', () => {
    const facts = parseData('Status: married filing jointly.\nSorry, single not married.').facts;
    assert.ok(facts.some((f) => f.value === 'married filing jointly'));
  });
});

describe('a box for the first name and middle initial (issue 4)', () => {
  test('takes "Anjali K." as written when the text keys it so, whatever the tooltip says of the next box', async () => {
    const fields = [fieldAt('f1_01', 'text', { x: 40, y: 700 }, { tooltip: 'Step 1: (a) First name and middle initial. Last name in the next box.' }), fieldAt('f1_02', 'text', { x: 300, y: 700 })];
    const values = await mappedValues(fields, [described('f1_01', '(a) First name and middle initial'), described('f1_02', 'Last name')], 'First name and middle initial: Anjali K.\nLast name: Deshpande-Moore');
    assert.equal(values.f1_01, 'Anjali K.');
    assert.equal(values.f1_02, 'Deshpande-Moore');
  });
});
