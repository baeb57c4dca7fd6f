/**
 * Choosing one value per field: a plain text value is copied only to fields its key matches about as well,
 * and numbered slots of a list never take a whole enumeration.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FieldInfo } from '../../../src/shared/protocol.js';
import { assignCandidates, enumerates, numberedListOf } from '../../../workers/mapping/assign-values.js';
import { buildProfile } from '../../../workers/mapping/field-profile.js';
import type { Candidate } from '../../../workers/mapping/key-match.js';

function textField(name: string, y: number): FieldInfo {
  const position = { x: 0, y, width: 100, height: 12 };
  return {
    name, type: 'text', required: false, readonly: false, tooltip: null, defaultValue: null, currentValue: null,
    textMaxLength: null, comb: false, multiline: false, listbox: false, options: null, optionLabels: null,
    formatAction: null, page: 1, position, widgets: [{ page: 1, position, exportValue: null }],
  };
}

function keyed(field: number, value: string, score: number, tokenSim: number, concept?: Candidate['concept']): Candidate {
  return {
    field, value, score, fact: 0, concept, reasoning: '',
    signals: { tokenSim, fit: 1, strength: 1, conceptWanted: false, uniqueShape: false, ruleScore: score, anchored: false },
  };
}

describe('copies of one value (issue 4)', () => {
  const profiles = ['Weapons', 'Heavy Weapons', 'Date', 'Signed on'].map((n, i) => buildProfile(textField(n, i * 100), undefined, i));

  test('a plain value goes to the field its key names in full, not to one it matches only in part', () => {
    const chosen = assignCandidates(profiles, [keyed(0, 'spear, shortbow', 1, 1), keyed(1, 'spear, shortbow', 0.79, 0.75)]);
    assert.deepEqual(chosen.map((c) => profiles[c.field]!.field.name), ['Weapons']);
  });

  test('a value of a kind is still asked for again in other words', () => {
    const chosen = assignCandidates(profiles, [keyed(2, 'June 14, 2025', 0.9, 1, 'date'), keyed(3, 'June 14, 2025', 0.8, 0.6, 'date')]);
    assert.deepEqual(chosen.map((c) => profiles[c.field]!.field.name), ['Date', 'Signed on']);
  });
});

describe('numbered slots of a list (issue 4)', () => {
  test('the list a field is a slot of; code names and page numbers are not lists', () => {
    assert.equal(numberedListOf('Custom Skill 1'), 'custom skill');
    assert.equal(numberedListOf('Text1'), 'text');
    assert.equal(numberedListOf('topmostSubform[0].Page1[0].f1_11[0]'), undefined);
    assert.equal(numberedListOf('Player Name.Page 1'), undefined);
    assert.equal(numberedListOf('Weapons'), undefined);
  });

  test('an enumeration fills no slot of a numbered list; a single entry still can', () => {
    assert.ok(enumerates('athletics 4, light weapons 3, perception 3 and discipline 2.'));
    assert.ok(!enumerates('spear, shortbow'));
    assert.ok(!enumerates('4821 Willow Creek Rd, Apt 12B, Springfield, IL 62704'));
    const slots = ['Custom Skill 1', 'Custom Skill 2'].map((n, i) => buildProfile(textField(n, i * 100), undefined, i));
    const list = 'athletics 4, light weapons 3, perception 3 and discipline 2.';
    assert.deepEqual(assignCandidates(slots, [keyed(0, list, 0.75, 0.72), keyed(1, list, 0.75, 0.72)]), []);
    assert.deepEqual(assignCandidates(slots, [keyed(0, 'cooking 2', 0.75, 0.72)]).map((c) => c.value), ['cooking 2']);
  });
});
