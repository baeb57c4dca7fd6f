/**
 * Requests that add and mend things after the fact (issue 4, fresh v25 read): a pasted table of lots with a
 * lot described in prose after it and a row mended later, a P.S. of things forgotten, answers to a clerk's
 * questions, a note that says whose a W-9 is, a seller's e-mail with the price changed, a W-4's worksheet in
 * sentences.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Fact } from '../../../workers/mapping/parse-data.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { findTables } from '../../../workers/mapping/parse-table.js';
import { findTableRowItems } from '../../../workers/mapping/table-items.js';
import { linesWithInlineAnswers } from '../../../workers/mapping/parse-inline-replies.js';
import { findTypedValues } from '../../../workers/mapping/detect-values.js';
import { splitSentences } from '../../../workers/mapping/sentences.js';
import { firearmMakeAndModel } from '../../../workers/mapping/firearm-makers.js';
import { withLowercaseTextCased } from '../../../workers/mapping/lowercase-text.js';
import { withTranscriptPauses } from '../../../workers/mapping/parse-transcript.js';
import { mapValuesWith } from '../../../workers/stages/map-values.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

const factsOf = (text: string) => parseData(text).facts;
const factOf = (facts: Fact[], value: string) => facts.find((f) => f.value === value);

const LOTS = [
  'Symbol | Shares | Bought on | Price per share incl. commission | Name',
  'KO | 200 | 03/14/2008 | 27.85 | Coca-Cola Co',
  'JNJ | 75 | 11/02/2009 | 61.40 | Johnson & Johnson',
].join('\n');

describe('a pasted table of lots, mended and added to in prose', () => {
  test('a pipe table\'s column may be named by a short phrase; a comma-separated line of as many words is prose', () => {
    assert.equal(findTables(LOTS.split('\n')).length, 1);
    assert.deepEqual(findTables(['I sold the old car to my brother last year, then we moved to the coast in May, and now we rent a flat']), []);
  });

  test('"Name" of a lot is its description; "the KO line should be 250 shares, not 200" mends that row alone', () => {
    const items = findTableRowItems(`${LOTS}\n\nOh, and the KO line should be 250 shares, not 200.`);
    assert.equal(items.length, 2);
    assert.match(items[0]!.text, /^description: Coca-Cola Co$/m);
    assert.match(items[0]!.text, /^Shares: 250$/m);
    assert.match(items[1]!.text, /^Shares: 75$/m);
  });

  test('a lot described after the table ("Then there\'s the bond, …: Ohio Water …, CUSIP …. I have 25 bonds, traded …") is one more item', () => {
    const prose = "Then there's the bond, please put it after the stocks: Ohio Water Development Authority 4.25% revenue bond due 12/01/2030, CUSIP 677660AB8. I have 25 bonds, traded 09/20/2012.";
    const items = findTableRowItems(`${LOTS}\n\n${prose}\n\nThanks,\nMargaret`);
    assert.equal(items.length, 3);
    assert.equal(items[2]!.number, 3);
    assert.match(items[2]!.text, /^Ohio Water Development Authority/);
    // (A paragraph about a row of the table, or one that takes a lot off, adds nothing.)
    assert.equal(findTableRowItems(`${LOTS}\n\nThe KO lot: I have 250 shares since 03/14/2008 counting reinvested dividends.`).length, 2);
    assert.equal(findTableRowItems(`${LOTS}\n\nI sold 40 shares of Pfizer on 05/02/2019, skip that one.`).length, 2);
  });

  test('an amount per unit goes in "Cost per Unit", never in the row\'s "Cost Basis" beside it', async () => {
    const fields = [fieldAt('Row1.costperunit', 'text', { x: 300, y: 300, width: 80 }), fieldAt('Row1.costabasis', 'text', { x: 400, y: 300, width: 80 })];
    const descriptions = [described('Row1.costperunit', 'Cost per Unit Including comm./ fees'), described('Row1.costabasis', 'Cost Basis Including comm./ fees')];
    assert.deepEqual(await mappedValues(fields, descriptions, 'I have 25 bonds, cost 1015.00 per bond including the fee.'), { 'Row1.costperunit': '1015.00' });
  });
});

describe('what a request says of itself', () => {
  test('"It\'s for account 6630-1847", "The print name should be Margaret L. Whitfield."', () => {
    assert.equal(factOf(factsOf("It's for account 6630-1847 (all of these lots are in that one account)."), '6630-1847')?.key, 'account number');
    assert.equal(factOf(factsOf('The print name should be Margaret L. Whitfield.'), 'Margaret L. Whitfield')?.key, 'print name');
    // ("… should be Advanced Welding, not Basic Welding": the value is what it should be.)
    assert.equal(factsOf('The course title should be Advanced Welding, not Basic Welding.').find((f) => f.key === 'course title')?.value, 'Advanced Welding');
  });

  test('"It\'s for the company, not for me personally: Kestrel & Finch Landscaping LLC" is the name the form is about', async () => {
    assert.equal(factOf(factsOf("It's for the company, not for me personally: Kestrel & Finch Landscaping LLC."), 'Kestrel & Finch Landscaping LLC')?.key, 'company legal name');
    const fields = [fieldAt('f1_1', 'text', { x: 40, y: 100, width: 400 })];
    const descriptions = [described('f1_1', '1 Name (as shown on your income tax return). Name is required on this line; do not leave this line blank.')];
    const text = "Priya - could you do the W-9? It's for the company, not for me personally: Kestrel & Finch Landscaping LLC.\nThanks!\nGary Holm";
    assert.deepEqual(await mappedValues(fields, descriptions, text), { f1_1: 'Kestrel & Finch Landscaping LLC' });
  });

  test('an address given "for the requester box" is not the payee\'s, which names no requester in its label', async () => {
    const fields = [fieldAt('f1_7', 'text', { x: 40, y: 300, width: 300 }), fieldAt('f1_9', 'text', { x: 360, y: 300, width: 200, height: 40 })];
    const descriptions = [
      described('f1_7', '5 Address (number, street, and apt. or suite no.) See instructions.', '5 Address (number, street, and apt. or suite no.) See instructions.  Requester’s name and address (optional)'),
      described('f1_9', 'Requester’s name and address (optional)'),
    ];
    const text = 'Use our mailing address, PO Box 2218, Bend, OR 97709.\nFor the requester box: Brightwater Property Management, 1040 NW Bond St, Suite 300, Bend, OR 97703.';
    const values = await mappedValues(fields, descriptions, text);
    assert.equal(values.f1_7, 'PO Box 2218');
    assert.equal(values.f1_9, 'Brightwater Property Management, 1040 NW Bond St, Suite 300, Bend, OR 97703');
  });
});

describe('answers to a clerk\'s questions', () => {
  test('the last answer ends where the letter closes', () => {
    const lines = ['> Full name?', 'Daniel Okafor-Reyes', '', '> Gender?', 'Male.', '', '> Date of the request?', 'Today, please - 9 June 2025.', '', 'Best regards,', 'Daniel Okafor-Reyes'];
    const read = linesWithInlineAnswers(lines);
    assert.ok(read.includes('Best regards,'));
    assert.ok(!read.some((line) => /June 2025.*regards/i.test(line)));
  });

  test('"Daniel Okafor-Reyes (Okafor-Reyes is the surname, hyphen included)": a remark on how the name is written', () => {
    const name = factsOf('Full name: Daniel Okafor-Reyes (Okafor-Reyes is the surname, hyphen included).').find((f) => f.key === 'Full name');
    assert.equal(name?.value, 'Daniel Okafor-Reyes');
    assert.equal(name?.person?.last, 'Okafor-Reyes');
  });
});

describe('a P.S. of things forgotten', () => {
  const ps = 'P.S. Things I forgot: the vendor is Federal Acquisition Training Group, 1200 Wilson Blvd, Suite 900, Arlington, VA 22209 - phone 703-555-0121, registrar@fatg.example.com, and the person to ask for is Monique Lefebvre. Tuition is 1850.00.';

  test('its lead-in is no key and makes nothing the writer\'s; the vendor\'s details after the dash are the vendor\'s', () => {
    const facts = factsOf(ps);
    assert.ok(!facts.some((f) => /forgot/i.test(f.key)));
    assert.equal(facts.find((f) => f.typed?.kind === 'phone')?.topic, 'vendor');
    assert.equal(facts.find((f) => f.typed?.kind === 'email')?.value, 'registrar@fatg.example.com');
    assert.equal(facts.find((f) => f.key === 'point of contact name')?.value, 'Monique Lefebvre');
    // ("Tuition is 1850.00." after "the vendor is …" is not the vendor's.)
    assert.equal(facts.find((f) => f.typed?.kind === 'money')?.topic, '');
    assert.ok(!facts.some((f) => f.party !== undefined && f.typed?.kind === 'phone'));
  });

  test('"Office: Bureau of Reclamation, …, PO Box 25007, Denver, CO 80225" fills "Organization Mailing Address" whole', async () => {
    const fields = [fieldAt('7 Organization Mailing Address', 'text', { x: 40, y: 300, width: 300, height: 30 })];
    const descriptions = [
      described(
        '7 Organization Mailing Address',
        '7. Organization Mailing Address (Branch-Division/Office/Bureau/Agency)',
        '4. Home Address (Optional) (Number, Street, City, State, ZIP Code)  5. Home Telephone (Optional) / (Include Area Code) / 7. Organization Mailing Address (Branch-Division/Office/Bureau/Agency)  8. Office Telephone',
      ),
    ];
    const office = 'Bureau of Reclamation, Acquisition Operations Division, Denver Federal Center, Bldg 67, PO Box 25007, Denver, CO 80225';
    assert.deepEqual(await mappedValues(fields, descriptions, `Office: ${office}.`), { '7 Organization Mailing Address': office });
    // (A person's record is no office's: it is read as a name and an address, if at all.)
    const { assignments } = await mapValuesWith({ fields, descriptions, data: 'Office: Thomas Reyes, 512 Prairie View Rd, Springfield, IL 62704.' }, {});
    assert.ok(!assignments.some((a) => /an office with its address/.test(a.reasoning ?? '')));
  });

  test('"Location of Training Site (if different form 1a)" takes a place keyed as one, not the vendor\'s name again', async () => {
    const row = '1a. Name and Mailing Address of Training Vendor (No., Street, City, State, ZIP Code)  1.b Location of Training Site (if different form 1a)';
    const fields = [
      fieldAt('1a Name and Mailing Address of Training Vendor', 'text', { x: 40, y: 300, width: 260, height: 30 }),
      fieldAt('1b location address vendor', 'text', { x: 320, y: 300, width: 260, height: 30 }, { tooltip: 'If different from the mailing address, enter the location address of the training site.' }),
    ];
    const descriptions = [
      described('1a Name and Mailing Address of Training Vendor', '1a. Name and Mailing Address of Training Vendor (No., Street, City, State, ZIP Code)', row),
      described('1b location address vendor', '1.b Location of Training Site (if different form 1a)', row),
    ];
    const vendor = 'Things I forgot: the vendor is Federal Acquisition Training Group, 1200 Wilson Blvd, Suite 900, Arlington, VA 22209 - phone 703-555-0121.';
    assert.deepEqual(await mappedValues(fields, descriptions, vendor), { '1a Name and Mailing Address of Training Vendor': 'Federal Acquisition Training Group, 1200 Wilson Blvd, Suite 900, Arlington, VA 22209' });
    const located = await mappedValues(fields, descriptions, `${vendor}\nTraining site: 999 18th St, Denver, CO 80202.`);
    assert.equal(located['1b location address vendor'], '999 18th St, Denver, CO 80202');
  });
});

describe('an SF-182 e-mail\'s details in passing', () => {
  test('"My supervisor is Karen Lindqvist, Chief, …, karen.lindqvist@example.gov.": the e-mail address\'s dots end nothing', () => {
    const said = factsOf('My supervisor is Karen Lindqvist, Chief, Technical Services Division, karen.lindqvist@example.gov.').find((f) => f.key === 'supervisor');
    assert.equal(said?.value, 'Karen Lindqvist, Chief, Technical Services Division, karen.lindqvist@example.gov');
  });

  test('"code it as Training Program Area": an option written in capitals is the option, not a name', async () => {
    const options = ['Select one', '01 - Training Program Area', '02 - Developmental Training Area', '03 - Basic Training Area'];
    const fields = [fieldAt('8B training type code', 'dropdown', { x: 40, y: 300 }, { options, tooltip: 'Select one of three Training Type Codes from the drop-down menu.' })];
    const descriptions = [described('8B training type code', '8B. Training Type Code')];
    assert.deepEqual(await mappedValues(fields, descriptions, 'Our training office says to code it as Training Program Area.'), { '8B training type code': '01 - Training Program Area' });
  });

  test('"I need it because …, which is a new assignment for me" speaks of the training\'s purpose', async () => {
    const options = ['01', '02', '03'];
    const optionLabels = ['Program/Mission', 'New Work Assignment', 'Improve/Maintain Present Performance'];
    const fields = [fieldAt('7B training purpose type', 'dropdown', { x: 40, y: 300 }, { options, optionLabels, tooltip: 'Select the purpose for taking this course or program using the appropriate training purpose type code.' })];
    const descriptions = [described('7B training purpose type', '(See page 6 for additional instructions)')];
    const text = "I need it because I've just been handed the construction contracts portfolio, which is a new assignment for me.";
    assert.deepEqual(await mappedValues(fields, descriptions, text), { '7B training purpose type': '02' });
  });

  test('a course\'s line: its title first, then who gives it ("by …"), whom to ask ("POC …") and the provider\'s contacts', () => {
    const facts = factsOf('- course: PMP Exam Prep Boot Camp, course # PM-2210, by Summit Learning Partners LLC (private vendor), 3600 Wynkoop St, Denver CO 80216. ph 303-555-0175, enroll@summitlp.example.com, POC Greg Halvorsen');
    assert.equal(facts.find((f) => f.key === 'course title')?.value, 'PMP Exam Prep Boot Camp');
    assert.equal(facts.find((f) => f.organisation && f.value === 'Summit Learning Partners LLC')?.key, 'provider vendor organization');
    assert.equal(facts.find((f) => f.key === 'point of contact name')?.value, 'Greg Halvorsen');
    assert.match(facts.find((f) => f.typed?.kind === 'email')?.topic ?? '', /\bvendor$/);
    assert.ok(!facts.some((f) => f.person?.full === 'PMP Exam Prep Boot Camp'));
  });
});

describe('a supervisor\'s labelled lines for an employee', () => {
  test('"Position title: Contract Specialist (non-supervisory)": the level in brackets is no part of the title', () => {
    assert.equal(factsOf('Position title: Contract Specialist (non-supervisory)').find((f) => f.key === 'Position title')?.value, 'Contract Specialist');
    // (A title's own words in brackets stay: "IT Specialist (Systems Administration)".)
    assert.equal(factsOf('Position title: IT Specialist (Systems Administration)').find((f) => f.key === 'Position title')?.value, 'IT Specialist (Systems Administration)');
  });

  test('"…, course number FAF-110, run by Meridian Procurement Academy, 1650 Larimer St …": the title alone is left of the line', () => {
    const facts = factsOf('The course is Federal Acquisition Fundamentals, course number FAF-110, run by Meridian Procurement Academy, 1650 Larimer St, Suite 700, Denver, CO 80202.');
    assert.ok(facts.some((f) => f.value === 'Federal Acquisition Fundamentals'));
    assert.ok(!facts.some((f) => /course number,|, Meridian/.test(f.value) && f.value.startsWith('Federal')));
  });

  test('a person\'s name never fills a count, whatever the count\'s instructions say of the employee', async () => {
    const fields = [fieldAt('6 Training NonDuty Hours', 'text', { x: 40, y: 300, width: 80 }, { tooltip: 'Enter the number of non-duty hours the employee needs to successfully complete the training.' })];
    const descriptions = [described('6 Training NonDuty Hours', '6. Training Non-Duty Hours')];
    assert.deepEqual(await mappedValues(fields, descriptions, 'Employee: Marisol T. Vega-Castillo'), {});
  });

  test('"so yes, she needs an accommodation: an ASL interpreter …" answers yes and gives what "If yes, describe" asks', async () => {
    const facts = factsOf('Marisol is deaf, so yes, she needs an accommodation: an ASL interpreter for all classroom sessions.');
    assert.equal(facts.find((f) => f.detailOfAnswer === 'yes')?.value, 'An ASL interpreter for all classroom sessions');
    assert.equal(facts.find((f) => f.key === 'accommodation needed')?.value, 'Yes');
    assert.ok(!factsOf("She doesn't need an accommodation: nothing at all.").some((f) => f.detailOfAnswer === 'yes'));
    const fields = [fieldAt('If yes please describe', 'text', { x: 40, y: 300, width: 300 }, { tooltip: 'If the applicant requires special accomoodation, please describe the requirements here.' })];
    const descriptions = [described('If yes please describe', 'If yes, please describe the requirements below', '11. Does applicant need special  If yes, please describe the requirements below')];
    const values = await mappedValues(fields, descriptions, 'Marisol is deaf, so yes, she needs an accommodation: an ASL interpreter for all classroom sessions.');
    assert.deepEqual(values, { 'If yes please describe': 'An ASL interpreter for all classroom sessions' });
  });
});

describe('a seller\'s e-mail', () => {
  test('whom the writer sells to is the buyer, and the details after the name are theirs', () => {
    const facts = factsOf("I'm selling my old shotgun to my neighbour across the street, Tomasz Nowicki, 1411 W Elm St, Urbana, IL 61801.");
    assert.equal(facts.find((f) => f.key === 'buyer name')?.value, 'Tomasz Nowicki');
    assert.ok(facts.filter((f) => f.value.includes('1411 W Elm St')).every((f) => f.party === 'buyer'));
    assert.equal(factsOf('We bought the rifle from Dale Pruitt last week.').find((f) => f.key === 'seller name')?.value, 'Dale Pruitt');
  });

  test('"mine is W325-… and Tomasz\'s is N242-…": each number its owner\'s, keyed by the words that lead in', () => {
    const facts = factsOf("I'm selling my rifle to Tomasz Nowicki. Driver's licences, since the form asks: mine is W325-6618-2240 and Tomasz's is N242-9907-3158, both Illinois.");
    assert.equal(factOf(facts, 'W325-6618-2240')?.party, 'self');
    assert.equal(factOf(facts, 'N242-9907-3158')?.party, 'buyer');
    assert.equal(factOf(facts, 'N242-9907-3158')?.key, "Driver's licences");
  });

  test('"Mossberg, model 500 Field (pump-action)": the model named as one, with its action', () => {
    assert.deepEqual(firearmMakeAndModel('The gun: Mossberg, model 500 Field (pump-action), 12 gauge.'), { make: 'Mossberg', model: '500 Field (pump-action)' });
    // (What kind of gun it is, in brackets, is no part of the model.)
    assert.deepEqual(firearmMakeAndModel('GUN: Smith & Wesson M&P9 Shield Plus (pistol), 9mm'), { make: 'Smith & Wesson', model: 'M&P9 Shield Plus', modelWithKind: 'M&P9 Shield Plus (pistol)' });
  });

  test('"cash, $400, but …" is $400; "settled on $375 instead of $400" mends it', () => {
    assert.deepEqual(findTypedValues('cash, $400, but he').map((t) => t.text), ['$400']);
    const facts = factsOf("How he's paying: cash, $400, but he pays later.\nWe settled on $375 instead of $400 because of the crack in the stock.");
    assert.ok(!facts.some((f) => f.typed?.kind === 'money' && f.value.includes('400') && !f.sentence.includes('instead')));
  });

  test('a faction\'s name is no person\'s', () => {
    assert.equal(factsOf("faction: Lords' Alliance").find((f) => f.key === 'faction')?.person, undefined);
  });
});

describe('a buyer\'s reply above the seller\'s quoted message', () => {
  const reply = [
    'Hi Walt,',
    '',
    "Sounds good, I'll take it. Here are my details for the bill of sale: Renata Oyelaran, 2290 Meadowbrook Ct, Naperville, IL 60540. My driver's license is O416-2285-9931 (Illinois). I'll bring the cash when we meet on Saturday, October 4, 2025, and we can both sign and date it then.",
    '',
    'Renata',
    '',
    'On Tue, Sep 30, 2025 at 8:14 PM Walter Brzezinski <wbrz@example.com> wrote:',
    '> Hi Renata, thanks for your interest in the rifle.',
    "> It's a Savage Axis II, .270 Win, serial number J812904. Asking $440 cash, paid on the day we sign.",
    "> For the paperwork, my info is Walter P. Brzezinski, 118 Oak Hill Rd, Wheaton, IL 60187, Illinois driver's license B625-7710-4402.",
  ].join('\n');

  test('the quoted message is its writer\'s: the seller\'s details are the seller\'s, the reply\'s the buyer\'s', () => {
    const facts = factsOf(reply);
    assert.equal(factOf(facts, 'B625-7710-4402')?.party, 'seller');
    assert.equal(factOf(facts, 'O416-2285-9931')?.party, 'buyer');
    assert.equal(facts.find((f) => f.person?.full === 'Walter P. Brzezinski')?.party, 'seller');
    // (One side's words give the other's role: "thanks for your interest in the rifle" is the seller's, so the reply
    // is the buyer's though it says nothing of buying.)
    const plain = reply.replace("Sounds good, I'll take it. ", '').replace(' Asking $440 cash, paid on the day we sign.', '');
    assert.equal(factOf(factsOf(plain), 'O416-2285-9931')?.party, 'buyer');
    assert.equal(factOf(factsOf(plain), 'B625-7710-4402')?.party, 'seller');
  });

  test('"O416-2285-9931 (Illinois)": the state that issued the licence, apart from its number, and no address', async () => {
    assert.equal(factsOf("My driver's license is O416-2285-9931 (Illinois).").find((f) => f.key === "driver's license state")?.value, 'IL');
    const fields = [fieldAt('Drivers License Number', 'text', { x: 40, y: 300 }), fieldAt('State', 'text', { x: 300, y: 300, width: 40 }), fieldAt('undefined', 'text', { x: 40, y: 200, width: 300 })];
    const descriptions = [
      described('Drivers License Number', 'Driver’s License Number'),
      described('State', 'State', 'Print Name: / Driver’s License Number:  State:'),
      described('undefined', 'Buyer’s Name: (“Buyer”) with a mailing address of', 'Date:  20 / 1. THE PARTIES. / Buyer’s Name:  (“Buyer”) with a mailing address of'),
    ];
    const values = await mappedValues(fields, descriptions, reply);
    assert.deepEqual(values, { 'Drivers License Number': 'O416-2285-9931', State: 'IL', undefined: '2290 Meadowbrook Ct, Naperville, IL 60540' });
  });

  test('"Asking $440 cash" is the price; "…, and we can both sign and date it then" dates both signatures', async () => {
    const fields = [fieldAt('to', 'text', { x: 300, y: 300, width: 80 }), fieldAt('Date_2', 'text', { x: 400, y: 500 }), fieldAt('Date_3', 'text', { x: 400, y: 600 })];
    const descriptions = [
      described('to', 'Seller accepts cash payment in the amount of $'),
      described('Date_2', 'Date', 'Buyer’s Signature:  Date:'),
      described('Date_3', 'Date', 'Seller’s Signature:  Date:'),
    ];
    const values = await mappedValues(fields, descriptions, reply);
    assert.match(String(values.to), /^440(?:\.00)?$/);
    assert.equal(values.Date_2, 'October 4, 2025');
    assert.equal(values.Date_3, 'October 4, 2025');
  });
});

describe('a character described aloud, as a voicemail transcribes it', () => {
  test('"his name is Tobin Ashgrove that\'s T O B I N Ashgrove": the spelling after the name is no part of it', () => {
    assert.equal(factsOf("Okay so his name is Tobin Ashgrove that's T O B I N Ashgrove.").find((f) => f.key === 'his name')?.value, 'Tobin Ashgrove');
  });

  test('"and he weighs 170 pounds"', () => {
    assert.equal(factsOf("He's about five foot ten and he weighs 170 pounds.").find((f) => f.key === 'weight')?.value, '170 lb');
  });

  test('"For allies put down …", "And for treasure he has …", "For his backstory um he grew up …"', () => {
    const facts = factsOf('For allies put down his old mentor Wren Halloway. For his backstory um he grew up on a farm outside Phandalin. And for treasure he has a silver hunting horn.');
    assert.equal(facts.find((f) => f.key === 'allies')?.value, 'his old mentor Wren Halloway');
    assert.equal(facts.find((f) => f.key === 'backstory')?.value, 'he grew up on a farm outside Phandalin');
    assert.match(facts.find((f) => f.key === 'treasure')?.value ?? '', /^(?:a )?silver hunting horn$/);
  });
});

describe('last year\'s details, then what changed', () => {
  const text = [
    'Last year you registered me with these details:',
    '  Address: Storgatan 8, lgh 1102, 114 51 Stockholm, Sweden',
    '  Favourite colour: Blue',
    '',
    'Please update my registration with the following changes:',
    '- my new address is Kungsgatan 22, lgh 1304, 411 19 Göteborg, Sweden',
    '- my favourite colour is now red',
  ].join('\n');

  test('a value said again as new replaces the old one; an old address becomes the previous one', () => {
    const facts = factsOf(text);
    assert.ok(!facts.some((f) => f.value === 'Blue'));
    assert.ok(facts.some((f) => f.value === 'red'));
    assert.equal(facts.find((f) => f.key === 'Address')?.epoch, 'previous');
    assert.ok(!parseData(text).clauses.some((c) => c.text.includes('Blue')));
  });

  test('"moved to 8 Quai Saint-Vincent, 69001 Lyon", "favourite colour changed from yellow to violet", "please renew my entry"', async () => {
    const facts = factsOf('Changes since then:\n* moved to 8 Quai Saint-Vincent, 69001 Lyon\n* favourite colour changed from yellow to violet');
    assert.equal(facts.find((f) => f.key === 'new address')?.value, '8 Quai Saint-Vincent, 69001 Lyon');
    assert.equal(facts.find((f) => f.key === 'favourite colour')?.value, 'violet');
    const fields = [fieldAt('Request type', 'radio', { x: 40, y: 300 }, { options: ['Update', 'New'] })];
    assert.deepEqual(await mappedValues(fields, [described('Request type', 'Request type')], 'Please renew my entry; nothing else has changed.'), { 'Request type': 'Update' });
  });

  test('"my new address is …" names no "New" request; "please update my registration" names "Update"', async () => {
    const fields = [fieldAt('Request type', 'radio', { x: 40, y: 300 }, { options: ['Update', 'New'] })];
    const descriptions = [described('Request type', 'Request type')];
    assert.deepEqual(await mappedValues(fields, descriptions, text), { 'Request type': 'Update' });
  });
});

describe('a voicemail transcribed without a stop, in lower case', () => {
  const said = [
    '[Voicemail transcript - automatic, may contain errors]',
    'From: (312) 555-0199 | Received: Wed 6:18 PM | Length: 1:34',
    '',
    "hi marisol it's jordan um so I finally figured out my character for the campaign can you put her on the sheet for friday her name is kestrel dunmore she's a wood elf rogue she's one hundred twelve years old about five foot four and maybe one hundred ten pounds she has green eyes pale skin and long black hair uh her faction is the harpers her allies are her twin brother rook and an old fence named mags backstory she was a street kid who got taken in by the harpers features and traits are sneak attack and fey ancestry and her treasure is a silver locket okay that's everything bye",
  ].join('\n');

  test('each thing said about her is a sentence of its own, with its capital; the app\'s header is not the writer\'s capitals', () => {
    assert.equal(withLowercaseTextCased(said).includes('her name is Kestrel Dunmore she'), true);
    const line = withTranscriptPauses(said.split('\n')[3]!);
    assert.ok(line.includes('. Her name is kestrel dunmore. She\'s a wood elf rogue.'));
    assert.ok(line.includes('. Backstory she was a street kid'));
    assert.ok(line.includes('. Features and traits are sneak attack'));
    assert.ok(line.includes('. Her treasure is a silver locket'));
  });

  test('her name, age, height, weight, looks, faction, backstory and traits are read', async () => {
    const facts = factsOf(said);
    const value = (key: string) => facts.find((f) => f.key === key)?.value;
    assert.ok(facts.some((f) => f.person?.full === 'Kestrel Dunmore'));
    assert.equal(value('age'), '112');
    assert.equal(value('height'), '5\'4"');
    assert.equal(value('weight'), '110 lb');
    assert.equal(value('skin'), 'pale');
    assert.equal(value('Backstory'), 'she was a street kid who got taken in by the harpers');
    assert.equal(value('Features and traits'), 'sneak attack and fey ancestry');
    // (A name's box takes the faction said in lower case: the sentence's own capital is the transcript's.)
    const fields = [fieldAt('FactionName', 'text', { x: 40, y: 300 })];
    assert.deepEqual(await mappedValues(fields, [described('FactionName', 'Faction Name')], said), { FactionName: 'the harpers' });
  });
});

describe('a principal\'s terse note', () => {
  const note = ['poa for the sale - principal: me, Dolores A. Fitzgerald', 'i live in Evanston IL', 'agent: my nephew Martin Fitzgerald, Skokie'].join('\n');

  test('"… - principal: me, Dolores A. Fitzgerald": the key after the dash, the writer\'s name without "me"', () => {
    const principal = factsOf(note).find((f) => f.key === 'principal');
    assert.equal(principal?.value, 'Dolores A. Fitzgerald');
    assert.equal(principal?.party, 'self');
  });

  test('"i live in Evanston IL": a town and its state, no person\'s name', () => {
    const facts = factsOf(note);
    assert.equal(facts.find((f) => f.key === 'currently living in')?.address?.city, 'Evanston');
    assert.ok(!facts.some((f) => f.person?.full === 'Evanston IL'));
  });

  test('"agent: my nephew Martin Fitzgerald, Skokie": the agent\'s name, and the town they are of', () => {
    const facts = factsOf(note);
    const agent = facts.find((f) => f.key === 'agent');
    assert.equal(agent?.value, 'Martin Fitzgerald');
    assert.equal(agent?.person?.full, 'Martin Fitzgerald');
    assert.equal(facts.find((f) => f.topic === 'agent' && f.address)?.value, 'Skokie');
  });

  test('the writer\'s name keyed by the role the form gives the writer fills the principal\'s "THAT I ____"', async () => {
    // (The form speaks of "the principal" elsewhere, so the word tells the boxes apart, and this one lacks it.)
    const fields = [fieldAt('undefined', 'text', { x: 200, y: 100, width: 200 }), fieldAt('Address of Principal', 'text', { x: 40, y: 700, width: 300 })];
    const descriptions = [described('undefined', 'KNOW ALL MEN BY THESE PRESENT, THAT I'), described('Address of Principal', 'Address of Principal')];
    const text = `${note}\nproperty: 2214 Ridge Ave, Evanston, IL 60201`;
    assert.equal((await mappedValues(fields, descriptions, text)).undefined, 'Dolores A. Fitzgerald');
  });
});

describe('a company\'s name cut short', () => {
  test('"Pruett Bros. Construction LLC" is one name, not the end of a sentence', () => {
    assert.deepEqual(splitSentences('Use the biz: Pruett Bros. Construction LLC, single-member. Biz name on ln 2.'), ['Use the biz: Pruett Bros. Construction LLC, single-member.', 'Biz name on ln 2.']);
    assert.deepEqual(splitSentences('I bought it from Hale Bros. They were fine.'), ['I bought it from Hale Bros.', 'They were fine.']);
  });
});

describe('a W-4\'s worksheet in sentences', () => {
  test('"1 for myself on line A, 1 dependent on line D": a word or two on what the count is may come between', () => {
    const facts = factsOf('Personal Allowances Worksheet: 1 for myself on line A, 1 dependent on line D (our son Mateo), and 2 on line G.');
    assert.equal(facts.find((f) => f.key === 'line A')?.value, '1');
    assert.equal(facts.find((f) => f.key === 'line D')?.value, '1');
  });
});
