/**
 * Ordinary requests read once they were no longer held out (issue 4, fresh v48 and probe batch 64): photos captioned
 * by their file names, a text thread that is one person's, a legend over slashed lots, a total stated with its parts,
 * a tax return's boxes captioned only "You" and "Spouse", an address abroad told in pieces, form lines quoted by
 * their printed words.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { factsOf, valuesOf } from '../../helpers/parsed-facts.js';
import { parseAddress } from '../../../workers/mapping/parse-compound.js';
import { withPhotoFileNamesDropped } from '../../../workers/mapping/file-captions.js';
import { withSlashColumnsNamed } from '../../../workers/mapping/parse-slash-lists.js';
import { itemWithHeadKeyed } from '../../../workers/mapping/table-items.js';
import { textParty } from '../../../workers/mapping/parties.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';


describe('photos and scans captioned by their file names', () => {
  test('the file name before a caption is dropped; one named in a sentence stays', () => {
    assert.equal(withPhotoFileNamesDropped('IMG_2041.jpg - my W-2 from Midwest Freight.\nscan 2.pdf: the 1099-INT'), 'my W-2 from Midwest Freight.\nthe 1099-INT');
    assert.equal(withPhotoFileNamesDropped('Oh, one fix - on IMG_2042 I read the interest wrong'), 'Oh, one fix - on IMG_2042 I read the interest wrong');
  });

  test('"Box 1 wages $38,412.57": a statement\'s box is where the amount was read, not what it is', () => {
    const facts = factsOf('IMG_0412.jpg - W-2 from Platte Valley Fabrication. Box 1 wages $38,412.57, box 2 federal withheld $3,904.00.');
    assert.ok(facts.some((f) => f.key === 'wages' && f.value === '$38,412.57'));
    assert.ok(!facts.some((f) => f.value === 'IMG_0412.jpg'));
  });

  test('a total the text states, with the amounts that add up to it, leaves the total alone', () => {
    const facts = factsOf('Box 2 federal withheld $3,904.00.\nUnemployment $2,340.00, federal withheld $234.00.\nSo total federal withheld should be $4,138.00 I think (3,904 + 234)?');
    const withheld = facts.filter((f) => /federal withheld/.test(f.key)).map((f) => f.value);
    assert.ok(withheld.includes('$4,138.00'));
    assert.ok(!withheld.includes('$3,904.00') && !withheld.includes('$234.00'));
    // (Amounts that do not add up to it are no parts of it.)
    const apart = factsOf('Federal withheld $3,900.00.\nFederal withheld $234.00.\nTotal federal withheld $5,000.00.');
    assert.ok(apart.some((f) => f.value === '$3,900.00'));
  });

  test('"direct deposit to my checking": the kind of account, keyed; "my brother\'s W-2" names nobody\'s relation', () => {
    const facts = factsOf("If there's a refund, direct deposit to my checking at Hilltop: routing 307086423, account 4400918273.\nIMG_0417.jpg - this is my brother's W-2, ignore it.");
    assert.deepEqual(valuesOf(facts, 'Account type'), ['Checking']);
    assert.deepEqual(valuesOf(facts, 'routing'), ['307086423']);
    assert.deepEqual(valuesOf(facts, 'relationship'), []);
  });
});

describe('a thread that is one person\'s messages', () => {
  const thread = [
    "Marcus: hey Renee it's Marcus O. sorry to bug you, I'm stuck in line at the DMV",
    'Marcus: me: Okafor, Marcus D. — Supervisory Contract Specialist, GS-1102-13 step 2',
    'Marcus: office is Bureau of Reclamation, Acquisition Operations Branch, Bldg 67, Denver Federal Center, Denver, CO 80225',
    'Marcus: vendor is the Interagency Leadership Training Center, 4200 Wilson Blvd, Suite 900, Arlington, VA 22203',
    'Marcus: but the class itself is here, Denver Federal Center Building 53, Lakewood, CO 80225, so no travel',
    'Renee: lol ok. got it',
    'Marcus: you are the best',
  ].join('\n');

  test('the sender\'s name is no key of what they say, and their sentences read as statements', () => {
    const facts = factsOf(thread);
    assert.ok(!facts.some((f) => f.key === 'Marcus'));
    assert.deepEqual(valuesOf(facts, 'Office'), ['Bureau of Reclamation, Acquisition Operations Branch, Bldg 67, Denver Federal Center, Denver, CO 80225']);
    assert.ok(facts.some((f) => /class itself is held at/.test(f.sentence)));
    // (A colleague's reply keeps its sender.)
    assert.ok(facts.some((f) => f.key === 'Renee'));
  });

  test('a dialogue is left to the chat\'s reader, which keys each answer by its question', () => {
    const dialogue = 'Payroll: Home address?\nTomas: 2716 birchwood ave duluth mn 55811\nPayroll: Single or married?\nTomas: married\nPayroll: Extra per check?\nTomas: $25';
    const facts = factsOf(dialogue);
    assert.deepEqual(valuesOf(facts, 'Home address'), ['2716 Birchwood Ave, Duluth, MN 55811']);
    assert.deepEqual(valuesOf(facts, 'Extra per check'), ['$25']);
  });
});

describe('lots', () => {
  test('a legend over slashed rows names each value by its column', () => {
    const text = 'Lots, my shorthand (qty / trade date / cost per unit / total cost incl. commission):\n\n1. JNJ (Johnson & Johnson) - 150 sh / 03-14-2008 / 61.20 / 9,180.00';
    assert.equal(withSlashColumnsNamed(text).split('\n').at(-1), '1. JNJ (Johnson & Johnson) - qty 150 sh, trade date 03-14-2008, cost per unit 61.20, total cost 9,180.00');
    // (A row whose values are not one per column is left as written.)
    assert.equal(withSlashColumnsNamed(`${text} / 12`).split('\n').at(-1), '1. JNJ (Johnson & Johnson) - 150 sh / 03-14-2008 / 61.20 / 9,180.00 / 12');
  });

  test('a ticker before the holding\'s name, and a bond named with its rate and maturity', () => {
    assert.match(itemWithHeadKeyed('JNJ, Johnson & Johnson. 120 sh bought 3/14/08 @ 62.15.'), /^description: Johnson & Johnson\nsymbol or code: JNJ\n120 sh/);
    assert.match(itemWithHeadKeyed('Line 3: VWENX - Vanguard Wellington Fund Admiral Shares. 210.532 sh'), /^description: Vanguard Wellington Fund Admiral Shares\nsymbol or code: VWENX\n/);
    assert.match(itemWithHeadKeyed('VWELX, Vanguard Wellington Fund Investor Shares - qty 312.447 sh'), /^description: Vanguard Wellington Fund Investor Shares\nsymbol or code: VWELX\n/);
    assert.match(itemWithHeadKeyed('Muni: NYC Transitional Finance Authority, 5.00% due 11/01/2032, CUSIP 64971QAB9. Par 20,000.'), /^description: NYC Transitional Finance Authority 5.00% due 11\/01\/2032\nsymbol or code: 64971QAB9\n/);
  });

  test('"avg cost 52.87" is a cost per unit', () => {
    const facts = factsOf('Line 3: VWENX. 210.532 sh, bought 6/20/11, avg cost 52.87.');
    assert.ok(facts.some((f) => f.value === '52.87'));
  });
});

describe('a tax return\'s boxes captioned by whose they are', () => {
  const fields = [
    fieldAt('campaign_you', 'checkbox', { x: 470, y: 170, width: 8, height: 8 }),
    fieldAt('campaign_spouse', 'checkbox', { x: 520, y: 170, width: 8, height: 8 }),
    fieldAt('exemption_self', 'checkbox', { x: 138, y: 230, width: 8, height: 8 }),
    fieldAt('exemption_spouse', 'checkbox', { x: 138, y: 241, width: 8, height: 8 }),
  ];
  const campaign = 'Presidential / Election Campaign  Check here if you, or your spouse if filing jointly, want $3 to go to this fund';
  const descriptions = [
    described('campaign_you', 'You', `${campaign}  You`),
    described('campaign_spouse', 'Spouse', `${campaign}  You  Spouse`),
    described('exemption_self', 'Yourself. If someone can claim you as a dependent, do not check box 6a', 'Exemptions  6a  Yourself. If someone can claim you as a dependent, do not check box 6a'),
    described('exemption_spouse', 'Spouse', 'Exemptions  6a  Yourself. If someone can claim you as a dependent, do not check box 6a / b  Spouse'),
  ];

  test('"yes for me, Lena says no" and "nobody else can claim either of us"', async () => {
    const values = await mappedValues(fields, descriptions, 'We are married filing jointly. $3 campaign fund: yes for me, Lena says no.\nNobody else can claim either of us.');
    assert.deepEqual([values.campaign_you, values.campaign_spouse, values.exemption_self, values.exemption_spouse], [true, false, true, true]);
  });

  test('"Neither of us wants the $3", and one filer nobody claims', async () => {
    const values = await mappedValues(fields, descriptions, "Single, no kids, nobody claims me. Neither of us wants the $3 presidential campaign thing ticked.");
    assert.deepEqual([values.campaign_you, values.exemption_self, values.exemption_spouse], [false, true, undefined]);
  });

  test('a text that says nothing of them leaves them alone', async () => {
    const values = await mappedValues(fields, descriptions, 'Wages were $38,412.57.');
    assert.deepEqual(Object.keys(values), []);
  });

  test('a paid preparer\'s firm is its own party; "the employer is our firm" is not', () => {
    assert.equal(textParty('Firm address'), 'preparer');
    assert.equal(textParty("- Firm's EIN 39-4471082, phone no."), 'preparer');
    assert.notEqual(textParty('The employer is our firm'), 'preparer');
  });
});

describe('addresses abroad and forms quoted by their own words', () => {
  test('an address with its second line said in passing and its postcode in the next sentence', () => {
    const facts = factsOf('My address is Egnatia 112, and on the second line 3rd floor, flat 7. Postcode 54630, Thessaloniki, Greece.');
    const address = facts.find((f) => f.address)?.address;
    assert.deepEqual([address?.street, address?.line2, address?.zip, address?.city, address?.country], ['Egnatia 112', '3rd floor, flat 7', '54630', 'Thessaloniki', 'Greece']);
    assert.equal(parseAddress('Egnatia 112, Postcode 54630, Thessaloniki, Greece')?.zip, '54630');
  });

  test('"it is stan 6, not 5" mends the second line said before it', () => {
    const facts = factsOf('The street address is Ulica Ivana Gundulića 7. For the second line please write "2. kat, stan 5" - the postman insists. Oh, sorry, it is stan 6, not 5.');
    assert.deepEqual(valuesOf(facts, 'Address line 2'), ['2. kat, stan 6']);
  });

  test('a form\'s line quoted by its printed words, and codes said in prose', () => {
    const facts = factsOf('Line 1, "Name (as shown on your income tax return)": Harbor Light Arts Collective, Inc. That is our legal name.\nLine 2, the "Business name/disregarded entity name" line, should say Harbor Light Community Theater.\nPlease check "Other (see instructions)" and write Nonprofit corporation, 501(c)(3) next to it.\nThe exempt payee code is 1, and the FATCA code is A.\nThe account number line should be our grant agreement number, ENV-2025-118.');
    assert.deepEqual(valuesOf(facts, 'Name (as shown on your income tax return)'), ['Harbor Light Arts Collective, Inc.']);
    assert.ok(facts.some((f) => f.key === 'Business name/disregarded entity name' && f.value === 'Harbor Light Community Theater' && !f.person));
    assert.deepEqual(valuesOf(facts, 'other'), ['Nonprofit corporation, 501(c)(3)']);
    assert.deepEqual(valuesOf(facts, 'FATCA code'), ['A']);
    assert.deepEqual(valuesOf(facts, 'account number'), ['ENV-2025-118']);
  });

  test('a letter signed under a long closing, and the writer\'s contact left for questions', () => {
    const letter = factsOf('Dear team,\n\nI am writing to update my registration.\n\nWith many thanks and see you in July,\nEleni Papadaki\n(soprano II)');
    assert.ok(letter.some((f) => f.value === 'Eleni Papadaki'));
    const forOther = factsOf("I'm writing on behalf of my grandfather.\n\nIf you need to reach me: Linh Tran, (732) 555-0119.\n\nThank you,\nLinh");
    assert.ok(forOther.some((f) => f.value === 'Linh Tran' && f.party !== 'self'));
  });
});
