/**
 * Mapping rules of the dev set's "fresh v3" cases, on small made-up forms: an organisation as the subject of a
 * form (its name on the "Name" line, its classification picked by a caption given whole, its address given in
 * pieces), an option ticked because its blank was filled, and the words of an address or a name that state
 * nothing about a check box.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FieldDescription, FieldInfo } from '../../../src/shared/protocol.js';
import { buildProfile } from '../../../workers/mapping/field-profile.js';
import { mapValuesWith, tickOptionOfFilledBlank } from '../../../workers/stages/map-values.js';

function field(name: string, type: FieldInfo['type'], x: number, y: number, width: number, height = 12): FieldInfo {
  const position = { x, y, width, height };
  return {
    name, type, required: false, readonly: false, tooltip: null, defaultValue: null, currentValue: null,
    textMaxLength: null, comb: false, multiline: false, listbox: false, options: type === 'checkbox' ? ['Yes'] : null, optionLabels: null,
    formatAction: null, page: 1, position, widgets: [{ page: 1, position, exportValue: null }],
  };
}

function described(name: string, mainText: string, contextText = mainText): FieldDescription {
  return { name, mainText, contextText, confidence: 0.9, reasoning: '' };
}

async function mappedValues(fields: FieldInfo[], descriptions: FieldDescription[], data: string): Promise<Record<string, string | boolean>> {
  const { assignments } = await mapValuesWith({ fields, descriptions, data }, {});
  return Object.fromEntries(assignments.map((a) => [a.name, a.value]));
}

/** A W-9-like top of page: name lines, classification boxes, address lines and the requester's box. */
function taxForm(): { fields: FieldInfo[]; descriptions: FieldDescription[] } {
  const rows: [string, FieldInfo['type'], number, number, number, string][] = [
    ['name', 'text', 60, 100, 400, '1 Name (as shown on your income tax return). Name is required on this line; do not leave this line blank.'],
    ['business', 'text', 60, 124, 400, '2 Business name/disregarded entity name, if different from above'],
    ['sole', 'checkbox', 60, 150, 8, 'Individual/sole proprietor or single-member LLC'],
    ['ccorp', 'checkbox', 200, 150, 8, 'C Corporation'],
    ['scorp', 'checkbox', 280, 150, 8, 'S Corporation'],
    ['partnership', 'checkbox', 360, 150, 8, 'Partnership'],
    ['street', 'text', 60, 180, 300, '5 Address (number, street, and apt. or suite no.)'],
    ['cityline', 'text', 60, 204, 300, '6 City, state, and ZIP code'],
    ['requester', 'text', 380, 180, 180, 'Requester’s name and address (optional)'],
  ];
  return {
    fields: rows.map(([name, type, x, y, width]) => field(name, type, x, y, width)),
    descriptions: rows.map(([name, , , , , label]) => described(name, label)),
  };
}

