/** Whose an address is, read from the words written around it rather than from its key alone. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

describe('whose an address is, from the words around it (issue 4)', () => {
  test('an address right after a company\'s name is the company\'s, not the home address', async () => {
    const fields = [fieldAt('home', 'text', { x: 40, y: 700, width: 300 }), fieldAt('employer', 'text', { x: 40, y: 200, width: 400 })];
    const descriptions = [described('home', 'Home address (number and street or rural route)'), described('employer', "Employer's name and address")];
    const values = await mappedValues(fields, descriptions, 'HR wrote it on a sticky: Harlow & Finch Logistics Inc, 900 Commerce Park Dr, Dayton, OH 45414.');
    assert.equal(values.employer, 'Harlow & Finch Logistics Inc, 900 Commerce Park Dr, Dayton, OH 45414');
    assert.equal(values.home, undefined);
  });

  test('"Office mailing address: …" is the office\'s block, not the training vendor\'s, for all its address words', async () => {
    const fields = [fieldAt('org', 'text', { x: 40, y: 700, width: 400 }), fieldAt('vendor', 'text', { x: 40, y: 300, width: 400 })];
    const descriptions = [
      described('org', 'Organization Mailing Address (Branch/Division/Office/Bureau/Agency)'),
      described('vendor', 'Name and Mailing Address of Training Vendor (No., Street, City, State, ZIP Code)'),
    ];
    const values = await mappedValues(fields, descriptions, 'Office mailing address: Office of Strategic Planning, Performance Division, 1800 G St NW, Room 4120, Washington, DC 20006');
    assert.equal(values.org, 'Office of Strategic Planning, Performance Division, 1800 G St NW, Room 4120, Washington, DC 20006');
    assert.equal(values.vendor, undefined);
  });

  test('an address after an institute\'s name is not a home address', async () => {
    const fields = [fieldAt('home', 'text', { x: 40, y: 700, width: 300 })];
    const values = await mappedValues(fields, [described('home', 'Home Address (Optional) (Number, Street, City, State, ZIP Code)')], 'The course is from Brightline Leadership Institute, 1120 Vermont Ave NW, Suite 600, Washington, DC 20005.');
    assert.equal(values.home, undefined);
  });
});
