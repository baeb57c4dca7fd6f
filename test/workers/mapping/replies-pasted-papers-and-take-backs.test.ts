/**
 * Ordinary requests read once they were no longer held out (issue 4, fresh v49 and probe batch 65): a reply written
 * above the read-back it corrects, a pasted work order whose names and dates are not to be used, items and people
 * taken off what was said, numbers spelt out with "then" between their groups, a chat copied from an app with its
 * stamps, worksheets named in passing.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { factsOf, valuesOf } from '../../helpers/parsed-facts.js';
import { withSpokenNumbers } from '../../../workers/mapping/spoken-numbers.js';
import { withTaglishParticlesDropped } from '../../../workers/mapping/taglish.js';
import { withoutSectionsKeptOff } from '../../../workers/mapping/sections-kept-off.js';
import { withLinesUnderHeadingsNamed } from '../../../workers/mapping/line-number-labels.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';


describe('numbers and values said the long way round', () => {
  test('"eight seven, then four four one nine zero two six": an EIN in words, its groups parted by "then"', () => {
    assert.equal(withSpokenNumbers('EIN: eight seven, then four four one nine zero two six.'), 'EIN: 87-4419026.');
    // (Fewer than seven digits are no such number: "two, then three" stays as it is.)
    assert.equal(withSpokenNumbers('two, then three'), 'two, then three');
  });

  test('"Account number: your AP lady said to list our vendor number, KWR-11872": the value after who asked for it', () => {
    assert.deepEqual(valuesOf(factsOf('- Account number: your AP lady said to list our vendor number, KWR-11872.'), 'Account number'), ['KWR-11872']);
  });

  test('"Actually make that Unit 3B": a unit numbered again mends the address that gave it', () => {
    const facts = factsOf('- Mailing address: 2210 Flagler Ave, Unit 3, Key West FL 33040. Actually make that Unit 3B, the post office keeps bouncing stuff.');
    assert.ok(facts.some((f) => f.key === 'Mailing address' && f.value.includes('Unit 3B')));
  });

  test('"Line 1 should be our legal name, …": the line keyed by what the writer calls its value, to its sentence\'s end', () => {
    const facts = factsOf('Line 1 should be our legal name, Halvorsen & Quist Baking Company LLC. We do business as Tannery Row Bakehouse.');
    assert.deepEqual(valuesOf(facts, 'legal name'), ['Halvorsen & Quist Baking Company LLC']);
  });

  test('"So children under 17 = $2,000, other dependents = $1,000, total Step 3 = $3,000": each amount keyed apart', () => {
    const facts = factsOf('[Viber 8:58 PM] Oksana: Children: Danylo is 9.\n[Viber 8:59 PM] Oksana: So children under 17 = $2,000, other dependents = $1,000, total Step 3 = $3,000\n[Viber 9:02 PM] Oksana: Thanks');
    assert.deepEqual(valuesOf(facts, 'other dependents'), ['$1,000']);
    assert.deepEqual(valuesOf(facts, 'total Step 3'), ['$3,000']);
  });

  test('Taglish: "gawin na lang nating $25" makes it $25; "pwede po ba extra withholding" asks for it', () => {
    const text = withTaglishParticlesDropped('Salamat po! Pero pwede po ba extra withholding na $20 every paycheck? Ay sorry po, gawin na lang nating $25. Sabi daw ng tax preparer ko.');
    assert.match(text, /But can I have extra withholding \$20 every paycheck\?/);
    assert.match(text, /make it \$25/);
  });
});

describe('a reply above the read-back it corrects', () => {
  const thread = [
    'From: Okafor, Daniel C',
    'To: Birch, Hannah',
    '',
    'Hi Hannah, just two fixes:',
    "1. It's 40 duty hours.",
    "2. My supervisor changed when Tom Hadley retired. It's now Carla Mendes, Supervisory Realty Specialist, 307-555-0133, carla.mendes@blm.example.gov.",
    'Everything else below is good as is.',
    '',
    '-----Original Message-----',
    'From: Birch, Hannah',
    'To: Okafor, Daniel C',
    '',
    'Name: Okafor, Daniel C.',
    'Position: Realty Specialist, non-supervisory',
    'Email: daniel.okafor@blm.example.gov',
    'Supervisor: Tom Hadley, Supervisory Realty Specialist, (307) 555-0121',
  ].join('\n');
  const facts = factsOf(thread);

  test('the sender the record\'s name line names is whom the form is about, not the one who wrote the read-back', () => {
    assert.ok(facts.some((f) => f.key === 'name' && f.value === 'Okafor, Daniel C' && f.party === 'self'));
    assert.ok(!facts.some((f) => f.value === 'Birch, Hannah' && f.party === 'self'));
  });

  test('an e-mail address named after that person is theirs; a level after a title is no part of it', () => {
    assert.equal(facts.find((f) => f.value === 'daniel.okafor@blm.example.gov')?.party, 'self');
    assert.deepEqual(valuesOf(facts, 'Position'), ['Realty Specialist']);
  });

  test('"My supervisor changed … It\'s now Carla Mendes, …" keys the new supervisor; the quoted values yield', () => {
    assert.ok(facts.some((f) => /^supervisor/i.test(f.key) && f.value.startsWith('Carla Mendes')));
    const quoted = facts.find((f) => f.value.startsWith('Tom Hadley'));
    const reply = facts.find((f) => f.value.startsWith('Carla Mendes'));
    assert.ok(quoted && reply && quoted.strength < reply.strength);
  });

  test('"Please take Janet\'s info off.": what the read-back said about her goes', () => {
    const taken = factsOf('Supervisor: my supervisor is now Ramon Estevez. Please take Janet\'s info off.\n\n> Supervisor: Janet Okafor, Supervisory Hydrologist, jokafor@example.gov');
    assert.ok(!taken.some((f) => f.value.includes('Janet') || f.value === 'jokafor@example.gov'));
    assert.deepEqual(valuesOf(factsOf('Position title: just Hydrologist.'), 'Position title'), ['Hydrologist']);
  });
});

describe('things taken off what was said', () => {
  test('"take German off" / "take French off": the name goes from the list, in the form\'s language too', () => {
    assert.deepEqual(valuesOf(factsOf('Languages spoken: English, German\nHe also said to take German off.'), 'Languages spoken'), ['English']);
    assert.deepEqual(valuesOf(factsOf('Languages: Deutsch, English, Francais\nPlease take French off.'), 'Languages'), ['Deutsch, English']);
  });

  test('a pasted work order whose names and dates the writer says not to use keeps only the rest', () => {
    const text = [
      "I'm pasting the old work order because it has the serial number. Don't use the names or dates on it.",
      '===== PRAIRIE RIDGE GUNSMITHING - WORK ORDER #4471 =====',
      'Date received: 03/11/2024      Date completed: 03/19/2024',
      'Customer: Harlan Bext',
      '19 Cottonwood Ln, Effingham, IL 62401   Ph: 217-555-0148',
      'Item: Tikka T3x Lite   Cal: .270 Win   S/N: T88-30517',
      '=====',
      "I'm the seller.",
    ].join('\n');
    const kept = withoutSectionsKeptOff(text);
    assert.doesNotMatch(kept, /Harlan|Cottonwood|03\/11\/2024|03\/19\/2024/);
    assert.match(kept, /Item: Tikka T3x Lite {3}Cal: \.270 Win {3}S\/N: T88-30517/);
    // (Without the writer saying so, the paper stays whole.)
    assert.equal(withoutSectionsKeptOff(text.replace("Don't use the names or dates on it.", '')), text.replace("Don't use the names or dates on it.", ''));
  });
});

describe('people and places said in sentences', () => {
  test('the agent a principal names in a sentence, with their town, is the attorney-in-fact\'s line', () => {
    for (const sentence of [
      'My nephew Tomasz Wojcik from Niles, Illinois will do the closing for me, he is my attorney-in-fact.',
      'For my Attorney-in-Fact I want to appoint my nephew, Pawel Zielinski, of Schaumburg, Illinois.',
    ]) {
      const facts = factsOf(sentence);
      assert.ok(facts.some((f) => /attorney-in-fact/i.test(f.key) && /^(?:Tomasz Wojcik|Pawel Zielinski)$/.test(f.value)), sentence);
    }
  });

  test('the witness named before "she will be the witness", without her courtesy title', () => {
    assert.ok(factsOf('My neighbour Dolores Fenn comes with me and she will be the witness.').some((f) => /witness/i.test(f.key) && f.value === 'Dolores Fenn'));
    assert.ok(!factsOf('The witness will be Mrs. Grazyna Pietrzak, she works in the agency.').some((f) => f.value.startsWith('Mrs.')));
  });

  test('"I am living with my daughter in Kenosha, Wisconsin": the writer\'s own town', () => {
    const town = factsOf('Since last winter I am living with my daughter in Kenosha, Wisconsin, because of my knees.').find((f) => f.key === 'currently living in');
    assert.equal(town?.value, 'Kenosha, Wisconsin');
    assert.equal(town?.party, 'self');
  });

  test('the employer\'s office giving its own details for the employer lines', () => {
    for (const text of [
      'For the employer lines use ours as always: Kessler Mechanical Contractors, Inc., 2901 Industrial Pkwy, Dayton, OH 45414. EIN 31-5728804.',
      'Please type it up and put our info on lines 8 and 10, since this one goes to the IRS: Little Acorns Child Development Center, 1014 Grant Ave, Junction City, KS 66441, EIN 48-1327765.',
    ]) {
      assert.ok(factsOf(text).some((f) => f.key === 'Employer' && f.party === 'employer'), text);
    }
  });

  test('a Social Security card that still has the maiden name is a name that differs from it', () => {
    const facts = factsOf('Name: Kayla R. Brandt. Heads up, my Social Security card still says Kayla R. Hollis (my maiden name).');
    assert.deepEqual(valuesOf(facts, 'name differs from that shown on social security card'), ['Yes']);
  });
});

describe('chats copied from an app, and worksheets named in passing', () => {
  test('"[Viber, 10/20/25 8:42 PM] Rosalinda Dizon: …": the app\'s name before the stamp', () => {
    const facts = factsOf(['Hi, fwd lang the Viber.', '[Viber, 10/20/25 8:42 PM] Rosalinda Dizon: Good evening!', '[8:43 PM] Rosalinda Dizon: Full name: Rosalinda M. Dizon', 'SSN 612-48-3097', '[8:45 PM] Rosalinda Dizon: Head of household.'].join('\n'));
    assert.deepEqual(valuesOf(facts, 'Full name'), ['Rosalinda M. Dizon']);
  });

  test('a thread marked as pasted may have a long note above it', () => {
    const note = ['Hi Marguerite,', 'Forwarding her messages.', 'Employer block is ours.', 'Tamsin Royce', 'Coordinator', '--- pasted chat ---'];
    const thread = ['[Viber 8:51 PM] Oksana: Full name: Oksana V. Hrytsenko', '[Viber 8:52 PM] Oksana: Address: 1218 Peach St, Apt 3R', '[Viber 8:53 PM] Oksana: Social: 219-74-5081', '--- end ---'];
    assert.deepEqual(valuesOf(factsOf([...note, ...thread].join('\n')), 'Full name'), ['Oksana V. Hrytsenko']);
  });

  test('"We skipped the Deductions … Worksheet. We did the Two-Earners/Multiple Jobs one on page 2:" keys the lines under it', () => {
    const text = withLinesUnderHeadingsNamed('We skipped the Deductions and Adjustments Worksheet. We did the Two-Earners/Multiple Jobs one on page 2:\n> Line 1: 8\n> Line 2: 3');
    assert.match(text, /Two-Earners\/Multiple Jobs Worksheet Line 1: 8/);
    assert.doesNotMatch(text, /Deductions and Adjustments Worksheet Line/);
  });

  test('"G: 4, both kids count and we\'re under $90,000": a worksheet line\'s count, not the amount in its reason', () => {
    assert.deepEqual(valuesOf(factsOf("G: 4, both kids count and we're under $90,000"), 'G'), ['4']);
  });
});

describe('dates of the document and of other things', () => {
  const fields = [
    fieldAt('Date', 'text', { x: 300, y: 700 }),
    fieldAt('Future', 'text', { x: 300, y: 600 }),
  ];
  const descriptions = [described('Date', 'Date'), described('Future', 'At a future date no later than')];

  test('a pasted ticket\'s "Rec\'d" and "Promised" days date neither the bill of sale nor its deadline', async () => {
    const values = await mappedValues(fields, descriptions, "Rec'd: 09/22/2025      Promised: 10/06/2025\n\nI'm paying him in full today when we sign, Tuesday October 14th, 2025.");
    assert.match(String(values.Date), /October 14/);
    assert.equal(values.Future, undefined);
  });
});

describe('the W-4\'s Step 3 amounts said of people by name', () => {
  const fields = [fieldAt('Children', 'text', { x: 400, y: 500 }), fieldAt('Others', 'text', { x: 400, y: 480 })];
  const descriptions = [
    described('Children', 'Multiply the number of qualifying children under age 17 by $2,000'),
    described('Others', 'Multiply the number of other dependents by $500'),
  ];

  test('"So 2,000 for Migo and 500 for Nanay": whom the text named as a child and as a parent, without dollar signs', async () => {
    const values = await mappedValues(fields, descriptions, 'Dependents: si Migo, my son, 9 years old. And my nanay (mother) lives with me and I support her fully.\nSo 2,000 for Migo and 500 for Nanay, total 2,500.');
    assert.equal(values.Children, '2,000');
    assert.equal(values.Others, '500');
  });
});

