import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { expandAbbreviations } from '../../../workers/mapping/abbreviations.js';
import { linesWithParagraphsUnderLabels } from '../../../workers/mapping/parse-record.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { tokenize } from '../../../workers/mapping/normalize-text.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

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

describe("a board packet's fact sheet", () => {
  const sheet = [
    'PROJECT',
    'Lower Nehalem Culvert Replacement',
    'Replaces 4 undersized culverts on Cook Creek.',
    '',
    'FUNDER',
    'U.S. Department of Commerce, National Oceanic and Atmospheric Administration.',
    'Assistance listing (CFDA) 11.463 — Habitat Conservation.',
    '',
    'PARTNERS',
    'Tillamook Estuaries Partnership',
    '',
    'TIMELINE',
    'Design 2026; construction 2027.',
    '',
    'CONTACT',
    'Tom Whitlock',
    '',
    'AREAS AFFECTED',
    'Clatsop County, Oregon.',
    '(Not Columbia County.)',
  ];

  test('the first line under a heading is its value though remarks follow it; a keyed line is not', () => {
    const lines = linesWithParagraphsUnderLabels(sheet);
    assert.ok(lines.includes('PROJECT: Lower Nehalem Culvert Replacement'));
    assert.ok(lines.includes('Replaces 4 undersized culverts on Cook Creek.'));
    assert.ok(lines.includes('AREAS AFFECTED: Clatsop County, Oregon.'));
    assert.deepEqual(linesWithParagraphsUnderLabels(['APPLICANT', 'Primary: nonprofit', 'Secondary: land trust', '', ...sheet]).slice(0, 3), ['APPLICANT', 'Primary: nonprofit', 'Secondary: land trust']);
  });

  test('a code and its title after a key without a colon; the funder is the agency; "opp." an opportunity', () => {
    const facts = parseData(sheet.join('\n')).facts;
    assert.equal(facts.find((f) => f.key === 'Assistance listing (CFDA) number')?.value, '11.463');
    assert.equal(facts.find((f) => f.key === 'Assistance listing (CFDA) title')?.value, 'Habitat Conservation');
    assert.ok(!parseData('Design 2026 - Construction 2027').facts.some((f) => f.key.endsWith(' title')));
    assert.ok(tokenize('FUNDER').includes(tokenize('agency')[0]!));
    assert.equal(expandAbbreviations('Funding opp. title'), 'Funding opportunity. title');
  });

  test('a number one digit per box: "11.463" over five boxes of one character', async () => {
    const boxes = [43.7, 55.3, 73.5, 85.1, 96.6].map((x, i) => fieldAt(`cfda.${i + 1}`, 'text', { x, y: 250, width: 9.9, height: 11.4 }));
    const fields = [...boxes, fieldAt('FederalAgency', 'text', { x: 40, y: 300, width: 400 })];
    const descriptions = [...boxes.map((b) => described(b.name, 'CFDA Number')), described('FederalAgency', 'Name of Federal Agency')];
    const values = await mappedValues(fields, descriptions, sheet.join('\n'));
    assert.deepEqual(boxes.map((b) => values[b.name]), ['1', '1', '4', '6', '3']);
    assert.equal(values['FederalAgency'], 'U.S. Department of Commerce, National Oceanic and Atmospheric Administration.');
  });
});
