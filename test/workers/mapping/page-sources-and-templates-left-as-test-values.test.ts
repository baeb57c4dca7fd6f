/**
 * Texts read once fresh v67 was no longer held out (issue 4, fresh v67 and probe batch 83): a wiki page pasted as its
 * storage format or its wikitext, a game's script played along one route, dates and keys in more languages, forms that
 * arrive holding a template's test values, line numbers given instructions, and contacts a card says are dead.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { factsOf, valuesOf } from '../../helpers/parsed-facts.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';
import { withPageSourceRead } from '../../../workers/mapping/page-source.js';
import { withWikitextRead } from '../../../workers/mapping/wikitext-source.js';
import { withGameScriptRead } from '../../../workers/mapping/game-script-source.js';
import { withForeignDatesInEnglish } from '../../../workers/mapping/foreign-dates.js';
import { withCountryNamesInEnglish, withForeignKeysInEnglish } from '../../../workers/mapping/other-languages.js';
import { arrivedWithPlaceholders } from '../../../workers/mapping/placeholder-prefill.js';
import { keysPairedWithParts } from '../../../workers/mapping/parse-slash-lists.js';
import { linesWithLeadersKeyed, linesWithDashesKeyed } from '../../../workers/mapping/parse-leaders.js';
import { parseAddress } from '../../../workers/mapping/parse-compound.js';
import { withLineInstructionsSaid, withNumberOfKindSentToBox, withQuotedValueArrowedToLine, withoutExactlyInKey, withFigureSaidAgainWithUnit, withKeyedValueSaidNow } from '../../../workers/mapping/lines-said-in-notes.js';
import { applySwaps, applyValuesSaidInstead } from '../../../workers/mapping/corrections.js';

/** A Confluence page's storage format: a status badge, a table with a struck cell, a task and an inline comment. */
const STORAGE_FORMAT = [
  '<p><ac:structured-macro ac:name="status"><ac:parameter ac:name="title">AWAITING</ac:parameter></ac:structured-macro> Worksheet</p>',
  '<h2>Section A</h2>',
  '<table><tbody>',
  '<tr><th><p>Item</p></th><th><p>Value</p></th><th><p>Notes</p></th></tr>',
  '<tr><td><p>1 Name</p></td><td><p>Brannigan, Shauna M.</p></td><td><p /></td></tr>',
  '<tr><td><p>13 Education</p></td><td><p><s>Bachelor&#39;s</s> Master&#39;s</p></td><td><p /></td></tr>',
  '<tr><td><p>1f POC</p></td><td><p><ac:inline-comment-marker ac:ref="c7">Marisol Quintero</ac:inline-comment-marker></p></td><td><p /></td></tr>',
  '</tbody></table>',
  '<ac:task-list><ac:task><ac:task-id>1</ac:task-id><ac:task-status>complete</ac:task-status><ac:task-body>Keith approved <time datetime="2025-05-02" /></ac:task-body></ac:task></ac:task-list>',
].join('\n');

