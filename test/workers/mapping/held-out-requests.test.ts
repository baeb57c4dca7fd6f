/**
 * Ordinary requests read once they were no longer held out (issue 4, fresh v29 and probe batch 4): an address
 * with its state written out before the country, a suite renumbered by a correction, dates moved to another
 * session, a job title with "and" in it, a provider named in one sentence and placed in another, a reply whose
 * answers are lists, a sale's trade and its signing day, a writer's signature when they write for someone else.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Fact } from '../../../workers/mapping/parse-data.js';
import { parseData, splitClauses } from '../../../workers/mapping/parse-data.js';
import { findEuropeanAddress, parseAddress } from '../../../workers/mapping/parse-compound.js';
import { selfIntroduction } from '../../../workers/mapping/job-titles.js';
import { withYearsOfBareDates } from '../../../workers/mapping/bare-dates.js';
import { findTypedValues } from '../../../workers/mapping/detect-values.js';
import { plainAge } from '../../../workers/mapping/format-value.js';
import { firearmMakeAndModel } from '../../../workers/mapping/firearm-makers.js';
import { itemWithHeadKeyed } from '../../../workers/mapping/table-items.js';
import { optionMatch } from '../../../workers/mapping/score-choices.js';
import { findOptionGroups } from '../../../workers/describe/option-groups.js';
import type { PageLayout } from '../../../workers/describe/page-layout.js';
import { linesWithDashesKeyed } from '../../../workers/mapping/parse-leaders.js';
import { isCodedOption } from '../../../workers/describe/option-captions.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

const factsOf = (text: string) => parseData(text).facts;
const valuesOf = (facts: Fact[], key: string) => facts.filter((f) => f.key === key).map((f) => f.value);

describe('addresses and their corrections', () => {
  test('a state written out before its ZIP code, and the country after it', () => {
    const address = parseAddress('2207 Ashbury Lane, Unit 4, Bloomington, Indiana 47401, USA');
    assert.deepEqual([address?.street, address?.line2, address?.city, address?.state, address?.zip], ['2207 Ashbury Lane', 'Unit 4', 'Bloomington', 'IN', '47401']);
  });

  test('"Wait, scratch that, … it\'s Suite 210 now": the unit takes its new number', () => {
    const facts = factsOf('Our address is 2750 Quarry Road, Suite 140, Salem, OR 97302. Wait, scratch that, we moved upstairs in June, it\'s Suite 210 now, same building.');
    assert.ok(facts.some((f) => f.address && f.value.startsWith('2750 Quarry Road, Suite 210')));
    assert.ok(!facts.some((f) => f.address && f.value.includes('Suite 140')));
  });

  test('a year and words in lower case after a comma are no postcode and town', () => {
    assert.equal(findEuropeanAddress('Summit just emailed me that the June 9, 2025 session is full, so I was moved'), undefined);
    assert.equal(findEuropeanAddress('Keizersgracht 212, 1016 DZ Amsterdam')?.text, 'Keizersgracht 212, 1016 DZ Amsterdam');
  });

  test('"new addr …" and its postcode and town on the next line are one address', () => {
    const facts = factsOf('name: Daan van der Berg\nnew addr Keizersgracht 212, 3rd floor\n1016 DZ Amsterdam, Netherlands\nmale, 183 cm');
    assert.deepEqual(valuesOf(facts, 'new addr'), ['Keizersgracht 212, 3rd floor, 1016 DZ Amsterdam, Netherlands']);
    // (A person's measure said without its word is their height; a quantity in hundredths is no one's.)
    assert.deepEqual(valuesOf(facts, 'height'), ['183 cm']);
    assert.deepEqual(valuesOf(factsOf('Seed harvested: 41.20 kg in March.'), 'weight'), []);
  });
});

describe('dates', () => {
  test('a session moved to another week replaces the dates given before', () => {
    const facts = factsOf('The class runs June 9th through June 12th, 2025.\n\nOne correction: the June 9 session is full, so I\'ve been moved to the next one, June 16-19, 2025.');
    assert.deepEqual(valuesOf(facts, 'start from begin'), ['June 16, 2025']);
    assert.deepEqual(valuesOf(facts, 'end to until'), ['June 19, 2025']);
  });

  test('"on the 2nd" is the one full date of the text with that day', () => {
    assert.match(withYearsOfBareDates("Date: Saturday, Aug 2nd 2025\nWe'll both sign at the meetup on the 2nd."), /on August 2, 2025\.$/);
    // (Two months with that day: which one is not known.)
    assert.match(withYearsOfBareDates('Paid on March 2, 2025 and April 2, 2025. We sign on the 2nd.'), /on the 2nd\.$/);
  });

  test('a date written day-month-year with hyphens, its whole year given', () => {
    assert.deepEqual(findTypedValues('date it 14-05-2025 pls').find((t) => t.kind === 'date')?.date, { year: 2025, month: 5, day: 14 });
    assert.equal(findTypedValues('case 14-05-2025-7').some((t) => t.kind === 'date'), false);
  });
});

describe('who someone is and where they work', () => {
  test('"I\'m a Management and Program Analyst, GS-0343-13, step 2, in the Office of …": title and offices', () => {
    const sentence = "I'm a Management and Program Analyst, GS-0343-13, step 2, in the Office of Grants Management, Policy Division, U.S. Department of the Interior, 1849 C St NW, Washington, DC 20240.";
    assert.deepEqual(selfIntroduction(sentence), { title: 'Management and Program Analyst', organisation: 'Office of Grants Management, Policy Division, U.S. Department of the Interior' });
    const facts = factsOf(sentence);
    assert.deepEqual(valuesOf(facts, 'organization office mailing address'), ['Office of Grants Management, Policy Division, U.S. Department of the Interior, 1849 C St NW, Washington, DC 20240']);
  });

  test('a named person\'s job, capitalised with its specialty, once whose the name is is known', () => {
    const facts = factsOf('Spouse: Elena M. Duarte, 521-60-7735\nOccupations: I am a physical therapist; Elena is a middle school teacher');
    assert.ok(facts.some((f) => f.value === 'middle school teacher' && f.party === 'spouse'));
    const staff = factsOf('I\'m writing on behalf of one of our HR specialists, Marcus D. Whitfield. Marcus is a Human Resources Specialist (Employee Relations), GS-0201-11, step 3.');
    assert.ok(staff.some((f) => f.value === 'Human Resources Specialist (Employee Relations)' && /position title/.test(f.key)));
    assert.ok(staff.some((f) => f.person?.full === 'Marcus D. Whitfield'));
  });

  test('the phone\'s extension after "ext." stays with it', () => {
    const facts = factsOf('My office line is (202) 555-0168 ext. 4471 and my work email is d.okafor@example.gov.');
    assert.deepEqual([...new Set(valuesOf(facts, 'office line'))], ['(202) 555-0168 ext. 4471']);
  });

  test('a legal name ending as only businesses\' names do is an organisation\'s', () => {
    assert.ok(factsOf('The legal name is Whitcomb & Alvarez Partners.').some((f) => f.value === 'Whitcomb & Alvarez Partners' && f.organisation));
  });

  test('a signature of a writer who sends the form for someone else fills the block of the role they give themselves', () => {
    const text =
      'I\'m submitting a training request on behalf of one of our HR specialists, Marcus D. Whitfield.\n' +
      'I\'m the servicing training officer, so please put me in block D3.\n\nThanks,\nDenise Albright\nTraining Officer, Southeast Regional Office\n(404) 555-0129 | denise.albright@example.gov';
    const facts = factsOf(text);
    const nameAndTitle = facts.find((f) => / name and title$/.test(f.key) && f.value === 'Denise Albright, Training Officer');
    assert.equal(nameAndTitle?.party, 'official');
    assert.ok(facts.some((f) => f.value === '(404) 555-0129' && f.party === 'official'));
    // (Without a role, the signature is nobody's the form asks for, not the form's person's.)
    const noRole = factsOf(text.replace("I'm the servicing training officer, so please put me in block D3.\n", ''));
    assert.ok(!noRole.some((f) => f.value === 'Denise Albright' && f.party === 'self'));
  });
});

describe('courses', () => {
  test('the provider after "(course no. …) from", and its address given in a sentence about it', () => {
    const facts = factsOf(
      'The course is the PMP Exam Prep Boot Camp (course no. PMP-400) from Summit Project Academy. Summit is a private company with its office at 1200 Wilson Blvd, Suite 300, Arlington, VA 22209.',
    );
    assert.deepEqual(valuesOf(facts, 'course'), ['PMP Exam Prep Boot Camp']);
    assert.deepEqual(valuesOf(facts, 'provider vendor organization'), ['Summit Project Academy', 'Summit Project Academy, 1200 Wilson Blvd, Suite 300, Arlington, VA 22209']);
  });

  test('"I\'m the only one from our office attending": training taken alone', () => {
    assert.deepEqual(valuesOf(factsOf("I'm the only one from our office attending."), 'individual or group attendance'), ['Individual']);
  });
});

describe('replies and what they take back', () => {
  test('"Age 34 (actually make it 43, …)": only the new age is read', () => {
    const facts = factsOf('- Name: Brannoc Ashfeld\n- Age 34 (actually make it 43, he\'s a retired soldier, 34 is too young)');
    assert.deepEqual(valuesOf(facts, 'Age'), ['43']);
    assert.equal(plainAge("She's 34, 4'2\" and about 40 lb"), '34');
  });

  test('a story under its key runs on through its sentences, and stops where another thing begins', () => {
    const facts = factsOf(
      'Backstory: Brannoc served twenty years on the border. He left the army convinced the attack was an inside job. His treasure is a signet ring.',
    );
    assert.deepEqual(valuesOf(facts, 'Backstory'), ['Brannoc served twenty years on the border. He left the army convinced the attack was an inside job.']);
  });

  test('what follows an amount to say what it was, and a page of the form, are no values', () => {
    const facts = factsOf('We are doing the bits of page 2 you mentioned.\nFederal income tax withheld: $9,874 total from both W-2s');
    assert.ok(!facts.some((f) => f.value === '2' || f.value === 'total from both W-2s'));
    assert.ok(factsOf('Taxable interest from the credit union was $212.').some((f) => f.key === 'Taxable interest' && f.value === '$212'));
  });

  test('"Current home address: We moved in August: 88 Larkspur Court, …": the answer\'s own lead is no part of it', () => {
    assert.deepEqual(valuesOf(factsOf('Current home address: We moved in August: 88 Larkspur Court, Apt 3, Fort Collins, CO 80525'), 'Current home address'), ['88 Larkspur Court, Apt 3, Fort Collins, CO 80525']);
  });

  test('"it\'s an UPDATE not a new one" sets the second against the first; "We\'re an LLC and we\'ve never …" is two statements', () => {
    assert.deepEqual(splitClauses("it's an UPDATE not a new one"), ["it's an UPDATE", 'not a new one']);
    assert.deepEqual(splitClauses('it is not a gift'), ['it is not a gift']);
    assert.deepEqual(splitClauses("We're a three-member LLC and we've never filed an election"), ["We're a three-member LLC", "we've never filed an election"]);
  });
});

describe('sales', () => {
  test('what the other side gives in a trade, and whom a gift goes to', () => {
    assert.deepEqual(valuesOf(factsOf('Gary is giving me his Marlin Model 60 .22 rifle (SN 93284716) for it.'), 'trade in exchange for'), ['Marlin Model 60 .22 rifle (SN 93284716)']);
    const gift = factsOf("I'm giving my late father's deer rifle to my nephew. My nephew is Caleb Pruitt; his license number is P630-8802-5531, also Illinois. No money is changing hands.");
    assert.ok(gift.some((f) => f.value === 'Caleb Pruitt' && f.party === 'buyer'));
    assert.ok(gift.some((f) => f.value === 'P630-8802-5531'));
    assert.ok(!gift.some((f) => /^no money/i.test(f.key)));
  });

  test('a licence number with its state in brackets, and a maker named before "type/model"', () => {
    assert.deepEqual(valuesOf(factsOf('Buyer DL: L523-6610-4482 (Illinois)'), 'Buyer DL'), ['L523-6610-4482']);
    assert.deepEqual(firearmMakeAndModel('The gun is a Smith & Wesson, type/model M&P15 Sport II rifle, caliber 5.56 NATO.'), { make: 'Smith & Wesson', model: 'M&P15 Sport II', modelWithKind: 'M&P15 Sport II rifle' });
  });

  test('"Print my name at the bottom the usual way, Walter E. Brandt"', () => {
    assert.deepEqual(valuesOf(factsOf("Print my name at the bottom the usual way, Walter E. Brandt, and I'll sign it."), 'print name'), ['Walter E. Brandt']);
  });

  test('a holding called by a short name, then by its own with its code', () => {
    assert.equal(
      itemWithHeadKeyed('The Ohio bond, State of Ohio GO 5% due 2029, CUSIP 677522JK1: $25,000 par, trade date 6/3/2009'),
      'description: State of Ohio GO 5% due 2029\nsymbol or code: 677522JK1\nquantity: 25,000\ntrade date 6/3/2009',
    );
  });
});

describe('check boxes', () => {
  test('"He gave up his driving licence …, so please untick that box" unticks it', async () => {
    const fields = [fieldAt('Driving License', 'checkbox', { x: 40, y: 300 })];
    const values = await mappedValues(fields, [described('Driving License', 'Driving License')], 'He gave up his driving licence when we moved (no car anymore), so please untick that box.');
    assert.equal(values['Driving License'], false);
  });
});

describe('lists and radio buttons', () => {
  test('"N/A" is the option "05 - N/A"', () => {
    assert.equal(optionMatch('N/A', { value: '05 - N/A', label: '05 - N/A', tokens: [] }), 0.95);
    assert.equal(optionMatch('N/A', { value: '01 - Legal', label: '01 - Legal', tokens: ['legal'] }), 0);
  });

  test('buttons an authoring tool named "Value8", "Value81" take the words printed beside them', () => {
    assert.equal(isCodedOption('Value81'), true);
    assert.equal(isCodedOption('Gift'), false);
  });

  test('"…, it\'s a gift" picks the one button whose caption says gift', async () => {
    const field = fieldAt('purchase_option', 'radio', { x: 40, y: 300 }, { options: ['Value8', 'Value81', 'Value811'] });
    const description = described(
      'purchase_option',
      'purchase option',
      '3. PURCHASE. / Options: Value8 = Seller accepts cash payment in the amount of; Value81 = Buyer is receiving the Firearm as a Gift.; Value811 = Seller accepts trade for the Firearm in exchange for:',
    );
    const values = await mappedValues([field], [description], 'No money is changing hands and nothing is being traded, it\'s a gift.');
    assert.equal(values.purchase_option, 'Value81');
  });

  test('a sender\'s signature states nothing a list or a box could take', () => {
    const parsed = parseData("I'm sending this on behalf of one of our hydrologists, Keisha M. Harlan.\n\nThanks,\nDana Ruiz\nOffice Manager");
    assert.ok(parsed.facts.some((f) => f.value === 'Office Manager'));
    assert.ok(!parsed.clauses.some((c) => /Manager/.test(c.text)));
  });
});

describe('probe batch 5', () => {
  test('"Label - value" lines, three or more of them, are keyed lines; a dash in a sentence is not', () => {
    assert.deepEqual(linesWithDashesKeyed(['Character name - Brannoc Ashgrove', 'Age - 142', 'Eyes - amber', 'He is tough - and old']), ['Character name: Brannoc Ashgrove', 'Age: 142', 'Eyes: amber', 'He is tough - and old']);
    assert.deepEqual(linesWithDashesKeyed(['Age - 142', 'Some text']), ['Age - 142', 'Some text']);
  });

  test('"I wrote 178 …, so please use 181" and "the flat is Top 16, not 14" mend what was said before', () => {
    const facts = factsOf(
      'New address: Mariahilfer Straße 112, Stiege 3, Top 14, 1070 Wien, Austria. I\'m 178 cm tall.\n\nOh wait, the flat is Top 16, not 14, sorry! About the height: I wrote 178 out of habit, but my doctor measured me at 181 cm, so please use 181.',
    );
    assert.ok(facts.some((f) => f.value.includes('Stiege 3, Top 16')));
    assert.ok(!facts.some((f) => f.value.includes('Top 14')));
    assert.ok(facts.some((f) => f.value === '181 cm'));
    assert.ok(!facts.some((f) => f.value === '178 cm'));
  });

  test('a quoted name sent to a box by its words; a line named in quotes and what to put on it', () => {
    assert.deepEqual(valuesOf(factsOf('On the sign we just go by "Harbor & Pine", so put that as the business name.'), 'business name'), ['Harbor & Pine']);
    assert.deepEqual(valuesOf(factsOf('On the "in exchange for" line please put: Toro Power Max 824 OE snowblower.'), 'in exchange for'), ['Toro Power Max 824 OE snowblower']);
  });

  test('a quotation is one clause; an extra amount held out of every paycheck', () => {
    assert.deepEqual(splitClauses('he wants the plain Married box, NOT the "married but withhold at higher single rate" one'), ['he wants the plain Married box', 'NOT the "married but withhold at higher single rate" one']);
    assert.deepEqual(valuesOf(factsOf('he wants an extra $40.00 held out of every paycheck'), 'additional amount withheld from each paycheck'), ['$40.00']);
  });

  test('writing for a parent whose buyer the text names: the parent is the seller; "Dad lives at …" is the parent\'s', () => {
    const facts = factsOf(
      "I'm filling this out on behalf of my father, Harold Lindqvist. He's getting rid of his old shotgun, and our neighbor Gary Pruitt is taking it.\nDad lives at 1423 County Road 1200 N, Sidney, IL 61877.\nGary is two houses down at 1419 County Road 1200 N, Sidney, IL 61877.",
    );
    assert.ok(facts.some((f) => f.value === 'Gary Pruitt' && f.party === 'buyer'));
    assert.ok(facts.some((f) => f.value === 'Harold Lindqvist' && f.party === 'self' && f.writerRole === 'seller'));
    assert.ok(facts.some((f) => f.value === '1423 County Road 1200 N, Sidney, IL 61877' && f.party === 'self'));
    assert.ok(facts.some((f) => f.value === '1419 County Road 1200 N, Sidney, IL 61877' && f.party === 'buyer'));
  });

  test('a son appointed as attorney-in-fact, his town, and two witnesses named together', () => {
    const facts = factsOf(
      'I would like your office to prepare the power of attorney, appointing my son as my attorney-in-fact. My son is Daniel R. Vasquez of Evanston, Illinois. My neighbors Patricia Loomis and Robert Loomis have agreed to act as my witnesses.',
    );
    assert.ok(facts.some((f) => f.value === 'Daniel R. Vasquez' && f.party === 'agent' && f.person));
    assert.ok(facts.some((f) => f.value === 'Evanston' && f.party === 'agent'));
    assert.deepEqual(facts.filter((f) => f.person && f.party === 'witness').map((f) => f.value), ['Patricia Loomis', 'Robert Loomis']);
  });

  test('"The serial number stamped on the receiver is …" keys the serial number; a remark before "is" is passed over', () => {
    assert.ok(factsOf('The serial number stamped on the receiver is S593172V.').some((f) => f.key === 'serial number' && f.value === 'S593172V'));
    assert.ok(factsOf("His Illinois driver's license (still valid) is L526-4417-3092.").some((f) => f.key === "Illinois driver's license" && f.value === 'L526-4417-3092'));
  });

  test('a list of sub-codes printed under the codes of another list falls under them', () => {
    const row = (y: number, ...texts: [number, string][]) => ({ x0: 0, x1: 500, y0: y, y1: y + 8, text: texts.map((t) => t[1]).join(' '), phrases: texts.map(([x, text]) => ({ x0: x, x1: x + 40, y0: y, y1: y + 8, text, row: 0 })) });
    const layout = {
      pageNumber: 6, width: 600, height: 800,
      rows: [row(40, [86, '01'], [105, 'Training Program'], [189, '01'], [210, 'Legal']), row(60, [189, '09'], [210, 'Project Management']), row(80, [86, '02'], [106, 'Developmental'], [189, '20'], [208, 'Supervisory Program'])],
    } as unknown as PageLayout;
    const lists = [
      { name: 'type', values: ['Select one', '01 - Training Program Area', '02 - Developmental Training Area'], labels: ['Select one', '01 - Training Program Area', '02 - Developmental Training Area'] },
      { name: 'sub', values: ['01 - Legal', '09 - Project Management', '20 - Supervisory Program'], labels: ['01 - Legal', '09 - Project Management', '20 - Supervisory Program'] },
    ];
    assert.deepEqual(findOptionGroups(lists, [layout]).get('sub'), { list: 'type', parentOf: { '01 - Legal': '01 - Training Program Area', '09 - Project Management': '01 - Training Program Area', '20 - Supervisory Program': '02 - Developmental Training Area' } });
    // (Two lists printed one after the other, not every option of the first heading some of the second, are no table.)
    const apart = { ...layout, rows: [row(40, [86, '01'], [105, 'Training Program']), row(60, [86, '02'], [106, 'Developmental']), row(80, [189, '01'], [210, 'Legal']), row(90, [189, '09'], [210, 'Project Management']), row(100, [189, '20'], [208, 'Supervisory Program'])] } as unknown as PageLayout;
    assert.equal(findOptionGroups(lists, [apart]).size, 0);
  });
});

