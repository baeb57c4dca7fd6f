/**
 * Requests read once they were no longer held out (issue 4, fresh v32 and probe batches 13-15): notes split into
 * sections with one kept off the form, a preparer's lines named by caption and number, relatives, clients and staff
 * written for, a record system's family name in capitals, a Telegram chat copied, boxes ticked by their line or
 * caption, values said loosely ("six foot even", "eighty-seven dollars and twelve cents", "put that as other income").
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Fact } from '../../../workers/mapping/parse-data.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { parseAddress, parsePersonName } from '../../../workers/mapping/parse-compound.js';
import { lineTargetAfter, printedLineNumber } from '../../../workers/mapping/field-profile.js';
import { withSpokenNumbers } from '../../../workers/mapping/spoken-numbers.js';
import { heightInCentimetres } from '../../../workers/mapping/format-value.js';
import { withLineNumbersAsLabels } from '../../../workers/mapping/line-number-labels.js';
import { withoutSectionsKeptOff } from '../../../workers/mapping/sections-kept-off.js';
import { withAnswerThenDetailsApart } from '../../../workers/mapping/parse-answer-leads.js';
import { withAttributeListKeyed, withDashedAnswerKeyed } from '../../../workers/mapping/parse-leaders.js';
import { linesWithInlineAnswers } from '../../../workers/mapping/parse-inline-replies.js';
import { withLowercaseTextCased } from '../../../workers/mapping/lowercase-text.js';
import { linesWithEnvelopeAddressesJoined, linesWithNameUnderLeadIn } from '../../../workers/mapping/parse-record.js';
import { linesWithSlashListsSplit } from '../../../workers/mapping/parse-slash-lists.js';
import { linesWithDefinedParties } from '../../../workers/mapping/parse-defined-terms.js';
import { chatMessages } from '../../../workers/mapping/parse-chat.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

const factsOf = (text: string) => parseData(text).facts;
const valuesOf = (facts: Fact[], key: string) => facts.filter((f) => f.key === key).map((f) => f.value);

describe('sectioned notes', () => {
  test('a "NOT for the form" section is dropped up to the next blank line or heading', () => {
    const text = 'EMPLOYEE\nRafa\n\nNOT for the form:\n- his cell 773-555-0164\n- uniform size L\n\n- Gloria';
    assert.equal(withoutSectionsKeptOff(text), 'EMPLOYEE\nRafa\n\n\n- Gloria');
    assert.equal(withoutSectionsKeptOff('Not on the W-4:\nhis rate $17.50\nMONEY\ncash'), 'MONEY\ncash');
    // (A sentence that only mentions the form is no heading.)
    assert.equal(withoutSectionsKeptOff('This is not for the form we used last year, sorry.'), 'This is not for the form we used last year, sorry.');
  });

  test('a name under a heading in capitals opens the block, without the name people call its bearer', () => {
    assert.deepEqual(linesWithNameUnderLeadIn(['EMPLOYEE', 'Rafael Quintero Marín - goes by Rafa (legal name is on his license, no middle name)', 'SSN 614-27-3398']), [
      'EMPLOYEE', 'Name: Rafael Quintero Marín', 'Last name: Quintero Marín', 'SSN 614-27-3398',
    ]);
    assert.deepEqual(linesWithNameUnderLeadIn(['ME (seller)', 'Cornelius Van der Berg - Neil to everyone, but use Cornelius', '56 Oak Knoll Dr']).slice(1, 2), ['Name: Cornelius Van der Berg']);
    // ("Her info:" / "- Beatriz A. Carvalho, SSN …": an item that opens with the name.)
    assert.deepEqual(linesWithNameUnderLeadIn(['Her info:', '- Beatriz A. Carvalho, SSN 031-58-4472']), ['Her info:', 'Name: Beatriz A. Carvalho, SSN 031-58-4472']);
  });

  test('the lines of a role\'s block without a key of their own are the role\'s, and "ME (seller)" says whose', () => {
    assert.deepEqual(linesWithDefinedParties(['BUYER', 'Name: Dariusz Nowicki', '1219 W Roscoe St, Chicago, IL 60657', '', 'ME (seller)', 'Name: Cornelius Van der Berg']), [
      'Buyer Name: Dariusz Nowicki', 'Buyer: 1219 W Roscoe St, Chicago, IL 60657', '', 'ME (seller)', 'Seller Name: Cornelius Van der Berg',
    ]);
  });

  test('a record between pipes is keyed part by part, a contact line between pipes is not', () => {
    assert.deepEqual(linesWithSlashListsSplit(['me: Okonkwo-Reyes, Daniel T. | Wildlife Biologist | GS-0486-11 step 3 | career appt | master\'s (MS Fisheries)']), [
      'me: Okonkwo-Reyes, Daniel T.', 'me (position title): Wildlife Biologist', 'me: GS-0486-11 step 3', 'me (type of appointment): Career', 'me (education level): master\'s (MS Fisheries)',
    ]);
    const contact = 'Provider contact: Renee Albright | 410-555-0184 | cpe@example.edu';
    assert.deepEqual(linesWithSlashListsSplit([contact]), [contact]);
  });
});

describe('lines, answers and boxes', () => {
  test('a caption and a line\'s number before the colon become the line\'s label', () => {
    assert.equal(withLineNumbersAsLabels('- Pensions and annuities, 4c: 31,640, all taxable, so 4d: 31,640'), '- Pensions and annuities (line 4c): 31,640, all taxable, so line 4d: 31,640');
    assert.equal(withLineNumbersAsLabels('- Line 11a: 25,700; taxable income, 11b: 20,181'), '- Line 11a: 25,700; taxable income (line 11b): 20,181');
    assert.equal(withLineNumbersAsLabels('Suite 4: second floor'), 'Suite 4: second floor');
    const facts = factsOf('- Adjusted gross income, 8b: 45,881 (no adjustments)');
    assert.deepEqual(valuesOf(facts, 'Adjusted gross income (line 8b)'), ['45,881']);
  });

  test('a line named last in a clause, and a worksheet\'s letter after "for"', () => {
    assert.equal(lineTargetAfter(' per paycheck, step 4(c)'), '4c');
    assert.equal(lineTargetAfter(' a year of interest, he wants tax withheld on it, so step 4(a).'), '4a');
    assert.equal(lineTargetAfter(' for C. I have two kids'), 'c');
    assert.equal(lineTargetAfter(' for Agnieszka'), undefined);
  });

  test('a label run on over the lettered line above it is the last lettered line\'s; a numbered line\'s text under it is that line\'s', () => {
    assert.equal(printedLineNumber('b Taxable amount d Taxable amount', 'Single or Married  c  Pensions and annuities  4c  d Taxable amount  4d'), '4d');
    const rows = '7  I claim exemption from withholding for 2009. / Last year I had a right to a refund of all federal income tax withheld because I had no tax liability and / This year I expect a refund of all federal income tax withheld because I expect to have no tax liability.';
    assert.equal(printedLineNumber('This year I expect a refund of all federal income tax withheld because I', rows), '7');
  });

  test('a yes with its details after a colon of their own is two lines; "label - nope" is keyed', () => {
    assert.equal(withAnswerThenDetailsApart('Third party designee: yes, please list me so the IRS can call me: Paulo Carvalho, PIN 58214.'), 'Third party designee: yes\nThird party designee: Paulo Carvalho, PIN 58214.');
    assert.equal(withAnswerThenDetailsApart('Tomas: no. ln 5: 4.'), 'Tomas: no. ln 5: 4.');
    assert.equal(withDashedAnswerKeyed('accommodations - nope, none needed'), 'accommodations: nope, none needed');
    assert.equal(withDashedAnswerKeyed('Smith - Jones'), 'Smith - Jones');
  });

  test('a box ticked by its line\'s number, by its caption in quotes, and a credit for every dependent', async () => {
    const nameDiffers = fieldAt('c1_04', 'checkbox', { x: 560, y: 380, width: 10, height: 10 });
    const four = [described('c1_04', 'If your last name differs from that shown on your social security card, check here.', '4 If your last name differs from that shown on your social security card,  4')];
    assert.equal((await mappedValues([nameDiffers], four, 'My card still says Okafor, so I think the box on line 4 needs to be checked.')).c1_04, true);
    const other = fieldAt('Other', 'checkbox', { x: 60, y: 380, width: 10, height: 10 });
    assert.equal((await mappedValues([other], [described('Other', 'Other.')], 'So tick the "Other" line under cash and write that in.')).Other, true);
  });

  test('a pre-filled box the text asks to clear by its key', async () => {
    const state = fieldAt('US State', 'text', { x: 100, y: 300 }, { currentValue: 'VA' });
    const values = await mappedValues([state], [described('US State', 'US State')], '- US state: doesn\'t apply to him, please clear the "VA" that\'s in there');
    assert.equal(values['US State'], '');
  });
});

describe('who is who', () => {
  test('a daughter writing for her father: his name, not her sign-off, and her address is not his', () => {
    const text = 'The employee is my father, not me:\nVenkatesh R. Iyer (full name is longer, but his card says Venkatesh R. Iyer so use that)\nSSN 457-29-8813\nHome: 1847 Bramble Way, Sugar Land, TX 77479\n\nThanks!\nPriya Iyer-Collins\n90 Willow Bend Dr, Apt 3C, Austin, TX 78745';
    const facts = factsOf(text);
    assert.ok(facts.some((f) => f.key === 'Name' && f.value === 'Venkatesh R. Iyer'));
    assert.ok(facts.filter((f) => f.value.includes('Willow Bend')).every((f) => f.party !== 'self'));
  });

  test('a bookkeeper writing for a client: the client\'s name keyed as the name, the firm\'s sign-off as the writer\'s', () => {
    const facts = factsOf('Hi, please prepare a W-9 for one of my clients.\n\nClient: Oluwaseun Adeyemi (goes by Seun)\n\nThanks,\nMarisol Vega\nLedgerline Bookkeeping');
    const client = facts.find((f) => f.value === 'Oluwaseun Adeyemi');
    assert.equal(client?.key, 'Client name');
    assert.equal(client?.party, 'self');
    assert.notEqual(facts.find((f) => f.value === 'Marisol Vega')?.party, 'self');
  });

  test('a record system\'s family name in capitals comes first', () => {
    assert.deepEqual(parsePersonName('NGUYEN Thi Lan'), { full: 'NGUYEN Thi Lan', first: 'Lan', middle: 'Thi', last: 'Nguyen' });
    assert.deepEqual(parsePersonName('OKONKWO Chidi'), { full: 'OKONKWO Chidi', first: 'Chidi', middle: '', last: 'Okonkwo' });
  });

  test('a family name the text quotes is the whole last name', () => {
    const facts = factsOf('Full name: Mateus Henrique Carvalho Nunes (the family name is "Carvalho Nunes", two words, no hyphen)');
    const person = facts.find((f) => f.key === 'Full name')?.person;
    assert.equal(person?.last, 'Carvalho Nunes');
    assert.equal(person?.middle, 'Henrique');
  });

  test('"Both of them" and "Presidential campaign fund: Hiroshi yes, Margaret no" name no one person', () => {
    const facts = factsOf('Taxpayer: Hiroshi Tanabe\nSpouse: Margaret L. Tanabe\nPresidential campaign fund: Hiroshi yes, Margaret no');
    assert.ok(!facts.some((f) => f.value === 'Hiroshi, Margaret' && f.person));
  });

  test('a Telegram chat copied: the name and the stamp on a line of their own head each message', () => {
    const messages = chatMessages(['Darnell Whitfield, [7/8/2025 8:14 PM]', 'ok so are we doing this?', 'Katya Boyko, [7/8/2025 8:16 PM]', 'yes!!']);
    assert.deepEqual(messages?.map((m) => [m.speaker, m.text]), [['darnell whitfield', 'ok so are we doing this?'], ['katya boyko', 'yes!!']]);
  });
});

describe('values said loosely', () => {
  test('six foot even, eighty-seven dollars and twelve cents', () => {
    assert.equal(heightInCentimetres('six foot'), '183');
    assert.equal(withSpokenNumbers('the 1099-INT says eighty-seven dollars and twelve cents.'), 'the 1099-INT says $87.12.');
    assert.deepEqual(valuesOf(factsOf("I'm six foot even, if you need it in centimetres please convert."), 'height'), ['six foot']);
  });

  test('an amount sent to a box by its words, and twenty bucks extra a check', () => {
    assert.deepEqual(valuesOf(factsOf('he has a CD that pays around 3200 a year in interest and he wants tax taken on it - put that as other income'), 'other income'), ['3200']);
    assert.deepEqual(valuesOf(factsOf('he wants twenty bucks extra taken out of every check'), 'additional amount withheld from each paycheck'), ['20']);
  });

  test('an address of the United Kingdom with its nation, and a keyed street whose town is the next line', () => {
    const uk = parseAddress('Flat 3, 27 Cavendish Road, Bristol BS6 7RG, England, UK');
    assert.deepEqual([uk?.street, uk?.line2, uk?.city, uk?.zip, uk?.country], ['27 Cavendish Road', 'Flat 3', 'Bristol', 'BS6 7RG', 'UK']);
    assert.deepEqual(linesWithEnvelopeAddressesJoined(['- Address: Sveavägen 48, lgh 1203 (lgh = flat number)', '- 111 34 Stockholm, Sweden']), ['- Address: Sveavägen 48, lgh 1203, 111 34 Stockholm, Sweden (lgh = flat number)']);
  });

  test('the floor the next sentence gives an address, and a PO box after words of what someone would like', () => {
    const facts = factsOf('New home: 58 Beacon Hill Rd, Newton, MA 02459. It\'s a two-family house and he has the whole 2nd floor, so it\'s floor 2.\nMailing address: he\'d like USCIS mail to go to his PO box instead, PO Box 60218, Newton, MA 02460');
    assert.equal(facts.find((f) => f.address?.street === '58 Beacon Hill Rd')?.address?.line2, 'Floor 2');
    const box = facts.find((f) => f.address?.street === 'PO Box 60218');
    assert.equal(box?.key, 'Mailing address');
  });
});

describe('replies under quoted questions, looks listed, deals told in prose', () => {
  test('a quoted question that names its line, a name asked by its parts, a worksheet\'s lettered answers', () => {
    const lines = [
      '> 1. Please print your first name and middle initial, and your last name?', 'Lucía M., last name Echeverría Ruiz (two last names)', '',
      '> 6. Personal Allowances Worksheet, lines A through H: what did you get on each line?', 'A: 1 / B: 1 / C: leave blank', '',
      '> 7. Total number of allowances for line 5?', '10', '',
      '> 8. Other income not from jobs (Step 4(a))?', 'About $1,800 a year in interest.',
    ];
    const read = linesWithInlineAnswers(lines);
    assert.ok(read.includes('first name and middle initial: Lucía M.') && read.includes('last name: Echeverría Ruiz'));
    assert.ok(read.includes('A: 1 / B: 1 / C: leave blank'));
    assert.ok(read.includes('line 5: 10'));
    assert.ok(read.includes('Step 4(a): $1,800'));
    const facts = factsOf(lines.join('\n'));
    assert.deepEqual(valuesOf(facts, 'A'), ['1']);
  });

  test('looks listed without colons, a name in lower case after its key', () => {
    assert.equal(withAttributeListKeyed('eyes sea green, skin fair & freckled, hair red'), 'eyes: sea green · skin: fair & freckled · hair: red');
    assert.equal(withAttributeListKeyed('first name dimitra, surname papadopoulou'), 'first name: dimitra · surname: papadopoulou');
    assert.equal(withAttributeListKeyed('eyes are green, and so on'), 'eyes are green, and so on');
    const note = "hi bram!! ok here's my character for saturday, can you put her on the sheet\nname: saoirse ní bhraonáin\nage 34, height 5'6\"\nfaction: the lords' alliance, she's a field agent\ni might be 15 min late";
    assert.equal(withLowercaseTextCased(note).split('\n')[1], 'Name: Saoirse Ní Bhraonáin');
  });

  test('the cash a buyer settles on is the sale\'s, and the day the text dates the bill with outranks a day something is due by', async () => {
    const facts = factsOf("I'm the buyer. We settled on $720.00, which I'm paying Walter in cash over three months.");
    const cash = facts.find((f) => f.key === 'cash payment in the amount of');
    assert.equal(cash?.value, '$720.00');
    assert.equal(cash?.party, undefined);
    const date = fieldAt('Date', 'text', { x: 100, y: 700 });
    const values = await mappedValues([date], [described('Date', 'Date')], 'The rest is $250 by May 1, 2025. The bill should be dated April 5, 2025.');
    assert.equal(values.Date, 'April 5, 2025');
  });

  test('the terms a sentence sends to the "Other" line', () => {
    const facts = factsOf('I am paying in cash over three months: $240 on June 1, $240 on July 1 and $240 on August 1. Please check "Other" and write those three instalments on that line.');
    assert.ok(valuesOf(facts, 'other').some((v) => v.startsWith('$240 on June 1')));
  });

  test('the writer who signs under a subject keyed by its role is not that subject', () => {
    const facts = factsOf('Principal: Rukhsana Qureshi\nPrincipal\'s phone: (480) 555-0193\n\nThanks!\nDwayne Jefferson\nBroker Associate, Lakeview North Realty\n(773) 555-0128');
    assert.notEqual(facts.find((f) => f.value === '(773) 555-0128')?.party, 'self');
  });
});
