/**
 * Letters for someone else, questionnaires answered inline, lots listed with bullets and totals of two people's
 * amounts (issue 4, fresh v28 read and probes on the corpus's less used forms): an agent's letter for a client;
 * an address set apart under its label by a blank line; a service member's rank before a name; a role's line that
 * names its person, then where they live; a questionnaire's question answered by a paragraph or corrected in its
 * answer; a voicemail's spoken commas, digits and mailbox; a form's number said without its hyphen; a bulleted list
 * of lots; an amount corrected with its thousands separator; a joint total; whom someone works for.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { applyCorrections, applyKeyedSwaps, applyNameSwaps, replacedNames } from '../../../workers/mapping/corrections.js';
import { findTypedValues, parseBoolean } from '../../../workers/mapping/detect-values.js';
import { firearmMakeAndModel } from '../../../workers/mapping/firearm-makers.js';
import { examplesIn, plainAge, plainNumber, spelledAsExample } from '../../../workers/mapping/format-value.js';
import { answerAsKeyedLines, questionKeys } from '../../../workers/mapping/parse-chat.js';
import { parseAddress, parsePersonName, townAfterName } from '../../../workers/mapping/parse-compound.js';
import type { Fact } from '../../../workers/mapping/parse-data.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { linesWithInlineAnswers } from '../../../workers/mapping/parse-inline-replies.js';
import { linesWithAddressesUnderLabels } from '../../../workers/mapping/parse-record.js';
import { SELF } from '../../../workers/mapping/parties.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';
import { withSpokenNumbers } from '../../../workers/mapping/spoken-numbers.js';
import { findBulletedItems } from '../../../workers/mapping/table-items.js';

const factsOf = (text: string) => parseData(text).facts;
const keyed = (facts: Fact[], key: string) => facts.find((f) => f.key === key)?.value;

describe('a questionnaire answered inline', () => {
  const reply = [
    '> 2. Age, height, weight?',
    '41 years old, 6\'1", 190 lb. Actually, make the weight 205 lb, he\'s gone soft.',
    '',
    "> 5. Allies or organizations he'd call on?",
    'His old quartermaster Tamsin Ruskin, who runs a chandlery, and the Sisters of the Silent Bell.',
    '',
    '> 6. Short backstory (a few sentences)',
    'Corvin served twenty years as a marine until he refused an order. He drifted south after that.',
    '',
    '> 9. Character portrait or faction symbol?',
    "I don't have any art, so leave the picture boxes empty.",
  ];
  const lines = linesWithInlineAnswers(reply).filter((line) => line !== '');

  test('a clause or a qualifier after the thing asked is no part of it', () => {
    assert.deepEqual(questionKeys("Allies or organizations he'd call on?"), ['Allies', 'organizations']);
    assert.deepEqual(questionKeys('Features/traits outside your class stuff?'), ['Features', 'traits']);
    assert.deepEqual(questionKeys('What name do you go by?'), ['name']);
  });

  test('an answer that corrects itself is keyed with the mended value', () => {
    assert.ok(lines.includes('Age: 41 years old'));
    assert.ok(lines.includes('weight: 205 lb'));
    assert.ok(!lines.includes('weight: 190 lb'));
  });

  test('a thing asked for in words is answered by the whole paragraph, a numbered item without a mark too', () => {
    assert.ok(lines.some((line) => line.startsWith('Allies and organizations: His old quartermaster')));
    assert.ok(lines.some((line) => line.startsWith('Short backstory: Corvin served twenty years')));
  });

  test('an answer that says there is nothing to give is read as written', () => {
    assert.ok(!lines.some((line) => /^Character portrait/.test(line) && line.includes(':')));
  });

  test('an age box takes the count of years', () => {
    assert.equal(plainAge('41 years old'), '41');
    assert.equal(plainAge('41 yrs'), '41');
    assert.equal(plainAge('about forty'), 'about forty');
  });
});

describe('a letter written for someone else', () => {
  const letter = [
    'NORVALE RELOCATION PARTNERS',
    'Avenue Louise 287, 1050 Brussels',
    '',
    'Dear Sir or Madam,',
    '',
    'We act for Ms Sigrun Solvang, and we write on her behalf to update her registration.',
    '',
    'Her new residential address is:',
    '',
    '    Korenlei 22',
    '    Bus 3',
    '    9000 Gent',
    '    Belgium',
    '',
    'Yours faithfully,',
    '',
    'Hélène Depoorter',
    'Senior Relocation Consultant',
  ].join('\n');

  test('whom an agent acts for is whom the form is about; the agent who signs is not', () => {
    const facts = factsOf(letter);
    assert.ok(facts.some((f) => f.value === 'Sigrun Solvang' && f.party === SELF));
    assert.ok(!facts.some((f) => f.value === 'Hélène Depoorter' && f.party === SELF));
  });

  test('an address set apart from its label by a blank line is read whole under it', () => {
    const lines = letter.split('\n').slice(7);
    assert.equal(linesWithAddressesUnderLabels(lines)[0], 'Her new residential address is: Korenlei 22, Bus 3, 9000 Gent, Belgium');
  });
});

describe('a memorandum and a role line', () => {
  test("a service member's rank before a name is no part of it", () => {
    assert.equal(parsePersonName('TSgt Teodora M. Bakshi')?.full, 'Teodora M. Bakshi');
    assert.equal(parsePersonName('CPT Alan Ruiz')?.first, 'Alan');
    assert.equal(keyed(factsOf('MEMORANDUM FOR Legal Assistance Office\n\nFROM: TSgt Teodora M. Bakshi\n\nSUBJECT: Request'), 'name'), 'Teodora M. Bakshi');
  });

  test("a role's line names its person, then where they live", () => {
    const facts = factsOf('Attorney-in-Fact: my brother, Rafael A. Bakshi, of Edwardsville, Illinois.');
    assert.equal(keyed(facts, 'Attorney-in-Fact name'), 'Rafael A. Bakshi');
    const town = facts.find((f) => f.key === 'Attorney-in-Fact city of residence');
    assert.equal(town?.address?.city, 'Edwardsville');
    assert.equal(town?.address?.state, 'IL');
  });

  test('a town needs "of" before it or its state after it; a title after a name is none', () => {
    assert.deepEqual(townAfterName(', Naperville IL'), { city: 'Naperville', state: 'IL' });
    assert.deepEqual(townAfterName(' of Oak Park'), { city: 'Oak Park', state: '' });
    assert.equal(townAfterName(', Supervisory Civil Engineer'), undefined);
    assert.equal(townAfterName(', Illinois'), undefined);
    const facts = factsOf('Supervisor: Karen Alvarez, Supervisory Contract Specialist, (303) 445-2290');
    assert.ok(!facts.some((f) => /city of residence/.test(f.key)));
  });
});

describe('a voicemail and a chat', () => {
  test('digits said one by one after what they number, a comma said aloud and a mailbox said in pieces', () => {
    assert.equal(withSpokenNumbers('GS, series one three one six, grade nine step three.'), 'GS, series 1316, grade 9 step 3.');
    assert.equal(withSpokenNumbers('name on it should be Haskell comma Lionel T.'), 'name on it should be Haskell, Lionel T.');
    assert.equal(withSpokenNumbers('email is l haskell all one word at usbr dot example dot gov.'), 'email is lhaskell@usbr.example.gov.');
    assert.equal(withSpokenNumbers('I said no one would come'), 'I said no one would come');
  });

  test('an amount with a space between its thousands, a decimal comma and the euro sign', () => {
    const amounts = findTypedValues('Impôt retenu : 7 812,00 €. Crédit : 600,00 €').filter((t) => t.kind === 'money');
    assert.deepEqual(amounts.map((t) => t.text), ['7 812,00', '600,00']);
    assert.equal(plainNumber('52 340,00'), '52340.00');
    assert.ok(!findTypedValues('Tel 12 345,00').some((t) => t.text === '12 345,00'));
  });

  test("a form's number said without its hyphen is no value", () => {
    assert.ok(!findTypedValues("I'm calling about the SF 182 for that course").some((t) => t.text === '182'));
    assert.ok(findTypedValues('grade 9, 182 days').some((t) => t.text === '182 days'));
  });

  test('a course taken "from the" institute has a title without it', () => {
    const facts = factsOf('the course is Applied Sediment Transport Modeling, course number HYD-418, from the Absaroka Hydraulics Institute, 1145 Canyon Ferry Road, Helena, Montana 59602.');
    assert.equal(keyed(facts, 'course title'), 'Applied Sediment Transport Modeling');
  });

  test('a word about the key after it is no value of it', () => {
    assert.equal(answerAsKeyedLines(['ein'], '93-4418207. dont put anybodys ssn on it, ein only'), undefined);
  });

  test('a line named by its words keys a long lead-in, and a name asked back is quoted', () => {
    assert.ok(factsOf('and they want our vendor # on the account numbers line: V-30817').some((f) => f.value === 'V-30817' && f.source === 'line'));
    assert.equal(keyed(factsOf('remind me exact legal name, its "Quillen & Rhee Land Surveying LLC" right'), 'exact legal name'), 'Quillen & Rhee Land Surveying LLC');
  });
});

describe('lots, accounts and totals', () => {
  test('a bulleted list of records is a list of items; a bulleted list of keyed lines is not', () => {
    const lots = '- Johnson & Johnson (JNJ): 150 shares bought April 17, 2009 at $58.42 a share.\n- Vanguard 500 (VFIAX): 212.518 shares bought 9/3/2010 at $103.27 per share.\n\nThanks';
    assert.deepEqual(findBulletedItems(lots).map((item) => item.number), [1, 2]);
    assert.deepEqual(findBulletedItems('- Name: Margaret Donnelly\n- SSN: 412-55-8931\n- Phone: 555-0142'), []);
  });

  test('a code named in the key before a colon is the code; an account is followed by its number', () => {
    const facts = factsOf('Ohio bond, CUSIP 677522AB4: $25,000 face value, price 101.25.');
    assert.equal(keyed(facts, 'CUSIP'), '677522AB4');
    assert.equal(keyed(factsOf('Please update my individual brokerage account, 4821-7730.'), 'individual brokerage account number'), '4821-7730');
  });

  test('an amount corrected keeps its thousands separator, and the sentence that gave it says the mended one', () => {
    const facts = [{ value: '$4,905.00', sentence: 'Federal income tax withheld: $4,905.00.' }];
    const sentences = [facts[0]!.sentence, "And the withholding figure above is wrong, it's $4,950.00."];
    assert.equal(applyCorrections(facts, sentences).length, 1);
    assert.equal(facts[0]!.value, '$4,950.00');
    const parsed = parseData('Federal income tax withheld: $4,905.00.\nThe withholding figure above is wrong, it\'s $4,950.00.');
    assert.ok(parsed.sentences.some((s) => s.startsWith('Federal income tax withheld: $4,950.00')));
  });

  test("two people's amounts and their total give the total of what they are", () => {
    const facts = factsOf('Federal income tax withheld was $9,875 on mine and $4,337 on hers, $14,212 in total.');
    assert.equal(keyed(facts, 'Federal income tax withheld'), '$14,212');
  });

  test('a job said in lower case under a key that asks for it; the statement as a whole is weak', () => {
    const facts = factsOf("Occupations: I'm a civil engineer and Renee is a dental hygienist.");
    assert.equal(keyed(facts, 'my occupation'), 'Civil engineer');
    assert.ok(facts.find((f) => f.key === 'Occupations')!.strength < 1);
  });

  test('someone who is not a dependent is no relation on the form', () => {
    const facts = factsOf("My sister Adaeze stays with me on weekends, but she's not my dependent, so she doesn't go on the return.");
    assert.ok(!facts.some((f) => f.key === 'relationship'));
  });

  test('whom someone a keyed line named works for is that role\'s firm; whom the writer works for, their employer', () => {
    assert.equal(keyed(factsOf('Paid preparer: Dana Whitfield, PTIN P01938475. She works for Buckeye Tax Partners LLC.'), 'Paid preparer firm name'), 'Buckeye Tax Partners LLC');
    assert.equal(keyed(factsOf('I work for Harlow & Finch Inc.'), 'employer name'), 'Harlow & Finch Inc.');
  });
});

describe('forms named by their fields, corrections of choices and answers in a word', () => {
  test('"set the dropdown to B", "select F in the list box", "put Ingrid in Text1"', () => {
    const facts = factsOf('Set the dropdown to B, and select F in the list box. Please put my first name, Ingrid, in Text1.');
    assert.equal(keyed(facts, 'dropdown'), 'B');
    assert.equal(keyed(facts, 'list box'), 'F');
    assert.equal(keyed(facts, 'Text1'), 'Ingrid');
    assert.ok(!factsOf('The change of payee to trust is attached.').some((f) => f.key === 'of payee'));
  });

  test('a keyed value replaced by name, words and all; only where key and old value both match', () => {
    const facts = [{ key: 'dropdown_1', value: 'bar', sentence: 'dropdown_1: bar' }, { key: 'other', value: 'bar', sentence: 'other: bar' }];
    applyKeyedSwaps(facts, ['dropdown_1: bar', 'other: bar', 'Correction: dropdown_1 should be foobar, not bar.']);
    assert.deepEqual(facts.map((f) => f.value), ['foobar', 'bar']);
    assert.equal(keyed(factsOf('Dropdown7: Acura\nOn second thought, make Dropdown7 Infinity, not Acura.'), 'Dropdown7'), 'Infinity');
  });

  test('a yes or a no after a word of feeling, and a box said to be ticked', () => {
    assert.equal(parseBoolean('Sadly, no'), false);
    assert.equal(parseBoolean('ticked'), true);
    assert.equal(parseBoolean('Yep!'), true);
    assert.equal(parseBoolean('sadly the red one'), undefined);
  });

  test("a value typed another way than a box's description spells its examples is written its way", () => {
    const description = "Enter the applicant's type of appointment (e.g., Career Conditional (CC), Career (C), Temporary (Temp.), Schedule A, etc.).";
    assert.deepEqual(examplesIn(description).map((e) => e.name), ['Career Conditional', 'Career', 'Temporary', 'Schedule A']);
    assert.equal(spelledAsExample('career-conditional', description), 'Career Conditional');
    assert.equal(spelledAsExample('Career-Conditional (SCD 06/2022)', description), 'Career Conditional');
    assert.equal(spelledAsExample('CC', description), 'Career Conditional');
    assert.equal(spelledAsExample('Career-Conditional', description), undefined);
    assert.equal(spelledAsExample('Excepted', description), undefined);
  });
});

describe('a training request and a character', () => {
  test('hours said to fall in duty time, and none on one\'s own time', () => {
    const facts = factsOf('28 hours total, all during duty hours, nothing on my own time.');
    assert.equal(keyed(facts, 'duty hours'), '28');
    assert.equal(keyed(facts, 'non-duty hours'), '0');
    assert.equal(keyed(factsOf('The course is all 32 hours, during my duty days.'), 'duty hours'), '32');
  });

  test('a title in quotes, then its course number or provider', () => {
    assert.equal(keyed(factsOf('"Cost and Price Analysis for Contracting Professionals", course # KPI-CPA-310'), 'course title'), 'Cost and Price Analysis for Contracting Professionals');
    assert.equal(answerAsKeyedLines(['course'], '"Linux Server Hardening" from Cascadia Technical Institute, course number LSH-440'), undefined);
  });

  test('the organisation someone is a member of, and what they carry', () => {
    assert.equal(keyed(factsOf("She's secretly a member of the Zhentarim, though she'd never admit it."), 'faction organization name membership'), 'The Zhentarim');
    assert.equal(keyed(factsOf('In her pockets she carries 14 gp, a set of loaded dice, and a stolen signet ring.'), 'treasure carried valuables'), '14 gp, a set of loaded dice, and a stolen signet ring');
  });

  test("a firearm's kind written after its model goes with it into a Type/Model box", () => {
    assert.equal(firearmMakeAndModel('Gun: Smith & Wesson, M&P Shield Plus pistol, 9mm Luger')?.modelWithKind, 'M&P Shield Plus pistol');
    assert.equal(firearmMakeAndModel('a Remington 870 Wingmaster (pump shotgun), 12 ga')?.modelWithKind, '870 Wingmaster (pump shotgun)');
    assert.equal(firearmMakeAndModel('a Ruger GP100, .357 Magnum, in the safe')?.modelWithKind, undefined);
  });

  test("a worksheet's letters with bare entries, and a line named before a few words keys its value", () => {
    const facts = factsOf('Personal Allowances Worksheet: A 1, B 1 (his wife does not work), C 1, D 2 (two kids), E 0, F 0, G 4, so H = 9.');
    assert.deepEqual(['A', 'D', 'G', 'H'].map((letter) => keyed(facts, `line ${letter}`)), ['1', '2', '4', '9']);
    assert.ok(factsOf('line 20 additional cannabis duty payable $4,105.00').some((f) => f.key === 'line 20 additional cannabis duty payable'));
  });

  test('a Canadian province written out before its postal code', () => {
    const address = parseAddress('Unit 4, 1260 Seacliff Drive, Leamington, Ontario N8H 3V5');
    assert.equal(address?.state, 'ON');
    assert.equal(address?.street, '1260 Seacliff Drive');
    assert.equal(address?.line2, 'Unit 4');
  });
});

describe('an owner, a payroll assistant and a paralegal', () => {
  test('a remark that says what a value is keys it; "the new one" after an old address is an address', () => {
    const facts = factsOf("The company is Bright Harbor Landscaping LLC (that's the legal name on our tax return), and we do business as Bright Harbor Lawn & Garden. The new one is 902 Industrial Pkwy, Suite C, Noblesville, IN 46060.");
    assert.equal(keyed(facts, 'company legal name on our tax return'), 'Bright Harbor Landscaping LLC');
    assert.ok(facts.some((f) => f.key === 'new one address'));
  });

  test('whom the form is going to, however many words the name takes, and no "form" that is going somewhere', () => {
    const facts = factsOf('The form is going to Hamilton Ridge Homeowners Association, 15 Clubhouse Dr, Fishers, IN 46037.');
    assert.ok(facts.some((f) => f.key === 'goes to Hamilton Ridge Homeowners Association' && f.value.startsWith('Hamilton Ridge')));
    assert.ok(!facts.some((f) => f.key === 'form'));
  });

  test('a count and the noun it counts, whatever the clause said before; an appointment of two words', () => {
    const facts = factsOf("It's a three-day in-person workshop, 24 duty hours and 0 non-duty hours.");
    assert.equal(keyed(facts, 'duty hours'), '24');
    assert.equal(keyed(facts, 'non-duty hours'), '0');
    assert.equal(keyed(factsOf("I'm a GS-0560-11, step 2, Career Conditional appointment."), 'appointment type kind'), 'Career Conditional');
  });

  test('nine digits under a key that names the number are written as it is printed', () => {
    assert.equal(keyed(factsOf('Employee: Luis A. Carrasco, SSN 612384471'), 'SSN'), '612-38-4471');
    assert.equal(keyed(factsOf('EIN: 770512943'), 'EIN'), '77-0512943');
    assert.equal(keyed(factsOf('Order number: 770512943'), 'Order number'), '770512943');
    assert.equal(keyed(factsOf('Phone 4805550176, email greg.lindqvist@example.com.'), 'Phone'), '480-555-0176');
  });

  test('a proper name set against the one it replaces mends a town given whole', () => {
    const facts = [{ value: 'Naperville', sentence: 'Agent: Diane, of Naperville.', address: { city: 'Naperville', full: 'Naperville' } }];
    const sentences = ['Agent: Diane, of Naperville.', 'One correction: Diane lives in Wheaton, not Naperville.'];
    applyNameSwaps(facts, sentences);
    assert.equal(facts[0]!.value, 'Wheaton');
    assert.equal(facts[0]!.address.city, 'Wheaton');
    assert.deepEqual([...replacedNames(sentences)], ['Naperville']);
  });
});

describe('blanks in running text, mapped', () => {
  test("a deed's two blanks after \"commonly known as\" both take the property's address", async () => {
    const fields = [fieldAt('with full power and', 'text', { x: 40, y: 300, width: 300 }), fieldAt('is as', 'text', { x: 40, y: 400, width: 300 })];
    const descriptions = [
      described('with full power and', 'commonly known as', 'the property described below, / commonly known as ___ with full power and'),
      described('is as', 'The legal description of the land commonly known as', 'sole discretion, he sees fit. / The legal description of the land commonly known as ___ is as'),
    ];
    const values = await mappedValues(fields, descriptions, 'Principal: Teodora M. Bakshi.\nProperty: 1307 Hollis Bend Court, Shiloh, IL 62221.');
    assert.equal(values['with full power and'], '1307 Hollis Bend Court, Shiloh, IL 62221');
    assert.equal(values['is as'], '1307 Hollis Bend Court, Shiloh, IL 62221');
  });

  test('a key that ends as a label running into its blank does ("pay no later than" for "… no later than")', async () => {
    const fields = [fieldAt('undefined_3', 'text', { x: 40, y: 300, width: 200 })];
    const descriptions = [described('undefined_3', 'At a future date no later than', 'be paid on: / At a future date no later than')];
    const values = await mappedValues(fields, descriptions, "She's paying $1150 cash, but not today: she'll pay no later than October 1, 2025.");
    assert.equal(values.undefined_3, 'October 1, 2025');
  });
});

