/**
 * Numbered items of a text onto the rows of a form's table (issue 4): finding the items and the tables, the
 * item's head as its description, and one item per row end to end.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FieldDescription, FieldInfo } from '../../../src/shared/protocol.js';
import { described, fieldAt } from '../../helpers/form-fields.js';
import { nameWords } from '../../../workers/describe/field-name.js';
import { tokenize } from '../../../workers/mapping/normalize-text.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { findNumberedItems, findTableRowItems, findTables, itemWithHeadKeyed, withoutItems } from '../../../workers/mapping/table-items.js';
import { expandAbbreviations } from '../../../workers/mapping/abbreviations.js';
import { mapValuesWith } from '../../../workers/stages/map-values.js';

function field(name: string, x: number, y: number): FieldInfo {
  return fieldAt(name, 'text', { x, y, width: 60 });
}

/** A cost basis form like the 733: an account number box over a table of lots, each row's labels as `labelOf` says. */
function costBasisForm(accountName: string, accountLabel: string, rows: number[], labelOf: (row: number, label: string) => string): { fields: FieldInfo[]; descriptions: FieldDescription[] } {
  const columns: [string, string, number][] = [['Description', 'Description', 50], ['symbol', 'Symbol or CUSIP Number', 200], ['tradedate', 'Date (mm/dd/yyyy)', 300], ['quantity', 'Quantity/Par', 400], ['costperunit', 'Cost per Unit', 500]];
  const fields: FieldInfo[] = [field(accountName, 50, 50)];
  const descriptions: FieldDescription[] = [described(accountName, accountLabel)];
  for (const row of rows) {
    for (const [name, label, x] of columns) {
      fields.push(field(`Table3.Row${row}.${name}`, x, 100 + row * 20));
      descriptions.push(described(`Table3.Row${row}.${name}`, labelOf(row, label)));
    }
  }
  return { fields, descriptions };
}

const LETTER = [
  'Hi Doug, please fill in the cost basis form. Account number: 31870254',
  '',
  '1) Johnson & Johnson common stock (JNJ). I bought 120 shares on March 16, 2009 at $58.47 a share.',
  '',
  '2) Vanguard Wellington Fund (VWELX). 215.332 shares bought June 2, 2010 at $29.87 per share.',
  '',
  'Thanks, Henrietta',
].join('\n');

