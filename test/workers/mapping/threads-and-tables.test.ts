/**
 * Requests read once they were no longer held out (issue 4, fresh v30 and probe batch 6): a worksheet entry with
 * whose count it is, an employer's new hire, a partnership and its trade name, an address said in parts, a
 * checklist's own words for a training's delivery and source, a supervisor's team plan pasted as a table, a chat
 * with a training clerk, an address history as a pipe table, a reply-all thread that corrects the LLC's box; an
 * intake's questions in words, lots a line each, an old request pasted under its changes (probe batch 7); ordinary
 * messages on gifts, relayed characters, an estate, a casual SF-182 request (probe batch 8).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Fact } from '../../../workers/mapping/parse-data.js';
import { parseData, splitClauses } from '../../../workers/mapping/parse-data.js';
import { answerAsKeyedLines, chatContentLines, questionKeys } from '../../../workers/mapping/parse-chat.js';
import { findPlainLineItems } from '../../../workers/mapping/table-items.js';
import { linesWithPackedPairsKeyed } from '../../../workers/mapping/parse-leaders.js';
import { findTables, linesWithTablesRead, subjectRow } from '../../../workers/mapping/parse-table.js';
import { addressHistory } from '../../../workers/mapping/parse-address-history.js';
import { splitSentences } from '../../../workers/mapping/sentences.js';
import { firearmMakerAlone, firearmMakerSaidAlone } from '../../../workers/mapping/firearm-makers.js';
import { townAfterName } from '../../../workers/mapping/parse-compound.js';
import { movesToAnotherDate } from '../../../workers/mapping/corrections.js';
import { contextParty, partyRelation } from '../../../workers/mapping/parties.js';
import { parseBoolean } from '../../../workers/mapping/detect-values.js';
import { canonicalText } from '../../../workers/mapping/normalize-text.js';
import { linesWithSignatureRead } from '../../../workers/mapping/parse-signature.js';
import { fieldsLeftAlone } from '../../../workers/mapping/left-blank.js';
import { tokenize } from '../../../workers/mapping/normalize-text.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

const factsOf = (text: string) => parseData(text).facts;
const valuesOf = (facts: Fact[], key: string) => facts.filter((f) => f.key === key).map((f) => f.value);

describe('worksheets and withholding', () => {
  test('"1 for her spouse on line C, 2 dependents on line D, 4 on the child tax credit line G": each line, nobody\'s', () => {
    const facts = factsOf('Worksheet numbers: 1 for herself on line A, 1 for her spouse on line C, 2 dependents on line D, and 4 on the child tax credit line G.');
    assert.deepEqual(['A', 'C', 'D', 'G'].map((line) => valuesOf(facts, `line ${line}`)), [['1'], ['1'], ['2'], ['4']]);
    // (The words before an entry count it; they do not make it the spouse's or a dependant's.)
    assert.ok(facts.filter((f) => /^line [A-Z]$/.test(f.key)).every((f) => f.party === undefined));
  });

  test('a line given again later in a thread is worked out again: the later value stands', () => {
    const facts = factsOf('Worksheet: A 1, D 2, G 2.\n\nComment: line G is 2 per child, so G should be 4.\n\nReply: yes, 4 on line G.');
    assert.deepEqual(valuesOf(facts, 'line G'), ['4']);
  });

  test('"she wants to claim all 9 allowances" is the total claimed', () => {
    assert.deepEqual(valuesOf(factsOf('So the total is 9, and she wants to claim all 9 allowances.'), 'total number of allowances you are claiming'), ['9']);
  });

  test('"We hired a new installer, Daniela R. Costa": the certificate is the hire\'s, and the writer is the employer', () => {
    const facts = factsOf('We hired a new installer, Daniela R. Costa, who starts Monday. Could you do her W-4?\nSSN 614-27-3380.\n\nThanks!\nSharon Pruitt, Owner');
    assert.deepEqual(valuesOf(facts, 'name of whom the request is for'), ['Daniela R. Costa']);
  });
});

describe('businesses', () => {
  test('a partnership named with its kind, and the trade name it does business under', () => {
    const facts = factsOf("I'm one of the two partners (Luke Brandt is the other) in Hollis & Brandt Partners, which is a general partnership. That's the name on our return, but the invoices all say Greenline Landscape Design, which is the trade name we do business under.");
    assert.deepEqual(valuesOf(facts, 'legal name of the business'), ['Hollis & Brandt Partners']);
    assert.deepEqual(valuesOf(facts, 'trade name doing business as'), ['Greenline Landscape Design']);
  });

  test('"put our vendor number, CR-0457, on it": the code between commas', () => {
    assert.deepEqual(valuesOf(factsOf('Their AP person asked us to put our vendor number, CR-0457, on it too.'), 'vendor number'), ['CR-0457']);
  });

  test('"On line 2 put our trade name, Bluestem Drone Services, since …": the value sent to the line', () => {
    assert.deepEqual(valuesOf(factsOf("On line 2 put our trade name, Bluestem Drone Services, since that's what's on our invoices."), 'line 2'), ['Bluestem Drone Services']);
  });

  test('"Name on our return is …" is the name as shown on the return', () => {
    assert.match(canonicalText('Name on our return'), /name as shown on income tax return/);
  });
});

describe('addresses', () => {
  test('an address said in statements: street after a move, second line, postcode, city and country', () => {
    const facts = factsOf('She has moved in with my aunt: Rua das Flores 112, and the second address line is the flat, 3.º Dto. The postcode is 4050-265 and the city is Porto, Portugal.');
    assert.deepEqual(valuesOf(facts, 'street address'), ['Rua das Flores 112']);
    assert.deepEqual(valuesOf(facts, 'second address line'), ['3.º Dto']);
    assert.deepEqual(valuesOf(facts, 'country'), ['Portugal']);
    assert.deepEqual(valuesOf(facts, 'city'), ['Porto']);
  });

  test('"ul. Długa 48 m. 6": a street\'s kind cut short ends no sentence', () => {
    assert.deepEqual(splitSentences('Street / number: ul. Długa 48 m. 6'), ['Street / number: ul. Długa 48 m. 6']);
  });

  test('"State: n/a" is no piece of the address the other keyed pieces make', () => {
    const facts = factsOf('Street / number: ul. Długa 48 m. 6\nPostal code: 80-831\nCity: Gdańsk\nCountry: Poland\nState: n/a (not in the US)');
    const address = facts.find((f) => f.key === 'address' && f.address);
    assert.equal(address?.address?.street, 'ul. Długa 48 m. 6');
    assert.equal(address?.address?.state, '');
  });

  test('"I moved out of 1402 Maple Ridge Dr …" is the previous address; "Since March we\'re at …" the present one', () => {
    const moved = factsOf('I moved out of 1402 Maple Ridge Dr, Garland, TX 75041 last week.').find((f) => f.address);
    assert.equal(moved?.epoch, 'previous');
    assert.deepEqual(valuesOf(factsOf("Since March we're at 2290 Riverside Pkwy, Suite 140, Lincoln, NE 68508."), 'current address'), ['2290 Riverside Pkwy, Suite 140, Lincoln, NE 68508']);
  });

  test('"The old Suite 210 on O Street is gone": an address on that street is a previous one', () => {
    const facts = factsOf('Bluestem Aerial Imaging LLC | 1515 O St, Suite 210, Lincoln, NE 68508\n\nThe old Suite 210 on O Street is gone.');
    assert.equal(facts.find((f) => f.address?.street.startsWith('1515 O St'))?.epoch, 'previous');
  });

  test('a person "currently living in" a town lives there', () => {
    assert.deepEqual(townAfterName(', currently living in Scottsdale, Arizona'), { city: 'Scottsdale', state: 'AZ' });
    assert.equal(townAfterName(', Supervisory Civil Engineer'), undefined);
  });

  test('"held at their Arlington training center, 2200 Wilson Blvd, …": the address without the description', () => {
    assert.deepEqual(valuesOf(factsOf('The class itself is held at their Arlington training center, 2200 Wilson Blvd, Suite 300, Arlington, VA 22201.'), 'location address held at'), ['2200 Wilson Blvd, Suite 300, Arlington, VA 22201']);
  });

  test('a mailing block\'s unit box is not ticked by the home address when the text gives a mailing address', async () => {
    const fields = [fieldAt('Mail_Apt', 'checkbox', { x: 40, y: 500 }, { options: ['APT'] }), fieldAt('Home_Apt', 'checkbox', { x: 40, y: 600 }, { options: ['APT'] })];
    const descriptions = [described('Mail_Apt', 'Apt.', 'Mailing Address: Apt. Ste. Flr.'), described('Home_Apt', 'Apt.', 'Present Physical Address: Apt. Ste. Flr.')];
    const values = await mappedValues(fields, descriptions, 'My new home is 5830 Belmont Ave, Apt 7D, Dallas, TX 75206. Please use my P.O. box as the mailing address: P.O. Box 2271, Dallas, TX 75221.');
    assert.notEqual(values.Mail_Apt, true);
  });
});

describe('tables', () => {
  const plan = [
    'Employee\tPosition title\tGrade\tCourse',
    'Abernathy, Colleen J.\tProcurement Analyst\t12\tCost and Price Analysis',
    'Ortega-Baptiste, Luis M.\tContract Specialist\t11\tConstruction Contracting Fundamentals',
  ];

  test('a row pointed at by one word of its name ("Only Luis\'s request is funded")', () => {
    const [table] = findTables(plan);
    assert.equal(subjectRow(table!, "Only Luis's request is funded, so please start an SF-182 for him only; Colleen will come later."), 1);
  });

  test('a row set aside by its sentence ("Row 3 is just for the attorney\'s records, not needed")', () => {
    const lines = ['| # | Type | Street | City | State | ZIP | To |', '|---|---|---|---|---|---|---|', '| 1 | Residence | 5120 N Kenmore Ave | Chicago | IL | 60640 | present |', '| 2 | Residence | 880 Summit Ave | Saint Paul | MN | 55105 | 05/20/2025 |', '| 3 | Residence | 1417 University Ave SE | Minneapolis | MN | 55414 | 08/15/2022 |'];
    const read = linesWithTablesRead([...lines, '', "Row 3 is just for the attorney's records, not needed on this form."]);
    assert.ok(!read.some((line) => typeof line !== 'string' && line.value.includes('University')));
  });

  test('an address history: the present home, the one moved from, the mailing address; older homes left out', () => {
    const lines = [
      '| # | Type | Street | Unit | City | State | ZIP | From | To |',
      '| 1 | Residence (current) | 5120 N Kenmore Ave | Apt 3B | Chicago | IL | 60640 | 05/20/2025 | present |',
      '| 2 | Residence | 880 Summit Ave | Floor 2 | Saint Paul | MN | 55105 | 08/15/2022 | 05/20/2025 |',
      '| 3 | Residence | 1417 University Ave SE | Apt 210 | Minneapolis | MN | 55414 | 09/01/2019 | 08/15/2022 |',
      '| 4 | Mailing | PO Box 25813 | - | Chicago | IL | 60625 | 05/20/2025 | present |',
    ];
    const [table] = findTables(lines);
    assert.deepEqual(addressHistory(table!, new Set()), [
      { key: 'present home address', value: '5120 N Kenmore Ave, Apt 3B, Chicago, IL 60640' },
      { key: 'previous home address', value: '880 Summit Ave, Floor 2, Saint Paul, MN 55105' },
      { key: 'mailing address', value: 'PO Box 25813, Chicago, IL 60625' },
    ]);
    // (A table of people, with no street column, is none.)
    assert.equal(addressHistory(findTables(plan)[0]!, new Set()), undefined);
  });
});

describe('chats and threads', () => {
  const chat = [
    '[9:02 AM] Denise Okafor: Hi Jamal! Can you start the SF-182 for me?',
    '[9:04 AM] Jamal Pierce: Sure thing. Name as it should appear, last/first/MI?',
    '[9:05 AM] Denise Okafor: Okafor, Denise R.',
    '[9:05 AM] Jamal Pierce: Position title and level? Grade/step?',
    '[9:07 AM] Denise Okafor: Supervisory Management Analyst. I have 5 analysts reporting to me so supervisory. GS-0343-13, step 3.',
    '[9:09 AM] Jamal Pierce: Work contact + org mailing address',
    '[9:11 AM] Denise Okafor: Office of Performance Management, 451 7th St SW, Room 4120, Washington, DC 20410. (202) 555-0174 x4417, denise.okafor@example.gov',
    "[9:27 AM] Jamal Pierce: OK. I'll code it purpose 04 (future staffing needs). Non-government source, individual training. Are they accredited?",
    '[9:28 AM] Denise Okafor: Yes, accredited by IACET.',
    '[9:29 AM] Jamal Pierce: Last thing - supervisor info.',
    '[9:30 AM] Denise Okafor: Michael Brandt, Deputy Director, Office of Performance Management. (202) 555-0158, michael.brandt@example.gov',
  ];

  test('a clerk\'s questions after a word of assent, or named without a question mark, key the answers', () => {
    const lines = chatContentLines(chat)!;
    assert.ok(lines.includes('Name: Okafor, Denise R'));
    assert.ok(lines.includes('org mailing address: Office of Performance Management, 451 7th St SW, Room 4120, Washington, DC 20410'));
    assert.ok(lines.includes('Work contact: (202) 555-0174 x4417, denise.okafor@example.gov'));
    assert.ok(lines.includes('supervisor: Michael Brandt, Deputy Director, Office of Performance Management, (202) 555-0158, michael.brandt@example.gov'));
    // (What no key named in an answer to several is read as said; what the clerk settles about the form is read.)
    assert.ok(lines.some((line) => line.includes('GS-0343-13')));
    assert.ok(lines.some((line) => line.startsWith("I'll code it purpose 04")));
  });

  test('a role\'s record whose title runs past a comma: "Second-line is Gary Lindqvist, Chief, Contracting Division, …"', () => {
    const facts = factsOf('Second-line is Gary Lindqvist, Chief, Contracting Division, (412) 555-0102, gary.lindqvist@example.gov.');
    assert.deepEqual(valuesOf(facts, 'second line name and title'), ['Gary Lindqvist, Chief, Contracting Division']);
    assert.deepEqual(valuesOf(facts, 'second line phone'), ['(412) 555-0102']);
  });

  test('"sorry, wrong cohort - it\'s Sept 15 to Sept 26" moves the dates', () => {
    assert.equal(movesToAnotherDate("sorry, wrong cohort - it's Sept 15 to Sept 26, 2025."), true);
    assert.equal(movesToAnotherDate('Dates are Sept 8 to Sept 19.'), false);
  });

  test('a signature under "I\'m his first-line supervisor" gives the name and title as signed; the writer is not the employee', () => {
    const lines = linesWithSignatureRead(['I\'m his first-line supervisor.', '', 'Thanks,', 'Karen Whitfield', 'Supervisory Contract Specialist, Acquisition Branch', 'karen.whitfield@example.gov']);
    assert.ok(lines.includes('my name and title: Karen Whitfield, Supervisory Contract Specialist, Acquisition Branch'));
    const fact = { party: 'self', writerRole: 'supervisor', person: { first: 'Karen', middle: '', last: 'Whitfield', full: 'Karen Whitfield' } };
    assert.equal(partyRelation(fact as never, { party: 'self' }), 'clash');
    assert.equal(partyRelation(fact as never, { party: 'supervisor' }), 'agree');
  });

  test('an e-mail address with a named person\'s names in it is theirs', () => {
    const facts = factsOf('Employee: Ortega-Baptiste, Luis M.\n\n- Office phone (412) 555-0137 ext. 2219, email luis.ortega-baptiste@example.gov');
    assert.equal(facts.find((f) => f.value === 'luis.ortega-baptiste@example.gov')?.party, 'self');
    // (A family name several people share, or one without the first name, says nothing.)
    const family = factsOf('HUSBAND: Walter Joseph Novak\nContact: e-mail ruth.novak48@example.net');
    assert.equal(family.find((f) => f.value === 'ruth.novak48@example.net')?.party, undefined);
  });
});

describe('choices', () => {
  test('"French - no" is one clause, denied; "a future date - no later than …" is not', () => {
    assert.deepEqual(splitClauses('German - yes; French - no; Chinese - no (native Polish)'), ['German - yes', 'French - no', 'Chinese - no', 'native Polish']);
    assert.deepEqual(splitClauses('it has to be a future date - no later than September 1'), ['it has to be a future date', 'no later than September 1']);
  });

  test('"none needed" answers no', () => {
    assert.equal(parseBoolean('none needed'), false);
    assert.equal(parseBoolean('not required.'), false);
  });

  test('"Accommodations: none needed." says no to the accommodations list', async () => {
    const field = fieldAt('Accommodations', 'dropdown', { x: 40, y: 500 }, { options: ['Select one', 'Yes', 'No'] });
    const values = await mappedValues([field], [described('Accommodations', 'Accommodations')], '6. Accommodations: none needed.\n7. Course: Source Selection.');
    assert.equal(values.Accommodations, 'No');
  });

  test('a checklist\'s words for a training\'s delivery, source and purpose', () => {
    assert.match(canonicalText('Format'), /delivery type/);
    assert.match(canonicalText('Vendor type'), /source type/);
    assert.match(canonicalText('I was just reassigned to the source selection team'), /\bwork assignment\b/);
  });

  test('"none outside duty hours" is no non-duty hours', () => {
    assert.deepEqual(valuesOf(factsOf('32 hours, all on duty time, none outside duty hours.'), 'non-duty hours'), ['0']);
  });
});

describe('firearms and sales', () => {
  test('"The gun: Remington / model 870 Wingmaster / …": the maker alone in a list', () => {
    assert.equal(firearmMakerAlone('The gun: Remington'), 'Remington');
    assert.equal(firearmMakerAlone('Name: Henry'), undefined);
  });

  test('"I\'m getting a Browning Citori … in exchange": the trade, not the firearm sold', () => {
    const facts = factsOf("I'm getting a Browning Citori 12-gauge over/under shotgun in exchange, straight swap. The gun I'm handing over is a Smith & Wesson, type/model 686 Plus revolver, chambered in .357 Magnum.");
    assert.deepEqual(valuesOf(facts, 'trade in exchange for'), ['Browning Citori 12-gauge over/under shotgun']);
    assert.deepEqual(valuesOf(facts, 'make'), ['Smith & Wesson']);
    assert.ok(!facts.some((f) => f.value === '12-gauge'));
  });

  test('"so the seller is just me": the writer sells, and "me" is no value', () => {
    const facts = factsOf("I'm selling my late father's shotgun to his old hunting partner. The gun passed to me under Dad's will, so the seller is just me.\n\nMy Illinois driver's license number is P362-5518-0731.");
    assert.ok(!facts.some((f) => f.value === 'me'));
    assert.equal(facts.find((f) => f.value === 'P362-5518-0731')?.writerRole, 'seller');
  });

  test('"The buyer (the guy getting my revolver) is Greg Mazur, Illinois driver\'s license …": the buyer\'s licence', () => {
    const facts = factsOf("The buyer (the guy getting my revolver) is Greg Mazur, Illinois driver's license M260-1184-3372, mailing address 33 Orchard Ln, Sycamore, IL 60178.");
    assert.notEqual(facts.find((f) => f.value === 'M260-1184-3372')?.party, 'self');
  });
});

describe('intakes, forwarded lists and changes to an old request', () => {
  test('an intake\'s questions in words key their answers: where one lives now and before, mail, the signing date', () => {
    assert.deepEqual(questionKeys('Where do you live now?'), ['present home address']);
    assert.deepEqual(questionKeys('Where did you live before?'), ['previous home address']);
    assert.deepEqual(questionKeys('Do you get mail somewhere else?'), ['mailing address']);
    assert.deepEqual(questionKeys('What date will you sign?'), ['signature date']);
    assert.deepEqual(questionKeys('Who is the W-9 going to?'), ['requester name and address']);
    assert.deepEqual(questionKeys('Legal name as shown on your tax return?'), ['Legal name']);
    assert.deepEqual(questionKeys('Your vendor number with us, for the account number line?'), ['account number']);
  });

  test('"Yes, please send mail to my PO box: …" answers a question for an address with the address, not "Yes"', () => {
    assert.deepEqual(answerAsKeyedLines(['mailing address'], 'Yes, please send mail to my PO box: PO Box 1187, Round Rock, TX 78680'), ['please send mail to my PO box: PO Box 1187, Round Rock, TX 78680']);
  });

  test('lots listed a line each under a line ending with a colon, without bullets, are items', () => {
    const text = 'these are the per-share costs including commissions:\n\nJohnson & Johnson (JNJ): 200 shares bought Aug 15, 2008 at $61.42\nCoca-Cola (KO): 300 shares bought June 2, 2009 at $24.87\n\nThe Apple shares already show the right cost.';
    assert.deepEqual(findPlainLineItems(text).map((item) => item.text.slice(0, 12)), ['Johnson & Jo', 'Coca-Cola (K']);
    assert.deepEqual(findPlainLineItems('Name: Ann Lee\nSSN 123-45-6789 issued 2001'), []);
  });

  test('"our joint account (6204-3318)", "I\'ll be the one signing, as Margaret A. Halloran"', () => {
    const facts = factsOf('The statement for our joint account (6204-3318) says unknown. I\'ll be the one signing, as Margaret A. Halloran.');
    assert.deepEqual(valuesOf(facts, 'joint account number'), ['6204-3318']);
    assert.deepEqual(valuesOf(facts, 'print name of signer'), ['Margaret A. Halloran']);
  });

  test('"eyes amber; skin tawny; hair auburn": pairs packed on a line; "Odalys Venn, half-elf bard, level 3": a name', () => {
    assert.deepEqual(linesWithPackedPairsKeyed(['age 34; height 5\'4"; weight 118 lb', 'eyes amber; skin tawny', 'I came; I saw it']), ['age: 34', 'height: 5\'4"', 'weight: 118 lb', 'eyes: amber', 'skin: tawny', 'I came; I saw it']);
    assert.deepEqual(valuesOf(factsOf('Odalys Venn, half-elf bard, level 3\nfaction: Lords\' Alliance'), 'name'), ['Odalys Venn']);
    assert.deepEqual(valuesOf(factsOf('Hi Marcus, here is my character.'), 'name'), []);
  });

  test('an old request pasted under the changes: "I\'m step 5 now" and the new extension replace what it says', () => {
    const text = 'Please start from my last request, with two changes: I got my step increase, so I\'m step 5 now, and my office extension changed to 4417.\n\n--- from my Oct 2024 SF-182 ---\nOffice phone: (202) 555-0188 ext. 4102\nAppointment: Career; GS-0343-12, step 4';
    const facts = factsOf(text);
    assert.ok(facts.some((f) => f.key === 'Office phone' && f.value === '(202) 555-0188 ext. 4417'));
    assert.ok(!facts.some((f) => f.key === 'step' && f.value === '4'));
  });

  test('someone placed by their relation to the writer, then as the seller, fills the seller\'s fields', () => {
    const facts = factsOf("I'm the office assistant, writing on behalf of my employer, Dale Harmon, who is privately selling one of his personal firearms. Mr. Harmon lives at 88 Timber Ridge Dr, Galena, IL 61036. He is selling a Smith & Wesson Model 686 Plus, a .357 Magnum revolver, serial number CFR4471, to Ms. Janet Okonkwo of 1302 W Galena Ave, Freeport, IL 61032.");
    assert.equal(facts.find((f) => f.value === '88 Timber Ridge Dr, Galena, IL 61036')?.party, 'seller');
    assert.equal(facts.find((f) => f.person?.full === 'Janet Okonkwo')?.party, 'buyer');
  });

  test('a box for when something expires takes only a date said to expire', async () => {
    const fields = [fieldAt('My commission expires', 'text', { x: 300, y: 500 })];
    const values = await mappedValues(fields, [described('My commission expires', 'My commission expires')], 'The witness and notary dates are both May 9, 2025.');
    assert.equal(values['My commission expires'], undefined);
    const given = await mappedValues(fields, [described('My commission expires', 'My commission expires')], 'Her commission expires September 30, 2027.');
    assert.equal(given['My commission expires'], 'September 30, 2027');
  });

  test('the tail of a sentence run on from the row above ("attorney.") names no block\'s role', () => {
    assert.equal(contextParty(['Dated:', 'attorney.']), undefined);
    assert.equal(contextParty(['Print Name:', "Buyer's Signature:"])?.party, 'buyer');
  });

  test('"His neighbor, Rosa Delgado, agreed to be the witness"', () => {
    assert.equal(factsOf('His neighbor, Rosa Delgado, agreed to be the witness and will be there the same day.').find((f) => f.person?.full === 'Rosa Delgado')?.party, 'witness');
  });
});

describe('ordinary messages (probe batch 8)', () => {
  test('"I\'m the one handing it over" and "My sister is the one receiving it": a gift\'s seller and buyer', () => {
    const facts = factsOf("I'm the one handing it over: Daniel Kerrigan, 1604 W Jefferson St, Joliet, IL 60435.\nMy sister is the one receiving it: Colleen Kerrigan-Wu, 29 Birchwood Ct, Naperville, IL 60540. Her license is Illinois too, K652-7718-2093.");
    assert.equal(facts.find((f) => f.value.startsWith('Colleen'))?.party, 'buyer');
    assert.deepEqual(facts.filter((f) => /licen/i.test(f.key)).map((f) => f.value), ['K652-7718-2093']);
  });

  test('"Dan Kerrigan" signing under "Daniel Kerrigan, …" is the same person, named whole', () => {
    const facts = factsOf("I'm the seller: Daniel Kerrigan, 1604 W Jefferson St, Joliet, IL 60435.\n\nThanks,\nDan Kerrigan\n(815) 555-0164");
    assert.ok(!facts.some((f) => f.value === 'Dan Kerrigan'));
  });

  test('"it isn\'t a trade - it\'s a gift" ticks the gift box', async () => {
    const fields = [fieldAt('Gift', 'checkbox', { x: 40, y: 500 }), fieldAt('Trade', 'checkbox', { x: 40, y: 520 })];
    const descriptions = [described('Gift', 'Buyer is receiving the Firearm as a Gift'), described('Trade', 'Seller accepts trade for the Firearm in exchange for')];
    const values = await mappedValues(fields, descriptions, "No money is changing hands and it isn't a trade - it's a gift - so none of the cash payment options apply.");
    assert.equal(values.Gift, true);
    assert.notEqual(values.Trade, true);
  });

  test('a character relayed in someone\'s words: "with brown eyes", the story "in his own words", what he carries', () => {
    const facts = factsOf('He\'s 52 years old, with brown eyes, tan skin and grey hair. His faction is "The Order of the Gauntlet".\n\nHis story, in his own words: "Aldric served twenty years as a soldier."');
    assert.deepEqual(valuesOf(facts, 'eyes'), ['brown']);
    assert.deepEqual(valuesOf(facts, 'faction'), ['The Order of the Gauntlet']);
    assert.ok(facts.some((f) => f.key === 'His story' && f.value.startsWith('Aldric served')));
    assert.match(canonicalText("What he's carrying"), /treasure/);
    assert.match(canonicalText('Special abilities he asked me to note'), /features traits/);
  });

  test('an address of Europe in a sentence, with its country; names after a denied one denied too', () => {
    const facts = factsOf('My room is at Rua dos Fanqueiros 112, 3º Esq., 1100-232 Lisboa, Portugal.');
    const address = facts.find((f) => f.address?.street === 'Rua dos Fanqueiros 112')?.address;
    assert.deepEqual([address?.line2, address?.zip, address?.city, address?.country], ['3º Esq.', '1100-232', 'Lisboa', 'Portugal']);
    const clauses = parseData("English is fine, but I don't speak German, French or Chinese at all.").clauses;
    assert.equal(clauses.find((c) => c.text.startsWith('French'))?.negated, true);
    assert.equal(clauses.find((c) => c.text.startsWith('English'))?.negated, false);
  });

  test('an estate\'s name as the IRS letter shows it, its EIN, and an account number "with you"', () => {
    const facts = factsOf("Please put the name exactly as it appears on the IRS letter: Estate of Harold J. Brennan. The estate's EIN is 82-6190457. Our owner account number with you is FLPM-00872.");
    assert.deepEqual(valuesOf(facts, 'name as shown'), ['Estate of Harold J. Brennan']);
    assert.deepEqual(valuesOf(facts, 'EIN'), ['82-6190457']);
    assert.deepEqual(valuesOf(facts, 'owner account number'), ['FLPM-00872']);
  });

  test('a park ranger\'s casual e-mail: title without its series, career-conditional, the vendor\'s contact, a nonprofit', () => {
    const facts = factsOf("My title is Park Ranger, GS-0025, grade 9, step 3, and I'm still career-conditional since I only came on in 2023. The person I've been dealing with is Kevin Marsh.");
    assert.ok(valuesOf(facts, 'title').includes('Park Ranger'));
    assert.deepEqual(valuesOf(facts, 'type of appointment'), ['career-conditional']);
    assert.deepEqual(valuesOf(facts, 'point of contact'), ['Kevin Marsh']);
    assert.match(canonicalText('The association is a nonprofit'), /nongovernment/);
  });

  test('"Please leave my home address and phone off": the home address and the home phone stay empty', () => {
    const profiles = [{ index: 0, wants: new Set(), sources: [{ kind: 'label', tokens: ['home', 'address'] }] }, { index: 1, wants: new Set(), sources: [{ kind: 'label', tokens: ['home', 'phone'] }] }, { index: 2, wants: new Set(), sources: [{ kind: 'label', tokens: ['offic', 'phone'] }] }];
    const left = fieldsLeftAlone(profiles.map((p) => ({ ...p, sources: p.sources.map((s) => ({ ...s, tokens: s.tokens.flatMap((t) => tokenize(t)) })) })) as never, ["Please leave my home address and phone off, I know they're optional."]);
    assert.deepEqual([...left].sort(), [0, 1]);
  });

  test('"My husband and I file jointly", "so he wants to claim exempt from withholding", "I\'m getting a pistol from a coworker"', () => {
    assert.match(canonicalText('My husband and I file jointly'), /married filing jointly/);
    assert.deepEqual(valuesOf(factsOf('He expects the same this year, so he wants to claim exempt from withholding.'), 'claim exemption from withholding'), ['exempt']);
    const trade = factsOf("I'm getting a pistol from a coworker and we're trading for it. In exchange I'm giving her my Honda EU2200i generator.");
    assert.deepEqual(valuesOf(trade, 'trade in exchange for'), ['Honda EU2200i generator']);
    assert.equal(trade.find((f) => f.key === 'trade in exchange for')?.party, undefined);
  });
});

describe('numbered answers without their questions (probe batch 9)', () => {
  test('"That\'s me, Harold Brooks.", "A Remington.", "Serial number on the receiver reads RS48213K."', () => {
    const facts = factsOf("3. That's me, Harold Brooks.\n4. A Remington. Model 870 Express, the pump shotgun.\n6. Serial number on the receiver reads RS48213K.");
    assert.deepEqual(valuesOf(facts, 'my name'), ['Harold Brooks']);
    assert.deepEqual(valuesOf(facts, 'make'), ['Remington']);
    assert.deepEqual(valuesOf(facts, 'Serial number'), ['RS48213K']);
    // (A maker's name alone says nothing where the text is about no firearm: "A Browning." of a camera.)
    assert.deepEqual(valuesOf(factsOf('Which camera? A Browning.'), 'make'), []);
    assert.equal(firearmMakerSaidAlone('A Remington.'), 'Remington');
  });

  test('"Bram is the first name, de Vries the surname", an address alone on its line, "The Netherlands."', () => {
    const facts = factsOf('3. Bram de Vries. Bram is the first name, de Vries the surname.\n4. Keizersgracht 212, 3rd floor, 1016 DX Amsterdam.\n5. The Netherlands.');
    assert.deepEqual(valuesOf(facts, 'first name'), ['Bram']);
    assert.deepEqual(valuesOf(facts, 'surname'), ['de Vries']);
    assert.ok(facts.some((f) => f.address?.street === 'Keizersgracht 212' && f.address.city === 'Amsterdam'));
    assert.deepEqual(valuesOf(facts, 'country'), ['Netherlands']);
  });
});
