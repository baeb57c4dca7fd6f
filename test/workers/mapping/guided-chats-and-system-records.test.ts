/**
 * Requests read once they were no longer held out (issue 4, fresh v33 and probe batch 17): a parent walking a student
 * through his W-4 in a chat, a record copied from another system with tabs, one sender's messages with their times,
 * blocks headed by a role in lower case, costs listed with what each is for, keys with an aside or a remark, a box
 * named in one sentence and filled in the next, two writers in one text.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Fact } from '../../../workers/mapping/parse-data.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { parseAddress } from '../../../workers/mapping/parse-compound.js';
import { chatContentLines, chatMessages, mainSpeaker, questionKeys, withBareStampsDropped } from '../../../workers/mapping/parse-chat.js';
import { withBoxNamedBefore } from '../../../workers/mapping/box-named-before.js';
import { withMeasuresOfKeyApart } from '../../../workers/mapping/parse-leaders.js';
import { withLineNumbersAsLabels } from '../../../workers/mapping/line-number-labels.js';
import { linesWithAddressRunOn, linesWithEnvelopeAddressesJoined, withNameSaidToBeMine } from '../../../workers/mapping/parse-record.js';
import { linesWithDefinedParties } from '../../../workers/mapping/parse-defined-terms.js';
import { withLowercaseTextCased } from '../../../workers/mapping/lowercase-text.js';
import { factTokens, keyMatch } from '../../../workers/mapping/key-match.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

const factsOf = (text: string) => parseData(text).facts;
const valuesOf = (facts: Fact[], key: string) => facts.filter((f) => f.key === key).map((f) => f.value);

describe('a chat where one asks and the other answers', () => {
  const thread = [
    '[Mom 7:41 PM] ok I have the W-4 open. name exactly like your social security card?',
    '[Aarav 7:42 PM] Aarav K Mehta',
    '[Mom 7:42 PM] SSN, type it so I don\'t mess it up',
    '[Aarav 7:43 PM] 512-84-3097',
    '[Mom 7:46 PM] ok worksheet. line A: Dad and I still claim you, put 0',
    '[Aarav 7:47 PM] C through G?',
    '[Mom 7:48 PM] all 0. no spouse, no kids',
    '[Mom 7:49 PM] yes, and 1 on line 5',
  ];

  test('the one who gives no details of a person is not the main speaker: everyone is read', () => {
    const messages = chatMessages(thread)!;
    assert.equal(mainSpeaker(messages), undefined);
    // (A speaker who gives the details of the person is, when they also say most.)
    assert.equal(mainSpeaker([{ speaker: 'a', text: 'SSN 512-84-3097' }, { speaker: 'a', text: 'ok' }, { speaker: 'b', text: 'name?' }]), 'a');
  });

  test('an answer to a question of a range gives every line of it', () => {
    const lines = chatContentLines(thread)!;
    assert.ok(lines.includes('C through G: 0'));
    assert.deepEqual(questionKeys('name exactly like your social security card?'), ['name']);
    const facts = factsOf(thread.join('\n'));
    for (const line of ['C', 'D', 'E', 'F', 'G']) assert.deepEqual(valuesOf(facts, `line ${line}`), ['0']);
    assert.deepEqual(valuesOf(facts, 'line A'), ['0']);
  });

  test('a bare line number after "on line" is no value', () => {
    const facts = factsOf('HR said to fill the employer part too.\nok put that on line 8 and 10.');
    assert.equal(facts.some((f) => f.value === '8' || f.value === '10'), false);
  });
});

describe('records copied from other systems', () => {
  test('a label in capitals, a tab, then the value', () => {
    const facts = factsOf('SURNAME\tNovotná\nGIVEN NAME(S)\tRadka\nCITY/TOWN\tPraha 8\nHEIGHT (CM)\t171');
    assert.deepEqual(valuesOf(facts, 'SURNAME'), ['Novotná']);
    assert.deepEqual(valuesOf(facts, 'CITY/TOWN'), ['Praha 8']);
  });

  test('one sender\'s messages with their times lose the times; a recording\'s offsets are left to the transcript reader', () => {
    const burst = '[Tue 14 Oct, 18:02] Hi, details below:\n[18:02] Lucija Babić\n[18:03] Ilica 242, flat 7, 3rd floor';
    assert.equal(withBareStampsDropped(burst), 'Hi, details below:\nLucija Babić\nIlica 242, flat 7, 3rd floor');
    const recording = '[00:01] hi it is Dana calling\n[00:04] about the form\n[00:07] call me back';
    assert.equal(withBareStampsDropped(recording), recording);
    // (A chat whose speakers are named more than once keeps its stamps.)
    const chat = '[9:02] Renee Castillo (Escrow): hi\n[9:03] Renee Castillo (Escrow): principal is X\n[9:04] Jordan: ok';
    assert.equal(withBareStampsDropped(chat), chat);
  });

  test('a street with its number after the name, over its postcode and town, is one address', () => {
    assert.deepEqual(linesWithEnvelopeAddressesJoined(['Ilica 242, flat 7, 3rd floor', '10000 Zagreb, Croatia']), ['Ilica 242, flat 7, 3rd floor, 10000 Zagreb, Croatia']);
    assert.deepEqual(linesWithAddressRunOn(['New address: 1460 Marshall Ave', 'Apt 207', 'Saint Paul, MN 55104']), ['New address: 1460 Marshall Ave, Apt 207, Saint Paul, MN 55104']);
  });

  test('a name before the numbered street is no line of the address', () => {
    assert.equal(parseAddress('Mississippi Valley Surveying Co., 455 Locust St, Dubuque, IA 52001')?.street, '455 Locust St');
  });
});

describe('keys people write', () => {
  test('a key listing the pieces its value gives, and one with a remark after a comma', () => {
    const facts = factsOf('City, state, ZIP: Dubuque, IA 52001\nWages, both W-2s added: 100,155\nSorry, one more thing: call me');
    assert.equal(facts.find((f) => f.key === 'City, state, ZIP')?.value, 'Dubuque, IA 52001');
    assert.deepEqual(valuesOf(facts, 'Wages'), ['100,155']);
    assert.equal(facts.some((f) => f.key === 'Sorry'), false);
  });

  test('words of the key in brackets count in full where the field has them', () => {
    const profile = { weights: new Map([['name', 1], ['shown', 0.35], ['tax', 0.35], ['return', 0.35]]), sources: [{ kind: 'label', tokens: ['name'] }] };
    const ctx = { idf: () => 1, known: () => true };
    const fact = { key: 'Name (as shown on my tax return)', topic: '', value: 'T', source: 'line', strength: 1, sentence: '' } as Fact;
    const tokens = factTokens(fact, []);
    assert.ok(tokens.filter((t) => t.aside).length >= 3);
    assert.equal(keyMatch(tokens, profile as never, ctx).precision, 1);
  });

  test('a health\'s maximum and current value are each the key\'s', () => {
    assert.equal(withMeasuresOfKeyApart('Health: max 12, current 12'), 'Health max: 12 · Health current: 12');
    assert.equal(withMeasuresOfKeyApart('Movement: 25 ft'), 'Movement: 25 ft');
  });

  test('a step\'s number in brackets before an amount is the step', () => {
    assert.equal(withLineNumbersAsLabels('4(a): about $3,600 a year of other income'), 'step 4(a): about $3,600 a year of other income');
    assert.equal(withLineNumbersAsLabels('4(b): I did the worksheet'), '4(b): I did the worksheet');
  });

  test('costs listed with what each is for, and their sum', () => {
    const facts = factsOf('Cost: $1,650.00 tuition + $95.00 materials = $1,745.00.');
    assert.deepEqual(valuesOf(facts, 'tuition'), ['$1,650.00']);
    // (An amount for materials is keyed as the books and materials a training form asks for.)
    assert.deepEqual(valuesOf(facts, 'materials books materials costs'), ['$95.00']);
    assert.deepEqual(valuesOf(facts, 'tuition and materials total'), ['$1,745.00']);
    // ("$500 for her": for someone, keyed as any amount is.)
    assert.equal(factsOf('Step 3 should be $4,000 for the kids and $500 for her.').some((f) => f.key === 'her'), false);
  });
});

describe('who and which box', () => {
  test('a box named in one sentence takes the value the next one puts in it', () => {
    assert.equal(withBoxNamedBefore('- The firm\'s address box still says "foobar". Replace it with 1180 Regent St, Madison, WI 53715.'), '- The firm\'s address box still says "foobar". firm\'s address: 1180 Regent St, Madison, WI 53715.');
  });

  test('a name the line says is the writer\'s', () => {
    assert.equal(withNameSaidToBeMine('1. Adaeze Ngozi Okafor - that is how my name appears on the deed.'), '1. my name: Adaeze Ngozi Okafor');
  });

  test('a role in lower case heads the keyed lines under it; a label before a number there is keyed by it', () => {
    assert.deepEqual(linesWithDefinedParties(['Buyer', 'Name: Darnell Whitfield', 'Dl# W413-2207-8815, IL']), ['Buyer Name: Darnell Whitfield', 'Buyer Dl#: W413-2207-8815, IL']);
    // (A role over a bare name is a record's label.)
    assert.deepEqual(linesWithDefinedParties(['Client', 'Rebecca L. Sandoval']), ['Client', 'Rebecca L. Sandoval']);
  });

  test('a licence number typed in lower case is written in capitals, with its state\'s code', () => {
    assert.match(withLowercaseTextCased('hey can u fill the bill of sale for the ruger? we meet at the range parking lot on saturday\ndl# w413-2207-8815, il\nthx a lot, see you there and bring the case please'), /W413-2207-8815, IL/);
  });

  test('two writers, each saying which role is theirs in a paragraph of their own', () => {
    const text = "We're writing this together.\n\nI'm the seller, Marisol Reyes. I live at 2718 W Cermak Rd, Chicago, IL 60608.\n\nI'm the buyer, Desmond Achterberg. I live at 41 Pheasant Run Ct, Naperville, IL 60565.";
    const facts = factsOf(text);
    assert.equal(facts.find((f) => f.value.startsWith('2718'))?.party, 'seller');
    assert.equal(facts.find((f) => f.value.startsWith('41 Pheasant'))?.party, 'buyer');
  });

  test('the part of the form a sentence opens by naming says whose its values are', () => {
    const facts = factsOf('My SSN is 529-71-3384. For the employer part at the bottom, my offer letter lists the company as Tualatin Valley Orthodontics LLC, 8800 SW Nimbus Ave, Beaverton, OR 97008, EIN 93-4417260.');
    assert.equal(facts.find((f) => f.value === '93-4417260')?.party, 'employer');
    assert.ok(facts.some((f) => f.value === 'Tualatin Valley Orthodontics LLC, 8800 SW Nimbus Ave, Beaverton, OR 97008'));
  });

  test('the occupation at the end of a person\'s record line', () => {
    const facts = factsOf('- Wife: Katarzyna M. Wróbel (kept her name), SSN 388-41-6620, dental hygienist');
    assert.deepEqual(valuesOf(facts, 'Wife occupation'), ['Dental hygienist']);
  });
});

describe('boxes left empty', () => {
  test('the box named in the sentence before "clear all of those", and one named by its label alone', async () => {
    const six = fieldAt('Extra', 'text', { x: 100, y: 300 }, { currentValue: '6' });
    const state = fieldAt('US State', 'text', { x: 100, y: 200 }, { currentValue: 'VA' });
    const descriptions = [described('Extra', '6 Additional amount you want withheld', '6 Additional amount, if any, you want withheld from each paycheck'), described('US State', 'US State')];
    const values = await mappedValues([six, state], descriptions, 'the pdf has junk: 6 on line 6 and VA in the US State box.\nclear all of those.');
    assert.equal(values['US State'], '');
    const byLabel = await mappedValues([state], [described('US State', 'US State')], 'Please update my entry and clear the US state since I no longer live in the States.');
    assert.equal(byLabel['US State'], '');
    // ("to clear their name": no box.)
    const name = fieldAt('Name', 'text', { x: 100, y: 300 }, { currentValue: 'Odalys' });
    assert.equal((await mappedValues([name], [described('Name', 'Name')], 'She joined the guild to clear their name.')).Name, undefined);
  });

  test('"none that I know of" and "none apply" say there is nothing to write', async () => {
    const exempt = fieldAt('Exempt', 'text', { x: 100, y: 300 });
    const values = await mappedValues([exempt], [described('Exempt', 'Exemptions (codes apply only to certain entities)')], 'Exemptions: none apply\nExempt payee code: None that I know of, I\'m one guy with a laptop');
    assert.equal(values.Exempt, undefined);
  });
});