describe('a page pasted as its markup', () => {
  test("Confluence's storage format is read as the page shows it: a pipe table, struck cells struck, tasks as boxes", () => {
    const read = withPageSourceRead(STORAGE_FORMAT);
    assert.match(read, /^## Section A$/m);
    assert.match(read, /^\| Item \| Value \| Notes \|$/m);
    assert.match(read, /^\| 1 Name \| Brannigan, Shauna M\. \| {2}\|$/m);
    assert.match(read, /^\| 13 Education \| ~~Bachelor's~~ Master's \|/m);
    assert.match(read, /^\| 1f POC \| Marisol Quintero \|/m);
    assert.match(read, /^- \[x\] Keith approved 2025-05-02$/m);
    assert.doesNotMatch(read, /AWAITING|ac:/);
  });

  test('its table rows are keyed lines, and a row keyed by several item codes gives each its part', () => {
    const facts = factsOf(withPageSourceRead(STORAGE_FORMAT.replace('</tbody>', '<tr><td><p>14–17 Pay plan / series / grade / step</p></td><td><p>FV / 0854 / J / <s>1</s></p></td><td><p /></td></tr></tbody>')));
    assert.deepEqual(valuesOf(facts, '1 Name'), ['Brannigan, Shauna M.']);
    assert.deepEqual(valuesOf(facts, '14 Pay plan'), ['FV']);
    assert.deepEqual(valuesOf(facts, '16 grade'), ['J']);
    assert.deepEqual(valuesOf(facts, '17 step'), []);
  });

  test('a text without a table or storage markup stays as it is', () => {
    const text = 'Name: Ana <b>Lopez</b>\n<p>Just a note</p>';
    assert.equal(withPageSourceRead(text), text);
  });

  test('item codes pair with the parts of their value: "2a / 2b Course", a range "14-17"', () => {
    assert.deepEqual(keysPairedWithParts('2a / 2b Course', 'AWS Bootcamp / TCT-SAP-5D'), [
      { key: '2a Course', value: 'AWS Bootcamp' },
      { key: '2b Course', value: 'TCT-SAP-5D' },
    ]);
    assert.deepEqual(keysPairedWithParts('8 / 9 Type / sub-type', 'Training Program Area / Information Technology'), [
      { key: '8 Type', value: 'Training Program Area' },
      { key: '9 sub-type', value: 'Information Technology' },
    ]);
    assert.equal(keysPairedWithParts('14-17 Pay plan / series', 'FV / 0854 / J'), undefined);
  });
});

/** MediaWiki source: a template, a wikitable with a total to compute, a comment, a signed talk post. */
const WIKITEXT = [
  '{{SF182 applicant',
  '| name          = Okafor, Chinedu E.',
  '| payplan       = GS',
  '| step          = <del>2</del> 3 <!-- WGI effective 2025-04-06 -->',
  '}}',
  '__NOTOC__',
  '== Costs ==',
  '{| class="wikitable"',
  '! Line !! Amount !! Notes',
  '|-',
  '| Tuition & fees || <s>$1,850.00</s> $1,650.00 ||',
  '|-',
  '| Materials || $85.00 ||',
  '|-',
  "| Direct cost total || ''compute'' ||",
  '|}',
  ': Should tuition be $1,695? --[[User:JLee|JLee]] ([[User talk:JLee|talk]]) 10:02, 22 April 2025 (UTC)',
  '[[Category:FY2025 training requests]]',
].join('\n');

describe("a MediaWiki page's source", () => {
  test("comments are kept as remarks, signatures and talk indents go; a template's parameters are read as keyed lines", () => {
    const read = withWikitextRead(WIKITEXT);
    assert.match(read, /^\| step {10}= <del>2<\/del> 3 {2}\(WGI effective 2025-04-06\)$/m);
    assert.match(read, /^- Should tuition be \$1,695\?$/m);
    assert.doesNotMatch(read, /User:/);
    const facts = factsOf(WIKITEXT);
    assert.deepEqual(valuesOf(facts, 'name'), ['Okafor, Chinedu E.']);
    assert.deepEqual(valuesOf(facts, 'pay plan'), ['GS']);
  });

  test('a total row to compute gets the sum of the live amounts above it', () => {
    assert.match(withWikitextRead(WIKITEXT), /^\| Direct cost total \| \$1,735\.00 \| {2}\|$/m);
  });

  test('a text with one kind of wiki mark only stays as it is', () => {
    const text = '== Notes ==\nName: Ana Lopez';
    assert.equal(withWikitextRead(text), text);
  });
});

describe("a game's script played along one route", () => {
  const RENPY = [
    "Rules: she's the TRUE ROUTE Wren, NOT the bad-end branch — that branch never happened.",
    '',
    'define w = Character("Wren Halloway", color="#7fb3a6")',
    'default wren_age = 19',
    'default wren_faction = "The Lantern Guild"',
    'default wren_allies = ["Magister Oduya", "Tamsin Vale"]',
    'default wren_gold = 12',
    'default wren_items = ["brass tide-lantern"]',
    'define codex_wren = _("Wren grew up on the {i}salt flats{/i}.")',
    'label ch3_end:',
    '    $ wren_allies.remove("Tamsin Vale")',
    '    $ wren_faction = "The Harpers"',
    '    $ wren_gold -= 5   # bribe',
    '    menu:',
    '        "Take the offer":',
    '            jump bad_end_kell',
    'label bad_end_kell:',
    '    $ wren_faction = "The Zhentarim"',
    '    $ wren_gold += 200',
    'label true_route_skip:',
    '    $ wren_age += 2',
    '    $ wren_items.append("whalebone spyglass")',
    '    $ wren_gold += 40',
  ].join('\n');

  test("Ren'Py: the character's variables at the end of the route, the branch said not to have happened skipped", () => {
    const read = withGameScriptRead(RENPY);
    assert.match(read, /^Name: Wren Halloway$/m);
    assert.match(read, /^Age: 21$/m);
    assert.match(read, /^Faction: The Harpers$/m);
    assert.match(read, /^Allies: Magister Oduya$/m);
    assert.match(read, /^Backstory: Wren grew up on the salt flats\.$/m);
    assert.match(read, /^Treasure: brass tide-lantern, whalebone spyglass, 47 gp$/m);
  });

  test("Ink: the sheet the script prints, filled in, its text chosen by the knots played", () => {
    const ink = [
      'The undertow branch is the bad ending nobody played.',
      'VAR wren_age = 19',
      'VAR wren_gold = 35',
      '-> prologue',
      '=== prologue ===',
      '* [Climb] -> lighthouse',
      '* [Dive] -> undertow',
      '=== lighthouse ===',
      '~ wren_age = wren_age + 3',
      '~ wren_gold = wren_gold + 90 - 40',
      '-> sheet',
      '=== undertow ===',
      '~ wren_gold = 0',
      '-> sheet',
      '=== sheet ===',
      'AGE: {wren_age}   TREASURE: {wren_gold} gp',
      'BACKSTORY:',
      '{ lighthouse:',
      '    She climbed.',
      '- else:',
      '    She dove.',
      '}',
      '-> END',
    ].join('\n');
    const read = withGameScriptRead(ink);
    assert.match(read, /^AGE: 22$/m);
    assert.match(read, /^TREASURE: 85 gp$/m);
    assert.match(read, /^BACKSTORY: She climbed\.$/m);
  });

  test('a text without a script stays as it is', () => {
    const text = 'label: Wren\ndefault answer is no';
    assert.equal(withGameScriptRead(text), text);
  });
});

describe('dates, keys and countries in more languages', () => {
  test('Lithuanian, Hungarian, Latvian, Polish, Czech and Ukrainian dates are written as English writes them', () => {
    assert.equal(withForeignDatesInEnglish('Pasirašysim 2025 m. rugsėjo 20 d., pas notarę'), 'Pasirašysim September 20, 2025, pas notarę');
    assert.equal(withForeignDatesInEnglish('iki spalio 15 d. – man tinka'), 'iki October 15 – man tinka');
    assert.equal(withForeignDatesInEnglish('Budapest, 2025. május 6.'), 'Budapest, May 6, 2025');
    assert.equal(withForeignDatesInEnglish('2025. gada 20. septembrī'), 'September 20, 2025');
    assert.equal(withForeignDatesInEnglish('20 września 2025'), 'September 20, 2025');
    assert.equal(withForeignDatesInEnglish('20. září 2025'), 'September 20, 2025');
    assert.equal(withForeignDatesInEnglish('20 вересня 2025 р.'), 'September 20, 2025');
    assert.equal(withForeignDatesInEnglish('14.3.2025 and Mart 2025'), '14.3.2025 and Mart 2025');
  });

  test("a seller's keys in Lithuanian and a member's in Hungarian are keyed in English, a woman and a colour too", () => {
    const lithuanian = withForeignKeysInEnglish('PARDAVĖJAS: Algirdas Petrauskas\nvairuotojo pažymėjimo nr.: P362-4418-2907\nserijos nr.: 27015NT142\n');
    assert.match(lithuanian, /^Seller: Algirdas Petrauskas$/m);
    assert.match(lithuanian, /^Driver's license number: P362-4418-2907$/m);
    assert.match(lithuanian, /^Serial number: 27015NT142$/m);
    const hungarian = withForeignKeysInEnglish('Utca, házszám: Bogdánfy Ödön utca 10/B\nEmelet, ajtó: 3. emelet 12.\nNeme: nő\nKedvenc szín: zöld\n');
    assert.match(hungarian, /^Street address: Bogdánfy Ödön utca 10\/B$/m);
    assert.match(hungarian, /^Address line 2: 3\. emelet 12\.$/m);
    assert.match(hungarian, /^Favourite colour: green$/m);
    assert.match(hungarian, /: woman$/m);
  });

  test('a country named in its own language is named in English', () => {
    assert.equal(withCountryNamesInEnglish('Ország: Magyarország'), 'Ország: Hungary');
    assert.equal(withCountryNamesInEnglish('Vilnius, Lietuva'), 'Vilnius, Lithuania');
  });

  test('an Indian address: the state before its PIN code, the city before the state', () => {
    const address = parseAddress('Flat 402, Prestige Lakeside Habitat, Varthur Road, Bengaluru, Karnataka 560087, India');
    assert.equal(address?.city, 'Bengaluru');
    assert.equal(address?.state, 'Karnataka');
    assert.equal(address?.zip, '560087');
  });
});

describe("a form arriving with a template's test values", () => {
  const junk = ['R', 'A', 'M', 'E', 'S', 'H', 'K', 'R', 'LAST NAME', 'HOME ADDRESS', '1000', '2000', '3000', '4000', '5000'];
  const fields = junk.map((value, i) => fieldAt(`f${i}`, 'text', { x: 40, y: 100 + 20 * i }, { currentValue: value }));

  test('letters one a box, labels in capitals and figures counting up are a template, not answers', () => {
    assert.equal(arrivedWithPlaceholders(fields), true);
    assert.equal(arrivedWithPlaceholders([fieldAt('a', 'text', { x: 0, y: 0 }, { currentValue: 'John' }), fieldAt('b', 'text', { x: 0, y: 20 }, { currentValue: 'Doe' }), fieldAt('c', 'text', { x: 0, y: 40 }, { currentValue: '123 Main st' })]), false);
    assert.equal(arrivedWithPlaceholders(['0', '0', '0', '0', '0', '0', '0', '0', '0'].map((value, i) => fieldAt(`z${i}`, 'text', { x: 0, y: 20 * i }, { currentValue: value }))), false);
  });

  test('every box the text gives no value is emptied, and the ones it gives keep their values', async () => {
    const labels = fields.map((f, i) => described(f.name, i === 8 ? 'Last name' : `Line ${i}`));
    const mapped = await mappedValues(fields, labels, 'Last name: Dunleavy');
    assert.equal(mapped.f8, 'Dunleavy');
    assert.equal(mapped.f0, '');
    assert.equal(mapped.f14, '');
  });

  test("a US state box the form arrived with is emptied when the country given is another", async () => {
    const form = [fieldAt('Country', 'text', { x: 40, y: 100 }, { currentValue: 'United States' }), fieldAt('US State', 'text', { x: 40, y: 130 }, { currentValue: 'VA' })];
    const mapped = await mappedValues(form, [described('Country', 'Country'), described('US State', 'US State')], 'Country: Hungary');
    assert.equal(mapped['US State'], '');
  });
});

describe('lines that give an instruction or a dead contact', () => {
  test('"Line 3: check Single.", "Line 4 (…): check it", "Line 7: do NOT write Exempt. … Leave 7 blank."', () => {
    assert.equal(withLineInstructionsSaid('Line 3: check Single. Single is right for you.'), 'Check Single on line 3. Single is right for you.');
    assert.equal(withLineInstructionsSaid('Line 4 (the little box at the end): check it, since your card says Kessler.'), 'Check the line 4 box, since your card says Kessler.');
    assert.equal(withLineInstructionsSaid('Line 7: do NOT write Exempt. You owed tax last year. Leave 7 blank.'), 'Leave line 7 blank. You owed tax last year. Leave line 7 blank.');
    assert.equal(withLineInstructionsSaid('Line 5: 7'), 'Line 5: 7');
  });

  test('a quoted value arrowed to its line, "exactly" in a key, a figure said again with its unit, a value after "Now:"', () => {
    assert.equal(withQuotedValueArrowedToLine('"Kestrel Ridge Survey" is what\'s on the trucks -> business name / DBA line only.'), 'business name / DBA: Kestrel Ridge Survey');
    assert.equal(withoutExactlyInKey('- Legal name exactly as the IRS has it: Kestrel Ridge LLC'), '- Legal name as the IRS has it: Kestrel Ridge LLC');
    assert.equal(withFigureSaidAgainWithUnit('kalibras: 12 (12 gauge)'), 'kalibras: 12 gauge');
    assert.equal(withKeyedValueSaidNow('* First-line supervisor: Tom retired 4/30. Now: Marisol Vance, Supervisory Physical Scientist'), '* First-line supervisor: Marisol Vance, Supervisory Physical Scientist');
  });

  test('a number sent to a box by its kind takes the one number of that kind the text gives', () => {
    assert.match(withNumberOfKindSentToBox('The W-9 for vendor V-20417.\nPut his vendor number on the account-number line.'), /\naccount-number: V-20417$/);
    assert.equal(withNumberOfKindSentToBox('Put his vendor number on the account-number line.'), 'Put his vendor number on the account-number line.');
  });

  test("a contact card's dead email and phone are old ones; a leader line's dash is its label's", () => {
    const lines = linesWithLeadersKeyed(linesWithDashesKeyed(['  Email – work (OLD, bounced 6/20) ... viyer@example.com', '  Phone – US cell (disconnected) ..... (312) 555-0136', '  Address – home ..... Flat 402, Bengaluru']));
    assert.deepEqual(lines, ['old work Email (OLD, bounced 6/20): viyer@example.com', 'old US cell Phone (disconnected): (312) 555-0136', 'home Address: Flat 402, Bengaluru']);
  });

  test('"172 cm, nem 127": a count mended in Hungarian as in English', () => {
    const facts = [{ key: 'height', value: '127', sentence: 'Magas: 127 cm.' }];
    const kept = applySwaps(facts, ['Magas: 127 cm.', 'a magasságom természetesen 172 cm, nem 127;']);
    assert.deepEqual(kept.map((f) => f.value), ['172']);
  });

  test('"Not 0, not 1, just leave it blank" denies two values and mends none', () => {
    const facts = [{ key: 'line A', value: '1', sentence: 'A - 1 for me.' }];
    const sentences = ['A - 1 for me.', 'Not 0, not 1, just leave it blank.'];
    applyValuesSaidInstead(facts, sentences);
    assert.equal(applySwaps(facts, sentences)[0]!.value, '1');
  });
});
