/**
 * Texts read once fresh v62 was no longer held out (issue 4, fresh v62 and probe batch 78): an accounting
 * application's settings page copied off the screen, an Italian medical certificate, an issue tracker's page with its
 * comment thread, a messaging app's merged history, a typed-out draft of another agency's form, a saved webmail chat,
 * and the remarks around them that pick, clear, total or correct what the form gets.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { factsOf, valuesOf } from '../../helpers/parsed-facts.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';
import { withIssueCommentsInThirdPerson } from '../../../workers/mapping/issue-threads.js';
import { withCompaniesNamed } from '../../../workers/mapping/named-companies.js';
import { withForeignKeysInEnglish } from '../../../workers/mapping/other-languages.js';
import { chatMessages } from '../../../workers/mapping/parse-chat.js';
import { totalsAskedFor } from '../../../workers/mapping/totals-asked.js';
import { buildProfile } from '../../../workers/mapping/field-profile.js';

describe("an accounting application's settings page", () => {
  test('the legal address the notes say to use is the address, not the company address nor a forwarded signature\'s', async () => {
    const text = [
      'From: Accounts Payable <ap@lakeshore.example.org>',
      'Renata Kowal | 901 N Harbor Dr, Milwaukee, WI 53202 | (414) 555-0163',
      '',
      'Address',
      '    Company address              1127 E Brady St, Unit 3, Milwaukee, WI 53202',
      '    Legal address                4470 N Oakland Ave, Suite 201, Shorewood, WI 53211',
      '',
      '5. Address: use the legal address, not the Brady St studio.',
    ].join('\n');
    const fields = [fieldAt('f1_7', 'text', { x: 40, y: 100 }), fieldAt('f1_8', 'text', { x: 40, y: 120 })];
    const mapped = await mappedValues(fields, [described('f1_7', 'Address (number, street, and apt. or suite no.)'), described('f1_8', 'City, state, and ZIP code')], text);
    assert.equal(mapped['f1_7'], '4470 N Oakland Ave, Suite 201');
    assert.equal(mapped['f1_8'], 'Shorewood, WI 53211');
  });

  test('a quoted name called the trade name is the dba, and the requester block under "as follows" is one line', () => {
    const text = withCompaniesNamed(
      [
        'Please complete the requester block on the form as follows:',
        'Lakeshore Performing Arts Center - Accounts Payable',
        'P.O. Box 51290',
        'Milwaukee, WI 53203',
        '',
        '1. "QuietRoom Acoustics" is our trade name (DBA) — it goes on the business name line.',
      ].join('\n'),
    );
    assert.match(text, /^requester: Lakeshore Performing Arts Center - Accounts Payable, P\.O\. Box 51290, Milwaukee, WI 53203$/m);
    assert.match(text, /Our dba is QuietRoom Acoustics — it goes/);
  });
});

describe('an Italian medical certificate', () => {
  test('"Cognome e nome" gives the surname first, and the first names said after are both first names', () => {
    assert.equal(withForeignKeysInEnglish('Cognome e nome: BENEDETTI CHIARA ELENA'), 'Last name: BENEDETTI\nFirst name: CHIARA ELENA');
    assert.equal(withForeignKeysInEnglish('Apellidos y nombre: GARCÍA LÓPEZ MARÍA'), 'Last name: GARCÍA LÓPEZ\nFirst name: MARÍA');
    const facts = factsOf('Cognome e nome: BENEDETTI CHIARA ELENA\nSesso: F\n\nMy surname is Benedetti and my first names are Chiara Elena.');
    const first = facts.find((f) => f.key === 'First name');
    assert.equal(first?.person?.first, 'Chiara Elena');
    assert.equal(first?.person?.middle, '');
  });

  test('the quoted address lines go where they are put, and "Country Italy" is the country', () => {
    const facts = factsOf(
      '- ADDRESS: Since 1st March I live in Corso Giovecca 112, scala B, same CAP 44121, Ferrara. Please put "Corso Giovecca 112" in the first address line and "Scala B" in the second one.\n- Country Italy of course.',
    );
    assert.deepEqual(valuesOf(facts, 'Address line 2'), ['Scala B']);
    assert.deepEqual(valuesOf(facts, 'Country'), ['Italy']);
    assert.ok(facts.filter((f) => f.address).every((f) => f.address!.line2 === '' || f.address!.line2 === 'Scala B'));
  });

  test('a language "ticked, it is a mistake" is unticked, and a field someone wrote into is emptied', async () => {
    const fields = [fieldAt('french', 'checkbox', { x: 40, y: 680 }, { currentValue: true }), fieldAt('state', 'text', { x: 40, y: 600 }, { currentValue: 'VA' })];
    const mapped = await mappedValues(
      fields,
      [described('french', 'Français'), described('state', 'US State')],
      'Languages: English and German. In the old record French was ticked, it is a mistake, please remove it.\nIn the form there is a field "US State" where someone wrote VA, please make it empty.',
    );
    assert.equal(mapped['french'], false);
    assert.equal(mapped['state'], '');
  });
});

describe("an issue tracker's page", () => {
  const page = [
    'Open   Issue created 3 weeks ago by Adaeze Okonkwo',
    '### Appointment / pay plan / series / grade / step',
    'Career-conditional / GS / 0150 / 11 / 3',
    '',
    'Marcus Delahunt @mdelahunt · 3 weeks ago',
    "@aokonkwo I think you started from my old issue. For the record mine was GS-12 step 2, and I'm a Geographer.",
    '',
    'Adaeze Okonkwo @aokonkwo · 3 weeks ago                                  Author',
    'My correct series is 1370 (Cartographer).',
  ].join('\n');

  test("a colleague's comment is put in the third person; the author's stays the writer's", () => {
    const read = withIssueCommentsInThirdPerson(page);
    assert.match(read, /Marcus Delahunt think you started from Marcus Delahunt's old issue\. For the record Marcus Delahunt's was GS-12 step 2, and Marcus Delahunt is a Geographer\./);
    assert.match(read, /^My correct series is 1370/m);
  });

  test('slashed keys over slashed values are read pair by pair, and the correct series replaces the first', () => {
    const facts = factsOf(page);
    assert.deepEqual(valuesOf(facts, 'Appointment'), ['Career-conditional']);
    assert.equal(valuesOf(facts, 'grade')[0], '11');
    // (The colleague's grade is read as said of him.)
    assert.ok(facts.filter((f) => f.value === '12').every((f) => f.sentence.includes("Marcus Delahunt's")));
    assert.ok(!facts.some((f) => f.value === '0150'));
  });

  test('a heading over a title and keyed lines keys the title; a course number after a dash is its own line', () => {
    const facts = factsOf('### Course\nAdvanced Python Scripting for ArcGIS Pro — course no. PY-420\nDates: 2025-05-12 to 2025-05-14\n\n### Codes\nPurpose 03 · Type 01 Training Program Area · Source 3 Non-government · Individual\n');
    assert.deepEqual(valuesOf(facts, 'Course'), ['Advanced Python Scripting for ArcGIS Pro']);
    assert.deepEqual(valuesOf(facts, 'Purpose'), ['03']);
    assert.deepEqual(valuesOf(facts, 'Source'), ['3 Non-government']);
  });

  test('a key said under two headings is each heading\'s own', () => {
    const facts = factsOf('### Direct costs\nTuition and fees: $1,650.00\nFund: GX25.NGP.MB.TRN\n\n### Indirect costs\nTravel: see comment\nFund: GX25.NGP.TRV\n');
    assert.deepEqual(valuesOf(facts, 'Direct costs Fund'), ['GX25.NGP.MB.TRN']);
    assert.deepEqual(valuesOf(facts, 'Indirect costs Fund'), ['GX25.NGP.TRV']);
    assert.deepEqual(valuesOf(facts, 'Tuition and fees'), ['$1,650.00']);
  });

  test('the totals asked for are the sums of the lettered lines above them in their column', () => {
    const fields = [
      fieldAt('a', 'text', { x: 100, y: 100 }),
      fieldAt('b', 'text', { x: 100, y: 115 }),
      fieldAt('c', 'text', { x: 100, y: 130 }),
      fieldAt('a2', 'text', { x: 300, y: 100 }),
      fieldAt('c2', 'text', { x: 300, y: 130 }),
    ];
    const labels = new Map([[0, 'a. Tuition and Fees'], [1, 'b. Books & Material Costs'], [2, 'c. Total'], [3, 'a. Travel'], [4, 'c. Total']]);
    const profiles = fields.map((field, i) => buildProfile(field, described(field.name, labels.get(i)!), i));
    const given = [{ field: 0, value: '1650.00' }, { field: 1, value: '92.50' }, { field: 3, value: '148.40' }];
    assert.deepEqual(totalsAskedFor(profiles, labels, given, ['Put the totals in the "c. Total" lines (just add each side up).']), [{ field: 2, value: '1742.50' }, { field: 4, value: '148.40' }]);
    assert.deepEqual(totalsAskedFor(profiles, labels, given, ['Tuition is $1,650.']), []);
  });
});

describe('chats and drafts', () => {
  test("a messaging app's merged history titled in Chinese is a chat, and so is LINE's saved history", () => {
    const merged = chatMessages(['Please fill the form.', '', '———————— 陈国华和Kevin Li的聊天记录 ————————', '', '陈国华  2025-04-14 20:02', '要价 $1,800。', '', 'Kevin Li  2025-04-14 20:05', 'Could you do $1,500?']);
    assert.deepEqual(merged?.slice(1).map((m) => m.speaker), ['陈国华', 'kevin li']);
    const line = chatMessages(['[LINE] Chat history with Hiro T.', 'Saved on: 2025/06/04 22:41', '', '2025/05/31(Sat)', '20:14\tゆき🐾\tまだありますか？', '20:21\tHiro T.\tあるよ。']);
    assert.deepEqual(line?.slice(1).map((m) => m.speaker), ['ゆき🐾', 'hiro t.']);
  });

  test('two form lines given with equals signs on one line are two keyed lines; run-on account numbers are apart', () => {
    const facts = factsOf('me: line 36 = 612.40, AGI on line 37 (and 38) = 41,621.27\nMarisol: routing 271974509 acct 0048812736');
    assert.deepEqual(valuesOf(facts, 'line 36'), ['612.40']);
    assert.deepEqual(valuesOf(facts, 'AGI on line 37 (and 38)'), ['41,621.27']);
    assert.deepEqual(valuesOf(facts, 'routing'), ['271974509']);
  });

  test('a keyed address stops at its ZIP code, one that explains is keyed to where the writer lives, and a unit called wrong mends nothing', () => {
    const facts = factsOf(
      [
        "3) PREVIOUS physical address = my line 6a: 2716 Bayshore Blvd, Apt 1104, Tampa, FL 33629. Line 6b is Daniel's condo. It's not mine, so ignore it.",
        '4) PRESENT physical address: line 7 on the IRS form is our P.O. box. USCIS does NOT accept a P.O. box. We actually live at 5521 Palmer Crossing Cir, Sarasota, FL 34233, in an apartment. I first wrote "Apt 208" in my notes app, but that\'s wrong.',
        '6) Date the AR-11 the same day as the 8822, June 9, 2025.',
      ].join('\n'),
    );
    const previous = facts.find((f) => /PREVIOUS/.test(f.key) && f.address);
    assert.equal(previous?.address?.city, 'Tampa');
    assert.equal(previous?.address?.line2, 'Apt 1104');
    assert.equal(facts.find((f) => /PRESENT/.test(f.key) && f.address)?.address?.street, '5521 Palmer Crossing Cir');
    assert.deepEqual(valuesOf(facts, 'date signed dated'), ['June 9, 2025']);
  });

  test('"She\'s Emerald Enclave now" under a faction note is the faction, and no one\'s name', () => {
    const facts = factsOf('Name: Ysolde Farrowmere\nFaction: Order of the Gauntlet\n\n• Faction: the header still says Order of the Gauntlet. She\'s Emerald Enclave now. Just the faction name, please.');
    assert.deepEqual(valuesOf(facts, 'Name'), ['Ysolde Farrowmere']);
    assert.ok(facts.some((f) => /faction/i.test(f.key) && f.value === 'Emerald Enclave'));
    assert.ok(!facts.some((f) => /faction/i.test(f.key) && f.value === 'Order of the Gauntlet'));
  });

  test('"Clear both" after a sentence naming a quoted box and a line clears the two, ticked box included', async () => {
    const fields = [fieldAt('addr', 'text', { x: 40, y: 700 }, { currentValue: 'foobar' }), fieldAt('self', 'checkbox', { x: 400, y: 700 }, { currentValue: true })];
    const mapped = await mappedValues(
      fields,
      [described('addr', "Firm's address"), described('self', 'Check if self-employed')],
      'The PDF has "foobar" typed in the firm\'s address line and the "Check if self-employed" box ticked there. Clear both, and don\'t put me anywhere in that section.',
    );
    assert.equal(mapped['addr'], '');
    assert.equal(mapped['self'], false);
  });
});

describe('issue forms, certificates and typed-out drafts (probe batch 78)', () => {
  test("an issue form's answers under headings, \"_No response_\" as none, slashed pairs with N/A and web addresses", () => {
    const facts = factsOf(
      [
        '### Position title / level',
        'IT Specialist (APPSW) / Non-supervisory',
        '### Duty hours / non-duty hours',
        '40 / _No response_',
        '### Vendor phone / email / website / POC',
        '703-555-0148 / registrar@meridian.example.org / https://meridian.example.org / Dana Whitlock',
        '### Pay plan - series - grade - step',
        'GS-2210-12, step 3',
      ].join('\n'),
    );
    assert.deepEqual(valuesOf(facts, 'Position level'), ['Non-supervisory']);
    assert.deepEqual(valuesOf(facts, 'Duty hours'), ['40']);
    assert.deepEqual(valuesOf(facts, 'non-duty hours'), ['N/A']);
    assert.deepEqual(valuesOf(facts, 'Vendor website'), ['https://meridian.example.org']);
    assert.deepEqual(valuesOf(facts, 'Vendor POC'), ['Dana Whitlock']);
    assert.ok(!facts.some((f) => f.key === 'step' && f.value === 'GS-2210-12'));
  });

  test("a GitHub page's author is the one who opened the issue; other commenters' words are theirs", () => {
    const read = withIssueCommentsInThirdPerson(['Open  bcastellanos opened this issue on Jun 3 - 4 comments', '', 'bcastellanos commented on Jun 3', 'My tuition is $2,150.', '', 'kpham commented on Jun 4', 'fwiw mine last year went in as sub-type 34'].join('\n'));
    assert.match(read, /^My tuition is \$2,150\.$/m);
    assert.match(read, /^fwiw kpham's last year went in as sub-type 34$/m);
  });

  test('a Polish certificate: "Płeć: K" is a woman, a Polish postcode gives the country, "no, not yet" and "leave it empty" untick', async () => {
    const fields = [
      fieldAt('gender', 'text', { x: 40, y: 100 }),
      fieldAt('country', 'text', { x: 40, y: 120 }),
      fieldAt('licence', 'checkbox', { x: 40, y: 140 }, { currentValue: true }),
      fieldAt('german', 'checkbox', { x: 40, y: 160 }, { currentValue: true }),
    ];
    const mapped = await mappedValues(
      fields,
      [described('gender', 'Gender'), described('country', 'Country'), described('licence', 'Driving License'), described('german', 'Deutsch')],
      'Nazwisko i imię (imiona):  WIŚNIEWSKA Katarzyna\nPłeć:  K\nData urodzenia:  15.03.1992\n\n- Now I live in Wrocław: ul. Pomorska 88B, flat 7, 50-218 Wrocław.\n- Driving licence: NO, not yet!\n- Languages: I learned German in school but honestly it is not enough, leave it empty.',
    );
    assert.equal(mapped['gender'], 'Female');
    assert.equal(mapped['country'], 'Poland');
    assert.equal(mapped['licence'], false);
    assert.equal(mapped['german'], false);
  });

  test('the flat written as asked goes on the second line', () => {
    const facts = factsOf('Now I live in Wrocław: ul. Pomorska 88B, flat 7, 50-218 Wrocław. Please write the flat as "m. 7" on the second address line.');
    assert.ok(facts.some((f) => f.address?.line2 === 'm. 7'));
  });

  test("a typed-out draft's dotted rows make one address; a part \"of the AR-11\" left empty names its boxes; a value after where it is written", async () => {
    const facts = factsOf(
      ['SECTION 2 - NEW RESIDENCE ADDRESS', '  STREET ADDRESS ....... 3150 ARDEN WAY', '  APT/SPACE # .......... 214', '  CITY ................. SACRAMENTO', '  STATE / ZIP .......... CA  95852', '', '2) My A-number is the USCIS# on the green card: 214-556-907.'].join('\n'),
    );
    const address = facts.find((f) => f.address)?.address;
    assert.equal(address?.state, 'CA');
    assert.equal(address?.zip, '95852');
    assert.deepEqual(valuesOf(facts, 'A-number'), ['214-556-907']);
    const fields = [fieldAt('S2C_Street', 'text', { x: 40, y: 300 }, { currentValue: '1 OLD RD' }), fieldAt('S2C_City', 'text', { x: 40, y: 320 }, { currentValue: 'ELK GROVE' })];
    const mapped = await mappedValues(
      fields,
      [described('S2C_Street', 'Mailing Address Street Number and Name'), described('S2C_City', 'Mailing Address City or Town')],
      'Mailing address: for immigration I want everything to come to the apartment, so leave the whole mailing address part of the AR-11 empty.',
    );
    assert.equal(mapped['S2C_Street'], '');
    assert.equal(mapped['S2C_City'], '');
  });

  test('what a note says goes on a line or in a box is that line\'s', () => {
    const facts = factsOf(
      [
        "- Zoho's name is only our trade name. Line 1 has to be the name the IRS has for us, which is what's on the CP575 letter: Tidewater Signal Works, Inc. \"Brightline Letterpress\" goes on the business name line as the DBA.",
        'Please fill in our company as the requester and list your vendor number (CRHG-V-08816) in the account number box.',
      ].join('\n'),
    );
    assert.deepEqual(valuesOf(facts, 'Line 1'), ['Tidewater Signal Works, Inc.']);
    assert.deepEqual(valuesOf(facts, 'business name'), ['Brightline Letterpress']);
    assert.deepEqual(valuesOf(facts, 'account number'), ['CRHG-V-08816']);
  });
});

describe('exports with notes over them (probe batch 78)', () => {
  test("a virtual tabletop's XML export is read though its notes hold formatted text, each paragraph keyed by its heading", () => {
    const text = [
      'Below is the character XML I exported. The log and my notes beat the XML.',
      '',
      '<?xml version="1.0" encoding="utf-8"?>',
      '<root version="4.4">',
      '  <character>',
      '    <name type="string">Tamsin Oakhollow</name>',
      '    <notes type="formattedtext"><h>Backstory</h><p>Tamsin tended the seed vaults. She left the grove with her twin sister Ailsa. She now serves Chauntea.</p><h>Faction</h><p>Order of the Gauntlet</p></notes>',
      '  </character>',
      '</root>',
      '',
      'Backstory: the XML one, just cut the Ailsa sentence.',
    ].join('\n');
    const facts = factsOf(text);
    assert.deepEqual(valuesOf(facts, 'Backstory'), ['Tamsin tended the seed vaults. She now serves Chauntea.']);
    assert.deepEqual(valuesOf(facts, 'Faction'), ['Order of the Gauntlet']);
    assert.ok(facts.some((f) => f.value === 'Tamsin Oakhollow'));
  });

  test('a column the text says the form works out takes no value, in any row', async () => {
    const fields = [1, 2, 3].map((row) => fieldAt(`Table[0].Row${row}[0].costbasis[0]`, 'text', { x: 300, y: 100 + row * 15 }));
    const descriptions = [described('Table[0].Row1[0].costbasis[0]', 'Cost Basis'), described('Table[0].Row2[0].costbasis[0]', 'Cost Basis'), described('Table[0].Row3[0].costbasis[0]', 'Row 3')];
    const mapped = await mappedValues(fields, descriptions, 'Cost basis: $4,182.00\nThe Cost Basis column calculates itself.');
    assert.deepEqual(mapped, {});
    assert.notDeepEqual(await mappedValues(fields, descriptions, 'Cost basis: $4,182.00'), {});
  });
});
