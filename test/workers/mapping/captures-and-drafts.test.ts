/**
 * Texts read once fresh v55 was no longer held out (issue 4, fresh v55 and probe batch 71): a browser's capture of a
 * form post, an application's log with its requests' JSON, a word diff of two drafts with each side's signature block,
 * a project card's notes in Markdown and its comments, a character sheet's numbers under a screenplay, a phone line's
 * call log, and an R console session.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { factsOf, valuesOf } from '../../helpers/parsed-facts.js';
import { withMultipartPartsRead } from '../../../workers/mapping/multipart-capture.js';
import { jsonInText } from '../../../workers/mapping/json-in-text.js';
import { withWordDiffsApplied } from '../../../workers/mapping/word-diffs.js';
import { withIvrSessionRead } from '../../../workers/mapping/ivr-session.js';
import { withConsoleSessionRead } from '../../../workers/mapping/console-session.js';
import { withSignatureBlocksKeyed } from '../../../workers/mapping/signature-blocks.js';
import { withRestatedFiguresApplied } from '../../../workers/mapping/restated-numbers.js';
import { addressPieceOfKey } from '../../../workers/mapping/address-pieces.js';
import { isNegated } from '../../../workers/mapping/normalize-text.js';
import { keysPairedWithParts } from '../../../workers/mapping/parse-slash-lists.js';
import { linesWithIndentedDetailsJoined } from '../../../workers/mapping/parse-indented.js';
import { linesWithMarkdownRead } from '../../../workers/mapping/parse-markdown.js';
import { selfNameAndTitleApart } from '../../../workers/mapping/job-titles.js';
import { withYearsOfBareDates } from '../../../workers/mapping/bare-dates.js';
import { lastDateRange } from '../../../workers/mapping/date-ranges.js';
import { expandAbbreviations } from '../../../workers/mapping/abbreviations.js';
import { NAMED_ITEM_TAKEN_OFF } from '../../../workers/mapping/corrections.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

describe("a browser's capture of a multipart form post", () => {
  const capture = [
    'Everything else in the capture is right.',
    '',
    'POST /api/v2/suppliers/onboarding/w9 HTTP/1.1',
    'Host: suppliers.example.org',
    'Cookie: sb_session=8f1e0c2a9d77b1',
    'Content-Type: multipart/form-data; boundary=----WebKitFormBoundary7MA4YWxkTrZu0gW',
    '',
    '------WebKitFormBoundary7MA4YWxkTrZu0gW',
    'Content-Disposition: form-data; name="line1_name"',
    '',
    'Kestrel Line Aerial Survey LLC',
    '------WebKitFormBoundary7MA4YWxkTrZu0gW',
    'Content-Disposition: form-data; name="llc_tax_code"',
    '',
    '',
    '------WebKitFormBoundary7MA4YWxkTrZu0gW',
    'Content-Disposition: form-data; name="address_city_state_zip"',
    '',
    'Bellingham, WA 98225',
    '------WebKitFormBoundary7MA4YWxkTrZu0gW',
    'Content-Disposition: form-data; name="voided_check"; filename="voided_check.pdf"',
    'Content-Type: application/pdf',
    '',
    '%PDF-1.7 [binary, 184 KB omitted]',
    '------WebKitFormBoundary7MA4YWxkTrZu0gW--',
    '',
    'HTTP/1.1 500 Internal Server Error',
    'Content-Type: application/json',
    '{"error":"InternalServerError","trace_id":"a6d3f0b1e92c47f8"}',
  ].join('\n');
  const read = withMultipartPartsRead(capture).split('\n');

  test('each named part becomes a keyed line, its name in words', () => {
    assert.ok(read.includes('line1 name: Kestrel Line Aerial Survey LLC'));
    assert.ok(read.includes('address city state zip: Bellingham, WA 98225'));
  });

  test('an empty part, a file part, the boundaries and both header blocks give nothing', () => {
    assert.ok(!read.some((line) => /llc tax code|voided|%PDF|WebKitFormBoundary|Cookie|Host:|trace_id|HTTP\//.test(line)), read.join('\n'));
    assert.equal(read[0], 'Everything else in the capture is right.');
  });

  test('a text with one part or none stays as written', () => {
    const one = 'Content-Disposition: form-data; name="a"\n\nb';
    assert.equal(withMultipartPartsRead(one), one);
  });

  test('"address_street" and "address_city_state_zip" name pieces of one address', () => {
    assert.equal(addressPieceOfKey('address street'), 'street');
    assert.equal(addressPieceOfKey('address city state zip'), 'cityLine');
    assert.equal(addressPieceOfKey('addr_city'), 'city');
  });
});

describe("an application's log with each request's JSON", () => {
  const log = [
    'Both of her attempts failed validation. The lines for req 7f9c / member M-20981 are a different person registering at the same moment - ignore those.',
    '2025-05-12T18:41:03.118Z DEBUG [req 7f2a] payload={"first_name":"Danae","city":"Etterbeek","address_line2":"Bte 4"}',
    '2025-05-12T18:41:03.121Z WARN  [req 7f2a] validation: height "1,71 m" not numeric',
    '2025-05-12T18:44:51.905Z DEBUG [req 7f9c] payload={"first_name":"Jonas","city":"Freiburg"}',
    '2025-05-12T18:52:17.446Z DEBUG [req 80b1] payload={"first_name":"Danae","city":"Thessaloniki","height":"171"}',
    'The second attempt is the real one.',
  ].join('\n');

  test('of the requests not set aside, a retry with the same fields replaces the earlier one', () => {
    const found = jsonInText(log);
    assert.deepEqual(found?.value, { first_name: 'Danae', city: 'Thessaloniki', height: '171' });
  });

  test('a later request with other fields adds to the record', () => {
    const patched = jsonInText(
      [
        'ignore nothing here.',
        '2025-08-12T14:07:33.702-05:00 INFO [intake] session=b93a POST /v1/bos body: {"buyer":"Marcus Tevlin","seller":"Roberta Lindqvist","price":"340.00"}',
        '2025-08-12T14:09:02.117-05:00 INFO [intake] session=b93a PATCH /v1/bos body: {"price":"315.00"}',
      ].join('\n'),
    );
    assert.deepEqual(patched?.value, { buyer: 'Marcus Tevlin', seller: 'Roberta Lindqvist', price: '315.00' });
  });

  test('an id several lines share, set aside, sets them all aside; "only" must come right before what it picks', () => {
    const tagged = [
      'Session 7c1e is another sale at the next table - ignore everything tagged 7c1e. The trade (the Remington barrel) is dead, that was only the first attempt.',
      '2025-08-12T14:02:51.204-05:00 INFO [intake] session=b93a POST body: {"payment":"trade","trade_for":"Remington 870 barrel"}',
      '2025-08-12T14:03:10.019-05:00 INFO [intake] session=7c1e POST body: {"payment":"gift","buyer":"Ethan Broadwater"}',
      '2025-08-12T14:07:33.702-05:00 INFO [intake] session=b93a POST body: {"payment":"cash"}',
      '2025-08-12T14:09:02.117-05:00 INFO [intake] session=7c1e PATCH body: {"payment":"cash","amount":"1.00"}',
    ].join('\n');
    assert.deepEqual(jsonInText(tagged)?.value, { payment: 'cash' });
  });

  test("the log's lines leave the text; the prose stays", () => {
    const found = jsonInText(log)!;
    assert.ok(!/2025-05-12T/.test(found.rest));
    assert.match(found.rest, /The second attempt is the real one\./);
  });

  test('a clause with "only" picks one request', () => {
    const picked = jsonInText(log.replace('The second attempt is the real one.', 'Use only req 7f2a, the later one was a test.'));
    assert.equal((picked?.value as Record<string, string>).city, 'Etterbeek');
  });

  test("the record's values are read as the text's", () => {
    const facts = factsOf(log);
    assert.deepEqual(valuesOf(facts, 'city'), ['Thessaloniki']);
    assert.ok(!facts.some((f) => /Jonas|Freiburg|1\.71/.test(f.value)));
  });

  test('a log without JSON after its lines gives no record', () => {
    assert.equal(jsonInText('2025-05-12T18:41:03.118Z INFO [req 7f2a] POST /members 422\nplease fix it'), undefined);
  });
});

describe('a word diff of two drafts', () => {
  const diff = [
    'Date: [-June 21,-] {+September 2,+} 2025',
    "Buyer's Name: Yusuf Okonkwo-Reid with a mailing address of [-1190 W Hovey Ave, Apt 6, Normal, IL 61761.-] {+77 Prairie Lark Ct, Normal, IL 61761.+}",
    '[-[X] Seller accepts trade for: one Savage 110 rifle-]',
    '{+[X] Seller accepts cash payment in the amount of $1,650.00+}',
    '',
    'v1.txt: 402 words  361 90% common  0 0% deleted  41 10% changed',
  ].join('\n');
  const applied = withWordDiffsApplied(diff);

  test('the later draft: removed words go, added ones stay without their marks', () => {
    assert.match(applied, /^Date: September 2, 2025$/m);
    assert.match(applied, /mailing address of 77 Prairie Lark Ct, Normal, IL 61761\.$/m);
    assert.match(applied, /^\[X\] Seller accepts cash payment in the amount of \$1,650\.00$/m);
    assert.doesNotMatch(applied, /Hovey|Savage|June 21/);
  });

  test("wdiff's counts go", () => {
    assert.doesNotMatch(applied, /402 words/);
  });

  test('a text without both kinds of run stays as written', () => {
    const plain = 'Price: [-$50-] firm';
    assert.equal(withWordDiffsApplied(plain), plain);
  });
});

describe("each side's signature block", () => {
  const blocks = [
    "Buyer's Signature: ________  Date: September 2, 2025",
    'Print Name: Yusuf Okonkwo-Reid',
    "Driver's License Number: O252-7741-9083    State: IL",
    '',
    "Seller's Signature: ________  Date: September 2, 2025",
    'Print Name: Gregory A. Thorsby',
    "Driver's License Number: T612-4408-3157-02    State: WI",
    '',
    'State: IL',
  ].join('\n');
  const keyed = withSignatureBlocksKeyed(blocks).split('\n');

  test("each key of a block takes its side's role, the signature line's date as the day that side signs", () => {
    assert.deepEqual(keyed.slice(0, 5), ['Buyer Date signed: September 2, 2025', 'Buyer Print Name: Yusuf Okonkwo-Reid', "Buyer Driver's License Number: O252-7741-9083", 'Buyer State: IL', '']);
    assert.ok(keyed.includes('Seller State: WI'));
    assert.ok(keyed.includes("Seller Driver's License Number: T612-4408-3157-02"));
  });

  test('a line after the blank line under a block is nobody\'s', () => {
    assert.equal(keyed.at(-1), 'State: IL');
  });

  test('the licence and state read as the seller\'s', () => {
    const facts = factsOf(blocks);
    assert.equal(facts.find((f) => f.value === 'WI')?.party, 'seller');
    assert.equal(facts.find((f) => f.value === 'T612-4408-3157-02')?.party, 'seller');
  });
});

describe("a writer's corrections to a pasted record", () => {
  test('"Suite is 140, not 104" puts the figure right where the word stands before it', () => {
    const text = 'Suite is 140, not 104 (fat fingers).\naddress_street: 2210 Harbor Loop Rd, Suite 104\ninvoice: 104';
    const fixed = withRestatedFiguresApplied(text);
    assert.match(fixed, /Harbor Loop Rd, Suite 140$/m);
    assert.match(fixed, /^invoice: 104$/m);
    assert.match(fixed, /^Suite is 140, not 104/);
  });

  test('a number said to be mistyped replaces the one that differs from it by two neighbouring characters swapped', () => {
    const text = 'vendor number: V-20931\nref: V-20391\nOne fix: the vendor number is V-20913, I transposed the last two digits.';
    const fixed = withRestatedFiguresApplied(text);
    assert.match(fixed, /^vendor number: V-20913$/m);
    assert.match(fixed, /^ref: V-20391$/m);
    const unsaid = 'vendor number: V-20931\nThe vendor number is V-20913.';
    assert.equal(withRestatedFiguresApplied(unsaid), unsaid);
    const wrongOneSaid = 'Serial BB061473. My old insurance rider says BB061437 but that is a typo.';
    assert.equal(withRestatedFiguresApplied(wrongOneSaid), wrongOneSaid);
  });

  test("a pasted record's JSON is put right too", () => {
    const facts = factsOf(
      [
        '2025-08-12T14:07:33.702-05:00 INFO [intake] POST /v1/bos body: {"buyer":{"name":"Marcus Tevlin","dl":"T145-6620-8831"}}',
        "Marcus's license number in the app has the last two digits swapped. It's T145-6620-8813.",
      ].join('\n'),
    );
    assert.ok(facts.some((f) => f.value === 'T145-6620-8813'));
    assert.ok(!facts.some((f) => f.value === 'T145-6620-8831'));
  });

  test('"Take my Social Security number OUT … Use the company EIN only" leaves the SSN out', () => {
    const facts = factsOf('Take my Social Security number OUT. Use the company EIN only: 91-4417306.\n\ntin: 531-77-0942');
    assert.ok(!facts.some((f) => f.typed?.kind === 'ssn'));
    assert.ok(facts.some((f) => f.typed?.kind === 'ein' && f.value === '91-4417306'));
  });

  test('"do NOT put Tobias\'s SSN anywhere on it" leaves his SSN out when an EIN is given', () => {
    const facts = factsOf("His SSN from the faxed sheet: 540-71-2298.\nUse the LLC's EIN 93-2871406, and do NOT put Tobias's SSN anywhere on it.");
    assert.ok(!facts.some((f) => f.typed?.kind === 'ssn'));
  });

  test('"Do not use the EIN of our parent company" sets aside no kind of number', () => {
    const facts = factsOf('SSN 412-67-3390.\nUse the operating company, EIN 36-4418207. Do not use the EIN of our parent company (36-3390115).');
    assert.ok(facts.some((f) => f.value === '36-4418207'));
  });

  test('with no number of another kind, the SSN stays', () => {
    const facts = factsOf('Take my Social Security number out of the email subject please.\n\nSSN: 531-77-0942');
    assert.ok(facts.some((f) => f.typed?.kind === 'ssn'));
  });

  test('"was 1,073.50, now 1,121.00" is the value it is now', () => {
    assert.deepEqual(valuesOf(factsOf('Per diem redone at the KC rate: was 1,073.50, now 1,121.00.'), 'Per diem redone at the KC rate'), ['1,121.00']);
  });

  test('"We are NOT a sole proprietor" outweighs the record\'s line that says so', async () => {
    const fields = [fieldAt('c1', 'checkbox', { x: 40, y: 700 }), fieldAt('c2', 'checkbox', { x: 40, y: 680 })];
    const descriptions = [described('c1', 'Individual/sole proprietor or single-member LLC'), described('c2', 'Limited liability company')];
    const text = 'We are NOT a sole proprietor. I clicked the first radio button by mistake.\n\ntax classification: individual_sole_proprietor';
    const values = await mappedValues(fields, descriptions, text);
    assert.notEqual(values.c1, true);
    const unsaid = await mappedValues(fields, descriptions, 'tax classification: individual_sole_proprietor');
    assert.equal(unsaid.c1, true);
  });
});

describe('small things the papers showed', () => {
  test('"no later than" is a limit, not a denial', () => {
    assert.equal(isNegated('At a future date no later than October 15, 2025'), false);
    assert.equal(isNegated('no, not at a future date'), true);
  });

  test('"as in the script - " before slashed values says where they come from', () => {
    assert.deepEqual(keysPairedWithParts('Eyes / skin / hair', 'as in the script - amber / grey-green / silver'), [
      { key: 'Eyes', value: 'amber' },
      { key: 'skin', value: 'grey-green' },
      { key: 'hair', value: 'silver' },
    ]);
  });

  test('an arrowed line under a key is a remark, not one of its details', () => {
    const lines = ['Allies: Brother Kettle Ashmore; the Coldfinch crew', "  -> NOT Doran. He's the one she betrays.", 'Faction: Lords'];
    assert.deepEqual(linesWithIndentedDetailsJoined(lines), lines);
    assert.deepEqual(linesWithIndentedDetailsJoined(['Seller: Ray K.', '  418 W. Locust St.']), ['Seller: Ray K., 418 W. Locust St.']);
  });

  test('"**Me**" over the writer\'s lines: the first is theirs, the name apart from the title after the dash', () => {
    const read = linesWithMarkdownRead(['**Me**', 'Oyelaran, Temitope K. - HR Specialist (Classification), GS-0201-11, step 3.', 'Work: DOI, Denver, CO 80235']);
    assert.deepEqual(read, ['Me: Oyelaran, Temitope K.', 'My position title: HR Specialist (Classification)', 'Me: GS-0201-11, step 3.', 'Work: DOI, Denver, CO 80235']);
  });

  test('a name before a dash and no job title stays one value', () => {
    assert.equal(selfNameAndTitleApart('Me: Oyelaran, Temitope K. - see the card'), 'Me: Oyelaran, Temitope K. - see the card');
  });

  test('"(was Sept 8-12)" after a period is not the one the sentence settles on', () => {
    assert.equal(lastDateRange("It's now Sept 15-19, 2025 (was Sept 8-12, 2025).")?.start, 'Sept 15, 2025');
    assert.equal(lastDateRange('First May 12-15, 2025, then June 9-12, 2025.')?.start, 'June 9, 2025');
  });

  test('"Hair: black, streaked with grey (not all grey)" is the value without the brackets', () => {
    assert.deepEqual(valuesOf(factsOf('Hair: black, streaked with grey (not all grey)'), 'Hair'), ['black, streaked with grey']);
  });

  test('"fav" and "prev" in keys are "favourite" and "previous"; "The French box was ticked by accident" names French', () => {
    assert.equal(expandAbbreviations('fav colour'), 'favourite colour');
    assert.equal(expandAbbreviations('prev address'), 'previous address');
    assert.equal([...'The French box was ticked by accident while I was scrolling.'.matchAll(NAMED_ITEM_TAKEN_OFF)][0]?.[3], 'French');
  });

  test('"Held at:" keys a location', () => {
    assert.equal(expandAbbreviations('Held at'), 'location held at');
  });

  test('a box for an identifier takes no one\'s name', async () => {
    const fields = [fieldAt('member_id', 'text', { x: 40, y: 700 })];
    const descriptions = [described('member_id', 'Membership ID')];
    const named = await mappedValues(fields, descriptions, 'Members: Temitope Oyelaran, Roderick Pham');
    assert.equal(named.member_id, undefined);
    const numbered = await mappedValues(fields, descriptions, 'Membership ID: M-20417');
    assert.equal(numbered.member_id, 'M-20417');
  });

  test('"Sept 15-19" takes the year of the nearest full date', () => {
    assert.match(withYearsOfBareDates("Jul 22, 2025: approved.\nIt's now Sept 15-19."), /Sept 15-19, 2025\./);
    assert.equal(withYearsOfBareDates("It's now Sept 15-19."), "It's now Sept 15-19.");
  });
});

describe("a phone line's call log", () => {
  const log = [
    'Marisol did her W-4 through the phone line.',
    '[19:07:59] SYSTEM   Verified. Name on file: OKAFOR-BRIGGS, MARISOL T',
    '[19:08:01] PROMPT   "Your current W-4 on file is: Single. To file a new W-4, press 1."',
    '[19:08:04] DTMF     1',
    '[19:08:05] PROMPT   "Enter your full nine-digit Social Security number."',
    '[19:08:17] DTMF     2 4 5 1 9 8 8 6 3',
    '[19:08:18] READBACK "You entered 2 4 5, 1 9, 8 8 6 3. If correct, press 1."',
    '[19:08:20] DTMF     1',
    '[19:08:21] PROMPT   "After the tone, say your street address, including apartment number."',
    '[19:08:30] ASR      "fourteen eighteen ren field avenue apartment two see" conf=0.61',
    '[19:08:31] READBACK "1418 Ren Field Avenue, Apartment 2 C. If correct press 1, to try again press 2."',
    '[19:08:34] DTMF     2',
    '[19:08:35] PROMPT   "Please say, then spell, the street name."',
    '[19:08:46] ASR      "wrenfield W R E N F I E L D" conf=0.93',
    '[19:08:47] READBACK "1418 Wrenfield Avenue, Apartment 2C. If correct, press 1."',
    '[19:08:49] DTMF     1',
    '[19:09:06] PROMPT   "Filing status. Single or married filing separately, press 1. Married filing jointly, press 2. Head of household, press 3."',
    '[19:09:12] DTMF     3',
    '[19:09:13] ASR      "hang on, she said the higher one"  conf=0.66  (no match)',
    '[19:09:14] PROMPT   "Line 7. To claim exemption from withholding, press 1. Otherwise, press 2."',
    '[19:09:16] DTMF     2',
    '[19:10:15] PROMPT   "Step 4(c). Enter any extra amount to withhold each pay period, in whole dollars."',
    '[19:10:19] DTMF     5 0 #',
    '[19:10:20] READBACK "Fifty dollars. If correct press 1, to change press 2."',
    '[19:10:23] DTMF     2',
    '[19:10:24] DTMF     2 5 #',
    '[19:10:25] READBACK "Twenty-five dollars. If correct, press 1."',
    '[19:10:27] DTMF     1',
    'Thanks, Kenji',
  ].join('\n');
  const read = withIvrSessionRead(log).split('\n');

  test('each question answered and confirmed becomes a keyed line; the lines around the log stay', () => {
    assert.equal(read[0], 'Marisol did her W-4 through the phone line.');
    assert.ok(read.includes('Social Security number: 245198863'), read.join('\n'));
    assert.ok(read.includes('Filing status: Head of household'));
    assert.equal(read.at(-1), 'Thanks, Kenji');
  });

  test('an answer turned down is asked again, and the read-back confirmed is the value of the first question', () => {
    assert.ok(read.includes('street address: 1418 Wrenfield Avenue, Apartment 2C'), read.join('\n'));
    assert.ok(!read.some((line) => /Ren Field|fourteen/.test(line)));
    assert.ok(read.includes('Step 4(c), extra amount to withhold each pay period: Twenty-five dollars'), read.join('\n'));
    assert.ok(!read.some((line) => /Fifty|: 50$/.test(line)));
  });

  test("what the system says of itself stays; a way through the menus, an aside and an \"Otherwise\" give nothing", () => {
    assert.ok(read.includes('Name on file: OKAFOR-BRIGGS, MARISOL T'));
    assert.ok(!read.some((line) => /press 1: 1|hang on|exemption|Line 7/.test(line)), read.join('\n'));
  });

  test('a read-back of several lines gives each line', () => {
    const lines = withIvrSessionRead(
      [
        '21:44:42 PROMPT  "Personal Allowances Worksheet. Key zero if a line does not apply."',
        '21:44:49 PROMPT  "Line A."       DTMF 1 #',
        '21:45:15 PROMPT  "Line G."       DTMF 4 #',
        '21:45:16 PROMPT  "You entered: A 1, B 0, C 0, G 4. Line H total: 5. If this is correct, press 1. To change a line, press 2."',
        '21:45:24 DTMF    2',
        '21:45:29 PROMPT  "Line G."       DTMF 2 #',
        '21:45:33 PROMPT  "You entered: A 1, B 0, C 0, G 2. Line H total: 3. If this is correct, press 1. To change a line, press 2."',
        '21:45:38 DTMF    1',
      ].join('\n'),
    ).split('\n');
    assert.ok(lines.includes('Line G: 2') && lines.includes('Line H: 3'), lines.join('\n'));
    assert.ok(!lines.includes('Line G: 4'));
  });

  test('a text with few prompts stays as written', () => {
    const short = '[19:08:05] PROMPT "Enter your number."\n[19:08:17] DTMF 2 4 5';
    assert.equal(withIvrSessionRead(short), short);
  });
});

describe('an R or Python console session', () => {
  const session = [
    'I did the worksheets in R - console session pasted below.',
    '> me <- list(first_mi = "Priyanka R.", last = "Delacroix",',
    '+            status = "Married")',
    '> spouse <- list(name = "Julien Delacroix", wages = 41000)',
    '> allow <- c(A = 1, B = 0, G = 2)',
    '> H <- sum(allow); H',
    '[1] 3',
    '> # property tax bill came in higher -> rerun with 17900',
    "> w4_line6 <- 20   # extra $20 a paycheck, I'd rather not owe",
    '> tew <- two_earner(line1 = 8, table = "MFJ")',
    '> tew',
    '$line1',
    '[1] 8',
    '> employer',
    '$name',
    '[1] "Green Mountain Actuarial Partners"',
    '> q()',
    'Save workspace image? [y/n/c]: n',
    'Thank you!',
  ].join('\n');
  const read = withConsoleSessionRead(session).split('\n');

  test("a list written out is keyed by its variable, a worksheet's lettered vector by its letters", () => {
    for (const line of ['me first mi: Priyanka R.', 'me status: Married', 'spouse name: Julien Delacroix', 'A: 1', 'G: 2']) assert.ok(read.includes(line), `${line}\n${read.join('\n')}`);
  });

  test("what a command printed is keyed by the object or the call that made it; the writer's comments stay", () => {
    for (const line of ['H: 3', 'two earner line 1: 8', 'employer name: Green Mountain Actuarial Partners', 'w 4 line 6: 20', 'property tax bill came in higher -> rerun with 17900', "extra $20 a paycheck, I'd rather not owe"]) {
      assert.ok(read.includes(line), `${line}\n${read.join('\n')}`);
    }
  });

  test("the code and the console's own lines go; the text around stays", () => {
    assert.ok(!read.some((line) => /<-|q\(\)|workspace|^\+/.test(line)), read.join('\n'));
    assert.equal(read[0], 'I did the worksheets in R - console session pasted below.');
    assert.equal(read.at(-1), 'Thank you!');
  });

  test("a reply's quoted lines are no console session", () => {
    const quoted = '> Thanks for the form.\n> I will send it Monday.\n> [1] https://example.com\nOK';
    assert.equal(withConsoleSessionRead(quoted), quoted);
  });
});