describe('an organisation as the subject of a form', () => {
  test('JSON "company" and "entity type": the name line and the classification; the address from its pieces', async () => {
    const { fields, descriptions } = taxForm();
    const values = await mappedValues(fields, descriptions, JSON.stringify({
      company: 'Bluebird Analytics Corporation',
      'entity type': 'C corporation',
      street: '1200 Harbor Blvd, Suite 410',
      city: 'Oakland',
      state: 'CA',
      zip: '94607',
      requester: 'Summit Office Supply LLC, 77 Pine St, Portland, OR 97204',
    }));
    assert.equal(values.name, 'Bluebird Analytics Corporation');
    // "If different from above": the same organisation is not written twice, nor is its kind a name.
    assert.equal(values.business, undefined);
    assert.equal(values.ccorp, true);
    assert.notEqual(values.scorp, true);
    assert.equal(values.street, '1200 Harbor Blvd, Suite 410');
    assert.equal(values.cityline, 'Oakland, CA 94607');
  });

  test('with a person named as the writer, the person keeps the name line and the business its own', async () => {
    const { fields, descriptions } = taxForm();
    const values = await mappedValues(fields, descriptions, JSON.stringify({ name: 'Jane Roe', business: 'Roe Consulting', street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' }));
    assert.equal(values.name, 'Jane Roe');
    assert.equal(values.business, 'Roe Consulting');
  });

  test('a form with its own field for the business keeps the organisation out of a person’s "Name"', async () => {
    const fields = [field('legal', 'text', 60, 100, 300), field('signer', 'text', 60, 700, 300)];
    const descriptions = [described('legal', 'Legal name of business'), described('signer', 'Name (print)', 'Certification  Name (print)')];
    const values = await mappedValues(fields, descriptions, 'Company: Northern Leaf Cultivation Inc.\nPhone: 250-555-0100');
    assert.equal(values.legal, 'Northern Leaf Cultivation Inc.');
    assert.equal(values.signer, undefined);
  });

  test('a caption shared by two boxes, or a value that is only part of one, picks nothing', async () => {
    const fields = [field('a', 'checkbox', 60, 100, 8), field('b', 'checkbox', 60, 200, 8), field('c', 'checkbox', 60, 300, 8), field('s', 'checkbox', 60, 400, 8)];
    const descriptions = [described('a', 'Other'), described('b', 'Other'), described('c', 'C Corporation'), described('s', 'S Corporation')];
    const values = await mappedValues(fields, descriptions, 'Type: Other\nClassification: corporation');
    assert.deepEqual([values.a, values.b, values.c, values.s], [undefined, undefined, undefined, undefined]);
    assert.equal((await mappedValues(fields, descriptions, 'Classification: S corporation')).s, true);
  });
});

describe('options and the words that state them', () => {
  test('a filled blank after a box under the same caption ticks the box', () => {
    const fields = [field('cash', 'checkbox', 108, 403, 10, 7), field('to', 'text', 382, 385, 134, 26), field('trade', 'checkbox', 108, 552, 10, 7)];
    const labels = ['Seller accepts cash payment in the amount of', 'Seller accepts cash payment in the amount of', 'Seller accepts trade for the Firearm in exchange for'];
    const descriptions = new Map(fields.map((f, i) => [f.name, described(f.name, labels[i]!)]));
    const profiles = fields.map((f, i) => buildProfile(f, descriptions.get(f.name), i));
    const chosen = [{ field: 1, value: '380', score: 0.54, fact: 3, concept: 'money' as const, reasoning: '' }];
    tickOptionOfFilledBlank(profiles, descriptions, chosen);
    assert.deepEqual(chosen.map((c) => [profiles[c.field]!.field.name, c.value]), [['cash', true], ['to', '380']]);
    // A box the text already answered keeps its answer.
    const answered = [{ field: 0, value: false, score: 0.8, fact: -1, concept: undefined, reasoning: '' }, { field: 1, value: '380', score: 0.54, fact: 3, concept: 'money' as const, reasoning: '' }];
    tickOptionOfFilledBlank(profiles, descriptions, answered);
    assert.equal(answered.find((c) => c.field === 0)?.value, false);
  });

  test('a filled blank after a radio button takes its option; a check box no page shows is not ticked', () => {
    const radioWidget = (y: number, exportValue: string) => ({ page: 1, position: { x: 109, y, width: 9, height: 9 }, exportValue });
    const radio = { ...field('purchase', 'radio', 109, 402, 9, 9), options: ['Value8', 'Value81', 'Value811'], widgets: [radioWidget(402, 'Value8'), radioWidget(521, 'Value81'), radioWidget(551, 'Value811')] };
    const hiddenTwin = field('Seller accepts cash', 'checkbox', 108, 403, 10, 7);
    hiddenTwin.widgets[0]!.unlisted = true;
    const fields = [hiddenTwin, radio, field('amount', 'text', 382, 396, 134, 15), field('exchange', 'text', 409, 541, 126, 20)];
    const labels = ['Seller accepts cash payment in the amount of', 'purchase option', 'Seller accepts cash payment in the amount of', 'Seller accepts trade for the Firearm in exchange for'];
    const descriptions = new Map(fields.map((f, i) => [f.name, described(f.name, labels[i]!)]));
    const profiles = fields.map((f, i) => buildProfile(f, descriptions.get(f.name), i));
    const chosen = [
      { field: 2, value: '585.00', score: 0.8, fact: 3, concept: 'money' as const, reasoning: '' },
      { field: 3, value: 'Cash payment', score: 0.52, fact: 4, concept: undefined, reasoning: '' },
    ];
    tickOptionOfFilledBlank(profiles, descriptions, chosen);
    // The surer blank's button is the option; the other blank's value is no detail of it.
    assert.deepEqual(chosen.map((c) => [profiles[c.field]!.field.name, c.value]), [['purchase', 'Value8'], ['amount', '585.00']]);
    // A blank asking about an option ("If yes, explain") is the detail of none.
    const ifYes = new Map(descriptions).set('amount', described('amount', 'If yes, explain why'));
    const alone = [{ field: 2, value: 'moved abroad', score: 0.8, fact: 3, concept: undefined, reasoning: '' }];
    tickOptionOfFilledBlank(fields.map((f, i) => buildProfile(f, ifYes.get(f.name), i)), ifYes, alone);
    assert.deepEqual(alone.map((c) => profiles[c.field]!.field.name), ['amount']);
  });

  test('a country in an address, or a word in a name, states nothing about a check box', async () => {
    const fields = [field('german', 'checkbox', 60, 100, 8), field('english', 'checkbox', 160, 100, 8), field('partnership', 'checkbox', 60, 200, 8)];
    const descriptions = [described('german', 'Language Deutsch'), described('english', 'Language English'), described('partnership', 'Partnership')];
    const values = await mappedValues(fields, descriptions, 'address: Hauptstraße 5, 10115 Berlin, Germany\norganization: Harbor Light Partners');
    assert.notEqual(values.german, true);
    assert.notEqual(values.partnership, true);
    // Said outside the address, it still counts.
    assert.equal((await mappedValues(fields, descriptions, 'I speak German.'))['german'], true);
  });
});

describe('parts of an address keyed by the whole', () => {
  test('"new address: …" fills the city and postcode boxes, not a box that only mentions a state', async () => {
    const fields = [field('addr', 'text', 60, 100, 300), field('postcode', 'text', 60, 124, 100), field('city', 'text', 200, 124, 160), field('refunds', 'text', 400, 300, 80)];
    const descriptions = [
      described('addr', 'Address 1'), described('postcode', 'Postcode'), described('city', 'City'),
      described('refunds', 'Taxable refunds, credits, or offsets of state and local income taxes'),
    ];
    const values = await mappedValues(fields, descriptions, 'Update request:\n- Mr. Henrik Lindqvist\n- new address: Storgatan 8, 114 51 Stockholm, Sweden');
    assert.deepEqual([values.addr, values.postcode, values.city, values.refunds], ['Storgatan 8', '114 51', 'Stockholm', undefined]);
  });
});
