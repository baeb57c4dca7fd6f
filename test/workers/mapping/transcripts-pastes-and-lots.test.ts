/**
 * Requests read once they were no longer held out (issue 4, fresh v42 and probe batches 45-48): spoken words written
 * down (voicemail transcripts, a call centre's live notes, an SMS backup), text damaged by pasting (a word processor's
 * bullets and dashes, a message wrapped at 40 columns), lots told in sentences, and choices said indirectly.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Fact } from '../../../workers/mapping/parse-data.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { findTables, WITH_SPACED_COLUMNS } from '../../../workers/mapping/parse-table.js';
import { findTypedValues } from '../../../workers/mapping/detect-values.js';
import { findUsAddresses, parseAddress } from '../../../workers/mapping/parse-compound.js';
import { stateOfZip } from '../../../workers/mapping/us-states.js';
import { withSpokenNumbers } from '../../../workers/mapping/spoken-numbers.js';
import { withBareStampsDropped, chatMessages } from '../../../workers/mapping/parse-chat.js';
import { withHardWrapsJoined } from '../../../workers/mapping/hard-wraps.js';
import { withTypographyPlain } from '../../../workers/mapping/mail-encoding.js';
import { withPlainBullets } from '../../../workers/mapping/normalize-text.js';
import { linesWithAnswersUnderLabels } from '../../../workers/mapping/parse-answers-under-labels.js';
import { linesWithDetailsUnderPartyLine } from '../../../workers/mapping/parse-indented.js';
import { linesWithAddressesUnderLabels } from '../../../workers/mapping/parse-record.js';
import { findParagraphItems, withCostPerUnitWorkedOut } from '../../../workers/mapping/table-items.js';

const factsOf = (text: string) => parseData(text).facts;
const valuesOf = (facts: Fact[], key: string) => facts.filter((f) => f.key === key).map((f) => f.value);

describe('spoken words written down', () => {
  test('a number a transcription wrote digit by digit is one number; a phone number read so is written as people write it', () => {
    assert.equal(withSpokenNumbers('My a number is 2 1 8 6 0 4 3 7 7. Decatur Georgia 3 0 0 3 3.'), 'My a number is 218604377. Decatur Georgia 30033.');
    assert.equal(withSpokenNumbers('call 4 7 0 5 5 5 0 1 2 9'), 'call 470-555-0129');
    // (Four digits, or digits in groups, are as written.)
    assert.equal(withSpokenNumbers('rooms 1 2 3 4 and 12 3 4 5 6'), 'rooms 1 2 3 4 and 12 3 4 5 6');
  });

  test('a caller who says "this is …" without a full stop is named without the "I" that starts the next clause; "it\'s Marcus Reid from receiving" names him', () => {
    assert.deepEqual(valuesOf(factsOf('Hello this is Oksana Hrytsenko I am calling about the change of address form.'), 'name'), ['Oksana Hrytsenko']);
    assert.deepEqual(valuesOf(factsOf("Hey Brenda it's Marcus Reid from receiving. Sorry I'm driving."), 'name'), ['Marcus Reid']);
    assert.deepEqual(valuesOf(factsOf("It's Monday morning. It's Christmas Eve."), 'name'), []);
  });

  test('a post office box without commas, dictated, is an address; "My social is 328 55 1904" is an SSN', () => {
    assert.deepEqual(findUsAddresses("It's PO Box 2291 Decatur Georgia 30031. Just the mail.").map((a) => a.text), ['PO Box 2291 Decatur Georgia 30031']);
    const ssn = factsOf('My social is 328 55 1904.').find((f) => f.typed?.kind === 'ssn');
    assert.equal(ssn?.value, '328 55 1904');
  });

  test("a call's live notes stamped with the clock are read without their stamps, each line a note", () => {
    const notes = ['10:41 cx = Raymond J. Okafor, SELLER, calling from 309-555-0118', '10:43 seller addr: 1907 Sunnyside Dr, Bloomington IL 61704', '10:49-10:51 HOLD (buyer getting DL)'].join('\n');
    assert.equal(withBareStampsDropped(notes), ['cx = Raymond J. Okafor, SELLER, calling from 309-555-0118', 'seller addr: 1907 Sunnyside Dr, Bloomington IL 61704', 'HOLD (buyer getting DL)'].join('\n'));
    // (A chat whose stamped lines name their speakers again and again keeps its stamps for the chat's reader.)
    const chat = ['10:41 Deb: hi', '10:42 Ann: hello', '10:43 Deb: ok'].join('\n');
    assert.equal(withBareStampsDropped(chat), chat);
  });

  test("the call's customer named with their part in the deal is that party; their licence keyed without a colon and a serial the seller corrects at the read-back are theirs", () => {
    const facts = factsOf(
      [
        'cx = Raymond J. Okafor, SELLER, calling from 309-555-0118.',
        'buyer joined: Curtis Lindqvist (L-I-N-D-Q-V-I-S-T). addr 44 Fox Run Ct, Normal IL 61761',
        'HOLD (buyer getting DL)',
        'buyer DL L523-7710-4468 IL / seller DL O216-5539-8127 IL',
        'READBACK - seller corrects SN: BB045127 (last two swapped). UPDATED.',
      ].join('\n'),
    );
    assert.equal(facts.find((f) => f.key === 'seller')?.value, 'Raymond J. Okafor');
    assert.equal(facts.find((f) => f.key === 'buyer joined')?.value, 'Curtis Lindqvist');
    assert.deepEqual(valuesOf(facts, 'buyer getting'), []);
    assert.equal(facts.find((f) => f.key === 'buyer DL')?.value, 'L523-7710-4468');
    assert.equal(facts.find((f) => f.key === 'seller DL')?.value, 'O216-5539-8127');
    assert.deepEqual(valuesOf(facts, 'SN'), ['BB045127']);
  });

  test("an SMS backup's export, a date and time then a bar before each sender, is a chat", () => {
    const messages = chatMessages(['2025-02-17 20:12:04 | Me: ok here is my new girl', '2025-02-17 20:14:02 | Caleb (DM): love the name', '2025-02-17 20:16:55 | Me: 5\'9, about 140 lbs'])!;
    assert.deepEqual(messages.map((m) => m.speaker), ['me', 'caleb (dm)', 'me']);
  });

  test("a poll's question keys its winning answer", () => {
    const facts = factsOf(['Poll 1 "Name?"            -> Pipwick Thornbramble (41%) | Sir Reginald Crumbs (33%)', 'Poll 2 "Age?"             -> 67 (52%) | 19 (48%)'].join('\n'));
    assert.deepEqual(valuesOf(facts, 'Name'), ['Pipwick Thornbramble']);
    assert.deepEqual(valuesOf(facts, 'Age'), ['67']);
  });
});

describe('text damaged by pasting', () => {
  test("a message wrapped at 40 columns is joined back into its writer's lines; a signature's short lines stay", () => {
    const text = [
      'This is Hoa Pham, Lan\'s cousin. I am',
      'writing for her from the library',
      'computer because Lan does not have email',
      'yet. At the clinic on Saturday you said',
      'she has to send the change of address',
      'card to USCIS within 10 days of moving,',
      'so here is everything you asked for.',
      '',
      'Her full name is NGUYEN Thi Lan. Nguyen',
      'is the family name, Lan is her given',
      'name and Thi is her middle name.',
      '',
      'She moved on March 28 to 3318 Bryant Ave',
      'S, Apartment 207, Minneapolis MN 55408.',
      '',
      'Hoa Pham',
      '612-555-0139',
    ].join('\n');
    const joined = withHardWrapsJoined(text).split('\n');
    assert.equal(joined[1], '');
    assert.equal(joined[2], 'Her full name is NGUYEN Thi Lan. Nguyen is the family name, Lan is her given name and Thi is her middle name.');
    assert.equal(joined[4], 'She moved on March 28 to 3318 Bryant Ave S, Apartment 207, Minneapolis MN 55408.');
    assert.deepEqual(joined.slice(-2), ['Hoa Pham', '612-555-0139']);
    // (Lines broken by their writer, short of the width, are as written.)
    const note = ['Name: Ann Lee', 'SSN 123-45-6789', 'Phone 555-0100'].join('\n');
    assert.equal(withHardWrapsJoined(note), note);
  });

  test("a word processor's dashes in a code and its non-breaking spaces are plain; curly quotes round a labelled value go", () => {
    assert.equal(withTypographyPlain('license: K423\u20137710\u20135568, (309) 555\u20130162'), 'license: K423-7710-5568, (309) 555-0162');
    assert.equal(withTypographyPlain('Model 70 (bolt\u2011action)\u00a0rifle'), 'Model 70 (bolt-action) rifle');
    assert.equal(withTypographyPlain('Caliber: \u2018.308 Win\u2019'), 'Caliber: .308 Win');
    // (A dash between words is the writer's.)
    assert.equal(withTypographyPlain('Bill of sale \u2013 Winchester'), 'Bill of sale \u2013 Winchester');
  });

  test("Word's bullets pasted as their fonts' characters are list items, and the tabs after a label one space", () => {
    assert.equal(withPlainBullets('\t\u00b7\tPrincipal (Seller):\t\t\tMargaret A. Lindqvist\n\t\to\tAgent resides in:\t\tNaperville'), '\t- Principal (Seller): Margaret A. Lindqvist\n\t\t- Agent resides in: Naperville');
    assert.equal(withPlainBullets('Closing:\t\t\t06/20/2025'), 'Closing: 06/20/2025');
  });

  test('numbered headings over lists of items are no labels over answers', () => {
    const lines = ['1. PARTIES', '  - Principal: Margaret A. Lindqvist', '2. PROPERTY', '  - PIN: 11-18', '3. EXECUTION', '  - Witness: Carla M. Ruiz', '4. TO DO', '  - Record it'];
    assert.deepEqual(linesWithAnswersUnderLabels(lines), lines);
  });

  test("a party's details on the lines right under their keyed line are that party's, up to a line of prose", () => {
    const lines = ["SELLER (that's me): Raymond J. Kowalczyk", '418 W. Locust St., Bloomington, IL 61701', "Illinois driver's license: K423-7710-5568", '', 'BUYER: Daniel Ostrowski', '2207 Eastland Dr., Apt 3B, Normal, IL 61761', 'He showed me his FOID card, it is current.'];
    assert.deepEqual(linesWithDetailsUnderPartyLine(lines), [
      "SELLER (that's me): Raymond J. Kowalczyk",
      'SELLER: 418 W. Locust St., Bloomington, IL 61701',
      "SELLER Illinois driver's license: K423-7710-5568",
      '',
      'BUYER: Daniel Ostrowski',
      'BUYER: 2207 Eastland Dr., Apt 3B, Normal, IL 61761',
      'He showed me his FOID card, it is current.',
    ]);
    // ("SELLER (that's me)": the writer is the seller, so the writer's own facts are the seller's.)
    assert.ok(factsOf(lines.join('\n')).some((f) => f.key === 'SELLER' && f.value === '418 W. Locust St., Bloomington, IL 61701' && f.party === 'seller'));
  });

  test('a code with a remark after a dash is the code; a kin in brackets does not change the part a key names', () => {
    assert.equal(factsOf('Serial: G2093847 \u2013 the G is part of the serial').find((f) => f.key === 'Serial')?.value, 'G2093847');
    assert.equal(factsOf('Attorney-in-Fact: Eric J. Lindqvist (son)').find((f) => f.key === 'Attorney-in-Fact')?.party, 'agent');
  });
});

describe('addresses', () => {
  test("a US address without its state takes the state its ZIP code says; Europe's postcodes before the town do not", () => {
    assert.equal(stateOfZip('60647'), 'IL');
    assert.equal(stateOfZip('07302'), 'NJ');
    assert.equal(stateOfZip('99999-1234'), 'AK');
    assert.equal(stateOfZip('1234'), undefined);
    assert.equal(parseAddress('88 Bright St, apartment 4R, Jersey City 07302')?.state, 'NJ');
    assert.equal(parseAddress('Hauptstr. 5, 10115 Berlin')?.state, '');
    assert.equal(parseAddress('Via Roma 5, Milano 20121, Italy')?.state, '');
    assert.deepEqual(findUsAddresses('I am at Lakeview Pulmonary Associates, 3000 N Halsted St, Chicago 60657, we are in suite 705.').map((a) => a.text), ['3000 N Halsted St, Chicago 60657']);
  });

  test('an address key, a remark after a dash, then the address: the remark is said apart and the address keyed', () => {
    const facts = factsOf('OLD address - we lived in Jersey City before, the New Jersey side not New York: 88 Bright St, apartment 4R, Jersey City 07302.');
    assert.equal(facts.find((f) => f.key === 'OLD address')?.value, '88 Bright St, apartment 4R, Jersey City 07302');
  });

  test('an address over lines under its label, a remark in words between its lines, is one address and the remark its own line', () => {
    const lines = ['The new address is:', 'Zuiderdiep 47A', 'above the bicycle shop, so for the second address line please write "boven Fietsenmakerij Hoekstra"', '9711 HE Groningen', 'Netherlands', '', 'The old one was gone.'];
    assert.deepEqual(linesWithAddressesUnderLabels(lines).slice(0, 2), ['The new address is: Zuiderdiep 47A, 9711 HE Groningen, Netherlands', lines[2]]);
    const facts = factsOf(lines.join('\n'));
    assert.ok(facts.some((f) => f.address?.line2 === 'boven Fietsenmakerij Hoekstra'));
  });

  test('"1540 Rice Street in Saint Paul, MN 55117": the town after "in" without a comma', () => {
    assert.equal(factsOf('Before that she lived at 1540 Rice Street in Saint Paul, MN 55117.').find((f) => f.address)?.address?.city, 'Saint Paul');
  });

  test("the address read out of a name-and-address whose party is known is that party's", () => {
    const facts = factsOf("If it helps, the requester part can be your office: Maumee Valley Children's Clinic, Accounts Payable, 4400 Monroe St, Toledo, OH 43606.");
    const bare = facts.find((f) => f.value === '4400 Monroe St, Toledo, OH 43606');
    const whole = facts.find((f) => f.value.startsWith('Maumee Valley') && f.party !== undefined);
    assert.ok(whole);
    assert.equal(bare?.party, whole.party);
  });
});

describe('lots and amounts', () => {
  test("a fixed-width ledger with a ruler under its header is a table; a row that breaks the columns ends it", () => {
    const lines = [
      ' #  SECURITY                   SYMBOL  TRADE DATE  QTY/PAR      COST/UNIT',
      ' -- -------------------------- ------- ----------- ------------ ------------',
      ' 1  Johnson & Johnson common   JNJ     03/14/2006           200   $61.35 (a)',
      ' 2  Vanguard Wellesley Inc.    VWINX   11/02/2009     1,284.337   $19.47 (b)',
    ];
    const [table] = findTables(lines, WITH_SPACED_COLUMNS);
    assert.deepEqual(table?.rows.map((row) => row[4]), ['200', '1,284.337']);
    // (An amount is no front of a longer number.)
    assert.deepEqual(findTypedValues('1,284.337 shares').filter((t) => t.kind === 'money'), []);
  });

  test('a paragraph per lot is an item each, a lot sold none; the cost per unit is the whole lot\'s cost, commission in, over its units', () => {
    const text = [
      'I still own all of these:',
      '',
      'The Johnson & Johnson (JNJ). I bought 150 shares on March 3, 2009 - paid $58.43 a share plus the $10.50 commission, so 8,775 all in.',
      '',
      'Pfizer (PFE), 300 shares on June 5th 2002. I wrote 10.5k in my ledger for that one and that includes the fee.',
      '',
      'Dont bother with the Ford. I had 500 shares of F from 2007 but I sold them all last June.',
    ].join('\n');
    const items = findParagraphItems(text);
    assert.deepEqual(items.map((item) => item.text.slice(0, 12)), ['The Johnson ', 'Pfizer (PFE)']);
    assert.match(withCostPerUnitWorkedOut(items[0]!.text), /^cost per unit: 58\.50\n/);
    assert.match(withCostPerUnitWorkedOut(items[1]!.text), /^cost per unit: 35\.00\n/);
    assert.equal(withCostPerUnitWorkedOut('KO: 300 shares bought June 2, 2009 at $24.87'), 'KO: 300 shares bought June 2, 2009 at $24.87');
  });

  test('"so half of my self-employment tax would be $2,230.49" keeps the whole amount; "1,492.66 of taxable interest" is keyed by what it is', () => {
    assert.deepEqual(valuesOf(factsOf('I ran the worksheet, so half of my self-employment tax would be $2,230.49. Please check.'), 'half of my self-employment tax'), ['$2,230.49']);
    assert.ok(factsOf('Interest: from the credit union $412.66 - I make that 1,492.66 of taxable interest.').some((f) => f.key === 'taxable interest' && f.value === '1,492.66'));
  });
});

describe('who and what, said indirectly', () => {
  test("the kind of entity said, then its name alone, is the business's legal name; the name everyone knows it by is its trade name", () => {
    const facts = factsOf("Rosalind M.: It's a corporation. Mbeki & Daughters Catering, Inc. Regular C corp.\nRosalind M.: Yes everyone knows us as Sunday Table Catering, thats on the trucks");
    assert.deepEqual(valuesOf(facts, 'legal name of the business'), ['Mbeki & Daughters Catering, Inc.']);
    assert.deepEqual(valuesOf(facts, 'trade name doing business as'), ['Sunday Table Catering']);
    assert.deepEqual(valuesOf(factsOf('She also advertises as "Brightwater Speech & Language", on her invoices.'), 'trade name doing business as'), ['Brightwater Speech & Language']);
  });

  test('"faction name is just The Lantern Ferry (the winning crew)" names the faction; "My details for the first-line block" are the supervisor\'s', () => {
    assert.deepEqual(valuesOf(factsOf('- faction name is just The Lantern Ferry (the winning crew)'), 'faction name'), ['The Lantern Ferry']);
    const details = factsOf('My details for the first-line block: Brian Castellanos, Acting Supervisory Hydrologist, (806) 472-3319 x 215.');
    assert.equal(details.find((f) => f.key === 'My details for the first-line block')?.party, 'supervisor');
  });
});
