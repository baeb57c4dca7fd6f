import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { spelledOutCode } from '../../../workers/mapping/coded-values.js';
import { withOcrSlipsRead } from '../../../workers/mapping/ocr-slips.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { linesWithIndentedDetailsJoined } from '../../../workers/mapping/parse-indented.js';
import { findTables, subjectRow } from '../../../workers/mapping/parse-table.js';
import { parseXml } from '../../../workers/mapping/parse-xml.js';

describe('parseXml', () => {
  test('attributes and element text become path/value pairs; entities decoded, declaration and comments skipped', () => {
    const values = parseXml('<?xml version="1.0"?>\n<!-- export -->\n<Root><Person name="Ann &amp; Bo"><City>Salem</City></Person></Root>');
    assert.deepEqual(values, [
      { path: ['Root', 'Person', 'name'], value: 'Ann & Bo' },
      { path: ['Root', 'Person', 'City'], value: 'Salem' },
    ]);
  });

  test('text that is not an XML document is undefined', () => {
    assert.equal(parseXml('Name: <b>Ann</b>'), undefined);
    assert.equal(parseXml('<a><b>x</a></b>'), undefined);
  });
});

describe('parseData on an XML export', () => {
  const xml =
    '<Request id="R-1"><Employee><Name last="Delacroix" first="Simone" middle="Renee"/>' +
    '<JobTitle>Supervisory Management Analyst</JobTitle></Employee><Audit createdBy="Kevin Tran"/></Request>';
  const facts = parseData(xml).facts;

  test('the name parts assemble into one person', () => {
    assert.ok(facts.some((f) => f.person?.full === 'Simone Renee Delacroix'));
  });

  test('the job title is no person', () => {
    assert.ok(!facts.some((f) => f.person && /Analyst/.test(f.person.full)));
  });

  test('record metadata (createdBy) and the root element\'s generic id are dropped', () => {
    assert.ok(!facts.some((f) => f.value.includes('Kevin Tran') || f.person?.full.includes('Kevin Tran')));
    assert.ok(!facts.some((f) => f.value === 'R-1'));
  });

  test('an attribute of an element with text is keyed by element and attribute', () => {
    const edu = parseData('<Root><Edu code="17">Master</Edu></Root>').facts;
    assert.ok(edu.some((f) => f.key === 'Edu code' && f.value === '17'));
  });
});

describe('spelledOutCode', () => {
  test('codes are spelled out under keys that name them', () => {
    assert.equal(spelledOutCode('Sex', 'F'), 'Female');
    assert.equal(spelledOutCode('gender', 'm'), 'Male');
    assert.equal(spelledOutCode('Languages', 'EN; ZH'), 'English, Chinese');
    assert.equal(spelledOutCode('Country', 'US'), 'United States');
    assert.equal(spelledOutCode('required', 'false'), 'No');
    assert.equal(spelledOutCode('x', 'TRUE'), 'Yes');
  });

  test('values that are not all codes, or keys that name no code, stay', () => {
    assert.equal(spelledOutCode('Languages', 'English and FR'), 'English and FR');
    assert.equal(spelledOutCode('Grade', 'F'), 'F');
  });
});

describe('tables in free text', () => {
  const table = [
    'Row\tFirst Name\tLast Name\tStreet\tCity\tSt\tZip',
    '12\tAlice\tMorgan\t1 A St\tSeattle\tWA\t98101',
    '13\tBeatriz\tQuintero\t22 Elm St\tSalem\tOR\t97301',
    '14\tCalvin\tOsei\t3 C St\tFresno\tCA\t93650',
  ];
  const prose = 'only row 13 needs the PDF today, 12 is already done';

  test('"only row 13" picks row 13 of a table with a Row column', () => {
    const [found] = findTables(table);
    assert.ok(found);
    assert.equal(subjectRow(found, prose), 1);
  });

  test('parseData reads the pointed row only, and an "St" column is the state', () => {
    const facts = parseData([...table, '', prose].join('\n')).facts;
    const values = facts.map((f) => f.value);
    assert.ok(values.includes('Beatriz'));
    assert.ok(!values.includes('Alice'));
    assert.ok(!values.includes('Calvin'));
    // The "St" column is the state of the row's address.
    assert.equal(facts.find((f) => f.address)?.address?.state, 'OR');
  });

  test('a record code mentioned in the prose picks its row', () => {
    const [found] = findTables(['ID,First Name,Last Name', 'R-1190,Alice,Morgan', 'R-1191,Beatriz,Quintero', 'R-1192,Calvin,Osei']);
    assert.ok(found);
    assert.equal(subjectRow(found, 'Please fill the form for R-1191.'), 1);
  });
});

describe('column layout', () => {
  test('two keyed columns separated by a wide gap are two facts', () => {
    const facts = parseData('Case #: WC-24-0917          Worker: Dana Whitfield').facts;
    assert.ok(facts.some((f) => f.key === 'Case #' && f.value === 'WC-24-0917'));
    assert.ok(facts.some((f) => f.key === 'Worker' && f.value === 'Dana Whitfield'));
  });

  test('a short gap after a key does not split the line', () => {
    const facts = parseData('Note:   see below').facts;
    assert.ok(facts.some((f) => f.key === 'Note' && f.value === 'see below'));
  });
});

describe('linesWithIndentedDetailsJoined', () => {
  test('indented lines under a keyed line join it with commas', () => {
    assert.deepEqual(
      linesWithIndentedDetailsJoined(['BUYER: Marcus Bell', '   77 Oak Hollow Dr, Springfield, IL 62704', '   his cell 217-555-0143', 'Next line']),
      ['BUYER: Marcus Bell, 77 Oak Hollow Dr, Springfield, IL 62704, his cell 217-555-0143', 'Next line'],
    );
  });

  test('a YAML block and lines under an unkeyed line stay as they are', () => {
    const yaml = ['notes: |', '  first line', '  second line'];
    assert.deepEqual(linesWithIndentedDetailsJoined(yaml), yaml);
    const plain = ['Some heading', '   indented detail'];
    assert.deepEqual(linesWithIndentedDetailsJoined(plain), plain);
  });
});

describe('withOcrSlipsRead', () => {
  test('digits read for letters inside words are restored', () => {
    assert.equal(withOcrSlipsRead('Gera1d W. Pruitt, Be11weather, Spr1ngfield IL, FOlD'), 'Gerald W. Pruitt, Bellweather, Springfield IL, FOID');
  });

  test('field names and codes are left alone', () => {
    const text = 'Text1: a, Liste1: b, JKT4471, 1st, B436-1275-8810';
    assert.equal(withOcrSlipsRead(text), text);
  });

  test('fewer than three slipped words change nothing', () => {
    const text = 'Gera1d lives in Spr1ngfield, FOlD';
    assert.equal(withOcrSlipsRead(text), text);
  });
});
