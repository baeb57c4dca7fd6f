import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FieldInfo } from '../../../src/shared/protocol.js';
import { fieldAt } from '../../helpers/form-fields.js';
import { mapValuesWith } from '../../../workers/stages/map-values.js';

function field(name: string, y: number): FieldInfo {
  return fieldAt(name, 'text', { x: 100, y, width: 200 });
}

test('"none", "N/A" and "not sure - leave it" fill nothing; a real value next to them does', async () => {
  const fields = [field('Office code', 100), field('Middle name', 120), field('Suite', 140), field('Employer', 160)];
  const descriptions = fields.map((f) => ({ name: f.name, mainText: f.name, contextText: f.name, confidence: 0.9, reasoning: '' }));
  const data = 'Office code: (none / not sure - leave it)\nMiddle name: N/A\nSuite: none\nEmployer: Brightwater Home Health LLC';
  const { assignments } = await mapValuesWith({ fields, descriptions, data }, {});
  assert.deepEqual(assignments.map((a) => [a.name, a.value]), [['Employer', 'Brightwater Home Health LLC']]);
});

test('a count in a JSON export ticks no box, and a yes ticks no box of a numbered row', async () => {
  const box = (name: string, x: number): FieldInfo => ({ ...field(name, 100), type: 'checkbox', options: ['Yes'], position: { x, y: 100, width: 10, height: 10 } });
  const fields = [box('Goal Box 1', 100), box('Goal Box 2', 120), box('Goal Box 3', 140), box('Retired', 300)];
  const descriptions = fields.map((f) => ({ name: f.name, mainText: f.name.replace(/ \d+$/, ''), contextText: 'Goals', confidence: 0.9, reasoning: '' }));
  const json = JSON.stringify({ goals: [{ text: 'Track down Brell', progress: 1 }], goal: 'yes', retired: true });
  const { assignments } = await mapValuesWith({ fields, descriptions, data: json }, {});
  assert.deepEqual(assignments.filter((a) => a.value === true).map((a) => a.name), ['Retired']);
});
