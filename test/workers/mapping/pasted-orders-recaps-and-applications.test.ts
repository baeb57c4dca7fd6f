/**
 * Texts read once fresh v64 was no longer held out (issue 4, fresh v64 and probe batch 80): an old messenger's saved
 * history, a classifieds site's message thread, a forwarded order e-mail under notes that win over it, a meeting
 * assistant's recap corrected by a numbered list, a rental application retold by someone who has moved in, and the
 * remarks a writer puts after a keyed value.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { factsOf, valuesOf } from '../../helpers/parsed-facts.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';
import { chatContentLines, chatMessages, messageOfLine } from '../../../workers/mapping/parse-chat.js';
import { proposalAnswered, proposedValue } from '../../../workers/mapping/chat-proposed-values.js';
import { writerRoleOf } from '../../../workers/mapping/parse-data.js';
import {
  withCourseNumberApart,
  withFormLinesSaidToTake,
  withNoteOnValueApart,
  withRemarkAfterNameApart,
  withSettledValueKept,
  withTodayBeforeDateDropped,
  withWeightConvertedAsAsked,
  withoutSameAsRemark,
} from '../../../workers/mapping/lines-said-in-notes.js';
import { withApproversInOrder } from '../../../workers/mapping/approvers-in-order.js';
import { withWritersOwnSectionKeyed } from '../../../workers/mapping/writers-own-section.js';
import { findTypedValues } from '../../../workers/mapping/detect-values.js';
import { splitSentences } from '../../../workers/mapping/sentences.js';

describe('saved messenger histories and message threads', () => {
  test('a stamp with the month first, "[Feb 12 2011 9:14 PM] Curtis:", and a display name ending in a heart', () => {
    assert.deepEqual(messageOfLine('[Feb 12 2011 9:14 PM] Curtis: PING!!!'), { speaker: 'curtis', text: 'PING!!!' });
    assert.deepEqual(messageOfLine('[Feb 12 2011 9:20 PM] Jo-Jo <3: ya both'), { speaker: 'jo-jo <3', text: 'ya both' });
  });

  test("a saved history's title a few lines above its first message makes it a chat, however long the notes above", () => {
    const lines = ['Notes from me first:', '- one', '- two', '- three', '', 'BlackBerry Messenger - Chat History', 'Conversation with: Jo-Jo <3 (PIN 27A4C9F1)', 'Saved: Sun Feb 13 2011 12:41 AM', '------', '[Feb 12 2011 9:14 PM] Curtis: u got ur W-2s yet??', '[Feb 12 2011 9:20 PM] Jo-Jo <3: ya both'];
    assert.equal(chatMessages(lines)?.filter((m) => m.speaker !== '').length, 2);
    // (Without the title, notes that long above two messages are no chat's heading.)
    assert.equal(chatMessages([...lines.slice(0, 5), ...lines.slice(9)]), undefined);
  });

  test('a classifieds thread, "RimfireRick_815 - Mar 2, 2026 7:48 PM" over each message, under "Messages - …"', () => {
    const lines = ['Listing text', 'more listing text', 'even more', 'Messages - "Henry Golden Boy .22"', 'RimfireRick_815 - Mar 2, 2026 7:48 PM', '  Hi is this still available?', 'KarenO_kankakee - Mar 2, 2026 9:02 PM', '  Still have it.'];
    const messages = chatMessages(lines)!.filter((m) => m.speaker !== '');
    assert.deepEqual(messages.map((m) => [m.speaker, m.text]), [['rimfirerick_815', 'Hi is this still available?'], ['kareno_kankakee', 'Still have it.']]);
  });

  test("Windows Live Messenger's history in columns: date, time, from, to, message", () => {
    assert.deepEqual(messageOfLine('2/19/2011\t8:02:14 PM\tMarco ~ cubs\tdani\tu got ur w2s yet'), { speaker: 'marco ~ cubs', text: 'u got ur w2s yet' });
    assert.equal(messageOfLine('Date\tTime\tFrom\tTo\tMessage'), undefined);
  });
});

describe('a value offered in a chat and said back otherwise', () => {
  test('"my SSN from u is 412-67-3059 right?" offers a value, and "412-67-3095!! 95 at the end" replaces it', () => {
    const offered = proposedValue('my SSN from u is 412-67-3059 right?');
    assert.deepEqual(offered, { key: 'SSN', value: '412-67-3059' });
    assert.deepEqual(proposalAnswered(offered!, '412-67-3095!! 95 at the end.')?.[0], 'SSN: 412-67-3095');
  });

  test('in a chat with no main speaker the offered value goes and the one said back stays', () => {
    const lines = ['BlackBerry Messenger - Chat History', '[Feb 12 2011 9:55 PM] Curtis: my SSN from u is 412-67-3059 right?', '[Feb 12 2011 9:58 PM] Jo-Jo <3: 412-67-3095!! 95 at the end'];
    const read = chatContentLines(lines)!;
    assert.ok(read.includes('SSN: 412-67-3095'));
    assert.ok(!read.some((line) => line.includes('412-67-3059')));
  });

  test('"good that\'s line 33" says where a value goes, and is no value', () => {
    const facts = factsOf(["student loan thing came, 1098-E, 441.89", "good that's line 33"].join('\n'));
    assert.ok(!facts.some((f) => f.value === '33'));
  });
});

describe("the other side's details in a deal's thread", () => {
  const thread = [
    'Need the bill of sale filled out. The thread is on my wife Karen\'s account. - Dale',
    '',
    'Messages - "Henry Golden Boy .22"',
    'RimfireRick_815 - Mar 2, 2026 7:48 PM',
    '  Hi is this still available?',
    'KarenO_kankakee - Mar 2, 2026 9:02 PM',
    "  This is Dale, Karen's husband - it's my rifle. Still have it.",
    'RimfireRick_815 - Mar 4, 2026 8:31 AM',
    '  Works. For your paperwork: Richard T. Vasquez-Lund. Illinois DL V215-4408-6621.',
    '',
    '-------',
    'Me (seller): Dale M. Ostrowski, 2245 W Brookmont Blvd, Kankakee, IL 60901.',
  ];

  test('the speaker who introduces himself by the name that signs the lines above is the writer', () => {
    // (Only the writer's counterpart's details are read so; the writer's own messages are read as the writer's.)
    const lines = chatContentLines(thread)!;
    assert.ok(lines.includes('Other side of the deal: Richard T. Vasquez-Lund. Illinois DL V215-4408-6621.'));
    assert.ok(lines.some((line) => line.includes("This is Dale, Karen's husband")));
    // (The rule under the thread ends it: the writer's own line is no message's.)
    assert.ok(lines.includes('Me (seller): Dale M. Ostrowski, 2245 W Brookmont Blvd, Kankakee, IL 60901.'));
  });

  test("the other speaker's details are keyed by the writer's counterpart, the writer's side said as \"Me (seller)\" or \"Buyer is me\"", () => {
    assert.equal(writerRoleOf(['Me (seller): Dale M. Ostrowski, 2245 W Brookmont Blvd']), 'seller');
    assert.equal(writerRoleOf(['- Buyer is me, Gregory A. Paulsen.']), 'buyer');
    const facts = factsOf(thread.join('\n'));
    assert.ok(facts.some((f) => f.party === 'buyer' && f.person?.last === 'Vasquez-Lund'));
    // (Where the writer's side is not said, the details are not read as anyone's.)
    assert.ok(!factsOf(thread.slice(0, -1).join('\n')).some((f) => f.party === 'buyer' && f.person?.last === 'Vasquez-Lund'));
  });

  test('a rule with the thread\'s name in it marks where the pasted thread starts', () => {
    const lines = ['Need this filled out.', 'line two', 'line three', 'line four', '---- Message Center: Re: Browning Citori 725 Field 20ga 28" O/U ----', 'Oct 3, 2025 8:14 PM - gpaulsen_309:', 'Hi, is the Citori still available?', '', 'Oct 3, 2025 9:40 PM - MackinawMarsh:', 'Still here.'];
    assert.deepEqual(chatMessages(lines)!.filter((m) => m.speaker !== '').map((m) => m.speaker), ['gpaulsen_309', 'mackinawmarsh']);
  });
});

describe('a W-9 note and a state filing', () => {
  test('"write P in the little box" is the LLC\'s tax classification', () => {
    assert.equal(withFormLinesSaidToTake('2. Classification: check Limited liability company and write P in the little box.'), '2. Classification: check Limited liability company and write P in the little box.\nLLC tax classification: P');
  });

  test("a registered agent's office is no address for the company's address box", async () => {
    const fields = [fieldAt('f1_7', 'text', { x: 40, y: 100 })];
    const text = ['Registered office: 410 W Michigan Ave, Suite 200, Kalamazoo, MI 49007', 'Mailing address: PO Box 318, Douglas, MI 49406'].join('\n');
    const mapped = await mappedValues(fields, [described('f1_7', 'Address (number, street, and apt. or suite no.)')], text);
    assert.equal(mapped['f1_7'], 'PO Box 318');
  });
});

describe('a pasted part that yields to the writer’s notes', () => {
  const order = ['sheet stuff - my notes win over the mini:', '', '---------- Forwarded message ---------', 'Material ......... Premium Plastic, Full Color', 'Eyes ........... Molten Gold (#E1A92B)', 'Hair ........... Rust (#9B4A22)', '----------', '', 'name: Vesper Aldaine', 'eyes: gold'];

  test("where the notes key the same thing, the pasted value goes; the others stay, weaker", () => {
    const facts = factsOf(order.join('\n'));
    assert.deepEqual(valuesOf(facts, 'Eyes'), []);
    assert.deepEqual(valuesOf(facts, 'eyes'), ['gold']);
    assert.deepEqual(valuesOf(facts, 'Hair'), ['Rust (#9B4A22)']);
    assert.ok(facts.find((f) => f.key === 'Hair')!.strength < 1);
    // (Without the writer saying so, both stand.)
    assert.deepEqual(valuesOf(factsOf(order.slice(1).join('\n')), 'Eyes'), ['Molten Gold (#E1A92B)']);
  });

  test('a recap followed by "My corrections:" yields to them, the recap having no heading of its own', () => {
    const text = ['Gemini got a fair amount wrong. Where they disagree, my list wins.', '', 'Summary', 'Step: 3', '', 'My corrections:', '1. Step: 4'].join('\n');
    assert.deepEqual(valuesOf(factsOf(text), 'Step'), ['4']);
  });

  test('notes under a heading that says they are notes are the writer’s, what is above them the pasted part', () => {
    const text = ['the notes are newer than the profile, so the notes win.', '', 'Height: 187 cm', '', '--- meine notizen, Stand: 9. April 2025 ---', '- height: 185 cm'].join('\n');
    const facts = factsOf(text);
    assert.deepEqual(facts.filter((f) => /^height$/i.test(f.key)).map((f) => f.value), ['185 cm']);
  });

  test('"=== end of recap ===" closes the recap: the corrections under it are no part of it', () => {
    const text = ['=== pasted from Teams ===', 'The course runs March 2-6, 2026.', '=== end of recap ===', 'Corrections:', 'Vendor: Front Range Institute'].join('\n');
    assert.equal(factsOf(text).find((f) => f.key === 'Vendor')?.section, undefined);
  });
});

describe('remarks after a keyed value', () => {
  test('what something else says, then the value settled on', () => {
    assert.equal(withSettledValueKept('weight: my notes say 68 kg but Maren wants imperial on all the sheets, so 150 lb (rounded)'), 'weight: 150 lb');
    assert.equal(withSettledValueKept("Serial: my notebook says GB041783 but I just went and read it off the receiver - it's GB041733."), 'Serial: GB041733');
    assert.equal(withSettledValueKept("4. Appointment: I passed three years in October, so it's Career now, not career-conditional."), '4. Appointment: Career');
    assert.equal(withSettledValueKept('- height: the 187 on the profile is in shoes. costume dept measured me barefoot: 185 cm. use 185.'), '- height: 185');
    assert.equal(withSettledValueKept('Serial: GB041733'), 'Serial: GB041733');
  });

  test('a value cheered with "!!" loses the marks, and what follows is a line of its own; one "!" is a greeting', () => {
    assert.equal(withSettledValueKept("hair: copper!! HF doesn't have a copper paint"), "hair: copper\nHF doesn't have a copper paint");
    assert.equal(withSettledValueKept("Bot: Hi! I'm TrainBot."), "Bot: Hi! I'm TrainBot.");
  });

  test('"same as the slider" after a figure goes without a comma; "exactly as in the export" keeps a value', () => {
    assert.equal(withoutSameAsRemark('height: 5\'11" same as the slider'), 'height: 5\'11"');
    assert.equal(withoutSameAsRemark('Features & traits: exactly as in the export.'), 'Features & traits: exactly as in the export.');
  });

  test('a confirmed figure, where the value goes, what is not part of it, and how to write it', () => {
    assert.equal(withNoteOnValueApart('- age 34 yes'), '- age 34');
    assert.equal(withNoteOnValueApart('- US citizen yes'), '- US citizen yes');
    assert.equal(withNoteOnValueApart('- eyes: hazel on the sheet. sea green was only a paint choice'), '- eyes: hazel\nsea green was only a paint choice');
    assert.equal(withNoteOnValueApart("- treasure: grandma's locket, 45 gp. the display base is a real-life thing lol, not treasure"), "- treasure: grandma's locket, 45 gp\nthe display base is a real-life thing lol, not treasure");
    assert.equal(withNoteOnValueApart('- allies: keep brisk. DROP dobbs. write it like: Old Mother Brisk, a treant (mentor)'), '- allies: Old Mother Brisk, a treant (mentor)\nkeep brisk. DROP dobbs.');
  });

  test('a weight converted as the note asks, and only then', () => {
    assert.equal(withWeightConvertedAsAsked('- weight: 61 kg (only in kg). the sheet is imperial, so convert and round to the whole pound'), '- weight: 134 lb');
    assert.equal(withWeightConvertedAsAsked('weight: 150 lb, convert to metric please'), 'weight: 68 kg');
    assert.equal(withWeightConvertedAsAsked('- weight: 61 kg'), '- weight: 61 kg');
  });

  test('"today" before the date it names, a long remark after a name, a course number after a hyphen', () => {
    assert.equal(withTodayBeforeDateDropped('- date for the form: today, 9. April 2025.'), '- date for the form: 9. April 2025.');
    assert.equal(withTodayBeforeDateDropped('- Date it today, 11/18/2025.'), '- Date it 11/18/2025.');
    assert.equal(withRemarkAfterNameApart('- Name like on my green card: NWOSU, ADAEZE CHIDINMA (Zillow only shows the C.).'), '- Name like on my green card: NWOSU, ADAEZE CHIDINMA\nZillow only shows the C.');
    assert.equal(withRemarkAfterNameApart('Attorney-in-Fact: Eric J. Lindqvist (my son)'), 'Attorney-in-Fact: Eric J. Lindqvist (my son)');
    assert.equal(withCourseNumberApart('Course title: Lean Six Sigma Green Belt - course no. LSS-GB-210'), 'Course title: Lean Six Sigma Green Belt\ncourse no. LSS-GB-210');
  });
});

describe('dates and sentences', () => {
  test('"9. April 2025" and "14 de novembro de 2025" are dates, and the full stop after a day ends no sentence', () => {
    assert.deepEqual(findTypedValues('today, 9. April 2025.').map((t) => [t.kind, t.text]), [['date', '9. April 2025']]);
    assert.deepEqual(findTypedValues('14 de novembro de 2025').map((t) => [t.kind, t.text]), [['date', '14 de novembro de 2025']]);
    assert.equal(splitSentences('Date for the form: today, 9. April 2025. Country: Germany.').length, 2);
  });
});

describe('people and places of a pasted record', () => {
  test('an approval list, one person to a line, is the first-line and the second-line supervisor in order', () => {
    const text = ['Approvers:', 'Marcus Delacroix-Hale, Chief, Planning Branch - (303) 555-0131', 'Regina Okafor, Deputy Division Director - (303) 555-0108', '(Dana Whitlock is only acting and signs nothing.)'].join('\n');
    assert.deepEqual(withApproversInOrder(text).split('\n'), ['Approvers:', 'First-line supervisor: Marcus Delacroix-Hale, Chief, Planning Branch, (303) 555-0131', 'Second-line supervisor: Regina Okafor, Deputy Division Director, (303) 555-0108', '(Dana Whitlock is only acting and signs nothing.)']);
  });

  test("the writer's office ending in a building and a box under their own heading is their organisation's address", () => {
    const text = ['Me:', 'Raghunathan, Priyanka S. - Management and Program Analyst', 'FEMA Region 8, Mitigation Division, Planning Branch, Denver Federal Center, Bldg 710, PO Box 25267, Denver, CO 80225-0267'].join('\n');
    assert.match(withWritersOwnSectionKeyed(text), /^My organization mailing address: FEMA Region 8, .* CO 80225-0267$/m);
  });

  test("a listing's attributes name no one: \"Action: Lever Action\" is no person", () => {
    const facts = factsOf(['Action: Lever Action', 'Location: Kankakee, Illinois', 'Buyer: Richard T. Vasquez-Lund'].join('\n'));
    assert.equal(facts.find((f) => f.key === 'Action')?.person, undefined);
    assert.equal(facts.find((f) => f.key === 'Location')?.person, undefined);
    assert.equal(facts.find((f) => f.key === 'Buyer')?.person?.last, 'Vasquez-Lund');
  });

  test('a thing confiscated leaves the treasure, the last item after its "and" too', () => {
    const text = ['treasure: a silver locket, two black pearls (100 gp each), and a letter of marque signed by Lord Neverember.', '', 'OH wait - Maren confiscated the letter of marque last session.'].join('\n');
    assert.deepEqual(valuesOf(factsOf(text), 'treasure'), ['a silver locket, two black pearls (100 gp each)']);
  });

  test('a rental application retold: its "current address" is the previous one, the place applied for the present one', () => {
    const text = ['The apartment I applied for is where we live now, and the "current address" on the application is where I lived before.', '', 'Property address: 2250 Millbrook Pkwy, Bothell, WA 98012', 'Current address: 8815 Greenwood Ave N, Seattle, WA 98103', 'Previous address: 4402 Brooklyn Ave NE, Apt 6, Seattle, WA 98105'].join('\n');
    const facts = factsOf(text).filter((f) => f.address?.city);
    assert.equal(facts.find((f) => f.address!.street.startsWith('8815'))?.epoch, 'previous');
    assert.equal(facts.find((f) => f.address!.street.startsWith('2250'))?.epoch, 'current');
    assert.equal(facts.find((f) => f.address!.street.startsWith('4402')), undefined);
  });

  test('"Previous = Sheffield" takes the address on Sheffield, which a heading alone keyed', () => {
    const text = ['RESIDENCE HISTORY', '1845 N Sheffield Ave, 3rd fl, Chicago, IL 60641', '', '---- my notes ----', '- Previous = Sheffield.'].join('\n');
    const facts = factsOf(text).filter((f) => f.address?.street.includes('Sheffield'));
    assert.deepEqual(facts.map((f) => [f.key, f.epoch]), [['Previous', 'previous']]);
  });

  test("a name in capitals gives its whole middle name to the same name spelt with an initial; a family name of two words the keyed parts", () => {
    const facts = factsOf(['Name ......... Adaeze C. Nwosu', '', '- Name like on my green card: NWOSU, ADAEZE CHIDINMA'].join('\n'));
    assert.ok(facts.some((f) => f.person?.middle === 'Chidinma' && f.person.first === 'Adaeze'));
    const parts = factsOf(['First name: Valentina', 'Middle name: Ospina', 'Last name: Restrepo', '', 'I have NO middle name. My family name is Ospina Restrepo.'].join('\n'));
    assert.deepEqual(valuesOf(parts, 'Last name'), ['Ospina Restrepo']);
    assert.deepEqual(valuesOf(parts, 'Middle name'), []);
  });
});

describe('boxes that take only their own kind of value', () => {
  const ar11 = [
    fieldAt('middle', 'text', { x: 300, y: 100 }),
    fieldAt('street', 'text', { x: 40, y: 200 }),
    fieldAt('sign_date', 'text', { x: 300, y: 500 }),
  ];
  const labels = [described('middle', 'Middle Name (if applicable)'), described('street', 'Previous Physical Address Street Number and Name'), described('sign_date', 'Date of Signature (mm/dd/yyyy)')];

  test("an application's number is no middle name, an emergency contact's address no previous one, a lease's signing day no signature date", async () => {
    const text = ['Application ID: 7741902', 'Emergency contact: Ngozi Nwosu (sister), 9915 Bellaire Blvd Apt 210, Houston, TX 77036', '', 'We signed the lease and moved in 11/01/2025.'].join('\n');
    const mapped = await mappedValues(ar11, labels, text);
    assert.equal(mapped['middle'], undefined);
    assert.equal(mapped['street'], undefined);
    assert.equal(mapped['sign_date'], undefined);
  });

  test('"Mailing address: please leave that part empty" fills no mailing box; a unit\'s number loses its hyphen to fit its box', async () => {
    const fields = [fieldAt('mail_street', 'text', { x: 40, y: 300 }), fieldAt('apt', 'text', { x: 300, y: 200 }, { textMaxLength: 4 }), fieldAt('street', 'text', { x: 40, y: 200 })];
    const descriptions = [described('mail_street', 'Mailing Address Street Number and Name'), described('apt', 'Present Physical Address Apt. Ste. Flr. Number'), described('street', 'Present Physical Address Street Number and Name')];
    const text = ['Present address: 2250 Millbrook Pkwy, Apt C-212, Bothell, WA 98021', '6. Mailing address: please leave that part empty. Mail can come to the apartment.'].join('\n');
    const mapped = await mappedValues(fields, descriptions, text);
    assert.equal(mapped['mail_street'], undefined);
    assert.equal(mapped['street'], '2250 Millbrook Pkwy');
    assert.equal(mapped['apt'], 'C212');
  });
});
