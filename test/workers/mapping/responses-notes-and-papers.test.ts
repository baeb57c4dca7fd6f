/**
 * Texts read once fresh v60 was no longer held out (issue 4, fresh v60 and probe batch 76): an online form's mailed
 * answers (Google Forms, Jotform), a brew's and a linked-notes app's markup, a utility's confirmation that service
 * moves, approvers' comments that change amounts, a retyped promissory note or security agreement and its hand edits,
 * and the remarks around them.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { factsOf, valuesOf } from '../../helpers/parsed-facts.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';
import { withFormResponsesRead } from '../../../workers/mapping/form-responses.js';
import { withNoteMarkupRead } from '../../../workers/mapping/note-markup.js';
import { withTranscribedEditsApplied } from '../../../workers/mapping/transcribed-edits.js';
import { withServiceMovesKeyed } from '../../../workers/mapping/address-headings.js';
import { withNoteRolesAsSaleSides } from '../../../workers/mapping/roles-equated.js';
import { withBenefitPaymentsTotalled } from '../../../workers/mapping/benefit-payments.js';

const receipt = (heading: string, height: string, licence: 'Yes' | 'No', languages: string) =>
  [
    heading,
    "Here's what was received.",
    '',
    'Walkers – member details',
    '* Indicates required question',
    '',
    'Full name *',
    'Ciara Dunleavy',
    '',
    'New member or existing member? *',
    '( ) New member',
    '(•) Existing member – updating my details',
    '',
    'Street address *',
    'Apt 4, Harbour View',
    '',
    'Address line 2',
    '14 Strand Road',
    '',
    'Height (ft/in – for the club jacket order)',
    height,
    '',
    'Do you hold a full car driving licence?',
    licence === 'Yes' ? '(•) Yes' : '( ) Yes',
    licence === 'No' ? '(•) No' : '( ) No',
    '',
    'Languages you could help with on the Brittany and Black Forest trips (tick all that apply)',
    ...languages.split(',').map((option) => option.trim()),
    '',
    'Create your own Google Form',
    'Report Abuse',
  ].join('\n');

describe("an online form's mailed answers", () => {
  test('each question keys its answer, the marked options are the answer, an edited receipt wins, the first line of two is the street alone', () => {
    const text = [
      'Both receipts below; I edited my answers the next morning.',
      '',
      receipt('Subject: Copy of your response', '5 ft 6 in', 'Yes', '[x] English, [x] French, [ ] German'),
      '',
      receipt('Subject: Copy of your response (updated)', '5 ft 5 in', 'No', '[x] English, [ ] French, [x] German'),
    ].join('\n');
    const read = withFormResponsesRead(text);
    assert.match(read, /^Full name: Ciara Dunleavy$/m);
    assert.match(read, /^Height \(ft\/in – for the club jacket order\): 5 ft 5 in$/m);
    assert.match(read, /^Do you hold a full car driving licence\?: No$/m);
    assert.match(read, /^Languages you could help with: English, German$/m);
    assert.match(read, /^Address line 1: Apt 4, Harbour View$/m);
    assert.match(read, /^Existing member – updating my details$/m);
    assert.doesNotMatch(read, /5 ft 6 in|French|Create your own Google Form: /);
    assert.equal(read.match(/^Full name: /gm)?.length, 1);
    // The street line keeps its flat and its name together.
    const facts = factsOf(read);
    assert.ok(!facts.some((f) => f.address?.city === 'Harbour View'), facts.filter((f) => f.address).map((f) => JSON.stringify(f.address)).join(' | '));
  });

  test("a form's answers as a table of two columns: an answer's lines its parts, or answers of their own where they name themselves", () => {
    const text = [
      'Dear Henrike,',
      'Thank you for your submission. A copy of your answers is below.',
      '',
      'Full Name\tHenrike Baumgärtner',
      'Address\tStreet Address: Goethestraße 41',
      '\tStreet Address Line 2: 3. OG links',
      '\tCity: Freiburg im Breisgau',
      'Tour languages you speak\tDeutsch',
      '\tEnglish',
      'Jersey colour wish\tBordeaux',
      '',
      'Edit Submission',
      'Powered by Jotform',
    ].join('\n');
    const read = withFormResponsesRead(text);
    assert.match(read, /^Address line 1: Goethestraße 41$/m);
    assert.match(read, /^Address line 2: 3\. OG links$/m);
    assert.match(read, /^City: Freiburg im Breisgau$/m);
    assert.match(read, /^Tour languages you speak: Deutsch, English$/m);
    assert.doesNotMatch(read, /Edit Submission:/);
  });

  test("a call's transcript and a newsletter's headings are not a form's answers", () => {
    const transcript = ['Tom Becker   0:04', 'OK, we are recording.', '', 'Niamh Gallagher   0:14', 'Hiya.', '', 'Tom Becker   0:18', 'First thing.', '', 'Niamh Gallagher   0:24', 'An update.', '', 'Marco Ruiz   0:55', 'Sorry.', '', 'Tom Becker   1:01', 'No, Marco.'].join('\n');
    assert.equal(withFormResponsesRead(transcript), transcript);
    const newsletter = ['FROM THE CHAIR', 'Winter is losing its grip.', '', 'SPRING CLASSIC', 'On Sunday 6 April.', '', 'NEW CLUB KIT', 'Green it is.', '', 'MEMBER NEWS', '- Welcome to new members.', '', 'LOST & FOUND', 'Ask Ruud.', '', 'TREASURER', 'Fees are EUR 45.'].join('\n');
    assert.equal(withFormResponsesRead(newsletter), newsletter);
  });

  test('a colour the list lacks, and the one to take instead; a language called wishful thinking is unticked; a state abroad emptied', async () => {
    const fields = [
      fieldAt('colour', 'dropdown', { x: 40, y: 700 }, { options: ['Blue', 'Green', 'Red'], currentValue: 'Blue' }),
      fieldAt('french', 'checkbox', { x: 40, y: 680 }, { currentValue: true }),
      fieldAt('country', 'text', { x: 40, y: 660 }),
      fieldAt('US State', 'text', { x: 40, y: 640 }, { currentValue: 'VA' }),
    ];
    const descriptions = [described('colour', 'Favourite colour'), described('french', 'Français'), described('country', 'Country'), described('US State', 'State')];
    const values = await mappedValues(fields, descriptions, 'Favourite colour: Teal\nCountry: Germany\nState / Province: Baden-Württemberg\nThe French was wishful thinking. And if teal isn\'t one of its colours just go with green.');
    assert.equal(values.colour, 'Green');
    assert.equal(values.french, false);
    assert.equal(values['US State'], '');
  });
});

describe("a brew's and a note's markup", () => {
  test("a brew's blocks and breaks go, its creature's statblock whole; its title names the page; a table of traits with empty headings is keyed", () => {
    const brew = [
      "Here's Odessa; she's 37 now, not 34.",
      '',
      '{{title',
      '# Odessa Farrowgate',
      '## Tiefling Rogue',
      '}}',
      '',
      '| | |',
      '|:--|:--|',
      '| **Age** | 34 |',
      '| **Eyes** | solid gold, no pupils |',
      '',
      '\\page',
      '',
      '{{monster,frame',
      '## Madame Ilse Voss',
      '**Armor Class** :: 15',
      '}}',
    ].join('\n');
    const read = withNoteMarkupRead(brew);
    assert.match(read, /^Name: Odessa Farrowgate$/m);
    assert.doesNotMatch(read, /Ilse Voss|\{\{|\\page/);
    const facts = factsOf(brew);
    assert.deepEqual(valuesOf(facts, 'Eyes'), ['solid gold, no pupils']);
    assert.deepEqual(valuesOf(facts, 'Age'), ['37']);
  });

  test("a note's body field wins over its property, a link is its target, a list that ticks some keeps those, a wiki's markup is left alone", () => {
    const note = ['---', 'age: 94', 'eyes: moss green', '---', '', '# Wrenna Thistledown', 'eyes:: milky white with green flecks', '%% left the Order in session 9 %%', '- [[Brother Corwin Ashby|Corwin]], hermit-priest', '- [x] Hidden Step', '- [ ] Fungal Infestation', '![[sigil.png|120]]'].join('\n');
    const read = withNoteMarkupRead(note);
    assert.match(read, /^eyes: milky white with green flecks$/m);
    assert.doesNotMatch(read, /moss green|Corwin\]|Fungal|sigil|left the Order|\[x\]/);
    assert.match(read, /^age: 94$/m);
    assert.match(read, /Brother Corwin Ashby, hermit-priest/);
    assert.match(read, /^- Hidden Step$/m);
    const wiki = ['{{Infobox character', '| name = Brannoc', '| allies = [[Sister Maelis|Maelis]]', '}}'].join('\n');
    assert.equal(withNoteMarkupRead(wiki), wiki);
    const ldif = ['dn: uid=kbrandt,ou=people', 'cn:: S2F0aWU='].join('\n');
    assert.equal(withNoteMarkupRead(ldif), ldif);
  });
});

describe("a utility's confirmation that service moves", () => {
  test('the address service stops at is the previous one, where it starts the new one; the billing box stays as it was', () => {
    const text = ['STOP SERVICE', 'Service address: 4410 BURNET RD APT 208', '                 AUSTIN TX 78756-3319', 'Stop date: 06/30/2025', '', 'START SERVICE', 'Service address: 1207 SUNDANCE PKWY UNIT 3B', '                 ROUND ROCK TX 78681-5540', '', 'BILLING ADDRESS', 'PO BOX 1492'].join('\n');
    const read = withServiceMovesKeyed(text);
    assert.match(read, /^Previous address: 4410 BURNET RD APT 208$/m);
    assert.match(read, /^New address: 1207 SUNDANCE PKWY UNIT 3B$/m);
    assert.equal(withServiceMovesKeyed('Service address: 12 Elm St, Dayton, OH 45402'), 'Service address: 12 Elm St, Dayton, OH 45402');
  });
});

describe("approvers' comments that change a record's amounts", () => {
  test('a change of a change is followed to its end whatever order the comments come in, and the total above it added up again', () => {
    const text = [
      "Approved. Vendor confirmed the discount, so tuition is $1,404.00, not the $1,560.00 in Harold's comment.",
      'Approved with changes. Day 4 is not covered: tuition $1,560.00 instead of $1,980.00.',
      '',
      'Tuition and fees: $1,980.00',
      'Books and materials: $120.00',
      'Total direct cost: $2,100.00',
      'Per diem: $712.00',
    ].join('\n');
    const facts = factsOf(text);
    assert.deepEqual(valuesOf(facts, 'Tuition and fees'), ['$1,404.00']);
    assert.deepEqual(valuesOf(facts, 'Total direct cost'), ['$1,524.00']);
    assert.deepEqual(facts.filter((f) => f.key.startsWith('Books and materials')).map((f) => f.value), ['$120.00']);
    assert.deepEqual(valuesOf(facts, 'Per diem'), ['$712.00']);
  });

  test("a number said instead of another, what is counted between, mends the request's keyed line below the comment", () => {
    const facts = factsOf('Approved with changes. That makes 24 duty hours instead of 32 and 2.4 CEUs instead of 3.2.\n\nDuty hours: 32\nNon-duty hours: 0\nCredit amount: 3.2');
    assert.deepEqual(valuesOf(facts, 'Duty hours'), ['24']);
    assert.deepEqual(valuesOf(facts, 'Credit amount'), ['2.4']);
    assert.deepEqual(valuesOf(facts, 'Non-duty hours'), ['0']);
  });

  test("a form's question keys its answer, a record's stale step goes, a fund's box takes its code and no amount", async () => {
    const facts = factsOf('How will this training help your work?: Learn to plan ADCP measurements.\nMy within-grade went through, I am step 3 now. The ticket still says step 2.\nPay plan-series-grade/step: GS-1316-11/2');
    assert.deepEqual(valuesOf(facts, 'How will this training help your work'), ['Learn to plan ADCP measurements']);
    assert.ok(!valuesOf(facts, 'step').includes('2'), valuesOf(facts, 'step').join(' | '));
    const fields = [fieldAt('fund', 'text', { x: 40, y: 700 }, { tooltip: 'Enter the appropriation/fund chargeable for the direct costs.' }), fieldAt('step', 'text', { x: 40, y: 680 })];
    const descriptions = [described('fund', 'Appropriation Fund'), described('step', '17. Step')];
    const values = await mappedValues(fields, descriptions, 'Appropriation / fund: 1450-ORF-WT5T2E\nPay plan-series-grade, step: GS-1340-12, step 3');
    assert.equal(values.fund, '1450-ORF-WT5T2E');
    assert.equal(values.step, '3');
    const costs = await mappedValues(fields, descriptions, 'Costs to charge: tuition $1,850.00; books $75.00');
    assert.equal(costs.fund, undefined);
  });
});

describe('a retyped promissory note or security agreement', () => {
  test("the debt's words for its sides are the sale's; a hand edit stands where the struck words stood", () => {
    const note = 'PROMISSORY NOTE\nThe undersigned GARY L. PRUITT ("Maker") promises to pay HAROLD J. VOSSBERG ("Holder") the full purchase price on or before November 15, 2025 [struck out by hand; "December 1, 2025" written above it and initialed GLP].';
    const sides = withNoteRolesAsSaleSides(note);
    assert.match(sides, /\("Buyer"\)/);
    assert.match(sides, /\("Seller"\)/);
    assert.equal(withNoteRolesAsSaleSides('The Holder of this card may enter.'), 'The Holder of this card may enter.');
    const edited = withTranscribedEditsApplied(note);
    assert.match(edited, /on or before December 1, 2025\.$/);
    assert.doesNotMatch(edited, /November|struck/);
    assert.match(withTranscribedEditsApplied('a purchase price of ($875.00) [struck through by hand; "$825.00" written in the margin; initialed].'), /\(\$825\.00\)\./);
  });

  test("the parties as defined, their addresses after the term, a heading's word not a name, the due date moved", () => {
    const facts = factsOf(
      [
        'PROMISSORY NOTE',
        'The undersigned GARY L. PRUITT ("Maker"), residing at 2217 N. Maple Street, Effingham, Illinois 62401, promises to pay to the order of HAROLD J. VOSSBERG ("Holder"), for the purchase price of a shotgun.',
        '1. PARTIES. MARCUS DEWAYNE TILLMAN, of 904 W. Armstrong Avenue, Peoria, Illinois 61606 ("Witness").',
        'The due date got moved to December 1 because his check comes late.',
      ].join('\n'),
    );
    assert.deepEqual(valuesOf(facts, 'Buyer'), ['Gary L. Pruitt']);
    assert.deepEqual(valuesOf(facts, 'Seller'), ['Harold J. Vossberg']);
    assert.ok(valuesOf(facts, 'Buyer address').some((v) => v.startsWith('2217 N. Maple Street')), JSON.stringify(valuesOf(facts, 'Buyer address')));
    assert.deepEqual(valuesOf(facts, 'Witness'), ['Marcus Dewayne Tillman']);
    assert.deepEqual(valuesOf(facts, 'payment due at a future date, no later than'), ['December 1']);
  });
});

describe("an unemployment office's payment history", () => {
  test("the payments of the return's year added up, a cancelled one left out, the claim's own totals not used", () => {
    const text = [
      'Below is my payment history for the 2010 return; my 1099-G never came.',
      'New York State Department of Labor',
      'Unemployment Insurance Online Services  >  Payment History',
      'Week Ending | Date Issued | Status   | Gross  | Fed W/H | NYS W/H | Net',
      '12/27/2009  | 12/29/2009  | Paid     | 405.00 | 40.50   | 10.13   | 354.37',
      '01/03/2010  | 01/05/2010  | Paid     | 405.00 | 40.50   | 10.13   | 354.37',
      '01/31/2010  | 02/02/2010  | Canceled | 405.00 | 40.50   | 10.13   | 354.37 *',
      '01/31/2010  | 02/09/2010  | Reissued | 405.00 | 40.50   | 10.13   | 354.37',
      '02/07/2010  | 02/09/2010  | Paid     | 324.00 | 32.40   |  8.10   | 283.50',
      'Claim totals (paid):          | 1,944.00 | 194.40 | 48.62 | 1,700.98',
    ].join('\n');
    const read = withBenefitPaymentsTotalled(text);
    assert.match(read, /^Unemployment compensation paid in 2010: \$1,134\.00$/m);
    assert.match(read, /^Federal income tax withheld from unemployment in 2010: \$113\.40$/m);
    assert.equal(withBenefitPaymentsTotalled(text.replace('Department of Labor', 'Garden Club').replace('Unemployment Insurance Online Services', 'Members')), text.replace('Department of Labor', 'Garden Club').replace('Unemployment Insurance Online Services', 'Members'));
  });
});

describe('smaller readings', () => {
  test("a register page's address headings under another field, and a name called the business's fictitious one", () => {
    const facts = factsOf(['Status\tACTIVE', 'Principal Address', '1820 BAYSHORE DR', 'NAPLES, FL 34112', '', 'Changed: 03/01/2023', 'Mailing Address', 'PO BOX 9183', 'NAPLES, FL 34101', '', 'the boats all say Tarpon Alley Charters, that\'s our registered fictitious name.'].join('\n'));
    const addresses = facts.filter((f) => f.address).map((f) => `${f.key}: ${f.value}`);
    assert.ok(addresses.some((a) => /^Mailing Address: PO BOX 9183/i.test(a)), addresses.join(' | '));
    assert.deepEqual(valuesOf(facts, 'trade name'), ['Tarpon Alley Charters']);
  });

  test('a thing pawned or given away leaves the treasure the sheet below lists', () => {
    const facts = factsOf('She pawned the silver hand mirror in Vallaki, so drop that.\n\nTreasure: Silver hand mirror etched with initials; Masterwork lockpick roll; 2 garnets');
    assert.deepEqual(valuesOf(facts, 'Treasure'), ['Masterwork lockpick roll; 2 garnets']);
  });

  test('an old eight-digit A-number, in groups of two, three and three, is padded to nine digits', () => {
    assert.deepEqual(valuesOf(factsOf('Her A-number is A87-654-321.'), 'alien registration number A-Number USCIS number'), ['087654321']);
  });
});
