/**
 * Texts read once fresh v74 was no longer held out (issue 4, fresh v74 and probe batch 90): Quicken's QIF investment
 * export turned into a table of lots, with the writer's prose on splits since, funds shown as one row and the rows'
 * order; a PDF reader's XFDF export of a form's data; mainframe screens copied out of a 3270 emulator; a phone
 * wallet's pass.json; a newsgroup thread saved with its headers; a blog's reblog chain; and the text of beneficial
 * ownership reports.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { factsOf, valuesOf } from '../../helpers/parsed-facts.js';
import { withBrokerLotsListed } from '../../../workers/mapping/broker-lots.js';
import { quickenDate } from '../../../workers/mapping/qif-lots.js';
import { withXfdfRead } from '../../../workers/mapping/xfdf-export.js';
import { withMainframeScreensRead } from '../../../workers/mapping/mainframe-screens.js';
import { withWalletPassRead } from '../../../workers/mapping/wallet-passes.js';
import { withNewsThreadRead } from '../../../workers/mapping/news-threads.js';
import { withTumblrChainRead } from '../../../workers/mapping/tumblr-posts.js';
import { withOwnershipReportsRead } from '../../../workers/mapping/ownership-reports.js';
import { withBlankBoxSaid, withStillBeforeValueDropped, withValueAfterSoKeyed } from '../../../workers/mapping/lines-said-in-notes.js';

/** A QIF record: its fields, one letter each, then "^". */
const qif = (...fields: string[]) => [...fields, '^'].join('\n');

/** The table rows of lots withBrokerLotsListed writes, as arrays of cells. */
function rowsOf(text: string): string[][] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Description'))
    .map((line) => line.slice(2, -2).split(' | '));
}

describe("Quicken's QIF investment export", () => {
  const securities = ['!Type:Security', qif('NAcme Tools Inc', 'SACM', 'TStock'), qif('NBoreal Foods Corp', 'SBRF', 'TStock'), qif('NCedar Income Fund', 'SCDRX', 'TMutual Fund'), qif('NDynamo Rail', 'SDYN', 'TStock')];
  const account = ['!Account', qif('NBrokerage 55-1234', 'TInvst'), '!Type:Invst'];
  const trades = [
    qif("D3/ 4'02", 'NBuy', 'YAcme Tools Inc', 'I40.00', 'Q50', 'T2,009.95', 'O9.95'),
    qif('D6/10/99', 'NBuy', 'YBoreal Foods Corp', 'I20.00', 'Q100', 'T2,010.00', 'O10.00'),
    qif("D1/ 5'04", 'NStkSplit', 'YBoreal Foods Corp', 'Q2', 'M2 for 1'),
    qif("D2/ 2'05", 'NShrsIn', 'YDynamo Rail', 'Q30', 'T900.00', 'MXfer from old broker. Orig buy 7/9/2001'),
    qif("D4/ 1'05", 'NBuyX', 'YCedar Income Fund', 'I10.00', 'Q100', 'T1,000.00', 'L[Checking]'),
    qif("D12/20' 5", 'NReinvDiv', 'YCedar Income Fund', 'I10.50', 'Q2.5', 'T26.25'),
    qif("D3/ 3'08", 'NSell', 'YBoreal Foods Corp', 'I30.00', 'Q50', 'T1,490.00'),
  ];
  const ira = ['!Account', qif('NSpouse IRA', 'TInvst'), '!Type:Invst', qif("D5/ 5'06", 'NBuy', 'YAcme Tools Inc', 'I45.00', 'Q10', 'T459.95', 'O9.95')];
  const prices = ['!Type:Prices', '"ACM",41.00," 3/ 4\'02"', '^'];
  const file = ['!Option:AutoSwitch', ...securities, ...prices, ...account, ...trades, ...ira].join('\n');

  test('Quicken dates: "/" before a 1900s year, an apostrophe before a 2000s one, even of one digit', () => {
    assert.equal(quickenDate('3/15/99'), '1999-03-15');
    assert.equal(quickenDate("8/ 2'04"), '2004-08-02');
    assert.equal(quickenDate("5/11' 1"), '2001-05-11');
    assert.equal(quickenDate('12/20/2006'), '2006-12-20');
    assert.equal(quickenDate('tomorrow'), '');
  });

  test('each buy still held is a lot: split, sold in part, transferred in with its first date, an account set aside', () => {
    const note = 'Fill the cost basis form from my QIF. The "Spouse IRA" part is hers. Leave it out.';
    const rows = rowsOf(withBrokerLotsListed(`${note}\n\n${file}\n\nThanks`));
    assert.deepEqual(rows, [
      ['Acme Tools Inc', 'ACM', '03/04/2002', '', '50', '40.20', '2,009.95'],
      ['Boreal Foods Corp', 'BRF', '06/10/1999', '', '150', '10.05', '1,507.50'],
      ['Dynamo Rail', 'DYN', '07/09/2001', '', '30', '30.00', '900.00'],
      ['Cedar Income Fund', 'CDRX', '04/01/2005', '', '100', '10.00', '1,000.00'],
      ['Cedar Income Fund', 'CDRX', '12/20/2005', '', '2.5', '10.50', '26.25'],
    ]);
  });

  test('the prose has the last word: shares held today, a fund as one row, rows in alphabetical order by ticker', () => {
    const note = [
      'The "Spouse IRA" part is hers. Leave it out.',
      'Acme split 2 for 1 after I stopped using Quicken; the broker shows 100 ACM today, so use that.',
      'For the Cedar fund one line is fine: all the shares together, the total cost and the first date.',
      'Please put the rows in alphabetical order by ticker symbol.',
    ].join('\n');
    const rows = rowsOf(withBrokerLotsListed(`${file}\n\n${note}`));
    assert.deepEqual(
      rows.map((row) => [row[1], row[2], row[4], row[6]]),
      [
        ['ACM', '03/04/2002', '100', '2,009.95'],
        ['BRF', '06/10/1999', '150', '1,507.50'],
        ['CDRX', '04/01/2005', '102.5', '1,026.25'],
        ['DYN', '07/09/2001', '30', '900.00'],
      ],
    );
  });

  test('rows in the order a sentence names them', () => {
    const rows = rowsOf(withBrokerLotsListed(`${file}\n\nThe "Spouse IRA" part is hers. Leave it out.\nRows in the order DYN, BRF, then the Acme lot.`));
    assert.deepEqual(
      rows.map((row) => row[1]),
      ['DYN', 'BRF', 'ACM', 'CDRX', 'CDRX'],
    );
  });

  test('a text with no investment register is left as it is', () => {
    const bank = ['!Type:Bank', qif('D1/ 2/99', 'T-20.00', 'PGrocer'), qif('D1/ 3/99', 'T-5.00', 'PCafe')].join('\n');
    assert.equal(withBrokerLotsListed(bank), bank);
  });
});

