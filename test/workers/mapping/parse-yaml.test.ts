import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { linesWithYamlRead } from '../../../workers/mapping/parse-yaml.js';

describe('YAML-like pastes (issue 4)', () => {
  test('nested keys take the key above, lists and blocks become one value, comments and quotes go', () => {
    const text = [
      '# my character',
      'character:',
      '  name: Oskar Fenwright   # the bard',
      '  looks:',
      "    hair: 'copper, short'",
      'languages:',
      '  - Common',
      '  - Elvish',
      'backstory: |',
      '  Son of a ferryman.',
      '  Went north.',
      'address:',
      '  12 Main St',
      '  Springfield, IL 62704',
      'player: Mira',
    ];
    assert.deepEqual(linesWithYamlRead(text), [
      'character name: Oskar Fenwright',
      'character looks hair: copper, short',
      'languages: Common, Elvish',
      'backstory: Son of a ferryman. Went north.',
      'address: 12 Main St, Springfield, IL 62704',
      'player: Mira',
    ]);
  });

  test('a list of records keys each field under the list', () => {
    assert.deepEqual(linesWithYamlRead(['items:', '  - name: rope', '    qty: 2', 'owner: Bo', 'kind: gear']), ['items name: rope', 'items qty: 2', 'owner: Bo', 'kind: gear']);
  });

  test('plain "Key: value" lines, prose and a "#" inside a sentence are left as written', () => {
    const plain = ['Name: Bo Park', 'Age: 31', 'City: Oslo', 'Course # PM-2210'];
    assert.deepEqual(linesWithYamlRead(plain), plain);
    const prose = ['Hi, I need the form filled.', 'Name: Bo', 'My address:', '  12 Main St'];
    assert.deepEqual(linesWithYamlRead(prose), prose);
  });
});

describe('YAML-like pastes heavy with lists, blocks and comments (issue 4)', () => {
  test('a paste mostly of list items, a ">" block and comments is still read; a quoted value keeps its "#", loses the comment after it', () => {
    const text = [
      '# notes for Thursday',
      'pc:',
      '  goes_by: "Sable #2 Thornquist"   # not "Ash"',
      '  story: >',
      '    Left on the chapel steps',
      '    as a baby.',
      '  friends:',
      '    - Brother Aldous',
      '    - Marisol Quick',
      '  loot:',
      '    - 3 sapphires',
      '    - a ring',
      '    - a deed',
    ];
    assert.deepEqual(linesWithYamlRead(text), [
      'pc goes by: Sable #2 Thornquist',
      'pc story: Left on the chapel steps as a baby.',
      'pc friends: Brother Aldous, Marisol Quick',
      'pc loot: 3 sapphires, a ring, a deed',
    ]);
  });
});