describe('numbered items', () => {
  test('items 1, 2 … run to the next item or a blank line; what is left is the rest of the text', () => {
    const items = findNumberedItems(LETTER);
    assert.deepEqual(items.map((i) => i.number), [1, 2]);
    assert.ok(items[0]!.text.startsWith('Johnson & Johnson') && items[0]!.text.endsWith('a share.'));
    assert.equal(withoutItems(LETTER, items).replace(/\s+/g, ' ').trim(), 'Hi Doug, please fill in the cost basis form. Account number: 31870254 Thanks, Henrietta');
  });

  test('paragraphs that open "First, …", "Second, …" are items too', () => {
    const text = 'Hi, three lots.\n\nFirst, Johnson & Johnson common stock (JNJ). I bought 150 shares.\n\nSecond, the Vanguard Wellington Fund, ticker VWELX.\n\nThird: a California bond.\n\nThanks.';
    const items = findNumberedItems(text);
    assert.deepEqual(items.map((i) => i.number), [1, 2, 3]);
    assert.ok(items[0]!.text.startsWith('Johnson & Johnson') && items[2]!.text === 'a California bond.');
    assert.deepEqual(findNumberedItems('Second, a lone ordinal.\nThird, another.'), []);
    // "ticker VWELX": a ticker is the symbol.
    assert.ok(tokenize('ticker').includes(tokenize('Symbol')[0]!));
  });

  test('one item, numbers out of order or numbered questions are no items', () => {
    assert.deepEqual(findNumberedItems('1) only one'), []);
    assert.deepEqual(findNumberedItems('2) two\n3) three'), []);
    assert.deepEqual(findNumberedItems('1. What is your name?\nAda\n2. Where do you live?\nLeeds'), []);
  });

  test('an item\'s head is its description, a code in brackets after it its symbol; a sentence is no head', () => {
    assert.equal(itemWithHeadKeyed('Johnson & Johnson common stock (JNJ). I bought 120 shares.'), 'description: Johnson & Johnson common stock\nsymbol or code: JNJ\nI bought 120 shares.');
    // ("…, CUSIP 9128283F5.": the code named by its kind after the name is its symbol.)
    assert.equal(itemWithHeadKeyed('The U.S. Treasury Note 2.25% due 11/15/2027, CUSIP 9128283F5.'), 'description: U.S. Treasury Note 2.25% due 11/15/2027\nsymbol or code: 9128283F5');
    assert.equal(itemWithHeadKeyed('I bought 120 shares of it.'), 'I bought 120 shares of it.');
    // A colon after the code ends the head, as a full stop does; a table's keyed row stays as it is.
    assert.equal(itemWithHeadKeyed('Procter & Gamble (PG): 80 shares bought 11/02/2009'), 'description: Procter & Gamble\nsymbol or code: PG\n80 shares bought 11/02/2009');
    assert.equal(itemWithHeadKeyed('desc: COCA COLA CO\nqty: 40'), 'desc: COCA COLA CO\nqty: 40');
  });

  test('run-together field names, counts of units, purchases and acronym-keyed codes', () => {
    assert.equal(nameWords('tradedate'), 'trade date');
    assert.equal(nameWords('costperunit'), 'cost per unit');
    assert.equal(nameWords('candidate'), 'candidate');
    assert.deepEqual(tokenize('I bought'), tokenize('trade'));
    assert.ok(!tokenize('trade name').includes(tokenize('purchase')[0]!));
    const facts = parseData('I bought 120 shares on March 16, 2009. CUSIP 9128283F5').facts;
    assert.equal(facts.find((f) => f.key === 'quantity')?.value, '120');
    assert.equal(facts.find((f) => f.key === 'CUSIP')?.value, '9128283F5');
  });
});

describe('tables of a form', () => {
  test('rows named by number with the same columns, in column order by position', () => {
    const fields = [
      field('T.Row1.qty', 300, 100), field('T.Row1.desc', 50, 100),
      field('T.Row2.qty', 300, 120), field('T.Row2.desc', 50, 120),
      field('Other.name', 50, 300),
    ];
    assert.deepEqual(findTables(fields), [{ rows: [[1, 0], [3, 2]] }]);
    // Rows that name their fields differently are matched by order: Row1.f1_14, Row2.f1_17.
    assert.equal(findTables([field('D.Row1.f1_14', 50, 1), field('D.Row1.f1_15', 200, 1), field('D.Row2.f1_17', 50, 2), field('D.Row2.f1_18', 200, 2)]).length, 1);
    assert.deepEqual(findTables([field('T.Row1.a', 1, 1), field('T.Row1.b', 2, 1), field('T.Row2.a', 1, 2)]), []);
  });

  test('each item fills the row of its number, the rest of the text the rest of the form', async () => {
    const { fields, descriptions } = costBasisForm('AccountNumber', 'Account Number', [2, 3, 4], (row, label) => (row === 2 ? label : String(row - 1)));
    const { assignments } = await mapValuesWith({ fields, descriptions, data: LETTER }, {});
    const value = (name: string) => assignments.find((a) => a.name === name)?.value;
    assert.equal(value('AccountNumber'), '31870254');
    assert.equal(value('Table3.Row2.Description'), 'Johnson & Johnson common stock');
    assert.equal(value('Table3.Row2.symbol'), 'JNJ');
    assert.equal(value('Table3.Row2.tradedate'), '03/16/2009');
    assert.equal(value('Table3.Row2.quantity'), '120');
    assert.equal(value('Table3.Row3.Description'), 'Vanguard Wellington Fund');
    assert.equal(value('Table3.Row3.tradedate'), '06/02/2010');
    assert.equal(value('Table3.Row3.costperunit'), '29.87');
    assert.ok(!assignments.some((a) => a.name.startsWith('Table3.Row4')));
  });
});

