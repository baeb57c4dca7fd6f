import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FieldDescription, FieldInfo } from '../../../src/shared/protocol.js';
import { buildProfile, captionAlternatives } from '../../../workers/mapping/field-profile.js';
import { buildMatchContext } from '../../../workers/mapping/key-match.js';
import { tokenize } from '../../../workers/mapping/normalize-text.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { optionMatch, readStatement, scoreCheckBox, scoreChoice, unitKindOfCheckBox, unitKinds } from '../../../workers/mapping/score-choices.js';
import { described as describedField, fieldAt, mappedValues } from '../../helpers/form-fields.js';

function choiceField(name: string, type: FieldInfo['type'], options: string[]): FieldInfo {
  const position = { x: 0, y: 0, width: 100, height: 12 };
  return {
    name, type, required: false, readonly: false, tooltip: null, defaultValue: null, currentValue: null,
    textMaxLength: null, comb: false, multiline: false, listbox: false, options, optionLabels: options,
    formatAction: null, page: 1, position, widgets: [{ page: 1, position, exportValue: null }],
  };
}

function described(name: string, mainText: string): FieldDescription {
  return { name, mainText, contextText: mainText, confidence: 0.9, reasoning: '' };
}

describe('option matching', () => {
  const option = (label: string, value = label) => ({ value, label, tokens: tokenize(label.replace(/^\s*[\dA-Z]{1,3}\s*[.)\-–]\s+/, '')) });

  test('exact, case-insensitive and by words', () => {
    assert.equal(optionMatch('Italy', option('Italy')), 1);
    assert.equal(optionMatch('green', option('Green')), 1);
    assert.ok(optionMatch('technology-based', option('3 - Technology Based')) > 0.9);
    assert.ok(optionMatch('3', option('3 - Technology Based')) > 0.7);
    assert.equal(optionMatch('Portugal', option('Spain')), 0);
  });
});

describe('choices and statements', () => {
  const fields = [
    choiceField('colour', 'dropdown', ['Select one', 'Red', 'Green', 'Blue']),
    choiceField('german', 'checkbox', ['Yes']),
    choiceField('accredited', 'dropdown', ['Select one', 'Yes', 'No']),
  ];
  const labels = ['Favourite colour', 'Deutsch', 'Vendor accreditation'];
  const profiles = fields.map((f, i) => buildProfile(f, described(f.name, labels[i]!), i));

  test('an option named in the text, never a value outside the options', () => {
    const ctx = buildMatchContext(profiles, parseData('My favourite colour is green.'));
    assert.deepEqual(scoreChoice(profiles[0]!, ctx).map((c) => c.value), ['Green', 'Green']);
    const none = buildMatchContext(profiles, parseData('My favourite colour is teal.'));
    assert.deepEqual(scoreChoice(profiles[0]!, none), []);
  });

  test('statements are read with their negation', () => {
    const ctx = buildMatchContext(profiles, parseData('I speak English, but not German. The vendor is not accredited.'));
    assert.equal(readStatement(profiles[1]!, ctx)?.value, false);
    assert.deepEqual(scoreChoice(profiles[2]!, ctx).map((c) => c.value), ['No']);
  });
});

describe("an option named in a line's key (issue 4)", () => {
  test('"Invoices/registration correspondence: …" does not choose "6 - Correspondence"; "classroom training" chooses the classroom', async () => {
    const field = choiceField('delivery', 'dropdown', ['1 - Traditional Classroom', '6 - Correspondence', '2 - Technology Based']);
    const data = "It's in-person classroom training.\nInvoices/registration correspondence: Meridian Academy LLC, PO Box 4410, Reston, VA 20195.";
    assert.deepEqual(await mappedValues([field], [describedField('delivery', 'training delivery type code')], data), { delivery: '1 - Traditional Classroom' });
  });
});

