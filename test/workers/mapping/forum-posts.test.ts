import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { linesWithParagraphsUnderLabels } from '../../../workers/mapping/parse-record.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

describe('a help post about a character', () => {
  test('"playing a firbolg druid named X" names the character; "his skin is a pale bluish grey" takes no article', () => {
    const facts = parseData("I'm playing a firbolg druid named Bramblewick Thornquill. His eyes are moss green, his skin is a pale bluish grey.").facts;
    assert.equal(facts.find((f) => f.key === 'character name')?.value, 'Bramblewick Thornquill');
    assert.equal(facts.find((f) => f.key === 'skin')?.value, 'pale bluish grey');
  });

  test('"EDIT: weight is actually 290 lb, I misread my roll" mends the weight given in part of an earlier sentence', () => {
    const facts = parseData('Big boy: 7\'2" and about 310 lb.\n\nEDIT: weight is actually 290 lb, I misread my roll.').facts;
    assert.deepEqual(facts.filter((f) => f.key === 'weight').map((f) => f.value), ['290 lb']);
  });

  test('a label ending with a colon keys the one paragraph under it (by its words before a comma); not a list', () => {
    assert.deepEqual(linesWithParagraphsUnderLabels(['Backstory, the short version the DM approved:', 'Wick tended a hidden grove.', '', 'Allies:', '- Sister Marigold', '- Pell Renwick']), [
      'Backstory: Wick tended a hidden grove.',
      '',
      'Allies:',
      '- Sister Marigold',
      '- Pell Renwick',
    ]);
  });

  test('"leave the image box alone" keeps the box empty, whatever the text says of the symbol', async () => {
    const fields = [fieldAt('Faction Symbol Image', 'text', { x: 40, y: 100, width: 200 }), fieldAt('Faction Name', 'text', { x: 40, y: 140, width: 200 })];
    const descriptions = [described('Faction Symbol Image', 'Faction Symbol'), described('Faction Name', 'Faction Name')];
    const text = 'His faction is the Circle of the Verdant Pale; the symbol is a fern leaf but I will draw that myself, so leave the image box alone.';
    const values = await mappedValues(fields, descriptions, text);
    assert.equal(values['Faction Symbol Image'], undefined);
  });
});
