/**
 * Requests read once they were no longer held out (issue 4, fresh v46 and probe batches 61-62): a widow's sale told
 * around asides, a snowbird's move with the old house sold, a food truck's LLC and its trade name, a retiree's lots in
 * sentences, a chemist's "About me" line, chat lines whose speaker is "Me", a photographed index card read by a phone,
 * and answers typed under a game master's quoted questions.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Fact } from '../../../workers/mapping/parse-data.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { withCompaniesNamed } from '../../../workers/mapping/named-companies.js';
import { itemWithHeadKeyed, withCostPerUnitWorkedOut } from '../../../workers/mapping/table-items.js';
import { canonicalText } from '../../../workers/mapping/normalize-text.js';
import { withWrappedValuesJoined } from '../../../workers/mapping/hard-wraps.js';
import { withOcrSlipsRead } from '../../../workers/mapping/ocr-slips.js';
import { linesWithArrowedAnswers, linesWithInlineAnswers, linesWithNumberedAnswersToQuotedQuestions } from '../../../workers/mapping/parse-inline-replies.js';

const factsOf = (text: string) => parseData(text).facts;
const find = (facts: Fact[], value: string) => facts.filter((f) => f.value === value);

describe('a sale told around asides', () => {
  const sale =
    "I am selling Walt's shotgun to the Hendricks boy from church - well, he's 31 now - Tyler Hendricks. His address is 1187 County Road 1400 N, Mahomet, IL 61853. Mine you know, but for the form it should read Dolores M. Pruitt, 406 W. Oak Street, Monticello, IL 61856.\n\nFor the license lines: his driver's license number is H536-4471-9082 and mine is P630-5529-4417.";

  test('the name after who the buyer is and an aside is the buyer', () => {
    const facts = factsOf(sale);
    assert.ok(find(facts, 'Tyler Hendricks').some((f) => f.party === 'buyer'));
    assert.ok(find(facts, '1187 County Road 1400 N, Mahomet, IL 61853').some((f) => f.party === 'buyer'));
  });

  test('"it should read NAME, ADDRESS" after "Mine" is the writer\'s name and whole address', () => {
    const facts = factsOf(sale);
    assert.ok(find(facts, 'Dolores M. Pruitt').some((f) => f.party === 'self'));
    // (A street's "W." is no full stop.)
    assert.ok(find(facts, '406 W. Oak Street, Monticello, IL 61856').some((f) => f.party === 'self'));
    assert.equal(find(facts, '406 W').length, 0);
  });

  test('"his … is X and mine is Y": each number is its owner\'s', () => {
    const facts = factsOf(sale);
    assert.deepEqual(find(facts, 'H536-4471-9082').map((f) => f.party), ['buyer']);
    assert.deepEqual(find(facts, 'P630-5529-4417').map((f) => f.party), ['self']);
    assert.ok(!facts.some((f) => f.key === "driver's license number" && f.value.includes('and mine')));
  });
});

describe('a move, with the old house sold', () => {
  test('the house sold is the previous address, and a unit said to be an apartment is one', () => {
    const facts = factsOf(
      'We sold the Ohio house at 2219 Brookfield Drive, Kettering, OH 45429 - a house, so no apartment.\n\nNew place is a condo: 7740 Solana Court, Unit 204 - that\'s an apartment number, not a suite or a floor - Venice, FL 34293.',
    );
    const old = facts.filter((f) => f.value.startsWith('2219 Brookfield Drive'));
    assert.ok(old.length > 0 && old.every((f) => f.epoch === 'previous'));
    assert.ok(facts.some((f) => f.value.includes('7740 Solana Court, Apt 204, Venice, FL 34293')));
  });

  test('"Apartment moved again, sorry: <address>" labels the new address', () => {
    const facts = factsOf('Apartment moved again, sorry: 1420 Hillcrest Ave, Apt 3B, Ann Arbor, MI 48104.');
    assert.ok(facts.some((f) => f.key === 'New address' && f.value.startsWith('1420 Hillcrest Ave')));
  });
});

describe("a business's names", () => {
  test("the LLC's name said alone after \"it's for the LLC\", its dba, and the requester the W-9 is for", () => {
    const text =
      "can u do that W9 pdf for the brewery??\n\nits for the LLC not me personal. Two Sisters Smokehouse LLC. me and tia Carmen own it\n\nthe name on the side of the truck is Humo y Sal BBQ, thats our dba so put that too\n\nbrewery is Saguaro Flats Brewing Co, 415 N 4th Ave, Tucson AZ 85705.";
    const read = withCompaniesNamed(text);
    assert.match(read, /The LLC's legal name is Two Sisters Smokehouse LLC\./);
    assert.match(read, /Our dba is Humo y Sal BBQ/);
    assert.match(read, /The requester is Saguaro Flats Brewing Co, 415 N 4th Ave/);
    const facts = factsOf(text);
    // (A Spanish name's "y" joins it: the whole is the trade name.)
    assert.ok(facts.some((f) => f.key === 'business name doing business as' && f.value === 'Humo y Sal BBQ'));
    assert.ok(!facts.some((f) => f.value === 'Humo'));
  });

  test('a W-9 for the writer\'s own shop names no requester', () => {
    const text = 'Can you do the W9 for my shop? The shop is Lakeside Repair Co, 12 Main St, Troy, NY 12180.';
    assert.equal(withCompaniesNamed(text), text);
  });
});

describe("a retiree's lots in sentences", () => {
  test('a fund named with its ticker and a full stop, and a bond after what kind it is', () => {
    assert.match(itemWithHeadKeyed('Vanguard Wellington Fund Admiral Shares, VWENX. 212.448 shares bought 06/02/2011.'), /^description: Vanguard Wellington Fund Admiral Shares\nsymbol or code: VWENX\n/);
    const bond = itemWithHeadKeyed('The muni bond: Ohio Water Development Authority 4.00% due 12/01/2030, CUSIP 677522KT9. $25,000 par, trade date 09/15/2010.');
    assert.match(bond, /^description: Ohio Water Development Authority 4\.00% due 12\/01\/2030\nsymbol or code: 677522KT9/);
  });

  test("a bond's price per 100 and what it came to are its cost per unit and its cost basis", () => {
    const worked = withCostPerUnitWorkedOut('$25,000 par, price 101.25 (per 100 of par), so $25,312.50 not counting accrued interest.');
    assert.match(worked, /^cost per unit: 101\.25\ncost basis: 25,312\.50\n/);
  });

  test('"all in" is what a lot cost with its fees', () => {
    assert.equal(canonicalText('all in'), canonicalText('total cost basis'));
  });
});

describe('lines about the writer', () => {
  test('"About me: Last, First M. - Title, …" gives the name, the title and the rest as the writer\'s', () => {
    const facts = factsOf('About me: Okonkwo, Adaeze N. - Chemist, GS-1320-12, step 4. Career appointment now (my 3 years were up in January). Non-supervisory.\nSkill/learning objective, something like: "Build in-house capability to develop, validate and troubleshoot methods."');
    assert.ok(facts.some((f) => f.person?.full === 'Okonkwo, Adaeze N.' && f.party === 'self'));
    assert.ok(facts.some((f) => /position title/i.test(f.key) && f.value === 'Chemist'));
    assert.ok(facts.some((f) => f.key === 'appointment type kind' && f.value === 'Career'));
    assert.ok(facts.some((f) => f.key === 'Skill/learning objective' && f.value.startsWith('Build in-house capability to develop, validate')));
  });

  test('"Basics: NAME, SSN …" is the writer\'s', () => {
    const facts = factsOf('Basics: Priya K. Raman, SSN 412-55-8903.');
    assert.ok(facts.some((f) => f.person?.full === 'Priya K. Raman' && f.party === 'self'));
  });
});

describe('chat lines', () => {
  test("an emoji ends a chat's remark without a key, which is then no label over the next line", () => {
    const facts = factsOf('[19:05] DM_Oskar: one at a time tobes 😅\n[19:06] mira_k: faction = Order of the Gauntlet 🌿');
    assert.ok(facts.some((f) => f.key === 'faction' && f.value === 'Order of the Gauntlet'));
    assert.ok(!facts.some((f) => f.key === 'one at a time tobes'));
  });

  test('"Me: Yes, me. NAME" in a chat is the speaker answering, not a key answered', () => {
    const facts = factsOf('Deshawn: And the attorney-in-fact is you?\nMe: Yes, me. Lucía Quintero Brennan. I live in Evanston.');
    assert.ok(!facts.some((f) => f.key === 'Me' && f.value === 'Lucía Quintero Brennan'));
  });
});

describe('a card photographed and read by a phone', () => {
  const card =
    'BRYNJA ASHC0MBE            half-orc ranger, lvl 5\nAge 23  /  Ht 6\'1"  /  Wt l95 lb\nEyes: amber    Skin: grey-green    Hair: black\nAllies: Sister Marguerite of the Temple of Chauntea\n(Daggerford); the Fernwick halflings, who owe her\na favour\nFeatures/traits: Darkvision 60 ft; Relentless Endurance;\nSavage Attacks; Favored Enemy (gnolls)\nTreasure: 2 garnets, 47 gp';

  test("a long value wrapped onto lines of its own is one value again; a short keyed line's next line is not its", () => {
    const joined = withWrappedValuesJoined(card);
    assert.match(joined, /^Allies: Sister Marguerite of the Temple of Chauntea \(Daggerford\); the Fernwick halflings, who owe her a favour$/m);
    assert.match(joined, /^Features\/traits: Darkvision 60 ft; Relentless Endurance; Savage Attacks; Favored Enemy \(gnolls\)$/m);
    const record = 'Name: John Smith\n123 Main St\nSpringfield, IL 62704\nPhone: 217-555-0100\nEmail: js@example.com';
    assert.equal(withWrappedValuesJoined(record), record);
  });

  test("one slip is enough when the writer says a phone read the text; a capital word's 0 is an O", () => {
    const read = withOcrSlipsRead(`I photographed her old index card and the phone turned it into text (below).\n${card}`);
    assert.match(read, /BRYNJA ASHCOMBE/);
    assert.match(read, /Wt 195 lb/);
    // (Without the writer saying so, a single slip may be a code.)
    assert.equal(withOcrSlipsRead('Wt l95 lb'), 'Wt l95 lb');
  });

  test('"she\'s 24 now, not 23": the card\'s old age is the new one', () => {
    const facts = factsOf(`One change: she's 24 now, not 23 - she had a birthday in-game last session.\n\nAge: 23\nHeight: 6'1"\nEyes: amber`);
    assert.ok(!facts.some((f) => /^age$/i.test(f.key) && f.value === '23'));
    assert.ok(facts.some((f) => f.key === 'Age' && f.value === '24'));
  });
});

describe("answers under a game master's quoted questions", () => {
  const reply = [
    '> Character name?',
    '',
    'Aldous Fenwick',
    '',
    '> Age / height / weight?',
    '',
    "52, which is basically a teenager for a dwarf. 5'9\". 210 lb, he's stout",
    '',
    '> Backstory - couple of sentences is fine',
    '',
    'Aldous spent thirty years at the forges of Mirabar until a cave-in buried his whole shift.',
    '',
    '> Additional features & traits?',
    '',
    "Dwarven Resilience (advantage on saves vs poison); Darkvision 60 ft; Blessing of the Forge; proficiency with smith's tools.",
  ];

  test('a thing asked by its name and how to answer, and two words for one thing, are keyed', () => {
    const read = linesWithInlineAnswers(reply).join('\n');
    assert.match(read, /^Backstory: Aldous spent thirty years/m);
    assert.match(read, /^Additional features and traits: Dwarven Resilience/m);
  });

  test("a measure's remark after it is no part of it", () => {
    const facts = factsOf(reply.join('\n'));
    assert.ok(facts.some((f) => f.key === 'Age' && f.value === '52'));
    assert.ok(facts.some((f) => /^weight$/i.test(f.key) && f.value === '210 lb'));
  });
});

test("a trainee's title on the trainee's line is the trainee's, not the writer's", () => {
  const facts = factsOf('Trainee: Nakamura, Kenji T. - Hydrologist, GS-1315, grade 11, step 3, career appointment, non-supervisory.');
  assert.ok(facts.some((f) => f.key === "Trainee's position title" && f.value === 'Hydrologist'));
  assert.ok(!facts.some((f) => f.party === 'self' && f.value === 'Hydrologist'));
});

describe('answers given by number or after a dash', () => {
  test("answers by number over the quoted questions: each read with its question, \"same as before\" as the value it quotes, \"skip\" as nothing", () => {
    const lines = [
      '1. Danielle R. Okafor 2. 384-27-1956 3. same as before 4. married filing jointly 5. skip',
      '',
      '> Hi Danielle, please reply with:',
      '> 1. Legal first name, middle initial, last name',
      '> 2. SSN',
      '> 3. Is your home address still the one on your application (418 Birch Hollow Ln, Apt 6, Lansing, MI 48911)? If not, send the new one.',
      '> 4. Filing status: single/married filing separately, married filing jointly, or head of household?',
      '> 5. Deductions other than the standard deduction?',
    ];
    const read = linesWithNumberedAnswersToQuotedQuestions(lines).join('\n');
    assert.match(read, /: Danielle R\. Okafor$/m);
    assert.match(read, /^SSN: 384-27-1956$/m);
    assert.match(read, /: 418 Birch Hollow Ln, Apt 6, Lansing, MI 48911$/m);
    assert.match(read, /^Filing status: married filing jointly$/m);
    assert.doesNotMatch(read, /: skip$/m);
    // (A list of the writer's own, with no questions quoted, is left as it is.)
    assert.deepEqual(linesWithNumberedAnswersToQuotedQuestions([lines[0]!]), [lines[0]]);
  });

  test('"Question? - answer" lines are answers, and "N/A" or "skip" after the dash is nothing to write', () => {
    const lines = [
      '1. Name as shown on your income tax return (line 1)? - Kessler Brothers Masonry LLC',
      '2. Exempt payee code, if any? - N/A',
      '3. FATCA exemption code? - n/a, no idea what that even is',
      '4. Street address (number, street, apt/suite)? - 2207 Old Mill Rd, Unit 4',
      '5. Account number(s) you want listed? - skip',
    ];
    const read = linesWithArrowedAnswers(lines).join('\n');
    assert.match(read, /Kessler Brothers Masonry LLC/);
    assert.match(read, /2207 Old Mill Rd, Unit 4/);
    assert.doesNotMatch(read, /N\/A|n\/a|skip/);
  });
});
