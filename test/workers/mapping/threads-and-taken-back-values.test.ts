/**
 * Requests read once they were no longer held out (issue 4, fresh v34 and probe batches 20-22): a reply above a
 * quoted message, a group chat of three, an assistant's e-mail for her boss, values the writer takes back ("he said
 * blue at first … he wants red", "6 (was 2)"), boxes asked to stay empty in new words, and a date after its label in
 * the field's format.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Fact } from '../../../workers/mapping/parse-data.js';
import { parseData, workedResult } from '../../../workers/mapping/parse-data.js';
import { buildProfile } from '../../../workers/mapping/field-profile.js';
import { fieldsEmptied } from '../../../workers/mapping/left-blank.js';
import { textParty } from '../../../workers/mapping/parties.js';
import { chatContentLines } from '../../../workers/mapping/parse-chat.js';
import { withEmojiLabelsRead } from '../../../workers/mapping/parse-emoji-labels.js';
import { linesWithInlineAnswers } from '../../../workers/mapping/parse-inline-replies.js';
import { linesWithSignatureRead, withoutQuotedSignatures } from '../../../workers/mapping/parse-signature.js';
import { splitSentences } from '../../../workers/mapping/sentences.js';
import { findEuropeanAddress } from '../../../workers/mapping/parse-compound.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

const factsOf = (text: string) => parseData(text).facts;
const valuesOf = (facts: Fact[], key: string) => facts.filter((f) => f.key === key).map((f) => f.value);

describe('values the writer takes back', () => {
  test('a former value in brackets is no part of the value', () => {
    const facts = factsOf('Hi,\n\nStatus: Married now (last year: Single).\nLine 5 total allowances = 6 (was 2)\n');
    assert.deepEqual(valuesOf(facts, 'Status'), ['Married now']);
    assert.deepEqual(valuesOf(facts, 'Line 5 total allowances'), ['6']);
    assert.equal(facts.some((f) => f.value === 'Single'), false);
  });

  test('of two options one sentence names, the one after "changed his mind" is meant', async () => {
    const colour = fieldAt('Colour', 'dropdown', { x: 40, y: 700 }, { options: ['Red', 'Blue', 'Green'] });
    const values = await mappedValues([colour], [described('Colour', 'Favourite colour')], 'Favourite colour: he said blue at first, then changed his mind - he wants red.');
    assert.equal(values['Colour'], 'Red');
  });

  test('a word said instead of a value given before replaces it', () => {
    const facts = factsOf('Hi,\n\nWren is 5\'9", 125 lb. green eyes, copper-tan skin.\nOh wait: hazel, not green, I changed it.\n');
    assert.deepEqual(valuesOf(facts, 'eyes'), ['hazel']);
    assert.deepEqual(valuesOf(facts, 'height'), ['5\'9"']);
  });

  test('keys each set to a number are a list, not a sum with a result', () => {
    assert.equal(workedResult('A = 1, B = 1, C = 0 (no spouse), H = 10'), undefined);
    assert.equal(workedResult('TP 4,870 + SP 3,120 = 7,990'), '7,990');
  });

  test('a tax number the sentence says not to use is no value', async () => {
    const ein = fieldAt('ein', 'text', { x: 40, y: 700 });
    const text = 'TIN: his SSN, 409-67-1123.\nOur CPA said not to use the LLC\'s EIN (88-3012457) on this one.';
    const values = await mappedValues([ein], [described('ein', 'Employer identification number')], text);
    assert.equal(values['ein'], undefined);
  });
});

describe('boxes asked to stay empty', () => {
  const profilesOf = (labels: string[]) =>
    labels.map((label, i) => {
      const field = fieldAt(`f${i}`, 'text', { x: 40, y: 700 - i * 20 });
      return buildProfile(field, described(field.name, label), i);
    });

  test('"the US state box should just be empty", "leave both blank" after a key, "leave that blank too"', () => {
    const profiles = profilesOf(['US State', 'Exempt payee code', 'Remarks']);
    assert.deepEqual([...fieldsEmptied(profiles, ['Please replace it all, and the US state box should just be empty.'])], [0]);
    assert.deepEqual([...fieldsEmptied(profiles, ['Exempt payee code: none, please leave both blank'])], [1]);
    assert.deepEqual([...fieldsEmptied(profiles, ['Remarks: nothing to add, leave that blank too'])], [2]);
  });

  test('a worksheet\'s letters left blank in a list of them', () => {
    const profiles = ['E', 'F', 'G'].map((letter, i) => {
      const field = fieldAt(`line${letter}`, 'text', { x: 400, y: 600 - i * 20 });
      return buildProfile(field, described(field.name, `${letter} Enter "1" for this line`), i);
    });
    const emptied = fieldsEmptied(profiles, ['A 1, B 1, E and F blank, G 2, H 6.']);
    assert.equal(emptied.has(0) && emptied.has(1), true);
    assert.equal(emptied.has(2), false);
  });
});

describe('names, addresses and counts said in passing', () => {
  test('the parts of a name after a dash, the second address line, a country after the town', () => {
    const facts = factsOf(
      '- Name: Joaquim Ferreira Santos - first name Joaquim, surname Ferreira Santos (two surnames, please keep both)\n- Address: Rua de Cedofeita 318, and on the second line 2º Esq. (2nd floor)\n- Postcode 4050-174, city Porto, Portugal\n',
    );
    assert.deepEqual(valuesOf(facts, 'Name'), ['Joaquim Ferreira Santos']);
    assert.deepEqual(valuesOf(facts, 'first name'), ['Joaquim']);
    assert.deepEqual(valuesOf(facts, 'Address'), ['Rua de Cedofeita 318']);
    assert.deepEqual(valuesOf(facts, 'Address line 2'), ['2º Esq']);
    assert.deepEqual(valuesOf(facts, 'country'), ['Portugal']);
  });

  test('a count with what it counts, for a box whose label names it', async () => {
    const total = fieldAt('total', 'text', { x: 40, y: 700 });
    const values = await mappedValues([total], [described('total', 'Total number of allowances you are claiming')], 'Hi,\n\nTotal allowances: 10 allowances\n');
    assert.equal(values['total'], '10');
  });

  test('a date right after its label is written in the field\'s format', async () => {
    const dob = fieldAt('dob', 'text', { x: 40, y: 700 });
    const values = await mappedValues([dob], [described('dob', 'Date of Birth (mm/dd/yyyy)')], 'Hello,\n\nDate of birth: 17.03.1988 (she writes day first)\n');
    assert.equal(values['dob'], '03/17/1988');
  });

  test('a name\'s part given alone under its own key', async () => {
    const fields = ['first', 'last'].map((name, i) => fieldAt(name, 'text', { x: 40 + i * 200, y: 700 }));
    const text = 'Hi,\n\nLast name is now Castellanos-Webb.\nFirst name same as before: Daniela.\n';
    const values = await mappedValues(fields, [described('first', 'First name'), described('last', 'Last name')], text);
    assert.equal(values['last'], 'Castellanos-Webb');
  });

  test('a title\'s full stop ends no value; a course code before its title in quotes', () => {
    assert.deepEqual(valuesOf(factsOf('Hi,\n\nTheir contact is Dr. Helen Marsh, (202) 555-0191.\n'), 'contact'), ['Dr. Helen Marsh']);
    const facts = factsOf('The course:\nPPPA 6016 "Public and Nonprofit Program Evaluation", The George Washington University.\n');
    assert.deepEqual(valuesOf(facts, 'course number'), ['PPPA 6016']);
    assert.deepEqual(valuesOf(facts, 'course title'), ['Public and Nonprofit Program Evaluation']);
  });

  test('a sentence that opens with a full name and a job title gives both', () => {
    const facts = factsOf('About her:\nFolasade T. Adeyemi, Program Analyst, GS-0343-11, step 2.\n');
    assert.ok(valuesOf(facts, 'name').includes('Folasade T. Adeyemi'));
    assert.deepEqual(valuesOf(facts, 'position title'), ['Program Analyst']);
  });

  test('a German floor as an ordinal ends no sentence, and "it\'s" leads in to a street', () => {
    assert.equal(splitSentences('Now it is Schillerstraße 41, 2. OG, 60313 Frankfurt am Main.').length, 1);
    assert.equal(findEuropeanAddress("Now it's Schillerstraße 41, 60313 Frankfurt am Main")?.text, 'Schillerstraße 41, 60313 Frankfurt am Main');
  });

  test('a licence number with the issuing state in brackets', () => {
    const facts = factsOf("Rest of it:\nSeller is my brother-in-law, Dale Pruitt.\nHis driver's license: P630-5521-8804 (Illinois). Mine: H415-2290-7731.\n");
    assert.deepEqual(valuesOf(facts, "His driver's license"), ['P630-5521-8804']);
    assert.deepEqual(valuesOf(facts, "His driver's license issuing state"), ['IL']);
  });

  test('a code after words ending in "is", under a key asking for a number', () => {
    assert.deepEqual(valuesOf(factsOf('Hi,\n\nAccount number: their supplier ID for us is NRH-55190\n'), 'Account number'), ['NRH-55190']);
  });
});

describe('whose values they are', () => {
  test('"your office:" before a value is the reader\'s; "your office on Tuesday" says nothing of whose', () => {
    assert.equal(textParty("For the requester part I assume that's your office: Harborview Property Management, "), 'correspondent');
    assert.equal(textParty("I'll sign it when I come to your office on Tuesday, "), 'self');
    assert.equal(textParty('Seller is my brother-in-law, '), 'seller');
  });

  test('a requester\'s box takes the address of the office the text is written to', async () => {
    const fields = [fieldAt('street', 'text', { x: 40, y: 700 }), fieldAt('requester', 'text', { x: 300, y: 700 })];
    const text =
      'Hi Karen,\n\nBusiness mailing address is our house:\n2217 Almaden Creek Way, Unit B\nSan Jose, CA 95125\n\nFor the requester part I assume that\'s your office: Harborview Property Management, 1450 The Alameda, Suite 300, San Jose, CA 95126.\n';
    const values = await mappedValues(fields, [described('street', 'Address (number, street, and apt. or suite no.)'), described('requester', "Requester's name and address (optional)")], text);
    assert.equal(values['street'], '2217 Almaden Creek Way, Unit B');
    assert.match(String(values['requester']), /^Harborview Property Management, 1450 The Alameda/);
  });

  test('a quoted message loses its writer\'s signature', () => {
    const text = 'Answers above.\n\nOn Mon, Mar 3, 2025 at 4:02 PM Monica Reyes <mreyes@example.com> wrote:\n> I need your W-4 info.\n>\n> Monica Reyes\n> HR Coordinator\n> (614) 555-0188\n';
    const kept = withoutQuotedSignatures(text);
    assert.match(kept, /I need your W-4 info/);
    assert.doesNotMatch(kept, /555-0188/);
  });

  test('a lead-in after a sentence on its line keys the address under it', () => {
    const facts = factsOf('Hi,\n\nYour salary is $52,000/yr. For the Employers Only box please use:\nHarbor Point Dental Group, 1200 Riverside Dr, Suite 300, Columbus, OH 43215\nEIN 47-3319025.\n');
    assert.equal(facts.find((f) => f.value.startsWith('Harbor Point Dental Group'))?.party, 'employer');
  });

  test('signatures: a closing in another language, a first name then the full block, a title set apart by a bar', () => {
    assert.deepEqual(linesWithSignatureRead(['I got married in May.', '', 'Danke!', 'Anna Lindqvist']).at(-1), 'my name: Anna Lindqvist');
    const block = linesWithSignatureRead(['Please start it.', '', 'Thanks,', 'Laura', '', 'Laura Bjornstad', 'Supervisory Hydrologist | Hydrologic Data Section', '(608) 555-0119']);
    assert.ok(block.includes('my name: Laura Bjornstad'));
    assert.ok(block.includes('my position: Supervisory Hydrologist'));
    assert.ok(block.includes('my name and title: Laura Bjornstad, Supervisory Hydrologist'));
  });

  test('an inline answer "That\'s me:" under a role\'s question is the writer\'s, in that role', () => {
    const lines = ['> 1. Date of the sale', 'May 16, 2026', "> 2. Buyer's full name and mailing address", "That's me: Gregory T. Halvorsen, 2207 N. Linden Ave, Rockford, IL 61103", "> 3. Seller's full name and mailing address", '(bottom)', '> 4. Make and model?', 'Henry Big Boy'];
    const read = linesWithInlineAnswers(lines);
    assert.ok(read.includes('Buyer (me): Gregory T. Halvorsen, 2207 N. Linden Ave, Rockford, IL 61103'));
    assert.equal(read.some((line) => /\(bottom\)/.test(line) && /Seller/.test(line)), false);
  });
});

describe('a group chat copied without its times', () => {
  const chat = [
    "Fill my character sheet from this chat please, my character is Wren (I'm Priya).",
    'Marcus (DM): ok I need everyone\'s details by tomorrow',
    'Priya: working on it!',
    'Theo: Borik is 190 lb, brown eyes. Zhentarim obviously',
    'Marcus: Priya which faction? Harpers and Emerald Enclave are both open',
    'Priya: Emerald Enclave',
    'Theo: boooo join the Zhents',
    'Marcus: @Priya allies & organizations?',
    'Priya: The Emerald Enclave; Syndra Silvane\'s expedition; Azaka Stormfang, our guide',
  ];

  test('the writer the lines above name is the one read; the others\' questions key the answers', () => {
    const lines = chatContentLines(chat)!;
    assert.ok(lines.includes('faction: Emerald Enclave'));
    assert.ok(lines.includes("allies & organizations: The Emerald Enclave; Syndra Silvane's expedition; Azaka Stormfang, our guide"));
    assert.equal(lines.some((line) => /Borik|190 lb/.test(line)), false);
  });

  test('emoji lines keep their own keys, an arrow keys a line, a fantasy figure names a character', () => {
    assert.equal(withEmojiLabelsRead('🎨 skin: pale, freckled'), 'skin: pale, freckled');
    assert.equal(withEmojiLabelsRead('⚔️ faction → Order of the Gauntlet'), 'faction: Order of the Gauntlet');
    assert.equal(withEmojiLabelsRead('🧝‍♀️ Wren Ashdown-Tally'), 'name: Wren Ashdown-Tally');
    assert.deepEqual(valuesOf(factsOf('Hi,\n\nname: Wren Ashdown-Tally — lvl 5 halfling rogue\n'), 'name'), ['Wren Ashdown-Tally']);
  });
});
