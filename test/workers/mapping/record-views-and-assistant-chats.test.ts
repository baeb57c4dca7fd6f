/**
 * Texts read once fresh v63 was no longer held out (issue 4, fresh v63 and probe batch 79): a database app's record
 * view with its revision history and lookups, a phone's contact card, a conversation with a chat assistant, a relay
 * service's TTY transcript, an image bot's prompt log, a section headed by the writer, and the remarks around them
 * that rule out an address or an asking price.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { factsOf, valuesOf } from '../../helpers/parsed-facts.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';
import { withContactCardsKeyed } from '../../../workers/mapping/contact-cards.js';
import { withLookupsFilledIn, withRevisionHistoryAsNewest } from '../../../workers/mapping/record-views.js';
import { withAssistantConversationRead } from '../../../workers/mapping/assistant-conversations.js';
import { withErasuresMade, withRelayTranscriptRead } from '../../../workers/mapping/relay-transcripts.js';
import { withLastImagePromptOnly } from '../../../workers/mapping/image-prompt-logs.js';
import { withWritersOwnSectionKeyed } from '../../../workers/mapping/writers-own-section.js';
import { withBoxEquatedToValue, withBracketedRequestApart, withCountrySaidAfterItsKey, withListsWordLeftToReader, withNameAsOnDocumentKeyed, withoutFullerNameInBrackets, withoutSameAsRemark } from '../../../workers/mapping/lines-said-in-notes.js';
import { withoutValuesRuledOut } from '../../../workers/mapping/corrections.js';
import { withTypographyPlain } from '../../../workers/mapping/mail-encoding.js';
import { withoutSectionsKeptOff } from '../../../workers/mapping/sections-kept-off.js';
import { withKeyedClausesApart } from '../../../workers/mapping/parse-keyed-clauses.js';
import { wipesTheRest } from '../../../workers/mapping/left-blank.js';
import { parseData } from '../../../workers/mapping/parse-data.js';

describe("a database app's record view", () => {
  test('a change in the revision history leaves only the newest value, and a chain of changes its last', () => {
    const text = ['Revision history', 'Oct 14, 2025 · Priya N.', '   Tax treatment:  Sole proprietor  →  S corporation', '   Phone:  555-0100  →  555-0111', 'Mar 2, 2022 · Devon S.', '   Phone:  555-0199  →  555-0100', '', 'Comments', 'Route: Chicago → Denver'].join('\n');
    const read = withRevisionHistoryAsNewest(text);
    assert.match(read, /^ {3}Tax treatment: {2}S corporation$/m);
    assert.match(read, /^ {3}Phone: {2}555-0111$/m);
    assert.doesNotMatch(read, /Sole proprietor|555-0199|555-0100/);
    assert.equal(withRevisionHistoryAsNewest('Revision history\n   Exempt payee code:  5  →  (empty)'), 'Revision history');
    // (Past the history, an arrow is the writer's own.)
    assert.match(read, /^Route: Chicago → Denver$/m);
  });

  test('an activity log in columns goes whole: the fields above show what it changed them to', () => {
    const text = ['Mailing ZIP .......... 75030', '', 'ACTIVITY LOG                                   Filter ▾', 'Oct 15  Jorge Baca      Mailing ZIP          75048  →  75088', 'Sep 30  Renata Okafor   Created item'].join('\n');
    const read = withRevisionHistoryAsNewest(text);
    assert.doesNotMatch(read, /75048|75088/);
    assert.match(read, /^Mailing ZIP \.+ 75030$/m);
  });

  test('pieces keyed "Mailing Street", "Mailing City", … make the mailing address, the one mail is said to go to', async () => {
    const text = ['Mailing Street ....... PO Box 412', 'Mailing City ......... Rowlett', 'Mailing State ........ TX', 'Mailing ZIP .......... 75030', 'Yard Address ......... 4470 Miles Rd, Sachse, TX 75048', '', 'mail only goes to the PO box, nobody delivers to the yard.'].join('\n');
    assert.deepEqual(valuesOf(factsOf(text), 'mailing address'), ['PO Box 412, Rowlett, TX 75030']);
    const fields = [fieldAt('f1_7', 'text', { x: 40, y: 100 }), fieldAt('f1_8', 'text', { x: 40, y: 120 })];
    const mapped = await mappedValues(fields, [described('f1_7', 'Address (number, street, and apt. or suite no.)'), described('f1_8', 'City, state, and ZIP code')], text);
    assert.equal(mapped['f1_7'], 'PO Box 412');
    assert.equal(mapped['f1_8'], 'Rowlett, TX 75030');
  });

  test("a lookup takes the value of the field it points at, keyed by the lookup's label", () => {
    const text = ['Physical / office address', '7340 N Ridge Blvd, Suite 210, Chicago, IL 60645', '1099 mailing address (lookup)', '→ Physical / office address', 'Payment terms', 'Net 30'].join('\n');
    assert.match(withLookupsFilledIn(text), /^1099 mailing address: 7340 N Ridge Blvd, Suite 210, Chicago, IL 60645$/m);
    assert.equal(withLookupsFilledIn('Owner\n→ Nobody by that name'), 'Owner\n→ Nobody by that name');
  });

  test('"NOT the PO box" rules out the address that is a post office box', () => {
    const facts = [
      { key: 'Remit-to address', value: 'PO Box 59102, Chicago, IL 60659-0102', sentence: 'a', address: {} },
      { key: 'Office address', value: '7340 N Ridge Blvd, Suite 210, Chicago, IL 60645', sentence: 'b', address: {} },
    ];
    const kept = withoutValuesRuledOut(facts, ['1099s go to the new office on Ridge. NOT the PO box, the PO box is only for checks.']);
    assert.deepEqual(kept.map((f) => f.key), ['Office address']);
    assert.equal(withoutValuesRuledOut(facts, ['Checks go to the PO box.']).length, 2);
  });
});

describe("a phone's contact card", () => {
  test('each label over its value lines becomes a keyed line naming what the value is', () => {
    const card = ['Rosalind Chen-Marsh', 'mobile', '(614) 555-0152', 'home', 'ros@example.com', 'home', '5127 Brand Rd', 'Apt 2C', 'Dublin OH 43017', 'work', '600 Polaris Pkwy, Floor 5', 'Westerville OH 43082', 'birthday', 'March 9, 1987'].join('\n');
    const read = withContactCardsKeyed(card);
    assert.match(read, /^mobile phone: \(614\) 555-0152$/m);
    assert.match(read, /^home email: ros@example\.com$/m);
    assert.match(read, /^home address: 5127 Brand Rd, Apt 2C, Dublin OH 43017$/m);
    assert.match(read, /^work address: 600 Polaris Pkwy, Floor 5, Westerville OH 43082$/m);
    assert.match(read, /^birthday: March 9, 1987$/m);
    // (A word or two of a text is no card.)
    assert.equal(withContactCardsKeyed('I work from home\nhome\nis where I am'), 'I work from home\nhome\nis where I am');
  });

  test('the address the writer stresses by its kind is the one used, and a height in primes is feet and inches', async () => {
    const text = ['Address: use the new HOME address on my card, not the others.', '', 'Contacts', 'work', '600 Polaris Pkwy, Floor 5', 'Westerville OH 43082', 'home', '5127 Brand Rd', 'Apt 2C', 'Dublin OH 43017', 'mobile', '(614) 555-0152'].join('\n');
    const fields = [fieldAt('Address 1', 'text', { x: 40, y: 100 }), fieldAt('Address 2', 'text', { x: 40, y: 110 }), fieldAt('City', 'text', { x: 40, y: 120 })];
    const mapped = await mappedValues(fields, [described('Address 1', 'Address 1'), described('Address 2', 'Address 2'), described('City', 'City')], text);
    assert.equal(mapped['Address 1'], '5127 Brand Rd');
    assert.equal(mapped['Address 2'], 'Apt 2C');
    assert.equal(mapped['City'], 'Dublin');
    assert.equal(withTypographyPlain('Height\n5′ 6″'), 'Height\n5\' 6"');
  });
});

describe('a conversation with a chat assistant', () => {
  test('a summary the writer then corrects is dropped, and the speaker lines go', () => {
    const text = ['You said:', 'me = seller, Gerald. buyer is Luis.', '', 'ChatGPT said:', '**Buyer:** Gerald', '**Seller:** Luis', '', 'You said:', 'no you flipped us, I am the SELLER', '', 'ChatGPT said:', '**Buyer:** Luis', '**Seller:** Gerald'].join('\n');
    const read = withAssistantConversationRead(text);
    assert.doesNotMatch(read, /\*\*Buyer:\*\* Gerald/);
    assert.match(read, /\*\*Buyer:\*\* Luis/);
    assert.doesNotMatch(read, /said:/);
    // (A summary the writer goes on from is kept.)
    assert.match(withAssistantConversationRead(text.replace('no you flipped us', 'great, and')), /\*\*Buyer:\*\* Gerald/);
  });

  test('an asking price gives way to the price settled on later', () => {
    const facts = [{ key: 'cash payment', value: '$650.00', sentence: 'x', address: undefined }];
    assert.equal(withoutValuesRuledOut(facts, ['gun: Remington 870. asking 650.', 'we settled on 575.']).length, 0);
    assert.equal(withoutValuesRuledOut(facts, ['gun: Remington 870. asking 650.']).length, 1);
    assert.deepEqual(valuesOf(factsOf('He wanted the trail cam thrown in, I said no, straight cash only. We settled on 575.'), 'price agreed'), ['575']);
  });
});

describe("a relay service's TTY transcript", () => {
  test('turn ends, question marks, operator notes and erasures are read as the TTY means them', () => {
    const text = ['(CA: RINGING 1X 2X)', 'PAYROLL: Social Security number? GA', 'CALLER: 471 55 2093 XX 471 55 2039 SORRY FAT FINGERS GA', 'CALLER: DO YOU NEED HER SSN Q GA', 'PAYROLL: Bye. SK'].join('\n');
    const read = withRelayTranscriptRead(text);
    assert.match(read, /^CALLER: 471-55-2039 sorry fat fingers$/m);
    assert.match(read, /^CALLER: do you need her ssn\?$/m);
    assert.doesNotMatch(read, /CA:|\bGA\b|\bSK\b/);
    assert.equal(withErasuresMade('CHARITY 4,700 XX 4,200. I LOOKED'), 'CHARITY 4,200. I LOOKED');
    assert.equal(withErasuresMade('MAPEL XX MAPLE ST'), 'MAPLE ST');
  });
});

describe("an image bot's prompt log", () => {
  test("only the player's last portrait prompt stays, a change to the one before made in it", () => {
    const text = [
      'Ines, [14.03.2025 21:02]',
      '/gen portrait of a half-orc ranger, red braided hair, amber eyes --ar 2:3',
      'Tobias, [14.03.2025 21:10]',
      '/gen portrait of Captain Marr, auburn hair, green eyes',
      'Ines, [14.03.2025 21:13]',
      '/gen portrait of a half-orc ranger, silver-white hair, storm-grey eyes --seed 88',
      'Ines, [14.03.2025 21:16]',
      '/gen same as before but violet eyes instead of storm-grey, everything else identical',
    ].join('\n');
    const read = withLastImagePromptOnly(text);
    assert.match(read, /^Portrait prompt: portrait of a half-orc ranger, silver-white hair, violet eyes$/m);
    assert.doesNotMatch(read, /amber|auburn|red braided/);
  });
});

describe('a section headed by the writer', () => {
  test('the first line is their name and title, and a line of offices with an address is where they work', () => {
    const text = ['== ME ==', 'Brannigan, Theresa M. — Contract Specialist, GS-1102-11, step 2', 'DLA Land and Maritime, Acquisition Directorate, 3990 E Broad St, Bldg 20, Columbus, OH 43213', '', 'Scioto State University, Office of the Bursar, 1200 University Pkwy, Chillicothe, OH 45601'].join('\n');
    const read = withWritersOwnSectionKeyed(text);
    assert.match(read, /^Me: Brannigan, Theresa M\.$/m);
    assert.match(read, /^My position title: Contract Specialist$/m);
    assert.match(read, /^My organization mailing address: DLA Land and Maritime, Acquisition Directorate, 3990 E Broad St/m);
    // (Past the blank line the section has ended.)
    assert.match(read, /^Scioto State University, Office of the Bursar/m);
  });

  test('"First-line approver is …" gives that role its name, title, phone and e-mail', () => {
    const facts = factsOf('First-line approver is Gregory Paik, Supervisory Contract Specialist, 614-555-0190, gregory.paik@dla.example.gov.');
    assert.deepEqual(valuesOf(facts, 'first line approver name'), ['Gregory Paik']);
    assert.deepEqual(valuesOf(facts, 'first line approver phone'), ['614-555-0190']);
  });
});

describe("what a writer's notes say of a keyed line", () => {
  test('each rewrite gives the keyed line the rest of the reader knows', () => {
    assert.equal(withListsWordLeftToReader('Favourite colour: purple these days. Use whatever your list calls purple.'), 'Favourite colour: purple these days. Use purple.');
    assert.equal(withNameAsOnDocumentKeyed('- Please use my full name as it appears on the deed: Donna Jean Pryor (the CD shortens it).'), '- My full name: Donna Jean Pryor (the CD shortens it).');
    assert.equal(withoutSameAsRemark('Skin: grey-green, same as the prompts'), 'Skin: grey-green');
    assert.equal(withBracketedRequestApart('Allies: Sister Yvaine; Old Marek. (Take Captain Dorsk OFF the list — he sold us out.)'), 'Allies: Sister Yvaine; Old Marek.\nTake Captain Dorsk OFF the list — he sold us out.');
    assert.equal(withoutFullerNameInBrackets('Me: Darnell T. Whitfield (Darnell Terrence)'), 'Me: Darnell T. Whitfield');
    assert.equal(withCountrySaidAfterItsKey('- Country: United Kingdom, we live in England, not in America.'), '- Country: United Kingdom.\nwe live in England, not in America.');
    assert.equal(withBoxEquatedToValue('For whoever fills these out: the requester box (name and address of requester) = Halvorsen Property Group, Garland, TX 75042 — the Garland AP office.'), 'For whoever fills these out: \nrequester: Halvorsen Property Group, Garland, TX 75042');
    // (Lines that say none of it stay.)
    assert.equal(withoutFullerNameInBrackets('Me: Darnell T. Whitfield (Jackson office)'), 'Me: Darnell T. Whitfield (Jackson office)');
  });

  test("an address in the place the writer's old home was goes while another is given", () => {
    const facts = [
      { key: 'Address', value: 'Flat 2, 14 Royal York Crescent, Clifton, Bristol BS8 4JX', sentence: 'a', address: {} },
      { key: 'home address', value: '38 Cotham Vale, Bristol, BS6 6HR', sentence: 'b', address: {} },
    ];
    assert.deepEqual(withoutValuesRuledOut(facts, ['Be careful: the Safety app still has our OLD flat in Clifton.']).map((f) => f.key), ['home address']);
  });
});

describe('pasted threads', () => {
  test('"clear whatever we don\'t use: …" keeps its verb, so the request to empty the other boxes is read', () => {
    assert.equal(withKeyedClausesApart("Please clear whatever we don't use: the whole worksheet."), "Please clear whatever we don't use: the whole worksheet.");
    assert.equal(withKeyedClausesApart('For the treasure, put: a silver map case.'), '\ntreasure: a silver map case.\n');
    assert.ok(wipesTheRest(parseData("The PDF has test garbage in every box. Please clear whatever we don't use: the whole worksheet.").sentences));
  });


  test("a thread whose numbers the writer says are someone else's goes whole, the writer's own lines stay", () => {
    const text = ['I pasted it so you see the method, BUT the numbers in the thread are the asker\'s family, not ours.', '-------- pasted from money.stackexchange.com --------', 'D = 3 (kids)', 'line 2 = $11,400', '-------- end of paste --------', '', 'OUR FACTS', '- Two kids, Ella (6) and Theo (3).'].join('\n');
    const read = withoutSectionsKeptOff(text);
    assert.doesNotMatch(read, /D = 3|11,400|pasted from/);
    assert.match(read, /Two kids, Ella/);
    assert.match(withoutSectionsKeptOff(text.replace("the asker's family, not ours", 'what I used')), /D = 3/);
  });
});

describe('a chat channel copied between rules', () => {
  test('the lines after its end marker are the writer\'s own, not the last message\'s', () => {
    const text = [
      'ok here is Grusha. Ignore the dwarf prompt, that is his NPC.',
      '',
      '--- copied from #portraits ---',
      'Midjourney Bot  APP  — 10/02/2025 9:14 PM',
      '**portrait of a female paladin, silver hair, amber eyes** - @kestrel.rae (fast)',
      '[image] [image]',
      '',
      'Midjourney Bot  APP  — 10/02/2025 9:22 PM',
      '**grizzled dwarf blacksmith, one milky eye** - @dunmore_dm (fast)',
      '',
      'kestrel.rae — 10/02/2025 9:27 PM',
      'ugh the silver reads as old lady. redoing',
      '',
      'Midjourney Bot  APP  — 10/02/2025 9:41 PM',
      '**portrait of a female paladin, black hair, pale gold eyes** - Image #2 @kestrel.rae',
      '',
      'dunmore_dm — 10/02/2025 9:44 PM',
      "oh she's GREAT. that braid",
      '--- end copy ---',
      '',
      'The rest of her sheet:',
      'Name: Grusha Ironvow',
      'Age: 37',
    ].join('\n');
    const facts = factsOf(text);
    assert.deepEqual(valuesOf(facts, 'Name'), ['Grusha Ironvow']);
    assert.deepEqual(valuesOf(facts, 'Age'), ['37']);
  });
});
