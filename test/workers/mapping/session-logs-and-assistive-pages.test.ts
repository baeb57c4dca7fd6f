/**
 * Texts read once fresh v70 was no longer held out (issue 4, fresh v70 and probe batch 86): a statistics session's
 * log of lots (Stata, R), a message under a PGP clear signature, what a screen reader spoke or a browser's
 * accessibility tree shows of a page, a journal app's entries, a live stream's chat replay, Arabic in Latin letters,
 * and the notes that mend what those pasted.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { factsOf, valuesOf } from '../../helpers/parsed-facts.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';
import { withBrokerLotsListed } from '../../../workers/mapping/broker-lots.js';
import { withSignedMessageRead } from '../../../workers/mapping/signed-messages.js';
import { withScreenReaderLogRead } from '../../../workers/mapping/screen-reader-logs.js';
import { withAccessibilityTreeRead } from '../../../workers/mapping/accessibility-trees.js';
import { withJournalEntriesRead } from '../../../workers/mapping/journal-entries.js';
import { withStreamChatReplayRead } from '../../../workers/mapping/stream-chat.js';
import { withArabiziRead } from '../../../workers/mapping/arabizi.js';
import { withCoupleApart } from '../../../workers/mapping/couples.js';
import { withHardWrapsJoined } from '../../../workers/mapping/hard-wraps.js';
import {
  withAddressInBracketsAfterPointer,
  withCodeForThingNamedFirst,
  withKeyedValueSaidNow,
  withNowBeforeNewValue,
  withoutExactlyInKey,
  withRoleAfterColonKeyed,
  withValueAfterDescriptionApart,
} from '../../../workers/mapping/lines-said-in-notes.js';

const STATA_LOG = [
  'My notes after the log override it.',
  '',
  '. list acct ticker descr tdate shares cost comm, sep(0) noobs',
  '',
  '  +-----------------------------------------------------------------------------+',
  '  |     acct   ticker   descr             tdate   shares      cost   comm |',
  '  |-----------------------------------------------------------------------------|',
  '  | 44172096   T        AT&T Inc      18may2005      300   7218.05  11.95 |',
  '  | 55301884   PG       Procter Co    09jan2008      150      9561  12.99 |',
  '  | 44172096   JNJ      Johnson Co    03nov2009      100   6084.05  15.95 |',
  '  +-----------------------------------------------------------------------------+',
  '',
  '. drop if acct != 44172096',
  '. gen double basis = cost + comm',
  '. list ticker descr tdate shares basis, sep(0) noobs',
  '',
  '  +--------------------------------------------------------+',
  '  | ticker   descr             tdate   shares   basis |',
  '  |--------------------------------------------------------|',
  '  | T        AT&T Inc      18may2005      300    7230 |',
  '  | JNJ      Johnson Co    03nov2009      100    6100 |',
  '  +--------------------------------------------------------+',
  '',
  'Notes:',
  '1. The JNJ commission on the confirm is $24.95, not $15.95.',
  "2. Don't fill the Cost Basis column; the form works it out.",
].join('\n');

const R_SESSION = [
  '> final',
  '                          desc       sym      trade     settle       qty    cpu',
  '1                 COCA-COLA CO        KO 2008-03-05       <NA>    50.000  58.40',
  '5             EXXON MOBIL CORP       XOM 2009-01-20       <NA>    75.000  79.03',
  '8 NEW YORK NY GO 5% 08/01/2033 64966QAB6 2012-06-18 2012-06-21 25000.000 104.45',
  '> q()',
  '',
  'Fixes after I closed R:',
  '1. KO: Schwab shows 100 shares, not 50. The split doubled them.',
  '2. XOM: the confirm says $76.93 a share, not 78.93.',
].join('\n');

describe('a statistics session log of lots', () => {
  test("Stata's last listing gives the lots, a note's commission put right moves the basis, and a basis left to the form stays empty", () => {
    const table = withBrokerLotsListed(STATA_LOG);
    assert.match(table, /^\| AT&T Inc \| T \| 05\/18\/2005 \| {2}\| 300 \| 24\.10 \| {2}\|$/m);
    assert.match(table, /^\| Johnson Co \| JNJ \| 11\/03\/2009 \| {2}\| 100 \| 61\.09 \| {2}\|$/m);
    // (The first listing's other account is gone with it.)
    assert.doesNotMatch(table, /Procter|PG/);
  });

  test("R's last data frame gives the lots with their printed cost per unit; a bond keeps its settlement date; shares and price put right", () => {
    const table = withBrokerLotsListed(R_SESSION);
    assert.match(table, /^\| COCA-COLA CO \| KO \| 03\/05\/2008 \| {2}\| 100 \| 29\.20 \|/m);
    assert.match(table, /^\| EXXON MOBIL CORP \| XOM \| 01\/20\/2009 \| {2}\| 75 \| 77\.03 \|/m);
    assert.match(table, /^\| NEW YORK NY GO 5% 08\/01\/2033 \| 64966QAB6 \| 06\/18\/2012 \| 06\/21\/2012 \| 25,000 \| 104\.45 \|/m);
  });

  test('a text with no listing stays as written', () => {
    const text = 'Account 4417-2096.\nJNJ, 100 shares, bought 11/03/2009.';
    assert.equal(withBrokerLotsListed(text), text);
  });
});

describe('a message under a PGP clear signature', () => {
  const signed = [
    'Vendor setup below.',
    '-----BEGIN PGP SIGNED MESSAGE-----',
    'Hash: SHA512',
    '',
    'Glen,',
    '- - Line 1: Tobias R. Halloran',
    '-----BEGIN PGP SIGNATURE-----',
    '',
    'iQIzBAEBCgAdFiEES+6SwJ1pQ0wYxLr3vB2a9k1H7ugFAmhBv0kACgkQvB2a9k1H',
    '=Xq7d',
    '-----END PGP SIGNATURE-----',
    '',
    "PS: the ZIP is 53705, not 53750.",
    'OpenPGP 4B1E 92C0 9D69 4343 0C62  C4BA F7BC 1D9A F64D 47EE',
  ].join('\n');

  test('loses its armour, signature and fingerprint, and its dash escaping; the PS after it stays', () => {
    const read = withSignedMessageRead(signed);
    assert.match(read, /^- Line 1: Tobias R\. Halloran$/m);
    assert.doesNotMatch(read, /PGP|Hash:|iQIz|4B1E/);
    assert.match(read, /^PS: the ZIP is 53705, not 53750\.$/m);
  });

  test('a text with no signed message stays as written, its dashes too', () => {
    const text = '- - Line 1: as is\nOpenPGP 4B1E 92C0 9D69 4343 0C62 C4BA F7BC 1D9A F64D 47EE';
    assert.equal(withSignedMessageRead(text), text);
  });
});

describe("what an assistive tool shows of a page", () => {
  test("a screen reader's speech log: the site's menu and the reader's words go, a two-column table pairs its cells, a course page's heading is its title", () => {
    const log = [
      'Certified Tester | Access Forward - Google Chrome',
      'navigation landmark',
      'link    Group training',
      'main landmark',
      'heading    level 1    Certified Tester',
      'Course code: CAT-310',
      'table    with 3 rows and 2 columns',
      'row 1    column 1    Item    column 2    Amount',
      'row 2    column 1    Tuition    column 2    $2,450.00',
      'row 3    column 1    Workbook    column 2    $125.00',
      'out of table',
      'link    registrar@example.org',
      'button    Register now',
    ].join('\n');
    const read = withScreenReaderLogRead(log).split('\n');
    assert.deepEqual(read, ['Course title: Certified Tester', 'Course code: CAT-310', 'Tuition: $2,450.00', 'Workbook: $125.00', 'Email: registrar@example.org']);
  });

  test("a browser's accessibility tree: row headers pair with their cells, column headers head a pipe table, a page's dots are commas", () => {
    const tree = [
      "rootWebArea name='Position Information'",
      '++main',
      "++++heading name='Position Information' hierarchicalLevel=1",
      "++++table name='Current position'",
      '++++++row',
      "++++++++rowHeader name='Position title'",
      "++++++++cell name='Management and Program Analyst'",
      "++++table name='Cohorts'",
      '++++++row',
      "++++++++columnHeader name='Cohort'",
      "++++++++columnHeader name='Dates'",
      "++++++++columnHeader name='Tuition'",
      '++++++row',
      "++++++++cell name='B'",
      "++++++++cell name='Oct 20 – Oct 23, 2025'",
      "++++++++cell name='$1,895'",
      "++++staticText name='Lakeshore Institute · 333 N Michigan Ave · Chicago, IL 60601'",
      "++++button name='Register' focusable",
    ].join('\n');
    assert.deepEqual(withAccessibilityTreeRead(tree).split('\n'), [
      'Position Information',
      'Position title: Management and Program Analyst',
      '| Cohort | Dates | Tuition |',
      '| B | Oct 20 – Oct 23, 2025 | $1,895 |',
      'Lakeshore Institute, 333 N Michigan Ave, Chicago, IL 60601',
    ]);
  });

  test('a text with a heading or two and no landmark, or a few roles with names, stays as written', () => {
    const text = 'Links:\nlink to the course page\nheading level 1 is the title';
    assert.equal(withScreenReaderLogRead(text), text);
    const few = "heading name='Notes'\nlink name='x'\nI typed these by hand.";
    assert.equal(withAccessibilityTreeRead(few), few);
  });
});

describe("a journal app's entries and a stream's chat replay", () => {
  test("Day One's entry headers and Notepad's .LOG stamps become blank lines between the entries", () => {
    const dayOne = '\tDate:\tJanuary 29, 2011 at 9:12 PM\n\tTags:\ttaxes\n\tLocation:\tLawrence, KS\n\nWages $51,903.40.\n\n\tDate:\tMarch 10, 2011 at 6:18 PM\n\tTags:\ttaxes\n\nCorrected wages $50,653.40.';
    assert.equal(withJournalEntriesRead(dayOne).trim(), 'Wages $51,903.40.\n\nCorrected wages $50,653.40.');
    const notepad = '.LOG\n\n7:42 PM 1/29/2011\nStarting the taxes.\n\n9:05 PM 2/3/2011\nMy W-2 came.';
    assert.equal(withJournalEntriesRead(notepad).trim(), 'Starting the taxes.\n\nMy W-2 came.');
  });

  test("a phone system's session log of the same shape stays as written", () => {
    const log = ['----- PayLine IVR session log -----', '21:42:08 SYS     call answered', '21:42:11 DTMF    1', '21:42:12 PROMPT  "Welcome."', '21:42:17 DTMF    2', '21:42:29 DTMF    5 2 4'].join('\n');
    assert.equal(withStreamChatReplayRead(log), log);
  });

  test("a phone's thread of clock times stays as written for the chat reader", () => {
    const thread = ['6:42 PM  26950: SPOT X msg from Dale K: made camp', '6:51 PM  Me: 400 cash?', '7:20 PM  26950: meet in middle', '7:24 PM  Me: 425 works', '7:58 PM  26950: cash only'].join('\n');
    assert.equal(withStreamChatReplayRead(thread), thread);
  });

  test('a text with one dated line stays as written', () => {
    const text = '\tDate:\tJanuary 29, 2011 at 9:12 PM\nTags: taxes';
    assert.equal(withJournalEntriesRead(text), text);
  });

  test("a chat replay's lines become a chat's, the owner the writer where the text says so", () => {
    const replay = [
      'the stream chat replay, owner = me on the channel account',
      '0:02:11 Hexes & Hoagies [owner]  name first. she is Ysolde Brackenridge',
      '0:02:19 goblin_accountant  Ysolde Thornbutt',
      '0:09:02 $4.99 DragonDad88  GIVE HER A PET DRAGON 🐉',
      '0:11:58 OllieRollsNat1 🔧  Pell works',
      '0:19:05 Hexes & Hoagies [owner]  treasure: 15 gp',
    ].join('\n');
    assert.deepEqual(withStreamChatReplayRead(replay).split('\n').slice(1), [
      '[0:02:11] Me: name first. she is Ysolde Brackenridge',
      '[0:02:19] goblin_accountant: Ysolde Thornbutt',
      '[0:09:02] DragonDad88: GIVE HER A PET DRAGON 🐉',
      '[0:11:58] OllieRollsNat1: Pell works',
      '[0:19:05] Me: treasure: 15 gp',
    ]);
  });
});

describe('values and lists the notes mend', () => {
  test('a value sent in parts is one value under its key', () => {
    const facts = factsOf('backstory part 1/2: Olwen tended the stones.\nbackstory part 2/2: She left the forest.');
    assert.deepEqual(valuesOf(facts, 'backstory'), ['Olwen tended the stones. She left the forest']);
    // (A part missing, and the parts stay apart.)
    assert.deepEqual(valuesOf(factsOf('backstory part 1/3: Olwen tended the stones.\nbackstory part 2/3: She left.'), 'backstory'), []);
  });

  test('"take Voss off the allies" takes the item that names him off the list', () => {
    const facts = factsOf('allies: Brother Aldric; Lord Caspian Voss; Pip the courier\nOh and take Voss off the allies, he betrayed us in ep 14.');
    assert.deepEqual(valuesOf(facts, 'allies'), ['Brother Aldric; Pip the courier']);
  });

  test('"faction is the Emerald Enclave now" is the faction', () => {
    assert.equal(withNowBeforeNewValue('and faction is the Emerald Enclave now, she quit the Harpers'), 'and The faction is now the Emerald Enclave, she quit the Harpers');
    assert.equal(withNowBeforeNewValue('her faction is The Harpers now'), 'Her faction is now The Harpers');
    assert.equal(withNowBeforeNewValue('she is tired now'), 'she is tired now');
  });

  test('"CORRECTION: … my 401k" mends no year', () => {
    const sentences = factsOf('Please fill our 2010 1040 from it.\nCORRECTION: the difference is my 401k.').map((f) => f.sentence);
    assert.ok(sentences.some((sentence) => sentence.includes('our 2010 1040')));
    assert.ok(sentences.every((sentence) => !sentence.includes('401k 1040')));
    // (Control: a number a slip away is mended.)
    const mended = factsOf('Suite 2010, 400 Main St.\nCORRECTION: it is 2011.').map((f) => f.value);
    assert.ok(mended.some((value) => value.includes('2011')) && !mended.some((value) => /\b2010\b/.test(value)));
  });

  test('spouses of two family names, each with their number, are a line each', () => {
    const apart = withCoupleApart('Married filing jointly.\nNames exactly like our cards: Teodora R. Marchetti, SSN 512-38-7744, and Gareth J. Lindqvist, SSN 509-61-2083.');
    assert.match(apart, /^Taxpayer: Teodora R\. Marchetti, SSN 512-38-7744$/m);
    assert.match(apart, /^Spouse: Gareth J\. Lindqvist, SSN 509-61-2083$/m);
  });

  test('a short value set against the one it is not, and a remark in Arabic in Latin letters', () => {
    assert.deepEqual(valuesOf(factsOf('I moved. City as it is on my post: Gent, not Ghent.'), 'City as it is on my post'), ['Gent']);
    const arabizi = 'ya Mariam ezayek? enti 2olti lazem, w ana 3azzelt men 2 weeks, fa kol 7aga hena. tayeb keda.\nana mawlood 11/3/1990 — ya3ni msh November!\nel ZIP ghalat, el sa7 07302.';
    const read = withArabiziRead(arabizi);
    assert.match(read, /I was born 11\/3\/1990/);
    assert.match(read, /the ZIP wrong, the right one is 07302/);
    assert.equal(withArabiziRead('Please tick FLR and write 2 on the line, ana.'), 'Please tick FLR and write 2 on the line, ana.');
  });
});

describe('lines said in notes', () => {
  test('a role after a colon, a code for the thing named first, and a value said as the last thing to put', () => {
    assert.equal(withRoleAfterColonKeyed('Fill in your credit union as the requester: Prairie Lakes CU, 400 N Bassett St, Madison, WI 53703. For the rest, ask.'), 'requester: Prairie Lakes CU, 400 N Bassett St, Madison, WI 53703.\nFor the rest, ask.');
    assert.equal(withCodeForThingNamedFirst('For the account number, use the vendor ID procurement assigned me, V-20931. The SOW goes elsewhere.'), 'For the account number, use the vendor ID procurement assigned me, V-20931.\naccount number: V-20931\nThe SOW goes elsewhere.');
    assert.equal(withKeyedValueSaidNow('- Appointment: EEX still says career-conditional but the SF-50 came through. Put Career.'), '- Appointment: EEX still says career-conditional but the SF-50 came through. Put Career.\nThe appointment is now Career.');
  });

  test('an address keyed by a pointer, a code after whose number it is, and "exactly" before the colon', () => {
    assert.equal(withAddressInBracketsAfterPointer('- the present address = the Default (455 Grand St, Apt 6C, Jersey City NJ). The ZIP is wrong.'), '- the present address = 455 Grand St, Apt 6C, Jersey City, NJ. The ZIP is wrong.');
    assert.equal(withValueAfterDescriptionApart('- Student/membership ID: my Access Forward learner ID, AF-77120. NOT my IAAP number.'), '- Student/membership ID: AF-77120\nNOT my IAAP number.');
    assert.equal(withoutExactlyInKey('- Skill learning objective, exactly: "Build capability."'), '- Skill learning objective: "Build capability."');
  });

  test("a writer's long line above a wrapped reply leaves the reply's wraps to be joined; a box's rows stay apart", () => {
    const reply = [
      'Vendor setup for the pentest firm. His answers are in the reply below, pasted exactly as it came in to us yesterday.',
      '',
      'Fill in your credit union as the requester: Prairie Lakes Community',
      'Credit Union, 400 N Bassett St, Madison, WI 53703. For the account',
      'number, use the vendor ID your procurement system assigned me, V-2093.',
      'The SOW number belongs on the engagement paperwork, not on the W-9 at',
      'all, and the EIN is only for the payroll of the part-time analyst I',
      'run. For a disregarded single-member LLC the IRS wants the owner, so',
      'put my SSN and leave the EIN boxes empty. I will sign and date it all',
      'myself when you route it back to me through the usual portal, thanks.',
      'Everything else on the form stands as it is on the copy you sent me.',
      'Tobias',
    ].join('\n');
    assert.match(withHardWrapsJoined(reply), /requester: Prairie Lakes Community Credit Union, 400 N Bassett St/);
    const box = ['Keep all my PCs in a little sqlite thing I wrote, this is what it spits out in the terminal when asked.', '| name      | Vessa Thornwhistle |', '| allies    | Brother Aldous;    |', '|           | Mirela Dusk        |'].join('\n');
    assert.equal(withHardWrapsJoined(box), box);
  });

  test('a clause set against what it denies names its option; one a sentence denies of the writer names none', async () => {
    const training = fieldAt('Training', 'dropdown', { x: 40, y: 100 }, { options: ['Select one', 'Individual', 'Group'] });
    const codes = 'Codes: purpose is my current job; type is the program area; sub-type IT; source non-government; individual training, not a group.';
    assert.equal((await mappedValues([training], [described('Training', 'Individual or Group Training')], codes)).Training, 'Individual');
    const kind = fieldAt('Kind', 'dropdown', { x: 40, y: 100 }, { options: ['Select one', 'Partnership', 'Trust'] });
    const denied = await mappedValues([kind], [described('Kind', 'Tax classification')], 'That box is for LLCs taxed as partnerships, which mine is not.');
    assert.notEqual(denied.Kind, 'Partnership');
    // (Control: said of the writer, the option is named.)
    const said = await mappedValues([kind], [described('Kind', 'Tax classification')], 'Tax classification: partnership.');
    assert.equal(said.Kind, 'Partnership');
  });

  test('"that whole Paid Preparer block has to be empty" clears the value quoted and the box said to be ticked', async () => {
    const form = [
      fieldAt('firm', 'text', { x: 40, y: 100 }, { currentValue: 'foobar' }),
      fieldAt('self', 'checkbox', { x: 40, y: 130 }, { currentValue: true }),
      fieldAt('name', 'text', { x: 40, y: 160 }),
    ];
    const text = 'Name: Dale Hensley\nThe PDF came with junk: the paid preparer "self-employed" box is ticked and the firm\'s address says "foobar". Nobody is paying a preparer, so that whole Paid Preparer block has to be empty.';
    const mapped = await mappedValues(form, [described('firm', "Firm's address"), described('self', 'Check if self-employed'), described('name', 'Your name')], text);
    assert.equal(mapped.firm, '');
    assert.equal(mapped.self, false);
    assert.equal(mapped.name, 'Dale Hensley');
  });

  test("the taxpayer's self-employment ticks no box in the paid preparer's block; the same box of the taxpayer's own block is ticked", async () => {
    const box = fieldAt('self', 'checkbox', { x: 40, y: 100 });
    const text = "Health insurance: I pay for my own plan since I'm self-employed, $312 a month.";
    const preparers = await mappedValues([box], [described('self', 'Check if self-employed', "Print/Type preparer’s name  Preparer’s signature  Date / Paid  Check  if")], text);
    assert.notEqual(preparers.self, true);
    const own = await mappedValues([box], [described('self', 'Check if self-employed', 'Your occupation / Check if self-employed')], text);
    assert.equal(own.self, true);
  });

  test('"Registrar: Marisol Vega" is the point of contact', () => {
    assert.deepEqual(valuesOf(factsOf('Registrar: Marisol Vega\nPhone: (202) 555-0148'), 'registrar point of contact'), ['Marisol Vega']);
  });
});