describe("a PDF reader's XFDF export of a form's data", () => {
  const xfdf = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<xfdf xmlns="http://ns.adobe.com/xfdf/" xml:space="preserve">',
    '<f href="Generic-Bill-of-Sale.pdf"/>',
    '<ids original="ABC" modified="DEF"/>',
    '<fields>',
    '<field name="seller">',
    ' <field name="name"><value>Ada Q. Lin</value></field>',
    ' <field name="address"><value>12 Elm St&#13;Peoria, IL 61602</value></field>',
    ' <field name="dl_number"><value>L123-4567-8901</value></field>',
    '</field>',
    '<field name="trade_cb"><value>Off</value></field>',
    '<field name="item.desc"><value>Oak table &amp; 4 chairs</value></field>',
    '<field name="witness"><value/></field>',
    '</fields>',
    '</xfdf>',
  ].join('\n');

  test("each field with a value is a line keyed by its names in words; a value's lines joined, a box's Off a no", () => {
    const read = withXfdfRead(`Data from my old form:\n${xfdf}\nThanks`);
    assert.equal(
      read,
      ['Data from my old form:', 'Seller name: Ada Q. Lin', 'Seller address: 12 Elm St, Peoria, IL 61602', "Seller driver's license number: L123-4567-8901", 'Trade: No', 'Item description: Oak table & 4 chairs', 'Thanks'].join('\n'),
    );
  });

  test('the lines are read as keyed facts', () => {
    const facts = factsOf(xfdf);
    assert.deepEqual(valuesOf(facts, 'Seller name'), ['Ada Q. Lin']);
  });
});

describe('mainframe screens copied out of a 3270 emulator', () => {
  const screen = (name: string, title: string, supv: string) =>
    [
      'HRS101               PERSONNEL SYSTEM                     DATE: 10/09/25',
      ' PGM 101      EMPLOYEE INQUIRY                             TIME: 09:41:17',
      `  SSN: XXX-XX-1234  NAME: ${name}         AGCY: AB12  POI: 2201`,
      ' ----------------------------------------------------------------------',
      ` POS TITLE: ${title}      SUPV CODE: ${supv}   OCC: 0301`,
      ' DUTY STA: 240000101  SPOKANE                  WA',
      ' PF3=RETURN  PF7=PREV  PF8=NEXT                    ENTER NEXT TRANSACTION',
    ].join('\n');

  test("a screen's pairs are lines of their own, keys in words, values out of capitals; clock, footer and masked values go", () => {
    const read = withMainframeScreensRead(`Her record:\n${screen('OKAFOR-LINDQVIST ROSA M', 'PROGRAM ANALYST', '8')}\nThanks`);
    assert.equal(
      read,
      [
        'Her record:',
        'Employee name: Okafor-Lindqvist, Rosa M.',
        'Agency: AB12',
        'Poi: 2201',
        'Position title: Program Analyst',
        'Supervisory code: 8',
        'Occupational series: 0301',
        'Duty station: 240000101, Spokane, WA',
        'Thanks',
      ].join('\n'),
    );
  });

  test('a framed screen is read out of its frame, and a second screen the writer sets aside goes', () => {
    const framed = (body: string) => ['+' + '-'.repeat(74) + '+', ...body.split('\n').map((line) => `|${line.padEnd(74)}|`), '+' + '-'.repeat(74) + '+'].join('\n');
    const text = `I caught the next employee's screen too. Ignore that second screen.\n\n${framed(screen('DOE JANE', 'ANALYST', '8'))}\n${framed(screen('ROE RICHARD', 'CLERK', '2'))}\n`;
    const read = withMainframeScreensRead(text);
    assert.match(read, /^Employee name: Doe, Jane$/m);
    assert.doesNotMatch(read, /Roe|Clerk|\|/);
  });
});

