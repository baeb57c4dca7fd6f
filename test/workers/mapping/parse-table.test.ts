import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { findFixedWidthTables, findTables, humaniseColumn, linesWithTablesRead, splitDelimited, subjectRow } from '../../../workers/mapping/parse-table.js';

function factsOf(text: string): { key: string; value: string }[] {
  return parseData(text).facts.map((f) => ({ key: f.key, value: f.value }));
}

describe('delimited tables in free text', () => {
  test('quoted cells keep their delimiter; doubled quotes are one quote', () => {
    assert.deepEqual(splitDelimited('1,"12 Oak St, Unit 4","say ""hi"""', ','), ['1', '12 Oak St, Unit 4', 'say "hi"']);
    assert.deepEqual(splitDelimited('| a | b |', '|'), ['a', 'b']);
  });

  test('column names are spelt out', () => {
    assert.equal(humaniseColumn('first_name'), 'first name');
    assert.equal(humaniseColumn('zipCode'), 'zip Code');
    assert.equal(humaniseColumn('MI'), 'middle initial');
  });

  test('a header and rows of the same width make a table, with each delimiter', () => {
    for (const d of [',', ';', '\t', '|']) {
      const tables = findTables(['Hello there.', ['name', 'city', 'zip'].join(d), ['Ana Ruiz', 'Dayton', '45402'].join(d), 'bye']);
      assert.equal(tables.length, 1, JSON.stringify(d));
      assert.deepEqual(tables[0]!.rows, [['Ana Ruiz', 'Dayton', '45402']]);
    }
  });

  test('a markdown table skips its separator row', () => {
    const tables = findTables(['| name | eyes | age |', '|---|---|---|', '| Bo | blue | 30 |']);
    assert.deepEqual(tables[0]!.rows, [['Bo', 'blue', '30']]);
  });

  test('prose with commas is no table', () => {
    assert.equal(findTables(['I live in Dayton, Ohio, with my wife, two kids, and a dog.', 'We moved here in 2010, I think, or 2011.']).length, 0);
  });

  test('one row is read as keyed facts; Y/N cells are yes and no; name parts make a whole name', () => {
    const facts = factsOf('first_name;last_name;ssn;exempt;street\nAna;Ruiz;123 45 6789;N;"12 Oak St; Unit 4"');
    for (const [key, value] of [
      ['first name', 'Ana'],
      ['last name', 'Ruiz'],
      ['exempt', 'No'],
      ['name', 'Ana Ruiz'],
    ]) {
      assert.ok(facts.some((f) => f.key === key && f.value === value), `${key}: ${value}`);
    }
    const ssn = parseData('ssn,city,zip\n123 45 6789,Dayton,45402').facts.find((f) => f.key === 'ssn');
    assert.equal(ssn?.typed?.kind, 'ssn');
  });

  const table = { headerLine: 0, lines: [0, 1, 2], header: ['first', 'last', 'city'], rows: [['Kevin', 'Brandt', 'Bozeman'], ['Marisol', 'Quinn', 'Billings']] };

  test('the row the prose points at is the subject; a row set aside is not', () => {
    assert.equal(subjectRow(table, 'new hire form for Marisol please'), 1);
    assert.equal(subjectRow(table, "Only her row, Kevin's was already done last week."), 1);
    assert.equal(subjectRow(table, 'for Marisol, Kevin was already done'), 1);
  });

  test('several rows and no pointer: nothing is read from the table', () => {
    assert.equal(subjectRow(table, 'here is the export'), undefined);
    assert.equal(subjectRow(table, 'for Kevin and Marisol'), undefined);
    const lines = linesWithTablesRead(['export below', 'first,last,city', 'Kevin,Brandt,Bozeman', 'Marisol,Quinn,Billings']);
    assert.deepEqual(lines, ['export below']);
    const facts = factsOf('export below\nfirst,last,city\nKevin,Brandt,Bozeman\nMarisol,Quinn,Billings');
    assert.ok(!facts.some((f) => /Kevin|Marisol|Bozeman|Billings/.test(f.value)));
  });
});

describe('a register printed in fixed-width columns', () => {
  const register = [
    'LOG#     MANUFACTURER         MODEL          SERIAL      ACQUIRED FROM                         DISPOSED TO',
    '25-0711  Smith & Wesson       M&P15 Sport II TR81234     RSR Group Inc                         OPEN',
    '25-0712  Sturm, Ruger & Co.   GP100          17-84523    Gerald P. Novak, 3318 Oak Ridge Dr,   Alicia M. Brandt, 77 W Locust St,',
    '                                                          Normal, IL 61761 (PPT seller)        Bloomington, IL 61701 (PPT buyer)',
  ];

  test('cells are cut where the names start (a stray character allowed); a wrapped row continues', () => {
    const [table] = findFixedWidthTables(register);
    assert.deepEqual(table!.rows[1], ['25-0712', 'Sturm, Ruger & Co.', 'GP100', '17-84523', 'Gerald P. Novak, 3318 Oak Ridge Dr, Normal, IL 61761 (PPT seller)', 'Alicia M. Brandt, 77 W Locust St, Bloomington, IL 61701 (PPT buyer)']);
    assert.equal(table!.rows[0]![2], 'M&P15 Sport II');
  });

  test("the row the prose names by its log number is read; a role in brackets says whose the value is", () => {
    const facts = parseData(['Bill of sale for log 25-0712 please.', '', ...register].join('\n')).facts;
    assert.equal(facts.find((f) => f.key === 'make manufacturer')?.value, 'Sturm, Ruger & Co.');
    assert.ok(!facts.some((f) => f.value === 'Smith & Wesson'));
    assert.equal(facts.find((f) => f.person && f.value === 'Gerald P. Novak')?.party, 'seller');
    assert.equal(facts.find((f) => f.person && f.value === 'Alicia M. Brandt')?.party, 'buyer');
  });
});