describe('questions (issue 4)', () => {
  test('an unanswered question states nothing about a check box; an answered one says what its answer says', () => {
    const box: FieldInfo = { ...choiceField('page', 'checkbox', ['Yes']) };
    const profile = buildProfile(box, described('page', 'see page 1 of Form 1040'), 0);
    const ask = parseData('Can you fill in page 1 of our Form 1040?');
    assert.equal(readStatement(profile, buildMatchContext([profile], ask)), undefined);
    const down = buildProfile(choiceField('down', 'checkbox', ['Yes']), described('down', 'Will You Ever Let Me Down?'), 0);
    const answered = parseData('Will I ever let you down? No.');
    assert.equal(readStatement(down, buildMatchContext([down], answered))?.value, false);
  });
});

describe('explicit answers (issue 4)', () => {
  test('a number in prose ("page 1 of our Form 1040") is not a yes for a check box', () => {
    const profile = buildProfile(choiceField('credit', 'checkbox', ['1']), described('credit', '(see page 15) page form'), 0);
    const parsed = parseData('Can you fill in the top of page 1 of our 2010 Form 1040?');
    assert.equal(scoreCheckBox(profile, buildMatchContext([profile], parsed)).length, 0);
    const yes = buildProfile(choiceField('licence', 'checkbox', ['Yes']), described('licence', 'Driving licence'), 0);
    assert.equal(scoreCheckBox(yes, buildMatchContext([yes], parseData('Driving licence: yes')))[0]?.value, true);
  });
});

describe('unit designator check boxes (Apt. / Ste. / Flr.)', () => {
  const box = (name: string, value: string, tooltip: string): FieldInfo => ({ ...choiceField(name, 'checkbox', [value]), tooltip });

  test('the kind of a box comes from its export value, else its tooltip or label; several kinds name none', () => {
    assert.equal(unitKindOfCheckBox(buildProfile(box('u0', ' APT ', ''), described('u0', 'Apt. Ste. Flr. Number'), 0)), 'apartment');
    assert.equal(unitKindOfCheckBox(buildProfile(box('u1', 'On', 'Check this box if the address is a suite.'), described('u1', 'Apt. Ste. Flr.'), 0)), 'suite');
    assert.equal(unitKindOfCheckBox(buildProfile(box('u2', 'On', ''), described('u2', 'Apt. Ste. Flr. Number'), 0)), undefined);
    assert.equal(unitKindOfCheckBox(buildProfile(box('u3', 'Yes', ''), described('u3', 'Married'), 0)), undefined);
    assert.deepEqual([...unitKinds('Apt. Ste. Flr.')], ['apartment', 'suite', 'floor']);
  });

  test('"Apt 7" ticks the apartment box of its own address block only', () => {
    const fields = [
      box('prevApt', ' APT ', 'Previous Physical Address. Check this box if the address is an apartment.'),
      box('prevSte', ' STE ', 'Previous Physical Address. Check this box if the address is a suite.'),
      box('mailApt', ' APT ', 'Mailing Address (Optional). Check this box if the address is an apartment.'),
    ];
    const profiles = fields.map((f, i) => buildProfile(f, described(f.name, 'Apt. Ste. Flr. Number'), i));
    const parsed = parseData('I moved from 1450 Lakeshore Dr, Apt 7, Cleveland, OH 44114 to 82 Magnolia Street, Charlotte, NC 28203.');
    const ctx = buildMatchContext(profiles, parsed);
    assert.deepEqual(scoreCheckBox(profiles[0]!, ctx).map((c) => c.value), [true]);
    assert.deepEqual(scoreCheckBox(profiles[1]!, ctx), []);
    assert.deepEqual(scoreCheckBox(profiles[2]!, ctx), []);
  });

  test('an address not placed in time ticks the box of a block with no time', () => {
    const profile = buildProfile(box('ste', 'Yes', 'Check if suite'), described('ste', 'Suite'), 0);
    const ctx = buildMatchContext([profile], parseData('Our office is at 400 Main St, Suite 200, Austin, TX 78701.'));
    const ticks = scoreCheckBox(profile, ctx).filter((c) => /has a suite/.test(c.reasoning));
    assert.ok(ticks.length > 0 && ticks.every((c) => c.value === true));
    const none = buildMatchContext([profile], parseData('Our office is at 400 Main St, Austin, TX 78701.'));
    assert.deepEqual(scoreCheckBox(profile, none).filter((c) => /has a suite/.test(c.reasoning)), []);
  });
});

