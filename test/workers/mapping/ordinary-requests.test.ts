/**
 * Ordinary requests (issue 4): the readers a set of plain e-mails, bulleted lists and notes needed — a keyed line
 * that goes on with other values ("Position: Contract Specialist, GS-1102-11, step 3"), counts in a list ("28 duty
 * hours"), an answer with its detail ("yes - a wheelchair-accessible classroom"), a worksheet's "1 on line A", the
 * wider of two options a sentence names, the price a count of shares was bought at and a row's total.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Fact } from '../../../workers/mapping/parse-data.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { withEmojiLabelsRead } from '../../../workers/mapping/parse-emoji-labels.js';
import { closestSpelling } from '../../../workers/mapping/key-match.js';
import { withLowercaseTextCased } from '../../../workers/mapping/lowercase-text.js';
import { buildProfile } from '../../../workers/mapping/field-profile.js';
import { givenPerUnit } from '../../../workers/mapping/score-text.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

const factsOf = (text: string) => parseData(text).facts;
const valueOf = (facts: Fact[], key: string) => facts.find((f) => f.key === key)?.value;

describe('a keyed line that goes on with values of its own', () => {
  test('its first part is its value; the rest answers other questions', () => {
    const facts = factsOf('- Position: Contract Specialist, GS-1102-11, step 3, non-supervisory\n- Course: Advanced Contract Pricing, course no. CP-240');
    assert.equal(valueOf(facts, 'Position'), 'Contract Specialist');
    assert.equal(valueOf(facts, 'Course'), 'Advanced Contract Pricing');
    assert.equal(valueOf(facts, 'grade'), '11');
  });

  test('a list of one kind, a description, an address and a count among things stay whole', () => {
    const facts = factsOf(
      'Skills: athletics 4, light weapons 3, perception 3\nAppearance: tall and wiry, dark hair tied back\nTreasure: lute, 12 gp, a forged writ\nOffice: Bureau of Reclamation, Denver Federal Center, Bldg 67, Denver, CO 80225',
    );
    assert.equal(valueOf(facts, 'Skills'), 'athletics 4, light weapons 3, perception 3');
    assert.equal(valueOf(facts, 'Appearance'), 'tall and wiry, dark hair tied back');
    assert.equal(valueOf(facts, 'Treasure'), 'lute, 12 gp, a forged writ');
    assert.equal(valueOf(facts, 'Office'), 'Bureau of Reclamation, Denver Federal Center, Bldg 67, Denver, CO 80225');
  });

  test('quotes around a whole value are not part of it', () => {
    assert.equal(valueOf(factsOf('Course: "Leading People: Foundations for New Supervisors", course no. LP-210.'), 'Course'), 'Leading People: Foundations for New Supervisors');
  });

  test('a count and the words it counts, in a list, is a value keyed by them', () => {
    const facts = factsOf('Dates: June 9-12, 2025, classroom, 28 duty hours, 0 non-duty hours');
    assert.equal(valueOf(facts, 'duty hours'), '28');
    assert.equal(valueOf(facts, 'non-duty hours'), '0');
  });

  test('"1 on line A …, and 4 on line G": a worksheet entry per line', () => {
    const facts = factsOf('Personal Allowances Worksheet: 1 on line A for me, 0 on line C for Elena since she works, and 4 on line G.');
    assert.deepEqual(['line A', 'line C', 'line G'].map((k) => valueOf(facts, k)), ['1', '0', '4']);
  });

  test('"$112 in taxable interest", "$3,904 of federal income tax withheld": what an amount is, after it', () => {
    const facts = factsOf('My savings account paid $112 in taxable interest. My W-2 shows $3,904 of federal income tax withheld. I paid $500 in cash.');
    assert.equal(valueOf(facts, 'taxable interest'), '$112');
    assert.equal(valueOf(facts, 'federal income tax withheld'), '$3,904');
    assert.equal(valueOf(facts, 'cash'), undefined);
  });

  test('"I live in Naperville, Illinois": the writer\'s town and state', () => {
    const facts = factsOf("I'm Rebecca L. Townsend and I live in Naperville, Illinois. My brother lives in Evanston.");
    assert.ok(facts.some((f) => f.address?.city === 'Naperville' && f.address.state === 'Illinois'));
  });

  test('where a class is held runs to the ZIP code after its state, past a house number of five digits', () => {
    const facts = factsOf('Class is held at Lakewood Conference Center, 14707 W Colfax Ave, Golden, CO 80401');
    assert.equal(valueOf(facts, 'location address held at'), 'Lakewood Conference Center, 14707 W Colfax Ave, Golden, CO 80401');
  });
});

describe('a message labelled with emoji', () => {
  test('a known emoji is its line\'s key; options ticked and crossed after their words are taken and denied', () => {
    assert.equal(withEmojiLabelsRead('👤 Priya Raman'), 'name: Priya Raman');
    assert.equal(withEmojiLabelsRead('🙋‍♀️ woman'), 'gender: woman');
    assert.equal(withEmojiLabelsRead('🗣️ English ✅ German ✅ French ❌ Chinese ❌'), 'languages: English, German; not French, not Chinese');
    assert.equal(withEmojiLabelsRead('🎨 purple 💜'), 'favourite colour: purple');
    assert.equal(withEmojiLabelsRead('🦄 sparkles'), 'sparkles');
    assert.equal(withEmojiLabelsRead('No emoji here 🙂'), 'No emoji here 🙂');
  });

  test('a home address and a city line with its state and ZIP code make one address', () => {
    const address = factsOf('🏠 2740 Alder Creek Way, Unit 8\n🏙️ Boise, ID 83706').find((f) => f.address)?.address;
    assert.deepEqual([address?.street, address?.line2, address?.city, address?.state, address?.zip], ['2740 Alder Creek Way', 'Unit 8', 'Boise', 'ID', '83706']);
  });
});

describe('a hurried message', () => {
  test('a key word misspelt ("adress", "serail") is the form\'s word it is one slip from; a tie or a long way is none', () => {
    const vocabulary = ['addres', 'serial', 'number', 'seller', 'state', 'sitter', 'sister'];
    assert.equal(closestSpelling('adres', vocabulary), 'addres');
    assert.equal(closestSpelling('serail', vocabulary), 'serial');
    assert.equal(closestSpelling('sisster', vocabulary), 'sister');
    assert.equal(closestSpelling('sistter', vocabulary), undefined);
    assert.equal(closestSpelling('stat', vocabulary), undefined);
    assert.equal(closestSpelling('banana', vocabulary), undefined);
  });

  test('"put 7/12/2025 as the date everywhere" dates the signature lines too', async () => {
    const fields = [fieldAt('Date_2', 'text', { x: 400, y: 300 }), fieldAt('Date_3', 'text', { x: 400, y: 500 })];
    const descriptions = [described('Date_2', 'Date', 'Buyer’s Signature:  Date:'), described('Date_3', 'Date', 'Seller’s Signature:  Date:')];
    const values = await mappedValues(fields, descriptions, 'We meet on saturday.\nPut 7/12/2025 as the date everywhere. Thanks!');
    assert.deepEqual([values.Date_2, values.Date_3], ['7/12/2025', '7/12/2025']);
    assert.deepEqual(await mappedValues(fields, descriptions, 'The gun was made on 7/12/2005.'), {});
  });

  test('"We\'ll all sign on April 22, 2025" dates every signer\'s line, though each is printed "Dated"', async () => {
    const fields = [fieldAt('Dated', 'text', { x: 400, y: 300 }), fieldAt('Dated 1', 'text', { x: 400, y: 600 })];
    const descriptions = [described('Dated', 'Dated', 'I certify that the above signature was made in my presence. / Dated:'), described('Dated 1', 'Dated', 'Given under my hand and seal. / Dated:')];
    const values = await mappedValues(fields, descriptions, "The witness is Carla Jimenez. We'll all sign on April 22, 2025.");
    assert.deepEqual([values.Dated, values['Dated 1']], ['April 22, 2025', 'April 22, 2025']);
  });

  test('a misspelt key still names its field', async () => {
    const fields = [fieldAt('sn', 'text', { x: 40, y: 300 }), fieldAt('caliber', 'text', { x: 200, y: 300 })];
    const values = await mappedValues(fields, [described('sn', 'Serial Number (SN)'), described('caliber', 'Caliber')], 'Serail nmber: J829104\nCalibre: 30-06');
    assert.deepEqual([values.sn, values.caliber], ['J829104', '30-06']);
  });

  test('a text typed in lower case gets its names\' and addresses\' capitals back, and says whose role the writer has', () => {
    const text =
      'hey so im buying a rifle off a guy from work and the store said we need this bill of sale. can u do it\n' +
      'me = buyer. derek m sims, 1407 n walnut st bloomington il 61701\n' +
      'seller is ray castellano, adress 88 birchwood ln, normal il 61761\n';
    assert.equal(
      withLowercaseTextCased(text).split('\n').slice(1).join('\n'),
      // (An address typed without a comma gets its commas; one typed with some keeps them as they are.)
      'Me = buyer. Derek M. Sims, 1407 N Walnut St, Bloomington, IL 61701\nSeller is Ray Castellano, adress 88 Birchwood Ln, Normal IL 61761\n',
    );
    // A writer who capitalises is left as written.
    assert.equal(withLowercaseTextCased(text.replace('hey', 'Hey Tom, Dana and Lee')), text.replace('hey', 'Hey Tom, Dana and Lee'));
    const facts = factsOf(text);
    assert.ok(facts.some((f) => f.value === 'Derek M. Sims' && f.writerRole === 'buyer'));
    assert.ok(facts.some((f) => f.value === 'Ray Castellano' && f.party === 'seller'));
    assert.ok(facts.some((f) => f.address?.city === 'Normal' && f.address.state === 'IL'));
  });
});

describe('answers and the options they name', () => {
  test('"yes - …" answers the question, and its detail fills the "If yes, describe" blank beside it', async () => {
    const fields = [
      fieldAt('need', 'dropdown', { x: 184, y: 209, width: 111 }, { options: ['Select one', 'Yes', 'No'], optionLabels: ['Select one', 'Yes', 'No'] }),
      fieldAt('describe', 'text', { x: 300, y: 209, width: 250 }),
      fieldAt('furnish', 'text', { x: 40, y: 500, width: 250 }, { tooltip: 'Enter name and mailing address of nominating Agency Finance Office for billing purposes.' }),
    ];
    const descriptions = [
      described('need', '11. Does applicant need special accommodation?'),
      described('describe', 'If yes, please describe the requirements below', '11. Does applicant need special  If yes, please describe the requirements below / accommodation?'),
      described('furnish', '6. Billing Instructions (Furnish invoice to)'),
    ];
    const values = await mappedValues(fields, descriptions, 'Accommodation needed: yes - a wheelchair-accessible classroom and an adjustable-height desk\nBilling: new work assignment');
    assert.equal(values.need, 'Yes');
    assert.equal(values.describe, 'A wheelchair-accessible classroom and an adjustable-height desk');
    // (With the embedding model, whose similarity of such a key to the blank's words is low, the blank takes the
    // detail because it asks for the detail of a yes.)
    assert.equal(buildProfile(fields[1]!, descriptions[1], 1).detailOfAnswer, 'yes');
    // A box for a name or an address takes no words in lower case.
    assert.equal(values.furnish, undefined);
  });

  test('naming the wider option ("Married, but withhold at higher Single rate") ticks it, not "Married" or "Single"', async () => {
    const fields = [fieldAt('single', 'checkbox', { x: 100, y: 300, width: 8, height: 8 }), fieldAt('married', 'checkbox', { x: 160, y: 300, width: 8, height: 8 }), fieldAt('higher', 'checkbox', { x: 230, y: 300, width: 8, height: 8 })];
    const descriptions = [described('single', 'Single'), described('married', 'Married'), described('higher', 'Married, but withhold at higher Single rate.')];
    const values = await mappedValues(fields, descriptions, 'I\'m married. My wife works too, so we want the "Married, but withhold at higher Single rate" box.');
    assert.deepEqual([values.single, values.married, values.higher], [false, false, true]);
  });

  test('the name and address of an organisation, whose block the words leading to it name', async () => {
    const fields = [fieldAt('employer', 'text', { x: 40, y: 600, width: 300 }), fieldAt('home', 'text', { x: 40, y: 200, width: 300 })];
    const descriptions = [described('employer', 'Employer’s name and address'), described('home', 'Home address (number and street or rural route)')];
    const values = await mappedValues(fields, descriptions, 'Home address is 2215 Orchard Hill Rd, Lexington, KY 40509.\nPayroll said to fill in the employer part too: Brightwater Logistics LLC, 600 Commerce Pkwy, Louisville, KY 40223, EIN 61-1487302.');
    assert.equal(values.employer, 'Brightwater Logistics LLC, 600 Commerce Pkwy, Louisville, KY 40223');
  });
});

describe('a table of positions', () => {
  test('the price a count of shares was bought at is per unit', () => {
    const sentence = '200 shares bought 06/30/2011 at $31.15, total $6,230.00';
    const fact = (value: string): Fact => ({ key: '', topic: '', value, source: 'typed', strength: 0.7, sentence });
    assert.ok(givenPerUnit(fact('$31.15')));
    assert.ok(!givenPerUnit(fact('$6,230.00')));
  });

  test('"Name (CODE): …" items fill their rows, a stated total the read-only cost basis the filled copy cannot compute', async () => {
    const row = (n: number, y: number) => [
      fieldAt(`Table3.Row${n}.Description`, 'text', { x: 62, y, width: 126 }),
      fieldAt(`Table3.Row${n}.symbol`, 'text', { x: 192, y, width: 44 }),
      fieldAt(`Table3.Row${n}.tradedate`, 'text', { x: 240, y, width: 51 }),
      fieldAt(`Table3.Row${n}.quantity`, 'text', { x: 350, y, width: 56 }),
      fieldAt(`Table3.Row${n}.costperunit`, 'text', { x: 418, y, width: 67 }),
      fieldAt(`Table3.Row${n}.costabasis`, 'text', { x: 497, y, width: 68 }, { readonly: true }),
    ];
    const fields = [...row(2, 383), ...row(3, 403)];
    const labels = ['Description', 'Symbol or CUSIP Number', 'Date (mm/dd/yyyy)', 'Quantity/Par', 'Cost per Unit Including comm./ fees.', 'Cost Basis Including comm./ fees.'];
    const descriptions = fields.map((f, i) => described(f.name, labels[i % 6]!));
    const values = await mappedValues(
      fields,
      descriptions,
      'Three older positions:\n\n1. Johnson & Johnson (JNJ): 150 shares bought 03/12/2008 at $62.40 per share, total cost basis $9,360.00\n2. Procter & Gamble (PG): 80 shares bought 11/02/2009 at $60.25, total $4,820.00\n',
    );
    assert.equal(values['Table3.Row2.Description'], 'Johnson & Johnson');
    assert.equal(values['Table3.Row2.symbol'], 'JNJ');
    assert.equal(values['Table3.Row3.Description'], 'Procter & Gamble');
    assert.equal(values['Table3.Row3.costperunit'], '60.25');
    assert.equal(values['Table3.Row2.costabasis'], '9360.00');
    assert.equal(values['Table3.Row3.costabasis'], '4820.00');
  });
});