describe('terse keys of an application\'s export', () => {
  test('"STR", "SPD", "lvl" and "hp.cur" in JSON stand for the one word of the form each fits', async () => {
    const labels = ['Strength', 'Speed', 'Level', 'Health Current', 'Health Maximum'];
    const fields = labels.map((label, i) => fieldAt(label, 'text', { x: 100, y: 100 + 20 * i }));
    const descriptions = labels.map((label) => described(label, label));
    const json = JSON.stringify({ attr: { STR: 2, SPD: 3 }, lvl: 3, hp: { cur: 14, max: 21 } });
    const { assignments } = await mapValuesWith({ fields, descriptions, data: json }, {});
    const value = (name: string) => assignments.find((a) => a.name === name)?.value;
    assert.deepEqual(labels.map(value), ['2', '3', '3', '14', '21']);
    // A person's text is read as written: "str 2" abbreviates nothing there.
    const { assignments: fromText } = await mapValuesWith({ fields, descriptions, data: 'str 2, spd 3' }, {});
    assert.equal(fromText.find((a) => a.name === 'Strength'), undefined);
    // A sheet that prints "(STR)" and "(SPD)" after its skills still reads "STR" as the one word it abbreviates.
    const withSkills = [...fields, fieldAt('Athletics', 'text', { x: 300, y: 100 })];
    const skillDescriptions = [...descriptions, described('Athletics', 'Athletics', 'agility (spd)  athletics (str)')];
    const { assignments: onSheet } = await mapValuesWith({ fields: withSkills, descriptions: skillDescriptions, data: json }, {});
    assert.equal(onSheet.find((a) => a.name === 'Strength')?.value, '2');
    assert.equal(onSheet.find((a) => a.name === 'Speed')?.value, '3');
  });
});

test('a key that is the field\'s own name ("List Box13 = E", "Text5 …") fills that field', async () => {
  const fields = [
    fieldAt('Text5', 'text', { x: 100, y: 100 }),
    fieldAt('List Box13', 'dropdown', { x: 300, y: 100 }, { options: ['D', 'E', 'F'], optionLabels: ['D', 'E', 'F'], listbox: true }),
  ];
  const descriptions = [described('Text5', 'Text5', ''), described('List Box13', 'List Box13', '')];
  const data = 'Got it, so Text5: Claim 7731-B, List Box13 = E. Reproduced on 4.2.1.';
  const { assignments } = await mapValuesWith({ fields, descriptions, data }, {});
  assert.deepEqual(assignments.map((a) => [a.name, a.value]), [['Text5', 'Claim 7731-B'], ['List Box13', 'E']]);
});

