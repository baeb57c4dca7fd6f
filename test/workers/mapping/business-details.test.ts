import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

describe("a business's details in a list", () => {
  const LIST = [
    'Please complete the W-9 for our company using the details below:',
    '• Legal name (as on our tax return): Harbor & Pine Woodworks LLC',
    '• Trade name / DBA: Harbor Pine Custom Cabinetry',
    '• Business structure: multi-member LLC, taxed as a partnership',
    '• Street address: 2270 Ferncliff Avenue, Suite 5',
    '• City/State/ZIP: Bellingham, WA 98225',
  ].join('\n');

  test('"Trade name / DBA" is no person\'s name; a street with its suite under "Street address" is one street', () => {
    const facts = parseData(LIST).facts;
    assert.equal(facts.find((f) => f.key === 'Trade name / DBA')?.person, undefined);
    // (With the city line under its own key, the street is one address with it.)
    const address = facts.find((f) => f.address?.street === '2270 Ferncliff Avenue')?.address;
    assert.deepEqual([address?.line2, address?.city, address?.zip], ['Suite 5', 'Bellingham', '98225']);
    assert.equal(facts.some((f) => f.key === 'Suite'), false);
    assert.equal(facts.find((f) => f.key === 'tax classification')?.value, 'partnership');
  });

  test('the legal name goes on the name line, the trade name on the line for a name different from it, "taxed as a partnership" in the code box', async () => {
    const fields = [
      fieldAt('f1_1', 'text', { x: 40, y: 100, width: 400 }),
      fieldAt('f1_2', 'text', { x: 40, y: 130, width: 400 }),
      fieldAt('f1_3', 'text', { x: 413, y: 180, width: 33 }, { textMaxLength: 1 }),
      fieldAt('f1_7', 'text', { x: 40, y: 240, width: 300 }),
    ];
    const code = 'Limited liability company. Enter the tax classification (C=C corporation, S=S corporation, P=Partnership)';
    const values = await mappedValues(
      fields,
      [
        described('f1_1', '1 Name (as shown on your income tax return). Name is required on this line; do not leave this line blank.'),
        described('f1_2', '2 Business name/disregarded entity name, if different from above'),
        described('f1_3', code),
        described('f1_7', '5 Address (number, street, and apt. or suite no.) See instructions.'),
      ],
      LIST,
    );
    assert.equal(values.f1_1, 'Harbor & Pine Woodworks LLC');
    assert.equal(values.f1_2, 'Harbor Pine Custom Cabinetry');
    assert.equal(values.f1_3, 'P');
    assert.equal(values.f1_7, '2270 Ferncliff Avenue, Suite 5');
  });

  test('"I now live at <address abroad>" is the home address', () => {
    const address = parseData('My name is Tomás Brandão and I now live at Rua das Flores 87, 2nd floor, 4050-265 Porto, Portugal.').facts.find((f) => f.address)?.address;
    assert.deepEqual([address?.street, address?.line2, address?.zip, address?.city], ['Rua das Flores 87', '2nd floor', '4050-265', 'Porto']);
  });
  test('"Requester is …", a value put "in the account numbers box", and a name in quotes are keyed', () => {
    const facts = (data: string) => parseData(data).facts.map((f) => [f.key, f.value]);
    assert.deepEqual(facts('Requester is Pacific Rim Event Partners, Inc., 3100 Ocean Park Blvd, Santa Monica, CA 90405 - they want it soon.')[0], ['Requester', 'Pacific Rim Event Partners, Inc., 3100 Ocean Park Blvd, Santa Monica, CA 90405']);
    assert.deepEqual(facts('Their AP department said to list our vendor number, PREP-V-100482, in the account numbers box.')[0], ['account numbers', 'PREP-V-100482']);
    assert.deepEqual(facts('Please put PREP-V-100482 in the account number field.')[0], ['account number', 'PREP-V-100482']);
    assert.deepEqual(facts('Storefront name "Brightwater Sign & Print". Thanks.')[0], ['Storefront name', 'Brightwater Sign & Print']);
  });
});