describe("a phone wallet's pass.json", () => {
  const pass = (voided: boolean, member: string, address: string) =>
    JSON.stringify(
      {
        formatVersion: 1,
        passTypeIdentifier: 'pass.org.example.member',
        organizationName: 'Harbour Rowing Club',
        backgroundColor: 'rgb(0, 122, 61)',
        ...(voided ? { voided: true } : {}),
        barcodes: [{ format: 'PKBarcodeFormatQR', message: 'HRC|0042' }],
        storeCard: {
          primaryFields: [{ key: 'member', label: 'MEMBER', value: member }],
          backFields: [
            { key: 'addr', label: 'Address', value: address },
            { key: 'hw', label: 'Height / weight', value: '178 cm / 70 kg' },
          ],
        },
      },
      null,
      2,
    );

  test("each field of the card is a line; the name out of capitals, the address on one line, a pair of things split", () => {
    const read = withWalletPassRead(`My card:\n${pass(false, 'MAREN OKSANEN-HOLT', '4 Quay Rd\nBergen\nNorway')}\nThanks`);
    assert.match(read, /^Organization name: Harbour Rowing Club$/m);
    assert.match(read, /^Member: Maren Oksanen-Holt$/m);
    assert.match(read, /^Address: 4 Quay Rd, Bergen, Norway$/m);
    assert.match(read, /^Height: 178 cm$/m);
    assert.match(read, /^Weight: 70 kg$/m);
    assert.doesNotMatch(read, /rgb\(|PKBarcode|passTypeIdentifier/);
  });

  test('a voided pass is left out and the current one read', () => {
    const read = withWalletPassRead(`Old card:\n${pass(true, 'MAREN OKSANEN', '9 Old St\nOslo')}\nNew card:\n${pass(false, 'MAREN OKSANEN-HOLT', '4 Quay Rd\nBergen')}\n`);
    assert.doesNotMatch(read, /Old St/);
    assert.match(read, /^Address: 4 Quay Rd, Bergen$/m);
  });
});

describe('a newsgroup thread saved with its headers', () => {
  const post = (from: string, id: string, body: string) => [`From: ${from}`, 'Newsgroups: misc.taxes.moderated', 'Subject: check my 1040?', `Message-ID: <${id}@news.example>`, '', body].join('\n');
  const thread = [
    'Please fill my 1040 from the thread, my last numbers.',
    '',
    'From ann@example.com Sun Feb 13 19:42:10 2011',
    post('Ann Lee <ann@example.com>', 'a1', ['My numbers:', ' Line 7   50,000', ' Line 8a  100', '--', 'Ann'].join('\n')),
    '',
    post('Bob Roe <bob@example.net>', 'b1', ['On Sun, Ann Lee wrote:', '> Line 8a  100', '', 'Ours was 300 on line 8a.'].join('\n')),
    '',
    post('Ann Lee <ann@example.com>', 'a2', ['Redone:', ' Line 8a  140', ' Line 22  50,140'].join('\n')),
  ].join('\n');

  test("the writer's posts stay without headers, quotes, signatures and mailbox lines; another's post goes; a line redone later leaves the earlier post", () => {
    const read = withNewsThreadRead(thread);
    assert.match(read, /^ Line 7 {3}50,000$/m);
    assert.match(read, /^ Line 8a {2}140$/m);
    assert.doesNotMatch(read, /Line 8a {2}100|300|Newsgroups:|Message-ID|^Ann$|wrote:|^From /m);
  });

  test('the redone figure is the one read', () => {
    assert.deepEqual(valuesOf(factsOf(thread), 'Line 8a'), ['140']);
  });
});

describe("a blog post's reblog chain", () => {
  const chain = [
    'My DM wants the sheet. I copied the whole tumblr post with the reblogs; my last reblog wins.',
    '',
    '-----',
    '',
    'ferns-and-flint',
    '',
    'meet my ranger!',
    '[image]',
    '[ID: a ranger with silver hair. End ID]',
    'hair: silver',
    'faction: the Harpers',
    'traits: Keen Senses; Fey Ancestry',
    'Backstory:',
    'She grew up in the woods.',
    '',
    '#dnd  #my oc  #she is 30 now',
    '',
    'lantern-moth',
    '',
    'she totally has a pet fox called Ember',
    '',
    'ferns-and-flint',
    '',
    'UPDATED for the sheet:',
    '- faction: the Emerald Enclave',
    '- traits: same as before, no changes',
    '- hair: still silver.',
    'Backstory, slightly fixed (more detail):',
    'She grew up in the woods and guards them.',
    '',
    '42 notes',
  ].join('\n');

  test("the writer's posts stay; another blog's, the image description, filing tags and the count go; redone lines leave the first post", () => {
    const read = withTumblrChainRead(chain);
    assert.doesNotMatch(read, /fox|silver hair|#dnd|my oc|42 notes|faction: the Harpers|She grew up in the woods\.$/m);
    assert.match(read, /^she is 30 now$/m);
    assert.match(read, /^traits: Keen Senses; Fey Ancestry$/m);
    assert.match(read, /^- faction: the Emerald Enclave$/m);
    assert.match(read, /^Backstory:$/m);
    assert.match(read, /^She grew up in the woods and guards them\.$/m);
  });

  test('"Treasure: … so take those off. So: …" keys what it comes to; "Allies: blank, as the DM says." leaves the box blank', () => {
    assert.equal(withValueAfterSoKeyed('- Treasure: he drank the potions, take those off. So: rope, 35 gp, and a key.'), '- Treasure: rope, 35 gp, and a key.');
    assert.equal(withValueAfterSoKeyed('Treasure: rope and 35 gp'), 'Treasure: rope and 35 gp');
    assert.equal(withBlankBoxSaid('- Allies: blank, as the DM says.'), '- Allies: leave blank');
    assert.equal(withBlankBoxSaid(' Line 10  (blank)'), ' Line 10: leave blank');
    assert.equal(withBlankBoxSaid('Allies: Blanka the bard'), 'Allies: Blanka the bard');
  });

  test('"Hair: still white." keys the value itself', () => {
    assert.equal(withStillBeforeValueDropped('- Hair: still white. He is not bald.'), '- Hair: white. He is not bald.');
    assert.equal(withStillBeforeValueDropped('Address: still at 12 Main St'), 'Address: still at 12 Main St');
  });
});

describe('the text of beneficial ownership reports, an initial one and its update', () => {
  const initial = [
    'Beneficial Ownership Information Report',
    '1. Type of filing                       a. [X] Initial report   b. [ ] Correct prior report',
    '2. Date prepared                        02/19/2024',
    'Part I. Reporting Company Information',
    '5. Reporting Company legal name         Birch & Vale Goods LLC',
    '6. Alternate name (e.g., trade name, DBA)   Vale Bakery',
    '7. Tax Identification type              EIN',
    '8. Tax Identification number            3 1 4 1 5 9 2 6 5',
    '15. Address (number, street, and apt. or suite no.)   12 Mill St',
    '18. State                               Wisconsin',
    'Part II. Company Applicant Information',
    '28. Current address                     Law Office, 9 Court St, Viroqua, WI 54665',
    'Part III. Beneficial Owner Information',
    '39. Individual\'s last name              Vale',
    '40. First name                          Nora',
    '44. Residential address                 77 Oak Rd, Westby, WI 54667',
  ].join('\n');
  const update = ['Beneficial Ownership Information Report', '  Item 1  Type of filing', '          [X] c. Update prior report', 'Part I  Reporting Company Information', '  Item 15 Address (number, street, and apt. or suite no.)', '          400 County Road P', ''].join('\n');

  test("the company's items are keyed lines, its number an EIN, its state a code; the applicant's part and owners' details go", () => {
    const read = withOwnershipReportsRead(`Go by the update.\n--- first ---\n${initial}\n--- update ---\n${update}\nThanks`);
    assert.match(read, /^Reporting Company legal name: Birch & Vale Goods LLC$/m);
    assert.match(read, /^Alternate name \(e\.g\., trade name, DBA\): Vale Bakery$/m);
    assert.match(read, /^EIN: 31-4159265$/m);
    assert.match(read, /^State: WI$/m);
    assert.match(read, /^Beneficial owner: Nora Vale$/m);
    assert.match(read, /^Address \(number, street, and apt\. or suite no\.\): 400 County Road P$/m);
    assert.doesNotMatch(read, /12 Mill St|Law Office|77 Oak Rd|Date prepared|Type of filing/);
  });
});