describe('a table of lots pasted from a statement', () => {
  const text = [
    'Please update the basis on my account (acct no. 27740615). The Intel lot was sold in 2019, so leave it off.',
    '',
    'Trade Date   Settle Date   Symbol   Description        Quantity   Price',
    '03/14/2008   03/19/2008    MSFT     MICROSOFT CORP     150        27.86',
    '11/20/2009   11/25/2009    INTC     INTEL CORP         200        19.95',
    '09/02/2009   09/08/2009    KO       COCA-COLA CO       80         52.40',
    '',
    'Print my name as Rosalind M. Achterberg.',
  ].join('\n');

  test('each row laid out in columns with spaces is an item keyed by its column; a row the prose leaves off is none', () => {
    const items = findTableRowItems(text);
    assert.deepEqual(items.map((i) => i.number), [1, 2]);
    assert.equal(items[0]!.text, 'Trade Date: 03/14/2008\nSettle Date: 03/19/2008\nSymbol: MSFT\nDescription: MICROSOFT CORP\nQuantity: 150\nPrice: 27.86');
    assert.match(items[1]!.text, /Symbol: KO/);
    // The whole table, the row left off too, is taken out of the rest of the text.
    assert.equal(withoutItems(text, items).includes('INTC'), false);
    // A receipt's one item line under "QTY  ITEM  PRICE" is no table of items.
    assert.deepEqual(findTableRowItems('QTY  ITEM                 PRICE\n1    Glock 19 Gen5 pistol  $525.00\n     S/N: BXLK205'), []);
  });

  test('"acct no." is the account number; "Print my name as …" the name to print', () => {
    const facts = parseData(text).facts;
    assert.equal(expandAbbreviations('acct no'), 'account number');
    assert.equal(expandAbbreviations('course no.'), 'course number');
    assert.ok(facts.some((f) => f.value === '27740615'));
    assert.equal(facts.find((f) => f.key === 'print name')?.value, 'Rosalind M. Achterberg');
  });
});

describe('a table copied out of a PDF viewer, one cell per line', () => {
  const text = [
    'Please move these lots over. My account is 5520-1187. I sold 20 of the Coca-Cola in 2016; the rest stays.',
    '',
    'Page 3 of 7',
    'Description',
    'Symbol/',
    'CUSIP',
    'Acquired',
    'Settled',
    'Quantity',
    'Unit Cost',
    'Market Value',
    'MICROSOFT CORP',
    'MSFT',
    '03/14/08',
    '150.0000',
    '$27.8600',
    '$61,000.50',
    'COCA-COLA CO',
    'COM',
    'KO',
    '09/02/09',
    '80.0000',
    '$52.40',
    '$4,900.00',
    'OHIO ST WTR DEV AUTH',
    '677660XK3',
    '05/21/13',
    '05/24/13',
    '25,000.0000',
    '$104.25',
    '$25,870.00',
    'Unit cost of bonds is per $100 of par.',
    'Member FINRA/SIPC, printed by the statement service on request    Page 3 of 7',
  ].join('\n');

  test('rows are found from their cells: words, then a code, then dates and amounts in the columns of their kind', () => {
    const items = findTableRowItems(text);
    assert.deepEqual(items.map((i) => i.number), [1, 2, 3]);
    assert.equal(items[0]!.text, 'Description: MICROSOFT CORP\nSymbol/CUSIP: MSFT\nAcquired: 03/14/08\nSettled: \nQuantity: 150.0000\nUnit Cost: $27.8600\nMarket Value: $61,000.50');
    // A description on two lines is one; a partial sale ("sold 20 of the Coca-Cola") leaves the lot on the form.
    assert.match(items[1]!.text, /^Description: COCA-COLA CO COM\nSymbol\/CUSIP: KO\n/);
    assert.match(items[2]!.text, /Acquired: 05\/21\/13\nSettled: 05\/24\/13\nQuantity: 25,000.0000/);
    const rest = withoutItems(text, items);
    assert.ok(!rest.includes('MSFT') && !rest.includes('Unit Cost') && rest.includes('5520-1187') && rest.includes('Unit cost of bonds'));
  });

  test('the rest of the text is read against the whole form: "Schwab account" is the Schwab account number', async () => {
    const { fields, descriptions } = costBasisForm('SchwabAccountNumber', 'Schwab Account Number (8 digits)', [2, 3, 4, 5], (_, label) => label);
    const data = text.replace('My account is 5520-1187.', 'My Schwab account is 5520-1187.').replace('Page 3 of 7\n', 'Page 3 of 7\nAccount No. HS-0093-55120\n');
    const { assignments } = await mapValuesWith({ fields, descriptions, data }, {});
    const value = (name: string) => assignments.find((a) => a.name === name)?.value;
    assert.equal(String(value('SchwabAccountNumber')).replace(/\D/g, ''), '55201187');
    assert.equal(value('Table3.Row3.symbol'), 'KO');
    assert.equal(value('Table3.Row4.tradedate'), '05/21/2013');
  });

  test('a list of words over one record, or lines without figures, is no table', () => {
    assert.deepEqual(findTableRowItems(['Name', 'Address', 'Phone', 'Email', 'Ana Ruiz', '12 Elm St', '03/14/08', '150'].join('\n')), []);
    assert.deepEqual(findTableRowItems(['Apples', 'Pears', 'Plums', 'Figs', 'Dates', 'Limes'].join('\n')), []);
  });

  test('a unit price to four places is one amount', () => {
    assert.ok(parseData('Unit cost: $26.1875').facts.some((f) => f.value === '$26.1875'));
  });
});

