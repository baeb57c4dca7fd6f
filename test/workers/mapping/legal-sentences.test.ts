/**
 * Fill-in-the-blank sentences of legal forms ("I, ____, … hereby appoint ____ … commonly known as ____") and
 * the texts that answer them in the same words, also around the blank ("of ____, Illinois").
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { findTypedValues } from '../../../workers/mapping/detect-values.js';
import type { FieldDescription, FieldInfo } from '../../../src/shared/protocol.js';
import { blankAsksForPerson, buildProfile } from '../../../workers/mapping/field-profile.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { linesWithDefinedParties } from '../../../workers/mapping/parse-defined-terms.js';
import { SELF, partyRelation } from '../../../workers/mapping/parties.js';
import { fieldAt, mappedValues } from '../../helpers/form-fields.js';
import { beforeNextLabelledValue, sameWordOrPlural, valueAfter, wholeAddressFrom } from '../../../workers/mapping/score-text.js';
import { mapValuesWith } from '../../../workers/stages/map-values.js';

function field(name: string): FieldInfo {
  const position = { x: 300, y: 150, width: 140, height: 20 };
  return {
    name, type: 'text', required: false, readonly: false, tooltip: null, defaultValue: null, currentValue: null,
    textMaxLength: null, comb: false, multiline: false, listbox: false, options: null, optionLabels: null,
    formatAction: null, page: 1, position, widgets: [{ page: 1, position, exportValue: null }],
  };
}

function described(name: string, mainText: string): FieldDescription {
  return { name, mainText, contextText: mainText, confidence: 0.8, reasoning: '' };
}

describe('blanks in legal sentences', () => {
  test('the blank after "I," is the writer, the one after a verb of appointing the person appointed', () => {
    assert.equal(blankAsksForPerson('KNOW ALL MEN BY THESE PRESENT, THAT I'), 'writer');
    assert.equal(blankAsksForPerson('I,'), 'writer');
    assert.equal(blankAsksForPerson('desiring to execute a SPECIAL POWER OF ATTORNEY, hereby appoint,'), 'appointee');
    assert.equal(blankAsksForPerson('do hereby designate'), 'appointee');
    // A list marker, or the pronoun in the middle of the label, is no blank for a name.
    assert.equal(blankAsksForPerson('Part (i)'), undefined);
    assert.equal(blankAsksForPerson('Part I'), undefined);
    assert.equal(blankAsksForPerson('I'), undefined);
    assert.equal(blankAsksForPerson('I certify that the information is true'), undefined);
  });

  test('such a blank wants a full name, and the writer\'s blank agrees with the writer\'s own values', () => {
    const profile = buildProfile(field('undefined'), described('undefined', 'KNOW ALL MEN BY THESE PRESENT, THAT I'), 0);
    assert.ok(profile.wants.has('fullname'));
    assert.equal(profile.party, SELF);
    assert.equal(partyRelation({ party: SELF }, profile), 'agree');
    assert.equal(partyRelation({ party: 'agent' }, profile), 'clash');
    // An ordinary self label does not single the writer's values out.
    assert.equal(partyRelation({ party: SELF }, buildProfile(field('n'), described('n', 'Your name'), 0)), 'none');
  });

  test('"I, <name>," introduces the writer; "as my attorney-in-fact" is the role of the person before it', () => {
    const facts = parseData('I, Margaret L. Whitfield, currently living in Naperville, want to appoint my son Robert J. Whitfield of Wheaton, Illinois, as my attorney-in-fact.').facts;
    assert.ok(facts.some((f) => f.value === 'Margaret L. Whitfield' && f.party === SELF));
    assert.ok(facts.some((f) => f.value === 'Robert J. Whitfield' && f.party === 'agent'));
    // Without a role after the person, the relation decides as before.
    assert.ok(parseData('We have one dependent, our daughter Emily Donnelly.').facts.some((f) => f.value === 'Emily Donnelly' && f.party === 'dependent'));
  });

  test('a house number is part of its address, not a count of the street', () => {
    const facts = parseData('I am selling my house commonly known as 415 Birchwood Lane, Naperville, IL 60540.').facts;
    assert.ok(!facts.some((f) => f.value === '415'));
    assert.ok(facts.some((f) => f.value === '415 Birchwood Lane, Naperville, IL 60540'));
    // A count with its words is still read.
    assert.ok(parseData('Please claim 2 allowances.').facts.some((f) => f.value === '2'));
  });

  test('what follows a label in the text may open a whole address', () => {
    const facts = [{ value: '415 Birchwood Lane, Naperville, IL 60540' }, { value: 'Daniel Ortiz, Branch Chief' }];
    assert.equal(wholeAddressFrom('415 Birchwood Lane', facts), '415 Birchwood Lane, Naperville, IL 60540');
    assert.equal(wholeAddressFrom('Daniel Ortiz', facts), undefined);
  });

  test('a value that opened inside brackets ends with them; a value with its own brackets keeps them', () => {
    const inBrackets = '150 shares of Procter & Gamble (symbol PG) bought on 06/14/2009.';
    assert.equal(valueAfter(inBrackets, inBrackets.indexOf('symbol') + 'symbol'.length), 'PG');
    const own = 'make Ruger, type/model American Rifle (bolt-action), caliber .308 Win';
    assert.equal(valueAfter(own, own.indexOf('type/model') + 'type/model'.length), 'American Rifle (bolt-action)');
  });
});

describe('both sides of a blank (issue 4)', () => {
  test('"of [____] Illinois, as my …" takes the place the text writes between "of" and "Illinois"', async () => {
    const blank = field('Illinois as my Attorneyin');
    const descriptions = [{ ...described(blank.name, 'of'), contextText: 'hereby appoint, / of ___ Illinois, as my Attorney-in-' }];
    const data = 'I, Margaret L. Whitfield, want to appoint my son Robert J. Whitfield of Wheaton, Illinois, as my attorney-in-fact.';
    const { assignments } = await mapValuesWith({ fields: [blank], descriptions, data }, {});
    assert.equal(assignments.find((a) => a.name === blank.name)?.value, 'Wheaton');
    // Without the word after the blank in the text, nothing is anchored.
    const other = await mapValuesWith({ fields: [blank], descriptions, data: 'I appoint Robert J. Whitfield of Wheaton as my agent.' }, {});
    assert.equal(other.assignments.find((a) => a.name === blank.name), undefined);
  });
});

describe('enumerations of labelled values in prose (issue 4)', () => {
  test('a value ends where the next label of the enumeration starts with a value of its own', () => {
    const formWords = new Set(['presenc', 'disciplin', 'partner']);
    const known = (token: string) => [...formWords].some((w) => token.startsWith(w) || w.startsWith(token));
    assert.equal(beforeNextLabelledValue('2 and presence 0', { known }), '2');
    assert.equal(beforeNextLabelledValue('3 and discipline 2', { known }), '3');
    // A name with "and" in it, and words no field has, stay whole.
    assert.equal(beforeNextLabelledValue('Smith and Partners', { known }), 'Smith and Partners');
    assert.equal(beforeNextLabelledValue('Procter & Gamble', { known }), 'Procter & Gamble');
    assert.equal(beforeNextLabelledValue('Jones and sons 2 ltd', { known }), 'Jones and sons 2 ltd');
    // A clause of its own after the label leaves the value's end unknown.
    const level = 'My character is a level 2 human whose path is Warrior.';
    assert.equal(valueAfter(level, level.indexOf('level') + 'level'.length), undefined);
    // "of" before an amount introduces it, and the amount ends where a preposition takes over; a short code
    // with a digit is a value too.
    const deflect = 'Health maximum 15 and a deflect of 1 from her leather armor.';
    assert.equal(valueAfter(deflect, deflect.indexOf('deflect') + 'deflect'.length), '1');
    const bank = 'She banks with the Bank of America.';
    assert.equal(valueAfter(bank, bank.indexOf('Bank') + 'Bank'.length), undefined);
    const die = 'Her recovery die d6 and senses range 10 ft.';
    assert.equal(valueAfter(die, die.indexOf('die') + 'die'.length), 'd6 and senses range 10 ft');
    // A comma grouping thousands stays in the amount.
    const cost = 'for a total cost basis of $8,730.00.';
    assert.equal(valueAfter(cost, cost.indexOf('basis') + 'basis'.length), '$8,730.00');
    // A label's word is found in the singular or the plural.
    assert.ok(sameWordOrPlural('path', 'paths') && sameWordOrPlural('paths', 'path') && !sameWordOrPlural('as', 'a'));
    // In prose, commas separate the items as well; in a "Key: value" line they belong to the value.
    const prose = '200 lb, presence 25 ft and discipline 2';
    assert.equal(beforeNextLabelledValue(prose, { known }, true), '200 lb');
    assert.equal(beforeNextLabelledValue(prose, { known }), '200 lb, presence 25 ft');
  });
});

describe('a deed-style recital', () => {
  test('"that I, <name>," names the maker; "the 14th day of March, 2025" is a date', () => {
    const facts = parseData('KNOW ALL PERSONS BY THESE PRESENTS, that I, Bartholomew J. Okonkwo-Reyes, presently residing in Madison, do hereby appoint my cousin.').facts;
    assert.equal(facts.find((f) => f.key === 'name')?.value, 'Bartholomew J. Okonkwo-Reyes');
    assert.deepEqual(findTypedValues('set my hand on the 14th day of March, 2025.').find((t) => t.kind === 'date')?.date, { year: 2025, month: 3, day: 14 });
  });
});

describe("a contract's defined parties and terms (issue 4)", () => {
  const draft = [
    'This Agreement is made as of August 4, 2025 (the "Effective Date"), by and between GERALD W. HOLLOWAY, an individual residing at 2210 Sheridan Road, Apt. 3, Evanston, Illinois 60201 ("Seller"), and ANDREA M. KUBIAK, an individual residing at 904 West Fulton Street, Rockford, Illinois 61103 ("Buyer").',
    'The purchase price shall be One Thousand One Hundred Fifty Dollars ($1,150.00) (the "Purchase Price").',
    '',
    'BUYER:',
    '______________________________',
    'Print Name: Andrea M. Kubiak',
    "Driver's License No.: K120-5583-7726   State: Illinois",
    'Date: August 4, 2025',
    '',
    'Client',
    'Rebecca L. Sandoval',
  ];

  test('a party defined by its term gives its name and address; a defined date or amount its term; a signature block its party', () => {
    assert.deepEqual(linesWithDefinedParties(draft), [
      draft[0],
      'Effective Date: August 4, 2025',
      'Seller: Gerald W. Holloway',
      'Seller address: 2210 Sheridan Road, Apt. 3, Evanston, Illinois 60201',
      'Buyer: Andrea M. Kubiak',
      'Buyer address: 904 West Fulton Street, Rockford, Illinois 61103',
      draft[1],
      'Purchase Price: $1,150.00',
      '',
      'Buyer Print Name: Andrea M. Kubiak',
      "Buyer Driver's License No.: K120-5583-7726   Buyer State: Illinois",
      'Buyer Date signed: August 4, 2025',
      '',
      'Client',
      'Rebecca L. Sandoval',
    ]);
  });
});

describe('a value after its label (issue 4)', () => {
  test("an initial's full stop does not end it: \"U.S. Geological Survey\"", () => {
    const sentence = 'Organization mailing address U.S. Geological Survey. Thanks.';
    assert.equal(valueAfter(sentence, 'Organization mailing address'.length), 'U.S. Geological Survey');
  });
});

test('the words right before a blank introduce its value as its whole label does: both "commonly known as" blanks', async () => {
  const fields = [fieldAt('with full power and', 'text', { x: 169, y: 294 }), fieldAt('is as', 'text', { x: 324, y: 488 })];
  const descriptions = [described('with full power and', 'commonly known as'), described('is as', 'The legal description of the land commonly known as')];
  const data = 'WHEREAS I am the owner of the real property commonly known as 2218 Hartrey Avenue, Evanston, IL 60201; and';
  const values = await mappedValues(fields, descriptions, data);
  assert.equal(values['with full power and'], '2218 Hartrey Avenue, Evanston, IL 60201');
  assert.equal(values['is as'], '2218 Hartrey Avenue, Evanston, IL 60201');
});

test('a blank after a role\'s word asks for that role ("… appeared before me and the witness(es)"); "X will be the witness"', async () => {
  const { labelParty } = await import('../../../workers/mapping/parties.js');
  assert.equal(labelParty('principal to the foregoing power of attorney, appeared before me and the witness(es)'), 'witness');
  assert.equal(labelParty("Agent for the seller"), 'agent');
  const facts = parseData("My neighbour, Harold Fenn, will be the witness (just the one).").facts;
  assert.ok(facts.some((f) => f.value === 'Harold Fenn' && f.party === 'witness'));
});

test('a blank after "State of" in running text takes the state\'s name, not its code', async () => {
  const { stateWrittenOut } = await import('../../../workers/mapping/us-states.js');
  assert.equal(stateWrittenOut('State of', 'AZ'), 'Arizona');
  assert.equal(stateWrittenOut('State of', 'DC'), 'District of Columbia');
  assert.equal(stateWrittenOut('State', 'AZ'), 'AZ');
  const fields = [fieldAt('undefined_2', 'text', { x: 414, y: 173, width: 150 })];
  const values = await mappedValues(fields, [{ name: 'undefined_2', mainText: 'State of', contextText: 'currently living in the municipality of ___ State of', confidence: 0.95, reasoning: '' }], 'Principal: Dana Ruiz, 4410 E Camelback Rd, Phoenix, AZ 85018, State of Arizona.');
  assert.equal(values['undefined_2'], 'Arizona');
});
