import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FieldInfo } from '../../../src/shared/protocol.js';
import { mapValuesWith } from '../../../workers/stages/map-values.js';

function field(name: string, y: number): FieldInfo {
  const position = { x: 100, y, width: 200, height: 12 };
  return {
    name, type: 'text', required: false, readonly: false, tooltip: null, defaultValue: null, currentValue: null,
    textMaxLength: null, comb: false, multiline: false, listbox: false, options: null, optionLabels: null,
    formatAction: null, page: 1, position, widgets: [{ page: 1, position, exportValue: null }],
  };
}

test('"none", "N/A" and "not sure - leave it" fill nothing; a real value next to them does', async () => {
  const fields = [field('Office code', 100), field('Middle name', 120), field('Suite', 140), field('Employer', 160)];
  const descriptions = fields.map((f) => ({ name: f.name, mainText: f.name, contextText: f.name, confidence: 0.9, reasoning: '' }));
  const data = 'Office code: (none / not sure - leave it)\nMiddle name: N/A\nSuite: none\nEmployer: Brightwater Home Health LLC';
  const { assignments } = await mapValuesWith({ fields, descriptions, data }, {});
  assert.deepEqual(assignments.map((a) => [a.name, a.value]), [['Employer', 'Brightwater Home Health LLC']]);
});