describe("a transfer agent's purchase history", () => {
  const text = [
    'Skip the 2013 purchase, the broker already has that one.',
    '',
    '  Trade Date   Transaction              Price     Shares    Basis/Sh',
    '  24-Mar-2009  Optional Cash Purchase   55.4120   54.0497   55.5045',
    '  15-Jun-2010  Optional Cash Purchase   58.9300   25.3691   59.1270',
    '  11-Sep-2013  Optional Cash Purchase   87.3100   11.3962   87.7485',
  ].join('\n');

  test('a row is left off by a word of its own (its year), not by one every row has ("purchase")', () => {
    const items = findTableRowItems(text);
    assert.deepEqual(items.map((i) => i.text.split('\n')[0]), ['Trade Date: 24-Mar-2009', 'Trade Date: 15-Jun-2010']);
  });

  test('"24-Mar-2009" is a date; a lone "Shares" is the quantity; "Basis/Sh" is per share', () => {
    assert.deepEqual(parseData('Trade Date: 24-Mar-2009').facts.find((f) => f.value === '24-Mar-2009')?.typed?.date, { year: 2009, month: 3, day: 24 });
    assert.equal(expandAbbreviations('Shares'), 'quantity');
    assert.equal(expandAbbreviations('Number of shares'), 'Number of shares');
    assert.equal(expandAbbreviations('Basis/Sh'), 'Basis per share');
  });
});

describe("a data frame's printout (pandas) as the rows of a form's table", () => {
  const frame = (qty: string) => [
    '                    desc  sym_cusip   trade_dt  settle_dt        qty  px_incl_comm',
    `3           COCA COLA CO         KO 2009-08-14        NaT    ${qty}       26.7200`,
    '12  OHIO ST WTR DEV AUTH  677660XK3 2013-05-21 2013-05-24  25000.000      104.2500',
  ];

  test('cells are cut at the right edges of the column names; missing values are empty, padding zeros dropped', () => {
    const items = findTableRowItems(frame('200.000').join('\n'));
    assert.equal(items.length, 2);
    assert.equal(items[0]!.text, 'desc: COCA COLA CO\nsym_cusip: KO\ntrade_dt: 2009-08-14\nsettle_dt: \nqty: 200\npx_incl_comm: 26.72');
    assert.ok(items[1]!.text.includes('sym_cusip: 677660XK3\ntrade_dt: 2013-05-21\nsettle_dt: 2013-05-24'));
  });

  test('a later printout with the same columns replaces the one before; a keyed row gets no head', () => {
    const text = ['Out[4]:', ...frame('200.000'), '', 'In [5]: fix', 'Out[6]:', ...frame('400.000')].join('\n');
    assert.ok(findTableRowItems(text)[0]!.text.includes('qty: 400'));
    assert.equal(itemWithHeadKeyed('desc: COCA COLA CO\nqty: 400'), 'desc: COCA COLA CO\nqty: 400');
  });

  test('"px" is a price, "incl" including', () => {
    assert.equal(expandAbbreviations('px incl comm'), 'price including comm');
  });
});
