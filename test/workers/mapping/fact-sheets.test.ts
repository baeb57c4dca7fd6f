import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { expandAbbreviations } from '../../../workers/mapping/abbreviations.js';
import { linesWithParagraphsUnderLabels } from '../../../workers/mapping/parse-record.js';
import { parseData } from '../../../workers/mapping/parse-data.js';

describe('a fact sheet with headings in capitals', () => {
  const sheet = [
    'PROJECT FACT SHEET: FEDERAL GRANT APPLICATION',
    '',
    'FEDERAL AGENCY',
    'Institute of Museum and Library Services',
    '',
    'ASSISTANCE LISTING',
    '45.312 - National Leadership Grants for Libraries',
    '',
    'FUNDING OPPORTUNITY',
    'IMLS-2026-NLG-0012, National Leadership Grants for Libraries FY2026',
    '',
    'PROJECT TITLE',
    'Reading Bridges: Mobile Literacy Labs for Rural Kentucky',
  ];

  test('each heading keys the line under it (a title with a colon too), in a sheet of three such sections or more', () => {
    const lines = linesWithParagraphsUnderLabels(sheet);
    assert.ok(lines.includes('FEDERAL AGENCY: Institute of Museum and Library Services'));
    assert.ok(lines.includes('PROJECT TITLE: Reading Bridges: Mobile Literacy Labs for Rural Kentucky'));
    // A letterhead in capitals over its address is no section.
    const letterhead = ['BRIGHTWATER TAX & BOOKKEEPING', '418 Wayne Ave, Dayton, OH 45410', '', 'Remarks follow.'];
    assert.deepEqual(linesWithParagraphsUnderLabels(letterhead), letterhead);
  });

  test('a code and the title it stands for are two values: "45.312 - National …", "IMLS-2026-NLG-0012, National …"', () => {
    const facts = parseData(sheet.join('\n')).facts;
    const value = (key: string) => facts.find((f) => f.key === key)?.value;
    assert.equal(value('ASSISTANCE LISTING number'), '45.312');
    assert.equal(value('ASSISTANCE LISTING title'), 'National Leadership Grants for Libraries');
    assert.equal(value('FUNDING OPPORTUNITY number'), 'IMLS-2026-NLG-0012');
    assert.equal(value('FUNDING OPPORTUNITY title'), 'National Leadership Grants for Libraries FY2026');
    assert.match(expandAbbreviations('ASSISTANCE LISTING'), /cfda/);
  });
});