describe('labels shared by several fields (issue 4)', () => {
  test("a sentence using the words of a label the check box shares with other fields ticks nothing; its own label's does", () => {
    const deflect = { ...choiceField('Deflect', 'text', []), options: null, optionLabels: null };
    const fields = [deflect, choiceField('Rank Box 6', 'checkbox', ['Yes']), choiceField('Rank Box 7', 'checkbox', ['Yes']), choiceField('Shield', 'checkbox', ['Yes'])];
    const labels = ['deflect', 'deflect', 'deflect', 'shield'];
    const profiles = fields.map((f, i) => buildProfile(f, described(f.name, labels[i]!), i));
    const ctx = buildMatchContext(profiles, parseData('Her deflect is 1 from her leather armour, and she carries a shield.'));
    assert.deepEqual(scoreCheckBox(profiles[1]!, ctx), []);
    assert.deepEqual(scoreCheckBox(profiles[2]!, ctx), []);
    assert.deepEqual(scoreCheckBox(profiles[3]!, ctx).map((c) => c.value), [true]);
  });
});

describe('captions offering alternatives (issue 4)', () => {
  test('"Individual/sole proprietor or single-member LLC": a statement naming one alternative whole answers the box', () => {
    assert.deepEqual(captionAlternatives('Individual/sole proprietor or single-member LLC'), [tokenize('Individual'), tokenize('sole proprietor'), tokenize('single-member LLC')]);
    assert.equal(captionAlternatives('C Corporation'), undefined);
    const box = buildProfile(choiceField('c1_1', 'checkbox', ['1']), described('c1_1', 'Individual/sole proprietor or single-member LLC'), 0);
    const statement = readStatement(box, buildMatchContext([box], parseData('Please put me down as an individual.')));
    assert.deepEqual(statement && [statement.value, statement.coverage], [true, 1]);
    // A text field's label is no list of alternatives.
    const text = buildProfile(choiceField('t', 'text', []), described('t', 'Name/ID'), 0);
    assert.equal(text.sources[0]!.alternatives, undefined);
  });
});

describe('options named the way people say them (issue 4)', () => {
  const list = (name: string, options: string[], y: number) => fieldAt(name, 'dropdown', { x: 300, y }, { options: ['Select one', ...options] });
  const fields = [
    list('purpose', ['New Work Assignment', 'Improve/Maintain Present Performance', 'Future Staffing Needs'], 700),
    list('delivery', ['1 - Traditional Classroom', '2 - On the Job', '3 - Technology Based'], 650),
    list('subtype', ['07 - Planning and Analysis', '08 - Information Technology'], 600),
    list('source', ['1 - Government Internal', '3 - Non-government'], 550),
    list('group', ['Individual', 'Group'], 500),
  ];
  const descriptions = [
    describedField('purpose', 'Training Purpose Type'),
    describedField('delivery', 'Training Delivery Type Code'),
    describedField('subtype', 'Training Sub Type'),
    describedField('source', 'Training Source Type Code'),
    describedField('group', 'Individual/Group Training'),
  ];

  test('"my present job", ", classroom,", "an outside vendor", "just me"; a word two lists share names neither', async () => {
    const values = await mappedValues(fields, descriptions, "Purpose: to improve performance in my present job.\nIt's an acquisition course, classroom, from an outside vendor, and it's just me going.");
    assert.equal(values.purpose, 'Improve/Maintain Present Performance');
    assert.equal(values.delivery, '1 - Traditional Classroom');
    assert.equal(values.source, '3 - Non-government');
    assert.equal(values.group, 'Individual');
    const online = await mappedValues(fields, descriptions, "It's a technology-based course.");
    assert.equal(online.subtype, undefined);
  });
});
